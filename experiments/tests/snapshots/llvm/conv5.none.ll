; cluster c0: bright
; ModuleID = 'conv5_c0'
source_filename = "conv5_c0"
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
  %img_3 = alloca float, align 4
  %bright_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
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
  store float %el, ptr %img_3, align 4
  %v39 = load float, ptr %img_3, align 4
  %fm = fmul float 1.500000e+00, %v39
  %call = call float @llvm.minnum.f32(float 1.000000e+00, float %fm)
  store float %call, ptr %bright_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %bright_0, align 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: blurred
; ModuleID = 'conv5_c1'
source_filename = "conv5_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 9
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bright_7 = alloca float, align 4
  %bright_8 = alloca float, align 4
  %bright_9 = alloca float, align 4
  %bright_10 = alloca float, align 4
  %bright_11 = alloca float, align 4
  %bright_12 = alloca float, align 4
  %bright_13 = alloca float, align 4
  %bright_14 = alloca float, align 4
  %bright_15 = alloca float, align 4
  %bright_16 = alloca float, align 4
  %bright_17 = alloca float, align 4
  %bright_18 = alloca float, align 4
  %bright_19 = alloca float, align 4
  %bright_20 = alloca float, align 4
  %bright_21 = alloca float, align 4
  %bright_22 = alloca float, align 4
  %bright_23 = alloca float, align 4
  %bright_24 = alloca float, align 4
  %bright_25 = alloca float, align 4
  %bright_26 = alloca float, align 4
  %bright_27 = alloca float, align 4
  %bright_28 = alloca float, align 4
  %bright_29 = alloca float, align 4
  %bright_30 = alloca float, align 4
  %bright_31 = alloca float, align 4
  %"%cse0_32" = alloca { float, float, float, float, float }, align 8
  %"%cse1_33" = alloca { float, float, float, float, float }, align 8
  %"%cse2_34" = alloca { float, float, float, float, float }, align 8
  %"%cse3_35" = alloca { float, float, float, float, float }, align 8
  %"%cse4_36" = alloca { float, float, float, float, float }, align 8
  %blurred_4 = alloca float, align 4
  %bufp973 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf974 = load ptr, ptr %bufp973, align 8
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

loop:                                             ; preds = %versions_done4034, %ok
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
  %tap_end = sub i64 %dim8, -2
  %tap_end16 = sub i64 %dim8, -1
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 0
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %tap_end22 = sub i64 %dim8, 1
  %c23 = icmp slt i64 %min21, %tap_end22
  %min24 = select i1 %c23, i64 %min21, i64 %tap_end22
  %tap_end25 = sub i64 %dim8, 2
  %c26 = icmp slt i64 %min24, %tap_end25
  %min27 = select i1 %c26, i64 %min24, i64 %tap_end25
  %c28 = icmp slt i64 2, %dim8
  %min29 = select i1 %c28, i64 2, i64 %dim8
  %c30 = icmp sgt i64 %min27, %min29
  %max31 = select i1 %c30, i64 %min27, i64 %min29
  %c32 = icmp slt i64 %max31, %dim8
  %min33 = select i1 %c32, i64 %max31, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -2
  %sub = sub i64 %dim, 1
  %c34 = icmp slt i64 %add, %sub
  %mm = select i1 %c34, i64 %add, i64 %sub
  %c35 = icmp sgt i64 0, %mm
  %mm36 = select i1 %c35, i64 0, i64 %mm
  %base = sext i64 %mm36 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits37 = and i1 %fits_low, %fits_high
  %least = select i1 %fits37, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits37, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok38 = and i1 true, %low_ok
  %ok39 = and i1 %ok38, %high_ok
  %v40 = load i64, ptr %j, align 8
  %add41 = add i64 %v40, -2
  %base42 = sext i64 %add41 to i128
  store i64 1, ptr %j, align 8
  %v43 = load i64, ptr %j, align 8
  %add44 = add i64 %v43, -2
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add44 to i128
  %step = sub i128 %at_next, %base42
  %step45 = trunc i128 %step to i64
  %step46 = sext i64 %step45 to i128
  %len = sub i64 %min29, 0
  %span = sub i64 %len, 1
  %span47 = sext i64 %span to i128
  %reach = mul i128 %step46, %span47
  %c48 = icmp slt i128 %reach, 0
  %min49 = select i1 %c48, i128 %reach, i128 0
  %c50 = icmp sgt i128 %reach, 0
  %max51 = select i1 %c50, i128 %reach, i128 0
  %least52 = add i128 %base42, %min49
  %most53 = add i128 %base42, %max51
  %fits_low54 = icmp sge i128 %least52, -9223372036854775808
  %fits_high55 = icmp sle i128 %most53, 9223372036854775807
  %fits56 = and i1 %fits_low54, %fits_high55
  %least57 = select i1 %fits56, i128 %least52, i128 -9223372036854775808
  %most58 = select i1 %fits56, i128 %most53, i128 9223372036854775807
  %sub59 = sub i64 %dim8, 1
  %base60 = sext i64 %sub59 to i128
  %fits_low61 = icmp sge i128 %base60, -9223372036854775808
  %fits_high62 = icmp sle i128 %base60, 9223372036854775807
  %fits63 = and i1 %fits_low61, %fits_high62
  %least64 = select i1 %fits63, i128 %base60, i128 -9223372036854775808
  %most65 = select i1 %fits63, i128 %base60, i128 9223372036854775807
  %c66 = icmp slt i128 %least57, %least64
  %min67 = select i1 %c66, i128 %least57, i128 %least64
  %c68 = icmp slt i128 %most58, %most65
  %min69 = select i1 %c68, i128 %most58, i128 %most65
  %c70 = icmp sgt i128 0, %min67
  %max71 = select i1 %c70, i128 0, i128 %min67
  %c72 = icmp sgt i128 0, %min69
  %max73 = select i1 %c72, i128 0, i128 %min69
  %extent74 = sext i64 %dim8 to i128
  %low_ok75 = icmp sge i128 %max71, 0
  %high_ok76 = icmp slt i128 %max73, %extent74
  %ok77 = and i1 %ok39, %low_ok75
  %ok78 = and i1 %ok77, %high_ok76
  %v79 = load i64, ptr %j, align 8
  %add80 = add i64 %v79, -1
  %base81 = sext i64 %add80 to i128
  store i64 1, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %add83 = add i64 %v82, -1
  store i64 0, ptr %j, align 8
  %at_next84 = sext i64 %add83 to i128
  %step85 = sub i128 %at_next84, %base81
  %step86 = trunc i128 %step85 to i64
  %step87 = sext i64 %step86 to i128
  %len88 = sub i64 %min29, 0
  %span89 = sub i64 %len88, 1
  %span90 = sext i64 %span89 to i128
  %reach91 = mul i128 %step87, %span90
  %c92 = icmp slt i128 %reach91, 0
  %min93 = select i1 %c92, i128 %reach91, i128 0
  %c94 = icmp sgt i128 %reach91, 0
  %max95 = select i1 %c94, i128 %reach91, i128 0
  %least96 = add i128 %base81, %min93
  %most97 = add i128 %base81, %max95
  %fits_low98 = icmp sge i128 %least96, -9223372036854775808
  %fits_high99 = icmp sle i128 %most97, 9223372036854775807
  %fits100 = and i1 %fits_low98, %fits_high99
  %least101 = select i1 %fits100, i128 %least96, i128 -9223372036854775808
  %most102 = select i1 %fits100, i128 %most97, i128 9223372036854775807
  %sub103 = sub i64 %dim8, 1
  %base104 = sext i64 %sub103 to i128
  %fits_low105 = icmp sge i128 %base104, -9223372036854775808
  %fits_high106 = icmp sle i128 %base104, 9223372036854775807
  %fits107 = and i1 %fits_low105, %fits_high106
  %least108 = select i1 %fits107, i128 %base104, i128 -9223372036854775808
  %most109 = select i1 %fits107, i128 %base104, i128 9223372036854775807
  %c110 = icmp slt i128 %least101, %least108
  %min111 = select i1 %c110, i128 %least101, i128 %least108
  %c112 = icmp slt i128 %most102, %most109
  %min113 = select i1 %c112, i128 %most102, i128 %most109
  %c114 = icmp sgt i128 0, %min111
  %max115 = select i1 %c114, i128 0, i128 %min111
  %c116 = icmp sgt i128 0, %min113
  %max117 = select i1 %c116, i128 0, i128 %min113
  %extent118 = sext i64 %dim8 to i128
  %low_ok119 = icmp sge i128 %max115, 0
  %high_ok120 = icmp slt i128 %max117, %extent118
  %ok121 = and i1 %ok78, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %add124 = add i64 %v123, 0
  %base125 = sext i64 %add124 to i128
  store i64 1, ptr %j, align 8
  %v126 = load i64, ptr %j, align 8
  %add127 = add i64 %v126, 0
  store i64 0, ptr %j, align 8
  %at_next128 = sext i64 %add127 to i128
  %step129 = sub i128 %at_next128, %base125
  %step130 = trunc i128 %step129 to i64
  %step131 = sext i64 %step130 to i128
  %len132 = sub i64 %min29, 0
  %span133 = sub i64 %len132, 1
  %span134 = sext i64 %span133 to i128
  %reach135 = mul i128 %step131, %span134
  %c136 = icmp slt i128 %reach135, 0
  %min137 = select i1 %c136, i128 %reach135, i128 0
  %c138 = icmp sgt i128 %reach135, 0
  %max139 = select i1 %c138, i128 %reach135, i128 0
  %least140 = add i128 %base125, %min137
  %most141 = add i128 %base125, %max139
  %fits_low142 = icmp sge i128 %least140, -9223372036854775808
  %fits_high143 = icmp sle i128 %most141, 9223372036854775807
  %fits144 = and i1 %fits_low142, %fits_high143
  %least145 = select i1 %fits144, i128 %least140, i128 -9223372036854775808
  %most146 = select i1 %fits144, i128 %most141, i128 9223372036854775807
  %sub147 = sub i64 %dim8, 1
  %base148 = sext i64 %sub147 to i128
  %fits_low149 = icmp sge i128 %base148, -9223372036854775808
  %fits_high150 = icmp sle i128 %base148, 9223372036854775807
  %fits151 = and i1 %fits_low149, %fits_high150
  %least152 = select i1 %fits151, i128 %base148, i128 -9223372036854775808
  %most153 = select i1 %fits151, i128 %base148, i128 9223372036854775807
  %c154 = icmp slt i128 %least145, %least152
  %min155 = select i1 %c154, i128 %least145, i128 %least152
  %c156 = icmp slt i128 %most146, %most153
  %min157 = select i1 %c156, i128 %most146, i128 %most153
  %c158 = icmp sgt i128 0, %min155
  %max159 = select i1 %c158, i128 0, i128 %min155
  %c160 = icmp sgt i128 0, %min157
  %max161 = select i1 %c160, i128 0, i128 %min157
  %extent162 = sext i64 %dim8 to i128
  %low_ok163 = icmp sge i128 %max159, 0
  %high_ok164 = icmp slt i128 %max161, %extent162
  %ok165 = and i1 %ok122, %low_ok163
  %ok166 = and i1 %ok165, %high_ok164
  %v167 = load i64, ptr %j, align 8
  %add168 = add i64 %v167, 1
  %base169 = sext i64 %add168 to i128
  store i64 1, ptr %j, align 8
  %v170 = load i64, ptr %j, align 8
  %add171 = add i64 %v170, 1
  store i64 0, ptr %j, align 8
  %at_next172 = sext i64 %add171 to i128
  %step173 = sub i128 %at_next172, %base169
  %step174 = trunc i128 %step173 to i64
  %step175 = sext i64 %step174 to i128
  %len176 = sub i64 %min29, 0
  %span177 = sub i64 %len176, 1
  %span178 = sext i64 %span177 to i128
  %reach179 = mul i128 %step175, %span178
  %c180 = icmp slt i128 %reach179, 0
  %min181 = select i1 %c180, i128 %reach179, i128 0
  %c182 = icmp sgt i128 %reach179, 0
  %max183 = select i1 %c182, i128 %reach179, i128 0
  %least184 = add i128 %base169, %min181
  %most185 = add i128 %base169, %max183
  %fits_low186 = icmp sge i128 %least184, -9223372036854775808
  %fits_high187 = icmp sle i128 %most185, 9223372036854775807
  %fits188 = and i1 %fits_low186, %fits_high187
  %least189 = select i1 %fits188, i128 %least184, i128 -9223372036854775808
  %most190 = select i1 %fits188, i128 %most185, i128 9223372036854775807
  %sub191 = sub i64 %dim8, 1
  %base192 = sext i64 %sub191 to i128
  %fits_low193 = icmp sge i128 %base192, -9223372036854775808
  %fits_high194 = icmp sle i128 %base192, 9223372036854775807
  %fits195 = and i1 %fits_low193, %fits_high194
  %least196 = select i1 %fits195, i128 %base192, i128 -9223372036854775808
  %most197 = select i1 %fits195, i128 %base192, i128 9223372036854775807
  %c198 = icmp slt i128 %least189, %least196
  %min199 = select i1 %c198, i128 %least189, i128 %least196
  %c200 = icmp slt i128 %most190, %most197
  %min201 = select i1 %c200, i128 %most190, i128 %most197
  %c202 = icmp sgt i128 0, %min199
  %max203 = select i1 %c202, i128 0, i128 %min199
  %c204 = icmp sgt i128 0, %min201
  %max205 = select i1 %c204, i128 0, i128 %min201
  %extent206 = sext i64 %dim8 to i128
  %low_ok207 = icmp sge i128 %max203, 0
  %high_ok208 = icmp slt i128 %max205, %extent206
  %ok209 = and i1 %ok166, %low_ok207
  %ok210 = and i1 %ok209, %high_ok208
  %v211 = load i64, ptr %j, align 8
  %add212 = add i64 %v211, 2
  %base213 = sext i64 %add212 to i128
  store i64 1, ptr %j, align 8
  %v214 = load i64, ptr %j, align 8
  %add215 = add i64 %v214, 2
  store i64 0, ptr %j, align 8
  %at_next216 = sext i64 %add215 to i128
  %step217 = sub i128 %at_next216, %base213
  %step218 = trunc i128 %step217 to i64
  %step219 = sext i64 %step218 to i128
  %len220 = sub i64 %min29, 0
  %span221 = sub i64 %len220, 1
  %span222 = sext i64 %span221 to i128
  %reach223 = mul i128 %step219, %span222
  %c224 = icmp slt i128 %reach223, 0
  %min225 = select i1 %c224, i128 %reach223, i128 0
  %c226 = icmp sgt i128 %reach223, 0
  %max227 = select i1 %c226, i128 %reach223, i128 0
  %least228 = add i128 %base213, %min225
  %most229 = add i128 %base213, %max227
  %fits_low230 = icmp sge i128 %least228, -9223372036854775808
  %fits_high231 = icmp sle i128 %most229, 9223372036854775807
  %fits232 = and i1 %fits_low230, %fits_high231
  %least233 = select i1 %fits232, i128 %least228, i128 -9223372036854775808
  %most234 = select i1 %fits232, i128 %most229, i128 9223372036854775807
  %sub235 = sub i64 %dim8, 1
  %base236 = sext i64 %sub235 to i128
  %fits_low237 = icmp sge i128 %base236, -9223372036854775808
  %fits_high238 = icmp sle i128 %base236, 9223372036854775807
  %fits239 = and i1 %fits_low237, %fits_high238
  %least240 = select i1 %fits239, i128 %base236, i128 -9223372036854775808
  %most241 = select i1 %fits239, i128 %base236, i128 9223372036854775807
  %c242 = icmp slt i128 %least233, %least240
  %min243 = select i1 %c242, i128 %least233, i128 %least240
  %c244 = icmp slt i128 %most234, %most241
  %min245 = select i1 %c244, i128 %most234, i128 %most241
  %c246 = icmp sgt i128 0, %min243
  %max247 = select i1 %c246, i128 0, i128 %min243
  %c248 = icmp sgt i128 0, %min245
  %max249 = select i1 %c248, i128 0, i128 %min245
  %extent250 = sext i64 %dim8 to i128
  %low_ok251 = icmp sge i128 %max247, 0
  %high_ok252 = icmp slt i128 %max249, %extent250
  %ok253 = and i1 %ok210, %low_ok251
  %ok254 = and i1 %ok253, %high_ok252
  %v255 = load i64, ptr %i, align 8
  %add256 = add i64 %v255, -1
  %sub257 = sub i64 %dim, 1
  %c258 = icmp slt i64 %add256, %sub257
  %mm259 = select i1 %c258, i64 %add256, i64 %sub257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  %base262 = sext i64 %mm261 to i128
  %fits_low263 = icmp sge i128 %base262, -9223372036854775808
  %fits_high264 = icmp sle i128 %base262, 9223372036854775807
  %fits265 = and i1 %fits_low263, %fits_high264
  %least266 = select i1 %fits265, i128 %base262, i128 -9223372036854775808
  %most267 = select i1 %fits265, i128 %base262, i128 9223372036854775807
  %extent268 = sext i64 %dim to i128
  %low_ok269 = icmp sge i128 %least266, 0
  %high_ok270 = icmp slt i128 %most267, %extent268
  %ok271 = and i1 %ok254, %low_ok269
  %ok272 = and i1 %ok271, %high_ok270
  %v273 = load i64, ptr %i, align 8
  %add274 = add i64 %v273, 0
  %sub275 = sub i64 %dim, 1
  %c276 = icmp slt i64 %add274, %sub275
  %mm277 = select i1 %c276, i64 %add274, i64 %sub275
  %c278 = icmp sgt i64 0, %mm277
  %mm279 = select i1 %c278, i64 0, i64 %mm277
  %base280 = sext i64 %mm279 to i128
  %fits_low281 = icmp sge i128 %base280, -9223372036854775808
  %fits_high282 = icmp sle i128 %base280, 9223372036854775807
  %fits283 = and i1 %fits_low281, %fits_high282
  %least284 = select i1 %fits283, i128 %base280, i128 -9223372036854775808
  %most285 = select i1 %fits283, i128 %base280, i128 9223372036854775807
  %extent286 = sext i64 %dim to i128
  %low_ok287 = icmp sge i128 %least284, 0
  %high_ok288 = icmp slt i128 %most285, %extent286
  %ok289 = and i1 %ok272, %low_ok287
  %ok290 = and i1 %ok289, %high_ok288
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 1
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %base298 = sext i64 %mm297 to i128
  %fits_low299 = icmp sge i128 %base298, -9223372036854775808
  %fits_high300 = icmp sle i128 %base298, 9223372036854775807
  %fits301 = and i1 %fits_low299, %fits_high300
  %least302 = select i1 %fits301, i128 %base298, i128 -9223372036854775808
  %most303 = select i1 %fits301, i128 %base298, i128 9223372036854775807
  %extent304 = sext i64 %dim to i128
  %low_ok305 = icmp sge i128 %least302, 0
  %high_ok306 = icmp slt i128 %most303, %extent304
  %ok307 = and i1 %ok290, %low_ok305
  %ok308 = and i1 %ok307, %high_ok306
  %v309 = load i64, ptr %i, align 8
  %add310 = add i64 %v309, 2
  %sub311 = sub i64 %dim, 1
  %c312 = icmp slt i64 %add310, %sub311
  %mm313 = select i1 %c312, i64 %add310, i64 %sub311
  %c314 = icmp sgt i64 0, %mm313
  %mm315 = select i1 %c314, i64 0, i64 %mm313
  %base316 = sext i64 %mm315 to i128
  %fits_low317 = icmp sge i128 %base316, -9223372036854775808
  %fits_high318 = icmp sle i128 %base316, 9223372036854775807
  %fits319 = and i1 %fits_low317, %fits_high318
  %least320 = select i1 %fits319, i128 %base316, i128 -9223372036854775808
  %most321 = select i1 %fits319, i128 %base316, i128 9223372036854775807
  %extent322 = sext i64 %dim to i128
  %low_ok323 = icmp sge i128 %least320, 0
  %high_ok324 = icmp slt i128 %most321, %extent322
  %ok325 = and i1 %ok308, %low_ok323
  %ok326 = and i1 %ok325, %high_ok324
  br i1 %ok326, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop327

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop977

versions_done:                                    ; preds = %exit979, %exit329
  store i64 %min29, ptr %j, align 8
  %v1984 = load i64, ptr %i, align 8
  %add1985 = add i64 %v1984, -2
  %sub1986 = sub i64 %dim, 1
  %c1987 = icmp slt i64 %add1985, %sub1986
  %mm1988 = select i1 %c1987, i64 %add1985, i64 %sub1986
  %c1989 = icmp sgt i64 0, %mm1988
  %mm1990 = select i1 %c1989, i64 0, i64 %mm1988
  %base1991 = sext i64 %mm1990 to i128
  %fits_low1992 = icmp sge i128 %base1991, -9223372036854775808
  %fits_high1993 = icmp sle i128 %base1991, 9223372036854775807
  %fits1994 = and i1 %fits_low1992, %fits_high1993
  %least1995 = select i1 %fits1994, i128 %base1991, i128 -9223372036854775808
  %most1996 = select i1 %fits1994, i128 %base1991, i128 9223372036854775807
  %extent1997 = sext i64 %dim to i128
  %low_ok1998 = icmp sge i128 %least1995, 0
  %high_ok1999 = icmp slt i128 %most1996, %extent1997
  %ok2000 = and i1 true, %low_ok1998
  %ok2001 = and i1 %ok2000, %high_ok1999
  %v2002 = load i64, ptr %j, align 8
  %add2003 = add i64 %v2002, -2
  %base2004 = sext i64 %add2003 to i128
  %next2005 = add i64 %min29, 1
  store i64 %next2005, ptr %j, align 8
  %v2006 = load i64, ptr %j, align 8
  %add2007 = add i64 %v2006, -2
  store i64 %min29, ptr %j, align 8
  %at_next2008 = sext i64 %add2007 to i128
  %step2009 = sub i128 %at_next2008, %base2004
  %step2010 = trunc i128 %step2009 to i64
  %step2011 = sext i64 %step2010 to i128
  %len2012 = sub i64 %min33, %min29
  %span2013 = sub i64 %len2012, 1
  %span2014 = sext i64 %span2013 to i128
  %reach2015 = mul i128 %step2011, %span2014
  %c2016 = icmp slt i128 %reach2015, 0
  %min2017 = select i1 %c2016, i128 %reach2015, i128 0
  %c2018 = icmp sgt i128 %reach2015, 0
  %max2019 = select i1 %c2018, i128 %reach2015, i128 0
  %least2020 = add i128 %base2004, %min2017
  %most2021 = add i128 %base2004, %max2019
  %fits_low2022 = icmp sge i128 %least2020, -9223372036854775808
  %fits_high2023 = icmp sle i128 %most2021, 9223372036854775807
  %fits2024 = and i1 %fits_low2022, %fits_high2023
  %least2025 = select i1 %fits2024, i128 %least2020, i128 -9223372036854775808
  %most2026 = select i1 %fits2024, i128 %most2021, i128 9223372036854775807
  %sub2027 = sub i64 %dim8, 1
  %base2028 = sext i64 %sub2027 to i128
  %fits_low2029 = icmp sge i128 %base2028, -9223372036854775808
  %fits_high2030 = icmp sle i128 %base2028, 9223372036854775807
  %fits2031 = and i1 %fits_low2029, %fits_high2030
  %least2032 = select i1 %fits2031, i128 %base2028, i128 -9223372036854775808
  %most2033 = select i1 %fits2031, i128 %base2028, i128 9223372036854775807
  %c2034 = icmp slt i128 %least2025, %least2032
  %min2035 = select i1 %c2034, i128 %least2025, i128 %least2032
  %c2036 = icmp slt i128 %most2026, %most2033
  %min2037 = select i1 %c2036, i128 %most2026, i128 %most2033
  %c2038 = icmp sgt i128 0, %min2035
  %max2039 = select i1 %c2038, i128 0, i128 %min2035
  %c2040 = icmp sgt i128 0, %min2037
  %max2041 = select i1 %c2040, i128 0, i128 %min2037
  %extent2042 = sext i64 %dim8 to i128
  %low_ok2043 = icmp sge i128 %max2039, 0
  %high_ok2044 = icmp slt i128 %max2041, %extent2042
  %ok2045 = and i1 %ok2001, %low_ok2043
  %ok2046 = and i1 %ok2045, %high_ok2044
  %v2047 = load i64, ptr %j, align 8
  %add2048 = add i64 %v2047, -1
  %base2049 = sext i64 %add2048 to i128
  %next2050 = add i64 %min29, 1
  store i64 %next2050, ptr %j, align 8
  %v2051 = load i64, ptr %j, align 8
  %add2052 = add i64 %v2051, -1
  store i64 %min29, ptr %j, align 8
  %at_next2053 = sext i64 %add2052 to i128
  %step2054 = sub i128 %at_next2053, %base2049
  %step2055 = trunc i128 %step2054 to i64
  %step2056 = sext i64 %step2055 to i128
  %len2057 = sub i64 %min33, %min29
  %span2058 = sub i64 %len2057, 1
  %span2059 = sext i64 %span2058 to i128
  %reach2060 = mul i128 %step2056, %span2059
  %c2061 = icmp slt i128 %reach2060, 0
  %min2062 = select i1 %c2061, i128 %reach2060, i128 0
  %c2063 = icmp sgt i128 %reach2060, 0
  %max2064 = select i1 %c2063, i128 %reach2060, i128 0
  %least2065 = add i128 %base2049, %min2062
  %most2066 = add i128 %base2049, %max2064
  %fits_low2067 = icmp sge i128 %least2065, -9223372036854775808
  %fits_high2068 = icmp sle i128 %most2066, 9223372036854775807
  %fits2069 = and i1 %fits_low2067, %fits_high2068
  %least2070 = select i1 %fits2069, i128 %least2065, i128 -9223372036854775808
  %most2071 = select i1 %fits2069, i128 %most2066, i128 9223372036854775807
  %sub2072 = sub i64 %dim8, 1
  %base2073 = sext i64 %sub2072 to i128
  %fits_low2074 = icmp sge i128 %base2073, -9223372036854775808
  %fits_high2075 = icmp sle i128 %base2073, 9223372036854775807
  %fits2076 = and i1 %fits_low2074, %fits_high2075
  %least2077 = select i1 %fits2076, i128 %base2073, i128 -9223372036854775808
  %most2078 = select i1 %fits2076, i128 %base2073, i128 9223372036854775807
  %c2079 = icmp slt i128 %least2070, %least2077
  %min2080 = select i1 %c2079, i128 %least2070, i128 %least2077
  %c2081 = icmp slt i128 %most2071, %most2078
  %min2082 = select i1 %c2081, i128 %most2071, i128 %most2078
  %c2083 = icmp sgt i128 0, %min2080
  %max2084 = select i1 %c2083, i128 0, i128 %min2080
  %c2085 = icmp sgt i128 0, %min2082
  %max2086 = select i1 %c2085, i128 0, i128 %min2082
  %extent2087 = sext i64 %dim8 to i128
  %low_ok2088 = icmp sge i128 %max2084, 0
  %high_ok2089 = icmp slt i128 %max2086, %extent2087
  %ok2090 = and i1 %ok2046, %low_ok2088
  %ok2091 = and i1 %ok2090, %high_ok2089
  %v2092 = load i64, ptr %j, align 8
  %add2093 = add i64 %v2092, 0
  %base2094 = sext i64 %add2093 to i128
  %next2095 = add i64 %min29, 1
  store i64 %next2095, ptr %j, align 8
  %v2096 = load i64, ptr %j, align 8
  %add2097 = add i64 %v2096, 0
  store i64 %min29, ptr %j, align 8
  %at_next2098 = sext i64 %add2097 to i128
  %step2099 = sub i128 %at_next2098, %base2094
  %step2100 = trunc i128 %step2099 to i64
  %step2101 = sext i64 %step2100 to i128
  %len2102 = sub i64 %min33, %min29
  %span2103 = sub i64 %len2102, 1
  %span2104 = sext i64 %span2103 to i128
  %reach2105 = mul i128 %step2101, %span2104
  %c2106 = icmp slt i128 %reach2105, 0
  %min2107 = select i1 %c2106, i128 %reach2105, i128 0
  %c2108 = icmp sgt i128 %reach2105, 0
  %max2109 = select i1 %c2108, i128 %reach2105, i128 0
  %least2110 = add i128 %base2094, %min2107
  %most2111 = add i128 %base2094, %max2109
  %fits_low2112 = icmp sge i128 %least2110, -9223372036854775808
  %fits_high2113 = icmp sle i128 %most2111, 9223372036854775807
  %fits2114 = and i1 %fits_low2112, %fits_high2113
  %least2115 = select i1 %fits2114, i128 %least2110, i128 -9223372036854775808
  %most2116 = select i1 %fits2114, i128 %most2111, i128 9223372036854775807
  %sub2117 = sub i64 %dim8, 1
  %base2118 = sext i64 %sub2117 to i128
  %fits_low2119 = icmp sge i128 %base2118, -9223372036854775808
  %fits_high2120 = icmp sle i128 %base2118, 9223372036854775807
  %fits2121 = and i1 %fits_low2119, %fits_high2120
  %least2122 = select i1 %fits2121, i128 %base2118, i128 -9223372036854775808
  %most2123 = select i1 %fits2121, i128 %base2118, i128 9223372036854775807
  %c2124 = icmp slt i128 %least2115, %least2122
  %min2125 = select i1 %c2124, i128 %least2115, i128 %least2122
  %c2126 = icmp slt i128 %most2116, %most2123
  %min2127 = select i1 %c2126, i128 %most2116, i128 %most2123
  %c2128 = icmp sgt i128 0, %min2125
  %max2129 = select i1 %c2128, i128 0, i128 %min2125
  %c2130 = icmp sgt i128 0, %min2127
  %max2131 = select i1 %c2130, i128 0, i128 %min2127
  %extent2132 = sext i64 %dim8 to i128
  %low_ok2133 = icmp sge i128 %max2129, 0
  %high_ok2134 = icmp slt i128 %max2131, %extent2132
  %ok2135 = and i1 %ok2091, %low_ok2133
  %ok2136 = and i1 %ok2135, %high_ok2134
  %v2137 = load i64, ptr %j, align 8
  %add2138 = add i64 %v2137, 1
  %base2139 = sext i64 %add2138 to i128
  %next2140 = add i64 %min29, 1
  store i64 %next2140, ptr %j, align 8
  %v2141 = load i64, ptr %j, align 8
  %add2142 = add i64 %v2141, 1
  store i64 %min29, ptr %j, align 8
  %at_next2143 = sext i64 %add2142 to i128
  %step2144 = sub i128 %at_next2143, %base2139
  %step2145 = trunc i128 %step2144 to i64
  %step2146 = sext i64 %step2145 to i128
  %len2147 = sub i64 %min33, %min29
  %span2148 = sub i64 %len2147, 1
  %span2149 = sext i64 %span2148 to i128
  %reach2150 = mul i128 %step2146, %span2149
  %c2151 = icmp slt i128 %reach2150, 0
  %min2152 = select i1 %c2151, i128 %reach2150, i128 0
  %c2153 = icmp sgt i128 %reach2150, 0
  %max2154 = select i1 %c2153, i128 %reach2150, i128 0
  %least2155 = add i128 %base2139, %min2152
  %most2156 = add i128 %base2139, %max2154
  %fits_low2157 = icmp sge i128 %least2155, -9223372036854775808
  %fits_high2158 = icmp sle i128 %most2156, 9223372036854775807
  %fits2159 = and i1 %fits_low2157, %fits_high2158
  %least2160 = select i1 %fits2159, i128 %least2155, i128 -9223372036854775808
  %most2161 = select i1 %fits2159, i128 %most2156, i128 9223372036854775807
  %sub2162 = sub i64 %dim8, 1
  %base2163 = sext i64 %sub2162 to i128
  %fits_low2164 = icmp sge i128 %base2163, -9223372036854775808
  %fits_high2165 = icmp sle i128 %base2163, 9223372036854775807
  %fits2166 = and i1 %fits_low2164, %fits_high2165
  %least2167 = select i1 %fits2166, i128 %base2163, i128 -9223372036854775808
  %most2168 = select i1 %fits2166, i128 %base2163, i128 9223372036854775807
  %c2169 = icmp slt i128 %least2160, %least2167
  %min2170 = select i1 %c2169, i128 %least2160, i128 %least2167
  %c2171 = icmp slt i128 %most2161, %most2168
  %min2172 = select i1 %c2171, i128 %most2161, i128 %most2168
  %c2173 = icmp sgt i128 0, %min2170
  %max2174 = select i1 %c2173, i128 0, i128 %min2170
  %c2175 = icmp sgt i128 0, %min2172
  %max2176 = select i1 %c2175, i128 0, i128 %min2172
  %extent2177 = sext i64 %dim8 to i128
  %low_ok2178 = icmp sge i128 %max2174, 0
  %high_ok2179 = icmp slt i128 %max2176, %extent2177
  %ok2180 = and i1 %ok2136, %low_ok2178
  %ok2181 = and i1 %ok2180, %high_ok2179
  %v2182 = load i64, ptr %j, align 8
  %add2183 = add i64 %v2182, 2
  %base2184 = sext i64 %add2183 to i128
  %next2185 = add i64 %min29, 1
  store i64 %next2185, ptr %j, align 8
  %v2186 = load i64, ptr %j, align 8
  %add2187 = add i64 %v2186, 2
  store i64 %min29, ptr %j, align 8
  %at_next2188 = sext i64 %add2187 to i128
  %step2189 = sub i128 %at_next2188, %base2184
  %step2190 = trunc i128 %step2189 to i64
  %step2191 = sext i64 %step2190 to i128
  %len2192 = sub i64 %min33, %min29
  %span2193 = sub i64 %len2192, 1
  %span2194 = sext i64 %span2193 to i128
  %reach2195 = mul i128 %step2191, %span2194
  %c2196 = icmp slt i128 %reach2195, 0
  %min2197 = select i1 %c2196, i128 %reach2195, i128 0
  %c2198 = icmp sgt i128 %reach2195, 0
  %max2199 = select i1 %c2198, i128 %reach2195, i128 0
  %least2200 = add i128 %base2184, %min2197
  %most2201 = add i128 %base2184, %max2199
  %fits_low2202 = icmp sge i128 %least2200, -9223372036854775808
  %fits_high2203 = icmp sle i128 %most2201, 9223372036854775807
  %fits2204 = and i1 %fits_low2202, %fits_high2203
  %least2205 = select i1 %fits2204, i128 %least2200, i128 -9223372036854775808
  %most2206 = select i1 %fits2204, i128 %most2201, i128 9223372036854775807
  %sub2207 = sub i64 %dim8, 1
  %base2208 = sext i64 %sub2207 to i128
  %fits_low2209 = icmp sge i128 %base2208, -9223372036854775808
  %fits_high2210 = icmp sle i128 %base2208, 9223372036854775807
  %fits2211 = and i1 %fits_low2209, %fits_high2210
  %least2212 = select i1 %fits2211, i128 %base2208, i128 -9223372036854775808
  %most2213 = select i1 %fits2211, i128 %base2208, i128 9223372036854775807
  %c2214 = icmp slt i128 %least2205, %least2212
  %min2215 = select i1 %c2214, i128 %least2205, i128 %least2212
  %c2216 = icmp slt i128 %most2206, %most2213
  %min2217 = select i1 %c2216, i128 %most2206, i128 %most2213
  %c2218 = icmp sgt i128 0, %min2215
  %max2219 = select i1 %c2218, i128 0, i128 %min2215
  %c2220 = icmp sgt i128 0, %min2217
  %max2221 = select i1 %c2220, i128 0, i128 %min2217
  %extent2222 = sext i64 %dim8 to i128
  %low_ok2223 = icmp sge i128 %max2219, 0
  %high_ok2224 = icmp slt i128 %max2221, %extent2222
  %ok2225 = and i1 %ok2181, %low_ok2223
  %ok2226 = and i1 %ok2225, %high_ok2224
  %v2227 = load i64, ptr %i, align 8
  %add2228 = add i64 %v2227, -1
  %sub2229 = sub i64 %dim, 1
  %c2230 = icmp slt i64 %add2228, %sub2229
  %mm2231 = select i1 %c2230, i64 %add2228, i64 %sub2229
  %c2232 = icmp sgt i64 0, %mm2231
  %mm2233 = select i1 %c2232, i64 0, i64 %mm2231
  %base2234 = sext i64 %mm2233 to i128
  %fits_low2235 = icmp sge i128 %base2234, -9223372036854775808
  %fits_high2236 = icmp sle i128 %base2234, 9223372036854775807
  %fits2237 = and i1 %fits_low2235, %fits_high2236
  %least2238 = select i1 %fits2237, i128 %base2234, i128 -9223372036854775808
  %most2239 = select i1 %fits2237, i128 %base2234, i128 9223372036854775807
  %extent2240 = sext i64 %dim to i128
  %low_ok2241 = icmp sge i128 %least2238, 0
  %high_ok2242 = icmp slt i128 %most2239, %extent2240
  %ok2243 = and i1 %ok2226, %low_ok2241
  %ok2244 = and i1 %ok2243, %high_ok2242
  %v2245 = load i64, ptr %i, align 8
  %add2246 = add i64 %v2245, 0
  %sub2247 = sub i64 %dim, 1
  %c2248 = icmp slt i64 %add2246, %sub2247
  %mm2249 = select i1 %c2248, i64 %add2246, i64 %sub2247
  %c2250 = icmp sgt i64 0, %mm2249
  %mm2251 = select i1 %c2250, i64 0, i64 %mm2249
  %base2252 = sext i64 %mm2251 to i128
  %fits_low2253 = icmp sge i128 %base2252, -9223372036854775808
  %fits_high2254 = icmp sle i128 %base2252, 9223372036854775807
  %fits2255 = and i1 %fits_low2253, %fits_high2254
  %least2256 = select i1 %fits2255, i128 %base2252, i128 -9223372036854775808
  %most2257 = select i1 %fits2255, i128 %base2252, i128 9223372036854775807
  %extent2258 = sext i64 %dim to i128
  %low_ok2259 = icmp sge i128 %least2256, 0
  %high_ok2260 = icmp slt i128 %most2257, %extent2258
  %ok2261 = and i1 %ok2244, %low_ok2259
  %ok2262 = and i1 %ok2261, %high_ok2260
  %v2263 = load i64, ptr %i, align 8
  %add2264 = add i64 %v2263, 1
  %sub2265 = sub i64 %dim, 1
  %c2266 = icmp slt i64 %add2264, %sub2265
  %mm2267 = select i1 %c2266, i64 %add2264, i64 %sub2265
  %c2268 = icmp sgt i64 0, %mm2267
  %mm2269 = select i1 %c2268, i64 0, i64 %mm2267
  %base2270 = sext i64 %mm2269 to i128
  %fits_low2271 = icmp sge i128 %base2270, -9223372036854775808
  %fits_high2272 = icmp sle i128 %base2270, 9223372036854775807
  %fits2273 = and i1 %fits_low2271, %fits_high2272
  %least2274 = select i1 %fits2273, i128 %base2270, i128 -9223372036854775808
  %most2275 = select i1 %fits2273, i128 %base2270, i128 9223372036854775807
  %extent2276 = sext i64 %dim to i128
  %low_ok2277 = icmp sge i128 %least2274, 0
  %high_ok2278 = icmp slt i128 %most2275, %extent2276
  %ok2279 = and i1 %ok2262, %low_ok2277
  %ok2280 = and i1 %ok2279, %high_ok2278
  %v2281 = load i64, ptr %i, align 8
  %add2282 = add i64 %v2281, 2
  %sub2283 = sub i64 %dim, 1
  %c2284 = icmp slt i64 %add2282, %sub2283
  %mm2285 = select i1 %c2284, i64 %add2282, i64 %sub2283
  %c2286 = icmp sgt i64 0, %mm2285
  %mm2287 = select i1 %c2286, i64 0, i64 %mm2285
  %base2288 = sext i64 %mm2287 to i128
  %fits_low2289 = icmp sge i128 %base2288, -9223372036854775808
  %fits_high2290 = icmp sle i128 %base2288, 9223372036854775807
  %fits2291 = and i1 %fits_low2289, %fits_high2290
  %least2292 = select i1 %fits2291, i128 %base2288, i128 -9223372036854775808
  %most2293 = select i1 %fits2291, i128 %base2288, i128 9223372036854775807
  %extent2294 = sext i64 %dim to i128
  %low_ok2295 = icmp sge i128 %least2292, 0
  %high_ok2296 = icmp slt i128 %most2293, %extent2294
  %ok2297 = and i1 %ok2280, %low_ok2295
  %ok2298 = and i1 %ok2297, %high_ok2296
  br i1 %ok2298, label %proved2299, label %checked2300

loop327:                                          ; preds = %body328, %proved
  %i330 = load i64, ptr %j, align 8
  %more331 = icmp slt i64 %i330, %min29
  br i1 %more331, label %body328, label %exit329

body328:                                          ; preds = %loop327
  %v332 = load i64, ptr %i, align 8
  %add333 = add i64 %v332, -2
  %sub334 = sub i64 %dim, 1
  %c335 = icmp slt i64 %add333, %sub334
  %mm336 = select i1 %c335, i64 %add333, i64 %sub334
  %c337 = icmp sgt i64 0, %mm336
  %mm338 = select i1 %c337, i64 0, i64 %mm336
  %v339 = load i64, ptr %j, align 8
  %add340 = add i64 %v339, -2
  %sub341 = sub i64 %dim8, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %pos = mul i64 0, %dim
  %pos346 = add i64 %pos, %mm338
  %pos347 = mul i64 %pos346, %dim8
  %pos348 = add i64 %pos347, %mm345
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos348
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %bright_7, align 4
  %v349 = load i64, ptr %i, align 8
  %add350 = add i64 %v349, -2
  %sub351 = sub i64 %dim, 1
  %c352 = icmp slt i64 %add350, %sub351
  %mm353 = select i1 %c352, i64 %add350, i64 %sub351
  %c354 = icmp sgt i64 0, %mm353
  %mm355 = select i1 %c354, i64 0, i64 %mm353
  %v356 = load i64, ptr %j, align 8
  %add357 = add i64 %v356, -1
  %sub358 = sub i64 %dim8, 1
  %c359 = icmp slt i64 %add357, %sub358
  %mm360 = select i1 %c359, i64 %add357, i64 %sub358
  %c361 = icmp sgt i64 0, %mm360
  %mm362 = select i1 %c361, i64 0, i64 %mm360
  %pos363 = mul i64 0, %dim
  %pos364 = add i64 %pos363, %mm355
  %pos365 = mul i64 %pos364, %dim8
  %pos366 = add i64 %pos365, %mm362
  %elp367 = getelementptr inbounds float, ptr %buf, i64 %pos366
  %el368 = load float, ptr %elp367, align 4, !alias.scope !0, !noalias !3
  store float %el368, ptr %bright_8, align 4
  %v369 = load i64, ptr %i, align 8
  %add370 = add i64 %v369, -2
  %sub371 = sub i64 %dim, 1
  %c372 = icmp slt i64 %add370, %sub371
  %mm373 = select i1 %c372, i64 %add370, i64 %sub371
  %c374 = icmp sgt i64 0, %mm373
  %mm375 = select i1 %c374, i64 0, i64 %mm373
  %v376 = load i64, ptr %j, align 8
  %add377 = add i64 %v376, 0
  %sub378 = sub i64 %dim8, 1
  %c379 = icmp slt i64 %add377, %sub378
  %mm380 = select i1 %c379, i64 %add377, i64 %sub378
  %c381 = icmp sgt i64 0, %mm380
  %mm382 = select i1 %c381, i64 0, i64 %mm380
  %pos383 = mul i64 0, %dim
  %pos384 = add i64 %pos383, %mm375
  %pos385 = mul i64 %pos384, %dim8
  %pos386 = add i64 %pos385, %mm382
  %elp387 = getelementptr inbounds float, ptr %buf, i64 %pos386
  %el388 = load float, ptr %elp387, align 4, !alias.scope !0, !noalias !3
  store float %el388, ptr %bright_9, align 4
  %v389 = load i64, ptr %i, align 8
  %add390 = add i64 %v389, -2
  %sub391 = sub i64 %dim, 1
  %c392 = icmp slt i64 %add390, %sub391
  %mm393 = select i1 %c392, i64 %add390, i64 %sub391
  %c394 = icmp sgt i64 0, %mm393
  %mm395 = select i1 %c394, i64 0, i64 %mm393
  %v396 = load i64, ptr %j, align 8
  %add397 = add i64 %v396, 1
  %sub398 = sub i64 %dim8, 1
  %c399 = icmp slt i64 %add397, %sub398
  %mm400 = select i1 %c399, i64 %add397, i64 %sub398
  %c401 = icmp sgt i64 0, %mm400
  %mm402 = select i1 %c401, i64 0, i64 %mm400
  %pos403 = mul i64 0, %dim
  %pos404 = add i64 %pos403, %mm395
  %pos405 = mul i64 %pos404, %dim8
  %pos406 = add i64 %pos405, %mm402
  %elp407 = getelementptr inbounds float, ptr %buf, i64 %pos406
  %el408 = load float, ptr %elp407, align 4, !alias.scope !0, !noalias !3
  store float %el408, ptr %bright_10, align 4
  %v409 = load i64, ptr %i, align 8
  %add410 = add i64 %v409, -2
  %sub411 = sub i64 %dim, 1
  %c412 = icmp slt i64 %add410, %sub411
  %mm413 = select i1 %c412, i64 %add410, i64 %sub411
  %c414 = icmp sgt i64 0, %mm413
  %mm415 = select i1 %c414, i64 0, i64 %mm413
  %v416 = load i64, ptr %j, align 8
  %add417 = add i64 %v416, 2
  %sub418 = sub i64 %dim8, 1
  %c419 = icmp slt i64 %add417, %sub418
  %mm420 = select i1 %c419, i64 %add417, i64 %sub418
  %c421 = icmp sgt i64 0, %mm420
  %mm422 = select i1 %c421, i64 0, i64 %mm420
  %pos423 = mul i64 0, %dim
  %pos424 = add i64 %pos423, %mm415
  %pos425 = mul i64 %pos424, %dim8
  %pos426 = add i64 %pos425, %mm422
  %elp427 = getelementptr inbounds float, ptr %buf, i64 %pos426
  %el428 = load float, ptr %elp427, align 4, !alias.scope !0, !noalias !3
  store float %el428, ptr %bright_11, align 4
  %v429 = load i64, ptr %i, align 8
  %add430 = add i64 %v429, -1
  %sub431 = sub i64 %dim, 1
  %c432 = icmp slt i64 %add430, %sub431
  %mm433 = select i1 %c432, i64 %add430, i64 %sub431
  %c434 = icmp sgt i64 0, %mm433
  %mm435 = select i1 %c434, i64 0, i64 %mm433
  %v436 = load i64, ptr %j, align 8
  %add437 = add i64 %v436, -2
  %sub438 = sub i64 %dim8, 1
  %c439 = icmp slt i64 %add437, %sub438
  %mm440 = select i1 %c439, i64 %add437, i64 %sub438
  %c441 = icmp sgt i64 0, %mm440
  %mm442 = select i1 %c441, i64 0, i64 %mm440
  %pos443 = mul i64 0, %dim
  %pos444 = add i64 %pos443, %mm435
  %pos445 = mul i64 %pos444, %dim8
  %pos446 = add i64 %pos445, %mm442
  %elp447 = getelementptr inbounds float, ptr %buf, i64 %pos446
  %el448 = load float, ptr %elp447, align 4, !alias.scope !0, !noalias !3
  store float %el448, ptr %bright_12, align 4
  %v449 = load i64, ptr %i, align 8
  %add450 = add i64 %v449, -1
  %sub451 = sub i64 %dim, 1
  %c452 = icmp slt i64 %add450, %sub451
  %mm453 = select i1 %c452, i64 %add450, i64 %sub451
  %c454 = icmp sgt i64 0, %mm453
  %mm455 = select i1 %c454, i64 0, i64 %mm453
  %v456 = load i64, ptr %j, align 8
  %add457 = add i64 %v456, -1
  %sub458 = sub i64 %dim8, 1
  %c459 = icmp slt i64 %add457, %sub458
  %mm460 = select i1 %c459, i64 %add457, i64 %sub458
  %c461 = icmp sgt i64 0, %mm460
  %mm462 = select i1 %c461, i64 0, i64 %mm460
  %pos463 = mul i64 0, %dim
  %pos464 = add i64 %pos463, %mm455
  %pos465 = mul i64 %pos464, %dim8
  %pos466 = add i64 %pos465, %mm462
  %elp467 = getelementptr inbounds float, ptr %buf, i64 %pos466
  %el468 = load float, ptr %elp467, align 4, !alias.scope !0, !noalias !3
  store float %el468, ptr %bright_13, align 4
  %v469 = load i64, ptr %i, align 8
  %add470 = add i64 %v469, -1
  %sub471 = sub i64 %dim, 1
  %c472 = icmp slt i64 %add470, %sub471
  %mm473 = select i1 %c472, i64 %add470, i64 %sub471
  %c474 = icmp sgt i64 0, %mm473
  %mm475 = select i1 %c474, i64 0, i64 %mm473
  %v476 = load i64, ptr %j, align 8
  %add477 = add i64 %v476, 0
  %sub478 = sub i64 %dim8, 1
  %c479 = icmp slt i64 %add477, %sub478
  %mm480 = select i1 %c479, i64 %add477, i64 %sub478
  %c481 = icmp sgt i64 0, %mm480
  %mm482 = select i1 %c481, i64 0, i64 %mm480
  %pos483 = mul i64 0, %dim
  %pos484 = add i64 %pos483, %mm475
  %pos485 = mul i64 %pos484, %dim8
  %pos486 = add i64 %pos485, %mm482
  %elp487 = getelementptr inbounds float, ptr %buf, i64 %pos486
  %el488 = load float, ptr %elp487, align 4, !alias.scope !0, !noalias !3
  store float %el488, ptr %bright_14, align 4
  %v489 = load i64, ptr %i, align 8
  %add490 = add i64 %v489, -1
  %sub491 = sub i64 %dim, 1
  %c492 = icmp slt i64 %add490, %sub491
  %mm493 = select i1 %c492, i64 %add490, i64 %sub491
  %c494 = icmp sgt i64 0, %mm493
  %mm495 = select i1 %c494, i64 0, i64 %mm493
  %v496 = load i64, ptr %j, align 8
  %add497 = add i64 %v496, 1
  %sub498 = sub i64 %dim8, 1
  %c499 = icmp slt i64 %add497, %sub498
  %mm500 = select i1 %c499, i64 %add497, i64 %sub498
  %c501 = icmp sgt i64 0, %mm500
  %mm502 = select i1 %c501, i64 0, i64 %mm500
  %pos503 = mul i64 0, %dim
  %pos504 = add i64 %pos503, %mm495
  %pos505 = mul i64 %pos504, %dim8
  %pos506 = add i64 %pos505, %mm502
  %elp507 = getelementptr inbounds float, ptr %buf, i64 %pos506
  %el508 = load float, ptr %elp507, align 4, !alias.scope !0, !noalias !3
  store float %el508, ptr %bright_15, align 4
  %v509 = load i64, ptr %i, align 8
  %add510 = add i64 %v509, -1
  %sub511 = sub i64 %dim, 1
  %c512 = icmp slt i64 %add510, %sub511
  %mm513 = select i1 %c512, i64 %add510, i64 %sub511
  %c514 = icmp sgt i64 0, %mm513
  %mm515 = select i1 %c514, i64 0, i64 %mm513
  %v516 = load i64, ptr %j, align 8
  %add517 = add i64 %v516, 2
  %sub518 = sub i64 %dim8, 1
  %c519 = icmp slt i64 %add517, %sub518
  %mm520 = select i1 %c519, i64 %add517, i64 %sub518
  %c521 = icmp sgt i64 0, %mm520
  %mm522 = select i1 %c521, i64 0, i64 %mm520
  %pos523 = mul i64 0, %dim
  %pos524 = add i64 %pos523, %mm515
  %pos525 = mul i64 %pos524, %dim8
  %pos526 = add i64 %pos525, %mm522
  %elp527 = getelementptr inbounds float, ptr %buf, i64 %pos526
  %el528 = load float, ptr %elp527, align 4, !alias.scope !0, !noalias !3
  store float %el528, ptr %bright_16, align 4
  %v529 = load i64, ptr %i, align 8
  %add530 = add i64 %v529, 0
  %sub531 = sub i64 %dim, 1
  %c532 = icmp slt i64 %add530, %sub531
  %mm533 = select i1 %c532, i64 %add530, i64 %sub531
  %c534 = icmp sgt i64 0, %mm533
  %mm535 = select i1 %c534, i64 0, i64 %mm533
  %v536 = load i64, ptr %j, align 8
  %add537 = add i64 %v536, -2
  %sub538 = sub i64 %dim8, 1
  %c539 = icmp slt i64 %add537, %sub538
  %mm540 = select i1 %c539, i64 %add537, i64 %sub538
  %c541 = icmp sgt i64 0, %mm540
  %mm542 = select i1 %c541, i64 0, i64 %mm540
  %pos543 = mul i64 0, %dim
  %pos544 = add i64 %pos543, %mm535
  %pos545 = mul i64 %pos544, %dim8
  %pos546 = add i64 %pos545, %mm542
  %elp547 = getelementptr inbounds float, ptr %buf, i64 %pos546
  %el548 = load float, ptr %elp547, align 4, !alias.scope !0, !noalias !3
  store float %el548, ptr %bright_17, align 4
  %v549 = load i64, ptr %i, align 8
  %add550 = add i64 %v549, 0
  %sub551 = sub i64 %dim, 1
  %c552 = icmp slt i64 %add550, %sub551
  %mm553 = select i1 %c552, i64 %add550, i64 %sub551
  %c554 = icmp sgt i64 0, %mm553
  %mm555 = select i1 %c554, i64 0, i64 %mm553
  %v556 = load i64, ptr %j, align 8
  %add557 = add i64 %v556, -1
  %sub558 = sub i64 %dim8, 1
  %c559 = icmp slt i64 %add557, %sub558
  %mm560 = select i1 %c559, i64 %add557, i64 %sub558
  %c561 = icmp sgt i64 0, %mm560
  %mm562 = select i1 %c561, i64 0, i64 %mm560
  %pos563 = mul i64 0, %dim
  %pos564 = add i64 %pos563, %mm555
  %pos565 = mul i64 %pos564, %dim8
  %pos566 = add i64 %pos565, %mm562
  %elp567 = getelementptr inbounds float, ptr %buf, i64 %pos566
  %el568 = load float, ptr %elp567, align 4, !alias.scope !0, !noalias !3
  store float %el568, ptr %bright_18, align 4
  %v569 = load i64, ptr %i, align 8
  %add570 = add i64 %v569, 0
  %sub571 = sub i64 %dim, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %v576 = load i64, ptr %j, align 8
  %add577 = add i64 %v576, 0
  %sub578 = sub i64 %dim8, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm575
  %pos585 = mul i64 %pos584, %dim8
  %pos586 = add i64 %pos585, %mm582
  %elp587 = getelementptr inbounds float, ptr %buf, i64 %pos586
  %el588 = load float, ptr %elp587, align 4, !alias.scope !0, !noalias !3
  store float %el588, ptr %bright_19, align 4
  %v589 = load i64, ptr %i, align 8
  %add590 = add i64 %v589, 0
  %sub591 = sub i64 %dim, 1
  %c592 = icmp slt i64 %add590, %sub591
  %mm593 = select i1 %c592, i64 %add590, i64 %sub591
  %c594 = icmp sgt i64 0, %mm593
  %mm595 = select i1 %c594, i64 0, i64 %mm593
  %v596 = load i64, ptr %j, align 8
  %add597 = add i64 %v596, 1
  %sub598 = sub i64 %dim8, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %pos603 = mul i64 0, %dim
  %pos604 = add i64 %pos603, %mm595
  %pos605 = mul i64 %pos604, %dim8
  %pos606 = add i64 %pos605, %mm602
  %elp607 = getelementptr inbounds float, ptr %buf, i64 %pos606
  %el608 = load float, ptr %elp607, align 4, !alias.scope !0, !noalias !3
  store float %el608, ptr %bright_20, align 4
  %v609 = load i64, ptr %i, align 8
  %add610 = add i64 %v609, 0
  %sub611 = sub i64 %dim, 1
  %c612 = icmp slt i64 %add610, %sub611
  %mm613 = select i1 %c612, i64 %add610, i64 %sub611
  %c614 = icmp sgt i64 0, %mm613
  %mm615 = select i1 %c614, i64 0, i64 %mm613
  %v616 = load i64, ptr %j, align 8
  %add617 = add i64 %v616, 2
  %sub618 = sub i64 %dim8, 1
  %c619 = icmp slt i64 %add617, %sub618
  %mm620 = select i1 %c619, i64 %add617, i64 %sub618
  %c621 = icmp sgt i64 0, %mm620
  %mm622 = select i1 %c621, i64 0, i64 %mm620
  %pos623 = mul i64 0, %dim
  %pos624 = add i64 %pos623, %mm615
  %pos625 = mul i64 %pos624, %dim8
  %pos626 = add i64 %pos625, %mm622
  %elp627 = getelementptr inbounds float, ptr %buf, i64 %pos626
  %el628 = load float, ptr %elp627, align 4, !alias.scope !0, !noalias !3
  store float %el628, ptr %bright_21, align 4
  %v629 = load i64, ptr %i, align 8
  %add630 = add i64 %v629, 1
  %sub631 = sub i64 %dim, 1
  %c632 = icmp slt i64 %add630, %sub631
  %mm633 = select i1 %c632, i64 %add630, i64 %sub631
  %c634 = icmp sgt i64 0, %mm633
  %mm635 = select i1 %c634, i64 0, i64 %mm633
  %v636 = load i64, ptr %j, align 8
  %add637 = add i64 %v636, -2
  %sub638 = sub i64 %dim8, 1
  %c639 = icmp slt i64 %add637, %sub638
  %mm640 = select i1 %c639, i64 %add637, i64 %sub638
  %c641 = icmp sgt i64 0, %mm640
  %mm642 = select i1 %c641, i64 0, i64 %mm640
  %pos643 = mul i64 0, %dim
  %pos644 = add i64 %pos643, %mm635
  %pos645 = mul i64 %pos644, %dim8
  %pos646 = add i64 %pos645, %mm642
  %elp647 = getelementptr inbounds float, ptr %buf, i64 %pos646
  %el648 = load float, ptr %elp647, align 4, !alias.scope !0, !noalias !3
  store float %el648, ptr %bright_22, align 4
  %v649 = load i64, ptr %i, align 8
  %add650 = add i64 %v649, 1
  %sub651 = sub i64 %dim, 1
  %c652 = icmp slt i64 %add650, %sub651
  %mm653 = select i1 %c652, i64 %add650, i64 %sub651
  %c654 = icmp sgt i64 0, %mm653
  %mm655 = select i1 %c654, i64 0, i64 %mm653
  %v656 = load i64, ptr %j, align 8
  %add657 = add i64 %v656, -1
  %sub658 = sub i64 %dim8, 1
  %c659 = icmp slt i64 %add657, %sub658
  %mm660 = select i1 %c659, i64 %add657, i64 %sub658
  %c661 = icmp sgt i64 0, %mm660
  %mm662 = select i1 %c661, i64 0, i64 %mm660
  %pos663 = mul i64 0, %dim
  %pos664 = add i64 %pos663, %mm655
  %pos665 = mul i64 %pos664, %dim8
  %pos666 = add i64 %pos665, %mm662
  %elp667 = getelementptr inbounds float, ptr %buf, i64 %pos666
  %el668 = load float, ptr %elp667, align 4, !alias.scope !0, !noalias !3
  store float %el668, ptr %bright_23, align 4
  %v669 = load i64, ptr %i, align 8
  %add670 = add i64 %v669, 1
  %sub671 = sub i64 %dim, 1
  %c672 = icmp slt i64 %add670, %sub671
  %mm673 = select i1 %c672, i64 %add670, i64 %sub671
  %c674 = icmp sgt i64 0, %mm673
  %mm675 = select i1 %c674, i64 0, i64 %mm673
  %v676 = load i64, ptr %j, align 8
  %add677 = add i64 %v676, 0
  %sub678 = sub i64 %dim8, 1
  %c679 = icmp slt i64 %add677, %sub678
  %mm680 = select i1 %c679, i64 %add677, i64 %sub678
  %c681 = icmp sgt i64 0, %mm680
  %mm682 = select i1 %c681, i64 0, i64 %mm680
  %pos683 = mul i64 0, %dim
  %pos684 = add i64 %pos683, %mm675
  %pos685 = mul i64 %pos684, %dim8
  %pos686 = add i64 %pos685, %mm682
  %elp687 = getelementptr inbounds float, ptr %buf, i64 %pos686
  %el688 = load float, ptr %elp687, align 4, !alias.scope !0, !noalias !3
  store float %el688, ptr %bright_24, align 4
  %v689 = load i64, ptr %i, align 8
  %add690 = add i64 %v689, 1
  %sub691 = sub i64 %dim, 1
  %c692 = icmp slt i64 %add690, %sub691
  %mm693 = select i1 %c692, i64 %add690, i64 %sub691
  %c694 = icmp sgt i64 0, %mm693
  %mm695 = select i1 %c694, i64 0, i64 %mm693
  %v696 = load i64, ptr %j, align 8
  %add697 = add i64 %v696, 1
  %sub698 = sub i64 %dim8, 1
  %c699 = icmp slt i64 %add697, %sub698
  %mm700 = select i1 %c699, i64 %add697, i64 %sub698
  %c701 = icmp sgt i64 0, %mm700
  %mm702 = select i1 %c701, i64 0, i64 %mm700
  %pos703 = mul i64 0, %dim
  %pos704 = add i64 %pos703, %mm695
  %pos705 = mul i64 %pos704, %dim8
  %pos706 = add i64 %pos705, %mm702
  %elp707 = getelementptr inbounds float, ptr %buf, i64 %pos706
  %el708 = load float, ptr %elp707, align 4, !alias.scope !0, !noalias !3
  store float %el708, ptr %bright_25, align 4
  %v709 = load i64, ptr %i, align 8
  %add710 = add i64 %v709, 1
  %sub711 = sub i64 %dim, 1
  %c712 = icmp slt i64 %add710, %sub711
  %mm713 = select i1 %c712, i64 %add710, i64 %sub711
  %c714 = icmp sgt i64 0, %mm713
  %mm715 = select i1 %c714, i64 0, i64 %mm713
  %v716 = load i64, ptr %j, align 8
  %add717 = add i64 %v716, 2
  %sub718 = sub i64 %dim8, 1
  %c719 = icmp slt i64 %add717, %sub718
  %mm720 = select i1 %c719, i64 %add717, i64 %sub718
  %c721 = icmp sgt i64 0, %mm720
  %mm722 = select i1 %c721, i64 0, i64 %mm720
  %pos723 = mul i64 0, %dim
  %pos724 = add i64 %pos723, %mm715
  %pos725 = mul i64 %pos724, %dim8
  %pos726 = add i64 %pos725, %mm722
  %elp727 = getelementptr inbounds float, ptr %buf, i64 %pos726
  %el728 = load float, ptr %elp727, align 4, !alias.scope !0, !noalias !3
  store float %el728, ptr %bright_26, align 4
  %v729 = load i64, ptr %i, align 8
  %add730 = add i64 %v729, 2
  %sub731 = sub i64 %dim, 1
  %c732 = icmp slt i64 %add730, %sub731
  %mm733 = select i1 %c732, i64 %add730, i64 %sub731
  %c734 = icmp sgt i64 0, %mm733
  %mm735 = select i1 %c734, i64 0, i64 %mm733
  %v736 = load i64, ptr %j, align 8
  %add737 = add i64 %v736, -2
  %sub738 = sub i64 %dim8, 1
  %c739 = icmp slt i64 %add737, %sub738
  %mm740 = select i1 %c739, i64 %add737, i64 %sub738
  %c741 = icmp sgt i64 0, %mm740
  %mm742 = select i1 %c741, i64 0, i64 %mm740
  %pos743 = mul i64 0, %dim
  %pos744 = add i64 %pos743, %mm735
  %pos745 = mul i64 %pos744, %dim8
  %pos746 = add i64 %pos745, %mm742
  %elp747 = getelementptr inbounds float, ptr %buf, i64 %pos746
  %el748 = load float, ptr %elp747, align 4, !alias.scope !0, !noalias !3
  store float %el748, ptr %bright_27, align 4
  %v749 = load i64, ptr %i, align 8
  %add750 = add i64 %v749, 2
  %sub751 = sub i64 %dim, 1
  %c752 = icmp slt i64 %add750, %sub751
  %mm753 = select i1 %c752, i64 %add750, i64 %sub751
  %c754 = icmp sgt i64 0, %mm753
  %mm755 = select i1 %c754, i64 0, i64 %mm753
  %v756 = load i64, ptr %j, align 8
  %add757 = add i64 %v756, -1
  %sub758 = sub i64 %dim8, 1
  %c759 = icmp slt i64 %add757, %sub758
  %mm760 = select i1 %c759, i64 %add757, i64 %sub758
  %c761 = icmp sgt i64 0, %mm760
  %mm762 = select i1 %c761, i64 0, i64 %mm760
  %pos763 = mul i64 0, %dim
  %pos764 = add i64 %pos763, %mm755
  %pos765 = mul i64 %pos764, %dim8
  %pos766 = add i64 %pos765, %mm762
  %elp767 = getelementptr inbounds float, ptr %buf, i64 %pos766
  %el768 = load float, ptr %elp767, align 4, !alias.scope !0, !noalias !3
  store float %el768, ptr %bright_28, align 4
  %v769 = load i64, ptr %i, align 8
  %add770 = add i64 %v769, 2
  %sub771 = sub i64 %dim, 1
  %c772 = icmp slt i64 %add770, %sub771
  %mm773 = select i1 %c772, i64 %add770, i64 %sub771
  %c774 = icmp sgt i64 0, %mm773
  %mm775 = select i1 %c774, i64 0, i64 %mm773
  %v776 = load i64, ptr %j, align 8
  %add777 = add i64 %v776, 0
  %sub778 = sub i64 %dim8, 1
  %c779 = icmp slt i64 %add777, %sub778
  %mm780 = select i1 %c779, i64 %add777, i64 %sub778
  %c781 = icmp sgt i64 0, %mm780
  %mm782 = select i1 %c781, i64 0, i64 %mm780
  %pos783 = mul i64 0, %dim
  %pos784 = add i64 %pos783, %mm775
  %pos785 = mul i64 %pos784, %dim8
  %pos786 = add i64 %pos785, %mm782
  %elp787 = getelementptr inbounds float, ptr %buf, i64 %pos786
  %el788 = load float, ptr %elp787, align 4, !alias.scope !0, !noalias !3
  store float %el788, ptr %bright_29, align 4
  %v789 = load i64, ptr %i, align 8
  %add790 = add i64 %v789, 2
  %sub791 = sub i64 %dim, 1
  %c792 = icmp slt i64 %add790, %sub791
  %mm793 = select i1 %c792, i64 %add790, i64 %sub791
  %c794 = icmp sgt i64 0, %mm793
  %mm795 = select i1 %c794, i64 0, i64 %mm793
  %v796 = load i64, ptr %j, align 8
  %add797 = add i64 %v796, 1
  %sub798 = sub i64 %dim8, 1
  %c799 = icmp slt i64 %add797, %sub798
  %mm800 = select i1 %c799, i64 %add797, i64 %sub798
  %c801 = icmp sgt i64 0, %mm800
  %mm802 = select i1 %c801, i64 0, i64 %mm800
  %pos803 = mul i64 0, %dim
  %pos804 = add i64 %pos803, %mm795
  %pos805 = mul i64 %pos804, %dim8
  %pos806 = add i64 %pos805, %mm802
  %elp807 = getelementptr inbounds float, ptr %buf, i64 %pos806
  %el808 = load float, ptr %elp807, align 4, !alias.scope !0, !noalias !3
  store float %el808, ptr %bright_30, align 4
  %v809 = load i64, ptr %i, align 8
  %add810 = add i64 %v809, 2
  %sub811 = sub i64 %dim, 1
  %c812 = icmp slt i64 %add810, %sub811
  %mm813 = select i1 %c812, i64 %add810, i64 %sub811
  %c814 = icmp sgt i64 0, %mm813
  %mm815 = select i1 %c814, i64 0, i64 %mm813
  %v816 = load i64, ptr %j, align 8
  %add817 = add i64 %v816, 2
  %sub818 = sub i64 %dim8, 1
  %c819 = icmp slt i64 %add817, %sub818
  %mm820 = select i1 %c819, i64 %add817, i64 %sub818
  %c821 = icmp sgt i64 0, %mm820
  %mm822 = select i1 %c821, i64 0, i64 %mm820
  %pos823 = mul i64 0, %dim
  %pos824 = add i64 %pos823, %mm815
  %pos825 = mul i64 %pos824, %dim8
  %pos826 = add i64 %pos825, %mm822
  %elp827 = getelementptr inbounds float, ptr %buf, i64 %pos826
  %el828 = load float, ptr %elp827, align 4, !alias.scope !0, !noalias !3
  store float %el828, ptr %bright_31, align 4
  %v829 = load float, ptr %bright_7, align 4
  %tup = insertvalue { float, float, float, float, float } undef, float %v829, 0
  %v830 = load float, ptr %bright_8, align 4
  %tup831 = insertvalue { float, float, float, float, float } %tup, float %v830, 1
  %v832 = load float, ptr %bright_9, align 4
  %tup833 = insertvalue { float, float, float, float, float } %tup831, float %v832, 2
  %v834 = load float, ptr %bright_10, align 4
  %tup835 = insertvalue { float, float, float, float, float } %tup833, float %v834, 3
  %v836 = load float, ptr %bright_11, align 4
  %tup837 = insertvalue { float, float, float, float, float } %tup835, float %v836, 4
  store { float, float, float, float, float } %tup837, ptr %"%cse0_32", align 4
  %v838 = load float, ptr %bright_12, align 4
  %tup839 = insertvalue { float, float, float, float, float } undef, float %v838, 0
  %v840 = load float, ptr %bright_13, align 4
  %tup841 = insertvalue { float, float, float, float, float } %tup839, float %v840, 1
  %v842 = load float, ptr %bright_14, align 4
  %tup843 = insertvalue { float, float, float, float, float } %tup841, float %v842, 2
  %v844 = load float, ptr %bright_15, align 4
  %tup845 = insertvalue { float, float, float, float, float } %tup843, float %v844, 3
  %v846 = load float, ptr %bright_16, align 4
  %tup847 = insertvalue { float, float, float, float, float } %tup845, float %v846, 4
  store { float, float, float, float, float } %tup847, ptr %"%cse1_33", align 4
  %v848 = load float, ptr %bright_17, align 4
  %tup849 = insertvalue { float, float, float, float, float } undef, float %v848, 0
  %v850 = load float, ptr %bright_18, align 4
  %tup851 = insertvalue { float, float, float, float, float } %tup849, float %v850, 1
  %v852 = load float, ptr %bright_19, align 4
  %tup853 = insertvalue { float, float, float, float, float } %tup851, float %v852, 2
  %v854 = load float, ptr %bright_20, align 4
  %tup855 = insertvalue { float, float, float, float, float } %tup853, float %v854, 3
  %v856 = load float, ptr %bright_21, align 4
  %tup857 = insertvalue { float, float, float, float, float } %tup855, float %v856, 4
  store { float, float, float, float, float } %tup857, ptr %"%cse2_34", align 4
  %v858 = load float, ptr %bright_22, align 4
  %tup859 = insertvalue { float, float, float, float, float } undef, float %v858, 0
  %v860 = load float, ptr %bright_23, align 4
  %tup861 = insertvalue { float, float, float, float, float } %tup859, float %v860, 1
  %v862 = load float, ptr %bright_24, align 4
  %tup863 = insertvalue { float, float, float, float, float } %tup861, float %v862, 2
  %v864 = load float, ptr %bright_25, align 4
  %tup865 = insertvalue { float, float, float, float, float } %tup863, float %v864, 3
  %v866 = load float, ptr %bright_26, align 4
  %tup867 = insertvalue { float, float, float, float, float } %tup865, float %v866, 4
  store { float, float, float, float, float } %tup867, ptr %"%cse3_35", align 4
  %v868 = load float, ptr %bright_27, align 4
  %tup869 = insertvalue { float, float, float, float, float } undef, float %v868, 0
  %v870 = load float, ptr %bright_28, align 4
  %tup871 = insertvalue { float, float, float, float, float } %tup869, float %v870, 1
  %v872 = load float, ptr %bright_29, align 4
  %tup873 = insertvalue { float, float, float, float, float } %tup871, float %v872, 2
  %v874 = load float, ptr %bright_30, align 4
  %tup875 = insertvalue { float, float, float, float, float } %tup873, float %v874, 3
  %v876 = load float, ptr %bright_31, align 4
  %tup877 = insertvalue { float, float, float, float, float } %tup875, float %v876, 4
  store { float, float, float, float, float } %tup877, ptr %"%cse4_36", align 4
  %fldp = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld = load float, ptr %fldp, align 4
  %fldp878 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld879 = load float, ptr %fldp878, align 4
  %fm = fmul float 4.000000e+00, %fld879
  %fa = fadd float %fld, %fm
  %fldp880 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld881 = load float, ptr %fldp880, align 4
  %fm882 = fmul float 6.000000e+00, %fld881
  %fa883 = fadd float %fa, %fm882
  %fldp884 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld885 = load float, ptr %fldp884, align 4
  %fm886 = fmul float 4.000000e+00, %fld885
  %fa887 = fadd float %fa883, %fm886
  %fldp888 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld889 = load float, ptr %fldp888, align 4
  %fa890 = fadd float %fa887, %fld889
  %fldp891 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld892 = load float, ptr %fldp891, align 4
  %fldp893 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld894 = load float, ptr %fldp893, align 4
  %fm895 = fmul float 4.000000e+00, %fld894
  %fa896 = fadd float %fld892, %fm895
  %fldp897 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld898 = load float, ptr %fldp897, align 4
  %fm899 = fmul float 6.000000e+00, %fld898
  %fa900 = fadd float %fa896, %fm899
  %fldp901 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld902 = load float, ptr %fldp901, align 4
  %fm903 = fmul float 4.000000e+00, %fld902
  %fa904 = fadd float %fa900, %fm903
  %fldp905 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld906 = load float, ptr %fldp905, align 4
  %fa907 = fadd float %fa904, %fld906
  %fm908 = fmul float 4.000000e+00, %fa907
  %fa909 = fadd float %fa890, %fm908
  %fldp910 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld911 = load float, ptr %fldp910, align 4
  %fldp912 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld913 = load float, ptr %fldp912, align 4
  %fm914 = fmul float 4.000000e+00, %fld913
  %fa915 = fadd float %fld911, %fm914
  %fldp916 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld917 = load float, ptr %fldp916, align 4
  %fm918 = fmul float 6.000000e+00, %fld917
  %fa919 = fadd float %fa915, %fm918
  %fldp920 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld921 = load float, ptr %fldp920, align 4
  %fm922 = fmul float 4.000000e+00, %fld921
  %fa923 = fadd float %fa919, %fm922
  %fldp924 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld925 = load float, ptr %fldp924, align 4
  %fa926 = fadd float %fa923, %fld925
  %fm927 = fmul float 6.000000e+00, %fa926
  %fa928 = fadd float %fa909, %fm927
  %fldp929 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld930 = load float, ptr %fldp929, align 4
  %fldp931 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld932 = load float, ptr %fldp931, align 4
  %fm933 = fmul float 4.000000e+00, %fld932
  %fa934 = fadd float %fld930, %fm933
  %fldp935 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld936 = load float, ptr %fldp935, align 4
  %fm937 = fmul float 6.000000e+00, %fld936
  %fa938 = fadd float %fa934, %fm937
  %fldp939 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld940 = load float, ptr %fldp939, align 4
  %fm941 = fmul float 4.000000e+00, %fld940
  %fa942 = fadd float %fa938, %fm941
  %fldp943 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld944 = load float, ptr %fldp943, align 4
  %fa945 = fadd float %fa942, %fld944
  %fm946 = fmul float 4.000000e+00, %fa945
  %fa947 = fadd float %fa928, %fm946
  %fldp948 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld949 = load float, ptr %fldp948, align 4
  %fldp950 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld951 = load float, ptr %fldp950, align 4
  %fm952 = fmul float 4.000000e+00, %fld951
  %fa953 = fadd float %fld949, %fm952
  %fldp954 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld955 = load float, ptr %fldp954, align 4
  %fm956 = fmul float 6.000000e+00, %fld955
  %fa957 = fadd float %fa953, %fm956
  %fldp958 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld959 = load float, ptr %fldp958, align 4
  %fm960 = fmul float 4.000000e+00, %fld959
  %fa961 = fadd float %fa957, %fm960
  %fldp962 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld963 = load float, ptr %fldp962, align 4
  %fa964 = fadd float %fa961, %fld963
  %fa965 = fadd float %fa947, %fa964
  %fd = fdiv float %fa965, 2.560000e+02
  store float %fd, ptr %blurred_4, align 4
  %v966 = load i64, ptr %i, align 8
  %v967 = load i64, ptr %j, align 8
  %pos968 = mul i64 0, %dim
  %pos969 = add i64 %pos968, %v966
  %pos970 = mul i64 %pos969, %dim8
  %pos971 = add i64 %pos970, %v967
  %v972 = load float, ptr %blurred_4, align 4
  %elp975 = getelementptr inbounds float, ptr %buf974, i64 %pos971
  store float %v972, ptr %elp975, align 4, !alias.scope !3, !noalias !0
  %i976 = load i64, ptr %j, align 8
  %next = add i64 %i976, 1
  store i64 %next, ptr %j, align 8
  br label %loop327

exit329:                                          ; preds = %loop327
  br label %versions_done

loop977:                                          ; preds = %ok1822, %checked
  %i980 = load i64, ptr %j, align 8
  %more981 = icmp slt i64 %i980, %min29
  br i1 %more981, label %body978, label %exit979

body978:                                          ; preds = %loop977
  %v982 = load i64, ptr %i, align 8
  %add983 = add i64 %v982, -2
  %sub984 = sub i64 %dim, 1
  %c985 = icmp slt i64 %add983, %sub984
  %mm986 = select i1 %c985, i64 %add983, i64 %sub984
  %c987 = icmp sgt i64 0, %mm986
  %mm988 = select i1 %c987, i64 0, i64 %mm986
  %v989 = load i64, ptr %j, align 8
  %add990 = add i64 %v989, -2
  %sub991 = sub i64 %dim8, 1
  %c992 = icmp slt i64 %add990, %sub991
  %mm993 = select i1 %c992, i64 %add990, i64 %sub991
  %c994 = icmp sgt i64 0, %mm993
  %mm995 = select i1 %c994, i64 0, i64 %mm993
  %inb = icmp ult i64 %mm988, %dim
  br i1 %inb, label %ok997, label %fail996

exit979:                                          ; preds = %loop977
  br label %versions_done

fail996:                                          ; preds = %body978
  %errp998 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp998, align 8
  %errp999 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp999, align 8
  %errp1000 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm988, ptr %errp1000, align 8
  %errp1001 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1001, align 8
  ret i32 1

ok997:                                            ; preds = %body978
  %pos1002 = mul i64 0, %dim
  %pos1003 = add i64 %pos1002, %mm988
  %inb1004 = icmp ult i64 %mm995, %dim8
  br i1 %inb1004, label %ok1006, label %fail1005

fail1005:                                         ; preds = %ok997
  %errp1007 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1007, align 8
  %errp1008 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1008, align 8
  %errp1009 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm995, ptr %errp1009, align 8
  %errp1010 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1010, align 8
  ret i32 1

ok1006:                                           ; preds = %ok997
  %pos1011 = mul i64 %pos1003, %dim8
  %pos1012 = add i64 %pos1011, %mm995
  %elp1013 = getelementptr inbounds float, ptr %buf, i64 %pos1012
  %el1014 = load float, ptr %elp1013, align 4, !alias.scope !0, !noalias !3
  store float %el1014, ptr %bright_7, align 4
  %v1015 = load i64, ptr %i, align 8
  %add1016 = add i64 %v1015, -2
  %sub1017 = sub i64 %dim, 1
  %c1018 = icmp slt i64 %add1016, %sub1017
  %mm1019 = select i1 %c1018, i64 %add1016, i64 %sub1017
  %c1020 = icmp sgt i64 0, %mm1019
  %mm1021 = select i1 %c1020, i64 0, i64 %mm1019
  %v1022 = load i64, ptr %j, align 8
  %add1023 = add i64 %v1022, -1
  %sub1024 = sub i64 %dim8, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %inb1029 = icmp ult i64 %mm1021, %dim
  br i1 %inb1029, label %ok1031, label %fail1030

fail1030:                                         ; preds = %ok1006
  %errp1032 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1032, align 8
  %errp1033 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1033, align 8
  %errp1034 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1021, ptr %errp1034, align 8
  %errp1035 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1035, align 8
  ret i32 1

ok1031:                                           ; preds = %ok1006
  %pos1036 = mul i64 0, %dim
  %pos1037 = add i64 %pos1036, %mm1021
  %inb1038 = icmp ult i64 %mm1028, %dim8
  br i1 %inb1038, label %ok1040, label %fail1039

fail1039:                                         ; preds = %ok1031
  %errp1041 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1041, align 8
  %errp1042 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1042, align 8
  %errp1043 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1028, ptr %errp1043, align 8
  %errp1044 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1044, align 8
  ret i32 1

ok1040:                                           ; preds = %ok1031
  %pos1045 = mul i64 %pos1037, %dim8
  %pos1046 = add i64 %pos1045, %mm1028
  %elp1047 = getelementptr inbounds float, ptr %buf, i64 %pos1046
  %el1048 = load float, ptr %elp1047, align 4, !alias.scope !0, !noalias !3
  store float %el1048, ptr %bright_8, align 4
  %v1049 = load i64, ptr %i, align 8
  %add1050 = add i64 %v1049, -2
  %sub1051 = sub i64 %dim, 1
  %c1052 = icmp slt i64 %add1050, %sub1051
  %mm1053 = select i1 %c1052, i64 %add1050, i64 %sub1051
  %c1054 = icmp sgt i64 0, %mm1053
  %mm1055 = select i1 %c1054, i64 0, i64 %mm1053
  %v1056 = load i64, ptr %j, align 8
  %add1057 = add i64 %v1056, 0
  %sub1058 = sub i64 %dim8, 1
  %c1059 = icmp slt i64 %add1057, %sub1058
  %mm1060 = select i1 %c1059, i64 %add1057, i64 %sub1058
  %c1061 = icmp sgt i64 0, %mm1060
  %mm1062 = select i1 %c1061, i64 0, i64 %mm1060
  %inb1063 = icmp ult i64 %mm1055, %dim
  br i1 %inb1063, label %ok1065, label %fail1064

fail1064:                                         ; preds = %ok1040
  %errp1066 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1066, align 8
  %errp1067 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1067, align 8
  %errp1068 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1055, ptr %errp1068, align 8
  %errp1069 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1069, align 8
  ret i32 1

ok1065:                                           ; preds = %ok1040
  %pos1070 = mul i64 0, %dim
  %pos1071 = add i64 %pos1070, %mm1055
  %inb1072 = icmp ult i64 %mm1062, %dim8
  br i1 %inb1072, label %ok1074, label %fail1073

fail1073:                                         ; preds = %ok1065
  %errp1075 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1075, align 8
  %errp1076 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1076, align 8
  %errp1077 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1062, ptr %errp1077, align 8
  %errp1078 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1078, align 8
  ret i32 1

ok1074:                                           ; preds = %ok1065
  %pos1079 = mul i64 %pos1071, %dim8
  %pos1080 = add i64 %pos1079, %mm1062
  %elp1081 = getelementptr inbounds float, ptr %buf, i64 %pos1080
  %el1082 = load float, ptr %elp1081, align 4, !alias.scope !0, !noalias !3
  store float %el1082, ptr %bright_9, align 4
  %v1083 = load i64, ptr %i, align 8
  %add1084 = add i64 %v1083, -2
  %sub1085 = sub i64 %dim, 1
  %c1086 = icmp slt i64 %add1084, %sub1085
  %mm1087 = select i1 %c1086, i64 %add1084, i64 %sub1085
  %c1088 = icmp sgt i64 0, %mm1087
  %mm1089 = select i1 %c1088, i64 0, i64 %mm1087
  %v1090 = load i64, ptr %j, align 8
  %add1091 = add i64 %v1090, 1
  %sub1092 = sub i64 %dim8, 1
  %c1093 = icmp slt i64 %add1091, %sub1092
  %mm1094 = select i1 %c1093, i64 %add1091, i64 %sub1092
  %c1095 = icmp sgt i64 0, %mm1094
  %mm1096 = select i1 %c1095, i64 0, i64 %mm1094
  %inb1097 = icmp ult i64 %mm1089, %dim
  br i1 %inb1097, label %ok1099, label %fail1098

fail1098:                                         ; preds = %ok1074
  %errp1100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1100, align 8
  %errp1101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1101, align 8
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1089, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1103, align 8
  ret i32 1

ok1099:                                           ; preds = %ok1074
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1089
  %inb1106 = icmp ult i64 %mm1096, %dim8
  br i1 %inb1106, label %ok1108, label %fail1107

fail1107:                                         ; preds = %ok1099
  %errp1109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1109, align 8
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1096, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1112, align 8
  ret i32 1

ok1108:                                           ; preds = %ok1099
  %pos1113 = mul i64 %pos1105, %dim8
  %pos1114 = add i64 %pos1113, %mm1096
  %elp1115 = getelementptr inbounds float, ptr %buf, i64 %pos1114
  %el1116 = load float, ptr %elp1115, align 4, !alias.scope !0, !noalias !3
  store float %el1116, ptr %bright_10, align 4
  %v1117 = load i64, ptr %i, align 8
  %add1118 = add i64 %v1117, -2
  %sub1119 = sub i64 %dim, 1
  %c1120 = icmp slt i64 %add1118, %sub1119
  %mm1121 = select i1 %c1120, i64 %add1118, i64 %sub1119
  %c1122 = icmp sgt i64 0, %mm1121
  %mm1123 = select i1 %c1122, i64 0, i64 %mm1121
  %v1124 = load i64, ptr %j, align 8
  %add1125 = add i64 %v1124, 2
  %sub1126 = sub i64 %dim8, 1
  %c1127 = icmp slt i64 %add1125, %sub1126
  %mm1128 = select i1 %c1127, i64 %add1125, i64 %sub1126
  %c1129 = icmp sgt i64 0, %mm1128
  %mm1130 = select i1 %c1129, i64 0, i64 %mm1128
  %inb1131 = icmp ult i64 %mm1123, %dim
  br i1 %inb1131, label %ok1133, label %fail1132

fail1132:                                         ; preds = %ok1108
  %errp1134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1134, align 8
  %errp1135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1135, align 8
  %errp1136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1123, ptr %errp1136, align 8
  %errp1137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1137, align 8
  ret i32 1

ok1133:                                           ; preds = %ok1108
  %pos1138 = mul i64 0, %dim
  %pos1139 = add i64 %pos1138, %mm1123
  %inb1140 = icmp ult i64 %mm1130, %dim8
  br i1 %inb1140, label %ok1142, label %fail1141

fail1141:                                         ; preds = %ok1133
  %errp1143 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1143, align 8
  %errp1144 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1144, align 8
  %errp1145 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1130, ptr %errp1145, align 8
  %errp1146 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1146, align 8
  ret i32 1

ok1142:                                           ; preds = %ok1133
  %pos1147 = mul i64 %pos1139, %dim8
  %pos1148 = add i64 %pos1147, %mm1130
  %elp1149 = getelementptr inbounds float, ptr %buf, i64 %pos1148
  %el1150 = load float, ptr %elp1149, align 4, !alias.scope !0, !noalias !3
  store float %el1150, ptr %bright_11, align 4
  %v1151 = load i64, ptr %i, align 8
  %add1152 = add i64 %v1151, -1
  %sub1153 = sub i64 %dim, 1
  %c1154 = icmp slt i64 %add1152, %sub1153
  %mm1155 = select i1 %c1154, i64 %add1152, i64 %sub1153
  %c1156 = icmp sgt i64 0, %mm1155
  %mm1157 = select i1 %c1156, i64 0, i64 %mm1155
  %v1158 = load i64, ptr %j, align 8
  %add1159 = add i64 %v1158, -2
  %sub1160 = sub i64 %dim8, 1
  %c1161 = icmp slt i64 %add1159, %sub1160
  %mm1162 = select i1 %c1161, i64 %add1159, i64 %sub1160
  %c1163 = icmp sgt i64 0, %mm1162
  %mm1164 = select i1 %c1163, i64 0, i64 %mm1162
  %inb1165 = icmp ult i64 %mm1157, %dim
  br i1 %inb1165, label %ok1167, label %fail1166

fail1166:                                         ; preds = %ok1142
  %errp1168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1168, align 8
  %errp1169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1169, align 8
  %errp1170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1157, ptr %errp1170, align 8
  %errp1171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1171, align 8
  ret i32 1

ok1167:                                           ; preds = %ok1142
  %pos1172 = mul i64 0, %dim
  %pos1173 = add i64 %pos1172, %mm1157
  %inb1174 = icmp ult i64 %mm1164, %dim8
  br i1 %inb1174, label %ok1176, label %fail1175

fail1175:                                         ; preds = %ok1167
  %errp1177 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1177, align 8
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1164, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1180, align 8
  ret i32 1

ok1176:                                           ; preds = %ok1167
  %pos1181 = mul i64 %pos1173, %dim8
  %pos1182 = add i64 %pos1181, %mm1164
  %elp1183 = getelementptr inbounds float, ptr %buf, i64 %pos1182
  %el1184 = load float, ptr %elp1183, align 4, !alias.scope !0, !noalias !3
  store float %el1184, ptr %bright_12, align 4
  %v1185 = load i64, ptr %i, align 8
  %add1186 = add i64 %v1185, -1
  %sub1187 = sub i64 %dim, 1
  %c1188 = icmp slt i64 %add1186, %sub1187
  %mm1189 = select i1 %c1188, i64 %add1186, i64 %sub1187
  %c1190 = icmp sgt i64 0, %mm1189
  %mm1191 = select i1 %c1190, i64 0, i64 %mm1189
  %v1192 = load i64, ptr %j, align 8
  %add1193 = add i64 %v1192, -1
  %sub1194 = sub i64 %dim8, 1
  %c1195 = icmp slt i64 %add1193, %sub1194
  %mm1196 = select i1 %c1195, i64 %add1193, i64 %sub1194
  %c1197 = icmp sgt i64 0, %mm1196
  %mm1198 = select i1 %c1197, i64 0, i64 %mm1196
  %inb1199 = icmp ult i64 %mm1191, %dim
  br i1 %inb1199, label %ok1201, label %fail1200

fail1200:                                         ; preds = %ok1176
  %errp1202 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1202, align 8
  %errp1203 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1203, align 8
  %errp1204 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1191, ptr %errp1204, align 8
  %errp1205 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1205, align 8
  ret i32 1

ok1201:                                           ; preds = %ok1176
  %pos1206 = mul i64 0, %dim
  %pos1207 = add i64 %pos1206, %mm1191
  %inb1208 = icmp ult i64 %mm1198, %dim8
  br i1 %inb1208, label %ok1210, label %fail1209

fail1209:                                         ; preds = %ok1201
  %errp1211 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1211, align 8
  %errp1212 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1212, align 8
  %errp1213 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1198, ptr %errp1213, align 8
  %errp1214 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1214, align 8
  ret i32 1

ok1210:                                           ; preds = %ok1201
  %pos1215 = mul i64 %pos1207, %dim8
  %pos1216 = add i64 %pos1215, %mm1198
  %elp1217 = getelementptr inbounds float, ptr %buf, i64 %pos1216
  %el1218 = load float, ptr %elp1217, align 4, !alias.scope !0, !noalias !3
  store float %el1218, ptr %bright_13, align 4
  %v1219 = load i64, ptr %i, align 8
  %add1220 = add i64 %v1219, -1
  %sub1221 = sub i64 %dim, 1
  %c1222 = icmp slt i64 %add1220, %sub1221
  %mm1223 = select i1 %c1222, i64 %add1220, i64 %sub1221
  %c1224 = icmp sgt i64 0, %mm1223
  %mm1225 = select i1 %c1224, i64 0, i64 %mm1223
  %v1226 = load i64, ptr %j, align 8
  %add1227 = add i64 %v1226, 0
  %sub1228 = sub i64 %dim8, 1
  %c1229 = icmp slt i64 %add1227, %sub1228
  %mm1230 = select i1 %c1229, i64 %add1227, i64 %sub1228
  %c1231 = icmp sgt i64 0, %mm1230
  %mm1232 = select i1 %c1231, i64 0, i64 %mm1230
  %inb1233 = icmp ult i64 %mm1225, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1210
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1225, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1210
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1225
  %inb1242 = icmp ult i64 %mm1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %mm1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %bright_14, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, -1
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %v1260 = load i64, ptr %j, align 8
  %add1261 = add i64 %v1260, 1
  %sub1262 = sub i64 %dim8, 1
  %c1263 = icmp slt i64 %add1261, %sub1262
  %mm1264 = select i1 %c1263, i64 %add1261, i64 %sub1262
  %c1265 = icmp sgt i64 0, %mm1264
  %mm1266 = select i1 %c1265, i64 0, i64 %mm1264
  %inb1267 = icmp ult i64 %mm1259, %dim
  br i1 %inb1267, label %ok1269, label %fail1268

fail1268:                                         ; preds = %ok1244
  %errp1270 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1270, align 8
  %errp1271 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1271, align 8
  %errp1272 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1272, align 8
  %errp1273 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1273, align 8
  ret i32 1

ok1269:                                           ; preds = %ok1244
  %pos1274 = mul i64 0, %dim
  %pos1275 = add i64 %pos1274, %mm1259
  %inb1276 = icmp ult i64 %mm1266, %dim8
  br i1 %inb1276, label %ok1278, label %fail1277

fail1277:                                         ; preds = %ok1269
  %errp1279 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1279, align 8
  %errp1280 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1280, align 8
  %errp1281 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1266, ptr %errp1281, align 8
  %errp1282 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1282, align 8
  ret i32 1

ok1278:                                           ; preds = %ok1269
  %pos1283 = mul i64 %pos1275, %dim8
  %pos1284 = add i64 %pos1283, %mm1266
  %elp1285 = getelementptr inbounds float, ptr %buf, i64 %pos1284
  %el1286 = load float, ptr %elp1285, align 4, !alias.scope !0, !noalias !3
  store float %el1286, ptr %bright_15, align 4
  %v1287 = load i64, ptr %i, align 8
  %add1288 = add i64 %v1287, -1
  %sub1289 = sub i64 %dim, 1
  %c1290 = icmp slt i64 %add1288, %sub1289
  %mm1291 = select i1 %c1290, i64 %add1288, i64 %sub1289
  %c1292 = icmp sgt i64 0, %mm1291
  %mm1293 = select i1 %c1292, i64 0, i64 %mm1291
  %v1294 = load i64, ptr %j, align 8
  %add1295 = add i64 %v1294, 2
  %sub1296 = sub i64 %dim8, 1
  %c1297 = icmp slt i64 %add1295, %sub1296
  %mm1298 = select i1 %c1297, i64 %add1295, i64 %sub1296
  %c1299 = icmp sgt i64 0, %mm1298
  %mm1300 = select i1 %c1299, i64 0, i64 %mm1298
  %inb1301 = icmp ult i64 %mm1293, %dim
  br i1 %inb1301, label %ok1303, label %fail1302

fail1302:                                         ; preds = %ok1278
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1293, ptr %errp1306, align 8
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1307, align 8
  ret i32 1

ok1303:                                           ; preds = %ok1278
  %pos1308 = mul i64 0, %dim
  %pos1309 = add i64 %pos1308, %mm1293
  %inb1310 = icmp ult i64 %mm1300, %dim8
  br i1 %inb1310, label %ok1312, label %fail1311

fail1311:                                         ; preds = %ok1303
  %errp1313 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1313, align 8
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1300, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1316, align 8
  ret i32 1

ok1312:                                           ; preds = %ok1303
  %pos1317 = mul i64 %pos1309, %dim8
  %pos1318 = add i64 %pos1317, %mm1300
  %elp1319 = getelementptr inbounds float, ptr %buf, i64 %pos1318
  %el1320 = load float, ptr %elp1319, align 4, !alias.scope !0, !noalias !3
  store float %el1320, ptr %bright_16, align 4
  %v1321 = load i64, ptr %i, align 8
  %add1322 = add i64 %v1321, 0
  %sub1323 = sub i64 %dim, 1
  %c1324 = icmp slt i64 %add1322, %sub1323
  %mm1325 = select i1 %c1324, i64 %add1322, i64 %sub1323
  %c1326 = icmp sgt i64 0, %mm1325
  %mm1327 = select i1 %c1326, i64 0, i64 %mm1325
  %v1328 = load i64, ptr %j, align 8
  %add1329 = add i64 %v1328, -2
  %sub1330 = sub i64 %dim8, 1
  %c1331 = icmp slt i64 %add1329, %sub1330
  %mm1332 = select i1 %c1331, i64 %add1329, i64 %sub1330
  %c1333 = icmp sgt i64 0, %mm1332
  %mm1334 = select i1 %c1333, i64 0, i64 %mm1332
  %inb1335 = icmp ult i64 %mm1327, %dim
  br i1 %inb1335, label %ok1337, label %fail1336

fail1336:                                         ; preds = %ok1312
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1327, ptr %errp1340, align 8
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1341, align 8
  ret i32 1

ok1337:                                           ; preds = %ok1312
  %pos1342 = mul i64 0, %dim
  %pos1343 = add i64 %pos1342, %mm1327
  %inb1344 = icmp ult i64 %mm1334, %dim8
  br i1 %inb1344, label %ok1346, label %fail1345

fail1345:                                         ; preds = %ok1337
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1334, ptr %errp1349, align 8
  %errp1350 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1350, align 8
  ret i32 1

ok1346:                                           ; preds = %ok1337
  %pos1351 = mul i64 %pos1343, %dim8
  %pos1352 = add i64 %pos1351, %mm1334
  %elp1353 = getelementptr inbounds float, ptr %buf, i64 %pos1352
  %el1354 = load float, ptr %elp1353, align 4, !alias.scope !0, !noalias !3
  store float %el1354, ptr %bright_17, align 4
  %v1355 = load i64, ptr %i, align 8
  %add1356 = add i64 %v1355, 0
  %sub1357 = sub i64 %dim, 1
  %c1358 = icmp slt i64 %add1356, %sub1357
  %mm1359 = select i1 %c1358, i64 %add1356, i64 %sub1357
  %c1360 = icmp sgt i64 0, %mm1359
  %mm1361 = select i1 %c1360, i64 0, i64 %mm1359
  %v1362 = load i64, ptr %j, align 8
  %add1363 = add i64 %v1362, -1
  %sub1364 = sub i64 %dim8, 1
  %c1365 = icmp slt i64 %add1363, %sub1364
  %mm1366 = select i1 %c1365, i64 %add1363, i64 %sub1364
  %c1367 = icmp sgt i64 0, %mm1366
  %mm1368 = select i1 %c1367, i64 0, i64 %mm1366
  %inb1369 = icmp ult i64 %mm1361, %dim
  br i1 %inb1369, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1346
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1361, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1346
  %pos1376 = mul i64 0, %dim
  %pos1377 = add i64 %pos1376, %mm1361
  %inb1378 = icmp ult i64 %mm1368, %dim8
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1371
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1368, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1371
  %pos1385 = mul i64 %pos1377, %dim8
  %pos1386 = add i64 %pos1385, %mm1368
  %elp1387 = getelementptr inbounds float, ptr %buf, i64 %pos1386
  %el1388 = load float, ptr %elp1387, align 4, !alias.scope !0, !noalias !3
  store float %el1388, ptr %bright_18, align 4
  %v1389 = load i64, ptr %i, align 8
  %add1390 = add i64 %v1389, 0
  %sub1391 = sub i64 %dim, 1
  %c1392 = icmp slt i64 %add1390, %sub1391
  %mm1393 = select i1 %c1392, i64 %add1390, i64 %sub1391
  %c1394 = icmp sgt i64 0, %mm1393
  %mm1395 = select i1 %c1394, i64 0, i64 %mm1393
  %v1396 = load i64, ptr %j, align 8
  %add1397 = add i64 %v1396, 0
  %sub1398 = sub i64 %dim8, 1
  %c1399 = icmp slt i64 %add1397, %sub1398
  %mm1400 = select i1 %c1399, i64 %add1397, i64 %sub1398
  %c1401 = icmp sgt i64 0, %mm1400
  %mm1402 = select i1 %c1401, i64 0, i64 %mm1400
  %inb1403 = icmp ult i64 %mm1395, %dim
  br i1 %inb1403, label %ok1405, label %fail1404

fail1404:                                         ; preds = %ok1380
  %errp1406 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1406, align 8
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1407, align 8
  %errp1408 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1395, ptr %errp1408, align 8
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1409, align 8
  ret i32 1

ok1405:                                           ; preds = %ok1380
  %pos1410 = mul i64 0, %dim
  %pos1411 = add i64 %pos1410, %mm1395
  %inb1412 = icmp ult i64 %mm1402, %dim8
  br i1 %inb1412, label %ok1414, label %fail1413

fail1413:                                         ; preds = %ok1405
  %errp1415 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1415, align 8
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1416, align 8
  %errp1417 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1402, ptr %errp1417, align 8
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1418, align 8
  ret i32 1

ok1414:                                           ; preds = %ok1405
  %pos1419 = mul i64 %pos1411, %dim8
  %pos1420 = add i64 %pos1419, %mm1402
  %elp1421 = getelementptr inbounds float, ptr %buf, i64 %pos1420
  %el1422 = load float, ptr %elp1421, align 4, !alias.scope !0, !noalias !3
  store float %el1422, ptr %bright_19, align 4
  %v1423 = load i64, ptr %i, align 8
  %add1424 = add i64 %v1423, 0
  %sub1425 = sub i64 %dim, 1
  %c1426 = icmp slt i64 %add1424, %sub1425
  %mm1427 = select i1 %c1426, i64 %add1424, i64 %sub1425
  %c1428 = icmp sgt i64 0, %mm1427
  %mm1429 = select i1 %c1428, i64 0, i64 %mm1427
  %v1430 = load i64, ptr %j, align 8
  %add1431 = add i64 %v1430, 1
  %sub1432 = sub i64 %dim8, 1
  %c1433 = icmp slt i64 %add1431, %sub1432
  %mm1434 = select i1 %c1433, i64 %add1431, i64 %sub1432
  %c1435 = icmp sgt i64 0, %mm1434
  %mm1436 = select i1 %c1435, i64 0, i64 %mm1434
  %inb1437 = icmp ult i64 %mm1429, %dim
  br i1 %inb1437, label %ok1439, label %fail1438

fail1438:                                         ; preds = %ok1414
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1441, align 8
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1429, ptr %errp1442, align 8
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1443, align 8
  ret i32 1

ok1439:                                           ; preds = %ok1414
  %pos1444 = mul i64 0, %dim
  %pos1445 = add i64 %pos1444, %mm1429
  %inb1446 = icmp ult i64 %mm1436, %dim8
  br i1 %inb1446, label %ok1448, label %fail1447

fail1447:                                         ; preds = %ok1439
  %errp1449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1449, align 8
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1450, align 8
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1436, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1452, align 8
  ret i32 1

ok1448:                                           ; preds = %ok1439
  %pos1453 = mul i64 %pos1445, %dim8
  %pos1454 = add i64 %pos1453, %mm1436
  %elp1455 = getelementptr inbounds float, ptr %buf, i64 %pos1454
  %el1456 = load float, ptr %elp1455, align 4, !alias.scope !0, !noalias !3
  store float %el1456, ptr %bright_20, align 4
  %v1457 = load i64, ptr %i, align 8
  %add1458 = add i64 %v1457, 0
  %sub1459 = sub i64 %dim, 1
  %c1460 = icmp slt i64 %add1458, %sub1459
  %mm1461 = select i1 %c1460, i64 %add1458, i64 %sub1459
  %c1462 = icmp sgt i64 0, %mm1461
  %mm1463 = select i1 %c1462, i64 0, i64 %mm1461
  %v1464 = load i64, ptr %j, align 8
  %add1465 = add i64 %v1464, 2
  %sub1466 = sub i64 %dim8, 1
  %c1467 = icmp slt i64 %add1465, %sub1466
  %mm1468 = select i1 %c1467, i64 %add1465, i64 %sub1466
  %c1469 = icmp sgt i64 0, %mm1468
  %mm1470 = select i1 %c1469, i64 0, i64 %mm1468
  %inb1471 = icmp ult i64 %mm1463, %dim
  br i1 %inb1471, label %ok1473, label %fail1472

fail1472:                                         ; preds = %ok1448
  %errp1474 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1474, align 8
  %errp1475 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1475, align 8
  %errp1476 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1463, ptr %errp1476, align 8
  %errp1477 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1477, align 8
  ret i32 1

ok1473:                                           ; preds = %ok1448
  %pos1478 = mul i64 0, %dim
  %pos1479 = add i64 %pos1478, %mm1463
  %inb1480 = icmp ult i64 %mm1470, %dim8
  br i1 %inb1480, label %ok1482, label %fail1481

fail1481:                                         ; preds = %ok1473
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1483, align 8
  %errp1484 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1484, align 8
  %errp1485 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1470, ptr %errp1485, align 8
  %errp1486 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1486, align 8
  ret i32 1

ok1482:                                           ; preds = %ok1473
  %pos1487 = mul i64 %pos1479, %dim8
  %pos1488 = add i64 %pos1487, %mm1470
  %elp1489 = getelementptr inbounds float, ptr %buf, i64 %pos1488
  %el1490 = load float, ptr %elp1489, align 4, !alias.scope !0, !noalias !3
  store float %el1490, ptr %bright_21, align 4
  %v1491 = load i64, ptr %i, align 8
  %add1492 = add i64 %v1491, 1
  %sub1493 = sub i64 %dim, 1
  %c1494 = icmp slt i64 %add1492, %sub1493
  %mm1495 = select i1 %c1494, i64 %add1492, i64 %sub1493
  %c1496 = icmp sgt i64 0, %mm1495
  %mm1497 = select i1 %c1496, i64 0, i64 %mm1495
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, -2
  %sub1500 = sub i64 %dim8, 1
  %c1501 = icmp slt i64 %add1499, %sub1500
  %mm1502 = select i1 %c1501, i64 %add1499, i64 %sub1500
  %c1503 = icmp sgt i64 0, %mm1502
  %mm1504 = select i1 %c1503, i64 0, i64 %mm1502
  %inb1505 = icmp ult i64 %mm1497, %dim
  br i1 %inb1505, label %ok1507, label %fail1506

fail1506:                                         ; preds = %ok1482
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1508, align 8
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1497, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1511, align 8
  ret i32 1

ok1507:                                           ; preds = %ok1482
  %pos1512 = mul i64 0, %dim
  %pos1513 = add i64 %pos1512, %mm1497
  %inb1514 = icmp ult i64 %mm1504, %dim8
  br i1 %inb1514, label %ok1516, label %fail1515

fail1515:                                         ; preds = %ok1507
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1517, align 8
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1504, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1520, align 8
  ret i32 1

ok1516:                                           ; preds = %ok1507
  %pos1521 = mul i64 %pos1513, %dim8
  %pos1522 = add i64 %pos1521, %mm1504
  %elp1523 = getelementptr inbounds float, ptr %buf, i64 %pos1522
  %el1524 = load float, ptr %elp1523, align 4, !alias.scope !0, !noalias !3
  store float %el1524, ptr %bright_22, align 4
  %v1525 = load i64, ptr %i, align 8
  %add1526 = add i64 %v1525, 1
  %sub1527 = sub i64 %dim, 1
  %c1528 = icmp slt i64 %add1526, %sub1527
  %mm1529 = select i1 %c1528, i64 %add1526, i64 %sub1527
  %c1530 = icmp sgt i64 0, %mm1529
  %mm1531 = select i1 %c1530, i64 0, i64 %mm1529
  %v1532 = load i64, ptr %j, align 8
  %add1533 = add i64 %v1532, -1
  %sub1534 = sub i64 %dim8, 1
  %c1535 = icmp slt i64 %add1533, %sub1534
  %mm1536 = select i1 %c1535, i64 %add1533, i64 %sub1534
  %c1537 = icmp sgt i64 0, %mm1536
  %mm1538 = select i1 %c1537, i64 0, i64 %mm1536
  %inb1539 = icmp ult i64 %mm1531, %dim
  br i1 %inb1539, label %ok1541, label %fail1540

fail1540:                                         ; preds = %ok1516
  %errp1542 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1542, align 8
  %errp1543 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1543, align 8
  %errp1544 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1531, ptr %errp1544, align 8
  %errp1545 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1545, align 8
  ret i32 1

ok1541:                                           ; preds = %ok1516
  %pos1546 = mul i64 0, %dim
  %pos1547 = add i64 %pos1546, %mm1531
  %inb1548 = icmp ult i64 %mm1538, %dim8
  br i1 %inb1548, label %ok1550, label %fail1549

fail1549:                                         ; preds = %ok1541
  %errp1551 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1551, align 8
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1552, align 8
  %errp1553 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1538, ptr %errp1553, align 8
  %errp1554 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1554, align 8
  ret i32 1

ok1550:                                           ; preds = %ok1541
  %pos1555 = mul i64 %pos1547, %dim8
  %pos1556 = add i64 %pos1555, %mm1538
  %elp1557 = getelementptr inbounds float, ptr %buf, i64 %pos1556
  %el1558 = load float, ptr %elp1557, align 4, !alias.scope !0, !noalias !3
  store float %el1558, ptr %bright_23, align 4
  %v1559 = load i64, ptr %i, align 8
  %add1560 = add i64 %v1559, 1
  %sub1561 = sub i64 %dim, 1
  %c1562 = icmp slt i64 %add1560, %sub1561
  %mm1563 = select i1 %c1562, i64 %add1560, i64 %sub1561
  %c1564 = icmp sgt i64 0, %mm1563
  %mm1565 = select i1 %c1564, i64 0, i64 %mm1563
  %v1566 = load i64, ptr %j, align 8
  %add1567 = add i64 %v1566, 0
  %sub1568 = sub i64 %dim8, 1
  %c1569 = icmp slt i64 %add1567, %sub1568
  %mm1570 = select i1 %c1569, i64 %add1567, i64 %sub1568
  %c1571 = icmp sgt i64 0, %mm1570
  %mm1572 = select i1 %c1571, i64 0, i64 %mm1570
  %inb1573 = icmp ult i64 %mm1565, %dim
  br i1 %inb1573, label %ok1575, label %fail1574

fail1574:                                         ; preds = %ok1550
  %errp1576 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1576, align 8
  %errp1577 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1577, align 8
  %errp1578 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1565, ptr %errp1578, align 8
  %errp1579 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1579, align 8
  ret i32 1

ok1575:                                           ; preds = %ok1550
  %pos1580 = mul i64 0, %dim
  %pos1581 = add i64 %pos1580, %mm1565
  %inb1582 = icmp ult i64 %mm1572, %dim8
  br i1 %inb1582, label %ok1584, label %fail1583

fail1583:                                         ; preds = %ok1575
  %errp1585 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1585, align 8
  %errp1586 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1586, align 8
  %errp1587 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1572, ptr %errp1587, align 8
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1588, align 8
  ret i32 1

ok1584:                                           ; preds = %ok1575
  %pos1589 = mul i64 %pos1581, %dim8
  %pos1590 = add i64 %pos1589, %mm1572
  %elp1591 = getelementptr inbounds float, ptr %buf, i64 %pos1590
  %el1592 = load float, ptr %elp1591, align 4, !alias.scope !0, !noalias !3
  store float %el1592, ptr %bright_24, align 4
  %v1593 = load i64, ptr %i, align 8
  %add1594 = add i64 %v1593, 1
  %sub1595 = sub i64 %dim, 1
  %c1596 = icmp slt i64 %add1594, %sub1595
  %mm1597 = select i1 %c1596, i64 %add1594, i64 %sub1595
  %c1598 = icmp sgt i64 0, %mm1597
  %mm1599 = select i1 %c1598, i64 0, i64 %mm1597
  %v1600 = load i64, ptr %j, align 8
  %add1601 = add i64 %v1600, 1
  %sub1602 = sub i64 %dim8, 1
  %c1603 = icmp slt i64 %add1601, %sub1602
  %mm1604 = select i1 %c1603, i64 %add1601, i64 %sub1602
  %c1605 = icmp sgt i64 0, %mm1604
  %mm1606 = select i1 %c1605, i64 0, i64 %mm1604
  %inb1607 = icmp ult i64 %mm1599, %dim
  br i1 %inb1607, label %ok1609, label %fail1608

fail1608:                                         ; preds = %ok1584
  %errp1610 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1610, align 8
  %errp1611 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1611, align 8
  %errp1612 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1599, ptr %errp1612, align 8
  %errp1613 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1613, align 8
  ret i32 1

ok1609:                                           ; preds = %ok1584
  %pos1614 = mul i64 0, %dim
  %pos1615 = add i64 %pos1614, %mm1599
  %inb1616 = icmp ult i64 %mm1606, %dim8
  br i1 %inb1616, label %ok1618, label %fail1617

fail1617:                                         ; preds = %ok1609
  %errp1619 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1619, align 8
  %errp1620 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1620, align 8
  %errp1621 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1606, ptr %errp1621, align 8
  %errp1622 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1622, align 8
  ret i32 1

ok1618:                                           ; preds = %ok1609
  %pos1623 = mul i64 %pos1615, %dim8
  %pos1624 = add i64 %pos1623, %mm1606
  %elp1625 = getelementptr inbounds float, ptr %buf, i64 %pos1624
  %el1626 = load float, ptr %elp1625, align 4, !alias.scope !0, !noalias !3
  store float %el1626, ptr %bright_25, align 4
  %v1627 = load i64, ptr %i, align 8
  %add1628 = add i64 %v1627, 1
  %sub1629 = sub i64 %dim, 1
  %c1630 = icmp slt i64 %add1628, %sub1629
  %mm1631 = select i1 %c1630, i64 %add1628, i64 %sub1629
  %c1632 = icmp sgt i64 0, %mm1631
  %mm1633 = select i1 %c1632, i64 0, i64 %mm1631
  %v1634 = load i64, ptr %j, align 8
  %add1635 = add i64 %v1634, 2
  %sub1636 = sub i64 %dim8, 1
  %c1637 = icmp slt i64 %add1635, %sub1636
  %mm1638 = select i1 %c1637, i64 %add1635, i64 %sub1636
  %c1639 = icmp sgt i64 0, %mm1638
  %mm1640 = select i1 %c1639, i64 0, i64 %mm1638
  %inb1641 = icmp ult i64 %mm1633, %dim
  br i1 %inb1641, label %ok1643, label %fail1642

fail1642:                                         ; preds = %ok1618
  %errp1644 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1644, align 8
  %errp1645 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1645, align 8
  %errp1646 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1633, ptr %errp1646, align 8
  %errp1647 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1647, align 8
  ret i32 1

ok1643:                                           ; preds = %ok1618
  %pos1648 = mul i64 0, %dim
  %pos1649 = add i64 %pos1648, %mm1633
  %inb1650 = icmp ult i64 %mm1640, %dim8
  br i1 %inb1650, label %ok1652, label %fail1651

fail1651:                                         ; preds = %ok1643
  %errp1653 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1653, align 8
  %errp1654 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1654, align 8
  %errp1655 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1640, ptr %errp1655, align 8
  %errp1656 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1656, align 8
  ret i32 1

ok1652:                                           ; preds = %ok1643
  %pos1657 = mul i64 %pos1649, %dim8
  %pos1658 = add i64 %pos1657, %mm1640
  %elp1659 = getelementptr inbounds float, ptr %buf, i64 %pos1658
  %el1660 = load float, ptr %elp1659, align 4, !alias.scope !0, !noalias !3
  store float %el1660, ptr %bright_26, align 4
  %v1661 = load i64, ptr %i, align 8
  %add1662 = add i64 %v1661, 2
  %sub1663 = sub i64 %dim, 1
  %c1664 = icmp slt i64 %add1662, %sub1663
  %mm1665 = select i1 %c1664, i64 %add1662, i64 %sub1663
  %c1666 = icmp sgt i64 0, %mm1665
  %mm1667 = select i1 %c1666, i64 0, i64 %mm1665
  %v1668 = load i64, ptr %j, align 8
  %add1669 = add i64 %v1668, -2
  %sub1670 = sub i64 %dim8, 1
  %c1671 = icmp slt i64 %add1669, %sub1670
  %mm1672 = select i1 %c1671, i64 %add1669, i64 %sub1670
  %c1673 = icmp sgt i64 0, %mm1672
  %mm1674 = select i1 %c1673, i64 0, i64 %mm1672
  %inb1675 = icmp ult i64 %mm1667, %dim
  br i1 %inb1675, label %ok1677, label %fail1676

fail1676:                                         ; preds = %ok1652
  %errp1678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1678, align 8
  %errp1679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1679, align 8
  %errp1680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1667, ptr %errp1680, align 8
  %errp1681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1681, align 8
  ret i32 1

ok1677:                                           ; preds = %ok1652
  %pos1682 = mul i64 0, %dim
  %pos1683 = add i64 %pos1682, %mm1667
  %inb1684 = icmp ult i64 %mm1674, %dim8
  br i1 %inb1684, label %ok1686, label %fail1685

fail1685:                                         ; preds = %ok1677
  %errp1687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1687, align 8
  %errp1688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1688, align 8
  %errp1689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1674, ptr %errp1689, align 8
  %errp1690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1690, align 8
  ret i32 1

ok1686:                                           ; preds = %ok1677
  %pos1691 = mul i64 %pos1683, %dim8
  %pos1692 = add i64 %pos1691, %mm1674
  %elp1693 = getelementptr inbounds float, ptr %buf, i64 %pos1692
  %el1694 = load float, ptr %elp1693, align 4, !alias.scope !0, !noalias !3
  store float %el1694, ptr %bright_27, align 4
  %v1695 = load i64, ptr %i, align 8
  %add1696 = add i64 %v1695, 2
  %sub1697 = sub i64 %dim, 1
  %c1698 = icmp slt i64 %add1696, %sub1697
  %mm1699 = select i1 %c1698, i64 %add1696, i64 %sub1697
  %c1700 = icmp sgt i64 0, %mm1699
  %mm1701 = select i1 %c1700, i64 0, i64 %mm1699
  %v1702 = load i64, ptr %j, align 8
  %add1703 = add i64 %v1702, -1
  %sub1704 = sub i64 %dim8, 1
  %c1705 = icmp slt i64 %add1703, %sub1704
  %mm1706 = select i1 %c1705, i64 %add1703, i64 %sub1704
  %c1707 = icmp sgt i64 0, %mm1706
  %mm1708 = select i1 %c1707, i64 0, i64 %mm1706
  %inb1709 = icmp ult i64 %mm1701, %dim
  br i1 %inb1709, label %ok1711, label %fail1710

fail1710:                                         ; preds = %ok1686
  %errp1712 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1712, align 8
  %errp1713 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1713, align 8
  %errp1714 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1701, ptr %errp1714, align 8
  %errp1715 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1715, align 8
  ret i32 1

ok1711:                                           ; preds = %ok1686
  %pos1716 = mul i64 0, %dim
  %pos1717 = add i64 %pos1716, %mm1701
  %inb1718 = icmp ult i64 %mm1708, %dim8
  br i1 %inb1718, label %ok1720, label %fail1719

fail1719:                                         ; preds = %ok1711
  %errp1721 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1721, align 8
  %errp1722 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1722, align 8
  %errp1723 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1708, ptr %errp1723, align 8
  %errp1724 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1724, align 8
  ret i32 1

ok1720:                                           ; preds = %ok1711
  %pos1725 = mul i64 %pos1717, %dim8
  %pos1726 = add i64 %pos1725, %mm1708
  %elp1727 = getelementptr inbounds float, ptr %buf, i64 %pos1726
  %el1728 = load float, ptr %elp1727, align 4, !alias.scope !0, !noalias !3
  store float %el1728, ptr %bright_28, align 4
  %v1729 = load i64, ptr %i, align 8
  %add1730 = add i64 %v1729, 2
  %sub1731 = sub i64 %dim, 1
  %c1732 = icmp slt i64 %add1730, %sub1731
  %mm1733 = select i1 %c1732, i64 %add1730, i64 %sub1731
  %c1734 = icmp sgt i64 0, %mm1733
  %mm1735 = select i1 %c1734, i64 0, i64 %mm1733
  %v1736 = load i64, ptr %j, align 8
  %add1737 = add i64 %v1736, 0
  %sub1738 = sub i64 %dim8, 1
  %c1739 = icmp slt i64 %add1737, %sub1738
  %mm1740 = select i1 %c1739, i64 %add1737, i64 %sub1738
  %c1741 = icmp sgt i64 0, %mm1740
  %mm1742 = select i1 %c1741, i64 0, i64 %mm1740
  %inb1743 = icmp ult i64 %mm1735, %dim
  br i1 %inb1743, label %ok1745, label %fail1744

fail1744:                                         ; preds = %ok1720
  %errp1746 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1746, align 8
  %errp1747 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1747, align 8
  %errp1748 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1735, ptr %errp1748, align 8
  %errp1749 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1749, align 8
  ret i32 1

ok1745:                                           ; preds = %ok1720
  %pos1750 = mul i64 0, %dim
  %pos1751 = add i64 %pos1750, %mm1735
  %inb1752 = icmp ult i64 %mm1742, %dim8
  br i1 %inb1752, label %ok1754, label %fail1753

fail1753:                                         ; preds = %ok1745
  %errp1755 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1755, align 8
  %errp1756 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1756, align 8
  %errp1757 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1742, ptr %errp1757, align 8
  %errp1758 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1758, align 8
  ret i32 1

ok1754:                                           ; preds = %ok1745
  %pos1759 = mul i64 %pos1751, %dim8
  %pos1760 = add i64 %pos1759, %mm1742
  %elp1761 = getelementptr inbounds float, ptr %buf, i64 %pos1760
  %el1762 = load float, ptr %elp1761, align 4, !alias.scope !0, !noalias !3
  store float %el1762, ptr %bright_29, align 4
  %v1763 = load i64, ptr %i, align 8
  %add1764 = add i64 %v1763, 2
  %sub1765 = sub i64 %dim, 1
  %c1766 = icmp slt i64 %add1764, %sub1765
  %mm1767 = select i1 %c1766, i64 %add1764, i64 %sub1765
  %c1768 = icmp sgt i64 0, %mm1767
  %mm1769 = select i1 %c1768, i64 0, i64 %mm1767
  %v1770 = load i64, ptr %j, align 8
  %add1771 = add i64 %v1770, 1
  %sub1772 = sub i64 %dim8, 1
  %c1773 = icmp slt i64 %add1771, %sub1772
  %mm1774 = select i1 %c1773, i64 %add1771, i64 %sub1772
  %c1775 = icmp sgt i64 0, %mm1774
  %mm1776 = select i1 %c1775, i64 0, i64 %mm1774
  %inb1777 = icmp ult i64 %mm1769, %dim
  br i1 %inb1777, label %ok1779, label %fail1778

fail1778:                                         ; preds = %ok1754
  %errp1780 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1780, align 8
  %errp1781 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1781, align 8
  %errp1782 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1769, ptr %errp1782, align 8
  %errp1783 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1783, align 8
  ret i32 1

ok1779:                                           ; preds = %ok1754
  %pos1784 = mul i64 0, %dim
  %pos1785 = add i64 %pos1784, %mm1769
  %inb1786 = icmp ult i64 %mm1776, %dim8
  br i1 %inb1786, label %ok1788, label %fail1787

fail1787:                                         ; preds = %ok1779
  %errp1789 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1789, align 8
  %errp1790 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1790, align 8
  %errp1791 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1776, ptr %errp1791, align 8
  %errp1792 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1792, align 8
  ret i32 1

ok1788:                                           ; preds = %ok1779
  %pos1793 = mul i64 %pos1785, %dim8
  %pos1794 = add i64 %pos1793, %mm1776
  %elp1795 = getelementptr inbounds float, ptr %buf, i64 %pos1794
  %el1796 = load float, ptr %elp1795, align 4, !alias.scope !0, !noalias !3
  store float %el1796, ptr %bright_30, align 4
  %v1797 = load i64, ptr %i, align 8
  %add1798 = add i64 %v1797, 2
  %sub1799 = sub i64 %dim, 1
  %c1800 = icmp slt i64 %add1798, %sub1799
  %mm1801 = select i1 %c1800, i64 %add1798, i64 %sub1799
  %c1802 = icmp sgt i64 0, %mm1801
  %mm1803 = select i1 %c1802, i64 0, i64 %mm1801
  %v1804 = load i64, ptr %j, align 8
  %add1805 = add i64 %v1804, 2
  %sub1806 = sub i64 %dim8, 1
  %c1807 = icmp slt i64 %add1805, %sub1806
  %mm1808 = select i1 %c1807, i64 %add1805, i64 %sub1806
  %c1809 = icmp sgt i64 0, %mm1808
  %mm1810 = select i1 %c1809, i64 0, i64 %mm1808
  %inb1811 = icmp ult i64 %mm1803, %dim
  br i1 %inb1811, label %ok1813, label %fail1812

fail1812:                                         ; preds = %ok1788
  %errp1814 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1814, align 8
  %errp1815 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1815, align 8
  %errp1816 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1803, ptr %errp1816, align 8
  %errp1817 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1817, align 8
  ret i32 1

ok1813:                                           ; preds = %ok1788
  %pos1818 = mul i64 0, %dim
  %pos1819 = add i64 %pos1818, %mm1803
  %inb1820 = icmp ult i64 %mm1810, %dim8
  br i1 %inb1820, label %ok1822, label %fail1821

fail1821:                                         ; preds = %ok1813
  %errp1823 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1823, align 8
  %errp1824 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1824, align 8
  %errp1825 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1810, ptr %errp1825, align 8
  %errp1826 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1826, align 8
  ret i32 1

ok1822:                                           ; preds = %ok1813
  %pos1827 = mul i64 %pos1819, %dim8
  %pos1828 = add i64 %pos1827, %mm1810
  %elp1829 = getelementptr inbounds float, ptr %buf, i64 %pos1828
  %el1830 = load float, ptr %elp1829, align 4, !alias.scope !0, !noalias !3
  store float %el1830, ptr %bright_31, align 4
  %v1831 = load float, ptr %bright_7, align 4
  %tup1832 = insertvalue { float, float, float, float, float } undef, float %v1831, 0
  %v1833 = load float, ptr %bright_8, align 4
  %tup1834 = insertvalue { float, float, float, float, float } %tup1832, float %v1833, 1
  %v1835 = load float, ptr %bright_9, align 4
  %tup1836 = insertvalue { float, float, float, float, float } %tup1834, float %v1835, 2
  %v1837 = load float, ptr %bright_10, align 4
  %tup1838 = insertvalue { float, float, float, float, float } %tup1836, float %v1837, 3
  %v1839 = load float, ptr %bright_11, align 4
  %tup1840 = insertvalue { float, float, float, float, float } %tup1838, float %v1839, 4
  store { float, float, float, float, float } %tup1840, ptr %"%cse0_32", align 4
  %v1841 = load float, ptr %bright_12, align 4
  %tup1842 = insertvalue { float, float, float, float, float } undef, float %v1841, 0
  %v1843 = load float, ptr %bright_13, align 4
  %tup1844 = insertvalue { float, float, float, float, float } %tup1842, float %v1843, 1
  %v1845 = load float, ptr %bright_14, align 4
  %tup1846 = insertvalue { float, float, float, float, float } %tup1844, float %v1845, 2
  %v1847 = load float, ptr %bright_15, align 4
  %tup1848 = insertvalue { float, float, float, float, float } %tup1846, float %v1847, 3
  %v1849 = load float, ptr %bright_16, align 4
  %tup1850 = insertvalue { float, float, float, float, float } %tup1848, float %v1849, 4
  store { float, float, float, float, float } %tup1850, ptr %"%cse1_33", align 4
  %v1851 = load float, ptr %bright_17, align 4
  %tup1852 = insertvalue { float, float, float, float, float } undef, float %v1851, 0
  %v1853 = load float, ptr %bright_18, align 4
  %tup1854 = insertvalue { float, float, float, float, float } %tup1852, float %v1853, 1
  %v1855 = load float, ptr %bright_19, align 4
  %tup1856 = insertvalue { float, float, float, float, float } %tup1854, float %v1855, 2
  %v1857 = load float, ptr %bright_20, align 4
  %tup1858 = insertvalue { float, float, float, float, float } %tup1856, float %v1857, 3
  %v1859 = load float, ptr %bright_21, align 4
  %tup1860 = insertvalue { float, float, float, float, float } %tup1858, float %v1859, 4
  store { float, float, float, float, float } %tup1860, ptr %"%cse2_34", align 4
  %v1861 = load float, ptr %bright_22, align 4
  %tup1862 = insertvalue { float, float, float, float, float } undef, float %v1861, 0
  %v1863 = load float, ptr %bright_23, align 4
  %tup1864 = insertvalue { float, float, float, float, float } %tup1862, float %v1863, 1
  %v1865 = load float, ptr %bright_24, align 4
  %tup1866 = insertvalue { float, float, float, float, float } %tup1864, float %v1865, 2
  %v1867 = load float, ptr %bright_25, align 4
  %tup1868 = insertvalue { float, float, float, float, float } %tup1866, float %v1867, 3
  %v1869 = load float, ptr %bright_26, align 4
  %tup1870 = insertvalue { float, float, float, float, float } %tup1868, float %v1869, 4
  store { float, float, float, float, float } %tup1870, ptr %"%cse3_35", align 4
  %v1871 = load float, ptr %bright_27, align 4
  %tup1872 = insertvalue { float, float, float, float, float } undef, float %v1871, 0
  %v1873 = load float, ptr %bright_28, align 4
  %tup1874 = insertvalue { float, float, float, float, float } %tup1872, float %v1873, 1
  %v1875 = load float, ptr %bright_29, align 4
  %tup1876 = insertvalue { float, float, float, float, float } %tup1874, float %v1875, 2
  %v1877 = load float, ptr %bright_30, align 4
  %tup1878 = insertvalue { float, float, float, float, float } %tup1876, float %v1877, 3
  %v1879 = load float, ptr %bright_31, align 4
  %tup1880 = insertvalue { float, float, float, float, float } %tup1878, float %v1879, 4
  store { float, float, float, float, float } %tup1880, ptr %"%cse4_36", align 4
  %fldp1881 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld1882 = load float, ptr %fldp1881, align 4
  %fldp1883 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld1884 = load float, ptr %fldp1883, align 4
  %fm1885 = fmul float 4.000000e+00, %fld1884
  %fa1886 = fadd float %fld1882, %fm1885
  %fldp1887 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld1888 = load float, ptr %fldp1887, align 4
  %fm1889 = fmul float 6.000000e+00, %fld1888
  %fa1890 = fadd float %fa1886, %fm1889
  %fldp1891 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld1892 = load float, ptr %fldp1891, align 4
  %fm1893 = fmul float 4.000000e+00, %fld1892
  %fa1894 = fadd float %fa1890, %fm1893
  %fldp1895 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld1896 = load float, ptr %fldp1895, align 4
  %fa1897 = fadd float %fa1894, %fld1896
  %fldp1898 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld1899 = load float, ptr %fldp1898, align 4
  %fldp1900 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld1901 = load float, ptr %fldp1900, align 4
  %fm1902 = fmul float 4.000000e+00, %fld1901
  %fa1903 = fadd float %fld1899, %fm1902
  %fldp1904 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld1905 = load float, ptr %fldp1904, align 4
  %fm1906 = fmul float 6.000000e+00, %fld1905
  %fa1907 = fadd float %fa1903, %fm1906
  %fldp1908 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld1909 = load float, ptr %fldp1908, align 4
  %fm1910 = fmul float 4.000000e+00, %fld1909
  %fa1911 = fadd float %fa1907, %fm1910
  %fldp1912 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld1913 = load float, ptr %fldp1912, align 4
  %fa1914 = fadd float %fa1911, %fld1913
  %fm1915 = fmul float 4.000000e+00, %fa1914
  %fa1916 = fadd float %fa1897, %fm1915
  %fldp1917 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld1918 = load float, ptr %fldp1917, align 4
  %fldp1919 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld1920 = load float, ptr %fldp1919, align 4
  %fm1921 = fmul float 4.000000e+00, %fld1920
  %fa1922 = fadd float %fld1918, %fm1921
  %fldp1923 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld1924 = load float, ptr %fldp1923, align 4
  %fm1925 = fmul float 6.000000e+00, %fld1924
  %fa1926 = fadd float %fa1922, %fm1925
  %fldp1927 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld1928 = load float, ptr %fldp1927, align 4
  %fm1929 = fmul float 4.000000e+00, %fld1928
  %fa1930 = fadd float %fa1926, %fm1929
  %fldp1931 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld1932 = load float, ptr %fldp1931, align 4
  %fa1933 = fadd float %fa1930, %fld1932
  %fm1934 = fmul float 6.000000e+00, %fa1933
  %fa1935 = fadd float %fa1916, %fm1934
  %fldp1936 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld1937 = load float, ptr %fldp1936, align 4
  %fldp1938 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld1939 = load float, ptr %fldp1938, align 4
  %fm1940 = fmul float 4.000000e+00, %fld1939
  %fa1941 = fadd float %fld1937, %fm1940
  %fldp1942 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld1943 = load float, ptr %fldp1942, align 4
  %fm1944 = fmul float 6.000000e+00, %fld1943
  %fa1945 = fadd float %fa1941, %fm1944
  %fldp1946 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld1947 = load float, ptr %fldp1946, align 4
  %fm1948 = fmul float 4.000000e+00, %fld1947
  %fa1949 = fadd float %fa1945, %fm1948
  %fldp1950 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld1951 = load float, ptr %fldp1950, align 4
  %fa1952 = fadd float %fa1949, %fld1951
  %fm1953 = fmul float 4.000000e+00, %fa1952
  %fa1954 = fadd float %fa1935, %fm1953
  %fldp1955 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld1956 = load float, ptr %fldp1955, align 4
  %fldp1957 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld1958 = load float, ptr %fldp1957, align 4
  %fm1959 = fmul float 4.000000e+00, %fld1958
  %fa1960 = fadd float %fld1956, %fm1959
  %fldp1961 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld1962 = load float, ptr %fldp1961, align 4
  %fm1963 = fmul float 6.000000e+00, %fld1962
  %fa1964 = fadd float %fa1960, %fm1963
  %fldp1965 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld1966 = load float, ptr %fldp1965, align 4
  %fm1967 = fmul float 4.000000e+00, %fld1966
  %fa1968 = fadd float %fa1964, %fm1967
  %fldp1969 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld1970 = load float, ptr %fldp1969, align 4
  %fa1971 = fadd float %fa1968, %fld1970
  %fa1972 = fadd float %fa1954, %fa1971
  %fd1973 = fdiv float %fa1972, 2.560000e+02
  store float %fd1973, ptr %blurred_4, align 4
  %v1974 = load i64, ptr %i, align 8
  %v1975 = load i64, ptr %j, align 8
  %pos1976 = mul i64 0, %dim
  %pos1977 = add i64 %pos1976, %v1974
  %pos1978 = mul i64 %pos1977, %dim8
  %pos1979 = add i64 %pos1978, %v1975
  %v1980 = load float, ptr %blurred_4, align 4
  %elp1981 = getelementptr inbounds float, ptr %buf974, i64 %pos1979
  store float %v1980, ptr %elp1981, align 4, !alias.scope !3, !noalias !0
  %i1982 = load i64, ptr %j, align 8
  %next1983 = add i64 %i1982, 1
  store i64 %next1983, ptr %j, align 8
  br label %loop977

proved2299:                                       ; preds = %versions_done
  store i64 %min29, ptr %j, align 8
  br label %loop2302

checked2300:                                      ; preds = %versions_done
  store i64 %min29, ptr %j, align 8
  br label %loop2834

versions_done2301:                                ; preds = %exit2836, %exit2304
  store i64 %min33, ptr %j, align 8
  %v3717 = load i64, ptr %i, align 8
  %add3718 = add i64 %v3717, -2
  %sub3719 = sub i64 %dim, 1
  %c3720 = icmp slt i64 %add3718, %sub3719
  %mm3721 = select i1 %c3720, i64 %add3718, i64 %sub3719
  %c3722 = icmp sgt i64 0, %mm3721
  %mm3723 = select i1 %c3722, i64 0, i64 %mm3721
  %base3724 = sext i64 %mm3723 to i128
  %fits_low3725 = icmp sge i128 %base3724, -9223372036854775808
  %fits_high3726 = icmp sle i128 %base3724, 9223372036854775807
  %fits3727 = and i1 %fits_low3725, %fits_high3726
  %least3728 = select i1 %fits3727, i128 %base3724, i128 -9223372036854775808
  %most3729 = select i1 %fits3727, i128 %base3724, i128 9223372036854775807
  %extent3730 = sext i64 %dim to i128
  %low_ok3731 = icmp sge i128 %least3728, 0
  %high_ok3732 = icmp slt i128 %most3729, %extent3730
  %ok3733 = and i1 true, %low_ok3731
  %ok3734 = and i1 %ok3733, %high_ok3732
  %v3735 = load i64, ptr %j, align 8
  %add3736 = add i64 %v3735, -2
  %base3737 = sext i64 %add3736 to i128
  %next3738 = add i64 %min33, 1
  store i64 %next3738, ptr %j, align 8
  %v3739 = load i64, ptr %j, align 8
  %add3740 = add i64 %v3739, -2
  store i64 %min33, ptr %j, align 8
  %at_next3741 = sext i64 %add3740 to i128
  %step3742 = sub i128 %at_next3741, %base3737
  %step3743 = trunc i128 %step3742 to i64
  %step3744 = sext i64 %step3743 to i128
  %len3745 = sub i64 %dim8, %min33
  %span3746 = sub i64 %len3745, 1
  %span3747 = sext i64 %span3746 to i128
  %reach3748 = mul i128 %step3744, %span3747
  %c3749 = icmp slt i128 %reach3748, 0
  %min3750 = select i1 %c3749, i128 %reach3748, i128 0
  %c3751 = icmp sgt i128 %reach3748, 0
  %max3752 = select i1 %c3751, i128 %reach3748, i128 0
  %least3753 = add i128 %base3737, %min3750
  %most3754 = add i128 %base3737, %max3752
  %fits_low3755 = icmp sge i128 %least3753, -9223372036854775808
  %fits_high3756 = icmp sle i128 %most3754, 9223372036854775807
  %fits3757 = and i1 %fits_low3755, %fits_high3756
  %least3758 = select i1 %fits3757, i128 %least3753, i128 -9223372036854775808
  %most3759 = select i1 %fits3757, i128 %most3754, i128 9223372036854775807
  %sub3760 = sub i64 %dim8, 1
  %base3761 = sext i64 %sub3760 to i128
  %fits_low3762 = icmp sge i128 %base3761, -9223372036854775808
  %fits_high3763 = icmp sle i128 %base3761, 9223372036854775807
  %fits3764 = and i1 %fits_low3762, %fits_high3763
  %least3765 = select i1 %fits3764, i128 %base3761, i128 -9223372036854775808
  %most3766 = select i1 %fits3764, i128 %base3761, i128 9223372036854775807
  %c3767 = icmp slt i128 %least3758, %least3765
  %min3768 = select i1 %c3767, i128 %least3758, i128 %least3765
  %c3769 = icmp slt i128 %most3759, %most3766
  %min3770 = select i1 %c3769, i128 %most3759, i128 %most3766
  %c3771 = icmp sgt i128 0, %min3768
  %max3772 = select i1 %c3771, i128 0, i128 %min3768
  %c3773 = icmp sgt i128 0, %min3770
  %max3774 = select i1 %c3773, i128 0, i128 %min3770
  %extent3775 = sext i64 %dim8 to i128
  %low_ok3776 = icmp sge i128 %max3772, 0
  %high_ok3777 = icmp slt i128 %max3774, %extent3775
  %ok3778 = and i1 %ok3734, %low_ok3776
  %ok3779 = and i1 %ok3778, %high_ok3777
  %v3780 = load i64, ptr %j, align 8
  %add3781 = add i64 %v3780, -1
  %base3782 = sext i64 %add3781 to i128
  %next3783 = add i64 %min33, 1
  store i64 %next3783, ptr %j, align 8
  %v3784 = load i64, ptr %j, align 8
  %add3785 = add i64 %v3784, -1
  store i64 %min33, ptr %j, align 8
  %at_next3786 = sext i64 %add3785 to i128
  %step3787 = sub i128 %at_next3786, %base3782
  %step3788 = trunc i128 %step3787 to i64
  %step3789 = sext i64 %step3788 to i128
  %len3790 = sub i64 %dim8, %min33
  %span3791 = sub i64 %len3790, 1
  %span3792 = sext i64 %span3791 to i128
  %reach3793 = mul i128 %step3789, %span3792
  %c3794 = icmp slt i128 %reach3793, 0
  %min3795 = select i1 %c3794, i128 %reach3793, i128 0
  %c3796 = icmp sgt i128 %reach3793, 0
  %max3797 = select i1 %c3796, i128 %reach3793, i128 0
  %least3798 = add i128 %base3782, %min3795
  %most3799 = add i128 %base3782, %max3797
  %fits_low3800 = icmp sge i128 %least3798, -9223372036854775808
  %fits_high3801 = icmp sle i128 %most3799, 9223372036854775807
  %fits3802 = and i1 %fits_low3800, %fits_high3801
  %least3803 = select i1 %fits3802, i128 %least3798, i128 -9223372036854775808
  %most3804 = select i1 %fits3802, i128 %most3799, i128 9223372036854775807
  %sub3805 = sub i64 %dim8, 1
  %base3806 = sext i64 %sub3805 to i128
  %fits_low3807 = icmp sge i128 %base3806, -9223372036854775808
  %fits_high3808 = icmp sle i128 %base3806, 9223372036854775807
  %fits3809 = and i1 %fits_low3807, %fits_high3808
  %least3810 = select i1 %fits3809, i128 %base3806, i128 -9223372036854775808
  %most3811 = select i1 %fits3809, i128 %base3806, i128 9223372036854775807
  %c3812 = icmp slt i128 %least3803, %least3810
  %min3813 = select i1 %c3812, i128 %least3803, i128 %least3810
  %c3814 = icmp slt i128 %most3804, %most3811
  %min3815 = select i1 %c3814, i128 %most3804, i128 %most3811
  %c3816 = icmp sgt i128 0, %min3813
  %max3817 = select i1 %c3816, i128 0, i128 %min3813
  %c3818 = icmp sgt i128 0, %min3815
  %max3819 = select i1 %c3818, i128 0, i128 %min3815
  %extent3820 = sext i64 %dim8 to i128
  %low_ok3821 = icmp sge i128 %max3817, 0
  %high_ok3822 = icmp slt i128 %max3819, %extent3820
  %ok3823 = and i1 %ok3779, %low_ok3821
  %ok3824 = and i1 %ok3823, %high_ok3822
  %v3825 = load i64, ptr %j, align 8
  %add3826 = add i64 %v3825, 0
  %base3827 = sext i64 %add3826 to i128
  %next3828 = add i64 %min33, 1
  store i64 %next3828, ptr %j, align 8
  %v3829 = load i64, ptr %j, align 8
  %add3830 = add i64 %v3829, 0
  store i64 %min33, ptr %j, align 8
  %at_next3831 = sext i64 %add3830 to i128
  %step3832 = sub i128 %at_next3831, %base3827
  %step3833 = trunc i128 %step3832 to i64
  %step3834 = sext i64 %step3833 to i128
  %len3835 = sub i64 %dim8, %min33
  %span3836 = sub i64 %len3835, 1
  %span3837 = sext i64 %span3836 to i128
  %reach3838 = mul i128 %step3834, %span3837
  %c3839 = icmp slt i128 %reach3838, 0
  %min3840 = select i1 %c3839, i128 %reach3838, i128 0
  %c3841 = icmp sgt i128 %reach3838, 0
  %max3842 = select i1 %c3841, i128 %reach3838, i128 0
  %least3843 = add i128 %base3827, %min3840
  %most3844 = add i128 %base3827, %max3842
  %fits_low3845 = icmp sge i128 %least3843, -9223372036854775808
  %fits_high3846 = icmp sle i128 %most3844, 9223372036854775807
  %fits3847 = and i1 %fits_low3845, %fits_high3846
  %least3848 = select i1 %fits3847, i128 %least3843, i128 -9223372036854775808
  %most3849 = select i1 %fits3847, i128 %most3844, i128 9223372036854775807
  %sub3850 = sub i64 %dim8, 1
  %base3851 = sext i64 %sub3850 to i128
  %fits_low3852 = icmp sge i128 %base3851, -9223372036854775808
  %fits_high3853 = icmp sle i128 %base3851, 9223372036854775807
  %fits3854 = and i1 %fits_low3852, %fits_high3853
  %least3855 = select i1 %fits3854, i128 %base3851, i128 -9223372036854775808
  %most3856 = select i1 %fits3854, i128 %base3851, i128 9223372036854775807
  %c3857 = icmp slt i128 %least3848, %least3855
  %min3858 = select i1 %c3857, i128 %least3848, i128 %least3855
  %c3859 = icmp slt i128 %most3849, %most3856
  %min3860 = select i1 %c3859, i128 %most3849, i128 %most3856
  %c3861 = icmp sgt i128 0, %min3858
  %max3862 = select i1 %c3861, i128 0, i128 %min3858
  %c3863 = icmp sgt i128 0, %min3860
  %max3864 = select i1 %c3863, i128 0, i128 %min3860
  %extent3865 = sext i64 %dim8 to i128
  %low_ok3866 = icmp sge i128 %max3862, 0
  %high_ok3867 = icmp slt i128 %max3864, %extent3865
  %ok3868 = and i1 %ok3824, %low_ok3866
  %ok3869 = and i1 %ok3868, %high_ok3867
  %v3870 = load i64, ptr %j, align 8
  %add3871 = add i64 %v3870, 1
  %base3872 = sext i64 %add3871 to i128
  %next3873 = add i64 %min33, 1
  store i64 %next3873, ptr %j, align 8
  %v3874 = load i64, ptr %j, align 8
  %add3875 = add i64 %v3874, 1
  store i64 %min33, ptr %j, align 8
  %at_next3876 = sext i64 %add3875 to i128
  %step3877 = sub i128 %at_next3876, %base3872
  %step3878 = trunc i128 %step3877 to i64
  %step3879 = sext i64 %step3878 to i128
  %len3880 = sub i64 %dim8, %min33
  %span3881 = sub i64 %len3880, 1
  %span3882 = sext i64 %span3881 to i128
  %reach3883 = mul i128 %step3879, %span3882
  %c3884 = icmp slt i128 %reach3883, 0
  %min3885 = select i1 %c3884, i128 %reach3883, i128 0
  %c3886 = icmp sgt i128 %reach3883, 0
  %max3887 = select i1 %c3886, i128 %reach3883, i128 0
  %least3888 = add i128 %base3872, %min3885
  %most3889 = add i128 %base3872, %max3887
  %fits_low3890 = icmp sge i128 %least3888, -9223372036854775808
  %fits_high3891 = icmp sle i128 %most3889, 9223372036854775807
  %fits3892 = and i1 %fits_low3890, %fits_high3891
  %least3893 = select i1 %fits3892, i128 %least3888, i128 -9223372036854775808
  %most3894 = select i1 %fits3892, i128 %most3889, i128 9223372036854775807
  %sub3895 = sub i64 %dim8, 1
  %base3896 = sext i64 %sub3895 to i128
  %fits_low3897 = icmp sge i128 %base3896, -9223372036854775808
  %fits_high3898 = icmp sle i128 %base3896, 9223372036854775807
  %fits3899 = and i1 %fits_low3897, %fits_high3898
  %least3900 = select i1 %fits3899, i128 %base3896, i128 -9223372036854775808
  %most3901 = select i1 %fits3899, i128 %base3896, i128 9223372036854775807
  %c3902 = icmp slt i128 %least3893, %least3900
  %min3903 = select i1 %c3902, i128 %least3893, i128 %least3900
  %c3904 = icmp slt i128 %most3894, %most3901
  %min3905 = select i1 %c3904, i128 %most3894, i128 %most3901
  %c3906 = icmp sgt i128 0, %min3903
  %max3907 = select i1 %c3906, i128 0, i128 %min3903
  %c3908 = icmp sgt i128 0, %min3905
  %max3909 = select i1 %c3908, i128 0, i128 %min3905
  %extent3910 = sext i64 %dim8 to i128
  %low_ok3911 = icmp sge i128 %max3907, 0
  %high_ok3912 = icmp slt i128 %max3909, %extent3910
  %ok3913 = and i1 %ok3869, %low_ok3911
  %ok3914 = and i1 %ok3913, %high_ok3912
  %v3915 = load i64, ptr %j, align 8
  %add3916 = add i64 %v3915, 2
  %base3917 = sext i64 %add3916 to i128
  %next3918 = add i64 %min33, 1
  store i64 %next3918, ptr %j, align 8
  %v3919 = load i64, ptr %j, align 8
  %add3920 = add i64 %v3919, 2
  store i64 %min33, ptr %j, align 8
  %at_next3921 = sext i64 %add3920 to i128
  %step3922 = sub i128 %at_next3921, %base3917
  %step3923 = trunc i128 %step3922 to i64
  %step3924 = sext i64 %step3923 to i128
  %len3925 = sub i64 %dim8, %min33
  %span3926 = sub i64 %len3925, 1
  %span3927 = sext i64 %span3926 to i128
  %reach3928 = mul i128 %step3924, %span3927
  %c3929 = icmp slt i128 %reach3928, 0
  %min3930 = select i1 %c3929, i128 %reach3928, i128 0
  %c3931 = icmp sgt i128 %reach3928, 0
  %max3932 = select i1 %c3931, i128 %reach3928, i128 0
  %least3933 = add i128 %base3917, %min3930
  %most3934 = add i128 %base3917, %max3932
  %fits_low3935 = icmp sge i128 %least3933, -9223372036854775808
  %fits_high3936 = icmp sle i128 %most3934, 9223372036854775807
  %fits3937 = and i1 %fits_low3935, %fits_high3936
  %least3938 = select i1 %fits3937, i128 %least3933, i128 -9223372036854775808
  %most3939 = select i1 %fits3937, i128 %most3934, i128 9223372036854775807
  %sub3940 = sub i64 %dim8, 1
  %base3941 = sext i64 %sub3940 to i128
  %fits_low3942 = icmp sge i128 %base3941, -9223372036854775808
  %fits_high3943 = icmp sle i128 %base3941, 9223372036854775807
  %fits3944 = and i1 %fits_low3942, %fits_high3943
  %least3945 = select i1 %fits3944, i128 %base3941, i128 -9223372036854775808
  %most3946 = select i1 %fits3944, i128 %base3941, i128 9223372036854775807
  %c3947 = icmp slt i128 %least3938, %least3945
  %min3948 = select i1 %c3947, i128 %least3938, i128 %least3945
  %c3949 = icmp slt i128 %most3939, %most3946
  %min3950 = select i1 %c3949, i128 %most3939, i128 %most3946
  %c3951 = icmp sgt i128 0, %min3948
  %max3952 = select i1 %c3951, i128 0, i128 %min3948
  %c3953 = icmp sgt i128 0, %min3950
  %max3954 = select i1 %c3953, i128 0, i128 %min3950
  %extent3955 = sext i64 %dim8 to i128
  %low_ok3956 = icmp sge i128 %max3952, 0
  %high_ok3957 = icmp slt i128 %max3954, %extent3955
  %ok3958 = and i1 %ok3914, %low_ok3956
  %ok3959 = and i1 %ok3958, %high_ok3957
  %v3960 = load i64, ptr %i, align 8
  %add3961 = add i64 %v3960, -1
  %sub3962 = sub i64 %dim, 1
  %c3963 = icmp slt i64 %add3961, %sub3962
  %mm3964 = select i1 %c3963, i64 %add3961, i64 %sub3962
  %c3965 = icmp sgt i64 0, %mm3964
  %mm3966 = select i1 %c3965, i64 0, i64 %mm3964
  %base3967 = sext i64 %mm3966 to i128
  %fits_low3968 = icmp sge i128 %base3967, -9223372036854775808
  %fits_high3969 = icmp sle i128 %base3967, 9223372036854775807
  %fits3970 = and i1 %fits_low3968, %fits_high3969
  %least3971 = select i1 %fits3970, i128 %base3967, i128 -9223372036854775808
  %most3972 = select i1 %fits3970, i128 %base3967, i128 9223372036854775807
  %extent3973 = sext i64 %dim to i128
  %low_ok3974 = icmp sge i128 %least3971, 0
  %high_ok3975 = icmp slt i128 %most3972, %extent3973
  %ok3976 = and i1 %ok3959, %low_ok3974
  %ok3977 = and i1 %ok3976, %high_ok3975
  %v3978 = load i64, ptr %i, align 8
  %add3979 = add i64 %v3978, 0
  %sub3980 = sub i64 %dim, 1
  %c3981 = icmp slt i64 %add3979, %sub3980
  %mm3982 = select i1 %c3981, i64 %add3979, i64 %sub3980
  %c3983 = icmp sgt i64 0, %mm3982
  %mm3984 = select i1 %c3983, i64 0, i64 %mm3982
  %base3985 = sext i64 %mm3984 to i128
  %fits_low3986 = icmp sge i128 %base3985, -9223372036854775808
  %fits_high3987 = icmp sle i128 %base3985, 9223372036854775807
  %fits3988 = and i1 %fits_low3986, %fits_high3987
  %least3989 = select i1 %fits3988, i128 %base3985, i128 -9223372036854775808
  %most3990 = select i1 %fits3988, i128 %base3985, i128 9223372036854775807
  %extent3991 = sext i64 %dim to i128
  %low_ok3992 = icmp sge i128 %least3989, 0
  %high_ok3993 = icmp slt i128 %most3990, %extent3991
  %ok3994 = and i1 %ok3977, %low_ok3992
  %ok3995 = and i1 %ok3994, %high_ok3993
  %v3996 = load i64, ptr %i, align 8
  %add3997 = add i64 %v3996, 1
  %sub3998 = sub i64 %dim, 1
  %c3999 = icmp slt i64 %add3997, %sub3998
  %mm4000 = select i1 %c3999, i64 %add3997, i64 %sub3998
  %c4001 = icmp sgt i64 0, %mm4000
  %mm4002 = select i1 %c4001, i64 0, i64 %mm4000
  %base4003 = sext i64 %mm4002 to i128
  %fits_low4004 = icmp sge i128 %base4003, -9223372036854775808
  %fits_high4005 = icmp sle i128 %base4003, 9223372036854775807
  %fits4006 = and i1 %fits_low4004, %fits_high4005
  %least4007 = select i1 %fits4006, i128 %base4003, i128 -9223372036854775808
  %most4008 = select i1 %fits4006, i128 %base4003, i128 9223372036854775807
  %extent4009 = sext i64 %dim to i128
  %low_ok4010 = icmp sge i128 %least4007, 0
  %high_ok4011 = icmp slt i128 %most4008, %extent4009
  %ok4012 = and i1 %ok3995, %low_ok4010
  %ok4013 = and i1 %ok4012, %high_ok4011
  %v4014 = load i64, ptr %i, align 8
  %add4015 = add i64 %v4014, 2
  %sub4016 = sub i64 %dim, 1
  %c4017 = icmp slt i64 %add4015, %sub4016
  %mm4018 = select i1 %c4017, i64 %add4015, i64 %sub4016
  %c4019 = icmp sgt i64 0, %mm4018
  %mm4020 = select i1 %c4019, i64 0, i64 %mm4018
  %base4021 = sext i64 %mm4020 to i128
  %fits_low4022 = icmp sge i128 %base4021, -9223372036854775808
  %fits_high4023 = icmp sle i128 %base4021, 9223372036854775807
  %fits4024 = and i1 %fits_low4022, %fits_high4023
  %least4025 = select i1 %fits4024, i128 %base4021, i128 -9223372036854775808
  %most4026 = select i1 %fits4024, i128 %base4021, i128 9223372036854775807
  %extent4027 = sext i64 %dim to i128
  %low_ok4028 = icmp sge i128 %least4025, 0
  %high_ok4029 = icmp slt i128 %most4026, %extent4027
  %ok4030 = and i1 %ok4013, %low_ok4028
  %ok4031 = and i1 %ok4030, %high_ok4029
  br i1 %ok4031, label %proved4032, label %checked4033

loop2302:                                         ; preds = %body2303, %proved2299
  %i2305 = load i64, ptr %j, align 8
  %more2306 = icmp slt i64 %i2305, %min33
  br i1 %more2306, label %body2303, label %exit2304

body2303:                                         ; preds = %loop2302
  %v2307 = load i64, ptr %i, align 8
  %add2308 = add i64 %v2307, -2
  %sub2309 = sub i64 %dim, 1
  %c2310 = icmp slt i64 %add2308, %sub2309
  %mm2311 = select i1 %c2310, i64 %add2308, i64 %sub2309
  %c2312 = icmp sgt i64 0, %mm2311
  %mm2313 = select i1 %c2312, i64 0, i64 %mm2311
  %j2314 = load i64, ptr %j, align 8
  %tap = add i64 %j2314, -2
  %pos2315 = mul i64 0, %dim
  %pos2316 = add i64 %pos2315, %mm2313
  %pos2317 = mul i64 %pos2316, %dim8
  %pos2318 = add i64 %pos2317, %tap
  %elp2319 = getelementptr inbounds float, ptr %buf, i64 %pos2318
  %el2320 = load float, ptr %elp2319, align 4, !alias.scope !0, !noalias !3
  store float %el2320, ptr %bright_7, align 4
  %v2321 = load i64, ptr %i, align 8
  %add2322 = add i64 %v2321, -2
  %sub2323 = sub i64 %dim, 1
  %c2324 = icmp slt i64 %add2322, %sub2323
  %mm2325 = select i1 %c2324, i64 %add2322, i64 %sub2323
  %c2326 = icmp sgt i64 0, %mm2325
  %mm2327 = select i1 %c2326, i64 0, i64 %mm2325
  %j2328 = load i64, ptr %j, align 8
  %tap2329 = add i64 %j2328, -1
  %pos2330 = mul i64 0, %dim
  %pos2331 = add i64 %pos2330, %mm2327
  %pos2332 = mul i64 %pos2331, %dim8
  %pos2333 = add i64 %pos2332, %tap2329
  %elp2334 = getelementptr inbounds float, ptr %buf, i64 %pos2333
  %el2335 = load float, ptr %elp2334, align 4, !alias.scope !0, !noalias !3
  store float %el2335, ptr %bright_8, align 4
  %v2336 = load i64, ptr %i, align 8
  %add2337 = add i64 %v2336, -2
  %sub2338 = sub i64 %dim, 1
  %c2339 = icmp slt i64 %add2337, %sub2338
  %mm2340 = select i1 %c2339, i64 %add2337, i64 %sub2338
  %c2341 = icmp sgt i64 0, %mm2340
  %mm2342 = select i1 %c2341, i64 0, i64 %mm2340
  %j2343 = load i64, ptr %j, align 8
  %tap2344 = add i64 %j2343, 0
  %pos2345 = mul i64 0, %dim
  %pos2346 = add i64 %pos2345, %mm2342
  %pos2347 = mul i64 %pos2346, %dim8
  %pos2348 = add i64 %pos2347, %tap2344
  %elp2349 = getelementptr inbounds float, ptr %buf, i64 %pos2348
  %el2350 = load float, ptr %elp2349, align 4, !alias.scope !0, !noalias !3
  store float %el2350, ptr %bright_9, align 4
  %v2351 = load i64, ptr %i, align 8
  %add2352 = add i64 %v2351, -2
  %sub2353 = sub i64 %dim, 1
  %c2354 = icmp slt i64 %add2352, %sub2353
  %mm2355 = select i1 %c2354, i64 %add2352, i64 %sub2353
  %c2356 = icmp sgt i64 0, %mm2355
  %mm2357 = select i1 %c2356, i64 0, i64 %mm2355
  %j2358 = load i64, ptr %j, align 8
  %tap2359 = add i64 %j2358, 1
  %pos2360 = mul i64 0, %dim
  %pos2361 = add i64 %pos2360, %mm2357
  %pos2362 = mul i64 %pos2361, %dim8
  %pos2363 = add i64 %pos2362, %tap2359
  %elp2364 = getelementptr inbounds float, ptr %buf, i64 %pos2363
  %el2365 = load float, ptr %elp2364, align 4, !alias.scope !0, !noalias !3
  store float %el2365, ptr %bright_10, align 4
  %v2366 = load i64, ptr %i, align 8
  %add2367 = add i64 %v2366, -2
  %sub2368 = sub i64 %dim, 1
  %c2369 = icmp slt i64 %add2367, %sub2368
  %mm2370 = select i1 %c2369, i64 %add2367, i64 %sub2368
  %c2371 = icmp sgt i64 0, %mm2370
  %mm2372 = select i1 %c2371, i64 0, i64 %mm2370
  %j2373 = load i64, ptr %j, align 8
  %tap2374 = add i64 %j2373, 2
  %pos2375 = mul i64 0, %dim
  %pos2376 = add i64 %pos2375, %mm2372
  %pos2377 = mul i64 %pos2376, %dim8
  %pos2378 = add i64 %pos2377, %tap2374
  %elp2379 = getelementptr inbounds float, ptr %buf, i64 %pos2378
  %el2380 = load float, ptr %elp2379, align 4, !alias.scope !0, !noalias !3
  store float %el2380, ptr %bright_11, align 4
  %v2381 = load i64, ptr %i, align 8
  %add2382 = add i64 %v2381, -1
  %sub2383 = sub i64 %dim, 1
  %c2384 = icmp slt i64 %add2382, %sub2383
  %mm2385 = select i1 %c2384, i64 %add2382, i64 %sub2383
  %c2386 = icmp sgt i64 0, %mm2385
  %mm2387 = select i1 %c2386, i64 0, i64 %mm2385
  %j2388 = load i64, ptr %j, align 8
  %tap2389 = add i64 %j2388, -2
  %pos2390 = mul i64 0, %dim
  %pos2391 = add i64 %pos2390, %mm2387
  %pos2392 = mul i64 %pos2391, %dim8
  %pos2393 = add i64 %pos2392, %tap2389
  %elp2394 = getelementptr inbounds float, ptr %buf, i64 %pos2393
  %el2395 = load float, ptr %elp2394, align 4, !alias.scope !0, !noalias !3
  store float %el2395, ptr %bright_12, align 4
  %v2396 = load i64, ptr %i, align 8
  %add2397 = add i64 %v2396, -1
  %sub2398 = sub i64 %dim, 1
  %c2399 = icmp slt i64 %add2397, %sub2398
  %mm2400 = select i1 %c2399, i64 %add2397, i64 %sub2398
  %c2401 = icmp sgt i64 0, %mm2400
  %mm2402 = select i1 %c2401, i64 0, i64 %mm2400
  %j2403 = load i64, ptr %j, align 8
  %tap2404 = add i64 %j2403, -1
  %pos2405 = mul i64 0, %dim
  %pos2406 = add i64 %pos2405, %mm2402
  %pos2407 = mul i64 %pos2406, %dim8
  %pos2408 = add i64 %pos2407, %tap2404
  %elp2409 = getelementptr inbounds float, ptr %buf, i64 %pos2408
  %el2410 = load float, ptr %elp2409, align 4, !alias.scope !0, !noalias !3
  store float %el2410, ptr %bright_13, align 4
  %v2411 = load i64, ptr %i, align 8
  %add2412 = add i64 %v2411, -1
  %sub2413 = sub i64 %dim, 1
  %c2414 = icmp slt i64 %add2412, %sub2413
  %mm2415 = select i1 %c2414, i64 %add2412, i64 %sub2413
  %c2416 = icmp sgt i64 0, %mm2415
  %mm2417 = select i1 %c2416, i64 0, i64 %mm2415
  %j2418 = load i64, ptr %j, align 8
  %tap2419 = add i64 %j2418, 0
  %pos2420 = mul i64 0, %dim
  %pos2421 = add i64 %pos2420, %mm2417
  %pos2422 = mul i64 %pos2421, %dim8
  %pos2423 = add i64 %pos2422, %tap2419
  %elp2424 = getelementptr inbounds float, ptr %buf, i64 %pos2423
  %el2425 = load float, ptr %elp2424, align 4, !alias.scope !0, !noalias !3
  store float %el2425, ptr %bright_14, align 4
  %v2426 = load i64, ptr %i, align 8
  %add2427 = add i64 %v2426, -1
  %sub2428 = sub i64 %dim, 1
  %c2429 = icmp slt i64 %add2427, %sub2428
  %mm2430 = select i1 %c2429, i64 %add2427, i64 %sub2428
  %c2431 = icmp sgt i64 0, %mm2430
  %mm2432 = select i1 %c2431, i64 0, i64 %mm2430
  %j2433 = load i64, ptr %j, align 8
  %tap2434 = add i64 %j2433, 1
  %pos2435 = mul i64 0, %dim
  %pos2436 = add i64 %pos2435, %mm2432
  %pos2437 = mul i64 %pos2436, %dim8
  %pos2438 = add i64 %pos2437, %tap2434
  %elp2439 = getelementptr inbounds float, ptr %buf, i64 %pos2438
  %el2440 = load float, ptr %elp2439, align 4, !alias.scope !0, !noalias !3
  store float %el2440, ptr %bright_15, align 4
  %v2441 = load i64, ptr %i, align 8
  %add2442 = add i64 %v2441, -1
  %sub2443 = sub i64 %dim, 1
  %c2444 = icmp slt i64 %add2442, %sub2443
  %mm2445 = select i1 %c2444, i64 %add2442, i64 %sub2443
  %c2446 = icmp sgt i64 0, %mm2445
  %mm2447 = select i1 %c2446, i64 0, i64 %mm2445
  %j2448 = load i64, ptr %j, align 8
  %tap2449 = add i64 %j2448, 2
  %pos2450 = mul i64 0, %dim
  %pos2451 = add i64 %pos2450, %mm2447
  %pos2452 = mul i64 %pos2451, %dim8
  %pos2453 = add i64 %pos2452, %tap2449
  %elp2454 = getelementptr inbounds float, ptr %buf, i64 %pos2453
  %el2455 = load float, ptr %elp2454, align 4, !alias.scope !0, !noalias !3
  store float %el2455, ptr %bright_16, align 4
  %v2456 = load i64, ptr %i, align 8
  %add2457 = add i64 %v2456, 0
  %sub2458 = sub i64 %dim, 1
  %c2459 = icmp slt i64 %add2457, %sub2458
  %mm2460 = select i1 %c2459, i64 %add2457, i64 %sub2458
  %c2461 = icmp sgt i64 0, %mm2460
  %mm2462 = select i1 %c2461, i64 0, i64 %mm2460
  %j2463 = load i64, ptr %j, align 8
  %tap2464 = add i64 %j2463, -2
  %pos2465 = mul i64 0, %dim
  %pos2466 = add i64 %pos2465, %mm2462
  %pos2467 = mul i64 %pos2466, %dim8
  %pos2468 = add i64 %pos2467, %tap2464
  %elp2469 = getelementptr inbounds float, ptr %buf, i64 %pos2468
  %el2470 = load float, ptr %elp2469, align 4, !alias.scope !0, !noalias !3
  store float %el2470, ptr %bright_17, align 4
  %v2471 = load i64, ptr %i, align 8
  %add2472 = add i64 %v2471, 0
  %sub2473 = sub i64 %dim, 1
  %c2474 = icmp slt i64 %add2472, %sub2473
  %mm2475 = select i1 %c2474, i64 %add2472, i64 %sub2473
  %c2476 = icmp sgt i64 0, %mm2475
  %mm2477 = select i1 %c2476, i64 0, i64 %mm2475
  %j2478 = load i64, ptr %j, align 8
  %tap2479 = add i64 %j2478, -1
  %pos2480 = mul i64 0, %dim
  %pos2481 = add i64 %pos2480, %mm2477
  %pos2482 = mul i64 %pos2481, %dim8
  %pos2483 = add i64 %pos2482, %tap2479
  %elp2484 = getelementptr inbounds float, ptr %buf, i64 %pos2483
  %el2485 = load float, ptr %elp2484, align 4, !alias.scope !0, !noalias !3
  store float %el2485, ptr %bright_18, align 4
  %v2486 = load i64, ptr %i, align 8
  %add2487 = add i64 %v2486, 0
  %sub2488 = sub i64 %dim, 1
  %c2489 = icmp slt i64 %add2487, %sub2488
  %mm2490 = select i1 %c2489, i64 %add2487, i64 %sub2488
  %c2491 = icmp sgt i64 0, %mm2490
  %mm2492 = select i1 %c2491, i64 0, i64 %mm2490
  %j2493 = load i64, ptr %j, align 8
  %tap2494 = add i64 %j2493, 0
  %pos2495 = mul i64 0, %dim
  %pos2496 = add i64 %pos2495, %mm2492
  %pos2497 = mul i64 %pos2496, %dim8
  %pos2498 = add i64 %pos2497, %tap2494
  %elp2499 = getelementptr inbounds float, ptr %buf, i64 %pos2498
  %el2500 = load float, ptr %elp2499, align 4, !alias.scope !0, !noalias !3
  store float %el2500, ptr %bright_19, align 4
  %v2501 = load i64, ptr %i, align 8
  %add2502 = add i64 %v2501, 0
  %sub2503 = sub i64 %dim, 1
  %c2504 = icmp slt i64 %add2502, %sub2503
  %mm2505 = select i1 %c2504, i64 %add2502, i64 %sub2503
  %c2506 = icmp sgt i64 0, %mm2505
  %mm2507 = select i1 %c2506, i64 0, i64 %mm2505
  %j2508 = load i64, ptr %j, align 8
  %tap2509 = add i64 %j2508, 1
  %pos2510 = mul i64 0, %dim
  %pos2511 = add i64 %pos2510, %mm2507
  %pos2512 = mul i64 %pos2511, %dim8
  %pos2513 = add i64 %pos2512, %tap2509
  %elp2514 = getelementptr inbounds float, ptr %buf, i64 %pos2513
  %el2515 = load float, ptr %elp2514, align 4, !alias.scope !0, !noalias !3
  store float %el2515, ptr %bright_20, align 4
  %v2516 = load i64, ptr %i, align 8
  %add2517 = add i64 %v2516, 0
  %sub2518 = sub i64 %dim, 1
  %c2519 = icmp slt i64 %add2517, %sub2518
  %mm2520 = select i1 %c2519, i64 %add2517, i64 %sub2518
  %c2521 = icmp sgt i64 0, %mm2520
  %mm2522 = select i1 %c2521, i64 0, i64 %mm2520
  %j2523 = load i64, ptr %j, align 8
  %tap2524 = add i64 %j2523, 2
  %pos2525 = mul i64 0, %dim
  %pos2526 = add i64 %pos2525, %mm2522
  %pos2527 = mul i64 %pos2526, %dim8
  %pos2528 = add i64 %pos2527, %tap2524
  %elp2529 = getelementptr inbounds float, ptr %buf, i64 %pos2528
  %el2530 = load float, ptr %elp2529, align 4, !alias.scope !0, !noalias !3
  store float %el2530, ptr %bright_21, align 4
  %v2531 = load i64, ptr %i, align 8
  %add2532 = add i64 %v2531, 1
  %sub2533 = sub i64 %dim, 1
  %c2534 = icmp slt i64 %add2532, %sub2533
  %mm2535 = select i1 %c2534, i64 %add2532, i64 %sub2533
  %c2536 = icmp sgt i64 0, %mm2535
  %mm2537 = select i1 %c2536, i64 0, i64 %mm2535
  %j2538 = load i64, ptr %j, align 8
  %tap2539 = add i64 %j2538, -2
  %pos2540 = mul i64 0, %dim
  %pos2541 = add i64 %pos2540, %mm2537
  %pos2542 = mul i64 %pos2541, %dim8
  %pos2543 = add i64 %pos2542, %tap2539
  %elp2544 = getelementptr inbounds float, ptr %buf, i64 %pos2543
  %el2545 = load float, ptr %elp2544, align 4, !alias.scope !0, !noalias !3
  store float %el2545, ptr %bright_22, align 4
  %v2546 = load i64, ptr %i, align 8
  %add2547 = add i64 %v2546, 1
  %sub2548 = sub i64 %dim, 1
  %c2549 = icmp slt i64 %add2547, %sub2548
  %mm2550 = select i1 %c2549, i64 %add2547, i64 %sub2548
  %c2551 = icmp sgt i64 0, %mm2550
  %mm2552 = select i1 %c2551, i64 0, i64 %mm2550
  %j2553 = load i64, ptr %j, align 8
  %tap2554 = add i64 %j2553, -1
  %pos2555 = mul i64 0, %dim
  %pos2556 = add i64 %pos2555, %mm2552
  %pos2557 = mul i64 %pos2556, %dim8
  %pos2558 = add i64 %pos2557, %tap2554
  %elp2559 = getelementptr inbounds float, ptr %buf, i64 %pos2558
  %el2560 = load float, ptr %elp2559, align 4, !alias.scope !0, !noalias !3
  store float %el2560, ptr %bright_23, align 4
  %v2561 = load i64, ptr %i, align 8
  %add2562 = add i64 %v2561, 1
  %sub2563 = sub i64 %dim, 1
  %c2564 = icmp slt i64 %add2562, %sub2563
  %mm2565 = select i1 %c2564, i64 %add2562, i64 %sub2563
  %c2566 = icmp sgt i64 0, %mm2565
  %mm2567 = select i1 %c2566, i64 0, i64 %mm2565
  %j2568 = load i64, ptr %j, align 8
  %tap2569 = add i64 %j2568, 0
  %pos2570 = mul i64 0, %dim
  %pos2571 = add i64 %pos2570, %mm2567
  %pos2572 = mul i64 %pos2571, %dim8
  %pos2573 = add i64 %pos2572, %tap2569
  %elp2574 = getelementptr inbounds float, ptr %buf, i64 %pos2573
  %el2575 = load float, ptr %elp2574, align 4, !alias.scope !0, !noalias !3
  store float %el2575, ptr %bright_24, align 4
  %v2576 = load i64, ptr %i, align 8
  %add2577 = add i64 %v2576, 1
  %sub2578 = sub i64 %dim, 1
  %c2579 = icmp slt i64 %add2577, %sub2578
  %mm2580 = select i1 %c2579, i64 %add2577, i64 %sub2578
  %c2581 = icmp sgt i64 0, %mm2580
  %mm2582 = select i1 %c2581, i64 0, i64 %mm2580
  %j2583 = load i64, ptr %j, align 8
  %tap2584 = add i64 %j2583, 1
  %pos2585 = mul i64 0, %dim
  %pos2586 = add i64 %pos2585, %mm2582
  %pos2587 = mul i64 %pos2586, %dim8
  %pos2588 = add i64 %pos2587, %tap2584
  %elp2589 = getelementptr inbounds float, ptr %buf, i64 %pos2588
  %el2590 = load float, ptr %elp2589, align 4, !alias.scope !0, !noalias !3
  store float %el2590, ptr %bright_25, align 4
  %v2591 = load i64, ptr %i, align 8
  %add2592 = add i64 %v2591, 1
  %sub2593 = sub i64 %dim, 1
  %c2594 = icmp slt i64 %add2592, %sub2593
  %mm2595 = select i1 %c2594, i64 %add2592, i64 %sub2593
  %c2596 = icmp sgt i64 0, %mm2595
  %mm2597 = select i1 %c2596, i64 0, i64 %mm2595
  %j2598 = load i64, ptr %j, align 8
  %tap2599 = add i64 %j2598, 2
  %pos2600 = mul i64 0, %dim
  %pos2601 = add i64 %pos2600, %mm2597
  %pos2602 = mul i64 %pos2601, %dim8
  %pos2603 = add i64 %pos2602, %tap2599
  %elp2604 = getelementptr inbounds float, ptr %buf, i64 %pos2603
  %el2605 = load float, ptr %elp2604, align 4, !alias.scope !0, !noalias !3
  store float %el2605, ptr %bright_26, align 4
  %v2606 = load i64, ptr %i, align 8
  %add2607 = add i64 %v2606, 2
  %sub2608 = sub i64 %dim, 1
  %c2609 = icmp slt i64 %add2607, %sub2608
  %mm2610 = select i1 %c2609, i64 %add2607, i64 %sub2608
  %c2611 = icmp sgt i64 0, %mm2610
  %mm2612 = select i1 %c2611, i64 0, i64 %mm2610
  %j2613 = load i64, ptr %j, align 8
  %tap2614 = add i64 %j2613, -2
  %pos2615 = mul i64 0, %dim
  %pos2616 = add i64 %pos2615, %mm2612
  %pos2617 = mul i64 %pos2616, %dim8
  %pos2618 = add i64 %pos2617, %tap2614
  %elp2619 = getelementptr inbounds float, ptr %buf, i64 %pos2618
  %el2620 = load float, ptr %elp2619, align 4, !alias.scope !0, !noalias !3
  store float %el2620, ptr %bright_27, align 4
  %v2621 = load i64, ptr %i, align 8
  %add2622 = add i64 %v2621, 2
  %sub2623 = sub i64 %dim, 1
  %c2624 = icmp slt i64 %add2622, %sub2623
  %mm2625 = select i1 %c2624, i64 %add2622, i64 %sub2623
  %c2626 = icmp sgt i64 0, %mm2625
  %mm2627 = select i1 %c2626, i64 0, i64 %mm2625
  %j2628 = load i64, ptr %j, align 8
  %tap2629 = add i64 %j2628, -1
  %pos2630 = mul i64 0, %dim
  %pos2631 = add i64 %pos2630, %mm2627
  %pos2632 = mul i64 %pos2631, %dim8
  %pos2633 = add i64 %pos2632, %tap2629
  %elp2634 = getelementptr inbounds float, ptr %buf, i64 %pos2633
  %el2635 = load float, ptr %elp2634, align 4, !alias.scope !0, !noalias !3
  store float %el2635, ptr %bright_28, align 4
  %v2636 = load i64, ptr %i, align 8
  %add2637 = add i64 %v2636, 2
  %sub2638 = sub i64 %dim, 1
  %c2639 = icmp slt i64 %add2637, %sub2638
  %mm2640 = select i1 %c2639, i64 %add2637, i64 %sub2638
  %c2641 = icmp sgt i64 0, %mm2640
  %mm2642 = select i1 %c2641, i64 0, i64 %mm2640
  %j2643 = load i64, ptr %j, align 8
  %tap2644 = add i64 %j2643, 0
  %pos2645 = mul i64 0, %dim
  %pos2646 = add i64 %pos2645, %mm2642
  %pos2647 = mul i64 %pos2646, %dim8
  %pos2648 = add i64 %pos2647, %tap2644
  %elp2649 = getelementptr inbounds float, ptr %buf, i64 %pos2648
  %el2650 = load float, ptr %elp2649, align 4, !alias.scope !0, !noalias !3
  store float %el2650, ptr %bright_29, align 4
  %v2651 = load i64, ptr %i, align 8
  %add2652 = add i64 %v2651, 2
  %sub2653 = sub i64 %dim, 1
  %c2654 = icmp slt i64 %add2652, %sub2653
  %mm2655 = select i1 %c2654, i64 %add2652, i64 %sub2653
  %c2656 = icmp sgt i64 0, %mm2655
  %mm2657 = select i1 %c2656, i64 0, i64 %mm2655
  %j2658 = load i64, ptr %j, align 8
  %tap2659 = add i64 %j2658, 1
  %pos2660 = mul i64 0, %dim
  %pos2661 = add i64 %pos2660, %mm2657
  %pos2662 = mul i64 %pos2661, %dim8
  %pos2663 = add i64 %pos2662, %tap2659
  %elp2664 = getelementptr inbounds float, ptr %buf, i64 %pos2663
  %el2665 = load float, ptr %elp2664, align 4, !alias.scope !0, !noalias !3
  store float %el2665, ptr %bright_30, align 4
  %v2666 = load i64, ptr %i, align 8
  %add2667 = add i64 %v2666, 2
  %sub2668 = sub i64 %dim, 1
  %c2669 = icmp slt i64 %add2667, %sub2668
  %mm2670 = select i1 %c2669, i64 %add2667, i64 %sub2668
  %c2671 = icmp sgt i64 0, %mm2670
  %mm2672 = select i1 %c2671, i64 0, i64 %mm2670
  %j2673 = load i64, ptr %j, align 8
  %tap2674 = add i64 %j2673, 2
  %pos2675 = mul i64 0, %dim
  %pos2676 = add i64 %pos2675, %mm2672
  %pos2677 = mul i64 %pos2676, %dim8
  %pos2678 = add i64 %pos2677, %tap2674
  %elp2679 = getelementptr inbounds float, ptr %buf, i64 %pos2678
  %el2680 = load float, ptr %elp2679, align 4, !alias.scope !0, !noalias !3
  store float %el2680, ptr %bright_31, align 4
  %v2681 = load float, ptr %bright_7, align 4
  %tup2682 = insertvalue { float, float, float, float, float } undef, float %v2681, 0
  %v2683 = load float, ptr %bright_8, align 4
  %tup2684 = insertvalue { float, float, float, float, float } %tup2682, float %v2683, 1
  %v2685 = load float, ptr %bright_9, align 4
  %tup2686 = insertvalue { float, float, float, float, float } %tup2684, float %v2685, 2
  %v2687 = load float, ptr %bright_10, align 4
  %tup2688 = insertvalue { float, float, float, float, float } %tup2686, float %v2687, 3
  %v2689 = load float, ptr %bright_11, align 4
  %tup2690 = insertvalue { float, float, float, float, float } %tup2688, float %v2689, 4
  store { float, float, float, float, float } %tup2690, ptr %"%cse0_32", align 4
  %v2691 = load float, ptr %bright_12, align 4
  %tup2692 = insertvalue { float, float, float, float, float } undef, float %v2691, 0
  %v2693 = load float, ptr %bright_13, align 4
  %tup2694 = insertvalue { float, float, float, float, float } %tup2692, float %v2693, 1
  %v2695 = load float, ptr %bright_14, align 4
  %tup2696 = insertvalue { float, float, float, float, float } %tup2694, float %v2695, 2
  %v2697 = load float, ptr %bright_15, align 4
  %tup2698 = insertvalue { float, float, float, float, float } %tup2696, float %v2697, 3
  %v2699 = load float, ptr %bright_16, align 4
  %tup2700 = insertvalue { float, float, float, float, float } %tup2698, float %v2699, 4
  store { float, float, float, float, float } %tup2700, ptr %"%cse1_33", align 4
  %v2701 = load float, ptr %bright_17, align 4
  %tup2702 = insertvalue { float, float, float, float, float } undef, float %v2701, 0
  %v2703 = load float, ptr %bright_18, align 4
  %tup2704 = insertvalue { float, float, float, float, float } %tup2702, float %v2703, 1
  %v2705 = load float, ptr %bright_19, align 4
  %tup2706 = insertvalue { float, float, float, float, float } %tup2704, float %v2705, 2
  %v2707 = load float, ptr %bright_20, align 4
  %tup2708 = insertvalue { float, float, float, float, float } %tup2706, float %v2707, 3
  %v2709 = load float, ptr %bright_21, align 4
  %tup2710 = insertvalue { float, float, float, float, float } %tup2708, float %v2709, 4
  store { float, float, float, float, float } %tup2710, ptr %"%cse2_34", align 4
  %v2711 = load float, ptr %bright_22, align 4
  %tup2712 = insertvalue { float, float, float, float, float } undef, float %v2711, 0
  %v2713 = load float, ptr %bright_23, align 4
  %tup2714 = insertvalue { float, float, float, float, float } %tup2712, float %v2713, 1
  %v2715 = load float, ptr %bright_24, align 4
  %tup2716 = insertvalue { float, float, float, float, float } %tup2714, float %v2715, 2
  %v2717 = load float, ptr %bright_25, align 4
  %tup2718 = insertvalue { float, float, float, float, float } %tup2716, float %v2717, 3
  %v2719 = load float, ptr %bright_26, align 4
  %tup2720 = insertvalue { float, float, float, float, float } %tup2718, float %v2719, 4
  store { float, float, float, float, float } %tup2720, ptr %"%cse3_35", align 4
  %v2721 = load float, ptr %bright_27, align 4
  %tup2722 = insertvalue { float, float, float, float, float } undef, float %v2721, 0
  %v2723 = load float, ptr %bright_28, align 4
  %tup2724 = insertvalue { float, float, float, float, float } %tup2722, float %v2723, 1
  %v2725 = load float, ptr %bright_29, align 4
  %tup2726 = insertvalue { float, float, float, float, float } %tup2724, float %v2725, 2
  %v2727 = load float, ptr %bright_30, align 4
  %tup2728 = insertvalue { float, float, float, float, float } %tup2726, float %v2727, 3
  %v2729 = load float, ptr %bright_31, align 4
  %tup2730 = insertvalue { float, float, float, float, float } %tup2728, float %v2729, 4
  store { float, float, float, float, float } %tup2730, ptr %"%cse4_36", align 4
  %fldp2731 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld2732 = load float, ptr %fldp2731, align 4
  %fldp2733 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld2734 = load float, ptr %fldp2733, align 4
  %fm2735 = fmul float 4.000000e+00, %fld2734
  %fa2736 = fadd float %fld2732, %fm2735
  %fldp2737 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld2738 = load float, ptr %fldp2737, align 4
  %fm2739 = fmul float 6.000000e+00, %fld2738
  %fa2740 = fadd float %fa2736, %fm2739
  %fldp2741 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld2742 = load float, ptr %fldp2741, align 4
  %fm2743 = fmul float 4.000000e+00, %fld2742
  %fa2744 = fadd float %fa2740, %fm2743
  %fldp2745 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld2746 = load float, ptr %fldp2745, align 4
  %fa2747 = fadd float %fa2744, %fld2746
  %fldp2748 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld2749 = load float, ptr %fldp2748, align 4
  %fldp2750 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld2751 = load float, ptr %fldp2750, align 4
  %fm2752 = fmul float 4.000000e+00, %fld2751
  %fa2753 = fadd float %fld2749, %fm2752
  %fldp2754 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld2755 = load float, ptr %fldp2754, align 4
  %fm2756 = fmul float 6.000000e+00, %fld2755
  %fa2757 = fadd float %fa2753, %fm2756
  %fldp2758 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld2759 = load float, ptr %fldp2758, align 4
  %fm2760 = fmul float 4.000000e+00, %fld2759
  %fa2761 = fadd float %fa2757, %fm2760
  %fldp2762 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld2763 = load float, ptr %fldp2762, align 4
  %fa2764 = fadd float %fa2761, %fld2763
  %fm2765 = fmul float 4.000000e+00, %fa2764
  %fa2766 = fadd float %fa2747, %fm2765
  %fldp2767 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld2768 = load float, ptr %fldp2767, align 4
  %fldp2769 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld2770 = load float, ptr %fldp2769, align 4
  %fm2771 = fmul float 4.000000e+00, %fld2770
  %fa2772 = fadd float %fld2768, %fm2771
  %fldp2773 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld2774 = load float, ptr %fldp2773, align 4
  %fm2775 = fmul float 6.000000e+00, %fld2774
  %fa2776 = fadd float %fa2772, %fm2775
  %fldp2777 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld2778 = load float, ptr %fldp2777, align 4
  %fm2779 = fmul float 4.000000e+00, %fld2778
  %fa2780 = fadd float %fa2776, %fm2779
  %fldp2781 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld2782 = load float, ptr %fldp2781, align 4
  %fa2783 = fadd float %fa2780, %fld2782
  %fm2784 = fmul float 6.000000e+00, %fa2783
  %fa2785 = fadd float %fa2766, %fm2784
  %fldp2786 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld2787 = load float, ptr %fldp2786, align 4
  %fldp2788 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld2789 = load float, ptr %fldp2788, align 4
  %fm2790 = fmul float 4.000000e+00, %fld2789
  %fa2791 = fadd float %fld2787, %fm2790
  %fldp2792 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld2793 = load float, ptr %fldp2792, align 4
  %fm2794 = fmul float 6.000000e+00, %fld2793
  %fa2795 = fadd float %fa2791, %fm2794
  %fldp2796 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld2797 = load float, ptr %fldp2796, align 4
  %fm2798 = fmul float 4.000000e+00, %fld2797
  %fa2799 = fadd float %fa2795, %fm2798
  %fldp2800 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld2801 = load float, ptr %fldp2800, align 4
  %fa2802 = fadd float %fa2799, %fld2801
  %fm2803 = fmul float 4.000000e+00, %fa2802
  %fa2804 = fadd float %fa2785, %fm2803
  %fldp2805 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld2806 = load float, ptr %fldp2805, align 4
  %fldp2807 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld2808 = load float, ptr %fldp2807, align 4
  %fm2809 = fmul float 4.000000e+00, %fld2808
  %fa2810 = fadd float %fld2806, %fm2809
  %fldp2811 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld2812 = load float, ptr %fldp2811, align 4
  %fm2813 = fmul float 6.000000e+00, %fld2812
  %fa2814 = fadd float %fa2810, %fm2813
  %fldp2815 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld2816 = load float, ptr %fldp2815, align 4
  %fm2817 = fmul float 4.000000e+00, %fld2816
  %fa2818 = fadd float %fa2814, %fm2817
  %fldp2819 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld2820 = load float, ptr %fldp2819, align 4
  %fa2821 = fadd float %fa2818, %fld2820
  %fa2822 = fadd float %fa2804, %fa2821
  %fd2823 = fdiv float %fa2822, 2.560000e+02
  store float %fd2823, ptr %blurred_4, align 4
  %v2824 = load i64, ptr %i, align 8
  %v2825 = load i64, ptr %j, align 8
  %pos2826 = mul i64 0, %dim
  %pos2827 = add i64 %pos2826, %v2824
  %pos2828 = mul i64 %pos2827, %dim8
  %pos2829 = add i64 %pos2828, %v2825
  %v2830 = load float, ptr %blurred_4, align 4
  %elp2831 = getelementptr inbounds float, ptr %buf974, i64 %pos2829
  store float %v2830, ptr %elp2831, align 4, !alias.scope !3, !noalias !0
  %i2832 = load i64, ptr %j, align 8
  %next2833 = add i64 %i2832, 1
  store i64 %next2833, ptr %j, align 8
  br label %loop2302

exit2304:                                         ; preds = %loop2302
  br label %versions_done2301

loop2834:                                         ; preds = %ok3555, %checked2300
  %i2837 = load i64, ptr %j, align 8
  %more2838 = icmp slt i64 %i2837, %min33
  br i1 %more2838, label %body2835, label %exit2836

body2835:                                         ; preds = %loop2834
  %v2839 = load i64, ptr %i, align 8
  %add2840 = add i64 %v2839, -2
  %sub2841 = sub i64 %dim, 1
  %c2842 = icmp slt i64 %add2840, %sub2841
  %mm2843 = select i1 %c2842, i64 %add2840, i64 %sub2841
  %c2844 = icmp sgt i64 0, %mm2843
  %mm2845 = select i1 %c2844, i64 0, i64 %mm2843
  %j2846 = load i64, ptr %j, align 8
  %tap2847 = add i64 %j2846, -2
  %inb2848 = icmp ult i64 %mm2845, %dim
  br i1 %inb2848, label %ok2850, label %fail2849

exit2836:                                         ; preds = %loop2834
  br label %versions_done2301

fail2849:                                         ; preds = %body2835
  %errp2851 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2851, align 8
  %errp2852 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2852, align 8
  %errp2853 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2845, ptr %errp2853, align 8
  %errp2854 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2854, align 8
  ret i32 1

ok2850:                                           ; preds = %body2835
  %pos2855 = mul i64 0, %dim
  %pos2856 = add i64 %pos2855, %mm2845
  %inb2857 = icmp ult i64 %tap2847, %dim8
  br i1 %inb2857, label %ok2859, label %fail2858

fail2858:                                         ; preds = %ok2850
  %errp2860 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2860, align 8
  %errp2861 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2861, align 8
  %errp2862 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2847, ptr %errp2862, align 8
  %errp2863 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2863, align 8
  ret i32 1

ok2859:                                           ; preds = %ok2850
  %pos2864 = mul i64 %pos2856, %dim8
  %pos2865 = add i64 %pos2864, %tap2847
  %elp2866 = getelementptr inbounds float, ptr %buf, i64 %pos2865
  %el2867 = load float, ptr %elp2866, align 4, !alias.scope !0, !noalias !3
  store float %el2867, ptr %bright_7, align 4
  %v2868 = load i64, ptr %i, align 8
  %add2869 = add i64 %v2868, -2
  %sub2870 = sub i64 %dim, 1
  %c2871 = icmp slt i64 %add2869, %sub2870
  %mm2872 = select i1 %c2871, i64 %add2869, i64 %sub2870
  %c2873 = icmp sgt i64 0, %mm2872
  %mm2874 = select i1 %c2873, i64 0, i64 %mm2872
  %j2875 = load i64, ptr %j, align 8
  %tap2876 = add i64 %j2875, -1
  %inb2877 = icmp ult i64 %mm2874, %dim
  br i1 %inb2877, label %ok2879, label %fail2878

fail2878:                                         ; preds = %ok2859
  %errp2880 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2880, align 8
  %errp2881 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2881, align 8
  %errp2882 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2874, ptr %errp2882, align 8
  %errp2883 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2883, align 8
  ret i32 1

ok2879:                                           ; preds = %ok2859
  %pos2884 = mul i64 0, %dim
  %pos2885 = add i64 %pos2884, %mm2874
  %inb2886 = icmp ult i64 %tap2876, %dim8
  br i1 %inb2886, label %ok2888, label %fail2887

fail2887:                                         ; preds = %ok2879
  %errp2889 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2889, align 8
  %errp2890 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2890, align 8
  %errp2891 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2876, ptr %errp2891, align 8
  %errp2892 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2892, align 8
  ret i32 1

ok2888:                                           ; preds = %ok2879
  %pos2893 = mul i64 %pos2885, %dim8
  %pos2894 = add i64 %pos2893, %tap2876
  %elp2895 = getelementptr inbounds float, ptr %buf, i64 %pos2894
  %el2896 = load float, ptr %elp2895, align 4, !alias.scope !0, !noalias !3
  store float %el2896, ptr %bright_8, align 4
  %v2897 = load i64, ptr %i, align 8
  %add2898 = add i64 %v2897, -2
  %sub2899 = sub i64 %dim, 1
  %c2900 = icmp slt i64 %add2898, %sub2899
  %mm2901 = select i1 %c2900, i64 %add2898, i64 %sub2899
  %c2902 = icmp sgt i64 0, %mm2901
  %mm2903 = select i1 %c2902, i64 0, i64 %mm2901
  %j2904 = load i64, ptr %j, align 8
  %tap2905 = add i64 %j2904, 0
  %inb2906 = icmp ult i64 %mm2903, %dim
  br i1 %inb2906, label %ok2908, label %fail2907

fail2907:                                         ; preds = %ok2888
  %errp2909 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2909, align 8
  %errp2910 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2910, align 8
  %errp2911 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2903, ptr %errp2911, align 8
  %errp2912 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2912, align 8
  ret i32 1

ok2908:                                           ; preds = %ok2888
  %pos2913 = mul i64 0, %dim
  %pos2914 = add i64 %pos2913, %mm2903
  %inb2915 = icmp ult i64 %tap2905, %dim8
  br i1 %inb2915, label %ok2917, label %fail2916

fail2916:                                         ; preds = %ok2908
  %errp2918 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2918, align 8
  %errp2919 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2919, align 8
  %errp2920 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2905, ptr %errp2920, align 8
  %errp2921 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2921, align 8
  ret i32 1

ok2917:                                           ; preds = %ok2908
  %pos2922 = mul i64 %pos2914, %dim8
  %pos2923 = add i64 %pos2922, %tap2905
  %elp2924 = getelementptr inbounds float, ptr %buf, i64 %pos2923
  %el2925 = load float, ptr %elp2924, align 4, !alias.scope !0, !noalias !3
  store float %el2925, ptr %bright_9, align 4
  %v2926 = load i64, ptr %i, align 8
  %add2927 = add i64 %v2926, -2
  %sub2928 = sub i64 %dim, 1
  %c2929 = icmp slt i64 %add2927, %sub2928
  %mm2930 = select i1 %c2929, i64 %add2927, i64 %sub2928
  %c2931 = icmp sgt i64 0, %mm2930
  %mm2932 = select i1 %c2931, i64 0, i64 %mm2930
  %j2933 = load i64, ptr %j, align 8
  %tap2934 = add i64 %j2933, 1
  %inb2935 = icmp ult i64 %mm2932, %dim
  br i1 %inb2935, label %ok2937, label %fail2936

fail2936:                                         ; preds = %ok2917
  %errp2938 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2938, align 8
  %errp2939 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2939, align 8
  %errp2940 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2932, ptr %errp2940, align 8
  %errp2941 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2941, align 8
  ret i32 1

ok2937:                                           ; preds = %ok2917
  %pos2942 = mul i64 0, %dim
  %pos2943 = add i64 %pos2942, %mm2932
  %inb2944 = icmp ult i64 %tap2934, %dim8
  br i1 %inb2944, label %ok2946, label %fail2945

fail2945:                                         ; preds = %ok2937
  %errp2947 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2947, align 8
  %errp2948 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2948, align 8
  %errp2949 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2934, ptr %errp2949, align 8
  %errp2950 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2950, align 8
  ret i32 1

ok2946:                                           ; preds = %ok2937
  %pos2951 = mul i64 %pos2943, %dim8
  %pos2952 = add i64 %pos2951, %tap2934
  %elp2953 = getelementptr inbounds float, ptr %buf, i64 %pos2952
  %el2954 = load float, ptr %elp2953, align 4, !alias.scope !0, !noalias !3
  store float %el2954, ptr %bright_10, align 4
  %v2955 = load i64, ptr %i, align 8
  %add2956 = add i64 %v2955, -2
  %sub2957 = sub i64 %dim, 1
  %c2958 = icmp slt i64 %add2956, %sub2957
  %mm2959 = select i1 %c2958, i64 %add2956, i64 %sub2957
  %c2960 = icmp sgt i64 0, %mm2959
  %mm2961 = select i1 %c2960, i64 0, i64 %mm2959
  %j2962 = load i64, ptr %j, align 8
  %tap2963 = add i64 %j2962, 2
  %inb2964 = icmp ult i64 %mm2961, %dim
  br i1 %inb2964, label %ok2966, label %fail2965

fail2965:                                         ; preds = %ok2946
  %errp2967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2967, align 8
  %errp2968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2968, align 8
  %errp2969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2961, ptr %errp2969, align 8
  %errp2970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2970, align 8
  ret i32 1

ok2966:                                           ; preds = %ok2946
  %pos2971 = mul i64 0, %dim
  %pos2972 = add i64 %pos2971, %mm2961
  %inb2973 = icmp ult i64 %tap2963, %dim8
  br i1 %inb2973, label %ok2975, label %fail2974

fail2974:                                         ; preds = %ok2966
  %errp2976 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2976, align 8
  %errp2977 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2977, align 8
  %errp2978 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2963, ptr %errp2978, align 8
  %errp2979 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2979, align 8
  ret i32 1

ok2975:                                           ; preds = %ok2966
  %pos2980 = mul i64 %pos2972, %dim8
  %pos2981 = add i64 %pos2980, %tap2963
  %elp2982 = getelementptr inbounds float, ptr %buf, i64 %pos2981
  %el2983 = load float, ptr %elp2982, align 4, !alias.scope !0, !noalias !3
  store float %el2983, ptr %bright_11, align 4
  %v2984 = load i64, ptr %i, align 8
  %add2985 = add i64 %v2984, -1
  %sub2986 = sub i64 %dim, 1
  %c2987 = icmp slt i64 %add2985, %sub2986
  %mm2988 = select i1 %c2987, i64 %add2985, i64 %sub2986
  %c2989 = icmp sgt i64 0, %mm2988
  %mm2990 = select i1 %c2989, i64 0, i64 %mm2988
  %j2991 = load i64, ptr %j, align 8
  %tap2992 = add i64 %j2991, -2
  %inb2993 = icmp ult i64 %mm2990, %dim
  br i1 %inb2993, label %ok2995, label %fail2994

fail2994:                                         ; preds = %ok2975
  %errp2996 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2996, align 8
  %errp2997 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2997, align 8
  %errp2998 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2990, ptr %errp2998, align 8
  %errp2999 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2999, align 8
  ret i32 1

ok2995:                                           ; preds = %ok2975
  %pos3000 = mul i64 0, %dim
  %pos3001 = add i64 %pos3000, %mm2990
  %inb3002 = icmp ult i64 %tap2992, %dim8
  br i1 %inb3002, label %ok3004, label %fail3003

fail3003:                                         ; preds = %ok2995
  %errp3005 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3005, align 8
  %errp3006 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3006, align 8
  %errp3007 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2992, ptr %errp3007, align 8
  %errp3008 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3008, align 8
  ret i32 1

ok3004:                                           ; preds = %ok2995
  %pos3009 = mul i64 %pos3001, %dim8
  %pos3010 = add i64 %pos3009, %tap2992
  %elp3011 = getelementptr inbounds float, ptr %buf, i64 %pos3010
  %el3012 = load float, ptr %elp3011, align 4, !alias.scope !0, !noalias !3
  store float %el3012, ptr %bright_12, align 4
  %v3013 = load i64, ptr %i, align 8
  %add3014 = add i64 %v3013, -1
  %sub3015 = sub i64 %dim, 1
  %c3016 = icmp slt i64 %add3014, %sub3015
  %mm3017 = select i1 %c3016, i64 %add3014, i64 %sub3015
  %c3018 = icmp sgt i64 0, %mm3017
  %mm3019 = select i1 %c3018, i64 0, i64 %mm3017
  %j3020 = load i64, ptr %j, align 8
  %tap3021 = add i64 %j3020, -1
  %inb3022 = icmp ult i64 %mm3019, %dim
  br i1 %inb3022, label %ok3024, label %fail3023

fail3023:                                         ; preds = %ok3004
  %errp3025 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3025, align 8
  %errp3026 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3026, align 8
  %errp3027 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3019, ptr %errp3027, align 8
  %errp3028 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3028, align 8
  ret i32 1

ok3024:                                           ; preds = %ok3004
  %pos3029 = mul i64 0, %dim
  %pos3030 = add i64 %pos3029, %mm3019
  %inb3031 = icmp ult i64 %tap3021, %dim8
  br i1 %inb3031, label %ok3033, label %fail3032

fail3032:                                         ; preds = %ok3024
  %errp3034 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3034, align 8
  %errp3035 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3035, align 8
  %errp3036 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3021, ptr %errp3036, align 8
  %errp3037 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3037, align 8
  ret i32 1

ok3033:                                           ; preds = %ok3024
  %pos3038 = mul i64 %pos3030, %dim8
  %pos3039 = add i64 %pos3038, %tap3021
  %elp3040 = getelementptr inbounds float, ptr %buf, i64 %pos3039
  %el3041 = load float, ptr %elp3040, align 4, !alias.scope !0, !noalias !3
  store float %el3041, ptr %bright_13, align 4
  %v3042 = load i64, ptr %i, align 8
  %add3043 = add i64 %v3042, -1
  %sub3044 = sub i64 %dim, 1
  %c3045 = icmp slt i64 %add3043, %sub3044
  %mm3046 = select i1 %c3045, i64 %add3043, i64 %sub3044
  %c3047 = icmp sgt i64 0, %mm3046
  %mm3048 = select i1 %c3047, i64 0, i64 %mm3046
  %j3049 = load i64, ptr %j, align 8
  %tap3050 = add i64 %j3049, 0
  %inb3051 = icmp ult i64 %mm3048, %dim
  br i1 %inb3051, label %ok3053, label %fail3052

fail3052:                                         ; preds = %ok3033
  %errp3054 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3054, align 8
  %errp3055 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3055, align 8
  %errp3056 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3048, ptr %errp3056, align 8
  %errp3057 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3057, align 8
  ret i32 1

ok3053:                                           ; preds = %ok3033
  %pos3058 = mul i64 0, %dim
  %pos3059 = add i64 %pos3058, %mm3048
  %inb3060 = icmp ult i64 %tap3050, %dim8
  br i1 %inb3060, label %ok3062, label %fail3061

fail3061:                                         ; preds = %ok3053
  %errp3063 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3063, align 8
  %errp3064 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3064, align 8
  %errp3065 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3050, ptr %errp3065, align 8
  %errp3066 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3066, align 8
  ret i32 1

ok3062:                                           ; preds = %ok3053
  %pos3067 = mul i64 %pos3059, %dim8
  %pos3068 = add i64 %pos3067, %tap3050
  %elp3069 = getelementptr inbounds float, ptr %buf, i64 %pos3068
  %el3070 = load float, ptr %elp3069, align 4, !alias.scope !0, !noalias !3
  store float %el3070, ptr %bright_14, align 4
  %v3071 = load i64, ptr %i, align 8
  %add3072 = add i64 %v3071, -1
  %sub3073 = sub i64 %dim, 1
  %c3074 = icmp slt i64 %add3072, %sub3073
  %mm3075 = select i1 %c3074, i64 %add3072, i64 %sub3073
  %c3076 = icmp sgt i64 0, %mm3075
  %mm3077 = select i1 %c3076, i64 0, i64 %mm3075
  %j3078 = load i64, ptr %j, align 8
  %tap3079 = add i64 %j3078, 1
  %inb3080 = icmp ult i64 %mm3077, %dim
  br i1 %inb3080, label %ok3082, label %fail3081

fail3081:                                         ; preds = %ok3062
  %errp3083 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3083, align 8
  %errp3084 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3084, align 8
  %errp3085 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3077, ptr %errp3085, align 8
  %errp3086 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3086, align 8
  ret i32 1

ok3082:                                           ; preds = %ok3062
  %pos3087 = mul i64 0, %dim
  %pos3088 = add i64 %pos3087, %mm3077
  %inb3089 = icmp ult i64 %tap3079, %dim8
  br i1 %inb3089, label %ok3091, label %fail3090

fail3090:                                         ; preds = %ok3082
  %errp3092 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3092, align 8
  %errp3093 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3093, align 8
  %errp3094 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3079, ptr %errp3094, align 8
  %errp3095 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3095, align 8
  ret i32 1

ok3091:                                           ; preds = %ok3082
  %pos3096 = mul i64 %pos3088, %dim8
  %pos3097 = add i64 %pos3096, %tap3079
  %elp3098 = getelementptr inbounds float, ptr %buf, i64 %pos3097
  %el3099 = load float, ptr %elp3098, align 4, !alias.scope !0, !noalias !3
  store float %el3099, ptr %bright_15, align 4
  %v3100 = load i64, ptr %i, align 8
  %add3101 = add i64 %v3100, -1
  %sub3102 = sub i64 %dim, 1
  %c3103 = icmp slt i64 %add3101, %sub3102
  %mm3104 = select i1 %c3103, i64 %add3101, i64 %sub3102
  %c3105 = icmp sgt i64 0, %mm3104
  %mm3106 = select i1 %c3105, i64 0, i64 %mm3104
  %j3107 = load i64, ptr %j, align 8
  %tap3108 = add i64 %j3107, 2
  %inb3109 = icmp ult i64 %mm3106, %dim
  br i1 %inb3109, label %ok3111, label %fail3110

fail3110:                                         ; preds = %ok3091
  %errp3112 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3112, align 8
  %errp3113 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3113, align 8
  %errp3114 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3106, ptr %errp3114, align 8
  %errp3115 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3115, align 8
  ret i32 1

ok3111:                                           ; preds = %ok3091
  %pos3116 = mul i64 0, %dim
  %pos3117 = add i64 %pos3116, %mm3106
  %inb3118 = icmp ult i64 %tap3108, %dim8
  br i1 %inb3118, label %ok3120, label %fail3119

fail3119:                                         ; preds = %ok3111
  %errp3121 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3121, align 8
  %errp3122 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3122, align 8
  %errp3123 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3108, ptr %errp3123, align 8
  %errp3124 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3124, align 8
  ret i32 1

ok3120:                                           ; preds = %ok3111
  %pos3125 = mul i64 %pos3117, %dim8
  %pos3126 = add i64 %pos3125, %tap3108
  %elp3127 = getelementptr inbounds float, ptr %buf, i64 %pos3126
  %el3128 = load float, ptr %elp3127, align 4, !alias.scope !0, !noalias !3
  store float %el3128, ptr %bright_16, align 4
  %v3129 = load i64, ptr %i, align 8
  %add3130 = add i64 %v3129, 0
  %sub3131 = sub i64 %dim, 1
  %c3132 = icmp slt i64 %add3130, %sub3131
  %mm3133 = select i1 %c3132, i64 %add3130, i64 %sub3131
  %c3134 = icmp sgt i64 0, %mm3133
  %mm3135 = select i1 %c3134, i64 0, i64 %mm3133
  %j3136 = load i64, ptr %j, align 8
  %tap3137 = add i64 %j3136, -2
  %inb3138 = icmp ult i64 %mm3135, %dim
  br i1 %inb3138, label %ok3140, label %fail3139

fail3139:                                         ; preds = %ok3120
  %errp3141 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3141, align 8
  %errp3142 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3142, align 8
  %errp3143 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3135, ptr %errp3143, align 8
  %errp3144 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3144, align 8
  ret i32 1

ok3140:                                           ; preds = %ok3120
  %pos3145 = mul i64 0, %dim
  %pos3146 = add i64 %pos3145, %mm3135
  %inb3147 = icmp ult i64 %tap3137, %dim8
  br i1 %inb3147, label %ok3149, label %fail3148

fail3148:                                         ; preds = %ok3140
  %errp3150 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3150, align 8
  %errp3151 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3151, align 8
  %errp3152 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3137, ptr %errp3152, align 8
  %errp3153 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3153, align 8
  ret i32 1

ok3149:                                           ; preds = %ok3140
  %pos3154 = mul i64 %pos3146, %dim8
  %pos3155 = add i64 %pos3154, %tap3137
  %elp3156 = getelementptr inbounds float, ptr %buf, i64 %pos3155
  %el3157 = load float, ptr %elp3156, align 4, !alias.scope !0, !noalias !3
  store float %el3157, ptr %bright_17, align 4
  %v3158 = load i64, ptr %i, align 8
  %add3159 = add i64 %v3158, 0
  %sub3160 = sub i64 %dim, 1
  %c3161 = icmp slt i64 %add3159, %sub3160
  %mm3162 = select i1 %c3161, i64 %add3159, i64 %sub3160
  %c3163 = icmp sgt i64 0, %mm3162
  %mm3164 = select i1 %c3163, i64 0, i64 %mm3162
  %j3165 = load i64, ptr %j, align 8
  %tap3166 = add i64 %j3165, -1
  %inb3167 = icmp ult i64 %mm3164, %dim
  br i1 %inb3167, label %ok3169, label %fail3168

fail3168:                                         ; preds = %ok3149
  %errp3170 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3170, align 8
  %errp3171 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3171, align 8
  %errp3172 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3164, ptr %errp3172, align 8
  %errp3173 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3173, align 8
  ret i32 1

ok3169:                                           ; preds = %ok3149
  %pos3174 = mul i64 0, %dim
  %pos3175 = add i64 %pos3174, %mm3164
  %inb3176 = icmp ult i64 %tap3166, %dim8
  br i1 %inb3176, label %ok3178, label %fail3177

fail3177:                                         ; preds = %ok3169
  %errp3179 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3179, align 8
  %errp3180 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3180, align 8
  %errp3181 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3166, ptr %errp3181, align 8
  %errp3182 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3182, align 8
  ret i32 1

ok3178:                                           ; preds = %ok3169
  %pos3183 = mul i64 %pos3175, %dim8
  %pos3184 = add i64 %pos3183, %tap3166
  %elp3185 = getelementptr inbounds float, ptr %buf, i64 %pos3184
  %el3186 = load float, ptr %elp3185, align 4, !alias.scope !0, !noalias !3
  store float %el3186, ptr %bright_18, align 4
  %v3187 = load i64, ptr %i, align 8
  %add3188 = add i64 %v3187, 0
  %sub3189 = sub i64 %dim, 1
  %c3190 = icmp slt i64 %add3188, %sub3189
  %mm3191 = select i1 %c3190, i64 %add3188, i64 %sub3189
  %c3192 = icmp sgt i64 0, %mm3191
  %mm3193 = select i1 %c3192, i64 0, i64 %mm3191
  %j3194 = load i64, ptr %j, align 8
  %tap3195 = add i64 %j3194, 0
  %inb3196 = icmp ult i64 %mm3193, %dim
  br i1 %inb3196, label %ok3198, label %fail3197

fail3197:                                         ; preds = %ok3178
  %errp3199 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3199, align 8
  %errp3200 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3200, align 8
  %errp3201 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3193, ptr %errp3201, align 8
  %errp3202 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3202, align 8
  ret i32 1

ok3198:                                           ; preds = %ok3178
  %pos3203 = mul i64 0, %dim
  %pos3204 = add i64 %pos3203, %mm3193
  %inb3205 = icmp ult i64 %tap3195, %dim8
  br i1 %inb3205, label %ok3207, label %fail3206

fail3206:                                         ; preds = %ok3198
  %errp3208 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3208, align 8
  %errp3209 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3209, align 8
  %errp3210 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3195, ptr %errp3210, align 8
  %errp3211 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3211, align 8
  ret i32 1

ok3207:                                           ; preds = %ok3198
  %pos3212 = mul i64 %pos3204, %dim8
  %pos3213 = add i64 %pos3212, %tap3195
  %elp3214 = getelementptr inbounds float, ptr %buf, i64 %pos3213
  %el3215 = load float, ptr %elp3214, align 4, !alias.scope !0, !noalias !3
  store float %el3215, ptr %bright_19, align 4
  %v3216 = load i64, ptr %i, align 8
  %add3217 = add i64 %v3216, 0
  %sub3218 = sub i64 %dim, 1
  %c3219 = icmp slt i64 %add3217, %sub3218
  %mm3220 = select i1 %c3219, i64 %add3217, i64 %sub3218
  %c3221 = icmp sgt i64 0, %mm3220
  %mm3222 = select i1 %c3221, i64 0, i64 %mm3220
  %j3223 = load i64, ptr %j, align 8
  %tap3224 = add i64 %j3223, 1
  %inb3225 = icmp ult i64 %mm3222, %dim
  br i1 %inb3225, label %ok3227, label %fail3226

fail3226:                                         ; preds = %ok3207
  %errp3228 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3228, align 8
  %errp3229 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3229, align 8
  %errp3230 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3222, ptr %errp3230, align 8
  %errp3231 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3231, align 8
  ret i32 1

ok3227:                                           ; preds = %ok3207
  %pos3232 = mul i64 0, %dim
  %pos3233 = add i64 %pos3232, %mm3222
  %inb3234 = icmp ult i64 %tap3224, %dim8
  br i1 %inb3234, label %ok3236, label %fail3235

fail3235:                                         ; preds = %ok3227
  %errp3237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3237, align 8
  %errp3238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3238, align 8
  %errp3239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3224, ptr %errp3239, align 8
  %errp3240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3240, align 8
  ret i32 1

ok3236:                                           ; preds = %ok3227
  %pos3241 = mul i64 %pos3233, %dim8
  %pos3242 = add i64 %pos3241, %tap3224
  %elp3243 = getelementptr inbounds float, ptr %buf, i64 %pos3242
  %el3244 = load float, ptr %elp3243, align 4, !alias.scope !0, !noalias !3
  store float %el3244, ptr %bright_20, align 4
  %v3245 = load i64, ptr %i, align 8
  %add3246 = add i64 %v3245, 0
  %sub3247 = sub i64 %dim, 1
  %c3248 = icmp slt i64 %add3246, %sub3247
  %mm3249 = select i1 %c3248, i64 %add3246, i64 %sub3247
  %c3250 = icmp sgt i64 0, %mm3249
  %mm3251 = select i1 %c3250, i64 0, i64 %mm3249
  %j3252 = load i64, ptr %j, align 8
  %tap3253 = add i64 %j3252, 2
  %inb3254 = icmp ult i64 %mm3251, %dim
  br i1 %inb3254, label %ok3256, label %fail3255

fail3255:                                         ; preds = %ok3236
  %errp3257 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3257, align 8
  %errp3258 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3258, align 8
  %errp3259 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3251, ptr %errp3259, align 8
  %errp3260 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3260, align 8
  ret i32 1

ok3256:                                           ; preds = %ok3236
  %pos3261 = mul i64 0, %dim
  %pos3262 = add i64 %pos3261, %mm3251
  %inb3263 = icmp ult i64 %tap3253, %dim8
  br i1 %inb3263, label %ok3265, label %fail3264

fail3264:                                         ; preds = %ok3256
  %errp3266 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3266, align 8
  %errp3267 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3267, align 8
  %errp3268 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3253, ptr %errp3268, align 8
  %errp3269 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3269, align 8
  ret i32 1

ok3265:                                           ; preds = %ok3256
  %pos3270 = mul i64 %pos3262, %dim8
  %pos3271 = add i64 %pos3270, %tap3253
  %elp3272 = getelementptr inbounds float, ptr %buf, i64 %pos3271
  %el3273 = load float, ptr %elp3272, align 4, !alias.scope !0, !noalias !3
  store float %el3273, ptr %bright_21, align 4
  %v3274 = load i64, ptr %i, align 8
  %add3275 = add i64 %v3274, 1
  %sub3276 = sub i64 %dim, 1
  %c3277 = icmp slt i64 %add3275, %sub3276
  %mm3278 = select i1 %c3277, i64 %add3275, i64 %sub3276
  %c3279 = icmp sgt i64 0, %mm3278
  %mm3280 = select i1 %c3279, i64 0, i64 %mm3278
  %j3281 = load i64, ptr %j, align 8
  %tap3282 = add i64 %j3281, -2
  %inb3283 = icmp ult i64 %mm3280, %dim
  br i1 %inb3283, label %ok3285, label %fail3284

fail3284:                                         ; preds = %ok3265
  %errp3286 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3286, align 8
  %errp3287 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3287, align 8
  %errp3288 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3280, ptr %errp3288, align 8
  %errp3289 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3289, align 8
  ret i32 1

ok3285:                                           ; preds = %ok3265
  %pos3290 = mul i64 0, %dim
  %pos3291 = add i64 %pos3290, %mm3280
  %inb3292 = icmp ult i64 %tap3282, %dim8
  br i1 %inb3292, label %ok3294, label %fail3293

fail3293:                                         ; preds = %ok3285
  %errp3295 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3295, align 8
  %errp3296 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3296, align 8
  %errp3297 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3282, ptr %errp3297, align 8
  %errp3298 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3298, align 8
  ret i32 1

ok3294:                                           ; preds = %ok3285
  %pos3299 = mul i64 %pos3291, %dim8
  %pos3300 = add i64 %pos3299, %tap3282
  %elp3301 = getelementptr inbounds float, ptr %buf, i64 %pos3300
  %el3302 = load float, ptr %elp3301, align 4, !alias.scope !0, !noalias !3
  store float %el3302, ptr %bright_22, align 4
  %v3303 = load i64, ptr %i, align 8
  %add3304 = add i64 %v3303, 1
  %sub3305 = sub i64 %dim, 1
  %c3306 = icmp slt i64 %add3304, %sub3305
  %mm3307 = select i1 %c3306, i64 %add3304, i64 %sub3305
  %c3308 = icmp sgt i64 0, %mm3307
  %mm3309 = select i1 %c3308, i64 0, i64 %mm3307
  %j3310 = load i64, ptr %j, align 8
  %tap3311 = add i64 %j3310, -1
  %inb3312 = icmp ult i64 %mm3309, %dim
  br i1 %inb3312, label %ok3314, label %fail3313

fail3313:                                         ; preds = %ok3294
  %errp3315 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3315, align 8
  %errp3316 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3316, align 8
  %errp3317 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3309, ptr %errp3317, align 8
  %errp3318 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3318, align 8
  ret i32 1

ok3314:                                           ; preds = %ok3294
  %pos3319 = mul i64 0, %dim
  %pos3320 = add i64 %pos3319, %mm3309
  %inb3321 = icmp ult i64 %tap3311, %dim8
  br i1 %inb3321, label %ok3323, label %fail3322

fail3322:                                         ; preds = %ok3314
  %errp3324 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3324, align 8
  %errp3325 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3325, align 8
  %errp3326 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3311, ptr %errp3326, align 8
  %errp3327 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3327, align 8
  ret i32 1

ok3323:                                           ; preds = %ok3314
  %pos3328 = mul i64 %pos3320, %dim8
  %pos3329 = add i64 %pos3328, %tap3311
  %elp3330 = getelementptr inbounds float, ptr %buf, i64 %pos3329
  %el3331 = load float, ptr %elp3330, align 4, !alias.scope !0, !noalias !3
  store float %el3331, ptr %bright_23, align 4
  %v3332 = load i64, ptr %i, align 8
  %add3333 = add i64 %v3332, 1
  %sub3334 = sub i64 %dim, 1
  %c3335 = icmp slt i64 %add3333, %sub3334
  %mm3336 = select i1 %c3335, i64 %add3333, i64 %sub3334
  %c3337 = icmp sgt i64 0, %mm3336
  %mm3338 = select i1 %c3337, i64 0, i64 %mm3336
  %j3339 = load i64, ptr %j, align 8
  %tap3340 = add i64 %j3339, 0
  %inb3341 = icmp ult i64 %mm3338, %dim
  br i1 %inb3341, label %ok3343, label %fail3342

fail3342:                                         ; preds = %ok3323
  %errp3344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3344, align 8
  %errp3345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3345, align 8
  %errp3346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3338, ptr %errp3346, align 8
  %errp3347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3347, align 8
  ret i32 1

ok3343:                                           ; preds = %ok3323
  %pos3348 = mul i64 0, %dim
  %pos3349 = add i64 %pos3348, %mm3338
  %inb3350 = icmp ult i64 %tap3340, %dim8
  br i1 %inb3350, label %ok3352, label %fail3351

fail3351:                                         ; preds = %ok3343
  %errp3353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3353, align 8
  %errp3354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3354, align 8
  %errp3355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3340, ptr %errp3355, align 8
  %errp3356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3356, align 8
  ret i32 1

ok3352:                                           ; preds = %ok3343
  %pos3357 = mul i64 %pos3349, %dim8
  %pos3358 = add i64 %pos3357, %tap3340
  %elp3359 = getelementptr inbounds float, ptr %buf, i64 %pos3358
  %el3360 = load float, ptr %elp3359, align 4, !alias.scope !0, !noalias !3
  store float %el3360, ptr %bright_24, align 4
  %v3361 = load i64, ptr %i, align 8
  %add3362 = add i64 %v3361, 1
  %sub3363 = sub i64 %dim, 1
  %c3364 = icmp slt i64 %add3362, %sub3363
  %mm3365 = select i1 %c3364, i64 %add3362, i64 %sub3363
  %c3366 = icmp sgt i64 0, %mm3365
  %mm3367 = select i1 %c3366, i64 0, i64 %mm3365
  %j3368 = load i64, ptr %j, align 8
  %tap3369 = add i64 %j3368, 1
  %inb3370 = icmp ult i64 %mm3367, %dim
  br i1 %inb3370, label %ok3372, label %fail3371

fail3371:                                         ; preds = %ok3352
  %errp3373 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3373, align 8
  %errp3374 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3374, align 8
  %errp3375 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3367, ptr %errp3375, align 8
  %errp3376 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3376, align 8
  ret i32 1

ok3372:                                           ; preds = %ok3352
  %pos3377 = mul i64 0, %dim
  %pos3378 = add i64 %pos3377, %mm3367
  %inb3379 = icmp ult i64 %tap3369, %dim8
  br i1 %inb3379, label %ok3381, label %fail3380

fail3380:                                         ; preds = %ok3372
  %errp3382 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3382, align 8
  %errp3383 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3383, align 8
  %errp3384 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3369, ptr %errp3384, align 8
  %errp3385 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3385, align 8
  ret i32 1

ok3381:                                           ; preds = %ok3372
  %pos3386 = mul i64 %pos3378, %dim8
  %pos3387 = add i64 %pos3386, %tap3369
  %elp3388 = getelementptr inbounds float, ptr %buf, i64 %pos3387
  %el3389 = load float, ptr %elp3388, align 4, !alias.scope !0, !noalias !3
  store float %el3389, ptr %bright_25, align 4
  %v3390 = load i64, ptr %i, align 8
  %add3391 = add i64 %v3390, 1
  %sub3392 = sub i64 %dim, 1
  %c3393 = icmp slt i64 %add3391, %sub3392
  %mm3394 = select i1 %c3393, i64 %add3391, i64 %sub3392
  %c3395 = icmp sgt i64 0, %mm3394
  %mm3396 = select i1 %c3395, i64 0, i64 %mm3394
  %j3397 = load i64, ptr %j, align 8
  %tap3398 = add i64 %j3397, 2
  %inb3399 = icmp ult i64 %mm3396, %dim
  br i1 %inb3399, label %ok3401, label %fail3400

fail3400:                                         ; preds = %ok3381
  %errp3402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3402, align 8
  %errp3403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3403, align 8
  %errp3404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3396, ptr %errp3404, align 8
  %errp3405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3405, align 8
  ret i32 1

ok3401:                                           ; preds = %ok3381
  %pos3406 = mul i64 0, %dim
  %pos3407 = add i64 %pos3406, %mm3396
  %inb3408 = icmp ult i64 %tap3398, %dim8
  br i1 %inb3408, label %ok3410, label %fail3409

fail3409:                                         ; preds = %ok3401
  %errp3411 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3411, align 8
  %errp3412 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3412, align 8
  %errp3413 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3398, ptr %errp3413, align 8
  %errp3414 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3414, align 8
  ret i32 1

ok3410:                                           ; preds = %ok3401
  %pos3415 = mul i64 %pos3407, %dim8
  %pos3416 = add i64 %pos3415, %tap3398
  %elp3417 = getelementptr inbounds float, ptr %buf, i64 %pos3416
  %el3418 = load float, ptr %elp3417, align 4, !alias.scope !0, !noalias !3
  store float %el3418, ptr %bright_26, align 4
  %v3419 = load i64, ptr %i, align 8
  %add3420 = add i64 %v3419, 2
  %sub3421 = sub i64 %dim, 1
  %c3422 = icmp slt i64 %add3420, %sub3421
  %mm3423 = select i1 %c3422, i64 %add3420, i64 %sub3421
  %c3424 = icmp sgt i64 0, %mm3423
  %mm3425 = select i1 %c3424, i64 0, i64 %mm3423
  %j3426 = load i64, ptr %j, align 8
  %tap3427 = add i64 %j3426, -2
  %inb3428 = icmp ult i64 %mm3425, %dim
  br i1 %inb3428, label %ok3430, label %fail3429

fail3429:                                         ; preds = %ok3410
  %errp3431 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3431, align 8
  %errp3432 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3432, align 8
  %errp3433 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3425, ptr %errp3433, align 8
  %errp3434 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3434, align 8
  ret i32 1

ok3430:                                           ; preds = %ok3410
  %pos3435 = mul i64 0, %dim
  %pos3436 = add i64 %pos3435, %mm3425
  %inb3437 = icmp ult i64 %tap3427, %dim8
  br i1 %inb3437, label %ok3439, label %fail3438

fail3438:                                         ; preds = %ok3430
  %errp3440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3440, align 8
  %errp3441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3441, align 8
  %errp3442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3427, ptr %errp3442, align 8
  %errp3443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3443, align 8
  ret i32 1

ok3439:                                           ; preds = %ok3430
  %pos3444 = mul i64 %pos3436, %dim8
  %pos3445 = add i64 %pos3444, %tap3427
  %elp3446 = getelementptr inbounds float, ptr %buf, i64 %pos3445
  %el3447 = load float, ptr %elp3446, align 4, !alias.scope !0, !noalias !3
  store float %el3447, ptr %bright_27, align 4
  %v3448 = load i64, ptr %i, align 8
  %add3449 = add i64 %v3448, 2
  %sub3450 = sub i64 %dim, 1
  %c3451 = icmp slt i64 %add3449, %sub3450
  %mm3452 = select i1 %c3451, i64 %add3449, i64 %sub3450
  %c3453 = icmp sgt i64 0, %mm3452
  %mm3454 = select i1 %c3453, i64 0, i64 %mm3452
  %j3455 = load i64, ptr %j, align 8
  %tap3456 = add i64 %j3455, -1
  %inb3457 = icmp ult i64 %mm3454, %dim
  br i1 %inb3457, label %ok3459, label %fail3458

fail3458:                                         ; preds = %ok3439
  %errp3460 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3460, align 8
  %errp3461 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3461, align 8
  %errp3462 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3454, ptr %errp3462, align 8
  %errp3463 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3463, align 8
  ret i32 1

ok3459:                                           ; preds = %ok3439
  %pos3464 = mul i64 0, %dim
  %pos3465 = add i64 %pos3464, %mm3454
  %inb3466 = icmp ult i64 %tap3456, %dim8
  br i1 %inb3466, label %ok3468, label %fail3467

fail3467:                                         ; preds = %ok3459
  %errp3469 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3469, align 8
  %errp3470 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3470, align 8
  %errp3471 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3456, ptr %errp3471, align 8
  %errp3472 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3472, align 8
  ret i32 1

ok3468:                                           ; preds = %ok3459
  %pos3473 = mul i64 %pos3465, %dim8
  %pos3474 = add i64 %pos3473, %tap3456
  %elp3475 = getelementptr inbounds float, ptr %buf, i64 %pos3474
  %el3476 = load float, ptr %elp3475, align 4, !alias.scope !0, !noalias !3
  store float %el3476, ptr %bright_28, align 4
  %v3477 = load i64, ptr %i, align 8
  %add3478 = add i64 %v3477, 2
  %sub3479 = sub i64 %dim, 1
  %c3480 = icmp slt i64 %add3478, %sub3479
  %mm3481 = select i1 %c3480, i64 %add3478, i64 %sub3479
  %c3482 = icmp sgt i64 0, %mm3481
  %mm3483 = select i1 %c3482, i64 0, i64 %mm3481
  %j3484 = load i64, ptr %j, align 8
  %tap3485 = add i64 %j3484, 0
  %inb3486 = icmp ult i64 %mm3483, %dim
  br i1 %inb3486, label %ok3488, label %fail3487

fail3487:                                         ; preds = %ok3468
  %errp3489 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3489, align 8
  %errp3490 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3490, align 8
  %errp3491 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3483, ptr %errp3491, align 8
  %errp3492 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3492, align 8
  ret i32 1

ok3488:                                           ; preds = %ok3468
  %pos3493 = mul i64 0, %dim
  %pos3494 = add i64 %pos3493, %mm3483
  %inb3495 = icmp ult i64 %tap3485, %dim8
  br i1 %inb3495, label %ok3497, label %fail3496

fail3496:                                         ; preds = %ok3488
  %errp3498 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3498, align 8
  %errp3499 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3499, align 8
  %errp3500 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3485, ptr %errp3500, align 8
  %errp3501 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3501, align 8
  ret i32 1

ok3497:                                           ; preds = %ok3488
  %pos3502 = mul i64 %pos3494, %dim8
  %pos3503 = add i64 %pos3502, %tap3485
  %elp3504 = getelementptr inbounds float, ptr %buf, i64 %pos3503
  %el3505 = load float, ptr %elp3504, align 4, !alias.scope !0, !noalias !3
  store float %el3505, ptr %bright_29, align 4
  %v3506 = load i64, ptr %i, align 8
  %add3507 = add i64 %v3506, 2
  %sub3508 = sub i64 %dim, 1
  %c3509 = icmp slt i64 %add3507, %sub3508
  %mm3510 = select i1 %c3509, i64 %add3507, i64 %sub3508
  %c3511 = icmp sgt i64 0, %mm3510
  %mm3512 = select i1 %c3511, i64 0, i64 %mm3510
  %j3513 = load i64, ptr %j, align 8
  %tap3514 = add i64 %j3513, 1
  %inb3515 = icmp ult i64 %mm3512, %dim
  br i1 %inb3515, label %ok3517, label %fail3516

fail3516:                                         ; preds = %ok3497
  %errp3518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3518, align 8
  %errp3519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3519, align 8
  %errp3520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3512, ptr %errp3520, align 8
  %errp3521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3521, align 8
  ret i32 1

ok3517:                                           ; preds = %ok3497
  %pos3522 = mul i64 0, %dim
  %pos3523 = add i64 %pos3522, %mm3512
  %inb3524 = icmp ult i64 %tap3514, %dim8
  br i1 %inb3524, label %ok3526, label %fail3525

fail3525:                                         ; preds = %ok3517
  %errp3527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3527, align 8
  %errp3528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3528, align 8
  %errp3529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3514, ptr %errp3529, align 8
  %errp3530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3530, align 8
  ret i32 1

ok3526:                                           ; preds = %ok3517
  %pos3531 = mul i64 %pos3523, %dim8
  %pos3532 = add i64 %pos3531, %tap3514
  %elp3533 = getelementptr inbounds float, ptr %buf, i64 %pos3532
  %el3534 = load float, ptr %elp3533, align 4, !alias.scope !0, !noalias !3
  store float %el3534, ptr %bright_30, align 4
  %v3535 = load i64, ptr %i, align 8
  %add3536 = add i64 %v3535, 2
  %sub3537 = sub i64 %dim, 1
  %c3538 = icmp slt i64 %add3536, %sub3537
  %mm3539 = select i1 %c3538, i64 %add3536, i64 %sub3537
  %c3540 = icmp sgt i64 0, %mm3539
  %mm3541 = select i1 %c3540, i64 0, i64 %mm3539
  %j3542 = load i64, ptr %j, align 8
  %tap3543 = add i64 %j3542, 2
  %inb3544 = icmp ult i64 %mm3541, %dim
  br i1 %inb3544, label %ok3546, label %fail3545

fail3545:                                         ; preds = %ok3526
  %errp3547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3547, align 8
  %errp3548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3548, align 8
  %errp3549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3541, ptr %errp3549, align 8
  %errp3550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3550, align 8
  ret i32 1

ok3546:                                           ; preds = %ok3526
  %pos3551 = mul i64 0, %dim
  %pos3552 = add i64 %pos3551, %mm3541
  %inb3553 = icmp ult i64 %tap3543, %dim8
  br i1 %inb3553, label %ok3555, label %fail3554

fail3554:                                         ; preds = %ok3546
  %errp3556 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3556, align 8
  %errp3557 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3557, align 8
  %errp3558 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3543, ptr %errp3558, align 8
  %errp3559 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3559, align 8
  ret i32 1

ok3555:                                           ; preds = %ok3546
  %pos3560 = mul i64 %pos3552, %dim8
  %pos3561 = add i64 %pos3560, %tap3543
  %elp3562 = getelementptr inbounds float, ptr %buf, i64 %pos3561
  %el3563 = load float, ptr %elp3562, align 4, !alias.scope !0, !noalias !3
  store float %el3563, ptr %bright_31, align 4
  %v3564 = load float, ptr %bright_7, align 4
  %tup3565 = insertvalue { float, float, float, float, float } undef, float %v3564, 0
  %v3566 = load float, ptr %bright_8, align 4
  %tup3567 = insertvalue { float, float, float, float, float } %tup3565, float %v3566, 1
  %v3568 = load float, ptr %bright_9, align 4
  %tup3569 = insertvalue { float, float, float, float, float } %tup3567, float %v3568, 2
  %v3570 = load float, ptr %bright_10, align 4
  %tup3571 = insertvalue { float, float, float, float, float } %tup3569, float %v3570, 3
  %v3572 = load float, ptr %bright_11, align 4
  %tup3573 = insertvalue { float, float, float, float, float } %tup3571, float %v3572, 4
  store { float, float, float, float, float } %tup3573, ptr %"%cse0_32", align 4
  %v3574 = load float, ptr %bright_12, align 4
  %tup3575 = insertvalue { float, float, float, float, float } undef, float %v3574, 0
  %v3576 = load float, ptr %bright_13, align 4
  %tup3577 = insertvalue { float, float, float, float, float } %tup3575, float %v3576, 1
  %v3578 = load float, ptr %bright_14, align 4
  %tup3579 = insertvalue { float, float, float, float, float } %tup3577, float %v3578, 2
  %v3580 = load float, ptr %bright_15, align 4
  %tup3581 = insertvalue { float, float, float, float, float } %tup3579, float %v3580, 3
  %v3582 = load float, ptr %bright_16, align 4
  %tup3583 = insertvalue { float, float, float, float, float } %tup3581, float %v3582, 4
  store { float, float, float, float, float } %tup3583, ptr %"%cse1_33", align 4
  %v3584 = load float, ptr %bright_17, align 4
  %tup3585 = insertvalue { float, float, float, float, float } undef, float %v3584, 0
  %v3586 = load float, ptr %bright_18, align 4
  %tup3587 = insertvalue { float, float, float, float, float } %tup3585, float %v3586, 1
  %v3588 = load float, ptr %bright_19, align 4
  %tup3589 = insertvalue { float, float, float, float, float } %tup3587, float %v3588, 2
  %v3590 = load float, ptr %bright_20, align 4
  %tup3591 = insertvalue { float, float, float, float, float } %tup3589, float %v3590, 3
  %v3592 = load float, ptr %bright_21, align 4
  %tup3593 = insertvalue { float, float, float, float, float } %tup3591, float %v3592, 4
  store { float, float, float, float, float } %tup3593, ptr %"%cse2_34", align 4
  %v3594 = load float, ptr %bright_22, align 4
  %tup3595 = insertvalue { float, float, float, float, float } undef, float %v3594, 0
  %v3596 = load float, ptr %bright_23, align 4
  %tup3597 = insertvalue { float, float, float, float, float } %tup3595, float %v3596, 1
  %v3598 = load float, ptr %bright_24, align 4
  %tup3599 = insertvalue { float, float, float, float, float } %tup3597, float %v3598, 2
  %v3600 = load float, ptr %bright_25, align 4
  %tup3601 = insertvalue { float, float, float, float, float } %tup3599, float %v3600, 3
  %v3602 = load float, ptr %bright_26, align 4
  %tup3603 = insertvalue { float, float, float, float, float } %tup3601, float %v3602, 4
  store { float, float, float, float, float } %tup3603, ptr %"%cse3_35", align 4
  %v3604 = load float, ptr %bright_27, align 4
  %tup3605 = insertvalue { float, float, float, float, float } undef, float %v3604, 0
  %v3606 = load float, ptr %bright_28, align 4
  %tup3607 = insertvalue { float, float, float, float, float } %tup3605, float %v3606, 1
  %v3608 = load float, ptr %bright_29, align 4
  %tup3609 = insertvalue { float, float, float, float, float } %tup3607, float %v3608, 2
  %v3610 = load float, ptr %bright_30, align 4
  %tup3611 = insertvalue { float, float, float, float, float } %tup3609, float %v3610, 3
  %v3612 = load float, ptr %bright_31, align 4
  %tup3613 = insertvalue { float, float, float, float, float } %tup3611, float %v3612, 4
  store { float, float, float, float, float } %tup3613, ptr %"%cse4_36", align 4
  %fldp3614 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld3615 = load float, ptr %fldp3614, align 4
  %fldp3616 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld3617 = load float, ptr %fldp3616, align 4
  %fm3618 = fmul float 4.000000e+00, %fld3617
  %fa3619 = fadd float %fld3615, %fm3618
  %fldp3620 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld3621 = load float, ptr %fldp3620, align 4
  %fm3622 = fmul float 6.000000e+00, %fld3621
  %fa3623 = fadd float %fa3619, %fm3622
  %fldp3624 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld3625 = load float, ptr %fldp3624, align 4
  %fm3626 = fmul float 4.000000e+00, %fld3625
  %fa3627 = fadd float %fa3623, %fm3626
  %fldp3628 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld3629 = load float, ptr %fldp3628, align 4
  %fa3630 = fadd float %fa3627, %fld3629
  %fldp3631 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld3632 = load float, ptr %fldp3631, align 4
  %fldp3633 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld3634 = load float, ptr %fldp3633, align 4
  %fm3635 = fmul float 4.000000e+00, %fld3634
  %fa3636 = fadd float %fld3632, %fm3635
  %fldp3637 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld3638 = load float, ptr %fldp3637, align 4
  %fm3639 = fmul float 6.000000e+00, %fld3638
  %fa3640 = fadd float %fa3636, %fm3639
  %fldp3641 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld3642 = load float, ptr %fldp3641, align 4
  %fm3643 = fmul float 4.000000e+00, %fld3642
  %fa3644 = fadd float %fa3640, %fm3643
  %fldp3645 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld3646 = load float, ptr %fldp3645, align 4
  %fa3647 = fadd float %fa3644, %fld3646
  %fm3648 = fmul float 4.000000e+00, %fa3647
  %fa3649 = fadd float %fa3630, %fm3648
  %fldp3650 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld3651 = load float, ptr %fldp3650, align 4
  %fldp3652 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld3653 = load float, ptr %fldp3652, align 4
  %fm3654 = fmul float 4.000000e+00, %fld3653
  %fa3655 = fadd float %fld3651, %fm3654
  %fldp3656 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld3657 = load float, ptr %fldp3656, align 4
  %fm3658 = fmul float 6.000000e+00, %fld3657
  %fa3659 = fadd float %fa3655, %fm3658
  %fldp3660 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld3661 = load float, ptr %fldp3660, align 4
  %fm3662 = fmul float 4.000000e+00, %fld3661
  %fa3663 = fadd float %fa3659, %fm3662
  %fldp3664 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld3665 = load float, ptr %fldp3664, align 4
  %fa3666 = fadd float %fa3663, %fld3665
  %fm3667 = fmul float 6.000000e+00, %fa3666
  %fa3668 = fadd float %fa3649, %fm3667
  %fldp3669 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld3670 = load float, ptr %fldp3669, align 4
  %fldp3671 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld3672 = load float, ptr %fldp3671, align 4
  %fm3673 = fmul float 4.000000e+00, %fld3672
  %fa3674 = fadd float %fld3670, %fm3673
  %fldp3675 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld3676 = load float, ptr %fldp3675, align 4
  %fm3677 = fmul float 6.000000e+00, %fld3676
  %fa3678 = fadd float %fa3674, %fm3677
  %fldp3679 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld3680 = load float, ptr %fldp3679, align 4
  %fm3681 = fmul float 4.000000e+00, %fld3680
  %fa3682 = fadd float %fa3678, %fm3681
  %fldp3683 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld3684 = load float, ptr %fldp3683, align 4
  %fa3685 = fadd float %fa3682, %fld3684
  %fm3686 = fmul float 4.000000e+00, %fa3685
  %fa3687 = fadd float %fa3668, %fm3686
  %fldp3688 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld3689 = load float, ptr %fldp3688, align 4
  %fldp3690 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld3691 = load float, ptr %fldp3690, align 4
  %fm3692 = fmul float 4.000000e+00, %fld3691
  %fa3693 = fadd float %fld3689, %fm3692
  %fldp3694 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld3695 = load float, ptr %fldp3694, align 4
  %fm3696 = fmul float 6.000000e+00, %fld3695
  %fa3697 = fadd float %fa3693, %fm3696
  %fldp3698 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld3699 = load float, ptr %fldp3698, align 4
  %fm3700 = fmul float 4.000000e+00, %fld3699
  %fa3701 = fadd float %fa3697, %fm3700
  %fldp3702 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld3703 = load float, ptr %fldp3702, align 4
  %fa3704 = fadd float %fa3701, %fld3703
  %fa3705 = fadd float %fa3687, %fa3704
  %fd3706 = fdiv float %fa3705, 2.560000e+02
  store float %fd3706, ptr %blurred_4, align 4
  %v3707 = load i64, ptr %i, align 8
  %v3708 = load i64, ptr %j, align 8
  %pos3709 = mul i64 0, %dim
  %pos3710 = add i64 %pos3709, %v3707
  %pos3711 = mul i64 %pos3710, %dim8
  %pos3712 = add i64 %pos3711, %v3708
  %v3713 = load float, ptr %blurred_4, align 4
  %elp3714 = getelementptr inbounds float, ptr %buf974, i64 %pos3712
  store float %v3713, ptr %elp3714, align 4, !alias.scope !3, !noalias !0
  %i3715 = load i64, ptr %j, align 8
  %next3716 = add i64 %i3715, 1
  store i64 %next3716, ptr %j, align 8
  br label %loop2834

proved4032:                                       ; preds = %versions_done2301
  store i64 %min33, ptr %j, align 8
  br label %loop4035

checked4033:                                      ; preds = %versions_done2301
  store i64 %min33, ptr %j, align 8
  br label %loop4693

versions_done4034:                                ; preds = %exit4695, %exit4037
  %i5701 = load i64, ptr %i, align 8
  %next5702 = add i64 %i5701, 1
  store i64 %next5702, ptr %i, align 8
  br label %loop

loop4035:                                         ; preds = %body4036, %proved4032
  %i4038 = load i64, ptr %j, align 8
  %more4039 = icmp slt i64 %i4038, %dim8
  br i1 %more4039, label %body4036, label %exit4037

body4036:                                         ; preds = %loop4035
  %v4040 = load i64, ptr %i, align 8
  %add4041 = add i64 %v4040, -2
  %sub4042 = sub i64 %dim, 1
  %c4043 = icmp slt i64 %add4041, %sub4042
  %mm4044 = select i1 %c4043, i64 %add4041, i64 %sub4042
  %c4045 = icmp sgt i64 0, %mm4044
  %mm4046 = select i1 %c4045, i64 0, i64 %mm4044
  %v4047 = load i64, ptr %j, align 8
  %add4048 = add i64 %v4047, -2
  %sub4049 = sub i64 %dim8, 1
  %c4050 = icmp slt i64 %add4048, %sub4049
  %mm4051 = select i1 %c4050, i64 %add4048, i64 %sub4049
  %c4052 = icmp sgt i64 0, %mm4051
  %mm4053 = select i1 %c4052, i64 0, i64 %mm4051
  %pos4054 = mul i64 0, %dim
  %pos4055 = add i64 %pos4054, %mm4046
  %pos4056 = mul i64 %pos4055, %dim8
  %pos4057 = add i64 %pos4056, %mm4053
  %elp4058 = getelementptr inbounds float, ptr %buf, i64 %pos4057
  %el4059 = load float, ptr %elp4058, align 4, !alias.scope !0, !noalias !3
  store float %el4059, ptr %bright_7, align 4
  %v4060 = load i64, ptr %i, align 8
  %add4061 = add i64 %v4060, -2
  %sub4062 = sub i64 %dim, 1
  %c4063 = icmp slt i64 %add4061, %sub4062
  %mm4064 = select i1 %c4063, i64 %add4061, i64 %sub4062
  %c4065 = icmp sgt i64 0, %mm4064
  %mm4066 = select i1 %c4065, i64 0, i64 %mm4064
  %v4067 = load i64, ptr %j, align 8
  %add4068 = add i64 %v4067, -1
  %sub4069 = sub i64 %dim8, 1
  %c4070 = icmp slt i64 %add4068, %sub4069
  %mm4071 = select i1 %c4070, i64 %add4068, i64 %sub4069
  %c4072 = icmp sgt i64 0, %mm4071
  %mm4073 = select i1 %c4072, i64 0, i64 %mm4071
  %pos4074 = mul i64 0, %dim
  %pos4075 = add i64 %pos4074, %mm4066
  %pos4076 = mul i64 %pos4075, %dim8
  %pos4077 = add i64 %pos4076, %mm4073
  %elp4078 = getelementptr inbounds float, ptr %buf, i64 %pos4077
  %el4079 = load float, ptr %elp4078, align 4, !alias.scope !0, !noalias !3
  store float %el4079, ptr %bright_8, align 4
  %v4080 = load i64, ptr %i, align 8
  %add4081 = add i64 %v4080, -2
  %sub4082 = sub i64 %dim, 1
  %c4083 = icmp slt i64 %add4081, %sub4082
  %mm4084 = select i1 %c4083, i64 %add4081, i64 %sub4082
  %c4085 = icmp sgt i64 0, %mm4084
  %mm4086 = select i1 %c4085, i64 0, i64 %mm4084
  %v4087 = load i64, ptr %j, align 8
  %add4088 = add i64 %v4087, 0
  %sub4089 = sub i64 %dim8, 1
  %c4090 = icmp slt i64 %add4088, %sub4089
  %mm4091 = select i1 %c4090, i64 %add4088, i64 %sub4089
  %c4092 = icmp sgt i64 0, %mm4091
  %mm4093 = select i1 %c4092, i64 0, i64 %mm4091
  %pos4094 = mul i64 0, %dim
  %pos4095 = add i64 %pos4094, %mm4086
  %pos4096 = mul i64 %pos4095, %dim8
  %pos4097 = add i64 %pos4096, %mm4093
  %elp4098 = getelementptr inbounds float, ptr %buf, i64 %pos4097
  %el4099 = load float, ptr %elp4098, align 4, !alias.scope !0, !noalias !3
  store float %el4099, ptr %bright_9, align 4
  %v4100 = load i64, ptr %i, align 8
  %add4101 = add i64 %v4100, -2
  %sub4102 = sub i64 %dim, 1
  %c4103 = icmp slt i64 %add4101, %sub4102
  %mm4104 = select i1 %c4103, i64 %add4101, i64 %sub4102
  %c4105 = icmp sgt i64 0, %mm4104
  %mm4106 = select i1 %c4105, i64 0, i64 %mm4104
  %v4107 = load i64, ptr %j, align 8
  %add4108 = add i64 %v4107, 1
  %sub4109 = sub i64 %dim8, 1
  %c4110 = icmp slt i64 %add4108, %sub4109
  %mm4111 = select i1 %c4110, i64 %add4108, i64 %sub4109
  %c4112 = icmp sgt i64 0, %mm4111
  %mm4113 = select i1 %c4112, i64 0, i64 %mm4111
  %pos4114 = mul i64 0, %dim
  %pos4115 = add i64 %pos4114, %mm4106
  %pos4116 = mul i64 %pos4115, %dim8
  %pos4117 = add i64 %pos4116, %mm4113
  %elp4118 = getelementptr inbounds float, ptr %buf, i64 %pos4117
  %el4119 = load float, ptr %elp4118, align 4, !alias.scope !0, !noalias !3
  store float %el4119, ptr %bright_10, align 4
  %v4120 = load i64, ptr %i, align 8
  %add4121 = add i64 %v4120, -2
  %sub4122 = sub i64 %dim, 1
  %c4123 = icmp slt i64 %add4121, %sub4122
  %mm4124 = select i1 %c4123, i64 %add4121, i64 %sub4122
  %c4125 = icmp sgt i64 0, %mm4124
  %mm4126 = select i1 %c4125, i64 0, i64 %mm4124
  %v4127 = load i64, ptr %j, align 8
  %add4128 = add i64 %v4127, 2
  %sub4129 = sub i64 %dim8, 1
  %c4130 = icmp slt i64 %add4128, %sub4129
  %mm4131 = select i1 %c4130, i64 %add4128, i64 %sub4129
  %c4132 = icmp sgt i64 0, %mm4131
  %mm4133 = select i1 %c4132, i64 0, i64 %mm4131
  %pos4134 = mul i64 0, %dim
  %pos4135 = add i64 %pos4134, %mm4126
  %pos4136 = mul i64 %pos4135, %dim8
  %pos4137 = add i64 %pos4136, %mm4133
  %elp4138 = getelementptr inbounds float, ptr %buf, i64 %pos4137
  %el4139 = load float, ptr %elp4138, align 4, !alias.scope !0, !noalias !3
  store float %el4139, ptr %bright_11, align 4
  %v4140 = load i64, ptr %i, align 8
  %add4141 = add i64 %v4140, -1
  %sub4142 = sub i64 %dim, 1
  %c4143 = icmp slt i64 %add4141, %sub4142
  %mm4144 = select i1 %c4143, i64 %add4141, i64 %sub4142
  %c4145 = icmp sgt i64 0, %mm4144
  %mm4146 = select i1 %c4145, i64 0, i64 %mm4144
  %v4147 = load i64, ptr %j, align 8
  %add4148 = add i64 %v4147, -2
  %sub4149 = sub i64 %dim8, 1
  %c4150 = icmp slt i64 %add4148, %sub4149
  %mm4151 = select i1 %c4150, i64 %add4148, i64 %sub4149
  %c4152 = icmp sgt i64 0, %mm4151
  %mm4153 = select i1 %c4152, i64 0, i64 %mm4151
  %pos4154 = mul i64 0, %dim
  %pos4155 = add i64 %pos4154, %mm4146
  %pos4156 = mul i64 %pos4155, %dim8
  %pos4157 = add i64 %pos4156, %mm4153
  %elp4158 = getelementptr inbounds float, ptr %buf, i64 %pos4157
  %el4159 = load float, ptr %elp4158, align 4, !alias.scope !0, !noalias !3
  store float %el4159, ptr %bright_12, align 4
  %v4160 = load i64, ptr %i, align 8
  %add4161 = add i64 %v4160, -1
  %sub4162 = sub i64 %dim, 1
  %c4163 = icmp slt i64 %add4161, %sub4162
  %mm4164 = select i1 %c4163, i64 %add4161, i64 %sub4162
  %c4165 = icmp sgt i64 0, %mm4164
  %mm4166 = select i1 %c4165, i64 0, i64 %mm4164
  %v4167 = load i64, ptr %j, align 8
  %add4168 = add i64 %v4167, -1
  %sub4169 = sub i64 %dim8, 1
  %c4170 = icmp slt i64 %add4168, %sub4169
  %mm4171 = select i1 %c4170, i64 %add4168, i64 %sub4169
  %c4172 = icmp sgt i64 0, %mm4171
  %mm4173 = select i1 %c4172, i64 0, i64 %mm4171
  %pos4174 = mul i64 0, %dim
  %pos4175 = add i64 %pos4174, %mm4166
  %pos4176 = mul i64 %pos4175, %dim8
  %pos4177 = add i64 %pos4176, %mm4173
  %elp4178 = getelementptr inbounds float, ptr %buf, i64 %pos4177
  %el4179 = load float, ptr %elp4178, align 4, !alias.scope !0, !noalias !3
  store float %el4179, ptr %bright_13, align 4
  %v4180 = load i64, ptr %i, align 8
  %add4181 = add i64 %v4180, -1
  %sub4182 = sub i64 %dim, 1
  %c4183 = icmp slt i64 %add4181, %sub4182
  %mm4184 = select i1 %c4183, i64 %add4181, i64 %sub4182
  %c4185 = icmp sgt i64 0, %mm4184
  %mm4186 = select i1 %c4185, i64 0, i64 %mm4184
  %v4187 = load i64, ptr %j, align 8
  %add4188 = add i64 %v4187, 0
  %sub4189 = sub i64 %dim8, 1
  %c4190 = icmp slt i64 %add4188, %sub4189
  %mm4191 = select i1 %c4190, i64 %add4188, i64 %sub4189
  %c4192 = icmp sgt i64 0, %mm4191
  %mm4193 = select i1 %c4192, i64 0, i64 %mm4191
  %pos4194 = mul i64 0, %dim
  %pos4195 = add i64 %pos4194, %mm4186
  %pos4196 = mul i64 %pos4195, %dim8
  %pos4197 = add i64 %pos4196, %mm4193
  %elp4198 = getelementptr inbounds float, ptr %buf, i64 %pos4197
  %el4199 = load float, ptr %elp4198, align 4, !alias.scope !0, !noalias !3
  store float %el4199, ptr %bright_14, align 4
  %v4200 = load i64, ptr %i, align 8
  %add4201 = add i64 %v4200, -1
  %sub4202 = sub i64 %dim, 1
  %c4203 = icmp slt i64 %add4201, %sub4202
  %mm4204 = select i1 %c4203, i64 %add4201, i64 %sub4202
  %c4205 = icmp sgt i64 0, %mm4204
  %mm4206 = select i1 %c4205, i64 0, i64 %mm4204
  %v4207 = load i64, ptr %j, align 8
  %add4208 = add i64 %v4207, 1
  %sub4209 = sub i64 %dim8, 1
  %c4210 = icmp slt i64 %add4208, %sub4209
  %mm4211 = select i1 %c4210, i64 %add4208, i64 %sub4209
  %c4212 = icmp sgt i64 0, %mm4211
  %mm4213 = select i1 %c4212, i64 0, i64 %mm4211
  %pos4214 = mul i64 0, %dim
  %pos4215 = add i64 %pos4214, %mm4206
  %pos4216 = mul i64 %pos4215, %dim8
  %pos4217 = add i64 %pos4216, %mm4213
  %elp4218 = getelementptr inbounds float, ptr %buf, i64 %pos4217
  %el4219 = load float, ptr %elp4218, align 4, !alias.scope !0, !noalias !3
  store float %el4219, ptr %bright_15, align 4
  %v4220 = load i64, ptr %i, align 8
  %add4221 = add i64 %v4220, -1
  %sub4222 = sub i64 %dim, 1
  %c4223 = icmp slt i64 %add4221, %sub4222
  %mm4224 = select i1 %c4223, i64 %add4221, i64 %sub4222
  %c4225 = icmp sgt i64 0, %mm4224
  %mm4226 = select i1 %c4225, i64 0, i64 %mm4224
  %v4227 = load i64, ptr %j, align 8
  %add4228 = add i64 %v4227, 2
  %sub4229 = sub i64 %dim8, 1
  %c4230 = icmp slt i64 %add4228, %sub4229
  %mm4231 = select i1 %c4230, i64 %add4228, i64 %sub4229
  %c4232 = icmp sgt i64 0, %mm4231
  %mm4233 = select i1 %c4232, i64 0, i64 %mm4231
  %pos4234 = mul i64 0, %dim
  %pos4235 = add i64 %pos4234, %mm4226
  %pos4236 = mul i64 %pos4235, %dim8
  %pos4237 = add i64 %pos4236, %mm4233
  %elp4238 = getelementptr inbounds float, ptr %buf, i64 %pos4237
  %el4239 = load float, ptr %elp4238, align 4, !alias.scope !0, !noalias !3
  store float %el4239, ptr %bright_16, align 4
  %v4240 = load i64, ptr %i, align 8
  %add4241 = add i64 %v4240, 0
  %sub4242 = sub i64 %dim, 1
  %c4243 = icmp slt i64 %add4241, %sub4242
  %mm4244 = select i1 %c4243, i64 %add4241, i64 %sub4242
  %c4245 = icmp sgt i64 0, %mm4244
  %mm4246 = select i1 %c4245, i64 0, i64 %mm4244
  %v4247 = load i64, ptr %j, align 8
  %add4248 = add i64 %v4247, -2
  %sub4249 = sub i64 %dim8, 1
  %c4250 = icmp slt i64 %add4248, %sub4249
  %mm4251 = select i1 %c4250, i64 %add4248, i64 %sub4249
  %c4252 = icmp sgt i64 0, %mm4251
  %mm4253 = select i1 %c4252, i64 0, i64 %mm4251
  %pos4254 = mul i64 0, %dim
  %pos4255 = add i64 %pos4254, %mm4246
  %pos4256 = mul i64 %pos4255, %dim8
  %pos4257 = add i64 %pos4256, %mm4253
  %elp4258 = getelementptr inbounds float, ptr %buf, i64 %pos4257
  %el4259 = load float, ptr %elp4258, align 4, !alias.scope !0, !noalias !3
  store float %el4259, ptr %bright_17, align 4
  %v4260 = load i64, ptr %i, align 8
  %add4261 = add i64 %v4260, 0
  %sub4262 = sub i64 %dim, 1
  %c4263 = icmp slt i64 %add4261, %sub4262
  %mm4264 = select i1 %c4263, i64 %add4261, i64 %sub4262
  %c4265 = icmp sgt i64 0, %mm4264
  %mm4266 = select i1 %c4265, i64 0, i64 %mm4264
  %v4267 = load i64, ptr %j, align 8
  %add4268 = add i64 %v4267, -1
  %sub4269 = sub i64 %dim8, 1
  %c4270 = icmp slt i64 %add4268, %sub4269
  %mm4271 = select i1 %c4270, i64 %add4268, i64 %sub4269
  %c4272 = icmp sgt i64 0, %mm4271
  %mm4273 = select i1 %c4272, i64 0, i64 %mm4271
  %pos4274 = mul i64 0, %dim
  %pos4275 = add i64 %pos4274, %mm4266
  %pos4276 = mul i64 %pos4275, %dim8
  %pos4277 = add i64 %pos4276, %mm4273
  %elp4278 = getelementptr inbounds float, ptr %buf, i64 %pos4277
  %el4279 = load float, ptr %elp4278, align 4, !alias.scope !0, !noalias !3
  store float %el4279, ptr %bright_18, align 4
  %v4280 = load i64, ptr %i, align 8
  %add4281 = add i64 %v4280, 0
  %sub4282 = sub i64 %dim, 1
  %c4283 = icmp slt i64 %add4281, %sub4282
  %mm4284 = select i1 %c4283, i64 %add4281, i64 %sub4282
  %c4285 = icmp sgt i64 0, %mm4284
  %mm4286 = select i1 %c4285, i64 0, i64 %mm4284
  %v4287 = load i64, ptr %j, align 8
  %add4288 = add i64 %v4287, 0
  %sub4289 = sub i64 %dim8, 1
  %c4290 = icmp slt i64 %add4288, %sub4289
  %mm4291 = select i1 %c4290, i64 %add4288, i64 %sub4289
  %c4292 = icmp sgt i64 0, %mm4291
  %mm4293 = select i1 %c4292, i64 0, i64 %mm4291
  %pos4294 = mul i64 0, %dim
  %pos4295 = add i64 %pos4294, %mm4286
  %pos4296 = mul i64 %pos4295, %dim8
  %pos4297 = add i64 %pos4296, %mm4293
  %elp4298 = getelementptr inbounds float, ptr %buf, i64 %pos4297
  %el4299 = load float, ptr %elp4298, align 4, !alias.scope !0, !noalias !3
  store float %el4299, ptr %bright_19, align 4
  %v4300 = load i64, ptr %i, align 8
  %add4301 = add i64 %v4300, 0
  %sub4302 = sub i64 %dim, 1
  %c4303 = icmp slt i64 %add4301, %sub4302
  %mm4304 = select i1 %c4303, i64 %add4301, i64 %sub4302
  %c4305 = icmp sgt i64 0, %mm4304
  %mm4306 = select i1 %c4305, i64 0, i64 %mm4304
  %v4307 = load i64, ptr %j, align 8
  %add4308 = add i64 %v4307, 1
  %sub4309 = sub i64 %dim8, 1
  %c4310 = icmp slt i64 %add4308, %sub4309
  %mm4311 = select i1 %c4310, i64 %add4308, i64 %sub4309
  %c4312 = icmp sgt i64 0, %mm4311
  %mm4313 = select i1 %c4312, i64 0, i64 %mm4311
  %pos4314 = mul i64 0, %dim
  %pos4315 = add i64 %pos4314, %mm4306
  %pos4316 = mul i64 %pos4315, %dim8
  %pos4317 = add i64 %pos4316, %mm4313
  %elp4318 = getelementptr inbounds float, ptr %buf, i64 %pos4317
  %el4319 = load float, ptr %elp4318, align 4, !alias.scope !0, !noalias !3
  store float %el4319, ptr %bright_20, align 4
  %v4320 = load i64, ptr %i, align 8
  %add4321 = add i64 %v4320, 0
  %sub4322 = sub i64 %dim, 1
  %c4323 = icmp slt i64 %add4321, %sub4322
  %mm4324 = select i1 %c4323, i64 %add4321, i64 %sub4322
  %c4325 = icmp sgt i64 0, %mm4324
  %mm4326 = select i1 %c4325, i64 0, i64 %mm4324
  %v4327 = load i64, ptr %j, align 8
  %add4328 = add i64 %v4327, 2
  %sub4329 = sub i64 %dim8, 1
  %c4330 = icmp slt i64 %add4328, %sub4329
  %mm4331 = select i1 %c4330, i64 %add4328, i64 %sub4329
  %c4332 = icmp sgt i64 0, %mm4331
  %mm4333 = select i1 %c4332, i64 0, i64 %mm4331
  %pos4334 = mul i64 0, %dim
  %pos4335 = add i64 %pos4334, %mm4326
  %pos4336 = mul i64 %pos4335, %dim8
  %pos4337 = add i64 %pos4336, %mm4333
  %elp4338 = getelementptr inbounds float, ptr %buf, i64 %pos4337
  %el4339 = load float, ptr %elp4338, align 4, !alias.scope !0, !noalias !3
  store float %el4339, ptr %bright_21, align 4
  %v4340 = load i64, ptr %i, align 8
  %add4341 = add i64 %v4340, 1
  %sub4342 = sub i64 %dim, 1
  %c4343 = icmp slt i64 %add4341, %sub4342
  %mm4344 = select i1 %c4343, i64 %add4341, i64 %sub4342
  %c4345 = icmp sgt i64 0, %mm4344
  %mm4346 = select i1 %c4345, i64 0, i64 %mm4344
  %v4347 = load i64, ptr %j, align 8
  %add4348 = add i64 %v4347, -2
  %sub4349 = sub i64 %dim8, 1
  %c4350 = icmp slt i64 %add4348, %sub4349
  %mm4351 = select i1 %c4350, i64 %add4348, i64 %sub4349
  %c4352 = icmp sgt i64 0, %mm4351
  %mm4353 = select i1 %c4352, i64 0, i64 %mm4351
  %pos4354 = mul i64 0, %dim
  %pos4355 = add i64 %pos4354, %mm4346
  %pos4356 = mul i64 %pos4355, %dim8
  %pos4357 = add i64 %pos4356, %mm4353
  %elp4358 = getelementptr inbounds float, ptr %buf, i64 %pos4357
  %el4359 = load float, ptr %elp4358, align 4, !alias.scope !0, !noalias !3
  store float %el4359, ptr %bright_22, align 4
  %v4360 = load i64, ptr %i, align 8
  %add4361 = add i64 %v4360, 1
  %sub4362 = sub i64 %dim, 1
  %c4363 = icmp slt i64 %add4361, %sub4362
  %mm4364 = select i1 %c4363, i64 %add4361, i64 %sub4362
  %c4365 = icmp sgt i64 0, %mm4364
  %mm4366 = select i1 %c4365, i64 0, i64 %mm4364
  %v4367 = load i64, ptr %j, align 8
  %add4368 = add i64 %v4367, -1
  %sub4369 = sub i64 %dim8, 1
  %c4370 = icmp slt i64 %add4368, %sub4369
  %mm4371 = select i1 %c4370, i64 %add4368, i64 %sub4369
  %c4372 = icmp sgt i64 0, %mm4371
  %mm4373 = select i1 %c4372, i64 0, i64 %mm4371
  %pos4374 = mul i64 0, %dim
  %pos4375 = add i64 %pos4374, %mm4366
  %pos4376 = mul i64 %pos4375, %dim8
  %pos4377 = add i64 %pos4376, %mm4373
  %elp4378 = getelementptr inbounds float, ptr %buf, i64 %pos4377
  %el4379 = load float, ptr %elp4378, align 4, !alias.scope !0, !noalias !3
  store float %el4379, ptr %bright_23, align 4
  %v4380 = load i64, ptr %i, align 8
  %add4381 = add i64 %v4380, 1
  %sub4382 = sub i64 %dim, 1
  %c4383 = icmp slt i64 %add4381, %sub4382
  %mm4384 = select i1 %c4383, i64 %add4381, i64 %sub4382
  %c4385 = icmp sgt i64 0, %mm4384
  %mm4386 = select i1 %c4385, i64 0, i64 %mm4384
  %v4387 = load i64, ptr %j, align 8
  %add4388 = add i64 %v4387, 0
  %sub4389 = sub i64 %dim8, 1
  %c4390 = icmp slt i64 %add4388, %sub4389
  %mm4391 = select i1 %c4390, i64 %add4388, i64 %sub4389
  %c4392 = icmp sgt i64 0, %mm4391
  %mm4393 = select i1 %c4392, i64 0, i64 %mm4391
  %pos4394 = mul i64 0, %dim
  %pos4395 = add i64 %pos4394, %mm4386
  %pos4396 = mul i64 %pos4395, %dim8
  %pos4397 = add i64 %pos4396, %mm4393
  %elp4398 = getelementptr inbounds float, ptr %buf, i64 %pos4397
  %el4399 = load float, ptr %elp4398, align 4, !alias.scope !0, !noalias !3
  store float %el4399, ptr %bright_24, align 4
  %v4400 = load i64, ptr %i, align 8
  %add4401 = add i64 %v4400, 1
  %sub4402 = sub i64 %dim, 1
  %c4403 = icmp slt i64 %add4401, %sub4402
  %mm4404 = select i1 %c4403, i64 %add4401, i64 %sub4402
  %c4405 = icmp sgt i64 0, %mm4404
  %mm4406 = select i1 %c4405, i64 0, i64 %mm4404
  %v4407 = load i64, ptr %j, align 8
  %add4408 = add i64 %v4407, 1
  %sub4409 = sub i64 %dim8, 1
  %c4410 = icmp slt i64 %add4408, %sub4409
  %mm4411 = select i1 %c4410, i64 %add4408, i64 %sub4409
  %c4412 = icmp sgt i64 0, %mm4411
  %mm4413 = select i1 %c4412, i64 0, i64 %mm4411
  %pos4414 = mul i64 0, %dim
  %pos4415 = add i64 %pos4414, %mm4406
  %pos4416 = mul i64 %pos4415, %dim8
  %pos4417 = add i64 %pos4416, %mm4413
  %elp4418 = getelementptr inbounds float, ptr %buf, i64 %pos4417
  %el4419 = load float, ptr %elp4418, align 4, !alias.scope !0, !noalias !3
  store float %el4419, ptr %bright_25, align 4
  %v4420 = load i64, ptr %i, align 8
  %add4421 = add i64 %v4420, 1
  %sub4422 = sub i64 %dim, 1
  %c4423 = icmp slt i64 %add4421, %sub4422
  %mm4424 = select i1 %c4423, i64 %add4421, i64 %sub4422
  %c4425 = icmp sgt i64 0, %mm4424
  %mm4426 = select i1 %c4425, i64 0, i64 %mm4424
  %v4427 = load i64, ptr %j, align 8
  %add4428 = add i64 %v4427, 2
  %sub4429 = sub i64 %dim8, 1
  %c4430 = icmp slt i64 %add4428, %sub4429
  %mm4431 = select i1 %c4430, i64 %add4428, i64 %sub4429
  %c4432 = icmp sgt i64 0, %mm4431
  %mm4433 = select i1 %c4432, i64 0, i64 %mm4431
  %pos4434 = mul i64 0, %dim
  %pos4435 = add i64 %pos4434, %mm4426
  %pos4436 = mul i64 %pos4435, %dim8
  %pos4437 = add i64 %pos4436, %mm4433
  %elp4438 = getelementptr inbounds float, ptr %buf, i64 %pos4437
  %el4439 = load float, ptr %elp4438, align 4, !alias.scope !0, !noalias !3
  store float %el4439, ptr %bright_26, align 4
  %v4440 = load i64, ptr %i, align 8
  %add4441 = add i64 %v4440, 2
  %sub4442 = sub i64 %dim, 1
  %c4443 = icmp slt i64 %add4441, %sub4442
  %mm4444 = select i1 %c4443, i64 %add4441, i64 %sub4442
  %c4445 = icmp sgt i64 0, %mm4444
  %mm4446 = select i1 %c4445, i64 0, i64 %mm4444
  %v4447 = load i64, ptr %j, align 8
  %add4448 = add i64 %v4447, -2
  %sub4449 = sub i64 %dim8, 1
  %c4450 = icmp slt i64 %add4448, %sub4449
  %mm4451 = select i1 %c4450, i64 %add4448, i64 %sub4449
  %c4452 = icmp sgt i64 0, %mm4451
  %mm4453 = select i1 %c4452, i64 0, i64 %mm4451
  %pos4454 = mul i64 0, %dim
  %pos4455 = add i64 %pos4454, %mm4446
  %pos4456 = mul i64 %pos4455, %dim8
  %pos4457 = add i64 %pos4456, %mm4453
  %elp4458 = getelementptr inbounds float, ptr %buf, i64 %pos4457
  %el4459 = load float, ptr %elp4458, align 4, !alias.scope !0, !noalias !3
  store float %el4459, ptr %bright_27, align 4
  %v4460 = load i64, ptr %i, align 8
  %add4461 = add i64 %v4460, 2
  %sub4462 = sub i64 %dim, 1
  %c4463 = icmp slt i64 %add4461, %sub4462
  %mm4464 = select i1 %c4463, i64 %add4461, i64 %sub4462
  %c4465 = icmp sgt i64 0, %mm4464
  %mm4466 = select i1 %c4465, i64 0, i64 %mm4464
  %v4467 = load i64, ptr %j, align 8
  %add4468 = add i64 %v4467, -1
  %sub4469 = sub i64 %dim8, 1
  %c4470 = icmp slt i64 %add4468, %sub4469
  %mm4471 = select i1 %c4470, i64 %add4468, i64 %sub4469
  %c4472 = icmp sgt i64 0, %mm4471
  %mm4473 = select i1 %c4472, i64 0, i64 %mm4471
  %pos4474 = mul i64 0, %dim
  %pos4475 = add i64 %pos4474, %mm4466
  %pos4476 = mul i64 %pos4475, %dim8
  %pos4477 = add i64 %pos4476, %mm4473
  %elp4478 = getelementptr inbounds float, ptr %buf, i64 %pos4477
  %el4479 = load float, ptr %elp4478, align 4, !alias.scope !0, !noalias !3
  store float %el4479, ptr %bright_28, align 4
  %v4480 = load i64, ptr %i, align 8
  %add4481 = add i64 %v4480, 2
  %sub4482 = sub i64 %dim, 1
  %c4483 = icmp slt i64 %add4481, %sub4482
  %mm4484 = select i1 %c4483, i64 %add4481, i64 %sub4482
  %c4485 = icmp sgt i64 0, %mm4484
  %mm4486 = select i1 %c4485, i64 0, i64 %mm4484
  %v4487 = load i64, ptr %j, align 8
  %add4488 = add i64 %v4487, 0
  %sub4489 = sub i64 %dim8, 1
  %c4490 = icmp slt i64 %add4488, %sub4489
  %mm4491 = select i1 %c4490, i64 %add4488, i64 %sub4489
  %c4492 = icmp sgt i64 0, %mm4491
  %mm4493 = select i1 %c4492, i64 0, i64 %mm4491
  %pos4494 = mul i64 0, %dim
  %pos4495 = add i64 %pos4494, %mm4486
  %pos4496 = mul i64 %pos4495, %dim8
  %pos4497 = add i64 %pos4496, %mm4493
  %elp4498 = getelementptr inbounds float, ptr %buf, i64 %pos4497
  %el4499 = load float, ptr %elp4498, align 4, !alias.scope !0, !noalias !3
  store float %el4499, ptr %bright_29, align 4
  %v4500 = load i64, ptr %i, align 8
  %add4501 = add i64 %v4500, 2
  %sub4502 = sub i64 %dim, 1
  %c4503 = icmp slt i64 %add4501, %sub4502
  %mm4504 = select i1 %c4503, i64 %add4501, i64 %sub4502
  %c4505 = icmp sgt i64 0, %mm4504
  %mm4506 = select i1 %c4505, i64 0, i64 %mm4504
  %v4507 = load i64, ptr %j, align 8
  %add4508 = add i64 %v4507, 1
  %sub4509 = sub i64 %dim8, 1
  %c4510 = icmp slt i64 %add4508, %sub4509
  %mm4511 = select i1 %c4510, i64 %add4508, i64 %sub4509
  %c4512 = icmp sgt i64 0, %mm4511
  %mm4513 = select i1 %c4512, i64 0, i64 %mm4511
  %pos4514 = mul i64 0, %dim
  %pos4515 = add i64 %pos4514, %mm4506
  %pos4516 = mul i64 %pos4515, %dim8
  %pos4517 = add i64 %pos4516, %mm4513
  %elp4518 = getelementptr inbounds float, ptr %buf, i64 %pos4517
  %el4519 = load float, ptr %elp4518, align 4, !alias.scope !0, !noalias !3
  store float %el4519, ptr %bright_30, align 4
  %v4520 = load i64, ptr %i, align 8
  %add4521 = add i64 %v4520, 2
  %sub4522 = sub i64 %dim, 1
  %c4523 = icmp slt i64 %add4521, %sub4522
  %mm4524 = select i1 %c4523, i64 %add4521, i64 %sub4522
  %c4525 = icmp sgt i64 0, %mm4524
  %mm4526 = select i1 %c4525, i64 0, i64 %mm4524
  %v4527 = load i64, ptr %j, align 8
  %add4528 = add i64 %v4527, 2
  %sub4529 = sub i64 %dim8, 1
  %c4530 = icmp slt i64 %add4528, %sub4529
  %mm4531 = select i1 %c4530, i64 %add4528, i64 %sub4529
  %c4532 = icmp sgt i64 0, %mm4531
  %mm4533 = select i1 %c4532, i64 0, i64 %mm4531
  %pos4534 = mul i64 0, %dim
  %pos4535 = add i64 %pos4534, %mm4526
  %pos4536 = mul i64 %pos4535, %dim8
  %pos4537 = add i64 %pos4536, %mm4533
  %elp4538 = getelementptr inbounds float, ptr %buf, i64 %pos4537
  %el4539 = load float, ptr %elp4538, align 4, !alias.scope !0, !noalias !3
  store float %el4539, ptr %bright_31, align 4
  %v4540 = load float, ptr %bright_7, align 4
  %tup4541 = insertvalue { float, float, float, float, float } undef, float %v4540, 0
  %v4542 = load float, ptr %bright_8, align 4
  %tup4543 = insertvalue { float, float, float, float, float } %tup4541, float %v4542, 1
  %v4544 = load float, ptr %bright_9, align 4
  %tup4545 = insertvalue { float, float, float, float, float } %tup4543, float %v4544, 2
  %v4546 = load float, ptr %bright_10, align 4
  %tup4547 = insertvalue { float, float, float, float, float } %tup4545, float %v4546, 3
  %v4548 = load float, ptr %bright_11, align 4
  %tup4549 = insertvalue { float, float, float, float, float } %tup4547, float %v4548, 4
  store { float, float, float, float, float } %tup4549, ptr %"%cse0_32", align 4
  %v4550 = load float, ptr %bright_12, align 4
  %tup4551 = insertvalue { float, float, float, float, float } undef, float %v4550, 0
  %v4552 = load float, ptr %bright_13, align 4
  %tup4553 = insertvalue { float, float, float, float, float } %tup4551, float %v4552, 1
  %v4554 = load float, ptr %bright_14, align 4
  %tup4555 = insertvalue { float, float, float, float, float } %tup4553, float %v4554, 2
  %v4556 = load float, ptr %bright_15, align 4
  %tup4557 = insertvalue { float, float, float, float, float } %tup4555, float %v4556, 3
  %v4558 = load float, ptr %bright_16, align 4
  %tup4559 = insertvalue { float, float, float, float, float } %tup4557, float %v4558, 4
  store { float, float, float, float, float } %tup4559, ptr %"%cse1_33", align 4
  %v4560 = load float, ptr %bright_17, align 4
  %tup4561 = insertvalue { float, float, float, float, float } undef, float %v4560, 0
  %v4562 = load float, ptr %bright_18, align 4
  %tup4563 = insertvalue { float, float, float, float, float } %tup4561, float %v4562, 1
  %v4564 = load float, ptr %bright_19, align 4
  %tup4565 = insertvalue { float, float, float, float, float } %tup4563, float %v4564, 2
  %v4566 = load float, ptr %bright_20, align 4
  %tup4567 = insertvalue { float, float, float, float, float } %tup4565, float %v4566, 3
  %v4568 = load float, ptr %bright_21, align 4
  %tup4569 = insertvalue { float, float, float, float, float } %tup4567, float %v4568, 4
  store { float, float, float, float, float } %tup4569, ptr %"%cse2_34", align 4
  %v4570 = load float, ptr %bright_22, align 4
  %tup4571 = insertvalue { float, float, float, float, float } undef, float %v4570, 0
  %v4572 = load float, ptr %bright_23, align 4
  %tup4573 = insertvalue { float, float, float, float, float } %tup4571, float %v4572, 1
  %v4574 = load float, ptr %bright_24, align 4
  %tup4575 = insertvalue { float, float, float, float, float } %tup4573, float %v4574, 2
  %v4576 = load float, ptr %bright_25, align 4
  %tup4577 = insertvalue { float, float, float, float, float } %tup4575, float %v4576, 3
  %v4578 = load float, ptr %bright_26, align 4
  %tup4579 = insertvalue { float, float, float, float, float } %tup4577, float %v4578, 4
  store { float, float, float, float, float } %tup4579, ptr %"%cse3_35", align 4
  %v4580 = load float, ptr %bright_27, align 4
  %tup4581 = insertvalue { float, float, float, float, float } undef, float %v4580, 0
  %v4582 = load float, ptr %bright_28, align 4
  %tup4583 = insertvalue { float, float, float, float, float } %tup4581, float %v4582, 1
  %v4584 = load float, ptr %bright_29, align 4
  %tup4585 = insertvalue { float, float, float, float, float } %tup4583, float %v4584, 2
  %v4586 = load float, ptr %bright_30, align 4
  %tup4587 = insertvalue { float, float, float, float, float } %tup4585, float %v4586, 3
  %v4588 = load float, ptr %bright_31, align 4
  %tup4589 = insertvalue { float, float, float, float, float } %tup4587, float %v4588, 4
  store { float, float, float, float, float } %tup4589, ptr %"%cse4_36", align 4
  %fldp4590 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld4591 = load float, ptr %fldp4590, align 4
  %fldp4592 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld4593 = load float, ptr %fldp4592, align 4
  %fm4594 = fmul float 4.000000e+00, %fld4593
  %fa4595 = fadd float %fld4591, %fm4594
  %fldp4596 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld4597 = load float, ptr %fldp4596, align 4
  %fm4598 = fmul float 6.000000e+00, %fld4597
  %fa4599 = fadd float %fa4595, %fm4598
  %fldp4600 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld4601 = load float, ptr %fldp4600, align 4
  %fm4602 = fmul float 4.000000e+00, %fld4601
  %fa4603 = fadd float %fa4599, %fm4602
  %fldp4604 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld4605 = load float, ptr %fldp4604, align 4
  %fa4606 = fadd float %fa4603, %fld4605
  %fldp4607 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld4608 = load float, ptr %fldp4607, align 4
  %fldp4609 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld4610 = load float, ptr %fldp4609, align 4
  %fm4611 = fmul float 4.000000e+00, %fld4610
  %fa4612 = fadd float %fld4608, %fm4611
  %fldp4613 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld4614 = load float, ptr %fldp4613, align 4
  %fm4615 = fmul float 6.000000e+00, %fld4614
  %fa4616 = fadd float %fa4612, %fm4615
  %fldp4617 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld4618 = load float, ptr %fldp4617, align 4
  %fm4619 = fmul float 4.000000e+00, %fld4618
  %fa4620 = fadd float %fa4616, %fm4619
  %fldp4621 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld4622 = load float, ptr %fldp4621, align 4
  %fa4623 = fadd float %fa4620, %fld4622
  %fm4624 = fmul float 4.000000e+00, %fa4623
  %fa4625 = fadd float %fa4606, %fm4624
  %fldp4626 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld4627 = load float, ptr %fldp4626, align 4
  %fldp4628 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld4629 = load float, ptr %fldp4628, align 4
  %fm4630 = fmul float 4.000000e+00, %fld4629
  %fa4631 = fadd float %fld4627, %fm4630
  %fldp4632 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld4633 = load float, ptr %fldp4632, align 4
  %fm4634 = fmul float 6.000000e+00, %fld4633
  %fa4635 = fadd float %fa4631, %fm4634
  %fldp4636 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld4637 = load float, ptr %fldp4636, align 4
  %fm4638 = fmul float 4.000000e+00, %fld4637
  %fa4639 = fadd float %fa4635, %fm4638
  %fldp4640 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld4641 = load float, ptr %fldp4640, align 4
  %fa4642 = fadd float %fa4639, %fld4641
  %fm4643 = fmul float 6.000000e+00, %fa4642
  %fa4644 = fadd float %fa4625, %fm4643
  %fldp4645 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld4646 = load float, ptr %fldp4645, align 4
  %fldp4647 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld4648 = load float, ptr %fldp4647, align 4
  %fm4649 = fmul float 4.000000e+00, %fld4648
  %fa4650 = fadd float %fld4646, %fm4649
  %fldp4651 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld4652 = load float, ptr %fldp4651, align 4
  %fm4653 = fmul float 6.000000e+00, %fld4652
  %fa4654 = fadd float %fa4650, %fm4653
  %fldp4655 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld4656 = load float, ptr %fldp4655, align 4
  %fm4657 = fmul float 4.000000e+00, %fld4656
  %fa4658 = fadd float %fa4654, %fm4657
  %fldp4659 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld4660 = load float, ptr %fldp4659, align 4
  %fa4661 = fadd float %fa4658, %fld4660
  %fm4662 = fmul float 4.000000e+00, %fa4661
  %fa4663 = fadd float %fa4644, %fm4662
  %fldp4664 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld4665 = load float, ptr %fldp4664, align 4
  %fldp4666 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld4667 = load float, ptr %fldp4666, align 4
  %fm4668 = fmul float 4.000000e+00, %fld4667
  %fa4669 = fadd float %fld4665, %fm4668
  %fldp4670 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld4671 = load float, ptr %fldp4670, align 4
  %fm4672 = fmul float 6.000000e+00, %fld4671
  %fa4673 = fadd float %fa4669, %fm4672
  %fldp4674 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld4675 = load float, ptr %fldp4674, align 4
  %fm4676 = fmul float 4.000000e+00, %fld4675
  %fa4677 = fadd float %fa4673, %fm4676
  %fldp4678 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld4679 = load float, ptr %fldp4678, align 4
  %fa4680 = fadd float %fa4677, %fld4679
  %fa4681 = fadd float %fa4663, %fa4680
  %fd4682 = fdiv float %fa4681, 2.560000e+02
  store float %fd4682, ptr %blurred_4, align 4
  %v4683 = load i64, ptr %i, align 8
  %v4684 = load i64, ptr %j, align 8
  %pos4685 = mul i64 0, %dim
  %pos4686 = add i64 %pos4685, %v4683
  %pos4687 = mul i64 %pos4686, %dim8
  %pos4688 = add i64 %pos4687, %v4684
  %v4689 = load float, ptr %blurred_4, align 4
  %elp4690 = getelementptr inbounds float, ptr %buf974, i64 %pos4688
  store float %v4689, ptr %elp4690, align 4, !alias.scope !3, !noalias !0
  %i4691 = load i64, ptr %j, align 8
  %next4692 = add i64 %i4691, 1
  store i64 %next4692, ptr %j, align 8
  br label %loop4035

exit4037:                                         ; preds = %loop4035
  br label %versions_done4034

loop4693:                                         ; preds = %ok5539, %checked4033
  %i4696 = load i64, ptr %j, align 8
  %more4697 = icmp slt i64 %i4696, %dim8
  br i1 %more4697, label %body4694, label %exit4695

body4694:                                         ; preds = %loop4693
  %v4698 = load i64, ptr %i, align 8
  %add4699 = add i64 %v4698, -2
  %sub4700 = sub i64 %dim, 1
  %c4701 = icmp slt i64 %add4699, %sub4700
  %mm4702 = select i1 %c4701, i64 %add4699, i64 %sub4700
  %c4703 = icmp sgt i64 0, %mm4702
  %mm4704 = select i1 %c4703, i64 0, i64 %mm4702
  %v4705 = load i64, ptr %j, align 8
  %add4706 = add i64 %v4705, -2
  %sub4707 = sub i64 %dim8, 1
  %c4708 = icmp slt i64 %add4706, %sub4707
  %mm4709 = select i1 %c4708, i64 %add4706, i64 %sub4707
  %c4710 = icmp sgt i64 0, %mm4709
  %mm4711 = select i1 %c4710, i64 0, i64 %mm4709
  %inb4712 = icmp ult i64 %mm4704, %dim
  br i1 %inb4712, label %ok4714, label %fail4713

exit4695:                                         ; preds = %loop4693
  br label %versions_done4034

fail4713:                                         ; preds = %body4694
  %errp4715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4715, align 8
  %errp4716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4716, align 8
  %errp4717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4704, ptr %errp4717, align 8
  %errp4718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4718, align 8
  ret i32 1

ok4714:                                           ; preds = %body4694
  %pos4719 = mul i64 0, %dim
  %pos4720 = add i64 %pos4719, %mm4704
  %inb4721 = icmp ult i64 %mm4711, %dim8
  br i1 %inb4721, label %ok4723, label %fail4722

fail4722:                                         ; preds = %ok4714
  %errp4724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4724, align 8
  %errp4725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4725, align 8
  %errp4726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4711, ptr %errp4726, align 8
  %errp4727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4727, align 8
  ret i32 1

ok4723:                                           ; preds = %ok4714
  %pos4728 = mul i64 %pos4720, %dim8
  %pos4729 = add i64 %pos4728, %mm4711
  %elp4730 = getelementptr inbounds float, ptr %buf, i64 %pos4729
  %el4731 = load float, ptr %elp4730, align 4, !alias.scope !0, !noalias !3
  store float %el4731, ptr %bright_7, align 4
  %v4732 = load i64, ptr %i, align 8
  %add4733 = add i64 %v4732, -2
  %sub4734 = sub i64 %dim, 1
  %c4735 = icmp slt i64 %add4733, %sub4734
  %mm4736 = select i1 %c4735, i64 %add4733, i64 %sub4734
  %c4737 = icmp sgt i64 0, %mm4736
  %mm4738 = select i1 %c4737, i64 0, i64 %mm4736
  %v4739 = load i64, ptr %j, align 8
  %add4740 = add i64 %v4739, -1
  %sub4741 = sub i64 %dim8, 1
  %c4742 = icmp slt i64 %add4740, %sub4741
  %mm4743 = select i1 %c4742, i64 %add4740, i64 %sub4741
  %c4744 = icmp sgt i64 0, %mm4743
  %mm4745 = select i1 %c4744, i64 0, i64 %mm4743
  %inb4746 = icmp ult i64 %mm4738, %dim
  br i1 %inb4746, label %ok4748, label %fail4747

fail4747:                                         ; preds = %ok4723
  %errp4749 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4749, align 8
  %errp4750 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4750, align 8
  %errp4751 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4738, ptr %errp4751, align 8
  %errp4752 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4752, align 8
  ret i32 1

ok4748:                                           ; preds = %ok4723
  %pos4753 = mul i64 0, %dim
  %pos4754 = add i64 %pos4753, %mm4738
  %inb4755 = icmp ult i64 %mm4745, %dim8
  br i1 %inb4755, label %ok4757, label %fail4756

fail4756:                                         ; preds = %ok4748
  %errp4758 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4758, align 8
  %errp4759 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4759, align 8
  %errp4760 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4745, ptr %errp4760, align 8
  %errp4761 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4761, align 8
  ret i32 1

ok4757:                                           ; preds = %ok4748
  %pos4762 = mul i64 %pos4754, %dim8
  %pos4763 = add i64 %pos4762, %mm4745
  %elp4764 = getelementptr inbounds float, ptr %buf, i64 %pos4763
  %el4765 = load float, ptr %elp4764, align 4, !alias.scope !0, !noalias !3
  store float %el4765, ptr %bright_8, align 4
  %v4766 = load i64, ptr %i, align 8
  %add4767 = add i64 %v4766, -2
  %sub4768 = sub i64 %dim, 1
  %c4769 = icmp slt i64 %add4767, %sub4768
  %mm4770 = select i1 %c4769, i64 %add4767, i64 %sub4768
  %c4771 = icmp sgt i64 0, %mm4770
  %mm4772 = select i1 %c4771, i64 0, i64 %mm4770
  %v4773 = load i64, ptr %j, align 8
  %add4774 = add i64 %v4773, 0
  %sub4775 = sub i64 %dim8, 1
  %c4776 = icmp slt i64 %add4774, %sub4775
  %mm4777 = select i1 %c4776, i64 %add4774, i64 %sub4775
  %c4778 = icmp sgt i64 0, %mm4777
  %mm4779 = select i1 %c4778, i64 0, i64 %mm4777
  %inb4780 = icmp ult i64 %mm4772, %dim
  br i1 %inb4780, label %ok4782, label %fail4781

fail4781:                                         ; preds = %ok4757
  %errp4783 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4783, align 8
  %errp4784 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4784, align 8
  %errp4785 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4772, ptr %errp4785, align 8
  %errp4786 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4786, align 8
  ret i32 1

ok4782:                                           ; preds = %ok4757
  %pos4787 = mul i64 0, %dim
  %pos4788 = add i64 %pos4787, %mm4772
  %inb4789 = icmp ult i64 %mm4779, %dim8
  br i1 %inb4789, label %ok4791, label %fail4790

fail4790:                                         ; preds = %ok4782
  %errp4792 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4792, align 8
  %errp4793 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4793, align 8
  %errp4794 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4779, ptr %errp4794, align 8
  %errp4795 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4795, align 8
  ret i32 1

ok4791:                                           ; preds = %ok4782
  %pos4796 = mul i64 %pos4788, %dim8
  %pos4797 = add i64 %pos4796, %mm4779
  %elp4798 = getelementptr inbounds float, ptr %buf, i64 %pos4797
  %el4799 = load float, ptr %elp4798, align 4, !alias.scope !0, !noalias !3
  store float %el4799, ptr %bright_9, align 4
  %v4800 = load i64, ptr %i, align 8
  %add4801 = add i64 %v4800, -2
  %sub4802 = sub i64 %dim, 1
  %c4803 = icmp slt i64 %add4801, %sub4802
  %mm4804 = select i1 %c4803, i64 %add4801, i64 %sub4802
  %c4805 = icmp sgt i64 0, %mm4804
  %mm4806 = select i1 %c4805, i64 0, i64 %mm4804
  %v4807 = load i64, ptr %j, align 8
  %add4808 = add i64 %v4807, 1
  %sub4809 = sub i64 %dim8, 1
  %c4810 = icmp slt i64 %add4808, %sub4809
  %mm4811 = select i1 %c4810, i64 %add4808, i64 %sub4809
  %c4812 = icmp sgt i64 0, %mm4811
  %mm4813 = select i1 %c4812, i64 0, i64 %mm4811
  %inb4814 = icmp ult i64 %mm4806, %dim
  br i1 %inb4814, label %ok4816, label %fail4815

fail4815:                                         ; preds = %ok4791
  %errp4817 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4817, align 8
  %errp4818 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4818, align 8
  %errp4819 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4806, ptr %errp4819, align 8
  %errp4820 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4820, align 8
  ret i32 1

ok4816:                                           ; preds = %ok4791
  %pos4821 = mul i64 0, %dim
  %pos4822 = add i64 %pos4821, %mm4806
  %inb4823 = icmp ult i64 %mm4813, %dim8
  br i1 %inb4823, label %ok4825, label %fail4824

fail4824:                                         ; preds = %ok4816
  %errp4826 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4826, align 8
  %errp4827 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4827, align 8
  %errp4828 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4813, ptr %errp4828, align 8
  %errp4829 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4829, align 8
  ret i32 1

ok4825:                                           ; preds = %ok4816
  %pos4830 = mul i64 %pos4822, %dim8
  %pos4831 = add i64 %pos4830, %mm4813
  %elp4832 = getelementptr inbounds float, ptr %buf, i64 %pos4831
  %el4833 = load float, ptr %elp4832, align 4, !alias.scope !0, !noalias !3
  store float %el4833, ptr %bright_10, align 4
  %v4834 = load i64, ptr %i, align 8
  %add4835 = add i64 %v4834, -2
  %sub4836 = sub i64 %dim, 1
  %c4837 = icmp slt i64 %add4835, %sub4836
  %mm4838 = select i1 %c4837, i64 %add4835, i64 %sub4836
  %c4839 = icmp sgt i64 0, %mm4838
  %mm4840 = select i1 %c4839, i64 0, i64 %mm4838
  %v4841 = load i64, ptr %j, align 8
  %add4842 = add i64 %v4841, 2
  %sub4843 = sub i64 %dim8, 1
  %c4844 = icmp slt i64 %add4842, %sub4843
  %mm4845 = select i1 %c4844, i64 %add4842, i64 %sub4843
  %c4846 = icmp sgt i64 0, %mm4845
  %mm4847 = select i1 %c4846, i64 0, i64 %mm4845
  %inb4848 = icmp ult i64 %mm4840, %dim
  br i1 %inb4848, label %ok4850, label %fail4849

fail4849:                                         ; preds = %ok4825
  %errp4851 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4851, align 8
  %errp4852 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4852, align 8
  %errp4853 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4840, ptr %errp4853, align 8
  %errp4854 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4854, align 8
  ret i32 1

ok4850:                                           ; preds = %ok4825
  %pos4855 = mul i64 0, %dim
  %pos4856 = add i64 %pos4855, %mm4840
  %inb4857 = icmp ult i64 %mm4847, %dim8
  br i1 %inb4857, label %ok4859, label %fail4858

fail4858:                                         ; preds = %ok4850
  %errp4860 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4860, align 8
  %errp4861 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4861, align 8
  %errp4862 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4847, ptr %errp4862, align 8
  %errp4863 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4863, align 8
  ret i32 1

ok4859:                                           ; preds = %ok4850
  %pos4864 = mul i64 %pos4856, %dim8
  %pos4865 = add i64 %pos4864, %mm4847
  %elp4866 = getelementptr inbounds float, ptr %buf, i64 %pos4865
  %el4867 = load float, ptr %elp4866, align 4, !alias.scope !0, !noalias !3
  store float %el4867, ptr %bright_11, align 4
  %v4868 = load i64, ptr %i, align 8
  %add4869 = add i64 %v4868, -1
  %sub4870 = sub i64 %dim, 1
  %c4871 = icmp slt i64 %add4869, %sub4870
  %mm4872 = select i1 %c4871, i64 %add4869, i64 %sub4870
  %c4873 = icmp sgt i64 0, %mm4872
  %mm4874 = select i1 %c4873, i64 0, i64 %mm4872
  %v4875 = load i64, ptr %j, align 8
  %add4876 = add i64 %v4875, -2
  %sub4877 = sub i64 %dim8, 1
  %c4878 = icmp slt i64 %add4876, %sub4877
  %mm4879 = select i1 %c4878, i64 %add4876, i64 %sub4877
  %c4880 = icmp sgt i64 0, %mm4879
  %mm4881 = select i1 %c4880, i64 0, i64 %mm4879
  %inb4882 = icmp ult i64 %mm4874, %dim
  br i1 %inb4882, label %ok4884, label %fail4883

fail4883:                                         ; preds = %ok4859
  %errp4885 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4885, align 8
  %errp4886 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4886, align 8
  %errp4887 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4874, ptr %errp4887, align 8
  %errp4888 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4888, align 8
  ret i32 1

ok4884:                                           ; preds = %ok4859
  %pos4889 = mul i64 0, %dim
  %pos4890 = add i64 %pos4889, %mm4874
  %inb4891 = icmp ult i64 %mm4881, %dim8
  br i1 %inb4891, label %ok4893, label %fail4892

fail4892:                                         ; preds = %ok4884
  %errp4894 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4894, align 8
  %errp4895 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4895, align 8
  %errp4896 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4881, ptr %errp4896, align 8
  %errp4897 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4897, align 8
  ret i32 1

ok4893:                                           ; preds = %ok4884
  %pos4898 = mul i64 %pos4890, %dim8
  %pos4899 = add i64 %pos4898, %mm4881
  %elp4900 = getelementptr inbounds float, ptr %buf, i64 %pos4899
  %el4901 = load float, ptr %elp4900, align 4, !alias.scope !0, !noalias !3
  store float %el4901, ptr %bright_12, align 4
  %v4902 = load i64, ptr %i, align 8
  %add4903 = add i64 %v4902, -1
  %sub4904 = sub i64 %dim, 1
  %c4905 = icmp slt i64 %add4903, %sub4904
  %mm4906 = select i1 %c4905, i64 %add4903, i64 %sub4904
  %c4907 = icmp sgt i64 0, %mm4906
  %mm4908 = select i1 %c4907, i64 0, i64 %mm4906
  %v4909 = load i64, ptr %j, align 8
  %add4910 = add i64 %v4909, -1
  %sub4911 = sub i64 %dim8, 1
  %c4912 = icmp slt i64 %add4910, %sub4911
  %mm4913 = select i1 %c4912, i64 %add4910, i64 %sub4911
  %c4914 = icmp sgt i64 0, %mm4913
  %mm4915 = select i1 %c4914, i64 0, i64 %mm4913
  %inb4916 = icmp ult i64 %mm4908, %dim
  br i1 %inb4916, label %ok4918, label %fail4917

fail4917:                                         ; preds = %ok4893
  %errp4919 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4919, align 8
  %errp4920 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4920, align 8
  %errp4921 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4908, ptr %errp4921, align 8
  %errp4922 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4922, align 8
  ret i32 1

ok4918:                                           ; preds = %ok4893
  %pos4923 = mul i64 0, %dim
  %pos4924 = add i64 %pos4923, %mm4908
  %inb4925 = icmp ult i64 %mm4915, %dim8
  br i1 %inb4925, label %ok4927, label %fail4926

fail4926:                                         ; preds = %ok4918
  %errp4928 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4928, align 8
  %errp4929 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4929, align 8
  %errp4930 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4915, ptr %errp4930, align 8
  %errp4931 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4931, align 8
  ret i32 1

ok4927:                                           ; preds = %ok4918
  %pos4932 = mul i64 %pos4924, %dim8
  %pos4933 = add i64 %pos4932, %mm4915
  %elp4934 = getelementptr inbounds float, ptr %buf, i64 %pos4933
  %el4935 = load float, ptr %elp4934, align 4, !alias.scope !0, !noalias !3
  store float %el4935, ptr %bright_13, align 4
  %v4936 = load i64, ptr %i, align 8
  %add4937 = add i64 %v4936, -1
  %sub4938 = sub i64 %dim, 1
  %c4939 = icmp slt i64 %add4937, %sub4938
  %mm4940 = select i1 %c4939, i64 %add4937, i64 %sub4938
  %c4941 = icmp sgt i64 0, %mm4940
  %mm4942 = select i1 %c4941, i64 0, i64 %mm4940
  %v4943 = load i64, ptr %j, align 8
  %add4944 = add i64 %v4943, 0
  %sub4945 = sub i64 %dim8, 1
  %c4946 = icmp slt i64 %add4944, %sub4945
  %mm4947 = select i1 %c4946, i64 %add4944, i64 %sub4945
  %c4948 = icmp sgt i64 0, %mm4947
  %mm4949 = select i1 %c4948, i64 0, i64 %mm4947
  %inb4950 = icmp ult i64 %mm4942, %dim
  br i1 %inb4950, label %ok4952, label %fail4951

fail4951:                                         ; preds = %ok4927
  %errp4953 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4953, align 8
  %errp4954 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4954, align 8
  %errp4955 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4942, ptr %errp4955, align 8
  %errp4956 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4956, align 8
  ret i32 1

ok4952:                                           ; preds = %ok4927
  %pos4957 = mul i64 0, %dim
  %pos4958 = add i64 %pos4957, %mm4942
  %inb4959 = icmp ult i64 %mm4949, %dim8
  br i1 %inb4959, label %ok4961, label %fail4960

fail4960:                                         ; preds = %ok4952
  %errp4962 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4962, align 8
  %errp4963 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4963, align 8
  %errp4964 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4949, ptr %errp4964, align 8
  %errp4965 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4965, align 8
  ret i32 1

ok4961:                                           ; preds = %ok4952
  %pos4966 = mul i64 %pos4958, %dim8
  %pos4967 = add i64 %pos4966, %mm4949
  %elp4968 = getelementptr inbounds float, ptr %buf, i64 %pos4967
  %el4969 = load float, ptr %elp4968, align 4, !alias.scope !0, !noalias !3
  store float %el4969, ptr %bright_14, align 4
  %v4970 = load i64, ptr %i, align 8
  %add4971 = add i64 %v4970, -1
  %sub4972 = sub i64 %dim, 1
  %c4973 = icmp slt i64 %add4971, %sub4972
  %mm4974 = select i1 %c4973, i64 %add4971, i64 %sub4972
  %c4975 = icmp sgt i64 0, %mm4974
  %mm4976 = select i1 %c4975, i64 0, i64 %mm4974
  %v4977 = load i64, ptr %j, align 8
  %add4978 = add i64 %v4977, 1
  %sub4979 = sub i64 %dim8, 1
  %c4980 = icmp slt i64 %add4978, %sub4979
  %mm4981 = select i1 %c4980, i64 %add4978, i64 %sub4979
  %c4982 = icmp sgt i64 0, %mm4981
  %mm4983 = select i1 %c4982, i64 0, i64 %mm4981
  %inb4984 = icmp ult i64 %mm4976, %dim
  br i1 %inb4984, label %ok4986, label %fail4985

fail4985:                                         ; preds = %ok4961
  %errp4987 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4987, align 8
  %errp4988 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4988, align 8
  %errp4989 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4976, ptr %errp4989, align 8
  %errp4990 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4990, align 8
  ret i32 1

ok4986:                                           ; preds = %ok4961
  %pos4991 = mul i64 0, %dim
  %pos4992 = add i64 %pos4991, %mm4976
  %inb4993 = icmp ult i64 %mm4983, %dim8
  br i1 %inb4993, label %ok4995, label %fail4994

fail4994:                                         ; preds = %ok4986
  %errp4996 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4996, align 8
  %errp4997 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4997, align 8
  %errp4998 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4983, ptr %errp4998, align 8
  %errp4999 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4999, align 8
  ret i32 1

ok4995:                                           ; preds = %ok4986
  %pos5000 = mul i64 %pos4992, %dim8
  %pos5001 = add i64 %pos5000, %mm4983
  %elp5002 = getelementptr inbounds float, ptr %buf, i64 %pos5001
  %el5003 = load float, ptr %elp5002, align 4, !alias.scope !0, !noalias !3
  store float %el5003, ptr %bright_15, align 4
  %v5004 = load i64, ptr %i, align 8
  %add5005 = add i64 %v5004, -1
  %sub5006 = sub i64 %dim, 1
  %c5007 = icmp slt i64 %add5005, %sub5006
  %mm5008 = select i1 %c5007, i64 %add5005, i64 %sub5006
  %c5009 = icmp sgt i64 0, %mm5008
  %mm5010 = select i1 %c5009, i64 0, i64 %mm5008
  %v5011 = load i64, ptr %j, align 8
  %add5012 = add i64 %v5011, 2
  %sub5013 = sub i64 %dim8, 1
  %c5014 = icmp slt i64 %add5012, %sub5013
  %mm5015 = select i1 %c5014, i64 %add5012, i64 %sub5013
  %c5016 = icmp sgt i64 0, %mm5015
  %mm5017 = select i1 %c5016, i64 0, i64 %mm5015
  %inb5018 = icmp ult i64 %mm5010, %dim
  br i1 %inb5018, label %ok5020, label %fail5019

fail5019:                                         ; preds = %ok4995
  %errp5021 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5021, align 8
  %errp5022 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5022, align 8
  %errp5023 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5010, ptr %errp5023, align 8
  %errp5024 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5024, align 8
  ret i32 1

ok5020:                                           ; preds = %ok4995
  %pos5025 = mul i64 0, %dim
  %pos5026 = add i64 %pos5025, %mm5010
  %inb5027 = icmp ult i64 %mm5017, %dim8
  br i1 %inb5027, label %ok5029, label %fail5028

fail5028:                                         ; preds = %ok5020
  %errp5030 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5030, align 8
  %errp5031 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5031, align 8
  %errp5032 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5017, ptr %errp5032, align 8
  %errp5033 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5033, align 8
  ret i32 1

ok5029:                                           ; preds = %ok5020
  %pos5034 = mul i64 %pos5026, %dim8
  %pos5035 = add i64 %pos5034, %mm5017
  %elp5036 = getelementptr inbounds float, ptr %buf, i64 %pos5035
  %el5037 = load float, ptr %elp5036, align 4, !alias.scope !0, !noalias !3
  store float %el5037, ptr %bright_16, align 4
  %v5038 = load i64, ptr %i, align 8
  %add5039 = add i64 %v5038, 0
  %sub5040 = sub i64 %dim, 1
  %c5041 = icmp slt i64 %add5039, %sub5040
  %mm5042 = select i1 %c5041, i64 %add5039, i64 %sub5040
  %c5043 = icmp sgt i64 0, %mm5042
  %mm5044 = select i1 %c5043, i64 0, i64 %mm5042
  %v5045 = load i64, ptr %j, align 8
  %add5046 = add i64 %v5045, -2
  %sub5047 = sub i64 %dim8, 1
  %c5048 = icmp slt i64 %add5046, %sub5047
  %mm5049 = select i1 %c5048, i64 %add5046, i64 %sub5047
  %c5050 = icmp sgt i64 0, %mm5049
  %mm5051 = select i1 %c5050, i64 0, i64 %mm5049
  %inb5052 = icmp ult i64 %mm5044, %dim
  br i1 %inb5052, label %ok5054, label %fail5053

fail5053:                                         ; preds = %ok5029
  %errp5055 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5055, align 8
  %errp5056 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5056, align 8
  %errp5057 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5044, ptr %errp5057, align 8
  %errp5058 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5058, align 8
  ret i32 1

ok5054:                                           ; preds = %ok5029
  %pos5059 = mul i64 0, %dim
  %pos5060 = add i64 %pos5059, %mm5044
  %inb5061 = icmp ult i64 %mm5051, %dim8
  br i1 %inb5061, label %ok5063, label %fail5062

fail5062:                                         ; preds = %ok5054
  %errp5064 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5064, align 8
  %errp5065 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5065, align 8
  %errp5066 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5051, ptr %errp5066, align 8
  %errp5067 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5067, align 8
  ret i32 1

ok5063:                                           ; preds = %ok5054
  %pos5068 = mul i64 %pos5060, %dim8
  %pos5069 = add i64 %pos5068, %mm5051
  %elp5070 = getelementptr inbounds float, ptr %buf, i64 %pos5069
  %el5071 = load float, ptr %elp5070, align 4, !alias.scope !0, !noalias !3
  store float %el5071, ptr %bright_17, align 4
  %v5072 = load i64, ptr %i, align 8
  %add5073 = add i64 %v5072, 0
  %sub5074 = sub i64 %dim, 1
  %c5075 = icmp slt i64 %add5073, %sub5074
  %mm5076 = select i1 %c5075, i64 %add5073, i64 %sub5074
  %c5077 = icmp sgt i64 0, %mm5076
  %mm5078 = select i1 %c5077, i64 0, i64 %mm5076
  %v5079 = load i64, ptr %j, align 8
  %add5080 = add i64 %v5079, -1
  %sub5081 = sub i64 %dim8, 1
  %c5082 = icmp slt i64 %add5080, %sub5081
  %mm5083 = select i1 %c5082, i64 %add5080, i64 %sub5081
  %c5084 = icmp sgt i64 0, %mm5083
  %mm5085 = select i1 %c5084, i64 0, i64 %mm5083
  %inb5086 = icmp ult i64 %mm5078, %dim
  br i1 %inb5086, label %ok5088, label %fail5087

fail5087:                                         ; preds = %ok5063
  %errp5089 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5089, align 8
  %errp5090 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5090, align 8
  %errp5091 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5078, ptr %errp5091, align 8
  %errp5092 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5092, align 8
  ret i32 1

ok5088:                                           ; preds = %ok5063
  %pos5093 = mul i64 0, %dim
  %pos5094 = add i64 %pos5093, %mm5078
  %inb5095 = icmp ult i64 %mm5085, %dim8
  br i1 %inb5095, label %ok5097, label %fail5096

fail5096:                                         ; preds = %ok5088
  %errp5098 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5098, align 8
  %errp5099 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5099, align 8
  %errp5100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5085, ptr %errp5100, align 8
  %errp5101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5101, align 8
  ret i32 1

ok5097:                                           ; preds = %ok5088
  %pos5102 = mul i64 %pos5094, %dim8
  %pos5103 = add i64 %pos5102, %mm5085
  %elp5104 = getelementptr inbounds float, ptr %buf, i64 %pos5103
  %el5105 = load float, ptr %elp5104, align 4, !alias.scope !0, !noalias !3
  store float %el5105, ptr %bright_18, align 4
  %v5106 = load i64, ptr %i, align 8
  %add5107 = add i64 %v5106, 0
  %sub5108 = sub i64 %dim, 1
  %c5109 = icmp slt i64 %add5107, %sub5108
  %mm5110 = select i1 %c5109, i64 %add5107, i64 %sub5108
  %c5111 = icmp sgt i64 0, %mm5110
  %mm5112 = select i1 %c5111, i64 0, i64 %mm5110
  %v5113 = load i64, ptr %j, align 8
  %add5114 = add i64 %v5113, 0
  %sub5115 = sub i64 %dim8, 1
  %c5116 = icmp slt i64 %add5114, %sub5115
  %mm5117 = select i1 %c5116, i64 %add5114, i64 %sub5115
  %c5118 = icmp sgt i64 0, %mm5117
  %mm5119 = select i1 %c5118, i64 0, i64 %mm5117
  %inb5120 = icmp ult i64 %mm5112, %dim
  br i1 %inb5120, label %ok5122, label %fail5121

fail5121:                                         ; preds = %ok5097
  %errp5123 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5123, align 8
  %errp5124 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5124, align 8
  %errp5125 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5112, ptr %errp5125, align 8
  %errp5126 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5126, align 8
  ret i32 1

ok5122:                                           ; preds = %ok5097
  %pos5127 = mul i64 0, %dim
  %pos5128 = add i64 %pos5127, %mm5112
  %inb5129 = icmp ult i64 %mm5119, %dim8
  br i1 %inb5129, label %ok5131, label %fail5130

fail5130:                                         ; preds = %ok5122
  %errp5132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5132, align 8
  %errp5133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5133, align 8
  %errp5134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5119, ptr %errp5134, align 8
  %errp5135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5135, align 8
  ret i32 1

ok5131:                                           ; preds = %ok5122
  %pos5136 = mul i64 %pos5128, %dim8
  %pos5137 = add i64 %pos5136, %mm5119
  %elp5138 = getelementptr inbounds float, ptr %buf, i64 %pos5137
  %el5139 = load float, ptr %elp5138, align 4, !alias.scope !0, !noalias !3
  store float %el5139, ptr %bright_19, align 4
  %v5140 = load i64, ptr %i, align 8
  %add5141 = add i64 %v5140, 0
  %sub5142 = sub i64 %dim, 1
  %c5143 = icmp slt i64 %add5141, %sub5142
  %mm5144 = select i1 %c5143, i64 %add5141, i64 %sub5142
  %c5145 = icmp sgt i64 0, %mm5144
  %mm5146 = select i1 %c5145, i64 0, i64 %mm5144
  %v5147 = load i64, ptr %j, align 8
  %add5148 = add i64 %v5147, 1
  %sub5149 = sub i64 %dim8, 1
  %c5150 = icmp slt i64 %add5148, %sub5149
  %mm5151 = select i1 %c5150, i64 %add5148, i64 %sub5149
  %c5152 = icmp sgt i64 0, %mm5151
  %mm5153 = select i1 %c5152, i64 0, i64 %mm5151
  %inb5154 = icmp ult i64 %mm5146, %dim
  br i1 %inb5154, label %ok5156, label %fail5155

fail5155:                                         ; preds = %ok5131
  %errp5157 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5157, align 8
  %errp5158 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5158, align 8
  %errp5159 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5146, ptr %errp5159, align 8
  %errp5160 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5160, align 8
  ret i32 1

ok5156:                                           ; preds = %ok5131
  %pos5161 = mul i64 0, %dim
  %pos5162 = add i64 %pos5161, %mm5146
  %inb5163 = icmp ult i64 %mm5153, %dim8
  br i1 %inb5163, label %ok5165, label %fail5164

fail5164:                                         ; preds = %ok5156
  %errp5166 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5166, align 8
  %errp5167 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5167, align 8
  %errp5168 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5153, ptr %errp5168, align 8
  %errp5169 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5169, align 8
  ret i32 1

ok5165:                                           ; preds = %ok5156
  %pos5170 = mul i64 %pos5162, %dim8
  %pos5171 = add i64 %pos5170, %mm5153
  %elp5172 = getelementptr inbounds float, ptr %buf, i64 %pos5171
  %el5173 = load float, ptr %elp5172, align 4, !alias.scope !0, !noalias !3
  store float %el5173, ptr %bright_20, align 4
  %v5174 = load i64, ptr %i, align 8
  %add5175 = add i64 %v5174, 0
  %sub5176 = sub i64 %dim, 1
  %c5177 = icmp slt i64 %add5175, %sub5176
  %mm5178 = select i1 %c5177, i64 %add5175, i64 %sub5176
  %c5179 = icmp sgt i64 0, %mm5178
  %mm5180 = select i1 %c5179, i64 0, i64 %mm5178
  %v5181 = load i64, ptr %j, align 8
  %add5182 = add i64 %v5181, 2
  %sub5183 = sub i64 %dim8, 1
  %c5184 = icmp slt i64 %add5182, %sub5183
  %mm5185 = select i1 %c5184, i64 %add5182, i64 %sub5183
  %c5186 = icmp sgt i64 0, %mm5185
  %mm5187 = select i1 %c5186, i64 0, i64 %mm5185
  %inb5188 = icmp ult i64 %mm5180, %dim
  br i1 %inb5188, label %ok5190, label %fail5189

fail5189:                                         ; preds = %ok5165
  %errp5191 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5191, align 8
  %errp5192 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5192, align 8
  %errp5193 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5180, ptr %errp5193, align 8
  %errp5194 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5194, align 8
  ret i32 1

ok5190:                                           ; preds = %ok5165
  %pos5195 = mul i64 0, %dim
  %pos5196 = add i64 %pos5195, %mm5180
  %inb5197 = icmp ult i64 %mm5187, %dim8
  br i1 %inb5197, label %ok5199, label %fail5198

fail5198:                                         ; preds = %ok5190
  %errp5200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5200, align 8
  %errp5201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5201, align 8
  %errp5202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5187, ptr %errp5202, align 8
  %errp5203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5203, align 8
  ret i32 1

ok5199:                                           ; preds = %ok5190
  %pos5204 = mul i64 %pos5196, %dim8
  %pos5205 = add i64 %pos5204, %mm5187
  %elp5206 = getelementptr inbounds float, ptr %buf, i64 %pos5205
  %el5207 = load float, ptr %elp5206, align 4, !alias.scope !0, !noalias !3
  store float %el5207, ptr %bright_21, align 4
  %v5208 = load i64, ptr %i, align 8
  %add5209 = add i64 %v5208, 1
  %sub5210 = sub i64 %dim, 1
  %c5211 = icmp slt i64 %add5209, %sub5210
  %mm5212 = select i1 %c5211, i64 %add5209, i64 %sub5210
  %c5213 = icmp sgt i64 0, %mm5212
  %mm5214 = select i1 %c5213, i64 0, i64 %mm5212
  %v5215 = load i64, ptr %j, align 8
  %add5216 = add i64 %v5215, -2
  %sub5217 = sub i64 %dim8, 1
  %c5218 = icmp slt i64 %add5216, %sub5217
  %mm5219 = select i1 %c5218, i64 %add5216, i64 %sub5217
  %c5220 = icmp sgt i64 0, %mm5219
  %mm5221 = select i1 %c5220, i64 0, i64 %mm5219
  %inb5222 = icmp ult i64 %mm5214, %dim
  br i1 %inb5222, label %ok5224, label %fail5223

fail5223:                                         ; preds = %ok5199
  %errp5225 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5225, align 8
  %errp5226 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5226, align 8
  %errp5227 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5214, ptr %errp5227, align 8
  %errp5228 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5228, align 8
  ret i32 1

ok5224:                                           ; preds = %ok5199
  %pos5229 = mul i64 0, %dim
  %pos5230 = add i64 %pos5229, %mm5214
  %inb5231 = icmp ult i64 %mm5221, %dim8
  br i1 %inb5231, label %ok5233, label %fail5232

fail5232:                                         ; preds = %ok5224
  %errp5234 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5234, align 8
  %errp5235 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5235, align 8
  %errp5236 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5221, ptr %errp5236, align 8
  %errp5237 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5237, align 8
  ret i32 1

ok5233:                                           ; preds = %ok5224
  %pos5238 = mul i64 %pos5230, %dim8
  %pos5239 = add i64 %pos5238, %mm5221
  %elp5240 = getelementptr inbounds float, ptr %buf, i64 %pos5239
  %el5241 = load float, ptr %elp5240, align 4, !alias.scope !0, !noalias !3
  store float %el5241, ptr %bright_22, align 4
  %v5242 = load i64, ptr %i, align 8
  %add5243 = add i64 %v5242, 1
  %sub5244 = sub i64 %dim, 1
  %c5245 = icmp slt i64 %add5243, %sub5244
  %mm5246 = select i1 %c5245, i64 %add5243, i64 %sub5244
  %c5247 = icmp sgt i64 0, %mm5246
  %mm5248 = select i1 %c5247, i64 0, i64 %mm5246
  %v5249 = load i64, ptr %j, align 8
  %add5250 = add i64 %v5249, -1
  %sub5251 = sub i64 %dim8, 1
  %c5252 = icmp slt i64 %add5250, %sub5251
  %mm5253 = select i1 %c5252, i64 %add5250, i64 %sub5251
  %c5254 = icmp sgt i64 0, %mm5253
  %mm5255 = select i1 %c5254, i64 0, i64 %mm5253
  %inb5256 = icmp ult i64 %mm5248, %dim
  br i1 %inb5256, label %ok5258, label %fail5257

fail5257:                                         ; preds = %ok5233
  %errp5259 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5259, align 8
  %errp5260 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5260, align 8
  %errp5261 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5248, ptr %errp5261, align 8
  %errp5262 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5262, align 8
  ret i32 1

ok5258:                                           ; preds = %ok5233
  %pos5263 = mul i64 0, %dim
  %pos5264 = add i64 %pos5263, %mm5248
  %inb5265 = icmp ult i64 %mm5255, %dim8
  br i1 %inb5265, label %ok5267, label %fail5266

fail5266:                                         ; preds = %ok5258
  %errp5268 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5268, align 8
  %errp5269 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5269, align 8
  %errp5270 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5255, ptr %errp5270, align 8
  %errp5271 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5271, align 8
  ret i32 1

ok5267:                                           ; preds = %ok5258
  %pos5272 = mul i64 %pos5264, %dim8
  %pos5273 = add i64 %pos5272, %mm5255
  %elp5274 = getelementptr inbounds float, ptr %buf, i64 %pos5273
  %el5275 = load float, ptr %elp5274, align 4, !alias.scope !0, !noalias !3
  store float %el5275, ptr %bright_23, align 4
  %v5276 = load i64, ptr %i, align 8
  %add5277 = add i64 %v5276, 1
  %sub5278 = sub i64 %dim, 1
  %c5279 = icmp slt i64 %add5277, %sub5278
  %mm5280 = select i1 %c5279, i64 %add5277, i64 %sub5278
  %c5281 = icmp sgt i64 0, %mm5280
  %mm5282 = select i1 %c5281, i64 0, i64 %mm5280
  %v5283 = load i64, ptr %j, align 8
  %add5284 = add i64 %v5283, 0
  %sub5285 = sub i64 %dim8, 1
  %c5286 = icmp slt i64 %add5284, %sub5285
  %mm5287 = select i1 %c5286, i64 %add5284, i64 %sub5285
  %c5288 = icmp sgt i64 0, %mm5287
  %mm5289 = select i1 %c5288, i64 0, i64 %mm5287
  %inb5290 = icmp ult i64 %mm5282, %dim
  br i1 %inb5290, label %ok5292, label %fail5291

fail5291:                                         ; preds = %ok5267
  %errp5293 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5293, align 8
  %errp5294 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5294, align 8
  %errp5295 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5282, ptr %errp5295, align 8
  %errp5296 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5296, align 8
  ret i32 1

ok5292:                                           ; preds = %ok5267
  %pos5297 = mul i64 0, %dim
  %pos5298 = add i64 %pos5297, %mm5282
  %inb5299 = icmp ult i64 %mm5289, %dim8
  br i1 %inb5299, label %ok5301, label %fail5300

fail5300:                                         ; preds = %ok5292
  %errp5302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5302, align 8
  %errp5303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5303, align 8
  %errp5304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5289, ptr %errp5304, align 8
  %errp5305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5305, align 8
  ret i32 1

ok5301:                                           ; preds = %ok5292
  %pos5306 = mul i64 %pos5298, %dim8
  %pos5307 = add i64 %pos5306, %mm5289
  %elp5308 = getelementptr inbounds float, ptr %buf, i64 %pos5307
  %el5309 = load float, ptr %elp5308, align 4, !alias.scope !0, !noalias !3
  store float %el5309, ptr %bright_24, align 4
  %v5310 = load i64, ptr %i, align 8
  %add5311 = add i64 %v5310, 1
  %sub5312 = sub i64 %dim, 1
  %c5313 = icmp slt i64 %add5311, %sub5312
  %mm5314 = select i1 %c5313, i64 %add5311, i64 %sub5312
  %c5315 = icmp sgt i64 0, %mm5314
  %mm5316 = select i1 %c5315, i64 0, i64 %mm5314
  %v5317 = load i64, ptr %j, align 8
  %add5318 = add i64 %v5317, 1
  %sub5319 = sub i64 %dim8, 1
  %c5320 = icmp slt i64 %add5318, %sub5319
  %mm5321 = select i1 %c5320, i64 %add5318, i64 %sub5319
  %c5322 = icmp sgt i64 0, %mm5321
  %mm5323 = select i1 %c5322, i64 0, i64 %mm5321
  %inb5324 = icmp ult i64 %mm5316, %dim
  br i1 %inb5324, label %ok5326, label %fail5325

fail5325:                                         ; preds = %ok5301
  %errp5327 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5327, align 8
  %errp5328 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5328, align 8
  %errp5329 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5316, ptr %errp5329, align 8
  %errp5330 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5330, align 8
  ret i32 1

ok5326:                                           ; preds = %ok5301
  %pos5331 = mul i64 0, %dim
  %pos5332 = add i64 %pos5331, %mm5316
  %inb5333 = icmp ult i64 %mm5323, %dim8
  br i1 %inb5333, label %ok5335, label %fail5334

fail5334:                                         ; preds = %ok5326
  %errp5336 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5336, align 8
  %errp5337 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5337, align 8
  %errp5338 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5323, ptr %errp5338, align 8
  %errp5339 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5339, align 8
  ret i32 1

ok5335:                                           ; preds = %ok5326
  %pos5340 = mul i64 %pos5332, %dim8
  %pos5341 = add i64 %pos5340, %mm5323
  %elp5342 = getelementptr inbounds float, ptr %buf, i64 %pos5341
  %el5343 = load float, ptr %elp5342, align 4, !alias.scope !0, !noalias !3
  store float %el5343, ptr %bright_25, align 4
  %v5344 = load i64, ptr %i, align 8
  %add5345 = add i64 %v5344, 1
  %sub5346 = sub i64 %dim, 1
  %c5347 = icmp slt i64 %add5345, %sub5346
  %mm5348 = select i1 %c5347, i64 %add5345, i64 %sub5346
  %c5349 = icmp sgt i64 0, %mm5348
  %mm5350 = select i1 %c5349, i64 0, i64 %mm5348
  %v5351 = load i64, ptr %j, align 8
  %add5352 = add i64 %v5351, 2
  %sub5353 = sub i64 %dim8, 1
  %c5354 = icmp slt i64 %add5352, %sub5353
  %mm5355 = select i1 %c5354, i64 %add5352, i64 %sub5353
  %c5356 = icmp sgt i64 0, %mm5355
  %mm5357 = select i1 %c5356, i64 0, i64 %mm5355
  %inb5358 = icmp ult i64 %mm5350, %dim
  br i1 %inb5358, label %ok5360, label %fail5359

fail5359:                                         ; preds = %ok5335
  %errp5361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5361, align 8
  %errp5362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5362, align 8
  %errp5363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5350, ptr %errp5363, align 8
  %errp5364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5364, align 8
  ret i32 1

ok5360:                                           ; preds = %ok5335
  %pos5365 = mul i64 0, %dim
  %pos5366 = add i64 %pos5365, %mm5350
  %inb5367 = icmp ult i64 %mm5357, %dim8
  br i1 %inb5367, label %ok5369, label %fail5368

fail5368:                                         ; preds = %ok5360
  %errp5370 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5370, align 8
  %errp5371 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5371, align 8
  %errp5372 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5357, ptr %errp5372, align 8
  %errp5373 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5373, align 8
  ret i32 1

ok5369:                                           ; preds = %ok5360
  %pos5374 = mul i64 %pos5366, %dim8
  %pos5375 = add i64 %pos5374, %mm5357
  %elp5376 = getelementptr inbounds float, ptr %buf, i64 %pos5375
  %el5377 = load float, ptr %elp5376, align 4, !alias.scope !0, !noalias !3
  store float %el5377, ptr %bright_26, align 4
  %v5378 = load i64, ptr %i, align 8
  %add5379 = add i64 %v5378, 2
  %sub5380 = sub i64 %dim, 1
  %c5381 = icmp slt i64 %add5379, %sub5380
  %mm5382 = select i1 %c5381, i64 %add5379, i64 %sub5380
  %c5383 = icmp sgt i64 0, %mm5382
  %mm5384 = select i1 %c5383, i64 0, i64 %mm5382
  %v5385 = load i64, ptr %j, align 8
  %add5386 = add i64 %v5385, -2
  %sub5387 = sub i64 %dim8, 1
  %c5388 = icmp slt i64 %add5386, %sub5387
  %mm5389 = select i1 %c5388, i64 %add5386, i64 %sub5387
  %c5390 = icmp sgt i64 0, %mm5389
  %mm5391 = select i1 %c5390, i64 0, i64 %mm5389
  %inb5392 = icmp ult i64 %mm5384, %dim
  br i1 %inb5392, label %ok5394, label %fail5393

fail5393:                                         ; preds = %ok5369
  %errp5395 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5395, align 8
  %errp5396 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5396, align 8
  %errp5397 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5384, ptr %errp5397, align 8
  %errp5398 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5398, align 8
  ret i32 1

ok5394:                                           ; preds = %ok5369
  %pos5399 = mul i64 0, %dim
  %pos5400 = add i64 %pos5399, %mm5384
  %inb5401 = icmp ult i64 %mm5391, %dim8
  br i1 %inb5401, label %ok5403, label %fail5402

fail5402:                                         ; preds = %ok5394
  %errp5404 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5404, align 8
  %errp5405 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5405, align 8
  %errp5406 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5391, ptr %errp5406, align 8
  %errp5407 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5407, align 8
  ret i32 1

ok5403:                                           ; preds = %ok5394
  %pos5408 = mul i64 %pos5400, %dim8
  %pos5409 = add i64 %pos5408, %mm5391
  %elp5410 = getelementptr inbounds float, ptr %buf, i64 %pos5409
  %el5411 = load float, ptr %elp5410, align 4, !alias.scope !0, !noalias !3
  store float %el5411, ptr %bright_27, align 4
  %v5412 = load i64, ptr %i, align 8
  %add5413 = add i64 %v5412, 2
  %sub5414 = sub i64 %dim, 1
  %c5415 = icmp slt i64 %add5413, %sub5414
  %mm5416 = select i1 %c5415, i64 %add5413, i64 %sub5414
  %c5417 = icmp sgt i64 0, %mm5416
  %mm5418 = select i1 %c5417, i64 0, i64 %mm5416
  %v5419 = load i64, ptr %j, align 8
  %add5420 = add i64 %v5419, -1
  %sub5421 = sub i64 %dim8, 1
  %c5422 = icmp slt i64 %add5420, %sub5421
  %mm5423 = select i1 %c5422, i64 %add5420, i64 %sub5421
  %c5424 = icmp sgt i64 0, %mm5423
  %mm5425 = select i1 %c5424, i64 0, i64 %mm5423
  %inb5426 = icmp ult i64 %mm5418, %dim
  br i1 %inb5426, label %ok5428, label %fail5427

fail5427:                                         ; preds = %ok5403
  %errp5429 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5429, align 8
  %errp5430 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5430, align 8
  %errp5431 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5418, ptr %errp5431, align 8
  %errp5432 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5432, align 8
  ret i32 1

ok5428:                                           ; preds = %ok5403
  %pos5433 = mul i64 0, %dim
  %pos5434 = add i64 %pos5433, %mm5418
  %inb5435 = icmp ult i64 %mm5425, %dim8
  br i1 %inb5435, label %ok5437, label %fail5436

fail5436:                                         ; preds = %ok5428
  %errp5438 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5438, align 8
  %errp5439 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5439, align 8
  %errp5440 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5425, ptr %errp5440, align 8
  %errp5441 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5441, align 8
  ret i32 1

ok5437:                                           ; preds = %ok5428
  %pos5442 = mul i64 %pos5434, %dim8
  %pos5443 = add i64 %pos5442, %mm5425
  %elp5444 = getelementptr inbounds float, ptr %buf, i64 %pos5443
  %el5445 = load float, ptr %elp5444, align 4, !alias.scope !0, !noalias !3
  store float %el5445, ptr %bright_28, align 4
  %v5446 = load i64, ptr %i, align 8
  %add5447 = add i64 %v5446, 2
  %sub5448 = sub i64 %dim, 1
  %c5449 = icmp slt i64 %add5447, %sub5448
  %mm5450 = select i1 %c5449, i64 %add5447, i64 %sub5448
  %c5451 = icmp sgt i64 0, %mm5450
  %mm5452 = select i1 %c5451, i64 0, i64 %mm5450
  %v5453 = load i64, ptr %j, align 8
  %add5454 = add i64 %v5453, 0
  %sub5455 = sub i64 %dim8, 1
  %c5456 = icmp slt i64 %add5454, %sub5455
  %mm5457 = select i1 %c5456, i64 %add5454, i64 %sub5455
  %c5458 = icmp sgt i64 0, %mm5457
  %mm5459 = select i1 %c5458, i64 0, i64 %mm5457
  %inb5460 = icmp ult i64 %mm5452, %dim
  br i1 %inb5460, label %ok5462, label %fail5461

fail5461:                                         ; preds = %ok5437
  %errp5463 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5463, align 8
  %errp5464 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5464, align 8
  %errp5465 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5452, ptr %errp5465, align 8
  %errp5466 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5466, align 8
  ret i32 1

ok5462:                                           ; preds = %ok5437
  %pos5467 = mul i64 0, %dim
  %pos5468 = add i64 %pos5467, %mm5452
  %inb5469 = icmp ult i64 %mm5459, %dim8
  br i1 %inb5469, label %ok5471, label %fail5470

fail5470:                                         ; preds = %ok5462
  %errp5472 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5472, align 8
  %errp5473 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5473, align 8
  %errp5474 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5459, ptr %errp5474, align 8
  %errp5475 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5475, align 8
  ret i32 1

ok5471:                                           ; preds = %ok5462
  %pos5476 = mul i64 %pos5468, %dim8
  %pos5477 = add i64 %pos5476, %mm5459
  %elp5478 = getelementptr inbounds float, ptr %buf, i64 %pos5477
  %el5479 = load float, ptr %elp5478, align 4, !alias.scope !0, !noalias !3
  store float %el5479, ptr %bright_29, align 4
  %v5480 = load i64, ptr %i, align 8
  %add5481 = add i64 %v5480, 2
  %sub5482 = sub i64 %dim, 1
  %c5483 = icmp slt i64 %add5481, %sub5482
  %mm5484 = select i1 %c5483, i64 %add5481, i64 %sub5482
  %c5485 = icmp sgt i64 0, %mm5484
  %mm5486 = select i1 %c5485, i64 0, i64 %mm5484
  %v5487 = load i64, ptr %j, align 8
  %add5488 = add i64 %v5487, 1
  %sub5489 = sub i64 %dim8, 1
  %c5490 = icmp slt i64 %add5488, %sub5489
  %mm5491 = select i1 %c5490, i64 %add5488, i64 %sub5489
  %c5492 = icmp sgt i64 0, %mm5491
  %mm5493 = select i1 %c5492, i64 0, i64 %mm5491
  %inb5494 = icmp ult i64 %mm5486, %dim
  br i1 %inb5494, label %ok5496, label %fail5495

fail5495:                                         ; preds = %ok5471
  %errp5497 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5497, align 8
  %errp5498 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5498, align 8
  %errp5499 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5486, ptr %errp5499, align 8
  %errp5500 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5500, align 8
  ret i32 1

ok5496:                                           ; preds = %ok5471
  %pos5501 = mul i64 0, %dim
  %pos5502 = add i64 %pos5501, %mm5486
  %inb5503 = icmp ult i64 %mm5493, %dim8
  br i1 %inb5503, label %ok5505, label %fail5504

fail5504:                                         ; preds = %ok5496
  %errp5506 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5506, align 8
  %errp5507 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5507, align 8
  %errp5508 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5493, ptr %errp5508, align 8
  %errp5509 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5509, align 8
  ret i32 1

ok5505:                                           ; preds = %ok5496
  %pos5510 = mul i64 %pos5502, %dim8
  %pos5511 = add i64 %pos5510, %mm5493
  %elp5512 = getelementptr inbounds float, ptr %buf, i64 %pos5511
  %el5513 = load float, ptr %elp5512, align 4, !alias.scope !0, !noalias !3
  store float %el5513, ptr %bright_30, align 4
  %v5514 = load i64, ptr %i, align 8
  %add5515 = add i64 %v5514, 2
  %sub5516 = sub i64 %dim, 1
  %c5517 = icmp slt i64 %add5515, %sub5516
  %mm5518 = select i1 %c5517, i64 %add5515, i64 %sub5516
  %c5519 = icmp sgt i64 0, %mm5518
  %mm5520 = select i1 %c5519, i64 0, i64 %mm5518
  %v5521 = load i64, ptr %j, align 8
  %add5522 = add i64 %v5521, 2
  %sub5523 = sub i64 %dim8, 1
  %c5524 = icmp slt i64 %add5522, %sub5523
  %mm5525 = select i1 %c5524, i64 %add5522, i64 %sub5523
  %c5526 = icmp sgt i64 0, %mm5525
  %mm5527 = select i1 %c5526, i64 0, i64 %mm5525
  %inb5528 = icmp ult i64 %mm5520, %dim
  br i1 %inb5528, label %ok5530, label %fail5529

fail5529:                                         ; preds = %ok5505
  %errp5531 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5531, align 8
  %errp5532 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5532, align 8
  %errp5533 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5520, ptr %errp5533, align 8
  %errp5534 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5534, align 8
  ret i32 1

ok5530:                                           ; preds = %ok5505
  %pos5535 = mul i64 0, %dim
  %pos5536 = add i64 %pos5535, %mm5520
  %inb5537 = icmp ult i64 %mm5527, %dim8
  br i1 %inb5537, label %ok5539, label %fail5538

fail5538:                                         ; preds = %ok5530
  %errp5540 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5540, align 8
  %errp5541 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5541, align 8
  %errp5542 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5527, ptr %errp5542, align 8
  %errp5543 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5543, align 8
  ret i32 1

ok5539:                                           ; preds = %ok5530
  %pos5544 = mul i64 %pos5536, %dim8
  %pos5545 = add i64 %pos5544, %mm5527
  %elp5546 = getelementptr inbounds float, ptr %buf, i64 %pos5545
  %el5547 = load float, ptr %elp5546, align 4, !alias.scope !0, !noalias !3
  store float %el5547, ptr %bright_31, align 4
  %v5548 = load float, ptr %bright_7, align 4
  %tup5549 = insertvalue { float, float, float, float, float } undef, float %v5548, 0
  %v5550 = load float, ptr %bright_8, align 4
  %tup5551 = insertvalue { float, float, float, float, float } %tup5549, float %v5550, 1
  %v5552 = load float, ptr %bright_9, align 4
  %tup5553 = insertvalue { float, float, float, float, float } %tup5551, float %v5552, 2
  %v5554 = load float, ptr %bright_10, align 4
  %tup5555 = insertvalue { float, float, float, float, float } %tup5553, float %v5554, 3
  %v5556 = load float, ptr %bright_11, align 4
  %tup5557 = insertvalue { float, float, float, float, float } %tup5555, float %v5556, 4
  store { float, float, float, float, float } %tup5557, ptr %"%cse0_32", align 4
  %v5558 = load float, ptr %bright_12, align 4
  %tup5559 = insertvalue { float, float, float, float, float } undef, float %v5558, 0
  %v5560 = load float, ptr %bright_13, align 4
  %tup5561 = insertvalue { float, float, float, float, float } %tup5559, float %v5560, 1
  %v5562 = load float, ptr %bright_14, align 4
  %tup5563 = insertvalue { float, float, float, float, float } %tup5561, float %v5562, 2
  %v5564 = load float, ptr %bright_15, align 4
  %tup5565 = insertvalue { float, float, float, float, float } %tup5563, float %v5564, 3
  %v5566 = load float, ptr %bright_16, align 4
  %tup5567 = insertvalue { float, float, float, float, float } %tup5565, float %v5566, 4
  store { float, float, float, float, float } %tup5567, ptr %"%cse1_33", align 4
  %v5568 = load float, ptr %bright_17, align 4
  %tup5569 = insertvalue { float, float, float, float, float } undef, float %v5568, 0
  %v5570 = load float, ptr %bright_18, align 4
  %tup5571 = insertvalue { float, float, float, float, float } %tup5569, float %v5570, 1
  %v5572 = load float, ptr %bright_19, align 4
  %tup5573 = insertvalue { float, float, float, float, float } %tup5571, float %v5572, 2
  %v5574 = load float, ptr %bright_20, align 4
  %tup5575 = insertvalue { float, float, float, float, float } %tup5573, float %v5574, 3
  %v5576 = load float, ptr %bright_21, align 4
  %tup5577 = insertvalue { float, float, float, float, float } %tup5575, float %v5576, 4
  store { float, float, float, float, float } %tup5577, ptr %"%cse2_34", align 4
  %v5578 = load float, ptr %bright_22, align 4
  %tup5579 = insertvalue { float, float, float, float, float } undef, float %v5578, 0
  %v5580 = load float, ptr %bright_23, align 4
  %tup5581 = insertvalue { float, float, float, float, float } %tup5579, float %v5580, 1
  %v5582 = load float, ptr %bright_24, align 4
  %tup5583 = insertvalue { float, float, float, float, float } %tup5581, float %v5582, 2
  %v5584 = load float, ptr %bright_25, align 4
  %tup5585 = insertvalue { float, float, float, float, float } %tup5583, float %v5584, 3
  %v5586 = load float, ptr %bright_26, align 4
  %tup5587 = insertvalue { float, float, float, float, float } %tup5585, float %v5586, 4
  store { float, float, float, float, float } %tup5587, ptr %"%cse3_35", align 4
  %v5588 = load float, ptr %bright_27, align 4
  %tup5589 = insertvalue { float, float, float, float, float } undef, float %v5588, 0
  %v5590 = load float, ptr %bright_28, align 4
  %tup5591 = insertvalue { float, float, float, float, float } %tup5589, float %v5590, 1
  %v5592 = load float, ptr %bright_29, align 4
  %tup5593 = insertvalue { float, float, float, float, float } %tup5591, float %v5592, 2
  %v5594 = load float, ptr %bright_30, align 4
  %tup5595 = insertvalue { float, float, float, float, float } %tup5593, float %v5594, 3
  %v5596 = load float, ptr %bright_31, align 4
  %tup5597 = insertvalue { float, float, float, float, float } %tup5595, float %v5596, 4
  store { float, float, float, float, float } %tup5597, ptr %"%cse4_36", align 4
  %fldp5598 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 0
  %fld5599 = load float, ptr %fldp5598, align 4
  %fldp5600 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 1
  %fld5601 = load float, ptr %fldp5600, align 4
  %fm5602 = fmul float 4.000000e+00, %fld5601
  %fa5603 = fadd float %fld5599, %fm5602
  %fldp5604 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 2
  %fld5605 = load float, ptr %fldp5604, align 4
  %fm5606 = fmul float 6.000000e+00, %fld5605
  %fa5607 = fadd float %fa5603, %fm5606
  %fldp5608 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 3
  %fld5609 = load float, ptr %fldp5608, align 4
  %fm5610 = fmul float 4.000000e+00, %fld5609
  %fa5611 = fadd float %fa5607, %fm5610
  %fldp5612 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_32", i32 0, i32 4
  %fld5613 = load float, ptr %fldp5612, align 4
  %fa5614 = fadd float %fa5611, %fld5613
  %fldp5615 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 0
  %fld5616 = load float, ptr %fldp5615, align 4
  %fldp5617 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 1
  %fld5618 = load float, ptr %fldp5617, align 4
  %fm5619 = fmul float 4.000000e+00, %fld5618
  %fa5620 = fadd float %fld5616, %fm5619
  %fldp5621 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 2
  %fld5622 = load float, ptr %fldp5621, align 4
  %fm5623 = fmul float 6.000000e+00, %fld5622
  %fa5624 = fadd float %fa5620, %fm5623
  %fldp5625 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 3
  %fld5626 = load float, ptr %fldp5625, align 4
  %fm5627 = fmul float 4.000000e+00, %fld5626
  %fa5628 = fadd float %fa5624, %fm5627
  %fldp5629 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_33", i32 0, i32 4
  %fld5630 = load float, ptr %fldp5629, align 4
  %fa5631 = fadd float %fa5628, %fld5630
  %fm5632 = fmul float 4.000000e+00, %fa5631
  %fa5633 = fadd float %fa5614, %fm5632
  %fldp5634 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 0
  %fld5635 = load float, ptr %fldp5634, align 4
  %fldp5636 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 1
  %fld5637 = load float, ptr %fldp5636, align 4
  %fm5638 = fmul float 4.000000e+00, %fld5637
  %fa5639 = fadd float %fld5635, %fm5638
  %fldp5640 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 2
  %fld5641 = load float, ptr %fldp5640, align 4
  %fm5642 = fmul float 6.000000e+00, %fld5641
  %fa5643 = fadd float %fa5639, %fm5642
  %fldp5644 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 3
  %fld5645 = load float, ptr %fldp5644, align 4
  %fm5646 = fmul float 4.000000e+00, %fld5645
  %fa5647 = fadd float %fa5643, %fm5646
  %fldp5648 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_34", i32 0, i32 4
  %fld5649 = load float, ptr %fldp5648, align 4
  %fa5650 = fadd float %fa5647, %fld5649
  %fm5651 = fmul float 6.000000e+00, %fa5650
  %fa5652 = fadd float %fa5633, %fm5651
  %fldp5653 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 0
  %fld5654 = load float, ptr %fldp5653, align 4
  %fldp5655 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 1
  %fld5656 = load float, ptr %fldp5655, align 4
  %fm5657 = fmul float 4.000000e+00, %fld5656
  %fa5658 = fadd float %fld5654, %fm5657
  %fldp5659 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 2
  %fld5660 = load float, ptr %fldp5659, align 4
  %fm5661 = fmul float 6.000000e+00, %fld5660
  %fa5662 = fadd float %fa5658, %fm5661
  %fldp5663 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 3
  %fld5664 = load float, ptr %fldp5663, align 4
  %fm5665 = fmul float 4.000000e+00, %fld5664
  %fa5666 = fadd float %fa5662, %fm5665
  %fldp5667 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_35", i32 0, i32 4
  %fld5668 = load float, ptr %fldp5667, align 4
  %fa5669 = fadd float %fa5666, %fld5668
  %fm5670 = fmul float 4.000000e+00, %fa5669
  %fa5671 = fadd float %fa5652, %fm5670
  %fldp5672 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 0
  %fld5673 = load float, ptr %fldp5672, align 4
  %fldp5674 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 1
  %fld5675 = load float, ptr %fldp5674, align 4
  %fm5676 = fmul float 4.000000e+00, %fld5675
  %fa5677 = fadd float %fld5673, %fm5676
  %fldp5678 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 2
  %fld5679 = load float, ptr %fldp5678, align 4
  %fm5680 = fmul float 6.000000e+00, %fld5679
  %fa5681 = fadd float %fa5677, %fm5680
  %fldp5682 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 3
  %fld5683 = load float, ptr %fldp5682, align 4
  %fm5684 = fmul float 4.000000e+00, %fld5683
  %fa5685 = fadd float %fa5681, %fm5684
  %fldp5686 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_36", i32 0, i32 4
  %fld5687 = load float, ptr %fldp5686, align 4
  %fa5688 = fadd float %fa5685, %fld5687
  %fa5689 = fadd float %fa5671, %fa5688
  %fd5690 = fdiv float %fa5689, 2.560000e+02
  store float %fd5690, ptr %blurred_4, align 4
  %v5691 = load i64, ptr %i, align 8
  %v5692 = load i64, ptr %j, align 8
  %pos5693 = mul i64 0, %dim
  %pos5694 = add i64 %pos5693, %v5691
  %pos5695 = mul i64 %pos5694, %dim8
  %pos5696 = add i64 %pos5695, %v5692
  %v5697 = load float, ptr %blurred_4, align 4
  %elp5698 = getelementptr inbounds float, ptr %buf974, i64 %pos5696
  store float %v5697, ptr %elp5698, align 4, !alias.scope !3, !noalias !0
  %i5699 = load i64, ptr %j, align 8
  %next5700 = add i64 %i5699, 1
  store i64 %next5700, ptr %j, align 8
  br label %loop4693
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

