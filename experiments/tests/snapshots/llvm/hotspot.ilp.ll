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

; cluster c1: Diagonal(power, Vertical(flux, next))
; ModuleID = 'hotspot_c1'
source_filename = "hotspot_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 16
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 9
  %dim31 = load i64, ptr %dimp30, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 17
  %dim47 = load i64, ptr %dimp46, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %power_7 = alloca float, align 4
  %power_4 = alloca float, align 4
  %bufp261 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf262 = load ptr, ptr %bufp261, align 8
  %bufp282 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf283 = load ptr, ptr %bufp282, align 8
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
  %temp_26 = alloca float, align 4
  %next_23 = alloca float, align 4
  %bufp511 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf512 = load ptr, ptr %bufp511, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
  %fits21 = icmp sle i64 %min, %dim13
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok16
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1889, %ok23
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %fits32 = icmp sle i64 %dim31, %dim31
  br i1 %fits32, label %ok34, label %fail33

exit:                                             ; preds = %loop
  ret i32 0

fail33:                                           ; preds = %body28
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim31, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %body28
  %fits39 = icmp sle i64 %dim31, %dim31
  br i1 %fits39, label %ok41, label %fail40

fail40:                                           ; preds = %ok34
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim31, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok34
  %fits48 = icmp sle i64 %dim31, %dim47
  br i1 %fits48, label %ok50, label %fail49

fail49:                                           ; preds = %ok41
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim47, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %ok41
  %fits55 = icmp sle i64 %dim31, %dim47
  br i1 %fits55, label %ok57, label %fail56

fail56:                                           ; preds = %ok50
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim47, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok50
  %tap_end = sub i64 %dim47, -1
  %tap_end62 = sub i64 %dim47, 0
  %c63 = icmp slt i64 %tap_end, %tap_end62
  %min64 = select i1 %c63, i64 %tap_end, i64 %tap_end62
  %tap_end65 = sub i64 %dim47, 1
  %c66 = icmp slt i64 %min64, %tap_end65
  %min67 = select i1 %c66, i64 %min64, i64 %tap_end65
  %c68 = icmp slt i64 1, %dim31
  %min69 = select i1 %c68, i64 1, i64 %dim31
  %c70 = icmp sgt i64 %min67, %min69
  %max71 = select i1 %c70, i64 %min67, i64 %min69
  %c72 = icmp slt i64 %max71, %dim31
  %min73 = select i1 %c72, i64 %max71, i64 %dim31
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim13, 1
  %c74 = icmp slt i64 %add, %sub
  %mm = select i1 %c74, i64 %add, i64 %sub
  %c75 = icmp sgt i64 0, %mm
  %mm76 = select i1 %c75, i64 0, i64 %mm
  %base = sext i64 %mm76 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits77 = and i1 %fits_low, %fits_high
  %least = select i1 %fits77, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits77, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim13 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok78 = and i1 true, %low_ok
  %ok79 = and i1 %ok78, %high_ok
  %v80 = load i64, ptr %j, align 8
  %add81 = add i64 %v80, -1
  %base82 = sext i64 %add81 to i128
  store i64 1, ptr %j, align 8
  %v83 = load i64, ptr %j, align 8
  %add84 = add i64 %v83, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add84 to i128
  %step = sub i128 %at_next, %base82
  %step85 = trunc i128 %step to i64
  %step86 = sext i64 %step85 to i128
  %len = sub i64 %min69, 0
  %span = sub i64 %len, 1
  %span87 = sext i64 %span to i128
  %reach = mul i128 %step86, %span87
  %c88 = icmp slt i128 %reach, 0
  %min89 = select i1 %c88, i128 %reach, i128 0
  %c90 = icmp sgt i128 %reach, 0
  %max91 = select i1 %c90, i128 %reach, i128 0
  %least92 = add i128 %base82, %min89
  %most93 = add i128 %base82, %max91
  %fits_low94 = icmp sge i128 %least92, -9223372036854775808
  %fits_high95 = icmp sle i128 %most93, 9223372036854775807
  %fits96 = and i1 %fits_low94, %fits_high95
  %least97 = select i1 %fits96, i128 %least92, i128 -9223372036854775808
  %most98 = select i1 %fits96, i128 %most93, i128 9223372036854775807
  %sub99 = sub i64 %dim47, 1
  %base100 = sext i64 %sub99 to i128
  %fits_low101 = icmp sge i128 %base100, -9223372036854775808
  %fits_high102 = icmp sle i128 %base100, 9223372036854775807
  %fits103 = and i1 %fits_low101, %fits_high102
  %least104 = select i1 %fits103, i128 %base100, i128 -9223372036854775808
  %most105 = select i1 %fits103, i128 %base100, i128 9223372036854775807
  %c106 = icmp slt i128 %least97, %least104
  %min107 = select i1 %c106, i128 %least97, i128 %least104
  %c108 = icmp slt i128 %most98, %most105
  %min109 = select i1 %c108, i128 %most98, i128 %most105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %c112 = icmp sgt i128 0, %min109
  %max113 = select i1 %c112, i128 0, i128 %min109
  %extent114 = sext i64 %dim47 to i128
  %low_ok115 = icmp sge i128 %max111, 0
  %high_ok116 = icmp slt i128 %max113, %extent114
  %ok117 = and i1 %ok79, %low_ok115
  %ok118 = and i1 %ok117, %high_ok116
  %v119 = load i64, ptr %j, align 8
  %add120 = add i64 %v119, 0
  %base121 = sext i64 %add120 to i128
  store i64 1, ptr %j, align 8
  %v122 = load i64, ptr %j, align 8
  %add123 = add i64 %v122, 0
  store i64 0, ptr %j, align 8
  %at_next124 = sext i64 %add123 to i128
  %step125 = sub i128 %at_next124, %base121
  %step126 = trunc i128 %step125 to i64
  %step127 = sext i64 %step126 to i128
  %len128 = sub i64 %min69, 0
  %span129 = sub i64 %len128, 1
  %span130 = sext i64 %span129 to i128
  %reach131 = mul i128 %step127, %span130
  %c132 = icmp slt i128 %reach131, 0
  %min133 = select i1 %c132, i128 %reach131, i128 0
  %c134 = icmp sgt i128 %reach131, 0
  %max135 = select i1 %c134, i128 %reach131, i128 0
  %least136 = add i128 %base121, %min133
  %most137 = add i128 %base121, %max135
  %fits_low138 = icmp sge i128 %least136, -9223372036854775808
  %fits_high139 = icmp sle i128 %most137, 9223372036854775807
  %fits140 = and i1 %fits_low138, %fits_high139
  %least141 = select i1 %fits140, i128 %least136, i128 -9223372036854775808
  %most142 = select i1 %fits140, i128 %most137, i128 9223372036854775807
  %sub143 = sub i64 %dim47, 1
  %base144 = sext i64 %sub143 to i128
  %fits_low145 = icmp sge i128 %base144, -9223372036854775808
  %fits_high146 = icmp sle i128 %base144, 9223372036854775807
  %fits147 = and i1 %fits_low145, %fits_high146
  %least148 = select i1 %fits147, i128 %base144, i128 -9223372036854775808
  %most149 = select i1 %fits147, i128 %base144, i128 9223372036854775807
  %c150 = icmp slt i128 %least141, %least148
  %min151 = select i1 %c150, i128 %least141, i128 %least148
  %c152 = icmp slt i128 %most142, %most149
  %min153 = select i1 %c152, i128 %most142, i128 %most149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %c156 = icmp sgt i128 0, %min153
  %max157 = select i1 %c156, i128 0, i128 %min153
  %extent158 = sext i64 %dim47 to i128
  %low_ok159 = icmp sge i128 %max155, 0
  %high_ok160 = icmp slt i128 %max157, %extent158
  %ok161 = and i1 %ok118, %low_ok159
  %ok162 = and i1 %ok161, %high_ok160
  %v163 = load i64, ptr %j, align 8
  %add164 = add i64 %v163, 1
  %base165 = sext i64 %add164 to i128
  store i64 1, ptr %j, align 8
  %v166 = load i64, ptr %j, align 8
  %add167 = add i64 %v166, 1
  store i64 0, ptr %j, align 8
  %at_next168 = sext i64 %add167 to i128
  %step169 = sub i128 %at_next168, %base165
  %step170 = trunc i128 %step169 to i64
  %step171 = sext i64 %step170 to i128
  %len172 = sub i64 %min69, 0
  %span173 = sub i64 %len172, 1
  %span174 = sext i64 %span173 to i128
  %reach175 = mul i128 %step171, %span174
  %c176 = icmp slt i128 %reach175, 0
  %min177 = select i1 %c176, i128 %reach175, i128 0
  %c178 = icmp sgt i128 %reach175, 0
  %max179 = select i1 %c178, i128 %reach175, i128 0
  %least180 = add i128 %base165, %min177
  %most181 = add i128 %base165, %max179
  %fits_low182 = icmp sge i128 %least180, -9223372036854775808
  %fits_high183 = icmp sle i128 %most181, 9223372036854775807
  %fits184 = and i1 %fits_low182, %fits_high183
  %least185 = select i1 %fits184, i128 %least180, i128 -9223372036854775808
  %most186 = select i1 %fits184, i128 %most181, i128 9223372036854775807
  %sub187 = sub i64 %dim47, 1
  %base188 = sext i64 %sub187 to i128
  %fits_low189 = icmp sge i128 %base188, -9223372036854775808
  %fits_high190 = icmp sle i128 %base188, 9223372036854775807
  %fits191 = and i1 %fits_low189, %fits_high190
  %least192 = select i1 %fits191, i128 %base188, i128 -9223372036854775808
  %most193 = select i1 %fits191, i128 %base188, i128 9223372036854775807
  %c194 = icmp slt i128 %least185, %least192
  %min195 = select i1 %c194, i128 %least185, i128 %least192
  %c196 = icmp slt i128 %most186, %most193
  %min197 = select i1 %c196, i128 %most186, i128 %most193
  %c198 = icmp sgt i128 0, %min195
  %max199 = select i1 %c198, i128 0, i128 %min195
  %c200 = icmp sgt i128 0, %min197
  %max201 = select i1 %c200, i128 0, i128 %min197
  %extent202 = sext i64 %dim47 to i128
  %low_ok203 = icmp sge i128 %max199, 0
  %high_ok204 = icmp slt i128 %max201, %extent202
  %ok205 = and i1 %ok162, %low_ok203
  %ok206 = and i1 %ok205, %high_ok204
  %v207 = load i64, ptr %i, align 8
  %add208 = add i64 %v207, 0
  %sub209 = sub i64 %dim13, 1
  %c210 = icmp slt i64 %add208, %sub209
  %mm211 = select i1 %c210, i64 %add208, i64 %sub209
  %c212 = icmp sgt i64 0, %mm211
  %mm213 = select i1 %c212, i64 0, i64 %mm211
  %base214 = sext i64 %mm213 to i128
  %fits_low215 = icmp sge i128 %base214, -9223372036854775808
  %fits_high216 = icmp sle i128 %base214, 9223372036854775807
  %fits217 = and i1 %fits_low215, %fits_high216
  %least218 = select i1 %fits217, i128 %base214, i128 -9223372036854775808
  %most219 = select i1 %fits217, i128 %base214, i128 9223372036854775807
  %extent220 = sext i64 %dim13 to i128
  %low_ok221 = icmp sge i128 %least218, 0
  %high_ok222 = icmp slt i128 %most219, %extent220
  %ok223 = and i1 %ok206, %low_ok221
  %ok224 = and i1 %ok223, %high_ok222
  %v225 = load i64, ptr %i, align 8
  %add226 = add i64 %v225, 1
  %sub227 = sub i64 %dim13, 1
  %c228 = icmp slt i64 %add226, %sub227
  %mm229 = select i1 %c228, i64 %add226, i64 %sub227
  %c230 = icmp sgt i64 0, %mm229
  %mm231 = select i1 %c230, i64 0, i64 %mm229
  %base232 = sext i64 %mm231 to i128
  %fits_low233 = icmp sge i128 %base232, -9223372036854775808
  %fits_high234 = icmp sle i128 %base232, 9223372036854775807
  %fits235 = and i1 %fits_low233, %fits_high234
  %least236 = select i1 %fits235, i128 %base232, i128 -9223372036854775808
  %most237 = select i1 %fits235, i128 %base232, i128 9223372036854775807
  %extent238 = sext i64 %dim13 to i128
  %low_ok239 = icmp sge i128 %least236, 0
  %high_ok240 = icmp slt i128 %most237, %extent238
  %ok241 = and i1 %ok224, %low_ok239
  %ok242 = and i1 %ok241, %high_ok240
  br i1 %ok242, label %proved, label %checked

proved:                                           ; preds = %ok57
  store i64 0, ptr %j, align 8
  br label %loop243

checked:                                          ; preds = %ok57
  store i64 0, ptr %j, align 8
  br label %loop515

versions_done:                                    ; preds = %exit517, %exit245
  store i64 %min69, ptr %j, align 8
  %v917 = load i64, ptr %i, align 8
  %add918 = add i64 %v917, -1
  %sub919 = sub i64 %dim13, 1
  %c920 = icmp slt i64 %add918, %sub919
  %mm921 = select i1 %c920, i64 %add918, i64 %sub919
  %c922 = icmp sgt i64 0, %mm921
  %mm923 = select i1 %c922, i64 0, i64 %mm921
  %base924 = sext i64 %mm923 to i128
  %fits_low925 = icmp sge i128 %base924, -9223372036854775808
  %fits_high926 = icmp sle i128 %base924, 9223372036854775807
  %fits927 = and i1 %fits_low925, %fits_high926
  %least928 = select i1 %fits927, i128 %base924, i128 -9223372036854775808
  %most929 = select i1 %fits927, i128 %base924, i128 9223372036854775807
  %extent930 = sext i64 %dim13 to i128
  %low_ok931 = icmp sge i128 %least928, 0
  %high_ok932 = icmp slt i128 %most929, %extent930
  %ok933 = and i1 true, %low_ok931
  %ok934 = and i1 %ok933, %high_ok932
  %v935 = load i64, ptr %j, align 8
  %add936 = add i64 %v935, -1
  %base937 = sext i64 %add936 to i128
  %next938 = add i64 %min69, 1
  store i64 %next938, ptr %j, align 8
  %v939 = load i64, ptr %j, align 8
  %add940 = add i64 %v939, -1
  store i64 %min69, ptr %j, align 8
  %at_next941 = sext i64 %add940 to i128
  %step942 = sub i128 %at_next941, %base937
  %step943 = trunc i128 %step942 to i64
  %step944 = sext i64 %step943 to i128
  %len945 = sub i64 %min73, %min69
  %span946 = sub i64 %len945, 1
  %span947 = sext i64 %span946 to i128
  %reach948 = mul i128 %step944, %span947
  %c949 = icmp slt i128 %reach948, 0
  %min950 = select i1 %c949, i128 %reach948, i128 0
  %c951 = icmp sgt i128 %reach948, 0
  %max952 = select i1 %c951, i128 %reach948, i128 0
  %least953 = add i128 %base937, %min950
  %most954 = add i128 %base937, %max952
  %fits_low955 = icmp sge i128 %least953, -9223372036854775808
  %fits_high956 = icmp sle i128 %most954, 9223372036854775807
  %fits957 = and i1 %fits_low955, %fits_high956
  %least958 = select i1 %fits957, i128 %least953, i128 -9223372036854775808
  %most959 = select i1 %fits957, i128 %most954, i128 9223372036854775807
  %sub960 = sub i64 %dim47, 1
  %base961 = sext i64 %sub960 to i128
  %fits_low962 = icmp sge i128 %base961, -9223372036854775808
  %fits_high963 = icmp sle i128 %base961, 9223372036854775807
  %fits964 = and i1 %fits_low962, %fits_high963
  %least965 = select i1 %fits964, i128 %base961, i128 -9223372036854775808
  %most966 = select i1 %fits964, i128 %base961, i128 9223372036854775807
  %c967 = icmp slt i128 %least958, %least965
  %min968 = select i1 %c967, i128 %least958, i128 %least965
  %c969 = icmp slt i128 %most959, %most966
  %min970 = select i1 %c969, i128 %most959, i128 %most966
  %c971 = icmp sgt i128 0, %min968
  %max972 = select i1 %c971, i128 0, i128 %min968
  %c973 = icmp sgt i128 0, %min970
  %max974 = select i1 %c973, i128 0, i128 %min970
  %extent975 = sext i64 %dim47 to i128
  %low_ok976 = icmp sge i128 %max972, 0
  %high_ok977 = icmp slt i128 %max974, %extent975
  %ok978 = and i1 %ok934, %low_ok976
  %ok979 = and i1 %ok978, %high_ok977
  %v980 = load i64, ptr %j, align 8
  %add981 = add i64 %v980, 0
  %base982 = sext i64 %add981 to i128
  %next983 = add i64 %min69, 1
  store i64 %next983, ptr %j, align 8
  %v984 = load i64, ptr %j, align 8
  %add985 = add i64 %v984, 0
  store i64 %min69, ptr %j, align 8
  %at_next986 = sext i64 %add985 to i128
  %step987 = sub i128 %at_next986, %base982
  %step988 = trunc i128 %step987 to i64
  %step989 = sext i64 %step988 to i128
  %len990 = sub i64 %min73, %min69
  %span991 = sub i64 %len990, 1
  %span992 = sext i64 %span991 to i128
  %reach993 = mul i128 %step989, %span992
  %c994 = icmp slt i128 %reach993, 0
  %min995 = select i1 %c994, i128 %reach993, i128 0
  %c996 = icmp sgt i128 %reach993, 0
  %max997 = select i1 %c996, i128 %reach993, i128 0
  %least998 = add i128 %base982, %min995
  %most999 = add i128 %base982, %max997
  %fits_low1000 = icmp sge i128 %least998, -9223372036854775808
  %fits_high1001 = icmp sle i128 %most999, 9223372036854775807
  %fits1002 = and i1 %fits_low1000, %fits_high1001
  %least1003 = select i1 %fits1002, i128 %least998, i128 -9223372036854775808
  %most1004 = select i1 %fits1002, i128 %most999, i128 9223372036854775807
  %sub1005 = sub i64 %dim47, 1
  %base1006 = sext i64 %sub1005 to i128
  %fits_low1007 = icmp sge i128 %base1006, -9223372036854775808
  %fits_high1008 = icmp sle i128 %base1006, 9223372036854775807
  %fits1009 = and i1 %fits_low1007, %fits_high1008
  %least1010 = select i1 %fits1009, i128 %base1006, i128 -9223372036854775808
  %most1011 = select i1 %fits1009, i128 %base1006, i128 9223372036854775807
  %c1012 = icmp slt i128 %least1003, %least1010
  %min1013 = select i1 %c1012, i128 %least1003, i128 %least1010
  %c1014 = icmp slt i128 %most1004, %most1011
  %min1015 = select i1 %c1014, i128 %most1004, i128 %most1011
  %c1016 = icmp sgt i128 0, %min1013
  %max1017 = select i1 %c1016, i128 0, i128 %min1013
  %c1018 = icmp sgt i128 0, %min1015
  %max1019 = select i1 %c1018, i128 0, i128 %min1015
  %extent1020 = sext i64 %dim47 to i128
  %low_ok1021 = icmp sge i128 %max1017, 0
  %high_ok1022 = icmp slt i128 %max1019, %extent1020
  %ok1023 = and i1 %ok979, %low_ok1021
  %ok1024 = and i1 %ok1023, %high_ok1022
  %v1025 = load i64, ptr %j, align 8
  %add1026 = add i64 %v1025, 1
  %base1027 = sext i64 %add1026 to i128
  %next1028 = add i64 %min69, 1
  store i64 %next1028, ptr %j, align 8
  %v1029 = load i64, ptr %j, align 8
  %add1030 = add i64 %v1029, 1
  store i64 %min69, ptr %j, align 8
  %at_next1031 = sext i64 %add1030 to i128
  %step1032 = sub i128 %at_next1031, %base1027
  %step1033 = trunc i128 %step1032 to i64
  %step1034 = sext i64 %step1033 to i128
  %len1035 = sub i64 %min73, %min69
  %span1036 = sub i64 %len1035, 1
  %span1037 = sext i64 %span1036 to i128
  %reach1038 = mul i128 %step1034, %span1037
  %c1039 = icmp slt i128 %reach1038, 0
  %min1040 = select i1 %c1039, i128 %reach1038, i128 0
  %c1041 = icmp sgt i128 %reach1038, 0
  %max1042 = select i1 %c1041, i128 %reach1038, i128 0
  %least1043 = add i128 %base1027, %min1040
  %most1044 = add i128 %base1027, %max1042
  %fits_low1045 = icmp sge i128 %least1043, -9223372036854775808
  %fits_high1046 = icmp sle i128 %most1044, 9223372036854775807
  %fits1047 = and i1 %fits_low1045, %fits_high1046
  %least1048 = select i1 %fits1047, i128 %least1043, i128 -9223372036854775808
  %most1049 = select i1 %fits1047, i128 %most1044, i128 9223372036854775807
  %sub1050 = sub i64 %dim47, 1
  %base1051 = sext i64 %sub1050 to i128
  %fits_low1052 = icmp sge i128 %base1051, -9223372036854775808
  %fits_high1053 = icmp sle i128 %base1051, 9223372036854775807
  %fits1054 = and i1 %fits_low1052, %fits_high1053
  %least1055 = select i1 %fits1054, i128 %base1051, i128 -9223372036854775808
  %most1056 = select i1 %fits1054, i128 %base1051, i128 9223372036854775807
  %c1057 = icmp slt i128 %least1048, %least1055
  %min1058 = select i1 %c1057, i128 %least1048, i128 %least1055
  %c1059 = icmp slt i128 %most1049, %most1056
  %min1060 = select i1 %c1059, i128 %most1049, i128 %most1056
  %c1061 = icmp sgt i128 0, %min1058
  %max1062 = select i1 %c1061, i128 0, i128 %min1058
  %c1063 = icmp sgt i128 0, %min1060
  %max1064 = select i1 %c1063, i128 0, i128 %min1060
  %extent1065 = sext i64 %dim47 to i128
  %low_ok1066 = icmp sge i128 %max1062, 0
  %high_ok1067 = icmp slt i128 %max1064, %extent1065
  %ok1068 = and i1 %ok1024, %low_ok1066
  %ok1069 = and i1 %ok1068, %high_ok1067
  %v1070 = load i64, ptr %i, align 8
  %add1071 = add i64 %v1070, 0
  %sub1072 = sub i64 %dim13, 1
  %c1073 = icmp slt i64 %add1071, %sub1072
  %mm1074 = select i1 %c1073, i64 %add1071, i64 %sub1072
  %c1075 = icmp sgt i64 0, %mm1074
  %mm1076 = select i1 %c1075, i64 0, i64 %mm1074
  %base1077 = sext i64 %mm1076 to i128
  %fits_low1078 = icmp sge i128 %base1077, -9223372036854775808
  %fits_high1079 = icmp sle i128 %base1077, 9223372036854775807
  %fits1080 = and i1 %fits_low1078, %fits_high1079
  %least1081 = select i1 %fits1080, i128 %base1077, i128 -9223372036854775808
  %most1082 = select i1 %fits1080, i128 %base1077, i128 9223372036854775807
  %extent1083 = sext i64 %dim13 to i128
  %low_ok1084 = icmp sge i128 %least1081, 0
  %high_ok1085 = icmp slt i128 %most1082, %extent1083
  %ok1086 = and i1 %ok1069, %low_ok1084
  %ok1087 = and i1 %ok1086, %high_ok1085
  %v1088 = load i64, ptr %i, align 8
  %add1089 = add i64 %v1088, 1
  %sub1090 = sub i64 %dim13, 1
  %c1091 = icmp slt i64 %add1089, %sub1090
  %mm1092 = select i1 %c1091, i64 %add1089, i64 %sub1090
  %c1093 = icmp sgt i64 0, %mm1092
  %mm1094 = select i1 %c1093, i64 0, i64 %mm1092
  %base1095 = sext i64 %mm1094 to i128
  %fits_low1096 = icmp sge i128 %base1095, -9223372036854775808
  %fits_high1097 = icmp sle i128 %base1095, 9223372036854775807
  %fits1098 = and i1 %fits_low1096, %fits_high1097
  %least1099 = select i1 %fits1098, i128 %base1095, i128 -9223372036854775808
  %most1100 = select i1 %fits1098, i128 %base1095, i128 9223372036854775807
  %extent1101 = sext i64 %dim13 to i128
  %low_ok1102 = icmp sge i128 %least1099, 0
  %high_ok1103 = icmp slt i128 %most1100, %extent1101
  %ok1104 = and i1 %ok1087, %low_ok1102
  %ok1105 = and i1 %ok1104, %high_ok1103
  br i1 %ok1105, label %proved1106, label %checked1107

loop243:                                          ; preds = %body244, %proved
  %i246 = load i64, ptr %j, align 8
  %more247 = icmp slt i64 %i246, %min69
  br i1 %more247, label %body244, label %exit245

body244:                                          ; preds = %loop243
  %v248 = load i64, ptr %i, align 8
  %v249 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos250 = add i64 %pos, %v248
  %pos251 = mul i64 %pos250, %dim31
  %pos252 = add i64 %pos251, %v249
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos252
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %power_7, align 4
  %v253 = load float, ptr %power_7, align 4
  %fa = fadd float %v253, 1.000000e+00
  %fm = fmul float 0x3F747AE140000000, %fa
  store float %fm, ptr %power_4, align 4
  %v254 = load i64, ptr %i, align 8
  %v255 = load i64, ptr %j, align 8
  %pos256 = mul i64 0, %dim
  %pos257 = add i64 %pos256, %v254
  %pos258 = mul i64 %pos257, %dim31
  %pos259 = add i64 %pos258, %v255
  %v260 = load float, ptr %power_4, align 4
  %elp263 = getelementptr inbounds float, ptr %buf262, i64 %pos259
  store float %v260, ptr %elp263, align 4, !alias.scope !7, !noalias !8
  %v264 = load i64, ptr %i, align 8
  %add265 = add i64 %v264, -1
  %sub266 = sub i64 %dim13, 1
  %c267 = icmp slt i64 %add265, %sub266
  %mm268 = select i1 %c267, i64 %add265, i64 %sub266
  %c269 = icmp sgt i64 0, %mm268
  %mm270 = select i1 %c269, i64 0, i64 %mm268
  %v271 = load i64, ptr %j, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim47, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %pos278 = mul i64 0, %dim13
  %pos279 = add i64 %pos278, %mm270
  %pos280 = mul i64 %pos279, %dim47
  %pos281 = add i64 %pos280, %mm277
  %elp284 = getelementptr inbounds float, ptr %buf283, i64 %pos281
  %el285 = load float, ptr %elp284, align 4, !alias.scope !9, !noalias !10
  store float %el285, ptr %temp_11, align 4
  %v286 = load i64, ptr %i, align 8
  %add287 = add i64 %v286, -1
  %sub288 = sub i64 %dim13, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %v293 = load i64, ptr %j, align 8
  %add294 = add i64 %v293, 0
  %sub295 = sub i64 %dim47, 1
  %c296 = icmp slt i64 %add294, %sub295
  %mm297 = select i1 %c296, i64 %add294, i64 %sub295
  %c298 = icmp sgt i64 0, %mm297
  %mm299 = select i1 %c298, i64 0, i64 %mm297
  %pos300 = mul i64 0, %dim13
  %pos301 = add i64 %pos300, %mm292
  %pos302 = mul i64 %pos301, %dim47
  %pos303 = add i64 %pos302, %mm299
  %elp304 = getelementptr inbounds float, ptr %buf283, i64 %pos303
  %el305 = load float, ptr %elp304, align 4, !alias.scope !9, !noalias !10
  store float %el305, ptr %temp_12, align 4
  %v306 = load i64, ptr %i, align 8
  %add307 = add i64 %v306, -1
  %sub308 = sub i64 %dim13, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %v313 = load i64, ptr %j, align 8
  %add314 = add i64 %v313, 1
  %sub315 = sub i64 %dim47, 1
  %c316 = icmp slt i64 %add314, %sub315
  %mm317 = select i1 %c316, i64 %add314, i64 %sub315
  %c318 = icmp sgt i64 0, %mm317
  %mm319 = select i1 %c318, i64 0, i64 %mm317
  %pos320 = mul i64 0, %dim13
  %pos321 = add i64 %pos320, %mm312
  %pos322 = mul i64 %pos321, %dim47
  %pos323 = add i64 %pos322, %mm319
  %elp324 = getelementptr inbounds float, ptr %buf283, i64 %pos323
  %el325 = load float, ptr %elp324, align 4, !alias.scope !9, !noalias !10
  store float %el325, ptr %temp_13, align 4
  %v326 = load i64, ptr %i, align 8
  %add327 = add i64 %v326, 0
  %sub328 = sub i64 %dim13, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %v333 = load i64, ptr %j, align 8
  %add334 = add i64 %v333, -1
  %sub335 = sub i64 %dim47, 1
  %c336 = icmp slt i64 %add334, %sub335
  %mm337 = select i1 %c336, i64 %add334, i64 %sub335
  %c338 = icmp sgt i64 0, %mm337
  %mm339 = select i1 %c338, i64 0, i64 %mm337
  %pos340 = mul i64 0, %dim13
  %pos341 = add i64 %pos340, %mm332
  %pos342 = mul i64 %pos341, %dim47
  %pos343 = add i64 %pos342, %mm339
  %elp344 = getelementptr inbounds float, ptr %buf283, i64 %pos343
  %el345 = load float, ptr %elp344, align 4, !alias.scope !9, !noalias !10
  store float %el345, ptr %temp_14, align 4
  %v346 = load i64, ptr %i, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim13, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %v353 = load i64, ptr %j, align 8
  %add354 = add i64 %v353, 0
  %sub355 = sub i64 %dim47, 1
  %c356 = icmp slt i64 %add354, %sub355
  %mm357 = select i1 %c356, i64 %add354, i64 %sub355
  %c358 = icmp sgt i64 0, %mm357
  %mm359 = select i1 %c358, i64 0, i64 %mm357
  %pos360 = mul i64 0, %dim13
  %pos361 = add i64 %pos360, %mm352
  %pos362 = mul i64 %pos361, %dim47
  %pos363 = add i64 %pos362, %mm359
  %elp364 = getelementptr inbounds float, ptr %buf283, i64 %pos363
  %el365 = load float, ptr %elp364, align 4, !alias.scope !9, !noalias !10
  store float %el365, ptr %temp_15, align 4
  %v366 = load i64, ptr %i, align 8
  %add367 = add i64 %v366, 0
  %sub368 = sub i64 %dim13, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %v373 = load i64, ptr %j, align 8
  %add374 = add i64 %v373, 1
  %sub375 = sub i64 %dim47, 1
  %c376 = icmp slt i64 %add374, %sub375
  %mm377 = select i1 %c376, i64 %add374, i64 %sub375
  %c378 = icmp sgt i64 0, %mm377
  %mm379 = select i1 %c378, i64 0, i64 %mm377
  %pos380 = mul i64 0, %dim13
  %pos381 = add i64 %pos380, %mm372
  %pos382 = mul i64 %pos381, %dim47
  %pos383 = add i64 %pos382, %mm379
  %elp384 = getelementptr inbounds float, ptr %buf283, i64 %pos383
  %el385 = load float, ptr %elp384, align 4, !alias.scope !9, !noalias !10
  store float %el385, ptr %temp_16, align 4
  %v386 = load i64, ptr %i, align 8
  %add387 = add i64 %v386, 1
  %sub388 = sub i64 %dim13, 1
  %c389 = icmp slt i64 %add387, %sub388
  %mm390 = select i1 %c389, i64 %add387, i64 %sub388
  %c391 = icmp sgt i64 0, %mm390
  %mm392 = select i1 %c391, i64 0, i64 %mm390
  %v393 = load i64, ptr %j, align 8
  %add394 = add i64 %v393, -1
  %sub395 = sub i64 %dim47, 1
  %c396 = icmp slt i64 %add394, %sub395
  %mm397 = select i1 %c396, i64 %add394, i64 %sub395
  %c398 = icmp sgt i64 0, %mm397
  %mm399 = select i1 %c398, i64 0, i64 %mm397
  %pos400 = mul i64 0, %dim13
  %pos401 = add i64 %pos400, %mm392
  %pos402 = mul i64 %pos401, %dim47
  %pos403 = add i64 %pos402, %mm399
  %elp404 = getelementptr inbounds float, ptr %buf283, i64 %pos403
  %el405 = load float, ptr %elp404, align 4, !alias.scope !9, !noalias !10
  store float %el405, ptr %temp_17, align 4
  %v406 = load i64, ptr %i, align 8
  %add407 = add i64 %v406, 1
  %sub408 = sub i64 %dim13, 1
  %c409 = icmp slt i64 %add407, %sub408
  %mm410 = select i1 %c409, i64 %add407, i64 %sub408
  %c411 = icmp sgt i64 0, %mm410
  %mm412 = select i1 %c411, i64 0, i64 %mm410
  %v413 = load i64, ptr %j, align 8
  %add414 = add i64 %v413, 0
  %sub415 = sub i64 %dim47, 1
  %c416 = icmp slt i64 %add414, %sub415
  %mm417 = select i1 %c416, i64 %add414, i64 %sub415
  %c418 = icmp sgt i64 0, %mm417
  %mm419 = select i1 %c418, i64 0, i64 %mm417
  %pos420 = mul i64 0, %dim13
  %pos421 = add i64 %pos420, %mm412
  %pos422 = mul i64 %pos421, %dim47
  %pos423 = add i64 %pos422, %mm419
  %elp424 = getelementptr inbounds float, ptr %buf283, i64 %pos423
  %el425 = load float, ptr %elp424, align 4, !alias.scope !9, !noalias !10
  store float %el425, ptr %temp_18, align 4
  %v426 = load i64, ptr %i, align 8
  %add427 = add i64 %v426, 1
  %sub428 = sub i64 %dim13, 1
  %c429 = icmp slt i64 %add427, %sub428
  %mm430 = select i1 %c429, i64 %add427, i64 %sub428
  %c431 = icmp sgt i64 0, %mm430
  %mm432 = select i1 %c431, i64 0, i64 %mm430
  %v433 = load i64, ptr %j, align 8
  %add434 = add i64 %v433, 1
  %sub435 = sub i64 %dim47, 1
  %c436 = icmp slt i64 %add434, %sub435
  %mm437 = select i1 %c436, i64 %add434, i64 %sub435
  %c438 = icmp sgt i64 0, %mm437
  %mm439 = select i1 %c438, i64 0, i64 %mm437
  %pos440 = mul i64 0, %dim13
  %pos441 = add i64 %pos440, %mm432
  %pos442 = mul i64 %pos441, %dim47
  %pos443 = add i64 %pos442, %mm439
  %elp444 = getelementptr inbounds float, ptr %buf283, i64 %pos443
  %el445 = load float, ptr %elp444, align 4, !alias.scope !9, !noalias !10
  store float %el445, ptr %temp_19, align 4
  %cv = sitofp i64 %dim13 to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_20, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup446 = insertvalue { i64, i64 } %tup, i64 %dim47, 1
  %proj = extractvalue { i64, i64 } %tup446, 1
  %cv447 = sitofp i64 %proj to float
  %fd448 = fdiv float 0x3F90624DE0000000, %cv447
  store float %fd448, ptr %gw_21, align 4
  %v449 = load float, ptr %temp_15, align 4
  %fm450 = fmul float 2.000000e+00, %v449
  store float %fm450, ptr %"%cse0_22", align 4
  %v451 = load float, ptr %temp_18, align 4
  %v452 = load float, ptr %temp_12, align 4
  %fa453 = fadd float %v451, %v452
  %v454 = load float, ptr %"%cse0_22", align 4
  %fs = fsub float %fa453, %v454
  %v455 = load float, ptr %gh_20, align 4
  %v456 = load float, ptr %gw_21, align 4
  %fm457 = fmul float 0x3FB99999A0000000, %v456
  %fd458 = fdiv float %v455, %fm457
  %fd459 = fdiv float %fs, %fd458
  %v460 = load float, ptr %temp_16, align 4
  %v461 = load float, ptr %temp_14, align 4
  %fa462 = fadd float %v460, %v461
  %v463 = load float, ptr %"%cse0_22", align 4
  %fs464 = fsub float %fa462, %v463
  %v465 = load float, ptr %gw_21, align 4
  %v466 = load float, ptr %gh_20, align 4
  %fm467 = fmul float 0x3FB99999A0000000, %v466
  %fd468 = fdiv float %v465, %fm467
  %fd469 = fdiv float %fs464, %fd468
  %fa470 = fadd float %fd459, %fd469
  %v471 = load float, ptr %temp_15, align 4
  %fs472 = fsub float 8.000000e+01, %v471
  %v473 = load float, ptr %gh_20, align 4
  %fm474 = fmul float 1.000000e+02, %v473
  %v475 = load float, ptr %gw_21, align 4
  %fm476 = fmul float %fm474, %v475
  %fd477 = fdiv float 0x3F40624DE0000000, %fm476
  %fd478 = fdiv float %fs472, %fd477
  %fa479 = fadd float %fa470, %fd478
  store float %fa479, ptr %flux_8, align 4
  %v480 = load i64, ptr %i, align 8
  %v481 = load i64, ptr %j, align 8
  %pos482 = mul i64 0, %dim13
  %pos483 = add i64 %pos482, %v480
  %pos484 = mul i64 %pos483, %dim47
  %pos485 = add i64 %pos484, %v481
  %elp486 = getelementptr inbounds float, ptr %buf283, i64 %pos485
  %el487 = load float, ptr %elp486, align 4, !alias.scope !9, !noalias !10
  store float %el487, ptr %temp_26, align 4
  %v488 = load float, ptr %temp_26, align 4
  %tup489 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup490 = insertvalue { i64, i64 } %tup489, i64 %dim47, 1
  %proj491 = extractvalue { i64, i64 } %tup490, 1
  %cv492 = sitofp i64 %proj491 to float
  %fd493 = fdiv float 0x3F90624DE0000000, %cv492
  %fm494 = fmul float 0x407B580020000000, %fd493
  %cv495 = sitofp i64 %dim13 to float
  %fd496 = fdiv float 0x3F90624DE0000000, %cv495
  %fm497 = fmul float %fm494, %fd496
  %fd498 = fdiv float 0x3E8392CBA0000000, %fm497
  %v499 = load float, ptr %power_4, align 4
  %v500 = load float, ptr %flux_8, align 4
  %fa501 = fadd float %v499, %v500
  %fm502 = fmul float %fd498, %fa501
  %fa503 = fadd float %v488, %fm502
  store float %fa503, ptr %next_23, align 4
  %v504 = load i64, ptr %i, align 8
  %v505 = load i64, ptr %j, align 8
  %pos506 = mul i64 0, %dim13
  %pos507 = add i64 %pos506, %v504
  %pos508 = mul i64 %pos507, %dim47
  %pos509 = add i64 %pos508, %v505
  %v510 = load float, ptr %next_23, align 4
  %elp513 = getelementptr inbounds float, ptr %buf512, i64 %pos509
  store float %v510, ptr %elp513, align 4, !alias.scope !11, !noalias !12
  %i514 = load i64, ptr %j, align 8
  %next = add i64 %i514, 1
  store i64 %next, ptr %j, align 8
  br label %loop243

exit245:                                          ; preds = %loop243
  br label %versions_done

loop515:                                          ; preds = %ok835, %checked
  %i518 = load i64, ptr %j, align 8
  %more519 = icmp slt i64 %i518, %min69
  br i1 %more519, label %body516, label %exit517

body516:                                          ; preds = %loop515
  %v520 = load i64, ptr %i, align 8
  %v521 = load i64, ptr %j, align 8
  %pos522 = mul i64 0, %dim
  %pos523 = add i64 %pos522, %v520
  %pos524 = mul i64 %pos523, %dim31
  %pos525 = add i64 %pos524, %v521
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %power_7, align 4
  %v528 = load float, ptr %power_7, align 4
  %fa529 = fadd float %v528, 1.000000e+00
  %fm530 = fmul float 0x3F747AE140000000, %fa529
  store float %fm530, ptr %power_4, align 4
  %v531 = load i64, ptr %i, align 8
  %v532 = load i64, ptr %j, align 8
  %pos533 = mul i64 0, %dim
  %pos534 = add i64 %pos533, %v531
  %pos535 = mul i64 %pos534, %dim31
  %pos536 = add i64 %pos535, %v532
  %v537 = load float, ptr %power_4, align 4
  %elp538 = getelementptr inbounds float, ptr %buf262, i64 %pos536
  store float %v537, ptr %elp538, align 4, !alias.scope !7, !noalias !8
  %v539 = load i64, ptr %i, align 8
  %add540 = add i64 %v539, -1
  %sub541 = sub i64 %dim13, 1
  %c542 = icmp slt i64 %add540, %sub541
  %mm543 = select i1 %c542, i64 %add540, i64 %sub541
  %c544 = icmp sgt i64 0, %mm543
  %mm545 = select i1 %c544, i64 0, i64 %mm543
  %v546 = load i64, ptr %j, align 8
  %add547 = add i64 %v546, -1
  %sub548 = sub i64 %dim47, 1
  %c549 = icmp slt i64 %add547, %sub548
  %mm550 = select i1 %c549, i64 %add547, i64 %sub548
  %c551 = icmp sgt i64 0, %mm550
  %mm552 = select i1 %c551, i64 0, i64 %mm550
  %inb = icmp ult i64 %mm545, %dim13
  br i1 %inb, label %ok554, label %fail553

exit517:                                          ; preds = %loop515
  br label %versions_done

fail553:                                          ; preds = %body516
  %errp555 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm545, ptr %errp557, align 8
  %errp558 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp558, align 8
  ret i32 1

ok554:                                            ; preds = %body516
  %pos559 = mul i64 0, %dim13
  %pos560 = add i64 %pos559, %mm545
  %inb561 = icmp ult i64 %mm552, %dim47
  br i1 %inb561, label %ok563, label %fail562

fail562:                                          ; preds = %ok554
  %errp564 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp564, align 8
  %errp565 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp565, align 8
  %errp566 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm552, ptr %errp566, align 8
  %errp567 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp567, align 8
  ret i32 1

ok563:                                            ; preds = %ok554
  %pos568 = mul i64 %pos560, %dim47
  %pos569 = add i64 %pos568, %mm552
  %elp570 = getelementptr inbounds float, ptr %buf283, i64 %pos569
  %el571 = load float, ptr %elp570, align 4, !alias.scope !9, !noalias !10
  store float %el571, ptr %temp_11, align 4
  %v572 = load i64, ptr %i, align 8
  %add573 = add i64 %v572, -1
  %sub574 = sub i64 %dim13, 1
  %c575 = icmp slt i64 %add573, %sub574
  %mm576 = select i1 %c575, i64 %add573, i64 %sub574
  %c577 = icmp sgt i64 0, %mm576
  %mm578 = select i1 %c577, i64 0, i64 %mm576
  %v579 = load i64, ptr %j, align 8
  %add580 = add i64 %v579, 0
  %sub581 = sub i64 %dim47, 1
  %c582 = icmp slt i64 %add580, %sub581
  %mm583 = select i1 %c582, i64 %add580, i64 %sub581
  %c584 = icmp sgt i64 0, %mm583
  %mm585 = select i1 %c584, i64 0, i64 %mm583
  %inb586 = icmp ult i64 %mm578, %dim13
  br i1 %inb586, label %ok588, label %fail587

fail587:                                          ; preds = %ok563
  %errp589 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm578, ptr %errp591, align 8
  %errp592 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp592, align 8
  ret i32 1

ok588:                                            ; preds = %ok563
  %pos593 = mul i64 0, %dim13
  %pos594 = add i64 %pos593, %mm578
  %inb595 = icmp ult i64 %mm585, %dim47
  br i1 %inb595, label %ok597, label %fail596

fail596:                                          ; preds = %ok588
  %errp598 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp598, align 8
  %errp599 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp599, align 8
  %errp600 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm585, ptr %errp600, align 8
  %errp601 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp601, align 8
  ret i32 1

ok597:                                            ; preds = %ok588
  %pos602 = mul i64 %pos594, %dim47
  %pos603 = add i64 %pos602, %mm585
  %elp604 = getelementptr inbounds float, ptr %buf283, i64 %pos603
  %el605 = load float, ptr %elp604, align 4, !alias.scope !9, !noalias !10
  store float %el605, ptr %temp_12, align 4
  %v606 = load i64, ptr %i, align 8
  %add607 = add i64 %v606, -1
  %sub608 = sub i64 %dim13, 1
  %c609 = icmp slt i64 %add607, %sub608
  %mm610 = select i1 %c609, i64 %add607, i64 %sub608
  %c611 = icmp sgt i64 0, %mm610
  %mm612 = select i1 %c611, i64 0, i64 %mm610
  %v613 = load i64, ptr %j, align 8
  %add614 = add i64 %v613, 1
  %sub615 = sub i64 %dim47, 1
  %c616 = icmp slt i64 %add614, %sub615
  %mm617 = select i1 %c616, i64 %add614, i64 %sub615
  %c618 = icmp sgt i64 0, %mm617
  %mm619 = select i1 %c618, i64 0, i64 %mm617
  %inb620 = icmp ult i64 %mm612, %dim13
  br i1 %inb620, label %ok622, label %fail621

fail621:                                          ; preds = %ok597
  %errp623 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm612, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp626, align 8
  ret i32 1

ok622:                                            ; preds = %ok597
  %pos627 = mul i64 0, %dim13
  %pos628 = add i64 %pos627, %mm612
  %inb629 = icmp ult i64 %mm619, %dim47
  br i1 %inb629, label %ok631, label %fail630

fail630:                                          ; preds = %ok622
  %errp632 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp632, align 8
  %errp633 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp633, align 8
  %errp634 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm619, ptr %errp634, align 8
  %errp635 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp635, align 8
  ret i32 1

ok631:                                            ; preds = %ok622
  %pos636 = mul i64 %pos628, %dim47
  %pos637 = add i64 %pos636, %mm619
  %elp638 = getelementptr inbounds float, ptr %buf283, i64 %pos637
  %el639 = load float, ptr %elp638, align 4, !alias.scope !9, !noalias !10
  store float %el639, ptr %temp_13, align 4
  %v640 = load i64, ptr %i, align 8
  %add641 = add i64 %v640, 0
  %sub642 = sub i64 %dim13, 1
  %c643 = icmp slt i64 %add641, %sub642
  %mm644 = select i1 %c643, i64 %add641, i64 %sub642
  %c645 = icmp sgt i64 0, %mm644
  %mm646 = select i1 %c645, i64 0, i64 %mm644
  %v647 = load i64, ptr %j, align 8
  %add648 = add i64 %v647, -1
  %sub649 = sub i64 %dim47, 1
  %c650 = icmp slt i64 %add648, %sub649
  %mm651 = select i1 %c650, i64 %add648, i64 %sub649
  %c652 = icmp sgt i64 0, %mm651
  %mm653 = select i1 %c652, i64 0, i64 %mm651
  %inb654 = icmp ult i64 %mm646, %dim13
  br i1 %inb654, label %ok656, label %fail655

fail655:                                          ; preds = %ok631
  %errp657 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm646, ptr %errp659, align 8
  %errp660 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp660, align 8
  ret i32 1

ok656:                                            ; preds = %ok631
  %pos661 = mul i64 0, %dim13
  %pos662 = add i64 %pos661, %mm646
  %inb663 = icmp ult i64 %mm653, %dim47
  br i1 %inb663, label %ok665, label %fail664

fail664:                                          ; preds = %ok656
  %errp666 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp666, align 8
  %errp667 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp667, align 8
  %errp668 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm653, ptr %errp668, align 8
  %errp669 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp669, align 8
  ret i32 1

ok665:                                            ; preds = %ok656
  %pos670 = mul i64 %pos662, %dim47
  %pos671 = add i64 %pos670, %mm653
  %elp672 = getelementptr inbounds float, ptr %buf283, i64 %pos671
  %el673 = load float, ptr %elp672, align 4, !alias.scope !9, !noalias !10
  store float %el673, ptr %temp_14, align 4
  %v674 = load i64, ptr %i, align 8
  %add675 = add i64 %v674, 0
  %sub676 = sub i64 %dim13, 1
  %c677 = icmp slt i64 %add675, %sub676
  %mm678 = select i1 %c677, i64 %add675, i64 %sub676
  %c679 = icmp sgt i64 0, %mm678
  %mm680 = select i1 %c679, i64 0, i64 %mm678
  %v681 = load i64, ptr %j, align 8
  %add682 = add i64 %v681, 0
  %sub683 = sub i64 %dim47, 1
  %c684 = icmp slt i64 %add682, %sub683
  %mm685 = select i1 %c684, i64 %add682, i64 %sub683
  %c686 = icmp sgt i64 0, %mm685
  %mm687 = select i1 %c686, i64 0, i64 %mm685
  %inb688 = icmp ult i64 %mm680, %dim13
  br i1 %inb688, label %ok690, label %fail689

fail689:                                          ; preds = %ok665
  %errp691 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm680, ptr %errp693, align 8
  %errp694 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp694, align 8
  ret i32 1

ok690:                                            ; preds = %ok665
  %pos695 = mul i64 0, %dim13
  %pos696 = add i64 %pos695, %mm680
  %inb697 = icmp ult i64 %mm687, %dim47
  br i1 %inb697, label %ok699, label %fail698

fail698:                                          ; preds = %ok690
  %errp700 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp700, align 8
  %errp701 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp701, align 8
  %errp702 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm687, ptr %errp702, align 8
  %errp703 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp703, align 8
  ret i32 1

ok699:                                            ; preds = %ok690
  %pos704 = mul i64 %pos696, %dim47
  %pos705 = add i64 %pos704, %mm687
  %elp706 = getelementptr inbounds float, ptr %buf283, i64 %pos705
  %el707 = load float, ptr %elp706, align 4, !alias.scope !9, !noalias !10
  store float %el707, ptr %temp_15, align 4
  %v708 = load i64, ptr %i, align 8
  %add709 = add i64 %v708, 0
  %sub710 = sub i64 %dim13, 1
  %c711 = icmp slt i64 %add709, %sub710
  %mm712 = select i1 %c711, i64 %add709, i64 %sub710
  %c713 = icmp sgt i64 0, %mm712
  %mm714 = select i1 %c713, i64 0, i64 %mm712
  %v715 = load i64, ptr %j, align 8
  %add716 = add i64 %v715, 1
  %sub717 = sub i64 %dim47, 1
  %c718 = icmp slt i64 %add716, %sub717
  %mm719 = select i1 %c718, i64 %add716, i64 %sub717
  %c720 = icmp sgt i64 0, %mm719
  %mm721 = select i1 %c720, i64 0, i64 %mm719
  %inb722 = icmp ult i64 %mm714, %dim13
  br i1 %inb722, label %ok724, label %fail723

fail723:                                          ; preds = %ok699
  %errp725 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm714, ptr %errp727, align 8
  %errp728 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp728, align 8
  ret i32 1

ok724:                                            ; preds = %ok699
  %pos729 = mul i64 0, %dim13
  %pos730 = add i64 %pos729, %mm714
  %inb731 = icmp ult i64 %mm721, %dim47
  br i1 %inb731, label %ok733, label %fail732

fail732:                                          ; preds = %ok724
  %errp734 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp734, align 8
  %errp735 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp735, align 8
  %errp736 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm721, ptr %errp736, align 8
  %errp737 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp737, align 8
  ret i32 1

ok733:                                            ; preds = %ok724
  %pos738 = mul i64 %pos730, %dim47
  %pos739 = add i64 %pos738, %mm721
  %elp740 = getelementptr inbounds float, ptr %buf283, i64 %pos739
  %el741 = load float, ptr %elp740, align 4, !alias.scope !9, !noalias !10
  store float %el741, ptr %temp_16, align 4
  %v742 = load i64, ptr %i, align 8
  %add743 = add i64 %v742, 1
  %sub744 = sub i64 %dim13, 1
  %c745 = icmp slt i64 %add743, %sub744
  %mm746 = select i1 %c745, i64 %add743, i64 %sub744
  %c747 = icmp sgt i64 0, %mm746
  %mm748 = select i1 %c747, i64 0, i64 %mm746
  %v749 = load i64, ptr %j, align 8
  %add750 = add i64 %v749, -1
  %sub751 = sub i64 %dim47, 1
  %c752 = icmp slt i64 %add750, %sub751
  %mm753 = select i1 %c752, i64 %add750, i64 %sub751
  %c754 = icmp sgt i64 0, %mm753
  %mm755 = select i1 %c754, i64 0, i64 %mm753
  %inb756 = icmp ult i64 %mm748, %dim13
  br i1 %inb756, label %ok758, label %fail757

fail757:                                          ; preds = %ok733
  %errp759 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp759, align 8
  %errp760 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp760, align 8
  %errp761 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm748, ptr %errp761, align 8
  %errp762 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp762, align 8
  ret i32 1

ok758:                                            ; preds = %ok733
  %pos763 = mul i64 0, %dim13
  %pos764 = add i64 %pos763, %mm748
  %inb765 = icmp ult i64 %mm755, %dim47
  br i1 %inb765, label %ok767, label %fail766

fail766:                                          ; preds = %ok758
  %errp768 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp768, align 8
  %errp769 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp769, align 8
  %errp770 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm755, ptr %errp770, align 8
  %errp771 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp771, align 8
  ret i32 1

ok767:                                            ; preds = %ok758
  %pos772 = mul i64 %pos764, %dim47
  %pos773 = add i64 %pos772, %mm755
  %elp774 = getelementptr inbounds float, ptr %buf283, i64 %pos773
  %el775 = load float, ptr %elp774, align 4, !alias.scope !9, !noalias !10
  store float %el775, ptr %temp_17, align 4
  %v776 = load i64, ptr %i, align 8
  %add777 = add i64 %v776, 1
  %sub778 = sub i64 %dim13, 1
  %c779 = icmp slt i64 %add777, %sub778
  %mm780 = select i1 %c779, i64 %add777, i64 %sub778
  %c781 = icmp sgt i64 0, %mm780
  %mm782 = select i1 %c781, i64 0, i64 %mm780
  %v783 = load i64, ptr %j, align 8
  %add784 = add i64 %v783, 0
  %sub785 = sub i64 %dim47, 1
  %c786 = icmp slt i64 %add784, %sub785
  %mm787 = select i1 %c786, i64 %add784, i64 %sub785
  %c788 = icmp sgt i64 0, %mm787
  %mm789 = select i1 %c788, i64 0, i64 %mm787
  %inb790 = icmp ult i64 %mm782, %dim13
  br i1 %inb790, label %ok792, label %fail791

fail791:                                          ; preds = %ok767
  %errp793 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp793, align 8
  %errp794 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm782, ptr %errp795, align 8
  %errp796 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp796, align 8
  ret i32 1

ok792:                                            ; preds = %ok767
  %pos797 = mul i64 0, %dim13
  %pos798 = add i64 %pos797, %mm782
  %inb799 = icmp ult i64 %mm789, %dim47
  br i1 %inb799, label %ok801, label %fail800

fail800:                                          ; preds = %ok792
  %errp802 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp802, align 8
  %errp803 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp803, align 8
  %errp804 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm789, ptr %errp804, align 8
  %errp805 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp805, align 8
  ret i32 1

ok801:                                            ; preds = %ok792
  %pos806 = mul i64 %pos798, %dim47
  %pos807 = add i64 %pos806, %mm789
  %elp808 = getelementptr inbounds float, ptr %buf283, i64 %pos807
  %el809 = load float, ptr %elp808, align 4, !alias.scope !9, !noalias !10
  store float %el809, ptr %temp_18, align 4
  %v810 = load i64, ptr %i, align 8
  %add811 = add i64 %v810, 1
  %sub812 = sub i64 %dim13, 1
  %c813 = icmp slt i64 %add811, %sub812
  %mm814 = select i1 %c813, i64 %add811, i64 %sub812
  %c815 = icmp sgt i64 0, %mm814
  %mm816 = select i1 %c815, i64 0, i64 %mm814
  %v817 = load i64, ptr %j, align 8
  %add818 = add i64 %v817, 1
  %sub819 = sub i64 %dim47, 1
  %c820 = icmp slt i64 %add818, %sub819
  %mm821 = select i1 %c820, i64 %add818, i64 %sub819
  %c822 = icmp sgt i64 0, %mm821
  %mm823 = select i1 %c822, i64 0, i64 %mm821
  %inb824 = icmp ult i64 %mm816, %dim13
  br i1 %inb824, label %ok826, label %fail825

fail825:                                          ; preds = %ok801
  %errp827 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp827, align 8
  %errp828 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm816, ptr %errp829, align 8
  %errp830 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp830, align 8
  ret i32 1

ok826:                                            ; preds = %ok801
  %pos831 = mul i64 0, %dim13
  %pos832 = add i64 %pos831, %mm816
  %inb833 = icmp ult i64 %mm823, %dim47
  br i1 %inb833, label %ok835, label %fail834

fail834:                                          ; preds = %ok826
  %errp836 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp836, align 8
  %errp837 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp837, align 8
  %errp838 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm823, ptr %errp838, align 8
  %errp839 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp839, align 8
  ret i32 1

ok835:                                            ; preds = %ok826
  %pos840 = mul i64 %pos832, %dim47
  %pos841 = add i64 %pos840, %mm823
  %elp842 = getelementptr inbounds float, ptr %buf283, i64 %pos841
  %el843 = load float, ptr %elp842, align 4, !alias.scope !9, !noalias !10
  store float %el843, ptr %temp_19, align 4
  %cv844 = sitofp i64 %dim13 to float
  %fd845 = fdiv float 0x3F90624DE0000000, %cv844
  store float %fd845, ptr %gh_20, align 4
  %tup846 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup847 = insertvalue { i64, i64 } %tup846, i64 %dim47, 1
  %proj848 = extractvalue { i64, i64 } %tup847, 1
  %cv849 = sitofp i64 %proj848 to float
  %fd850 = fdiv float 0x3F90624DE0000000, %cv849
  store float %fd850, ptr %gw_21, align 4
  %v851 = load float, ptr %temp_15, align 4
  %fm852 = fmul float 2.000000e+00, %v851
  store float %fm852, ptr %"%cse0_22", align 4
  %v853 = load float, ptr %temp_18, align 4
  %v854 = load float, ptr %temp_12, align 4
  %fa855 = fadd float %v853, %v854
  %v856 = load float, ptr %"%cse0_22", align 4
  %fs857 = fsub float %fa855, %v856
  %v858 = load float, ptr %gh_20, align 4
  %v859 = load float, ptr %gw_21, align 4
  %fm860 = fmul float 0x3FB99999A0000000, %v859
  %fd861 = fdiv float %v858, %fm860
  %fd862 = fdiv float %fs857, %fd861
  %v863 = load float, ptr %temp_16, align 4
  %v864 = load float, ptr %temp_14, align 4
  %fa865 = fadd float %v863, %v864
  %v866 = load float, ptr %"%cse0_22", align 4
  %fs867 = fsub float %fa865, %v866
  %v868 = load float, ptr %gw_21, align 4
  %v869 = load float, ptr %gh_20, align 4
  %fm870 = fmul float 0x3FB99999A0000000, %v869
  %fd871 = fdiv float %v868, %fm870
  %fd872 = fdiv float %fs867, %fd871
  %fa873 = fadd float %fd862, %fd872
  %v874 = load float, ptr %temp_15, align 4
  %fs875 = fsub float 8.000000e+01, %v874
  %v876 = load float, ptr %gh_20, align 4
  %fm877 = fmul float 1.000000e+02, %v876
  %v878 = load float, ptr %gw_21, align 4
  %fm879 = fmul float %fm877, %v878
  %fd880 = fdiv float 0x3F40624DE0000000, %fm879
  %fd881 = fdiv float %fs875, %fd880
  %fa882 = fadd float %fa873, %fd881
  store float %fa882, ptr %flux_8, align 4
  %v883 = load i64, ptr %i, align 8
  %v884 = load i64, ptr %j, align 8
  %pos885 = mul i64 0, %dim13
  %pos886 = add i64 %pos885, %v883
  %pos887 = mul i64 %pos886, %dim47
  %pos888 = add i64 %pos887, %v884
  %elp889 = getelementptr inbounds float, ptr %buf283, i64 %pos888
  %el890 = load float, ptr %elp889, align 4, !alias.scope !9, !noalias !10
  store float %el890, ptr %temp_26, align 4
  %v891 = load float, ptr %temp_26, align 4
  %tup892 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup893 = insertvalue { i64, i64 } %tup892, i64 %dim47, 1
  %proj894 = extractvalue { i64, i64 } %tup893, 1
  %cv895 = sitofp i64 %proj894 to float
  %fd896 = fdiv float 0x3F90624DE0000000, %cv895
  %fm897 = fmul float 0x407B580020000000, %fd896
  %cv898 = sitofp i64 %dim13 to float
  %fd899 = fdiv float 0x3F90624DE0000000, %cv898
  %fm900 = fmul float %fm897, %fd899
  %fd901 = fdiv float 0x3E8392CBA0000000, %fm900
  %v902 = load float, ptr %power_4, align 4
  %v903 = load float, ptr %flux_8, align 4
  %fa904 = fadd float %v902, %v903
  %fm905 = fmul float %fd901, %fa904
  %fa906 = fadd float %v891, %fm905
  store float %fa906, ptr %next_23, align 4
  %v907 = load i64, ptr %i, align 8
  %v908 = load i64, ptr %j, align 8
  %pos909 = mul i64 0, %dim13
  %pos910 = add i64 %pos909, %v907
  %pos911 = mul i64 %pos910, %dim47
  %pos912 = add i64 %pos911, %v908
  %v913 = load float, ptr %next_23, align 4
  %elp914 = getelementptr inbounds float, ptr %buf512, i64 %pos912
  store float %v913, ptr %elp914, align 4, !alias.scope !11, !noalias !12
  %i915 = load i64, ptr %j, align 8
  %next916 = add i64 %i915, 1
  store i64 %next916, ptr %j, align 8
  br label %loop515

proved1106:                                       ; preds = %versions_done
  store i64 %min69, ptr %j, align 8
  br label %loop1109

checked1107:                                      ; preds = %versions_done
  store i64 %min69, ptr %j, align 8
  br label %loop1340

versions_done1108:                                ; preds = %exit1342, %exit1111
  store i64 %min73, ptr %j, align 8
  %v1698 = load i64, ptr %i, align 8
  %add1699 = add i64 %v1698, -1
  %sub1700 = sub i64 %dim13, 1
  %c1701 = icmp slt i64 %add1699, %sub1700
  %mm1702 = select i1 %c1701, i64 %add1699, i64 %sub1700
  %c1703 = icmp sgt i64 0, %mm1702
  %mm1704 = select i1 %c1703, i64 0, i64 %mm1702
  %base1705 = sext i64 %mm1704 to i128
  %fits_low1706 = icmp sge i128 %base1705, -9223372036854775808
  %fits_high1707 = icmp sle i128 %base1705, 9223372036854775807
  %fits1708 = and i1 %fits_low1706, %fits_high1707
  %least1709 = select i1 %fits1708, i128 %base1705, i128 -9223372036854775808
  %most1710 = select i1 %fits1708, i128 %base1705, i128 9223372036854775807
  %extent1711 = sext i64 %dim13 to i128
  %low_ok1712 = icmp sge i128 %least1709, 0
  %high_ok1713 = icmp slt i128 %most1710, %extent1711
  %ok1714 = and i1 true, %low_ok1712
  %ok1715 = and i1 %ok1714, %high_ok1713
  %v1716 = load i64, ptr %j, align 8
  %add1717 = add i64 %v1716, -1
  %base1718 = sext i64 %add1717 to i128
  %next1719 = add i64 %min73, 1
  store i64 %next1719, ptr %j, align 8
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, -1
  store i64 %min73, ptr %j, align 8
  %at_next1722 = sext i64 %add1721 to i128
  %step1723 = sub i128 %at_next1722, %base1718
  %step1724 = trunc i128 %step1723 to i64
  %step1725 = sext i64 %step1724 to i128
  %len1726 = sub i64 %dim31, %min73
  %span1727 = sub i64 %len1726, 1
  %span1728 = sext i64 %span1727 to i128
  %reach1729 = mul i128 %step1725, %span1728
  %c1730 = icmp slt i128 %reach1729, 0
  %min1731 = select i1 %c1730, i128 %reach1729, i128 0
  %c1732 = icmp sgt i128 %reach1729, 0
  %max1733 = select i1 %c1732, i128 %reach1729, i128 0
  %least1734 = add i128 %base1718, %min1731
  %most1735 = add i128 %base1718, %max1733
  %fits_low1736 = icmp sge i128 %least1734, -9223372036854775808
  %fits_high1737 = icmp sle i128 %most1735, 9223372036854775807
  %fits1738 = and i1 %fits_low1736, %fits_high1737
  %least1739 = select i1 %fits1738, i128 %least1734, i128 -9223372036854775808
  %most1740 = select i1 %fits1738, i128 %most1735, i128 9223372036854775807
  %sub1741 = sub i64 %dim47, 1
  %base1742 = sext i64 %sub1741 to i128
  %fits_low1743 = icmp sge i128 %base1742, -9223372036854775808
  %fits_high1744 = icmp sle i128 %base1742, 9223372036854775807
  %fits1745 = and i1 %fits_low1743, %fits_high1744
  %least1746 = select i1 %fits1745, i128 %base1742, i128 -9223372036854775808
  %most1747 = select i1 %fits1745, i128 %base1742, i128 9223372036854775807
  %c1748 = icmp slt i128 %least1739, %least1746
  %min1749 = select i1 %c1748, i128 %least1739, i128 %least1746
  %c1750 = icmp slt i128 %most1740, %most1747
  %min1751 = select i1 %c1750, i128 %most1740, i128 %most1747
  %c1752 = icmp sgt i128 0, %min1749
  %max1753 = select i1 %c1752, i128 0, i128 %min1749
  %c1754 = icmp sgt i128 0, %min1751
  %max1755 = select i1 %c1754, i128 0, i128 %min1751
  %extent1756 = sext i64 %dim47 to i128
  %low_ok1757 = icmp sge i128 %max1753, 0
  %high_ok1758 = icmp slt i128 %max1755, %extent1756
  %ok1759 = and i1 %ok1715, %low_ok1757
  %ok1760 = and i1 %ok1759, %high_ok1758
  %v1761 = load i64, ptr %j, align 8
  %add1762 = add i64 %v1761, 0
  %base1763 = sext i64 %add1762 to i128
  %next1764 = add i64 %min73, 1
  store i64 %next1764, ptr %j, align 8
  %v1765 = load i64, ptr %j, align 8
  %add1766 = add i64 %v1765, 0
  store i64 %min73, ptr %j, align 8
  %at_next1767 = sext i64 %add1766 to i128
  %step1768 = sub i128 %at_next1767, %base1763
  %step1769 = trunc i128 %step1768 to i64
  %step1770 = sext i64 %step1769 to i128
  %len1771 = sub i64 %dim31, %min73
  %span1772 = sub i64 %len1771, 1
  %span1773 = sext i64 %span1772 to i128
  %reach1774 = mul i128 %step1770, %span1773
  %c1775 = icmp slt i128 %reach1774, 0
  %min1776 = select i1 %c1775, i128 %reach1774, i128 0
  %c1777 = icmp sgt i128 %reach1774, 0
  %max1778 = select i1 %c1777, i128 %reach1774, i128 0
  %least1779 = add i128 %base1763, %min1776
  %most1780 = add i128 %base1763, %max1778
  %fits_low1781 = icmp sge i128 %least1779, -9223372036854775808
  %fits_high1782 = icmp sle i128 %most1780, 9223372036854775807
  %fits1783 = and i1 %fits_low1781, %fits_high1782
  %least1784 = select i1 %fits1783, i128 %least1779, i128 -9223372036854775808
  %most1785 = select i1 %fits1783, i128 %most1780, i128 9223372036854775807
  %sub1786 = sub i64 %dim47, 1
  %base1787 = sext i64 %sub1786 to i128
  %fits_low1788 = icmp sge i128 %base1787, -9223372036854775808
  %fits_high1789 = icmp sle i128 %base1787, 9223372036854775807
  %fits1790 = and i1 %fits_low1788, %fits_high1789
  %least1791 = select i1 %fits1790, i128 %base1787, i128 -9223372036854775808
  %most1792 = select i1 %fits1790, i128 %base1787, i128 9223372036854775807
  %c1793 = icmp slt i128 %least1784, %least1791
  %min1794 = select i1 %c1793, i128 %least1784, i128 %least1791
  %c1795 = icmp slt i128 %most1785, %most1792
  %min1796 = select i1 %c1795, i128 %most1785, i128 %most1792
  %c1797 = icmp sgt i128 0, %min1794
  %max1798 = select i1 %c1797, i128 0, i128 %min1794
  %c1799 = icmp sgt i128 0, %min1796
  %max1800 = select i1 %c1799, i128 0, i128 %min1796
  %extent1801 = sext i64 %dim47 to i128
  %low_ok1802 = icmp sge i128 %max1798, 0
  %high_ok1803 = icmp slt i128 %max1800, %extent1801
  %ok1804 = and i1 %ok1760, %low_ok1802
  %ok1805 = and i1 %ok1804, %high_ok1803
  %v1806 = load i64, ptr %j, align 8
  %add1807 = add i64 %v1806, 1
  %base1808 = sext i64 %add1807 to i128
  %next1809 = add i64 %min73, 1
  store i64 %next1809, ptr %j, align 8
  %v1810 = load i64, ptr %j, align 8
  %add1811 = add i64 %v1810, 1
  store i64 %min73, ptr %j, align 8
  %at_next1812 = sext i64 %add1811 to i128
  %step1813 = sub i128 %at_next1812, %base1808
  %step1814 = trunc i128 %step1813 to i64
  %step1815 = sext i64 %step1814 to i128
  %len1816 = sub i64 %dim31, %min73
  %span1817 = sub i64 %len1816, 1
  %span1818 = sext i64 %span1817 to i128
  %reach1819 = mul i128 %step1815, %span1818
  %c1820 = icmp slt i128 %reach1819, 0
  %min1821 = select i1 %c1820, i128 %reach1819, i128 0
  %c1822 = icmp sgt i128 %reach1819, 0
  %max1823 = select i1 %c1822, i128 %reach1819, i128 0
  %least1824 = add i128 %base1808, %min1821
  %most1825 = add i128 %base1808, %max1823
  %fits_low1826 = icmp sge i128 %least1824, -9223372036854775808
  %fits_high1827 = icmp sle i128 %most1825, 9223372036854775807
  %fits1828 = and i1 %fits_low1826, %fits_high1827
  %least1829 = select i1 %fits1828, i128 %least1824, i128 -9223372036854775808
  %most1830 = select i1 %fits1828, i128 %most1825, i128 9223372036854775807
  %sub1831 = sub i64 %dim47, 1
  %base1832 = sext i64 %sub1831 to i128
  %fits_low1833 = icmp sge i128 %base1832, -9223372036854775808
  %fits_high1834 = icmp sle i128 %base1832, 9223372036854775807
  %fits1835 = and i1 %fits_low1833, %fits_high1834
  %least1836 = select i1 %fits1835, i128 %base1832, i128 -9223372036854775808
  %most1837 = select i1 %fits1835, i128 %base1832, i128 9223372036854775807
  %c1838 = icmp slt i128 %least1829, %least1836
  %min1839 = select i1 %c1838, i128 %least1829, i128 %least1836
  %c1840 = icmp slt i128 %most1830, %most1837
  %min1841 = select i1 %c1840, i128 %most1830, i128 %most1837
  %c1842 = icmp sgt i128 0, %min1839
  %max1843 = select i1 %c1842, i128 0, i128 %min1839
  %c1844 = icmp sgt i128 0, %min1841
  %max1845 = select i1 %c1844, i128 0, i128 %min1841
  %extent1846 = sext i64 %dim47 to i128
  %low_ok1847 = icmp sge i128 %max1843, 0
  %high_ok1848 = icmp slt i128 %max1845, %extent1846
  %ok1849 = and i1 %ok1805, %low_ok1847
  %ok1850 = and i1 %ok1849, %high_ok1848
  %v1851 = load i64, ptr %i, align 8
  %add1852 = add i64 %v1851, 0
  %sub1853 = sub i64 %dim13, 1
  %c1854 = icmp slt i64 %add1852, %sub1853
  %mm1855 = select i1 %c1854, i64 %add1852, i64 %sub1853
  %c1856 = icmp sgt i64 0, %mm1855
  %mm1857 = select i1 %c1856, i64 0, i64 %mm1855
  %base1858 = sext i64 %mm1857 to i128
  %fits_low1859 = icmp sge i128 %base1858, -9223372036854775808
  %fits_high1860 = icmp sle i128 %base1858, 9223372036854775807
  %fits1861 = and i1 %fits_low1859, %fits_high1860
  %least1862 = select i1 %fits1861, i128 %base1858, i128 -9223372036854775808
  %most1863 = select i1 %fits1861, i128 %base1858, i128 9223372036854775807
  %extent1864 = sext i64 %dim13 to i128
  %low_ok1865 = icmp sge i128 %least1862, 0
  %high_ok1866 = icmp slt i128 %most1863, %extent1864
  %ok1867 = and i1 %ok1850, %low_ok1865
  %ok1868 = and i1 %ok1867, %high_ok1866
  %v1869 = load i64, ptr %i, align 8
  %add1870 = add i64 %v1869, 1
  %sub1871 = sub i64 %dim13, 1
  %c1872 = icmp slt i64 %add1870, %sub1871
  %mm1873 = select i1 %c1872, i64 %add1870, i64 %sub1871
  %c1874 = icmp sgt i64 0, %mm1873
  %mm1875 = select i1 %c1874, i64 0, i64 %mm1873
  %base1876 = sext i64 %mm1875 to i128
  %fits_low1877 = icmp sge i128 %base1876, -9223372036854775808
  %fits_high1878 = icmp sle i128 %base1876, 9223372036854775807
  %fits1879 = and i1 %fits_low1877, %fits_high1878
  %least1880 = select i1 %fits1879, i128 %base1876, i128 -9223372036854775808
  %most1881 = select i1 %fits1879, i128 %base1876, i128 9223372036854775807
  %extent1882 = sext i64 %dim13 to i128
  %low_ok1883 = icmp sge i128 %least1880, 0
  %high_ok1884 = icmp slt i128 %most1881, %extent1882
  %ok1885 = and i1 %ok1868, %low_ok1883
  %ok1886 = and i1 %ok1885, %high_ok1884
  br i1 %ok1886, label %proved1887, label %checked1888

loop1109:                                         ; preds = %body1110, %proved1106
  %i1112 = load i64, ptr %j, align 8
  %more1113 = icmp slt i64 %i1112, %min73
  br i1 %more1113, label %body1110, label %exit1111

body1110:                                         ; preds = %loop1109
  %v1114 = load i64, ptr %i, align 8
  %v1115 = load i64, ptr %j, align 8
  %pos1116 = mul i64 0, %dim
  %pos1117 = add i64 %pos1116, %v1114
  %pos1118 = mul i64 %pos1117, %dim31
  %pos1119 = add i64 %pos1118, %v1115
  %elp1120 = getelementptr inbounds float, ptr %buf, i64 %pos1119
  %el1121 = load float, ptr %elp1120, align 4, !alias.scope !0, !noalias !3
  store float %el1121, ptr %power_7, align 4
  %v1122 = load float, ptr %power_7, align 4
  %fa1123 = fadd float %v1122, 1.000000e+00
  %fm1124 = fmul float 0x3F747AE140000000, %fa1123
  store float %fm1124, ptr %power_4, align 4
  %v1125 = load i64, ptr %i, align 8
  %v1126 = load i64, ptr %j, align 8
  %pos1127 = mul i64 0, %dim
  %pos1128 = add i64 %pos1127, %v1125
  %pos1129 = mul i64 %pos1128, %dim31
  %pos1130 = add i64 %pos1129, %v1126
  %v1131 = load float, ptr %power_4, align 4
  %elp1132 = getelementptr inbounds float, ptr %buf262, i64 %pos1130
  store float %v1131, ptr %elp1132, align 4, !alias.scope !7, !noalias !8
  %v1133 = load i64, ptr %i, align 8
  %add1134 = add i64 %v1133, -1
  %sub1135 = sub i64 %dim13, 1
  %c1136 = icmp slt i64 %add1134, %sub1135
  %mm1137 = select i1 %c1136, i64 %add1134, i64 %sub1135
  %c1138 = icmp sgt i64 0, %mm1137
  %mm1139 = select i1 %c1138, i64 0, i64 %mm1137
  %j1140 = load i64, ptr %j, align 8
  %tap = add i64 %j1140, -1
  %pos1141 = mul i64 0, %dim13
  %pos1142 = add i64 %pos1141, %mm1139
  %pos1143 = mul i64 %pos1142, %dim47
  %pos1144 = add i64 %pos1143, %tap
  %elp1145 = getelementptr inbounds float, ptr %buf283, i64 %pos1144
  %el1146 = load float, ptr %elp1145, align 4, !alias.scope !9, !noalias !10
  store float %el1146, ptr %temp_11, align 4
  %v1147 = load i64, ptr %i, align 8
  %add1148 = add i64 %v1147, -1
  %sub1149 = sub i64 %dim13, 1
  %c1150 = icmp slt i64 %add1148, %sub1149
  %mm1151 = select i1 %c1150, i64 %add1148, i64 %sub1149
  %c1152 = icmp sgt i64 0, %mm1151
  %mm1153 = select i1 %c1152, i64 0, i64 %mm1151
  %j1154 = load i64, ptr %j, align 8
  %tap1155 = add i64 %j1154, 0
  %pos1156 = mul i64 0, %dim13
  %pos1157 = add i64 %pos1156, %mm1153
  %pos1158 = mul i64 %pos1157, %dim47
  %pos1159 = add i64 %pos1158, %tap1155
  %elp1160 = getelementptr inbounds float, ptr %buf283, i64 %pos1159
  %el1161 = load float, ptr %elp1160, align 4, !alias.scope !9, !noalias !10
  store float %el1161, ptr %temp_12, align 4
  %v1162 = load i64, ptr %i, align 8
  %add1163 = add i64 %v1162, -1
  %sub1164 = sub i64 %dim13, 1
  %c1165 = icmp slt i64 %add1163, %sub1164
  %mm1166 = select i1 %c1165, i64 %add1163, i64 %sub1164
  %c1167 = icmp sgt i64 0, %mm1166
  %mm1168 = select i1 %c1167, i64 0, i64 %mm1166
  %j1169 = load i64, ptr %j, align 8
  %tap1170 = add i64 %j1169, 1
  %pos1171 = mul i64 0, %dim13
  %pos1172 = add i64 %pos1171, %mm1168
  %pos1173 = mul i64 %pos1172, %dim47
  %pos1174 = add i64 %pos1173, %tap1170
  %elp1175 = getelementptr inbounds float, ptr %buf283, i64 %pos1174
  %el1176 = load float, ptr %elp1175, align 4, !alias.scope !9, !noalias !10
  store float %el1176, ptr %temp_13, align 4
  %v1177 = load i64, ptr %i, align 8
  %add1178 = add i64 %v1177, 0
  %sub1179 = sub i64 %dim13, 1
  %c1180 = icmp slt i64 %add1178, %sub1179
  %mm1181 = select i1 %c1180, i64 %add1178, i64 %sub1179
  %c1182 = icmp sgt i64 0, %mm1181
  %mm1183 = select i1 %c1182, i64 0, i64 %mm1181
  %j1184 = load i64, ptr %j, align 8
  %tap1185 = add i64 %j1184, -1
  %pos1186 = mul i64 0, %dim13
  %pos1187 = add i64 %pos1186, %mm1183
  %pos1188 = mul i64 %pos1187, %dim47
  %pos1189 = add i64 %pos1188, %tap1185
  %elp1190 = getelementptr inbounds float, ptr %buf283, i64 %pos1189
  %el1191 = load float, ptr %elp1190, align 4, !alias.scope !9, !noalias !10
  store float %el1191, ptr %temp_14, align 4
  %v1192 = load i64, ptr %i, align 8
  %add1193 = add i64 %v1192, 0
  %sub1194 = sub i64 %dim13, 1
  %c1195 = icmp slt i64 %add1193, %sub1194
  %mm1196 = select i1 %c1195, i64 %add1193, i64 %sub1194
  %c1197 = icmp sgt i64 0, %mm1196
  %mm1198 = select i1 %c1197, i64 0, i64 %mm1196
  %j1199 = load i64, ptr %j, align 8
  %tap1200 = add i64 %j1199, 0
  %pos1201 = mul i64 0, %dim13
  %pos1202 = add i64 %pos1201, %mm1198
  %pos1203 = mul i64 %pos1202, %dim47
  %pos1204 = add i64 %pos1203, %tap1200
  %elp1205 = getelementptr inbounds float, ptr %buf283, i64 %pos1204
  %el1206 = load float, ptr %elp1205, align 4, !alias.scope !9, !noalias !10
  store float %el1206, ptr %temp_15, align 4
  %v1207 = load i64, ptr %i, align 8
  %add1208 = add i64 %v1207, 0
  %sub1209 = sub i64 %dim13, 1
  %c1210 = icmp slt i64 %add1208, %sub1209
  %mm1211 = select i1 %c1210, i64 %add1208, i64 %sub1209
  %c1212 = icmp sgt i64 0, %mm1211
  %mm1213 = select i1 %c1212, i64 0, i64 %mm1211
  %j1214 = load i64, ptr %j, align 8
  %tap1215 = add i64 %j1214, 1
  %pos1216 = mul i64 0, %dim13
  %pos1217 = add i64 %pos1216, %mm1213
  %pos1218 = mul i64 %pos1217, %dim47
  %pos1219 = add i64 %pos1218, %tap1215
  %elp1220 = getelementptr inbounds float, ptr %buf283, i64 %pos1219
  %el1221 = load float, ptr %elp1220, align 4, !alias.scope !9, !noalias !10
  store float %el1221, ptr %temp_16, align 4
  %v1222 = load i64, ptr %i, align 8
  %add1223 = add i64 %v1222, 1
  %sub1224 = sub i64 %dim13, 1
  %c1225 = icmp slt i64 %add1223, %sub1224
  %mm1226 = select i1 %c1225, i64 %add1223, i64 %sub1224
  %c1227 = icmp sgt i64 0, %mm1226
  %mm1228 = select i1 %c1227, i64 0, i64 %mm1226
  %j1229 = load i64, ptr %j, align 8
  %tap1230 = add i64 %j1229, -1
  %pos1231 = mul i64 0, %dim13
  %pos1232 = add i64 %pos1231, %mm1228
  %pos1233 = mul i64 %pos1232, %dim47
  %pos1234 = add i64 %pos1233, %tap1230
  %elp1235 = getelementptr inbounds float, ptr %buf283, i64 %pos1234
  %el1236 = load float, ptr %elp1235, align 4, !alias.scope !9, !noalias !10
  store float %el1236, ptr %temp_17, align 4
  %v1237 = load i64, ptr %i, align 8
  %add1238 = add i64 %v1237, 1
  %sub1239 = sub i64 %dim13, 1
  %c1240 = icmp slt i64 %add1238, %sub1239
  %mm1241 = select i1 %c1240, i64 %add1238, i64 %sub1239
  %c1242 = icmp sgt i64 0, %mm1241
  %mm1243 = select i1 %c1242, i64 0, i64 %mm1241
  %j1244 = load i64, ptr %j, align 8
  %tap1245 = add i64 %j1244, 0
  %pos1246 = mul i64 0, %dim13
  %pos1247 = add i64 %pos1246, %mm1243
  %pos1248 = mul i64 %pos1247, %dim47
  %pos1249 = add i64 %pos1248, %tap1245
  %elp1250 = getelementptr inbounds float, ptr %buf283, i64 %pos1249
  %el1251 = load float, ptr %elp1250, align 4, !alias.scope !9, !noalias !10
  store float %el1251, ptr %temp_18, align 4
  %v1252 = load i64, ptr %i, align 8
  %add1253 = add i64 %v1252, 1
  %sub1254 = sub i64 %dim13, 1
  %c1255 = icmp slt i64 %add1253, %sub1254
  %mm1256 = select i1 %c1255, i64 %add1253, i64 %sub1254
  %c1257 = icmp sgt i64 0, %mm1256
  %mm1258 = select i1 %c1257, i64 0, i64 %mm1256
  %j1259 = load i64, ptr %j, align 8
  %tap1260 = add i64 %j1259, 1
  %pos1261 = mul i64 0, %dim13
  %pos1262 = add i64 %pos1261, %mm1258
  %pos1263 = mul i64 %pos1262, %dim47
  %pos1264 = add i64 %pos1263, %tap1260
  %elp1265 = getelementptr inbounds float, ptr %buf283, i64 %pos1264
  %el1266 = load float, ptr %elp1265, align 4, !alias.scope !9, !noalias !10
  store float %el1266, ptr %temp_19, align 4
  %cv1267 = sitofp i64 %dim13 to float
  %fd1268 = fdiv float 0x3F90624DE0000000, %cv1267
  store float %fd1268, ptr %gh_20, align 4
  %tup1269 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1270 = insertvalue { i64, i64 } %tup1269, i64 %dim47, 1
  %proj1271 = extractvalue { i64, i64 } %tup1270, 1
  %cv1272 = sitofp i64 %proj1271 to float
  %fd1273 = fdiv float 0x3F90624DE0000000, %cv1272
  store float %fd1273, ptr %gw_21, align 4
  %v1274 = load float, ptr %temp_15, align 4
  %fm1275 = fmul float 2.000000e+00, %v1274
  store float %fm1275, ptr %"%cse0_22", align 4
  %v1276 = load float, ptr %temp_18, align 4
  %v1277 = load float, ptr %temp_12, align 4
  %fa1278 = fadd float %v1276, %v1277
  %v1279 = load float, ptr %"%cse0_22", align 4
  %fs1280 = fsub float %fa1278, %v1279
  %v1281 = load float, ptr %gh_20, align 4
  %v1282 = load float, ptr %gw_21, align 4
  %fm1283 = fmul float 0x3FB99999A0000000, %v1282
  %fd1284 = fdiv float %v1281, %fm1283
  %fd1285 = fdiv float %fs1280, %fd1284
  %v1286 = load float, ptr %temp_16, align 4
  %v1287 = load float, ptr %temp_14, align 4
  %fa1288 = fadd float %v1286, %v1287
  %v1289 = load float, ptr %"%cse0_22", align 4
  %fs1290 = fsub float %fa1288, %v1289
  %v1291 = load float, ptr %gw_21, align 4
  %v1292 = load float, ptr %gh_20, align 4
  %fm1293 = fmul float 0x3FB99999A0000000, %v1292
  %fd1294 = fdiv float %v1291, %fm1293
  %fd1295 = fdiv float %fs1290, %fd1294
  %fa1296 = fadd float %fd1285, %fd1295
  %v1297 = load float, ptr %temp_15, align 4
  %fs1298 = fsub float 8.000000e+01, %v1297
  %v1299 = load float, ptr %gh_20, align 4
  %fm1300 = fmul float 1.000000e+02, %v1299
  %v1301 = load float, ptr %gw_21, align 4
  %fm1302 = fmul float %fm1300, %v1301
  %fd1303 = fdiv float 0x3F40624DE0000000, %fm1302
  %fd1304 = fdiv float %fs1298, %fd1303
  %fa1305 = fadd float %fa1296, %fd1304
  store float %fa1305, ptr %flux_8, align 4
  %v1306 = load i64, ptr %i, align 8
  %v1307 = load i64, ptr %j, align 8
  %pos1308 = mul i64 0, %dim13
  %pos1309 = add i64 %pos1308, %v1306
  %pos1310 = mul i64 %pos1309, %dim47
  %pos1311 = add i64 %pos1310, %v1307
  %elp1312 = getelementptr inbounds float, ptr %buf283, i64 %pos1311
  %el1313 = load float, ptr %elp1312, align 4, !alias.scope !9, !noalias !10
  store float %el1313, ptr %temp_26, align 4
  %v1314 = load float, ptr %temp_26, align 4
  %tup1315 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1316 = insertvalue { i64, i64 } %tup1315, i64 %dim47, 1
  %proj1317 = extractvalue { i64, i64 } %tup1316, 1
  %cv1318 = sitofp i64 %proj1317 to float
  %fd1319 = fdiv float 0x3F90624DE0000000, %cv1318
  %fm1320 = fmul float 0x407B580020000000, %fd1319
  %cv1321 = sitofp i64 %dim13 to float
  %fd1322 = fdiv float 0x3F90624DE0000000, %cv1321
  %fm1323 = fmul float %fm1320, %fd1322
  %fd1324 = fdiv float 0x3E8392CBA0000000, %fm1323
  %v1325 = load float, ptr %power_4, align 4
  %v1326 = load float, ptr %flux_8, align 4
  %fa1327 = fadd float %v1325, %v1326
  %fm1328 = fmul float %fd1324, %fa1327
  %fa1329 = fadd float %v1314, %fm1328
  store float %fa1329, ptr %next_23, align 4
  %v1330 = load i64, ptr %i, align 8
  %v1331 = load i64, ptr %j, align 8
  %pos1332 = mul i64 0, %dim13
  %pos1333 = add i64 %pos1332, %v1330
  %pos1334 = mul i64 %pos1333, %dim47
  %pos1335 = add i64 %pos1334, %v1331
  %v1336 = load float, ptr %next_23, align 4
  %elp1337 = getelementptr inbounds float, ptr %buf512, i64 %pos1335
  store float %v1336, ptr %elp1337, align 4, !alias.scope !11, !noalias !12
  %i1338 = load i64, ptr %j, align 8
  %next1339 = add i64 %i1338, 1
  store i64 %next1339, ptr %j, align 8
  br label %loop1109

exit1111:                                         ; preds = %loop1109
  br label %versions_done1108

loop1340:                                         ; preds = %ok1616, %checked1107
  %i1343 = load i64, ptr %j, align 8
  %more1344 = icmp slt i64 %i1343, %min73
  br i1 %more1344, label %body1341, label %exit1342

body1341:                                         ; preds = %loop1340
  %v1345 = load i64, ptr %i, align 8
  %v1346 = load i64, ptr %j, align 8
  %pos1347 = mul i64 0, %dim
  %pos1348 = add i64 %pos1347, %v1345
  %pos1349 = mul i64 %pos1348, %dim31
  %pos1350 = add i64 %pos1349, %v1346
  %elp1351 = getelementptr inbounds float, ptr %buf, i64 %pos1350
  %el1352 = load float, ptr %elp1351, align 4, !alias.scope !0, !noalias !3
  store float %el1352, ptr %power_7, align 4
  %v1353 = load float, ptr %power_7, align 4
  %fa1354 = fadd float %v1353, 1.000000e+00
  %fm1355 = fmul float 0x3F747AE140000000, %fa1354
  store float %fm1355, ptr %power_4, align 4
  %v1356 = load i64, ptr %i, align 8
  %v1357 = load i64, ptr %j, align 8
  %pos1358 = mul i64 0, %dim
  %pos1359 = add i64 %pos1358, %v1356
  %pos1360 = mul i64 %pos1359, %dim31
  %pos1361 = add i64 %pos1360, %v1357
  %v1362 = load float, ptr %power_4, align 4
  %elp1363 = getelementptr inbounds float, ptr %buf262, i64 %pos1361
  store float %v1362, ptr %elp1363, align 4, !alias.scope !7, !noalias !8
  %v1364 = load i64, ptr %i, align 8
  %add1365 = add i64 %v1364, -1
  %sub1366 = sub i64 %dim13, 1
  %c1367 = icmp slt i64 %add1365, %sub1366
  %mm1368 = select i1 %c1367, i64 %add1365, i64 %sub1366
  %c1369 = icmp sgt i64 0, %mm1368
  %mm1370 = select i1 %c1369, i64 0, i64 %mm1368
  %j1371 = load i64, ptr %j, align 8
  %tap1372 = add i64 %j1371, -1
  %inb1373 = icmp ult i64 %mm1370, %dim13
  br i1 %inb1373, label %ok1375, label %fail1374

exit1342:                                         ; preds = %loop1340
  br label %versions_done1108

fail1374:                                         ; preds = %body1341
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1370, ptr %errp1378, align 8
  %errp1379 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1379, align 8
  ret i32 1

ok1375:                                           ; preds = %body1341
  %pos1380 = mul i64 0, %dim13
  %pos1381 = add i64 %pos1380, %mm1370
  %inb1382 = icmp ult i64 %tap1372, %dim47
  br i1 %inb1382, label %ok1384, label %fail1383

fail1383:                                         ; preds = %ok1375
  %errp1385 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1385, align 8
  %errp1386 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1386, align 8
  %errp1387 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1372, ptr %errp1387, align 8
  %errp1388 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1388, align 8
  ret i32 1

ok1384:                                           ; preds = %ok1375
  %pos1389 = mul i64 %pos1381, %dim47
  %pos1390 = add i64 %pos1389, %tap1372
  %elp1391 = getelementptr inbounds float, ptr %buf283, i64 %pos1390
  %el1392 = load float, ptr %elp1391, align 4, !alias.scope !9, !noalias !10
  store float %el1392, ptr %temp_11, align 4
  %v1393 = load i64, ptr %i, align 8
  %add1394 = add i64 %v1393, -1
  %sub1395 = sub i64 %dim13, 1
  %c1396 = icmp slt i64 %add1394, %sub1395
  %mm1397 = select i1 %c1396, i64 %add1394, i64 %sub1395
  %c1398 = icmp sgt i64 0, %mm1397
  %mm1399 = select i1 %c1398, i64 0, i64 %mm1397
  %j1400 = load i64, ptr %j, align 8
  %tap1401 = add i64 %j1400, 0
  %inb1402 = icmp ult i64 %mm1399, %dim13
  br i1 %inb1402, label %ok1404, label %fail1403

fail1403:                                         ; preds = %ok1384
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1405, align 8
  %errp1406 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1406, align 8
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1399, ptr %errp1407, align 8
  %errp1408 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1408, align 8
  ret i32 1

ok1404:                                           ; preds = %ok1384
  %pos1409 = mul i64 0, %dim13
  %pos1410 = add i64 %pos1409, %mm1399
  %inb1411 = icmp ult i64 %tap1401, %dim47
  br i1 %inb1411, label %ok1413, label %fail1412

fail1412:                                         ; preds = %ok1404
  %errp1414 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1414, align 8
  %errp1415 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1415, align 8
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1401, ptr %errp1416, align 8
  %errp1417 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1417, align 8
  ret i32 1

ok1413:                                           ; preds = %ok1404
  %pos1418 = mul i64 %pos1410, %dim47
  %pos1419 = add i64 %pos1418, %tap1401
  %elp1420 = getelementptr inbounds float, ptr %buf283, i64 %pos1419
  %el1421 = load float, ptr %elp1420, align 4, !alias.scope !9, !noalias !10
  store float %el1421, ptr %temp_12, align 4
  %v1422 = load i64, ptr %i, align 8
  %add1423 = add i64 %v1422, -1
  %sub1424 = sub i64 %dim13, 1
  %c1425 = icmp slt i64 %add1423, %sub1424
  %mm1426 = select i1 %c1425, i64 %add1423, i64 %sub1424
  %c1427 = icmp sgt i64 0, %mm1426
  %mm1428 = select i1 %c1427, i64 0, i64 %mm1426
  %j1429 = load i64, ptr %j, align 8
  %tap1430 = add i64 %j1429, 1
  %inb1431 = icmp ult i64 %mm1428, %dim13
  br i1 %inb1431, label %ok1433, label %fail1432

fail1432:                                         ; preds = %ok1413
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1434, align 8
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1435, align 8
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1428, ptr %errp1436, align 8
  %errp1437 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1437, align 8
  ret i32 1

ok1433:                                           ; preds = %ok1413
  %pos1438 = mul i64 0, %dim13
  %pos1439 = add i64 %pos1438, %mm1428
  %inb1440 = icmp ult i64 %tap1430, %dim47
  br i1 %inb1440, label %ok1442, label %fail1441

fail1441:                                         ; preds = %ok1433
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1443, align 8
  %errp1444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1444, align 8
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1430, ptr %errp1445, align 8
  %errp1446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1446, align 8
  ret i32 1

ok1442:                                           ; preds = %ok1433
  %pos1447 = mul i64 %pos1439, %dim47
  %pos1448 = add i64 %pos1447, %tap1430
  %elp1449 = getelementptr inbounds float, ptr %buf283, i64 %pos1448
  %el1450 = load float, ptr %elp1449, align 4, !alias.scope !9, !noalias !10
  store float %el1450, ptr %temp_13, align 4
  %v1451 = load i64, ptr %i, align 8
  %add1452 = add i64 %v1451, 0
  %sub1453 = sub i64 %dim13, 1
  %c1454 = icmp slt i64 %add1452, %sub1453
  %mm1455 = select i1 %c1454, i64 %add1452, i64 %sub1453
  %c1456 = icmp sgt i64 0, %mm1455
  %mm1457 = select i1 %c1456, i64 0, i64 %mm1455
  %j1458 = load i64, ptr %j, align 8
  %tap1459 = add i64 %j1458, -1
  %inb1460 = icmp ult i64 %mm1457, %dim13
  br i1 %inb1460, label %ok1462, label %fail1461

fail1461:                                         ; preds = %ok1442
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1463, align 8
  %errp1464 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1464, align 8
  %errp1465 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1457, ptr %errp1465, align 8
  %errp1466 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1466, align 8
  ret i32 1

ok1462:                                           ; preds = %ok1442
  %pos1467 = mul i64 0, %dim13
  %pos1468 = add i64 %pos1467, %mm1457
  %inb1469 = icmp ult i64 %tap1459, %dim47
  br i1 %inb1469, label %ok1471, label %fail1470

fail1470:                                         ; preds = %ok1462
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1473, align 8
  %errp1474 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1459, ptr %errp1474, align 8
  %errp1475 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1475, align 8
  ret i32 1

ok1471:                                           ; preds = %ok1462
  %pos1476 = mul i64 %pos1468, %dim47
  %pos1477 = add i64 %pos1476, %tap1459
  %elp1478 = getelementptr inbounds float, ptr %buf283, i64 %pos1477
  %el1479 = load float, ptr %elp1478, align 4, !alias.scope !9, !noalias !10
  store float %el1479, ptr %temp_14, align 4
  %v1480 = load i64, ptr %i, align 8
  %add1481 = add i64 %v1480, 0
  %sub1482 = sub i64 %dim13, 1
  %c1483 = icmp slt i64 %add1481, %sub1482
  %mm1484 = select i1 %c1483, i64 %add1481, i64 %sub1482
  %c1485 = icmp sgt i64 0, %mm1484
  %mm1486 = select i1 %c1485, i64 0, i64 %mm1484
  %j1487 = load i64, ptr %j, align 8
  %tap1488 = add i64 %j1487, 0
  %inb1489 = icmp ult i64 %mm1486, %dim13
  br i1 %inb1489, label %ok1491, label %fail1490

fail1490:                                         ; preds = %ok1471
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1492, align 8
  %errp1493 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1493, align 8
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1486, ptr %errp1494, align 8
  %errp1495 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1495, align 8
  ret i32 1

ok1491:                                           ; preds = %ok1471
  %pos1496 = mul i64 0, %dim13
  %pos1497 = add i64 %pos1496, %mm1486
  %inb1498 = icmp ult i64 %tap1488, %dim47
  br i1 %inb1498, label %ok1500, label %fail1499

fail1499:                                         ; preds = %ok1491
  %errp1501 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1501, align 8
  %errp1502 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1502, align 8
  %errp1503 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1488, ptr %errp1503, align 8
  %errp1504 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1504, align 8
  ret i32 1

ok1500:                                           ; preds = %ok1491
  %pos1505 = mul i64 %pos1497, %dim47
  %pos1506 = add i64 %pos1505, %tap1488
  %elp1507 = getelementptr inbounds float, ptr %buf283, i64 %pos1506
  %el1508 = load float, ptr %elp1507, align 4, !alias.scope !9, !noalias !10
  store float %el1508, ptr %temp_15, align 4
  %v1509 = load i64, ptr %i, align 8
  %add1510 = add i64 %v1509, 0
  %sub1511 = sub i64 %dim13, 1
  %c1512 = icmp slt i64 %add1510, %sub1511
  %mm1513 = select i1 %c1512, i64 %add1510, i64 %sub1511
  %c1514 = icmp sgt i64 0, %mm1513
  %mm1515 = select i1 %c1514, i64 0, i64 %mm1513
  %j1516 = load i64, ptr %j, align 8
  %tap1517 = add i64 %j1516, 1
  %inb1518 = icmp ult i64 %mm1515, %dim13
  br i1 %inb1518, label %ok1520, label %fail1519

fail1519:                                         ; preds = %ok1500
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1521, align 8
  %errp1522 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1522, align 8
  %errp1523 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1515, ptr %errp1523, align 8
  %errp1524 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1524, align 8
  ret i32 1

ok1520:                                           ; preds = %ok1500
  %pos1525 = mul i64 0, %dim13
  %pos1526 = add i64 %pos1525, %mm1515
  %inb1527 = icmp ult i64 %tap1517, %dim47
  br i1 %inb1527, label %ok1529, label %fail1528

fail1528:                                         ; preds = %ok1520
  %errp1530 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1530, align 8
  %errp1531 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1531, align 8
  %errp1532 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1517, ptr %errp1532, align 8
  %errp1533 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1533, align 8
  ret i32 1

ok1529:                                           ; preds = %ok1520
  %pos1534 = mul i64 %pos1526, %dim47
  %pos1535 = add i64 %pos1534, %tap1517
  %elp1536 = getelementptr inbounds float, ptr %buf283, i64 %pos1535
  %el1537 = load float, ptr %elp1536, align 4, !alias.scope !9, !noalias !10
  store float %el1537, ptr %temp_16, align 4
  %v1538 = load i64, ptr %i, align 8
  %add1539 = add i64 %v1538, 1
  %sub1540 = sub i64 %dim13, 1
  %c1541 = icmp slt i64 %add1539, %sub1540
  %mm1542 = select i1 %c1541, i64 %add1539, i64 %sub1540
  %c1543 = icmp sgt i64 0, %mm1542
  %mm1544 = select i1 %c1543, i64 0, i64 %mm1542
  %j1545 = load i64, ptr %j, align 8
  %tap1546 = add i64 %j1545, -1
  %inb1547 = icmp ult i64 %mm1544, %dim13
  br i1 %inb1547, label %ok1549, label %fail1548

fail1548:                                         ; preds = %ok1529
  %errp1550 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1550, align 8
  %errp1551 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1551, align 8
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1544, ptr %errp1552, align 8
  %errp1553 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1553, align 8
  ret i32 1

ok1549:                                           ; preds = %ok1529
  %pos1554 = mul i64 0, %dim13
  %pos1555 = add i64 %pos1554, %mm1544
  %inb1556 = icmp ult i64 %tap1546, %dim47
  br i1 %inb1556, label %ok1558, label %fail1557

fail1557:                                         ; preds = %ok1549
  %errp1559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1559, align 8
  %errp1560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1560, align 8
  %errp1561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1546, ptr %errp1561, align 8
  %errp1562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1562, align 8
  ret i32 1

ok1558:                                           ; preds = %ok1549
  %pos1563 = mul i64 %pos1555, %dim47
  %pos1564 = add i64 %pos1563, %tap1546
  %elp1565 = getelementptr inbounds float, ptr %buf283, i64 %pos1564
  %el1566 = load float, ptr %elp1565, align 4, !alias.scope !9, !noalias !10
  store float %el1566, ptr %temp_17, align 4
  %v1567 = load i64, ptr %i, align 8
  %add1568 = add i64 %v1567, 1
  %sub1569 = sub i64 %dim13, 1
  %c1570 = icmp slt i64 %add1568, %sub1569
  %mm1571 = select i1 %c1570, i64 %add1568, i64 %sub1569
  %c1572 = icmp sgt i64 0, %mm1571
  %mm1573 = select i1 %c1572, i64 0, i64 %mm1571
  %j1574 = load i64, ptr %j, align 8
  %tap1575 = add i64 %j1574, 0
  %inb1576 = icmp ult i64 %mm1573, %dim13
  br i1 %inb1576, label %ok1578, label %fail1577

fail1577:                                         ; preds = %ok1558
  %errp1579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1579, align 8
  %errp1580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1580, align 8
  %errp1581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1573, ptr %errp1581, align 8
  %errp1582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1582, align 8
  ret i32 1

ok1578:                                           ; preds = %ok1558
  %pos1583 = mul i64 0, %dim13
  %pos1584 = add i64 %pos1583, %mm1573
  %inb1585 = icmp ult i64 %tap1575, %dim47
  br i1 %inb1585, label %ok1587, label %fail1586

fail1586:                                         ; preds = %ok1578
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1588, align 8
  %errp1589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1589, align 8
  %errp1590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1575, ptr %errp1590, align 8
  %errp1591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1591, align 8
  ret i32 1

ok1587:                                           ; preds = %ok1578
  %pos1592 = mul i64 %pos1584, %dim47
  %pos1593 = add i64 %pos1592, %tap1575
  %elp1594 = getelementptr inbounds float, ptr %buf283, i64 %pos1593
  %el1595 = load float, ptr %elp1594, align 4, !alias.scope !9, !noalias !10
  store float %el1595, ptr %temp_18, align 4
  %v1596 = load i64, ptr %i, align 8
  %add1597 = add i64 %v1596, 1
  %sub1598 = sub i64 %dim13, 1
  %c1599 = icmp slt i64 %add1597, %sub1598
  %mm1600 = select i1 %c1599, i64 %add1597, i64 %sub1598
  %c1601 = icmp sgt i64 0, %mm1600
  %mm1602 = select i1 %c1601, i64 0, i64 %mm1600
  %j1603 = load i64, ptr %j, align 8
  %tap1604 = add i64 %j1603, 1
  %inb1605 = icmp ult i64 %mm1602, %dim13
  br i1 %inb1605, label %ok1607, label %fail1606

fail1606:                                         ; preds = %ok1587
  %errp1608 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1608, align 8
  %errp1609 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1609, align 8
  %errp1610 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1602, ptr %errp1610, align 8
  %errp1611 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1611, align 8
  ret i32 1

ok1607:                                           ; preds = %ok1587
  %pos1612 = mul i64 0, %dim13
  %pos1613 = add i64 %pos1612, %mm1602
  %inb1614 = icmp ult i64 %tap1604, %dim47
  br i1 %inb1614, label %ok1616, label %fail1615

fail1615:                                         ; preds = %ok1607
  %errp1617 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1617, align 8
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1618, align 8
  %errp1619 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1604, ptr %errp1619, align 8
  %errp1620 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1620, align 8
  ret i32 1

ok1616:                                           ; preds = %ok1607
  %pos1621 = mul i64 %pos1613, %dim47
  %pos1622 = add i64 %pos1621, %tap1604
  %elp1623 = getelementptr inbounds float, ptr %buf283, i64 %pos1622
  %el1624 = load float, ptr %elp1623, align 4, !alias.scope !9, !noalias !10
  store float %el1624, ptr %temp_19, align 4
  %cv1625 = sitofp i64 %dim13 to float
  %fd1626 = fdiv float 0x3F90624DE0000000, %cv1625
  store float %fd1626, ptr %gh_20, align 4
  %tup1627 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1628 = insertvalue { i64, i64 } %tup1627, i64 %dim47, 1
  %proj1629 = extractvalue { i64, i64 } %tup1628, 1
  %cv1630 = sitofp i64 %proj1629 to float
  %fd1631 = fdiv float 0x3F90624DE0000000, %cv1630
  store float %fd1631, ptr %gw_21, align 4
  %v1632 = load float, ptr %temp_15, align 4
  %fm1633 = fmul float 2.000000e+00, %v1632
  store float %fm1633, ptr %"%cse0_22", align 4
  %v1634 = load float, ptr %temp_18, align 4
  %v1635 = load float, ptr %temp_12, align 4
  %fa1636 = fadd float %v1634, %v1635
  %v1637 = load float, ptr %"%cse0_22", align 4
  %fs1638 = fsub float %fa1636, %v1637
  %v1639 = load float, ptr %gh_20, align 4
  %v1640 = load float, ptr %gw_21, align 4
  %fm1641 = fmul float 0x3FB99999A0000000, %v1640
  %fd1642 = fdiv float %v1639, %fm1641
  %fd1643 = fdiv float %fs1638, %fd1642
  %v1644 = load float, ptr %temp_16, align 4
  %v1645 = load float, ptr %temp_14, align 4
  %fa1646 = fadd float %v1644, %v1645
  %v1647 = load float, ptr %"%cse0_22", align 4
  %fs1648 = fsub float %fa1646, %v1647
  %v1649 = load float, ptr %gw_21, align 4
  %v1650 = load float, ptr %gh_20, align 4
  %fm1651 = fmul float 0x3FB99999A0000000, %v1650
  %fd1652 = fdiv float %v1649, %fm1651
  %fd1653 = fdiv float %fs1648, %fd1652
  %fa1654 = fadd float %fd1643, %fd1653
  %v1655 = load float, ptr %temp_15, align 4
  %fs1656 = fsub float 8.000000e+01, %v1655
  %v1657 = load float, ptr %gh_20, align 4
  %fm1658 = fmul float 1.000000e+02, %v1657
  %v1659 = load float, ptr %gw_21, align 4
  %fm1660 = fmul float %fm1658, %v1659
  %fd1661 = fdiv float 0x3F40624DE0000000, %fm1660
  %fd1662 = fdiv float %fs1656, %fd1661
  %fa1663 = fadd float %fa1654, %fd1662
  store float %fa1663, ptr %flux_8, align 4
  %v1664 = load i64, ptr %i, align 8
  %v1665 = load i64, ptr %j, align 8
  %pos1666 = mul i64 0, %dim13
  %pos1667 = add i64 %pos1666, %v1664
  %pos1668 = mul i64 %pos1667, %dim47
  %pos1669 = add i64 %pos1668, %v1665
  %elp1670 = getelementptr inbounds float, ptr %buf283, i64 %pos1669
  %el1671 = load float, ptr %elp1670, align 4, !alias.scope !9, !noalias !10
  store float %el1671, ptr %temp_26, align 4
  %v1672 = load float, ptr %temp_26, align 4
  %tup1673 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1674 = insertvalue { i64, i64 } %tup1673, i64 %dim47, 1
  %proj1675 = extractvalue { i64, i64 } %tup1674, 1
  %cv1676 = sitofp i64 %proj1675 to float
  %fd1677 = fdiv float 0x3F90624DE0000000, %cv1676
  %fm1678 = fmul float 0x407B580020000000, %fd1677
  %cv1679 = sitofp i64 %dim13 to float
  %fd1680 = fdiv float 0x3F90624DE0000000, %cv1679
  %fm1681 = fmul float %fm1678, %fd1680
  %fd1682 = fdiv float 0x3E8392CBA0000000, %fm1681
  %v1683 = load float, ptr %power_4, align 4
  %v1684 = load float, ptr %flux_8, align 4
  %fa1685 = fadd float %v1683, %v1684
  %fm1686 = fmul float %fd1682, %fa1685
  %fa1687 = fadd float %v1672, %fm1686
  store float %fa1687, ptr %next_23, align 4
  %v1688 = load i64, ptr %i, align 8
  %v1689 = load i64, ptr %j, align 8
  %pos1690 = mul i64 0, %dim13
  %pos1691 = add i64 %pos1690, %v1688
  %pos1692 = mul i64 %pos1691, %dim47
  %pos1693 = add i64 %pos1692, %v1689
  %v1694 = load float, ptr %next_23, align 4
  %elp1695 = getelementptr inbounds float, ptr %buf512, i64 %pos1693
  store float %v1694, ptr %elp1695, align 4, !alias.scope !11, !noalias !12
  %i1696 = load i64, ptr %j, align 8
  %next1697 = add i64 %i1696, 1
  store i64 %next1697, ptr %j, align 8
  br label %loop1340

proved1887:                                       ; preds = %versions_done1108
  store i64 %min73, ptr %j, align 8
  br label %loop1890

checked1888:                                      ; preds = %versions_done1108
  store i64 %min73, ptr %j, align 8
  br label %loop2167

versions_done1889:                                ; preds = %exit2169, %exit1892
  %i2570 = load i64, ptr %i, align 8
  %next2571 = add i64 %i2570, 1
  store i64 %next2571, ptr %i, align 8
  br label %loop

loop1890:                                         ; preds = %body1891, %proved1887
  %i1893 = load i64, ptr %j, align 8
  %more1894 = icmp slt i64 %i1893, %dim31
  br i1 %more1894, label %body1891, label %exit1892

body1891:                                         ; preds = %loop1890
  %v1895 = load i64, ptr %i, align 8
  %v1896 = load i64, ptr %j, align 8
  %pos1897 = mul i64 0, %dim
  %pos1898 = add i64 %pos1897, %v1895
  %pos1899 = mul i64 %pos1898, %dim31
  %pos1900 = add i64 %pos1899, %v1896
  %elp1901 = getelementptr inbounds float, ptr %buf, i64 %pos1900
  %el1902 = load float, ptr %elp1901, align 4, !alias.scope !0, !noalias !3
  store float %el1902, ptr %power_7, align 4
  %v1903 = load float, ptr %power_7, align 4
  %fa1904 = fadd float %v1903, 1.000000e+00
  %fm1905 = fmul float 0x3F747AE140000000, %fa1904
  store float %fm1905, ptr %power_4, align 4
  %v1906 = load i64, ptr %i, align 8
  %v1907 = load i64, ptr %j, align 8
  %pos1908 = mul i64 0, %dim
  %pos1909 = add i64 %pos1908, %v1906
  %pos1910 = mul i64 %pos1909, %dim31
  %pos1911 = add i64 %pos1910, %v1907
  %v1912 = load float, ptr %power_4, align 4
  %elp1913 = getelementptr inbounds float, ptr %buf262, i64 %pos1911
  store float %v1912, ptr %elp1913, align 4, !alias.scope !7, !noalias !8
  %v1914 = load i64, ptr %i, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim13, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %v1921 = load i64, ptr %j, align 8
  %add1922 = add i64 %v1921, -1
  %sub1923 = sub i64 %dim47, 1
  %c1924 = icmp slt i64 %add1922, %sub1923
  %mm1925 = select i1 %c1924, i64 %add1922, i64 %sub1923
  %c1926 = icmp sgt i64 0, %mm1925
  %mm1927 = select i1 %c1926, i64 0, i64 %mm1925
  %pos1928 = mul i64 0, %dim13
  %pos1929 = add i64 %pos1928, %mm1920
  %pos1930 = mul i64 %pos1929, %dim47
  %pos1931 = add i64 %pos1930, %mm1927
  %elp1932 = getelementptr inbounds float, ptr %buf283, i64 %pos1931
  %el1933 = load float, ptr %elp1932, align 4, !alias.scope !9, !noalias !10
  store float %el1933, ptr %temp_11, align 4
  %v1934 = load i64, ptr %i, align 8
  %add1935 = add i64 %v1934, -1
  %sub1936 = sub i64 %dim13, 1
  %c1937 = icmp slt i64 %add1935, %sub1936
  %mm1938 = select i1 %c1937, i64 %add1935, i64 %sub1936
  %c1939 = icmp sgt i64 0, %mm1938
  %mm1940 = select i1 %c1939, i64 0, i64 %mm1938
  %v1941 = load i64, ptr %j, align 8
  %add1942 = add i64 %v1941, 0
  %sub1943 = sub i64 %dim47, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %pos1948 = mul i64 0, %dim13
  %pos1949 = add i64 %pos1948, %mm1940
  %pos1950 = mul i64 %pos1949, %dim47
  %pos1951 = add i64 %pos1950, %mm1947
  %elp1952 = getelementptr inbounds float, ptr %buf283, i64 %pos1951
  %el1953 = load float, ptr %elp1952, align 4, !alias.scope !9, !noalias !10
  store float %el1953, ptr %temp_12, align 4
  %v1954 = load i64, ptr %i, align 8
  %add1955 = add i64 %v1954, -1
  %sub1956 = sub i64 %dim13, 1
  %c1957 = icmp slt i64 %add1955, %sub1956
  %mm1958 = select i1 %c1957, i64 %add1955, i64 %sub1956
  %c1959 = icmp sgt i64 0, %mm1958
  %mm1960 = select i1 %c1959, i64 0, i64 %mm1958
  %v1961 = load i64, ptr %j, align 8
  %add1962 = add i64 %v1961, 1
  %sub1963 = sub i64 %dim47, 1
  %c1964 = icmp slt i64 %add1962, %sub1963
  %mm1965 = select i1 %c1964, i64 %add1962, i64 %sub1963
  %c1966 = icmp sgt i64 0, %mm1965
  %mm1967 = select i1 %c1966, i64 0, i64 %mm1965
  %pos1968 = mul i64 0, %dim13
  %pos1969 = add i64 %pos1968, %mm1960
  %pos1970 = mul i64 %pos1969, %dim47
  %pos1971 = add i64 %pos1970, %mm1967
  %elp1972 = getelementptr inbounds float, ptr %buf283, i64 %pos1971
  %el1973 = load float, ptr %elp1972, align 4, !alias.scope !9, !noalias !10
  store float %el1973, ptr %temp_13, align 4
  %v1974 = load i64, ptr %i, align 8
  %add1975 = add i64 %v1974, 0
  %sub1976 = sub i64 %dim13, 1
  %c1977 = icmp slt i64 %add1975, %sub1976
  %mm1978 = select i1 %c1977, i64 %add1975, i64 %sub1976
  %c1979 = icmp sgt i64 0, %mm1978
  %mm1980 = select i1 %c1979, i64 0, i64 %mm1978
  %v1981 = load i64, ptr %j, align 8
  %add1982 = add i64 %v1981, -1
  %sub1983 = sub i64 %dim47, 1
  %c1984 = icmp slt i64 %add1982, %sub1983
  %mm1985 = select i1 %c1984, i64 %add1982, i64 %sub1983
  %c1986 = icmp sgt i64 0, %mm1985
  %mm1987 = select i1 %c1986, i64 0, i64 %mm1985
  %pos1988 = mul i64 0, %dim13
  %pos1989 = add i64 %pos1988, %mm1980
  %pos1990 = mul i64 %pos1989, %dim47
  %pos1991 = add i64 %pos1990, %mm1987
  %elp1992 = getelementptr inbounds float, ptr %buf283, i64 %pos1991
  %el1993 = load float, ptr %elp1992, align 4, !alias.scope !9, !noalias !10
  store float %el1993, ptr %temp_14, align 4
  %v1994 = load i64, ptr %i, align 8
  %add1995 = add i64 %v1994, 0
  %sub1996 = sub i64 %dim13, 1
  %c1997 = icmp slt i64 %add1995, %sub1996
  %mm1998 = select i1 %c1997, i64 %add1995, i64 %sub1996
  %c1999 = icmp sgt i64 0, %mm1998
  %mm2000 = select i1 %c1999, i64 0, i64 %mm1998
  %v2001 = load i64, ptr %j, align 8
  %add2002 = add i64 %v2001, 0
  %sub2003 = sub i64 %dim47, 1
  %c2004 = icmp slt i64 %add2002, %sub2003
  %mm2005 = select i1 %c2004, i64 %add2002, i64 %sub2003
  %c2006 = icmp sgt i64 0, %mm2005
  %mm2007 = select i1 %c2006, i64 0, i64 %mm2005
  %pos2008 = mul i64 0, %dim13
  %pos2009 = add i64 %pos2008, %mm2000
  %pos2010 = mul i64 %pos2009, %dim47
  %pos2011 = add i64 %pos2010, %mm2007
  %elp2012 = getelementptr inbounds float, ptr %buf283, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !9, !noalias !10
  store float %el2013, ptr %temp_15, align 4
  %v2014 = load i64, ptr %i, align 8
  %add2015 = add i64 %v2014, 0
  %sub2016 = sub i64 %dim13, 1
  %c2017 = icmp slt i64 %add2015, %sub2016
  %mm2018 = select i1 %c2017, i64 %add2015, i64 %sub2016
  %c2019 = icmp sgt i64 0, %mm2018
  %mm2020 = select i1 %c2019, i64 0, i64 %mm2018
  %v2021 = load i64, ptr %j, align 8
  %add2022 = add i64 %v2021, 1
  %sub2023 = sub i64 %dim47, 1
  %c2024 = icmp slt i64 %add2022, %sub2023
  %mm2025 = select i1 %c2024, i64 %add2022, i64 %sub2023
  %c2026 = icmp sgt i64 0, %mm2025
  %mm2027 = select i1 %c2026, i64 0, i64 %mm2025
  %pos2028 = mul i64 0, %dim13
  %pos2029 = add i64 %pos2028, %mm2020
  %pos2030 = mul i64 %pos2029, %dim47
  %pos2031 = add i64 %pos2030, %mm2027
  %elp2032 = getelementptr inbounds float, ptr %buf283, i64 %pos2031
  %el2033 = load float, ptr %elp2032, align 4, !alias.scope !9, !noalias !10
  store float %el2033, ptr %temp_16, align 4
  %v2034 = load i64, ptr %i, align 8
  %add2035 = add i64 %v2034, 1
  %sub2036 = sub i64 %dim13, 1
  %c2037 = icmp slt i64 %add2035, %sub2036
  %mm2038 = select i1 %c2037, i64 %add2035, i64 %sub2036
  %c2039 = icmp sgt i64 0, %mm2038
  %mm2040 = select i1 %c2039, i64 0, i64 %mm2038
  %v2041 = load i64, ptr %j, align 8
  %add2042 = add i64 %v2041, -1
  %sub2043 = sub i64 %dim47, 1
  %c2044 = icmp slt i64 %add2042, %sub2043
  %mm2045 = select i1 %c2044, i64 %add2042, i64 %sub2043
  %c2046 = icmp sgt i64 0, %mm2045
  %mm2047 = select i1 %c2046, i64 0, i64 %mm2045
  %pos2048 = mul i64 0, %dim13
  %pos2049 = add i64 %pos2048, %mm2040
  %pos2050 = mul i64 %pos2049, %dim47
  %pos2051 = add i64 %pos2050, %mm2047
  %elp2052 = getelementptr inbounds float, ptr %buf283, i64 %pos2051
  %el2053 = load float, ptr %elp2052, align 4, !alias.scope !9, !noalias !10
  store float %el2053, ptr %temp_17, align 4
  %v2054 = load i64, ptr %i, align 8
  %add2055 = add i64 %v2054, 1
  %sub2056 = sub i64 %dim13, 1
  %c2057 = icmp slt i64 %add2055, %sub2056
  %mm2058 = select i1 %c2057, i64 %add2055, i64 %sub2056
  %c2059 = icmp sgt i64 0, %mm2058
  %mm2060 = select i1 %c2059, i64 0, i64 %mm2058
  %v2061 = load i64, ptr %j, align 8
  %add2062 = add i64 %v2061, 0
  %sub2063 = sub i64 %dim47, 1
  %c2064 = icmp slt i64 %add2062, %sub2063
  %mm2065 = select i1 %c2064, i64 %add2062, i64 %sub2063
  %c2066 = icmp sgt i64 0, %mm2065
  %mm2067 = select i1 %c2066, i64 0, i64 %mm2065
  %pos2068 = mul i64 0, %dim13
  %pos2069 = add i64 %pos2068, %mm2060
  %pos2070 = mul i64 %pos2069, %dim47
  %pos2071 = add i64 %pos2070, %mm2067
  %elp2072 = getelementptr inbounds float, ptr %buf283, i64 %pos2071
  %el2073 = load float, ptr %elp2072, align 4, !alias.scope !9, !noalias !10
  store float %el2073, ptr %temp_18, align 4
  %v2074 = load i64, ptr %i, align 8
  %add2075 = add i64 %v2074, 1
  %sub2076 = sub i64 %dim13, 1
  %c2077 = icmp slt i64 %add2075, %sub2076
  %mm2078 = select i1 %c2077, i64 %add2075, i64 %sub2076
  %c2079 = icmp sgt i64 0, %mm2078
  %mm2080 = select i1 %c2079, i64 0, i64 %mm2078
  %v2081 = load i64, ptr %j, align 8
  %add2082 = add i64 %v2081, 1
  %sub2083 = sub i64 %dim47, 1
  %c2084 = icmp slt i64 %add2082, %sub2083
  %mm2085 = select i1 %c2084, i64 %add2082, i64 %sub2083
  %c2086 = icmp sgt i64 0, %mm2085
  %mm2087 = select i1 %c2086, i64 0, i64 %mm2085
  %pos2088 = mul i64 0, %dim13
  %pos2089 = add i64 %pos2088, %mm2080
  %pos2090 = mul i64 %pos2089, %dim47
  %pos2091 = add i64 %pos2090, %mm2087
  %elp2092 = getelementptr inbounds float, ptr %buf283, i64 %pos2091
  %el2093 = load float, ptr %elp2092, align 4, !alias.scope !9, !noalias !10
  store float %el2093, ptr %temp_19, align 4
  %cv2094 = sitofp i64 %dim13 to float
  %fd2095 = fdiv float 0x3F90624DE0000000, %cv2094
  store float %fd2095, ptr %gh_20, align 4
  %tup2096 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2097 = insertvalue { i64, i64 } %tup2096, i64 %dim47, 1
  %proj2098 = extractvalue { i64, i64 } %tup2097, 1
  %cv2099 = sitofp i64 %proj2098 to float
  %fd2100 = fdiv float 0x3F90624DE0000000, %cv2099
  store float %fd2100, ptr %gw_21, align 4
  %v2101 = load float, ptr %temp_15, align 4
  %fm2102 = fmul float 2.000000e+00, %v2101
  store float %fm2102, ptr %"%cse0_22", align 4
  %v2103 = load float, ptr %temp_18, align 4
  %v2104 = load float, ptr %temp_12, align 4
  %fa2105 = fadd float %v2103, %v2104
  %v2106 = load float, ptr %"%cse0_22", align 4
  %fs2107 = fsub float %fa2105, %v2106
  %v2108 = load float, ptr %gh_20, align 4
  %v2109 = load float, ptr %gw_21, align 4
  %fm2110 = fmul float 0x3FB99999A0000000, %v2109
  %fd2111 = fdiv float %v2108, %fm2110
  %fd2112 = fdiv float %fs2107, %fd2111
  %v2113 = load float, ptr %temp_16, align 4
  %v2114 = load float, ptr %temp_14, align 4
  %fa2115 = fadd float %v2113, %v2114
  %v2116 = load float, ptr %"%cse0_22", align 4
  %fs2117 = fsub float %fa2115, %v2116
  %v2118 = load float, ptr %gw_21, align 4
  %v2119 = load float, ptr %gh_20, align 4
  %fm2120 = fmul float 0x3FB99999A0000000, %v2119
  %fd2121 = fdiv float %v2118, %fm2120
  %fd2122 = fdiv float %fs2117, %fd2121
  %fa2123 = fadd float %fd2112, %fd2122
  %v2124 = load float, ptr %temp_15, align 4
  %fs2125 = fsub float 8.000000e+01, %v2124
  %v2126 = load float, ptr %gh_20, align 4
  %fm2127 = fmul float 1.000000e+02, %v2126
  %v2128 = load float, ptr %gw_21, align 4
  %fm2129 = fmul float %fm2127, %v2128
  %fd2130 = fdiv float 0x3F40624DE0000000, %fm2129
  %fd2131 = fdiv float %fs2125, %fd2130
  %fa2132 = fadd float %fa2123, %fd2131
  store float %fa2132, ptr %flux_8, align 4
  %v2133 = load i64, ptr %i, align 8
  %v2134 = load i64, ptr %j, align 8
  %pos2135 = mul i64 0, %dim13
  %pos2136 = add i64 %pos2135, %v2133
  %pos2137 = mul i64 %pos2136, %dim47
  %pos2138 = add i64 %pos2137, %v2134
  %elp2139 = getelementptr inbounds float, ptr %buf283, i64 %pos2138
  %el2140 = load float, ptr %elp2139, align 4, !alias.scope !9, !noalias !10
  store float %el2140, ptr %temp_26, align 4
  %v2141 = load float, ptr %temp_26, align 4
  %tup2142 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2143 = insertvalue { i64, i64 } %tup2142, i64 %dim47, 1
  %proj2144 = extractvalue { i64, i64 } %tup2143, 1
  %cv2145 = sitofp i64 %proj2144 to float
  %fd2146 = fdiv float 0x3F90624DE0000000, %cv2145
  %fm2147 = fmul float 0x407B580020000000, %fd2146
  %cv2148 = sitofp i64 %dim13 to float
  %fd2149 = fdiv float 0x3F90624DE0000000, %cv2148
  %fm2150 = fmul float %fm2147, %fd2149
  %fd2151 = fdiv float 0x3E8392CBA0000000, %fm2150
  %v2152 = load float, ptr %power_4, align 4
  %v2153 = load float, ptr %flux_8, align 4
  %fa2154 = fadd float %v2152, %v2153
  %fm2155 = fmul float %fd2151, %fa2154
  %fa2156 = fadd float %v2141, %fm2155
  store float %fa2156, ptr %next_23, align 4
  %v2157 = load i64, ptr %i, align 8
  %v2158 = load i64, ptr %j, align 8
  %pos2159 = mul i64 0, %dim13
  %pos2160 = add i64 %pos2159, %v2157
  %pos2161 = mul i64 %pos2160, %dim47
  %pos2162 = add i64 %pos2161, %v2158
  %v2163 = load float, ptr %next_23, align 4
  %elp2164 = getelementptr inbounds float, ptr %buf512, i64 %pos2162
  store float %v2163, ptr %elp2164, align 4, !alias.scope !11, !noalias !12
  %i2165 = load i64, ptr %j, align 8
  %next2166 = add i64 %i2165, 1
  store i64 %next2166, ptr %j, align 8
  br label %loop1890

exit1892:                                         ; preds = %loop1890
  br label %versions_done1889

loop2167:                                         ; preds = %ok2488, %checked1888
  %i2170 = load i64, ptr %j, align 8
  %more2171 = icmp slt i64 %i2170, %dim31
  br i1 %more2171, label %body2168, label %exit2169

body2168:                                         ; preds = %loop2167
  %v2172 = load i64, ptr %i, align 8
  %v2173 = load i64, ptr %j, align 8
  %pos2174 = mul i64 0, %dim
  %pos2175 = add i64 %pos2174, %v2172
  %pos2176 = mul i64 %pos2175, %dim31
  %pos2177 = add i64 %pos2176, %v2173
  %elp2178 = getelementptr inbounds float, ptr %buf, i64 %pos2177
  %el2179 = load float, ptr %elp2178, align 4, !alias.scope !0, !noalias !3
  store float %el2179, ptr %power_7, align 4
  %v2180 = load float, ptr %power_7, align 4
  %fa2181 = fadd float %v2180, 1.000000e+00
  %fm2182 = fmul float 0x3F747AE140000000, %fa2181
  store float %fm2182, ptr %power_4, align 4
  %v2183 = load i64, ptr %i, align 8
  %v2184 = load i64, ptr %j, align 8
  %pos2185 = mul i64 0, %dim
  %pos2186 = add i64 %pos2185, %v2183
  %pos2187 = mul i64 %pos2186, %dim31
  %pos2188 = add i64 %pos2187, %v2184
  %v2189 = load float, ptr %power_4, align 4
  %elp2190 = getelementptr inbounds float, ptr %buf262, i64 %pos2188
  store float %v2189, ptr %elp2190, align 4, !alias.scope !7, !noalias !8
  %v2191 = load i64, ptr %i, align 8
  %add2192 = add i64 %v2191, -1
  %sub2193 = sub i64 %dim13, 1
  %c2194 = icmp slt i64 %add2192, %sub2193
  %mm2195 = select i1 %c2194, i64 %add2192, i64 %sub2193
  %c2196 = icmp sgt i64 0, %mm2195
  %mm2197 = select i1 %c2196, i64 0, i64 %mm2195
  %v2198 = load i64, ptr %j, align 8
  %add2199 = add i64 %v2198, -1
  %sub2200 = sub i64 %dim47, 1
  %c2201 = icmp slt i64 %add2199, %sub2200
  %mm2202 = select i1 %c2201, i64 %add2199, i64 %sub2200
  %c2203 = icmp sgt i64 0, %mm2202
  %mm2204 = select i1 %c2203, i64 0, i64 %mm2202
  %inb2205 = icmp ult i64 %mm2197, %dim13
  br i1 %inb2205, label %ok2207, label %fail2206

exit2169:                                         ; preds = %loop2167
  br label %versions_done1889

fail2206:                                         ; preds = %body2168
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2208, align 8
  %errp2209 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2209, align 8
  %errp2210 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2197, ptr %errp2210, align 8
  %errp2211 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2211, align 8
  ret i32 1

ok2207:                                           ; preds = %body2168
  %pos2212 = mul i64 0, %dim13
  %pos2213 = add i64 %pos2212, %mm2197
  %inb2214 = icmp ult i64 %mm2204, %dim47
  br i1 %inb2214, label %ok2216, label %fail2215

fail2215:                                         ; preds = %ok2207
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2217, align 8
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2218, align 8
  %errp2219 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2204, ptr %errp2219, align 8
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2220, align 8
  ret i32 1

ok2216:                                           ; preds = %ok2207
  %pos2221 = mul i64 %pos2213, %dim47
  %pos2222 = add i64 %pos2221, %mm2204
  %elp2223 = getelementptr inbounds float, ptr %buf283, i64 %pos2222
  %el2224 = load float, ptr %elp2223, align 4, !alias.scope !9, !noalias !10
  store float %el2224, ptr %temp_11, align 4
  %v2225 = load i64, ptr %i, align 8
  %add2226 = add i64 %v2225, -1
  %sub2227 = sub i64 %dim13, 1
  %c2228 = icmp slt i64 %add2226, %sub2227
  %mm2229 = select i1 %c2228, i64 %add2226, i64 %sub2227
  %c2230 = icmp sgt i64 0, %mm2229
  %mm2231 = select i1 %c2230, i64 0, i64 %mm2229
  %v2232 = load i64, ptr %j, align 8
  %add2233 = add i64 %v2232, 0
  %sub2234 = sub i64 %dim47, 1
  %c2235 = icmp slt i64 %add2233, %sub2234
  %mm2236 = select i1 %c2235, i64 %add2233, i64 %sub2234
  %c2237 = icmp sgt i64 0, %mm2236
  %mm2238 = select i1 %c2237, i64 0, i64 %mm2236
  %inb2239 = icmp ult i64 %mm2231, %dim13
  br i1 %inb2239, label %ok2241, label %fail2240

fail2240:                                         ; preds = %ok2216
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2242, align 8
  %errp2243 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2243, align 8
  %errp2244 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2231, ptr %errp2244, align 8
  %errp2245 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2245, align 8
  ret i32 1

ok2241:                                           ; preds = %ok2216
  %pos2246 = mul i64 0, %dim13
  %pos2247 = add i64 %pos2246, %mm2231
  %inb2248 = icmp ult i64 %mm2238, %dim47
  br i1 %inb2248, label %ok2250, label %fail2249

fail2249:                                         ; preds = %ok2241
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2251, align 8
  %errp2252 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2252, align 8
  %errp2253 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2238, ptr %errp2253, align 8
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2254, align 8
  ret i32 1

ok2250:                                           ; preds = %ok2241
  %pos2255 = mul i64 %pos2247, %dim47
  %pos2256 = add i64 %pos2255, %mm2238
  %elp2257 = getelementptr inbounds float, ptr %buf283, i64 %pos2256
  %el2258 = load float, ptr %elp2257, align 4, !alias.scope !9, !noalias !10
  store float %el2258, ptr %temp_12, align 4
  %v2259 = load i64, ptr %i, align 8
  %add2260 = add i64 %v2259, -1
  %sub2261 = sub i64 %dim13, 1
  %c2262 = icmp slt i64 %add2260, %sub2261
  %mm2263 = select i1 %c2262, i64 %add2260, i64 %sub2261
  %c2264 = icmp sgt i64 0, %mm2263
  %mm2265 = select i1 %c2264, i64 0, i64 %mm2263
  %v2266 = load i64, ptr %j, align 8
  %add2267 = add i64 %v2266, 1
  %sub2268 = sub i64 %dim47, 1
  %c2269 = icmp slt i64 %add2267, %sub2268
  %mm2270 = select i1 %c2269, i64 %add2267, i64 %sub2268
  %c2271 = icmp sgt i64 0, %mm2270
  %mm2272 = select i1 %c2271, i64 0, i64 %mm2270
  %inb2273 = icmp ult i64 %mm2265, %dim13
  br i1 %inb2273, label %ok2275, label %fail2274

fail2274:                                         ; preds = %ok2250
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2276, align 8
  %errp2277 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2277, align 8
  %errp2278 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2265, ptr %errp2278, align 8
  %errp2279 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2279, align 8
  ret i32 1

ok2275:                                           ; preds = %ok2250
  %pos2280 = mul i64 0, %dim13
  %pos2281 = add i64 %pos2280, %mm2265
  %inb2282 = icmp ult i64 %mm2272, %dim47
  br i1 %inb2282, label %ok2284, label %fail2283

fail2283:                                         ; preds = %ok2275
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2285, align 8
  %errp2286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2286, align 8
  %errp2287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2272, ptr %errp2287, align 8
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2288, align 8
  ret i32 1

ok2284:                                           ; preds = %ok2275
  %pos2289 = mul i64 %pos2281, %dim47
  %pos2290 = add i64 %pos2289, %mm2272
  %elp2291 = getelementptr inbounds float, ptr %buf283, i64 %pos2290
  %el2292 = load float, ptr %elp2291, align 4, !alias.scope !9, !noalias !10
  store float %el2292, ptr %temp_13, align 4
  %v2293 = load i64, ptr %i, align 8
  %add2294 = add i64 %v2293, 0
  %sub2295 = sub i64 %dim13, 1
  %c2296 = icmp slt i64 %add2294, %sub2295
  %mm2297 = select i1 %c2296, i64 %add2294, i64 %sub2295
  %c2298 = icmp sgt i64 0, %mm2297
  %mm2299 = select i1 %c2298, i64 0, i64 %mm2297
  %v2300 = load i64, ptr %j, align 8
  %add2301 = add i64 %v2300, -1
  %sub2302 = sub i64 %dim47, 1
  %c2303 = icmp slt i64 %add2301, %sub2302
  %mm2304 = select i1 %c2303, i64 %add2301, i64 %sub2302
  %c2305 = icmp sgt i64 0, %mm2304
  %mm2306 = select i1 %c2305, i64 0, i64 %mm2304
  %inb2307 = icmp ult i64 %mm2299, %dim13
  br i1 %inb2307, label %ok2309, label %fail2308

fail2308:                                         ; preds = %ok2284
  %errp2310 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2310, align 8
  %errp2311 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2311, align 8
  %errp2312 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2299, ptr %errp2312, align 8
  %errp2313 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2313, align 8
  ret i32 1

ok2309:                                           ; preds = %ok2284
  %pos2314 = mul i64 0, %dim13
  %pos2315 = add i64 %pos2314, %mm2299
  %inb2316 = icmp ult i64 %mm2306, %dim47
  br i1 %inb2316, label %ok2318, label %fail2317

fail2317:                                         ; preds = %ok2309
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2319, align 8
  %errp2320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2320, align 8
  %errp2321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2306, ptr %errp2321, align 8
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2322, align 8
  ret i32 1

ok2318:                                           ; preds = %ok2309
  %pos2323 = mul i64 %pos2315, %dim47
  %pos2324 = add i64 %pos2323, %mm2306
  %elp2325 = getelementptr inbounds float, ptr %buf283, i64 %pos2324
  %el2326 = load float, ptr %elp2325, align 4, !alias.scope !9, !noalias !10
  store float %el2326, ptr %temp_14, align 4
  %v2327 = load i64, ptr %i, align 8
  %add2328 = add i64 %v2327, 0
  %sub2329 = sub i64 %dim13, 1
  %c2330 = icmp slt i64 %add2328, %sub2329
  %mm2331 = select i1 %c2330, i64 %add2328, i64 %sub2329
  %c2332 = icmp sgt i64 0, %mm2331
  %mm2333 = select i1 %c2332, i64 0, i64 %mm2331
  %v2334 = load i64, ptr %j, align 8
  %add2335 = add i64 %v2334, 0
  %sub2336 = sub i64 %dim47, 1
  %c2337 = icmp slt i64 %add2335, %sub2336
  %mm2338 = select i1 %c2337, i64 %add2335, i64 %sub2336
  %c2339 = icmp sgt i64 0, %mm2338
  %mm2340 = select i1 %c2339, i64 0, i64 %mm2338
  %inb2341 = icmp ult i64 %mm2333, %dim13
  br i1 %inb2341, label %ok2343, label %fail2342

fail2342:                                         ; preds = %ok2318
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2344, align 8
  %errp2345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2345, align 8
  %errp2346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2333, ptr %errp2346, align 8
  %errp2347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2347, align 8
  ret i32 1

ok2343:                                           ; preds = %ok2318
  %pos2348 = mul i64 0, %dim13
  %pos2349 = add i64 %pos2348, %mm2333
  %inb2350 = icmp ult i64 %mm2340, %dim47
  br i1 %inb2350, label %ok2352, label %fail2351

fail2351:                                         ; preds = %ok2343
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2353, align 8
  %errp2354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2354, align 8
  %errp2355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2340, ptr %errp2355, align 8
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2356, align 8
  ret i32 1

ok2352:                                           ; preds = %ok2343
  %pos2357 = mul i64 %pos2349, %dim47
  %pos2358 = add i64 %pos2357, %mm2340
  %elp2359 = getelementptr inbounds float, ptr %buf283, i64 %pos2358
  %el2360 = load float, ptr %elp2359, align 4, !alias.scope !9, !noalias !10
  store float %el2360, ptr %temp_15, align 4
  %v2361 = load i64, ptr %i, align 8
  %add2362 = add i64 %v2361, 0
  %sub2363 = sub i64 %dim13, 1
  %c2364 = icmp slt i64 %add2362, %sub2363
  %mm2365 = select i1 %c2364, i64 %add2362, i64 %sub2363
  %c2366 = icmp sgt i64 0, %mm2365
  %mm2367 = select i1 %c2366, i64 0, i64 %mm2365
  %v2368 = load i64, ptr %j, align 8
  %add2369 = add i64 %v2368, 1
  %sub2370 = sub i64 %dim47, 1
  %c2371 = icmp slt i64 %add2369, %sub2370
  %mm2372 = select i1 %c2371, i64 %add2369, i64 %sub2370
  %c2373 = icmp sgt i64 0, %mm2372
  %mm2374 = select i1 %c2373, i64 0, i64 %mm2372
  %inb2375 = icmp ult i64 %mm2367, %dim13
  br i1 %inb2375, label %ok2377, label %fail2376

fail2376:                                         ; preds = %ok2352
  %errp2378 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2378, align 8
  %errp2379 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2379, align 8
  %errp2380 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2367, ptr %errp2380, align 8
  %errp2381 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2381, align 8
  ret i32 1

ok2377:                                           ; preds = %ok2352
  %pos2382 = mul i64 0, %dim13
  %pos2383 = add i64 %pos2382, %mm2367
  %inb2384 = icmp ult i64 %mm2374, %dim47
  br i1 %inb2384, label %ok2386, label %fail2385

fail2385:                                         ; preds = %ok2377
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2387, align 8
  %errp2388 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2388, align 8
  %errp2389 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2374, ptr %errp2389, align 8
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2390, align 8
  ret i32 1

ok2386:                                           ; preds = %ok2377
  %pos2391 = mul i64 %pos2383, %dim47
  %pos2392 = add i64 %pos2391, %mm2374
  %elp2393 = getelementptr inbounds float, ptr %buf283, i64 %pos2392
  %el2394 = load float, ptr %elp2393, align 4, !alias.scope !9, !noalias !10
  store float %el2394, ptr %temp_16, align 4
  %v2395 = load i64, ptr %i, align 8
  %add2396 = add i64 %v2395, 1
  %sub2397 = sub i64 %dim13, 1
  %c2398 = icmp slt i64 %add2396, %sub2397
  %mm2399 = select i1 %c2398, i64 %add2396, i64 %sub2397
  %c2400 = icmp sgt i64 0, %mm2399
  %mm2401 = select i1 %c2400, i64 0, i64 %mm2399
  %v2402 = load i64, ptr %j, align 8
  %add2403 = add i64 %v2402, -1
  %sub2404 = sub i64 %dim47, 1
  %c2405 = icmp slt i64 %add2403, %sub2404
  %mm2406 = select i1 %c2405, i64 %add2403, i64 %sub2404
  %c2407 = icmp sgt i64 0, %mm2406
  %mm2408 = select i1 %c2407, i64 0, i64 %mm2406
  %inb2409 = icmp ult i64 %mm2401, %dim13
  br i1 %inb2409, label %ok2411, label %fail2410

fail2410:                                         ; preds = %ok2386
  %errp2412 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2412, align 8
  %errp2413 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2413, align 8
  %errp2414 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2401, ptr %errp2414, align 8
  %errp2415 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2415, align 8
  ret i32 1

ok2411:                                           ; preds = %ok2386
  %pos2416 = mul i64 0, %dim13
  %pos2417 = add i64 %pos2416, %mm2401
  %inb2418 = icmp ult i64 %mm2408, %dim47
  br i1 %inb2418, label %ok2420, label %fail2419

fail2419:                                         ; preds = %ok2411
  %errp2421 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2421, align 8
  %errp2422 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2422, align 8
  %errp2423 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2408, ptr %errp2423, align 8
  %errp2424 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2424, align 8
  ret i32 1

ok2420:                                           ; preds = %ok2411
  %pos2425 = mul i64 %pos2417, %dim47
  %pos2426 = add i64 %pos2425, %mm2408
  %elp2427 = getelementptr inbounds float, ptr %buf283, i64 %pos2426
  %el2428 = load float, ptr %elp2427, align 4, !alias.scope !9, !noalias !10
  store float %el2428, ptr %temp_17, align 4
  %v2429 = load i64, ptr %i, align 8
  %add2430 = add i64 %v2429, 1
  %sub2431 = sub i64 %dim13, 1
  %c2432 = icmp slt i64 %add2430, %sub2431
  %mm2433 = select i1 %c2432, i64 %add2430, i64 %sub2431
  %c2434 = icmp sgt i64 0, %mm2433
  %mm2435 = select i1 %c2434, i64 0, i64 %mm2433
  %v2436 = load i64, ptr %j, align 8
  %add2437 = add i64 %v2436, 0
  %sub2438 = sub i64 %dim47, 1
  %c2439 = icmp slt i64 %add2437, %sub2438
  %mm2440 = select i1 %c2439, i64 %add2437, i64 %sub2438
  %c2441 = icmp sgt i64 0, %mm2440
  %mm2442 = select i1 %c2441, i64 0, i64 %mm2440
  %inb2443 = icmp ult i64 %mm2435, %dim13
  br i1 %inb2443, label %ok2445, label %fail2444

fail2444:                                         ; preds = %ok2420
  %errp2446 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2446, align 8
  %errp2447 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2447, align 8
  %errp2448 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2435, ptr %errp2448, align 8
  %errp2449 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2449, align 8
  ret i32 1

ok2445:                                           ; preds = %ok2420
  %pos2450 = mul i64 0, %dim13
  %pos2451 = add i64 %pos2450, %mm2435
  %inb2452 = icmp ult i64 %mm2442, %dim47
  br i1 %inb2452, label %ok2454, label %fail2453

fail2453:                                         ; preds = %ok2445
  %errp2455 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2455, align 8
  %errp2456 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2456, align 8
  %errp2457 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2442, ptr %errp2457, align 8
  %errp2458 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2458, align 8
  ret i32 1

ok2454:                                           ; preds = %ok2445
  %pos2459 = mul i64 %pos2451, %dim47
  %pos2460 = add i64 %pos2459, %mm2442
  %elp2461 = getelementptr inbounds float, ptr %buf283, i64 %pos2460
  %el2462 = load float, ptr %elp2461, align 4, !alias.scope !9, !noalias !10
  store float %el2462, ptr %temp_18, align 4
  %v2463 = load i64, ptr %i, align 8
  %add2464 = add i64 %v2463, 1
  %sub2465 = sub i64 %dim13, 1
  %c2466 = icmp slt i64 %add2464, %sub2465
  %mm2467 = select i1 %c2466, i64 %add2464, i64 %sub2465
  %c2468 = icmp sgt i64 0, %mm2467
  %mm2469 = select i1 %c2468, i64 0, i64 %mm2467
  %v2470 = load i64, ptr %j, align 8
  %add2471 = add i64 %v2470, 1
  %sub2472 = sub i64 %dim47, 1
  %c2473 = icmp slt i64 %add2471, %sub2472
  %mm2474 = select i1 %c2473, i64 %add2471, i64 %sub2472
  %c2475 = icmp sgt i64 0, %mm2474
  %mm2476 = select i1 %c2475, i64 0, i64 %mm2474
  %inb2477 = icmp ult i64 %mm2469, %dim13
  br i1 %inb2477, label %ok2479, label %fail2478

fail2478:                                         ; preds = %ok2454
  %errp2480 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2480, align 8
  %errp2481 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2481, align 8
  %errp2482 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2469, ptr %errp2482, align 8
  %errp2483 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2483, align 8
  ret i32 1

ok2479:                                           ; preds = %ok2454
  %pos2484 = mul i64 0, %dim13
  %pos2485 = add i64 %pos2484, %mm2469
  %inb2486 = icmp ult i64 %mm2476, %dim47
  br i1 %inb2486, label %ok2488, label %fail2487

fail2487:                                         ; preds = %ok2479
  %errp2489 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2489, align 8
  %errp2490 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2490, align 8
  %errp2491 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2476, ptr %errp2491, align 8
  %errp2492 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2492, align 8
  ret i32 1

ok2488:                                           ; preds = %ok2479
  %pos2493 = mul i64 %pos2485, %dim47
  %pos2494 = add i64 %pos2493, %mm2476
  %elp2495 = getelementptr inbounds float, ptr %buf283, i64 %pos2494
  %el2496 = load float, ptr %elp2495, align 4, !alias.scope !9, !noalias !10
  store float %el2496, ptr %temp_19, align 4
  %cv2497 = sitofp i64 %dim13 to float
  %fd2498 = fdiv float 0x3F90624DE0000000, %cv2497
  store float %fd2498, ptr %gh_20, align 4
  %tup2499 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2500 = insertvalue { i64, i64 } %tup2499, i64 %dim47, 1
  %proj2501 = extractvalue { i64, i64 } %tup2500, 1
  %cv2502 = sitofp i64 %proj2501 to float
  %fd2503 = fdiv float 0x3F90624DE0000000, %cv2502
  store float %fd2503, ptr %gw_21, align 4
  %v2504 = load float, ptr %temp_15, align 4
  %fm2505 = fmul float 2.000000e+00, %v2504
  store float %fm2505, ptr %"%cse0_22", align 4
  %v2506 = load float, ptr %temp_18, align 4
  %v2507 = load float, ptr %temp_12, align 4
  %fa2508 = fadd float %v2506, %v2507
  %v2509 = load float, ptr %"%cse0_22", align 4
  %fs2510 = fsub float %fa2508, %v2509
  %v2511 = load float, ptr %gh_20, align 4
  %v2512 = load float, ptr %gw_21, align 4
  %fm2513 = fmul float 0x3FB99999A0000000, %v2512
  %fd2514 = fdiv float %v2511, %fm2513
  %fd2515 = fdiv float %fs2510, %fd2514
  %v2516 = load float, ptr %temp_16, align 4
  %v2517 = load float, ptr %temp_14, align 4
  %fa2518 = fadd float %v2516, %v2517
  %v2519 = load float, ptr %"%cse0_22", align 4
  %fs2520 = fsub float %fa2518, %v2519
  %v2521 = load float, ptr %gw_21, align 4
  %v2522 = load float, ptr %gh_20, align 4
  %fm2523 = fmul float 0x3FB99999A0000000, %v2522
  %fd2524 = fdiv float %v2521, %fm2523
  %fd2525 = fdiv float %fs2520, %fd2524
  %fa2526 = fadd float %fd2515, %fd2525
  %v2527 = load float, ptr %temp_15, align 4
  %fs2528 = fsub float 8.000000e+01, %v2527
  %v2529 = load float, ptr %gh_20, align 4
  %fm2530 = fmul float 1.000000e+02, %v2529
  %v2531 = load float, ptr %gw_21, align 4
  %fm2532 = fmul float %fm2530, %v2531
  %fd2533 = fdiv float 0x3F40624DE0000000, %fm2532
  %fd2534 = fdiv float %fs2528, %fd2533
  %fa2535 = fadd float %fa2526, %fd2534
  store float %fa2535, ptr %flux_8, align 4
  %v2536 = load i64, ptr %i, align 8
  %v2537 = load i64, ptr %j, align 8
  %pos2538 = mul i64 0, %dim13
  %pos2539 = add i64 %pos2538, %v2536
  %pos2540 = mul i64 %pos2539, %dim47
  %pos2541 = add i64 %pos2540, %v2537
  %elp2542 = getelementptr inbounds float, ptr %buf283, i64 %pos2541
  %el2543 = load float, ptr %elp2542, align 4, !alias.scope !9, !noalias !10
  store float %el2543, ptr %temp_26, align 4
  %v2544 = load float, ptr %temp_26, align 4
  %tup2545 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2546 = insertvalue { i64, i64 } %tup2545, i64 %dim47, 1
  %proj2547 = extractvalue { i64, i64 } %tup2546, 1
  %cv2548 = sitofp i64 %proj2547 to float
  %fd2549 = fdiv float 0x3F90624DE0000000, %cv2548
  %fm2550 = fmul float 0x407B580020000000, %fd2549
  %cv2551 = sitofp i64 %dim13 to float
  %fd2552 = fdiv float 0x3F90624DE0000000, %cv2551
  %fm2553 = fmul float %fm2550, %fd2552
  %fd2554 = fdiv float 0x3E8392CBA0000000, %fm2553
  %v2555 = load float, ptr %power_4, align 4
  %v2556 = load float, ptr %flux_8, align 4
  %fa2557 = fadd float %v2555, %v2556
  %fm2558 = fmul float %fd2554, %fa2557
  %fa2559 = fadd float %v2544, %fm2558
  store float %fa2559, ptr %next_23, align 4
  %v2560 = load i64, ptr %i, align 8
  %v2561 = load i64, ptr %j, align 8
  %pos2562 = mul i64 0, %dim13
  %pos2563 = add i64 %pos2562, %v2560
  %pos2564 = mul i64 %pos2563, %dim47
  %pos2565 = add i64 %pos2564, %v2561
  %v2566 = load float, ptr %next_23, align 4
  %elp2567 = getelementptr inbounds float, ptr %buf512, i64 %pos2565
  store float %v2566, ptr %elp2567, align 4, !alias.scope !11, !noalias !12
  %i2568 = load i64, ptr %j, align 8
  %next2569 = add i64 %i2568, 1
  store i64 %next2569, ptr %j, align 8
  br label %loop2167
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!5}
!8 = !{!1, !4, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c2: Vertical(flux2, next2)
; ModuleID = 'hotspot_c2'
source_filename = "hotspot_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 41
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 25
  %dim33 = load i64, ptr %dimp32, align 8
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
  %next_47 = alloca float, align 4
  %bufp457 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf458 = load ptr, ptr %bufp457, align 8
  %power_48 = alloca float, align 4
  %next2_44 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf485 = load ptr, ptr %bufp484, align 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1829, %ok16
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
  store i64 5, ptr %errp29, align 8
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
  store i64 5, ptr %errp38, align 8
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
  store i64 5, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  %tap_end = sub i64 %dim24, -1
  %tap_end48 = sub i64 %dim24, 0
  %c49 = icmp slt i64 %tap_end, %tap_end48
  %min50 = select i1 %c49, i64 %tap_end, i64 %tap_end48
  %tap_end51 = sub i64 %dim24, 1
  %c52 = icmp slt i64 %min50, %tap_end51
  %min53 = select i1 %c52, i64 %min50, i64 %tap_end51
  %c54 = icmp slt i64 1, %dim24
  %min55 = select i1 %c54, i64 1, i64 %dim24
  %c56 = icmp sgt i64 %min53, %min55
  %max57 = select i1 %c56, i64 %min53, i64 %min55
  %c58 = icmp slt i64 %max57, %dim24
  %min59 = select i1 %c58, i64 %max57, i64 %dim24
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c60 = icmp slt i64 %add, %sub
  %mm = select i1 %c60, i64 %add, i64 %sub
  %c61 = icmp sgt i64 0, %mm
  %mm62 = select i1 %c61, i64 0, i64 %mm
  %base = sext i64 %mm62 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits63 = and i1 %fits_low, %fits_high
  %least = select i1 %fits63, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits63, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok64 = and i1 true, %low_ok
  %ok65 = and i1 %ok64, %high_ok
  %v66 = load i64, ptr %j, align 8
  %add67 = add i64 %v66, -1
  %base68 = sext i64 %add67 to i128
  store i64 1, ptr %j, align 8
  %v69 = load i64, ptr %j, align 8
  %add70 = add i64 %v69, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add70 to i128
  %step = sub i128 %at_next, %base68
  %step71 = trunc i128 %step to i64
  %step72 = sext i64 %step71 to i128
  %len = sub i64 %min55, 0
  %span = sub i64 %len, 1
  %span73 = sext i64 %span to i128
  %reach = mul i128 %step72, %span73
  %c74 = icmp slt i128 %reach, 0
  %min75 = select i1 %c74, i128 %reach, i128 0
  %c76 = icmp sgt i128 %reach, 0
  %max77 = select i1 %c76, i128 %reach, i128 0
  %least78 = add i128 %base68, %min75
  %most79 = add i128 %base68, %max77
  %fits_low80 = icmp sge i128 %least78, -9223372036854775808
  %fits_high81 = icmp sle i128 %most79, 9223372036854775807
  %fits82 = and i1 %fits_low80, %fits_high81
  %least83 = select i1 %fits82, i128 %least78, i128 -9223372036854775808
  %most84 = select i1 %fits82, i128 %most79, i128 9223372036854775807
  %sub85 = sub i64 %dim24, 1
  %base86 = sext i64 %sub85 to i128
  %fits_low87 = icmp sge i128 %base86, -9223372036854775808
  %fits_high88 = icmp sle i128 %base86, 9223372036854775807
  %fits89 = and i1 %fits_low87, %fits_high88
  %least90 = select i1 %fits89, i128 %base86, i128 -9223372036854775808
  %most91 = select i1 %fits89, i128 %base86, i128 9223372036854775807
  %c92 = icmp slt i128 %least83, %least90
  %min93 = select i1 %c92, i128 %least83, i128 %least90
  %c94 = icmp slt i128 %most84, %most91
  %min95 = select i1 %c94, i128 %most84, i128 %most91
  %c96 = icmp sgt i128 0, %min93
  %max97 = select i1 %c96, i128 0, i128 %min93
  %c98 = icmp sgt i128 0, %min95
  %max99 = select i1 %c98, i128 0, i128 %min95
  %extent100 = sext i64 %dim24 to i128
  %low_ok101 = icmp sge i128 %max97, 0
  %high_ok102 = icmp slt i128 %max99, %extent100
  %ok103 = and i1 %ok65, %low_ok101
  %ok104 = and i1 %ok103, %high_ok102
  %v105 = load i64, ptr %j, align 8
  %add106 = add i64 %v105, 0
  %base107 = sext i64 %add106 to i128
  store i64 1, ptr %j, align 8
  %v108 = load i64, ptr %j, align 8
  %add109 = add i64 %v108, 0
  store i64 0, ptr %j, align 8
  %at_next110 = sext i64 %add109 to i128
  %step111 = sub i128 %at_next110, %base107
  %step112 = trunc i128 %step111 to i64
  %step113 = sext i64 %step112 to i128
  %len114 = sub i64 %min55, 0
  %span115 = sub i64 %len114, 1
  %span116 = sext i64 %span115 to i128
  %reach117 = mul i128 %step113, %span116
  %c118 = icmp slt i128 %reach117, 0
  %min119 = select i1 %c118, i128 %reach117, i128 0
  %c120 = icmp sgt i128 %reach117, 0
  %max121 = select i1 %c120, i128 %reach117, i128 0
  %least122 = add i128 %base107, %min119
  %most123 = add i128 %base107, %max121
  %fits_low124 = icmp sge i128 %least122, -9223372036854775808
  %fits_high125 = icmp sle i128 %most123, 9223372036854775807
  %fits126 = and i1 %fits_low124, %fits_high125
  %least127 = select i1 %fits126, i128 %least122, i128 -9223372036854775808
  %most128 = select i1 %fits126, i128 %most123, i128 9223372036854775807
  %sub129 = sub i64 %dim24, 1
  %base130 = sext i64 %sub129 to i128
  %fits_low131 = icmp sge i128 %base130, -9223372036854775808
  %fits_high132 = icmp sle i128 %base130, 9223372036854775807
  %fits133 = and i1 %fits_low131, %fits_high132
  %least134 = select i1 %fits133, i128 %base130, i128 -9223372036854775808
  %most135 = select i1 %fits133, i128 %base130, i128 9223372036854775807
  %c136 = icmp slt i128 %least127, %least134
  %min137 = select i1 %c136, i128 %least127, i128 %least134
  %c138 = icmp slt i128 %most128, %most135
  %min139 = select i1 %c138, i128 %most128, i128 %most135
  %c140 = icmp sgt i128 0, %min137
  %max141 = select i1 %c140, i128 0, i128 %min137
  %c142 = icmp sgt i128 0, %min139
  %max143 = select i1 %c142, i128 0, i128 %min139
  %extent144 = sext i64 %dim24 to i128
  %low_ok145 = icmp sge i128 %max141, 0
  %high_ok146 = icmp slt i128 %max143, %extent144
  %ok147 = and i1 %ok104, %low_ok145
  %ok148 = and i1 %ok147, %high_ok146
  %v149 = load i64, ptr %j, align 8
  %add150 = add i64 %v149, 1
  %base151 = sext i64 %add150 to i128
  store i64 1, ptr %j, align 8
  %v152 = load i64, ptr %j, align 8
  %add153 = add i64 %v152, 1
  store i64 0, ptr %j, align 8
  %at_next154 = sext i64 %add153 to i128
  %step155 = sub i128 %at_next154, %base151
  %step156 = trunc i128 %step155 to i64
  %step157 = sext i64 %step156 to i128
  %len158 = sub i64 %min55, 0
  %span159 = sub i64 %len158, 1
  %span160 = sext i64 %span159 to i128
  %reach161 = mul i128 %step157, %span160
  %c162 = icmp slt i128 %reach161, 0
  %min163 = select i1 %c162, i128 %reach161, i128 0
  %c164 = icmp sgt i128 %reach161, 0
  %max165 = select i1 %c164, i128 %reach161, i128 0
  %least166 = add i128 %base151, %min163
  %most167 = add i128 %base151, %max165
  %fits_low168 = icmp sge i128 %least166, -9223372036854775808
  %fits_high169 = icmp sle i128 %most167, 9223372036854775807
  %fits170 = and i1 %fits_low168, %fits_high169
  %least171 = select i1 %fits170, i128 %least166, i128 -9223372036854775808
  %most172 = select i1 %fits170, i128 %most167, i128 9223372036854775807
  %sub173 = sub i64 %dim24, 1
  %base174 = sext i64 %sub173 to i128
  %fits_low175 = icmp sge i128 %base174, -9223372036854775808
  %fits_high176 = icmp sle i128 %base174, 9223372036854775807
  %fits177 = and i1 %fits_low175, %fits_high176
  %least178 = select i1 %fits177, i128 %base174, i128 -9223372036854775808
  %most179 = select i1 %fits177, i128 %base174, i128 9223372036854775807
  %c180 = icmp slt i128 %least171, %least178
  %min181 = select i1 %c180, i128 %least171, i128 %least178
  %c182 = icmp slt i128 %most172, %most179
  %min183 = select i1 %c182, i128 %most172, i128 %most179
  %c184 = icmp sgt i128 0, %min181
  %max185 = select i1 %c184, i128 0, i128 %min181
  %c186 = icmp sgt i128 0, %min183
  %max187 = select i1 %c186, i128 0, i128 %min183
  %extent188 = sext i64 %dim24 to i128
  %low_ok189 = icmp sge i128 %max185, 0
  %high_ok190 = icmp slt i128 %max187, %extent188
  %ok191 = and i1 %ok148, %low_ok189
  %ok192 = and i1 %ok191, %high_ok190
  %v193 = load i64, ptr %i, align 8
  %add194 = add i64 %v193, 0
  %sub195 = sub i64 %dim, 1
  %c196 = icmp slt i64 %add194, %sub195
  %mm197 = select i1 %c196, i64 %add194, i64 %sub195
  %c198 = icmp sgt i64 0, %mm197
  %mm199 = select i1 %c198, i64 0, i64 %mm197
  %base200 = sext i64 %mm199 to i128
  %fits_low201 = icmp sge i128 %base200, -9223372036854775808
  %fits_high202 = icmp sle i128 %base200, 9223372036854775807
  %fits203 = and i1 %fits_low201, %fits_high202
  %least204 = select i1 %fits203, i128 %base200, i128 -9223372036854775808
  %most205 = select i1 %fits203, i128 %base200, i128 9223372036854775807
  %extent206 = sext i64 %dim to i128
  %low_ok207 = icmp sge i128 %least204, 0
  %high_ok208 = icmp slt i128 %most205, %extent206
  %ok209 = and i1 %ok192, %low_ok207
  %ok210 = and i1 %ok209, %high_ok208
  %v211 = load i64, ptr %i, align 8
  %add212 = add i64 %v211, 1
  %sub213 = sub i64 %dim, 1
  %c214 = icmp slt i64 %add212, %sub213
  %mm215 = select i1 %c214, i64 %add212, i64 %sub213
  %c216 = icmp sgt i64 0, %mm215
  %mm217 = select i1 %c216, i64 0, i64 %mm215
  %base218 = sext i64 %mm217 to i128
  %fits_low219 = icmp sge i128 %base218, -9223372036854775808
  %fits_high220 = icmp sle i128 %base218, 9223372036854775807
  %fits221 = and i1 %fits_low219, %fits_high220
  %least222 = select i1 %fits221, i128 %base218, i128 -9223372036854775808
  %most223 = select i1 %fits221, i128 %base218, i128 9223372036854775807
  %extent224 = sext i64 %dim to i128
  %low_ok225 = icmp sge i128 %least222, 0
  %high_ok226 = icmp slt i128 %most223, %extent224
  %ok227 = and i1 %ok210, %low_ok225
  %ok228 = and i1 %ok227, %high_ok226
  br i1 %ok228, label %proved, label %checked

proved:                                           ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop229

checked:                                          ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop488

versions_done:                                    ; preds = %exit490, %exit231
  store i64 %min55, ptr %j, align 8
  %v879 = load i64, ptr %i, align 8
  %add880 = add i64 %v879, -1
  %sub881 = sub i64 %dim, 1
  %c882 = icmp slt i64 %add880, %sub881
  %mm883 = select i1 %c882, i64 %add880, i64 %sub881
  %c884 = icmp sgt i64 0, %mm883
  %mm885 = select i1 %c884, i64 0, i64 %mm883
  %base886 = sext i64 %mm885 to i128
  %fits_low887 = icmp sge i128 %base886, -9223372036854775808
  %fits_high888 = icmp sle i128 %base886, 9223372036854775807
  %fits889 = and i1 %fits_low887, %fits_high888
  %least890 = select i1 %fits889, i128 %base886, i128 -9223372036854775808
  %most891 = select i1 %fits889, i128 %base886, i128 9223372036854775807
  %extent892 = sext i64 %dim to i128
  %low_ok893 = icmp sge i128 %least890, 0
  %high_ok894 = icmp slt i128 %most891, %extent892
  %ok895 = and i1 true, %low_ok893
  %ok896 = and i1 %ok895, %high_ok894
  %v897 = load i64, ptr %j, align 8
  %add898 = add i64 %v897, -1
  %base899 = sext i64 %add898 to i128
  %next900 = add i64 %min55, 1
  store i64 %next900, ptr %j, align 8
  %v901 = load i64, ptr %j, align 8
  %add902 = add i64 %v901, -1
  store i64 %min55, ptr %j, align 8
  %at_next903 = sext i64 %add902 to i128
  %step904 = sub i128 %at_next903, %base899
  %step905 = trunc i128 %step904 to i64
  %step906 = sext i64 %step905 to i128
  %len907 = sub i64 %min59, %min55
  %span908 = sub i64 %len907, 1
  %span909 = sext i64 %span908 to i128
  %reach910 = mul i128 %step906, %span909
  %c911 = icmp slt i128 %reach910, 0
  %min912 = select i1 %c911, i128 %reach910, i128 0
  %c913 = icmp sgt i128 %reach910, 0
  %max914 = select i1 %c913, i128 %reach910, i128 0
  %least915 = add i128 %base899, %min912
  %most916 = add i128 %base899, %max914
  %fits_low917 = icmp sge i128 %least915, -9223372036854775808
  %fits_high918 = icmp sle i128 %most916, 9223372036854775807
  %fits919 = and i1 %fits_low917, %fits_high918
  %least920 = select i1 %fits919, i128 %least915, i128 -9223372036854775808
  %most921 = select i1 %fits919, i128 %most916, i128 9223372036854775807
  %sub922 = sub i64 %dim24, 1
  %base923 = sext i64 %sub922 to i128
  %fits_low924 = icmp sge i128 %base923, -9223372036854775808
  %fits_high925 = icmp sle i128 %base923, 9223372036854775807
  %fits926 = and i1 %fits_low924, %fits_high925
  %least927 = select i1 %fits926, i128 %base923, i128 -9223372036854775808
  %most928 = select i1 %fits926, i128 %base923, i128 9223372036854775807
  %c929 = icmp slt i128 %least920, %least927
  %min930 = select i1 %c929, i128 %least920, i128 %least927
  %c931 = icmp slt i128 %most921, %most928
  %min932 = select i1 %c931, i128 %most921, i128 %most928
  %c933 = icmp sgt i128 0, %min930
  %max934 = select i1 %c933, i128 0, i128 %min930
  %c935 = icmp sgt i128 0, %min932
  %max936 = select i1 %c935, i128 0, i128 %min932
  %extent937 = sext i64 %dim24 to i128
  %low_ok938 = icmp sge i128 %max934, 0
  %high_ok939 = icmp slt i128 %max936, %extent937
  %ok940 = and i1 %ok896, %low_ok938
  %ok941 = and i1 %ok940, %high_ok939
  %v942 = load i64, ptr %j, align 8
  %add943 = add i64 %v942, 0
  %base944 = sext i64 %add943 to i128
  %next945 = add i64 %min55, 1
  store i64 %next945, ptr %j, align 8
  %v946 = load i64, ptr %j, align 8
  %add947 = add i64 %v946, 0
  store i64 %min55, ptr %j, align 8
  %at_next948 = sext i64 %add947 to i128
  %step949 = sub i128 %at_next948, %base944
  %step950 = trunc i128 %step949 to i64
  %step951 = sext i64 %step950 to i128
  %len952 = sub i64 %min59, %min55
  %span953 = sub i64 %len952, 1
  %span954 = sext i64 %span953 to i128
  %reach955 = mul i128 %step951, %span954
  %c956 = icmp slt i128 %reach955, 0
  %min957 = select i1 %c956, i128 %reach955, i128 0
  %c958 = icmp sgt i128 %reach955, 0
  %max959 = select i1 %c958, i128 %reach955, i128 0
  %least960 = add i128 %base944, %min957
  %most961 = add i128 %base944, %max959
  %fits_low962 = icmp sge i128 %least960, -9223372036854775808
  %fits_high963 = icmp sle i128 %most961, 9223372036854775807
  %fits964 = and i1 %fits_low962, %fits_high963
  %least965 = select i1 %fits964, i128 %least960, i128 -9223372036854775808
  %most966 = select i1 %fits964, i128 %most961, i128 9223372036854775807
  %sub967 = sub i64 %dim24, 1
  %base968 = sext i64 %sub967 to i128
  %fits_low969 = icmp sge i128 %base968, -9223372036854775808
  %fits_high970 = icmp sle i128 %base968, 9223372036854775807
  %fits971 = and i1 %fits_low969, %fits_high970
  %least972 = select i1 %fits971, i128 %base968, i128 -9223372036854775808
  %most973 = select i1 %fits971, i128 %base968, i128 9223372036854775807
  %c974 = icmp slt i128 %least965, %least972
  %min975 = select i1 %c974, i128 %least965, i128 %least972
  %c976 = icmp slt i128 %most966, %most973
  %min977 = select i1 %c976, i128 %most966, i128 %most973
  %c978 = icmp sgt i128 0, %min975
  %max979 = select i1 %c978, i128 0, i128 %min975
  %c980 = icmp sgt i128 0, %min977
  %max981 = select i1 %c980, i128 0, i128 %min977
  %extent982 = sext i64 %dim24 to i128
  %low_ok983 = icmp sge i128 %max979, 0
  %high_ok984 = icmp slt i128 %max981, %extent982
  %ok985 = and i1 %ok941, %low_ok983
  %ok986 = and i1 %ok985, %high_ok984
  %v987 = load i64, ptr %j, align 8
  %add988 = add i64 %v987, 1
  %base989 = sext i64 %add988 to i128
  %next990 = add i64 %min55, 1
  store i64 %next990, ptr %j, align 8
  %v991 = load i64, ptr %j, align 8
  %add992 = add i64 %v991, 1
  store i64 %min55, ptr %j, align 8
  %at_next993 = sext i64 %add992 to i128
  %step994 = sub i128 %at_next993, %base989
  %step995 = trunc i128 %step994 to i64
  %step996 = sext i64 %step995 to i128
  %len997 = sub i64 %min59, %min55
  %span998 = sub i64 %len997, 1
  %span999 = sext i64 %span998 to i128
  %reach1000 = mul i128 %step996, %span999
  %c1001 = icmp slt i128 %reach1000, 0
  %min1002 = select i1 %c1001, i128 %reach1000, i128 0
  %c1003 = icmp sgt i128 %reach1000, 0
  %max1004 = select i1 %c1003, i128 %reach1000, i128 0
  %least1005 = add i128 %base989, %min1002
  %most1006 = add i128 %base989, %max1004
  %fits_low1007 = icmp sge i128 %least1005, -9223372036854775808
  %fits_high1008 = icmp sle i128 %most1006, 9223372036854775807
  %fits1009 = and i1 %fits_low1007, %fits_high1008
  %least1010 = select i1 %fits1009, i128 %least1005, i128 -9223372036854775808
  %most1011 = select i1 %fits1009, i128 %most1006, i128 9223372036854775807
  %sub1012 = sub i64 %dim24, 1
  %base1013 = sext i64 %sub1012 to i128
  %fits_low1014 = icmp sge i128 %base1013, -9223372036854775808
  %fits_high1015 = icmp sle i128 %base1013, 9223372036854775807
  %fits1016 = and i1 %fits_low1014, %fits_high1015
  %least1017 = select i1 %fits1016, i128 %base1013, i128 -9223372036854775808
  %most1018 = select i1 %fits1016, i128 %base1013, i128 9223372036854775807
  %c1019 = icmp slt i128 %least1010, %least1017
  %min1020 = select i1 %c1019, i128 %least1010, i128 %least1017
  %c1021 = icmp slt i128 %most1011, %most1018
  %min1022 = select i1 %c1021, i128 %most1011, i128 %most1018
  %c1023 = icmp sgt i128 0, %min1020
  %max1024 = select i1 %c1023, i128 0, i128 %min1020
  %c1025 = icmp sgt i128 0, %min1022
  %max1026 = select i1 %c1025, i128 0, i128 %min1022
  %extent1027 = sext i64 %dim24 to i128
  %low_ok1028 = icmp sge i128 %max1024, 0
  %high_ok1029 = icmp slt i128 %max1026, %extent1027
  %ok1030 = and i1 %ok986, %low_ok1028
  %ok1031 = and i1 %ok1030, %high_ok1029
  %v1032 = load i64, ptr %i, align 8
  %add1033 = add i64 %v1032, 0
  %sub1034 = sub i64 %dim, 1
  %c1035 = icmp slt i64 %add1033, %sub1034
  %mm1036 = select i1 %c1035, i64 %add1033, i64 %sub1034
  %c1037 = icmp sgt i64 0, %mm1036
  %mm1038 = select i1 %c1037, i64 0, i64 %mm1036
  %base1039 = sext i64 %mm1038 to i128
  %fits_low1040 = icmp sge i128 %base1039, -9223372036854775808
  %fits_high1041 = icmp sle i128 %base1039, 9223372036854775807
  %fits1042 = and i1 %fits_low1040, %fits_high1041
  %least1043 = select i1 %fits1042, i128 %base1039, i128 -9223372036854775808
  %most1044 = select i1 %fits1042, i128 %base1039, i128 9223372036854775807
  %extent1045 = sext i64 %dim to i128
  %low_ok1046 = icmp sge i128 %least1043, 0
  %high_ok1047 = icmp slt i128 %most1044, %extent1045
  %ok1048 = and i1 %ok1031, %low_ok1046
  %ok1049 = and i1 %ok1048, %high_ok1047
  %v1050 = load i64, ptr %i, align 8
  %add1051 = add i64 %v1050, 1
  %sub1052 = sub i64 %dim, 1
  %c1053 = icmp slt i64 %add1051, %sub1052
  %mm1054 = select i1 %c1053, i64 %add1051, i64 %sub1052
  %c1055 = icmp sgt i64 0, %mm1054
  %mm1056 = select i1 %c1055, i64 0, i64 %mm1054
  %base1057 = sext i64 %mm1056 to i128
  %fits_low1058 = icmp sge i128 %base1057, -9223372036854775808
  %fits_high1059 = icmp sle i128 %base1057, 9223372036854775807
  %fits1060 = and i1 %fits_low1058, %fits_high1059
  %least1061 = select i1 %fits1060, i128 %base1057, i128 -9223372036854775808
  %most1062 = select i1 %fits1060, i128 %base1057, i128 9223372036854775807
  %extent1063 = sext i64 %dim to i128
  %low_ok1064 = icmp sge i128 %least1061, 0
  %high_ok1065 = icmp slt i128 %most1062, %extent1063
  %ok1066 = and i1 %ok1049, %low_ok1064
  %ok1067 = and i1 %ok1066, %high_ok1065
  br i1 %ok1067, label %proved1068, label %checked1069

loop229:                                          ; preds = %body230, %proved
  %i232 = load i64, ptr %j, align 8
  %more233 = icmp slt i64 %i232, %min55
  br i1 %more233, label %body230, label %exit231

body230:                                          ; preds = %loop229
  %v234 = load i64, ptr %i, align 8
  %add235 = add i64 %v234, -1
  %sub236 = sub i64 %dim, 1
  %c237 = icmp slt i64 %add235, %sub236
  %mm238 = select i1 %c237, i64 %add235, i64 %sub236
  %c239 = icmp sgt i64 0, %mm238
  %mm240 = select i1 %c239, i64 0, i64 %mm238
  %v241 = load i64, ptr %j, align 8
  %add242 = add i64 %v241, -1
  %sub243 = sub i64 %dim24, 1
  %c244 = icmp slt i64 %add242, %sub243
  %mm245 = select i1 %c244, i64 %add242, i64 %sub243
  %c246 = icmp sgt i64 0, %mm245
  %mm247 = select i1 %c246, i64 0, i64 %mm245
  %pos = mul i64 0, %dim
  %pos248 = add i64 %pos, %mm240
  %pos249 = mul i64 %pos248, %dim24
  %pos250 = add i64 %pos249, %mm247
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos250
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next_32, align 4
  %v251 = load i64, ptr %i, align 8
  %add252 = add i64 %v251, -1
  %sub253 = sub i64 %dim, 1
  %c254 = icmp slt i64 %add252, %sub253
  %mm255 = select i1 %c254, i64 %add252, i64 %sub253
  %c256 = icmp sgt i64 0, %mm255
  %mm257 = select i1 %c256, i64 0, i64 %mm255
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim24, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  %pos265 = mul i64 0, %dim
  %pos266 = add i64 %pos265, %mm257
  %pos267 = mul i64 %pos266, %dim24
  %pos268 = add i64 %pos267, %mm264
  %elp269 = getelementptr inbounds float, ptr %buf, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !0, !noalias !3
  store float %el270, ptr %next_33, align 4
  %v271 = load i64, ptr %i, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %v278 = load i64, ptr %j, align 8
  %add279 = add i64 %v278, 1
  %sub280 = sub i64 %dim24, 1
  %c281 = icmp slt i64 %add279, %sub280
  %mm282 = select i1 %c281, i64 %add279, i64 %sub280
  %c283 = icmp sgt i64 0, %mm282
  %mm284 = select i1 %c283, i64 0, i64 %mm282
  %pos285 = mul i64 0, %dim
  %pos286 = add i64 %pos285, %mm277
  %pos287 = mul i64 %pos286, %dim24
  %pos288 = add i64 %pos287, %mm284
  %elp289 = getelementptr inbounds float, ptr %buf, i64 %pos288
  %el290 = load float, ptr %elp289, align 4, !alias.scope !0, !noalias !3
  store float %el290, ptr %next_34, align 4
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 0
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %v298 = load i64, ptr %j, align 8
  %add299 = add i64 %v298, -1
  %sub300 = sub i64 %dim24, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  %pos305 = mul i64 0, %dim
  %pos306 = add i64 %pos305, %mm297
  %pos307 = mul i64 %pos306, %dim24
  %pos308 = add i64 %pos307, %mm304
  %elp309 = getelementptr inbounds float, ptr %buf, i64 %pos308
  %el310 = load float, ptr %elp309, align 4, !alias.scope !0, !noalias !3
  store float %el310, ptr %next_35, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 0
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  %v318 = load i64, ptr %j, align 8
  %add319 = add i64 %v318, 0
  %sub320 = sub i64 %dim24, 1
  %c321 = icmp slt i64 %add319, %sub320
  %mm322 = select i1 %c321, i64 %add319, i64 %sub320
  %c323 = icmp sgt i64 0, %mm322
  %mm324 = select i1 %c323, i64 0, i64 %mm322
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %mm317
  %pos327 = mul i64 %pos326, %dim24
  %pos328 = add i64 %pos327, %mm324
  %elp329 = getelementptr inbounds float, ptr %buf, i64 %pos328
  %el330 = load float, ptr %elp329, align 4, !alias.scope !0, !noalias !3
  store float %el330, ptr %next_36, align 4
  %v331 = load i64, ptr %i, align 8
  %add332 = add i64 %v331, 0
  %sub333 = sub i64 %dim, 1
  %c334 = icmp slt i64 %add332, %sub333
  %mm335 = select i1 %c334, i64 %add332, i64 %sub333
  %c336 = icmp sgt i64 0, %mm335
  %mm337 = select i1 %c336, i64 0, i64 %mm335
  %v338 = load i64, ptr %j, align 8
  %add339 = add i64 %v338, 1
  %sub340 = sub i64 %dim24, 1
  %c341 = icmp slt i64 %add339, %sub340
  %mm342 = select i1 %c341, i64 %add339, i64 %sub340
  %c343 = icmp sgt i64 0, %mm342
  %mm344 = select i1 %c343, i64 0, i64 %mm342
  %pos345 = mul i64 0, %dim
  %pos346 = add i64 %pos345, %mm337
  %pos347 = mul i64 %pos346, %dim24
  %pos348 = add i64 %pos347, %mm344
  %elp349 = getelementptr inbounds float, ptr %buf, i64 %pos348
  %el350 = load float, ptr %elp349, align 4, !alias.scope !0, !noalias !3
  store float %el350, ptr %next_37, align 4
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  %sub353 = sub i64 %dim, 1
  %c354 = icmp slt i64 %add352, %sub353
  %mm355 = select i1 %c354, i64 %add352, i64 %sub353
  %c356 = icmp sgt i64 0, %mm355
  %mm357 = select i1 %c356, i64 0, i64 %mm355
  %v358 = load i64, ptr %j, align 8
  %add359 = add i64 %v358, -1
  %sub360 = sub i64 %dim24, 1
  %c361 = icmp slt i64 %add359, %sub360
  %mm362 = select i1 %c361, i64 %add359, i64 %sub360
  %c363 = icmp sgt i64 0, %mm362
  %mm364 = select i1 %c363, i64 0, i64 %mm362
  %pos365 = mul i64 0, %dim
  %pos366 = add i64 %pos365, %mm357
  %pos367 = mul i64 %pos366, %dim24
  %pos368 = add i64 %pos367, %mm364
  %elp369 = getelementptr inbounds float, ptr %buf, i64 %pos368
  %el370 = load float, ptr %elp369, align 4, !alias.scope !0, !noalias !3
  store float %el370, ptr %next_38, align 4
  %v371 = load i64, ptr %i, align 8
  %add372 = add i64 %v371, 1
  %sub373 = sub i64 %dim, 1
  %c374 = icmp slt i64 %add372, %sub373
  %mm375 = select i1 %c374, i64 %add372, i64 %sub373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  %v378 = load i64, ptr %j, align 8
  %add379 = add i64 %v378, 0
  %sub380 = sub i64 %dim24, 1
  %c381 = icmp slt i64 %add379, %sub380
  %mm382 = select i1 %c381, i64 %add379, i64 %sub380
  %c383 = icmp sgt i64 0, %mm382
  %mm384 = select i1 %c383, i64 0, i64 %mm382
  %pos385 = mul i64 0, %dim
  %pos386 = add i64 %pos385, %mm377
  %pos387 = mul i64 %pos386, %dim24
  %pos388 = add i64 %pos387, %mm384
  %elp389 = getelementptr inbounds float, ptr %buf, i64 %pos388
  %el390 = load float, ptr %elp389, align 4, !alias.scope !0, !noalias !3
  store float %el390, ptr %next_39, align 4
  %v391 = load i64, ptr %i, align 8
  %add392 = add i64 %v391, 1
  %sub393 = sub i64 %dim, 1
  %c394 = icmp slt i64 %add392, %sub393
  %mm395 = select i1 %c394, i64 %add392, i64 %sub393
  %c396 = icmp sgt i64 0, %mm395
  %mm397 = select i1 %c396, i64 0, i64 %mm395
  %v398 = load i64, ptr %j, align 8
  %add399 = add i64 %v398, 1
  %sub400 = sub i64 %dim24, 1
  %c401 = icmp slt i64 %add399, %sub400
  %mm402 = select i1 %c401, i64 %add399, i64 %sub400
  %c403 = icmp sgt i64 0, %mm402
  %mm404 = select i1 %c403, i64 0, i64 %mm402
  %pos405 = mul i64 0, %dim
  %pos406 = add i64 %pos405, %mm397
  %pos407 = mul i64 %pos406, %dim24
  %pos408 = add i64 %pos407, %mm404
  %elp409 = getelementptr inbounds float, ptr %buf, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !0, !noalias !3
  store float %el410, ptr %next_40, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_41, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup411 = insertvalue { i64, i64 } %tup, i64 %dim24, 1
  %proj = extractvalue { i64, i64 } %tup411, 1
  %cv412 = sitofp i64 %proj to float
  %fd413 = fdiv float 0x3F90624DE0000000, %cv412
  store float %fd413, ptr %gw_42, align 4
  %v414 = load float, ptr %next_36, align 4
  %fm = fmul float 2.000000e+00, %v414
  store float %fm, ptr %"%cse0_43", align 4
  %v415 = load float, ptr %next_39, align 4
  %v416 = load float, ptr %next_33, align 4
  %fa = fadd float %v415, %v416
  %v417 = load float, ptr %"%cse0_43", align 4
  %fs = fsub float %fa, %v417
  %v418 = load float, ptr %gh_41, align 4
  %v419 = load float, ptr %gw_42, align 4
  %fm420 = fmul float 0x3FB99999A0000000, %v419
  %fd421 = fdiv float %v418, %fm420
  %fd422 = fdiv float %fs, %fd421
  %v423 = load float, ptr %next_37, align 4
  %v424 = load float, ptr %next_35, align 4
  %fa425 = fadd float %v423, %v424
  %v426 = load float, ptr %"%cse0_43", align 4
  %fs427 = fsub float %fa425, %v426
  %v428 = load float, ptr %gw_42, align 4
  %v429 = load float, ptr %gh_41, align 4
  %fm430 = fmul float 0x3FB99999A0000000, %v429
  %fd431 = fdiv float %v428, %fm430
  %fd432 = fdiv float %fs427, %fd431
  %fa433 = fadd float %fd422, %fd432
  %v434 = load float, ptr %next_36, align 4
  %fs435 = fsub float 8.000000e+01, %v434
  %v436 = load float, ptr %gh_41, align 4
  %fm437 = fmul float 1.000000e+02, %v436
  %v438 = load float, ptr %gw_42, align 4
  %fm439 = fmul float %fm437, %v438
  %fd440 = fdiv float 0x3F40624DE0000000, %fm439
  %fd441 = fdiv float %fs435, %fd440
  %fa442 = fadd float %fa433, %fd441
  store float %fa442, ptr %flux2_29, align 4
  %v443 = load i64, ptr %i, align 8
  %v444 = load i64, ptr %j, align 8
  %pos445 = mul i64 0, %dim
  %pos446 = add i64 %pos445, %v443
  %pos447 = mul i64 %pos446, %dim24
  %pos448 = add i64 %pos447, %v444
  %elp449 = getelementptr inbounds float, ptr %buf, i64 %pos448
  %el450 = load float, ptr %elp449, align 4, !alias.scope !0, !noalias !3
  store float %el450, ptr %next_47, align 4
  %v451 = load i64, ptr %i, align 8
  %v452 = load i64, ptr %j, align 8
  %pos453 = mul i64 0, %dim6
  %pos454 = add i64 %pos453, %v451
  %pos455 = mul i64 %pos454, %dim33
  %pos456 = add i64 %pos455, %v452
  %elp459 = getelementptr inbounds float, ptr %buf458, i64 %pos456
  %el460 = load float, ptr %elp459, align 4, !alias.scope !6, !noalias !7
  store float %el460, ptr %power_48, align 4
  %v461 = load float, ptr %next_47, align 4
  %tup462 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup463 = insertvalue { i64, i64 } %tup462, i64 %dim24, 1
  %proj464 = extractvalue { i64, i64 } %tup463, 1
  %cv465 = sitofp i64 %proj464 to float
  %fd466 = fdiv float 0x3F90624DE0000000, %cv465
  %fm467 = fmul float 0x407B580020000000, %fd466
  %cv468 = sitofp i64 %dim to float
  %fd469 = fdiv float 0x3F90624DE0000000, %cv468
  %fm470 = fmul float %fm467, %fd469
  %fd471 = fdiv float 0x3E8392CBA0000000, %fm470
  %v472 = load float, ptr %power_48, align 4
  %v473 = load float, ptr %flux2_29, align 4
  %fa474 = fadd float %v472, %v473
  %fm475 = fmul float %fd471, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next2_44, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim24
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next2_44, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !8, !noalias !9
  %i487 = load i64, ptr %j, align 8
  %next = add i64 %i487, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop488:                                          ; preds = %ok789, %checked
  %i491 = load i64, ptr %j, align 8
  %more492 = icmp slt i64 %i491, %min55
  br i1 %more492, label %body489, label %exit490

body489:                                          ; preds = %loop488
  %v493 = load i64, ptr %i, align 8
  %add494 = add i64 %v493, -1
  %sub495 = sub i64 %dim, 1
  %c496 = icmp slt i64 %add494, %sub495
  %mm497 = select i1 %c496, i64 %add494, i64 %sub495
  %c498 = icmp sgt i64 0, %mm497
  %mm499 = select i1 %c498, i64 0, i64 %mm497
  %v500 = load i64, ptr %j, align 8
  %add501 = add i64 %v500, -1
  %sub502 = sub i64 %dim24, 1
  %c503 = icmp slt i64 %add501, %sub502
  %mm504 = select i1 %c503, i64 %add501, i64 %sub502
  %c505 = icmp sgt i64 0, %mm504
  %mm506 = select i1 %c505, i64 0, i64 %mm504
  %inb = icmp ult i64 %mm499, %dim
  br i1 %inb, label %ok508, label %fail507

exit490:                                          ; preds = %loop488
  br label %versions_done

fail507:                                          ; preds = %body489
  %errp509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm499, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp512, align 8
  ret i32 1

ok508:                                            ; preds = %body489
  %pos513 = mul i64 0, %dim
  %pos514 = add i64 %pos513, %mm499
  %inb515 = icmp ult i64 %mm506, %dim24
  br i1 %inb515, label %ok517, label %fail516

fail516:                                          ; preds = %ok508
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm506, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %ok508
  %pos522 = mul i64 %pos514, %dim24
  %pos523 = add i64 %pos522, %mm506
  %elp524 = getelementptr inbounds float, ptr %buf, i64 %pos523
  %el525 = load float, ptr %elp524, align 4, !alias.scope !0, !noalias !3
  store float %el525, ptr %next_32, align 4
  %v526 = load i64, ptr %i, align 8
  %add527 = add i64 %v526, -1
  %sub528 = sub i64 %dim, 1
  %c529 = icmp slt i64 %add527, %sub528
  %mm530 = select i1 %c529, i64 %add527, i64 %sub528
  %c531 = icmp sgt i64 0, %mm530
  %mm532 = select i1 %c531, i64 0, i64 %mm530
  %v533 = load i64, ptr %j, align 8
  %add534 = add i64 %v533, 0
  %sub535 = sub i64 %dim24, 1
  %c536 = icmp slt i64 %add534, %sub535
  %mm537 = select i1 %c536, i64 %add534, i64 %sub535
  %c538 = icmp sgt i64 0, %mm537
  %mm539 = select i1 %c538, i64 0, i64 %mm537
  %inb540 = icmp ult i64 %mm532, %dim
  br i1 %inb540, label %ok542, label %fail541

fail541:                                          ; preds = %ok517
  %errp543 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm532, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp546, align 8
  ret i32 1

ok542:                                            ; preds = %ok517
  %pos547 = mul i64 0, %dim
  %pos548 = add i64 %pos547, %mm532
  %inb549 = icmp ult i64 %mm539, %dim24
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok542
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm539, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok542
  %pos556 = mul i64 %pos548, %dim24
  %pos557 = add i64 %pos556, %mm539
  %elp558 = getelementptr inbounds float, ptr %buf, i64 %pos557
  %el559 = load float, ptr %elp558, align 4, !alias.scope !0, !noalias !3
  store float %el559, ptr %next_33, align 4
  %v560 = load i64, ptr %i, align 8
  %add561 = add i64 %v560, -1
  %sub562 = sub i64 %dim, 1
  %c563 = icmp slt i64 %add561, %sub562
  %mm564 = select i1 %c563, i64 %add561, i64 %sub562
  %c565 = icmp sgt i64 0, %mm564
  %mm566 = select i1 %c565, i64 0, i64 %mm564
  %v567 = load i64, ptr %j, align 8
  %add568 = add i64 %v567, 1
  %sub569 = sub i64 %dim24, 1
  %c570 = icmp slt i64 %add568, %sub569
  %mm571 = select i1 %c570, i64 %add568, i64 %sub569
  %c572 = icmp sgt i64 0, %mm571
  %mm573 = select i1 %c572, i64 0, i64 %mm571
  %inb574 = icmp ult i64 %mm566, %dim
  br i1 %inb574, label %ok576, label %fail575

fail575:                                          ; preds = %ok551
  %errp577 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm566, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp580, align 8
  ret i32 1

ok576:                                            ; preds = %ok551
  %pos581 = mul i64 0, %dim
  %pos582 = add i64 %pos581, %mm566
  %inb583 = icmp ult i64 %mm573, %dim24
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok576
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm573, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok576
  %pos590 = mul i64 %pos582, %dim24
  %pos591 = add i64 %pos590, %mm573
  %elp592 = getelementptr inbounds float, ptr %buf, i64 %pos591
  %el593 = load float, ptr %elp592, align 4, !alias.scope !0, !noalias !3
  store float %el593, ptr %next_34, align 4
  %v594 = load i64, ptr %i, align 8
  %add595 = add i64 %v594, 0
  %sub596 = sub i64 %dim, 1
  %c597 = icmp slt i64 %add595, %sub596
  %mm598 = select i1 %c597, i64 %add595, i64 %sub596
  %c599 = icmp sgt i64 0, %mm598
  %mm600 = select i1 %c599, i64 0, i64 %mm598
  %v601 = load i64, ptr %j, align 8
  %add602 = add i64 %v601, -1
  %sub603 = sub i64 %dim24, 1
  %c604 = icmp slt i64 %add602, %sub603
  %mm605 = select i1 %c604, i64 %add602, i64 %sub603
  %c606 = icmp sgt i64 0, %mm605
  %mm607 = select i1 %c606, i64 0, i64 %mm605
  %inb608 = icmp ult i64 %mm600, %dim
  br i1 %inb608, label %ok610, label %fail609

fail609:                                          ; preds = %ok585
  %errp611 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm600, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp614, align 8
  ret i32 1

ok610:                                            ; preds = %ok585
  %pos615 = mul i64 0, %dim
  %pos616 = add i64 %pos615, %mm600
  %inb617 = icmp ult i64 %mm607, %dim24
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok610
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm607, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok610
  %pos624 = mul i64 %pos616, %dim24
  %pos625 = add i64 %pos624, %mm607
  %elp626 = getelementptr inbounds float, ptr %buf, i64 %pos625
  %el627 = load float, ptr %elp626, align 4, !alias.scope !0, !noalias !3
  store float %el627, ptr %next_35, align 4
  %v628 = load i64, ptr %i, align 8
  %add629 = add i64 %v628, 0
  %sub630 = sub i64 %dim, 1
  %c631 = icmp slt i64 %add629, %sub630
  %mm632 = select i1 %c631, i64 %add629, i64 %sub630
  %c633 = icmp sgt i64 0, %mm632
  %mm634 = select i1 %c633, i64 0, i64 %mm632
  %v635 = load i64, ptr %j, align 8
  %add636 = add i64 %v635, 0
  %sub637 = sub i64 %dim24, 1
  %c638 = icmp slt i64 %add636, %sub637
  %mm639 = select i1 %c638, i64 %add636, i64 %sub637
  %c640 = icmp sgt i64 0, %mm639
  %mm641 = select i1 %c640, i64 0, i64 %mm639
  %inb642 = icmp ult i64 %mm634, %dim
  br i1 %inb642, label %ok644, label %fail643

fail643:                                          ; preds = %ok619
  %errp645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm634, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp648, align 8
  ret i32 1

ok644:                                            ; preds = %ok619
  %pos649 = mul i64 0, %dim
  %pos650 = add i64 %pos649, %mm634
  %inb651 = icmp ult i64 %mm641, %dim24
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok644
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm641, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok644
  %pos658 = mul i64 %pos650, %dim24
  %pos659 = add i64 %pos658, %mm641
  %elp660 = getelementptr inbounds float, ptr %buf, i64 %pos659
  %el661 = load float, ptr %elp660, align 4, !alias.scope !0, !noalias !3
  store float %el661, ptr %next_36, align 4
  %v662 = load i64, ptr %i, align 8
  %add663 = add i64 %v662, 0
  %sub664 = sub i64 %dim, 1
  %c665 = icmp slt i64 %add663, %sub664
  %mm666 = select i1 %c665, i64 %add663, i64 %sub664
  %c667 = icmp sgt i64 0, %mm666
  %mm668 = select i1 %c667, i64 0, i64 %mm666
  %v669 = load i64, ptr %j, align 8
  %add670 = add i64 %v669, 1
  %sub671 = sub i64 %dim24, 1
  %c672 = icmp slt i64 %add670, %sub671
  %mm673 = select i1 %c672, i64 %add670, i64 %sub671
  %c674 = icmp sgt i64 0, %mm673
  %mm675 = select i1 %c674, i64 0, i64 %mm673
  %inb676 = icmp ult i64 %mm668, %dim
  br i1 %inb676, label %ok678, label %fail677

fail677:                                          ; preds = %ok653
  %errp679 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm668, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp682, align 8
  ret i32 1

ok678:                                            ; preds = %ok653
  %pos683 = mul i64 0, %dim
  %pos684 = add i64 %pos683, %mm668
  %inb685 = icmp ult i64 %mm675, %dim24
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok678
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm675, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok678
  %pos692 = mul i64 %pos684, %dim24
  %pos693 = add i64 %pos692, %mm675
  %elp694 = getelementptr inbounds float, ptr %buf, i64 %pos693
  %el695 = load float, ptr %elp694, align 4, !alias.scope !0, !noalias !3
  store float %el695, ptr %next_37, align 4
  %v696 = load i64, ptr %i, align 8
  %add697 = add i64 %v696, 1
  %sub698 = sub i64 %dim, 1
  %c699 = icmp slt i64 %add697, %sub698
  %mm700 = select i1 %c699, i64 %add697, i64 %sub698
  %c701 = icmp sgt i64 0, %mm700
  %mm702 = select i1 %c701, i64 0, i64 %mm700
  %v703 = load i64, ptr %j, align 8
  %add704 = add i64 %v703, -1
  %sub705 = sub i64 %dim24, 1
  %c706 = icmp slt i64 %add704, %sub705
  %mm707 = select i1 %c706, i64 %add704, i64 %sub705
  %c708 = icmp sgt i64 0, %mm707
  %mm709 = select i1 %c708, i64 0, i64 %mm707
  %inb710 = icmp ult i64 %mm702, %dim
  br i1 %inb710, label %ok712, label %fail711

fail711:                                          ; preds = %ok687
  %errp713 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm702, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp716, align 8
  ret i32 1

ok712:                                            ; preds = %ok687
  %pos717 = mul i64 0, %dim
  %pos718 = add i64 %pos717, %mm702
  %inb719 = icmp ult i64 %mm709, %dim24
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok712
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm709, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok712
  %pos726 = mul i64 %pos718, %dim24
  %pos727 = add i64 %pos726, %mm709
  %elp728 = getelementptr inbounds float, ptr %buf, i64 %pos727
  %el729 = load float, ptr %elp728, align 4, !alias.scope !0, !noalias !3
  store float %el729, ptr %next_38, align 4
  %v730 = load i64, ptr %i, align 8
  %add731 = add i64 %v730, 1
  %sub732 = sub i64 %dim, 1
  %c733 = icmp slt i64 %add731, %sub732
  %mm734 = select i1 %c733, i64 %add731, i64 %sub732
  %c735 = icmp sgt i64 0, %mm734
  %mm736 = select i1 %c735, i64 0, i64 %mm734
  %v737 = load i64, ptr %j, align 8
  %add738 = add i64 %v737, 0
  %sub739 = sub i64 %dim24, 1
  %c740 = icmp slt i64 %add738, %sub739
  %mm741 = select i1 %c740, i64 %add738, i64 %sub739
  %c742 = icmp sgt i64 0, %mm741
  %mm743 = select i1 %c742, i64 0, i64 %mm741
  %inb744 = icmp ult i64 %mm736, %dim
  br i1 %inb744, label %ok746, label %fail745

fail745:                                          ; preds = %ok721
  %errp747 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp747, align 8
  %errp748 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp748, align 8
  %errp749 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm736, ptr %errp749, align 8
  %errp750 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp750, align 8
  ret i32 1

ok746:                                            ; preds = %ok721
  %pos751 = mul i64 0, %dim
  %pos752 = add i64 %pos751, %mm736
  %inb753 = icmp ult i64 %mm743, %dim24
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok746
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm743, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok746
  %pos760 = mul i64 %pos752, %dim24
  %pos761 = add i64 %pos760, %mm743
  %elp762 = getelementptr inbounds float, ptr %buf, i64 %pos761
  %el763 = load float, ptr %elp762, align 4, !alias.scope !0, !noalias !3
  store float %el763, ptr %next_39, align 4
  %v764 = load i64, ptr %i, align 8
  %add765 = add i64 %v764, 1
  %sub766 = sub i64 %dim, 1
  %c767 = icmp slt i64 %add765, %sub766
  %mm768 = select i1 %c767, i64 %add765, i64 %sub766
  %c769 = icmp sgt i64 0, %mm768
  %mm770 = select i1 %c769, i64 0, i64 %mm768
  %v771 = load i64, ptr %j, align 8
  %add772 = add i64 %v771, 1
  %sub773 = sub i64 %dim24, 1
  %c774 = icmp slt i64 %add772, %sub773
  %mm775 = select i1 %c774, i64 %add772, i64 %sub773
  %c776 = icmp sgt i64 0, %mm775
  %mm777 = select i1 %c776, i64 0, i64 %mm775
  %inb778 = icmp ult i64 %mm770, %dim
  br i1 %inb778, label %ok780, label %fail779

fail779:                                          ; preds = %ok755
  %errp781 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp781, align 8
  %errp782 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp782, align 8
  %errp783 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm770, ptr %errp783, align 8
  %errp784 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp784, align 8
  ret i32 1

ok780:                                            ; preds = %ok755
  %pos785 = mul i64 0, %dim
  %pos786 = add i64 %pos785, %mm770
  %inb787 = icmp ult i64 %mm777, %dim24
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok780
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm777, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok780
  %pos794 = mul i64 %pos786, %dim24
  %pos795 = add i64 %pos794, %mm777
  %elp796 = getelementptr inbounds float, ptr %buf, i64 %pos795
  %el797 = load float, ptr %elp796, align 4, !alias.scope !0, !noalias !3
  store float %el797, ptr %next_40, align 4
  %cv798 = sitofp i64 %dim to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gh_41, align 4
  %tup800 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup801 = insertvalue { i64, i64 } %tup800, i64 %dim24, 1
  %proj802 = extractvalue { i64, i64 } %tup801, 1
  %cv803 = sitofp i64 %proj802 to float
  %fd804 = fdiv float 0x3F90624DE0000000, %cv803
  store float %fd804, ptr %gw_42, align 4
  %v805 = load float, ptr %next_36, align 4
  %fm806 = fmul float 2.000000e+00, %v805
  store float %fm806, ptr %"%cse0_43", align 4
  %v807 = load float, ptr %next_39, align 4
  %v808 = load float, ptr %next_33, align 4
  %fa809 = fadd float %v807, %v808
  %v810 = load float, ptr %"%cse0_43", align 4
  %fs811 = fsub float %fa809, %v810
  %v812 = load float, ptr %gh_41, align 4
  %v813 = load float, ptr %gw_42, align 4
  %fm814 = fmul float 0x3FB99999A0000000, %v813
  %fd815 = fdiv float %v812, %fm814
  %fd816 = fdiv float %fs811, %fd815
  %v817 = load float, ptr %next_37, align 4
  %v818 = load float, ptr %next_35, align 4
  %fa819 = fadd float %v817, %v818
  %v820 = load float, ptr %"%cse0_43", align 4
  %fs821 = fsub float %fa819, %v820
  %v822 = load float, ptr %gw_42, align 4
  %v823 = load float, ptr %gh_41, align 4
  %fm824 = fmul float 0x3FB99999A0000000, %v823
  %fd825 = fdiv float %v822, %fm824
  %fd826 = fdiv float %fs821, %fd825
  %fa827 = fadd float %fd816, %fd826
  %v828 = load float, ptr %next_36, align 4
  %fs829 = fsub float 8.000000e+01, %v828
  %v830 = load float, ptr %gh_41, align 4
  %fm831 = fmul float 1.000000e+02, %v830
  %v832 = load float, ptr %gw_42, align 4
  %fm833 = fmul float %fm831, %v832
  %fd834 = fdiv float 0x3F40624DE0000000, %fm833
  %fd835 = fdiv float %fs829, %fd834
  %fa836 = fadd float %fa827, %fd835
  store float %fa836, ptr %flux2_29, align 4
  %v837 = load i64, ptr %i, align 8
  %v838 = load i64, ptr %j, align 8
  %pos839 = mul i64 0, %dim
  %pos840 = add i64 %pos839, %v837
  %pos841 = mul i64 %pos840, %dim24
  %pos842 = add i64 %pos841, %v838
  %elp843 = getelementptr inbounds float, ptr %buf, i64 %pos842
  %el844 = load float, ptr %elp843, align 4, !alias.scope !0, !noalias !3
  store float %el844, ptr %next_47, align 4
  %v845 = load i64, ptr %i, align 8
  %v846 = load i64, ptr %j, align 8
  %pos847 = mul i64 0, %dim6
  %pos848 = add i64 %pos847, %v845
  %pos849 = mul i64 %pos848, %dim33
  %pos850 = add i64 %pos849, %v846
  %elp851 = getelementptr inbounds float, ptr %buf458, i64 %pos850
  %el852 = load float, ptr %elp851, align 4, !alias.scope !6, !noalias !7
  store float %el852, ptr %power_48, align 4
  %v853 = load float, ptr %next_47, align 4
  %tup854 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup855 = insertvalue { i64, i64 } %tup854, i64 %dim24, 1
  %proj856 = extractvalue { i64, i64 } %tup855, 1
  %cv857 = sitofp i64 %proj856 to float
  %fd858 = fdiv float 0x3F90624DE0000000, %cv857
  %fm859 = fmul float 0x407B580020000000, %fd858
  %cv860 = sitofp i64 %dim to float
  %fd861 = fdiv float 0x3F90624DE0000000, %cv860
  %fm862 = fmul float %fm859, %fd861
  %fd863 = fdiv float 0x3E8392CBA0000000, %fm862
  %v864 = load float, ptr %power_48, align 4
  %v865 = load float, ptr %flux2_29, align 4
  %fa866 = fadd float %v864, %v865
  %fm867 = fmul float %fd863, %fa866
  %fa868 = fadd float %v853, %fm867
  store float %fa868, ptr %next2_44, align 4
  %v869 = load i64, ptr %i, align 8
  %v870 = load i64, ptr %j, align 8
  %pos871 = mul i64 0, %dim
  %pos872 = add i64 %pos871, %v869
  %pos873 = mul i64 %pos872, %dim24
  %pos874 = add i64 %pos873, %v870
  %v875 = load float, ptr %next2_44, align 4
  %elp876 = getelementptr inbounds float, ptr %buf485, i64 %pos874
  store float %v875, ptr %elp876, align 4, !alias.scope !8, !noalias !9
  %i877 = load i64, ptr %j, align 8
  %next878 = add i64 %i877, 1
  store i64 %next878, ptr %j, align 8
  br label %loop488

proved1068:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1071

checked1069:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1291

versions_done1070:                                ; preds = %exit1293, %exit1073
  store i64 %min59, ptr %j, align 8
  %v1638 = load i64, ptr %i, align 8
  %add1639 = add i64 %v1638, -1
  %sub1640 = sub i64 %dim, 1
  %c1641 = icmp slt i64 %add1639, %sub1640
  %mm1642 = select i1 %c1641, i64 %add1639, i64 %sub1640
  %c1643 = icmp sgt i64 0, %mm1642
  %mm1644 = select i1 %c1643, i64 0, i64 %mm1642
  %base1645 = sext i64 %mm1644 to i128
  %fits_low1646 = icmp sge i128 %base1645, -9223372036854775808
  %fits_high1647 = icmp sle i128 %base1645, 9223372036854775807
  %fits1648 = and i1 %fits_low1646, %fits_high1647
  %least1649 = select i1 %fits1648, i128 %base1645, i128 -9223372036854775808
  %most1650 = select i1 %fits1648, i128 %base1645, i128 9223372036854775807
  %extent1651 = sext i64 %dim to i128
  %low_ok1652 = icmp sge i128 %least1649, 0
  %high_ok1653 = icmp slt i128 %most1650, %extent1651
  %ok1654 = and i1 true, %low_ok1652
  %ok1655 = and i1 %ok1654, %high_ok1653
  %v1656 = load i64, ptr %j, align 8
  %add1657 = add i64 %v1656, -1
  %base1658 = sext i64 %add1657 to i128
  %next1659 = add i64 %min59, 1
  store i64 %next1659, ptr %j, align 8
  %v1660 = load i64, ptr %j, align 8
  %add1661 = add i64 %v1660, -1
  store i64 %min59, ptr %j, align 8
  %at_next1662 = sext i64 %add1661 to i128
  %step1663 = sub i128 %at_next1662, %base1658
  %step1664 = trunc i128 %step1663 to i64
  %step1665 = sext i64 %step1664 to i128
  %len1666 = sub i64 %dim24, %min59
  %span1667 = sub i64 %len1666, 1
  %span1668 = sext i64 %span1667 to i128
  %reach1669 = mul i128 %step1665, %span1668
  %c1670 = icmp slt i128 %reach1669, 0
  %min1671 = select i1 %c1670, i128 %reach1669, i128 0
  %c1672 = icmp sgt i128 %reach1669, 0
  %max1673 = select i1 %c1672, i128 %reach1669, i128 0
  %least1674 = add i128 %base1658, %min1671
  %most1675 = add i128 %base1658, %max1673
  %fits_low1676 = icmp sge i128 %least1674, -9223372036854775808
  %fits_high1677 = icmp sle i128 %most1675, 9223372036854775807
  %fits1678 = and i1 %fits_low1676, %fits_high1677
  %least1679 = select i1 %fits1678, i128 %least1674, i128 -9223372036854775808
  %most1680 = select i1 %fits1678, i128 %most1675, i128 9223372036854775807
  %sub1681 = sub i64 %dim24, 1
  %base1682 = sext i64 %sub1681 to i128
  %fits_low1683 = icmp sge i128 %base1682, -9223372036854775808
  %fits_high1684 = icmp sle i128 %base1682, 9223372036854775807
  %fits1685 = and i1 %fits_low1683, %fits_high1684
  %least1686 = select i1 %fits1685, i128 %base1682, i128 -9223372036854775808
  %most1687 = select i1 %fits1685, i128 %base1682, i128 9223372036854775807
  %c1688 = icmp slt i128 %least1679, %least1686
  %min1689 = select i1 %c1688, i128 %least1679, i128 %least1686
  %c1690 = icmp slt i128 %most1680, %most1687
  %min1691 = select i1 %c1690, i128 %most1680, i128 %most1687
  %c1692 = icmp sgt i128 0, %min1689
  %max1693 = select i1 %c1692, i128 0, i128 %min1689
  %c1694 = icmp sgt i128 0, %min1691
  %max1695 = select i1 %c1694, i128 0, i128 %min1691
  %extent1696 = sext i64 %dim24 to i128
  %low_ok1697 = icmp sge i128 %max1693, 0
  %high_ok1698 = icmp slt i128 %max1695, %extent1696
  %ok1699 = and i1 %ok1655, %low_ok1697
  %ok1700 = and i1 %ok1699, %high_ok1698
  %v1701 = load i64, ptr %j, align 8
  %add1702 = add i64 %v1701, 0
  %base1703 = sext i64 %add1702 to i128
  %next1704 = add i64 %min59, 1
  store i64 %next1704, ptr %j, align 8
  %v1705 = load i64, ptr %j, align 8
  %add1706 = add i64 %v1705, 0
  store i64 %min59, ptr %j, align 8
  %at_next1707 = sext i64 %add1706 to i128
  %step1708 = sub i128 %at_next1707, %base1703
  %step1709 = trunc i128 %step1708 to i64
  %step1710 = sext i64 %step1709 to i128
  %len1711 = sub i64 %dim24, %min59
  %span1712 = sub i64 %len1711, 1
  %span1713 = sext i64 %span1712 to i128
  %reach1714 = mul i128 %step1710, %span1713
  %c1715 = icmp slt i128 %reach1714, 0
  %min1716 = select i1 %c1715, i128 %reach1714, i128 0
  %c1717 = icmp sgt i128 %reach1714, 0
  %max1718 = select i1 %c1717, i128 %reach1714, i128 0
  %least1719 = add i128 %base1703, %min1716
  %most1720 = add i128 %base1703, %max1718
  %fits_low1721 = icmp sge i128 %least1719, -9223372036854775808
  %fits_high1722 = icmp sle i128 %most1720, 9223372036854775807
  %fits1723 = and i1 %fits_low1721, %fits_high1722
  %least1724 = select i1 %fits1723, i128 %least1719, i128 -9223372036854775808
  %most1725 = select i1 %fits1723, i128 %most1720, i128 9223372036854775807
  %sub1726 = sub i64 %dim24, 1
  %base1727 = sext i64 %sub1726 to i128
  %fits_low1728 = icmp sge i128 %base1727, -9223372036854775808
  %fits_high1729 = icmp sle i128 %base1727, 9223372036854775807
  %fits1730 = and i1 %fits_low1728, %fits_high1729
  %least1731 = select i1 %fits1730, i128 %base1727, i128 -9223372036854775808
  %most1732 = select i1 %fits1730, i128 %base1727, i128 9223372036854775807
  %c1733 = icmp slt i128 %least1724, %least1731
  %min1734 = select i1 %c1733, i128 %least1724, i128 %least1731
  %c1735 = icmp slt i128 %most1725, %most1732
  %min1736 = select i1 %c1735, i128 %most1725, i128 %most1732
  %c1737 = icmp sgt i128 0, %min1734
  %max1738 = select i1 %c1737, i128 0, i128 %min1734
  %c1739 = icmp sgt i128 0, %min1736
  %max1740 = select i1 %c1739, i128 0, i128 %min1736
  %extent1741 = sext i64 %dim24 to i128
  %low_ok1742 = icmp sge i128 %max1738, 0
  %high_ok1743 = icmp slt i128 %max1740, %extent1741
  %ok1744 = and i1 %ok1700, %low_ok1742
  %ok1745 = and i1 %ok1744, %high_ok1743
  %v1746 = load i64, ptr %j, align 8
  %add1747 = add i64 %v1746, 1
  %base1748 = sext i64 %add1747 to i128
  %next1749 = add i64 %min59, 1
  store i64 %next1749, ptr %j, align 8
  %v1750 = load i64, ptr %j, align 8
  %add1751 = add i64 %v1750, 1
  store i64 %min59, ptr %j, align 8
  %at_next1752 = sext i64 %add1751 to i128
  %step1753 = sub i128 %at_next1752, %base1748
  %step1754 = trunc i128 %step1753 to i64
  %step1755 = sext i64 %step1754 to i128
  %len1756 = sub i64 %dim24, %min59
  %span1757 = sub i64 %len1756, 1
  %span1758 = sext i64 %span1757 to i128
  %reach1759 = mul i128 %step1755, %span1758
  %c1760 = icmp slt i128 %reach1759, 0
  %min1761 = select i1 %c1760, i128 %reach1759, i128 0
  %c1762 = icmp sgt i128 %reach1759, 0
  %max1763 = select i1 %c1762, i128 %reach1759, i128 0
  %least1764 = add i128 %base1748, %min1761
  %most1765 = add i128 %base1748, %max1763
  %fits_low1766 = icmp sge i128 %least1764, -9223372036854775808
  %fits_high1767 = icmp sle i128 %most1765, 9223372036854775807
  %fits1768 = and i1 %fits_low1766, %fits_high1767
  %least1769 = select i1 %fits1768, i128 %least1764, i128 -9223372036854775808
  %most1770 = select i1 %fits1768, i128 %most1765, i128 9223372036854775807
  %sub1771 = sub i64 %dim24, 1
  %base1772 = sext i64 %sub1771 to i128
  %fits_low1773 = icmp sge i128 %base1772, -9223372036854775808
  %fits_high1774 = icmp sle i128 %base1772, 9223372036854775807
  %fits1775 = and i1 %fits_low1773, %fits_high1774
  %least1776 = select i1 %fits1775, i128 %base1772, i128 -9223372036854775808
  %most1777 = select i1 %fits1775, i128 %base1772, i128 9223372036854775807
  %c1778 = icmp slt i128 %least1769, %least1776
  %min1779 = select i1 %c1778, i128 %least1769, i128 %least1776
  %c1780 = icmp slt i128 %most1770, %most1777
  %min1781 = select i1 %c1780, i128 %most1770, i128 %most1777
  %c1782 = icmp sgt i128 0, %min1779
  %max1783 = select i1 %c1782, i128 0, i128 %min1779
  %c1784 = icmp sgt i128 0, %min1781
  %max1785 = select i1 %c1784, i128 0, i128 %min1781
  %extent1786 = sext i64 %dim24 to i128
  %low_ok1787 = icmp sge i128 %max1783, 0
  %high_ok1788 = icmp slt i128 %max1785, %extent1786
  %ok1789 = and i1 %ok1745, %low_ok1787
  %ok1790 = and i1 %ok1789, %high_ok1788
  %v1791 = load i64, ptr %i, align 8
  %add1792 = add i64 %v1791, 0
  %sub1793 = sub i64 %dim, 1
  %c1794 = icmp slt i64 %add1792, %sub1793
  %mm1795 = select i1 %c1794, i64 %add1792, i64 %sub1793
  %c1796 = icmp sgt i64 0, %mm1795
  %mm1797 = select i1 %c1796, i64 0, i64 %mm1795
  %base1798 = sext i64 %mm1797 to i128
  %fits_low1799 = icmp sge i128 %base1798, -9223372036854775808
  %fits_high1800 = icmp sle i128 %base1798, 9223372036854775807
  %fits1801 = and i1 %fits_low1799, %fits_high1800
  %least1802 = select i1 %fits1801, i128 %base1798, i128 -9223372036854775808
  %most1803 = select i1 %fits1801, i128 %base1798, i128 9223372036854775807
  %extent1804 = sext i64 %dim to i128
  %low_ok1805 = icmp sge i128 %least1802, 0
  %high_ok1806 = icmp slt i128 %most1803, %extent1804
  %ok1807 = and i1 %ok1790, %low_ok1805
  %ok1808 = and i1 %ok1807, %high_ok1806
  %v1809 = load i64, ptr %i, align 8
  %add1810 = add i64 %v1809, 1
  %sub1811 = sub i64 %dim, 1
  %c1812 = icmp slt i64 %add1810, %sub1811
  %mm1813 = select i1 %c1812, i64 %add1810, i64 %sub1811
  %c1814 = icmp sgt i64 0, %mm1813
  %mm1815 = select i1 %c1814, i64 0, i64 %mm1813
  %base1816 = sext i64 %mm1815 to i128
  %fits_low1817 = icmp sge i128 %base1816, -9223372036854775808
  %fits_high1818 = icmp sle i128 %base1816, 9223372036854775807
  %fits1819 = and i1 %fits_low1817, %fits_high1818
  %least1820 = select i1 %fits1819, i128 %base1816, i128 -9223372036854775808
  %most1821 = select i1 %fits1819, i128 %base1816, i128 9223372036854775807
  %extent1822 = sext i64 %dim to i128
  %low_ok1823 = icmp sge i128 %least1820, 0
  %high_ok1824 = icmp slt i128 %most1821, %extent1822
  %ok1825 = and i1 %ok1808, %low_ok1823
  %ok1826 = and i1 %ok1825, %high_ok1824
  br i1 %ok1826, label %proved1827, label %checked1828

loop1071:                                         ; preds = %body1072, %proved1068
  %i1074 = load i64, ptr %j, align 8
  %more1075 = icmp slt i64 %i1074, %min59
  br i1 %more1075, label %body1072, label %exit1073

body1072:                                         ; preds = %loop1071
  %v1076 = load i64, ptr %i, align 8
  %add1077 = add i64 %v1076, -1
  %sub1078 = sub i64 %dim, 1
  %c1079 = icmp slt i64 %add1077, %sub1078
  %mm1080 = select i1 %c1079, i64 %add1077, i64 %sub1078
  %c1081 = icmp sgt i64 0, %mm1080
  %mm1082 = select i1 %c1081, i64 0, i64 %mm1080
  %j1083 = load i64, ptr %j, align 8
  %tap = add i64 %j1083, -1
  %pos1084 = mul i64 0, %dim
  %pos1085 = add i64 %pos1084, %mm1082
  %pos1086 = mul i64 %pos1085, %dim24
  %pos1087 = add i64 %pos1086, %tap
  %elp1088 = getelementptr inbounds float, ptr %buf, i64 %pos1087
  %el1089 = load float, ptr %elp1088, align 4, !alias.scope !0, !noalias !3
  store float %el1089, ptr %next_32, align 4
  %v1090 = load i64, ptr %i, align 8
  %add1091 = add i64 %v1090, -1
  %sub1092 = sub i64 %dim, 1
  %c1093 = icmp slt i64 %add1091, %sub1092
  %mm1094 = select i1 %c1093, i64 %add1091, i64 %sub1092
  %c1095 = icmp sgt i64 0, %mm1094
  %mm1096 = select i1 %c1095, i64 0, i64 %mm1094
  %j1097 = load i64, ptr %j, align 8
  %tap1098 = add i64 %j1097, 0
  %pos1099 = mul i64 0, %dim
  %pos1100 = add i64 %pos1099, %mm1096
  %pos1101 = mul i64 %pos1100, %dim24
  %pos1102 = add i64 %pos1101, %tap1098
  %elp1103 = getelementptr inbounds float, ptr %buf, i64 %pos1102
  %el1104 = load float, ptr %elp1103, align 4, !alias.scope !0, !noalias !3
  store float %el1104, ptr %next_33, align 4
  %v1105 = load i64, ptr %i, align 8
  %add1106 = add i64 %v1105, -1
  %sub1107 = sub i64 %dim, 1
  %c1108 = icmp slt i64 %add1106, %sub1107
  %mm1109 = select i1 %c1108, i64 %add1106, i64 %sub1107
  %c1110 = icmp sgt i64 0, %mm1109
  %mm1111 = select i1 %c1110, i64 0, i64 %mm1109
  %j1112 = load i64, ptr %j, align 8
  %tap1113 = add i64 %j1112, 1
  %pos1114 = mul i64 0, %dim
  %pos1115 = add i64 %pos1114, %mm1111
  %pos1116 = mul i64 %pos1115, %dim24
  %pos1117 = add i64 %pos1116, %tap1113
  %elp1118 = getelementptr inbounds float, ptr %buf, i64 %pos1117
  %el1119 = load float, ptr %elp1118, align 4, !alias.scope !0, !noalias !3
  store float %el1119, ptr %next_34, align 4
  %v1120 = load i64, ptr %i, align 8
  %add1121 = add i64 %v1120, 0
  %sub1122 = sub i64 %dim, 1
  %c1123 = icmp slt i64 %add1121, %sub1122
  %mm1124 = select i1 %c1123, i64 %add1121, i64 %sub1122
  %c1125 = icmp sgt i64 0, %mm1124
  %mm1126 = select i1 %c1125, i64 0, i64 %mm1124
  %j1127 = load i64, ptr %j, align 8
  %tap1128 = add i64 %j1127, -1
  %pos1129 = mul i64 0, %dim
  %pos1130 = add i64 %pos1129, %mm1126
  %pos1131 = mul i64 %pos1130, %dim24
  %pos1132 = add i64 %pos1131, %tap1128
  %elp1133 = getelementptr inbounds float, ptr %buf, i64 %pos1132
  %el1134 = load float, ptr %elp1133, align 4, !alias.scope !0, !noalias !3
  store float %el1134, ptr %next_35, align 4
  %v1135 = load i64, ptr %i, align 8
  %add1136 = add i64 %v1135, 0
  %sub1137 = sub i64 %dim, 1
  %c1138 = icmp slt i64 %add1136, %sub1137
  %mm1139 = select i1 %c1138, i64 %add1136, i64 %sub1137
  %c1140 = icmp sgt i64 0, %mm1139
  %mm1141 = select i1 %c1140, i64 0, i64 %mm1139
  %j1142 = load i64, ptr %j, align 8
  %tap1143 = add i64 %j1142, 0
  %pos1144 = mul i64 0, %dim
  %pos1145 = add i64 %pos1144, %mm1141
  %pos1146 = mul i64 %pos1145, %dim24
  %pos1147 = add i64 %pos1146, %tap1143
  %elp1148 = getelementptr inbounds float, ptr %buf, i64 %pos1147
  %el1149 = load float, ptr %elp1148, align 4, !alias.scope !0, !noalias !3
  store float %el1149, ptr %next_36, align 4
  %v1150 = load i64, ptr %i, align 8
  %add1151 = add i64 %v1150, 0
  %sub1152 = sub i64 %dim, 1
  %c1153 = icmp slt i64 %add1151, %sub1152
  %mm1154 = select i1 %c1153, i64 %add1151, i64 %sub1152
  %c1155 = icmp sgt i64 0, %mm1154
  %mm1156 = select i1 %c1155, i64 0, i64 %mm1154
  %j1157 = load i64, ptr %j, align 8
  %tap1158 = add i64 %j1157, 1
  %pos1159 = mul i64 0, %dim
  %pos1160 = add i64 %pos1159, %mm1156
  %pos1161 = mul i64 %pos1160, %dim24
  %pos1162 = add i64 %pos1161, %tap1158
  %elp1163 = getelementptr inbounds float, ptr %buf, i64 %pos1162
  %el1164 = load float, ptr %elp1163, align 4, !alias.scope !0, !noalias !3
  store float %el1164, ptr %next_37, align 4
  %v1165 = load i64, ptr %i, align 8
  %add1166 = add i64 %v1165, 1
  %sub1167 = sub i64 %dim, 1
  %c1168 = icmp slt i64 %add1166, %sub1167
  %mm1169 = select i1 %c1168, i64 %add1166, i64 %sub1167
  %c1170 = icmp sgt i64 0, %mm1169
  %mm1171 = select i1 %c1170, i64 0, i64 %mm1169
  %j1172 = load i64, ptr %j, align 8
  %tap1173 = add i64 %j1172, -1
  %pos1174 = mul i64 0, %dim
  %pos1175 = add i64 %pos1174, %mm1171
  %pos1176 = mul i64 %pos1175, %dim24
  %pos1177 = add i64 %pos1176, %tap1173
  %elp1178 = getelementptr inbounds float, ptr %buf, i64 %pos1177
  %el1179 = load float, ptr %elp1178, align 4, !alias.scope !0, !noalias !3
  store float %el1179, ptr %next_38, align 4
  %v1180 = load i64, ptr %i, align 8
  %add1181 = add i64 %v1180, 1
  %sub1182 = sub i64 %dim, 1
  %c1183 = icmp slt i64 %add1181, %sub1182
  %mm1184 = select i1 %c1183, i64 %add1181, i64 %sub1182
  %c1185 = icmp sgt i64 0, %mm1184
  %mm1186 = select i1 %c1185, i64 0, i64 %mm1184
  %j1187 = load i64, ptr %j, align 8
  %tap1188 = add i64 %j1187, 0
  %pos1189 = mul i64 0, %dim
  %pos1190 = add i64 %pos1189, %mm1186
  %pos1191 = mul i64 %pos1190, %dim24
  %pos1192 = add i64 %pos1191, %tap1188
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next_39, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, 1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 1
  %pos1204 = mul i64 0, %dim
  %pos1205 = add i64 %pos1204, %mm1201
  %pos1206 = mul i64 %pos1205, %dim24
  %pos1207 = add i64 %pos1206, %tap1203
  %elp1208 = getelementptr inbounds float, ptr %buf, i64 %pos1207
  %el1209 = load float, ptr %elp1208, align 4, !alias.scope !0, !noalias !3
  store float %el1209, ptr %next_40, align 4
  %cv1210 = sitofp i64 %dim to float
  %fd1211 = fdiv float 0x3F90624DE0000000, %cv1210
  store float %fd1211, ptr %gh_41, align 4
  %tup1212 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1213 = insertvalue { i64, i64 } %tup1212, i64 %dim24, 1
  %proj1214 = extractvalue { i64, i64 } %tup1213, 1
  %cv1215 = sitofp i64 %proj1214 to float
  %fd1216 = fdiv float 0x3F90624DE0000000, %cv1215
  store float %fd1216, ptr %gw_42, align 4
  %v1217 = load float, ptr %next_36, align 4
  %fm1218 = fmul float 2.000000e+00, %v1217
  store float %fm1218, ptr %"%cse0_43", align 4
  %v1219 = load float, ptr %next_39, align 4
  %v1220 = load float, ptr %next_33, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_43", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gh_41, align 4
  %v1225 = load float, ptr %gw_42, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %v1229 = load float, ptr %next_37, align 4
  %v1230 = load float, ptr %next_35, align 4
  %fa1231 = fadd float %v1229, %v1230
  %v1232 = load float, ptr %"%cse0_43", align 4
  %fs1233 = fsub float %fa1231, %v1232
  %v1234 = load float, ptr %gw_42, align 4
  %v1235 = load float, ptr %gh_41, align 4
  %fm1236 = fmul float 0x3FB99999A0000000, %v1235
  %fd1237 = fdiv float %v1234, %fm1236
  %fd1238 = fdiv float %fs1233, %fd1237
  %fa1239 = fadd float %fd1228, %fd1238
  %v1240 = load float, ptr %next_36, align 4
  %fs1241 = fsub float 8.000000e+01, %v1240
  %v1242 = load float, ptr %gh_41, align 4
  %fm1243 = fmul float 1.000000e+02, %v1242
  %v1244 = load float, ptr %gw_42, align 4
  %fm1245 = fmul float %fm1243, %v1244
  %fd1246 = fdiv float 0x3F40624DE0000000, %fm1245
  %fd1247 = fdiv float %fs1241, %fd1246
  %fa1248 = fadd float %fa1239, %fd1247
  store float %fa1248, ptr %flux2_29, align 4
  %v1249 = load i64, ptr %i, align 8
  %v1250 = load i64, ptr %j, align 8
  %pos1251 = mul i64 0, %dim
  %pos1252 = add i64 %pos1251, %v1249
  %pos1253 = mul i64 %pos1252, %dim24
  %pos1254 = add i64 %pos1253, %v1250
  %elp1255 = getelementptr inbounds float, ptr %buf, i64 %pos1254
  %el1256 = load float, ptr %elp1255, align 4, !alias.scope !0, !noalias !3
  store float %el1256, ptr %next_47, align 4
  %v1257 = load i64, ptr %i, align 8
  %v1258 = load i64, ptr %j, align 8
  %pos1259 = mul i64 0, %dim6
  %pos1260 = add i64 %pos1259, %v1257
  %pos1261 = mul i64 %pos1260, %dim33
  %pos1262 = add i64 %pos1261, %v1258
  %elp1263 = getelementptr inbounds float, ptr %buf458, i64 %pos1262
  %el1264 = load float, ptr %elp1263, align 4, !alias.scope !6, !noalias !7
  store float %el1264, ptr %power_48, align 4
  %v1265 = load float, ptr %next_47, align 4
  %tup1266 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1267 = insertvalue { i64, i64 } %tup1266, i64 %dim24, 1
  %proj1268 = extractvalue { i64, i64 } %tup1267, 1
  %cv1269 = sitofp i64 %proj1268 to float
  %fd1270 = fdiv float 0x3F90624DE0000000, %cv1269
  %fm1271 = fmul float 0x407B580020000000, %fd1270
  %cv1272 = sitofp i64 %dim to float
  %fd1273 = fdiv float 0x3F90624DE0000000, %cv1272
  %fm1274 = fmul float %fm1271, %fd1273
  %fd1275 = fdiv float 0x3E8392CBA0000000, %fm1274
  %v1276 = load float, ptr %power_48, align 4
  %v1277 = load float, ptr %flux2_29, align 4
  %fa1278 = fadd float %v1276, %v1277
  %fm1279 = fmul float %fd1275, %fa1278
  %fa1280 = fadd float %v1265, %fm1279
  store float %fa1280, ptr %next2_44, align 4
  %v1281 = load i64, ptr %i, align 8
  %v1282 = load i64, ptr %j, align 8
  %pos1283 = mul i64 0, %dim
  %pos1284 = add i64 %pos1283, %v1281
  %pos1285 = mul i64 %pos1284, %dim24
  %pos1286 = add i64 %pos1285, %v1282
  %v1287 = load float, ptr %next2_44, align 4
  %elp1288 = getelementptr inbounds float, ptr %buf485, i64 %pos1286
  store float %v1287, ptr %elp1288, align 4, !alias.scope !8, !noalias !9
  %i1289 = load i64, ptr %j, align 8
  %next1290 = add i64 %i1289, 1
  store i64 %next1290, ptr %j, align 8
  br label %loop1071

exit1073:                                         ; preds = %loop1071
  br label %versions_done1070

loop1291:                                         ; preds = %ok1548, %checked1069
  %i1294 = load i64, ptr %j, align 8
  %more1295 = icmp slt i64 %i1294, %min59
  br i1 %more1295, label %body1292, label %exit1293

body1292:                                         ; preds = %loop1291
  %v1296 = load i64, ptr %i, align 8
  %add1297 = add i64 %v1296, -1
  %sub1298 = sub i64 %dim, 1
  %c1299 = icmp slt i64 %add1297, %sub1298
  %mm1300 = select i1 %c1299, i64 %add1297, i64 %sub1298
  %c1301 = icmp sgt i64 0, %mm1300
  %mm1302 = select i1 %c1301, i64 0, i64 %mm1300
  %j1303 = load i64, ptr %j, align 8
  %tap1304 = add i64 %j1303, -1
  %inb1305 = icmp ult i64 %mm1302, %dim
  br i1 %inb1305, label %ok1307, label %fail1306

exit1293:                                         ; preds = %loop1291
  br label %versions_done1070

fail1306:                                         ; preds = %body1292
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1308, align 8
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1302, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1311, align 8
  ret i32 1

ok1307:                                           ; preds = %body1292
  %pos1312 = mul i64 0, %dim
  %pos1313 = add i64 %pos1312, %mm1302
  %inb1314 = icmp ult i64 %tap1304, %dim24
  br i1 %inb1314, label %ok1316, label %fail1315

fail1315:                                         ; preds = %ok1307
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1317, align 8
  %errp1318 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1318, align 8
  %errp1319 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1304, ptr %errp1319, align 8
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1320, align 8
  ret i32 1

ok1316:                                           ; preds = %ok1307
  %pos1321 = mul i64 %pos1313, %dim24
  %pos1322 = add i64 %pos1321, %tap1304
  %elp1323 = getelementptr inbounds float, ptr %buf, i64 %pos1322
  %el1324 = load float, ptr %elp1323, align 4, !alias.scope !0, !noalias !3
  store float %el1324, ptr %next_32, align 4
  %v1325 = load i64, ptr %i, align 8
  %add1326 = add i64 %v1325, -1
  %sub1327 = sub i64 %dim, 1
  %c1328 = icmp slt i64 %add1326, %sub1327
  %mm1329 = select i1 %c1328, i64 %add1326, i64 %sub1327
  %c1330 = icmp sgt i64 0, %mm1329
  %mm1331 = select i1 %c1330, i64 0, i64 %mm1329
  %j1332 = load i64, ptr %j, align 8
  %tap1333 = add i64 %j1332, 0
  %inb1334 = icmp ult i64 %mm1331, %dim
  br i1 %inb1334, label %ok1336, label %fail1335

fail1335:                                         ; preds = %ok1316
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1337, align 8
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1331, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1340, align 8
  ret i32 1

ok1336:                                           ; preds = %ok1316
  %pos1341 = mul i64 0, %dim
  %pos1342 = add i64 %pos1341, %mm1331
  %inb1343 = icmp ult i64 %tap1333, %dim24
  br i1 %inb1343, label %ok1345, label %fail1344

fail1344:                                         ; preds = %ok1336
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1333, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1349, align 8
  ret i32 1

ok1345:                                           ; preds = %ok1336
  %pos1350 = mul i64 %pos1342, %dim24
  %pos1351 = add i64 %pos1350, %tap1333
  %elp1352 = getelementptr inbounds float, ptr %buf, i64 %pos1351
  %el1353 = load float, ptr %elp1352, align 4, !alias.scope !0, !noalias !3
  store float %el1353, ptr %next_33, align 4
  %v1354 = load i64, ptr %i, align 8
  %add1355 = add i64 %v1354, -1
  %sub1356 = sub i64 %dim, 1
  %c1357 = icmp slt i64 %add1355, %sub1356
  %mm1358 = select i1 %c1357, i64 %add1355, i64 %sub1356
  %c1359 = icmp sgt i64 0, %mm1358
  %mm1360 = select i1 %c1359, i64 0, i64 %mm1358
  %j1361 = load i64, ptr %j, align 8
  %tap1362 = add i64 %j1361, 1
  %inb1363 = icmp ult i64 %mm1360, %dim
  br i1 %inb1363, label %ok1365, label %fail1364

fail1364:                                         ; preds = %ok1345
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1366, align 8
  %errp1367 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1367, align 8
  %errp1368 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1360, ptr %errp1368, align 8
  %errp1369 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1369, align 8
  ret i32 1

ok1365:                                           ; preds = %ok1345
  %pos1370 = mul i64 0, %dim
  %pos1371 = add i64 %pos1370, %mm1360
  %inb1372 = icmp ult i64 %tap1362, %dim24
  br i1 %inb1372, label %ok1374, label %fail1373

fail1373:                                         ; preds = %ok1365
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1362, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1378, align 8
  ret i32 1

ok1374:                                           ; preds = %ok1365
  %pos1379 = mul i64 %pos1371, %dim24
  %pos1380 = add i64 %pos1379, %tap1362
  %elp1381 = getelementptr inbounds float, ptr %buf, i64 %pos1380
  %el1382 = load float, ptr %elp1381, align 4, !alias.scope !0, !noalias !3
  store float %el1382, ptr %next_34, align 4
  %v1383 = load i64, ptr %i, align 8
  %add1384 = add i64 %v1383, 0
  %sub1385 = sub i64 %dim, 1
  %c1386 = icmp slt i64 %add1384, %sub1385
  %mm1387 = select i1 %c1386, i64 %add1384, i64 %sub1385
  %c1388 = icmp sgt i64 0, %mm1387
  %mm1389 = select i1 %c1388, i64 0, i64 %mm1387
  %j1390 = load i64, ptr %j, align 8
  %tap1391 = add i64 %j1390, -1
  %inb1392 = icmp ult i64 %mm1389, %dim
  br i1 %inb1392, label %ok1394, label %fail1393

fail1393:                                         ; preds = %ok1374
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1395, align 8
  %errp1396 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1396, align 8
  %errp1397 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1389, ptr %errp1397, align 8
  %errp1398 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1398, align 8
  ret i32 1

ok1394:                                           ; preds = %ok1374
  %pos1399 = mul i64 0, %dim
  %pos1400 = add i64 %pos1399, %mm1389
  %inb1401 = icmp ult i64 %tap1391, %dim24
  br i1 %inb1401, label %ok1403, label %fail1402

fail1402:                                         ; preds = %ok1394
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1404, align 8
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1405, align 8
  %errp1406 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1391, ptr %errp1406, align 8
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1407, align 8
  ret i32 1

ok1403:                                           ; preds = %ok1394
  %pos1408 = mul i64 %pos1400, %dim24
  %pos1409 = add i64 %pos1408, %tap1391
  %elp1410 = getelementptr inbounds float, ptr %buf, i64 %pos1409
  %el1411 = load float, ptr %elp1410, align 4, !alias.scope !0, !noalias !3
  store float %el1411, ptr %next_35, align 4
  %v1412 = load i64, ptr %i, align 8
  %add1413 = add i64 %v1412, 0
  %sub1414 = sub i64 %dim, 1
  %c1415 = icmp slt i64 %add1413, %sub1414
  %mm1416 = select i1 %c1415, i64 %add1413, i64 %sub1414
  %c1417 = icmp sgt i64 0, %mm1416
  %mm1418 = select i1 %c1417, i64 0, i64 %mm1416
  %j1419 = load i64, ptr %j, align 8
  %tap1420 = add i64 %j1419, 0
  %inb1421 = icmp ult i64 %mm1418, %dim
  br i1 %inb1421, label %ok1423, label %fail1422

fail1422:                                         ; preds = %ok1403
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1424, align 8
  %errp1425 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1425, align 8
  %errp1426 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1418, ptr %errp1426, align 8
  %errp1427 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1427, align 8
  ret i32 1

ok1423:                                           ; preds = %ok1403
  %pos1428 = mul i64 0, %dim
  %pos1429 = add i64 %pos1428, %mm1418
  %inb1430 = icmp ult i64 %tap1420, %dim24
  br i1 %inb1430, label %ok1432, label %fail1431

fail1431:                                         ; preds = %ok1423
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1433, align 8
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1434, align 8
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1420, ptr %errp1435, align 8
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1436, align 8
  ret i32 1

ok1432:                                           ; preds = %ok1423
  %pos1437 = mul i64 %pos1429, %dim24
  %pos1438 = add i64 %pos1437, %tap1420
  %elp1439 = getelementptr inbounds float, ptr %buf, i64 %pos1438
  %el1440 = load float, ptr %elp1439, align 4, !alias.scope !0, !noalias !3
  store float %el1440, ptr %next_36, align 4
  %v1441 = load i64, ptr %i, align 8
  %add1442 = add i64 %v1441, 0
  %sub1443 = sub i64 %dim, 1
  %c1444 = icmp slt i64 %add1442, %sub1443
  %mm1445 = select i1 %c1444, i64 %add1442, i64 %sub1443
  %c1446 = icmp sgt i64 0, %mm1445
  %mm1447 = select i1 %c1446, i64 0, i64 %mm1445
  %j1448 = load i64, ptr %j, align 8
  %tap1449 = add i64 %j1448, 1
  %inb1450 = icmp ult i64 %mm1447, %dim
  br i1 %inb1450, label %ok1452, label %fail1451

fail1451:                                         ; preds = %ok1432
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1454, align 8
  %errp1455 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1447, ptr %errp1455, align 8
  %errp1456 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1456, align 8
  ret i32 1

ok1452:                                           ; preds = %ok1432
  %pos1457 = mul i64 0, %dim
  %pos1458 = add i64 %pos1457, %mm1447
  %inb1459 = icmp ult i64 %tap1449, %dim24
  br i1 %inb1459, label %ok1461, label %fail1460

fail1460:                                         ; preds = %ok1452
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1463, align 8
  %errp1464 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1449, ptr %errp1464, align 8
  %errp1465 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1465, align 8
  ret i32 1

ok1461:                                           ; preds = %ok1452
  %pos1466 = mul i64 %pos1458, %dim24
  %pos1467 = add i64 %pos1466, %tap1449
  %elp1468 = getelementptr inbounds float, ptr %buf, i64 %pos1467
  %el1469 = load float, ptr %elp1468, align 4, !alias.scope !0, !noalias !3
  store float %el1469, ptr %next_37, align 4
  %v1470 = load i64, ptr %i, align 8
  %add1471 = add i64 %v1470, 1
  %sub1472 = sub i64 %dim, 1
  %c1473 = icmp slt i64 %add1471, %sub1472
  %mm1474 = select i1 %c1473, i64 %add1471, i64 %sub1472
  %c1475 = icmp sgt i64 0, %mm1474
  %mm1476 = select i1 %c1475, i64 0, i64 %mm1474
  %j1477 = load i64, ptr %j, align 8
  %tap1478 = add i64 %j1477, -1
  %inb1479 = icmp ult i64 %mm1476, %dim
  br i1 %inb1479, label %ok1481, label %fail1480

fail1480:                                         ; preds = %ok1461
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1483, align 8
  %errp1484 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1476, ptr %errp1484, align 8
  %errp1485 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1485, align 8
  ret i32 1

ok1481:                                           ; preds = %ok1461
  %pos1486 = mul i64 0, %dim
  %pos1487 = add i64 %pos1486, %mm1476
  %inb1488 = icmp ult i64 %tap1478, %dim24
  br i1 %inb1488, label %ok1490, label %fail1489

fail1489:                                         ; preds = %ok1481
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1491, align 8
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1492, align 8
  %errp1493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1478, ptr %errp1493, align 8
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1494, align 8
  ret i32 1

ok1490:                                           ; preds = %ok1481
  %pos1495 = mul i64 %pos1487, %dim24
  %pos1496 = add i64 %pos1495, %tap1478
  %elp1497 = getelementptr inbounds float, ptr %buf, i64 %pos1496
  %el1498 = load float, ptr %elp1497, align 4, !alias.scope !0, !noalias !3
  store float %el1498, ptr %next_38, align 4
  %v1499 = load i64, ptr %i, align 8
  %add1500 = add i64 %v1499, 1
  %sub1501 = sub i64 %dim, 1
  %c1502 = icmp slt i64 %add1500, %sub1501
  %mm1503 = select i1 %c1502, i64 %add1500, i64 %sub1501
  %c1504 = icmp sgt i64 0, %mm1503
  %mm1505 = select i1 %c1504, i64 0, i64 %mm1503
  %j1506 = load i64, ptr %j, align 8
  %tap1507 = add i64 %j1506, 0
  %inb1508 = icmp ult i64 %mm1505, %dim
  br i1 %inb1508, label %ok1510, label %fail1509

fail1509:                                         ; preds = %ok1490
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1512, align 8
  %errp1513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1505, ptr %errp1513, align 8
  %errp1514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1514, align 8
  ret i32 1

ok1510:                                           ; preds = %ok1490
  %pos1515 = mul i64 0, %dim
  %pos1516 = add i64 %pos1515, %mm1505
  %inb1517 = icmp ult i64 %tap1507, %dim24
  br i1 %inb1517, label %ok1519, label %fail1518

fail1518:                                         ; preds = %ok1510
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1520, align 8
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1521, align 8
  %errp1522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1507, ptr %errp1522, align 8
  %errp1523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1523, align 8
  ret i32 1

ok1519:                                           ; preds = %ok1510
  %pos1524 = mul i64 %pos1516, %dim24
  %pos1525 = add i64 %pos1524, %tap1507
  %elp1526 = getelementptr inbounds float, ptr %buf, i64 %pos1525
  %el1527 = load float, ptr %elp1526, align 4, !alias.scope !0, !noalias !3
  store float %el1527, ptr %next_39, align 4
  %v1528 = load i64, ptr %i, align 8
  %add1529 = add i64 %v1528, 1
  %sub1530 = sub i64 %dim, 1
  %c1531 = icmp slt i64 %add1529, %sub1530
  %mm1532 = select i1 %c1531, i64 %add1529, i64 %sub1530
  %c1533 = icmp sgt i64 0, %mm1532
  %mm1534 = select i1 %c1533, i64 0, i64 %mm1532
  %j1535 = load i64, ptr %j, align 8
  %tap1536 = add i64 %j1535, 1
  %inb1537 = icmp ult i64 %mm1534, %dim
  br i1 %inb1537, label %ok1539, label %fail1538

fail1538:                                         ; preds = %ok1519
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1541, align 8
  %errp1542 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1534, ptr %errp1542, align 8
  %errp1543 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1543, align 8
  ret i32 1

ok1539:                                           ; preds = %ok1519
  %pos1544 = mul i64 0, %dim
  %pos1545 = add i64 %pos1544, %mm1534
  %inb1546 = icmp ult i64 %tap1536, %dim24
  br i1 %inb1546, label %ok1548, label %fail1547

fail1547:                                         ; preds = %ok1539
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1549, align 8
  %errp1550 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1550, align 8
  %errp1551 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1536, ptr %errp1551, align 8
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1552, align 8
  ret i32 1

ok1548:                                           ; preds = %ok1539
  %pos1553 = mul i64 %pos1545, %dim24
  %pos1554 = add i64 %pos1553, %tap1536
  %elp1555 = getelementptr inbounds float, ptr %buf, i64 %pos1554
  %el1556 = load float, ptr %elp1555, align 4, !alias.scope !0, !noalias !3
  store float %el1556, ptr %next_40, align 4
  %cv1557 = sitofp i64 %dim to float
  %fd1558 = fdiv float 0x3F90624DE0000000, %cv1557
  store float %fd1558, ptr %gh_41, align 4
  %tup1559 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1560 = insertvalue { i64, i64 } %tup1559, i64 %dim24, 1
  %proj1561 = extractvalue { i64, i64 } %tup1560, 1
  %cv1562 = sitofp i64 %proj1561 to float
  %fd1563 = fdiv float 0x3F90624DE0000000, %cv1562
  store float %fd1563, ptr %gw_42, align 4
  %v1564 = load float, ptr %next_36, align 4
  %fm1565 = fmul float 2.000000e+00, %v1564
  store float %fm1565, ptr %"%cse0_43", align 4
  %v1566 = load float, ptr %next_39, align 4
  %v1567 = load float, ptr %next_33, align 4
  %fa1568 = fadd float %v1566, %v1567
  %v1569 = load float, ptr %"%cse0_43", align 4
  %fs1570 = fsub float %fa1568, %v1569
  %v1571 = load float, ptr %gh_41, align 4
  %v1572 = load float, ptr %gw_42, align 4
  %fm1573 = fmul float 0x3FB99999A0000000, %v1572
  %fd1574 = fdiv float %v1571, %fm1573
  %fd1575 = fdiv float %fs1570, %fd1574
  %v1576 = load float, ptr %next_37, align 4
  %v1577 = load float, ptr %next_35, align 4
  %fa1578 = fadd float %v1576, %v1577
  %v1579 = load float, ptr %"%cse0_43", align 4
  %fs1580 = fsub float %fa1578, %v1579
  %v1581 = load float, ptr %gw_42, align 4
  %v1582 = load float, ptr %gh_41, align 4
  %fm1583 = fmul float 0x3FB99999A0000000, %v1582
  %fd1584 = fdiv float %v1581, %fm1583
  %fd1585 = fdiv float %fs1580, %fd1584
  %fa1586 = fadd float %fd1575, %fd1585
  %v1587 = load float, ptr %next_36, align 4
  %fs1588 = fsub float 8.000000e+01, %v1587
  %v1589 = load float, ptr %gh_41, align 4
  %fm1590 = fmul float 1.000000e+02, %v1589
  %v1591 = load float, ptr %gw_42, align 4
  %fm1592 = fmul float %fm1590, %v1591
  %fd1593 = fdiv float 0x3F40624DE0000000, %fm1592
  %fd1594 = fdiv float %fs1588, %fd1593
  %fa1595 = fadd float %fa1586, %fd1594
  store float %fa1595, ptr %flux2_29, align 4
  %v1596 = load i64, ptr %i, align 8
  %v1597 = load i64, ptr %j, align 8
  %pos1598 = mul i64 0, %dim
  %pos1599 = add i64 %pos1598, %v1596
  %pos1600 = mul i64 %pos1599, %dim24
  %pos1601 = add i64 %pos1600, %v1597
  %elp1602 = getelementptr inbounds float, ptr %buf, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !0, !noalias !3
  store float %el1603, ptr %next_47, align 4
  %v1604 = load i64, ptr %i, align 8
  %v1605 = load i64, ptr %j, align 8
  %pos1606 = mul i64 0, %dim6
  %pos1607 = add i64 %pos1606, %v1604
  %pos1608 = mul i64 %pos1607, %dim33
  %pos1609 = add i64 %pos1608, %v1605
  %elp1610 = getelementptr inbounds float, ptr %buf458, i64 %pos1609
  %el1611 = load float, ptr %elp1610, align 4, !alias.scope !6, !noalias !7
  store float %el1611, ptr %power_48, align 4
  %v1612 = load float, ptr %next_47, align 4
  %tup1613 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1614 = insertvalue { i64, i64 } %tup1613, i64 %dim24, 1
  %proj1615 = extractvalue { i64, i64 } %tup1614, 1
  %cv1616 = sitofp i64 %proj1615 to float
  %fd1617 = fdiv float 0x3F90624DE0000000, %cv1616
  %fm1618 = fmul float 0x407B580020000000, %fd1617
  %cv1619 = sitofp i64 %dim to float
  %fd1620 = fdiv float 0x3F90624DE0000000, %cv1619
  %fm1621 = fmul float %fm1618, %fd1620
  %fd1622 = fdiv float 0x3E8392CBA0000000, %fm1621
  %v1623 = load float, ptr %power_48, align 4
  %v1624 = load float, ptr %flux2_29, align 4
  %fa1625 = fadd float %v1623, %v1624
  %fm1626 = fmul float %fd1622, %fa1625
  %fa1627 = fadd float %v1612, %fm1626
  store float %fa1627, ptr %next2_44, align 4
  %v1628 = load i64, ptr %i, align 8
  %v1629 = load i64, ptr %j, align 8
  %pos1630 = mul i64 0, %dim
  %pos1631 = add i64 %pos1630, %v1628
  %pos1632 = mul i64 %pos1631, %dim24
  %pos1633 = add i64 %pos1632, %v1629
  %v1634 = load float, ptr %next2_44, align 4
  %elp1635 = getelementptr inbounds float, ptr %buf485, i64 %pos1633
  store float %v1634, ptr %elp1635, align 4, !alias.scope !8, !noalias !9
  %i1636 = load i64, ptr %j, align 8
  %next1637 = add i64 %i1636, 1
  store i64 %next1637, ptr %j, align 8
  br label %loop1291

proved1827:                                       ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop1830

checked1828:                                      ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop2096

versions_done1829:                                ; preds = %exit2098, %exit1832
  %i2488 = load i64, ptr %i, align 8
  %next2489 = add i64 %i2488, 1
  store i64 %next2489, ptr %i, align 8
  br label %loop

loop1830:                                         ; preds = %body1831, %proved1827
  %i1833 = load i64, ptr %j, align 8
  %more1834 = icmp slt i64 %i1833, %dim24
  br i1 %more1834, label %body1831, label %exit1832

body1831:                                         ; preds = %loop1830
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, -1
  %sub1844 = sub i64 %dim24, 1
  %c1845 = icmp slt i64 %add1843, %sub1844
  %mm1846 = select i1 %c1845, i64 %add1843, i64 %sub1844
  %c1847 = icmp sgt i64 0, %mm1846
  %mm1848 = select i1 %c1847, i64 0, i64 %mm1846
  %pos1849 = mul i64 0, %dim
  %pos1850 = add i64 %pos1849, %mm1841
  %pos1851 = mul i64 %pos1850, %dim24
  %pos1852 = add i64 %pos1851, %mm1848
  %elp1853 = getelementptr inbounds float, ptr %buf, i64 %pos1852
  %el1854 = load float, ptr %elp1853, align 4, !alias.scope !0, !noalias !3
  store float %el1854, ptr %next_32, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 0
  %sub1864 = sub i64 %dim24, 1
  %c1865 = icmp slt i64 %add1863, %sub1864
  %mm1866 = select i1 %c1865, i64 %add1863, i64 %sub1864
  %c1867 = icmp sgt i64 0, %mm1866
  %mm1868 = select i1 %c1867, i64 0, i64 %mm1866
  %pos1869 = mul i64 0, %dim
  %pos1870 = add i64 %pos1869, %mm1861
  %pos1871 = mul i64 %pos1870, %dim24
  %pos1872 = add i64 %pos1871, %mm1868
  %elp1873 = getelementptr inbounds float, ptr %buf, i64 %pos1872
  %el1874 = load float, ptr %elp1873, align 4, !alias.scope !0, !noalias !3
  store float %el1874, ptr %next_33, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, -1
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, 1
  %sub1884 = sub i64 %dim24, 1
  %c1885 = icmp slt i64 %add1883, %sub1884
  %mm1886 = select i1 %c1885, i64 %add1883, i64 %sub1884
  %c1887 = icmp sgt i64 0, %mm1886
  %mm1888 = select i1 %c1887, i64 0, i64 %mm1886
  %pos1889 = mul i64 0, %dim
  %pos1890 = add i64 %pos1889, %mm1881
  %pos1891 = mul i64 %pos1890, %dim24
  %pos1892 = add i64 %pos1891, %mm1888
  %elp1893 = getelementptr inbounds float, ptr %buf, i64 %pos1892
  %el1894 = load float, ptr %elp1893, align 4, !alias.scope !0, !noalias !3
  store float %el1894, ptr %next_34, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, -1
  %sub1904 = sub i64 %dim24, 1
  %c1905 = icmp slt i64 %add1903, %sub1904
  %mm1906 = select i1 %c1905, i64 %add1903, i64 %sub1904
  %c1907 = icmp sgt i64 0, %mm1906
  %mm1908 = select i1 %c1907, i64 0, i64 %mm1906
  %pos1909 = mul i64 0, %dim
  %pos1910 = add i64 %pos1909, %mm1901
  %pos1911 = mul i64 %pos1910, %dim24
  %pos1912 = add i64 %pos1911, %mm1908
  %elp1913 = getelementptr inbounds float, ptr %buf, i64 %pos1912
  %el1914 = load float, ptr %elp1913, align 4, !alias.scope !0, !noalias !3
  store float %el1914, ptr %next_35, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 0
  %sub1924 = sub i64 %dim24, 1
  %c1925 = icmp slt i64 %add1923, %sub1924
  %mm1926 = select i1 %c1925, i64 %add1923, i64 %sub1924
  %c1927 = icmp sgt i64 0, %mm1926
  %mm1928 = select i1 %c1927, i64 0, i64 %mm1926
  %pos1929 = mul i64 0, %dim
  %pos1930 = add i64 %pos1929, %mm1921
  %pos1931 = mul i64 %pos1930, %dim24
  %pos1932 = add i64 %pos1931, %mm1928
  %elp1933 = getelementptr inbounds float, ptr %buf, i64 %pos1932
  %el1934 = load float, ptr %elp1933, align 4, !alias.scope !0, !noalias !3
  store float %el1934, ptr %next_36, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 0
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, 1
  %sub1944 = sub i64 %dim24, 1
  %c1945 = icmp slt i64 %add1943, %sub1944
  %mm1946 = select i1 %c1945, i64 %add1943, i64 %sub1944
  %c1947 = icmp sgt i64 0, %mm1946
  %mm1948 = select i1 %c1947, i64 0, i64 %mm1946
  %pos1949 = mul i64 0, %dim
  %pos1950 = add i64 %pos1949, %mm1941
  %pos1951 = mul i64 %pos1950, %dim24
  %pos1952 = add i64 %pos1951, %mm1948
  %elp1953 = getelementptr inbounds float, ptr %buf, i64 %pos1952
  %el1954 = load float, ptr %elp1953, align 4, !alias.scope !0, !noalias !3
  store float %el1954, ptr %next_37, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, -1
  %sub1964 = sub i64 %dim24, 1
  %c1965 = icmp slt i64 %add1963, %sub1964
  %mm1966 = select i1 %c1965, i64 %add1963, i64 %sub1964
  %c1967 = icmp sgt i64 0, %mm1966
  %mm1968 = select i1 %c1967, i64 0, i64 %mm1966
  %pos1969 = mul i64 0, %dim
  %pos1970 = add i64 %pos1969, %mm1961
  %pos1971 = mul i64 %pos1970, %dim24
  %pos1972 = add i64 %pos1971, %mm1968
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next_38, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 0
  %sub1984 = sub i64 %dim24, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %pos1989 = mul i64 0, %dim
  %pos1990 = add i64 %pos1989, %mm1981
  %pos1991 = mul i64 %pos1990, %dim24
  %pos1992 = add i64 %pos1991, %mm1988
  %elp1993 = getelementptr inbounds float, ptr %buf, i64 %pos1992
  %el1994 = load float, ptr %elp1993, align 4, !alias.scope !0, !noalias !3
  store float %el1994, ptr %next_39, align 4
  %v1995 = load i64, ptr %i, align 8
  %add1996 = add i64 %v1995, 1
  %sub1997 = sub i64 %dim, 1
  %c1998 = icmp slt i64 %add1996, %sub1997
  %mm1999 = select i1 %c1998, i64 %add1996, i64 %sub1997
  %c2000 = icmp sgt i64 0, %mm1999
  %mm2001 = select i1 %c2000, i64 0, i64 %mm1999
  %v2002 = load i64, ptr %j, align 8
  %add2003 = add i64 %v2002, 1
  %sub2004 = sub i64 %dim24, 1
  %c2005 = icmp slt i64 %add2003, %sub2004
  %mm2006 = select i1 %c2005, i64 %add2003, i64 %sub2004
  %c2007 = icmp sgt i64 0, %mm2006
  %mm2008 = select i1 %c2007, i64 0, i64 %mm2006
  %pos2009 = mul i64 0, %dim
  %pos2010 = add i64 %pos2009, %mm2001
  %pos2011 = mul i64 %pos2010, %dim24
  %pos2012 = add i64 %pos2011, %mm2008
  %elp2013 = getelementptr inbounds float, ptr %buf, i64 %pos2012
  %el2014 = load float, ptr %elp2013, align 4, !alias.scope !0, !noalias !3
  store float %el2014, ptr %next_40, align 4
  %cv2015 = sitofp i64 %dim to float
  %fd2016 = fdiv float 0x3F90624DE0000000, %cv2015
  store float %fd2016, ptr %gh_41, align 4
  %tup2017 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2018 = insertvalue { i64, i64 } %tup2017, i64 %dim24, 1
  %proj2019 = extractvalue { i64, i64 } %tup2018, 1
  %cv2020 = sitofp i64 %proj2019 to float
  %fd2021 = fdiv float 0x3F90624DE0000000, %cv2020
  store float %fd2021, ptr %gw_42, align 4
  %v2022 = load float, ptr %next_36, align 4
  %fm2023 = fmul float 2.000000e+00, %v2022
  store float %fm2023, ptr %"%cse0_43", align 4
  %v2024 = load float, ptr %next_39, align 4
  %v2025 = load float, ptr %next_33, align 4
  %fa2026 = fadd float %v2024, %v2025
  %v2027 = load float, ptr %"%cse0_43", align 4
  %fs2028 = fsub float %fa2026, %v2027
  %v2029 = load float, ptr %gh_41, align 4
  %v2030 = load float, ptr %gw_42, align 4
  %fm2031 = fmul float 0x3FB99999A0000000, %v2030
  %fd2032 = fdiv float %v2029, %fm2031
  %fd2033 = fdiv float %fs2028, %fd2032
  %v2034 = load float, ptr %next_37, align 4
  %v2035 = load float, ptr %next_35, align 4
  %fa2036 = fadd float %v2034, %v2035
  %v2037 = load float, ptr %"%cse0_43", align 4
  %fs2038 = fsub float %fa2036, %v2037
  %v2039 = load float, ptr %gw_42, align 4
  %v2040 = load float, ptr %gh_41, align 4
  %fm2041 = fmul float 0x3FB99999A0000000, %v2040
  %fd2042 = fdiv float %v2039, %fm2041
  %fd2043 = fdiv float %fs2038, %fd2042
  %fa2044 = fadd float %fd2033, %fd2043
  %v2045 = load float, ptr %next_36, align 4
  %fs2046 = fsub float 8.000000e+01, %v2045
  %v2047 = load float, ptr %gh_41, align 4
  %fm2048 = fmul float 1.000000e+02, %v2047
  %v2049 = load float, ptr %gw_42, align 4
  %fm2050 = fmul float %fm2048, %v2049
  %fd2051 = fdiv float 0x3F40624DE0000000, %fm2050
  %fd2052 = fdiv float %fs2046, %fd2051
  %fa2053 = fadd float %fa2044, %fd2052
  store float %fa2053, ptr %flux2_29, align 4
  %v2054 = load i64, ptr %i, align 8
  %v2055 = load i64, ptr %j, align 8
  %pos2056 = mul i64 0, %dim
  %pos2057 = add i64 %pos2056, %v2054
  %pos2058 = mul i64 %pos2057, %dim24
  %pos2059 = add i64 %pos2058, %v2055
  %elp2060 = getelementptr inbounds float, ptr %buf, i64 %pos2059
  %el2061 = load float, ptr %elp2060, align 4, !alias.scope !0, !noalias !3
  store float %el2061, ptr %next_47, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim6
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim33
  %pos2067 = add i64 %pos2066, %v2063
  %elp2068 = getelementptr inbounds float, ptr %buf458, i64 %pos2067
  %el2069 = load float, ptr %elp2068, align 4, !alias.scope !6, !noalias !7
  store float %el2069, ptr %power_48, align 4
  %v2070 = load float, ptr %next_47, align 4
  %tup2071 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2072 = insertvalue { i64, i64 } %tup2071, i64 %dim24, 1
  %proj2073 = extractvalue { i64, i64 } %tup2072, 1
  %cv2074 = sitofp i64 %proj2073 to float
  %fd2075 = fdiv float 0x3F90624DE0000000, %cv2074
  %fm2076 = fmul float 0x407B580020000000, %fd2075
  %cv2077 = sitofp i64 %dim to float
  %fd2078 = fdiv float 0x3F90624DE0000000, %cv2077
  %fm2079 = fmul float %fm2076, %fd2078
  %fd2080 = fdiv float 0x3E8392CBA0000000, %fm2079
  %v2081 = load float, ptr %power_48, align 4
  %v2082 = load float, ptr %flux2_29, align 4
  %fa2083 = fadd float %v2081, %v2082
  %fm2084 = fmul float %fd2080, %fa2083
  %fa2085 = fadd float %v2070, %fm2084
  store float %fa2085, ptr %next2_44, align 4
  %v2086 = load i64, ptr %i, align 8
  %v2087 = load i64, ptr %j, align 8
  %pos2088 = mul i64 0, %dim
  %pos2089 = add i64 %pos2088, %v2086
  %pos2090 = mul i64 %pos2089, %dim24
  %pos2091 = add i64 %pos2090, %v2087
  %v2092 = load float, ptr %next2_44, align 4
  %elp2093 = getelementptr inbounds float, ptr %buf485, i64 %pos2091
  store float %v2092, ptr %elp2093, align 4, !alias.scope !8, !noalias !9
  %i2094 = load i64, ptr %j, align 8
  %next2095 = add i64 %i2094, 1
  store i64 %next2095, ptr %j, align 8
  br label %loop1830

exit1832:                                         ; preds = %loop1830
  br label %versions_done1829

loop2096:                                         ; preds = %ok2398, %checked1828
  %i2099 = load i64, ptr %j, align 8
  %more2100 = icmp slt i64 %i2099, %dim24
  br i1 %more2100, label %body2097, label %exit2098

body2097:                                         ; preds = %loop2096
  %v2101 = load i64, ptr %i, align 8
  %add2102 = add i64 %v2101, -1
  %sub2103 = sub i64 %dim, 1
  %c2104 = icmp slt i64 %add2102, %sub2103
  %mm2105 = select i1 %c2104, i64 %add2102, i64 %sub2103
  %c2106 = icmp sgt i64 0, %mm2105
  %mm2107 = select i1 %c2106, i64 0, i64 %mm2105
  %v2108 = load i64, ptr %j, align 8
  %add2109 = add i64 %v2108, -1
  %sub2110 = sub i64 %dim24, 1
  %c2111 = icmp slt i64 %add2109, %sub2110
  %mm2112 = select i1 %c2111, i64 %add2109, i64 %sub2110
  %c2113 = icmp sgt i64 0, %mm2112
  %mm2114 = select i1 %c2113, i64 0, i64 %mm2112
  %inb2115 = icmp ult i64 %mm2107, %dim
  br i1 %inb2115, label %ok2117, label %fail2116

exit2098:                                         ; preds = %loop2096
  br label %versions_done1829

fail2116:                                         ; preds = %body2097
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2119, align 8
  %errp2120 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2107, ptr %errp2120, align 8
  %errp2121 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2121, align 8
  ret i32 1

ok2117:                                           ; preds = %body2097
  %pos2122 = mul i64 0, %dim
  %pos2123 = add i64 %pos2122, %mm2107
  %inb2124 = icmp ult i64 %mm2114, %dim24
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2117
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2114, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2117
  %pos2131 = mul i64 %pos2123, %dim24
  %pos2132 = add i64 %pos2131, %mm2114
  %elp2133 = getelementptr inbounds float, ptr %buf, i64 %pos2132
  %el2134 = load float, ptr %elp2133, align 4, !alias.scope !0, !noalias !3
  store float %el2134, ptr %next_32, align 4
  %v2135 = load i64, ptr %i, align 8
  %add2136 = add i64 %v2135, -1
  %sub2137 = sub i64 %dim, 1
  %c2138 = icmp slt i64 %add2136, %sub2137
  %mm2139 = select i1 %c2138, i64 %add2136, i64 %sub2137
  %c2140 = icmp sgt i64 0, %mm2139
  %mm2141 = select i1 %c2140, i64 0, i64 %mm2139
  %v2142 = load i64, ptr %j, align 8
  %add2143 = add i64 %v2142, 0
  %sub2144 = sub i64 %dim24, 1
  %c2145 = icmp slt i64 %add2143, %sub2144
  %mm2146 = select i1 %c2145, i64 %add2143, i64 %sub2144
  %c2147 = icmp sgt i64 0, %mm2146
  %mm2148 = select i1 %c2147, i64 0, i64 %mm2146
  %inb2149 = icmp ult i64 %mm2141, %dim
  br i1 %inb2149, label %ok2151, label %fail2150

fail2150:                                         ; preds = %ok2126
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2153, align 8
  %errp2154 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2141, ptr %errp2154, align 8
  %errp2155 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2155, align 8
  ret i32 1

ok2151:                                           ; preds = %ok2126
  %pos2156 = mul i64 0, %dim
  %pos2157 = add i64 %pos2156, %mm2141
  %inb2158 = icmp ult i64 %mm2148, %dim24
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2151
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2148, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2151
  %pos2165 = mul i64 %pos2157, %dim24
  %pos2166 = add i64 %pos2165, %mm2148
  %elp2167 = getelementptr inbounds float, ptr %buf, i64 %pos2166
  %el2168 = load float, ptr %elp2167, align 4, !alias.scope !0, !noalias !3
  store float %el2168, ptr %next_33, align 4
  %v2169 = load i64, ptr %i, align 8
  %add2170 = add i64 %v2169, -1
  %sub2171 = sub i64 %dim, 1
  %c2172 = icmp slt i64 %add2170, %sub2171
  %mm2173 = select i1 %c2172, i64 %add2170, i64 %sub2171
  %c2174 = icmp sgt i64 0, %mm2173
  %mm2175 = select i1 %c2174, i64 0, i64 %mm2173
  %v2176 = load i64, ptr %j, align 8
  %add2177 = add i64 %v2176, 1
  %sub2178 = sub i64 %dim24, 1
  %c2179 = icmp slt i64 %add2177, %sub2178
  %mm2180 = select i1 %c2179, i64 %add2177, i64 %sub2178
  %c2181 = icmp sgt i64 0, %mm2180
  %mm2182 = select i1 %c2181, i64 0, i64 %mm2180
  %inb2183 = icmp ult i64 %mm2175, %dim
  br i1 %inb2183, label %ok2185, label %fail2184

fail2184:                                         ; preds = %ok2160
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2186, align 8
  %errp2187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2187, align 8
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2175, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2189, align 8
  ret i32 1

ok2185:                                           ; preds = %ok2160
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %mm2175
  %inb2192 = icmp ult i64 %mm2182, %dim24
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2185
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2182, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2185
  %pos2199 = mul i64 %pos2191, %dim24
  %pos2200 = add i64 %pos2199, %mm2182
  %elp2201 = getelementptr inbounds float, ptr %buf, i64 %pos2200
  %el2202 = load float, ptr %elp2201, align 4, !alias.scope !0, !noalias !3
  store float %el2202, ptr %next_34, align 4
  %v2203 = load i64, ptr %i, align 8
  %add2204 = add i64 %v2203, 0
  %sub2205 = sub i64 %dim, 1
  %c2206 = icmp slt i64 %add2204, %sub2205
  %mm2207 = select i1 %c2206, i64 %add2204, i64 %sub2205
  %c2208 = icmp sgt i64 0, %mm2207
  %mm2209 = select i1 %c2208, i64 0, i64 %mm2207
  %v2210 = load i64, ptr %j, align 8
  %add2211 = add i64 %v2210, -1
  %sub2212 = sub i64 %dim24, 1
  %c2213 = icmp slt i64 %add2211, %sub2212
  %mm2214 = select i1 %c2213, i64 %add2211, i64 %sub2212
  %c2215 = icmp sgt i64 0, %mm2214
  %mm2216 = select i1 %c2215, i64 0, i64 %mm2214
  %inb2217 = icmp ult i64 %mm2209, %dim
  br i1 %inb2217, label %ok2219, label %fail2218

fail2218:                                         ; preds = %ok2194
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2220, align 8
  %errp2221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2221, align 8
  %errp2222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2209, ptr %errp2222, align 8
  %errp2223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2223, align 8
  ret i32 1

ok2219:                                           ; preds = %ok2194
  %pos2224 = mul i64 0, %dim
  %pos2225 = add i64 %pos2224, %mm2209
  %inb2226 = icmp ult i64 %mm2216, %dim24
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2219
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2216, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2219
  %pos2233 = mul i64 %pos2225, %dim24
  %pos2234 = add i64 %pos2233, %mm2216
  %elp2235 = getelementptr inbounds float, ptr %buf, i64 %pos2234
  %el2236 = load float, ptr %elp2235, align 4, !alias.scope !0, !noalias !3
  store float %el2236, ptr %next_35, align 4
  %v2237 = load i64, ptr %i, align 8
  %add2238 = add i64 %v2237, 0
  %sub2239 = sub i64 %dim, 1
  %c2240 = icmp slt i64 %add2238, %sub2239
  %mm2241 = select i1 %c2240, i64 %add2238, i64 %sub2239
  %c2242 = icmp sgt i64 0, %mm2241
  %mm2243 = select i1 %c2242, i64 0, i64 %mm2241
  %v2244 = load i64, ptr %j, align 8
  %add2245 = add i64 %v2244, 0
  %sub2246 = sub i64 %dim24, 1
  %c2247 = icmp slt i64 %add2245, %sub2246
  %mm2248 = select i1 %c2247, i64 %add2245, i64 %sub2246
  %c2249 = icmp sgt i64 0, %mm2248
  %mm2250 = select i1 %c2249, i64 0, i64 %mm2248
  %inb2251 = icmp ult i64 %mm2243, %dim
  br i1 %inb2251, label %ok2253, label %fail2252

fail2252:                                         ; preds = %ok2228
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2254, align 8
  %errp2255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2255, align 8
  %errp2256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2243, ptr %errp2256, align 8
  %errp2257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2257, align 8
  ret i32 1

ok2253:                                           ; preds = %ok2228
  %pos2258 = mul i64 0, %dim
  %pos2259 = add i64 %pos2258, %mm2243
  %inb2260 = icmp ult i64 %mm2250, %dim24
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2253
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2250, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2253
  %pos2267 = mul i64 %pos2259, %dim24
  %pos2268 = add i64 %pos2267, %mm2250
  %elp2269 = getelementptr inbounds float, ptr %buf, i64 %pos2268
  %el2270 = load float, ptr %elp2269, align 4, !alias.scope !0, !noalias !3
  store float %el2270, ptr %next_36, align 4
  %v2271 = load i64, ptr %i, align 8
  %add2272 = add i64 %v2271, 0
  %sub2273 = sub i64 %dim, 1
  %c2274 = icmp slt i64 %add2272, %sub2273
  %mm2275 = select i1 %c2274, i64 %add2272, i64 %sub2273
  %c2276 = icmp sgt i64 0, %mm2275
  %mm2277 = select i1 %c2276, i64 0, i64 %mm2275
  %v2278 = load i64, ptr %j, align 8
  %add2279 = add i64 %v2278, 1
  %sub2280 = sub i64 %dim24, 1
  %c2281 = icmp slt i64 %add2279, %sub2280
  %mm2282 = select i1 %c2281, i64 %add2279, i64 %sub2280
  %c2283 = icmp sgt i64 0, %mm2282
  %mm2284 = select i1 %c2283, i64 0, i64 %mm2282
  %inb2285 = icmp ult i64 %mm2277, %dim
  br i1 %inb2285, label %ok2287, label %fail2286

fail2286:                                         ; preds = %ok2262
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2288, align 8
  %errp2289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2289, align 8
  %errp2290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2277, ptr %errp2290, align 8
  %errp2291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2291, align 8
  ret i32 1

ok2287:                                           ; preds = %ok2262
  %pos2292 = mul i64 0, %dim
  %pos2293 = add i64 %pos2292, %mm2277
  %inb2294 = icmp ult i64 %mm2284, %dim24
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2287
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2284, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2287
  %pos2301 = mul i64 %pos2293, %dim24
  %pos2302 = add i64 %pos2301, %mm2284
  %elp2303 = getelementptr inbounds float, ptr %buf, i64 %pos2302
  %el2304 = load float, ptr %elp2303, align 4, !alias.scope !0, !noalias !3
  store float %el2304, ptr %next_37, align 4
  %v2305 = load i64, ptr %i, align 8
  %add2306 = add i64 %v2305, 1
  %sub2307 = sub i64 %dim, 1
  %c2308 = icmp slt i64 %add2306, %sub2307
  %mm2309 = select i1 %c2308, i64 %add2306, i64 %sub2307
  %c2310 = icmp sgt i64 0, %mm2309
  %mm2311 = select i1 %c2310, i64 0, i64 %mm2309
  %v2312 = load i64, ptr %j, align 8
  %add2313 = add i64 %v2312, -1
  %sub2314 = sub i64 %dim24, 1
  %c2315 = icmp slt i64 %add2313, %sub2314
  %mm2316 = select i1 %c2315, i64 %add2313, i64 %sub2314
  %c2317 = icmp sgt i64 0, %mm2316
  %mm2318 = select i1 %c2317, i64 0, i64 %mm2316
  %inb2319 = icmp ult i64 %mm2311, %dim
  br i1 %inb2319, label %ok2321, label %fail2320

fail2320:                                         ; preds = %ok2296
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2322, align 8
  %errp2323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2323, align 8
  %errp2324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2311, ptr %errp2324, align 8
  %errp2325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2325, align 8
  ret i32 1

ok2321:                                           ; preds = %ok2296
  %pos2326 = mul i64 0, %dim
  %pos2327 = add i64 %pos2326, %mm2311
  %inb2328 = icmp ult i64 %mm2318, %dim24
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2321
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2318, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2321
  %pos2335 = mul i64 %pos2327, %dim24
  %pos2336 = add i64 %pos2335, %mm2318
  %elp2337 = getelementptr inbounds float, ptr %buf, i64 %pos2336
  %el2338 = load float, ptr %elp2337, align 4, !alias.scope !0, !noalias !3
  store float %el2338, ptr %next_38, align 4
  %v2339 = load i64, ptr %i, align 8
  %add2340 = add i64 %v2339, 1
  %sub2341 = sub i64 %dim, 1
  %c2342 = icmp slt i64 %add2340, %sub2341
  %mm2343 = select i1 %c2342, i64 %add2340, i64 %sub2341
  %c2344 = icmp sgt i64 0, %mm2343
  %mm2345 = select i1 %c2344, i64 0, i64 %mm2343
  %v2346 = load i64, ptr %j, align 8
  %add2347 = add i64 %v2346, 0
  %sub2348 = sub i64 %dim24, 1
  %c2349 = icmp slt i64 %add2347, %sub2348
  %mm2350 = select i1 %c2349, i64 %add2347, i64 %sub2348
  %c2351 = icmp sgt i64 0, %mm2350
  %mm2352 = select i1 %c2351, i64 0, i64 %mm2350
  %inb2353 = icmp ult i64 %mm2345, %dim
  br i1 %inb2353, label %ok2355, label %fail2354

fail2354:                                         ; preds = %ok2330
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2356, align 8
  %errp2357 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2357, align 8
  %errp2358 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2345, ptr %errp2358, align 8
  %errp2359 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2359, align 8
  ret i32 1

ok2355:                                           ; preds = %ok2330
  %pos2360 = mul i64 0, %dim
  %pos2361 = add i64 %pos2360, %mm2345
  %inb2362 = icmp ult i64 %mm2352, %dim24
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2355
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2352, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2355
  %pos2369 = mul i64 %pos2361, %dim24
  %pos2370 = add i64 %pos2369, %mm2352
  %elp2371 = getelementptr inbounds float, ptr %buf, i64 %pos2370
  %el2372 = load float, ptr %elp2371, align 4, !alias.scope !0, !noalias !3
  store float %el2372, ptr %next_39, align 4
  %v2373 = load i64, ptr %i, align 8
  %add2374 = add i64 %v2373, 1
  %sub2375 = sub i64 %dim, 1
  %c2376 = icmp slt i64 %add2374, %sub2375
  %mm2377 = select i1 %c2376, i64 %add2374, i64 %sub2375
  %c2378 = icmp sgt i64 0, %mm2377
  %mm2379 = select i1 %c2378, i64 0, i64 %mm2377
  %v2380 = load i64, ptr %j, align 8
  %add2381 = add i64 %v2380, 1
  %sub2382 = sub i64 %dim24, 1
  %c2383 = icmp slt i64 %add2381, %sub2382
  %mm2384 = select i1 %c2383, i64 %add2381, i64 %sub2382
  %c2385 = icmp sgt i64 0, %mm2384
  %mm2386 = select i1 %c2385, i64 0, i64 %mm2384
  %inb2387 = icmp ult i64 %mm2379, %dim
  br i1 %inb2387, label %ok2389, label %fail2388

fail2388:                                         ; preds = %ok2364
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2390, align 8
  %errp2391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2391, align 8
  %errp2392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2379, ptr %errp2392, align 8
  %errp2393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2393, align 8
  ret i32 1

ok2389:                                           ; preds = %ok2364
  %pos2394 = mul i64 0, %dim
  %pos2395 = add i64 %pos2394, %mm2379
  %inb2396 = icmp ult i64 %mm2386, %dim24
  br i1 %inb2396, label %ok2398, label %fail2397

fail2397:                                         ; preds = %ok2389
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2399, align 8
  %errp2400 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2400, align 8
  %errp2401 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2386, ptr %errp2401, align 8
  %errp2402 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2402, align 8
  ret i32 1

ok2398:                                           ; preds = %ok2389
  %pos2403 = mul i64 %pos2395, %dim24
  %pos2404 = add i64 %pos2403, %mm2386
  %elp2405 = getelementptr inbounds float, ptr %buf, i64 %pos2404
  %el2406 = load float, ptr %elp2405, align 4, !alias.scope !0, !noalias !3
  store float %el2406, ptr %next_40, align 4
  %cv2407 = sitofp i64 %dim to float
  %fd2408 = fdiv float 0x3F90624DE0000000, %cv2407
  store float %fd2408, ptr %gh_41, align 4
  %tup2409 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2410 = insertvalue { i64, i64 } %tup2409, i64 %dim24, 1
  %proj2411 = extractvalue { i64, i64 } %tup2410, 1
  %cv2412 = sitofp i64 %proj2411 to float
  %fd2413 = fdiv float 0x3F90624DE0000000, %cv2412
  store float %fd2413, ptr %gw_42, align 4
  %v2414 = load float, ptr %next_36, align 4
  %fm2415 = fmul float 2.000000e+00, %v2414
  store float %fm2415, ptr %"%cse0_43", align 4
  %v2416 = load float, ptr %next_39, align 4
  %v2417 = load float, ptr %next_33, align 4
  %fa2418 = fadd float %v2416, %v2417
  %v2419 = load float, ptr %"%cse0_43", align 4
  %fs2420 = fsub float %fa2418, %v2419
  %v2421 = load float, ptr %gh_41, align 4
  %v2422 = load float, ptr %gw_42, align 4
  %fm2423 = fmul float 0x3FB99999A0000000, %v2422
  %fd2424 = fdiv float %v2421, %fm2423
  %fd2425 = fdiv float %fs2420, %fd2424
  %v2426 = load float, ptr %next_37, align 4
  %v2427 = load float, ptr %next_35, align 4
  %fa2428 = fadd float %v2426, %v2427
  %v2429 = load float, ptr %"%cse0_43", align 4
  %fs2430 = fsub float %fa2428, %v2429
  %v2431 = load float, ptr %gw_42, align 4
  %v2432 = load float, ptr %gh_41, align 4
  %fm2433 = fmul float 0x3FB99999A0000000, %v2432
  %fd2434 = fdiv float %v2431, %fm2433
  %fd2435 = fdiv float %fs2430, %fd2434
  %fa2436 = fadd float %fd2425, %fd2435
  %v2437 = load float, ptr %next_36, align 4
  %fs2438 = fsub float 8.000000e+01, %v2437
  %v2439 = load float, ptr %gh_41, align 4
  %fm2440 = fmul float 1.000000e+02, %v2439
  %v2441 = load float, ptr %gw_42, align 4
  %fm2442 = fmul float %fm2440, %v2441
  %fd2443 = fdiv float 0x3F40624DE0000000, %fm2442
  %fd2444 = fdiv float %fs2438, %fd2443
  %fa2445 = fadd float %fa2436, %fd2444
  store float %fa2445, ptr %flux2_29, align 4
  %v2446 = load i64, ptr %i, align 8
  %v2447 = load i64, ptr %j, align 8
  %pos2448 = mul i64 0, %dim
  %pos2449 = add i64 %pos2448, %v2446
  %pos2450 = mul i64 %pos2449, %dim24
  %pos2451 = add i64 %pos2450, %v2447
  %elp2452 = getelementptr inbounds float, ptr %buf, i64 %pos2451
  %el2453 = load float, ptr %elp2452, align 4, !alias.scope !0, !noalias !3
  store float %el2453, ptr %next_47, align 4
  %v2454 = load i64, ptr %i, align 8
  %v2455 = load i64, ptr %j, align 8
  %pos2456 = mul i64 0, %dim6
  %pos2457 = add i64 %pos2456, %v2454
  %pos2458 = mul i64 %pos2457, %dim33
  %pos2459 = add i64 %pos2458, %v2455
  %elp2460 = getelementptr inbounds float, ptr %buf458, i64 %pos2459
  %el2461 = load float, ptr %elp2460, align 4, !alias.scope !6, !noalias !7
  store float %el2461, ptr %power_48, align 4
  %v2462 = load float, ptr %next_47, align 4
  %tup2463 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2464 = insertvalue { i64, i64 } %tup2463, i64 %dim24, 1
  %proj2465 = extractvalue { i64, i64 } %tup2464, 1
  %cv2466 = sitofp i64 %proj2465 to float
  %fd2467 = fdiv float 0x3F90624DE0000000, %cv2466
  %fm2468 = fmul float 0x407B580020000000, %fd2467
  %cv2469 = sitofp i64 %dim to float
  %fd2470 = fdiv float 0x3F90624DE0000000, %cv2469
  %fm2471 = fmul float %fm2468, %fd2470
  %fd2472 = fdiv float 0x3E8392CBA0000000, %fm2471
  %v2473 = load float, ptr %power_48, align 4
  %v2474 = load float, ptr %flux2_29, align 4
  %fa2475 = fadd float %v2473, %v2474
  %fm2476 = fmul float %fd2472, %fa2475
  %fa2477 = fadd float %v2462, %fm2476
  store float %fa2477, ptr %next2_44, align 4
  %v2478 = load i64, ptr %i, align 8
  %v2479 = load i64, ptr %j, align 8
  %pos2480 = mul i64 0, %dim
  %pos2481 = add i64 %pos2480, %v2478
  %pos2482 = mul i64 %pos2481, %dim24
  %pos2483 = add i64 %pos2482, %v2479
  %v2484 = load float, ptr %next2_44, align 4
  %elp2485 = getelementptr inbounds float, ptr %buf485, i64 %pos2483
  store float %v2484, ptr %elp2485, align 4, !alias.scope !8, !noalias !9
  %i2486 = load i64, ptr %j, align 8
  %next2487 = add i64 %i2486, 1
  store i64 %next2487, ptr %j, align 8
  br label %loop2096
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.7", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c3: Vertical(flux3, next3)
; ModuleID = 'hotspot_c3'
source_filename = "hotspot_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 57
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 25
  %dim33 = load i64, ptr %dimp32, align 8
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
  %next2_68 = alloca float, align 4
  %bufp457 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf458 = load ptr, ptr %bufp457, align 8
  %power_69 = alloca float, align 4
  %next3_65 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf485 = load ptr, ptr %bufp484, align 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1829, %ok16
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
  store i64 7, ptr %errp29, align 8
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
  store i64 7, ptr %errp38, align 8
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
  store i64 7, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  %tap_end = sub i64 %dim24, -1
  %tap_end48 = sub i64 %dim24, 0
  %c49 = icmp slt i64 %tap_end, %tap_end48
  %min50 = select i1 %c49, i64 %tap_end, i64 %tap_end48
  %tap_end51 = sub i64 %dim24, 1
  %c52 = icmp slt i64 %min50, %tap_end51
  %min53 = select i1 %c52, i64 %min50, i64 %tap_end51
  %c54 = icmp slt i64 1, %dim24
  %min55 = select i1 %c54, i64 1, i64 %dim24
  %c56 = icmp sgt i64 %min53, %min55
  %max57 = select i1 %c56, i64 %min53, i64 %min55
  %c58 = icmp slt i64 %max57, %dim24
  %min59 = select i1 %c58, i64 %max57, i64 %dim24
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c60 = icmp slt i64 %add, %sub
  %mm = select i1 %c60, i64 %add, i64 %sub
  %c61 = icmp sgt i64 0, %mm
  %mm62 = select i1 %c61, i64 0, i64 %mm
  %base = sext i64 %mm62 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits63 = and i1 %fits_low, %fits_high
  %least = select i1 %fits63, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits63, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok64 = and i1 true, %low_ok
  %ok65 = and i1 %ok64, %high_ok
  %v66 = load i64, ptr %j, align 8
  %add67 = add i64 %v66, -1
  %base68 = sext i64 %add67 to i128
  store i64 1, ptr %j, align 8
  %v69 = load i64, ptr %j, align 8
  %add70 = add i64 %v69, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add70 to i128
  %step = sub i128 %at_next, %base68
  %step71 = trunc i128 %step to i64
  %step72 = sext i64 %step71 to i128
  %len = sub i64 %min55, 0
  %span = sub i64 %len, 1
  %span73 = sext i64 %span to i128
  %reach = mul i128 %step72, %span73
  %c74 = icmp slt i128 %reach, 0
  %min75 = select i1 %c74, i128 %reach, i128 0
  %c76 = icmp sgt i128 %reach, 0
  %max77 = select i1 %c76, i128 %reach, i128 0
  %least78 = add i128 %base68, %min75
  %most79 = add i128 %base68, %max77
  %fits_low80 = icmp sge i128 %least78, -9223372036854775808
  %fits_high81 = icmp sle i128 %most79, 9223372036854775807
  %fits82 = and i1 %fits_low80, %fits_high81
  %least83 = select i1 %fits82, i128 %least78, i128 -9223372036854775808
  %most84 = select i1 %fits82, i128 %most79, i128 9223372036854775807
  %sub85 = sub i64 %dim24, 1
  %base86 = sext i64 %sub85 to i128
  %fits_low87 = icmp sge i128 %base86, -9223372036854775808
  %fits_high88 = icmp sle i128 %base86, 9223372036854775807
  %fits89 = and i1 %fits_low87, %fits_high88
  %least90 = select i1 %fits89, i128 %base86, i128 -9223372036854775808
  %most91 = select i1 %fits89, i128 %base86, i128 9223372036854775807
  %c92 = icmp slt i128 %least83, %least90
  %min93 = select i1 %c92, i128 %least83, i128 %least90
  %c94 = icmp slt i128 %most84, %most91
  %min95 = select i1 %c94, i128 %most84, i128 %most91
  %c96 = icmp sgt i128 0, %min93
  %max97 = select i1 %c96, i128 0, i128 %min93
  %c98 = icmp sgt i128 0, %min95
  %max99 = select i1 %c98, i128 0, i128 %min95
  %extent100 = sext i64 %dim24 to i128
  %low_ok101 = icmp sge i128 %max97, 0
  %high_ok102 = icmp slt i128 %max99, %extent100
  %ok103 = and i1 %ok65, %low_ok101
  %ok104 = and i1 %ok103, %high_ok102
  %v105 = load i64, ptr %j, align 8
  %add106 = add i64 %v105, 0
  %base107 = sext i64 %add106 to i128
  store i64 1, ptr %j, align 8
  %v108 = load i64, ptr %j, align 8
  %add109 = add i64 %v108, 0
  store i64 0, ptr %j, align 8
  %at_next110 = sext i64 %add109 to i128
  %step111 = sub i128 %at_next110, %base107
  %step112 = trunc i128 %step111 to i64
  %step113 = sext i64 %step112 to i128
  %len114 = sub i64 %min55, 0
  %span115 = sub i64 %len114, 1
  %span116 = sext i64 %span115 to i128
  %reach117 = mul i128 %step113, %span116
  %c118 = icmp slt i128 %reach117, 0
  %min119 = select i1 %c118, i128 %reach117, i128 0
  %c120 = icmp sgt i128 %reach117, 0
  %max121 = select i1 %c120, i128 %reach117, i128 0
  %least122 = add i128 %base107, %min119
  %most123 = add i128 %base107, %max121
  %fits_low124 = icmp sge i128 %least122, -9223372036854775808
  %fits_high125 = icmp sle i128 %most123, 9223372036854775807
  %fits126 = and i1 %fits_low124, %fits_high125
  %least127 = select i1 %fits126, i128 %least122, i128 -9223372036854775808
  %most128 = select i1 %fits126, i128 %most123, i128 9223372036854775807
  %sub129 = sub i64 %dim24, 1
  %base130 = sext i64 %sub129 to i128
  %fits_low131 = icmp sge i128 %base130, -9223372036854775808
  %fits_high132 = icmp sle i128 %base130, 9223372036854775807
  %fits133 = and i1 %fits_low131, %fits_high132
  %least134 = select i1 %fits133, i128 %base130, i128 -9223372036854775808
  %most135 = select i1 %fits133, i128 %base130, i128 9223372036854775807
  %c136 = icmp slt i128 %least127, %least134
  %min137 = select i1 %c136, i128 %least127, i128 %least134
  %c138 = icmp slt i128 %most128, %most135
  %min139 = select i1 %c138, i128 %most128, i128 %most135
  %c140 = icmp sgt i128 0, %min137
  %max141 = select i1 %c140, i128 0, i128 %min137
  %c142 = icmp sgt i128 0, %min139
  %max143 = select i1 %c142, i128 0, i128 %min139
  %extent144 = sext i64 %dim24 to i128
  %low_ok145 = icmp sge i128 %max141, 0
  %high_ok146 = icmp slt i128 %max143, %extent144
  %ok147 = and i1 %ok104, %low_ok145
  %ok148 = and i1 %ok147, %high_ok146
  %v149 = load i64, ptr %j, align 8
  %add150 = add i64 %v149, 1
  %base151 = sext i64 %add150 to i128
  store i64 1, ptr %j, align 8
  %v152 = load i64, ptr %j, align 8
  %add153 = add i64 %v152, 1
  store i64 0, ptr %j, align 8
  %at_next154 = sext i64 %add153 to i128
  %step155 = sub i128 %at_next154, %base151
  %step156 = trunc i128 %step155 to i64
  %step157 = sext i64 %step156 to i128
  %len158 = sub i64 %min55, 0
  %span159 = sub i64 %len158, 1
  %span160 = sext i64 %span159 to i128
  %reach161 = mul i128 %step157, %span160
  %c162 = icmp slt i128 %reach161, 0
  %min163 = select i1 %c162, i128 %reach161, i128 0
  %c164 = icmp sgt i128 %reach161, 0
  %max165 = select i1 %c164, i128 %reach161, i128 0
  %least166 = add i128 %base151, %min163
  %most167 = add i128 %base151, %max165
  %fits_low168 = icmp sge i128 %least166, -9223372036854775808
  %fits_high169 = icmp sle i128 %most167, 9223372036854775807
  %fits170 = and i1 %fits_low168, %fits_high169
  %least171 = select i1 %fits170, i128 %least166, i128 -9223372036854775808
  %most172 = select i1 %fits170, i128 %most167, i128 9223372036854775807
  %sub173 = sub i64 %dim24, 1
  %base174 = sext i64 %sub173 to i128
  %fits_low175 = icmp sge i128 %base174, -9223372036854775808
  %fits_high176 = icmp sle i128 %base174, 9223372036854775807
  %fits177 = and i1 %fits_low175, %fits_high176
  %least178 = select i1 %fits177, i128 %base174, i128 -9223372036854775808
  %most179 = select i1 %fits177, i128 %base174, i128 9223372036854775807
  %c180 = icmp slt i128 %least171, %least178
  %min181 = select i1 %c180, i128 %least171, i128 %least178
  %c182 = icmp slt i128 %most172, %most179
  %min183 = select i1 %c182, i128 %most172, i128 %most179
  %c184 = icmp sgt i128 0, %min181
  %max185 = select i1 %c184, i128 0, i128 %min181
  %c186 = icmp sgt i128 0, %min183
  %max187 = select i1 %c186, i128 0, i128 %min183
  %extent188 = sext i64 %dim24 to i128
  %low_ok189 = icmp sge i128 %max185, 0
  %high_ok190 = icmp slt i128 %max187, %extent188
  %ok191 = and i1 %ok148, %low_ok189
  %ok192 = and i1 %ok191, %high_ok190
  %v193 = load i64, ptr %i, align 8
  %add194 = add i64 %v193, 0
  %sub195 = sub i64 %dim, 1
  %c196 = icmp slt i64 %add194, %sub195
  %mm197 = select i1 %c196, i64 %add194, i64 %sub195
  %c198 = icmp sgt i64 0, %mm197
  %mm199 = select i1 %c198, i64 0, i64 %mm197
  %base200 = sext i64 %mm199 to i128
  %fits_low201 = icmp sge i128 %base200, -9223372036854775808
  %fits_high202 = icmp sle i128 %base200, 9223372036854775807
  %fits203 = and i1 %fits_low201, %fits_high202
  %least204 = select i1 %fits203, i128 %base200, i128 -9223372036854775808
  %most205 = select i1 %fits203, i128 %base200, i128 9223372036854775807
  %extent206 = sext i64 %dim to i128
  %low_ok207 = icmp sge i128 %least204, 0
  %high_ok208 = icmp slt i128 %most205, %extent206
  %ok209 = and i1 %ok192, %low_ok207
  %ok210 = and i1 %ok209, %high_ok208
  %v211 = load i64, ptr %i, align 8
  %add212 = add i64 %v211, 1
  %sub213 = sub i64 %dim, 1
  %c214 = icmp slt i64 %add212, %sub213
  %mm215 = select i1 %c214, i64 %add212, i64 %sub213
  %c216 = icmp sgt i64 0, %mm215
  %mm217 = select i1 %c216, i64 0, i64 %mm215
  %base218 = sext i64 %mm217 to i128
  %fits_low219 = icmp sge i128 %base218, -9223372036854775808
  %fits_high220 = icmp sle i128 %base218, 9223372036854775807
  %fits221 = and i1 %fits_low219, %fits_high220
  %least222 = select i1 %fits221, i128 %base218, i128 -9223372036854775808
  %most223 = select i1 %fits221, i128 %base218, i128 9223372036854775807
  %extent224 = sext i64 %dim to i128
  %low_ok225 = icmp sge i128 %least222, 0
  %high_ok226 = icmp slt i128 %most223, %extent224
  %ok227 = and i1 %ok210, %low_ok225
  %ok228 = and i1 %ok227, %high_ok226
  br i1 %ok228, label %proved, label %checked

proved:                                           ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop229

checked:                                          ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop488

versions_done:                                    ; preds = %exit490, %exit231
  store i64 %min55, ptr %j, align 8
  %v879 = load i64, ptr %i, align 8
  %add880 = add i64 %v879, -1
  %sub881 = sub i64 %dim, 1
  %c882 = icmp slt i64 %add880, %sub881
  %mm883 = select i1 %c882, i64 %add880, i64 %sub881
  %c884 = icmp sgt i64 0, %mm883
  %mm885 = select i1 %c884, i64 0, i64 %mm883
  %base886 = sext i64 %mm885 to i128
  %fits_low887 = icmp sge i128 %base886, -9223372036854775808
  %fits_high888 = icmp sle i128 %base886, 9223372036854775807
  %fits889 = and i1 %fits_low887, %fits_high888
  %least890 = select i1 %fits889, i128 %base886, i128 -9223372036854775808
  %most891 = select i1 %fits889, i128 %base886, i128 9223372036854775807
  %extent892 = sext i64 %dim to i128
  %low_ok893 = icmp sge i128 %least890, 0
  %high_ok894 = icmp slt i128 %most891, %extent892
  %ok895 = and i1 true, %low_ok893
  %ok896 = and i1 %ok895, %high_ok894
  %v897 = load i64, ptr %j, align 8
  %add898 = add i64 %v897, -1
  %base899 = sext i64 %add898 to i128
  %next900 = add i64 %min55, 1
  store i64 %next900, ptr %j, align 8
  %v901 = load i64, ptr %j, align 8
  %add902 = add i64 %v901, -1
  store i64 %min55, ptr %j, align 8
  %at_next903 = sext i64 %add902 to i128
  %step904 = sub i128 %at_next903, %base899
  %step905 = trunc i128 %step904 to i64
  %step906 = sext i64 %step905 to i128
  %len907 = sub i64 %min59, %min55
  %span908 = sub i64 %len907, 1
  %span909 = sext i64 %span908 to i128
  %reach910 = mul i128 %step906, %span909
  %c911 = icmp slt i128 %reach910, 0
  %min912 = select i1 %c911, i128 %reach910, i128 0
  %c913 = icmp sgt i128 %reach910, 0
  %max914 = select i1 %c913, i128 %reach910, i128 0
  %least915 = add i128 %base899, %min912
  %most916 = add i128 %base899, %max914
  %fits_low917 = icmp sge i128 %least915, -9223372036854775808
  %fits_high918 = icmp sle i128 %most916, 9223372036854775807
  %fits919 = and i1 %fits_low917, %fits_high918
  %least920 = select i1 %fits919, i128 %least915, i128 -9223372036854775808
  %most921 = select i1 %fits919, i128 %most916, i128 9223372036854775807
  %sub922 = sub i64 %dim24, 1
  %base923 = sext i64 %sub922 to i128
  %fits_low924 = icmp sge i128 %base923, -9223372036854775808
  %fits_high925 = icmp sle i128 %base923, 9223372036854775807
  %fits926 = and i1 %fits_low924, %fits_high925
  %least927 = select i1 %fits926, i128 %base923, i128 -9223372036854775808
  %most928 = select i1 %fits926, i128 %base923, i128 9223372036854775807
  %c929 = icmp slt i128 %least920, %least927
  %min930 = select i1 %c929, i128 %least920, i128 %least927
  %c931 = icmp slt i128 %most921, %most928
  %min932 = select i1 %c931, i128 %most921, i128 %most928
  %c933 = icmp sgt i128 0, %min930
  %max934 = select i1 %c933, i128 0, i128 %min930
  %c935 = icmp sgt i128 0, %min932
  %max936 = select i1 %c935, i128 0, i128 %min932
  %extent937 = sext i64 %dim24 to i128
  %low_ok938 = icmp sge i128 %max934, 0
  %high_ok939 = icmp slt i128 %max936, %extent937
  %ok940 = and i1 %ok896, %low_ok938
  %ok941 = and i1 %ok940, %high_ok939
  %v942 = load i64, ptr %j, align 8
  %add943 = add i64 %v942, 0
  %base944 = sext i64 %add943 to i128
  %next945 = add i64 %min55, 1
  store i64 %next945, ptr %j, align 8
  %v946 = load i64, ptr %j, align 8
  %add947 = add i64 %v946, 0
  store i64 %min55, ptr %j, align 8
  %at_next948 = sext i64 %add947 to i128
  %step949 = sub i128 %at_next948, %base944
  %step950 = trunc i128 %step949 to i64
  %step951 = sext i64 %step950 to i128
  %len952 = sub i64 %min59, %min55
  %span953 = sub i64 %len952, 1
  %span954 = sext i64 %span953 to i128
  %reach955 = mul i128 %step951, %span954
  %c956 = icmp slt i128 %reach955, 0
  %min957 = select i1 %c956, i128 %reach955, i128 0
  %c958 = icmp sgt i128 %reach955, 0
  %max959 = select i1 %c958, i128 %reach955, i128 0
  %least960 = add i128 %base944, %min957
  %most961 = add i128 %base944, %max959
  %fits_low962 = icmp sge i128 %least960, -9223372036854775808
  %fits_high963 = icmp sle i128 %most961, 9223372036854775807
  %fits964 = and i1 %fits_low962, %fits_high963
  %least965 = select i1 %fits964, i128 %least960, i128 -9223372036854775808
  %most966 = select i1 %fits964, i128 %most961, i128 9223372036854775807
  %sub967 = sub i64 %dim24, 1
  %base968 = sext i64 %sub967 to i128
  %fits_low969 = icmp sge i128 %base968, -9223372036854775808
  %fits_high970 = icmp sle i128 %base968, 9223372036854775807
  %fits971 = and i1 %fits_low969, %fits_high970
  %least972 = select i1 %fits971, i128 %base968, i128 -9223372036854775808
  %most973 = select i1 %fits971, i128 %base968, i128 9223372036854775807
  %c974 = icmp slt i128 %least965, %least972
  %min975 = select i1 %c974, i128 %least965, i128 %least972
  %c976 = icmp slt i128 %most966, %most973
  %min977 = select i1 %c976, i128 %most966, i128 %most973
  %c978 = icmp sgt i128 0, %min975
  %max979 = select i1 %c978, i128 0, i128 %min975
  %c980 = icmp sgt i128 0, %min977
  %max981 = select i1 %c980, i128 0, i128 %min977
  %extent982 = sext i64 %dim24 to i128
  %low_ok983 = icmp sge i128 %max979, 0
  %high_ok984 = icmp slt i128 %max981, %extent982
  %ok985 = and i1 %ok941, %low_ok983
  %ok986 = and i1 %ok985, %high_ok984
  %v987 = load i64, ptr %j, align 8
  %add988 = add i64 %v987, 1
  %base989 = sext i64 %add988 to i128
  %next990 = add i64 %min55, 1
  store i64 %next990, ptr %j, align 8
  %v991 = load i64, ptr %j, align 8
  %add992 = add i64 %v991, 1
  store i64 %min55, ptr %j, align 8
  %at_next993 = sext i64 %add992 to i128
  %step994 = sub i128 %at_next993, %base989
  %step995 = trunc i128 %step994 to i64
  %step996 = sext i64 %step995 to i128
  %len997 = sub i64 %min59, %min55
  %span998 = sub i64 %len997, 1
  %span999 = sext i64 %span998 to i128
  %reach1000 = mul i128 %step996, %span999
  %c1001 = icmp slt i128 %reach1000, 0
  %min1002 = select i1 %c1001, i128 %reach1000, i128 0
  %c1003 = icmp sgt i128 %reach1000, 0
  %max1004 = select i1 %c1003, i128 %reach1000, i128 0
  %least1005 = add i128 %base989, %min1002
  %most1006 = add i128 %base989, %max1004
  %fits_low1007 = icmp sge i128 %least1005, -9223372036854775808
  %fits_high1008 = icmp sle i128 %most1006, 9223372036854775807
  %fits1009 = and i1 %fits_low1007, %fits_high1008
  %least1010 = select i1 %fits1009, i128 %least1005, i128 -9223372036854775808
  %most1011 = select i1 %fits1009, i128 %most1006, i128 9223372036854775807
  %sub1012 = sub i64 %dim24, 1
  %base1013 = sext i64 %sub1012 to i128
  %fits_low1014 = icmp sge i128 %base1013, -9223372036854775808
  %fits_high1015 = icmp sle i128 %base1013, 9223372036854775807
  %fits1016 = and i1 %fits_low1014, %fits_high1015
  %least1017 = select i1 %fits1016, i128 %base1013, i128 -9223372036854775808
  %most1018 = select i1 %fits1016, i128 %base1013, i128 9223372036854775807
  %c1019 = icmp slt i128 %least1010, %least1017
  %min1020 = select i1 %c1019, i128 %least1010, i128 %least1017
  %c1021 = icmp slt i128 %most1011, %most1018
  %min1022 = select i1 %c1021, i128 %most1011, i128 %most1018
  %c1023 = icmp sgt i128 0, %min1020
  %max1024 = select i1 %c1023, i128 0, i128 %min1020
  %c1025 = icmp sgt i128 0, %min1022
  %max1026 = select i1 %c1025, i128 0, i128 %min1022
  %extent1027 = sext i64 %dim24 to i128
  %low_ok1028 = icmp sge i128 %max1024, 0
  %high_ok1029 = icmp slt i128 %max1026, %extent1027
  %ok1030 = and i1 %ok986, %low_ok1028
  %ok1031 = and i1 %ok1030, %high_ok1029
  %v1032 = load i64, ptr %i, align 8
  %add1033 = add i64 %v1032, 0
  %sub1034 = sub i64 %dim, 1
  %c1035 = icmp slt i64 %add1033, %sub1034
  %mm1036 = select i1 %c1035, i64 %add1033, i64 %sub1034
  %c1037 = icmp sgt i64 0, %mm1036
  %mm1038 = select i1 %c1037, i64 0, i64 %mm1036
  %base1039 = sext i64 %mm1038 to i128
  %fits_low1040 = icmp sge i128 %base1039, -9223372036854775808
  %fits_high1041 = icmp sle i128 %base1039, 9223372036854775807
  %fits1042 = and i1 %fits_low1040, %fits_high1041
  %least1043 = select i1 %fits1042, i128 %base1039, i128 -9223372036854775808
  %most1044 = select i1 %fits1042, i128 %base1039, i128 9223372036854775807
  %extent1045 = sext i64 %dim to i128
  %low_ok1046 = icmp sge i128 %least1043, 0
  %high_ok1047 = icmp slt i128 %most1044, %extent1045
  %ok1048 = and i1 %ok1031, %low_ok1046
  %ok1049 = and i1 %ok1048, %high_ok1047
  %v1050 = load i64, ptr %i, align 8
  %add1051 = add i64 %v1050, 1
  %sub1052 = sub i64 %dim, 1
  %c1053 = icmp slt i64 %add1051, %sub1052
  %mm1054 = select i1 %c1053, i64 %add1051, i64 %sub1052
  %c1055 = icmp sgt i64 0, %mm1054
  %mm1056 = select i1 %c1055, i64 0, i64 %mm1054
  %base1057 = sext i64 %mm1056 to i128
  %fits_low1058 = icmp sge i128 %base1057, -9223372036854775808
  %fits_high1059 = icmp sle i128 %base1057, 9223372036854775807
  %fits1060 = and i1 %fits_low1058, %fits_high1059
  %least1061 = select i1 %fits1060, i128 %base1057, i128 -9223372036854775808
  %most1062 = select i1 %fits1060, i128 %base1057, i128 9223372036854775807
  %extent1063 = sext i64 %dim to i128
  %low_ok1064 = icmp sge i128 %least1061, 0
  %high_ok1065 = icmp slt i128 %most1062, %extent1063
  %ok1066 = and i1 %ok1049, %low_ok1064
  %ok1067 = and i1 %ok1066, %high_ok1065
  br i1 %ok1067, label %proved1068, label %checked1069

loop229:                                          ; preds = %body230, %proved
  %i232 = load i64, ptr %j, align 8
  %more233 = icmp slt i64 %i232, %min55
  br i1 %more233, label %body230, label %exit231

body230:                                          ; preds = %loop229
  %v234 = load i64, ptr %i, align 8
  %add235 = add i64 %v234, -1
  %sub236 = sub i64 %dim, 1
  %c237 = icmp slt i64 %add235, %sub236
  %mm238 = select i1 %c237, i64 %add235, i64 %sub236
  %c239 = icmp sgt i64 0, %mm238
  %mm240 = select i1 %c239, i64 0, i64 %mm238
  %v241 = load i64, ptr %j, align 8
  %add242 = add i64 %v241, -1
  %sub243 = sub i64 %dim24, 1
  %c244 = icmp slt i64 %add242, %sub243
  %mm245 = select i1 %c244, i64 %add242, i64 %sub243
  %c246 = icmp sgt i64 0, %mm245
  %mm247 = select i1 %c246, i64 0, i64 %mm245
  %pos = mul i64 0, %dim
  %pos248 = add i64 %pos, %mm240
  %pos249 = mul i64 %pos248, %dim24
  %pos250 = add i64 %pos249, %mm247
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos250
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next2_53, align 4
  %v251 = load i64, ptr %i, align 8
  %add252 = add i64 %v251, -1
  %sub253 = sub i64 %dim, 1
  %c254 = icmp slt i64 %add252, %sub253
  %mm255 = select i1 %c254, i64 %add252, i64 %sub253
  %c256 = icmp sgt i64 0, %mm255
  %mm257 = select i1 %c256, i64 0, i64 %mm255
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim24, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  %pos265 = mul i64 0, %dim
  %pos266 = add i64 %pos265, %mm257
  %pos267 = mul i64 %pos266, %dim24
  %pos268 = add i64 %pos267, %mm264
  %elp269 = getelementptr inbounds float, ptr %buf, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !0, !noalias !3
  store float %el270, ptr %next2_54, align 4
  %v271 = load i64, ptr %i, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %v278 = load i64, ptr %j, align 8
  %add279 = add i64 %v278, 1
  %sub280 = sub i64 %dim24, 1
  %c281 = icmp slt i64 %add279, %sub280
  %mm282 = select i1 %c281, i64 %add279, i64 %sub280
  %c283 = icmp sgt i64 0, %mm282
  %mm284 = select i1 %c283, i64 0, i64 %mm282
  %pos285 = mul i64 0, %dim
  %pos286 = add i64 %pos285, %mm277
  %pos287 = mul i64 %pos286, %dim24
  %pos288 = add i64 %pos287, %mm284
  %elp289 = getelementptr inbounds float, ptr %buf, i64 %pos288
  %el290 = load float, ptr %elp289, align 4, !alias.scope !0, !noalias !3
  store float %el290, ptr %next2_55, align 4
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 0
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %v298 = load i64, ptr %j, align 8
  %add299 = add i64 %v298, -1
  %sub300 = sub i64 %dim24, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  %pos305 = mul i64 0, %dim
  %pos306 = add i64 %pos305, %mm297
  %pos307 = mul i64 %pos306, %dim24
  %pos308 = add i64 %pos307, %mm304
  %elp309 = getelementptr inbounds float, ptr %buf, i64 %pos308
  %el310 = load float, ptr %elp309, align 4, !alias.scope !0, !noalias !3
  store float %el310, ptr %next2_56, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 0
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  %v318 = load i64, ptr %j, align 8
  %add319 = add i64 %v318, 0
  %sub320 = sub i64 %dim24, 1
  %c321 = icmp slt i64 %add319, %sub320
  %mm322 = select i1 %c321, i64 %add319, i64 %sub320
  %c323 = icmp sgt i64 0, %mm322
  %mm324 = select i1 %c323, i64 0, i64 %mm322
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %mm317
  %pos327 = mul i64 %pos326, %dim24
  %pos328 = add i64 %pos327, %mm324
  %elp329 = getelementptr inbounds float, ptr %buf, i64 %pos328
  %el330 = load float, ptr %elp329, align 4, !alias.scope !0, !noalias !3
  store float %el330, ptr %next2_57, align 4
  %v331 = load i64, ptr %i, align 8
  %add332 = add i64 %v331, 0
  %sub333 = sub i64 %dim, 1
  %c334 = icmp slt i64 %add332, %sub333
  %mm335 = select i1 %c334, i64 %add332, i64 %sub333
  %c336 = icmp sgt i64 0, %mm335
  %mm337 = select i1 %c336, i64 0, i64 %mm335
  %v338 = load i64, ptr %j, align 8
  %add339 = add i64 %v338, 1
  %sub340 = sub i64 %dim24, 1
  %c341 = icmp slt i64 %add339, %sub340
  %mm342 = select i1 %c341, i64 %add339, i64 %sub340
  %c343 = icmp sgt i64 0, %mm342
  %mm344 = select i1 %c343, i64 0, i64 %mm342
  %pos345 = mul i64 0, %dim
  %pos346 = add i64 %pos345, %mm337
  %pos347 = mul i64 %pos346, %dim24
  %pos348 = add i64 %pos347, %mm344
  %elp349 = getelementptr inbounds float, ptr %buf, i64 %pos348
  %el350 = load float, ptr %elp349, align 4, !alias.scope !0, !noalias !3
  store float %el350, ptr %next2_58, align 4
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  %sub353 = sub i64 %dim, 1
  %c354 = icmp slt i64 %add352, %sub353
  %mm355 = select i1 %c354, i64 %add352, i64 %sub353
  %c356 = icmp sgt i64 0, %mm355
  %mm357 = select i1 %c356, i64 0, i64 %mm355
  %v358 = load i64, ptr %j, align 8
  %add359 = add i64 %v358, -1
  %sub360 = sub i64 %dim24, 1
  %c361 = icmp slt i64 %add359, %sub360
  %mm362 = select i1 %c361, i64 %add359, i64 %sub360
  %c363 = icmp sgt i64 0, %mm362
  %mm364 = select i1 %c363, i64 0, i64 %mm362
  %pos365 = mul i64 0, %dim
  %pos366 = add i64 %pos365, %mm357
  %pos367 = mul i64 %pos366, %dim24
  %pos368 = add i64 %pos367, %mm364
  %elp369 = getelementptr inbounds float, ptr %buf, i64 %pos368
  %el370 = load float, ptr %elp369, align 4, !alias.scope !0, !noalias !3
  store float %el370, ptr %next2_59, align 4
  %v371 = load i64, ptr %i, align 8
  %add372 = add i64 %v371, 1
  %sub373 = sub i64 %dim, 1
  %c374 = icmp slt i64 %add372, %sub373
  %mm375 = select i1 %c374, i64 %add372, i64 %sub373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  %v378 = load i64, ptr %j, align 8
  %add379 = add i64 %v378, 0
  %sub380 = sub i64 %dim24, 1
  %c381 = icmp slt i64 %add379, %sub380
  %mm382 = select i1 %c381, i64 %add379, i64 %sub380
  %c383 = icmp sgt i64 0, %mm382
  %mm384 = select i1 %c383, i64 0, i64 %mm382
  %pos385 = mul i64 0, %dim
  %pos386 = add i64 %pos385, %mm377
  %pos387 = mul i64 %pos386, %dim24
  %pos388 = add i64 %pos387, %mm384
  %elp389 = getelementptr inbounds float, ptr %buf, i64 %pos388
  %el390 = load float, ptr %elp389, align 4, !alias.scope !0, !noalias !3
  store float %el390, ptr %next2_60, align 4
  %v391 = load i64, ptr %i, align 8
  %add392 = add i64 %v391, 1
  %sub393 = sub i64 %dim, 1
  %c394 = icmp slt i64 %add392, %sub393
  %mm395 = select i1 %c394, i64 %add392, i64 %sub393
  %c396 = icmp sgt i64 0, %mm395
  %mm397 = select i1 %c396, i64 0, i64 %mm395
  %v398 = load i64, ptr %j, align 8
  %add399 = add i64 %v398, 1
  %sub400 = sub i64 %dim24, 1
  %c401 = icmp slt i64 %add399, %sub400
  %mm402 = select i1 %c401, i64 %add399, i64 %sub400
  %c403 = icmp sgt i64 0, %mm402
  %mm404 = select i1 %c403, i64 0, i64 %mm402
  %pos405 = mul i64 0, %dim
  %pos406 = add i64 %pos405, %mm397
  %pos407 = mul i64 %pos406, %dim24
  %pos408 = add i64 %pos407, %mm404
  %elp409 = getelementptr inbounds float, ptr %buf, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !0, !noalias !3
  store float %el410, ptr %next2_61, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_62, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup411 = insertvalue { i64, i64 } %tup, i64 %dim24, 1
  %proj = extractvalue { i64, i64 } %tup411, 1
  %cv412 = sitofp i64 %proj to float
  %fd413 = fdiv float 0x3F90624DE0000000, %cv412
  store float %fd413, ptr %gw_63, align 4
  %v414 = load float, ptr %next2_57, align 4
  %fm = fmul float 2.000000e+00, %v414
  store float %fm, ptr %"%cse0_64", align 4
  %v415 = load float, ptr %next2_60, align 4
  %v416 = load float, ptr %next2_54, align 4
  %fa = fadd float %v415, %v416
  %v417 = load float, ptr %"%cse0_64", align 4
  %fs = fsub float %fa, %v417
  %v418 = load float, ptr %gh_62, align 4
  %v419 = load float, ptr %gw_63, align 4
  %fm420 = fmul float 0x3FB99999A0000000, %v419
  %fd421 = fdiv float %v418, %fm420
  %fd422 = fdiv float %fs, %fd421
  %v423 = load float, ptr %next2_58, align 4
  %v424 = load float, ptr %next2_56, align 4
  %fa425 = fadd float %v423, %v424
  %v426 = load float, ptr %"%cse0_64", align 4
  %fs427 = fsub float %fa425, %v426
  %v428 = load float, ptr %gw_63, align 4
  %v429 = load float, ptr %gh_62, align 4
  %fm430 = fmul float 0x3FB99999A0000000, %v429
  %fd431 = fdiv float %v428, %fm430
  %fd432 = fdiv float %fs427, %fd431
  %fa433 = fadd float %fd422, %fd432
  %v434 = load float, ptr %next2_57, align 4
  %fs435 = fsub float 8.000000e+01, %v434
  %v436 = load float, ptr %gh_62, align 4
  %fm437 = fmul float 1.000000e+02, %v436
  %v438 = load float, ptr %gw_63, align 4
  %fm439 = fmul float %fm437, %v438
  %fd440 = fdiv float 0x3F40624DE0000000, %fm439
  %fd441 = fdiv float %fs435, %fd440
  %fa442 = fadd float %fa433, %fd441
  store float %fa442, ptr %flux3_50, align 4
  %v443 = load i64, ptr %i, align 8
  %v444 = load i64, ptr %j, align 8
  %pos445 = mul i64 0, %dim
  %pos446 = add i64 %pos445, %v443
  %pos447 = mul i64 %pos446, %dim24
  %pos448 = add i64 %pos447, %v444
  %elp449 = getelementptr inbounds float, ptr %buf, i64 %pos448
  %el450 = load float, ptr %elp449, align 4, !alias.scope !0, !noalias !3
  store float %el450, ptr %next2_68, align 4
  %v451 = load i64, ptr %i, align 8
  %v452 = load i64, ptr %j, align 8
  %pos453 = mul i64 0, %dim6
  %pos454 = add i64 %pos453, %v451
  %pos455 = mul i64 %pos454, %dim33
  %pos456 = add i64 %pos455, %v452
  %elp459 = getelementptr inbounds float, ptr %buf458, i64 %pos456
  %el460 = load float, ptr %elp459, align 4, !alias.scope !6, !noalias !7
  store float %el460, ptr %power_69, align 4
  %v461 = load float, ptr %next2_68, align 4
  %tup462 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup463 = insertvalue { i64, i64 } %tup462, i64 %dim24, 1
  %proj464 = extractvalue { i64, i64 } %tup463, 1
  %cv465 = sitofp i64 %proj464 to float
  %fd466 = fdiv float 0x3F90624DE0000000, %cv465
  %fm467 = fmul float 0x407B580020000000, %fd466
  %cv468 = sitofp i64 %dim to float
  %fd469 = fdiv float 0x3F90624DE0000000, %cv468
  %fm470 = fmul float %fm467, %fd469
  %fd471 = fdiv float 0x3E8392CBA0000000, %fm470
  %v472 = load float, ptr %power_69, align 4
  %v473 = load float, ptr %flux3_50, align 4
  %fa474 = fadd float %v472, %v473
  %fm475 = fmul float %fd471, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next3_65, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim24
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next3_65, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !8, !noalias !9
  %i487 = load i64, ptr %j, align 8
  %next = add i64 %i487, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop488:                                          ; preds = %ok789, %checked
  %i491 = load i64, ptr %j, align 8
  %more492 = icmp slt i64 %i491, %min55
  br i1 %more492, label %body489, label %exit490

body489:                                          ; preds = %loop488
  %v493 = load i64, ptr %i, align 8
  %add494 = add i64 %v493, -1
  %sub495 = sub i64 %dim, 1
  %c496 = icmp slt i64 %add494, %sub495
  %mm497 = select i1 %c496, i64 %add494, i64 %sub495
  %c498 = icmp sgt i64 0, %mm497
  %mm499 = select i1 %c498, i64 0, i64 %mm497
  %v500 = load i64, ptr %j, align 8
  %add501 = add i64 %v500, -1
  %sub502 = sub i64 %dim24, 1
  %c503 = icmp slt i64 %add501, %sub502
  %mm504 = select i1 %c503, i64 %add501, i64 %sub502
  %c505 = icmp sgt i64 0, %mm504
  %mm506 = select i1 %c505, i64 0, i64 %mm504
  %inb = icmp ult i64 %mm499, %dim
  br i1 %inb, label %ok508, label %fail507

exit490:                                          ; preds = %loop488
  br label %versions_done

fail507:                                          ; preds = %body489
  %errp509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm499, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp512, align 8
  ret i32 1

ok508:                                            ; preds = %body489
  %pos513 = mul i64 0, %dim
  %pos514 = add i64 %pos513, %mm499
  %inb515 = icmp ult i64 %mm506, %dim24
  br i1 %inb515, label %ok517, label %fail516

fail516:                                          ; preds = %ok508
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm506, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %ok508
  %pos522 = mul i64 %pos514, %dim24
  %pos523 = add i64 %pos522, %mm506
  %elp524 = getelementptr inbounds float, ptr %buf, i64 %pos523
  %el525 = load float, ptr %elp524, align 4, !alias.scope !0, !noalias !3
  store float %el525, ptr %next2_53, align 4
  %v526 = load i64, ptr %i, align 8
  %add527 = add i64 %v526, -1
  %sub528 = sub i64 %dim, 1
  %c529 = icmp slt i64 %add527, %sub528
  %mm530 = select i1 %c529, i64 %add527, i64 %sub528
  %c531 = icmp sgt i64 0, %mm530
  %mm532 = select i1 %c531, i64 0, i64 %mm530
  %v533 = load i64, ptr %j, align 8
  %add534 = add i64 %v533, 0
  %sub535 = sub i64 %dim24, 1
  %c536 = icmp slt i64 %add534, %sub535
  %mm537 = select i1 %c536, i64 %add534, i64 %sub535
  %c538 = icmp sgt i64 0, %mm537
  %mm539 = select i1 %c538, i64 0, i64 %mm537
  %inb540 = icmp ult i64 %mm532, %dim
  br i1 %inb540, label %ok542, label %fail541

fail541:                                          ; preds = %ok517
  %errp543 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm532, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp546, align 8
  ret i32 1

ok542:                                            ; preds = %ok517
  %pos547 = mul i64 0, %dim
  %pos548 = add i64 %pos547, %mm532
  %inb549 = icmp ult i64 %mm539, %dim24
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok542
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm539, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok542
  %pos556 = mul i64 %pos548, %dim24
  %pos557 = add i64 %pos556, %mm539
  %elp558 = getelementptr inbounds float, ptr %buf, i64 %pos557
  %el559 = load float, ptr %elp558, align 4, !alias.scope !0, !noalias !3
  store float %el559, ptr %next2_54, align 4
  %v560 = load i64, ptr %i, align 8
  %add561 = add i64 %v560, -1
  %sub562 = sub i64 %dim, 1
  %c563 = icmp slt i64 %add561, %sub562
  %mm564 = select i1 %c563, i64 %add561, i64 %sub562
  %c565 = icmp sgt i64 0, %mm564
  %mm566 = select i1 %c565, i64 0, i64 %mm564
  %v567 = load i64, ptr %j, align 8
  %add568 = add i64 %v567, 1
  %sub569 = sub i64 %dim24, 1
  %c570 = icmp slt i64 %add568, %sub569
  %mm571 = select i1 %c570, i64 %add568, i64 %sub569
  %c572 = icmp sgt i64 0, %mm571
  %mm573 = select i1 %c572, i64 0, i64 %mm571
  %inb574 = icmp ult i64 %mm566, %dim
  br i1 %inb574, label %ok576, label %fail575

fail575:                                          ; preds = %ok551
  %errp577 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm566, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp580, align 8
  ret i32 1

ok576:                                            ; preds = %ok551
  %pos581 = mul i64 0, %dim
  %pos582 = add i64 %pos581, %mm566
  %inb583 = icmp ult i64 %mm573, %dim24
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok576
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm573, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok576
  %pos590 = mul i64 %pos582, %dim24
  %pos591 = add i64 %pos590, %mm573
  %elp592 = getelementptr inbounds float, ptr %buf, i64 %pos591
  %el593 = load float, ptr %elp592, align 4, !alias.scope !0, !noalias !3
  store float %el593, ptr %next2_55, align 4
  %v594 = load i64, ptr %i, align 8
  %add595 = add i64 %v594, 0
  %sub596 = sub i64 %dim, 1
  %c597 = icmp slt i64 %add595, %sub596
  %mm598 = select i1 %c597, i64 %add595, i64 %sub596
  %c599 = icmp sgt i64 0, %mm598
  %mm600 = select i1 %c599, i64 0, i64 %mm598
  %v601 = load i64, ptr %j, align 8
  %add602 = add i64 %v601, -1
  %sub603 = sub i64 %dim24, 1
  %c604 = icmp slt i64 %add602, %sub603
  %mm605 = select i1 %c604, i64 %add602, i64 %sub603
  %c606 = icmp sgt i64 0, %mm605
  %mm607 = select i1 %c606, i64 0, i64 %mm605
  %inb608 = icmp ult i64 %mm600, %dim
  br i1 %inb608, label %ok610, label %fail609

fail609:                                          ; preds = %ok585
  %errp611 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm600, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp614, align 8
  ret i32 1

ok610:                                            ; preds = %ok585
  %pos615 = mul i64 0, %dim
  %pos616 = add i64 %pos615, %mm600
  %inb617 = icmp ult i64 %mm607, %dim24
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok610
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm607, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok610
  %pos624 = mul i64 %pos616, %dim24
  %pos625 = add i64 %pos624, %mm607
  %elp626 = getelementptr inbounds float, ptr %buf, i64 %pos625
  %el627 = load float, ptr %elp626, align 4, !alias.scope !0, !noalias !3
  store float %el627, ptr %next2_56, align 4
  %v628 = load i64, ptr %i, align 8
  %add629 = add i64 %v628, 0
  %sub630 = sub i64 %dim, 1
  %c631 = icmp slt i64 %add629, %sub630
  %mm632 = select i1 %c631, i64 %add629, i64 %sub630
  %c633 = icmp sgt i64 0, %mm632
  %mm634 = select i1 %c633, i64 0, i64 %mm632
  %v635 = load i64, ptr %j, align 8
  %add636 = add i64 %v635, 0
  %sub637 = sub i64 %dim24, 1
  %c638 = icmp slt i64 %add636, %sub637
  %mm639 = select i1 %c638, i64 %add636, i64 %sub637
  %c640 = icmp sgt i64 0, %mm639
  %mm641 = select i1 %c640, i64 0, i64 %mm639
  %inb642 = icmp ult i64 %mm634, %dim
  br i1 %inb642, label %ok644, label %fail643

fail643:                                          ; preds = %ok619
  %errp645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm634, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp648, align 8
  ret i32 1

ok644:                                            ; preds = %ok619
  %pos649 = mul i64 0, %dim
  %pos650 = add i64 %pos649, %mm634
  %inb651 = icmp ult i64 %mm641, %dim24
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok644
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm641, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok644
  %pos658 = mul i64 %pos650, %dim24
  %pos659 = add i64 %pos658, %mm641
  %elp660 = getelementptr inbounds float, ptr %buf, i64 %pos659
  %el661 = load float, ptr %elp660, align 4, !alias.scope !0, !noalias !3
  store float %el661, ptr %next2_57, align 4
  %v662 = load i64, ptr %i, align 8
  %add663 = add i64 %v662, 0
  %sub664 = sub i64 %dim, 1
  %c665 = icmp slt i64 %add663, %sub664
  %mm666 = select i1 %c665, i64 %add663, i64 %sub664
  %c667 = icmp sgt i64 0, %mm666
  %mm668 = select i1 %c667, i64 0, i64 %mm666
  %v669 = load i64, ptr %j, align 8
  %add670 = add i64 %v669, 1
  %sub671 = sub i64 %dim24, 1
  %c672 = icmp slt i64 %add670, %sub671
  %mm673 = select i1 %c672, i64 %add670, i64 %sub671
  %c674 = icmp sgt i64 0, %mm673
  %mm675 = select i1 %c674, i64 0, i64 %mm673
  %inb676 = icmp ult i64 %mm668, %dim
  br i1 %inb676, label %ok678, label %fail677

fail677:                                          ; preds = %ok653
  %errp679 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm668, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp682, align 8
  ret i32 1

ok678:                                            ; preds = %ok653
  %pos683 = mul i64 0, %dim
  %pos684 = add i64 %pos683, %mm668
  %inb685 = icmp ult i64 %mm675, %dim24
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok678
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm675, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok678
  %pos692 = mul i64 %pos684, %dim24
  %pos693 = add i64 %pos692, %mm675
  %elp694 = getelementptr inbounds float, ptr %buf, i64 %pos693
  %el695 = load float, ptr %elp694, align 4, !alias.scope !0, !noalias !3
  store float %el695, ptr %next2_58, align 4
  %v696 = load i64, ptr %i, align 8
  %add697 = add i64 %v696, 1
  %sub698 = sub i64 %dim, 1
  %c699 = icmp slt i64 %add697, %sub698
  %mm700 = select i1 %c699, i64 %add697, i64 %sub698
  %c701 = icmp sgt i64 0, %mm700
  %mm702 = select i1 %c701, i64 0, i64 %mm700
  %v703 = load i64, ptr %j, align 8
  %add704 = add i64 %v703, -1
  %sub705 = sub i64 %dim24, 1
  %c706 = icmp slt i64 %add704, %sub705
  %mm707 = select i1 %c706, i64 %add704, i64 %sub705
  %c708 = icmp sgt i64 0, %mm707
  %mm709 = select i1 %c708, i64 0, i64 %mm707
  %inb710 = icmp ult i64 %mm702, %dim
  br i1 %inb710, label %ok712, label %fail711

fail711:                                          ; preds = %ok687
  %errp713 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm702, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp716, align 8
  ret i32 1

ok712:                                            ; preds = %ok687
  %pos717 = mul i64 0, %dim
  %pos718 = add i64 %pos717, %mm702
  %inb719 = icmp ult i64 %mm709, %dim24
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok712
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm709, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok712
  %pos726 = mul i64 %pos718, %dim24
  %pos727 = add i64 %pos726, %mm709
  %elp728 = getelementptr inbounds float, ptr %buf, i64 %pos727
  %el729 = load float, ptr %elp728, align 4, !alias.scope !0, !noalias !3
  store float %el729, ptr %next2_59, align 4
  %v730 = load i64, ptr %i, align 8
  %add731 = add i64 %v730, 1
  %sub732 = sub i64 %dim, 1
  %c733 = icmp slt i64 %add731, %sub732
  %mm734 = select i1 %c733, i64 %add731, i64 %sub732
  %c735 = icmp sgt i64 0, %mm734
  %mm736 = select i1 %c735, i64 0, i64 %mm734
  %v737 = load i64, ptr %j, align 8
  %add738 = add i64 %v737, 0
  %sub739 = sub i64 %dim24, 1
  %c740 = icmp slt i64 %add738, %sub739
  %mm741 = select i1 %c740, i64 %add738, i64 %sub739
  %c742 = icmp sgt i64 0, %mm741
  %mm743 = select i1 %c742, i64 0, i64 %mm741
  %inb744 = icmp ult i64 %mm736, %dim
  br i1 %inb744, label %ok746, label %fail745

fail745:                                          ; preds = %ok721
  %errp747 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp747, align 8
  %errp748 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp748, align 8
  %errp749 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm736, ptr %errp749, align 8
  %errp750 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp750, align 8
  ret i32 1

ok746:                                            ; preds = %ok721
  %pos751 = mul i64 0, %dim
  %pos752 = add i64 %pos751, %mm736
  %inb753 = icmp ult i64 %mm743, %dim24
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok746
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm743, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok746
  %pos760 = mul i64 %pos752, %dim24
  %pos761 = add i64 %pos760, %mm743
  %elp762 = getelementptr inbounds float, ptr %buf, i64 %pos761
  %el763 = load float, ptr %elp762, align 4, !alias.scope !0, !noalias !3
  store float %el763, ptr %next2_60, align 4
  %v764 = load i64, ptr %i, align 8
  %add765 = add i64 %v764, 1
  %sub766 = sub i64 %dim, 1
  %c767 = icmp slt i64 %add765, %sub766
  %mm768 = select i1 %c767, i64 %add765, i64 %sub766
  %c769 = icmp sgt i64 0, %mm768
  %mm770 = select i1 %c769, i64 0, i64 %mm768
  %v771 = load i64, ptr %j, align 8
  %add772 = add i64 %v771, 1
  %sub773 = sub i64 %dim24, 1
  %c774 = icmp slt i64 %add772, %sub773
  %mm775 = select i1 %c774, i64 %add772, i64 %sub773
  %c776 = icmp sgt i64 0, %mm775
  %mm777 = select i1 %c776, i64 0, i64 %mm775
  %inb778 = icmp ult i64 %mm770, %dim
  br i1 %inb778, label %ok780, label %fail779

fail779:                                          ; preds = %ok755
  %errp781 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp781, align 8
  %errp782 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp782, align 8
  %errp783 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm770, ptr %errp783, align 8
  %errp784 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp784, align 8
  ret i32 1

ok780:                                            ; preds = %ok755
  %pos785 = mul i64 0, %dim
  %pos786 = add i64 %pos785, %mm770
  %inb787 = icmp ult i64 %mm777, %dim24
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok780
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm777, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok780
  %pos794 = mul i64 %pos786, %dim24
  %pos795 = add i64 %pos794, %mm777
  %elp796 = getelementptr inbounds float, ptr %buf, i64 %pos795
  %el797 = load float, ptr %elp796, align 4, !alias.scope !0, !noalias !3
  store float %el797, ptr %next2_61, align 4
  %cv798 = sitofp i64 %dim to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gh_62, align 4
  %tup800 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup801 = insertvalue { i64, i64 } %tup800, i64 %dim24, 1
  %proj802 = extractvalue { i64, i64 } %tup801, 1
  %cv803 = sitofp i64 %proj802 to float
  %fd804 = fdiv float 0x3F90624DE0000000, %cv803
  store float %fd804, ptr %gw_63, align 4
  %v805 = load float, ptr %next2_57, align 4
  %fm806 = fmul float 2.000000e+00, %v805
  store float %fm806, ptr %"%cse0_64", align 4
  %v807 = load float, ptr %next2_60, align 4
  %v808 = load float, ptr %next2_54, align 4
  %fa809 = fadd float %v807, %v808
  %v810 = load float, ptr %"%cse0_64", align 4
  %fs811 = fsub float %fa809, %v810
  %v812 = load float, ptr %gh_62, align 4
  %v813 = load float, ptr %gw_63, align 4
  %fm814 = fmul float 0x3FB99999A0000000, %v813
  %fd815 = fdiv float %v812, %fm814
  %fd816 = fdiv float %fs811, %fd815
  %v817 = load float, ptr %next2_58, align 4
  %v818 = load float, ptr %next2_56, align 4
  %fa819 = fadd float %v817, %v818
  %v820 = load float, ptr %"%cse0_64", align 4
  %fs821 = fsub float %fa819, %v820
  %v822 = load float, ptr %gw_63, align 4
  %v823 = load float, ptr %gh_62, align 4
  %fm824 = fmul float 0x3FB99999A0000000, %v823
  %fd825 = fdiv float %v822, %fm824
  %fd826 = fdiv float %fs821, %fd825
  %fa827 = fadd float %fd816, %fd826
  %v828 = load float, ptr %next2_57, align 4
  %fs829 = fsub float 8.000000e+01, %v828
  %v830 = load float, ptr %gh_62, align 4
  %fm831 = fmul float 1.000000e+02, %v830
  %v832 = load float, ptr %gw_63, align 4
  %fm833 = fmul float %fm831, %v832
  %fd834 = fdiv float 0x3F40624DE0000000, %fm833
  %fd835 = fdiv float %fs829, %fd834
  %fa836 = fadd float %fa827, %fd835
  store float %fa836, ptr %flux3_50, align 4
  %v837 = load i64, ptr %i, align 8
  %v838 = load i64, ptr %j, align 8
  %pos839 = mul i64 0, %dim
  %pos840 = add i64 %pos839, %v837
  %pos841 = mul i64 %pos840, %dim24
  %pos842 = add i64 %pos841, %v838
  %elp843 = getelementptr inbounds float, ptr %buf, i64 %pos842
  %el844 = load float, ptr %elp843, align 4, !alias.scope !0, !noalias !3
  store float %el844, ptr %next2_68, align 4
  %v845 = load i64, ptr %i, align 8
  %v846 = load i64, ptr %j, align 8
  %pos847 = mul i64 0, %dim6
  %pos848 = add i64 %pos847, %v845
  %pos849 = mul i64 %pos848, %dim33
  %pos850 = add i64 %pos849, %v846
  %elp851 = getelementptr inbounds float, ptr %buf458, i64 %pos850
  %el852 = load float, ptr %elp851, align 4, !alias.scope !6, !noalias !7
  store float %el852, ptr %power_69, align 4
  %v853 = load float, ptr %next2_68, align 4
  %tup854 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup855 = insertvalue { i64, i64 } %tup854, i64 %dim24, 1
  %proj856 = extractvalue { i64, i64 } %tup855, 1
  %cv857 = sitofp i64 %proj856 to float
  %fd858 = fdiv float 0x3F90624DE0000000, %cv857
  %fm859 = fmul float 0x407B580020000000, %fd858
  %cv860 = sitofp i64 %dim to float
  %fd861 = fdiv float 0x3F90624DE0000000, %cv860
  %fm862 = fmul float %fm859, %fd861
  %fd863 = fdiv float 0x3E8392CBA0000000, %fm862
  %v864 = load float, ptr %power_69, align 4
  %v865 = load float, ptr %flux3_50, align 4
  %fa866 = fadd float %v864, %v865
  %fm867 = fmul float %fd863, %fa866
  %fa868 = fadd float %v853, %fm867
  store float %fa868, ptr %next3_65, align 4
  %v869 = load i64, ptr %i, align 8
  %v870 = load i64, ptr %j, align 8
  %pos871 = mul i64 0, %dim
  %pos872 = add i64 %pos871, %v869
  %pos873 = mul i64 %pos872, %dim24
  %pos874 = add i64 %pos873, %v870
  %v875 = load float, ptr %next3_65, align 4
  %elp876 = getelementptr inbounds float, ptr %buf485, i64 %pos874
  store float %v875, ptr %elp876, align 4, !alias.scope !8, !noalias !9
  %i877 = load i64, ptr %j, align 8
  %next878 = add i64 %i877, 1
  store i64 %next878, ptr %j, align 8
  br label %loop488

proved1068:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1071

checked1069:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1291

versions_done1070:                                ; preds = %exit1293, %exit1073
  store i64 %min59, ptr %j, align 8
  %v1638 = load i64, ptr %i, align 8
  %add1639 = add i64 %v1638, -1
  %sub1640 = sub i64 %dim, 1
  %c1641 = icmp slt i64 %add1639, %sub1640
  %mm1642 = select i1 %c1641, i64 %add1639, i64 %sub1640
  %c1643 = icmp sgt i64 0, %mm1642
  %mm1644 = select i1 %c1643, i64 0, i64 %mm1642
  %base1645 = sext i64 %mm1644 to i128
  %fits_low1646 = icmp sge i128 %base1645, -9223372036854775808
  %fits_high1647 = icmp sle i128 %base1645, 9223372036854775807
  %fits1648 = and i1 %fits_low1646, %fits_high1647
  %least1649 = select i1 %fits1648, i128 %base1645, i128 -9223372036854775808
  %most1650 = select i1 %fits1648, i128 %base1645, i128 9223372036854775807
  %extent1651 = sext i64 %dim to i128
  %low_ok1652 = icmp sge i128 %least1649, 0
  %high_ok1653 = icmp slt i128 %most1650, %extent1651
  %ok1654 = and i1 true, %low_ok1652
  %ok1655 = and i1 %ok1654, %high_ok1653
  %v1656 = load i64, ptr %j, align 8
  %add1657 = add i64 %v1656, -1
  %base1658 = sext i64 %add1657 to i128
  %next1659 = add i64 %min59, 1
  store i64 %next1659, ptr %j, align 8
  %v1660 = load i64, ptr %j, align 8
  %add1661 = add i64 %v1660, -1
  store i64 %min59, ptr %j, align 8
  %at_next1662 = sext i64 %add1661 to i128
  %step1663 = sub i128 %at_next1662, %base1658
  %step1664 = trunc i128 %step1663 to i64
  %step1665 = sext i64 %step1664 to i128
  %len1666 = sub i64 %dim24, %min59
  %span1667 = sub i64 %len1666, 1
  %span1668 = sext i64 %span1667 to i128
  %reach1669 = mul i128 %step1665, %span1668
  %c1670 = icmp slt i128 %reach1669, 0
  %min1671 = select i1 %c1670, i128 %reach1669, i128 0
  %c1672 = icmp sgt i128 %reach1669, 0
  %max1673 = select i1 %c1672, i128 %reach1669, i128 0
  %least1674 = add i128 %base1658, %min1671
  %most1675 = add i128 %base1658, %max1673
  %fits_low1676 = icmp sge i128 %least1674, -9223372036854775808
  %fits_high1677 = icmp sle i128 %most1675, 9223372036854775807
  %fits1678 = and i1 %fits_low1676, %fits_high1677
  %least1679 = select i1 %fits1678, i128 %least1674, i128 -9223372036854775808
  %most1680 = select i1 %fits1678, i128 %most1675, i128 9223372036854775807
  %sub1681 = sub i64 %dim24, 1
  %base1682 = sext i64 %sub1681 to i128
  %fits_low1683 = icmp sge i128 %base1682, -9223372036854775808
  %fits_high1684 = icmp sle i128 %base1682, 9223372036854775807
  %fits1685 = and i1 %fits_low1683, %fits_high1684
  %least1686 = select i1 %fits1685, i128 %base1682, i128 -9223372036854775808
  %most1687 = select i1 %fits1685, i128 %base1682, i128 9223372036854775807
  %c1688 = icmp slt i128 %least1679, %least1686
  %min1689 = select i1 %c1688, i128 %least1679, i128 %least1686
  %c1690 = icmp slt i128 %most1680, %most1687
  %min1691 = select i1 %c1690, i128 %most1680, i128 %most1687
  %c1692 = icmp sgt i128 0, %min1689
  %max1693 = select i1 %c1692, i128 0, i128 %min1689
  %c1694 = icmp sgt i128 0, %min1691
  %max1695 = select i1 %c1694, i128 0, i128 %min1691
  %extent1696 = sext i64 %dim24 to i128
  %low_ok1697 = icmp sge i128 %max1693, 0
  %high_ok1698 = icmp slt i128 %max1695, %extent1696
  %ok1699 = and i1 %ok1655, %low_ok1697
  %ok1700 = and i1 %ok1699, %high_ok1698
  %v1701 = load i64, ptr %j, align 8
  %add1702 = add i64 %v1701, 0
  %base1703 = sext i64 %add1702 to i128
  %next1704 = add i64 %min59, 1
  store i64 %next1704, ptr %j, align 8
  %v1705 = load i64, ptr %j, align 8
  %add1706 = add i64 %v1705, 0
  store i64 %min59, ptr %j, align 8
  %at_next1707 = sext i64 %add1706 to i128
  %step1708 = sub i128 %at_next1707, %base1703
  %step1709 = trunc i128 %step1708 to i64
  %step1710 = sext i64 %step1709 to i128
  %len1711 = sub i64 %dim24, %min59
  %span1712 = sub i64 %len1711, 1
  %span1713 = sext i64 %span1712 to i128
  %reach1714 = mul i128 %step1710, %span1713
  %c1715 = icmp slt i128 %reach1714, 0
  %min1716 = select i1 %c1715, i128 %reach1714, i128 0
  %c1717 = icmp sgt i128 %reach1714, 0
  %max1718 = select i1 %c1717, i128 %reach1714, i128 0
  %least1719 = add i128 %base1703, %min1716
  %most1720 = add i128 %base1703, %max1718
  %fits_low1721 = icmp sge i128 %least1719, -9223372036854775808
  %fits_high1722 = icmp sle i128 %most1720, 9223372036854775807
  %fits1723 = and i1 %fits_low1721, %fits_high1722
  %least1724 = select i1 %fits1723, i128 %least1719, i128 -9223372036854775808
  %most1725 = select i1 %fits1723, i128 %most1720, i128 9223372036854775807
  %sub1726 = sub i64 %dim24, 1
  %base1727 = sext i64 %sub1726 to i128
  %fits_low1728 = icmp sge i128 %base1727, -9223372036854775808
  %fits_high1729 = icmp sle i128 %base1727, 9223372036854775807
  %fits1730 = and i1 %fits_low1728, %fits_high1729
  %least1731 = select i1 %fits1730, i128 %base1727, i128 -9223372036854775808
  %most1732 = select i1 %fits1730, i128 %base1727, i128 9223372036854775807
  %c1733 = icmp slt i128 %least1724, %least1731
  %min1734 = select i1 %c1733, i128 %least1724, i128 %least1731
  %c1735 = icmp slt i128 %most1725, %most1732
  %min1736 = select i1 %c1735, i128 %most1725, i128 %most1732
  %c1737 = icmp sgt i128 0, %min1734
  %max1738 = select i1 %c1737, i128 0, i128 %min1734
  %c1739 = icmp sgt i128 0, %min1736
  %max1740 = select i1 %c1739, i128 0, i128 %min1736
  %extent1741 = sext i64 %dim24 to i128
  %low_ok1742 = icmp sge i128 %max1738, 0
  %high_ok1743 = icmp slt i128 %max1740, %extent1741
  %ok1744 = and i1 %ok1700, %low_ok1742
  %ok1745 = and i1 %ok1744, %high_ok1743
  %v1746 = load i64, ptr %j, align 8
  %add1747 = add i64 %v1746, 1
  %base1748 = sext i64 %add1747 to i128
  %next1749 = add i64 %min59, 1
  store i64 %next1749, ptr %j, align 8
  %v1750 = load i64, ptr %j, align 8
  %add1751 = add i64 %v1750, 1
  store i64 %min59, ptr %j, align 8
  %at_next1752 = sext i64 %add1751 to i128
  %step1753 = sub i128 %at_next1752, %base1748
  %step1754 = trunc i128 %step1753 to i64
  %step1755 = sext i64 %step1754 to i128
  %len1756 = sub i64 %dim24, %min59
  %span1757 = sub i64 %len1756, 1
  %span1758 = sext i64 %span1757 to i128
  %reach1759 = mul i128 %step1755, %span1758
  %c1760 = icmp slt i128 %reach1759, 0
  %min1761 = select i1 %c1760, i128 %reach1759, i128 0
  %c1762 = icmp sgt i128 %reach1759, 0
  %max1763 = select i1 %c1762, i128 %reach1759, i128 0
  %least1764 = add i128 %base1748, %min1761
  %most1765 = add i128 %base1748, %max1763
  %fits_low1766 = icmp sge i128 %least1764, -9223372036854775808
  %fits_high1767 = icmp sle i128 %most1765, 9223372036854775807
  %fits1768 = and i1 %fits_low1766, %fits_high1767
  %least1769 = select i1 %fits1768, i128 %least1764, i128 -9223372036854775808
  %most1770 = select i1 %fits1768, i128 %most1765, i128 9223372036854775807
  %sub1771 = sub i64 %dim24, 1
  %base1772 = sext i64 %sub1771 to i128
  %fits_low1773 = icmp sge i128 %base1772, -9223372036854775808
  %fits_high1774 = icmp sle i128 %base1772, 9223372036854775807
  %fits1775 = and i1 %fits_low1773, %fits_high1774
  %least1776 = select i1 %fits1775, i128 %base1772, i128 -9223372036854775808
  %most1777 = select i1 %fits1775, i128 %base1772, i128 9223372036854775807
  %c1778 = icmp slt i128 %least1769, %least1776
  %min1779 = select i1 %c1778, i128 %least1769, i128 %least1776
  %c1780 = icmp slt i128 %most1770, %most1777
  %min1781 = select i1 %c1780, i128 %most1770, i128 %most1777
  %c1782 = icmp sgt i128 0, %min1779
  %max1783 = select i1 %c1782, i128 0, i128 %min1779
  %c1784 = icmp sgt i128 0, %min1781
  %max1785 = select i1 %c1784, i128 0, i128 %min1781
  %extent1786 = sext i64 %dim24 to i128
  %low_ok1787 = icmp sge i128 %max1783, 0
  %high_ok1788 = icmp slt i128 %max1785, %extent1786
  %ok1789 = and i1 %ok1745, %low_ok1787
  %ok1790 = and i1 %ok1789, %high_ok1788
  %v1791 = load i64, ptr %i, align 8
  %add1792 = add i64 %v1791, 0
  %sub1793 = sub i64 %dim, 1
  %c1794 = icmp slt i64 %add1792, %sub1793
  %mm1795 = select i1 %c1794, i64 %add1792, i64 %sub1793
  %c1796 = icmp sgt i64 0, %mm1795
  %mm1797 = select i1 %c1796, i64 0, i64 %mm1795
  %base1798 = sext i64 %mm1797 to i128
  %fits_low1799 = icmp sge i128 %base1798, -9223372036854775808
  %fits_high1800 = icmp sle i128 %base1798, 9223372036854775807
  %fits1801 = and i1 %fits_low1799, %fits_high1800
  %least1802 = select i1 %fits1801, i128 %base1798, i128 -9223372036854775808
  %most1803 = select i1 %fits1801, i128 %base1798, i128 9223372036854775807
  %extent1804 = sext i64 %dim to i128
  %low_ok1805 = icmp sge i128 %least1802, 0
  %high_ok1806 = icmp slt i128 %most1803, %extent1804
  %ok1807 = and i1 %ok1790, %low_ok1805
  %ok1808 = and i1 %ok1807, %high_ok1806
  %v1809 = load i64, ptr %i, align 8
  %add1810 = add i64 %v1809, 1
  %sub1811 = sub i64 %dim, 1
  %c1812 = icmp slt i64 %add1810, %sub1811
  %mm1813 = select i1 %c1812, i64 %add1810, i64 %sub1811
  %c1814 = icmp sgt i64 0, %mm1813
  %mm1815 = select i1 %c1814, i64 0, i64 %mm1813
  %base1816 = sext i64 %mm1815 to i128
  %fits_low1817 = icmp sge i128 %base1816, -9223372036854775808
  %fits_high1818 = icmp sle i128 %base1816, 9223372036854775807
  %fits1819 = and i1 %fits_low1817, %fits_high1818
  %least1820 = select i1 %fits1819, i128 %base1816, i128 -9223372036854775808
  %most1821 = select i1 %fits1819, i128 %base1816, i128 9223372036854775807
  %extent1822 = sext i64 %dim to i128
  %low_ok1823 = icmp sge i128 %least1820, 0
  %high_ok1824 = icmp slt i128 %most1821, %extent1822
  %ok1825 = and i1 %ok1808, %low_ok1823
  %ok1826 = and i1 %ok1825, %high_ok1824
  br i1 %ok1826, label %proved1827, label %checked1828

loop1071:                                         ; preds = %body1072, %proved1068
  %i1074 = load i64, ptr %j, align 8
  %more1075 = icmp slt i64 %i1074, %min59
  br i1 %more1075, label %body1072, label %exit1073

body1072:                                         ; preds = %loop1071
  %v1076 = load i64, ptr %i, align 8
  %add1077 = add i64 %v1076, -1
  %sub1078 = sub i64 %dim, 1
  %c1079 = icmp slt i64 %add1077, %sub1078
  %mm1080 = select i1 %c1079, i64 %add1077, i64 %sub1078
  %c1081 = icmp sgt i64 0, %mm1080
  %mm1082 = select i1 %c1081, i64 0, i64 %mm1080
  %j1083 = load i64, ptr %j, align 8
  %tap = add i64 %j1083, -1
  %pos1084 = mul i64 0, %dim
  %pos1085 = add i64 %pos1084, %mm1082
  %pos1086 = mul i64 %pos1085, %dim24
  %pos1087 = add i64 %pos1086, %tap
  %elp1088 = getelementptr inbounds float, ptr %buf, i64 %pos1087
  %el1089 = load float, ptr %elp1088, align 4, !alias.scope !0, !noalias !3
  store float %el1089, ptr %next2_53, align 4
  %v1090 = load i64, ptr %i, align 8
  %add1091 = add i64 %v1090, -1
  %sub1092 = sub i64 %dim, 1
  %c1093 = icmp slt i64 %add1091, %sub1092
  %mm1094 = select i1 %c1093, i64 %add1091, i64 %sub1092
  %c1095 = icmp sgt i64 0, %mm1094
  %mm1096 = select i1 %c1095, i64 0, i64 %mm1094
  %j1097 = load i64, ptr %j, align 8
  %tap1098 = add i64 %j1097, 0
  %pos1099 = mul i64 0, %dim
  %pos1100 = add i64 %pos1099, %mm1096
  %pos1101 = mul i64 %pos1100, %dim24
  %pos1102 = add i64 %pos1101, %tap1098
  %elp1103 = getelementptr inbounds float, ptr %buf, i64 %pos1102
  %el1104 = load float, ptr %elp1103, align 4, !alias.scope !0, !noalias !3
  store float %el1104, ptr %next2_54, align 4
  %v1105 = load i64, ptr %i, align 8
  %add1106 = add i64 %v1105, -1
  %sub1107 = sub i64 %dim, 1
  %c1108 = icmp slt i64 %add1106, %sub1107
  %mm1109 = select i1 %c1108, i64 %add1106, i64 %sub1107
  %c1110 = icmp sgt i64 0, %mm1109
  %mm1111 = select i1 %c1110, i64 0, i64 %mm1109
  %j1112 = load i64, ptr %j, align 8
  %tap1113 = add i64 %j1112, 1
  %pos1114 = mul i64 0, %dim
  %pos1115 = add i64 %pos1114, %mm1111
  %pos1116 = mul i64 %pos1115, %dim24
  %pos1117 = add i64 %pos1116, %tap1113
  %elp1118 = getelementptr inbounds float, ptr %buf, i64 %pos1117
  %el1119 = load float, ptr %elp1118, align 4, !alias.scope !0, !noalias !3
  store float %el1119, ptr %next2_55, align 4
  %v1120 = load i64, ptr %i, align 8
  %add1121 = add i64 %v1120, 0
  %sub1122 = sub i64 %dim, 1
  %c1123 = icmp slt i64 %add1121, %sub1122
  %mm1124 = select i1 %c1123, i64 %add1121, i64 %sub1122
  %c1125 = icmp sgt i64 0, %mm1124
  %mm1126 = select i1 %c1125, i64 0, i64 %mm1124
  %j1127 = load i64, ptr %j, align 8
  %tap1128 = add i64 %j1127, -1
  %pos1129 = mul i64 0, %dim
  %pos1130 = add i64 %pos1129, %mm1126
  %pos1131 = mul i64 %pos1130, %dim24
  %pos1132 = add i64 %pos1131, %tap1128
  %elp1133 = getelementptr inbounds float, ptr %buf, i64 %pos1132
  %el1134 = load float, ptr %elp1133, align 4, !alias.scope !0, !noalias !3
  store float %el1134, ptr %next2_56, align 4
  %v1135 = load i64, ptr %i, align 8
  %add1136 = add i64 %v1135, 0
  %sub1137 = sub i64 %dim, 1
  %c1138 = icmp slt i64 %add1136, %sub1137
  %mm1139 = select i1 %c1138, i64 %add1136, i64 %sub1137
  %c1140 = icmp sgt i64 0, %mm1139
  %mm1141 = select i1 %c1140, i64 0, i64 %mm1139
  %j1142 = load i64, ptr %j, align 8
  %tap1143 = add i64 %j1142, 0
  %pos1144 = mul i64 0, %dim
  %pos1145 = add i64 %pos1144, %mm1141
  %pos1146 = mul i64 %pos1145, %dim24
  %pos1147 = add i64 %pos1146, %tap1143
  %elp1148 = getelementptr inbounds float, ptr %buf, i64 %pos1147
  %el1149 = load float, ptr %elp1148, align 4, !alias.scope !0, !noalias !3
  store float %el1149, ptr %next2_57, align 4
  %v1150 = load i64, ptr %i, align 8
  %add1151 = add i64 %v1150, 0
  %sub1152 = sub i64 %dim, 1
  %c1153 = icmp slt i64 %add1151, %sub1152
  %mm1154 = select i1 %c1153, i64 %add1151, i64 %sub1152
  %c1155 = icmp sgt i64 0, %mm1154
  %mm1156 = select i1 %c1155, i64 0, i64 %mm1154
  %j1157 = load i64, ptr %j, align 8
  %tap1158 = add i64 %j1157, 1
  %pos1159 = mul i64 0, %dim
  %pos1160 = add i64 %pos1159, %mm1156
  %pos1161 = mul i64 %pos1160, %dim24
  %pos1162 = add i64 %pos1161, %tap1158
  %elp1163 = getelementptr inbounds float, ptr %buf, i64 %pos1162
  %el1164 = load float, ptr %elp1163, align 4, !alias.scope !0, !noalias !3
  store float %el1164, ptr %next2_58, align 4
  %v1165 = load i64, ptr %i, align 8
  %add1166 = add i64 %v1165, 1
  %sub1167 = sub i64 %dim, 1
  %c1168 = icmp slt i64 %add1166, %sub1167
  %mm1169 = select i1 %c1168, i64 %add1166, i64 %sub1167
  %c1170 = icmp sgt i64 0, %mm1169
  %mm1171 = select i1 %c1170, i64 0, i64 %mm1169
  %j1172 = load i64, ptr %j, align 8
  %tap1173 = add i64 %j1172, -1
  %pos1174 = mul i64 0, %dim
  %pos1175 = add i64 %pos1174, %mm1171
  %pos1176 = mul i64 %pos1175, %dim24
  %pos1177 = add i64 %pos1176, %tap1173
  %elp1178 = getelementptr inbounds float, ptr %buf, i64 %pos1177
  %el1179 = load float, ptr %elp1178, align 4, !alias.scope !0, !noalias !3
  store float %el1179, ptr %next2_59, align 4
  %v1180 = load i64, ptr %i, align 8
  %add1181 = add i64 %v1180, 1
  %sub1182 = sub i64 %dim, 1
  %c1183 = icmp slt i64 %add1181, %sub1182
  %mm1184 = select i1 %c1183, i64 %add1181, i64 %sub1182
  %c1185 = icmp sgt i64 0, %mm1184
  %mm1186 = select i1 %c1185, i64 0, i64 %mm1184
  %j1187 = load i64, ptr %j, align 8
  %tap1188 = add i64 %j1187, 0
  %pos1189 = mul i64 0, %dim
  %pos1190 = add i64 %pos1189, %mm1186
  %pos1191 = mul i64 %pos1190, %dim24
  %pos1192 = add i64 %pos1191, %tap1188
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next2_60, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, 1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 1
  %pos1204 = mul i64 0, %dim
  %pos1205 = add i64 %pos1204, %mm1201
  %pos1206 = mul i64 %pos1205, %dim24
  %pos1207 = add i64 %pos1206, %tap1203
  %elp1208 = getelementptr inbounds float, ptr %buf, i64 %pos1207
  %el1209 = load float, ptr %elp1208, align 4, !alias.scope !0, !noalias !3
  store float %el1209, ptr %next2_61, align 4
  %cv1210 = sitofp i64 %dim to float
  %fd1211 = fdiv float 0x3F90624DE0000000, %cv1210
  store float %fd1211, ptr %gh_62, align 4
  %tup1212 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1213 = insertvalue { i64, i64 } %tup1212, i64 %dim24, 1
  %proj1214 = extractvalue { i64, i64 } %tup1213, 1
  %cv1215 = sitofp i64 %proj1214 to float
  %fd1216 = fdiv float 0x3F90624DE0000000, %cv1215
  store float %fd1216, ptr %gw_63, align 4
  %v1217 = load float, ptr %next2_57, align 4
  %fm1218 = fmul float 2.000000e+00, %v1217
  store float %fm1218, ptr %"%cse0_64", align 4
  %v1219 = load float, ptr %next2_60, align 4
  %v1220 = load float, ptr %next2_54, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_64", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gh_62, align 4
  %v1225 = load float, ptr %gw_63, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %v1229 = load float, ptr %next2_58, align 4
  %v1230 = load float, ptr %next2_56, align 4
  %fa1231 = fadd float %v1229, %v1230
  %v1232 = load float, ptr %"%cse0_64", align 4
  %fs1233 = fsub float %fa1231, %v1232
  %v1234 = load float, ptr %gw_63, align 4
  %v1235 = load float, ptr %gh_62, align 4
  %fm1236 = fmul float 0x3FB99999A0000000, %v1235
  %fd1237 = fdiv float %v1234, %fm1236
  %fd1238 = fdiv float %fs1233, %fd1237
  %fa1239 = fadd float %fd1228, %fd1238
  %v1240 = load float, ptr %next2_57, align 4
  %fs1241 = fsub float 8.000000e+01, %v1240
  %v1242 = load float, ptr %gh_62, align 4
  %fm1243 = fmul float 1.000000e+02, %v1242
  %v1244 = load float, ptr %gw_63, align 4
  %fm1245 = fmul float %fm1243, %v1244
  %fd1246 = fdiv float 0x3F40624DE0000000, %fm1245
  %fd1247 = fdiv float %fs1241, %fd1246
  %fa1248 = fadd float %fa1239, %fd1247
  store float %fa1248, ptr %flux3_50, align 4
  %v1249 = load i64, ptr %i, align 8
  %v1250 = load i64, ptr %j, align 8
  %pos1251 = mul i64 0, %dim
  %pos1252 = add i64 %pos1251, %v1249
  %pos1253 = mul i64 %pos1252, %dim24
  %pos1254 = add i64 %pos1253, %v1250
  %elp1255 = getelementptr inbounds float, ptr %buf, i64 %pos1254
  %el1256 = load float, ptr %elp1255, align 4, !alias.scope !0, !noalias !3
  store float %el1256, ptr %next2_68, align 4
  %v1257 = load i64, ptr %i, align 8
  %v1258 = load i64, ptr %j, align 8
  %pos1259 = mul i64 0, %dim6
  %pos1260 = add i64 %pos1259, %v1257
  %pos1261 = mul i64 %pos1260, %dim33
  %pos1262 = add i64 %pos1261, %v1258
  %elp1263 = getelementptr inbounds float, ptr %buf458, i64 %pos1262
  %el1264 = load float, ptr %elp1263, align 4, !alias.scope !6, !noalias !7
  store float %el1264, ptr %power_69, align 4
  %v1265 = load float, ptr %next2_68, align 4
  %tup1266 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1267 = insertvalue { i64, i64 } %tup1266, i64 %dim24, 1
  %proj1268 = extractvalue { i64, i64 } %tup1267, 1
  %cv1269 = sitofp i64 %proj1268 to float
  %fd1270 = fdiv float 0x3F90624DE0000000, %cv1269
  %fm1271 = fmul float 0x407B580020000000, %fd1270
  %cv1272 = sitofp i64 %dim to float
  %fd1273 = fdiv float 0x3F90624DE0000000, %cv1272
  %fm1274 = fmul float %fm1271, %fd1273
  %fd1275 = fdiv float 0x3E8392CBA0000000, %fm1274
  %v1276 = load float, ptr %power_69, align 4
  %v1277 = load float, ptr %flux3_50, align 4
  %fa1278 = fadd float %v1276, %v1277
  %fm1279 = fmul float %fd1275, %fa1278
  %fa1280 = fadd float %v1265, %fm1279
  store float %fa1280, ptr %next3_65, align 4
  %v1281 = load i64, ptr %i, align 8
  %v1282 = load i64, ptr %j, align 8
  %pos1283 = mul i64 0, %dim
  %pos1284 = add i64 %pos1283, %v1281
  %pos1285 = mul i64 %pos1284, %dim24
  %pos1286 = add i64 %pos1285, %v1282
  %v1287 = load float, ptr %next3_65, align 4
  %elp1288 = getelementptr inbounds float, ptr %buf485, i64 %pos1286
  store float %v1287, ptr %elp1288, align 4, !alias.scope !8, !noalias !9
  %i1289 = load i64, ptr %j, align 8
  %next1290 = add i64 %i1289, 1
  store i64 %next1290, ptr %j, align 8
  br label %loop1071

exit1073:                                         ; preds = %loop1071
  br label %versions_done1070

loop1291:                                         ; preds = %ok1548, %checked1069
  %i1294 = load i64, ptr %j, align 8
  %more1295 = icmp slt i64 %i1294, %min59
  br i1 %more1295, label %body1292, label %exit1293

body1292:                                         ; preds = %loop1291
  %v1296 = load i64, ptr %i, align 8
  %add1297 = add i64 %v1296, -1
  %sub1298 = sub i64 %dim, 1
  %c1299 = icmp slt i64 %add1297, %sub1298
  %mm1300 = select i1 %c1299, i64 %add1297, i64 %sub1298
  %c1301 = icmp sgt i64 0, %mm1300
  %mm1302 = select i1 %c1301, i64 0, i64 %mm1300
  %j1303 = load i64, ptr %j, align 8
  %tap1304 = add i64 %j1303, -1
  %inb1305 = icmp ult i64 %mm1302, %dim
  br i1 %inb1305, label %ok1307, label %fail1306

exit1293:                                         ; preds = %loop1291
  br label %versions_done1070

fail1306:                                         ; preds = %body1292
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1308, align 8
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1302, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1311, align 8
  ret i32 1

ok1307:                                           ; preds = %body1292
  %pos1312 = mul i64 0, %dim
  %pos1313 = add i64 %pos1312, %mm1302
  %inb1314 = icmp ult i64 %tap1304, %dim24
  br i1 %inb1314, label %ok1316, label %fail1315

fail1315:                                         ; preds = %ok1307
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1317, align 8
  %errp1318 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1318, align 8
  %errp1319 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1304, ptr %errp1319, align 8
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1320, align 8
  ret i32 1

ok1316:                                           ; preds = %ok1307
  %pos1321 = mul i64 %pos1313, %dim24
  %pos1322 = add i64 %pos1321, %tap1304
  %elp1323 = getelementptr inbounds float, ptr %buf, i64 %pos1322
  %el1324 = load float, ptr %elp1323, align 4, !alias.scope !0, !noalias !3
  store float %el1324, ptr %next2_53, align 4
  %v1325 = load i64, ptr %i, align 8
  %add1326 = add i64 %v1325, -1
  %sub1327 = sub i64 %dim, 1
  %c1328 = icmp slt i64 %add1326, %sub1327
  %mm1329 = select i1 %c1328, i64 %add1326, i64 %sub1327
  %c1330 = icmp sgt i64 0, %mm1329
  %mm1331 = select i1 %c1330, i64 0, i64 %mm1329
  %j1332 = load i64, ptr %j, align 8
  %tap1333 = add i64 %j1332, 0
  %inb1334 = icmp ult i64 %mm1331, %dim
  br i1 %inb1334, label %ok1336, label %fail1335

fail1335:                                         ; preds = %ok1316
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1337, align 8
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1331, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1340, align 8
  ret i32 1

ok1336:                                           ; preds = %ok1316
  %pos1341 = mul i64 0, %dim
  %pos1342 = add i64 %pos1341, %mm1331
  %inb1343 = icmp ult i64 %tap1333, %dim24
  br i1 %inb1343, label %ok1345, label %fail1344

fail1344:                                         ; preds = %ok1336
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1333, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1349, align 8
  ret i32 1

ok1345:                                           ; preds = %ok1336
  %pos1350 = mul i64 %pos1342, %dim24
  %pos1351 = add i64 %pos1350, %tap1333
  %elp1352 = getelementptr inbounds float, ptr %buf, i64 %pos1351
  %el1353 = load float, ptr %elp1352, align 4, !alias.scope !0, !noalias !3
  store float %el1353, ptr %next2_54, align 4
  %v1354 = load i64, ptr %i, align 8
  %add1355 = add i64 %v1354, -1
  %sub1356 = sub i64 %dim, 1
  %c1357 = icmp slt i64 %add1355, %sub1356
  %mm1358 = select i1 %c1357, i64 %add1355, i64 %sub1356
  %c1359 = icmp sgt i64 0, %mm1358
  %mm1360 = select i1 %c1359, i64 0, i64 %mm1358
  %j1361 = load i64, ptr %j, align 8
  %tap1362 = add i64 %j1361, 1
  %inb1363 = icmp ult i64 %mm1360, %dim
  br i1 %inb1363, label %ok1365, label %fail1364

fail1364:                                         ; preds = %ok1345
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1366, align 8
  %errp1367 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1367, align 8
  %errp1368 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1360, ptr %errp1368, align 8
  %errp1369 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1369, align 8
  ret i32 1

ok1365:                                           ; preds = %ok1345
  %pos1370 = mul i64 0, %dim
  %pos1371 = add i64 %pos1370, %mm1360
  %inb1372 = icmp ult i64 %tap1362, %dim24
  br i1 %inb1372, label %ok1374, label %fail1373

fail1373:                                         ; preds = %ok1365
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1362, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1378, align 8
  ret i32 1

ok1374:                                           ; preds = %ok1365
  %pos1379 = mul i64 %pos1371, %dim24
  %pos1380 = add i64 %pos1379, %tap1362
  %elp1381 = getelementptr inbounds float, ptr %buf, i64 %pos1380
  %el1382 = load float, ptr %elp1381, align 4, !alias.scope !0, !noalias !3
  store float %el1382, ptr %next2_55, align 4
  %v1383 = load i64, ptr %i, align 8
  %add1384 = add i64 %v1383, 0
  %sub1385 = sub i64 %dim, 1
  %c1386 = icmp slt i64 %add1384, %sub1385
  %mm1387 = select i1 %c1386, i64 %add1384, i64 %sub1385
  %c1388 = icmp sgt i64 0, %mm1387
  %mm1389 = select i1 %c1388, i64 0, i64 %mm1387
  %j1390 = load i64, ptr %j, align 8
  %tap1391 = add i64 %j1390, -1
  %inb1392 = icmp ult i64 %mm1389, %dim
  br i1 %inb1392, label %ok1394, label %fail1393

fail1393:                                         ; preds = %ok1374
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1395, align 8
  %errp1396 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1396, align 8
  %errp1397 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1389, ptr %errp1397, align 8
  %errp1398 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1398, align 8
  ret i32 1

ok1394:                                           ; preds = %ok1374
  %pos1399 = mul i64 0, %dim
  %pos1400 = add i64 %pos1399, %mm1389
  %inb1401 = icmp ult i64 %tap1391, %dim24
  br i1 %inb1401, label %ok1403, label %fail1402

fail1402:                                         ; preds = %ok1394
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1404, align 8
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1405, align 8
  %errp1406 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1391, ptr %errp1406, align 8
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1407, align 8
  ret i32 1

ok1403:                                           ; preds = %ok1394
  %pos1408 = mul i64 %pos1400, %dim24
  %pos1409 = add i64 %pos1408, %tap1391
  %elp1410 = getelementptr inbounds float, ptr %buf, i64 %pos1409
  %el1411 = load float, ptr %elp1410, align 4, !alias.scope !0, !noalias !3
  store float %el1411, ptr %next2_56, align 4
  %v1412 = load i64, ptr %i, align 8
  %add1413 = add i64 %v1412, 0
  %sub1414 = sub i64 %dim, 1
  %c1415 = icmp slt i64 %add1413, %sub1414
  %mm1416 = select i1 %c1415, i64 %add1413, i64 %sub1414
  %c1417 = icmp sgt i64 0, %mm1416
  %mm1418 = select i1 %c1417, i64 0, i64 %mm1416
  %j1419 = load i64, ptr %j, align 8
  %tap1420 = add i64 %j1419, 0
  %inb1421 = icmp ult i64 %mm1418, %dim
  br i1 %inb1421, label %ok1423, label %fail1422

fail1422:                                         ; preds = %ok1403
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1424, align 8
  %errp1425 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1425, align 8
  %errp1426 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1418, ptr %errp1426, align 8
  %errp1427 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1427, align 8
  ret i32 1

ok1423:                                           ; preds = %ok1403
  %pos1428 = mul i64 0, %dim
  %pos1429 = add i64 %pos1428, %mm1418
  %inb1430 = icmp ult i64 %tap1420, %dim24
  br i1 %inb1430, label %ok1432, label %fail1431

fail1431:                                         ; preds = %ok1423
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1433, align 8
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1434, align 8
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1420, ptr %errp1435, align 8
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1436, align 8
  ret i32 1

ok1432:                                           ; preds = %ok1423
  %pos1437 = mul i64 %pos1429, %dim24
  %pos1438 = add i64 %pos1437, %tap1420
  %elp1439 = getelementptr inbounds float, ptr %buf, i64 %pos1438
  %el1440 = load float, ptr %elp1439, align 4, !alias.scope !0, !noalias !3
  store float %el1440, ptr %next2_57, align 4
  %v1441 = load i64, ptr %i, align 8
  %add1442 = add i64 %v1441, 0
  %sub1443 = sub i64 %dim, 1
  %c1444 = icmp slt i64 %add1442, %sub1443
  %mm1445 = select i1 %c1444, i64 %add1442, i64 %sub1443
  %c1446 = icmp sgt i64 0, %mm1445
  %mm1447 = select i1 %c1446, i64 0, i64 %mm1445
  %j1448 = load i64, ptr %j, align 8
  %tap1449 = add i64 %j1448, 1
  %inb1450 = icmp ult i64 %mm1447, %dim
  br i1 %inb1450, label %ok1452, label %fail1451

fail1451:                                         ; preds = %ok1432
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1454, align 8
  %errp1455 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1447, ptr %errp1455, align 8
  %errp1456 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1456, align 8
  ret i32 1

ok1452:                                           ; preds = %ok1432
  %pos1457 = mul i64 0, %dim
  %pos1458 = add i64 %pos1457, %mm1447
  %inb1459 = icmp ult i64 %tap1449, %dim24
  br i1 %inb1459, label %ok1461, label %fail1460

fail1460:                                         ; preds = %ok1452
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1463, align 8
  %errp1464 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1449, ptr %errp1464, align 8
  %errp1465 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1465, align 8
  ret i32 1

ok1461:                                           ; preds = %ok1452
  %pos1466 = mul i64 %pos1458, %dim24
  %pos1467 = add i64 %pos1466, %tap1449
  %elp1468 = getelementptr inbounds float, ptr %buf, i64 %pos1467
  %el1469 = load float, ptr %elp1468, align 4, !alias.scope !0, !noalias !3
  store float %el1469, ptr %next2_58, align 4
  %v1470 = load i64, ptr %i, align 8
  %add1471 = add i64 %v1470, 1
  %sub1472 = sub i64 %dim, 1
  %c1473 = icmp slt i64 %add1471, %sub1472
  %mm1474 = select i1 %c1473, i64 %add1471, i64 %sub1472
  %c1475 = icmp sgt i64 0, %mm1474
  %mm1476 = select i1 %c1475, i64 0, i64 %mm1474
  %j1477 = load i64, ptr %j, align 8
  %tap1478 = add i64 %j1477, -1
  %inb1479 = icmp ult i64 %mm1476, %dim
  br i1 %inb1479, label %ok1481, label %fail1480

fail1480:                                         ; preds = %ok1461
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1483, align 8
  %errp1484 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1476, ptr %errp1484, align 8
  %errp1485 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1485, align 8
  ret i32 1

ok1481:                                           ; preds = %ok1461
  %pos1486 = mul i64 0, %dim
  %pos1487 = add i64 %pos1486, %mm1476
  %inb1488 = icmp ult i64 %tap1478, %dim24
  br i1 %inb1488, label %ok1490, label %fail1489

fail1489:                                         ; preds = %ok1481
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1491, align 8
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1492, align 8
  %errp1493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1478, ptr %errp1493, align 8
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1494, align 8
  ret i32 1

ok1490:                                           ; preds = %ok1481
  %pos1495 = mul i64 %pos1487, %dim24
  %pos1496 = add i64 %pos1495, %tap1478
  %elp1497 = getelementptr inbounds float, ptr %buf, i64 %pos1496
  %el1498 = load float, ptr %elp1497, align 4, !alias.scope !0, !noalias !3
  store float %el1498, ptr %next2_59, align 4
  %v1499 = load i64, ptr %i, align 8
  %add1500 = add i64 %v1499, 1
  %sub1501 = sub i64 %dim, 1
  %c1502 = icmp slt i64 %add1500, %sub1501
  %mm1503 = select i1 %c1502, i64 %add1500, i64 %sub1501
  %c1504 = icmp sgt i64 0, %mm1503
  %mm1505 = select i1 %c1504, i64 0, i64 %mm1503
  %j1506 = load i64, ptr %j, align 8
  %tap1507 = add i64 %j1506, 0
  %inb1508 = icmp ult i64 %mm1505, %dim
  br i1 %inb1508, label %ok1510, label %fail1509

fail1509:                                         ; preds = %ok1490
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1512, align 8
  %errp1513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1505, ptr %errp1513, align 8
  %errp1514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1514, align 8
  ret i32 1

ok1510:                                           ; preds = %ok1490
  %pos1515 = mul i64 0, %dim
  %pos1516 = add i64 %pos1515, %mm1505
  %inb1517 = icmp ult i64 %tap1507, %dim24
  br i1 %inb1517, label %ok1519, label %fail1518

fail1518:                                         ; preds = %ok1510
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1520, align 8
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1521, align 8
  %errp1522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1507, ptr %errp1522, align 8
  %errp1523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1523, align 8
  ret i32 1

ok1519:                                           ; preds = %ok1510
  %pos1524 = mul i64 %pos1516, %dim24
  %pos1525 = add i64 %pos1524, %tap1507
  %elp1526 = getelementptr inbounds float, ptr %buf, i64 %pos1525
  %el1527 = load float, ptr %elp1526, align 4, !alias.scope !0, !noalias !3
  store float %el1527, ptr %next2_60, align 4
  %v1528 = load i64, ptr %i, align 8
  %add1529 = add i64 %v1528, 1
  %sub1530 = sub i64 %dim, 1
  %c1531 = icmp slt i64 %add1529, %sub1530
  %mm1532 = select i1 %c1531, i64 %add1529, i64 %sub1530
  %c1533 = icmp sgt i64 0, %mm1532
  %mm1534 = select i1 %c1533, i64 0, i64 %mm1532
  %j1535 = load i64, ptr %j, align 8
  %tap1536 = add i64 %j1535, 1
  %inb1537 = icmp ult i64 %mm1534, %dim
  br i1 %inb1537, label %ok1539, label %fail1538

fail1538:                                         ; preds = %ok1519
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1541, align 8
  %errp1542 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1534, ptr %errp1542, align 8
  %errp1543 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1543, align 8
  ret i32 1

ok1539:                                           ; preds = %ok1519
  %pos1544 = mul i64 0, %dim
  %pos1545 = add i64 %pos1544, %mm1534
  %inb1546 = icmp ult i64 %tap1536, %dim24
  br i1 %inb1546, label %ok1548, label %fail1547

fail1547:                                         ; preds = %ok1539
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1549, align 8
  %errp1550 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1550, align 8
  %errp1551 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1536, ptr %errp1551, align 8
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1552, align 8
  ret i32 1

ok1548:                                           ; preds = %ok1539
  %pos1553 = mul i64 %pos1545, %dim24
  %pos1554 = add i64 %pos1553, %tap1536
  %elp1555 = getelementptr inbounds float, ptr %buf, i64 %pos1554
  %el1556 = load float, ptr %elp1555, align 4, !alias.scope !0, !noalias !3
  store float %el1556, ptr %next2_61, align 4
  %cv1557 = sitofp i64 %dim to float
  %fd1558 = fdiv float 0x3F90624DE0000000, %cv1557
  store float %fd1558, ptr %gh_62, align 4
  %tup1559 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1560 = insertvalue { i64, i64 } %tup1559, i64 %dim24, 1
  %proj1561 = extractvalue { i64, i64 } %tup1560, 1
  %cv1562 = sitofp i64 %proj1561 to float
  %fd1563 = fdiv float 0x3F90624DE0000000, %cv1562
  store float %fd1563, ptr %gw_63, align 4
  %v1564 = load float, ptr %next2_57, align 4
  %fm1565 = fmul float 2.000000e+00, %v1564
  store float %fm1565, ptr %"%cse0_64", align 4
  %v1566 = load float, ptr %next2_60, align 4
  %v1567 = load float, ptr %next2_54, align 4
  %fa1568 = fadd float %v1566, %v1567
  %v1569 = load float, ptr %"%cse0_64", align 4
  %fs1570 = fsub float %fa1568, %v1569
  %v1571 = load float, ptr %gh_62, align 4
  %v1572 = load float, ptr %gw_63, align 4
  %fm1573 = fmul float 0x3FB99999A0000000, %v1572
  %fd1574 = fdiv float %v1571, %fm1573
  %fd1575 = fdiv float %fs1570, %fd1574
  %v1576 = load float, ptr %next2_58, align 4
  %v1577 = load float, ptr %next2_56, align 4
  %fa1578 = fadd float %v1576, %v1577
  %v1579 = load float, ptr %"%cse0_64", align 4
  %fs1580 = fsub float %fa1578, %v1579
  %v1581 = load float, ptr %gw_63, align 4
  %v1582 = load float, ptr %gh_62, align 4
  %fm1583 = fmul float 0x3FB99999A0000000, %v1582
  %fd1584 = fdiv float %v1581, %fm1583
  %fd1585 = fdiv float %fs1580, %fd1584
  %fa1586 = fadd float %fd1575, %fd1585
  %v1587 = load float, ptr %next2_57, align 4
  %fs1588 = fsub float 8.000000e+01, %v1587
  %v1589 = load float, ptr %gh_62, align 4
  %fm1590 = fmul float 1.000000e+02, %v1589
  %v1591 = load float, ptr %gw_63, align 4
  %fm1592 = fmul float %fm1590, %v1591
  %fd1593 = fdiv float 0x3F40624DE0000000, %fm1592
  %fd1594 = fdiv float %fs1588, %fd1593
  %fa1595 = fadd float %fa1586, %fd1594
  store float %fa1595, ptr %flux3_50, align 4
  %v1596 = load i64, ptr %i, align 8
  %v1597 = load i64, ptr %j, align 8
  %pos1598 = mul i64 0, %dim
  %pos1599 = add i64 %pos1598, %v1596
  %pos1600 = mul i64 %pos1599, %dim24
  %pos1601 = add i64 %pos1600, %v1597
  %elp1602 = getelementptr inbounds float, ptr %buf, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !0, !noalias !3
  store float %el1603, ptr %next2_68, align 4
  %v1604 = load i64, ptr %i, align 8
  %v1605 = load i64, ptr %j, align 8
  %pos1606 = mul i64 0, %dim6
  %pos1607 = add i64 %pos1606, %v1604
  %pos1608 = mul i64 %pos1607, %dim33
  %pos1609 = add i64 %pos1608, %v1605
  %elp1610 = getelementptr inbounds float, ptr %buf458, i64 %pos1609
  %el1611 = load float, ptr %elp1610, align 4, !alias.scope !6, !noalias !7
  store float %el1611, ptr %power_69, align 4
  %v1612 = load float, ptr %next2_68, align 4
  %tup1613 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1614 = insertvalue { i64, i64 } %tup1613, i64 %dim24, 1
  %proj1615 = extractvalue { i64, i64 } %tup1614, 1
  %cv1616 = sitofp i64 %proj1615 to float
  %fd1617 = fdiv float 0x3F90624DE0000000, %cv1616
  %fm1618 = fmul float 0x407B580020000000, %fd1617
  %cv1619 = sitofp i64 %dim to float
  %fd1620 = fdiv float 0x3F90624DE0000000, %cv1619
  %fm1621 = fmul float %fm1618, %fd1620
  %fd1622 = fdiv float 0x3E8392CBA0000000, %fm1621
  %v1623 = load float, ptr %power_69, align 4
  %v1624 = load float, ptr %flux3_50, align 4
  %fa1625 = fadd float %v1623, %v1624
  %fm1626 = fmul float %fd1622, %fa1625
  %fa1627 = fadd float %v1612, %fm1626
  store float %fa1627, ptr %next3_65, align 4
  %v1628 = load i64, ptr %i, align 8
  %v1629 = load i64, ptr %j, align 8
  %pos1630 = mul i64 0, %dim
  %pos1631 = add i64 %pos1630, %v1628
  %pos1632 = mul i64 %pos1631, %dim24
  %pos1633 = add i64 %pos1632, %v1629
  %v1634 = load float, ptr %next3_65, align 4
  %elp1635 = getelementptr inbounds float, ptr %buf485, i64 %pos1633
  store float %v1634, ptr %elp1635, align 4, !alias.scope !8, !noalias !9
  %i1636 = load i64, ptr %j, align 8
  %next1637 = add i64 %i1636, 1
  store i64 %next1637, ptr %j, align 8
  br label %loop1291

proved1827:                                       ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop1830

checked1828:                                      ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop2096

versions_done1829:                                ; preds = %exit2098, %exit1832
  %i2488 = load i64, ptr %i, align 8
  %next2489 = add i64 %i2488, 1
  store i64 %next2489, ptr %i, align 8
  br label %loop

loop1830:                                         ; preds = %body1831, %proved1827
  %i1833 = load i64, ptr %j, align 8
  %more1834 = icmp slt i64 %i1833, %dim24
  br i1 %more1834, label %body1831, label %exit1832

body1831:                                         ; preds = %loop1830
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, -1
  %sub1844 = sub i64 %dim24, 1
  %c1845 = icmp slt i64 %add1843, %sub1844
  %mm1846 = select i1 %c1845, i64 %add1843, i64 %sub1844
  %c1847 = icmp sgt i64 0, %mm1846
  %mm1848 = select i1 %c1847, i64 0, i64 %mm1846
  %pos1849 = mul i64 0, %dim
  %pos1850 = add i64 %pos1849, %mm1841
  %pos1851 = mul i64 %pos1850, %dim24
  %pos1852 = add i64 %pos1851, %mm1848
  %elp1853 = getelementptr inbounds float, ptr %buf, i64 %pos1852
  %el1854 = load float, ptr %elp1853, align 4, !alias.scope !0, !noalias !3
  store float %el1854, ptr %next2_53, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 0
  %sub1864 = sub i64 %dim24, 1
  %c1865 = icmp slt i64 %add1863, %sub1864
  %mm1866 = select i1 %c1865, i64 %add1863, i64 %sub1864
  %c1867 = icmp sgt i64 0, %mm1866
  %mm1868 = select i1 %c1867, i64 0, i64 %mm1866
  %pos1869 = mul i64 0, %dim
  %pos1870 = add i64 %pos1869, %mm1861
  %pos1871 = mul i64 %pos1870, %dim24
  %pos1872 = add i64 %pos1871, %mm1868
  %elp1873 = getelementptr inbounds float, ptr %buf, i64 %pos1872
  %el1874 = load float, ptr %elp1873, align 4, !alias.scope !0, !noalias !3
  store float %el1874, ptr %next2_54, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, -1
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, 1
  %sub1884 = sub i64 %dim24, 1
  %c1885 = icmp slt i64 %add1883, %sub1884
  %mm1886 = select i1 %c1885, i64 %add1883, i64 %sub1884
  %c1887 = icmp sgt i64 0, %mm1886
  %mm1888 = select i1 %c1887, i64 0, i64 %mm1886
  %pos1889 = mul i64 0, %dim
  %pos1890 = add i64 %pos1889, %mm1881
  %pos1891 = mul i64 %pos1890, %dim24
  %pos1892 = add i64 %pos1891, %mm1888
  %elp1893 = getelementptr inbounds float, ptr %buf, i64 %pos1892
  %el1894 = load float, ptr %elp1893, align 4, !alias.scope !0, !noalias !3
  store float %el1894, ptr %next2_55, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, -1
  %sub1904 = sub i64 %dim24, 1
  %c1905 = icmp slt i64 %add1903, %sub1904
  %mm1906 = select i1 %c1905, i64 %add1903, i64 %sub1904
  %c1907 = icmp sgt i64 0, %mm1906
  %mm1908 = select i1 %c1907, i64 0, i64 %mm1906
  %pos1909 = mul i64 0, %dim
  %pos1910 = add i64 %pos1909, %mm1901
  %pos1911 = mul i64 %pos1910, %dim24
  %pos1912 = add i64 %pos1911, %mm1908
  %elp1913 = getelementptr inbounds float, ptr %buf, i64 %pos1912
  %el1914 = load float, ptr %elp1913, align 4, !alias.scope !0, !noalias !3
  store float %el1914, ptr %next2_56, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 0
  %sub1924 = sub i64 %dim24, 1
  %c1925 = icmp slt i64 %add1923, %sub1924
  %mm1926 = select i1 %c1925, i64 %add1923, i64 %sub1924
  %c1927 = icmp sgt i64 0, %mm1926
  %mm1928 = select i1 %c1927, i64 0, i64 %mm1926
  %pos1929 = mul i64 0, %dim
  %pos1930 = add i64 %pos1929, %mm1921
  %pos1931 = mul i64 %pos1930, %dim24
  %pos1932 = add i64 %pos1931, %mm1928
  %elp1933 = getelementptr inbounds float, ptr %buf, i64 %pos1932
  %el1934 = load float, ptr %elp1933, align 4, !alias.scope !0, !noalias !3
  store float %el1934, ptr %next2_57, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 0
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, 1
  %sub1944 = sub i64 %dim24, 1
  %c1945 = icmp slt i64 %add1943, %sub1944
  %mm1946 = select i1 %c1945, i64 %add1943, i64 %sub1944
  %c1947 = icmp sgt i64 0, %mm1946
  %mm1948 = select i1 %c1947, i64 0, i64 %mm1946
  %pos1949 = mul i64 0, %dim
  %pos1950 = add i64 %pos1949, %mm1941
  %pos1951 = mul i64 %pos1950, %dim24
  %pos1952 = add i64 %pos1951, %mm1948
  %elp1953 = getelementptr inbounds float, ptr %buf, i64 %pos1952
  %el1954 = load float, ptr %elp1953, align 4, !alias.scope !0, !noalias !3
  store float %el1954, ptr %next2_58, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, -1
  %sub1964 = sub i64 %dim24, 1
  %c1965 = icmp slt i64 %add1963, %sub1964
  %mm1966 = select i1 %c1965, i64 %add1963, i64 %sub1964
  %c1967 = icmp sgt i64 0, %mm1966
  %mm1968 = select i1 %c1967, i64 0, i64 %mm1966
  %pos1969 = mul i64 0, %dim
  %pos1970 = add i64 %pos1969, %mm1961
  %pos1971 = mul i64 %pos1970, %dim24
  %pos1972 = add i64 %pos1971, %mm1968
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next2_59, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 0
  %sub1984 = sub i64 %dim24, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %pos1989 = mul i64 0, %dim
  %pos1990 = add i64 %pos1989, %mm1981
  %pos1991 = mul i64 %pos1990, %dim24
  %pos1992 = add i64 %pos1991, %mm1988
  %elp1993 = getelementptr inbounds float, ptr %buf, i64 %pos1992
  %el1994 = load float, ptr %elp1993, align 4, !alias.scope !0, !noalias !3
  store float %el1994, ptr %next2_60, align 4
  %v1995 = load i64, ptr %i, align 8
  %add1996 = add i64 %v1995, 1
  %sub1997 = sub i64 %dim, 1
  %c1998 = icmp slt i64 %add1996, %sub1997
  %mm1999 = select i1 %c1998, i64 %add1996, i64 %sub1997
  %c2000 = icmp sgt i64 0, %mm1999
  %mm2001 = select i1 %c2000, i64 0, i64 %mm1999
  %v2002 = load i64, ptr %j, align 8
  %add2003 = add i64 %v2002, 1
  %sub2004 = sub i64 %dim24, 1
  %c2005 = icmp slt i64 %add2003, %sub2004
  %mm2006 = select i1 %c2005, i64 %add2003, i64 %sub2004
  %c2007 = icmp sgt i64 0, %mm2006
  %mm2008 = select i1 %c2007, i64 0, i64 %mm2006
  %pos2009 = mul i64 0, %dim
  %pos2010 = add i64 %pos2009, %mm2001
  %pos2011 = mul i64 %pos2010, %dim24
  %pos2012 = add i64 %pos2011, %mm2008
  %elp2013 = getelementptr inbounds float, ptr %buf, i64 %pos2012
  %el2014 = load float, ptr %elp2013, align 4, !alias.scope !0, !noalias !3
  store float %el2014, ptr %next2_61, align 4
  %cv2015 = sitofp i64 %dim to float
  %fd2016 = fdiv float 0x3F90624DE0000000, %cv2015
  store float %fd2016, ptr %gh_62, align 4
  %tup2017 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2018 = insertvalue { i64, i64 } %tup2017, i64 %dim24, 1
  %proj2019 = extractvalue { i64, i64 } %tup2018, 1
  %cv2020 = sitofp i64 %proj2019 to float
  %fd2021 = fdiv float 0x3F90624DE0000000, %cv2020
  store float %fd2021, ptr %gw_63, align 4
  %v2022 = load float, ptr %next2_57, align 4
  %fm2023 = fmul float 2.000000e+00, %v2022
  store float %fm2023, ptr %"%cse0_64", align 4
  %v2024 = load float, ptr %next2_60, align 4
  %v2025 = load float, ptr %next2_54, align 4
  %fa2026 = fadd float %v2024, %v2025
  %v2027 = load float, ptr %"%cse0_64", align 4
  %fs2028 = fsub float %fa2026, %v2027
  %v2029 = load float, ptr %gh_62, align 4
  %v2030 = load float, ptr %gw_63, align 4
  %fm2031 = fmul float 0x3FB99999A0000000, %v2030
  %fd2032 = fdiv float %v2029, %fm2031
  %fd2033 = fdiv float %fs2028, %fd2032
  %v2034 = load float, ptr %next2_58, align 4
  %v2035 = load float, ptr %next2_56, align 4
  %fa2036 = fadd float %v2034, %v2035
  %v2037 = load float, ptr %"%cse0_64", align 4
  %fs2038 = fsub float %fa2036, %v2037
  %v2039 = load float, ptr %gw_63, align 4
  %v2040 = load float, ptr %gh_62, align 4
  %fm2041 = fmul float 0x3FB99999A0000000, %v2040
  %fd2042 = fdiv float %v2039, %fm2041
  %fd2043 = fdiv float %fs2038, %fd2042
  %fa2044 = fadd float %fd2033, %fd2043
  %v2045 = load float, ptr %next2_57, align 4
  %fs2046 = fsub float 8.000000e+01, %v2045
  %v2047 = load float, ptr %gh_62, align 4
  %fm2048 = fmul float 1.000000e+02, %v2047
  %v2049 = load float, ptr %gw_63, align 4
  %fm2050 = fmul float %fm2048, %v2049
  %fd2051 = fdiv float 0x3F40624DE0000000, %fm2050
  %fd2052 = fdiv float %fs2046, %fd2051
  %fa2053 = fadd float %fa2044, %fd2052
  store float %fa2053, ptr %flux3_50, align 4
  %v2054 = load i64, ptr %i, align 8
  %v2055 = load i64, ptr %j, align 8
  %pos2056 = mul i64 0, %dim
  %pos2057 = add i64 %pos2056, %v2054
  %pos2058 = mul i64 %pos2057, %dim24
  %pos2059 = add i64 %pos2058, %v2055
  %elp2060 = getelementptr inbounds float, ptr %buf, i64 %pos2059
  %el2061 = load float, ptr %elp2060, align 4, !alias.scope !0, !noalias !3
  store float %el2061, ptr %next2_68, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim6
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim33
  %pos2067 = add i64 %pos2066, %v2063
  %elp2068 = getelementptr inbounds float, ptr %buf458, i64 %pos2067
  %el2069 = load float, ptr %elp2068, align 4, !alias.scope !6, !noalias !7
  store float %el2069, ptr %power_69, align 4
  %v2070 = load float, ptr %next2_68, align 4
  %tup2071 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2072 = insertvalue { i64, i64 } %tup2071, i64 %dim24, 1
  %proj2073 = extractvalue { i64, i64 } %tup2072, 1
  %cv2074 = sitofp i64 %proj2073 to float
  %fd2075 = fdiv float 0x3F90624DE0000000, %cv2074
  %fm2076 = fmul float 0x407B580020000000, %fd2075
  %cv2077 = sitofp i64 %dim to float
  %fd2078 = fdiv float 0x3F90624DE0000000, %cv2077
  %fm2079 = fmul float %fm2076, %fd2078
  %fd2080 = fdiv float 0x3E8392CBA0000000, %fm2079
  %v2081 = load float, ptr %power_69, align 4
  %v2082 = load float, ptr %flux3_50, align 4
  %fa2083 = fadd float %v2081, %v2082
  %fm2084 = fmul float %fd2080, %fa2083
  %fa2085 = fadd float %v2070, %fm2084
  store float %fa2085, ptr %next3_65, align 4
  %v2086 = load i64, ptr %i, align 8
  %v2087 = load i64, ptr %j, align 8
  %pos2088 = mul i64 0, %dim
  %pos2089 = add i64 %pos2088, %v2086
  %pos2090 = mul i64 %pos2089, %dim24
  %pos2091 = add i64 %pos2090, %v2087
  %v2092 = load float, ptr %next3_65, align 4
  %elp2093 = getelementptr inbounds float, ptr %buf485, i64 %pos2091
  store float %v2092, ptr %elp2093, align 4, !alias.scope !8, !noalias !9
  %i2094 = load i64, ptr %j, align 8
  %next2095 = add i64 %i2094, 1
  store i64 %next2095, ptr %j, align 8
  br label %loop1830

exit1832:                                         ; preds = %loop1830
  br label %versions_done1829

loop2096:                                         ; preds = %ok2398, %checked1828
  %i2099 = load i64, ptr %j, align 8
  %more2100 = icmp slt i64 %i2099, %dim24
  br i1 %more2100, label %body2097, label %exit2098

body2097:                                         ; preds = %loop2096
  %v2101 = load i64, ptr %i, align 8
  %add2102 = add i64 %v2101, -1
  %sub2103 = sub i64 %dim, 1
  %c2104 = icmp slt i64 %add2102, %sub2103
  %mm2105 = select i1 %c2104, i64 %add2102, i64 %sub2103
  %c2106 = icmp sgt i64 0, %mm2105
  %mm2107 = select i1 %c2106, i64 0, i64 %mm2105
  %v2108 = load i64, ptr %j, align 8
  %add2109 = add i64 %v2108, -1
  %sub2110 = sub i64 %dim24, 1
  %c2111 = icmp slt i64 %add2109, %sub2110
  %mm2112 = select i1 %c2111, i64 %add2109, i64 %sub2110
  %c2113 = icmp sgt i64 0, %mm2112
  %mm2114 = select i1 %c2113, i64 0, i64 %mm2112
  %inb2115 = icmp ult i64 %mm2107, %dim
  br i1 %inb2115, label %ok2117, label %fail2116

exit2098:                                         ; preds = %loop2096
  br label %versions_done1829

fail2116:                                         ; preds = %body2097
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2119, align 8
  %errp2120 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2107, ptr %errp2120, align 8
  %errp2121 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2121, align 8
  ret i32 1

ok2117:                                           ; preds = %body2097
  %pos2122 = mul i64 0, %dim
  %pos2123 = add i64 %pos2122, %mm2107
  %inb2124 = icmp ult i64 %mm2114, %dim24
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2117
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2114, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2117
  %pos2131 = mul i64 %pos2123, %dim24
  %pos2132 = add i64 %pos2131, %mm2114
  %elp2133 = getelementptr inbounds float, ptr %buf, i64 %pos2132
  %el2134 = load float, ptr %elp2133, align 4, !alias.scope !0, !noalias !3
  store float %el2134, ptr %next2_53, align 4
  %v2135 = load i64, ptr %i, align 8
  %add2136 = add i64 %v2135, -1
  %sub2137 = sub i64 %dim, 1
  %c2138 = icmp slt i64 %add2136, %sub2137
  %mm2139 = select i1 %c2138, i64 %add2136, i64 %sub2137
  %c2140 = icmp sgt i64 0, %mm2139
  %mm2141 = select i1 %c2140, i64 0, i64 %mm2139
  %v2142 = load i64, ptr %j, align 8
  %add2143 = add i64 %v2142, 0
  %sub2144 = sub i64 %dim24, 1
  %c2145 = icmp slt i64 %add2143, %sub2144
  %mm2146 = select i1 %c2145, i64 %add2143, i64 %sub2144
  %c2147 = icmp sgt i64 0, %mm2146
  %mm2148 = select i1 %c2147, i64 0, i64 %mm2146
  %inb2149 = icmp ult i64 %mm2141, %dim
  br i1 %inb2149, label %ok2151, label %fail2150

fail2150:                                         ; preds = %ok2126
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2153, align 8
  %errp2154 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2141, ptr %errp2154, align 8
  %errp2155 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2155, align 8
  ret i32 1

ok2151:                                           ; preds = %ok2126
  %pos2156 = mul i64 0, %dim
  %pos2157 = add i64 %pos2156, %mm2141
  %inb2158 = icmp ult i64 %mm2148, %dim24
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2151
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2148, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2151
  %pos2165 = mul i64 %pos2157, %dim24
  %pos2166 = add i64 %pos2165, %mm2148
  %elp2167 = getelementptr inbounds float, ptr %buf, i64 %pos2166
  %el2168 = load float, ptr %elp2167, align 4, !alias.scope !0, !noalias !3
  store float %el2168, ptr %next2_54, align 4
  %v2169 = load i64, ptr %i, align 8
  %add2170 = add i64 %v2169, -1
  %sub2171 = sub i64 %dim, 1
  %c2172 = icmp slt i64 %add2170, %sub2171
  %mm2173 = select i1 %c2172, i64 %add2170, i64 %sub2171
  %c2174 = icmp sgt i64 0, %mm2173
  %mm2175 = select i1 %c2174, i64 0, i64 %mm2173
  %v2176 = load i64, ptr %j, align 8
  %add2177 = add i64 %v2176, 1
  %sub2178 = sub i64 %dim24, 1
  %c2179 = icmp slt i64 %add2177, %sub2178
  %mm2180 = select i1 %c2179, i64 %add2177, i64 %sub2178
  %c2181 = icmp sgt i64 0, %mm2180
  %mm2182 = select i1 %c2181, i64 0, i64 %mm2180
  %inb2183 = icmp ult i64 %mm2175, %dim
  br i1 %inb2183, label %ok2185, label %fail2184

fail2184:                                         ; preds = %ok2160
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2186, align 8
  %errp2187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2187, align 8
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2175, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2189, align 8
  ret i32 1

ok2185:                                           ; preds = %ok2160
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %mm2175
  %inb2192 = icmp ult i64 %mm2182, %dim24
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2185
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2182, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2185
  %pos2199 = mul i64 %pos2191, %dim24
  %pos2200 = add i64 %pos2199, %mm2182
  %elp2201 = getelementptr inbounds float, ptr %buf, i64 %pos2200
  %el2202 = load float, ptr %elp2201, align 4, !alias.scope !0, !noalias !3
  store float %el2202, ptr %next2_55, align 4
  %v2203 = load i64, ptr %i, align 8
  %add2204 = add i64 %v2203, 0
  %sub2205 = sub i64 %dim, 1
  %c2206 = icmp slt i64 %add2204, %sub2205
  %mm2207 = select i1 %c2206, i64 %add2204, i64 %sub2205
  %c2208 = icmp sgt i64 0, %mm2207
  %mm2209 = select i1 %c2208, i64 0, i64 %mm2207
  %v2210 = load i64, ptr %j, align 8
  %add2211 = add i64 %v2210, -1
  %sub2212 = sub i64 %dim24, 1
  %c2213 = icmp slt i64 %add2211, %sub2212
  %mm2214 = select i1 %c2213, i64 %add2211, i64 %sub2212
  %c2215 = icmp sgt i64 0, %mm2214
  %mm2216 = select i1 %c2215, i64 0, i64 %mm2214
  %inb2217 = icmp ult i64 %mm2209, %dim
  br i1 %inb2217, label %ok2219, label %fail2218

fail2218:                                         ; preds = %ok2194
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2220, align 8
  %errp2221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2221, align 8
  %errp2222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2209, ptr %errp2222, align 8
  %errp2223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2223, align 8
  ret i32 1

ok2219:                                           ; preds = %ok2194
  %pos2224 = mul i64 0, %dim
  %pos2225 = add i64 %pos2224, %mm2209
  %inb2226 = icmp ult i64 %mm2216, %dim24
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2219
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2216, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2219
  %pos2233 = mul i64 %pos2225, %dim24
  %pos2234 = add i64 %pos2233, %mm2216
  %elp2235 = getelementptr inbounds float, ptr %buf, i64 %pos2234
  %el2236 = load float, ptr %elp2235, align 4, !alias.scope !0, !noalias !3
  store float %el2236, ptr %next2_56, align 4
  %v2237 = load i64, ptr %i, align 8
  %add2238 = add i64 %v2237, 0
  %sub2239 = sub i64 %dim, 1
  %c2240 = icmp slt i64 %add2238, %sub2239
  %mm2241 = select i1 %c2240, i64 %add2238, i64 %sub2239
  %c2242 = icmp sgt i64 0, %mm2241
  %mm2243 = select i1 %c2242, i64 0, i64 %mm2241
  %v2244 = load i64, ptr %j, align 8
  %add2245 = add i64 %v2244, 0
  %sub2246 = sub i64 %dim24, 1
  %c2247 = icmp slt i64 %add2245, %sub2246
  %mm2248 = select i1 %c2247, i64 %add2245, i64 %sub2246
  %c2249 = icmp sgt i64 0, %mm2248
  %mm2250 = select i1 %c2249, i64 0, i64 %mm2248
  %inb2251 = icmp ult i64 %mm2243, %dim
  br i1 %inb2251, label %ok2253, label %fail2252

fail2252:                                         ; preds = %ok2228
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2254, align 8
  %errp2255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2255, align 8
  %errp2256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2243, ptr %errp2256, align 8
  %errp2257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2257, align 8
  ret i32 1

ok2253:                                           ; preds = %ok2228
  %pos2258 = mul i64 0, %dim
  %pos2259 = add i64 %pos2258, %mm2243
  %inb2260 = icmp ult i64 %mm2250, %dim24
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2253
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2250, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2253
  %pos2267 = mul i64 %pos2259, %dim24
  %pos2268 = add i64 %pos2267, %mm2250
  %elp2269 = getelementptr inbounds float, ptr %buf, i64 %pos2268
  %el2270 = load float, ptr %elp2269, align 4, !alias.scope !0, !noalias !3
  store float %el2270, ptr %next2_57, align 4
  %v2271 = load i64, ptr %i, align 8
  %add2272 = add i64 %v2271, 0
  %sub2273 = sub i64 %dim, 1
  %c2274 = icmp slt i64 %add2272, %sub2273
  %mm2275 = select i1 %c2274, i64 %add2272, i64 %sub2273
  %c2276 = icmp sgt i64 0, %mm2275
  %mm2277 = select i1 %c2276, i64 0, i64 %mm2275
  %v2278 = load i64, ptr %j, align 8
  %add2279 = add i64 %v2278, 1
  %sub2280 = sub i64 %dim24, 1
  %c2281 = icmp slt i64 %add2279, %sub2280
  %mm2282 = select i1 %c2281, i64 %add2279, i64 %sub2280
  %c2283 = icmp sgt i64 0, %mm2282
  %mm2284 = select i1 %c2283, i64 0, i64 %mm2282
  %inb2285 = icmp ult i64 %mm2277, %dim
  br i1 %inb2285, label %ok2287, label %fail2286

fail2286:                                         ; preds = %ok2262
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2288, align 8
  %errp2289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2289, align 8
  %errp2290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2277, ptr %errp2290, align 8
  %errp2291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2291, align 8
  ret i32 1

ok2287:                                           ; preds = %ok2262
  %pos2292 = mul i64 0, %dim
  %pos2293 = add i64 %pos2292, %mm2277
  %inb2294 = icmp ult i64 %mm2284, %dim24
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2287
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2284, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2287
  %pos2301 = mul i64 %pos2293, %dim24
  %pos2302 = add i64 %pos2301, %mm2284
  %elp2303 = getelementptr inbounds float, ptr %buf, i64 %pos2302
  %el2304 = load float, ptr %elp2303, align 4, !alias.scope !0, !noalias !3
  store float %el2304, ptr %next2_58, align 4
  %v2305 = load i64, ptr %i, align 8
  %add2306 = add i64 %v2305, 1
  %sub2307 = sub i64 %dim, 1
  %c2308 = icmp slt i64 %add2306, %sub2307
  %mm2309 = select i1 %c2308, i64 %add2306, i64 %sub2307
  %c2310 = icmp sgt i64 0, %mm2309
  %mm2311 = select i1 %c2310, i64 0, i64 %mm2309
  %v2312 = load i64, ptr %j, align 8
  %add2313 = add i64 %v2312, -1
  %sub2314 = sub i64 %dim24, 1
  %c2315 = icmp slt i64 %add2313, %sub2314
  %mm2316 = select i1 %c2315, i64 %add2313, i64 %sub2314
  %c2317 = icmp sgt i64 0, %mm2316
  %mm2318 = select i1 %c2317, i64 0, i64 %mm2316
  %inb2319 = icmp ult i64 %mm2311, %dim
  br i1 %inb2319, label %ok2321, label %fail2320

fail2320:                                         ; preds = %ok2296
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2322, align 8
  %errp2323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2323, align 8
  %errp2324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2311, ptr %errp2324, align 8
  %errp2325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2325, align 8
  ret i32 1

ok2321:                                           ; preds = %ok2296
  %pos2326 = mul i64 0, %dim
  %pos2327 = add i64 %pos2326, %mm2311
  %inb2328 = icmp ult i64 %mm2318, %dim24
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2321
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2318, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2321
  %pos2335 = mul i64 %pos2327, %dim24
  %pos2336 = add i64 %pos2335, %mm2318
  %elp2337 = getelementptr inbounds float, ptr %buf, i64 %pos2336
  %el2338 = load float, ptr %elp2337, align 4, !alias.scope !0, !noalias !3
  store float %el2338, ptr %next2_59, align 4
  %v2339 = load i64, ptr %i, align 8
  %add2340 = add i64 %v2339, 1
  %sub2341 = sub i64 %dim, 1
  %c2342 = icmp slt i64 %add2340, %sub2341
  %mm2343 = select i1 %c2342, i64 %add2340, i64 %sub2341
  %c2344 = icmp sgt i64 0, %mm2343
  %mm2345 = select i1 %c2344, i64 0, i64 %mm2343
  %v2346 = load i64, ptr %j, align 8
  %add2347 = add i64 %v2346, 0
  %sub2348 = sub i64 %dim24, 1
  %c2349 = icmp slt i64 %add2347, %sub2348
  %mm2350 = select i1 %c2349, i64 %add2347, i64 %sub2348
  %c2351 = icmp sgt i64 0, %mm2350
  %mm2352 = select i1 %c2351, i64 0, i64 %mm2350
  %inb2353 = icmp ult i64 %mm2345, %dim
  br i1 %inb2353, label %ok2355, label %fail2354

fail2354:                                         ; preds = %ok2330
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2356, align 8
  %errp2357 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2357, align 8
  %errp2358 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2345, ptr %errp2358, align 8
  %errp2359 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2359, align 8
  ret i32 1

ok2355:                                           ; preds = %ok2330
  %pos2360 = mul i64 0, %dim
  %pos2361 = add i64 %pos2360, %mm2345
  %inb2362 = icmp ult i64 %mm2352, %dim24
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2355
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2352, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2355
  %pos2369 = mul i64 %pos2361, %dim24
  %pos2370 = add i64 %pos2369, %mm2352
  %elp2371 = getelementptr inbounds float, ptr %buf, i64 %pos2370
  %el2372 = load float, ptr %elp2371, align 4, !alias.scope !0, !noalias !3
  store float %el2372, ptr %next2_60, align 4
  %v2373 = load i64, ptr %i, align 8
  %add2374 = add i64 %v2373, 1
  %sub2375 = sub i64 %dim, 1
  %c2376 = icmp slt i64 %add2374, %sub2375
  %mm2377 = select i1 %c2376, i64 %add2374, i64 %sub2375
  %c2378 = icmp sgt i64 0, %mm2377
  %mm2379 = select i1 %c2378, i64 0, i64 %mm2377
  %v2380 = load i64, ptr %j, align 8
  %add2381 = add i64 %v2380, 1
  %sub2382 = sub i64 %dim24, 1
  %c2383 = icmp slt i64 %add2381, %sub2382
  %mm2384 = select i1 %c2383, i64 %add2381, i64 %sub2382
  %c2385 = icmp sgt i64 0, %mm2384
  %mm2386 = select i1 %c2385, i64 0, i64 %mm2384
  %inb2387 = icmp ult i64 %mm2379, %dim
  br i1 %inb2387, label %ok2389, label %fail2388

fail2388:                                         ; preds = %ok2364
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2390, align 8
  %errp2391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2391, align 8
  %errp2392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2379, ptr %errp2392, align 8
  %errp2393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2393, align 8
  ret i32 1

ok2389:                                           ; preds = %ok2364
  %pos2394 = mul i64 0, %dim
  %pos2395 = add i64 %pos2394, %mm2379
  %inb2396 = icmp ult i64 %mm2386, %dim24
  br i1 %inb2396, label %ok2398, label %fail2397

fail2397:                                         ; preds = %ok2389
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2399, align 8
  %errp2400 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2400, align 8
  %errp2401 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2386, ptr %errp2401, align 8
  %errp2402 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2402, align 8
  ret i32 1

ok2398:                                           ; preds = %ok2389
  %pos2403 = mul i64 %pos2395, %dim24
  %pos2404 = add i64 %pos2403, %mm2386
  %elp2405 = getelementptr inbounds float, ptr %buf, i64 %pos2404
  %el2406 = load float, ptr %elp2405, align 4, !alias.scope !0, !noalias !3
  store float %el2406, ptr %next2_61, align 4
  %cv2407 = sitofp i64 %dim to float
  %fd2408 = fdiv float 0x3F90624DE0000000, %cv2407
  store float %fd2408, ptr %gh_62, align 4
  %tup2409 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2410 = insertvalue { i64, i64 } %tup2409, i64 %dim24, 1
  %proj2411 = extractvalue { i64, i64 } %tup2410, 1
  %cv2412 = sitofp i64 %proj2411 to float
  %fd2413 = fdiv float 0x3F90624DE0000000, %cv2412
  store float %fd2413, ptr %gw_63, align 4
  %v2414 = load float, ptr %next2_57, align 4
  %fm2415 = fmul float 2.000000e+00, %v2414
  store float %fm2415, ptr %"%cse0_64", align 4
  %v2416 = load float, ptr %next2_60, align 4
  %v2417 = load float, ptr %next2_54, align 4
  %fa2418 = fadd float %v2416, %v2417
  %v2419 = load float, ptr %"%cse0_64", align 4
  %fs2420 = fsub float %fa2418, %v2419
  %v2421 = load float, ptr %gh_62, align 4
  %v2422 = load float, ptr %gw_63, align 4
  %fm2423 = fmul float 0x3FB99999A0000000, %v2422
  %fd2424 = fdiv float %v2421, %fm2423
  %fd2425 = fdiv float %fs2420, %fd2424
  %v2426 = load float, ptr %next2_58, align 4
  %v2427 = load float, ptr %next2_56, align 4
  %fa2428 = fadd float %v2426, %v2427
  %v2429 = load float, ptr %"%cse0_64", align 4
  %fs2430 = fsub float %fa2428, %v2429
  %v2431 = load float, ptr %gw_63, align 4
  %v2432 = load float, ptr %gh_62, align 4
  %fm2433 = fmul float 0x3FB99999A0000000, %v2432
  %fd2434 = fdiv float %v2431, %fm2433
  %fd2435 = fdiv float %fs2430, %fd2434
  %fa2436 = fadd float %fd2425, %fd2435
  %v2437 = load float, ptr %next2_57, align 4
  %fs2438 = fsub float 8.000000e+01, %v2437
  %v2439 = load float, ptr %gh_62, align 4
  %fm2440 = fmul float 1.000000e+02, %v2439
  %v2441 = load float, ptr %gw_63, align 4
  %fm2442 = fmul float %fm2440, %v2441
  %fd2443 = fdiv float 0x3F40624DE0000000, %fm2442
  %fd2444 = fdiv float %fs2438, %fd2443
  %fa2445 = fadd float %fa2436, %fd2444
  store float %fa2445, ptr %flux3_50, align 4
  %v2446 = load i64, ptr %i, align 8
  %v2447 = load i64, ptr %j, align 8
  %pos2448 = mul i64 0, %dim
  %pos2449 = add i64 %pos2448, %v2446
  %pos2450 = mul i64 %pos2449, %dim24
  %pos2451 = add i64 %pos2450, %v2447
  %elp2452 = getelementptr inbounds float, ptr %buf, i64 %pos2451
  %el2453 = load float, ptr %elp2452, align 4, !alias.scope !0, !noalias !3
  store float %el2453, ptr %next2_68, align 4
  %v2454 = load i64, ptr %i, align 8
  %v2455 = load i64, ptr %j, align 8
  %pos2456 = mul i64 0, %dim6
  %pos2457 = add i64 %pos2456, %v2454
  %pos2458 = mul i64 %pos2457, %dim33
  %pos2459 = add i64 %pos2458, %v2455
  %elp2460 = getelementptr inbounds float, ptr %buf458, i64 %pos2459
  %el2461 = load float, ptr %elp2460, align 4, !alias.scope !6, !noalias !7
  store float %el2461, ptr %power_69, align 4
  %v2462 = load float, ptr %next2_68, align 4
  %tup2463 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2464 = insertvalue { i64, i64 } %tup2463, i64 %dim24, 1
  %proj2465 = extractvalue { i64, i64 } %tup2464, 1
  %cv2466 = sitofp i64 %proj2465 to float
  %fd2467 = fdiv float 0x3F90624DE0000000, %cv2466
  %fm2468 = fmul float 0x407B580020000000, %fd2467
  %cv2469 = sitofp i64 %dim to float
  %fd2470 = fdiv float 0x3F90624DE0000000, %cv2469
  %fm2471 = fmul float %fm2468, %fd2470
  %fd2472 = fdiv float 0x3E8392CBA0000000, %fm2471
  %v2473 = load float, ptr %power_69, align 4
  %v2474 = load float, ptr %flux3_50, align 4
  %fa2475 = fadd float %v2473, %v2474
  %fm2476 = fmul float %fd2472, %fa2475
  %fa2477 = fadd float %v2462, %fm2476
  store float %fa2477, ptr %next3_65, align 4
  %v2478 = load i64, ptr %i, align 8
  %v2479 = load i64, ptr %j, align 8
  %pos2480 = mul i64 0, %dim
  %pos2481 = add i64 %pos2480, %v2478
  %pos2482 = mul i64 %pos2481, %dim24
  %pos2483 = add i64 %pos2482, %v2479
  %v2484 = load float, ptr %next3_65, align 4
  %elp2485 = getelementptr inbounds float, ptr %buf485, i64 %pos2483
  store float %v2484, ptr %elp2485, align 4, !alias.scope !8, !noalias !9
  %i2486 = load i64, ptr %j, align 8
  %next2487 = add i64 %i2486, 1
  store i64 %next2487, ptr %j, align 8
  br label %loop2096
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c4: Vertical(flux4, next4)
; ModuleID = 'hotspot_c4'
source_filename = "hotspot_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 73
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 25
  %dim33 = load i64, ptr %dimp32, align 8
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
  %next3_89 = alloca float, align 4
  %bufp457 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf458 = load ptr, ptr %bufp457, align 8
  %power_90 = alloca float, align 4
  %next4_86 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf485 = load ptr, ptr %bufp484, align 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1829, %ok16
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
  store i64 9, ptr %errp29, align 8
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
  store i64 9, ptr %errp38, align 8
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
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  %tap_end = sub i64 %dim24, -1
  %tap_end48 = sub i64 %dim24, 0
  %c49 = icmp slt i64 %tap_end, %tap_end48
  %min50 = select i1 %c49, i64 %tap_end, i64 %tap_end48
  %tap_end51 = sub i64 %dim24, 1
  %c52 = icmp slt i64 %min50, %tap_end51
  %min53 = select i1 %c52, i64 %min50, i64 %tap_end51
  %c54 = icmp slt i64 1, %dim24
  %min55 = select i1 %c54, i64 1, i64 %dim24
  %c56 = icmp sgt i64 %min53, %min55
  %max57 = select i1 %c56, i64 %min53, i64 %min55
  %c58 = icmp slt i64 %max57, %dim24
  %min59 = select i1 %c58, i64 %max57, i64 %dim24
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c60 = icmp slt i64 %add, %sub
  %mm = select i1 %c60, i64 %add, i64 %sub
  %c61 = icmp sgt i64 0, %mm
  %mm62 = select i1 %c61, i64 0, i64 %mm
  %base = sext i64 %mm62 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits63 = and i1 %fits_low, %fits_high
  %least = select i1 %fits63, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits63, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok64 = and i1 true, %low_ok
  %ok65 = and i1 %ok64, %high_ok
  %v66 = load i64, ptr %j, align 8
  %add67 = add i64 %v66, -1
  %base68 = sext i64 %add67 to i128
  store i64 1, ptr %j, align 8
  %v69 = load i64, ptr %j, align 8
  %add70 = add i64 %v69, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add70 to i128
  %step = sub i128 %at_next, %base68
  %step71 = trunc i128 %step to i64
  %step72 = sext i64 %step71 to i128
  %len = sub i64 %min55, 0
  %span = sub i64 %len, 1
  %span73 = sext i64 %span to i128
  %reach = mul i128 %step72, %span73
  %c74 = icmp slt i128 %reach, 0
  %min75 = select i1 %c74, i128 %reach, i128 0
  %c76 = icmp sgt i128 %reach, 0
  %max77 = select i1 %c76, i128 %reach, i128 0
  %least78 = add i128 %base68, %min75
  %most79 = add i128 %base68, %max77
  %fits_low80 = icmp sge i128 %least78, -9223372036854775808
  %fits_high81 = icmp sle i128 %most79, 9223372036854775807
  %fits82 = and i1 %fits_low80, %fits_high81
  %least83 = select i1 %fits82, i128 %least78, i128 -9223372036854775808
  %most84 = select i1 %fits82, i128 %most79, i128 9223372036854775807
  %sub85 = sub i64 %dim24, 1
  %base86 = sext i64 %sub85 to i128
  %fits_low87 = icmp sge i128 %base86, -9223372036854775808
  %fits_high88 = icmp sle i128 %base86, 9223372036854775807
  %fits89 = and i1 %fits_low87, %fits_high88
  %least90 = select i1 %fits89, i128 %base86, i128 -9223372036854775808
  %most91 = select i1 %fits89, i128 %base86, i128 9223372036854775807
  %c92 = icmp slt i128 %least83, %least90
  %min93 = select i1 %c92, i128 %least83, i128 %least90
  %c94 = icmp slt i128 %most84, %most91
  %min95 = select i1 %c94, i128 %most84, i128 %most91
  %c96 = icmp sgt i128 0, %min93
  %max97 = select i1 %c96, i128 0, i128 %min93
  %c98 = icmp sgt i128 0, %min95
  %max99 = select i1 %c98, i128 0, i128 %min95
  %extent100 = sext i64 %dim24 to i128
  %low_ok101 = icmp sge i128 %max97, 0
  %high_ok102 = icmp slt i128 %max99, %extent100
  %ok103 = and i1 %ok65, %low_ok101
  %ok104 = and i1 %ok103, %high_ok102
  %v105 = load i64, ptr %j, align 8
  %add106 = add i64 %v105, 0
  %base107 = sext i64 %add106 to i128
  store i64 1, ptr %j, align 8
  %v108 = load i64, ptr %j, align 8
  %add109 = add i64 %v108, 0
  store i64 0, ptr %j, align 8
  %at_next110 = sext i64 %add109 to i128
  %step111 = sub i128 %at_next110, %base107
  %step112 = trunc i128 %step111 to i64
  %step113 = sext i64 %step112 to i128
  %len114 = sub i64 %min55, 0
  %span115 = sub i64 %len114, 1
  %span116 = sext i64 %span115 to i128
  %reach117 = mul i128 %step113, %span116
  %c118 = icmp slt i128 %reach117, 0
  %min119 = select i1 %c118, i128 %reach117, i128 0
  %c120 = icmp sgt i128 %reach117, 0
  %max121 = select i1 %c120, i128 %reach117, i128 0
  %least122 = add i128 %base107, %min119
  %most123 = add i128 %base107, %max121
  %fits_low124 = icmp sge i128 %least122, -9223372036854775808
  %fits_high125 = icmp sle i128 %most123, 9223372036854775807
  %fits126 = and i1 %fits_low124, %fits_high125
  %least127 = select i1 %fits126, i128 %least122, i128 -9223372036854775808
  %most128 = select i1 %fits126, i128 %most123, i128 9223372036854775807
  %sub129 = sub i64 %dim24, 1
  %base130 = sext i64 %sub129 to i128
  %fits_low131 = icmp sge i128 %base130, -9223372036854775808
  %fits_high132 = icmp sle i128 %base130, 9223372036854775807
  %fits133 = and i1 %fits_low131, %fits_high132
  %least134 = select i1 %fits133, i128 %base130, i128 -9223372036854775808
  %most135 = select i1 %fits133, i128 %base130, i128 9223372036854775807
  %c136 = icmp slt i128 %least127, %least134
  %min137 = select i1 %c136, i128 %least127, i128 %least134
  %c138 = icmp slt i128 %most128, %most135
  %min139 = select i1 %c138, i128 %most128, i128 %most135
  %c140 = icmp sgt i128 0, %min137
  %max141 = select i1 %c140, i128 0, i128 %min137
  %c142 = icmp sgt i128 0, %min139
  %max143 = select i1 %c142, i128 0, i128 %min139
  %extent144 = sext i64 %dim24 to i128
  %low_ok145 = icmp sge i128 %max141, 0
  %high_ok146 = icmp slt i128 %max143, %extent144
  %ok147 = and i1 %ok104, %low_ok145
  %ok148 = and i1 %ok147, %high_ok146
  %v149 = load i64, ptr %j, align 8
  %add150 = add i64 %v149, 1
  %base151 = sext i64 %add150 to i128
  store i64 1, ptr %j, align 8
  %v152 = load i64, ptr %j, align 8
  %add153 = add i64 %v152, 1
  store i64 0, ptr %j, align 8
  %at_next154 = sext i64 %add153 to i128
  %step155 = sub i128 %at_next154, %base151
  %step156 = trunc i128 %step155 to i64
  %step157 = sext i64 %step156 to i128
  %len158 = sub i64 %min55, 0
  %span159 = sub i64 %len158, 1
  %span160 = sext i64 %span159 to i128
  %reach161 = mul i128 %step157, %span160
  %c162 = icmp slt i128 %reach161, 0
  %min163 = select i1 %c162, i128 %reach161, i128 0
  %c164 = icmp sgt i128 %reach161, 0
  %max165 = select i1 %c164, i128 %reach161, i128 0
  %least166 = add i128 %base151, %min163
  %most167 = add i128 %base151, %max165
  %fits_low168 = icmp sge i128 %least166, -9223372036854775808
  %fits_high169 = icmp sle i128 %most167, 9223372036854775807
  %fits170 = and i1 %fits_low168, %fits_high169
  %least171 = select i1 %fits170, i128 %least166, i128 -9223372036854775808
  %most172 = select i1 %fits170, i128 %most167, i128 9223372036854775807
  %sub173 = sub i64 %dim24, 1
  %base174 = sext i64 %sub173 to i128
  %fits_low175 = icmp sge i128 %base174, -9223372036854775808
  %fits_high176 = icmp sle i128 %base174, 9223372036854775807
  %fits177 = and i1 %fits_low175, %fits_high176
  %least178 = select i1 %fits177, i128 %base174, i128 -9223372036854775808
  %most179 = select i1 %fits177, i128 %base174, i128 9223372036854775807
  %c180 = icmp slt i128 %least171, %least178
  %min181 = select i1 %c180, i128 %least171, i128 %least178
  %c182 = icmp slt i128 %most172, %most179
  %min183 = select i1 %c182, i128 %most172, i128 %most179
  %c184 = icmp sgt i128 0, %min181
  %max185 = select i1 %c184, i128 0, i128 %min181
  %c186 = icmp sgt i128 0, %min183
  %max187 = select i1 %c186, i128 0, i128 %min183
  %extent188 = sext i64 %dim24 to i128
  %low_ok189 = icmp sge i128 %max185, 0
  %high_ok190 = icmp slt i128 %max187, %extent188
  %ok191 = and i1 %ok148, %low_ok189
  %ok192 = and i1 %ok191, %high_ok190
  %v193 = load i64, ptr %i, align 8
  %add194 = add i64 %v193, 0
  %sub195 = sub i64 %dim, 1
  %c196 = icmp slt i64 %add194, %sub195
  %mm197 = select i1 %c196, i64 %add194, i64 %sub195
  %c198 = icmp sgt i64 0, %mm197
  %mm199 = select i1 %c198, i64 0, i64 %mm197
  %base200 = sext i64 %mm199 to i128
  %fits_low201 = icmp sge i128 %base200, -9223372036854775808
  %fits_high202 = icmp sle i128 %base200, 9223372036854775807
  %fits203 = and i1 %fits_low201, %fits_high202
  %least204 = select i1 %fits203, i128 %base200, i128 -9223372036854775808
  %most205 = select i1 %fits203, i128 %base200, i128 9223372036854775807
  %extent206 = sext i64 %dim to i128
  %low_ok207 = icmp sge i128 %least204, 0
  %high_ok208 = icmp slt i128 %most205, %extent206
  %ok209 = and i1 %ok192, %low_ok207
  %ok210 = and i1 %ok209, %high_ok208
  %v211 = load i64, ptr %i, align 8
  %add212 = add i64 %v211, 1
  %sub213 = sub i64 %dim, 1
  %c214 = icmp slt i64 %add212, %sub213
  %mm215 = select i1 %c214, i64 %add212, i64 %sub213
  %c216 = icmp sgt i64 0, %mm215
  %mm217 = select i1 %c216, i64 0, i64 %mm215
  %base218 = sext i64 %mm217 to i128
  %fits_low219 = icmp sge i128 %base218, -9223372036854775808
  %fits_high220 = icmp sle i128 %base218, 9223372036854775807
  %fits221 = and i1 %fits_low219, %fits_high220
  %least222 = select i1 %fits221, i128 %base218, i128 -9223372036854775808
  %most223 = select i1 %fits221, i128 %base218, i128 9223372036854775807
  %extent224 = sext i64 %dim to i128
  %low_ok225 = icmp sge i128 %least222, 0
  %high_ok226 = icmp slt i128 %most223, %extent224
  %ok227 = and i1 %ok210, %low_ok225
  %ok228 = and i1 %ok227, %high_ok226
  br i1 %ok228, label %proved, label %checked

proved:                                           ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop229

checked:                                          ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop488

versions_done:                                    ; preds = %exit490, %exit231
  store i64 %min55, ptr %j, align 8
  %v879 = load i64, ptr %i, align 8
  %add880 = add i64 %v879, -1
  %sub881 = sub i64 %dim, 1
  %c882 = icmp slt i64 %add880, %sub881
  %mm883 = select i1 %c882, i64 %add880, i64 %sub881
  %c884 = icmp sgt i64 0, %mm883
  %mm885 = select i1 %c884, i64 0, i64 %mm883
  %base886 = sext i64 %mm885 to i128
  %fits_low887 = icmp sge i128 %base886, -9223372036854775808
  %fits_high888 = icmp sle i128 %base886, 9223372036854775807
  %fits889 = and i1 %fits_low887, %fits_high888
  %least890 = select i1 %fits889, i128 %base886, i128 -9223372036854775808
  %most891 = select i1 %fits889, i128 %base886, i128 9223372036854775807
  %extent892 = sext i64 %dim to i128
  %low_ok893 = icmp sge i128 %least890, 0
  %high_ok894 = icmp slt i128 %most891, %extent892
  %ok895 = and i1 true, %low_ok893
  %ok896 = and i1 %ok895, %high_ok894
  %v897 = load i64, ptr %j, align 8
  %add898 = add i64 %v897, -1
  %base899 = sext i64 %add898 to i128
  %next900 = add i64 %min55, 1
  store i64 %next900, ptr %j, align 8
  %v901 = load i64, ptr %j, align 8
  %add902 = add i64 %v901, -1
  store i64 %min55, ptr %j, align 8
  %at_next903 = sext i64 %add902 to i128
  %step904 = sub i128 %at_next903, %base899
  %step905 = trunc i128 %step904 to i64
  %step906 = sext i64 %step905 to i128
  %len907 = sub i64 %min59, %min55
  %span908 = sub i64 %len907, 1
  %span909 = sext i64 %span908 to i128
  %reach910 = mul i128 %step906, %span909
  %c911 = icmp slt i128 %reach910, 0
  %min912 = select i1 %c911, i128 %reach910, i128 0
  %c913 = icmp sgt i128 %reach910, 0
  %max914 = select i1 %c913, i128 %reach910, i128 0
  %least915 = add i128 %base899, %min912
  %most916 = add i128 %base899, %max914
  %fits_low917 = icmp sge i128 %least915, -9223372036854775808
  %fits_high918 = icmp sle i128 %most916, 9223372036854775807
  %fits919 = and i1 %fits_low917, %fits_high918
  %least920 = select i1 %fits919, i128 %least915, i128 -9223372036854775808
  %most921 = select i1 %fits919, i128 %most916, i128 9223372036854775807
  %sub922 = sub i64 %dim24, 1
  %base923 = sext i64 %sub922 to i128
  %fits_low924 = icmp sge i128 %base923, -9223372036854775808
  %fits_high925 = icmp sle i128 %base923, 9223372036854775807
  %fits926 = and i1 %fits_low924, %fits_high925
  %least927 = select i1 %fits926, i128 %base923, i128 -9223372036854775808
  %most928 = select i1 %fits926, i128 %base923, i128 9223372036854775807
  %c929 = icmp slt i128 %least920, %least927
  %min930 = select i1 %c929, i128 %least920, i128 %least927
  %c931 = icmp slt i128 %most921, %most928
  %min932 = select i1 %c931, i128 %most921, i128 %most928
  %c933 = icmp sgt i128 0, %min930
  %max934 = select i1 %c933, i128 0, i128 %min930
  %c935 = icmp sgt i128 0, %min932
  %max936 = select i1 %c935, i128 0, i128 %min932
  %extent937 = sext i64 %dim24 to i128
  %low_ok938 = icmp sge i128 %max934, 0
  %high_ok939 = icmp slt i128 %max936, %extent937
  %ok940 = and i1 %ok896, %low_ok938
  %ok941 = and i1 %ok940, %high_ok939
  %v942 = load i64, ptr %j, align 8
  %add943 = add i64 %v942, 0
  %base944 = sext i64 %add943 to i128
  %next945 = add i64 %min55, 1
  store i64 %next945, ptr %j, align 8
  %v946 = load i64, ptr %j, align 8
  %add947 = add i64 %v946, 0
  store i64 %min55, ptr %j, align 8
  %at_next948 = sext i64 %add947 to i128
  %step949 = sub i128 %at_next948, %base944
  %step950 = trunc i128 %step949 to i64
  %step951 = sext i64 %step950 to i128
  %len952 = sub i64 %min59, %min55
  %span953 = sub i64 %len952, 1
  %span954 = sext i64 %span953 to i128
  %reach955 = mul i128 %step951, %span954
  %c956 = icmp slt i128 %reach955, 0
  %min957 = select i1 %c956, i128 %reach955, i128 0
  %c958 = icmp sgt i128 %reach955, 0
  %max959 = select i1 %c958, i128 %reach955, i128 0
  %least960 = add i128 %base944, %min957
  %most961 = add i128 %base944, %max959
  %fits_low962 = icmp sge i128 %least960, -9223372036854775808
  %fits_high963 = icmp sle i128 %most961, 9223372036854775807
  %fits964 = and i1 %fits_low962, %fits_high963
  %least965 = select i1 %fits964, i128 %least960, i128 -9223372036854775808
  %most966 = select i1 %fits964, i128 %most961, i128 9223372036854775807
  %sub967 = sub i64 %dim24, 1
  %base968 = sext i64 %sub967 to i128
  %fits_low969 = icmp sge i128 %base968, -9223372036854775808
  %fits_high970 = icmp sle i128 %base968, 9223372036854775807
  %fits971 = and i1 %fits_low969, %fits_high970
  %least972 = select i1 %fits971, i128 %base968, i128 -9223372036854775808
  %most973 = select i1 %fits971, i128 %base968, i128 9223372036854775807
  %c974 = icmp slt i128 %least965, %least972
  %min975 = select i1 %c974, i128 %least965, i128 %least972
  %c976 = icmp slt i128 %most966, %most973
  %min977 = select i1 %c976, i128 %most966, i128 %most973
  %c978 = icmp sgt i128 0, %min975
  %max979 = select i1 %c978, i128 0, i128 %min975
  %c980 = icmp sgt i128 0, %min977
  %max981 = select i1 %c980, i128 0, i128 %min977
  %extent982 = sext i64 %dim24 to i128
  %low_ok983 = icmp sge i128 %max979, 0
  %high_ok984 = icmp slt i128 %max981, %extent982
  %ok985 = and i1 %ok941, %low_ok983
  %ok986 = and i1 %ok985, %high_ok984
  %v987 = load i64, ptr %j, align 8
  %add988 = add i64 %v987, 1
  %base989 = sext i64 %add988 to i128
  %next990 = add i64 %min55, 1
  store i64 %next990, ptr %j, align 8
  %v991 = load i64, ptr %j, align 8
  %add992 = add i64 %v991, 1
  store i64 %min55, ptr %j, align 8
  %at_next993 = sext i64 %add992 to i128
  %step994 = sub i128 %at_next993, %base989
  %step995 = trunc i128 %step994 to i64
  %step996 = sext i64 %step995 to i128
  %len997 = sub i64 %min59, %min55
  %span998 = sub i64 %len997, 1
  %span999 = sext i64 %span998 to i128
  %reach1000 = mul i128 %step996, %span999
  %c1001 = icmp slt i128 %reach1000, 0
  %min1002 = select i1 %c1001, i128 %reach1000, i128 0
  %c1003 = icmp sgt i128 %reach1000, 0
  %max1004 = select i1 %c1003, i128 %reach1000, i128 0
  %least1005 = add i128 %base989, %min1002
  %most1006 = add i128 %base989, %max1004
  %fits_low1007 = icmp sge i128 %least1005, -9223372036854775808
  %fits_high1008 = icmp sle i128 %most1006, 9223372036854775807
  %fits1009 = and i1 %fits_low1007, %fits_high1008
  %least1010 = select i1 %fits1009, i128 %least1005, i128 -9223372036854775808
  %most1011 = select i1 %fits1009, i128 %most1006, i128 9223372036854775807
  %sub1012 = sub i64 %dim24, 1
  %base1013 = sext i64 %sub1012 to i128
  %fits_low1014 = icmp sge i128 %base1013, -9223372036854775808
  %fits_high1015 = icmp sle i128 %base1013, 9223372036854775807
  %fits1016 = and i1 %fits_low1014, %fits_high1015
  %least1017 = select i1 %fits1016, i128 %base1013, i128 -9223372036854775808
  %most1018 = select i1 %fits1016, i128 %base1013, i128 9223372036854775807
  %c1019 = icmp slt i128 %least1010, %least1017
  %min1020 = select i1 %c1019, i128 %least1010, i128 %least1017
  %c1021 = icmp slt i128 %most1011, %most1018
  %min1022 = select i1 %c1021, i128 %most1011, i128 %most1018
  %c1023 = icmp sgt i128 0, %min1020
  %max1024 = select i1 %c1023, i128 0, i128 %min1020
  %c1025 = icmp sgt i128 0, %min1022
  %max1026 = select i1 %c1025, i128 0, i128 %min1022
  %extent1027 = sext i64 %dim24 to i128
  %low_ok1028 = icmp sge i128 %max1024, 0
  %high_ok1029 = icmp slt i128 %max1026, %extent1027
  %ok1030 = and i1 %ok986, %low_ok1028
  %ok1031 = and i1 %ok1030, %high_ok1029
  %v1032 = load i64, ptr %i, align 8
  %add1033 = add i64 %v1032, 0
  %sub1034 = sub i64 %dim, 1
  %c1035 = icmp slt i64 %add1033, %sub1034
  %mm1036 = select i1 %c1035, i64 %add1033, i64 %sub1034
  %c1037 = icmp sgt i64 0, %mm1036
  %mm1038 = select i1 %c1037, i64 0, i64 %mm1036
  %base1039 = sext i64 %mm1038 to i128
  %fits_low1040 = icmp sge i128 %base1039, -9223372036854775808
  %fits_high1041 = icmp sle i128 %base1039, 9223372036854775807
  %fits1042 = and i1 %fits_low1040, %fits_high1041
  %least1043 = select i1 %fits1042, i128 %base1039, i128 -9223372036854775808
  %most1044 = select i1 %fits1042, i128 %base1039, i128 9223372036854775807
  %extent1045 = sext i64 %dim to i128
  %low_ok1046 = icmp sge i128 %least1043, 0
  %high_ok1047 = icmp slt i128 %most1044, %extent1045
  %ok1048 = and i1 %ok1031, %low_ok1046
  %ok1049 = and i1 %ok1048, %high_ok1047
  %v1050 = load i64, ptr %i, align 8
  %add1051 = add i64 %v1050, 1
  %sub1052 = sub i64 %dim, 1
  %c1053 = icmp slt i64 %add1051, %sub1052
  %mm1054 = select i1 %c1053, i64 %add1051, i64 %sub1052
  %c1055 = icmp sgt i64 0, %mm1054
  %mm1056 = select i1 %c1055, i64 0, i64 %mm1054
  %base1057 = sext i64 %mm1056 to i128
  %fits_low1058 = icmp sge i128 %base1057, -9223372036854775808
  %fits_high1059 = icmp sle i128 %base1057, 9223372036854775807
  %fits1060 = and i1 %fits_low1058, %fits_high1059
  %least1061 = select i1 %fits1060, i128 %base1057, i128 -9223372036854775808
  %most1062 = select i1 %fits1060, i128 %base1057, i128 9223372036854775807
  %extent1063 = sext i64 %dim to i128
  %low_ok1064 = icmp sge i128 %least1061, 0
  %high_ok1065 = icmp slt i128 %most1062, %extent1063
  %ok1066 = and i1 %ok1049, %low_ok1064
  %ok1067 = and i1 %ok1066, %high_ok1065
  br i1 %ok1067, label %proved1068, label %checked1069

loop229:                                          ; preds = %body230, %proved
  %i232 = load i64, ptr %j, align 8
  %more233 = icmp slt i64 %i232, %min55
  br i1 %more233, label %body230, label %exit231

body230:                                          ; preds = %loop229
  %v234 = load i64, ptr %i, align 8
  %add235 = add i64 %v234, -1
  %sub236 = sub i64 %dim, 1
  %c237 = icmp slt i64 %add235, %sub236
  %mm238 = select i1 %c237, i64 %add235, i64 %sub236
  %c239 = icmp sgt i64 0, %mm238
  %mm240 = select i1 %c239, i64 0, i64 %mm238
  %v241 = load i64, ptr %j, align 8
  %add242 = add i64 %v241, -1
  %sub243 = sub i64 %dim24, 1
  %c244 = icmp slt i64 %add242, %sub243
  %mm245 = select i1 %c244, i64 %add242, i64 %sub243
  %c246 = icmp sgt i64 0, %mm245
  %mm247 = select i1 %c246, i64 0, i64 %mm245
  %pos = mul i64 0, %dim
  %pos248 = add i64 %pos, %mm240
  %pos249 = mul i64 %pos248, %dim24
  %pos250 = add i64 %pos249, %mm247
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos250
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next3_74, align 4
  %v251 = load i64, ptr %i, align 8
  %add252 = add i64 %v251, -1
  %sub253 = sub i64 %dim, 1
  %c254 = icmp slt i64 %add252, %sub253
  %mm255 = select i1 %c254, i64 %add252, i64 %sub253
  %c256 = icmp sgt i64 0, %mm255
  %mm257 = select i1 %c256, i64 0, i64 %mm255
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim24, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  %pos265 = mul i64 0, %dim
  %pos266 = add i64 %pos265, %mm257
  %pos267 = mul i64 %pos266, %dim24
  %pos268 = add i64 %pos267, %mm264
  %elp269 = getelementptr inbounds float, ptr %buf, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !0, !noalias !3
  store float %el270, ptr %next3_75, align 4
  %v271 = load i64, ptr %i, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %v278 = load i64, ptr %j, align 8
  %add279 = add i64 %v278, 1
  %sub280 = sub i64 %dim24, 1
  %c281 = icmp slt i64 %add279, %sub280
  %mm282 = select i1 %c281, i64 %add279, i64 %sub280
  %c283 = icmp sgt i64 0, %mm282
  %mm284 = select i1 %c283, i64 0, i64 %mm282
  %pos285 = mul i64 0, %dim
  %pos286 = add i64 %pos285, %mm277
  %pos287 = mul i64 %pos286, %dim24
  %pos288 = add i64 %pos287, %mm284
  %elp289 = getelementptr inbounds float, ptr %buf, i64 %pos288
  %el290 = load float, ptr %elp289, align 4, !alias.scope !0, !noalias !3
  store float %el290, ptr %next3_76, align 4
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 0
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %v298 = load i64, ptr %j, align 8
  %add299 = add i64 %v298, -1
  %sub300 = sub i64 %dim24, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  %pos305 = mul i64 0, %dim
  %pos306 = add i64 %pos305, %mm297
  %pos307 = mul i64 %pos306, %dim24
  %pos308 = add i64 %pos307, %mm304
  %elp309 = getelementptr inbounds float, ptr %buf, i64 %pos308
  %el310 = load float, ptr %elp309, align 4, !alias.scope !0, !noalias !3
  store float %el310, ptr %next3_77, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 0
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  %v318 = load i64, ptr %j, align 8
  %add319 = add i64 %v318, 0
  %sub320 = sub i64 %dim24, 1
  %c321 = icmp slt i64 %add319, %sub320
  %mm322 = select i1 %c321, i64 %add319, i64 %sub320
  %c323 = icmp sgt i64 0, %mm322
  %mm324 = select i1 %c323, i64 0, i64 %mm322
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %mm317
  %pos327 = mul i64 %pos326, %dim24
  %pos328 = add i64 %pos327, %mm324
  %elp329 = getelementptr inbounds float, ptr %buf, i64 %pos328
  %el330 = load float, ptr %elp329, align 4, !alias.scope !0, !noalias !3
  store float %el330, ptr %next3_78, align 4
  %v331 = load i64, ptr %i, align 8
  %add332 = add i64 %v331, 0
  %sub333 = sub i64 %dim, 1
  %c334 = icmp slt i64 %add332, %sub333
  %mm335 = select i1 %c334, i64 %add332, i64 %sub333
  %c336 = icmp sgt i64 0, %mm335
  %mm337 = select i1 %c336, i64 0, i64 %mm335
  %v338 = load i64, ptr %j, align 8
  %add339 = add i64 %v338, 1
  %sub340 = sub i64 %dim24, 1
  %c341 = icmp slt i64 %add339, %sub340
  %mm342 = select i1 %c341, i64 %add339, i64 %sub340
  %c343 = icmp sgt i64 0, %mm342
  %mm344 = select i1 %c343, i64 0, i64 %mm342
  %pos345 = mul i64 0, %dim
  %pos346 = add i64 %pos345, %mm337
  %pos347 = mul i64 %pos346, %dim24
  %pos348 = add i64 %pos347, %mm344
  %elp349 = getelementptr inbounds float, ptr %buf, i64 %pos348
  %el350 = load float, ptr %elp349, align 4, !alias.scope !0, !noalias !3
  store float %el350, ptr %next3_79, align 4
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  %sub353 = sub i64 %dim, 1
  %c354 = icmp slt i64 %add352, %sub353
  %mm355 = select i1 %c354, i64 %add352, i64 %sub353
  %c356 = icmp sgt i64 0, %mm355
  %mm357 = select i1 %c356, i64 0, i64 %mm355
  %v358 = load i64, ptr %j, align 8
  %add359 = add i64 %v358, -1
  %sub360 = sub i64 %dim24, 1
  %c361 = icmp slt i64 %add359, %sub360
  %mm362 = select i1 %c361, i64 %add359, i64 %sub360
  %c363 = icmp sgt i64 0, %mm362
  %mm364 = select i1 %c363, i64 0, i64 %mm362
  %pos365 = mul i64 0, %dim
  %pos366 = add i64 %pos365, %mm357
  %pos367 = mul i64 %pos366, %dim24
  %pos368 = add i64 %pos367, %mm364
  %elp369 = getelementptr inbounds float, ptr %buf, i64 %pos368
  %el370 = load float, ptr %elp369, align 4, !alias.scope !0, !noalias !3
  store float %el370, ptr %next3_80, align 4
  %v371 = load i64, ptr %i, align 8
  %add372 = add i64 %v371, 1
  %sub373 = sub i64 %dim, 1
  %c374 = icmp slt i64 %add372, %sub373
  %mm375 = select i1 %c374, i64 %add372, i64 %sub373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  %v378 = load i64, ptr %j, align 8
  %add379 = add i64 %v378, 0
  %sub380 = sub i64 %dim24, 1
  %c381 = icmp slt i64 %add379, %sub380
  %mm382 = select i1 %c381, i64 %add379, i64 %sub380
  %c383 = icmp sgt i64 0, %mm382
  %mm384 = select i1 %c383, i64 0, i64 %mm382
  %pos385 = mul i64 0, %dim
  %pos386 = add i64 %pos385, %mm377
  %pos387 = mul i64 %pos386, %dim24
  %pos388 = add i64 %pos387, %mm384
  %elp389 = getelementptr inbounds float, ptr %buf, i64 %pos388
  %el390 = load float, ptr %elp389, align 4, !alias.scope !0, !noalias !3
  store float %el390, ptr %next3_81, align 4
  %v391 = load i64, ptr %i, align 8
  %add392 = add i64 %v391, 1
  %sub393 = sub i64 %dim, 1
  %c394 = icmp slt i64 %add392, %sub393
  %mm395 = select i1 %c394, i64 %add392, i64 %sub393
  %c396 = icmp sgt i64 0, %mm395
  %mm397 = select i1 %c396, i64 0, i64 %mm395
  %v398 = load i64, ptr %j, align 8
  %add399 = add i64 %v398, 1
  %sub400 = sub i64 %dim24, 1
  %c401 = icmp slt i64 %add399, %sub400
  %mm402 = select i1 %c401, i64 %add399, i64 %sub400
  %c403 = icmp sgt i64 0, %mm402
  %mm404 = select i1 %c403, i64 0, i64 %mm402
  %pos405 = mul i64 0, %dim
  %pos406 = add i64 %pos405, %mm397
  %pos407 = mul i64 %pos406, %dim24
  %pos408 = add i64 %pos407, %mm404
  %elp409 = getelementptr inbounds float, ptr %buf, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !0, !noalias !3
  store float %el410, ptr %next3_82, align 4
  %cv = sitofp i64 %dim to float
  %fd = fdiv float 0x3F90624DE0000000, %cv
  store float %fd, ptr %gh_83, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup411 = insertvalue { i64, i64 } %tup, i64 %dim24, 1
  %proj = extractvalue { i64, i64 } %tup411, 1
  %cv412 = sitofp i64 %proj to float
  %fd413 = fdiv float 0x3F90624DE0000000, %cv412
  store float %fd413, ptr %gw_84, align 4
  %v414 = load float, ptr %next3_78, align 4
  %fm = fmul float 2.000000e+00, %v414
  store float %fm, ptr %"%cse0_85", align 4
  %v415 = load float, ptr %next3_81, align 4
  %v416 = load float, ptr %next3_75, align 4
  %fa = fadd float %v415, %v416
  %v417 = load float, ptr %"%cse0_85", align 4
  %fs = fsub float %fa, %v417
  %v418 = load float, ptr %gh_83, align 4
  %v419 = load float, ptr %gw_84, align 4
  %fm420 = fmul float 0x3FB99999A0000000, %v419
  %fd421 = fdiv float %v418, %fm420
  %fd422 = fdiv float %fs, %fd421
  %v423 = load float, ptr %next3_79, align 4
  %v424 = load float, ptr %next3_77, align 4
  %fa425 = fadd float %v423, %v424
  %v426 = load float, ptr %"%cse0_85", align 4
  %fs427 = fsub float %fa425, %v426
  %v428 = load float, ptr %gw_84, align 4
  %v429 = load float, ptr %gh_83, align 4
  %fm430 = fmul float 0x3FB99999A0000000, %v429
  %fd431 = fdiv float %v428, %fm430
  %fd432 = fdiv float %fs427, %fd431
  %fa433 = fadd float %fd422, %fd432
  %v434 = load float, ptr %next3_78, align 4
  %fs435 = fsub float 8.000000e+01, %v434
  %v436 = load float, ptr %gh_83, align 4
  %fm437 = fmul float 1.000000e+02, %v436
  %v438 = load float, ptr %gw_84, align 4
  %fm439 = fmul float %fm437, %v438
  %fd440 = fdiv float 0x3F40624DE0000000, %fm439
  %fd441 = fdiv float %fs435, %fd440
  %fa442 = fadd float %fa433, %fd441
  store float %fa442, ptr %flux4_71, align 4
  %v443 = load i64, ptr %i, align 8
  %v444 = load i64, ptr %j, align 8
  %pos445 = mul i64 0, %dim
  %pos446 = add i64 %pos445, %v443
  %pos447 = mul i64 %pos446, %dim24
  %pos448 = add i64 %pos447, %v444
  %elp449 = getelementptr inbounds float, ptr %buf, i64 %pos448
  %el450 = load float, ptr %elp449, align 4, !alias.scope !0, !noalias !3
  store float %el450, ptr %next3_89, align 4
  %v451 = load i64, ptr %i, align 8
  %v452 = load i64, ptr %j, align 8
  %pos453 = mul i64 0, %dim6
  %pos454 = add i64 %pos453, %v451
  %pos455 = mul i64 %pos454, %dim33
  %pos456 = add i64 %pos455, %v452
  %elp459 = getelementptr inbounds float, ptr %buf458, i64 %pos456
  %el460 = load float, ptr %elp459, align 4, !alias.scope !6, !noalias !7
  store float %el460, ptr %power_90, align 4
  %v461 = load float, ptr %next3_89, align 4
  %tup462 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup463 = insertvalue { i64, i64 } %tup462, i64 %dim24, 1
  %proj464 = extractvalue { i64, i64 } %tup463, 1
  %cv465 = sitofp i64 %proj464 to float
  %fd466 = fdiv float 0x3F90624DE0000000, %cv465
  %fm467 = fmul float 0x407B580020000000, %fd466
  %cv468 = sitofp i64 %dim to float
  %fd469 = fdiv float 0x3F90624DE0000000, %cv468
  %fm470 = fmul float %fm467, %fd469
  %fd471 = fdiv float 0x3E8392CBA0000000, %fm470
  %v472 = load float, ptr %power_90, align 4
  %v473 = load float, ptr %flux4_71, align 4
  %fa474 = fadd float %v472, %v473
  %fm475 = fmul float %fd471, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next4_86, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim24
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next4_86, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !8, !noalias !9
  %i487 = load i64, ptr %j, align 8
  %next = add i64 %i487, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop488:                                          ; preds = %ok789, %checked
  %i491 = load i64, ptr %j, align 8
  %more492 = icmp slt i64 %i491, %min55
  br i1 %more492, label %body489, label %exit490

body489:                                          ; preds = %loop488
  %v493 = load i64, ptr %i, align 8
  %add494 = add i64 %v493, -1
  %sub495 = sub i64 %dim, 1
  %c496 = icmp slt i64 %add494, %sub495
  %mm497 = select i1 %c496, i64 %add494, i64 %sub495
  %c498 = icmp sgt i64 0, %mm497
  %mm499 = select i1 %c498, i64 0, i64 %mm497
  %v500 = load i64, ptr %j, align 8
  %add501 = add i64 %v500, -1
  %sub502 = sub i64 %dim24, 1
  %c503 = icmp slt i64 %add501, %sub502
  %mm504 = select i1 %c503, i64 %add501, i64 %sub502
  %c505 = icmp sgt i64 0, %mm504
  %mm506 = select i1 %c505, i64 0, i64 %mm504
  %inb = icmp ult i64 %mm499, %dim
  br i1 %inb, label %ok508, label %fail507

exit490:                                          ; preds = %loop488
  br label %versions_done

fail507:                                          ; preds = %body489
  %errp509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm499, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp512, align 8
  ret i32 1

ok508:                                            ; preds = %body489
  %pos513 = mul i64 0, %dim
  %pos514 = add i64 %pos513, %mm499
  %inb515 = icmp ult i64 %mm506, %dim24
  br i1 %inb515, label %ok517, label %fail516

fail516:                                          ; preds = %ok508
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm506, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %ok508
  %pos522 = mul i64 %pos514, %dim24
  %pos523 = add i64 %pos522, %mm506
  %elp524 = getelementptr inbounds float, ptr %buf, i64 %pos523
  %el525 = load float, ptr %elp524, align 4, !alias.scope !0, !noalias !3
  store float %el525, ptr %next3_74, align 4
  %v526 = load i64, ptr %i, align 8
  %add527 = add i64 %v526, -1
  %sub528 = sub i64 %dim, 1
  %c529 = icmp slt i64 %add527, %sub528
  %mm530 = select i1 %c529, i64 %add527, i64 %sub528
  %c531 = icmp sgt i64 0, %mm530
  %mm532 = select i1 %c531, i64 0, i64 %mm530
  %v533 = load i64, ptr %j, align 8
  %add534 = add i64 %v533, 0
  %sub535 = sub i64 %dim24, 1
  %c536 = icmp slt i64 %add534, %sub535
  %mm537 = select i1 %c536, i64 %add534, i64 %sub535
  %c538 = icmp sgt i64 0, %mm537
  %mm539 = select i1 %c538, i64 0, i64 %mm537
  %inb540 = icmp ult i64 %mm532, %dim
  br i1 %inb540, label %ok542, label %fail541

fail541:                                          ; preds = %ok517
  %errp543 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm532, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp546, align 8
  ret i32 1

ok542:                                            ; preds = %ok517
  %pos547 = mul i64 0, %dim
  %pos548 = add i64 %pos547, %mm532
  %inb549 = icmp ult i64 %mm539, %dim24
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok542
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm539, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok542
  %pos556 = mul i64 %pos548, %dim24
  %pos557 = add i64 %pos556, %mm539
  %elp558 = getelementptr inbounds float, ptr %buf, i64 %pos557
  %el559 = load float, ptr %elp558, align 4, !alias.scope !0, !noalias !3
  store float %el559, ptr %next3_75, align 4
  %v560 = load i64, ptr %i, align 8
  %add561 = add i64 %v560, -1
  %sub562 = sub i64 %dim, 1
  %c563 = icmp slt i64 %add561, %sub562
  %mm564 = select i1 %c563, i64 %add561, i64 %sub562
  %c565 = icmp sgt i64 0, %mm564
  %mm566 = select i1 %c565, i64 0, i64 %mm564
  %v567 = load i64, ptr %j, align 8
  %add568 = add i64 %v567, 1
  %sub569 = sub i64 %dim24, 1
  %c570 = icmp slt i64 %add568, %sub569
  %mm571 = select i1 %c570, i64 %add568, i64 %sub569
  %c572 = icmp sgt i64 0, %mm571
  %mm573 = select i1 %c572, i64 0, i64 %mm571
  %inb574 = icmp ult i64 %mm566, %dim
  br i1 %inb574, label %ok576, label %fail575

fail575:                                          ; preds = %ok551
  %errp577 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm566, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp580, align 8
  ret i32 1

ok576:                                            ; preds = %ok551
  %pos581 = mul i64 0, %dim
  %pos582 = add i64 %pos581, %mm566
  %inb583 = icmp ult i64 %mm573, %dim24
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok576
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm573, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok576
  %pos590 = mul i64 %pos582, %dim24
  %pos591 = add i64 %pos590, %mm573
  %elp592 = getelementptr inbounds float, ptr %buf, i64 %pos591
  %el593 = load float, ptr %elp592, align 4, !alias.scope !0, !noalias !3
  store float %el593, ptr %next3_76, align 4
  %v594 = load i64, ptr %i, align 8
  %add595 = add i64 %v594, 0
  %sub596 = sub i64 %dim, 1
  %c597 = icmp slt i64 %add595, %sub596
  %mm598 = select i1 %c597, i64 %add595, i64 %sub596
  %c599 = icmp sgt i64 0, %mm598
  %mm600 = select i1 %c599, i64 0, i64 %mm598
  %v601 = load i64, ptr %j, align 8
  %add602 = add i64 %v601, -1
  %sub603 = sub i64 %dim24, 1
  %c604 = icmp slt i64 %add602, %sub603
  %mm605 = select i1 %c604, i64 %add602, i64 %sub603
  %c606 = icmp sgt i64 0, %mm605
  %mm607 = select i1 %c606, i64 0, i64 %mm605
  %inb608 = icmp ult i64 %mm600, %dim
  br i1 %inb608, label %ok610, label %fail609

fail609:                                          ; preds = %ok585
  %errp611 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm600, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp614, align 8
  ret i32 1

ok610:                                            ; preds = %ok585
  %pos615 = mul i64 0, %dim
  %pos616 = add i64 %pos615, %mm600
  %inb617 = icmp ult i64 %mm607, %dim24
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok610
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm607, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok610
  %pos624 = mul i64 %pos616, %dim24
  %pos625 = add i64 %pos624, %mm607
  %elp626 = getelementptr inbounds float, ptr %buf, i64 %pos625
  %el627 = load float, ptr %elp626, align 4, !alias.scope !0, !noalias !3
  store float %el627, ptr %next3_77, align 4
  %v628 = load i64, ptr %i, align 8
  %add629 = add i64 %v628, 0
  %sub630 = sub i64 %dim, 1
  %c631 = icmp slt i64 %add629, %sub630
  %mm632 = select i1 %c631, i64 %add629, i64 %sub630
  %c633 = icmp sgt i64 0, %mm632
  %mm634 = select i1 %c633, i64 0, i64 %mm632
  %v635 = load i64, ptr %j, align 8
  %add636 = add i64 %v635, 0
  %sub637 = sub i64 %dim24, 1
  %c638 = icmp slt i64 %add636, %sub637
  %mm639 = select i1 %c638, i64 %add636, i64 %sub637
  %c640 = icmp sgt i64 0, %mm639
  %mm641 = select i1 %c640, i64 0, i64 %mm639
  %inb642 = icmp ult i64 %mm634, %dim
  br i1 %inb642, label %ok644, label %fail643

fail643:                                          ; preds = %ok619
  %errp645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm634, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp648, align 8
  ret i32 1

ok644:                                            ; preds = %ok619
  %pos649 = mul i64 0, %dim
  %pos650 = add i64 %pos649, %mm634
  %inb651 = icmp ult i64 %mm641, %dim24
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok644
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm641, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok644
  %pos658 = mul i64 %pos650, %dim24
  %pos659 = add i64 %pos658, %mm641
  %elp660 = getelementptr inbounds float, ptr %buf, i64 %pos659
  %el661 = load float, ptr %elp660, align 4, !alias.scope !0, !noalias !3
  store float %el661, ptr %next3_78, align 4
  %v662 = load i64, ptr %i, align 8
  %add663 = add i64 %v662, 0
  %sub664 = sub i64 %dim, 1
  %c665 = icmp slt i64 %add663, %sub664
  %mm666 = select i1 %c665, i64 %add663, i64 %sub664
  %c667 = icmp sgt i64 0, %mm666
  %mm668 = select i1 %c667, i64 0, i64 %mm666
  %v669 = load i64, ptr %j, align 8
  %add670 = add i64 %v669, 1
  %sub671 = sub i64 %dim24, 1
  %c672 = icmp slt i64 %add670, %sub671
  %mm673 = select i1 %c672, i64 %add670, i64 %sub671
  %c674 = icmp sgt i64 0, %mm673
  %mm675 = select i1 %c674, i64 0, i64 %mm673
  %inb676 = icmp ult i64 %mm668, %dim
  br i1 %inb676, label %ok678, label %fail677

fail677:                                          ; preds = %ok653
  %errp679 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm668, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp682, align 8
  ret i32 1

ok678:                                            ; preds = %ok653
  %pos683 = mul i64 0, %dim
  %pos684 = add i64 %pos683, %mm668
  %inb685 = icmp ult i64 %mm675, %dim24
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok678
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm675, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok678
  %pos692 = mul i64 %pos684, %dim24
  %pos693 = add i64 %pos692, %mm675
  %elp694 = getelementptr inbounds float, ptr %buf, i64 %pos693
  %el695 = load float, ptr %elp694, align 4, !alias.scope !0, !noalias !3
  store float %el695, ptr %next3_79, align 4
  %v696 = load i64, ptr %i, align 8
  %add697 = add i64 %v696, 1
  %sub698 = sub i64 %dim, 1
  %c699 = icmp slt i64 %add697, %sub698
  %mm700 = select i1 %c699, i64 %add697, i64 %sub698
  %c701 = icmp sgt i64 0, %mm700
  %mm702 = select i1 %c701, i64 0, i64 %mm700
  %v703 = load i64, ptr %j, align 8
  %add704 = add i64 %v703, -1
  %sub705 = sub i64 %dim24, 1
  %c706 = icmp slt i64 %add704, %sub705
  %mm707 = select i1 %c706, i64 %add704, i64 %sub705
  %c708 = icmp sgt i64 0, %mm707
  %mm709 = select i1 %c708, i64 0, i64 %mm707
  %inb710 = icmp ult i64 %mm702, %dim
  br i1 %inb710, label %ok712, label %fail711

fail711:                                          ; preds = %ok687
  %errp713 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm702, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp716, align 8
  ret i32 1

ok712:                                            ; preds = %ok687
  %pos717 = mul i64 0, %dim
  %pos718 = add i64 %pos717, %mm702
  %inb719 = icmp ult i64 %mm709, %dim24
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok712
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm709, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok712
  %pos726 = mul i64 %pos718, %dim24
  %pos727 = add i64 %pos726, %mm709
  %elp728 = getelementptr inbounds float, ptr %buf, i64 %pos727
  %el729 = load float, ptr %elp728, align 4, !alias.scope !0, !noalias !3
  store float %el729, ptr %next3_80, align 4
  %v730 = load i64, ptr %i, align 8
  %add731 = add i64 %v730, 1
  %sub732 = sub i64 %dim, 1
  %c733 = icmp slt i64 %add731, %sub732
  %mm734 = select i1 %c733, i64 %add731, i64 %sub732
  %c735 = icmp sgt i64 0, %mm734
  %mm736 = select i1 %c735, i64 0, i64 %mm734
  %v737 = load i64, ptr %j, align 8
  %add738 = add i64 %v737, 0
  %sub739 = sub i64 %dim24, 1
  %c740 = icmp slt i64 %add738, %sub739
  %mm741 = select i1 %c740, i64 %add738, i64 %sub739
  %c742 = icmp sgt i64 0, %mm741
  %mm743 = select i1 %c742, i64 0, i64 %mm741
  %inb744 = icmp ult i64 %mm736, %dim
  br i1 %inb744, label %ok746, label %fail745

fail745:                                          ; preds = %ok721
  %errp747 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp747, align 8
  %errp748 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp748, align 8
  %errp749 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm736, ptr %errp749, align 8
  %errp750 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp750, align 8
  ret i32 1

ok746:                                            ; preds = %ok721
  %pos751 = mul i64 0, %dim
  %pos752 = add i64 %pos751, %mm736
  %inb753 = icmp ult i64 %mm743, %dim24
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok746
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm743, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok746
  %pos760 = mul i64 %pos752, %dim24
  %pos761 = add i64 %pos760, %mm743
  %elp762 = getelementptr inbounds float, ptr %buf, i64 %pos761
  %el763 = load float, ptr %elp762, align 4, !alias.scope !0, !noalias !3
  store float %el763, ptr %next3_81, align 4
  %v764 = load i64, ptr %i, align 8
  %add765 = add i64 %v764, 1
  %sub766 = sub i64 %dim, 1
  %c767 = icmp slt i64 %add765, %sub766
  %mm768 = select i1 %c767, i64 %add765, i64 %sub766
  %c769 = icmp sgt i64 0, %mm768
  %mm770 = select i1 %c769, i64 0, i64 %mm768
  %v771 = load i64, ptr %j, align 8
  %add772 = add i64 %v771, 1
  %sub773 = sub i64 %dim24, 1
  %c774 = icmp slt i64 %add772, %sub773
  %mm775 = select i1 %c774, i64 %add772, i64 %sub773
  %c776 = icmp sgt i64 0, %mm775
  %mm777 = select i1 %c776, i64 0, i64 %mm775
  %inb778 = icmp ult i64 %mm770, %dim
  br i1 %inb778, label %ok780, label %fail779

fail779:                                          ; preds = %ok755
  %errp781 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp781, align 8
  %errp782 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp782, align 8
  %errp783 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm770, ptr %errp783, align 8
  %errp784 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp784, align 8
  ret i32 1

ok780:                                            ; preds = %ok755
  %pos785 = mul i64 0, %dim
  %pos786 = add i64 %pos785, %mm770
  %inb787 = icmp ult i64 %mm777, %dim24
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok780
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm777, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok780
  %pos794 = mul i64 %pos786, %dim24
  %pos795 = add i64 %pos794, %mm777
  %elp796 = getelementptr inbounds float, ptr %buf, i64 %pos795
  %el797 = load float, ptr %elp796, align 4, !alias.scope !0, !noalias !3
  store float %el797, ptr %next3_82, align 4
  %cv798 = sitofp i64 %dim to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gh_83, align 4
  %tup800 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup801 = insertvalue { i64, i64 } %tup800, i64 %dim24, 1
  %proj802 = extractvalue { i64, i64 } %tup801, 1
  %cv803 = sitofp i64 %proj802 to float
  %fd804 = fdiv float 0x3F90624DE0000000, %cv803
  store float %fd804, ptr %gw_84, align 4
  %v805 = load float, ptr %next3_78, align 4
  %fm806 = fmul float 2.000000e+00, %v805
  store float %fm806, ptr %"%cse0_85", align 4
  %v807 = load float, ptr %next3_81, align 4
  %v808 = load float, ptr %next3_75, align 4
  %fa809 = fadd float %v807, %v808
  %v810 = load float, ptr %"%cse0_85", align 4
  %fs811 = fsub float %fa809, %v810
  %v812 = load float, ptr %gh_83, align 4
  %v813 = load float, ptr %gw_84, align 4
  %fm814 = fmul float 0x3FB99999A0000000, %v813
  %fd815 = fdiv float %v812, %fm814
  %fd816 = fdiv float %fs811, %fd815
  %v817 = load float, ptr %next3_79, align 4
  %v818 = load float, ptr %next3_77, align 4
  %fa819 = fadd float %v817, %v818
  %v820 = load float, ptr %"%cse0_85", align 4
  %fs821 = fsub float %fa819, %v820
  %v822 = load float, ptr %gw_84, align 4
  %v823 = load float, ptr %gh_83, align 4
  %fm824 = fmul float 0x3FB99999A0000000, %v823
  %fd825 = fdiv float %v822, %fm824
  %fd826 = fdiv float %fs821, %fd825
  %fa827 = fadd float %fd816, %fd826
  %v828 = load float, ptr %next3_78, align 4
  %fs829 = fsub float 8.000000e+01, %v828
  %v830 = load float, ptr %gh_83, align 4
  %fm831 = fmul float 1.000000e+02, %v830
  %v832 = load float, ptr %gw_84, align 4
  %fm833 = fmul float %fm831, %v832
  %fd834 = fdiv float 0x3F40624DE0000000, %fm833
  %fd835 = fdiv float %fs829, %fd834
  %fa836 = fadd float %fa827, %fd835
  store float %fa836, ptr %flux4_71, align 4
  %v837 = load i64, ptr %i, align 8
  %v838 = load i64, ptr %j, align 8
  %pos839 = mul i64 0, %dim
  %pos840 = add i64 %pos839, %v837
  %pos841 = mul i64 %pos840, %dim24
  %pos842 = add i64 %pos841, %v838
  %elp843 = getelementptr inbounds float, ptr %buf, i64 %pos842
  %el844 = load float, ptr %elp843, align 4, !alias.scope !0, !noalias !3
  store float %el844, ptr %next3_89, align 4
  %v845 = load i64, ptr %i, align 8
  %v846 = load i64, ptr %j, align 8
  %pos847 = mul i64 0, %dim6
  %pos848 = add i64 %pos847, %v845
  %pos849 = mul i64 %pos848, %dim33
  %pos850 = add i64 %pos849, %v846
  %elp851 = getelementptr inbounds float, ptr %buf458, i64 %pos850
  %el852 = load float, ptr %elp851, align 4, !alias.scope !6, !noalias !7
  store float %el852, ptr %power_90, align 4
  %v853 = load float, ptr %next3_89, align 4
  %tup854 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup855 = insertvalue { i64, i64 } %tup854, i64 %dim24, 1
  %proj856 = extractvalue { i64, i64 } %tup855, 1
  %cv857 = sitofp i64 %proj856 to float
  %fd858 = fdiv float 0x3F90624DE0000000, %cv857
  %fm859 = fmul float 0x407B580020000000, %fd858
  %cv860 = sitofp i64 %dim to float
  %fd861 = fdiv float 0x3F90624DE0000000, %cv860
  %fm862 = fmul float %fm859, %fd861
  %fd863 = fdiv float 0x3E8392CBA0000000, %fm862
  %v864 = load float, ptr %power_90, align 4
  %v865 = load float, ptr %flux4_71, align 4
  %fa866 = fadd float %v864, %v865
  %fm867 = fmul float %fd863, %fa866
  %fa868 = fadd float %v853, %fm867
  store float %fa868, ptr %next4_86, align 4
  %v869 = load i64, ptr %i, align 8
  %v870 = load i64, ptr %j, align 8
  %pos871 = mul i64 0, %dim
  %pos872 = add i64 %pos871, %v869
  %pos873 = mul i64 %pos872, %dim24
  %pos874 = add i64 %pos873, %v870
  %v875 = load float, ptr %next4_86, align 4
  %elp876 = getelementptr inbounds float, ptr %buf485, i64 %pos874
  store float %v875, ptr %elp876, align 4, !alias.scope !8, !noalias !9
  %i877 = load i64, ptr %j, align 8
  %next878 = add i64 %i877, 1
  store i64 %next878, ptr %j, align 8
  br label %loop488

proved1068:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1071

checked1069:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1291

versions_done1070:                                ; preds = %exit1293, %exit1073
  store i64 %min59, ptr %j, align 8
  %v1638 = load i64, ptr %i, align 8
  %add1639 = add i64 %v1638, -1
  %sub1640 = sub i64 %dim, 1
  %c1641 = icmp slt i64 %add1639, %sub1640
  %mm1642 = select i1 %c1641, i64 %add1639, i64 %sub1640
  %c1643 = icmp sgt i64 0, %mm1642
  %mm1644 = select i1 %c1643, i64 0, i64 %mm1642
  %base1645 = sext i64 %mm1644 to i128
  %fits_low1646 = icmp sge i128 %base1645, -9223372036854775808
  %fits_high1647 = icmp sle i128 %base1645, 9223372036854775807
  %fits1648 = and i1 %fits_low1646, %fits_high1647
  %least1649 = select i1 %fits1648, i128 %base1645, i128 -9223372036854775808
  %most1650 = select i1 %fits1648, i128 %base1645, i128 9223372036854775807
  %extent1651 = sext i64 %dim to i128
  %low_ok1652 = icmp sge i128 %least1649, 0
  %high_ok1653 = icmp slt i128 %most1650, %extent1651
  %ok1654 = and i1 true, %low_ok1652
  %ok1655 = and i1 %ok1654, %high_ok1653
  %v1656 = load i64, ptr %j, align 8
  %add1657 = add i64 %v1656, -1
  %base1658 = sext i64 %add1657 to i128
  %next1659 = add i64 %min59, 1
  store i64 %next1659, ptr %j, align 8
  %v1660 = load i64, ptr %j, align 8
  %add1661 = add i64 %v1660, -1
  store i64 %min59, ptr %j, align 8
  %at_next1662 = sext i64 %add1661 to i128
  %step1663 = sub i128 %at_next1662, %base1658
  %step1664 = trunc i128 %step1663 to i64
  %step1665 = sext i64 %step1664 to i128
  %len1666 = sub i64 %dim24, %min59
  %span1667 = sub i64 %len1666, 1
  %span1668 = sext i64 %span1667 to i128
  %reach1669 = mul i128 %step1665, %span1668
  %c1670 = icmp slt i128 %reach1669, 0
  %min1671 = select i1 %c1670, i128 %reach1669, i128 0
  %c1672 = icmp sgt i128 %reach1669, 0
  %max1673 = select i1 %c1672, i128 %reach1669, i128 0
  %least1674 = add i128 %base1658, %min1671
  %most1675 = add i128 %base1658, %max1673
  %fits_low1676 = icmp sge i128 %least1674, -9223372036854775808
  %fits_high1677 = icmp sle i128 %most1675, 9223372036854775807
  %fits1678 = and i1 %fits_low1676, %fits_high1677
  %least1679 = select i1 %fits1678, i128 %least1674, i128 -9223372036854775808
  %most1680 = select i1 %fits1678, i128 %most1675, i128 9223372036854775807
  %sub1681 = sub i64 %dim24, 1
  %base1682 = sext i64 %sub1681 to i128
  %fits_low1683 = icmp sge i128 %base1682, -9223372036854775808
  %fits_high1684 = icmp sle i128 %base1682, 9223372036854775807
  %fits1685 = and i1 %fits_low1683, %fits_high1684
  %least1686 = select i1 %fits1685, i128 %base1682, i128 -9223372036854775808
  %most1687 = select i1 %fits1685, i128 %base1682, i128 9223372036854775807
  %c1688 = icmp slt i128 %least1679, %least1686
  %min1689 = select i1 %c1688, i128 %least1679, i128 %least1686
  %c1690 = icmp slt i128 %most1680, %most1687
  %min1691 = select i1 %c1690, i128 %most1680, i128 %most1687
  %c1692 = icmp sgt i128 0, %min1689
  %max1693 = select i1 %c1692, i128 0, i128 %min1689
  %c1694 = icmp sgt i128 0, %min1691
  %max1695 = select i1 %c1694, i128 0, i128 %min1691
  %extent1696 = sext i64 %dim24 to i128
  %low_ok1697 = icmp sge i128 %max1693, 0
  %high_ok1698 = icmp slt i128 %max1695, %extent1696
  %ok1699 = and i1 %ok1655, %low_ok1697
  %ok1700 = and i1 %ok1699, %high_ok1698
  %v1701 = load i64, ptr %j, align 8
  %add1702 = add i64 %v1701, 0
  %base1703 = sext i64 %add1702 to i128
  %next1704 = add i64 %min59, 1
  store i64 %next1704, ptr %j, align 8
  %v1705 = load i64, ptr %j, align 8
  %add1706 = add i64 %v1705, 0
  store i64 %min59, ptr %j, align 8
  %at_next1707 = sext i64 %add1706 to i128
  %step1708 = sub i128 %at_next1707, %base1703
  %step1709 = trunc i128 %step1708 to i64
  %step1710 = sext i64 %step1709 to i128
  %len1711 = sub i64 %dim24, %min59
  %span1712 = sub i64 %len1711, 1
  %span1713 = sext i64 %span1712 to i128
  %reach1714 = mul i128 %step1710, %span1713
  %c1715 = icmp slt i128 %reach1714, 0
  %min1716 = select i1 %c1715, i128 %reach1714, i128 0
  %c1717 = icmp sgt i128 %reach1714, 0
  %max1718 = select i1 %c1717, i128 %reach1714, i128 0
  %least1719 = add i128 %base1703, %min1716
  %most1720 = add i128 %base1703, %max1718
  %fits_low1721 = icmp sge i128 %least1719, -9223372036854775808
  %fits_high1722 = icmp sle i128 %most1720, 9223372036854775807
  %fits1723 = and i1 %fits_low1721, %fits_high1722
  %least1724 = select i1 %fits1723, i128 %least1719, i128 -9223372036854775808
  %most1725 = select i1 %fits1723, i128 %most1720, i128 9223372036854775807
  %sub1726 = sub i64 %dim24, 1
  %base1727 = sext i64 %sub1726 to i128
  %fits_low1728 = icmp sge i128 %base1727, -9223372036854775808
  %fits_high1729 = icmp sle i128 %base1727, 9223372036854775807
  %fits1730 = and i1 %fits_low1728, %fits_high1729
  %least1731 = select i1 %fits1730, i128 %base1727, i128 -9223372036854775808
  %most1732 = select i1 %fits1730, i128 %base1727, i128 9223372036854775807
  %c1733 = icmp slt i128 %least1724, %least1731
  %min1734 = select i1 %c1733, i128 %least1724, i128 %least1731
  %c1735 = icmp slt i128 %most1725, %most1732
  %min1736 = select i1 %c1735, i128 %most1725, i128 %most1732
  %c1737 = icmp sgt i128 0, %min1734
  %max1738 = select i1 %c1737, i128 0, i128 %min1734
  %c1739 = icmp sgt i128 0, %min1736
  %max1740 = select i1 %c1739, i128 0, i128 %min1736
  %extent1741 = sext i64 %dim24 to i128
  %low_ok1742 = icmp sge i128 %max1738, 0
  %high_ok1743 = icmp slt i128 %max1740, %extent1741
  %ok1744 = and i1 %ok1700, %low_ok1742
  %ok1745 = and i1 %ok1744, %high_ok1743
  %v1746 = load i64, ptr %j, align 8
  %add1747 = add i64 %v1746, 1
  %base1748 = sext i64 %add1747 to i128
  %next1749 = add i64 %min59, 1
  store i64 %next1749, ptr %j, align 8
  %v1750 = load i64, ptr %j, align 8
  %add1751 = add i64 %v1750, 1
  store i64 %min59, ptr %j, align 8
  %at_next1752 = sext i64 %add1751 to i128
  %step1753 = sub i128 %at_next1752, %base1748
  %step1754 = trunc i128 %step1753 to i64
  %step1755 = sext i64 %step1754 to i128
  %len1756 = sub i64 %dim24, %min59
  %span1757 = sub i64 %len1756, 1
  %span1758 = sext i64 %span1757 to i128
  %reach1759 = mul i128 %step1755, %span1758
  %c1760 = icmp slt i128 %reach1759, 0
  %min1761 = select i1 %c1760, i128 %reach1759, i128 0
  %c1762 = icmp sgt i128 %reach1759, 0
  %max1763 = select i1 %c1762, i128 %reach1759, i128 0
  %least1764 = add i128 %base1748, %min1761
  %most1765 = add i128 %base1748, %max1763
  %fits_low1766 = icmp sge i128 %least1764, -9223372036854775808
  %fits_high1767 = icmp sle i128 %most1765, 9223372036854775807
  %fits1768 = and i1 %fits_low1766, %fits_high1767
  %least1769 = select i1 %fits1768, i128 %least1764, i128 -9223372036854775808
  %most1770 = select i1 %fits1768, i128 %most1765, i128 9223372036854775807
  %sub1771 = sub i64 %dim24, 1
  %base1772 = sext i64 %sub1771 to i128
  %fits_low1773 = icmp sge i128 %base1772, -9223372036854775808
  %fits_high1774 = icmp sle i128 %base1772, 9223372036854775807
  %fits1775 = and i1 %fits_low1773, %fits_high1774
  %least1776 = select i1 %fits1775, i128 %base1772, i128 -9223372036854775808
  %most1777 = select i1 %fits1775, i128 %base1772, i128 9223372036854775807
  %c1778 = icmp slt i128 %least1769, %least1776
  %min1779 = select i1 %c1778, i128 %least1769, i128 %least1776
  %c1780 = icmp slt i128 %most1770, %most1777
  %min1781 = select i1 %c1780, i128 %most1770, i128 %most1777
  %c1782 = icmp sgt i128 0, %min1779
  %max1783 = select i1 %c1782, i128 0, i128 %min1779
  %c1784 = icmp sgt i128 0, %min1781
  %max1785 = select i1 %c1784, i128 0, i128 %min1781
  %extent1786 = sext i64 %dim24 to i128
  %low_ok1787 = icmp sge i128 %max1783, 0
  %high_ok1788 = icmp slt i128 %max1785, %extent1786
  %ok1789 = and i1 %ok1745, %low_ok1787
  %ok1790 = and i1 %ok1789, %high_ok1788
  %v1791 = load i64, ptr %i, align 8
  %add1792 = add i64 %v1791, 0
  %sub1793 = sub i64 %dim, 1
  %c1794 = icmp slt i64 %add1792, %sub1793
  %mm1795 = select i1 %c1794, i64 %add1792, i64 %sub1793
  %c1796 = icmp sgt i64 0, %mm1795
  %mm1797 = select i1 %c1796, i64 0, i64 %mm1795
  %base1798 = sext i64 %mm1797 to i128
  %fits_low1799 = icmp sge i128 %base1798, -9223372036854775808
  %fits_high1800 = icmp sle i128 %base1798, 9223372036854775807
  %fits1801 = and i1 %fits_low1799, %fits_high1800
  %least1802 = select i1 %fits1801, i128 %base1798, i128 -9223372036854775808
  %most1803 = select i1 %fits1801, i128 %base1798, i128 9223372036854775807
  %extent1804 = sext i64 %dim to i128
  %low_ok1805 = icmp sge i128 %least1802, 0
  %high_ok1806 = icmp slt i128 %most1803, %extent1804
  %ok1807 = and i1 %ok1790, %low_ok1805
  %ok1808 = and i1 %ok1807, %high_ok1806
  %v1809 = load i64, ptr %i, align 8
  %add1810 = add i64 %v1809, 1
  %sub1811 = sub i64 %dim, 1
  %c1812 = icmp slt i64 %add1810, %sub1811
  %mm1813 = select i1 %c1812, i64 %add1810, i64 %sub1811
  %c1814 = icmp sgt i64 0, %mm1813
  %mm1815 = select i1 %c1814, i64 0, i64 %mm1813
  %base1816 = sext i64 %mm1815 to i128
  %fits_low1817 = icmp sge i128 %base1816, -9223372036854775808
  %fits_high1818 = icmp sle i128 %base1816, 9223372036854775807
  %fits1819 = and i1 %fits_low1817, %fits_high1818
  %least1820 = select i1 %fits1819, i128 %base1816, i128 -9223372036854775808
  %most1821 = select i1 %fits1819, i128 %base1816, i128 9223372036854775807
  %extent1822 = sext i64 %dim to i128
  %low_ok1823 = icmp sge i128 %least1820, 0
  %high_ok1824 = icmp slt i128 %most1821, %extent1822
  %ok1825 = and i1 %ok1808, %low_ok1823
  %ok1826 = and i1 %ok1825, %high_ok1824
  br i1 %ok1826, label %proved1827, label %checked1828

loop1071:                                         ; preds = %body1072, %proved1068
  %i1074 = load i64, ptr %j, align 8
  %more1075 = icmp slt i64 %i1074, %min59
  br i1 %more1075, label %body1072, label %exit1073

body1072:                                         ; preds = %loop1071
  %v1076 = load i64, ptr %i, align 8
  %add1077 = add i64 %v1076, -1
  %sub1078 = sub i64 %dim, 1
  %c1079 = icmp slt i64 %add1077, %sub1078
  %mm1080 = select i1 %c1079, i64 %add1077, i64 %sub1078
  %c1081 = icmp sgt i64 0, %mm1080
  %mm1082 = select i1 %c1081, i64 0, i64 %mm1080
  %j1083 = load i64, ptr %j, align 8
  %tap = add i64 %j1083, -1
  %pos1084 = mul i64 0, %dim
  %pos1085 = add i64 %pos1084, %mm1082
  %pos1086 = mul i64 %pos1085, %dim24
  %pos1087 = add i64 %pos1086, %tap
  %elp1088 = getelementptr inbounds float, ptr %buf, i64 %pos1087
  %el1089 = load float, ptr %elp1088, align 4, !alias.scope !0, !noalias !3
  store float %el1089, ptr %next3_74, align 4
  %v1090 = load i64, ptr %i, align 8
  %add1091 = add i64 %v1090, -1
  %sub1092 = sub i64 %dim, 1
  %c1093 = icmp slt i64 %add1091, %sub1092
  %mm1094 = select i1 %c1093, i64 %add1091, i64 %sub1092
  %c1095 = icmp sgt i64 0, %mm1094
  %mm1096 = select i1 %c1095, i64 0, i64 %mm1094
  %j1097 = load i64, ptr %j, align 8
  %tap1098 = add i64 %j1097, 0
  %pos1099 = mul i64 0, %dim
  %pos1100 = add i64 %pos1099, %mm1096
  %pos1101 = mul i64 %pos1100, %dim24
  %pos1102 = add i64 %pos1101, %tap1098
  %elp1103 = getelementptr inbounds float, ptr %buf, i64 %pos1102
  %el1104 = load float, ptr %elp1103, align 4, !alias.scope !0, !noalias !3
  store float %el1104, ptr %next3_75, align 4
  %v1105 = load i64, ptr %i, align 8
  %add1106 = add i64 %v1105, -1
  %sub1107 = sub i64 %dim, 1
  %c1108 = icmp slt i64 %add1106, %sub1107
  %mm1109 = select i1 %c1108, i64 %add1106, i64 %sub1107
  %c1110 = icmp sgt i64 0, %mm1109
  %mm1111 = select i1 %c1110, i64 0, i64 %mm1109
  %j1112 = load i64, ptr %j, align 8
  %tap1113 = add i64 %j1112, 1
  %pos1114 = mul i64 0, %dim
  %pos1115 = add i64 %pos1114, %mm1111
  %pos1116 = mul i64 %pos1115, %dim24
  %pos1117 = add i64 %pos1116, %tap1113
  %elp1118 = getelementptr inbounds float, ptr %buf, i64 %pos1117
  %el1119 = load float, ptr %elp1118, align 4, !alias.scope !0, !noalias !3
  store float %el1119, ptr %next3_76, align 4
  %v1120 = load i64, ptr %i, align 8
  %add1121 = add i64 %v1120, 0
  %sub1122 = sub i64 %dim, 1
  %c1123 = icmp slt i64 %add1121, %sub1122
  %mm1124 = select i1 %c1123, i64 %add1121, i64 %sub1122
  %c1125 = icmp sgt i64 0, %mm1124
  %mm1126 = select i1 %c1125, i64 0, i64 %mm1124
  %j1127 = load i64, ptr %j, align 8
  %tap1128 = add i64 %j1127, -1
  %pos1129 = mul i64 0, %dim
  %pos1130 = add i64 %pos1129, %mm1126
  %pos1131 = mul i64 %pos1130, %dim24
  %pos1132 = add i64 %pos1131, %tap1128
  %elp1133 = getelementptr inbounds float, ptr %buf, i64 %pos1132
  %el1134 = load float, ptr %elp1133, align 4, !alias.scope !0, !noalias !3
  store float %el1134, ptr %next3_77, align 4
  %v1135 = load i64, ptr %i, align 8
  %add1136 = add i64 %v1135, 0
  %sub1137 = sub i64 %dim, 1
  %c1138 = icmp slt i64 %add1136, %sub1137
  %mm1139 = select i1 %c1138, i64 %add1136, i64 %sub1137
  %c1140 = icmp sgt i64 0, %mm1139
  %mm1141 = select i1 %c1140, i64 0, i64 %mm1139
  %j1142 = load i64, ptr %j, align 8
  %tap1143 = add i64 %j1142, 0
  %pos1144 = mul i64 0, %dim
  %pos1145 = add i64 %pos1144, %mm1141
  %pos1146 = mul i64 %pos1145, %dim24
  %pos1147 = add i64 %pos1146, %tap1143
  %elp1148 = getelementptr inbounds float, ptr %buf, i64 %pos1147
  %el1149 = load float, ptr %elp1148, align 4, !alias.scope !0, !noalias !3
  store float %el1149, ptr %next3_78, align 4
  %v1150 = load i64, ptr %i, align 8
  %add1151 = add i64 %v1150, 0
  %sub1152 = sub i64 %dim, 1
  %c1153 = icmp slt i64 %add1151, %sub1152
  %mm1154 = select i1 %c1153, i64 %add1151, i64 %sub1152
  %c1155 = icmp sgt i64 0, %mm1154
  %mm1156 = select i1 %c1155, i64 0, i64 %mm1154
  %j1157 = load i64, ptr %j, align 8
  %tap1158 = add i64 %j1157, 1
  %pos1159 = mul i64 0, %dim
  %pos1160 = add i64 %pos1159, %mm1156
  %pos1161 = mul i64 %pos1160, %dim24
  %pos1162 = add i64 %pos1161, %tap1158
  %elp1163 = getelementptr inbounds float, ptr %buf, i64 %pos1162
  %el1164 = load float, ptr %elp1163, align 4, !alias.scope !0, !noalias !3
  store float %el1164, ptr %next3_79, align 4
  %v1165 = load i64, ptr %i, align 8
  %add1166 = add i64 %v1165, 1
  %sub1167 = sub i64 %dim, 1
  %c1168 = icmp slt i64 %add1166, %sub1167
  %mm1169 = select i1 %c1168, i64 %add1166, i64 %sub1167
  %c1170 = icmp sgt i64 0, %mm1169
  %mm1171 = select i1 %c1170, i64 0, i64 %mm1169
  %j1172 = load i64, ptr %j, align 8
  %tap1173 = add i64 %j1172, -1
  %pos1174 = mul i64 0, %dim
  %pos1175 = add i64 %pos1174, %mm1171
  %pos1176 = mul i64 %pos1175, %dim24
  %pos1177 = add i64 %pos1176, %tap1173
  %elp1178 = getelementptr inbounds float, ptr %buf, i64 %pos1177
  %el1179 = load float, ptr %elp1178, align 4, !alias.scope !0, !noalias !3
  store float %el1179, ptr %next3_80, align 4
  %v1180 = load i64, ptr %i, align 8
  %add1181 = add i64 %v1180, 1
  %sub1182 = sub i64 %dim, 1
  %c1183 = icmp slt i64 %add1181, %sub1182
  %mm1184 = select i1 %c1183, i64 %add1181, i64 %sub1182
  %c1185 = icmp sgt i64 0, %mm1184
  %mm1186 = select i1 %c1185, i64 0, i64 %mm1184
  %j1187 = load i64, ptr %j, align 8
  %tap1188 = add i64 %j1187, 0
  %pos1189 = mul i64 0, %dim
  %pos1190 = add i64 %pos1189, %mm1186
  %pos1191 = mul i64 %pos1190, %dim24
  %pos1192 = add i64 %pos1191, %tap1188
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next3_81, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, 1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 1
  %pos1204 = mul i64 0, %dim
  %pos1205 = add i64 %pos1204, %mm1201
  %pos1206 = mul i64 %pos1205, %dim24
  %pos1207 = add i64 %pos1206, %tap1203
  %elp1208 = getelementptr inbounds float, ptr %buf, i64 %pos1207
  %el1209 = load float, ptr %elp1208, align 4, !alias.scope !0, !noalias !3
  store float %el1209, ptr %next3_82, align 4
  %cv1210 = sitofp i64 %dim to float
  %fd1211 = fdiv float 0x3F90624DE0000000, %cv1210
  store float %fd1211, ptr %gh_83, align 4
  %tup1212 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1213 = insertvalue { i64, i64 } %tup1212, i64 %dim24, 1
  %proj1214 = extractvalue { i64, i64 } %tup1213, 1
  %cv1215 = sitofp i64 %proj1214 to float
  %fd1216 = fdiv float 0x3F90624DE0000000, %cv1215
  store float %fd1216, ptr %gw_84, align 4
  %v1217 = load float, ptr %next3_78, align 4
  %fm1218 = fmul float 2.000000e+00, %v1217
  store float %fm1218, ptr %"%cse0_85", align 4
  %v1219 = load float, ptr %next3_81, align 4
  %v1220 = load float, ptr %next3_75, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_85", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gh_83, align 4
  %v1225 = load float, ptr %gw_84, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %v1229 = load float, ptr %next3_79, align 4
  %v1230 = load float, ptr %next3_77, align 4
  %fa1231 = fadd float %v1229, %v1230
  %v1232 = load float, ptr %"%cse0_85", align 4
  %fs1233 = fsub float %fa1231, %v1232
  %v1234 = load float, ptr %gw_84, align 4
  %v1235 = load float, ptr %gh_83, align 4
  %fm1236 = fmul float 0x3FB99999A0000000, %v1235
  %fd1237 = fdiv float %v1234, %fm1236
  %fd1238 = fdiv float %fs1233, %fd1237
  %fa1239 = fadd float %fd1228, %fd1238
  %v1240 = load float, ptr %next3_78, align 4
  %fs1241 = fsub float 8.000000e+01, %v1240
  %v1242 = load float, ptr %gh_83, align 4
  %fm1243 = fmul float 1.000000e+02, %v1242
  %v1244 = load float, ptr %gw_84, align 4
  %fm1245 = fmul float %fm1243, %v1244
  %fd1246 = fdiv float 0x3F40624DE0000000, %fm1245
  %fd1247 = fdiv float %fs1241, %fd1246
  %fa1248 = fadd float %fa1239, %fd1247
  store float %fa1248, ptr %flux4_71, align 4
  %v1249 = load i64, ptr %i, align 8
  %v1250 = load i64, ptr %j, align 8
  %pos1251 = mul i64 0, %dim
  %pos1252 = add i64 %pos1251, %v1249
  %pos1253 = mul i64 %pos1252, %dim24
  %pos1254 = add i64 %pos1253, %v1250
  %elp1255 = getelementptr inbounds float, ptr %buf, i64 %pos1254
  %el1256 = load float, ptr %elp1255, align 4, !alias.scope !0, !noalias !3
  store float %el1256, ptr %next3_89, align 4
  %v1257 = load i64, ptr %i, align 8
  %v1258 = load i64, ptr %j, align 8
  %pos1259 = mul i64 0, %dim6
  %pos1260 = add i64 %pos1259, %v1257
  %pos1261 = mul i64 %pos1260, %dim33
  %pos1262 = add i64 %pos1261, %v1258
  %elp1263 = getelementptr inbounds float, ptr %buf458, i64 %pos1262
  %el1264 = load float, ptr %elp1263, align 4, !alias.scope !6, !noalias !7
  store float %el1264, ptr %power_90, align 4
  %v1265 = load float, ptr %next3_89, align 4
  %tup1266 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1267 = insertvalue { i64, i64 } %tup1266, i64 %dim24, 1
  %proj1268 = extractvalue { i64, i64 } %tup1267, 1
  %cv1269 = sitofp i64 %proj1268 to float
  %fd1270 = fdiv float 0x3F90624DE0000000, %cv1269
  %fm1271 = fmul float 0x407B580020000000, %fd1270
  %cv1272 = sitofp i64 %dim to float
  %fd1273 = fdiv float 0x3F90624DE0000000, %cv1272
  %fm1274 = fmul float %fm1271, %fd1273
  %fd1275 = fdiv float 0x3E8392CBA0000000, %fm1274
  %v1276 = load float, ptr %power_90, align 4
  %v1277 = load float, ptr %flux4_71, align 4
  %fa1278 = fadd float %v1276, %v1277
  %fm1279 = fmul float %fd1275, %fa1278
  %fa1280 = fadd float %v1265, %fm1279
  store float %fa1280, ptr %next4_86, align 4
  %v1281 = load i64, ptr %i, align 8
  %v1282 = load i64, ptr %j, align 8
  %pos1283 = mul i64 0, %dim
  %pos1284 = add i64 %pos1283, %v1281
  %pos1285 = mul i64 %pos1284, %dim24
  %pos1286 = add i64 %pos1285, %v1282
  %v1287 = load float, ptr %next4_86, align 4
  %elp1288 = getelementptr inbounds float, ptr %buf485, i64 %pos1286
  store float %v1287, ptr %elp1288, align 4, !alias.scope !8, !noalias !9
  %i1289 = load i64, ptr %j, align 8
  %next1290 = add i64 %i1289, 1
  store i64 %next1290, ptr %j, align 8
  br label %loop1071

exit1073:                                         ; preds = %loop1071
  br label %versions_done1070

loop1291:                                         ; preds = %ok1548, %checked1069
  %i1294 = load i64, ptr %j, align 8
  %more1295 = icmp slt i64 %i1294, %min59
  br i1 %more1295, label %body1292, label %exit1293

body1292:                                         ; preds = %loop1291
  %v1296 = load i64, ptr %i, align 8
  %add1297 = add i64 %v1296, -1
  %sub1298 = sub i64 %dim, 1
  %c1299 = icmp slt i64 %add1297, %sub1298
  %mm1300 = select i1 %c1299, i64 %add1297, i64 %sub1298
  %c1301 = icmp sgt i64 0, %mm1300
  %mm1302 = select i1 %c1301, i64 0, i64 %mm1300
  %j1303 = load i64, ptr %j, align 8
  %tap1304 = add i64 %j1303, -1
  %inb1305 = icmp ult i64 %mm1302, %dim
  br i1 %inb1305, label %ok1307, label %fail1306

exit1293:                                         ; preds = %loop1291
  br label %versions_done1070

fail1306:                                         ; preds = %body1292
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1308, align 8
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1302, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1311, align 8
  ret i32 1

ok1307:                                           ; preds = %body1292
  %pos1312 = mul i64 0, %dim
  %pos1313 = add i64 %pos1312, %mm1302
  %inb1314 = icmp ult i64 %tap1304, %dim24
  br i1 %inb1314, label %ok1316, label %fail1315

fail1315:                                         ; preds = %ok1307
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1317, align 8
  %errp1318 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1318, align 8
  %errp1319 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1304, ptr %errp1319, align 8
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1320, align 8
  ret i32 1

ok1316:                                           ; preds = %ok1307
  %pos1321 = mul i64 %pos1313, %dim24
  %pos1322 = add i64 %pos1321, %tap1304
  %elp1323 = getelementptr inbounds float, ptr %buf, i64 %pos1322
  %el1324 = load float, ptr %elp1323, align 4, !alias.scope !0, !noalias !3
  store float %el1324, ptr %next3_74, align 4
  %v1325 = load i64, ptr %i, align 8
  %add1326 = add i64 %v1325, -1
  %sub1327 = sub i64 %dim, 1
  %c1328 = icmp slt i64 %add1326, %sub1327
  %mm1329 = select i1 %c1328, i64 %add1326, i64 %sub1327
  %c1330 = icmp sgt i64 0, %mm1329
  %mm1331 = select i1 %c1330, i64 0, i64 %mm1329
  %j1332 = load i64, ptr %j, align 8
  %tap1333 = add i64 %j1332, 0
  %inb1334 = icmp ult i64 %mm1331, %dim
  br i1 %inb1334, label %ok1336, label %fail1335

fail1335:                                         ; preds = %ok1316
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1337, align 8
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1331, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1340, align 8
  ret i32 1

ok1336:                                           ; preds = %ok1316
  %pos1341 = mul i64 0, %dim
  %pos1342 = add i64 %pos1341, %mm1331
  %inb1343 = icmp ult i64 %tap1333, %dim24
  br i1 %inb1343, label %ok1345, label %fail1344

fail1344:                                         ; preds = %ok1336
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1333, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1349, align 8
  ret i32 1

ok1345:                                           ; preds = %ok1336
  %pos1350 = mul i64 %pos1342, %dim24
  %pos1351 = add i64 %pos1350, %tap1333
  %elp1352 = getelementptr inbounds float, ptr %buf, i64 %pos1351
  %el1353 = load float, ptr %elp1352, align 4, !alias.scope !0, !noalias !3
  store float %el1353, ptr %next3_75, align 4
  %v1354 = load i64, ptr %i, align 8
  %add1355 = add i64 %v1354, -1
  %sub1356 = sub i64 %dim, 1
  %c1357 = icmp slt i64 %add1355, %sub1356
  %mm1358 = select i1 %c1357, i64 %add1355, i64 %sub1356
  %c1359 = icmp sgt i64 0, %mm1358
  %mm1360 = select i1 %c1359, i64 0, i64 %mm1358
  %j1361 = load i64, ptr %j, align 8
  %tap1362 = add i64 %j1361, 1
  %inb1363 = icmp ult i64 %mm1360, %dim
  br i1 %inb1363, label %ok1365, label %fail1364

fail1364:                                         ; preds = %ok1345
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1366, align 8
  %errp1367 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1367, align 8
  %errp1368 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1360, ptr %errp1368, align 8
  %errp1369 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1369, align 8
  ret i32 1

ok1365:                                           ; preds = %ok1345
  %pos1370 = mul i64 0, %dim
  %pos1371 = add i64 %pos1370, %mm1360
  %inb1372 = icmp ult i64 %tap1362, %dim24
  br i1 %inb1372, label %ok1374, label %fail1373

fail1373:                                         ; preds = %ok1365
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1362, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1378, align 8
  ret i32 1

ok1374:                                           ; preds = %ok1365
  %pos1379 = mul i64 %pos1371, %dim24
  %pos1380 = add i64 %pos1379, %tap1362
  %elp1381 = getelementptr inbounds float, ptr %buf, i64 %pos1380
  %el1382 = load float, ptr %elp1381, align 4, !alias.scope !0, !noalias !3
  store float %el1382, ptr %next3_76, align 4
  %v1383 = load i64, ptr %i, align 8
  %add1384 = add i64 %v1383, 0
  %sub1385 = sub i64 %dim, 1
  %c1386 = icmp slt i64 %add1384, %sub1385
  %mm1387 = select i1 %c1386, i64 %add1384, i64 %sub1385
  %c1388 = icmp sgt i64 0, %mm1387
  %mm1389 = select i1 %c1388, i64 0, i64 %mm1387
  %j1390 = load i64, ptr %j, align 8
  %tap1391 = add i64 %j1390, -1
  %inb1392 = icmp ult i64 %mm1389, %dim
  br i1 %inb1392, label %ok1394, label %fail1393

fail1393:                                         ; preds = %ok1374
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1395, align 8
  %errp1396 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1396, align 8
  %errp1397 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1389, ptr %errp1397, align 8
  %errp1398 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1398, align 8
  ret i32 1

ok1394:                                           ; preds = %ok1374
  %pos1399 = mul i64 0, %dim
  %pos1400 = add i64 %pos1399, %mm1389
  %inb1401 = icmp ult i64 %tap1391, %dim24
  br i1 %inb1401, label %ok1403, label %fail1402

fail1402:                                         ; preds = %ok1394
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1404, align 8
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1405, align 8
  %errp1406 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1391, ptr %errp1406, align 8
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1407, align 8
  ret i32 1

ok1403:                                           ; preds = %ok1394
  %pos1408 = mul i64 %pos1400, %dim24
  %pos1409 = add i64 %pos1408, %tap1391
  %elp1410 = getelementptr inbounds float, ptr %buf, i64 %pos1409
  %el1411 = load float, ptr %elp1410, align 4, !alias.scope !0, !noalias !3
  store float %el1411, ptr %next3_77, align 4
  %v1412 = load i64, ptr %i, align 8
  %add1413 = add i64 %v1412, 0
  %sub1414 = sub i64 %dim, 1
  %c1415 = icmp slt i64 %add1413, %sub1414
  %mm1416 = select i1 %c1415, i64 %add1413, i64 %sub1414
  %c1417 = icmp sgt i64 0, %mm1416
  %mm1418 = select i1 %c1417, i64 0, i64 %mm1416
  %j1419 = load i64, ptr %j, align 8
  %tap1420 = add i64 %j1419, 0
  %inb1421 = icmp ult i64 %mm1418, %dim
  br i1 %inb1421, label %ok1423, label %fail1422

fail1422:                                         ; preds = %ok1403
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1424, align 8
  %errp1425 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1425, align 8
  %errp1426 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1418, ptr %errp1426, align 8
  %errp1427 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1427, align 8
  ret i32 1

ok1423:                                           ; preds = %ok1403
  %pos1428 = mul i64 0, %dim
  %pos1429 = add i64 %pos1428, %mm1418
  %inb1430 = icmp ult i64 %tap1420, %dim24
  br i1 %inb1430, label %ok1432, label %fail1431

fail1431:                                         ; preds = %ok1423
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1433, align 8
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1434, align 8
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1420, ptr %errp1435, align 8
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1436, align 8
  ret i32 1

ok1432:                                           ; preds = %ok1423
  %pos1437 = mul i64 %pos1429, %dim24
  %pos1438 = add i64 %pos1437, %tap1420
  %elp1439 = getelementptr inbounds float, ptr %buf, i64 %pos1438
  %el1440 = load float, ptr %elp1439, align 4, !alias.scope !0, !noalias !3
  store float %el1440, ptr %next3_78, align 4
  %v1441 = load i64, ptr %i, align 8
  %add1442 = add i64 %v1441, 0
  %sub1443 = sub i64 %dim, 1
  %c1444 = icmp slt i64 %add1442, %sub1443
  %mm1445 = select i1 %c1444, i64 %add1442, i64 %sub1443
  %c1446 = icmp sgt i64 0, %mm1445
  %mm1447 = select i1 %c1446, i64 0, i64 %mm1445
  %j1448 = load i64, ptr %j, align 8
  %tap1449 = add i64 %j1448, 1
  %inb1450 = icmp ult i64 %mm1447, %dim
  br i1 %inb1450, label %ok1452, label %fail1451

fail1451:                                         ; preds = %ok1432
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1454, align 8
  %errp1455 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1447, ptr %errp1455, align 8
  %errp1456 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1456, align 8
  ret i32 1

ok1452:                                           ; preds = %ok1432
  %pos1457 = mul i64 0, %dim
  %pos1458 = add i64 %pos1457, %mm1447
  %inb1459 = icmp ult i64 %tap1449, %dim24
  br i1 %inb1459, label %ok1461, label %fail1460

fail1460:                                         ; preds = %ok1452
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1463, align 8
  %errp1464 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1449, ptr %errp1464, align 8
  %errp1465 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1465, align 8
  ret i32 1

ok1461:                                           ; preds = %ok1452
  %pos1466 = mul i64 %pos1458, %dim24
  %pos1467 = add i64 %pos1466, %tap1449
  %elp1468 = getelementptr inbounds float, ptr %buf, i64 %pos1467
  %el1469 = load float, ptr %elp1468, align 4, !alias.scope !0, !noalias !3
  store float %el1469, ptr %next3_79, align 4
  %v1470 = load i64, ptr %i, align 8
  %add1471 = add i64 %v1470, 1
  %sub1472 = sub i64 %dim, 1
  %c1473 = icmp slt i64 %add1471, %sub1472
  %mm1474 = select i1 %c1473, i64 %add1471, i64 %sub1472
  %c1475 = icmp sgt i64 0, %mm1474
  %mm1476 = select i1 %c1475, i64 0, i64 %mm1474
  %j1477 = load i64, ptr %j, align 8
  %tap1478 = add i64 %j1477, -1
  %inb1479 = icmp ult i64 %mm1476, %dim
  br i1 %inb1479, label %ok1481, label %fail1480

fail1480:                                         ; preds = %ok1461
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1483, align 8
  %errp1484 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1476, ptr %errp1484, align 8
  %errp1485 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1485, align 8
  ret i32 1

ok1481:                                           ; preds = %ok1461
  %pos1486 = mul i64 0, %dim
  %pos1487 = add i64 %pos1486, %mm1476
  %inb1488 = icmp ult i64 %tap1478, %dim24
  br i1 %inb1488, label %ok1490, label %fail1489

fail1489:                                         ; preds = %ok1481
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1491, align 8
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1492, align 8
  %errp1493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1478, ptr %errp1493, align 8
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1494, align 8
  ret i32 1

ok1490:                                           ; preds = %ok1481
  %pos1495 = mul i64 %pos1487, %dim24
  %pos1496 = add i64 %pos1495, %tap1478
  %elp1497 = getelementptr inbounds float, ptr %buf, i64 %pos1496
  %el1498 = load float, ptr %elp1497, align 4, !alias.scope !0, !noalias !3
  store float %el1498, ptr %next3_80, align 4
  %v1499 = load i64, ptr %i, align 8
  %add1500 = add i64 %v1499, 1
  %sub1501 = sub i64 %dim, 1
  %c1502 = icmp slt i64 %add1500, %sub1501
  %mm1503 = select i1 %c1502, i64 %add1500, i64 %sub1501
  %c1504 = icmp sgt i64 0, %mm1503
  %mm1505 = select i1 %c1504, i64 0, i64 %mm1503
  %j1506 = load i64, ptr %j, align 8
  %tap1507 = add i64 %j1506, 0
  %inb1508 = icmp ult i64 %mm1505, %dim
  br i1 %inb1508, label %ok1510, label %fail1509

fail1509:                                         ; preds = %ok1490
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1512, align 8
  %errp1513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1505, ptr %errp1513, align 8
  %errp1514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1514, align 8
  ret i32 1

ok1510:                                           ; preds = %ok1490
  %pos1515 = mul i64 0, %dim
  %pos1516 = add i64 %pos1515, %mm1505
  %inb1517 = icmp ult i64 %tap1507, %dim24
  br i1 %inb1517, label %ok1519, label %fail1518

fail1518:                                         ; preds = %ok1510
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1520, align 8
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1521, align 8
  %errp1522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1507, ptr %errp1522, align 8
  %errp1523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1523, align 8
  ret i32 1

ok1519:                                           ; preds = %ok1510
  %pos1524 = mul i64 %pos1516, %dim24
  %pos1525 = add i64 %pos1524, %tap1507
  %elp1526 = getelementptr inbounds float, ptr %buf, i64 %pos1525
  %el1527 = load float, ptr %elp1526, align 4, !alias.scope !0, !noalias !3
  store float %el1527, ptr %next3_81, align 4
  %v1528 = load i64, ptr %i, align 8
  %add1529 = add i64 %v1528, 1
  %sub1530 = sub i64 %dim, 1
  %c1531 = icmp slt i64 %add1529, %sub1530
  %mm1532 = select i1 %c1531, i64 %add1529, i64 %sub1530
  %c1533 = icmp sgt i64 0, %mm1532
  %mm1534 = select i1 %c1533, i64 0, i64 %mm1532
  %j1535 = load i64, ptr %j, align 8
  %tap1536 = add i64 %j1535, 1
  %inb1537 = icmp ult i64 %mm1534, %dim
  br i1 %inb1537, label %ok1539, label %fail1538

fail1538:                                         ; preds = %ok1519
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1541, align 8
  %errp1542 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1534, ptr %errp1542, align 8
  %errp1543 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1543, align 8
  ret i32 1

ok1539:                                           ; preds = %ok1519
  %pos1544 = mul i64 0, %dim
  %pos1545 = add i64 %pos1544, %mm1534
  %inb1546 = icmp ult i64 %tap1536, %dim24
  br i1 %inb1546, label %ok1548, label %fail1547

fail1547:                                         ; preds = %ok1539
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1549, align 8
  %errp1550 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1550, align 8
  %errp1551 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1536, ptr %errp1551, align 8
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1552, align 8
  ret i32 1

ok1548:                                           ; preds = %ok1539
  %pos1553 = mul i64 %pos1545, %dim24
  %pos1554 = add i64 %pos1553, %tap1536
  %elp1555 = getelementptr inbounds float, ptr %buf, i64 %pos1554
  %el1556 = load float, ptr %elp1555, align 4, !alias.scope !0, !noalias !3
  store float %el1556, ptr %next3_82, align 4
  %cv1557 = sitofp i64 %dim to float
  %fd1558 = fdiv float 0x3F90624DE0000000, %cv1557
  store float %fd1558, ptr %gh_83, align 4
  %tup1559 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1560 = insertvalue { i64, i64 } %tup1559, i64 %dim24, 1
  %proj1561 = extractvalue { i64, i64 } %tup1560, 1
  %cv1562 = sitofp i64 %proj1561 to float
  %fd1563 = fdiv float 0x3F90624DE0000000, %cv1562
  store float %fd1563, ptr %gw_84, align 4
  %v1564 = load float, ptr %next3_78, align 4
  %fm1565 = fmul float 2.000000e+00, %v1564
  store float %fm1565, ptr %"%cse0_85", align 4
  %v1566 = load float, ptr %next3_81, align 4
  %v1567 = load float, ptr %next3_75, align 4
  %fa1568 = fadd float %v1566, %v1567
  %v1569 = load float, ptr %"%cse0_85", align 4
  %fs1570 = fsub float %fa1568, %v1569
  %v1571 = load float, ptr %gh_83, align 4
  %v1572 = load float, ptr %gw_84, align 4
  %fm1573 = fmul float 0x3FB99999A0000000, %v1572
  %fd1574 = fdiv float %v1571, %fm1573
  %fd1575 = fdiv float %fs1570, %fd1574
  %v1576 = load float, ptr %next3_79, align 4
  %v1577 = load float, ptr %next3_77, align 4
  %fa1578 = fadd float %v1576, %v1577
  %v1579 = load float, ptr %"%cse0_85", align 4
  %fs1580 = fsub float %fa1578, %v1579
  %v1581 = load float, ptr %gw_84, align 4
  %v1582 = load float, ptr %gh_83, align 4
  %fm1583 = fmul float 0x3FB99999A0000000, %v1582
  %fd1584 = fdiv float %v1581, %fm1583
  %fd1585 = fdiv float %fs1580, %fd1584
  %fa1586 = fadd float %fd1575, %fd1585
  %v1587 = load float, ptr %next3_78, align 4
  %fs1588 = fsub float 8.000000e+01, %v1587
  %v1589 = load float, ptr %gh_83, align 4
  %fm1590 = fmul float 1.000000e+02, %v1589
  %v1591 = load float, ptr %gw_84, align 4
  %fm1592 = fmul float %fm1590, %v1591
  %fd1593 = fdiv float 0x3F40624DE0000000, %fm1592
  %fd1594 = fdiv float %fs1588, %fd1593
  %fa1595 = fadd float %fa1586, %fd1594
  store float %fa1595, ptr %flux4_71, align 4
  %v1596 = load i64, ptr %i, align 8
  %v1597 = load i64, ptr %j, align 8
  %pos1598 = mul i64 0, %dim
  %pos1599 = add i64 %pos1598, %v1596
  %pos1600 = mul i64 %pos1599, %dim24
  %pos1601 = add i64 %pos1600, %v1597
  %elp1602 = getelementptr inbounds float, ptr %buf, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !0, !noalias !3
  store float %el1603, ptr %next3_89, align 4
  %v1604 = load i64, ptr %i, align 8
  %v1605 = load i64, ptr %j, align 8
  %pos1606 = mul i64 0, %dim6
  %pos1607 = add i64 %pos1606, %v1604
  %pos1608 = mul i64 %pos1607, %dim33
  %pos1609 = add i64 %pos1608, %v1605
  %elp1610 = getelementptr inbounds float, ptr %buf458, i64 %pos1609
  %el1611 = load float, ptr %elp1610, align 4, !alias.scope !6, !noalias !7
  store float %el1611, ptr %power_90, align 4
  %v1612 = load float, ptr %next3_89, align 4
  %tup1613 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1614 = insertvalue { i64, i64 } %tup1613, i64 %dim24, 1
  %proj1615 = extractvalue { i64, i64 } %tup1614, 1
  %cv1616 = sitofp i64 %proj1615 to float
  %fd1617 = fdiv float 0x3F90624DE0000000, %cv1616
  %fm1618 = fmul float 0x407B580020000000, %fd1617
  %cv1619 = sitofp i64 %dim to float
  %fd1620 = fdiv float 0x3F90624DE0000000, %cv1619
  %fm1621 = fmul float %fm1618, %fd1620
  %fd1622 = fdiv float 0x3E8392CBA0000000, %fm1621
  %v1623 = load float, ptr %power_90, align 4
  %v1624 = load float, ptr %flux4_71, align 4
  %fa1625 = fadd float %v1623, %v1624
  %fm1626 = fmul float %fd1622, %fa1625
  %fa1627 = fadd float %v1612, %fm1626
  store float %fa1627, ptr %next4_86, align 4
  %v1628 = load i64, ptr %i, align 8
  %v1629 = load i64, ptr %j, align 8
  %pos1630 = mul i64 0, %dim
  %pos1631 = add i64 %pos1630, %v1628
  %pos1632 = mul i64 %pos1631, %dim24
  %pos1633 = add i64 %pos1632, %v1629
  %v1634 = load float, ptr %next4_86, align 4
  %elp1635 = getelementptr inbounds float, ptr %buf485, i64 %pos1633
  store float %v1634, ptr %elp1635, align 4, !alias.scope !8, !noalias !9
  %i1636 = load i64, ptr %j, align 8
  %next1637 = add i64 %i1636, 1
  store i64 %next1637, ptr %j, align 8
  br label %loop1291

proved1827:                                       ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop1830

checked1828:                                      ; preds = %versions_done1070
  store i64 %min59, ptr %j, align 8
  br label %loop2096

versions_done1829:                                ; preds = %exit2098, %exit1832
  %i2488 = load i64, ptr %i, align 8
  %next2489 = add i64 %i2488, 1
  store i64 %next2489, ptr %i, align 8
  br label %loop

loop1830:                                         ; preds = %body1831, %proved1827
  %i1833 = load i64, ptr %j, align 8
  %more1834 = icmp slt i64 %i1833, %dim24
  br i1 %more1834, label %body1831, label %exit1832

body1831:                                         ; preds = %loop1830
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, -1
  %sub1844 = sub i64 %dim24, 1
  %c1845 = icmp slt i64 %add1843, %sub1844
  %mm1846 = select i1 %c1845, i64 %add1843, i64 %sub1844
  %c1847 = icmp sgt i64 0, %mm1846
  %mm1848 = select i1 %c1847, i64 0, i64 %mm1846
  %pos1849 = mul i64 0, %dim
  %pos1850 = add i64 %pos1849, %mm1841
  %pos1851 = mul i64 %pos1850, %dim24
  %pos1852 = add i64 %pos1851, %mm1848
  %elp1853 = getelementptr inbounds float, ptr %buf, i64 %pos1852
  %el1854 = load float, ptr %elp1853, align 4, !alias.scope !0, !noalias !3
  store float %el1854, ptr %next3_74, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 0
  %sub1864 = sub i64 %dim24, 1
  %c1865 = icmp slt i64 %add1863, %sub1864
  %mm1866 = select i1 %c1865, i64 %add1863, i64 %sub1864
  %c1867 = icmp sgt i64 0, %mm1866
  %mm1868 = select i1 %c1867, i64 0, i64 %mm1866
  %pos1869 = mul i64 0, %dim
  %pos1870 = add i64 %pos1869, %mm1861
  %pos1871 = mul i64 %pos1870, %dim24
  %pos1872 = add i64 %pos1871, %mm1868
  %elp1873 = getelementptr inbounds float, ptr %buf, i64 %pos1872
  %el1874 = load float, ptr %elp1873, align 4, !alias.scope !0, !noalias !3
  store float %el1874, ptr %next3_75, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, -1
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, 1
  %sub1884 = sub i64 %dim24, 1
  %c1885 = icmp slt i64 %add1883, %sub1884
  %mm1886 = select i1 %c1885, i64 %add1883, i64 %sub1884
  %c1887 = icmp sgt i64 0, %mm1886
  %mm1888 = select i1 %c1887, i64 0, i64 %mm1886
  %pos1889 = mul i64 0, %dim
  %pos1890 = add i64 %pos1889, %mm1881
  %pos1891 = mul i64 %pos1890, %dim24
  %pos1892 = add i64 %pos1891, %mm1888
  %elp1893 = getelementptr inbounds float, ptr %buf, i64 %pos1892
  %el1894 = load float, ptr %elp1893, align 4, !alias.scope !0, !noalias !3
  store float %el1894, ptr %next3_76, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, -1
  %sub1904 = sub i64 %dim24, 1
  %c1905 = icmp slt i64 %add1903, %sub1904
  %mm1906 = select i1 %c1905, i64 %add1903, i64 %sub1904
  %c1907 = icmp sgt i64 0, %mm1906
  %mm1908 = select i1 %c1907, i64 0, i64 %mm1906
  %pos1909 = mul i64 0, %dim
  %pos1910 = add i64 %pos1909, %mm1901
  %pos1911 = mul i64 %pos1910, %dim24
  %pos1912 = add i64 %pos1911, %mm1908
  %elp1913 = getelementptr inbounds float, ptr %buf, i64 %pos1912
  %el1914 = load float, ptr %elp1913, align 4, !alias.scope !0, !noalias !3
  store float %el1914, ptr %next3_77, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 0
  %sub1924 = sub i64 %dim24, 1
  %c1925 = icmp slt i64 %add1923, %sub1924
  %mm1926 = select i1 %c1925, i64 %add1923, i64 %sub1924
  %c1927 = icmp sgt i64 0, %mm1926
  %mm1928 = select i1 %c1927, i64 0, i64 %mm1926
  %pos1929 = mul i64 0, %dim
  %pos1930 = add i64 %pos1929, %mm1921
  %pos1931 = mul i64 %pos1930, %dim24
  %pos1932 = add i64 %pos1931, %mm1928
  %elp1933 = getelementptr inbounds float, ptr %buf, i64 %pos1932
  %el1934 = load float, ptr %elp1933, align 4, !alias.scope !0, !noalias !3
  store float %el1934, ptr %next3_78, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 0
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, 1
  %sub1944 = sub i64 %dim24, 1
  %c1945 = icmp slt i64 %add1943, %sub1944
  %mm1946 = select i1 %c1945, i64 %add1943, i64 %sub1944
  %c1947 = icmp sgt i64 0, %mm1946
  %mm1948 = select i1 %c1947, i64 0, i64 %mm1946
  %pos1949 = mul i64 0, %dim
  %pos1950 = add i64 %pos1949, %mm1941
  %pos1951 = mul i64 %pos1950, %dim24
  %pos1952 = add i64 %pos1951, %mm1948
  %elp1953 = getelementptr inbounds float, ptr %buf, i64 %pos1952
  %el1954 = load float, ptr %elp1953, align 4, !alias.scope !0, !noalias !3
  store float %el1954, ptr %next3_79, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, -1
  %sub1964 = sub i64 %dim24, 1
  %c1965 = icmp slt i64 %add1963, %sub1964
  %mm1966 = select i1 %c1965, i64 %add1963, i64 %sub1964
  %c1967 = icmp sgt i64 0, %mm1966
  %mm1968 = select i1 %c1967, i64 0, i64 %mm1966
  %pos1969 = mul i64 0, %dim
  %pos1970 = add i64 %pos1969, %mm1961
  %pos1971 = mul i64 %pos1970, %dim24
  %pos1972 = add i64 %pos1971, %mm1968
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %next3_80, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 0
  %sub1984 = sub i64 %dim24, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %pos1989 = mul i64 0, %dim
  %pos1990 = add i64 %pos1989, %mm1981
  %pos1991 = mul i64 %pos1990, %dim24
  %pos1992 = add i64 %pos1991, %mm1988
  %elp1993 = getelementptr inbounds float, ptr %buf, i64 %pos1992
  %el1994 = load float, ptr %elp1993, align 4, !alias.scope !0, !noalias !3
  store float %el1994, ptr %next3_81, align 4
  %v1995 = load i64, ptr %i, align 8
  %add1996 = add i64 %v1995, 1
  %sub1997 = sub i64 %dim, 1
  %c1998 = icmp slt i64 %add1996, %sub1997
  %mm1999 = select i1 %c1998, i64 %add1996, i64 %sub1997
  %c2000 = icmp sgt i64 0, %mm1999
  %mm2001 = select i1 %c2000, i64 0, i64 %mm1999
  %v2002 = load i64, ptr %j, align 8
  %add2003 = add i64 %v2002, 1
  %sub2004 = sub i64 %dim24, 1
  %c2005 = icmp slt i64 %add2003, %sub2004
  %mm2006 = select i1 %c2005, i64 %add2003, i64 %sub2004
  %c2007 = icmp sgt i64 0, %mm2006
  %mm2008 = select i1 %c2007, i64 0, i64 %mm2006
  %pos2009 = mul i64 0, %dim
  %pos2010 = add i64 %pos2009, %mm2001
  %pos2011 = mul i64 %pos2010, %dim24
  %pos2012 = add i64 %pos2011, %mm2008
  %elp2013 = getelementptr inbounds float, ptr %buf, i64 %pos2012
  %el2014 = load float, ptr %elp2013, align 4, !alias.scope !0, !noalias !3
  store float %el2014, ptr %next3_82, align 4
  %cv2015 = sitofp i64 %dim to float
  %fd2016 = fdiv float 0x3F90624DE0000000, %cv2015
  store float %fd2016, ptr %gh_83, align 4
  %tup2017 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2018 = insertvalue { i64, i64 } %tup2017, i64 %dim24, 1
  %proj2019 = extractvalue { i64, i64 } %tup2018, 1
  %cv2020 = sitofp i64 %proj2019 to float
  %fd2021 = fdiv float 0x3F90624DE0000000, %cv2020
  store float %fd2021, ptr %gw_84, align 4
  %v2022 = load float, ptr %next3_78, align 4
  %fm2023 = fmul float 2.000000e+00, %v2022
  store float %fm2023, ptr %"%cse0_85", align 4
  %v2024 = load float, ptr %next3_81, align 4
  %v2025 = load float, ptr %next3_75, align 4
  %fa2026 = fadd float %v2024, %v2025
  %v2027 = load float, ptr %"%cse0_85", align 4
  %fs2028 = fsub float %fa2026, %v2027
  %v2029 = load float, ptr %gh_83, align 4
  %v2030 = load float, ptr %gw_84, align 4
  %fm2031 = fmul float 0x3FB99999A0000000, %v2030
  %fd2032 = fdiv float %v2029, %fm2031
  %fd2033 = fdiv float %fs2028, %fd2032
  %v2034 = load float, ptr %next3_79, align 4
  %v2035 = load float, ptr %next3_77, align 4
  %fa2036 = fadd float %v2034, %v2035
  %v2037 = load float, ptr %"%cse0_85", align 4
  %fs2038 = fsub float %fa2036, %v2037
  %v2039 = load float, ptr %gw_84, align 4
  %v2040 = load float, ptr %gh_83, align 4
  %fm2041 = fmul float 0x3FB99999A0000000, %v2040
  %fd2042 = fdiv float %v2039, %fm2041
  %fd2043 = fdiv float %fs2038, %fd2042
  %fa2044 = fadd float %fd2033, %fd2043
  %v2045 = load float, ptr %next3_78, align 4
  %fs2046 = fsub float 8.000000e+01, %v2045
  %v2047 = load float, ptr %gh_83, align 4
  %fm2048 = fmul float 1.000000e+02, %v2047
  %v2049 = load float, ptr %gw_84, align 4
  %fm2050 = fmul float %fm2048, %v2049
  %fd2051 = fdiv float 0x3F40624DE0000000, %fm2050
  %fd2052 = fdiv float %fs2046, %fd2051
  %fa2053 = fadd float %fa2044, %fd2052
  store float %fa2053, ptr %flux4_71, align 4
  %v2054 = load i64, ptr %i, align 8
  %v2055 = load i64, ptr %j, align 8
  %pos2056 = mul i64 0, %dim
  %pos2057 = add i64 %pos2056, %v2054
  %pos2058 = mul i64 %pos2057, %dim24
  %pos2059 = add i64 %pos2058, %v2055
  %elp2060 = getelementptr inbounds float, ptr %buf, i64 %pos2059
  %el2061 = load float, ptr %elp2060, align 4, !alias.scope !0, !noalias !3
  store float %el2061, ptr %next3_89, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim6
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim33
  %pos2067 = add i64 %pos2066, %v2063
  %elp2068 = getelementptr inbounds float, ptr %buf458, i64 %pos2067
  %el2069 = load float, ptr %elp2068, align 4, !alias.scope !6, !noalias !7
  store float %el2069, ptr %power_90, align 4
  %v2070 = load float, ptr %next3_89, align 4
  %tup2071 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2072 = insertvalue { i64, i64 } %tup2071, i64 %dim24, 1
  %proj2073 = extractvalue { i64, i64 } %tup2072, 1
  %cv2074 = sitofp i64 %proj2073 to float
  %fd2075 = fdiv float 0x3F90624DE0000000, %cv2074
  %fm2076 = fmul float 0x407B580020000000, %fd2075
  %cv2077 = sitofp i64 %dim to float
  %fd2078 = fdiv float 0x3F90624DE0000000, %cv2077
  %fm2079 = fmul float %fm2076, %fd2078
  %fd2080 = fdiv float 0x3E8392CBA0000000, %fm2079
  %v2081 = load float, ptr %power_90, align 4
  %v2082 = load float, ptr %flux4_71, align 4
  %fa2083 = fadd float %v2081, %v2082
  %fm2084 = fmul float %fd2080, %fa2083
  %fa2085 = fadd float %v2070, %fm2084
  store float %fa2085, ptr %next4_86, align 4
  %v2086 = load i64, ptr %i, align 8
  %v2087 = load i64, ptr %j, align 8
  %pos2088 = mul i64 0, %dim
  %pos2089 = add i64 %pos2088, %v2086
  %pos2090 = mul i64 %pos2089, %dim24
  %pos2091 = add i64 %pos2090, %v2087
  %v2092 = load float, ptr %next4_86, align 4
  %elp2093 = getelementptr inbounds float, ptr %buf485, i64 %pos2091
  store float %v2092, ptr %elp2093, align 4, !alias.scope !8, !noalias !9
  %i2094 = load i64, ptr %j, align 8
  %next2095 = add i64 %i2094, 1
  store i64 %next2095, ptr %j, align 8
  br label %loop1830

exit1832:                                         ; preds = %loop1830
  br label %versions_done1829

loop2096:                                         ; preds = %ok2398, %checked1828
  %i2099 = load i64, ptr %j, align 8
  %more2100 = icmp slt i64 %i2099, %dim24
  br i1 %more2100, label %body2097, label %exit2098

body2097:                                         ; preds = %loop2096
  %v2101 = load i64, ptr %i, align 8
  %add2102 = add i64 %v2101, -1
  %sub2103 = sub i64 %dim, 1
  %c2104 = icmp slt i64 %add2102, %sub2103
  %mm2105 = select i1 %c2104, i64 %add2102, i64 %sub2103
  %c2106 = icmp sgt i64 0, %mm2105
  %mm2107 = select i1 %c2106, i64 0, i64 %mm2105
  %v2108 = load i64, ptr %j, align 8
  %add2109 = add i64 %v2108, -1
  %sub2110 = sub i64 %dim24, 1
  %c2111 = icmp slt i64 %add2109, %sub2110
  %mm2112 = select i1 %c2111, i64 %add2109, i64 %sub2110
  %c2113 = icmp sgt i64 0, %mm2112
  %mm2114 = select i1 %c2113, i64 0, i64 %mm2112
  %inb2115 = icmp ult i64 %mm2107, %dim
  br i1 %inb2115, label %ok2117, label %fail2116

exit2098:                                         ; preds = %loop2096
  br label %versions_done1829

fail2116:                                         ; preds = %body2097
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2119, align 8
  %errp2120 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2107, ptr %errp2120, align 8
  %errp2121 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2121, align 8
  ret i32 1

ok2117:                                           ; preds = %body2097
  %pos2122 = mul i64 0, %dim
  %pos2123 = add i64 %pos2122, %mm2107
  %inb2124 = icmp ult i64 %mm2114, %dim24
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2117
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2114, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2117
  %pos2131 = mul i64 %pos2123, %dim24
  %pos2132 = add i64 %pos2131, %mm2114
  %elp2133 = getelementptr inbounds float, ptr %buf, i64 %pos2132
  %el2134 = load float, ptr %elp2133, align 4, !alias.scope !0, !noalias !3
  store float %el2134, ptr %next3_74, align 4
  %v2135 = load i64, ptr %i, align 8
  %add2136 = add i64 %v2135, -1
  %sub2137 = sub i64 %dim, 1
  %c2138 = icmp slt i64 %add2136, %sub2137
  %mm2139 = select i1 %c2138, i64 %add2136, i64 %sub2137
  %c2140 = icmp sgt i64 0, %mm2139
  %mm2141 = select i1 %c2140, i64 0, i64 %mm2139
  %v2142 = load i64, ptr %j, align 8
  %add2143 = add i64 %v2142, 0
  %sub2144 = sub i64 %dim24, 1
  %c2145 = icmp slt i64 %add2143, %sub2144
  %mm2146 = select i1 %c2145, i64 %add2143, i64 %sub2144
  %c2147 = icmp sgt i64 0, %mm2146
  %mm2148 = select i1 %c2147, i64 0, i64 %mm2146
  %inb2149 = icmp ult i64 %mm2141, %dim
  br i1 %inb2149, label %ok2151, label %fail2150

fail2150:                                         ; preds = %ok2126
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2153, align 8
  %errp2154 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2141, ptr %errp2154, align 8
  %errp2155 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2155, align 8
  ret i32 1

ok2151:                                           ; preds = %ok2126
  %pos2156 = mul i64 0, %dim
  %pos2157 = add i64 %pos2156, %mm2141
  %inb2158 = icmp ult i64 %mm2148, %dim24
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2151
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2148, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2151
  %pos2165 = mul i64 %pos2157, %dim24
  %pos2166 = add i64 %pos2165, %mm2148
  %elp2167 = getelementptr inbounds float, ptr %buf, i64 %pos2166
  %el2168 = load float, ptr %elp2167, align 4, !alias.scope !0, !noalias !3
  store float %el2168, ptr %next3_75, align 4
  %v2169 = load i64, ptr %i, align 8
  %add2170 = add i64 %v2169, -1
  %sub2171 = sub i64 %dim, 1
  %c2172 = icmp slt i64 %add2170, %sub2171
  %mm2173 = select i1 %c2172, i64 %add2170, i64 %sub2171
  %c2174 = icmp sgt i64 0, %mm2173
  %mm2175 = select i1 %c2174, i64 0, i64 %mm2173
  %v2176 = load i64, ptr %j, align 8
  %add2177 = add i64 %v2176, 1
  %sub2178 = sub i64 %dim24, 1
  %c2179 = icmp slt i64 %add2177, %sub2178
  %mm2180 = select i1 %c2179, i64 %add2177, i64 %sub2178
  %c2181 = icmp sgt i64 0, %mm2180
  %mm2182 = select i1 %c2181, i64 0, i64 %mm2180
  %inb2183 = icmp ult i64 %mm2175, %dim
  br i1 %inb2183, label %ok2185, label %fail2184

fail2184:                                         ; preds = %ok2160
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2186, align 8
  %errp2187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2187, align 8
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2175, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2189, align 8
  ret i32 1

ok2185:                                           ; preds = %ok2160
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %mm2175
  %inb2192 = icmp ult i64 %mm2182, %dim24
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2185
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2182, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2185
  %pos2199 = mul i64 %pos2191, %dim24
  %pos2200 = add i64 %pos2199, %mm2182
  %elp2201 = getelementptr inbounds float, ptr %buf, i64 %pos2200
  %el2202 = load float, ptr %elp2201, align 4, !alias.scope !0, !noalias !3
  store float %el2202, ptr %next3_76, align 4
  %v2203 = load i64, ptr %i, align 8
  %add2204 = add i64 %v2203, 0
  %sub2205 = sub i64 %dim, 1
  %c2206 = icmp slt i64 %add2204, %sub2205
  %mm2207 = select i1 %c2206, i64 %add2204, i64 %sub2205
  %c2208 = icmp sgt i64 0, %mm2207
  %mm2209 = select i1 %c2208, i64 0, i64 %mm2207
  %v2210 = load i64, ptr %j, align 8
  %add2211 = add i64 %v2210, -1
  %sub2212 = sub i64 %dim24, 1
  %c2213 = icmp slt i64 %add2211, %sub2212
  %mm2214 = select i1 %c2213, i64 %add2211, i64 %sub2212
  %c2215 = icmp sgt i64 0, %mm2214
  %mm2216 = select i1 %c2215, i64 0, i64 %mm2214
  %inb2217 = icmp ult i64 %mm2209, %dim
  br i1 %inb2217, label %ok2219, label %fail2218

fail2218:                                         ; preds = %ok2194
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2220, align 8
  %errp2221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2221, align 8
  %errp2222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2209, ptr %errp2222, align 8
  %errp2223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2223, align 8
  ret i32 1

ok2219:                                           ; preds = %ok2194
  %pos2224 = mul i64 0, %dim
  %pos2225 = add i64 %pos2224, %mm2209
  %inb2226 = icmp ult i64 %mm2216, %dim24
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2219
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2216, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2219
  %pos2233 = mul i64 %pos2225, %dim24
  %pos2234 = add i64 %pos2233, %mm2216
  %elp2235 = getelementptr inbounds float, ptr %buf, i64 %pos2234
  %el2236 = load float, ptr %elp2235, align 4, !alias.scope !0, !noalias !3
  store float %el2236, ptr %next3_77, align 4
  %v2237 = load i64, ptr %i, align 8
  %add2238 = add i64 %v2237, 0
  %sub2239 = sub i64 %dim, 1
  %c2240 = icmp slt i64 %add2238, %sub2239
  %mm2241 = select i1 %c2240, i64 %add2238, i64 %sub2239
  %c2242 = icmp sgt i64 0, %mm2241
  %mm2243 = select i1 %c2242, i64 0, i64 %mm2241
  %v2244 = load i64, ptr %j, align 8
  %add2245 = add i64 %v2244, 0
  %sub2246 = sub i64 %dim24, 1
  %c2247 = icmp slt i64 %add2245, %sub2246
  %mm2248 = select i1 %c2247, i64 %add2245, i64 %sub2246
  %c2249 = icmp sgt i64 0, %mm2248
  %mm2250 = select i1 %c2249, i64 0, i64 %mm2248
  %inb2251 = icmp ult i64 %mm2243, %dim
  br i1 %inb2251, label %ok2253, label %fail2252

fail2252:                                         ; preds = %ok2228
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2254, align 8
  %errp2255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2255, align 8
  %errp2256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2243, ptr %errp2256, align 8
  %errp2257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2257, align 8
  ret i32 1

ok2253:                                           ; preds = %ok2228
  %pos2258 = mul i64 0, %dim
  %pos2259 = add i64 %pos2258, %mm2243
  %inb2260 = icmp ult i64 %mm2250, %dim24
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2253
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2250, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2253
  %pos2267 = mul i64 %pos2259, %dim24
  %pos2268 = add i64 %pos2267, %mm2250
  %elp2269 = getelementptr inbounds float, ptr %buf, i64 %pos2268
  %el2270 = load float, ptr %elp2269, align 4, !alias.scope !0, !noalias !3
  store float %el2270, ptr %next3_78, align 4
  %v2271 = load i64, ptr %i, align 8
  %add2272 = add i64 %v2271, 0
  %sub2273 = sub i64 %dim, 1
  %c2274 = icmp slt i64 %add2272, %sub2273
  %mm2275 = select i1 %c2274, i64 %add2272, i64 %sub2273
  %c2276 = icmp sgt i64 0, %mm2275
  %mm2277 = select i1 %c2276, i64 0, i64 %mm2275
  %v2278 = load i64, ptr %j, align 8
  %add2279 = add i64 %v2278, 1
  %sub2280 = sub i64 %dim24, 1
  %c2281 = icmp slt i64 %add2279, %sub2280
  %mm2282 = select i1 %c2281, i64 %add2279, i64 %sub2280
  %c2283 = icmp sgt i64 0, %mm2282
  %mm2284 = select i1 %c2283, i64 0, i64 %mm2282
  %inb2285 = icmp ult i64 %mm2277, %dim
  br i1 %inb2285, label %ok2287, label %fail2286

fail2286:                                         ; preds = %ok2262
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2288, align 8
  %errp2289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2289, align 8
  %errp2290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2277, ptr %errp2290, align 8
  %errp2291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2291, align 8
  ret i32 1

ok2287:                                           ; preds = %ok2262
  %pos2292 = mul i64 0, %dim
  %pos2293 = add i64 %pos2292, %mm2277
  %inb2294 = icmp ult i64 %mm2284, %dim24
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2287
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2284, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2287
  %pos2301 = mul i64 %pos2293, %dim24
  %pos2302 = add i64 %pos2301, %mm2284
  %elp2303 = getelementptr inbounds float, ptr %buf, i64 %pos2302
  %el2304 = load float, ptr %elp2303, align 4, !alias.scope !0, !noalias !3
  store float %el2304, ptr %next3_79, align 4
  %v2305 = load i64, ptr %i, align 8
  %add2306 = add i64 %v2305, 1
  %sub2307 = sub i64 %dim, 1
  %c2308 = icmp slt i64 %add2306, %sub2307
  %mm2309 = select i1 %c2308, i64 %add2306, i64 %sub2307
  %c2310 = icmp sgt i64 0, %mm2309
  %mm2311 = select i1 %c2310, i64 0, i64 %mm2309
  %v2312 = load i64, ptr %j, align 8
  %add2313 = add i64 %v2312, -1
  %sub2314 = sub i64 %dim24, 1
  %c2315 = icmp slt i64 %add2313, %sub2314
  %mm2316 = select i1 %c2315, i64 %add2313, i64 %sub2314
  %c2317 = icmp sgt i64 0, %mm2316
  %mm2318 = select i1 %c2317, i64 0, i64 %mm2316
  %inb2319 = icmp ult i64 %mm2311, %dim
  br i1 %inb2319, label %ok2321, label %fail2320

fail2320:                                         ; preds = %ok2296
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2322, align 8
  %errp2323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2323, align 8
  %errp2324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2311, ptr %errp2324, align 8
  %errp2325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2325, align 8
  ret i32 1

ok2321:                                           ; preds = %ok2296
  %pos2326 = mul i64 0, %dim
  %pos2327 = add i64 %pos2326, %mm2311
  %inb2328 = icmp ult i64 %mm2318, %dim24
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2321
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2318, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2321
  %pos2335 = mul i64 %pos2327, %dim24
  %pos2336 = add i64 %pos2335, %mm2318
  %elp2337 = getelementptr inbounds float, ptr %buf, i64 %pos2336
  %el2338 = load float, ptr %elp2337, align 4, !alias.scope !0, !noalias !3
  store float %el2338, ptr %next3_80, align 4
  %v2339 = load i64, ptr %i, align 8
  %add2340 = add i64 %v2339, 1
  %sub2341 = sub i64 %dim, 1
  %c2342 = icmp slt i64 %add2340, %sub2341
  %mm2343 = select i1 %c2342, i64 %add2340, i64 %sub2341
  %c2344 = icmp sgt i64 0, %mm2343
  %mm2345 = select i1 %c2344, i64 0, i64 %mm2343
  %v2346 = load i64, ptr %j, align 8
  %add2347 = add i64 %v2346, 0
  %sub2348 = sub i64 %dim24, 1
  %c2349 = icmp slt i64 %add2347, %sub2348
  %mm2350 = select i1 %c2349, i64 %add2347, i64 %sub2348
  %c2351 = icmp sgt i64 0, %mm2350
  %mm2352 = select i1 %c2351, i64 0, i64 %mm2350
  %inb2353 = icmp ult i64 %mm2345, %dim
  br i1 %inb2353, label %ok2355, label %fail2354

fail2354:                                         ; preds = %ok2330
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2356, align 8
  %errp2357 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2357, align 8
  %errp2358 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2345, ptr %errp2358, align 8
  %errp2359 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2359, align 8
  ret i32 1

ok2355:                                           ; preds = %ok2330
  %pos2360 = mul i64 0, %dim
  %pos2361 = add i64 %pos2360, %mm2345
  %inb2362 = icmp ult i64 %mm2352, %dim24
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2355
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2352, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2355
  %pos2369 = mul i64 %pos2361, %dim24
  %pos2370 = add i64 %pos2369, %mm2352
  %elp2371 = getelementptr inbounds float, ptr %buf, i64 %pos2370
  %el2372 = load float, ptr %elp2371, align 4, !alias.scope !0, !noalias !3
  store float %el2372, ptr %next3_81, align 4
  %v2373 = load i64, ptr %i, align 8
  %add2374 = add i64 %v2373, 1
  %sub2375 = sub i64 %dim, 1
  %c2376 = icmp slt i64 %add2374, %sub2375
  %mm2377 = select i1 %c2376, i64 %add2374, i64 %sub2375
  %c2378 = icmp sgt i64 0, %mm2377
  %mm2379 = select i1 %c2378, i64 0, i64 %mm2377
  %v2380 = load i64, ptr %j, align 8
  %add2381 = add i64 %v2380, 1
  %sub2382 = sub i64 %dim24, 1
  %c2383 = icmp slt i64 %add2381, %sub2382
  %mm2384 = select i1 %c2383, i64 %add2381, i64 %sub2382
  %c2385 = icmp sgt i64 0, %mm2384
  %mm2386 = select i1 %c2385, i64 0, i64 %mm2384
  %inb2387 = icmp ult i64 %mm2379, %dim
  br i1 %inb2387, label %ok2389, label %fail2388

fail2388:                                         ; preds = %ok2364
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2390, align 8
  %errp2391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2391, align 8
  %errp2392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2379, ptr %errp2392, align 8
  %errp2393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2393, align 8
  ret i32 1

ok2389:                                           ; preds = %ok2364
  %pos2394 = mul i64 0, %dim
  %pos2395 = add i64 %pos2394, %mm2379
  %inb2396 = icmp ult i64 %mm2386, %dim24
  br i1 %inb2396, label %ok2398, label %fail2397

fail2397:                                         ; preds = %ok2389
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2399, align 8
  %errp2400 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2400, align 8
  %errp2401 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2386, ptr %errp2401, align 8
  %errp2402 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2402, align 8
  ret i32 1

ok2398:                                           ; preds = %ok2389
  %pos2403 = mul i64 %pos2395, %dim24
  %pos2404 = add i64 %pos2403, %mm2386
  %elp2405 = getelementptr inbounds float, ptr %buf, i64 %pos2404
  %el2406 = load float, ptr %elp2405, align 4, !alias.scope !0, !noalias !3
  store float %el2406, ptr %next3_82, align 4
  %cv2407 = sitofp i64 %dim to float
  %fd2408 = fdiv float 0x3F90624DE0000000, %cv2407
  store float %fd2408, ptr %gh_83, align 4
  %tup2409 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2410 = insertvalue { i64, i64 } %tup2409, i64 %dim24, 1
  %proj2411 = extractvalue { i64, i64 } %tup2410, 1
  %cv2412 = sitofp i64 %proj2411 to float
  %fd2413 = fdiv float 0x3F90624DE0000000, %cv2412
  store float %fd2413, ptr %gw_84, align 4
  %v2414 = load float, ptr %next3_78, align 4
  %fm2415 = fmul float 2.000000e+00, %v2414
  store float %fm2415, ptr %"%cse0_85", align 4
  %v2416 = load float, ptr %next3_81, align 4
  %v2417 = load float, ptr %next3_75, align 4
  %fa2418 = fadd float %v2416, %v2417
  %v2419 = load float, ptr %"%cse0_85", align 4
  %fs2420 = fsub float %fa2418, %v2419
  %v2421 = load float, ptr %gh_83, align 4
  %v2422 = load float, ptr %gw_84, align 4
  %fm2423 = fmul float 0x3FB99999A0000000, %v2422
  %fd2424 = fdiv float %v2421, %fm2423
  %fd2425 = fdiv float %fs2420, %fd2424
  %v2426 = load float, ptr %next3_79, align 4
  %v2427 = load float, ptr %next3_77, align 4
  %fa2428 = fadd float %v2426, %v2427
  %v2429 = load float, ptr %"%cse0_85", align 4
  %fs2430 = fsub float %fa2428, %v2429
  %v2431 = load float, ptr %gw_84, align 4
  %v2432 = load float, ptr %gh_83, align 4
  %fm2433 = fmul float 0x3FB99999A0000000, %v2432
  %fd2434 = fdiv float %v2431, %fm2433
  %fd2435 = fdiv float %fs2430, %fd2434
  %fa2436 = fadd float %fd2425, %fd2435
  %v2437 = load float, ptr %next3_78, align 4
  %fs2438 = fsub float 8.000000e+01, %v2437
  %v2439 = load float, ptr %gh_83, align 4
  %fm2440 = fmul float 1.000000e+02, %v2439
  %v2441 = load float, ptr %gw_84, align 4
  %fm2442 = fmul float %fm2440, %v2441
  %fd2443 = fdiv float 0x3F40624DE0000000, %fm2442
  %fd2444 = fdiv float %fs2438, %fd2443
  %fa2445 = fadd float %fa2436, %fd2444
  store float %fa2445, ptr %flux4_71, align 4
  %v2446 = load i64, ptr %i, align 8
  %v2447 = load i64, ptr %j, align 8
  %pos2448 = mul i64 0, %dim
  %pos2449 = add i64 %pos2448, %v2446
  %pos2450 = mul i64 %pos2449, %dim24
  %pos2451 = add i64 %pos2450, %v2447
  %elp2452 = getelementptr inbounds float, ptr %buf, i64 %pos2451
  %el2453 = load float, ptr %elp2452, align 4, !alias.scope !0, !noalias !3
  store float %el2453, ptr %next3_89, align 4
  %v2454 = load i64, ptr %i, align 8
  %v2455 = load i64, ptr %j, align 8
  %pos2456 = mul i64 0, %dim6
  %pos2457 = add i64 %pos2456, %v2454
  %pos2458 = mul i64 %pos2457, %dim33
  %pos2459 = add i64 %pos2458, %v2455
  %elp2460 = getelementptr inbounds float, ptr %buf458, i64 %pos2459
  %el2461 = load float, ptr %elp2460, align 4, !alias.scope !6, !noalias !7
  store float %el2461, ptr %power_90, align 4
  %v2462 = load float, ptr %next3_89, align 4
  %tup2463 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2464 = insertvalue { i64, i64 } %tup2463, i64 %dim24, 1
  %proj2465 = extractvalue { i64, i64 } %tup2464, 1
  %cv2466 = sitofp i64 %proj2465 to float
  %fd2467 = fdiv float 0x3F90624DE0000000, %cv2466
  %fm2468 = fmul float 0x407B580020000000, %fd2467
  %cv2469 = sitofp i64 %dim to float
  %fd2470 = fdiv float 0x3F90624DE0000000, %cv2469
  %fm2471 = fmul float %fm2468, %fd2470
  %fd2472 = fdiv float 0x3E8392CBA0000000, %fm2471
  %v2473 = load float, ptr %power_90, align 4
  %v2474 = load float, ptr %flux4_71, align 4
  %fa2475 = fadd float %v2473, %v2474
  %fm2476 = fmul float %fd2472, %fa2475
  %fa2477 = fadd float %v2462, %fm2476
  store float %fa2477, ptr %next4_86, align 4
  %v2478 = load i64, ptr %i, align 8
  %v2479 = load i64, ptr %j, align 8
  %pos2480 = mul i64 0, %dim
  %pos2481 = add i64 %pos2480, %v2478
  %pos2482 = mul i64 %pos2481, %dim24
  %pos2483 = add i64 %pos2482, %v2479
  %v2484 = load float, ptr %next4_86, align 4
  %elp2485 = getelementptr inbounds float, ptr %buf485, i64 %pos2483
  store float %v2484, ptr %elp2485, align 4, !alias.scope !8, !noalias !9
  %i2486 = load i64, ptr %j, align 8
  %next2487 = add i64 %i2486, 1
  store i64 %next2487, ptr %j, align 8
  br label %loop2096
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

