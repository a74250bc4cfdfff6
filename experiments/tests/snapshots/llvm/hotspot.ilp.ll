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
  %bufp506 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf507 = load ptr, ptr %bufp506, align 8
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

loop:                                             ; preds = %versions_done1869, %ok23
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
  br label %loop510

versions_done:                                    ; preds = %exit512, %exit245
  store i64 %min69, ptr %j, align 8
  %v907 = load i64, ptr %i, align 8
  %add908 = add i64 %v907, -1
  %sub909 = sub i64 %dim13, 1
  %c910 = icmp slt i64 %add908, %sub909
  %mm911 = select i1 %c910, i64 %add908, i64 %sub909
  %c912 = icmp sgt i64 0, %mm911
  %mm913 = select i1 %c912, i64 0, i64 %mm911
  %base914 = sext i64 %mm913 to i128
  %fits_low915 = icmp sge i128 %base914, -9223372036854775808
  %fits_high916 = icmp sle i128 %base914, 9223372036854775807
  %fits917 = and i1 %fits_low915, %fits_high916
  %least918 = select i1 %fits917, i128 %base914, i128 -9223372036854775808
  %most919 = select i1 %fits917, i128 %base914, i128 9223372036854775807
  %extent920 = sext i64 %dim13 to i128
  %low_ok921 = icmp sge i128 %least918, 0
  %high_ok922 = icmp slt i128 %most919, %extent920
  %ok923 = and i1 true, %low_ok921
  %ok924 = and i1 %ok923, %high_ok922
  %v925 = load i64, ptr %j, align 8
  %add926 = add i64 %v925, -1
  %base927 = sext i64 %add926 to i128
  %next928 = add i64 %min69, 1
  store i64 %next928, ptr %j, align 8
  %v929 = load i64, ptr %j, align 8
  %add930 = add i64 %v929, -1
  store i64 %min69, ptr %j, align 8
  %at_next931 = sext i64 %add930 to i128
  %step932 = sub i128 %at_next931, %base927
  %step933 = trunc i128 %step932 to i64
  %step934 = sext i64 %step933 to i128
  %len935 = sub i64 %min73, %min69
  %span936 = sub i64 %len935, 1
  %span937 = sext i64 %span936 to i128
  %reach938 = mul i128 %step934, %span937
  %c939 = icmp slt i128 %reach938, 0
  %min940 = select i1 %c939, i128 %reach938, i128 0
  %c941 = icmp sgt i128 %reach938, 0
  %max942 = select i1 %c941, i128 %reach938, i128 0
  %least943 = add i128 %base927, %min940
  %most944 = add i128 %base927, %max942
  %fits_low945 = icmp sge i128 %least943, -9223372036854775808
  %fits_high946 = icmp sle i128 %most944, 9223372036854775807
  %fits947 = and i1 %fits_low945, %fits_high946
  %least948 = select i1 %fits947, i128 %least943, i128 -9223372036854775808
  %most949 = select i1 %fits947, i128 %most944, i128 9223372036854775807
  %sub950 = sub i64 %dim47, 1
  %base951 = sext i64 %sub950 to i128
  %fits_low952 = icmp sge i128 %base951, -9223372036854775808
  %fits_high953 = icmp sle i128 %base951, 9223372036854775807
  %fits954 = and i1 %fits_low952, %fits_high953
  %least955 = select i1 %fits954, i128 %base951, i128 -9223372036854775808
  %most956 = select i1 %fits954, i128 %base951, i128 9223372036854775807
  %c957 = icmp slt i128 %least948, %least955
  %min958 = select i1 %c957, i128 %least948, i128 %least955
  %c959 = icmp slt i128 %most949, %most956
  %min960 = select i1 %c959, i128 %most949, i128 %most956
  %c961 = icmp sgt i128 0, %min958
  %max962 = select i1 %c961, i128 0, i128 %min958
  %c963 = icmp sgt i128 0, %min960
  %max964 = select i1 %c963, i128 0, i128 %min960
  %extent965 = sext i64 %dim47 to i128
  %low_ok966 = icmp sge i128 %max962, 0
  %high_ok967 = icmp slt i128 %max964, %extent965
  %ok968 = and i1 %ok924, %low_ok966
  %ok969 = and i1 %ok968, %high_ok967
  %v970 = load i64, ptr %j, align 8
  %add971 = add i64 %v970, 0
  %base972 = sext i64 %add971 to i128
  %next973 = add i64 %min69, 1
  store i64 %next973, ptr %j, align 8
  %v974 = load i64, ptr %j, align 8
  %add975 = add i64 %v974, 0
  store i64 %min69, ptr %j, align 8
  %at_next976 = sext i64 %add975 to i128
  %step977 = sub i128 %at_next976, %base972
  %step978 = trunc i128 %step977 to i64
  %step979 = sext i64 %step978 to i128
  %len980 = sub i64 %min73, %min69
  %span981 = sub i64 %len980, 1
  %span982 = sext i64 %span981 to i128
  %reach983 = mul i128 %step979, %span982
  %c984 = icmp slt i128 %reach983, 0
  %min985 = select i1 %c984, i128 %reach983, i128 0
  %c986 = icmp sgt i128 %reach983, 0
  %max987 = select i1 %c986, i128 %reach983, i128 0
  %least988 = add i128 %base972, %min985
  %most989 = add i128 %base972, %max987
  %fits_low990 = icmp sge i128 %least988, -9223372036854775808
  %fits_high991 = icmp sle i128 %most989, 9223372036854775807
  %fits992 = and i1 %fits_low990, %fits_high991
  %least993 = select i1 %fits992, i128 %least988, i128 -9223372036854775808
  %most994 = select i1 %fits992, i128 %most989, i128 9223372036854775807
  %sub995 = sub i64 %dim47, 1
  %base996 = sext i64 %sub995 to i128
  %fits_low997 = icmp sge i128 %base996, -9223372036854775808
  %fits_high998 = icmp sle i128 %base996, 9223372036854775807
  %fits999 = and i1 %fits_low997, %fits_high998
  %least1000 = select i1 %fits999, i128 %base996, i128 -9223372036854775808
  %most1001 = select i1 %fits999, i128 %base996, i128 9223372036854775807
  %c1002 = icmp slt i128 %least993, %least1000
  %min1003 = select i1 %c1002, i128 %least993, i128 %least1000
  %c1004 = icmp slt i128 %most994, %most1001
  %min1005 = select i1 %c1004, i128 %most994, i128 %most1001
  %c1006 = icmp sgt i128 0, %min1003
  %max1007 = select i1 %c1006, i128 0, i128 %min1003
  %c1008 = icmp sgt i128 0, %min1005
  %max1009 = select i1 %c1008, i128 0, i128 %min1005
  %extent1010 = sext i64 %dim47 to i128
  %low_ok1011 = icmp sge i128 %max1007, 0
  %high_ok1012 = icmp slt i128 %max1009, %extent1010
  %ok1013 = and i1 %ok969, %low_ok1011
  %ok1014 = and i1 %ok1013, %high_ok1012
  %v1015 = load i64, ptr %j, align 8
  %add1016 = add i64 %v1015, 1
  %base1017 = sext i64 %add1016 to i128
  %next1018 = add i64 %min69, 1
  store i64 %next1018, ptr %j, align 8
  %v1019 = load i64, ptr %j, align 8
  %add1020 = add i64 %v1019, 1
  store i64 %min69, ptr %j, align 8
  %at_next1021 = sext i64 %add1020 to i128
  %step1022 = sub i128 %at_next1021, %base1017
  %step1023 = trunc i128 %step1022 to i64
  %step1024 = sext i64 %step1023 to i128
  %len1025 = sub i64 %min73, %min69
  %span1026 = sub i64 %len1025, 1
  %span1027 = sext i64 %span1026 to i128
  %reach1028 = mul i128 %step1024, %span1027
  %c1029 = icmp slt i128 %reach1028, 0
  %min1030 = select i1 %c1029, i128 %reach1028, i128 0
  %c1031 = icmp sgt i128 %reach1028, 0
  %max1032 = select i1 %c1031, i128 %reach1028, i128 0
  %least1033 = add i128 %base1017, %min1030
  %most1034 = add i128 %base1017, %max1032
  %fits_low1035 = icmp sge i128 %least1033, -9223372036854775808
  %fits_high1036 = icmp sle i128 %most1034, 9223372036854775807
  %fits1037 = and i1 %fits_low1035, %fits_high1036
  %least1038 = select i1 %fits1037, i128 %least1033, i128 -9223372036854775808
  %most1039 = select i1 %fits1037, i128 %most1034, i128 9223372036854775807
  %sub1040 = sub i64 %dim47, 1
  %base1041 = sext i64 %sub1040 to i128
  %fits_low1042 = icmp sge i128 %base1041, -9223372036854775808
  %fits_high1043 = icmp sle i128 %base1041, 9223372036854775807
  %fits1044 = and i1 %fits_low1042, %fits_high1043
  %least1045 = select i1 %fits1044, i128 %base1041, i128 -9223372036854775808
  %most1046 = select i1 %fits1044, i128 %base1041, i128 9223372036854775807
  %c1047 = icmp slt i128 %least1038, %least1045
  %min1048 = select i1 %c1047, i128 %least1038, i128 %least1045
  %c1049 = icmp slt i128 %most1039, %most1046
  %min1050 = select i1 %c1049, i128 %most1039, i128 %most1046
  %c1051 = icmp sgt i128 0, %min1048
  %max1052 = select i1 %c1051, i128 0, i128 %min1048
  %c1053 = icmp sgt i128 0, %min1050
  %max1054 = select i1 %c1053, i128 0, i128 %min1050
  %extent1055 = sext i64 %dim47 to i128
  %low_ok1056 = icmp sge i128 %max1052, 0
  %high_ok1057 = icmp slt i128 %max1054, %extent1055
  %ok1058 = and i1 %ok1014, %low_ok1056
  %ok1059 = and i1 %ok1058, %high_ok1057
  %v1060 = load i64, ptr %i, align 8
  %add1061 = add i64 %v1060, 0
  %sub1062 = sub i64 %dim13, 1
  %c1063 = icmp slt i64 %add1061, %sub1062
  %mm1064 = select i1 %c1063, i64 %add1061, i64 %sub1062
  %c1065 = icmp sgt i64 0, %mm1064
  %mm1066 = select i1 %c1065, i64 0, i64 %mm1064
  %base1067 = sext i64 %mm1066 to i128
  %fits_low1068 = icmp sge i128 %base1067, -9223372036854775808
  %fits_high1069 = icmp sle i128 %base1067, 9223372036854775807
  %fits1070 = and i1 %fits_low1068, %fits_high1069
  %least1071 = select i1 %fits1070, i128 %base1067, i128 -9223372036854775808
  %most1072 = select i1 %fits1070, i128 %base1067, i128 9223372036854775807
  %extent1073 = sext i64 %dim13 to i128
  %low_ok1074 = icmp sge i128 %least1071, 0
  %high_ok1075 = icmp slt i128 %most1072, %extent1073
  %ok1076 = and i1 %ok1059, %low_ok1074
  %ok1077 = and i1 %ok1076, %high_ok1075
  %v1078 = load i64, ptr %i, align 8
  %add1079 = add i64 %v1078, 1
  %sub1080 = sub i64 %dim13, 1
  %c1081 = icmp slt i64 %add1079, %sub1080
  %mm1082 = select i1 %c1081, i64 %add1079, i64 %sub1080
  %c1083 = icmp sgt i64 0, %mm1082
  %mm1084 = select i1 %c1083, i64 0, i64 %mm1082
  %base1085 = sext i64 %mm1084 to i128
  %fits_low1086 = icmp sge i128 %base1085, -9223372036854775808
  %fits_high1087 = icmp sle i128 %base1085, 9223372036854775807
  %fits1088 = and i1 %fits_low1086, %fits_high1087
  %least1089 = select i1 %fits1088, i128 %base1085, i128 -9223372036854775808
  %most1090 = select i1 %fits1088, i128 %base1085, i128 9223372036854775807
  %extent1091 = sext i64 %dim13 to i128
  %low_ok1092 = icmp sge i128 %least1089, 0
  %high_ok1093 = icmp slt i128 %most1090, %extent1091
  %ok1094 = and i1 %ok1077, %low_ok1092
  %ok1095 = and i1 %ok1094, %high_ok1093
  br i1 %ok1095, label %proved1096, label %checked1097

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
  %v489 = load float, ptr %gw_21, align 4
  %fm490 = fmul float 0x407B580020000000, %v489
  %v491 = load float, ptr %gh_20, align 4
  %fm492 = fmul float %fm490, %v491
  %fd493 = fdiv float 0x3E8392CBA0000000, %fm492
  %v494 = load float, ptr %power_4, align 4
  %v495 = load float, ptr %flux_8, align 4
  %fa496 = fadd float %v494, %v495
  %fm497 = fmul float %fd493, %fa496
  %fa498 = fadd float %v488, %fm497
  store float %fa498, ptr %next_23, align 4
  %v499 = load i64, ptr %i, align 8
  %v500 = load i64, ptr %j, align 8
  %pos501 = mul i64 0, %dim13
  %pos502 = add i64 %pos501, %v499
  %pos503 = mul i64 %pos502, %dim47
  %pos504 = add i64 %pos503, %v500
  %v505 = load float, ptr %next_23, align 4
  %elp508 = getelementptr inbounds float, ptr %buf507, i64 %pos504
  store float %v505, ptr %elp508, align 4, !alias.scope !11, !noalias !12
  %i509 = load i64, ptr %j, align 8
  %next = add i64 %i509, 1
  store i64 %next, ptr %j, align 8
  br label %loop243

exit245:                                          ; preds = %loop243
  br label %versions_done

loop510:                                          ; preds = %ok830, %checked
  %i513 = load i64, ptr %j, align 8
  %more514 = icmp slt i64 %i513, %min69
  br i1 %more514, label %body511, label %exit512

body511:                                          ; preds = %loop510
  %v515 = load i64, ptr %i, align 8
  %v516 = load i64, ptr %j, align 8
  %pos517 = mul i64 0, %dim
  %pos518 = add i64 %pos517, %v515
  %pos519 = mul i64 %pos518, %dim31
  %pos520 = add i64 %pos519, %v516
  %elp521 = getelementptr inbounds float, ptr %buf, i64 %pos520
  %el522 = load float, ptr %elp521, align 4, !alias.scope !0, !noalias !3
  store float %el522, ptr %power_7, align 4
  %v523 = load float, ptr %power_7, align 4
  %fa524 = fadd float %v523, 1.000000e+00
  %fm525 = fmul float 0x3F747AE140000000, %fa524
  store float %fm525, ptr %power_4, align 4
  %v526 = load i64, ptr %i, align 8
  %v527 = load i64, ptr %j, align 8
  %pos528 = mul i64 0, %dim
  %pos529 = add i64 %pos528, %v526
  %pos530 = mul i64 %pos529, %dim31
  %pos531 = add i64 %pos530, %v527
  %v532 = load float, ptr %power_4, align 4
  %elp533 = getelementptr inbounds float, ptr %buf262, i64 %pos531
  store float %v532, ptr %elp533, align 4, !alias.scope !7, !noalias !8
  %v534 = load i64, ptr %i, align 8
  %add535 = add i64 %v534, -1
  %sub536 = sub i64 %dim13, 1
  %c537 = icmp slt i64 %add535, %sub536
  %mm538 = select i1 %c537, i64 %add535, i64 %sub536
  %c539 = icmp sgt i64 0, %mm538
  %mm540 = select i1 %c539, i64 0, i64 %mm538
  %v541 = load i64, ptr %j, align 8
  %add542 = add i64 %v541, -1
  %sub543 = sub i64 %dim47, 1
  %c544 = icmp slt i64 %add542, %sub543
  %mm545 = select i1 %c544, i64 %add542, i64 %sub543
  %c546 = icmp sgt i64 0, %mm545
  %mm547 = select i1 %c546, i64 0, i64 %mm545
  %inb = icmp ult i64 %mm540, %dim13
  br i1 %inb, label %ok549, label %fail548

exit512:                                          ; preds = %loop510
  br label %versions_done

fail548:                                          ; preds = %body511
  %errp550 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp550, align 8
  %errp551 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp551, align 8
  %errp552 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm540, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp553, align 8
  ret i32 1

ok549:                                            ; preds = %body511
  %pos554 = mul i64 0, %dim13
  %pos555 = add i64 %pos554, %mm540
  %inb556 = icmp ult i64 %mm547, %dim47
  br i1 %inb556, label %ok558, label %fail557

fail557:                                          ; preds = %ok549
  %errp559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp559, align 8
  %errp560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp560, align 8
  %errp561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm547, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp562, align 8
  ret i32 1

ok558:                                            ; preds = %ok549
  %pos563 = mul i64 %pos555, %dim47
  %pos564 = add i64 %pos563, %mm547
  %elp565 = getelementptr inbounds float, ptr %buf283, i64 %pos564
  %el566 = load float, ptr %elp565, align 4, !alias.scope !9, !noalias !10
  store float %el566, ptr %temp_11, align 4
  %v567 = load i64, ptr %i, align 8
  %add568 = add i64 %v567, -1
  %sub569 = sub i64 %dim13, 1
  %c570 = icmp slt i64 %add568, %sub569
  %mm571 = select i1 %c570, i64 %add568, i64 %sub569
  %c572 = icmp sgt i64 0, %mm571
  %mm573 = select i1 %c572, i64 0, i64 %mm571
  %v574 = load i64, ptr %j, align 8
  %add575 = add i64 %v574, 0
  %sub576 = sub i64 %dim47, 1
  %c577 = icmp slt i64 %add575, %sub576
  %mm578 = select i1 %c577, i64 %add575, i64 %sub576
  %c579 = icmp sgt i64 0, %mm578
  %mm580 = select i1 %c579, i64 0, i64 %mm578
  %inb581 = icmp ult i64 %mm573, %dim13
  br i1 %inb581, label %ok583, label %fail582

fail582:                                          ; preds = %ok558
  %errp584 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp584, align 8
  %errp585 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp585, align 8
  %errp586 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm573, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp587, align 8
  ret i32 1

ok583:                                            ; preds = %ok558
  %pos588 = mul i64 0, %dim13
  %pos589 = add i64 %pos588, %mm573
  %inb590 = icmp ult i64 %mm580, %dim47
  br i1 %inb590, label %ok592, label %fail591

fail591:                                          ; preds = %ok583
  %errp593 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp593, align 8
  %errp594 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp594, align 8
  %errp595 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm580, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp596, align 8
  ret i32 1

ok592:                                            ; preds = %ok583
  %pos597 = mul i64 %pos589, %dim47
  %pos598 = add i64 %pos597, %mm580
  %elp599 = getelementptr inbounds float, ptr %buf283, i64 %pos598
  %el600 = load float, ptr %elp599, align 4, !alias.scope !9, !noalias !10
  store float %el600, ptr %temp_12, align 4
  %v601 = load i64, ptr %i, align 8
  %add602 = add i64 %v601, -1
  %sub603 = sub i64 %dim13, 1
  %c604 = icmp slt i64 %add602, %sub603
  %mm605 = select i1 %c604, i64 %add602, i64 %sub603
  %c606 = icmp sgt i64 0, %mm605
  %mm607 = select i1 %c606, i64 0, i64 %mm605
  %v608 = load i64, ptr %j, align 8
  %add609 = add i64 %v608, 1
  %sub610 = sub i64 %dim47, 1
  %c611 = icmp slt i64 %add609, %sub610
  %mm612 = select i1 %c611, i64 %add609, i64 %sub610
  %c613 = icmp sgt i64 0, %mm612
  %mm614 = select i1 %c613, i64 0, i64 %mm612
  %inb615 = icmp ult i64 %mm607, %dim13
  br i1 %inb615, label %ok617, label %fail616

fail616:                                          ; preds = %ok592
  %errp618 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp618, align 8
  %errp619 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp619, align 8
  %errp620 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm607, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp621, align 8
  ret i32 1

ok617:                                            ; preds = %ok592
  %pos622 = mul i64 0, %dim13
  %pos623 = add i64 %pos622, %mm607
  %inb624 = icmp ult i64 %mm614, %dim47
  br i1 %inb624, label %ok626, label %fail625

fail625:                                          ; preds = %ok617
  %errp627 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp627, align 8
  %errp628 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp628, align 8
  %errp629 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm614, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp630, align 8
  ret i32 1

ok626:                                            ; preds = %ok617
  %pos631 = mul i64 %pos623, %dim47
  %pos632 = add i64 %pos631, %mm614
  %elp633 = getelementptr inbounds float, ptr %buf283, i64 %pos632
  %el634 = load float, ptr %elp633, align 4, !alias.scope !9, !noalias !10
  store float %el634, ptr %temp_13, align 4
  %v635 = load i64, ptr %i, align 8
  %add636 = add i64 %v635, 0
  %sub637 = sub i64 %dim13, 1
  %c638 = icmp slt i64 %add636, %sub637
  %mm639 = select i1 %c638, i64 %add636, i64 %sub637
  %c640 = icmp sgt i64 0, %mm639
  %mm641 = select i1 %c640, i64 0, i64 %mm639
  %v642 = load i64, ptr %j, align 8
  %add643 = add i64 %v642, -1
  %sub644 = sub i64 %dim47, 1
  %c645 = icmp slt i64 %add643, %sub644
  %mm646 = select i1 %c645, i64 %add643, i64 %sub644
  %c647 = icmp sgt i64 0, %mm646
  %mm648 = select i1 %c647, i64 0, i64 %mm646
  %inb649 = icmp ult i64 %mm641, %dim13
  br i1 %inb649, label %ok651, label %fail650

fail650:                                          ; preds = %ok626
  %errp652 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp652, align 8
  %errp653 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp653, align 8
  %errp654 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm641, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp655, align 8
  ret i32 1

ok651:                                            ; preds = %ok626
  %pos656 = mul i64 0, %dim13
  %pos657 = add i64 %pos656, %mm641
  %inb658 = icmp ult i64 %mm648, %dim47
  br i1 %inb658, label %ok660, label %fail659

fail659:                                          ; preds = %ok651
  %errp661 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp662, align 8
  %errp663 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm648, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp664, align 8
  ret i32 1

ok660:                                            ; preds = %ok651
  %pos665 = mul i64 %pos657, %dim47
  %pos666 = add i64 %pos665, %mm648
  %elp667 = getelementptr inbounds float, ptr %buf283, i64 %pos666
  %el668 = load float, ptr %elp667, align 4, !alias.scope !9, !noalias !10
  store float %el668, ptr %temp_14, align 4
  %v669 = load i64, ptr %i, align 8
  %add670 = add i64 %v669, 0
  %sub671 = sub i64 %dim13, 1
  %c672 = icmp slt i64 %add670, %sub671
  %mm673 = select i1 %c672, i64 %add670, i64 %sub671
  %c674 = icmp sgt i64 0, %mm673
  %mm675 = select i1 %c674, i64 0, i64 %mm673
  %v676 = load i64, ptr %j, align 8
  %add677 = add i64 %v676, 0
  %sub678 = sub i64 %dim47, 1
  %c679 = icmp slt i64 %add677, %sub678
  %mm680 = select i1 %c679, i64 %add677, i64 %sub678
  %c681 = icmp sgt i64 0, %mm680
  %mm682 = select i1 %c681, i64 0, i64 %mm680
  %inb683 = icmp ult i64 %mm675, %dim13
  br i1 %inb683, label %ok685, label %fail684

fail684:                                          ; preds = %ok660
  %errp686 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp686, align 8
  %errp687 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp687, align 8
  %errp688 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm675, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp689, align 8
  ret i32 1

ok685:                                            ; preds = %ok660
  %pos690 = mul i64 0, %dim13
  %pos691 = add i64 %pos690, %mm675
  %inb692 = icmp ult i64 %mm682, %dim47
  br i1 %inb692, label %ok694, label %fail693

fail693:                                          ; preds = %ok685
  %errp695 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp696, align 8
  %errp697 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm682, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp698, align 8
  ret i32 1

ok694:                                            ; preds = %ok685
  %pos699 = mul i64 %pos691, %dim47
  %pos700 = add i64 %pos699, %mm682
  %elp701 = getelementptr inbounds float, ptr %buf283, i64 %pos700
  %el702 = load float, ptr %elp701, align 4, !alias.scope !9, !noalias !10
  store float %el702, ptr %temp_15, align 4
  %v703 = load i64, ptr %i, align 8
  %add704 = add i64 %v703, 0
  %sub705 = sub i64 %dim13, 1
  %c706 = icmp slt i64 %add704, %sub705
  %mm707 = select i1 %c706, i64 %add704, i64 %sub705
  %c708 = icmp sgt i64 0, %mm707
  %mm709 = select i1 %c708, i64 0, i64 %mm707
  %v710 = load i64, ptr %j, align 8
  %add711 = add i64 %v710, 1
  %sub712 = sub i64 %dim47, 1
  %c713 = icmp slt i64 %add711, %sub712
  %mm714 = select i1 %c713, i64 %add711, i64 %sub712
  %c715 = icmp sgt i64 0, %mm714
  %mm716 = select i1 %c715, i64 0, i64 %mm714
  %inb717 = icmp ult i64 %mm709, %dim13
  br i1 %inb717, label %ok719, label %fail718

fail718:                                          ; preds = %ok694
  %errp720 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp720, align 8
  %errp721 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp721, align 8
  %errp722 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm709, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp723, align 8
  ret i32 1

ok719:                                            ; preds = %ok694
  %pos724 = mul i64 0, %dim13
  %pos725 = add i64 %pos724, %mm709
  %inb726 = icmp ult i64 %mm716, %dim47
  br i1 %inb726, label %ok728, label %fail727

fail727:                                          ; preds = %ok719
  %errp729 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp729, align 8
  %errp730 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp730, align 8
  %errp731 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm716, ptr %errp731, align 8
  %errp732 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp732, align 8
  ret i32 1

ok728:                                            ; preds = %ok719
  %pos733 = mul i64 %pos725, %dim47
  %pos734 = add i64 %pos733, %mm716
  %elp735 = getelementptr inbounds float, ptr %buf283, i64 %pos734
  %el736 = load float, ptr %elp735, align 4, !alias.scope !9, !noalias !10
  store float %el736, ptr %temp_16, align 4
  %v737 = load i64, ptr %i, align 8
  %add738 = add i64 %v737, 1
  %sub739 = sub i64 %dim13, 1
  %c740 = icmp slt i64 %add738, %sub739
  %mm741 = select i1 %c740, i64 %add738, i64 %sub739
  %c742 = icmp sgt i64 0, %mm741
  %mm743 = select i1 %c742, i64 0, i64 %mm741
  %v744 = load i64, ptr %j, align 8
  %add745 = add i64 %v744, -1
  %sub746 = sub i64 %dim47, 1
  %c747 = icmp slt i64 %add745, %sub746
  %mm748 = select i1 %c747, i64 %add745, i64 %sub746
  %c749 = icmp sgt i64 0, %mm748
  %mm750 = select i1 %c749, i64 0, i64 %mm748
  %inb751 = icmp ult i64 %mm743, %dim13
  br i1 %inb751, label %ok753, label %fail752

fail752:                                          ; preds = %ok728
  %errp754 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp754, align 8
  %errp755 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp755, align 8
  %errp756 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm743, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp757, align 8
  ret i32 1

ok753:                                            ; preds = %ok728
  %pos758 = mul i64 0, %dim13
  %pos759 = add i64 %pos758, %mm743
  %inb760 = icmp ult i64 %mm750, %dim47
  br i1 %inb760, label %ok762, label %fail761

fail761:                                          ; preds = %ok753
  %errp763 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp763, align 8
  %errp764 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp764, align 8
  %errp765 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm750, ptr %errp765, align 8
  %errp766 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp766, align 8
  ret i32 1

ok762:                                            ; preds = %ok753
  %pos767 = mul i64 %pos759, %dim47
  %pos768 = add i64 %pos767, %mm750
  %elp769 = getelementptr inbounds float, ptr %buf283, i64 %pos768
  %el770 = load float, ptr %elp769, align 4, !alias.scope !9, !noalias !10
  store float %el770, ptr %temp_17, align 4
  %v771 = load i64, ptr %i, align 8
  %add772 = add i64 %v771, 1
  %sub773 = sub i64 %dim13, 1
  %c774 = icmp slt i64 %add772, %sub773
  %mm775 = select i1 %c774, i64 %add772, i64 %sub773
  %c776 = icmp sgt i64 0, %mm775
  %mm777 = select i1 %c776, i64 0, i64 %mm775
  %v778 = load i64, ptr %j, align 8
  %add779 = add i64 %v778, 0
  %sub780 = sub i64 %dim47, 1
  %c781 = icmp slt i64 %add779, %sub780
  %mm782 = select i1 %c781, i64 %add779, i64 %sub780
  %c783 = icmp sgt i64 0, %mm782
  %mm784 = select i1 %c783, i64 0, i64 %mm782
  %inb785 = icmp ult i64 %mm777, %dim13
  br i1 %inb785, label %ok787, label %fail786

fail786:                                          ; preds = %ok762
  %errp788 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp788, align 8
  %errp789 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp789, align 8
  %errp790 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm777, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp791, align 8
  ret i32 1

ok787:                                            ; preds = %ok762
  %pos792 = mul i64 0, %dim13
  %pos793 = add i64 %pos792, %mm777
  %inb794 = icmp ult i64 %mm784, %dim47
  br i1 %inb794, label %ok796, label %fail795

fail795:                                          ; preds = %ok787
  %errp797 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp797, align 8
  %errp798 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp798, align 8
  %errp799 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm784, ptr %errp799, align 8
  %errp800 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp800, align 8
  ret i32 1

ok796:                                            ; preds = %ok787
  %pos801 = mul i64 %pos793, %dim47
  %pos802 = add i64 %pos801, %mm784
  %elp803 = getelementptr inbounds float, ptr %buf283, i64 %pos802
  %el804 = load float, ptr %elp803, align 4, !alias.scope !9, !noalias !10
  store float %el804, ptr %temp_18, align 4
  %v805 = load i64, ptr %i, align 8
  %add806 = add i64 %v805, 1
  %sub807 = sub i64 %dim13, 1
  %c808 = icmp slt i64 %add806, %sub807
  %mm809 = select i1 %c808, i64 %add806, i64 %sub807
  %c810 = icmp sgt i64 0, %mm809
  %mm811 = select i1 %c810, i64 0, i64 %mm809
  %v812 = load i64, ptr %j, align 8
  %add813 = add i64 %v812, 1
  %sub814 = sub i64 %dim47, 1
  %c815 = icmp slt i64 %add813, %sub814
  %mm816 = select i1 %c815, i64 %add813, i64 %sub814
  %c817 = icmp sgt i64 0, %mm816
  %mm818 = select i1 %c817, i64 0, i64 %mm816
  %inb819 = icmp ult i64 %mm811, %dim13
  br i1 %inb819, label %ok821, label %fail820

fail820:                                          ; preds = %ok796
  %errp822 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp822, align 8
  %errp823 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp823, align 8
  %errp824 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm811, ptr %errp824, align 8
  %errp825 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp825, align 8
  ret i32 1

ok821:                                            ; preds = %ok796
  %pos826 = mul i64 0, %dim13
  %pos827 = add i64 %pos826, %mm811
  %inb828 = icmp ult i64 %mm818, %dim47
  br i1 %inb828, label %ok830, label %fail829

fail829:                                          ; preds = %ok821
  %errp831 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp831, align 8
  %errp832 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp832, align 8
  %errp833 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm818, ptr %errp833, align 8
  %errp834 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp834, align 8
  ret i32 1

ok830:                                            ; preds = %ok821
  %pos835 = mul i64 %pos827, %dim47
  %pos836 = add i64 %pos835, %mm818
  %elp837 = getelementptr inbounds float, ptr %buf283, i64 %pos836
  %el838 = load float, ptr %elp837, align 4, !alias.scope !9, !noalias !10
  store float %el838, ptr %temp_19, align 4
  %cv839 = sitofp i64 %dim13 to float
  %fd840 = fdiv float 0x3F90624DE0000000, %cv839
  store float %fd840, ptr %gh_20, align 4
  %tup841 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup842 = insertvalue { i64, i64 } %tup841, i64 %dim47, 1
  %proj843 = extractvalue { i64, i64 } %tup842, 1
  %cv844 = sitofp i64 %proj843 to float
  %fd845 = fdiv float 0x3F90624DE0000000, %cv844
  store float %fd845, ptr %gw_21, align 4
  %v846 = load float, ptr %temp_15, align 4
  %fm847 = fmul float 2.000000e+00, %v846
  store float %fm847, ptr %"%cse0_22", align 4
  %v848 = load float, ptr %temp_18, align 4
  %v849 = load float, ptr %temp_12, align 4
  %fa850 = fadd float %v848, %v849
  %v851 = load float, ptr %"%cse0_22", align 4
  %fs852 = fsub float %fa850, %v851
  %v853 = load float, ptr %gh_20, align 4
  %v854 = load float, ptr %gw_21, align 4
  %fm855 = fmul float 0x3FB99999A0000000, %v854
  %fd856 = fdiv float %v853, %fm855
  %fd857 = fdiv float %fs852, %fd856
  %v858 = load float, ptr %temp_16, align 4
  %v859 = load float, ptr %temp_14, align 4
  %fa860 = fadd float %v858, %v859
  %v861 = load float, ptr %"%cse0_22", align 4
  %fs862 = fsub float %fa860, %v861
  %v863 = load float, ptr %gw_21, align 4
  %v864 = load float, ptr %gh_20, align 4
  %fm865 = fmul float 0x3FB99999A0000000, %v864
  %fd866 = fdiv float %v863, %fm865
  %fd867 = fdiv float %fs862, %fd866
  %fa868 = fadd float %fd857, %fd867
  %v869 = load float, ptr %temp_15, align 4
  %fs870 = fsub float 8.000000e+01, %v869
  %v871 = load float, ptr %gh_20, align 4
  %fm872 = fmul float 1.000000e+02, %v871
  %v873 = load float, ptr %gw_21, align 4
  %fm874 = fmul float %fm872, %v873
  %fd875 = fdiv float 0x3F40624DE0000000, %fm874
  %fd876 = fdiv float %fs870, %fd875
  %fa877 = fadd float %fa868, %fd876
  store float %fa877, ptr %flux_8, align 4
  %v878 = load i64, ptr %i, align 8
  %v879 = load i64, ptr %j, align 8
  %pos880 = mul i64 0, %dim13
  %pos881 = add i64 %pos880, %v878
  %pos882 = mul i64 %pos881, %dim47
  %pos883 = add i64 %pos882, %v879
  %elp884 = getelementptr inbounds float, ptr %buf283, i64 %pos883
  %el885 = load float, ptr %elp884, align 4, !alias.scope !9, !noalias !10
  store float %el885, ptr %temp_26, align 4
  %v886 = load float, ptr %temp_26, align 4
  %v887 = load float, ptr %gw_21, align 4
  %fm888 = fmul float 0x407B580020000000, %v887
  %v889 = load float, ptr %gh_20, align 4
  %fm890 = fmul float %fm888, %v889
  %fd891 = fdiv float 0x3E8392CBA0000000, %fm890
  %v892 = load float, ptr %power_4, align 4
  %v893 = load float, ptr %flux_8, align 4
  %fa894 = fadd float %v892, %v893
  %fm895 = fmul float %fd891, %fa894
  %fa896 = fadd float %v886, %fm895
  store float %fa896, ptr %next_23, align 4
  %v897 = load i64, ptr %i, align 8
  %v898 = load i64, ptr %j, align 8
  %pos899 = mul i64 0, %dim13
  %pos900 = add i64 %pos899, %v897
  %pos901 = mul i64 %pos900, %dim47
  %pos902 = add i64 %pos901, %v898
  %v903 = load float, ptr %next_23, align 4
  %elp904 = getelementptr inbounds float, ptr %buf507, i64 %pos902
  store float %v903, ptr %elp904, align 4, !alias.scope !11, !noalias !12
  %i905 = load i64, ptr %j, align 8
  %next906 = add i64 %i905, 1
  store i64 %next906, ptr %j, align 8
  br label %loop510

proved1096:                                       ; preds = %versions_done
  store i64 %min69, ptr %j, align 8
  br label %loop1099

checked1097:                                      ; preds = %versions_done
  store i64 %min69, ptr %j, align 8
  br label %loop1325

versions_done1098:                                ; preds = %exit1327, %exit1101
  store i64 %min73, ptr %j, align 8
  %v1678 = load i64, ptr %i, align 8
  %add1679 = add i64 %v1678, -1
  %sub1680 = sub i64 %dim13, 1
  %c1681 = icmp slt i64 %add1679, %sub1680
  %mm1682 = select i1 %c1681, i64 %add1679, i64 %sub1680
  %c1683 = icmp sgt i64 0, %mm1682
  %mm1684 = select i1 %c1683, i64 0, i64 %mm1682
  %base1685 = sext i64 %mm1684 to i128
  %fits_low1686 = icmp sge i128 %base1685, -9223372036854775808
  %fits_high1687 = icmp sle i128 %base1685, 9223372036854775807
  %fits1688 = and i1 %fits_low1686, %fits_high1687
  %least1689 = select i1 %fits1688, i128 %base1685, i128 -9223372036854775808
  %most1690 = select i1 %fits1688, i128 %base1685, i128 9223372036854775807
  %extent1691 = sext i64 %dim13 to i128
  %low_ok1692 = icmp sge i128 %least1689, 0
  %high_ok1693 = icmp slt i128 %most1690, %extent1691
  %ok1694 = and i1 true, %low_ok1692
  %ok1695 = and i1 %ok1694, %high_ok1693
  %v1696 = load i64, ptr %j, align 8
  %add1697 = add i64 %v1696, -1
  %base1698 = sext i64 %add1697 to i128
  %next1699 = add i64 %min73, 1
  store i64 %next1699, ptr %j, align 8
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, -1
  store i64 %min73, ptr %j, align 8
  %at_next1702 = sext i64 %add1701 to i128
  %step1703 = sub i128 %at_next1702, %base1698
  %step1704 = trunc i128 %step1703 to i64
  %step1705 = sext i64 %step1704 to i128
  %len1706 = sub i64 %dim31, %min73
  %span1707 = sub i64 %len1706, 1
  %span1708 = sext i64 %span1707 to i128
  %reach1709 = mul i128 %step1705, %span1708
  %c1710 = icmp slt i128 %reach1709, 0
  %min1711 = select i1 %c1710, i128 %reach1709, i128 0
  %c1712 = icmp sgt i128 %reach1709, 0
  %max1713 = select i1 %c1712, i128 %reach1709, i128 0
  %least1714 = add i128 %base1698, %min1711
  %most1715 = add i128 %base1698, %max1713
  %fits_low1716 = icmp sge i128 %least1714, -9223372036854775808
  %fits_high1717 = icmp sle i128 %most1715, 9223372036854775807
  %fits1718 = and i1 %fits_low1716, %fits_high1717
  %least1719 = select i1 %fits1718, i128 %least1714, i128 -9223372036854775808
  %most1720 = select i1 %fits1718, i128 %most1715, i128 9223372036854775807
  %sub1721 = sub i64 %dim47, 1
  %base1722 = sext i64 %sub1721 to i128
  %fits_low1723 = icmp sge i128 %base1722, -9223372036854775808
  %fits_high1724 = icmp sle i128 %base1722, 9223372036854775807
  %fits1725 = and i1 %fits_low1723, %fits_high1724
  %least1726 = select i1 %fits1725, i128 %base1722, i128 -9223372036854775808
  %most1727 = select i1 %fits1725, i128 %base1722, i128 9223372036854775807
  %c1728 = icmp slt i128 %least1719, %least1726
  %min1729 = select i1 %c1728, i128 %least1719, i128 %least1726
  %c1730 = icmp slt i128 %most1720, %most1727
  %min1731 = select i1 %c1730, i128 %most1720, i128 %most1727
  %c1732 = icmp sgt i128 0, %min1729
  %max1733 = select i1 %c1732, i128 0, i128 %min1729
  %c1734 = icmp sgt i128 0, %min1731
  %max1735 = select i1 %c1734, i128 0, i128 %min1731
  %extent1736 = sext i64 %dim47 to i128
  %low_ok1737 = icmp sge i128 %max1733, 0
  %high_ok1738 = icmp slt i128 %max1735, %extent1736
  %ok1739 = and i1 %ok1695, %low_ok1737
  %ok1740 = and i1 %ok1739, %high_ok1738
  %v1741 = load i64, ptr %j, align 8
  %add1742 = add i64 %v1741, 0
  %base1743 = sext i64 %add1742 to i128
  %next1744 = add i64 %min73, 1
  store i64 %next1744, ptr %j, align 8
  %v1745 = load i64, ptr %j, align 8
  %add1746 = add i64 %v1745, 0
  store i64 %min73, ptr %j, align 8
  %at_next1747 = sext i64 %add1746 to i128
  %step1748 = sub i128 %at_next1747, %base1743
  %step1749 = trunc i128 %step1748 to i64
  %step1750 = sext i64 %step1749 to i128
  %len1751 = sub i64 %dim31, %min73
  %span1752 = sub i64 %len1751, 1
  %span1753 = sext i64 %span1752 to i128
  %reach1754 = mul i128 %step1750, %span1753
  %c1755 = icmp slt i128 %reach1754, 0
  %min1756 = select i1 %c1755, i128 %reach1754, i128 0
  %c1757 = icmp sgt i128 %reach1754, 0
  %max1758 = select i1 %c1757, i128 %reach1754, i128 0
  %least1759 = add i128 %base1743, %min1756
  %most1760 = add i128 %base1743, %max1758
  %fits_low1761 = icmp sge i128 %least1759, -9223372036854775808
  %fits_high1762 = icmp sle i128 %most1760, 9223372036854775807
  %fits1763 = and i1 %fits_low1761, %fits_high1762
  %least1764 = select i1 %fits1763, i128 %least1759, i128 -9223372036854775808
  %most1765 = select i1 %fits1763, i128 %most1760, i128 9223372036854775807
  %sub1766 = sub i64 %dim47, 1
  %base1767 = sext i64 %sub1766 to i128
  %fits_low1768 = icmp sge i128 %base1767, -9223372036854775808
  %fits_high1769 = icmp sle i128 %base1767, 9223372036854775807
  %fits1770 = and i1 %fits_low1768, %fits_high1769
  %least1771 = select i1 %fits1770, i128 %base1767, i128 -9223372036854775808
  %most1772 = select i1 %fits1770, i128 %base1767, i128 9223372036854775807
  %c1773 = icmp slt i128 %least1764, %least1771
  %min1774 = select i1 %c1773, i128 %least1764, i128 %least1771
  %c1775 = icmp slt i128 %most1765, %most1772
  %min1776 = select i1 %c1775, i128 %most1765, i128 %most1772
  %c1777 = icmp sgt i128 0, %min1774
  %max1778 = select i1 %c1777, i128 0, i128 %min1774
  %c1779 = icmp sgt i128 0, %min1776
  %max1780 = select i1 %c1779, i128 0, i128 %min1776
  %extent1781 = sext i64 %dim47 to i128
  %low_ok1782 = icmp sge i128 %max1778, 0
  %high_ok1783 = icmp slt i128 %max1780, %extent1781
  %ok1784 = and i1 %ok1740, %low_ok1782
  %ok1785 = and i1 %ok1784, %high_ok1783
  %v1786 = load i64, ptr %j, align 8
  %add1787 = add i64 %v1786, 1
  %base1788 = sext i64 %add1787 to i128
  %next1789 = add i64 %min73, 1
  store i64 %next1789, ptr %j, align 8
  %v1790 = load i64, ptr %j, align 8
  %add1791 = add i64 %v1790, 1
  store i64 %min73, ptr %j, align 8
  %at_next1792 = sext i64 %add1791 to i128
  %step1793 = sub i128 %at_next1792, %base1788
  %step1794 = trunc i128 %step1793 to i64
  %step1795 = sext i64 %step1794 to i128
  %len1796 = sub i64 %dim31, %min73
  %span1797 = sub i64 %len1796, 1
  %span1798 = sext i64 %span1797 to i128
  %reach1799 = mul i128 %step1795, %span1798
  %c1800 = icmp slt i128 %reach1799, 0
  %min1801 = select i1 %c1800, i128 %reach1799, i128 0
  %c1802 = icmp sgt i128 %reach1799, 0
  %max1803 = select i1 %c1802, i128 %reach1799, i128 0
  %least1804 = add i128 %base1788, %min1801
  %most1805 = add i128 %base1788, %max1803
  %fits_low1806 = icmp sge i128 %least1804, -9223372036854775808
  %fits_high1807 = icmp sle i128 %most1805, 9223372036854775807
  %fits1808 = and i1 %fits_low1806, %fits_high1807
  %least1809 = select i1 %fits1808, i128 %least1804, i128 -9223372036854775808
  %most1810 = select i1 %fits1808, i128 %most1805, i128 9223372036854775807
  %sub1811 = sub i64 %dim47, 1
  %base1812 = sext i64 %sub1811 to i128
  %fits_low1813 = icmp sge i128 %base1812, -9223372036854775808
  %fits_high1814 = icmp sle i128 %base1812, 9223372036854775807
  %fits1815 = and i1 %fits_low1813, %fits_high1814
  %least1816 = select i1 %fits1815, i128 %base1812, i128 -9223372036854775808
  %most1817 = select i1 %fits1815, i128 %base1812, i128 9223372036854775807
  %c1818 = icmp slt i128 %least1809, %least1816
  %min1819 = select i1 %c1818, i128 %least1809, i128 %least1816
  %c1820 = icmp slt i128 %most1810, %most1817
  %min1821 = select i1 %c1820, i128 %most1810, i128 %most1817
  %c1822 = icmp sgt i128 0, %min1819
  %max1823 = select i1 %c1822, i128 0, i128 %min1819
  %c1824 = icmp sgt i128 0, %min1821
  %max1825 = select i1 %c1824, i128 0, i128 %min1821
  %extent1826 = sext i64 %dim47 to i128
  %low_ok1827 = icmp sge i128 %max1823, 0
  %high_ok1828 = icmp slt i128 %max1825, %extent1826
  %ok1829 = and i1 %ok1785, %low_ok1827
  %ok1830 = and i1 %ok1829, %high_ok1828
  %v1831 = load i64, ptr %i, align 8
  %add1832 = add i64 %v1831, 0
  %sub1833 = sub i64 %dim13, 1
  %c1834 = icmp slt i64 %add1832, %sub1833
  %mm1835 = select i1 %c1834, i64 %add1832, i64 %sub1833
  %c1836 = icmp sgt i64 0, %mm1835
  %mm1837 = select i1 %c1836, i64 0, i64 %mm1835
  %base1838 = sext i64 %mm1837 to i128
  %fits_low1839 = icmp sge i128 %base1838, -9223372036854775808
  %fits_high1840 = icmp sle i128 %base1838, 9223372036854775807
  %fits1841 = and i1 %fits_low1839, %fits_high1840
  %least1842 = select i1 %fits1841, i128 %base1838, i128 -9223372036854775808
  %most1843 = select i1 %fits1841, i128 %base1838, i128 9223372036854775807
  %extent1844 = sext i64 %dim13 to i128
  %low_ok1845 = icmp sge i128 %least1842, 0
  %high_ok1846 = icmp slt i128 %most1843, %extent1844
  %ok1847 = and i1 %ok1830, %low_ok1845
  %ok1848 = and i1 %ok1847, %high_ok1846
  %v1849 = load i64, ptr %i, align 8
  %add1850 = add i64 %v1849, 1
  %sub1851 = sub i64 %dim13, 1
  %c1852 = icmp slt i64 %add1850, %sub1851
  %mm1853 = select i1 %c1852, i64 %add1850, i64 %sub1851
  %c1854 = icmp sgt i64 0, %mm1853
  %mm1855 = select i1 %c1854, i64 0, i64 %mm1853
  %base1856 = sext i64 %mm1855 to i128
  %fits_low1857 = icmp sge i128 %base1856, -9223372036854775808
  %fits_high1858 = icmp sle i128 %base1856, 9223372036854775807
  %fits1859 = and i1 %fits_low1857, %fits_high1858
  %least1860 = select i1 %fits1859, i128 %base1856, i128 -9223372036854775808
  %most1861 = select i1 %fits1859, i128 %base1856, i128 9223372036854775807
  %extent1862 = sext i64 %dim13 to i128
  %low_ok1863 = icmp sge i128 %least1860, 0
  %high_ok1864 = icmp slt i128 %most1861, %extent1862
  %ok1865 = and i1 %ok1848, %low_ok1863
  %ok1866 = and i1 %ok1865, %high_ok1864
  br i1 %ok1866, label %proved1867, label %checked1868

loop1099:                                         ; preds = %body1100, %proved1096
  %i1102 = load i64, ptr %j, align 8
  %more1103 = icmp slt i64 %i1102, %min73
  br i1 %more1103, label %body1100, label %exit1101

body1100:                                         ; preds = %loop1099
  %v1104 = load i64, ptr %i, align 8
  %v1105 = load i64, ptr %j, align 8
  %pos1106 = mul i64 0, %dim
  %pos1107 = add i64 %pos1106, %v1104
  %pos1108 = mul i64 %pos1107, %dim31
  %pos1109 = add i64 %pos1108, %v1105
  %elp1110 = getelementptr inbounds float, ptr %buf, i64 %pos1109
  %el1111 = load float, ptr %elp1110, align 4, !alias.scope !0, !noalias !3
  store float %el1111, ptr %power_7, align 4
  %v1112 = load float, ptr %power_7, align 4
  %fa1113 = fadd float %v1112, 1.000000e+00
  %fm1114 = fmul float 0x3F747AE140000000, %fa1113
  store float %fm1114, ptr %power_4, align 4
  %v1115 = load i64, ptr %i, align 8
  %v1116 = load i64, ptr %j, align 8
  %pos1117 = mul i64 0, %dim
  %pos1118 = add i64 %pos1117, %v1115
  %pos1119 = mul i64 %pos1118, %dim31
  %pos1120 = add i64 %pos1119, %v1116
  %v1121 = load float, ptr %power_4, align 4
  %elp1122 = getelementptr inbounds float, ptr %buf262, i64 %pos1120
  store float %v1121, ptr %elp1122, align 4, !alias.scope !7, !noalias !8
  %v1123 = load i64, ptr %i, align 8
  %add1124 = add i64 %v1123, -1
  %sub1125 = sub i64 %dim13, 1
  %c1126 = icmp slt i64 %add1124, %sub1125
  %mm1127 = select i1 %c1126, i64 %add1124, i64 %sub1125
  %c1128 = icmp sgt i64 0, %mm1127
  %mm1129 = select i1 %c1128, i64 0, i64 %mm1127
  %j1130 = load i64, ptr %j, align 8
  %tap = add i64 %j1130, -1
  %pos1131 = mul i64 0, %dim13
  %pos1132 = add i64 %pos1131, %mm1129
  %pos1133 = mul i64 %pos1132, %dim47
  %pos1134 = add i64 %pos1133, %tap
  %elp1135 = getelementptr inbounds float, ptr %buf283, i64 %pos1134
  %el1136 = load float, ptr %elp1135, align 4, !alias.scope !9, !noalias !10
  store float %el1136, ptr %temp_11, align 4
  %v1137 = load i64, ptr %i, align 8
  %add1138 = add i64 %v1137, -1
  %sub1139 = sub i64 %dim13, 1
  %c1140 = icmp slt i64 %add1138, %sub1139
  %mm1141 = select i1 %c1140, i64 %add1138, i64 %sub1139
  %c1142 = icmp sgt i64 0, %mm1141
  %mm1143 = select i1 %c1142, i64 0, i64 %mm1141
  %j1144 = load i64, ptr %j, align 8
  %tap1145 = add i64 %j1144, 0
  %pos1146 = mul i64 0, %dim13
  %pos1147 = add i64 %pos1146, %mm1143
  %pos1148 = mul i64 %pos1147, %dim47
  %pos1149 = add i64 %pos1148, %tap1145
  %elp1150 = getelementptr inbounds float, ptr %buf283, i64 %pos1149
  %el1151 = load float, ptr %elp1150, align 4, !alias.scope !9, !noalias !10
  store float %el1151, ptr %temp_12, align 4
  %v1152 = load i64, ptr %i, align 8
  %add1153 = add i64 %v1152, -1
  %sub1154 = sub i64 %dim13, 1
  %c1155 = icmp slt i64 %add1153, %sub1154
  %mm1156 = select i1 %c1155, i64 %add1153, i64 %sub1154
  %c1157 = icmp sgt i64 0, %mm1156
  %mm1158 = select i1 %c1157, i64 0, i64 %mm1156
  %j1159 = load i64, ptr %j, align 8
  %tap1160 = add i64 %j1159, 1
  %pos1161 = mul i64 0, %dim13
  %pos1162 = add i64 %pos1161, %mm1158
  %pos1163 = mul i64 %pos1162, %dim47
  %pos1164 = add i64 %pos1163, %tap1160
  %elp1165 = getelementptr inbounds float, ptr %buf283, i64 %pos1164
  %el1166 = load float, ptr %elp1165, align 4, !alias.scope !9, !noalias !10
  store float %el1166, ptr %temp_13, align 4
  %v1167 = load i64, ptr %i, align 8
  %add1168 = add i64 %v1167, 0
  %sub1169 = sub i64 %dim13, 1
  %c1170 = icmp slt i64 %add1168, %sub1169
  %mm1171 = select i1 %c1170, i64 %add1168, i64 %sub1169
  %c1172 = icmp sgt i64 0, %mm1171
  %mm1173 = select i1 %c1172, i64 0, i64 %mm1171
  %j1174 = load i64, ptr %j, align 8
  %tap1175 = add i64 %j1174, -1
  %pos1176 = mul i64 0, %dim13
  %pos1177 = add i64 %pos1176, %mm1173
  %pos1178 = mul i64 %pos1177, %dim47
  %pos1179 = add i64 %pos1178, %tap1175
  %elp1180 = getelementptr inbounds float, ptr %buf283, i64 %pos1179
  %el1181 = load float, ptr %elp1180, align 4, !alias.scope !9, !noalias !10
  store float %el1181, ptr %temp_14, align 4
  %v1182 = load i64, ptr %i, align 8
  %add1183 = add i64 %v1182, 0
  %sub1184 = sub i64 %dim13, 1
  %c1185 = icmp slt i64 %add1183, %sub1184
  %mm1186 = select i1 %c1185, i64 %add1183, i64 %sub1184
  %c1187 = icmp sgt i64 0, %mm1186
  %mm1188 = select i1 %c1187, i64 0, i64 %mm1186
  %j1189 = load i64, ptr %j, align 8
  %tap1190 = add i64 %j1189, 0
  %pos1191 = mul i64 0, %dim13
  %pos1192 = add i64 %pos1191, %mm1188
  %pos1193 = mul i64 %pos1192, %dim47
  %pos1194 = add i64 %pos1193, %tap1190
  %elp1195 = getelementptr inbounds float, ptr %buf283, i64 %pos1194
  %el1196 = load float, ptr %elp1195, align 4, !alias.scope !9, !noalias !10
  store float %el1196, ptr %temp_15, align 4
  %v1197 = load i64, ptr %i, align 8
  %add1198 = add i64 %v1197, 0
  %sub1199 = sub i64 %dim13, 1
  %c1200 = icmp slt i64 %add1198, %sub1199
  %mm1201 = select i1 %c1200, i64 %add1198, i64 %sub1199
  %c1202 = icmp sgt i64 0, %mm1201
  %mm1203 = select i1 %c1202, i64 0, i64 %mm1201
  %j1204 = load i64, ptr %j, align 8
  %tap1205 = add i64 %j1204, 1
  %pos1206 = mul i64 0, %dim13
  %pos1207 = add i64 %pos1206, %mm1203
  %pos1208 = mul i64 %pos1207, %dim47
  %pos1209 = add i64 %pos1208, %tap1205
  %elp1210 = getelementptr inbounds float, ptr %buf283, i64 %pos1209
  %el1211 = load float, ptr %elp1210, align 4, !alias.scope !9, !noalias !10
  store float %el1211, ptr %temp_16, align 4
  %v1212 = load i64, ptr %i, align 8
  %add1213 = add i64 %v1212, 1
  %sub1214 = sub i64 %dim13, 1
  %c1215 = icmp slt i64 %add1213, %sub1214
  %mm1216 = select i1 %c1215, i64 %add1213, i64 %sub1214
  %c1217 = icmp sgt i64 0, %mm1216
  %mm1218 = select i1 %c1217, i64 0, i64 %mm1216
  %j1219 = load i64, ptr %j, align 8
  %tap1220 = add i64 %j1219, -1
  %pos1221 = mul i64 0, %dim13
  %pos1222 = add i64 %pos1221, %mm1218
  %pos1223 = mul i64 %pos1222, %dim47
  %pos1224 = add i64 %pos1223, %tap1220
  %elp1225 = getelementptr inbounds float, ptr %buf283, i64 %pos1224
  %el1226 = load float, ptr %elp1225, align 4, !alias.scope !9, !noalias !10
  store float %el1226, ptr %temp_17, align 4
  %v1227 = load i64, ptr %i, align 8
  %add1228 = add i64 %v1227, 1
  %sub1229 = sub i64 %dim13, 1
  %c1230 = icmp slt i64 %add1228, %sub1229
  %mm1231 = select i1 %c1230, i64 %add1228, i64 %sub1229
  %c1232 = icmp sgt i64 0, %mm1231
  %mm1233 = select i1 %c1232, i64 0, i64 %mm1231
  %j1234 = load i64, ptr %j, align 8
  %tap1235 = add i64 %j1234, 0
  %pos1236 = mul i64 0, %dim13
  %pos1237 = add i64 %pos1236, %mm1233
  %pos1238 = mul i64 %pos1237, %dim47
  %pos1239 = add i64 %pos1238, %tap1235
  %elp1240 = getelementptr inbounds float, ptr %buf283, i64 %pos1239
  %el1241 = load float, ptr %elp1240, align 4, !alias.scope !9, !noalias !10
  store float %el1241, ptr %temp_18, align 4
  %v1242 = load i64, ptr %i, align 8
  %add1243 = add i64 %v1242, 1
  %sub1244 = sub i64 %dim13, 1
  %c1245 = icmp slt i64 %add1243, %sub1244
  %mm1246 = select i1 %c1245, i64 %add1243, i64 %sub1244
  %c1247 = icmp sgt i64 0, %mm1246
  %mm1248 = select i1 %c1247, i64 0, i64 %mm1246
  %j1249 = load i64, ptr %j, align 8
  %tap1250 = add i64 %j1249, 1
  %pos1251 = mul i64 0, %dim13
  %pos1252 = add i64 %pos1251, %mm1248
  %pos1253 = mul i64 %pos1252, %dim47
  %pos1254 = add i64 %pos1253, %tap1250
  %elp1255 = getelementptr inbounds float, ptr %buf283, i64 %pos1254
  %el1256 = load float, ptr %elp1255, align 4, !alias.scope !9, !noalias !10
  store float %el1256, ptr %temp_19, align 4
  %cv1257 = sitofp i64 %dim13 to float
  %fd1258 = fdiv float 0x3F90624DE0000000, %cv1257
  store float %fd1258, ptr %gh_20, align 4
  %tup1259 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1260 = insertvalue { i64, i64 } %tup1259, i64 %dim47, 1
  %proj1261 = extractvalue { i64, i64 } %tup1260, 1
  %cv1262 = sitofp i64 %proj1261 to float
  %fd1263 = fdiv float 0x3F90624DE0000000, %cv1262
  store float %fd1263, ptr %gw_21, align 4
  %v1264 = load float, ptr %temp_15, align 4
  %fm1265 = fmul float 2.000000e+00, %v1264
  store float %fm1265, ptr %"%cse0_22", align 4
  %v1266 = load float, ptr %temp_18, align 4
  %v1267 = load float, ptr %temp_12, align 4
  %fa1268 = fadd float %v1266, %v1267
  %v1269 = load float, ptr %"%cse0_22", align 4
  %fs1270 = fsub float %fa1268, %v1269
  %v1271 = load float, ptr %gh_20, align 4
  %v1272 = load float, ptr %gw_21, align 4
  %fm1273 = fmul float 0x3FB99999A0000000, %v1272
  %fd1274 = fdiv float %v1271, %fm1273
  %fd1275 = fdiv float %fs1270, %fd1274
  %v1276 = load float, ptr %temp_16, align 4
  %v1277 = load float, ptr %temp_14, align 4
  %fa1278 = fadd float %v1276, %v1277
  %v1279 = load float, ptr %"%cse0_22", align 4
  %fs1280 = fsub float %fa1278, %v1279
  %v1281 = load float, ptr %gw_21, align 4
  %v1282 = load float, ptr %gh_20, align 4
  %fm1283 = fmul float 0x3FB99999A0000000, %v1282
  %fd1284 = fdiv float %v1281, %fm1283
  %fd1285 = fdiv float %fs1280, %fd1284
  %fa1286 = fadd float %fd1275, %fd1285
  %v1287 = load float, ptr %temp_15, align 4
  %fs1288 = fsub float 8.000000e+01, %v1287
  %v1289 = load float, ptr %gh_20, align 4
  %fm1290 = fmul float 1.000000e+02, %v1289
  %v1291 = load float, ptr %gw_21, align 4
  %fm1292 = fmul float %fm1290, %v1291
  %fd1293 = fdiv float 0x3F40624DE0000000, %fm1292
  %fd1294 = fdiv float %fs1288, %fd1293
  %fa1295 = fadd float %fa1286, %fd1294
  store float %fa1295, ptr %flux_8, align 4
  %v1296 = load i64, ptr %i, align 8
  %v1297 = load i64, ptr %j, align 8
  %pos1298 = mul i64 0, %dim13
  %pos1299 = add i64 %pos1298, %v1296
  %pos1300 = mul i64 %pos1299, %dim47
  %pos1301 = add i64 %pos1300, %v1297
  %elp1302 = getelementptr inbounds float, ptr %buf283, i64 %pos1301
  %el1303 = load float, ptr %elp1302, align 4, !alias.scope !9, !noalias !10
  store float %el1303, ptr %temp_26, align 4
  %v1304 = load float, ptr %temp_26, align 4
  %v1305 = load float, ptr %gw_21, align 4
  %fm1306 = fmul float 0x407B580020000000, %v1305
  %v1307 = load float, ptr %gh_20, align 4
  %fm1308 = fmul float %fm1306, %v1307
  %fd1309 = fdiv float 0x3E8392CBA0000000, %fm1308
  %v1310 = load float, ptr %power_4, align 4
  %v1311 = load float, ptr %flux_8, align 4
  %fa1312 = fadd float %v1310, %v1311
  %fm1313 = fmul float %fd1309, %fa1312
  %fa1314 = fadd float %v1304, %fm1313
  store float %fa1314, ptr %next_23, align 4
  %v1315 = load i64, ptr %i, align 8
  %v1316 = load i64, ptr %j, align 8
  %pos1317 = mul i64 0, %dim13
  %pos1318 = add i64 %pos1317, %v1315
  %pos1319 = mul i64 %pos1318, %dim47
  %pos1320 = add i64 %pos1319, %v1316
  %v1321 = load float, ptr %next_23, align 4
  %elp1322 = getelementptr inbounds float, ptr %buf507, i64 %pos1320
  store float %v1321, ptr %elp1322, align 4, !alias.scope !11, !noalias !12
  %i1323 = load i64, ptr %j, align 8
  %next1324 = add i64 %i1323, 1
  store i64 %next1324, ptr %j, align 8
  br label %loop1099

exit1101:                                         ; preds = %loop1099
  br label %versions_done1098

loop1325:                                         ; preds = %ok1601, %checked1097
  %i1328 = load i64, ptr %j, align 8
  %more1329 = icmp slt i64 %i1328, %min73
  br i1 %more1329, label %body1326, label %exit1327

body1326:                                         ; preds = %loop1325
  %v1330 = load i64, ptr %i, align 8
  %v1331 = load i64, ptr %j, align 8
  %pos1332 = mul i64 0, %dim
  %pos1333 = add i64 %pos1332, %v1330
  %pos1334 = mul i64 %pos1333, %dim31
  %pos1335 = add i64 %pos1334, %v1331
  %elp1336 = getelementptr inbounds float, ptr %buf, i64 %pos1335
  %el1337 = load float, ptr %elp1336, align 4, !alias.scope !0, !noalias !3
  store float %el1337, ptr %power_7, align 4
  %v1338 = load float, ptr %power_7, align 4
  %fa1339 = fadd float %v1338, 1.000000e+00
  %fm1340 = fmul float 0x3F747AE140000000, %fa1339
  store float %fm1340, ptr %power_4, align 4
  %v1341 = load i64, ptr %i, align 8
  %v1342 = load i64, ptr %j, align 8
  %pos1343 = mul i64 0, %dim
  %pos1344 = add i64 %pos1343, %v1341
  %pos1345 = mul i64 %pos1344, %dim31
  %pos1346 = add i64 %pos1345, %v1342
  %v1347 = load float, ptr %power_4, align 4
  %elp1348 = getelementptr inbounds float, ptr %buf262, i64 %pos1346
  store float %v1347, ptr %elp1348, align 4, !alias.scope !7, !noalias !8
  %v1349 = load i64, ptr %i, align 8
  %add1350 = add i64 %v1349, -1
  %sub1351 = sub i64 %dim13, 1
  %c1352 = icmp slt i64 %add1350, %sub1351
  %mm1353 = select i1 %c1352, i64 %add1350, i64 %sub1351
  %c1354 = icmp sgt i64 0, %mm1353
  %mm1355 = select i1 %c1354, i64 0, i64 %mm1353
  %j1356 = load i64, ptr %j, align 8
  %tap1357 = add i64 %j1356, -1
  %inb1358 = icmp ult i64 %mm1355, %dim13
  br i1 %inb1358, label %ok1360, label %fail1359

exit1327:                                         ; preds = %loop1325
  br label %versions_done1098

fail1359:                                         ; preds = %body1326
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1355, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %body1326
  %pos1365 = mul i64 0, %dim13
  %pos1366 = add i64 %pos1365, %mm1355
  %inb1367 = icmp ult i64 %tap1357, %dim47
  br i1 %inb1367, label %ok1369, label %fail1368

fail1368:                                         ; preds = %ok1360
  %errp1370 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1370, align 8
  %errp1371 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1371, align 8
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1357, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1373, align 8
  ret i32 1

ok1369:                                           ; preds = %ok1360
  %pos1374 = mul i64 %pos1366, %dim47
  %pos1375 = add i64 %pos1374, %tap1357
  %elp1376 = getelementptr inbounds float, ptr %buf283, i64 %pos1375
  %el1377 = load float, ptr %elp1376, align 4, !alias.scope !9, !noalias !10
  store float %el1377, ptr %temp_11, align 4
  %v1378 = load i64, ptr %i, align 8
  %add1379 = add i64 %v1378, -1
  %sub1380 = sub i64 %dim13, 1
  %c1381 = icmp slt i64 %add1379, %sub1380
  %mm1382 = select i1 %c1381, i64 %add1379, i64 %sub1380
  %c1383 = icmp sgt i64 0, %mm1382
  %mm1384 = select i1 %c1383, i64 0, i64 %mm1382
  %j1385 = load i64, ptr %j, align 8
  %tap1386 = add i64 %j1385, 0
  %inb1387 = icmp ult i64 %mm1384, %dim13
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1369
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1384, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1369
  %pos1394 = mul i64 0, %dim13
  %pos1395 = add i64 %pos1394, %mm1384
  %inb1396 = icmp ult i64 %tap1386, %dim47
  br i1 %inb1396, label %ok1398, label %fail1397

fail1397:                                         ; preds = %ok1389
  %errp1399 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1399, align 8
  %errp1400 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1400, align 8
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1386, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1402, align 8
  ret i32 1

ok1398:                                           ; preds = %ok1389
  %pos1403 = mul i64 %pos1395, %dim47
  %pos1404 = add i64 %pos1403, %tap1386
  %elp1405 = getelementptr inbounds float, ptr %buf283, i64 %pos1404
  %el1406 = load float, ptr %elp1405, align 4, !alias.scope !9, !noalias !10
  store float %el1406, ptr %temp_12, align 4
  %v1407 = load i64, ptr %i, align 8
  %add1408 = add i64 %v1407, -1
  %sub1409 = sub i64 %dim13, 1
  %c1410 = icmp slt i64 %add1408, %sub1409
  %mm1411 = select i1 %c1410, i64 %add1408, i64 %sub1409
  %c1412 = icmp sgt i64 0, %mm1411
  %mm1413 = select i1 %c1412, i64 0, i64 %mm1411
  %j1414 = load i64, ptr %j, align 8
  %tap1415 = add i64 %j1414, 1
  %inb1416 = icmp ult i64 %mm1413, %dim13
  br i1 %inb1416, label %ok1418, label %fail1417

fail1417:                                         ; preds = %ok1398
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1413, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1422, align 8
  ret i32 1

ok1418:                                           ; preds = %ok1398
  %pos1423 = mul i64 0, %dim13
  %pos1424 = add i64 %pos1423, %mm1413
  %inb1425 = icmp ult i64 %tap1415, %dim47
  br i1 %inb1425, label %ok1427, label %fail1426

fail1426:                                         ; preds = %ok1418
  %errp1428 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1428, align 8
  %errp1429 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1429, align 8
  %errp1430 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1415, ptr %errp1430, align 8
  %errp1431 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1431, align 8
  ret i32 1

ok1427:                                           ; preds = %ok1418
  %pos1432 = mul i64 %pos1424, %dim47
  %pos1433 = add i64 %pos1432, %tap1415
  %elp1434 = getelementptr inbounds float, ptr %buf283, i64 %pos1433
  %el1435 = load float, ptr %elp1434, align 4, !alias.scope !9, !noalias !10
  store float %el1435, ptr %temp_13, align 4
  %v1436 = load i64, ptr %i, align 8
  %add1437 = add i64 %v1436, 0
  %sub1438 = sub i64 %dim13, 1
  %c1439 = icmp slt i64 %add1437, %sub1438
  %mm1440 = select i1 %c1439, i64 %add1437, i64 %sub1438
  %c1441 = icmp sgt i64 0, %mm1440
  %mm1442 = select i1 %c1441, i64 0, i64 %mm1440
  %j1443 = load i64, ptr %j, align 8
  %tap1444 = add i64 %j1443, -1
  %inb1445 = icmp ult i64 %mm1442, %dim13
  br i1 %inb1445, label %ok1447, label %fail1446

fail1446:                                         ; preds = %ok1427
  %errp1448 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1448, align 8
  %errp1449 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1449, align 8
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1442, ptr %errp1450, align 8
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1451, align 8
  ret i32 1

ok1447:                                           ; preds = %ok1427
  %pos1452 = mul i64 0, %dim13
  %pos1453 = add i64 %pos1452, %mm1442
  %inb1454 = icmp ult i64 %tap1444, %dim47
  br i1 %inb1454, label %ok1456, label %fail1455

fail1455:                                         ; preds = %ok1447
  %errp1457 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1457, align 8
  %errp1458 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1458, align 8
  %errp1459 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1444, ptr %errp1459, align 8
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1460, align 8
  ret i32 1

ok1456:                                           ; preds = %ok1447
  %pos1461 = mul i64 %pos1453, %dim47
  %pos1462 = add i64 %pos1461, %tap1444
  %elp1463 = getelementptr inbounds float, ptr %buf283, i64 %pos1462
  %el1464 = load float, ptr %elp1463, align 4, !alias.scope !9, !noalias !10
  store float %el1464, ptr %temp_14, align 4
  %v1465 = load i64, ptr %i, align 8
  %add1466 = add i64 %v1465, 0
  %sub1467 = sub i64 %dim13, 1
  %c1468 = icmp slt i64 %add1466, %sub1467
  %mm1469 = select i1 %c1468, i64 %add1466, i64 %sub1467
  %c1470 = icmp sgt i64 0, %mm1469
  %mm1471 = select i1 %c1470, i64 0, i64 %mm1469
  %j1472 = load i64, ptr %j, align 8
  %tap1473 = add i64 %j1472, 0
  %inb1474 = icmp ult i64 %mm1471, %dim13
  br i1 %inb1474, label %ok1476, label %fail1475

fail1475:                                         ; preds = %ok1456
  %errp1477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1477, align 8
  %errp1478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1478, align 8
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1471, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1480, align 8
  ret i32 1

ok1476:                                           ; preds = %ok1456
  %pos1481 = mul i64 0, %dim13
  %pos1482 = add i64 %pos1481, %mm1471
  %inb1483 = icmp ult i64 %tap1473, %dim47
  br i1 %inb1483, label %ok1485, label %fail1484

fail1484:                                         ; preds = %ok1476
  %errp1486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1486, align 8
  %errp1487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1487, align 8
  %errp1488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1473, ptr %errp1488, align 8
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1489, align 8
  ret i32 1

ok1485:                                           ; preds = %ok1476
  %pos1490 = mul i64 %pos1482, %dim47
  %pos1491 = add i64 %pos1490, %tap1473
  %elp1492 = getelementptr inbounds float, ptr %buf283, i64 %pos1491
  %el1493 = load float, ptr %elp1492, align 4, !alias.scope !9, !noalias !10
  store float %el1493, ptr %temp_15, align 4
  %v1494 = load i64, ptr %i, align 8
  %add1495 = add i64 %v1494, 0
  %sub1496 = sub i64 %dim13, 1
  %c1497 = icmp slt i64 %add1495, %sub1496
  %mm1498 = select i1 %c1497, i64 %add1495, i64 %sub1496
  %c1499 = icmp sgt i64 0, %mm1498
  %mm1500 = select i1 %c1499, i64 0, i64 %mm1498
  %j1501 = load i64, ptr %j, align 8
  %tap1502 = add i64 %j1501, 1
  %inb1503 = icmp ult i64 %mm1500, %dim13
  br i1 %inb1503, label %ok1505, label %fail1504

fail1504:                                         ; preds = %ok1485
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1507, align 8
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1500, ptr %errp1508, align 8
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1509, align 8
  ret i32 1

ok1505:                                           ; preds = %ok1485
  %pos1510 = mul i64 0, %dim13
  %pos1511 = add i64 %pos1510, %mm1500
  %inb1512 = icmp ult i64 %tap1502, %dim47
  br i1 %inb1512, label %ok1514, label %fail1513

fail1513:                                         ; preds = %ok1505
  %errp1515 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1515, align 8
  %errp1516 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1516, align 8
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1502, ptr %errp1517, align 8
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1518, align 8
  ret i32 1

ok1514:                                           ; preds = %ok1505
  %pos1519 = mul i64 %pos1511, %dim47
  %pos1520 = add i64 %pos1519, %tap1502
  %elp1521 = getelementptr inbounds float, ptr %buf283, i64 %pos1520
  %el1522 = load float, ptr %elp1521, align 4, !alias.scope !9, !noalias !10
  store float %el1522, ptr %temp_16, align 4
  %v1523 = load i64, ptr %i, align 8
  %add1524 = add i64 %v1523, 1
  %sub1525 = sub i64 %dim13, 1
  %c1526 = icmp slt i64 %add1524, %sub1525
  %mm1527 = select i1 %c1526, i64 %add1524, i64 %sub1525
  %c1528 = icmp sgt i64 0, %mm1527
  %mm1529 = select i1 %c1528, i64 0, i64 %mm1527
  %j1530 = load i64, ptr %j, align 8
  %tap1531 = add i64 %j1530, -1
  %inb1532 = icmp ult i64 %mm1529, %dim13
  br i1 %inb1532, label %ok1534, label %fail1533

fail1533:                                         ; preds = %ok1514
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1535, align 8
  %errp1536 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1536, align 8
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1529, ptr %errp1537, align 8
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1538, align 8
  ret i32 1

ok1534:                                           ; preds = %ok1514
  %pos1539 = mul i64 0, %dim13
  %pos1540 = add i64 %pos1539, %mm1529
  %inb1541 = icmp ult i64 %tap1531, %dim47
  br i1 %inb1541, label %ok1543, label %fail1542

fail1542:                                         ; preds = %ok1534
  %errp1544 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1544, align 8
  %errp1545 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1545, align 8
  %errp1546 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1531, ptr %errp1546, align 8
  %errp1547 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1547, align 8
  ret i32 1

ok1543:                                           ; preds = %ok1534
  %pos1548 = mul i64 %pos1540, %dim47
  %pos1549 = add i64 %pos1548, %tap1531
  %elp1550 = getelementptr inbounds float, ptr %buf283, i64 %pos1549
  %el1551 = load float, ptr %elp1550, align 4, !alias.scope !9, !noalias !10
  store float %el1551, ptr %temp_17, align 4
  %v1552 = load i64, ptr %i, align 8
  %add1553 = add i64 %v1552, 1
  %sub1554 = sub i64 %dim13, 1
  %c1555 = icmp slt i64 %add1553, %sub1554
  %mm1556 = select i1 %c1555, i64 %add1553, i64 %sub1554
  %c1557 = icmp sgt i64 0, %mm1556
  %mm1558 = select i1 %c1557, i64 0, i64 %mm1556
  %j1559 = load i64, ptr %j, align 8
  %tap1560 = add i64 %j1559, 0
  %inb1561 = icmp ult i64 %mm1558, %dim13
  br i1 %inb1561, label %ok1563, label %fail1562

fail1562:                                         ; preds = %ok1543
  %errp1564 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1564, align 8
  %errp1565 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1565, align 8
  %errp1566 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1558, ptr %errp1566, align 8
  %errp1567 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1567, align 8
  ret i32 1

ok1563:                                           ; preds = %ok1543
  %pos1568 = mul i64 0, %dim13
  %pos1569 = add i64 %pos1568, %mm1558
  %inb1570 = icmp ult i64 %tap1560, %dim47
  br i1 %inb1570, label %ok1572, label %fail1571

fail1571:                                         ; preds = %ok1563
  %errp1573 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1573, align 8
  %errp1574 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1574, align 8
  %errp1575 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1560, ptr %errp1575, align 8
  %errp1576 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1576, align 8
  ret i32 1

ok1572:                                           ; preds = %ok1563
  %pos1577 = mul i64 %pos1569, %dim47
  %pos1578 = add i64 %pos1577, %tap1560
  %elp1579 = getelementptr inbounds float, ptr %buf283, i64 %pos1578
  %el1580 = load float, ptr %elp1579, align 4, !alias.scope !9, !noalias !10
  store float %el1580, ptr %temp_18, align 4
  %v1581 = load i64, ptr %i, align 8
  %add1582 = add i64 %v1581, 1
  %sub1583 = sub i64 %dim13, 1
  %c1584 = icmp slt i64 %add1582, %sub1583
  %mm1585 = select i1 %c1584, i64 %add1582, i64 %sub1583
  %c1586 = icmp sgt i64 0, %mm1585
  %mm1587 = select i1 %c1586, i64 0, i64 %mm1585
  %j1588 = load i64, ptr %j, align 8
  %tap1589 = add i64 %j1588, 1
  %inb1590 = icmp ult i64 %mm1587, %dim13
  br i1 %inb1590, label %ok1592, label %fail1591

fail1591:                                         ; preds = %ok1572
  %errp1593 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1593, align 8
  %errp1594 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1594, align 8
  %errp1595 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1587, ptr %errp1595, align 8
  %errp1596 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp1596, align 8
  ret i32 1

ok1592:                                           ; preds = %ok1572
  %pos1597 = mul i64 0, %dim13
  %pos1598 = add i64 %pos1597, %mm1587
  %inb1599 = icmp ult i64 %tap1589, %dim47
  br i1 %inb1599, label %ok1601, label %fail1600

fail1600:                                         ; preds = %ok1592
  %errp1602 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1602, align 8
  %errp1603 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp1603, align 8
  %errp1604 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1589, ptr %errp1604, align 8
  %errp1605 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp1605, align 8
  ret i32 1

ok1601:                                           ; preds = %ok1592
  %pos1606 = mul i64 %pos1598, %dim47
  %pos1607 = add i64 %pos1606, %tap1589
  %elp1608 = getelementptr inbounds float, ptr %buf283, i64 %pos1607
  %el1609 = load float, ptr %elp1608, align 4, !alias.scope !9, !noalias !10
  store float %el1609, ptr %temp_19, align 4
  %cv1610 = sitofp i64 %dim13 to float
  %fd1611 = fdiv float 0x3F90624DE0000000, %cv1610
  store float %fd1611, ptr %gh_20, align 4
  %tup1612 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup1613 = insertvalue { i64, i64 } %tup1612, i64 %dim47, 1
  %proj1614 = extractvalue { i64, i64 } %tup1613, 1
  %cv1615 = sitofp i64 %proj1614 to float
  %fd1616 = fdiv float 0x3F90624DE0000000, %cv1615
  store float %fd1616, ptr %gw_21, align 4
  %v1617 = load float, ptr %temp_15, align 4
  %fm1618 = fmul float 2.000000e+00, %v1617
  store float %fm1618, ptr %"%cse0_22", align 4
  %v1619 = load float, ptr %temp_18, align 4
  %v1620 = load float, ptr %temp_12, align 4
  %fa1621 = fadd float %v1619, %v1620
  %v1622 = load float, ptr %"%cse0_22", align 4
  %fs1623 = fsub float %fa1621, %v1622
  %v1624 = load float, ptr %gh_20, align 4
  %v1625 = load float, ptr %gw_21, align 4
  %fm1626 = fmul float 0x3FB99999A0000000, %v1625
  %fd1627 = fdiv float %v1624, %fm1626
  %fd1628 = fdiv float %fs1623, %fd1627
  %v1629 = load float, ptr %temp_16, align 4
  %v1630 = load float, ptr %temp_14, align 4
  %fa1631 = fadd float %v1629, %v1630
  %v1632 = load float, ptr %"%cse0_22", align 4
  %fs1633 = fsub float %fa1631, %v1632
  %v1634 = load float, ptr %gw_21, align 4
  %v1635 = load float, ptr %gh_20, align 4
  %fm1636 = fmul float 0x3FB99999A0000000, %v1635
  %fd1637 = fdiv float %v1634, %fm1636
  %fd1638 = fdiv float %fs1633, %fd1637
  %fa1639 = fadd float %fd1628, %fd1638
  %v1640 = load float, ptr %temp_15, align 4
  %fs1641 = fsub float 8.000000e+01, %v1640
  %v1642 = load float, ptr %gh_20, align 4
  %fm1643 = fmul float 1.000000e+02, %v1642
  %v1644 = load float, ptr %gw_21, align 4
  %fm1645 = fmul float %fm1643, %v1644
  %fd1646 = fdiv float 0x3F40624DE0000000, %fm1645
  %fd1647 = fdiv float %fs1641, %fd1646
  %fa1648 = fadd float %fa1639, %fd1647
  store float %fa1648, ptr %flux_8, align 4
  %v1649 = load i64, ptr %i, align 8
  %v1650 = load i64, ptr %j, align 8
  %pos1651 = mul i64 0, %dim13
  %pos1652 = add i64 %pos1651, %v1649
  %pos1653 = mul i64 %pos1652, %dim47
  %pos1654 = add i64 %pos1653, %v1650
  %elp1655 = getelementptr inbounds float, ptr %buf283, i64 %pos1654
  %el1656 = load float, ptr %elp1655, align 4, !alias.scope !9, !noalias !10
  store float %el1656, ptr %temp_26, align 4
  %v1657 = load float, ptr %temp_26, align 4
  %v1658 = load float, ptr %gw_21, align 4
  %fm1659 = fmul float 0x407B580020000000, %v1658
  %v1660 = load float, ptr %gh_20, align 4
  %fm1661 = fmul float %fm1659, %v1660
  %fd1662 = fdiv float 0x3E8392CBA0000000, %fm1661
  %v1663 = load float, ptr %power_4, align 4
  %v1664 = load float, ptr %flux_8, align 4
  %fa1665 = fadd float %v1663, %v1664
  %fm1666 = fmul float %fd1662, %fa1665
  %fa1667 = fadd float %v1657, %fm1666
  store float %fa1667, ptr %next_23, align 4
  %v1668 = load i64, ptr %i, align 8
  %v1669 = load i64, ptr %j, align 8
  %pos1670 = mul i64 0, %dim13
  %pos1671 = add i64 %pos1670, %v1668
  %pos1672 = mul i64 %pos1671, %dim47
  %pos1673 = add i64 %pos1672, %v1669
  %v1674 = load float, ptr %next_23, align 4
  %elp1675 = getelementptr inbounds float, ptr %buf507, i64 %pos1673
  store float %v1674, ptr %elp1675, align 4, !alias.scope !11, !noalias !12
  %i1676 = load i64, ptr %j, align 8
  %next1677 = add i64 %i1676, 1
  store i64 %next1677, ptr %j, align 8
  br label %loop1325

proved1867:                                       ; preds = %versions_done1098
  store i64 %min73, ptr %j, align 8
  br label %loop1870

checked1868:                                      ; preds = %versions_done1098
  store i64 %min73, ptr %j, align 8
  br label %loop2142

versions_done1869:                                ; preds = %exit2144, %exit1872
  %i2540 = load i64, ptr %i, align 8
  %next2541 = add i64 %i2540, 1
  store i64 %next2541, ptr %i, align 8
  br label %loop

loop1870:                                         ; preds = %body1871, %proved1867
  %i1873 = load i64, ptr %j, align 8
  %more1874 = icmp slt i64 %i1873, %dim31
  br i1 %more1874, label %body1871, label %exit1872

body1871:                                         ; preds = %loop1870
  %v1875 = load i64, ptr %i, align 8
  %v1876 = load i64, ptr %j, align 8
  %pos1877 = mul i64 0, %dim
  %pos1878 = add i64 %pos1877, %v1875
  %pos1879 = mul i64 %pos1878, %dim31
  %pos1880 = add i64 %pos1879, %v1876
  %elp1881 = getelementptr inbounds float, ptr %buf, i64 %pos1880
  %el1882 = load float, ptr %elp1881, align 4, !alias.scope !0, !noalias !3
  store float %el1882, ptr %power_7, align 4
  %v1883 = load float, ptr %power_7, align 4
  %fa1884 = fadd float %v1883, 1.000000e+00
  %fm1885 = fmul float 0x3F747AE140000000, %fa1884
  store float %fm1885, ptr %power_4, align 4
  %v1886 = load i64, ptr %i, align 8
  %v1887 = load i64, ptr %j, align 8
  %pos1888 = mul i64 0, %dim
  %pos1889 = add i64 %pos1888, %v1886
  %pos1890 = mul i64 %pos1889, %dim31
  %pos1891 = add i64 %pos1890, %v1887
  %v1892 = load float, ptr %power_4, align 4
  %elp1893 = getelementptr inbounds float, ptr %buf262, i64 %pos1891
  store float %v1892, ptr %elp1893, align 4, !alias.scope !7, !noalias !8
  %v1894 = load i64, ptr %i, align 8
  %add1895 = add i64 %v1894, -1
  %sub1896 = sub i64 %dim13, 1
  %c1897 = icmp slt i64 %add1895, %sub1896
  %mm1898 = select i1 %c1897, i64 %add1895, i64 %sub1896
  %c1899 = icmp sgt i64 0, %mm1898
  %mm1900 = select i1 %c1899, i64 0, i64 %mm1898
  %v1901 = load i64, ptr %j, align 8
  %add1902 = add i64 %v1901, -1
  %sub1903 = sub i64 %dim47, 1
  %c1904 = icmp slt i64 %add1902, %sub1903
  %mm1905 = select i1 %c1904, i64 %add1902, i64 %sub1903
  %c1906 = icmp sgt i64 0, %mm1905
  %mm1907 = select i1 %c1906, i64 0, i64 %mm1905
  %pos1908 = mul i64 0, %dim13
  %pos1909 = add i64 %pos1908, %mm1900
  %pos1910 = mul i64 %pos1909, %dim47
  %pos1911 = add i64 %pos1910, %mm1907
  %elp1912 = getelementptr inbounds float, ptr %buf283, i64 %pos1911
  %el1913 = load float, ptr %elp1912, align 4, !alias.scope !9, !noalias !10
  store float %el1913, ptr %temp_11, align 4
  %v1914 = load i64, ptr %i, align 8
  %add1915 = add i64 %v1914, -1
  %sub1916 = sub i64 %dim13, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %v1921 = load i64, ptr %j, align 8
  %add1922 = add i64 %v1921, 0
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
  store float %el1933, ptr %temp_12, align 4
  %v1934 = load i64, ptr %i, align 8
  %add1935 = add i64 %v1934, -1
  %sub1936 = sub i64 %dim13, 1
  %c1937 = icmp slt i64 %add1935, %sub1936
  %mm1938 = select i1 %c1937, i64 %add1935, i64 %sub1936
  %c1939 = icmp sgt i64 0, %mm1938
  %mm1940 = select i1 %c1939, i64 0, i64 %mm1938
  %v1941 = load i64, ptr %j, align 8
  %add1942 = add i64 %v1941, 1
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
  store float %el1953, ptr %temp_13, align 4
  %v1954 = load i64, ptr %i, align 8
  %add1955 = add i64 %v1954, 0
  %sub1956 = sub i64 %dim13, 1
  %c1957 = icmp slt i64 %add1955, %sub1956
  %mm1958 = select i1 %c1957, i64 %add1955, i64 %sub1956
  %c1959 = icmp sgt i64 0, %mm1958
  %mm1960 = select i1 %c1959, i64 0, i64 %mm1958
  %v1961 = load i64, ptr %j, align 8
  %add1962 = add i64 %v1961, -1
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
  store float %el1973, ptr %temp_14, align 4
  %v1974 = load i64, ptr %i, align 8
  %add1975 = add i64 %v1974, 0
  %sub1976 = sub i64 %dim13, 1
  %c1977 = icmp slt i64 %add1975, %sub1976
  %mm1978 = select i1 %c1977, i64 %add1975, i64 %sub1976
  %c1979 = icmp sgt i64 0, %mm1978
  %mm1980 = select i1 %c1979, i64 0, i64 %mm1978
  %v1981 = load i64, ptr %j, align 8
  %add1982 = add i64 %v1981, 0
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
  store float %el1993, ptr %temp_15, align 4
  %v1994 = load i64, ptr %i, align 8
  %add1995 = add i64 %v1994, 0
  %sub1996 = sub i64 %dim13, 1
  %c1997 = icmp slt i64 %add1995, %sub1996
  %mm1998 = select i1 %c1997, i64 %add1995, i64 %sub1996
  %c1999 = icmp sgt i64 0, %mm1998
  %mm2000 = select i1 %c1999, i64 0, i64 %mm1998
  %v2001 = load i64, ptr %j, align 8
  %add2002 = add i64 %v2001, 1
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
  store float %el2013, ptr %temp_16, align 4
  %v2014 = load i64, ptr %i, align 8
  %add2015 = add i64 %v2014, 1
  %sub2016 = sub i64 %dim13, 1
  %c2017 = icmp slt i64 %add2015, %sub2016
  %mm2018 = select i1 %c2017, i64 %add2015, i64 %sub2016
  %c2019 = icmp sgt i64 0, %mm2018
  %mm2020 = select i1 %c2019, i64 0, i64 %mm2018
  %v2021 = load i64, ptr %j, align 8
  %add2022 = add i64 %v2021, -1
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
  store float %el2033, ptr %temp_17, align 4
  %v2034 = load i64, ptr %i, align 8
  %add2035 = add i64 %v2034, 1
  %sub2036 = sub i64 %dim13, 1
  %c2037 = icmp slt i64 %add2035, %sub2036
  %mm2038 = select i1 %c2037, i64 %add2035, i64 %sub2036
  %c2039 = icmp sgt i64 0, %mm2038
  %mm2040 = select i1 %c2039, i64 0, i64 %mm2038
  %v2041 = load i64, ptr %j, align 8
  %add2042 = add i64 %v2041, 0
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
  store float %el2053, ptr %temp_18, align 4
  %v2054 = load i64, ptr %i, align 8
  %add2055 = add i64 %v2054, 1
  %sub2056 = sub i64 %dim13, 1
  %c2057 = icmp slt i64 %add2055, %sub2056
  %mm2058 = select i1 %c2057, i64 %add2055, i64 %sub2056
  %c2059 = icmp sgt i64 0, %mm2058
  %mm2060 = select i1 %c2059, i64 0, i64 %mm2058
  %v2061 = load i64, ptr %j, align 8
  %add2062 = add i64 %v2061, 1
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
  store float %el2073, ptr %temp_19, align 4
  %cv2074 = sitofp i64 %dim13 to float
  %fd2075 = fdiv float 0x3F90624DE0000000, %cv2074
  store float %fd2075, ptr %gh_20, align 4
  %tup2076 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2077 = insertvalue { i64, i64 } %tup2076, i64 %dim47, 1
  %proj2078 = extractvalue { i64, i64 } %tup2077, 1
  %cv2079 = sitofp i64 %proj2078 to float
  %fd2080 = fdiv float 0x3F90624DE0000000, %cv2079
  store float %fd2080, ptr %gw_21, align 4
  %v2081 = load float, ptr %temp_15, align 4
  %fm2082 = fmul float 2.000000e+00, %v2081
  store float %fm2082, ptr %"%cse0_22", align 4
  %v2083 = load float, ptr %temp_18, align 4
  %v2084 = load float, ptr %temp_12, align 4
  %fa2085 = fadd float %v2083, %v2084
  %v2086 = load float, ptr %"%cse0_22", align 4
  %fs2087 = fsub float %fa2085, %v2086
  %v2088 = load float, ptr %gh_20, align 4
  %v2089 = load float, ptr %gw_21, align 4
  %fm2090 = fmul float 0x3FB99999A0000000, %v2089
  %fd2091 = fdiv float %v2088, %fm2090
  %fd2092 = fdiv float %fs2087, %fd2091
  %v2093 = load float, ptr %temp_16, align 4
  %v2094 = load float, ptr %temp_14, align 4
  %fa2095 = fadd float %v2093, %v2094
  %v2096 = load float, ptr %"%cse0_22", align 4
  %fs2097 = fsub float %fa2095, %v2096
  %v2098 = load float, ptr %gw_21, align 4
  %v2099 = load float, ptr %gh_20, align 4
  %fm2100 = fmul float 0x3FB99999A0000000, %v2099
  %fd2101 = fdiv float %v2098, %fm2100
  %fd2102 = fdiv float %fs2097, %fd2101
  %fa2103 = fadd float %fd2092, %fd2102
  %v2104 = load float, ptr %temp_15, align 4
  %fs2105 = fsub float 8.000000e+01, %v2104
  %v2106 = load float, ptr %gh_20, align 4
  %fm2107 = fmul float 1.000000e+02, %v2106
  %v2108 = load float, ptr %gw_21, align 4
  %fm2109 = fmul float %fm2107, %v2108
  %fd2110 = fdiv float 0x3F40624DE0000000, %fm2109
  %fd2111 = fdiv float %fs2105, %fd2110
  %fa2112 = fadd float %fa2103, %fd2111
  store float %fa2112, ptr %flux_8, align 4
  %v2113 = load i64, ptr %i, align 8
  %v2114 = load i64, ptr %j, align 8
  %pos2115 = mul i64 0, %dim13
  %pos2116 = add i64 %pos2115, %v2113
  %pos2117 = mul i64 %pos2116, %dim47
  %pos2118 = add i64 %pos2117, %v2114
  %elp2119 = getelementptr inbounds float, ptr %buf283, i64 %pos2118
  %el2120 = load float, ptr %elp2119, align 4, !alias.scope !9, !noalias !10
  store float %el2120, ptr %temp_26, align 4
  %v2121 = load float, ptr %temp_26, align 4
  %v2122 = load float, ptr %gw_21, align 4
  %fm2123 = fmul float 0x407B580020000000, %v2122
  %v2124 = load float, ptr %gh_20, align 4
  %fm2125 = fmul float %fm2123, %v2124
  %fd2126 = fdiv float 0x3E8392CBA0000000, %fm2125
  %v2127 = load float, ptr %power_4, align 4
  %v2128 = load float, ptr %flux_8, align 4
  %fa2129 = fadd float %v2127, %v2128
  %fm2130 = fmul float %fd2126, %fa2129
  %fa2131 = fadd float %v2121, %fm2130
  store float %fa2131, ptr %next_23, align 4
  %v2132 = load i64, ptr %i, align 8
  %v2133 = load i64, ptr %j, align 8
  %pos2134 = mul i64 0, %dim13
  %pos2135 = add i64 %pos2134, %v2132
  %pos2136 = mul i64 %pos2135, %dim47
  %pos2137 = add i64 %pos2136, %v2133
  %v2138 = load float, ptr %next_23, align 4
  %elp2139 = getelementptr inbounds float, ptr %buf507, i64 %pos2137
  store float %v2138, ptr %elp2139, align 4, !alias.scope !11, !noalias !12
  %i2140 = load i64, ptr %j, align 8
  %next2141 = add i64 %i2140, 1
  store i64 %next2141, ptr %j, align 8
  br label %loop1870

exit1872:                                         ; preds = %loop1870
  br label %versions_done1869

loop2142:                                         ; preds = %ok2463, %checked1868
  %i2145 = load i64, ptr %j, align 8
  %more2146 = icmp slt i64 %i2145, %dim31
  br i1 %more2146, label %body2143, label %exit2144

body2143:                                         ; preds = %loop2142
  %v2147 = load i64, ptr %i, align 8
  %v2148 = load i64, ptr %j, align 8
  %pos2149 = mul i64 0, %dim
  %pos2150 = add i64 %pos2149, %v2147
  %pos2151 = mul i64 %pos2150, %dim31
  %pos2152 = add i64 %pos2151, %v2148
  %elp2153 = getelementptr inbounds float, ptr %buf, i64 %pos2152
  %el2154 = load float, ptr %elp2153, align 4, !alias.scope !0, !noalias !3
  store float %el2154, ptr %power_7, align 4
  %v2155 = load float, ptr %power_7, align 4
  %fa2156 = fadd float %v2155, 1.000000e+00
  %fm2157 = fmul float 0x3F747AE140000000, %fa2156
  store float %fm2157, ptr %power_4, align 4
  %v2158 = load i64, ptr %i, align 8
  %v2159 = load i64, ptr %j, align 8
  %pos2160 = mul i64 0, %dim
  %pos2161 = add i64 %pos2160, %v2158
  %pos2162 = mul i64 %pos2161, %dim31
  %pos2163 = add i64 %pos2162, %v2159
  %v2164 = load float, ptr %power_4, align 4
  %elp2165 = getelementptr inbounds float, ptr %buf262, i64 %pos2163
  store float %v2164, ptr %elp2165, align 4, !alias.scope !7, !noalias !8
  %v2166 = load i64, ptr %i, align 8
  %add2167 = add i64 %v2166, -1
  %sub2168 = sub i64 %dim13, 1
  %c2169 = icmp slt i64 %add2167, %sub2168
  %mm2170 = select i1 %c2169, i64 %add2167, i64 %sub2168
  %c2171 = icmp sgt i64 0, %mm2170
  %mm2172 = select i1 %c2171, i64 0, i64 %mm2170
  %v2173 = load i64, ptr %j, align 8
  %add2174 = add i64 %v2173, -1
  %sub2175 = sub i64 %dim47, 1
  %c2176 = icmp slt i64 %add2174, %sub2175
  %mm2177 = select i1 %c2176, i64 %add2174, i64 %sub2175
  %c2178 = icmp sgt i64 0, %mm2177
  %mm2179 = select i1 %c2178, i64 0, i64 %mm2177
  %inb2180 = icmp ult i64 %mm2172, %dim13
  br i1 %inb2180, label %ok2182, label %fail2181

exit2144:                                         ; preds = %loop2142
  br label %versions_done1869

fail2181:                                         ; preds = %body2143
  %errp2183 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2183, align 8
  %errp2184 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2184, align 8
  %errp2185 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2172, ptr %errp2185, align 8
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2186, align 8
  ret i32 1

ok2182:                                           ; preds = %body2143
  %pos2187 = mul i64 0, %dim13
  %pos2188 = add i64 %pos2187, %mm2172
  %inb2189 = icmp ult i64 %mm2179, %dim47
  br i1 %inb2189, label %ok2191, label %fail2190

fail2190:                                         ; preds = %ok2182
  %errp2192 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2192, align 8
  %errp2193 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2193, align 8
  %errp2194 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2179, ptr %errp2194, align 8
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2195, align 8
  ret i32 1

ok2191:                                           ; preds = %ok2182
  %pos2196 = mul i64 %pos2188, %dim47
  %pos2197 = add i64 %pos2196, %mm2179
  %elp2198 = getelementptr inbounds float, ptr %buf283, i64 %pos2197
  %el2199 = load float, ptr %elp2198, align 4, !alias.scope !9, !noalias !10
  store float %el2199, ptr %temp_11, align 4
  %v2200 = load i64, ptr %i, align 8
  %add2201 = add i64 %v2200, -1
  %sub2202 = sub i64 %dim13, 1
  %c2203 = icmp slt i64 %add2201, %sub2202
  %mm2204 = select i1 %c2203, i64 %add2201, i64 %sub2202
  %c2205 = icmp sgt i64 0, %mm2204
  %mm2206 = select i1 %c2205, i64 0, i64 %mm2204
  %v2207 = load i64, ptr %j, align 8
  %add2208 = add i64 %v2207, 0
  %sub2209 = sub i64 %dim47, 1
  %c2210 = icmp slt i64 %add2208, %sub2209
  %mm2211 = select i1 %c2210, i64 %add2208, i64 %sub2209
  %c2212 = icmp sgt i64 0, %mm2211
  %mm2213 = select i1 %c2212, i64 0, i64 %mm2211
  %inb2214 = icmp ult i64 %mm2206, %dim13
  br i1 %inb2214, label %ok2216, label %fail2215

fail2215:                                         ; preds = %ok2191
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2217, align 8
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2218, align 8
  %errp2219 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2206, ptr %errp2219, align 8
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2220, align 8
  ret i32 1

ok2216:                                           ; preds = %ok2191
  %pos2221 = mul i64 0, %dim13
  %pos2222 = add i64 %pos2221, %mm2206
  %inb2223 = icmp ult i64 %mm2213, %dim47
  br i1 %inb2223, label %ok2225, label %fail2224

fail2224:                                         ; preds = %ok2216
  %errp2226 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2226, align 8
  %errp2227 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2227, align 8
  %errp2228 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2213, ptr %errp2228, align 8
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2229, align 8
  ret i32 1

ok2225:                                           ; preds = %ok2216
  %pos2230 = mul i64 %pos2222, %dim47
  %pos2231 = add i64 %pos2230, %mm2213
  %elp2232 = getelementptr inbounds float, ptr %buf283, i64 %pos2231
  %el2233 = load float, ptr %elp2232, align 4, !alias.scope !9, !noalias !10
  store float %el2233, ptr %temp_12, align 4
  %v2234 = load i64, ptr %i, align 8
  %add2235 = add i64 %v2234, -1
  %sub2236 = sub i64 %dim13, 1
  %c2237 = icmp slt i64 %add2235, %sub2236
  %mm2238 = select i1 %c2237, i64 %add2235, i64 %sub2236
  %c2239 = icmp sgt i64 0, %mm2238
  %mm2240 = select i1 %c2239, i64 0, i64 %mm2238
  %v2241 = load i64, ptr %j, align 8
  %add2242 = add i64 %v2241, 1
  %sub2243 = sub i64 %dim47, 1
  %c2244 = icmp slt i64 %add2242, %sub2243
  %mm2245 = select i1 %c2244, i64 %add2242, i64 %sub2243
  %c2246 = icmp sgt i64 0, %mm2245
  %mm2247 = select i1 %c2246, i64 0, i64 %mm2245
  %inb2248 = icmp ult i64 %mm2240, %dim13
  br i1 %inb2248, label %ok2250, label %fail2249

fail2249:                                         ; preds = %ok2225
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2251, align 8
  %errp2252 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2252, align 8
  %errp2253 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2240, ptr %errp2253, align 8
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2254, align 8
  ret i32 1

ok2250:                                           ; preds = %ok2225
  %pos2255 = mul i64 0, %dim13
  %pos2256 = add i64 %pos2255, %mm2240
  %inb2257 = icmp ult i64 %mm2247, %dim47
  br i1 %inb2257, label %ok2259, label %fail2258

fail2258:                                         ; preds = %ok2250
  %errp2260 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2260, align 8
  %errp2261 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2261, align 8
  %errp2262 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2247, ptr %errp2262, align 8
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2263, align 8
  ret i32 1

ok2259:                                           ; preds = %ok2250
  %pos2264 = mul i64 %pos2256, %dim47
  %pos2265 = add i64 %pos2264, %mm2247
  %elp2266 = getelementptr inbounds float, ptr %buf283, i64 %pos2265
  %el2267 = load float, ptr %elp2266, align 4, !alias.scope !9, !noalias !10
  store float %el2267, ptr %temp_13, align 4
  %v2268 = load i64, ptr %i, align 8
  %add2269 = add i64 %v2268, 0
  %sub2270 = sub i64 %dim13, 1
  %c2271 = icmp slt i64 %add2269, %sub2270
  %mm2272 = select i1 %c2271, i64 %add2269, i64 %sub2270
  %c2273 = icmp sgt i64 0, %mm2272
  %mm2274 = select i1 %c2273, i64 0, i64 %mm2272
  %v2275 = load i64, ptr %j, align 8
  %add2276 = add i64 %v2275, -1
  %sub2277 = sub i64 %dim47, 1
  %c2278 = icmp slt i64 %add2276, %sub2277
  %mm2279 = select i1 %c2278, i64 %add2276, i64 %sub2277
  %c2280 = icmp sgt i64 0, %mm2279
  %mm2281 = select i1 %c2280, i64 0, i64 %mm2279
  %inb2282 = icmp ult i64 %mm2274, %dim13
  br i1 %inb2282, label %ok2284, label %fail2283

fail2283:                                         ; preds = %ok2259
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2285, align 8
  %errp2286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2286, align 8
  %errp2287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2274, ptr %errp2287, align 8
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2288, align 8
  ret i32 1

ok2284:                                           ; preds = %ok2259
  %pos2289 = mul i64 0, %dim13
  %pos2290 = add i64 %pos2289, %mm2274
  %inb2291 = icmp ult i64 %mm2281, %dim47
  br i1 %inb2291, label %ok2293, label %fail2292

fail2292:                                         ; preds = %ok2284
  %errp2294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2294, align 8
  %errp2295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2295, align 8
  %errp2296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2281, ptr %errp2296, align 8
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2297, align 8
  ret i32 1

ok2293:                                           ; preds = %ok2284
  %pos2298 = mul i64 %pos2290, %dim47
  %pos2299 = add i64 %pos2298, %mm2281
  %elp2300 = getelementptr inbounds float, ptr %buf283, i64 %pos2299
  %el2301 = load float, ptr %elp2300, align 4, !alias.scope !9, !noalias !10
  store float %el2301, ptr %temp_14, align 4
  %v2302 = load i64, ptr %i, align 8
  %add2303 = add i64 %v2302, 0
  %sub2304 = sub i64 %dim13, 1
  %c2305 = icmp slt i64 %add2303, %sub2304
  %mm2306 = select i1 %c2305, i64 %add2303, i64 %sub2304
  %c2307 = icmp sgt i64 0, %mm2306
  %mm2308 = select i1 %c2307, i64 0, i64 %mm2306
  %v2309 = load i64, ptr %j, align 8
  %add2310 = add i64 %v2309, 0
  %sub2311 = sub i64 %dim47, 1
  %c2312 = icmp slt i64 %add2310, %sub2311
  %mm2313 = select i1 %c2312, i64 %add2310, i64 %sub2311
  %c2314 = icmp sgt i64 0, %mm2313
  %mm2315 = select i1 %c2314, i64 0, i64 %mm2313
  %inb2316 = icmp ult i64 %mm2308, %dim13
  br i1 %inb2316, label %ok2318, label %fail2317

fail2317:                                         ; preds = %ok2293
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2319, align 8
  %errp2320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2320, align 8
  %errp2321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2308, ptr %errp2321, align 8
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2322, align 8
  ret i32 1

ok2318:                                           ; preds = %ok2293
  %pos2323 = mul i64 0, %dim13
  %pos2324 = add i64 %pos2323, %mm2308
  %inb2325 = icmp ult i64 %mm2315, %dim47
  br i1 %inb2325, label %ok2327, label %fail2326

fail2326:                                         ; preds = %ok2318
  %errp2328 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2328, align 8
  %errp2329 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2329, align 8
  %errp2330 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2315, ptr %errp2330, align 8
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2331, align 8
  ret i32 1

ok2327:                                           ; preds = %ok2318
  %pos2332 = mul i64 %pos2324, %dim47
  %pos2333 = add i64 %pos2332, %mm2315
  %elp2334 = getelementptr inbounds float, ptr %buf283, i64 %pos2333
  %el2335 = load float, ptr %elp2334, align 4, !alias.scope !9, !noalias !10
  store float %el2335, ptr %temp_15, align 4
  %v2336 = load i64, ptr %i, align 8
  %add2337 = add i64 %v2336, 0
  %sub2338 = sub i64 %dim13, 1
  %c2339 = icmp slt i64 %add2337, %sub2338
  %mm2340 = select i1 %c2339, i64 %add2337, i64 %sub2338
  %c2341 = icmp sgt i64 0, %mm2340
  %mm2342 = select i1 %c2341, i64 0, i64 %mm2340
  %v2343 = load i64, ptr %j, align 8
  %add2344 = add i64 %v2343, 1
  %sub2345 = sub i64 %dim47, 1
  %c2346 = icmp slt i64 %add2344, %sub2345
  %mm2347 = select i1 %c2346, i64 %add2344, i64 %sub2345
  %c2348 = icmp sgt i64 0, %mm2347
  %mm2349 = select i1 %c2348, i64 0, i64 %mm2347
  %inb2350 = icmp ult i64 %mm2342, %dim13
  br i1 %inb2350, label %ok2352, label %fail2351

fail2351:                                         ; preds = %ok2327
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2353, align 8
  %errp2354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2354, align 8
  %errp2355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2342, ptr %errp2355, align 8
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2356, align 8
  ret i32 1

ok2352:                                           ; preds = %ok2327
  %pos2357 = mul i64 0, %dim13
  %pos2358 = add i64 %pos2357, %mm2342
  %inb2359 = icmp ult i64 %mm2349, %dim47
  br i1 %inb2359, label %ok2361, label %fail2360

fail2360:                                         ; preds = %ok2352
  %errp2362 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2362, align 8
  %errp2363 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2363, align 8
  %errp2364 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2349, ptr %errp2364, align 8
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2365, align 8
  ret i32 1

ok2361:                                           ; preds = %ok2352
  %pos2366 = mul i64 %pos2358, %dim47
  %pos2367 = add i64 %pos2366, %mm2349
  %elp2368 = getelementptr inbounds float, ptr %buf283, i64 %pos2367
  %el2369 = load float, ptr %elp2368, align 4, !alias.scope !9, !noalias !10
  store float %el2369, ptr %temp_16, align 4
  %v2370 = load i64, ptr %i, align 8
  %add2371 = add i64 %v2370, 1
  %sub2372 = sub i64 %dim13, 1
  %c2373 = icmp slt i64 %add2371, %sub2372
  %mm2374 = select i1 %c2373, i64 %add2371, i64 %sub2372
  %c2375 = icmp sgt i64 0, %mm2374
  %mm2376 = select i1 %c2375, i64 0, i64 %mm2374
  %v2377 = load i64, ptr %j, align 8
  %add2378 = add i64 %v2377, -1
  %sub2379 = sub i64 %dim47, 1
  %c2380 = icmp slt i64 %add2378, %sub2379
  %mm2381 = select i1 %c2380, i64 %add2378, i64 %sub2379
  %c2382 = icmp sgt i64 0, %mm2381
  %mm2383 = select i1 %c2382, i64 0, i64 %mm2381
  %inb2384 = icmp ult i64 %mm2376, %dim13
  br i1 %inb2384, label %ok2386, label %fail2385

fail2385:                                         ; preds = %ok2361
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2387, align 8
  %errp2388 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2388, align 8
  %errp2389 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2376, ptr %errp2389, align 8
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2390, align 8
  ret i32 1

ok2386:                                           ; preds = %ok2361
  %pos2391 = mul i64 0, %dim13
  %pos2392 = add i64 %pos2391, %mm2376
  %inb2393 = icmp ult i64 %mm2383, %dim47
  br i1 %inb2393, label %ok2395, label %fail2394

fail2394:                                         ; preds = %ok2386
  %errp2396 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2396, align 8
  %errp2397 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2397, align 8
  %errp2398 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2383, ptr %errp2398, align 8
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2399, align 8
  ret i32 1

ok2395:                                           ; preds = %ok2386
  %pos2400 = mul i64 %pos2392, %dim47
  %pos2401 = add i64 %pos2400, %mm2383
  %elp2402 = getelementptr inbounds float, ptr %buf283, i64 %pos2401
  %el2403 = load float, ptr %elp2402, align 4, !alias.scope !9, !noalias !10
  store float %el2403, ptr %temp_17, align 4
  %v2404 = load i64, ptr %i, align 8
  %add2405 = add i64 %v2404, 1
  %sub2406 = sub i64 %dim13, 1
  %c2407 = icmp slt i64 %add2405, %sub2406
  %mm2408 = select i1 %c2407, i64 %add2405, i64 %sub2406
  %c2409 = icmp sgt i64 0, %mm2408
  %mm2410 = select i1 %c2409, i64 0, i64 %mm2408
  %v2411 = load i64, ptr %j, align 8
  %add2412 = add i64 %v2411, 0
  %sub2413 = sub i64 %dim47, 1
  %c2414 = icmp slt i64 %add2412, %sub2413
  %mm2415 = select i1 %c2414, i64 %add2412, i64 %sub2413
  %c2416 = icmp sgt i64 0, %mm2415
  %mm2417 = select i1 %c2416, i64 0, i64 %mm2415
  %inb2418 = icmp ult i64 %mm2410, %dim13
  br i1 %inb2418, label %ok2420, label %fail2419

fail2419:                                         ; preds = %ok2395
  %errp2421 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2421, align 8
  %errp2422 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2422, align 8
  %errp2423 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2410, ptr %errp2423, align 8
  %errp2424 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2424, align 8
  ret i32 1

ok2420:                                           ; preds = %ok2395
  %pos2425 = mul i64 0, %dim13
  %pos2426 = add i64 %pos2425, %mm2410
  %inb2427 = icmp ult i64 %mm2417, %dim47
  br i1 %inb2427, label %ok2429, label %fail2428

fail2428:                                         ; preds = %ok2420
  %errp2430 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2430, align 8
  %errp2431 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2431, align 8
  %errp2432 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2417, ptr %errp2432, align 8
  %errp2433 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2433, align 8
  ret i32 1

ok2429:                                           ; preds = %ok2420
  %pos2434 = mul i64 %pos2426, %dim47
  %pos2435 = add i64 %pos2434, %mm2417
  %elp2436 = getelementptr inbounds float, ptr %buf283, i64 %pos2435
  %el2437 = load float, ptr %elp2436, align 4, !alias.scope !9, !noalias !10
  store float %el2437, ptr %temp_18, align 4
  %v2438 = load i64, ptr %i, align 8
  %add2439 = add i64 %v2438, 1
  %sub2440 = sub i64 %dim13, 1
  %c2441 = icmp slt i64 %add2439, %sub2440
  %mm2442 = select i1 %c2441, i64 %add2439, i64 %sub2440
  %c2443 = icmp sgt i64 0, %mm2442
  %mm2444 = select i1 %c2443, i64 0, i64 %mm2442
  %v2445 = load i64, ptr %j, align 8
  %add2446 = add i64 %v2445, 1
  %sub2447 = sub i64 %dim47, 1
  %c2448 = icmp slt i64 %add2446, %sub2447
  %mm2449 = select i1 %c2448, i64 %add2446, i64 %sub2447
  %c2450 = icmp sgt i64 0, %mm2449
  %mm2451 = select i1 %c2450, i64 0, i64 %mm2449
  %inb2452 = icmp ult i64 %mm2444, %dim13
  br i1 %inb2452, label %ok2454, label %fail2453

fail2453:                                         ; preds = %ok2429
  %errp2455 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2455, align 8
  %errp2456 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2456, align 8
  %errp2457 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2444, ptr %errp2457, align 8
  %errp2458 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp2458, align 8
  ret i32 1

ok2454:                                           ; preds = %ok2429
  %pos2459 = mul i64 0, %dim13
  %pos2460 = add i64 %pos2459, %mm2444
  %inb2461 = icmp ult i64 %mm2451, %dim47
  br i1 %inb2461, label %ok2463, label %fail2462

fail2462:                                         ; preds = %ok2454
  %errp2464 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2464, align 8
  %errp2465 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2465, align 8
  %errp2466 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2451, ptr %errp2466, align 8
  %errp2467 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp2467, align 8
  ret i32 1

ok2463:                                           ; preds = %ok2454
  %pos2468 = mul i64 %pos2460, %dim47
  %pos2469 = add i64 %pos2468, %mm2451
  %elp2470 = getelementptr inbounds float, ptr %buf283, i64 %pos2469
  %el2471 = load float, ptr %elp2470, align 4, !alias.scope !9, !noalias !10
  store float %el2471, ptr %temp_19, align 4
  %cv2472 = sitofp i64 %dim13 to float
  %fd2473 = fdiv float 0x3F90624DE0000000, %cv2472
  store float %fd2473, ptr %gh_20, align 4
  %tup2474 = insertvalue { i64, i64 } undef, i64 %dim13, 0
  %tup2475 = insertvalue { i64, i64 } %tup2474, i64 %dim47, 1
  %proj2476 = extractvalue { i64, i64 } %tup2475, 1
  %cv2477 = sitofp i64 %proj2476 to float
  %fd2478 = fdiv float 0x3F90624DE0000000, %cv2477
  store float %fd2478, ptr %gw_21, align 4
  %v2479 = load float, ptr %temp_15, align 4
  %fm2480 = fmul float 2.000000e+00, %v2479
  store float %fm2480, ptr %"%cse0_22", align 4
  %v2481 = load float, ptr %temp_18, align 4
  %v2482 = load float, ptr %temp_12, align 4
  %fa2483 = fadd float %v2481, %v2482
  %v2484 = load float, ptr %"%cse0_22", align 4
  %fs2485 = fsub float %fa2483, %v2484
  %v2486 = load float, ptr %gh_20, align 4
  %v2487 = load float, ptr %gw_21, align 4
  %fm2488 = fmul float 0x3FB99999A0000000, %v2487
  %fd2489 = fdiv float %v2486, %fm2488
  %fd2490 = fdiv float %fs2485, %fd2489
  %v2491 = load float, ptr %temp_16, align 4
  %v2492 = load float, ptr %temp_14, align 4
  %fa2493 = fadd float %v2491, %v2492
  %v2494 = load float, ptr %"%cse0_22", align 4
  %fs2495 = fsub float %fa2493, %v2494
  %v2496 = load float, ptr %gw_21, align 4
  %v2497 = load float, ptr %gh_20, align 4
  %fm2498 = fmul float 0x3FB99999A0000000, %v2497
  %fd2499 = fdiv float %v2496, %fm2498
  %fd2500 = fdiv float %fs2495, %fd2499
  %fa2501 = fadd float %fd2490, %fd2500
  %v2502 = load float, ptr %temp_15, align 4
  %fs2503 = fsub float 8.000000e+01, %v2502
  %v2504 = load float, ptr %gh_20, align 4
  %fm2505 = fmul float 1.000000e+02, %v2504
  %v2506 = load float, ptr %gw_21, align 4
  %fm2507 = fmul float %fm2505, %v2506
  %fd2508 = fdiv float 0x3F40624DE0000000, %fm2507
  %fd2509 = fdiv float %fs2503, %fd2508
  %fa2510 = fadd float %fa2501, %fd2509
  store float %fa2510, ptr %flux_8, align 4
  %v2511 = load i64, ptr %i, align 8
  %v2512 = load i64, ptr %j, align 8
  %pos2513 = mul i64 0, %dim13
  %pos2514 = add i64 %pos2513, %v2511
  %pos2515 = mul i64 %pos2514, %dim47
  %pos2516 = add i64 %pos2515, %v2512
  %elp2517 = getelementptr inbounds float, ptr %buf283, i64 %pos2516
  %el2518 = load float, ptr %elp2517, align 4, !alias.scope !9, !noalias !10
  store float %el2518, ptr %temp_26, align 4
  %v2519 = load float, ptr %temp_26, align 4
  %v2520 = load float, ptr %gw_21, align 4
  %fm2521 = fmul float 0x407B580020000000, %v2520
  %v2522 = load float, ptr %gh_20, align 4
  %fm2523 = fmul float %fm2521, %v2522
  %fd2524 = fdiv float 0x3E8392CBA0000000, %fm2523
  %v2525 = load float, ptr %power_4, align 4
  %v2526 = load float, ptr %flux_8, align 4
  %fa2527 = fadd float %v2525, %v2526
  %fm2528 = fmul float %fd2524, %fa2527
  %fa2529 = fadd float %v2519, %fm2528
  store float %fa2529, ptr %next_23, align 4
  %v2530 = load i64, ptr %i, align 8
  %v2531 = load i64, ptr %j, align 8
  %pos2532 = mul i64 0, %dim13
  %pos2533 = add i64 %pos2532, %v2530
  %pos2534 = mul i64 %pos2533, %dim47
  %pos2535 = add i64 %pos2534, %v2531
  %v2536 = load float, ptr %next_23, align 4
  %elp2537 = getelementptr inbounds float, ptr %buf507, i64 %pos2535
  store float %v2536, ptr %elp2537, align 4, !alias.scope !11, !noalias !12
  %i2538 = load i64, ptr %j, align 8
  %next2539 = add i64 %i2538, 1
  store i64 %next2539, ptr %j, align 8
  br label %loop2142
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
  %bufp479 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf480 = load ptr, ptr %bufp479, align 8
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

loop:                                             ; preds = %versions_done1809, %ok16
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
  br label %loop483

versions_done:                                    ; preds = %exit485, %exit231
  store i64 %min55, ptr %j, align 8
  %v869 = load i64, ptr %i, align 8
  %add870 = add i64 %v869, -1
  %sub871 = sub i64 %dim, 1
  %c872 = icmp slt i64 %add870, %sub871
  %mm873 = select i1 %c872, i64 %add870, i64 %sub871
  %c874 = icmp sgt i64 0, %mm873
  %mm875 = select i1 %c874, i64 0, i64 %mm873
  %base876 = sext i64 %mm875 to i128
  %fits_low877 = icmp sge i128 %base876, -9223372036854775808
  %fits_high878 = icmp sle i128 %base876, 9223372036854775807
  %fits879 = and i1 %fits_low877, %fits_high878
  %least880 = select i1 %fits879, i128 %base876, i128 -9223372036854775808
  %most881 = select i1 %fits879, i128 %base876, i128 9223372036854775807
  %extent882 = sext i64 %dim to i128
  %low_ok883 = icmp sge i128 %least880, 0
  %high_ok884 = icmp slt i128 %most881, %extent882
  %ok885 = and i1 true, %low_ok883
  %ok886 = and i1 %ok885, %high_ok884
  %v887 = load i64, ptr %j, align 8
  %add888 = add i64 %v887, -1
  %base889 = sext i64 %add888 to i128
  %next890 = add i64 %min55, 1
  store i64 %next890, ptr %j, align 8
  %v891 = load i64, ptr %j, align 8
  %add892 = add i64 %v891, -1
  store i64 %min55, ptr %j, align 8
  %at_next893 = sext i64 %add892 to i128
  %step894 = sub i128 %at_next893, %base889
  %step895 = trunc i128 %step894 to i64
  %step896 = sext i64 %step895 to i128
  %len897 = sub i64 %min59, %min55
  %span898 = sub i64 %len897, 1
  %span899 = sext i64 %span898 to i128
  %reach900 = mul i128 %step896, %span899
  %c901 = icmp slt i128 %reach900, 0
  %min902 = select i1 %c901, i128 %reach900, i128 0
  %c903 = icmp sgt i128 %reach900, 0
  %max904 = select i1 %c903, i128 %reach900, i128 0
  %least905 = add i128 %base889, %min902
  %most906 = add i128 %base889, %max904
  %fits_low907 = icmp sge i128 %least905, -9223372036854775808
  %fits_high908 = icmp sle i128 %most906, 9223372036854775807
  %fits909 = and i1 %fits_low907, %fits_high908
  %least910 = select i1 %fits909, i128 %least905, i128 -9223372036854775808
  %most911 = select i1 %fits909, i128 %most906, i128 9223372036854775807
  %sub912 = sub i64 %dim24, 1
  %base913 = sext i64 %sub912 to i128
  %fits_low914 = icmp sge i128 %base913, -9223372036854775808
  %fits_high915 = icmp sle i128 %base913, 9223372036854775807
  %fits916 = and i1 %fits_low914, %fits_high915
  %least917 = select i1 %fits916, i128 %base913, i128 -9223372036854775808
  %most918 = select i1 %fits916, i128 %base913, i128 9223372036854775807
  %c919 = icmp slt i128 %least910, %least917
  %min920 = select i1 %c919, i128 %least910, i128 %least917
  %c921 = icmp slt i128 %most911, %most918
  %min922 = select i1 %c921, i128 %most911, i128 %most918
  %c923 = icmp sgt i128 0, %min920
  %max924 = select i1 %c923, i128 0, i128 %min920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %extent927 = sext i64 %dim24 to i128
  %low_ok928 = icmp sge i128 %max924, 0
  %high_ok929 = icmp slt i128 %max926, %extent927
  %ok930 = and i1 %ok886, %low_ok928
  %ok931 = and i1 %ok930, %high_ok929
  %v932 = load i64, ptr %j, align 8
  %add933 = add i64 %v932, 0
  %base934 = sext i64 %add933 to i128
  %next935 = add i64 %min55, 1
  store i64 %next935, ptr %j, align 8
  %v936 = load i64, ptr %j, align 8
  %add937 = add i64 %v936, 0
  store i64 %min55, ptr %j, align 8
  %at_next938 = sext i64 %add937 to i128
  %step939 = sub i128 %at_next938, %base934
  %step940 = trunc i128 %step939 to i64
  %step941 = sext i64 %step940 to i128
  %len942 = sub i64 %min59, %min55
  %span943 = sub i64 %len942, 1
  %span944 = sext i64 %span943 to i128
  %reach945 = mul i128 %step941, %span944
  %c946 = icmp slt i128 %reach945, 0
  %min947 = select i1 %c946, i128 %reach945, i128 0
  %c948 = icmp sgt i128 %reach945, 0
  %max949 = select i1 %c948, i128 %reach945, i128 0
  %least950 = add i128 %base934, %min947
  %most951 = add i128 %base934, %max949
  %fits_low952 = icmp sge i128 %least950, -9223372036854775808
  %fits_high953 = icmp sle i128 %most951, 9223372036854775807
  %fits954 = and i1 %fits_low952, %fits_high953
  %least955 = select i1 %fits954, i128 %least950, i128 -9223372036854775808
  %most956 = select i1 %fits954, i128 %most951, i128 9223372036854775807
  %sub957 = sub i64 %dim24, 1
  %base958 = sext i64 %sub957 to i128
  %fits_low959 = icmp sge i128 %base958, -9223372036854775808
  %fits_high960 = icmp sle i128 %base958, 9223372036854775807
  %fits961 = and i1 %fits_low959, %fits_high960
  %least962 = select i1 %fits961, i128 %base958, i128 -9223372036854775808
  %most963 = select i1 %fits961, i128 %base958, i128 9223372036854775807
  %c964 = icmp slt i128 %least955, %least962
  %min965 = select i1 %c964, i128 %least955, i128 %least962
  %c966 = icmp slt i128 %most956, %most963
  %min967 = select i1 %c966, i128 %most956, i128 %most963
  %c968 = icmp sgt i128 0, %min965
  %max969 = select i1 %c968, i128 0, i128 %min965
  %c970 = icmp sgt i128 0, %min967
  %max971 = select i1 %c970, i128 0, i128 %min967
  %extent972 = sext i64 %dim24 to i128
  %low_ok973 = icmp sge i128 %max969, 0
  %high_ok974 = icmp slt i128 %max971, %extent972
  %ok975 = and i1 %ok931, %low_ok973
  %ok976 = and i1 %ok975, %high_ok974
  %v977 = load i64, ptr %j, align 8
  %add978 = add i64 %v977, 1
  %base979 = sext i64 %add978 to i128
  %next980 = add i64 %min55, 1
  store i64 %next980, ptr %j, align 8
  %v981 = load i64, ptr %j, align 8
  %add982 = add i64 %v981, 1
  store i64 %min55, ptr %j, align 8
  %at_next983 = sext i64 %add982 to i128
  %step984 = sub i128 %at_next983, %base979
  %step985 = trunc i128 %step984 to i64
  %step986 = sext i64 %step985 to i128
  %len987 = sub i64 %min59, %min55
  %span988 = sub i64 %len987, 1
  %span989 = sext i64 %span988 to i128
  %reach990 = mul i128 %step986, %span989
  %c991 = icmp slt i128 %reach990, 0
  %min992 = select i1 %c991, i128 %reach990, i128 0
  %c993 = icmp sgt i128 %reach990, 0
  %max994 = select i1 %c993, i128 %reach990, i128 0
  %least995 = add i128 %base979, %min992
  %most996 = add i128 %base979, %max994
  %fits_low997 = icmp sge i128 %least995, -9223372036854775808
  %fits_high998 = icmp sle i128 %most996, 9223372036854775807
  %fits999 = and i1 %fits_low997, %fits_high998
  %least1000 = select i1 %fits999, i128 %least995, i128 -9223372036854775808
  %most1001 = select i1 %fits999, i128 %most996, i128 9223372036854775807
  %sub1002 = sub i64 %dim24, 1
  %base1003 = sext i64 %sub1002 to i128
  %fits_low1004 = icmp sge i128 %base1003, -9223372036854775808
  %fits_high1005 = icmp sle i128 %base1003, 9223372036854775807
  %fits1006 = and i1 %fits_low1004, %fits_high1005
  %least1007 = select i1 %fits1006, i128 %base1003, i128 -9223372036854775808
  %most1008 = select i1 %fits1006, i128 %base1003, i128 9223372036854775807
  %c1009 = icmp slt i128 %least1000, %least1007
  %min1010 = select i1 %c1009, i128 %least1000, i128 %least1007
  %c1011 = icmp slt i128 %most1001, %most1008
  %min1012 = select i1 %c1011, i128 %most1001, i128 %most1008
  %c1013 = icmp sgt i128 0, %min1010
  %max1014 = select i1 %c1013, i128 0, i128 %min1010
  %c1015 = icmp sgt i128 0, %min1012
  %max1016 = select i1 %c1015, i128 0, i128 %min1012
  %extent1017 = sext i64 %dim24 to i128
  %low_ok1018 = icmp sge i128 %max1014, 0
  %high_ok1019 = icmp slt i128 %max1016, %extent1017
  %ok1020 = and i1 %ok976, %low_ok1018
  %ok1021 = and i1 %ok1020, %high_ok1019
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %base1029 = sext i64 %mm1028 to i128
  %fits_low1030 = icmp sge i128 %base1029, -9223372036854775808
  %fits_high1031 = icmp sle i128 %base1029, 9223372036854775807
  %fits1032 = and i1 %fits_low1030, %fits_high1031
  %least1033 = select i1 %fits1032, i128 %base1029, i128 -9223372036854775808
  %most1034 = select i1 %fits1032, i128 %base1029, i128 9223372036854775807
  %extent1035 = sext i64 %dim to i128
  %low_ok1036 = icmp sge i128 %least1033, 0
  %high_ok1037 = icmp slt i128 %most1034, %extent1035
  %ok1038 = and i1 %ok1021, %low_ok1036
  %ok1039 = and i1 %ok1038, %high_ok1037
  %v1040 = load i64, ptr %i, align 8
  %add1041 = add i64 %v1040, 1
  %sub1042 = sub i64 %dim, 1
  %c1043 = icmp slt i64 %add1041, %sub1042
  %mm1044 = select i1 %c1043, i64 %add1041, i64 %sub1042
  %c1045 = icmp sgt i64 0, %mm1044
  %mm1046 = select i1 %c1045, i64 0, i64 %mm1044
  %base1047 = sext i64 %mm1046 to i128
  %fits_low1048 = icmp sge i128 %base1047, -9223372036854775808
  %fits_high1049 = icmp sle i128 %base1047, 9223372036854775807
  %fits1050 = and i1 %fits_low1048, %fits_high1049
  %least1051 = select i1 %fits1050, i128 %base1047, i128 -9223372036854775808
  %most1052 = select i1 %fits1050, i128 %base1047, i128 9223372036854775807
  %extent1053 = sext i64 %dim to i128
  %low_ok1054 = icmp sge i128 %least1051, 0
  %high_ok1055 = icmp slt i128 %most1052, %extent1053
  %ok1056 = and i1 %ok1039, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  br i1 %ok1057, label %proved1058, label %checked1059

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
  %v462 = load float, ptr %gw_42, align 4
  %fm463 = fmul float 0x407B580020000000, %v462
  %v464 = load float, ptr %gh_41, align 4
  %fm465 = fmul float %fm463, %v464
  %fd466 = fdiv float 0x3E8392CBA0000000, %fm465
  %v467 = load float, ptr %power_48, align 4
  %v468 = load float, ptr %flux2_29, align 4
  %fa469 = fadd float %v467, %v468
  %fm470 = fmul float %fd466, %fa469
  %fa471 = fadd float %v461, %fm470
  store float %fa471, ptr %next2_44, align 4
  %v472 = load i64, ptr %i, align 8
  %v473 = load i64, ptr %j, align 8
  %pos474 = mul i64 0, %dim
  %pos475 = add i64 %pos474, %v472
  %pos476 = mul i64 %pos475, %dim24
  %pos477 = add i64 %pos476, %v473
  %v478 = load float, ptr %next2_44, align 4
  %elp481 = getelementptr inbounds float, ptr %buf480, i64 %pos477
  store float %v478, ptr %elp481, align 4, !alias.scope !8, !noalias !9
  %i482 = load i64, ptr %j, align 8
  %next = add i64 %i482, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop483:                                          ; preds = %ok784, %checked
  %i486 = load i64, ptr %j, align 8
  %more487 = icmp slt i64 %i486, %min55
  br i1 %more487, label %body484, label %exit485

body484:                                          ; preds = %loop483
  %v488 = load i64, ptr %i, align 8
  %add489 = add i64 %v488, -1
  %sub490 = sub i64 %dim, 1
  %c491 = icmp slt i64 %add489, %sub490
  %mm492 = select i1 %c491, i64 %add489, i64 %sub490
  %c493 = icmp sgt i64 0, %mm492
  %mm494 = select i1 %c493, i64 0, i64 %mm492
  %v495 = load i64, ptr %j, align 8
  %add496 = add i64 %v495, -1
  %sub497 = sub i64 %dim24, 1
  %c498 = icmp slt i64 %add496, %sub497
  %mm499 = select i1 %c498, i64 %add496, i64 %sub497
  %c500 = icmp sgt i64 0, %mm499
  %mm501 = select i1 %c500, i64 0, i64 %mm499
  %inb = icmp ult i64 %mm494, %dim
  br i1 %inb, label %ok503, label %fail502

exit485:                                          ; preds = %loop483
  br label %versions_done

fail502:                                          ; preds = %body484
  %errp504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp504, align 8
  %errp505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp505, align 8
  %errp506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm494, ptr %errp506, align 8
  %errp507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp507, align 8
  ret i32 1

ok503:                                            ; preds = %body484
  %pos508 = mul i64 0, %dim
  %pos509 = add i64 %pos508, %mm494
  %inb510 = icmp ult i64 %mm501, %dim24
  br i1 %inb510, label %ok512, label %fail511

fail511:                                          ; preds = %ok503
  %errp513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm501, ptr %errp515, align 8
  %errp516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp516, align 8
  ret i32 1

ok512:                                            ; preds = %ok503
  %pos517 = mul i64 %pos509, %dim24
  %pos518 = add i64 %pos517, %mm501
  %elp519 = getelementptr inbounds float, ptr %buf, i64 %pos518
  %el520 = load float, ptr %elp519, align 4, !alias.scope !0, !noalias !3
  store float %el520, ptr %next_32, align 4
  %v521 = load i64, ptr %i, align 8
  %add522 = add i64 %v521, -1
  %sub523 = sub i64 %dim, 1
  %c524 = icmp slt i64 %add522, %sub523
  %mm525 = select i1 %c524, i64 %add522, i64 %sub523
  %c526 = icmp sgt i64 0, %mm525
  %mm527 = select i1 %c526, i64 0, i64 %mm525
  %v528 = load i64, ptr %j, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim24, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %inb535 = icmp ult i64 %mm527, %dim
  br i1 %inb535, label %ok537, label %fail536

fail536:                                          ; preds = %ok512
  %errp538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp538, align 8
  %errp539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp539, align 8
  %errp540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm527, ptr %errp540, align 8
  %errp541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp541, align 8
  ret i32 1

ok537:                                            ; preds = %ok512
  %pos542 = mul i64 0, %dim
  %pos543 = add i64 %pos542, %mm527
  %inb544 = icmp ult i64 %mm534, %dim24
  br i1 %inb544, label %ok546, label %fail545

fail545:                                          ; preds = %ok537
  %errp547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp549, align 8
  %errp550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp550, align 8
  ret i32 1

ok546:                                            ; preds = %ok537
  %pos551 = mul i64 %pos543, %dim24
  %pos552 = add i64 %pos551, %mm534
  %elp553 = getelementptr inbounds float, ptr %buf, i64 %pos552
  %el554 = load float, ptr %elp553, align 4, !alias.scope !0, !noalias !3
  store float %el554, ptr %next_33, align 4
  %v555 = load i64, ptr %i, align 8
  %add556 = add i64 %v555, -1
  %sub557 = sub i64 %dim, 1
  %c558 = icmp slt i64 %add556, %sub557
  %mm559 = select i1 %c558, i64 %add556, i64 %sub557
  %c560 = icmp sgt i64 0, %mm559
  %mm561 = select i1 %c560, i64 0, i64 %mm559
  %v562 = load i64, ptr %j, align 8
  %add563 = add i64 %v562, 1
  %sub564 = sub i64 %dim24, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %inb569 = icmp ult i64 %mm561, %dim
  br i1 %inb569, label %ok571, label %fail570

fail570:                                          ; preds = %ok546
  %errp572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp572, align 8
  %errp573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp573, align 8
  %errp574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm561, ptr %errp574, align 8
  %errp575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp575, align 8
  ret i32 1

ok571:                                            ; preds = %ok546
  %pos576 = mul i64 0, %dim
  %pos577 = add i64 %pos576, %mm561
  %inb578 = icmp ult i64 %mm568, %dim24
  br i1 %inb578, label %ok580, label %fail579

fail579:                                          ; preds = %ok571
  %errp581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp584, align 8
  ret i32 1

ok580:                                            ; preds = %ok571
  %pos585 = mul i64 %pos577, %dim24
  %pos586 = add i64 %pos585, %mm568
  %elp587 = getelementptr inbounds float, ptr %buf, i64 %pos586
  %el588 = load float, ptr %elp587, align 4, !alias.scope !0, !noalias !3
  store float %el588, ptr %next_34, align 4
  %v589 = load i64, ptr %i, align 8
  %add590 = add i64 %v589, 0
  %sub591 = sub i64 %dim, 1
  %c592 = icmp slt i64 %add590, %sub591
  %mm593 = select i1 %c592, i64 %add590, i64 %sub591
  %c594 = icmp sgt i64 0, %mm593
  %mm595 = select i1 %c594, i64 0, i64 %mm593
  %v596 = load i64, ptr %j, align 8
  %add597 = add i64 %v596, -1
  %sub598 = sub i64 %dim24, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %inb603 = icmp ult i64 %mm595, %dim
  br i1 %inb603, label %ok605, label %fail604

fail604:                                          ; preds = %ok580
  %errp606 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp606, align 8
  %errp607 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm595, ptr %errp608, align 8
  %errp609 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp609, align 8
  ret i32 1

ok605:                                            ; preds = %ok580
  %pos610 = mul i64 0, %dim
  %pos611 = add i64 %pos610, %mm595
  %inb612 = icmp ult i64 %mm602, %dim24
  br i1 %inb612, label %ok614, label %fail613

fail613:                                          ; preds = %ok605
  %errp615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp617, align 8
  %errp618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp618, align 8
  ret i32 1

ok614:                                            ; preds = %ok605
  %pos619 = mul i64 %pos611, %dim24
  %pos620 = add i64 %pos619, %mm602
  %elp621 = getelementptr inbounds float, ptr %buf, i64 %pos620
  %el622 = load float, ptr %elp621, align 4, !alias.scope !0, !noalias !3
  store float %el622, ptr %next_35, align 4
  %v623 = load i64, ptr %i, align 8
  %add624 = add i64 %v623, 0
  %sub625 = sub i64 %dim, 1
  %c626 = icmp slt i64 %add624, %sub625
  %mm627 = select i1 %c626, i64 %add624, i64 %sub625
  %c628 = icmp sgt i64 0, %mm627
  %mm629 = select i1 %c628, i64 0, i64 %mm627
  %v630 = load i64, ptr %j, align 8
  %add631 = add i64 %v630, 0
  %sub632 = sub i64 %dim24, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %inb637 = icmp ult i64 %mm629, %dim
  br i1 %inb637, label %ok639, label %fail638

fail638:                                          ; preds = %ok614
  %errp640 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp640, align 8
  %errp641 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp641, align 8
  %errp642 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm629, ptr %errp642, align 8
  %errp643 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp643, align 8
  ret i32 1

ok639:                                            ; preds = %ok614
  %pos644 = mul i64 0, %dim
  %pos645 = add i64 %pos644, %mm629
  %inb646 = icmp ult i64 %mm636, %dim24
  br i1 %inb646, label %ok648, label %fail647

fail647:                                          ; preds = %ok639
  %errp649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp651, align 8
  %errp652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp652, align 8
  ret i32 1

ok648:                                            ; preds = %ok639
  %pos653 = mul i64 %pos645, %dim24
  %pos654 = add i64 %pos653, %mm636
  %elp655 = getelementptr inbounds float, ptr %buf, i64 %pos654
  %el656 = load float, ptr %elp655, align 4, !alias.scope !0, !noalias !3
  store float %el656, ptr %next_36, align 4
  %v657 = load i64, ptr %i, align 8
  %add658 = add i64 %v657, 0
  %sub659 = sub i64 %dim, 1
  %c660 = icmp slt i64 %add658, %sub659
  %mm661 = select i1 %c660, i64 %add658, i64 %sub659
  %c662 = icmp sgt i64 0, %mm661
  %mm663 = select i1 %c662, i64 0, i64 %mm661
  %v664 = load i64, ptr %j, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim24, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %inb671 = icmp ult i64 %mm663, %dim
  br i1 %inb671, label %ok673, label %fail672

fail672:                                          ; preds = %ok648
  %errp674 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp674, align 8
  %errp675 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp675, align 8
  %errp676 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm663, ptr %errp676, align 8
  %errp677 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp677, align 8
  ret i32 1

ok673:                                            ; preds = %ok648
  %pos678 = mul i64 0, %dim
  %pos679 = add i64 %pos678, %mm663
  %inb680 = icmp ult i64 %mm670, %dim24
  br i1 %inb680, label %ok682, label %fail681

fail681:                                          ; preds = %ok673
  %errp683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp686, align 8
  ret i32 1

ok682:                                            ; preds = %ok673
  %pos687 = mul i64 %pos679, %dim24
  %pos688 = add i64 %pos687, %mm670
  %elp689 = getelementptr inbounds float, ptr %buf, i64 %pos688
  %el690 = load float, ptr %elp689, align 4, !alias.scope !0, !noalias !3
  store float %el690, ptr %next_37, align 4
  %v691 = load i64, ptr %i, align 8
  %add692 = add i64 %v691, 1
  %sub693 = sub i64 %dim, 1
  %c694 = icmp slt i64 %add692, %sub693
  %mm695 = select i1 %c694, i64 %add692, i64 %sub693
  %c696 = icmp sgt i64 0, %mm695
  %mm697 = select i1 %c696, i64 0, i64 %mm695
  %v698 = load i64, ptr %j, align 8
  %add699 = add i64 %v698, -1
  %sub700 = sub i64 %dim24, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %inb705 = icmp ult i64 %mm697, %dim
  br i1 %inb705, label %ok707, label %fail706

fail706:                                          ; preds = %ok682
  %errp708 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp708, align 8
  %errp709 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp709, align 8
  %errp710 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm697, ptr %errp710, align 8
  %errp711 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp711, align 8
  ret i32 1

ok707:                                            ; preds = %ok682
  %pos712 = mul i64 0, %dim
  %pos713 = add i64 %pos712, %mm697
  %inb714 = icmp ult i64 %mm704, %dim24
  br i1 %inb714, label %ok716, label %fail715

fail715:                                          ; preds = %ok707
  %errp717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp719, align 8
  %errp720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp720, align 8
  ret i32 1

ok716:                                            ; preds = %ok707
  %pos721 = mul i64 %pos713, %dim24
  %pos722 = add i64 %pos721, %mm704
  %elp723 = getelementptr inbounds float, ptr %buf, i64 %pos722
  %el724 = load float, ptr %elp723, align 4, !alias.scope !0, !noalias !3
  store float %el724, ptr %next_38, align 4
  %v725 = load i64, ptr %i, align 8
  %add726 = add i64 %v725, 1
  %sub727 = sub i64 %dim, 1
  %c728 = icmp slt i64 %add726, %sub727
  %mm729 = select i1 %c728, i64 %add726, i64 %sub727
  %c730 = icmp sgt i64 0, %mm729
  %mm731 = select i1 %c730, i64 0, i64 %mm729
  %v732 = load i64, ptr %j, align 8
  %add733 = add i64 %v732, 0
  %sub734 = sub i64 %dim24, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %inb739 = icmp ult i64 %mm731, %dim
  br i1 %inb739, label %ok741, label %fail740

fail740:                                          ; preds = %ok716
  %errp742 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp742, align 8
  %errp743 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp743, align 8
  %errp744 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm731, ptr %errp744, align 8
  %errp745 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp745, align 8
  ret i32 1

ok741:                                            ; preds = %ok716
  %pos746 = mul i64 0, %dim
  %pos747 = add i64 %pos746, %mm731
  %inb748 = icmp ult i64 %mm738, %dim24
  br i1 %inb748, label %ok750, label %fail749

fail749:                                          ; preds = %ok741
  %errp751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm738, ptr %errp753, align 8
  %errp754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp754, align 8
  ret i32 1

ok750:                                            ; preds = %ok741
  %pos755 = mul i64 %pos747, %dim24
  %pos756 = add i64 %pos755, %mm738
  %elp757 = getelementptr inbounds float, ptr %buf, i64 %pos756
  %el758 = load float, ptr %elp757, align 4, !alias.scope !0, !noalias !3
  store float %el758, ptr %next_39, align 4
  %v759 = load i64, ptr %i, align 8
  %add760 = add i64 %v759, 1
  %sub761 = sub i64 %dim, 1
  %c762 = icmp slt i64 %add760, %sub761
  %mm763 = select i1 %c762, i64 %add760, i64 %sub761
  %c764 = icmp sgt i64 0, %mm763
  %mm765 = select i1 %c764, i64 0, i64 %mm763
  %v766 = load i64, ptr %j, align 8
  %add767 = add i64 %v766, 1
  %sub768 = sub i64 %dim24, 1
  %c769 = icmp slt i64 %add767, %sub768
  %mm770 = select i1 %c769, i64 %add767, i64 %sub768
  %c771 = icmp sgt i64 0, %mm770
  %mm772 = select i1 %c771, i64 0, i64 %mm770
  %inb773 = icmp ult i64 %mm765, %dim
  br i1 %inb773, label %ok775, label %fail774

fail774:                                          ; preds = %ok750
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm765, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok750
  %pos780 = mul i64 0, %dim
  %pos781 = add i64 %pos780, %mm765
  %inb782 = icmp ult i64 %mm772, %dim24
  br i1 %inb782, label %ok784, label %fail783

fail783:                                          ; preds = %ok775
  %errp785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm772, ptr %errp787, align 8
  %errp788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp788, align 8
  ret i32 1

ok784:                                            ; preds = %ok775
  %pos789 = mul i64 %pos781, %dim24
  %pos790 = add i64 %pos789, %mm772
  %elp791 = getelementptr inbounds float, ptr %buf, i64 %pos790
  %el792 = load float, ptr %elp791, align 4, !alias.scope !0, !noalias !3
  store float %el792, ptr %next_40, align 4
  %cv793 = sitofp i64 %dim to float
  %fd794 = fdiv float 0x3F90624DE0000000, %cv793
  store float %fd794, ptr %gh_41, align 4
  %tup795 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup796 = insertvalue { i64, i64 } %tup795, i64 %dim24, 1
  %proj797 = extractvalue { i64, i64 } %tup796, 1
  %cv798 = sitofp i64 %proj797 to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gw_42, align 4
  %v800 = load float, ptr %next_36, align 4
  %fm801 = fmul float 2.000000e+00, %v800
  store float %fm801, ptr %"%cse0_43", align 4
  %v802 = load float, ptr %next_39, align 4
  %v803 = load float, ptr %next_33, align 4
  %fa804 = fadd float %v802, %v803
  %v805 = load float, ptr %"%cse0_43", align 4
  %fs806 = fsub float %fa804, %v805
  %v807 = load float, ptr %gh_41, align 4
  %v808 = load float, ptr %gw_42, align 4
  %fm809 = fmul float 0x3FB99999A0000000, %v808
  %fd810 = fdiv float %v807, %fm809
  %fd811 = fdiv float %fs806, %fd810
  %v812 = load float, ptr %next_37, align 4
  %v813 = load float, ptr %next_35, align 4
  %fa814 = fadd float %v812, %v813
  %v815 = load float, ptr %"%cse0_43", align 4
  %fs816 = fsub float %fa814, %v815
  %v817 = load float, ptr %gw_42, align 4
  %v818 = load float, ptr %gh_41, align 4
  %fm819 = fmul float 0x3FB99999A0000000, %v818
  %fd820 = fdiv float %v817, %fm819
  %fd821 = fdiv float %fs816, %fd820
  %fa822 = fadd float %fd811, %fd821
  %v823 = load float, ptr %next_36, align 4
  %fs824 = fsub float 8.000000e+01, %v823
  %v825 = load float, ptr %gh_41, align 4
  %fm826 = fmul float 1.000000e+02, %v825
  %v827 = load float, ptr %gw_42, align 4
  %fm828 = fmul float %fm826, %v827
  %fd829 = fdiv float 0x3F40624DE0000000, %fm828
  %fd830 = fdiv float %fs824, %fd829
  %fa831 = fadd float %fa822, %fd830
  store float %fa831, ptr %flux2_29, align 4
  %v832 = load i64, ptr %i, align 8
  %v833 = load i64, ptr %j, align 8
  %pos834 = mul i64 0, %dim
  %pos835 = add i64 %pos834, %v832
  %pos836 = mul i64 %pos835, %dim24
  %pos837 = add i64 %pos836, %v833
  %elp838 = getelementptr inbounds float, ptr %buf, i64 %pos837
  %el839 = load float, ptr %elp838, align 4, !alias.scope !0, !noalias !3
  store float %el839, ptr %next_47, align 4
  %v840 = load i64, ptr %i, align 8
  %v841 = load i64, ptr %j, align 8
  %pos842 = mul i64 0, %dim6
  %pos843 = add i64 %pos842, %v840
  %pos844 = mul i64 %pos843, %dim33
  %pos845 = add i64 %pos844, %v841
  %elp846 = getelementptr inbounds float, ptr %buf458, i64 %pos845
  %el847 = load float, ptr %elp846, align 4, !alias.scope !6, !noalias !7
  store float %el847, ptr %power_48, align 4
  %v848 = load float, ptr %next_47, align 4
  %v849 = load float, ptr %gw_42, align 4
  %fm850 = fmul float 0x407B580020000000, %v849
  %v851 = load float, ptr %gh_41, align 4
  %fm852 = fmul float %fm850, %v851
  %fd853 = fdiv float 0x3E8392CBA0000000, %fm852
  %v854 = load float, ptr %power_48, align 4
  %v855 = load float, ptr %flux2_29, align 4
  %fa856 = fadd float %v854, %v855
  %fm857 = fmul float %fd853, %fa856
  %fa858 = fadd float %v848, %fm857
  store float %fa858, ptr %next2_44, align 4
  %v859 = load i64, ptr %i, align 8
  %v860 = load i64, ptr %j, align 8
  %pos861 = mul i64 0, %dim
  %pos862 = add i64 %pos861, %v859
  %pos863 = mul i64 %pos862, %dim24
  %pos864 = add i64 %pos863, %v860
  %v865 = load float, ptr %next2_44, align 4
  %elp866 = getelementptr inbounds float, ptr %buf480, i64 %pos864
  store float %v865, ptr %elp866, align 4, !alias.scope !8, !noalias !9
  %i867 = load i64, ptr %j, align 8
  %next868 = add i64 %i867, 1
  store i64 %next868, ptr %j, align 8
  br label %loop483

proved1058:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1061

checked1059:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1276

versions_done1060:                                ; preds = %exit1278, %exit1063
  store i64 %min59, ptr %j, align 8
  %v1618 = load i64, ptr %i, align 8
  %add1619 = add i64 %v1618, -1
  %sub1620 = sub i64 %dim, 1
  %c1621 = icmp slt i64 %add1619, %sub1620
  %mm1622 = select i1 %c1621, i64 %add1619, i64 %sub1620
  %c1623 = icmp sgt i64 0, %mm1622
  %mm1624 = select i1 %c1623, i64 0, i64 %mm1622
  %base1625 = sext i64 %mm1624 to i128
  %fits_low1626 = icmp sge i128 %base1625, -9223372036854775808
  %fits_high1627 = icmp sle i128 %base1625, 9223372036854775807
  %fits1628 = and i1 %fits_low1626, %fits_high1627
  %least1629 = select i1 %fits1628, i128 %base1625, i128 -9223372036854775808
  %most1630 = select i1 %fits1628, i128 %base1625, i128 9223372036854775807
  %extent1631 = sext i64 %dim to i128
  %low_ok1632 = icmp sge i128 %least1629, 0
  %high_ok1633 = icmp slt i128 %most1630, %extent1631
  %ok1634 = and i1 true, %low_ok1632
  %ok1635 = and i1 %ok1634, %high_ok1633
  %v1636 = load i64, ptr %j, align 8
  %add1637 = add i64 %v1636, -1
  %base1638 = sext i64 %add1637 to i128
  %next1639 = add i64 %min59, 1
  store i64 %next1639, ptr %j, align 8
  %v1640 = load i64, ptr %j, align 8
  %add1641 = add i64 %v1640, -1
  store i64 %min59, ptr %j, align 8
  %at_next1642 = sext i64 %add1641 to i128
  %step1643 = sub i128 %at_next1642, %base1638
  %step1644 = trunc i128 %step1643 to i64
  %step1645 = sext i64 %step1644 to i128
  %len1646 = sub i64 %dim24, %min59
  %span1647 = sub i64 %len1646, 1
  %span1648 = sext i64 %span1647 to i128
  %reach1649 = mul i128 %step1645, %span1648
  %c1650 = icmp slt i128 %reach1649, 0
  %min1651 = select i1 %c1650, i128 %reach1649, i128 0
  %c1652 = icmp sgt i128 %reach1649, 0
  %max1653 = select i1 %c1652, i128 %reach1649, i128 0
  %least1654 = add i128 %base1638, %min1651
  %most1655 = add i128 %base1638, %max1653
  %fits_low1656 = icmp sge i128 %least1654, -9223372036854775808
  %fits_high1657 = icmp sle i128 %most1655, 9223372036854775807
  %fits1658 = and i1 %fits_low1656, %fits_high1657
  %least1659 = select i1 %fits1658, i128 %least1654, i128 -9223372036854775808
  %most1660 = select i1 %fits1658, i128 %most1655, i128 9223372036854775807
  %sub1661 = sub i64 %dim24, 1
  %base1662 = sext i64 %sub1661 to i128
  %fits_low1663 = icmp sge i128 %base1662, -9223372036854775808
  %fits_high1664 = icmp sle i128 %base1662, 9223372036854775807
  %fits1665 = and i1 %fits_low1663, %fits_high1664
  %least1666 = select i1 %fits1665, i128 %base1662, i128 -9223372036854775808
  %most1667 = select i1 %fits1665, i128 %base1662, i128 9223372036854775807
  %c1668 = icmp slt i128 %least1659, %least1666
  %min1669 = select i1 %c1668, i128 %least1659, i128 %least1666
  %c1670 = icmp slt i128 %most1660, %most1667
  %min1671 = select i1 %c1670, i128 %most1660, i128 %most1667
  %c1672 = icmp sgt i128 0, %min1669
  %max1673 = select i1 %c1672, i128 0, i128 %min1669
  %c1674 = icmp sgt i128 0, %min1671
  %max1675 = select i1 %c1674, i128 0, i128 %min1671
  %extent1676 = sext i64 %dim24 to i128
  %low_ok1677 = icmp sge i128 %max1673, 0
  %high_ok1678 = icmp slt i128 %max1675, %extent1676
  %ok1679 = and i1 %ok1635, %low_ok1677
  %ok1680 = and i1 %ok1679, %high_ok1678
  %v1681 = load i64, ptr %j, align 8
  %add1682 = add i64 %v1681, 0
  %base1683 = sext i64 %add1682 to i128
  %next1684 = add i64 %min59, 1
  store i64 %next1684, ptr %j, align 8
  %v1685 = load i64, ptr %j, align 8
  %add1686 = add i64 %v1685, 0
  store i64 %min59, ptr %j, align 8
  %at_next1687 = sext i64 %add1686 to i128
  %step1688 = sub i128 %at_next1687, %base1683
  %step1689 = trunc i128 %step1688 to i64
  %step1690 = sext i64 %step1689 to i128
  %len1691 = sub i64 %dim24, %min59
  %span1692 = sub i64 %len1691, 1
  %span1693 = sext i64 %span1692 to i128
  %reach1694 = mul i128 %step1690, %span1693
  %c1695 = icmp slt i128 %reach1694, 0
  %min1696 = select i1 %c1695, i128 %reach1694, i128 0
  %c1697 = icmp sgt i128 %reach1694, 0
  %max1698 = select i1 %c1697, i128 %reach1694, i128 0
  %least1699 = add i128 %base1683, %min1696
  %most1700 = add i128 %base1683, %max1698
  %fits_low1701 = icmp sge i128 %least1699, -9223372036854775808
  %fits_high1702 = icmp sle i128 %most1700, 9223372036854775807
  %fits1703 = and i1 %fits_low1701, %fits_high1702
  %least1704 = select i1 %fits1703, i128 %least1699, i128 -9223372036854775808
  %most1705 = select i1 %fits1703, i128 %most1700, i128 9223372036854775807
  %sub1706 = sub i64 %dim24, 1
  %base1707 = sext i64 %sub1706 to i128
  %fits_low1708 = icmp sge i128 %base1707, -9223372036854775808
  %fits_high1709 = icmp sle i128 %base1707, 9223372036854775807
  %fits1710 = and i1 %fits_low1708, %fits_high1709
  %least1711 = select i1 %fits1710, i128 %base1707, i128 -9223372036854775808
  %most1712 = select i1 %fits1710, i128 %base1707, i128 9223372036854775807
  %c1713 = icmp slt i128 %least1704, %least1711
  %min1714 = select i1 %c1713, i128 %least1704, i128 %least1711
  %c1715 = icmp slt i128 %most1705, %most1712
  %min1716 = select i1 %c1715, i128 %most1705, i128 %most1712
  %c1717 = icmp sgt i128 0, %min1714
  %max1718 = select i1 %c1717, i128 0, i128 %min1714
  %c1719 = icmp sgt i128 0, %min1716
  %max1720 = select i1 %c1719, i128 0, i128 %min1716
  %extent1721 = sext i64 %dim24 to i128
  %low_ok1722 = icmp sge i128 %max1718, 0
  %high_ok1723 = icmp slt i128 %max1720, %extent1721
  %ok1724 = and i1 %ok1680, %low_ok1722
  %ok1725 = and i1 %ok1724, %high_ok1723
  %v1726 = load i64, ptr %j, align 8
  %add1727 = add i64 %v1726, 1
  %base1728 = sext i64 %add1727 to i128
  %next1729 = add i64 %min59, 1
  store i64 %next1729, ptr %j, align 8
  %v1730 = load i64, ptr %j, align 8
  %add1731 = add i64 %v1730, 1
  store i64 %min59, ptr %j, align 8
  %at_next1732 = sext i64 %add1731 to i128
  %step1733 = sub i128 %at_next1732, %base1728
  %step1734 = trunc i128 %step1733 to i64
  %step1735 = sext i64 %step1734 to i128
  %len1736 = sub i64 %dim24, %min59
  %span1737 = sub i64 %len1736, 1
  %span1738 = sext i64 %span1737 to i128
  %reach1739 = mul i128 %step1735, %span1738
  %c1740 = icmp slt i128 %reach1739, 0
  %min1741 = select i1 %c1740, i128 %reach1739, i128 0
  %c1742 = icmp sgt i128 %reach1739, 0
  %max1743 = select i1 %c1742, i128 %reach1739, i128 0
  %least1744 = add i128 %base1728, %min1741
  %most1745 = add i128 %base1728, %max1743
  %fits_low1746 = icmp sge i128 %least1744, -9223372036854775808
  %fits_high1747 = icmp sle i128 %most1745, 9223372036854775807
  %fits1748 = and i1 %fits_low1746, %fits_high1747
  %least1749 = select i1 %fits1748, i128 %least1744, i128 -9223372036854775808
  %most1750 = select i1 %fits1748, i128 %most1745, i128 9223372036854775807
  %sub1751 = sub i64 %dim24, 1
  %base1752 = sext i64 %sub1751 to i128
  %fits_low1753 = icmp sge i128 %base1752, -9223372036854775808
  %fits_high1754 = icmp sle i128 %base1752, 9223372036854775807
  %fits1755 = and i1 %fits_low1753, %fits_high1754
  %least1756 = select i1 %fits1755, i128 %base1752, i128 -9223372036854775808
  %most1757 = select i1 %fits1755, i128 %base1752, i128 9223372036854775807
  %c1758 = icmp slt i128 %least1749, %least1756
  %min1759 = select i1 %c1758, i128 %least1749, i128 %least1756
  %c1760 = icmp slt i128 %most1750, %most1757
  %min1761 = select i1 %c1760, i128 %most1750, i128 %most1757
  %c1762 = icmp sgt i128 0, %min1759
  %max1763 = select i1 %c1762, i128 0, i128 %min1759
  %c1764 = icmp sgt i128 0, %min1761
  %max1765 = select i1 %c1764, i128 0, i128 %min1761
  %extent1766 = sext i64 %dim24 to i128
  %low_ok1767 = icmp sge i128 %max1763, 0
  %high_ok1768 = icmp slt i128 %max1765, %extent1766
  %ok1769 = and i1 %ok1725, %low_ok1767
  %ok1770 = and i1 %ok1769, %high_ok1768
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, 0
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %base1778 = sext i64 %mm1777 to i128
  %fits_low1779 = icmp sge i128 %base1778, -9223372036854775808
  %fits_high1780 = icmp sle i128 %base1778, 9223372036854775807
  %fits1781 = and i1 %fits_low1779, %fits_high1780
  %least1782 = select i1 %fits1781, i128 %base1778, i128 -9223372036854775808
  %most1783 = select i1 %fits1781, i128 %base1778, i128 9223372036854775807
  %extent1784 = sext i64 %dim to i128
  %low_ok1785 = icmp sge i128 %least1782, 0
  %high_ok1786 = icmp slt i128 %most1783, %extent1784
  %ok1787 = and i1 %ok1770, %low_ok1785
  %ok1788 = and i1 %ok1787, %high_ok1786
  %v1789 = load i64, ptr %i, align 8
  %add1790 = add i64 %v1789, 1
  %sub1791 = sub i64 %dim, 1
  %c1792 = icmp slt i64 %add1790, %sub1791
  %mm1793 = select i1 %c1792, i64 %add1790, i64 %sub1791
  %c1794 = icmp sgt i64 0, %mm1793
  %mm1795 = select i1 %c1794, i64 0, i64 %mm1793
  %base1796 = sext i64 %mm1795 to i128
  %fits_low1797 = icmp sge i128 %base1796, -9223372036854775808
  %fits_high1798 = icmp sle i128 %base1796, 9223372036854775807
  %fits1799 = and i1 %fits_low1797, %fits_high1798
  %least1800 = select i1 %fits1799, i128 %base1796, i128 -9223372036854775808
  %most1801 = select i1 %fits1799, i128 %base1796, i128 9223372036854775807
  %extent1802 = sext i64 %dim to i128
  %low_ok1803 = icmp sge i128 %least1800, 0
  %high_ok1804 = icmp slt i128 %most1801, %extent1802
  %ok1805 = and i1 %ok1788, %low_ok1803
  %ok1806 = and i1 %ok1805, %high_ok1804
  br i1 %ok1806, label %proved1807, label %checked1808

loop1061:                                         ; preds = %body1062, %proved1058
  %i1064 = load i64, ptr %j, align 8
  %more1065 = icmp slt i64 %i1064, %min59
  br i1 %more1065, label %body1062, label %exit1063

body1062:                                         ; preds = %loop1061
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, -1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap = add i64 %j1073, -1
  %pos1074 = mul i64 0, %dim
  %pos1075 = add i64 %pos1074, %mm1072
  %pos1076 = mul i64 %pos1075, %dim24
  %pos1077 = add i64 %pos1076, %tap
  %elp1078 = getelementptr inbounds float, ptr %buf, i64 %pos1077
  %el1079 = load float, ptr %elp1078, align 4, !alias.scope !0, !noalias !3
  store float %el1079, ptr %next_32, align 4
  %v1080 = load i64, ptr %i, align 8
  %add1081 = add i64 %v1080, -1
  %sub1082 = sub i64 %dim, 1
  %c1083 = icmp slt i64 %add1081, %sub1082
  %mm1084 = select i1 %c1083, i64 %add1081, i64 %sub1082
  %c1085 = icmp sgt i64 0, %mm1084
  %mm1086 = select i1 %c1085, i64 0, i64 %mm1084
  %j1087 = load i64, ptr %j, align 8
  %tap1088 = add i64 %j1087, 0
  %pos1089 = mul i64 0, %dim
  %pos1090 = add i64 %pos1089, %mm1086
  %pos1091 = mul i64 %pos1090, %dim24
  %pos1092 = add i64 %pos1091, %tap1088
  %elp1093 = getelementptr inbounds float, ptr %buf, i64 %pos1092
  %el1094 = load float, ptr %elp1093, align 4, !alias.scope !0, !noalias !3
  store float %el1094, ptr %next_33, align 4
  %v1095 = load i64, ptr %i, align 8
  %add1096 = add i64 %v1095, -1
  %sub1097 = sub i64 %dim, 1
  %c1098 = icmp slt i64 %add1096, %sub1097
  %mm1099 = select i1 %c1098, i64 %add1096, i64 %sub1097
  %c1100 = icmp sgt i64 0, %mm1099
  %mm1101 = select i1 %c1100, i64 0, i64 %mm1099
  %j1102 = load i64, ptr %j, align 8
  %tap1103 = add i64 %j1102, 1
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1101
  %pos1106 = mul i64 %pos1105, %dim24
  %pos1107 = add i64 %pos1106, %tap1103
  %elp1108 = getelementptr inbounds float, ptr %buf, i64 %pos1107
  %el1109 = load float, ptr %elp1108, align 4, !alias.scope !0, !noalias !3
  store float %el1109, ptr %next_34, align 4
  %v1110 = load i64, ptr %i, align 8
  %add1111 = add i64 %v1110, 0
  %sub1112 = sub i64 %dim, 1
  %c1113 = icmp slt i64 %add1111, %sub1112
  %mm1114 = select i1 %c1113, i64 %add1111, i64 %sub1112
  %c1115 = icmp sgt i64 0, %mm1114
  %mm1116 = select i1 %c1115, i64 0, i64 %mm1114
  %j1117 = load i64, ptr %j, align 8
  %tap1118 = add i64 %j1117, -1
  %pos1119 = mul i64 0, %dim
  %pos1120 = add i64 %pos1119, %mm1116
  %pos1121 = mul i64 %pos1120, %dim24
  %pos1122 = add i64 %pos1121, %tap1118
  %elp1123 = getelementptr inbounds float, ptr %buf, i64 %pos1122
  %el1124 = load float, ptr %elp1123, align 4, !alias.scope !0, !noalias !3
  store float %el1124, ptr %next_35, align 4
  %v1125 = load i64, ptr %i, align 8
  %add1126 = add i64 %v1125, 0
  %sub1127 = sub i64 %dim, 1
  %c1128 = icmp slt i64 %add1126, %sub1127
  %mm1129 = select i1 %c1128, i64 %add1126, i64 %sub1127
  %c1130 = icmp sgt i64 0, %mm1129
  %mm1131 = select i1 %c1130, i64 0, i64 %mm1129
  %j1132 = load i64, ptr %j, align 8
  %tap1133 = add i64 %j1132, 0
  %pos1134 = mul i64 0, %dim
  %pos1135 = add i64 %pos1134, %mm1131
  %pos1136 = mul i64 %pos1135, %dim24
  %pos1137 = add i64 %pos1136, %tap1133
  %elp1138 = getelementptr inbounds float, ptr %buf, i64 %pos1137
  %el1139 = load float, ptr %elp1138, align 4, !alias.scope !0, !noalias !3
  store float %el1139, ptr %next_36, align 4
  %v1140 = load i64, ptr %i, align 8
  %add1141 = add i64 %v1140, 0
  %sub1142 = sub i64 %dim, 1
  %c1143 = icmp slt i64 %add1141, %sub1142
  %mm1144 = select i1 %c1143, i64 %add1141, i64 %sub1142
  %c1145 = icmp sgt i64 0, %mm1144
  %mm1146 = select i1 %c1145, i64 0, i64 %mm1144
  %j1147 = load i64, ptr %j, align 8
  %tap1148 = add i64 %j1147, 1
  %pos1149 = mul i64 0, %dim
  %pos1150 = add i64 %pos1149, %mm1146
  %pos1151 = mul i64 %pos1150, %dim24
  %pos1152 = add i64 %pos1151, %tap1148
  %elp1153 = getelementptr inbounds float, ptr %buf, i64 %pos1152
  %el1154 = load float, ptr %elp1153, align 4, !alias.scope !0, !noalias !3
  store float %el1154, ptr %next_37, align 4
  %v1155 = load i64, ptr %i, align 8
  %add1156 = add i64 %v1155, 1
  %sub1157 = sub i64 %dim, 1
  %c1158 = icmp slt i64 %add1156, %sub1157
  %mm1159 = select i1 %c1158, i64 %add1156, i64 %sub1157
  %c1160 = icmp sgt i64 0, %mm1159
  %mm1161 = select i1 %c1160, i64 0, i64 %mm1159
  %j1162 = load i64, ptr %j, align 8
  %tap1163 = add i64 %j1162, -1
  %pos1164 = mul i64 0, %dim
  %pos1165 = add i64 %pos1164, %mm1161
  %pos1166 = mul i64 %pos1165, %dim24
  %pos1167 = add i64 %pos1166, %tap1163
  %elp1168 = getelementptr inbounds float, ptr %buf, i64 %pos1167
  %el1169 = load float, ptr %elp1168, align 4, !alias.scope !0, !noalias !3
  store float %el1169, ptr %next_38, align 4
  %v1170 = load i64, ptr %i, align 8
  %add1171 = add i64 %v1170, 1
  %sub1172 = sub i64 %dim, 1
  %c1173 = icmp slt i64 %add1171, %sub1172
  %mm1174 = select i1 %c1173, i64 %add1171, i64 %sub1172
  %c1175 = icmp sgt i64 0, %mm1174
  %mm1176 = select i1 %c1175, i64 0, i64 %mm1174
  %j1177 = load i64, ptr %j, align 8
  %tap1178 = add i64 %j1177, 0
  %pos1179 = mul i64 0, %dim
  %pos1180 = add i64 %pos1179, %mm1176
  %pos1181 = mul i64 %pos1180, %dim24
  %pos1182 = add i64 %pos1181, %tap1178
  %elp1183 = getelementptr inbounds float, ptr %buf, i64 %pos1182
  %el1184 = load float, ptr %elp1183, align 4, !alias.scope !0, !noalias !3
  store float %el1184, ptr %next_39, align 4
  %v1185 = load i64, ptr %i, align 8
  %add1186 = add i64 %v1185, 1
  %sub1187 = sub i64 %dim, 1
  %c1188 = icmp slt i64 %add1186, %sub1187
  %mm1189 = select i1 %c1188, i64 %add1186, i64 %sub1187
  %c1190 = icmp sgt i64 0, %mm1189
  %mm1191 = select i1 %c1190, i64 0, i64 %mm1189
  %j1192 = load i64, ptr %j, align 8
  %tap1193 = add i64 %j1192, 1
  %pos1194 = mul i64 0, %dim
  %pos1195 = add i64 %pos1194, %mm1191
  %pos1196 = mul i64 %pos1195, %dim24
  %pos1197 = add i64 %pos1196, %tap1193
  %elp1198 = getelementptr inbounds float, ptr %buf, i64 %pos1197
  %el1199 = load float, ptr %elp1198, align 4, !alias.scope !0, !noalias !3
  store float %el1199, ptr %next_40, align 4
  %cv1200 = sitofp i64 %dim to float
  %fd1201 = fdiv float 0x3F90624DE0000000, %cv1200
  store float %fd1201, ptr %gh_41, align 4
  %tup1202 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1203 = insertvalue { i64, i64 } %tup1202, i64 %dim24, 1
  %proj1204 = extractvalue { i64, i64 } %tup1203, 1
  %cv1205 = sitofp i64 %proj1204 to float
  %fd1206 = fdiv float 0x3F90624DE0000000, %cv1205
  store float %fd1206, ptr %gw_42, align 4
  %v1207 = load float, ptr %next_36, align 4
  %fm1208 = fmul float 2.000000e+00, %v1207
  store float %fm1208, ptr %"%cse0_43", align 4
  %v1209 = load float, ptr %next_39, align 4
  %v1210 = load float, ptr %next_33, align 4
  %fa1211 = fadd float %v1209, %v1210
  %v1212 = load float, ptr %"%cse0_43", align 4
  %fs1213 = fsub float %fa1211, %v1212
  %v1214 = load float, ptr %gh_41, align 4
  %v1215 = load float, ptr %gw_42, align 4
  %fm1216 = fmul float 0x3FB99999A0000000, %v1215
  %fd1217 = fdiv float %v1214, %fm1216
  %fd1218 = fdiv float %fs1213, %fd1217
  %v1219 = load float, ptr %next_37, align 4
  %v1220 = load float, ptr %next_35, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_43", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gw_42, align 4
  %v1225 = load float, ptr %gh_41, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %fa1229 = fadd float %fd1218, %fd1228
  %v1230 = load float, ptr %next_36, align 4
  %fs1231 = fsub float 8.000000e+01, %v1230
  %v1232 = load float, ptr %gh_41, align 4
  %fm1233 = fmul float 1.000000e+02, %v1232
  %v1234 = load float, ptr %gw_42, align 4
  %fm1235 = fmul float %fm1233, %v1234
  %fd1236 = fdiv float 0x3F40624DE0000000, %fm1235
  %fd1237 = fdiv float %fs1231, %fd1236
  %fa1238 = fadd float %fa1229, %fd1237
  store float %fa1238, ptr %flux2_29, align 4
  %v1239 = load i64, ptr %i, align 8
  %v1240 = load i64, ptr %j, align 8
  %pos1241 = mul i64 0, %dim
  %pos1242 = add i64 %pos1241, %v1239
  %pos1243 = mul i64 %pos1242, %dim24
  %pos1244 = add i64 %pos1243, %v1240
  %elp1245 = getelementptr inbounds float, ptr %buf, i64 %pos1244
  %el1246 = load float, ptr %elp1245, align 4, !alias.scope !0, !noalias !3
  store float %el1246, ptr %next_47, align 4
  %v1247 = load i64, ptr %i, align 8
  %v1248 = load i64, ptr %j, align 8
  %pos1249 = mul i64 0, %dim6
  %pos1250 = add i64 %pos1249, %v1247
  %pos1251 = mul i64 %pos1250, %dim33
  %pos1252 = add i64 %pos1251, %v1248
  %elp1253 = getelementptr inbounds float, ptr %buf458, i64 %pos1252
  %el1254 = load float, ptr %elp1253, align 4, !alias.scope !6, !noalias !7
  store float %el1254, ptr %power_48, align 4
  %v1255 = load float, ptr %next_47, align 4
  %v1256 = load float, ptr %gw_42, align 4
  %fm1257 = fmul float 0x407B580020000000, %v1256
  %v1258 = load float, ptr %gh_41, align 4
  %fm1259 = fmul float %fm1257, %v1258
  %fd1260 = fdiv float 0x3E8392CBA0000000, %fm1259
  %v1261 = load float, ptr %power_48, align 4
  %v1262 = load float, ptr %flux2_29, align 4
  %fa1263 = fadd float %v1261, %v1262
  %fm1264 = fmul float %fd1260, %fa1263
  %fa1265 = fadd float %v1255, %fm1264
  store float %fa1265, ptr %next2_44, align 4
  %v1266 = load i64, ptr %i, align 8
  %v1267 = load i64, ptr %j, align 8
  %pos1268 = mul i64 0, %dim
  %pos1269 = add i64 %pos1268, %v1266
  %pos1270 = mul i64 %pos1269, %dim24
  %pos1271 = add i64 %pos1270, %v1267
  %v1272 = load float, ptr %next2_44, align 4
  %elp1273 = getelementptr inbounds float, ptr %buf480, i64 %pos1271
  store float %v1272, ptr %elp1273, align 4, !alias.scope !8, !noalias !9
  %i1274 = load i64, ptr %j, align 8
  %next1275 = add i64 %i1274, 1
  store i64 %next1275, ptr %j, align 8
  br label %loop1061

exit1063:                                         ; preds = %loop1061
  br label %versions_done1060

loop1276:                                         ; preds = %ok1533, %checked1059
  %i1279 = load i64, ptr %j, align 8
  %more1280 = icmp slt i64 %i1279, %min59
  br i1 %more1280, label %body1277, label %exit1278

body1277:                                         ; preds = %loop1276
  %v1281 = load i64, ptr %i, align 8
  %add1282 = add i64 %v1281, -1
  %sub1283 = sub i64 %dim, 1
  %c1284 = icmp slt i64 %add1282, %sub1283
  %mm1285 = select i1 %c1284, i64 %add1282, i64 %sub1283
  %c1286 = icmp sgt i64 0, %mm1285
  %mm1287 = select i1 %c1286, i64 0, i64 %mm1285
  %j1288 = load i64, ptr %j, align 8
  %tap1289 = add i64 %j1288, -1
  %inb1290 = icmp ult i64 %mm1287, %dim
  br i1 %inb1290, label %ok1292, label %fail1291

exit1278:                                         ; preds = %loop1276
  br label %versions_done1060

fail1291:                                         ; preds = %body1277
  %errp1293 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1293, align 8
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1287, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1296, align 8
  ret i32 1

ok1292:                                           ; preds = %body1277
  %pos1297 = mul i64 0, %dim
  %pos1298 = add i64 %pos1297, %mm1287
  %inb1299 = icmp ult i64 %tap1289, %dim24
  br i1 %inb1299, label %ok1301, label %fail1300

fail1300:                                         ; preds = %ok1292
  %errp1302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1302, align 8
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1289, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1305, align 8
  ret i32 1

ok1301:                                           ; preds = %ok1292
  %pos1306 = mul i64 %pos1298, %dim24
  %pos1307 = add i64 %pos1306, %tap1289
  %elp1308 = getelementptr inbounds float, ptr %buf, i64 %pos1307
  %el1309 = load float, ptr %elp1308, align 4, !alias.scope !0, !noalias !3
  store float %el1309, ptr %next_32, align 4
  %v1310 = load i64, ptr %i, align 8
  %add1311 = add i64 %v1310, -1
  %sub1312 = sub i64 %dim, 1
  %c1313 = icmp slt i64 %add1311, %sub1312
  %mm1314 = select i1 %c1313, i64 %add1311, i64 %sub1312
  %c1315 = icmp sgt i64 0, %mm1314
  %mm1316 = select i1 %c1315, i64 0, i64 %mm1314
  %j1317 = load i64, ptr %j, align 8
  %tap1318 = add i64 %j1317, 0
  %inb1319 = icmp ult i64 %mm1316, %dim
  br i1 %inb1319, label %ok1321, label %fail1320

fail1320:                                         ; preds = %ok1301
  %errp1322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1322, align 8
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1316, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1325, align 8
  ret i32 1

ok1321:                                           ; preds = %ok1301
  %pos1326 = mul i64 0, %dim
  %pos1327 = add i64 %pos1326, %mm1316
  %inb1328 = icmp ult i64 %tap1318, %dim24
  br i1 %inb1328, label %ok1330, label %fail1329

fail1329:                                         ; preds = %ok1321
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1318, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1334, align 8
  ret i32 1

ok1330:                                           ; preds = %ok1321
  %pos1335 = mul i64 %pos1327, %dim24
  %pos1336 = add i64 %pos1335, %tap1318
  %elp1337 = getelementptr inbounds float, ptr %buf, i64 %pos1336
  %el1338 = load float, ptr %elp1337, align 4, !alias.scope !0, !noalias !3
  store float %el1338, ptr %next_33, align 4
  %v1339 = load i64, ptr %i, align 8
  %add1340 = add i64 %v1339, -1
  %sub1341 = sub i64 %dim, 1
  %c1342 = icmp slt i64 %add1340, %sub1341
  %mm1343 = select i1 %c1342, i64 %add1340, i64 %sub1341
  %c1344 = icmp sgt i64 0, %mm1343
  %mm1345 = select i1 %c1344, i64 0, i64 %mm1343
  %j1346 = load i64, ptr %j, align 8
  %tap1347 = add i64 %j1346, 1
  %inb1348 = icmp ult i64 %mm1345, %dim
  br i1 %inb1348, label %ok1350, label %fail1349

fail1349:                                         ; preds = %ok1330
  %errp1351 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1351, align 8
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1345, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1354, align 8
  ret i32 1

ok1350:                                           ; preds = %ok1330
  %pos1355 = mul i64 0, %dim
  %pos1356 = add i64 %pos1355, %mm1345
  %inb1357 = icmp ult i64 %tap1347, %dim24
  br i1 %inb1357, label %ok1359, label %fail1358

fail1358:                                         ; preds = %ok1350
  %errp1360 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1360, align 8
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1347, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1363, align 8
  ret i32 1

ok1359:                                           ; preds = %ok1350
  %pos1364 = mul i64 %pos1356, %dim24
  %pos1365 = add i64 %pos1364, %tap1347
  %elp1366 = getelementptr inbounds float, ptr %buf, i64 %pos1365
  %el1367 = load float, ptr %elp1366, align 4, !alias.scope !0, !noalias !3
  store float %el1367, ptr %next_34, align 4
  %v1368 = load i64, ptr %i, align 8
  %add1369 = add i64 %v1368, 0
  %sub1370 = sub i64 %dim, 1
  %c1371 = icmp slt i64 %add1369, %sub1370
  %mm1372 = select i1 %c1371, i64 %add1369, i64 %sub1370
  %c1373 = icmp sgt i64 0, %mm1372
  %mm1374 = select i1 %c1373, i64 0, i64 %mm1372
  %j1375 = load i64, ptr %j, align 8
  %tap1376 = add i64 %j1375, -1
  %inb1377 = icmp ult i64 %mm1374, %dim
  br i1 %inb1377, label %ok1379, label %fail1378

fail1378:                                         ; preds = %ok1359
  %errp1380 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1380, align 8
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1374, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1383, align 8
  ret i32 1

ok1379:                                           ; preds = %ok1359
  %pos1384 = mul i64 0, %dim
  %pos1385 = add i64 %pos1384, %mm1374
  %inb1386 = icmp ult i64 %tap1376, %dim24
  br i1 %inb1386, label %ok1388, label %fail1387

fail1387:                                         ; preds = %ok1379
  %errp1389 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1389, align 8
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1376, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1392, align 8
  ret i32 1

ok1388:                                           ; preds = %ok1379
  %pos1393 = mul i64 %pos1385, %dim24
  %pos1394 = add i64 %pos1393, %tap1376
  %elp1395 = getelementptr inbounds float, ptr %buf, i64 %pos1394
  %el1396 = load float, ptr %elp1395, align 4, !alias.scope !0, !noalias !3
  store float %el1396, ptr %next_35, align 4
  %v1397 = load i64, ptr %i, align 8
  %add1398 = add i64 %v1397, 0
  %sub1399 = sub i64 %dim, 1
  %c1400 = icmp slt i64 %add1398, %sub1399
  %mm1401 = select i1 %c1400, i64 %add1398, i64 %sub1399
  %c1402 = icmp sgt i64 0, %mm1401
  %mm1403 = select i1 %c1402, i64 0, i64 %mm1401
  %j1404 = load i64, ptr %j, align 8
  %tap1405 = add i64 %j1404, 0
  %inb1406 = icmp ult i64 %mm1403, %dim
  br i1 %inb1406, label %ok1408, label %fail1407

fail1407:                                         ; preds = %ok1388
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1409, align 8
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1403, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1412, align 8
  ret i32 1

ok1408:                                           ; preds = %ok1388
  %pos1413 = mul i64 0, %dim
  %pos1414 = add i64 %pos1413, %mm1403
  %inb1415 = icmp ult i64 %tap1405, %dim24
  br i1 %inb1415, label %ok1417, label %fail1416

fail1416:                                         ; preds = %ok1408
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1405, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1421, align 8
  ret i32 1

ok1417:                                           ; preds = %ok1408
  %pos1422 = mul i64 %pos1414, %dim24
  %pos1423 = add i64 %pos1422, %tap1405
  %elp1424 = getelementptr inbounds float, ptr %buf, i64 %pos1423
  %el1425 = load float, ptr %elp1424, align 4, !alias.scope !0, !noalias !3
  store float %el1425, ptr %next_36, align 4
  %v1426 = load i64, ptr %i, align 8
  %add1427 = add i64 %v1426, 0
  %sub1428 = sub i64 %dim, 1
  %c1429 = icmp slt i64 %add1427, %sub1428
  %mm1430 = select i1 %c1429, i64 %add1427, i64 %sub1428
  %c1431 = icmp sgt i64 0, %mm1430
  %mm1432 = select i1 %c1431, i64 0, i64 %mm1430
  %j1433 = load i64, ptr %j, align 8
  %tap1434 = add i64 %j1433, 1
  %inb1435 = icmp ult i64 %mm1432, %dim
  br i1 %inb1435, label %ok1437, label %fail1436

fail1436:                                         ; preds = %ok1417
  %errp1438 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1438, align 8
  %errp1439 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1439, align 8
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1432, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1441, align 8
  ret i32 1

ok1437:                                           ; preds = %ok1417
  %pos1442 = mul i64 0, %dim
  %pos1443 = add i64 %pos1442, %mm1432
  %inb1444 = icmp ult i64 %tap1434, %dim24
  br i1 %inb1444, label %ok1446, label %fail1445

fail1445:                                         ; preds = %ok1437
  %errp1447 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1447, align 8
  %errp1448 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1448, align 8
  %errp1449 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1434, ptr %errp1449, align 8
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1450, align 8
  ret i32 1

ok1446:                                           ; preds = %ok1437
  %pos1451 = mul i64 %pos1443, %dim24
  %pos1452 = add i64 %pos1451, %tap1434
  %elp1453 = getelementptr inbounds float, ptr %buf, i64 %pos1452
  %el1454 = load float, ptr %elp1453, align 4, !alias.scope !0, !noalias !3
  store float %el1454, ptr %next_37, align 4
  %v1455 = load i64, ptr %i, align 8
  %add1456 = add i64 %v1455, 1
  %sub1457 = sub i64 %dim, 1
  %c1458 = icmp slt i64 %add1456, %sub1457
  %mm1459 = select i1 %c1458, i64 %add1456, i64 %sub1457
  %c1460 = icmp sgt i64 0, %mm1459
  %mm1461 = select i1 %c1460, i64 0, i64 %mm1459
  %j1462 = load i64, ptr %j, align 8
  %tap1463 = add i64 %j1462, -1
  %inb1464 = icmp ult i64 %mm1461, %dim
  br i1 %inb1464, label %ok1466, label %fail1465

fail1465:                                         ; preds = %ok1446
  %errp1467 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1467, align 8
  %errp1468 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1468, align 8
  %errp1469 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1461, ptr %errp1469, align 8
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1470, align 8
  ret i32 1

ok1466:                                           ; preds = %ok1446
  %pos1471 = mul i64 0, %dim
  %pos1472 = add i64 %pos1471, %mm1461
  %inb1473 = icmp ult i64 %tap1463, %dim24
  br i1 %inb1473, label %ok1475, label %fail1474

fail1474:                                         ; preds = %ok1466
  %errp1476 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1476, align 8
  %errp1477 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1477, align 8
  %errp1478 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1463, ptr %errp1478, align 8
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1479, align 8
  ret i32 1

ok1475:                                           ; preds = %ok1466
  %pos1480 = mul i64 %pos1472, %dim24
  %pos1481 = add i64 %pos1480, %tap1463
  %elp1482 = getelementptr inbounds float, ptr %buf, i64 %pos1481
  %el1483 = load float, ptr %elp1482, align 4, !alias.scope !0, !noalias !3
  store float %el1483, ptr %next_38, align 4
  %v1484 = load i64, ptr %i, align 8
  %add1485 = add i64 %v1484, 1
  %sub1486 = sub i64 %dim, 1
  %c1487 = icmp slt i64 %add1485, %sub1486
  %mm1488 = select i1 %c1487, i64 %add1485, i64 %sub1486
  %c1489 = icmp sgt i64 0, %mm1488
  %mm1490 = select i1 %c1489, i64 0, i64 %mm1488
  %j1491 = load i64, ptr %j, align 8
  %tap1492 = add i64 %j1491, 0
  %inb1493 = icmp ult i64 %mm1490, %dim
  br i1 %inb1493, label %ok1495, label %fail1494

fail1494:                                         ; preds = %ok1475
  %errp1496 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1496, align 8
  %errp1497 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1497, align 8
  %errp1498 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1490, ptr %errp1498, align 8
  %errp1499 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1499, align 8
  ret i32 1

ok1495:                                           ; preds = %ok1475
  %pos1500 = mul i64 0, %dim
  %pos1501 = add i64 %pos1500, %mm1490
  %inb1502 = icmp ult i64 %tap1492, %dim24
  br i1 %inb1502, label %ok1504, label %fail1503

fail1503:                                         ; preds = %ok1495
  %errp1505 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1505, align 8
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1492, ptr %errp1507, align 8
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1508, align 8
  ret i32 1

ok1504:                                           ; preds = %ok1495
  %pos1509 = mul i64 %pos1501, %dim24
  %pos1510 = add i64 %pos1509, %tap1492
  %elp1511 = getelementptr inbounds float, ptr %buf, i64 %pos1510
  %el1512 = load float, ptr %elp1511, align 4, !alias.scope !0, !noalias !3
  store float %el1512, ptr %next_39, align 4
  %v1513 = load i64, ptr %i, align 8
  %add1514 = add i64 %v1513, 1
  %sub1515 = sub i64 %dim, 1
  %c1516 = icmp slt i64 %add1514, %sub1515
  %mm1517 = select i1 %c1516, i64 %add1514, i64 %sub1515
  %c1518 = icmp sgt i64 0, %mm1517
  %mm1519 = select i1 %c1518, i64 0, i64 %mm1517
  %j1520 = load i64, ptr %j, align 8
  %tap1521 = add i64 %j1520, 1
  %inb1522 = icmp ult i64 %mm1519, %dim
  br i1 %inb1522, label %ok1524, label %fail1523

fail1523:                                         ; preds = %ok1504
  %errp1525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1525, align 8
  %errp1526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1526, align 8
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1519, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1528, align 8
  ret i32 1

ok1524:                                           ; preds = %ok1504
  %pos1529 = mul i64 0, %dim
  %pos1530 = add i64 %pos1529, %mm1519
  %inb1531 = icmp ult i64 %tap1521, %dim24
  br i1 %inb1531, label %ok1533, label %fail1532

fail1532:                                         ; preds = %ok1524
  %errp1534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1534, align 8
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp1535, align 8
  %errp1536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1521, ptr %errp1536, align 8
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1537, align 8
  ret i32 1

ok1533:                                           ; preds = %ok1524
  %pos1538 = mul i64 %pos1530, %dim24
  %pos1539 = add i64 %pos1538, %tap1521
  %elp1540 = getelementptr inbounds float, ptr %buf, i64 %pos1539
  %el1541 = load float, ptr %elp1540, align 4, !alias.scope !0, !noalias !3
  store float %el1541, ptr %next_40, align 4
  %cv1542 = sitofp i64 %dim to float
  %fd1543 = fdiv float 0x3F90624DE0000000, %cv1542
  store float %fd1543, ptr %gh_41, align 4
  %tup1544 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1545 = insertvalue { i64, i64 } %tup1544, i64 %dim24, 1
  %proj1546 = extractvalue { i64, i64 } %tup1545, 1
  %cv1547 = sitofp i64 %proj1546 to float
  %fd1548 = fdiv float 0x3F90624DE0000000, %cv1547
  store float %fd1548, ptr %gw_42, align 4
  %v1549 = load float, ptr %next_36, align 4
  %fm1550 = fmul float 2.000000e+00, %v1549
  store float %fm1550, ptr %"%cse0_43", align 4
  %v1551 = load float, ptr %next_39, align 4
  %v1552 = load float, ptr %next_33, align 4
  %fa1553 = fadd float %v1551, %v1552
  %v1554 = load float, ptr %"%cse0_43", align 4
  %fs1555 = fsub float %fa1553, %v1554
  %v1556 = load float, ptr %gh_41, align 4
  %v1557 = load float, ptr %gw_42, align 4
  %fm1558 = fmul float 0x3FB99999A0000000, %v1557
  %fd1559 = fdiv float %v1556, %fm1558
  %fd1560 = fdiv float %fs1555, %fd1559
  %v1561 = load float, ptr %next_37, align 4
  %v1562 = load float, ptr %next_35, align 4
  %fa1563 = fadd float %v1561, %v1562
  %v1564 = load float, ptr %"%cse0_43", align 4
  %fs1565 = fsub float %fa1563, %v1564
  %v1566 = load float, ptr %gw_42, align 4
  %v1567 = load float, ptr %gh_41, align 4
  %fm1568 = fmul float 0x3FB99999A0000000, %v1567
  %fd1569 = fdiv float %v1566, %fm1568
  %fd1570 = fdiv float %fs1565, %fd1569
  %fa1571 = fadd float %fd1560, %fd1570
  %v1572 = load float, ptr %next_36, align 4
  %fs1573 = fsub float 8.000000e+01, %v1572
  %v1574 = load float, ptr %gh_41, align 4
  %fm1575 = fmul float 1.000000e+02, %v1574
  %v1576 = load float, ptr %gw_42, align 4
  %fm1577 = fmul float %fm1575, %v1576
  %fd1578 = fdiv float 0x3F40624DE0000000, %fm1577
  %fd1579 = fdiv float %fs1573, %fd1578
  %fa1580 = fadd float %fa1571, %fd1579
  store float %fa1580, ptr %flux2_29, align 4
  %v1581 = load i64, ptr %i, align 8
  %v1582 = load i64, ptr %j, align 8
  %pos1583 = mul i64 0, %dim
  %pos1584 = add i64 %pos1583, %v1581
  %pos1585 = mul i64 %pos1584, %dim24
  %pos1586 = add i64 %pos1585, %v1582
  %elp1587 = getelementptr inbounds float, ptr %buf, i64 %pos1586
  %el1588 = load float, ptr %elp1587, align 4, !alias.scope !0, !noalias !3
  store float %el1588, ptr %next_47, align 4
  %v1589 = load i64, ptr %i, align 8
  %v1590 = load i64, ptr %j, align 8
  %pos1591 = mul i64 0, %dim6
  %pos1592 = add i64 %pos1591, %v1589
  %pos1593 = mul i64 %pos1592, %dim33
  %pos1594 = add i64 %pos1593, %v1590
  %elp1595 = getelementptr inbounds float, ptr %buf458, i64 %pos1594
  %el1596 = load float, ptr %elp1595, align 4, !alias.scope !6, !noalias !7
  store float %el1596, ptr %power_48, align 4
  %v1597 = load float, ptr %next_47, align 4
  %v1598 = load float, ptr %gw_42, align 4
  %fm1599 = fmul float 0x407B580020000000, %v1598
  %v1600 = load float, ptr %gh_41, align 4
  %fm1601 = fmul float %fm1599, %v1600
  %fd1602 = fdiv float 0x3E8392CBA0000000, %fm1601
  %v1603 = load float, ptr %power_48, align 4
  %v1604 = load float, ptr %flux2_29, align 4
  %fa1605 = fadd float %v1603, %v1604
  %fm1606 = fmul float %fd1602, %fa1605
  %fa1607 = fadd float %v1597, %fm1606
  store float %fa1607, ptr %next2_44, align 4
  %v1608 = load i64, ptr %i, align 8
  %v1609 = load i64, ptr %j, align 8
  %pos1610 = mul i64 0, %dim
  %pos1611 = add i64 %pos1610, %v1608
  %pos1612 = mul i64 %pos1611, %dim24
  %pos1613 = add i64 %pos1612, %v1609
  %v1614 = load float, ptr %next2_44, align 4
  %elp1615 = getelementptr inbounds float, ptr %buf480, i64 %pos1613
  store float %v1614, ptr %elp1615, align 4, !alias.scope !8, !noalias !9
  %i1616 = load i64, ptr %j, align 8
  %next1617 = add i64 %i1616, 1
  store i64 %next1617, ptr %j, align 8
  br label %loop1276

proved1807:                                       ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop1810

checked1808:                                      ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop2071

versions_done1809:                                ; preds = %exit2073, %exit1812
  %i2458 = load i64, ptr %i, align 8
  %next2459 = add i64 %i2458, 1
  store i64 %next2459, ptr %i, align 8
  br label %loop

loop1810:                                         ; preds = %body1811, %proved1807
  %i1813 = load i64, ptr %j, align 8
  %more1814 = icmp slt i64 %i1813, %dim24
  br i1 %more1814, label %body1811, label %exit1812

body1811:                                         ; preds = %loop1810
  %v1815 = load i64, ptr %i, align 8
  %add1816 = add i64 %v1815, -1
  %sub1817 = sub i64 %dim, 1
  %c1818 = icmp slt i64 %add1816, %sub1817
  %mm1819 = select i1 %c1818, i64 %add1816, i64 %sub1817
  %c1820 = icmp sgt i64 0, %mm1819
  %mm1821 = select i1 %c1820, i64 0, i64 %mm1819
  %v1822 = load i64, ptr %j, align 8
  %add1823 = add i64 %v1822, -1
  %sub1824 = sub i64 %dim24, 1
  %c1825 = icmp slt i64 %add1823, %sub1824
  %mm1826 = select i1 %c1825, i64 %add1823, i64 %sub1824
  %c1827 = icmp sgt i64 0, %mm1826
  %mm1828 = select i1 %c1827, i64 0, i64 %mm1826
  %pos1829 = mul i64 0, %dim
  %pos1830 = add i64 %pos1829, %mm1821
  %pos1831 = mul i64 %pos1830, %dim24
  %pos1832 = add i64 %pos1831, %mm1828
  %elp1833 = getelementptr inbounds float, ptr %buf, i64 %pos1832
  %el1834 = load float, ptr %elp1833, align 4, !alias.scope !0, !noalias !3
  store float %el1834, ptr %next_32, align 4
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, 0
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
  store float %el1854, ptr %next_33, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 1
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
  store float %el1874, ptr %next_34, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, 0
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, -1
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
  store float %el1894, ptr %next_35, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, 0
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
  store float %el1914, ptr %next_36, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 1
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
  store float %el1934, ptr %next_37, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 1
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, -1
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
  store float %el1954, ptr %next_38, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, 0
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
  store float %el1974, ptr %next_39, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
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
  store float %el1994, ptr %next_40, align 4
  %cv1995 = sitofp i64 %dim to float
  %fd1996 = fdiv float 0x3F90624DE0000000, %cv1995
  store float %fd1996, ptr %gh_41, align 4
  %tup1997 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1998 = insertvalue { i64, i64 } %tup1997, i64 %dim24, 1
  %proj1999 = extractvalue { i64, i64 } %tup1998, 1
  %cv2000 = sitofp i64 %proj1999 to float
  %fd2001 = fdiv float 0x3F90624DE0000000, %cv2000
  store float %fd2001, ptr %gw_42, align 4
  %v2002 = load float, ptr %next_36, align 4
  %fm2003 = fmul float 2.000000e+00, %v2002
  store float %fm2003, ptr %"%cse0_43", align 4
  %v2004 = load float, ptr %next_39, align 4
  %v2005 = load float, ptr %next_33, align 4
  %fa2006 = fadd float %v2004, %v2005
  %v2007 = load float, ptr %"%cse0_43", align 4
  %fs2008 = fsub float %fa2006, %v2007
  %v2009 = load float, ptr %gh_41, align 4
  %v2010 = load float, ptr %gw_42, align 4
  %fm2011 = fmul float 0x3FB99999A0000000, %v2010
  %fd2012 = fdiv float %v2009, %fm2011
  %fd2013 = fdiv float %fs2008, %fd2012
  %v2014 = load float, ptr %next_37, align 4
  %v2015 = load float, ptr %next_35, align 4
  %fa2016 = fadd float %v2014, %v2015
  %v2017 = load float, ptr %"%cse0_43", align 4
  %fs2018 = fsub float %fa2016, %v2017
  %v2019 = load float, ptr %gw_42, align 4
  %v2020 = load float, ptr %gh_41, align 4
  %fm2021 = fmul float 0x3FB99999A0000000, %v2020
  %fd2022 = fdiv float %v2019, %fm2021
  %fd2023 = fdiv float %fs2018, %fd2022
  %fa2024 = fadd float %fd2013, %fd2023
  %v2025 = load float, ptr %next_36, align 4
  %fs2026 = fsub float 8.000000e+01, %v2025
  %v2027 = load float, ptr %gh_41, align 4
  %fm2028 = fmul float 1.000000e+02, %v2027
  %v2029 = load float, ptr %gw_42, align 4
  %fm2030 = fmul float %fm2028, %v2029
  %fd2031 = fdiv float 0x3F40624DE0000000, %fm2030
  %fd2032 = fdiv float %fs2026, %fd2031
  %fa2033 = fadd float %fa2024, %fd2032
  store float %fa2033, ptr %flux2_29, align 4
  %v2034 = load i64, ptr %i, align 8
  %v2035 = load i64, ptr %j, align 8
  %pos2036 = mul i64 0, %dim
  %pos2037 = add i64 %pos2036, %v2034
  %pos2038 = mul i64 %pos2037, %dim24
  %pos2039 = add i64 %pos2038, %v2035
  %elp2040 = getelementptr inbounds float, ptr %buf, i64 %pos2039
  %el2041 = load float, ptr %elp2040, align 4, !alias.scope !0, !noalias !3
  store float %el2041, ptr %next_47, align 4
  %v2042 = load i64, ptr %i, align 8
  %v2043 = load i64, ptr %j, align 8
  %pos2044 = mul i64 0, %dim6
  %pos2045 = add i64 %pos2044, %v2042
  %pos2046 = mul i64 %pos2045, %dim33
  %pos2047 = add i64 %pos2046, %v2043
  %elp2048 = getelementptr inbounds float, ptr %buf458, i64 %pos2047
  %el2049 = load float, ptr %elp2048, align 4, !alias.scope !6, !noalias !7
  store float %el2049, ptr %power_48, align 4
  %v2050 = load float, ptr %next_47, align 4
  %v2051 = load float, ptr %gw_42, align 4
  %fm2052 = fmul float 0x407B580020000000, %v2051
  %v2053 = load float, ptr %gh_41, align 4
  %fm2054 = fmul float %fm2052, %v2053
  %fd2055 = fdiv float 0x3E8392CBA0000000, %fm2054
  %v2056 = load float, ptr %power_48, align 4
  %v2057 = load float, ptr %flux2_29, align 4
  %fa2058 = fadd float %v2056, %v2057
  %fm2059 = fmul float %fd2055, %fa2058
  %fa2060 = fadd float %v2050, %fm2059
  store float %fa2060, ptr %next2_44, align 4
  %v2061 = load i64, ptr %i, align 8
  %v2062 = load i64, ptr %j, align 8
  %pos2063 = mul i64 0, %dim
  %pos2064 = add i64 %pos2063, %v2061
  %pos2065 = mul i64 %pos2064, %dim24
  %pos2066 = add i64 %pos2065, %v2062
  %v2067 = load float, ptr %next2_44, align 4
  %elp2068 = getelementptr inbounds float, ptr %buf480, i64 %pos2066
  store float %v2067, ptr %elp2068, align 4, !alias.scope !8, !noalias !9
  %i2069 = load i64, ptr %j, align 8
  %next2070 = add i64 %i2069, 1
  store i64 %next2070, ptr %j, align 8
  br label %loop1810

exit1812:                                         ; preds = %loop1810
  br label %versions_done1809

loop2071:                                         ; preds = %ok2373, %checked1808
  %i2074 = load i64, ptr %j, align 8
  %more2075 = icmp slt i64 %i2074, %dim24
  br i1 %more2075, label %body2072, label %exit2073

body2072:                                         ; preds = %loop2071
  %v2076 = load i64, ptr %i, align 8
  %add2077 = add i64 %v2076, -1
  %sub2078 = sub i64 %dim, 1
  %c2079 = icmp slt i64 %add2077, %sub2078
  %mm2080 = select i1 %c2079, i64 %add2077, i64 %sub2078
  %c2081 = icmp sgt i64 0, %mm2080
  %mm2082 = select i1 %c2081, i64 0, i64 %mm2080
  %v2083 = load i64, ptr %j, align 8
  %add2084 = add i64 %v2083, -1
  %sub2085 = sub i64 %dim24, 1
  %c2086 = icmp slt i64 %add2084, %sub2085
  %mm2087 = select i1 %c2086, i64 %add2084, i64 %sub2085
  %c2088 = icmp sgt i64 0, %mm2087
  %mm2089 = select i1 %c2088, i64 0, i64 %mm2087
  %inb2090 = icmp ult i64 %mm2082, %dim
  br i1 %inb2090, label %ok2092, label %fail2091

exit2073:                                         ; preds = %loop2071
  br label %versions_done1809

fail2091:                                         ; preds = %body2072
  %errp2093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2093, align 8
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2082, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2096, align 8
  ret i32 1

ok2092:                                           ; preds = %body2072
  %pos2097 = mul i64 0, %dim
  %pos2098 = add i64 %pos2097, %mm2082
  %inb2099 = icmp ult i64 %mm2089, %dim24
  br i1 %inb2099, label %ok2101, label %fail2100

fail2100:                                         ; preds = %ok2092
  %errp2102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2102, align 8
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2089, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2105, align 8
  ret i32 1

ok2101:                                           ; preds = %ok2092
  %pos2106 = mul i64 %pos2098, %dim24
  %pos2107 = add i64 %pos2106, %mm2089
  %elp2108 = getelementptr inbounds float, ptr %buf, i64 %pos2107
  %el2109 = load float, ptr %elp2108, align 4, !alias.scope !0, !noalias !3
  store float %el2109, ptr %next_32, align 4
  %v2110 = load i64, ptr %i, align 8
  %add2111 = add i64 %v2110, -1
  %sub2112 = sub i64 %dim, 1
  %c2113 = icmp slt i64 %add2111, %sub2112
  %mm2114 = select i1 %c2113, i64 %add2111, i64 %sub2112
  %c2115 = icmp sgt i64 0, %mm2114
  %mm2116 = select i1 %c2115, i64 0, i64 %mm2114
  %v2117 = load i64, ptr %j, align 8
  %add2118 = add i64 %v2117, 0
  %sub2119 = sub i64 %dim24, 1
  %c2120 = icmp slt i64 %add2118, %sub2119
  %mm2121 = select i1 %c2120, i64 %add2118, i64 %sub2119
  %c2122 = icmp sgt i64 0, %mm2121
  %mm2123 = select i1 %c2122, i64 0, i64 %mm2121
  %inb2124 = icmp ult i64 %mm2116, %dim
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2101
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2116, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2101
  %pos2131 = mul i64 0, %dim
  %pos2132 = add i64 %pos2131, %mm2116
  %inb2133 = icmp ult i64 %mm2123, %dim24
  br i1 %inb2133, label %ok2135, label %fail2134

fail2134:                                         ; preds = %ok2126
  %errp2136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2136, align 8
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2123, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2139, align 8
  ret i32 1

ok2135:                                           ; preds = %ok2126
  %pos2140 = mul i64 %pos2132, %dim24
  %pos2141 = add i64 %pos2140, %mm2123
  %elp2142 = getelementptr inbounds float, ptr %buf, i64 %pos2141
  %el2143 = load float, ptr %elp2142, align 4, !alias.scope !0, !noalias !3
  store float %el2143, ptr %next_33, align 4
  %v2144 = load i64, ptr %i, align 8
  %add2145 = add i64 %v2144, -1
  %sub2146 = sub i64 %dim, 1
  %c2147 = icmp slt i64 %add2145, %sub2146
  %mm2148 = select i1 %c2147, i64 %add2145, i64 %sub2146
  %c2149 = icmp sgt i64 0, %mm2148
  %mm2150 = select i1 %c2149, i64 0, i64 %mm2148
  %v2151 = load i64, ptr %j, align 8
  %add2152 = add i64 %v2151, 1
  %sub2153 = sub i64 %dim24, 1
  %c2154 = icmp slt i64 %add2152, %sub2153
  %mm2155 = select i1 %c2154, i64 %add2152, i64 %sub2153
  %c2156 = icmp sgt i64 0, %mm2155
  %mm2157 = select i1 %c2156, i64 0, i64 %mm2155
  %inb2158 = icmp ult i64 %mm2150, %dim
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2135
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2150, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2135
  %pos2165 = mul i64 0, %dim
  %pos2166 = add i64 %pos2165, %mm2150
  %inb2167 = icmp ult i64 %mm2157, %dim24
  br i1 %inb2167, label %ok2169, label %fail2168

fail2168:                                         ; preds = %ok2160
  %errp2170 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2170, align 8
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2157, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2173, align 8
  ret i32 1

ok2169:                                           ; preds = %ok2160
  %pos2174 = mul i64 %pos2166, %dim24
  %pos2175 = add i64 %pos2174, %mm2157
  %elp2176 = getelementptr inbounds float, ptr %buf, i64 %pos2175
  %el2177 = load float, ptr %elp2176, align 4, !alias.scope !0, !noalias !3
  store float %el2177, ptr %next_34, align 4
  %v2178 = load i64, ptr %i, align 8
  %add2179 = add i64 %v2178, 0
  %sub2180 = sub i64 %dim, 1
  %c2181 = icmp slt i64 %add2179, %sub2180
  %mm2182 = select i1 %c2181, i64 %add2179, i64 %sub2180
  %c2183 = icmp sgt i64 0, %mm2182
  %mm2184 = select i1 %c2183, i64 0, i64 %mm2182
  %v2185 = load i64, ptr %j, align 8
  %add2186 = add i64 %v2185, -1
  %sub2187 = sub i64 %dim24, 1
  %c2188 = icmp slt i64 %add2186, %sub2187
  %mm2189 = select i1 %c2188, i64 %add2186, i64 %sub2187
  %c2190 = icmp sgt i64 0, %mm2189
  %mm2191 = select i1 %c2190, i64 0, i64 %mm2189
  %inb2192 = icmp ult i64 %mm2184, %dim
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2169
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2184, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2169
  %pos2199 = mul i64 0, %dim
  %pos2200 = add i64 %pos2199, %mm2184
  %inb2201 = icmp ult i64 %mm2191, %dim24
  br i1 %inb2201, label %ok2203, label %fail2202

fail2202:                                         ; preds = %ok2194
  %errp2204 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2204, align 8
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2191, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2207, align 8
  ret i32 1

ok2203:                                           ; preds = %ok2194
  %pos2208 = mul i64 %pos2200, %dim24
  %pos2209 = add i64 %pos2208, %mm2191
  %elp2210 = getelementptr inbounds float, ptr %buf, i64 %pos2209
  %el2211 = load float, ptr %elp2210, align 4, !alias.scope !0, !noalias !3
  store float %el2211, ptr %next_35, align 4
  %v2212 = load i64, ptr %i, align 8
  %add2213 = add i64 %v2212, 0
  %sub2214 = sub i64 %dim, 1
  %c2215 = icmp slt i64 %add2213, %sub2214
  %mm2216 = select i1 %c2215, i64 %add2213, i64 %sub2214
  %c2217 = icmp sgt i64 0, %mm2216
  %mm2218 = select i1 %c2217, i64 0, i64 %mm2216
  %v2219 = load i64, ptr %j, align 8
  %add2220 = add i64 %v2219, 0
  %sub2221 = sub i64 %dim24, 1
  %c2222 = icmp slt i64 %add2220, %sub2221
  %mm2223 = select i1 %c2222, i64 %add2220, i64 %sub2221
  %c2224 = icmp sgt i64 0, %mm2223
  %mm2225 = select i1 %c2224, i64 0, i64 %mm2223
  %inb2226 = icmp ult i64 %mm2218, %dim
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2203
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2218, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2203
  %pos2233 = mul i64 0, %dim
  %pos2234 = add i64 %pos2233, %mm2218
  %inb2235 = icmp ult i64 %mm2225, %dim24
  br i1 %inb2235, label %ok2237, label %fail2236

fail2236:                                         ; preds = %ok2228
  %errp2238 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2238, align 8
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2225, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2241, align 8
  ret i32 1

ok2237:                                           ; preds = %ok2228
  %pos2242 = mul i64 %pos2234, %dim24
  %pos2243 = add i64 %pos2242, %mm2225
  %elp2244 = getelementptr inbounds float, ptr %buf, i64 %pos2243
  %el2245 = load float, ptr %elp2244, align 4, !alias.scope !0, !noalias !3
  store float %el2245, ptr %next_36, align 4
  %v2246 = load i64, ptr %i, align 8
  %add2247 = add i64 %v2246, 0
  %sub2248 = sub i64 %dim, 1
  %c2249 = icmp slt i64 %add2247, %sub2248
  %mm2250 = select i1 %c2249, i64 %add2247, i64 %sub2248
  %c2251 = icmp sgt i64 0, %mm2250
  %mm2252 = select i1 %c2251, i64 0, i64 %mm2250
  %v2253 = load i64, ptr %j, align 8
  %add2254 = add i64 %v2253, 1
  %sub2255 = sub i64 %dim24, 1
  %c2256 = icmp slt i64 %add2254, %sub2255
  %mm2257 = select i1 %c2256, i64 %add2254, i64 %sub2255
  %c2258 = icmp sgt i64 0, %mm2257
  %mm2259 = select i1 %c2258, i64 0, i64 %mm2257
  %inb2260 = icmp ult i64 %mm2252, %dim
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2237
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2252, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2237
  %pos2267 = mul i64 0, %dim
  %pos2268 = add i64 %pos2267, %mm2252
  %inb2269 = icmp ult i64 %mm2259, %dim24
  br i1 %inb2269, label %ok2271, label %fail2270

fail2270:                                         ; preds = %ok2262
  %errp2272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2272, align 8
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2259, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2275, align 8
  ret i32 1

ok2271:                                           ; preds = %ok2262
  %pos2276 = mul i64 %pos2268, %dim24
  %pos2277 = add i64 %pos2276, %mm2259
  %elp2278 = getelementptr inbounds float, ptr %buf, i64 %pos2277
  %el2279 = load float, ptr %elp2278, align 4, !alias.scope !0, !noalias !3
  store float %el2279, ptr %next_37, align 4
  %v2280 = load i64, ptr %i, align 8
  %add2281 = add i64 %v2280, 1
  %sub2282 = sub i64 %dim, 1
  %c2283 = icmp slt i64 %add2281, %sub2282
  %mm2284 = select i1 %c2283, i64 %add2281, i64 %sub2282
  %c2285 = icmp sgt i64 0, %mm2284
  %mm2286 = select i1 %c2285, i64 0, i64 %mm2284
  %v2287 = load i64, ptr %j, align 8
  %add2288 = add i64 %v2287, -1
  %sub2289 = sub i64 %dim24, 1
  %c2290 = icmp slt i64 %add2288, %sub2289
  %mm2291 = select i1 %c2290, i64 %add2288, i64 %sub2289
  %c2292 = icmp sgt i64 0, %mm2291
  %mm2293 = select i1 %c2292, i64 0, i64 %mm2291
  %inb2294 = icmp ult i64 %mm2286, %dim
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2271
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2286, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2271
  %pos2301 = mul i64 0, %dim
  %pos2302 = add i64 %pos2301, %mm2286
  %inb2303 = icmp ult i64 %mm2293, %dim24
  br i1 %inb2303, label %ok2305, label %fail2304

fail2304:                                         ; preds = %ok2296
  %errp2306 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2306, align 8
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2293, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2309, align 8
  ret i32 1

ok2305:                                           ; preds = %ok2296
  %pos2310 = mul i64 %pos2302, %dim24
  %pos2311 = add i64 %pos2310, %mm2293
  %elp2312 = getelementptr inbounds float, ptr %buf, i64 %pos2311
  %el2313 = load float, ptr %elp2312, align 4, !alias.scope !0, !noalias !3
  store float %el2313, ptr %next_38, align 4
  %v2314 = load i64, ptr %i, align 8
  %add2315 = add i64 %v2314, 1
  %sub2316 = sub i64 %dim, 1
  %c2317 = icmp slt i64 %add2315, %sub2316
  %mm2318 = select i1 %c2317, i64 %add2315, i64 %sub2316
  %c2319 = icmp sgt i64 0, %mm2318
  %mm2320 = select i1 %c2319, i64 0, i64 %mm2318
  %v2321 = load i64, ptr %j, align 8
  %add2322 = add i64 %v2321, 0
  %sub2323 = sub i64 %dim24, 1
  %c2324 = icmp slt i64 %add2322, %sub2323
  %mm2325 = select i1 %c2324, i64 %add2322, i64 %sub2323
  %c2326 = icmp sgt i64 0, %mm2325
  %mm2327 = select i1 %c2326, i64 0, i64 %mm2325
  %inb2328 = icmp ult i64 %mm2320, %dim
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2305
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2320, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2305
  %pos2335 = mul i64 0, %dim
  %pos2336 = add i64 %pos2335, %mm2320
  %inb2337 = icmp ult i64 %mm2327, %dim24
  br i1 %inb2337, label %ok2339, label %fail2338

fail2338:                                         ; preds = %ok2330
  %errp2340 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2340, align 8
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2327, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2343, align 8
  ret i32 1

ok2339:                                           ; preds = %ok2330
  %pos2344 = mul i64 %pos2336, %dim24
  %pos2345 = add i64 %pos2344, %mm2327
  %elp2346 = getelementptr inbounds float, ptr %buf, i64 %pos2345
  %el2347 = load float, ptr %elp2346, align 4, !alias.scope !0, !noalias !3
  store float %el2347, ptr %next_39, align 4
  %v2348 = load i64, ptr %i, align 8
  %add2349 = add i64 %v2348, 1
  %sub2350 = sub i64 %dim, 1
  %c2351 = icmp slt i64 %add2349, %sub2350
  %mm2352 = select i1 %c2351, i64 %add2349, i64 %sub2350
  %c2353 = icmp sgt i64 0, %mm2352
  %mm2354 = select i1 %c2353, i64 0, i64 %mm2352
  %v2355 = load i64, ptr %j, align 8
  %add2356 = add i64 %v2355, 1
  %sub2357 = sub i64 %dim24, 1
  %c2358 = icmp slt i64 %add2356, %sub2357
  %mm2359 = select i1 %c2358, i64 %add2356, i64 %sub2357
  %c2360 = icmp sgt i64 0, %mm2359
  %mm2361 = select i1 %c2360, i64 0, i64 %mm2359
  %inb2362 = icmp ult i64 %mm2354, %dim
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2339
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2354, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2339
  %pos2369 = mul i64 0, %dim
  %pos2370 = add i64 %pos2369, %mm2354
  %inb2371 = icmp ult i64 %mm2361, %dim24
  br i1 %inb2371, label %ok2373, label %fail2372

fail2372:                                         ; preds = %ok2364
  %errp2374 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2374, align 8
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2361, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2377, align 8
  ret i32 1

ok2373:                                           ; preds = %ok2364
  %pos2378 = mul i64 %pos2370, %dim24
  %pos2379 = add i64 %pos2378, %mm2361
  %elp2380 = getelementptr inbounds float, ptr %buf, i64 %pos2379
  %el2381 = load float, ptr %elp2380, align 4, !alias.scope !0, !noalias !3
  store float %el2381, ptr %next_40, align 4
  %cv2382 = sitofp i64 %dim to float
  %fd2383 = fdiv float 0x3F90624DE0000000, %cv2382
  store float %fd2383, ptr %gh_41, align 4
  %tup2384 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2385 = insertvalue { i64, i64 } %tup2384, i64 %dim24, 1
  %proj2386 = extractvalue { i64, i64 } %tup2385, 1
  %cv2387 = sitofp i64 %proj2386 to float
  %fd2388 = fdiv float 0x3F90624DE0000000, %cv2387
  store float %fd2388, ptr %gw_42, align 4
  %v2389 = load float, ptr %next_36, align 4
  %fm2390 = fmul float 2.000000e+00, %v2389
  store float %fm2390, ptr %"%cse0_43", align 4
  %v2391 = load float, ptr %next_39, align 4
  %v2392 = load float, ptr %next_33, align 4
  %fa2393 = fadd float %v2391, %v2392
  %v2394 = load float, ptr %"%cse0_43", align 4
  %fs2395 = fsub float %fa2393, %v2394
  %v2396 = load float, ptr %gh_41, align 4
  %v2397 = load float, ptr %gw_42, align 4
  %fm2398 = fmul float 0x3FB99999A0000000, %v2397
  %fd2399 = fdiv float %v2396, %fm2398
  %fd2400 = fdiv float %fs2395, %fd2399
  %v2401 = load float, ptr %next_37, align 4
  %v2402 = load float, ptr %next_35, align 4
  %fa2403 = fadd float %v2401, %v2402
  %v2404 = load float, ptr %"%cse0_43", align 4
  %fs2405 = fsub float %fa2403, %v2404
  %v2406 = load float, ptr %gw_42, align 4
  %v2407 = load float, ptr %gh_41, align 4
  %fm2408 = fmul float 0x3FB99999A0000000, %v2407
  %fd2409 = fdiv float %v2406, %fm2408
  %fd2410 = fdiv float %fs2405, %fd2409
  %fa2411 = fadd float %fd2400, %fd2410
  %v2412 = load float, ptr %next_36, align 4
  %fs2413 = fsub float 8.000000e+01, %v2412
  %v2414 = load float, ptr %gh_41, align 4
  %fm2415 = fmul float 1.000000e+02, %v2414
  %v2416 = load float, ptr %gw_42, align 4
  %fm2417 = fmul float %fm2415, %v2416
  %fd2418 = fdiv float 0x3F40624DE0000000, %fm2417
  %fd2419 = fdiv float %fs2413, %fd2418
  %fa2420 = fadd float %fa2411, %fd2419
  store float %fa2420, ptr %flux2_29, align 4
  %v2421 = load i64, ptr %i, align 8
  %v2422 = load i64, ptr %j, align 8
  %pos2423 = mul i64 0, %dim
  %pos2424 = add i64 %pos2423, %v2421
  %pos2425 = mul i64 %pos2424, %dim24
  %pos2426 = add i64 %pos2425, %v2422
  %elp2427 = getelementptr inbounds float, ptr %buf, i64 %pos2426
  %el2428 = load float, ptr %elp2427, align 4, !alias.scope !0, !noalias !3
  store float %el2428, ptr %next_47, align 4
  %v2429 = load i64, ptr %i, align 8
  %v2430 = load i64, ptr %j, align 8
  %pos2431 = mul i64 0, %dim6
  %pos2432 = add i64 %pos2431, %v2429
  %pos2433 = mul i64 %pos2432, %dim33
  %pos2434 = add i64 %pos2433, %v2430
  %elp2435 = getelementptr inbounds float, ptr %buf458, i64 %pos2434
  %el2436 = load float, ptr %elp2435, align 4, !alias.scope !6, !noalias !7
  store float %el2436, ptr %power_48, align 4
  %v2437 = load float, ptr %next_47, align 4
  %v2438 = load float, ptr %gw_42, align 4
  %fm2439 = fmul float 0x407B580020000000, %v2438
  %v2440 = load float, ptr %gh_41, align 4
  %fm2441 = fmul float %fm2439, %v2440
  %fd2442 = fdiv float 0x3E8392CBA0000000, %fm2441
  %v2443 = load float, ptr %power_48, align 4
  %v2444 = load float, ptr %flux2_29, align 4
  %fa2445 = fadd float %v2443, %v2444
  %fm2446 = fmul float %fd2442, %fa2445
  %fa2447 = fadd float %v2437, %fm2446
  store float %fa2447, ptr %next2_44, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim24
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next2_44, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf480, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !8, !noalias !9
  %i2456 = load i64, ptr %j, align 8
  %next2457 = add i64 %i2456, 1
  store i64 %next2457, ptr %j, align 8
  br label %loop2071
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
  %bufp479 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf480 = load ptr, ptr %bufp479, align 8
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

loop:                                             ; preds = %versions_done1809, %ok16
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
  br label %loop483

versions_done:                                    ; preds = %exit485, %exit231
  store i64 %min55, ptr %j, align 8
  %v869 = load i64, ptr %i, align 8
  %add870 = add i64 %v869, -1
  %sub871 = sub i64 %dim, 1
  %c872 = icmp slt i64 %add870, %sub871
  %mm873 = select i1 %c872, i64 %add870, i64 %sub871
  %c874 = icmp sgt i64 0, %mm873
  %mm875 = select i1 %c874, i64 0, i64 %mm873
  %base876 = sext i64 %mm875 to i128
  %fits_low877 = icmp sge i128 %base876, -9223372036854775808
  %fits_high878 = icmp sle i128 %base876, 9223372036854775807
  %fits879 = and i1 %fits_low877, %fits_high878
  %least880 = select i1 %fits879, i128 %base876, i128 -9223372036854775808
  %most881 = select i1 %fits879, i128 %base876, i128 9223372036854775807
  %extent882 = sext i64 %dim to i128
  %low_ok883 = icmp sge i128 %least880, 0
  %high_ok884 = icmp slt i128 %most881, %extent882
  %ok885 = and i1 true, %low_ok883
  %ok886 = and i1 %ok885, %high_ok884
  %v887 = load i64, ptr %j, align 8
  %add888 = add i64 %v887, -1
  %base889 = sext i64 %add888 to i128
  %next890 = add i64 %min55, 1
  store i64 %next890, ptr %j, align 8
  %v891 = load i64, ptr %j, align 8
  %add892 = add i64 %v891, -1
  store i64 %min55, ptr %j, align 8
  %at_next893 = sext i64 %add892 to i128
  %step894 = sub i128 %at_next893, %base889
  %step895 = trunc i128 %step894 to i64
  %step896 = sext i64 %step895 to i128
  %len897 = sub i64 %min59, %min55
  %span898 = sub i64 %len897, 1
  %span899 = sext i64 %span898 to i128
  %reach900 = mul i128 %step896, %span899
  %c901 = icmp slt i128 %reach900, 0
  %min902 = select i1 %c901, i128 %reach900, i128 0
  %c903 = icmp sgt i128 %reach900, 0
  %max904 = select i1 %c903, i128 %reach900, i128 0
  %least905 = add i128 %base889, %min902
  %most906 = add i128 %base889, %max904
  %fits_low907 = icmp sge i128 %least905, -9223372036854775808
  %fits_high908 = icmp sle i128 %most906, 9223372036854775807
  %fits909 = and i1 %fits_low907, %fits_high908
  %least910 = select i1 %fits909, i128 %least905, i128 -9223372036854775808
  %most911 = select i1 %fits909, i128 %most906, i128 9223372036854775807
  %sub912 = sub i64 %dim24, 1
  %base913 = sext i64 %sub912 to i128
  %fits_low914 = icmp sge i128 %base913, -9223372036854775808
  %fits_high915 = icmp sle i128 %base913, 9223372036854775807
  %fits916 = and i1 %fits_low914, %fits_high915
  %least917 = select i1 %fits916, i128 %base913, i128 -9223372036854775808
  %most918 = select i1 %fits916, i128 %base913, i128 9223372036854775807
  %c919 = icmp slt i128 %least910, %least917
  %min920 = select i1 %c919, i128 %least910, i128 %least917
  %c921 = icmp slt i128 %most911, %most918
  %min922 = select i1 %c921, i128 %most911, i128 %most918
  %c923 = icmp sgt i128 0, %min920
  %max924 = select i1 %c923, i128 0, i128 %min920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %extent927 = sext i64 %dim24 to i128
  %low_ok928 = icmp sge i128 %max924, 0
  %high_ok929 = icmp slt i128 %max926, %extent927
  %ok930 = and i1 %ok886, %low_ok928
  %ok931 = and i1 %ok930, %high_ok929
  %v932 = load i64, ptr %j, align 8
  %add933 = add i64 %v932, 0
  %base934 = sext i64 %add933 to i128
  %next935 = add i64 %min55, 1
  store i64 %next935, ptr %j, align 8
  %v936 = load i64, ptr %j, align 8
  %add937 = add i64 %v936, 0
  store i64 %min55, ptr %j, align 8
  %at_next938 = sext i64 %add937 to i128
  %step939 = sub i128 %at_next938, %base934
  %step940 = trunc i128 %step939 to i64
  %step941 = sext i64 %step940 to i128
  %len942 = sub i64 %min59, %min55
  %span943 = sub i64 %len942, 1
  %span944 = sext i64 %span943 to i128
  %reach945 = mul i128 %step941, %span944
  %c946 = icmp slt i128 %reach945, 0
  %min947 = select i1 %c946, i128 %reach945, i128 0
  %c948 = icmp sgt i128 %reach945, 0
  %max949 = select i1 %c948, i128 %reach945, i128 0
  %least950 = add i128 %base934, %min947
  %most951 = add i128 %base934, %max949
  %fits_low952 = icmp sge i128 %least950, -9223372036854775808
  %fits_high953 = icmp sle i128 %most951, 9223372036854775807
  %fits954 = and i1 %fits_low952, %fits_high953
  %least955 = select i1 %fits954, i128 %least950, i128 -9223372036854775808
  %most956 = select i1 %fits954, i128 %most951, i128 9223372036854775807
  %sub957 = sub i64 %dim24, 1
  %base958 = sext i64 %sub957 to i128
  %fits_low959 = icmp sge i128 %base958, -9223372036854775808
  %fits_high960 = icmp sle i128 %base958, 9223372036854775807
  %fits961 = and i1 %fits_low959, %fits_high960
  %least962 = select i1 %fits961, i128 %base958, i128 -9223372036854775808
  %most963 = select i1 %fits961, i128 %base958, i128 9223372036854775807
  %c964 = icmp slt i128 %least955, %least962
  %min965 = select i1 %c964, i128 %least955, i128 %least962
  %c966 = icmp slt i128 %most956, %most963
  %min967 = select i1 %c966, i128 %most956, i128 %most963
  %c968 = icmp sgt i128 0, %min965
  %max969 = select i1 %c968, i128 0, i128 %min965
  %c970 = icmp sgt i128 0, %min967
  %max971 = select i1 %c970, i128 0, i128 %min967
  %extent972 = sext i64 %dim24 to i128
  %low_ok973 = icmp sge i128 %max969, 0
  %high_ok974 = icmp slt i128 %max971, %extent972
  %ok975 = and i1 %ok931, %low_ok973
  %ok976 = and i1 %ok975, %high_ok974
  %v977 = load i64, ptr %j, align 8
  %add978 = add i64 %v977, 1
  %base979 = sext i64 %add978 to i128
  %next980 = add i64 %min55, 1
  store i64 %next980, ptr %j, align 8
  %v981 = load i64, ptr %j, align 8
  %add982 = add i64 %v981, 1
  store i64 %min55, ptr %j, align 8
  %at_next983 = sext i64 %add982 to i128
  %step984 = sub i128 %at_next983, %base979
  %step985 = trunc i128 %step984 to i64
  %step986 = sext i64 %step985 to i128
  %len987 = sub i64 %min59, %min55
  %span988 = sub i64 %len987, 1
  %span989 = sext i64 %span988 to i128
  %reach990 = mul i128 %step986, %span989
  %c991 = icmp slt i128 %reach990, 0
  %min992 = select i1 %c991, i128 %reach990, i128 0
  %c993 = icmp sgt i128 %reach990, 0
  %max994 = select i1 %c993, i128 %reach990, i128 0
  %least995 = add i128 %base979, %min992
  %most996 = add i128 %base979, %max994
  %fits_low997 = icmp sge i128 %least995, -9223372036854775808
  %fits_high998 = icmp sle i128 %most996, 9223372036854775807
  %fits999 = and i1 %fits_low997, %fits_high998
  %least1000 = select i1 %fits999, i128 %least995, i128 -9223372036854775808
  %most1001 = select i1 %fits999, i128 %most996, i128 9223372036854775807
  %sub1002 = sub i64 %dim24, 1
  %base1003 = sext i64 %sub1002 to i128
  %fits_low1004 = icmp sge i128 %base1003, -9223372036854775808
  %fits_high1005 = icmp sle i128 %base1003, 9223372036854775807
  %fits1006 = and i1 %fits_low1004, %fits_high1005
  %least1007 = select i1 %fits1006, i128 %base1003, i128 -9223372036854775808
  %most1008 = select i1 %fits1006, i128 %base1003, i128 9223372036854775807
  %c1009 = icmp slt i128 %least1000, %least1007
  %min1010 = select i1 %c1009, i128 %least1000, i128 %least1007
  %c1011 = icmp slt i128 %most1001, %most1008
  %min1012 = select i1 %c1011, i128 %most1001, i128 %most1008
  %c1013 = icmp sgt i128 0, %min1010
  %max1014 = select i1 %c1013, i128 0, i128 %min1010
  %c1015 = icmp sgt i128 0, %min1012
  %max1016 = select i1 %c1015, i128 0, i128 %min1012
  %extent1017 = sext i64 %dim24 to i128
  %low_ok1018 = icmp sge i128 %max1014, 0
  %high_ok1019 = icmp slt i128 %max1016, %extent1017
  %ok1020 = and i1 %ok976, %low_ok1018
  %ok1021 = and i1 %ok1020, %high_ok1019
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %base1029 = sext i64 %mm1028 to i128
  %fits_low1030 = icmp sge i128 %base1029, -9223372036854775808
  %fits_high1031 = icmp sle i128 %base1029, 9223372036854775807
  %fits1032 = and i1 %fits_low1030, %fits_high1031
  %least1033 = select i1 %fits1032, i128 %base1029, i128 -9223372036854775808
  %most1034 = select i1 %fits1032, i128 %base1029, i128 9223372036854775807
  %extent1035 = sext i64 %dim to i128
  %low_ok1036 = icmp sge i128 %least1033, 0
  %high_ok1037 = icmp slt i128 %most1034, %extent1035
  %ok1038 = and i1 %ok1021, %low_ok1036
  %ok1039 = and i1 %ok1038, %high_ok1037
  %v1040 = load i64, ptr %i, align 8
  %add1041 = add i64 %v1040, 1
  %sub1042 = sub i64 %dim, 1
  %c1043 = icmp slt i64 %add1041, %sub1042
  %mm1044 = select i1 %c1043, i64 %add1041, i64 %sub1042
  %c1045 = icmp sgt i64 0, %mm1044
  %mm1046 = select i1 %c1045, i64 0, i64 %mm1044
  %base1047 = sext i64 %mm1046 to i128
  %fits_low1048 = icmp sge i128 %base1047, -9223372036854775808
  %fits_high1049 = icmp sle i128 %base1047, 9223372036854775807
  %fits1050 = and i1 %fits_low1048, %fits_high1049
  %least1051 = select i1 %fits1050, i128 %base1047, i128 -9223372036854775808
  %most1052 = select i1 %fits1050, i128 %base1047, i128 9223372036854775807
  %extent1053 = sext i64 %dim to i128
  %low_ok1054 = icmp sge i128 %least1051, 0
  %high_ok1055 = icmp slt i128 %most1052, %extent1053
  %ok1056 = and i1 %ok1039, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  br i1 %ok1057, label %proved1058, label %checked1059

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
  %v462 = load float, ptr %gw_63, align 4
  %fm463 = fmul float 0x407B580020000000, %v462
  %v464 = load float, ptr %gh_62, align 4
  %fm465 = fmul float %fm463, %v464
  %fd466 = fdiv float 0x3E8392CBA0000000, %fm465
  %v467 = load float, ptr %power_69, align 4
  %v468 = load float, ptr %flux3_50, align 4
  %fa469 = fadd float %v467, %v468
  %fm470 = fmul float %fd466, %fa469
  %fa471 = fadd float %v461, %fm470
  store float %fa471, ptr %next3_65, align 4
  %v472 = load i64, ptr %i, align 8
  %v473 = load i64, ptr %j, align 8
  %pos474 = mul i64 0, %dim
  %pos475 = add i64 %pos474, %v472
  %pos476 = mul i64 %pos475, %dim24
  %pos477 = add i64 %pos476, %v473
  %v478 = load float, ptr %next3_65, align 4
  %elp481 = getelementptr inbounds float, ptr %buf480, i64 %pos477
  store float %v478, ptr %elp481, align 4, !alias.scope !8, !noalias !9
  %i482 = load i64, ptr %j, align 8
  %next = add i64 %i482, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop483:                                          ; preds = %ok784, %checked
  %i486 = load i64, ptr %j, align 8
  %more487 = icmp slt i64 %i486, %min55
  br i1 %more487, label %body484, label %exit485

body484:                                          ; preds = %loop483
  %v488 = load i64, ptr %i, align 8
  %add489 = add i64 %v488, -1
  %sub490 = sub i64 %dim, 1
  %c491 = icmp slt i64 %add489, %sub490
  %mm492 = select i1 %c491, i64 %add489, i64 %sub490
  %c493 = icmp sgt i64 0, %mm492
  %mm494 = select i1 %c493, i64 0, i64 %mm492
  %v495 = load i64, ptr %j, align 8
  %add496 = add i64 %v495, -1
  %sub497 = sub i64 %dim24, 1
  %c498 = icmp slt i64 %add496, %sub497
  %mm499 = select i1 %c498, i64 %add496, i64 %sub497
  %c500 = icmp sgt i64 0, %mm499
  %mm501 = select i1 %c500, i64 0, i64 %mm499
  %inb = icmp ult i64 %mm494, %dim
  br i1 %inb, label %ok503, label %fail502

exit485:                                          ; preds = %loop483
  br label %versions_done

fail502:                                          ; preds = %body484
  %errp504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp504, align 8
  %errp505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp505, align 8
  %errp506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm494, ptr %errp506, align 8
  %errp507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp507, align 8
  ret i32 1

ok503:                                            ; preds = %body484
  %pos508 = mul i64 0, %dim
  %pos509 = add i64 %pos508, %mm494
  %inb510 = icmp ult i64 %mm501, %dim24
  br i1 %inb510, label %ok512, label %fail511

fail511:                                          ; preds = %ok503
  %errp513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm501, ptr %errp515, align 8
  %errp516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp516, align 8
  ret i32 1

ok512:                                            ; preds = %ok503
  %pos517 = mul i64 %pos509, %dim24
  %pos518 = add i64 %pos517, %mm501
  %elp519 = getelementptr inbounds float, ptr %buf, i64 %pos518
  %el520 = load float, ptr %elp519, align 4, !alias.scope !0, !noalias !3
  store float %el520, ptr %next2_53, align 4
  %v521 = load i64, ptr %i, align 8
  %add522 = add i64 %v521, -1
  %sub523 = sub i64 %dim, 1
  %c524 = icmp slt i64 %add522, %sub523
  %mm525 = select i1 %c524, i64 %add522, i64 %sub523
  %c526 = icmp sgt i64 0, %mm525
  %mm527 = select i1 %c526, i64 0, i64 %mm525
  %v528 = load i64, ptr %j, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim24, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %inb535 = icmp ult i64 %mm527, %dim
  br i1 %inb535, label %ok537, label %fail536

fail536:                                          ; preds = %ok512
  %errp538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp538, align 8
  %errp539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp539, align 8
  %errp540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm527, ptr %errp540, align 8
  %errp541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp541, align 8
  ret i32 1

ok537:                                            ; preds = %ok512
  %pos542 = mul i64 0, %dim
  %pos543 = add i64 %pos542, %mm527
  %inb544 = icmp ult i64 %mm534, %dim24
  br i1 %inb544, label %ok546, label %fail545

fail545:                                          ; preds = %ok537
  %errp547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp549, align 8
  %errp550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp550, align 8
  ret i32 1

ok546:                                            ; preds = %ok537
  %pos551 = mul i64 %pos543, %dim24
  %pos552 = add i64 %pos551, %mm534
  %elp553 = getelementptr inbounds float, ptr %buf, i64 %pos552
  %el554 = load float, ptr %elp553, align 4, !alias.scope !0, !noalias !3
  store float %el554, ptr %next2_54, align 4
  %v555 = load i64, ptr %i, align 8
  %add556 = add i64 %v555, -1
  %sub557 = sub i64 %dim, 1
  %c558 = icmp slt i64 %add556, %sub557
  %mm559 = select i1 %c558, i64 %add556, i64 %sub557
  %c560 = icmp sgt i64 0, %mm559
  %mm561 = select i1 %c560, i64 0, i64 %mm559
  %v562 = load i64, ptr %j, align 8
  %add563 = add i64 %v562, 1
  %sub564 = sub i64 %dim24, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %inb569 = icmp ult i64 %mm561, %dim
  br i1 %inb569, label %ok571, label %fail570

fail570:                                          ; preds = %ok546
  %errp572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp572, align 8
  %errp573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp573, align 8
  %errp574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm561, ptr %errp574, align 8
  %errp575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp575, align 8
  ret i32 1

ok571:                                            ; preds = %ok546
  %pos576 = mul i64 0, %dim
  %pos577 = add i64 %pos576, %mm561
  %inb578 = icmp ult i64 %mm568, %dim24
  br i1 %inb578, label %ok580, label %fail579

fail579:                                          ; preds = %ok571
  %errp581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp584, align 8
  ret i32 1

ok580:                                            ; preds = %ok571
  %pos585 = mul i64 %pos577, %dim24
  %pos586 = add i64 %pos585, %mm568
  %elp587 = getelementptr inbounds float, ptr %buf, i64 %pos586
  %el588 = load float, ptr %elp587, align 4, !alias.scope !0, !noalias !3
  store float %el588, ptr %next2_55, align 4
  %v589 = load i64, ptr %i, align 8
  %add590 = add i64 %v589, 0
  %sub591 = sub i64 %dim, 1
  %c592 = icmp slt i64 %add590, %sub591
  %mm593 = select i1 %c592, i64 %add590, i64 %sub591
  %c594 = icmp sgt i64 0, %mm593
  %mm595 = select i1 %c594, i64 0, i64 %mm593
  %v596 = load i64, ptr %j, align 8
  %add597 = add i64 %v596, -1
  %sub598 = sub i64 %dim24, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %inb603 = icmp ult i64 %mm595, %dim
  br i1 %inb603, label %ok605, label %fail604

fail604:                                          ; preds = %ok580
  %errp606 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp606, align 8
  %errp607 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm595, ptr %errp608, align 8
  %errp609 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp609, align 8
  ret i32 1

ok605:                                            ; preds = %ok580
  %pos610 = mul i64 0, %dim
  %pos611 = add i64 %pos610, %mm595
  %inb612 = icmp ult i64 %mm602, %dim24
  br i1 %inb612, label %ok614, label %fail613

fail613:                                          ; preds = %ok605
  %errp615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp617, align 8
  %errp618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp618, align 8
  ret i32 1

ok614:                                            ; preds = %ok605
  %pos619 = mul i64 %pos611, %dim24
  %pos620 = add i64 %pos619, %mm602
  %elp621 = getelementptr inbounds float, ptr %buf, i64 %pos620
  %el622 = load float, ptr %elp621, align 4, !alias.scope !0, !noalias !3
  store float %el622, ptr %next2_56, align 4
  %v623 = load i64, ptr %i, align 8
  %add624 = add i64 %v623, 0
  %sub625 = sub i64 %dim, 1
  %c626 = icmp slt i64 %add624, %sub625
  %mm627 = select i1 %c626, i64 %add624, i64 %sub625
  %c628 = icmp sgt i64 0, %mm627
  %mm629 = select i1 %c628, i64 0, i64 %mm627
  %v630 = load i64, ptr %j, align 8
  %add631 = add i64 %v630, 0
  %sub632 = sub i64 %dim24, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %inb637 = icmp ult i64 %mm629, %dim
  br i1 %inb637, label %ok639, label %fail638

fail638:                                          ; preds = %ok614
  %errp640 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp640, align 8
  %errp641 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp641, align 8
  %errp642 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm629, ptr %errp642, align 8
  %errp643 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp643, align 8
  ret i32 1

ok639:                                            ; preds = %ok614
  %pos644 = mul i64 0, %dim
  %pos645 = add i64 %pos644, %mm629
  %inb646 = icmp ult i64 %mm636, %dim24
  br i1 %inb646, label %ok648, label %fail647

fail647:                                          ; preds = %ok639
  %errp649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp651, align 8
  %errp652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp652, align 8
  ret i32 1

ok648:                                            ; preds = %ok639
  %pos653 = mul i64 %pos645, %dim24
  %pos654 = add i64 %pos653, %mm636
  %elp655 = getelementptr inbounds float, ptr %buf, i64 %pos654
  %el656 = load float, ptr %elp655, align 4, !alias.scope !0, !noalias !3
  store float %el656, ptr %next2_57, align 4
  %v657 = load i64, ptr %i, align 8
  %add658 = add i64 %v657, 0
  %sub659 = sub i64 %dim, 1
  %c660 = icmp slt i64 %add658, %sub659
  %mm661 = select i1 %c660, i64 %add658, i64 %sub659
  %c662 = icmp sgt i64 0, %mm661
  %mm663 = select i1 %c662, i64 0, i64 %mm661
  %v664 = load i64, ptr %j, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim24, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %inb671 = icmp ult i64 %mm663, %dim
  br i1 %inb671, label %ok673, label %fail672

fail672:                                          ; preds = %ok648
  %errp674 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp674, align 8
  %errp675 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp675, align 8
  %errp676 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm663, ptr %errp676, align 8
  %errp677 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp677, align 8
  ret i32 1

ok673:                                            ; preds = %ok648
  %pos678 = mul i64 0, %dim
  %pos679 = add i64 %pos678, %mm663
  %inb680 = icmp ult i64 %mm670, %dim24
  br i1 %inb680, label %ok682, label %fail681

fail681:                                          ; preds = %ok673
  %errp683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp686, align 8
  ret i32 1

ok682:                                            ; preds = %ok673
  %pos687 = mul i64 %pos679, %dim24
  %pos688 = add i64 %pos687, %mm670
  %elp689 = getelementptr inbounds float, ptr %buf, i64 %pos688
  %el690 = load float, ptr %elp689, align 4, !alias.scope !0, !noalias !3
  store float %el690, ptr %next2_58, align 4
  %v691 = load i64, ptr %i, align 8
  %add692 = add i64 %v691, 1
  %sub693 = sub i64 %dim, 1
  %c694 = icmp slt i64 %add692, %sub693
  %mm695 = select i1 %c694, i64 %add692, i64 %sub693
  %c696 = icmp sgt i64 0, %mm695
  %mm697 = select i1 %c696, i64 0, i64 %mm695
  %v698 = load i64, ptr %j, align 8
  %add699 = add i64 %v698, -1
  %sub700 = sub i64 %dim24, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %inb705 = icmp ult i64 %mm697, %dim
  br i1 %inb705, label %ok707, label %fail706

fail706:                                          ; preds = %ok682
  %errp708 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp708, align 8
  %errp709 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp709, align 8
  %errp710 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm697, ptr %errp710, align 8
  %errp711 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp711, align 8
  ret i32 1

ok707:                                            ; preds = %ok682
  %pos712 = mul i64 0, %dim
  %pos713 = add i64 %pos712, %mm697
  %inb714 = icmp ult i64 %mm704, %dim24
  br i1 %inb714, label %ok716, label %fail715

fail715:                                          ; preds = %ok707
  %errp717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp719, align 8
  %errp720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp720, align 8
  ret i32 1

ok716:                                            ; preds = %ok707
  %pos721 = mul i64 %pos713, %dim24
  %pos722 = add i64 %pos721, %mm704
  %elp723 = getelementptr inbounds float, ptr %buf, i64 %pos722
  %el724 = load float, ptr %elp723, align 4, !alias.scope !0, !noalias !3
  store float %el724, ptr %next2_59, align 4
  %v725 = load i64, ptr %i, align 8
  %add726 = add i64 %v725, 1
  %sub727 = sub i64 %dim, 1
  %c728 = icmp slt i64 %add726, %sub727
  %mm729 = select i1 %c728, i64 %add726, i64 %sub727
  %c730 = icmp sgt i64 0, %mm729
  %mm731 = select i1 %c730, i64 0, i64 %mm729
  %v732 = load i64, ptr %j, align 8
  %add733 = add i64 %v732, 0
  %sub734 = sub i64 %dim24, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %inb739 = icmp ult i64 %mm731, %dim
  br i1 %inb739, label %ok741, label %fail740

fail740:                                          ; preds = %ok716
  %errp742 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp742, align 8
  %errp743 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp743, align 8
  %errp744 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm731, ptr %errp744, align 8
  %errp745 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp745, align 8
  ret i32 1

ok741:                                            ; preds = %ok716
  %pos746 = mul i64 0, %dim
  %pos747 = add i64 %pos746, %mm731
  %inb748 = icmp ult i64 %mm738, %dim24
  br i1 %inb748, label %ok750, label %fail749

fail749:                                          ; preds = %ok741
  %errp751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm738, ptr %errp753, align 8
  %errp754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp754, align 8
  ret i32 1

ok750:                                            ; preds = %ok741
  %pos755 = mul i64 %pos747, %dim24
  %pos756 = add i64 %pos755, %mm738
  %elp757 = getelementptr inbounds float, ptr %buf, i64 %pos756
  %el758 = load float, ptr %elp757, align 4, !alias.scope !0, !noalias !3
  store float %el758, ptr %next2_60, align 4
  %v759 = load i64, ptr %i, align 8
  %add760 = add i64 %v759, 1
  %sub761 = sub i64 %dim, 1
  %c762 = icmp slt i64 %add760, %sub761
  %mm763 = select i1 %c762, i64 %add760, i64 %sub761
  %c764 = icmp sgt i64 0, %mm763
  %mm765 = select i1 %c764, i64 0, i64 %mm763
  %v766 = load i64, ptr %j, align 8
  %add767 = add i64 %v766, 1
  %sub768 = sub i64 %dim24, 1
  %c769 = icmp slt i64 %add767, %sub768
  %mm770 = select i1 %c769, i64 %add767, i64 %sub768
  %c771 = icmp sgt i64 0, %mm770
  %mm772 = select i1 %c771, i64 0, i64 %mm770
  %inb773 = icmp ult i64 %mm765, %dim
  br i1 %inb773, label %ok775, label %fail774

fail774:                                          ; preds = %ok750
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm765, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok750
  %pos780 = mul i64 0, %dim
  %pos781 = add i64 %pos780, %mm765
  %inb782 = icmp ult i64 %mm772, %dim24
  br i1 %inb782, label %ok784, label %fail783

fail783:                                          ; preds = %ok775
  %errp785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm772, ptr %errp787, align 8
  %errp788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp788, align 8
  ret i32 1

ok784:                                            ; preds = %ok775
  %pos789 = mul i64 %pos781, %dim24
  %pos790 = add i64 %pos789, %mm772
  %elp791 = getelementptr inbounds float, ptr %buf, i64 %pos790
  %el792 = load float, ptr %elp791, align 4, !alias.scope !0, !noalias !3
  store float %el792, ptr %next2_61, align 4
  %cv793 = sitofp i64 %dim to float
  %fd794 = fdiv float 0x3F90624DE0000000, %cv793
  store float %fd794, ptr %gh_62, align 4
  %tup795 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup796 = insertvalue { i64, i64 } %tup795, i64 %dim24, 1
  %proj797 = extractvalue { i64, i64 } %tup796, 1
  %cv798 = sitofp i64 %proj797 to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gw_63, align 4
  %v800 = load float, ptr %next2_57, align 4
  %fm801 = fmul float 2.000000e+00, %v800
  store float %fm801, ptr %"%cse0_64", align 4
  %v802 = load float, ptr %next2_60, align 4
  %v803 = load float, ptr %next2_54, align 4
  %fa804 = fadd float %v802, %v803
  %v805 = load float, ptr %"%cse0_64", align 4
  %fs806 = fsub float %fa804, %v805
  %v807 = load float, ptr %gh_62, align 4
  %v808 = load float, ptr %gw_63, align 4
  %fm809 = fmul float 0x3FB99999A0000000, %v808
  %fd810 = fdiv float %v807, %fm809
  %fd811 = fdiv float %fs806, %fd810
  %v812 = load float, ptr %next2_58, align 4
  %v813 = load float, ptr %next2_56, align 4
  %fa814 = fadd float %v812, %v813
  %v815 = load float, ptr %"%cse0_64", align 4
  %fs816 = fsub float %fa814, %v815
  %v817 = load float, ptr %gw_63, align 4
  %v818 = load float, ptr %gh_62, align 4
  %fm819 = fmul float 0x3FB99999A0000000, %v818
  %fd820 = fdiv float %v817, %fm819
  %fd821 = fdiv float %fs816, %fd820
  %fa822 = fadd float %fd811, %fd821
  %v823 = load float, ptr %next2_57, align 4
  %fs824 = fsub float 8.000000e+01, %v823
  %v825 = load float, ptr %gh_62, align 4
  %fm826 = fmul float 1.000000e+02, %v825
  %v827 = load float, ptr %gw_63, align 4
  %fm828 = fmul float %fm826, %v827
  %fd829 = fdiv float 0x3F40624DE0000000, %fm828
  %fd830 = fdiv float %fs824, %fd829
  %fa831 = fadd float %fa822, %fd830
  store float %fa831, ptr %flux3_50, align 4
  %v832 = load i64, ptr %i, align 8
  %v833 = load i64, ptr %j, align 8
  %pos834 = mul i64 0, %dim
  %pos835 = add i64 %pos834, %v832
  %pos836 = mul i64 %pos835, %dim24
  %pos837 = add i64 %pos836, %v833
  %elp838 = getelementptr inbounds float, ptr %buf, i64 %pos837
  %el839 = load float, ptr %elp838, align 4, !alias.scope !0, !noalias !3
  store float %el839, ptr %next2_68, align 4
  %v840 = load i64, ptr %i, align 8
  %v841 = load i64, ptr %j, align 8
  %pos842 = mul i64 0, %dim6
  %pos843 = add i64 %pos842, %v840
  %pos844 = mul i64 %pos843, %dim33
  %pos845 = add i64 %pos844, %v841
  %elp846 = getelementptr inbounds float, ptr %buf458, i64 %pos845
  %el847 = load float, ptr %elp846, align 4, !alias.scope !6, !noalias !7
  store float %el847, ptr %power_69, align 4
  %v848 = load float, ptr %next2_68, align 4
  %v849 = load float, ptr %gw_63, align 4
  %fm850 = fmul float 0x407B580020000000, %v849
  %v851 = load float, ptr %gh_62, align 4
  %fm852 = fmul float %fm850, %v851
  %fd853 = fdiv float 0x3E8392CBA0000000, %fm852
  %v854 = load float, ptr %power_69, align 4
  %v855 = load float, ptr %flux3_50, align 4
  %fa856 = fadd float %v854, %v855
  %fm857 = fmul float %fd853, %fa856
  %fa858 = fadd float %v848, %fm857
  store float %fa858, ptr %next3_65, align 4
  %v859 = load i64, ptr %i, align 8
  %v860 = load i64, ptr %j, align 8
  %pos861 = mul i64 0, %dim
  %pos862 = add i64 %pos861, %v859
  %pos863 = mul i64 %pos862, %dim24
  %pos864 = add i64 %pos863, %v860
  %v865 = load float, ptr %next3_65, align 4
  %elp866 = getelementptr inbounds float, ptr %buf480, i64 %pos864
  store float %v865, ptr %elp866, align 4, !alias.scope !8, !noalias !9
  %i867 = load i64, ptr %j, align 8
  %next868 = add i64 %i867, 1
  store i64 %next868, ptr %j, align 8
  br label %loop483

proved1058:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1061

checked1059:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1276

versions_done1060:                                ; preds = %exit1278, %exit1063
  store i64 %min59, ptr %j, align 8
  %v1618 = load i64, ptr %i, align 8
  %add1619 = add i64 %v1618, -1
  %sub1620 = sub i64 %dim, 1
  %c1621 = icmp slt i64 %add1619, %sub1620
  %mm1622 = select i1 %c1621, i64 %add1619, i64 %sub1620
  %c1623 = icmp sgt i64 0, %mm1622
  %mm1624 = select i1 %c1623, i64 0, i64 %mm1622
  %base1625 = sext i64 %mm1624 to i128
  %fits_low1626 = icmp sge i128 %base1625, -9223372036854775808
  %fits_high1627 = icmp sle i128 %base1625, 9223372036854775807
  %fits1628 = and i1 %fits_low1626, %fits_high1627
  %least1629 = select i1 %fits1628, i128 %base1625, i128 -9223372036854775808
  %most1630 = select i1 %fits1628, i128 %base1625, i128 9223372036854775807
  %extent1631 = sext i64 %dim to i128
  %low_ok1632 = icmp sge i128 %least1629, 0
  %high_ok1633 = icmp slt i128 %most1630, %extent1631
  %ok1634 = and i1 true, %low_ok1632
  %ok1635 = and i1 %ok1634, %high_ok1633
  %v1636 = load i64, ptr %j, align 8
  %add1637 = add i64 %v1636, -1
  %base1638 = sext i64 %add1637 to i128
  %next1639 = add i64 %min59, 1
  store i64 %next1639, ptr %j, align 8
  %v1640 = load i64, ptr %j, align 8
  %add1641 = add i64 %v1640, -1
  store i64 %min59, ptr %j, align 8
  %at_next1642 = sext i64 %add1641 to i128
  %step1643 = sub i128 %at_next1642, %base1638
  %step1644 = trunc i128 %step1643 to i64
  %step1645 = sext i64 %step1644 to i128
  %len1646 = sub i64 %dim24, %min59
  %span1647 = sub i64 %len1646, 1
  %span1648 = sext i64 %span1647 to i128
  %reach1649 = mul i128 %step1645, %span1648
  %c1650 = icmp slt i128 %reach1649, 0
  %min1651 = select i1 %c1650, i128 %reach1649, i128 0
  %c1652 = icmp sgt i128 %reach1649, 0
  %max1653 = select i1 %c1652, i128 %reach1649, i128 0
  %least1654 = add i128 %base1638, %min1651
  %most1655 = add i128 %base1638, %max1653
  %fits_low1656 = icmp sge i128 %least1654, -9223372036854775808
  %fits_high1657 = icmp sle i128 %most1655, 9223372036854775807
  %fits1658 = and i1 %fits_low1656, %fits_high1657
  %least1659 = select i1 %fits1658, i128 %least1654, i128 -9223372036854775808
  %most1660 = select i1 %fits1658, i128 %most1655, i128 9223372036854775807
  %sub1661 = sub i64 %dim24, 1
  %base1662 = sext i64 %sub1661 to i128
  %fits_low1663 = icmp sge i128 %base1662, -9223372036854775808
  %fits_high1664 = icmp sle i128 %base1662, 9223372036854775807
  %fits1665 = and i1 %fits_low1663, %fits_high1664
  %least1666 = select i1 %fits1665, i128 %base1662, i128 -9223372036854775808
  %most1667 = select i1 %fits1665, i128 %base1662, i128 9223372036854775807
  %c1668 = icmp slt i128 %least1659, %least1666
  %min1669 = select i1 %c1668, i128 %least1659, i128 %least1666
  %c1670 = icmp slt i128 %most1660, %most1667
  %min1671 = select i1 %c1670, i128 %most1660, i128 %most1667
  %c1672 = icmp sgt i128 0, %min1669
  %max1673 = select i1 %c1672, i128 0, i128 %min1669
  %c1674 = icmp sgt i128 0, %min1671
  %max1675 = select i1 %c1674, i128 0, i128 %min1671
  %extent1676 = sext i64 %dim24 to i128
  %low_ok1677 = icmp sge i128 %max1673, 0
  %high_ok1678 = icmp slt i128 %max1675, %extent1676
  %ok1679 = and i1 %ok1635, %low_ok1677
  %ok1680 = and i1 %ok1679, %high_ok1678
  %v1681 = load i64, ptr %j, align 8
  %add1682 = add i64 %v1681, 0
  %base1683 = sext i64 %add1682 to i128
  %next1684 = add i64 %min59, 1
  store i64 %next1684, ptr %j, align 8
  %v1685 = load i64, ptr %j, align 8
  %add1686 = add i64 %v1685, 0
  store i64 %min59, ptr %j, align 8
  %at_next1687 = sext i64 %add1686 to i128
  %step1688 = sub i128 %at_next1687, %base1683
  %step1689 = trunc i128 %step1688 to i64
  %step1690 = sext i64 %step1689 to i128
  %len1691 = sub i64 %dim24, %min59
  %span1692 = sub i64 %len1691, 1
  %span1693 = sext i64 %span1692 to i128
  %reach1694 = mul i128 %step1690, %span1693
  %c1695 = icmp slt i128 %reach1694, 0
  %min1696 = select i1 %c1695, i128 %reach1694, i128 0
  %c1697 = icmp sgt i128 %reach1694, 0
  %max1698 = select i1 %c1697, i128 %reach1694, i128 0
  %least1699 = add i128 %base1683, %min1696
  %most1700 = add i128 %base1683, %max1698
  %fits_low1701 = icmp sge i128 %least1699, -9223372036854775808
  %fits_high1702 = icmp sle i128 %most1700, 9223372036854775807
  %fits1703 = and i1 %fits_low1701, %fits_high1702
  %least1704 = select i1 %fits1703, i128 %least1699, i128 -9223372036854775808
  %most1705 = select i1 %fits1703, i128 %most1700, i128 9223372036854775807
  %sub1706 = sub i64 %dim24, 1
  %base1707 = sext i64 %sub1706 to i128
  %fits_low1708 = icmp sge i128 %base1707, -9223372036854775808
  %fits_high1709 = icmp sle i128 %base1707, 9223372036854775807
  %fits1710 = and i1 %fits_low1708, %fits_high1709
  %least1711 = select i1 %fits1710, i128 %base1707, i128 -9223372036854775808
  %most1712 = select i1 %fits1710, i128 %base1707, i128 9223372036854775807
  %c1713 = icmp slt i128 %least1704, %least1711
  %min1714 = select i1 %c1713, i128 %least1704, i128 %least1711
  %c1715 = icmp slt i128 %most1705, %most1712
  %min1716 = select i1 %c1715, i128 %most1705, i128 %most1712
  %c1717 = icmp sgt i128 0, %min1714
  %max1718 = select i1 %c1717, i128 0, i128 %min1714
  %c1719 = icmp sgt i128 0, %min1716
  %max1720 = select i1 %c1719, i128 0, i128 %min1716
  %extent1721 = sext i64 %dim24 to i128
  %low_ok1722 = icmp sge i128 %max1718, 0
  %high_ok1723 = icmp slt i128 %max1720, %extent1721
  %ok1724 = and i1 %ok1680, %low_ok1722
  %ok1725 = and i1 %ok1724, %high_ok1723
  %v1726 = load i64, ptr %j, align 8
  %add1727 = add i64 %v1726, 1
  %base1728 = sext i64 %add1727 to i128
  %next1729 = add i64 %min59, 1
  store i64 %next1729, ptr %j, align 8
  %v1730 = load i64, ptr %j, align 8
  %add1731 = add i64 %v1730, 1
  store i64 %min59, ptr %j, align 8
  %at_next1732 = sext i64 %add1731 to i128
  %step1733 = sub i128 %at_next1732, %base1728
  %step1734 = trunc i128 %step1733 to i64
  %step1735 = sext i64 %step1734 to i128
  %len1736 = sub i64 %dim24, %min59
  %span1737 = sub i64 %len1736, 1
  %span1738 = sext i64 %span1737 to i128
  %reach1739 = mul i128 %step1735, %span1738
  %c1740 = icmp slt i128 %reach1739, 0
  %min1741 = select i1 %c1740, i128 %reach1739, i128 0
  %c1742 = icmp sgt i128 %reach1739, 0
  %max1743 = select i1 %c1742, i128 %reach1739, i128 0
  %least1744 = add i128 %base1728, %min1741
  %most1745 = add i128 %base1728, %max1743
  %fits_low1746 = icmp sge i128 %least1744, -9223372036854775808
  %fits_high1747 = icmp sle i128 %most1745, 9223372036854775807
  %fits1748 = and i1 %fits_low1746, %fits_high1747
  %least1749 = select i1 %fits1748, i128 %least1744, i128 -9223372036854775808
  %most1750 = select i1 %fits1748, i128 %most1745, i128 9223372036854775807
  %sub1751 = sub i64 %dim24, 1
  %base1752 = sext i64 %sub1751 to i128
  %fits_low1753 = icmp sge i128 %base1752, -9223372036854775808
  %fits_high1754 = icmp sle i128 %base1752, 9223372036854775807
  %fits1755 = and i1 %fits_low1753, %fits_high1754
  %least1756 = select i1 %fits1755, i128 %base1752, i128 -9223372036854775808
  %most1757 = select i1 %fits1755, i128 %base1752, i128 9223372036854775807
  %c1758 = icmp slt i128 %least1749, %least1756
  %min1759 = select i1 %c1758, i128 %least1749, i128 %least1756
  %c1760 = icmp slt i128 %most1750, %most1757
  %min1761 = select i1 %c1760, i128 %most1750, i128 %most1757
  %c1762 = icmp sgt i128 0, %min1759
  %max1763 = select i1 %c1762, i128 0, i128 %min1759
  %c1764 = icmp sgt i128 0, %min1761
  %max1765 = select i1 %c1764, i128 0, i128 %min1761
  %extent1766 = sext i64 %dim24 to i128
  %low_ok1767 = icmp sge i128 %max1763, 0
  %high_ok1768 = icmp slt i128 %max1765, %extent1766
  %ok1769 = and i1 %ok1725, %low_ok1767
  %ok1770 = and i1 %ok1769, %high_ok1768
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, 0
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %base1778 = sext i64 %mm1777 to i128
  %fits_low1779 = icmp sge i128 %base1778, -9223372036854775808
  %fits_high1780 = icmp sle i128 %base1778, 9223372036854775807
  %fits1781 = and i1 %fits_low1779, %fits_high1780
  %least1782 = select i1 %fits1781, i128 %base1778, i128 -9223372036854775808
  %most1783 = select i1 %fits1781, i128 %base1778, i128 9223372036854775807
  %extent1784 = sext i64 %dim to i128
  %low_ok1785 = icmp sge i128 %least1782, 0
  %high_ok1786 = icmp slt i128 %most1783, %extent1784
  %ok1787 = and i1 %ok1770, %low_ok1785
  %ok1788 = and i1 %ok1787, %high_ok1786
  %v1789 = load i64, ptr %i, align 8
  %add1790 = add i64 %v1789, 1
  %sub1791 = sub i64 %dim, 1
  %c1792 = icmp slt i64 %add1790, %sub1791
  %mm1793 = select i1 %c1792, i64 %add1790, i64 %sub1791
  %c1794 = icmp sgt i64 0, %mm1793
  %mm1795 = select i1 %c1794, i64 0, i64 %mm1793
  %base1796 = sext i64 %mm1795 to i128
  %fits_low1797 = icmp sge i128 %base1796, -9223372036854775808
  %fits_high1798 = icmp sle i128 %base1796, 9223372036854775807
  %fits1799 = and i1 %fits_low1797, %fits_high1798
  %least1800 = select i1 %fits1799, i128 %base1796, i128 -9223372036854775808
  %most1801 = select i1 %fits1799, i128 %base1796, i128 9223372036854775807
  %extent1802 = sext i64 %dim to i128
  %low_ok1803 = icmp sge i128 %least1800, 0
  %high_ok1804 = icmp slt i128 %most1801, %extent1802
  %ok1805 = and i1 %ok1788, %low_ok1803
  %ok1806 = and i1 %ok1805, %high_ok1804
  br i1 %ok1806, label %proved1807, label %checked1808

loop1061:                                         ; preds = %body1062, %proved1058
  %i1064 = load i64, ptr %j, align 8
  %more1065 = icmp slt i64 %i1064, %min59
  br i1 %more1065, label %body1062, label %exit1063

body1062:                                         ; preds = %loop1061
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, -1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap = add i64 %j1073, -1
  %pos1074 = mul i64 0, %dim
  %pos1075 = add i64 %pos1074, %mm1072
  %pos1076 = mul i64 %pos1075, %dim24
  %pos1077 = add i64 %pos1076, %tap
  %elp1078 = getelementptr inbounds float, ptr %buf, i64 %pos1077
  %el1079 = load float, ptr %elp1078, align 4, !alias.scope !0, !noalias !3
  store float %el1079, ptr %next2_53, align 4
  %v1080 = load i64, ptr %i, align 8
  %add1081 = add i64 %v1080, -1
  %sub1082 = sub i64 %dim, 1
  %c1083 = icmp slt i64 %add1081, %sub1082
  %mm1084 = select i1 %c1083, i64 %add1081, i64 %sub1082
  %c1085 = icmp sgt i64 0, %mm1084
  %mm1086 = select i1 %c1085, i64 0, i64 %mm1084
  %j1087 = load i64, ptr %j, align 8
  %tap1088 = add i64 %j1087, 0
  %pos1089 = mul i64 0, %dim
  %pos1090 = add i64 %pos1089, %mm1086
  %pos1091 = mul i64 %pos1090, %dim24
  %pos1092 = add i64 %pos1091, %tap1088
  %elp1093 = getelementptr inbounds float, ptr %buf, i64 %pos1092
  %el1094 = load float, ptr %elp1093, align 4, !alias.scope !0, !noalias !3
  store float %el1094, ptr %next2_54, align 4
  %v1095 = load i64, ptr %i, align 8
  %add1096 = add i64 %v1095, -1
  %sub1097 = sub i64 %dim, 1
  %c1098 = icmp slt i64 %add1096, %sub1097
  %mm1099 = select i1 %c1098, i64 %add1096, i64 %sub1097
  %c1100 = icmp sgt i64 0, %mm1099
  %mm1101 = select i1 %c1100, i64 0, i64 %mm1099
  %j1102 = load i64, ptr %j, align 8
  %tap1103 = add i64 %j1102, 1
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1101
  %pos1106 = mul i64 %pos1105, %dim24
  %pos1107 = add i64 %pos1106, %tap1103
  %elp1108 = getelementptr inbounds float, ptr %buf, i64 %pos1107
  %el1109 = load float, ptr %elp1108, align 4, !alias.scope !0, !noalias !3
  store float %el1109, ptr %next2_55, align 4
  %v1110 = load i64, ptr %i, align 8
  %add1111 = add i64 %v1110, 0
  %sub1112 = sub i64 %dim, 1
  %c1113 = icmp slt i64 %add1111, %sub1112
  %mm1114 = select i1 %c1113, i64 %add1111, i64 %sub1112
  %c1115 = icmp sgt i64 0, %mm1114
  %mm1116 = select i1 %c1115, i64 0, i64 %mm1114
  %j1117 = load i64, ptr %j, align 8
  %tap1118 = add i64 %j1117, -1
  %pos1119 = mul i64 0, %dim
  %pos1120 = add i64 %pos1119, %mm1116
  %pos1121 = mul i64 %pos1120, %dim24
  %pos1122 = add i64 %pos1121, %tap1118
  %elp1123 = getelementptr inbounds float, ptr %buf, i64 %pos1122
  %el1124 = load float, ptr %elp1123, align 4, !alias.scope !0, !noalias !3
  store float %el1124, ptr %next2_56, align 4
  %v1125 = load i64, ptr %i, align 8
  %add1126 = add i64 %v1125, 0
  %sub1127 = sub i64 %dim, 1
  %c1128 = icmp slt i64 %add1126, %sub1127
  %mm1129 = select i1 %c1128, i64 %add1126, i64 %sub1127
  %c1130 = icmp sgt i64 0, %mm1129
  %mm1131 = select i1 %c1130, i64 0, i64 %mm1129
  %j1132 = load i64, ptr %j, align 8
  %tap1133 = add i64 %j1132, 0
  %pos1134 = mul i64 0, %dim
  %pos1135 = add i64 %pos1134, %mm1131
  %pos1136 = mul i64 %pos1135, %dim24
  %pos1137 = add i64 %pos1136, %tap1133
  %elp1138 = getelementptr inbounds float, ptr %buf, i64 %pos1137
  %el1139 = load float, ptr %elp1138, align 4, !alias.scope !0, !noalias !3
  store float %el1139, ptr %next2_57, align 4
  %v1140 = load i64, ptr %i, align 8
  %add1141 = add i64 %v1140, 0
  %sub1142 = sub i64 %dim, 1
  %c1143 = icmp slt i64 %add1141, %sub1142
  %mm1144 = select i1 %c1143, i64 %add1141, i64 %sub1142
  %c1145 = icmp sgt i64 0, %mm1144
  %mm1146 = select i1 %c1145, i64 0, i64 %mm1144
  %j1147 = load i64, ptr %j, align 8
  %tap1148 = add i64 %j1147, 1
  %pos1149 = mul i64 0, %dim
  %pos1150 = add i64 %pos1149, %mm1146
  %pos1151 = mul i64 %pos1150, %dim24
  %pos1152 = add i64 %pos1151, %tap1148
  %elp1153 = getelementptr inbounds float, ptr %buf, i64 %pos1152
  %el1154 = load float, ptr %elp1153, align 4, !alias.scope !0, !noalias !3
  store float %el1154, ptr %next2_58, align 4
  %v1155 = load i64, ptr %i, align 8
  %add1156 = add i64 %v1155, 1
  %sub1157 = sub i64 %dim, 1
  %c1158 = icmp slt i64 %add1156, %sub1157
  %mm1159 = select i1 %c1158, i64 %add1156, i64 %sub1157
  %c1160 = icmp sgt i64 0, %mm1159
  %mm1161 = select i1 %c1160, i64 0, i64 %mm1159
  %j1162 = load i64, ptr %j, align 8
  %tap1163 = add i64 %j1162, -1
  %pos1164 = mul i64 0, %dim
  %pos1165 = add i64 %pos1164, %mm1161
  %pos1166 = mul i64 %pos1165, %dim24
  %pos1167 = add i64 %pos1166, %tap1163
  %elp1168 = getelementptr inbounds float, ptr %buf, i64 %pos1167
  %el1169 = load float, ptr %elp1168, align 4, !alias.scope !0, !noalias !3
  store float %el1169, ptr %next2_59, align 4
  %v1170 = load i64, ptr %i, align 8
  %add1171 = add i64 %v1170, 1
  %sub1172 = sub i64 %dim, 1
  %c1173 = icmp slt i64 %add1171, %sub1172
  %mm1174 = select i1 %c1173, i64 %add1171, i64 %sub1172
  %c1175 = icmp sgt i64 0, %mm1174
  %mm1176 = select i1 %c1175, i64 0, i64 %mm1174
  %j1177 = load i64, ptr %j, align 8
  %tap1178 = add i64 %j1177, 0
  %pos1179 = mul i64 0, %dim
  %pos1180 = add i64 %pos1179, %mm1176
  %pos1181 = mul i64 %pos1180, %dim24
  %pos1182 = add i64 %pos1181, %tap1178
  %elp1183 = getelementptr inbounds float, ptr %buf, i64 %pos1182
  %el1184 = load float, ptr %elp1183, align 4, !alias.scope !0, !noalias !3
  store float %el1184, ptr %next2_60, align 4
  %v1185 = load i64, ptr %i, align 8
  %add1186 = add i64 %v1185, 1
  %sub1187 = sub i64 %dim, 1
  %c1188 = icmp slt i64 %add1186, %sub1187
  %mm1189 = select i1 %c1188, i64 %add1186, i64 %sub1187
  %c1190 = icmp sgt i64 0, %mm1189
  %mm1191 = select i1 %c1190, i64 0, i64 %mm1189
  %j1192 = load i64, ptr %j, align 8
  %tap1193 = add i64 %j1192, 1
  %pos1194 = mul i64 0, %dim
  %pos1195 = add i64 %pos1194, %mm1191
  %pos1196 = mul i64 %pos1195, %dim24
  %pos1197 = add i64 %pos1196, %tap1193
  %elp1198 = getelementptr inbounds float, ptr %buf, i64 %pos1197
  %el1199 = load float, ptr %elp1198, align 4, !alias.scope !0, !noalias !3
  store float %el1199, ptr %next2_61, align 4
  %cv1200 = sitofp i64 %dim to float
  %fd1201 = fdiv float 0x3F90624DE0000000, %cv1200
  store float %fd1201, ptr %gh_62, align 4
  %tup1202 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1203 = insertvalue { i64, i64 } %tup1202, i64 %dim24, 1
  %proj1204 = extractvalue { i64, i64 } %tup1203, 1
  %cv1205 = sitofp i64 %proj1204 to float
  %fd1206 = fdiv float 0x3F90624DE0000000, %cv1205
  store float %fd1206, ptr %gw_63, align 4
  %v1207 = load float, ptr %next2_57, align 4
  %fm1208 = fmul float 2.000000e+00, %v1207
  store float %fm1208, ptr %"%cse0_64", align 4
  %v1209 = load float, ptr %next2_60, align 4
  %v1210 = load float, ptr %next2_54, align 4
  %fa1211 = fadd float %v1209, %v1210
  %v1212 = load float, ptr %"%cse0_64", align 4
  %fs1213 = fsub float %fa1211, %v1212
  %v1214 = load float, ptr %gh_62, align 4
  %v1215 = load float, ptr %gw_63, align 4
  %fm1216 = fmul float 0x3FB99999A0000000, %v1215
  %fd1217 = fdiv float %v1214, %fm1216
  %fd1218 = fdiv float %fs1213, %fd1217
  %v1219 = load float, ptr %next2_58, align 4
  %v1220 = load float, ptr %next2_56, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_64", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gw_63, align 4
  %v1225 = load float, ptr %gh_62, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %fa1229 = fadd float %fd1218, %fd1228
  %v1230 = load float, ptr %next2_57, align 4
  %fs1231 = fsub float 8.000000e+01, %v1230
  %v1232 = load float, ptr %gh_62, align 4
  %fm1233 = fmul float 1.000000e+02, %v1232
  %v1234 = load float, ptr %gw_63, align 4
  %fm1235 = fmul float %fm1233, %v1234
  %fd1236 = fdiv float 0x3F40624DE0000000, %fm1235
  %fd1237 = fdiv float %fs1231, %fd1236
  %fa1238 = fadd float %fa1229, %fd1237
  store float %fa1238, ptr %flux3_50, align 4
  %v1239 = load i64, ptr %i, align 8
  %v1240 = load i64, ptr %j, align 8
  %pos1241 = mul i64 0, %dim
  %pos1242 = add i64 %pos1241, %v1239
  %pos1243 = mul i64 %pos1242, %dim24
  %pos1244 = add i64 %pos1243, %v1240
  %elp1245 = getelementptr inbounds float, ptr %buf, i64 %pos1244
  %el1246 = load float, ptr %elp1245, align 4, !alias.scope !0, !noalias !3
  store float %el1246, ptr %next2_68, align 4
  %v1247 = load i64, ptr %i, align 8
  %v1248 = load i64, ptr %j, align 8
  %pos1249 = mul i64 0, %dim6
  %pos1250 = add i64 %pos1249, %v1247
  %pos1251 = mul i64 %pos1250, %dim33
  %pos1252 = add i64 %pos1251, %v1248
  %elp1253 = getelementptr inbounds float, ptr %buf458, i64 %pos1252
  %el1254 = load float, ptr %elp1253, align 4, !alias.scope !6, !noalias !7
  store float %el1254, ptr %power_69, align 4
  %v1255 = load float, ptr %next2_68, align 4
  %v1256 = load float, ptr %gw_63, align 4
  %fm1257 = fmul float 0x407B580020000000, %v1256
  %v1258 = load float, ptr %gh_62, align 4
  %fm1259 = fmul float %fm1257, %v1258
  %fd1260 = fdiv float 0x3E8392CBA0000000, %fm1259
  %v1261 = load float, ptr %power_69, align 4
  %v1262 = load float, ptr %flux3_50, align 4
  %fa1263 = fadd float %v1261, %v1262
  %fm1264 = fmul float %fd1260, %fa1263
  %fa1265 = fadd float %v1255, %fm1264
  store float %fa1265, ptr %next3_65, align 4
  %v1266 = load i64, ptr %i, align 8
  %v1267 = load i64, ptr %j, align 8
  %pos1268 = mul i64 0, %dim
  %pos1269 = add i64 %pos1268, %v1266
  %pos1270 = mul i64 %pos1269, %dim24
  %pos1271 = add i64 %pos1270, %v1267
  %v1272 = load float, ptr %next3_65, align 4
  %elp1273 = getelementptr inbounds float, ptr %buf480, i64 %pos1271
  store float %v1272, ptr %elp1273, align 4, !alias.scope !8, !noalias !9
  %i1274 = load i64, ptr %j, align 8
  %next1275 = add i64 %i1274, 1
  store i64 %next1275, ptr %j, align 8
  br label %loop1061

exit1063:                                         ; preds = %loop1061
  br label %versions_done1060

loop1276:                                         ; preds = %ok1533, %checked1059
  %i1279 = load i64, ptr %j, align 8
  %more1280 = icmp slt i64 %i1279, %min59
  br i1 %more1280, label %body1277, label %exit1278

body1277:                                         ; preds = %loop1276
  %v1281 = load i64, ptr %i, align 8
  %add1282 = add i64 %v1281, -1
  %sub1283 = sub i64 %dim, 1
  %c1284 = icmp slt i64 %add1282, %sub1283
  %mm1285 = select i1 %c1284, i64 %add1282, i64 %sub1283
  %c1286 = icmp sgt i64 0, %mm1285
  %mm1287 = select i1 %c1286, i64 0, i64 %mm1285
  %j1288 = load i64, ptr %j, align 8
  %tap1289 = add i64 %j1288, -1
  %inb1290 = icmp ult i64 %mm1287, %dim
  br i1 %inb1290, label %ok1292, label %fail1291

exit1278:                                         ; preds = %loop1276
  br label %versions_done1060

fail1291:                                         ; preds = %body1277
  %errp1293 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1293, align 8
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1287, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1296, align 8
  ret i32 1

ok1292:                                           ; preds = %body1277
  %pos1297 = mul i64 0, %dim
  %pos1298 = add i64 %pos1297, %mm1287
  %inb1299 = icmp ult i64 %tap1289, %dim24
  br i1 %inb1299, label %ok1301, label %fail1300

fail1300:                                         ; preds = %ok1292
  %errp1302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1302, align 8
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1289, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1305, align 8
  ret i32 1

ok1301:                                           ; preds = %ok1292
  %pos1306 = mul i64 %pos1298, %dim24
  %pos1307 = add i64 %pos1306, %tap1289
  %elp1308 = getelementptr inbounds float, ptr %buf, i64 %pos1307
  %el1309 = load float, ptr %elp1308, align 4, !alias.scope !0, !noalias !3
  store float %el1309, ptr %next2_53, align 4
  %v1310 = load i64, ptr %i, align 8
  %add1311 = add i64 %v1310, -1
  %sub1312 = sub i64 %dim, 1
  %c1313 = icmp slt i64 %add1311, %sub1312
  %mm1314 = select i1 %c1313, i64 %add1311, i64 %sub1312
  %c1315 = icmp sgt i64 0, %mm1314
  %mm1316 = select i1 %c1315, i64 0, i64 %mm1314
  %j1317 = load i64, ptr %j, align 8
  %tap1318 = add i64 %j1317, 0
  %inb1319 = icmp ult i64 %mm1316, %dim
  br i1 %inb1319, label %ok1321, label %fail1320

fail1320:                                         ; preds = %ok1301
  %errp1322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1322, align 8
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1316, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1325, align 8
  ret i32 1

ok1321:                                           ; preds = %ok1301
  %pos1326 = mul i64 0, %dim
  %pos1327 = add i64 %pos1326, %mm1316
  %inb1328 = icmp ult i64 %tap1318, %dim24
  br i1 %inb1328, label %ok1330, label %fail1329

fail1329:                                         ; preds = %ok1321
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1318, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1334, align 8
  ret i32 1

ok1330:                                           ; preds = %ok1321
  %pos1335 = mul i64 %pos1327, %dim24
  %pos1336 = add i64 %pos1335, %tap1318
  %elp1337 = getelementptr inbounds float, ptr %buf, i64 %pos1336
  %el1338 = load float, ptr %elp1337, align 4, !alias.scope !0, !noalias !3
  store float %el1338, ptr %next2_54, align 4
  %v1339 = load i64, ptr %i, align 8
  %add1340 = add i64 %v1339, -1
  %sub1341 = sub i64 %dim, 1
  %c1342 = icmp slt i64 %add1340, %sub1341
  %mm1343 = select i1 %c1342, i64 %add1340, i64 %sub1341
  %c1344 = icmp sgt i64 0, %mm1343
  %mm1345 = select i1 %c1344, i64 0, i64 %mm1343
  %j1346 = load i64, ptr %j, align 8
  %tap1347 = add i64 %j1346, 1
  %inb1348 = icmp ult i64 %mm1345, %dim
  br i1 %inb1348, label %ok1350, label %fail1349

fail1349:                                         ; preds = %ok1330
  %errp1351 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1351, align 8
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1345, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1354, align 8
  ret i32 1

ok1350:                                           ; preds = %ok1330
  %pos1355 = mul i64 0, %dim
  %pos1356 = add i64 %pos1355, %mm1345
  %inb1357 = icmp ult i64 %tap1347, %dim24
  br i1 %inb1357, label %ok1359, label %fail1358

fail1358:                                         ; preds = %ok1350
  %errp1360 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1360, align 8
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1347, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1363, align 8
  ret i32 1

ok1359:                                           ; preds = %ok1350
  %pos1364 = mul i64 %pos1356, %dim24
  %pos1365 = add i64 %pos1364, %tap1347
  %elp1366 = getelementptr inbounds float, ptr %buf, i64 %pos1365
  %el1367 = load float, ptr %elp1366, align 4, !alias.scope !0, !noalias !3
  store float %el1367, ptr %next2_55, align 4
  %v1368 = load i64, ptr %i, align 8
  %add1369 = add i64 %v1368, 0
  %sub1370 = sub i64 %dim, 1
  %c1371 = icmp slt i64 %add1369, %sub1370
  %mm1372 = select i1 %c1371, i64 %add1369, i64 %sub1370
  %c1373 = icmp sgt i64 0, %mm1372
  %mm1374 = select i1 %c1373, i64 0, i64 %mm1372
  %j1375 = load i64, ptr %j, align 8
  %tap1376 = add i64 %j1375, -1
  %inb1377 = icmp ult i64 %mm1374, %dim
  br i1 %inb1377, label %ok1379, label %fail1378

fail1378:                                         ; preds = %ok1359
  %errp1380 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1380, align 8
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1374, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1383, align 8
  ret i32 1

ok1379:                                           ; preds = %ok1359
  %pos1384 = mul i64 0, %dim
  %pos1385 = add i64 %pos1384, %mm1374
  %inb1386 = icmp ult i64 %tap1376, %dim24
  br i1 %inb1386, label %ok1388, label %fail1387

fail1387:                                         ; preds = %ok1379
  %errp1389 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1389, align 8
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1376, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1392, align 8
  ret i32 1

ok1388:                                           ; preds = %ok1379
  %pos1393 = mul i64 %pos1385, %dim24
  %pos1394 = add i64 %pos1393, %tap1376
  %elp1395 = getelementptr inbounds float, ptr %buf, i64 %pos1394
  %el1396 = load float, ptr %elp1395, align 4, !alias.scope !0, !noalias !3
  store float %el1396, ptr %next2_56, align 4
  %v1397 = load i64, ptr %i, align 8
  %add1398 = add i64 %v1397, 0
  %sub1399 = sub i64 %dim, 1
  %c1400 = icmp slt i64 %add1398, %sub1399
  %mm1401 = select i1 %c1400, i64 %add1398, i64 %sub1399
  %c1402 = icmp sgt i64 0, %mm1401
  %mm1403 = select i1 %c1402, i64 0, i64 %mm1401
  %j1404 = load i64, ptr %j, align 8
  %tap1405 = add i64 %j1404, 0
  %inb1406 = icmp ult i64 %mm1403, %dim
  br i1 %inb1406, label %ok1408, label %fail1407

fail1407:                                         ; preds = %ok1388
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1409, align 8
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1403, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1412, align 8
  ret i32 1

ok1408:                                           ; preds = %ok1388
  %pos1413 = mul i64 0, %dim
  %pos1414 = add i64 %pos1413, %mm1403
  %inb1415 = icmp ult i64 %tap1405, %dim24
  br i1 %inb1415, label %ok1417, label %fail1416

fail1416:                                         ; preds = %ok1408
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1405, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1421, align 8
  ret i32 1

ok1417:                                           ; preds = %ok1408
  %pos1422 = mul i64 %pos1414, %dim24
  %pos1423 = add i64 %pos1422, %tap1405
  %elp1424 = getelementptr inbounds float, ptr %buf, i64 %pos1423
  %el1425 = load float, ptr %elp1424, align 4, !alias.scope !0, !noalias !3
  store float %el1425, ptr %next2_57, align 4
  %v1426 = load i64, ptr %i, align 8
  %add1427 = add i64 %v1426, 0
  %sub1428 = sub i64 %dim, 1
  %c1429 = icmp slt i64 %add1427, %sub1428
  %mm1430 = select i1 %c1429, i64 %add1427, i64 %sub1428
  %c1431 = icmp sgt i64 0, %mm1430
  %mm1432 = select i1 %c1431, i64 0, i64 %mm1430
  %j1433 = load i64, ptr %j, align 8
  %tap1434 = add i64 %j1433, 1
  %inb1435 = icmp ult i64 %mm1432, %dim
  br i1 %inb1435, label %ok1437, label %fail1436

fail1436:                                         ; preds = %ok1417
  %errp1438 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1438, align 8
  %errp1439 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1439, align 8
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1432, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1441, align 8
  ret i32 1

ok1437:                                           ; preds = %ok1417
  %pos1442 = mul i64 0, %dim
  %pos1443 = add i64 %pos1442, %mm1432
  %inb1444 = icmp ult i64 %tap1434, %dim24
  br i1 %inb1444, label %ok1446, label %fail1445

fail1445:                                         ; preds = %ok1437
  %errp1447 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1447, align 8
  %errp1448 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1448, align 8
  %errp1449 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1434, ptr %errp1449, align 8
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1450, align 8
  ret i32 1

ok1446:                                           ; preds = %ok1437
  %pos1451 = mul i64 %pos1443, %dim24
  %pos1452 = add i64 %pos1451, %tap1434
  %elp1453 = getelementptr inbounds float, ptr %buf, i64 %pos1452
  %el1454 = load float, ptr %elp1453, align 4, !alias.scope !0, !noalias !3
  store float %el1454, ptr %next2_58, align 4
  %v1455 = load i64, ptr %i, align 8
  %add1456 = add i64 %v1455, 1
  %sub1457 = sub i64 %dim, 1
  %c1458 = icmp slt i64 %add1456, %sub1457
  %mm1459 = select i1 %c1458, i64 %add1456, i64 %sub1457
  %c1460 = icmp sgt i64 0, %mm1459
  %mm1461 = select i1 %c1460, i64 0, i64 %mm1459
  %j1462 = load i64, ptr %j, align 8
  %tap1463 = add i64 %j1462, -1
  %inb1464 = icmp ult i64 %mm1461, %dim
  br i1 %inb1464, label %ok1466, label %fail1465

fail1465:                                         ; preds = %ok1446
  %errp1467 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1467, align 8
  %errp1468 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1468, align 8
  %errp1469 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1461, ptr %errp1469, align 8
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1470, align 8
  ret i32 1

ok1466:                                           ; preds = %ok1446
  %pos1471 = mul i64 0, %dim
  %pos1472 = add i64 %pos1471, %mm1461
  %inb1473 = icmp ult i64 %tap1463, %dim24
  br i1 %inb1473, label %ok1475, label %fail1474

fail1474:                                         ; preds = %ok1466
  %errp1476 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1476, align 8
  %errp1477 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1477, align 8
  %errp1478 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1463, ptr %errp1478, align 8
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1479, align 8
  ret i32 1

ok1475:                                           ; preds = %ok1466
  %pos1480 = mul i64 %pos1472, %dim24
  %pos1481 = add i64 %pos1480, %tap1463
  %elp1482 = getelementptr inbounds float, ptr %buf, i64 %pos1481
  %el1483 = load float, ptr %elp1482, align 4, !alias.scope !0, !noalias !3
  store float %el1483, ptr %next2_59, align 4
  %v1484 = load i64, ptr %i, align 8
  %add1485 = add i64 %v1484, 1
  %sub1486 = sub i64 %dim, 1
  %c1487 = icmp slt i64 %add1485, %sub1486
  %mm1488 = select i1 %c1487, i64 %add1485, i64 %sub1486
  %c1489 = icmp sgt i64 0, %mm1488
  %mm1490 = select i1 %c1489, i64 0, i64 %mm1488
  %j1491 = load i64, ptr %j, align 8
  %tap1492 = add i64 %j1491, 0
  %inb1493 = icmp ult i64 %mm1490, %dim
  br i1 %inb1493, label %ok1495, label %fail1494

fail1494:                                         ; preds = %ok1475
  %errp1496 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1496, align 8
  %errp1497 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1497, align 8
  %errp1498 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1490, ptr %errp1498, align 8
  %errp1499 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1499, align 8
  ret i32 1

ok1495:                                           ; preds = %ok1475
  %pos1500 = mul i64 0, %dim
  %pos1501 = add i64 %pos1500, %mm1490
  %inb1502 = icmp ult i64 %tap1492, %dim24
  br i1 %inb1502, label %ok1504, label %fail1503

fail1503:                                         ; preds = %ok1495
  %errp1505 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1505, align 8
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1492, ptr %errp1507, align 8
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1508, align 8
  ret i32 1

ok1504:                                           ; preds = %ok1495
  %pos1509 = mul i64 %pos1501, %dim24
  %pos1510 = add i64 %pos1509, %tap1492
  %elp1511 = getelementptr inbounds float, ptr %buf, i64 %pos1510
  %el1512 = load float, ptr %elp1511, align 4, !alias.scope !0, !noalias !3
  store float %el1512, ptr %next2_60, align 4
  %v1513 = load i64, ptr %i, align 8
  %add1514 = add i64 %v1513, 1
  %sub1515 = sub i64 %dim, 1
  %c1516 = icmp slt i64 %add1514, %sub1515
  %mm1517 = select i1 %c1516, i64 %add1514, i64 %sub1515
  %c1518 = icmp sgt i64 0, %mm1517
  %mm1519 = select i1 %c1518, i64 0, i64 %mm1517
  %j1520 = load i64, ptr %j, align 8
  %tap1521 = add i64 %j1520, 1
  %inb1522 = icmp ult i64 %mm1519, %dim
  br i1 %inb1522, label %ok1524, label %fail1523

fail1523:                                         ; preds = %ok1504
  %errp1525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1525, align 8
  %errp1526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1526, align 8
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1519, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1528, align 8
  ret i32 1

ok1524:                                           ; preds = %ok1504
  %pos1529 = mul i64 0, %dim
  %pos1530 = add i64 %pos1529, %mm1519
  %inb1531 = icmp ult i64 %tap1521, %dim24
  br i1 %inb1531, label %ok1533, label %fail1532

fail1532:                                         ; preds = %ok1524
  %errp1534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1534, align 8
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp1535, align 8
  %errp1536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1521, ptr %errp1536, align 8
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1537, align 8
  ret i32 1

ok1533:                                           ; preds = %ok1524
  %pos1538 = mul i64 %pos1530, %dim24
  %pos1539 = add i64 %pos1538, %tap1521
  %elp1540 = getelementptr inbounds float, ptr %buf, i64 %pos1539
  %el1541 = load float, ptr %elp1540, align 4, !alias.scope !0, !noalias !3
  store float %el1541, ptr %next2_61, align 4
  %cv1542 = sitofp i64 %dim to float
  %fd1543 = fdiv float 0x3F90624DE0000000, %cv1542
  store float %fd1543, ptr %gh_62, align 4
  %tup1544 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1545 = insertvalue { i64, i64 } %tup1544, i64 %dim24, 1
  %proj1546 = extractvalue { i64, i64 } %tup1545, 1
  %cv1547 = sitofp i64 %proj1546 to float
  %fd1548 = fdiv float 0x3F90624DE0000000, %cv1547
  store float %fd1548, ptr %gw_63, align 4
  %v1549 = load float, ptr %next2_57, align 4
  %fm1550 = fmul float 2.000000e+00, %v1549
  store float %fm1550, ptr %"%cse0_64", align 4
  %v1551 = load float, ptr %next2_60, align 4
  %v1552 = load float, ptr %next2_54, align 4
  %fa1553 = fadd float %v1551, %v1552
  %v1554 = load float, ptr %"%cse0_64", align 4
  %fs1555 = fsub float %fa1553, %v1554
  %v1556 = load float, ptr %gh_62, align 4
  %v1557 = load float, ptr %gw_63, align 4
  %fm1558 = fmul float 0x3FB99999A0000000, %v1557
  %fd1559 = fdiv float %v1556, %fm1558
  %fd1560 = fdiv float %fs1555, %fd1559
  %v1561 = load float, ptr %next2_58, align 4
  %v1562 = load float, ptr %next2_56, align 4
  %fa1563 = fadd float %v1561, %v1562
  %v1564 = load float, ptr %"%cse0_64", align 4
  %fs1565 = fsub float %fa1563, %v1564
  %v1566 = load float, ptr %gw_63, align 4
  %v1567 = load float, ptr %gh_62, align 4
  %fm1568 = fmul float 0x3FB99999A0000000, %v1567
  %fd1569 = fdiv float %v1566, %fm1568
  %fd1570 = fdiv float %fs1565, %fd1569
  %fa1571 = fadd float %fd1560, %fd1570
  %v1572 = load float, ptr %next2_57, align 4
  %fs1573 = fsub float 8.000000e+01, %v1572
  %v1574 = load float, ptr %gh_62, align 4
  %fm1575 = fmul float 1.000000e+02, %v1574
  %v1576 = load float, ptr %gw_63, align 4
  %fm1577 = fmul float %fm1575, %v1576
  %fd1578 = fdiv float 0x3F40624DE0000000, %fm1577
  %fd1579 = fdiv float %fs1573, %fd1578
  %fa1580 = fadd float %fa1571, %fd1579
  store float %fa1580, ptr %flux3_50, align 4
  %v1581 = load i64, ptr %i, align 8
  %v1582 = load i64, ptr %j, align 8
  %pos1583 = mul i64 0, %dim
  %pos1584 = add i64 %pos1583, %v1581
  %pos1585 = mul i64 %pos1584, %dim24
  %pos1586 = add i64 %pos1585, %v1582
  %elp1587 = getelementptr inbounds float, ptr %buf, i64 %pos1586
  %el1588 = load float, ptr %elp1587, align 4, !alias.scope !0, !noalias !3
  store float %el1588, ptr %next2_68, align 4
  %v1589 = load i64, ptr %i, align 8
  %v1590 = load i64, ptr %j, align 8
  %pos1591 = mul i64 0, %dim6
  %pos1592 = add i64 %pos1591, %v1589
  %pos1593 = mul i64 %pos1592, %dim33
  %pos1594 = add i64 %pos1593, %v1590
  %elp1595 = getelementptr inbounds float, ptr %buf458, i64 %pos1594
  %el1596 = load float, ptr %elp1595, align 4, !alias.scope !6, !noalias !7
  store float %el1596, ptr %power_69, align 4
  %v1597 = load float, ptr %next2_68, align 4
  %v1598 = load float, ptr %gw_63, align 4
  %fm1599 = fmul float 0x407B580020000000, %v1598
  %v1600 = load float, ptr %gh_62, align 4
  %fm1601 = fmul float %fm1599, %v1600
  %fd1602 = fdiv float 0x3E8392CBA0000000, %fm1601
  %v1603 = load float, ptr %power_69, align 4
  %v1604 = load float, ptr %flux3_50, align 4
  %fa1605 = fadd float %v1603, %v1604
  %fm1606 = fmul float %fd1602, %fa1605
  %fa1607 = fadd float %v1597, %fm1606
  store float %fa1607, ptr %next3_65, align 4
  %v1608 = load i64, ptr %i, align 8
  %v1609 = load i64, ptr %j, align 8
  %pos1610 = mul i64 0, %dim
  %pos1611 = add i64 %pos1610, %v1608
  %pos1612 = mul i64 %pos1611, %dim24
  %pos1613 = add i64 %pos1612, %v1609
  %v1614 = load float, ptr %next3_65, align 4
  %elp1615 = getelementptr inbounds float, ptr %buf480, i64 %pos1613
  store float %v1614, ptr %elp1615, align 4, !alias.scope !8, !noalias !9
  %i1616 = load i64, ptr %j, align 8
  %next1617 = add i64 %i1616, 1
  store i64 %next1617, ptr %j, align 8
  br label %loop1276

proved1807:                                       ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop1810

checked1808:                                      ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop2071

versions_done1809:                                ; preds = %exit2073, %exit1812
  %i2458 = load i64, ptr %i, align 8
  %next2459 = add i64 %i2458, 1
  store i64 %next2459, ptr %i, align 8
  br label %loop

loop1810:                                         ; preds = %body1811, %proved1807
  %i1813 = load i64, ptr %j, align 8
  %more1814 = icmp slt i64 %i1813, %dim24
  br i1 %more1814, label %body1811, label %exit1812

body1811:                                         ; preds = %loop1810
  %v1815 = load i64, ptr %i, align 8
  %add1816 = add i64 %v1815, -1
  %sub1817 = sub i64 %dim, 1
  %c1818 = icmp slt i64 %add1816, %sub1817
  %mm1819 = select i1 %c1818, i64 %add1816, i64 %sub1817
  %c1820 = icmp sgt i64 0, %mm1819
  %mm1821 = select i1 %c1820, i64 0, i64 %mm1819
  %v1822 = load i64, ptr %j, align 8
  %add1823 = add i64 %v1822, -1
  %sub1824 = sub i64 %dim24, 1
  %c1825 = icmp slt i64 %add1823, %sub1824
  %mm1826 = select i1 %c1825, i64 %add1823, i64 %sub1824
  %c1827 = icmp sgt i64 0, %mm1826
  %mm1828 = select i1 %c1827, i64 0, i64 %mm1826
  %pos1829 = mul i64 0, %dim
  %pos1830 = add i64 %pos1829, %mm1821
  %pos1831 = mul i64 %pos1830, %dim24
  %pos1832 = add i64 %pos1831, %mm1828
  %elp1833 = getelementptr inbounds float, ptr %buf, i64 %pos1832
  %el1834 = load float, ptr %elp1833, align 4, !alias.scope !0, !noalias !3
  store float %el1834, ptr %next2_53, align 4
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, 0
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
  store float %el1854, ptr %next2_54, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 1
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
  store float %el1874, ptr %next2_55, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, 0
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, -1
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
  store float %el1894, ptr %next2_56, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, 0
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
  store float %el1914, ptr %next2_57, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 1
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
  store float %el1934, ptr %next2_58, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 1
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, -1
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
  store float %el1954, ptr %next2_59, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, 0
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
  store float %el1974, ptr %next2_60, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
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
  store float %el1994, ptr %next2_61, align 4
  %cv1995 = sitofp i64 %dim to float
  %fd1996 = fdiv float 0x3F90624DE0000000, %cv1995
  store float %fd1996, ptr %gh_62, align 4
  %tup1997 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1998 = insertvalue { i64, i64 } %tup1997, i64 %dim24, 1
  %proj1999 = extractvalue { i64, i64 } %tup1998, 1
  %cv2000 = sitofp i64 %proj1999 to float
  %fd2001 = fdiv float 0x3F90624DE0000000, %cv2000
  store float %fd2001, ptr %gw_63, align 4
  %v2002 = load float, ptr %next2_57, align 4
  %fm2003 = fmul float 2.000000e+00, %v2002
  store float %fm2003, ptr %"%cse0_64", align 4
  %v2004 = load float, ptr %next2_60, align 4
  %v2005 = load float, ptr %next2_54, align 4
  %fa2006 = fadd float %v2004, %v2005
  %v2007 = load float, ptr %"%cse0_64", align 4
  %fs2008 = fsub float %fa2006, %v2007
  %v2009 = load float, ptr %gh_62, align 4
  %v2010 = load float, ptr %gw_63, align 4
  %fm2011 = fmul float 0x3FB99999A0000000, %v2010
  %fd2012 = fdiv float %v2009, %fm2011
  %fd2013 = fdiv float %fs2008, %fd2012
  %v2014 = load float, ptr %next2_58, align 4
  %v2015 = load float, ptr %next2_56, align 4
  %fa2016 = fadd float %v2014, %v2015
  %v2017 = load float, ptr %"%cse0_64", align 4
  %fs2018 = fsub float %fa2016, %v2017
  %v2019 = load float, ptr %gw_63, align 4
  %v2020 = load float, ptr %gh_62, align 4
  %fm2021 = fmul float 0x3FB99999A0000000, %v2020
  %fd2022 = fdiv float %v2019, %fm2021
  %fd2023 = fdiv float %fs2018, %fd2022
  %fa2024 = fadd float %fd2013, %fd2023
  %v2025 = load float, ptr %next2_57, align 4
  %fs2026 = fsub float 8.000000e+01, %v2025
  %v2027 = load float, ptr %gh_62, align 4
  %fm2028 = fmul float 1.000000e+02, %v2027
  %v2029 = load float, ptr %gw_63, align 4
  %fm2030 = fmul float %fm2028, %v2029
  %fd2031 = fdiv float 0x3F40624DE0000000, %fm2030
  %fd2032 = fdiv float %fs2026, %fd2031
  %fa2033 = fadd float %fa2024, %fd2032
  store float %fa2033, ptr %flux3_50, align 4
  %v2034 = load i64, ptr %i, align 8
  %v2035 = load i64, ptr %j, align 8
  %pos2036 = mul i64 0, %dim
  %pos2037 = add i64 %pos2036, %v2034
  %pos2038 = mul i64 %pos2037, %dim24
  %pos2039 = add i64 %pos2038, %v2035
  %elp2040 = getelementptr inbounds float, ptr %buf, i64 %pos2039
  %el2041 = load float, ptr %elp2040, align 4, !alias.scope !0, !noalias !3
  store float %el2041, ptr %next2_68, align 4
  %v2042 = load i64, ptr %i, align 8
  %v2043 = load i64, ptr %j, align 8
  %pos2044 = mul i64 0, %dim6
  %pos2045 = add i64 %pos2044, %v2042
  %pos2046 = mul i64 %pos2045, %dim33
  %pos2047 = add i64 %pos2046, %v2043
  %elp2048 = getelementptr inbounds float, ptr %buf458, i64 %pos2047
  %el2049 = load float, ptr %elp2048, align 4, !alias.scope !6, !noalias !7
  store float %el2049, ptr %power_69, align 4
  %v2050 = load float, ptr %next2_68, align 4
  %v2051 = load float, ptr %gw_63, align 4
  %fm2052 = fmul float 0x407B580020000000, %v2051
  %v2053 = load float, ptr %gh_62, align 4
  %fm2054 = fmul float %fm2052, %v2053
  %fd2055 = fdiv float 0x3E8392CBA0000000, %fm2054
  %v2056 = load float, ptr %power_69, align 4
  %v2057 = load float, ptr %flux3_50, align 4
  %fa2058 = fadd float %v2056, %v2057
  %fm2059 = fmul float %fd2055, %fa2058
  %fa2060 = fadd float %v2050, %fm2059
  store float %fa2060, ptr %next3_65, align 4
  %v2061 = load i64, ptr %i, align 8
  %v2062 = load i64, ptr %j, align 8
  %pos2063 = mul i64 0, %dim
  %pos2064 = add i64 %pos2063, %v2061
  %pos2065 = mul i64 %pos2064, %dim24
  %pos2066 = add i64 %pos2065, %v2062
  %v2067 = load float, ptr %next3_65, align 4
  %elp2068 = getelementptr inbounds float, ptr %buf480, i64 %pos2066
  store float %v2067, ptr %elp2068, align 4, !alias.scope !8, !noalias !9
  %i2069 = load i64, ptr %j, align 8
  %next2070 = add i64 %i2069, 1
  store i64 %next2070, ptr %j, align 8
  br label %loop1810

exit1812:                                         ; preds = %loop1810
  br label %versions_done1809

loop2071:                                         ; preds = %ok2373, %checked1808
  %i2074 = load i64, ptr %j, align 8
  %more2075 = icmp slt i64 %i2074, %dim24
  br i1 %more2075, label %body2072, label %exit2073

body2072:                                         ; preds = %loop2071
  %v2076 = load i64, ptr %i, align 8
  %add2077 = add i64 %v2076, -1
  %sub2078 = sub i64 %dim, 1
  %c2079 = icmp slt i64 %add2077, %sub2078
  %mm2080 = select i1 %c2079, i64 %add2077, i64 %sub2078
  %c2081 = icmp sgt i64 0, %mm2080
  %mm2082 = select i1 %c2081, i64 0, i64 %mm2080
  %v2083 = load i64, ptr %j, align 8
  %add2084 = add i64 %v2083, -1
  %sub2085 = sub i64 %dim24, 1
  %c2086 = icmp slt i64 %add2084, %sub2085
  %mm2087 = select i1 %c2086, i64 %add2084, i64 %sub2085
  %c2088 = icmp sgt i64 0, %mm2087
  %mm2089 = select i1 %c2088, i64 0, i64 %mm2087
  %inb2090 = icmp ult i64 %mm2082, %dim
  br i1 %inb2090, label %ok2092, label %fail2091

exit2073:                                         ; preds = %loop2071
  br label %versions_done1809

fail2091:                                         ; preds = %body2072
  %errp2093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2093, align 8
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2082, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2096, align 8
  ret i32 1

ok2092:                                           ; preds = %body2072
  %pos2097 = mul i64 0, %dim
  %pos2098 = add i64 %pos2097, %mm2082
  %inb2099 = icmp ult i64 %mm2089, %dim24
  br i1 %inb2099, label %ok2101, label %fail2100

fail2100:                                         ; preds = %ok2092
  %errp2102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2102, align 8
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2089, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2105, align 8
  ret i32 1

ok2101:                                           ; preds = %ok2092
  %pos2106 = mul i64 %pos2098, %dim24
  %pos2107 = add i64 %pos2106, %mm2089
  %elp2108 = getelementptr inbounds float, ptr %buf, i64 %pos2107
  %el2109 = load float, ptr %elp2108, align 4, !alias.scope !0, !noalias !3
  store float %el2109, ptr %next2_53, align 4
  %v2110 = load i64, ptr %i, align 8
  %add2111 = add i64 %v2110, -1
  %sub2112 = sub i64 %dim, 1
  %c2113 = icmp slt i64 %add2111, %sub2112
  %mm2114 = select i1 %c2113, i64 %add2111, i64 %sub2112
  %c2115 = icmp sgt i64 0, %mm2114
  %mm2116 = select i1 %c2115, i64 0, i64 %mm2114
  %v2117 = load i64, ptr %j, align 8
  %add2118 = add i64 %v2117, 0
  %sub2119 = sub i64 %dim24, 1
  %c2120 = icmp slt i64 %add2118, %sub2119
  %mm2121 = select i1 %c2120, i64 %add2118, i64 %sub2119
  %c2122 = icmp sgt i64 0, %mm2121
  %mm2123 = select i1 %c2122, i64 0, i64 %mm2121
  %inb2124 = icmp ult i64 %mm2116, %dim
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2101
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2116, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2101
  %pos2131 = mul i64 0, %dim
  %pos2132 = add i64 %pos2131, %mm2116
  %inb2133 = icmp ult i64 %mm2123, %dim24
  br i1 %inb2133, label %ok2135, label %fail2134

fail2134:                                         ; preds = %ok2126
  %errp2136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2136, align 8
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2123, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2139, align 8
  ret i32 1

ok2135:                                           ; preds = %ok2126
  %pos2140 = mul i64 %pos2132, %dim24
  %pos2141 = add i64 %pos2140, %mm2123
  %elp2142 = getelementptr inbounds float, ptr %buf, i64 %pos2141
  %el2143 = load float, ptr %elp2142, align 4, !alias.scope !0, !noalias !3
  store float %el2143, ptr %next2_54, align 4
  %v2144 = load i64, ptr %i, align 8
  %add2145 = add i64 %v2144, -1
  %sub2146 = sub i64 %dim, 1
  %c2147 = icmp slt i64 %add2145, %sub2146
  %mm2148 = select i1 %c2147, i64 %add2145, i64 %sub2146
  %c2149 = icmp sgt i64 0, %mm2148
  %mm2150 = select i1 %c2149, i64 0, i64 %mm2148
  %v2151 = load i64, ptr %j, align 8
  %add2152 = add i64 %v2151, 1
  %sub2153 = sub i64 %dim24, 1
  %c2154 = icmp slt i64 %add2152, %sub2153
  %mm2155 = select i1 %c2154, i64 %add2152, i64 %sub2153
  %c2156 = icmp sgt i64 0, %mm2155
  %mm2157 = select i1 %c2156, i64 0, i64 %mm2155
  %inb2158 = icmp ult i64 %mm2150, %dim
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2135
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2150, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2135
  %pos2165 = mul i64 0, %dim
  %pos2166 = add i64 %pos2165, %mm2150
  %inb2167 = icmp ult i64 %mm2157, %dim24
  br i1 %inb2167, label %ok2169, label %fail2168

fail2168:                                         ; preds = %ok2160
  %errp2170 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2170, align 8
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2157, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2173, align 8
  ret i32 1

ok2169:                                           ; preds = %ok2160
  %pos2174 = mul i64 %pos2166, %dim24
  %pos2175 = add i64 %pos2174, %mm2157
  %elp2176 = getelementptr inbounds float, ptr %buf, i64 %pos2175
  %el2177 = load float, ptr %elp2176, align 4, !alias.scope !0, !noalias !3
  store float %el2177, ptr %next2_55, align 4
  %v2178 = load i64, ptr %i, align 8
  %add2179 = add i64 %v2178, 0
  %sub2180 = sub i64 %dim, 1
  %c2181 = icmp slt i64 %add2179, %sub2180
  %mm2182 = select i1 %c2181, i64 %add2179, i64 %sub2180
  %c2183 = icmp sgt i64 0, %mm2182
  %mm2184 = select i1 %c2183, i64 0, i64 %mm2182
  %v2185 = load i64, ptr %j, align 8
  %add2186 = add i64 %v2185, -1
  %sub2187 = sub i64 %dim24, 1
  %c2188 = icmp slt i64 %add2186, %sub2187
  %mm2189 = select i1 %c2188, i64 %add2186, i64 %sub2187
  %c2190 = icmp sgt i64 0, %mm2189
  %mm2191 = select i1 %c2190, i64 0, i64 %mm2189
  %inb2192 = icmp ult i64 %mm2184, %dim
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2169
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2184, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2169
  %pos2199 = mul i64 0, %dim
  %pos2200 = add i64 %pos2199, %mm2184
  %inb2201 = icmp ult i64 %mm2191, %dim24
  br i1 %inb2201, label %ok2203, label %fail2202

fail2202:                                         ; preds = %ok2194
  %errp2204 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2204, align 8
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2191, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2207, align 8
  ret i32 1

ok2203:                                           ; preds = %ok2194
  %pos2208 = mul i64 %pos2200, %dim24
  %pos2209 = add i64 %pos2208, %mm2191
  %elp2210 = getelementptr inbounds float, ptr %buf, i64 %pos2209
  %el2211 = load float, ptr %elp2210, align 4, !alias.scope !0, !noalias !3
  store float %el2211, ptr %next2_56, align 4
  %v2212 = load i64, ptr %i, align 8
  %add2213 = add i64 %v2212, 0
  %sub2214 = sub i64 %dim, 1
  %c2215 = icmp slt i64 %add2213, %sub2214
  %mm2216 = select i1 %c2215, i64 %add2213, i64 %sub2214
  %c2217 = icmp sgt i64 0, %mm2216
  %mm2218 = select i1 %c2217, i64 0, i64 %mm2216
  %v2219 = load i64, ptr %j, align 8
  %add2220 = add i64 %v2219, 0
  %sub2221 = sub i64 %dim24, 1
  %c2222 = icmp slt i64 %add2220, %sub2221
  %mm2223 = select i1 %c2222, i64 %add2220, i64 %sub2221
  %c2224 = icmp sgt i64 0, %mm2223
  %mm2225 = select i1 %c2224, i64 0, i64 %mm2223
  %inb2226 = icmp ult i64 %mm2218, %dim
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2203
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2218, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2203
  %pos2233 = mul i64 0, %dim
  %pos2234 = add i64 %pos2233, %mm2218
  %inb2235 = icmp ult i64 %mm2225, %dim24
  br i1 %inb2235, label %ok2237, label %fail2236

fail2236:                                         ; preds = %ok2228
  %errp2238 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2238, align 8
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2225, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2241, align 8
  ret i32 1

ok2237:                                           ; preds = %ok2228
  %pos2242 = mul i64 %pos2234, %dim24
  %pos2243 = add i64 %pos2242, %mm2225
  %elp2244 = getelementptr inbounds float, ptr %buf, i64 %pos2243
  %el2245 = load float, ptr %elp2244, align 4, !alias.scope !0, !noalias !3
  store float %el2245, ptr %next2_57, align 4
  %v2246 = load i64, ptr %i, align 8
  %add2247 = add i64 %v2246, 0
  %sub2248 = sub i64 %dim, 1
  %c2249 = icmp slt i64 %add2247, %sub2248
  %mm2250 = select i1 %c2249, i64 %add2247, i64 %sub2248
  %c2251 = icmp sgt i64 0, %mm2250
  %mm2252 = select i1 %c2251, i64 0, i64 %mm2250
  %v2253 = load i64, ptr %j, align 8
  %add2254 = add i64 %v2253, 1
  %sub2255 = sub i64 %dim24, 1
  %c2256 = icmp slt i64 %add2254, %sub2255
  %mm2257 = select i1 %c2256, i64 %add2254, i64 %sub2255
  %c2258 = icmp sgt i64 0, %mm2257
  %mm2259 = select i1 %c2258, i64 0, i64 %mm2257
  %inb2260 = icmp ult i64 %mm2252, %dim
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2237
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2252, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2237
  %pos2267 = mul i64 0, %dim
  %pos2268 = add i64 %pos2267, %mm2252
  %inb2269 = icmp ult i64 %mm2259, %dim24
  br i1 %inb2269, label %ok2271, label %fail2270

fail2270:                                         ; preds = %ok2262
  %errp2272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2272, align 8
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2259, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2275, align 8
  ret i32 1

ok2271:                                           ; preds = %ok2262
  %pos2276 = mul i64 %pos2268, %dim24
  %pos2277 = add i64 %pos2276, %mm2259
  %elp2278 = getelementptr inbounds float, ptr %buf, i64 %pos2277
  %el2279 = load float, ptr %elp2278, align 4, !alias.scope !0, !noalias !3
  store float %el2279, ptr %next2_58, align 4
  %v2280 = load i64, ptr %i, align 8
  %add2281 = add i64 %v2280, 1
  %sub2282 = sub i64 %dim, 1
  %c2283 = icmp slt i64 %add2281, %sub2282
  %mm2284 = select i1 %c2283, i64 %add2281, i64 %sub2282
  %c2285 = icmp sgt i64 0, %mm2284
  %mm2286 = select i1 %c2285, i64 0, i64 %mm2284
  %v2287 = load i64, ptr %j, align 8
  %add2288 = add i64 %v2287, -1
  %sub2289 = sub i64 %dim24, 1
  %c2290 = icmp slt i64 %add2288, %sub2289
  %mm2291 = select i1 %c2290, i64 %add2288, i64 %sub2289
  %c2292 = icmp sgt i64 0, %mm2291
  %mm2293 = select i1 %c2292, i64 0, i64 %mm2291
  %inb2294 = icmp ult i64 %mm2286, %dim
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2271
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2286, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2271
  %pos2301 = mul i64 0, %dim
  %pos2302 = add i64 %pos2301, %mm2286
  %inb2303 = icmp ult i64 %mm2293, %dim24
  br i1 %inb2303, label %ok2305, label %fail2304

fail2304:                                         ; preds = %ok2296
  %errp2306 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2306, align 8
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2293, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2309, align 8
  ret i32 1

ok2305:                                           ; preds = %ok2296
  %pos2310 = mul i64 %pos2302, %dim24
  %pos2311 = add i64 %pos2310, %mm2293
  %elp2312 = getelementptr inbounds float, ptr %buf, i64 %pos2311
  %el2313 = load float, ptr %elp2312, align 4, !alias.scope !0, !noalias !3
  store float %el2313, ptr %next2_59, align 4
  %v2314 = load i64, ptr %i, align 8
  %add2315 = add i64 %v2314, 1
  %sub2316 = sub i64 %dim, 1
  %c2317 = icmp slt i64 %add2315, %sub2316
  %mm2318 = select i1 %c2317, i64 %add2315, i64 %sub2316
  %c2319 = icmp sgt i64 0, %mm2318
  %mm2320 = select i1 %c2319, i64 0, i64 %mm2318
  %v2321 = load i64, ptr %j, align 8
  %add2322 = add i64 %v2321, 0
  %sub2323 = sub i64 %dim24, 1
  %c2324 = icmp slt i64 %add2322, %sub2323
  %mm2325 = select i1 %c2324, i64 %add2322, i64 %sub2323
  %c2326 = icmp sgt i64 0, %mm2325
  %mm2327 = select i1 %c2326, i64 0, i64 %mm2325
  %inb2328 = icmp ult i64 %mm2320, %dim
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2305
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2320, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2305
  %pos2335 = mul i64 0, %dim
  %pos2336 = add i64 %pos2335, %mm2320
  %inb2337 = icmp ult i64 %mm2327, %dim24
  br i1 %inb2337, label %ok2339, label %fail2338

fail2338:                                         ; preds = %ok2330
  %errp2340 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2340, align 8
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2327, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2343, align 8
  ret i32 1

ok2339:                                           ; preds = %ok2330
  %pos2344 = mul i64 %pos2336, %dim24
  %pos2345 = add i64 %pos2344, %mm2327
  %elp2346 = getelementptr inbounds float, ptr %buf, i64 %pos2345
  %el2347 = load float, ptr %elp2346, align 4, !alias.scope !0, !noalias !3
  store float %el2347, ptr %next2_60, align 4
  %v2348 = load i64, ptr %i, align 8
  %add2349 = add i64 %v2348, 1
  %sub2350 = sub i64 %dim, 1
  %c2351 = icmp slt i64 %add2349, %sub2350
  %mm2352 = select i1 %c2351, i64 %add2349, i64 %sub2350
  %c2353 = icmp sgt i64 0, %mm2352
  %mm2354 = select i1 %c2353, i64 0, i64 %mm2352
  %v2355 = load i64, ptr %j, align 8
  %add2356 = add i64 %v2355, 1
  %sub2357 = sub i64 %dim24, 1
  %c2358 = icmp slt i64 %add2356, %sub2357
  %mm2359 = select i1 %c2358, i64 %add2356, i64 %sub2357
  %c2360 = icmp sgt i64 0, %mm2359
  %mm2361 = select i1 %c2360, i64 0, i64 %mm2359
  %inb2362 = icmp ult i64 %mm2354, %dim
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2339
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2354, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2339
  %pos2369 = mul i64 0, %dim
  %pos2370 = add i64 %pos2369, %mm2354
  %inb2371 = icmp ult i64 %mm2361, %dim24
  br i1 %inb2371, label %ok2373, label %fail2372

fail2372:                                         ; preds = %ok2364
  %errp2374 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2374, align 8
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2361, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2377, align 8
  ret i32 1

ok2373:                                           ; preds = %ok2364
  %pos2378 = mul i64 %pos2370, %dim24
  %pos2379 = add i64 %pos2378, %mm2361
  %elp2380 = getelementptr inbounds float, ptr %buf, i64 %pos2379
  %el2381 = load float, ptr %elp2380, align 4, !alias.scope !0, !noalias !3
  store float %el2381, ptr %next2_61, align 4
  %cv2382 = sitofp i64 %dim to float
  %fd2383 = fdiv float 0x3F90624DE0000000, %cv2382
  store float %fd2383, ptr %gh_62, align 4
  %tup2384 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2385 = insertvalue { i64, i64 } %tup2384, i64 %dim24, 1
  %proj2386 = extractvalue { i64, i64 } %tup2385, 1
  %cv2387 = sitofp i64 %proj2386 to float
  %fd2388 = fdiv float 0x3F90624DE0000000, %cv2387
  store float %fd2388, ptr %gw_63, align 4
  %v2389 = load float, ptr %next2_57, align 4
  %fm2390 = fmul float 2.000000e+00, %v2389
  store float %fm2390, ptr %"%cse0_64", align 4
  %v2391 = load float, ptr %next2_60, align 4
  %v2392 = load float, ptr %next2_54, align 4
  %fa2393 = fadd float %v2391, %v2392
  %v2394 = load float, ptr %"%cse0_64", align 4
  %fs2395 = fsub float %fa2393, %v2394
  %v2396 = load float, ptr %gh_62, align 4
  %v2397 = load float, ptr %gw_63, align 4
  %fm2398 = fmul float 0x3FB99999A0000000, %v2397
  %fd2399 = fdiv float %v2396, %fm2398
  %fd2400 = fdiv float %fs2395, %fd2399
  %v2401 = load float, ptr %next2_58, align 4
  %v2402 = load float, ptr %next2_56, align 4
  %fa2403 = fadd float %v2401, %v2402
  %v2404 = load float, ptr %"%cse0_64", align 4
  %fs2405 = fsub float %fa2403, %v2404
  %v2406 = load float, ptr %gw_63, align 4
  %v2407 = load float, ptr %gh_62, align 4
  %fm2408 = fmul float 0x3FB99999A0000000, %v2407
  %fd2409 = fdiv float %v2406, %fm2408
  %fd2410 = fdiv float %fs2405, %fd2409
  %fa2411 = fadd float %fd2400, %fd2410
  %v2412 = load float, ptr %next2_57, align 4
  %fs2413 = fsub float 8.000000e+01, %v2412
  %v2414 = load float, ptr %gh_62, align 4
  %fm2415 = fmul float 1.000000e+02, %v2414
  %v2416 = load float, ptr %gw_63, align 4
  %fm2417 = fmul float %fm2415, %v2416
  %fd2418 = fdiv float 0x3F40624DE0000000, %fm2417
  %fd2419 = fdiv float %fs2413, %fd2418
  %fa2420 = fadd float %fa2411, %fd2419
  store float %fa2420, ptr %flux3_50, align 4
  %v2421 = load i64, ptr %i, align 8
  %v2422 = load i64, ptr %j, align 8
  %pos2423 = mul i64 0, %dim
  %pos2424 = add i64 %pos2423, %v2421
  %pos2425 = mul i64 %pos2424, %dim24
  %pos2426 = add i64 %pos2425, %v2422
  %elp2427 = getelementptr inbounds float, ptr %buf, i64 %pos2426
  %el2428 = load float, ptr %elp2427, align 4, !alias.scope !0, !noalias !3
  store float %el2428, ptr %next2_68, align 4
  %v2429 = load i64, ptr %i, align 8
  %v2430 = load i64, ptr %j, align 8
  %pos2431 = mul i64 0, %dim6
  %pos2432 = add i64 %pos2431, %v2429
  %pos2433 = mul i64 %pos2432, %dim33
  %pos2434 = add i64 %pos2433, %v2430
  %elp2435 = getelementptr inbounds float, ptr %buf458, i64 %pos2434
  %el2436 = load float, ptr %elp2435, align 4, !alias.scope !6, !noalias !7
  store float %el2436, ptr %power_69, align 4
  %v2437 = load float, ptr %next2_68, align 4
  %v2438 = load float, ptr %gw_63, align 4
  %fm2439 = fmul float 0x407B580020000000, %v2438
  %v2440 = load float, ptr %gh_62, align 4
  %fm2441 = fmul float %fm2439, %v2440
  %fd2442 = fdiv float 0x3E8392CBA0000000, %fm2441
  %v2443 = load float, ptr %power_69, align 4
  %v2444 = load float, ptr %flux3_50, align 4
  %fa2445 = fadd float %v2443, %v2444
  %fm2446 = fmul float %fd2442, %fa2445
  %fa2447 = fadd float %v2437, %fm2446
  store float %fa2447, ptr %next3_65, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim24
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next3_65, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf480, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !8, !noalias !9
  %i2456 = load i64, ptr %j, align 8
  %next2457 = add i64 %i2456, 1
  store i64 %next2457, ptr %j, align 8
  br label %loop2071
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
  %bufp479 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf480 = load ptr, ptr %bufp479, align 8
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

loop:                                             ; preds = %versions_done1809, %ok16
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
  br label %loop483

versions_done:                                    ; preds = %exit485, %exit231
  store i64 %min55, ptr %j, align 8
  %v869 = load i64, ptr %i, align 8
  %add870 = add i64 %v869, -1
  %sub871 = sub i64 %dim, 1
  %c872 = icmp slt i64 %add870, %sub871
  %mm873 = select i1 %c872, i64 %add870, i64 %sub871
  %c874 = icmp sgt i64 0, %mm873
  %mm875 = select i1 %c874, i64 0, i64 %mm873
  %base876 = sext i64 %mm875 to i128
  %fits_low877 = icmp sge i128 %base876, -9223372036854775808
  %fits_high878 = icmp sle i128 %base876, 9223372036854775807
  %fits879 = and i1 %fits_low877, %fits_high878
  %least880 = select i1 %fits879, i128 %base876, i128 -9223372036854775808
  %most881 = select i1 %fits879, i128 %base876, i128 9223372036854775807
  %extent882 = sext i64 %dim to i128
  %low_ok883 = icmp sge i128 %least880, 0
  %high_ok884 = icmp slt i128 %most881, %extent882
  %ok885 = and i1 true, %low_ok883
  %ok886 = and i1 %ok885, %high_ok884
  %v887 = load i64, ptr %j, align 8
  %add888 = add i64 %v887, -1
  %base889 = sext i64 %add888 to i128
  %next890 = add i64 %min55, 1
  store i64 %next890, ptr %j, align 8
  %v891 = load i64, ptr %j, align 8
  %add892 = add i64 %v891, -1
  store i64 %min55, ptr %j, align 8
  %at_next893 = sext i64 %add892 to i128
  %step894 = sub i128 %at_next893, %base889
  %step895 = trunc i128 %step894 to i64
  %step896 = sext i64 %step895 to i128
  %len897 = sub i64 %min59, %min55
  %span898 = sub i64 %len897, 1
  %span899 = sext i64 %span898 to i128
  %reach900 = mul i128 %step896, %span899
  %c901 = icmp slt i128 %reach900, 0
  %min902 = select i1 %c901, i128 %reach900, i128 0
  %c903 = icmp sgt i128 %reach900, 0
  %max904 = select i1 %c903, i128 %reach900, i128 0
  %least905 = add i128 %base889, %min902
  %most906 = add i128 %base889, %max904
  %fits_low907 = icmp sge i128 %least905, -9223372036854775808
  %fits_high908 = icmp sle i128 %most906, 9223372036854775807
  %fits909 = and i1 %fits_low907, %fits_high908
  %least910 = select i1 %fits909, i128 %least905, i128 -9223372036854775808
  %most911 = select i1 %fits909, i128 %most906, i128 9223372036854775807
  %sub912 = sub i64 %dim24, 1
  %base913 = sext i64 %sub912 to i128
  %fits_low914 = icmp sge i128 %base913, -9223372036854775808
  %fits_high915 = icmp sle i128 %base913, 9223372036854775807
  %fits916 = and i1 %fits_low914, %fits_high915
  %least917 = select i1 %fits916, i128 %base913, i128 -9223372036854775808
  %most918 = select i1 %fits916, i128 %base913, i128 9223372036854775807
  %c919 = icmp slt i128 %least910, %least917
  %min920 = select i1 %c919, i128 %least910, i128 %least917
  %c921 = icmp slt i128 %most911, %most918
  %min922 = select i1 %c921, i128 %most911, i128 %most918
  %c923 = icmp sgt i128 0, %min920
  %max924 = select i1 %c923, i128 0, i128 %min920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %extent927 = sext i64 %dim24 to i128
  %low_ok928 = icmp sge i128 %max924, 0
  %high_ok929 = icmp slt i128 %max926, %extent927
  %ok930 = and i1 %ok886, %low_ok928
  %ok931 = and i1 %ok930, %high_ok929
  %v932 = load i64, ptr %j, align 8
  %add933 = add i64 %v932, 0
  %base934 = sext i64 %add933 to i128
  %next935 = add i64 %min55, 1
  store i64 %next935, ptr %j, align 8
  %v936 = load i64, ptr %j, align 8
  %add937 = add i64 %v936, 0
  store i64 %min55, ptr %j, align 8
  %at_next938 = sext i64 %add937 to i128
  %step939 = sub i128 %at_next938, %base934
  %step940 = trunc i128 %step939 to i64
  %step941 = sext i64 %step940 to i128
  %len942 = sub i64 %min59, %min55
  %span943 = sub i64 %len942, 1
  %span944 = sext i64 %span943 to i128
  %reach945 = mul i128 %step941, %span944
  %c946 = icmp slt i128 %reach945, 0
  %min947 = select i1 %c946, i128 %reach945, i128 0
  %c948 = icmp sgt i128 %reach945, 0
  %max949 = select i1 %c948, i128 %reach945, i128 0
  %least950 = add i128 %base934, %min947
  %most951 = add i128 %base934, %max949
  %fits_low952 = icmp sge i128 %least950, -9223372036854775808
  %fits_high953 = icmp sle i128 %most951, 9223372036854775807
  %fits954 = and i1 %fits_low952, %fits_high953
  %least955 = select i1 %fits954, i128 %least950, i128 -9223372036854775808
  %most956 = select i1 %fits954, i128 %most951, i128 9223372036854775807
  %sub957 = sub i64 %dim24, 1
  %base958 = sext i64 %sub957 to i128
  %fits_low959 = icmp sge i128 %base958, -9223372036854775808
  %fits_high960 = icmp sle i128 %base958, 9223372036854775807
  %fits961 = and i1 %fits_low959, %fits_high960
  %least962 = select i1 %fits961, i128 %base958, i128 -9223372036854775808
  %most963 = select i1 %fits961, i128 %base958, i128 9223372036854775807
  %c964 = icmp slt i128 %least955, %least962
  %min965 = select i1 %c964, i128 %least955, i128 %least962
  %c966 = icmp slt i128 %most956, %most963
  %min967 = select i1 %c966, i128 %most956, i128 %most963
  %c968 = icmp sgt i128 0, %min965
  %max969 = select i1 %c968, i128 0, i128 %min965
  %c970 = icmp sgt i128 0, %min967
  %max971 = select i1 %c970, i128 0, i128 %min967
  %extent972 = sext i64 %dim24 to i128
  %low_ok973 = icmp sge i128 %max969, 0
  %high_ok974 = icmp slt i128 %max971, %extent972
  %ok975 = and i1 %ok931, %low_ok973
  %ok976 = and i1 %ok975, %high_ok974
  %v977 = load i64, ptr %j, align 8
  %add978 = add i64 %v977, 1
  %base979 = sext i64 %add978 to i128
  %next980 = add i64 %min55, 1
  store i64 %next980, ptr %j, align 8
  %v981 = load i64, ptr %j, align 8
  %add982 = add i64 %v981, 1
  store i64 %min55, ptr %j, align 8
  %at_next983 = sext i64 %add982 to i128
  %step984 = sub i128 %at_next983, %base979
  %step985 = trunc i128 %step984 to i64
  %step986 = sext i64 %step985 to i128
  %len987 = sub i64 %min59, %min55
  %span988 = sub i64 %len987, 1
  %span989 = sext i64 %span988 to i128
  %reach990 = mul i128 %step986, %span989
  %c991 = icmp slt i128 %reach990, 0
  %min992 = select i1 %c991, i128 %reach990, i128 0
  %c993 = icmp sgt i128 %reach990, 0
  %max994 = select i1 %c993, i128 %reach990, i128 0
  %least995 = add i128 %base979, %min992
  %most996 = add i128 %base979, %max994
  %fits_low997 = icmp sge i128 %least995, -9223372036854775808
  %fits_high998 = icmp sle i128 %most996, 9223372036854775807
  %fits999 = and i1 %fits_low997, %fits_high998
  %least1000 = select i1 %fits999, i128 %least995, i128 -9223372036854775808
  %most1001 = select i1 %fits999, i128 %most996, i128 9223372036854775807
  %sub1002 = sub i64 %dim24, 1
  %base1003 = sext i64 %sub1002 to i128
  %fits_low1004 = icmp sge i128 %base1003, -9223372036854775808
  %fits_high1005 = icmp sle i128 %base1003, 9223372036854775807
  %fits1006 = and i1 %fits_low1004, %fits_high1005
  %least1007 = select i1 %fits1006, i128 %base1003, i128 -9223372036854775808
  %most1008 = select i1 %fits1006, i128 %base1003, i128 9223372036854775807
  %c1009 = icmp slt i128 %least1000, %least1007
  %min1010 = select i1 %c1009, i128 %least1000, i128 %least1007
  %c1011 = icmp slt i128 %most1001, %most1008
  %min1012 = select i1 %c1011, i128 %most1001, i128 %most1008
  %c1013 = icmp sgt i128 0, %min1010
  %max1014 = select i1 %c1013, i128 0, i128 %min1010
  %c1015 = icmp sgt i128 0, %min1012
  %max1016 = select i1 %c1015, i128 0, i128 %min1012
  %extent1017 = sext i64 %dim24 to i128
  %low_ok1018 = icmp sge i128 %max1014, 0
  %high_ok1019 = icmp slt i128 %max1016, %extent1017
  %ok1020 = and i1 %ok976, %low_ok1018
  %ok1021 = and i1 %ok1020, %high_ok1019
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %base1029 = sext i64 %mm1028 to i128
  %fits_low1030 = icmp sge i128 %base1029, -9223372036854775808
  %fits_high1031 = icmp sle i128 %base1029, 9223372036854775807
  %fits1032 = and i1 %fits_low1030, %fits_high1031
  %least1033 = select i1 %fits1032, i128 %base1029, i128 -9223372036854775808
  %most1034 = select i1 %fits1032, i128 %base1029, i128 9223372036854775807
  %extent1035 = sext i64 %dim to i128
  %low_ok1036 = icmp sge i128 %least1033, 0
  %high_ok1037 = icmp slt i128 %most1034, %extent1035
  %ok1038 = and i1 %ok1021, %low_ok1036
  %ok1039 = and i1 %ok1038, %high_ok1037
  %v1040 = load i64, ptr %i, align 8
  %add1041 = add i64 %v1040, 1
  %sub1042 = sub i64 %dim, 1
  %c1043 = icmp slt i64 %add1041, %sub1042
  %mm1044 = select i1 %c1043, i64 %add1041, i64 %sub1042
  %c1045 = icmp sgt i64 0, %mm1044
  %mm1046 = select i1 %c1045, i64 0, i64 %mm1044
  %base1047 = sext i64 %mm1046 to i128
  %fits_low1048 = icmp sge i128 %base1047, -9223372036854775808
  %fits_high1049 = icmp sle i128 %base1047, 9223372036854775807
  %fits1050 = and i1 %fits_low1048, %fits_high1049
  %least1051 = select i1 %fits1050, i128 %base1047, i128 -9223372036854775808
  %most1052 = select i1 %fits1050, i128 %base1047, i128 9223372036854775807
  %extent1053 = sext i64 %dim to i128
  %low_ok1054 = icmp sge i128 %least1051, 0
  %high_ok1055 = icmp slt i128 %most1052, %extent1053
  %ok1056 = and i1 %ok1039, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  br i1 %ok1057, label %proved1058, label %checked1059

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
  %v462 = load float, ptr %gw_84, align 4
  %fm463 = fmul float 0x407B580020000000, %v462
  %v464 = load float, ptr %gh_83, align 4
  %fm465 = fmul float %fm463, %v464
  %fd466 = fdiv float 0x3E8392CBA0000000, %fm465
  %v467 = load float, ptr %power_90, align 4
  %v468 = load float, ptr %flux4_71, align 4
  %fa469 = fadd float %v467, %v468
  %fm470 = fmul float %fd466, %fa469
  %fa471 = fadd float %v461, %fm470
  store float %fa471, ptr %next4_86, align 4
  %v472 = load i64, ptr %i, align 8
  %v473 = load i64, ptr %j, align 8
  %pos474 = mul i64 0, %dim
  %pos475 = add i64 %pos474, %v472
  %pos476 = mul i64 %pos475, %dim24
  %pos477 = add i64 %pos476, %v473
  %v478 = load float, ptr %next4_86, align 4
  %elp481 = getelementptr inbounds float, ptr %buf480, i64 %pos477
  store float %v478, ptr %elp481, align 4, !alias.scope !8, !noalias !9
  %i482 = load i64, ptr %j, align 8
  %next = add i64 %i482, 1
  store i64 %next, ptr %j, align 8
  br label %loop229

exit231:                                          ; preds = %loop229
  br label %versions_done

loop483:                                          ; preds = %ok784, %checked
  %i486 = load i64, ptr %j, align 8
  %more487 = icmp slt i64 %i486, %min55
  br i1 %more487, label %body484, label %exit485

body484:                                          ; preds = %loop483
  %v488 = load i64, ptr %i, align 8
  %add489 = add i64 %v488, -1
  %sub490 = sub i64 %dim, 1
  %c491 = icmp slt i64 %add489, %sub490
  %mm492 = select i1 %c491, i64 %add489, i64 %sub490
  %c493 = icmp sgt i64 0, %mm492
  %mm494 = select i1 %c493, i64 0, i64 %mm492
  %v495 = load i64, ptr %j, align 8
  %add496 = add i64 %v495, -1
  %sub497 = sub i64 %dim24, 1
  %c498 = icmp slt i64 %add496, %sub497
  %mm499 = select i1 %c498, i64 %add496, i64 %sub497
  %c500 = icmp sgt i64 0, %mm499
  %mm501 = select i1 %c500, i64 0, i64 %mm499
  %inb = icmp ult i64 %mm494, %dim
  br i1 %inb, label %ok503, label %fail502

exit485:                                          ; preds = %loop483
  br label %versions_done

fail502:                                          ; preds = %body484
  %errp504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp504, align 8
  %errp505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp505, align 8
  %errp506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm494, ptr %errp506, align 8
  %errp507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp507, align 8
  ret i32 1

ok503:                                            ; preds = %body484
  %pos508 = mul i64 0, %dim
  %pos509 = add i64 %pos508, %mm494
  %inb510 = icmp ult i64 %mm501, %dim24
  br i1 %inb510, label %ok512, label %fail511

fail511:                                          ; preds = %ok503
  %errp513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm501, ptr %errp515, align 8
  %errp516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp516, align 8
  ret i32 1

ok512:                                            ; preds = %ok503
  %pos517 = mul i64 %pos509, %dim24
  %pos518 = add i64 %pos517, %mm501
  %elp519 = getelementptr inbounds float, ptr %buf, i64 %pos518
  %el520 = load float, ptr %elp519, align 4, !alias.scope !0, !noalias !3
  store float %el520, ptr %next3_74, align 4
  %v521 = load i64, ptr %i, align 8
  %add522 = add i64 %v521, -1
  %sub523 = sub i64 %dim, 1
  %c524 = icmp slt i64 %add522, %sub523
  %mm525 = select i1 %c524, i64 %add522, i64 %sub523
  %c526 = icmp sgt i64 0, %mm525
  %mm527 = select i1 %c526, i64 0, i64 %mm525
  %v528 = load i64, ptr %j, align 8
  %add529 = add i64 %v528, 0
  %sub530 = sub i64 %dim24, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %inb535 = icmp ult i64 %mm527, %dim
  br i1 %inb535, label %ok537, label %fail536

fail536:                                          ; preds = %ok512
  %errp538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp538, align 8
  %errp539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp539, align 8
  %errp540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm527, ptr %errp540, align 8
  %errp541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp541, align 8
  ret i32 1

ok537:                                            ; preds = %ok512
  %pos542 = mul i64 0, %dim
  %pos543 = add i64 %pos542, %mm527
  %inb544 = icmp ult i64 %mm534, %dim24
  br i1 %inb544, label %ok546, label %fail545

fail545:                                          ; preds = %ok537
  %errp547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp549, align 8
  %errp550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp550, align 8
  ret i32 1

ok546:                                            ; preds = %ok537
  %pos551 = mul i64 %pos543, %dim24
  %pos552 = add i64 %pos551, %mm534
  %elp553 = getelementptr inbounds float, ptr %buf, i64 %pos552
  %el554 = load float, ptr %elp553, align 4, !alias.scope !0, !noalias !3
  store float %el554, ptr %next3_75, align 4
  %v555 = load i64, ptr %i, align 8
  %add556 = add i64 %v555, -1
  %sub557 = sub i64 %dim, 1
  %c558 = icmp slt i64 %add556, %sub557
  %mm559 = select i1 %c558, i64 %add556, i64 %sub557
  %c560 = icmp sgt i64 0, %mm559
  %mm561 = select i1 %c560, i64 0, i64 %mm559
  %v562 = load i64, ptr %j, align 8
  %add563 = add i64 %v562, 1
  %sub564 = sub i64 %dim24, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %inb569 = icmp ult i64 %mm561, %dim
  br i1 %inb569, label %ok571, label %fail570

fail570:                                          ; preds = %ok546
  %errp572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp572, align 8
  %errp573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp573, align 8
  %errp574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm561, ptr %errp574, align 8
  %errp575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp575, align 8
  ret i32 1

ok571:                                            ; preds = %ok546
  %pos576 = mul i64 0, %dim
  %pos577 = add i64 %pos576, %mm561
  %inb578 = icmp ult i64 %mm568, %dim24
  br i1 %inb578, label %ok580, label %fail579

fail579:                                          ; preds = %ok571
  %errp581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp584, align 8
  ret i32 1

ok580:                                            ; preds = %ok571
  %pos585 = mul i64 %pos577, %dim24
  %pos586 = add i64 %pos585, %mm568
  %elp587 = getelementptr inbounds float, ptr %buf, i64 %pos586
  %el588 = load float, ptr %elp587, align 4, !alias.scope !0, !noalias !3
  store float %el588, ptr %next3_76, align 4
  %v589 = load i64, ptr %i, align 8
  %add590 = add i64 %v589, 0
  %sub591 = sub i64 %dim, 1
  %c592 = icmp slt i64 %add590, %sub591
  %mm593 = select i1 %c592, i64 %add590, i64 %sub591
  %c594 = icmp sgt i64 0, %mm593
  %mm595 = select i1 %c594, i64 0, i64 %mm593
  %v596 = load i64, ptr %j, align 8
  %add597 = add i64 %v596, -1
  %sub598 = sub i64 %dim24, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %inb603 = icmp ult i64 %mm595, %dim
  br i1 %inb603, label %ok605, label %fail604

fail604:                                          ; preds = %ok580
  %errp606 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp606, align 8
  %errp607 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm595, ptr %errp608, align 8
  %errp609 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp609, align 8
  ret i32 1

ok605:                                            ; preds = %ok580
  %pos610 = mul i64 0, %dim
  %pos611 = add i64 %pos610, %mm595
  %inb612 = icmp ult i64 %mm602, %dim24
  br i1 %inb612, label %ok614, label %fail613

fail613:                                          ; preds = %ok605
  %errp615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp617, align 8
  %errp618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp618, align 8
  ret i32 1

ok614:                                            ; preds = %ok605
  %pos619 = mul i64 %pos611, %dim24
  %pos620 = add i64 %pos619, %mm602
  %elp621 = getelementptr inbounds float, ptr %buf, i64 %pos620
  %el622 = load float, ptr %elp621, align 4, !alias.scope !0, !noalias !3
  store float %el622, ptr %next3_77, align 4
  %v623 = load i64, ptr %i, align 8
  %add624 = add i64 %v623, 0
  %sub625 = sub i64 %dim, 1
  %c626 = icmp slt i64 %add624, %sub625
  %mm627 = select i1 %c626, i64 %add624, i64 %sub625
  %c628 = icmp sgt i64 0, %mm627
  %mm629 = select i1 %c628, i64 0, i64 %mm627
  %v630 = load i64, ptr %j, align 8
  %add631 = add i64 %v630, 0
  %sub632 = sub i64 %dim24, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %inb637 = icmp ult i64 %mm629, %dim
  br i1 %inb637, label %ok639, label %fail638

fail638:                                          ; preds = %ok614
  %errp640 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp640, align 8
  %errp641 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp641, align 8
  %errp642 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm629, ptr %errp642, align 8
  %errp643 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp643, align 8
  ret i32 1

ok639:                                            ; preds = %ok614
  %pos644 = mul i64 0, %dim
  %pos645 = add i64 %pos644, %mm629
  %inb646 = icmp ult i64 %mm636, %dim24
  br i1 %inb646, label %ok648, label %fail647

fail647:                                          ; preds = %ok639
  %errp649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp651, align 8
  %errp652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp652, align 8
  ret i32 1

ok648:                                            ; preds = %ok639
  %pos653 = mul i64 %pos645, %dim24
  %pos654 = add i64 %pos653, %mm636
  %elp655 = getelementptr inbounds float, ptr %buf, i64 %pos654
  %el656 = load float, ptr %elp655, align 4, !alias.scope !0, !noalias !3
  store float %el656, ptr %next3_78, align 4
  %v657 = load i64, ptr %i, align 8
  %add658 = add i64 %v657, 0
  %sub659 = sub i64 %dim, 1
  %c660 = icmp slt i64 %add658, %sub659
  %mm661 = select i1 %c660, i64 %add658, i64 %sub659
  %c662 = icmp sgt i64 0, %mm661
  %mm663 = select i1 %c662, i64 0, i64 %mm661
  %v664 = load i64, ptr %j, align 8
  %add665 = add i64 %v664, 1
  %sub666 = sub i64 %dim24, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %inb671 = icmp ult i64 %mm663, %dim
  br i1 %inb671, label %ok673, label %fail672

fail672:                                          ; preds = %ok648
  %errp674 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp674, align 8
  %errp675 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp675, align 8
  %errp676 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm663, ptr %errp676, align 8
  %errp677 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp677, align 8
  ret i32 1

ok673:                                            ; preds = %ok648
  %pos678 = mul i64 0, %dim
  %pos679 = add i64 %pos678, %mm663
  %inb680 = icmp ult i64 %mm670, %dim24
  br i1 %inb680, label %ok682, label %fail681

fail681:                                          ; preds = %ok673
  %errp683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp686, align 8
  ret i32 1

ok682:                                            ; preds = %ok673
  %pos687 = mul i64 %pos679, %dim24
  %pos688 = add i64 %pos687, %mm670
  %elp689 = getelementptr inbounds float, ptr %buf, i64 %pos688
  %el690 = load float, ptr %elp689, align 4, !alias.scope !0, !noalias !3
  store float %el690, ptr %next3_79, align 4
  %v691 = load i64, ptr %i, align 8
  %add692 = add i64 %v691, 1
  %sub693 = sub i64 %dim, 1
  %c694 = icmp slt i64 %add692, %sub693
  %mm695 = select i1 %c694, i64 %add692, i64 %sub693
  %c696 = icmp sgt i64 0, %mm695
  %mm697 = select i1 %c696, i64 0, i64 %mm695
  %v698 = load i64, ptr %j, align 8
  %add699 = add i64 %v698, -1
  %sub700 = sub i64 %dim24, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %inb705 = icmp ult i64 %mm697, %dim
  br i1 %inb705, label %ok707, label %fail706

fail706:                                          ; preds = %ok682
  %errp708 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp708, align 8
  %errp709 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp709, align 8
  %errp710 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm697, ptr %errp710, align 8
  %errp711 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp711, align 8
  ret i32 1

ok707:                                            ; preds = %ok682
  %pos712 = mul i64 0, %dim
  %pos713 = add i64 %pos712, %mm697
  %inb714 = icmp ult i64 %mm704, %dim24
  br i1 %inb714, label %ok716, label %fail715

fail715:                                          ; preds = %ok707
  %errp717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp719, align 8
  %errp720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp720, align 8
  ret i32 1

ok716:                                            ; preds = %ok707
  %pos721 = mul i64 %pos713, %dim24
  %pos722 = add i64 %pos721, %mm704
  %elp723 = getelementptr inbounds float, ptr %buf, i64 %pos722
  %el724 = load float, ptr %elp723, align 4, !alias.scope !0, !noalias !3
  store float %el724, ptr %next3_80, align 4
  %v725 = load i64, ptr %i, align 8
  %add726 = add i64 %v725, 1
  %sub727 = sub i64 %dim, 1
  %c728 = icmp slt i64 %add726, %sub727
  %mm729 = select i1 %c728, i64 %add726, i64 %sub727
  %c730 = icmp sgt i64 0, %mm729
  %mm731 = select i1 %c730, i64 0, i64 %mm729
  %v732 = load i64, ptr %j, align 8
  %add733 = add i64 %v732, 0
  %sub734 = sub i64 %dim24, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %inb739 = icmp ult i64 %mm731, %dim
  br i1 %inb739, label %ok741, label %fail740

fail740:                                          ; preds = %ok716
  %errp742 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp742, align 8
  %errp743 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp743, align 8
  %errp744 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm731, ptr %errp744, align 8
  %errp745 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp745, align 8
  ret i32 1

ok741:                                            ; preds = %ok716
  %pos746 = mul i64 0, %dim
  %pos747 = add i64 %pos746, %mm731
  %inb748 = icmp ult i64 %mm738, %dim24
  br i1 %inb748, label %ok750, label %fail749

fail749:                                          ; preds = %ok741
  %errp751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm738, ptr %errp753, align 8
  %errp754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp754, align 8
  ret i32 1

ok750:                                            ; preds = %ok741
  %pos755 = mul i64 %pos747, %dim24
  %pos756 = add i64 %pos755, %mm738
  %elp757 = getelementptr inbounds float, ptr %buf, i64 %pos756
  %el758 = load float, ptr %elp757, align 4, !alias.scope !0, !noalias !3
  store float %el758, ptr %next3_81, align 4
  %v759 = load i64, ptr %i, align 8
  %add760 = add i64 %v759, 1
  %sub761 = sub i64 %dim, 1
  %c762 = icmp slt i64 %add760, %sub761
  %mm763 = select i1 %c762, i64 %add760, i64 %sub761
  %c764 = icmp sgt i64 0, %mm763
  %mm765 = select i1 %c764, i64 0, i64 %mm763
  %v766 = load i64, ptr %j, align 8
  %add767 = add i64 %v766, 1
  %sub768 = sub i64 %dim24, 1
  %c769 = icmp slt i64 %add767, %sub768
  %mm770 = select i1 %c769, i64 %add767, i64 %sub768
  %c771 = icmp sgt i64 0, %mm770
  %mm772 = select i1 %c771, i64 0, i64 %mm770
  %inb773 = icmp ult i64 %mm765, %dim
  br i1 %inb773, label %ok775, label %fail774

fail774:                                          ; preds = %ok750
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm765, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok750
  %pos780 = mul i64 0, %dim
  %pos781 = add i64 %pos780, %mm765
  %inb782 = icmp ult i64 %mm772, %dim24
  br i1 %inb782, label %ok784, label %fail783

fail783:                                          ; preds = %ok775
  %errp785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm772, ptr %errp787, align 8
  %errp788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp788, align 8
  ret i32 1

ok784:                                            ; preds = %ok775
  %pos789 = mul i64 %pos781, %dim24
  %pos790 = add i64 %pos789, %mm772
  %elp791 = getelementptr inbounds float, ptr %buf, i64 %pos790
  %el792 = load float, ptr %elp791, align 4, !alias.scope !0, !noalias !3
  store float %el792, ptr %next3_82, align 4
  %cv793 = sitofp i64 %dim to float
  %fd794 = fdiv float 0x3F90624DE0000000, %cv793
  store float %fd794, ptr %gh_83, align 4
  %tup795 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup796 = insertvalue { i64, i64 } %tup795, i64 %dim24, 1
  %proj797 = extractvalue { i64, i64 } %tup796, 1
  %cv798 = sitofp i64 %proj797 to float
  %fd799 = fdiv float 0x3F90624DE0000000, %cv798
  store float %fd799, ptr %gw_84, align 4
  %v800 = load float, ptr %next3_78, align 4
  %fm801 = fmul float 2.000000e+00, %v800
  store float %fm801, ptr %"%cse0_85", align 4
  %v802 = load float, ptr %next3_81, align 4
  %v803 = load float, ptr %next3_75, align 4
  %fa804 = fadd float %v802, %v803
  %v805 = load float, ptr %"%cse0_85", align 4
  %fs806 = fsub float %fa804, %v805
  %v807 = load float, ptr %gh_83, align 4
  %v808 = load float, ptr %gw_84, align 4
  %fm809 = fmul float 0x3FB99999A0000000, %v808
  %fd810 = fdiv float %v807, %fm809
  %fd811 = fdiv float %fs806, %fd810
  %v812 = load float, ptr %next3_79, align 4
  %v813 = load float, ptr %next3_77, align 4
  %fa814 = fadd float %v812, %v813
  %v815 = load float, ptr %"%cse0_85", align 4
  %fs816 = fsub float %fa814, %v815
  %v817 = load float, ptr %gw_84, align 4
  %v818 = load float, ptr %gh_83, align 4
  %fm819 = fmul float 0x3FB99999A0000000, %v818
  %fd820 = fdiv float %v817, %fm819
  %fd821 = fdiv float %fs816, %fd820
  %fa822 = fadd float %fd811, %fd821
  %v823 = load float, ptr %next3_78, align 4
  %fs824 = fsub float 8.000000e+01, %v823
  %v825 = load float, ptr %gh_83, align 4
  %fm826 = fmul float 1.000000e+02, %v825
  %v827 = load float, ptr %gw_84, align 4
  %fm828 = fmul float %fm826, %v827
  %fd829 = fdiv float 0x3F40624DE0000000, %fm828
  %fd830 = fdiv float %fs824, %fd829
  %fa831 = fadd float %fa822, %fd830
  store float %fa831, ptr %flux4_71, align 4
  %v832 = load i64, ptr %i, align 8
  %v833 = load i64, ptr %j, align 8
  %pos834 = mul i64 0, %dim
  %pos835 = add i64 %pos834, %v832
  %pos836 = mul i64 %pos835, %dim24
  %pos837 = add i64 %pos836, %v833
  %elp838 = getelementptr inbounds float, ptr %buf, i64 %pos837
  %el839 = load float, ptr %elp838, align 4, !alias.scope !0, !noalias !3
  store float %el839, ptr %next3_89, align 4
  %v840 = load i64, ptr %i, align 8
  %v841 = load i64, ptr %j, align 8
  %pos842 = mul i64 0, %dim6
  %pos843 = add i64 %pos842, %v840
  %pos844 = mul i64 %pos843, %dim33
  %pos845 = add i64 %pos844, %v841
  %elp846 = getelementptr inbounds float, ptr %buf458, i64 %pos845
  %el847 = load float, ptr %elp846, align 4, !alias.scope !6, !noalias !7
  store float %el847, ptr %power_90, align 4
  %v848 = load float, ptr %next3_89, align 4
  %v849 = load float, ptr %gw_84, align 4
  %fm850 = fmul float 0x407B580020000000, %v849
  %v851 = load float, ptr %gh_83, align 4
  %fm852 = fmul float %fm850, %v851
  %fd853 = fdiv float 0x3E8392CBA0000000, %fm852
  %v854 = load float, ptr %power_90, align 4
  %v855 = load float, ptr %flux4_71, align 4
  %fa856 = fadd float %v854, %v855
  %fm857 = fmul float %fd853, %fa856
  %fa858 = fadd float %v848, %fm857
  store float %fa858, ptr %next4_86, align 4
  %v859 = load i64, ptr %i, align 8
  %v860 = load i64, ptr %j, align 8
  %pos861 = mul i64 0, %dim
  %pos862 = add i64 %pos861, %v859
  %pos863 = mul i64 %pos862, %dim24
  %pos864 = add i64 %pos863, %v860
  %v865 = load float, ptr %next4_86, align 4
  %elp866 = getelementptr inbounds float, ptr %buf480, i64 %pos864
  store float %v865, ptr %elp866, align 4, !alias.scope !8, !noalias !9
  %i867 = load i64, ptr %j, align 8
  %next868 = add i64 %i867, 1
  store i64 %next868, ptr %j, align 8
  br label %loop483

proved1058:                                       ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1061

checked1059:                                      ; preds = %versions_done
  store i64 %min55, ptr %j, align 8
  br label %loop1276

versions_done1060:                                ; preds = %exit1278, %exit1063
  store i64 %min59, ptr %j, align 8
  %v1618 = load i64, ptr %i, align 8
  %add1619 = add i64 %v1618, -1
  %sub1620 = sub i64 %dim, 1
  %c1621 = icmp slt i64 %add1619, %sub1620
  %mm1622 = select i1 %c1621, i64 %add1619, i64 %sub1620
  %c1623 = icmp sgt i64 0, %mm1622
  %mm1624 = select i1 %c1623, i64 0, i64 %mm1622
  %base1625 = sext i64 %mm1624 to i128
  %fits_low1626 = icmp sge i128 %base1625, -9223372036854775808
  %fits_high1627 = icmp sle i128 %base1625, 9223372036854775807
  %fits1628 = and i1 %fits_low1626, %fits_high1627
  %least1629 = select i1 %fits1628, i128 %base1625, i128 -9223372036854775808
  %most1630 = select i1 %fits1628, i128 %base1625, i128 9223372036854775807
  %extent1631 = sext i64 %dim to i128
  %low_ok1632 = icmp sge i128 %least1629, 0
  %high_ok1633 = icmp slt i128 %most1630, %extent1631
  %ok1634 = and i1 true, %low_ok1632
  %ok1635 = and i1 %ok1634, %high_ok1633
  %v1636 = load i64, ptr %j, align 8
  %add1637 = add i64 %v1636, -1
  %base1638 = sext i64 %add1637 to i128
  %next1639 = add i64 %min59, 1
  store i64 %next1639, ptr %j, align 8
  %v1640 = load i64, ptr %j, align 8
  %add1641 = add i64 %v1640, -1
  store i64 %min59, ptr %j, align 8
  %at_next1642 = sext i64 %add1641 to i128
  %step1643 = sub i128 %at_next1642, %base1638
  %step1644 = trunc i128 %step1643 to i64
  %step1645 = sext i64 %step1644 to i128
  %len1646 = sub i64 %dim24, %min59
  %span1647 = sub i64 %len1646, 1
  %span1648 = sext i64 %span1647 to i128
  %reach1649 = mul i128 %step1645, %span1648
  %c1650 = icmp slt i128 %reach1649, 0
  %min1651 = select i1 %c1650, i128 %reach1649, i128 0
  %c1652 = icmp sgt i128 %reach1649, 0
  %max1653 = select i1 %c1652, i128 %reach1649, i128 0
  %least1654 = add i128 %base1638, %min1651
  %most1655 = add i128 %base1638, %max1653
  %fits_low1656 = icmp sge i128 %least1654, -9223372036854775808
  %fits_high1657 = icmp sle i128 %most1655, 9223372036854775807
  %fits1658 = and i1 %fits_low1656, %fits_high1657
  %least1659 = select i1 %fits1658, i128 %least1654, i128 -9223372036854775808
  %most1660 = select i1 %fits1658, i128 %most1655, i128 9223372036854775807
  %sub1661 = sub i64 %dim24, 1
  %base1662 = sext i64 %sub1661 to i128
  %fits_low1663 = icmp sge i128 %base1662, -9223372036854775808
  %fits_high1664 = icmp sle i128 %base1662, 9223372036854775807
  %fits1665 = and i1 %fits_low1663, %fits_high1664
  %least1666 = select i1 %fits1665, i128 %base1662, i128 -9223372036854775808
  %most1667 = select i1 %fits1665, i128 %base1662, i128 9223372036854775807
  %c1668 = icmp slt i128 %least1659, %least1666
  %min1669 = select i1 %c1668, i128 %least1659, i128 %least1666
  %c1670 = icmp slt i128 %most1660, %most1667
  %min1671 = select i1 %c1670, i128 %most1660, i128 %most1667
  %c1672 = icmp sgt i128 0, %min1669
  %max1673 = select i1 %c1672, i128 0, i128 %min1669
  %c1674 = icmp sgt i128 0, %min1671
  %max1675 = select i1 %c1674, i128 0, i128 %min1671
  %extent1676 = sext i64 %dim24 to i128
  %low_ok1677 = icmp sge i128 %max1673, 0
  %high_ok1678 = icmp slt i128 %max1675, %extent1676
  %ok1679 = and i1 %ok1635, %low_ok1677
  %ok1680 = and i1 %ok1679, %high_ok1678
  %v1681 = load i64, ptr %j, align 8
  %add1682 = add i64 %v1681, 0
  %base1683 = sext i64 %add1682 to i128
  %next1684 = add i64 %min59, 1
  store i64 %next1684, ptr %j, align 8
  %v1685 = load i64, ptr %j, align 8
  %add1686 = add i64 %v1685, 0
  store i64 %min59, ptr %j, align 8
  %at_next1687 = sext i64 %add1686 to i128
  %step1688 = sub i128 %at_next1687, %base1683
  %step1689 = trunc i128 %step1688 to i64
  %step1690 = sext i64 %step1689 to i128
  %len1691 = sub i64 %dim24, %min59
  %span1692 = sub i64 %len1691, 1
  %span1693 = sext i64 %span1692 to i128
  %reach1694 = mul i128 %step1690, %span1693
  %c1695 = icmp slt i128 %reach1694, 0
  %min1696 = select i1 %c1695, i128 %reach1694, i128 0
  %c1697 = icmp sgt i128 %reach1694, 0
  %max1698 = select i1 %c1697, i128 %reach1694, i128 0
  %least1699 = add i128 %base1683, %min1696
  %most1700 = add i128 %base1683, %max1698
  %fits_low1701 = icmp sge i128 %least1699, -9223372036854775808
  %fits_high1702 = icmp sle i128 %most1700, 9223372036854775807
  %fits1703 = and i1 %fits_low1701, %fits_high1702
  %least1704 = select i1 %fits1703, i128 %least1699, i128 -9223372036854775808
  %most1705 = select i1 %fits1703, i128 %most1700, i128 9223372036854775807
  %sub1706 = sub i64 %dim24, 1
  %base1707 = sext i64 %sub1706 to i128
  %fits_low1708 = icmp sge i128 %base1707, -9223372036854775808
  %fits_high1709 = icmp sle i128 %base1707, 9223372036854775807
  %fits1710 = and i1 %fits_low1708, %fits_high1709
  %least1711 = select i1 %fits1710, i128 %base1707, i128 -9223372036854775808
  %most1712 = select i1 %fits1710, i128 %base1707, i128 9223372036854775807
  %c1713 = icmp slt i128 %least1704, %least1711
  %min1714 = select i1 %c1713, i128 %least1704, i128 %least1711
  %c1715 = icmp slt i128 %most1705, %most1712
  %min1716 = select i1 %c1715, i128 %most1705, i128 %most1712
  %c1717 = icmp sgt i128 0, %min1714
  %max1718 = select i1 %c1717, i128 0, i128 %min1714
  %c1719 = icmp sgt i128 0, %min1716
  %max1720 = select i1 %c1719, i128 0, i128 %min1716
  %extent1721 = sext i64 %dim24 to i128
  %low_ok1722 = icmp sge i128 %max1718, 0
  %high_ok1723 = icmp slt i128 %max1720, %extent1721
  %ok1724 = and i1 %ok1680, %low_ok1722
  %ok1725 = and i1 %ok1724, %high_ok1723
  %v1726 = load i64, ptr %j, align 8
  %add1727 = add i64 %v1726, 1
  %base1728 = sext i64 %add1727 to i128
  %next1729 = add i64 %min59, 1
  store i64 %next1729, ptr %j, align 8
  %v1730 = load i64, ptr %j, align 8
  %add1731 = add i64 %v1730, 1
  store i64 %min59, ptr %j, align 8
  %at_next1732 = sext i64 %add1731 to i128
  %step1733 = sub i128 %at_next1732, %base1728
  %step1734 = trunc i128 %step1733 to i64
  %step1735 = sext i64 %step1734 to i128
  %len1736 = sub i64 %dim24, %min59
  %span1737 = sub i64 %len1736, 1
  %span1738 = sext i64 %span1737 to i128
  %reach1739 = mul i128 %step1735, %span1738
  %c1740 = icmp slt i128 %reach1739, 0
  %min1741 = select i1 %c1740, i128 %reach1739, i128 0
  %c1742 = icmp sgt i128 %reach1739, 0
  %max1743 = select i1 %c1742, i128 %reach1739, i128 0
  %least1744 = add i128 %base1728, %min1741
  %most1745 = add i128 %base1728, %max1743
  %fits_low1746 = icmp sge i128 %least1744, -9223372036854775808
  %fits_high1747 = icmp sle i128 %most1745, 9223372036854775807
  %fits1748 = and i1 %fits_low1746, %fits_high1747
  %least1749 = select i1 %fits1748, i128 %least1744, i128 -9223372036854775808
  %most1750 = select i1 %fits1748, i128 %most1745, i128 9223372036854775807
  %sub1751 = sub i64 %dim24, 1
  %base1752 = sext i64 %sub1751 to i128
  %fits_low1753 = icmp sge i128 %base1752, -9223372036854775808
  %fits_high1754 = icmp sle i128 %base1752, 9223372036854775807
  %fits1755 = and i1 %fits_low1753, %fits_high1754
  %least1756 = select i1 %fits1755, i128 %base1752, i128 -9223372036854775808
  %most1757 = select i1 %fits1755, i128 %base1752, i128 9223372036854775807
  %c1758 = icmp slt i128 %least1749, %least1756
  %min1759 = select i1 %c1758, i128 %least1749, i128 %least1756
  %c1760 = icmp slt i128 %most1750, %most1757
  %min1761 = select i1 %c1760, i128 %most1750, i128 %most1757
  %c1762 = icmp sgt i128 0, %min1759
  %max1763 = select i1 %c1762, i128 0, i128 %min1759
  %c1764 = icmp sgt i128 0, %min1761
  %max1765 = select i1 %c1764, i128 0, i128 %min1761
  %extent1766 = sext i64 %dim24 to i128
  %low_ok1767 = icmp sge i128 %max1763, 0
  %high_ok1768 = icmp slt i128 %max1765, %extent1766
  %ok1769 = and i1 %ok1725, %low_ok1767
  %ok1770 = and i1 %ok1769, %high_ok1768
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, 0
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %base1778 = sext i64 %mm1777 to i128
  %fits_low1779 = icmp sge i128 %base1778, -9223372036854775808
  %fits_high1780 = icmp sle i128 %base1778, 9223372036854775807
  %fits1781 = and i1 %fits_low1779, %fits_high1780
  %least1782 = select i1 %fits1781, i128 %base1778, i128 -9223372036854775808
  %most1783 = select i1 %fits1781, i128 %base1778, i128 9223372036854775807
  %extent1784 = sext i64 %dim to i128
  %low_ok1785 = icmp sge i128 %least1782, 0
  %high_ok1786 = icmp slt i128 %most1783, %extent1784
  %ok1787 = and i1 %ok1770, %low_ok1785
  %ok1788 = and i1 %ok1787, %high_ok1786
  %v1789 = load i64, ptr %i, align 8
  %add1790 = add i64 %v1789, 1
  %sub1791 = sub i64 %dim, 1
  %c1792 = icmp slt i64 %add1790, %sub1791
  %mm1793 = select i1 %c1792, i64 %add1790, i64 %sub1791
  %c1794 = icmp sgt i64 0, %mm1793
  %mm1795 = select i1 %c1794, i64 0, i64 %mm1793
  %base1796 = sext i64 %mm1795 to i128
  %fits_low1797 = icmp sge i128 %base1796, -9223372036854775808
  %fits_high1798 = icmp sle i128 %base1796, 9223372036854775807
  %fits1799 = and i1 %fits_low1797, %fits_high1798
  %least1800 = select i1 %fits1799, i128 %base1796, i128 -9223372036854775808
  %most1801 = select i1 %fits1799, i128 %base1796, i128 9223372036854775807
  %extent1802 = sext i64 %dim to i128
  %low_ok1803 = icmp sge i128 %least1800, 0
  %high_ok1804 = icmp slt i128 %most1801, %extent1802
  %ok1805 = and i1 %ok1788, %low_ok1803
  %ok1806 = and i1 %ok1805, %high_ok1804
  br i1 %ok1806, label %proved1807, label %checked1808

loop1061:                                         ; preds = %body1062, %proved1058
  %i1064 = load i64, ptr %j, align 8
  %more1065 = icmp slt i64 %i1064, %min59
  br i1 %more1065, label %body1062, label %exit1063

body1062:                                         ; preds = %loop1061
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, -1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap = add i64 %j1073, -1
  %pos1074 = mul i64 0, %dim
  %pos1075 = add i64 %pos1074, %mm1072
  %pos1076 = mul i64 %pos1075, %dim24
  %pos1077 = add i64 %pos1076, %tap
  %elp1078 = getelementptr inbounds float, ptr %buf, i64 %pos1077
  %el1079 = load float, ptr %elp1078, align 4, !alias.scope !0, !noalias !3
  store float %el1079, ptr %next3_74, align 4
  %v1080 = load i64, ptr %i, align 8
  %add1081 = add i64 %v1080, -1
  %sub1082 = sub i64 %dim, 1
  %c1083 = icmp slt i64 %add1081, %sub1082
  %mm1084 = select i1 %c1083, i64 %add1081, i64 %sub1082
  %c1085 = icmp sgt i64 0, %mm1084
  %mm1086 = select i1 %c1085, i64 0, i64 %mm1084
  %j1087 = load i64, ptr %j, align 8
  %tap1088 = add i64 %j1087, 0
  %pos1089 = mul i64 0, %dim
  %pos1090 = add i64 %pos1089, %mm1086
  %pos1091 = mul i64 %pos1090, %dim24
  %pos1092 = add i64 %pos1091, %tap1088
  %elp1093 = getelementptr inbounds float, ptr %buf, i64 %pos1092
  %el1094 = load float, ptr %elp1093, align 4, !alias.scope !0, !noalias !3
  store float %el1094, ptr %next3_75, align 4
  %v1095 = load i64, ptr %i, align 8
  %add1096 = add i64 %v1095, -1
  %sub1097 = sub i64 %dim, 1
  %c1098 = icmp slt i64 %add1096, %sub1097
  %mm1099 = select i1 %c1098, i64 %add1096, i64 %sub1097
  %c1100 = icmp sgt i64 0, %mm1099
  %mm1101 = select i1 %c1100, i64 0, i64 %mm1099
  %j1102 = load i64, ptr %j, align 8
  %tap1103 = add i64 %j1102, 1
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1101
  %pos1106 = mul i64 %pos1105, %dim24
  %pos1107 = add i64 %pos1106, %tap1103
  %elp1108 = getelementptr inbounds float, ptr %buf, i64 %pos1107
  %el1109 = load float, ptr %elp1108, align 4, !alias.scope !0, !noalias !3
  store float %el1109, ptr %next3_76, align 4
  %v1110 = load i64, ptr %i, align 8
  %add1111 = add i64 %v1110, 0
  %sub1112 = sub i64 %dim, 1
  %c1113 = icmp slt i64 %add1111, %sub1112
  %mm1114 = select i1 %c1113, i64 %add1111, i64 %sub1112
  %c1115 = icmp sgt i64 0, %mm1114
  %mm1116 = select i1 %c1115, i64 0, i64 %mm1114
  %j1117 = load i64, ptr %j, align 8
  %tap1118 = add i64 %j1117, -1
  %pos1119 = mul i64 0, %dim
  %pos1120 = add i64 %pos1119, %mm1116
  %pos1121 = mul i64 %pos1120, %dim24
  %pos1122 = add i64 %pos1121, %tap1118
  %elp1123 = getelementptr inbounds float, ptr %buf, i64 %pos1122
  %el1124 = load float, ptr %elp1123, align 4, !alias.scope !0, !noalias !3
  store float %el1124, ptr %next3_77, align 4
  %v1125 = load i64, ptr %i, align 8
  %add1126 = add i64 %v1125, 0
  %sub1127 = sub i64 %dim, 1
  %c1128 = icmp slt i64 %add1126, %sub1127
  %mm1129 = select i1 %c1128, i64 %add1126, i64 %sub1127
  %c1130 = icmp sgt i64 0, %mm1129
  %mm1131 = select i1 %c1130, i64 0, i64 %mm1129
  %j1132 = load i64, ptr %j, align 8
  %tap1133 = add i64 %j1132, 0
  %pos1134 = mul i64 0, %dim
  %pos1135 = add i64 %pos1134, %mm1131
  %pos1136 = mul i64 %pos1135, %dim24
  %pos1137 = add i64 %pos1136, %tap1133
  %elp1138 = getelementptr inbounds float, ptr %buf, i64 %pos1137
  %el1139 = load float, ptr %elp1138, align 4, !alias.scope !0, !noalias !3
  store float %el1139, ptr %next3_78, align 4
  %v1140 = load i64, ptr %i, align 8
  %add1141 = add i64 %v1140, 0
  %sub1142 = sub i64 %dim, 1
  %c1143 = icmp slt i64 %add1141, %sub1142
  %mm1144 = select i1 %c1143, i64 %add1141, i64 %sub1142
  %c1145 = icmp sgt i64 0, %mm1144
  %mm1146 = select i1 %c1145, i64 0, i64 %mm1144
  %j1147 = load i64, ptr %j, align 8
  %tap1148 = add i64 %j1147, 1
  %pos1149 = mul i64 0, %dim
  %pos1150 = add i64 %pos1149, %mm1146
  %pos1151 = mul i64 %pos1150, %dim24
  %pos1152 = add i64 %pos1151, %tap1148
  %elp1153 = getelementptr inbounds float, ptr %buf, i64 %pos1152
  %el1154 = load float, ptr %elp1153, align 4, !alias.scope !0, !noalias !3
  store float %el1154, ptr %next3_79, align 4
  %v1155 = load i64, ptr %i, align 8
  %add1156 = add i64 %v1155, 1
  %sub1157 = sub i64 %dim, 1
  %c1158 = icmp slt i64 %add1156, %sub1157
  %mm1159 = select i1 %c1158, i64 %add1156, i64 %sub1157
  %c1160 = icmp sgt i64 0, %mm1159
  %mm1161 = select i1 %c1160, i64 0, i64 %mm1159
  %j1162 = load i64, ptr %j, align 8
  %tap1163 = add i64 %j1162, -1
  %pos1164 = mul i64 0, %dim
  %pos1165 = add i64 %pos1164, %mm1161
  %pos1166 = mul i64 %pos1165, %dim24
  %pos1167 = add i64 %pos1166, %tap1163
  %elp1168 = getelementptr inbounds float, ptr %buf, i64 %pos1167
  %el1169 = load float, ptr %elp1168, align 4, !alias.scope !0, !noalias !3
  store float %el1169, ptr %next3_80, align 4
  %v1170 = load i64, ptr %i, align 8
  %add1171 = add i64 %v1170, 1
  %sub1172 = sub i64 %dim, 1
  %c1173 = icmp slt i64 %add1171, %sub1172
  %mm1174 = select i1 %c1173, i64 %add1171, i64 %sub1172
  %c1175 = icmp sgt i64 0, %mm1174
  %mm1176 = select i1 %c1175, i64 0, i64 %mm1174
  %j1177 = load i64, ptr %j, align 8
  %tap1178 = add i64 %j1177, 0
  %pos1179 = mul i64 0, %dim
  %pos1180 = add i64 %pos1179, %mm1176
  %pos1181 = mul i64 %pos1180, %dim24
  %pos1182 = add i64 %pos1181, %tap1178
  %elp1183 = getelementptr inbounds float, ptr %buf, i64 %pos1182
  %el1184 = load float, ptr %elp1183, align 4, !alias.scope !0, !noalias !3
  store float %el1184, ptr %next3_81, align 4
  %v1185 = load i64, ptr %i, align 8
  %add1186 = add i64 %v1185, 1
  %sub1187 = sub i64 %dim, 1
  %c1188 = icmp slt i64 %add1186, %sub1187
  %mm1189 = select i1 %c1188, i64 %add1186, i64 %sub1187
  %c1190 = icmp sgt i64 0, %mm1189
  %mm1191 = select i1 %c1190, i64 0, i64 %mm1189
  %j1192 = load i64, ptr %j, align 8
  %tap1193 = add i64 %j1192, 1
  %pos1194 = mul i64 0, %dim
  %pos1195 = add i64 %pos1194, %mm1191
  %pos1196 = mul i64 %pos1195, %dim24
  %pos1197 = add i64 %pos1196, %tap1193
  %elp1198 = getelementptr inbounds float, ptr %buf, i64 %pos1197
  %el1199 = load float, ptr %elp1198, align 4, !alias.scope !0, !noalias !3
  store float %el1199, ptr %next3_82, align 4
  %cv1200 = sitofp i64 %dim to float
  %fd1201 = fdiv float 0x3F90624DE0000000, %cv1200
  store float %fd1201, ptr %gh_83, align 4
  %tup1202 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1203 = insertvalue { i64, i64 } %tup1202, i64 %dim24, 1
  %proj1204 = extractvalue { i64, i64 } %tup1203, 1
  %cv1205 = sitofp i64 %proj1204 to float
  %fd1206 = fdiv float 0x3F90624DE0000000, %cv1205
  store float %fd1206, ptr %gw_84, align 4
  %v1207 = load float, ptr %next3_78, align 4
  %fm1208 = fmul float 2.000000e+00, %v1207
  store float %fm1208, ptr %"%cse0_85", align 4
  %v1209 = load float, ptr %next3_81, align 4
  %v1210 = load float, ptr %next3_75, align 4
  %fa1211 = fadd float %v1209, %v1210
  %v1212 = load float, ptr %"%cse0_85", align 4
  %fs1213 = fsub float %fa1211, %v1212
  %v1214 = load float, ptr %gh_83, align 4
  %v1215 = load float, ptr %gw_84, align 4
  %fm1216 = fmul float 0x3FB99999A0000000, %v1215
  %fd1217 = fdiv float %v1214, %fm1216
  %fd1218 = fdiv float %fs1213, %fd1217
  %v1219 = load float, ptr %next3_79, align 4
  %v1220 = load float, ptr %next3_77, align 4
  %fa1221 = fadd float %v1219, %v1220
  %v1222 = load float, ptr %"%cse0_85", align 4
  %fs1223 = fsub float %fa1221, %v1222
  %v1224 = load float, ptr %gw_84, align 4
  %v1225 = load float, ptr %gh_83, align 4
  %fm1226 = fmul float 0x3FB99999A0000000, %v1225
  %fd1227 = fdiv float %v1224, %fm1226
  %fd1228 = fdiv float %fs1223, %fd1227
  %fa1229 = fadd float %fd1218, %fd1228
  %v1230 = load float, ptr %next3_78, align 4
  %fs1231 = fsub float 8.000000e+01, %v1230
  %v1232 = load float, ptr %gh_83, align 4
  %fm1233 = fmul float 1.000000e+02, %v1232
  %v1234 = load float, ptr %gw_84, align 4
  %fm1235 = fmul float %fm1233, %v1234
  %fd1236 = fdiv float 0x3F40624DE0000000, %fm1235
  %fd1237 = fdiv float %fs1231, %fd1236
  %fa1238 = fadd float %fa1229, %fd1237
  store float %fa1238, ptr %flux4_71, align 4
  %v1239 = load i64, ptr %i, align 8
  %v1240 = load i64, ptr %j, align 8
  %pos1241 = mul i64 0, %dim
  %pos1242 = add i64 %pos1241, %v1239
  %pos1243 = mul i64 %pos1242, %dim24
  %pos1244 = add i64 %pos1243, %v1240
  %elp1245 = getelementptr inbounds float, ptr %buf, i64 %pos1244
  %el1246 = load float, ptr %elp1245, align 4, !alias.scope !0, !noalias !3
  store float %el1246, ptr %next3_89, align 4
  %v1247 = load i64, ptr %i, align 8
  %v1248 = load i64, ptr %j, align 8
  %pos1249 = mul i64 0, %dim6
  %pos1250 = add i64 %pos1249, %v1247
  %pos1251 = mul i64 %pos1250, %dim33
  %pos1252 = add i64 %pos1251, %v1248
  %elp1253 = getelementptr inbounds float, ptr %buf458, i64 %pos1252
  %el1254 = load float, ptr %elp1253, align 4, !alias.scope !6, !noalias !7
  store float %el1254, ptr %power_90, align 4
  %v1255 = load float, ptr %next3_89, align 4
  %v1256 = load float, ptr %gw_84, align 4
  %fm1257 = fmul float 0x407B580020000000, %v1256
  %v1258 = load float, ptr %gh_83, align 4
  %fm1259 = fmul float %fm1257, %v1258
  %fd1260 = fdiv float 0x3E8392CBA0000000, %fm1259
  %v1261 = load float, ptr %power_90, align 4
  %v1262 = load float, ptr %flux4_71, align 4
  %fa1263 = fadd float %v1261, %v1262
  %fm1264 = fmul float %fd1260, %fa1263
  %fa1265 = fadd float %v1255, %fm1264
  store float %fa1265, ptr %next4_86, align 4
  %v1266 = load i64, ptr %i, align 8
  %v1267 = load i64, ptr %j, align 8
  %pos1268 = mul i64 0, %dim
  %pos1269 = add i64 %pos1268, %v1266
  %pos1270 = mul i64 %pos1269, %dim24
  %pos1271 = add i64 %pos1270, %v1267
  %v1272 = load float, ptr %next4_86, align 4
  %elp1273 = getelementptr inbounds float, ptr %buf480, i64 %pos1271
  store float %v1272, ptr %elp1273, align 4, !alias.scope !8, !noalias !9
  %i1274 = load i64, ptr %j, align 8
  %next1275 = add i64 %i1274, 1
  store i64 %next1275, ptr %j, align 8
  br label %loop1061

exit1063:                                         ; preds = %loop1061
  br label %versions_done1060

loop1276:                                         ; preds = %ok1533, %checked1059
  %i1279 = load i64, ptr %j, align 8
  %more1280 = icmp slt i64 %i1279, %min59
  br i1 %more1280, label %body1277, label %exit1278

body1277:                                         ; preds = %loop1276
  %v1281 = load i64, ptr %i, align 8
  %add1282 = add i64 %v1281, -1
  %sub1283 = sub i64 %dim, 1
  %c1284 = icmp slt i64 %add1282, %sub1283
  %mm1285 = select i1 %c1284, i64 %add1282, i64 %sub1283
  %c1286 = icmp sgt i64 0, %mm1285
  %mm1287 = select i1 %c1286, i64 0, i64 %mm1285
  %j1288 = load i64, ptr %j, align 8
  %tap1289 = add i64 %j1288, -1
  %inb1290 = icmp ult i64 %mm1287, %dim
  br i1 %inb1290, label %ok1292, label %fail1291

exit1278:                                         ; preds = %loop1276
  br label %versions_done1060

fail1291:                                         ; preds = %body1277
  %errp1293 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1293, align 8
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1287, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1296, align 8
  ret i32 1

ok1292:                                           ; preds = %body1277
  %pos1297 = mul i64 0, %dim
  %pos1298 = add i64 %pos1297, %mm1287
  %inb1299 = icmp ult i64 %tap1289, %dim24
  br i1 %inb1299, label %ok1301, label %fail1300

fail1300:                                         ; preds = %ok1292
  %errp1302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1302, align 8
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1289, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1305, align 8
  ret i32 1

ok1301:                                           ; preds = %ok1292
  %pos1306 = mul i64 %pos1298, %dim24
  %pos1307 = add i64 %pos1306, %tap1289
  %elp1308 = getelementptr inbounds float, ptr %buf, i64 %pos1307
  %el1309 = load float, ptr %elp1308, align 4, !alias.scope !0, !noalias !3
  store float %el1309, ptr %next3_74, align 4
  %v1310 = load i64, ptr %i, align 8
  %add1311 = add i64 %v1310, -1
  %sub1312 = sub i64 %dim, 1
  %c1313 = icmp slt i64 %add1311, %sub1312
  %mm1314 = select i1 %c1313, i64 %add1311, i64 %sub1312
  %c1315 = icmp sgt i64 0, %mm1314
  %mm1316 = select i1 %c1315, i64 0, i64 %mm1314
  %j1317 = load i64, ptr %j, align 8
  %tap1318 = add i64 %j1317, 0
  %inb1319 = icmp ult i64 %mm1316, %dim
  br i1 %inb1319, label %ok1321, label %fail1320

fail1320:                                         ; preds = %ok1301
  %errp1322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1322, align 8
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1316, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1325, align 8
  ret i32 1

ok1321:                                           ; preds = %ok1301
  %pos1326 = mul i64 0, %dim
  %pos1327 = add i64 %pos1326, %mm1316
  %inb1328 = icmp ult i64 %tap1318, %dim24
  br i1 %inb1328, label %ok1330, label %fail1329

fail1329:                                         ; preds = %ok1321
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1318, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1334, align 8
  ret i32 1

ok1330:                                           ; preds = %ok1321
  %pos1335 = mul i64 %pos1327, %dim24
  %pos1336 = add i64 %pos1335, %tap1318
  %elp1337 = getelementptr inbounds float, ptr %buf, i64 %pos1336
  %el1338 = load float, ptr %elp1337, align 4, !alias.scope !0, !noalias !3
  store float %el1338, ptr %next3_75, align 4
  %v1339 = load i64, ptr %i, align 8
  %add1340 = add i64 %v1339, -1
  %sub1341 = sub i64 %dim, 1
  %c1342 = icmp slt i64 %add1340, %sub1341
  %mm1343 = select i1 %c1342, i64 %add1340, i64 %sub1341
  %c1344 = icmp sgt i64 0, %mm1343
  %mm1345 = select i1 %c1344, i64 0, i64 %mm1343
  %j1346 = load i64, ptr %j, align 8
  %tap1347 = add i64 %j1346, 1
  %inb1348 = icmp ult i64 %mm1345, %dim
  br i1 %inb1348, label %ok1350, label %fail1349

fail1349:                                         ; preds = %ok1330
  %errp1351 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1351, align 8
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1345, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1354, align 8
  ret i32 1

ok1350:                                           ; preds = %ok1330
  %pos1355 = mul i64 0, %dim
  %pos1356 = add i64 %pos1355, %mm1345
  %inb1357 = icmp ult i64 %tap1347, %dim24
  br i1 %inb1357, label %ok1359, label %fail1358

fail1358:                                         ; preds = %ok1350
  %errp1360 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1360, align 8
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1347, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1363, align 8
  ret i32 1

ok1359:                                           ; preds = %ok1350
  %pos1364 = mul i64 %pos1356, %dim24
  %pos1365 = add i64 %pos1364, %tap1347
  %elp1366 = getelementptr inbounds float, ptr %buf, i64 %pos1365
  %el1367 = load float, ptr %elp1366, align 4, !alias.scope !0, !noalias !3
  store float %el1367, ptr %next3_76, align 4
  %v1368 = load i64, ptr %i, align 8
  %add1369 = add i64 %v1368, 0
  %sub1370 = sub i64 %dim, 1
  %c1371 = icmp slt i64 %add1369, %sub1370
  %mm1372 = select i1 %c1371, i64 %add1369, i64 %sub1370
  %c1373 = icmp sgt i64 0, %mm1372
  %mm1374 = select i1 %c1373, i64 0, i64 %mm1372
  %j1375 = load i64, ptr %j, align 8
  %tap1376 = add i64 %j1375, -1
  %inb1377 = icmp ult i64 %mm1374, %dim
  br i1 %inb1377, label %ok1379, label %fail1378

fail1378:                                         ; preds = %ok1359
  %errp1380 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1380, align 8
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1374, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1383, align 8
  ret i32 1

ok1379:                                           ; preds = %ok1359
  %pos1384 = mul i64 0, %dim
  %pos1385 = add i64 %pos1384, %mm1374
  %inb1386 = icmp ult i64 %tap1376, %dim24
  br i1 %inb1386, label %ok1388, label %fail1387

fail1387:                                         ; preds = %ok1379
  %errp1389 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1389, align 8
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1376, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1392, align 8
  ret i32 1

ok1388:                                           ; preds = %ok1379
  %pos1393 = mul i64 %pos1385, %dim24
  %pos1394 = add i64 %pos1393, %tap1376
  %elp1395 = getelementptr inbounds float, ptr %buf, i64 %pos1394
  %el1396 = load float, ptr %elp1395, align 4, !alias.scope !0, !noalias !3
  store float %el1396, ptr %next3_77, align 4
  %v1397 = load i64, ptr %i, align 8
  %add1398 = add i64 %v1397, 0
  %sub1399 = sub i64 %dim, 1
  %c1400 = icmp slt i64 %add1398, %sub1399
  %mm1401 = select i1 %c1400, i64 %add1398, i64 %sub1399
  %c1402 = icmp sgt i64 0, %mm1401
  %mm1403 = select i1 %c1402, i64 0, i64 %mm1401
  %j1404 = load i64, ptr %j, align 8
  %tap1405 = add i64 %j1404, 0
  %inb1406 = icmp ult i64 %mm1403, %dim
  br i1 %inb1406, label %ok1408, label %fail1407

fail1407:                                         ; preds = %ok1388
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1409, align 8
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1403, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1412, align 8
  ret i32 1

ok1408:                                           ; preds = %ok1388
  %pos1413 = mul i64 0, %dim
  %pos1414 = add i64 %pos1413, %mm1403
  %inb1415 = icmp ult i64 %tap1405, %dim24
  br i1 %inb1415, label %ok1417, label %fail1416

fail1416:                                         ; preds = %ok1408
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1405, ptr %errp1420, align 8
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1421, align 8
  ret i32 1

ok1417:                                           ; preds = %ok1408
  %pos1422 = mul i64 %pos1414, %dim24
  %pos1423 = add i64 %pos1422, %tap1405
  %elp1424 = getelementptr inbounds float, ptr %buf, i64 %pos1423
  %el1425 = load float, ptr %elp1424, align 4, !alias.scope !0, !noalias !3
  store float %el1425, ptr %next3_78, align 4
  %v1426 = load i64, ptr %i, align 8
  %add1427 = add i64 %v1426, 0
  %sub1428 = sub i64 %dim, 1
  %c1429 = icmp slt i64 %add1427, %sub1428
  %mm1430 = select i1 %c1429, i64 %add1427, i64 %sub1428
  %c1431 = icmp sgt i64 0, %mm1430
  %mm1432 = select i1 %c1431, i64 0, i64 %mm1430
  %j1433 = load i64, ptr %j, align 8
  %tap1434 = add i64 %j1433, 1
  %inb1435 = icmp ult i64 %mm1432, %dim
  br i1 %inb1435, label %ok1437, label %fail1436

fail1436:                                         ; preds = %ok1417
  %errp1438 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1438, align 8
  %errp1439 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1439, align 8
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1432, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1441, align 8
  ret i32 1

ok1437:                                           ; preds = %ok1417
  %pos1442 = mul i64 0, %dim
  %pos1443 = add i64 %pos1442, %mm1432
  %inb1444 = icmp ult i64 %tap1434, %dim24
  br i1 %inb1444, label %ok1446, label %fail1445

fail1445:                                         ; preds = %ok1437
  %errp1447 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1447, align 8
  %errp1448 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1448, align 8
  %errp1449 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1434, ptr %errp1449, align 8
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1450, align 8
  ret i32 1

ok1446:                                           ; preds = %ok1437
  %pos1451 = mul i64 %pos1443, %dim24
  %pos1452 = add i64 %pos1451, %tap1434
  %elp1453 = getelementptr inbounds float, ptr %buf, i64 %pos1452
  %el1454 = load float, ptr %elp1453, align 4, !alias.scope !0, !noalias !3
  store float %el1454, ptr %next3_79, align 4
  %v1455 = load i64, ptr %i, align 8
  %add1456 = add i64 %v1455, 1
  %sub1457 = sub i64 %dim, 1
  %c1458 = icmp slt i64 %add1456, %sub1457
  %mm1459 = select i1 %c1458, i64 %add1456, i64 %sub1457
  %c1460 = icmp sgt i64 0, %mm1459
  %mm1461 = select i1 %c1460, i64 0, i64 %mm1459
  %j1462 = load i64, ptr %j, align 8
  %tap1463 = add i64 %j1462, -1
  %inb1464 = icmp ult i64 %mm1461, %dim
  br i1 %inb1464, label %ok1466, label %fail1465

fail1465:                                         ; preds = %ok1446
  %errp1467 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1467, align 8
  %errp1468 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1468, align 8
  %errp1469 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1461, ptr %errp1469, align 8
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1470, align 8
  ret i32 1

ok1466:                                           ; preds = %ok1446
  %pos1471 = mul i64 0, %dim
  %pos1472 = add i64 %pos1471, %mm1461
  %inb1473 = icmp ult i64 %tap1463, %dim24
  br i1 %inb1473, label %ok1475, label %fail1474

fail1474:                                         ; preds = %ok1466
  %errp1476 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1476, align 8
  %errp1477 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1477, align 8
  %errp1478 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1463, ptr %errp1478, align 8
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1479, align 8
  ret i32 1

ok1475:                                           ; preds = %ok1466
  %pos1480 = mul i64 %pos1472, %dim24
  %pos1481 = add i64 %pos1480, %tap1463
  %elp1482 = getelementptr inbounds float, ptr %buf, i64 %pos1481
  %el1483 = load float, ptr %elp1482, align 4, !alias.scope !0, !noalias !3
  store float %el1483, ptr %next3_80, align 4
  %v1484 = load i64, ptr %i, align 8
  %add1485 = add i64 %v1484, 1
  %sub1486 = sub i64 %dim, 1
  %c1487 = icmp slt i64 %add1485, %sub1486
  %mm1488 = select i1 %c1487, i64 %add1485, i64 %sub1486
  %c1489 = icmp sgt i64 0, %mm1488
  %mm1490 = select i1 %c1489, i64 0, i64 %mm1488
  %j1491 = load i64, ptr %j, align 8
  %tap1492 = add i64 %j1491, 0
  %inb1493 = icmp ult i64 %mm1490, %dim
  br i1 %inb1493, label %ok1495, label %fail1494

fail1494:                                         ; preds = %ok1475
  %errp1496 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1496, align 8
  %errp1497 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1497, align 8
  %errp1498 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1490, ptr %errp1498, align 8
  %errp1499 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1499, align 8
  ret i32 1

ok1495:                                           ; preds = %ok1475
  %pos1500 = mul i64 0, %dim
  %pos1501 = add i64 %pos1500, %mm1490
  %inb1502 = icmp ult i64 %tap1492, %dim24
  br i1 %inb1502, label %ok1504, label %fail1503

fail1503:                                         ; preds = %ok1495
  %errp1505 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1505, align 8
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1492, ptr %errp1507, align 8
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1508, align 8
  ret i32 1

ok1504:                                           ; preds = %ok1495
  %pos1509 = mul i64 %pos1501, %dim24
  %pos1510 = add i64 %pos1509, %tap1492
  %elp1511 = getelementptr inbounds float, ptr %buf, i64 %pos1510
  %el1512 = load float, ptr %elp1511, align 4, !alias.scope !0, !noalias !3
  store float %el1512, ptr %next3_81, align 4
  %v1513 = load i64, ptr %i, align 8
  %add1514 = add i64 %v1513, 1
  %sub1515 = sub i64 %dim, 1
  %c1516 = icmp slt i64 %add1514, %sub1515
  %mm1517 = select i1 %c1516, i64 %add1514, i64 %sub1515
  %c1518 = icmp sgt i64 0, %mm1517
  %mm1519 = select i1 %c1518, i64 0, i64 %mm1517
  %j1520 = load i64, ptr %j, align 8
  %tap1521 = add i64 %j1520, 1
  %inb1522 = icmp ult i64 %mm1519, %dim
  br i1 %inb1522, label %ok1524, label %fail1523

fail1523:                                         ; preds = %ok1504
  %errp1525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1525, align 8
  %errp1526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1526, align 8
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1519, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1528, align 8
  ret i32 1

ok1524:                                           ; preds = %ok1504
  %pos1529 = mul i64 0, %dim
  %pos1530 = add i64 %pos1529, %mm1519
  %inb1531 = icmp ult i64 %tap1521, %dim24
  br i1 %inb1531, label %ok1533, label %fail1532

fail1532:                                         ; preds = %ok1524
  %errp1534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1534, align 8
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp1535, align 8
  %errp1536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1521, ptr %errp1536, align 8
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp1537, align 8
  ret i32 1

ok1533:                                           ; preds = %ok1524
  %pos1538 = mul i64 %pos1530, %dim24
  %pos1539 = add i64 %pos1538, %tap1521
  %elp1540 = getelementptr inbounds float, ptr %buf, i64 %pos1539
  %el1541 = load float, ptr %elp1540, align 4, !alias.scope !0, !noalias !3
  store float %el1541, ptr %next3_82, align 4
  %cv1542 = sitofp i64 %dim to float
  %fd1543 = fdiv float 0x3F90624DE0000000, %cv1542
  store float %fd1543, ptr %gh_83, align 4
  %tup1544 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1545 = insertvalue { i64, i64 } %tup1544, i64 %dim24, 1
  %proj1546 = extractvalue { i64, i64 } %tup1545, 1
  %cv1547 = sitofp i64 %proj1546 to float
  %fd1548 = fdiv float 0x3F90624DE0000000, %cv1547
  store float %fd1548, ptr %gw_84, align 4
  %v1549 = load float, ptr %next3_78, align 4
  %fm1550 = fmul float 2.000000e+00, %v1549
  store float %fm1550, ptr %"%cse0_85", align 4
  %v1551 = load float, ptr %next3_81, align 4
  %v1552 = load float, ptr %next3_75, align 4
  %fa1553 = fadd float %v1551, %v1552
  %v1554 = load float, ptr %"%cse0_85", align 4
  %fs1555 = fsub float %fa1553, %v1554
  %v1556 = load float, ptr %gh_83, align 4
  %v1557 = load float, ptr %gw_84, align 4
  %fm1558 = fmul float 0x3FB99999A0000000, %v1557
  %fd1559 = fdiv float %v1556, %fm1558
  %fd1560 = fdiv float %fs1555, %fd1559
  %v1561 = load float, ptr %next3_79, align 4
  %v1562 = load float, ptr %next3_77, align 4
  %fa1563 = fadd float %v1561, %v1562
  %v1564 = load float, ptr %"%cse0_85", align 4
  %fs1565 = fsub float %fa1563, %v1564
  %v1566 = load float, ptr %gw_84, align 4
  %v1567 = load float, ptr %gh_83, align 4
  %fm1568 = fmul float 0x3FB99999A0000000, %v1567
  %fd1569 = fdiv float %v1566, %fm1568
  %fd1570 = fdiv float %fs1565, %fd1569
  %fa1571 = fadd float %fd1560, %fd1570
  %v1572 = load float, ptr %next3_78, align 4
  %fs1573 = fsub float 8.000000e+01, %v1572
  %v1574 = load float, ptr %gh_83, align 4
  %fm1575 = fmul float 1.000000e+02, %v1574
  %v1576 = load float, ptr %gw_84, align 4
  %fm1577 = fmul float %fm1575, %v1576
  %fd1578 = fdiv float 0x3F40624DE0000000, %fm1577
  %fd1579 = fdiv float %fs1573, %fd1578
  %fa1580 = fadd float %fa1571, %fd1579
  store float %fa1580, ptr %flux4_71, align 4
  %v1581 = load i64, ptr %i, align 8
  %v1582 = load i64, ptr %j, align 8
  %pos1583 = mul i64 0, %dim
  %pos1584 = add i64 %pos1583, %v1581
  %pos1585 = mul i64 %pos1584, %dim24
  %pos1586 = add i64 %pos1585, %v1582
  %elp1587 = getelementptr inbounds float, ptr %buf, i64 %pos1586
  %el1588 = load float, ptr %elp1587, align 4, !alias.scope !0, !noalias !3
  store float %el1588, ptr %next3_89, align 4
  %v1589 = load i64, ptr %i, align 8
  %v1590 = load i64, ptr %j, align 8
  %pos1591 = mul i64 0, %dim6
  %pos1592 = add i64 %pos1591, %v1589
  %pos1593 = mul i64 %pos1592, %dim33
  %pos1594 = add i64 %pos1593, %v1590
  %elp1595 = getelementptr inbounds float, ptr %buf458, i64 %pos1594
  %el1596 = load float, ptr %elp1595, align 4, !alias.scope !6, !noalias !7
  store float %el1596, ptr %power_90, align 4
  %v1597 = load float, ptr %next3_89, align 4
  %v1598 = load float, ptr %gw_84, align 4
  %fm1599 = fmul float 0x407B580020000000, %v1598
  %v1600 = load float, ptr %gh_83, align 4
  %fm1601 = fmul float %fm1599, %v1600
  %fd1602 = fdiv float 0x3E8392CBA0000000, %fm1601
  %v1603 = load float, ptr %power_90, align 4
  %v1604 = load float, ptr %flux4_71, align 4
  %fa1605 = fadd float %v1603, %v1604
  %fm1606 = fmul float %fd1602, %fa1605
  %fa1607 = fadd float %v1597, %fm1606
  store float %fa1607, ptr %next4_86, align 4
  %v1608 = load i64, ptr %i, align 8
  %v1609 = load i64, ptr %j, align 8
  %pos1610 = mul i64 0, %dim
  %pos1611 = add i64 %pos1610, %v1608
  %pos1612 = mul i64 %pos1611, %dim24
  %pos1613 = add i64 %pos1612, %v1609
  %v1614 = load float, ptr %next4_86, align 4
  %elp1615 = getelementptr inbounds float, ptr %buf480, i64 %pos1613
  store float %v1614, ptr %elp1615, align 4, !alias.scope !8, !noalias !9
  %i1616 = load i64, ptr %j, align 8
  %next1617 = add i64 %i1616, 1
  store i64 %next1617, ptr %j, align 8
  br label %loop1276

proved1807:                                       ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop1810

checked1808:                                      ; preds = %versions_done1060
  store i64 %min59, ptr %j, align 8
  br label %loop2071

versions_done1809:                                ; preds = %exit2073, %exit1812
  %i2458 = load i64, ptr %i, align 8
  %next2459 = add i64 %i2458, 1
  store i64 %next2459, ptr %i, align 8
  br label %loop

loop1810:                                         ; preds = %body1811, %proved1807
  %i1813 = load i64, ptr %j, align 8
  %more1814 = icmp slt i64 %i1813, %dim24
  br i1 %more1814, label %body1811, label %exit1812

body1811:                                         ; preds = %loop1810
  %v1815 = load i64, ptr %i, align 8
  %add1816 = add i64 %v1815, -1
  %sub1817 = sub i64 %dim, 1
  %c1818 = icmp slt i64 %add1816, %sub1817
  %mm1819 = select i1 %c1818, i64 %add1816, i64 %sub1817
  %c1820 = icmp sgt i64 0, %mm1819
  %mm1821 = select i1 %c1820, i64 0, i64 %mm1819
  %v1822 = load i64, ptr %j, align 8
  %add1823 = add i64 %v1822, -1
  %sub1824 = sub i64 %dim24, 1
  %c1825 = icmp slt i64 %add1823, %sub1824
  %mm1826 = select i1 %c1825, i64 %add1823, i64 %sub1824
  %c1827 = icmp sgt i64 0, %mm1826
  %mm1828 = select i1 %c1827, i64 0, i64 %mm1826
  %pos1829 = mul i64 0, %dim
  %pos1830 = add i64 %pos1829, %mm1821
  %pos1831 = mul i64 %pos1830, %dim24
  %pos1832 = add i64 %pos1831, %mm1828
  %elp1833 = getelementptr inbounds float, ptr %buf, i64 %pos1832
  %el1834 = load float, ptr %elp1833, align 4, !alias.scope !0, !noalias !3
  store float %el1834, ptr %next3_74, align 4
  %v1835 = load i64, ptr %i, align 8
  %add1836 = add i64 %v1835, -1
  %sub1837 = sub i64 %dim, 1
  %c1838 = icmp slt i64 %add1836, %sub1837
  %mm1839 = select i1 %c1838, i64 %add1836, i64 %sub1837
  %c1840 = icmp sgt i64 0, %mm1839
  %mm1841 = select i1 %c1840, i64 0, i64 %mm1839
  %v1842 = load i64, ptr %j, align 8
  %add1843 = add i64 %v1842, 0
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
  store float %el1854, ptr %next3_75, align 4
  %v1855 = load i64, ptr %i, align 8
  %add1856 = add i64 %v1855, -1
  %sub1857 = sub i64 %dim, 1
  %c1858 = icmp slt i64 %add1856, %sub1857
  %mm1859 = select i1 %c1858, i64 %add1856, i64 %sub1857
  %c1860 = icmp sgt i64 0, %mm1859
  %mm1861 = select i1 %c1860, i64 0, i64 %mm1859
  %v1862 = load i64, ptr %j, align 8
  %add1863 = add i64 %v1862, 1
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
  store float %el1874, ptr %next3_76, align 4
  %v1875 = load i64, ptr %i, align 8
  %add1876 = add i64 %v1875, 0
  %sub1877 = sub i64 %dim, 1
  %c1878 = icmp slt i64 %add1876, %sub1877
  %mm1879 = select i1 %c1878, i64 %add1876, i64 %sub1877
  %c1880 = icmp sgt i64 0, %mm1879
  %mm1881 = select i1 %c1880, i64 0, i64 %mm1879
  %v1882 = load i64, ptr %j, align 8
  %add1883 = add i64 %v1882, -1
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
  store float %el1894, ptr %next3_77, align 4
  %v1895 = load i64, ptr %i, align 8
  %add1896 = add i64 %v1895, 0
  %sub1897 = sub i64 %dim, 1
  %c1898 = icmp slt i64 %add1896, %sub1897
  %mm1899 = select i1 %c1898, i64 %add1896, i64 %sub1897
  %c1900 = icmp sgt i64 0, %mm1899
  %mm1901 = select i1 %c1900, i64 0, i64 %mm1899
  %v1902 = load i64, ptr %j, align 8
  %add1903 = add i64 %v1902, 0
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
  store float %el1914, ptr %next3_78, align 4
  %v1915 = load i64, ptr %i, align 8
  %add1916 = add i64 %v1915, 0
  %sub1917 = sub i64 %dim, 1
  %c1918 = icmp slt i64 %add1916, %sub1917
  %mm1919 = select i1 %c1918, i64 %add1916, i64 %sub1917
  %c1920 = icmp sgt i64 0, %mm1919
  %mm1921 = select i1 %c1920, i64 0, i64 %mm1919
  %v1922 = load i64, ptr %j, align 8
  %add1923 = add i64 %v1922, 1
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
  store float %el1934, ptr %next3_79, align 4
  %v1935 = load i64, ptr %i, align 8
  %add1936 = add i64 %v1935, 1
  %sub1937 = sub i64 %dim, 1
  %c1938 = icmp slt i64 %add1936, %sub1937
  %mm1939 = select i1 %c1938, i64 %add1936, i64 %sub1937
  %c1940 = icmp sgt i64 0, %mm1939
  %mm1941 = select i1 %c1940, i64 0, i64 %mm1939
  %v1942 = load i64, ptr %j, align 8
  %add1943 = add i64 %v1942, -1
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
  store float %el1954, ptr %next3_80, align 4
  %v1955 = load i64, ptr %i, align 8
  %add1956 = add i64 %v1955, 1
  %sub1957 = sub i64 %dim, 1
  %c1958 = icmp slt i64 %add1956, %sub1957
  %mm1959 = select i1 %c1958, i64 %add1956, i64 %sub1957
  %c1960 = icmp sgt i64 0, %mm1959
  %mm1961 = select i1 %c1960, i64 0, i64 %mm1959
  %v1962 = load i64, ptr %j, align 8
  %add1963 = add i64 %v1962, 0
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
  store float %el1974, ptr %next3_81, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, 1
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
  store float %el1994, ptr %next3_82, align 4
  %cv1995 = sitofp i64 %dim to float
  %fd1996 = fdiv float 0x3F90624DE0000000, %cv1995
  store float %fd1996, ptr %gh_83, align 4
  %tup1997 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup1998 = insertvalue { i64, i64 } %tup1997, i64 %dim24, 1
  %proj1999 = extractvalue { i64, i64 } %tup1998, 1
  %cv2000 = sitofp i64 %proj1999 to float
  %fd2001 = fdiv float 0x3F90624DE0000000, %cv2000
  store float %fd2001, ptr %gw_84, align 4
  %v2002 = load float, ptr %next3_78, align 4
  %fm2003 = fmul float 2.000000e+00, %v2002
  store float %fm2003, ptr %"%cse0_85", align 4
  %v2004 = load float, ptr %next3_81, align 4
  %v2005 = load float, ptr %next3_75, align 4
  %fa2006 = fadd float %v2004, %v2005
  %v2007 = load float, ptr %"%cse0_85", align 4
  %fs2008 = fsub float %fa2006, %v2007
  %v2009 = load float, ptr %gh_83, align 4
  %v2010 = load float, ptr %gw_84, align 4
  %fm2011 = fmul float 0x3FB99999A0000000, %v2010
  %fd2012 = fdiv float %v2009, %fm2011
  %fd2013 = fdiv float %fs2008, %fd2012
  %v2014 = load float, ptr %next3_79, align 4
  %v2015 = load float, ptr %next3_77, align 4
  %fa2016 = fadd float %v2014, %v2015
  %v2017 = load float, ptr %"%cse0_85", align 4
  %fs2018 = fsub float %fa2016, %v2017
  %v2019 = load float, ptr %gw_84, align 4
  %v2020 = load float, ptr %gh_83, align 4
  %fm2021 = fmul float 0x3FB99999A0000000, %v2020
  %fd2022 = fdiv float %v2019, %fm2021
  %fd2023 = fdiv float %fs2018, %fd2022
  %fa2024 = fadd float %fd2013, %fd2023
  %v2025 = load float, ptr %next3_78, align 4
  %fs2026 = fsub float 8.000000e+01, %v2025
  %v2027 = load float, ptr %gh_83, align 4
  %fm2028 = fmul float 1.000000e+02, %v2027
  %v2029 = load float, ptr %gw_84, align 4
  %fm2030 = fmul float %fm2028, %v2029
  %fd2031 = fdiv float 0x3F40624DE0000000, %fm2030
  %fd2032 = fdiv float %fs2026, %fd2031
  %fa2033 = fadd float %fa2024, %fd2032
  store float %fa2033, ptr %flux4_71, align 4
  %v2034 = load i64, ptr %i, align 8
  %v2035 = load i64, ptr %j, align 8
  %pos2036 = mul i64 0, %dim
  %pos2037 = add i64 %pos2036, %v2034
  %pos2038 = mul i64 %pos2037, %dim24
  %pos2039 = add i64 %pos2038, %v2035
  %elp2040 = getelementptr inbounds float, ptr %buf, i64 %pos2039
  %el2041 = load float, ptr %elp2040, align 4, !alias.scope !0, !noalias !3
  store float %el2041, ptr %next3_89, align 4
  %v2042 = load i64, ptr %i, align 8
  %v2043 = load i64, ptr %j, align 8
  %pos2044 = mul i64 0, %dim6
  %pos2045 = add i64 %pos2044, %v2042
  %pos2046 = mul i64 %pos2045, %dim33
  %pos2047 = add i64 %pos2046, %v2043
  %elp2048 = getelementptr inbounds float, ptr %buf458, i64 %pos2047
  %el2049 = load float, ptr %elp2048, align 4, !alias.scope !6, !noalias !7
  store float %el2049, ptr %power_90, align 4
  %v2050 = load float, ptr %next3_89, align 4
  %v2051 = load float, ptr %gw_84, align 4
  %fm2052 = fmul float 0x407B580020000000, %v2051
  %v2053 = load float, ptr %gh_83, align 4
  %fm2054 = fmul float %fm2052, %v2053
  %fd2055 = fdiv float 0x3E8392CBA0000000, %fm2054
  %v2056 = load float, ptr %power_90, align 4
  %v2057 = load float, ptr %flux4_71, align 4
  %fa2058 = fadd float %v2056, %v2057
  %fm2059 = fmul float %fd2055, %fa2058
  %fa2060 = fadd float %v2050, %fm2059
  store float %fa2060, ptr %next4_86, align 4
  %v2061 = load i64, ptr %i, align 8
  %v2062 = load i64, ptr %j, align 8
  %pos2063 = mul i64 0, %dim
  %pos2064 = add i64 %pos2063, %v2061
  %pos2065 = mul i64 %pos2064, %dim24
  %pos2066 = add i64 %pos2065, %v2062
  %v2067 = load float, ptr %next4_86, align 4
  %elp2068 = getelementptr inbounds float, ptr %buf480, i64 %pos2066
  store float %v2067, ptr %elp2068, align 4, !alias.scope !8, !noalias !9
  %i2069 = load i64, ptr %j, align 8
  %next2070 = add i64 %i2069, 1
  store i64 %next2070, ptr %j, align 8
  br label %loop1810

exit1812:                                         ; preds = %loop1810
  br label %versions_done1809

loop2071:                                         ; preds = %ok2373, %checked1808
  %i2074 = load i64, ptr %j, align 8
  %more2075 = icmp slt i64 %i2074, %dim24
  br i1 %more2075, label %body2072, label %exit2073

body2072:                                         ; preds = %loop2071
  %v2076 = load i64, ptr %i, align 8
  %add2077 = add i64 %v2076, -1
  %sub2078 = sub i64 %dim, 1
  %c2079 = icmp slt i64 %add2077, %sub2078
  %mm2080 = select i1 %c2079, i64 %add2077, i64 %sub2078
  %c2081 = icmp sgt i64 0, %mm2080
  %mm2082 = select i1 %c2081, i64 0, i64 %mm2080
  %v2083 = load i64, ptr %j, align 8
  %add2084 = add i64 %v2083, -1
  %sub2085 = sub i64 %dim24, 1
  %c2086 = icmp slt i64 %add2084, %sub2085
  %mm2087 = select i1 %c2086, i64 %add2084, i64 %sub2085
  %c2088 = icmp sgt i64 0, %mm2087
  %mm2089 = select i1 %c2088, i64 0, i64 %mm2087
  %inb2090 = icmp ult i64 %mm2082, %dim
  br i1 %inb2090, label %ok2092, label %fail2091

exit2073:                                         ; preds = %loop2071
  br label %versions_done1809

fail2091:                                         ; preds = %body2072
  %errp2093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2093, align 8
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2094, align 8
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2082, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2096, align 8
  ret i32 1

ok2092:                                           ; preds = %body2072
  %pos2097 = mul i64 0, %dim
  %pos2098 = add i64 %pos2097, %mm2082
  %inb2099 = icmp ult i64 %mm2089, %dim24
  br i1 %inb2099, label %ok2101, label %fail2100

fail2100:                                         ; preds = %ok2092
  %errp2102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2102, align 8
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2089, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2105, align 8
  ret i32 1

ok2101:                                           ; preds = %ok2092
  %pos2106 = mul i64 %pos2098, %dim24
  %pos2107 = add i64 %pos2106, %mm2089
  %elp2108 = getelementptr inbounds float, ptr %buf, i64 %pos2107
  %el2109 = load float, ptr %elp2108, align 4, !alias.scope !0, !noalias !3
  store float %el2109, ptr %next3_74, align 4
  %v2110 = load i64, ptr %i, align 8
  %add2111 = add i64 %v2110, -1
  %sub2112 = sub i64 %dim, 1
  %c2113 = icmp slt i64 %add2111, %sub2112
  %mm2114 = select i1 %c2113, i64 %add2111, i64 %sub2112
  %c2115 = icmp sgt i64 0, %mm2114
  %mm2116 = select i1 %c2115, i64 0, i64 %mm2114
  %v2117 = load i64, ptr %j, align 8
  %add2118 = add i64 %v2117, 0
  %sub2119 = sub i64 %dim24, 1
  %c2120 = icmp slt i64 %add2118, %sub2119
  %mm2121 = select i1 %c2120, i64 %add2118, i64 %sub2119
  %c2122 = icmp sgt i64 0, %mm2121
  %mm2123 = select i1 %c2122, i64 0, i64 %mm2121
  %inb2124 = icmp ult i64 %mm2116, %dim
  br i1 %inb2124, label %ok2126, label %fail2125

fail2125:                                         ; preds = %ok2101
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2116, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2130, align 8
  ret i32 1

ok2126:                                           ; preds = %ok2101
  %pos2131 = mul i64 0, %dim
  %pos2132 = add i64 %pos2131, %mm2116
  %inb2133 = icmp ult i64 %mm2123, %dim24
  br i1 %inb2133, label %ok2135, label %fail2134

fail2134:                                         ; preds = %ok2126
  %errp2136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2136, align 8
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2123, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2139, align 8
  ret i32 1

ok2135:                                           ; preds = %ok2126
  %pos2140 = mul i64 %pos2132, %dim24
  %pos2141 = add i64 %pos2140, %mm2123
  %elp2142 = getelementptr inbounds float, ptr %buf, i64 %pos2141
  %el2143 = load float, ptr %elp2142, align 4, !alias.scope !0, !noalias !3
  store float %el2143, ptr %next3_75, align 4
  %v2144 = load i64, ptr %i, align 8
  %add2145 = add i64 %v2144, -1
  %sub2146 = sub i64 %dim, 1
  %c2147 = icmp slt i64 %add2145, %sub2146
  %mm2148 = select i1 %c2147, i64 %add2145, i64 %sub2146
  %c2149 = icmp sgt i64 0, %mm2148
  %mm2150 = select i1 %c2149, i64 0, i64 %mm2148
  %v2151 = load i64, ptr %j, align 8
  %add2152 = add i64 %v2151, 1
  %sub2153 = sub i64 %dim24, 1
  %c2154 = icmp slt i64 %add2152, %sub2153
  %mm2155 = select i1 %c2154, i64 %add2152, i64 %sub2153
  %c2156 = icmp sgt i64 0, %mm2155
  %mm2157 = select i1 %c2156, i64 0, i64 %mm2155
  %inb2158 = icmp ult i64 %mm2150, %dim
  br i1 %inb2158, label %ok2160, label %fail2159

fail2159:                                         ; preds = %ok2135
  %errp2161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2161, align 8
  %errp2162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2162, align 8
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2150, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2164, align 8
  ret i32 1

ok2160:                                           ; preds = %ok2135
  %pos2165 = mul i64 0, %dim
  %pos2166 = add i64 %pos2165, %mm2150
  %inb2167 = icmp ult i64 %mm2157, %dim24
  br i1 %inb2167, label %ok2169, label %fail2168

fail2168:                                         ; preds = %ok2160
  %errp2170 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2170, align 8
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2157, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2173, align 8
  ret i32 1

ok2169:                                           ; preds = %ok2160
  %pos2174 = mul i64 %pos2166, %dim24
  %pos2175 = add i64 %pos2174, %mm2157
  %elp2176 = getelementptr inbounds float, ptr %buf, i64 %pos2175
  %el2177 = load float, ptr %elp2176, align 4, !alias.scope !0, !noalias !3
  store float %el2177, ptr %next3_76, align 4
  %v2178 = load i64, ptr %i, align 8
  %add2179 = add i64 %v2178, 0
  %sub2180 = sub i64 %dim, 1
  %c2181 = icmp slt i64 %add2179, %sub2180
  %mm2182 = select i1 %c2181, i64 %add2179, i64 %sub2180
  %c2183 = icmp sgt i64 0, %mm2182
  %mm2184 = select i1 %c2183, i64 0, i64 %mm2182
  %v2185 = load i64, ptr %j, align 8
  %add2186 = add i64 %v2185, -1
  %sub2187 = sub i64 %dim24, 1
  %c2188 = icmp slt i64 %add2186, %sub2187
  %mm2189 = select i1 %c2188, i64 %add2186, i64 %sub2187
  %c2190 = icmp sgt i64 0, %mm2189
  %mm2191 = select i1 %c2190, i64 0, i64 %mm2189
  %inb2192 = icmp ult i64 %mm2184, %dim
  br i1 %inb2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2169
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2184, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2169
  %pos2199 = mul i64 0, %dim
  %pos2200 = add i64 %pos2199, %mm2184
  %inb2201 = icmp ult i64 %mm2191, %dim24
  br i1 %inb2201, label %ok2203, label %fail2202

fail2202:                                         ; preds = %ok2194
  %errp2204 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2204, align 8
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2191, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2207, align 8
  ret i32 1

ok2203:                                           ; preds = %ok2194
  %pos2208 = mul i64 %pos2200, %dim24
  %pos2209 = add i64 %pos2208, %mm2191
  %elp2210 = getelementptr inbounds float, ptr %buf, i64 %pos2209
  %el2211 = load float, ptr %elp2210, align 4, !alias.scope !0, !noalias !3
  store float %el2211, ptr %next3_77, align 4
  %v2212 = load i64, ptr %i, align 8
  %add2213 = add i64 %v2212, 0
  %sub2214 = sub i64 %dim, 1
  %c2215 = icmp slt i64 %add2213, %sub2214
  %mm2216 = select i1 %c2215, i64 %add2213, i64 %sub2214
  %c2217 = icmp sgt i64 0, %mm2216
  %mm2218 = select i1 %c2217, i64 0, i64 %mm2216
  %v2219 = load i64, ptr %j, align 8
  %add2220 = add i64 %v2219, 0
  %sub2221 = sub i64 %dim24, 1
  %c2222 = icmp slt i64 %add2220, %sub2221
  %mm2223 = select i1 %c2222, i64 %add2220, i64 %sub2221
  %c2224 = icmp sgt i64 0, %mm2223
  %mm2225 = select i1 %c2224, i64 0, i64 %mm2223
  %inb2226 = icmp ult i64 %mm2218, %dim
  br i1 %inb2226, label %ok2228, label %fail2227

fail2227:                                         ; preds = %ok2203
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2218, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2232, align 8
  ret i32 1

ok2228:                                           ; preds = %ok2203
  %pos2233 = mul i64 0, %dim
  %pos2234 = add i64 %pos2233, %mm2218
  %inb2235 = icmp ult i64 %mm2225, %dim24
  br i1 %inb2235, label %ok2237, label %fail2236

fail2236:                                         ; preds = %ok2228
  %errp2238 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2238, align 8
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2225, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2241, align 8
  ret i32 1

ok2237:                                           ; preds = %ok2228
  %pos2242 = mul i64 %pos2234, %dim24
  %pos2243 = add i64 %pos2242, %mm2225
  %elp2244 = getelementptr inbounds float, ptr %buf, i64 %pos2243
  %el2245 = load float, ptr %elp2244, align 4, !alias.scope !0, !noalias !3
  store float %el2245, ptr %next3_78, align 4
  %v2246 = load i64, ptr %i, align 8
  %add2247 = add i64 %v2246, 0
  %sub2248 = sub i64 %dim, 1
  %c2249 = icmp slt i64 %add2247, %sub2248
  %mm2250 = select i1 %c2249, i64 %add2247, i64 %sub2248
  %c2251 = icmp sgt i64 0, %mm2250
  %mm2252 = select i1 %c2251, i64 0, i64 %mm2250
  %v2253 = load i64, ptr %j, align 8
  %add2254 = add i64 %v2253, 1
  %sub2255 = sub i64 %dim24, 1
  %c2256 = icmp slt i64 %add2254, %sub2255
  %mm2257 = select i1 %c2256, i64 %add2254, i64 %sub2255
  %c2258 = icmp sgt i64 0, %mm2257
  %mm2259 = select i1 %c2258, i64 0, i64 %mm2257
  %inb2260 = icmp ult i64 %mm2252, %dim
  br i1 %inb2260, label %ok2262, label %fail2261

fail2261:                                         ; preds = %ok2237
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2263, align 8
  %errp2264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2264, align 8
  %errp2265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2252, ptr %errp2265, align 8
  %errp2266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2266, align 8
  ret i32 1

ok2262:                                           ; preds = %ok2237
  %pos2267 = mul i64 0, %dim
  %pos2268 = add i64 %pos2267, %mm2252
  %inb2269 = icmp ult i64 %mm2259, %dim24
  br i1 %inb2269, label %ok2271, label %fail2270

fail2270:                                         ; preds = %ok2262
  %errp2272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2272, align 8
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2259, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2275, align 8
  ret i32 1

ok2271:                                           ; preds = %ok2262
  %pos2276 = mul i64 %pos2268, %dim24
  %pos2277 = add i64 %pos2276, %mm2259
  %elp2278 = getelementptr inbounds float, ptr %buf, i64 %pos2277
  %el2279 = load float, ptr %elp2278, align 4, !alias.scope !0, !noalias !3
  store float %el2279, ptr %next3_79, align 4
  %v2280 = load i64, ptr %i, align 8
  %add2281 = add i64 %v2280, 1
  %sub2282 = sub i64 %dim, 1
  %c2283 = icmp slt i64 %add2281, %sub2282
  %mm2284 = select i1 %c2283, i64 %add2281, i64 %sub2282
  %c2285 = icmp sgt i64 0, %mm2284
  %mm2286 = select i1 %c2285, i64 0, i64 %mm2284
  %v2287 = load i64, ptr %j, align 8
  %add2288 = add i64 %v2287, -1
  %sub2289 = sub i64 %dim24, 1
  %c2290 = icmp slt i64 %add2288, %sub2289
  %mm2291 = select i1 %c2290, i64 %add2288, i64 %sub2289
  %c2292 = icmp sgt i64 0, %mm2291
  %mm2293 = select i1 %c2292, i64 0, i64 %mm2291
  %inb2294 = icmp ult i64 %mm2286, %dim
  br i1 %inb2294, label %ok2296, label %fail2295

fail2295:                                         ; preds = %ok2271
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2286, ptr %errp2299, align 8
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2300, align 8
  ret i32 1

ok2296:                                           ; preds = %ok2271
  %pos2301 = mul i64 0, %dim
  %pos2302 = add i64 %pos2301, %mm2286
  %inb2303 = icmp ult i64 %mm2293, %dim24
  br i1 %inb2303, label %ok2305, label %fail2304

fail2304:                                         ; preds = %ok2296
  %errp2306 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2306, align 8
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2293, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2309, align 8
  ret i32 1

ok2305:                                           ; preds = %ok2296
  %pos2310 = mul i64 %pos2302, %dim24
  %pos2311 = add i64 %pos2310, %mm2293
  %elp2312 = getelementptr inbounds float, ptr %buf, i64 %pos2311
  %el2313 = load float, ptr %elp2312, align 4, !alias.scope !0, !noalias !3
  store float %el2313, ptr %next3_80, align 4
  %v2314 = load i64, ptr %i, align 8
  %add2315 = add i64 %v2314, 1
  %sub2316 = sub i64 %dim, 1
  %c2317 = icmp slt i64 %add2315, %sub2316
  %mm2318 = select i1 %c2317, i64 %add2315, i64 %sub2316
  %c2319 = icmp sgt i64 0, %mm2318
  %mm2320 = select i1 %c2319, i64 0, i64 %mm2318
  %v2321 = load i64, ptr %j, align 8
  %add2322 = add i64 %v2321, 0
  %sub2323 = sub i64 %dim24, 1
  %c2324 = icmp slt i64 %add2322, %sub2323
  %mm2325 = select i1 %c2324, i64 %add2322, i64 %sub2323
  %c2326 = icmp sgt i64 0, %mm2325
  %mm2327 = select i1 %c2326, i64 0, i64 %mm2325
  %inb2328 = icmp ult i64 %mm2320, %dim
  br i1 %inb2328, label %ok2330, label %fail2329

fail2329:                                         ; preds = %ok2305
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2320, ptr %errp2333, align 8
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2334, align 8
  ret i32 1

ok2330:                                           ; preds = %ok2305
  %pos2335 = mul i64 0, %dim
  %pos2336 = add i64 %pos2335, %mm2320
  %inb2337 = icmp ult i64 %mm2327, %dim24
  br i1 %inb2337, label %ok2339, label %fail2338

fail2338:                                         ; preds = %ok2330
  %errp2340 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2340, align 8
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2327, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2343, align 8
  ret i32 1

ok2339:                                           ; preds = %ok2330
  %pos2344 = mul i64 %pos2336, %dim24
  %pos2345 = add i64 %pos2344, %mm2327
  %elp2346 = getelementptr inbounds float, ptr %buf, i64 %pos2345
  %el2347 = load float, ptr %elp2346, align 4, !alias.scope !0, !noalias !3
  store float %el2347, ptr %next3_81, align 4
  %v2348 = load i64, ptr %i, align 8
  %add2349 = add i64 %v2348, 1
  %sub2350 = sub i64 %dim, 1
  %c2351 = icmp slt i64 %add2349, %sub2350
  %mm2352 = select i1 %c2351, i64 %add2349, i64 %sub2350
  %c2353 = icmp sgt i64 0, %mm2352
  %mm2354 = select i1 %c2353, i64 0, i64 %mm2352
  %v2355 = load i64, ptr %j, align 8
  %add2356 = add i64 %v2355, 1
  %sub2357 = sub i64 %dim24, 1
  %c2358 = icmp slt i64 %add2356, %sub2357
  %mm2359 = select i1 %c2358, i64 %add2356, i64 %sub2357
  %c2360 = icmp sgt i64 0, %mm2359
  %mm2361 = select i1 %c2360, i64 0, i64 %mm2359
  %inb2362 = icmp ult i64 %mm2354, %dim
  br i1 %inb2362, label %ok2364, label %fail2363

fail2363:                                         ; preds = %ok2339
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2354, ptr %errp2367, align 8
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2368, align 8
  ret i32 1

ok2364:                                           ; preds = %ok2339
  %pos2369 = mul i64 0, %dim
  %pos2370 = add i64 %pos2369, %mm2354
  %inb2371 = icmp ult i64 %mm2361, %dim24
  br i1 %inb2371, label %ok2373, label %fail2372

fail2372:                                         ; preds = %ok2364
  %errp2374 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2374, align 8
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2361, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp2377, align 8
  ret i32 1

ok2373:                                           ; preds = %ok2364
  %pos2378 = mul i64 %pos2370, %dim24
  %pos2379 = add i64 %pos2378, %mm2361
  %elp2380 = getelementptr inbounds float, ptr %buf, i64 %pos2379
  %el2381 = load float, ptr %elp2380, align 4, !alias.scope !0, !noalias !3
  store float %el2381, ptr %next3_82, align 4
  %cv2382 = sitofp i64 %dim to float
  %fd2383 = fdiv float 0x3F90624DE0000000, %cv2382
  store float %fd2383, ptr %gh_83, align 4
  %tup2384 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup2385 = insertvalue { i64, i64 } %tup2384, i64 %dim24, 1
  %proj2386 = extractvalue { i64, i64 } %tup2385, 1
  %cv2387 = sitofp i64 %proj2386 to float
  %fd2388 = fdiv float 0x3F90624DE0000000, %cv2387
  store float %fd2388, ptr %gw_84, align 4
  %v2389 = load float, ptr %next3_78, align 4
  %fm2390 = fmul float 2.000000e+00, %v2389
  store float %fm2390, ptr %"%cse0_85", align 4
  %v2391 = load float, ptr %next3_81, align 4
  %v2392 = load float, ptr %next3_75, align 4
  %fa2393 = fadd float %v2391, %v2392
  %v2394 = load float, ptr %"%cse0_85", align 4
  %fs2395 = fsub float %fa2393, %v2394
  %v2396 = load float, ptr %gh_83, align 4
  %v2397 = load float, ptr %gw_84, align 4
  %fm2398 = fmul float 0x3FB99999A0000000, %v2397
  %fd2399 = fdiv float %v2396, %fm2398
  %fd2400 = fdiv float %fs2395, %fd2399
  %v2401 = load float, ptr %next3_79, align 4
  %v2402 = load float, ptr %next3_77, align 4
  %fa2403 = fadd float %v2401, %v2402
  %v2404 = load float, ptr %"%cse0_85", align 4
  %fs2405 = fsub float %fa2403, %v2404
  %v2406 = load float, ptr %gw_84, align 4
  %v2407 = load float, ptr %gh_83, align 4
  %fm2408 = fmul float 0x3FB99999A0000000, %v2407
  %fd2409 = fdiv float %v2406, %fm2408
  %fd2410 = fdiv float %fs2405, %fd2409
  %fa2411 = fadd float %fd2400, %fd2410
  %v2412 = load float, ptr %next3_78, align 4
  %fs2413 = fsub float 8.000000e+01, %v2412
  %v2414 = load float, ptr %gh_83, align 4
  %fm2415 = fmul float 1.000000e+02, %v2414
  %v2416 = load float, ptr %gw_84, align 4
  %fm2417 = fmul float %fm2415, %v2416
  %fd2418 = fdiv float 0x3F40624DE0000000, %fm2417
  %fd2419 = fdiv float %fs2413, %fd2418
  %fa2420 = fadd float %fa2411, %fd2419
  store float %fa2420, ptr %flux4_71, align 4
  %v2421 = load i64, ptr %i, align 8
  %v2422 = load i64, ptr %j, align 8
  %pos2423 = mul i64 0, %dim
  %pos2424 = add i64 %pos2423, %v2421
  %pos2425 = mul i64 %pos2424, %dim24
  %pos2426 = add i64 %pos2425, %v2422
  %elp2427 = getelementptr inbounds float, ptr %buf, i64 %pos2426
  %el2428 = load float, ptr %elp2427, align 4, !alias.scope !0, !noalias !3
  store float %el2428, ptr %next3_89, align 4
  %v2429 = load i64, ptr %i, align 8
  %v2430 = load i64, ptr %j, align 8
  %pos2431 = mul i64 0, %dim6
  %pos2432 = add i64 %pos2431, %v2429
  %pos2433 = mul i64 %pos2432, %dim33
  %pos2434 = add i64 %pos2433, %v2430
  %elp2435 = getelementptr inbounds float, ptr %buf458, i64 %pos2434
  %el2436 = load float, ptr %elp2435, align 4, !alias.scope !6, !noalias !7
  store float %el2436, ptr %power_90, align 4
  %v2437 = load float, ptr %next3_89, align 4
  %v2438 = load float, ptr %gw_84, align 4
  %fm2439 = fmul float 0x407B580020000000, %v2438
  %v2440 = load float, ptr %gh_83, align 4
  %fm2441 = fmul float %fm2439, %v2440
  %fd2442 = fdiv float 0x3E8392CBA0000000, %fm2441
  %v2443 = load float, ptr %power_90, align 4
  %v2444 = load float, ptr %flux4_71, align 4
  %fa2445 = fadd float %v2443, %v2444
  %fm2446 = fmul float %fd2442, %fa2445
  %fa2447 = fadd float %v2437, %fm2446
  store float %fa2447, ptr %next4_86, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim24
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next4_86, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf480, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !8, !noalias !9
  %i2456 = load i64, ptr %j, align 8
  %next2457 = add i64 %i2456, 1
  store i64 %next2457, ptr %j, align 8
  br label %loop2071
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

