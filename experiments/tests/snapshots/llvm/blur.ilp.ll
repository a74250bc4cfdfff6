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
  %bufp475 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf476 = load ptr, ptr %bufp475, align 8
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

loop:                                             ; preds = %exit926, %ok
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

loop28:                                           ; preds = %ok434, %ok11
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
  br label %loop479

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
  %v78 = load i64, ptr %p0_15, align 8
  store i64 %v78, ptr %p0_18, align 8
  %nonempty79 = icmp sgt i64 %dim, 0
  %v80 = load i64, ptr %p0_15, align 8
  br i1 %nonempty79, label %ok82, label %fail81

fail81:                                           ; preds = %ok70
  %errp83 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v80, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp86, align 8
  ret i32 1

ok82:                                             ; preds = %ok70
  %v87 = load i64, ptr %j, align 8
  %add88 = add i64 %v87, 0
  %sub89 = sub i64 %dim8, 1
  %c90 = icmp slt i64 %add88, %sub89
  %mm91 = select i1 %c90, i64 %add88, i64 %sub89
  %c92 = icmp sgt i64 0, %mm91
  %mm93 = select i1 %c92, i64 0, i64 %mm91
  store i64 %mm93, ptr %p1_19, align 8
  %nonempty94 = icmp sgt i64 %dim8, 0
  %v95 = load i64, ptr %p1_19, align 8
  br i1 %nonempty94, label %ok97, label %fail96

fail96:                                           ; preds = %ok82
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v95, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %ok82
  %v102 = load i64, ptr %p0_15, align 8
  %v103 = load i64, ptr %p1_19, align 8
  %nonempty104 = icmp sgt i64 %dim, 0
  br i1 %nonempty104, label %ok106, label %fail105

fail105:                                          ; preds = %ok97
  %errp107 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp107, align 8
  %errp108 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp108, align 8
  %errp109 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v102, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp110, align 8
  ret i32 1

ok106:                                            ; preds = %ok97
  %pos111 = mul i64 0, %dim
  %pos112 = add i64 %pos111, %v102
  %nonempty113 = icmp sgt i64 %dim8, 0
  br i1 %nonempty113, label %ok115, label %fail114

fail114:                                          ; preds = %ok106
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v103, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %ok106
  %pos120 = mul i64 %pos112, %dim8
  %pos121 = add i64 %pos120, %v103
  %elp122 = getelementptr inbounds float, ptr %buf, i64 %pos121
  %el123 = load float, ptr %elp122, align 4, !alias.scope !0, !noalias !3
  store float %el123, ptr %img_20, align 4
  %v124 = load float, ptr %img_20, align 4
  %fm125 = fmul float 5.000000e-01, %v124
  %fa126 = fadd float %fm125, 5.000000e-01
  store float %fa126, ptr %bright_7, align 4
  %v127 = load i64, ptr %p0_15, align 8
  store i64 %v127, ptr %p0_21, align 8
  %nonempty128 = icmp sgt i64 %dim, 0
  %v129 = load i64, ptr %p0_15, align 8
  br i1 %nonempty128, label %ok131, label %fail130

fail130:                                          ; preds = %ok115
  %errp132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v129, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp135, align 8
  ret i32 1

ok131:                                            ; preds = %ok115
  %v136 = load i64, ptr %j, align 8
  %add137 = add i64 %v136, 1
  %sub138 = sub i64 %dim8, 1
  %c139 = icmp slt i64 %add137, %sub138
  %mm140 = select i1 %c139, i64 %add137, i64 %sub138
  %c141 = icmp sgt i64 0, %mm140
  %mm142 = select i1 %c141, i64 0, i64 %mm140
  store i64 %mm142, ptr %p1_22, align 8
  %nonempty143 = icmp sgt i64 %dim8, 0
  %v144 = load i64, ptr %p1_22, align 8
  br i1 %nonempty143, label %ok146, label %fail145

fail145:                                          ; preds = %ok131
  %errp147 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v144, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp150, align 8
  ret i32 1

ok146:                                            ; preds = %ok131
  %v151 = load i64, ptr %p0_15, align 8
  %v152 = load i64, ptr %p1_22, align 8
  %nonempty153 = icmp sgt i64 %dim, 0
  br i1 %nonempty153, label %ok155, label %fail154

fail154:                                          ; preds = %ok146
  %errp156 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp156, align 8
  %errp157 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp157, align 8
  %errp158 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v151, ptr %errp158, align 8
  %errp159 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp159, align 8
  ret i32 1

ok155:                                            ; preds = %ok146
  %pos160 = mul i64 0, %dim
  %pos161 = add i64 %pos160, %v151
  %nonempty162 = icmp sgt i64 %dim8, 0
  br i1 %nonempty162, label %ok164, label %fail163

fail163:                                          ; preds = %ok155
  %errp165 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp165, align 8
  %errp166 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v152, ptr %errp167, align 8
  %errp168 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp168, align 8
  ret i32 1

ok164:                                            ; preds = %ok155
  %pos169 = mul i64 %pos161, %dim8
  %pos170 = add i64 %pos169, %v152
  %elp171 = getelementptr inbounds float, ptr %buf, i64 %pos170
  %el172 = load float, ptr %elp171, align 4, !alias.scope !0, !noalias !3
  store float %el172, ptr %img_23, align 4
  %v173 = load float, ptr %img_23, align 4
  %fm174 = fmul float 5.000000e-01, %v173
  %fa175 = fadd float %fm174, 5.000000e-01
  store float %fa175, ptr %bright_8, align 4
  %v176 = load i64, ptr %i, align 8
  %add177 = add i64 %v176, 0
  %sub178 = sub i64 %dim, 1
  %c179 = icmp slt i64 %add177, %sub178
  %mm180 = select i1 %c179, i64 %add177, i64 %sub178
  %c181 = icmp sgt i64 0, %mm180
  %mm182 = select i1 %c181, i64 0, i64 %mm180
  store i64 %mm182, ptr %p0_24, align 8
  %nonempty183 = icmp sgt i64 %dim, 0
  %v184 = load i64, ptr %p0_24, align 8
  br i1 %nonempty183, label %ok186, label %fail185

fail185:                                          ; preds = %ok164
  %errp187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp187, align 8
  %errp188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp188, align 8
  %errp189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v184, ptr %errp189, align 8
  %errp190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp190, align 8
  ret i32 1

ok186:                                            ; preds = %ok164
  %v191 = load i64, ptr %p1_16, align 8
  store i64 %v191, ptr %p1_25, align 8
  %nonempty192 = icmp sgt i64 %dim8, 0
  %v193 = load i64, ptr %p1_16, align 8
  br i1 %nonempty192, label %ok195, label %fail194

fail194:                                          ; preds = %ok186
  %errp196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp196, align 8
  %errp197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp197, align 8
  %errp198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v193, ptr %errp198, align 8
  %errp199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp199, align 8
  ret i32 1

ok195:                                            ; preds = %ok186
  %v200 = load i64, ptr %p0_24, align 8
  %v201 = load i64, ptr %p1_16, align 8
  %nonempty202 = icmp sgt i64 %dim, 0
  br i1 %nonempty202, label %ok204, label %fail203

fail203:                                          ; preds = %ok195
  %errp205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp205, align 8
  %errp206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp206, align 8
  %errp207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v200, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp208, align 8
  ret i32 1

ok204:                                            ; preds = %ok195
  %pos209 = mul i64 0, %dim
  %pos210 = add i64 %pos209, %v200
  %nonempty211 = icmp sgt i64 %dim8, 0
  br i1 %nonempty211, label %ok213, label %fail212

fail212:                                          ; preds = %ok204
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v201, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %ok204
  %pos218 = mul i64 %pos210, %dim8
  %pos219 = add i64 %pos218, %v201
  %elp220 = getelementptr inbounds float, ptr %buf, i64 %pos219
  %el221 = load float, ptr %elp220, align 4, !alias.scope !0, !noalias !3
  store float %el221, ptr %img_26, align 4
  %v222 = load float, ptr %img_26, align 4
  %fm223 = fmul float 5.000000e-01, %v222
  %fa224 = fadd float %fm223, 5.000000e-01
  store float %fa224, ptr %bright_9, align 4
  %v225 = load i64, ptr %p0_24, align 8
  store i64 %v225, ptr %p0_27, align 8
  %nonempty226 = icmp sgt i64 %dim, 0
  %v227 = load i64, ptr %p0_24, align 8
  br i1 %nonempty226, label %ok229, label %fail228

fail228:                                          ; preds = %ok213
  %errp230 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp230, align 8
  %errp231 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp231, align 8
  %errp232 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v227, ptr %errp232, align 8
  %errp233 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp233, align 8
  ret i32 1

ok229:                                            ; preds = %ok213
  %v234 = load i64, ptr %p1_19, align 8
  store i64 %v234, ptr %p1_28, align 8
  %nonempty235 = icmp sgt i64 %dim8, 0
  %v236 = load i64, ptr %p1_19, align 8
  br i1 %nonempty235, label %ok238, label %fail237

fail237:                                          ; preds = %ok229
  %errp239 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp239, align 8
  %errp240 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp240, align 8
  %errp241 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v236, ptr %errp241, align 8
  %errp242 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp242, align 8
  ret i32 1

ok238:                                            ; preds = %ok229
  %v243 = load i64, ptr %p0_24, align 8
  %v244 = load i64, ptr %p1_19, align 8
  %nonempty245 = icmp sgt i64 %dim, 0
  br i1 %nonempty245, label %ok247, label %fail246

fail246:                                          ; preds = %ok238
  %errp248 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp248, align 8
  %errp249 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp249, align 8
  %errp250 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v243, ptr %errp250, align 8
  %errp251 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp251, align 8
  ret i32 1

ok247:                                            ; preds = %ok238
  %pos252 = mul i64 0, %dim
  %pos253 = add i64 %pos252, %v243
  %nonempty254 = icmp sgt i64 %dim8, 0
  br i1 %nonempty254, label %ok256, label %fail255

fail255:                                          ; preds = %ok247
  %errp257 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp257, align 8
  %errp258 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp258, align 8
  %errp259 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v244, ptr %errp259, align 8
  %errp260 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp260, align 8
  ret i32 1

ok256:                                            ; preds = %ok247
  %pos261 = mul i64 %pos253, %dim8
  %pos262 = add i64 %pos261, %v244
  %elp263 = getelementptr inbounds float, ptr %buf, i64 %pos262
  %el264 = load float, ptr %elp263, align 4, !alias.scope !0, !noalias !3
  store float %el264, ptr %img_29, align 4
  %v265 = load float, ptr %img_29, align 4
  %fm266 = fmul float 5.000000e-01, %v265
  %fa267 = fadd float %fm266, 5.000000e-01
  store float %fa267, ptr %bright_10, align 4
  %v268 = load i64, ptr %p0_24, align 8
  store i64 %v268, ptr %p0_30, align 8
  %nonempty269 = icmp sgt i64 %dim, 0
  %v270 = load i64, ptr %p0_24, align 8
  br i1 %nonempty269, label %ok272, label %fail271

fail271:                                          ; preds = %ok256
  %errp273 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v270, ptr %errp275, align 8
  %errp276 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp276, align 8
  ret i32 1

ok272:                                            ; preds = %ok256
  %v277 = load i64, ptr %p1_22, align 8
  store i64 %v277, ptr %p1_31, align 8
  %nonempty278 = icmp sgt i64 %dim8, 0
  %v279 = load i64, ptr %p1_22, align 8
  br i1 %nonempty278, label %ok281, label %fail280

fail280:                                          ; preds = %ok272
  %errp282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp282, align 8
  %errp283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp283, align 8
  %errp284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v279, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp285, align 8
  ret i32 1

ok281:                                            ; preds = %ok272
  %v286 = load i64, ptr %p0_24, align 8
  %v287 = load i64, ptr %p1_22, align 8
  %nonempty288 = icmp sgt i64 %dim, 0
  br i1 %nonempty288, label %ok290, label %fail289

fail289:                                          ; preds = %ok281
  %errp291 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp291, align 8
  %errp292 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp292, align 8
  %errp293 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v286, ptr %errp293, align 8
  %errp294 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp294, align 8
  ret i32 1

ok290:                                            ; preds = %ok281
  %pos295 = mul i64 0, %dim
  %pos296 = add i64 %pos295, %v286
  %nonempty297 = icmp sgt i64 %dim8, 0
  br i1 %nonempty297, label %ok299, label %fail298

fail298:                                          ; preds = %ok290
  %errp300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp300, align 8
  %errp301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v287, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp303, align 8
  ret i32 1

ok299:                                            ; preds = %ok290
  %pos304 = mul i64 %pos296, %dim8
  %pos305 = add i64 %pos304, %v287
  %elp306 = getelementptr inbounds float, ptr %buf, i64 %pos305
  %el307 = load float, ptr %elp306, align 4, !alias.scope !0, !noalias !3
  store float %el307, ptr %img_32, align 4
  %v308 = load float, ptr %img_32, align 4
  %fm309 = fmul float 5.000000e-01, %v308
  %fa310 = fadd float %fm309, 5.000000e-01
  store float %fa310, ptr %bright_11, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 1
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  store i64 %mm317, ptr %p0_33, align 8
  %nonempty318 = icmp sgt i64 %dim, 0
  %v319 = load i64, ptr %p0_33, align 8
  br i1 %nonempty318, label %ok321, label %fail320

fail320:                                          ; preds = %ok299
  %errp322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v319, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp325, align 8
  ret i32 1

ok321:                                            ; preds = %ok299
  %v326 = load i64, ptr %p1_16, align 8
  store i64 %v326, ptr %p1_34, align 8
  %nonempty327 = icmp sgt i64 %dim8, 0
  %v328 = load i64, ptr %p1_16, align 8
  br i1 %nonempty327, label %ok330, label %fail329

fail329:                                          ; preds = %ok321
  %errp331 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp331, align 8
  %errp332 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp332, align 8
  %errp333 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v328, ptr %errp333, align 8
  %errp334 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp334, align 8
  ret i32 1

ok330:                                            ; preds = %ok321
  %v335 = load i64, ptr %p0_33, align 8
  %v336 = load i64, ptr %p1_16, align 8
  %nonempty337 = icmp sgt i64 %dim, 0
  br i1 %nonempty337, label %ok339, label %fail338

fail338:                                          ; preds = %ok330
  %errp340 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp340, align 8
  %errp341 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp341, align 8
  %errp342 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v335, ptr %errp342, align 8
  %errp343 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp343, align 8
  ret i32 1

ok339:                                            ; preds = %ok330
  %pos344 = mul i64 0, %dim
  %pos345 = add i64 %pos344, %v335
  %nonempty346 = icmp sgt i64 %dim8, 0
  br i1 %nonempty346, label %ok348, label %fail347

fail347:                                          ; preds = %ok339
  %errp349 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp349, align 8
  %errp350 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp350, align 8
  %errp351 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v336, ptr %errp351, align 8
  %errp352 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp352, align 8
  ret i32 1

ok348:                                            ; preds = %ok339
  %pos353 = mul i64 %pos345, %dim8
  %pos354 = add i64 %pos353, %v336
  %elp355 = getelementptr inbounds float, ptr %buf, i64 %pos354
  %el356 = load float, ptr %elp355, align 4, !alias.scope !0, !noalias !3
  store float %el356, ptr %img_35, align 4
  %v357 = load float, ptr %img_35, align 4
  %fm358 = fmul float 5.000000e-01, %v357
  %fa359 = fadd float %fm358, 5.000000e-01
  store float %fa359, ptr %bright_12, align 4
  %v360 = load i64, ptr %p0_33, align 8
  store i64 %v360, ptr %p0_36, align 8
  %nonempty361 = icmp sgt i64 %dim, 0
  %v362 = load i64, ptr %p0_33, align 8
  br i1 %nonempty361, label %ok364, label %fail363

fail363:                                          ; preds = %ok348
  %errp365 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp365, align 8
  %errp366 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp366, align 8
  %errp367 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v362, ptr %errp367, align 8
  %errp368 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp368, align 8
  ret i32 1

ok364:                                            ; preds = %ok348
  %v369 = load i64, ptr %p1_19, align 8
  store i64 %v369, ptr %p1_37, align 8
  %nonempty370 = icmp sgt i64 %dim8, 0
  %v371 = load i64, ptr %p1_19, align 8
  br i1 %nonempty370, label %ok373, label %fail372

fail372:                                          ; preds = %ok364
  %errp374 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp374, align 8
  %errp375 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp375, align 8
  %errp376 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v371, ptr %errp376, align 8
  %errp377 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp377, align 8
  ret i32 1

ok373:                                            ; preds = %ok364
  %v378 = load i64, ptr %p0_33, align 8
  %v379 = load i64, ptr %p1_19, align 8
  %nonempty380 = icmp sgt i64 %dim, 0
  br i1 %nonempty380, label %ok382, label %fail381

fail381:                                          ; preds = %ok373
  %errp383 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp383, align 8
  %errp384 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp384, align 8
  %errp385 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v378, ptr %errp385, align 8
  %errp386 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp386, align 8
  ret i32 1

ok382:                                            ; preds = %ok373
  %pos387 = mul i64 0, %dim
  %pos388 = add i64 %pos387, %v378
  %nonempty389 = icmp sgt i64 %dim8, 0
  br i1 %nonempty389, label %ok391, label %fail390

fail390:                                          ; preds = %ok382
  %errp392 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp392, align 8
  %errp393 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp393, align 8
  %errp394 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v379, ptr %errp394, align 8
  %errp395 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp395, align 8
  ret i32 1

ok391:                                            ; preds = %ok382
  %pos396 = mul i64 %pos388, %dim8
  %pos397 = add i64 %pos396, %v379
  %elp398 = getelementptr inbounds float, ptr %buf, i64 %pos397
  %el399 = load float, ptr %elp398, align 4, !alias.scope !0, !noalias !3
  store float %el399, ptr %img_38, align 4
  %v400 = load float, ptr %img_38, align 4
  %fm401 = fmul float 5.000000e-01, %v400
  %fa402 = fadd float %fm401, 5.000000e-01
  store float %fa402, ptr %bright_13, align 4
  %v403 = load i64, ptr %p0_33, align 8
  store i64 %v403, ptr %p0_39, align 8
  %nonempty404 = icmp sgt i64 %dim, 0
  %v405 = load i64, ptr %p0_33, align 8
  br i1 %nonempty404, label %ok407, label %fail406

fail406:                                          ; preds = %ok391
  %errp408 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp408, align 8
  %errp409 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp409, align 8
  %errp410 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v405, ptr %errp410, align 8
  %errp411 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp411, align 8
  ret i32 1

ok407:                                            ; preds = %ok391
  %v412 = load i64, ptr %p1_22, align 8
  store i64 %v412, ptr %p1_40, align 8
  %nonempty413 = icmp sgt i64 %dim8, 0
  %v414 = load i64, ptr %p1_22, align 8
  br i1 %nonempty413, label %ok416, label %fail415

fail415:                                          ; preds = %ok407
  %errp417 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp417, align 8
  %errp418 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp418, align 8
  %errp419 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v414, ptr %errp419, align 8
  %errp420 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp420, align 8
  ret i32 1

ok416:                                            ; preds = %ok407
  %v421 = load i64, ptr %p0_33, align 8
  %v422 = load i64, ptr %p1_22, align 8
  %nonempty423 = icmp sgt i64 %dim, 0
  br i1 %nonempty423, label %ok425, label %fail424

fail424:                                          ; preds = %ok416
  %errp426 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp426, align 8
  %errp427 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp427, align 8
  %errp428 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v421, ptr %errp428, align 8
  %errp429 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp429, align 8
  ret i32 1

ok425:                                            ; preds = %ok416
  %pos430 = mul i64 0, %dim
  %pos431 = add i64 %pos430, %v421
  %nonempty432 = icmp sgt i64 %dim8, 0
  br i1 %nonempty432, label %ok434, label %fail433

fail433:                                          ; preds = %ok425
  %errp435 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp435, align 8
  %errp436 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp436, align 8
  %errp437 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v422, ptr %errp437, align 8
  %errp438 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp438, align 8
  ret i32 1

ok434:                                            ; preds = %ok425
  %pos439 = mul i64 %pos431, %dim8
  %pos440 = add i64 %pos439, %v422
  %elp441 = getelementptr inbounds float, ptr %buf, i64 %pos440
  %el442 = load float, ptr %elp441, align 4, !alias.scope !0, !noalias !3
  store float %el442, ptr %img_41, align 4
  %v443 = load float, ptr %img_41, align 4
  %fm444 = fmul float 5.000000e-01, %v443
  %fa445 = fadd float %fm444, 5.000000e-01
  store float %fa445, ptr %bright_14, align 4
  %v446 = load float, ptr %bright_6, align 4
  %v447 = load float, ptr %bright_7, align 4
  %fm448 = fmul float 2.000000e+00, %v447
  %fa449 = fadd float %v446, %fm448
  %v450 = load float, ptr %bright_8, align 4
  %fa451 = fadd float %fa449, %v450
  %v452 = load float, ptr %bright_9, align 4
  %fm453 = fmul float 2.000000e+00, %v452
  %fa454 = fadd float %fa451, %fm453
  %v455 = load float, ptr %bright_10, align 4
  %fm456 = fmul float 4.000000e+00, %v455
  %fa457 = fadd float %fa454, %fm456
  %v458 = load float, ptr %bright_11, align 4
  %fm459 = fmul float 2.000000e+00, %v458
  %fa460 = fadd float %fa457, %fm459
  %v461 = load float, ptr %bright_12, align 4
  %fa462 = fadd float %fa460, %v461
  %v463 = load float, ptr %bright_13, align 4
  %fm464 = fmul float 2.000000e+00, %v463
  %fa465 = fadd float %fa462, %fm464
  %v466 = load float, ptr %bright_14, align 4
  %fa467 = fadd float %fa465, %v466
  %fd = fdiv float %fa467, 1.600000e+01
  store float %fd, ptr %blurred_3, align 4
  %v468 = load i64, ptr %i, align 8
  %v469 = load i64, ptr %j, align 8
  %pos470 = mul i64 0, %dim
  %pos471 = add i64 %pos470, %v468
  %pos472 = mul i64 %pos471, %dim8
  %pos473 = add i64 %pos472, %v469
  %v474 = load float, ptr %blurred_3, align 4
  %elp477 = getelementptr inbounds float, ptr %buf476, i64 %pos473
  store float %v474, ptr %elp477, align 4, !alias.scope !3, !noalias !0
  %i478 = load i64, ptr %j, align 8
  %next = add i64 %i478, 1
  store i64 %next, ptr %j, align 8
  br label %loop28

loop479:                                          ; preds = %ok879, %exit30
  %i482 = load i64, ptr %j, align 8
  %more483 = icmp slt i64 %i482, %min27
  br i1 %more483, label %body480, label %exit481

body480:                                          ; preds = %loop479
  %v484 = load i64, ptr %i, align 8
  %add485 = add i64 %v484, -1
  %sub486 = sub i64 %dim, 1
  %c487 = icmp slt i64 %add485, %sub486
  %mm488 = select i1 %c487, i64 %add485, i64 %sub486
  %c489 = icmp sgt i64 0, %mm488
  %mm490 = select i1 %c489, i64 0, i64 %mm488
  store i64 %mm490, ptr %p0_15, align 8
  %nonempty491 = icmp sgt i64 %dim, 0
  %v492 = load i64, ptr %p0_15, align 8
  br i1 %nonempty491, label %ok494, label %fail493

exit481:                                          ; preds = %loop479
  store i64 %min27, ptr %j, align 8
  br label %loop924

fail493:                                          ; preds = %body480
  %errp495 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp495, align 8
  %errp496 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp496, align 8
  %errp497 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v492, ptr %errp497, align 8
  %errp498 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp498, align 8
  ret i32 1

ok494:                                            ; preds = %body480
  %j499 = load i64, ptr %j, align 8
  %tap = add i64 %j499, -1
  store i64 %tap, ptr %p1_16, align 8
  %nonempty500 = icmp sgt i64 %dim8, 0
  %v501 = load i64, ptr %p1_16, align 8
  br i1 %nonempty500, label %ok503, label %fail502

fail502:                                          ; preds = %ok494
  %errp504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp504, align 8
  %errp505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp505, align 8
  %errp506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v501, ptr %errp506, align 8
  %errp507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp507, align 8
  ret i32 1

ok503:                                            ; preds = %ok494
  %v508 = load i64, ptr %p0_15, align 8
  %v509 = load i64, ptr %p1_16, align 8
  %nonempty510 = icmp sgt i64 %dim, 0
  br i1 %nonempty510, label %ok512, label %fail511

fail511:                                          ; preds = %ok503
  %errp513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v508, ptr %errp515, align 8
  %errp516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp516, align 8
  ret i32 1

ok512:                                            ; preds = %ok503
  %pos517 = mul i64 0, %dim
  %pos518 = add i64 %pos517, %v508
  %nonempty519 = icmp sgt i64 %dim8, 0
  br i1 %nonempty519, label %ok521, label %fail520

fail520:                                          ; preds = %ok512
  %errp522 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp523, align 8
  %errp524 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v509, ptr %errp524, align 8
  %errp525 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp525, align 8
  ret i32 1

ok521:                                            ; preds = %ok512
  %pos526 = mul i64 %pos518, %dim8
  %pos527 = add i64 %pos526, %v509
  %elp528 = getelementptr inbounds float, ptr %buf, i64 %pos527
  %el529 = load float, ptr %elp528, align 4, !alias.scope !0, !noalias !3
  store float %el529, ptr %img_17, align 4
  %v530 = load float, ptr %img_17, align 4
  %fm531 = fmul float 5.000000e-01, %v530
  %fa532 = fadd float %fm531, 5.000000e-01
  store float %fa532, ptr %bright_6, align 4
  %v533 = load i64, ptr %p0_15, align 8
  store i64 %v533, ptr %p0_18, align 8
  %nonempty534 = icmp sgt i64 %dim, 0
  %v535 = load i64, ptr %p0_15, align 8
  br i1 %nonempty534, label %ok537, label %fail536

fail536:                                          ; preds = %ok521
  %errp538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp538, align 8
  %errp539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp539, align 8
  %errp540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v535, ptr %errp540, align 8
  %errp541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp541, align 8
  ret i32 1

ok537:                                            ; preds = %ok521
  %j542 = load i64, ptr %j, align 8
  %tap543 = add i64 %j542, 0
  store i64 %tap543, ptr %p1_19, align 8
  %nonempty544 = icmp sgt i64 %dim8, 0
  %v545 = load i64, ptr %p1_19, align 8
  br i1 %nonempty544, label %ok547, label %fail546

fail546:                                          ; preds = %ok537
  %errp548 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp549, align 8
  %errp550 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v545, ptr %errp550, align 8
  %errp551 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp551, align 8
  ret i32 1

ok547:                                            ; preds = %ok537
  %v552 = load i64, ptr %p0_15, align 8
  %v553 = load i64, ptr %p1_19, align 8
  %nonempty554 = icmp sgt i64 %dim, 0
  br i1 %nonempty554, label %ok556, label %fail555

fail555:                                          ; preds = %ok547
  %errp557 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp557, align 8
  %errp558 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp558, align 8
  %errp559 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v552, ptr %errp559, align 8
  %errp560 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp560, align 8
  ret i32 1

ok556:                                            ; preds = %ok547
  %pos561 = mul i64 0, %dim
  %pos562 = add i64 %pos561, %v552
  %nonempty563 = icmp sgt i64 %dim8, 0
  br i1 %nonempty563, label %ok565, label %fail564

fail564:                                          ; preds = %ok556
  %errp566 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp566, align 8
  %errp567 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp567, align 8
  %errp568 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v553, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp569, align 8
  ret i32 1

ok565:                                            ; preds = %ok556
  %pos570 = mul i64 %pos562, %dim8
  %pos571 = add i64 %pos570, %v553
  %elp572 = getelementptr inbounds float, ptr %buf, i64 %pos571
  %el573 = load float, ptr %elp572, align 4, !alias.scope !0, !noalias !3
  store float %el573, ptr %img_20, align 4
  %v574 = load float, ptr %img_20, align 4
  %fm575 = fmul float 5.000000e-01, %v574
  %fa576 = fadd float %fm575, 5.000000e-01
  store float %fa576, ptr %bright_7, align 4
  %v577 = load i64, ptr %p0_15, align 8
  store i64 %v577, ptr %p0_21, align 8
  %nonempty578 = icmp sgt i64 %dim, 0
  %v579 = load i64, ptr %p0_15, align 8
  br i1 %nonempty578, label %ok581, label %fail580

fail580:                                          ; preds = %ok565
  %errp582 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v579, ptr %errp584, align 8
  %errp585 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp585, align 8
  ret i32 1

ok581:                                            ; preds = %ok565
  %j586 = load i64, ptr %j, align 8
  %tap587 = add i64 %j586, 1
  store i64 %tap587, ptr %p1_22, align 8
  %nonempty588 = icmp sgt i64 %dim8, 0
  %v589 = load i64, ptr %p1_22, align 8
  br i1 %nonempty588, label %ok591, label %fail590

fail590:                                          ; preds = %ok581
  %errp592 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp592, align 8
  %errp593 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp593, align 8
  %errp594 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v589, ptr %errp594, align 8
  %errp595 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp595, align 8
  ret i32 1

ok591:                                            ; preds = %ok581
  %v596 = load i64, ptr %p0_15, align 8
  %v597 = load i64, ptr %p1_22, align 8
  %nonempty598 = icmp sgt i64 %dim, 0
  br i1 %nonempty598, label %ok600, label %fail599

fail599:                                          ; preds = %ok591
  %errp601 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp601, align 8
  %errp602 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp602, align 8
  %errp603 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v596, ptr %errp603, align 8
  %errp604 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp604, align 8
  ret i32 1

ok600:                                            ; preds = %ok591
  %pos605 = mul i64 0, %dim
  %pos606 = add i64 %pos605, %v596
  %nonempty607 = icmp sgt i64 %dim8, 0
  br i1 %nonempty607, label %ok609, label %fail608

fail608:                                          ; preds = %ok600
  %errp610 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp610, align 8
  %errp611 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v597, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp613, align 8
  ret i32 1

ok609:                                            ; preds = %ok600
  %pos614 = mul i64 %pos606, %dim8
  %pos615 = add i64 %pos614, %v597
  %elp616 = getelementptr inbounds float, ptr %buf, i64 %pos615
  %el617 = load float, ptr %elp616, align 4, !alias.scope !0, !noalias !3
  store float %el617, ptr %img_23, align 4
  %v618 = load float, ptr %img_23, align 4
  %fm619 = fmul float 5.000000e-01, %v618
  %fa620 = fadd float %fm619, 5.000000e-01
  store float %fa620, ptr %bright_8, align 4
  %v621 = load i64, ptr %i, align 8
  %add622 = add i64 %v621, 0
  %sub623 = sub i64 %dim, 1
  %c624 = icmp slt i64 %add622, %sub623
  %mm625 = select i1 %c624, i64 %add622, i64 %sub623
  %c626 = icmp sgt i64 0, %mm625
  %mm627 = select i1 %c626, i64 0, i64 %mm625
  store i64 %mm627, ptr %p0_24, align 8
  %nonempty628 = icmp sgt i64 %dim, 0
  %v629 = load i64, ptr %p0_24, align 8
  br i1 %nonempty628, label %ok631, label %fail630

fail630:                                          ; preds = %ok609
  %errp632 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp632, align 8
  %errp633 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp633, align 8
  %errp634 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v629, ptr %errp634, align 8
  %errp635 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp635, align 8
  ret i32 1

ok631:                                            ; preds = %ok609
  %v636 = load i64, ptr %p1_16, align 8
  store i64 %v636, ptr %p1_25, align 8
  %nonempty637 = icmp sgt i64 %dim8, 0
  %v638 = load i64, ptr %p1_16, align 8
  br i1 %nonempty637, label %ok640, label %fail639

fail639:                                          ; preds = %ok631
  %errp641 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp641, align 8
  %errp642 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp642, align 8
  %errp643 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v638, ptr %errp643, align 8
  %errp644 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp644, align 8
  ret i32 1

ok640:                                            ; preds = %ok631
  %v645 = load i64, ptr %p0_24, align 8
  %v646 = load i64, ptr %p1_16, align 8
  %nonempty647 = icmp sgt i64 %dim, 0
  br i1 %nonempty647, label %ok649, label %fail648

fail648:                                          ; preds = %ok640
  %errp650 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp651, align 8
  %errp652 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v645, ptr %errp652, align 8
  %errp653 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp653, align 8
  ret i32 1

ok649:                                            ; preds = %ok640
  %pos654 = mul i64 0, %dim
  %pos655 = add i64 %pos654, %v645
  %nonempty656 = icmp sgt i64 %dim8, 0
  br i1 %nonempty656, label %ok658, label %fail657

fail657:                                          ; preds = %ok649
  %errp659 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp659, align 8
  %errp660 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp660, align 8
  %errp661 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v646, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp662, align 8
  ret i32 1

ok658:                                            ; preds = %ok649
  %pos663 = mul i64 %pos655, %dim8
  %pos664 = add i64 %pos663, %v646
  %elp665 = getelementptr inbounds float, ptr %buf, i64 %pos664
  %el666 = load float, ptr %elp665, align 4, !alias.scope !0, !noalias !3
  store float %el666, ptr %img_26, align 4
  %v667 = load float, ptr %img_26, align 4
  %fm668 = fmul float 5.000000e-01, %v667
  %fa669 = fadd float %fm668, 5.000000e-01
  store float %fa669, ptr %bright_9, align 4
  %v670 = load i64, ptr %p0_24, align 8
  store i64 %v670, ptr %p0_27, align 8
  %nonempty671 = icmp sgt i64 %dim, 0
  %v672 = load i64, ptr %p0_24, align 8
  br i1 %nonempty671, label %ok674, label %fail673

fail673:                                          ; preds = %ok658
  %errp675 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp675, align 8
  %errp676 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp676, align 8
  %errp677 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v672, ptr %errp677, align 8
  %errp678 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp678, align 8
  ret i32 1

ok674:                                            ; preds = %ok658
  %v679 = load i64, ptr %p1_19, align 8
  store i64 %v679, ptr %p1_28, align 8
  %nonempty680 = icmp sgt i64 %dim8, 0
  %v681 = load i64, ptr %p1_19, align 8
  br i1 %nonempty680, label %ok683, label %fail682

fail682:                                          ; preds = %ok674
  %errp684 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v681, ptr %errp686, align 8
  %errp687 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp687, align 8
  ret i32 1

ok683:                                            ; preds = %ok674
  %v688 = load i64, ptr %p0_24, align 8
  %v689 = load i64, ptr %p1_19, align 8
  %nonempty690 = icmp sgt i64 %dim, 0
  br i1 %nonempty690, label %ok692, label %fail691

fail691:                                          ; preds = %ok683
  %errp693 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp693, align 8
  %errp694 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp694, align 8
  %errp695 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v688, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp696, align 8
  ret i32 1

ok692:                                            ; preds = %ok683
  %pos697 = mul i64 0, %dim
  %pos698 = add i64 %pos697, %v688
  %nonempty699 = icmp sgt i64 %dim8, 0
  br i1 %nonempty699, label %ok701, label %fail700

fail700:                                          ; preds = %ok692
  %errp702 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp702, align 8
  %errp703 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp703, align 8
  %errp704 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v689, ptr %errp704, align 8
  %errp705 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp705, align 8
  ret i32 1

ok701:                                            ; preds = %ok692
  %pos706 = mul i64 %pos698, %dim8
  %pos707 = add i64 %pos706, %v689
  %elp708 = getelementptr inbounds float, ptr %buf, i64 %pos707
  %el709 = load float, ptr %elp708, align 4, !alias.scope !0, !noalias !3
  store float %el709, ptr %img_29, align 4
  %v710 = load float, ptr %img_29, align 4
  %fm711 = fmul float 5.000000e-01, %v710
  %fa712 = fadd float %fm711, 5.000000e-01
  store float %fa712, ptr %bright_10, align 4
  %v713 = load i64, ptr %p0_24, align 8
  store i64 %v713, ptr %p0_30, align 8
  %nonempty714 = icmp sgt i64 %dim, 0
  %v715 = load i64, ptr %p0_24, align 8
  br i1 %nonempty714, label %ok717, label %fail716

fail716:                                          ; preds = %ok701
  %errp718 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp719, align 8
  %errp720 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v715, ptr %errp720, align 8
  %errp721 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp721, align 8
  ret i32 1

ok717:                                            ; preds = %ok701
  %v722 = load i64, ptr %p1_22, align 8
  store i64 %v722, ptr %p1_31, align 8
  %nonempty723 = icmp sgt i64 %dim8, 0
  %v724 = load i64, ptr %p1_22, align 8
  br i1 %nonempty723, label %ok726, label %fail725

fail725:                                          ; preds = %ok717
  %errp727 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp727, align 8
  %errp728 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp728, align 8
  %errp729 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v724, ptr %errp729, align 8
  %errp730 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp730, align 8
  ret i32 1

ok726:                                            ; preds = %ok717
  %v731 = load i64, ptr %p0_24, align 8
  %v732 = load i64, ptr %p1_22, align 8
  %nonempty733 = icmp sgt i64 %dim, 0
  br i1 %nonempty733, label %ok735, label %fail734

fail734:                                          ; preds = %ok726
  %errp736 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp736, align 8
  %errp737 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp737, align 8
  %errp738 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v731, ptr %errp738, align 8
  %errp739 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp739, align 8
  ret i32 1

ok735:                                            ; preds = %ok726
  %pos740 = mul i64 0, %dim
  %pos741 = add i64 %pos740, %v731
  %nonempty742 = icmp sgt i64 %dim8, 0
  br i1 %nonempty742, label %ok744, label %fail743

fail743:                                          ; preds = %ok735
  %errp745 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp745, align 8
  %errp746 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp746, align 8
  %errp747 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v732, ptr %errp747, align 8
  %errp748 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp748, align 8
  ret i32 1

ok744:                                            ; preds = %ok735
  %pos749 = mul i64 %pos741, %dim8
  %pos750 = add i64 %pos749, %v732
  %elp751 = getelementptr inbounds float, ptr %buf, i64 %pos750
  %el752 = load float, ptr %elp751, align 4, !alias.scope !0, !noalias !3
  store float %el752, ptr %img_32, align 4
  %v753 = load float, ptr %img_32, align 4
  %fm754 = fmul float 5.000000e-01, %v753
  %fa755 = fadd float %fm754, 5.000000e-01
  store float %fa755, ptr %bright_11, align 4
  %v756 = load i64, ptr %i, align 8
  %add757 = add i64 %v756, 1
  %sub758 = sub i64 %dim, 1
  %c759 = icmp slt i64 %add757, %sub758
  %mm760 = select i1 %c759, i64 %add757, i64 %sub758
  %c761 = icmp sgt i64 0, %mm760
  %mm762 = select i1 %c761, i64 0, i64 %mm760
  store i64 %mm762, ptr %p0_33, align 8
  %nonempty763 = icmp sgt i64 %dim, 0
  %v764 = load i64, ptr %p0_33, align 8
  br i1 %nonempty763, label %ok766, label %fail765

fail765:                                          ; preds = %ok744
  %errp767 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp767, align 8
  %errp768 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp768, align 8
  %errp769 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v764, ptr %errp769, align 8
  %errp770 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp770, align 8
  ret i32 1

ok766:                                            ; preds = %ok744
  %v771 = load i64, ptr %p1_16, align 8
  store i64 %v771, ptr %p1_34, align 8
  %nonempty772 = icmp sgt i64 %dim8, 0
  %v773 = load i64, ptr %p1_16, align 8
  br i1 %nonempty772, label %ok775, label %fail774

fail774:                                          ; preds = %ok766
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v773, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok766
  %v780 = load i64, ptr %p0_33, align 8
  %v781 = load i64, ptr %p1_16, align 8
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
  store float %el801, ptr %img_35, align 4
  %v802 = load float, ptr %img_35, align 4
  %fm803 = fmul float 5.000000e-01, %v802
  %fa804 = fadd float %fm803, 5.000000e-01
  store float %fa804, ptr %bright_12, align 4
  %v805 = load i64, ptr %p0_33, align 8
  store i64 %v805, ptr %p0_36, align 8
  %nonempty806 = icmp sgt i64 %dim, 0
  %v807 = load i64, ptr %p0_33, align 8
  br i1 %nonempty806, label %ok809, label %fail808

fail808:                                          ; preds = %ok793
  %errp810 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp810, align 8
  %errp811 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp811, align 8
  %errp812 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v807, ptr %errp812, align 8
  %errp813 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp813, align 8
  ret i32 1

ok809:                                            ; preds = %ok793
  %v814 = load i64, ptr %p1_19, align 8
  store i64 %v814, ptr %p1_37, align 8
  %nonempty815 = icmp sgt i64 %dim8, 0
  %v816 = load i64, ptr %p1_19, align 8
  br i1 %nonempty815, label %ok818, label %fail817

fail817:                                          ; preds = %ok809
  %errp819 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp819, align 8
  %errp820 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp820, align 8
  %errp821 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v816, ptr %errp821, align 8
  %errp822 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp822, align 8
  ret i32 1

ok818:                                            ; preds = %ok809
  %v823 = load i64, ptr %p0_33, align 8
  %v824 = load i64, ptr %p1_19, align 8
  %nonempty825 = icmp sgt i64 %dim, 0
  br i1 %nonempty825, label %ok827, label %fail826

fail826:                                          ; preds = %ok818
  %errp828 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp829, align 8
  %errp830 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v823, ptr %errp830, align 8
  %errp831 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp831, align 8
  ret i32 1

ok827:                                            ; preds = %ok818
  %pos832 = mul i64 0, %dim
  %pos833 = add i64 %pos832, %v823
  %nonempty834 = icmp sgt i64 %dim8, 0
  br i1 %nonempty834, label %ok836, label %fail835

fail835:                                          ; preds = %ok827
  %errp837 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp837, align 8
  %errp838 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp838, align 8
  %errp839 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v824, ptr %errp839, align 8
  %errp840 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp840, align 8
  ret i32 1

ok836:                                            ; preds = %ok827
  %pos841 = mul i64 %pos833, %dim8
  %pos842 = add i64 %pos841, %v824
  %elp843 = getelementptr inbounds float, ptr %buf, i64 %pos842
  %el844 = load float, ptr %elp843, align 4, !alias.scope !0, !noalias !3
  store float %el844, ptr %img_38, align 4
  %v845 = load float, ptr %img_38, align 4
  %fm846 = fmul float 5.000000e-01, %v845
  %fa847 = fadd float %fm846, 5.000000e-01
  store float %fa847, ptr %bright_13, align 4
  %v848 = load i64, ptr %p0_33, align 8
  store i64 %v848, ptr %p0_39, align 8
  %nonempty849 = icmp sgt i64 %dim, 0
  %v850 = load i64, ptr %p0_33, align 8
  br i1 %nonempty849, label %ok852, label %fail851

fail851:                                          ; preds = %ok836
  %errp853 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp853, align 8
  %errp854 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp854, align 8
  %errp855 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v850, ptr %errp855, align 8
  %errp856 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp856, align 8
  ret i32 1

ok852:                                            ; preds = %ok836
  %v857 = load i64, ptr %p1_22, align 8
  store i64 %v857, ptr %p1_40, align 8
  %nonempty858 = icmp sgt i64 %dim8, 0
  %v859 = load i64, ptr %p1_22, align 8
  br i1 %nonempty858, label %ok861, label %fail860

fail860:                                          ; preds = %ok852
  %errp862 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp862, align 8
  %errp863 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp863, align 8
  %errp864 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v859, ptr %errp864, align 8
  %errp865 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp865, align 8
  ret i32 1

ok861:                                            ; preds = %ok852
  %v866 = load i64, ptr %p0_33, align 8
  %v867 = load i64, ptr %p1_22, align 8
  %nonempty868 = icmp sgt i64 %dim, 0
  br i1 %nonempty868, label %ok870, label %fail869

fail869:                                          ; preds = %ok861
  %errp871 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp871, align 8
  %errp872 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp872, align 8
  %errp873 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v866, ptr %errp873, align 8
  %errp874 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp874, align 8
  ret i32 1

ok870:                                            ; preds = %ok861
  %pos875 = mul i64 0, %dim
  %pos876 = add i64 %pos875, %v866
  %nonempty877 = icmp sgt i64 %dim8, 0
  br i1 %nonempty877, label %ok879, label %fail878

fail878:                                          ; preds = %ok870
  %errp880 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp880, align 8
  %errp881 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp881, align 8
  %errp882 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v867, ptr %errp882, align 8
  %errp883 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp883, align 8
  ret i32 1

ok879:                                            ; preds = %ok870
  %pos884 = mul i64 %pos876, %dim8
  %pos885 = add i64 %pos884, %v867
  %elp886 = getelementptr inbounds float, ptr %buf, i64 %pos885
  %el887 = load float, ptr %elp886, align 4, !alias.scope !0, !noalias !3
  store float %el887, ptr %img_41, align 4
  %v888 = load float, ptr %img_41, align 4
  %fm889 = fmul float 5.000000e-01, %v888
  %fa890 = fadd float %fm889, 5.000000e-01
  store float %fa890, ptr %bright_14, align 4
  %v891 = load float, ptr %bright_6, align 4
  %v892 = load float, ptr %bright_7, align 4
  %fm893 = fmul float 2.000000e+00, %v892
  %fa894 = fadd float %v891, %fm893
  %v895 = load float, ptr %bright_8, align 4
  %fa896 = fadd float %fa894, %v895
  %v897 = load float, ptr %bright_9, align 4
  %fm898 = fmul float 2.000000e+00, %v897
  %fa899 = fadd float %fa896, %fm898
  %v900 = load float, ptr %bright_10, align 4
  %fm901 = fmul float 4.000000e+00, %v900
  %fa902 = fadd float %fa899, %fm901
  %v903 = load float, ptr %bright_11, align 4
  %fm904 = fmul float 2.000000e+00, %v903
  %fa905 = fadd float %fa902, %fm904
  %v906 = load float, ptr %bright_12, align 4
  %fa907 = fadd float %fa905, %v906
  %v908 = load float, ptr %bright_13, align 4
  %fm909 = fmul float 2.000000e+00, %v908
  %fa910 = fadd float %fa907, %fm909
  %v911 = load float, ptr %bright_14, align 4
  %fa912 = fadd float %fa910, %v911
  %fd913 = fdiv float %fa912, 1.600000e+01
  store float %fd913, ptr %blurred_3, align 4
  %v914 = load i64, ptr %i, align 8
  %v915 = load i64, ptr %j, align 8
  %pos916 = mul i64 0, %dim
  %pos917 = add i64 %pos916, %v914
  %pos918 = mul i64 %pos917, %dim8
  %pos919 = add i64 %pos918, %v915
  %v920 = load float, ptr %blurred_3, align 4
  %elp921 = getelementptr inbounds float, ptr %buf476, i64 %pos919
  store float %v920, ptr %elp921, align 4, !alias.scope !3, !noalias !0
  %i922 = load i64, ptr %j, align 8
  %next923 = add i64 %i922, 1
  store i64 %next923, ptr %j, align 8
  br label %loop479

loop924:                                          ; preds = %ok1340, %exit481
  %i927 = load i64, ptr %j, align 8
  %more928 = icmp slt i64 %i927, %dim8
  br i1 %more928, label %body925, label %exit926

body925:                                          ; preds = %loop924
  %v929 = load i64, ptr %i, align 8
  %add930 = add i64 %v929, -1
  %sub931 = sub i64 %dim, 1
  %c932 = icmp slt i64 %add930, %sub931
  %mm933 = select i1 %c932, i64 %add930, i64 %sub931
  %c934 = icmp sgt i64 0, %mm933
  %mm935 = select i1 %c934, i64 0, i64 %mm933
  store i64 %mm935, ptr %p0_15, align 8
  %nonempty936 = icmp sgt i64 %dim, 0
  %v937 = load i64, ptr %p0_15, align 8
  br i1 %nonempty936, label %ok939, label %fail938

exit926:                                          ; preds = %loop924
  %i1385 = load i64, ptr %i, align 8
  %next1386 = add i64 %i1385, 1
  store i64 %next1386, ptr %i, align 8
  br label %loop

fail938:                                          ; preds = %body925
  %errp940 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp940, align 8
  %errp941 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp941, align 8
  %errp942 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v937, ptr %errp942, align 8
  %errp943 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp943, align 8
  ret i32 1

ok939:                                            ; preds = %body925
  %v944 = load i64, ptr %j, align 8
  %add945 = add i64 %v944, -1
  %sub946 = sub i64 %dim8, 1
  %c947 = icmp slt i64 %add945, %sub946
  %mm948 = select i1 %c947, i64 %add945, i64 %sub946
  %c949 = icmp sgt i64 0, %mm948
  %mm950 = select i1 %c949, i64 0, i64 %mm948
  store i64 %mm950, ptr %p1_16, align 8
  %nonempty951 = icmp sgt i64 %dim8, 0
  %v952 = load i64, ptr %p1_16, align 8
  br i1 %nonempty951, label %ok954, label %fail953

fail953:                                          ; preds = %ok939
  %errp955 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp955, align 8
  %errp956 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp956, align 8
  %errp957 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v952, ptr %errp957, align 8
  %errp958 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp958, align 8
  ret i32 1

ok954:                                            ; preds = %ok939
  %v959 = load i64, ptr %p0_15, align 8
  %v960 = load i64, ptr %p1_16, align 8
  %nonempty961 = icmp sgt i64 %dim, 0
  br i1 %nonempty961, label %ok963, label %fail962

fail962:                                          ; preds = %ok954
  %errp964 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp964, align 8
  %errp965 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp965, align 8
  %errp966 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v959, ptr %errp966, align 8
  %errp967 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp967, align 8
  ret i32 1

ok963:                                            ; preds = %ok954
  %pos968 = mul i64 0, %dim
  %pos969 = add i64 %pos968, %v959
  %nonempty970 = icmp sgt i64 %dim8, 0
  br i1 %nonempty970, label %ok972, label %fail971

fail971:                                          ; preds = %ok963
  %errp973 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp973, align 8
  %errp974 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp974, align 8
  %errp975 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v960, ptr %errp975, align 8
  %errp976 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp976, align 8
  ret i32 1

ok972:                                            ; preds = %ok963
  %pos977 = mul i64 %pos969, %dim8
  %pos978 = add i64 %pos977, %v960
  %elp979 = getelementptr inbounds float, ptr %buf, i64 %pos978
  %el980 = load float, ptr %elp979, align 4, !alias.scope !0, !noalias !3
  store float %el980, ptr %img_17, align 4
  %v981 = load float, ptr %img_17, align 4
  %fm982 = fmul float 5.000000e-01, %v981
  %fa983 = fadd float %fm982, 5.000000e-01
  store float %fa983, ptr %bright_6, align 4
  %v984 = load i64, ptr %p0_15, align 8
  store i64 %v984, ptr %p0_18, align 8
  %nonempty985 = icmp sgt i64 %dim, 0
  %v986 = load i64, ptr %p0_15, align 8
  br i1 %nonempty985, label %ok988, label %fail987

fail987:                                          ; preds = %ok972
  %errp989 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp989, align 8
  %errp990 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp990, align 8
  %errp991 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v986, ptr %errp991, align 8
  %errp992 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp992, align 8
  ret i32 1

ok988:                                            ; preds = %ok972
  %v993 = load i64, ptr %j, align 8
  %add994 = add i64 %v993, 0
  %sub995 = sub i64 %dim8, 1
  %c996 = icmp slt i64 %add994, %sub995
  %mm997 = select i1 %c996, i64 %add994, i64 %sub995
  %c998 = icmp sgt i64 0, %mm997
  %mm999 = select i1 %c998, i64 0, i64 %mm997
  store i64 %mm999, ptr %p1_19, align 8
  %nonempty1000 = icmp sgt i64 %dim8, 0
  %v1001 = load i64, ptr %p1_19, align 8
  br i1 %nonempty1000, label %ok1003, label %fail1002

fail1002:                                         ; preds = %ok988
  %errp1004 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1004, align 8
  %errp1005 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1005, align 8
  %errp1006 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1001, ptr %errp1006, align 8
  %errp1007 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1007, align 8
  ret i32 1

ok1003:                                           ; preds = %ok988
  %v1008 = load i64, ptr %p0_15, align 8
  %v1009 = load i64, ptr %p1_19, align 8
  %nonempty1010 = icmp sgt i64 %dim, 0
  br i1 %nonempty1010, label %ok1012, label %fail1011

fail1011:                                         ; preds = %ok1003
  %errp1013 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1013, align 8
  %errp1014 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1014, align 8
  %errp1015 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1008, ptr %errp1015, align 8
  %errp1016 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1016, align 8
  ret i32 1

ok1012:                                           ; preds = %ok1003
  %pos1017 = mul i64 0, %dim
  %pos1018 = add i64 %pos1017, %v1008
  %nonempty1019 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1019, label %ok1021, label %fail1020

fail1020:                                         ; preds = %ok1012
  %errp1022 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1022, align 8
  %errp1023 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1023, align 8
  %errp1024 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1009, ptr %errp1024, align 8
  %errp1025 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1025, align 8
  ret i32 1

ok1021:                                           ; preds = %ok1012
  %pos1026 = mul i64 %pos1018, %dim8
  %pos1027 = add i64 %pos1026, %v1009
  %elp1028 = getelementptr inbounds float, ptr %buf, i64 %pos1027
  %el1029 = load float, ptr %elp1028, align 4, !alias.scope !0, !noalias !3
  store float %el1029, ptr %img_20, align 4
  %v1030 = load float, ptr %img_20, align 4
  %fm1031 = fmul float 5.000000e-01, %v1030
  %fa1032 = fadd float %fm1031, 5.000000e-01
  store float %fa1032, ptr %bright_7, align 4
  %v1033 = load i64, ptr %p0_15, align 8
  store i64 %v1033, ptr %p0_21, align 8
  %nonempty1034 = icmp sgt i64 %dim, 0
  %v1035 = load i64, ptr %p0_15, align 8
  br i1 %nonempty1034, label %ok1037, label %fail1036

fail1036:                                         ; preds = %ok1021
  %errp1038 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1038, align 8
  %errp1039 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1039, align 8
  %errp1040 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1035, ptr %errp1040, align 8
  %errp1041 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1041, align 8
  ret i32 1

ok1037:                                           ; preds = %ok1021
  %v1042 = load i64, ptr %j, align 8
  %add1043 = add i64 %v1042, 1
  %sub1044 = sub i64 %dim8, 1
  %c1045 = icmp slt i64 %add1043, %sub1044
  %mm1046 = select i1 %c1045, i64 %add1043, i64 %sub1044
  %c1047 = icmp sgt i64 0, %mm1046
  %mm1048 = select i1 %c1047, i64 0, i64 %mm1046
  store i64 %mm1048, ptr %p1_22, align 8
  %nonempty1049 = icmp sgt i64 %dim8, 0
  %v1050 = load i64, ptr %p1_22, align 8
  br i1 %nonempty1049, label %ok1052, label %fail1051

fail1051:                                         ; preds = %ok1037
  %errp1053 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1053, align 8
  %errp1054 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1054, align 8
  %errp1055 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1050, ptr %errp1055, align 8
  %errp1056 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1056, align 8
  ret i32 1

ok1052:                                           ; preds = %ok1037
  %v1057 = load i64, ptr %p0_15, align 8
  %v1058 = load i64, ptr %p1_22, align 8
  %nonempty1059 = icmp sgt i64 %dim, 0
  br i1 %nonempty1059, label %ok1061, label %fail1060

fail1060:                                         ; preds = %ok1052
  %errp1062 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1062, align 8
  %errp1063 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1063, align 8
  %errp1064 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1057, ptr %errp1064, align 8
  %errp1065 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1065, align 8
  ret i32 1

ok1061:                                           ; preds = %ok1052
  %pos1066 = mul i64 0, %dim
  %pos1067 = add i64 %pos1066, %v1057
  %nonempty1068 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1068, label %ok1070, label %fail1069

fail1069:                                         ; preds = %ok1061
  %errp1071 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1071, align 8
  %errp1072 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1072, align 8
  %errp1073 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1058, ptr %errp1073, align 8
  %errp1074 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1074, align 8
  ret i32 1

ok1070:                                           ; preds = %ok1061
  %pos1075 = mul i64 %pos1067, %dim8
  %pos1076 = add i64 %pos1075, %v1058
  %elp1077 = getelementptr inbounds float, ptr %buf, i64 %pos1076
  %el1078 = load float, ptr %elp1077, align 4, !alias.scope !0, !noalias !3
  store float %el1078, ptr %img_23, align 4
  %v1079 = load float, ptr %img_23, align 4
  %fm1080 = fmul float 5.000000e-01, %v1079
  %fa1081 = fadd float %fm1080, 5.000000e-01
  store float %fa1081, ptr %bright_8, align 4
  %v1082 = load i64, ptr %i, align 8
  %add1083 = add i64 %v1082, 0
  %sub1084 = sub i64 %dim, 1
  %c1085 = icmp slt i64 %add1083, %sub1084
  %mm1086 = select i1 %c1085, i64 %add1083, i64 %sub1084
  %c1087 = icmp sgt i64 0, %mm1086
  %mm1088 = select i1 %c1087, i64 0, i64 %mm1086
  store i64 %mm1088, ptr %p0_24, align 8
  %nonempty1089 = icmp sgt i64 %dim, 0
  %v1090 = load i64, ptr %p0_24, align 8
  br i1 %nonempty1089, label %ok1092, label %fail1091

fail1091:                                         ; preds = %ok1070
  %errp1093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1093, align 8
  %errp1094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1094, align 8
  %errp1095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1090, ptr %errp1095, align 8
  %errp1096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1096, align 8
  ret i32 1

ok1092:                                           ; preds = %ok1070
  %v1097 = load i64, ptr %p1_16, align 8
  store i64 %v1097, ptr %p1_25, align 8
  %nonempty1098 = icmp sgt i64 %dim8, 0
  %v1099 = load i64, ptr %p1_16, align 8
  br i1 %nonempty1098, label %ok1101, label %fail1100

fail1100:                                         ; preds = %ok1092
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1103, align 8
  %errp1104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1099, ptr %errp1104, align 8
  %errp1105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1105, align 8
  ret i32 1

ok1101:                                           ; preds = %ok1092
  %v1106 = load i64, ptr %p0_24, align 8
  %v1107 = load i64, ptr %p1_16, align 8
  %nonempty1108 = icmp sgt i64 %dim, 0
  br i1 %nonempty1108, label %ok1110, label %fail1109

fail1109:                                         ; preds = %ok1101
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1112, align 8
  %errp1113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1106, ptr %errp1113, align 8
  %errp1114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1114, align 8
  ret i32 1

ok1110:                                           ; preds = %ok1101
  %pos1115 = mul i64 0, %dim
  %pos1116 = add i64 %pos1115, %v1106
  %nonempty1117 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1117, label %ok1119, label %fail1118

fail1118:                                         ; preds = %ok1110
  %errp1120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1120, align 8
  %errp1121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1121, align 8
  %errp1122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1107, ptr %errp1122, align 8
  %errp1123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1123, align 8
  ret i32 1

ok1119:                                           ; preds = %ok1110
  %pos1124 = mul i64 %pos1116, %dim8
  %pos1125 = add i64 %pos1124, %v1107
  %elp1126 = getelementptr inbounds float, ptr %buf, i64 %pos1125
  %el1127 = load float, ptr %elp1126, align 4, !alias.scope !0, !noalias !3
  store float %el1127, ptr %img_26, align 4
  %v1128 = load float, ptr %img_26, align 4
  %fm1129 = fmul float 5.000000e-01, %v1128
  %fa1130 = fadd float %fm1129, 5.000000e-01
  store float %fa1130, ptr %bright_9, align 4
  %v1131 = load i64, ptr %p0_24, align 8
  store i64 %v1131, ptr %p0_27, align 8
  %nonempty1132 = icmp sgt i64 %dim, 0
  %v1133 = load i64, ptr %p0_24, align 8
  br i1 %nonempty1132, label %ok1135, label %fail1134

fail1134:                                         ; preds = %ok1119
  %errp1136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1136, align 8
  %errp1137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1137, align 8
  %errp1138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1133, ptr %errp1138, align 8
  %errp1139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1139, align 8
  ret i32 1

ok1135:                                           ; preds = %ok1119
  %v1140 = load i64, ptr %p1_19, align 8
  store i64 %v1140, ptr %p1_28, align 8
  %nonempty1141 = icmp sgt i64 %dim8, 0
  %v1142 = load i64, ptr %p1_19, align 8
  br i1 %nonempty1141, label %ok1144, label %fail1143

fail1143:                                         ; preds = %ok1135
  %errp1145 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1145, align 8
  %errp1146 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1146, align 8
  %errp1147 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1142, ptr %errp1147, align 8
  %errp1148 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1148, align 8
  ret i32 1

ok1144:                                           ; preds = %ok1135
  %v1149 = load i64, ptr %p0_24, align 8
  %v1150 = load i64, ptr %p1_19, align 8
  %nonempty1151 = icmp sgt i64 %dim, 0
  br i1 %nonempty1151, label %ok1153, label %fail1152

fail1152:                                         ; preds = %ok1144
  %errp1154 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1154, align 8
  %errp1155 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1155, align 8
  %errp1156 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1149, ptr %errp1156, align 8
  %errp1157 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1157, align 8
  ret i32 1

ok1153:                                           ; preds = %ok1144
  %pos1158 = mul i64 0, %dim
  %pos1159 = add i64 %pos1158, %v1149
  %nonempty1160 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1160, label %ok1162, label %fail1161

fail1161:                                         ; preds = %ok1153
  %errp1163 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1163, align 8
  %errp1164 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1164, align 8
  %errp1165 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1150, ptr %errp1165, align 8
  %errp1166 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1166, align 8
  ret i32 1

ok1162:                                           ; preds = %ok1153
  %pos1167 = mul i64 %pos1159, %dim8
  %pos1168 = add i64 %pos1167, %v1150
  %elp1169 = getelementptr inbounds float, ptr %buf, i64 %pos1168
  %el1170 = load float, ptr %elp1169, align 4, !alias.scope !0, !noalias !3
  store float %el1170, ptr %img_29, align 4
  %v1171 = load float, ptr %img_29, align 4
  %fm1172 = fmul float 5.000000e-01, %v1171
  %fa1173 = fadd float %fm1172, 5.000000e-01
  store float %fa1173, ptr %bright_10, align 4
  %v1174 = load i64, ptr %p0_24, align 8
  store i64 %v1174, ptr %p0_30, align 8
  %nonempty1175 = icmp sgt i64 %dim, 0
  %v1176 = load i64, ptr %p0_24, align 8
  br i1 %nonempty1175, label %ok1178, label %fail1177

fail1177:                                         ; preds = %ok1162
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1176, ptr %errp1181, align 8
  %errp1182 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1182, align 8
  ret i32 1

ok1178:                                           ; preds = %ok1162
  %v1183 = load i64, ptr %p1_22, align 8
  store i64 %v1183, ptr %p1_31, align 8
  %nonempty1184 = icmp sgt i64 %dim8, 0
  %v1185 = load i64, ptr %p1_22, align 8
  br i1 %nonempty1184, label %ok1187, label %fail1186

fail1186:                                         ; preds = %ok1178
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1185, ptr %errp1190, align 8
  %errp1191 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1191, align 8
  ret i32 1

ok1187:                                           ; preds = %ok1178
  %v1192 = load i64, ptr %p0_24, align 8
  %v1193 = load i64, ptr %p1_22, align 8
  %nonempty1194 = icmp sgt i64 %dim, 0
  br i1 %nonempty1194, label %ok1196, label %fail1195

fail1195:                                         ; preds = %ok1187
  %errp1197 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1197, align 8
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1198, align 8
  %errp1199 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1192, ptr %errp1199, align 8
  %errp1200 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1200, align 8
  ret i32 1

ok1196:                                           ; preds = %ok1187
  %pos1201 = mul i64 0, %dim
  %pos1202 = add i64 %pos1201, %v1192
  %nonempty1203 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1203, label %ok1205, label %fail1204

fail1204:                                         ; preds = %ok1196
  %errp1206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1206, align 8
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1193, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1209, align 8
  ret i32 1

ok1205:                                           ; preds = %ok1196
  %pos1210 = mul i64 %pos1202, %dim8
  %pos1211 = add i64 %pos1210, %v1193
  %elp1212 = getelementptr inbounds float, ptr %buf, i64 %pos1211
  %el1213 = load float, ptr %elp1212, align 4, !alias.scope !0, !noalias !3
  store float %el1213, ptr %img_32, align 4
  %v1214 = load float, ptr %img_32, align 4
  %fm1215 = fmul float 5.000000e-01, %v1214
  %fa1216 = fadd float %fm1215, 5.000000e-01
  store float %fa1216, ptr %bright_11, align 4
  %v1217 = load i64, ptr %i, align 8
  %add1218 = add i64 %v1217, 1
  %sub1219 = sub i64 %dim, 1
  %c1220 = icmp slt i64 %add1218, %sub1219
  %mm1221 = select i1 %c1220, i64 %add1218, i64 %sub1219
  %c1222 = icmp sgt i64 0, %mm1221
  %mm1223 = select i1 %c1222, i64 0, i64 %mm1221
  store i64 %mm1223, ptr %p0_33, align 8
  %nonempty1224 = icmp sgt i64 %dim, 0
  %v1225 = load i64, ptr %p0_33, align 8
  br i1 %nonempty1224, label %ok1227, label %fail1226

fail1226:                                         ; preds = %ok1205
  %errp1228 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1228, align 8
  %errp1229 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1229, align 8
  %errp1230 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1225, ptr %errp1230, align 8
  %errp1231 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1231, align 8
  ret i32 1

ok1227:                                           ; preds = %ok1205
  %v1232 = load i64, ptr %p1_16, align 8
  store i64 %v1232, ptr %p1_34, align 8
  %nonempty1233 = icmp sgt i64 %dim8, 0
  %v1234 = load i64, ptr %p1_16, align 8
  br i1 %nonempty1233, label %ok1236, label %fail1235

fail1235:                                         ; preds = %ok1227
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1234, ptr %errp1239, align 8
  %errp1240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1240, align 8
  ret i32 1

ok1236:                                           ; preds = %ok1227
  %v1241 = load i64, ptr %p0_33, align 8
  %v1242 = load i64, ptr %p1_16, align 8
  %nonempty1243 = icmp sgt i64 %dim, 0
  br i1 %nonempty1243, label %ok1245, label %fail1244

fail1244:                                         ; preds = %ok1236
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1241, ptr %errp1248, align 8
  %errp1249 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1249, align 8
  ret i32 1

ok1245:                                           ; preds = %ok1236
  %pos1250 = mul i64 0, %dim
  %pos1251 = add i64 %pos1250, %v1241
  %nonempty1252 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1252, label %ok1254, label %fail1253

fail1253:                                         ; preds = %ok1245
  %errp1255 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1255, align 8
  %errp1256 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1256, align 8
  %errp1257 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1242, ptr %errp1257, align 8
  %errp1258 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1258, align 8
  ret i32 1

ok1254:                                           ; preds = %ok1245
  %pos1259 = mul i64 %pos1251, %dim8
  %pos1260 = add i64 %pos1259, %v1242
  %elp1261 = getelementptr inbounds float, ptr %buf, i64 %pos1260
  %el1262 = load float, ptr %elp1261, align 4, !alias.scope !0, !noalias !3
  store float %el1262, ptr %img_35, align 4
  %v1263 = load float, ptr %img_35, align 4
  %fm1264 = fmul float 5.000000e-01, %v1263
  %fa1265 = fadd float %fm1264, 5.000000e-01
  store float %fa1265, ptr %bright_12, align 4
  %v1266 = load i64, ptr %p0_33, align 8
  store i64 %v1266, ptr %p0_36, align 8
  %nonempty1267 = icmp sgt i64 %dim, 0
  %v1268 = load i64, ptr %p0_33, align 8
  br i1 %nonempty1267, label %ok1270, label %fail1269

fail1269:                                         ; preds = %ok1254
  %errp1271 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1271, align 8
  %errp1272 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1272, align 8
  %errp1273 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1268, ptr %errp1273, align 8
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1274, align 8
  ret i32 1

ok1270:                                           ; preds = %ok1254
  %v1275 = load i64, ptr %p1_19, align 8
  store i64 %v1275, ptr %p1_37, align 8
  %nonempty1276 = icmp sgt i64 %dim8, 0
  %v1277 = load i64, ptr %p1_19, align 8
  br i1 %nonempty1276, label %ok1279, label %fail1278

fail1278:                                         ; preds = %ok1270
  %errp1280 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1280, align 8
  %errp1281 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1281, align 8
  %errp1282 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1277, ptr %errp1282, align 8
  %errp1283 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1283, align 8
  ret i32 1

ok1279:                                           ; preds = %ok1270
  %v1284 = load i64, ptr %p0_33, align 8
  %v1285 = load i64, ptr %p1_19, align 8
  %nonempty1286 = icmp sgt i64 %dim, 0
  br i1 %nonempty1286, label %ok1288, label %fail1287

fail1287:                                         ; preds = %ok1279
  %errp1289 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1289, align 8
  %errp1290 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1290, align 8
  %errp1291 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1284, ptr %errp1291, align 8
  %errp1292 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1292, align 8
  ret i32 1

ok1288:                                           ; preds = %ok1279
  %pos1293 = mul i64 0, %dim
  %pos1294 = add i64 %pos1293, %v1284
  %nonempty1295 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1295, label %ok1297, label %fail1296

fail1296:                                         ; preds = %ok1288
  %errp1298 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1298, align 8
  %errp1299 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1299, align 8
  %errp1300 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1285, ptr %errp1300, align 8
  %errp1301 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1301, align 8
  ret i32 1

ok1297:                                           ; preds = %ok1288
  %pos1302 = mul i64 %pos1294, %dim8
  %pos1303 = add i64 %pos1302, %v1285
  %elp1304 = getelementptr inbounds float, ptr %buf, i64 %pos1303
  %el1305 = load float, ptr %elp1304, align 4, !alias.scope !0, !noalias !3
  store float %el1305, ptr %img_38, align 4
  %v1306 = load float, ptr %img_38, align 4
  %fm1307 = fmul float 5.000000e-01, %v1306
  %fa1308 = fadd float %fm1307, 5.000000e-01
  store float %fa1308, ptr %bright_13, align 4
  %v1309 = load i64, ptr %p0_33, align 8
  store i64 %v1309, ptr %p0_39, align 8
  %nonempty1310 = icmp sgt i64 %dim, 0
  %v1311 = load i64, ptr %p0_33, align 8
  br i1 %nonempty1310, label %ok1313, label %fail1312

fail1312:                                         ; preds = %ok1297
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1311, ptr %errp1316, align 8
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1317, align 8
  ret i32 1

ok1313:                                           ; preds = %ok1297
  %v1318 = load i64, ptr %p1_22, align 8
  store i64 %v1318, ptr %p1_40, align 8
  %nonempty1319 = icmp sgt i64 %dim8, 0
  %v1320 = load i64, ptr %p1_22, align 8
  br i1 %nonempty1319, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1313
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1320, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1313
  %v1327 = load i64, ptr %p0_33, align 8
  %v1328 = load i64, ptr %p1_22, align 8
  %nonempty1329 = icmp sgt i64 %dim, 0
  br i1 %nonempty1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1327, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 0, %dim
  %pos1337 = add i64 %pos1336, %v1327
  %nonempty1338 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1338, label %ok1340, label %fail1339

fail1339:                                         ; preds = %ok1331
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1341, align 8
  %errp1342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1342, align 8
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1328, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1344, align 8
  ret i32 1

ok1340:                                           ; preds = %ok1331
  %pos1345 = mul i64 %pos1337, %dim8
  %pos1346 = add i64 %pos1345, %v1328
  %elp1347 = getelementptr inbounds float, ptr %buf, i64 %pos1346
  %el1348 = load float, ptr %elp1347, align 4, !alias.scope !0, !noalias !3
  store float %el1348, ptr %img_41, align 4
  %v1349 = load float, ptr %img_41, align 4
  %fm1350 = fmul float 5.000000e-01, %v1349
  %fa1351 = fadd float %fm1350, 5.000000e-01
  store float %fa1351, ptr %bright_14, align 4
  %v1352 = load float, ptr %bright_6, align 4
  %v1353 = load float, ptr %bright_7, align 4
  %fm1354 = fmul float 2.000000e+00, %v1353
  %fa1355 = fadd float %v1352, %fm1354
  %v1356 = load float, ptr %bright_8, align 4
  %fa1357 = fadd float %fa1355, %v1356
  %v1358 = load float, ptr %bright_9, align 4
  %fm1359 = fmul float 2.000000e+00, %v1358
  %fa1360 = fadd float %fa1357, %fm1359
  %v1361 = load float, ptr %bright_10, align 4
  %fm1362 = fmul float 4.000000e+00, %v1361
  %fa1363 = fadd float %fa1360, %fm1362
  %v1364 = load float, ptr %bright_11, align 4
  %fm1365 = fmul float 2.000000e+00, %v1364
  %fa1366 = fadd float %fa1363, %fm1365
  %v1367 = load float, ptr %bright_12, align 4
  %fa1368 = fadd float %fa1366, %v1367
  %v1369 = load float, ptr %bright_13, align 4
  %fm1370 = fmul float 2.000000e+00, %v1369
  %fa1371 = fadd float %fa1368, %fm1370
  %v1372 = load float, ptr %bright_14, align 4
  %fa1373 = fadd float %fa1371, %v1372
  %fd1374 = fdiv float %fa1373, 1.600000e+01
  store float %fd1374, ptr %blurred_3, align 4
  %v1375 = load i64, ptr %i, align 8
  %v1376 = load i64, ptr %j, align 8
  %pos1377 = mul i64 0, %dim
  %pos1378 = add i64 %pos1377, %v1375
  %pos1379 = mul i64 %pos1378, %dim8
  %pos1380 = add i64 %pos1379, %v1376
  %v1381 = load float, ptr %blurred_3, align 4
  %elp1382 = getelementptr inbounds float, ptr %buf476, i64 %pos1380
  store float %v1381, ptr %elp1382, align 4, !alias.scope !3, !noalias !0
  %i1383 = load i64, ptr %j, align 8
  %next1384 = add i64 %i1383, 1
  store i64 %next1384, ptr %j, align 8
  br label %loop924
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

