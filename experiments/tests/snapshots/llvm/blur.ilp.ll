; cluster c0: Vertical(bright, blurred)
; ModuleID = 'blur_c0'
source_filename = "blur_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 1
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %p0_15 = alloca i64, align 8
  %p1_16 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %img_17 = alloca float, align 4
  %bright_6 = alloca float, align 4
  %p0_18 = alloca i64, align 8
  %p1_19 = alloca i64, align 8
  %img_20 = alloca float, align 4
  %bright_7 = alloca float, align 4
  %p0_21 = alloca i64, align 8
  %p1_22 = alloca i64, align 8
  %img_23 = alloca float, align 4
  %bright_8 = alloca float, align 4
  %p0_24 = alloca i64, align 8
  %p1_25 = alloca i64, align 8
  %img_26 = alloca float, align 4
  %bright_9 = alloca float, align 4
  %p0_27 = alloca i64, align 8
  %p1_28 = alloca i64, align 8
  %img_29 = alloca float, align 4
  %bright_10 = alloca float, align 4
  %p0_30 = alloca i64, align 8
  %p1_31 = alloca i64, align 8
  %img_32 = alloca float, align 4
  %bright_11 = alloca float, align 4
  %p0_33 = alloca i64, align 8
  %p1_34 = alloca i64, align 8
  %img_35 = alloca float, align 4
  %bright_12 = alloca float, align 4
  %p0_36 = alloca i64, align 8
  %p1_37 = alloca i64, align 8
  %img_38 = alloca float, align 4
  %bright_13 = alloca float, align 4
  %p0_39 = alloca i64, align 8
  %p1_40 = alloca i64, align 8
  %img_41 = alloca float, align 4
  %bright_14 = alloca float, align 4
  %blurred_3 = alloca float, align 4
  %bufp547 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf548 = load ptr, ptr %bufp547, align 8
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

loop:                                             ; preds = %exit1040, %ok
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
  br label %loop28

loop28:                                           ; preds = %ok506, %ok11
  %i31 = load i64, ptr %j, align 8
  %more32 = icmp slt i64 %i31, %min23
  br i1 %more32, label %body29, label %exit30

body29:                                           ; preds = %loop28
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c33 = icmp slt i64 %add, %sub
  %mm = select i1 %c33, i64 %add, i64 %sub
  %c34 = icmp sgt i64 0, %mm
  %mm35 = select i1 %c34, i64 0, i64 %mm
  store i64 %mm35, ptr %p0_15, align 8
  %nonempty = icmp sgt i64 %dim, 0
  %v36 = load i64, ptr %p0_15, align 8
  br i1 %nonempty, label %ok38, label %fail37

exit30:                                           ; preds = %loop28
  store i64 %min23, ptr %j, align 8
  br label %loop551

fail37:                                           ; preds = %body29
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v36, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body29
  %v43 = load i64, ptr %j, align 8
  %add44 = add i64 %v43, -1
  %sub45 = sub i64 %dim8, 1
  %c46 = icmp slt i64 %add44, %sub45
  %mm47 = select i1 %c46, i64 %add44, i64 %sub45
  %c48 = icmp sgt i64 0, %mm47
  %mm49 = select i1 %c48, i64 0, i64 %mm47
  store i64 %mm49, ptr %p1_16, align 8
  %nonempty50 = icmp sgt i64 %dim8, 0
  %v51 = load i64, ptr %p1_16, align 8
  br i1 %nonempty50, label %ok53, label %fail52

fail52:                                           ; preds = %ok38
  %errp54 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp57, align 8
  ret i32 1

ok53:                                             ; preds = %ok38
  %v58 = load i64, ptr %p0_15, align 8
  %v59 = load i64, ptr %p1_16, align 8
  %nonempty60 = icmp sgt i64 %dim, 0
  br i1 %nonempty60, label %ok62, label %fail61

fail61:                                           ; preds = %ok53
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v58, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %ok53
  %pos = mul i64 0, %dim
  %pos67 = add i64 %pos, %v58
  %nonempty68 = icmp sgt i64 %dim8, 0
  br i1 %nonempty68, label %ok70, label %fail69

fail69:                                           ; preds = %ok62
  %errp71 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v59, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp74, align 8
  ret i32 1

ok70:                                             ; preds = %ok62
  %pos75 = mul i64 %pos67, %dim8
  %pos76 = add i64 %pos75, %v59
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos76
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %img_17, align 4
  %v77 = load float, ptr %img_17, align 4
  %fm = fmul float 5.000000e-01, %v77
  %fa = fadd float %fm, 5.000000e-01
  store float %fa, ptr %bright_6, align 4
  %v78 = load i64, ptr %i, align 8
  %add79 = add i64 %v78, -1
  %sub80 = sub i64 %dim, 1
  %c81 = icmp slt i64 %add79, %sub80
  %mm82 = select i1 %c81, i64 %add79, i64 %sub80
  %c83 = icmp sgt i64 0, %mm82
  %mm84 = select i1 %c83, i64 0, i64 %mm82
  store i64 %mm84, ptr %p0_18, align 8
  %nonempty85 = icmp sgt i64 %dim, 0
  %v86 = load i64, ptr %p0_18, align 8
  br i1 %nonempty85, label %ok88, label %fail87

fail87:                                           ; preds = %ok70
  %errp89 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v86, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp92, align 8
  ret i32 1

ok88:                                             ; preds = %ok70
  %v93 = load i64, ptr %j, align 8
  %add94 = add i64 %v93, 0
  %sub95 = sub i64 %dim8, 1
  %c96 = icmp slt i64 %add94, %sub95
  %mm97 = select i1 %c96, i64 %add94, i64 %sub95
  %c98 = icmp sgt i64 0, %mm97
  %mm99 = select i1 %c98, i64 0, i64 %mm97
  store i64 %mm99, ptr %p1_19, align 8
  %nonempty100 = icmp sgt i64 %dim8, 0
  %v101 = load i64, ptr %p1_19, align 8
  br i1 %nonempty100, label %ok103, label %fail102

fail102:                                          ; preds = %ok88
  %errp104 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp104, align 8
  %errp105 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp105, align 8
  %errp106 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v101, ptr %errp106, align 8
  %errp107 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp107, align 8
  ret i32 1

ok103:                                            ; preds = %ok88
  %v108 = load i64, ptr %p0_18, align 8
  %v109 = load i64, ptr %p1_19, align 8
  %nonempty110 = icmp sgt i64 %dim, 0
  br i1 %nonempty110, label %ok112, label %fail111

fail111:                                          ; preds = %ok103
  %errp113 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp116, align 8
  ret i32 1

ok112:                                            ; preds = %ok103
  %pos117 = mul i64 0, %dim
  %pos118 = add i64 %pos117, %v108
  %nonempty119 = icmp sgt i64 %dim8, 0
  br i1 %nonempty119, label %ok121, label %fail120

fail120:                                          ; preds = %ok112
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v109, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %ok112
  %pos126 = mul i64 %pos118, %dim8
  %pos127 = add i64 %pos126, %v109
  %elp128 = getelementptr inbounds float, ptr %buf, i64 %pos127
  %el129 = load float, ptr %elp128, align 4, !alias.scope !0, !noalias !3
  store float %el129, ptr %img_20, align 4
  %v130 = load float, ptr %img_20, align 4
  %fm131 = fmul float 5.000000e-01, %v130
  %fa132 = fadd float %fm131, 5.000000e-01
  store float %fa132, ptr %bright_7, align 4
  %v133 = load i64, ptr %i, align 8
  %add134 = add i64 %v133, -1
  %sub135 = sub i64 %dim, 1
  %c136 = icmp slt i64 %add134, %sub135
  %mm137 = select i1 %c136, i64 %add134, i64 %sub135
  %c138 = icmp sgt i64 0, %mm137
  %mm139 = select i1 %c138, i64 0, i64 %mm137
  store i64 %mm139, ptr %p0_21, align 8
  %nonempty140 = icmp sgt i64 %dim, 0
  %v141 = load i64, ptr %p0_21, align 8
  br i1 %nonempty140, label %ok143, label %fail142

fail142:                                          ; preds = %ok121
  %errp144 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp144, align 8
  %errp145 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v141, ptr %errp146, align 8
  %errp147 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp147, align 8
  ret i32 1

ok143:                                            ; preds = %ok121
  %v148 = load i64, ptr %j, align 8
  %add149 = add i64 %v148, 1
  %sub150 = sub i64 %dim8, 1
  %c151 = icmp slt i64 %add149, %sub150
  %mm152 = select i1 %c151, i64 %add149, i64 %sub150
  %c153 = icmp sgt i64 0, %mm152
  %mm154 = select i1 %c153, i64 0, i64 %mm152
  store i64 %mm154, ptr %p1_22, align 8
  %nonempty155 = icmp sgt i64 %dim8, 0
  %v156 = load i64, ptr %p1_22, align 8
  br i1 %nonempty155, label %ok158, label %fail157

fail157:                                          ; preds = %ok143
  %errp159 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp159, align 8
  %errp160 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp160, align 8
  %errp161 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v156, ptr %errp161, align 8
  %errp162 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp162, align 8
  ret i32 1

ok158:                                            ; preds = %ok143
  %v163 = load i64, ptr %p0_21, align 8
  %v164 = load i64, ptr %p1_22, align 8
  %nonempty165 = icmp sgt i64 %dim, 0
  br i1 %nonempty165, label %ok167, label %fail166

fail166:                                          ; preds = %ok158
  %errp168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp168, align 8
  %errp169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp169, align 8
  %errp170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v163, ptr %errp170, align 8
  %errp171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp171, align 8
  ret i32 1

ok167:                                            ; preds = %ok158
  %pos172 = mul i64 0, %dim
  %pos173 = add i64 %pos172, %v163
  %nonempty174 = icmp sgt i64 %dim8, 0
  br i1 %nonempty174, label %ok176, label %fail175

fail175:                                          ; preds = %ok167
  %errp177 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v164, ptr %errp179, align 8
  %errp180 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp180, align 8
  ret i32 1

ok176:                                            ; preds = %ok167
  %pos181 = mul i64 %pos173, %dim8
  %pos182 = add i64 %pos181, %v164
  %elp183 = getelementptr inbounds float, ptr %buf, i64 %pos182
  %el184 = load float, ptr %elp183, align 4, !alias.scope !0, !noalias !3
  store float %el184, ptr %img_23, align 4
  %v185 = load float, ptr %img_23, align 4
  %fm186 = fmul float 5.000000e-01, %v185
  %fa187 = fadd float %fm186, 5.000000e-01
  store float %fa187, ptr %bright_8, align 4
  %v188 = load i64, ptr %i, align 8
  %add189 = add i64 %v188, 0
  %sub190 = sub i64 %dim, 1
  %c191 = icmp slt i64 %add189, %sub190
  %mm192 = select i1 %c191, i64 %add189, i64 %sub190
  %c193 = icmp sgt i64 0, %mm192
  %mm194 = select i1 %c193, i64 0, i64 %mm192
  store i64 %mm194, ptr %p0_24, align 8
  %nonempty195 = icmp sgt i64 %dim, 0
  %v196 = load i64, ptr %p0_24, align 8
  br i1 %nonempty195, label %ok198, label %fail197

fail197:                                          ; preds = %ok176
  %errp199 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp199, align 8
  %errp200 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v196, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp202, align 8
  ret i32 1

ok198:                                            ; preds = %ok176
  %v203 = load i64, ptr %j, align 8
  %add204 = add i64 %v203, -1
  %sub205 = sub i64 %dim8, 1
  %c206 = icmp slt i64 %add204, %sub205
  %mm207 = select i1 %c206, i64 %add204, i64 %sub205
  %c208 = icmp sgt i64 0, %mm207
  %mm209 = select i1 %c208, i64 0, i64 %mm207
  store i64 %mm209, ptr %p1_25, align 8
  %nonempty210 = icmp sgt i64 %dim8, 0
  %v211 = load i64, ptr %p1_25, align 8
  br i1 %nonempty210, label %ok213, label %fail212

fail212:                                          ; preds = %ok198
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v211, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %ok198
  %v218 = load i64, ptr %p0_24, align 8
  %v219 = load i64, ptr %p1_25, align 8
  %nonempty220 = icmp sgt i64 %dim, 0
  br i1 %nonempty220, label %ok222, label %fail221

fail221:                                          ; preds = %ok213
  %errp223 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp223, align 8
  %errp224 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp224, align 8
  %errp225 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v218, ptr %errp225, align 8
  %errp226 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp226, align 8
  ret i32 1

ok222:                                            ; preds = %ok213
  %pos227 = mul i64 0, %dim
  %pos228 = add i64 %pos227, %v218
  %nonempty229 = icmp sgt i64 %dim8, 0
  br i1 %nonempty229, label %ok231, label %fail230

fail230:                                          ; preds = %ok222
  %errp232 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp232, align 8
  %errp233 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp233, align 8
  %errp234 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v219, ptr %errp234, align 8
  %errp235 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp235, align 8
  ret i32 1

ok231:                                            ; preds = %ok222
  %pos236 = mul i64 %pos228, %dim8
  %pos237 = add i64 %pos236, %v219
  %elp238 = getelementptr inbounds float, ptr %buf, i64 %pos237
  %el239 = load float, ptr %elp238, align 4, !alias.scope !0, !noalias !3
  store float %el239, ptr %img_26, align 4
  %v240 = load float, ptr %img_26, align 4
  %fm241 = fmul float 5.000000e-01, %v240
  %fa242 = fadd float %fm241, 5.000000e-01
  store float %fa242, ptr %bright_9, align 4
  %v243 = load i64, ptr %i, align 8
  %add244 = add i64 %v243, 0
  %sub245 = sub i64 %dim, 1
  %c246 = icmp slt i64 %add244, %sub245
  %mm247 = select i1 %c246, i64 %add244, i64 %sub245
  %c248 = icmp sgt i64 0, %mm247
  %mm249 = select i1 %c248, i64 0, i64 %mm247
  store i64 %mm249, ptr %p0_27, align 8
  %nonempty250 = icmp sgt i64 %dim, 0
  %v251 = load i64, ptr %p0_27, align 8
  br i1 %nonempty250, label %ok253, label %fail252

fail252:                                          ; preds = %ok231
  %errp254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp254, align 8
  %errp255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v251, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp257, align 8
  ret i32 1

ok253:                                            ; preds = %ok231
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim8, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  store i64 %mm264, ptr %p1_28, align 8
  %nonempty265 = icmp sgt i64 %dim8, 0
  %v266 = load i64, ptr %p1_28, align 8
  br i1 %nonempty265, label %ok268, label %fail267

fail267:                                          ; preds = %ok253
  %errp269 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp269, align 8
  %errp270 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp270, align 8
  %errp271 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v266, ptr %errp271, align 8
  %errp272 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp272, align 8
  ret i32 1

ok268:                                            ; preds = %ok253
  %v273 = load i64, ptr %p0_27, align 8
  %v274 = load i64, ptr %p1_28, align 8
  %nonempty275 = icmp sgt i64 %dim, 0
  br i1 %nonempty275, label %ok277, label %fail276

fail276:                                          ; preds = %ok268
  %errp278 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp278, align 8
  %errp279 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp279, align 8
  %errp280 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v273, ptr %errp280, align 8
  %errp281 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp281, align 8
  ret i32 1

ok277:                                            ; preds = %ok268
  %pos282 = mul i64 0, %dim
  %pos283 = add i64 %pos282, %v273
  %nonempty284 = icmp sgt i64 %dim8, 0
  br i1 %nonempty284, label %ok286, label %fail285

fail285:                                          ; preds = %ok277
  %errp287 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v274, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp290, align 8
  ret i32 1

ok286:                                            ; preds = %ok277
  %pos291 = mul i64 %pos283, %dim8
  %pos292 = add i64 %pos291, %v274
  %elp293 = getelementptr inbounds float, ptr %buf, i64 %pos292
  %el294 = load float, ptr %elp293, align 4, !alias.scope !0, !noalias !3
  store float %el294, ptr %img_29, align 4
  %v295 = load float, ptr %img_29, align 4
  %fm296 = fmul float 5.000000e-01, %v295
  %fa297 = fadd float %fm296, 5.000000e-01
  store float %fa297, ptr %bright_10, align 4
  %v298 = load i64, ptr %i, align 8
  %add299 = add i64 %v298, 0
  %sub300 = sub i64 %dim, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  store i64 %mm304, ptr %p0_30, align 8
  %nonempty305 = icmp sgt i64 %dim, 0
  %v306 = load i64, ptr %p0_30, align 8
  br i1 %nonempty305, label %ok308, label %fail307

fail307:                                          ; preds = %ok286
  %errp309 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp309, align 8
  %errp310 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp310, align 8
  %errp311 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v306, ptr %errp311, align 8
  %errp312 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp312, align 8
  ret i32 1

ok308:                                            ; preds = %ok286
  %v313 = load i64, ptr %j, align 8
  %add314 = add i64 %v313, 1
  %sub315 = sub i64 %dim8, 1
  %c316 = icmp slt i64 %add314, %sub315
  %mm317 = select i1 %c316, i64 %add314, i64 %sub315
  %c318 = icmp sgt i64 0, %mm317
  %mm319 = select i1 %c318, i64 0, i64 %mm317
  store i64 %mm319, ptr %p1_31, align 8
  %nonempty320 = icmp sgt i64 %dim8, 0
  %v321 = load i64, ptr %p1_31, align 8
  br i1 %nonempty320, label %ok323, label %fail322

fail322:                                          ; preds = %ok308
  %errp324 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp325, align 8
  %errp326 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v321, ptr %errp326, align 8
  %errp327 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp327, align 8
  ret i32 1

ok323:                                            ; preds = %ok308
  %v328 = load i64, ptr %p0_30, align 8
  %v329 = load i64, ptr %p1_31, align 8
  %nonempty330 = icmp sgt i64 %dim, 0
  br i1 %nonempty330, label %ok332, label %fail331

fail331:                                          ; preds = %ok323
  %errp333 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp333, align 8
  %errp334 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp334, align 8
  %errp335 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v328, ptr %errp335, align 8
  %errp336 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp336, align 8
  ret i32 1

ok332:                                            ; preds = %ok323
  %pos337 = mul i64 0, %dim
  %pos338 = add i64 %pos337, %v328
  %nonempty339 = icmp sgt i64 %dim8, 0
  br i1 %nonempty339, label %ok341, label %fail340

fail340:                                          ; preds = %ok332
  %errp342 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp342, align 8
  %errp343 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp343, align 8
  %errp344 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v329, ptr %errp344, align 8
  %errp345 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp345, align 8
  ret i32 1

ok341:                                            ; preds = %ok332
  %pos346 = mul i64 %pos338, %dim8
  %pos347 = add i64 %pos346, %v329
  %elp348 = getelementptr inbounds float, ptr %buf, i64 %pos347
  %el349 = load float, ptr %elp348, align 4, !alias.scope !0, !noalias !3
  store float %el349, ptr %img_32, align 4
  %v350 = load float, ptr %img_32, align 4
  %fm351 = fmul float 5.000000e-01, %v350
  %fa352 = fadd float %fm351, 5.000000e-01
  store float %fa352, ptr %bright_11, align 4
  %v353 = load i64, ptr %i, align 8
  %add354 = add i64 %v353, 1
  %sub355 = sub i64 %dim, 1
  %c356 = icmp slt i64 %add354, %sub355
  %mm357 = select i1 %c356, i64 %add354, i64 %sub355
  %c358 = icmp sgt i64 0, %mm357
  %mm359 = select i1 %c358, i64 0, i64 %mm357
  store i64 %mm359, ptr %p0_33, align 8
  %nonempty360 = icmp sgt i64 %dim, 0
  %v361 = load i64, ptr %p0_33, align 8
  br i1 %nonempty360, label %ok363, label %fail362

fail362:                                          ; preds = %ok341
  %errp364 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp364, align 8
  %errp365 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp365, align 8
  %errp366 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v361, ptr %errp366, align 8
  %errp367 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp367, align 8
  ret i32 1

ok363:                                            ; preds = %ok341
  %v368 = load i64, ptr %j, align 8
  %add369 = add i64 %v368, -1
  %sub370 = sub i64 %dim8, 1
  %c371 = icmp slt i64 %add369, %sub370
  %mm372 = select i1 %c371, i64 %add369, i64 %sub370
  %c373 = icmp sgt i64 0, %mm372
  %mm374 = select i1 %c373, i64 0, i64 %mm372
  store i64 %mm374, ptr %p1_34, align 8
  %nonempty375 = icmp sgt i64 %dim8, 0
  %v376 = load i64, ptr %p1_34, align 8
  br i1 %nonempty375, label %ok378, label %fail377

fail377:                                          ; preds = %ok363
  %errp379 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp379, align 8
  %errp380 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp380, align 8
  %errp381 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v376, ptr %errp381, align 8
  %errp382 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp382, align 8
  ret i32 1

ok378:                                            ; preds = %ok363
  %v383 = load i64, ptr %p0_33, align 8
  %v384 = load i64, ptr %p1_34, align 8
  %nonempty385 = icmp sgt i64 %dim, 0
  br i1 %nonempty385, label %ok387, label %fail386

fail386:                                          ; preds = %ok378
  %errp388 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp388, align 8
  %errp389 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp389, align 8
  %errp390 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v383, ptr %errp390, align 8
  %errp391 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp391, align 8
  ret i32 1

ok387:                                            ; preds = %ok378
  %pos392 = mul i64 0, %dim
  %pos393 = add i64 %pos392, %v383
  %nonempty394 = icmp sgt i64 %dim8, 0
  br i1 %nonempty394, label %ok396, label %fail395

fail395:                                          ; preds = %ok387
  %errp397 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp398, align 8
  %errp399 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v384, ptr %errp399, align 8
  %errp400 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp400, align 8
  ret i32 1

ok396:                                            ; preds = %ok387
  %pos401 = mul i64 %pos393, %dim8
  %pos402 = add i64 %pos401, %v384
  %elp403 = getelementptr inbounds float, ptr %buf, i64 %pos402
  %el404 = load float, ptr %elp403, align 4, !alias.scope !0, !noalias !3
  store float %el404, ptr %img_35, align 4
  %v405 = load float, ptr %img_35, align 4
  %fm406 = fmul float 5.000000e-01, %v405
  %fa407 = fadd float %fm406, 5.000000e-01
  store float %fa407, ptr %bright_12, align 4
  %v408 = load i64, ptr %i, align 8
  %add409 = add i64 %v408, 1
  %sub410 = sub i64 %dim, 1
  %c411 = icmp slt i64 %add409, %sub410
  %mm412 = select i1 %c411, i64 %add409, i64 %sub410
  %c413 = icmp sgt i64 0, %mm412
  %mm414 = select i1 %c413, i64 0, i64 %mm412
  store i64 %mm414, ptr %p0_36, align 8
  %nonempty415 = icmp sgt i64 %dim, 0
  %v416 = load i64, ptr %p0_36, align 8
  br i1 %nonempty415, label %ok418, label %fail417

fail417:                                          ; preds = %ok396
  %errp419 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp419, align 8
  %errp420 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp420, align 8
  %errp421 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v416, ptr %errp421, align 8
  %errp422 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp422, align 8
  ret i32 1

ok418:                                            ; preds = %ok396
  %v423 = load i64, ptr %j, align 8
  %add424 = add i64 %v423, 0
  %sub425 = sub i64 %dim8, 1
  %c426 = icmp slt i64 %add424, %sub425
  %mm427 = select i1 %c426, i64 %add424, i64 %sub425
  %c428 = icmp sgt i64 0, %mm427
  %mm429 = select i1 %c428, i64 0, i64 %mm427
  store i64 %mm429, ptr %p1_37, align 8
  %nonempty430 = icmp sgt i64 %dim8, 0
  %v431 = load i64, ptr %p1_37, align 8
  br i1 %nonempty430, label %ok433, label %fail432

fail432:                                          ; preds = %ok418
  %errp434 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp434, align 8
  %errp435 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp435, align 8
  %errp436 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v431, ptr %errp436, align 8
  %errp437 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp437, align 8
  ret i32 1

ok433:                                            ; preds = %ok418
  %v438 = load i64, ptr %p0_36, align 8
  %v439 = load i64, ptr %p1_37, align 8
  %nonempty440 = icmp sgt i64 %dim, 0
  br i1 %nonempty440, label %ok442, label %fail441

fail441:                                          ; preds = %ok433
  %errp443 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v438, ptr %errp445, align 8
  %errp446 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp446, align 8
  ret i32 1

ok442:                                            ; preds = %ok433
  %pos447 = mul i64 0, %dim
  %pos448 = add i64 %pos447, %v438
  %nonempty449 = icmp sgt i64 %dim8, 0
  br i1 %nonempty449, label %ok451, label %fail450

fail450:                                          ; preds = %ok442
  %errp452 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v439, ptr %errp454, align 8
  %errp455 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp455, align 8
  ret i32 1

ok451:                                            ; preds = %ok442
  %pos456 = mul i64 %pos448, %dim8
  %pos457 = add i64 %pos456, %v439
  %elp458 = getelementptr inbounds float, ptr %buf, i64 %pos457
  %el459 = load float, ptr %elp458, align 4, !alias.scope !0, !noalias !3
  store float %el459, ptr %img_38, align 4
  %v460 = load float, ptr %img_38, align 4
  %fm461 = fmul float 5.000000e-01, %v460
  %fa462 = fadd float %fm461, 5.000000e-01
  store float %fa462, ptr %bright_13, align 4
  %v463 = load i64, ptr %i, align 8
  %add464 = add i64 %v463, 1
  %sub465 = sub i64 %dim, 1
  %c466 = icmp slt i64 %add464, %sub465
  %mm467 = select i1 %c466, i64 %add464, i64 %sub465
  %c468 = icmp sgt i64 0, %mm467
  %mm469 = select i1 %c468, i64 0, i64 %mm467
  store i64 %mm469, ptr %p0_39, align 8
  %nonempty470 = icmp sgt i64 %dim, 0
  %v471 = load i64, ptr %p0_39, align 8
  br i1 %nonempty470, label %ok473, label %fail472

fail472:                                          ; preds = %ok451
  %errp474 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp475, align 8
  %errp476 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v471, ptr %errp476, align 8
  %errp477 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp477, align 8
  ret i32 1

ok473:                                            ; preds = %ok451
  %v478 = load i64, ptr %j, align 8
  %add479 = add i64 %v478, 1
  %sub480 = sub i64 %dim8, 1
  %c481 = icmp slt i64 %add479, %sub480
  %mm482 = select i1 %c481, i64 %add479, i64 %sub480
  %c483 = icmp sgt i64 0, %mm482
  %mm484 = select i1 %c483, i64 0, i64 %mm482
  store i64 %mm484, ptr %p1_40, align 8
  %nonempty485 = icmp sgt i64 %dim8, 0
  %v486 = load i64, ptr %p1_40, align 8
  br i1 %nonempty485, label %ok488, label %fail487

fail487:                                          ; preds = %ok473
  %errp489 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp489, align 8
  %errp490 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp490, align 8
  %errp491 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v486, ptr %errp491, align 8
  %errp492 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp492, align 8
  ret i32 1

ok488:                                            ; preds = %ok473
  %v493 = load i64, ptr %p0_39, align 8
  %v494 = load i64, ptr %p1_40, align 8
  %nonempty495 = icmp sgt i64 %dim, 0
  br i1 %nonempty495, label %ok497, label %fail496

fail496:                                          ; preds = %ok488
  %errp498 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp498, align 8
  %errp499 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp499, align 8
  %errp500 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v493, ptr %errp500, align 8
  %errp501 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp501, align 8
  ret i32 1

ok497:                                            ; preds = %ok488
  %pos502 = mul i64 0, %dim
  %pos503 = add i64 %pos502, %v493
  %nonempty504 = icmp sgt i64 %dim8, 0
  br i1 %nonempty504, label %ok506, label %fail505

fail505:                                          ; preds = %ok497
  %errp507 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp507, align 8
  %errp508 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp508, align 8
  %errp509 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v494, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp510, align 8
  ret i32 1

ok506:                                            ; preds = %ok497
  %pos511 = mul i64 %pos503, %dim8
  %pos512 = add i64 %pos511, %v494
  %elp513 = getelementptr inbounds float, ptr %buf, i64 %pos512
  %el514 = load float, ptr %elp513, align 4, !alias.scope !0, !noalias !3
  store float %el514, ptr %img_41, align 4
  %v515 = load float, ptr %img_41, align 4
  %fm516 = fmul float 5.000000e-01, %v515
  %fa517 = fadd float %fm516, 5.000000e-01
  store float %fa517, ptr %bright_14, align 4
  %v518 = load float, ptr %bright_6, align 4
  %v519 = load float, ptr %bright_7, align 4
  %fm520 = fmul float 2.000000e+00, %v519
  %fa521 = fadd float %v518, %fm520
  %v522 = load float, ptr %bright_8, align 4
  %fa523 = fadd float %fa521, %v522
  %v524 = load float, ptr %bright_9, align 4
  %fm525 = fmul float 2.000000e+00, %v524
  %fa526 = fadd float %fa523, %fm525
  %v527 = load float, ptr %bright_10, align 4
  %fm528 = fmul float 4.000000e+00, %v527
  %fa529 = fadd float %fa526, %fm528
  %v530 = load float, ptr %bright_11, align 4
  %fm531 = fmul float 2.000000e+00, %v530
  %fa532 = fadd float %fa529, %fm531
  %v533 = load float, ptr %bright_12, align 4
  %fa534 = fadd float %fa532, %v533
  %v535 = load float, ptr %bright_13, align 4
  %fm536 = fmul float 2.000000e+00, %v535
  %fa537 = fadd float %fa534, %fm536
  %v538 = load float, ptr %bright_14, align 4
  %fa539 = fadd float %fa537, %v538
  %fd = fdiv float %fa539, 1.600000e+01
  store float %fd, ptr %blurred_3, align 4
  %v540 = load i64, ptr %i, align 8
  %v541 = load i64, ptr %j, align 8
  %pos542 = mul i64 0, %dim
  %pos543 = add i64 %pos542, %v540
  %pos544 = mul i64 %pos543, %dim8
  %pos545 = add i64 %pos544, %v541
  %v546 = load float, ptr %blurred_3, align 4
  %elp549 = getelementptr inbounds float, ptr %buf548, i64 %pos545
  store float %v546, ptr %elp549, align 4, !alias.scope !3, !noalias !0
  %i550 = load i64, ptr %j, align 8
  %next = add i64 %i550, 1
  store i64 %next, ptr %j, align 8
  br label %loop28

loop551:                                          ; preds = %ok993, %exit30
  %i554 = load i64, ptr %j, align 8
  %more555 = icmp slt i64 %i554, %min27
  br i1 %more555, label %body552, label %exit553

body552:                                          ; preds = %loop551
  %v556 = load i64, ptr %i, align 8
  %add557 = add i64 %v556, -1
  %sub558 = sub i64 %dim, 1
  %c559 = icmp slt i64 %add557, %sub558
  %mm560 = select i1 %c559, i64 %add557, i64 %sub558
  %c561 = icmp sgt i64 0, %mm560
  %mm562 = select i1 %c561, i64 0, i64 %mm560
  store i64 %mm562, ptr %p0_15, align 8
  %nonempty563 = icmp sgt i64 %dim, 0
  %v564 = load i64, ptr %p0_15, align 8
  br i1 %nonempty563, label %ok566, label %fail565

exit553:                                          ; preds = %loop551
  store i64 %min27, ptr %j, align 8
  br label %loop1038

fail565:                                          ; preds = %body552
  %errp567 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp567, align 8
  %errp568 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v564, ptr %errp569, align 8
  %errp570 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp570, align 8
  ret i32 1

ok566:                                            ; preds = %body552
  %j571 = load i64, ptr %j, align 8
  %tap = add i64 %j571, -1
  store i64 %tap, ptr %p1_16, align 8
  %nonempty572 = icmp sgt i64 %dim8, 0
  %v573 = load i64, ptr %p1_16, align 8
  br i1 %nonempty572, label %ok575, label %fail574

fail574:                                          ; preds = %ok566
  %errp576 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp576, align 8
  %errp577 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v573, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp579, align 8
  ret i32 1

ok575:                                            ; preds = %ok566
  %v580 = load i64, ptr %p0_15, align 8
  %v581 = load i64, ptr %p1_16, align 8
  %nonempty582 = icmp sgt i64 %dim, 0
  br i1 %nonempty582, label %ok584, label %fail583

fail583:                                          ; preds = %ok575
  %errp585 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp585, align 8
  %errp586 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v580, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp588, align 8
  ret i32 1

ok584:                                            ; preds = %ok575
  %pos589 = mul i64 0, %dim
  %pos590 = add i64 %pos589, %v580
  %nonempty591 = icmp sgt i64 %dim8, 0
  br i1 %nonempty591, label %ok593, label %fail592

fail592:                                          ; preds = %ok584
  %errp594 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp594, align 8
  %errp595 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v581, ptr %errp596, align 8
  %errp597 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp597, align 8
  ret i32 1

ok593:                                            ; preds = %ok584
  %pos598 = mul i64 %pos590, %dim8
  %pos599 = add i64 %pos598, %v581
  %elp600 = getelementptr inbounds float, ptr %buf, i64 %pos599
  %el601 = load float, ptr %elp600, align 4, !alias.scope !0, !noalias !3
  store float %el601, ptr %img_17, align 4
  %v602 = load float, ptr %img_17, align 4
  %fm603 = fmul float 5.000000e-01, %v602
  %fa604 = fadd float %fm603, 5.000000e-01
  store float %fa604, ptr %bright_6, align 4
  %v605 = load i64, ptr %i, align 8
  %add606 = add i64 %v605, -1
  %sub607 = sub i64 %dim, 1
  %c608 = icmp slt i64 %add606, %sub607
  %mm609 = select i1 %c608, i64 %add606, i64 %sub607
  %c610 = icmp sgt i64 0, %mm609
  %mm611 = select i1 %c610, i64 0, i64 %mm609
  store i64 %mm611, ptr %p0_18, align 8
  %nonempty612 = icmp sgt i64 %dim, 0
  %v613 = load i64, ptr %p0_18, align 8
  br i1 %nonempty612, label %ok615, label %fail614

fail614:                                          ; preds = %ok593
  %errp616 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp617, align 8
  %errp618 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v613, ptr %errp618, align 8
  %errp619 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp619, align 8
  ret i32 1

ok615:                                            ; preds = %ok593
  %j620 = load i64, ptr %j, align 8
  %tap621 = add i64 %j620, 0
  store i64 %tap621, ptr %p1_19, align 8
  %nonempty622 = icmp sgt i64 %dim8, 0
  %v623 = load i64, ptr %p1_19, align 8
  br i1 %nonempty622, label %ok625, label %fail624

fail624:                                          ; preds = %ok615
  %errp626 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp626, align 8
  %errp627 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp627, align 8
  %errp628 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v623, ptr %errp628, align 8
  %errp629 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp629, align 8
  ret i32 1

ok625:                                            ; preds = %ok615
  %v630 = load i64, ptr %p0_18, align 8
  %v631 = load i64, ptr %p1_19, align 8
  %nonempty632 = icmp sgt i64 %dim, 0
  br i1 %nonempty632, label %ok634, label %fail633

fail633:                                          ; preds = %ok625
  %errp635 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp635, align 8
  %errp636 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp636, align 8
  %errp637 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v630, ptr %errp637, align 8
  %errp638 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp638, align 8
  ret i32 1

ok634:                                            ; preds = %ok625
  %pos639 = mul i64 0, %dim
  %pos640 = add i64 %pos639, %v630
  %nonempty641 = icmp sgt i64 %dim8, 0
  br i1 %nonempty641, label %ok643, label %fail642

fail642:                                          ; preds = %ok634
  %errp644 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp644, align 8
  %errp645 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v631, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp647, align 8
  ret i32 1

ok643:                                            ; preds = %ok634
  %pos648 = mul i64 %pos640, %dim8
  %pos649 = add i64 %pos648, %v631
  %elp650 = getelementptr inbounds float, ptr %buf, i64 %pos649
  %el651 = load float, ptr %elp650, align 4, !alias.scope !0, !noalias !3
  store float %el651, ptr %img_20, align 4
  %v652 = load float, ptr %img_20, align 4
  %fm653 = fmul float 5.000000e-01, %v652
  %fa654 = fadd float %fm653, 5.000000e-01
  store float %fa654, ptr %bright_7, align 4
  %v655 = load i64, ptr %i, align 8
  %add656 = add i64 %v655, -1
  %sub657 = sub i64 %dim, 1
  %c658 = icmp slt i64 %add656, %sub657
  %mm659 = select i1 %c658, i64 %add656, i64 %sub657
  %c660 = icmp sgt i64 0, %mm659
  %mm661 = select i1 %c660, i64 0, i64 %mm659
  store i64 %mm661, ptr %p0_21, align 8
  %nonempty662 = icmp sgt i64 %dim, 0
  %v663 = load i64, ptr %p0_21, align 8
  br i1 %nonempty662, label %ok665, label %fail664

fail664:                                          ; preds = %ok643
  %errp666 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp666, align 8
  %errp667 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp667, align 8
  %errp668 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v663, ptr %errp668, align 8
  %errp669 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp669, align 8
  ret i32 1

ok665:                                            ; preds = %ok643
  %j670 = load i64, ptr %j, align 8
  %tap671 = add i64 %j670, 1
  store i64 %tap671, ptr %p1_22, align 8
  %nonempty672 = icmp sgt i64 %dim8, 0
  %v673 = load i64, ptr %p1_22, align 8
  br i1 %nonempty672, label %ok675, label %fail674

fail674:                                          ; preds = %ok665
  %errp676 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp676, align 8
  %errp677 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp677, align 8
  %errp678 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v673, ptr %errp678, align 8
  %errp679 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp679, align 8
  ret i32 1

ok675:                                            ; preds = %ok665
  %v680 = load i64, ptr %p0_21, align 8
  %v681 = load i64, ptr %p1_22, align 8
  %nonempty682 = icmp sgt i64 %dim, 0
  br i1 %nonempty682, label %ok684, label %fail683

fail683:                                          ; preds = %ok675
  %errp685 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp686, align 8
  %errp687 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v680, ptr %errp687, align 8
  %errp688 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp688, align 8
  ret i32 1

ok684:                                            ; preds = %ok675
  %pos689 = mul i64 0, %dim
  %pos690 = add i64 %pos689, %v680
  %nonempty691 = icmp sgt i64 %dim8, 0
  br i1 %nonempty691, label %ok693, label %fail692

fail692:                                          ; preds = %ok684
  %errp694 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp694, align 8
  %errp695 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v681, ptr %errp696, align 8
  %errp697 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp697, align 8
  ret i32 1

ok693:                                            ; preds = %ok684
  %pos698 = mul i64 %pos690, %dim8
  %pos699 = add i64 %pos698, %v681
  %elp700 = getelementptr inbounds float, ptr %buf, i64 %pos699
  %el701 = load float, ptr %elp700, align 4, !alias.scope !0, !noalias !3
  store float %el701, ptr %img_23, align 4
  %v702 = load float, ptr %img_23, align 4
  %fm703 = fmul float 5.000000e-01, %v702
  %fa704 = fadd float %fm703, 5.000000e-01
  store float %fa704, ptr %bright_8, align 4
  %v705 = load i64, ptr %i, align 8
  %add706 = add i64 %v705, 0
  %sub707 = sub i64 %dim, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  store i64 %mm711, ptr %p0_24, align 8
  %nonempty712 = icmp sgt i64 %dim, 0
  %v713 = load i64, ptr %p0_24, align 8
  br i1 %nonempty712, label %ok715, label %fail714

fail714:                                          ; preds = %ok693
  %errp716 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v713, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp719, align 8
  ret i32 1

ok715:                                            ; preds = %ok693
  %j720 = load i64, ptr %j, align 8
  %tap721 = add i64 %j720, -1
  store i64 %tap721, ptr %p1_25, align 8
  %nonempty722 = icmp sgt i64 %dim8, 0
  %v723 = load i64, ptr %p1_25, align 8
  br i1 %nonempty722, label %ok725, label %fail724

fail724:                                          ; preds = %ok715
  %errp726 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp727, align 8
  %errp728 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v723, ptr %errp728, align 8
  %errp729 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp729, align 8
  ret i32 1

ok725:                                            ; preds = %ok715
  %v730 = load i64, ptr %p0_24, align 8
  %v731 = load i64, ptr %p1_25, align 8
  %nonempty732 = icmp sgt i64 %dim, 0
  br i1 %nonempty732, label %ok734, label %fail733

fail733:                                          ; preds = %ok725
  %errp735 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp735, align 8
  %errp736 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp736, align 8
  %errp737 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v730, ptr %errp737, align 8
  %errp738 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp738, align 8
  ret i32 1

ok734:                                            ; preds = %ok725
  %pos739 = mul i64 0, %dim
  %pos740 = add i64 %pos739, %v730
  %nonempty741 = icmp sgt i64 %dim8, 0
  br i1 %nonempty741, label %ok743, label %fail742

fail742:                                          ; preds = %ok734
  %errp744 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp744, align 8
  %errp745 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp745, align 8
  %errp746 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v731, ptr %errp746, align 8
  %errp747 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp747, align 8
  ret i32 1

ok743:                                            ; preds = %ok734
  %pos748 = mul i64 %pos740, %dim8
  %pos749 = add i64 %pos748, %v731
  %elp750 = getelementptr inbounds float, ptr %buf, i64 %pos749
  %el751 = load float, ptr %elp750, align 4, !alias.scope !0, !noalias !3
  store float %el751, ptr %img_26, align 4
  %v752 = load float, ptr %img_26, align 4
  %fm753 = fmul float 5.000000e-01, %v752
  %fa754 = fadd float %fm753, 5.000000e-01
  store float %fa754, ptr %bright_9, align 4
  %v755 = load i64, ptr %i, align 8
  %add756 = add i64 %v755, 0
  %sub757 = sub i64 %dim, 1
  %c758 = icmp slt i64 %add756, %sub757
  %mm759 = select i1 %c758, i64 %add756, i64 %sub757
  %c760 = icmp sgt i64 0, %mm759
  %mm761 = select i1 %c760, i64 0, i64 %mm759
  store i64 %mm761, ptr %p0_27, align 8
  %nonempty762 = icmp sgt i64 %dim, 0
  %v763 = load i64, ptr %p0_27, align 8
  br i1 %nonempty762, label %ok765, label %fail764

fail764:                                          ; preds = %ok743
  %errp766 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp766, align 8
  %errp767 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp767, align 8
  %errp768 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v763, ptr %errp768, align 8
  %errp769 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp769, align 8
  ret i32 1

ok765:                                            ; preds = %ok743
  %j770 = load i64, ptr %j, align 8
  %tap771 = add i64 %j770, 0
  store i64 %tap771, ptr %p1_28, align 8
  %nonempty772 = icmp sgt i64 %dim8, 0
  %v773 = load i64, ptr %p1_28, align 8
  br i1 %nonempty772, label %ok775, label %fail774

fail774:                                          ; preds = %ok765
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v773, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok765
  %v780 = load i64, ptr %p0_27, align 8
  %v781 = load i64, ptr %p1_28, align 8
  %nonempty782 = icmp sgt i64 %dim, 0
  br i1 %nonempty782, label %ok784, label %fail783

fail783:                                          ; preds = %ok775
  %errp785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v780, ptr %errp787, align 8
  %errp788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp788, align 8
  ret i32 1

ok784:                                            ; preds = %ok775
  %pos789 = mul i64 0, %dim
  %pos790 = add i64 %pos789, %v780
  %nonempty791 = icmp sgt i64 %dim8, 0
  br i1 %nonempty791, label %ok793, label %fail792

fail792:                                          ; preds = %ok784
  %errp794 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp795, align 8
  %errp796 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v781, ptr %errp796, align 8
  %errp797 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp797, align 8
  ret i32 1

ok793:                                            ; preds = %ok784
  %pos798 = mul i64 %pos790, %dim8
  %pos799 = add i64 %pos798, %v781
  %elp800 = getelementptr inbounds float, ptr %buf, i64 %pos799
  %el801 = load float, ptr %elp800, align 4, !alias.scope !0, !noalias !3
  store float %el801, ptr %img_29, align 4
  %v802 = load float, ptr %img_29, align 4
  %fm803 = fmul float 5.000000e-01, %v802
  %fa804 = fadd float %fm803, 5.000000e-01
  store float %fa804, ptr %bright_10, align 4
  %v805 = load i64, ptr %i, align 8
  %add806 = add i64 %v805, 0
  %sub807 = sub i64 %dim, 1
  %c808 = icmp slt i64 %add806, %sub807
  %mm809 = select i1 %c808, i64 %add806, i64 %sub807
  %c810 = icmp sgt i64 0, %mm809
  %mm811 = select i1 %c810, i64 0, i64 %mm809
  store i64 %mm811, ptr %p0_30, align 8
  %nonempty812 = icmp sgt i64 %dim, 0
  %v813 = load i64, ptr %p0_30, align 8
  br i1 %nonempty812, label %ok815, label %fail814

fail814:                                          ; preds = %ok793
  %errp816 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp816, align 8
  %errp817 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp817, align 8
  %errp818 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v813, ptr %errp818, align 8
  %errp819 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp819, align 8
  ret i32 1

ok815:                                            ; preds = %ok793
  %j820 = load i64, ptr %j, align 8
  %tap821 = add i64 %j820, 1
  store i64 %tap821, ptr %p1_31, align 8
  %nonempty822 = icmp sgt i64 %dim8, 0
  %v823 = load i64, ptr %p1_31, align 8
  br i1 %nonempty822, label %ok825, label %fail824

fail824:                                          ; preds = %ok815
  %errp826 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp826, align 8
  %errp827 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp827, align 8
  %errp828 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v823, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp829, align 8
  ret i32 1

ok825:                                            ; preds = %ok815
  %v830 = load i64, ptr %p0_30, align 8
  %v831 = load i64, ptr %p1_31, align 8
  %nonempty832 = icmp sgt i64 %dim, 0
  br i1 %nonempty832, label %ok834, label %fail833

fail833:                                          ; preds = %ok825
  %errp835 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp835, align 8
  %errp836 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp836, align 8
  %errp837 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v830, ptr %errp837, align 8
  %errp838 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp838, align 8
  ret i32 1

ok834:                                            ; preds = %ok825
  %pos839 = mul i64 0, %dim
  %pos840 = add i64 %pos839, %v830
  %nonempty841 = icmp sgt i64 %dim8, 0
  br i1 %nonempty841, label %ok843, label %fail842

fail842:                                          ; preds = %ok834
  %errp844 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp844, align 8
  %errp845 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp845, align 8
  %errp846 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v831, ptr %errp846, align 8
  %errp847 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp847, align 8
  ret i32 1

ok843:                                            ; preds = %ok834
  %pos848 = mul i64 %pos840, %dim8
  %pos849 = add i64 %pos848, %v831
  %elp850 = getelementptr inbounds float, ptr %buf, i64 %pos849
  %el851 = load float, ptr %elp850, align 4, !alias.scope !0, !noalias !3
  store float %el851, ptr %img_32, align 4
  %v852 = load float, ptr %img_32, align 4
  %fm853 = fmul float 5.000000e-01, %v852
  %fa854 = fadd float %fm853, 5.000000e-01
  store float %fa854, ptr %bright_11, align 4
  %v855 = load i64, ptr %i, align 8
  %add856 = add i64 %v855, 1
  %sub857 = sub i64 %dim, 1
  %c858 = icmp slt i64 %add856, %sub857
  %mm859 = select i1 %c858, i64 %add856, i64 %sub857
  %c860 = icmp sgt i64 0, %mm859
  %mm861 = select i1 %c860, i64 0, i64 %mm859
  store i64 %mm861, ptr %p0_33, align 8
  %nonempty862 = icmp sgt i64 %dim, 0
  %v863 = load i64, ptr %p0_33, align 8
  br i1 %nonempty862, label %ok865, label %fail864

fail864:                                          ; preds = %ok843
  %errp866 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp866, align 8
  %errp867 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp867, align 8
  %errp868 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v863, ptr %errp868, align 8
  %errp869 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp869, align 8
  ret i32 1

ok865:                                            ; preds = %ok843
  %j870 = load i64, ptr %j, align 8
  %tap871 = add i64 %j870, -1
  store i64 %tap871, ptr %p1_34, align 8
  %nonempty872 = icmp sgt i64 %dim8, 0
  %v873 = load i64, ptr %p1_34, align 8
  br i1 %nonempty872, label %ok875, label %fail874

fail874:                                          ; preds = %ok865
  %errp876 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp876, align 8
  %errp877 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp877, align 8
  %errp878 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v873, ptr %errp878, align 8
  %errp879 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp879, align 8
  ret i32 1

ok875:                                            ; preds = %ok865
  %v880 = load i64, ptr %p0_33, align 8
  %v881 = load i64, ptr %p1_34, align 8
  %nonempty882 = icmp sgt i64 %dim, 0
  br i1 %nonempty882, label %ok884, label %fail883

fail883:                                          ; preds = %ok875
  %errp885 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp885, align 8
  %errp886 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp886, align 8
  %errp887 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v880, ptr %errp887, align 8
  %errp888 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp888, align 8
  ret i32 1

ok884:                                            ; preds = %ok875
  %pos889 = mul i64 0, %dim
  %pos890 = add i64 %pos889, %v880
  %nonempty891 = icmp sgt i64 %dim8, 0
  br i1 %nonempty891, label %ok893, label %fail892

fail892:                                          ; preds = %ok884
  %errp894 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp894, align 8
  %errp895 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp895, align 8
  %errp896 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v881, ptr %errp896, align 8
  %errp897 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp897, align 8
  ret i32 1

ok893:                                            ; preds = %ok884
  %pos898 = mul i64 %pos890, %dim8
  %pos899 = add i64 %pos898, %v881
  %elp900 = getelementptr inbounds float, ptr %buf, i64 %pos899
  %el901 = load float, ptr %elp900, align 4, !alias.scope !0, !noalias !3
  store float %el901, ptr %img_35, align 4
  %v902 = load float, ptr %img_35, align 4
  %fm903 = fmul float 5.000000e-01, %v902
  %fa904 = fadd float %fm903, 5.000000e-01
  store float %fa904, ptr %bright_12, align 4
  %v905 = load i64, ptr %i, align 8
  %add906 = add i64 %v905, 1
  %sub907 = sub i64 %dim, 1
  %c908 = icmp slt i64 %add906, %sub907
  %mm909 = select i1 %c908, i64 %add906, i64 %sub907
  %c910 = icmp sgt i64 0, %mm909
  %mm911 = select i1 %c910, i64 0, i64 %mm909
  store i64 %mm911, ptr %p0_36, align 8
  %nonempty912 = icmp sgt i64 %dim, 0
  %v913 = load i64, ptr %p0_36, align 8
  br i1 %nonempty912, label %ok915, label %fail914

fail914:                                          ; preds = %ok893
  %errp916 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp916, align 8
  %errp917 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp917, align 8
  %errp918 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v913, ptr %errp918, align 8
  %errp919 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp919, align 8
  ret i32 1

ok915:                                            ; preds = %ok893
  %j920 = load i64, ptr %j, align 8
  %tap921 = add i64 %j920, 0
  store i64 %tap921, ptr %p1_37, align 8
  %nonempty922 = icmp sgt i64 %dim8, 0
  %v923 = load i64, ptr %p1_37, align 8
  br i1 %nonempty922, label %ok925, label %fail924

fail924:                                          ; preds = %ok915
  %errp926 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp926, align 8
  %errp927 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp927, align 8
  %errp928 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v923, ptr %errp928, align 8
  %errp929 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp929, align 8
  ret i32 1

ok925:                                            ; preds = %ok915
  %v930 = load i64, ptr %p0_36, align 8
  %v931 = load i64, ptr %p1_37, align 8
  %nonempty932 = icmp sgt i64 %dim, 0
  br i1 %nonempty932, label %ok934, label %fail933

fail933:                                          ; preds = %ok925
  %errp935 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp935, align 8
  %errp936 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp936, align 8
  %errp937 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v930, ptr %errp937, align 8
  %errp938 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp938, align 8
  ret i32 1

ok934:                                            ; preds = %ok925
  %pos939 = mul i64 0, %dim
  %pos940 = add i64 %pos939, %v930
  %nonempty941 = icmp sgt i64 %dim8, 0
  br i1 %nonempty941, label %ok943, label %fail942

fail942:                                          ; preds = %ok934
  %errp944 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp944, align 8
  %errp945 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp945, align 8
  %errp946 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v931, ptr %errp946, align 8
  %errp947 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp947, align 8
  ret i32 1

ok943:                                            ; preds = %ok934
  %pos948 = mul i64 %pos940, %dim8
  %pos949 = add i64 %pos948, %v931
  %elp950 = getelementptr inbounds float, ptr %buf, i64 %pos949
  %el951 = load float, ptr %elp950, align 4, !alias.scope !0, !noalias !3
  store float %el951, ptr %img_38, align 4
  %v952 = load float, ptr %img_38, align 4
  %fm953 = fmul float 5.000000e-01, %v952
  %fa954 = fadd float %fm953, 5.000000e-01
  store float %fa954, ptr %bright_13, align 4
  %v955 = load i64, ptr %i, align 8
  %add956 = add i64 %v955, 1
  %sub957 = sub i64 %dim, 1
  %c958 = icmp slt i64 %add956, %sub957
  %mm959 = select i1 %c958, i64 %add956, i64 %sub957
  %c960 = icmp sgt i64 0, %mm959
  %mm961 = select i1 %c960, i64 0, i64 %mm959
  store i64 %mm961, ptr %p0_39, align 8
  %nonempty962 = icmp sgt i64 %dim, 0
  %v963 = load i64, ptr %p0_39, align 8
  br i1 %nonempty962, label %ok965, label %fail964

fail964:                                          ; preds = %ok943
  %errp966 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp966, align 8
  %errp967 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp967, align 8
  %errp968 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v963, ptr %errp968, align 8
  %errp969 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp969, align 8
  ret i32 1

ok965:                                            ; preds = %ok943
  %j970 = load i64, ptr %j, align 8
  %tap971 = add i64 %j970, 1
  store i64 %tap971, ptr %p1_40, align 8
  %nonempty972 = icmp sgt i64 %dim8, 0
  %v973 = load i64, ptr %p1_40, align 8
  br i1 %nonempty972, label %ok975, label %fail974

fail974:                                          ; preds = %ok965
  %errp976 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp976, align 8
  %errp977 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp977, align 8
  %errp978 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v973, ptr %errp978, align 8
  %errp979 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp979, align 8
  ret i32 1

ok975:                                            ; preds = %ok965
  %v980 = load i64, ptr %p0_39, align 8
  %v981 = load i64, ptr %p1_40, align 8
  %nonempty982 = icmp sgt i64 %dim, 0
  br i1 %nonempty982, label %ok984, label %fail983

fail983:                                          ; preds = %ok975
  %errp985 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp985, align 8
  %errp986 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp986, align 8
  %errp987 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v980, ptr %errp987, align 8
  %errp988 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp988, align 8
  ret i32 1

ok984:                                            ; preds = %ok975
  %pos989 = mul i64 0, %dim
  %pos990 = add i64 %pos989, %v980
  %nonempty991 = icmp sgt i64 %dim8, 0
  br i1 %nonempty991, label %ok993, label %fail992

fail992:                                          ; preds = %ok984
  %errp994 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp994, align 8
  %errp995 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp995, align 8
  %errp996 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v981, ptr %errp996, align 8
  %errp997 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp997, align 8
  ret i32 1

ok993:                                            ; preds = %ok984
  %pos998 = mul i64 %pos990, %dim8
  %pos999 = add i64 %pos998, %v981
  %elp1000 = getelementptr inbounds float, ptr %buf, i64 %pos999
  %el1001 = load float, ptr %elp1000, align 4, !alias.scope !0, !noalias !3
  store float %el1001, ptr %img_41, align 4
  %v1002 = load float, ptr %img_41, align 4
  %fm1003 = fmul float 5.000000e-01, %v1002
  %fa1004 = fadd float %fm1003, 5.000000e-01
  store float %fa1004, ptr %bright_14, align 4
  %v1005 = load float, ptr %bright_6, align 4
  %v1006 = load float, ptr %bright_7, align 4
  %fm1007 = fmul float 2.000000e+00, %v1006
  %fa1008 = fadd float %v1005, %fm1007
  %v1009 = load float, ptr %bright_8, align 4
  %fa1010 = fadd float %fa1008, %v1009
  %v1011 = load float, ptr %bright_9, align 4
  %fm1012 = fmul float 2.000000e+00, %v1011
  %fa1013 = fadd float %fa1010, %fm1012
  %v1014 = load float, ptr %bright_10, align 4
  %fm1015 = fmul float 4.000000e+00, %v1014
  %fa1016 = fadd float %fa1013, %fm1015
  %v1017 = load float, ptr %bright_11, align 4
  %fm1018 = fmul float 2.000000e+00, %v1017
  %fa1019 = fadd float %fa1016, %fm1018
  %v1020 = load float, ptr %bright_12, align 4
  %fa1021 = fadd float %fa1019, %v1020
  %v1022 = load float, ptr %bright_13, align 4
  %fm1023 = fmul float 2.000000e+00, %v1022
  %fa1024 = fadd float %fa1021, %fm1023
  %v1025 = load float, ptr %bright_14, align 4
  %fa1026 = fadd float %fa1024, %v1025
  %fd1027 = fdiv float %fa1026, 1.600000e+01
  store float %fd1027, ptr %blurred_3, align 4
  %v1028 = load i64, ptr %i, align 8
  %v1029 = load i64, ptr %j, align 8
  %pos1030 = mul i64 0, %dim
  %pos1031 = add i64 %pos1030, %v1028
  %pos1032 = mul i64 %pos1031, %dim8
  %pos1033 = add i64 %pos1032, %v1029
  %v1034 = load float, ptr %blurred_3, align 4
  %elp1035 = getelementptr inbounds float, ptr %buf548, i64 %pos1033
  store float %v1034, ptr %elp1035, align 4, !alias.scope !3, !noalias !0
  %i1036 = load i64, ptr %j, align 8
  %next1037 = add i64 %i1036, 1
  store i64 %next1037, ptr %j, align 8
  br label %loop551

loop1038:                                         ; preds = %ok1526, %exit553
  %i1041 = load i64, ptr %j, align 8
  %more1042 = icmp slt i64 %i1041, %dim8
  br i1 %more1042, label %body1039, label %exit1040

body1039:                                         ; preds = %loop1038
  %v1043 = load i64, ptr %i, align 8
  %add1044 = add i64 %v1043, -1
  %sub1045 = sub i64 %dim, 1
  %c1046 = icmp slt i64 %add1044, %sub1045
  %mm1047 = select i1 %c1046, i64 %add1044, i64 %sub1045
  %c1048 = icmp sgt i64 0, %mm1047
  %mm1049 = select i1 %c1048, i64 0, i64 %mm1047
  store i64 %mm1049, ptr %p0_15, align 8
  %nonempty1050 = icmp sgt i64 %dim, 0
  %v1051 = load i64, ptr %p0_15, align 8
  br i1 %nonempty1050, label %ok1053, label %fail1052

exit1040:                                         ; preds = %loop1038
  %i1571 = load i64, ptr %i, align 8
  %next1572 = add i64 %i1571, 1
  store i64 %next1572, ptr %i, align 8
  br label %loop

fail1052:                                         ; preds = %body1039
  %errp1054 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1054, align 8
  %errp1055 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1055, align 8
  %errp1056 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1051, ptr %errp1056, align 8
  %errp1057 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1057, align 8
  ret i32 1

ok1053:                                           ; preds = %body1039
  %v1058 = load i64, ptr %j, align 8
  %add1059 = add i64 %v1058, -1
  %sub1060 = sub i64 %dim8, 1
  %c1061 = icmp slt i64 %add1059, %sub1060
  %mm1062 = select i1 %c1061, i64 %add1059, i64 %sub1060
  %c1063 = icmp sgt i64 0, %mm1062
  %mm1064 = select i1 %c1063, i64 0, i64 %mm1062
  store i64 %mm1064, ptr %p1_16, align 8
  %nonempty1065 = icmp sgt i64 %dim8, 0
  %v1066 = load i64, ptr %p1_16, align 8
  br i1 %nonempty1065, label %ok1068, label %fail1067

fail1067:                                         ; preds = %ok1053
  %errp1069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1069, align 8
  %errp1070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1070, align 8
  %errp1071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1066, ptr %errp1071, align 8
  %errp1072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1072, align 8
  ret i32 1

ok1068:                                           ; preds = %ok1053
  %v1073 = load i64, ptr %p0_15, align 8
  %v1074 = load i64, ptr %p1_16, align 8
  %nonempty1075 = icmp sgt i64 %dim, 0
  br i1 %nonempty1075, label %ok1077, label %fail1076

fail1076:                                         ; preds = %ok1068
  %errp1078 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1078, align 8
  %errp1079 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1079, align 8
  %errp1080 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1073, ptr %errp1080, align 8
  %errp1081 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1081, align 8
  ret i32 1

ok1077:                                           ; preds = %ok1068
  %pos1082 = mul i64 0, %dim
  %pos1083 = add i64 %pos1082, %v1073
  %nonempty1084 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1084, label %ok1086, label %fail1085

fail1085:                                         ; preds = %ok1077
  %errp1087 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1087, align 8
  %errp1088 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1088, align 8
  %errp1089 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1074, ptr %errp1089, align 8
  %errp1090 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1090, align 8
  ret i32 1

ok1086:                                           ; preds = %ok1077
  %pos1091 = mul i64 %pos1083, %dim8
  %pos1092 = add i64 %pos1091, %v1074
  %elp1093 = getelementptr inbounds float, ptr %buf, i64 %pos1092
  %el1094 = load float, ptr %elp1093, align 4, !alias.scope !0, !noalias !3
  store float %el1094, ptr %img_17, align 4
  %v1095 = load float, ptr %img_17, align 4
  %fm1096 = fmul float 5.000000e-01, %v1095
  %fa1097 = fadd float %fm1096, 5.000000e-01
  store float %fa1097, ptr %bright_6, align 4
  %v1098 = load i64, ptr %i, align 8
  %add1099 = add i64 %v1098, -1
  %sub1100 = sub i64 %dim, 1
  %c1101 = icmp slt i64 %add1099, %sub1100
  %mm1102 = select i1 %c1101, i64 %add1099, i64 %sub1100
  %c1103 = icmp sgt i64 0, %mm1102
  %mm1104 = select i1 %c1103, i64 0, i64 %mm1102
  store i64 %mm1104, ptr %p0_18, align 8
  %nonempty1105 = icmp sgt i64 %dim, 0
  %v1106 = load i64, ptr %p0_18, align 8
  br i1 %nonempty1105, label %ok1108, label %fail1107

fail1107:                                         ; preds = %ok1086
  %errp1109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1109, align 8
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1106, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1112, align 8
  ret i32 1

ok1108:                                           ; preds = %ok1086
  %v1113 = load i64, ptr %j, align 8
  %add1114 = add i64 %v1113, 0
  %sub1115 = sub i64 %dim8, 1
  %c1116 = icmp slt i64 %add1114, %sub1115
  %mm1117 = select i1 %c1116, i64 %add1114, i64 %sub1115
  %c1118 = icmp sgt i64 0, %mm1117
  %mm1119 = select i1 %c1118, i64 0, i64 %mm1117
  store i64 %mm1119, ptr %p1_19, align 8
  %nonempty1120 = icmp sgt i64 %dim8, 0
  %v1121 = load i64, ptr %p1_19, align 8
  br i1 %nonempty1120, label %ok1123, label %fail1122

fail1122:                                         ; preds = %ok1108
  %errp1124 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1124, align 8
  %errp1125 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1125, align 8
  %errp1126 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1121, ptr %errp1126, align 8
  %errp1127 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1127, align 8
  ret i32 1

ok1123:                                           ; preds = %ok1108
  %v1128 = load i64, ptr %p0_18, align 8
  %v1129 = load i64, ptr %p1_19, align 8
  %nonempty1130 = icmp sgt i64 %dim, 0
  br i1 %nonempty1130, label %ok1132, label %fail1131

fail1131:                                         ; preds = %ok1123
  %errp1133 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1133, align 8
  %errp1134 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1134, align 8
  %errp1135 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1128, ptr %errp1135, align 8
  %errp1136 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1136, align 8
  ret i32 1

ok1132:                                           ; preds = %ok1123
  %pos1137 = mul i64 0, %dim
  %pos1138 = add i64 %pos1137, %v1128
  %nonempty1139 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1139, label %ok1141, label %fail1140

fail1140:                                         ; preds = %ok1132
  %errp1142 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1142, align 8
  %errp1143 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1143, align 8
  %errp1144 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1129, ptr %errp1144, align 8
  %errp1145 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1145, align 8
  ret i32 1

ok1141:                                           ; preds = %ok1132
  %pos1146 = mul i64 %pos1138, %dim8
  %pos1147 = add i64 %pos1146, %v1129
  %elp1148 = getelementptr inbounds float, ptr %buf, i64 %pos1147
  %el1149 = load float, ptr %elp1148, align 4, !alias.scope !0, !noalias !3
  store float %el1149, ptr %img_20, align 4
  %v1150 = load float, ptr %img_20, align 4
  %fm1151 = fmul float 5.000000e-01, %v1150
  %fa1152 = fadd float %fm1151, 5.000000e-01
  store float %fa1152, ptr %bright_7, align 4
  %v1153 = load i64, ptr %i, align 8
  %add1154 = add i64 %v1153, -1
  %sub1155 = sub i64 %dim, 1
  %c1156 = icmp slt i64 %add1154, %sub1155
  %mm1157 = select i1 %c1156, i64 %add1154, i64 %sub1155
  %c1158 = icmp sgt i64 0, %mm1157
  %mm1159 = select i1 %c1158, i64 0, i64 %mm1157
  store i64 %mm1159, ptr %p0_21, align 8
  %nonempty1160 = icmp sgt i64 %dim, 0
  %v1161 = load i64, ptr %p0_21, align 8
  br i1 %nonempty1160, label %ok1163, label %fail1162

fail1162:                                         ; preds = %ok1141
  %errp1164 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1164, align 8
  %errp1165 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1165, align 8
  %errp1166 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1161, ptr %errp1166, align 8
  %errp1167 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1167, align 8
  ret i32 1

ok1163:                                           ; preds = %ok1141
  %v1168 = load i64, ptr %j, align 8
  %add1169 = add i64 %v1168, 1
  %sub1170 = sub i64 %dim8, 1
  %c1171 = icmp slt i64 %add1169, %sub1170
  %mm1172 = select i1 %c1171, i64 %add1169, i64 %sub1170
  %c1173 = icmp sgt i64 0, %mm1172
  %mm1174 = select i1 %c1173, i64 0, i64 %mm1172
  store i64 %mm1174, ptr %p1_22, align 8
  %nonempty1175 = icmp sgt i64 %dim8, 0
  %v1176 = load i64, ptr %p1_22, align 8
  br i1 %nonempty1175, label %ok1178, label %fail1177

fail1177:                                         ; preds = %ok1163
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1176, ptr %errp1181, align 8
  %errp1182 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1182, align 8
  ret i32 1

ok1178:                                           ; preds = %ok1163
  %v1183 = load i64, ptr %p0_21, align 8
  %v1184 = load i64, ptr %p1_22, align 8
  %nonempty1185 = icmp sgt i64 %dim, 0
  br i1 %nonempty1185, label %ok1187, label %fail1186

fail1186:                                         ; preds = %ok1178
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1183, ptr %errp1190, align 8
  %errp1191 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1191, align 8
  ret i32 1

ok1187:                                           ; preds = %ok1178
  %pos1192 = mul i64 0, %dim
  %pos1193 = add i64 %pos1192, %v1183
  %nonempty1194 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1194, label %ok1196, label %fail1195

fail1195:                                         ; preds = %ok1187
  %errp1197 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1197, align 8
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1198, align 8
  %errp1199 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1184, ptr %errp1199, align 8
  %errp1200 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1200, align 8
  ret i32 1

ok1196:                                           ; preds = %ok1187
  %pos1201 = mul i64 %pos1193, %dim8
  %pos1202 = add i64 %pos1201, %v1184
  %elp1203 = getelementptr inbounds float, ptr %buf, i64 %pos1202
  %el1204 = load float, ptr %elp1203, align 4, !alias.scope !0, !noalias !3
  store float %el1204, ptr %img_23, align 4
  %v1205 = load float, ptr %img_23, align 4
  %fm1206 = fmul float 5.000000e-01, %v1205
  %fa1207 = fadd float %fm1206, 5.000000e-01
  store float %fa1207, ptr %bright_8, align 4
  %v1208 = load i64, ptr %i, align 8
  %add1209 = add i64 %v1208, 0
  %sub1210 = sub i64 %dim, 1
  %c1211 = icmp slt i64 %add1209, %sub1210
  %mm1212 = select i1 %c1211, i64 %add1209, i64 %sub1210
  %c1213 = icmp sgt i64 0, %mm1212
  %mm1214 = select i1 %c1213, i64 0, i64 %mm1212
  store i64 %mm1214, ptr %p0_24, align 8
  %nonempty1215 = icmp sgt i64 %dim, 0
  %v1216 = load i64, ptr %p0_24, align 8
  br i1 %nonempty1215, label %ok1218, label %fail1217

fail1217:                                         ; preds = %ok1196
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1219, align 8
  %errp1220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1220, align 8
  %errp1221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1216, ptr %errp1221, align 8
  %errp1222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1222, align 8
  ret i32 1

ok1218:                                           ; preds = %ok1196
  %v1223 = load i64, ptr %j, align 8
  %add1224 = add i64 %v1223, -1
  %sub1225 = sub i64 %dim8, 1
  %c1226 = icmp slt i64 %add1224, %sub1225
  %mm1227 = select i1 %c1226, i64 %add1224, i64 %sub1225
  %c1228 = icmp sgt i64 0, %mm1227
  %mm1229 = select i1 %c1228, i64 0, i64 %mm1227
  store i64 %mm1229, ptr %p1_25, align 8
  %nonempty1230 = icmp sgt i64 %dim8, 0
  %v1231 = load i64, ptr %p1_25, align 8
  br i1 %nonempty1230, label %ok1233, label %fail1232

fail1232:                                         ; preds = %ok1218
  %errp1234 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1234, align 8
  %errp1235 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1235, align 8
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1231, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1237, align 8
  ret i32 1

ok1233:                                           ; preds = %ok1218
  %v1238 = load i64, ptr %p0_24, align 8
  %v1239 = load i64, ptr %p1_25, align 8
  %nonempty1240 = icmp sgt i64 %dim, 0
  br i1 %nonempty1240, label %ok1242, label %fail1241

fail1241:                                         ; preds = %ok1233
  %errp1243 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1243, align 8
  %errp1244 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1244, align 8
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1238, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1246, align 8
  ret i32 1

ok1242:                                           ; preds = %ok1233
  %pos1247 = mul i64 0, %dim
  %pos1248 = add i64 %pos1247, %v1238
  %nonempty1249 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1249, label %ok1251, label %fail1250

fail1250:                                         ; preds = %ok1242
  %errp1252 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1252, align 8
  %errp1253 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1253, align 8
  %errp1254 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1239, ptr %errp1254, align 8
  %errp1255 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1255, align 8
  ret i32 1

ok1251:                                           ; preds = %ok1242
  %pos1256 = mul i64 %pos1248, %dim8
  %pos1257 = add i64 %pos1256, %v1239
  %elp1258 = getelementptr inbounds float, ptr %buf, i64 %pos1257
  %el1259 = load float, ptr %elp1258, align 4, !alias.scope !0, !noalias !3
  store float %el1259, ptr %img_26, align 4
  %v1260 = load float, ptr %img_26, align 4
  %fm1261 = fmul float 5.000000e-01, %v1260
  %fa1262 = fadd float %fm1261, 5.000000e-01
  store float %fa1262, ptr %bright_9, align 4
  %v1263 = load i64, ptr %i, align 8
  %add1264 = add i64 %v1263, 0
  %sub1265 = sub i64 %dim, 1
  %c1266 = icmp slt i64 %add1264, %sub1265
  %mm1267 = select i1 %c1266, i64 %add1264, i64 %sub1265
  %c1268 = icmp sgt i64 0, %mm1267
  %mm1269 = select i1 %c1268, i64 0, i64 %mm1267
  store i64 %mm1269, ptr %p0_27, align 8
  %nonempty1270 = icmp sgt i64 %dim, 0
  %v1271 = load i64, ptr %p0_27, align 8
  br i1 %nonempty1270, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1251
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1271, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1251
  %v1278 = load i64, ptr %j, align 8
  %add1279 = add i64 %v1278, 0
  %sub1280 = sub i64 %dim8, 1
  %c1281 = icmp slt i64 %add1279, %sub1280
  %mm1282 = select i1 %c1281, i64 %add1279, i64 %sub1280
  %c1283 = icmp sgt i64 0, %mm1282
  %mm1284 = select i1 %c1283, i64 0, i64 %mm1282
  store i64 %mm1284, ptr %p1_28, align 8
  %nonempty1285 = icmp sgt i64 %dim8, 0
  %v1286 = load i64, ptr %p1_28, align 8
  br i1 %nonempty1285, label %ok1288, label %fail1287

fail1287:                                         ; preds = %ok1273
  %errp1289 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1289, align 8
  %errp1290 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1290, align 8
  %errp1291 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1286, ptr %errp1291, align 8
  %errp1292 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1292, align 8
  ret i32 1

ok1288:                                           ; preds = %ok1273
  %v1293 = load i64, ptr %p0_27, align 8
  %v1294 = load i64, ptr %p1_28, align 8
  %nonempty1295 = icmp sgt i64 %dim, 0
  br i1 %nonempty1295, label %ok1297, label %fail1296

fail1296:                                         ; preds = %ok1288
  %errp1298 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1298, align 8
  %errp1299 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1299, align 8
  %errp1300 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1293, ptr %errp1300, align 8
  %errp1301 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1301, align 8
  ret i32 1

ok1297:                                           ; preds = %ok1288
  %pos1302 = mul i64 0, %dim
  %pos1303 = add i64 %pos1302, %v1293
  %nonempty1304 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1304, label %ok1306, label %fail1305

fail1305:                                         ; preds = %ok1297
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1307, align 8
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1308, align 8
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1294, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1310, align 8
  ret i32 1

ok1306:                                           ; preds = %ok1297
  %pos1311 = mul i64 %pos1303, %dim8
  %pos1312 = add i64 %pos1311, %v1294
  %elp1313 = getelementptr inbounds float, ptr %buf, i64 %pos1312
  %el1314 = load float, ptr %elp1313, align 4, !alias.scope !0, !noalias !3
  store float %el1314, ptr %img_29, align 4
  %v1315 = load float, ptr %img_29, align 4
  %fm1316 = fmul float 5.000000e-01, %v1315
  %fa1317 = fadd float %fm1316, 5.000000e-01
  store float %fa1317, ptr %bright_10, align 4
  %v1318 = load i64, ptr %i, align 8
  %add1319 = add i64 %v1318, 0
  %sub1320 = sub i64 %dim, 1
  %c1321 = icmp slt i64 %add1319, %sub1320
  %mm1322 = select i1 %c1321, i64 %add1319, i64 %sub1320
  %c1323 = icmp sgt i64 0, %mm1322
  %mm1324 = select i1 %c1323, i64 0, i64 %mm1322
  store i64 %mm1324, ptr %p0_30, align 8
  %nonempty1325 = icmp sgt i64 %dim, 0
  %v1326 = load i64, ptr %p0_30, align 8
  br i1 %nonempty1325, label %ok1328, label %fail1327

fail1327:                                         ; preds = %ok1306
  %errp1329 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1329, align 8
  %errp1330 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1330, align 8
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1326, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1332, align 8
  ret i32 1

ok1328:                                           ; preds = %ok1306
  %v1333 = load i64, ptr %j, align 8
  %add1334 = add i64 %v1333, 1
  %sub1335 = sub i64 %dim8, 1
  %c1336 = icmp slt i64 %add1334, %sub1335
  %mm1337 = select i1 %c1336, i64 %add1334, i64 %sub1335
  %c1338 = icmp sgt i64 0, %mm1337
  %mm1339 = select i1 %c1338, i64 0, i64 %mm1337
  store i64 %mm1339, ptr %p1_31, align 8
  %nonempty1340 = icmp sgt i64 %dim8, 0
  %v1341 = load i64, ptr %p1_31, align 8
  br i1 %nonempty1340, label %ok1343, label %fail1342

fail1342:                                         ; preds = %ok1328
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1341, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1347, align 8
  ret i32 1

ok1343:                                           ; preds = %ok1328
  %v1348 = load i64, ptr %p0_30, align 8
  %v1349 = load i64, ptr %p1_31, align 8
  %nonempty1350 = icmp sgt i64 %dim, 0
  br i1 %nonempty1350, label %ok1352, label %fail1351

fail1351:                                         ; preds = %ok1343
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1348, ptr %errp1355, align 8
  %errp1356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1356, align 8
  ret i32 1

ok1352:                                           ; preds = %ok1343
  %pos1357 = mul i64 0, %dim
  %pos1358 = add i64 %pos1357, %v1348
  %nonempty1359 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1359, label %ok1361, label %fail1360

fail1360:                                         ; preds = %ok1352
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1349, ptr %errp1364, align 8
  %errp1365 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1365, align 8
  ret i32 1

ok1361:                                           ; preds = %ok1352
  %pos1366 = mul i64 %pos1358, %dim8
  %pos1367 = add i64 %pos1366, %v1349
  %elp1368 = getelementptr inbounds float, ptr %buf, i64 %pos1367
  %el1369 = load float, ptr %elp1368, align 4, !alias.scope !0, !noalias !3
  store float %el1369, ptr %img_32, align 4
  %v1370 = load float, ptr %img_32, align 4
  %fm1371 = fmul float 5.000000e-01, %v1370
  %fa1372 = fadd float %fm1371, 5.000000e-01
  store float %fa1372, ptr %bright_11, align 4
  %v1373 = load i64, ptr %i, align 8
  %add1374 = add i64 %v1373, 1
  %sub1375 = sub i64 %dim, 1
  %c1376 = icmp slt i64 %add1374, %sub1375
  %mm1377 = select i1 %c1376, i64 %add1374, i64 %sub1375
  %c1378 = icmp sgt i64 0, %mm1377
  %mm1379 = select i1 %c1378, i64 0, i64 %mm1377
  store i64 %mm1379, ptr %p0_33, align 8
  %nonempty1380 = icmp sgt i64 %dim, 0
  %v1381 = load i64, ptr %p0_33, align 8
  br i1 %nonempty1380, label %ok1383, label %fail1382

fail1382:                                         ; preds = %ok1361
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1384, align 8
  %errp1385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1385, align 8
  %errp1386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1381, ptr %errp1386, align 8
  %errp1387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1387, align 8
  ret i32 1

ok1383:                                           ; preds = %ok1361
  %v1388 = load i64, ptr %j, align 8
  %add1389 = add i64 %v1388, -1
  %sub1390 = sub i64 %dim8, 1
  %c1391 = icmp slt i64 %add1389, %sub1390
  %mm1392 = select i1 %c1391, i64 %add1389, i64 %sub1390
  %c1393 = icmp sgt i64 0, %mm1392
  %mm1394 = select i1 %c1393, i64 0, i64 %mm1392
  store i64 %mm1394, ptr %p1_34, align 8
  %nonempty1395 = icmp sgt i64 %dim8, 0
  %v1396 = load i64, ptr %p1_34, align 8
  br i1 %nonempty1395, label %ok1398, label %fail1397

fail1397:                                         ; preds = %ok1383
  %errp1399 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1399, align 8
  %errp1400 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1400, align 8
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1396, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1402, align 8
  ret i32 1

ok1398:                                           ; preds = %ok1383
  %v1403 = load i64, ptr %p0_33, align 8
  %v1404 = load i64, ptr %p1_34, align 8
  %nonempty1405 = icmp sgt i64 %dim, 0
  br i1 %nonempty1405, label %ok1407, label %fail1406

fail1406:                                         ; preds = %ok1398
  %errp1408 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1408, align 8
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1409, align 8
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1403, ptr %errp1410, align 8
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1411, align 8
  ret i32 1

ok1407:                                           ; preds = %ok1398
  %pos1412 = mul i64 0, %dim
  %pos1413 = add i64 %pos1412, %v1403
  %nonempty1414 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1414, label %ok1416, label %fail1415

fail1415:                                         ; preds = %ok1407
  %errp1417 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1417, align 8
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1404, ptr %errp1419, align 8
  %errp1420 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1420, align 8
  ret i32 1

ok1416:                                           ; preds = %ok1407
  %pos1421 = mul i64 %pos1413, %dim8
  %pos1422 = add i64 %pos1421, %v1404
  %elp1423 = getelementptr inbounds float, ptr %buf, i64 %pos1422
  %el1424 = load float, ptr %elp1423, align 4, !alias.scope !0, !noalias !3
  store float %el1424, ptr %img_35, align 4
  %v1425 = load float, ptr %img_35, align 4
  %fm1426 = fmul float 5.000000e-01, %v1425
  %fa1427 = fadd float %fm1426, 5.000000e-01
  store float %fa1427, ptr %bright_12, align 4
  %v1428 = load i64, ptr %i, align 8
  %add1429 = add i64 %v1428, 1
  %sub1430 = sub i64 %dim, 1
  %c1431 = icmp slt i64 %add1429, %sub1430
  %mm1432 = select i1 %c1431, i64 %add1429, i64 %sub1430
  %c1433 = icmp sgt i64 0, %mm1432
  %mm1434 = select i1 %c1433, i64 0, i64 %mm1432
  store i64 %mm1434, ptr %p0_36, align 8
  %nonempty1435 = icmp sgt i64 %dim, 0
  %v1436 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1435, label %ok1438, label %fail1437

fail1437:                                         ; preds = %ok1416
  %errp1439 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1439, align 8
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1436, ptr %errp1441, align 8
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1442, align 8
  ret i32 1

ok1438:                                           ; preds = %ok1416
  %v1443 = load i64, ptr %j, align 8
  %add1444 = add i64 %v1443, 0
  %sub1445 = sub i64 %dim8, 1
  %c1446 = icmp slt i64 %add1444, %sub1445
  %mm1447 = select i1 %c1446, i64 %add1444, i64 %sub1445
  %c1448 = icmp sgt i64 0, %mm1447
  %mm1449 = select i1 %c1448, i64 0, i64 %mm1447
  store i64 %mm1449, ptr %p1_37, align 8
  %nonempty1450 = icmp sgt i64 %dim8, 0
  %v1451 = load i64, ptr %p1_37, align 8
  br i1 %nonempty1450, label %ok1453, label %fail1452

fail1452:                                         ; preds = %ok1438
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1454, align 8
  %errp1455 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1455, align 8
  %errp1456 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1451, ptr %errp1456, align 8
  %errp1457 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1457, align 8
  ret i32 1

ok1453:                                           ; preds = %ok1438
  %v1458 = load i64, ptr %p0_36, align 8
  %v1459 = load i64, ptr %p1_37, align 8
  %nonempty1460 = icmp sgt i64 %dim, 0
  br i1 %nonempty1460, label %ok1462, label %fail1461

fail1461:                                         ; preds = %ok1453
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1463, align 8
  %errp1464 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1464, align 8
  %errp1465 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1458, ptr %errp1465, align 8
  %errp1466 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1466, align 8
  ret i32 1

ok1462:                                           ; preds = %ok1453
  %pos1467 = mul i64 0, %dim
  %pos1468 = add i64 %pos1467, %v1458
  %nonempty1469 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1469, label %ok1471, label %fail1470

fail1470:                                         ; preds = %ok1462
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1473, align 8
  %errp1474 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1459, ptr %errp1474, align 8
  %errp1475 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1475, align 8
  ret i32 1

ok1471:                                           ; preds = %ok1462
  %pos1476 = mul i64 %pos1468, %dim8
  %pos1477 = add i64 %pos1476, %v1459
  %elp1478 = getelementptr inbounds float, ptr %buf, i64 %pos1477
  %el1479 = load float, ptr %elp1478, align 4, !alias.scope !0, !noalias !3
  store float %el1479, ptr %img_38, align 4
  %v1480 = load float, ptr %img_38, align 4
  %fm1481 = fmul float 5.000000e-01, %v1480
  %fa1482 = fadd float %fm1481, 5.000000e-01
  store float %fa1482, ptr %bright_13, align 4
  %v1483 = load i64, ptr %i, align 8
  %add1484 = add i64 %v1483, 1
  %sub1485 = sub i64 %dim, 1
  %c1486 = icmp slt i64 %add1484, %sub1485
  %mm1487 = select i1 %c1486, i64 %add1484, i64 %sub1485
  %c1488 = icmp sgt i64 0, %mm1487
  %mm1489 = select i1 %c1488, i64 0, i64 %mm1487
  store i64 %mm1489, ptr %p0_39, align 8
  %nonempty1490 = icmp sgt i64 %dim, 0
  %v1491 = load i64, ptr %p0_39, align 8
  br i1 %nonempty1490, label %ok1493, label %fail1492

fail1492:                                         ; preds = %ok1471
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1494, align 8
  %errp1495 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1495, align 8
  %errp1496 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1491, ptr %errp1496, align 8
  %errp1497 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1497, align 8
  ret i32 1

ok1493:                                           ; preds = %ok1471
  %v1498 = load i64, ptr %j, align 8
  %add1499 = add i64 %v1498, 1
  %sub1500 = sub i64 %dim8, 1
  %c1501 = icmp slt i64 %add1499, %sub1500
  %mm1502 = select i1 %c1501, i64 %add1499, i64 %sub1500
  %c1503 = icmp sgt i64 0, %mm1502
  %mm1504 = select i1 %c1503, i64 0, i64 %mm1502
  store i64 %mm1504, ptr %p1_40, align 8
  %nonempty1505 = icmp sgt i64 %dim8, 0
  %v1506 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1505, label %ok1508, label %fail1507

fail1507:                                         ; preds = %ok1493
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1506, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1512, align 8
  ret i32 1

ok1508:                                           ; preds = %ok1493
  %v1513 = load i64, ptr %p0_39, align 8
  %v1514 = load i64, ptr %p1_40, align 8
  %nonempty1515 = icmp sgt i64 %dim, 0
  br i1 %nonempty1515, label %ok1517, label %fail1516

fail1516:                                         ; preds = %ok1508
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1513, ptr %errp1520, align 8
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1521, align 8
  ret i32 1

ok1517:                                           ; preds = %ok1508
  %pos1522 = mul i64 0, %dim
  %pos1523 = add i64 %pos1522, %v1513
  %nonempty1524 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1524, label %ok1526, label %fail1525

fail1525:                                         ; preds = %ok1517
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1528, align 8
  %errp1529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1514, ptr %errp1529, align 8
  %errp1530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1530, align 8
  ret i32 1

ok1526:                                           ; preds = %ok1517
  %pos1531 = mul i64 %pos1523, %dim8
  %pos1532 = add i64 %pos1531, %v1514
  %elp1533 = getelementptr inbounds float, ptr %buf, i64 %pos1532
  %el1534 = load float, ptr %elp1533, align 4, !alias.scope !0, !noalias !3
  store float %el1534, ptr %img_41, align 4
  %v1535 = load float, ptr %img_41, align 4
  %fm1536 = fmul float 5.000000e-01, %v1535
  %fa1537 = fadd float %fm1536, 5.000000e-01
  store float %fa1537, ptr %bright_14, align 4
  %v1538 = load float, ptr %bright_6, align 4
  %v1539 = load float, ptr %bright_7, align 4
  %fm1540 = fmul float 2.000000e+00, %v1539
  %fa1541 = fadd float %v1538, %fm1540
  %v1542 = load float, ptr %bright_8, align 4
  %fa1543 = fadd float %fa1541, %v1542
  %v1544 = load float, ptr %bright_9, align 4
  %fm1545 = fmul float 2.000000e+00, %v1544
  %fa1546 = fadd float %fa1543, %fm1545
  %v1547 = load float, ptr %bright_10, align 4
  %fm1548 = fmul float 4.000000e+00, %v1547
  %fa1549 = fadd float %fa1546, %fm1548
  %v1550 = load float, ptr %bright_11, align 4
  %fm1551 = fmul float 2.000000e+00, %v1550
  %fa1552 = fadd float %fa1549, %fm1551
  %v1553 = load float, ptr %bright_12, align 4
  %fa1554 = fadd float %fa1552, %v1553
  %v1555 = load float, ptr %bright_13, align 4
  %fm1556 = fmul float 2.000000e+00, %v1555
  %fa1557 = fadd float %fa1554, %fm1556
  %v1558 = load float, ptr %bright_14, align 4
  %fa1559 = fadd float %fa1557, %v1558
  %fd1560 = fdiv float %fa1559, 1.600000e+01
  store float %fd1560, ptr %blurred_3, align 4
  %v1561 = load i64, ptr %i, align 8
  %v1562 = load i64, ptr %j, align 8
  %pos1563 = mul i64 0, %dim
  %pos1564 = add i64 %pos1563, %v1561
  %pos1565 = mul i64 %pos1564, %dim8
  %pos1566 = add i64 %pos1565, %v1562
  %v1567 = load float, ptr %blurred_3, align 4
  %elp1568 = getelementptr inbounds float, ptr %buf548, i64 %pos1566
  store float %v1567, ptr %elp1568, align 4, !alias.scope !3, !noalias !0
  %i1569 = load i64, ptr %j, align 8
  %next1570 = add i64 %i1569, 1
  store i64 %next1570, ptr %j, align 8
  br label %loop1038
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

