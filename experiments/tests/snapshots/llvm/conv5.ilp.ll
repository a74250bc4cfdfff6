; cluster c0: Vertical(bright, blurred)
; ModuleID = 'conv5_c0'
source_filename = "conv5_c0"
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
  %p0_36 = alloca i64, align 8
  %p1_37 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %img_38 = alloca float, align 4
  %bright_6 = alloca float, align 4
  %p0_39 = alloca i64, align 8
  %p1_40 = alloca i64, align 8
  %img_41 = alloca float, align 4
  %bright_7 = alloca float, align 4
  %p0_42 = alloca i64, align 8
  %p1_43 = alloca i64, align 8
  %img_44 = alloca float, align 4
  %bright_8 = alloca float, align 4
  %p0_45 = alloca i64, align 8
  %p1_46 = alloca i64, align 8
  %img_47 = alloca float, align 4
  %bright_9 = alloca float, align 4
  %p0_48 = alloca i64, align 8
  %p1_49 = alloca i64, align 8
  %img_50 = alloca float, align 4
  %bright_10 = alloca float, align 4
  %p0_51 = alloca i64, align 8
  %p1_52 = alloca i64, align 8
  %img_53 = alloca float, align 4
  %bright_11 = alloca float, align 4
  %p0_54 = alloca i64, align 8
  %p1_55 = alloca i64, align 8
  %img_56 = alloca float, align 4
  %bright_12 = alloca float, align 4
  %p0_57 = alloca i64, align 8
  %p1_58 = alloca i64, align 8
  %img_59 = alloca float, align 4
  %bright_13 = alloca float, align 4
  %p0_60 = alloca i64, align 8
  %p1_61 = alloca i64, align 8
  %img_62 = alloca float, align 4
  %bright_14 = alloca float, align 4
  %p0_63 = alloca i64, align 8
  %p1_64 = alloca i64, align 8
  %img_65 = alloca float, align 4
  %bright_15 = alloca float, align 4
  %p0_66 = alloca i64, align 8
  %p1_67 = alloca i64, align 8
  %img_68 = alloca float, align 4
  %bright_16 = alloca float, align 4
  %p0_69 = alloca i64, align 8
  %p1_70 = alloca i64, align 8
  %img_71 = alloca float, align 4
  %bright_17 = alloca float, align 4
  %p0_72 = alloca i64, align 8
  %p1_73 = alloca i64, align 8
  %img_74 = alloca float, align 4
  %bright_18 = alloca float, align 4
  %p0_75 = alloca i64, align 8
  %p1_76 = alloca i64, align 8
  %img_77 = alloca float, align 4
  %bright_19 = alloca float, align 4
  %p0_78 = alloca i64, align 8
  %p1_79 = alloca i64, align 8
  %img_80 = alloca float, align 4
  %bright_20 = alloca float, align 4
  %p0_81 = alloca i64, align 8
  %p1_82 = alloca i64, align 8
  %img_83 = alloca float, align 4
  %bright_21 = alloca float, align 4
  %p0_84 = alloca i64, align 8
  %p1_85 = alloca i64, align 8
  %img_86 = alloca float, align 4
  %bright_22 = alloca float, align 4
  %p0_87 = alloca i64, align 8
  %p1_88 = alloca i64, align 8
  %img_89 = alloca float, align 4
  %bright_23 = alloca float, align 4
  %p0_90 = alloca i64, align 8
  %p1_91 = alloca i64, align 8
  %img_92 = alloca float, align 4
  %bright_24 = alloca float, align 4
  %p0_93 = alloca i64, align 8
  %p1_94 = alloca i64, align 8
  %img_95 = alloca float, align 4
  %bright_25 = alloca float, align 4
  %p0_96 = alloca i64, align 8
  %p1_97 = alloca i64, align 8
  %img_98 = alloca float, align 4
  %bright_26 = alloca float, align 4
  %p0_99 = alloca i64, align 8
  %p1_100 = alloca i64, align 8
  %img_101 = alloca float, align 4
  %bright_27 = alloca float, align 4
  %p0_102 = alloca i64, align 8
  %p1_103 = alloca i64, align 8
  %img_104 = alloca float, align 4
  %bright_28 = alloca float, align 4
  %p0_105 = alloca i64, align 8
  %p1_106 = alloca i64, align 8
  %img_107 = alloca float, align 4
  %bright_29 = alloca float, align 4
  %p0_108 = alloca i64, align 8
  %p1_109 = alloca i64, align 8
  %img_110 = alloca float, align 4
  %bright_30 = alloca float, align 4
  %"%cse0_31" = alloca { float, float, float, float, float }, align 8
  %"%cse1_32" = alloca { float, float, float, float, float }, align 8
  %"%cse2_33" = alloca { float, float, float, float, float }, align 8
  %"%cse3_34" = alloca { float, float, float, float, float }, align 8
  %"%cse4_35" = alloca { float, float, float, float, float }, align 8
  %blurred_3 = alloca float, align 4
  %bufp1549 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf1550 = load ptr, ptr %bufp1549, align 8
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

loop:                                             ; preds = %exit2962, %ok
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
  br label %loop34

loop34:                                           ; preds = %ok1392, %ok11
  %i37 = load i64, ptr %j, align 8
  %more38 = icmp slt i64 %i37, %min29
  br i1 %more38, label %body35, label %exit36

body35:                                           ; preds = %loop34
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -2
  %sub = sub i64 %dim, 1
  %c39 = icmp slt i64 %add, %sub
  %mm = select i1 %c39, i64 %add, i64 %sub
  %c40 = icmp sgt i64 0, %mm
  %mm41 = select i1 %c40, i64 0, i64 %mm
  store i64 %mm41, ptr %p0_36, align 8
  %nonempty = icmp sgt i64 %dim, 0
  %v42 = load i64, ptr %p0_36, align 8
  br i1 %nonempty, label %ok44, label %fail43

exit36:                                           ; preds = %loop34
  store i64 %min29, ptr %j, align 8
  br label %loop1553

fail43:                                           ; preds = %body35
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v42, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body35
  %v49 = load i64, ptr %j, align 8
  %add50 = add i64 %v49, -2
  %sub51 = sub i64 %dim8, 1
  %c52 = icmp slt i64 %add50, %sub51
  %mm53 = select i1 %c52, i64 %add50, i64 %sub51
  %c54 = icmp sgt i64 0, %mm53
  %mm55 = select i1 %c54, i64 0, i64 %mm53
  store i64 %mm55, ptr %p1_37, align 8
  %nonempty56 = icmp sgt i64 %dim8, 0
  %v57 = load i64, ptr %p1_37, align 8
  br i1 %nonempty56, label %ok59, label %fail58

fail58:                                           ; preds = %ok44
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v57, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok44
  %v64 = load i64, ptr %p0_36, align 8
  %v65 = load i64, ptr %p1_37, align 8
  %nonempty66 = icmp sgt i64 %dim, 0
  br i1 %nonempty66, label %ok68, label %fail67

fail67:                                           ; preds = %ok59
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %ok59
  %pos = mul i64 0, %dim
  %pos73 = add i64 %pos, %v64
  %nonempty74 = icmp sgt i64 %dim8, 0
  br i1 %nonempty74, label %ok76, label %fail75

fail75:                                           ; preds = %ok68
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v65, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %ok68
  %pos81 = mul i64 %pos73, %dim8
  %pos82 = add i64 %pos81, %v65
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos82
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %img_38, align 4
  %v83 = load float, ptr %img_38, align 4
  %fm = fmul float 1.500000e+00, %v83
  %call = call float @llvm.minnum.f32(float 1.000000e+00, float %fm)
  store float %call, ptr %bright_6, align 4
  %v84 = load i64, ptr %i, align 8
  %add85 = add i64 %v84, -2
  %sub86 = sub i64 %dim, 1
  %c87 = icmp slt i64 %add85, %sub86
  %mm88 = select i1 %c87, i64 %add85, i64 %sub86
  %c89 = icmp sgt i64 0, %mm88
  %mm90 = select i1 %c89, i64 0, i64 %mm88
  store i64 %mm90, ptr %p0_39, align 8
  %nonempty91 = icmp sgt i64 %dim, 0
  %v92 = load i64, ptr %p0_39, align 8
  br i1 %nonempty91, label %ok94, label %fail93

fail93:                                           ; preds = %ok76
  %errp95 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v92, ptr %errp97, align 8
  %errp98 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp98, align 8
  ret i32 1

ok94:                                             ; preds = %ok76
  %v99 = load i64, ptr %j, align 8
  %add100 = add i64 %v99, -1
  %sub101 = sub i64 %dim8, 1
  %c102 = icmp slt i64 %add100, %sub101
  %mm103 = select i1 %c102, i64 %add100, i64 %sub101
  %c104 = icmp sgt i64 0, %mm103
  %mm105 = select i1 %c104, i64 0, i64 %mm103
  store i64 %mm105, ptr %p1_40, align 8
  %nonempty106 = icmp sgt i64 %dim8, 0
  %v107 = load i64, ptr %p1_40, align 8
  br i1 %nonempty106, label %ok109, label %fail108

fail108:                                          ; preds = %ok94
  %errp110 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v107, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp113, align 8
  ret i32 1

ok109:                                            ; preds = %ok94
  %v114 = load i64, ptr %p0_39, align 8
  %v115 = load i64, ptr %p1_40, align 8
  %nonempty116 = icmp sgt i64 %dim, 0
  br i1 %nonempty116, label %ok118, label %fail117

fail117:                                          ; preds = %ok109
  %errp119 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp119, align 8
  %errp120 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v114, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp122, align 8
  ret i32 1

ok118:                                            ; preds = %ok109
  %pos123 = mul i64 0, %dim
  %pos124 = add i64 %pos123, %v114
  %nonempty125 = icmp sgt i64 %dim8, 0
  br i1 %nonempty125, label %ok127, label %fail126

fail126:                                          ; preds = %ok118
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v115, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %ok118
  %pos132 = mul i64 %pos124, %dim8
  %pos133 = add i64 %pos132, %v115
  %elp134 = getelementptr inbounds float, ptr %buf, i64 %pos133
  %el135 = load float, ptr %elp134, align 4, !alias.scope !0, !noalias !3
  store float %el135, ptr %img_41, align 4
  %v136 = load float, ptr %img_41, align 4
  %fm137 = fmul float 1.500000e+00, %v136
  %call138 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm137)
  store float %call138, ptr %bright_7, align 4
  %v139 = load i64, ptr %i, align 8
  %add140 = add i64 %v139, -2
  %sub141 = sub i64 %dim, 1
  %c142 = icmp slt i64 %add140, %sub141
  %mm143 = select i1 %c142, i64 %add140, i64 %sub141
  %c144 = icmp sgt i64 0, %mm143
  %mm145 = select i1 %c144, i64 0, i64 %mm143
  store i64 %mm145, ptr %p0_42, align 8
  %nonempty146 = icmp sgt i64 %dim, 0
  %v147 = load i64, ptr %p0_42, align 8
  br i1 %nonempty146, label %ok149, label %fail148

fail148:                                          ; preds = %ok127
  %errp150 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp150, align 8
  %errp151 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v147, ptr %errp152, align 8
  %errp153 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp153, align 8
  ret i32 1

ok149:                                            ; preds = %ok127
  %v154 = load i64, ptr %j, align 8
  %add155 = add i64 %v154, 0
  %sub156 = sub i64 %dim8, 1
  %c157 = icmp slt i64 %add155, %sub156
  %mm158 = select i1 %c157, i64 %add155, i64 %sub156
  %c159 = icmp sgt i64 0, %mm158
  %mm160 = select i1 %c159, i64 0, i64 %mm158
  store i64 %mm160, ptr %p1_43, align 8
  %nonempty161 = icmp sgt i64 %dim8, 0
  %v162 = load i64, ptr %p1_43, align 8
  br i1 %nonempty161, label %ok164, label %fail163

fail163:                                          ; preds = %ok149
  %errp165 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp165, align 8
  %errp166 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v162, ptr %errp167, align 8
  %errp168 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp168, align 8
  ret i32 1

ok164:                                            ; preds = %ok149
  %v169 = load i64, ptr %p0_42, align 8
  %v170 = load i64, ptr %p1_43, align 8
  %nonempty171 = icmp sgt i64 %dim, 0
  br i1 %nonempty171, label %ok173, label %fail172

fail172:                                          ; preds = %ok164
  %errp174 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp174, align 8
  %errp175 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp175, align 8
  %errp176 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v169, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp177, align 8
  ret i32 1

ok173:                                            ; preds = %ok164
  %pos178 = mul i64 0, %dim
  %pos179 = add i64 %pos178, %v169
  %nonempty180 = icmp sgt i64 %dim8, 0
  br i1 %nonempty180, label %ok182, label %fail181

fail181:                                          ; preds = %ok173
  %errp183 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp183, align 8
  %errp184 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp184, align 8
  %errp185 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v170, ptr %errp185, align 8
  %errp186 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp186, align 8
  ret i32 1

ok182:                                            ; preds = %ok173
  %pos187 = mul i64 %pos179, %dim8
  %pos188 = add i64 %pos187, %v170
  %elp189 = getelementptr inbounds float, ptr %buf, i64 %pos188
  %el190 = load float, ptr %elp189, align 4, !alias.scope !0, !noalias !3
  store float %el190, ptr %img_44, align 4
  %v191 = load float, ptr %img_44, align 4
  %fm192 = fmul float 1.500000e+00, %v191
  %call193 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm192)
  store float %call193, ptr %bright_8, align 4
  %v194 = load i64, ptr %i, align 8
  %add195 = add i64 %v194, -2
  %sub196 = sub i64 %dim, 1
  %c197 = icmp slt i64 %add195, %sub196
  %mm198 = select i1 %c197, i64 %add195, i64 %sub196
  %c199 = icmp sgt i64 0, %mm198
  %mm200 = select i1 %c199, i64 0, i64 %mm198
  store i64 %mm200, ptr %p0_45, align 8
  %nonempty201 = icmp sgt i64 %dim, 0
  %v202 = load i64, ptr %p0_45, align 8
  br i1 %nonempty201, label %ok204, label %fail203

fail203:                                          ; preds = %ok182
  %errp205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp205, align 8
  %errp206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp206, align 8
  %errp207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v202, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp208, align 8
  ret i32 1

ok204:                                            ; preds = %ok182
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, 1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  store i64 %mm215, ptr %p1_46, align 8
  %nonempty216 = icmp sgt i64 %dim8, 0
  %v217 = load i64, ptr %p1_46, align 8
  br i1 %nonempty216, label %ok219, label %fail218

fail218:                                          ; preds = %ok204
  %errp220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v217, ptr %errp222, align 8
  %errp223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp223, align 8
  ret i32 1

ok219:                                            ; preds = %ok204
  %v224 = load i64, ptr %p0_45, align 8
  %v225 = load i64, ptr %p1_46, align 8
  %nonempty226 = icmp sgt i64 %dim, 0
  br i1 %nonempty226, label %ok228, label %fail227

fail227:                                          ; preds = %ok219
  %errp229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp230, align 8
  %errp231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp231, align 8
  %errp232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp232, align 8
  ret i32 1

ok228:                                            ; preds = %ok219
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %v224
  %nonempty235 = icmp sgt i64 %dim8, 0
  br i1 %nonempty235, label %ok237, label %fail236

fail236:                                          ; preds = %ok228
  %errp238 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp239, align 8
  %errp240 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v225, ptr %errp240, align 8
  %errp241 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp241, align 8
  ret i32 1

ok237:                                            ; preds = %ok228
  %pos242 = mul i64 %pos234, %dim8
  %pos243 = add i64 %pos242, %v225
  %elp244 = getelementptr inbounds float, ptr %buf, i64 %pos243
  %el245 = load float, ptr %elp244, align 4, !alias.scope !0, !noalias !3
  store float %el245, ptr %img_47, align 4
  %v246 = load float, ptr %img_47, align 4
  %fm247 = fmul float 1.500000e+00, %v246
  %call248 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm247)
  store float %call248, ptr %bright_9, align 4
  %v249 = load i64, ptr %i, align 8
  %add250 = add i64 %v249, -2
  %sub251 = sub i64 %dim, 1
  %c252 = icmp slt i64 %add250, %sub251
  %mm253 = select i1 %c252, i64 %add250, i64 %sub251
  %c254 = icmp sgt i64 0, %mm253
  %mm255 = select i1 %c254, i64 0, i64 %mm253
  store i64 %mm255, ptr %p0_48, align 8
  %nonempty256 = icmp sgt i64 %dim, 0
  %v257 = load i64, ptr %p0_48, align 8
  br i1 %nonempty256, label %ok259, label %fail258

fail258:                                          ; preds = %ok237
  %errp260 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp260, align 8
  %errp261 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp261, align 8
  %errp262 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v257, ptr %errp262, align 8
  %errp263 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp263, align 8
  ret i32 1

ok259:                                            ; preds = %ok237
  %v264 = load i64, ptr %j, align 8
  %add265 = add i64 %v264, 2
  %sub266 = sub i64 %dim8, 1
  %c267 = icmp slt i64 %add265, %sub266
  %mm268 = select i1 %c267, i64 %add265, i64 %sub266
  %c269 = icmp sgt i64 0, %mm268
  %mm270 = select i1 %c269, i64 0, i64 %mm268
  store i64 %mm270, ptr %p1_49, align 8
  %nonempty271 = icmp sgt i64 %dim8, 0
  %v272 = load i64, ptr %p1_49, align 8
  br i1 %nonempty271, label %ok274, label %fail273

fail273:                                          ; preds = %ok259
  %errp275 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp275, align 8
  %errp276 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp276, align 8
  %errp277 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v272, ptr %errp277, align 8
  %errp278 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp278, align 8
  ret i32 1

ok274:                                            ; preds = %ok259
  %v279 = load i64, ptr %p0_48, align 8
  %v280 = load i64, ptr %p1_49, align 8
  %nonempty281 = icmp sgt i64 %dim, 0
  br i1 %nonempty281, label %ok283, label %fail282

fail282:                                          ; preds = %ok274
  %errp284 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp285, align 8
  %errp286 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v279, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp287, align 8
  ret i32 1

ok283:                                            ; preds = %ok274
  %pos288 = mul i64 0, %dim
  %pos289 = add i64 %pos288, %v279
  %nonempty290 = icmp sgt i64 %dim8, 0
  br i1 %nonempty290, label %ok292, label %fail291

fail291:                                          ; preds = %ok283
  %errp293 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp293, align 8
  %errp294 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp294, align 8
  %errp295 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v280, ptr %errp295, align 8
  %errp296 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp296, align 8
  ret i32 1

ok292:                                            ; preds = %ok283
  %pos297 = mul i64 %pos289, %dim8
  %pos298 = add i64 %pos297, %v280
  %elp299 = getelementptr inbounds float, ptr %buf, i64 %pos298
  %el300 = load float, ptr %elp299, align 4, !alias.scope !0, !noalias !3
  store float %el300, ptr %img_50, align 4
  %v301 = load float, ptr %img_50, align 4
  %fm302 = fmul float 1.500000e+00, %v301
  %call303 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm302)
  store float %call303, ptr %bright_10, align 4
  %v304 = load i64, ptr %i, align 8
  %add305 = add i64 %v304, -1
  %sub306 = sub i64 %dim, 1
  %c307 = icmp slt i64 %add305, %sub306
  %mm308 = select i1 %c307, i64 %add305, i64 %sub306
  %c309 = icmp sgt i64 0, %mm308
  %mm310 = select i1 %c309, i64 0, i64 %mm308
  store i64 %mm310, ptr %p0_51, align 8
  %nonempty311 = icmp sgt i64 %dim, 0
  %v312 = load i64, ptr %p0_51, align 8
  br i1 %nonempty311, label %ok314, label %fail313

fail313:                                          ; preds = %ok292
  %errp315 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp315, align 8
  %errp316 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp316, align 8
  %errp317 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v312, ptr %errp317, align 8
  %errp318 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp318, align 8
  ret i32 1

ok314:                                            ; preds = %ok292
  %v319 = load i64, ptr %j, align 8
  %add320 = add i64 %v319, -2
  %sub321 = sub i64 %dim8, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  store i64 %mm325, ptr %p1_52, align 8
  %nonempty326 = icmp sgt i64 %dim8, 0
  %v327 = load i64, ptr %p1_52, align 8
  br i1 %nonempty326, label %ok329, label %fail328

fail328:                                          ; preds = %ok314
  %errp330 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp330, align 8
  %errp331 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp331, align 8
  %errp332 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v327, ptr %errp332, align 8
  %errp333 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp333, align 8
  ret i32 1

ok329:                                            ; preds = %ok314
  %v334 = load i64, ptr %p0_51, align 8
  %v335 = load i64, ptr %p1_52, align 8
  %nonempty336 = icmp sgt i64 %dim, 0
  br i1 %nonempty336, label %ok338, label %fail337

fail337:                                          ; preds = %ok329
  %errp339 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp339, align 8
  %errp340 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp340, align 8
  %errp341 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v334, ptr %errp341, align 8
  %errp342 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp342, align 8
  ret i32 1

ok338:                                            ; preds = %ok329
  %pos343 = mul i64 0, %dim
  %pos344 = add i64 %pos343, %v334
  %nonempty345 = icmp sgt i64 %dim8, 0
  br i1 %nonempty345, label %ok347, label %fail346

fail346:                                          ; preds = %ok338
  %errp348 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp348, align 8
  %errp349 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp349, align 8
  %errp350 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v335, ptr %errp350, align 8
  %errp351 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp351, align 8
  ret i32 1

ok347:                                            ; preds = %ok338
  %pos352 = mul i64 %pos344, %dim8
  %pos353 = add i64 %pos352, %v335
  %elp354 = getelementptr inbounds float, ptr %buf, i64 %pos353
  %el355 = load float, ptr %elp354, align 4, !alias.scope !0, !noalias !3
  store float %el355, ptr %img_53, align 4
  %v356 = load float, ptr %img_53, align 4
  %fm357 = fmul float 1.500000e+00, %v356
  %call358 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm357)
  store float %call358, ptr %bright_11, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, -1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  store i64 %mm365, ptr %p0_54, align 8
  %nonempty366 = icmp sgt i64 %dim, 0
  %v367 = load i64, ptr %p0_54, align 8
  br i1 %nonempty366, label %ok369, label %fail368

fail368:                                          ; preds = %ok347
  %errp370 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp370, align 8
  %errp371 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp371, align 8
  %errp372 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v367, ptr %errp372, align 8
  %errp373 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp373, align 8
  ret i32 1

ok369:                                            ; preds = %ok347
  %v374 = load i64, ptr %j, align 8
  %add375 = add i64 %v374, -1
  %sub376 = sub i64 %dim8, 1
  %c377 = icmp slt i64 %add375, %sub376
  %mm378 = select i1 %c377, i64 %add375, i64 %sub376
  %c379 = icmp sgt i64 0, %mm378
  %mm380 = select i1 %c379, i64 0, i64 %mm378
  store i64 %mm380, ptr %p1_55, align 8
  %nonempty381 = icmp sgt i64 %dim8, 0
  %v382 = load i64, ptr %p1_55, align 8
  br i1 %nonempty381, label %ok384, label %fail383

fail383:                                          ; preds = %ok369
  %errp385 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp385, align 8
  %errp386 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v382, ptr %errp387, align 8
  %errp388 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp388, align 8
  ret i32 1

ok384:                                            ; preds = %ok369
  %v389 = load i64, ptr %p0_54, align 8
  %v390 = load i64, ptr %p1_55, align 8
  %nonempty391 = icmp sgt i64 %dim, 0
  br i1 %nonempty391, label %ok393, label %fail392

fail392:                                          ; preds = %ok384
  %errp394 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp394, align 8
  %errp395 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp395, align 8
  %errp396 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v389, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp397, align 8
  ret i32 1

ok393:                                            ; preds = %ok384
  %pos398 = mul i64 0, %dim
  %pos399 = add i64 %pos398, %v389
  %nonempty400 = icmp sgt i64 %dim8, 0
  br i1 %nonempty400, label %ok402, label %fail401

fail401:                                          ; preds = %ok393
  %errp403 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp403, align 8
  %errp404 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp404, align 8
  %errp405 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v390, ptr %errp405, align 8
  %errp406 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp406, align 8
  ret i32 1

ok402:                                            ; preds = %ok393
  %pos407 = mul i64 %pos399, %dim8
  %pos408 = add i64 %pos407, %v390
  %elp409 = getelementptr inbounds float, ptr %buf, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !0, !noalias !3
  store float %el410, ptr %img_56, align 4
  %v411 = load float, ptr %img_56, align 4
  %fm412 = fmul float 1.500000e+00, %v411
  %call413 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm412)
  store float %call413, ptr %bright_12, align 4
  %v414 = load i64, ptr %i, align 8
  %add415 = add i64 %v414, -1
  %sub416 = sub i64 %dim, 1
  %c417 = icmp slt i64 %add415, %sub416
  %mm418 = select i1 %c417, i64 %add415, i64 %sub416
  %c419 = icmp sgt i64 0, %mm418
  %mm420 = select i1 %c419, i64 0, i64 %mm418
  store i64 %mm420, ptr %p0_57, align 8
  %nonempty421 = icmp sgt i64 %dim, 0
  %v422 = load i64, ptr %p0_57, align 8
  br i1 %nonempty421, label %ok424, label %fail423

fail423:                                          ; preds = %ok402
  %errp425 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp426, align 8
  %errp427 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v422, ptr %errp427, align 8
  %errp428 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp428, align 8
  ret i32 1

ok424:                                            ; preds = %ok402
  %v429 = load i64, ptr %j, align 8
  %add430 = add i64 %v429, 0
  %sub431 = sub i64 %dim8, 1
  %c432 = icmp slt i64 %add430, %sub431
  %mm433 = select i1 %c432, i64 %add430, i64 %sub431
  %c434 = icmp sgt i64 0, %mm433
  %mm435 = select i1 %c434, i64 0, i64 %mm433
  store i64 %mm435, ptr %p1_58, align 8
  %nonempty436 = icmp sgt i64 %dim8, 0
  %v437 = load i64, ptr %p1_58, align 8
  br i1 %nonempty436, label %ok439, label %fail438

fail438:                                          ; preds = %ok424
  %errp440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp441, align 8
  %errp442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v437, ptr %errp442, align 8
  %errp443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp443, align 8
  ret i32 1

ok439:                                            ; preds = %ok424
  %v444 = load i64, ptr %p0_57, align 8
  %v445 = load i64, ptr %p1_58, align 8
  %nonempty446 = icmp sgt i64 %dim, 0
  br i1 %nonempty446, label %ok448, label %fail447

fail447:                                          ; preds = %ok439
  %errp449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp449, align 8
  %errp450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp450, align 8
  %errp451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v444, ptr %errp451, align 8
  %errp452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp452, align 8
  ret i32 1

ok448:                                            ; preds = %ok439
  %pos453 = mul i64 0, %dim
  %pos454 = add i64 %pos453, %v444
  %nonempty455 = icmp sgt i64 %dim8, 0
  br i1 %nonempty455, label %ok457, label %fail456

fail456:                                          ; preds = %ok448
  %errp458 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp458, align 8
  %errp459 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp459, align 8
  %errp460 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v445, ptr %errp460, align 8
  %errp461 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp461, align 8
  ret i32 1

ok457:                                            ; preds = %ok448
  %pos462 = mul i64 %pos454, %dim8
  %pos463 = add i64 %pos462, %v445
  %elp464 = getelementptr inbounds float, ptr %buf, i64 %pos463
  %el465 = load float, ptr %elp464, align 4, !alias.scope !0, !noalias !3
  store float %el465, ptr %img_59, align 4
  %v466 = load float, ptr %img_59, align 4
  %fm467 = fmul float 1.500000e+00, %v466
  %call468 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm467)
  store float %call468, ptr %bright_13, align 4
  %v469 = load i64, ptr %i, align 8
  %add470 = add i64 %v469, -1
  %sub471 = sub i64 %dim, 1
  %c472 = icmp slt i64 %add470, %sub471
  %mm473 = select i1 %c472, i64 %add470, i64 %sub471
  %c474 = icmp sgt i64 0, %mm473
  %mm475 = select i1 %c474, i64 0, i64 %mm473
  store i64 %mm475, ptr %p0_60, align 8
  %nonempty476 = icmp sgt i64 %dim, 0
  %v477 = load i64, ptr %p0_60, align 8
  br i1 %nonempty476, label %ok479, label %fail478

fail478:                                          ; preds = %ok457
  %errp480 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp480, align 8
  %errp481 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp481, align 8
  %errp482 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v477, ptr %errp482, align 8
  %errp483 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp483, align 8
  ret i32 1

ok479:                                            ; preds = %ok457
  %v484 = load i64, ptr %j, align 8
  %add485 = add i64 %v484, 1
  %sub486 = sub i64 %dim8, 1
  %c487 = icmp slt i64 %add485, %sub486
  %mm488 = select i1 %c487, i64 %add485, i64 %sub486
  %c489 = icmp sgt i64 0, %mm488
  %mm490 = select i1 %c489, i64 0, i64 %mm488
  store i64 %mm490, ptr %p1_61, align 8
  %nonempty491 = icmp sgt i64 %dim8, 0
  %v492 = load i64, ptr %p1_61, align 8
  br i1 %nonempty491, label %ok494, label %fail493

fail493:                                          ; preds = %ok479
  %errp495 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp495, align 8
  %errp496 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp496, align 8
  %errp497 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v492, ptr %errp497, align 8
  %errp498 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp498, align 8
  ret i32 1

ok494:                                            ; preds = %ok479
  %v499 = load i64, ptr %p0_60, align 8
  %v500 = load i64, ptr %p1_61, align 8
  %nonempty501 = icmp sgt i64 %dim, 0
  br i1 %nonempty501, label %ok503, label %fail502

fail502:                                          ; preds = %ok494
  %errp504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp504, align 8
  %errp505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp505, align 8
  %errp506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v499, ptr %errp506, align 8
  %errp507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp507, align 8
  ret i32 1

ok503:                                            ; preds = %ok494
  %pos508 = mul i64 0, %dim
  %pos509 = add i64 %pos508, %v499
  %nonempty510 = icmp sgt i64 %dim8, 0
  br i1 %nonempty510, label %ok512, label %fail511

fail511:                                          ; preds = %ok503
  %errp513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v500, ptr %errp515, align 8
  %errp516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp516, align 8
  ret i32 1

ok512:                                            ; preds = %ok503
  %pos517 = mul i64 %pos509, %dim8
  %pos518 = add i64 %pos517, %v500
  %elp519 = getelementptr inbounds float, ptr %buf, i64 %pos518
  %el520 = load float, ptr %elp519, align 4, !alias.scope !0, !noalias !3
  store float %el520, ptr %img_62, align 4
  %v521 = load float, ptr %img_62, align 4
  %fm522 = fmul float 1.500000e+00, %v521
  %call523 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm522)
  store float %call523, ptr %bright_14, align 4
  %v524 = load i64, ptr %i, align 8
  %add525 = add i64 %v524, -1
  %sub526 = sub i64 %dim, 1
  %c527 = icmp slt i64 %add525, %sub526
  %mm528 = select i1 %c527, i64 %add525, i64 %sub526
  %c529 = icmp sgt i64 0, %mm528
  %mm530 = select i1 %c529, i64 0, i64 %mm528
  store i64 %mm530, ptr %p0_63, align 8
  %nonempty531 = icmp sgt i64 %dim, 0
  %v532 = load i64, ptr %p0_63, align 8
  br i1 %nonempty531, label %ok534, label %fail533

fail533:                                          ; preds = %ok512
  %errp535 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp535, align 8
  %errp536 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp536, align 8
  %errp537 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v532, ptr %errp537, align 8
  %errp538 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp538, align 8
  ret i32 1

ok534:                                            ; preds = %ok512
  %v539 = load i64, ptr %j, align 8
  %add540 = add i64 %v539, 2
  %sub541 = sub i64 %dim8, 1
  %c542 = icmp slt i64 %add540, %sub541
  %mm543 = select i1 %c542, i64 %add540, i64 %sub541
  %c544 = icmp sgt i64 0, %mm543
  %mm545 = select i1 %c544, i64 0, i64 %mm543
  store i64 %mm545, ptr %p1_64, align 8
  %nonempty546 = icmp sgt i64 %dim8, 0
  %v547 = load i64, ptr %p1_64, align 8
  br i1 %nonempty546, label %ok549, label %fail548

fail548:                                          ; preds = %ok534
  %errp550 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp550, align 8
  %errp551 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp551, align 8
  %errp552 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v547, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp553, align 8
  ret i32 1

ok549:                                            ; preds = %ok534
  %v554 = load i64, ptr %p0_63, align 8
  %v555 = load i64, ptr %p1_64, align 8
  %nonempty556 = icmp sgt i64 %dim, 0
  br i1 %nonempty556, label %ok558, label %fail557

fail557:                                          ; preds = %ok549
  %errp559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp559, align 8
  %errp560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp560, align 8
  %errp561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v554, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp562, align 8
  ret i32 1

ok558:                                            ; preds = %ok549
  %pos563 = mul i64 0, %dim
  %pos564 = add i64 %pos563, %v554
  %nonempty565 = icmp sgt i64 %dim8, 0
  br i1 %nonempty565, label %ok567, label %fail566

fail566:                                          ; preds = %ok558
  %errp568 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp569, align 8
  %errp570 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v555, ptr %errp570, align 8
  %errp571 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp571, align 8
  ret i32 1

ok567:                                            ; preds = %ok558
  %pos572 = mul i64 %pos564, %dim8
  %pos573 = add i64 %pos572, %v555
  %elp574 = getelementptr inbounds float, ptr %buf, i64 %pos573
  %el575 = load float, ptr %elp574, align 4, !alias.scope !0, !noalias !3
  store float %el575, ptr %img_65, align 4
  %v576 = load float, ptr %img_65, align 4
  %fm577 = fmul float 1.500000e+00, %v576
  %call578 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm577)
  store float %call578, ptr %bright_15, align 4
  %v579 = load i64, ptr %i, align 8
  %add580 = add i64 %v579, 0
  %sub581 = sub i64 %dim, 1
  %c582 = icmp slt i64 %add580, %sub581
  %mm583 = select i1 %c582, i64 %add580, i64 %sub581
  %c584 = icmp sgt i64 0, %mm583
  %mm585 = select i1 %c584, i64 0, i64 %mm583
  store i64 %mm585, ptr %p0_66, align 8
  %nonempty586 = icmp sgt i64 %dim, 0
  %v587 = load i64, ptr %p0_66, align 8
  br i1 %nonempty586, label %ok589, label %fail588

fail588:                                          ; preds = %ok567
  %errp590 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp591, align 8
  %errp592 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v587, ptr %errp592, align 8
  %errp593 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp593, align 8
  ret i32 1

ok589:                                            ; preds = %ok567
  %v594 = load i64, ptr %j, align 8
  %add595 = add i64 %v594, -2
  %sub596 = sub i64 %dim8, 1
  %c597 = icmp slt i64 %add595, %sub596
  %mm598 = select i1 %c597, i64 %add595, i64 %sub596
  %c599 = icmp sgt i64 0, %mm598
  %mm600 = select i1 %c599, i64 0, i64 %mm598
  store i64 %mm600, ptr %p1_67, align 8
  %nonempty601 = icmp sgt i64 %dim8, 0
  %v602 = load i64, ptr %p1_67, align 8
  br i1 %nonempty601, label %ok604, label %fail603

fail603:                                          ; preds = %ok589
  %errp605 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp605, align 8
  %errp606 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp606, align 8
  %errp607 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v602, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp608, align 8
  ret i32 1

ok604:                                            ; preds = %ok589
  %v609 = load i64, ptr %p0_66, align 8
  %v610 = load i64, ptr %p1_67, align 8
  %nonempty611 = icmp sgt i64 %dim, 0
  br i1 %nonempty611, label %ok613, label %fail612

fail612:                                          ; preds = %ok604
  %errp614 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v609, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp617, align 8
  ret i32 1

ok613:                                            ; preds = %ok604
  %pos618 = mul i64 0, %dim
  %pos619 = add i64 %pos618, %v609
  %nonempty620 = icmp sgt i64 %dim8, 0
  br i1 %nonempty620, label %ok622, label %fail621

fail621:                                          ; preds = %ok613
  %errp623 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v610, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp626, align 8
  ret i32 1

ok622:                                            ; preds = %ok613
  %pos627 = mul i64 %pos619, %dim8
  %pos628 = add i64 %pos627, %v610
  %elp629 = getelementptr inbounds float, ptr %buf, i64 %pos628
  %el630 = load float, ptr %elp629, align 4, !alias.scope !0, !noalias !3
  store float %el630, ptr %img_68, align 4
  %v631 = load float, ptr %img_68, align 4
  %fm632 = fmul float 1.500000e+00, %v631
  %call633 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm632)
  store float %call633, ptr %bright_16, align 4
  %v634 = load i64, ptr %i, align 8
  %add635 = add i64 %v634, 0
  %sub636 = sub i64 %dim, 1
  %c637 = icmp slt i64 %add635, %sub636
  %mm638 = select i1 %c637, i64 %add635, i64 %sub636
  %c639 = icmp sgt i64 0, %mm638
  %mm640 = select i1 %c639, i64 0, i64 %mm638
  store i64 %mm640, ptr %p0_69, align 8
  %nonempty641 = icmp sgt i64 %dim, 0
  %v642 = load i64, ptr %p0_69, align 8
  br i1 %nonempty641, label %ok644, label %fail643

fail643:                                          ; preds = %ok622
  %errp645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v642, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp648, align 8
  ret i32 1

ok644:                                            ; preds = %ok622
  %v649 = load i64, ptr %j, align 8
  %add650 = add i64 %v649, -1
  %sub651 = sub i64 %dim8, 1
  %c652 = icmp slt i64 %add650, %sub651
  %mm653 = select i1 %c652, i64 %add650, i64 %sub651
  %c654 = icmp sgt i64 0, %mm653
  %mm655 = select i1 %c654, i64 0, i64 %mm653
  store i64 %mm655, ptr %p1_70, align 8
  %nonempty656 = icmp sgt i64 %dim8, 0
  %v657 = load i64, ptr %p1_70, align 8
  br i1 %nonempty656, label %ok659, label %fail658

fail658:                                          ; preds = %ok644
  %errp660 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp660, align 8
  %errp661 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v657, ptr %errp662, align 8
  %errp663 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp663, align 8
  ret i32 1

ok659:                                            ; preds = %ok644
  %v664 = load i64, ptr %p0_69, align 8
  %v665 = load i64, ptr %p1_70, align 8
  %nonempty666 = icmp sgt i64 %dim, 0
  br i1 %nonempty666, label %ok668, label %fail667

fail667:                                          ; preds = %ok659
  %errp669 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp669, align 8
  %errp670 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp670, align 8
  %errp671 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v664, ptr %errp671, align 8
  %errp672 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp672, align 8
  ret i32 1

ok668:                                            ; preds = %ok659
  %pos673 = mul i64 0, %dim
  %pos674 = add i64 %pos673, %v664
  %nonempty675 = icmp sgt i64 %dim8, 0
  br i1 %nonempty675, label %ok677, label %fail676

fail676:                                          ; preds = %ok668
  %errp678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp678, align 8
  %errp679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v665, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp681, align 8
  ret i32 1

ok677:                                            ; preds = %ok668
  %pos682 = mul i64 %pos674, %dim8
  %pos683 = add i64 %pos682, %v665
  %elp684 = getelementptr inbounds float, ptr %buf, i64 %pos683
  %el685 = load float, ptr %elp684, align 4, !alias.scope !0, !noalias !3
  store float %el685, ptr %img_71, align 4
  %v686 = load float, ptr %img_71, align 4
  %fm687 = fmul float 1.500000e+00, %v686
  %call688 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm687)
  store float %call688, ptr %bright_17, align 4
  %v689 = load i64, ptr %i, align 8
  %add690 = add i64 %v689, 0
  %sub691 = sub i64 %dim, 1
  %c692 = icmp slt i64 %add690, %sub691
  %mm693 = select i1 %c692, i64 %add690, i64 %sub691
  %c694 = icmp sgt i64 0, %mm693
  %mm695 = select i1 %c694, i64 0, i64 %mm693
  store i64 %mm695, ptr %p0_72, align 8
  %nonempty696 = icmp sgt i64 %dim, 0
  %v697 = load i64, ptr %p0_72, align 8
  br i1 %nonempty696, label %ok699, label %fail698

fail698:                                          ; preds = %ok677
  %errp700 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp700, align 8
  %errp701 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp701, align 8
  %errp702 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v697, ptr %errp702, align 8
  %errp703 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp703, align 8
  ret i32 1

ok699:                                            ; preds = %ok677
  %v704 = load i64, ptr %j, align 8
  %add705 = add i64 %v704, 0
  %sub706 = sub i64 %dim8, 1
  %c707 = icmp slt i64 %add705, %sub706
  %mm708 = select i1 %c707, i64 %add705, i64 %sub706
  %c709 = icmp sgt i64 0, %mm708
  %mm710 = select i1 %c709, i64 0, i64 %mm708
  store i64 %mm710, ptr %p1_73, align 8
  %nonempty711 = icmp sgt i64 %dim8, 0
  %v712 = load i64, ptr %p1_73, align 8
  br i1 %nonempty711, label %ok714, label %fail713

fail713:                                          ; preds = %ok699
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v712, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok699
  %v719 = load i64, ptr %p0_72, align 8
  %v720 = load i64, ptr %p1_73, align 8
  %nonempty721 = icmp sgt i64 %dim, 0
  br i1 %nonempty721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v719, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 0, %dim
  %pos729 = add i64 %pos728, %v719
  %nonempty730 = icmp sgt i64 %dim8, 0
  br i1 %nonempty730, label %ok732, label %fail731

fail731:                                          ; preds = %ok723
  %errp733 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp733, align 8
  %errp734 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp734, align 8
  %errp735 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v720, ptr %errp735, align 8
  %errp736 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp736, align 8
  ret i32 1

ok732:                                            ; preds = %ok723
  %pos737 = mul i64 %pos729, %dim8
  %pos738 = add i64 %pos737, %v720
  %elp739 = getelementptr inbounds float, ptr %buf, i64 %pos738
  %el740 = load float, ptr %elp739, align 4, !alias.scope !0, !noalias !3
  store float %el740, ptr %img_74, align 4
  %v741 = load float, ptr %img_74, align 4
  %fm742 = fmul float 1.500000e+00, %v741
  %call743 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm742)
  store float %call743, ptr %bright_18, align 4
  %v744 = load i64, ptr %i, align 8
  %add745 = add i64 %v744, 0
  %sub746 = sub i64 %dim, 1
  %c747 = icmp slt i64 %add745, %sub746
  %mm748 = select i1 %c747, i64 %add745, i64 %sub746
  %c749 = icmp sgt i64 0, %mm748
  %mm750 = select i1 %c749, i64 0, i64 %mm748
  store i64 %mm750, ptr %p0_75, align 8
  %nonempty751 = icmp sgt i64 %dim, 0
  %v752 = load i64, ptr %p0_75, align 8
  br i1 %nonempty751, label %ok754, label %fail753

fail753:                                          ; preds = %ok732
  %errp755 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp755, align 8
  %errp756 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v752, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp758, align 8
  ret i32 1

ok754:                                            ; preds = %ok732
  %v759 = load i64, ptr %j, align 8
  %add760 = add i64 %v759, 1
  %sub761 = sub i64 %dim8, 1
  %c762 = icmp slt i64 %add760, %sub761
  %mm763 = select i1 %c762, i64 %add760, i64 %sub761
  %c764 = icmp sgt i64 0, %mm763
  %mm765 = select i1 %c764, i64 0, i64 %mm763
  store i64 %mm765, ptr %p1_76, align 8
  %nonempty766 = icmp sgt i64 %dim8, 0
  %v767 = load i64, ptr %p1_76, align 8
  br i1 %nonempty766, label %ok769, label %fail768

fail768:                                          ; preds = %ok754
  %errp770 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp770, align 8
  %errp771 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp771, align 8
  %errp772 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v767, ptr %errp772, align 8
  %errp773 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp773, align 8
  ret i32 1

ok769:                                            ; preds = %ok754
  %v774 = load i64, ptr %p0_75, align 8
  %v775 = load i64, ptr %p1_76, align 8
  %nonempty776 = icmp sgt i64 %dim, 0
  br i1 %nonempty776, label %ok778, label %fail777

fail777:                                          ; preds = %ok769
  %errp779 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp779, align 8
  %errp780 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp780, align 8
  %errp781 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v774, ptr %errp781, align 8
  %errp782 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp782, align 8
  ret i32 1

ok778:                                            ; preds = %ok769
  %pos783 = mul i64 0, %dim
  %pos784 = add i64 %pos783, %v774
  %nonempty785 = icmp sgt i64 %dim8, 0
  br i1 %nonempty785, label %ok787, label %fail786

fail786:                                          ; preds = %ok778
  %errp788 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp788, align 8
  %errp789 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp789, align 8
  %errp790 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v775, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp791, align 8
  ret i32 1

ok787:                                            ; preds = %ok778
  %pos792 = mul i64 %pos784, %dim8
  %pos793 = add i64 %pos792, %v775
  %elp794 = getelementptr inbounds float, ptr %buf, i64 %pos793
  %el795 = load float, ptr %elp794, align 4, !alias.scope !0, !noalias !3
  store float %el795, ptr %img_77, align 4
  %v796 = load float, ptr %img_77, align 4
  %fm797 = fmul float 1.500000e+00, %v796
  %call798 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm797)
  store float %call798, ptr %bright_19, align 4
  %v799 = load i64, ptr %i, align 8
  %add800 = add i64 %v799, 0
  %sub801 = sub i64 %dim, 1
  %c802 = icmp slt i64 %add800, %sub801
  %mm803 = select i1 %c802, i64 %add800, i64 %sub801
  %c804 = icmp sgt i64 0, %mm803
  %mm805 = select i1 %c804, i64 0, i64 %mm803
  store i64 %mm805, ptr %p0_78, align 8
  %nonempty806 = icmp sgt i64 %dim, 0
  %v807 = load i64, ptr %p0_78, align 8
  br i1 %nonempty806, label %ok809, label %fail808

fail808:                                          ; preds = %ok787
  %errp810 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp810, align 8
  %errp811 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp811, align 8
  %errp812 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v807, ptr %errp812, align 8
  %errp813 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp813, align 8
  ret i32 1

ok809:                                            ; preds = %ok787
  %v814 = load i64, ptr %j, align 8
  %add815 = add i64 %v814, 2
  %sub816 = sub i64 %dim8, 1
  %c817 = icmp slt i64 %add815, %sub816
  %mm818 = select i1 %c817, i64 %add815, i64 %sub816
  %c819 = icmp sgt i64 0, %mm818
  %mm820 = select i1 %c819, i64 0, i64 %mm818
  store i64 %mm820, ptr %p1_79, align 8
  %nonempty821 = icmp sgt i64 %dim8, 0
  %v822 = load i64, ptr %p1_79, align 8
  br i1 %nonempty821, label %ok824, label %fail823

fail823:                                          ; preds = %ok809
  %errp825 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp825, align 8
  %errp826 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp826, align 8
  %errp827 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v822, ptr %errp827, align 8
  %errp828 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp828, align 8
  ret i32 1

ok824:                                            ; preds = %ok809
  %v829 = load i64, ptr %p0_78, align 8
  %v830 = load i64, ptr %p1_79, align 8
  %nonempty831 = icmp sgt i64 %dim, 0
  br i1 %nonempty831, label %ok833, label %fail832

fail832:                                          ; preds = %ok824
  %errp834 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp834, align 8
  %errp835 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp835, align 8
  %errp836 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v829, ptr %errp836, align 8
  %errp837 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp837, align 8
  ret i32 1

ok833:                                            ; preds = %ok824
  %pos838 = mul i64 0, %dim
  %pos839 = add i64 %pos838, %v829
  %nonempty840 = icmp sgt i64 %dim8, 0
  br i1 %nonempty840, label %ok842, label %fail841

fail841:                                          ; preds = %ok833
  %errp843 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp843, align 8
  %errp844 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp844, align 8
  %errp845 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v830, ptr %errp845, align 8
  %errp846 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp846, align 8
  ret i32 1

ok842:                                            ; preds = %ok833
  %pos847 = mul i64 %pos839, %dim8
  %pos848 = add i64 %pos847, %v830
  %elp849 = getelementptr inbounds float, ptr %buf, i64 %pos848
  %el850 = load float, ptr %elp849, align 4, !alias.scope !0, !noalias !3
  store float %el850, ptr %img_80, align 4
  %v851 = load float, ptr %img_80, align 4
  %fm852 = fmul float 1.500000e+00, %v851
  %call853 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm852)
  store float %call853, ptr %bright_20, align 4
  %v854 = load i64, ptr %i, align 8
  %add855 = add i64 %v854, 1
  %sub856 = sub i64 %dim, 1
  %c857 = icmp slt i64 %add855, %sub856
  %mm858 = select i1 %c857, i64 %add855, i64 %sub856
  %c859 = icmp sgt i64 0, %mm858
  %mm860 = select i1 %c859, i64 0, i64 %mm858
  store i64 %mm860, ptr %p0_81, align 8
  %nonempty861 = icmp sgt i64 %dim, 0
  %v862 = load i64, ptr %p0_81, align 8
  br i1 %nonempty861, label %ok864, label %fail863

fail863:                                          ; preds = %ok842
  %errp865 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp865, align 8
  %errp866 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp866, align 8
  %errp867 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v862, ptr %errp867, align 8
  %errp868 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp868, align 8
  ret i32 1

ok864:                                            ; preds = %ok842
  %v869 = load i64, ptr %j, align 8
  %add870 = add i64 %v869, -2
  %sub871 = sub i64 %dim8, 1
  %c872 = icmp slt i64 %add870, %sub871
  %mm873 = select i1 %c872, i64 %add870, i64 %sub871
  %c874 = icmp sgt i64 0, %mm873
  %mm875 = select i1 %c874, i64 0, i64 %mm873
  store i64 %mm875, ptr %p1_82, align 8
  %nonempty876 = icmp sgt i64 %dim8, 0
  %v877 = load i64, ptr %p1_82, align 8
  br i1 %nonempty876, label %ok879, label %fail878

fail878:                                          ; preds = %ok864
  %errp880 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp880, align 8
  %errp881 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp881, align 8
  %errp882 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v877, ptr %errp882, align 8
  %errp883 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp883, align 8
  ret i32 1

ok879:                                            ; preds = %ok864
  %v884 = load i64, ptr %p0_81, align 8
  %v885 = load i64, ptr %p1_82, align 8
  %nonempty886 = icmp sgt i64 %dim, 0
  br i1 %nonempty886, label %ok888, label %fail887

fail887:                                          ; preds = %ok879
  %errp889 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp889, align 8
  %errp890 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp890, align 8
  %errp891 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v884, ptr %errp891, align 8
  %errp892 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp892, align 8
  ret i32 1

ok888:                                            ; preds = %ok879
  %pos893 = mul i64 0, %dim
  %pos894 = add i64 %pos893, %v884
  %nonempty895 = icmp sgt i64 %dim8, 0
  br i1 %nonempty895, label %ok897, label %fail896

fail896:                                          ; preds = %ok888
  %errp898 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp898, align 8
  %errp899 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp899, align 8
  %errp900 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v885, ptr %errp900, align 8
  %errp901 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp901, align 8
  ret i32 1

ok897:                                            ; preds = %ok888
  %pos902 = mul i64 %pos894, %dim8
  %pos903 = add i64 %pos902, %v885
  %elp904 = getelementptr inbounds float, ptr %buf, i64 %pos903
  %el905 = load float, ptr %elp904, align 4, !alias.scope !0, !noalias !3
  store float %el905, ptr %img_83, align 4
  %v906 = load float, ptr %img_83, align 4
  %fm907 = fmul float 1.500000e+00, %v906
  %call908 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm907)
  store float %call908, ptr %bright_21, align 4
  %v909 = load i64, ptr %i, align 8
  %add910 = add i64 %v909, 1
  %sub911 = sub i64 %dim, 1
  %c912 = icmp slt i64 %add910, %sub911
  %mm913 = select i1 %c912, i64 %add910, i64 %sub911
  %c914 = icmp sgt i64 0, %mm913
  %mm915 = select i1 %c914, i64 0, i64 %mm913
  store i64 %mm915, ptr %p0_84, align 8
  %nonempty916 = icmp sgt i64 %dim, 0
  %v917 = load i64, ptr %p0_84, align 8
  br i1 %nonempty916, label %ok919, label %fail918

fail918:                                          ; preds = %ok897
  %errp920 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp920, align 8
  %errp921 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp921, align 8
  %errp922 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v917, ptr %errp922, align 8
  %errp923 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp923, align 8
  ret i32 1

ok919:                                            ; preds = %ok897
  %v924 = load i64, ptr %j, align 8
  %add925 = add i64 %v924, -1
  %sub926 = sub i64 %dim8, 1
  %c927 = icmp slt i64 %add925, %sub926
  %mm928 = select i1 %c927, i64 %add925, i64 %sub926
  %c929 = icmp sgt i64 0, %mm928
  %mm930 = select i1 %c929, i64 0, i64 %mm928
  store i64 %mm930, ptr %p1_85, align 8
  %nonempty931 = icmp sgt i64 %dim8, 0
  %v932 = load i64, ptr %p1_85, align 8
  br i1 %nonempty931, label %ok934, label %fail933

fail933:                                          ; preds = %ok919
  %errp935 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp935, align 8
  %errp936 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp936, align 8
  %errp937 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v932, ptr %errp937, align 8
  %errp938 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp938, align 8
  ret i32 1

ok934:                                            ; preds = %ok919
  %v939 = load i64, ptr %p0_84, align 8
  %v940 = load i64, ptr %p1_85, align 8
  %nonempty941 = icmp sgt i64 %dim, 0
  br i1 %nonempty941, label %ok943, label %fail942

fail942:                                          ; preds = %ok934
  %errp944 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp944, align 8
  %errp945 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp945, align 8
  %errp946 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v939, ptr %errp946, align 8
  %errp947 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp947, align 8
  ret i32 1

ok943:                                            ; preds = %ok934
  %pos948 = mul i64 0, %dim
  %pos949 = add i64 %pos948, %v939
  %nonempty950 = icmp sgt i64 %dim8, 0
  br i1 %nonempty950, label %ok952, label %fail951

fail951:                                          ; preds = %ok943
  %errp953 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp953, align 8
  %errp954 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp954, align 8
  %errp955 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v940, ptr %errp955, align 8
  %errp956 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp956, align 8
  ret i32 1

ok952:                                            ; preds = %ok943
  %pos957 = mul i64 %pos949, %dim8
  %pos958 = add i64 %pos957, %v940
  %elp959 = getelementptr inbounds float, ptr %buf, i64 %pos958
  %el960 = load float, ptr %elp959, align 4, !alias.scope !0, !noalias !3
  store float %el960, ptr %img_86, align 4
  %v961 = load float, ptr %img_86, align 4
  %fm962 = fmul float 1.500000e+00, %v961
  %call963 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm962)
  store float %call963, ptr %bright_22, align 4
  %v964 = load i64, ptr %i, align 8
  %add965 = add i64 %v964, 1
  %sub966 = sub i64 %dim, 1
  %c967 = icmp slt i64 %add965, %sub966
  %mm968 = select i1 %c967, i64 %add965, i64 %sub966
  %c969 = icmp sgt i64 0, %mm968
  %mm970 = select i1 %c969, i64 0, i64 %mm968
  store i64 %mm970, ptr %p0_87, align 8
  %nonempty971 = icmp sgt i64 %dim, 0
  %v972 = load i64, ptr %p0_87, align 8
  br i1 %nonempty971, label %ok974, label %fail973

fail973:                                          ; preds = %ok952
  %errp975 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp975, align 8
  %errp976 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp976, align 8
  %errp977 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v972, ptr %errp977, align 8
  %errp978 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp978, align 8
  ret i32 1

ok974:                                            ; preds = %ok952
  %v979 = load i64, ptr %j, align 8
  %add980 = add i64 %v979, 0
  %sub981 = sub i64 %dim8, 1
  %c982 = icmp slt i64 %add980, %sub981
  %mm983 = select i1 %c982, i64 %add980, i64 %sub981
  %c984 = icmp sgt i64 0, %mm983
  %mm985 = select i1 %c984, i64 0, i64 %mm983
  store i64 %mm985, ptr %p1_88, align 8
  %nonempty986 = icmp sgt i64 %dim8, 0
  %v987 = load i64, ptr %p1_88, align 8
  br i1 %nonempty986, label %ok989, label %fail988

fail988:                                          ; preds = %ok974
  %errp990 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp990, align 8
  %errp991 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp991, align 8
  %errp992 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v987, ptr %errp992, align 8
  %errp993 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp993, align 8
  ret i32 1

ok989:                                            ; preds = %ok974
  %v994 = load i64, ptr %p0_87, align 8
  %v995 = load i64, ptr %p1_88, align 8
  %nonempty996 = icmp sgt i64 %dim, 0
  br i1 %nonempty996, label %ok998, label %fail997

fail997:                                          ; preds = %ok989
  %errp999 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp999, align 8
  %errp1000 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1000, align 8
  %errp1001 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v994, ptr %errp1001, align 8
  %errp1002 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1002, align 8
  ret i32 1

ok998:                                            ; preds = %ok989
  %pos1003 = mul i64 0, %dim
  %pos1004 = add i64 %pos1003, %v994
  %nonempty1005 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1005, label %ok1007, label %fail1006

fail1006:                                         ; preds = %ok998
  %errp1008 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1008, align 8
  %errp1009 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1009, align 8
  %errp1010 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v995, ptr %errp1010, align 8
  %errp1011 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1011, align 8
  ret i32 1

ok1007:                                           ; preds = %ok998
  %pos1012 = mul i64 %pos1004, %dim8
  %pos1013 = add i64 %pos1012, %v995
  %elp1014 = getelementptr inbounds float, ptr %buf, i64 %pos1013
  %el1015 = load float, ptr %elp1014, align 4, !alias.scope !0, !noalias !3
  store float %el1015, ptr %img_89, align 4
  %v1016 = load float, ptr %img_89, align 4
  %fm1017 = fmul float 1.500000e+00, %v1016
  %call1018 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1017)
  store float %call1018, ptr %bright_23, align 4
  %v1019 = load i64, ptr %i, align 8
  %add1020 = add i64 %v1019, 1
  %sub1021 = sub i64 %dim, 1
  %c1022 = icmp slt i64 %add1020, %sub1021
  %mm1023 = select i1 %c1022, i64 %add1020, i64 %sub1021
  %c1024 = icmp sgt i64 0, %mm1023
  %mm1025 = select i1 %c1024, i64 0, i64 %mm1023
  store i64 %mm1025, ptr %p0_90, align 8
  %nonempty1026 = icmp sgt i64 %dim, 0
  %v1027 = load i64, ptr %p0_90, align 8
  br i1 %nonempty1026, label %ok1029, label %fail1028

fail1028:                                         ; preds = %ok1007
  %errp1030 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1030, align 8
  %errp1031 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1031, align 8
  %errp1032 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1027, ptr %errp1032, align 8
  %errp1033 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1033, align 8
  ret i32 1

ok1029:                                           ; preds = %ok1007
  %v1034 = load i64, ptr %j, align 8
  %add1035 = add i64 %v1034, 1
  %sub1036 = sub i64 %dim8, 1
  %c1037 = icmp slt i64 %add1035, %sub1036
  %mm1038 = select i1 %c1037, i64 %add1035, i64 %sub1036
  %c1039 = icmp sgt i64 0, %mm1038
  %mm1040 = select i1 %c1039, i64 0, i64 %mm1038
  store i64 %mm1040, ptr %p1_91, align 8
  %nonempty1041 = icmp sgt i64 %dim8, 0
  %v1042 = load i64, ptr %p1_91, align 8
  br i1 %nonempty1041, label %ok1044, label %fail1043

fail1043:                                         ; preds = %ok1029
  %errp1045 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1045, align 8
  %errp1046 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1046, align 8
  %errp1047 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1042, ptr %errp1047, align 8
  %errp1048 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1048, align 8
  ret i32 1

ok1044:                                           ; preds = %ok1029
  %v1049 = load i64, ptr %p0_90, align 8
  %v1050 = load i64, ptr %p1_91, align 8
  %nonempty1051 = icmp sgt i64 %dim, 0
  br i1 %nonempty1051, label %ok1053, label %fail1052

fail1052:                                         ; preds = %ok1044
  %errp1054 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1054, align 8
  %errp1055 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1055, align 8
  %errp1056 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1049, ptr %errp1056, align 8
  %errp1057 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1057, align 8
  ret i32 1

ok1053:                                           ; preds = %ok1044
  %pos1058 = mul i64 0, %dim
  %pos1059 = add i64 %pos1058, %v1049
  %nonempty1060 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1060, label %ok1062, label %fail1061

fail1061:                                         ; preds = %ok1053
  %errp1063 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1063, align 8
  %errp1064 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1064, align 8
  %errp1065 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1050, ptr %errp1065, align 8
  %errp1066 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1066, align 8
  ret i32 1

ok1062:                                           ; preds = %ok1053
  %pos1067 = mul i64 %pos1059, %dim8
  %pos1068 = add i64 %pos1067, %v1050
  %elp1069 = getelementptr inbounds float, ptr %buf, i64 %pos1068
  %el1070 = load float, ptr %elp1069, align 4, !alias.scope !0, !noalias !3
  store float %el1070, ptr %img_92, align 4
  %v1071 = load float, ptr %img_92, align 4
  %fm1072 = fmul float 1.500000e+00, %v1071
  %call1073 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1072)
  store float %call1073, ptr %bright_24, align 4
  %v1074 = load i64, ptr %i, align 8
  %add1075 = add i64 %v1074, 1
  %sub1076 = sub i64 %dim, 1
  %c1077 = icmp slt i64 %add1075, %sub1076
  %mm1078 = select i1 %c1077, i64 %add1075, i64 %sub1076
  %c1079 = icmp sgt i64 0, %mm1078
  %mm1080 = select i1 %c1079, i64 0, i64 %mm1078
  store i64 %mm1080, ptr %p0_93, align 8
  %nonempty1081 = icmp sgt i64 %dim, 0
  %v1082 = load i64, ptr %p0_93, align 8
  br i1 %nonempty1081, label %ok1084, label %fail1083

fail1083:                                         ; preds = %ok1062
  %errp1085 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1085, align 8
  %errp1086 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1086, align 8
  %errp1087 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1082, ptr %errp1087, align 8
  %errp1088 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1088, align 8
  ret i32 1

ok1084:                                           ; preds = %ok1062
  %v1089 = load i64, ptr %j, align 8
  %add1090 = add i64 %v1089, 2
  %sub1091 = sub i64 %dim8, 1
  %c1092 = icmp slt i64 %add1090, %sub1091
  %mm1093 = select i1 %c1092, i64 %add1090, i64 %sub1091
  %c1094 = icmp sgt i64 0, %mm1093
  %mm1095 = select i1 %c1094, i64 0, i64 %mm1093
  store i64 %mm1095, ptr %p1_94, align 8
  %nonempty1096 = icmp sgt i64 %dim8, 0
  %v1097 = load i64, ptr %p1_94, align 8
  br i1 %nonempty1096, label %ok1099, label %fail1098

fail1098:                                         ; preds = %ok1084
  %errp1100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1100, align 8
  %errp1101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1101, align 8
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1097, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1103, align 8
  ret i32 1

ok1099:                                           ; preds = %ok1084
  %v1104 = load i64, ptr %p0_93, align 8
  %v1105 = load i64, ptr %p1_94, align 8
  %nonempty1106 = icmp sgt i64 %dim, 0
  br i1 %nonempty1106, label %ok1108, label %fail1107

fail1107:                                         ; preds = %ok1099
  %errp1109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1109, align 8
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1104, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1112, align 8
  ret i32 1

ok1108:                                           ; preds = %ok1099
  %pos1113 = mul i64 0, %dim
  %pos1114 = add i64 %pos1113, %v1104
  %nonempty1115 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1115, label %ok1117, label %fail1116

fail1116:                                         ; preds = %ok1108
  %errp1118 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1118, align 8
  %errp1119 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1119, align 8
  %errp1120 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1105, ptr %errp1120, align 8
  %errp1121 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1121, align 8
  ret i32 1

ok1117:                                           ; preds = %ok1108
  %pos1122 = mul i64 %pos1114, %dim8
  %pos1123 = add i64 %pos1122, %v1105
  %elp1124 = getelementptr inbounds float, ptr %buf, i64 %pos1123
  %el1125 = load float, ptr %elp1124, align 4, !alias.scope !0, !noalias !3
  store float %el1125, ptr %img_95, align 4
  %v1126 = load float, ptr %img_95, align 4
  %fm1127 = fmul float 1.500000e+00, %v1126
  %call1128 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1127)
  store float %call1128, ptr %bright_25, align 4
  %v1129 = load i64, ptr %i, align 8
  %add1130 = add i64 %v1129, 2
  %sub1131 = sub i64 %dim, 1
  %c1132 = icmp slt i64 %add1130, %sub1131
  %mm1133 = select i1 %c1132, i64 %add1130, i64 %sub1131
  %c1134 = icmp sgt i64 0, %mm1133
  %mm1135 = select i1 %c1134, i64 0, i64 %mm1133
  store i64 %mm1135, ptr %p0_96, align 8
  %nonempty1136 = icmp sgt i64 %dim, 0
  %v1137 = load i64, ptr %p0_96, align 8
  br i1 %nonempty1136, label %ok1139, label %fail1138

fail1138:                                         ; preds = %ok1117
  %errp1140 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1140, align 8
  %errp1141 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1141, align 8
  %errp1142 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1137, ptr %errp1142, align 8
  %errp1143 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1143, align 8
  ret i32 1

ok1139:                                           ; preds = %ok1117
  %v1144 = load i64, ptr %j, align 8
  %add1145 = add i64 %v1144, -2
  %sub1146 = sub i64 %dim8, 1
  %c1147 = icmp slt i64 %add1145, %sub1146
  %mm1148 = select i1 %c1147, i64 %add1145, i64 %sub1146
  %c1149 = icmp sgt i64 0, %mm1148
  %mm1150 = select i1 %c1149, i64 0, i64 %mm1148
  store i64 %mm1150, ptr %p1_97, align 8
  %nonempty1151 = icmp sgt i64 %dim8, 0
  %v1152 = load i64, ptr %p1_97, align 8
  br i1 %nonempty1151, label %ok1154, label %fail1153

fail1153:                                         ; preds = %ok1139
  %errp1155 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1155, align 8
  %errp1156 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1156, align 8
  %errp1157 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1152, ptr %errp1157, align 8
  %errp1158 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1158, align 8
  ret i32 1

ok1154:                                           ; preds = %ok1139
  %v1159 = load i64, ptr %p0_96, align 8
  %v1160 = load i64, ptr %p1_97, align 8
  %nonempty1161 = icmp sgt i64 %dim, 0
  br i1 %nonempty1161, label %ok1163, label %fail1162

fail1162:                                         ; preds = %ok1154
  %errp1164 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1164, align 8
  %errp1165 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1165, align 8
  %errp1166 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1159, ptr %errp1166, align 8
  %errp1167 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1167, align 8
  ret i32 1

ok1163:                                           ; preds = %ok1154
  %pos1168 = mul i64 0, %dim
  %pos1169 = add i64 %pos1168, %v1159
  %nonempty1170 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1170, label %ok1172, label %fail1171

fail1171:                                         ; preds = %ok1163
  %errp1173 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1173, align 8
  %errp1174 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1174, align 8
  %errp1175 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1160, ptr %errp1175, align 8
  %errp1176 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1176, align 8
  ret i32 1

ok1172:                                           ; preds = %ok1163
  %pos1177 = mul i64 %pos1169, %dim8
  %pos1178 = add i64 %pos1177, %v1160
  %elp1179 = getelementptr inbounds float, ptr %buf, i64 %pos1178
  %el1180 = load float, ptr %elp1179, align 4, !alias.scope !0, !noalias !3
  store float %el1180, ptr %img_98, align 4
  %v1181 = load float, ptr %img_98, align 4
  %fm1182 = fmul float 1.500000e+00, %v1181
  %call1183 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1182)
  store float %call1183, ptr %bright_26, align 4
  %v1184 = load i64, ptr %i, align 8
  %add1185 = add i64 %v1184, 2
  %sub1186 = sub i64 %dim, 1
  %c1187 = icmp slt i64 %add1185, %sub1186
  %mm1188 = select i1 %c1187, i64 %add1185, i64 %sub1186
  %c1189 = icmp sgt i64 0, %mm1188
  %mm1190 = select i1 %c1189, i64 0, i64 %mm1188
  store i64 %mm1190, ptr %p0_99, align 8
  %nonempty1191 = icmp sgt i64 %dim, 0
  %v1192 = load i64, ptr %p0_99, align 8
  br i1 %nonempty1191, label %ok1194, label %fail1193

fail1193:                                         ; preds = %ok1172
  %errp1195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1195, align 8
  %errp1196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1196, align 8
  %errp1197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1192, ptr %errp1197, align 8
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1198, align 8
  ret i32 1

ok1194:                                           ; preds = %ok1172
  %v1199 = load i64, ptr %j, align 8
  %add1200 = add i64 %v1199, -1
  %sub1201 = sub i64 %dim8, 1
  %c1202 = icmp slt i64 %add1200, %sub1201
  %mm1203 = select i1 %c1202, i64 %add1200, i64 %sub1201
  %c1204 = icmp sgt i64 0, %mm1203
  %mm1205 = select i1 %c1204, i64 0, i64 %mm1203
  store i64 %mm1205, ptr %p1_100, align 8
  %nonempty1206 = icmp sgt i64 %dim8, 0
  %v1207 = load i64, ptr %p1_100, align 8
  br i1 %nonempty1206, label %ok1209, label %fail1208

fail1208:                                         ; preds = %ok1194
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1210, align 8
  %errp1211 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1211, align 8
  %errp1212 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1207, ptr %errp1212, align 8
  %errp1213 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1213, align 8
  ret i32 1

ok1209:                                           ; preds = %ok1194
  %v1214 = load i64, ptr %p0_99, align 8
  %v1215 = load i64, ptr %p1_100, align 8
  %nonempty1216 = icmp sgt i64 %dim, 0
  br i1 %nonempty1216, label %ok1218, label %fail1217

fail1217:                                         ; preds = %ok1209
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1219, align 8
  %errp1220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1220, align 8
  %errp1221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1214, ptr %errp1221, align 8
  %errp1222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1222, align 8
  ret i32 1

ok1218:                                           ; preds = %ok1209
  %pos1223 = mul i64 0, %dim
  %pos1224 = add i64 %pos1223, %v1214
  %nonempty1225 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1225, label %ok1227, label %fail1226

fail1226:                                         ; preds = %ok1218
  %errp1228 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1228, align 8
  %errp1229 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1229, align 8
  %errp1230 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1215, ptr %errp1230, align 8
  %errp1231 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1231, align 8
  ret i32 1

ok1227:                                           ; preds = %ok1218
  %pos1232 = mul i64 %pos1224, %dim8
  %pos1233 = add i64 %pos1232, %v1215
  %elp1234 = getelementptr inbounds float, ptr %buf, i64 %pos1233
  %el1235 = load float, ptr %elp1234, align 4, !alias.scope !0, !noalias !3
  store float %el1235, ptr %img_101, align 4
  %v1236 = load float, ptr %img_101, align 4
  %fm1237 = fmul float 1.500000e+00, %v1236
  %call1238 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1237)
  store float %call1238, ptr %bright_27, align 4
  %v1239 = load i64, ptr %i, align 8
  %add1240 = add i64 %v1239, 2
  %sub1241 = sub i64 %dim, 1
  %c1242 = icmp slt i64 %add1240, %sub1241
  %mm1243 = select i1 %c1242, i64 %add1240, i64 %sub1241
  %c1244 = icmp sgt i64 0, %mm1243
  %mm1245 = select i1 %c1244, i64 0, i64 %mm1243
  store i64 %mm1245, ptr %p0_102, align 8
  %nonempty1246 = icmp sgt i64 %dim, 0
  %v1247 = load i64, ptr %p0_102, align 8
  br i1 %nonempty1246, label %ok1249, label %fail1248

fail1248:                                         ; preds = %ok1227
  %errp1250 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1250, align 8
  %errp1251 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1251, align 8
  %errp1252 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1247, ptr %errp1252, align 8
  %errp1253 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1253, align 8
  ret i32 1

ok1249:                                           ; preds = %ok1227
  %v1254 = load i64, ptr %j, align 8
  %add1255 = add i64 %v1254, 0
  %sub1256 = sub i64 %dim8, 1
  %c1257 = icmp slt i64 %add1255, %sub1256
  %mm1258 = select i1 %c1257, i64 %add1255, i64 %sub1256
  %c1259 = icmp sgt i64 0, %mm1258
  %mm1260 = select i1 %c1259, i64 0, i64 %mm1258
  store i64 %mm1260, ptr %p1_103, align 8
  %nonempty1261 = icmp sgt i64 %dim8, 0
  %v1262 = load i64, ptr %p1_103, align 8
  br i1 %nonempty1261, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1249
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1262, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1249
  %v1269 = load i64, ptr %p0_102, align 8
  %v1270 = load i64, ptr %p1_103, align 8
  %nonempty1271 = icmp sgt i64 %dim, 0
  br i1 %nonempty1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1269, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 0, %dim
  %pos1279 = add i64 %pos1278, %v1269
  %nonempty1280 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1280, label %ok1282, label %fail1281

fail1281:                                         ; preds = %ok1273
  %errp1283 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1283, align 8
  %errp1284 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1284, align 8
  %errp1285 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1270, ptr %errp1285, align 8
  %errp1286 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1286, align 8
  ret i32 1

ok1282:                                           ; preds = %ok1273
  %pos1287 = mul i64 %pos1279, %dim8
  %pos1288 = add i64 %pos1287, %v1270
  %elp1289 = getelementptr inbounds float, ptr %buf, i64 %pos1288
  %el1290 = load float, ptr %elp1289, align 4, !alias.scope !0, !noalias !3
  store float %el1290, ptr %img_104, align 4
  %v1291 = load float, ptr %img_104, align 4
  %fm1292 = fmul float 1.500000e+00, %v1291
  %call1293 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1292)
  store float %call1293, ptr %bright_28, align 4
  %v1294 = load i64, ptr %i, align 8
  %add1295 = add i64 %v1294, 2
  %sub1296 = sub i64 %dim, 1
  %c1297 = icmp slt i64 %add1295, %sub1296
  %mm1298 = select i1 %c1297, i64 %add1295, i64 %sub1296
  %c1299 = icmp sgt i64 0, %mm1298
  %mm1300 = select i1 %c1299, i64 0, i64 %mm1298
  store i64 %mm1300, ptr %p0_105, align 8
  %nonempty1301 = icmp sgt i64 %dim, 0
  %v1302 = load i64, ptr %p0_105, align 8
  br i1 %nonempty1301, label %ok1304, label %fail1303

fail1303:                                         ; preds = %ok1282
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1306, align 8
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1302, ptr %errp1307, align 8
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1308, align 8
  ret i32 1

ok1304:                                           ; preds = %ok1282
  %v1309 = load i64, ptr %j, align 8
  %add1310 = add i64 %v1309, 1
  %sub1311 = sub i64 %dim8, 1
  %c1312 = icmp slt i64 %add1310, %sub1311
  %mm1313 = select i1 %c1312, i64 %add1310, i64 %sub1311
  %c1314 = icmp sgt i64 0, %mm1313
  %mm1315 = select i1 %c1314, i64 0, i64 %mm1313
  store i64 %mm1315, ptr %p1_106, align 8
  %nonempty1316 = icmp sgt i64 %dim8, 0
  %v1317 = load i64, ptr %p1_106, align 8
  br i1 %nonempty1316, label %ok1319, label %fail1318

fail1318:                                         ; preds = %ok1304
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1320, align 8
  %errp1321 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1321, align 8
  %errp1322 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1317, ptr %errp1322, align 8
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1323, align 8
  ret i32 1

ok1319:                                           ; preds = %ok1304
  %v1324 = load i64, ptr %p0_105, align 8
  %v1325 = load i64, ptr %p1_106, align 8
  %nonempty1326 = icmp sgt i64 %dim, 0
  br i1 %nonempty1326, label %ok1328, label %fail1327

fail1327:                                         ; preds = %ok1319
  %errp1329 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1329, align 8
  %errp1330 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1330, align 8
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1324, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1332, align 8
  ret i32 1

ok1328:                                           ; preds = %ok1319
  %pos1333 = mul i64 0, %dim
  %pos1334 = add i64 %pos1333, %v1324
  %nonempty1335 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1335, label %ok1337, label %fail1336

fail1336:                                         ; preds = %ok1328
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1325, ptr %errp1340, align 8
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1341, align 8
  ret i32 1

ok1337:                                           ; preds = %ok1328
  %pos1342 = mul i64 %pos1334, %dim8
  %pos1343 = add i64 %pos1342, %v1325
  %elp1344 = getelementptr inbounds float, ptr %buf, i64 %pos1343
  %el1345 = load float, ptr %elp1344, align 4, !alias.scope !0, !noalias !3
  store float %el1345, ptr %img_107, align 4
  %v1346 = load float, ptr %img_107, align 4
  %fm1347 = fmul float 1.500000e+00, %v1346
  %call1348 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1347)
  store float %call1348, ptr %bright_29, align 4
  %v1349 = load i64, ptr %i, align 8
  %add1350 = add i64 %v1349, 2
  %sub1351 = sub i64 %dim, 1
  %c1352 = icmp slt i64 %add1350, %sub1351
  %mm1353 = select i1 %c1352, i64 %add1350, i64 %sub1351
  %c1354 = icmp sgt i64 0, %mm1353
  %mm1355 = select i1 %c1354, i64 0, i64 %mm1353
  store i64 %mm1355, ptr %p0_108, align 8
  %nonempty1356 = icmp sgt i64 %dim, 0
  %v1357 = load i64, ptr %p0_108, align 8
  br i1 %nonempty1356, label %ok1359, label %fail1358

fail1358:                                         ; preds = %ok1337
  %errp1360 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1360, align 8
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1357, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1363, align 8
  ret i32 1

ok1359:                                           ; preds = %ok1337
  %v1364 = load i64, ptr %j, align 8
  %add1365 = add i64 %v1364, 2
  %sub1366 = sub i64 %dim8, 1
  %c1367 = icmp slt i64 %add1365, %sub1366
  %mm1368 = select i1 %c1367, i64 %add1365, i64 %sub1366
  %c1369 = icmp sgt i64 0, %mm1368
  %mm1370 = select i1 %c1369, i64 0, i64 %mm1368
  store i64 %mm1370, ptr %p1_109, align 8
  %nonempty1371 = icmp sgt i64 %dim8, 0
  %v1372 = load i64, ptr %p1_109, align 8
  br i1 %nonempty1371, label %ok1374, label %fail1373

fail1373:                                         ; preds = %ok1359
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1372, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1378, align 8
  ret i32 1

ok1374:                                           ; preds = %ok1359
  %v1379 = load i64, ptr %p0_108, align 8
  %v1380 = load i64, ptr %p1_109, align 8
  %nonempty1381 = icmp sgt i64 %dim, 0
  br i1 %nonempty1381, label %ok1383, label %fail1382

fail1382:                                         ; preds = %ok1374
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1384, align 8
  %errp1385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1385, align 8
  %errp1386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1379, ptr %errp1386, align 8
  %errp1387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1387, align 8
  ret i32 1

ok1383:                                           ; preds = %ok1374
  %pos1388 = mul i64 0, %dim
  %pos1389 = add i64 %pos1388, %v1379
  %nonempty1390 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1390, label %ok1392, label %fail1391

fail1391:                                         ; preds = %ok1383
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1393, align 8
  %errp1394 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1394, align 8
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1380, ptr %errp1395, align 8
  %errp1396 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1396, align 8
  ret i32 1

ok1392:                                           ; preds = %ok1383
  %pos1397 = mul i64 %pos1389, %dim8
  %pos1398 = add i64 %pos1397, %v1380
  %elp1399 = getelementptr inbounds float, ptr %buf, i64 %pos1398
  %el1400 = load float, ptr %elp1399, align 4, !alias.scope !0, !noalias !3
  store float %el1400, ptr %img_110, align 4
  %v1401 = load float, ptr %img_110, align 4
  %fm1402 = fmul float 1.500000e+00, %v1401
  %call1403 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1402)
  store float %call1403, ptr %bright_30, align 4
  %v1404 = load float, ptr %bright_6, align 4
  %tup = insertvalue { float, float, float, float, float } undef, float %v1404, 0
  %v1405 = load float, ptr %bright_7, align 4
  %tup1406 = insertvalue { float, float, float, float, float } %tup, float %v1405, 1
  %v1407 = load float, ptr %bright_8, align 4
  %tup1408 = insertvalue { float, float, float, float, float } %tup1406, float %v1407, 2
  %v1409 = load float, ptr %bright_9, align 4
  %tup1410 = insertvalue { float, float, float, float, float } %tup1408, float %v1409, 3
  %v1411 = load float, ptr %bright_10, align 4
  %tup1412 = insertvalue { float, float, float, float, float } %tup1410, float %v1411, 4
  store { float, float, float, float, float } %tup1412, ptr %"%cse0_31", align 4
  %fldp = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld = load float, ptr %fldp, align 4
  %fldp1413 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld1414 = load float, ptr %fldp1413, align 4
  %fm1415 = fmul float 4.000000e+00, %fld1414
  %fa = fadd float %fld, %fm1415
  %fldp1416 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld1417 = load float, ptr %fldp1416, align 4
  %fm1418 = fmul float 6.000000e+00, %fld1417
  %fa1419 = fadd float %fa, %fm1418
  %fldp1420 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld1421 = load float, ptr %fldp1420, align 4
  %fm1422 = fmul float 4.000000e+00, %fld1421
  %fa1423 = fadd float %fa1419, %fm1422
  %fldp1424 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld1425 = load float, ptr %fldp1424, align 4
  %fa1426 = fadd float %fa1423, %fld1425
  %v1427 = load float, ptr %bright_11, align 4
  %tup1428 = insertvalue { float, float, float, float, float } undef, float %v1427, 0
  %v1429 = load float, ptr %bright_12, align 4
  %tup1430 = insertvalue { float, float, float, float, float } %tup1428, float %v1429, 1
  %v1431 = load float, ptr %bright_13, align 4
  %tup1432 = insertvalue { float, float, float, float, float } %tup1430, float %v1431, 2
  %v1433 = load float, ptr %bright_14, align 4
  %tup1434 = insertvalue { float, float, float, float, float } %tup1432, float %v1433, 3
  %v1435 = load float, ptr %bright_15, align 4
  %tup1436 = insertvalue { float, float, float, float, float } %tup1434, float %v1435, 4
  store { float, float, float, float, float } %tup1436, ptr %"%cse1_32", align 4
  %fldp1437 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld1438 = load float, ptr %fldp1437, align 4
  %fldp1439 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld1440 = load float, ptr %fldp1439, align 4
  %fm1441 = fmul float 4.000000e+00, %fld1440
  %fa1442 = fadd float %fld1438, %fm1441
  %fldp1443 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld1444 = load float, ptr %fldp1443, align 4
  %fm1445 = fmul float 6.000000e+00, %fld1444
  %fa1446 = fadd float %fa1442, %fm1445
  %fldp1447 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld1448 = load float, ptr %fldp1447, align 4
  %fm1449 = fmul float 4.000000e+00, %fld1448
  %fa1450 = fadd float %fa1446, %fm1449
  %fldp1451 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld1452 = load float, ptr %fldp1451, align 4
  %fa1453 = fadd float %fa1450, %fld1452
  %fm1454 = fmul float 4.000000e+00, %fa1453
  %fa1455 = fadd float %fa1426, %fm1454
  %v1456 = load float, ptr %bright_16, align 4
  %tup1457 = insertvalue { float, float, float, float, float } undef, float %v1456, 0
  %v1458 = load float, ptr %bright_17, align 4
  %tup1459 = insertvalue { float, float, float, float, float } %tup1457, float %v1458, 1
  %v1460 = load float, ptr %bright_18, align 4
  %tup1461 = insertvalue { float, float, float, float, float } %tup1459, float %v1460, 2
  %v1462 = load float, ptr %bright_19, align 4
  %tup1463 = insertvalue { float, float, float, float, float } %tup1461, float %v1462, 3
  %v1464 = load float, ptr %bright_20, align 4
  %tup1465 = insertvalue { float, float, float, float, float } %tup1463, float %v1464, 4
  store { float, float, float, float, float } %tup1465, ptr %"%cse2_33", align 4
  %fldp1466 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld1467 = load float, ptr %fldp1466, align 4
  %fldp1468 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld1469 = load float, ptr %fldp1468, align 4
  %fm1470 = fmul float 4.000000e+00, %fld1469
  %fa1471 = fadd float %fld1467, %fm1470
  %fldp1472 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld1473 = load float, ptr %fldp1472, align 4
  %fm1474 = fmul float 6.000000e+00, %fld1473
  %fa1475 = fadd float %fa1471, %fm1474
  %fldp1476 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld1477 = load float, ptr %fldp1476, align 4
  %fm1478 = fmul float 4.000000e+00, %fld1477
  %fa1479 = fadd float %fa1475, %fm1478
  %fldp1480 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld1481 = load float, ptr %fldp1480, align 4
  %fa1482 = fadd float %fa1479, %fld1481
  %fm1483 = fmul float 6.000000e+00, %fa1482
  %fa1484 = fadd float %fa1455, %fm1483
  %v1485 = load float, ptr %bright_21, align 4
  %tup1486 = insertvalue { float, float, float, float, float } undef, float %v1485, 0
  %v1487 = load float, ptr %bright_22, align 4
  %tup1488 = insertvalue { float, float, float, float, float } %tup1486, float %v1487, 1
  %v1489 = load float, ptr %bright_23, align 4
  %tup1490 = insertvalue { float, float, float, float, float } %tup1488, float %v1489, 2
  %v1491 = load float, ptr %bright_24, align 4
  %tup1492 = insertvalue { float, float, float, float, float } %tup1490, float %v1491, 3
  %v1493 = load float, ptr %bright_25, align 4
  %tup1494 = insertvalue { float, float, float, float, float } %tup1492, float %v1493, 4
  store { float, float, float, float, float } %tup1494, ptr %"%cse3_34", align 4
  %fldp1495 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld1496 = load float, ptr %fldp1495, align 4
  %fldp1497 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld1498 = load float, ptr %fldp1497, align 4
  %fm1499 = fmul float 4.000000e+00, %fld1498
  %fa1500 = fadd float %fld1496, %fm1499
  %fldp1501 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld1502 = load float, ptr %fldp1501, align 4
  %fm1503 = fmul float 6.000000e+00, %fld1502
  %fa1504 = fadd float %fa1500, %fm1503
  %fldp1505 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld1506 = load float, ptr %fldp1505, align 4
  %fm1507 = fmul float 4.000000e+00, %fld1506
  %fa1508 = fadd float %fa1504, %fm1507
  %fldp1509 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld1510 = load float, ptr %fldp1509, align 4
  %fa1511 = fadd float %fa1508, %fld1510
  %fm1512 = fmul float 4.000000e+00, %fa1511
  %fa1513 = fadd float %fa1484, %fm1512
  %v1514 = load float, ptr %bright_26, align 4
  %tup1515 = insertvalue { float, float, float, float, float } undef, float %v1514, 0
  %v1516 = load float, ptr %bright_27, align 4
  %tup1517 = insertvalue { float, float, float, float, float } %tup1515, float %v1516, 1
  %v1518 = load float, ptr %bright_28, align 4
  %tup1519 = insertvalue { float, float, float, float, float } %tup1517, float %v1518, 2
  %v1520 = load float, ptr %bright_29, align 4
  %tup1521 = insertvalue { float, float, float, float, float } %tup1519, float %v1520, 3
  %v1522 = load float, ptr %bright_30, align 4
  %tup1523 = insertvalue { float, float, float, float, float } %tup1521, float %v1522, 4
  store { float, float, float, float, float } %tup1523, ptr %"%cse4_35", align 4
  %fldp1524 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld1525 = load float, ptr %fldp1524, align 4
  %fldp1526 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld1527 = load float, ptr %fldp1526, align 4
  %fm1528 = fmul float 4.000000e+00, %fld1527
  %fa1529 = fadd float %fld1525, %fm1528
  %fldp1530 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld1531 = load float, ptr %fldp1530, align 4
  %fm1532 = fmul float 6.000000e+00, %fld1531
  %fa1533 = fadd float %fa1529, %fm1532
  %fldp1534 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld1535 = load float, ptr %fldp1534, align 4
  %fm1536 = fmul float 4.000000e+00, %fld1535
  %fa1537 = fadd float %fa1533, %fm1536
  %fldp1538 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld1539 = load float, ptr %fldp1538, align 4
  %fa1540 = fadd float %fa1537, %fld1539
  %fa1541 = fadd float %fa1513, %fa1540
  %fd = fdiv float %fa1541, 2.560000e+02
  store float %fd, ptr %blurred_3, align 4
  %v1542 = load i64, ptr %i, align 8
  %v1543 = load i64, ptr %j, align 8
  %pos1544 = mul i64 0, %dim
  %pos1545 = add i64 %pos1544, %v1542
  %pos1546 = mul i64 %pos1545, %dim8
  %pos1547 = add i64 %pos1546, %v1543
  %v1548 = load float, ptr %blurred_3, align 4
  %elp1551 = getelementptr inbounds float, ptr %buf1550, i64 %pos1547
  store float %v1548, ptr %elp1551, align 4, !alias.scope !3, !noalias !0
  %i1552 = load i64, ptr %j, align 8
  %next = add i64 %i1552, 1
  store i64 %next, ptr %j, align 8
  br label %loop34

loop1553:                                         ; preds = %ok2795, %exit36
  %i1556 = load i64, ptr %j, align 8
  %more1557 = icmp slt i64 %i1556, %min33
  br i1 %more1557, label %body1554, label %exit1555

body1554:                                         ; preds = %loop1553
  %v1558 = load i64, ptr %i, align 8
  %add1559 = add i64 %v1558, -2
  %sub1560 = sub i64 %dim, 1
  %c1561 = icmp slt i64 %add1559, %sub1560
  %mm1562 = select i1 %c1561, i64 %add1559, i64 %sub1560
  %c1563 = icmp sgt i64 0, %mm1562
  %mm1564 = select i1 %c1563, i64 0, i64 %mm1562
  store i64 %mm1564, ptr %p0_36, align 8
  %nonempty1565 = icmp sgt i64 %dim, 0
  %v1566 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1565, label %ok1568, label %fail1567

exit1555:                                         ; preds = %loop1553
  store i64 %min33, ptr %j, align 8
  br label %loop2960

fail1567:                                         ; preds = %body1554
  %errp1569 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1569, align 8
  %errp1570 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1570, align 8
  %errp1571 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1566, ptr %errp1571, align 8
  %errp1572 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1572, align 8
  ret i32 1

ok1568:                                           ; preds = %body1554
  %j1573 = load i64, ptr %j, align 8
  %tap = add i64 %j1573, -2
  store i64 %tap, ptr %p1_37, align 8
  %nonempty1574 = icmp sgt i64 %dim8, 0
  %v1575 = load i64, ptr %p1_37, align 8
  br i1 %nonempty1574, label %ok1577, label %fail1576

fail1576:                                         ; preds = %ok1568
  %errp1578 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1578, align 8
  %errp1579 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1579, align 8
  %errp1580 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1575, ptr %errp1580, align 8
  %errp1581 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1581, align 8
  ret i32 1

ok1577:                                           ; preds = %ok1568
  %v1582 = load i64, ptr %p0_36, align 8
  %v1583 = load i64, ptr %p1_37, align 8
  %nonempty1584 = icmp sgt i64 %dim, 0
  br i1 %nonempty1584, label %ok1586, label %fail1585

fail1585:                                         ; preds = %ok1577
  %errp1587 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1587, align 8
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1588, align 8
  %errp1589 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1582, ptr %errp1589, align 8
  %errp1590 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1590, align 8
  ret i32 1

ok1586:                                           ; preds = %ok1577
  %pos1591 = mul i64 0, %dim
  %pos1592 = add i64 %pos1591, %v1582
  %nonempty1593 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1593, label %ok1595, label %fail1594

fail1594:                                         ; preds = %ok1586
  %errp1596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1596, align 8
  %errp1597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1597, align 8
  %errp1598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1583, ptr %errp1598, align 8
  %errp1599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1599, align 8
  ret i32 1

ok1595:                                           ; preds = %ok1586
  %pos1600 = mul i64 %pos1592, %dim8
  %pos1601 = add i64 %pos1600, %v1583
  %elp1602 = getelementptr inbounds float, ptr %buf, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !0, !noalias !3
  store float %el1603, ptr %img_38, align 4
  %v1604 = load float, ptr %img_38, align 4
  %fm1605 = fmul float 1.500000e+00, %v1604
  %call1606 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1605)
  store float %call1606, ptr %bright_6, align 4
  %v1607 = load i64, ptr %i, align 8
  %add1608 = add i64 %v1607, -2
  %sub1609 = sub i64 %dim, 1
  %c1610 = icmp slt i64 %add1608, %sub1609
  %mm1611 = select i1 %c1610, i64 %add1608, i64 %sub1609
  %c1612 = icmp sgt i64 0, %mm1611
  %mm1613 = select i1 %c1612, i64 0, i64 %mm1611
  store i64 %mm1613, ptr %p0_39, align 8
  %nonempty1614 = icmp sgt i64 %dim, 0
  %v1615 = load i64, ptr %p0_39, align 8
  br i1 %nonempty1614, label %ok1617, label %fail1616

fail1616:                                         ; preds = %ok1595
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1618, align 8
  %errp1619 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1619, align 8
  %errp1620 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1615, ptr %errp1620, align 8
  %errp1621 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1621, align 8
  ret i32 1

ok1617:                                           ; preds = %ok1595
  %j1622 = load i64, ptr %j, align 8
  %tap1623 = add i64 %j1622, -1
  store i64 %tap1623, ptr %p1_40, align 8
  %nonempty1624 = icmp sgt i64 %dim8, 0
  %v1625 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1624, label %ok1627, label %fail1626

fail1626:                                         ; preds = %ok1617
  %errp1628 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1628, align 8
  %errp1629 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1629, align 8
  %errp1630 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1625, ptr %errp1630, align 8
  %errp1631 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1631, align 8
  ret i32 1

ok1627:                                           ; preds = %ok1617
  %v1632 = load i64, ptr %p0_39, align 8
  %v1633 = load i64, ptr %p1_40, align 8
  %nonempty1634 = icmp sgt i64 %dim, 0
  br i1 %nonempty1634, label %ok1636, label %fail1635

fail1635:                                         ; preds = %ok1627
  %errp1637 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1637, align 8
  %errp1638 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1638, align 8
  %errp1639 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1632, ptr %errp1639, align 8
  %errp1640 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1640, align 8
  ret i32 1

ok1636:                                           ; preds = %ok1627
  %pos1641 = mul i64 0, %dim
  %pos1642 = add i64 %pos1641, %v1632
  %nonempty1643 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1643, label %ok1645, label %fail1644

fail1644:                                         ; preds = %ok1636
  %errp1646 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1646, align 8
  %errp1647 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1647, align 8
  %errp1648 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1633, ptr %errp1648, align 8
  %errp1649 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1649, align 8
  ret i32 1

ok1645:                                           ; preds = %ok1636
  %pos1650 = mul i64 %pos1642, %dim8
  %pos1651 = add i64 %pos1650, %v1633
  %elp1652 = getelementptr inbounds float, ptr %buf, i64 %pos1651
  %el1653 = load float, ptr %elp1652, align 4, !alias.scope !0, !noalias !3
  store float %el1653, ptr %img_41, align 4
  %v1654 = load float, ptr %img_41, align 4
  %fm1655 = fmul float 1.500000e+00, %v1654
  %call1656 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1655)
  store float %call1656, ptr %bright_7, align 4
  %v1657 = load i64, ptr %i, align 8
  %add1658 = add i64 %v1657, -2
  %sub1659 = sub i64 %dim, 1
  %c1660 = icmp slt i64 %add1658, %sub1659
  %mm1661 = select i1 %c1660, i64 %add1658, i64 %sub1659
  %c1662 = icmp sgt i64 0, %mm1661
  %mm1663 = select i1 %c1662, i64 0, i64 %mm1661
  store i64 %mm1663, ptr %p0_42, align 8
  %nonempty1664 = icmp sgt i64 %dim, 0
  %v1665 = load i64, ptr %p0_42, align 8
  br i1 %nonempty1664, label %ok1667, label %fail1666

fail1666:                                         ; preds = %ok1645
  %errp1668 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1668, align 8
  %errp1669 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1669, align 8
  %errp1670 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1665, ptr %errp1670, align 8
  %errp1671 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1671, align 8
  ret i32 1

ok1667:                                           ; preds = %ok1645
  %j1672 = load i64, ptr %j, align 8
  %tap1673 = add i64 %j1672, 0
  store i64 %tap1673, ptr %p1_43, align 8
  %nonempty1674 = icmp sgt i64 %dim8, 0
  %v1675 = load i64, ptr %p1_43, align 8
  br i1 %nonempty1674, label %ok1677, label %fail1676

fail1676:                                         ; preds = %ok1667
  %errp1678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1678, align 8
  %errp1679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1679, align 8
  %errp1680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1675, ptr %errp1680, align 8
  %errp1681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1681, align 8
  ret i32 1

ok1677:                                           ; preds = %ok1667
  %v1682 = load i64, ptr %p0_42, align 8
  %v1683 = load i64, ptr %p1_43, align 8
  %nonempty1684 = icmp sgt i64 %dim, 0
  br i1 %nonempty1684, label %ok1686, label %fail1685

fail1685:                                         ; preds = %ok1677
  %errp1687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1687, align 8
  %errp1688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1688, align 8
  %errp1689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1682, ptr %errp1689, align 8
  %errp1690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1690, align 8
  ret i32 1

ok1686:                                           ; preds = %ok1677
  %pos1691 = mul i64 0, %dim
  %pos1692 = add i64 %pos1691, %v1682
  %nonempty1693 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1693, label %ok1695, label %fail1694

fail1694:                                         ; preds = %ok1686
  %errp1696 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1696, align 8
  %errp1697 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1697, align 8
  %errp1698 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1683, ptr %errp1698, align 8
  %errp1699 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1699, align 8
  ret i32 1

ok1695:                                           ; preds = %ok1686
  %pos1700 = mul i64 %pos1692, %dim8
  %pos1701 = add i64 %pos1700, %v1683
  %elp1702 = getelementptr inbounds float, ptr %buf, i64 %pos1701
  %el1703 = load float, ptr %elp1702, align 4, !alias.scope !0, !noalias !3
  store float %el1703, ptr %img_44, align 4
  %v1704 = load float, ptr %img_44, align 4
  %fm1705 = fmul float 1.500000e+00, %v1704
  %call1706 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1705)
  store float %call1706, ptr %bright_8, align 4
  %v1707 = load i64, ptr %i, align 8
  %add1708 = add i64 %v1707, -2
  %sub1709 = sub i64 %dim, 1
  %c1710 = icmp slt i64 %add1708, %sub1709
  %mm1711 = select i1 %c1710, i64 %add1708, i64 %sub1709
  %c1712 = icmp sgt i64 0, %mm1711
  %mm1713 = select i1 %c1712, i64 0, i64 %mm1711
  store i64 %mm1713, ptr %p0_45, align 8
  %nonempty1714 = icmp sgt i64 %dim, 0
  %v1715 = load i64, ptr %p0_45, align 8
  br i1 %nonempty1714, label %ok1717, label %fail1716

fail1716:                                         ; preds = %ok1695
  %errp1718 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1718, align 8
  %errp1719 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1719, align 8
  %errp1720 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1715, ptr %errp1720, align 8
  %errp1721 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1721, align 8
  ret i32 1

ok1717:                                           ; preds = %ok1695
  %j1722 = load i64, ptr %j, align 8
  %tap1723 = add i64 %j1722, 1
  store i64 %tap1723, ptr %p1_46, align 8
  %nonempty1724 = icmp sgt i64 %dim8, 0
  %v1725 = load i64, ptr %p1_46, align 8
  br i1 %nonempty1724, label %ok1727, label %fail1726

fail1726:                                         ; preds = %ok1717
  %errp1728 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1728, align 8
  %errp1729 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1729, align 8
  %errp1730 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1725, ptr %errp1730, align 8
  %errp1731 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1731, align 8
  ret i32 1

ok1727:                                           ; preds = %ok1717
  %v1732 = load i64, ptr %p0_45, align 8
  %v1733 = load i64, ptr %p1_46, align 8
  %nonempty1734 = icmp sgt i64 %dim, 0
  br i1 %nonempty1734, label %ok1736, label %fail1735

fail1735:                                         ; preds = %ok1727
  %errp1737 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1737, align 8
  %errp1738 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1738, align 8
  %errp1739 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1732, ptr %errp1739, align 8
  %errp1740 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1740, align 8
  ret i32 1

ok1736:                                           ; preds = %ok1727
  %pos1741 = mul i64 0, %dim
  %pos1742 = add i64 %pos1741, %v1732
  %nonempty1743 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1743, label %ok1745, label %fail1744

fail1744:                                         ; preds = %ok1736
  %errp1746 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1746, align 8
  %errp1747 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1747, align 8
  %errp1748 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1733, ptr %errp1748, align 8
  %errp1749 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1749, align 8
  ret i32 1

ok1745:                                           ; preds = %ok1736
  %pos1750 = mul i64 %pos1742, %dim8
  %pos1751 = add i64 %pos1750, %v1733
  %elp1752 = getelementptr inbounds float, ptr %buf, i64 %pos1751
  %el1753 = load float, ptr %elp1752, align 4, !alias.scope !0, !noalias !3
  store float %el1753, ptr %img_47, align 4
  %v1754 = load float, ptr %img_47, align 4
  %fm1755 = fmul float 1.500000e+00, %v1754
  %call1756 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1755)
  store float %call1756, ptr %bright_9, align 4
  %v1757 = load i64, ptr %i, align 8
  %add1758 = add i64 %v1757, -2
  %sub1759 = sub i64 %dim, 1
  %c1760 = icmp slt i64 %add1758, %sub1759
  %mm1761 = select i1 %c1760, i64 %add1758, i64 %sub1759
  %c1762 = icmp sgt i64 0, %mm1761
  %mm1763 = select i1 %c1762, i64 0, i64 %mm1761
  store i64 %mm1763, ptr %p0_48, align 8
  %nonempty1764 = icmp sgt i64 %dim, 0
  %v1765 = load i64, ptr %p0_48, align 8
  br i1 %nonempty1764, label %ok1767, label %fail1766

fail1766:                                         ; preds = %ok1745
  %errp1768 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1768, align 8
  %errp1769 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1769, align 8
  %errp1770 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1765, ptr %errp1770, align 8
  %errp1771 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1771, align 8
  ret i32 1

ok1767:                                           ; preds = %ok1745
  %j1772 = load i64, ptr %j, align 8
  %tap1773 = add i64 %j1772, 2
  store i64 %tap1773, ptr %p1_49, align 8
  %nonempty1774 = icmp sgt i64 %dim8, 0
  %v1775 = load i64, ptr %p1_49, align 8
  br i1 %nonempty1774, label %ok1777, label %fail1776

fail1776:                                         ; preds = %ok1767
  %errp1778 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1778, align 8
  %errp1779 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1779, align 8
  %errp1780 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1775, ptr %errp1780, align 8
  %errp1781 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1781, align 8
  ret i32 1

ok1777:                                           ; preds = %ok1767
  %v1782 = load i64, ptr %p0_48, align 8
  %v1783 = load i64, ptr %p1_49, align 8
  %nonempty1784 = icmp sgt i64 %dim, 0
  br i1 %nonempty1784, label %ok1786, label %fail1785

fail1785:                                         ; preds = %ok1777
  %errp1787 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1787, align 8
  %errp1788 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1788, align 8
  %errp1789 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1782, ptr %errp1789, align 8
  %errp1790 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1790, align 8
  ret i32 1

ok1786:                                           ; preds = %ok1777
  %pos1791 = mul i64 0, %dim
  %pos1792 = add i64 %pos1791, %v1782
  %nonempty1793 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1793, label %ok1795, label %fail1794

fail1794:                                         ; preds = %ok1786
  %errp1796 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1796, align 8
  %errp1797 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1797, align 8
  %errp1798 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1783, ptr %errp1798, align 8
  %errp1799 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1799, align 8
  ret i32 1

ok1795:                                           ; preds = %ok1786
  %pos1800 = mul i64 %pos1792, %dim8
  %pos1801 = add i64 %pos1800, %v1783
  %elp1802 = getelementptr inbounds float, ptr %buf, i64 %pos1801
  %el1803 = load float, ptr %elp1802, align 4, !alias.scope !0, !noalias !3
  store float %el1803, ptr %img_50, align 4
  %v1804 = load float, ptr %img_50, align 4
  %fm1805 = fmul float 1.500000e+00, %v1804
  %call1806 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1805)
  store float %call1806, ptr %bright_10, align 4
  %v1807 = load i64, ptr %i, align 8
  %add1808 = add i64 %v1807, -1
  %sub1809 = sub i64 %dim, 1
  %c1810 = icmp slt i64 %add1808, %sub1809
  %mm1811 = select i1 %c1810, i64 %add1808, i64 %sub1809
  %c1812 = icmp sgt i64 0, %mm1811
  %mm1813 = select i1 %c1812, i64 0, i64 %mm1811
  store i64 %mm1813, ptr %p0_51, align 8
  %nonempty1814 = icmp sgt i64 %dim, 0
  %v1815 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1814, label %ok1817, label %fail1816

fail1816:                                         ; preds = %ok1795
  %errp1818 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1818, align 8
  %errp1819 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1819, align 8
  %errp1820 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1815, ptr %errp1820, align 8
  %errp1821 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1821, align 8
  ret i32 1

ok1817:                                           ; preds = %ok1795
  %j1822 = load i64, ptr %j, align 8
  %tap1823 = add i64 %j1822, -2
  store i64 %tap1823, ptr %p1_52, align 8
  %nonempty1824 = icmp sgt i64 %dim8, 0
  %v1825 = load i64, ptr %p1_52, align 8
  br i1 %nonempty1824, label %ok1827, label %fail1826

fail1826:                                         ; preds = %ok1817
  %errp1828 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1828, align 8
  %errp1829 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1829, align 8
  %errp1830 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1825, ptr %errp1830, align 8
  %errp1831 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1831, align 8
  ret i32 1

ok1827:                                           ; preds = %ok1817
  %v1832 = load i64, ptr %p0_51, align 8
  %v1833 = load i64, ptr %p1_52, align 8
  %nonempty1834 = icmp sgt i64 %dim, 0
  br i1 %nonempty1834, label %ok1836, label %fail1835

fail1835:                                         ; preds = %ok1827
  %errp1837 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1837, align 8
  %errp1838 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1838, align 8
  %errp1839 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1832, ptr %errp1839, align 8
  %errp1840 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1840, align 8
  ret i32 1

ok1836:                                           ; preds = %ok1827
  %pos1841 = mul i64 0, %dim
  %pos1842 = add i64 %pos1841, %v1832
  %nonempty1843 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1843, label %ok1845, label %fail1844

fail1844:                                         ; preds = %ok1836
  %errp1846 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1846, align 8
  %errp1847 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1847, align 8
  %errp1848 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1833, ptr %errp1848, align 8
  %errp1849 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1849, align 8
  ret i32 1

ok1845:                                           ; preds = %ok1836
  %pos1850 = mul i64 %pos1842, %dim8
  %pos1851 = add i64 %pos1850, %v1833
  %elp1852 = getelementptr inbounds float, ptr %buf, i64 %pos1851
  %el1853 = load float, ptr %elp1852, align 4, !alias.scope !0, !noalias !3
  store float %el1853, ptr %img_53, align 4
  %v1854 = load float, ptr %img_53, align 4
  %fm1855 = fmul float 1.500000e+00, %v1854
  %call1856 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1855)
  store float %call1856, ptr %bright_11, align 4
  %v1857 = load i64, ptr %i, align 8
  %add1858 = add i64 %v1857, -1
  %sub1859 = sub i64 %dim, 1
  %c1860 = icmp slt i64 %add1858, %sub1859
  %mm1861 = select i1 %c1860, i64 %add1858, i64 %sub1859
  %c1862 = icmp sgt i64 0, %mm1861
  %mm1863 = select i1 %c1862, i64 0, i64 %mm1861
  store i64 %mm1863, ptr %p0_54, align 8
  %nonempty1864 = icmp sgt i64 %dim, 0
  %v1865 = load i64, ptr %p0_54, align 8
  br i1 %nonempty1864, label %ok1867, label %fail1866

fail1866:                                         ; preds = %ok1845
  %errp1868 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1868, align 8
  %errp1869 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1869, align 8
  %errp1870 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1865, ptr %errp1870, align 8
  %errp1871 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1871, align 8
  ret i32 1

ok1867:                                           ; preds = %ok1845
  %j1872 = load i64, ptr %j, align 8
  %tap1873 = add i64 %j1872, -1
  store i64 %tap1873, ptr %p1_55, align 8
  %nonempty1874 = icmp sgt i64 %dim8, 0
  %v1875 = load i64, ptr %p1_55, align 8
  br i1 %nonempty1874, label %ok1877, label %fail1876

fail1876:                                         ; preds = %ok1867
  %errp1878 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1878, align 8
  %errp1879 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1879, align 8
  %errp1880 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1875, ptr %errp1880, align 8
  %errp1881 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1881, align 8
  ret i32 1

ok1877:                                           ; preds = %ok1867
  %v1882 = load i64, ptr %p0_54, align 8
  %v1883 = load i64, ptr %p1_55, align 8
  %nonempty1884 = icmp sgt i64 %dim, 0
  br i1 %nonempty1884, label %ok1886, label %fail1885

fail1885:                                         ; preds = %ok1877
  %errp1887 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1887, align 8
  %errp1888 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1888, align 8
  %errp1889 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1882, ptr %errp1889, align 8
  %errp1890 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1890, align 8
  ret i32 1

ok1886:                                           ; preds = %ok1877
  %pos1891 = mul i64 0, %dim
  %pos1892 = add i64 %pos1891, %v1882
  %nonempty1893 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1893, label %ok1895, label %fail1894

fail1894:                                         ; preds = %ok1886
  %errp1896 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1896, align 8
  %errp1897 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1897, align 8
  %errp1898 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1883, ptr %errp1898, align 8
  %errp1899 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1899, align 8
  ret i32 1

ok1895:                                           ; preds = %ok1886
  %pos1900 = mul i64 %pos1892, %dim8
  %pos1901 = add i64 %pos1900, %v1883
  %elp1902 = getelementptr inbounds float, ptr %buf, i64 %pos1901
  %el1903 = load float, ptr %elp1902, align 4, !alias.scope !0, !noalias !3
  store float %el1903, ptr %img_56, align 4
  %v1904 = load float, ptr %img_56, align 4
  %fm1905 = fmul float 1.500000e+00, %v1904
  %call1906 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1905)
  store float %call1906, ptr %bright_12, align 4
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, -1
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  store i64 %mm1913, ptr %p0_57, align 8
  %nonempty1914 = icmp sgt i64 %dim, 0
  %v1915 = load i64, ptr %p0_57, align 8
  br i1 %nonempty1914, label %ok1917, label %fail1916

fail1916:                                         ; preds = %ok1895
  %errp1918 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1918, align 8
  %errp1919 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1919, align 8
  %errp1920 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1915, ptr %errp1920, align 8
  %errp1921 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1921, align 8
  ret i32 1

ok1917:                                           ; preds = %ok1895
  %j1922 = load i64, ptr %j, align 8
  %tap1923 = add i64 %j1922, 0
  store i64 %tap1923, ptr %p1_58, align 8
  %nonempty1924 = icmp sgt i64 %dim8, 0
  %v1925 = load i64, ptr %p1_58, align 8
  br i1 %nonempty1924, label %ok1927, label %fail1926

fail1926:                                         ; preds = %ok1917
  %errp1928 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1928, align 8
  %errp1929 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1929, align 8
  %errp1930 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1925, ptr %errp1930, align 8
  %errp1931 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1931, align 8
  ret i32 1

ok1927:                                           ; preds = %ok1917
  %v1932 = load i64, ptr %p0_57, align 8
  %v1933 = load i64, ptr %p1_58, align 8
  %nonempty1934 = icmp sgt i64 %dim, 0
  br i1 %nonempty1934, label %ok1936, label %fail1935

fail1935:                                         ; preds = %ok1927
  %errp1937 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1937, align 8
  %errp1938 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1938, align 8
  %errp1939 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1932, ptr %errp1939, align 8
  %errp1940 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1940, align 8
  ret i32 1

ok1936:                                           ; preds = %ok1927
  %pos1941 = mul i64 0, %dim
  %pos1942 = add i64 %pos1941, %v1932
  %nonempty1943 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1943, label %ok1945, label %fail1944

fail1944:                                         ; preds = %ok1936
  %errp1946 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1946, align 8
  %errp1947 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1947, align 8
  %errp1948 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1933, ptr %errp1948, align 8
  %errp1949 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1949, align 8
  ret i32 1

ok1945:                                           ; preds = %ok1936
  %pos1950 = mul i64 %pos1942, %dim8
  %pos1951 = add i64 %pos1950, %v1933
  %elp1952 = getelementptr inbounds float, ptr %buf, i64 %pos1951
  %el1953 = load float, ptr %elp1952, align 4, !alias.scope !0, !noalias !3
  store float %el1953, ptr %img_59, align 4
  %v1954 = load float, ptr %img_59, align 4
  %fm1955 = fmul float 1.500000e+00, %v1954
  %call1956 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1955)
  store float %call1956, ptr %bright_13, align 4
  %v1957 = load i64, ptr %i, align 8
  %add1958 = add i64 %v1957, -1
  %sub1959 = sub i64 %dim, 1
  %c1960 = icmp slt i64 %add1958, %sub1959
  %mm1961 = select i1 %c1960, i64 %add1958, i64 %sub1959
  %c1962 = icmp sgt i64 0, %mm1961
  %mm1963 = select i1 %c1962, i64 0, i64 %mm1961
  store i64 %mm1963, ptr %p0_60, align 8
  %nonempty1964 = icmp sgt i64 %dim, 0
  %v1965 = load i64, ptr %p0_60, align 8
  br i1 %nonempty1964, label %ok1967, label %fail1966

fail1966:                                         ; preds = %ok1945
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1965, ptr %errp1970, align 8
  %errp1971 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1971, align 8
  ret i32 1

ok1967:                                           ; preds = %ok1945
  %j1972 = load i64, ptr %j, align 8
  %tap1973 = add i64 %j1972, 1
  store i64 %tap1973, ptr %p1_61, align 8
  %nonempty1974 = icmp sgt i64 %dim8, 0
  %v1975 = load i64, ptr %p1_61, align 8
  br i1 %nonempty1974, label %ok1977, label %fail1976

fail1976:                                         ; preds = %ok1967
  %errp1978 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1978, align 8
  %errp1979 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1979, align 8
  %errp1980 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1975, ptr %errp1980, align 8
  %errp1981 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1981, align 8
  ret i32 1

ok1977:                                           ; preds = %ok1967
  %v1982 = load i64, ptr %p0_60, align 8
  %v1983 = load i64, ptr %p1_61, align 8
  %nonempty1984 = icmp sgt i64 %dim, 0
  br i1 %nonempty1984, label %ok1986, label %fail1985

fail1985:                                         ; preds = %ok1977
  %errp1987 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1987, align 8
  %errp1988 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1988, align 8
  %errp1989 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1982, ptr %errp1989, align 8
  %errp1990 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1990, align 8
  ret i32 1

ok1986:                                           ; preds = %ok1977
  %pos1991 = mul i64 0, %dim
  %pos1992 = add i64 %pos1991, %v1982
  %nonempty1993 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1993, label %ok1995, label %fail1994

fail1994:                                         ; preds = %ok1986
  %errp1996 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1996, align 8
  %errp1997 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1997, align 8
  %errp1998 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1983, ptr %errp1998, align 8
  %errp1999 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1999, align 8
  ret i32 1

ok1995:                                           ; preds = %ok1986
  %pos2000 = mul i64 %pos1992, %dim8
  %pos2001 = add i64 %pos2000, %v1983
  %elp2002 = getelementptr inbounds float, ptr %buf, i64 %pos2001
  %el2003 = load float, ptr %elp2002, align 4, !alias.scope !0, !noalias !3
  store float %el2003, ptr %img_62, align 4
  %v2004 = load float, ptr %img_62, align 4
  %fm2005 = fmul float 1.500000e+00, %v2004
  %call2006 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2005)
  store float %call2006, ptr %bright_14, align 4
  %v2007 = load i64, ptr %i, align 8
  %add2008 = add i64 %v2007, -1
  %sub2009 = sub i64 %dim, 1
  %c2010 = icmp slt i64 %add2008, %sub2009
  %mm2011 = select i1 %c2010, i64 %add2008, i64 %sub2009
  %c2012 = icmp sgt i64 0, %mm2011
  %mm2013 = select i1 %c2012, i64 0, i64 %mm2011
  store i64 %mm2013, ptr %p0_63, align 8
  %nonempty2014 = icmp sgt i64 %dim, 0
  %v2015 = load i64, ptr %p0_63, align 8
  br i1 %nonempty2014, label %ok2017, label %fail2016

fail2016:                                         ; preds = %ok1995
  %errp2018 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2018, align 8
  %errp2019 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2019, align 8
  %errp2020 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2015, ptr %errp2020, align 8
  %errp2021 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2021, align 8
  ret i32 1

ok2017:                                           ; preds = %ok1995
  %j2022 = load i64, ptr %j, align 8
  %tap2023 = add i64 %j2022, 2
  store i64 %tap2023, ptr %p1_64, align 8
  %nonempty2024 = icmp sgt i64 %dim8, 0
  %v2025 = load i64, ptr %p1_64, align 8
  br i1 %nonempty2024, label %ok2027, label %fail2026

fail2026:                                         ; preds = %ok2017
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2029, align 8
  %errp2030 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2025, ptr %errp2030, align 8
  %errp2031 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2031, align 8
  ret i32 1

ok2027:                                           ; preds = %ok2017
  %v2032 = load i64, ptr %p0_63, align 8
  %v2033 = load i64, ptr %p1_64, align 8
  %nonempty2034 = icmp sgt i64 %dim, 0
  br i1 %nonempty2034, label %ok2036, label %fail2035

fail2035:                                         ; preds = %ok2027
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2038, align 8
  %errp2039 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2032, ptr %errp2039, align 8
  %errp2040 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2040, align 8
  ret i32 1

ok2036:                                           ; preds = %ok2027
  %pos2041 = mul i64 0, %dim
  %pos2042 = add i64 %pos2041, %v2032
  %nonempty2043 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2043, label %ok2045, label %fail2044

fail2044:                                         ; preds = %ok2036
  %errp2046 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2046, align 8
  %errp2047 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2047, align 8
  %errp2048 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2033, ptr %errp2048, align 8
  %errp2049 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2049, align 8
  ret i32 1

ok2045:                                           ; preds = %ok2036
  %pos2050 = mul i64 %pos2042, %dim8
  %pos2051 = add i64 %pos2050, %v2033
  %elp2052 = getelementptr inbounds float, ptr %buf, i64 %pos2051
  %el2053 = load float, ptr %elp2052, align 4, !alias.scope !0, !noalias !3
  store float %el2053, ptr %img_65, align 4
  %v2054 = load float, ptr %img_65, align 4
  %fm2055 = fmul float 1.500000e+00, %v2054
  %call2056 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2055)
  store float %call2056, ptr %bright_15, align 4
  %v2057 = load i64, ptr %i, align 8
  %add2058 = add i64 %v2057, 0
  %sub2059 = sub i64 %dim, 1
  %c2060 = icmp slt i64 %add2058, %sub2059
  %mm2061 = select i1 %c2060, i64 %add2058, i64 %sub2059
  %c2062 = icmp sgt i64 0, %mm2061
  %mm2063 = select i1 %c2062, i64 0, i64 %mm2061
  store i64 %mm2063, ptr %p0_66, align 8
  %nonempty2064 = icmp sgt i64 %dim, 0
  %v2065 = load i64, ptr %p0_66, align 8
  br i1 %nonempty2064, label %ok2067, label %fail2066

fail2066:                                         ; preds = %ok2045
  %errp2068 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2068, align 8
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2065, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2071, align 8
  ret i32 1

ok2067:                                           ; preds = %ok2045
  %j2072 = load i64, ptr %j, align 8
  %tap2073 = add i64 %j2072, -2
  store i64 %tap2073, ptr %p1_67, align 8
  %nonempty2074 = icmp sgt i64 %dim8, 0
  %v2075 = load i64, ptr %p1_67, align 8
  br i1 %nonempty2074, label %ok2077, label %fail2076

fail2076:                                         ; preds = %ok2067
  %errp2078 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2078, align 8
  %errp2079 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2079, align 8
  %errp2080 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2075, ptr %errp2080, align 8
  %errp2081 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2081, align 8
  ret i32 1

ok2077:                                           ; preds = %ok2067
  %v2082 = load i64, ptr %p0_66, align 8
  %v2083 = load i64, ptr %p1_67, align 8
  %nonempty2084 = icmp sgt i64 %dim, 0
  br i1 %nonempty2084, label %ok2086, label %fail2085

fail2085:                                         ; preds = %ok2077
  %errp2087 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2087, align 8
  %errp2088 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2088, align 8
  %errp2089 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2082, ptr %errp2089, align 8
  %errp2090 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2090, align 8
  ret i32 1

ok2086:                                           ; preds = %ok2077
  %pos2091 = mul i64 0, %dim
  %pos2092 = add i64 %pos2091, %v2082
  %nonempty2093 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2093, label %ok2095, label %fail2094

fail2094:                                         ; preds = %ok2086
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2097, align 8
  %errp2098 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2083, ptr %errp2098, align 8
  %errp2099 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2099, align 8
  ret i32 1

ok2095:                                           ; preds = %ok2086
  %pos2100 = mul i64 %pos2092, %dim8
  %pos2101 = add i64 %pos2100, %v2083
  %elp2102 = getelementptr inbounds float, ptr %buf, i64 %pos2101
  %el2103 = load float, ptr %elp2102, align 4, !alias.scope !0, !noalias !3
  store float %el2103, ptr %img_68, align 4
  %v2104 = load float, ptr %img_68, align 4
  %fm2105 = fmul float 1.500000e+00, %v2104
  %call2106 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2105)
  store float %call2106, ptr %bright_16, align 4
  %v2107 = load i64, ptr %i, align 8
  %add2108 = add i64 %v2107, 0
  %sub2109 = sub i64 %dim, 1
  %c2110 = icmp slt i64 %add2108, %sub2109
  %mm2111 = select i1 %c2110, i64 %add2108, i64 %sub2109
  %c2112 = icmp sgt i64 0, %mm2111
  %mm2113 = select i1 %c2112, i64 0, i64 %mm2111
  store i64 %mm2113, ptr %p0_69, align 8
  %nonempty2114 = icmp sgt i64 %dim, 0
  %v2115 = load i64, ptr %p0_69, align 8
  br i1 %nonempty2114, label %ok2117, label %fail2116

fail2116:                                         ; preds = %ok2095
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2119, align 8
  %errp2120 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2115, ptr %errp2120, align 8
  %errp2121 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2121, align 8
  ret i32 1

ok2117:                                           ; preds = %ok2095
  %j2122 = load i64, ptr %j, align 8
  %tap2123 = add i64 %j2122, -1
  store i64 %tap2123, ptr %p1_70, align 8
  %nonempty2124 = icmp sgt i64 %dim8, 0
  %v2125 = load i64, ptr %p1_70, align 8
  br i1 %nonempty2124, label %ok2127, label %fail2126

fail2126:                                         ; preds = %ok2117
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2128, align 8
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2125, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2131, align 8
  ret i32 1

ok2127:                                           ; preds = %ok2117
  %v2132 = load i64, ptr %p0_69, align 8
  %v2133 = load i64, ptr %p1_70, align 8
  %nonempty2134 = icmp sgt i64 %dim, 0
  br i1 %nonempty2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2127
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2132, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2127
  %pos2141 = mul i64 0, %dim
  %pos2142 = add i64 %pos2141, %v2132
  %nonempty2143 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2143, label %ok2145, label %fail2144

fail2144:                                         ; preds = %ok2136
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2146, align 8
  %errp2147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2147, align 8
  %errp2148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2133, ptr %errp2148, align 8
  %errp2149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2149, align 8
  ret i32 1

ok2145:                                           ; preds = %ok2136
  %pos2150 = mul i64 %pos2142, %dim8
  %pos2151 = add i64 %pos2150, %v2133
  %elp2152 = getelementptr inbounds float, ptr %buf, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !0, !noalias !3
  store float %el2153, ptr %img_71, align 4
  %v2154 = load float, ptr %img_71, align 4
  %fm2155 = fmul float 1.500000e+00, %v2154
  %call2156 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2155)
  store float %call2156, ptr %bright_17, align 4
  %v2157 = load i64, ptr %i, align 8
  %add2158 = add i64 %v2157, 0
  %sub2159 = sub i64 %dim, 1
  %c2160 = icmp slt i64 %add2158, %sub2159
  %mm2161 = select i1 %c2160, i64 %add2158, i64 %sub2159
  %c2162 = icmp sgt i64 0, %mm2161
  %mm2163 = select i1 %c2162, i64 0, i64 %mm2161
  store i64 %mm2163, ptr %p0_72, align 8
  %nonempty2164 = icmp sgt i64 %dim, 0
  %v2165 = load i64, ptr %p0_72, align 8
  br i1 %nonempty2164, label %ok2167, label %fail2166

fail2166:                                         ; preds = %ok2145
  %errp2168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2168, align 8
  %errp2169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2169, align 8
  %errp2170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2165, ptr %errp2170, align 8
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2171, align 8
  ret i32 1

ok2167:                                           ; preds = %ok2145
  %j2172 = load i64, ptr %j, align 8
  %tap2173 = add i64 %j2172, 0
  store i64 %tap2173, ptr %p1_73, align 8
  %nonempty2174 = icmp sgt i64 %dim8, 0
  %v2175 = load i64, ptr %p1_73, align 8
  br i1 %nonempty2174, label %ok2177, label %fail2176

fail2176:                                         ; preds = %ok2167
  %errp2178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2178, align 8
  %errp2179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2179, align 8
  %errp2180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2175, ptr %errp2180, align 8
  %errp2181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2181, align 8
  ret i32 1

ok2177:                                           ; preds = %ok2167
  %v2182 = load i64, ptr %p0_72, align 8
  %v2183 = load i64, ptr %p1_73, align 8
  %nonempty2184 = icmp sgt i64 %dim, 0
  br i1 %nonempty2184, label %ok2186, label %fail2185

fail2185:                                         ; preds = %ok2177
  %errp2187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2187, align 8
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2182, ptr %errp2189, align 8
  %errp2190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2190, align 8
  ret i32 1

ok2186:                                           ; preds = %ok2177
  %pos2191 = mul i64 0, %dim
  %pos2192 = add i64 %pos2191, %v2182
  %nonempty2193 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2193, label %ok2195, label %fail2194

fail2194:                                         ; preds = %ok2186
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2183, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2199, align 8
  ret i32 1

ok2195:                                           ; preds = %ok2186
  %pos2200 = mul i64 %pos2192, %dim8
  %pos2201 = add i64 %pos2200, %v2183
  %elp2202 = getelementptr inbounds float, ptr %buf, i64 %pos2201
  %el2203 = load float, ptr %elp2202, align 4, !alias.scope !0, !noalias !3
  store float %el2203, ptr %img_74, align 4
  %v2204 = load float, ptr %img_74, align 4
  %fm2205 = fmul float 1.500000e+00, %v2204
  %call2206 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2205)
  store float %call2206, ptr %bright_18, align 4
  %v2207 = load i64, ptr %i, align 8
  %add2208 = add i64 %v2207, 0
  %sub2209 = sub i64 %dim, 1
  %c2210 = icmp slt i64 %add2208, %sub2209
  %mm2211 = select i1 %c2210, i64 %add2208, i64 %sub2209
  %c2212 = icmp sgt i64 0, %mm2211
  %mm2213 = select i1 %c2212, i64 0, i64 %mm2211
  store i64 %mm2213, ptr %p0_75, align 8
  %nonempty2214 = icmp sgt i64 %dim, 0
  %v2215 = load i64, ptr %p0_75, align 8
  br i1 %nonempty2214, label %ok2217, label %fail2216

fail2216:                                         ; preds = %ok2195
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2218, align 8
  %errp2219 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2219, align 8
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2215, ptr %errp2220, align 8
  %errp2221 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2221, align 8
  ret i32 1

ok2217:                                           ; preds = %ok2195
  %j2222 = load i64, ptr %j, align 8
  %tap2223 = add i64 %j2222, 1
  store i64 %tap2223, ptr %p1_76, align 8
  %nonempty2224 = icmp sgt i64 %dim8, 0
  %v2225 = load i64, ptr %p1_76, align 8
  br i1 %nonempty2224, label %ok2227, label %fail2226

fail2226:                                         ; preds = %ok2217
  %errp2228 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2228, align 8
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2229, align 8
  %errp2230 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2225, ptr %errp2230, align 8
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2231, align 8
  ret i32 1

ok2227:                                           ; preds = %ok2217
  %v2232 = load i64, ptr %p0_75, align 8
  %v2233 = load i64, ptr %p1_76, align 8
  %nonempty2234 = icmp sgt i64 %dim, 0
  br i1 %nonempty2234, label %ok2236, label %fail2235

fail2235:                                         ; preds = %ok2227
  %errp2237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2237, align 8
  %errp2238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2238, align 8
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2232, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2240, align 8
  ret i32 1

ok2236:                                           ; preds = %ok2227
  %pos2241 = mul i64 0, %dim
  %pos2242 = add i64 %pos2241, %v2232
  %nonempty2243 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2243, label %ok2245, label %fail2244

fail2244:                                         ; preds = %ok2236
  %errp2246 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2246, align 8
  %errp2247 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2247, align 8
  %errp2248 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2233, ptr %errp2248, align 8
  %errp2249 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2249, align 8
  ret i32 1

ok2245:                                           ; preds = %ok2236
  %pos2250 = mul i64 %pos2242, %dim8
  %pos2251 = add i64 %pos2250, %v2233
  %elp2252 = getelementptr inbounds float, ptr %buf, i64 %pos2251
  %el2253 = load float, ptr %elp2252, align 4, !alias.scope !0, !noalias !3
  store float %el2253, ptr %img_77, align 4
  %v2254 = load float, ptr %img_77, align 4
  %fm2255 = fmul float 1.500000e+00, %v2254
  %call2256 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2255)
  store float %call2256, ptr %bright_19, align 4
  %v2257 = load i64, ptr %i, align 8
  %add2258 = add i64 %v2257, 0
  %sub2259 = sub i64 %dim, 1
  %c2260 = icmp slt i64 %add2258, %sub2259
  %mm2261 = select i1 %c2260, i64 %add2258, i64 %sub2259
  %c2262 = icmp sgt i64 0, %mm2261
  %mm2263 = select i1 %c2262, i64 0, i64 %mm2261
  store i64 %mm2263, ptr %p0_78, align 8
  %nonempty2264 = icmp sgt i64 %dim, 0
  %v2265 = load i64, ptr %p0_78, align 8
  br i1 %nonempty2264, label %ok2267, label %fail2266

fail2266:                                         ; preds = %ok2245
  %errp2268 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2268, align 8
  %errp2269 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2269, align 8
  %errp2270 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2265, ptr %errp2270, align 8
  %errp2271 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2271, align 8
  ret i32 1

ok2267:                                           ; preds = %ok2245
  %j2272 = load i64, ptr %j, align 8
  %tap2273 = add i64 %j2272, 2
  store i64 %tap2273, ptr %p1_79, align 8
  %nonempty2274 = icmp sgt i64 %dim8, 0
  %v2275 = load i64, ptr %p1_79, align 8
  br i1 %nonempty2274, label %ok2277, label %fail2276

fail2276:                                         ; preds = %ok2267
  %errp2278 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2278, align 8
  %errp2279 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2279, align 8
  %errp2280 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2275, ptr %errp2280, align 8
  %errp2281 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2281, align 8
  ret i32 1

ok2277:                                           ; preds = %ok2267
  %v2282 = load i64, ptr %p0_78, align 8
  %v2283 = load i64, ptr %p1_79, align 8
  %nonempty2284 = icmp sgt i64 %dim, 0
  br i1 %nonempty2284, label %ok2286, label %fail2285

fail2285:                                         ; preds = %ok2277
  %errp2287 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2287, align 8
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2288, align 8
  %errp2289 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2282, ptr %errp2289, align 8
  %errp2290 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2290, align 8
  ret i32 1

ok2286:                                           ; preds = %ok2277
  %pos2291 = mul i64 0, %dim
  %pos2292 = add i64 %pos2291, %v2282
  %nonempty2293 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2293, label %ok2295, label %fail2294

fail2294:                                         ; preds = %ok2286
  %errp2296 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2296, align 8
  %errp2297 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2297, align 8
  %errp2298 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2283, ptr %errp2298, align 8
  %errp2299 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2299, align 8
  ret i32 1

ok2295:                                           ; preds = %ok2286
  %pos2300 = mul i64 %pos2292, %dim8
  %pos2301 = add i64 %pos2300, %v2283
  %elp2302 = getelementptr inbounds float, ptr %buf, i64 %pos2301
  %el2303 = load float, ptr %elp2302, align 4, !alias.scope !0, !noalias !3
  store float %el2303, ptr %img_80, align 4
  %v2304 = load float, ptr %img_80, align 4
  %fm2305 = fmul float 1.500000e+00, %v2304
  %call2306 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2305)
  store float %call2306, ptr %bright_20, align 4
  %v2307 = load i64, ptr %i, align 8
  %add2308 = add i64 %v2307, 1
  %sub2309 = sub i64 %dim, 1
  %c2310 = icmp slt i64 %add2308, %sub2309
  %mm2311 = select i1 %c2310, i64 %add2308, i64 %sub2309
  %c2312 = icmp sgt i64 0, %mm2311
  %mm2313 = select i1 %c2312, i64 0, i64 %mm2311
  store i64 %mm2313, ptr %p0_81, align 8
  %nonempty2314 = icmp sgt i64 %dim, 0
  %v2315 = load i64, ptr %p0_81, align 8
  br i1 %nonempty2314, label %ok2317, label %fail2316

fail2316:                                         ; preds = %ok2295
  %errp2318 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2318, align 8
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2319, align 8
  %errp2320 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2315, ptr %errp2320, align 8
  %errp2321 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2321, align 8
  ret i32 1

ok2317:                                           ; preds = %ok2295
  %j2322 = load i64, ptr %j, align 8
  %tap2323 = add i64 %j2322, -2
  store i64 %tap2323, ptr %p1_82, align 8
  %nonempty2324 = icmp sgt i64 %dim8, 0
  %v2325 = load i64, ptr %p1_82, align 8
  br i1 %nonempty2324, label %ok2327, label %fail2326

fail2326:                                         ; preds = %ok2317
  %errp2328 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2328, align 8
  %errp2329 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2329, align 8
  %errp2330 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2325, ptr %errp2330, align 8
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2331, align 8
  ret i32 1

ok2327:                                           ; preds = %ok2317
  %v2332 = load i64, ptr %p0_81, align 8
  %v2333 = load i64, ptr %p1_82, align 8
  %nonempty2334 = icmp sgt i64 %dim, 0
  br i1 %nonempty2334, label %ok2336, label %fail2335

fail2335:                                         ; preds = %ok2327
  %errp2337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2337, align 8
  %errp2338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2338, align 8
  %errp2339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2332, ptr %errp2339, align 8
  %errp2340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2340, align 8
  ret i32 1

ok2336:                                           ; preds = %ok2327
  %pos2341 = mul i64 0, %dim
  %pos2342 = add i64 %pos2341, %v2332
  %nonempty2343 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2343, label %ok2345, label %fail2344

fail2344:                                         ; preds = %ok2336
  %errp2346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2346, align 8
  %errp2347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2347, align 8
  %errp2348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2333, ptr %errp2348, align 8
  %errp2349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2349, align 8
  ret i32 1

ok2345:                                           ; preds = %ok2336
  %pos2350 = mul i64 %pos2342, %dim8
  %pos2351 = add i64 %pos2350, %v2333
  %elp2352 = getelementptr inbounds float, ptr %buf, i64 %pos2351
  %el2353 = load float, ptr %elp2352, align 4, !alias.scope !0, !noalias !3
  store float %el2353, ptr %img_83, align 4
  %v2354 = load float, ptr %img_83, align 4
  %fm2355 = fmul float 1.500000e+00, %v2354
  %call2356 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2355)
  store float %call2356, ptr %bright_21, align 4
  %v2357 = load i64, ptr %i, align 8
  %add2358 = add i64 %v2357, 1
  %sub2359 = sub i64 %dim, 1
  %c2360 = icmp slt i64 %add2358, %sub2359
  %mm2361 = select i1 %c2360, i64 %add2358, i64 %sub2359
  %c2362 = icmp sgt i64 0, %mm2361
  %mm2363 = select i1 %c2362, i64 0, i64 %mm2361
  store i64 %mm2363, ptr %p0_84, align 8
  %nonempty2364 = icmp sgt i64 %dim, 0
  %v2365 = load i64, ptr %p0_84, align 8
  br i1 %nonempty2364, label %ok2367, label %fail2366

fail2366:                                         ; preds = %ok2345
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2368, align 8
  %errp2369 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2369, align 8
  %errp2370 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2365, ptr %errp2370, align 8
  %errp2371 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2371, align 8
  ret i32 1

ok2367:                                           ; preds = %ok2345
  %j2372 = load i64, ptr %j, align 8
  %tap2373 = add i64 %j2372, -1
  store i64 %tap2373, ptr %p1_85, align 8
  %nonempty2374 = icmp sgt i64 %dim8, 0
  %v2375 = load i64, ptr %p1_85, align 8
  br i1 %nonempty2374, label %ok2377, label %fail2376

fail2376:                                         ; preds = %ok2367
  %errp2378 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2378, align 8
  %errp2379 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2379, align 8
  %errp2380 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2375, ptr %errp2380, align 8
  %errp2381 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2381, align 8
  ret i32 1

ok2377:                                           ; preds = %ok2367
  %v2382 = load i64, ptr %p0_84, align 8
  %v2383 = load i64, ptr %p1_85, align 8
  %nonempty2384 = icmp sgt i64 %dim, 0
  br i1 %nonempty2384, label %ok2386, label %fail2385

fail2385:                                         ; preds = %ok2377
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2387, align 8
  %errp2388 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2388, align 8
  %errp2389 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2382, ptr %errp2389, align 8
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2390, align 8
  ret i32 1

ok2386:                                           ; preds = %ok2377
  %pos2391 = mul i64 0, %dim
  %pos2392 = add i64 %pos2391, %v2382
  %nonempty2393 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2393, label %ok2395, label %fail2394

fail2394:                                         ; preds = %ok2386
  %errp2396 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2396, align 8
  %errp2397 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2397, align 8
  %errp2398 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2383, ptr %errp2398, align 8
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2399, align 8
  ret i32 1

ok2395:                                           ; preds = %ok2386
  %pos2400 = mul i64 %pos2392, %dim8
  %pos2401 = add i64 %pos2400, %v2383
  %elp2402 = getelementptr inbounds float, ptr %buf, i64 %pos2401
  %el2403 = load float, ptr %elp2402, align 4, !alias.scope !0, !noalias !3
  store float %el2403, ptr %img_86, align 4
  %v2404 = load float, ptr %img_86, align 4
  %fm2405 = fmul float 1.500000e+00, %v2404
  %call2406 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2405)
  store float %call2406, ptr %bright_22, align 4
  %v2407 = load i64, ptr %i, align 8
  %add2408 = add i64 %v2407, 1
  %sub2409 = sub i64 %dim, 1
  %c2410 = icmp slt i64 %add2408, %sub2409
  %mm2411 = select i1 %c2410, i64 %add2408, i64 %sub2409
  %c2412 = icmp sgt i64 0, %mm2411
  %mm2413 = select i1 %c2412, i64 0, i64 %mm2411
  store i64 %mm2413, ptr %p0_87, align 8
  %nonempty2414 = icmp sgt i64 %dim, 0
  %v2415 = load i64, ptr %p0_87, align 8
  br i1 %nonempty2414, label %ok2417, label %fail2416

fail2416:                                         ; preds = %ok2395
  %errp2418 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2418, align 8
  %errp2419 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2419, align 8
  %errp2420 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2415, ptr %errp2420, align 8
  %errp2421 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2421, align 8
  ret i32 1

ok2417:                                           ; preds = %ok2395
  %j2422 = load i64, ptr %j, align 8
  %tap2423 = add i64 %j2422, 0
  store i64 %tap2423, ptr %p1_88, align 8
  %nonempty2424 = icmp sgt i64 %dim8, 0
  %v2425 = load i64, ptr %p1_88, align 8
  br i1 %nonempty2424, label %ok2427, label %fail2426

fail2426:                                         ; preds = %ok2417
  %errp2428 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2428, align 8
  %errp2429 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2429, align 8
  %errp2430 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2425, ptr %errp2430, align 8
  %errp2431 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2431, align 8
  ret i32 1

ok2427:                                           ; preds = %ok2417
  %v2432 = load i64, ptr %p0_87, align 8
  %v2433 = load i64, ptr %p1_88, align 8
  %nonempty2434 = icmp sgt i64 %dim, 0
  br i1 %nonempty2434, label %ok2436, label %fail2435

fail2435:                                         ; preds = %ok2427
  %errp2437 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2437, align 8
  %errp2438 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2438, align 8
  %errp2439 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2432, ptr %errp2439, align 8
  %errp2440 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2440, align 8
  ret i32 1

ok2436:                                           ; preds = %ok2427
  %pos2441 = mul i64 0, %dim
  %pos2442 = add i64 %pos2441, %v2432
  %nonempty2443 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2443, label %ok2445, label %fail2444

fail2444:                                         ; preds = %ok2436
  %errp2446 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2446, align 8
  %errp2447 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2447, align 8
  %errp2448 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2433, ptr %errp2448, align 8
  %errp2449 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2449, align 8
  ret i32 1

ok2445:                                           ; preds = %ok2436
  %pos2450 = mul i64 %pos2442, %dim8
  %pos2451 = add i64 %pos2450, %v2433
  %elp2452 = getelementptr inbounds float, ptr %buf, i64 %pos2451
  %el2453 = load float, ptr %elp2452, align 4, !alias.scope !0, !noalias !3
  store float %el2453, ptr %img_89, align 4
  %v2454 = load float, ptr %img_89, align 4
  %fm2455 = fmul float 1.500000e+00, %v2454
  %call2456 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2455)
  store float %call2456, ptr %bright_23, align 4
  %v2457 = load i64, ptr %i, align 8
  %add2458 = add i64 %v2457, 1
  %sub2459 = sub i64 %dim, 1
  %c2460 = icmp slt i64 %add2458, %sub2459
  %mm2461 = select i1 %c2460, i64 %add2458, i64 %sub2459
  %c2462 = icmp sgt i64 0, %mm2461
  %mm2463 = select i1 %c2462, i64 0, i64 %mm2461
  store i64 %mm2463, ptr %p0_90, align 8
  %nonempty2464 = icmp sgt i64 %dim, 0
  %v2465 = load i64, ptr %p0_90, align 8
  br i1 %nonempty2464, label %ok2467, label %fail2466

fail2466:                                         ; preds = %ok2445
  %errp2468 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2468, align 8
  %errp2469 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2469, align 8
  %errp2470 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2465, ptr %errp2470, align 8
  %errp2471 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2471, align 8
  ret i32 1

ok2467:                                           ; preds = %ok2445
  %j2472 = load i64, ptr %j, align 8
  %tap2473 = add i64 %j2472, 1
  store i64 %tap2473, ptr %p1_91, align 8
  %nonempty2474 = icmp sgt i64 %dim8, 0
  %v2475 = load i64, ptr %p1_91, align 8
  br i1 %nonempty2474, label %ok2477, label %fail2476

fail2476:                                         ; preds = %ok2467
  %errp2478 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2478, align 8
  %errp2479 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2479, align 8
  %errp2480 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2475, ptr %errp2480, align 8
  %errp2481 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2481, align 8
  ret i32 1

ok2477:                                           ; preds = %ok2467
  %v2482 = load i64, ptr %p0_90, align 8
  %v2483 = load i64, ptr %p1_91, align 8
  %nonempty2484 = icmp sgt i64 %dim, 0
  br i1 %nonempty2484, label %ok2486, label %fail2485

fail2485:                                         ; preds = %ok2477
  %errp2487 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2487, align 8
  %errp2488 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2488, align 8
  %errp2489 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2482, ptr %errp2489, align 8
  %errp2490 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2490, align 8
  ret i32 1

ok2486:                                           ; preds = %ok2477
  %pos2491 = mul i64 0, %dim
  %pos2492 = add i64 %pos2491, %v2482
  %nonempty2493 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2493, label %ok2495, label %fail2494

fail2494:                                         ; preds = %ok2486
  %errp2496 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2496, align 8
  %errp2497 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2497, align 8
  %errp2498 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2483, ptr %errp2498, align 8
  %errp2499 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2499, align 8
  ret i32 1

ok2495:                                           ; preds = %ok2486
  %pos2500 = mul i64 %pos2492, %dim8
  %pos2501 = add i64 %pos2500, %v2483
  %elp2502 = getelementptr inbounds float, ptr %buf, i64 %pos2501
  %el2503 = load float, ptr %elp2502, align 4, !alias.scope !0, !noalias !3
  store float %el2503, ptr %img_92, align 4
  %v2504 = load float, ptr %img_92, align 4
  %fm2505 = fmul float 1.500000e+00, %v2504
  %call2506 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2505)
  store float %call2506, ptr %bright_24, align 4
  %v2507 = load i64, ptr %i, align 8
  %add2508 = add i64 %v2507, 1
  %sub2509 = sub i64 %dim, 1
  %c2510 = icmp slt i64 %add2508, %sub2509
  %mm2511 = select i1 %c2510, i64 %add2508, i64 %sub2509
  %c2512 = icmp sgt i64 0, %mm2511
  %mm2513 = select i1 %c2512, i64 0, i64 %mm2511
  store i64 %mm2513, ptr %p0_93, align 8
  %nonempty2514 = icmp sgt i64 %dim, 0
  %v2515 = load i64, ptr %p0_93, align 8
  br i1 %nonempty2514, label %ok2517, label %fail2516

fail2516:                                         ; preds = %ok2495
  %errp2518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2518, align 8
  %errp2519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2519, align 8
  %errp2520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2515, ptr %errp2520, align 8
  %errp2521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2521, align 8
  ret i32 1

ok2517:                                           ; preds = %ok2495
  %j2522 = load i64, ptr %j, align 8
  %tap2523 = add i64 %j2522, 2
  store i64 %tap2523, ptr %p1_94, align 8
  %nonempty2524 = icmp sgt i64 %dim8, 0
  %v2525 = load i64, ptr %p1_94, align 8
  br i1 %nonempty2524, label %ok2527, label %fail2526

fail2526:                                         ; preds = %ok2517
  %errp2528 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2528, align 8
  %errp2529 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2529, align 8
  %errp2530 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2525, ptr %errp2530, align 8
  %errp2531 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2531, align 8
  ret i32 1

ok2527:                                           ; preds = %ok2517
  %v2532 = load i64, ptr %p0_93, align 8
  %v2533 = load i64, ptr %p1_94, align 8
  %nonempty2534 = icmp sgt i64 %dim, 0
  br i1 %nonempty2534, label %ok2536, label %fail2535

fail2535:                                         ; preds = %ok2527
  %errp2537 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2537, align 8
  %errp2538 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2538, align 8
  %errp2539 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2532, ptr %errp2539, align 8
  %errp2540 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2540, align 8
  ret i32 1

ok2536:                                           ; preds = %ok2527
  %pos2541 = mul i64 0, %dim
  %pos2542 = add i64 %pos2541, %v2532
  %nonempty2543 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2543, label %ok2545, label %fail2544

fail2544:                                         ; preds = %ok2536
  %errp2546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2546, align 8
  %errp2547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2547, align 8
  %errp2548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2533, ptr %errp2548, align 8
  %errp2549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2549, align 8
  ret i32 1

ok2545:                                           ; preds = %ok2536
  %pos2550 = mul i64 %pos2542, %dim8
  %pos2551 = add i64 %pos2550, %v2533
  %elp2552 = getelementptr inbounds float, ptr %buf, i64 %pos2551
  %el2553 = load float, ptr %elp2552, align 4, !alias.scope !0, !noalias !3
  store float %el2553, ptr %img_95, align 4
  %v2554 = load float, ptr %img_95, align 4
  %fm2555 = fmul float 1.500000e+00, %v2554
  %call2556 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2555)
  store float %call2556, ptr %bright_25, align 4
  %v2557 = load i64, ptr %i, align 8
  %add2558 = add i64 %v2557, 2
  %sub2559 = sub i64 %dim, 1
  %c2560 = icmp slt i64 %add2558, %sub2559
  %mm2561 = select i1 %c2560, i64 %add2558, i64 %sub2559
  %c2562 = icmp sgt i64 0, %mm2561
  %mm2563 = select i1 %c2562, i64 0, i64 %mm2561
  store i64 %mm2563, ptr %p0_96, align 8
  %nonempty2564 = icmp sgt i64 %dim, 0
  %v2565 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2564, label %ok2567, label %fail2566

fail2566:                                         ; preds = %ok2545
  %errp2568 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2568, align 8
  %errp2569 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2569, align 8
  %errp2570 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2565, ptr %errp2570, align 8
  %errp2571 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2571, align 8
  ret i32 1

ok2567:                                           ; preds = %ok2545
  %j2572 = load i64, ptr %j, align 8
  %tap2573 = add i64 %j2572, -2
  store i64 %tap2573, ptr %p1_97, align 8
  %nonempty2574 = icmp sgt i64 %dim8, 0
  %v2575 = load i64, ptr %p1_97, align 8
  br i1 %nonempty2574, label %ok2577, label %fail2576

fail2576:                                         ; preds = %ok2567
  %errp2578 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2578, align 8
  %errp2579 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2579, align 8
  %errp2580 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2575, ptr %errp2580, align 8
  %errp2581 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2581, align 8
  ret i32 1

ok2577:                                           ; preds = %ok2567
  %v2582 = load i64, ptr %p0_96, align 8
  %v2583 = load i64, ptr %p1_97, align 8
  %nonempty2584 = icmp sgt i64 %dim, 0
  br i1 %nonempty2584, label %ok2586, label %fail2585

fail2585:                                         ; preds = %ok2577
  %errp2587 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2587, align 8
  %errp2588 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2588, align 8
  %errp2589 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2582, ptr %errp2589, align 8
  %errp2590 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2590, align 8
  ret i32 1

ok2586:                                           ; preds = %ok2577
  %pos2591 = mul i64 0, %dim
  %pos2592 = add i64 %pos2591, %v2582
  %nonempty2593 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2593, label %ok2595, label %fail2594

fail2594:                                         ; preds = %ok2586
  %errp2596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2596, align 8
  %errp2597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2597, align 8
  %errp2598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2583, ptr %errp2598, align 8
  %errp2599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2599, align 8
  ret i32 1

ok2595:                                           ; preds = %ok2586
  %pos2600 = mul i64 %pos2592, %dim8
  %pos2601 = add i64 %pos2600, %v2583
  %elp2602 = getelementptr inbounds float, ptr %buf, i64 %pos2601
  %el2603 = load float, ptr %elp2602, align 4, !alias.scope !0, !noalias !3
  store float %el2603, ptr %img_98, align 4
  %v2604 = load float, ptr %img_98, align 4
  %fm2605 = fmul float 1.500000e+00, %v2604
  %call2606 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2605)
  store float %call2606, ptr %bright_26, align 4
  %v2607 = load i64, ptr %i, align 8
  %add2608 = add i64 %v2607, 2
  %sub2609 = sub i64 %dim, 1
  %c2610 = icmp slt i64 %add2608, %sub2609
  %mm2611 = select i1 %c2610, i64 %add2608, i64 %sub2609
  %c2612 = icmp sgt i64 0, %mm2611
  %mm2613 = select i1 %c2612, i64 0, i64 %mm2611
  store i64 %mm2613, ptr %p0_99, align 8
  %nonempty2614 = icmp sgt i64 %dim, 0
  %v2615 = load i64, ptr %p0_99, align 8
  br i1 %nonempty2614, label %ok2617, label %fail2616

fail2616:                                         ; preds = %ok2595
  %errp2618 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2618, align 8
  %errp2619 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2619, align 8
  %errp2620 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2615, ptr %errp2620, align 8
  %errp2621 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2621, align 8
  ret i32 1

ok2617:                                           ; preds = %ok2595
  %j2622 = load i64, ptr %j, align 8
  %tap2623 = add i64 %j2622, -1
  store i64 %tap2623, ptr %p1_100, align 8
  %nonempty2624 = icmp sgt i64 %dim8, 0
  %v2625 = load i64, ptr %p1_100, align 8
  br i1 %nonempty2624, label %ok2627, label %fail2626

fail2626:                                         ; preds = %ok2617
  %errp2628 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2628, align 8
  %errp2629 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2629, align 8
  %errp2630 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2625, ptr %errp2630, align 8
  %errp2631 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2631, align 8
  ret i32 1

ok2627:                                           ; preds = %ok2617
  %v2632 = load i64, ptr %p0_99, align 8
  %v2633 = load i64, ptr %p1_100, align 8
  %nonempty2634 = icmp sgt i64 %dim, 0
  br i1 %nonempty2634, label %ok2636, label %fail2635

fail2635:                                         ; preds = %ok2627
  %errp2637 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2637, align 8
  %errp2638 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2638, align 8
  %errp2639 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2632, ptr %errp2639, align 8
  %errp2640 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2640, align 8
  ret i32 1

ok2636:                                           ; preds = %ok2627
  %pos2641 = mul i64 0, %dim
  %pos2642 = add i64 %pos2641, %v2632
  %nonempty2643 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2643, label %ok2645, label %fail2644

fail2644:                                         ; preds = %ok2636
  %errp2646 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2646, align 8
  %errp2647 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2647, align 8
  %errp2648 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2633, ptr %errp2648, align 8
  %errp2649 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2649, align 8
  ret i32 1

ok2645:                                           ; preds = %ok2636
  %pos2650 = mul i64 %pos2642, %dim8
  %pos2651 = add i64 %pos2650, %v2633
  %elp2652 = getelementptr inbounds float, ptr %buf, i64 %pos2651
  %el2653 = load float, ptr %elp2652, align 4, !alias.scope !0, !noalias !3
  store float %el2653, ptr %img_101, align 4
  %v2654 = load float, ptr %img_101, align 4
  %fm2655 = fmul float 1.500000e+00, %v2654
  %call2656 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2655)
  store float %call2656, ptr %bright_27, align 4
  %v2657 = load i64, ptr %i, align 8
  %add2658 = add i64 %v2657, 2
  %sub2659 = sub i64 %dim, 1
  %c2660 = icmp slt i64 %add2658, %sub2659
  %mm2661 = select i1 %c2660, i64 %add2658, i64 %sub2659
  %c2662 = icmp sgt i64 0, %mm2661
  %mm2663 = select i1 %c2662, i64 0, i64 %mm2661
  store i64 %mm2663, ptr %p0_102, align 8
  %nonempty2664 = icmp sgt i64 %dim, 0
  %v2665 = load i64, ptr %p0_102, align 8
  br i1 %nonempty2664, label %ok2667, label %fail2666

fail2666:                                         ; preds = %ok2645
  %errp2668 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2668, align 8
  %errp2669 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2669, align 8
  %errp2670 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2665, ptr %errp2670, align 8
  %errp2671 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2671, align 8
  ret i32 1

ok2667:                                           ; preds = %ok2645
  %j2672 = load i64, ptr %j, align 8
  %tap2673 = add i64 %j2672, 0
  store i64 %tap2673, ptr %p1_103, align 8
  %nonempty2674 = icmp sgt i64 %dim8, 0
  %v2675 = load i64, ptr %p1_103, align 8
  br i1 %nonempty2674, label %ok2677, label %fail2676

fail2676:                                         ; preds = %ok2667
  %errp2678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2678, align 8
  %errp2679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2679, align 8
  %errp2680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2675, ptr %errp2680, align 8
  %errp2681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2681, align 8
  ret i32 1

ok2677:                                           ; preds = %ok2667
  %v2682 = load i64, ptr %p0_102, align 8
  %v2683 = load i64, ptr %p1_103, align 8
  %nonempty2684 = icmp sgt i64 %dim, 0
  br i1 %nonempty2684, label %ok2686, label %fail2685

fail2685:                                         ; preds = %ok2677
  %errp2687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2687, align 8
  %errp2688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2688, align 8
  %errp2689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2682, ptr %errp2689, align 8
  %errp2690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2690, align 8
  ret i32 1

ok2686:                                           ; preds = %ok2677
  %pos2691 = mul i64 0, %dim
  %pos2692 = add i64 %pos2691, %v2682
  %nonempty2693 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2693, label %ok2695, label %fail2694

fail2694:                                         ; preds = %ok2686
  %errp2696 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2696, align 8
  %errp2697 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2697, align 8
  %errp2698 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2683, ptr %errp2698, align 8
  %errp2699 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2699, align 8
  ret i32 1

ok2695:                                           ; preds = %ok2686
  %pos2700 = mul i64 %pos2692, %dim8
  %pos2701 = add i64 %pos2700, %v2683
  %elp2702 = getelementptr inbounds float, ptr %buf, i64 %pos2701
  %el2703 = load float, ptr %elp2702, align 4, !alias.scope !0, !noalias !3
  store float %el2703, ptr %img_104, align 4
  %v2704 = load float, ptr %img_104, align 4
  %fm2705 = fmul float 1.500000e+00, %v2704
  %call2706 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2705)
  store float %call2706, ptr %bright_28, align 4
  %v2707 = load i64, ptr %i, align 8
  %add2708 = add i64 %v2707, 2
  %sub2709 = sub i64 %dim, 1
  %c2710 = icmp slt i64 %add2708, %sub2709
  %mm2711 = select i1 %c2710, i64 %add2708, i64 %sub2709
  %c2712 = icmp sgt i64 0, %mm2711
  %mm2713 = select i1 %c2712, i64 0, i64 %mm2711
  store i64 %mm2713, ptr %p0_105, align 8
  %nonempty2714 = icmp sgt i64 %dim, 0
  %v2715 = load i64, ptr %p0_105, align 8
  br i1 %nonempty2714, label %ok2717, label %fail2716

fail2716:                                         ; preds = %ok2695
  %errp2718 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2718, align 8
  %errp2719 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2719, align 8
  %errp2720 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2715, ptr %errp2720, align 8
  %errp2721 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2721, align 8
  ret i32 1

ok2717:                                           ; preds = %ok2695
  %j2722 = load i64, ptr %j, align 8
  %tap2723 = add i64 %j2722, 1
  store i64 %tap2723, ptr %p1_106, align 8
  %nonempty2724 = icmp sgt i64 %dim8, 0
  %v2725 = load i64, ptr %p1_106, align 8
  br i1 %nonempty2724, label %ok2727, label %fail2726

fail2726:                                         ; preds = %ok2717
  %errp2728 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2728, align 8
  %errp2729 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2729, align 8
  %errp2730 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2725, ptr %errp2730, align 8
  %errp2731 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2731, align 8
  ret i32 1

ok2727:                                           ; preds = %ok2717
  %v2732 = load i64, ptr %p0_105, align 8
  %v2733 = load i64, ptr %p1_106, align 8
  %nonempty2734 = icmp sgt i64 %dim, 0
  br i1 %nonempty2734, label %ok2736, label %fail2735

fail2735:                                         ; preds = %ok2727
  %errp2737 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2737, align 8
  %errp2738 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2738, align 8
  %errp2739 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2732, ptr %errp2739, align 8
  %errp2740 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2740, align 8
  ret i32 1

ok2736:                                           ; preds = %ok2727
  %pos2741 = mul i64 0, %dim
  %pos2742 = add i64 %pos2741, %v2732
  %nonempty2743 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2743, label %ok2745, label %fail2744

fail2744:                                         ; preds = %ok2736
  %errp2746 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2746, align 8
  %errp2747 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2747, align 8
  %errp2748 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2733, ptr %errp2748, align 8
  %errp2749 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2749, align 8
  ret i32 1

ok2745:                                           ; preds = %ok2736
  %pos2750 = mul i64 %pos2742, %dim8
  %pos2751 = add i64 %pos2750, %v2733
  %elp2752 = getelementptr inbounds float, ptr %buf, i64 %pos2751
  %el2753 = load float, ptr %elp2752, align 4, !alias.scope !0, !noalias !3
  store float %el2753, ptr %img_107, align 4
  %v2754 = load float, ptr %img_107, align 4
  %fm2755 = fmul float 1.500000e+00, %v2754
  %call2756 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2755)
  store float %call2756, ptr %bright_29, align 4
  %v2757 = load i64, ptr %i, align 8
  %add2758 = add i64 %v2757, 2
  %sub2759 = sub i64 %dim, 1
  %c2760 = icmp slt i64 %add2758, %sub2759
  %mm2761 = select i1 %c2760, i64 %add2758, i64 %sub2759
  %c2762 = icmp sgt i64 0, %mm2761
  %mm2763 = select i1 %c2762, i64 0, i64 %mm2761
  store i64 %mm2763, ptr %p0_108, align 8
  %nonempty2764 = icmp sgt i64 %dim, 0
  %v2765 = load i64, ptr %p0_108, align 8
  br i1 %nonempty2764, label %ok2767, label %fail2766

fail2766:                                         ; preds = %ok2745
  %errp2768 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2768, align 8
  %errp2769 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2769, align 8
  %errp2770 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2765, ptr %errp2770, align 8
  %errp2771 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2771, align 8
  ret i32 1

ok2767:                                           ; preds = %ok2745
  %j2772 = load i64, ptr %j, align 8
  %tap2773 = add i64 %j2772, 2
  store i64 %tap2773, ptr %p1_109, align 8
  %nonempty2774 = icmp sgt i64 %dim8, 0
  %v2775 = load i64, ptr %p1_109, align 8
  br i1 %nonempty2774, label %ok2777, label %fail2776

fail2776:                                         ; preds = %ok2767
  %errp2778 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2778, align 8
  %errp2779 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2779, align 8
  %errp2780 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2775, ptr %errp2780, align 8
  %errp2781 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2781, align 8
  ret i32 1

ok2777:                                           ; preds = %ok2767
  %v2782 = load i64, ptr %p0_108, align 8
  %v2783 = load i64, ptr %p1_109, align 8
  %nonempty2784 = icmp sgt i64 %dim, 0
  br i1 %nonempty2784, label %ok2786, label %fail2785

fail2785:                                         ; preds = %ok2777
  %errp2787 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2787, align 8
  %errp2788 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2788, align 8
  %errp2789 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2782, ptr %errp2789, align 8
  %errp2790 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2790, align 8
  ret i32 1

ok2786:                                           ; preds = %ok2777
  %pos2791 = mul i64 0, %dim
  %pos2792 = add i64 %pos2791, %v2782
  %nonempty2793 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2793, label %ok2795, label %fail2794

fail2794:                                         ; preds = %ok2786
  %errp2796 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2796, align 8
  %errp2797 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2797, align 8
  %errp2798 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2783, ptr %errp2798, align 8
  %errp2799 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2799, align 8
  ret i32 1

ok2795:                                           ; preds = %ok2786
  %pos2800 = mul i64 %pos2792, %dim8
  %pos2801 = add i64 %pos2800, %v2783
  %elp2802 = getelementptr inbounds float, ptr %buf, i64 %pos2801
  %el2803 = load float, ptr %elp2802, align 4, !alias.scope !0, !noalias !3
  store float %el2803, ptr %img_110, align 4
  %v2804 = load float, ptr %img_110, align 4
  %fm2805 = fmul float 1.500000e+00, %v2804
  %call2806 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2805)
  store float %call2806, ptr %bright_30, align 4
  %v2807 = load float, ptr %bright_6, align 4
  %tup2808 = insertvalue { float, float, float, float, float } undef, float %v2807, 0
  %v2809 = load float, ptr %bright_7, align 4
  %tup2810 = insertvalue { float, float, float, float, float } %tup2808, float %v2809, 1
  %v2811 = load float, ptr %bright_8, align 4
  %tup2812 = insertvalue { float, float, float, float, float } %tup2810, float %v2811, 2
  %v2813 = load float, ptr %bright_9, align 4
  %tup2814 = insertvalue { float, float, float, float, float } %tup2812, float %v2813, 3
  %v2815 = load float, ptr %bright_10, align 4
  %tup2816 = insertvalue { float, float, float, float, float } %tup2814, float %v2815, 4
  store { float, float, float, float, float } %tup2816, ptr %"%cse0_31", align 4
  %fldp2817 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld2818 = load float, ptr %fldp2817, align 4
  %fldp2819 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld2820 = load float, ptr %fldp2819, align 4
  %fm2821 = fmul float 4.000000e+00, %fld2820
  %fa2822 = fadd float %fld2818, %fm2821
  %fldp2823 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld2824 = load float, ptr %fldp2823, align 4
  %fm2825 = fmul float 6.000000e+00, %fld2824
  %fa2826 = fadd float %fa2822, %fm2825
  %fldp2827 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld2828 = load float, ptr %fldp2827, align 4
  %fm2829 = fmul float 4.000000e+00, %fld2828
  %fa2830 = fadd float %fa2826, %fm2829
  %fldp2831 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld2832 = load float, ptr %fldp2831, align 4
  %fa2833 = fadd float %fa2830, %fld2832
  %v2834 = load float, ptr %bright_11, align 4
  %tup2835 = insertvalue { float, float, float, float, float } undef, float %v2834, 0
  %v2836 = load float, ptr %bright_12, align 4
  %tup2837 = insertvalue { float, float, float, float, float } %tup2835, float %v2836, 1
  %v2838 = load float, ptr %bright_13, align 4
  %tup2839 = insertvalue { float, float, float, float, float } %tup2837, float %v2838, 2
  %v2840 = load float, ptr %bright_14, align 4
  %tup2841 = insertvalue { float, float, float, float, float } %tup2839, float %v2840, 3
  %v2842 = load float, ptr %bright_15, align 4
  %tup2843 = insertvalue { float, float, float, float, float } %tup2841, float %v2842, 4
  store { float, float, float, float, float } %tup2843, ptr %"%cse1_32", align 4
  %fldp2844 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld2845 = load float, ptr %fldp2844, align 4
  %fldp2846 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld2847 = load float, ptr %fldp2846, align 4
  %fm2848 = fmul float 4.000000e+00, %fld2847
  %fa2849 = fadd float %fld2845, %fm2848
  %fldp2850 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld2851 = load float, ptr %fldp2850, align 4
  %fm2852 = fmul float 6.000000e+00, %fld2851
  %fa2853 = fadd float %fa2849, %fm2852
  %fldp2854 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld2855 = load float, ptr %fldp2854, align 4
  %fm2856 = fmul float 4.000000e+00, %fld2855
  %fa2857 = fadd float %fa2853, %fm2856
  %fldp2858 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld2859 = load float, ptr %fldp2858, align 4
  %fa2860 = fadd float %fa2857, %fld2859
  %fm2861 = fmul float 4.000000e+00, %fa2860
  %fa2862 = fadd float %fa2833, %fm2861
  %v2863 = load float, ptr %bright_16, align 4
  %tup2864 = insertvalue { float, float, float, float, float } undef, float %v2863, 0
  %v2865 = load float, ptr %bright_17, align 4
  %tup2866 = insertvalue { float, float, float, float, float } %tup2864, float %v2865, 1
  %v2867 = load float, ptr %bright_18, align 4
  %tup2868 = insertvalue { float, float, float, float, float } %tup2866, float %v2867, 2
  %v2869 = load float, ptr %bright_19, align 4
  %tup2870 = insertvalue { float, float, float, float, float } %tup2868, float %v2869, 3
  %v2871 = load float, ptr %bright_20, align 4
  %tup2872 = insertvalue { float, float, float, float, float } %tup2870, float %v2871, 4
  store { float, float, float, float, float } %tup2872, ptr %"%cse2_33", align 4
  %fldp2873 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld2874 = load float, ptr %fldp2873, align 4
  %fldp2875 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld2876 = load float, ptr %fldp2875, align 4
  %fm2877 = fmul float 4.000000e+00, %fld2876
  %fa2878 = fadd float %fld2874, %fm2877
  %fldp2879 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld2880 = load float, ptr %fldp2879, align 4
  %fm2881 = fmul float 6.000000e+00, %fld2880
  %fa2882 = fadd float %fa2878, %fm2881
  %fldp2883 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld2884 = load float, ptr %fldp2883, align 4
  %fm2885 = fmul float 4.000000e+00, %fld2884
  %fa2886 = fadd float %fa2882, %fm2885
  %fldp2887 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld2888 = load float, ptr %fldp2887, align 4
  %fa2889 = fadd float %fa2886, %fld2888
  %fm2890 = fmul float 6.000000e+00, %fa2889
  %fa2891 = fadd float %fa2862, %fm2890
  %v2892 = load float, ptr %bright_21, align 4
  %tup2893 = insertvalue { float, float, float, float, float } undef, float %v2892, 0
  %v2894 = load float, ptr %bright_22, align 4
  %tup2895 = insertvalue { float, float, float, float, float } %tup2893, float %v2894, 1
  %v2896 = load float, ptr %bright_23, align 4
  %tup2897 = insertvalue { float, float, float, float, float } %tup2895, float %v2896, 2
  %v2898 = load float, ptr %bright_24, align 4
  %tup2899 = insertvalue { float, float, float, float, float } %tup2897, float %v2898, 3
  %v2900 = load float, ptr %bright_25, align 4
  %tup2901 = insertvalue { float, float, float, float, float } %tup2899, float %v2900, 4
  store { float, float, float, float, float } %tup2901, ptr %"%cse3_34", align 4
  %fldp2902 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld2903 = load float, ptr %fldp2902, align 4
  %fldp2904 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld2905 = load float, ptr %fldp2904, align 4
  %fm2906 = fmul float 4.000000e+00, %fld2905
  %fa2907 = fadd float %fld2903, %fm2906
  %fldp2908 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld2909 = load float, ptr %fldp2908, align 4
  %fm2910 = fmul float 6.000000e+00, %fld2909
  %fa2911 = fadd float %fa2907, %fm2910
  %fldp2912 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld2913 = load float, ptr %fldp2912, align 4
  %fm2914 = fmul float 4.000000e+00, %fld2913
  %fa2915 = fadd float %fa2911, %fm2914
  %fldp2916 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld2917 = load float, ptr %fldp2916, align 4
  %fa2918 = fadd float %fa2915, %fld2917
  %fm2919 = fmul float 4.000000e+00, %fa2918
  %fa2920 = fadd float %fa2891, %fm2919
  %v2921 = load float, ptr %bright_26, align 4
  %tup2922 = insertvalue { float, float, float, float, float } undef, float %v2921, 0
  %v2923 = load float, ptr %bright_27, align 4
  %tup2924 = insertvalue { float, float, float, float, float } %tup2922, float %v2923, 1
  %v2925 = load float, ptr %bright_28, align 4
  %tup2926 = insertvalue { float, float, float, float, float } %tup2924, float %v2925, 2
  %v2927 = load float, ptr %bright_29, align 4
  %tup2928 = insertvalue { float, float, float, float, float } %tup2926, float %v2927, 3
  %v2929 = load float, ptr %bright_30, align 4
  %tup2930 = insertvalue { float, float, float, float, float } %tup2928, float %v2929, 4
  store { float, float, float, float, float } %tup2930, ptr %"%cse4_35", align 4
  %fldp2931 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld2932 = load float, ptr %fldp2931, align 4
  %fldp2933 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld2934 = load float, ptr %fldp2933, align 4
  %fm2935 = fmul float 4.000000e+00, %fld2934
  %fa2936 = fadd float %fld2932, %fm2935
  %fldp2937 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld2938 = load float, ptr %fldp2937, align 4
  %fm2939 = fmul float 6.000000e+00, %fld2938
  %fa2940 = fadd float %fa2936, %fm2939
  %fldp2941 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld2942 = load float, ptr %fldp2941, align 4
  %fm2943 = fmul float 4.000000e+00, %fld2942
  %fa2944 = fadd float %fa2940, %fm2943
  %fldp2945 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld2946 = load float, ptr %fldp2945, align 4
  %fa2947 = fadd float %fa2944, %fld2946
  %fa2948 = fadd float %fa2920, %fa2947
  %fd2949 = fdiv float %fa2948, 2.560000e+02
  store float %fd2949, ptr %blurred_3, align 4
  %v2950 = load i64, ptr %i, align 8
  %v2951 = load i64, ptr %j, align 8
  %pos2952 = mul i64 0, %dim
  %pos2953 = add i64 %pos2952, %v2950
  %pos2954 = mul i64 %pos2953, %dim8
  %pos2955 = add i64 %pos2954, %v2951
  %v2956 = load float, ptr %blurred_3, align 4
  %elp2957 = getelementptr inbounds float, ptr %buf1550, i64 %pos2955
  store float %v2956, ptr %elp2957, align 4, !alias.scope !3, !noalias !0
  %i2958 = load i64, ptr %j, align 8
  %next2959 = add i64 %i2958, 1
  store i64 %next2959, ptr %j, align 8
  br label %loop1553

loop2960:                                         ; preds = %ok4328, %exit1555
  %i2963 = load i64, ptr %j, align 8
  %more2964 = icmp slt i64 %i2963, %dim8
  br i1 %more2964, label %body2961, label %exit2962

body2961:                                         ; preds = %loop2960
  %v2965 = load i64, ptr %i, align 8
  %add2966 = add i64 %v2965, -2
  %sub2967 = sub i64 %dim, 1
  %c2968 = icmp slt i64 %add2966, %sub2967
  %mm2969 = select i1 %c2968, i64 %add2966, i64 %sub2967
  %c2970 = icmp sgt i64 0, %mm2969
  %mm2971 = select i1 %c2970, i64 0, i64 %mm2969
  store i64 %mm2971, ptr %p0_36, align 8
  %nonempty2972 = icmp sgt i64 %dim, 0
  %v2973 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2972, label %ok2975, label %fail2974

exit2962:                                         ; preds = %loop2960
  %i4493 = load i64, ptr %i, align 8
  %next4494 = add i64 %i4493, 1
  store i64 %next4494, ptr %i, align 8
  br label %loop

fail2974:                                         ; preds = %body2961
  %errp2976 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2976, align 8
  %errp2977 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2977, align 8
  %errp2978 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2973, ptr %errp2978, align 8
  %errp2979 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2979, align 8
  ret i32 1

ok2975:                                           ; preds = %body2961
  %v2980 = load i64, ptr %j, align 8
  %add2981 = add i64 %v2980, -2
  %sub2982 = sub i64 %dim8, 1
  %c2983 = icmp slt i64 %add2981, %sub2982
  %mm2984 = select i1 %c2983, i64 %add2981, i64 %sub2982
  %c2985 = icmp sgt i64 0, %mm2984
  %mm2986 = select i1 %c2985, i64 0, i64 %mm2984
  store i64 %mm2986, ptr %p1_37, align 8
  %nonempty2987 = icmp sgt i64 %dim8, 0
  %v2988 = load i64, ptr %p1_37, align 8
  br i1 %nonempty2987, label %ok2990, label %fail2989

fail2989:                                         ; preds = %ok2975
  %errp2991 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2991, align 8
  %errp2992 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2992, align 8
  %errp2993 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2988, ptr %errp2993, align 8
  %errp2994 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2994, align 8
  ret i32 1

ok2990:                                           ; preds = %ok2975
  %v2995 = load i64, ptr %p0_36, align 8
  %v2996 = load i64, ptr %p1_37, align 8
  %nonempty2997 = icmp sgt i64 %dim, 0
  br i1 %nonempty2997, label %ok2999, label %fail2998

fail2998:                                         ; preds = %ok2990
  %errp3000 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3000, align 8
  %errp3001 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3001, align 8
  %errp3002 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2995, ptr %errp3002, align 8
  %errp3003 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3003, align 8
  ret i32 1

ok2999:                                           ; preds = %ok2990
  %pos3004 = mul i64 0, %dim
  %pos3005 = add i64 %pos3004, %v2995
  %nonempty3006 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3006, label %ok3008, label %fail3007

fail3007:                                         ; preds = %ok2999
  %errp3009 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3009, align 8
  %errp3010 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3010, align 8
  %errp3011 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2996, ptr %errp3011, align 8
  %errp3012 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3012, align 8
  ret i32 1

ok3008:                                           ; preds = %ok2999
  %pos3013 = mul i64 %pos3005, %dim8
  %pos3014 = add i64 %pos3013, %v2996
  %elp3015 = getelementptr inbounds float, ptr %buf, i64 %pos3014
  %el3016 = load float, ptr %elp3015, align 4, !alias.scope !0, !noalias !3
  store float %el3016, ptr %img_38, align 4
  %v3017 = load float, ptr %img_38, align 4
  %fm3018 = fmul float 1.500000e+00, %v3017
  %call3019 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3018)
  store float %call3019, ptr %bright_6, align 4
  %v3020 = load i64, ptr %i, align 8
  %add3021 = add i64 %v3020, -2
  %sub3022 = sub i64 %dim, 1
  %c3023 = icmp slt i64 %add3021, %sub3022
  %mm3024 = select i1 %c3023, i64 %add3021, i64 %sub3022
  %c3025 = icmp sgt i64 0, %mm3024
  %mm3026 = select i1 %c3025, i64 0, i64 %mm3024
  store i64 %mm3026, ptr %p0_39, align 8
  %nonempty3027 = icmp sgt i64 %dim, 0
  %v3028 = load i64, ptr %p0_39, align 8
  br i1 %nonempty3027, label %ok3030, label %fail3029

fail3029:                                         ; preds = %ok3008
  %errp3031 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3031, align 8
  %errp3032 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3032, align 8
  %errp3033 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3028, ptr %errp3033, align 8
  %errp3034 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3034, align 8
  ret i32 1

ok3030:                                           ; preds = %ok3008
  %v3035 = load i64, ptr %j, align 8
  %add3036 = add i64 %v3035, -1
  %sub3037 = sub i64 %dim8, 1
  %c3038 = icmp slt i64 %add3036, %sub3037
  %mm3039 = select i1 %c3038, i64 %add3036, i64 %sub3037
  %c3040 = icmp sgt i64 0, %mm3039
  %mm3041 = select i1 %c3040, i64 0, i64 %mm3039
  store i64 %mm3041, ptr %p1_40, align 8
  %nonempty3042 = icmp sgt i64 %dim8, 0
  %v3043 = load i64, ptr %p1_40, align 8
  br i1 %nonempty3042, label %ok3045, label %fail3044

fail3044:                                         ; preds = %ok3030
  %errp3046 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3046, align 8
  %errp3047 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3047, align 8
  %errp3048 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3043, ptr %errp3048, align 8
  %errp3049 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3049, align 8
  ret i32 1

ok3045:                                           ; preds = %ok3030
  %v3050 = load i64, ptr %p0_39, align 8
  %v3051 = load i64, ptr %p1_40, align 8
  %nonempty3052 = icmp sgt i64 %dim, 0
  br i1 %nonempty3052, label %ok3054, label %fail3053

fail3053:                                         ; preds = %ok3045
  %errp3055 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3055, align 8
  %errp3056 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3056, align 8
  %errp3057 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3050, ptr %errp3057, align 8
  %errp3058 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3058, align 8
  ret i32 1

ok3054:                                           ; preds = %ok3045
  %pos3059 = mul i64 0, %dim
  %pos3060 = add i64 %pos3059, %v3050
  %nonempty3061 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3061, label %ok3063, label %fail3062

fail3062:                                         ; preds = %ok3054
  %errp3064 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3064, align 8
  %errp3065 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3065, align 8
  %errp3066 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3051, ptr %errp3066, align 8
  %errp3067 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3067, align 8
  ret i32 1

ok3063:                                           ; preds = %ok3054
  %pos3068 = mul i64 %pos3060, %dim8
  %pos3069 = add i64 %pos3068, %v3051
  %elp3070 = getelementptr inbounds float, ptr %buf, i64 %pos3069
  %el3071 = load float, ptr %elp3070, align 4, !alias.scope !0, !noalias !3
  store float %el3071, ptr %img_41, align 4
  %v3072 = load float, ptr %img_41, align 4
  %fm3073 = fmul float 1.500000e+00, %v3072
  %call3074 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3073)
  store float %call3074, ptr %bright_7, align 4
  %v3075 = load i64, ptr %i, align 8
  %add3076 = add i64 %v3075, -2
  %sub3077 = sub i64 %dim, 1
  %c3078 = icmp slt i64 %add3076, %sub3077
  %mm3079 = select i1 %c3078, i64 %add3076, i64 %sub3077
  %c3080 = icmp sgt i64 0, %mm3079
  %mm3081 = select i1 %c3080, i64 0, i64 %mm3079
  store i64 %mm3081, ptr %p0_42, align 8
  %nonempty3082 = icmp sgt i64 %dim, 0
  %v3083 = load i64, ptr %p0_42, align 8
  br i1 %nonempty3082, label %ok3085, label %fail3084

fail3084:                                         ; preds = %ok3063
  %errp3086 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3086, align 8
  %errp3087 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3087, align 8
  %errp3088 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3083, ptr %errp3088, align 8
  %errp3089 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3089, align 8
  ret i32 1

ok3085:                                           ; preds = %ok3063
  %v3090 = load i64, ptr %j, align 8
  %add3091 = add i64 %v3090, 0
  %sub3092 = sub i64 %dim8, 1
  %c3093 = icmp slt i64 %add3091, %sub3092
  %mm3094 = select i1 %c3093, i64 %add3091, i64 %sub3092
  %c3095 = icmp sgt i64 0, %mm3094
  %mm3096 = select i1 %c3095, i64 0, i64 %mm3094
  store i64 %mm3096, ptr %p1_43, align 8
  %nonempty3097 = icmp sgt i64 %dim8, 0
  %v3098 = load i64, ptr %p1_43, align 8
  br i1 %nonempty3097, label %ok3100, label %fail3099

fail3099:                                         ; preds = %ok3085
  %errp3101 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3101, align 8
  %errp3102 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3102, align 8
  %errp3103 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3098, ptr %errp3103, align 8
  %errp3104 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3104, align 8
  ret i32 1

ok3100:                                           ; preds = %ok3085
  %v3105 = load i64, ptr %p0_42, align 8
  %v3106 = load i64, ptr %p1_43, align 8
  %nonempty3107 = icmp sgt i64 %dim, 0
  br i1 %nonempty3107, label %ok3109, label %fail3108

fail3108:                                         ; preds = %ok3100
  %errp3110 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3110, align 8
  %errp3111 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3111, align 8
  %errp3112 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3105, ptr %errp3112, align 8
  %errp3113 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3113, align 8
  ret i32 1

ok3109:                                           ; preds = %ok3100
  %pos3114 = mul i64 0, %dim
  %pos3115 = add i64 %pos3114, %v3105
  %nonempty3116 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3116, label %ok3118, label %fail3117

fail3117:                                         ; preds = %ok3109
  %errp3119 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3119, align 8
  %errp3120 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3120, align 8
  %errp3121 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3106, ptr %errp3121, align 8
  %errp3122 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3122, align 8
  ret i32 1

ok3118:                                           ; preds = %ok3109
  %pos3123 = mul i64 %pos3115, %dim8
  %pos3124 = add i64 %pos3123, %v3106
  %elp3125 = getelementptr inbounds float, ptr %buf, i64 %pos3124
  %el3126 = load float, ptr %elp3125, align 4, !alias.scope !0, !noalias !3
  store float %el3126, ptr %img_44, align 4
  %v3127 = load float, ptr %img_44, align 4
  %fm3128 = fmul float 1.500000e+00, %v3127
  %call3129 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3128)
  store float %call3129, ptr %bright_8, align 4
  %v3130 = load i64, ptr %i, align 8
  %add3131 = add i64 %v3130, -2
  %sub3132 = sub i64 %dim, 1
  %c3133 = icmp slt i64 %add3131, %sub3132
  %mm3134 = select i1 %c3133, i64 %add3131, i64 %sub3132
  %c3135 = icmp sgt i64 0, %mm3134
  %mm3136 = select i1 %c3135, i64 0, i64 %mm3134
  store i64 %mm3136, ptr %p0_45, align 8
  %nonempty3137 = icmp sgt i64 %dim, 0
  %v3138 = load i64, ptr %p0_45, align 8
  br i1 %nonempty3137, label %ok3140, label %fail3139

fail3139:                                         ; preds = %ok3118
  %errp3141 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3141, align 8
  %errp3142 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3142, align 8
  %errp3143 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3138, ptr %errp3143, align 8
  %errp3144 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3144, align 8
  ret i32 1

ok3140:                                           ; preds = %ok3118
  %v3145 = load i64, ptr %j, align 8
  %add3146 = add i64 %v3145, 1
  %sub3147 = sub i64 %dim8, 1
  %c3148 = icmp slt i64 %add3146, %sub3147
  %mm3149 = select i1 %c3148, i64 %add3146, i64 %sub3147
  %c3150 = icmp sgt i64 0, %mm3149
  %mm3151 = select i1 %c3150, i64 0, i64 %mm3149
  store i64 %mm3151, ptr %p1_46, align 8
  %nonempty3152 = icmp sgt i64 %dim8, 0
  %v3153 = load i64, ptr %p1_46, align 8
  br i1 %nonempty3152, label %ok3155, label %fail3154

fail3154:                                         ; preds = %ok3140
  %errp3156 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3156, align 8
  %errp3157 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3157, align 8
  %errp3158 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3153, ptr %errp3158, align 8
  %errp3159 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3159, align 8
  ret i32 1

ok3155:                                           ; preds = %ok3140
  %v3160 = load i64, ptr %p0_45, align 8
  %v3161 = load i64, ptr %p1_46, align 8
  %nonempty3162 = icmp sgt i64 %dim, 0
  br i1 %nonempty3162, label %ok3164, label %fail3163

fail3163:                                         ; preds = %ok3155
  %errp3165 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3165, align 8
  %errp3166 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3166, align 8
  %errp3167 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3160, ptr %errp3167, align 8
  %errp3168 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3168, align 8
  ret i32 1

ok3164:                                           ; preds = %ok3155
  %pos3169 = mul i64 0, %dim
  %pos3170 = add i64 %pos3169, %v3160
  %nonempty3171 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3171, label %ok3173, label %fail3172

fail3172:                                         ; preds = %ok3164
  %errp3174 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3174, align 8
  %errp3175 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3175, align 8
  %errp3176 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3161, ptr %errp3176, align 8
  %errp3177 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3177, align 8
  ret i32 1

ok3173:                                           ; preds = %ok3164
  %pos3178 = mul i64 %pos3170, %dim8
  %pos3179 = add i64 %pos3178, %v3161
  %elp3180 = getelementptr inbounds float, ptr %buf, i64 %pos3179
  %el3181 = load float, ptr %elp3180, align 4, !alias.scope !0, !noalias !3
  store float %el3181, ptr %img_47, align 4
  %v3182 = load float, ptr %img_47, align 4
  %fm3183 = fmul float 1.500000e+00, %v3182
  %call3184 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3183)
  store float %call3184, ptr %bright_9, align 4
  %v3185 = load i64, ptr %i, align 8
  %add3186 = add i64 %v3185, -2
  %sub3187 = sub i64 %dim, 1
  %c3188 = icmp slt i64 %add3186, %sub3187
  %mm3189 = select i1 %c3188, i64 %add3186, i64 %sub3187
  %c3190 = icmp sgt i64 0, %mm3189
  %mm3191 = select i1 %c3190, i64 0, i64 %mm3189
  store i64 %mm3191, ptr %p0_48, align 8
  %nonempty3192 = icmp sgt i64 %dim, 0
  %v3193 = load i64, ptr %p0_48, align 8
  br i1 %nonempty3192, label %ok3195, label %fail3194

fail3194:                                         ; preds = %ok3173
  %errp3196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3196, align 8
  %errp3197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3197, align 8
  %errp3198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3193, ptr %errp3198, align 8
  %errp3199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3199, align 8
  ret i32 1

ok3195:                                           ; preds = %ok3173
  %v3200 = load i64, ptr %j, align 8
  %add3201 = add i64 %v3200, 2
  %sub3202 = sub i64 %dim8, 1
  %c3203 = icmp slt i64 %add3201, %sub3202
  %mm3204 = select i1 %c3203, i64 %add3201, i64 %sub3202
  %c3205 = icmp sgt i64 0, %mm3204
  %mm3206 = select i1 %c3205, i64 0, i64 %mm3204
  store i64 %mm3206, ptr %p1_49, align 8
  %nonempty3207 = icmp sgt i64 %dim8, 0
  %v3208 = load i64, ptr %p1_49, align 8
  br i1 %nonempty3207, label %ok3210, label %fail3209

fail3209:                                         ; preds = %ok3195
  %errp3211 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3211, align 8
  %errp3212 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3212, align 8
  %errp3213 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3208, ptr %errp3213, align 8
  %errp3214 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3214, align 8
  ret i32 1

ok3210:                                           ; preds = %ok3195
  %v3215 = load i64, ptr %p0_48, align 8
  %v3216 = load i64, ptr %p1_49, align 8
  %nonempty3217 = icmp sgt i64 %dim, 0
  br i1 %nonempty3217, label %ok3219, label %fail3218

fail3218:                                         ; preds = %ok3210
  %errp3220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3220, align 8
  %errp3221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3221, align 8
  %errp3222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3215, ptr %errp3222, align 8
  %errp3223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3223, align 8
  ret i32 1

ok3219:                                           ; preds = %ok3210
  %pos3224 = mul i64 0, %dim
  %pos3225 = add i64 %pos3224, %v3215
  %nonempty3226 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3226, label %ok3228, label %fail3227

fail3227:                                         ; preds = %ok3219
  %errp3229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3229, align 8
  %errp3230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3230, align 8
  %errp3231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3216, ptr %errp3231, align 8
  %errp3232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3232, align 8
  ret i32 1

ok3228:                                           ; preds = %ok3219
  %pos3233 = mul i64 %pos3225, %dim8
  %pos3234 = add i64 %pos3233, %v3216
  %elp3235 = getelementptr inbounds float, ptr %buf, i64 %pos3234
  %el3236 = load float, ptr %elp3235, align 4, !alias.scope !0, !noalias !3
  store float %el3236, ptr %img_50, align 4
  %v3237 = load float, ptr %img_50, align 4
  %fm3238 = fmul float 1.500000e+00, %v3237
  %call3239 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3238)
  store float %call3239, ptr %bright_10, align 4
  %v3240 = load i64, ptr %i, align 8
  %add3241 = add i64 %v3240, -1
  %sub3242 = sub i64 %dim, 1
  %c3243 = icmp slt i64 %add3241, %sub3242
  %mm3244 = select i1 %c3243, i64 %add3241, i64 %sub3242
  %c3245 = icmp sgt i64 0, %mm3244
  %mm3246 = select i1 %c3245, i64 0, i64 %mm3244
  store i64 %mm3246, ptr %p0_51, align 8
  %nonempty3247 = icmp sgt i64 %dim, 0
  %v3248 = load i64, ptr %p0_51, align 8
  br i1 %nonempty3247, label %ok3250, label %fail3249

fail3249:                                         ; preds = %ok3228
  %errp3251 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3251, align 8
  %errp3252 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3252, align 8
  %errp3253 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3248, ptr %errp3253, align 8
  %errp3254 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3254, align 8
  ret i32 1

ok3250:                                           ; preds = %ok3228
  %v3255 = load i64, ptr %j, align 8
  %add3256 = add i64 %v3255, -2
  %sub3257 = sub i64 %dim8, 1
  %c3258 = icmp slt i64 %add3256, %sub3257
  %mm3259 = select i1 %c3258, i64 %add3256, i64 %sub3257
  %c3260 = icmp sgt i64 0, %mm3259
  %mm3261 = select i1 %c3260, i64 0, i64 %mm3259
  store i64 %mm3261, ptr %p1_52, align 8
  %nonempty3262 = icmp sgt i64 %dim8, 0
  %v3263 = load i64, ptr %p1_52, align 8
  br i1 %nonempty3262, label %ok3265, label %fail3264

fail3264:                                         ; preds = %ok3250
  %errp3266 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3266, align 8
  %errp3267 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3267, align 8
  %errp3268 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3263, ptr %errp3268, align 8
  %errp3269 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3269, align 8
  ret i32 1

ok3265:                                           ; preds = %ok3250
  %v3270 = load i64, ptr %p0_51, align 8
  %v3271 = load i64, ptr %p1_52, align 8
  %nonempty3272 = icmp sgt i64 %dim, 0
  br i1 %nonempty3272, label %ok3274, label %fail3273

fail3273:                                         ; preds = %ok3265
  %errp3275 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3275, align 8
  %errp3276 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3276, align 8
  %errp3277 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3270, ptr %errp3277, align 8
  %errp3278 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3278, align 8
  ret i32 1

ok3274:                                           ; preds = %ok3265
  %pos3279 = mul i64 0, %dim
  %pos3280 = add i64 %pos3279, %v3270
  %nonempty3281 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3281, label %ok3283, label %fail3282

fail3282:                                         ; preds = %ok3274
  %errp3284 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3284, align 8
  %errp3285 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3285, align 8
  %errp3286 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3271, ptr %errp3286, align 8
  %errp3287 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3287, align 8
  ret i32 1

ok3283:                                           ; preds = %ok3274
  %pos3288 = mul i64 %pos3280, %dim8
  %pos3289 = add i64 %pos3288, %v3271
  %elp3290 = getelementptr inbounds float, ptr %buf, i64 %pos3289
  %el3291 = load float, ptr %elp3290, align 4, !alias.scope !0, !noalias !3
  store float %el3291, ptr %img_53, align 4
  %v3292 = load float, ptr %img_53, align 4
  %fm3293 = fmul float 1.500000e+00, %v3292
  %call3294 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3293)
  store float %call3294, ptr %bright_11, align 4
  %v3295 = load i64, ptr %i, align 8
  %add3296 = add i64 %v3295, -1
  %sub3297 = sub i64 %dim, 1
  %c3298 = icmp slt i64 %add3296, %sub3297
  %mm3299 = select i1 %c3298, i64 %add3296, i64 %sub3297
  %c3300 = icmp sgt i64 0, %mm3299
  %mm3301 = select i1 %c3300, i64 0, i64 %mm3299
  store i64 %mm3301, ptr %p0_54, align 8
  %nonempty3302 = icmp sgt i64 %dim, 0
  %v3303 = load i64, ptr %p0_54, align 8
  br i1 %nonempty3302, label %ok3305, label %fail3304

fail3304:                                         ; preds = %ok3283
  %errp3306 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3306, align 8
  %errp3307 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3307, align 8
  %errp3308 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3303, ptr %errp3308, align 8
  %errp3309 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3309, align 8
  ret i32 1

ok3305:                                           ; preds = %ok3283
  %v3310 = load i64, ptr %j, align 8
  %add3311 = add i64 %v3310, -1
  %sub3312 = sub i64 %dim8, 1
  %c3313 = icmp slt i64 %add3311, %sub3312
  %mm3314 = select i1 %c3313, i64 %add3311, i64 %sub3312
  %c3315 = icmp sgt i64 0, %mm3314
  %mm3316 = select i1 %c3315, i64 0, i64 %mm3314
  store i64 %mm3316, ptr %p1_55, align 8
  %nonempty3317 = icmp sgt i64 %dim8, 0
  %v3318 = load i64, ptr %p1_55, align 8
  br i1 %nonempty3317, label %ok3320, label %fail3319

fail3319:                                         ; preds = %ok3305
  %errp3321 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3321, align 8
  %errp3322 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3322, align 8
  %errp3323 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3318, ptr %errp3323, align 8
  %errp3324 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3324, align 8
  ret i32 1

ok3320:                                           ; preds = %ok3305
  %v3325 = load i64, ptr %p0_54, align 8
  %v3326 = load i64, ptr %p1_55, align 8
  %nonempty3327 = icmp sgt i64 %dim, 0
  br i1 %nonempty3327, label %ok3329, label %fail3328

fail3328:                                         ; preds = %ok3320
  %errp3330 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3330, align 8
  %errp3331 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3331, align 8
  %errp3332 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3325, ptr %errp3332, align 8
  %errp3333 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3333, align 8
  ret i32 1

ok3329:                                           ; preds = %ok3320
  %pos3334 = mul i64 0, %dim
  %pos3335 = add i64 %pos3334, %v3325
  %nonempty3336 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3336, label %ok3338, label %fail3337

fail3337:                                         ; preds = %ok3329
  %errp3339 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3339, align 8
  %errp3340 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3340, align 8
  %errp3341 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3326, ptr %errp3341, align 8
  %errp3342 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3342, align 8
  ret i32 1

ok3338:                                           ; preds = %ok3329
  %pos3343 = mul i64 %pos3335, %dim8
  %pos3344 = add i64 %pos3343, %v3326
  %elp3345 = getelementptr inbounds float, ptr %buf, i64 %pos3344
  %el3346 = load float, ptr %elp3345, align 4, !alias.scope !0, !noalias !3
  store float %el3346, ptr %img_56, align 4
  %v3347 = load float, ptr %img_56, align 4
  %fm3348 = fmul float 1.500000e+00, %v3347
  %call3349 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3348)
  store float %call3349, ptr %bright_12, align 4
  %v3350 = load i64, ptr %i, align 8
  %add3351 = add i64 %v3350, -1
  %sub3352 = sub i64 %dim, 1
  %c3353 = icmp slt i64 %add3351, %sub3352
  %mm3354 = select i1 %c3353, i64 %add3351, i64 %sub3352
  %c3355 = icmp sgt i64 0, %mm3354
  %mm3356 = select i1 %c3355, i64 0, i64 %mm3354
  store i64 %mm3356, ptr %p0_57, align 8
  %nonempty3357 = icmp sgt i64 %dim, 0
  %v3358 = load i64, ptr %p0_57, align 8
  br i1 %nonempty3357, label %ok3360, label %fail3359

fail3359:                                         ; preds = %ok3338
  %errp3361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3361, align 8
  %errp3362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3362, align 8
  %errp3363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3358, ptr %errp3363, align 8
  %errp3364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3364, align 8
  ret i32 1

ok3360:                                           ; preds = %ok3338
  %v3365 = load i64, ptr %j, align 8
  %add3366 = add i64 %v3365, 0
  %sub3367 = sub i64 %dim8, 1
  %c3368 = icmp slt i64 %add3366, %sub3367
  %mm3369 = select i1 %c3368, i64 %add3366, i64 %sub3367
  %c3370 = icmp sgt i64 0, %mm3369
  %mm3371 = select i1 %c3370, i64 0, i64 %mm3369
  store i64 %mm3371, ptr %p1_58, align 8
  %nonempty3372 = icmp sgt i64 %dim8, 0
  %v3373 = load i64, ptr %p1_58, align 8
  br i1 %nonempty3372, label %ok3375, label %fail3374

fail3374:                                         ; preds = %ok3360
  %errp3376 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3376, align 8
  %errp3377 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3377, align 8
  %errp3378 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3373, ptr %errp3378, align 8
  %errp3379 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3379, align 8
  ret i32 1

ok3375:                                           ; preds = %ok3360
  %v3380 = load i64, ptr %p0_57, align 8
  %v3381 = load i64, ptr %p1_58, align 8
  %nonempty3382 = icmp sgt i64 %dim, 0
  br i1 %nonempty3382, label %ok3384, label %fail3383

fail3383:                                         ; preds = %ok3375
  %errp3385 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3385, align 8
  %errp3386 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3386, align 8
  %errp3387 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3380, ptr %errp3387, align 8
  %errp3388 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3388, align 8
  ret i32 1

ok3384:                                           ; preds = %ok3375
  %pos3389 = mul i64 0, %dim
  %pos3390 = add i64 %pos3389, %v3380
  %nonempty3391 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3391, label %ok3393, label %fail3392

fail3392:                                         ; preds = %ok3384
  %errp3394 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3394, align 8
  %errp3395 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3395, align 8
  %errp3396 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3381, ptr %errp3396, align 8
  %errp3397 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3397, align 8
  ret i32 1

ok3393:                                           ; preds = %ok3384
  %pos3398 = mul i64 %pos3390, %dim8
  %pos3399 = add i64 %pos3398, %v3381
  %elp3400 = getelementptr inbounds float, ptr %buf, i64 %pos3399
  %el3401 = load float, ptr %elp3400, align 4, !alias.scope !0, !noalias !3
  store float %el3401, ptr %img_59, align 4
  %v3402 = load float, ptr %img_59, align 4
  %fm3403 = fmul float 1.500000e+00, %v3402
  %call3404 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3403)
  store float %call3404, ptr %bright_13, align 4
  %v3405 = load i64, ptr %i, align 8
  %add3406 = add i64 %v3405, -1
  %sub3407 = sub i64 %dim, 1
  %c3408 = icmp slt i64 %add3406, %sub3407
  %mm3409 = select i1 %c3408, i64 %add3406, i64 %sub3407
  %c3410 = icmp sgt i64 0, %mm3409
  %mm3411 = select i1 %c3410, i64 0, i64 %mm3409
  store i64 %mm3411, ptr %p0_60, align 8
  %nonempty3412 = icmp sgt i64 %dim, 0
  %v3413 = load i64, ptr %p0_60, align 8
  br i1 %nonempty3412, label %ok3415, label %fail3414

fail3414:                                         ; preds = %ok3393
  %errp3416 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3416, align 8
  %errp3417 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3417, align 8
  %errp3418 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3413, ptr %errp3418, align 8
  %errp3419 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3419, align 8
  ret i32 1

ok3415:                                           ; preds = %ok3393
  %v3420 = load i64, ptr %j, align 8
  %add3421 = add i64 %v3420, 1
  %sub3422 = sub i64 %dim8, 1
  %c3423 = icmp slt i64 %add3421, %sub3422
  %mm3424 = select i1 %c3423, i64 %add3421, i64 %sub3422
  %c3425 = icmp sgt i64 0, %mm3424
  %mm3426 = select i1 %c3425, i64 0, i64 %mm3424
  store i64 %mm3426, ptr %p1_61, align 8
  %nonempty3427 = icmp sgt i64 %dim8, 0
  %v3428 = load i64, ptr %p1_61, align 8
  br i1 %nonempty3427, label %ok3430, label %fail3429

fail3429:                                         ; preds = %ok3415
  %errp3431 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3431, align 8
  %errp3432 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3432, align 8
  %errp3433 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3428, ptr %errp3433, align 8
  %errp3434 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3434, align 8
  ret i32 1

ok3430:                                           ; preds = %ok3415
  %v3435 = load i64, ptr %p0_60, align 8
  %v3436 = load i64, ptr %p1_61, align 8
  %nonempty3437 = icmp sgt i64 %dim, 0
  br i1 %nonempty3437, label %ok3439, label %fail3438

fail3438:                                         ; preds = %ok3430
  %errp3440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3440, align 8
  %errp3441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3441, align 8
  %errp3442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3435, ptr %errp3442, align 8
  %errp3443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3443, align 8
  ret i32 1

ok3439:                                           ; preds = %ok3430
  %pos3444 = mul i64 0, %dim
  %pos3445 = add i64 %pos3444, %v3435
  %nonempty3446 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3446, label %ok3448, label %fail3447

fail3447:                                         ; preds = %ok3439
  %errp3449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3449, align 8
  %errp3450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3450, align 8
  %errp3451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3436, ptr %errp3451, align 8
  %errp3452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3452, align 8
  ret i32 1

ok3448:                                           ; preds = %ok3439
  %pos3453 = mul i64 %pos3445, %dim8
  %pos3454 = add i64 %pos3453, %v3436
  %elp3455 = getelementptr inbounds float, ptr %buf, i64 %pos3454
  %el3456 = load float, ptr %elp3455, align 4, !alias.scope !0, !noalias !3
  store float %el3456, ptr %img_62, align 4
  %v3457 = load float, ptr %img_62, align 4
  %fm3458 = fmul float 1.500000e+00, %v3457
  %call3459 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3458)
  store float %call3459, ptr %bright_14, align 4
  %v3460 = load i64, ptr %i, align 8
  %add3461 = add i64 %v3460, -1
  %sub3462 = sub i64 %dim, 1
  %c3463 = icmp slt i64 %add3461, %sub3462
  %mm3464 = select i1 %c3463, i64 %add3461, i64 %sub3462
  %c3465 = icmp sgt i64 0, %mm3464
  %mm3466 = select i1 %c3465, i64 0, i64 %mm3464
  store i64 %mm3466, ptr %p0_63, align 8
  %nonempty3467 = icmp sgt i64 %dim, 0
  %v3468 = load i64, ptr %p0_63, align 8
  br i1 %nonempty3467, label %ok3470, label %fail3469

fail3469:                                         ; preds = %ok3448
  %errp3471 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3471, align 8
  %errp3472 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3472, align 8
  %errp3473 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3468, ptr %errp3473, align 8
  %errp3474 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3474, align 8
  ret i32 1

ok3470:                                           ; preds = %ok3448
  %v3475 = load i64, ptr %j, align 8
  %add3476 = add i64 %v3475, 2
  %sub3477 = sub i64 %dim8, 1
  %c3478 = icmp slt i64 %add3476, %sub3477
  %mm3479 = select i1 %c3478, i64 %add3476, i64 %sub3477
  %c3480 = icmp sgt i64 0, %mm3479
  %mm3481 = select i1 %c3480, i64 0, i64 %mm3479
  store i64 %mm3481, ptr %p1_64, align 8
  %nonempty3482 = icmp sgt i64 %dim8, 0
  %v3483 = load i64, ptr %p1_64, align 8
  br i1 %nonempty3482, label %ok3485, label %fail3484

fail3484:                                         ; preds = %ok3470
  %errp3486 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3486, align 8
  %errp3487 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3487, align 8
  %errp3488 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3483, ptr %errp3488, align 8
  %errp3489 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3489, align 8
  ret i32 1

ok3485:                                           ; preds = %ok3470
  %v3490 = load i64, ptr %p0_63, align 8
  %v3491 = load i64, ptr %p1_64, align 8
  %nonempty3492 = icmp sgt i64 %dim, 0
  br i1 %nonempty3492, label %ok3494, label %fail3493

fail3493:                                         ; preds = %ok3485
  %errp3495 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3495, align 8
  %errp3496 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3496, align 8
  %errp3497 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3490, ptr %errp3497, align 8
  %errp3498 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3498, align 8
  ret i32 1

ok3494:                                           ; preds = %ok3485
  %pos3499 = mul i64 0, %dim
  %pos3500 = add i64 %pos3499, %v3490
  %nonempty3501 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3501, label %ok3503, label %fail3502

fail3502:                                         ; preds = %ok3494
  %errp3504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3504, align 8
  %errp3505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3505, align 8
  %errp3506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3491, ptr %errp3506, align 8
  %errp3507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3507, align 8
  ret i32 1

ok3503:                                           ; preds = %ok3494
  %pos3508 = mul i64 %pos3500, %dim8
  %pos3509 = add i64 %pos3508, %v3491
  %elp3510 = getelementptr inbounds float, ptr %buf, i64 %pos3509
  %el3511 = load float, ptr %elp3510, align 4, !alias.scope !0, !noalias !3
  store float %el3511, ptr %img_65, align 4
  %v3512 = load float, ptr %img_65, align 4
  %fm3513 = fmul float 1.500000e+00, %v3512
  %call3514 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3513)
  store float %call3514, ptr %bright_15, align 4
  %v3515 = load i64, ptr %i, align 8
  %add3516 = add i64 %v3515, 0
  %sub3517 = sub i64 %dim, 1
  %c3518 = icmp slt i64 %add3516, %sub3517
  %mm3519 = select i1 %c3518, i64 %add3516, i64 %sub3517
  %c3520 = icmp sgt i64 0, %mm3519
  %mm3521 = select i1 %c3520, i64 0, i64 %mm3519
  store i64 %mm3521, ptr %p0_66, align 8
  %nonempty3522 = icmp sgt i64 %dim, 0
  %v3523 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3522, label %ok3525, label %fail3524

fail3524:                                         ; preds = %ok3503
  %errp3526 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3526, align 8
  %errp3527 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3527, align 8
  %errp3528 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3523, ptr %errp3528, align 8
  %errp3529 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3529, align 8
  ret i32 1

ok3525:                                           ; preds = %ok3503
  %v3530 = load i64, ptr %j, align 8
  %add3531 = add i64 %v3530, -2
  %sub3532 = sub i64 %dim8, 1
  %c3533 = icmp slt i64 %add3531, %sub3532
  %mm3534 = select i1 %c3533, i64 %add3531, i64 %sub3532
  %c3535 = icmp sgt i64 0, %mm3534
  %mm3536 = select i1 %c3535, i64 0, i64 %mm3534
  store i64 %mm3536, ptr %p1_67, align 8
  %nonempty3537 = icmp sgt i64 %dim8, 0
  %v3538 = load i64, ptr %p1_67, align 8
  br i1 %nonempty3537, label %ok3540, label %fail3539

fail3539:                                         ; preds = %ok3525
  %errp3541 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3541, align 8
  %errp3542 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3542, align 8
  %errp3543 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3538, ptr %errp3543, align 8
  %errp3544 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3544, align 8
  ret i32 1

ok3540:                                           ; preds = %ok3525
  %v3545 = load i64, ptr %p0_66, align 8
  %v3546 = load i64, ptr %p1_67, align 8
  %nonempty3547 = icmp sgt i64 %dim, 0
  br i1 %nonempty3547, label %ok3549, label %fail3548

fail3548:                                         ; preds = %ok3540
  %errp3550 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3550, align 8
  %errp3551 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3551, align 8
  %errp3552 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3545, ptr %errp3552, align 8
  %errp3553 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3553, align 8
  ret i32 1

ok3549:                                           ; preds = %ok3540
  %pos3554 = mul i64 0, %dim
  %pos3555 = add i64 %pos3554, %v3545
  %nonempty3556 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3556, label %ok3558, label %fail3557

fail3557:                                         ; preds = %ok3549
  %errp3559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3559, align 8
  %errp3560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3560, align 8
  %errp3561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3546, ptr %errp3561, align 8
  %errp3562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3562, align 8
  ret i32 1

ok3558:                                           ; preds = %ok3549
  %pos3563 = mul i64 %pos3555, %dim8
  %pos3564 = add i64 %pos3563, %v3546
  %elp3565 = getelementptr inbounds float, ptr %buf, i64 %pos3564
  %el3566 = load float, ptr %elp3565, align 4, !alias.scope !0, !noalias !3
  store float %el3566, ptr %img_68, align 4
  %v3567 = load float, ptr %img_68, align 4
  %fm3568 = fmul float 1.500000e+00, %v3567
  %call3569 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3568)
  store float %call3569, ptr %bright_16, align 4
  %v3570 = load i64, ptr %i, align 8
  %add3571 = add i64 %v3570, 0
  %sub3572 = sub i64 %dim, 1
  %c3573 = icmp slt i64 %add3571, %sub3572
  %mm3574 = select i1 %c3573, i64 %add3571, i64 %sub3572
  %c3575 = icmp sgt i64 0, %mm3574
  %mm3576 = select i1 %c3575, i64 0, i64 %mm3574
  store i64 %mm3576, ptr %p0_69, align 8
  %nonempty3577 = icmp sgt i64 %dim, 0
  %v3578 = load i64, ptr %p0_69, align 8
  br i1 %nonempty3577, label %ok3580, label %fail3579

fail3579:                                         ; preds = %ok3558
  %errp3581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3581, align 8
  %errp3582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3582, align 8
  %errp3583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3578, ptr %errp3583, align 8
  %errp3584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3584, align 8
  ret i32 1

ok3580:                                           ; preds = %ok3558
  %v3585 = load i64, ptr %j, align 8
  %add3586 = add i64 %v3585, -1
  %sub3587 = sub i64 %dim8, 1
  %c3588 = icmp slt i64 %add3586, %sub3587
  %mm3589 = select i1 %c3588, i64 %add3586, i64 %sub3587
  %c3590 = icmp sgt i64 0, %mm3589
  %mm3591 = select i1 %c3590, i64 0, i64 %mm3589
  store i64 %mm3591, ptr %p1_70, align 8
  %nonempty3592 = icmp sgt i64 %dim8, 0
  %v3593 = load i64, ptr %p1_70, align 8
  br i1 %nonempty3592, label %ok3595, label %fail3594

fail3594:                                         ; preds = %ok3580
  %errp3596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3596, align 8
  %errp3597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3597, align 8
  %errp3598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3593, ptr %errp3598, align 8
  %errp3599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3599, align 8
  ret i32 1

ok3595:                                           ; preds = %ok3580
  %v3600 = load i64, ptr %p0_69, align 8
  %v3601 = load i64, ptr %p1_70, align 8
  %nonempty3602 = icmp sgt i64 %dim, 0
  br i1 %nonempty3602, label %ok3604, label %fail3603

fail3603:                                         ; preds = %ok3595
  %errp3605 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3605, align 8
  %errp3606 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3606, align 8
  %errp3607 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3600, ptr %errp3607, align 8
  %errp3608 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3608, align 8
  ret i32 1

ok3604:                                           ; preds = %ok3595
  %pos3609 = mul i64 0, %dim
  %pos3610 = add i64 %pos3609, %v3600
  %nonempty3611 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3611, label %ok3613, label %fail3612

fail3612:                                         ; preds = %ok3604
  %errp3614 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3614, align 8
  %errp3615 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3615, align 8
  %errp3616 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3601, ptr %errp3616, align 8
  %errp3617 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3617, align 8
  ret i32 1

ok3613:                                           ; preds = %ok3604
  %pos3618 = mul i64 %pos3610, %dim8
  %pos3619 = add i64 %pos3618, %v3601
  %elp3620 = getelementptr inbounds float, ptr %buf, i64 %pos3619
  %el3621 = load float, ptr %elp3620, align 4, !alias.scope !0, !noalias !3
  store float %el3621, ptr %img_71, align 4
  %v3622 = load float, ptr %img_71, align 4
  %fm3623 = fmul float 1.500000e+00, %v3622
  %call3624 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3623)
  store float %call3624, ptr %bright_17, align 4
  %v3625 = load i64, ptr %i, align 8
  %add3626 = add i64 %v3625, 0
  %sub3627 = sub i64 %dim, 1
  %c3628 = icmp slt i64 %add3626, %sub3627
  %mm3629 = select i1 %c3628, i64 %add3626, i64 %sub3627
  %c3630 = icmp sgt i64 0, %mm3629
  %mm3631 = select i1 %c3630, i64 0, i64 %mm3629
  store i64 %mm3631, ptr %p0_72, align 8
  %nonempty3632 = icmp sgt i64 %dim, 0
  %v3633 = load i64, ptr %p0_72, align 8
  br i1 %nonempty3632, label %ok3635, label %fail3634

fail3634:                                         ; preds = %ok3613
  %errp3636 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3636, align 8
  %errp3637 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3637, align 8
  %errp3638 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3633, ptr %errp3638, align 8
  %errp3639 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3639, align 8
  ret i32 1

ok3635:                                           ; preds = %ok3613
  %v3640 = load i64, ptr %j, align 8
  %add3641 = add i64 %v3640, 0
  %sub3642 = sub i64 %dim8, 1
  %c3643 = icmp slt i64 %add3641, %sub3642
  %mm3644 = select i1 %c3643, i64 %add3641, i64 %sub3642
  %c3645 = icmp sgt i64 0, %mm3644
  %mm3646 = select i1 %c3645, i64 0, i64 %mm3644
  store i64 %mm3646, ptr %p1_73, align 8
  %nonempty3647 = icmp sgt i64 %dim8, 0
  %v3648 = load i64, ptr %p1_73, align 8
  br i1 %nonempty3647, label %ok3650, label %fail3649

fail3649:                                         ; preds = %ok3635
  %errp3651 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3651, align 8
  %errp3652 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3652, align 8
  %errp3653 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3648, ptr %errp3653, align 8
  %errp3654 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3654, align 8
  ret i32 1

ok3650:                                           ; preds = %ok3635
  %v3655 = load i64, ptr %p0_72, align 8
  %v3656 = load i64, ptr %p1_73, align 8
  %nonempty3657 = icmp sgt i64 %dim, 0
  br i1 %nonempty3657, label %ok3659, label %fail3658

fail3658:                                         ; preds = %ok3650
  %errp3660 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3660, align 8
  %errp3661 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3661, align 8
  %errp3662 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3655, ptr %errp3662, align 8
  %errp3663 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3663, align 8
  ret i32 1

ok3659:                                           ; preds = %ok3650
  %pos3664 = mul i64 0, %dim
  %pos3665 = add i64 %pos3664, %v3655
  %nonempty3666 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3666, label %ok3668, label %fail3667

fail3667:                                         ; preds = %ok3659
  %errp3669 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3669, align 8
  %errp3670 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3670, align 8
  %errp3671 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3656, ptr %errp3671, align 8
  %errp3672 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3672, align 8
  ret i32 1

ok3668:                                           ; preds = %ok3659
  %pos3673 = mul i64 %pos3665, %dim8
  %pos3674 = add i64 %pos3673, %v3656
  %elp3675 = getelementptr inbounds float, ptr %buf, i64 %pos3674
  %el3676 = load float, ptr %elp3675, align 4, !alias.scope !0, !noalias !3
  store float %el3676, ptr %img_74, align 4
  %v3677 = load float, ptr %img_74, align 4
  %fm3678 = fmul float 1.500000e+00, %v3677
  %call3679 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3678)
  store float %call3679, ptr %bright_18, align 4
  %v3680 = load i64, ptr %i, align 8
  %add3681 = add i64 %v3680, 0
  %sub3682 = sub i64 %dim, 1
  %c3683 = icmp slt i64 %add3681, %sub3682
  %mm3684 = select i1 %c3683, i64 %add3681, i64 %sub3682
  %c3685 = icmp sgt i64 0, %mm3684
  %mm3686 = select i1 %c3685, i64 0, i64 %mm3684
  store i64 %mm3686, ptr %p0_75, align 8
  %nonempty3687 = icmp sgt i64 %dim, 0
  %v3688 = load i64, ptr %p0_75, align 8
  br i1 %nonempty3687, label %ok3690, label %fail3689

fail3689:                                         ; preds = %ok3668
  %errp3691 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3691, align 8
  %errp3692 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3692, align 8
  %errp3693 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3688, ptr %errp3693, align 8
  %errp3694 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3694, align 8
  ret i32 1

ok3690:                                           ; preds = %ok3668
  %v3695 = load i64, ptr %j, align 8
  %add3696 = add i64 %v3695, 1
  %sub3697 = sub i64 %dim8, 1
  %c3698 = icmp slt i64 %add3696, %sub3697
  %mm3699 = select i1 %c3698, i64 %add3696, i64 %sub3697
  %c3700 = icmp sgt i64 0, %mm3699
  %mm3701 = select i1 %c3700, i64 0, i64 %mm3699
  store i64 %mm3701, ptr %p1_76, align 8
  %nonempty3702 = icmp sgt i64 %dim8, 0
  %v3703 = load i64, ptr %p1_76, align 8
  br i1 %nonempty3702, label %ok3705, label %fail3704

fail3704:                                         ; preds = %ok3690
  %errp3706 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3706, align 8
  %errp3707 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3707, align 8
  %errp3708 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3703, ptr %errp3708, align 8
  %errp3709 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3709, align 8
  ret i32 1

ok3705:                                           ; preds = %ok3690
  %v3710 = load i64, ptr %p0_75, align 8
  %v3711 = load i64, ptr %p1_76, align 8
  %nonempty3712 = icmp sgt i64 %dim, 0
  br i1 %nonempty3712, label %ok3714, label %fail3713

fail3713:                                         ; preds = %ok3705
  %errp3715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3715, align 8
  %errp3716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3716, align 8
  %errp3717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3710, ptr %errp3717, align 8
  %errp3718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3718, align 8
  ret i32 1

ok3714:                                           ; preds = %ok3705
  %pos3719 = mul i64 0, %dim
  %pos3720 = add i64 %pos3719, %v3710
  %nonempty3721 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3721, label %ok3723, label %fail3722

fail3722:                                         ; preds = %ok3714
  %errp3724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3724, align 8
  %errp3725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3725, align 8
  %errp3726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3711, ptr %errp3726, align 8
  %errp3727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3727, align 8
  ret i32 1

ok3723:                                           ; preds = %ok3714
  %pos3728 = mul i64 %pos3720, %dim8
  %pos3729 = add i64 %pos3728, %v3711
  %elp3730 = getelementptr inbounds float, ptr %buf, i64 %pos3729
  %el3731 = load float, ptr %elp3730, align 4, !alias.scope !0, !noalias !3
  store float %el3731, ptr %img_77, align 4
  %v3732 = load float, ptr %img_77, align 4
  %fm3733 = fmul float 1.500000e+00, %v3732
  %call3734 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3733)
  store float %call3734, ptr %bright_19, align 4
  %v3735 = load i64, ptr %i, align 8
  %add3736 = add i64 %v3735, 0
  %sub3737 = sub i64 %dim, 1
  %c3738 = icmp slt i64 %add3736, %sub3737
  %mm3739 = select i1 %c3738, i64 %add3736, i64 %sub3737
  %c3740 = icmp sgt i64 0, %mm3739
  %mm3741 = select i1 %c3740, i64 0, i64 %mm3739
  store i64 %mm3741, ptr %p0_78, align 8
  %nonempty3742 = icmp sgt i64 %dim, 0
  %v3743 = load i64, ptr %p0_78, align 8
  br i1 %nonempty3742, label %ok3745, label %fail3744

fail3744:                                         ; preds = %ok3723
  %errp3746 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3746, align 8
  %errp3747 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3747, align 8
  %errp3748 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3743, ptr %errp3748, align 8
  %errp3749 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3749, align 8
  ret i32 1

ok3745:                                           ; preds = %ok3723
  %v3750 = load i64, ptr %j, align 8
  %add3751 = add i64 %v3750, 2
  %sub3752 = sub i64 %dim8, 1
  %c3753 = icmp slt i64 %add3751, %sub3752
  %mm3754 = select i1 %c3753, i64 %add3751, i64 %sub3752
  %c3755 = icmp sgt i64 0, %mm3754
  %mm3756 = select i1 %c3755, i64 0, i64 %mm3754
  store i64 %mm3756, ptr %p1_79, align 8
  %nonempty3757 = icmp sgt i64 %dim8, 0
  %v3758 = load i64, ptr %p1_79, align 8
  br i1 %nonempty3757, label %ok3760, label %fail3759

fail3759:                                         ; preds = %ok3745
  %errp3761 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3761, align 8
  %errp3762 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3762, align 8
  %errp3763 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3758, ptr %errp3763, align 8
  %errp3764 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3764, align 8
  ret i32 1

ok3760:                                           ; preds = %ok3745
  %v3765 = load i64, ptr %p0_78, align 8
  %v3766 = load i64, ptr %p1_79, align 8
  %nonempty3767 = icmp sgt i64 %dim, 0
  br i1 %nonempty3767, label %ok3769, label %fail3768

fail3768:                                         ; preds = %ok3760
  %errp3770 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3770, align 8
  %errp3771 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3771, align 8
  %errp3772 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3765, ptr %errp3772, align 8
  %errp3773 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3773, align 8
  ret i32 1

ok3769:                                           ; preds = %ok3760
  %pos3774 = mul i64 0, %dim
  %pos3775 = add i64 %pos3774, %v3765
  %nonempty3776 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3776, label %ok3778, label %fail3777

fail3777:                                         ; preds = %ok3769
  %errp3779 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3779, align 8
  %errp3780 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3780, align 8
  %errp3781 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3766, ptr %errp3781, align 8
  %errp3782 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3782, align 8
  ret i32 1

ok3778:                                           ; preds = %ok3769
  %pos3783 = mul i64 %pos3775, %dim8
  %pos3784 = add i64 %pos3783, %v3766
  %elp3785 = getelementptr inbounds float, ptr %buf, i64 %pos3784
  %el3786 = load float, ptr %elp3785, align 4, !alias.scope !0, !noalias !3
  store float %el3786, ptr %img_80, align 4
  %v3787 = load float, ptr %img_80, align 4
  %fm3788 = fmul float 1.500000e+00, %v3787
  %call3789 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3788)
  store float %call3789, ptr %bright_20, align 4
  %v3790 = load i64, ptr %i, align 8
  %add3791 = add i64 %v3790, 1
  %sub3792 = sub i64 %dim, 1
  %c3793 = icmp slt i64 %add3791, %sub3792
  %mm3794 = select i1 %c3793, i64 %add3791, i64 %sub3792
  %c3795 = icmp sgt i64 0, %mm3794
  %mm3796 = select i1 %c3795, i64 0, i64 %mm3794
  store i64 %mm3796, ptr %p0_81, align 8
  %nonempty3797 = icmp sgt i64 %dim, 0
  %v3798 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3797, label %ok3800, label %fail3799

fail3799:                                         ; preds = %ok3778
  %errp3801 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3801, align 8
  %errp3802 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3802, align 8
  %errp3803 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3798, ptr %errp3803, align 8
  %errp3804 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3804, align 8
  ret i32 1

ok3800:                                           ; preds = %ok3778
  %v3805 = load i64, ptr %j, align 8
  %add3806 = add i64 %v3805, -2
  %sub3807 = sub i64 %dim8, 1
  %c3808 = icmp slt i64 %add3806, %sub3807
  %mm3809 = select i1 %c3808, i64 %add3806, i64 %sub3807
  %c3810 = icmp sgt i64 0, %mm3809
  %mm3811 = select i1 %c3810, i64 0, i64 %mm3809
  store i64 %mm3811, ptr %p1_82, align 8
  %nonempty3812 = icmp sgt i64 %dim8, 0
  %v3813 = load i64, ptr %p1_82, align 8
  br i1 %nonempty3812, label %ok3815, label %fail3814

fail3814:                                         ; preds = %ok3800
  %errp3816 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3816, align 8
  %errp3817 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3817, align 8
  %errp3818 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3813, ptr %errp3818, align 8
  %errp3819 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3819, align 8
  ret i32 1

ok3815:                                           ; preds = %ok3800
  %v3820 = load i64, ptr %p0_81, align 8
  %v3821 = load i64, ptr %p1_82, align 8
  %nonempty3822 = icmp sgt i64 %dim, 0
  br i1 %nonempty3822, label %ok3824, label %fail3823

fail3823:                                         ; preds = %ok3815
  %errp3825 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3825, align 8
  %errp3826 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3826, align 8
  %errp3827 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3820, ptr %errp3827, align 8
  %errp3828 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3828, align 8
  ret i32 1

ok3824:                                           ; preds = %ok3815
  %pos3829 = mul i64 0, %dim
  %pos3830 = add i64 %pos3829, %v3820
  %nonempty3831 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3831, label %ok3833, label %fail3832

fail3832:                                         ; preds = %ok3824
  %errp3834 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3834, align 8
  %errp3835 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3835, align 8
  %errp3836 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3821, ptr %errp3836, align 8
  %errp3837 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3837, align 8
  ret i32 1

ok3833:                                           ; preds = %ok3824
  %pos3838 = mul i64 %pos3830, %dim8
  %pos3839 = add i64 %pos3838, %v3821
  %elp3840 = getelementptr inbounds float, ptr %buf, i64 %pos3839
  %el3841 = load float, ptr %elp3840, align 4, !alias.scope !0, !noalias !3
  store float %el3841, ptr %img_83, align 4
  %v3842 = load float, ptr %img_83, align 4
  %fm3843 = fmul float 1.500000e+00, %v3842
  %call3844 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3843)
  store float %call3844, ptr %bright_21, align 4
  %v3845 = load i64, ptr %i, align 8
  %add3846 = add i64 %v3845, 1
  %sub3847 = sub i64 %dim, 1
  %c3848 = icmp slt i64 %add3846, %sub3847
  %mm3849 = select i1 %c3848, i64 %add3846, i64 %sub3847
  %c3850 = icmp sgt i64 0, %mm3849
  %mm3851 = select i1 %c3850, i64 0, i64 %mm3849
  store i64 %mm3851, ptr %p0_84, align 8
  %nonempty3852 = icmp sgt i64 %dim, 0
  %v3853 = load i64, ptr %p0_84, align 8
  br i1 %nonempty3852, label %ok3855, label %fail3854

fail3854:                                         ; preds = %ok3833
  %errp3856 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3856, align 8
  %errp3857 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3857, align 8
  %errp3858 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3853, ptr %errp3858, align 8
  %errp3859 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3859, align 8
  ret i32 1

ok3855:                                           ; preds = %ok3833
  %v3860 = load i64, ptr %j, align 8
  %add3861 = add i64 %v3860, -1
  %sub3862 = sub i64 %dim8, 1
  %c3863 = icmp slt i64 %add3861, %sub3862
  %mm3864 = select i1 %c3863, i64 %add3861, i64 %sub3862
  %c3865 = icmp sgt i64 0, %mm3864
  %mm3866 = select i1 %c3865, i64 0, i64 %mm3864
  store i64 %mm3866, ptr %p1_85, align 8
  %nonempty3867 = icmp sgt i64 %dim8, 0
  %v3868 = load i64, ptr %p1_85, align 8
  br i1 %nonempty3867, label %ok3870, label %fail3869

fail3869:                                         ; preds = %ok3855
  %errp3871 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3871, align 8
  %errp3872 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3872, align 8
  %errp3873 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3868, ptr %errp3873, align 8
  %errp3874 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3874, align 8
  ret i32 1

ok3870:                                           ; preds = %ok3855
  %v3875 = load i64, ptr %p0_84, align 8
  %v3876 = load i64, ptr %p1_85, align 8
  %nonempty3877 = icmp sgt i64 %dim, 0
  br i1 %nonempty3877, label %ok3879, label %fail3878

fail3878:                                         ; preds = %ok3870
  %errp3880 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3880, align 8
  %errp3881 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3881, align 8
  %errp3882 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3875, ptr %errp3882, align 8
  %errp3883 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3883, align 8
  ret i32 1

ok3879:                                           ; preds = %ok3870
  %pos3884 = mul i64 0, %dim
  %pos3885 = add i64 %pos3884, %v3875
  %nonempty3886 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3886, label %ok3888, label %fail3887

fail3887:                                         ; preds = %ok3879
  %errp3889 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3889, align 8
  %errp3890 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3890, align 8
  %errp3891 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3876, ptr %errp3891, align 8
  %errp3892 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3892, align 8
  ret i32 1

ok3888:                                           ; preds = %ok3879
  %pos3893 = mul i64 %pos3885, %dim8
  %pos3894 = add i64 %pos3893, %v3876
  %elp3895 = getelementptr inbounds float, ptr %buf, i64 %pos3894
  %el3896 = load float, ptr %elp3895, align 4, !alias.scope !0, !noalias !3
  store float %el3896, ptr %img_86, align 4
  %v3897 = load float, ptr %img_86, align 4
  %fm3898 = fmul float 1.500000e+00, %v3897
  %call3899 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3898)
  store float %call3899, ptr %bright_22, align 4
  %v3900 = load i64, ptr %i, align 8
  %add3901 = add i64 %v3900, 1
  %sub3902 = sub i64 %dim, 1
  %c3903 = icmp slt i64 %add3901, %sub3902
  %mm3904 = select i1 %c3903, i64 %add3901, i64 %sub3902
  %c3905 = icmp sgt i64 0, %mm3904
  %mm3906 = select i1 %c3905, i64 0, i64 %mm3904
  store i64 %mm3906, ptr %p0_87, align 8
  %nonempty3907 = icmp sgt i64 %dim, 0
  %v3908 = load i64, ptr %p0_87, align 8
  br i1 %nonempty3907, label %ok3910, label %fail3909

fail3909:                                         ; preds = %ok3888
  %errp3911 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3911, align 8
  %errp3912 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3912, align 8
  %errp3913 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3908, ptr %errp3913, align 8
  %errp3914 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3914, align 8
  ret i32 1

ok3910:                                           ; preds = %ok3888
  %v3915 = load i64, ptr %j, align 8
  %add3916 = add i64 %v3915, 0
  %sub3917 = sub i64 %dim8, 1
  %c3918 = icmp slt i64 %add3916, %sub3917
  %mm3919 = select i1 %c3918, i64 %add3916, i64 %sub3917
  %c3920 = icmp sgt i64 0, %mm3919
  %mm3921 = select i1 %c3920, i64 0, i64 %mm3919
  store i64 %mm3921, ptr %p1_88, align 8
  %nonempty3922 = icmp sgt i64 %dim8, 0
  %v3923 = load i64, ptr %p1_88, align 8
  br i1 %nonempty3922, label %ok3925, label %fail3924

fail3924:                                         ; preds = %ok3910
  %errp3926 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3926, align 8
  %errp3927 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3927, align 8
  %errp3928 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3923, ptr %errp3928, align 8
  %errp3929 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3929, align 8
  ret i32 1

ok3925:                                           ; preds = %ok3910
  %v3930 = load i64, ptr %p0_87, align 8
  %v3931 = load i64, ptr %p1_88, align 8
  %nonempty3932 = icmp sgt i64 %dim, 0
  br i1 %nonempty3932, label %ok3934, label %fail3933

fail3933:                                         ; preds = %ok3925
  %errp3935 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3935, align 8
  %errp3936 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3936, align 8
  %errp3937 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3930, ptr %errp3937, align 8
  %errp3938 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3938, align 8
  ret i32 1

ok3934:                                           ; preds = %ok3925
  %pos3939 = mul i64 0, %dim
  %pos3940 = add i64 %pos3939, %v3930
  %nonempty3941 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3941, label %ok3943, label %fail3942

fail3942:                                         ; preds = %ok3934
  %errp3944 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3944, align 8
  %errp3945 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3945, align 8
  %errp3946 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3931, ptr %errp3946, align 8
  %errp3947 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3947, align 8
  ret i32 1

ok3943:                                           ; preds = %ok3934
  %pos3948 = mul i64 %pos3940, %dim8
  %pos3949 = add i64 %pos3948, %v3931
  %elp3950 = getelementptr inbounds float, ptr %buf, i64 %pos3949
  %el3951 = load float, ptr %elp3950, align 4, !alias.scope !0, !noalias !3
  store float %el3951, ptr %img_89, align 4
  %v3952 = load float, ptr %img_89, align 4
  %fm3953 = fmul float 1.500000e+00, %v3952
  %call3954 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3953)
  store float %call3954, ptr %bright_23, align 4
  %v3955 = load i64, ptr %i, align 8
  %add3956 = add i64 %v3955, 1
  %sub3957 = sub i64 %dim, 1
  %c3958 = icmp slt i64 %add3956, %sub3957
  %mm3959 = select i1 %c3958, i64 %add3956, i64 %sub3957
  %c3960 = icmp sgt i64 0, %mm3959
  %mm3961 = select i1 %c3960, i64 0, i64 %mm3959
  store i64 %mm3961, ptr %p0_90, align 8
  %nonempty3962 = icmp sgt i64 %dim, 0
  %v3963 = load i64, ptr %p0_90, align 8
  br i1 %nonempty3962, label %ok3965, label %fail3964

fail3964:                                         ; preds = %ok3943
  %errp3966 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3966, align 8
  %errp3967 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3967, align 8
  %errp3968 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3963, ptr %errp3968, align 8
  %errp3969 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3969, align 8
  ret i32 1

ok3965:                                           ; preds = %ok3943
  %v3970 = load i64, ptr %j, align 8
  %add3971 = add i64 %v3970, 1
  %sub3972 = sub i64 %dim8, 1
  %c3973 = icmp slt i64 %add3971, %sub3972
  %mm3974 = select i1 %c3973, i64 %add3971, i64 %sub3972
  %c3975 = icmp sgt i64 0, %mm3974
  %mm3976 = select i1 %c3975, i64 0, i64 %mm3974
  store i64 %mm3976, ptr %p1_91, align 8
  %nonempty3977 = icmp sgt i64 %dim8, 0
  %v3978 = load i64, ptr %p1_91, align 8
  br i1 %nonempty3977, label %ok3980, label %fail3979

fail3979:                                         ; preds = %ok3965
  %errp3981 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3981, align 8
  %errp3982 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3982, align 8
  %errp3983 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3978, ptr %errp3983, align 8
  %errp3984 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3984, align 8
  ret i32 1

ok3980:                                           ; preds = %ok3965
  %v3985 = load i64, ptr %p0_90, align 8
  %v3986 = load i64, ptr %p1_91, align 8
  %nonempty3987 = icmp sgt i64 %dim, 0
  br i1 %nonempty3987, label %ok3989, label %fail3988

fail3988:                                         ; preds = %ok3980
  %errp3990 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3990, align 8
  %errp3991 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3991, align 8
  %errp3992 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3985, ptr %errp3992, align 8
  %errp3993 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3993, align 8
  ret i32 1

ok3989:                                           ; preds = %ok3980
  %pos3994 = mul i64 0, %dim
  %pos3995 = add i64 %pos3994, %v3985
  %nonempty3996 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3996, label %ok3998, label %fail3997

fail3997:                                         ; preds = %ok3989
  %errp3999 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3999, align 8
  %errp4000 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4000, align 8
  %errp4001 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3986, ptr %errp4001, align 8
  %errp4002 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4002, align 8
  ret i32 1

ok3998:                                           ; preds = %ok3989
  %pos4003 = mul i64 %pos3995, %dim8
  %pos4004 = add i64 %pos4003, %v3986
  %elp4005 = getelementptr inbounds float, ptr %buf, i64 %pos4004
  %el4006 = load float, ptr %elp4005, align 4, !alias.scope !0, !noalias !3
  store float %el4006, ptr %img_92, align 4
  %v4007 = load float, ptr %img_92, align 4
  %fm4008 = fmul float 1.500000e+00, %v4007
  %call4009 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4008)
  store float %call4009, ptr %bright_24, align 4
  %v4010 = load i64, ptr %i, align 8
  %add4011 = add i64 %v4010, 1
  %sub4012 = sub i64 %dim, 1
  %c4013 = icmp slt i64 %add4011, %sub4012
  %mm4014 = select i1 %c4013, i64 %add4011, i64 %sub4012
  %c4015 = icmp sgt i64 0, %mm4014
  %mm4016 = select i1 %c4015, i64 0, i64 %mm4014
  store i64 %mm4016, ptr %p0_93, align 8
  %nonempty4017 = icmp sgt i64 %dim, 0
  %v4018 = load i64, ptr %p0_93, align 8
  br i1 %nonempty4017, label %ok4020, label %fail4019

fail4019:                                         ; preds = %ok3998
  %errp4021 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4021, align 8
  %errp4022 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4022, align 8
  %errp4023 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4018, ptr %errp4023, align 8
  %errp4024 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4024, align 8
  ret i32 1

ok4020:                                           ; preds = %ok3998
  %v4025 = load i64, ptr %j, align 8
  %add4026 = add i64 %v4025, 2
  %sub4027 = sub i64 %dim8, 1
  %c4028 = icmp slt i64 %add4026, %sub4027
  %mm4029 = select i1 %c4028, i64 %add4026, i64 %sub4027
  %c4030 = icmp sgt i64 0, %mm4029
  %mm4031 = select i1 %c4030, i64 0, i64 %mm4029
  store i64 %mm4031, ptr %p1_94, align 8
  %nonempty4032 = icmp sgt i64 %dim8, 0
  %v4033 = load i64, ptr %p1_94, align 8
  br i1 %nonempty4032, label %ok4035, label %fail4034

fail4034:                                         ; preds = %ok4020
  %errp4036 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4036, align 8
  %errp4037 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4037, align 8
  %errp4038 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4033, ptr %errp4038, align 8
  %errp4039 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4039, align 8
  ret i32 1

ok4035:                                           ; preds = %ok4020
  %v4040 = load i64, ptr %p0_93, align 8
  %v4041 = load i64, ptr %p1_94, align 8
  %nonempty4042 = icmp sgt i64 %dim, 0
  br i1 %nonempty4042, label %ok4044, label %fail4043

fail4043:                                         ; preds = %ok4035
  %errp4045 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4045, align 8
  %errp4046 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4046, align 8
  %errp4047 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4040, ptr %errp4047, align 8
  %errp4048 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4048, align 8
  ret i32 1

ok4044:                                           ; preds = %ok4035
  %pos4049 = mul i64 0, %dim
  %pos4050 = add i64 %pos4049, %v4040
  %nonempty4051 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4051, label %ok4053, label %fail4052

fail4052:                                         ; preds = %ok4044
  %errp4054 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4054, align 8
  %errp4055 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4055, align 8
  %errp4056 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4041, ptr %errp4056, align 8
  %errp4057 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4057, align 8
  ret i32 1

ok4053:                                           ; preds = %ok4044
  %pos4058 = mul i64 %pos4050, %dim8
  %pos4059 = add i64 %pos4058, %v4041
  %elp4060 = getelementptr inbounds float, ptr %buf, i64 %pos4059
  %el4061 = load float, ptr %elp4060, align 4, !alias.scope !0, !noalias !3
  store float %el4061, ptr %img_95, align 4
  %v4062 = load float, ptr %img_95, align 4
  %fm4063 = fmul float 1.500000e+00, %v4062
  %call4064 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4063)
  store float %call4064, ptr %bright_25, align 4
  %v4065 = load i64, ptr %i, align 8
  %add4066 = add i64 %v4065, 2
  %sub4067 = sub i64 %dim, 1
  %c4068 = icmp slt i64 %add4066, %sub4067
  %mm4069 = select i1 %c4068, i64 %add4066, i64 %sub4067
  %c4070 = icmp sgt i64 0, %mm4069
  %mm4071 = select i1 %c4070, i64 0, i64 %mm4069
  store i64 %mm4071, ptr %p0_96, align 8
  %nonempty4072 = icmp sgt i64 %dim, 0
  %v4073 = load i64, ptr %p0_96, align 8
  br i1 %nonempty4072, label %ok4075, label %fail4074

fail4074:                                         ; preds = %ok4053
  %errp4076 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4076, align 8
  %errp4077 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4077, align 8
  %errp4078 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4073, ptr %errp4078, align 8
  %errp4079 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4079, align 8
  ret i32 1

ok4075:                                           ; preds = %ok4053
  %v4080 = load i64, ptr %j, align 8
  %add4081 = add i64 %v4080, -2
  %sub4082 = sub i64 %dim8, 1
  %c4083 = icmp slt i64 %add4081, %sub4082
  %mm4084 = select i1 %c4083, i64 %add4081, i64 %sub4082
  %c4085 = icmp sgt i64 0, %mm4084
  %mm4086 = select i1 %c4085, i64 0, i64 %mm4084
  store i64 %mm4086, ptr %p1_97, align 8
  %nonempty4087 = icmp sgt i64 %dim8, 0
  %v4088 = load i64, ptr %p1_97, align 8
  br i1 %nonempty4087, label %ok4090, label %fail4089

fail4089:                                         ; preds = %ok4075
  %errp4091 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4091, align 8
  %errp4092 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4092, align 8
  %errp4093 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4088, ptr %errp4093, align 8
  %errp4094 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4094, align 8
  ret i32 1

ok4090:                                           ; preds = %ok4075
  %v4095 = load i64, ptr %p0_96, align 8
  %v4096 = load i64, ptr %p1_97, align 8
  %nonempty4097 = icmp sgt i64 %dim, 0
  br i1 %nonempty4097, label %ok4099, label %fail4098

fail4098:                                         ; preds = %ok4090
  %errp4100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4100, align 8
  %errp4101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4101, align 8
  %errp4102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4095, ptr %errp4102, align 8
  %errp4103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4103, align 8
  ret i32 1

ok4099:                                           ; preds = %ok4090
  %pos4104 = mul i64 0, %dim
  %pos4105 = add i64 %pos4104, %v4095
  %nonempty4106 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4106, label %ok4108, label %fail4107

fail4107:                                         ; preds = %ok4099
  %errp4109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4109, align 8
  %errp4110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4110, align 8
  %errp4111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4096, ptr %errp4111, align 8
  %errp4112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4112, align 8
  ret i32 1

ok4108:                                           ; preds = %ok4099
  %pos4113 = mul i64 %pos4105, %dim8
  %pos4114 = add i64 %pos4113, %v4096
  %elp4115 = getelementptr inbounds float, ptr %buf, i64 %pos4114
  %el4116 = load float, ptr %elp4115, align 4, !alias.scope !0, !noalias !3
  store float %el4116, ptr %img_98, align 4
  %v4117 = load float, ptr %img_98, align 4
  %fm4118 = fmul float 1.500000e+00, %v4117
  %call4119 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4118)
  store float %call4119, ptr %bright_26, align 4
  %v4120 = load i64, ptr %i, align 8
  %add4121 = add i64 %v4120, 2
  %sub4122 = sub i64 %dim, 1
  %c4123 = icmp slt i64 %add4121, %sub4122
  %mm4124 = select i1 %c4123, i64 %add4121, i64 %sub4122
  %c4125 = icmp sgt i64 0, %mm4124
  %mm4126 = select i1 %c4125, i64 0, i64 %mm4124
  store i64 %mm4126, ptr %p0_99, align 8
  %nonempty4127 = icmp sgt i64 %dim, 0
  %v4128 = load i64, ptr %p0_99, align 8
  br i1 %nonempty4127, label %ok4130, label %fail4129

fail4129:                                         ; preds = %ok4108
  %errp4131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4131, align 8
  %errp4132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4132, align 8
  %errp4133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4128, ptr %errp4133, align 8
  %errp4134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4134, align 8
  ret i32 1

ok4130:                                           ; preds = %ok4108
  %v4135 = load i64, ptr %j, align 8
  %add4136 = add i64 %v4135, -1
  %sub4137 = sub i64 %dim8, 1
  %c4138 = icmp slt i64 %add4136, %sub4137
  %mm4139 = select i1 %c4138, i64 %add4136, i64 %sub4137
  %c4140 = icmp sgt i64 0, %mm4139
  %mm4141 = select i1 %c4140, i64 0, i64 %mm4139
  store i64 %mm4141, ptr %p1_100, align 8
  %nonempty4142 = icmp sgt i64 %dim8, 0
  %v4143 = load i64, ptr %p1_100, align 8
  br i1 %nonempty4142, label %ok4145, label %fail4144

fail4144:                                         ; preds = %ok4130
  %errp4146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4146, align 8
  %errp4147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4147, align 8
  %errp4148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4143, ptr %errp4148, align 8
  %errp4149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4149, align 8
  ret i32 1

ok4145:                                           ; preds = %ok4130
  %v4150 = load i64, ptr %p0_99, align 8
  %v4151 = load i64, ptr %p1_100, align 8
  %nonempty4152 = icmp sgt i64 %dim, 0
  br i1 %nonempty4152, label %ok4154, label %fail4153

fail4153:                                         ; preds = %ok4145
  %errp4155 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4155, align 8
  %errp4156 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4156, align 8
  %errp4157 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4150, ptr %errp4157, align 8
  %errp4158 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4158, align 8
  ret i32 1

ok4154:                                           ; preds = %ok4145
  %pos4159 = mul i64 0, %dim
  %pos4160 = add i64 %pos4159, %v4150
  %nonempty4161 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4161, label %ok4163, label %fail4162

fail4162:                                         ; preds = %ok4154
  %errp4164 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4164, align 8
  %errp4165 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4165, align 8
  %errp4166 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4151, ptr %errp4166, align 8
  %errp4167 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4167, align 8
  ret i32 1

ok4163:                                           ; preds = %ok4154
  %pos4168 = mul i64 %pos4160, %dim8
  %pos4169 = add i64 %pos4168, %v4151
  %elp4170 = getelementptr inbounds float, ptr %buf, i64 %pos4169
  %el4171 = load float, ptr %elp4170, align 4, !alias.scope !0, !noalias !3
  store float %el4171, ptr %img_101, align 4
  %v4172 = load float, ptr %img_101, align 4
  %fm4173 = fmul float 1.500000e+00, %v4172
  %call4174 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4173)
  store float %call4174, ptr %bright_27, align 4
  %v4175 = load i64, ptr %i, align 8
  %add4176 = add i64 %v4175, 2
  %sub4177 = sub i64 %dim, 1
  %c4178 = icmp slt i64 %add4176, %sub4177
  %mm4179 = select i1 %c4178, i64 %add4176, i64 %sub4177
  %c4180 = icmp sgt i64 0, %mm4179
  %mm4181 = select i1 %c4180, i64 0, i64 %mm4179
  store i64 %mm4181, ptr %p0_102, align 8
  %nonempty4182 = icmp sgt i64 %dim, 0
  %v4183 = load i64, ptr %p0_102, align 8
  br i1 %nonempty4182, label %ok4185, label %fail4184

fail4184:                                         ; preds = %ok4163
  %errp4186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4186, align 8
  %errp4187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4187, align 8
  %errp4188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4183, ptr %errp4188, align 8
  %errp4189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4189, align 8
  ret i32 1

ok4185:                                           ; preds = %ok4163
  %v4190 = load i64, ptr %j, align 8
  %add4191 = add i64 %v4190, 0
  %sub4192 = sub i64 %dim8, 1
  %c4193 = icmp slt i64 %add4191, %sub4192
  %mm4194 = select i1 %c4193, i64 %add4191, i64 %sub4192
  %c4195 = icmp sgt i64 0, %mm4194
  %mm4196 = select i1 %c4195, i64 0, i64 %mm4194
  store i64 %mm4196, ptr %p1_103, align 8
  %nonempty4197 = icmp sgt i64 %dim8, 0
  %v4198 = load i64, ptr %p1_103, align 8
  br i1 %nonempty4197, label %ok4200, label %fail4199

fail4199:                                         ; preds = %ok4185
  %errp4201 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4201, align 8
  %errp4202 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4202, align 8
  %errp4203 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4198, ptr %errp4203, align 8
  %errp4204 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4204, align 8
  ret i32 1

ok4200:                                           ; preds = %ok4185
  %v4205 = load i64, ptr %p0_102, align 8
  %v4206 = load i64, ptr %p1_103, align 8
  %nonempty4207 = icmp sgt i64 %dim, 0
  br i1 %nonempty4207, label %ok4209, label %fail4208

fail4208:                                         ; preds = %ok4200
  %errp4210 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4210, align 8
  %errp4211 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4211, align 8
  %errp4212 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4205, ptr %errp4212, align 8
  %errp4213 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4213, align 8
  ret i32 1

ok4209:                                           ; preds = %ok4200
  %pos4214 = mul i64 0, %dim
  %pos4215 = add i64 %pos4214, %v4205
  %nonempty4216 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4216, label %ok4218, label %fail4217

fail4217:                                         ; preds = %ok4209
  %errp4219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4219, align 8
  %errp4220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4220, align 8
  %errp4221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4206, ptr %errp4221, align 8
  %errp4222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4222, align 8
  ret i32 1

ok4218:                                           ; preds = %ok4209
  %pos4223 = mul i64 %pos4215, %dim8
  %pos4224 = add i64 %pos4223, %v4206
  %elp4225 = getelementptr inbounds float, ptr %buf, i64 %pos4224
  %el4226 = load float, ptr %elp4225, align 4, !alias.scope !0, !noalias !3
  store float %el4226, ptr %img_104, align 4
  %v4227 = load float, ptr %img_104, align 4
  %fm4228 = fmul float 1.500000e+00, %v4227
  %call4229 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4228)
  store float %call4229, ptr %bright_28, align 4
  %v4230 = load i64, ptr %i, align 8
  %add4231 = add i64 %v4230, 2
  %sub4232 = sub i64 %dim, 1
  %c4233 = icmp slt i64 %add4231, %sub4232
  %mm4234 = select i1 %c4233, i64 %add4231, i64 %sub4232
  %c4235 = icmp sgt i64 0, %mm4234
  %mm4236 = select i1 %c4235, i64 0, i64 %mm4234
  store i64 %mm4236, ptr %p0_105, align 8
  %nonempty4237 = icmp sgt i64 %dim, 0
  %v4238 = load i64, ptr %p0_105, align 8
  br i1 %nonempty4237, label %ok4240, label %fail4239

fail4239:                                         ; preds = %ok4218
  %errp4241 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4241, align 8
  %errp4242 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4242, align 8
  %errp4243 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4238, ptr %errp4243, align 8
  %errp4244 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4244, align 8
  ret i32 1

ok4240:                                           ; preds = %ok4218
  %v4245 = load i64, ptr %j, align 8
  %add4246 = add i64 %v4245, 1
  %sub4247 = sub i64 %dim8, 1
  %c4248 = icmp slt i64 %add4246, %sub4247
  %mm4249 = select i1 %c4248, i64 %add4246, i64 %sub4247
  %c4250 = icmp sgt i64 0, %mm4249
  %mm4251 = select i1 %c4250, i64 0, i64 %mm4249
  store i64 %mm4251, ptr %p1_106, align 8
  %nonempty4252 = icmp sgt i64 %dim8, 0
  %v4253 = load i64, ptr %p1_106, align 8
  br i1 %nonempty4252, label %ok4255, label %fail4254

fail4254:                                         ; preds = %ok4240
  %errp4256 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4256, align 8
  %errp4257 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4257, align 8
  %errp4258 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4253, ptr %errp4258, align 8
  %errp4259 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4259, align 8
  ret i32 1

ok4255:                                           ; preds = %ok4240
  %v4260 = load i64, ptr %p0_105, align 8
  %v4261 = load i64, ptr %p1_106, align 8
  %nonempty4262 = icmp sgt i64 %dim, 0
  br i1 %nonempty4262, label %ok4264, label %fail4263

fail4263:                                         ; preds = %ok4255
  %errp4265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4265, align 8
  %errp4266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4266, align 8
  %errp4267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4260, ptr %errp4267, align 8
  %errp4268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4268, align 8
  ret i32 1

ok4264:                                           ; preds = %ok4255
  %pos4269 = mul i64 0, %dim
  %pos4270 = add i64 %pos4269, %v4260
  %nonempty4271 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4271, label %ok4273, label %fail4272

fail4272:                                         ; preds = %ok4264
  %errp4274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4274, align 8
  %errp4275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4275, align 8
  %errp4276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4261, ptr %errp4276, align 8
  %errp4277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4277, align 8
  ret i32 1

ok4273:                                           ; preds = %ok4264
  %pos4278 = mul i64 %pos4270, %dim8
  %pos4279 = add i64 %pos4278, %v4261
  %elp4280 = getelementptr inbounds float, ptr %buf, i64 %pos4279
  %el4281 = load float, ptr %elp4280, align 4, !alias.scope !0, !noalias !3
  store float %el4281, ptr %img_107, align 4
  %v4282 = load float, ptr %img_107, align 4
  %fm4283 = fmul float 1.500000e+00, %v4282
  %call4284 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4283)
  store float %call4284, ptr %bright_29, align 4
  %v4285 = load i64, ptr %i, align 8
  %add4286 = add i64 %v4285, 2
  %sub4287 = sub i64 %dim, 1
  %c4288 = icmp slt i64 %add4286, %sub4287
  %mm4289 = select i1 %c4288, i64 %add4286, i64 %sub4287
  %c4290 = icmp sgt i64 0, %mm4289
  %mm4291 = select i1 %c4290, i64 0, i64 %mm4289
  store i64 %mm4291, ptr %p0_108, align 8
  %nonempty4292 = icmp sgt i64 %dim, 0
  %v4293 = load i64, ptr %p0_108, align 8
  br i1 %nonempty4292, label %ok4295, label %fail4294

fail4294:                                         ; preds = %ok4273
  %errp4296 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4296, align 8
  %errp4297 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4297, align 8
  %errp4298 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4293, ptr %errp4298, align 8
  %errp4299 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4299, align 8
  ret i32 1

ok4295:                                           ; preds = %ok4273
  %v4300 = load i64, ptr %j, align 8
  %add4301 = add i64 %v4300, 2
  %sub4302 = sub i64 %dim8, 1
  %c4303 = icmp slt i64 %add4301, %sub4302
  %mm4304 = select i1 %c4303, i64 %add4301, i64 %sub4302
  %c4305 = icmp sgt i64 0, %mm4304
  %mm4306 = select i1 %c4305, i64 0, i64 %mm4304
  store i64 %mm4306, ptr %p1_109, align 8
  %nonempty4307 = icmp sgt i64 %dim8, 0
  %v4308 = load i64, ptr %p1_109, align 8
  br i1 %nonempty4307, label %ok4310, label %fail4309

fail4309:                                         ; preds = %ok4295
  %errp4311 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4311, align 8
  %errp4312 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4312, align 8
  %errp4313 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4308, ptr %errp4313, align 8
  %errp4314 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4314, align 8
  ret i32 1

ok4310:                                           ; preds = %ok4295
  %v4315 = load i64, ptr %p0_108, align 8
  %v4316 = load i64, ptr %p1_109, align 8
  %nonempty4317 = icmp sgt i64 %dim, 0
  br i1 %nonempty4317, label %ok4319, label %fail4318

fail4318:                                         ; preds = %ok4310
  %errp4320 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4320, align 8
  %errp4321 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4321, align 8
  %errp4322 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4315, ptr %errp4322, align 8
  %errp4323 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4323, align 8
  ret i32 1

ok4319:                                           ; preds = %ok4310
  %pos4324 = mul i64 0, %dim
  %pos4325 = add i64 %pos4324, %v4315
  %nonempty4326 = icmp sgt i64 %dim8, 0
  br i1 %nonempty4326, label %ok4328, label %fail4327

fail4327:                                         ; preds = %ok4319
  %errp4329 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp4329, align 8
  %errp4330 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4330, align 8
  %errp4331 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v4316, ptr %errp4331, align 8
  %errp4332 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp4332, align 8
  ret i32 1

ok4328:                                           ; preds = %ok4319
  %pos4333 = mul i64 %pos4325, %dim8
  %pos4334 = add i64 %pos4333, %v4316
  %elp4335 = getelementptr inbounds float, ptr %buf, i64 %pos4334
  %el4336 = load float, ptr %elp4335, align 4, !alias.scope !0, !noalias !3
  store float %el4336, ptr %img_110, align 4
  %v4337 = load float, ptr %img_110, align 4
  %fm4338 = fmul float 1.500000e+00, %v4337
  %call4339 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm4338)
  store float %call4339, ptr %bright_30, align 4
  %v4340 = load float, ptr %bright_6, align 4
  %tup4341 = insertvalue { float, float, float, float, float } undef, float %v4340, 0
  %v4342 = load float, ptr %bright_7, align 4
  %tup4343 = insertvalue { float, float, float, float, float } %tup4341, float %v4342, 1
  %v4344 = load float, ptr %bright_8, align 4
  %tup4345 = insertvalue { float, float, float, float, float } %tup4343, float %v4344, 2
  %v4346 = load float, ptr %bright_9, align 4
  %tup4347 = insertvalue { float, float, float, float, float } %tup4345, float %v4346, 3
  %v4348 = load float, ptr %bright_10, align 4
  %tup4349 = insertvalue { float, float, float, float, float } %tup4347, float %v4348, 4
  store { float, float, float, float, float } %tup4349, ptr %"%cse0_31", align 4
  %fldp4350 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld4351 = load float, ptr %fldp4350, align 4
  %fldp4352 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld4353 = load float, ptr %fldp4352, align 4
  %fm4354 = fmul float 4.000000e+00, %fld4353
  %fa4355 = fadd float %fld4351, %fm4354
  %fldp4356 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld4357 = load float, ptr %fldp4356, align 4
  %fm4358 = fmul float 6.000000e+00, %fld4357
  %fa4359 = fadd float %fa4355, %fm4358
  %fldp4360 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld4361 = load float, ptr %fldp4360, align 4
  %fm4362 = fmul float 4.000000e+00, %fld4361
  %fa4363 = fadd float %fa4359, %fm4362
  %fldp4364 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld4365 = load float, ptr %fldp4364, align 4
  %fa4366 = fadd float %fa4363, %fld4365
  %v4367 = load float, ptr %bright_11, align 4
  %tup4368 = insertvalue { float, float, float, float, float } undef, float %v4367, 0
  %v4369 = load float, ptr %bright_12, align 4
  %tup4370 = insertvalue { float, float, float, float, float } %tup4368, float %v4369, 1
  %v4371 = load float, ptr %bright_13, align 4
  %tup4372 = insertvalue { float, float, float, float, float } %tup4370, float %v4371, 2
  %v4373 = load float, ptr %bright_14, align 4
  %tup4374 = insertvalue { float, float, float, float, float } %tup4372, float %v4373, 3
  %v4375 = load float, ptr %bright_15, align 4
  %tup4376 = insertvalue { float, float, float, float, float } %tup4374, float %v4375, 4
  store { float, float, float, float, float } %tup4376, ptr %"%cse1_32", align 4
  %fldp4377 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld4378 = load float, ptr %fldp4377, align 4
  %fldp4379 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld4380 = load float, ptr %fldp4379, align 4
  %fm4381 = fmul float 4.000000e+00, %fld4380
  %fa4382 = fadd float %fld4378, %fm4381
  %fldp4383 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld4384 = load float, ptr %fldp4383, align 4
  %fm4385 = fmul float 6.000000e+00, %fld4384
  %fa4386 = fadd float %fa4382, %fm4385
  %fldp4387 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld4388 = load float, ptr %fldp4387, align 4
  %fm4389 = fmul float 4.000000e+00, %fld4388
  %fa4390 = fadd float %fa4386, %fm4389
  %fldp4391 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld4392 = load float, ptr %fldp4391, align 4
  %fa4393 = fadd float %fa4390, %fld4392
  %fm4394 = fmul float 4.000000e+00, %fa4393
  %fa4395 = fadd float %fa4366, %fm4394
  %v4396 = load float, ptr %bright_16, align 4
  %tup4397 = insertvalue { float, float, float, float, float } undef, float %v4396, 0
  %v4398 = load float, ptr %bright_17, align 4
  %tup4399 = insertvalue { float, float, float, float, float } %tup4397, float %v4398, 1
  %v4400 = load float, ptr %bright_18, align 4
  %tup4401 = insertvalue { float, float, float, float, float } %tup4399, float %v4400, 2
  %v4402 = load float, ptr %bright_19, align 4
  %tup4403 = insertvalue { float, float, float, float, float } %tup4401, float %v4402, 3
  %v4404 = load float, ptr %bright_20, align 4
  %tup4405 = insertvalue { float, float, float, float, float } %tup4403, float %v4404, 4
  store { float, float, float, float, float } %tup4405, ptr %"%cse2_33", align 4
  %fldp4406 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld4407 = load float, ptr %fldp4406, align 4
  %fldp4408 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld4409 = load float, ptr %fldp4408, align 4
  %fm4410 = fmul float 4.000000e+00, %fld4409
  %fa4411 = fadd float %fld4407, %fm4410
  %fldp4412 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld4413 = load float, ptr %fldp4412, align 4
  %fm4414 = fmul float 6.000000e+00, %fld4413
  %fa4415 = fadd float %fa4411, %fm4414
  %fldp4416 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld4417 = load float, ptr %fldp4416, align 4
  %fm4418 = fmul float 4.000000e+00, %fld4417
  %fa4419 = fadd float %fa4415, %fm4418
  %fldp4420 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld4421 = load float, ptr %fldp4420, align 4
  %fa4422 = fadd float %fa4419, %fld4421
  %fm4423 = fmul float 6.000000e+00, %fa4422
  %fa4424 = fadd float %fa4395, %fm4423
  %v4425 = load float, ptr %bright_21, align 4
  %tup4426 = insertvalue { float, float, float, float, float } undef, float %v4425, 0
  %v4427 = load float, ptr %bright_22, align 4
  %tup4428 = insertvalue { float, float, float, float, float } %tup4426, float %v4427, 1
  %v4429 = load float, ptr %bright_23, align 4
  %tup4430 = insertvalue { float, float, float, float, float } %tup4428, float %v4429, 2
  %v4431 = load float, ptr %bright_24, align 4
  %tup4432 = insertvalue { float, float, float, float, float } %tup4430, float %v4431, 3
  %v4433 = load float, ptr %bright_25, align 4
  %tup4434 = insertvalue { float, float, float, float, float } %tup4432, float %v4433, 4
  store { float, float, float, float, float } %tup4434, ptr %"%cse3_34", align 4
  %fldp4435 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld4436 = load float, ptr %fldp4435, align 4
  %fldp4437 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld4438 = load float, ptr %fldp4437, align 4
  %fm4439 = fmul float 4.000000e+00, %fld4438
  %fa4440 = fadd float %fld4436, %fm4439
  %fldp4441 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld4442 = load float, ptr %fldp4441, align 4
  %fm4443 = fmul float 6.000000e+00, %fld4442
  %fa4444 = fadd float %fa4440, %fm4443
  %fldp4445 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld4446 = load float, ptr %fldp4445, align 4
  %fm4447 = fmul float 4.000000e+00, %fld4446
  %fa4448 = fadd float %fa4444, %fm4447
  %fldp4449 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld4450 = load float, ptr %fldp4449, align 4
  %fa4451 = fadd float %fa4448, %fld4450
  %fm4452 = fmul float 4.000000e+00, %fa4451
  %fa4453 = fadd float %fa4424, %fm4452
  %v4454 = load float, ptr %bright_26, align 4
  %tup4455 = insertvalue { float, float, float, float, float } undef, float %v4454, 0
  %v4456 = load float, ptr %bright_27, align 4
  %tup4457 = insertvalue { float, float, float, float, float } %tup4455, float %v4456, 1
  %v4458 = load float, ptr %bright_28, align 4
  %tup4459 = insertvalue { float, float, float, float, float } %tup4457, float %v4458, 2
  %v4460 = load float, ptr %bright_29, align 4
  %tup4461 = insertvalue { float, float, float, float, float } %tup4459, float %v4460, 3
  %v4462 = load float, ptr %bright_30, align 4
  %tup4463 = insertvalue { float, float, float, float, float } %tup4461, float %v4462, 4
  store { float, float, float, float, float } %tup4463, ptr %"%cse4_35", align 4
  %fldp4464 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld4465 = load float, ptr %fldp4464, align 4
  %fldp4466 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld4467 = load float, ptr %fldp4466, align 4
  %fm4468 = fmul float 4.000000e+00, %fld4467
  %fa4469 = fadd float %fld4465, %fm4468
  %fldp4470 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld4471 = load float, ptr %fldp4470, align 4
  %fm4472 = fmul float 6.000000e+00, %fld4471
  %fa4473 = fadd float %fa4469, %fm4472
  %fldp4474 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld4475 = load float, ptr %fldp4474, align 4
  %fm4476 = fmul float 4.000000e+00, %fld4475
  %fa4477 = fadd float %fa4473, %fm4476
  %fldp4478 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld4479 = load float, ptr %fldp4478, align 4
  %fa4480 = fadd float %fa4477, %fld4479
  %fa4481 = fadd float %fa4453, %fa4480
  %fd4482 = fdiv float %fa4481, 2.560000e+02
  store float %fd4482, ptr %blurred_3, align 4
  %v4483 = load i64, ptr %i, align 8
  %v4484 = load i64, ptr %j, align 8
  %pos4485 = mul i64 0, %dim
  %pos4486 = add i64 %pos4485, %v4483
  %pos4487 = mul i64 %pos4486, %dim8
  %pos4488 = add i64 %pos4487, %v4484
  %v4489 = load float, ptr %blurred_3, align 4
  %elp4490 = getelementptr inbounds float, ptr %buf1550, i64 %pos4488
  store float %v4489, ptr %elp4490, align 4, !alias.scope !3, !noalias !0
  %i4491 = load i64, ptr %j, align 8
  %next4492 = add i64 %i4491, 1
  store i64 %next4492, ptr %j, align 8
  br label %loop2960
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

