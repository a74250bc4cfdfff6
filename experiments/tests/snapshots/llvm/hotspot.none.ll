; cluster c0: temp
; ModuleID = 'hotspot_c0'
source_filename = "hotspot_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %temp_3 = alloca float, align 4
  %temp_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf48 = load ptr, ptr %bufp47, align 8
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
  store i64 0, ptr %errp20, align 8
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
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %temp_3, align 4
  %v39 = load float, ptr %temp_3, align 4
  %fm = fmul float 1.000000e+01, %v39
  %fa = fadd float 3.230000e+02, %fm
  store float %fa, ptr %temp_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %temp_0, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !3, !noalias !0
  %i50 = load i64, ptr %j, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: power
; ModuleID = 'hotspot_c1'
source_filename = "hotspot_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 9
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %power_7 = alloca float, align 4
  %power_4 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp9, align 8
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
  store i64 1, ptr %errp20, align 8
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
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %power_7, align 4
  %v39 = load float, ptr %power_7, align 4
  %fa = fadd float %v39, 1.000000e+00
  %fm = fmul float 0x3F747AE140000000, %fa
  store float %fm, ptr %power_4, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %power_4, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !3, !noalias !0
  %i50 = load i64, ptr %j, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c2: flux
; ModuleID = 'hotspot_c2'
source_filename = "hotspot_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 17
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %temp_11 = alloca float, align 4
  %temp_12 = alloca float, align 4
  %temp_13 = alloca float, align 4
  %temp_14 = alloca float, align 4
  %temp_15 = alloca float, align 4
  %temp_16 = alloca float, align 4
  %temp_17 = alloca float, align 4
  %temp_18 = alloca float, align 4
  %temp_19 = alloca float, align 4
  %gh_20 = alloca float, align 4
  %gw_21 = alloca float, align 4
  %"%cse0_22" = alloca float, align 4
  %flux_8 = alloca float, align 4
  %bufp418 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf419 = load ptr, ptr %bufp418, align 8
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

loop:                                             ; preds = %versions_done1667, %ok
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
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop422

versions_done:                                    ; preds = %exit424, %exit199
  store i64 %min23, ptr %j, align 8
  %v781 = load i64, ptr %i, align 8
  %add782 = add i64 %v781, -1
  %sub783 = sub i64 %dim, 1
  %c784 = icmp slt i64 %add782, %sub783
  %mm785 = select i1 %c784, i64 %add782, i64 %sub783
  %c786 = icmp sgt i64 0, %mm785
  %mm787 = select i1 %c786, i64 0, i64 %mm785
  %base788 = sext i64 %mm787 to i128
  %fits_low789 = icmp sge i128 %base788, -9223372036854775808
  %fits_high790 = icmp sle i128 %base788, 9223372036854775807
  %fits791 = and i1 %fits_low789, %fits_high790
  %least792 = select i1 %fits791, i128 %base788, i128 -9223372036854775808
  %most793 = select i1 %fits791, i128 %base788, i128 9223372036854775807
  %extent794 = sext i64 %dim to i128
  %low_ok795 = icmp sge i128 %least792, 0
  %high_ok796 = icmp slt i128 %most793, %extent794
  %ok797 = and i1 true, %low_ok795
  %ok798 = and i1 %ok797, %high_ok796
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, -1
  %base801 = sext i64 %add800 to i128
  %next802 = add i64 %min23, 1
  store i64 %next802, ptr %j, align 8
  %v803 = load i64, ptr %j, align 8
  %add804 = add i64 %v803, -1
  store i64 %min23, ptr %j, align 8
  %at_next805 = sext i64 %add804 to i128
  %step806 = sub i128 %at_next805, %base801
  %step807 = trunc i128 %step806 to i64
  %step808 = sext i64 %step807 to i128
  %len809 = sub i64 %min27, %min23
  %span810 = sub i64 %len809, 1
  %span811 = sext i64 %span810 to i128
  %reach812 = mul i128 %step808, %span811
  %c813 = icmp slt i128 %reach812, 0
  %min814 = select i1 %c813, i128 %reach812, i128 0
  %c815 = icmp sgt i128 %reach812, 0
  %max816 = select i1 %c815, i128 %reach812, i128 0
  %least817 = add i128 %base801, %min814
  %most818 = add i128 %base801, %max816
  %fits_low819 = icmp sge i128 %least817, -9223372036854775808
  %fits_high820 = icmp sle i128 %most818, 9223372036854775807
  %fits821 = and i1 %fits_low819, %fits_high820
  %least822 = select i1 %fits821, i128 %least817, i128 -9223372036854775808
  %most823 = select i1 %fits821, i128 %most818, i128 9223372036854775807
  %sub824 = sub i64 %dim8, 1
  %base825 = sext i64 %sub824 to i128
  %fits_low826 = icmp sge i128 %base825, -9223372036854775808
  %fits_high827 = icmp sle i128 %base825, 9223372036854775807
  %fits828 = and i1 %fits_low826, %fits_high827
  %least829 = select i1 %fits828, i128 %base825, i128 -9223372036854775808
  %most830 = select i1 %fits828, i128 %base825, i128 9223372036854775807
  %c831 = icmp slt i128 %least822, %least829
  %min832 = select i1 %c831, i128 %least822, i128 %least829
  %c833 = icmp slt i128 %most823, %most830
  %min834 = select i1 %c833, i128 %most823, i128 %most830
  %c835 = icmp sgt i128 0, %min832
  %max836 = select i1 %c835, i128 0, i128 %min832
  %c837 = icmp sgt i128 0, %min834
  %max838 = select i1 %c837, i128 0, i128 %min834
  %extent839 = sext i64 %dim8 to i128
  %low_ok840 = icmp sge i128 %max836, 0
  %high_ok841 = icmp slt i128 %max838, %extent839
  %ok842 = and i1 %ok798, %low_ok840
  %ok843 = and i1 %ok842, %high_ok841
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 0
  %base846 = sext i64 %add845 to i128
  %next847 = add i64 %min23, 1
  store i64 %next847, ptr %j, align 8
  %v848 = load i64, ptr %j, align 8
  %add849 = add i64 %v848, 0
  store i64 %min23, ptr %j, align 8
  %at_next850 = sext i64 %add849 to i128
  %step851 = sub i128 %at_next850, %base846
  %step852 = trunc i128 %step851 to i64
  %step853 = sext i64 %step852 to i128
  %len854 = sub i64 %min27, %min23
  %span855 = sub i64 %len854, 1
  %span856 = sext i64 %span855 to i128
  %reach857 = mul i128 %step853, %span856
  %c858 = icmp slt i128 %reach857, 0
  %min859 = select i1 %c858, i128 %reach857, i128 0
  %c860 = icmp sgt i128 %reach857, 0
  %max861 = select i1 %c860, i128 %reach857, i128 0
  %least862 = add i128 %base846, %min859
  %most863 = add i128 %base846, %max861
  %fits_low864 = icmp sge i128 %least862, -9223372036854775808
  %fits_high865 = icmp sle i128 %most863, 9223372036854775807
  %fits866 = and i1 %fits_low864, %fits_high865
  %least867 = select i1 %fits866, i128 %least862, i128 -9223372036854775808
  %most868 = select i1 %fits866, i128 %most863, i128 9223372036854775807
  %sub869 = sub i64 %dim8, 1
  %base870 = sext i64 %sub869 to i128
  %fits_low871 = icmp sge i128 %base870, -9223372036854775808
  %fits_high872 = icmp sle i128 %base870, 9223372036854775807
  %fits873 = and i1 %fits_low871, %fits_high872
  %least874 = select i1 %fits873, i128 %base870, i128 -9223372036854775808
  %most875 = select i1 %fits873, i128 %base870, i128 9223372036854775807
  %c876 = icmp slt i128 %least867, %least874
  %min877 = select i1 %c876, i128 %least867, i128 %least874
  %c878 = icmp slt i128 %most868, %most875
  %min879 = select i1 %c878, i128 %most868, i128 %most875
  %c880 = icmp sgt i128 0, %min877
  %max881 = select i1 %c880, i128 0, i128 %min877
  %c882 = icmp sgt i128 0, %min879
  %max883 = select i1 %c882, i128 0, i128 %min879
  %extent884 = sext i64 %dim8 to i128
  %low_ok885 = icmp sge i128 %max881, 0
  %high_ok886 = icmp slt i128 %max883, %extent884
  %ok887 = and i1 %ok843, %low_ok885
  %ok888 = and i1 %ok887, %high_ok886
  %v889 = load i64, ptr %j, align 8
  %add890 = add i64 %v889, 1
  %base891 = sext i64 %add890 to i128
  %next892 = add i64 %min23, 1
  store i64 %next892, ptr %j, align 8
  %v893 = load i64, ptr %j, align 8
  %add894 = add i64 %v893, 1
  store i64 %min23, ptr %j, align 8
  %at_next895 = sext i64 %add894 to i128
  %step896 = sub i128 %at_next895, %base891
  %step897 = trunc i128 %step896 to i64
  %step898 = sext i64 %step897 to i128
  %len899 = sub i64 %min27, %min23
  %span900 = sub i64 %len899, 1
  %span901 = sext i64 %span900 to i128
  %reach902 = mul i128 %step898, %span901
  %c903 = icmp slt i128 %reach902, 0
  %min904 = select i1 %c903, i128 %reach902, i128 0
  %c905 = icmp sgt i128 %reach902, 0
  %max906 = select i1 %c905, i128 %reach902, i128 0
  %least907 = add i128 %base891, %min904
  %most908 = add i128 %base891, %max906
  %fits_low909 = icmp sge i128 %least907, -9223372036854775808
  %fits_high910 = icmp sle i128 %most908, 9223372036854775807
  %fits911 = and i1 %fits_low909, %fits_high910
  %least912 = select i1 %fits911, i128 %least907, i128 -9223372036854775808
  %most913 = select i1 %fits911, i128 %most908, i128 9223372036854775807
  %sub914 = sub i64 %dim8, 1
  %base915 = sext i64 %sub914 to i128
  %fits_low916 = icmp sge i128 %base915, -9223372036854775808
  %fits_high917 = icmp sle i128 %base915, 9223372036854775807
  %fits918 = and i1 %fits_low916, %fits_high917
  %least919 = select i1 %fits918, i128 %base915, i128 -9223372036854775808
  %most920 = select i1 %fits918, i128 %base915, i128 9223372036854775807
  %c921 = icmp slt i128 %least912, %least919
  %min922 = select i1 %c921, i128 %least912, i128 %least919
  %c923 = icmp slt i128 %most913, %most920
  %min924 = select i1 %c923, i128 %most913, i128 %most920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %c927 = icmp sgt i128 0, %min924
  %max928 = select i1 %c927, i128 0, i128 %min924
  %extent929 = sext i64 %dim8 to i128
  %low_ok930 = icmp sge i128 %max926, 0
  %high_ok931 = icmp slt i128 %max928, %extent929
  %ok932 = and i1 %ok888, %low_ok930
  %ok933 = and i1 %ok932, %high_ok931
  %v934 = load i64, ptr %i, align 8
  %add935 = add i64 %v934, 0
  %sub936 = sub i64 %dim, 1
  %c937 = icmp slt i64 %add935, %sub936
  %mm938 = select i1 %c937, i64 %add935, i64 %sub936
  %c939 = icmp sgt i64 0, %mm938
  %mm940 = select i1 %c939, i64 0, i64 %mm938
  %base941 = sext i64 %mm940 to i128
  %fits_low942 = icmp sge i128 %base941, -9223372036854775808
  %fits_high943 = icmp sle i128 %base941, 9223372036854775807
  %fits944 = and i1 %fits_low942, %fits_high943
  %least945 = select i1 %fits944, i128 %base941, i128 -9223372036854775808
  %most946 = select i1 %fits944, i128 %base941, i128 9223372036854775807
  %extent947 = sext i64 %dim to i128
  %low_ok948 = icmp sge i128 %least945, 0
  %high_ok949 = icmp slt i128 %most946, %extent947
  %ok950 = and i1 %ok933, %low_ok948
  %ok951 = and i1 %ok950, %high_ok949
  %v952 = load i64, ptr %i, align 8
  %add953 = add i64 %v952, 1
  %sub954 = sub i64 %dim, 1
  %c955 = icmp slt i64 %add953, %sub954
  %mm956 = select i1 %c955, i64 %add953, i64 %sub954
  %c957 = icmp sgt i64 0, %mm956
  %mm958 = select i1 %c957, i64 0, i64 %mm956
  %base959 = sext i64 %mm958 to i128
  %fits_low960 = icmp sge i128 %base959, -9223372036854775808
  %fits_high961 = icmp sle i128 %base959, 9223372036854775807
  %fits962 = and i1 %fits_low960, %fits_high961
  %least963 = select i1 %fits962, i128 %base959, i128 -9223372036854775808
  %most964 = select i1 %fits962, i128 %base959, i128 9223372036854775807
  %extent965 = sext i64 %dim to i128
  %low_ok966 = icmp sge i128 %least963, 0
  %high_ok967 = icmp slt i128 %most964, %extent965
  %ok968 = and i1 %ok951, %low_ok966
  %ok969 = and i1 %ok968, %high_ok967
  br i1 %ok969, label %proved970, label %checked971

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %temp_11, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %temp_12, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %temp_13, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %temp_14, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %temp_15, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %temp_16, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %temp_17, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %temp_18, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %temp_19, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_20, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup379 = insertvalue { i64, i64 } %tup, i64 %dim8, 1
  %proj = extractvalue { i64, i64 } %tup379, 1
  %cv380 = sitofp i64 %proj to float
  %fd381 = fdiv float 0x3F90624DE0000000, %cv380
  store float %fd381, ptr %gw_21, align 4
  %v382 = load float, ptr %temp_15, align 4
  %fm = fmul float 2.000000e+00, %v382
  store float %fm, ptr %"%cse0_22", align 4
  %v383 = load float, ptr %temp_18, align 4
  %v384 = load float, ptr %temp_12, align 4
  %fa = fadd float %v383, %v384
  %v385 = load float, ptr %"%cse0_22", align 4
  %fs = fsub float %fa, %v385
  %v386 = load float, ptr %gh_20, align 4
  %v387 = load float, ptr %gw_21, align 4
  %fm388 = fmul float 0x3FB99999A0000000, %v387
  %fd389 = fdiv float %v386, %fm388
  %fd390 = fdiv float %fs, %fd389
  %v391 = load float, ptr %temp_16, align 4
  %v392 = load float, ptr %temp_14, align 4
  %fa393 = fadd float %v391, %v392
  %v394 = load float, ptr %"%cse0_22", align 4
  %fs395 = fsub float %fa393, %v394
  %v396 = load float, ptr %gw_21, align 4
  %v397 = load float, ptr %gh_20, align 4
  %fm398 = fmul float 0x3FB99999A0000000, %v397
  %fd399 = fdiv float %v396, %fm398
  %fd400 = fdiv float %fs395, %fd399
  %fa401 = fadd float %fd390, %fd400
  %v402 = load float, ptr %temp_15, align 4
  %fs403 = fsub float 8.000000e+01, %v402
  %v404 = load float, ptr %gh_20, align 4
  %fm405 = fmul float 1.000000e+02, %v404
  %v406 = load float, ptr %gw_21, align 4
  %fm407 = fmul float %fm405, %v406
  %fd408 = fdiv float 0x3F40624DE0000000, %fm407
  %fd409 = fdiv float %fs403, %fd408
  %fa410 = fadd float %fa401, %fd409
  store float %fa410, ptr %flux_8, align 4
  %v411 = load i64, ptr %i, align 8
  %v412 = load i64, ptr %j, align 8
  %pos413 = mul i64 0, %dim
  %pos414 = add i64 %pos413, %v411
  %pos415 = mul i64 %pos414, %dim8
  %pos416 = add i64 %pos415, %v412
  %v417 = load float, ptr %flux_8, align 4
  %elp420 = getelementptr inbounds float, ptr %buf419, i64 %pos416
  store float %v417, ptr %elp420, align 4, !alias.scope !3, !noalias !0
  %i421 = load i64, ptr %j, align 8
  %next = add i64 %i421, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop422:                                          ; preds = %ok723, %checked
  %i425 = load i64, ptr %j, align 8
  %more426 = icmp slt i64 %i425, %min23
  br i1 %more426, label %body423, label %exit424

body423:                                          ; preds = %loop422
  %v427 = load i64, ptr %i, align 8
  %add428 = add i64 %v427, -1
  %sub429 = sub i64 %dim, 1
  %c430 = icmp slt i64 %add428, %sub429
  %mm431 = select i1 %c430, i64 %add428, i64 %sub429
  %c432 = icmp sgt i64 0, %mm431
  %mm433 = select i1 %c432, i64 0, i64 %mm431
  %v434 = load i64, ptr %j, align 8
  %add435 = add i64 %v434, -1
  %sub436 = sub i64 %dim8, 1
  %c437 = icmp slt i64 %add435, %sub436
  %mm438 = select i1 %c437, i64 %add435, i64 %sub436
  %c439 = icmp sgt i64 0, %mm438
  %mm440 = select i1 %c439, i64 0, i64 %mm438
  %inb = icmp ult i64 %mm433, %dim
  br i1 %inb, label %ok442, label %fail441

exit424:                                          ; preds = %loop422
  br label %versions_done

fail441:                                          ; preds = %body423
  %errp443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm433, ptr %errp445, align 8
  %errp446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp446, align 8
  ret i32 1

ok442:                                            ; preds = %body423
  %pos447 = mul i64 0, %dim
  %pos448 = add i64 %pos447, %mm433
  %inb449 = icmp ult i64 %mm440, %dim8
  br i1 %inb449, label %ok451, label %fail450

fail450:                                          ; preds = %ok442
  %errp452 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm440, ptr %errp454, align 8
  %errp455 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp455, align 8
  ret i32 1

ok451:                                            ; preds = %ok442
  %pos456 = mul i64 %pos448, %dim8
  %pos457 = add i64 %pos456, %mm440
  %elp458 = getelementptr inbounds float, ptr %buf, i64 %pos457
  %el459 = load float, ptr %elp458, align 4, !alias.scope !0, !noalias !3
  store float %el459, ptr %temp_11, align 4
  %v460 = load i64, ptr %i, align 8
  %add461 = add i64 %v460, -1
  %sub462 = sub i64 %dim, 1
  %c463 = icmp slt i64 %add461, %sub462
  %mm464 = select i1 %c463, i64 %add461, i64 %sub462
  %c465 = icmp sgt i64 0, %mm464
  %mm466 = select i1 %c465, i64 0, i64 %mm464
  %v467 = load i64, ptr %j, align 8
  %add468 = add i64 %v467, 0
  %sub469 = sub i64 %dim8, 1
  %c470 = icmp slt i64 %add468, %sub469
  %mm471 = select i1 %c470, i64 %add468, i64 %sub469
  %c472 = icmp sgt i64 0, %mm471
  %mm473 = select i1 %c472, i64 0, i64 %mm471
  %inb474 = icmp ult i64 %mm466, %dim
  br i1 %inb474, label %ok476, label %fail475

fail475:                                          ; preds = %ok451
  %errp477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp477, align 8
  %errp478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp478, align 8
  %errp479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm466, ptr %errp479, align 8
  %errp480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp480, align 8
  ret i32 1

ok476:                                            ; preds = %ok451
  %pos481 = mul i64 0, %dim
  %pos482 = add i64 %pos481, %mm466
  %inb483 = icmp ult i64 %mm473, %dim8
  br i1 %inb483, label %ok485, label %fail484

fail484:                                          ; preds = %ok476
  %errp486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp486, align 8
  %errp487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp487, align 8
  %errp488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm473, ptr %errp488, align 8
  %errp489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp489, align 8
  ret i32 1

ok485:                                            ; preds = %ok476
  %pos490 = mul i64 %pos482, %dim8
  %pos491 = add i64 %pos490, %mm473
  %elp492 = getelementptr inbounds float, ptr %buf, i64 %pos491
  %el493 = load float, ptr %elp492, align 4, !alias.scope !0, !noalias !3
  store float %el493, ptr %temp_12, align 4
  %v494 = load i64, ptr %i, align 8
  %add495 = add i64 %v494, -1
  %sub496 = sub i64 %dim, 1
  %c497 = icmp slt i64 %add495, %sub496
  %mm498 = select i1 %c497, i64 %add495, i64 %sub496
  %c499 = icmp sgt i64 0, %mm498
  %mm500 = select i1 %c499, i64 0, i64 %mm498
  %v501 = load i64, ptr %j, align 8
  %add502 = add i64 %v501, 1
  %sub503 = sub i64 %dim8, 1
  %c504 = icmp slt i64 %add502, %sub503
  %mm505 = select i1 %c504, i64 %add502, i64 %sub503
  %c506 = icmp sgt i64 0, %mm505
  %mm507 = select i1 %c506, i64 0, i64 %mm505
  %inb508 = icmp ult i64 %mm500, %dim
  br i1 %inb508, label %ok510, label %fail509

fail509:                                          ; preds = %ok485
  %errp511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm500, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp514, align 8
  ret i32 1

ok510:                                            ; preds = %ok485
  %pos515 = mul i64 0, %dim
  %pos516 = add i64 %pos515, %mm500
  %inb517 = icmp ult i64 %mm507, %dim8
  br i1 %inb517, label %ok519, label %fail518

fail518:                                          ; preds = %ok510
  %errp520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm507, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp523, align 8
  ret i32 1

ok519:                                            ; preds = %ok510
  %pos524 = mul i64 %pos516, %dim8
  %pos525 = add i64 %pos524, %mm507
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %temp_13, align 4
  %v528 = load i64, ptr %i, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %v535 = load i64, ptr %j, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim8, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %inb542 = icmp ult i64 %mm534, %dim
  br i1 %inb542, label %ok544, label %fail543

fail543:                                          ; preds = %ok519
  %errp545 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp548, align 8
  ret i32 1

ok544:                                            ; preds = %ok519
  %pos549 = mul i64 0, %dim
  %pos550 = add i64 %pos549, %mm534
  %inb551 = icmp ult i64 %mm541, %dim8
  br i1 %inb551, label %ok553, label %fail552

fail552:                                          ; preds = %ok544
  %errp554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp557, align 8
  ret i32 1

ok553:                                            ; preds = %ok544
  %pos558 = mul i64 %pos550, %dim8
  %pos559 = add i64 %pos558, %mm541
  %elp560 = getelementptr inbounds float, ptr %buf, i64 %pos559
  %el561 = load float, ptr %elp560, align 4, !alias.scope !0, !noalias !3
  store float %el561, ptr %temp_14, align 4
  %v562 = load i64, ptr %i, align 8
  %add563 = add i64 %v562, 0
  %sub564 = sub i64 %dim, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %v569 = load i64, ptr %j, align 8
  %add570 = add i64 %v569, 0
  %sub571 = sub i64 %dim8, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %inb576 = icmp ult i64 %mm568, %dim
  br i1 %inb576, label %ok578, label %fail577

fail577:                                          ; preds = %ok553
  %errp579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp582, align 8
  ret i32 1

ok578:                                            ; preds = %ok553
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm568
  %inb585 = icmp ult i64 %mm575, %dim8
  br i1 %inb585, label %ok587, label %fail586

fail586:                                          ; preds = %ok578
  %errp588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp591, align 8
  ret i32 1

ok587:                                            ; preds = %ok578
  %pos592 = mul i64 %pos584, %dim8
  %pos593 = add i64 %pos592, %mm575
  %elp594 = getelementptr inbounds float, ptr %buf, i64 %pos593
  %el595 = load float, ptr %elp594, align 4, !alias.scope !0, !noalias !3
  store float %el595, ptr %temp_15, align 4
  %v596 = load i64, ptr %i, align 8
  %add597 = add i64 %v596, 0
  %sub598 = sub i64 %dim, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %v603 = load i64, ptr %j, align 8
  %add604 = add i64 %v603, 1
  %sub605 = sub i64 %dim8, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %inb610 = icmp ult i64 %mm602, %dim
  br i1 %inb610, label %ok612, label %fail611

fail611:                                          ; preds = %ok587
  %errp613 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp616, align 8
  ret i32 1

ok612:                                            ; preds = %ok587
  %pos617 = mul i64 0, %dim
  %pos618 = add i64 %pos617, %mm602
  %inb619 = icmp ult i64 %mm609, %dim8
  br i1 %inb619, label %ok621, label %fail620

fail620:                                          ; preds = %ok612
  %errp622 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp625, align 8
  ret i32 1

ok621:                                            ; preds = %ok612
  %pos626 = mul i64 %pos618, %dim8
  %pos627 = add i64 %pos626, %mm609
  %elp628 = getelementptr inbounds float, ptr %buf, i64 %pos627
  %el629 = load float, ptr %elp628, align 4, !alias.scope !0, !noalias !3
  store float %el629, ptr %temp_16, align 4
  %v630 = load i64, ptr %i, align 8
  %add631 = add i64 %v630, 1
  %sub632 = sub i64 %dim, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %v637 = load i64, ptr %j, align 8
  %add638 = add i64 %v637, -1
  %sub639 = sub i64 %dim8, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %inb644 = icmp ult i64 %mm636, %dim
  br i1 %inb644, label %ok646, label %fail645

fail645:                                          ; preds = %ok621
  %errp647 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp650, align 8
  ret i32 1

ok646:                                            ; preds = %ok621
  %pos651 = mul i64 0, %dim
  %pos652 = add i64 %pos651, %mm636
  %inb653 = icmp ult i64 %mm643, %dim8
  br i1 %inb653, label %ok655, label %fail654

fail654:                                          ; preds = %ok646
  %errp656 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp659, align 8
  ret i32 1

ok655:                                            ; preds = %ok646
  %pos660 = mul i64 %pos652, %dim8
  %pos661 = add i64 %pos660, %mm643
  %elp662 = getelementptr inbounds float, ptr %buf, i64 %pos661
  %el663 = load float, ptr %elp662, align 4, !alias.scope !0, !noalias !3
  store float %el663, ptr %temp_17, align 4
  %v664 = load i64, ptr %i, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %v671 = load i64, ptr %j, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim8, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %inb678 = icmp ult i64 %mm670, %dim
  br i1 %inb678, label %ok680, label %fail679

fail679:                                          ; preds = %ok655
  %errp681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp684, align 8
  ret i32 1

ok680:                                            ; preds = %ok655
  %pos685 = mul i64 0, %dim
  %pos686 = add i64 %pos685, %mm670
  %inb687 = icmp ult i64 %mm677, %dim8
  br i1 %inb687, label %ok689, label %fail688

fail688:                                          ; preds = %ok680
  %errp690 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp693, align 8
  ret i32 1

ok689:                                            ; preds = %ok680
  %pos694 = mul i64 %pos686, %dim8
  %pos695 = add i64 %pos694, %mm677
  %elp696 = getelementptr inbounds float, ptr %buf, i64 %pos695
  %el697 = load float, ptr %elp696, align 4, !alias.scope !0, !noalias !3
  store float %el697, ptr %temp_18, align 4
  %v698 = load i64, ptr %i, align 8
  %add699 = add i64 %v698, 1
  %sub700 = sub i64 %dim, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %v705 = load i64, ptr %j, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim8, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %inb712 = icmp ult i64 %mm704, %dim
  br i1 %inb712, label %ok714, label %fail713

fail713:                                          ; preds = %ok689
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok689
  %pos719 = mul i64 0, %dim
  %pos720 = add i64 %pos719, %mm704
  %inb721 = icmp ult i64 %mm711, %dim8
  br i1 %inb721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 %pos720, %dim8
  %pos729 = add i64 %pos728, %mm711
  %elp730 = getelementptr inbounds float, ptr %buf, i64 %pos729
  %el731 = load float, ptr %elp730, align 4, !alias.scope !0, !noalias !3
  store float %el731, ptr %temp_19, align 4
  %cv732 = sitofp i64 %dim to float
  %fd733 = fdiv float 0x3F90624DE0000000, %cv732
  store float %fd733, ptr %gh_20, align 4
  %tup734 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup735 = insertvalue { i64, i64 } %tup734, i64 %dim8, 1
  %proj736 = extractvalue { i64, i64 } %tup735, 1
  %cv737 = sitofp i64 %proj736 to float
  %fd738 = fdiv float 0x3F90624DE0000000, %cv737
  store float %fd738, ptr %gw_21, align 4
  %v739 = load float, ptr %temp_15, align 4
  %fm740 = fmul float 2.000000e+00, %v739
  store float %fm740, ptr %"%cse0_22", align 4
  %v741 = load float, ptr %temp_18, align 4
  %v742 = load float, ptr %temp_12, align 4
  %fa743 = fadd float %v741, %v742
  %v744 = load float, ptr %"%cse0_22", align 4
  %fs745 = fsub float %fa743, %v744
  %v746 = load float, ptr %gh_20, align 4
  %v747 = load float, ptr %gw_21, align 4
  %fm748 = fmul float 0x3FB99999A0000000, %v747
  %fd749 = fdiv float %v746, %fm748
  %fd750 = fdiv float %fs745, %fd749
  %v751 = load float, ptr %temp_16, align 4
  %v752 = load float, ptr %temp_14, align 4
  %fa753 = fadd float %v751, %v752
  %v754 = load float, ptr %"%cse0_22", align 4
  %fs755 = fsub float %fa753, %v754
  %v756 = load float, ptr %gw_21, align 4
  %v757 = load float, ptr %gh_20, align 4
  %fm758 = fmul float 0x3FB99999A0000000, %v757
  %fd759 = fdiv float %v756, %fm758
  %fd760 = fdiv float %fs755, %fd759
  %fa761 = fadd float %fd750, %fd760
  %v762 = load float, ptr %temp_15, align 4
  %fs763 = fsub float 8.000000e+01, %v762
  %v764 = load float, ptr %gh_20, align 4
  %fm765 = fmul float 1.000000e+02, %v764
  %v766 = load float, ptr %gw_21, align 4
  %fm767 = fmul float %fm765, %v766
  %fd768 = fdiv float 0x3F40624DE0000000, %fm767
  %fd769 = fdiv float %fs763, %fd768
  %fa770 = fadd float %fa761, %fd769
  store float %fa770, ptr %flux_8, align 4
  %v771 = load i64, ptr %i, align 8
  %v772 = load i64, ptr %j, align 8
  %pos773 = mul i64 0, %dim
  %pos774 = add i64 %pos773, %v771
  %pos775 = mul i64 %pos774, %dim8
  %pos776 = add i64 %pos775, %v772
  %v777 = load float, ptr %flux_8, align 4
  %elp778 = getelementptr inbounds float, ptr %buf419, i64 %pos776
  store float %v777, ptr %elp778, align 4, !alias.scope !3, !noalias !0
  %i779 = load i64, ptr %j, align 8
  %next780 = add i64 %i779, 1
  store i64 %next780, ptr %j, align 8
  br label %loop422

proved970:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop973

checked971:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1161

versions_done972:                                 ; preds = %exit1163, %exit975
  store i64 %min27, ptr %j, align 8
  %v1476 = load i64, ptr %i, align 8
  %add1477 = add i64 %v1476, -1
  %sub1478 = sub i64 %dim, 1
  %c1479 = icmp slt i64 %add1477, %sub1478
  %mm1480 = select i1 %c1479, i64 %add1477, i64 %sub1478
  %c1481 = icmp sgt i64 0, %mm1480
  %mm1482 = select i1 %c1481, i64 0, i64 %mm1480
  %base1483 = sext i64 %mm1482 to i128
  %fits_low1484 = icmp sge i128 %base1483, -9223372036854775808
  %fits_high1485 = icmp sle i128 %base1483, 9223372036854775807
  %fits1486 = and i1 %fits_low1484, %fits_high1485
  %least1487 = select i1 %fits1486, i128 %base1483, i128 -9223372036854775808
  %most1488 = select i1 %fits1486, i128 %base1483, i128 9223372036854775807
  %extent1489 = sext i64 %dim to i128
  %low_ok1490 = icmp sge i128 %least1487, 0
  %high_ok1491 = icmp slt i128 %most1488, %extent1489
  %ok1492 = and i1 true, %low_ok1490
  %ok1493 = and i1 %ok1492, %high_ok1491
  %v1494 = load i64, ptr %j, align 8
  %add1495 = add i64 %v1494, -1
  %base1496 = sext i64 %add1495 to i128
  %next1497 = add i64 %min27, 1
  store i64 %next1497, ptr %j, align 8
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, -1
  store i64 %min27, ptr %j, align 8
  %at_next1500 = sext i64 %add1499 to i128
  %step1501 = sub i128 %at_next1500, %base1496
  %step1502 = trunc i128 %step1501 to i64
  %step1503 = sext i64 %step1502 to i128
  %len1504 = sub i64 %dim8, %min27
  %span1505 = sub i64 %len1504, 1
  %span1506 = sext i64 %span1505 to i128
  %reach1507 = mul i128 %step1503, %span1506
  %c1508 = icmp slt i128 %reach1507, 0
  %min1509 = select i1 %c1508, i128 %reach1507, i128 0
  %c1510 = icmp sgt i128 %reach1507, 0
  %max1511 = select i1 %c1510, i128 %reach1507, i128 0
  %least1512 = add i128 %base1496, %min1509
  %most1513 = add i128 %base1496, %max1511
  %fits_low1514 = icmp sge i128 %least1512, -9223372036854775808
  %fits_high1515 = icmp sle i128 %most1513, 9223372036854775807
  %fits1516 = and i1 %fits_low1514, %fits_high1515
  %least1517 = select i1 %fits1516, i128 %least1512, i128 -9223372036854775808
  %most1518 = select i1 %fits1516, i128 %most1513, i128 9223372036854775807
  %sub1519 = sub i64 %dim8, 1
  %base1520 = sext i64 %sub1519 to i128
  %fits_low1521 = icmp sge i128 %base1520, -9223372036854775808
  %fits_high1522 = icmp sle i128 %base1520, 9223372036854775807
  %fits1523 = and i1 %fits_low1521, %fits_high1522
  %least1524 = select i1 %fits1523, i128 %base1520, i128 -9223372036854775808
  %most1525 = select i1 %fits1523, i128 %base1520, i128 9223372036854775807
  %c1526 = icmp slt i128 %least1517, %least1524
  %min1527 = select i1 %c1526, i128 %least1517, i128 %least1524
  %c1528 = icmp slt i128 %most1518, %most1525
  %min1529 = select i1 %c1528, i128 %most1518, i128 %most1525
  %c1530 = icmp sgt i128 0, %min1527
  %max1531 = select i1 %c1530, i128 0, i128 %min1527
  %c1532 = icmp sgt i128 0, %min1529
  %max1533 = select i1 %c1532, i128 0, i128 %min1529
  %extent1534 = sext i64 %dim8 to i128
  %low_ok1535 = icmp sge i128 %max1531, 0
  %high_ok1536 = icmp slt i128 %max1533, %extent1534
  %ok1537 = and i1 %ok1493, %low_ok1535
  %ok1538 = and i1 %ok1537, %high_ok1536
  %v1539 = load i64, ptr %j, align 8
  %add1540 = add i64 %v1539, 0
  %base1541 = sext i64 %add1540 to i128
  %next1542 = add i64 %min27, 1
  store i64 %next1542, ptr %j, align 8
  %v1543 = load i64, ptr %j, align 8
  %add1544 = add i64 %v1543, 0
  store i64 %min27, ptr %j, align 8
  %at_next1545 = sext i64 %add1544 to i128
  %step1546 = sub i128 %at_next1545, %base1541
  %step1547 = trunc i128 %step1546 to i64
  %step1548 = sext i64 %step1547 to i128
  %len1549 = sub i64 %dim8, %min27
  %span1550 = sub i64 %len1549, 1
  %span1551 = sext i64 %span1550 to i128
  %reach1552 = mul i128 %step1548, %span1551
  %c1553 = icmp slt i128 %reach1552, 0
  %min1554 = select i1 %c1553, i128 %reach1552, i128 0
  %c1555 = icmp sgt i128 %reach1552, 0
  %max1556 = select i1 %c1555, i128 %reach1552, i128 0
  %least1557 = add i128 %base1541, %min1554
  %most1558 = add i128 %base1541, %max1556
  %fits_low1559 = icmp sge i128 %least1557, -9223372036854775808
  %fits_high1560 = icmp sle i128 %most1558, 9223372036854775807
  %fits1561 = and i1 %fits_low1559, %fits_high1560
  %least1562 = select i1 %fits1561, i128 %least1557, i128 -9223372036854775808
  %most1563 = select i1 %fits1561, i128 %most1558, i128 9223372036854775807
  %sub1564 = sub i64 %dim8, 1
  %base1565 = sext i64 %sub1564 to i128
  %fits_low1566 = icmp sge i128 %base1565, -9223372036854775808
  %fits_high1567 = icmp sle i128 %base1565, 9223372036854775807
  %fits1568 = and i1 %fits_low1566, %fits_high1567
  %least1569 = select i1 %fits1568, i128 %base1565, i128 -9223372036854775808
  %most1570 = select i1 %fits1568, i128 %base1565, i128 9223372036854775807
  %c1571 = icmp slt i128 %least1562, %least1569
  %min1572 = select i1 %c1571, i128 %least1562, i128 %least1569
  %c1573 = icmp slt i128 %most1563, %most1570
  %min1574 = select i1 %c1573, i128 %most1563, i128 %most1570
  %c1575 = icmp sgt i128 0, %min1572
  %max1576 = select i1 %c1575, i128 0, i128 %min1572
  %c1577 = icmp sgt i128 0, %min1574
  %max1578 = select i1 %c1577, i128 0, i128 %min1574
  %extent1579 = sext i64 %dim8 to i128
  %low_ok1580 = icmp sge i128 %max1576, 0
  %high_ok1581 = icmp slt i128 %max1578, %extent1579
  %ok1582 = and i1 %ok1538, %low_ok1580
  %ok1583 = and i1 %ok1582, %high_ok1581
  %v1584 = load i64, ptr %j, align 8
  %add1585 = add i64 %v1584, 1
  %base1586 = sext i64 %add1585 to i128
  %next1587 = add i64 %min27, 1
  store i64 %next1587, ptr %j, align 8
  %v1588 = load i64, ptr %j, align 8
  %add1589 = add i64 %v1588, 1
  store i64 %min27, ptr %j, align 8
  %at_next1590 = sext i64 %add1589 to i128
  %step1591 = sub i128 %at_next1590, %base1586
  %step1592 = trunc i128 %step1591 to i64
  %step1593 = sext i64 %step1592 to i128
  %len1594 = sub i64 %dim8, %min27
  %span1595 = sub i64 %len1594, 1
  %span1596 = sext i64 %span1595 to i128
  %reach1597 = mul i128 %step1593, %span1596
  %c1598 = icmp slt i128 %reach1597, 0
  %min1599 = select i1 %c1598, i128 %reach1597, i128 0
  %c1600 = icmp sgt i128 %reach1597, 0
  %max1601 = select i1 %c1600, i128 %reach1597, i128 0
  %least1602 = add i128 %base1586, %min1599
  %most1603 = add i128 %base1586, %max1601
  %fits_low1604 = icmp sge i128 %least1602, -9223372036854775808
  %fits_high1605 = icmp sle i128 %most1603, 9223372036854775807
  %fits1606 = and i1 %fits_low1604, %fits_high1605
  %least1607 = select i1 %fits1606, i128 %least1602, i128 -9223372036854775808
  %most1608 = select i1 %fits1606, i128 %most1603, i128 9223372036854775807
  %sub1609 = sub i64 %dim8, 1
  %base1610 = sext i64 %sub1609 to i128
  %fits_low1611 = icmp sge i128 %base1610, -9223372036854775808
  %fits_high1612 = icmp sle i128 %base1610, 9223372036854775807
  %fits1613 = and i1 %fits_low1611, %fits_high1612
  %least1614 = select i1 %fits1613, i128 %base1610, i128 -9223372036854775808
  %most1615 = select i1 %fits1613, i128 %base1610, i128 9223372036854775807
  %c1616 = icmp slt i128 %least1607, %least1614
  %min1617 = select i1 %c1616, i128 %least1607, i128 %least1614
  %c1618 = icmp slt i128 %most1608, %most1615
  %min1619 = select i1 %c1618, i128 %most1608, i128 %most1615
  %c1620 = icmp sgt i128 0, %min1617
  %max1621 = select i1 %c1620, i128 0, i128 %min1617
  %c1622 = icmp sgt i128 0, %min1619
  %max1623 = select i1 %c1622, i128 0, i128 %min1619
  %extent1624 = sext i64 %dim8 to i128
  %low_ok1625 = icmp sge i128 %max1621, 0
  %high_ok1626 = icmp slt i128 %max1623, %extent1624
  %ok1627 = and i1 %ok1583, %low_ok1625
  %ok1628 = and i1 %ok1627, %high_ok1626
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, 0
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 %ok1628, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %i, align 8
  %add1648 = add i64 %v1647, 1
  %sub1649 = sub i64 %dim, 1
  %c1650 = icmp slt i64 %add1648, %sub1649
  %mm1651 = select i1 %c1650, i64 %add1648, i64 %sub1649
  %c1652 = icmp sgt i64 0, %mm1651
  %mm1653 = select i1 %c1652, i64 0, i64 %mm1651
  %base1654 = sext i64 %mm1653 to i128
  %fits_low1655 = icmp sge i128 %base1654, -9223372036854775808
  %fits_high1656 = icmp sle i128 %base1654, 9223372036854775807
  %fits1657 = and i1 %fits_low1655, %fits_high1656
  %least1658 = select i1 %fits1657, i128 %base1654, i128 -9223372036854775808
  %most1659 = select i1 %fits1657, i128 %base1654, i128 9223372036854775807
  %extent1660 = sext i64 %dim to i128
  %low_ok1661 = icmp sge i128 %least1658, 0
  %high_ok1662 = icmp slt i128 %most1659, %extent1660
  %ok1663 = and i1 %ok1646, %low_ok1661
  %ok1664 = and i1 %ok1663, %high_ok1662
  br i1 %ok1664, label %proved1665, label %checked1666

loop973:                                          ; preds = %body974, %proved970
  %i976 = load i64, ptr %j, align 8
  %more977 = icmp slt i64 %i976, %min27
  br i1 %more977, label %body974, label %exit975

body974:                                          ; preds = %loop973
  %v978 = load i64, ptr %i, align 8
  %add979 = add i64 %v978, -1
  %sub980 = sub i64 %dim, 1
  %c981 = icmp slt i64 %add979, %sub980
  %mm982 = select i1 %c981, i64 %add979, i64 %sub980
  %c983 = icmp sgt i64 0, %mm982
  %mm984 = select i1 %c983, i64 0, i64 %mm982
  %j985 = load i64, ptr %j, align 8
  %tap = add i64 %j985, -1
  %pos986 = mul i64 0, %dim
  %pos987 = add i64 %pos986, %mm984
  %pos988 = mul i64 %pos987, %dim8
  %pos989 = add i64 %pos988, %tap
  %elp990 = getelementptr inbounds float, ptr %buf, i64 %pos989
  %el991 = load float, ptr %elp990, align 4, !alias.scope !0, !noalias !3
  store float %el991, ptr %temp_11, align 4
  %v992 = load i64, ptr %i, align 8
  %add993 = add i64 %v992, -1
  %sub994 = sub i64 %dim, 1
  %c995 = icmp slt i64 %add993, %sub994
  %mm996 = select i1 %c995, i64 %add993, i64 %sub994
  %c997 = icmp sgt i64 0, %mm996
  %mm998 = select i1 %c997, i64 0, i64 %mm996
  %j999 = load i64, ptr %j, align 8
  %tap1000 = add i64 %j999, 0
  %pos1001 = mul i64 0, %dim
  %pos1002 = add i64 %pos1001, %mm998
  %pos1003 = mul i64 %pos1002, %dim8
  %pos1004 = add i64 %pos1003, %tap1000
  %elp1005 = getelementptr inbounds float, ptr %buf, i64 %pos1004
  %el1006 = load float, ptr %elp1005, align 4, !alias.scope !0, !noalias !3
  store float %el1006, ptr %temp_12, align 4
  %v1007 = load i64, ptr %i, align 8
  %add1008 = add i64 %v1007, -1
  %sub1009 = sub i64 %dim, 1
  %c1010 = icmp slt i64 %add1008, %sub1009
  %mm1011 = select i1 %c1010, i64 %add1008, i64 %sub1009
  %c1012 = icmp sgt i64 0, %mm1011
  %mm1013 = select i1 %c1012, i64 0, i64 %mm1011
  %j1014 = load i64, ptr %j, align 8
  %tap1015 = add i64 %j1014, 1
  %pos1016 = mul i64 0, %dim
  %pos1017 = add i64 %pos1016, %mm1013
  %pos1018 = mul i64 %pos1017, %dim8
  %pos1019 = add i64 %pos1018, %tap1015
  %elp1020 = getelementptr inbounds float, ptr %buf, i64 %pos1019
  %el1021 = load float, ptr %elp1020, align 4, !alias.scope !0, !noalias !3
  store float %el1021, ptr %temp_13, align 4
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %j1029 = load i64, ptr %j, align 8
  %tap1030 = add i64 %j1029, -1
  %pos1031 = mul i64 0, %dim
  %pos1032 = add i64 %pos1031, %mm1028
  %pos1033 = mul i64 %pos1032, %dim8
  %pos1034 = add i64 %pos1033, %tap1030
  %elp1035 = getelementptr inbounds float, ptr %buf, i64 %pos1034
  %el1036 = load float, ptr %elp1035, align 4, !alias.scope !0, !noalias !3
  store float %el1036, ptr %temp_14, align 4
  %v1037 = load i64, ptr %i, align 8
  %add1038 = add i64 %v1037, 0
  %sub1039 = sub i64 %dim, 1
  %c1040 = icmp slt i64 %add1038, %sub1039
  %mm1041 = select i1 %c1040, i64 %add1038, i64 %sub1039
  %c1042 = icmp sgt i64 0, %mm1041
  %mm1043 = select i1 %c1042, i64 0, i64 %mm1041
  %j1044 = load i64, ptr %j, align 8
  %tap1045 = add i64 %j1044, 0
  %pos1046 = mul i64 0, %dim
  %pos1047 = add i64 %pos1046, %mm1043
  %pos1048 = mul i64 %pos1047, %dim8
  %pos1049 = add i64 %pos1048, %tap1045
  %elp1050 = getelementptr inbounds float, ptr %buf, i64 %pos1049
  %el1051 = load float, ptr %elp1050, align 4, !alias.scope !0, !noalias !3
  store float %el1051, ptr %temp_15, align 4
  %v1052 = load i64, ptr %i, align 8
  %add1053 = add i64 %v1052, 0
  %sub1054 = sub i64 %dim, 1
  %c1055 = icmp slt i64 %add1053, %sub1054
  %mm1056 = select i1 %c1055, i64 %add1053, i64 %sub1054
  %c1057 = icmp sgt i64 0, %mm1056
  %mm1058 = select i1 %c1057, i64 0, i64 %mm1056
  %j1059 = load i64, ptr %j, align 8
  %tap1060 = add i64 %j1059, 1
  %pos1061 = mul i64 0, %dim
  %pos1062 = add i64 %pos1061, %mm1058
  %pos1063 = mul i64 %pos1062, %dim8
  %pos1064 = add i64 %pos1063, %tap1060
  %elp1065 = getelementptr inbounds float, ptr %buf, i64 %pos1064
  %el1066 = load float, ptr %elp1065, align 4, !alias.scope !0, !noalias !3
  store float %el1066, ptr %temp_16, align 4
  %v1067 = load i64, ptr %i, align 8
  %add1068 = add i64 %v1067, 1
  %sub1069 = sub i64 %dim, 1
  %c1070 = icmp slt i64 %add1068, %sub1069
  %mm1071 = select i1 %c1070, i64 %add1068, i64 %sub1069
  %c1072 = icmp sgt i64 0, %mm1071
  %mm1073 = select i1 %c1072, i64 0, i64 %mm1071
  %j1074 = load i64, ptr %j, align 8
  %tap1075 = add i64 %j1074, -1
  %pos1076 = mul i64 0, %dim
  %pos1077 = add i64 %pos1076, %mm1073
  %pos1078 = mul i64 %pos1077, %dim8
  %pos1079 = add i64 %pos1078, %tap1075
  %elp1080 = getelementptr inbounds float, ptr %buf, i64 %pos1079
  %el1081 = load float, ptr %elp1080, align 4, !alias.scope !0, !noalias !3
  store float %el1081, ptr %temp_17, align 4
  %v1082 = load i64, ptr %i, align 8
  %add1083 = add i64 %v1082, 1
  %sub1084 = sub i64 %dim, 1
  %c1085 = icmp slt i64 %add1083, %sub1084
  %mm1086 = select i1 %c1085, i64 %add1083, i64 %sub1084
  %c1087 = icmp sgt i64 0, %mm1086
  %mm1088 = select i1 %c1087, i64 0, i64 %mm1086
  %j1089 = load i64, ptr %j, align 8
  %tap1090 = add i64 %j1089, 0
  %pos1091 = mul i64 0, %dim
  %pos1092 = add i64 %pos1091, %mm1088
  %pos1093 = mul i64 %pos1092, %dim8
  %pos1094 = add i64 %pos1093, %tap1090
  %elp1095 = getelementptr inbounds float, ptr %buf, i64 %pos1094
  %el1096 = load float, ptr %elp1095, align 4, !alias.scope !0, !noalias !3
  store float %el1096, ptr %temp_18, align 4
  %v1097 = load i64, ptr %i, align 8
  %add1098 = add i64 %v1097, 1
  %sub1099 = sub i64 %dim, 1
  %c1100 = icmp slt i64 %add1098, %sub1099
  %mm1101 = select i1 %c1100, i64 %add1098, i64 %sub1099
  %c1102 = icmp sgt i64 0, %mm1101
  %mm1103 = select i1 %c1102, i64 0, i64 %mm1101
  %j1104 = load i64, ptr %j, align 8
  %tap1105 = add i64 %j1104, 1
  %pos1106 = mul i64 0, %dim
  %pos1107 = add i64 %pos1106, %mm1103
  %pos1108 = mul i64 %pos1107, %dim8
  %pos1109 = add i64 %pos1108, %tap1105
  %elp1110 = getelementptr inbounds float, ptr %buf, i64 %pos1109
  %el1111 = load float, ptr %elp1110, align 4, !alias.scope !0, !noalias !3
  store float %el1111, ptr %temp_19, align 4
  %cv1112 = sitofp i64 %dim to float
  %fd1113 = fdiv float 0x3F90624DE0000000, %cv1112
  store float %fd1113, ptr %gh_20, align 4
  %tup1114 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1115 = insertvalue { i64, i64 } %tup1114, i64 %dim8, 1
  %proj1116 = extractvalue { i64, i64 } %tup1115, 1
  %cv1117 = sitofp i64 %proj1116 to float
  %fd1118 = fdiv float 0x3F90624DE0000000, %cv1117
  store float %fd1118, ptr %gw_21, align 4
  %v1119 = load float, ptr %temp_15, align 4
  %fm1120 = fmul float 2.000000e+00, %v1119
  store float %fm1120, ptr %"%cse0_22", align 4
  %v1121 = load float, ptr %temp_18, align 4
  %v1122 = load float, ptr %temp_12, align 4
  %fa1123 = fadd float %v1121, %v1122
  %v1124 = load float, ptr %"%cse0_22", align 4
  %fs1125 = fsub float %fa1123, %v1124
  %v1126 = load float, ptr %gh_20, align 4
  %v1127 = load float, ptr %gw_21, align 4
  %fm1128 = fmul float 0x3FB99999A0000000, %v1127
  %fd1129 = fdiv float %v1126, %fm1128
  %fd1130 = fdiv float %fs1125, %fd1129
  %v1131 = load float, ptr %temp_16, align 4
  %v1132 = load float, ptr %temp_14, align 4
  %fa1133 = fadd float %v1131, %v1132
  %v1134 = load float, ptr %"%cse0_22", align 4
  %fs1135 = fsub float %fa1133, %v1134
  %v1136 = load float, ptr %gw_21, align 4
  %v1137 = load float, ptr %gh_20, align 4
  %fm1138 = fmul float 0x3FB99999A0000000, %v1137
  %fd1139 = fdiv float %v1136, %fm1138
  %fd1140 = fdiv float %fs1135, %fd1139
  %fa1141 = fadd float %fd1130, %fd1140
  %v1142 = load float, ptr %temp_15, align 4
  %fs1143 = fsub float 8.000000e+01, %v1142
  %v1144 = load float, ptr %gh_20, align 4
  %fm1145 = fmul float 1.000000e+02, %v1144
  %v1146 = load float, ptr %gw_21, align 4
  %fm1147 = fmul float %fm1145, %v1146
  %fd1148 = fdiv float 0x3F40624DE0000000, %fm1147
  %fd1149 = fdiv float %fs1143, %fd1148
  %fa1150 = fadd float %fa1141, %fd1149
  store float %fa1150, ptr %flux_8, align 4
  %v1151 = load i64, ptr %i, align 8
  %v1152 = load i64, ptr %j, align 8
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %v1151
  %pos1155 = mul i64 %pos1154, %dim8
  %pos1156 = add i64 %pos1155, %v1152
  %v1157 = load float, ptr %flux_8, align 4
  %elp1158 = getelementptr inbounds float, ptr %buf419, i64 %pos1156
  store float %v1157, ptr %elp1158, align 4, !alias.scope !3, !noalias !0
  %i1159 = load i64, ptr %j, align 8
  %next1160 = add i64 %i1159, 1
  store i64 %next1160, ptr %j, align 8
  br label %loop973

exit975:                                          ; preds = %loop973
  br label %versions_done972

loop1161:                                         ; preds = %ok1418, %checked971
  %i1164 = load i64, ptr %j, align 8
  %more1165 = icmp slt i64 %i1164, %min27
  br i1 %more1165, label %body1162, label %exit1163

body1162:                                         ; preds = %loop1161
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, -1
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

exit1163:                                         ; preds = %loop1161
  br label %versions_done972

fail1176:                                         ; preds = %body1162
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %body1162
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %temp_11, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 0
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %temp_12, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, -1
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, 1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %temp_13, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, -1
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %temp_14, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 0
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %temp_15, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 0
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, 1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %temp_16, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, -1
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %temp_17, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 0
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %temp_18, align 4
  %v1398 = load i64, ptr %i, align 8
  %add1399 = add i64 %v1398, 1
  %sub1400 = sub i64 %dim, 1
  %c1401 = icmp slt i64 %add1399, %sub1400
  %mm1402 = select i1 %c1401, i64 %add1399, i64 %sub1400
  %c1403 = icmp sgt i64 0, %mm1402
  %mm1404 = select i1 %c1403, i64 0, i64 %mm1402
  %j1405 = load i64, ptr %j, align 8
  %tap1406 = add i64 %j1405, 1
  %inb1407 = icmp ult i64 %mm1404, %dim
  br i1 %inb1407, label %ok1409, label %fail1408

fail1408:                                         ; preds = %ok1389
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1404, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1413, align 8
  ret i32 1

ok1409:                                           ; preds = %ok1389
  %pos1414 = mul i64 0, %dim
  %pos1415 = add i64 %pos1414, %mm1404
  %inb1416 = icmp ult i64 %tap1406, %dim8
  br i1 %inb1416, label %ok1418, label %fail1417

fail1417:                                         ; preds = %ok1409
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1406, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1422, align 8
  ret i32 1

ok1418:                                           ; preds = %ok1409
  %pos1423 = mul i64 %pos1415, %dim8
  %pos1424 = add i64 %pos1423, %tap1406
  %elp1425 = getelementptr inbounds float, ptr %buf, i64 %pos1424
  %el1426 = load float, ptr %elp1425, align 4, !alias.scope !0, !noalias !3
  store float %el1426, ptr %temp_19, align 4
  %cv1427 = sitofp i64 %dim to float
  %fd1428 = fdiv float 0x3F90624DE0000000, %cv1427
  store float %fd1428, ptr %gh_20, align 4
  %tup1429 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1430 = insertvalue { i64, i64 } %tup1429, i64 %dim8, 1
  %proj1431 = extractvalue { i64, i64 } %tup1430, 1
  %cv1432 = sitofp i64 %proj1431 to float
  %fd1433 = fdiv float 0x3F90624DE0000000, %cv1432
  store float %fd1433, ptr %gw_21, align 4
  %v1434 = load float, ptr %temp_15, align 4
  %fm1435 = fmul float 2.000000e+00, %v1434
  store float %fm1435, ptr %"%cse0_22", align 4
  %v1436 = load float, ptr %temp_18, align 4
  %v1437 = load float, ptr %temp_12, align 4
  %fa1438 = fadd float %v1436, %v1437
  %v1439 = load float, ptr %"%cse0_22", align 4
  %fs1440 = fsub float %fa1438, %v1439
  %v1441 = load float, ptr %gh_20, align 4
  %v1442 = load float, ptr %gw_21, align 4
  %fm1443 = fmul float 0x3FB99999A0000000, %v1442
  %fd1444 = fdiv float %v1441, %fm1443
  %fd1445 = fdiv float %fs1440, %fd1444
  %v1446 = load float, ptr %temp_16, align 4
  %v1447 = load float, ptr %temp_14, align 4
  %fa1448 = fadd float %v1446, %v1447
  %v1449 = load float, ptr %"%cse0_22", align 4
  %fs1450 = fsub float %fa1448, %v1449
  %v1451 = load float, ptr %gw_21, align 4
  %v1452 = load float, ptr %gh_20, align 4
  %fm1453 = fmul float 0x3FB99999A0000000, %v1452
  %fd1454 = fdiv float %v1451, %fm1453
  %fd1455 = fdiv float %fs1450, %fd1454
  %fa1456 = fadd float %fd1445, %fd1455
  %v1457 = load float, ptr %temp_15, align 4
  %fs1458 = fsub float 8.000000e+01, %v1457
  %v1459 = load float, ptr %gh_20, align 4
  %fm1460 = fmul float 1.000000e+02, %v1459
  %v1461 = load float, ptr %gw_21, align 4
  %fm1462 = fmul float %fm1460, %v1461
  %fd1463 = fdiv float 0x3F40624DE0000000, %fm1462
  %fd1464 = fdiv float %fs1458, %fd1463
  %fa1465 = fadd float %fa1456, %fd1464
  store float %fa1465, ptr %flux_8, align 4
  %v1466 = load i64, ptr %i, align 8
  %v1467 = load i64, ptr %j, align 8
  %pos1468 = mul i64 0, %dim
  %pos1469 = add i64 %pos1468, %v1466
  %pos1470 = mul i64 %pos1469, %dim8
  %pos1471 = add i64 %pos1470, %v1467
  %v1472 = load float, ptr %flux_8, align 4
  %elp1473 = getelementptr inbounds float, ptr %buf419, i64 %pos1471
  store float %v1472, ptr %elp1473, align 4, !alias.scope !3, !noalias !0
  %i1474 = load i64, ptr %j, align 8
  %next1475 = add i64 %i1474, 1
  store i64 %next1475, ptr %j, align 8
  br label %loop1161

proved1665:                                       ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1668

checked1666:                                      ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1902

versions_done1667:                                ; preds = %exit1904, %exit1670
  %i2262 = load i64, ptr %i, align 8
  %next2263 = add i64 %i2262, 1
  store i64 %next2263, ptr %i, align 8
  br label %loop

loop1668:                                         ; preds = %body1669, %proved1665
  %i1671 = load i64, ptr %j, align 8
  %more1672 = icmp slt i64 %i1671, %dim8
  br i1 %more1672, label %body1669, label %exit1670

body1669:                                         ; preds = %loop1668
  %v1673 = load i64, ptr %i, align 8
  %add1674 = add i64 %v1673, -1
  %sub1675 = sub i64 %dim, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %v1680 = load i64, ptr %j, align 8
  %add1681 = add i64 %v1680, -1
  %sub1682 = sub i64 %dim8, 1
  %c1683 = icmp slt i64 %add1681, %sub1682
  %mm1684 = select i1 %c1683, i64 %add1681, i64 %sub1682
  %c1685 = icmp sgt i64 0, %mm1684
  %mm1686 = select i1 %c1685, i64 0, i64 %mm1684
  %pos1687 = mul i64 0, %dim
  %pos1688 = add i64 %pos1687, %mm1679
  %pos1689 = mul i64 %pos1688, %dim8
  %pos1690 = add i64 %pos1689, %mm1686
  %elp1691 = getelementptr inbounds float, ptr %buf, i64 %pos1690
  %el1692 = load float, ptr %elp1691, align 4, !alias.scope !0, !noalias !3
  store float %el1692, ptr %temp_11, align 4
  %v1693 = load i64, ptr %i, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, 0
  %sub1702 = sub i64 %dim8, 1
  %c1703 = icmp slt i64 %add1701, %sub1702
  %mm1704 = select i1 %c1703, i64 %add1701, i64 %sub1702
  %c1705 = icmp sgt i64 0, %mm1704
  %mm1706 = select i1 %c1705, i64 0, i64 %mm1704
  %pos1707 = mul i64 0, %dim
  %pos1708 = add i64 %pos1707, %mm1699
  %pos1709 = mul i64 %pos1708, %dim8
  %pos1710 = add i64 %pos1709, %mm1706
  %elp1711 = getelementptr inbounds float, ptr %buf, i64 %pos1710
  %el1712 = load float, ptr %elp1711, align 4, !alias.scope !0, !noalias !3
  store float %el1712, ptr %temp_12, align 4
  %v1713 = load i64, ptr %i, align 8
  %add1714 = add i64 %v1713, -1
  %sub1715 = sub i64 %dim, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, 1
  %sub1722 = sub i64 %dim8, 1
  %c1723 = icmp slt i64 %add1721, %sub1722
  %mm1724 = select i1 %c1723, i64 %add1721, i64 %sub1722
  %c1725 = icmp sgt i64 0, %mm1724
  %mm1726 = select i1 %c1725, i64 0, i64 %mm1724
  %pos1727 = mul i64 0, %dim
  %pos1728 = add i64 %pos1727, %mm1719
  %pos1729 = mul i64 %pos1728, %dim8
  %pos1730 = add i64 %pos1729, %mm1726
  %elp1731 = getelementptr inbounds float, ptr %buf, i64 %pos1730
  %el1732 = load float, ptr %elp1731, align 4, !alias.scope !0, !noalias !3
  store float %el1732, ptr %temp_13, align 4
  %v1733 = load i64, ptr %i, align 8
  %add1734 = add i64 %v1733, 0
  %sub1735 = sub i64 %dim, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %v1740 = load i64, ptr %j, align 8
  %add1741 = add i64 %v1740, -1
  %sub1742 = sub i64 %dim8, 1
  %c1743 = icmp slt i64 %add1741, %sub1742
  %mm1744 = select i1 %c1743, i64 %add1741, i64 %sub1742
  %c1745 = icmp sgt i64 0, %mm1744
  %mm1746 = select i1 %c1745, i64 0, i64 %mm1744
  %pos1747 = mul i64 0, %dim
  %pos1748 = add i64 %pos1747, %mm1739
  %pos1749 = mul i64 %pos1748, %dim8
  %pos1750 = add i64 %pos1749, %mm1746
  %elp1751 = getelementptr inbounds float, ptr %buf, i64 %pos1750
  %el1752 = load float, ptr %elp1751, align 4, !alias.scope !0, !noalias !3
  store float %el1752, ptr %temp_14, align 4
  %v1753 = load i64, ptr %i, align 8
  %add1754 = add i64 %v1753, 0
  %sub1755 = sub i64 %dim, 1
  %c1756 = icmp slt i64 %add1754, %sub1755
  %mm1757 = select i1 %c1756, i64 %add1754, i64 %sub1755
  %c1758 = icmp sgt i64 0, %mm1757
  %mm1759 = select i1 %c1758, i64 0, i64 %mm1757
  %v1760 = load i64, ptr %j, align 8
  %add1761 = add i64 %v1760, 0
  %sub1762 = sub i64 %dim8, 1
  %c1763 = icmp slt i64 %add1761, %sub1762
  %mm1764 = select i1 %c1763, i64 %add1761, i64 %sub1762
  %c1765 = icmp sgt i64 0, %mm1764
  %mm1766 = select i1 %c1765, i64 0, i64 %mm1764
  %pos1767 = mul i64 0, %dim
  %pos1768 = add i64 %pos1767, %mm1759
  %pos1769 = mul i64 %pos1768, %dim8
  %pos1770 = add i64 %pos1769, %mm1766
  %elp1771 = getelementptr inbounds float, ptr %buf, i64 %pos1770
  %el1772 = load float, ptr %elp1771, align 4, !alias.scope !0, !noalias !3
  store float %el1772, ptr %temp_15, align 4
  %v1773 = load i64, ptr %i, align 8
  %add1774 = add i64 %v1773, 0
  %sub1775 = sub i64 %dim, 1
  %c1776 = icmp slt i64 %add1774, %sub1775
  %mm1777 = select i1 %c1776, i64 %add1774, i64 %sub1775
  %c1778 = icmp sgt i64 0, %mm1777
  %mm1779 = select i1 %c1778, i64 0, i64 %mm1777
  %v1780 = load i64, ptr %j, align 8
  %add1781 = add i64 %v1780, 1
  %sub1782 = sub i64 %dim8, 1
  %c1783 = icmp slt i64 %add1781, %sub1782
  %mm1784 = select i1 %c1783, i64 %add1781, i64 %sub1782
  %c1785 = icmp sgt i64 0, %mm1784
  %mm1786 = select i1 %c1785, i64 0, i64 %mm1784
  %pos1787 = mul i64 0, %dim
  %pos1788 = add i64 %pos1787, %mm1779
  %pos1789 = mul i64 %pos1788, %dim8
  %pos1790 = add i64 %pos1789, %mm1786
  %elp1791 = getelementptr inbounds float, ptr %buf, i64 %pos1790
  %el1792 = load float, ptr %elp1791, align 4, !alias.scope !0, !noalias !3
  store float %el1792, ptr %temp_16, align 4
  %v1793 = load i64, ptr %i, align 8
  %add1794 = add i64 %v1793, 1
  %sub1795 = sub i64 %dim, 1
  %c1796 = icmp slt i64 %add1794, %sub1795
  %mm1797 = select i1 %c1796, i64 %add1794, i64 %sub1795
  %c1798 = icmp sgt i64 0, %mm1797
  %mm1799 = select i1 %c1798, i64 0, i64 %mm1797
  %v1800 = load i64, ptr %j, align 8
  %add1801 = add i64 %v1800, -1
  %sub1802 = sub i64 %dim8, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %pos1807 = mul i64 0, %dim
  %pos1808 = add i64 %pos1807, %mm1799
  %pos1809 = mul i64 %pos1808, %dim8
  %pos1810 = add i64 %pos1809, %mm1806
  %elp1811 = getelementptr inbounds float, ptr %buf, i64 %pos1810
  %el1812 = load float, ptr %elp1811, align 4, !alias.scope !0, !noalias !3
  store float %el1812, ptr %temp_17, align 4
  %v1813 = load i64, ptr %i, align 8
  %add1814 = add i64 %v1813, 1
  %sub1815 = sub i64 %dim, 1
  %c1816 = icmp slt i64 %add1814, %sub1815
  %mm1817 = select i1 %c1816, i64 %add1814, i64 %sub1815
  %c1818 = icmp sgt i64 0, %mm1817
  %mm1819 = select i1 %c1818, i64 0, i64 %mm1817
  %v1820 = load i64, ptr %j, align 8
  %add1821 = add i64 %v1820, 0
  %sub1822 = sub i64 %dim8, 1
  %c1823 = icmp slt i64 %add1821, %sub1822
  %mm1824 = select i1 %c1823, i64 %add1821, i64 %sub1822
  %c1825 = icmp sgt i64 0, %mm1824
  %mm1826 = select i1 %c1825, i64 0, i64 %mm1824
  %pos1827 = mul i64 0, %dim
  %pos1828 = add i64 %pos1827, %mm1819
  %pos1829 = mul i64 %pos1828, %dim8
  %pos1830 = add i64 %pos1829, %mm1826
  %elp1831 = getelementptr inbounds float, ptr %buf, i64 %pos1830
  %el1832 = load float, ptr %elp1831, align 4, !alias.scope !0, !noalias !3
  store float %el1832, ptr %temp_18, align 4
  %v1833 = load i64, ptr %i, align 8
  %add1834 = add i64 %v1833, 1
  %sub1835 = sub i64 %dim, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 1
  %sub1842 = sub i64 %dim8, 1
  %c1843 = icmp slt i64 %add1841, %sub1842
  %mm1844 = select i1 %c1843, i64 %add1841, i64 %sub1842
  %c1845 = icmp sgt i64 0, %mm1844
  %mm1846 = select i1 %c1845, i64 0, i64 %mm1844
  %pos1847 = mul i64 0, %dim
  %pos1848 = add i64 %pos1847, %mm1839
  %pos1849 = mul i64 %pos1848, %dim8
  %pos1850 = add i64 %pos1849, %mm1846
  %elp1851 = getelementptr inbounds float, ptr %buf, i64 %pos1850
  %el1852 = load float, ptr %elp1851, align 4, !alias.scope !0, !noalias !3
  store float %el1852, ptr %temp_19, align 4
  %cv1853 = sitofp i64 %dim to float
  %fd1854 = fdiv float 0x3F90624DE0000000, %cv1853
  store float %fd1854, ptr %gh_20, align 4
  %tup1855 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1856 = insertvalue { i64, i64 } %tup1855, i64 %dim8, 1
  %proj1857 = extractvalue { i64, i64 } %tup1856, 1
  %cv1858 = sitofp i64 %proj1857 to float
  %fd1859 = fdiv float 0x3F90624DE0000000, %cv1858
  store float %fd1859, ptr %gw_21, align 4
  %v1860 = load float, ptr %temp_15, align 4
  %fm1861 = fmul float 2.000000e+00, %v1860
  store float %fm1861, ptr %"%cse0_22", align 4
  %v1862 = load float, ptr %temp_18, align 4
  %v1863 = load float, ptr %temp_12, align 4
  %fa1864 = fadd float %v1862, %v1863
  %v1865 = load float, ptr %"%cse0_22", align 4
  %fs1866 = fsub float %fa1864, %v1865
  %v1867 = load float, ptr %gh_20, align 4
  %v1868 = load float, ptr %gw_21, align 4
  %fm1869 = fmul float 0x3FB99999A0000000, %v1868
  %fd1870 = fdiv float %v1867, %fm1869
  %fd1871 = fdiv float %fs1866, %fd1870
  %v1872 = load float, ptr %temp_16, align 4
  %v1873 = load float, ptr %temp_14, align 4
  %fa1874 = fadd float %v1872, %v1873
  %v1875 = load float, ptr %"%cse0_22", align 4
  %fs1876 = fsub float %fa1874, %v1875
  %v1877 = load float, ptr %gw_21, align 4
  %v1878 = load float, ptr %gh_20, align 4
  %fm1879 = fmul float 0x3FB99999A0000000, %v1878
  %fd1880 = fdiv float %v1877, %fm1879
  %fd1881 = fdiv float %fs1876, %fd1880
  %fa1882 = fadd float %fd1871, %fd1881
  %v1883 = load float, ptr %temp_15, align 4
  %fs1884 = fsub float 8.000000e+01, %v1883
  %v1885 = load float, ptr %gh_20, align 4
  %fm1886 = fmul float 1.000000e+02, %v1885
  %v1887 = load float, ptr %gw_21, align 4
  %fm1888 = fmul float %fm1886, %v1887
  %fd1889 = fdiv float 0x3F40624DE0000000, %fm1888
  %fd1890 = fdiv float %fs1884, %fd1889
  %fa1891 = fadd float %fa1882, %fd1890
  store float %fa1891, ptr %flux_8, align 4
  %v1892 = load i64, ptr %i, align 8
  %v1893 = load i64, ptr %j, align 8
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %v1892
  %pos1896 = mul i64 %pos1895, %dim8
  %pos1897 = add i64 %pos1896, %v1893
  %v1898 = load float, ptr %flux_8, align 4
  %elp1899 = getelementptr inbounds float, ptr %buf419, i64 %pos1897
  store float %v1898, ptr %elp1899, align 4, !alias.scope !3, !noalias !0
  %i1900 = load i64, ptr %j, align 8
  %next1901 = add i64 %i1900, 1
  store i64 %next1901, ptr %j, align 8
  br label %loop1668

exit1670:                                         ; preds = %loop1668
  br label %versions_done1667

loop1902:                                         ; preds = %ok2204, %checked1666
  %i1905 = load i64, ptr %j, align 8
  %more1906 = icmp slt i64 %i1905, %dim8
  br i1 %more1906, label %body1903, label %exit1904

body1903:                                         ; preds = %loop1902
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, -1
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

exit1904:                                         ; preds = %loop1902
  br label %versions_done1667

fail1922:                                         ; preds = %body1903
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %body1903
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %temp_11, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, -1
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 0
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %temp_12, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, -1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %temp_13, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 0
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, -1
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %temp_14, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 0
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 0
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %temp_15, align 4
  %v2077 = load i64, ptr %i, align 8
  %add2078 = add i64 %v2077, 0
  %sub2079 = sub i64 %dim, 1
  %c2080 = icmp slt i64 %add2078, %sub2079
  %mm2081 = select i1 %c2080, i64 %add2078, i64 %sub2079
  %c2082 = icmp sgt i64 0, %mm2081
  %mm2083 = select i1 %c2082, i64 0, i64 %mm2081
  %v2084 = load i64, ptr %j, align 8
  %add2085 = add i64 %v2084, 1
  %sub2086 = sub i64 %dim8, 1
  %c2087 = icmp slt i64 %add2085, %sub2086
  %mm2088 = select i1 %c2087, i64 %add2085, i64 %sub2086
  %c2089 = icmp sgt i64 0, %mm2088
  %mm2090 = select i1 %c2089, i64 0, i64 %mm2088
  %inb2091 = icmp ult i64 %mm2083, %dim
  br i1 %inb2091, label %ok2093, label %fail2092

fail2092:                                         ; preds = %ok2068
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2083, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2097, align 8
  ret i32 1

ok2093:                                           ; preds = %ok2068
  %pos2098 = mul i64 0, %dim
  %pos2099 = add i64 %pos2098, %mm2083
  %inb2100 = icmp ult i64 %mm2090, %dim8
  br i1 %inb2100, label %ok2102, label %fail2101

fail2101:                                         ; preds = %ok2093
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2090, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %ok2093
  %pos2107 = mul i64 %pos2099, %dim8
  %pos2108 = add i64 %pos2107, %mm2090
  %elp2109 = getelementptr inbounds float, ptr %buf, i64 %pos2108
  %el2110 = load float, ptr %elp2109, align 4, !alias.scope !0, !noalias !3
  store float %el2110, ptr %temp_16, align 4
  %v2111 = load i64, ptr %i, align 8
  %add2112 = add i64 %v2111, 1
  %sub2113 = sub i64 %dim, 1
  %c2114 = icmp slt i64 %add2112, %sub2113
  %mm2115 = select i1 %c2114, i64 %add2112, i64 %sub2113
  %c2116 = icmp sgt i64 0, %mm2115
  %mm2117 = select i1 %c2116, i64 0, i64 %mm2115
  %v2118 = load i64, ptr %j, align 8
  %add2119 = add i64 %v2118, -1
  %sub2120 = sub i64 %dim8, 1
  %c2121 = icmp slt i64 %add2119, %sub2120
  %mm2122 = select i1 %c2121, i64 %add2119, i64 %sub2120
  %c2123 = icmp sgt i64 0, %mm2122
  %mm2124 = select i1 %c2123, i64 0, i64 %mm2122
  %inb2125 = icmp ult i64 %mm2117, %dim
  br i1 %inb2125, label %ok2127, label %fail2126

fail2126:                                         ; preds = %ok2102
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2117, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2131, align 8
  ret i32 1

ok2127:                                           ; preds = %ok2102
  %pos2132 = mul i64 0, %dim
  %pos2133 = add i64 %pos2132, %mm2117
  %inb2134 = icmp ult i64 %mm2124, %dim8
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2127
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2124, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2127
  %pos2141 = mul i64 %pos2133, %dim8
  %pos2142 = add i64 %pos2141, %mm2124
  %elp2143 = getelementptr inbounds float, ptr %buf, i64 %pos2142
  %el2144 = load float, ptr %elp2143, align 4, !alias.scope !0, !noalias !3
  store float %el2144, ptr %temp_17, align 4
  %v2145 = load i64, ptr %i, align 8
  %add2146 = add i64 %v2145, 1
  %sub2147 = sub i64 %dim, 1
  %c2148 = icmp slt i64 %add2146, %sub2147
  %mm2149 = select i1 %c2148, i64 %add2146, i64 %sub2147
  %c2150 = icmp sgt i64 0, %mm2149
  %mm2151 = select i1 %c2150, i64 0, i64 %mm2149
  %v2152 = load i64, ptr %j, align 8
  %add2153 = add i64 %v2152, 0
  %sub2154 = sub i64 %dim8, 1
  %c2155 = icmp slt i64 %add2153, %sub2154
  %mm2156 = select i1 %c2155, i64 %add2153, i64 %sub2154
  %c2157 = icmp sgt i64 0, %mm2156
  %mm2158 = select i1 %c2157, i64 0, i64 %mm2156
  %inb2159 = icmp ult i64 %mm2151, %dim
  br i1 %inb2159, label %ok2161, label %fail2160

fail2160:                                         ; preds = %ok2136
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2151, ptr %errp2164, align 8
  %errp2165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2165, align 8
  ret i32 1

ok2161:                                           ; preds = %ok2136
  %pos2166 = mul i64 0, %dim
  %pos2167 = add i64 %pos2166, %mm2151
  %inb2168 = icmp ult i64 %mm2158, %dim8
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2161
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2158, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2161
  %pos2175 = mul i64 %pos2167, %dim8
  %pos2176 = add i64 %pos2175, %mm2158
  %elp2177 = getelementptr inbounds float, ptr %buf, i64 %pos2176
  %el2178 = load float, ptr %elp2177, align 4, !alias.scope !0, !noalias !3
  store float %el2178, ptr %temp_18, align 4
  %v2179 = load i64, ptr %i, align 8
  %add2180 = add i64 %v2179, 1
  %sub2181 = sub i64 %dim, 1
  %c2182 = icmp slt i64 %add2180, %sub2181
  %mm2183 = select i1 %c2182, i64 %add2180, i64 %sub2181
  %c2184 = icmp sgt i64 0, %mm2183
  %mm2185 = select i1 %c2184, i64 0, i64 %mm2183
  %v2186 = load i64, ptr %j, align 8
  %add2187 = add i64 %v2186, 1
  %sub2188 = sub i64 %dim8, 1
  %c2189 = icmp slt i64 %add2187, %sub2188
  %mm2190 = select i1 %c2189, i64 %add2187, i64 %sub2188
  %c2191 = icmp sgt i64 0, %mm2190
  %mm2192 = select i1 %c2191, i64 0, i64 %mm2190
  %inb2193 = icmp ult i64 %mm2185, %dim
  br i1 %inb2193, label %ok2195, label %fail2194

fail2194:                                         ; preds = %ok2170
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2185, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2199, align 8
  ret i32 1

ok2195:                                           ; preds = %ok2170
  %pos2200 = mul i64 0, %dim
  %pos2201 = add i64 %pos2200, %mm2185
  %inb2202 = icmp ult i64 %mm2192, %dim8
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2195
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2192, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2195
  %pos2209 = mul i64 %pos2201, %dim8
  %pos2210 = add i64 %pos2209, %mm2192
  %elp2211 = getelementptr inbounds float, ptr %buf, i64 %pos2210
  %el2212 = load float, ptr %elp2211, align 4, !alias.scope !0, !noalias !3
  store float %el2212, ptr %temp_19, align 4
  %cv2213 = sitofp i64 %dim to float
  %fd2214 = fdiv float 0x3F90624DE0000000, %cv2213
  store float %fd2214, ptr %gh_20, align 4
  %tup2215 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2216 = insertvalue { i64, i64 } %tup2215, i64 %dim8, 1
  %proj2217 = extractvalue { i64, i64 } %tup2216, 1
  %cv2218 = sitofp i64 %proj2217 to float
  %fd2219 = fdiv float 0x3F90624DE0000000, %cv2218
  store float %fd2219, ptr %gw_21, align 4
  %v2220 = load float, ptr %temp_15, align 4
  %fm2221 = fmul float 2.000000e+00, %v2220
  store float %fm2221, ptr %"%cse0_22", align 4
  %v2222 = load float, ptr %temp_18, align 4
  %v2223 = load float, ptr %temp_12, align 4
  %fa2224 = fadd float %v2222, %v2223
  %v2225 = load float, ptr %"%cse0_22", align 4
  %fs2226 = fsub float %fa2224, %v2225
  %v2227 = load float, ptr %gh_20, align 4
  %v2228 = load float, ptr %gw_21, align 4
  %fm2229 = fmul float 0x3FB99999A0000000, %v2228
  %fd2230 = fdiv float %v2227, %fm2229
  %fd2231 = fdiv float %fs2226, %fd2230
  %v2232 = load float, ptr %temp_16, align 4
  %v2233 = load float, ptr %temp_14, align 4
  %fa2234 = fadd float %v2232, %v2233
  %v2235 = load float, ptr %"%cse0_22", align 4
  %fs2236 = fsub float %fa2234, %v2235
  %v2237 = load float, ptr %gw_21, align 4
  %v2238 = load float, ptr %gh_20, align 4
  %fm2239 = fmul float 0x3FB99999A0000000, %v2238
  %fd2240 = fdiv float %v2237, %fm2239
  %fd2241 = fdiv float %fs2236, %fd2240
  %fa2242 = fadd float %fd2231, %fd2241
  %v2243 = load float, ptr %temp_15, align 4
  %fs2244 = fsub float 8.000000e+01, %v2243
  %v2245 = load float, ptr %gh_20, align 4
  %fm2246 = fmul float 1.000000e+02, %v2245
  %v2247 = load float, ptr %gw_21, align 4
  %fm2248 = fmul float %fm2246, %v2247
  %fd2249 = fdiv float 0x3F40624DE0000000, %fm2248
  %fd2250 = fdiv float %fs2244, %fd2249
  %fa2251 = fadd float %fa2242, %fd2250
  store float %fa2251, ptr %flux_8, align 4
  %v2252 = load i64, ptr %i, align 8
  %v2253 = load i64, ptr %j, align 8
  %pos2254 = mul i64 0, %dim
  %pos2255 = add i64 %pos2254, %v2252
  %pos2256 = mul i64 %pos2255, %dim8
  %pos2257 = add i64 %pos2256, %v2253
  %v2258 = load float, ptr %flux_8, align 4
  %elp2259 = getelementptr inbounds float, ptr %buf419, i64 %pos2257
  store float %v2258, ptr %elp2259, align 4, !alias.scope !3, !noalias !0
  %i2260 = load i64, ptr %j, align 8
  %next2261 = add i64 %i2260, 1
  store i64 %next2261, ptr %j, align 8
  br label %loop1902
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

; cluster c3: next
; ModuleID = 'hotspot_c3'
source_filename = "hotspot_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 32
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 25
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 33
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %temp_26 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf82 = load ptr, ptr %bufp81, align 8
  %power_27 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf92 = load ptr, ptr %bufp91, align 8
  %flux_28 = alloca float, align 4
  %next_23 = alloca float, align 4
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf113 = load ptr, ptr %bufp112, align 8
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
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %temp_26, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %power_27, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %flux_28, align 4
  %v95 = load float, ptr %temp_26, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup96 = insertvalue { i64, i64 } %tup, i64 %dim33, 1
  %proj = extractvalue { i64, i64 } %tup96, 1
  %cv = sitofp i64 %proj to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  %fm = fmul float 0x407B580020000000, %fd
  %cv97 = sitofp i64 %dim to float
  %fd98 = fdiv float 0x3F90624DE0000000, %cv97
  %fm99 = fmul float %fm, %fd98
  %fd100 = fdiv float 0x3E8392CBA0000000, %fm99
  %v101 = load float, ptr %power_27, align 4
  %v102 = load float, ptr %flux_28, align 4
  %fa = fadd float %v101, %v102
  %fm103 = fmul float %fd100, %fa
  %fa104 = fadd float %v95, %fm103
  store float %fa104, ptr %next_23, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %pos107 = mul i64 0, %dim
  %pos108 = add i64 %pos107, %v105
  %pos109 = mul i64 %pos108, %dim33
  %pos110 = add i64 %pos109, %v106
  %v111 = load float, ptr %next_23, align 4
  %elp114 = getelementptr inbounds float, ptr %buf113, i64 %pos110
  store float %v111, ptr %elp114, align 4, !alias.scope !11, !noalias !12
  %i115 = load i64, ptr %j, align 8
  %next = add i64 %i115, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i116 = load i64, ptr %i, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %i, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c4: flux2
; ModuleID = 'hotspot_c4'
source_filename = "hotspot_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 41
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %next_32 = alloca float, align 4
  %next_33 = alloca float, align 4
  %next_34 = alloca float, align 4
  %next_35 = alloca float, align 4
  %next_36 = alloca float, align 4
  %next_37 = alloca float, align 4
  %next_38 = alloca float, align 4
  %next_39 = alloca float, align 4
  %next_40 = alloca float, align 4
  %gh_41 = alloca float, align 4
  %gw_42 = alloca float, align 4
  %"%cse0_43" = alloca float, align 4
  %flux2_29 = alloca float, align 4
  %bufp418 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf419 = load ptr, ptr %bufp418, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1667, %ok
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
  store i64 4, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop422

versions_done:                                    ; preds = %exit424, %exit199
  store i64 %min23, ptr %j, align 8
  %v781 = load i64, ptr %i, align 8
  %add782 = add i64 %v781, -1
  %sub783 = sub i64 %dim, 1
  %c784 = icmp slt i64 %add782, %sub783
  %mm785 = select i1 %c784, i64 %add782, i64 %sub783
  %c786 = icmp sgt i64 0, %mm785
  %mm787 = select i1 %c786, i64 0, i64 %mm785
  %base788 = sext i64 %mm787 to i128
  %fits_low789 = icmp sge i128 %base788, -9223372036854775808
  %fits_high790 = icmp sle i128 %base788, 9223372036854775807
  %fits791 = and i1 %fits_low789, %fits_high790
  %least792 = select i1 %fits791, i128 %base788, i128 -9223372036854775808
  %most793 = select i1 %fits791, i128 %base788, i128 9223372036854775807
  %extent794 = sext i64 %dim to i128
  %low_ok795 = icmp sge i128 %least792, 0
  %high_ok796 = icmp slt i128 %most793, %extent794
  %ok797 = and i1 true, %low_ok795
  %ok798 = and i1 %ok797, %high_ok796
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, -1
  %base801 = sext i64 %add800 to i128
  %next802 = add i64 %min23, 1
  store i64 %next802, ptr %j, align 8
  %v803 = load i64, ptr %j, align 8
  %add804 = add i64 %v803, -1
  store i64 %min23, ptr %j, align 8
  %at_next805 = sext i64 %add804 to i128
  %step806 = sub i128 %at_next805, %base801
  %step807 = trunc i128 %step806 to i64
  %step808 = sext i64 %step807 to i128
  %len809 = sub i64 %min27, %min23
  %span810 = sub i64 %len809, 1
  %span811 = sext i64 %span810 to i128
  %reach812 = mul i128 %step808, %span811
  %c813 = icmp slt i128 %reach812, 0
  %min814 = select i1 %c813, i128 %reach812, i128 0
  %c815 = icmp sgt i128 %reach812, 0
  %max816 = select i1 %c815, i128 %reach812, i128 0
  %least817 = add i128 %base801, %min814
  %most818 = add i128 %base801, %max816
  %fits_low819 = icmp sge i128 %least817, -9223372036854775808
  %fits_high820 = icmp sle i128 %most818, 9223372036854775807
  %fits821 = and i1 %fits_low819, %fits_high820
  %least822 = select i1 %fits821, i128 %least817, i128 -9223372036854775808
  %most823 = select i1 %fits821, i128 %most818, i128 9223372036854775807
  %sub824 = sub i64 %dim8, 1
  %base825 = sext i64 %sub824 to i128
  %fits_low826 = icmp sge i128 %base825, -9223372036854775808
  %fits_high827 = icmp sle i128 %base825, 9223372036854775807
  %fits828 = and i1 %fits_low826, %fits_high827
  %least829 = select i1 %fits828, i128 %base825, i128 -9223372036854775808
  %most830 = select i1 %fits828, i128 %base825, i128 9223372036854775807
  %c831 = icmp slt i128 %least822, %least829
  %min832 = select i1 %c831, i128 %least822, i128 %least829
  %c833 = icmp slt i128 %most823, %most830
  %min834 = select i1 %c833, i128 %most823, i128 %most830
  %c835 = icmp sgt i128 0, %min832
  %max836 = select i1 %c835, i128 0, i128 %min832
  %c837 = icmp sgt i128 0, %min834
  %max838 = select i1 %c837, i128 0, i128 %min834
  %extent839 = sext i64 %dim8 to i128
  %low_ok840 = icmp sge i128 %max836, 0
  %high_ok841 = icmp slt i128 %max838, %extent839
  %ok842 = and i1 %ok798, %low_ok840
  %ok843 = and i1 %ok842, %high_ok841
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 0
  %base846 = sext i64 %add845 to i128
  %next847 = add i64 %min23, 1
  store i64 %next847, ptr %j, align 8
  %v848 = load i64, ptr %j, align 8
  %add849 = add i64 %v848, 0
  store i64 %min23, ptr %j, align 8
  %at_next850 = sext i64 %add849 to i128
  %step851 = sub i128 %at_next850, %base846
  %step852 = trunc i128 %step851 to i64
  %step853 = sext i64 %step852 to i128
  %len854 = sub i64 %min27, %min23
  %span855 = sub i64 %len854, 1
  %span856 = sext i64 %span855 to i128
  %reach857 = mul i128 %step853, %span856
  %c858 = icmp slt i128 %reach857, 0
  %min859 = select i1 %c858, i128 %reach857, i128 0
  %c860 = icmp sgt i128 %reach857, 0
  %max861 = select i1 %c860, i128 %reach857, i128 0
  %least862 = add i128 %base846, %min859
  %most863 = add i128 %base846, %max861
  %fits_low864 = icmp sge i128 %least862, -9223372036854775808
  %fits_high865 = icmp sle i128 %most863, 9223372036854775807
  %fits866 = and i1 %fits_low864, %fits_high865
  %least867 = select i1 %fits866, i128 %least862, i128 -9223372036854775808
  %most868 = select i1 %fits866, i128 %most863, i128 9223372036854775807
  %sub869 = sub i64 %dim8, 1
  %base870 = sext i64 %sub869 to i128
  %fits_low871 = icmp sge i128 %base870, -9223372036854775808
  %fits_high872 = icmp sle i128 %base870, 9223372036854775807
  %fits873 = and i1 %fits_low871, %fits_high872
  %least874 = select i1 %fits873, i128 %base870, i128 -9223372036854775808
  %most875 = select i1 %fits873, i128 %base870, i128 9223372036854775807
  %c876 = icmp slt i128 %least867, %least874
  %min877 = select i1 %c876, i128 %least867, i128 %least874
  %c878 = icmp slt i128 %most868, %most875
  %min879 = select i1 %c878, i128 %most868, i128 %most875
  %c880 = icmp sgt i128 0, %min877
  %max881 = select i1 %c880, i128 0, i128 %min877
  %c882 = icmp sgt i128 0, %min879
  %max883 = select i1 %c882, i128 0, i128 %min879
  %extent884 = sext i64 %dim8 to i128
  %low_ok885 = icmp sge i128 %max881, 0
  %high_ok886 = icmp slt i128 %max883, %extent884
  %ok887 = and i1 %ok843, %low_ok885
  %ok888 = and i1 %ok887, %high_ok886
  %v889 = load i64, ptr %j, align 8
  %add890 = add i64 %v889, 1
  %base891 = sext i64 %add890 to i128
  %next892 = add i64 %min23, 1
  store i64 %next892, ptr %j, align 8
  %v893 = load i64, ptr %j, align 8
  %add894 = add i64 %v893, 1
  store i64 %min23, ptr %j, align 8
  %at_next895 = sext i64 %add894 to i128
  %step896 = sub i128 %at_next895, %base891
  %step897 = trunc i128 %step896 to i64
  %step898 = sext i64 %step897 to i128
  %len899 = sub i64 %min27, %min23
  %span900 = sub i64 %len899, 1
  %span901 = sext i64 %span900 to i128
  %reach902 = mul i128 %step898, %span901
  %c903 = icmp slt i128 %reach902, 0
  %min904 = select i1 %c903, i128 %reach902, i128 0
  %c905 = icmp sgt i128 %reach902, 0
  %max906 = select i1 %c905, i128 %reach902, i128 0
  %least907 = add i128 %base891, %min904
  %most908 = add i128 %base891, %max906
  %fits_low909 = icmp sge i128 %least907, -9223372036854775808
  %fits_high910 = icmp sle i128 %most908, 9223372036854775807
  %fits911 = and i1 %fits_low909, %fits_high910
  %least912 = select i1 %fits911, i128 %least907, i128 -9223372036854775808
  %most913 = select i1 %fits911, i128 %most908, i128 9223372036854775807
  %sub914 = sub i64 %dim8, 1
  %base915 = sext i64 %sub914 to i128
  %fits_low916 = icmp sge i128 %base915, -9223372036854775808
  %fits_high917 = icmp sle i128 %base915, 9223372036854775807
  %fits918 = and i1 %fits_low916, %fits_high917
  %least919 = select i1 %fits918, i128 %base915, i128 -9223372036854775808
  %most920 = select i1 %fits918, i128 %base915, i128 9223372036854775807
  %c921 = icmp slt i128 %least912, %least919
  %min922 = select i1 %c921, i128 %least912, i128 %least919
  %c923 = icmp slt i128 %most913, %most920
  %min924 = select i1 %c923, i128 %most913, i128 %most920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %c927 = icmp sgt i128 0, %min924
  %max928 = select i1 %c927, i128 0, i128 %min924
  %extent929 = sext i64 %dim8 to i128
  %low_ok930 = icmp sge i128 %max926, 0
  %high_ok931 = icmp slt i128 %max928, %extent929
  %ok932 = and i1 %ok888, %low_ok930
  %ok933 = and i1 %ok932, %high_ok931
  %v934 = load i64, ptr %i, align 8
  %add935 = add i64 %v934, 0
  %sub936 = sub i64 %dim, 1
  %c937 = icmp slt i64 %add935, %sub936
  %mm938 = select i1 %c937, i64 %add935, i64 %sub936
  %c939 = icmp sgt i64 0, %mm938
  %mm940 = select i1 %c939, i64 0, i64 %mm938
  %base941 = sext i64 %mm940 to i128
  %fits_low942 = icmp sge i128 %base941, -9223372036854775808
  %fits_high943 = icmp sle i128 %base941, 9223372036854775807
  %fits944 = and i1 %fits_low942, %fits_high943
  %least945 = select i1 %fits944, i128 %base941, i128 -9223372036854775808
  %most946 = select i1 %fits944, i128 %base941, i128 9223372036854775807
  %extent947 = sext i64 %dim to i128
  %low_ok948 = icmp sge i128 %least945, 0
  %high_ok949 = icmp slt i128 %most946, %extent947
  %ok950 = and i1 %ok933, %low_ok948
  %ok951 = and i1 %ok950, %high_ok949
  %v952 = load i64, ptr %i, align 8
  %add953 = add i64 %v952, 1
  %sub954 = sub i64 %dim, 1
  %c955 = icmp slt i64 %add953, %sub954
  %mm956 = select i1 %c955, i64 %add953, i64 %sub954
  %c957 = icmp sgt i64 0, %mm956
  %mm958 = select i1 %c957, i64 0, i64 %mm956
  %base959 = sext i64 %mm958 to i128
  %fits_low960 = icmp sge i128 %base959, -9223372036854775808
  %fits_high961 = icmp sle i128 %base959, 9223372036854775807
  %fits962 = and i1 %fits_low960, %fits_high961
  %least963 = select i1 %fits962, i128 %base959, i128 -9223372036854775808
  %most964 = select i1 %fits962, i128 %base959, i128 9223372036854775807
  %extent965 = sext i64 %dim to i128
  %low_ok966 = icmp sge i128 %least963, 0
  %high_ok967 = icmp slt i128 %most964, %extent965
  %ok968 = and i1 %ok951, %low_ok966
  %ok969 = and i1 %ok968, %high_ok967
  br i1 %ok969, label %proved970, label %checked971

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next_32, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %next_33, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %next_34, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %next_35, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %next_36, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %next_37, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %next_38, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %next_39, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %next_40, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_41, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup379 = insertvalue { i64, i64 } %tup, i64 %dim8, 1
  %proj = extractvalue { i64, i64 } %tup379, 1
  %cv380 = sitofp i64 %proj to float
  %fd381 = fdiv float 0x3F90624DE0000000, %cv380
  store float %fd381, ptr %gw_42, align 4
  %v382 = load float, ptr %next_36, align 4
  %fm = fmul float 2.000000e+00, %v382
  store float %fm, ptr %"%cse0_43", align 4
  %v383 = load float, ptr %next_39, align 4
  %v384 = load float, ptr %next_33, align 4
  %fa = fadd float %v383, %v384
  %v385 = load float, ptr %"%cse0_43", align 4
  %fs = fsub float %fa, %v385
  %v386 = load float, ptr %gh_41, align 4
  %v387 = load float, ptr %gw_42, align 4
  %fm388 = fmul float 0x3FB99999A0000000, %v387
  %fd389 = fdiv float %v386, %fm388
  %fd390 = fdiv float %fs, %fd389
  %v391 = load float, ptr %next_37, align 4
  %v392 = load float, ptr %next_35, align 4
  %fa393 = fadd float %v391, %v392
  %v394 = load float, ptr %"%cse0_43", align 4
  %fs395 = fsub float %fa393, %v394
  %v396 = load float, ptr %gw_42, align 4
  %v397 = load float, ptr %gh_41, align 4
  %fm398 = fmul float 0x3FB99999A0000000, %v397
  %fd399 = fdiv float %v396, %fm398
  %fd400 = fdiv float %fs395, %fd399
  %fa401 = fadd float %fd390, %fd400
  %v402 = load float, ptr %next_36, align 4
  %fs403 = fsub float 8.000000e+01, %v402
  %v404 = load float, ptr %gh_41, align 4
  %fm405 = fmul float 1.000000e+02, %v404
  %v406 = load float, ptr %gw_42, align 4
  %fm407 = fmul float %fm405, %v406
  %fd408 = fdiv float 0x3F40624DE0000000, %fm407
  %fd409 = fdiv float %fs403, %fd408
  %fa410 = fadd float %fa401, %fd409
  store float %fa410, ptr %flux2_29, align 4
  %v411 = load i64, ptr %i, align 8
  %v412 = load i64, ptr %j, align 8
  %pos413 = mul i64 0, %dim
  %pos414 = add i64 %pos413, %v411
  %pos415 = mul i64 %pos414, %dim8
  %pos416 = add i64 %pos415, %v412
  %v417 = load float, ptr %flux2_29, align 4
  %elp420 = getelementptr inbounds float, ptr %buf419, i64 %pos416
  store float %v417, ptr %elp420, align 4, !alias.scope !3, !noalias !0
  %i421 = load i64, ptr %j, align 8
  %next = add i64 %i421, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop422:                                          ; preds = %ok723, %checked
  %i425 = load i64, ptr %j, align 8
  %more426 = icmp slt i64 %i425, %min23
  br i1 %more426, label %body423, label %exit424

body423:                                          ; preds = %loop422
  %v427 = load i64, ptr %i, align 8
  %add428 = add i64 %v427, -1
  %sub429 = sub i64 %dim, 1
  %c430 = icmp slt i64 %add428, %sub429
  %mm431 = select i1 %c430, i64 %add428, i64 %sub429
  %c432 = icmp sgt i64 0, %mm431
  %mm433 = select i1 %c432, i64 0, i64 %mm431
  %v434 = load i64, ptr %j, align 8
  %add435 = add i64 %v434, -1
  %sub436 = sub i64 %dim8, 1
  %c437 = icmp slt i64 %add435, %sub436
  %mm438 = select i1 %c437, i64 %add435, i64 %sub436
  %c439 = icmp sgt i64 0, %mm438
  %mm440 = select i1 %c439, i64 0, i64 %mm438
  %inb = icmp ult i64 %mm433, %dim
  br i1 %inb, label %ok442, label %fail441

exit424:                                          ; preds = %loop422
  br label %versions_done

fail441:                                          ; preds = %body423
  %errp443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm433, ptr %errp445, align 8
  %errp446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp446, align 8
  ret i32 1

ok442:                                            ; preds = %body423
  %pos447 = mul i64 0, %dim
  %pos448 = add i64 %pos447, %mm433
  %inb449 = icmp ult i64 %mm440, %dim8
  br i1 %inb449, label %ok451, label %fail450

fail450:                                          ; preds = %ok442
  %errp452 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm440, ptr %errp454, align 8
  %errp455 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp455, align 8
  ret i32 1

ok451:                                            ; preds = %ok442
  %pos456 = mul i64 %pos448, %dim8
  %pos457 = add i64 %pos456, %mm440
  %elp458 = getelementptr inbounds float, ptr %buf, i64 %pos457
  %el459 = load float, ptr %elp458, align 4, !alias.scope !0, !noalias !3
  store float %el459, ptr %next_32, align 4
  %v460 = load i64, ptr %i, align 8
  %add461 = add i64 %v460, -1
  %sub462 = sub i64 %dim, 1
  %c463 = icmp slt i64 %add461, %sub462
  %mm464 = select i1 %c463, i64 %add461, i64 %sub462
  %c465 = icmp sgt i64 0, %mm464
  %mm466 = select i1 %c465, i64 0, i64 %mm464
  %v467 = load i64, ptr %j, align 8
  %add468 = add i64 %v467, 0
  %sub469 = sub i64 %dim8, 1
  %c470 = icmp slt i64 %add468, %sub469
  %mm471 = select i1 %c470, i64 %add468, i64 %sub469
  %c472 = icmp sgt i64 0, %mm471
  %mm473 = select i1 %c472, i64 0, i64 %mm471
  %inb474 = icmp ult i64 %mm466, %dim
  br i1 %inb474, label %ok476, label %fail475

fail475:                                          ; preds = %ok451
  %errp477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp477, align 8
  %errp478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp478, align 8
  %errp479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm466, ptr %errp479, align 8
  %errp480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp480, align 8
  ret i32 1

ok476:                                            ; preds = %ok451
  %pos481 = mul i64 0, %dim
  %pos482 = add i64 %pos481, %mm466
  %inb483 = icmp ult i64 %mm473, %dim8
  br i1 %inb483, label %ok485, label %fail484

fail484:                                          ; preds = %ok476
  %errp486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp486, align 8
  %errp487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp487, align 8
  %errp488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm473, ptr %errp488, align 8
  %errp489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp489, align 8
  ret i32 1

ok485:                                            ; preds = %ok476
  %pos490 = mul i64 %pos482, %dim8
  %pos491 = add i64 %pos490, %mm473
  %elp492 = getelementptr inbounds float, ptr %buf, i64 %pos491
  %el493 = load float, ptr %elp492, align 4, !alias.scope !0, !noalias !3
  store float %el493, ptr %next_33, align 4
  %v494 = load i64, ptr %i, align 8
  %add495 = add i64 %v494, -1
  %sub496 = sub i64 %dim, 1
  %c497 = icmp slt i64 %add495, %sub496
  %mm498 = select i1 %c497, i64 %add495, i64 %sub496
  %c499 = icmp sgt i64 0, %mm498
  %mm500 = select i1 %c499, i64 0, i64 %mm498
  %v501 = load i64, ptr %j, align 8
  %add502 = add i64 %v501, 1
  %sub503 = sub i64 %dim8, 1
  %c504 = icmp slt i64 %add502, %sub503
  %mm505 = select i1 %c504, i64 %add502, i64 %sub503
  %c506 = icmp sgt i64 0, %mm505
  %mm507 = select i1 %c506, i64 0, i64 %mm505
  %inb508 = icmp ult i64 %mm500, %dim
  br i1 %inb508, label %ok510, label %fail509

fail509:                                          ; preds = %ok485
  %errp511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm500, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp514, align 8
  ret i32 1

ok510:                                            ; preds = %ok485
  %pos515 = mul i64 0, %dim
  %pos516 = add i64 %pos515, %mm500
  %inb517 = icmp ult i64 %mm507, %dim8
  br i1 %inb517, label %ok519, label %fail518

fail518:                                          ; preds = %ok510
  %errp520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm507, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp523, align 8
  ret i32 1

ok519:                                            ; preds = %ok510
  %pos524 = mul i64 %pos516, %dim8
  %pos525 = add i64 %pos524, %mm507
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %next_34, align 4
  %v528 = load i64, ptr %i, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %v535 = load i64, ptr %j, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim8, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %inb542 = icmp ult i64 %mm534, %dim
  br i1 %inb542, label %ok544, label %fail543

fail543:                                          ; preds = %ok519
  %errp545 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp548, align 8
  ret i32 1

ok544:                                            ; preds = %ok519
  %pos549 = mul i64 0, %dim
  %pos550 = add i64 %pos549, %mm534
  %inb551 = icmp ult i64 %mm541, %dim8
  br i1 %inb551, label %ok553, label %fail552

fail552:                                          ; preds = %ok544
  %errp554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp557, align 8
  ret i32 1

ok553:                                            ; preds = %ok544
  %pos558 = mul i64 %pos550, %dim8
  %pos559 = add i64 %pos558, %mm541
  %elp560 = getelementptr inbounds float, ptr %buf, i64 %pos559
  %el561 = load float, ptr %elp560, align 4, !alias.scope !0, !noalias !3
  store float %el561, ptr %next_35, align 4
  %v562 = load i64, ptr %i, align 8
  %add563 = add i64 %v562, 0
  %sub564 = sub i64 %dim, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %v569 = load i64, ptr %j, align 8
  %add570 = add i64 %v569, 0
  %sub571 = sub i64 %dim8, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %inb576 = icmp ult i64 %mm568, %dim
  br i1 %inb576, label %ok578, label %fail577

fail577:                                          ; preds = %ok553
  %errp579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp582, align 8
  ret i32 1

ok578:                                            ; preds = %ok553
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm568
  %inb585 = icmp ult i64 %mm575, %dim8
  br i1 %inb585, label %ok587, label %fail586

fail586:                                          ; preds = %ok578
  %errp588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp591, align 8
  ret i32 1

ok587:                                            ; preds = %ok578
  %pos592 = mul i64 %pos584, %dim8
  %pos593 = add i64 %pos592, %mm575
  %elp594 = getelementptr inbounds float, ptr %buf, i64 %pos593
  %el595 = load float, ptr %elp594, align 4, !alias.scope !0, !noalias !3
  store float %el595, ptr %next_36, align 4
  %v596 = load i64, ptr %i, align 8
  %add597 = add i64 %v596, 0
  %sub598 = sub i64 %dim, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %v603 = load i64, ptr %j, align 8
  %add604 = add i64 %v603, 1
  %sub605 = sub i64 %dim8, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %inb610 = icmp ult i64 %mm602, %dim
  br i1 %inb610, label %ok612, label %fail611

fail611:                                          ; preds = %ok587
  %errp613 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp616, align 8
  ret i32 1

ok612:                                            ; preds = %ok587
  %pos617 = mul i64 0, %dim
  %pos618 = add i64 %pos617, %mm602
  %inb619 = icmp ult i64 %mm609, %dim8
  br i1 %inb619, label %ok621, label %fail620

fail620:                                          ; preds = %ok612
  %errp622 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp625, align 8
  ret i32 1

ok621:                                            ; preds = %ok612
  %pos626 = mul i64 %pos618, %dim8
  %pos627 = add i64 %pos626, %mm609
  %elp628 = getelementptr inbounds float, ptr %buf, i64 %pos627
  %el629 = load float, ptr %elp628, align 4, !alias.scope !0, !noalias !3
  store float %el629, ptr %next_37, align 4
  %v630 = load i64, ptr %i, align 8
  %add631 = add i64 %v630, 1
  %sub632 = sub i64 %dim, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %v637 = load i64, ptr %j, align 8
  %add638 = add i64 %v637, -1
  %sub639 = sub i64 %dim8, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %inb644 = icmp ult i64 %mm636, %dim
  br i1 %inb644, label %ok646, label %fail645

fail645:                                          ; preds = %ok621
  %errp647 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp650, align 8
  ret i32 1

ok646:                                            ; preds = %ok621
  %pos651 = mul i64 0, %dim
  %pos652 = add i64 %pos651, %mm636
  %inb653 = icmp ult i64 %mm643, %dim8
  br i1 %inb653, label %ok655, label %fail654

fail654:                                          ; preds = %ok646
  %errp656 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp659, align 8
  ret i32 1

ok655:                                            ; preds = %ok646
  %pos660 = mul i64 %pos652, %dim8
  %pos661 = add i64 %pos660, %mm643
  %elp662 = getelementptr inbounds float, ptr %buf, i64 %pos661
  %el663 = load float, ptr %elp662, align 4, !alias.scope !0, !noalias !3
  store float %el663, ptr %next_38, align 4
  %v664 = load i64, ptr %i, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %v671 = load i64, ptr %j, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim8, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %inb678 = icmp ult i64 %mm670, %dim
  br i1 %inb678, label %ok680, label %fail679

fail679:                                          ; preds = %ok655
  %errp681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp684, align 8
  ret i32 1

ok680:                                            ; preds = %ok655
  %pos685 = mul i64 0, %dim
  %pos686 = add i64 %pos685, %mm670
  %inb687 = icmp ult i64 %mm677, %dim8
  br i1 %inb687, label %ok689, label %fail688

fail688:                                          ; preds = %ok680
  %errp690 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp693, align 8
  ret i32 1

ok689:                                            ; preds = %ok680
  %pos694 = mul i64 %pos686, %dim8
  %pos695 = add i64 %pos694, %mm677
  %elp696 = getelementptr inbounds float, ptr %buf, i64 %pos695
  %el697 = load float, ptr %elp696, align 4, !alias.scope !0, !noalias !3
  store float %el697, ptr %next_39, align 4
  %v698 = load i64, ptr %i, align 8
  %add699 = add i64 %v698, 1
  %sub700 = sub i64 %dim, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %v705 = load i64, ptr %j, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim8, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %inb712 = icmp ult i64 %mm704, %dim
  br i1 %inb712, label %ok714, label %fail713

fail713:                                          ; preds = %ok689
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok689
  %pos719 = mul i64 0, %dim
  %pos720 = add i64 %pos719, %mm704
  %inb721 = icmp ult i64 %mm711, %dim8
  br i1 %inb721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 %pos720, %dim8
  %pos729 = add i64 %pos728, %mm711
  %elp730 = getelementptr inbounds float, ptr %buf, i64 %pos729
  %el731 = load float, ptr %elp730, align 4, !alias.scope !0, !noalias !3
  store float %el731, ptr %next_40, align 4
  %cv732 = sitofp i64 %dim to float
  %fd733 = fdiv float 0x3F90624DE0000000, %cv732
  store float %fd733, ptr %gh_41, align 4
  %tup734 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup735 = insertvalue { i64, i64 } %tup734, i64 %dim8, 1
  %proj736 = extractvalue { i64, i64 } %tup735, 1
  %cv737 = sitofp i64 %proj736 to float
  %fd738 = fdiv float 0x3F90624DE0000000, %cv737
  store float %fd738, ptr %gw_42, align 4
  %v739 = load float, ptr %next_36, align 4
  %fm740 = fmul float 2.000000e+00, %v739
  store float %fm740, ptr %"%cse0_43", align 4
  %v741 = load float, ptr %next_39, align 4
  %v742 = load float, ptr %next_33, align 4
  %fa743 = fadd float %v741, %v742
  %v744 = load float, ptr %"%cse0_43", align 4
  %fs745 = fsub float %fa743, %v744
  %v746 = load float, ptr %gh_41, align 4
  %v747 = load float, ptr %gw_42, align 4
  %fm748 = fmul float 0x3FB99999A0000000, %v747
  %fd749 = fdiv float %v746, %fm748
  %fd750 = fdiv float %fs745, %fd749
  %v751 = load float, ptr %next_37, align 4
  %v752 = load float, ptr %next_35, align 4
  %fa753 = fadd float %v751, %v752
  %v754 = load float, ptr %"%cse0_43", align 4
  %fs755 = fsub float %fa753, %v754
  %v756 = load float, ptr %gw_42, align 4
  %v757 = load float, ptr %gh_41, align 4
  %fm758 = fmul float 0x3FB99999A0000000, %v757
  %fd759 = fdiv float %v756, %fm758
  %fd760 = fdiv float %fs755, %fd759
  %fa761 = fadd float %fd750, %fd760
  %v762 = load float, ptr %next_36, align 4
  %fs763 = fsub float 8.000000e+01, %v762
  %v764 = load float, ptr %gh_41, align 4
  %fm765 = fmul float 1.000000e+02, %v764
  %v766 = load float, ptr %gw_42, align 4
  %fm767 = fmul float %fm765, %v766
  %fd768 = fdiv float 0x3F40624DE0000000, %fm767
  %fd769 = fdiv float %fs763, %fd768
  %fa770 = fadd float %fa761, %fd769
  store float %fa770, ptr %flux2_29, align 4
  %v771 = load i64, ptr %i, align 8
  %v772 = load i64, ptr %j, align 8
  %pos773 = mul i64 0, %dim
  %pos774 = add i64 %pos773, %v771
  %pos775 = mul i64 %pos774, %dim8
  %pos776 = add i64 %pos775, %v772
  %v777 = load float, ptr %flux2_29, align 4
  %elp778 = getelementptr inbounds float, ptr %buf419, i64 %pos776
  store float %v777, ptr %elp778, align 4, !alias.scope !3, !noalias !0
  %i779 = load i64, ptr %j, align 8
  %next780 = add i64 %i779, 1
  store i64 %next780, ptr %j, align 8
  br label %loop422

proved970:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop973

checked971:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1161

versions_done972:                                 ; preds = %exit1163, %exit975
  store i64 %min27, ptr %j, align 8
  %v1476 = load i64, ptr %i, align 8
  %add1477 = add i64 %v1476, -1
  %sub1478 = sub i64 %dim, 1
  %c1479 = icmp slt i64 %add1477, %sub1478
  %mm1480 = select i1 %c1479, i64 %add1477, i64 %sub1478
  %c1481 = icmp sgt i64 0, %mm1480
  %mm1482 = select i1 %c1481, i64 0, i64 %mm1480
  %base1483 = sext i64 %mm1482 to i128
  %fits_low1484 = icmp sge i128 %base1483, -9223372036854775808
  %fits_high1485 = icmp sle i128 %base1483, 9223372036854775807
  %fits1486 = and i1 %fits_low1484, %fits_high1485
  %least1487 = select i1 %fits1486, i128 %base1483, i128 -9223372036854775808
  %most1488 = select i1 %fits1486, i128 %base1483, i128 9223372036854775807
  %extent1489 = sext i64 %dim to i128
  %low_ok1490 = icmp sge i128 %least1487, 0
  %high_ok1491 = icmp slt i128 %most1488, %extent1489
  %ok1492 = and i1 true, %low_ok1490
  %ok1493 = and i1 %ok1492, %high_ok1491
  %v1494 = load i64, ptr %j, align 8
  %add1495 = add i64 %v1494, -1
  %base1496 = sext i64 %add1495 to i128
  %next1497 = add i64 %min27, 1
  store i64 %next1497, ptr %j, align 8
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, -1
  store i64 %min27, ptr %j, align 8
  %at_next1500 = sext i64 %add1499 to i128
  %step1501 = sub i128 %at_next1500, %base1496
  %step1502 = trunc i128 %step1501 to i64
  %step1503 = sext i64 %step1502 to i128
  %len1504 = sub i64 %dim8, %min27
  %span1505 = sub i64 %len1504, 1
  %span1506 = sext i64 %span1505 to i128
  %reach1507 = mul i128 %step1503, %span1506
  %c1508 = icmp slt i128 %reach1507, 0
  %min1509 = select i1 %c1508, i128 %reach1507, i128 0
  %c1510 = icmp sgt i128 %reach1507, 0
  %max1511 = select i1 %c1510, i128 %reach1507, i128 0
  %least1512 = add i128 %base1496, %min1509
  %most1513 = add i128 %base1496, %max1511
  %fits_low1514 = icmp sge i128 %least1512, -9223372036854775808
  %fits_high1515 = icmp sle i128 %most1513, 9223372036854775807
  %fits1516 = and i1 %fits_low1514, %fits_high1515
  %least1517 = select i1 %fits1516, i128 %least1512, i128 -9223372036854775808
  %most1518 = select i1 %fits1516, i128 %most1513, i128 9223372036854775807
  %sub1519 = sub i64 %dim8, 1
  %base1520 = sext i64 %sub1519 to i128
  %fits_low1521 = icmp sge i128 %base1520, -9223372036854775808
  %fits_high1522 = icmp sle i128 %base1520, 9223372036854775807
  %fits1523 = and i1 %fits_low1521, %fits_high1522
  %least1524 = select i1 %fits1523, i128 %base1520, i128 -9223372036854775808
  %most1525 = select i1 %fits1523, i128 %base1520, i128 9223372036854775807
  %c1526 = icmp slt i128 %least1517, %least1524
  %min1527 = select i1 %c1526, i128 %least1517, i128 %least1524
  %c1528 = icmp slt i128 %most1518, %most1525
  %min1529 = select i1 %c1528, i128 %most1518, i128 %most1525
  %c1530 = icmp sgt i128 0, %min1527
  %max1531 = select i1 %c1530, i128 0, i128 %min1527
  %c1532 = icmp sgt i128 0, %min1529
  %max1533 = select i1 %c1532, i128 0, i128 %min1529
  %extent1534 = sext i64 %dim8 to i128
  %low_ok1535 = icmp sge i128 %max1531, 0
  %high_ok1536 = icmp slt i128 %max1533, %extent1534
  %ok1537 = and i1 %ok1493, %low_ok1535
  %ok1538 = and i1 %ok1537, %high_ok1536
  %v1539 = load i64, ptr %j, align 8
  %add1540 = add i64 %v1539, 0
  %base1541 = sext i64 %add1540 to i128
  %next1542 = add i64 %min27, 1
  store i64 %next1542, ptr %j, align 8
  %v1543 = load i64, ptr %j, align 8
  %add1544 = add i64 %v1543, 0
  store i64 %min27, ptr %j, align 8
  %at_next1545 = sext i64 %add1544 to i128
  %step1546 = sub i128 %at_next1545, %base1541
  %step1547 = trunc i128 %step1546 to i64
  %step1548 = sext i64 %step1547 to i128
  %len1549 = sub i64 %dim8, %min27
  %span1550 = sub i64 %len1549, 1
  %span1551 = sext i64 %span1550 to i128
  %reach1552 = mul i128 %step1548, %span1551
  %c1553 = icmp slt i128 %reach1552, 0
  %min1554 = select i1 %c1553, i128 %reach1552, i128 0
  %c1555 = icmp sgt i128 %reach1552, 0
  %max1556 = select i1 %c1555, i128 %reach1552, i128 0
  %least1557 = add i128 %base1541, %min1554
  %most1558 = add i128 %base1541, %max1556
  %fits_low1559 = icmp sge i128 %least1557, -9223372036854775808
  %fits_high1560 = icmp sle i128 %most1558, 9223372036854775807
  %fits1561 = and i1 %fits_low1559, %fits_high1560
  %least1562 = select i1 %fits1561, i128 %least1557, i128 -9223372036854775808
  %most1563 = select i1 %fits1561, i128 %most1558, i128 9223372036854775807
  %sub1564 = sub i64 %dim8, 1
  %base1565 = sext i64 %sub1564 to i128
  %fits_low1566 = icmp sge i128 %base1565, -9223372036854775808
  %fits_high1567 = icmp sle i128 %base1565, 9223372036854775807
  %fits1568 = and i1 %fits_low1566, %fits_high1567
  %least1569 = select i1 %fits1568, i128 %base1565, i128 -9223372036854775808
  %most1570 = select i1 %fits1568, i128 %base1565, i128 9223372036854775807
  %c1571 = icmp slt i128 %least1562, %least1569
  %min1572 = select i1 %c1571, i128 %least1562, i128 %least1569
  %c1573 = icmp slt i128 %most1563, %most1570
  %min1574 = select i1 %c1573, i128 %most1563, i128 %most1570
  %c1575 = icmp sgt i128 0, %min1572
  %max1576 = select i1 %c1575, i128 0, i128 %min1572
  %c1577 = icmp sgt i128 0, %min1574
  %max1578 = select i1 %c1577, i128 0, i128 %min1574
  %extent1579 = sext i64 %dim8 to i128
  %low_ok1580 = icmp sge i128 %max1576, 0
  %high_ok1581 = icmp slt i128 %max1578, %extent1579
  %ok1582 = and i1 %ok1538, %low_ok1580
  %ok1583 = and i1 %ok1582, %high_ok1581
  %v1584 = load i64, ptr %j, align 8
  %add1585 = add i64 %v1584, 1
  %base1586 = sext i64 %add1585 to i128
  %next1587 = add i64 %min27, 1
  store i64 %next1587, ptr %j, align 8
  %v1588 = load i64, ptr %j, align 8
  %add1589 = add i64 %v1588, 1
  store i64 %min27, ptr %j, align 8
  %at_next1590 = sext i64 %add1589 to i128
  %step1591 = sub i128 %at_next1590, %base1586
  %step1592 = trunc i128 %step1591 to i64
  %step1593 = sext i64 %step1592 to i128
  %len1594 = sub i64 %dim8, %min27
  %span1595 = sub i64 %len1594, 1
  %span1596 = sext i64 %span1595 to i128
  %reach1597 = mul i128 %step1593, %span1596
  %c1598 = icmp slt i128 %reach1597, 0
  %min1599 = select i1 %c1598, i128 %reach1597, i128 0
  %c1600 = icmp sgt i128 %reach1597, 0
  %max1601 = select i1 %c1600, i128 %reach1597, i128 0
  %least1602 = add i128 %base1586, %min1599
  %most1603 = add i128 %base1586, %max1601
  %fits_low1604 = icmp sge i128 %least1602, -9223372036854775808
  %fits_high1605 = icmp sle i128 %most1603, 9223372036854775807
  %fits1606 = and i1 %fits_low1604, %fits_high1605
  %least1607 = select i1 %fits1606, i128 %least1602, i128 -9223372036854775808
  %most1608 = select i1 %fits1606, i128 %most1603, i128 9223372036854775807
  %sub1609 = sub i64 %dim8, 1
  %base1610 = sext i64 %sub1609 to i128
  %fits_low1611 = icmp sge i128 %base1610, -9223372036854775808
  %fits_high1612 = icmp sle i128 %base1610, 9223372036854775807
  %fits1613 = and i1 %fits_low1611, %fits_high1612
  %least1614 = select i1 %fits1613, i128 %base1610, i128 -9223372036854775808
  %most1615 = select i1 %fits1613, i128 %base1610, i128 9223372036854775807
  %c1616 = icmp slt i128 %least1607, %least1614
  %min1617 = select i1 %c1616, i128 %least1607, i128 %least1614
  %c1618 = icmp slt i128 %most1608, %most1615
  %min1619 = select i1 %c1618, i128 %most1608, i128 %most1615
  %c1620 = icmp sgt i128 0, %min1617
  %max1621 = select i1 %c1620, i128 0, i128 %min1617
  %c1622 = icmp sgt i128 0, %min1619
  %max1623 = select i1 %c1622, i128 0, i128 %min1619
  %extent1624 = sext i64 %dim8 to i128
  %low_ok1625 = icmp sge i128 %max1621, 0
  %high_ok1626 = icmp slt i128 %max1623, %extent1624
  %ok1627 = and i1 %ok1583, %low_ok1625
  %ok1628 = and i1 %ok1627, %high_ok1626
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, 0
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 %ok1628, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %i, align 8
  %add1648 = add i64 %v1647, 1
  %sub1649 = sub i64 %dim, 1
  %c1650 = icmp slt i64 %add1648, %sub1649
  %mm1651 = select i1 %c1650, i64 %add1648, i64 %sub1649
  %c1652 = icmp sgt i64 0, %mm1651
  %mm1653 = select i1 %c1652, i64 0, i64 %mm1651
  %base1654 = sext i64 %mm1653 to i128
  %fits_low1655 = icmp sge i128 %base1654, -9223372036854775808
  %fits_high1656 = icmp sle i128 %base1654, 9223372036854775807
  %fits1657 = and i1 %fits_low1655, %fits_high1656
  %least1658 = select i1 %fits1657, i128 %base1654, i128 -9223372036854775808
  %most1659 = select i1 %fits1657, i128 %base1654, i128 9223372036854775807
  %extent1660 = sext i64 %dim to i128
  %low_ok1661 = icmp sge i128 %least1658, 0
  %high_ok1662 = icmp slt i128 %most1659, %extent1660
  %ok1663 = and i1 %ok1646, %low_ok1661
  %ok1664 = and i1 %ok1663, %high_ok1662
  br i1 %ok1664, label %proved1665, label %checked1666

loop973:                                          ; preds = %body974, %proved970
  %i976 = load i64, ptr %j, align 8
  %more977 = icmp slt i64 %i976, %min27
  br i1 %more977, label %body974, label %exit975

body974:                                          ; preds = %loop973
  %v978 = load i64, ptr %i, align 8
  %add979 = add i64 %v978, -1
  %sub980 = sub i64 %dim, 1
  %c981 = icmp slt i64 %add979, %sub980
  %mm982 = select i1 %c981, i64 %add979, i64 %sub980
  %c983 = icmp sgt i64 0, %mm982
  %mm984 = select i1 %c983, i64 0, i64 %mm982
  %j985 = load i64, ptr %j, align 8
  %tap = add i64 %j985, -1
  %pos986 = mul i64 0, %dim
  %pos987 = add i64 %pos986, %mm984
  %pos988 = mul i64 %pos987, %dim8
  %pos989 = add i64 %pos988, %tap
  %elp990 = getelementptr inbounds float, ptr %buf, i64 %pos989
  %el991 = load float, ptr %elp990, align 4, !alias.scope !0, !noalias !3
  store float %el991, ptr %next_32, align 4
  %v992 = load i64, ptr %i, align 8
  %add993 = add i64 %v992, -1
  %sub994 = sub i64 %dim, 1
  %c995 = icmp slt i64 %add993, %sub994
  %mm996 = select i1 %c995, i64 %add993, i64 %sub994
  %c997 = icmp sgt i64 0, %mm996
  %mm998 = select i1 %c997, i64 0, i64 %mm996
  %j999 = load i64, ptr %j, align 8
  %tap1000 = add i64 %j999, 0
  %pos1001 = mul i64 0, %dim
  %pos1002 = add i64 %pos1001, %mm998
  %pos1003 = mul i64 %pos1002, %dim8
  %pos1004 = add i64 %pos1003, %tap1000
  %elp1005 = getelementptr inbounds float, ptr %buf, i64 %pos1004
  %el1006 = load float, ptr %elp1005, align 4, !alias.scope !0, !noalias !3
  store float %el1006, ptr %next_33, align 4
  %v1007 = load i64, ptr %i, align 8
  %add1008 = add i64 %v1007, -1
  %sub1009 = sub i64 %dim, 1
  %c1010 = icmp slt i64 %add1008, %sub1009
  %mm1011 = select i1 %c1010, i64 %add1008, i64 %sub1009
  %c1012 = icmp sgt i64 0, %mm1011
  %mm1013 = select i1 %c1012, i64 0, i64 %mm1011
  %j1014 = load i64, ptr %j, align 8
  %tap1015 = add i64 %j1014, 1
  %pos1016 = mul i64 0, %dim
  %pos1017 = add i64 %pos1016, %mm1013
  %pos1018 = mul i64 %pos1017, %dim8
  %pos1019 = add i64 %pos1018, %tap1015
  %elp1020 = getelementptr inbounds float, ptr %buf, i64 %pos1019
  %el1021 = load float, ptr %elp1020, align 4, !alias.scope !0, !noalias !3
  store float %el1021, ptr %next_34, align 4
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %j1029 = load i64, ptr %j, align 8
  %tap1030 = add i64 %j1029, -1
  %pos1031 = mul i64 0, %dim
  %pos1032 = add i64 %pos1031, %mm1028
  %pos1033 = mul i64 %pos1032, %dim8
  %pos1034 = add i64 %pos1033, %tap1030
  %elp1035 = getelementptr inbounds float, ptr %buf, i64 %pos1034
  %el1036 = load float, ptr %elp1035, align 4, !alias.scope !0, !noalias !3
  store float %el1036, ptr %next_35, align 4
  %v1037 = load i64, ptr %i, align 8
  %add1038 = add i64 %v1037, 0
  %sub1039 = sub i64 %dim, 1
  %c1040 = icmp slt i64 %add1038, %sub1039
  %mm1041 = select i1 %c1040, i64 %add1038, i64 %sub1039
  %c1042 = icmp sgt i64 0, %mm1041
  %mm1043 = select i1 %c1042, i64 0, i64 %mm1041
  %j1044 = load i64, ptr %j, align 8
  %tap1045 = add i64 %j1044, 0
  %pos1046 = mul i64 0, %dim
  %pos1047 = add i64 %pos1046, %mm1043
  %pos1048 = mul i64 %pos1047, %dim8
  %pos1049 = add i64 %pos1048, %tap1045
  %elp1050 = getelementptr inbounds float, ptr %buf, i64 %pos1049
  %el1051 = load float, ptr %elp1050, align 4, !alias.scope !0, !noalias !3
  store float %el1051, ptr %next_36, align 4
  %v1052 = load i64, ptr %i, align 8
  %add1053 = add i64 %v1052, 0
  %sub1054 = sub i64 %dim, 1
  %c1055 = icmp slt i64 %add1053, %sub1054
  %mm1056 = select i1 %c1055, i64 %add1053, i64 %sub1054
  %c1057 = icmp sgt i64 0, %mm1056
  %mm1058 = select i1 %c1057, i64 0, i64 %mm1056
  %j1059 = load i64, ptr %j, align 8
  %tap1060 = add i64 %j1059, 1
  %pos1061 = mul i64 0, %dim
  %pos1062 = add i64 %pos1061, %mm1058
  %pos1063 = mul i64 %pos1062, %dim8
  %pos1064 = add i64 %pos1063, %tap1060
  %elp1065 = getelementptr inbounds float, ptr %buf, i64 %pos1064
  %el1066 = load float, ptr %elp1065, align 4, !alias.scope !0, !noalias !3
  store float %el1066, ptr %next_37, align 4
  %v1067 = load i64, ptr %i, align 8
  %add1068 = add i64 %v1067, 1
  %sub1069 = sub i64 %dim, 1
  %c1070 = icmp slt i64 %add1068, %sub1069
  %mm1071 = select i1 %c1070, i64 %add1068, i64 %sub1069
  %c1072 = icmp sgt i64 0, %mm1071
  %mm1073 = select i1 %c1072, i64 0, i64 %mm1071
  %j1074 = load i64, ptr %j, align 8
  %tap1075 = add i64 %j1074, -1
  %pos1076 = mul i64 0, %dim
  %pos1077 = add i64 %pos1076, %mm1073
  %pos1078 = mul i64 %pos1077, %dim8
  %pos1079 = add i64 %pos1078, %tap1075
  %elp1080 = getelementptr inbounds float, ptr %buf, i64 %pos1079
  %el1081 = load float, ptr %elp1080, align 4, !alias.scope !0, !noalias !3
  store float %el1081, ptr %next_38, align 4
  %v1082 = load i64, ptr %i, align 8
  %add1083 = add i64 %v1082, 1
  %sub1084 = sub i64 %dim, 1
  %c1085 = icmp slt i64 %add1083, %sub1084
  %mm1086 = select i1 %c1085, i64 %add1083, i64 %sub1084
  %c1087 = icmp sgt i64 0, %mm1086
  %mm1088 = select i1 %c1087, i64 0, i64 %mm1086
  %j1089 = load i64, ptr %j, align 8
  %tap1090 = add i64 %j1089, 0
  %pos1091 = mul i64 0, %dim
  %pos1092 = add i64 %pos1091, %mm1088
  %pos1093 = mul i64 %pos1092, %dim8
  %pos1094 = add i64 %pos1093, %tap1090
  %elp1095 = getelementptr inbounds float, ptr %buf, i64 %pos1094
  %el1096 = load float, ptr %elp1095, align 4, !alias.scope !0, !noalias !3
  store float %el1096, ptr %next_39, align 4
  %v1097 = load i64, ptr %i, align 8
  %add1098 = add i64 %v1097, 1
  %sub1099 = sub i64 %dim, 1
  %c1100 = icmp slt i64 %add1098, %sub1099
  %mm1101 = select i1 %c1100, i64 %add1098, i64 %sub1099
  %c1102 = icmp sgt i64 0, %mm1101
  %mm1103 = select i1 %c1102, i64 0, i64 %mm1101
  %j1104 = load i64, ptr %j, align 8
  %tap1105 = add i64 %j1104, 1
  %pos1106 = mul i64 0, %dim
  %pos1107 = add i64 %pos1106, %mm1103
  %pos1108 = mul i64 %pos1107, %dim8
  %pos1109 = add i64 %pos1108, %tap1105
  %elp1110 = getelementptr inbounds float, ptr %buf, i64 %pos1109
  %el1111 = load float, ptr %elp1110, align 4, !alias.scope !0, !noalias !3
  store float %el1111, ptr %next_40, align 4
  %cv1112 = sitofp i64 %dim to float
  %fd1113 = fdiv float 0x3F90624DE0000000, %cv1112
  store float %fd1113, ptr %gh_41, align 4
  %tup1114 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1115 = insertvalue { i64, i64 } %tup1114, i64 %dim8, 1
  %proj1116 = extractvalue { i64, i64 } %tup1115, 1
  %cv1117 = sitofp i64 %proj1116 to float
  %fd1118 = fdiv float 0x3F90624DE0000000, %cv1117
  store float %fd1118, ptr %gw_42, align 4
  %v1119 = load float, ptr %next_36, align 4
  %fm1120 = fmul float 2.000000e+00, %v1119
  store float %fm1120, ptr %"%cse0_43", align 4
  %v1121 = load float, ptr %next_39, align 4
  %v1122 = load float, ptr %next_33, align 4
  %fa1123 = fadd float %v1121, %v1122
  %v1124 = load float, ptr %"%cse0_43", align 4
  %fs1125 = fsub float %fa1123, %v1124
  %v1126 = load float, ptr %gh_41, align 4
  %v1127 = load float, ptr %gw_42, align 4
  %fm1128 = fmul float 0x3FB99999A0000000, %v1127
  %fd1129 = fdiv float %v1126, %fm1128
  %fd1130 = fdiv float %fs1125, %fd1129
  %v1131 = load float, ptr %next_37, align 4
  %v1132 = load float, ptr %next_35, align 4
  %fa1133 = fadd float %v1131, %v1132
  %v1134 = load float, ptr %"%cse0_43", align 4
  %fs1135 = fsub float %fa1133, %v1134
  %v1136 = load float, ptr %gw_42, align 4
  %v1137 = load float, ptr %gh_41, align 4
  %fm1138 = fmul float 0x3FB99999A0000000, %v1137
  %fd1139 = fdiv float %v1136, %fm1138
  %fd1140 = fdiv float %fs1135, %fd1139
  %fa1141 = fadd float %fd1130, %fd1140
  %v1142 = load float, ptr %next_36, align 4
  %fs1143 = fsub float 8.000000e+01, %v1142
  %v1144 = load float, ptr %gh_41, align 4
  %fm1145 = fmul float 1.000000e+02, %v1144
  %v1146 = load float, ptr %gw_42, align 4
  %fm1147 = fmul float %fm1145, %v1146
  %fd1148 = fdiv float 0x3F40624DE0000000, %fm1147
  %fd1149 = fdiv float %fs1143, %fd1148
  %fa1150 = fadd float %fa1141, %fd1149
  store float %fa1150, ptr %flux2_29, align 4
  %v1151 = load i64, ptr %i, align 8
  %v1152 = load i64, ptr %j, align 8
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %v1151
  %pos1155 = mul i64 %pos1154, %dim8
  %pos1156 = add i64 %pos1155, %v1152
  %v1157 = load float, ptr %flux2_29, align 4
  %elp1158 = getelementptr inbounds float, ptr %buf419, i64 %pos1156
  store float %v1157, ptr %elp1158, align 4, !alias.scope !3, !noalias !0
  %i1159 = load i64, ptr %j, align 8
  %next1160 = add i64 %i1159, 1
  store i64 %next1160, ptr %j, align 8
  br label %loop973

exit975:                                          ; preds = %loop973
  br label %versions_done972

loop1161:                                         ; preds = %ok1418, %checked971
  %i1164 = load i64, ptr %j, align 8
  %more1165 = icmp slt i64 %i1164, %min27
  br i1 %more1165, label %body1162, label %exit1163

body1162:                                         ; preds = %loop1161
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, -1
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

exit1163:                                         ; preds = %loop1161
  br label %versions_done972

fail1176:                                         ; preds = %body1162
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %body1162
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next_32, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 0
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %next_33, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, -1
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, 1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %next_34, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, -1
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %next_35, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 0
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %next_36, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 0
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, 1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %next_37, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, -1
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %next_38, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 0
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %next_39, align 4
  %v1398 = load i64, ptr %i, align 8
  %add1399 = add i64 %v1398, 1
  %sub1400 = sub i64 %dim, 1
  %c1401 = icmp slt i64 %add1399, %sub1400
  %mm1402 = select i1 %c1401, i64 %add1399, i64 %sub1400
  %c1403 = icmp sgt i64 0, %mm1402
  %mm1404 = select i1 %c1403, i64 0, i64 %mm1402
  %j1405 = load i64, ptr %j, align 8
  %tap1406 = add i64 %j1405, 1
  %inb1407 = icmp ult i64 %mm1404, %dim
  br i1 %inb1407, label %ok1409, label %fail1408

fail1408:                                         ; preds = %ok1389
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1404, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1413, align 8
  ret i32 1

ok1409:                                           ; preds = %ok1389
  %pos1414 = mul i64 0, %dim
  %pos1415 = add i64 %pos1414, %mm1404
  %inb1416 = icmp ult i64 %tap1406, %dim8
  br i1 %inb1416, label %ok1418, label %fail1417

fail1417:                                         ; preds = %ok1409
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1406, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1422, align 8
  ret i32 1

ok1418:                                           ; preds = %ok1409
  %pos1423 = mul i64 %pos1415, %dim8
  %pos1424 = add i64 %pos1423, %tap1406
  %elp1425 = getelementptr inbounds float, ptr %buf, i64 %pos1424
  %el1426 = load float, ptr %elp1425, align 4, !alias.scope !0, !noalias !3
  store float %el1426, ptr %next_40, align 4
  %cv1427 = sitofp i64 %dim to float
  %fd1428 = fdiv float 0x3F90624DE0000000, %cv1427
  store float %fd1428, ptr %gh_41, align 4
  %tup1429 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1430 = insertvalue { i64, i64 } %tup1429, i64 %dim8, 1
  %proj1431 = extractvalue { i64, i64 } %tup1430, 1
  %cv1432 = sitofp i64 %proj1431 to float
  %fd1433 = fdiv float 0x3F90624DE0000000, %cv1432
  store float %fd1433, ptr %gw_42, align 4
  %v1434 = load float, ptr %next_36, align 4
  %fm1435 = fmul float 2.000000e+00, %v1434
  store float %fm1435, ptr %"%cse0_43", align 4
  %v1436 = load float, ptr %next_39, align 4
  %v1437 = load float, ptr %next_33, align 4
  %fa1438 = fadd float %v1436, %v1437
  %v1439 = load float, ptr %"%cse0_43", align 4
  %fs1440 = fsub float %fa1438, %v1439
  %v1441 = load float, ptr %gh_41, align 4
  %v1442 = load float, ptr %gw_42, align 4
  %fm1443 = fmul float 0x3FB99999A0000000, %v1442
  %fd1444 = fdiv float %v1441, %fm1443
  %fd1445 = fdiv float %fs1440, %fd1444
  %v1446 = load float, ptr %next_37, align 4
  %v1447 = load float, ptr %next_35, align 4
  %fa1448 = fadd float %v1446, %v1447
  %v1449 = load float, ptr %"%cse0_43", align 4
  %fs1450 = fsub float %fa1448, %v1449
  %v1451 = load float, ptr %gw_42, align 4
  %v1452 = load float, ptr %gh_41, align 4
  %fm1453 = fmul float 0x3FB99999A0000000, %v1452
  %fd1454 = fdiv float %v1451, %fm1453
  %fd1455 = fdiv float %fs1450, %fd1454
  %fa1456 = fadd float %fd1445, %fd1455
  %v1457 = load float, ptr %next_36, align 4
  %fs1458 = fsub float 8.000000e+01, %v1457
  %v1459 = load float, ptr %gh_41, align 4
  %fm1460 = fmul float 1.000000e+02, %v1459
  %v1461 = load float, ptr %gw_42, align 4
  %fm1462 = fmul float %fm1460, %v1461
  %fd1463 = fdiv float 0x3F40624DE0000000, %fm1462
  %fd1464 = fdiv float %fs1458, %fd1463
  %fa1465 = fadd float %fa1456, %fd1464
  store float %fa1465, ptr %flux2_29, align 4
  %v1466 = load i64, ptr %i, align 8
  %v1467 = load i64, ptr %j, align 8
  %pos1468 = mul i64 0, %dim
  %pos1469 = add i64 %pos1468, %v1466
  %pos1470 = mul i64 %pos1469, %dim8
  %pos1471 = add i64 %pos1470, %v1467
  %v1472 = load float, ptr %flux2_29, align 4
  %elp1473 = getelementptr inbounds float, ptr %buf419, i64 %pos1471
  store float %v1472, ptr %elp1473, align 4, !alias.scope !3, !noalias !0
  %i1474 = load i64, ptr %j, align 8
  %next1475 = add i64 %i1474, 1
  store i64 %next1475, ptr %j, align 8
  br label %loop1161

proved1665:                                       ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1668

checked1666:                                      ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1902

versions_done1667:                                ; preds = %exit1904, %exit1670
  %i2262 = load i64, ptr %i, align 8
  %next2263 = add i64 %i2262, 1
  store i64 %next2263, ptr %i, align 8
  br label %loop

loop1668:                                         ; preds = %body1669, %proved1665
  %i1671 = load i64, ptr %j, align 8
  %more1672 = icmp slt i64 %i1671, %dim8
  br i1 %more1672, label %body1669, label %exit1670

body1669:                                         ; preds = %loop1668
  %v1673 = load i64, ptr %i, align 8
  %add1674 = add i64 %v1673, -1
  %sub1675 = sub i64 %dim, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %v1680 = load i64, ptr %j, align 8
  %add1681 = add i64 %v1680, -1
  %sub1682 = sub i64 %dim8, 1
  %c1683 = icmp slt i64 %add1681, %sub1682
  %mm1684 = select i1 %c1683, i64 %add1681, i64 %sub1682
  %c1685 = icmp sgt i64 0, %mm1684
  %mm1686 = select i1 %c1685, i64 0, i64 %mm1684
  %pos1687 = mul i64 0, %dim
  %pos1688 = add i64 %pos1687, %mm1679
  %pos1689 = mul i64 %pos1688, %dim8
  %pos1690 = add i64 %pos1689, %mm1686
  %elp1691 = getelementptr inbounds float, ptr %buf, i64 %pos1690
  %el1692 = load float, ptr %elp1691, align 4, !alias.scope !0, !noalias !3
  store float %el1692, ptr %next_32, align 4
  %v1693 = load i64, ptr %i, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, 0
  %sub1702 = sub i64 %dim8, 1
  %c1703 = icmp slt i64 %add1701, %sub1702
  %mm1704 = select i1 %c1703, i64 %add1701, i64 %sub1702
  %c1705 = icmp sgt i64 0, %mm1704
  %mm1706 = select i1 %c1705, i64 0, i64 %mm1704
  %pos1707 = mul i64 0, %dim
  %pos1708 = add i64 %pos1707, %mm1699
  %pos1709 = mul i64 %pos1708, %dim8
  %pos1710 = add i64 %pos1709, %mm1706
  %elp1711 = getelementptr inbounds float, ptr %buf, i64 %pos1710
  %el1712 = load float, ptr %elp1711, align 4, !alias.scope !0, !noalias !3
  store float %el1712, ptr %next_33, align 4
  %v1713 = load i64, ptr %i, align 8
  %add1714 = add i64 %v1713, -1
  %sub1715 = sub i64 %dim, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, 1
  %sub1722 = sub i64 %dim8, 1
  %c1723 = icmp slt i64 %add1721, %sub1722
  %mm1724 = select i1 %c1723, i64 %add1721, i64 %sub1722
  %c1725 = icmp sgt i64 0, %mm1724
  %mm1726 = select i1 %c1725, i64 0, i64 %mm1724
  %pos1727 = mul i64 0, %dim
  %pos1728 = add i64 %pos1727, %mm1719
  %pos1729 = mul i64 %pos1728, %dim8
  %pos1730 = add i64 %pos1729, %mm1726
  %elp1731 = getelementptr inbounds float, ptr %buf, i64 %pos1730
  %el1732 = load float, ptr %elp1731, align 4, !alias.scope !0, !noalias !3
  store float %el1732, ptr %next_34, align 4
  %v1733 = load i64, ptr %i, align 8
  %add1734 = add i64 %v1733, 0
  %sub1735 = sub i64 %dim, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %v1740 = load i64, ptr %j, align 8
  %add1741 = add i64 %v1740, -1
  %sub1742 = sub i64 %dim8, 1
  %c1743 = icmp slt i64 %add1741, %sub1742
  %mm1744 = select i1 %c1743, i64 %add1741, i64 %sub1742
  %c1745 = icmp sgt i64 0, %mm1744
  %mm1746 = select i1 %c1745, i64 0, i64 %mm1744
  %pos1747 = mul i64 0, %dim
  %pos1748 = add i64 %pos1747, %mm1739
  %pos1749 = mul i64 %pos1748, %dim8
  %pos1750 = add i64 %pos1749, %mm1746
  %elp1751 = getelementptr inbounds float, ptr %buf, i64 %pos1750
  %el1752 = load float, ptr %elp1751, align 4, !alias.scope !0, !noalias !3
  store float %el1752, ptr %next_35, align 4
  %v1753 = load i64, ptr %i, align 8
  %add1754 = add i64 %v1753, 0
  %sub1755 = sub i64 %dim, 1
  %c1756 = icmp slt i64 %add1754, %sub1755
  %mm1757 = select i1 %c1756, i64 %add1754, i64 %sub1755
  %c1758 = icmp sgt i64 0, %mm1757
  %mm1759 = select i1 %c1758, i64 0, i64 %mm1757
  %v1760 = load i64, ptr %j, align 8
  %add1761 = add i64 %v1760, 0
  %sub1762 = sub i64 %dim8, 1
  %c1763 = icmp slt i64 %add1761, %sub1762
  %mm1764 = select i1 %c1763, i64 %add1761, i64 %sub1762
  %c1765 = icmp sgt i64 0, %mm1764
  %mm1766 = select i1 %c1765, i64 0, i64 %mm1764
  %pos1767 = mul i64 0, %dim
  %pos1768 = add i64 %pos1767, %mm1759
  %pos1769 = mul i64 %pos1768, %dim8
  %pos1770 = add i64 %pos1769, %mm1766
  %elp1771 = getelementptr inbounds float, ptr %buf, i64 %pos1770
  %el1772 = load float, ptr %elp1771, align 4, !alias.scope !0, !noalias !3
  store float %el1772, ptr %next_36, align 4
  %v1773 = load i64, ptr %i, align 8
  %add1774 = add i64 %v1773, 0
  %sub1775 = sub i64 %dim, 1
  %c1776 = icmp slt i64 %add1774, %sub1775
  %mm1777 = select i1 %c1776, i64 %add1774, i64 %sub1775
  %c1778 = icmp sgt i64 0, %mm1777
  %mm1779 = select i1 %c1778, i64 0, i64 %mm1777
  %v1780 = load i64, ptr %j, align 8
  %add1781 = add i64 %v1780, 1
  %sub1782 = sub i64 %dim8, 1
  %c1783 = icmp slt i64 %add1781, %sub1782
  %mm1784 = select i1 %c1783, i64 %add1781, i64 %sub1782
  %c1785 = icmp sgt i64 0, %mm1784
  %mm1786 = select i1 %c1785, i64 0, i64 %mm1784
  %pos1787 = mul i64 0, %dim
  %pos1788 = add i64 %pos1787, %mm1779
  %pos1789 = mul i64 %pos1788, %dim8
  %pos1790 = add i64 %pos1789, %mm1786
  %elp1791 = getelementptr inbounds float, ptr %buf, i64 %pos1790
  %el1792 = load float, ptr %elp1791, align 4, !alias.scope !0, !noalias !3
  store float %el1792, ptr %next_37, align 4
  %v1793 = load i64, ptr %i, align 8
  %add1794 = add i64 %v1793, 1
  %sub1795 = sub i64 %dim, 1
  %c1796 = icmp slt i64 %add1794, %sub1795
  %mm1797 = select i1 %c1796, i64 %add1794, i64 %sub1795
  %c1798 = icmp sgt i64 0, %mm1797
  %mm1799 = select i1 %c1798, i64 0, i64 %mm1797
  %v1800 = load i64, ptr %j, align 8
  %add1801 = add i64 %v1800, -1
  %sub1802 = sub i64 %dim8, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %pos1807 = mul i64 0, %dim
  %pos1808 = add i64 %pos1807, %mm1799
  %pos1809 = mul i64 %pos1808, %dim8
  %pos1810 = add i64 %pos1809, %mm1806
  %elp1811 = getelementptr inbounds float, ptr %buf, i64 %pos1810
  %el1812 = load float, ptr %elp1811, align 4, !alias.scope !0, !noalias !3
  store float %el1812, ptr %next_38, align 4
  %v1813 = load i64, ptr %i, align 8
  %add1814 = add i64 %v1813, 1
  %sub1815 = sub i64 %dim, 1
  %c1816 = icmp slt i64 %add1814, %sub1815
  %mm1817 = select i1 %c1816, i64 %add1814, i64 %sub1815
  %c1818 = icmp sgt i64 0, %mm1817
  %mm1819 = select i1 %c1818, i64 0, i64 %mm1817
  %v1820 = load i64, ptr %j, align 8
  %add1821 = add i64 %v1820, 0
  %sub1822 = sub i64 %dim8, 1
  %c1823 = icmp slt i64 %add1821, %sub1822
  %mm1824 = select i1 %c1823, i64 %add1821, i64 %sub1822
  %c1825 = icmp sgt i64 0, %mm1824
  %mm1826 = select i1 %c1825, i64 0, i64 %mm1824
  %pos1827 = mul i64 0, %dim
  %pos1828 = add i64 %pos1827, %mm1819
  %pos1829 = mul i64 %pos1828, %dim8
  %pos1830 = add i64 %pos1829, %mm1826
  %elp1831 = getelementptr inbounds float, ptr %buf, i64 %pos1830
  %el1832 = load float, ptr %elp1831, align 4, !alias.scope !0, !noalias !3
  store float %el1832, ptr %next_39, align 4
  %v1833 = load i64, ptr %i, align 8
  %add1834 = add i64 %v1833, 1
  %sub1835 = sub i64 %dim, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 1
  %sub1842 = sub i64 %dim8, 1
  %c1843 = icmp slt i64 %add1841, %sub1842
  %mm1844 = select i1 %c1843, i64 %add1841, i64 %sub1842
  %c1845 = icmp sgt i64 0, %mm1844
  %mm1846 = select i1 %c1845, i64 0, i64 %mm1844
  %pos1847 = mul i64 0, %dim
  %pos1848 = add i64 %pos1847, %mm1839
  %pos1849 = mul i64 %pos1848, %dim8
  %pos1850 = add i64 %pos1849, %mm1846
  %elp1851 = getelementptr inbounds float, ptr %buf, i64 %pos1850
  %el1852 = load float, ptr %elp1851, align 4, !alias.scope !0, !noalias !3
  store float %el1852, ptr %next_40, align 4
  %cv1853 = sitofp i64 %dim to float
  %fd1854 = fdiv float 0x3F90624DE0000000, %cv1853
  store float %fd1854, ptr %gh_41, align 4
  %tup1855 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1856 = insertvalue { i64, i64 } %tup1855, i64 %dim8, 1
  %proj1857 = extractvalue { i64, i64 } %tup1856, 1
  %cv1858 = sitofp i64 %proj1857 to float
  %fd1859 = fdiv float 0x3F90624DE0000000, %cv1858
  store float %fd1859, ptr %gw_42, align 4
  %v1860 = load float, ptr %next_36, align 4
  %fm1861 = fmul float 2.000000e+00, %v1860
  store float %fm1861, ptr %"%cse0_43", align 4
  %v1862 = load float, ptr %next_39, align 4
  %v1863 = load float, ptr %next_33, align 4
  %fa1864 = fadd float %v1862, %v1863
  %v1865 = load float, ptr %"%cse0_43", align 4
  %fs1866 = fsub float %fa1864, %v1865
  %v1867 = load float, ptr %gh_41, align 4
  %v1868 = load float, ptr %gw_42, align 4
  %fm1869 = fmul float 0x3FB99999A0000000, %v1868
  %fd1870 = fdiv float %v1867, %fm1869
  %fd1871 = fdiv float %fs1866, %fd1870
  %v1872 = load float, ptr %next_37, align 4
  %v1873 = load float, ptr %next_35, align 4
  %fa1874 = fadd float %v1872, %v1873
  %v1875 = load float, ptr %"%cse0_43", align 4
  %fs1876 = fsub float %fa1874, %v1875
  %v1877 = load float, ptr %gw_42, align 4
  %v1878 = load float, ptr %gh_41, align 4
  %fm1879 = fmul float 0x3FB99999A0000000, %v1878
  %fd1880 = fdiv float %v1877, %fm1879
  %fd1881 = fdiv float %fs1876, %fd1880
  %fa1882 = fadd float %fd1871, %fd1881
  %v1883 = load float, ptr %next_36, align 4
  %fs1884 = fsub float 8.000000e+01, %v1883
  %v1885 = load float, ptr %gh_41, align 4
  %fm1886 = fmul float 1.000000e+02, %v1885
  %v1887 = load float, ptr %gw_42, align 4
  %fm1888 = fmul float %fm1886, %v1887
  %fd1889 = fdiv float 0x3F40624DE0000000, %fm1888
  %fd1890 = fdiv float %fs1884, %fd1889
  %fa1891 = fadd float %fa1882, %fd1890
  store float %fa1891, ptr %flux2_29, align 4
  %v1892 = load i64, ptr %i, align 8
  %v1893 = load i64, ptr %j, align 8
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %v1892
  %pos1896 = mul i64 %pos1895, %dim8
  %pos1897 = add i64 %pos1896, %v1893
  %v1898 = load float, ptr %flux2_29, align 4
  %elp1899 = getelementptr inbounds float, ptr %buf419, i64 %pos1897
  store float %v1898, ptr %elp1899, align 4, !alias.scope !3, !noalias !0
  %i1900 = load i64, ptr %j, align 8
  %next1901 = add i64 %i1900, 1
  store i64 %next1901, ptr %j, align 8
  br label %loop1668

exit1670:                                         ; preds = %loop1668
  br label %versions_done1667

loop1902:                                         ; preds = %ok2204, %checked1666
  %i1905 = load i64, ptr %j, align 8
  %more1906 = icmp slt i64 %i1905, %dim8
  br i1 %more1906, label %body1903, label %exit1904

body1903:                                         ; preds = %loop1902
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, -1
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

exit1904:                                         ; preds = %loop1902
  br label %versions_done1667

fail1922:                                         ; preds = %body1903
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %body1903
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %next_32, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, -1
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 0
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next_33, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, -1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %next_34, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 0
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, -1
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %next_35, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 0
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 0
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %next_36, align 4
  %v2077 = load i64, ptr %i, align 8
  %add2078 = add i64 %v2077, 0
  %sub2079 = sub i64 %dim, 1
  %c2080 = icmp slt i64 %add2078, %sub2079
  %mm2081 = select i1 %c2080, i64 %add2078, i64 %sub2079
  %c2082 = icmp sgt i64 0, %mm2081
  %mm2083 = select i1 %c2082, i64 0, i64 %mm2081
  %v2084 = load i64, ptr %j, align 8
  %add2085 = add i64 %v2084, 1
  %sub2086 = sub i64 %dim8, 1
  %c2087 = icmp slt i64 %add2085, %sub2086
  %mm2088 = select i1 %c2087, i64 %add2085, i64 %sub2086
  %c2089 = icmp sgt i64 0, %mm2088
  %mm2090 = select i1 %c2089, i64 0, i64 %mm2088
  %inb2091 = icmp ult i64 %mm2083, %dim
  br i1 %inb2091, label %ok2093, label %fail2092

fail2092:                                         ; preds = %ok2068
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2083, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2097, align 8
  ret i32 1

ok2093:                                           ; preds = %ok2068
  %pos2098 = mul i64 0, %dim
  %pos2099 = add i64 %pos2098, %mm2083
  %inb2100 = icmp ult i64 %mm2090, %dim8
  br i1 %inb2100, label %ok2102, label %fail2101

fail2101:                                         ; preds = %ok2093
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2090, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %ok2093
  %pos2107 = mul i64 %pos2099, %dim8
  %pos2108 = add i64 %pos2107, %mm2090
  %elp2109 = getelementptr inbounds float, ptr %buf, i64 %pos2108
  %el2110 = load float, ptr %elp2109, align 4, !alias.scope !0, !noalias !3
  store float %el2110, ptr %next_37, align 4
  %v2111 = load i64, ptr %i, align 8
  %add2112 = add i64 %v2111, 1
  %sub2113 = sub i64 %dim, 1
  %c2114 = icmp slt i64 %add2112, %sub2113
  %mm2115 = select i1 %c2114, i64 %add2112, i64 %sub2113
  %c2116 = icmp sgt i64 0, %mm2115
  %mm2117 = select i1 %c2116, i64 0, i64 %mm2115
  %v2118 = load i64, ptr %j, align 8
  %add2119 = add i64 %v2118, -1
  %sub2120 = sub i64 %dim8, 1
  %c2121 = icmp slt i64 %add2119, %sub2120
  %mm2122 = select i1 %c2121, i64 %add2119, i64 %sub2120
  %c2123 = icmp sgt i64 0, %mm2122
  %mm2124 = select i1 %c2123, i64 0, i64 %mm2122
  %inb2125 = icmp ult i64 %mm2117, %dim
  br i1 %inb2125, label %ok2127, label %fail2126

fail2126:                                         ; preds = %ok2102
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2117, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2131, align 8
  ret i32 1

ok2127:                                           ; preds = %ok2102
  %pos2132 = mul i64 0, %dim
  %pos2133 = add i64 %pos2132, %mm2117
  %inb2134 = icmp ult i64 %mm2124, %dim8
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2127
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2124, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2127
  %pos2141 = mul i64 %pos2133, %dim8
  %pos2142 = add i64 %pos2141, %mm2124
  %elp2143 = getelementptr inbounds float, ptr %buf, i64 %pos2142
  %el2144 = load float, ptr %elp2143, align 4, !alias.scope !0, !noalias !3
  store float %el2144, ptr %next_38, align 4
  %v2145 = load i64, ptr %i, align 8
  %add2146 = add i64 %v2145, 1
  %sub2147 = sub i64 %dim, 1
  %c2148 = icmp slt i64 %add2146, %sub2147
  %mm2149 = select i1 %c2148, i64 %add2146, i64 %sub2147
  %c2150 = icmp sgt i64 0, %mm2149
  %mm2151 = select i1 %c2150, i64 0, i64 %mm2149
  %v2152 = load i64, ptr %j, align 8
  %add2153 = add i64 %v2152, 0
  %sub2154 = sub i64 %dim8, 1
  %c2155 = icmp slt i64 %add2153, %sub2154
  %mm2156 = select i1 %c2155, i64 %add2153, i64 %sub2154
  %c2157 = icmp sgt i64 0, %mm2156
  %mm2158 = select i1 %c2157, i64 0, i64 %mm2156
  %inb2159 = icmp ult i64 %mm2151, %dim
  br i1 %inb2159, label %ok2161, label %fail2160

fail2160:                                         ; preds = %ok2136
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2151, ptr %errp2164, align 8
  %errp2165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2165, align 8
  ret i32 1

ok2161:                                           ; preds = %ok2136
  %pos2166 = mul i64 0, %dim
  %pos2167 = add i64 %pos2166, %mm2151
  %inb2168 = icmp ult i64 %mm2158, %dim8
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2161
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2158, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2161
  %pos2175 = mul i64 %pos2167, %dim8
  %pos2176 = add i64 %pos2175, %mm2158
  %elp2177 = getelementptr inbounds float, ptr %buf, i64 %pos2176
  %el2178 = load float, ptr %elp2177, align 4, !alias.scope !0, !noalias !3
  store float %el2178, ptr %next_39, align 4
  %v2179 = load i64, ptr %i, align 8
  %add2180 = add i64 %v2179, 1
  %sub2181 = sub i64 %dim, 1
  %c2182 = icmp slt i64 %add2180, %sub2181
  %mm2183 = select i1 %c2182, i64 %add2180, i64 %sub2181
  %c2184 = icmp sgt i64 0, %mm2183
  %mm2185 = select i1 %c2184, i64 0, i64 %mm2183
  %v2186 = load i64, ptr %j, align 8
  %add2187 = add i64 %v2186, 1
  %sub2188 = sub i64 %dim8, 1
  %c2189 = icmp slt i64 %add2187, %sub2188
  %mm2190 = select i1 %c2189, i64 %add2187, i64 %sub2188
  %c2191 = icmp sgt i64 0, %mm2190
  %mm2192 = select i1 %c2191, i64 0, i64 %mm2190
  %inb2193 = icmp ult i64 %mm2185, %dim
  br i1 %inb2193, label %ok2195, label %fail2194

fail2194:                                         ; preds = %ok2170
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2185, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2199, align 8
  ret i32 1

ok2195:                                           ; preds = %ok2170
  %pos2200 = mul i64 0, %dim
  %pos2201 = add i64 %pos2200, %mm2185
  %inb2202 = icmp ult i64 %mm2192, %dim8
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2195
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2192, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2195
  %pos2209 = mul i64 %pos2201, %dim8
  %pos2210 = add i64 %pos2209, %mm2192
  %elp2211 = getelementptr inbounds float, ptr %buf, i64 %pos2210
  %el2212 = load float, ptr %elp2211, align 4, !alias.scope !0, !noalias !3
  store float %el2212, ptr %next_40, align 4
  %cv2213 = sitofp i64 %dim to float
  %fd2214 = fdiv float 0x3F90624DE0000000, %cv2213
  store float %fd2214, ptr %gh_41, align 4
  %tup2215 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2216 = insertvalue { i64, i64 } %tup2215, i64 %dim8, 1
  %proj2217 = extractvalue { i64, i64 } %tup2216, 1
  %cv2218 = sitofp i64 %proj2217 to float
  %fd2219 = fdiv float 0x3F90624DE0000000, %cv2218
  store float %fd2219, ptr %gw_42, align 4
  %v2220 = load float, ptr %next_36, align 4
  %fm2221 = fmul float 2.000000e+00, %v2220
  store float %fm2221, ptr %"%cse0_43", align 4
  %v2222 = load float, ptr %next_39, align 4
  %v2223 = load float, ptr %next_33, align 4
  %fa2224 = fadd float %v2222, %v2223
  %v2225 = load float, ptr %"%cse0_43", align 4
  %fs2226 = fsub float %fa2224, %v2225
  %v2227 = load float, ptr %gh_41, align 4
  %v2228 = load float, ptr %gw_42, align 4
  %fm2229 = fmul float 0x3FB99999A0000000, %v2228
  %fd2230 = fdiv float %v2227, %fm2229
  %fd2231 = fdiv float %fs2226, %fd2230
  %v2232 = load float, ptr %next_37, align 4
  %v2233 = load float, ptr %next_35, align 4
  %fa2234 = fadd float %v2232, %v2233
  %v2235 = load float, ptr %"%cse0_43", align 4
  %fs2236 = fsub float %fa2234, %v2235
  %v2237 = load float, ptr %gw_42, align 4
  %v2238 = load float, ptr %gh_41, align 4
  %fm2239 = fmul float 0x3FB99999A0000000, %v2238
  %fd2240 = fdiv float %v2237, %fm2239
  %fd2241 = fdiv float %fs2236, %fd2240
  %fa2242 = fadd float %fd2231, %fd2241
  %v2243 = load float, ptr %next_36, align 4
  %fs2244 = fsub float 8.000000e+01, %v2243
  %v2245 = load float, ptr %gh_41, align 4
  %fm2246 = fmul float 1.000000e+02, %v2245
  %v2247 = load float, ptr %gw_42, align 4
  %fm2248 = fmul float %fm2246, %v2247
  %fd2249 = fdiv float 0x3F40624DE0000000, %fm2248
  %fd2250 = fdiv float %fs2244, %fd2249
  %fa2251 = fadd float %fa2242, %fd2250
  store float %fa2251, ptr %flux2_29, align 4
  %v2252 = load i64, ptr %i, align 8
  %v2253 = load i64, ptr %j, align 8
  %pos2254 = mul i64 0, %dim
  %pos2255 = add i64 %pos2254, %v2252
  %pos2256 = mul i64 %pos2255, %dim8
  %pos2257 = add i64 %pos2256, %v2253
  %v2258 = load float, ptr %flux2_29, align 4
  %elp2259 = getelementptr inbounds float, ptr %buf419, i64 %pos2257
  store float %v2258, ptr %elp2259, align 4, !alias.scope !3, !noalias !0
  %i2260 = load i64, ptr %j, align 8
  %next2261 = add i64 %i2260, 1
  store i64 %next2261, ptr %j, align 8
  br label %loop1902
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c5: next2
; ModuleID = 'hotspot_c5'
source_filename = "hotspot_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 48
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 41
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 25
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 49
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %next_47 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf82 = load ptr, ptr %bufp81, align 8
  %power_48 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf92 = load ptr, ptr %bufp91, align 8
  %flux2_49 = alloca float, align 4
  %next2_44 = alloca float, align 4
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf113 = load ptr, ptr %bufp112, align 8
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
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next_47, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %power_48, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %flux2_49, align 4
  %v95 = load float, ptr %next_47, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup96 = insertvalue { i64, i64 } %tup, i64 %dim33, 1
  %proj = extractvalue { i64, i64 } %tup96, 1
  %cv = sitofp i64 %proj to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  %fm = fmul float 0x407B580020000000, %fd
  %cv97 = sitofp i64 %dim to float
  %fd98 = fdiv float 0x3F90624DE0000000, %cv97
  %fm99 = fmul float %fm, %fd98
  %fd100 = fdiv float 0x3E8392CBA0000000, %fm99
  %v101 = load float, ptr %power_48, align 4
  %v102 = load float, ptr %flux2_49, align 4
  %fa = fadd float %v101, %v102
  %fm103 = fmul float %fd100, %fa
  %fa104 = fadd float %v95, %fm103
  store float %fa104, ptr %next2_44, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %pos107 = mul i64 0, %dim
  %pos108 = add i64 %pos107, %v105
  %pos109 = mul i64 %pos108, %dim33
  %pos110 = add i64 %pos109, %v106
  %v111 = load float, ptr %next2_44, align 4
  %elp114 = getelementptr inbounds float, ptr %buf113, i64 %pos110
  store float %v111, ptr %elp114, align 4, !alias.scope !11, !noalias !12
  %i115 = load i64, ptr %j, align 8
  %next = add i64 %i115, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i116 = load i64, ptr %i, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %i, align 8
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c6: flux3
; ModuleID = 'hotspot_c6'
source_filename = "hotspot_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 57
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %next2_53 = alloca float, align 4
  %next2_54 = alloca float, align 4
  %next2_55 = alloca float, align 4
  %next2_56 = alloca float, align 4
  %next2_57 = alloca float, align 4
  %next2_58 = alloca float, align 4
  %next2_59 = alloca float, align 4
  %next2_60 = alloca float, align 4
  %next2_61 = alloca float, align 4
  %gh_62 = alloca float, align 4
  %gw_63 = alloca float, align 4
  %"%cse0_64" = alloca float, align 4
  %flux3_50 = alloca float, align 4
  %bufp418 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf419 = load ptr, ptr %bufp418, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1667, %ok
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
  store i64 6, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop422

versions_done:                                    ; preds = %exit424, %exit199
  store i64 %min23, ptr %j, align 8
  %v781 = load i64, ptr %i, align 8
  %add782 = add i64 %v781, -1
  %sub783 = sub i64 %dim, 1
  %c784 = icmp slt i64 %add782, %sub783
  %mm785 = select i1 %c784, i64 %add782, i64 %sub783
  %c786 = icmp sgt i64 0, %mm785
  %mm787 = select i1 %c786, i64 0, i64 %mm785
  %base788 = sext i64 %mm787 to i128
  %fits_low789 = icmp sge i128 %base788, -9223372036854775808
  %fits_high790 = icmp sle i128 %base788, 9223372036854775807
  %fits791 = and i1 %fits_low789, %fits_high790
  %least792 = select i1 %fits791, i128 %base788, i128 -9223372036854775808
  %most793 = select i1 %fits791, i128 %base788, i128 9223372036854775807
  %extent794 = sext i64 %dim to i128
  %low_ok795 = icmp sge i128 %least792, 0
  %high_ok796 = icmp slt i128 %most793, %extent794
  %ok797 = and i1 true, %low_ok795
  %ok798 = and i1 %ok797, %high_ok796
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, -1
  %base801 = sext i64 %add800 to i128
  %next802 = add i64 %min23, 1
  store i64 %next802, ptr %j, align 8
  %v803 = load i64, ptr %j, align 8
  %add804 = add i64 %v803, -1
  store i64 %min23, ptr %j, align 8
  %at_next805 = sext i64 %add804 to i128
  %step806 = sub i128 %at_next805, %base801
  %step807 = trunc i128 %step806 to i64
  %step808 = sext i64 %step807 to i128
  %len809 = sub i64 %min27, %min23
  %span810 = sub i64 %len809, 1
  %span811 = sext i64 %span810 to i128
  %reach812 = mul i128 %step808, %span811
  %c813 = icmp slt i128 %reach812, 0
  %min814 = select i1 %c813, i128 %reach812, i128 0
  %c815 = icmp sgt i128 %reach812, 0
  %max816 = select i1 %c815, i128 %reach812, i128 0
  %least817 = add i128 %base801, %min814
  %most818 = add i128 %base801, %max816
  %fits_low819 = icmp sge i128 %least817, -9223372036854775808
  %fits_high820 = icmp sle i128 %most818, 9223372036854775807
  %fits821 = and i1 %fits_low819, %fits_high820
  %least822 = select i1 %fits821, i128 %least817, i128 -9223372036854775808
  %most823 = select i1 %fits821, i128 %most818, i128 9223372036854775807
  %sub824 = sub i64 %dim8, 1
  %base825 = sext i64 %sub824 to i128
  %fits_low826 = icmp sge i128 %base825, -9223372036854775808
  %fits_high827 = icmp sle i128 %base825, 9223372036854775807
  %fits828 = and i1 %fits_low826, %fits_high827
  %least829 = select i1 %fits828, i128 %base825, i128 -9223372036854775808
  %most830 = select i1 %fits828, i128 %base825, i128 9223372036854775807
  %c831 = icmp slt i128 %least822, %least829
  %min832 = select i1 %c831, i128 %least822, i128 %least829
  %c833 = icmp slt i128 %most823, %most830
  %min834 = select i1 %c833, i128 %most823, i128 %most830
  %c835 = icmp sgt i128 0, %min832
  %max836 = select i1 %c835, i128 0, i128 %min832
  %c837 = icmp sgt i128 0, %min834
  %max838 = select i1 %c837, i128 0, i128 %min834
  %extent839 = sext i64 %dim8 to i128
  %low_ok840 = icmp sge i128 %max836, 0
  %high_ok841 = icmp slt i128 %max838, %extent839
  %ok842 = and i1 %ok798, %low_ok840
  %ok843 = and i1 %ok842, %high_ok841
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 0
  %base846 = sext i64 %add845 to i128
  %next847 = add i64 %min23, 1
  store i64 %next847, ptr %j, align 8
  %v848 = load i64, ptr %j, align 8
  %add849 = add i64 %v848, 0
  store i64 %min23, ptr %j, align 8
  %at_next850 = sext i64 %add849 to i128
  %step851 = sub i128 %at_next850, %base846
  %step852 = trunc i128 %step851 to i64
  %step853 = sext i64 %step852 to i128
  %len854 = sub i64 %min27, %min23
  %span855 = sub i64 %len854, 1
  %span856 = sext i64 %span855 to i128
  %reach857 = mul i128 %step853, %span856
  %c858 = icmp slt i128 %reach857, 0
  %min859 = select i1 %c858, i128 %reach857, i128 0
  %c860 = icmp sgt i128 %reach857, 0
  %max861 = select i1 %c860, i128 %reach857, i128 0
  %least862 = add i128 %base846, %min859
  %most863 = add i128 %base846, %max861
  %fits_low864 = icmp sge i128 %least862, -9223372036854775808
  %fits_high865 = icmp sle i128 %most863, 9223372036854775807
  %fits866 = and i1 %fits_low864, %fits_high865
  %least867 = select i1 %fits866, i128 %least862, i128 -9223372036854775808
  %most868 = select i1 %fits866, i128 %most863, i128 9223372036854775807
  %sub869 = sub i64 %dim8, 1
  %base870 = sext i64 %sub869 to i128
  %fits_low871 = icmp sge i128 %base870, -9223372036854775808
  %fits_high872 = icmp sle i128 %base870, 9223372036854775807
  %fits873 = and i1 %fits_low871, %fits_high872
  %least874 = select i1 %fits873, i128 %base870, i128 -9223372036854775808
  %most875 = select i1 %fits873, i128 %base870, i128 9223372036854775807
  %c876 = icmp slt i128 %least867, %least874
  %min877 = select i1 %c876, i128 %least867, i128 %least874
  %c878 = icmp slt i128 %most868, %most875
  %min879 = select i1 %c878, i128 %most868, i128 %most875
  %c880 = icmp sgt i128 0, %min877
  %max881 = select i1 %c880, i128 0, i128 %min877
  %c882 = icmp sgt i128 0, %min879
  %max883 = select i1 %c882, i128 0, i128 %min879
  %extent884 = sext i64 %dim8 to i128
  %low_ok885 = icmp sge i128 %max881, 0
  %high_ok886 = icmp slt i128 %max883, %extent884
  %ok887 = and i1 %ok843, %low_ok885
  %ok888 = and i1 %ok887, %high_ok886
  %v889 = load i64, ptr %j, align 8
  %add890 = add i64 %v889, 1
  %base891 = sext i64 %add890 to i128
  %next892 = add i64 %min23, 1
  store i64 %next892, ptr %j, align 8
  %v893 = load i64, ptr %j, align 8
  %add894 = add i64 %v893, 1
  store i64 %min23, ptr %j, align 8
  %at_next895 = sext i64 %add894 to i128
  %step896 = sub i128 %at_next895, %base891
  %step897 = trunc i128 %step896 to i64
  %step898 = sext i64 %step897 to i128
  %len899 = sub i64 %min27, %min23
  %span900 = sub i64 %len899, 1
  %span901 = sext i64 %span900 to i128
  %reach902 = mul i128 %step898, %span901
  %c903 = icmp slt i128 %reach902, 0
  %min904 = select i1 %c903, i128 %reach902, i128 0
  %c905 = icmp sgt i128 %reach902, 0
  %max906 = select i1 %c905, i128 %reach902, i128 0
  %least907 = add i128 %base891, %min904
  %most908 = add i128 %base891, %max906
  %fits_low909 = icmp sge i128 %least907, -9223372036854775808
  %fits_high910 = icmp sle i128 %most908, 9223372036854775807
  %fits911 = and i1 %fits_low909, %fits_high910
  %least912 = select i1 %fits911, i128 %least907, i128 -9223372036854775808
  %most913 = select i1 %fits911, i128 %most908, i128 9223372036854775807
  %sub914 = sub i64 %dim8, 1
  %base915 = sext i64 %sub914 to i128
  %fits_low916 = icmp sge i128 %base915, -9223372036854775808
  %fits_high917 = icmp sle i128 %base915, 9223372036854775807
  %fits918 = and i1 %fits_low916, %fits_high917
  %least919 = select i1 %fits918, i128 %base915, i128 -9223372036854775808
  %most920 = select i1 %fits918, i128 %base915, i128 9223372036854775807
  %c921 = icmp slt i128 %least912, %least919
  %min922 = select i1 %c921, i128 %least912, i128 %least919
  %c923 = icmp slt i128 %most913, %most920
  %min924 = select i1 %c923, i128 %most913, i128 %most920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %c927 = icmp sgt i128 0, %min924
  %max928 = select i1 %c927, i128 0, i128 %min924
  %extent929 = sext i64 %dim8 to i128
  %low_ok930 = icmp sge i128 %max926, 0
  %high_ok931 = icmp slt i128 %max928, %extent929
  %ok932 = and i1 %ok888, %low_ok930
  %ok933 = and i1 %ok932, %high_ok931
  %v934 = load i64, ptr %i, align 8
  %add935 = add i64 %v934, 0
  %sub936 = sub i64 %dim, 1
  %c937 = icmp slt i64 %add935, %sub936
  %mm938 = select i1 %c937, i64 %add935, i64 %sub936
  %c939 = icmp sgt i64 0, %mm938
  %mm940 = select i1 %c939, i64 0, i64 %mm938
  %base941 = sext i64 %mm940 to i128
  %fits_low942 = icmp sge i128 %base941, -9223372036854775808
  %fits_high943 = icmp sle i128 %base941, 9223372036854775807
  %fits944 = and i1 %fits_low942, %fits_high943
  %least945 = select i1 %fits944, i128 %base941, i128 -9223372036854775808
  %most946 = select i1 %fits944, i128 %base941, i128 9223372036854775807
  %extent947 = sext i64 %dim to i128
  %low_ok948 = icmp sge i128 %least945, 0
  %high_ok949 = icmp slt i128 %most946, %extent947
  %ok950 = and i1 %ok933, %low_ok948
  %ok951 = and i1 %ok950, %high_ok949
  %v952 = load i64, ptr %i, align 8
  %add953 = add i64 %v952, 1
  %sub954 = sub i64 %dim, 1
  %c955 = icmp slt i64 %add953, %sub954
  %mm956 = select i1 %c955, i64 %add953, i64 %sub954
  %c957 = icmp sgt i64 0, %mm956
  %mm958 = select i1 %c957, i64 0, i64 %mm956
  %base959 = sext i64 %mm958 to i128
  %fits_low960 = icmp sge i128 %base959, -9223372036854775808
  %fits_high961 = icmp sle i128 %base959, 9223372036854775807
  %fits962 = and i1 %fits_low960, %fits_high961
  %least963 = select i1 %fits962, i128 %base959, i128 -9223372036854775808
  %most964 = select i1 %fits962, i128 %base959, i128 9223372036854775807
  %extent965 = sext i64 %dim to i128
  %low_ok966 = icmp sge i128 %least963, 0
  %high_ok967 = icmp slt i128 %most964, %extent965
  %ok968 = and i1 %ok951, %low_ok966
  %ok969 = and i1 %ok968, %high_ok967
  br i1 %ok969, label %proved970, label %checked971

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next2_53, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %next2_54, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %next2_55, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %next2_56, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %next2_57, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %next2_58, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %next2_59, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %next2_60, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %next2_61, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_62, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup379 = insertvalue { i64, i64 } %tup, i64 %dim8, 1
  %proj = extractvalue { i64, i64 } %tup379, 1
  %cv380 = sitofp i64 %proj to float
  %fd381 = fdiv float 0x3F90624DE0000000, %cv380
  store float %fd381, ptr %gw_63, align 4
  %v382 = load float, ptr %next2_57, align 4
  %fm = fmul float 2.000000e+00, %v382
  store float %fm, ptr %"%cse0_64", align 4
  %v383 = load float, ptr %next2_60, align 4
  %v384 = load float, ptr %next2_54, align 4
  %fa = fadd float %v383, %v384
  %v385 = load float, ptr %"%cse0_64", align 4
  %fs = fsub float %fa, %v385
  %v386 = load float, ptr %gh_62, align 4
  %v387 = load float, ptr %gw_63, align 4
  %fm388 = fmul float 0x3FB99999A0000000, %v387
  %fd389 = fdiv float %v386, %fm388
  %fd390 = fdiv float %fs, %fd389
  %v391 = load float, ptr %next2_58, align 4
  %v392 = load float, ptr %next2_56, align 4
  %fa393 = fadd float %v391, %v392
  %v394 = load float, ptr %"%cse0_64", align 4
  %fs395 = fsub float %fa393, %v394
  %v396 = load float, ptr %gw_63, align 4
  %v397 = load float, ptr %gh_62, align 4
  %fm398 = fmul float 0x3FB99999A0000000, %v397
  %fd399 = fdiv float %v396, %fm398
  %fd400 = fdiv float %fs395, %fd399
  %fa401 = fadd float %fd390, %fd400
  %v402 = load float, ptr %next2_57, align 4
  %fs403 = fsub float 8.000000e+01, %v402
  %v404 = load float, ptr %gh_62, align 4
  %fm405 = fmul float 1.000000e+02, %v404
  %v406 = load float, ptr %gw_63, align 4
  %fm407 = fmul float %fm405, %v406
  %fd408 = fdiv float 0x3F40624DE0000000, %fm407
  %fd409 = fdiv float %fs403, %fd408
  %fa410 = fadd float %fa401, %fd409
  store float %fa410, ptr %flux3_50, align 4
  %v411 = load i64, ptr %i, align 8
  %v412 = load i64, ptr %j, align 8
  %pos413 = mul i64 0, %dim
  %pos414 = add i64 %pos413, %v411
  %pos415 = mul i64 %pos414, %dim8
  %pos416 = add i64 %pos415, %v412
  %v417 = load float, ptr %flux3_50, align 4
  %elp420 = getelementptr inbounds float, ptr %buf419, i64 %pos416
  store float %v417, ptr %elp420, align 4, !alias.scope !3, !noalias !0
  %i421 = load i64, ptr %j, align 8
  %next = add i64 %i421, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop422:                                          ; preds = %ok723, %checked
  %i425 = load i64, ptr %j, align 8
  %more426 = icmp slt i64 %i425, %min23
  br i1 %more426, label %body423, label %exit424

body423:                                          ; preds = %loop422
  %v427 = load i64, ptr %i, align 8
  %add428 = add i64 %v427, -1
  %sub429 = sub i64 %dim, 1
  %c430 = icmp slt i64 %add428, %sub429
  %mm431 = select i1 %c430, i64 %add428, i64 %sub429
  %c432 = icmp sgt i64 0, %mm431
  %mm433 = select i1 %c432, i64 0, i64 %mm431
  %v434 = load i64, ptr %j, align 8
  %add435 = add i64 %v434, -1
  %sub436 = sub i64 %dim8, 1
  %c437 = icmp slt i64 %add435, %sub436
  %mm438 = select i1 %c437, i64 %add435, i64 %sub436
  %c439 = icmp sgt i64 0, %mm438
  %mm440 = select i1 %c439, i64 0, i64 %mm438
  %inb = icmp ult i64 %mm433, %dim
  br i1 %inb, label %ok442, label %fail441

exit424:                                          ; preds = %loop422
  br label %versions_done

fail441:                                          ; preds = %body423
  %errp443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm433, ptr %errp445, align 8
  %errp446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp446, align 8
  ret i32 1

ok442:                                            ; preds = %body423
  %pos447 = mul i64 0, %dim
  %pos448 = add i64 %pos447, %mm433
  %inb449 = icmp ult i64 %mm440, %dim8
  br i1 %inb449, label %ok451, label %fail450

fail450:                                          ; preds = %ok442
  %errp452 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm440, ptr %errp454, align 8
  %errp455 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp455, align 8
  ret i32 1

ok451:                                            ; preds = %ok442
  %pos456 = mul i64 %pos448, %dim8
  %pos457 = add i64 %pos456, %mm440
  %elp458 = getelementptr inbounds float, ptr %buf, i64 %pos457
  %el459 = load float, ptr %elp458, align 4, !alias.scope !0, !noalias !3
  store float %el459, ptr %next2_53, align 4
  %v460 = load i64, ptr %i, align 8
  %add461 = add i64 %v460, -1
  %sub462 = sub i64 %dim, 1
  %c463 = icmp slt i64 %add461, %sub462
  %mm464 = select i1 %c463, i64 %add461, i64 %sub462
  %c465 = icmp sgt i64 0, %mm464
  %mm466 = select i1 %c465, i64 0, i64 %mm464
  %v467 = load i64, ptr %j, align 8
  %add468 = add i64 %v467, 0
  %sub469 = sub i64 %dim8, 1
  %c470 = icmp slt i64 %add468, %sub469
  %mm471 = select i1 %c470, i64 %add468, i64 %sub469
  %c472 = icmp sgt i64 0, %mm471
  %mm473 = select i1 %c472, i64 0, i64 %mm471
  %inb474 = icmp ult i64 %mm466, %dim
  br i1 %inb474, label %ok476, label %fail475

fail475:                                          ; preds = %ok451
  %errp477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp477, align 8
  %errp478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp478, align 8
  %errp479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm466, ptr %errp479, align 8
  %errp480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp480, align 8
  ret i32 1

ok476:                                            ; preds = %ok451
  %pos481 = mul i64 0, %dim
  %pos482 = add i64 %pos481, %mm466
  %inb483 = icmp ult i64 %mm473, %dim8
  br i1 %inb483, label %ok485, label %fail484

fail484:                                          ; preds = %ok476
  %errp486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp486, align 8
  %errp487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp487, align 8
  %errp488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm473, ptr %errp488, align 8
  %errp489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp489, align 8
  ret i32 1

ok485:                                            ; preds = %ok476
  %pos490 = mul i64 %pos482, %dim8
  %pos491 = add i64 %pos490, %mm473
  %elp492 = getelementptr inbounds float, ptr %buf, i64 %pos491
  %el493 = load float, ptr %elp492, align 4, !alias.scope !0, !noalias !3
  store float %el493, ptr %next2_54, align 4
  %v494 = load i64, ptr %i, align 8
  %add495 = add i64 %v494, -1
  %sub496 = sub i64 %dim, 1
  %c497 = icmp slt i64 %add495, %sub496
  %mm498 = select i1 %c497, i64 %add495, i64 %sub496
  %c499 = icmp sgt i64 0, %mm498
  %mm500 = select i1 %c499, i64 0, i64 %mm498
  %v501 = load i64, ptr %j, align 8
  %add502 = add i64 %v501, 1
  %sub503 = sub i64 %dim8, 1
  %c504 = icmp slt i64 %add502, %sub503
  %mm505 = select i1 %c504, i64 %add502, i64 %sub503
  %c506 = icmp sgt i64 0, %mm505
  %mm507 = select i1 %c506, i64 0, i64 %mm505
  %inb508 = icmp ult i64 %mm500, %dim
  br i1 %inb508, label %ok510, label %fail509

fail509:                                          ; preds = %ok485
  %errp511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm500, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp514, align 8
  ret i32 1

ok510:                                            ; preds = %ok485
  %pos515 = mul i64 0, %dim
  %pos516 = add i64 %pos515, %mm500
  %inb517 = icmp ult i64 %mm507, %dim8
  br i1 %inb517, label %ok519, label %fail518

fail518:                                          ; preds = %ok510
  %errp520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm507, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp523, align 8
  ret i32 1

ok519:                                            ; preds = %ok510
  %pos524 = mul i64 %pos516, %dim8
  %pos525 = add i64 %pos524, %mm507
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %next2_55, align 4
  %v528 = load i64, ptr %i, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %v535 = load i64, ptr %j, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim8, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %inb542 = icmp ult i64 %mm534, %dim
  br i1 %inb542, label %ok544, label %fail543

fail543:                                          ; preds = %ok519
  %errp545 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp548, align 8
  ret i32 1

ok544:                                            ; preds = %ok519
  %pos549 = mul i64 0, %dim
  %pos550 = add i64 %pos549, %mm534
  %inb551 = icmp ult i64 %mm541, %dim8
  br i1 %inb551, label %ok553, label %fail552

fail552:                                          ; preds = %ok544
  %errp554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp557, align 8
  ret i32 1

ok553:                                            ; preds = %ok544
  %pos558 = mul i64 %pos550, %dim8
  %pos559 = add i64 %pos558, %mm541
  %elp560 = getelementptr inbounds float, ptr %buf, i64 %pos559
  %el561 = load float, ptr %elp560, align 4, !alias.scope !0, !noalias !3
  store float %el561, ptr %next2_56, align 4
  %v562 = load i64, ptr %i, align 8
  %add563 = add i64 %v562, 0
  %sub564 = sub i64 %dim, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %v569 = load i64, ptr %j, align 8
  %add570 = add i64 %v569, 0
  %sub571 = sub i64 %dim8, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %inb576 = icmp ult i64 %mm568, %dim
  br i1 %inb576, label %ok578, label %fail577

fail577:                                          ; preds = %ok553
  %errp579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp582, align 8
  ret i32 1

ok578:                                            ; preds = %ok553
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm568
  %inb585 = icmp ult i64 %mm575, %dim8
  br i1 %inb585, label %ok587, label %fail586

fail586:                                          ; preds = %ok578
  %errp588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp591, align 8
  ret i32 1

ok587:                                            ; preds = %ok578
  %pos592 = mul i64 %pos584, %dim8
  %pos593 = add i64 %pos592, %mm575
  %elp594 = getelementptr inbounds float, ptr %buf, i64 %pos593
  %el595 = load float, ptr %elp594, align 4, !alias.scope !0, !noalias !3
  store float %el595, ptr %next2_57, align 4
  %v596 = load i64, ptr %i, align 8
  %add597 = add i64 %v596, 0
  %sub598 = sub i64 %dim, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %v603 = load i64, ptr %j, align 8
  %add604 = add i64 %v603, 1
  %sub605 = sub i64 %dim8, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %inb610 = icmp ult i64 %mm602, %dim
  br i1 %inb610, label %ok612, label %fail611

fail611:                                          ; preds = %ok587
  %errp613 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp616, align 8
  ret i32 1

ok612:                                            ; preds = %ok587
  %pos617 = mul i64 0, %dim
  %pos618 = add i64 %pos617, %mm602
  %inb619 = icmp ult i64 %mm609, %dim8
  br i1 %inb619, label %ok621, label %fail620

fail620:                                          ; preds = %ok612
  %errp622 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp625, align 8
  ret i32 1

ok621:                                            ; preds = %ok612
  %pos626 = mul i64 %pos618, %dim8
  %pos627 = add i64 %pos626, %mm609
  %elp628 = getelementptr inbounds float, ptr %buf, i64 %pos627
  %el629 = load float, ptr %elp628, align 4, !alias.scope !0, !noalias !3
  store float %el629, ptr %next2_58, align 4
  %v630 = load i64, ptr %i, align 8
  %add631 = add i64 %v630, 1
  %sub632 = sub i64 %dim, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %v637 = load i64, ptr %j, align 8
  %add638 = add i64 %v637, -1
  %sub639 = sub i64 %dim8, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %inb644 = icmp ult i64 %mm636, %dim
  br i1 %inb644, label %ok646, label %fail645

fail645:                                          ; preds = %ok621
  %errp647 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp650, align 8
  ret i32 1

ok646:                                            ; preds = %ok621
  %pos651 = mul i64 0, %dim
  %pos652 = add i64 %pos651, %mm636
  %inb653 = icmp ult i64 %mm643, %dim8
  br i1 %inb653, label %ok655, label %fail654

fail654:                                          ; preds = %ok646
  %errp656 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp659, align 8
  ret i32 1

ok655:                                            ; preds = %ok646
  %pos660 = mul i64 %pos652, %dim8
  %pos661 = add i64 %pos660, %mm643
  %elp662 = getelementptr inbounds float, ptr %buf, i64 %pos661
  %el663 = load float, ptr %elp662, align 4, !alias.scope !0, !noalias !3
  store float %el663, ptr %next2_59, align 4
  %v664 = load i64, ptr %i, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %v671 = load i64, ptr %j, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim8, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %inb678 = icmp ult i64 %mm670, %dim
  br i1 %inb678, label %ok680, label %fail679

fail679:                                          ; preds = %ok655
  %errp681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp684, align 8
  ret i32 1

ok680:                                            ; preds = %ok655
  %pos685 = mul i64 0, %dim
  %pos686 = add i64 %pos685, %mm670
  %inb687 = icmp ult i64 %mm677, %dim8
  br i1 %inb687, label %ok689, label %fail688

fail688:                                          ; preds = %ok680
  %errp690 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp693, align 8
  ret i32 1

ok689:                                            ; preds = %ok680
  %pos694 = mul i64 %pos686, %dim8
  %pos695 = add i64 %pos694, %mm677
  %elp696 = getelementptr inbounds float, ptr %buf, i64 %pos695
  %el697 = load float, ptr %elp696, align 4, !alias.scope !0, !noalias !3
  store float %el697, ptr %next2_60, align 4
  %v698 = load i64, ptr %i, align 8
  %add699 = add i64 %v698, 1
  %sub700 = sub i64 %dim, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %v705 = load i64, ptr %j, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim8, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %inb712 = icmp ult i64 %mm704, %dim
  br i1 %inb712, label %ok714, label %fail713

fail713:                                          ; preds = %ok689
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok689
  %pos719 = mul i64 0, %dim
  %pos720 = add i64 %pos719, %mm704
  %inb721 = icmp ult i64 %mm711, %dim8
  br i1 %inb721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 %pos720, %dim8
  %pos729 = add i64 %pos728, %mm711
  %elp730 = getelementptr inbounds float, ptr %buf, i64 %pos729
  %el731 = load float, ptr %elp730, align 4, !alias.scope !0, !noalias !3
  store float %el731, ptr %next2_61, align 4
  %cv732 = sitofp i64 %dim to float
  %fd733 = fdiv float 0x3F90624DE0000000, %cv732
  store float %fd733, ptr %gh_62, align 4
  %tup734 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup735 = insertvalue { i64, i64 } %tup734, i64 %dim8, 1
  %proj736 = extractvalue { i64, i64 } %tup735, 1
  %cv737 = sitofp i64 %proj736 to float
  %fd738 = fdiv float 0x3F90624DE0000000, %cv737
  store float %fd738, ptr %gw_63, align 4
  %v739 = load float, ptr %next2_57, align 4
  %fm740 = fmul float 2.000000e+00, %v739
  store float %fm740, ptr %"%cse0_64", align 4
  %v741 = load float, ptr %next2_60, align 4
  %v742 = load float, ptr %next2_54, align 4
  %fa743 = fadd float %v741, %v742
  %v744 = load float, ptr %"%cse0_64", align 4
  %fs745 = fsub float %fa743, %v744
  %v746 = load float, ptr %gh_62, align 4
  %v747 = load float, ptr %gw_63, align 4
  %fm748 = fmul float 0x3FB99999A0000000, %v747
  %fd749 = fdiv float %v746, %fm748
  %fd750 = fdiv float %fs745, %fd749
  %v751 = load float, ptr %next2_58, align 4
  %v752 = load float, ptr %next2_56, align 4
  %fa753 = fadd float %v751, %v752
  %v754 = load float, ptr %"%cse0_64", align 4
  %fs755 = fsub float %fa753, %v754
  %v756 = load float, ptr %gw_63, align 4
  %v757 = load float, ptr %gh_62, align 4
  %fm758 = fmul float 0x3FB99999A0000000, %v757
  %fd759 = fdiv float %v756, %fm758
  %fd760 = fdiv float %fs755, %fd759
  %fa761 = fadd float %fd750, %fd760
  %v762 = load float, ptr %next2_57, align 4
  %fs763 = fsub float 8.000000e+01, %v762
  %v764 = load float, ptr %gh_62, align 4
  %fm765 = fmul float 1.000000e+02, %v764
  %v766 = load float, ptr %gw_63, align 4
  %fm767 = fmul float %fm765, %v766
  %fd768 = fdiv float 0x3F40624DE0000000, %fm767
  %fd769 = fdiv float %fs763, %fd768
  %fa770 = fadd float %fa761, %fd769
  store float %fa770, ptr %flux3_50, align 4
  %v771 = load i64, ptr %i, align 8
  %v772 = load i64, ptr %j, align 8
  %pos773 = mul i64 0, %dim
  %pos774 = add i64 %pos773, %v771
  %pos775 = mul i64 %pos774, %dim8
  %pos776 = add i64 %pos775, %v772
  %v777 = load float, ptr %flux3_50, align 4
  %elp778 = getelementptr inbounds float, ptr %buf419, i64 %pos776
  store float %v777, ptr %elp778, align 4, !alias.scope !3, !noalias !0
  %i779 = load i64, ptr %j, align 8
  %next780 = add i64 %i779, 1
  store i64 %next780, ptr %j, align 8
  br label %loop422

proved970:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop973

checked971:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1161

versions_done972:                                 ; preds = %exit1163, %exit975
  store i64 %min27, ptr %j, align 8
  %v1476 = load i64, ptr %i, align 8
  %add1477 = add i64 %v1476, -1
  %sub1478 = sub i64 %dim, 1
  %c1479 = icmp slt i64 %add1477, %sub1478
  %mm1480 = select i1 %c1479, i64 %add1477, i64 %sub1478
  %c1481 = icmp sgt i64 0, %mm1480
  %mm1482 = select i1 %c1481, i64 0, i64 %mm1480
  %base1483 = sext i64 %mm1482 to i128
  %fits_low1484 = icmp sge i128 %base1483, -9223372036854775808
  %fits_high1485 = icmp sle i128 %base1483, 9223372036854775807
  %fits1486 = and i1 %fits_low1484, %fits_high1485
  %least1487 = select i1 %fits1486, i128 %base1483, i128 -9223372036854775808
  %most1488 = select i1 %fits1486, i128 %base1483, i128 9223372036854775807
  %extent1489 = sext i64 %dim to i128
  %low_ok1490 = icmp sge i128 %least1487, 0
  %high_ok1491 = icmp slt i128 %most1488, %extent1489
  %ok1492 = and i1 true, %low_ok1490
  %ok1493 = and i1 %ok1492, %high_ok1491
  %v1494 = load i64, ptr %j, align 8
  %add1495 = add i64 %v1494, -1
  %base1496 = sext i64 %add1495 to i128
  %next1497 = add i64 %min27, 1
  store i64 %next1497, ptr %j, align 8
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, -1
  store i64 %min27, ptr %j, align 8
  %at_next1500 = sext i64 %add1499 to i128
  %step1501 = sub i128 %at_next1500, %base1496
  %step1502 = trunc i128 %step1501 to i64
  %step1503 = sext i64 %step1502 to i128
  %len1504 = sub i64 %dim8, %min27
  %span1505 = sub i64 %len1504, 1
  %span1506 = sext i64 %span1505 to i128
  %reach1507 = mul i128 %step1503, %span1506
  %c1508 = icmp slt i128 %reach1507, 0
  %min1509 = select i1 %c1508, i128 %reach1507, i128 0
  %c1510 = icmp sgt i128 %reach1507, 0
  %max1511 = select i1 %c1510, i128 %reach1507, i128 0
  %least1512 = add i128 %base1496, %min1509
  %most1513 = add i128 %base1496, %max1511
  %fits_low1514 = icmp sge i128 %least1512, -9223372036854775808
  %fits_high1515 = icmp sle i128 %most1513, 9223372036854775807
  %fits1516 = and i1 %fits_low1514, %fits_high1515
  %least1517 = select i1 %fits1516, i128 %least1512, i128 -9223372036854775808
  %most1518 = select i1 %fits1516, i128 %most1513, i128 9223372036854775807
  %sub1519 = sub i64 %dim8, 1
  %base1520 = sext i64 %sub1519 to i128
  %fits_low1521 = icmp sge i128 %base1520, -9223372036854775808
  %fits_high1522 = icmp sle i128 %base1520, 9223372036854775807
  %fits1523 = and i1 %fits_low1521, %fits_high1522
  %least1524 = select i1 %fits1523, i128 %base1520, i128 -9223372036854775808
  %most1525 = select i1 %fits1523, i128 %base1520, i128 9223372036854775807
  %c1526 = icmp slt i128 %least1517, %least1524
  %min1527 = select i1 %c1526, i128 %least1517, i128 %least1524
  %c1528 = icmp slt i128 %most1518, %most1525
  %min1529 = select i1 %c1528, i128 %most1518, i128 %most1525
  %c1530 = icmp sgt i128 0, %min1527
  %max1531 = select i1 %c1530, i128 0, i128 %min1527
  %c1532 = icmp sgt i128 0, %min1529
  %max1533 = select i1 %c1532, i128 0, i128 %min1529
  %extent1534 = sext i64 %dim8 to i128
  %low_ok1535 = icmp sge i128 %max1531, 0
  %high_ok1536 = icmp slt i128 %max1533, %extent1534
  %ok1537 = and i1 %ok1493, %low_ok1535
  %ok1538 = and i1 %ok1537, %high_ok1536
  %v1539 = load i64, ptr %j, align 8
  %add1540 = add i64 %v1539, 0
  %base1541 = sext i64 %add1540 to i128
  %next1542 = add i64 %min27, 1
  store i64 %next1542, ptr %j, align 8
  %v1543 = load i64, ptr %j, align 8
  %add1544 = add i64 %v1543, 0
  store i64 %min27, ptr %j, align 8
  %at_next1545 = sext i64 %add1544 to i128
  %step1546 = sub i128 %at_next1545, %base1541
  %step1547 = trunc i128 %step1546 to i64
  %step1548 = sext i64 %step1547 to i128
  %len1549 = sub i64 %dim8, %min27
  %span1550 = sub i64 %len1549, 1
  %span1551 = sext i64 %span1550 to i128
  %reach1552 = mul i128 %step1548, %span1551
  %c1553 = icmp slt i128 %reach1552, 0
  %min1554 = select i1 %c1553, i128 %reach1552, i128 0
  %c1555 = icmp sgt i128 %reach1552, 0
  %max1556 = select i1 %c1555, i128 %reach1552, i128 0
  %least1557 = add i128 %base1541, %min1554
  %most1558 = add i128 %base1541, %max1556
  %fits_low1559 = icmp sge i128 %least1557, -9223372036854775808
  %fits_high1560 = icmp sle i128 %most1558, 9223372036854775807
  %fits1561 = and i1 %fits_low1559, %fits_high1560
  %least1562 = select i1 %fits1561, i128 %least1557, i128 -9223372036854775808
  %most1563 = select i1 %fits1561, i128 %most1558, i128 9223372036854775807
  %sub1564 = sub i64 %dim8, 1
  %base1565 = sext i64 %sub1564 to i128
  %fits_low1566 = icmp sge i128 %base1565, -9223372036854775808
  %fits_high1567 = icmp sle i128 %base1565, 9223372036854775807
  %fits1568 = and i1 %fits_low1566, %fits_high1567
  %least1569 = select i1 %fits1568, i128 %base1565, i128 -9223372036854775808
  %most1570 = select i1 %fits1568, i128 %base1565, i128 9223372036854775807
  %c1571 = icmp slt i128 %least1562, %least1569
  %min1572 = select i1 %c1571, i128 %least1562, i128 %least1569
  %c1573 = icmp slt i128 %most1563, %most1570
  %min1574 = select i1 %c1573, i128 %most1563, i128 %most1570
  %c1575 = icmp sgt i128 0, %min1572
  %max1576 = select i1 %c1575, i128 0, i128 %min1572
  %c1577 = icmp sgt i128 0, %min1574
  %max1578 = select i1 %c1577, i128 0, i128 %min1574
  %extent1579 = sext i64 %dim8 to i128
  %low_ok1580 = icmp sge i128 %max1576, 0
  %high_ok1581 = icmp slt i128 %max1578, %extent1579
  %ok1582 = and i1 %ok1538, %low_ok1580
  %ok1583 = and i1 %ok1582, %high_ok1581
  %v1584 = load i64, ptr %j, align 8
  %add1585 = add i64 %v1584, 1
  %base1586 = sext i64 %add1585 to i128
  %next1587 = add i64 %min27, 1
  store i64 %next1587, ptr %j, align 8
  %v1588 = load i64, ptr %j, align 8
  %add1589 = add i64 %v1588, 1
  store i64 %min27, ptr %j, align 8
  %at_next1590 = sext i64 %add1589 to i128
  %step1591 = sub i128 %at_next1590, %base1586
  %step1592 = trunc i128 %step1591 to i64
  %step1593 = sext i64 %step1592 to i128
  %len1594 = sub i64 %dim8, %min27
  %span1595 = sub i64 %len1594, 1
  %span1596 = sext i64 %span1595 to i128
  %reach1597 = mul i128 %step1593, %span1596
  %c1598 = icmp slt i128 %reach1597, 0
  %min1599 = select i1 %c1598, i128 %reach1597, i128 0
  %c1600 = icmp sgt i128 %reach1597, 0
  %max1601 = select i1 %c1600, i128 %reach1597, i128 0
  %least1602 = add i128 %base1586, %min1599
  %most1603 = add i128 %base1586, %max1601
  %fits_low1604 = icmp sge i128 %least1602, -9223372036854775808
  %fits_high1605 = icmp sle i128 %most1603, 9223372036854775807
  %fits1606 = and i1 %fits_low1604, %fits_high1605
  %least1607 = select i1 %fits1606, i128 %least1602, i128 -9223372036854775808
  %most1608 = select i1 %fits1606, i128 %most1603, i128 9223372036854775807
  %sub1609 = sub i64 %dim8, 1
  %base1610 = sext i64 %sub1609 to i128
  %fits_low1611 = icmp sge i128 %base1610, -9223372036854775808
  %fits_high1612 = icmp sle i128 %base1610, 9223372036854775807
  %fits1613 = and i1 %fits_low1611, %fits_high1612
  %least1614 = select i1 %fits1613, i128 %base1610, i128 -9223372036854775808
  %most1615 = select i1 %fits1613, i128 %base1610, i128 9223372036854775807
  %c1616 = icmp slt i128 %least1607, %least1614
  %min1617 = select i1 %c1616, i128 %least1607, i128 %least1614
  %c1618 = icmp slt i128 %most1608, %most1615
  %min1619 = select i1 %c1618, i128 %most1608, i128 %most1615
  %c1620 = icmp sgt i128 0, %min1617
  %max1621 = select i1 %c1620, i128 0, i128 %min1617
  %c1622 = icmp sgt i128 0, %min1619
  %max1623 = select i1 %c1622, i128 0, i128 %min1619
  %extent1624 = sext i64 %dim8 to i128
  %low_ok1625 = icmp sge i128 %max1621, 0
  %high_ok1626 = icmp slt i128 %max1623, %extent1624
  %ok1627 = and i1 %ok1583, %low_ok1625
  %ok1628 = and i1 %ok1627, %high_ok1626
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, 0
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 %ok1628, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %i, align 8
  %add1648 = add i64 %v1647, 1
  %sub1649 = sub i64 %dim, 1
  %c1650 = icmp slt i64 %add1648, %sub1649
  %mm1651 = select i1 %c1650, i64 %add1648, i64 %sub1649
  %c1652 = icmp sgt i64 0, %mm1651
  %mm1653 = select i1 %c1652, i64 0, i64 %mm1651
  %base1654 = sext i64 %mm1653 to i128
  %fits_low1655 = icmp sge i128 %base1654, -9223372036854775808
  %fits_high1656 = icmp sle i128 %base1654, 9223372036854775807
  %fits1657 = and i1 %fits_low1655, %fits_high1656
  %least1658 = select i1 %fits1657, i128 %base1654, i128 -9223372036854775808
  %most1659 = select i1 %fits1657, i128 %base1654, i128 9223372036854775807
  %extent1660 = sext i64 %dim to i128
  %low_ok1661 = icmp sge i128 %least1658, 0
  %high_ok1662 = icmp slt i128 %most1659, %extent1660
  %ok1663 = and i1 %ok1646, %low_ok1661
  %ok1664 = and i1 %ok1663, %high_ok1662
  br i1 %ok1664, label %proved1665, label %checked1666

loop973:                                          ; preds = %body974, %proved970
  %i976 = load i64, ptr %j, align 8
  %more977 = icmp slt i64 %i976, %min27
  br i1 %more977, label %body974, label %exit975

body974:                                          ; preds = %loop973
  %v978 = load i64, ptr %i, align 8
  %add979 = add i64 %v978, -1
  %sub980 = sub i64 %dim, 1
  %c981 = icmp slt i64 %add979, %sub980
  %mm982 = select i1 %c981, i64 %add979, i64 %sub980
  %c983 = icmp sgt i64 0, %mm982
  %mm984 = select i1 %c983, i64 0, i64 %mm982
  %j985 = load i64, ptr %j, align 8
  %tap = add i64 %j985, -1
  %pos986 = mul i64 0, %dim
  %pos987 = add i64 %pos986, %mm984
  %pos988 = mul i64 %pos987, %dim8
  %pos989 = add i64 %pos988, %tap
  %elp990 = getelementptr inbounds float, ptr %buf, i64 %pos989
  %el991 = load float, ptr %elp990, align 4, !alias.scope !0, !noalias !3
  store float %el991, ptr %next2_53, align 4
  %v992 = load i64, ptr %i, align 8
  %add993 = add i64 %v992, -1
  %sub994 = sub i64 %dim, 1
  %c995 = icmp slt i64 %add993, %sub994
  %mm996 = select i1 %c995, i64 %add993, i64 %sub994
  %c997 = icmp sgt i64 0, %mm996
  %mm998 = select i1 %c997, i64 0, i64 %mm996
  %j999 = load i64, ptr %j, align 8
  %tap1000 = add i64 %j999, 0
  %pos1001 = mul i64 0, %dim
  %pos1002 = add i64 %pos1001, %mm998
  %pos1003 = mul i64 %pos1002, %dim8
  %pos1004 = add i64 %pos1003, %tap1000
  %elp1005 = getelementptr inbounds float, ptr %buf, i64 %pos1004
  %el1006 = load float, ptr %elp1005, align 4, !alias.scope !0, !noalias !3
  store float %el1006, ptr %next2_54, align 4
  %v1007 = load i64, ptr %i, align 8
  %add1008 = add i64 %v1007, -1
  %sub1009 = sub i64 %dim, 1
  %c1010 = icmp slt i64 %add1008, %sub1009
  %mm1011 = select i1 %c1010, i64 %add1008, i64 %sub1009
  %c1012 = icmp sgt i64 0, %mm1011
  %mm1013 = select i1 %c1012, i64 0, i64 %mm1011
  %j1014 = load i64, ptr %j, align 8
  %tap1015 = add i64 %j1014, 1
  %pos1016 = mul i64 0, %dim
  %pos1017 = add i64 %pos1016, %mm1013
  %pos1018 = mul i64 %pos1017, %dim8
  %pos1019 = add i64 %pos1018, %tap1015
  %elp1020 = getelementptr inbounds float, ptr %buf, i64 %pos1019
  %el1021 = load float, ptr %elp1020, align 4, !alias.scope !0, !noalias !3
  store float %el1021, ptr %next2_55, align 4
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %j1029 = load i64, ptr %j, align 8
  %tap1030 = add i64 %j1029, -1
  %pos1031 = mul i64 0, %dim
  %pos1032 = add i64 %pos1031, %mm1028
  %pos1033 = mul i64 %pos1032, %dim8
  %pos1034 = add i64 %pos1033, %tap1030
  %elp1035 = getelementptr inbounds float, ptr %buf, i64 %pos1034
  %el1036 = load float, ptr %elp1035, align 4, !alias.scope !0, !noalias !3
  store float %el1036, ptr %next2_56, align 4
  %v1037 = load i64, ptr %i, align 8
  %add1038 = add i64 %v1037, 0
  %sub1039 = sub i64 %dim, 1
  %c1040 = icmp slt i64 %add1038, %sub1039
  %mm1041 = select i1 %c1040, i64 %add1038, i64 %sub1039
  %c1042 = icmp sgt i64 0, %mm1041
  %mm1043 = select i1 %c1042, i64 0, i64 %mm1041
  %j1044 = load i64, ptr %j, align 8
  %tap1045 = add i64 %j1044, 0
  %pos1046 = mul i64 0, %dim
  %pos1047 = add i64 %pos1046, %mm1043
  %pos1048 = mul i64 %pos1047, %dim8
  %pos1049 = add i64 %pos1048, %tap1045
  %elp1050 = getelementptr inbounds float, ptr %buf, i64 %pos1049
  %el1051 = load float, ptr %elp1050, align 4, !alias.scope !0, !noalias !3
  store float %el1051, ptr %next2_57, align 4
  %v1052 = load i64, ptr %i, align 8
  %add1053 = add i64 %v1052, 0
  %sub1054 = sub i64 %dim, 1
  %c1055 = icmp slt i64 %add1053, %sub1054
  %mm1056 = select i1 %c1055, i64 %add1053, i64 %sub1054
  %c1057 = icmp sgt i64 0, %mm1056
  %mm1058 = select i1 %c1057, i64 0, i64 %mm1056
  %j1059 = load i64, ptr %j, align 8
  %tap1060 = add i64 %j1059, 1
  %pos1061 = mul i64 0, %dim
  %pos1062 = add i64 %pos1061, %mm1058
  %pos1063 = mul i64 %pos1062, %dim8
  %pos1064 = add i64 %pos1063, %tap1060
  %elp1065 = getelementptr inbounds float, ptr %buf, i64 %pos1064
  %el1066 = load float, ptr %elp1065, align 4, !alias.scope !0, !noalias !3
  store float %el1066, ptr %next2_58, align 4
  %v1067 = load i64, ptr %i, align 8
  %add1068 = add i64 %v1067, 1
  %sub1069 = sub i64 %dim, 1
  %c1070 = icmp slt i64 %add1068, %sub1069
  %mm1071 = select i1 %c1070, i64 %add1068, i64 %sub1069
  %c1072 = icmp sgt i64 0, %mm1071
  %mm1073 = select i1 %c1072, i64 0, i64 %mm1071
  %j1074 = load i64, ptr %j, align 8
  %tap1075 = add i64 %j1074, -1
  %pos1076 = mul i64 0, %dim
  %pos1077 = add i64 %pos1076, %mm1073
  %pos1078 = mul i64 %pos1077, %dim8
  %pos1079 = add i64 %pos1078, %tap1075
  %elp1080 = getelementptr inbounds float, ptr %buf, i64 %pos1079
  %el1081 = load float, ptr %elp1080, align 4, !alias.scope !0, !noalias !3
  store float %el1081, ptr %next2_59, align 4
  %v1082 = load i64, ptr %i, align 8
  %add1083 = add i64 %v1082, 1
  %sub1084 = sub i64 %dim, 1
  %c1085 = icmp slt i64 %add1083, %sub1084
  %mm1086 = select i1 %c1085, i64 %add1083, i64 %sub1084
  %c1087 = icmp sgt i64 0, %mm1086
  %mm1088 = select i1 %c1087, i64 0, i64 %mm1086
  %j1089 = load i64, ptr %j, align 8
  %tap1090 = add i64 %j1089, 0
  %pos1091 = mul i64 0, %dim
  %pos1092 = add i64 %pos1091, %mm1088
  %pos1093 = mul i64 %pos1092, %dim8
  %pos1094 = add i64 %pos1093, %tap1090
  %elp1095 = getelementptr inbounds float, ptr %buf, i64 %pos1094
  %el1096 = load float, ptr %elp1095, align 4, !alias.scope !0, !noalias !3
  store float %el1096, ptr %next2_60, align 4
  %v1097 = load i64, ptr %i, align 8
  %add1098 = add i64 %v1097, 1
  %sub1099 = sub i64 %dim, 1
  %c1100 = icmp slt i64 %add1098, %sub1099
  %mm1101 = select i1 %c1100, i64 %add1098, i64 %sub1099
  %c1102 = icmp sgt i64 0, %mm1101
  %mm1103 = select i1 %c1102, i64 0, i64 %mm1101
  %j1104 = load i64, ptr %j, align 8
  %tap1105 = add i64 %j1104, 1
  %pos1106 = mul i64 0, %dim
  %pos1107 = add i64 %pos1106, %mm1103
  %pos1108 = mul i64 %pos1107, %dim8
  %pos1109 = add i64 %pos1108, %tap1105
  %elp1110 = getelementptr inbounds float, ptr %buf, i64 %pos1109
  %el1111 = load float, ptr %elp1110, align 4, !alias.scope !0, !noalias !3
  store float %el1111, ptr %next2_61, align 4
  %cv1112 = sitofp i64 %dim to float
  %fd1113 = fdiv float 0x3F90624DE0000000, %cv1112
  store float %fd1113, ptr %gh_62, align 4
  %tup1114 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1115 = insertvalue { i64, i64 } %tup1114, i64 %dim8, 1
  %proj1116 = extractvalue { i64, i64 } %tup1115, 1
  %cv1117 = sitofp i64 %proj1116 to float
  %fd1118 = fdiv float 0x3F90624DE0000000, %cv1117
  store float %fd1118, ptr %gw_63, align 4
  %v1119 = load float, ptr %next2_57, align 4
  %fm1120 = fmul float 2.000000e+00, %v1119
  store float %fm1120, ptr %"%cse0_64", align 4
  %v1121 = load float, ptr %next2_60, align 4
  %v1122 = load float, ptr %next2_54, align 4
  %fa1123 = fadd float %v1121, %v1122
  %v1124 = load float, ptr %"%cse0_64", align 4
  %fs1125 = fsub float %fa1123, %v1124
  %v1126 = load float, ptr %gh_62, align 4
  %v1127 = load float, ptr %gw_63, align 4
  %fm1128 = fmul float 0x3FB99999A0000000, %v1127
  %fd1129 = fdiv float %v1126, %fm1128
  %fd1130 = fdiv float %fs1125, %fd1129
  %v1131 = load float, ptr %next2_58, align 4
  %v1132 = load float, ptr %next2_56, align 4
  %fa1133 = fadd float %v1131, %v1132
  %v1134 = load float, ptr %"%cse0_64", align 4
  %fs1135 = fsub float %fa1133, %v1134
  %v1136 = load float, ptr %gw_63, align 4
  %v1137 = load float, ptr %gh_62, align 4
  %fm1138 = fmul float 0x3FB99999A0000000, %v1137
  %fd1139 = fdiv float %v1136, %fm1138
  %fd1140 = fdiv float %fs1135, %fd1139
  %fa1141 = fadd float %fd1130, %fd1140
  %v1142 = load float, ptr %next2_57, align 4
  %fs1143 = fsub float 8.000000e+01, %v1142
  %v1144 = load float, ptr %gh_62, align 4
  %fm1145 = fmul float 1.000000e+02, %v1144
  %v1146 = load float, ptr %gw_63, align 4
  %fm1147 = fmul float %fm1145, %v1146
  %fd1148 = fdiv float 0x3F40624DE0000000, %fm1147
  %fd1149 = fdiv float %fs1143, %fd1148
  %fa1150 = fadd float %fa1141, %fd1149
  store float %fa1150, ptr %flux3_50, align 4
  %v1151 = load i64, ptr %i, align 8
  %v1152 = load i64, ptr %j, align 8
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %v1151
  %pos1155 = mul i64 %pos1154, %dim8
  %pos1156 = add i64 %pos1155, %v1152
  %v1157 = load float, ptr %flux3_50, align 4
  %elp1158 = getelementptr inbounds float, ptr %buf419, i64 %pos1156
  store float %v1157, ptr %elp1158, align 4, !alias.scope !3, !noalias !0
  %i1159 = load i64, ptr %j, align 8
  %next1160 = add i64 %i1159, 1
  store i64 %next1160, ptr %j, align 8
  br label %loop973

exit975:                                          ; preds = %loop973
  br label %versions_done972

loop1161:                                         ; preds = %ok1418, %checked971
  %i1164 = load i64, ptr %j, align 8
  %more1165 = icmp slt i64 %i1164, %min27
  br i1 %more1165, label %body1162, label %exit1163

body1162:                                         ; preds = %loop1161
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, -1
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

exit1163:                                         ; preds = %loop1161
  br label %versions_done972

fail1176:                                         ; preds = %body1162
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %body1162
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next2_53, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 0
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %next2_54, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, -1
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, 1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %next2_55, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, -1
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %next2_56, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 0
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %next2_57, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 0
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, 1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %next2_58, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, -1
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %next2_59, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 0
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %next2_60, align 4
  %v1398 = load i64, ptr %i, align 8
  %add1399 = add i64 %v1398, 1
  %sub1400 = sub i64 %dim, 1
  %c1401 = icmp slt i64 %add1399, %sub1400
  %mm1402 = select i1 %c1401, i64 %add1399, i64 %sub1400
  %c1403 = icmp sgt i64 0, %mm1402
  %mm1404 = select i1 %c1403, i64 0, i64 %mm1402
  %j1405 = load i64, ptr %j, align 8
  %tap1406 = add i64 %j1405, 1
  %inb1407 = icmp ult i64 %mm1404, %dim
  br i1 %inb1407, label %ok1409, label %fail1408

fail1408:                                         ; preds = %ok1389
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1404, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1413, align 8
  ret i32 1

ok1409:                                           ; preds = %ok1389
  %pos1414 = mul i64 0, %dim
  %pos1415 = add i64 %pos1414, %mm1404
  %inb1416 = icmp ult i64 %tap1406, %dim8
  br i1 %inb1416, label %ok1418, label %fail1417

fail1417:                                         ; preds = %ok1409
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1406, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1422, align 8
  ret i32 1

ok1418:                                           ; preds = %ok1409
  %pos1423 = mul i64 %pos1415, %dim8
  %pos1424 = add i64 %pos1423, %tap1406
  %elp1425 = getelementptr inbounds float, ptr %buf, i64 %pos1424
  %el1426 = load float, ptr %elp1425, align 4, !alias.scope !0, !noalias !3
  store float %el1426, ptr %next2_61, align 4
  %cv1427 = sitofp i64 %dim to float
  %fd1428 = fdiv float 0x3F90624DE0000000, %cv1427
  store float %fd1428, ptr %gh_62, align 4
  %tup1429 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1430 = insertvalue { i64, i64 } %tup1429, i64 %dim8, 1
  %proj1431 = extractvalue { i64, i64 } %tup1430, 1
  %cv1432 = sitofp i64 %proj1431 to float
  %fd1433 = fdiv float 0x3F90624DE0000000, %cv1432
  store float %fd1433, ptr %gw_63, align 4
  %v1434 = load float, ptr %next2_57, align 4
  %fm1435 = fmul float 2.000000e+00, %v1434
  store float %fm1435, ptr %"%cse0_64", align 4
  %v1436 = load float, ptr %next2_60, align 4
  %v1437 = load float, ptr %next2_54, align 4
  %fa1438 = fadd float %v1436, %v1437
  %v1439 = load float, ptr %"%cse0_64", align 4
  %fs1440 = fsub float %fa1438, %v1439
  %v1441 = load float, ptr %gh_62, align 4
  %v1442 = load float, ptr %gw_63, align 4
  %fm1443 = fmul float 0x3FB99999A0000000, %v1442
  %fd1444 = fdiv float %v1441, %fm1443
  %fd1445 = fdiv float %fs1440, %fd1444
  %v1446 = load float, ptr %next2_58, align 4
  %v1447 = load float, ptr %next2_56, align 4
  %fa1448 = fadd float %v1446, %v1447
  %v1449 = load float, ptr %"%cse0_64", align 4
  %fs1450 = fsub float %fa1448, %v1449
  %v1451 = load float, ptr %gw_63, align 4
  %v1452 = load float, ptr %gh_62, align 4
  %fm1453 = fmul float 0x3FB99999A0000000, %v1452
  %fd1454 = fdiv float %v1451, %fm1453
  %fd1455 = fdiv float %fs1450, %fd1454
  %fa1456 = fadd float %fd1445, %fd1455
  %v1457 = load float, ptr %next2_57, align 4
  %fs1458 = fsub float 8.000000e+01, %v1457
  %v1459 = load float, ptr %gh_62, align 4
  %fm1460 = fmul float 1.000000e+02, %v1459
  %v1461 = load float, ptr %gw_63, align 4
  %fm1462 = fmul float %fm1460, %v1461
  %fd1463 = fdiv float 0x3F40624DE0000000, %fm1462
  %fd1464 = fdiv float %fs1458, %fd1463
  %fa1465 = fadd float %fa1456, %fd1464
  store float %fa1465, ptr %flux3_50, align 4
  %v1466 = load i64, ptr %i, align 8
  %v1467 = load i64, ptr %j, align 8
  %pos1468 = mul i64 0, %dim
  %pos1469 = add i64 %pos1468, %v1466
  %pos1470 = mul i64 %pos1469, %dim8
  %pos1471 = add i64 %pos1470, %v1467
  %v1472 = load float, ptr %flux3_50, align 4
  %elp1473 = getelementptr inbounds float, ptr %buf419, i64 %pos1471
  store float %v1472, ptr %elp1473, align 4, !alias.scope !3, !noalias !0
  %i1474 = load i64, ptr %j, align 8
  %next1475 = add i64 %i1474, 1
  store i64 %next1475, ptr %j, align 8
  br label %loop1161

proved1665:                                       ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1668

checked1666:                                      ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1902

versions_done1667:                                ; preds = %exit1904, %exit1670
  %i2262 = load i64, ptr %i, align 8
  %next2263 = add i64 %i2262, 1
  store i64 %next2263, ptr %i, align 8
  br label %loop

loop1668:                                         ; preds = %body1669, %proved1665
  %i1671 = load i64, ptr %j, align 8
  %more1672 = icmp slt i64 %i1671, %dim8
  br i1 %more1672, label %body1669, label %exit1670

body1669:                                         ; preds = %loop1668
  %v1673 = load i64, ptr %i, align 8
  %add1674 = add i64 %v1673, -1
  %sub1675 = sub i64 %dim, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %v1680 = load i64, ptr %j, align 8
  %add1681 = add i64 %v1680, -1
  %sub1682 = sub i64 %dim8, 1
  %c1683 = icmp slt i64 %add1681, %sub1682
  %mm1684 = select i1 %c1683, i64 %add1681, i64 %sub1682
  %c1685 = icmp sgt i64 0, %mm1684
  %mm1686 = select i1 %c1685, i64 0, i64 %mm1684
  %pos1687 = mul i64 0, %dim
  %pos1688 = add i64 %pos1687, %mm1679
  %pos1689 = mul i64 %pos1688, %dim8
  %pos1690 = add i64 %pos1689, %mm1686
  %elp1691 = getelementptr inbounds float, ptr %buf, i64 %pos1690
  %el1692 = load float, ptr %elp1691, align 4, !alias.scope !0, !noalias !3
  store float %el1692, ptr %next2_53, align 4
  %v1693 = load i64, ptr %i, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, 0
  %sub1702 = sub i64 %dim8, 1
  %c1703 = icmp slt i64 %add1701, %sub1702
  %mm1704 = select i1 %c1703, i64 %add1701, i64 %sub1702
  %c1705 = icmp sgt i64 0, %mm1704
  %mm1706 = select i1 %c1705, i64 0, i64 %mm1704
  %pos1707 = mul i64 0, %dim
  %pos1708 = add i64 %pos1707, %mm1699
  %pos1709 = mul i64 %pos1708, %dim8
  %pos1710 = add i64 %pos1709, %mm1706
  %elp1711 = getelementptr inbounds float, ptr %buf, i64 %pos1710
  %el1712 = load float, ptr %elp1711, align 4, !alias.scope !0, !noalias !3
  store float %el1712, ptr %next2_54, align 4
  %v1713 = load i64, ptr %i, align 8
  %add1714 = add i64 %v1713, -1
  %sub1715 = sub i64 %dim, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, 1
  %sub1722 = sub i64 %dim8, 1
  %c1723 = icmp slt i64 %add1721, %sub1722
  %mm1724 = select i1 %c1723, i64 %add1721, i64 %sub1722
  %c1725 = icmp sgt i64 0, %mm1724
  %mm1726 = select i1 %c1725, i64 0, i64 %mm1724
  %pos1727 = mul i64 0, %dim
  %pos1728 = add i64 %pos1727, %mm1719
  %pos1729 = mul i64 %pos1728, %dim8
  %pos1730 = add i64 %pos1729, %mm1726
  %elp1731 = getelementptr inbounds float, ptr %buf, i64 %pos1730
  %el1732 = load float, ptr %elp1731, align 4, !alias.scope !0, !noalias !3
  store float %el1732, ptr %next2_55, align 4
  %v1733 = load i64, ptr %i, align 8
  %add1734 = add i64 %v1733, 0
  %sub1735 = sub i64 %dim, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %v1740 = load i64, ptr %j, align 8
  %add1741 = add i64 %v1740, -1
  %sub1742 = sub i64 %dim8, 1
  %c1743 = icmp slt i64 %add1741, %sub1742
  %mm1744 = select i1 %c1743, i64 %add1741, i64 %sub1742
  %c1745 = icmp sgt i64 0, %mm1744
  %mm1746 = select i1 %c1745, i64 0, i64 %mm1744
  %pos1747 = mul i64 0, %dim
  %pos1748 = add i64 %pos1747, %mm1739
  %pos1749 = mul i64 %pos1748, %dim8
  %pos1750 = add i64 %pos1749, %mm1746
  %elp1751 = getelementptr inbounds float, ptr %buf, i64 %pos1750
  %el1752 = load float, ptr %elp1751, align 4, !alias.scope !0, !noalias !3
  store float %el1752, ptr %next2_56, align 4
  %v1753 = load i64, ptr %i, align 8
  %add1754 = add i64 %v1753, 0
  %sub1755 = sub i64 %dim, 1
  %c1756 = icmp slt i64 %add1754, %sub1755
  %mm1757 = select i1 %c1756, i64 %add1754, i64 %sub1755
  %c1758 = icmp sgt i64 0, %mm1757
  %mm1759 = select i1 %c1758, i64 0, i64 %mm1757
  %v1760 = load i64, ptr %j, align 8
  %add1761 = add i64 %v1760, 0
  %sub1762 = sub i64 %dim8, 1
  %c1763 = icmp slt i64 %add1761, %sub1762
  %mm1764 = select i1 %c1763, i64 %add1761, i64 %sub1762
  %c1765 = icmp sgt i64 0, %mm1764
  %mm1766 = select i1 %c1765, i64 0, i64 %mm1764
  %pos1767 = mul i64 0, %dim
  %pos1768 = add i64 %pos1767, %mm1759
  %pos1769 = mul i64 %pos1768, %dim8
  %pos1770 = add i64 %pos1769, %mm1766
  %elp1771 = getelementptr inbounds float, ptr %buf, i64 %pos1770
  %el1772 = load float, ptr %elp1771, align 4, !alias.scope !0, !noalias !3
  store float %el1772, ptr %next2_57, align 4
  %v1773 = load i64, ptr %i, align 8
  %add1774 = add i64 %v1773, 0
  %sub1775 = sub i64 %dim, 1
  %c1776 = icmp slt i64 %add1774, %sub1775
  %mm1777 = select i1 %c1776, i64 %add1774, i64 %sub1775
  %c1778 = icmp sgt i64 0, %mm1777
  %mm1779 = select i1 %c1778, i64 0, i64 %mm1777
  %v1780 = load i64, ptr %j, align 8
  %add1781 = add i64 %v1780, 1
  %sub1782 = sub i64 %dim8, 1
  %c1783 = icmp slt i64 %add1781, %sub1782
  %mm1784 = select i1 %c1783, i64 %add1781, i64 %sub1782
  %c1785 = icmp sgt i64 0, %mm1784
  %mm1786 = select i1 %c1785, i64 0, i64 %mm1784
  %pos1787 = mul i64 0, %dim
  %pos1788 = add i64 %pos1787, %mm1779
  %pos1789 = mul i64 %pos1788, %dim8
  %pos1790 = add i64 %pos1789, %mm1786
  %elp1791 = getelementptr inbounds float, ptr %buf, i64 %pos1790
  %el1792 = load float, ptr %elp1791, align 4, !alias.scope !0, !noalias !3
  store float %el1792, ptr %next2_58, align 4
  %v1793 = load i64, ptr %i, align 8
  %add1794 = add i64 %v1793, 1
  %sub1795 = sub i64 %dim, 1
  %c1796 = icmp slt i64 %add1794, %sub1795
  %mm1797 = select i1 %c1796, i64 %add1794, i64 %sub1795
  %c1798 = icmp sgt i64 0, %mm1797
  %mm1799 = select i1 %c1798, i64 0, i64 %mm1797
  %v1800 = load i64, ptr %j, align 8
  %add1801 = add i64 %v1800, -1
  %sub1802 = sub i64 %dim8, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %pos1807 = mul i64 0, %dim
  %pos1808 = add i64 %pos1807, %mm1799
  %pos1809 = mul i64 %pos1808, %dim8
  %pos1810 = add i64 %pos1809, %mm1806
  %elp1811 = getelementptr inbounds float, ptr %buf, i64 %pos1810
  %el1812 = load float, ptr %elp1811, align 4, !alias.scope !0, !noalias !3
  store float %el1812, ptr %next2_59, align 4
  %v1813 = load i64, ptr %i, align 8
  %add1814 = add i64 %v1813, 1
  %sub1815 = sub i64 %dim, 1
  %c1816 = icmp slt i64 %add1814, %sub1815
  %mm1817 = select i1 %c1816, i64 %add1814, i64 %sub1815
  %c1818 = icmp sgt i64 0, %mm1817
  %mm1819 = select i1 %c1818, i64 0, i64 %mm1817
  %v1820 = load i64, ptr %j, align 8
  %add1821 = add i64 %v1820, 0
  %sub1822 = sub i64 %dim8, 1
  %c1823 = icmp slt i64 %add1821, %sub1822
  %mm1824 = select i1 %c1823, i64 %add1821, i64 %sub1822
  %c1825 = icmp sgt i64 0, %mm1824
  %mm1826 = select i1 %c1825, i64 0, i64 %mm1824
  %pos1827 = mul i64 0, %dim
  %pos1828 = add i64 %pos1827, %mm1819
  %pos1829 = mul i64 %pos1828, %dim8
  %pos1830 = add i64 %pos1829, %mm1826
  %elp1831 = getelementptr inbounds float, ptr %buf, i64 %pos1830
  %el1832 = load float, ptr %elp1831, align 4, !alias.scope !0, !noalias !3
  store float %el1832, ptr %next2_60, align 4
  %v1833 = load i64, ptr %i, align 8
  %add1834 = add i64 %v1833, 1
  %sub1835 = sub i64 %dim, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 1
  %sub1842 = sub i64 %dim8, 1
  %c1843 = icmp slt i64 %add1841, %sub1842
  %mm1844 = select i1 %c1843, i64 %add1841, i64 %sub1842
  %c1845 = icmp sgt i64 0, %mm1844
  %mm1846 = select i1 %c1845, i64 0, i64 %mm1844
  %pos1847 = mul i64 0, %dim
  %pos1848 = add i64 %pos1847, %mm1839
  %pos1849 = mul i64 %pos1848, %dim8
  %pos1850 = add i64 %pos1849, %mm1846
  %elp1851 = getelementptr inbounds float, ptr %buf, i64 %pos1850
  %el1852 = load float, ptr %elp1851, align 4, !alias.scope !0, !noalias !3
  store float %el1852, ptr %next2_61, align 4
  %cv1853 = sitofp i64 %dim to float
  %fd1854 = fdiv float 0x3F90624DE0000000, %cv1853
  store float %fd1854, ptr %gh_62, align 4
  %tup1855 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1856 = insertvalue { i64, i64 } %tup1855, i64 %dim8, 1
  %proj1857 = extractvalue { i64, i64 } %tup1856, 1
  %cv1858 = sitofp i64 %proj1857 to float
  %fd1859 = fdiv float 0x3F90624DE0000000, %cv1858
  store float %fd1859, ptr %gw_63, align 4
  %v1860 = load float, ptr %next2_57, align 4
  %fm1861 = fmul float 2.000000e+00, %v1860
  store float %fm1861, ptr %"%cse0_64", align 4
  %v1862 = load float, ptr %next2_60, align 4
  %v1863 = load float, ptr %next2_54, align 4
  %fa1864 = fadd float %v1862, %v1863
  %v1865 = load float, ptr %"%cse0_64", align 4
  %fs1866 = fsub float %fa1864, %v1865
  %v1867 = load float, ptr %gh_62, align 4
  %v1868 = load float, ptr %gw_63, align 4
  %fm1869 = fmul float 0x3FB99999A0000000, %v1868
  %fd1870 = fdiv float %v1867, %fm1869
  %fd1871 = fdiv float %fs1866, %fd1870
  %v1872 = load float, ptr %next2_58, align 4
  %v1873 = load float, ptr %next2_56, align 4
  %fa1874 = fadd float %v1872, %v1873
  %v1875 = load float, ptr %"%cse0_64", align 4
  %fs1876 = fsub float %fa1874, %v1875
  %v1877 = load float, ptr %gw_63, align 4
  %v1878 = load float, ptr %gh_62, align 4
  %fm1879 = fmul float 0x3FB99999A0000000, %v1878
  %fd1880 = fdiv float %v1877, %fm1879
  %fd1881 = fdiv float %fs1876, %fd1880
  %fa1882 = fadd float %fd1871, %fd1881
  %v1883 = load float, ptr %next2_57, align 4
  %fs1884 = fsub float 8.000000e+01, %v1883
  %v1885 = load float, ptr %gh_62, align 4
  %fm1886 = fmul float 1.000000e+02, %v1885
  %v1887 = load float, ptr %gw_63, align 4
  %fm1888 = fmul float %fm1886, %v1887
  %fd1889 = fdiv float 0x3F40624DE0000000, %fm1888
  %fd1890 = fdiv float %fs1884, %fd1889
  %fa1891 = fadd float %fa1882, %fd1890
  store float %fa1891, ptr %flux3_50, align 4
  %v1892 = load i64, ptr %i, align 8
  %v1893 = load i64, ptr %j, align 8
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %v1892
  %pos1896 = mul i64 %pos1895, %dim8
  %pos1897 = add i64 %pos1896, %v1893
  %v1898 = load float, ptr %flux3_50, align 4
  %elp1899 = getelementptr inbounds float, ptr %buf419, i64 %pos1897
  store float %v1898, ptr %elp1899, align 4, !alias.scope !3, !noalias !0
  %i1900 = load i64, ptr %j, align 8
  %next1901 = add i64 %i1900, 1
  store i64 %next1901, ptr %j, align 8
  br label %loop1668

exit1670:                                         ; preds = %loop1668
  br label %versions_done1667

loop1902:                                         ; preds = %ok2204, %checked1666
  %i1905 = load i64, ptr %j, align 8
  %more1906 = icmp slt i64 %i1905, %dim8
  br i1 %more1906, label %body1903, label %exit1904

body1903:                                         ; preds = %loop1902
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, -1
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

exit1904:                                         ; preds = %loop1902
  br label %versions_done1667

fail1922:                                         ; preds = %body1903
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %body1903
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %next2_53, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, -1
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 0
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next2_54, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, -1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %next2_55, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 0
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, -1
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %next2_56, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 0
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 0
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %next2_57, align 4
  %v2077 = load i64, ptr %i, align 8
  %add2078 = add i64 %v2077, 0
  %sub2079 = sub i64 %dim, 1
  %c2080 = icmp slt i64 %add2078, %sub2079
  %mm2081 = select i1 %c2080, i64 %add2078, i64 %sub2079
  %c2082 = icmp sgt i64 0, %mm2081
  %mm2083 = select i1 %c2082, i64 0, i64 %mm2081
  %v2084 = load i64, ptr %j, align 8
  %add2085 = add i64 %v2084, 1
  %sub2086 = sub i64 %dim8, 1
  %c2087 = icmp slt i64 %add2085, %sub2086
  %mm2088 = select i1 %c2087, i64 %add2085, i64 %sub2086
  %c2089 = icmp sgt i64 0, %mm2088
  %mm2090 = select i1 %c2089, i64 0, i64 %mm2088
  %inb2091 = icmp ult i64 %mm2083, %dim
  br i1 %inb2091, label %ok2093, label %fail2092

fail2092:                                         ; preds = %ok2068
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2083, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2097, align 8
  ret i32 1

ok2093:                                           ; preds = %ok2068
  %pos2098 = mul i64 0, %dim
  %pos2099 = add i64 %pos2098, %mm2083
  %inb2100 = icmp ult i64 %mm2090, %dim8
  br i1 %inb2100, label %ok2102, label %fail2101

fail2101:                                         ; preds = %ok2093
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2090, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %ok2093
  %pos2107 = mul i64 %pos2099, %dim8
  %pos2108 = add i64 %pos2107, %mm2090
  %elp2109 = getelementptr inbounds float, ptr %buf, i64 %pos2108
  %el2110 = load float, ptr %elp2109, align 4, !alias.scope !0, !noalias !3
  store float %el2110, ptr %next2_58, align 4
  %v2111 = load i64, ptr %i, align 8
  %add2112 = add i64 %v2111, 1
  %sub2113 = sub i64 %dim, 1
  %c2114 = icmp slt i64 %add2112, %sub2113
  %mm2115 = select i1 %c2114, i64 %add2112, i64 %sub2113
  %c2116 = icmp sgt i64 0, %mm2115
  %mm2117 = select i1 %c2116, i64 0, i64 %mm2115
  %v2118 = load i64, ptr %j, align 8
  %add2119 = add i64 %v2118, -1
  %sub2120 = sub i64 %dim8, 1
  %c2121 = icmp slt i64 %add2119, %sub2120
  %mm2122 = select i1 %c2121, i64 %add2119, i64 %sub2120
  %c2123 = icmp sgt i64 0, %mm2122
  %mm2124 = select i1 %c2123, i64 0, i64 %mm2122
  %inb2125 = icmp ult i64 %mm2117, %dim
  br i1 %inb2125, label %ok2127, label %fail2126

fail2126:                                         ; preds = %ok2102
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2117, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2131, align 8
  ret i32 1

ok2127:                                           ; preds = %ok2102
  %pos2132 = mul i64 0, %dim
  %pos2133 = add i64 %pos2132, %mm2117
  %inb2134 = icmp ult i64 %mm2124, %dim8
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2127
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2124, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2127
  %pos2141 = mul i64 %pos2133, %dim8
  %pos2142 = add i64 %pos2141, %mm2124
  %elp2143 = getelementptr inbounds float, ptr %buf, i64 %pos2142
  %el2144 = load float, ptr %elp2143, align 4, !alias.scope !0, !noalias !3
  store float %el2144, ptr %next2_59, align 4
  %v2145 = load i64, ptr %i, align 8
  %add2146 = add i64 %v2145, 1
  %sub2147 = sub i64 %dim, 1
  %c2148 = icmp slt i64 %add2146, %sub2147
  %mm2149 = select i1 %c2148, i64 %add2146, i64 %sub2147
  %c2150 = icmp sgt i64 0, %mm2149
  %mm2151 = select i1 %c2150, i64 0, i64 %mm2149
  %v2152 = load i64, ptr %j, align 8
  %add2153 = add i64 %v2152, 0
  %sub2154 = sub i64 %dim8, 1
  %c2155 = icmp slt i64 %add2153, %sub2154
  %mm2156 = select i1 %c2155, i64 %add2153, i64 %sub2154
  %c2157 = icmp sgt i64 0, %mm2156
  %mm2158 = select i1 %c2157, i64 0, i64 %mm2156
  %inb2159 = icmp ult i64 %mm2151, %dim
  br i1 %inb2159, label %ok2161, label %fail2160

fail2160:                                         ; preds = %ok2136
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2151, ptr %errp2164, align 8
  %errp2165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2165, align 8
  ret i32 1

ok2161:                                           ; preds = %ok2136
  %pos2166 = mul i64 0, %dim
  %pos2167 = add i64 %pos2166, %mm2151
  %inb2168 = icmp ult i64 %mm2158, %dim8
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2161
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2158, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2161
  %pos2175 = mul i64 %pos2167, %dim8
  %pos2176 = add i64 %pos2175, %mm2158
  %elp2177 = getelementptr inbounds float, ptr %buf, i64 %pos2176
  %el2178 = load float, ptr %elp2177, align 4, !alias.scope !0, !noalias !3
  store float %el2178, ptr %next2_60, align 4
  %v2179 = load i64, ptr %i, align 8
  %add2180 = add i64 %v2179, 1
  %sub2181 = sub i64 %dim, 1
  %c2182 = icmp slt i64 %add2180, %sub2181
  %mm2183 = select i1 %c2182, i64 %add2180, i64 %sub2181
  %c2184 = icmp sgt i64 0, %mm2183
  %mm2185 = select i1 %c2184, i64 0, i64 %mm2183
  %v2186 = load i64, ptr %j, align 8
  %add2187 = add i64 %v2186, 1
  %sub2188 = sub i64 %dim8, 1
  %c2189 = icmp slt i64 %add2187, %sub2188
  %mm2190 = select i1 %c2189, i64 %add2187, i64 %sub2188
  %c2191 = icmp sgt i64 0, %mm2190
  %mm2192 = select i1 %c2191, i64 0, i64 %mm2190
  %inb2193 = icmp ult i64 %mm2185, %dim
  br i1 %inb2193, label %ok2195, label %fail2194

fail2194:                                         ; preds = %ok2170
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2185, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2199, align 8
  ret i32 1

ok2195:                                           ; preds = %ok2170
  %pos2200 = mul i64 0, %dim
  %pos2201 = add i64 %pos2200, %mm2185
  %inb2202 = icmp ult i64 %mm2192, %dim8
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2195
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2192, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2195
  %pos2209 = mul i64 %pos2201, %dim8
  %pos2210 = add i64 %pos2209, %mm2192
  %elp2211 = getelementptr inbounds float, ptr %buf, i64 %pos2210
  %el2212 = load float, ptr %elp2211, align 4, !alias.scope !0, !noalias !3
  store float %el2212, ptr %next2_61, align 4
  %cv2213 = sitofp i64 %dim to float
  %fd2214 = fdiv float 0x3F90624DE0000000, %cv2213
  store float %fd2214, ptr %gh_62, align 4
  %tup2215 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2216 = insertvalue { i64, i64 } %tup2215, i64 %dim8, 1
  %proj2217 = extractvalue { i64, i64 } %tup2216, 1
  %cv2218 = sitofp i64 %proj2217 to float
  %fd2219 = fdiv float 0x3F90624DE0000000, %cv2218
  store float %fd2219, ptr %gw_63, align 4
  %v2220 = load float, ptr %next2_57, align 4
  %fm2221 = fmul float 2.000000e+00, %v2220
  store float %fm2221, ptr %"%cse0_64", align 4
  %v2222 = load float, ptr %next2_60, align 4
  %v2223 = load float, ptr %next2_54, align 4
  %fa2224 = fadd float %v2222, %v2223
  %v2225 = load float, ptr %"%cse0_64", align 4
  %fs2226 = fsub float %fa2224, %v2225
  %v2227 = load float, ptr %gh_62, align 4
  %v2228 = load float, ptr %gw_63, align 4
  %fm2229 = fmul float 0x3FB99999A0000000, %v2228
  %fd2230 = fdiv float %v2227, %fm2229
  %fd2231 = fdiv float %fs2226, %fd2230
  %v2232 = load float, ptr %next2_58, align 4
  %v2233 = load float, ptr %next2_56, align 4
  %fa2234 = fadd float %v2232, %v2233
  %v2235 = load float, ptr %"%cse0_64", align 4
  %fs2236 = fsub float %fa2234, %v2235
  %v2237 = load float, ptr %gw_63, align 4
  %v2238 = load float, ptr %gh_62, align 4
  %fm2239 = fmul float 0x3FB99999A0000000, %v2238
  %fd2240 = fdiv float %v2237, %fm2239
  %fd2241 = fdiv float %fs2236, %fd2240
  %fa2242 = fadd float %fd2231, %fd2241
  %v2243 = load float, ptr %next2_57, align 4
  %fs2244 = fsub float 8.000000e+01, %v2243
  %v2245 = load float, ptr %gh_62, align 4
  %fm2246 = fmul float 1.000000e+02, %v2245
  %v2247 = load float, ptr %gw_63, align 4
  %fm2248 = fmul float %fm2246, %v2247
  %fd2249 = fdiv float 0x3F40624DE0000000, %fm2248
  %fd2250 = fdiv float %fs2244, %fd2249
  %fa2251 = fadd float %fa2242, %fd2250
  store float %fa2251, ptr %flux3_50, align 4
  %v2252 = load i64, ptr %i, align 8
  %v2253 = load i64, ptr %j, align 8
  %pos2254 = mul i64 0, %dim
  %pos2255 = add i64 %pos2254, %v2252
  %pos2256 = mul i64 %pos2255, %dim8
  %pos2257 = add i64 %pos2256, %v2253
  %v2258 = load float, ptr %flux3_50, align 4
  %elp2259 = getelementptr inbounds float, ptr %buf419, i64 %pos2257
  store float %v2258, ptr %elp2259, align 4, !alias.scope !3, !noalias !0
  %i2260 = load i64, ptr %j, align 8
  %next2261 = add i64 %i2260, 1
  store i64 %next2261, ptr %j, align 8
  br label %loop1902
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.8", !2}

; cluster c7: next3
; ModuleID = 'hotspot_c7'
source_filename = "hotspot_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 64
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 57
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 25
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 65
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %next2_68 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf82 = load ptr, ptr %bufp81, align 8
  %power_69 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf92 = load ptr, ptr %bufp91, align 8
  %flux3_70 = alloca float, align 4
  %next3_65 = alloca float, align 4
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf113 = load ptr, ptr %bufp112, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp11, align 8
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
  store i64 7, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next2_68, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %power_69, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %flux3_70, align 4
  %v95 = load float, ptr %next2_68, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup96 = insertvalue { i64, i64 } %tup, i64 %dim33, 1
  %proj = extractvalue { i64, i64 } %tup96, 1
  %cv = sitofp i64 %proj to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  %fm = fmul float 0x407B580020000000, %fd
  %cv97 = sitofp i64 %dim to float
  %fd98 = fdiv float 0x3F90624DE0000000, %cv97
  %fm99 = fmul float %fm, %fd98
  %fd100 = fdiv float 0x3E8392CBA0000000, %fm99
  %v101 = load float, ptr %power_69, align 4
  %v102 = load float, ptr %flux3_70, align 4
  %fa = fadd float %v101, %v102
  %fm103 = fmul float %fd100, %fa
  %fa104 = fadd float %v95, %fm103
  store float %fa104, ptr %next3_65, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %pos107 = mul i64 0, %dim
  %pos108 = add i64 %pos107, %v105
  %pos109 = mul i64 %pos108, %dim33
  %pos110 = add i64 %pos109, %v106
  %v111 = load float, ptr %next3_65, align 4
  %elp114 = getelementptr inbounds float, ptr %buf113, i64 %pos110
  store float %v111, ptr %elp114, align 4, !alias.scope !11, !noalias !12
  %i115 = load i64, ptr %j, align 8
  %next = add i64 %i115, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i116 = load i64, ptr %i, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %i, align 8
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.9", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c8: flux4
; ModuleID = 'hotspot_c8'
source_filename = "hotspot_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 73
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %next3_74 = alloca float, align 4
  %next3_75 = alloca float, align 4
  %next3_76 = alloca float, align 4
  %next3_77 = alloca float, align 4
  %next3_78 = alloca float, align 4
  %next3_79 = alloca float, align 4
  %next3_80 = alloca float, align 4
  %next3_81 = alloca float, align 4
  %next3_82 = alloca float, align 4
  %gh_83 = alloca float, align 4
  %gw_84 = alloca float, align 4
  %"%cse0_85" = alloca float, align 4
  %flux4_71 = alloca float, align 4
  %bufp418 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf419 = load ptr, ptr %bufp418, align 8
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
  br label %loop

loop:                                             ; preds = %versions_done1667, %ok
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
  store i64 8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop422

versions_done:                                    ; preds = %exit424, %exit199
  store i64 %min23, ptr %j, align 8
  %v781 = load i64, ptr %i, align 8
  %add782 = add i64 %v781, -1
  %sub783 = sub i64 %dim, 1
  %c784 = icmp slt i64 %add782, %sub783
  %mm785 = select i1 %c784, i64 %add782, i64 %sub783
  %c786 = icmp sgt i64 0, %mm785
  %mm787 = select i1 %c786, i64 0, i64 %mm785
  %base788 = sext i64 %mm787 to i128
  %fits_low789 = icmp sge i128 %base788, -9223372036854775808
  %fits_high790 = icmp sle i128 %base788, 9223372036854775807
  %fits791 = and i1 %fits_low789, %fits_high790
  %least792 = select i1 %fits791, i128 %base788, i128 -9223372036854775808
  %most793 = select i1 %fits791, i128 %base788, i128 9223372036854775807
  %extent794 = sext i64 %dim to i128
  %low_ok795 = icmp sge i128 %least792, 0
  %high_ok796 = icmp slt i128 %most793, %extent794
  %ok797 = and i1 true, %low_ok795
  %ok798 = and i1 %ok797, %high_ok796
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, -1
  %base801 = sext i64 %add800 to i128
  %next802 = add i64 %min23, 1
  store i64 %next802, ptr %j, align 8
  %v803 = load i64, ptr %j, align 8
  %add804 = add i64 %v803, -1
  store i64 %min23, ptr %j, align 8
  %at_next805 = sext i64 %add804 to i128
  %step806 = sub i128 %at_next805, %base801
  %step807 = trunc i128 %step806 to i64
  %step808 = sext i64 %step807 to i128
  %len809 = sub i64 %min27, %min23
  %span810 = sub i64 %len809, 1
  %span811 = sext i64 %span810 to i128
  %reach812 = mul i128 %step808, %span811
  %c813 = icmp slt i128 %reach812, 0
  %min814 = select i1 %c813, i128 %reach812, i128 0
  %c815 = icmp sgt i128 %reach812, 0
  %max816 = select i1 %c815, i128 %reach812, i128 0
  %least817 = add i128 %base801, %min814
  %most818 = add i128 %base801, %max816
  %fits_low819 = icmp sge i128 %least817, -9223372036854775808
  %fits_high820 = icmp sle i128 %most818, 9223372036854775807
  %fits821 = and i1 %fits_low819, %fits_high820
  %least822 = select i1 %fits821, i128 %least817, i128 -9223372036854775808
  %most823 = select i1 %fits821, i128 %most818, i128 9223372036854775807
  %sub824 = sub i64 %dim8, 1
  %base825 = sext i64 %sub824 to i128
  %fits_low826 = icmp sge i128 %base825, -9223372036854775808
  %fits_high827 = icmp sle i128 %base825, 9223372036854775807
  %fits828 = and i1 %fits_low826, %fits_high827
  %least829 = select i1 %fits828, i128 %base825, i128 -9223372036854775808
  %most830 = select i1 %fits828, i128 %base825, i128 9223372036854775807
  %c831 = icmp slt i128 %least822, %least829
  %min832 = select i1 %c831, i128 %least822, i128 %least829
  %c833 = icmp slt i128 %most823, %most830
  %min834 = select i1 %c833, i128 %most823, i128 %most830
  %c835 = icmp sgt i128 0, %min832
  %max836 = select i1 %c835, i128 0, i128 %min832
  %c837 = icmp sgt i128 0, %min834
  %max838 = select i1 %c837, i128 0, i128 %min834
  %extent839 = sext i64 %dim8 to i128
  %low_ok840 = icmp sge i128 %max836, 0
  %high_ok841 = icmp slt i128 %max838, %extent839
  %ok842 = and i1 %ok798, %low_ok840
  %ok843 = and i1 %ok842, %high_ok841
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 0
  %base846 = sext i64 %add845 to i128
  %next847 = add i64 %min23, 1
  store i64 %next847, ptr %j, align 8
  %v848 = load i64, ptr %j, align 8
  %add849 = add i64 %v848, 0
  store i64 %min23, ptr %j, align 8
  %at_next850 = sext i64 %add849 to i128
  %step851 = sub i128 %at_next850, %base846
  %step852 = trunc i128 %step851 to i64
  %step853 = sext i64 %step852 to i128
  %len854 = sub i64 %min27, %min23
  %span855 = sub i64 %len854, 1
  %span856 = sext i64 %span855 to i128
  %reach857 = mul i128 %step853, %span856
  %c858 = icmp slt i128 %reach857, 0
  %min859 = select i1 %c858, i128 %reach857, i128 0
  %c860 = icmp sgt i128 %reach857, 0
  %max861 = select i1 %c860, i128 %reach857, i128 0
  %least862 = add i128 %base846, %min859
  %most863 = add i128 %base846, %max861
  %fits_low864 = icmp sge i128 %least862, -9223372036854775808
  %fits_high865 = icmp sle i128 %most863, 9223372036854775807
  %fits866 = and i1 %fits_low864, %fits_high865
  %least867 = select i1 %fits866, i128 %least862, i128 -9223372036854775808
  %most868 = select i1 %fits866, i128 %most863, i128 9223372036854775807
  %sub869 = sub i64 %dim8, 1
  %base870 = sext i64 %sub869 to i128
  %fits_low871 = icmp sge i128 %base870, -9223372036854775808
  %fits_high872 = icmp sle i128 %base870, 9223372036854775807
  %fits873 = and i1 %fits_low871, %fits_high872
  %least874 = select i1 %fits873, i128 %base870, i128 -9223372036854775808
  %most875 = select i1 %fits873, i128 %base870, i128 9223372036854775807
  %c876 = icmp slt i128 %least867, %least874
  %min877 = select i1 %c876, i128 %least867, i128 %least874
  %c878 = icmp slt i128 %most868, %most875
  %min879 = select i1 %c878, i128 %most868, i128 %most875
  %c880 = icmp sgt i128 0, %min877
  %max881 = select i1 %c880, i128 0, i128 %min877
  %c882 = icmp sgt i128 0, %min879
  %max883 = select i1 %c882, i128 0, i128 %min879
  %extent884 = sext i64 %dim8 to i128
  %low_ok885 = icmp sge i128 %max881, 0
  %high_ok886 = icmp slt i128 %max883, %extent884
  %ok887 = and i1 %ok843, %low_ok885
  %ok888 = and i1 %ok887, %high_ok886
  %v889 = load i64, ptr %j, align 8
  %add890 = add i64 %v889, 1
  %base891 = sext i64 %add890 to i128
  %next892 = add i64 %min23, 1
  store i64 %next892, ptr %j, align 8
  %v893 = load i64, ptr %j, align 8
  %add894 = add i64 %v893, 1
  store i64 %min23, ptr %j, align 8
  %at_next895 = sext i64 %add894 to i128
  %step896 = sub i128 %at_next895, %base891
  %step897 = trunc i128 %step896 to i64
  %step898 = sext i64 %step897 to i128
  %len899 = sub i64 %min27, %min23
  %span900 = sub i64 %len899, 1
  %span901 = sext i64 %span900 to i128
  %reach902 = mul i128 %step898, %span901
  %c903 = icmp slt i128 %reach902, 0
  %min904 = select i1 %c903, i128 %reach902, i128 0
  %c905 = icmp sgt i128 %reach902, 0
  %max906 = select i1 %c905, i128 %reach902, i128 0
  %least907 = add i128 %base891, %min904
  %most908 = add i128 %base891, %max906
  %fits_low909 = icmp sge i128 %least907, -9223372036854775808
  %fits_high910 = icmp sle i128 %most908, 9223372036854775807
  %fits911 = and i1 %fits_low909, %fits_high910
  %least912 = select i1 %fits911, i128 %least907, i128 -9223372036854775808
  %most913 = select i1 %fits911, i128 %most908, i128 9223372036854775807
  %sub914 = sub i64 %dim8, 1
  %base915 = sext i64 %sub914 to i128
  %fits_low916 = icmp sge i128 %base915, -9223372036854775808
  %fits_high917 = icmp sle i128 %base915, 9223372036854775807
  %fits918 = and i1 %fits_low916, %fits_high917
  %least919 = select i1 %fits918, i128 %base915, i128 -9223372036854775808
  %most920 = select i1 %fits918, i128 %base915, i128 9223372036854775807
  %c921 = icmp slt i128 %least912, %least919
  %min922 = select i1 %c921, i128 %least912, i128 %least919
  %c923 = icmp slt i128 %most913, %most920
  %min924 = select i1 %c923, i128 %most913, i128 %most920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %c927 = icmp sgt i128 0, %min924
  %max928 = select i1 %c927, i128 0, i128 %min924
  %extent929 = sext i64 %dim8 to i128
  %low_ok930 = icmp sge i128 %max926, 0
  %high_ok931 = icmp slt i128 %max928, %extent929
  %ok932 = and i1 %ok888, %low_ok930
  %ok933 = and i1 %ok932, %high_ok931
  %v934 = load i64, ptr %i, align 8
  %add935 = add i64 %v934, 0
  %sub936 = sub i64 %dim, 1
  %c937 = icmp slt i64 %add935, %sub936
  %mm938 = select i1 %c937, i64 %add935, i64 %sub936
  %c939 = icmp sgt i64 0, %mm938
  %mm940 = select i1 %c939, i64 0, i64 %mm938
  %base941 = sext i64 %mm940 to i128
  %fits_low942 = icmp sge i128 %base941, -9223372036854775808
  %fits_high943 = icmp sle i128 %base941, 9223372036854775807
  %fits944 = and i1 %fits_low942, %fits_high943
  %least945 = select i1 %fits944, i128 %base941, i128 -9223372036854775808
  %most946 = select i1 %fits944, i128 %base941, i128 9223372036854775807
  %extent947 = sext i64 %dim to i128
  %low_ok948 = icmp sge i128 %least945, 0
  %high_ok949 = icmp slt i128 %most946, %extent947
  %ok950 = and i1 %ok933, %low_ok948
  %ok951 = and i1 %ok950, %high_ok949
  %v952 = load i64, ptr %i, align 8
  %add953 = add i64 %v952, 1
  %sub954 = sub i64 %dim, 1
  %c955 = icmp slt i64 %add953, %sub954
  %mm956 = select i1 %c955, i64 %add953, i64 %sub954
  %c957 = icmp sgt i64 0, %mm956
  %mm958 = select i1 %c957, i64 0, i64 %mm956
  %base959 = sext i64 %mm958 to i128
  %fits_low960 = icmp sge i128 %base959, -9223372036854775808
  %fits_high961 = icmp sle i128 %base959, 9223372036854775807
  %fits962 = and i1 %fits_low960, %fits_high961
  %least963 = select i1 %fits962, i128 %base959, i128 -9223372036854775808
  %most964 = select i1 %fits962, i128 %base959, i128 9223372036854775807
  %extent965 = sext i64 %dim to i128
  %low_ok966 = icmp sge i128 %least963, 0
  %high_ok967 = icmp slt i128 %most964, %extent965
  %ok968 = and i1 %ok951, %low_ok966
  %ok969 = and i1 %ok968, %high_ok967
  br i1 %ok969, label %proved970, label %checked971

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next3_74, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %next3_75, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %next3_76, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %next3_77, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %next3_78, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %next3_79, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %next3_80, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %next3_81, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %next3_82, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_83, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup379 = insertvalue { i64, i64 } %tup, i64 %dim8, 1
  %proj = extractvalue { i64, i64 } %tup379, 1
  %cv380 = sitofp i64 %proj to float
  %fd381 = fdiv float 0x3F90624DE0000000, %cv380
  store float %fd381, ptr %gw_84, align 4
  %v382 = load float, ptr %next3_78, align 4
  %fm = fmul float 2.000000e+00, %v382
  store float %fm, ptr %"%cse0_85", align 4
  %v383 = load float, ptr %next3_81, align 4
  %v384 = load float, ptr %next3_75, align 4
  %fa = fadd float %v383, %v384
  %v385 = load float, ptr %"%cse0_85", align 4
  %fs = fsub float %fa, %v385
  %v386 = load float, ptr %gh_83, align 4
  %v387 = load float, ptr %gw_84, align 4
  %fm388 = fmul float 0x3FB99999A0000000, %v387
  %fd389 = fdiv float %v386, %fm388
  %fd390 = fdiv float %fs, %fd389
  %v391 = load float, ptr %next3_79, align 4
  %v392 = load float, ptr %next3_77, align 4
  %fa393 = fadd float %v391, %v392
  %v394 = load float, ptr %"%cse0_85", align 4
  %fs395 = fsub float %fa393, %v394
  %v396 = load float, ptr %gw_84, align 4
  %v397 = load float, ptr %gh_83, align 4
  %fm398 = fmul float 0x3FB99999A0000000, %v397
  %fd399 = fdiv float %v396, %fm398
  %fd400 = fdiv float %fs395, %fd399
  %fa401 = fadd float %fd390, %fd400
  %v402 = load float, ptr %next3_78, align 4
  %fs403 = fsub float 8.000000e+01, %v402
  %v404 = load float, ptr %gh_83, align 4
  %fm405 = fmul float 1.000000e+02, %v404
  %v406 = load float, ptr %gw_84, align 4
  %fm407 = fmul float %fm405, %v406
  %fd408 = fdiv float 0x3F40624DE0000000, %fm407
  %fd409 = fdiv float %fs403, %fd408
  %fa410 = fadd float %fa401, %fd409
  store float %fa410, ptr %flux4_71, align 4
  %v411 = load i64, ptr %i, align 8
  %v412 = load i64, ptr %j, align 8
  %pos413 = mul i64 0, %dim
  %pos414 = add i64 %pos413, %v411
  %pos415 = mul i64 %pos414, %dim8
  %pos416 = add i64 %pos415, %v412
  %v417 = load float, ptr %flux4_71, align 4
  %elp420 = getelementptr inbounds float, ptr %buf419, i64 %pos416
  store float %v417, ptr %elp420, align 4, !alias.scope !3, !noalias !0
  %i421 = load i64, ptr %j, align 8
  %next = add i64 %i421, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop422:                                          ; preds = %ok723, %checked
  %i425 = load i64, ptr %j, align 8
  %more426 = icmp slt i64 %i425, %min23
  br i1 %more426, label %body423, label %exit424

body423:                                          ; preds = %loop422
  %v427 = load i64, ptr %i, align 8
  %add428 = add i64 %v427, -1
  %sub429 = sub i64 %dim, 1
  %c430 = icmp slt i64 %add428, %sub429
  %mm431 = select i1 %c430, i64 %add428, i64 %sub429
  %c432 = icmp sgt i64 0, %mm431
  %mm433 = select i1 %c432, i64 0, i64 %mm431
  %v434 = load i64, ptr %j, align 8
  %add435 = add i64 %v434, -1
  %sub436 = sub i64 %dim8, 1
  %c437 = icmp slt i64 %add435, %sub436
  %mm438 = select i1 %c437, i64 %add435, i64 %sub436
  %c439 = icmp sgt i64 0, %mm438
  %mm440 = select i1 %c439, i64 0, i64 %mm438
  %inb = icmp ult i64 %mm433, %dim
  br i1 %inb, label %ok442, label %fail441

exit424:                                          ; preds = %loop422
  br label %versions_done

fail441:                                          ; preds = %body423
  %errp443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm433, ptr %errp445, align 8
  %errp446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp446, align 8
  ret i32 1

ok442:                                            ; preds = %body423
  %pos447 = mul i64 0, %dim
  %pos448 = add i64 %pos447, %mm433
  %inb449 = icmp ult i64 %mm440, %dim8
  br i1 %inb449, label %ok451, label %fail450

fail450:                                          ; preds = %ok442
  %errp452 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm440, ptr %errp454, align 8
  %errp455 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp455, align 8
  ret i32 1

ok451:                                            ; preds = %ok442
  %pos456 = mul i64 %pos448, %dim8
  %pos457 = add i64 %pos456, %mm440
  %elp458 = getelementptr inbounds float, ptr %buf, i64 %pos457
  %el459 = load float, ptr %elp458, align 4, !alias.scope !0, !noalias !3
  store float %el459, ptr %next3_74, align 4
  %v460 = load i64, ptr %i, align 8
  %add461 = add i64 %v460, -1
  %sub462 = sub i64 %dim, 1
  %c463 = icmp slt i64 %add461, %sub462
  %mm464 = select i1 %c463, i64 %add461, i64 %sub462
  %c465 = icmp sgt i64 0, %mm464
  %mm466 = select i1 %c465, i64 0, i64 %mm464
  %v467 = load i64, ptr %j, align 8
  %add468 = add i64 %v467, 0
  %sub469 = sub i64 %dim8, 1
  %c470 = icmp slt i64 %add468, %sub469
  %mm471 = select i1 %c470, i64 %add468, i64 %sub469
  %c472 = icmp sgt i64 0, %mm471
  %mm473 = select i1 %c472, i64 0, i64 %mm471
  %inb474 = icmp ult i64 %mm466, %dim
  br i1 %inb474, label %ok476, label %fail475

fail475:                                          ; preds = %ok451
  %errp477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp477, align 8
  %errp478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp478, align 8
  %errp479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm466, ptr %errp479, align 8
  %errp480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp480, align 8
  ret i32 1

ok476:                                            ; preds = %ok451
  %pos481 = mul i64 0, %dim
  %pos482 = add i64 %pos481, %mm466
  %inb483 = icmp ult i64 %mm473, %dim8
  br i1 %inb483, label %ok485, label %fail484

fail484:                                          ; preds = %ok476
  %errp486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp486, align 8
  %errp487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp487, align 8
  %errp488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm473, ptr %errp488, align 8
  %errp489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp489, align 8
  ret i32 1

ok485:                                            ; preds = %ok476
  %pos490 = mul i64 %pos482, %dim8
  %pos491 = add i64 %pos490, %mm473
  %elp492 = getelementptr inbounds float, ptr %buf, i64 %pos491
  %el493 = load float, ptr %elp492, align 4, !alias.scope !0, !noalias !3
  store float %el493, ptr %next3_75, align 4
  %v494 = load i64, ptr %i, align 8
  %add495 = add i64 %v494, -1
  %sub496 = sub i64 %dim, 1
  %c497 = icmp slt i64 %add495, %sub496
  %mm498 = select i1 %c497, i64 %add495, i64 %sub496
  %c499 = icmp sgt i64 0, %mm498
  %mm500 = select i1 %c499, i64 0, i64 %mm498
  %v501 = load i64, ptr %j, align 8
  %add502 = add i64 %v501, 1
  %sub503 = sub i64 %dim8, 1
  %c504 = icmp slt i64 %add502, %sub503
  %mm505 = select i1 %c504, i64 %add502, i64 %sub503
  %c506 = icmp sgt i64 0, %mm505
  %mm507 = select i1 %c506, i64 0, i64 %mm505
  %inb508 = icmp ult i64 %mm500, %dim
  br i1 %inb508, label %ok510, label %fail509

fail509:                                          ; preds = %ok485
  %errp511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm500, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp514, align 8
  ret i32 1

ok510:                                            ; preds = %ok485
  %pos515 = mul i64 0, %dim
  %pos516 = add i64 %pos515, %mm500
  %inb517 = icmp ult i64 %mm507, %dim8
  br i1 %inb517, label %ok519, label %fail518

fail518:                                          ; preds = %ok510
  %errp520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm507, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp523, align 8
  ret i32 1

ok519:                                            ; preds = %ok510
  %pos524 = mul i64 %pos516, %dim8
  %pos525 = add i64 %pos524, %mm507
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %next3_76, align 4
  %v528 = load i64, ptr %i, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %v535 = load i64, ptr %j, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim8, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %inb542 = icmp ult i64 %mm534, %dim
  br i1 %inb542, label %ok544, label %fail543

fail543:                                          ; preds = %ok519
  %errp545 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp548, align 8
  ret i32 1

ok544:                                            ; preds = %ok519
  %pos549 = mul i64 0, %dim
  %pos550 = add i64 %pos549, %mm534
  %inb551 = icmp ult i64 %mm541, %dim8
  br i1 %inb551, label %ok553, label %fail552

fail552:                                          ; preds = %ok544
  %errp554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp557, align 8
  ret i32 1

ok553:                                            ; preds = %ok544
  %pos558 = mul i64 %pos550, %dim8
  %pos559 = add i64 %pos558, %mm541
  %elp560 = getelementptr inbounds float, ptr %buf, i64 %pos559
  %el561 = load float, ptr %elp560, align 4, !alias.scope !0, !noalias !3
  store float %el561, ptr %next3_77, align 4
  %v562 = load i64, ptr %i, align 8
  %add563 = add i64 %v562, 0
  %sub564 = sub i64 %dim, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %v569 = load i64, ptr %j, align 8
  %add570 = add i64 %v569, 0
  %sub571 = sub i64 %dim8, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %inb576 = icmp ult i64 %mm568, %dim
  br i1 %inb576, label %ok578, label %fail577

fail577:                                          ; preds = %ok553
  %errp579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp582, align 8
  ret i32 1

ok578:                                            ; preds = %ok553
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm568
  %inb585 = icmp ult i64 %mm575, %dim8
  br i1 %inb585, label %ok587, label %fail586

fail586:                                          ; preds = %ok578
  %errp588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp591, align 8
  ret i32 1

ok587:                                            ; preds = %ok578
  %pos592 = mul i64 %pos584, %dim8
  %pos593 = add i64 %pos592, %mm575
  %elp594 = getelementptr inbounds float, ptr %buf, i64 %pos593
  %el595 = load float, ptr %elp594, align 4, !alias.scope !0, !noalias !3
  store float %el595, ptr %next3_78, align 4
  %v596 = load i64, ptr %i, align 8
  %add597 = add i64 %v596, 0
  %sub598 = sub i64 %dim, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %v603 = load i64, ptr %j, align 8
  %add604 = add i64 %v603, 1
  %sub605 = sub i64 %dim8, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %inb610 = icmp ult i64 %mm602, %dim
  br i1 %inb610, label %ok612, label %fail611

fail611:                                          ; preds = %ok587
  %errp613 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp616, align 8
  ret i32 1

ok612:                                            ; preds = %ok587
  %pos617 = mul i64 0, %dim
  %pos618 = add i64 %pos617, %mm602
  %inb619 = icmp ult i64 %mm609, %dim8
  br i1 %inb619, label %ok621, label %fail620

fail620:                                          ; preds = %ok612
  %errp622 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp625, align 8
  ret i32 1

ok621:                                            ; preds = %ok612
  %pos626 = mul i64 %pos618, %dim8
  %pos627 = add i64 %pos626, %mm609
  %elp628 = getelementptr inbounds float, ptr %buf, i64 %pos627
  %el629 = load float, ptr %elp628, align 4, !alias.scope !0, !noalias !3
  store float %el629, ptr %next3_79, align 4
  %v630 = load i64, ptr %i, align 8
  %add631 = add i64 %v630, 1
  %sub632 = sub i64 %dim, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %v637 = load i64, ptr %j, align 8
  %add638 = add i64 %v637, -1
  %sub639 = sub i64 %dim8, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %inb644 = icmp ult i64 %mm636, %dim
  br i1 %inb644, label %ok646, label %fail645

fail645:                                          ; preds = %ok621
  %errp647 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp650, align 8
  ret i32 1

ok646:                                            ; preds = %ok621
  %pos651 = mul i64 0, %dim
  %pos652 = add i64 %pos651, %mm636
  %inb653 = icmp ult i64 %mm643, %dim8
  br i1 %inb653, label %ok655, label %fail654

fail654:                                          ; preds = %ok646
  %errp656 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp659, align 8
  ret i32 1

ok655:                                            ; preds = %ok646
  %pos660 = mul i64 %pos652, %dim8
  %pos661 = add i64 %pos660, %mm643
  %elp662 = getelementptr inbounds float, ptr %buf, i64 %pos661
  %el663 = load float, ptr %elp662, align 4, !alias.scope !0, !noalias !3
  store float %el663, ptr %next3_80, align 4
  %v664 = load i64, ptr %i, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %v671 = load i64, ptr %j, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim8, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %inb678 = icmp ult i64 %mm670, %dim
  br i1 %inb678, label %ok680, label %fail679

fail679:                                          ; preds = %ok655
  %errp681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp684, align 8
  ret i32 1

ok680:                                            ; preds = %ok655
  %pos685 = mul i64 0, %dim
  %pos686 = add i64 %pos685, %mm670
  %inb687 = icmp ult i64 %mm677, %dim8
  br i1 %inb687, label %ok689, label %fail688

fail688:                                          ; preds = %ok680
  %errp690 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp693, align 8
  ret i32 1

ok689:                                            ; preds = %ok680
  %pos694 = mul i64 %pos686, %dim8
  %pos695 = add i64 %pos694, %mm677
  %elp696 = getelementptr inbounds float, ptr %buf, i64 %pos695
  %el697 = load float, ptr %elp696, align 4, !alias.scope !0, !noalias !3
  store float %el697, ptr %next3_81, align 4
  %v698 = load i64, ptr %i, align 8
  %add699 = add i64 %v698, 1
  %sub700 = sub i64 %dim, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %v705 = load i64, ptr %j, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim8, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %inb712 = icmp ult i64 %mm704, %dim
  br i1 %inb712, label %ok714, label %fail713

fail713:                                          ; preds = %ok689
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok689
  %pos719 = mul i64 0, %dim
  %pos720 = add i64 %pos719, %mm704
  %inb721 = icmp ult i64 %mm711, %dim8
  br i1 %inb721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 %pos720, %dim8
  %pos729 = add i64 %pos728, %mm711
  %elp730 = getelementptr inbounds float, ptr %buf, i64 %pos729
  %el731 = load float, ptr %elp730, align 4, !alias.scope !0, !noalias !3
  store float %el731, ptr %next3_82, align 4
  %cv732 = sitofp i64 %dim to float
  %fd733 = fdiv float 0x3F90624DE0000000, %cv732
  store float %fd733, ptr %gh_83, align 4
  %tup734 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup735 = insertvalue { i64, i64 } %tup734, i64 %dim8, 1
  %proj736 = extractvalue { i64, i64 } %tup735, 1
  %cv737 = sitofp i64 %proj736 to float
  %fd738 = fdiv float 0x3F90624DE0000000, %cv737
  store float %fd738, ptr %gw_84, align 4
  %v739 = load float, ptr %next3_78, align 4
  %fm740 = fmul float 2.000000e+00, %v739
  store float %fm740, ptr %"%cse0_85", align 4
  %v741 = load float, ptr %next3_81, align 4
  %v742 = load float, ptr %next3_75, align 4
  %fa743 = fadd float %v741, %v742
  %v744 = load float, ptr %"%cse0_85", align 4
  %fs745 = fsub float %fa743, %v744
  %v746 = load float, ptr %gh_83, align 4
  %v747 = load float, ptr %gw_84, align 4
  %fm748 = fmul float 0x3FB99999A0000000, %v747
  %fd749 = fdiv float %v746, %fm748
  %fd750 = fdiv float %fs745, %fd749
  %v751 = load float, ptr %next3_79, align 4
  %v752 = load float, ptr %next3_77, align 4
  %fa753 = fadd float %v751, %v752
  %v754 = load float, ptr %"%cse0_85", align 4
  %fs755 = fsub float %fa753, %v754
  %v756 = load float, ptr %gw_84, align 4
  %v757 = load float, ptr %gh_83, align 4
  %fm758 = fmul float 0x3FB99999A0000000, %v757
  %fd759 = fdiv float %v756, %fm758
  %fd760 = fdiv float %fs755, %fd759
  %fa761 = fadd float %fd750, %fd760
  %v762 = load float, ptr %next3_78, align 4
  %fs763 = fsub float 8.000000e+01, %v762
  %v764 = load float, ptr %gh_83, align 4
  %fm765 = fmul float 1.000000e+02, %v764
  %v766 = load float, ptr %gw_84, align 4
  %fm767 = fmul float %fm765, %v766
  %fd768 = fdiv float 0x3F40624DE0000000, %fm767
  %fd769 = fdiv float %fs763, %fd768
  %fa770 = fadd float %fa761, %fd769
  store float %fa770, ptr %flux4_71, align 4
  %v771 = load i64, ptr %i, align 8
  %v772 = load i64, ptr %j, align 8
  %pos773 = mul i64 0, %dim
  %pos774 = add i64 %pos773, %v771
  %pos775 = mul i64 %pos774, %dim8
  %pos776 = add i64 %pos775, %v772
  %v777 = load float, ptr %flux4_71, align 4
  %elp778 = getelementptr inbounds float, ptr %buf419, i64 %pos776
  store float %v777, ptr %elp778, align 4, !alias.scope !3, !noalias !0
  %i779 = load i64, ptr %j, align 8
  %next780 = add i64 %i779, 1
  store i64 %next780, ptr %j, align 8
  br label %loop422

proved970:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop973

checked971:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1161

versions_done972:                                 ; preds = %exit1163, %exit975
  store i64 %min27, ptr %j, align 8
  %v1476 = load i64, ptr %i, align 8
  %add1477 = add i64 %v1476, -1
  %sub1478 = sub i64 %dim, 1
  %c1479 = icmp slt i64 %add1477, %sub1478
  %mm1480 = select i1 %c1479, i64 %add1477, i64 %sub1478
  %c1481 = icmp sgt i64 0, %mm1480
  %mm1482 = select i1 %c1481, i64 0, i64 %mm1480
  %base1483 = sext i64 %mm1482 to i128
  %fits_low1484 = icmp sge i128 %base1483, -9223372036854775808
  %fits_high1485 = icmp sle i128 %base1483, 9223372036854775807
  %fits1486 = and i1 %fits_low1484, %fits_high1485
  %least1487 = select i1 %fits1486, i128 %base1483, i128 -9223372036854775808
  %most1488 = select i1 %fits1486, i128 %base1483, i128 9223372036854775807
  %extent1489 = sext i64 %dim to i128
  %low_ok1490 = icmp sge i128 %least1487, 0
  %high_ok1491 = icmp slt i128 %most1488, %extent1489
  %ok1492 = and i1 true, %low_ok1490
  %ok1493 = and i1 %ok1492, %high_ok1491
  %v1494 = load i64, ptr %j, align 8
  %add1495 = add i64 %v1494, -1
  %base1496 = sext i64 %add1495 to i128
  %next1497 = add i64 %min27, 1
  store i64 %next1497, ptr %j, align 8
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, -1
  store i64 %min27, ptr %j, align 8
  %at_next1500 = sext i64 %add1499 to i128
  %step1501 = sub i128 %at_next1500, %base1496
  %step1502 = trunc i128 %step1501 to i64
  %step1503 = sext i64 %step1502 to i128
  %len1504 = sub i64 %dim8, %min27
  %span1505 = sub i64 %len1504, 1
  %span1506 = sext i64 %span1505 to i128
  %reach1507 = mul i128 %step1503, %span1506
  %c1508 = icmp slt i128 %reach1507, 0
  %min1509 = select i1 %c1508, i128 %reach1507, i128 0
  %c1510 = icmp sgt i128 %reach1507, 0
  %max1511 = select i1 %c1510, i128 %reach1507, i128 0
  %least1512 = add i128 %base1496, %min1509
  %most1513 = add i128 %base1496, %max1511
  %fits_low1514 = icmp sge i128 %least1512, -9223372036854775808
  %fits_high1515 = icmp sle i128 %most1513, 9223372036854775807
  %fits1516 = and i1 %fits_low1514, %fits_high1515
  %least1517 = select i1 %fits1516, i128 %least1512, i128 -9223372036854775808
  %most1518 = select i1 %fits1516, i128 %most1513, i128 9223372036854775807
  %sub1519 = sub i64 %dim8, 1
  %base1520 = sext i64 %sub1519 to i128
  %fits_low1521 = icmp sge i128 %base1520, -9223372036854775808
  %fits_high1522 = icmp sle i128 %base1520, 9223372036854775807
  %fits1523 = and i1 %fits_low1521, %fits_high1522
  %least1524 = select i1 %fits1523, i128 %base1520, i128 -9223372036854775808
  %most1525 = select i1 %fits1523, i128 %base1520, i128 9223372036854775807
  %c1526 = icmp slt i128 %least1517, %least1524
  %min1527 = select i1 %c1526, i128 %least1517, i128 %least1524
  %c1528 = icmp slt i128 %most1518, %most1525
  %min1529 = select i1 %c1528, i128 %most1518, i128 %most1525
  %c1530 = icmp sgt i128 0, %min1527
  %max1531 = select i1 %c1530, i128 0, i128 %min1527
  %c1532 = icmp sgt i128 0, %min1529
  %max1533 = select i1 %c1532, i128 0, i128 %min1529
  %extent1534 = sext i64 %dim8 to i128
  %low_ok1535 = icmp sge i128 %max1531, 0
  %high_ok1536 = icmp slt i128 %max1533, %extent1534
  %ok1537 = and i1 %ok1493, %low_ok1535
  %ok1538 = and i1 %ok1537, %high_ok1536
  %v1539 = load i64, ptr %j, align 8
  %add1540 = add i64 %v1539, 0
  %base1541 = sext i64 %add1540 to i128
  %next1542 = add i64 %min27, 1
  store i64 %next1542, ptr %j, align 8
  %v1543 = load i64, ptr %j, align 8
  %add1544 = add i64 %v1543, 0
  store i64 %min27, ptr %j, align 8
  %at_next1545 = sext i64 %add1544 to i128
  %step1546 = sub i128 %at_next1545, %base1541
  %step1547 = trunc i128 %step1546 to i64
  %step1548 = sext i64 %step1547 to i128
  %len1549 = sub i64 %dim8, %min27
  %span1550 = sub i64 %len1549, 1
  %span1551 = sext i64 %span1550 to i128
  %reach1552 = mul i128 %step1548, %span1551
  %c1553 = icmp slt i128 %reach1552, 0
  %min1554 = select i1 %c1553, i128 %reach1552, i128 0
  %c1555 = icmp sgt i128 %reach1552, 0
  %max1556 = select i1 %c1555, i128 %reach1552, i128 0
  %least1557 = add i128 %base1541, %min1554
  %most1558 = add i128 %base1541, %max1556
  %fits_low1559 = icmp sge i128 %least1557, -9223372036854775808
  %fits_high1560 = icmp sle i128 %most1558, 9223372036854775807
  %fits1561 = and i1 %fits_low1559, %fits_high1560
  %least1562 = select i1 %fits1561, i128 %least1557, i128 -9223372036854775808
  %most1563 = select i1 %fits1561, i128 %most1558, i128 9223372036854775807
  %sub1564 = sub i64 %dim8, 1
  %base1565 = sext i64 %sub1564 to i128
  %fits_low1566 = icmp sge i128 %base1565, -9223372036854775808
  %fits_high1567 = icmp sle i128 %base1565, 9223372036854775807
  %fits1568 = and i1 %fits_low1566, %fits_high1567
  %least1569 = select i1 %fits1568, i128 %base1565, i128 -9223372036854775808
  %most1570 = select i1 %fits1568, i128 %base1565, i128 9223372036854775807
  %c1571 = icmp slt i128 %least1562, %least1569
  %min1572 = select i1 %c1571, i128 %least1562, i128 %least1569
  %c1573 = icmp slt i128 %most1563, %most1570
  %min1574 = select i1 %c1573, i128 %most1563, i128 %most1570
  %c1575 = icmp sgt i128 0, %min1572
  %max1576 = select i1 %c1575, i128 0, i128 %min1572
  %c1577 = icmp sgt i128 0, %min1574
  %max1578 = select i1 %c1577, i128 0, i128 %min1574
  %extent1579 = sext i64 %dim8 to i128
  %low_ok1580 = icmp sge i128 %max1576, 0
  %high_ok1581 = icmp slt i128 %max1578, %extent1579
  %ok1582 = and i1 %ok1538, %low_ok1580
  %ok1583 = and i1 %ok1582, %high_ok1581
  %v1584 = load i64, ptr %j, align 8
  %add1585 = add i64 %v1584, 1
  %base1586 = sext i64 %add1585 to i128
  %next1587 = add i64 %min27, 1
  store i64 %next1587, ptr %j, align 8
  %v1588 = load i64, ptr %j, align 8
  %add1589 = add i64 %v1588, 1
  store i64 %min27, ptr %j, align 8
  %at_next1590 = sext i64 %add1589 to i128
  %step1591 = sub i128 %at_next1590, %base1586
  %step1592 = trunc i128 %step1591 to i64
  %step1593 = sext i64 %step1592 to i128
  %len1594 = sub i64 %dim8, %min27
  %span1595 = sub i64 %len1594, 1
  %span1596 = sext i64 %span1595 to i128
  %reach1597 = mul i128 %step1593, %span1596
  %c1598 = icmp slt i128 %reach1597, 0
  %min1599 = select i1 %c1598, i128 %reach1597, i128 0
  %c1600 = icmp sgt i128 %reach1597, 0
  %max1601 = select i1 %c1600, i128 %reach1597, i128 0
  %least1602 = add i128 %base1586, %min1599
  %most1603 = add i128 %base1586, %max1601
  %fits_low1604 = icmp sge i128 %least1602, -9223372036854775808
  %fits_high1605 = icmp sle i128 %most1603, 9223372036854775807
  %fits1606 = and i1 %fits_low1604, %fits_high1605
  %least1607 = select i1 %fits1606, i128 %least1602, i128 -9223372036854775808
  %most1608 = select i1 %fits1606, i128 %most1603, i128 9223372036854775807
  %sub1609 = sub i64 %dim8, 1
  %base1610 = sext i64 %sub1609 to i128
  %fits_low1611 = icmp sge i128 %base1610, -9223372036854775808
  %fits_high1612 = icmp sle i128 %base1610, 9223372036854775807
  %fits1613 = and i1 %fits_low1611, %fits_high1612
  %least1614 = select i1 %fits1613, i128 %base1610, i128 -9223372036854775808
  %most1615 = select i1 %fits1613, i128 %base1610, i128 9223372036854775807
  %c1616 = icmp slt i128 %least1607, %least1614
  %min1617 = select i1 %c1616, i128 %least1607, i128 %least1614
  %c1618 = icmp slt i128 %most1608, %most1615
  %min1619 = select i1 %c1618, i128 %most1608, i128 %most1615
  %c1620 = icmp sgt i128 0, %min1617
  %max1621 = select i1 %c1620, i128 0, i128 %min1617
  %c1622 = icmp sgt i128 0, %min1619
  %max1623 = select i1 %c1622, i128 0, i128 %min1619
  %extent1624 = sext i64 %dim8 to i128
  %low_ok1625 = icmp sge i128 %max1621, 0
  %high_ok1626 = icmp slt i128 %max1623, %extent1624
  %ok1627 = and i1 %ok1583, %low_ok1625
  %ok1628 = and i1 %ok1627, %high_ok1626
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, 0
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 %ok1628, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %i, align 8
  %add1648 = add i64 %v1647, 1
  %sub1649 = sub i64 %dim, 1
  %c1650 = icmp slt i64 %add1648, %sub1649
  %mm1651 = select i1 %c1650, i64 %add1648, i64 %sub1649
  %c1652 = icmp sgt i64 0, %mm1651
  %mm1653 = select i1 %c1652, i64 0, i64 %mm1651
  %base1654 = sext i64 %mm1653 to i128
  %fits_low1655 = icmp sge i128 %base1654, -9223372036854775808
  %fits_high1656 = icmp sle i128 %base1654, 9223372036854775807
  %fits1657 = and i1 %fits_low1655, %fits_high1656
  %least1658 = select i1 %fits1657, i128 %base1654, i128 -9223372036854775808
  %most1659 = select i1 %fits1657, i128 %base1654, i128 9223372036854775807
  %extent1660 = sext i64 %dim to i128
  %low_ok1661 = icmp sge i128 %least1658, 0
  %high_ok1662 = icmp slt i128 %most1659, %extent1660
  %ok1663 = and i1 %ok1646, %low_ok1661
  %ok1664 = and i1 %ok1663, %high_ok1662
  br i1 %ok1664, label %proved1665, label %checked1666

loop973:                                          ; preds = %body974, %proved970
  %i976 = load i64, ptr %j, align 8
  %more977 = icmp slt i64 %i976, %min27
  br i1 %more977, label %body974, label %exit975

body974:                                          ; preds = %loop973
  %v978 = load i64, ptr %i, align 8
  %add979 = add i64 %v978, -1
  %sub980 = sub i64 %dim, 1
  %c981 = icmp slt i64 %add979, %sub980
  %mm982 = select i1 %c981, i64 %add979, i64 %sub980
  %c983 = icmp sgt i64 0, %mm982
  %mm984 = select i1 %c983, i64 0, i64 %mm982
  %j985 = load i64, ptr %j, align 8
  %tap = add i64 %j985, -1
  %pos986 = mul i64 0, %dim
  %pos987 = add i64 %pos986, %mm984
  %pos988 = mul i64 %pos987, %dim8
  %pos989 = add i64 %pos988, %tap
  %elp990 = getelementptr inbounds float, ptr %buf, i64 %pos989
  %el991 = load float, ptr %elp990, align 4, !alias.scope !0, !noalias !3
  store float %el991, ptr %next3_74, align 4
  %v992 = load i64, ptr %i, align 8
  %add993 = add i64 %v992, -1
  %sub994 = sub i64 %dim, 1
  %c995 = icmp slt i64 %add993, %sub994
  %mm996 = select i1 %c995, i64 %add993, i64 %sub994
  %c997 = icmp sgt i64 0, %mm996
  %mm998 = select i1 %c997, i64 0, i64 %mm996
  %j999 = load i64, ptr %j, align 8
  %tap1000 = add i64 %j999, 0
  %pos1001 = mul i64 0, %dim
  %pos1002 = add i64 %pos1001, %mm998
  %pos1003 = mul i64 %pos1002, %dim8
  %pos1004 = add i64 %pos1003, %tap1000
  %elp1005 = getelementptr inbounds float, ptr %buf, i64 %pos1004
  %el1006 = load float, ptr %elp1005, align 4, !alias.scope !0, !noalias !3
  store float %el1006, ptr %next3_75, align 4
  %v1007 = load i64, ptr %i, align 8
  %add1008 = add i64 %v1007, -1
  %sub1009 = sub i64 %dim, 1
  %c1010 = icmp slt i64 %add1008, %sub1009
  %mm1011 = select i1 %c1010, i64 %add1008, i64 %sub1009
  %c1012 = icmp sgt i64 0, %mm1011
  %mm1013 = select i1 %c1012, i64 0, i64 %mm1011
  %j1014 = load i64, ptr %j, align 8
  %tap1015 = add i64 %j1014, 1
  %pos1016 = mul i64 0, %dim
  %pos1017 = add i64 %pos1016, %mm1013
  %pos1018 = mul i64 %pos1017, %dim8
  %pos1019 = add i64 %pos1018, %tap1015
  %elp1020 = getelementptr inbounds float, ptr %buf, i64 %pos1019
  %el1021 = load float, ptr %elp1020, align 4, !alias.scope !0, !noalias !3
  store float %el1021, ptr %next3_76, align 4
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %j1029 = load i64, ptr %j, align 8
  %tap1030 = add i64 %j1029, -1
  %pos1031 = mul i64 0, %dim
  %pos1032 = add i64 %pos1031, %mm1028
  %pos1033 = mul i64 %pos1032, %dim8
  %pos1034 = add i64 %pos1033, %tap1030
  %elp1035 = getelementptr inbounds float, ptr %buf, i64 %pos1034
  %el1036 = load float, ptr %elp1035, align 4, !alias.scope !0, !noalias !3
  store float %el1036, ptr %next3_77, align 4
  %v1037 = load i64, ptr %i, align 8
  %add1038 = add i64 %v1037, 0
  %sub1039 = sub i64 %dim, 1
  %c1040 = icmp slt i64 %add1038, %sub1039
  %mm1041 = select i1 %c1040, i64 %add1038, i64 %sub1039
  %c1042 = icmp sgt i64 0, %mm1041
  %mm1043 = select i1 %c1042, i64 0, i64 %mm1041
  %j1044 = load i64, ptr %j, align 8
  %tap1045 = add i64 %j1044, 0
  %pos1046 = mul i64 0, %dim
  %pos1047 = add i64 %pos1046, %mm1043
  %pos1048 = mul i64 %pos1047, %dim8
  %pos1049 = add i64 %pos1048, %tap1045
  %elp1050 = getelementptr inbounds float, ptr %buf, i64 %pos1049
  %el1051 = load float, ptr %elp1050, align 4, !alias.scope !0, !noalias !3
  store float %el1051, ptr %next3_78, align 4
  %v1052 = load i64, ptr %i, align 8
  %add1053 = add i64 %v1052, 0
  %sub1054 = sub i64 %dim, 1
  %c1055 = icmp slt i64 %add1053, %sub1054
  %mm1056 = select i1 %c1055, i64 %add1053, i64 %sub1054
  %c1057 = icmp sgt i64 0, %mm1056
  %mm1058 = select i1 %c1057, i64 0, i64 %mm1056
  %j1059 = load i64, ptr %j, align 8
  %tap1060 = add i64 %j1059, 1
  %pos1061 = mul i64 0, %dim
  %pos1062 = add i64 %pos1061, %mm1058
  %pos1063 = mul i64 %pos1062, %dim8
  %pos1064 = add i64 %pos1063, %tap1060
  %elp1065 = getelementptr inbounds float, ptr %buf, i64 %pos1064
  %el1066 = load float, ptr %elp1065, align 4, !alias.scope !0, !noalias !3
  store float %el1066, ptr %next3_79, align 4
  %v1067 = load i64, ptr %i, align 8
  %add1068 = add i64 %v1067, 1
  %sub1069 = sub i64 %dim, 1
  %c1070 = icmp slt i64 %add1068, %sub1069
  %mm1071 = select i1 %c1070, i64 %add1068, i64 %sub1069
  %c1072 = icmp sgt i64 0, %mm1071
  %mm1073 = select i1 %c1072, i64 0, i64 %mm1071
  %j1074 = load i64, ptr %j, align 8
  %tap1075 = add i64 %j1074, -1
  %pos1076 = mul i64 0, %dim
  %pos1077 = add i64 %pos1076, %mm1073
  %pos1078 = mul i64 %pos1077, %dim8
  %pos1079 = add i64 %pos1078, %tap1075
  %elp1080 = getelementptr inbounds float, ptr %buf, i64 %pos1079
  %el1081 = load float, ptr %elp1080, align 4, !alias.scope !0, !noalias !3
  store float %el1081, ptr %next3_80, align 4
  %v1082 = load i64, ptr %i, align 8
  %add1083 = add i64 %v1082, 1
  %sub1084 = sub i64 %dim, 1
  %c1085 = icmp slt i64 %add1083, %sub1084
  %mm1086 = select i1 %c1085, i64 %add1083, i64 %sub1084
  %c1087 = icmp sgt i64 0, %mm1086
  %mm1088 = select i1 %c1087, i64 0, i64 %mm1086
  %j1089 = load i64, ptr %j, align 8
  %tap1090 = add i64 %j1089, 0
  %pos1091 = mul i64 0, %dim
  %pos1092 = add i64 %pos1091, %mm1088
  %pos1093 = mul i64 %pos1092, %dim8
  %pos1094 = add i64 %pos1093, %tap1090
  %elp1095 = getelementptr inbounds float, ptr %buf, i64 %pos1094
  %el1096 = load float, ptr %elp1095, align 4, !alias.scope !0, !noalias !3
  store float %el1096, ptr %next3_81, align 4
  %v1097 = load i64, ptr %i, align 8
  %add1098 = add i64 %v1097, 1
  %sub1099 = sub i64 %dim, 1
  %c1100 = icmp slt i64 %add1098, %sub1099
  %mm1101 = select i1 %c1100, i64 %add1098, i64 %sub1099
  %c1102 = icmp sgt i64 0, %mm1101
  %mm1103 = select i1 %c1102, i64 0, i64 %mm1101
  %j1104 = load i64, ptr %j, align 8
  %tap1105 = add i64 %j1104, 1
  %pos1106 = mul i64 0, %dim
  %pos1107 = add i64 %pos1106, %mm1103
  %pos1108 = mul i64 %pos1107, %dim8
  %pos1109 = add i64 %pos1108, %tap1105
  %elp1110 = getelementptr inbounds float, ptr %buf, i64 %pos1109
  %el1111 = load float, ptr %elp1110, align 4, !alias.scope !0, !noalias !3
  store float %el1111, ptr %next3_82, align 4
  %cv1112 = sitofp i64 %dim to float
  %fd1113 = fdiv float 0x3F90624DE0000000, %cv1112
  store float %fd1113, ptr %gh_83, align 4
  %tup1114 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1115 = insertvalue { i64, i64 } %tup1114, i64 %dim8, 1
  %proj1116 = extractvalue { i64, i64 } %tup1115, 1
  %cv1117 = sitofp i64 %proj1116 to float
  %fd1118 = fdiv float 0x3F90624DE0000000, %cv1117
  store float %fd1118, ptr %gw_84, align 4
  %v1119 = load float, ptr %next3_78, align 4
  %fm1120 = fmul float 2.000000e+00, %v1119
  store float %fm1120, ptr %"%cse0_85", align 4
  %v1121 = load float, ptr %next3_81, align 4
  %v1122 = load float, ptr %next3_75, align 4
  %fa1123 = fadd float %v1121, %v1122
  %v1124 = load float, ptr %"%cse0_85", align 4
  %fs1125 = fsub float %fa1123, %v1124
  %v1126 = load float, ptr %gh_83, align 4
  %v1127 = load float, ptr %gw_84, align 4
  %fm1128 = fmul float 0x3FB99999A0000000, %v1127
  %fd1129 = fdiv float %v1126, %fm1128
  %fd1130 = fdiv float %fs1125, %fd1129
  %v1131 = load float, ptr %next3_79, align 4
  %v1132 = load float, ptr %next3_77, align 4
  %fa1133 = fadd float %v1131, %v1132
  %v1134 = load float, ptr %"%cse0_85", align 4
  %fs1135 = fsub float %fa1133, %v1134
  %v1136 = load float, ptr %gw_84, align 4
  %v1137 = load float, ptr %gh_83, align 4
  %fm1138 = fmul float 0x3FB99999A0000000, %v1137
  %fd1139 = fdiv float %v1136, %fm1138
  %fd1140 = fdiv float %fs1135, %fd1139
  %fa1141 = fadd float %fd1130, %fd1140
  %v1142 = load float, ptr %next3_78, align 4
  %fs1143 = fsub float 8.000000e+01, %v1142
  %v1144 = load float, ptr %gh_83, align 4
  %fm1145 = fmul float 1.000000e+02, %v1144
  %v1146 = load float, ptr %gw_84, align 4
  %fm1147 = fmul float %fm1145, %v1146
  %fd1148 = fdiv float 0x3F40624DE0000000, %fm1147
  %fd1149 = fdiv float %fs1143, %fd1148
  %fa1150 = fadd float %fa1141, %fd1149
  store float %fa1150, ptr %flux4_71, align 4
  %v1151 = load i64, ptr %i, align 8
  %v1152 = load i64, ptr %j, align 8
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %v1151
  %pos1155 = mul i64 %pos1154, %dim8
  %pos1156 = add i64 %pos1155, %v1152
  %v1157 = load float, ptr %flux4_71, align 4
  %elp1158 = getelementptr inbounds float, ptr %buf419, i64 %pos1156
  store float %v1157, ptr %elp1158, align 4, !alias.scope !3, !noalias !0
  %i1159 = load i64, ptr %j, align 8
  %next1160 = add i64 %i1159, 1
  store i64 %next1160, ptr %j, align 8
  br label %loop973

exit975:                                          ; preds = %loop973
  br label %versions_done972

loop1161:                                         ; preds = %ok1418, %checked971
  %i1164 = load i64, ptr %j, align 8
  %more1165 = icmp slt i64 %i1164, %min27
  br i1 %more1165, label %body1162, label %exit1163

body1162:                                         ; preds = %loop1161
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, -1
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

exit1163:                                         ; preds = %loop1161
  br label %versions_done972

fail1176:                                         ; preds = %body1162
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %body1162
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next3_74, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 0
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %next3_75, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, -1
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, 1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %next3_76, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, -1
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %next3_77, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 0
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %next3_78, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 0
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, 1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %next3_79, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, -1
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %next3_80, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 0
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %next3_81, align 4
  %v1398 = load i64, ptr %i, align 8
  %add1399 = add i64 %v1398, 1
  %sub1400 = sub i64 %dim, 1
  %c1401 = icmp slt i64 %add1399, %sub1400
  %mm1402 = select i1 %c1401, i64 %add1399, i64 %sub1400
  %c1403 = icmp sgt i64 0, %mm1402
  %mm1404 = select i1 %c1403, i64 0, i64 %mm1402
  %j1405 = load i64, ptr %j, align 8
  %tap1406 = add i64 %j1405, 1
  %inb1407 = icmp ult i64 %mm1404, %dim
  br i1 %inb1407, label %ok1409, label %fail1408

fail1408:                                         ; preds = %ok1389
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1404, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1413, align 8
  ret i32 1

ok1409:                                           ; preds = %ok1389
  %pos1414 = mul i64 0, %dim
  %pos1415 = add i64 %pos1414, %mm1404
  %inb1416 = icmp ult i64 %tap1406, %dim8
  br i1 %inb1416, label %ok1418, label %fail1417

fail1417:                                         ; preds = %ok1409
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1406, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1422, align 8
  ret i32 1

ok1418:                                           ; preds = %ok1409
  %pos1423 = mul i64 %pos1415, %dim8
  %pos1424 = add i64 %pos1423, %tap1406
  %elp1425 = getelementptr inbounds float, ptr %buf, i64 %pos1424
  %el1426 = load float, ptr %elp1425, align 4, !alias.scope !0, !noalias !3
  store float %el1426, ptr %next3_82, align 4
  %cv1427 = sitofp i64 %dim to float
  %fd1428 = fdiv float 0x3F90624DE0000000, %cv1427
  store float %fd1428, ptr %gh_83, align 4
  %tup1429 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1430 = insertvalue { i64, i64 } %tup1429, i64 %dim8, 1
  %proj1431 = extractvalue { i64, i64 } %tup1430, 1
  %cv1432 = sitofp i64 %proj1431 to float
  %fd1433 = fdiv float 0x3F90624DE0000000, %cv1432
  store float %fd1433, ptr %gw_84, align 4
  %v1434 = load float, ptr %next3_78, align 4
  %fm1435 = fmul float 2.000000e+00, %v1434
  store float %fm1435, ptr %"%cse0_85", align 4
  %v1436 = load float, ptr %next3_81, align 4
  %v1437 = load float, ptr %next3_75, align 4
  %fa1438 = fadd float %v1436, %v1437
  %v1439 = load float, ptr %"%cse0_85", align 4
  %fs1440 = fsub float %fa1438, %v1439
  %v1441 = load float, ptr %gh_83, align 4
  %v1442 = load float, ptr %gw_84, align 4
  %fm1443 = fmul float 0x3FB99999A0000000, %v1442
  %fd1444 = fdiv float %v1441, %fm1443
  %fd1445 = fdiv float %fs1440, %fd1444
  %v1446 = load float, ptr %next3_79, align 4
  %v1447 = load float, ptr %next3_77, align 4
  %fa1448 = fadd float %v1446, %v1447
  %v1449 = load float, ptr %"%cse0_85", align 4
  %fs1450 = fsub float %fa1448, %v1449
  %v1451 = load float, ptr %gw_84, align 4
  %v1452 = load float, ptr %gh_83, align 4
  %fm1453 = fmul float 0x3FB99999A0000000, %v1452
  %fd1454 = fdiv float %v1451, %fm1453
  %fd1455 = fdiv float %fs1450, %fd1454
  %fa1456 = fadd float %fd1445, %fd1455
  %v1457 = load float, ptr %next3_78, align 4
  %fs1458 = fsub float 8.000000e+01, %v1457
  %v1459 = load float, ptr %gh_83, align 4
  %fm1460 = fmul float 1.000000e+02, %v1459
  %v1461 = load float, ptr %gw_84, align 4
  %fm1462 = fmul float %fm1460, %v1461
  %fd1463 = fdiv float 0x3F40624DE0000000, %fm1462
  %fd1464 = fdiv float %fs1458, %fd1463
  %fa1465 = fadd float %fa1456, %fd1464
  store float %fa1465, ptr %flux4_71, align 4
  %v1466 = load i64, ptr %i, align 8
  %v1467 = load i64, ptr %j, align 8
  %pos1468 = mul i64 0, %dim
  %pos1469 = add i64 %pos1468, %v1466
  %pos1470 = mul i64 %pos1469, %dim8
  %pos1471 = add i64 %pos1470, %v1467
  %v1472 = load float, ptr %flux4_71, align 4
  %elp1473 = getelementptr inbounds float, ptr %buf419, i64 %pos1471
  store float %v1472, ptr %elp1473, align 4, !alias.scope !3, !noalias !0
  %i1474 = load i64, ptr %j, align 8
  %next1475 = add i64 %i1474, 1
  store i64 %next1475, ptr %j, align 8
  br label %loop1161

proved1665:                                       ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1668

checked1666:                                      ; preds = %versions_done972
  store i64 %min27, ptr %j, align 8
  br label %loop1902

versions_done1667:                                ; preds = %exit1904, %exit1670
  %i2262 = load i64, ptr %i, align 8
  %next2263 = add i64 %i2262, 1
  store i64 %next2263, ptr %i, align 8
  br label %loop

loop1668:                                         ; preds = %body1669, %proved1665
  %i1671 = load i64, ptr %j, align 8
  %more1672 = icmp slt i64 %i1671, %dim8
  br i1 %more1672, label %body1669, label %exit1670

body1669:                                         ; preds = %loop1668
  %v1673 = load i64, ptr %i, align 8
  %add1674 = add i64 %v1673, -1
  %sub1675 = sub i64 %dim, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %v1680 = load i64, ptr %j, align 8
  %add1681 = add i64 %v1680, -1
  %sub1682 = sub i64 %dim8, 1
  %c1683 = icmp slt i64 %add1681, %sub1682
  %mm1684 = select i1 %c1683, i64 %add1681, i64 %sub1682
  %c1685 = icmp sgt i64 0, %mm1684
  %mm1686 = select i1 %c1685, i64 0, i64 %mm1684
  %pos1687 = mul i64 0, %dim
  %pos1688 = add i64 %pos1687, %mm1679
  %pos1689 = mul i64 %pos1688, %dim8
  %pos1690 = add i64 %pos1689, %mm1686
  %elp1691 = getelementptr inbounds float, ptr %buf, i64 %pos1690
  %el1692 = load float, ptr %elp1691, align 4, !alias.scope !0, !noalias !3
  store float %el1692, ptr %next3_74, align 4
  %v1693 = load i64, ptr %i, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, 0
  %sub1702 = sub i64 %dim8, 1
  %c1703 = icmp slt i64 %add1701, %sub1702
  %mm1704 = select i1 %c1703, i64 %add1701, i64 %sub1702
  %c1705 = icmp sgt i64 0, %mm1704
  %mm1706 = select i1 %c1705, i64 0, i64 %mm1704
  %pos1707 = mul i64 0, %dim
  %pos1708 = add i64 %pos1707, %mm1699
  %pos1709 = mul i64 %pos1708, %dim8
  %pos1710 = add i64 %pos1709, %mm1706
  %elp1711 = getelementptr inbounds float, ptr %buf, i64 %pos1710
  %el1712 = load float, ptr %elp1711, align 4, !alias.scope !0, !noalias !3
  store float %el1712, ptr %next3_75, align 4
  %v1713 = load i64, ptr %i, align 8
  %add1714 = add i64 %v1713, -1
  %sub1715 = sub i64 %dim, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, 1
  %sub1722 = sub i64 %dim8, 1
  %c1723 = icmp slt i64 %add1721, %sub1722
  %mm1724 = select i1 %c1723, i64 %add1721, i64 %sub1722
  %c1725 = icmp sgt i64 0, %mm1724
  %mm1726 = select i1 %c1725, i64 0, i64 %mm1724
  %pos1727 = mul i64 0, %dim
  %pos1728 = add i64 %pos1727, %mm1719
  %pos1729 = mul i64 %pos1728, %dim8
  %pos1730 = add i64 %pos1729, %mm1726
  %elp1731 = getelementptr inbounds float, ptr %buf, i64 %pos1730
  %el1732 = load float, ptr %elp1731, align 4, !alias.scope !0, !noalias !3
  store float %el1732, ptr %next3_76, align 4
  %v1733 = load i64, ptr %i, align 8
  %add1734 = add i64 %v1733, 0
  %sub1735 = sub i64 %dim, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %v1740 = load i64, ptr %j, align 8
  %add1741 = add i64 %v1740, -1
  %sub1742 = sub i64 %dim8, 1
  %c1743 = icmp slt i64 %add1741, %sub1742
  %mm1744 = select i1 %c1743, i64 %add1741, i64 %sub1742
  %c1745 = icmp sgt i64 0, %mm1744
  %mm1746 = select i1 %c1745, i64 0, i64 %mm1744
  %pos1747 = mul i64 0, %dim
  %pos1748 = add i64 %pos1747, %mm1739
  %pos1749 = mul i64 %pos1748, %dim8
  %pos1750 = add i64 %pos1749, %mm1746
  %elp1751 = getelementptr inbounds float, ptr %buf, i64 %pos1750
  %el1752 = load float, ptr %elp1751, align 4, !alias.scope !0, !noalias !3
  store float %el1752, ptr %next3_77, align 4
  %v1753 = load i64, ptr %i, align 8
  %add1754 = add i64 %v1753, 0
  %sub1755 = sub i64 %dim, 1
  %c1756 = icmp slt i64 %add1754, %sub1755
  %mm1757 = select i1 %c1756, i64 %add1754, i64 %sub1755
  %c1758 = icmp sgt i64 0, %mm1757
  %mm1759 = select i1 %c1758, i64 0, i64 %mm1757
  %v1760 = load i64, ptr %j, align 8
  %add1761 = add i64 %v1760, 0
  %sub1762 = sub i64 %dim8, 1
  %c1763 = icmp slt i64 %add1761, %sub1762
  %mm1764 = select i1 %c1763, i64 %add1761, i64 %sub1762
  %c1765 = icmp sgt i64 0, %mm1764
  %mm1766 = select i1 %c1765, i64 0, i64 %mm1764
  %pos1767 = mul i64 0, %dim
  %pos1768 = add i64 %pos1767, %mm1759
  %pos1769 = mul i64 %pos1768, %dim8
  %pos1770 = add i64 %pos1769, %mm1766
  %elp1771 = getelementptr inbounds float, ptr %buf, i64 %pos1770
  %el1772 = load float, ptr %elp1771, align 4, !alias.scope !0, !noalias !3
  store float %el1772, ptr %next3_78, align 4
  %v1773 = load i64, ptr %i, align 8
  %add1774 = add i64 %v1773, 0
  %sub1775 = sub i64 %dim, 1
  %c1776 = icmp slt i64 %add1774, %sub1775
  %mm1777 = select i1 %c1776, i64 %add1774, i64 %sub1775
  %c1778 = icmp sgt i64 0, %mm1777
  %mm1779 = select i1 %c1778, i64 0, i64 %mm1777
  %v1780 = load i64, ptr %j, align 8
  %add1781 = add i64 %v1780, 1
  %sub1782 = sub i64 %dim8, 1
  %c1783 = icmp slt i64 %add1781, %sub1782
  %mm1784 = select i1 %c1783, i64 %add1781, i64 %sub1782
  %c1785 = icmp sgt i64 0, %mm1784
  %mm1786 = select i1 %c1785, i64 0, i64 %mm1784
  %pos1787 = mul i64 0, %dim
  %pos1788 = add i64 %pos1787, %mm1779
  %pos1789 = mul i64 %pos1788, %dim8
  %pos1790 = add i64 %pos1789, %mm1786
  %elp1791 = getelementptr inbounds float, ptr %buf, i64 %pos1790
  %el1792 = load float, ptr %elp1791, align 4, !alias.scope !0, !noalias !3
  store float %el1792, ptr %next3_79, align 4
  %v1793 = load i64, ptr %i, align 8
  %add1794 = add i64 %v1793, 1
  %sub1795 = sub i64 %dim, 1
  %c1796 = icmp slt i64 %add1794, %sub1795
  %mm1797 = select i1 %c1796, i64 %add1794, i64 %sub1795
  %c1798 = icmp sgt i64 0, %mm1797
  %mm1799 = select i1 %c1798, i64 0, i64 %mm1797
  %v1800 = load i64, ptr %j, align 8
  %add1801 = add i64 %v1800, -1
  %sub1802 = sub i64 %dim8, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %pos1807 = mul i64 0, %dim
  %pos1808 = add i64 %pos1807, %mm1799
  %pos1809 = mul i64 %pos1808, %dim8
  %pos1810 = add i64 %pos1809, %mm1806
  %elp1811 = getelementptr inbounds float, ptr %buf, i64 %pos1810
  %el1812 = load float, ptr %elp1811, align 4, !alias.scope !0, !noalias !3
  store float %el1812, ptr %next3_80, align 4
  %v1813 = load i64, ptr %i, align 8
  %add1814 = add i64 %v1813, 1
  %sub1815 = sub i64 %dim, 1
  %c1816 = icmp slt i64 %add1814, %sub1815
  %mm1817 = select i1 %c1816, i64 %add1814, i64 %sub1815
  %c1818 = icmp sgt i64 0, %mm1817
  %mm1819 = select i1 %c1818, i64 0, i64 %mm1817
  %v1820 = load i64, ptr %j, align 8
  %add1821 = add i64 %v1820, 0
  %sub1822 = sub i64 %dim8, 1
  %c1823 = icmp slt i64 %add1821, %sub1822
  %mm1824 = select i1 %c1823, i64 %add1821, i64 %sub1822
  %c1825 = icmp sgt i64 0, %mm1824
  %mm1826 = select i1 %c1825, i64 0, i64 %mm1824
  %pos1827 = mul i64 0, %dim
  %pos1828 = add i64 %pos1827, %mm1819
  %pos1829 = mul i64 %pos1828, %dim8
  %pos1830 = add i64 %pos1829, %mm1826
  %elp1831 = getelementptr inbounds float, ptr %buf, i64 %pos1830
  %el1832 = load float, ptr %elp1831, align 4, !alias.scope !0, !noalias !3
  store float %el1832, ptr %next3_81, align 4
  %v1833 = load i64, ptr %i, align 8
  %add1834 = add i64 %v1833, 1
  %sub1835 = sub i64 %dim, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 1
  %sub1842 = sub i64 %dim8, 1
  %c1843 = icmp slt i64 %add1841, %sub1842
  %mm1844 = select i1 %c1843, i64 %add1841, i64 %sub1842
  %c1845 = icmp sgt i64 0, %mm1844
  %mm1846 = select i1 %c1845, i64 0, i64 %mm1844
  %pos1847 = mul i64 0, %dim
  %pos1848 = add i64 %pos1847, %mm1839
  %pos1849 = mul i64 %pos1848, %dim8
  %pos1850 = add i64 %pos1849, %mm1846
  %elp1851 = getelementptr inbounds float, ptr %buf, i64 %pos1850
  %el1852 = load float, ptr %elp1851, align 4, !alias.scope !0, !noalias !3
  store float %el1852, ptr %next3_82, align 4
  %cv1853 = sitofp i64 %dim to float
  %fd1854 = fdiv float 0x3F90624DE0000000, %cv1853
  store float %fd1854, ptr %gh_83, align 4
  %tup1855 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1856 = insertvalue { i64, i64 } %tup1855, i64 %dim8, 1
  %proj1857 = extractvalue { i64, i64 } %tup1856, 1
  %cv1858 = sitofp i64 %proj1857 to float
  %fd1859 = fdiv float 0x3F90624DE0000000, %cv1858
  store float %fd1859, ptr %gw_84, align 4
  %v1860 = load float, ptr %next3_78, align 4
  %fm1861 = fmul float 2.000000e+00, %v1860
  store float %fm1861, ptr %"%cse0_85", align 4
  %v1862 = load float, ptr %next3_81, align 4
  %v1863 = load float, ptr %next3_75, align 4
  %fa1864 = fadd float %v1862, %v1863
  %v1865 = load float, ptr %"%cse0_85", align 4
  %fs1866 = fsub float %fa1864, %v1865
  %v1867 = load float, ptr %gh_83, align 4
  %v1868 = load float, ptr %gw_84, align 4
  %fm1869 = fmul float 0x3FB99999A0000000, %v1868
  %fd1870 = fdiv float %v1867, %fm1869
  %fd1871 = fdiv float %fs1866, %fd1870
  %v1872 = load float, ptr %next3_79, align 4
  %v1873 = load float, ptr %next3_77, align 4
  %fa1874 = fadd float %v1872, %v1873
  %v1875 = load float, ptr %"%cse0_85", align 4
  %fs1876 = fsub float %fa1874, %v1875
  %v1877 = load float, ptr %gw_84, align 4
  %v1878 = load float, ptr %gh_83, align 4
  %fm1879 = fmul float 0x3FB99999A0000000, %v1878
  %fd1880 = fdiv float %v1877, %fm1879
  %fd1881 = fdiv float %fs1876, %fd1880
  %fa1882 = fadd float %fd1871, %fd1881
  %v1883 = load float, ptr %next3_78, align 4
  %fs1884 = fsub float 8.000000e+01, %v1883
  %v1885 = load float, ptr %gh_83, align 4
  %fm1886 = fmul float 1.000000e+02, %v1885
  %v1887 = load float, ptr %gw_84, align 4
  %fm1888 = fmul float %fm1886, %v1887
  %fd1889 = fdiv float 0x3F40624DE0000000, %fm1888
  %fd1890 = fdiv float %fs1884, %fd1889
  %fa1891 = fadd float %fa1882, %fd1890
  store float %fa1891, ptr %flux4_71, align 4
  %v1892 = load i64, ptr %i, align 8
  %v1893 = load i64, ptr %j, align 8
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %v1892
  %pos1896 = mul i64 %pos1895, %dim8
  %pos1897 = add i64 %pos1896, %v1893
  %v1898 = load float, ptr %flux4_71, align 4
  %elp1899 = getelementptr inbounds float, ptr %buf419, i64 %pos1897
  store float %v1898, ptr %elp1899, align 4, !alias.scope !3, !noalias !0
  %i1900 = load i64, ptr %j, align 8
  %next1901 = add i64 %i1900, 1
  store i64 %next1901, ptr %j, align 8
  br label %loop1668

exit1670:                                         ; preds = %loop1668
  br label %versions_done1667

loop1902:                                         ; preds = %ok2204, %checked1666
  %i1905 = load i64, ptr %j, align 8
  %more1906 = icmp slt i64 %i1905, %dim8
  br i1 %more1906, label %body1903, label %exit1904

body1903:                                         ; preds = %loop1902
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, -1
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

exit1904:                                         ; preds = %loop1902
  br label %versions_done1667

fail1922:                                         ; preds = %body1903
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %body1903
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %next3_74, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, -1
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 0
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next3_75, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, -1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %next3_76, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 0
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, -1
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %next3_77, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 0
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 0
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %next3_78, align 4
  %v2077 = load i64, ptr %i, align 8
  %add2078 = add i64 %v2077, 0
  %sub2079 = sub i64 %dim, 1
  %c2080 = icmp slt i64 %add2078, %sub2079
  %mm2081 = select i1 %c2080, i64 %add2078, i64 %sub2079
  %c2082 = icmp sgt i64 0, %mm2081
  %mm2083 = select i1 %c2082, i64 0, i64 %mm2081
  %v2084 = load i64, ptr %j, align 8
  %add2085 = add i64 %v2084, 1
  %sub2086 = sub i64 %dim8, 1
  %c2087 = icmp slt i64 %add2085, %sub2086
  %mm2088 = select i1 %c2087, i64 %add2085, i64 %sub2086
  %c2089 = icmp sgt i64 0, %mm2088
  %mm2090 = select i1 %c2089, i64 0, i64 %mm2088
  %inb2091 = icmp ult i64 %mm2083, %dim
  br i1 %inb2091, label %ok2093, label %fail2092

fail2092:                                         ; preds = %ok2068
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2083, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2097, align 8
  ret i32 1

ok2093:                                           ; preds = %ok2068
  %pos2098 = mul i64 0, %dim
  %pos2099 = add i64 %pos2098, %mm2083
  %inb2100 = icmp ult i64 %mm2090, %dim8
  br i1 %inb2100, label %ok2102, label %fail2101

fail2101:                                         ; preds = %ok2093
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2090, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %ok2093
  %pos2107 = mul i64 %pos2099, %dim8
  %pos2108 = add i64 %pos2107, %mm2090
  %elp2109 = getelementptr inbounds float, ptr %buf, i64 %pos2108
  %el2110 = load float, ptr %elp2109, align 4, !alias.scope !0, !noalias !3
  store float %el2110, ptr %next3_79, align 4
  %v2111 = load i64, ptr %i, align 8
  %add2112 = add i64 %v2111, 1
  %sub2113 = sub i64 %dim, 1
  %c2114 = icmp slt i64 %add2112, %sub2113
  %mm2115 = select i1 %c2114, i64 %add2112, i64 %sub2113
  %c2116 = icmp sgt i64 0, %mm2115
  %mm2117 = select i1 %c2116, i64 0, i64 %mm2115
  %v2118 = load i64, ptr %j, align 8
  %add2119 = add i64 %v2118, -1
  %sub2120 = sub i64 %dim8, 1
  %c2121 = icmp slt i64 %add2119, %sub2120
  %mm2122 = select i1 %c2121, i64 %add2119, i64 %sub2120
  %c2123 = icmp sgt i64 0, %mm2122
  %mm2124 = select i1 %c2123, i64 0, i64 %mm2122
  %inb2125 = icmp ult i64 %mm2117, %dim
  br i1 %inb2125, label %ok2127, label %fail2126

fail2126:                                         ; preds = %ok2102
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2117, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2131, align 8
  ret i32 1

ok2127:                                           ; preds = %ok2102
  %pos2132 = mul i64 0, %dim
  %pos2133 = add i64 %pos2132, %mm2117
  %inb2134 = icmp ult i64 %mm2124, %dim8
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2127
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2124, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2127
  %pos2141 = mul i64 %pos2133, %dim8
  %pos2142 = add i64 %pos2141, %mm2124
  %elp2143 = getelementptr inbounds float, ptr %buf, i64 %pos2142
  %el2144 = load float, ptr %elp2143, align 4, !alias.scope !0, !noalias !3
  store float %el2144, ptr %next3_80, align 4
  %v2145 = load i64, ptr %i, align 8
  %add2146 = add i64 %v2145, 1
  %sub2147 = sub i64 %dim, 1
  %c2148 = icmp slt i64 %add2146, %sub2147
  %mm2149 = select i1 %c2148, i64 %add2146, i64 %sub2147
  %c2150 = icmp sgt i64 0, %mm2149
  %mm2151 = select i1 %c2150, i64 0, i64 %mm2149
  %v2152 = load i64, ptr %j, align 8
  %add2153 = add i64 %v2152, 0
  %sub2154 = sub i64 %dim8, 1
  %c2155 = icmp slt i64 %add2153, %sub2154
  %mm2156 = select i1 %c2155, i64 %add2153, i64 %sub2154
  %c2157 = icmp sgt i64 0, %mm2156
  %mm2158 = select i1 %c2157, i64 0, i64 %mm2156
  %inb2159 = icmp ult i64 %mm2151, %dim
  br i1 %inb2159, label %ok2161, label %fail2160

fail2160:                                         ; preds = %ok2136
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2151, ptr %errp2164, align 8
  %errp2165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2165, align 8
  ret i32 1

ok2161:                                           ; preds = %ok2136
  %pos2166 = mul i64 0, %dim
  %pos2167 = add i64 %pos2166, %mm2151
  %inb2168 = icmp ult i64 %mm2158, %dim8
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2161
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2158, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2161
  %pos2175 = mul i64 %pos2167, %dim8
  %pos2176 = add i64 %pos2175, %mm2158
  %elp2177 = getelementptr inbounds float, ptr %buf, i64 %pos2176
  %el2178 = load float, ptr %elp2177, align 4, !alias.scope !0, !noalias !3
  store float %el2178, ptr %next3_81, align 4
  %v2179 = load i64, ptr %i, align 8
  %add2180 = add i64 %v2179, 1
  %sub2181 = sub i64 %dim, 1
  %c2182 = icmp slt i64 %add2180, %sub2181
  %mm2183 = select i1 %c2182, i64 %add2180, i64 %sub2181
  %c2184 = icmp sgt i64 0, %mm2183
  %mm2185 = select i1 %c2184, i64 0, i64 %mm2183
  %v2186 = load i64, ptr %j, align 8
  %add2187 = add i64 %v2186, 1
  %sub2188 = sub i64 %dim8, 1
  %c2189 = icmp slt i64 %add2187, %sub2188
  %mm2190 = select i1 %c2189, i64 %add2187, i64 %sub2188
  %c2191 = icmp sgt i64 0, %mm2190
  %mm2192 = select i1 %c2191, i64 0, i64 %mm2190
  %inb2193 = icmp ult i64 %mm2185, %dim
  br i1 %inb2193, label %ok2195, label %fail2194

fail2194:                                         ; preds = %ok2170
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2185, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2199, align 8
  ret i32 1

ok2195:                                           ; preds = %ok2170
  %pos2200 = mul i64 0, %dim
  %pos2201 = add i64 %pos2200, %mm2185
  %inb2202 = icmp ult i64 %mm2192, %dim8
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2195
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2192, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2195
  %pos2209 = mul i64 %pos2201, %dim8
  %pos2210 = add i64 %pos2209, %mm2192
  %elp2211 = getelementptr inbounds float, ptr %buf, i64 %pos2210
  %el2212 = load float, ptr %elp2211, align 4, !alias.scope !0, !noalias !3
  store float %el2212, ptr %next3_82, align 4
  %cv2213 = sitofp i64 %dim to float
  %fd2214 = fdiv float 0x3F90624DE0000000, %cv2213
  store float %fd2214, ptr %gh_83, align 4
  %tup2215 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2216 = insertvalue { i64, i64 } %tup2215, i64 %dim8, 1
  %proj2217 = extractvalue { i64, i64 } %tup2216, 1
  %cv2218 = sitofp i64 %proj2217 to float
  %fd2219 = fdiv float 0x3F90624DE0000000, %cv2218
  store float %fd2219, ptr %gw_84, align 4
  %v2220 = load float, ptr %next3_78, align 4
  %fm2221 = fmul float 2.000000e+00, %v2220
  store float %fm2221, ptr %"%cse0_85", align 4
  %v2222 = load float, ptr %next3_81, align 4
  %v2223 = load float, ptr %next3_75, align 4
  %fa2224 = fadd float %v2222, %v2223
  %v2225 = load float, ptr %"%cse0_85", align 4
  %fs2226 = fsub float %fa2224, %v2225
  %v2227 = load float, ptr %gh_83, align 4
  %v2228 = load float, ptr %gw_84, align 4
  %fm2229 = fmul float 0x3FB99999A0000000, %v2228
  %fd2230 = fdiv float %v2227, %fm2229
  %fd2231 = fdiv float %fs2226, %fd2230
  %v2232 = load float, ptr %next3_79, align 4
  %v2233 = load float, ptr %next3_77, align 4
  %fa2234 = fadd float %v2232, %v2233
  %v2235 = load float, ptr %"%cse0_85", align 4
  %fs2236 = fsub float %fa2234, %v2235
  %v2237 = load float, ptr %gw_84, align 4
  %v2238 = load float, ptr %gh_83, align 4
  %fm2239 = fmul float 0x3FB99999A0000000, %v2238
  %fd2240 = fdiv float %v2237, %fm2239
  %fd2241 = fdiv float %fs2236, %fd2240
  %fa2242 = fadd float %fd2231, %fd2241
  %v2243 = load float, ptr %next3_78, align 4
  %fs2244 = fsub float 8.000000e+01, %v2243
  %v2245 = load float, ptr %gh_83, align 4
  %fm2246 = fmul float 1.000000e+02, %v2245
  %v2247 = load float, ptr %gw_84, align 4
  %fm2248 = fmul float %fm2246, %v2247
  %fd2249 = fdiv float 0x3F40624DE0000000, %fm2248
  %fd2250 = fdiv float %fs2244, %fd2249
  %fa2251 = fadd float %fa2242, %fd2250
  store float %fa2251, ptr %flux4_71, align 4
  %v2252 = load i64, ptr %i, align 8
  %v2253 = load i64, ptr %j, align 8
  %pos2254 = mul i64 0, %dim
  %pos2255 = add i64 %pos2254, %v2252
  %pos2256 = mul i64 %pos2255, %dim8
  %pos2257 = add i64 %pos2256, %v2253
  %v2258 = load float, ptr %flux4_71, align 4
  %elp2259 = getelementptr inbounds float, ptr %buf419, i64 %pos2257
  store float %v2258, ptr %elp2259, align 4, !alias.scope !3, !noalias !0
  %i2260 = load i64, ptr %j, align 8
  %next2261 = add i64 %i2260, 1
  store i64 %next2261, ptr %j, align 8
  br label %loop1902
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.10", !2}

; cluster c9: next4
; ModuleID = 'hotspot_c9'
source_filename = "hotspot_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 80
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 73
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 25
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 81
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %next3_89 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf82 = load ptr, ptr %bufp81, align 8
  %power_90 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf92 = load ptr, ptr %bufp91, align 8
  %flux4_91 = alloca float, align 4
  %next4_86 = alloca float, align 4
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf113 = load ptr, ptr %bufp112, align 8
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
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next3_89, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %power_90, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %flux4_91, align 4
  %v95 = load float, ptr %next3_89, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup96 = insertvalue { i64, i64 } %tup, i64 %dim33, 1
  %proj = extractvalue { i64, i64 } %tup96, 1
  %cv = sitofp i64 %proj to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  %fm = fmul float 0x407B580020000000, %fd
  %cv97 = sitofp i64 %dim to float
  %fd98 = fdiv float 0x3F90624DE0000000, %cv97
  %fm99 = fmul float %fm, %fd98
  %fd100 = fdiv float 0x3E8392CBA0000000, %fm99
  %v101 = load float, ptr %power_90, align 4
  %v102 = load float, ptr %flux4_91, align 4
  %fa = fadd float %v101, %v102
  %fm103 = fmul float %fd100, %fa
  %fa104 = fadd float %v95, %fm103
  store float %fa104, ptr %next4_86, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %pos107 = mul i64 0, %dim
  %pos108 = add i64 %pos107, %v105
  %pos109 = mul i64 %pos108, %dim33
  %pos110 = add i64 %pos109, %v106
  %v111 = load float, ptr %next4_86, align 4
  %elp114 = getelementptr inbounds float, ptr %buf113, i64 %pos110
  store float %v111, ptr %elp114, align 4, !alias.scope !11, !noalias !12
  %i115 = load i64, ptr %j, align 8
  %next = add i64 %i115, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i116 = load i64, ptr %i, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %i, align 8
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
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!"fuselab.buf.11", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

