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
  %blurred_4 = alloca float, align 4
  %bufp901 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf902 = load ptr, ptr %bufp901, align 8
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

loop:                                             ; preds = %versions_done3737, %ok
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
  br label %loop905

versions_done:                                    ; preds = %exit907, %exit329
  store i64 %min29, ptr %j, align 8
  %v1837 = load i64, ptr %i, align 8
  %add1838 = add i64 %v1837, -2
  %sub1839 = sub i64 %dim, 1
  %c1840 = icmp slt i64 %add1838, %sub1839
  %mm1841 = select i1 %c1840, i64 %add1838, i64 %sub1839
  %c1842 = icmp sgt i64 0, %mm1841
  %mm1843 = select i1 %c1842, i64 0, i64 %mm1841
  %base1844 = sext i64 %mm1843 to i128
  %fits_low1845 = icmp sge i128 %base1844, -9223372036854775808
  %fits_high1846 = icmp sle i128 %base1844, 9223372036854775807
  %fits1847 = and i1 %fits_low1845, %fits_high1846
  %least1848 = select i1 %fits1847, i128 %base1844, i128 -9223372036854775808
  %most1849 = select i1 %fits1847, i128 %base1844, i128 9223372036854775807
  %extent1850 = sext i64 %dim to i128
  %low_ok1851 = icmp sge i128 %least1848, 0
  %high_ok1852 = icmp slt i128 %most1849, %extent1850
  %ok1853 = and i1 true, %low_ok1851
  %ok1854 = and i1 %ok1853, %high_ok1852
  %v1855 = load i64, ptr %j, align 8
  %add1856 = add i64 %v1855, -2
  %base1857 = sext i64 %add1856 to i128
  %next1858 = add i64 %min29, 1
  store i64 %next1858, ptr %j, align 8
  %v1859 = load i64, ptr %j, align 8
  %add1860 = add i64 %v1859, -2
  store i64 %min29, ptr %j, align 8
  %at_next1861 = sext i64 %add1860 to i128
  %step1862 = sub i128 %at_next1861, %base1857
  %step1863 = trunc i128 %step1862 to i64
  %step1864 = sext i64 %step1863 to i128
  %len1865 = sub i64 %min33, %min29
  %span1866 = sub i64 %len1865, 1
  %span1867 = sext i64 %span1866 to i128
  %reach1868 = mul i128 %step1864, %span1867
  %c1869 = icmp slt i128 %reach1868, 0
  %min1870 = select i1 %c1869, i128 %reach1868, i128 0
  %c1871 = icmp sgt i128 %reach1868, 0
  %max1872 = select i1 %c1871, i128 %reach1868, i128 0
  %least1873 = add i128 %base1857, %min1870
  %most1874 = add i128 %base1857, %max1872
  %fits_low1875 = icmp sge i128 %least1873, -9223372036854775808
  %fits_high1876 = icmp sle i128 %most1874, 9223372036854775807
  %fits1877 = and i1 %fits_low1875, %fits_high1876
  %least1878 = select i1 %fits1877, i128 %least1873, i128 -9223372036854775808
  %most1879 = select i1 %fits1877, i128 %most1874, i128 9223372036854775807
  %sub1880 = sub i64 %dim8, 1
  %base1881 = sext i64 %sub1880 to i128
  %fits_low1882 = icmp sge i128 %base1881, -9223372036854775808
  %fits_high1883 = icmp sle i128 %base1881, 9223372036854775807
  %fits1884 = and i1 %fits_low1882, %fits_high1883
  %least1885 = select i1 %fits1884, i128 %base1881, i128 -9223372036854775808
  %most1886 = select i1 %fits1884, i128 %base1881, i128 9223372036854775807
  %c1887 = icmp slt i128 %least1878, %least1885
  %min1888 = select i1 %c1887, i128 %least1878, i128 %least1885
  %c1889 = icmp slt i128 %most1879, %most1886
  %min1890 = select i1 %c1889, i128 %most1879, i128 %most1886
  %c1891 = icmp sgt i128 0, %min1888
  %max1892 = select i1 %c1891, i128 0, i128 %min1888
  %c1893 = icmp sgt i128 0, %min1890
  %max1894 = select i1 %c1893, i128 0, i128 %min1890
  %extent1895 = sext i64 %dim8 to i128
  %low_ok1896 = icmp sge i128 %max1892, 0
  %high_ok1897 = icmp slt i128 %max1894, %extent1895
  %ok1898 = and i1 %ok1854, %low_ok1896
  %ok1899 = and i1 %ok1898, %high_ok1897
  %v1900 = load i64, ptr %j, align 8
  %add1901 = add i64 %v1900, -1
  %base1902 = sext i64 %add1901 to i128
  %next1903 = add i64 %min29, 1
  store i64 %next1903, ptr %j, align 8
  %v1904 = load i64, ptr %j, align 8
  %add1905 = add i64 %v1904, -1
  store i64 %min29, ptr %j, align 8
  %at_next1906 = sext i64 %add1905 to i128
  %step1907 = sub i128 %at_next1906, %base1902
  %step1908 = trunc i128 %step1907 to i64
  %step1909 = sext i64 %step1908 to i128
  %len1910 = sub i64 %min33, %min29
  %span1911 = sub i64 %len1910, 1
  %span1912 = sext i64 %span1911 to i128
  %reach1913 = mul i128 %step1909, %span1912
  %c1914 = icmp slt i128 %reach1913, 0
  %min1915 = select i1 %c1914, i128 %reach1913, i128 0
  %c1916 = icmp sgt i128 %reach1913, 0
  %max1917 = select i1 %c1916, i128 %reach1913, i128 0
  %least1918 = add i128 %base1902, %min1915
  %most1919 = add i128 %base1902, %max1917
  %fits_low1920 = icmp sge i128 %least1918, -9223372036854775808
  %fits_high1921 = icmp sle i128 %most1919, 9223372036854775807
  %fits1922 = and i1 %fits_low1920, %fits_high1921
  %least1923 = select i1 %fits1922, i128 %least1918, i128 -9223372036854775808
  %most1924 = select i1 %fits1922, i128 %most1919, i128 9223372036854775807
  %sub1925 = sub i64 %dim8, 1
  %base1926 = sext i64 %sub1925 to i128
  %fits_low1927 = icmp sge i128 %base1926, -9223372036854775808
  %fits_high1928 = icmp sle i128 %base1926, 9223372036854775807
  %fits1929 = and i1 %fits_low1927, %fits_high1928
  %least1930 = select i1 %fits1929, i128 %base1926, i128 -9223372036854775808
  %most1931 = select i1 %fits1929, i128 %base1926, i128 9223372036854775807
  %c1932 = icmp slt i128 %least1923, %least1930
  %min1933 = select i1 %c1932, i128 %least1923, i128 %least1930
  %c1934 = icmp slt i128 %most1924, %most1931
  %min1935 = select i1 %c1934, i128 %most1924, i128 %most1931
  %c1936 = icmp sgt i128 0, %min1933
  %max1937 = select i1 %c1936, i128 0, i128 %min1933
  %c1938 = icmp sgt i128 0, %min1935
  %max1939 = select i1 %c1938, i128 0, i128 %min1935
  %extent1940 = sext i64 %dim8 to i128
  %low_ok1941 = icmp sge i128 %max1937, 0
  %high_ok1942 = icmp slt i128 %max1939, %extent1940
  %ok1943 = and i1 %ok1899, %low_ok1941
  %ok1944 = and i1 %ok1943, %high_ok1942
  %v1945 = load i64, ptr %j, align 8
  %add1946 = add i64 %v1945, 0
  %base1947 = sext i64 %add1946 to i128
  %next1948 = add i64 %min29, 1
  store i64 %next1948, ptr %j, align 8
  %v1949 = load i64, ptr %j, align 8
  %add1950 = add i64 %v1949, 0
  store i64 %min29, ptr %j, align 8
  %at_next1951 = sext i64 %add1950 to i128
  %step1952 = sub i128 %at_next1951, %base1947
  %step1953 = trunc i128 %step1952 to i64
  %step1954 = sext i64 %step1953 to i128
  %len1955 = sub i64 %min33, %min29
  %span1956 = sub i64 %len1955, 1
  %span1957 = sext i64 %span1956 to i128
  %reach1958 = mul i128 %step1954, %span1957
  %c1959 = icmp slt i128 %reach1958, 0
  %min1960 = select i1 %c1959, i128 %reach1958, i128 0
  %c1961 = icmp sgt i128 %reach1958, 0
  %max1962 = select i1 %c1961, i128 %reach1958, i128 0
  %least1963 = add i128 %base1947, %min1960
  %most1964 = add i128 %base1947, %max1962
  %fits_low1965 = icmp sge i128 %least1963, -9223372036854775808
  %fits_high1966 = icmp sle i128 %most1964, 9223372036854775807
  %fits1967 = and i1 %fits_low1965, %fits_high1966
  %least1968 = select i1 %fits1967, i128 %least1963, i128 -9223372036854775808
  %most1969 = select i1 %fits1967, i128 %most1964, i128 9223372036854775807
  %sub1970 = sub i64 %dim8, 1
  %base1971 = sext i64 %sub1970 to i128
  %fits_low1972 = icmp sge i128 %base1971, -9223372036854775808
  %fits_high1973 = icmp sle i128 %base1971, 9223372036854775807
  %fits1974 = and i1 %fits_low1972, %fits_high1973
  %least1975 = select i1 %fits1974, i128 %base1971, i128 -9223372036854775808
  %most1976 = select i1 %fits1974, i128 %base1971, i128 9223372036854775807
  %c1977 = icmp slt i128 %least1968, %least1975
  %min1978 = select i1 %c1977, i128 %least1968, i128 %least1975
  %c1979 = icmp slt i128 %most1969, %most1976
  %min1980 = select i1 %c1979, i128 %most1969, i128 %most1976
  %c1981 = icmp sgt i128 0, %min1978
  %max1982 = select i1 %c1981, i128 0, i128 %min1978
  %c1983 = icmp sgt i128 0, %min1980
  %max1984 = select i1 %c1983, i128 0, i128 %min1980
  %extent1985 = sext i64 %dim8 to i128
  %low_ok1986 = icmp sge i128 %max1982, 0
  %high_ok1987 = icmp slt i128 %max1984, %extent1985
  %ok1988 = and i1 %ok1944, %low_ok1986
  %ok1989 = and i1 %ok1988, %high_ok1987
  %v1990 = load i64, ptr %j, align 8
  %add1991 = add i64 %v1990, 1
  %base1992 = sext i64 %add1991 to i128
  %next1993 = add i64 %min29, 1
  store i64 %next1993, ptr %j, align 8
  %v1994 = load i64, ptr %j, align 8
  %add1995 = add i64 %v1994, 1
  store i64 %min29, ptr %j, align 8
  %at_next1996 = sext i64 %add1995 to i128
  %step1997 = sub i128 %at_next1996, %base1992
  %step1998 = trunc i128 %step1997 to i64
  %step1999 = sext i64 %step1998 to i128
  %len2000 = sub i64 %min33, %min29
  %span2001 = sub i64 %len2000, 1
  %span2002 = sext i64 %span2001 to i128
  %reach2003 = mul i128 %step1999, %span2002
  %c2004 = icmp slt i128 %reach2003, 0
  %min2005 = select i1 %c2004, i128 %reach2003, i128 0
  %c2006 = icmp sgt i128 %reach2003, 0
  %max2007 = select i1 %c2006, i128 %reach2003, i128 0
  %least2008 = add i128 %base1992, %min2005
  %most2009 = add i128 %base1992, %max2007
  %fits_low2010 = icmp sge i128 %least2008, -9223372036854775808
  %fits_high2011 = icmp sle i128 %most2009, 9223372036854775807
  %fits2012 = and i1 %fits_low2010, %fits_high2011
  %least2013 = select i1 %fits2012, i128 %least2008, i128 -9223372036854775808
  %most2014 = select i1 %fits2012, i128 %most2009, i128 9223372036854775807
  %sub2015 = sub i64 %dim8, 1
  %base2016 = sext i64 %sub2015 to i128
  %fits_low2017 = icmp sge i128 %base2016, -9223372036854775808
  %fits_high2018 = icmp sle i128 %base2016, 9223372036854775807
  %fits2019 = and i1 %fits_low2017, %fits_high2018
  %least2020 = select i1 %fits2019, i128 %base2016, i128 -9223372036854775808
  %most2021 = select i1 %fits2019, i128 %base2016, i128 9223372036854775807
  %c2022 = icmp slt i128 %least2013, %least2020
  %min2023 = select i1 %c2022, i128 %least2013, i128 %least2020
  %c2024 = icmp slt i128 %most2014, %most2021
  %min2025 = select i1 %c2024, i128 %most2014, i128 %most2021
  %c2026 = icmp sgt i128 0, %min2023
  %max2027 = select i1 %c2026, i128 0, i128 %min2023
  %c2028 = icmp sgt i128 0, %min2025
  %max2029 = select i1 %c2028, i128 0, i128 %min2025
  %extent2030 = sext i64 %dim8 to i128
  %low_ok2031 = icmp sge i128 %max2027, 0
  %high_ok2032 = icmp slt i128 %max2029, %extent2030
  %ok2033 = and i1 %ok1989, %low_ok2031
  %ok2034 = and i1 %ok2033, %high_ok2032
  %v2035 = load i64, ptr %j, align 8
  %add2036 = add i64 %v2035, 2
  %base2037 = sext i64 %add2036 to i128
  %next2038 = add i64 %min29, 1
  store i64 %next2038, ptr %j, align 8
  %v2039 = load i64, ptr %j, align 8
  %add2040 = add i64 %v2039, 2
  store i64 %min29, ptr %j, align 8
  %at_next2041 = sext i64 %add2040 to i128
  %step2042 = sub i128 %at_next2041, %base2037
  %step2043 = trunc i128 %step2042 to i64
  %step2044 = sext i64 %step2043 to i128
  %len2045 = sub i64 %min33, %min29
  %span2046 = sub i64 %len2045, 1
  %span2047 = sext i64 %span2046 to i128
  %reach2048 = mul i128 %step2044, %span2047
  %c2049 = icmp slt i128 %reach2048, 0
  %min2050 = select i1 %c2049, i128 %reach2048, i128 0
  %c2051 = icmp sgt i128 %reach2048, 0
  %max2052 = select i1 %c2051, i128 %reach2048, i128 0
  %least2053 = add i128 %base2037, %min2050
  %most2054 = add i128 %base2037, %max2052
  %fits_low2055 = icmp sge i128 %least2053, -9223372036854775808
  %fits_high2056 = icmp sle i128 %most2054, 9223372036854775807
  %fits2057 = and i1 %fits_low2055, %fits_high2056
  %least2058 = select i1 %fits2057, i128 %least2053, i128 -9223372036854775808
  %most2059 = select i1 %fits2057, i128 %most2054, i128 9223372036854775807
  %sub2060 = sub i64 %dim8, 1
  %base2061 = sext i64 %sub2060 to i128
  %fits_low2062 = icmp sge i128 %base2061, -9223372036854775808
  %fits_high2063 = icmp sle i128 %base2061, 9223372036854775807
  %fits2064 = and i1 %fits_low2062, %fits_high2063
  %least2065 = select i1 %fits2064, i128 %base2061, i128 -9223372036854775808
  %most2066 = select i1 %fits2064, i128 %base2061, i128 9223372036854775807
  %c2067 = icmp slt i128 %least2058, %least2065
  %min2068 = select i1 %c2067, i128 %least2058, i128 %least2065
  %c2069 = icmp slt i128 %most2059, %most2066
  %min2070 = select i1 %c2069, i128 %most2059, i128 %most2066
  %c2071 = icmp sgt i128 0, %min2068
  %max2072 = select i1 %c2071, i128 0, i128 %min2068
  %c2073 = icmp sgt i128 0, %min2070
  %max2074 = select i1 %c2073, i128 0, i128 %min2070
  %extent2075 = sext i64 %dim8 to i128
  %low_ok2076 = icmp sge i128 %max2072, 0
  %high_ok2077 = icmp slt i128 %max2074, %extent2075
  %ok2078 = and i1 %ok2034, %low_ok2076
  %ok2079 = and i1 %ok2078, %high_ok2077
  %v2080 = load i64, ptr %i, align 8
  %add2081 = add i64 %v2080, -1
  %sub2082 = sub i64 %dim, 1
  %c2083 = icmp slt i64 %add2081, %sub2082
  %mm2084 = select i1 %c2083, i64 %add2081, i64 %sub2082
  %c2085 = icmp sgt i64 0, %mm2084
  %mm2086 = select i1 %c2085, i64 0, i64 %mm2084
  %base2087 = sext i64 %mm2086 to i128
  %fits_low2088 = icmp sge i128 %base2087, -9223372036854775808
  %fits_high2089 = icmp sle i128 %base2087, 9223372036854775807
  %fits2090 = and i1 %fits_low2088, %fits_high2089
  %least2091 = select i1 %fits2090, i128 %base2087, i128 -9223372036854775808
  %most2092 = select i1 %fits2090, i128 %base2087, i128 9223372036854775807
  %extent2093 = sext i64 %dim to i128
  %low_ok2094 = icmp sge i128 %least2091, 0
  %high_ok2095 = icmp slt i128 %most2092, %extent2093
  %ok2096 = and i1 %ok2079, %low_ok2094
  %ok2097 = and i1 %ok2096, %high_ok2095
  %v2098 = load i64, ptr %i, align 8
  %add2099 = add i64 %v2098, 0
  %sub2100 = sub i64 %dim, 1
  %c2101 = icmp slt i64 %add2099, %sub2100
  %mm2102 = select i1 %c2101, i64 %add2099, i64 %sub2100
  %c2103 = icmp sgt i64 0, %mm2102
  %mm2104 = select i1 %c2103, i64 0, i64 %mm2102
  %base2105 = sext i64 %mm2104 to i128
  %fits_low2106 = icmp sge i128 %base2105, -9223372036854775808
  %fits_high2107 = icmp sle i128 %base2105, 9223372036854775807
  %fits2108 = and i1 %fits_low2106, %fits_high2107
  %least2109 = select i1 %fits2108, i128 %base2105, i128 -9223372036854775808
  %most2110 = select i1 %fits2108, i128 %base2105, i128 9223372036854775807
  %extent2111 = sext i64 %dim to i128
  %low_ok2112 = icmp sge i128 %least2109, 0
  %high_ok2113 = icmp slt i128 %most2110, %extent2111
  %ok2114 = and i1 %ok2097, %low_ok2112
  %ok2115 = and i1 %ok2114, %high_ok2113
  %v2116 = load i64, ptr %i, align 8
  %add2117 = add i64 %v2116, 1
  %sub2118 = sub i64 %dim, 1
  %c2119 = icmp slt i64 %add2117, %sub2118
  %mm2120 = select i1 %c2119, i64 %add2117, i64 %sub2118
  %c2121 = icmp sgt i64 0, %mm2120
  %mm2122 = select i1 %c2121, i64 0, i64 %mm2120
  %base2123 = sext i64 %mm2122 to i128
  %fits_low2124 = icmp sge i128 %base2123, -9223372036854775808
  %fits_high2125 = icmp sle i128 %base2123, 9223372036854775807
  %fits2126 = and i1 %fits_low2124, %fits_high2125
  %least2127 = select i1 %fits2126, i128 %base2123, i128 -9223372036854775808
  %most2128 = select i1 %fits2126, i128 %base2123, i128 9223372036854775807
  %extent2129 = sext i64 %dim to i128
  %low_ok2130 = icmp sge i128 %least2127, 0
  %high_ok2131 = icmp slt i128 %most2128, %extent2129
  %ok2132 = and i1 %ok2115, %low_ok2130
  %ok2133 = and i1 %ok2132, %high_ok2131
  %v2134 = load i64, ptr %i, align 8
  %add2135 = add i64 %v2134, 2
  %sub2136 = sub i64 %dim, 1
  %c2137 = icmp slt i64 %add2135, %sub2136
  %mm2138 = select i1 %c2137, i64 %add2135, i64 %sub2136
  %c2139 = icmp sgt i64 0, %mm2138
  %mm2140 = select i1 %c2139, i64 0, i64 %mm2138
  %base2141 = sext i64 %mm2140 to i128
  %fits_low2142 = icmp sge i128 %base2141, -9223372036854775808
  %fits_high2143 = icmp sle i128 %base2141, 9223372036854775807
  %fits2144 = and i1 %fits_low2142, %fits_high2143
  %least2145 = select i1 %fits2144, i128 %base2141, i128 -9223372036854775808
  %most2146 = select i1 %fits2144, i128 %base2141, i128 9223372036854775807
  %extent2147 = sext i64 %dim to i128
  %low_ok2148 = icmp sge i128 %least2145, 0
  %high_ok2149 = icmp slt i128 %most2146, %extent2147
  %ok2150 = and i1 %ok2133, %low_ok2148
  %ok2151 = and i1 %ok2150, %high_ok2149
  br i1 %ok2151, label %proved2152, label %checked2153

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
  %v830 = load float, ptr %bright_8, align 4
  %fm = fmul float 4.000000e+00, %v830
  %fa = fadd float %v829, %fm
  %v831 = load float, ptr %bright_9, align 4
  %fm832 = fmul float 6.000000e+00, %v831
  %fa833 = fadd float %fa, %fm832
  %v834 = load float, ptr %bright_10, align 4
  %fm835 = fmul float 4.000000e+00, %v834
  %fa836 = fadd float %fa833, %fm835
  %v837 = load float, ptr %bright_11, align 4
  %fa838 = fadd float %fa836, %v837
  %v839 = load float, ptr %bright_12, align 4
  %v840 = load float, ptr %bright_13, align 4
  %fm841 = fmul float 4.000000e+00, %v840
  %fa842 = fadd float %v839, %fm841
  %v843 = load float, ptr %bright_14, align 4
  %fm844 = fmul float 6.000000e+00, %v843
  %fa845 = fadd float %fa842, %fm844
  %v846 = load float, ptr %bright_15, align 4
  %fm847 = fmul float 4.000000e+00, %v846
  %fa848 = fadd float %fa845, %fm847
  %v849 = load float, ptr %bright_16, align 4
  %fa850 = fadd float %fa848, %v849
  %fm851 = fmul float 4.000000e+00, %fa850
  %fa852 = fadd float %fa838, %fm851
  %v853 = load float, ptr %bright_17, align 4
  %v854 = load float, ptr %bright_18, align 4
  %fm855 = fmul float 4.000000e+00, %v854
  %fa856 = fadd float %v853, %fm855
  %v857 = load float, ptr %bright_19, align 4
  %fm858 = fmul float 6.000000e+00, %v857
  %fa859 = fadd float %fa856, %fm858
  %v860 = load float, ptr %bright_20, align 4
  %fm861 = fmul float 4.000000e+00, %v860
  %fa862 = fadd float %fa859, %fm861
  %v863 = load float, ptr %bright_21, align 4
  %fa864 = fadd float %fa862, %v863
  %fm865 = fmul float 6.000000e+00, %fa864
  %fa866 = fadd float %fa852, %fm865
  %v867 = load float, ptr %bright_22, align 4
  %v868 = load float, ptr %bright_23, align 4
  %fm869 = fmul float 4.000000e+00, %v868
  %fa870 = fadd float %v867, %fm869
  %v871 = load float, ptr %bright_24, align 4
  %fm872 = fmul float 6.000000e+00, %v871
  %fa873 = fadd float %fa870, %fm872
  %v874 = load float, ptr %bright_25, align 4
  %fm875 = fmul float 4.000000e+00, %v874
  %fa876 = fadd float %fa873, %fm875
  %v877 = load float, ptr %bright_26, align 4
  %fa878 = fadd float %fa876, %v877
  %fm879 = fmul float 4.000000e+00, %fa878
  %fa880 = fadd float %fa866, %fm879
  %v881 = load float, ptr %bright_27, align 4
  %v882 = load float, ptr %bright_28, align 4
  %fm883 = fmul float 4.000000e+00, %v882
  %fa884 = fadd float %v881, %fm883
  %v885 = load float, ptr %bright_29, align 4
  %fm886 = fmul float 6.000000e+00, %v885
  %fa887 = fadd float %fa884, %fm886
  %v888 = load float, ptr %bright_30, align 4
  %fm889 = fmul float 4.000000e+00, %v888
  %fa890 = fadd float %fa887, %fm889
  %v891 = load float, ptr %bright_31, align 4
  %fa892 = fadd float %fa890, %v891
  %fa893 = fadd float %fa880, %fa892
  %fd = fdiv float %fa893, 2.560000e+02
  store float %fd, ptr %blurred_4, align 4
  %v894 = load i64, ptr %i, align 8
  %v895 = load i64, ptr %j, align 8
  %pos896 = mul i64 0, %dim
  %pos897 = add i64 %pos896, %v894
  %pos898 = mul i64 %pos897, %dim8
  %pos899 = add i64 %pos898, %v895
  %v900 = load float, ptr %blurred_4, align 4
  %elp903 = getelementptr inbounds float, ptr %buf902, i64 %pos899
  store float %v900, ptr %elp903, align 4, !alias.scope !3, !noalias !0
  %i904 = load i64, ptr %j, align 8
  %next = add i64 %i904, 1
  store i64 %next, ptr %j, align 8
  br label %loop327

exit329:                                          ; preds = %loop327
  br label %versions_done

loop905:                                          ; preds = %ok1750, %checked
  %i908 = load i64, ptr %j, align 8
  %more909 = icmp slt i64 %i908, %min29
  br i1 %more909, label %body906, label %exit907

body906:                                          ; preds = %loop905
  %v910 = load i64, ptr %i, align 8
  %add911 = add i64 %v910, -2
  %sub912 = sub i64 %dim, 1
  %c913 = icmp slt i64 %add911, %sub912
  %mm914 = select i1 %c913, i64 %add911, i64 %sub912
  %c915 = icmp sgt i64 0, %mm914
  %mm916 = select i1 %c915, i64 0, i64 %mm914
  %v917 = load i64, ptr %j, align 8
  %add918 = add i64 %v917, -2
  %sub919 = sub i64 %dim8, 1
  %c920 = icmp slt i64 %add918, %sub919
  %mm921 = select i1 %c920, i64 %add918, i64 %sub919
  %c922 = icmp sgt i64 0, %mm921
  %mm923 = select i1 %c922, i64 0, i64 %mm921
  %inb = icmp ult i64 %mm916, %dim
  br i1 %inb, label %ok925, label %fail924

exit907:                                          ; preds = %loop905
  br label %versions_done

fail924:                                          ; preds = %body906
  %errp926 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp926, align 8
  %errp927 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp927, align 8
  %errp928 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm916, ptr %errp928, align 8
  %errp929 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp929, align 8
  ret i32 1

ok925:                                            ; preds = %body906
  %pos930 = mul i64 0, %dim
  %pos931 = add i64 %pos930, %mm916
  %inb932 = icmp ult i64 %mm923, %dim8
  br i1 %inb932, label %ok934, label %fail933

fail933:                                          ; preds = %ok925
  %errp935 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp935, align 8
  %errp936 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp936, align 8
  %errp937 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm923, ptr %errp937, align 8
  %errp938 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp938, align 8
  ret i32 1

ok934:                                            ; preds = %ok925
  %pos939 = mul i64 %pos931, %dim8
  %pos940 = add i64 %pos939, %mm923
  %elp941 = getelementptr inbounds float, ptr %buf, i64 %pos940
  %el942 = load float, ptr %elp941, align 4, !alias.scope !0, !noalias !3
  store float %el942, ptr %bright_7, align 4
  %v943 = load i64, ptr %i, align 8
  %add944 = add i64 %v943, -2
  %sub945 = sub i64 %dim, 1
  %c946 = icmp slt i64 %add944, %sub945
  %mm947 = select i1 %c946, i64 %add944, i64 %sub945
  %c948 = icmp sgt i64 0, %mm947
  %mm949 = select i1 %c948, i64 0, i64 %mm947
  %v950 = load i64, ptr %j, align 8
  %add951 = add i64 %v950, -1
  %sub952 = sub i64 %dim8, 1
  %c953 = icmp slt i64 %add951, %sub952
  %mm954 = select i1 %c953, i64 %add951, i64 %sub952
  %c955 = icmp sgt i64 0, %mm954
  %mm956 = select i1 %c955, i64 0, i64 %mm954
  %inb957 = icmp ult i64 %mm949, %dim
  br i1 %inb957, label %ok959, label %fail958

fail958:                                          ; preds = %ok934
  %errp960 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp960, align 8
  %errp961 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp961, align 8
  %errp962 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm949, ptr %errp962, align 8
  %errp963 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp963, align 8
  ret i32 1

ok959:                                            ; preds = %ok934
  %pos964 = mul i64 0, %dim
  %pos965 = add i64 %pos964, %mm949
  %inb966 = icmp ult i64 %mm956, %dim8
  br i1 %inb966, label %ok968, label %fail967

fail967:                                          ; preds = %ok959
  %errp969 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp969, align 8
  %errp970 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp970, align 8
  %errp971 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm956, ptr %errp971, align 8
  %errp972 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp972, align 8
  ret i32 1

ok968:                                            ; preds = %ok959
  %pos973 = mul i64 %pos965, %dim8
  %pos974 = add i64 %pos973, %mm956
  %elp975 = getelementptr inbounds float, ptr %buf, i64 %pos974
  %el976 = load float, ptr %elp975, align 4, !alias.scope !0, !noalias !3
  store float %el976, ptr %bright_8, align 4
  %v977 = load i64, ptr %i, align 8
  %add978 = add i64 %v977, -2
  %sub979 = sub i64 %dim, 1
  %c980 = icmp slt i64 %add978, %sub979
  %mm981 = select i1 %c980, i64 %add978, i64 %sub979
  %c982 = icmp sgt i64 0, %mm981
  %mm983 = select i1 %c982, i64 0, i64 %mm981
  %v984 = load i64, ptr %j, align 8
  %add985 = add i64 %v984, 0
  %sub986 = sub i64 %dim8, 1
  %c987 = icmp slt i64 %add985, %sub986
  %mm988 = select i1 %c987, i64 %add985, i64 %sub986
  %c989 = icmp sgt i64 0, %mm988
  %mm990 = select i1 %c989, i64 0, i64 %mm988
  %inb991 = icmp ult i64 %mm983, %dim
  br i1 %inb991, label %ok993, label %fail992

fail992:                                          ; preds = %ok968
  %errp994 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp994, align 8
  %errp995 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp995, align 8
  %errp996 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm983, ptr %errp996, align 8
  %errp997 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp997, align 8
  ret i32 1

ok993:                                            ; preds = %ok968
  %pos998 = mul i64 0, %dim
  %pos999 = add i64 %pos998, %mm983
  %inb1000 = icmp ult i64 %mm990, %dim8
  br i1 %inb1000, label %ok1002, label %fail1001

fail1001:                                         ; preds = %ok993
  %errp1003 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1003, align 8
  %errp1004 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1004, align 8
  %errp1005 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm990, ptr %errp1005, align 8
  %errp1006 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1006, align 8
  ret i32 1

ok1002:                                           ; preds = %ok993
  %pos1007 = mul i64 %pos999, %dim8
  %pos1008 = add i64 %pos1007, %mm990
  %elp1009 = getelementptr inbounds float, ptr %buf, i64 %pos1008
  %el1010 = load float, ptr %elp1009, align 4, !alias.scope !0, !noalias !3
  store float %el1010, ptr %bright_9, align 4
  %v1011 = load i64, ptr %i, align 8
  %add1012 = add i64 %v1011, -2
  %sub1013 = sub i64 %dim, 1
  %c1014 = icmp slt i64 %add1012, %sub1013
  %mm1015 = select i1 %c1014, i64 %add1012, i64 %sub1013
  %c1016 = icmp sgt i64 0, %mm1015
  %mm1017 = select i1 %c1016, i64 0, i64 %mm1015
  %v1018 = load i64, ptr %j, align 8
  %add1019 = add i64 %v1018, 1
  %sub1020 = sub i64 %dim8, 1
  %c1021 = icmp slt i64 %add1019, %sub1020
  %mm1022 = select i1 %c1021, i64 %add1019, i64 %sub1020
  %c1023 = icmp sgt i64 0, %mm1022
  %mm1024 = select i1 %c1023, i64 0, i64 %mm1022
  %inb1025 = icmp ult i64 %mm1017, %dim
  br i1 %inb1025, label %ok1027, label %fail1026

fail1026:                                         ; preds = %ok1002
  %errp1028 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1028, align 8
  %errp1029 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1029, align 8
  %errp1030 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1017, ptr %errp1030, align 8
  %errp1031 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1031, align 8
  ret i32 1

ok1027:                                           ; preds = %ok1002
  %pos1032 = mul i64 0, %dim
  %pos1033 = add i64 %pos1032, %mm1017
  %inb1034 = icmp ult i64 %mm1024, %dim8
  br i1 %inb1034, label %ok1036, label %fail1035

fail1035:                                         ; preds = %ok1027
  %errp1037 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1037, align 8
  %errp1038 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1038, align 8
  %errp1039 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1024, ptr %errp1039, align 8
  %errp1040 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1040, align 8
  ret i32 1

ok1036:                                           ; preds = %ok1027
  %pos1041 = mul i64 %pos1033, %dim8
  %pos1042 = add i64 %pos1041, %mm1024
  %elp1043 = getelementptr inbounds float, ptr %buf, i64 %pos1042
  %el1044 = load float, ptr %elp1043, align 4, !alias.scope !0, !noalias !3
  store float %el1044, ptr %bright_10, align 4
  %v1045 = load i64, ptr %i, align 8
  %add1046 = add i64 %v1045, -2
  %sub1047 = sub i64 %dim, 1
  %c1048 = icmp slt i64 %add1046, %sub1047
  %mm1049 = select i1 %c1048, i64 %add1046, i64 %sub1047
  %c1050 = icmp sgt i64 0, %mm1049
  %mm1051 = select i1 %c1050, i64 0, i64 %mm1049
  %v1052 = load i64, ptr %j, align 8
  %add1053 = add i64 %v1052, 2
  %sub1054 = sub i64 %dim8, 1
  %c1055 = icmp slt i64 %add1053, %sub1054
  %mm1056 = select i1 %c1055, i64 %add1053, i64 %sub1054
  %c1057 = icmp sgt i64 0, %mm1056
  %mm1058 = select i1 %c1057, i64 0, i64 %mm1056
  %inb1059 = icmp ult i64 %mm1051, %dim
  br i1 %inb1059, label %ok1061, label %fail1060

fail1060:                                         ; preds = %ok1036
  %errp1062 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1062, align 8
  %errp1063 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1063, align 8
  %errp1064 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1051, ptr %errp1064, align 8
  %errp1065 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1065, align 8
  ret i32 1

ok1061:                                           ; preds = %ok1036
  %pos1066 = mul i64 0, %dim
  %pos1067 = add i64 %pos1066, %mm1051
  %inb1068 = icmp ult i64 %mm1058, %dim8
  br i1 %inb1068, label %ok1070, label %fail1069

fail1069:                                         ; preds = %ok1061
  %errp1071 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1071, align 8
  %errp1072 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1072, align 8
  %errp1073 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1058, ptr %errp1073, align 8
  %errp1074 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1074, align 8
  ret i32 1

ok1070:                                           ; preds = %ok1061
  %pos1075 = mul i64 %pos1067, %dim8
  %pos1076 = add i64 %pos1075, %mm1058
  %elp1077 = getelementptr inbounds float, ptr %buf, i64 %pos1076
  %el1078 = load float, ptr %elp1077, align 4, !alias.scope !0, !noalias !3
  store float %el1078, ptr %bright_11, align 4
  %v1079 = load i64, ptr %i, align 8
  %add1080 = add i64 %v1079, -1
  %sub1081 = sub i64 %dim, 1
  %c1082 = icmp slt i64 %add1080, %sub1081
  %mm1083 = select i1 %c1082, i64 %add1080, i64 %sub1081
  %c1084 = icmp sgt i64 0, %mm1083
  %mm1085 = select i1 %c1084, i64 0, i64 %mm1083
  %v1086 = load i64, ptr %j, align 8
  %add1087 = add i64 %v1086, -2
  %sub1088 = sub i64 %dim8, 1
  %c1089 = icmp slt i64 %add1087, %sub1088
  %mm1090 = select i1 %c1089, i64 %add1087, i64 %sub1088
  %c1091 = icmp sgt i64 0, %mm1090
  %mm1092 = select i1 %c1091, i64 0, i64 %mm1090
  %inb1093 = icmp ult i64 %mm1085, %dim
  br i1 %inb1093, label %ok1095, label %fail1094

fail1094:                                         ; preds = %ok1070
  %errp1096 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1096, align 8
  %errp1097 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1097, align 8
  %errp1098 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1085, ptr %errp1098, align 8
  %errp1099 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1099, align 8
  ret i32 1

ok1095:                                           ; preds = %ok1070
  %pos1100 = mul i64 0, %dim
  %pos1101 = add i64 %pos1100, %mm1085
  %inb1102 = icmp ult i64 %mm1092, %dim8
  br i1 %inb1102, label %ok1104, label %fail1103

fail1103:                                         ; preds = %ok1095
  %errp1105 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1105, align 8
  %errp1106 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1106, align 8
  %errp1107 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1092, ptr %errp1107, align 8
  %errp1108 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1108, align 8
  ret i32 1

ok1104:                                           ; preds = %ok1095
  %pos1109 = mul i64 %pos1101, %dim8
  %pos1110 = add i64 %pos1109, %mm1092
  %elp1111 = getelementptr inbounds float, ptr %buf, i64 %pos1110
  %el1112 = load float, ptr %elp1111, align 4, !alias.scope !0, !noalias !3
  store float %el1112, ptr %bright_12, align 4
  %v1113 = load i64, ptr %i, align 8
  %add1114 = add i64 %v1113, -1
  %sub1115 = sub i64 %dim, 1
  %c1116 = icmp slt i64 %add1114, %sub1115
  %mm1117 = select i1 %c1116, i64 %add1114, i64 %sub1115
  %c1118 = icmp sgt i64 0, %mm1117
  %mm1119 = select i1 %c1118, i64 0, i64 %mm1117
  %v1120 = load i64, ptr %j, align 8
  %add1121 = add i64 %v1120, -1
  %sub1122 = sub i64 %dim8, 1
  %c1123 = icmp slt i64 %add1121, %sub1122
  %mm1124 = select i1 %c1123, i64 %add1121, i64 %sub1122
  %c1125 = icmp sgt i64 0, %mm1124
  %mm1126 = select i1 %c1125, i64 0, i64 %mm1124
  %inb1127 = icmp ult i64 %mm1119, %dim
  br i1 %inb1127, label %ok1129, label %fail1128

fail1128:                                         ; preds = %ok1104
  %errp1130 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1130, align 8
  %errp1131 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1131, align 8
  %errp1132 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1119, ptr %errp1132, align 8
  %errp1133 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1133, align 8
  ret i32 1

ok1129:                                           ; preds = %ok1104
  %pos1134 = mul i64 0, %dim
  %pos1135 = add i64 %pos1134, %mm1119
  %inb1136 = icmp ult i64 %mm1126, %dim8
  br i1 %inb1136, label %ok1138, label %fail1137

fail1137:                                         ; preds = %ok1129
  %errp1139 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1139, align 8
  %errp1140 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1140, align 8
  %errp1141 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1126, ptr %errp1141, align 8
  %errp1142 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1142, align 8
  ret i32 1

ok1138:                                           ; preds = %ok1129
  %pos1143 = mul i64 %pos1135, %dim8
  %pos1144 = add i64 %pos1143, %mm1126
  %elp1145 = getelementptr inbounds float, ptr %buf, i64 %pos1144
  %el1146 = load float, ptr %elp1145, align 4, !alias.scope !0, !noalias !3
  store float %el1146, ptr %bright_13, align 4
  %v1147 = load i64, ptr %i, align 8
  %add1148 = add i64 %v1147, -1
  %sub1149 = sub i64 %dim, 1
  %c1150 = icmp slt i64 %add1148, %sub1149
  %mm1151 = select i1 %c1150, i64 %add1148, i64 %sub1149
  %c1152 = icmp sgt i64 0, %mm1151
  %mm1153 = select i1 %c1152, i64 0, i64 %mm1151
  %v1154 = load i64, ptr %j, align 8
  %add1155 = add i64 %v1154, 0
  %sub1156 = sub i64 %dim8, 1
  %c1157 = icmp slt i64 %add1155, %sub1156
  %mm1158 = select i1 %c1157, i64 %add1155, i64 %sub1156
  %c1159 = icmp sgt i64 0, %mm1158
  %mm1160 = select i1 %c1159, i64 0, i64 %mm1158
  %inb1161 = icmp ult i64 %mm1153, %dim
  br i1 %inb1161, label %ok1163, label %fail1162

fail1162:                                         ; preds = %ok1138
  %errp1164 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1164, align 8
  %errp1165 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1165, align 8
  %errp1166 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1153, ptr %errp1166, align 8
  %errp1167 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1167, align 8
  ret i32 1

ok1163:                                           ; preds = %ok1138
  %pos1168 = mul i64 0, %dim
  %pos1169 = add i64 %pos1168, %mm1153
  %inb1170 = icmp ult i64 %mm1160, %dim8
  br i1 %inb1170, label %ok1172, label %fail1171

fail1171:                                         ; preds = %ok1163
  %errp1173 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1173, align 8
  %errp1174 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1174, align 8
  %errp1175 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1160, ptr %errp1175, align 8
  %errp1176 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1176, align 8
  ret i32 1

ok1172:                                           ; preds = %ok1163
  %pos1177 = mul i64 %pos1169, %dim8
  %pos1178 = add i64 %pos1177, %mm1160
  %elp1179 = getelementptr inbounds float, ptr %buf, i64 %pos1178
  %el1180 = load float, ptr %elp1179, align 4, !alias.scope !0, !noalias !3
  store float %el1180, ptr %bright_14, align 4
  %v1181 = load i64, ptr %i, align 8
  %add1182 = add i64 %v1181, -1
  %sub1183 = sub i64 %dim, 1
  %c1184 = icmp slt i64 %add1182, %sub1183
  %mm1185 = select i1 %c1184, i64 %add1182, i64 %sub1183
  %c1186 = icmp sgt i64 0, %mm1185
  %mm1187 = select i1 %c1186, i64 0, i64 %mm1185
  %v1188 = load i64, ptr %j, align 8
  %add1189 = add i64 %v1188, 1
  %sub1190 = sub i64 %dim8, 1
  %c1191 = icmp slt i64 %add1189, %sub1190
  %mm1192 = select i1 %c1191, i64 %add1189, i64 %sub1190
  %c1193 = icmp sgt i64 0, %mm1192
  %mm1194 = select i1 %c1193, i64 0, i64 %mm1192
  %inb1195 = icmp ult i64 %mm1187, %dim
  br i1 %inb1195, label %ok1197, label %fail1196

fail1196:                                         ; preds = %ok1172
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1198, align 8
  %errp1199 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1199, align 8
  %errp1200 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1187, ptr %errp1200, align 8
  %errp1201 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1201, align 8
  ret i32 1

ok1197:                                           ; preds = %ok1172
  %pos1202 = mul i64 0, %dim
  %pos1203 = add i64 %pos1202, %mm1187
  %inb1204 = icmp ult i64 %mm1194, %dim8
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1197
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1194, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1197
  %pos1211 = mul i64 %pos1203, %dim8
  %pos1212 = add i64 %pos1211, %mm1194
  %elp1213 = getelementptr inbounds float, ptr %buf, i64 %pos1212
  %el1214 = load float, ptr %elp1213, align 4, !alias.scope !0, !noalias !3
  store float %el1214, ptr %bright_15, align 4
  %v1215 = load i64, ptr %i, align 8
  %add1216 = add i64 %v1215, -1
  %sub1217 = sub i64 %dim, 1
  %c1218 = icmp slt i64 %add1216, %sub1217
  %mm1219 = select i1 %c1218, i64 %add1216, i64 %sub1217
  %c1220 = icmp sgt i64 0, %mm1219
  %mm1221 = select i1 %c1220, i64 0, i64 %mm1219
  %v1222 = load i64, ptr %j, align 8
  %add1223 = add i64 %v1222, 2
  %sub1224 = sub i64 %dim8, 1
  %c1225 = icmp slt i64 %add1223, %sub1224
  %mm1226 = select i1 %c1225, i64 %add1223, i64 %sub1224
  %c1227 = icmp sgt i64 0, %mm1226
  %mm1228 = select i1 %c1227, i64 0, i64 %mm1226
  %inb1229 = icmp ult i64 %mm1221, %dim
  br i1 %inb1229, label %ok1231, label %fail1230

fail1230:                                         ; preds = %ok1206
  %errp1232 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1232, align 8
  %errp1233 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1233, align 8
  %errp1234 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1221, ptr %errp1234, align 8
  %errp1235 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1235, align 8
  ret i32 1

ok1231:                                           ; preds = %ok1206
  %pos1236 = mul i64 0, %dim
  %pos1237 = add i64 %pos1236, %mm1221
  %inb1238 = icmp ult i64 %mm1228, %dim8
  br i1 %inb1238, label %ok1240, label %fail1239

fail1239:                                         ; preds = %ok1231
  %errp1241 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1241, align 8
  %errp1242 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1242, align 8
  %errp1243 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1228, ptr %errp1243, align 8
  %errp1244 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1244, align 8
  ret i32 1

ok1240:                                           ; preds = %ok1231
  %pos1245 = mul i64 %pos1237, %dim8
  %pos1246 = add i64 %pos1245, %mm1228
  %elp1247 = getelementptr inbounds float, ptr %buf, i64 %pos1246
  %el1248 = load float, ptr %elp1247, align 4, !alias.scope !0, !noalias !3
  store float %el1248, ptr %bright_16, align 4
  %v1249 = load i64, ptr %i, align 8
  %add1250 = add i64 %v1249, 0
  %sub1251 = sub i64 %dim, 1
  %c1252 = icmp slt i64 %add1250, %sub1251
  %mm1253 = select i1 %c1252, i64 %add1250, i64 %sub1251
  %c1254 = icmp sgt i64 0, %mm1253
  %mm1255 = select i1 %c1254, i64 0, i64 %mm1253
  %v1256 = load i64, ptr %j, align 8
  %add1257 = add i64 %v1256, -2
  %sub1258 = sub i64 %dim8, 1
  %c1259 = icmp slt i64 %add1257, %sub1258
  %mm1260 = select i1 %c1259, i64 %add1257, i64 %sub1258
  %c1261 = icmp sgt i64 0, %mm1260
  %mm1262 = select i1 %c1261, i64 0, i64 %mm1260
  %inb1263 = icmp ult i64 %mm1255, %dim
  br i1 %inb1263, label %ok1265, label %fail1264

fail1264:                                         ; preds = %ok1240
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1255, ptr %errp1268, align 8
  %errp1269 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1269, align 8
  ret i32 1

ok1265:                                           ; preds = %ok1240
  %pos1270 = mul i64 0, %dim
  %pos1271 = add i64 %pos1270, %mm1255
  %inb1272 = icmp ult i64 %mm1262, %dim8
  br i1 %inb1272, label %ok1274, label %fail1273

fail1273:                                         ; preds = %ok1265
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1262, ptr %errp1277, align 8
  %errp1278 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1278, align 8
  ret i32 1

ok1274:                                           ; preds = %ok1265
  %pos1279 = mul i64 %pos1271, %dim8
  %pos1280 = add i64 %pos1279, %mm1262
  %elp1281 = getelementptr inbounds float, ptr %buf, i64 %pos1280
  %el1282 = load float, ptr %elp1281, align 4, !alias.scope !0, !noalias !3
  store float %el1282, ptr %bright_17, align 4
  %v1283 = load i64, ptr %i, align 8
  %add1284 = add i64 %v1283, 0
  %sub1285 = sub i64 %dim, 1
  %c1286 = icmp slt i64 %add1284, %sub1285
  %mm1287 = select i1 %c1286, i64 %add1284, i64 %sub1285
  %c1288 = icmp sgt i64 0, %mm1287
  %mm1289 = select i1 %c1288, i64 0, i64 %mm1287
  %v1290 = load i64, ptr %j, align 8
  %add1291 = add i64 %v1290, -1
  %sub1292 = sub i64 %dim8, 1
  %c1293 = icmp slt i64 %add1291, %sub1292
  %mm1294 = select i1 %c1293, i64 %add1291, i64 %sub1292
  %c1295 = icmp sgt i64 0, %mm1294
  %mm1296 = select i1 %c1295, i64 0, i64 %mm1294
  %inb1297 = icmp ult i64 %mm1289, %dim
  br i1 %inb1297, label %ok1299, label %fail1298

fail1298:                                         ; preds = %ok1274
  %errp1300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1300, align 8
  %errp1301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1301, align 8
  %errp1302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1289, ptr %errp1302, align 8
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1303, align 8
  ret i32 1

ok1299:                                           ; preds = %ok1274
  %pos1304 = mul i64 0, %dim
  %pos1305 = add i64 %pos1304, %mm1289
  %inb1306 = icmp ult i64 %mm1296, %dim8
  br i1 %inb1306, label %ok1308, label %fail1307

fail1307:                                         ; preds = %ok1299
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1296, ptr %errp1311, align 8
  %errp1312 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1312, align 8
  ret i32 1

ok1308:                                           ; preds = %ok1299
  %pos1313 = mul i64 %pos1305, %dim8
  %pos1314 = add i64 %pos1313, %mm1296
  %elp1315 = getelementptr inbounds float, ptr %buf, i64 %pos1314
  %el1316 = load float, ptr %elp1315, align 4, !alias.scope !0, !noalias !3
  store float %el1316, ptr %bright_18, align 4
  %v1317 = load i64, ptr %i, align 8
  %add1318 = add i64 %v1317, 0
  %sub1319 = sub i64 %dim, 1
  %c1320 = icmp slt i64 %add1318, %sub1319
  %mm1321 = select i1 %c1320, i64 %add1318, i64 %sub1319
  %c1322 = icmp sgt i64 0, %mm1321
  %mm1323 = select i1 %c1322, i64 0, i64 %mm1321
  %v1324 = load i64, ptr %j, align 8
  %add1325 = add i64 %v1324, 0
  %sub1326 = sub i64 %dim8, 1
  %c1327 = icmp slt i64 %add1325, %sub1326
  %mm1328 = select i1 %c1327, i64 %add1325, i64 %sub1326
  %c1329 = icmp sgt i64 0, %mm1328
  %mm1330 = select i1 %c1329, i64 0, i64 %mm1328
  %inb1331 = icmp ult i64 %mm1323, %dim
  br i1 %inb1331, label %ok1333, label %fail1332

fail1332:                                         ; preds = %ok1308
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1335, align 8
  %errp1336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1323, ptr %errp1336, align 8
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1337, align 8
  ret i32 1

ok1333:                                           ; preds = %ok1308
  %pos1338 = mul i64 0, %dim
  %pos1339 = add i64 %pos1338, %mm1323
  %inb1340 = icmp ult i64 %mm1330, %dim8
  br i1 %inb1340, label %ok1342, label %fail1341

fail1341:                                         ; preds = %ok1333
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1330, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1346, align 8
  ret i32 1

ok1342:                                           ; preds = %ok1333
  %pos1347 = mul i64 %pos1339, %dim8
  %pos1348 = add i64 %pos1347, %mm1330
  %elp1349 = getelementptr inbounds float, ptr %buf, i64 %pos1348
  %el1350 = load float, ptr %elp1349, align 4, !alias.scope !0, !noalias !3
  store float %el1350, ptr %bright_19, align 4
  %v1351 = load i64, ptr %i, align 8
  %add1352 = add i64 %v1351, 0
  %sub1353 = sub i64 %dim, 1
  %c1354 = icmp slt i64 %add1352, %sub1353
  %mm1355 = select i1 %c1354, i64 %add1352, i64 %sub1353
  %c1356 = icmp sgt i64 0, %mm1355
  %mm1357 = select i1 %c1356, i64 0, i64 %mm1355
  %v1358 = load i64, ptr %j, align 8
  %add1359 = add i64 %v1358, 1
  %sub1360 = sub i64 %dim8, 1
  %c1361 = icmp slt i64 %add1359, %sub1360
  %mm1362 = select i1 %c1361, i64 %add1359, i64 %sub1360
  %c1363 = icmp sgt i64 0, %mm1362
  %mm1364 = select i1 %c1363, i64 0, i64 %mm1362
  %inb1365 = icmp ult i64 %mm1357, %dim
  br i1 %inb1365, label %ok1367, label %fail1366

fail1366:                                         ; preds = %ok1342
  %errp1368 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1368, align 8
  %errp1369 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1369, align 8
  %errp1370 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1357, ptr %errp1370, align 8
  %errp1371 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1371, align 8
  ret i32 1

ok1367:                                           ; preds = %ok1342
  %pos1372 = mul i64 0, %dim
  %pos1373 = add i64 %pos1372, %mm1357
  %inb1374 = icmp ult i64 %mm1364, %dim8
  br i1 %inb1374, label %ok1376, label %fail1375

fail1375:                                         ; preds = %ok1367
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1378, align 8
  %errp1379 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1364, ptr %errp1379, align 8
  %errp1380 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1380, align 8
  ret i32 1

ok1376:                                           ; preds = %ok1367
  %pos1381 = mul i64 %pos1373, %dim8
  %pos1382 = add i64 %pos1381, %mm1364
  %elp1383 = getelementptr inbounds float, ptr %buf, i64 %pos1382
  %el1384 = load float, ptr %elp1383, align 4, !alias.scope !0, !noalias !3
  store float %el1384, ptr %bright_20, align 4
  %v1385 = load i64, ptr %i, align 8
  %add1386 = add i64 %v1385, 0
  %sub1387 = sub i64 %dim, 1
  %c1388 = icmp slt i64 %add1386, %sub1387
  %mm1389 = select i1 %c1388, i64 %add1386, i64 %sub1387
  %c1390 = icmp sgt i64 0, %mm1389
  %mm1391 = select i1 %c1390, i64 0, i64 %mm1389
  %v1392 = load i64, ptr %j, align 8
  %add1393 = add i64 %v1392, 2
  %sub1394 = sub i64 %dim8, 1
  %c1395 = icmp slt i64 %add1393, %sub1394
  %mm1396 = select i1 %c1395, i64 %add1393, i64 %sub1394
  %c1397 = icmp sgt i64 0, %mm1396
  %mm1398 = select i1 %c1397, i64 0, i64 %mm1396
  %inb1399 = icmp ult i64 %mm1391, %dim
  br i1 %inb1399, label %ok1401, label %fail1400

fail1400:                                         ; preds = %ok1376
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1403, align 8
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1391, ptr %errp1404, align 8
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1405, align 8
  ret i32 1

ok1401:                                           ; preds = %ok1376
  %pos1406 = mul i64 0, %dim
  %pos1407 = add i64 %pos1406, %mm1391
  %inb1408 = icmp ult i64 %mm1398, %dim8
  br i1 %inb1408, label %ok1410, label %fail1409

fail1409:                                         ; preds = %ok1401
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1398, ptr %errp1413, align 8
  %errp1414 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1414, align 8
  ret i32 1

ok1410:                                           ; preds = %ok1401
  %pos1415 = mul i64 %pos1407, %dim8
  %pos1416 = add i64 %pos1415, %mm1398
  %elp1417 = getelementptr inbounds float, ptr %buf, i64 %pos1416
  %el1418 = load float, ptr %elp1417, align 4, !alias.scope !0, !noalias !3
  store float %el1418, ptr %bright_21, align 4
  %v1419 = load i64, ptr %i, align 8
  %add1420 = add i64 %v1419, 1
  %sub1421 = sub i64 %dim, 1
  %c1422 = icmp slt i64 %add1420, %sub1421
  %mm1423 = select i1 %c1422, i64 %add1420, i64 %sub1421
  %c1424 = icmp sgt i64 0, %mm1423
  %mm1425 = select i1 %c1424, i64 0, i64 %mm1423
  %v1426 = load i64, ptr %j, align 8
  %add1427 = add i64 %v1426, -2
  %sub1428 = sub i64 %dim8, 1
  %c1429 = icmp slt i64 %add1427, %sub1428
  %mm1430 = select i1 %c1429, i64 %add1427, i64 %sub1428
  %c1431 = icmp sgt i64 0, %mm1430
  %mm1432 = select i1 %c1431, i64 0, i64 %mm1430
  %inb1433 = icmp ult i64 %mm1425, %dim
  br i1 %inb1433, label %ok1435, label %fail1434

fail1434:                                         ; preds = %ok1410
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1436, align 8
  %errp1437 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1437, align 8
  %errp1438 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1425, ptr %errp1438, align 8
  %errp1439 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1439, align 8
  ret i32 1

ok1435:                                           ; preds = %ok1410
  %pos1440 = mul i64 0, %dim
  %pos1441 = add i64 %pos1440, %mm1425
  %inb1442 = icmp ult i64 %mm1432, %dim8
  br i1 %inb1442, label %ok1444, label %fail1443

fail1443:                                         ; preds = %ok1435
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1445, align 8
  %errp1446 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1446, align 8
  %errp1447 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1432, ptr %errp1447, align 8
  %errp1448 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1448, align 8
  ret i32 1

ok1444:                                           ; preds = %ok1435
  %pos1449 = mul i64 %pos1441, %dim8
  %pos1450 = add i64 %pos1449, %mm1432
  %elp1451 = getelementptr inbounds float, ptr %buf, i64 %pos1450
  %el1452 = load float, ptr %elp1451, align 4, !alias.scope !0, !noalias !3
  store float %el1452, ptr %bright_22, align 4
  %v1453 = load i64, ptr %i, align 8
  %add1454 = add i64 %v1453, 1
  %sub1455 = sub i64 %dim, 1
  %c1456 = icmp slt i64 %add1454, %sub1455
  %mm1457 = select i1 %c1456, i64 %add1454, i64 %sub1455
  %c1458 = icmp sgt i64 0, %mm1457
  %mm1459 = select i1 %c1458, i64 0, i64 %mm1457
  %v1460 = load i64, ptr %j, align 8
  %add1461 = add i64 %v1460, -1
  %sub1462 = sub i64 %dim8, 1
  %c1463 = icmp slt i64 %add1461, %sub1462
  %mm1464 = select i1 %c1463, i64 %add1461, i64 %sub1462
  %c1465 = icmp sgt i64 0, %mm1464
  %mm1466 = select i1 %c1465, i64 0, i64 %mm1464
  %inb1467 = icmp ult i64 %mm1459, %dim
  br i1 %inb1467, label %ok1469, label %fail1468

fail1468:                                         ; preds = %ok1444
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1470, align 8
  %errp1471 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1471, align 8
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1459, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1473, align 8
  ret i32 1

ok1469:                                           ; preds = %ok1444
  %pos1474 = mul i64 0, %dim
  %pos1475 = add i64 %pos1474, %mm1459
  %inb1476 = icmp ult i64 %mm1466, %dim8
  br i1 %inb1476, label %ok1478, label %fail1477

fail1477:                                         ; preds = %ok1469
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1466, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1482, align 8
  ret i32 1

ok1478:                                           ; preds = %ok1469
  %pos1483 = mul i64 %pos1475, %dim8
  %pos1484 = add i64 %pos1483, %mm1466
  %elp1485 = getelementptr inbounds float, ptr %buf, i64 %pos1484
  %el1486 = load float, ptr %elp1485, align 4, !alias.scope !0, !noalias !3
  store float %el1486, ptr %bright_23, align 4
  %v1487 = load i64, ptr %i, align 8
  %add1488 = add i64 %v1487, 1
  %sub1489 = sub i64 %dim, 1
  %c1490 = icmp slt i64 %add1488, %sub1489
  %mm1491 = select i1 %c1490, i64 %add1488, i64 %sub1489
  %c1492 = icmp sgt i64 0, %mm1491
  %mm1493 = select i1 %c1492, i64 0, i64 %mm1491
  %v1494 = load i64, ptr %j, align 8
  %add1495 = add i64 %v1494, 0
  %sub1496 = sub i64 %dim8, 1
  %c1497 = icmp slt i64 %add1495, %sub1496
  %mm1498 = select i1 %c1497, i64 %add1495, i64 %sub1496
  %c1499 = icmp sgt i64 0, %mm1498
  %mm1500 = select i1 %c1499, i64 0, i64 %mm1498
  %inb1501 = icmp ult i64 %mm1493, %dim
  br i1 %inb1501, label %ok1503, label %fail1502

fail1502:                                         ; preds = %ok1478
  %errp1504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1504, align 8
  %errp1505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1505, align 8
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1493, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1507, align 8
  ret i32 1

ok1503:                                           ; preds = %ok1478
  %pos1508 = mul i64 0, %dim
  %pos1509 = add i64 %pos1508, %mm1493
  %inb1510 = icmp ult i64 %mm1500, %dim8
  br i1 %inb1510, label %ok1512, label %fail1511

fail1511:                                         ; preds = %ok1503
  %errp1513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1513, align 8
  %errp1514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1514, align 8
  %errp1515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1500, ptr %errp1515, align 8
  %errp1516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1516, align 8
  ret i32 1

ok1512:                                           ; preds = %ok1503
  %pos1517 = mul i64 %pos1509, %dim8
  %pos1518 = add i64 %pos1517, %mm1500
  %elp1519 = getelementptr inbounds float, ptr %buf, i64 %pos1518
  %el1520 = load float, ptr %elp1519, align 4, !alias.scope !0, !noalias !3
  store float %el1520, ptr %bright_24, align 4
  %v1521 = load i64, ptr %i, align 8
  %add1522 = add i64 %v1521, 1
  %sub1523 = sub i64 %dim, 1
  %c1524 = icmp slt i64 %add1522, %sub1523
  %mm1525 = select i1 %c1524, i64 %add1522, i64 %sub1523
  %c1526 = icmp sgt i64 0, %mm1525
  %mm1527 = select i1 %c1526, i64 0, i64 %mm1525
  %v1528 = load i64, ptr %j, align 8
  %add1529 = add i64 %v1528, 1
  %sub1530 = sub i64 %dim8, 1
  %c1531 = icmp slt i64 %add1529, %sub1530
  %mm1532 = select i1 %c1531, i64 %add1529, i64 %sub1530
  %c1533 = icmp sgt i64 0, %mm1532
  %mm1534 = select i1 %c1533, i64 0, i64 %mm1532
  %inb1535 = icmp ult i64 %mm1527, %dim
  br i1 %inb1535, label %ok1537, label %fail1536

fail1536:                                         ; preds = %ok1512
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1527, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1541, align 8
  ret i32 1

ok1537:                                           ; preds = %ok1512
  %pos1542 = mul i64 0, %dim
  %pos1543 = add i64 %pos1542, %mm1527
  %inb1544 = icmp ult i64 %mm1534, %dim8
  br i1 %inb1544, label %ok1546, label %fail1545

fail1545:                                         ; preds = %ok1537
  %errp1547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1547, align 8
  %errp1548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1548, align 8
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1534, ptr %errp1549, align 8
  %errp1550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1550, align 8
  ret i32 1

ok1546:                                           ; preds = %ok1537
  %pos1551 = mul i64 %pos1543, %dim8
  %pos1552 = add i64 %pos1551, %mm1534
  %elp1553 = getelementptr inbounds float, ptr %buf, i64 %pos1552
  %el1554 = load float, ptr %elp1553, align 4, !alias.scope !0, !noalias !3
  store float %el1554, ptr %bright_25, align 4
  %v1555 = load i64, ptr %i, align 8
  %add1556 = add i64 %v1555, 1
  %sub1557 = sub i64 %dim, 1
  %c1558 = icmp slt i64 %add1556, %sub1557
  %mm1559 = select i1 %c1558, i64 %add1556, i64 %sub1557
  %c1560 = icmp sgt i64 0, %mm1559
  %mm1561 = select i1 %c1560, i64 0, i64 %mm1559
  %v1562 = load i64, ptr %j, align 8
  %add1563 = add i64 %v1562, 2
  %sub1564 = sub i64 %dim8, 1
  %c1565 = icmp slt i64 %add1563, %sub1564
  %mm1566 = select i1 %c1565, i64 %add1563, i64 %sub1564
  %c1567 = icmp sgt i64 0, %mm1566
  %mm1568 = select i1 %c1567, i64 0, i64 %mm1566
  %inb1569 = icmp ult i64 %mm1561, %dim
  br i1 %inb1569, label %ok1571, label %fail1570

fail1570:                                         ; preds = %ok1546
  %errp1572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1572, align 8
  %errp1573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1573, align 8
  %errp1574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1561, ptr %errp1574, align 8
  %errp1575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1575, align 8
  ret i32 1

ok1571:                                           ; preds = %ok1546
  %pos1576 = mul i64 0, %dim
  %pos1577 = add i64 %pos1576, %mm1561
  %inb1578 = icmp ult i64 %mm1568, %dim8
  br i1 %inb1578, label %ok1580, label %fail1579

fail1579:                                         ; preds = %ok1571
  %errp1581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1581, align 8
  %errp1582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1582, align 8
  %errp1583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1568, ptr %errp1583, align 8
  %errp1584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1584, align 8
  ret i32 1

ok1580:                                           ; preds = %ok1571
  %pos1585 = mul i64 %pos1577, %dim8
  %pos1586 = add i64 %pos1585, %mm1568
  %elp1587 = getelementptr inbounds float, ptr %buf, i64 %pos1586
  %el1588 = load float, ptr %elp1587, align 4, !alias.scope !0, !noalias !3
  store float %el1588, ptr %bright_26, align 4
  %v1589 = load i64, ptr %i, align 8
  %add1590 = add i64 %v1589, 2
  %sub1591 = sub i64 %dim, 1
  %c1592 = icmp slt i64 %add1590, %sub1591
  %mm1593 = select i1 %c1592, i64 %add1590, i64 %sub1591
  %c1594 = icmp sgt i64 0, %mm1593
  %mm1595 = select i1 %c1594, i64 0, i64 %mm1593
  %v1596 = load i64, ptr %j, align 8
  %add1597 = add i64 %v1596, -2
  %sub1598 = sub i64 %dim8, 1
  %c1599 = icmp slt i64 %add1597, %sub1598
  %mm1600 = select i1 %c1599, i64 %add1597, i64 %sub1598
  %c1601 = icmp sgt i64 0, %mm1600
  %mm1602 = select i1 %c1601, i64 0, i64 %mm1600
  %inb1603 = icmp ult i64 %mm1595, %dim
  br i1 %inb1603, label %ok1605, label %fail1604

fail1604:                                         ; preds = %ok1580
  %errp1606 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1606, align 8
  %errp1607 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1607, align 8
  %errp1608 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1595, ptr %errp1608, align 8
  %errp1609 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1609, align 8
  ret i32 1

ok1605:                                           ; preds = %ok1580
  %pos1610 = mul i64 0, %dim
  %pos1611 = add i64 %pos1610, %mm1595
  %inb1612 = icmp ult i64 %mm1602, %dim8
  br i1 %inb1612, label %ok1614, label %fail1613

fail1613:                                         ; preds = %ok1605
  %errp1615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1615, align 8
  %errp1616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1616, align 8
  %errp1617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1602, ptr %errp1617, align 8
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1618, align 8
  ret i32 1

ok1614:                                           ; preds = %ok1605
  %pos1619 = mul i64 %pos1611, %dim8
  %pos1620 = add i64 %pos1619, %mm1602
  %elp1621 = getelementptr inbounds float, ptr %buf, i64 %pos1620
  %el1622 = load float, ptr %elp1621, align 4, !alias.scope !0, !noalias !3
  store float %el1622, ptr %bright_27, align 4
  %v1623 = load i64, ptr %i, align 8
  %add1624 = add i64 %v1623, 2
  %sub1625 = sub i64 %dim, 1
  %c1626 = icmp slt i64 %add1624, %sub1625
  %mm1627 = select i1 %c1626, i64 %add1624, i64 %sub1625
  %c1628 = icmp sgt i64 0, %mm1627
  %mm1629 = select i1 %c1628, i64 0, i64 %mm1627
  %v1630 = load i64, ptr %j, align 8
  %add1631 = add i64 %v1630, -1
  %sub1632 = sub i64 %dim8, 1
  %c1633 = icmp slt i64 %add1631, %sub1632
  %mm1634 = select i1 %c1633, i64 %add1631, i64 %sub1632
  %c1635 = icmp sgt i64 0, %mm1634
  %mm1636 = select i1 %c1635, i64 0, i64 %mm1634
  %inb1637 = icmp ult i64 %mm1629, %dim
  br i1 %inb1637, label %ok1639, label %fail1638

fail1638:                                         ; preds = %ok1614
  %errp1640 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1640, align 8
  %errp1641 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1641, align 8
  %errp1642 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1629, ptr %errp1642, align 8
  %errp1643 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1643, align 8
  ret i32 1

ok1639:                                           ; preds = %ok1614
  %pos1644 = mul i64 0, %dim
  %pos1645 = add i64 %pos1644, %mm1629
  %inb1646 = icmp ult i64 %mm1636, %dim8
  br i1 %inb1646, label %ok1648, label %fail1647

fail1647:                                         ; preds = %ok1639
  %errp1649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1649, align 8
  %errp1650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1650, align 8
  %errp1651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1636, ptr %errp1651, align 8
  %errp1652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1652, align 8
  ret i32 1

ok1648:                                           ; preds = %ok1639
  %pos1653 = mul i64 %pos1645, %dim8
  %pos1654 = add i64 %pos1653, %mm1636
  %elp1655 = getelementptr inbounds float, ptr %buf, i64 %pos1654
  %el1656 = load float, ptr %elp1655, align 4, !alias.scope !0, !noalias !3
  store float %el1656, ptr %bright_28, align 4
  %v1657 = load i64, ptr %i, align 8
  %add1658 = add i64 %v1657, 2
  %sub1659 = sub i64 %dim, 1
  %c1660 = icmp slt i64 %add1658, %sub1659
  %mm1661 = select i1 %c1660, i64 %add1658, i64 %sub1659
  %c1662 = icmp sgt i64 0, %mm1661
  %mm1663 = select i1 %c1662, i64 0, i64 %mm1661
  %v1664 = load i64, ptr %j, align 8
  %add1665 = add i64 %v1664, 0
  %sub1666 = sub i64 %dim8, 1
  %c1667 = icmp slt i64 %add1665, %sub1666
  %mm1668 = select i1 %c1667, i64 %add1665, i64 %sub1666
  %c1669 = icmp sgt i64 0, %mm1668
  %mm1670 = select i1 %c1669, i64 0, i64 %mm1668
  %inb1671 = icmp ult i64 %mm1663, %dim
  br i1 %inb1671, label %ok1673, label %fail1672

fail1672:                                         ; preds = %ok1648
  %errp1674 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1674, align 8
  %errp1675 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1675, align 8
  %errp1676 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1663, ptr %errp1676, align 8
  %errp1677 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1677, align 8
  ret i32 1

ok1673:                                           ; preds = %ok1648
  %pos1678 = mul i64 0, %dim
  %pos1679 = add i64 %pos1678, %mm1663
  %inb1680 = icmp ult i64 %mm1670, %dim8
  br i1 %inb1680, label %ok1682, label %fail1681

fail1681:                                         ; preds = %ok1673
  %errp1683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1683, align 8
  %errp1684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1684, align 8
  %errp1685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1670, ptr %errp1685, align 8
  %errp1686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1686, align 8
  ret i32 1

ok1682:                                           ; preds = %ok1673
  %pos1687 = mul i64 %pos1679, %dim8
  %pos1688 = add i64 %pos1687, %mm1670
  %elp1689 = getelementptr inbounds float, ptr %buf, i64 %pos1688
  %el1690 = load float, ptr %elp1689, align 4, !alias.scope !0, !noalias !3
  store float %el1690, ptr %bright_29, align 4
  %v1691 = load i64, ptr %i, align 8
  %add1692 = add i64 %v1691, 2
  %sub1693 = sub i64 %dim, 1
  %c1694 = icmp slt i64 %add1692, %sub1693
  %mm1695 = select i1 %c1694, i64 %add1692, i64 %sub1693
  %c1696 = icmp sgt i64 0, %mm1695
  %mm1697 = select i1 %c1696, i64 0, i64 %mm1695
  %v1698 = load i64, ptr %j, align 8
  %add1699 = add i64 %v1698, 1
  %sub1700 = sub i64 %dim8, 1
  %c1701 = icmp slt i64 %add1699, %sub1700
  %mm1702 = select i1 %c1701, i64 %add1699, i64 %sub1700
  %c1703 = icmp sgt i64 0, %mm1702
  %mm1704 = select i1 %c1703, i64 0, i64 %mm1702
  %inb1705 = icmp ult i64 %mm1697, %dim
  br i1 %inb1705, label %ok1707, label %fail1706

fail1706:                                         ; preds = %ok1682
  %errp1708 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1708, align 8
  %errp1709 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1709, align 8
  %errp1710 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1697, ptr %errp1710, align 8
  %errp1711 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1711, align 8
  ret i32 1

ok1707:                                           ; preds = %ok1682
  %pos1712 = mul i64 0, %dim
  %pos1713 = add i64 %pos1712, %mm1697
  %inb1714 = icmp ult i64 %mm1704, %dim8
  br i1 %inb1714, label %ok1716, label %fail1715

fail1715:                                         ; preds = %ok1707
  %errp1717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1717, align 8
  %errp1718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1718, align 8
  %errp1719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1704, ptr %errp1719, align 8
  %errp1720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1720, align 8
  ret i32 1

ok1716:                                           ; preds = %ok1707
  %pos1721 = mul i64 %pos1713, %dim8
  %pos1722 = add i64 %pos1721, %mm1704
  %elp1723 = getelementptr inbounds float, ptr %buf, i64 %pos1722
  %el1724 = load float, ptr %elp1723, align 4, !alias.scope !0, !noalias !3
  store float %el1724, ptr %bright_30, align 4
  %v1725 = load i64, ptr %i, align 8
  %add1726 = add i64 %v1725, 2
  %sub1727 = sub i64 %dim, 1
  %c1728 = icmp slt i64 %add1726, %sub1727
  %mm1729 = select i1 %c1728, i64 %add1726, i64 %sub1727
  %c1730 = icmp sgt i64 0, %mm1729
  %mm1731 = select i1 %c1730, i64 0, i64 %mm1729
  %v1732 = load i64, ptr %j, align 8
  %add1733 = add i64 %v1732, 2
  %sub1734 = sub i64 %dim8, 1
  %c1735 = icmp slt i64 %add1733, %sub1734
  %mm1736 = select i1 %c1735, i64 %add1733, i64 %sub1734
  %c1737 = icmp sgt i64 0, %mm1736
  %mm1738 = select i1 %c1737, i64 0, i64 %mm1736
  %inb1739 = icmp ult i64 %mm1731, %dim
  br i1 %inb1739, label %ok1741, label %fail1740

fail1740:                                         ; preds = %ok1716
  %errp1742 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1742, align 8
  %errp1743 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1743, align 8
  %errp1744 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1731, ptr %errp1744, align 8
  %errp1745 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1745, align 8
  ret i32 1

ok1741:                                           ; preds = %ok1716
  %pos1746 = mul i64 0, %dim
  %pos1747 = add i64 %pos1746, %mm1731
  %inb1748 = icmp ult i64 %mm1738, %dim8
  br i1 %inb1748, label %ok1750, label %fail1749

fail1749:                                         ; preds = %ok1741
  %errp1751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1751, align 8
  %errp1752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1752, align 8
  %errp1753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1738, ptr %errp1753, align 8
  %errp1754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1754, align 8
  ret i32 1

ok1750:                                           ; preds = %ok1741
  %pos1755 = mul i64 %pos1747, %dim8
  %pos1756 = add i64 %pos1755, %mm1738
  %elp1757 = getelementptr inbounds float, ptr %buf, i64 %pos1756
  %el1758 = load float, ptr %elp1757, align 4, !alias.scope !0, !noalias !3
  store float %el1758, ptr %bright_31, align 4
  %v1759 = load float, ptr %bright_7, align 4
  %v1760 = load float, ptr %bright_8, align 4
  %fm1761 = fmul float 4.000000e+00, %v1760
  %fa1762 = fadd float %v1759, %fm1761
  %v1763 = load float, ptr %bright_9, align 4
  %fm1764 = fmul float 6.000000e+00, %v1763
  %fa1765 = fadd float %fa1762, %fm1764
  %v1766 = load float, ptr %bright_10, align 4
  %fm1767 = fmul float 4.000000e+00, %v1766
  %fa1768 = fadd float %fa1765, %fm1767
  %v1769 = load float, ptr %bright_11, align 4
  %fa1770 = fadd float %fa1768, %v1769
  %v1771 = load float, ptr %bright_12, align 4
  %v1772 = load float, ptr %bright_13, align 4
  %fm1773 = fmul float 4.000000e+00, %v1772
  %fa1774 = fadd float %v1771, %fm1773
  %v1775 = load float, ptr %bright_14, align 4
  %fm1776 = fmul float 6.000000e+00, %v1775
  %fa1777 = fadd float %fa1774, %fm1776
  %v1778 = load float, ptr %bright_15, align 4
  %fm1779 = fmul float 4.000000e+00, %v1778
  %fa1780 = fadd float %fa1777, %fm1779
  %v1781 = load float, ptr %bright_16, align 4
  %fa1782 = fadd float %fa1780, %v1781
  %fm1783 = fmul float 4.000000e+00, %fa1782
  %fa1784 = fadd float %fa1770, %fm1783
  %v1785 = load float, ptr %bright_17, align 4
  %v1786 = load float, ptr %bright_18, align 4
  %fm1787 = fmul float 4.000000e+00, %v1786
  %fa1788 = fadd float %v1785, %fm1787
  %v1789 = load float, ptr %bright_19, align 4
  %fm1790 = fmul float 6.000000e+00, %v1789
  %fa1791 = fadd float %fa1788, %fm1790
  %v1792 = load float, ptr %bright_20, align 4
  %fm1793 = fmul float 4.000000e+00, %v1792
  %fa1794 = fadd float %fa1791, %fm1793
  %v1795 = load float, ptr %bright_21, align 4
  %fa1796 = fadd float %fa1794, %v1795
  %fm1797 = fmul float 6.000000e+00, %fa1796
  %fa1798 = fadd float %fa1784, %fm1797
  %v1799 = load float, ptr %bright_22, align 4
  %v1800 = load float, ptr %bright_23, align 4
  %fm1801 = fmul float 4.000000e+00, %v1800
  %fa1802 = fadd float %v1799, %fm1801
  %v1803 = load float, ptr %bright_24, align 4
  %fm1804 = fmul float 6.000000e+00, %v1803
  %fa1805 = fadd float %fa1802, %fm1804
  %v1806 = load float, ptr %bright_25, align 4
  %fm1807 = fmul float 4.000000e+00, %v1806
  %fa1808 = fadd float %fa1805, %fm1807
  %v1809 = load float, ptr %bright_26, align 4
  %fa1810 = fadd float %fa1808, %v1809
  %fm1811 = fmul float 4.000000e+00, %fa1810
  %fa1812 = fadd float %fa1798, %fm1811
  %v1813 = load float, ptr %bright_27, align 4
  %v1814 = load float, ptr %bright_28, align 4
  %fm1815 = fmul float 4.000000e+00, %v1814
  %fa1816 = fadd float %v1813, %fm1815
  %v1817 = load float, ptr %bright_29, align 4
  %fm1818 = fmul float 6.000000e+00, %v1817
  %fa1819 = fadd float %fa1816, %fm1818
  %v1820 = load float, ptr %bright_30, align 4
  %fm1821 = fmul float 4.000000e+00, %v1820
  %fa1822 = fadd float %fa1819, %fm1821
  %v1823 = load float, ptr %bright_31, align 4
  %fa1824 = fadd float %fa1822, %v1823
  %fa1825 = fadd float %fa1812, %fa1824
  %fd1826 = fdiv float %fa1825, 2.560000e+02
  store float %fd1826, ptr %blurred_4, align 4
  %v1827 = load i64, ptr %i, align 8
  %v1828 = load i64, ptr %j, align 8
  %pos1829 = mul i64 0, %dim
  %pos1830 = add i64 %pos1829, %v1827
  %pos1831 = mul i64 %pos1830, %dim8
  %pos1832 = add i64 %pos1831, %v1828
  %v1833 = load float, ptr %blurred_4, align 4
  %elp1834 = getelementptr inbounds float, ptr %buf902, i64 %pos1832
  store float %v1833, ptr %elp1834, align 4, !alias.scope !3, !noalias !0
  %i1835 = load i64, ptr %j, align 8
  %next1836 = add i64 %i1835, 1
  store i64 %next1836, ptr %j, align 8
  br label %loop905

proved2152:                                       ; preds = %versions_done
  store i64 %min29, ptr %j, align 8
  br label %loop2155

checked2153:                                      ; preds = %versions_done
  store i64 %min29, ptr %j, align 8
  br label %loop2612

versions_done2154:                                ; preds = %exit2614, %exit2157
  store i64 %min33, ptr %j, align 8
  %v3420 = load i64, ptr %i, align 8
  %add3421 = add i64 %v3420, -2
  %sub3422 = sub i64 %dim, 1
  %c3423 = icmp slt i64 %add3421, %sub3422
  %mm3424 = select i1 %c3423, i64 %add3421, i64 %sub3422
  %c3425 = icmp sgt i64 0, %mm3424
  %mm3426 = select i1 %c3425, i64 0, i64 %mm3424
  %base3427 = sext i64 %mm3426 to i128
  %fits_low3428 = icmp sge i128 %base3427, -9223372036854775808
  %fits_high3429 = icmp sle i128 %base3427, 9223372036854775807
  %fits3430 = and i1 %fits_low3428, %fits_high3429
  %least3431 = select i1 %fits3430, i128 %base3427, i128 -9223372036854775808
  %most3432 = select i1 %fits3430, i128 %base3427, i128 9223372036854775807
  %extent3433 = sext i64 %dim to i128
  %low_ok3434 = icmp sge i128 %least3431, 0
  %high_ok3435 = icmp slt i128 %most3432, %extent3433
  %ok3436 = and i1 true, %low_ok3434
  %ok3437 = and i1 %ok3436, %high_ok3435
  %v3438 = load i64, ptr %j, align 8
  %add3439 = add i64 %v3438, -2
  %base3440 = sext i64 %add3439 to i128
  %next3441 = add i64 %min33, 1
  store i64 %next3441, ptr %j, align 8
  %v3442 = load i64, ptr %j, align 8
  %add3443 = add i64 %v3442, -2
  store i64 %min33, ptr %j, align 8
  %at_next3444 = sext i64 %add3443 to i128
  %step3445 = sub i128 %at_next3444, %base3440
  %step3446 = trunc i128 %step3445 to i64
  %step3447 = sext i64 %step3446 to i128
  %len3448 = sub i64 %dim8, %min33
  %span3449 = sub i64 %len3448, 1
  %span3450 = sext i64 %span3449 to i128
  %reach3451 = mul i128 %step3447, %span3450
  %c3452 = icmp slt i128 %reach3451, 0
  %min3453 = select i1 %c3452, i128 %reach3451, i128 0
  %c3454 = icmp sgt i128 %reach3451, 0
  %max3455 = select i1 %c3454, i128 %reach3451, i128 0
  %least3456 = add i128 %base3440, %min3453
  %most3457 = add i128 %base3440, %max3455
  %fits_low3458 = icmp sge i128 %least3456, -9223372036854775808
  %fits_high3459 = icmp sle i128 %most3457, 9223372036854775807
  %fits3460 = and i1 %fits_low3458, %fits_high3459
  %least3461 = select i1 %fits3460, i128 %least3456, i128 -9223372036854775808
  %most3462 = select i1 %fits3460, i128 %most3457, i128 9223372036854775807
  %sub3463 = sub i64 %dim8, 1
  %base3464 = sext i64 %sub3463 to i128
  %fits_low3465 = icmp sge i128 %base3464, -9223372036854775808
  %fits_high3466 = icmp sle i128 %base3464, 9223372036854775807
  %fits3467 = and i1 %fits_low3465, %fits_high3466
  %least3468 = select i1 %fits3467, i128 %base3464, i128 -9223372036854775808
  %most3469 = select i1 %fits3467, i128 %base3464, i128 9223372036854775807
  %c3470 = icmp slt i128 %least3461, %least3468
  %min3471 = select i1 %c3470, i128 %least3461, i128 %least3468
  %c3472 = icmp slt i128 %most3462, %most3469
  %min3473 = select i1 %c3472, i128 %most3462, i128 %most3469
  %c3474 = icmp sgt i128 0, %min3471
  %max3475 = select i1 %c3474, i128 0, i128 %min3471
  %c3476 = icmp sgt i128 0, %min3473
  %max3477 = select i1 %c3476, i128 0, i128 %min3473
  %extent3478 = sext i64 %dim8 to i128
  %low_ok3479 = icmp sge i128 %max3475, 0
  %high_ok3480 = icmp slt i128 %max3477, %extent3478
  %ok3481 = and i1 %ok3437, %low_ok3479
  %ok3482 = and i1 %ok3481, %high_ok3480
  %v3483 = load i64, ptr %j, align 8
  %add3484 = add i64 %v3483, -1
  %base3485 = sext i64 %add3484 to i128
  %next3486 = add i64 %min33, 1
  store i64 %next3486, ptr %j, align 8
  %v3487 = load i64, ptr %j, align 8
  %add3488 = add i64 %v3487, -1
  store i64 %min33, ptr %j, align 8
  %at_next3489 = sext i64 %add3488 to i128
  %step3490 = sub i128 %at_next3489, %base3485
  %step3491 = trunc i128 %step3490 to i64
  %step3492 = sext i64 %step3491 to i128
  %len3493 = sub i64 %dim8, %min33
  %span3494 = sub i64 %len3493, 1
  %span3495 = sext i64 %span3494 to i128
  %reach3496 = mul i128 %step3492, %span3495
  %c3497 = icmp slt i128 %reach3496, 0
  %min3498 = select i1 %c3497, i128 %reach3496, i128 0
  %c3499 = icmp sgt i128 %reach3496, 0
  %max3500 = select i1 %c3499, i128 %reach3496, i128 0
  %least3501 = add i128 %base3485, %min3498
  %most3502 = add i128 %base3485, %max3500
  %fits_low3503 = icmp sge i128 %least3501, -9223372036854775808
  %fits_high3504 = icmp sle i128 %most3502, 9223372036854775807
  %fits3505 = and i1 %fits_low3503, %fits_high3504
  %least3506 = select i1 %fits3505, i128 %least3501, i128 -9223372036854775808
  %most3507 = select i1 %fits3505, i128 %most3502, i128 9223372036854775807
  %sub3508 = sub i64 %dim8, 1
  %base3509 = sext i64 %sub3508 to i128
  %fits_low3510 = icmp sge i128 %base3509, -9223372036854775808
  %fits_high3511 = icmp sle i128 %base3509, 9223372036854775807
  %fits3512 = and i1 %fits_low3510, %fits_high3511
  %least3513 = select i1 %fits3512, i128 %base3509, i128 -9223372036854775808
  %most3514 = select i1 %fits3512, i128 %base3509, i128 9223372036854775807
  %c3515 = icmp slt i128 %least3506, %least3513
  %min3516 = select i1 %c3515, i128 %least3506, i128 %least3513
  %c3517 = icmp slt i128 %most3507, %most3514
  %min3518 = select i1 %c3517, i128 %most3507, i128 %most3514
  %c3519 = icmp sgt i128 0, %min3516
  %max3520 = select i1 %c3519, i128 0, i128 %min3516
  %c3521 = icmp sgt i128 0, %min3518
  %max3522 = select i1 %c3521, i128 0, i128 %min3518
  %extent3523 = sext i64 %dim8 to i128
  %low_ok3524 = icmp sge i128 %max3520, 0
  %high_ok3525 = icmp slt i128 %max3522, %extent3523
  %ok3526 = and i1 %ok3482, %low_ok3524
  %ok3527 = and i1 %ok3526, %high_ok3525
  %v3528 = load i64, ptr %j, align 8
  %add3529 = add i64 %v3528, 0
  %base3530 = sext i64 %add3529 to i128
  %next3531 = add i64 %min33, 1
  store i64 %next3531, ptr %j, align 8
  %v3532 = load i64, ptr %j, align 8
  %add3533 = add i64 %v3532, 0
  store i64 %min33, ptr %j, align 8
  %at_next3534 = sext i64 %add3533 to i128
  %step3535 = sub i128 %at_next3534, %base3530
  %step3536 = trunc i128 %step3535 to i64
  %step3537 = sext i64 %step3536 to i128
  %len3538 = sub i64 %dim8, %min33
  %span3539 = sub i64 %len3538, 1
  %span3540 = sext i64 %span3539 to i128
  %reach3541 = mul i128 %step3537, %span3540
  %c3542 = icmp slt i128 %reach3541, 0
  %min3543 = select i1 %c3542, i128 %reach3541, i128 0
  %c3544 = icmp sgt i128 %reach3541, 0
  %max3545 = select i1 %c3544, i128 %reach3541, i128 0
  %least3546 = add i128 %base3530, %min3543
  %most3547 = add i128 %base3530, %max3545
  %fits_low3548 = icmp sge i128 %least3546, -9223372036854775808
  %fits_high3549 = icmp sle i128 %most3547, 9223372036854775807
  %fits3550 = and i1 %fits_low3548, %fits_high3549
  %least3551 = select i1 %fits3550, i128 %least3546, i128 -9223372036854775808
  %most3552 = select i1 %fits3550, i128 %most3547, i128 9223372036854775807
  %sub3553 = sub i64 %dim8, 1
  %base3554 = sext i64 %sub3553 to i128
  %fits_low3555 = icmp sge i128 %base3554, -9223372036854775808
  %fits_high3556 = icmp sle i128 %base3554, 9223372036854775807
  %fits3557 = and i1 %fits_low3555, %fits_high3556
  %least3558 = select i1 %fits3557, i128 %base3554, i128 -9223372036854775808
  %most3559 = select i1 %fits3557, i128 %base3554, i128 9223372036854775807
  %c3560 = icmp slt i128 %least3551, %least3558
  %min3561 = select i1 %c3560, i128 %least3551, i128 %least3558
  %c3562 = icmp slt i128 %most3552, %most3559
  %min3563 = select i1 %c3562, i128 %most3552, i128 %most3559
  %c3564 = icmp sgt i128 0, %min3561
  %max3565 = select i1 %c3564, i128 0, i128 %min3561
  %c3566 = icmp sgt i128 0, %min3563
  %max3567 = select i1 %c3566, i128 0, i128 %min3563
  %extent3568 = sext i64 %dim8 to i128
  %low_ok3569 = icmp sge i128 %max3565, 0
  %high_ok3570 = icmp slt i128 %max3567, %extent3568
  %ok3571 = and i1 %ok3527, %low_ok3569
  %ok3572 = and i1 %ok3571, %high_ok3570
  %v3573 = load i64, ptr %j, align 8
  %add3574 = add i64 %v3573, 1
  %base3575 = sext i64 %add3574 to i128
  %next3576 = add i64 %min33, 1
  store i64 %next3576, ptr %j, align 8
  %v3577 = load i64, ptr %j, align 8
  %add3578 = add i64 %v3577, 1
  store i64 %min33, ptr %j, align 8
  %at_next3579 = sext i64 %add3578 to i128
  %step3580 = sub i128 %at_next3579, %base3575
  %step3581 = trunc i128 %step3580 to i64
  %step3582 = sext i64 %step3581 to i128
  %len3583 = sub i64 %dim8, %min33
  %span3584 = sub i64 %len3583, 1
  %span3585 = sext i64 %span3584 to i128
  %reach3586 = mul i128 %step3582, %span3585
  %c3587 = icmp slt i128 %reach3586, 0
  %min3588 = select i1 %c3587, i128 %reach3586, i128 0
  %c3589 = icmp sgt i128 %reach3586, 0
  %max3590 = select i1 %c3589, i128 %reach3586, i128 0
  %least3591 = add i128 %base3575, %min3588
  %most3592 = add i128 %base3575, %max3590
  %fits_low3593 = icmp sge i128 %least3591, -9223372036854775808
  %fits_high3594 = icmp sle i128 %most3592, 9223372036854775807
  %fits3595 = and i1 %fits_low3593, %fits_high3594
  %least3596 = select i1 %fits3595, i128 %least3591, i128 -9223372036854775808
  %most3597 = select i1 %fits3595, i128 %most3592, i128 9223372036854775807
  %sub3598 = sub i64 %dim8, 1
  %base3599 = sext i64 %sub3598 to i128
  %fits_low3600 = icmp sge i128 %base3599, -9223372036854775808
  %fits_high3601 = icmp sle i128 %base3599, 9223372036854775807
  %fits3602 = and i1 %fits_low3600, %fits_high3601
  %least3603 = select i1 %fits3602, i128 %base3599, i128 -9223372036854775808
  %most3604 = select i1 %fits3602, i128 %base3599, i128 9223372036854775807
  %c3605 = icmp slt i128 %least3596, %least3603
  %min3606 = select i1 %c3605, i128 %least3596, i128 %least3603
  %c3607 = icmp slt i128 %most3597, %most3604
  %min3608 = select i1 %c3607, i128 %most3597, i128 %most3604
  %c3609 = icmp sgt i128 0, %min3606
  %max3610 = select i1 %c3609, i128 0, i128 %min3606
  %c3611 = icmp sgt i128 0, %min3608
  %max3612 = select i1 %c3611, i128 0, i128 %min3608
  %extent3613 = sext i64 %dim8 to i128
  %low_ok3614 = icmp sge i128 %max3610, 0
  %high_ok3615 = icmp slt i128 %max3612, %extent3613
  %ok3616 = and i1 %ok3572, %low_ok3614
  %ok3617 = and i1 %ok3616, %high_ok3615
  %v3618 = load i64, ptr %j, align 8
  %add3619 = add i64 %v3618, 2
  %base3620 = sext i64 %add3619 to i128
  %next3621 = add i64 %min33, 1
  store i64 %next3621, ptr %j, align 8
  %v3622 = load i64, ptr %j, align 8
  %add3623 = add i64 %v3622, 2
  store i64 %min33, ptr %j, align 8
  %at_next3624 = sext i64 %add3623 to i128
  %step3625 = sub i128 %at_next3624, %base3620
  %step3626 = trunc i128 %step3625 to i64
  %step3627 = sext i64 %step3626 to i128
  %len3628 = sub i64 %dim8, %min33
  %span3629 = sub i64 %len3628, 1
  %span3630 = sext i64 %span3629 to i128
  %reach3631 = mul i128 %step3627, %span3630
  %c3632 = icmp slt i128 %reach3631, 0
  %min3633 = select i1 %c3632, i128 %reach3631, i128 0
  %c3634 = icmp sgt i128 %reach3631, 0
  %max3635 = select i1 %c3634, i128 %reach3631, i128 0
  %least3636 = add i128 %base3620, %min3633
  %most3637 = add i128 %base3620, %max3635
  %fits_low3638 = icmp sge i128 %least3636, -9223372036854775808
  %fits_high3639 = icmp sle i128 %most3637, 9223372036854775807
  %fits3640 = and i1 %fits_low3638, %fits_high3639
  %least3641 = select i1 %fits3640, i128 %least3636, i128 -9223372036854775808
  %most3642 = select i1 %fits3640, i128 %most3637, i128 9223372036854775807
  %sub3643 = sub i64 %dim8, 1
  %base3644 = sext i64 %sub3643 to i128
  %fits_low3645 = icmp sge i128 %base3644, -9223372036854775808
  %fits_high3646 = icmp sle i128 %base3644, 9223372036854775807
  %fits3647 = and i1 %fits_low3645, %fits_high3646
  %least3648 = select i1 %fits3647, i128 %base3644, i128 -9223372036854775808
  %most3649 = select i1 %fits3647, i128 %base3644, i128 9223372036854775807
  %c3650 = icmp slt i128 %least3641, %least3648
  %min3651 = select i1 %c3650, i128 %least3641, i128 %least3648
  %c3652 = icmp slt i128 %most3642, %most3649
  %min3653 = select i1 %c3652, i128 %most3642, i128 %most3649
  %c3654 = icmp sgt i128 0, %min3651
  %max3655 = select i1 %c3654, i128 0, i128 %min3651
  %c3656 = icmp sgt i128 0, %min3653
  %max3657 = select i1 %c3656, i128 0, i128 %min3653
  %extent3658 = sext i64 %dim8 to i128
  %low_ok3659 = icmp sge i128 %max3655, 0
  %high_ok3660 = icmp slt i128 %max3657, %extent3658
  %ok3661 = and i1 %ok3617, %low_ok3659
  %ok3662 = and i1 %ok3661, %high_ok3660
  %v3663 = load i64, ptr %i, align 8
  %add3664 = add i64 %v3663, -1
  %sub3665 = sub i64 %dim, 1
  %c3666 = icmp slt i64 %add3664, %sub3665
  %mm3667 = select i1 %c3666, i64 %add3664, i64 %sub3665
  %c3668 = icmp sgt i64 0, %mm3667
  %mm3669 = select i1 %c3668, i64 0, i64 %mm3667
  %base3670 = sext i64 %mm3669 to i128
  %fits_low3671 = icmp sge i128 %base3670, -9223372036854775808
  %fits_high3672 = icmp sle i128 %base3670, 9223372036854775807
  %fits3673 = and i1 %fits_low3671, %fits_high3672
  %least3674 = select i1 %fits3673, i128 %base3670, i128 -9223372036854775808
  %most3675 = select i1 %fits3673, i128 %base3670, i128 9223372036854775807
  %extent3676 = sext i64 %dim to i128
  %low_ok3677 = icmp sge i128 %least3674, 0
  %high_ok3678 = icmp slt i128 %most3675, %extent3676
  %ok3679 = and i1 %ok3662, %low_ok3677
  %ok3680 = and i1 %ok3679, %high_ok3678
  %v3681 = load i64, ptr %i, align 8
  %add3682 = add i64 %v3681, 0
  %sub3683 = sub i64 %dim, 1
  %c3684 = icmp slt i64 %add3682, %sub3683
  %mm3685 = select i1 %c3684, i64 %add3682, i64 %sub3683
  %c3686 = icmp sgt i64 0, %mm3685
  %mm3687 = select i1 %c3686, i64 0, i64 %mm3685
  %base3688 = sext i64 %mm3687 to i128
  %fits_low3689 = icmp sge i128 %base3688, -9223372036854775808
  %fits_high3690 = icmp sle i128 %base3688, 9223372036854775807
  %fits3691 = and i1 %fits_low3689, %fits_high3690
  %least3692 = select i1 %fits3691, i128 %base3688, i128 -9223372036854775808
  %most3693 = select i1 %fits3691, i128 %base3688, i128 9223372036854775807
  %extent3694 = sext i64 %dim to i128
  %low_ok3695 = icmp sge i128 %least3692, 0
  %high_ok3696 = icmp slt i128 %most3693, %extent3694
  %ok3697 = and i1 %ok3680, %low_ok3695
  %ok3698 = and i1 %ok3697, %high_ok3696
  %v3699 = load i64, ptr %i, align 8
  %add3700 = add i64 %v3699, 1
  %sub3701 = sub i64 %dim, 1
  %c3702 = icmp slt i64 %add3700, %sub3701
  %mm3703 = select i1 %c3702, i64 %add3700, i64 %sub3701
  %c3704 = icmp sgt i64 0, %mm3703
  %mm3705 = select i1 %c3704, i64 0, i64 %mm3703
  %base3706 = sext i64 %mm3705 to i128
  %fits_low3707 = icmp sge i128 %base3706, -9223372036854775808
  %fits_high3708 = icmp sle i128 %base3706, 9223372036854775807
  %fits3709 = and i1 %fits_low3707, %fits_high3708
  %least3710 = select i1 %fits3709, i128 %base3706, i128 -9223372036854775808
  %most3711 = select i1 %fits3709, i128 %base3706, i128 9223372036854775807
  %extent3712 = sext i64 %dim to i128
  %low_ok3713 = icmp sge i128 %least3710, 0
  %high_ok3714 = icmp slt i128 %most3711, %extent3712
  %ok3715 = and i1 %ok3698, %low_ok3713
  %ok3716 = and i1 %ok3715, %high_ok3714
  %v3717 = load i64, ptr %i, align 8
  %add3718 = add i64 %v3717, 2
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
  %ok3733 = and i1 %ok3716, %low_ok3731
  %ok3734 = and i1 %ok3733, %high_ok3732
  br i1 %ok3734, label %proved3735, label %checked3736

loop2155:                                         ; preds = %body2156, %proved2152
  %i2158 = load i64, ptr %j, align 8
  %more2159 = icmp slt i64 %i2158, %min33
  br i1 %more2159, label %body2156, label %exit2157

body2156:                                         ; preds = %loop2155
  %v2160 = load i64, ptr %i, align 8
  %add2161 = add i64 %v2160, -2
  %sub2162 = sub i64 %dim, 1
  %c2163 = icmp slt i64 %add2161, %sub2162
  %mm2164 = select i1 %c2163, i64 %add2161, i64 %sub2162
  %c2165 = icmp sgt i64 0, %mm2164
  %mm2166 = select i1 %c2165, i64 0, i64 %mm2164
  %j2167 = load i64, ptr %j, align 8
  %tap = add i64 %j2167, -2
  %pos2168 = mul i64 0, %dim
  %pos2169 = add i64 %pos2168, %mm2166
  %pos2170 = mul i64 %pos2169, %dim8
  %pos2171 = add i64 %pos2170, %tap
  %elp2172 = getelementptr inbounds float, ptr %buf, i64 %pos2171
  %el2173 = load float, ptr %elp2172, align 4, !alias.scope !0, !noalias !3
  store float %el2173, ptr %bright_7, align 4
  %v2174 = load i64, ptr %i, align 8
  %add2175 = add i64 %v2174, -2
  %sub2176 = sub i64 %dim, 1
  %c2177 = icmp slt i64 %add2175, %sub2176
  %mm2178 = select i1 %c2177, i64 %add2175, i64 %sub2176
  %c2179 = icmp sgt i64 0, %mm2178
  %mm2180 = select i1 %c2179, i64 0, i64 %mm2178
  %j2181 = load i64, ptr %j, align 8
  %tap2182 = add i64 %j2181, -1
  %pos2183 = mul i64 0, %dim
  %pos2184 = add i64 %pos2183, %mm2180
  %pos2185 = mul i64 %pos2184, %dim8
  %pos2186 = add i64 %pos2185, %tap2182
  %elp2187 = getelementptr inbounds float, ptr %buf, i64 %pos2186
  %el2188 = load float, ptr %elp2187, align 4, !alias.scope !0, !noalias !3
  store float %el2188, ptr %bright_8, align 4
  %v2189 = load i64, ptr %i, align 8
  %add2190 = add i64 %v2189, -2
  %sub2191 = sub i64 %dim, 1
  %c2192 = icmp slt i64 %add2190, %sub2191
  %mm2193 = select i1 %c2192, i64 %add2190, i64 %sub2191
  %c2194 = icmp sgt i64 0, %mm2193
  %mm2195 = select i1 %c2194, i64 0, i64 %mm2193
  %j2196 = load i64, ptr %j, align 8
  %tap2197 = add i64 %j2196, 0
  %pos2198 = mul i64 0, %dim
  %pos2199 = add i64 %pos2198, %mm2195
  %pos2200 = mul i64 %pos2199, %dim8
  %pos2201 = add i64 %pos2200, %tap2197
  %elp2202 = getelementptr inbounds float, ptr %buf, i64 %pos2201
  %el2203 = load float, ptr %elp2202, align 4, !alias.scope !0, !noalias !3
  store float %el2203, ptr %bright_9, align 4
  %v2204 = load i64, ptr %i, align 8
  %add2205 = add i64 %v2204, -2
  %sub2206 = sub i64 %dim, 1
  %c2207 = icmp slt i64 %add2205, %sub2206
  %mm2208 = select i1 %c2207, i64 %add2205, i64 %sub2206
  %c2209 = icmp sgt i64 0, %mm2208
  %mm2210 = select i1 %c2209, i64 0, i64 %mm2208
  %j2211 = load i64, ptr %j, align 8
  %tap2212 = add i64 %j2211, 1
  %pos2213 = mul i64 0, %dim
  %pos2214 = add i64 %pos2213, %mm2210
  %pos2215 = mul i64 %pos2214, %dim8
  %pos2216 = add i64 %pos2215, %tap2212
  %elp2217 = getelementptr inbounds float, ptr %buf, i64 %pos2216
  %el2218 = load float, ptr %elp2217, align 4, !alias.scope !0, !noalias !3
  store float %el2218, ptr %bright_10, align 4
  %v2219 = load i64, ptr %i, align 8
  %add2220 = add i64 %v2219, -2
  %sub2221 = sub i64 %dim, 1
  %c2222 = icmp slt i64 %add2220, %sub2221
  %mm2223 = select i1 %c2222, i64 %add2220, i64 %sub2221
  %c2224 = icmp sgt i64 0, %mm2223
  %mm2225 = select i1 %c2224, i64 0, i64 %mm2223
  %j2226 = load i64, ptr %j, align 8
  %tap2227 = add i64 %j2226, 2
  %pos2228 = mul i64 0, %dim
  %pos2229 = add i64 %pos2228, %mm2225
  %pos2230 = mul i64 %pos2229, %dim8
  %pos2231 = add i64 %pos2230, %tap2227
  %elp2232 = getelementptr inbounds float, ptr %buf, i64 %pos2231
  %el2233 = load float, ptr %elp2232, align 4, !alias.scope !0, !noalias !3
  store float %el2233, ptr %bright_11, align 4
  %v2234 = load i64, ptr %i, align 8
  %add2235 = add i64 %v2234, -1
  %sub2236 = sub i64 %dim, 1
  %c2237 = icmp slt i64 %add2235, %sub2236
  %mm2238 = select i1 %c2237, i64 %add2235, i64 %sub2236
  %c2239 = icmp sgt i64 0, %mm2238
  %mm2240 = select i1 %c2239, i64 0, i64 %mm2238
  %j2241 = load i64, ptr %j, align 8
  %tap2242 = add i64 %j2241, -2
  %pos2243 = mul i64 0, %dim
  %pos2244 = add i64 %pos2243, %mm2240
  %pos2245 = mul i64 %pos2244, %dim8
  %pos2246 = add i64 %pos2245, %tap2242
  %elp2247 = getelementptr inbounds float, ptr %buf, i64 %pos2246
  %el2248 = load float, ptr %elp2247, align 4, !alias.scope !0, !noalias !3
  store float %el2248, ptr %bright_12, align 4
  %v2249 = load i64, ptr %i, align 8
  %add2250 = add i64 %v2249, -1
  %sub2251 = sub i64 %dim, 1
  %c2252 = icmp slt i64 %add2250, %sub2251
  %mm2253 = select i1 %c2252, i64 %add2250, i64 %sub2251
  %c2254 = icmp sgt i64 0, %mm2253
  %mm2255 = select i1 %c2254, i64 0, i64 %mm2253
  %j2256 = load i64, ptr %j, align 8
  %tap2257 = add i64 %j2256, -1
  %pos2258 = mul i64 0, %dim
  %pos2259 = add i64 %pos2258, %mm2255
  %pos2260 = mul i64 %pos2259, %dim8
  %pos2261 = add i64 %pos2260, %tap2257
  %elp2262 = getelementptr inbounds float, ptr %buf, i64 %pos2261
  %el2263 = load float, ptr %elp2262, align 4, !alias.scope !0, !noalias !3
  store float %el2263, ptr %bright_13, align 4
  %v2264 = load i64, ptr %i, align 8
  %add2265 = add i64 %v2264, -1
  %sub2266 = sub i64 %dim, 1
  %c2267 = icmp slt i64 %add2265, %sub2266
  %mm2268 = select i1 %c2267, i64 %add2265, i64 %sub2266
  %c2269 = icmp sgt i64 0, %mm2268
  %mm2270 = select i1 %c2269, i64 0, i64 %mm2268
  %j2271 = load i64, ptr %j, align 8
  %tap2272 = add i64 %j2271, 0
  %pos2273 = mul i64 0, %dim
  %pos2274 = add i64 %pos2273, %mm2270
  %pos2275 = mul i64 %pos2274, %dim8
  %pos2276 = add i64 %pos2275, %tap2272
  %elp2277 = getelementptr inbounds float, ptr %buf, i64 %pos2276
  %el2278 = load float, ptr %elp2277, align 4, !alias.scope !0, !noalias !3
  store float %el2278, ptr %bright_14, align 4
  %v2279 = load i64, ptr %i, align 8
  %add2280 = add i64 %v2279, -1
  %sub2281 = sub i64 %dim, 1
  %c2282 = icmp slt i64 %add2280, %sub2281
  %mm2283 = select i1 %c2282, i64 %add2280, i64 %sub2281
  %c2284 = icmp sgt i64 0, %mm2283
  %mm2285 = select i1 %c2284, i64 0, i64 %mm2283
  %j2286 = load i64, ptr %j, align 8
  %tap2287 = add i64 %j2286, 1
  %pos2288 = mul i64 0, %dim
  %pos2289 = add i64 %pos2288, %mm2285
  %pos2290 = mul i64 %pos2289, %dim8
  %pos2291 = add i64 %pos2290, %tap2287
  %elp2292 = getelementptr inbounds float, ptr %buf, i64 %pos2291
  %el2293 = load float, ptr %elp2292, align 4, !alias.scope !0, !noalias !3
  store float %el2293, ptr %bright_15, align 4
  %v2294 = load i64, ptr %i, align 8
  %add2295 = add i64 %v2294, -1
  %sub2296 = sub i64 %dim, 1
  %c2297 = icmp slt i64 %add2295, %sub2296
  %mm2298 = select i1 %c2297, i64 %add2295, i64 %sub2296
  %c2299 = icmp sgt i64 0, %mm2298
  %mm2300 = select i1 %c2299, i64 0, i64 %mm2298
  %j2301 = load i64, ptr %j, align 8
  %tap2302 = add i64 %j2301, 2
  %pos2303 = mul i64 0, %dim
  %pos2304 = add i64 %pos2303, %mm2300
  %pos2305 = mul i64 %pos2304, %dim8
  %pos2306 = add i64 %pos2305, %tap2302
  %elp2307 = getelementptr inbounds float, ptr %buf, i64 %pos2306
  %el2308 = load float, ptr %elp2307, align 4, !alias.scope !0, !noalias !3
  store float %el2308, ptr %bright_16, align 4
  %v2309 = load i64, ptr %i, align 8
  %add2310 = add i64 %v2309, 0
  %sub2311 = sub i64 %dim, 1
  %c2312 = icmp slt i64 %add2310, %sub2311
  %mm2313 = select i1 %c2312, i64 %add2310, i64 %sub2311
  %c2314 = icmp sgt i64 0, %mm2313
  %mm2315 = select i1 %c2314, i64 0, i64 %mm2313
  %j2316 = load i64, ptr %j, align 8
  %tap2317 = add i64 %j2316, -2
  %pos2318 = mul i64 0, %dim
  %pos2319 = add i64 %pos2318, %mm2315
  %pos2320 = mul i64 %pos2319, %dim8
  %pos2321 = add i64 %pos2320, %tap2317
  %elp2322 = getelementptr inbounds float, ptr %buf, i64 %pos2321
  %el2323 = load float, ptr %elp2322, align 4, !alias.scope !0, !noalias !3
  store float %el2323, ptr %bright_17, align 4
  %v2324 = load i64, ptr %i, align 8
  %add2325 = add i64 %v2324, 0
  %sub2326 = sub i64 %dim, 1
  %c2327 = icmp slt i64 %add2325, %sub2326
  %mm2328 = select i1 %c2327, i64 %add2325, i64 %sub2326
  %c2329 = icmp sgt i64 0, %mm2328
  %mm2330 = select i1 %c2329, i64 0, i64 %mm2328
  %j2331 = load i64, ptr %j, align 8
  %tap2332 = add i64 %j2331, -1
  %pos2333 = mul i64 0, %dim
  %pos2334 = add i64 %pos2333, %mm2330
  %pos2335 = mul i64 %pos2334, %dim8
  %pos2336 = add i64 %pos2335, %tap2332
  %elp2337 = getelementptr inbounds float, ptr %buf, i64 %pos2336
  %el2338 = load float, ptr %elp2337, align 4, !alias.scope !0, !noalias !3
  store float %el2338, ptr %bright_18, align 4
  %v2339 = load i64, ptr %i, align 8
  %add2340 = add i64 %v2339, 0
  %sub2341 = sub i64 %dim, 1
  %c2342 = icmp slt i64 %add2340, %sub2341
  %mm2343 = select i1 %c2342, i64 %add2340, i64 %sub2341
  %c2344 = icmp sgt i64 0, %mm2343
  %mm2345 = select i1 %c2344, i64 0, i64 %mm2343
  %j2346 = load i64, ptr %j, align 8
  %tap2347 = add i64 %j2346, 0
  %pos2348 = mul i64 0, %dim
  %pos2349 = add i64 %pos2348, %mm2345
  %pos2350 = mul i64 %pos2349, %dim8
  %pos2351 = add i64 %pos2350, %tap2347
  %elp2352 = getelementptr inbounds float, ptr %buf, i64 %pos2351
  %el2353 = load float, ptr %elp2352, align 4, !alias.scope !0, !noalias !3
  store float %el2353, ptr %bright_19, align 4
  %v2354 = load i64, ptr %i, align 8
  %add2355 = add i64 %v2354, 0
  %sub2356 = sub i64 %dim, 1
  %c2357 = icmp slt i64 %add2355, %sub2356
  %mm2358 = select i1 %c2357, i64 %add2355, i64 %sub2356
  %c2359 = icmp sgt i64 0, %mm2358
  %mm2360 = select i1 %c2359, i64 0, i64 %mm2358
  %j2361 = load i64, ptr %j, align 8
  %tap2362 = add i64 %j2361, 1
  %pos2363 = mul i64 0, %dim
  %pos2364 = add i64 %pos2363, %mm2360
  %pos2365 = mul i64 %pos2364, %dim8
  %pos2366 = add i64 %pos2365, %tap2362
  %elp2367 = getelementptr inbounds float, ptr %buf, i64 %pos2366
  %el2368 = load float, ptr %elp2367, align 4, !alias.scope !0, !noalias !3
  store float %el2368, ptr %bright_20, align 4
  %v2369 = load i64, ptr %i, align 8
  %add2370 = add i64 %v2369, 0
  %sub2371 = sub i64 %dim, 1
  %c2372 = icmp slt i64 %add2370, %sub2371
  %mm2373 = select i1 %c2372, i64 %add2370, i64 %sub2371
  %c2374 = icmp sgt i64 0, %mm2373
  %mm2375 = select i1 %c2374, i64 0, i64 %mm2373
  %j2376 = load i64, ptr %j, align 8
  %tap2377 = add i64 %j2376, 2
  %pos2378 = mul i64 0, %dim
  %pos2379 = add i64 %pos2378, %mm2375
  %pos2380 = mul i64 %pos2379, %dim8
  %pos2381 = add i64 %pos2380, %tap2377
  %elp2382 = getelementptr inbounds float, ptr %buf, i64 %pos2381
  %el2383 = load float, ptr %elp2382, align 4, !alias.scope !0, !noalias !3
  store float %el2383, ptr %bright_21, align 4
  %v2384 = load i64, ptr %i, align 8
  %add2385 = add i64 %v2384, 1
  %sub2386 = sub i64 %dim, 1
  %c2387 = icmp slt i64 %add2385, %sub2386
  %mm2388 = select i1 %c2387, i64 %add2385, i64 %sub2386
  %c2389 = icmp sgt i64 0, %mm2388
  %mm2390 = select i1 %c2389, i64 0, i64 %mm2388
  %j2391 = load i64, ptr %j, align 8
  %tap2392 = add i64 %j2391, -2
  %pos2393 = mul i64 0, %dim
  %pos2394 = add i64 %pos2393, %mm2390
  %pos2395 = mul i64 %pos2394, %dim8
  %pos2396 = add i64 %pos2395, %tap2392
  %elp2397 = getelementptr inbounds float, ptr %buf, i64 %pos2396
  %el2398 = load float, ptr %elp2397, align 4, !alias.scope !0, !noalias !3
  store float %el2398, ptr %bright_22, align 4
  %v2399 = load i64, ptr %i, align 8
  %add2400 = add i64 %v2399, 1
  %sub2401 = sub i64 %dim, 1
  %c2402 = icmp slt i64 %add2400, %sub2401
  %mm2403 = select i1 %c2402, i64 %add2400, i64 %sub2401
  %c2404 = icmp sgt i64 0, %mm2403
  %mm2405 = select i1 %c2404, i64 0, i64 %mm2403
  %j2406 = load i64, ptr %j, align 8
  %tap2407 = add i64 %j2406, -1
  %pos2408 = mul i64 0, %dim
  %pos2409 = add i64 %pos2408, %mm2405
  %pos2410 = mul i64 %pos2409, %dim8
  %pos2411 = add i64 %pos2410, %tap2407
  %elp2412 = getelementptr inbounds float, ptr %buf, i64 %pos2411
  %el2413 = load float, ptr %elp2412, align 4, !alias.scope !0, !noalias !3
  store float %el2413, ptr %bright_23, align 4
  %v2414 = load i64, ptr %i, align 8
  %add2415 = add i64 %v2414, 1
  %sub2416 = sub i64 %dim, 1
  %c2417 = icmp slt i64 %add2415, %sub2416
  %mm2418 = select i1 %c2417, i64 %add2415, i64 %sub2416
  %c2419 = icmp sgt i64 0, %mm2418
  %mm2420 = select i1 %c2419, i64 0, i64 %mm2418
  %j2421 = load i64, ptr %j, align 8
  %tap2422 = add i64 %j2421, 0
  %pos2423 = mul i64 0, %dim
  %pos2424 = add i64 %pos2423, %mm2420
  %pos2425 = mul i64 %pos2424, %dim8
  %pos2426 = add i64 %pos2425, %tap2422
  %elp2427 = getelementptr inbounds float, ptr %buf, i64 %pos2426
  %el2428 = load float, ptr %elp2427, align 4, !alias.scope !0, !noalias !3
  store float %el2428, ptr %bright_24, align 4
  %v2429 = load i64, ptr %i, align 8
  %add2430 = add i64 %v2429, 1
  %sub2431 = sub i64 %dim, 1
  %c2432 = icmp slt i64 %add2430, %sub2431
  %mm2433 = select i1 %c2432, i64 %add2430, i64 %sub2431
  %c2434 = icmp sgt i64 0, %mm2433
  %mm2435 = select i1 %c2434, i64 0, i64 %mm2433
  %j2436 = load i64, ptr %j, align 8
  %tap2437 = add i64 %j2436, 1
  %pos2438 = mul i64 0, %dim
  %pos2439 = add i64 %pos2438, %mm2435
  %pos2440 = mul i64 %pos2439, %dim8
  %pos2441 = add i64 %pos2440, %tap2437
  %elp2442 = getelementptr inbounds float, ptr %buf, i64 %pos2441
  %el2443 = load float, ptr %elp2442, align 4, !alias.scope !0, !noalias !3
  store float %el2443, ptr %bright_25, align 4
  %v2444 = load i64, ptr %i, align 8
  %add2445 = add i64 %v2444, 1
  %sub2446 = sub i64 %dim, 1
  %c2447 = icmp slt i64 %add2445, %sub2446
  %mm2448 = select i1 %c2447, i64 %add2445, i64 %sub2446
  %c2449 = icmp sgt i64 0, %mm2448
  %mm2450 = select i1 %c2449, i64 0, i64 %mm2448
  %j2451 = load i64, ptr %j, align 8
  %tap2452 = add i64 %j2451, 2
  %pos2453 = mul i64 0, %dim
  %pos2454 = add i64 %pos2453, %mm2450
  %pos2455 = mul i64 %pos2454, %dim8
  %pos2456 = add i64 %pos2455, %tap2452
  %elp2457 = getelementptr inbounds float, ptr %buf, i64 %pos2456
  %el2458 = load float, ptr %elp2457, align 4, !alias.scope !0, !noalias !3
  store float %el2458, ptr %bright_26, align 4
  %v2459 = load i64, ptr %i, align 8
  %add2460 = add i64 %v2459, 2
  %sub2461 = sub i64 %dim, 1
  %c2462 = icmp slt i64 %add2460, %sub2461
  %mm2463 = select i1 %c2462, i64 %add2460, i64 %sub2461
  %c2464 = icmp sgt i64 0, %mm2463
  %mm2465 = select i1 %c2464, i64 0, i64 %mm2463
  %j2466 = load i64, ptr %j, align 8
  %tap2467 = add i64 %j2466, -2
  %pos2468 = mul i64 0, %dim
  %pos2469 = add i64 %pos2468, %mm2465
  %pos2470 = mul i64 %pos2469, %dim8
  %pos2471 = add i64 %pos2470, %tap2467
  %elp2472 = getelementptr inbounds float, ptr %buf, i64 %pos2471
  %el2473 = load float, ptr %elp2472, align 4, !alias.scope !0, !noalias !3
  store float %el2473, ptr %bright_27, align 4
  %v2474 = load i64, ptr %i, align 8
  %add2475 = add i64 %v2474, 2
  %sub2476 = sub i64 %dim, 1
  %c2477 = icmp slt i64 %add2475, %sub2476
  %mm2478 = select i1 %c2477, i64 %add2475, i64 %sub2476
  %c2479 = icmp sgt i64 0, %mm2478
  %mm2480 = select i1 %c2479, i64 0, i64 %mm2478
  %j2481 = load i64, ptr %j, align 8
  %tap2482 = add i64 %j2481, -1
  %pos2483 = mul i64 0, %dim
  %pos2484 = add i64 %pos2483, %mm2480
  %pos2485 = mul i64 %pos2484, %dim8
  %pos2486 = add i64 %pos2485, %tap2482
  %elp2487 = getelementptr inbounds float, ptr %buf, i64 %pos2486
  %el2488 = load float, ptr %elp2487, align 4, !alias.scope !0, !noalias !3
  store float %el2488, ptr %bright_28, align 4
  %v2489 = load i64, ptr %i, align 8
  %add2490 = add i64 %v2489, 2
  %sub2491 = sub i64 %dim, 1
  %c2492 = icmp slt i64 %add2490, %sub2491
  %mm2493 = select i1 %c2492, i64 %add2490, i64 %sub2491
  %c2494 = icmp sgt i64 0, %mm2493
  %mm2495 = select i1 %c2494, i64 0, i64 %mm2493
  %j2496 = load i64, ptr %j, align 8
  %tap2497 = add i64 %j2496, 0
  %pos2498 = mul i64 0, %dim
  %pos2499 = add i64 %pos2498, %mm2495
  %pos2500 = mul i64 %pos2499, %dim8
  %pos2501 = add i64 %pos2500, %tap2497
  %elp2502 = getelementptr inbounds float, ptr %buf, i64 %pos2501
  %el2503 = load float, ptr %elp2502, align 4, !alias.scope !0, !noalias !3
  store float %el2503, ptr %bright_29, align 4
  %v2504 = load i64, ptr %i, align 8
  %add2505 = add i64 %v2504, 2
  %sub2506 = sub i64 %dim, 1
  %c2507 = icmp slt i64 %add2505, %sub2506
  %mm2508 = select i1 %c2507, i64 %add2505, i64 %sub2506
  %c2509 = icmp sgt i64 0, %mm2508
  %mm2510 = select i1 %c2509, i64 0, i64 %mm2508
  %j2511 = load i64, ptr %j, align 8
  %tap2512 = add i64 %j2511, 1
  %pos2513 = mul i64 0, %dim
  %pos2514 = add i64 %pos2513, %mm2510
  %pos2515 = mul i64 %pos2514, %dim8
  %pos2516 = add i64 %pos2515, %tap2512
  %elp2517 = getelementptr inbounds float, ptr %buf, i64 %pos2516
  %el2518 = load float, ptr %elp2517, align 4, !alias.scope !0, !noalias !3
  store float %el2518, ptr %bright_30, align 4
  %v2519 = load i64, ptr %i, align 8
  %add2520 = add i64 %v2519, 2
  %sub2521 = sub i64 %dim, 1
  %c2522 = icmp slt i64 %add2520, %sub2521
  %mm2523 = select i1 %c2522, i64 %add2520, i64 %sub2521
  %c2524 = icmp sgt i64 0, %mm2523
  %mm2525 = select i1 %c2524, i64 0, i64 %mm2523
  %j2526 = load i64, ptr %j, align 8
  %tap2527 = add i64 %j2526, 2
  %pos2528 = mul i64 0, %dim
  %pos2529 = add i64 %pos2528, %mm2525
  %pos2530 = mul i64 %pos2529, %dim8
  %pos2531 = add i64 %pos2530, %tap2527
  %elp2532 = getelementptr inbounds float, ptr %buf, i64 %pos2531
  %el2533 = load float, ptr %elp2532, align 4, !alias.scope !0, !noalias !3
  store float %el2533, ptr %bright_31, align 4
  %v2534 = load float, ptr %bright_7, align 4
  %v2535 = load float, ptr %bright_8, align 4
  %fm2536 = fmul float 4.000000e+00, %v2535
  %fa2537 = fadd float %v2534, %fm2536
  %v2538 = load float, ptr %bright_9, align 4
  %fm2539 = fmul float 6.000000e+00, %v2538
  %fa2540 = fadd float %fa2537, %fm2539
  %v2541 = load float, ptr %bright_10, align 4
  %fm2542 = fmul float 4.000000e+00, %v2541
  %fa2543 = fadd float %fa2540, %fm2542
  %v2544 = load float, ptr %bright_11, align 4
  %fa2545 = fadd float %fa2543, %v2544
  %v2546 = load float, ptr %bright_12, align 4
  %v2547 = load float, ptr %bright_13, align 4
  %fm2548 = fmul float 4.000000e+00, %v2547
  %fa2549 = fadd float %v2546, %fm2548
  %v2550 = load float, ptr %bright_14, align 4
  %fm2551 = fmul float 6.000000e+00, %v2550
  %fa2552 = fadd float %fa2549, %fm2551
  %v2553 = load float, ptr %bright_15, align 4
  %fm2554 = fmul float 4.000000e+00, %v2553
  %fa2555 = fadd float %fa2552, %fm2554
  %v2556 = load float, ptr %bright_16, align 4
  %fa2557 = fadd float %fa2555, %v2556
  %fm2558 = fmul float 4.000000e+00, %fa2557
  %fa2559 = fadd float %fa2545, %fm2558
  %v2560 = load float, ptr %bright_17, align 4
  %v2561 = load float, ptr %bright_18, align 4
  %fm2562 = fmul float 4.000000e+00, %v2561
  %fa2563 = fadd float %v2560, %fm2562
  %v2564 = load float, ptr %bright_19, align 4
  %fm2565 = fmul float 6.000000e+00, %v2564
  %fa2566 = fadd float %fa2563, %fm2565
  %v2567 = load float, ptr %bright_20, align 4
  %fm2568 = fmul float 4.000000e+00, %v2567
  %fa2569 = fadd float %fa2566, %fm2568
  %v2570 = load float, ptr %bright_21, align 4
  %fa2571 = fadd float %fa2569, %v2570
  %fm2572 = fmul float 6.000000e+00, %fa2571
  %fa2573 = fadd float %fa2559, %fm2572
  %v2574 = load float, ptr %bright_22, align 4
  %v2575 = load float, ptr %bright_23, align 4
  %fm2576 = fmul float 4.000000e+00, %v2575
  %fa2577 = fadd float %v2574, %fm2576
  %v2578 = load float, ptr %bright_24, align 4
  %fm2579 = fmul float 6.000000e+00, %v2578
  %fa2580 = fadd float %fa2577, %fm2579
  %v2581 = load float, ptr %bright_25, align 4
  %fm2582 = fmul float 4.000000e+00, %v2581
  %fa2583 = fadd float %fa2580, %fm2582
  %v2584 = load float, ptr %bright_26, align 4
  %fa2585 = fadd float %fa2583, %v2584
  %fm2586 = fmul float 4.000000e+00, %fa2585
  %fa2587 = fadd float %fa2573, %fm2586
  %v2588 = load float, ptr %bright_27, align 4
  %v2589 = load float, ptr %bright_28, align 4
  %fm2590 = fmul float 4.000000e+00, %v2589
  %fa2591 = fadd float %v2588, %fm2590
  %v2592 = load float, ptr %bright_29, align 4
  %fm2593 = fmul float 6.000000e+00, %v2592
  %fa2594 = fadd float %fa2591, %fm2593
  %v2595 = load float, ptr %bright_30, align 4
  %fm2596 = fmul float 4.000000e+00, %v2595
  %fa2597 = fadd float %fa2594, %fm2596
  %v2598 = load float, ptr %bright_31, align 4
  %fa2599 = fadd float %fa2597, %v2598
  %fa2600 = fadd float %fa2587, %fa2599
  %fd2601 = fdiv float %fa2600, 2.560000e+02
  store float %fd2601, ptr %blurred_4, align 4
  %v2602 = load i64, ptr %i, align 8
  %v2603 = load i64, ptr %j, align 8
  %pos2604 = mul i64 0, %dim
  %pos2605 = add i64 %pos2604, %v2602
  %pos2606 = mul i64 %pos2605, %dim8
  %pos2607 = add i64 %pos2606, %v2603
  %v2608 = load float, ptr %blurred_4, align 4
  %elp2609 = getelementptr inbounds float, ptr %buf902, i64 %pos2607
  store float %v2608, ptr %elp2609, align 4, !alias.scope !3, !noalias !0
  %i2610 = load i64, ptr %j, align 8
  %next2611 = add i64 %i2610, 1
  store i64 %next2611, ptr %j, align 8
  br label %loop2155

exit2157:                                         ; preds = %loop2155
  br label %versions_done2154

loop2612:                                         ; preds = %ok3333, %checked2153
  %i2615 = load i64, ptr %j, align 8
  %more2616 = icmp slt i64 %i2615, %min33
  br i1 %more2616, label %body2613, label %exit2614

body2613:                                         ; preds = %loop2612
  %v2617 = load i64, ptr %i, align 8
  %add2618 = add i64 %v2617, -2
  %sub2619 = sub i64 %dim, 1
  %c2620 = icmp slt i64 %add2618, %sub2619
  %mm2621 = select i1 %c2620, i64 %add2618, i64 %sub2619
  %c2622 = icmp sgt i64 0, %mm2621
  %mm2623 = select i1 %c2622, i64 0, i64 %mm2621
  %j2624 = load i64, ptr %j, align 8
  %tap2625 = add i64 %j2624, -2
  %inb2626 = icmp ult i64 %mm2623, %dim
  br i1 %inb2626, label %ok2628, label %fail2627

exit2614:                                         ; preds = %loop2612
  br label %versions_done2154

fail2627:                                         ; preds = %body2613
  %errp2629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2629, align 8
  %errp2630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2630, align 8
  %errp2631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2623, ptr %errp2631, align 8
  %errp2632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2632, align 8
  ret i32 1

ok2628:                                           ; preds = %body2613
  %pos2633 = mul i64 0, %dim
  %pos2634 = add i64 %pos2633, %mm2623
  %inb2635 = icmp ult i64 %tap2625, %dim8
  br i1 %inb2635, label %ok2637, label %fail2636

fail2636:                                         ; preds = %ok2628
  %errp2638 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2638, align 8
  %errp2639 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2639, align 8
  %errp2640 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2625, ptr %errp2640, align 8
  %errp2641 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2641, align 8
  ret i32 1

ok2637:                                           ; preds = %ok2628
  %pos2642 = mul i64 %pos2634, %dim8
  %pos2643 = add i64 %pos2642, %tap2625
  %elp2644 = getelementptr inbounds float, ptr %buf, i64 %pos2643
  %el2645 = load float, ptr %elp2644, align 4, !alias.scope !0, !noalias !3
  store float %el2645, ptr %bright_7, align 4
  %v2646 = load i64, ptr %i, align 8
  %add2647 = add i64 %v2646, -2
  %sub2648 = sub i64 %dim, 1
  %c2649 = icmp slt i64 %add2647, %sub2648
  %mm2650 = select i1 %c2649, i64 %add2647, i64 %sub2648
  %c2651 = icmp sgt i64 0, %mm2650
  %mm2652 = select i1 %c2651, i64 0, i64 %mm2650
  %j2653 = load i64, ptr %j, align 8
  %tap2654 = add i64 %j2653, -1
  %inb2655 = icmp ult i64 %mm2652, %dim
  br i1 %inb2655, label %ok2657, label %fail2656

fail2656:                                         ; preds = %ok2637
  %errp2658 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2658, align 8
  %errp2659 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2659, align 8
  %errp2660 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2652, ptr %errp2660, align 8
  %errp2661 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2661, align 8
  ret i32 1

ok2657:                                           ; preds = %ok2637
  %pos2662 = mul i64 0, %dim
  %pos2663 = add i64 %pos2662, %mm2652
  %inb2664 = icmp ult i64 %tap2654, %dim8
  br i1 %inb2664, label %ok2666, label %fail2665

fail2665:                                         ; preds = %ok2657
  %errp2667 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2667, align 8
  %errp2668 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2668, align 8
  %errp2669 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2654, ptr %errp2669, align 8
  %errp2670 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2670, align 8
  ret i32 1

ok2666:                                           ; preds = %ok2657
  %pos2671 = mul i64 %pos2663, %dim8
  %pos2672 = add i64 %pos2671, %tap2654
  %elp2673 = getelementptr inbounds float, ptr %buf, i64 %pos2672
  %el2674 = load float, ptr %elp2673, align 4, !alias.scope !0, !noalias !3
  store float %el2674, ptr %bright_8, align 4
  %v2675 = load i64, ptr %i, align 8
  %add2676 = add i64 %v2675, -2
  %sub2677 = sub i64 %dim, 1
  %c2678 = icmp slt i64 %add2676, %sub2677
  %mm2679 = select i1 %c2678, i64 %add2676, i64 %sub2677
  %c2680 = icmp sgt i64 0, %mm2679
  %mm2681 = select i1 %c2680, i64 0, i64 %mm2679
  %j2682 = load i64, ptr %j, align 8
  %tap2683 = add i64 %j2682, 0
  %inb2684 = icmp ult i64 %mm2681, %dim
  br i1 %inb2684, label %ok2686, label %fail2685

fail2685:                                         ; preds = %ok2666
  %errp2687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2687, align 8
  %errp2688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2688, align 8
  %errp2689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2681, ptr %errp2689, align 8
  %errp2690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2690, align 8
  ret i32 1

ok2686:                                           ; preds = %ok2666
  %pos2691 = mul i64 0, %dim
  %pos2692 = add i64 %pos2691, %mm2681
  %inb2693 = icmp ult i64 %tap2683, %dim8
  br i1 %inb2693, label %ok2695, label %fail2694

fail2694:                                         ; preds = %ok2686
  %errp2696 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2696, align 8
  %errp2697 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2697, align 8
  %errp2698 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2683, ptr %errp2698, align 8
  %errp2699 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2699, align 8
  ret i32 1

ok2695:                                           ; preds = %ok2686
  %pos2700 = mul i64 %pos2692, %dim8
  %pos2701 = add i64 %pos2700, %tap2683
  %elp2702 = getelementptr inbounds float, ptr %buf, i64 %pos2701
  %el2703 = load float, ptr %elp2702, align 4, !alias.scope !0, !noalias !3
  store float %el2703, ptr %bright_9, align 4
  %v2704 = load i64, ptr %i, align 8
  %add2705 = add i64 %v2704, -2
  %sub2706 = sub i64 %dim, 1
  %c2707 = icmp slt i64 %add2705, %sub2706
  %mm2708 = select i1 %c2707, i64 %add2705, i64 %sub2706
  %c2709 = icmp sgt i64 0, %mm2708
  %mm2710 = select i1 %c2709, i64 0, i64 %mm2708
  %j2711 = load i64, ptr %j, align 8
  %tap2712 = add i64 %j2711, 1
  %inb2713 = icmp ult i64 %mm2710, %dim
  br i1 %inb2713, label %ok2715, label %fail2714

fail2714:                                         ; preds = %ok2695
  %errp2716 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2716, align 8
  %errp2717 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2717, align 8
  %errp2718 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2710, ptr %errp2718, align 8
  %errp2719 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2719, align 8
  ret i32 1

ok2715:                                           ; preds = %ok2695
  %pos2720 = mul i64 0, %dim
  %pos2721 = add i64 %pos2720, %mm2710
  %inb2722 = icmp ult i64 %tap2712, %dim8
  br i1 %inb2722, label %ok2724, label %fail2723

fail2723:                                         ; preds = %ok2715
  %errp2725 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2725, align 8
  %errp2726 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2726, align 8
  %errp2727 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2712, ptr %errp2727, align 8
  %errp2728 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2728, align 8
  ret i32 1

ok2724:                                           ; preds = %ok2715
  %pos2729 = mul i64 %pos2721, %dim8
  %pos2730 = add i64 %pos2729, %tap2712
  %elp2731 = getelementptr inbounds float, ptr %buf, i64 %pos2730
  %el2732 = load float, ptr %elp2731, align 4, !alias.scope !0, !noalias !3
  store float %el2732, ptr %bright_10, align 4
  %v2733 = load i64, ptr %i, align 8
  %add2734 = add i64 %v2733, -2
  %sub2735 = sub i64 %dim, 1
  %c2736 = icmp slt i64 %add2734, %sub2735
  %mm2737 = select i1 %c2736, i64 %add2734, i64 %sub2735
  %c2738 = icmp sgt i64 0, %mm2737
  %mm2739 = select i1 %c2738, i64 0, i64 %mm2737
  %j2740 = load i64, ptr %j, align 8
  %tap2741 = add i64 %j2740, 2
  %inb2742 = icmp ult i64 %mm2739, %dim
  br i1 %inb2742, label %ok2744, label %fail2743

fail2743:                                         ; preds = %ok2724
  %errp2745 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2745, align 8
  %errp2746 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2746, align 8
  %errp2747 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2739, ptr %errp2747, align 8
  %errp2748 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2748, align 8
  ret i32 1

ok2744:                                           ; preds = %ok2724
  %pos2749 = mul i64 0, %dim
  %pos2750 = add i64 %pos2749, %mm2739
  %inb2751 = icmp ult i64 %tap2741, %dim8
  br i1 %inb2751, label %ok2753, label %fail2752

fail2752:                                         ; preds = %ok2744
  %errp2754 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2754, align 8
  %errp2755 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2755, align 8
  %errp2756 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2741, ptr %errp2756, align 8
  %errp2757 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2757, align 8
  ret i32 1

ok2753:                                           ; preds = %ok2744
  %pos2758 = mul i64 %pos2750, %dim8
  %pos2759 = add i64 %pos2758, %tap2741
  %elp2760 = getelementptr inbounds float, ptr %buf, i64 %pos2759
  %el2761 = load float, ptr %elp2760, align 4, !alias.scope !0, !noalias !3
  store float %el2761, ptr %bright_11, align 4
  %v2762 = load i64, ptr %i, align 8
  %add2763 = add i64 %v2762, -1
  %sub2764 = sub i64 %dim, 1
  %c2765 = icmp slt i64 %add2763, %sub2764
  %mm2766 = select i1 %c2765, i64 %add2763, i64 %sub2764
  %c2767 = icmp sgt i64 0, %mm2766
  %mm2768 = select i1 %c2767, i64 0, i64 %mm2766
  %j2769 = load i64, ptr %j, align 8
  %tap2770 = add i64 %j2769, -2
  %inb2771 = icmp ult i64 %mm2768, %dim
  br i1 %inb2771, label %ok2773, label %fail2772

fail2772:                                         ; preds = %ok2753
  %errp2774 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2774, align 8
  %errp2775 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2775, align 8
  %errp2776 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2768, ptr %errp2776, align 8
  %errp2777 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2777, align 8
  ret i32 1

ok2773:                                           ; preds = %ok2753
  %pos2778 = mul i64 0, %dim
  %pos2779 = add i64 %pos2778, %mm2768
  %inb2780 = icmp ult i64 %tap2770, %dim8
  br i1 %inb2780, label %ok2782, label %fail2781

fail2781:                                         ; preds = %ok2773
  %errp2783 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2783, align 8
  %errp2784 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2784, align 8
  %errp2785 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2770, ptr %errp2785, align 8
  %errp2786 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2786, align 8
  ret i32 1

ok2782:                                           ; preds = %ok2773
  %pos2787 = mul i64 %pos2779, %dim8
  %pos2788 = add i64 %pos2787, %tap2770
  %elp2789 = getelementptr inbounds float, ptr %buf, i64 %pos2788
  %el2790 = load float, ptr %elp2789, align 4, !alias.scope !0, !noalias !3
  store float %el2790, ptr %bright_12, align 4
  %v2791 = load i64, ptr %i, align 8
  %add2792 = add i64 %v2791, -1
  %sub2793 = sub i64 %dim, 1
  %c2794 = icmp slt i64 %add2792, %sub2793
  %mm2795 = select i1 %c2794, i64 %add2792, i64 %sub2793
  %c2796 = icmp sgt i64 0, %mm2795
  %mm2797 = select i1 %c2796, i64 0, i64 %mm2795
  %j2798 = load i64, ptr %j, align 8
  %tap2799 = add i64 %j2798, -1
  %inb2800 = icmp ult i64 %mm2797, %dim
  br i1 %inb2800, label %ok2802, label %fail2801

fail2801:                                         ; preds = %ok2782
  %errp2803 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2803, align 8
  %errp2804 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2804, align 8
  %errp2805 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2797, ptr %errp2805, align 8
  %errp2806 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2806, align 8
  ret i32 1

ok2802:                                           ; preds = %ok2782
  %pos2807 = mul i64 0, %dim
  %pos2808 = add i64 %pos2807, %mm2797
  %inb2809 = icmp ult i64 %tap2799, %dim8
  br i1 %inb2809, label %ok2811, label %fail2810

fail2810:                                         ; preds = %ok2802
  %errp2812 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2812, align 8
  %errp2813 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2813, align 8
  %errp2814 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2799, ptr %errp2814, align 8
  %errp2815 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2815, align 8
  ret i32 1

ok2811:                                           ; preds = %ok2802
  %pos2816 = mul i64 %pos2808, %dim8
  %pos2817 = add i64 %pos2816, %tap2799
  %elp2818 = getelementptr inbounds float, ptr %buf, i64 %pos2817
  %el2819 = load float, ptr %elp2818, align 4, !alias.scope !0, !noalias !3
  store float %el2819, ptr %bright_13, align 4
  %v2820 = load i64, ptr %i, align 8
  %add2821 = add i64 %v2820, -1
  %sub2822 = sub i64 %dim, 1
  %c2823 = icmp slt i64 %add2821, %sub2822
  %mm2824 = select i1 %c2823, i64 %add2821, i64 %sub2822
  %c2825 = icmp sgt i64 0, %mm2824
  %mm2826 = select i1 %c2825, i64 0, i64 %mm2824
  %j2827 = load i64, ptr %j, align 8
  %tap2828 = add i64 %j2827, 0
  %inb2829 = icmp ult i64 %mm2826, %dim
  br i1 %inb2829, label %ok2831, label %fail2830

fail2830:                                         ; preds = %ok2811
  %errp2832 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2832, align 8
  %errp2833 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2833, align 8
  %errp2834 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2826, ptr %errp2834, align 8
  %errp2835 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2835, align 8
  ret i32 1

ok2831:                                           ; preds = %ok2811
  %pos2836 = mul i64 0, %dim
  %pos2837 = add i64 %pos2836, %mm2826
  %inb2838 = icmp ult i64 %tap2828, %dim8
  br i1 %inb2838, label %ok2840, label %fail2839

fail2839:                                         ; preds = %ok2831
  %errp2841 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2841, align 8
  %errp2842 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2842, align 8
  %errp2843 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2828, ptr %errp2843, align 8
  %errp2844 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2844, align 8
  ret i32 1

ok2840:                                           ; preds = %ok2831
  %pos2845 = mul i64 %pos2837, %dim8
  %pos2846 = add i64 %pos2845, %tap2828
  %elp2847 = getelementptr inbounds float, ptr %buf, i64 %pos2846
  %el2848 = load float, ptr %elp2847, align 4, !alias.scope !0, !noalias !3
  store float %el2848, ptr %bright_14, align 4
  %v2849 = load i64, ptr %i, align 8
  %add2850 = add i64 %v2849, -1
  %sub2851 = sub i64 %dim, 1
  %c2852 = icmp slt i64 %add2850, %sub2851
  %mm2853 = select i1 %c2852, i64 %add2850, i64 %sub2851
  %c2854 = icmp sgt i64 0, %mm2853
  %mm2855 = select i1 %c2854, i64 0, i64 %mm2853
  %j2856 = load i64, ptr %j, align 8
  %tap2857 = add i64 %j2856, 1
  %inb2858 = icmp ult i64 %mm2855, %dim
  br i1 %inb2858, label %ok2860, label %fail2859

fail2859:                                         ; preds = %ok2840
  %errp2861 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2861, align 8
  %errp2862 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2862, align 8
  %errp2863 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2855, ptr %errp2863, align 8
  %errp2864 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2864, align 8
  ret i32 1

ok2860:                                           ; preds = %ok2840
  %pos2865 = mul i64 0, %dim
  %pos2866 = add i64 %pos2865, %mm2855
  %inb2867 = icmp ult i64 %tap2857, %dim8
  br i1 %inb2867, label %ok2869, label %fail2868

fail2868:                                         ; preds = %ok2860
  %errp2870 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2870, align 8
  %errp2871 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2871, align 8
  %errp2872 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2857, ptr %errp2872, align 8
  %errp2873 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2873, align 8
  ret i32 1

ok2869:                                           ; preds = %ok2860
  %pos2874 = mul i64 %pos2866, %dim8
  %pos2875 = add i64 %pos2874, %tap2857
  %elp2876 = getelementptr inbounds float, ptr %buf, i64 %pos2875
  %el2877 = load float, ptr %elp2876, align 4, !alias.scope !0, !noalias !3
  store float %el2877, ptr %bright_15, align 4
  %v2878 = load i64, ptr %i, align 8
  %add2879 = add i64 %v2878, -1
  %sub2880 = sub i64 %dim, 1
  %c2881 = icmp slt i64 %add2879, %sub2880
  %mm2882 = select i1 %c2881, i64 %add2879, i64 %sub2880
  %c2883 = icmp sgt i64 0, %mm2882
  %mm2884 = select i1 %c2883, i64 0, i64 %mm2882
  %j2885 = load i64, ptr %j, align 8
  %tap2886 = add i64 %j2885, 2
  %inb2887 = icmp ult i64 %mm2884, %dim
  br i1 %inb2887, label %ok2889, label %fail2888

fail2888:                                         ; preds = %ok2869
  %errp2890 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2890, align 8
  %errp2891 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2891, align 8
  %errp2892 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2884, ptr %errp2892, align 8
  %errp2893 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2893, align 8
  ret i32 1

ok2889:                                           ; preds = %ok2869
  %pos2894 = mul i64 0, %dim
  %pos2895 = add i64 %pos2894, %mm2884
  %inb2896 = icmp ult i64 %tap2886, %dim8
  br i1 %inb2896, label %ok2898, label %fail2897

fail2897:                                         ; preds = %ok2889
  %errp2899 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2899, align 8
  %errp2900 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2900, align 8
  %errp2901 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2886, ptr %errp2901, align 8
  %errp2902 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2902, align 8
  ret i32 1

ok2898:                                           ; preds = %ok2889
  %pos2903 = mul i64 %pos2895, %dim8
  %pos2904 = add i64 %pos2903, %tap2886
  %elp2905 = getelementptr inbounds float, ptr %buf, i64 %pos2904
  %el2906 = load float, ptr %elp2905, align 4, !alias.scope !0, !noalias !3
  store float %el2906, ptr %bright_16, align 4
  %v2907 = load i64, ptr %i, align 8
  %add2908 = add i64 %v2907, 0
  %sub2909 = sub i64 %dim, 1
  %c2910 = icmp slt i64 %add2908, %sub2909
  %mm2911 = select i1 %c2910, i64 %add2908, i64 %sub2909
  %c2912 = icmp sgt i64 0, %mm2911
  %mm2913 = select i1 %c2912, i64 0, i64 %mm2911
  %j2914 = load i64, ptr %j, align 8
  %tap2915 = add i64 %j2914, -2
  %inb2916 = icmp ult i64 %mm2913, %dim
  br i1 %inb2916, label %ok2918, label %fail2917

fail2917:                                         ; preds = %ok2898
  %errp2919 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2919, align 8
  %errp2920 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2920, align 8
  %errp2921 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2913, ptr %errp2921, align 8
  %errp2922 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2922, align 8
  ret i32 1

ok2918:                                           ; preds = %ok2898
  %pos2923 = mul i64 0, %dim
  %pos2924 = add i64 %pos2923, %mm2913
  %inb2925 = icmp ult i64 %tap2915, %dim8
  br i1 %inb2925, label %ok2927, label %fail2926

fail2926:                                         ; preds = %ok2918
  %errp2928 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2928, align 8
  %errp2929 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2929, align 8
  %errp2930 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2915, ptr %errp2930, align 8
  %errp2931 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2931, align 8
  ret i32 1

ok2927:                                           ; preds = %ok2918
  %pos2932 = mul i64 %pos2924, %dim8
  %pos2933 = add i64 %pos2932, %tap2915
  %elp2934 = getelementptr inbounds float, ptr %buf, i64 %pos2933
  %el2935 = load float, ptr %elp2934, align 4, !alias.scope !0, !noalias !3
  store float %el2935, ptr %bright_17, align 4
  %v2936 = load i64, ptr %i, align 8
  %add2937 = add i64 %v2936, 0
  %sub2938 = sub i64 %dim, 1
  %c2939 = icmp slt i64 %add2937, %sub2938
  %mm2940 = select i1 %c2939, i64 %add2937, i64 %sub2938
  %c2941 = icmp sgt i64 0, %mm2940
  %mm2942 = select i1 %c2941, i64 0, i64 %mm2940
  %j2943 = load i64, ptr %j, align 8
  %tap2944 = add i64 %j2943, -1
  %inb2945 = icmp ult i64 %mm2942, %dim
  br i1 %inb2945, label %ok2947, label %fail2946

fail2946:                                         ; preds = %ok2927
  %errp2948 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2948, align 8
  %errp2949 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2949, align 8
  %errp2950 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2942, ptr %errp2950, align 8
  %errp2951 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2951, align 8
  ret i32 1

ok2947:                                           ; preds = %ok2927
  %pos2952 = mul i64 0, %dim
  %pos2953 = add i64 %pos2952, %mm2942
  %inb2954 = icmp ult i64 %tap2944, %dim8
  br i1 %inb2954, label %ok2956, label %fail2955

fail2955:                                         ; preds = %ok2947
  %errp2957 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2957, align 8
  %errp2958 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2958, align 8
  %errp2959 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2944, ptr %errp2959, align 8
  %errp2960 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2960, align 8
  ret i32 1

ok2956:                                           ; preds = %ok2947
  %pos2961 = mul i64 %pos2953, %dim8
  %pos2962 = add i64 %pos2961, %tap2944
  %elp2963 = getelementptr inbounds float, ptr %buf, i64 %pos2962
  %el2964 = load float, ptr %elp2963, align 4, !alias.scope !0, !noalias !3
  store float %el2964, ptr %bright_18, align 4
  %v2965 = load i64, ptr %i, align 8
  %add2966 = add i64 %v2965, 0
  %sub2967 = sub i64 %dim, 1
  %c2968 = icmp slt i64 %add2966, %sub2967
  %mm2969 = select i1 %c2968, i64 %add2966, i64 %sub2967
  %c2970 = icmp sgt i64 0, %mm2969
  %mm2971 = select i1 %c2970, i64 0, i64 %mm2969
  %j2972 = load i64, ptr %j, align 8
  %tap2973 = add i64 %j2972, 0
  %inb2974 = icmp ult i64 %mm2971, %dim
  br i1 %inb2974, label %ok2976, label %fail2975

fail2975:                                         ; preds = %ok2956
  %errp2977 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2977, align 8
  %errp2978 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2978, align 8
  %errp2979 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2971, ptr %errp2979, align 8
  %errp2980 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2980, align 8
  ret i32 1

ok2976:                                           ; preds = %ok2956
  %pos2981 = mul i64 0, %dim
  %pos2982 = add i64 %pos2981, %mm2971
  %inb2983 = icmp ult i64 %tap2973, %dim8
  br i1 %inb2983, label %ok2985, label %fail2984

fail2984:                                         ; preds = %ok2976
  %errp2986 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2986, align 8
  %errp2987 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2987, align 8
  %errp2988 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap2973, ptr %errp2988, align 8
  %errp2989 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2989, align 8
  ret i32 1

ok2985:                                           ; preds = %ok2976
  %pos2990 = mul i64 %pos2982, %dim8
  %pos2991 = add i64 %pos2990, %tap2973
  %elp2992 = getelementptr inbounds float, ptr %buf, i64 %pos2991
  %el2993 = load float, ptr %elp2992, align 4, !alias.scope !0, !noalias !3
  store float %el2993, ptr %bright_19, align 4
  %v2994 = load i64, ptr %i, align 8
  %add2995 = add i64 %v2994, 0
  %sub2996 = sub i64 %dim, 1
  %c2997 = icmp slt i64 %add2995, %sub2996
  %mm2998 = select i1 %c2997, i64 %add2995, i64 %sub2996
  %c2999 = icmp sgt i64 0, %mm2998
  %mm3000 = select i1 %c2999, i64 0, i64 %mm2998
  %j3001 = load i64, ptr %j, align 8
  %tap3002 = add i64 %j3001, 1
  %inb3003 = icmp ult i64 %mm3000, %dim
  br i1 %inb3003, label %ok3005, label %fail3004

fail3004:                                         ; preds = %ok2985
  %errp3006 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3006, align 8
  %errp3007 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3007, align 8
  %errp3008 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3000, ptr %errp3008, align 8
  %errp3009 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3009, align 8
  ret i32 1

ok3005:                                           ; preds = %ok2985
  %pos3010 = mul i64 0, %dim
  %pos3011 = add i64 %pos3010, %mm3000
  %inb3012 = icmp ult i64 %tap3002, %dim8
  br i1 %inb3012, label %ok3014, label %fail3013

fail3013:                                         ; preds = %ok3005
  %errp3015 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3015, align 8
  %errp3016 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3016, align 8
  %errp3017 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3002, ptr %errp3017, align 8
  %errp3018 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3018, align 8
  ret i32 1

ok3014:                                           ; preds = %ok3005
  %pos3019 = mul i64 %pos3011, %dim8
  %pos3020 = add i64 %pos3019, %tap3002
  %elp3021 = getelementptr inbounds float, ptr %buf, i64 %pos3020
  %el3022 = load float, ptr %elp3021, align 4, !alias.scope !0, !noalias !3
  store float %el3022, ptr %bright_20, align 4
  %v3023 = load i64, ptr %i, align 8
  %add3024 = add i64 %v3023, 0
  %sub3025 = sub i64 %dim, 1
  %c3026 = icmp slt i64 %add3024, %sub3025
  %mm3027 = select i1 %c3026, i64 %add3024, i64 %sub3025
  %c3028 = icmp sgt i64 0, %mm3027
  %mm3029 = select i1 %c3028, i64 0, i64 %mm3027
  %j3030 = load i64, ptr %j, align 8
  %tap3031 = add i64 %j3030, 2
  %inb3032 = icmp ult i64 %mm3029, %dim
  br i1 %inb3032, label %ok3034, label %fail3033

fail3033:                                         ; preds = %ok3014
  %errp3035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3035, align 8
  %errp3036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3036, align 8
  %errp3037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3029, ptr %errp3037, align 8
  %errp3038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3038, align 8
  ret i32 1

ok3034:                                           ; preds = %ok3014
  %pos3039 = mul i64 0, %dim
  %pos3040 = add i64 %pos3039, %mm3029
  %inb3041 = icmp ult i64 %tap3031, %dim8
  br i1 %inb3041, label %ok3043, label %fail3042

fail3042:                                         ; preds = %ok3034
  %errp3044 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3044, align 8
  %errp3045 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3045, align 8
  %errp3046 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3031, ptr %errp3046, align 8
  %errp3047 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3047, align 8
  ret i32 1

ok3043:                                           ; preds = %ok3034
  %pos3048 = mul i64 %pos3040, %dim8
  %pos3049 = add i64 %pos3048, %tap3031
  %elp3050 = getelementptr inbounds float, ptr %buf, i64 %pos3049
  %el3051 = load float, ptr %elp3050, align 4, !alias.scope !0, !noalias !3
  store float %el3051, ptr %bright_21, align 4
  %v3052 = load i64, ptr %i, align 8
  %add3053 = add i64 %v3052, 1
  %sub3054 = sub i64 %dim, 1
  %c3055 = icmp slt i64 %add3053, %sub3054
  %mm3056 = select i1 %c3055, i64 %add3053, i64 %sub3054
  %c3057 = icmp sgt i64 0, %mm3056
  %mm3058 = select i1 %c3057, i64 0, i64 %mm3056
  %j3059 = load i64, ptr %j, align 8
  %tap3060 = add i64 %j3059, -2
  %inb3061 = icmp ult i64 %mm3058, %dim
  br i1 %inb3061, label %ok3063, label %fail3062

fail3062:                                         ; preds = %ok3043
  %errp3064 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3064, align 8
  %errp3065 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3065, align 8
  %errp3066 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3058, ptr %errp3066, align 8
  %errp3067 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3067, align 8
  ret i32 1

ok3063:                                           ; preds = %ok3043
  %pos3068 = mul i64 0, %dim
  %pos3069 = add i64 %pos3068, %mm3058
  %inb3070 = icmp ult i64 %tap3060, %dim8
  br i1 %inb3070, label %ok3072, label %fail3071

fail3071:                                         ; preds = %ok3063
  %errp3073 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3073, align 8
  %errp3074 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3074, align 8
  %errp3075 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3060, ptr %errp3075, align 8
  %errp3076 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3076, align 8
  ret i32 1

ok3072:                                           ; preds = %ok3063
  %pos3077 = mul i64 %pos3069, %dim8
  %pos3078 = add i64 %pos3077, %tap3060
  %elp3079 = getelementptr inbounds float, ptr %buf, i64 %pos3078
  %el3080 = load float, ptr %elp3079, align 4, !alias.scope !0, !noalias !3
  store float %el3080, ptr %bright_22, align 4
  %v3081 = load i64, ptr %i, align 8
  %add3082 = add i64 %v3081, 1
  %sub3083 = sub i64 %dim, 1
  %c3084 = icmp slt i64 %add3082, %sub3083
  %mm3085 = select i1 %c3084, i64 %add3082, i64 %sub3083
  %c3086 = icmp sgt i64 0, %mm3085
  %mm3087 = select i1 %c3086, i64 0, i64 %mm3085
  %j3088 = load i64, ptr %j, align 8
  %tap3089 = add i64 %j3088, -1
  %inb3090 = icmp ult i64 %mm3087, %dim
  br i1 %inb3090, label %ok3092, label %fail3091

fail3091:                                         ; preds = %ok3072
  %errp3093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3093, align 8
  %errp3094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3094, align 8
  %errp3095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3087, ptr %errp3095, align 8
  %errp3096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3096, align 8
  ret i32 1

ok3092:                                           ; preds = %ok3072
  %pos3097 = mul i64 0, %dim
  %pos3098 = add i64 %pos3097, %mm3087
  %inb3099 = icmp ult i64 %tap3089, %dim8
  br i1 %inb3099, label %ok3101, label %fail3100

fail3100:                                         ; preds = %ok3092
  %errp3102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3102, align 8
  %errp3103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3103, align 8
  %errp3104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3089, ptr %errp3104, align 8
  %errp3105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3105, align 8
  ret i32 1

ok3101:                                           ; preds = %ok3092
  %pos3106 = mul i64 %pos3098, %dim8
  %pos3107 = add i64 %pos3106, %tap3089
  %elp3108 = getelementptr inbounds float, ptr %buf, i64 %pos3107
  %el3109 = load float, ptr %elp3108, align 4, !alias.scope !0, !noalias !3
  store float %el3109, ptr %bright_23, align 4
  %v3110 = load i64, ptr %i, align 8
  %add3111 = add i64 %v3110, 1
  %sub3112 = sub i64 %dim, 1
  %c3113 = icmp slt i64 %add3111, %sub3112
  %mm3114 = select i1 %c3113, i64 %add3111, i64 %sub3112
  %c3115 = icmp sgt i64 0, %mm3114
  %mm3116 = select i1 %c3115, i64 0, i64 %mm3114
  %j3117 = load i64, ptr %j, align 8
  %tap3118 = add i64 %j3117, 0
  %inb3119 = icmp ult i64 %mm3116, %dim
  br i1 %inb3119, label %ok3121, label %fail3120

fail3120:                                         ; preds = %ok3101
  %errp3122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3122, align 8
  %errp3123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3123, align 8
  %errp3124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3116, ptr %errp3124, align 8
  %errp3125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3125, align 8
  ret i32 1

ok3121:                                           ; preds = %ok3101
  %pos3126 = mul i64 0, %dim
  %pos3127 = add i64 %pos3126, %mm3116
  %inb3128 = icmp ult i64 %tap3118, %dim8
  br i1 %inb3128, label %ok3130, label %fail3129

fail3129:                                         ; preds = %ok3121
  %errp3131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3131, align 8
  %errp3132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3132, align 8
  %errp3133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3118, ptr %errp3133, align 8
  %errp3134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3134, align 8
  ret i32 1

ok3130:                                           ; preds = %ok3121
  %pos3135 = mul i64 %pos3127, %dim8
  %pos3136 = add i64 %pos3135, %tap3118
  %elp3137 = getelementptr inbounds float, ptr %buf, i64 %pos3136
  %el3138 = load float, ptr %elp3137, align 4, !alias.scope !0, !noalias !3
  store float %el3138, ptr %bright_24, align 4
  %v3139 = load i64, ptr %i, align 8
  %add3140 = add i64 %v3139, 1
  %sub3141 = sub i64 %dim, 1
  %c3142 = icmp slt i64 %add3140, %sub3141
  %mm3143 = select i1 %c3142, i64 %add3140, i64 %sub3141
  %c3144 = icmp sgt i64 0, %mm3143
  %mm3145 = select i1 %c3144, i64 0, i64 %mm3143
  %j3146 = load i64, ptr %j, align 8
  %tap3147 = add i64 %j3146, 1
  %inb3148 = icmp ult i64 %mm3145, %dim
  br i1 %inb3148, label %ok3150, label %fail3149

fail3149:                                         ; preds = %ok3130
  %errp3151 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3151, align 8
  %errp3152 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3152, align 8
  %errp3153 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3145, ptr %errp3153, align 8
  %errp3154 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3154, align 8
  ret i32 1

ok3150:                                           ; preds = %ok3130
  %pos3155 = mul i64 0, %dim
  %pos3156 = add i64 %pos3155, %mm3145
  %inb3157 = icmp ult i64 %tap3147, %dim8
  br i1 %inb3157, label %ok3159, label %fail3158

fail3158:                                         ; preds = %ok3150
  %errp3160 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3160, align 8
  %errp3161 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3161, align 8
  %errp3162 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3147, ptr %errp3162, align 8
  %errp3163 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3163, align 8
  ret i32 1

ok3159:                                           ; preds = %ok3150
  %pos3164 = mul i64 %pos3156, %dim8
  %pos3165 = add i64 %pos3164, %tap3147
  %elp3166 = getelementptr inbounds float, ptr %buf, i64 %pos3165
  %el3167 = load float, ptr %elp3166, align 4, !alias.scope !0, !noalias !3
  store float %el3167, ptr %bright_25, align 4
  %v3168 = load i64, ptr %i, align 8
  %add3169 = add i64 %v3168, 1
  %sub3170 = sub i64 %dim, 1
  %c3171 = icmp slt i64 %add3169, %sub3170
  %mm3172 = select i1 %c3171, i64 %add3169, i64 %sub3170
  %c3173 = icmp sgt i64 0, %mm3172
  %mm3174 = select i1 %c3173, i64 0, i64 %mm3172
  %j3175 = load i64, ptr %j, align 8
  %tap3176 = add i64 %j3175, 2
  %inb3177 = icmp ult i64 %mm3174, %dim
  br i1 %inb3177, label %ok3179, label %fail3178

fail3178:                                         ; preds = %ok3159
  %errp3180 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3180, align 8
  %errp3181 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3181, align 8
  %errp3182 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3174, ptr %errp3182, align 8
  %errp3183 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3183, align 8
  ret i32 1

ok3179:                                           ; preds = %ok3159
  %pos3184 = mul i64 0, %dim
  %pos3185 = add i64 %pos3184, %mm3174
  %inb3186 = icmp ult i64 %tap3176, %dim8
  br i1 %inb3186, label %ok3188, label %fail3187

fail3187:                                         ; preds = %ok3179
  %errp3189 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3189, align 8
  %errp3190 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3190, align 8
  %errp3191 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3176, ptr %errp3191, align 8
  %errp3192 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3192, align 8
  ret i32 1

ok3188:                                           ; preds = %ok3179
  %pos3193 = mul i64 %pos3185, %dim8
  %pos3194 = add i64 %pos3193, %tap3176
  %elp3195 = getelementptr inbounds float, ptr %buf, i64 %pos3194
  %el3196 = load float, ptr %elp3195, align 4, !alias.scope !0, !noalias !3
  store float %el3196, ptr %bright_26, align 4
  %v3197 = load i64, ptr %i, align 8
  %add3198 = add i64 %v3197, 2
  %sub3199 = sub i64 %dim, 1
  %c3200 = icmp slt i64 %add3198, %sub3199
  %mm3201 = select i1 %c3200, i64 %add3198, i64 %sub3199
  %c3202 = icmp sgt i64 0, %mm3201
  %mm3203 = select i1 %c3202, i64 0, i64 %mm3201
  %j3204 = load i64, ptr %j, align 8
  %tap3205 = add i64 %j3204, -2
  %inb3206 = icmp ult i64 %mm3203, %dim
  br i1 %inb3206, label %ok3208, label %fail3207

fail3207:                                         ; preds = %ok3188
  %errp3209 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3209, align 8
  %errp3210 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3210, align 8
  %errp3211 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3203, ptr %errp3211, align 8
  %errp3212 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3212, align 8
  ret i32 1

ok3208:                                           ; preds = %ok3188
  %pos3213 = mul i64 0, %dim
  %pos3214 = add i64 %pos3213, %mm3203
  %inb3215 = icmp ult i64 %tap3205, %dim8
  br i1 %inb3215, label %ok3217, label %fail3216

fail3216:                                         ; preds = %ok3208
  %errp3218 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3218, align 8
  %errp3219 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3219, align 8
  %errp3220 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3205, ptr %errp3220, align 8
  %errp3221 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3221, align 8
  ret i32 1

ok3217:                                           ; preds = %ok3208
  %pos3222 = mul i64 %pos3214, %dim8
  %pos3223 = add i64 %pos3222, %tap3205
  %elp3224 = getelementptr inbounds float, ptr %buf, i64 %pos3223
  %el3225 = load float, ptr %elp3224, align 4, !alias.scope !0, !noalias !3
  store float %el3225, ptr %bright_27, align 4
  %v3226 = load i64, ptr %i, align 8
  %add3227 = add i64 %v3226, 2
  %sub3228 = sub i64 %dim, 1
  %c3229 = icmp slt i64 %add3227, %sub3228
  %mm3230 = select i1 %c3229, i64 %add3227, i64 %sub3228
  %c3231 = icmp sgt i64 0, %mm3230
  %mm3232 = select i1 %c3231, i64 0, i64 %mm3230
  %j3233 = load i64, ptr %j, align 8
  %tap3234 = add i64 %j3233, -1
  %inb3235 = icmp ult i64 %mm3232, %dim
  br i1 %inb3235, label %ok3237, label %fail3236

fail3236:                                         ; preds = %ok3217
  %errp3238 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3238, align 8
  %errp3239 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3239, align 8
  %errp3240 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3232, ptr %errp3240, align 8
  %errp3241 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3241, align 8
  ret i32 1

ok3237:                                           ; preds = %ok3217
  %pos3242 = mul i64 0, %dim
  %pos3243 = add i64 %pos3242, %mm3232
  %inb3244 = icmp ult i64 %tap3234, %dim8
  br i1 %inb3244, label %ok3246, label %fail3245

fail3245:                                         ; preds = %ok3237
  %errp3247 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3247, align 8
  %errp3248 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3248, align 8
  %errp3249 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3234, ptr %errp3249, align 8
  %errp3250 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3250, align 8
  ret i32 1

ok3246:                                           ; preds = %ok3237
  %pos3251 = mul i64 %pos3243, %dim8
  %pos3252 = add i64 %pos3251, %tap3234
  %elp3253 = getelementptr inbounds float, ptr %buf, i64 %pos3252
  %el3254 = load float, ptr %elp3253, align 4, !alias.scope !0, !noalias !3
  store float %el3254, ptr %bright_28, align 4
  %v3255 = load i64, ptr %i, align 8
  %add3256 = add i64 %v3255, 2
  %sub3257 = sub i64 %dim, 1
  %c3258 = icmp slt i64 %add3256, %sub3257
  %mm3259 = select i1 %c3258, i64 %add3256, i64 %sub3257
  %c3260 = icmp sgt i64 0, %mm3259
  %mm3261 = select i1 %c3260, i64 0, i64 %mm3259
  %j3262 = load i64, ptr %j, align 8
  %tap3263 = add i64 %j3262, 0
  %inb3264 = icmp ult i64 %mm3261, %dim
  br i1 %inb3264, label %ok3266, label %fail3265

fail3265:                                         ; preds = %ok3246
  %errp3267 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3267, align 8
  %errp3268 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3268, align 8
  %errp3269 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3261, ptr %errp3269, align 8
  %errp3270 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3270, align 8
  ret i32 1

ok3266:                                           ; preds = %ok3246
  %pos3271 = mul i64 0, %dim
  %pos3272 = add i64 %pos3271, %mm3261
  %inb3273 = icmp ult i64 %tap3263, %dim8
  br i1 %inb3273, label %ok3275, label %fail3274

fail3274:                                         ; preds = %ok3266
  %errp3276 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3276, align 8
  %errp3277 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3277, align 8
  %errp3278 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3263, ptr %errp3278, align 8
  %errp3279 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3279, align 8
  ret i32 1

ok3275:                                           ; preds = %ok3266
  %pos3280 = mul i64 %pos3272, %dim8
  %pos3281 = add i64 %pos3280, %tap3263
  %elp3282 = getelementptr inbounds float, ptr %buf, i64 %pos3281
  %el3283 = load float, ptr %elp3282, align 4, !alias.scope !0, !noalias !3
  store float %el3283, ptr %bright_29, align 4
  %v3284 = load i64, ptr %i, align 8
  %add3285 = add i64 %v3284, 2
  %sub3286 = sub i64 %dim, 1
  %c3287 = icmp slt i64 %add3285, %sub3286
  %mm3288 = select i1 %c3287, i64 %add3285, i64 %sub3286
  %c3289 = icmp sgt i64 0, %mm3288
  %mm3290 = select i1 %c3289, i64 0, i64 %mm3288
  %j3291 = load i64, ptr %j, align 8
  %tap3292 = add i64 %j3291, 1
  %inb3293 = icmp ult i64 %mm3290, %dim
  br i1 %inb3293, label %ok3295, label %fail3294

fail3294:                                         ; preds = %ok3275
  %errp3296 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3296, align 8
  %errp3297 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3297, align 8
  %errp3298 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3290, ptr %errp3298, align 8
  %errp3299 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3299, align 8
  ret i32 1

ok3295:                                           ; preds = %ok3275
  %pos3300 = mul i64 0, %dim
  %pos3301 = add i64 %pos3300, %mm3290
  %inb3302 = icmp ult i64 %tap3292, %dim8
  br i1 %inb3302, label %ok3304, label %fail3303

fail3303:                                         ; preds = %ok3295
  %errp3305 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3305, align 8
  %errp3306 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3306, align 8
  %errp3307 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3292, ptr %errp3307, align 8
  %errp3308 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3308, align 8
  ret i32 1

ok3304:                                           ; preds = %ok3295
  %pos3309 = mul i64 %pos3301, %dim8
  %pos3310 = add i64 %pos3309, %tap3292
  %elp3311 = getelementptr inbounds float, ptr %buf, i64 %pos3310
  %el3312 = load float, ptr %elp3311, align 4, !alias.scope !0, !noalias !3
  store float %el3312, ptr %bright_30, align 4
  %v3313 = load i64, ptr %i, align 8
  %add3314 = add i64 %v3313, 2
  %sub3315 = sub i64 %dim, 1
  %c3316 = icmp slt i64 %add3314, %sub3315
  %mm3317 = select i1 %c3316, i64 %add3314, i64 %sub3315
  %c3318 = icmp sgt i64 0, %mm3317
  %mm3319 = select i1 %c3318, i64 0, i64 %mm3317
  %j3320 = load i64, ptr %j, align 8
  %tap3321 = add i64 %j3320, 2
  %inb3322 = icmp ult i64 %mm3319, %dim
  br i1 %inb3322, label %ok3324, label %fail3323

fail3323:                                         ; preds = %ok3304
  %errp3325 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3325, align 8
  %errp3326 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3326, align 8
  %errp3327 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm3319, ptr %errp3327, align 8
  %errp3328 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3328, align 8
  ret i32 1

ok3324:                                           ; preds = %ok3304
  %pos3329 = mul i64 0, %dim
  %pos3330 = add i64 %pos3329, %mm3319
  %inb3331 = icmp ult i64 %tap3321, %dim8
  br i1 %inb3331, label %ok3333, label %fail3332

fail3332:                                         ; preds = %ok3324
  %errp3334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3334, align 8
  %errp3335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3335, align 8
  %errp3336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap3321, ptr %errp3336, align 8
  %errp3337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3337, align 8
  ret i32 1

ok3333:                                           ; preds = %ok3324
  %pos3338 = mul i64 %pos3330, %dim8
  %pos3339 = add i64 %pos3338, %tap3321
  %elp3340 = getelementptr inbounds float, ptr %buf, i64 %pos3339
  %el3341 = load float, ptr %elp3340, align 4, !alias.scope !0, !noalias !3
  store float %el3341, ptr %bright_31, align 4
  %v3342 = load float, ptr %bright_7, align 4
  %v3343 = load float, ptr %bright_8, align 4
  %fm3344 = fmul float 4.000000e+00, %v3343
  %fa3345 = fadd float %v3342, %fm3344
  %v3346 = load float, ptr %bright_9, align 4
  %fm3347 = fmul float 6.000000e+00, %v3346
  %fa3348 = fadd float %fa3345, %fm3347
  %v3349 = load float, ptr %bright_10, align 4
  %fm3350 = fmul float 4.000000e+00, %v3349
  %fa3351 = fadd float %fa3348, %fm3350
  %v3352 = load float, ptr %bright_11, align 4
  %fa3353 = fadd float %fa3351, %v3352
  %v3354 = load float, ptr %bright_12, align 4
  %v3355 = load float, ptr %bright_13, align 4
  %fm3356 = fmul float 4.000000e+00, %v3355
  %fa3357 = fadd float %v3354, %fm3356
  %v3358 = load float, ptr %bright_14, align 4
  %fm3359 = fmul float 6.000000e+00, %v3358
  %fa3360 = fadd float %fa3357, %fm3359
  %v3361 = load float, ptr %bright_15, align 4
  %fm3362 = fmul float 4.000000e+00, %v3361
  %fa3363 = fadd float %fa3360, %fm3362
  %v3364 = load float, ptr %bright_16, align 4
  %fa3365 = fadd float %fa3363, %v3364
  %fm3366 = fmul float 4.000000e+00, %fa3365
  %fa3367 = fadd float %fa3353, %fm3366
  %v3368 = load float, ptr %bright_17, align 4
  %v3369 = load float, ptr %bright_18, align 4
  %fm3370 = fmul float 4.000000e+00, %v3369
  %fa3371 = fadd float %v3368, %fm3370
  %v3372 = load float, ptr %bright_19, align 4
  %fm3373 = fmul float 6.000000e+00, %v3372
  %fa3374 = fadd float %fa3371, %fm3373
  %v3375 = load float, ptr %bright_20, align 4
  %fm3376 = fmul float 4.000000e+00, %v3375
  %fa3377 = fadd float %fa3374, %fm3376
  %v3378 = load float, ptr %bright_21, align 4
  %fa3379 = fadd float %fa3377, %v3378
  %fm3380 = fmul float 6.000000e+00, %fa3379
  %fa3381 = fadd float %fa3367, %fm3380
  %v3382 = load float, ptr %bright_22, align 4
  %v3383 = load float, ptr %bright_23, align 4
  %fm3384 = fmul float 4.000000e+00, %v3383
  %fa3385 = fadd float %v3382, %fm3384
  %v3386 = load float, ptr %bright_24, align 4
  %fm3387 = fmul float 6.000000e+00, %v3386
  %fa3388 = fadd float %fa3385, %fm3387
  %v3389 = load float, ptr %bright_25, align 4
  %fm3390 = fmul float 4.000000e+00, %v3389
  %fa3391 = fadd float %fa3388, %fm3390
  %v3392 = load float, ptr %bright_26, align 4
  %fa3393 = fadd float %fa3391, %v3392
  %fm3394 = fmul float 4.000000e+00, %fa3393
  %fa3395 = fadd float %fa3381, %fm3394
  %v3396 = load float, ptr %bright_27, align 4
  %v3397 = load float, ptr %bright_28, align 4
  %fm3398 = fmul float 4.000000e+00, %v3397
  %fa3399 = fadd float %v3396, %fm3398
  %v3400 = load float, ptr %bright_29, align 4
  %fm3401 = fmul float 6.000000e+00, %v3400
  %fa3402 = fadd float %fa3399, %fm3401
  %v3403 = load float, ptr %bright_30, align 4
  %fm3404 = fmul float 4.000000e+00, %v3403
  %fa3405 = fadd float %fa3402, %fm3404
  %v3406 = load float, ptr %bright_31, align 4
  %fa3407 = fadd float %fa3405, %v3406
  %fa3408 = fadd float %fa3395, %fa3407
  %fd3409 = fdiv float %fa3408, 2.560000e+02
  store float %fd3409, ptr %blurred_4, align 4
  %v3410 = load i64, ptr %i, align 8
  %v3411 = load i64, ptr %j, align 8
  %pos3412 = mul i64 0, %dim
  %pos3413 = add i64 %pos3412, %v3410
  %pos3414 = mul i64 %pos3413, %dim8
  %pos3415 = add i64 %pos3414, %v3411
  %v3416 = load float, ptr %blurred_4, align 4
  %elp3417 = getelementptr inbounds float, ptr %buf902, i64 %pos3415
  store float %v3416, ptr %elp3417, align 4, !alias.scope !3, !noalias !0
  %i3418 = load i64, ptr %j, align 8
  %next3419 = add i64 %i3418, 1
  store i64 %next3419, ptr %j, align 8
  br label %loop2612

proved3735:                                       ; preds = %versions_done2154
  store i64 %min33, ptr %j, align 8
  br label %loop3738

checked3736:                                      ; preds = %versions_done2154
  store i64 %min33, ptr %j, align 8
  br label %loop4321

versions_done3737:                                ; preds = %exit4323, %exit3740
  %i5254 = load i64, ptr %i, align 8
  %next5255 = add i64 %i5254, 1
  store i64 %next5255, ptr %i, align 8
  br label %loop

loop3738:                                         ; preds = %body3739, %proved3735
  %i3741 = load i64, ptr %j, align 8
  %more3742 = icmp slt i64 %i3741, %dim8
  br i1 %more3742, label %body3739, label %exit3740

body3739:                                         ; preds = %loop3738
  %v3743 = load i64, ptr %i, align 8
  %add3744 = add i64 %v3743, -2
  %sub3745 = sub i64 %dim, 1
  %c3746 = icmp slt i64 %add3744, %sub3745
  %mm3747 = select i1 %c3746, i64 %add3744, i64 %sub3745
  %c3748 = icmp sgt i64 0, %mm3747
  %mm3749 = select i1 %c3748, i64 0, i64 %mm3747
  %v3750 = load i64, ptr %j, align 8
  %add3751 = add i64 %v3750, -2
  %sub3752 = sub i64 %dim8, 1
  %c3753 = icmp slt i64 %add3751, %sub3752
  %mm3754 = select i1 %c3753, i64 %add3751, i64 %sub3752
  %c3755 = icmp sgt i64 0, %mm3754
  %mm3756 = select i1 %c3755, i64 0, i64 %mm3754
  %pos3757 = mul i64 0, %dim
  %pos3758 = add i64 %pos3757, %mm3749
  %pos3759 = mul i64 %pos3758, %dim8
  %pos3760 = add i64 %pos3759, %mm3756
  %elp3761 = getelementptr inbounds float, ptr %buf, i64 %pos3760
  %el3762 = load float, ptr %elp3761, align 4, !alias.scope !0, !noalias !3
  store float %el3762, ptr %bright_7, align 4
  %v3763 = load i64, ptr %i, align 8
  %add3764 = add i64 %v3763, -2
  %sub3765 = sub i64 %dim, 1
  %c3766 = icmp slt i64 %add3764, %sub3765
  %mm3767 = select i1 %c3766, i64 %add3764, i64 %sub3765
  %c3768 = icmp sgt i64 0, %mm3767
  %mm3769 = select i1 %c3768, i64 0, i64 %mm3767
  %v3770 = load i64, ptr %j, align 8
  %add3771 = add i64 %v3770, -1
  %sub3772 = sub i64 %dim8, 1
  %c3773 = icmp slt i64 %add3771, %sub3772
  %mm3774 = select i1 %c3773, i64 %add3771, i64 %sub3772
  %c3775 = icmp sgt i64 0, %mm3774
  %mm3776 = select i1 %c3775, i64 0, i64 %mm3774
  %pos3777 = mul i64 0, %dim
  %pos3778 = add i64 %pos3777, %mm3769
  %pos3779 = mul i64 %pos3778, %dim8
  %pos3780 = add i64 %pos3779, %mm3776
  %elp3781 = getelementptr inbounds float, ptr %buf, i64 %pos3780
  %el3782 = load float, ptr %elp3781, align 4, !alias.scope !0, !noalias !3
  store float %el3782, ptr %bright_8, align 4
  %v3783 = load i64, ptr %i, align 8
  %add3784 = add i64 %v3783, -2
  %sub3785 = sub i64 %dim, 1
  %c3786 = icmp slt i64 %add3784, %sub3785
  %mm3787 = select i1 %c3786, i64 %add3784, i64 %sub3785
  %c3788 = icmp sgt i64 0, %mm3787
  %mm3789 = select i1 %c3788, i64 0, i64 %mm3787
  %v3790 = load i64, ptr %j, align 8
  %add3791 = add i64 %v3790, 0
  %sub3792 = sub i64 %dim8, 1
  %c3793 = icmp slt i64 %add3791, %sub3792
  %mm3794 = select i1 %c3793, i64 %add3791, i64 %sub3792
  %c3795 = icmp sgt i64 0, %mm3794
  %mm3796 = select i1 %c3795, i64 0, i64 %mm3794
  %pos3797 = mul i64 0, %dim
  %pos3798 = add i64 %pos3797, %mm3789
  %pos3799 = mul i64 %pos3798, %dim8
  %pos3800 = add i64 %pos3799, %mm3796
  %elp3801 = getelementptr inbounds float, ptr %buf, i64 %pos3800
  %el3802 = load float, ptr %elp3801, align 4, !alias.scope !0, !noalias !3
  store float %el3802, ptr %bright_9, align 4
  %v3803 = load i64, ptr %i, align 8
  %add3804 = add i64 %v3803, -2
  %sub3805 = sub i64 %dim, 1
  %c3806 = icmp slt i64 %add3804, %sub3805
  %mm3807 = select i1 %c3806, i64 %add3804, i64 %sub3805
  %c3808 = icmp sgt i64 0, %mm3807
  %mm3809 = select i1 %c3808, i64 0, i64 %mm3807
  %v3810 = load i64, ptr %j, align 8
  %add3811 = add i64 %v3810, 1
  %sub3812 = sub i64 %dim8, 1
  %c3813 = icmp slt i64 %add3811, %sub3812
  %mm3814 = select i1 %c3813, i64 %add3811, i64 %sub3812
  %c3815 = icmp sgt i64 0, %mm3814
  %mm3816 = select i1 %c3815, i64 0, i64 %mm3814
  %pos3817 = mul i64 0, %dim
  %pos3818 = add i64 %pos3817, %mm3809
  %pos3819 = mul i64 %pos3818, %dim8
  %pos3820 = add i64 %pos3819, %mm3816
  %elp3821 = getelementptr inbounds float, ptr %buf, i64 %pos3820
  %el3822 = load float, ptr %elp3821, align 4, !alias.scope !0, !noalias !3
  store float %el3822, ptr %bright_10, align 4
  %v3823 = load i64, ptr %i, align 8
  %add3824 = add i64 %v3823, -2
  %sub3825 = sub i64 %dim, 1
  %c3826 = icmp slt i64 %add3824, %sub3825
  %mm3827 = select i1 %c3826, i64 %add3824, i64 %sub3825
  %c3828 = icmp sgt i64 0, %mm3827
  %mm3829 = select i1 %c3828, i64 0, i64 %mm3827
  %v3830 = load i64, ptr %j, align 8
  %add3831 = add i64 %v3830, 2
  %sub3832 = sub i64 %dim8, 1
  %c3833 = icmp slt i64 %add3831, %sub3832
  %mm3834 = select i1 %c3833, i64 %add3831, i64 %sub3832
  %c3835 = icmp sgt i64 0, %mm3834
  %mm3836 = select i1 %c3835, i64 0, i64 %mm3834
  %pos3837 = mul i64 0, %dim
  %pos3838 = add i64 %pos3837, %mm3829
  %pos3839 = mul i64 %pos3838, %dim8
  %pos3840 = add i64 %pos3839, %mm3836
  %elp3841 = getelementptr inbounds float, ptr %buf, i64 %pos3840
  %el3842 = load float, ptr %elp3841, align 4, !alias.scope !0, !noalias !3
  store float %el3842, ptr %bright_11, align 4
  %v3843 = load i64, ptr %i, align 8
  %add3844 = add i64 %v3843, -1
  %sub3845 = sub i64 %dim, 1
  %c3846 = icmp slt i64 %add3844, %sub3845
  %mm3847 = select i1 %c3846, i64 %add3844, i64 %sub3845
  %c3848 = icmp sgt i64 0, %mm3847
  %mm3849 = select i1 %c3848, i64 0, i64 %mm3847
  %v3850 = load i64, ptr %j, align 8
  %add3851 = add i64 %v3850, -2
  %sub3852 = sub i64 %dim8, 1
  %c3853 = icmp slt i64 %add3851, %sub3852
  %mm3854 = select i1 %c3853, i64 %add3851, i64 %sub3852
  %c3855 = icmp sgt i64 0, %mm3854
  %mm3856 = select i1 %c3855, i64 0, i64 %mm3854
  %pos3857 = mul i64 0, %dim
  %pos3858 = add i64 %pos3857, %mm3849
  %pos3859 = mul i64 %pos3858, %dim8
  %pos3860 = add i64 %pos3859, %mm3856
  %elp3861 = getelementptr inbounds float, ptr %buf, i64 %pos3860
  %el3862 = load float, ptr %elp3861, align 4, !alias.scope !0, !noalias !3
  store float %el3862, ptr %bright_12, align 4
  %v3863 = load i64, ptr %i, align 8
  %add3864 = add i64 %v3863, -1
  %sub3865 = sub i64 %dim, 1
  %c3866 = icmp slt i64 %add3864, %sub3865
  %mm3867 = select i1 %c3866, i64 %add3864, i64 %sub3865
  %c3868 = icmp sgt i64 0, %mm3867
  %mm3869 = select i1 %c3868, i64 0, i64 %mm3867
  %v3870 = load i64, ptr %j, align 8
  %add3871 = add i64 %v3870, -1
  %sub3872 = sub i64 %dim8, 1
  %c3873 = icmp slt i64 %add3871, %sub3872
  %mm3874 = select i1 %c3873, i64 %add3871, i64 %sub3872
  %c3875 = icmp sgt i64 0, %mm3874
  %mm3876 = select i1 %c3875, i64 0, i64 %mm3874
  %pos3877 = mul i64 0, %dim
  %pos3878 = add i64 %pos3877, %mm3869
  %pos3879 = mul i64 %pos3878, %dim8
  %pos3880 = add i64 %pos3879, %mm3876
  %elp3881 = getelementptr inbounds float, ptr %buf, i64 %pos3880
  %el3882 = load float, ptr %elp3881, align 4, !alias.scope !0, !noalias !3
  store float %el3882, ptr %bright_13, align 4
  %v3883 = load i64, ptr %i, align 8
  %add3884 = add i64 %v3883, -1
  %sub3885 = sub i64 %dim, 1
  %c3886 = icmp slt i64 %add3884, %sub3885
  %mm3887 = select i1 %c3886, i64 %add3884, i64 %sub3885
  %c3888 = icmp sgt i64 0, %mm3887
  %mm3889 = select i1 %c3888, i64 0, i64 %mm3887
  %v3890 = load i64, ptr %j, align 8
  %add3891 = add i64 %v3890, 0
  %sub3892 = sub i64 %dim8, 1
  %c3893 = icmp slt i64 %add3891, %sub3892
  %mm3894 = select i1 %c3893, i64 %add3891, i64 %sub3892
  %c3895 = icmp sgt i64 0, %mm3894
  %mm3896 = select i1 %c3895, i64 0, i64 %mm3894
  %pos3897 = mul i64 0, %dim
  %pos3898 = add i64 %pos3897, %mm3889
  %pos3899 = mul i64 %pos3898, %dim8
  %pos3900 = add i64 %pos3899, %mm3896
  %elp3901 = getelementptr inbounds float, ptr %buf, i64 %pos3900
  %el3902 = load float, ptr %elp3901, align 4, !alias.scope !0, !noalias !3
  store float %el3902, ptr %bright_14, align 4
  %v3903 = load i64, ptr %i, align 8
  %add3904 = add i64 %v3903, -1
  %sub3905 = sub i64 %dim, 1
  %c3906 = icmp slt i64 %add3904, %sub3905
  %mm3907 = select i1 %c3906, i64 %add3904, i64 %sub3905
  %c3908 = icmp sgt i64 0, %mm3907
  %mm3909 = select i1 %c3908, i64 0, i64 %mm3907
  %v3910 = load i64, ptr %j, align 8
  %add3911 = add i64 %v3910, 1
  %sub3912 = sub i64 %dim8, 1
  %c3913 = icmp slt i64 %add3911, %sub3912
  %mm3914 = select i1 %c3913, i64 %add3911, i64 %sub3912
  %c3915 = icmp sgt i64 0, %mm3914
  %mm3916 = select i1 %c3915, i64 0, i64 %mm3914
  %pos3917 = mul i64 0, %dim
  %pos3918 = add i64 %pos3917, %mm3909
  %pos3919 = mul i64 %pos3918, %dim8
  %pos3920 = add i64 %pos3919, %mm3916
  %elp3921 = getelementptr inbounds float, ptr %buf, i64 %pos3920
  %el3922 = load float, ptr %elp3921, align 4, !alias.scope !0, !noalias !3
  store float %el3922, ptr %bright_15, align 4
  %v3923 = load i64, ptr %i, align 8
  %add3924 = add i64 %v3923, -1
  %sub3925 = sub i64 %dim, 1
  %c3926 = icmp slt i64 %add3924, %sub3925
  %mm3927 = select i1 %c3926, i64 %add3924, i64 %sub3925
  %c3928 = icmp sgt i64 0, %mm3927
  %mm3929 = select i1 %c3928, i64 0, i64 %mm3927
  %v3930 = load i64, ptr %j, align 8
  %add3931 = add i64 %v3930, 2
  %sub3932 = sub i64 %dim8, 1
  %c3933 = icmp slt i64 %add3931, %sub3932
  %mm3934 = select i1 %c3933, i64 %add3931, i64 %sub3932
  %c3935 = icmp sgt i64 0, %mm3934
  %mm3936 = select i1 %c3935, i64 0, i64 %mm3934
  %pos3937 = mul i64 0, %dim
  %pos3938 = add i64 %pos3937, %mm3929
  %pos3939 = mul i64 %pos3938, %dim8
  %pos3940 = add i64 %pos3939, %mm3936
  %elp3941 = getelementptr inbounds float, ptr %buf, i64 %pos3940
  %el3942 = load float, ptr %elp3941, align 4, !alias.scope !0, !noalias !3
  store float %el3942, ptr %bright_16, align 4
  %v3943 = load i64, ptr %i, align 8
  %add3944 = add i64 %v3943, 0
  %sub3945 = sub i64 %dim, 1
  %c3946 = icmp slt i64 %add3944, %sub3945
  %mm3947 = select i1 %c3946, i64 %add3944, i64 %sub3945
  %c3948 = icmp sgt i64 0, %mm3947
  %mm3949 = select i1 %c3948, i64 0, i64 %mm3947
  %v3950 = load i64, ptr %j, align 8
  %add3951 = add i64 %v3950, -2
  %sub3952 = sub i64 %dim8, 1
  %c3953 = icmp slt i64 %add3951, %sub3952
  %mm3954 = select i1 %c3953, i64 %add3951, i64 %sub3952
  %c3955 = icmp sgt i64 0, %mm3954
  %mm3956 = select i1 %c3955, i64 0, i64 %mm3954
  %pos3957 = mul i64 0, %dim
  %pos3958 = add i64 %pos3957, %mm3949
  %pos3959 = mul i64 %pos3958, %dim8
  %pos3960 = add i64 %pos3959, %mm3956
  %elp3961 = getelementptr inbounds float, ptr %buf, i64 %pos3960
  %el3962 = load float, ptr %elp3961, align 4, !alias.scope !0, !noalias !3
  store float %el3962, ptr %bright_17, align 4
  %v3963 = load i64, ptr %i, align 8
  %add3964 = add i64 %v3963, 0
  %sub3965 = sub i64 %dim, 1
  %c3966 = icmp slt i64 %add3964, %sub3965
  %mm3967 = select i1 %c3966, i64 %add3964, i64 %sub3965
  %c3968 = icmp sgt i64 0, %mm3967
  %mm3969 = select i1 %c3968, i64 0, i64 %mm3967
  %v3970 = load i64, ptr %j, align 8
  %add3971 = add i64 %v3970, -1
  %sub3972 = sub i64 %dim8, 1
  %c3973 = icmp slt i64 %add3971, %sub3972
  %mm3974 = select i1 %c3973, i64 %add3971, i64 %sub3972
  %c3975 = icmp sgt i64 0, %mm3974
  %mm3976 = select i1 %c3975, i64 0, i64 %mm3974
  %pos3977 = mul i64 0, %dim
  %pos3978 = add i64 %pos3977, %mm3969
  %pos3979 = mul i64 %pos3978, %dim8
  %pos3980 = add i64 %pos3979, %mm3976
  %elp3981 = getelementptr inbounds float, ptr %buf, i64 %pos3980
  %el3982 = load float, ptr %elp3981, align 4, !alias.scope !0, !noalias !3
  store float %el3982, ptr %bright_18, align 4
  %v3983 = load i64, ptr %i, align 8
  %add3984 = add i64 %v3983, 0
  %sub3985 = sub i64 %dim, 1
  %c3986 = icmp slt i64 %add3984, %sub3985
  %mm3987 = select i1 %c3986, i64 %add3984, i64 %sub3985
  %c3988 = icmp sgt i64 0, %mm3987
  %mm3989 = select i1 %c3988, i64 0, i64 %mm3987
  %v3990 = load i64, ptr %j, align 8
  %add3991 = add i64 %v3990, 0
  %sub3992 = sub i64 %dim8, 1
  %c3993 = icmp slt i64 %add3991, %sub3992
  %mm3994 = select i1 %c3993, i64 %add3991, i64 %sub3992
  %c3995 = icmp sgt i64 0, %mm3994
  %mm3996 = select i1 %c3995, i64 0, i64 %mm3994
  %pos3997 = mul i64 0, %dim
  %pos3998 = add i64 %pos3997, %mm3989
  %pos3999 = mul i64 %pos3998, %dim8
  %pos4000 = add i64 %pos3999, %mm3996
  %elp4001 = getelementptr inbounds float, ptr %buf, i64 %pos4000
  %el4002 = load float, ptr %elp4001, align 4, !alias.scope !0, !noalias !3
  store float %el4002, ptr %bright_19, align 4
  %v4003 = load i64, ptr %i, align 8
  %add4004 = add i64 %v4003, 0
  %sub4005 = sub i64 %dim, 1
  %c4006 = icmp slt i64 %add4004, %sub4005
  %mm4007 = select i1 %c4006, i64 %add4004, i64 %sub4005
  %c4008 = icmp sgt i64 0, %mm4007
  %mm4009 = select i1 %c4008, i64 0, i64 %mm4007
  %v4010 = load i64, ptr %j, align 8
  %add4011 = add i64 %v4010, 1
  %sub4012 = sub i64 %dim8, 1
  %c4013 = icmp slt i64 %add4011, %sub4012
  %mm4014 = select i1 %c4013, i64 %add4011, i64 %sub4012
  %c4015 = icmp sgt i64 0, %mm4014
  %mm4016 = select i1 %c4015, i64 0, i64 %mm4014
  %pos4017 = mul i64 0, %dim
  %pos4018 = add i64 %pos4017, %mm4009
  %pos4019 = mul i64 %pos4018, %dim8
  %pos4020 = add i64 %pos4019, %mm4016
  %elp4021 = getelementptr inbounds float, ptr %buf, i64 %pos4020
  %el4022 = load float, ptr %elp4021, align 4, !alias.scope !0, !noalias !3
  store float %el4022, ptr %bright_20, align 4
  %v4023 = load i64, ptr %i, align 8
  %add4024 = add i64 %v4023, 0
  %sub4025 = sub i64 %dim, 1
  %c4026 = icmp slt i64 %add4024, %sub4025
  %mm4027 = select i1 %c4026, i64 %add4024, i64 %sub4025
  %c4028 = icmp sgt i64 0, %mm4027
  %mm4029 = select i1 %c4028, i64 0, i64 %mm4027
  %v4030 = load i64, ptr %j, align 8
  %add4031 = add i64 %v4030, 2
  %sub4032 = sub i64 %dim8, 1
  %c4033 = icmp slt i64 %add4031, %sub4032
  %mm4034 = select i1 %c4033, i64 %add4031, i64 %sub4032
  %c4035 = icmp sgt i64 0, %mm4034
  %mm4036 = select i1 %c4035, i64 0, i64 %mm4034
  %pos4037 = mul i64 0, %dim
  %pos4038 = add i64 %pos4037, %mm4029
  %pos4039 = mul i64 %pos4038, %dim8
  %pos4040 = add i64 %pos4039, %mm4036
  %elp4041 = getelementptr inbounds float, ptr %buf, i64 %pos4040
  %el4042 = load float, ptr %elp4041, align 4, !alias.scope !0, !noalias !3
  store float %el4042, ptr %bright_21, align 4
  %v4043 = load i64, ptr %i, align 8
  %add4044 = add i64 %v4043, 1
  %sub4045 = sub i64 %dim, 1
  %c4046 = icmp slt i64 %add4044, %sub4045
  %mm4047 = select i1 %c4046, i64 %add4044, i64 %sub4045
  %c4048 = icmp sgt i64 0, %mm4047
  %mm4049 = select i1 %c4048, i64 0, i64 %mm4047
  %v4050 = load i64, ptr %j, align 8
  %add4051 = add i64 %v4050, -2
  %sub4052 = sub i64 %dim8, 1
  %c4053 = icmp slt i64 %add4051, %sub4052
  %mm4054 = select i1 %c4053, i64 %add4051, i64 %sub4052
  %c4055 = icmp sgt i64 0, %mm4054
  %mm4056 = select i1 %c4055, i64 0, i64 %mm4054
  %pos4057 = mul i64 0, %dim
  %pos4058 = add i64 %pos4057, %mm4049
  %pos4059 = mul i64 %pos4058, %dim8
  %pos4060 = add i64 %pos4059, %mm4056
  %elp4061 = getelementptr inbounds float, ptr %buf, i64 %pos4060
  %el4062 = load float, ptr %elp4061, align 4, !alias.scope !0, !noalias !3
  store float %el4062, ptr %bright_22, align 4
  %v4063 = load i64, ptr %i, align 8
  %add4064 = add i64 %v4063, 1
  %sub4065 = sub i64 %dim, 1
  %c4066 = icmp slt i64 %add4064, %sub4065
  %mm4067 = select i1 %c4066, i64 %add4064, i64 %sub4065
  %c4068 = icmp sgt i64 0, %mm4067
  %mm4069 = select i1 %c4068, i64 0, i64 %mm4067
  %v4070 = load i64, ptr %j, align 8
  %add4071 = add i64 %v4070, -1
  %sub4072 = sub i64 %dim8, 1
  %c4073 = icmp slt i64 %add4071, %sub4072
  %mm4074 = select i1 %c4073, i64 %add4071, i64 %sub4072
  %c4075 = icmp sgt i64 0, %mm4074
  %mm4076 = select i1 %c4075, i64 0, i64 %mm4074
  %pos4077 = mul i64 0, %dim
  %pos4078 = add i64 %pos4077, %mm4069
  %pos4079 = mul i64 %pos4078, %dim8
  %pos4080 = add i64 %pos4079, %mm4076
  %elp4081 = getelementptr inbounds float, ptr %buf, i64 %pos4080
  %el4082 = load float, ptr %elp4081, align 4, !alias.scope !0, !noalias !3
  store float %el4082, ptr %bright_23, align 4
  %v4083 = load i64, ptr %i, align 8
  %add4084 = add i64 %v4083, 1
  %sub4085 = sub i64 %dim, 1
  %c4086 = icmp slt i64 %add4084, %sub4085
  %mm4087 = select i1 %c4086, i64 %add4084, i64 %sub4085
  %c4088 = icmp sgt i64 0, %mm4087
  %mm4089 = select i1 %c4088, i64 0, i64 %mm4087
  %v4090 = load i64, ptr %j, align 8
  %add4091 = add i64 %v4090, 0
  %sub4092 = sub i64 %dim8, 1
  %c4093 = icmp slt i64 %add4091, %sub4092
  %mm4094 = select i1 %c4093, i64 %add4091, i64 %sub4092
  %c4095 = icmp sgt i64 0, %mm4094
  %mm4096 = select i1 %c4095, i64 0, i64 %mm4094
  %pos4097 = mul i64 0, %dim
  %pos4098 = add i64 %pos4097, %mm4089
  %pos4099 = mul i64 %pos4098, %dim8
  %pos4100 = add i64 %pos4099, %mm4096
  %elp4101 = getelementptr inbounds float, ptr %buf, i64 %pos4100
  %el4102 = load float, ptr %elp4101, align 4, !alias.scope !0, !noalias !3
  store float %el4102, ptr %bright_24, align 4
  %v4103 = load i64, ptr %i, align 8
  %add4104 = add i64 %v4103, 1
  %sub4105 = sub i64 %dim, 1
  %c4106 = icmp slt i64 %add4104, %sub4105
  %mm4107 = select i1 %c4106, i64 %add4104, i64 %sub4105
  %c4108 = icmp sgt i64 0, %mm4107
  %mm4109 = select i1 %c4108, i64 0, i64 %mm4107
  %v4110 = load i64, ptr %j, align 8
  %add4111 = add i64 %v4110, 1
  %sub4112 = sub i64 %dim8, 1
  %c4113 = icmp slt i64 %add4111, %sub4112
  %mm4114 = select i1 %c4113, i64 %add4111, i64 %sub4112
  %c4115 = icmp sgt i64 0, %mm4114
  %mm4116 = select i1 %c4115, i64 0, i64 %mm4114
  %pos4117 = mul i64 0, %dim
  %pos4118 = add i64 %pos4117, %mm4109
  %pos4119 = mul i64 %pos4118, %dim8
  %pos4120 = add i64 %pos4119, %mm4116
  %elp4121 = getelementptr inbounds float, ptr %buf, i64 %pos4120
  %el4122 = load float, ptr %elp4121, align 4, !alias.scope !0, !noalias !3
  store float %el4122, ptr %bright_25, align 4
  %v4123 = load i64, ptr %i, align 8
  %add4124 = add i64 %v4123, 1
  %sub4125 = sub i64 %dim, 1
  %c4126 = icmp slt i64 %add4124, %sub4125
  %mm4127 = select i1 %c4126, i64 %add4124, i64 %sub4125
  %c4128 = icmp sgt i64 0, %mm4127
  %mm4129 = select i1 %c4128, i64 0, i64 %mm4127
  %v4130 = load i64, ptr %j, align 8
  %add4131 = add i64 %v4130, 2
  %sub4132 = sub i64 %dim8, 1
  %c4133 = icmp slt i64 %add4131, %sub4132
  %mm4134 = select i1 %c4133, i64 %add4131, i64 %sub4132
  %c4135 = icmp sgt i64 0, %mm4134
  %mm4136 = select i1 %c4135, i64 0, i64 %mm4134
  %pos4137 = mul i64 0, %dim
  %pos4138 = add i64 %pos4137, %mm4129
  %pos4139 = mul i64 %pos4138, %dim8
  %pos4140 = add i64 %pos4139, %mm4136
  %elp4141 = getelementptr inbounds float, ptr %buf, i64 %pos4140
  %el4142 = load float, ptr %elp4141, align 4, !alias.scope !0, !noalias !3
  store float %el4142, ptr %bright_26, align 4
  %v4143 = load i64, ptr %i, align 8
  %add4144 = add i64 %v4143, 2
  %sub4145 = sub i64 %dim, 1
  %c4146 = icmp slt i64 %add4144, %sub4145
  %mm4147 = select i1 %c4146, i64 %add4144, i64 %sub4145
  %c4148 = icmp sgt i64 0, %mm4147
  %mm4149 = select i1 %c4148, i64 0, i64 %mm4147
  %v4150 = load i64, ptr %j, align 8
  %add4151 = add i64 %v4150, -2
  %sub4152 = sub i64 %dim8, 1
  %c4153 = icmp slt i64 %add4151, %sub4152
  %mm4154 = select i1 %c4153, i64 %add4151, i64 %sub4152
  %c4155 = icmp sgt i64 0, %mm4154
  %mm4156 = select i1 %c4155, i64 0, i64 %mm4154
  %pos4157 = mul i64 0, %dim
  %pos4158 = add i64 %pos4157, %mm4149
  %pos4159 = mul i64 %pos4158, %dim8
  %pos4160 = add i64 %pos4159, %mm4156
  %elp4161 = getelementptr inbounds float, ptr %buf, i64 %pos4160
  %el4162 = load float, ptr %elp4161, align 4, !alias.scope !0, !noalias !3
  store float %el4162, ptr %bright_27, align 4
  %v4163 = load i64, ptr %i, align 8
  %add4164 = add i64 %v4163, 2
  %sub4165 = sub i64 %dim, 1
  %c4166 = icmp slt i64 %add4164, %sub4165
  %mm4167 = select i1 %c4166, i64 %add4164, i64 %sub4165
  %c4168 = icmp sgt i64 0, %mm4167
  %mm4169 = select i1 %c4168, i64 0, i64 %mm4167
  %v4170 = load i64, ptr %j, align 8
  %add4171 = add i64 %v4170, -1
  %sub4172 = sub i64 %dim8, 1
  %c4173 = icmp slt i64 %add4171, %sub4172
  %mm4174 = select i1 %c4173, i64 %add4171, i64 %sub4172
  %c4175 = icmp sgt i64 0, %mm4174
  %mm4176 = select i1 %c4175, i64 0, i64 %mm4174
  %pos4177 = mul i64 0, %dim
  %pos4178 = add i64 %pos4177, %mm4169
  %pos4179 = mul i64 %pos4178, %dim8
  %pos4180 = add i64 %pos4179, %mm4176
  %elp4181 = getelementptr inbounds float, ptr %buf, i64 %pos4180
  %el4182 = load float, ptr %elp4181, align 4, !alias.scope !0, !noalias !3
  store float %el4182, ptr %bright_28, align 4
  %v4183 = load i64, ptr %i, align 8
  %add4184 = add i64 %v4183, 2
  %sub4185 = sub i64 %dim, 1
  %c4186 = icmp slt i64 %add4184, %sub4185
  %mm4187 = select i1 %c4186, i64 %add4184, i64 %sub4185
  %c4188 = icmp sgt i64 0, %mm4187
  %mm4189 = select i1 %c4188, i64 0, i64 %mm4187
  %v4190 = load i64, ptr %j, align 8
  %add4191 = add i64 %v4190, 0
  %sub4192 = sub i64 %dim8, 1
  %c4193 = icmp slt i64 %add4191, %sub4192
  %mm4194 = select i1 %c4193, i64 %add4191, i64 %sub4192
  %c4195 = icmp sgt i64 0, %mm4194
  %mm4196 = select i1 %c4195, i64 0, i64 %mm4194
  %pos4197 = mul i64 0, %dim
  %pos4198 = add i64 %pos4197, %mm4189
  %pos4199 = mul i64 %pos4198, %dim8
  %pos4200 = add i64 %pos4199, %mm4196
  %elp4201 = getelementptr inbounds float, ptr %buf, i64 %pos4200
  %el4202 = load float, ptr %elp4201, align 4, !alias.scope !0, !noalias !3
  store float %el4202, ptr %bright_29, align 4
  %v4203 = load i64, ptr %i, align 8
  %add4204 = add i64 %v4203, 2
  %sub4205 = sub i64 %dim, 1
  %c4206 = icmp slt i64 %add4204, %sub4205
  %mm4207 = select i1 %c4206, i64 %add4204, i64 %sub4205
  %c4208 = icmp sgt i64 0, %mm4207
  %mm4209 = select i1 %c4208, i64 0, i64 %mm4207
  %v4210 = load i64, ptr %j, align 8
  %add4211 = add i64 %v4210, 1
  %sub4212 = sub i64 %dim8, 1
  %c4213 = icmp slt i64 %add4211, %sub4212
  %mm4214 = select i1 %c4213, i64 %add4211, i64 %sub4212
  %c4215 = icmp sgt i64 0, %mm4214
  %mm4216 = select i1 %c4215, i64 0, i64 %mm4214
  %pos4217 = mul i64 0, %dim
  %pos4218 = add i64 %pos4217, %mm4209
  %pos4219 = mul i64 %pos4218, %dim8
  %pos4220 = add i64 %pos4219, %mm4216
  %elp4221 = getelementptr inbounds float, ptr %buf, i64 %pos4220
  %el4222 = load float, ptr %elp4221, align 4, !alias.scope !0, !noalias !3
  store float %el4222, ptr %bright_30, align 4
  %v4223 = load i64, ptr %i, align 8
  %add4224 = add i64 %v4223, 2
  %sub4225 = sub i64 %dim, 1
  %c4226 = icmp slt i64 %add4224, %sub4225
  %mm4227 = select i1 %c4226, i64 %add4224, i64 %sub4225
  %c4228 = icmp sgt i64 0, %mm4227
  %mm4229 = select i1 %c4228, i64 0, i64 %mm4227
  %v4230 = load i64, ptr %j, align 8
  %add4231 = add i64 %v4230, 2
  %sub4232 = sub i64 %dim8, 1
  %c4233 = icmp slt i64 %add4231, %sub4232
  %mm4234 = select i1 %c4233, i64 %add4231, i64 %sub4232
  %c4235 = icmp sgt i64 0, %mm4234
  %mm4236 = select i1 %c4235, i64 0, i64 %mm4234
  %pos4237 = mul i64 0, %dim
  %pos4238 = add i64 %pos4237, %mm4229
  %pos4239 = mul i64 %pos4238, %dim8
  %pos4240 = add i64 %pos4239, %mm4236
  %elp4241 = getelementptr inbounds float, ptr %buf, i64 %pos4240
  %el4242 = load float, ptr %elp4241, align 4, !alias.scope !0, !noalias !3
  store float %el4242, ptr %bright_31, align 4
  %v4243 = load float, ptr %bright_7, align 4
  %v4244 = load float, ptr %bright_8, align 4
  %fm4245 = fmul float 4.000000e+00, %v4244
  %fa4246 = fadd float %v4243, %fm4245
  %v4247 = load float, ptr %bright_9, align 4
  %fm4248 = fmul float 6.000000e+00, %v4247
  %fa4249 = fadd float %fa4246, %fm4248
  %v4250 = load float, ptr %bright_10, align 4
  %fm4251 = fmul float 4.000000e+00, %v4250
  %fa4252 = fadd float %fa4249, %fm4251
  %v4253 = load float, ptr %bright_11, align 4
  %fa4254 = fadd float %fa4252, %v4253
  %v4255 = load float, ptr %bright_12, align 4
  %v4256 = load float, ptr %bright_13, align 4
  %fm4257 = fmul float 4.000000e+00, %v4256
  %fa4258 = fadd float %v4255, %fm4257
  %v4259 = load float, ptr %bright_14, align 4
  %fm4260 = fmul float 6.000000e+00, %v4259
  %fa4261 = fadd float %fa4258, %fm4260
  %v4262 = load float, ptr %bright_15, align 4
  %fm4263 = fmul float 4.000000e+00, %v4262
  %fa4264 = fadd float %fa4261, %fm4263
  %v4265 = load float, ptr %bright_16, align 4
  %fa4266 = fadd float %fa4264, %v4265
  %fm4267 = fmul float 4.000000e+00, %fa4266
  %fa4268 = fadd float %fa4254, %fm4267
  %v4269 = load float, ptr %bright_17, align 4
  %v4270 = load float, ptr %bright_18, align 4
  %fm4271 = fmul float 4.000000e+00, %v4270
  %fa4272 = fadd float %v4269, %fm4271
  %v4273 = load float, ptr %bright_19, align 4
  %fm4274 = fmul float 6.000000e+00, %v4273
  %fa4275 = fadd float %fa4272, %fm4274
  %v4276 = load float, ptr %bright_20, align 4
  %fm4277 = fmul float 4.000000e+00, %v4276
  %fa4278 = fadd float %fa4275, %fm4277
  %v4279 = load float, ptr %bright_21, align 4
  %fa4280 = fadd float %fa4278, %v4279
  %fm4281 = fmul float 6.000000e+00, %fa4280
  %fa4282 = fadd float %fa4268, %fm4281
  %v4283 = load float, ptr %bright_22, align 4
  %v4284 = load float, ptr %bright_23, align 4
  %fm4285 = fmul float 4.000000e+00, %v4284
  %fa4286 = fadd float %v4283, %fm4285
  %v4287 = load float, ptr %bright_24, align 4
  %fm4288 = fmul float 6.000000e+00, %v4287
  %fa4289 = fadd float %fa4286, %fm4288
  %v4290 = load float, ptr %bright_25, align 4
  %fm4291 = fmul float 4.000000e+00, %v4290
  %fa4292 = fadd float %fa4289, %fm4291
  %v4293 = load float, ptr %bright_26, align 4
  %fa4294 = fadd float %fa4292, %v4293
  %fm4295 = fmul float 4.000000e+00, %fa4294
  %fa4296 = fadd float %fa4282, %fm4295
  %v4297 = load float, ptr %bright_27, align 4
  %v4298 = load float, ptr %bright_28, align 4
  %fm4299 = fmul float 4.000000e+00, %v4298
  %fa4300 = fadd float %v4297, %fm4299
  %v4301 = load float, ptr %bright_29, align 4
  %fm4302 = fmul float 6.000000e+00, %v4301
  %fa4303 = fadd float %fa4300, %fm4302
  %v4304 = load float, ptr %bright_30, align 4
  %fm4305 = fmul float 4.000000e+00, %v4304
  %fa4306 = fadd float %fa4303, %fm4305
  %v4307 = load float, ptr %bright_31, align 4
  %fa4308 = fadd float %fa4306, %v4307
  %fa4309 = fadd float %fa4296, %fa4308
  %fd4310 = fdiv float %fa4309, 2.560000e+02
  store float %fd4310, ptr %blurred_4, align 4
  %v4311 = load i64, ptr %i, align 8
  %v4312 = load i64, ptr %j, align 8
  %pos4313 = mul i64 0, %dim
  %pos4314 = add i64 %pos4313, %v4311
  %pos4315 = mul i64 %pos4314, %dim8
  %pos4316 = add i64 %pos4315, %v4312
  %v4317 = load float, ptr %blurred_4, align 4
  %elp4318 = getelementptr inbounds float, ptr %buf902, i64 %pos4316
  store float %v4317, ptr %elp4318, align 4, !alias.scope !3, !noalias !0
  %i4319 = load i64, ptr %j, align 8
  %next4320 = add i64 %i4319, 1
  store i64 %next4320, ptr %j, align 8
  br label %loop3738

exit3740:                                         ; preds = %loop3738
  br label %versions_done3737

loop4321:                                         ; preds = %ok5167, %checked3736
  %i4324 = load i64, ptr %j, align 8
  %more4325 = icmp slt i64 %i4324, %dim8
  br i1 %more4325, label %body4322, label %exit4323

body4322:                                         ; preds = %loop4321
  %v4326 = load i64, ptr %i, align 8
  %add4327 = add i64 %v4326, -2
  %sub4328 = sub i64 %dim, 1
  %c4329 = icmp slt i64 %add4327, %sub4328
  %mm4330 = select i1 %c4329, i64 %add4327, i64 %sub4328
  %c4331 = icmp sgt i64 0, %mm4330
  %mm4332 = select i1 %c4331, i64 0, i64 %mm4330
  %v4333 = load i64, ptr %j, align 8
  %add4334 = add i64 %v4333, -2
  %sub4335 = sub i64 %dim8, 1
  %c4336 = icmp slt i64 %add4334, %sub4335
  %mm4337 = select i1 %c4336, i64 %add4334, i64 %sub4335
  %c4338 = icmp sgt i64 0, %mm4337
  %mm4339 = select i1 %c4338, i64 0, i64 %mm4337
  %inb4340 = icmp ult i64 %mm4332, %dim
  br i1 %inb4340, label %ok4342, label %fail4341

exit4323:                                         ; preds = %loop4321
  br label %versions_done3737

fail4341:                                         ; preds = %body4322
  %errp4343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4343, align 8
  %errp4344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4344, align 8
  %errp4345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4332, ptr %errp4345, align 8
  %errp4346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4346, align 8
  ret i32 1

ok4342:                                           ; preds = %body4322
  %pos4347 = mul i64 0, %dim
  %pos4348 = add i64 %pos4347, %mm4332
  %inb4349 = icmp ult i64 %mm4339, %dim8
  br i1 %inb4349, label %ok4351, label %fail4350

fail4350:                                         ; preds = %ok4342
  %errp4352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4352, align 8
  %errp4353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4353, align 8
  %errp4354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4339, ptr %errp4354, align 8
  %errp4355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4355, align 8
  ret i32 1

ok4351:                                           ; preds = %ok4342
  %pos4356 = mul i64 %pos4348, %dim8
  %pos4357 = add i64 %pos4356, %mm4339
  %elp4358 = getelementptr inbounds float, ptr %buf, i64 %pos4357
  %el4359 = load float, ptr %elp4358, align 4, !alias.scope !0, !noalias !3
  store float %el4359, ptr %bright_7, align 4
  %v4360 = load i64, ptr %i, align 8
  %add4361 = add i64 %v4360, -2
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
  %inb4374 = icmp ult i64 %mm4366, %dim
  br i1 %inb4374, label %ok4376, label %fail4375

fail4375:                                         ; preds = %ok4351
  %errp4377 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4377, align 8
  %errp4378 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4378, align 8
  %errp4379 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4366, ptr %errp4379, align 8
  %errp4380 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4380, align 8
  ret i32 1

ok4376:                                           ; preds = %ok4351
  %pos4381 = mul i64 0, %dim
  %pos4382 = add i64 %pos4381, %mm4366
  %inb4383 = icmp ult i64 %mm4373, %dim8
  br i1 %inb4383, label %ok4385, label %fail4384

fail4384:                                         ; preds = %ok4376
  %errp4386 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4386, align 8
  %errp4387 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4387, align 8
  %errp4388 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4373, ptr %errp4388, align 8
  %errp4389 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4389, align 8
  ret i32 1

ok4385:                                           ; preds = %ok4376
  %pos4390 = mul i64 %pos4382, %dim8
  %pos4391 = add i64 %pos4390, %mm4373
  %elp4392 = getelementptr inbounds float, ptr %buf, i64 %pos4391
  %el4393 = load float, ptr %elp4392, align 4, !alias.scope !0, !noalias !3
  store float %el4393, ptr %bright_8, align 4
  %v4394 = load i64, ptr %i, align 8
  %add4395 = add i64 %v4394, -2
  %sub4396 = sub i64 %dim, 1
  %c4397 = icmp slt i64 %add4395, %sub4396
  %mm4398 = select i1 %c4397, i64 %add4395, i64 %sub4396
  %c4399 = icmp sgt i64 0, %mm4398
  %mm4400 = select i1 %c4399, i64 0, i64 %mm4398
  %v4401 = load i64, ptr %j, align 8
  %add4402 = add i64 %v4401, 0
  %sub4403 = sub i64 %dim8, 1
  %c4404 = icmp slt i64 %add4402, %sub4403
  %mm4405 = select i1 %c4404, i64 %add4402, i64 %sub4403
  %c4406 = icmp sgt i64 0, %mm4405
  %mm4407 = select i1 %c4406, i64 0, i64 %mm4405
  %inb4408 = icmp ult i64 %mm4400, %dim
  br i1 %inb4408, label %ok4410, label %fail4409

fail4409:                                         ; preds = %ok4385
  %errp4411 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4411, align 8
  %errp4412 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4412, align 8
  %errp4413 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4400, ptr %errp4413, align 8
  %errp4414 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4414, align 8
  ret i32 1

ok4410:                                           ; preds = %ok4385
  %pos4415 = mul i64 0, %dim
  %pos4416 = add i64 %pos4415, %mm4400
  %inb4417 = icmp ult i64 %mm4407, %dim8
  br i1 %inb4417, label %ok4419, label %fail4418

fail4418:                                         ; preds = %ok4410
  %errp4420 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4420, align 8
  %errp4421 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4421, align 8
  %errp4422 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4407, ptr %errp4422, align 8
  %errp4423 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4423, align 8
  ret i32 1

ok4419:                                           ; preds = %ok4410
  %pos4424 = mul i64 %pos4416, %dim8
  %pos4425 = add i64 %pos4424, %mm4407
  %elp4426 = getelementptr inbounds float, ptr %buf, i64 %pos4425
  %el4427 = load float, ptr %elp4426, align 4, !alias.scope !0, !noalias !3
  store float %el4427, ptr %bright_9, align 4
  %v4428 = load i64, ptr %i, align 8
  %add4429 = add i64 %v4428, -2
  %sub4430 = sub i64 %dim, 1
  %c4431 = icmp slt i64 %add4429, %sub4430
  %mm4432 = select i1 %c4431, i64 %add4429, i64 %sub4430
  %c4433 = icmp sgt i64 0, %mm4432
  %mm4434 = select i1 %c4433, i64 0, i64 %mm4432
  %v4435 = load i64, ptr %j, align 8
  %add4436 = add i64 %v4435, 1
  %sub4437 = sub i64 %dim8, 1
  %c4438 = icmp slt i64 %add4436, %sub4437
  %mm4439 = select i1 %c4438, i64 %add4436, i64 %sub4437
  %c4440 = icmp sgt i64 0, %mm4439
  %mm4441 = select i1 %c4440, i64 0, i64 %mm4439
  %inb4442 = icmp ult i64 %mm4434, %dim
  br i1 %inb4442, label %ok4444, label %fail4443

fail4443:                                         ; preds = %ok4419
  %errp4445 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4445, align 8
  %errp4446 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4446, align 8
  %errp4447 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4434, ptr %errp4447, align 8
  %errp4448 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4448, align 8
  ret i32 1

ok4444:                                           ; preds = %ok4419
  %pos4449 = mul i64 0, %dim
  %pos4450 = add i64 %pos4449, %mm4434
  %inb4451 = icmp ult i64 %mm4441, %dim8
  br i1 %inb4451, label %ok4453, label %fail4452

fail4452:                                         ; preds = %ok4444
  %errp4454 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4454, align 8
  %errp4455 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4455, align 8
  %errp4456 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4441, ptr %errp4456, align 8
  %errp4457 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4457, align 8
  ret i32 1

ok4453:                                           ; preds = %ok4444
  %pos4458 = mul i64 %pos4450, %dim8
  %pos4459 = add i64 %pos4458, %mm4441
  %elp4460 = getelementptr inbounds float, ptr %buf, i64 %pos4459
  %el4461 = load float, ptr %elp4460, align 4, !alias.scope !0, !noalias !3
  store float %el4461, ptr %bright_10, align 4
  %v4462 = load i64, ptr %i, align 8
  %add4463 = add i64 %v4462, -2
  %sub4464 = sub i64 %dim, 1
  %c4465 = icmp slt i64 %add4463, %sub4464
  %mm4466 = select i1 %c4465, i64 %add4463, i64 %sub4464
  %c4467 = icmp sgt i64 0, %mm4466
  %mm4468 = select i1 %c4467, i64 0, i64 %mm4466
  %v4469 = load i64, ptr %j, align 8
  %add4470 = add i64 %v4469, 2
  %sub4471 = sub i64 %dim8, 1
  %c4472 = icmp slt i64 %add4470, %sub4471
  %mm4473 = select i1 %c4472, i64 %add4470, i64 %sub4471
  %c4474 = icmp sgt i64 0, %mm4473
  %mm4475 = select i1 %c4474, i64 0, i64 %mm4473
  %inb4476 = icmp ult i64 %mm4468, %dim
  br i1 %inb4476, label %ok4478, label %fail4477

fail4477:                                         ; preds = %ok4453
  %errp4479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4479, align 8
  %errp4480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4480, align 8
  %errp4481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4468, ptr %errp4481, align 8
  %errp4482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4482, align 8
  ret i32 1

ok4478:                                           ; preds = %ok4453
  %pos4483 = mul i64 0, %dim
  %pos4484 = add i64 %pos4483, %mm4468
  %inb4485 = icmp ult i64 %mm4475, %dim8
  br i1 %inb4485, label %ok4487, label %fail4486

fail4486:                                         ; preds = %ok4478
  %errp4488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4488, align 8
  %errp4489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4489, align 8
  %errp4490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4475, ptr %errp4490, align 8
  %errp4491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4491, align 8
  ret i32 1

ok4487:                                           ; preds = %ok4478
  %pos4492 = mul i64 %pos4484, %dim8
  %pos4493 = add i64 %pos4492, %mm4475
  %elp4494 = getelementptr inbounds float, ptr %buf, i64 %pos4493
  %el4495 = load float, ptr %elp4494, align 4, !alias.scope !0, !noalias !3
  store float %el4495, ptr %bright_11, align 4
  %v4496 = load i64, ptr %i, align 8
  %add4497 = add i64 %v4496, -1
  %sub4498 = sub i64 %dim, 1
  %c4499 = icmp slt i64 %add4497, %sub4498
  %mm4500 = select i1 %c4499, i64 %add4497, i64 %sub4498
  %c4501 = icmp sgt i64 0, %mm4500
  %mm4502 = select i1 %c4501, i64 0, i64 %mm4500
  %v4503 = load i64, ptr %j, align 8
  %add4504 = add i64 %v4503, -2
  %sub4505 = sub i64 %dim8, 1
  %c4506 = icmp slt i64 %add4504, %sub4505
  %mm4507 = select i1 %c4506, i64 %add4504, i64 %sub4505
  %c4508 = icmp sgt i64 0, %mm4507
  %mm4509 = select i1 %c4508, i64 0, i64 %mm4507
  %inb4510 = icmp ult i64 %mm4502, %dim
  br i1 %inb4510, label %ok4512, label %fail4511

fail4511:                                         ; preds = %ok4487
  %errp4513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4513, align 8
  %errp4514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4514, align 8
  %errp4515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4502, ptr %errp4515, align 8
  %errp4516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4516, align 8
  ret i32 1

ok4512:                                           ; preds = %ok4487
  %pos4517 = mul i64 0, %dim
  %pos4518 = add i64 %pos4517, %mm4502
  %inb4519 = icmp ult i64 %mm4509, %dim8
  br i1 %inb4519, label %ok4521, label %fail4520

fail4520:                                         ; preds = %ok4512
  %errp4522 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4522, align 8
  %errp4523 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4523, align 8
  %errp4524 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4509, ptr %errp4524, align 8
  %errp4525 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4525, align 8
  ret i32 1

ok4521:                                           ; preds = %ok4512
  %pos4526 = mul i64 %pos4518, %dim8
  %pos4527 = add i64 %pos4526, %mm4509
  %elp4528 = getelementptr inbounds float, ptr %buf, i64 %pos4527
  %el4529 = load float, ptr %elp4528, align 4, !alias.scope !0, !noalias !3
  store float %el4529, ptr %bright_12, align 4
  %v4530 = load i64, ptr %i, align 8
  %add4531 = add i64 %v4530, -1
  %sub4532 = sub i64 %dim, 1
  %c4533 = icmp slt i64 %add4531, %sub4532
  %mm4534 = select i1 %c4533, i64 %add4531, i64 %sub4532
  %c4535 = icmp sgt i64 0, %mm4534
  %mm4536 = select i1 %c4535, i64 0, i64 %mm4534
  %v4537 = load i64, ptr %j, align 8
  %add4538 = add i64 %v4537, -1
  %sub4539 = sub i64 %dim8, 1
  %c4540 = icmp slt i64 %add4538, %sub4539
  %mm4541 = select i1 %c4540, i64 %add4538, i64 %sub4539
  %c4542 = icmp sgt i64 0, %mm4541
  %mm4543 = select i1 %c4542, i64 0, i64 %mm4541
  %inb4544 = icmp ult i64 %mm4536, %dim
  br i1 %inb4544, label %ok4546, label %fail4545

fail4545:                                         ; preds = %ok4521
  %errp4547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4547, align 8
  %errp4548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4548, align 8
  %errp4549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4536, ptr %errp4549, align 8
  %errp4550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4550, align 8
  ret i32 1

ok4546:                                           ; preds = %ok4521
  %pos4551 = mul i64 0, %dim
  %pos4552 = add i64 %pos4551, %mm4536
  %inb4553 = icmp ult i64 %mm4543, %dim8
  br i1 %inb4553, label %ok4555, label %fail4554

fail4554:                                         ; preds = %ok4546
  %errp4556 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4556, align 8
  %errp4557 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4557, align 8
  %errp4558 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4543, ptr %errp4558, align 8
  %errp4559 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4559, align 8
  ret i32 1

ok4555:                                           ; preds = %ok4546
  %pos4560 = mul i64 %pos4552, %dim8
  %pos4561 = add i64 %pos4560, %mm4543
  %elp4562 = getelementptr inbounds float, ptr %buf, i64 %pos4561
  %el4563 = load float, ptr %elp4562, align 4, !alias.scope !0, !noalias !3
  store float %el4563, ptr %bright_13, align 4
  %v4564 = load i64, ptr %i, align 8
  %add4565 = add i64 %v4564, -1
  %sub4566 = sub i64 %dim, 1
  %c4567 = icmp slt i64 %add4565, %sub4566
  %mm4568 = select i1 %c4567, i64 %add4565, i64 %sub4566
  %c4569 = icmp sgt i64 0, %mm4568
  %mm4570 = select i1 %c4569, i64 0, i64 %mm4568
  %v4571 = load i64, ptr %j, align 8
  %add4572 = add i64 %v4571, 0
  %sub4573 = sub i64 %dim8, 1
  %c4574 = icmp slt i64 %add4572, %sub4573
  %mm4575 = select i1 %c4574, i64 %add4572, i64 %sub4573
  %c4576 = icmp sgt i64 0, %mm4575
  %mm4577 = select i1 %c4576, i64 0, i64 %mm4575
  %inb4578 = icmp ult i64 %mm4570, %dim
  br i1 %inb4578, label %ok4580, label %fail4579

fail4579:                                         ; preds = %ok4555
  %errp4581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4581, align 8
  %errp4582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4582, align 8
  %errp4583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4570, ptr %errp4583, align 8
  %errp4584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4584, align 8
  ret i32 1

ok4580:                                           ; preds = %ok4555
  %pos4585 = mul i64 0, %dim
  %pos4586 = add i64 %pos4585, %mm4570
  %inb4587 = icmp ult i64 %mm4577, %dim8
  br i1 %inb4587, label %ok4589, label %fail4588

fail4588:                                         ; preds = %ok4580
  %errp4590 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4590, align 8
  %errp4591 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4591, align 8
  %errp4592 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4577, ptr %errp4592, align 8
  %errp4593 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4593, align 8
  ret i32 1

ok4589:                                           ; preds = %ok4580
  %pos4594 = mul i64 %pos4586, %dim8
  %pos4595 = add i64 %pos4594, %mm4577
  %elp4596 = getelementptr inbounds float, ptr %buf, i64 %pos4595
  %el4597 = load float, ptr %elp4596, align 4, !alias.scope !0, !noalias !3
  store float %el4597, ptr %bright_14, align 4
  %v4598 = load i64, ptr %i, align 8
  %add4599 = add i64 %v4598, -1
  %sub4600 = sub i64 %dim, 1
  %c4601 = icmp slt i64 %add4599, %sub4600
  %mm4602 = select i1 %c4601, i64 %add4599, i64 %sub4600
  %c4603 = icmp sgt i64 0, %mm4602
  %mm4604 = select i1 %c4603, i64 0, i64 %mm4602
  %v4605 = load i64, ptr %j, align 8
  %add4606 = add i64 %v4605, 1
  %sub4607 = sub i64 %dim8, 1
  %c4608 = icmp slt i64 %add4606, %sub4607
  %mm4609 = select i1 %c4608, i64 %add4606, i64 %sub4607
  %c4610 = icmp sgt i64 0, %mm4609
  %mm4611 = select i1 %c4610, i64 0, i64 %mm4609
  %inb4612 = icmp ult i64 %mm4604, %dim
  br i1 %inb4612, label %ok4614, label %fail4613

fail4613:                                         ; preds = %ok4589
  %errp4615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4615, align 8
  %errp4616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4616, align 8
  %errp4617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4604, ptr %errp4617, align 8
  %errp4618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4618, align 8
  ret i32 1

ok4614:                                           ; preds = %ok4589
  %pos4619 = mul i64 0, %dim
  %pos4620 = add i64 %pos4619, %mm4604
  %inb4621 = icmp ult i64 %mm4611, %dim8
  br i1 %inb4621, label %ok4623, label %fail4622

fail4622:                                         ; preds = %ok4614
  %errp4624 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4624, align 8
  %errp4625 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4625, align 8
  %errp4626 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4611, ptr %errp4626, align 8
  %errp4627 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4627, align 8
  ret i32 1

ok4623:                                           ; preds = %ok4614
  %pos4628 = mul i64 %pos4620, %dim8
  %pos4629 = add i64 %pos4628, %mm4611
  %elp4630 = getelementptr inbounds float, ptr %buf, i64 %pos4629
  %el4631 = load float, ptr %elp4630, align 4, !alias.scope !0, !noalias !3
  store float %el4631, ptr %bright_15, align 4
  %v4632 = load i64, ptr %i, align 8
  %add4633 = add i64 %v4632, -1
  %sub4634 = sub i64 %dim, 1
  %c4635 = icmp slt i64 %add4633, %sub4634
  %mm4636 = select i1 %c4635, i64 %add4633, i64 %sub4634
  %c4637 = icmp sgt i64 0, %mm4636
  %mm4638 = select i1 %c4637, i64 0, i64 %mm4636
  %v4639 = load i64, ptr %j, align 8
  %add4640 = add i64 %v4639, 2
  %sub4641 = sub i64 %dim8, 1
  %c4642 = icmp slt i64 %add4640, %sub4641
  %mm4643 = select i1 %c4642, i64 %add4640, i64 %sub4641
  %c4644 = icmp sgt i64 0, %mm4643
  %mm4645 = select i1 %c4644, i64 0, i64 %mm4643
  %inb4646 = icmp ult i64 %mm4638, %dim
  br i1 %inb4646, label %ok4648, label %fail4647

fail4647:                                         ; preds = %ok4623
  %errp4649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4649, align 8
  %errp4650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4650, align 8
  %errp4651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4638, ptr %errp4651, align 8
  %errp4652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4652, align 8
  ret i32 1

ok4648:                                           ; preds = %ok4623
  %pos4653 = mul i64 0, %dim
  %pos4654 = add i64 %pos4653, %mm4638
  %inb4655 = icmp ult i64 %mm4645, %dim8
  br i1 %inb4655, label %ok4657, label %fail4656

fail4656:                                         ; preds = %ok4648
  %errp4658 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4658, align 8
  %errp4659 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4659, align 8
  %errp4660 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4645, ptr %errp4660, align 8
  %errp4661 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4661, align 8
  ret i32 1

ok4657:                                           ; preds = %ok4648
  %pos4662 = mul i64 %pos4654, %dim8
  %pos4663 = add i64 %pos4662, %mm4645
  %elp4664 = getelementptr inbounds float, ptr %buf, i64 %pos4663
  %el4665 = load float, ptr %elp4664, align 4, !alias.scope !0, !noalias !3
  store float %el4665, ptr %bright_16, align 4
  %v4666 = load i64, ptr %i, align 8
  %add4667 = add i64 %v4666, 0
  %sub4668 = sub i64 %dim, 1
  %c4669 = icmp slt i64 %add4667, %sub4668
  %mm4670 = select i1 %c4669, i64 %add4667, i64 %sub4668
  %c4671 = icmp sgt i64 0, %mm4670
  %mm4672 = select i1 %c4671, i64 0, i64 %mm4670
  %v4673 = load i64, ptr %j, align 8
  %add4674 = add i64 %v4673, -2
  %sub4675 = sub i64 %dim8, 1
  %c4676 = icmp slt i64 %add4674, %sub4675
  %mm4677 = select i1 %c4676, i64 %add4674, i64 %sub4675
  %c4678 = icmp sgt i64 0, %mm4677
  %mm4679 = select i1 %c4678, i64 0, i64 %mm4677
  %inb4680 = icmp ult i64 %mm4672, %dim
  br i1 %inb4680, label %ok4682, label %fail4681

fail4681:                                         ; preds = %ok4657
  %errp4683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4683, align 8
  %errp4684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4684, align 8
  %errp4685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4672, ptr %errp4685, align 8
  %errp4686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4686, align 8
  ret i32 1

ok4682:                                           ; preds = %ok4657
  %pos4687 = mul i64 0, %dim
  %pos4688 = add i64 %pos4687, %mm4672
  %inb4689 = icmp ult i64 %mm4679, %dim8
  br i1 %inb4689, label %ok4691, label %fail4690

fail4690:                                         ; preds = %ok4682
  %errp4692 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4692, align 8
  %errp4693 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4693, align 8
  %errp4694 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4679, ptr %errp4694, align 8
  %errp4695 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4695, align 8
  ret i32 1

ok4691:                                           ; preds = %ok4682
  %pos4696 = mul i64 %pos4688, %dim8
  %pos4697 = add i64 %pos4696, %mm4679
  %elp4698 = getelementptr inbounds float, ptr %buf, i64 %pos4697
  %el4699 = load float, ptr %elp4698, align 4, !alias.scope !0, !noalias !3
  store float %el4699, ptr %bright_17, align 4
  %v4700 = load i64, ptr %i, align 8
  %add4701 = add i64 %v4700, 0
  %sub4702 = sub i64 %dim, 1
  %c4703 = icmp slt i64 %add4701, %sub4702
  %mm4704 = select i1 %c4703, i64 %add4701, i64 %sub4702
  %c4705 = icmp sgt i64 0, %mm4704
  %mm4706 = select i1 %c4705, i64 0, i64 %mm4704
  %v4707 = load i64, ptr %j, align 8
  %add4708 = add i64 %v4707, -1
  %sub4709 = sub i64 %dim8, 1
  %c4710 = icmp slt i64 %add4708, %sub4709
  %mm4711 = select i1 %c4710, i64 %add4708, i64 %sub4709
  %c4712 = icmp sgt i64 0, %mm4711
  %mm4713 = select i1 %c4712, i64 0, i64 %mm4711
  %inb4714 = icmp ult i64 %mm4706, %dim
  br i1 %inb4714, label %ok4716, label %fail4715

fail4715:                                         ; preds = %ok4691
  %errp4717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4717, align 8
  %errp4718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4718, align 8
  %errp4719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4706, ptr %errp4719, align 8
  %errp4720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4720, align 8
  ret i32 1

ok4716:                                           ; preds = %ok4691
  %pos4721 = mul i64 0, %dim
  %pos4722 = add i64 %pos4721, %mm4706
  %inb4723 = icmp ult i64 %mm4713, %dim8
  br i1 %inb4723, label %ok4725, label %fail4724

fail4724:                                         ; preds = %ok4716
  %errp4726 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4726, align 8
  %errp4727 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4727, align 8
  %errp4728 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4713, ptr %errp4728, align 8
  %errp4729 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4729, align 8
  ret i32 1

ok4725:                                           ; preds = %ok4716
  %pos4730 = mul i64 %pos4722, %dim8
  %pos4731 = add i64 %pos4730, %mm4713
  %elp4732 = getelementptr inbounds float, ptr %buf, i64 %pos4731
  %el4733 = load float, ptr %elp4732, align 4, !alias.scope !0, !noalias !3
  store float %el4733, ptr %bright_18, align 4
  %v4734 = load i64, ptr %i, align 8
  %add4735 = add i64 %v4734, 0
  %sub4736 = sub i64 %dim, 1
  %c4737 = icmp slt i64 %add4735, %sub4736
  %mm4738 = select i1 %c4737, i64 %add4735, i64 %sub4736
  %c4739 = icmp sgt i64 0, %mm4738
  %mm4740 = select i1 %c4739, i64 0, i64 %mm4738
  %v4741 = load i64, ptr %j, align 8
  %add4742 = add i64 %v4741, 0
  %sub4743 = sub i64 %dim8, 1
  %c4744 = icmp slt i64 %add4742, %sub4743
  %mm4745 = select i1 %c4744, i64 %add4742, i64 %sub4743
  %c4746 = icmp sgt i64 0, %mm4745
  %mm4747 = select i1 %c4746, i64 0, i64 %mm4745
  %inb4748 = icmp ult i64 %mm4740, %dim
  br i1 %inb4748, label %ok4750, label %fail4749

fail4749:                                         ; preds = %ok4725
  %errp4751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4751, align 8
  %errp4752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4752, align 8
  %errp4753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4740, ptr %errp4753, align 8
  %errp4754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4754, align 8
  ret i32 1

ok4750:                                           ; preds = %ok4725
  %pos4755 = mul i64 0, %dim
  %pos4756 = add i64 %pos4755, %mm4740
  %inb4757 = icmp ult i64 %mm4747, %dim8
  br i1 %inb4757, label %ok4759, label %fail4758

fail4758:                                         ; preds = %ok4750
  %errp4760 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4760, align 8
  %errp4761 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4761, align 8
  %errp4762 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4747, ptr %errp4762, align 8
  %errp4763 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4763, align 8
  ret i32 1

ok4759:                                           ; preds = %ok4750
  %pos4764 = mul i64 %pos4756, %dim8
  %pos4765 = add i64 %pos4764, %mm4747
  %elp4766 = getelementptr inbounds float, ptr %buf, i64 %pos4765
  %el4767 = load float, ptr %elp4766, align 4, !alias.scope !0, !noalias !3
  store float %el4767, ptr %bright_19, align 4
  %v4768 = load i64, ptr %i, align 8
  %add4769 = add i64 %v4768, 0
  %sub4770 = sub i64 %dim, 1
  %c4771 = icmp slt i64 %add4769, %sub4770
  %mm4772 = select i1 %c4771, i64 %add4769, i64 %sub4770
  %c4773 = icmp sgt i64 0, %mm4772
  %mm4774 = select i1 %c4773, i64 0, i64 %mm4772
  %v4775 = load i64, ptr %j, align 8
  %add4776 = add i64 %v4775, 1
  %sub4777 = sub i64 %dim8, 1
  %c4778 = icmp slt i64 %add4776, %sub4777
  %mm4779 = select i1 %c4778, i64 %add4776, i64 %sub4777
  %c4780 = icmp sgt i64 0, %mm4779
  %mm4781 = select i1 %c4780, i64 0, i64 %mm4779
  %inb4782 = icmp ult i64 %mm4774, %dim
  br i1 %inb4782, label %ok4784, label %fail4783

fail4783:                                         ; preds = %ok4759
  %errp4785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4785, align 8
  %errp4786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4786, align 8
  %errp4787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4774, ptr %errp4787, align 8
  %errp4788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4788, align 8
  ret i32 1

ok4784:                                           ; preds = %ok4759
  %pos4789 = mul i64 0, %dim
  %pos4790 = add i64 %pos4789, %mm4774
  %inb4791 = icmp ult i64 %mm4781, %dim8
  br i1 %inb4791, label %ok4793, label %fail4792

fail4792:                                         ; preds = %ok4784
  %errp4794 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4794, align 8
  %errp4795 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4795, align 8
  %errp4796 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4781, ptr %errp4796, align 8
  %errp4797 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4797, align 8
  ret i32 1

ok4793:                                           ; preds = %ok4784
  %pos4798 = mul i64 %pos4790, %dim8
  %pos4799 = add i64 %pos4798, %mm4781
  %elp4800 = getelementptr inbounds float, ptr %buf, i64 %pos4799
  %el4801 = load float, ptr %elp4800, align 4, !alias.scope !0, !noalias !3
  store float %el4801, ptr %bright_20, align 4
  %v4802 = load i64, ptr %i, align 8
  %add4803 = add i64 %v4802, 0
  %sub4804 = sub i64 %dim, 1
  %c4805 = icmp slt i64 %add4803, %sub4804
  %mm4806 = select i1 %c4805, i64 %add4803, i64 %sub4804
  %c4807 = icmp sgt i64 0, %mm4806
  %mm4808 = select i1 %c4807, i64 0, i64 %mm4806
  %v4809 = load i64, ptr %j, align 8
  %add4810 = add i64 %v4809, 2
  %sub4811 = sub i64 %dim8, 1
  %c4812 = icmp slt i64 %add4810, %sub4811
  %mm4813 = select i1 %c4812, i64 %add4810, i64 %sub4811
  %c4814 = icmp sgt i64 0, %mm4813
  %mm4815 = select i1 %c4814, i64 0, i64 %mm4813
  %inb4816 = icmp ult i64 %mm4808, %dim
  br i1 %inb4816, label %ok4818, label %fail4817

fail4817:                                         ; preds = %ok4793
  %errp4819 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4819, align 8
  %errp4820 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4820, align 8
  %errp4821 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4808, ptr %errp4821, align 8
  %errp4822 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4822, align 8
  ret i32 1

ok4818:                                           ; preds = %ok4793
  %pos4823 = mul i64 0, %dim
  %pos4824 = add i64 %pos4823, %mm4808
  %inb4825 = icmp ult i64 %mm4815, %dim8
  br i1 %inb4825, label %ok4827, label %fail4826

fail4826:                                         ; preds = %ok4818
  %errp4828 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4828, align 8
  %errp4829 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4829, align 8
  %errp4830 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4815, ptr %errp4830, align 8
  %errp4831 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4831, align 8
  ret i32 1

ok4827:                                           ; preds = %ok4818
  %pos4832 = mul i64 %pos4824, %dim8
  %pos4833 = add i64 %pos4832, %mm4815
  %elp4834 = getelementptr inbounds float, ptr %buf, i64 %pos4833
  %el4835 = load float, ptr %elp4834, align 4, !alias.scope !0, !noalias !3
  store float %el4835, ptr %bright_21, align 4
  %v4836 = load i64, ptr %i, align 8
  %add4837 = add i64 %v4836, 1
  %sub4838 = sub i64 %dim, 1
  %c4839 = icmp slt i64 %add4837, %sub4838
  %mm4840 = select i1 %c4839, i64 %add4837, i64 %sub4838
  %c4841 = icmp sgt i64 0, %mm4840
  %mm4842 = select i1 %c4841, i64 0, i64 %mm4840
  %v4843 = load i64, ptr %j, align 8
  %add4844 = add i64 %v4843, -2
  %sub4845 = sub i64 %dim8, 1
  %c4846 = icmp slt i64 %add4844, %sub4845
  %mm4847 = select i1 %c4846, i64 %add4844, i64 %sub4845
  %c4848 = icmp sgt i64 0, %mm4847
  %mm4849 = select i1 %c4848, i64 0, i64 %mm4847
  %inb4850 = icmp ult i64 %mm4842, %dim
  br i1 %inb4850, label %ok4852, label %fail4851

fail4851:                                         ; preds = %ok4827
  %errp4853 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4853, align 8
  %errp4854 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4854, align 8
  %errp4855 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4842, ptr %errp4855, align 8
  %errp4856 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4856, align 8
  ret i32 1

ok4852:                                           ; preds = %ok4827
  %pos4857 = mul i64 0, %dim
  %pos4858 = add i64 %pos4857, %mm4842
  %inb4859 = icmp ult i64 %mm4849, %dim8
  br i1 %inb4859, label %ok4861, label %fail4860

fail4860:                                         ; preds = %ok4852
  %errp4862 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4862, align 8
  %errp4863 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4863, align 8
  %errp4864 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4849, ptr %errp4864, align 8
  %errp4865 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4865, align 8
  ret i32 1

ok4861:                                           ; preds = %ok4852
  %pos4866 = mul i64 %pos4858, %dim8
  %pos4867 = add i64 %pos4866, %mm4849
  %elp4868 = getelementptr inbounds float, ptr %buf, i64 %pos4867
  %el4869 = load float, ptr %elp4868, align 4, !alias.scope !0, !noalias !3
  store float %el4869, ptr %bright_22, align 4
  %v4870 = load i64, ptr %i, align 8
  %add4871 = add i64 %v4870, 1
  %sub4872 = sub i64 %dim, 1
  %c4873 = icmp slt i64 %add4871, %sub4872
  %mm4874 = select i1 %c4873, i64 %add4871, i64 %sub4872
  %c4875 = icmp sgt i64 0, %mm4874
  %mm4876 = select i1 %c4875, i64 0, i64 %mm4874
  %v4877 = load i64, ptr %j, align 8
  %add4878 = add i64 %v4877, -1
  %sub4879 = sub i64 %dim8, 1
  %c4880 = icmp slt i64 %add4878, %sub4879
  %mm4881 = select i1 %c4880, i64 %add4878, i64 %sub4879
  %c4882 = icmp sgt i64 0, %mm4881
  %mm4883 = select i1 %c4882, i64 0, i64 %mm4881
  %inb4884 = icmp ult i64 %mm4876, %dim
  br i1 %inb4884, label %ok4886, label %fail4885

fail4885:                                         ; preds = %ok4861
  %errp4887 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4887, align 8
  %errp4888 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4888, align 8
  %errp4889 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4876, ptr %errp4889, align 8
  %errp4890 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4890, align 8
  ret i32 1

ok4886:                                           ; preds = %ok4861
  %pos4891 = mul i64 0, %dim
  %pos4892 = add i64 %pos4891, %mm4876
  %inb4893 = icmp ult i64 %mm4883, %dim8
  br i1 %inb4893, label %ok4895, label %fail4894

fail4894:                                         ; preds = %ok4886
  %errp4896 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4896, align 8
  %errp4897 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4897, align 8
  %errp4898 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4883, ptr %errp4898, align 8
  %errp4899 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4899, align 8
  ret i32 1

ok4895:                                           ; preds = %ok4886
  %pos4900 = mul i64 %pos4892, %dim8
  %pos4901 = add i64 %pos4900, %mm4883
  %elp4902 = getelementptr inbounds float, ptr %buf, i64 %pos4901
  %el4903 = load float, ptr %elp4902, align 4, !alias.scope !0, !noalias !3
  store float %el4903, ptr %bright_23, align 4
  %v4904 = load i64, ptr %i, align 8
  %add4905 = add i64 %v4904, 1
  %sub4906 = sub i64 %dim, 1
  %c4907 = icmp slt i64 %add4905, %sub4906
  %mm4908 = select i1 %c4907, i64 %add4905, i64 %sub4906
  %c4909 = icmp sgt i64 0, %mm4908
  %mm4910 = select i1 %c4909, i64 0, i64 %mm4908
  %v4911 = load i64, ptr %j, align 8
  %add4912 = add i64 %v4911, 0
  %sub4913 = sub i64 %dim8, 1
  %c4914 = icmp slt i64 %add4912, %sub4913
  %mm4915 = select i1 %c4914, i64 %add4912, i64 %sub4913
  %c4916 = icmp sgt i64 0, %mm4915
  %mm4917 = select i1 %c4916, i64 0, i64 %mm4915
  %inb4918 = icmp ult i64 %mm4910, %dim
  br i1 %inb4918, label %ok4920, label %fail4919

fail4919:                                         ; preds = %ok4895
  %errp4921 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4921, align 8
  %errp4922 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4922, align 8
  %errp4923 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4910, ptr %errp4923, align 8
  %errp4924 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4924, align 8
  ret i32 1

ok4920:                                           ; preds = %ok4895
  %pos4925 = mul i64 0, %dim
  %pos4926 = add i64 %pos4925, %mm4910
  %inb4927 = icmp ult i64 %mm4917, %dim8
  br i1 %inb4927, label %ok4929, label %fail4928

fail4928:                                         ; preds = %ok4920
  %errp4930 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4930, align 8
  %errp4931 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4931, align 8
  %errp4932 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4917, ptr %errp4932, align 8
  %errp4933 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4933, align 8
  ret i32 1

ok4929:                                           ; preds = %ok4920
  %pos4934 = mul i64 %pos4926, %dim8
  %pos4935 = add i64 %pos4934, %mm4917
  %elp4936 = getelementptr inbounds float, ptr %buf, i64 %pos4935
  %el4937 = load float, ptr %elp4936, align 4, !alias.scope !0, !noalias !3
  store float %el4937, ptr %bright_24, align 4
  %v4938 = load i64, ptr %i, align 8
  %add4939 = add i64 %v4938, 1
  %sub4940 = sub i64 %dim, 1
  %c4941 = icmp slt i64 %add4939, %sub4940
  %mm4942 = select i1 %c4941, i64 %add4939, i64 %sub4940
  %c4943 = icmp sgt i64 0, %mm4942
  %mm4944 = select i1 %c4943, i64 0, i64 %mm4942
  %v4945 = load i64, ptr %j, align 8
  %add4946 = add i64 %v4945, 1
  %sub4947 = sub i64 %dim8, 1
  %c4948 = icmp slt i64 %add4946, %sub4947
  %mm4949 = select i1 %c4948, i64 %add4946, i64 %sub4947
  %c4950 = icmp sgt i64 0, %mm4949
  %mm4951 = select i1 %c4950, i64 0, i64 %mm4949
  %inb4952 = icmp ult i64 %mm4944, %dim
  br i1 %inb4952, label %ok4954, label %fail4953

fail4953:                                         ; preds = %ok4929
  %errp4955 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4955, align 8
  %errp4956 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4956, align 8
  %errp4957 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4944, ptr %errp4957, align 8
  %errp4958 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4958, align 8
  ret i32 1

ok4954:                                           ; preds = %ok4929
  %pos4959 = mul i64 0, %dim
  %pos4960 = add i64 %pos4959, %mm4944
  %inb4961 = icmp ult i64 %mm4951, %dim8
  br i1 %inb4961, label %ok4963, label %fail4962

fail4962:                                         ; preds = %ok4954
  %errp4964 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4964, align 8
  %errp4965 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4965, align 8
  %errp4966 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4951, ptr %errp4966, align 8
  %errp4967 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4967, align 8
  ret i32 1

ok4963:                                           ; preds = %ok4954
  %pos4968 = mul i64 %pos4960, %dim8
  %pos4969 = add i64 %pos4968, %mm4951
  %elp4970 = getelementptr inbounds float, ptr %buf, i64 %pos4969
  %el4971 = load float, ptr %elp4970, align 4, !alias.scope !0, !noalias !3
  store float %el4971, ptr %bright_25, align 4
  %v4972 = load i64, ptr %i, align 8
  %add4973 = add i64 %v4972, 1
  %sub4974 = sub i64 %dim, 1
  %c4975 = icmp slt i64 %add4973, %sub4974
  %mm4976 = select i1 %c4975, i64 %add4973, i64 %sub4974
  %c4977 = icmp sgt i64 0, %mm4976
  %mm4978 = select i1 %c4977, i64 0, i64 %mm4976
  %v4979 = load i64, ptr %j, align 8
  %add4980 = add i64 %v4979, 2
  %sub4981 = sub i64 %dim8, 1
  %c4982 = icmp slt i64 %add4980, %sub4981
  %mm4983 = select i1 %c4982, i64 %add4980, i64 %sub4981
  %c4984 = icmp sgt i64 0, %mm4983
  %mm4985 = select i1 %c4984, i64 0, i64 %mm4983
  %inb4986 = icmp ult i64 %mm4978, %dim
  br i1 %inb4986, label %ok4988, label %fail4987

fail4987:                                         ; preds = %ok4963
  %errp4989 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4989, align 8
  %errp4990 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4990, align 8
  %errp4991 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4978, ptr %errp4991, align 8
  %errp4992 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4992, align 8
  ret i32 1

ok4988:                                           ; preds = %ok4963
  %pos4993 = mul i64 0, %dim
  %pos4994 = add i64 %pos4993, %mm4978
  %inb4995 = icmp ult i64 %mm4985, %dim8
  br i1 %inb4995, label %ok4997, label %fail4996

fail4996:                                         ; preds = %ok4988
  %errp4998 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4998, align 8
  %errp4999 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4999, align 8
  %errp5000 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm4985, ptr %errp5000, align 8
  %errp5001 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5001, align 8
  ret i32 1

ok4997:                                           ; preds = %ok4988
  %pos5002 = mul i64 %pos4994, %dim8
  %pos5003 = add i64 %pos5002, %mm4985
  %elp5004 = getelementptr inbounds float, ptr %buf, i64 %pos5003
  %el5005 = load float, ptr %elp5004, align 4, !alias.scope !0, !noalias !3
  store float %el5005, ptr %bright_26, align 4
  %v5006 = load i64, ptr %i, align 8
  %add5007 = add i64 %v5006, 2
  %sub5008 = sub i64 %dim, 1
  %c5009 = icmp slt i64 %add5007, %sub5008
  %mm5010 = select i1 %c5009, i64 %add5007, i64 %sub5008
  %c5011 = icmp sgt i64 0, %mm5010
  %mm5012 = select i1 %c5011, i64 0, i64 %mm5010
  %v5013 = load i64, ptr %j, align 8
  %add5014 = add i64 %v5013, -2
  %sub5015 = sub i64 %dim8, 1
  %c5016 = icmp slt i64 %add5014, %sub5015
  %mm5017 = select i1 %c5016, i64 %add5014, i64 %sub5015
  %c5018 = icmp sgt i64 0, %mm5017
  %mm5019 = select i1 %c5018, i64 0, i64 %mm5017
  %inb5020 = icmp ult i64 %mm5012, %dim
  br i1 %inb5020, label %ok5022, label %fail5021

fail5021:                                         ; preds = %ok4997
  %errp5023 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5023, align 8
  %errp5024 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5024, align 8
  %errp5025 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5012, ptr %errp5025, align 8
  %errp5026 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5026, align 8
  ret i32 1

ok5022:                                           ; preds = %ok4997
  %pos5027 = mul i64 0, %dim
  %pos5028 = add i64 %pos5027, %mm5012
  %inb5029 = icmp ult i64 %mm5019, %dim8
  br i1 %inb5029, label %ok5031, label %fail5030

fail5030:                                         ; preds = %ok5022
  %errp5032 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5032, align 8
  %errp5033 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5033, align 8
  %errp5034 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5019, ptr %errp5034, align 8
  %errp5035 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5035, align 8
  ret i32 1

ok5031:                                           ; preds = %ok5022
  %pos5036 = mul i64 %pos5028, %dim8
  %pos5037 = add i64 %pos5036, %mm5019
  %elp5038 = getelementptr inbounds float, ptr %buf, i64 %pos5037
  %el5039 = load float, ptr %elp5038, align 4, !alias.scope !0, !noalias !3
  store float %el5039, ptr %bright_27, align 4
  %v5040 = load i64, ptr %i, align 8
  %add5041 = add i64 %v5040, 2
  %sub5042 = sub i64 %dim, 1
  %c5043 = icmp slt i64 %add5041, %sub5042
  %mm5044 = select i1 %c5043, i64 %add5041, i64 %sub5042
  %c5045 = icmp sgt i64 0, %mm5044
  %mm5046 = select i1 %c5045, i64 0, i64 %mm5044
  %v5047 = load i64, ptr %j, align 8
  %add5048 = add i64 %v5047, -1
  %sub5049 = sub i64 %dim8, 1
  %c5050 = icmp slt i64 %add5048, %sub5049
  %mm5051 = select i1 %c5050, i64 %add5048, i64 %sub5049
  %c5052 = icmp sgt i64 0, %mm5051
  %mm5053 = select i1 %c5052, i64 0, i64 %mm5051
  %inb5054 = icmp ult i64 %mm5046, %dim
  br i1 %inb5054, label %ok5056, label %fail5055

fail5055:                                         ; preds = %ok5031
  %errp5057 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5057, align 8
  %errp5058 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5058, align 8
  %errp5059 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5046, ptr %errp5059, align 8
  %errp5060 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5060, align 8
  ret i32 1

ok5056:                                           ; preds = %ok5031
  %pos5061 = mul i64 0, %dim
  %pos5062 = add i64 %pos5061, %mm5046
  %inb5063 = icmp ult i64 %mm5053, %dim8
  br i1 %inb5063, label %ok5065, label %fail5064

fail5064:                                         ; preds = %ok5056
  %errp5066 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5066, align 8
  %errp5067 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5067, align 8
  %errp5068 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5053, ptr %errp5068, align 8
  %errp5069 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5069, align 8
  ret i32 1

ok5065:                                           ; preds = %ok5056
  %pos5070 = mul i64 %pos5062, %dim8
  %pos5071 = add i64 %pos5070, %mm5053
  %elp5072 = getelementptr inbounds float, ptr %buf, i64 %pos5071
  %el5073 = load float, ptr %elp5072, align 4, !alias.scope !0, !noalias !3
  store float %el5073, ptr %bright_28, align 4
  %v5074 = load i64, ptr %i, align 8
  %add5075 = add i64 %v5074, 2
  %sub5076 = sub i64 %dim, 1
  %c5077 = icmp slt i64 %add5075, %sub5076
  %mm5078 = select i1 %c5077, i64 %add5075, i64 %sub5076
  %c5079 = icmp sgt i64 0, %mm5078
  %mm5080 = select i1 %c5079, i64 0, i64 %mm5078
  %v5081 = load i64, ptr %j, align 8
  %add5082 = add i64 %v5081, 0
  %sub5083 = sub i64 %dim8, 1
  %c5084 = icmp slt i64 %add5082, %sub5083
  %mm5085 = select i1 %c5084, i64 %add5082, i64 %sub5083
  %c5086 = icmp sgt i64 0, %mm5085
  %mm5087 = select i1 %c5086, i64 0, i64 %mm5085
  %inb5088 = icmp ult i64 %mm5080, %dim
  br i1 %inb5088, label %ok5090, label %fail5089

fail5089:                                         ; preds = %ok5065
  %errp5091 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5091, align 8
  %errp5092 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5092, align 8
  %errp5093 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5080, ptr %errp5093, align 8
  %errp5094 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5094, align 8
  ret i32 1

ok5090:                                           ; preds = %ok5065
  %pos5095 = mul i64 0, %dim
  %pos5096 = add i64 %pos5095, %mm5080
  %inb5097 = icmp ult i64 %mm5087, %dim8
  br i1 %inb5097, label %ok5099, label %fail5098

fail5098:                                         ; preds = %ok5090
  %errp5100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5100, align 8
  %errp5101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5101, align 8
  %errp5102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5087, ptr %errp5102, align 8
  %errp5103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5103, align 8
  ret i32 1

ok5099:                                           ; preds = %ok5090
  %pos5104 = mul i64 %pos5096, %dim8
  %pos5105 = add i64 %pos5104, %mm5087
  %elp5106 = getelementptr inbounds float, ptr %buf, i64 %pos5105
  %el5107 = load float, ptr %elp5106, align 4, !alias.scope !0, !noalias !3
  store float %el5107, ptr %bright_29, align 4
  %v5108 = load i64, ptr %i, align 8
  %add5109 = add i64 %v5108, 2
  %sub5110 = sub i64 %dim, 1
  %c5111 = icmp slt i64 %add5109, %sub5110
  %mm5112 = select i1 %c5111, i64 %add5109, i64 %sub5110
  %c5113 = icmp sgt i64 0, %mm5112
  %mm5114 = select i1 %c5113, i64 0, i64 %mm5112
  %v5115 = load i64, ptr %j, align 8
  %add5116 = add i64 %v5115, 1
  %sub5117 = sub i64 %dim8, 1
  %c5118 = icmp slt i64 %add5116, %sub5117
  %mm5119 = select i1 %c5118, i64 %add5116, i64 %sub5117
  %c5120 = icmp sgt i64 0, %mm5119
  %mm5121 = select i1 %c5120, i64 0, i64 %mm5119
  %inb5122 = icmp ult i64 %mm5114, %dim
  br i1 %inb5122, label %ok5124, label %fail5123

fail5123:                                         ; preds = %ok5099
  %errp5125 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5125, align 8
  %errp5126 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5126, align 8
  %errp5127 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5114, ptr %errp5127, align 8
  %errp5128 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5128, align 8
  ret i32 1

ok5124:                                           ; preds = %ok5099
  %pos5129 = mul i64 0, %dim
  %pos5130 = add i64 %pos5129, %mm5114
  %inb5131 = icmp ult i64 %mm5121, %dim8
  br i1 %inb5131, label %ok5133, label %fail5132

fail5132:                                         ; preds = %ok5124
  %errp5134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5134, align 8
  %errp5135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5135, align 8
  %errp5136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5121, ptr %errp5136, align 8
  %errp5137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5137, align 8
  ret i32 1

ok5133:                                           ; preds = %ok5124
  %pos5138 = mul i64 %pos5130, %dim8
  %pos5139 = add i64 %pos5138, %mm5121
  %elp5140 = getelementptr inbounds float, ptr %buf, i64 %pos5139
  %el5141 = load float, ptr %elp5140, align 4, !alias.scope !0, !noalias !3
  store float %el5141, ptr %bright_30, align 4
  %v5142 = load i64, ptr %i, align 8
  %add5143 = add i64 %v5142, 2
  %sub5144 = sub i64 %dim, 1
  %c5145 = icmp slt i64 %add5143, %sub5144
  %mm5146 = select i1 %c5145, i64 %add5143, i64 %sub5144
  %c5147 = icmp sgt i64 0, %mm5146
  %mm5148 = select i1 %c5147, i64 0, i64 %mm5146
  %v5149 = load i64, ptr %j, align 8
  %add5150 = add i64 %v5149, 2
  %sub5151 = sub i64 %dim8, 1
  %c5152 = icmp slt i64 %add5150, %sub5151
  %mm5153 = select i1 %c5152, i64 %add5150, i64 %sub5151
  %c5154 = icmp sgt i64 0, %mm5153
  %mm5155 = select i1 %c5154, i64 0, i64 %mm5153
  %inb5156 = icmp ult i64 %mm5148, %dim
  br i1 %inb5156, label %ok5158, label %fail5157

fail5157:                                         ; preds = %ok5133
  %errp5159 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5159, align 8
  %errp5160 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5160, align 8
  %errp5161 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5148, ptr %errp5161, align 8
  %errp5162 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp5162, align 8
  ret i32 1

ok5158:                                           ; preds = %ok5133
  %pos5163 = mul i64 0, %dim
  %pos5164 = add i64 %pos5163, %mm5148
  %inb5165 = icmp ult i64 %mm5155, %dim8
  br i1 %inb5165, label %ok5167, label %fail5166

fail5166:                                         ; preds = %ok5158
  %errp5168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp5168, align 8
  %errp5169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp5169, align 8
  %errp5170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm5155, ptr %errp5170, align 8
  %errp5171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp5171, align 8
  ret i32 1

ok5167:                                           ; preds = %ok5158
  %pos5172 = mul i64 %pos5164, %dim8
  %pos5173 = add i64 %pos5172, %mm5155
  %elp5174 = getelementptr inbounds float, ptr %buf, i64 %pos5173
  %el5175 = load float, ptr %elp5174, align 4, !alias.scope !0, !noalias !3
  store float %el5175, ptr %bright_31, align 4
  %v5176 = load float, ptr %bright_7, align 4
  %v5177 = load float, ptr %bright_8, align 4
  %fm5178 = fmul float 4.000000e+00, %v5177
  %fa5179 = fadd float %v5176, %fm5178
  %v5180 = load float, ptr %bright_9, align 4
  %fm5181 = fmul float 6.000000e+00, %v5180
  %fa5182 = fadd float %fa5179, %fm5181
  %v5183 = load float, ptr %bright_10, align 4
  %fm5184 = fmul float 4.000000e+00, %v5183
  %fa5185 = fadd float %fa5182, %fm5184
  %v5186 = load float, ptr %bright_11, align 4
  %fa5187 = fadd float %fa5185, %v5186
  %v5188 = load float, ptr %bright_12, align 4
  %v5189 = load float, ptr %bright_13, align 4
  %fm5190 = fmul float 4.000000e+00, %v5189
  %fa5191 = fadd float %v5188, %fm5190
  %v5192 = load float, ptr %bright_14, align 4
  %fm5193 = fmul float 6.000000e+00, %v5192
  %fa5194 = fadd float %fa5191, %fm5193
  %v5195 = load float, ptr %bright_15, align 4
  %fm5196 = fmul float 4.000000e+00, %v5195
  %fa5197 = fadd float %fa5194, %fm5196
  %v5198 = load float, ptr %bright_16, align 4
  %fa5199 = fadd float %fa5197, %v5198
  %fm5200 = fmul float 4.000000e+00, %fa5199
  %fa5201 = fadd float %fa5187, %fm5200
  %v5202 = load float, ptr %bright_17, align 4
  %v5203 = load float, ptr %bright_18, align 4
  %fm5204 = fmul float 4.000000e+00, %v5203
  %fa5205 = fadd float %v5202, %fm5204
  %v5206 = load float, ptr %bright_19, align 4
  %fm5207 = fmul float 6.000000e+00, %v5206
  %fa5208 = fadd float %fa5205, %fm5207
  %v5209 = load float, ptr %bright_20, align 4
  %fm5210 = fmul float 4.000000e+00, %v5209
  %fa5211 = fadd float %fa5208, %fm5210
  %v5212 = load float, ptr %bright_21, align 4
  %fa5213 = fadd float %fa5211, %v5212
  %fm5214 = fmul float 6.000000e+00, %fa5213
  %fa5215 = fadd float %fa5201, %fm5214
  %v5216 = load float, ptr %bright_22, align 4
  %v5217 = load float, ptr %bright_23, align 4
  %fm5218 = fmul float 4.000000e+00, %v5217
  %fa5219 = fadd float %v5216, %fm5218
  %v5220 = load float, ptr %bright_24, align 4
  %fm5221 = fmul float 6.000000e+00, %v5220
  %fa5222 = fadd float %fa5219, %fm5221
  %v5223 = load float, ptr %bright_25, align 4
  %fm5224 = fmul float 4.000000e+00, %v5223
  %fa5225 = fadd float %fa5222, %fm5224
  %v5226 = load float, ptr %bright_26, align 4
  %fa5227 = fadd float %fa5225, %v5226
  %fm5228 = fmul float 4.000000e+00, %fa5227
  %fa5229 = fadd float %fa5215, %fm5228
  %v5230 = load float, ptr %bright_27, align 4
  %v5231 = load float, ptr %bright_28, align 4
  %fm5232 = fmul float 4.000000e+00, %v5231
  %fa5233 = fadd float %v5230, %fm5232
  %v5234 = load float, ptr %bright_29, align 4
  %fm5235 = fmul float 6.000000e+00, %v5234
  %fa5236 = fadd float %fa5233, %fm5235
  %v5237 = load float, ptr %bright_30, align 4
  %fm5238 = fmul float 4.000000e+00, %v5237
  %fa5239 = fadd float %fa5236, %fm5238
  %v5240 = load float, ptr %bright_31, align 4
  %fa5241 = fadd float %fa5239, %v5240
  %fa5242 = fadd float %fa5229, %fa5241
  %fd5243 = fdiv float %fa5242, 2.560000e+02
  store float %fd5243, ptr %blurred_4, align 4
  %v5244 = load i64, ptr %i, align 8
  %v5245 = load i64, ptr %j, align 8
  %pos5246 = mul i64 0, %dim
  %pos5247 = add i64 %pos5246, %v5244
  %pos5248 = mul i64 %pos5247, %dim8
  %pos5249 = add i64 %pos5248, %v5245
  %v5250 = load float, ptr %blurred_4, align 4
  %elp5251 = getelementptr inbounds float, ptr %buf902, i64 %pos5249
  store float %v5250, ptr %elp5251, align 4, !alias.scope !3, !noalias !0
  %i5252 = load i64, ptr %j, align 8
  %next5253 = add i64 %i5252, 1
  store i64 %next5253, ptr %j, align 8
  br label %loop4321
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

