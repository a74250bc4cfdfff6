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
  %bufp1309 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf1310 = load ptr, ptr %bufp1309, align 8
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

loop:                                             ; preds = %exit2582, %ok
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

loop34:                                           ; preds = %ok1152, %ok11
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
  br label %loop1313

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
  %v84 = load i64, ptr %p0_36, align 8
  store i64 %v84, ptr %p0_39, align 8
  %nonempty85 = icmp sgt i64 %dim, 0
  %v86 = load i64, ptr %p0_36, align 8
  br i1 %nonempty85, label %ok88, label %fail87

fail87:                                           ; preds = %ok76
  %errp89 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v86, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp92, align 8
  ret i32 1

ok88:                                             ; preds = %ok76
  %v93 = load i64, ptr %j, align 8
  %add94 = add i64 %v93, -1
  %sub95 = sub i64 %dim8, 1
  %c96 = icmp slt i64 %add94, %sub95
  %mm97 = select i1 %c96, i64 %add94, i64 %sub95
  %c98 = icmp sgt i64 0, %mm97
  %mm99 = select i1 %c98, i64 0, i64 %mm97
  store i64 %mm99, ptr %p1_40, align 8
  %nonempty100 = icmp sgt i64 %dim8, 0
  %v101 = load i64, ptr %p1_40, align 8
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
  %v108 = load i64, ptr %p0_36, align 8
  %v109 = load i64, ptr %p1_40, align 8
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
  store float %el129, ptr %img_41, align 4
  %v130 = load float, ptr %img_41, align 4
  %fm131 = fmul float 1.500000e+00, %v130
  %call132 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm131)
  store float %call132, ptr %bright_7, align 4
  %v133 = load i64, ptr %p0_36, align 8
  store i64 %v133, ptr %p0_42, align 8
  %nonempty134 = icmp sgt i64 %dim, 0
  %v135 = load i64, ptr %p0_36, align 8
  br i1 %nonempty134, label %ok137, label %fail136

fail136:                                          ; preds = %ok121
  %errp138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v135, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp141, align 8
  ret i32 1

ok137:                                            ; preds = %ok121
  %v142 = load i64, ptr %j, align 8
  %add143 = add i64 %v142, 0
  %sub144 = sub i64 %dim8, 1
  %c145 = icmp slt i64 %add143, %sub144
  %mm146 = select i1 %c145, i64 %add143, i64 %sub144
  %c147 = icmp sgt i64 0, %mm146
  %mm148 = select i1 %c147, i64 0, i64 %mm146
  store i64 %mm148, ptr %p1_43, align 8
  %nonempty149 = icmp sgt i64 %dim8, 0
  %v150 = load i64, ptr %p1_43, align 8
  br i1 %nonempty149, label %ok152, label %fail151

fail151:                                          ; preds = %ok137
  %errp153 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp154, align 8
  %errp155 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v150, ptr %errp155, align 8
  %errp156 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp156, align 8
  ret i32 1

ok152:                                            ; preds = %ok137
  %v157 = load i64, ptr %p0_36, align 8
  %v158 = load i64, ptr %p1_43, align 8
  %nonempty159 = icmp sgt i64 %dim, 0
  br i1 %nonempty159, label %ok161, label %fail160

fail160:                                          ; preds = %ok152
  %errp162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp162, align 8
  %errp163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v157, ptr %errp164, align 8
  %errp165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp165, align 8
  ret i32 1

ok161:                                            ; preds = %ok152
  %pos166 = mul i64 0, %dim
  %pos167 = add i64 %pos166, %v157
  %nonempty168 = icmp sgt i64 %dim8, 0
  br i1 %nonempty168, label %ok170, label %fail169

fail169:                                          ; preds = %ok161
  %errp171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp171, align 8
  %errp172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp172, align 8
  %errp173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v158, ptr %errp173, align 8
  %errp174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp174, align 8
  ret i32 1

ok170:                                            ; preds = %ok161
  %pos175 = mul i64 %pos167, %dim8
  %pos176 = add i64 %pos175, %v158
  %elp177 = getelementptr inbounds float, ptr %buf, i64 %pos176
  %el178 = load float, ptr %elp177, align 4, !alias.scope !0, !noalias !3
  store float %el178, ptr %img_44, align 4
  %v179 = load float, ptr %img_44, align 4
  %fm180 = fmul float 1.500000e+00, %v179
  %call181 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm180)
  store float %call181, ptr %bright_8, align 4
  %v182 = load i64, ptr %p0_36, align 8
  store i64 %v182, ptr %p0_45, align 8
  %nonempty183 = icmp sgt i64 %dim, 0
  %v184 = load i64, ptr %p0_36, align 8
  br i1 %nonempty183, label %ok186, label %fail185

fail185:                                          ; preds = %ok170
  %errp187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp187, align 8
  %errp188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp188, align 8
  %errp189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v184, ptr %errp189, align 8
  %errp190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp190, align 8
  ret i32 1

ok186:                                            ; preds = %ok170
  %v191 = load i64, ptr %j, align 8
  %add192 = add i64 %v191, 1
  %sub193 = sub i64 %dim8, 1
  %c194 = icmp slt i64 %add192, %sub193
  %mm195 = select i1 %c194, i64 %add192, i64 %sub193
  %c196 = icmp sgt i64 0, %mm195
  %mm197 = select i1 %c196, i64 0, i64 %mm195
  store i64 %mm197, ptr %p1_46, align 8
  %nonempty198 = icmp sgt i64 %dim8, 0
  %v199 = load i64, ptr %p1_46, align 8
  br i1 %nonempty198, label %ok201, label %fail200

fail200:                                          ; preds = %ok186
  %errp202 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp203, align 8
  %errp204 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v199, ptr %errp204, align 8
  %errp205 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp205, align 8
  ret i32 1

ok201:                                            ; preds = %ok186
  %v206 = load i64, ptr %p0_36, align 8
  %v207 = load i64, ptr %p1_46, align 8
  %nonempty208 = icmp sgt i64 %dim, 0
  br i1 %nonempty208, label %ok210, label %fail209

fail209:                                          ; preds = %ok201
  %errp211 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp211, align 8
  %errp212 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp212, align 8
  %errp213 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v206, ptr %errp213, align 8
  %errp214 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp214, align 8
  ret i32 1

ok210:                                            ; preds = %ok201
  %pos215 = mul i64 0, %dim
  %pos216 = add i64 %pos215, %v206
  %nonempty217 = icmp sgt i64 %dim8, 0
  br i1 %nonempty217, label %ok219, label %fail218

fail218:                                          ; preds = %ok210
  %errp220 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v207, ptr %errp222, align 8
  %errp223 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp223, align 8
  ret i32 1

ok219:                                            ; preds = %ok210
  %pos224 = mul i64 %pos216, %dim8
  %pos225 = add i64 %pos224, %v207
  %elp226 = getelementptr inbounds float, ptr %buf, i64 %pos225
  %el227 = load float, ptr %elp226, align 4, !alias.scope !0, !noalias !3
  store float %el227, ptr %img_47, align 4
  %v228 = load float, ptr %img_47, align 4
  %fm229 = fmul float 1.500000e+00, %v228
  %call230 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm229)
  store float %call230, ptr %bright_9, align 4
  %v231 = load i64, ptr %p0_36, align 8
  store i64 %v231, ptr %p0_48, align 8
  %nonempty232 = icmp sgt i64 %dim, 0
  %v233 = load i64, ptr %p0_36, align 8
  br i1 %nonempty232, label %ok235, label %fail234

fail234:                                          ; preds = %ok219
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v233, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok219
  %v240 = load i64, ptr %j, align 8
  %add241 = add i64 %v240, 2
  %sub242 = sub i64 %dim8, 1
  %c243 = icmp slt i64 %add241, %sub242
  %mm244 = select i1 %c243, i64 %add241, i64 %sub242
  %c245 = icmp sgt i64 0, %mm244
  %mm246 = select i1 %c245, i64 0, i64 %mm244
  store i64 %mm246, ptr %p1_49, align 8
  %nonempty247 = icmp sgt i64 %dim8, 0
  %v248 = load i64, ptr %p1_49, align 8
  br i1 %nonempty247, label %ok250, label %fail249

fail249:                                          ; preds = %ok235
  %errp251 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp251, align 8
  %errp252 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp252, align 8
  %errp253 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v248, ptr %errp253, align 8
  %errp254 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp254, align 8
  ret i32 1

ok250:                                            ; preds = %ok235
  %v255 = load i64, ptr %p0_36, align 8
  %v256 = load i64, ptr %p1_49, align 8
  %nonempty257 = icmp sgt i64 %dim, 0
  br i1 %nonempty257, label %ok259, label %fail258

fail258:                                          ; preds = %ok250
  %errp260 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp260, align 8
  %errp261 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp261, align 8
  %errp262 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v255, ptr %errp262, align 8
  %errp263 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp263, align 8
  ret i32 1

ok259:                                            ; preds = %ok250
  %pos264 = mul i64 0, %dim
  %pos265 = add i64 %pos264, %v255
  %nonempty266 = icmp sgt i64 %dim8, 0
  br i1 %nonempty266, label %ok268, label %fail267

fail267:                                          ; preds = %ok259
  %errp269 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp269, align 8
  %errp270 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp270, align 8
  %errp271 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v256, ptr %errp271, align 8
  %errp272 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp272, align 8
  ret i32 1

ok268:                                            ; preds = %ok259
  %pos273 = mul i64 %pos265, %dim8
  %pos274 = add i64 %pos273, %v256
  %elp275 = getelementptr inbounds float, ptr %buf, i64 %pos274
  %el276 = load float, ptr %elp275, align 4, !alias.scope !0, !noalias !3
  store float %el276, ptr %img_50, align 4
  %v277 = load float, ptr %img_50, align 4
  %fm278 = fmul float 1.500000e+00, %v277
  %call279 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm278)
  store float %call279, ptr %bright_10, align 4
  %v280 = load i64, ptr %i, align 8
  %add281 = add i64 %v280, -1
  %sub282 = sub i64 %dim, 1
  %c283 = icmp slt i64 %add281, %sub282
  %mm284 = select i1 %c283, i64 %add281, i64 %sub282
  %c285 = icmp sgt i64 0, %mm284
  %mm286 = select i1 %c285, i64 0, i64 %mm284
  store i64 %mm286, ptr %p0_51, align 8
  %nonempty287 = icmp sgt i64 %dim, 0
  %v288 = load i64, ptr %p0_51, align 8
  br i1 %nonempty287, label %ok290, label %fail289

fail289:                                          ; preds = %ok268
  %errp291 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp291, align 8
  %errp292 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp292, align 8
  %errp293 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v288, ptr %errp293, align 8
  %errp294 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp294, align 8
  ret i32 1

ok290:                                            ; preds = %ok268
  %v295 = load i64, ptr %p1_37, align 8
  store i64 %v295, ptr %p1_52, align 8
  %nonempty296 = icmp sgt i64 %dim8, 0
  %v297 = load i64, ptr %p1_37, align 8
  br i1 %nonempty296, label %ok299, label %fail298

fail298:                                          ; preds = %ok290
  %errp300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp300, align 8
  %errp301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v297, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp303, align 8
  ret i32 1

ok299:                                            ; preds = %ok290
  %v304 = load i64, ptr %p0_51, align 8
  %v305 = load i64, ptr %p1_37, align 8
  %nonempty306 = icmp sgt i64 %dim, 0
  br i1 %nonempty306, label %ok308, label %fail307

fail307:                                          ; preds = %ok299
  %errp309 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp309, align 8
  %errp310 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp310, align 8
  %errp311 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v304, ptr %errp311, align 8
  %errp312 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp312, align 8
  ret i32 1

ok308:                                            ; preds = %ok299
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %v304
  %nonempty315 = icmp sgt i64 %dim8, 0
  br i1 %nonempty315, label %ok317, label %fail316

fail316:                                          ; preds = %ok308
  %errp318 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp318, align 8
  %errp319 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp319, align 8
  %errp320 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v305, ptr %errp320, align 8
  %errp321 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp321, align 8
  ret i32 1

ok317:                                            ; preds = %ok308
  %pos322 = mul i64 %pos314, %dim8
  %pos323 = add i64 %pos322, %v305
  %elp324 = getelementptr inbounds float, ptr %buf, i64 %pos323
  %el325 = load float, ptr %elp324, align 4, !alias.scope !0, !noalias !3
  store float %el325, ptr %img_53, align 4
  %v326 = load float, ptr %img_53, align 4
  %fm327 = fmul float 1.500000e+00, %v326
  %call328 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm327)
  store float %call328, ptr %bright_11, align 4
  %v329 = load i64, ptr %p0_51, align 8
  store i64 %v329, ptr %p0_54, align 8
  %nonempty330 = icmp sgt i64 %dim, 0
  %v331 = load i64, ptr %p0_51, align 8
  br i1 %nonempty330, label %ok333, label %fail332

fail332:                                          ; preds = %ok317
  %errp334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp334, align 8
  %errp335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp335, align 8
  %errp336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v331, ptr %errp336, align 8
  %errp337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp337, align 8
  ret i32 1

ok333:                                            ; preds = %ok317
  %v338 = load i64, ptr %p1_40, align 8
  store i64 %v338, ptr %p1_55, align 8
  %nonempty339 = icmp sgt i64 %dim8, 0
  %v340 = load i64, ptr %p1_40, align 8
  br i1 %nonempty339, label %ok342, label %fail341

fail341:                                          ; preds = %ok333
  %errp343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp343, align 8
  %errp344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp344, align 8
  %errp345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v340, ptr %errp345, align 8
  %errp346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp346, align 8
  ret i32 1

ok342:                                            ; preds = %ok333
  %v347 = load i64, ptr %p0_51, align 8
  %v348 = load i64, ptr %p1_40, align 8
  %nonempty349 = icmp sgt i64 %dim, 0
  br i1 %nonempty349, label %ok351, label %fail350

fail350:                                          ; preds = %ok342
  %errp352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp352, align 8
  %errp353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp353, align 8
  %errp354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v347, ptr %errp354, align 8
  %errp355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp355, align 8
  ret i32 1

ok351:                                            ; preds = %ok342
  %pos356 = mul i64 0, %dim
  %pos357 = add i64 %pos356, %v347
  %nonempty358 = icmp sgt i64 %dim8, 0
  br i1 %nonempty358, label %ok360, label %fail359

fail359:                                          ; preds = %ok351
  %errp361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp361, align 8
  %errp362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp362, align 8
  %errp363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v348, ptr %errp363, align 8
  %errp364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp364, align 8
  ret i32 1

ok360:                                            ; preds = %ok351
  %pos365 = mul i64 %pos357, %dim8
  %pos366 = add i64 %pos365, %v348
  %elp367 = getelementptr inbounds float, ptr %buf, i64 %pos366
  %el368 = load float, ptr %elp367, align 4, !alias.scope !0, !noalias !3
  store float %el368, ptr %img_56, align 4
  %v369 = load float, ptr %img_56, align 4
  %fm370 = fmul float 1.500000e+00, %v369
  %call371 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm370)
  store float %call371, ptr %bright_12, align 4
  %v372 = load i64, ptr %p0_51, align 8
  store i64 %v372, ptr %p0_57, align 8
  %nonempty373 = icmp sgt i64 %dim, 0
  %v374 = load i64, ptr %p0_51, align 8
  br i1 %nonempty373, label %ok376, label %fail375

fail375:                                          ; preds = %ok360
  %errp377 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp377, align 8
  %errp378 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp378, align 8
  %errp379 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v374, ptr %errp379, align 8
  %errp380 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp380, align 8
  ret i32 1

ok376:                                            ; preds = %ok360
  %v381 = load i64, ptr %p1_43, align 8
  store i64 %v381, ptr %p1_58, align 8
  %nonempty382 = icmp sgt i64 %dim8, 0
  %v383 = load i64, ptr %p1_43, align 8
  br i1 %nonempty382, label %ok385, label %fail384

fail384:                                          ; preds = %ok376
  %errp386 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp387, align 8
  %errp388 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v383, ptr %errp388, align 8
  %errp389 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp389, align 8
  ret i32 1

ok385:                                            ; preds = %ok376
  %v390 = load i64, ptr %p0_51, align 8
  %v391 = load i64, ptr %p1_43, align 8
  %nonempty392 = icmp sgt i64 %dim, 0
  br i1 %nonempty392, label %ok394, label %fail393

fail393:                                          ; preds = %ok385
  %errp395 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp395, align 8
  %errp396 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v390, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp398, align 8
  ret i32 1

ok394:                                            ; preds = %ok385
  %pos399 = mul i64 0, %dim
  %pos400 = add i64 %pos399, %v390
  %nonempty401 = icmp sgt i64 %dim8, 0
  br i1 %nonempty401, label %ok403, label %fail402

fail402:                                          ; preds = %ok394
  %errp404 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp404, align 8
  %errp405 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp405, align 8
  %errp406 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v391, ptr %errp406, align 8
  %errp407 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp407, align 8
  ret i32 1

ok403:                                            ; preds = %ok394
  %pos408 = mul i64 %pos400, %dim8
  %pos409 = add i64 %pos408, %v391
  %elp410 = getelementptr inbounds float, ptr %buf, i64 %pos409
  %el411 = load float, ptr %elp410, align 4, !alias.scope !0, !noalias !3
  store float %el411, ptr %img_59, align 4
  %v412 = load float, ptr %img_59, align 4
  %fm413 = fmul float 1.500000e+00, %v412
  %call414 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm413)
  store float %call414, ptr %bright_13, align 4
  %v415 = load i64, ptr %p0_51, align 8
  store i64 %v415, ptr %p0_60, align 8
  %nonempty416 = icmp sgt i64 %dim, 0
  %v417 = load i64, ptr %p0_51, align 8
  br i1 %nonempty416, label %ok419, label %fail418

fail418:                                          ; preds = %ok403
  %errp420 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp420, align 8
  %errp421 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp421, align 8
  %errp422 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v417, ptr %errp422, align 8
  %errp423 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp423, align 8
  ret i32 1

ok419:                                            ; preds = %ok403
  %v424 = load i64, ptr %p1_46, align 8
  store i64 %v424, ptr %p1_61, align 8
  %nonempty425 = icmp sgt i64 %dim8, 0
  %v426 = load i64, ptr %p1_46, align 8
  br i1 %nonempty425, label %ok428, label %fail427

fail427:                                          ; preds = %ok419
  %errp429 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp429, align 8
  %errp430 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp430, align 8
  %errp431 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v426, ptr %errp431, align 8
  %errp432 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp432, align 8
  ret i32 1

ok428:                                            ; preds = %ok419
  %v433 = load i64, ptr %p0_51, align 8
  %v434 = load i64, ptr %p1_46, align 8
  %nonempty435 = icmp sgt i64 %dim, 0
  br i1 %nonempty435, label %ok437, label %fail436

fail436:                                          ; preds = %ok428
  %errp438 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp438, align 8
  %errp439 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp439, align 8
  %errp440 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v433, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp441, align 8
  ret i32 1

ok437:                                            ; preds = %ok428
  %pos442 = mul i64 0, %dim
  %pos443 = add i64 %pos442, %v433
  %nonempty444 = icmp sgt i64 %dim8, 0
  br i1 %nonempty444, label %ok446, label %fail445

fail445:                                          ; preds = %ok437
  %errp447 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp447, align 8
  %errp448 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp448, align 8
  %errp449 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v434, ptr %errp449, align 8
  %errp450 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp450, align 8
  ret i32 1

ok446:                                            ; preds = %ok437
  %pos451 = mul i64 %pos443, %dim8
  %pos452 = add i64 %pos451, %v434
  %elp453 = getelementptr inbounds float, ptr %buf, i64 %pos452
  %el454 = load float, ptr %elp453, align 4, !alias.scope !0, !noalias !3
  store float %el454, ptr %img_62, align 4
  %v455 = load float, ptr %img_62, align 4
  %fm456 = fmul float 1.500000e+00, %v455
  %call457 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm456)
  store float %call457, ptr %bright_14, align 4
  %v458 = load i64, ptr %p0_51, align 8
  store i64 %v458, ptr %p0_63, align 8
  %nonempty459 = icmp sgt i64 %dim, 0
  %v460 = load i64, ptr %p0_51, align 8
  br i1 %nonempty459, label %ok462, label %fail461

fail461:                                          ; preds = %ok446
  %errp463 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp463, align 8
  %errp464 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp464, align 8
  %errp465 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v460, ptr %errp465, align 8
  %errp466 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp466, align 8
  ret i32 1

ok462:                                            ; preds = %ok446
  %v467 = load i64, ptr %p1_49, align 8
  store i64 %v467, ptr %p1_64, align 8
  %nonempty468 = icmp sgt i64 %dim8, 0
  %v469 = load i64, ptr %p1_49, align 8
  br i1 %nonempty468, label %ok471, label %fail470

fail470:                                          ; preds = %ok462
  %errp472 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp472, align 8
  %errp473 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp473, align 8
  %errp474 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v469, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp475, align 8
  ret i32 1

ok471:                                            ; preds = %ok462
  %v476 = load i64, ptr %p0_51, align 8
  %v477 = load i64, ptr %p1_49, align 8
  %nonempty478 = icmp sgt i64 %dim, 0
  br i1 %nonempty478, label %ok480, label %fail479

fail479:                                          ; preds = %ok471
  %errp481 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp481, align 8
  %errp482 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp482, align 8
  %errp483 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v476, ptr %errp483, align 8
  %errp484 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp484, align 8
  ret i32 1

ok480:                                            ; preds = %ok471
  %pos485 = mul i64 0, %dim
  %pos486 = add i64 %pos485, %v476
  %nonempty487 = icmp sgt i64 %dim8, 0
  br i1 %nonempty487, label %ok489, label %fail488

fail488:                                          ; preds = %ok480
  %errp490 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp490, align 8
  %errp491 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp491, align 8
  %errp492 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v477, ptr %errp492, align 8
  %errp493 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp493, align 8
  ret i32 1

ok489:                                            ; preds = %ok480
  %pos494 = mul i64 %pos486, %dim8
  %pos495 = add i64 %pos494, %v477
  %elp496 = getelementptr inbounds float, ptr %buf, i64 %pos495
  %el497 = load float, ptr %elp496, align 4, !alias.scope !0, !noalias !3
  store float %el497, ptr %img_65, align 4
  %v498 = load float, ptr %img_65, align 4
  %fm499 = fmul float 1.500000e+00, %v498
  %call500 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm499)
  store float %call500, ptr %bright_15, align 4
  %v501 = load i64, ptr %i, align 8
  %add502 = add i64 %v501, 0
  %sub503 = sub i64 %dim, 1
  %c504 = icmp slt i64 %add502, %sub503
  %mm505 = select i1 %c504, i64 %add502, i64 %sub503
  %c506 = icmp sgt i64 0, %mm505
  %mm507 = select i1 %c506, i64 0, i64 %mm505
  store i64 %mm507, ptr %p0_66, align 8
  %nonempty508 = icmp sgt i64 %dim, 0
  %v509 = load i64, ptr %p0_66, align 8
  br i1 %nonempty508, label %ok511, label %fail510

fail510:                                          ; preds = %ok489
  %errp512 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v509, ptr %errp514, align 8
  %errp515 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp515, align 8
  ret i32 1

ok511:                                            ; preds = %ok489
  %v516 = load i64, ptr %p1_37, align 8
  store i64 %v516, ptr %p1_67, align 8
  %nonempty517 = icmp sgt i64 %dim8, 0
  %v518 = load i64, ptr %p1_37, align 8
  br i1 %nonempty517, label %ok520, label %fail519

fail519:                                          ; preds = %ok511
  %errp521 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v518, ptr %errp523, align 8
  %errp524 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp524, align 8
  ret i32 1

ok520:                                            ; preds = %ok511
  %v525 = load i64, ptr %p0_66, align 8
  %v526 = load i64, ptr %p1_37, align 8
  %nonempty527 = icmp sgt i64 %dim, 0
  br i1 %nonempty527, label %ok529, label %fail528

fail528:                                          ; preds = %ok520
  %errp530 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp530, align 8
  %errp531 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp531, align 8
  %errp532 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v525, ptr %errp532, align 8
  %errp533 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp533, align 8
  ret i32 1

ok529:                                            ; preds = %ok520
  %pos534 = mul i64 0, %dim
  %pos535 = add i64 %pos534, %v525
  %nonempty536 = icmp sgt i64 %dim8, 0
  br i1 %nonempty536, label %ok538, label %fail537

fail537:                                          ; preds = %ok529
  %errp539 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp539, align 8
  %errp540 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp540, align 8
  %errp541 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v526, ptr %errp541, align 8
  %errp542 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp542, align 8
  ret i32 1

ok538:                                            ; preds = %ok529
  %pos543 = mul i64 %pos535, %dim8
  %pos544 = add i64 %pos543, %v526
  %elp545 = getelementptr inbounds float, ptr %buf, i64 %pos544
  %el546 = load float, ptr %elp545, align 4, !alias.scope !0, !noalias !3
  store float %el546, ptr %img_68, align 4
  %v547 = load float, ptr %img_68, align 4
  %fm548 = fmul float 1.500000e+00, %v547
  %call549 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm548)
  store float %call549, ptr %bright_16, align 4
  %v550 = load i64, ptr %p0_66, align 8
  store i64 %v550, ptr %p0_69, align 8
  %nonempty551 = icmp sgt i64 %dim, 0
  %v552 = load i64, ptr %p0_66, align 8
  br i1 %nonempty551, label %ok554, label %fail553

fail553:                                          ; preds = %ok538
  %errp555 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v552, ptr %errp557, align 8
  %errp558 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp558, align 8
  ret i32 1

ok554:                                            ; preds = %ok538
  %v559 = load i64, ptr %p1_40, align 8
  store i64 %v559, ptr %p1_70, align 8
  %nonempty560 = icmp sgt i64 %dim8, 0
  %v561 = load i64, ptr %p1_40, align 8
  br i1 %nonempty560, label %ok563, label %fail562

fail562:                                          ; preds = %ok554
  %errp564 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp564, align 8
  %errp565 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp565, align 8
  %errp566 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v561, ptr %errp566, align 8
  %errp567 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp567, align 8
  ret i32 1

ok563:                                            ; preds = %ok554
  %v568 = load i64, ptr %p0_66, align 8
  %v569 = load i64, ptr %p1_40, align 8
  %nonempty570 = icmp sgt i64 %dim, 0
  br i1 %nonempty570, label %ok572, label %fail571

fail571:                                          ; preds = %ok563
  %errp573 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp573, align 8
  %errp574 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp574, align 8
  %errp575 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v568, ptr %errp575, align 8
  %errp576 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp576, align 8
  ret i32 1

ok572:                                            ; preds = %ok563
  %pos577 = mul i64 0, %dim
  %pos578 = add i64 %pos577, %v568
  %nonempty579 = icmp sgt i64 %dim8, 0
  br i1 %nonempty579, label %ok581, label %fail580

fail580:                                          ; preds = %ok572
  %errp582 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v569, ptr %errp584, align 8
  %errp585 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp585, align 8
  ret i32 1

ok581:                                            ; preds = %ok572
  %pos586 = mul i64 %pos578, %dim8
  %pos587 = add i64 %pos586, %v569
  %elp588 = getelementptr inbounds float, ptr %buf, i64 %pos587
  %el589 = load float, ptr %elp588, align 4, !alias.scope !0, !noalias !3
  store float %el589, ptr %img_71, align 4
  %v590 = load float, ptr %img_71, align 4
  %fm591 = fmul float 1.500000e+00, %v590
  %call592 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm591)
  store float %call592, ptr %bright_17, align 4
  %v593 = load i64, ptr %p0_66, align 8
  store i64 %v593, ptr %p0_72, align 8
  %nonempty594 = icmp sgt i64 %dim, 0
  %v595 = load i64, ptr %p0_66, align 8
  br i1 %nonempty594, label %ok597, label %fail596

fail596:                                          ; preds = %ok581
  %errp598 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp598, align 8
  %errp599 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp599, align 8
  %errp600 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v595, ptr %errp600, align 8
  %errp601 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp601, align 8
  ret i32 1

ok597:                                            ; preds = %ok581
  %v602 = load i64, ptr %p1_43, align 8
  store i64 %v602, ptr %p1_73, align 8
  %nonempty603 = icmp sgt i64 %dim8, 0
  %v604 = load i64, ptr %p1_43, align 8
  br i1 %nonempty603, label %ok606, label %fail605

fail605:                                          ; preds = %ok597
  %errp607 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp608, align 8
  %errp609 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v604, ptr %errp609, align 8
  %errp610 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp610, align 8
  ret i32 1

ok606:                                            ; preds = %ok597
  %v611 = load i64, ptr %p0_66, align 8
  %v612 = load i64, ptr %p1_43, align 8
  %nonempty613 = icmp sgt i64 %dim, 0
  br i1 %nonempty613, label %ok615, label %fail614

fail614:                                          ; preds = %ok606
  %errp616 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp617, align 8
  %errp618 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v611, ptr %errp618, align 8
  %errp619 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp619, align 8
  ret i32 1

ok615:                                            ; preds = %ok606
  %pos620 = mul i64 0, %dim
  %pos621 = add i64 %pos620, %v611
  %nonempty622 = icmp sgt i64 %dim8, 0
  br i1 %nonempty622, label %ok624, label %fail623

fail623:                                          ; preds = %ok615
  %errp625 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp626, align 8
  %errp627 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v612, ptr %errp627, align 8
  %errp628 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp628, align 8
  ret i32 1

ok624:                                            ; preds = %ok615
  %pos629 = mul i64 %pos621, %dim8
  %pos630 = add i64 %pos629, %v612
  %elp631 = getelementptr inbounds float, ptr %buf, i64 %pos630
  %el632 = load float, ptr %elp631, align 4, !alias.scope !0, !noalias !3
  store float %el632, ptr %img_74, align 4
  %v633 = load float, ptr %img_74, align 4
  %fm634 = fmul float 1.500000e+00, %v633
  %call635 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm634)
  store float %call635, ptr %bright_18, align 4
  %v636 = load i64, ptr %p0_66, align 8
  store i64 %v636, ptr %p0_75, align 8
  %nonempty637 = icmp sgt i64 %dim, 0
  %v638 = load i64, ptr %p0_66, align 8
  br i1 %nonempty637, label %ok640, label %fail639

fail639:                                          ; preds = %ok624
  %errp641 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp641, align 8
  %errp642 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp642, align 8
  %errp643 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v638, ptr %errp643, align 8
  %errp644 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp644, align 8
  ret i32 1

ok640:                                            ; preds = %ok624
  %v645 = load i64, ptr %p1_46, align 8
  store i64 %v645, ptr %p1_76, align 8
  %nonempty646 = icmp sgt i64 %dim8, 0
  %v647 = load i64, ptr %p1_46, align 8
  br i1 %nonempty646, label %ok649, label %fail648

fail648:                                          ; preds = %ok640
  %errp650 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp651, align 8
  %errp652 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v647, ptr %errp652, align 8
  %errp653 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp653, align 8
  ret i32 1

ok649:                                            ; preds = %ok640
  %v654 = load i64, ptr %p0_66, align 8
  %v655 = load i64, ptr %p1_46, align 8
  %nonempty656 = icmp sgt i64 %dim, 0
  br i1 %nonempty656, label %ok658, label %fail657

fail657:                                          ; preds = %ok649
  %errp659 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp659, align 8
  %errp660 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp660, align 8
  %errp661 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v654, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp662, align 8
  ret i32 1

ok658:                                            ; preds = %ok649
  %pos663 = mul i64 0, %dim
  %pos664 = add i64 %pos663, %v654
  %nonempty665 = icmp sgt i64 %dim8, 0
  br i1 %nonempty665, label %ok667, label %fail666

fail666:                                          ; preds = %ok658
  %errp668 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp668, align 8
  %errp669 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp669, align 8
  %errp670 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v655, ptr %errp670, align 8
  %errp671 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp671, align 8
  ret i32 1

ok667:                                            ; preds = %ok658
  %pos672 = mul i64 %pos664, %dim8
  %pos673 = add i64 %pos672, %v655
  %elp674 = getelementptr inbounds float, ptr %buf, i64 %pos673
  %el675 = load float, ptr %elp674, align 4, !alias.scope !0, !noalias !3
  store float %el675, ptr %img_77, align 4
  %v676 = load float, ptr %img_77, align 4
  %fm677 = fmul float 1.500000e+00, %v676
  %call678 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm677)
  store float %call678, ptr %bright_19, align 4
  %v679 = load i64, ptr %p0_66, align 8
  store i64 %v679, ptr %p0_78, align 8
  %nonempty680 = icmp sgt i64 %dim, 0
  %v681 = load i64, ptr %p0_66, align 8
  br i1 %nonempty680, label %ok683, label %fail682

fail682:                                          ; preds = %ok667
  %errp684 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp685, align 8
  %errp686 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v681, ptr %errp686, align 8
  %errp687 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp687, align 8
  ret i32 1

ok683:                                            ; preds = %ok667
  %v688 = load i64, ptr %p1_49, align 8
  store i64 %v688, ptr %p1_79, align 8
  %nonempty689 = icmp sgt i64 %dim8, 0
  %v690 = load i64, ptr %p1_49, align 8
  br i1 %nonempty689, label %ok692, label %fail691

fail691:                                          ; preds = %ok683
  %errp693 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp693, align 8
  %errp694 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp694, align 8
  %errp695 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v690, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp696, align 8
  ret i32 1

ok692:                                            ; preds = %ok683
  %v697 = load i64, ptr %p0_66, align 8
  %v698 = load i64, ptr %p1_49, align 8
  %nonempty699 = icmp sgt i64 %dim, 0
  br i1 %nonempty699, label %ok701, label %fail700

fail700:                                          ; preds = %ok692
  %errp702 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp702, align 8
  %errp703 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp703, align 8
  %errp704 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v697, ptr %errp704, align 8
  %errp705 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp705, align 8
  ret i32 1

ok701:                                            ; preds = %ok692
  %pos706 = mul i64 0, %dim
  %pos707 = add i64 %pos706, %v697
  %nonempty708 = icmp sgt i64 %dim8, 0
  br i1 %nonempty708, label %ok710, label %fail709

fail709:                                          ; preds = %ok701
  %errp711 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp711, align 8
  %errp712 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp712, align 8
  %errp713 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v698, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp714, align 8
  ret i32 1

ok710:                                            ; preds = %ok701
  %pos715 = mul i64 %pos707, %dim8
  %pos716 = add i64 %pos715, %v698
  %elp717 = getelementptr inbounds float, ptr %buf, i64 %pos716
  %el718 = load float, ptr %elp717, align 4, !alias.scope !0, !noalias !3
  store float %el718, ptr %img_80, align 4
  %v719 = load float, ptr %img_80, align 4
  %fm720 = fmul float 1.500000e+00, %v719
  %call721 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm720)
  store float %call721, ptr %bright_20, align 4
  %v722 = load i64, ptr %i, align 8
  %add723 = add i64 %v722, 1
  %sub724 = sub i64 %dim, 1
  %c725 = icmp slt i64 %add723, %sub724
  %mm726 = select i1 %c725, i64 %add723, i64 %sub724
  %c727 = icmp sgt i64 0, %mm726
  %mm728 = select i1 %c727, i64 0, i64 %mm726
  store i64 %mm728, ptr %p0_81, align 8
  %nonempty729 = icmp sgt i64 %dim, 0
  %v730 = load i64, ptr %p0_81, align 8
  br i1 %nonempty729, label %ok732, label %fail731

fail731:                                          ; preds = %ok710
  %errp733 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp733, align 8
  %errp734 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp734, align 8
  %errp735 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v730, ptr %errp735, align 8
  %errp736 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp736, align 8
  ret i32 1

ok732:                                            ; preds = %ok710
  %v737 = load i64, ptr %p1_37, align 8
  store i64 %v737, ptr %p1_82, align 8
  %nonempty738 = icmp sgt i64 %dim8, 0
  %v739 = load i64, ptr %p1_37, align 8
  br i1 %nonempty738, label %ok741, label %fail740

fail740:                                          ; preds = %ok732
  %errp742 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp742, align 8
  %errp743 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp743, align 8
  %errp744 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v739, ptr %errp744, align 8
  %errp745 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp745, align 8
  ret i32 1

ok741:                                            ; preds = %ok732
  %v746 = load i64, ptr %p0_81, align 8
  %v747 = load i64, ptr %p1_37, align 8
  %nonempty748 = icmp sgt i64 %dim, 0
  br i1 %nonempty748, label %ok750, label %fail749

fail749:                                          ; preds = %ok741
  %errp751 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v746, ptr %errp753, align 8
  %errp754 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp754, align 8
  ret i32 1

ok750:                                            ; preds = %ok741
  %pos755 = mul i64 0, %dim
  %pos756 = add i64 %pos755, %v746
  %nonempty757 = icmp sgt i64 %dim8, 0
  br i1 %nonempty757, label %ok759, label %fail758

fail758:                                          ; preds = %ok750
  %errp760 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp760, align 8
  %errp761 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp761, align 8
  %errp762 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v747, ptr %errp762, align 8
  %errp763 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp763, align 8
  ret i32 1

ok759:                                            ; preds = %ok750
  %pos764 = mul i64 %pos756, %dim8
  %pos765 = add i64 %pos764, %v747
  %elp766 = getelementptr inbounds float, ptr %buf, i64 %pos765
  %el767 = load float, ptr %elp766, align 4, !alias.scope !0, !noalias !3
  store float %el767, ptr %img_83, align 4
  %v768 = load float, ptr %img_83, align 4
  %fm769 = fmul float 1.500000e+00, %v768
  %call770 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm769)
  store float %call770, ptr %bright_21, align 4
  %v771 = load i64, ptr %p0_81, align 8
  store i64 %v771, ptr %p0_84, align 8
  %nonempty772 = icmp sgt i64 %dim, 0
  %v773 = load i64, ptr %p0_81, align 8
  br i1 %nonempty772, label %ok775, label %fail774

fail774:                                          ; preds = %ok759
  %errp776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp776, align 8
  %errp777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp777, align 8
  %errp778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v773, ptr %errp778, align 8
  %errp779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp779, align 8
  ret i32 1

ok775:                                            ; preds = %ok759
  %v780 = load i64, ptr %p1_40, align 8
  store i64 %v780, ptr %p1_85, align 8
  %nonempty781 = icmp sgt i64 %dim8, 0
  %v782 = load i64, ptr %p1_40, align 8
  br i1 %nonempty781, label %ok784, label %fail783

fail783:                                          ; preds = %ok775
  %errp785 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v782, ptr %errp787, align 8
  %errp788 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp788, align 8
  ret i32 1

ok784:                                            ; preds = %ok775
  %v789 = load i64, ptr %p0_81, align 8
  %v790 = load i64, ptr %p1_40, align 8
  %nonempty791 = icmp sgt i64 %dim, 0
  br i1 %nonempty791, label %ok793, label %fail792

fail792:                                          ; preds = %ok784
  %errp794 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp795, align 8
  %errp796 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v789, ptr %errp796, align 8
  %errp797 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp797, align 8
  ret i32 1

ok793:                                            ; preds = %ok784
  %pos798 = mul i64 0, %dim
  %pos799 = add i64 %pos798, %v789
  %nonempty800 = icmp sgt i64 %dim8, 0
  br i1 %nonempty800, label %ok802, label %fail801

fail801:                                          ; preds = %ok793
  %errp803 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp803, align 8
  %errp804 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp804, align 8
  %errp805 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v790, ptr %errp805, align 8
  %errp806 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp806, align 8
  ret i32 1

ok802:                                            ; preds = %ok793
  %pos807 = mul i64 %pos799, %dim8
  %pos808 = add i64 %pos807, %v790
  %elp809 = getelementptr inbounds float, ptr %buf, i64 %pos808
  %el810 = load float, ptr %elp809, align 4, !alias.scope !0, !noalias !3
  store float %el810, ptr %img_86, align 4
  %v811 = load float, ptr %img_86, align 4
  %fm812 = fmul float 1.500000e+00, %v811
  %call813 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm812)
  store float %call813, ptr %bright_22, align 4
  %v814 = load i64, ptr %p0_81, align 8
  store i64 %v814, ptr %p0_87, align 8
  %nonempty815 = icmp sgt i64 %dim, 0
  %v816 = load i64, ptr %p0_81, align 8
  br i1 %nonempty815, label %ok818, label %fail817

fail817:                                          ; preds = %ok802
  %errp819 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp819, align 8
  %errp820 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp820, align 8
  %errp821 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v816, ptr %errp821, align 8
  %errp822 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp822, align 8
  ret i32 1

ok818:                                            ; preds = %ok802
  %v823 = load i64, ptr %p1_43, align 8
  store i64 %v823, ptr %p1_88, align 8
  %nonempty824 = icmp sgt i64 %dim8, 0
  %v825 = load i64, ptr %p1_43, align 8
  br i1 %nonempty824, label %ok827, label %fail826

fail826:                                          ; preds = %ok818
  %errp828 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp829, align 8
  %errp830 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v825, ptr %errp830, align 8
  %errp831 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp831, align 8
  ret i32 1

ok827:                                            ; preds = %ok818
  %v832 = load i64, ptr %p0_81, align 8
  %v833 = load i64, ptr %p1_43, align 8
  %nonempty834 = icmp sgt i64 %dim, 0
  br i1 %nonempty834, label %ok836, label %fail835

fail835:                                          ; preds = %ok827
  %errp837 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp837, align 8
  %errp838 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp838, align 8
  %errp839 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v832, ptr %errp839, align 8
  %errp840 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp840, align 8
  ret i32 1

ok836:                                            ; preds = %ok827
  %pos841 = mul i64 0, %dim
  %pos842 = add i64 %pos841, %v832
  %nonempty843 = icmp sgt i64 %dim8, 0
  br i1 %nonempty843, label %ok845, label %fail844

fail844:                                          ; preds = %ok836
  %errp846 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp846, align 8
  %errp847 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp847, align 8
  %errp848 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v833, ptr %errp848, align 8
  %errp849 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp849, align 8
  ret i32 1

ok845:                                            ; preds = %ok836
  %pos850 = mul i64 %pos842, %dim8
  %pos851 = add i64 %pos850, %v833
  %elp852 = getelementptr inbounds float, ptr %buf, i64 %pos851
  %el853 = load float, ptr %elp852, align 4, !alias.scope !0, !noalias !3
  store float %el853, ptr %img_89, align 4
  %v854 = load float, ptr %img_89, align 4
  %fm855 = fmul float 1.500000e+00, %v854
  %call856 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm855)
  store float %call856, ptr %bright_23, align 4
  %v857 = load i64, ptr %p0_81, align 8
  store i64 %v857, ptr %p0_90, align 8
  %nonempty858 = icmp sgt i64 %dim, 0
  %v859 = load i64, ptr %p0_81, align 8
  br i1 %nonempty858, label %ok861, label %fail860

fail860:                                          ; preds = %ok845
  %errp862 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp862, align 8
  %errp863 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp863, align 8
  %errp864 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v859, ptr %errp864, align 8
  %errp865 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp865, align 8
  ret i32 1

ok861:                                            ; preds = %ok845
  %v866 = load i64, ptr %p1_46, align 8
  store i64 %v866, ptr %p1_91, align 8
  %nonempty867 = icmp sgt i64 %dim8, 0
  %v868 = load i64, ptr %p1_46, align 8
  br i1 %nonempty867, label %ok870, label %fail869

fail869:                                          ; preds = %ok861
  %errp871 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp871, align 8
  %errp872 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp872, align 8
  %errp873 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v868, ptr %errp873, align 8
  %errp874 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp874, align 8
  ret i32 1

ok870:                                            ; preds = %ok861
  %v875 = load i64, ptr %p0_81, align 8
  %v876 = load i64, ptr %p1_46, align 8
  %nonempty877 = icmp sgt i64 %dim, 0
  br i1 %nonempty877, label %ok879, label %fail878

fail878:                                          ; preds = %ok870
  %errp880 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp880, align 8
  %errp881 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp881, align 8
  %errp882 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v875, ptr %errp882, align 8
  %errp883 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp883, align 8
  ret i32 1

ok879:                                            ; preds = %ok870
  %pos884 = mul i64 0, %dim
  %pos885 = add i64 %pos884, %v875
  %nonempty886 = icmp sgt i64 %dim8, 0
  br i1 %nonempty886, label %ok888, label %fail887

fail887:                                          ; preds = %ok879
  %errp889 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp889, align 8
  %errp890 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp890, align 8
  %errp891 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v876, ptr %errp891, align 8
  %errp892 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp892, align 8
  ret i32 1

ok888:                                            ; preds = %ok879
  %pos893 = mul i64 %pos885, %dim8
  %pos894 = add i64 %pos893, %v876
  %elp895 = getelementptr inbounds float, ptr %buf, i64 %pos894
  %el896 = load float, ptr %elp895, align 4, !alias.scope !0, !noalias !3
  store float %el896, ptr %img_92, align 4
  %v897 = load float, ptr %img_92, align 4
  %fm898 = fmul float 1.500000e+00, %v897
  %call899 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm898)
  store float %call899, ptr %bright_24, align 4
  %v900 = load i64, ptr %p0_81, align 8
  store i64 %v900, ptr %p0_93, align 8
  %nonempty901 = icmp sgt i64 %dim, 0
  %v902 = load i64, ptr %p0_81, align 8
  br i1 %nonempty901, label %ok904, label %fail903

fail903:                                          ; preds = %ok888
  %errp905 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp905, align 8
  %errp906 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp906, align 8
  %errp907 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v902, ptr %errp907, align 8
  %errp908 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp908, align 8
  ret i32 1

ok904:                                            ; preds = %ok888
  %v909 = load i64, ptr %p1_49, align 8
  store i64 %v909, ptr %p1_94, align 8
  %nonempty910 = icmp sgt i64 %dim8, 0
  %v911 = load i64, ptr %p1_49, align 8
  br i1 %nonempty910, label %ok913, label %fail912

fail912:                                          ; preds = %ok904
  %errp914 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp914, align 8
  %errp915 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp915, align 8
  %errp916 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v911, ptr %errp916, align 8
  %errp917 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp917, align 8
  ret i32 1

ok913:                                            ; preds = %ok904
  %v918 = load i64, ptr %p0_81, align 8
  %v919 = load i64, ptr %p1_49, align 8
  %nonempty920 = icmp sgt i64 %dim, 0
  br i1 %nonempty920, label %ok922, label %fail921

fail921:                                          ; preds = %ok913
  %errp923 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp923, align 8
  %errp924 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp924, align 8
  %errp925 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v918, ptr %errp925, align 8
  %errp926 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp926, align 8
  ret i32 1

ok922:                                            ; preds = %ok913
  %pos927 = mul i64 0, %dim
  %pos928 = add i64 %pos927, %v918
  %nonempty929 = icmp sgt i64 %dim8, 0
  br i1 %nonempty929, label %ok931, label %fail930

fail930:                                          ; preds = %ok922
  %errp932 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp932, align 8
  %errp933 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp933, align 8
  %errp934 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v919, ptr %errp934, align 8
  %errp935 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp935, align 8
  ret i32 1

ok931:                                            ; preds = %ok922
  %pos936 = mul i64 %pos928, %dim8
  %pos937 = add i64 %pos936, %v919
  %elp938 = getelementptr inbounds float, ptr %buf, i64 %pos937
  %el939 = load float, ptr %elp938, align 4, !alias.scope !0, !noalias !3
  store float %el939, ptr %img_95, align 4
  %v940 = load float, ptr %img_95, align 4
  %fm941 = fmul float 1.500000e+00, %v940
  %call942 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm941)
  store float %call942, ptr %bright_25, align 4
  %v943 = load i64, ptr %i, align 8
  %add944 = add i64 %v943, 2
  %sub945 = sub i64 %dim, 1
  %c946 = icmp slt i64 %add944, %sub945
  %mm947 = select i1 %c946, i64 %add944, i64 %sub945
  %c948 = icmp sgt i64 0, %mm947
  %mm949 = select i1 %c948, i64 0, i64 %mm947
  store i64 %mm949, ptr %p0_96, align 8
  %nonempty950 = icmp sgt i64 %dim, 0
  %v951 = load i64, ptr %p0_96, align 8
  br i1 %nonempty950, label %ok953, label %fail952

fail952:                                          ; preds = %ok931
  %errp954 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp954, align 8
  %errp955 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp955, align 8
  %errp956 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v951, ptr %errp956, align 8
  %errp957 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp957, align 8
  ret i32 1

ok953:                                            ; preds = %ok931
  %v958 = load i64, ptr %p1_37, align 8
  store i64 %v958, ptr %p1_97, align 8
  %nonempty959 = icmp sgt i64 %dim8, 0
  %v960 = load i64, ptr %p1_37, align 8
  br i1 %nonempty959, label %ok962, label %fail961

fail961:                                          ; preds = %ok953
  %errp963 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp963, align 8
  %errp964 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp964, align 8
  %errp965 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v960, ptr %errp965, align 8
  %errp966 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp966, align 8
  ret i32 1

ok962:                                            ; preds = %ok953
  %v967 = load i64, ptr %p0_96, align 8
  %v968 = load i64, ptr %p1_37, align 8
  %nonempty969 = icmp sgt i64 %dim, 0
  br i1 %nonempty969, label %ok971, label %fail970

fail970:                                          ; preds = %ok962
  %errp972 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp972, align 8
  %errp973 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp973, align 8
  %errp974 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v967, ptr %errp974, align 8
  %errp975 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp975, align 8
  ret i32 1

ok971:                                            ; preds = %ok962
  %pos976 = mul i64 0, %dim
  %pos977 = add i64 %pos976, %v967
  %nonempty978 = icmp sgt i64 %dim8, 0
  br i1 %nonempty978, label %ok980, label %fail979

fail979:                                          ; preds = %ok971
  %errp981 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp981, align 8
  %errp982 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp982, align 8
  %errp983 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v968, ptr %errp983, align 8
  %errp984 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp984, align 8
  ret i32 1

ok980:                                            ; preds = %ok971
  %pos985 = mul i64 %pos977, %dim8
  %pos986 = add i64 %pos985, %v968
  %elp987 = getelementptr inbounds float, ptr %buf, i64 %pos986
  %el988 = load float, ptr %elp987, align 4, !alias.scope !0, !noalias !3
  store float %el988, ptr %img_98, align 4
  %v989 = load float, ptr %img_98, align 4
  %fm990 = fmul float 1.500000e+00, %v989
  %call991 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm990)
  store float %call991, ptr %bright_26, align 4
  %v992 = load i64, ptr %p0_96, align 8
  store i64 %v992, ptr %p0_99, align 8
  %nonempty993 = icmp sgt i64 %dim, 0
  %v994 = load i64, ptr %p0_96, align 8
  br i1 %nonempty993, label %ok996, label %fail995

fail995:                                          ; preds = %ok980
  %errp997 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp997, align 8
  %errp998 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp998, align 8
  %errp999 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v994, ptr %errp999, align 8
  %errp1000 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1000, align 8
  ret i32 1

ok996:                                            ; preds = %ok980
  %v1001 = load i64, ptr %p1_40, align 8
  store i64 %v1001, ptr %p1_100, align 8
  %nonempty1002 = icmp sgt i64 %dim8, 0
  %v1003 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1002, label %ok1005, label %fail1004

fail1004:                                         ; preds = %ok996
  %errp1006 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1006, align 8
  %errp1007 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1007, align 8
  %errp1008 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1003, ptr %errp1008, align 8
  %errp1009 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1009, align 8
  ret i32 1

ok1005:                                           ; preds = %ok996
  %v1010 = load i64, ptr %p0_96, align 8
  %v1011 = load i64, ptr %p1_40, align 8
  %nonempty1012 = icmp sgt i64 %dim, 0
  br i1 %nonempty1012, label %ok1014, label %fail1013

fail1013:                                         ; preds = %ok1005
  %errp1015 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1015, align 8
  %errp1016 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1016, align 8
  %errp1017 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1010, ptr %errp1017, align 8
  %errp1018 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1018, align 8
  ret i32 1

ok1014:                                           ; preds = %ok1005
  %pos1019 = mul i64 0, %dim
  %pos1020 = add i64 %pos1019, %v1010
  %nonempty1021 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1021, label %ok1023, label %fail1022

fail1022:                                         ; preds = %ok1014
  %errp1024 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1024, align 8
  %errp1025 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1025, align 8
  %errp1026 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1011, ptr %errp1026, align 8
  %errp1027 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1027, align 8
  ret i32 1

ok1023:                                           ; preds = %ok1014
  %pos1028 = mul i64 %pos1020, %dim8
  %pos1029 = add i64 %pos1028, %v1011
  %elp1030 = getelementptr inbounds float, ptr %buf, i64 %pos1029
  %el1031 = load float, ptr %elp1030, align 4, !alias.scope !0, !noalias !3
  store float %el1031, ptr %img_101, align 4
  %v1032 = load float, ptr %img_101, align 4
  %fm1033 = fmul float 1.500000e+00, %v1032
  %call1034 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1033)
  store float %call1034, ptr %bright_27, align 4
  %v1035 = load i64, ptr %p0_96, align 8
  store i64 %v1035, ptr %p0_102, align 8
  %nonempty1036 = icmp sgt i64 %dim, 0
  %v1037 = load i64, ptr %p0_96, align 8
  br i1 %nonempty1036, label %ok1039, label %fail1038

fail1038:                                         ; preds = %ok1023
  %errp1040 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1040, align 8
  %errp1041 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1041, align 8
  %errp1042 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1037, ptr %errp1042, align 8
  %errp1043 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1043, align 8
  ret i32 1

ok1039:                                           ; preds = %ok1023
  %v1044 = load i64, ptr %p1_43, align 8
  store i64 %v1044, ptr %p1_103, align 8
  %nonempty1045 = icmp sgt i64 %dim8, 0
  %v1046 = load i64, ptr %p1_43, align 8
  br i1 %nonempty1045, label %ok1048, label %fail1047

fail1047:                                         ; preds = %ok1039
  %errp1049 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1049, align 8
  %errp1050 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1050, align 8
  %errp1051 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1046, ptr %errp1051, align 8
  %errp1052 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1052, align 8
  ret i32 1

ok1048:                                           ; preds = %ok1039
  %v1053 = load i64, ptr %p0_96, align 8
  %v1054 = load i64, ptr %p1_43, align 8
  %nonempty1055 = icmp sgt i64 %dim, 0
  br i1 %nonempty1055, label %ok1057, label %fail1056

fail1056:                                         ; preds = %ok1048
  %errp1058 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1058, align 8
  %errp1059 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1059, align 8
  %errp1060 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1053, ptr %errp1060, align 8
  %errp1061 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1061, align 8
  ret i32 1

ok1057:                                           ; preds = %ok1048
  %pos1062 = mul i64 0, %dim
  %pos1063 = add i64 %pos1062, %v1053
  %nonempty1064 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1064, label %ok1066, label %fail1065

fail1065:                                         ; preds = %ok1057
  %errp1067 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1067, align 8
  %errp1068 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1068, align 8
  %errp1069 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1054, ptr %errp1069, align 8
  %errp1070 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1070, align 8
  ret i32 1

ok1066:                                           ; preds = %ok1057
  %pos1071 = mul i64 %pos1063, %dim8
  %pos1072 = add i64 %pos1071, %v1054
  %elp1073 = getelementptr inbounds float, ptr %buf, i64 %pos1072
  %el1074 = load float, ptr %elp1073, align 4, !alias.scope !0, !noalias !3
  store float %el1074, ptr %img_104, align 4
  %v1075 = load float, ptr %img_104, align 4
  %fm1076 = fmul float 1.500000e+00, %v1075
  %call1077 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1076)
  store float %call1077, ptr %bright_28, align 4
  %v1078 = load i64, ptr %p0_96, align 8
  store i64 %v1078, ptr %p0_105, align 8
  %nonempty1079 = icmp sgt i64 %dim, 0
  %v1080 = load i64, ptr %p0_96, align 8
  br i1 %nonempty1079, label %ok1082, label %fail1081

fail1081:                                         ; preds = %ok1066
  %errp1083 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1083, align 8
  %errp1084 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1084, align 8
  %errp1085 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1080, ptr %errp1085, align 8
  %errp1086 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1086, align 8
  ret i32 1

ok1082:                                           ; preds = %ok1066
  %v1087 = load i64, ptr %p1_46, align 8
  store i64 %v1087, ptr %p1_106, align 8
  %nonempty1088 = icmp sgt i64 %dim8, 0
  %v1089 = load i64, ptr %p1_46, align 8
  br i1 %nonempty1088, label %ok1091, label %fail1090

fail1090:                                         ; preds = %ok1082
  %errp1092 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1092, align 8
  %errp1093 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1093, align 8
  %errp1094 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1089, ptr %errp1094, align 8
  %errp1095 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1095, align 8
  ret i32 1

ok1091:                                           ; preds = %ok1082
  %v1096 = load i64, ptr %p0_96, align 8
  %v1097 = load i64, ptr %p1_46, align 8
  %nonempty1098 = icmp sgt i64 %dim, 0
  br i1 %nonempty1098, label %ok1100, label %fail1099

fail1099:                                         ; preds = %ok1091
  %errp1101 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1101, align 8
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1096, ptr %errp1103, align 8
  %errp1104 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1104, align 8
  ret i32 1

ok1100:                                           ; preds = %ok1091
  %pos1105 = mul i64 0, %dim
  %pos1106 = add i64 %pos1105, %v1096
  %nonempty1107 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1107, label %ok1109, label %fail1108

fail1108:                                         ; preds = %ok1100
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1097, ptr %errp1112, align 8
  %errp1113 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1113, align 8
  ret i32 1

ok1109:                                           ; preds = %ok1100
  %pos1114 = mul i64 %pos1106, %dim8
  %pos1115 = add i64 %pos1114, %v1097
  %elp1116 = getelementptr inbounds float, ptr %buf, i64 %pos1115
  %el1117 = load float, ptr %elp1116, align 4, !alias.scope !0, !noalias !3
  store float %el1117, ptr %img_107, align 4
  %v1118 = load float, ptr %img_107, align 4
  %fm1119 = fmul float 1.500000e+00, %v1118
  %call1120 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1119)
  store float %call1120, ptr %bright_29, align 4
  %v1121 = load i64, ptr %p0_96, align 8
  store i64 %v1121, ptr %p0_108, align 8
  %nonempty1122 = icmp sgt i64 %dim, 0
  %v1123 = load i64, ptr %p0_96, align 8
  br i1 %nonempty1122, label %ok1125, label %fail1124

fail1124:                                         ; preds = %ok1109
  %errp1126 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1126, align 8
  %errp1127 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1127, align 8
  %errp1128 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1123, ptr %errp1128, align 8
  %errp1129 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1129, align 8
  ret i32 1

ok1125:                                           ; preds = %ok1109
  %v1130 = load i64, ptr %p1_49, align 8
  store i64 %v1130, ptr %p1_109, align 8
  %nonempty1131 = icmp sgt i64 %dim8, 0
  %v1132 = load i64, ptr %p1_49, align 8
  br i1 %nonempty1131, label %ok1134, label %fail1133

fail1133:                                         ; preds = %ok1125
  %errp1135 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1135, align 8
  %errp1136 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1136, align 8
  %errp1137 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1132, ptr %errp1137, align 8
  %errp1138 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1138, align 8
  ret i32 1

ok1134:                                           ; preds = %ok1125
  %v1139 = load i64, ptr %p0_96, align 8
  %v1140 = load i64, ptr %p1_49, align 8
  %nonempty1141 = icmp sgt i64 %dim, 0
  br i1 %nonempty1141, label %ok1143, label %fail1142

fail1142:                                         ; preds = %ok1134
  %errp1144 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1144, align 8
  %errp1145 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1145, align 8
  %errp1146 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1139, ptr %errp1146, align 8
  %errp1147 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1147, align 8
  ret i32 1

ok1143:                                           ; preds = %ok1134
  %pos1148 = mul i64 0, %dim
  %pos1149 = add i64 %pos1148, %v1139
  %nonempty1150 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1150, label %ok1152, label %fail1151

fail1151:                                         ; preds = %ok1143
  %errp1153 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1153, align 8
  %errp1154 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1154, align 8
  %errp1155 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1140, ptr %errp1155, align 8
  %errp1156 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1156, align 8
  ret i32 1

ok1152:                                           ; preds = %ok1143
  %pos1157 = mul i64 %pos1149, %dim8
  %pos1158 = add i64 %pos1157, %v1140
  %elp1159 = getelementptr inbounds float, ptr %buf, i64 %pos1158
  %el1160 = load float, ptr %elp1159, align 4, !alias.scope !0, !noalias !3
  store float %el1160, ptr %img_110, align 4
  %v1161 = load float, ptr %img_110, align 4
  %fm1162 = fmul float 1.500000e+00, %v1161
  %call1163 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1162)
  store float %call1163, ptr %bright_30, align 4
  %v1164 = load float, ptr %bright_6, align 4
  %tup = insertvalue { float, float, float, float, float } undef, float %v1164, 0
  %v1165 = load float, ptr %bright_7, align 4
  %tup1166 = insertvalue { float, float, float, float, float } %tup, float %v1165, 1
  %v1167 = load float, ptr %bright_8, align 4
  %tup1168 = insertvalue { float, float, float, float, float } %tup1166, float %v1167, 2
  %v1169 = load float, ptr %bright_9, align 4
  %tup1170 = insertvalue { float, float, float, float, float } %tup1168, float %v1169, 3
  %v1171 = load float, ptr %bright_10, align 4
  %tup1172 = insertvalue { float, float, float, float, float } %tup1170, float %v1171, 4
  store { float, float, float, float, float } %tup1172, ptr %"%cse0_31", align 4
  %v1173 = load float, ptr %bright_11, align 4
  %tup1174 = insertvalue { float, float, float, float, float } undef, float %v1173, 0
  %v1175 = load float, ptr %bright_12, align 4
  %tup1176 = insertvalue { float, float, float, float, float } %tup1174, float %v1175, 1
  %v1177 = load float, ptr %bright_13, align 4
  %tup1178 = insertvalue { float, float, float, float, float } %tup1176, float %v1177, 2
  %v1179 = load float, ptr %bright_14, align 4
  %tup1180 = insertvalue { float, float, float, float, float } %tup1178, float %v1179, 3
  %v1181 = load float, ptr %bright_15, align 4
  %tup1182 = insertvalue { float, float, float, float, float } %tup1180, float %v1181, 4
  store { float, float, float, float, float } %tup1182, ptr %"%cse1_32", align 4
  %v1183 = load float, ptr %bright_16, align 4
  %tup1184 = insertvalue { float, float, float, float, float } undef, float %v1183, 0
  %v1185 = load float, ptr %bright_17, align 4
  %tup1186 = insertvalue { float, float, float, float, float } %tup1184, float %v1185, 1
  %v1187 = load float, ptr %bright_18, align 4
  %tup1188 = insertvalue { float, float, float, float, float } %tup1186, float %v1187, 2
  %v1189 = load float, ptr %bright_19, align 4
  %tup1190 = insertvalue { float, float, float, float, float } %tup1188, float %v1189, 3
  %v1191 = load float, ptr %bright_20, align 4
  %tup1192 = insertvalue { float, float, float, float, float } %tup1190, float %v1191, 4
  store { float, float, float, float, float } %tup1192, ptr %"%cse2_33", align 4
  %v1193 = load float, ptr %bright_21, align 4
  %tup1194 = insertvalue { float, float, float, float, float } undef, float %v1193, 0
  %v1195 = load float, ptr %bright_22, align 4
  %tup1196 = insertvalue { float, float, float, float, float } %tup1194, float %v1195, 1
  %v1197 = load float, ptr %bright_23, align 4
  %tup1198 = insertvalue { float, float, float, float, float } %tup1196, float %v1197, 2
  %v1199 = load float, ptr %bright_24, align 4
  %tup1200 = insertvalue { float, float, float, float, float } %tup1198, float %v1199, 3
  %v1201 = load float, ptr %bright_25, align 4
  %tup1202 = insertvalue { float, float, float, float, float } %tup1200, float %v1201, 4
  store { float, float, float, float, float } %tup1202, ptr %"%cse3_34", align 4
  %v1203 = load float, ptr %bright_26, align 4
  %tup1204 = insertvalue { float, float, float, float, float } undef, float %v1203, 0
  %v1205 = load float, ptr %bright_27, align 4
  %tup1206 = insertvalue { float, float, float, float, float } %tup1204, float %v1205, 1
  %v1207 = load float, ptr %bright_28, align 4
  %tup1208 = insertvalue { float, float, float, float, float } %tup1206, float %v1207, 2
  %v1209 = load float, ptr %bright_29, align 4
  %tup1210 = insertvalue { float, float, float, float, float } %tup1208, float %v1209, 3
  %v1211 = load float, ptr %bright_30, align 4
  %tup1212 = insertvalue { float, float, float, float, float } %tup1210, float %v1211, 4
  store { float, float, float, float, float } %tup1212, ptr %"%cse4_35", align 4
  %fldp = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld = load float, ptr %fldp, align 4
  %fldp1213 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld1214 = load float, ptr %fldp1213, align 4
  %fm1215 = fmul float 4.000000e+00, %fld1214
  %fa = fadd float %fld, %fm1215
  %fldp1216 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld1217 = load float, ptr %fldp1216, align 4
  %fm1218 = fmul float 6.000000e+00, %fld1217
  %fa1219 = fadd float %fa, %fm1218
  %fldp1220 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld1221 = load float, ptr %fldp1220, align 4
  %fm1222 = fmul float 4.000000e+00, %fld1221
  %fa1223 = fadd float %fa1219, %fm1222
  %fldp1224 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld1225 = load float, ptr %fldp1224, align 4
  %fa1226 = fadd float %fa1223, %fld1225
  %fldp1227 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld1228 = load float, ptr %fldp1227, align 4
  %fldp1229 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld1230 = load float, ptr %fldp1229, align 4
  %fm1231 = fmul float 4.000000e+00, %fld1230
  %fa1232 = fadd float %fld1228, %fm1231
  %fldp1233 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld1234 = load float, ptr %fldp1233, align 4
  %fm1235 = fmul float 6.000000e+00, %fld1234
  %fa1236 = fadd float %fa1232, %fm1235
  %fldp1237 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld1238 = load float, ptr %fldp1237, align 4
  %fm1239 = fmul float 4.000000e+00, %fld1238
  %fa1240 = fadd float %fa1236, %fm1239
  %fldp1241 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld1242 = load float, ptr %fldp1241, align 4
  %fa1243 = fadd float %fa1240, %fld1242
  %fm1244 = fmul float 4.000000e+00, %fa1243
  %fa1245 = fadd float %fa1226, %fm1244
  %fldp1246 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld1247 = load float, ptr %fldp1246, align 4
  %fldp1248 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld1249 = load float, ptr %fldp1248, align 4
  %fm1250 = fmul float 4.000000e+00, %fld1249
  %fa1251 = fadd float %fld1247, %fm1250
  %fldp1252 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld1253 = load float, ptr %fldp1252, align 4
  %fm1254 = fmul float 6.000000e+00, %fld1253
  %fa1255 = fadd float %fa1251, %fm1254
  %fldp1256 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld1257 = load float, ptr %fldp1256, align 4
  %fm1258 = fmul float 4.000000e+00, %fld1257
  %fa1259 = fadd float %fa1255, %fm1258
  %fldp1260 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld1261 = load float, ptr %fldp1260, align 4
  %fa1262 = fadd float %fa1259, %fld1261
  %fm1263 = fmul float 6.000000e+00, %fa1262
  %fa1264 = fadd float %fa1245, %fm1263
  %fldp1265 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld1266 = load float, ptr %fldp1265, align 4
  %fldp1267 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld1268 = load float, ptr %fldp1267, align 4
  %fm1269 = fmul float 4.000000e+00, %fld1268
  %fa1270 = fadd float %fld1266, %fm1269
  %fldp1271 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld1272 = load float, ptr %fldp1271, align 4
  %fm1273 = fmul float 6.000000e+00, %fld1272
  %fa1274 = fadd float %fa1270, %fm1273
  %fldp1275 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld1276 = load float, ptr %fldp1275, align 4
  %fm1277 = fmul float 4.000000e+00, %fld1276
  %fa1278 = fadd float %fa1274, %fm1277
  %fldp1279 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld1280 = load float, ptr %fldp1279, align 4
  %fa1281 = fadd float %fa1278, %fld1280
  %fm1282 = fmul float 4.000000e+00, %fa1281
  %fa1283 = fadd float %fa1264, %fm1282
  %fldp1284 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld1285 = load float, ptr %fldp1284, align 4
  %fldp1286 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld1287 = load float, ptr %fldp1286, align 4
  %fm1288 = fmul float 4.000000e+00, %fld1287
  %fa1289 = fadd float %fld1285, %fm1288
  %fldp1290 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld1291 = load float, ptr %fldp1290, align 4
  %fm1292 = fmul float 6.000000e+00, %fld1291
  %fa1293 = fadd float %fa1289, %fm1292
  %fldp1294 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld1295 = load float, ptr %fldp1294, align 4
  %fm1296 = fmul float 4.000000e+00, %fld1295
  %fa1297 = fadd float %fa1293, %fm1296
  %fldp1298 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld1299 = load float, ptr %fldp1298, align 4
  %fa1300 = fadd float %fa1297, %fld1299
  %fa1301 = fadd float %fa1283, %fa1300
  %fd = fdiv float %fa1301, 2.560000e+02
  store float %fd, ptr %blurred_3, align 4
  %v1302 = load i64, ptr %i, align 8
  %v1303 = load i64, ptr %j, align 8
  %pos1304 = mul i64 0, %dim
  %pos1305 = add i64 %pos1304, %v1302
  %pos1306 = mul i64 %pos1305, %dim8
  %pos1307 = add i64 %pos1306, %v1303
  %v1308 = load float, ptr %blurred_3, align 4
  %elp1311 = getelementptr inbounds float, ptr %buf1310, i64 %pos1307
  store float %v1308, ptr %elp1311, align 4, !alias.scope !3, !noalias !0
  %i1312 = load i64, ptr %j, align 8
  %next = add i64 %i1312, 1
  store i64 %next, ptr %j, align 8
  br label %loop34

loop1313:                                         ; preds = %ok2415, %exit36
  %i1316 = load i64, ptr %j, align 8
  %more1317 = icmp slt i64 %i1316, %min33
  br i1 %more1317, label %body1314, label %exit1315

body1314:                                         ; preds = %loop1313
  %v1318 = load i64, ptr %i, align 8
  %add1319 = add i64 %v1318, -2
  %sub1320 = sub i64 %dim, 1
  %c1321 = icmp slt i64 %add1319, %sub1320
  %mm1322 = select i1 %c1321, i64 %add1319, i64 %sub1320
  %c1323 = icmp sgt i64 0, %mm1322
  %mm1324 = select i1 %c1323, i64 0, i64 %mm1322
  store i64 %mm1324, ptr %p0_36, align 8
  %nonempty1325 = icmp sgt i64 %dim, 0
  %v1326 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1325, label %ok1328, label %fail1327

exit1315:                                         ; preds = %loop1313
  store i64 %min33, ptr %j, align 8
  br label %loop2580

fail1327:                                         ; preds = %body1314
  %errp1329 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1329, align 8
  %errp1330 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1330, align 8
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1326, ptr %errp1331, align 8
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1332, align 8
  ret i32 1

ok1328:                                           ; preds = %body1314
  %j1333 = load i64, ptr %j, align 8
  %tap = add i64 %j1333, -2
  store i64 %tap, ptr %p1_37, align 8
  %nonempty1334 = icmp sgt i64 %dim8, 0
  %v1335 = load i64, ptr %p1_37, align 8
  br i1 %nonempty1334, label %ok1337, label %fail1336

fail1336:                                         ; preds = %ok1328
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1335, ptr %errp1340, align 8
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1341, align 8
  ret i32 1

ok1337:                                           ; preds = %ok1328
  %v1342 = load i64, ptr %p0_36, align 8
  %v1343 = load i64, ptr %p1_37, align 8
  %nonempty1344 = icmp sgt i64 %dim, 0
  br i1 %nonempty1344, label %ok1346, label %fail1345

fail1345:                                         ; preds = %ok1337
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1342, ptr %errp1349, align 8
  %errp1350 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1350, align 8
  ret i32 1

ok1346:                                           ; preds = %ok1337
  %pos1351 = mul i64 0, %dim
  %pos1352 = add i64 %pos1351, %v1342
  %nonempty1353 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1353, label %ok1355, label %fail1354

fail1354:                                         ; preds = %ok1346
  %errp1356 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1356, align 8
  %errp1357 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1357, align 8
  %errp1358 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1343, ptr %errp1358, align 8
  %errp1359 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1359, align 8
  ret i32 1

ok1355:                                           ; preds = %ok1346
  %pos1360 = mul i64 %pos1352, %dim8
  %pos1361 = add i64 %pos1360, %v1343
  %elp1362 = getelementptr inbounds float, ptr %buf, i64 %pos1361
  %el1363 = load float, ptr %elp1362, align 4, !alias.scope !0, !noalias !3
  store float %el1363, ptr %img_38, align 4
  %v1364 = load float, ptr %img_38, align 4
  %fm1365 = fmul float 1.500000e+00, %v1364
  %call1366 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1365)
  store float %call1366, ptr %bright_6, align 4
  %v1367 = load i64, ptr %p0_36, align 8
  store i64 %v1367, ptr %p0_39, align 8
  %nonempty1368 = icmp sgt i64 %dim, 0
  %v1369 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1368, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1355
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1369, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1355
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, -1
  store i64 %tap1377, ptr %p1_40, align 8
  %nonempty1378 = icmp sgt i64 %dim8, 0
  %v1379 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1378, label %ok1381, label %fail1380

fail1380:                                         ; preds = %ok1371
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1379, ptr %errp1384, align 8
  %errp1385 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1385, align 8
  ret i32 1

ok1381:                                           ; preds = %ok1371
  %v1386 = load i64, ptr %p0_36, align 8
  %v1387 = load i64, ptr %p1_40, align 8
  %nonempty1388 = icmp sgt i64 %dim, 0
  br i1 %nonempty1388, label %ok1390, label %fail1389

fail1389:                                         ; preds = %ok1381
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1386, ptr %errp1393, align 8
  %errp1394 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1394, align 8
  ret i32 1

ok1390:                                           ; preds = %ok1381
  %pos1395 = mul i64 0, %dim
  %pos1396 = add i64 %pos1395, %v1386
  %nonempty1397 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1397, label %ok1399, label %fail1398

fail1398:                                         ; preds = %ok1390
  %errp1400 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1400, align 8
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1387, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1403, align 8
  ret i32 1

ok1399:                                           ; preds = %ok1390
  %pos1404 = mul i64 %pos1396, %dim8
  %pos1405 = add i64 %pos1404, %v1387
  %elp1406 = getelementptr inbounds float, ptr %buf, i64 %pos1405
  %el1407 = load float, ptr %elp1406, align 4, !alias.scope !0, !noalias !3
  store float %el1407, ptr %img_41, align 4
  %v1408 = load float, ptr %img_41, align 4
  %fm1409 = fmul float 1.500000e+00, %v1408
  %call1410 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1409)
  store float %call1410, ptr %bright_7, align 4
  %v1411 = load i64, ptr %p0_36, align 8
  store i64 %v1411, ptr %p0_42, align 8
  %nonempty1412 = icmp sgt i64 %dim, 0
  %v1413 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1412, label %ok1415, label %fail1414

fail1414:                                         ; preds = %ok1399
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1416, align 8
  %errp1417 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1417, align 8
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1413, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1419, align 8
  ret i32 1

ok1415:                                           ; preds = %ok1399
  %j1420 = load i64, ptr %j, align 8
  %tap1421 = add i64 %j1420, 0
  store i64 %tap1421, ptr %p1_43, align 8
  %nonempty1422 = icmp sgt i64 %dim8, 0
  %v1423 = load i64, ptr %p1_43, align 8
  br i1 %nonempty1422, label %ok1425, label %fail1424

fail1424:                                         ; preds = %ok1415
  %errp1426 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1426, align 8
  %errp1427 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1427, align 8
  %errp1428 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1423, ptr %errp1428, align 8
  %errp1429 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1429, align 8
  ret i32 1

ok1425:                                           ; preds = %ok1415
  %v1430 = load i64, ptr %p0_36, align 8
  %v1431 = load i64, ptr %p1_43, align 8
  %nonempty1432 = icmp sgt i64 %dim, 0
  br i1 %nonempty1432, label %ok1434, label %fail1433

fail1433:                                         ; preds = %ok1425
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1435, align 8
  %errp1436 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1436, align 8
  %errp1437 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1430, ptr %errp1437, align 8
  %errp1438 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1438, align 8
  ret i32 1

ok1434:                                           ; preds = %ok1425
  %pos1439 = mul i64 0, %dim
  %pos1440 = add i64 %pos1439, %v1430
  %nonempty1441 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1441, label %ok1443, label %fail1442

fail1442:                                         ; preds = %ok1434
  %errp1444 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1444, align 8
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1445, align 8
  %errp1446 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1431, ptr %errp1446, align 8
  %errp1447 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1447, align 8
  ret i32 1

ok1443:                                           ; preds = %ok1434
  %pos1448 = mul i64 %pos1440, %dim8
  %pos1449 = add i64 %pos1448, %v1431
  %elp1450 = getelementptr inbounds float, ptr %buf, i64 %pos1449
  %el1451 = load float, ptr %elp1450, align 4, !alias.scope !0, !noalias !3
  store float %el1451, ptr %img_44, align 4
  %v1452 = load float, ptr %img_44, align 4
  %fm1453 = fmul float 1.500000e+00, %v1452
  %call1454 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1453)
  store float %call1454, ptr %bright_8, align 4
  %v1455 = load i64, ptr %p0_36, align 8
  store i64 %v1455, ptr %p0_45, align 8
  %nonempty1456 = icmp sgt i64 %dim, 0
  %v1457 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1456, label %ok1459, label %fail1458

fail1458:                                         ; preds = %ok1443
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1457, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1463, align 8
  ret i32 1

ok1459:                                           ; preds = %ok1443
  %j1464 = load i64, ptr %j, align 8
  %tap1465 = add i64 %j1464, 1
  store i64 %tap1465, ptr %p1_46, align 8
  %nonempty1466 = icmp sgt i64 %dim8, 0
  %v1467 = load i64, ptr %p1_46, align 8
  br i1 %nonempty1466, label %ok1469, label %fail1468

fail1468:                                         ; preds = %ok1459
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1470, align 8
  %errp1471 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1471, align 8
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1467, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1473, align 8
  ret i32 1

ok1469:                                           ; preds = %ok1459
  %v1474 = load i64, ptr %p0_36, align 8
  %v1475 = load i64, ptr %p1_46, align 8
  %nonempty1476 = icmp sgt i64 %dim, 0
  br i1 %nonempty1476, label %ok1478, label %fail1477

fail1477:                                         ; preds = %ok1469
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1474, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1482, align 8
  ret i32 1

ok1478:                                           ; preds = %ok1469
  %pos1483 = mul i64 0, %dim
  %pos1484 = add i64 %pos1483, %v1474
  %nonempty1485 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1485, label %ok1487, label %fail1486

fail1486:                                         ; preds = %ok1478
  %errp1488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1488, align 8
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1489, align 8
  %errp1490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1475, ptr %errp1490, align 8
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1491, align 8
  ret i32 1

ok1487:                                           ; preds = %ok1478
  %pos1492 = mul i64 %pos1484, %dim8
  %pos1493 = add i64 %pos1492, %v1475
  %elp1494 = getelementptr inbounds float, ptr %buf, i64 %pos1493
  %el1495 = load float, ptr %elp1494, align 4, !alias.scope !0, !noalias !3
  store float %el1495, ptr %img_47, align 4
  %v1496 = load float, ptr %img_47, align 4
  %fm1497 = fmul float 1.500000e+00, %v1496
  %call1498 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1497)
  store float %call1498, ptr %bright_9, align 4
  %v1499 = load i64, ptr %p0_36, align 8
  store i64 %v1499, ptr %p0_48, align 8
  %nonempty1500 = icmp sgt i64 %dim, 0
  %v1501 = load i64, ptr %p0_36, align 8
  br i1 %nonempty1500, label %ok1503, label %fail1502

fail1502:                                         ; preds = %ok1487
  %errp1504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1504, align 8
  %errp1505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1505, align 8
  %errp1506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1501, ptr %errp1506, align 8
  %errp1507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1507, align 8
  ret i32 1

ok1503:                                           ; preds = %ok1487
  %j1508 = load i64, ptr %j, align 8
  %tap1509 = add i64 %j1508, 2
  store i64 %tap1509, ptr %p1_49, align 8
  %nonempty1510 = icmp sgt i64 %dim8, 0
  %v1511 = load i64, ptr %p1_49, align 8
  br i1 %nonempty1510, label %ok1513, label %fail1512

fail1512:                                         ; preds = %ok1503
  %errp1514 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1514, align 8
  %errp1515 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1515, align 8
  %errp1516 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1511, ptr %errp1516, align 8
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1517, align 8
  ret i32 1

ok1513:                                           ; preds = %ok1503
  %v1518 = load i64, ptr %p0_36, align 8
  %v1519 = load i64, ptr %p1_49, align 8
  %nonempty1520 = icmp sgt i64 %dim, 0
  br i1 %nonempty1520, label %ok1522, label %fail1521

fail1521:                                         ; preds = %ok1513
  %errp1523 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1523, align 8
  %errp1524 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1524, align 8
  %errp1525 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1518, ptr %errp1525, align 8
  %errp1526 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1526, align 8
  ret i32 1

ok1522:                                           ; preds = %ok1513
  %pos1527 = mul i64 0, %dim
  %pos1528 = add i64 %pos1527, %v1518
  %nonempty1529 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1529, label %ok1531, label %fail1530

fail1530:                                         ; preds = %ok1522
  %errp1532 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1532, align 8
  %errp1533 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1533, align 8
  %errp1534 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1519, ptr %errp1534, align 8
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1535, align 8
  ret i32 1

ok1531:                                           ; preds = %ok1522
  %pos1536 = mul i64 %pos1528, %dim8
  %pos1537 = add i64 %pos1536, %v1519
  %elp1538 = getelementptr inbounds float, ptr %buf, i64 %pos1537
  %el1539 = load float, ptr %elp1538, align 4, !alias.scope !0, !noalias !3
  store float %el1539, ptr %img_50, align 4
  %v1540 = load float, ptr %img_50, align 4
  %fm1541 = fmul float 1.500000e+00, %v1540
  %call1542 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1541)
  store float %call1542, ptr %bright_10, align 4
  %v1543 = load i64, ptr %i, align 8
  %add1544 = add i64 %v1543, -1
  %sub1545 = sub i64 %dim, 1
  %c1546 = icmp slt i64 %add1544, %sub1545
  %mm1547 = select i1 %c1546, i64 %add1544, i64 %sub1545
  %c1548 = icmp sgt i64 0, %mm1547
  %mm1549 = select i1 %c1548, i64 0, i64 %mm1547
  store i64 %mm1549, ptr %p0_51, align 8
  %nonempty1550 = icmp sgt i64 %dim, 0
  %v1551 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1550, label %ok1553, label %fail1552

fail1552:                                         ; preds = %ok1531
  %errp1554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1554, align 8
  %errp1555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1555, align 8
  %errp1556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1551, ptr %errp1556, align 8
  %errp1557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1557, align 8
  ret i32 1

ok1553:                                           ; preds = %ok1531
  %v1558 = load i64, ptr %p1_37, align 8
  store i64 %v1558, ptr %p1_52, align 8
  %nonempty1559 = icmp sgt i64 %dim8, 0
  %v1560 = load i64, ptr %p1_37, align 8
  br i1 %nonempty1559, label %ok1562, label %fail1561

fail1561:                                         ; preds = %ok1553
  %errp1563 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1563, align 8
  %errp1564 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1564, align 8
  %errp1565 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1560, ptr %errp1565, align 8
  %errp1566 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1566, align 8
  ret i32 1

ok1562:                                           ; preds = %ok1553
  %v1567 = load i64, ptr %p0_51, align 8
  %v1568 = load i64, ptr %p1_37, align 8
  %nonempty1569 = icmp sgt i64 %dim, 0
  br i1 %nonempty1569, label %ok1571, label %fail1570

fail1570:                                         ; preds = %ok1562
  %errp1572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1572, align 8
  %errp1573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1573, align 8
  %errp1574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1567, ptr %errp1574, align 8
  %errp1575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1575, align 8
  ret i32 1

ok1571:                                           ; preds = %ok1562
  %pos1576 = mul i64 0, %dim
  %pos1577 = add i64 %pos1576, %v1567
  %nonempty1578 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1578, label %ok1580, label %fail1579

fail1579:                                         ; preds = %ok1571
  %errp1581 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1581, align 8
  %errp1582 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1582, align 8
  %errp1583 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1568, ptr %errp1583, align 8
  %errp1584 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1584, align 8
  ret i32 1

ok1580:                                           ; preds = %ok1571
  %pos1585 = mul i64 %pos1577, %dim8
  %pos1586 = add i64 %pos1585, %v1568
  %elp1587 = getelementptr inbounds float, ptr %buf, i64 %pos1586
  %el1588 = load float, ptr %elp1587, align 4, !alias.scope !0, !noalias !3
  store float %el1588, ptr %img_53, align 4
  %v1589 = load float, ptr %img_53, align 4
  %fm1590 = fmul float 1.500000e+00, %v1589
  %call1591 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1590)
  store float %call1591, ptr %bright_11, align 4
  %v1592 = load i64, ptr %p0_51, align 8
  store i64 %v1592, ptr %p0_54, align 8
  %nonempty1593 = icmp sgt i64 %dim, 0
  %v1594 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1593, label %ok1596, label %fail1595

fail1595:                                         ; preds = %ok1580
  %errp1597 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1597, align 8
  %errp1598 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1598, align 8
  %errp1599 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1594, ptr %errp1599, align 8
  %errp1600 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1600, align 8
  ret i32 1

ok1596:                                           ; preds = %ok1580
  %v1601 = load i64, ptr %p1_40, align 8
  store i64 %v1601, ptr %p1_55, align 8
  %nonempty1602 = icmp sgt i64 %dim8, 0
  %v1603 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1602, label %ok1605, label %fail1604

fail1604:                                         ; preds = %ok1596
  %errp1606 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1606, align 8
  %errp1607 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1607, align 8
  %errp1608 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1603, ptr %errp1608, align 8
  %errp1609 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1609, align 8
  ret i32 1

ok1605:                                           ; preds = %ok1596
  %v1610 = load i64, ptr %p0_51, align 8
  %v1611 = load i64, ptr %p1_40, align 8
  %nonempty1612 = icmp sgt i64 %dim, 0
  br i1 %nonempty1612, label %ok1614, label %fail1613

fail1613:                                         ; preds = %ok1605
  %errp1615 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1615, align 8
  %errp1616 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1616, align 8
  %errp1617 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1610, ptr %errp1617, align 8
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1618, align 8
  ret i32 1

ok1614:                                           ; preds = %ok1605
  %pos1619 = mul i64 0, %dim
  %pos1620 = add i64 %pos1619, %v1610
  %nonempty1621 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1621, label %ok1623, label %fail1622

fail1622:                                         ; preds = %ok1614
  %errp1624 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1624, align 8
  %errp1625 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1625, align 8
  %errp1626 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1611, ptr %errp1626, align 8
  %errp1627 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1627, align 8
  ret i32 1

ok1623:                                           ; preds = %ok1614
  %pos1628 = mul i64 %pos1620, %dim8
  %pos1629 = add i64 %pos1628, %v1611
  %elp1630 = getelementptr inbounds float, ptr %buf, i64 %pos1629
  %el1631 = load float, ptr %elp1630, align 4, !alias.scope !0, !noalias !3
  store float %el1631, ptr %img_56, align 4
  %v1632 = load float, ptr %img_56, align 4
  %fm1633 = fmul float 1.500000e+00, %v1632
  %call1634 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1633)
  store float %call1634, ptr %bright_12, align 4
  %v1635 = load i64, ptr %p0_51, align 8
  store i64 %v1635, ptr %p0_57, align 8
  %nonempty1636 = icmp sgt i64 %dim, 0
  %v1637 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1636, label %ok1639, label %fail1638

fail1638:                                         ; preds = %ok1623
  %errp1640 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1640, align 8
  %errp1641 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1641, align 8
  %errp1642 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1637, ptr %errp1642, align 8
  %errp1643 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1643, align 8
  ret i32 1

ok1639:                                           ; preds = %ok1623
  %v1644 = load i64, ptr %p1_43, align 8
  store i64 %v1644, ptr %p1_58, align 8
  %nonempty1645 = icmp sgt i64 %dim8, 0
  %v1646 = load i64, ptr %p1_43, align 8
  br i1 %nonempty1645, label %ok1648, label %fail1647

fail1647:                                         ; preds = %ok1639
  %errp1649 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1649, align 8
  %errp1650 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1650, align 8
  %errp1651 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1646, ptr %errp1651, align 8
  %errp1652 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1652, align 8
  ret i32 1

ok1648:                                           ; preds = %ok1639
  %v1653 = load i64, ptr %p0_51, align 8
  %v1654 = load i64, ptr %p1_43, align 8
  %nonempty1655 = icmp sgt i64 %dim, 0
  br i1 %nonempty1655, label %ok1657, label %fail1656

fail1656:                                         ; preds = %ok1648
  %errp1658 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1658, align 8
  %errp1659 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1659, align 8
  %errp1660 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1653, ptr %errp1660, align 8
  %errp1661 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1661, align 8
  ret i32 1

ok1657:                                           ; preds = %ok1648
  %pos1662 = mul i64 0, %dim
  %pos1663 = add i64 %pos1662, %v1653
  %nonempty1664 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1664, label %ok1666, label %fail1665

fail1665:                                         ; preds = %ok1657
  %errp1667 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1667, align 8
  %errp1668 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1668, align 8
  %errp1669 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1654, ptr %errp1669, align 8
  %errp1670 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1670, align 8
  ret i32 1

ok1666:                                           ; preds = %ok1657
  %pos1671 = mul i64 %pos1663, %dim8
  %pos1672 = add i64 %pos1671, %v1654
  %elp1673 = getelementptr inbounds float, ptr %buf, i64 %pos1672
  %el1674 = load float, ptr %elp1673, align 4, !alias.scope !0, !noalias !3
  store float %el1674, ptr %img_59, align 4
  %v1675 = load float, ptr %img_59, align 4
  %fm1676 = fmul float 1.500000e+00, %v1675
  %call1677 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1676)
  store float %call1677, ptr %bright_13, align 4
  %v1678 = load i64, ptr %p0_51, align 8
  store i64 %v1678, ptr %p0_60, align 8
  %nonempty1679 = icmp sgt i64 %dim, 0
  %v1680 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1679, label %ok1682, label %fail1681

fail1681:                                         ; preds = %ok1666
  %errp1683 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1683, align 8
  %errp1684 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1684, align 8
  %errp1685 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1680, ptr %errp1685, align 8
  %errp1686 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1686, align 8
  ret i32 1

ok1682:                                           ; preds = %ok1666
  %v1687 = load i64, ptr %p1_46, align 8
  store i64 %v1687, ptr %p1_61, align 8
  %nonempty1688 = icmp sgt i64 %dim8, 0
  %v1689 = load i64, ptr %p1_46, align 8
  br i1 %nonempty1688, label %ok1691, label %fail1690

fail1690:                                         ; preds = %ok1682
  %errp1692 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1692, align 8
  %errp1693 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1693, align 8
  %errp1694 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1689, ptr %errp1694, align 8
  %errp1695 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1695, align 8
  ret i32 1

ok1691:                                           ; preds = %ok1682
  %v1696 = load i64, ptr %p0_51, align 8
  %v1697 = load i64, ptr %p1_46, align 8
  %nonempty1698 = icmp sgt i64 %dim, 0
  br i1 %nonempty1698, label %ok1700, label %fail1699

fail1699:                                         ; preds = %ok1691
  %errp1701 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1701, align 8
  %errp1702 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1702, align 8
  %errp1703 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1696, ptr %errp1703, align 8
  %errp1704 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1704, align 8
  ret i32 1

ok1700:                                           ; preds = %ok1691
  %pos1705 = mul i64 0, %dim
  %pos1706 = add i64 %pos1705, %v1696
  %nonempty1707 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1707, label %ok1709, label %fail1708

fail1708:                                         ; preds = %ok1700
  %errp1710 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1710, align 8
  %errp1711 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1711, align 8
  %errp1712 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1697, ptr %errp1712, align 8
  %errp1713 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1713, align 8
  ret i32 1

ok1709:                                           ; preds = %ok1700
  %pos1714 = mul i64 %pos1706, %dim8
  %pos1715 = add i64 %pos1714, %v1697
  %elp1716 = getelementptr inbounds float, ptr %buf, i64 %pos1715
  %el1717 = load float, ptr %elp1716, align 4, !alias.scope !0, !noalias !3
  store float %el1717, ptr %img_62, align 4
  %v1718 = load float, ptr %img_62, align 4
  %fm1719 = fmul float 1.500000e+00, %v1718
  %call1720 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1719)
  store float %call1720, ptr %bright_14, align 4
  %v1721 = load i64, ptr %p0_51, align 8
  store i64 %v1721, ptr %p0_63, align 8
  %nonempty1722 = icmp sgt i64 %dim, 0
  %v1723 = load i64, ptr %p0_51, align 8
  br i1 %nonempty1722, label %ok1725, label %fail1724

fail1724:                                         ; preds = %ok1709
  %errp1726 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1726, align 8
  %errp1727 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1727, align 8
  %errp1728 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1723, ptr %errp1728, align 8
  %errp1729 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1729, align 8
  ret i32 1

ok1725:                                           ; preds = %ok1709
  %v1730 = load i64, ptr %p1_49, align 8
  store i64 %v1730, ptr %p1_64, align 8
  %nonempty1731 = icmp sgt i64 %dim8, 0
  %v1732 = load i64, ptr %p1_49, align 8
  br i1 %nonempty1731, label %ok1734, label %fail1733

fail1733:                                         ; preds = %ok1725
  %errp1735 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1735, align 8
  %errp1736 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1736, align 8
  %errp1737 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1732, ptr %errp1737, align 8
  %errp1738 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1738, align 8
  ret i32 1

ok1734:                                           ; preds = %ok1725
  %v1739 = load i64, ptr %p0_51, align 8
  %v1740 = load i64, ptr %p1_49, align 8
  %nonempty1741 = icmp sgt i64 %dim, 0
  br i1 %nonempty1741, label %ok1743, label %fail1742

fail1742:                                         ; preds = %ok1734
  %errp1744 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1744, align 8
  %errp1745 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1745, align 8
  %errp1746 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1739, ptr %errp1746, align 8
  %errp1747 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1747, align 8
  ret i32 1

ok1743:                                           ; preds = %ok1734
  %pos1748 = mul i64 0, %dim
  %pos1749 = add i64 %pos1748, %v1739
  %nonempty1750 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1750, label %ok1752, label %fail1751

fail1751:                                         ; preds = %ok1743
  %errp1753 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1753, align 8
  %errp1754 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1754, align 8
  %errp1755 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1740, ptr %errp1755, align 8
  %errp1756 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1756, align 8
  ret i32 1

ok1752:                                           ; preds = %ok1743
  %pos1757 = mul i64 %pos1749, %dim8
  %pos1758 = add i64 %pos1757, %v1740
  %elp1759 = getelementptr inbounds float, ptr %buf, i64 %pos1758
  %el1760 = load float, ptr %elp1759, align 4, !alias.scope !0, !noalias !3
  store float %el1760, ptr %img_65, align 4
  %v1761 = load float, ptr %img_65, align 4
  %fm1762 = fmul float 1.500000e+00, %v1761
  %call1763 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1762)
  store float %call1763, ptr %bright_15, align 4
  %v1764 = load i64, ptr %i, align 8
  %add1765 = add i64 %v1764, 0
  %sub1766 = sub i64 %dim, 1
  %c1767 = icmp slt i64 %add1765, %sub1766
  %mm1768 = select i1 %c1767, i64 %add1765, i64 %sub1766
  %c1769 = icmp sgt i64 0, %mm1768
  %mm1770 = select i1 %c1769, i64 0, i64 %mm1768
  store i64 %mm1770, ptr %p0_66, align 8
  %nonempty1771 = icmp sgt i64 %dim, 0
  %v1772 = load i64, ptr %p0_66, align 8
  br i1 %nonempty1771, label %ok1774, label %fail1773

fail1773:                                         ; preds = %ok1752
  %errp1775 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1775, align 8
  %errp1776 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1776, align 8
  %errp1777 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1772, ptr %errp1777, align 8
  %errp1778 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1778, align 8
  ret i32 1

ok1774:                                           ; preds = %ok1752
  %v1779 = load i64, ptr %p1_37, align 8
  store i64 %v1779, ptr %p1_67, align 8
  %nonempty1780 = icmp sgt i64 %dim8, 0
  %v1781 = load i64, ptr %p1_37, align 8
  br i1 %nonempty1780, label %ok1783, label %fail1782

fail1782:                                         ; preds = %ok1774
  %errp1784 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1784, align 8
  %errp1785 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1785, align 8
  %errp1786 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1781, ptr %errp1786, align 8
  %errp1787 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1787, align 8
  ret i32 1

ok1783:                                           ; preds = %ok1774
  %v1788 = load i64, ptr %p0_66, align 8
  %v1789 = load i64, ptr %p1_37, align 8
  %nonempty1790 = icmp sgt i64 %dim, 0
  br i1 %nonempty1790, label %ok1792, label %fail1791

fail1791:                                         ; preds = %ok1783
  %errp1793 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1793, align 8
  %errp1794 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1794, align 8
  %errp1795 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1788, ptr %errp1795, align 8
  %errp1796 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1796, align 8
  ret i32 1

ok1792:                                           ; preds = %ok1783
  %pos1797 = mul i64 0, %dim
  %pos1798 = add i64 %pos1797, %v1788
  %nonempty1799 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1799, label %ok1801, label %fail1800

fail1800:                                         ; preds = %ok1792
  %errp1802 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1802, align 8
  %errp1803 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1803, align 8
  %errp1804 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1789, ptr %errp1804, align 8
  %errp1805 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1805, align 8
  ret i32 1

ok1801:                                           ; preds = %ok1792
  %pos1806 = mul i64 %pos1798, %dim8
  %pos1807 = add i64 %pos1806, %v1789
  %elp1808 = getelementptr inbounds float, ptr %buf, i64 %pos1807
  %el1809 = load float, ptr %elp1808, align 4, !alias.scope !0, !noalias !3
  store float %el1809, ptr %img_68, align 4
  %v1810 = load float, ptr %img_68, align 4
  %fm1811 = fmul float 1.500000e+00, %v1810
  %call1812 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1811)
  store float %call1812, ptr %bright_16, align 4
  %v1813 = load i64, ptr %p0_66, align 8
  store i64 %v1813, ptr %p0_69, align 8
  %nonempty1814 = icmp sgt i64 %dim, 0
  %v1815 = load i64, ptr %p0_66, align 8
  br i1 %nonempty1814, label %ok1817, label %fail1816

fail1816:                                         ; preds = %ok1801
  %errp1818 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1818, align 8
  %errp1819 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1819, align 8
  %errp1820 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1815, ptr %errp1820, align 8
  %errp1821 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1821, align 8
  ret i32 1

ok1817:                                           ; preds = %ok1801
  %v1822 = load i64, ptr %p1_40, align 8
  store i64 %v1822, ptr %p1_70, align 8
  %nonempty1823 = icmp sgt i64 %dim8, 0
  %v1824 = load i64, ptr %p1_40, align 8
  br i1 %nonempty1823, label %ok1826, label %fail1825

fail1825:                                         ; preds = %ok1817
  %errp1827 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1827, align 8
  %errp1828 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1828, align 8
  %errp1829 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1824, ptr %errp1829, align 8
  %errp1830 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1830, align 8
  ret i32 1

ok1826:                                           ; preds = %ok1817
  %v1831 = load i64, ptr %p0_66, align 8
  %v1832 = load i64, ptr %p1_40, align 8
  %nonempty1833 = icmp sgt i64 %dim, 0
  br i1 %nonempty1833, label %ok1835, label %fail1834

fail1834:                                         ; preds = %ok1826
  %errp1836 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1836, align 8
  %errp1837 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1837, align 8
  %errp1838 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1831, ptr %errp1838, align 8
  %errp1839 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1839, align 8
  ret i32 1

ok1835:                                           ; preds = %ok1826
  %pos1840 = mul i64 0, %dim
  %pos1841 = add i64 %pos1840, %v1831
  %nonempty1842 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1842, label %ok1844, label %fail1843

fail1843:                                         ; preds = %ok1835
  %errp1845 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1845, align 8
  %errp1846 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1846, align 8
  %errp1847 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1832, ptr %errp1847, align 8
  %errp1848 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1848, align 8
  ret i32 1

ok1844:                                           ; preds = %ok1835
  %pos1849 = mul i64 %pos1841, %dim8
  %pos1850 = add i64 %pos1849, %v1832
  %elp1851 = getelementptr inbounds float, ptr %buf, i64 %pos1850
  %el1852 = load float, ptr %elp1851, align 4, !alias.scope !0, !noalias !3
  store float %el1852, ptr %img_71, align 4
  %v1853 = load float, ptr %img_71, align 4
  %fm1854 = fmul float 1.500000e+00, %v1853
  %call1855 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1854)
  store float %call1855, ptr %bright_17, align 4
  %v1856 = load i64, ptr %p0_66, align 8
  store i64 %v1856, ptr %p0_72, align 8
  %nonempty1857 = icmp sgt i64 %dim, 0
  %v1858 = load i64, ptr %p0_66, align 8
  br i1 %nonempty1857, label %ok1860, label %fail1859

fail1859:                                         ; preds = %ok1844
  %errp1861 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1861, align 8
  %errp1862 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1862, align 8
  %errp1863 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1858, ptr %errp1863, align 8
  %errp1864 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1864, align 8
  ret i32 1

ok1860:                                           ; preds = %ok1844
  %v1865 = load i64, ptr %p1_43, align 8
  store i64 %v1865, ptr %p1_73, align 8
  %nonempty1866 = icmp sgt i64 %dim8, 0
  %v1867 = load i64, ptr %p1_43, align 8
  br i1 %nonempty1866, label %ok1869, label %fail1868

fail1868:                                         ; preds = %ok1860
  %errp1870 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1870, align 8
  %errp1871 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1871, align 8
  %errp1872 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1867, ptr %errp1872, align 8
  %errp1873 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1873, align 8
  ret i32 1

ok1869:                                           ; preds = %ok1860
  %v1874 = load i64, ptr %p0_66, align 8
  %v1875 = load i64, ptr %p1_43, align 8
  %nonempty1876 = icmp sgt i64 %dim, 0
  br i1 %nonempty1876, label %ok1878, label %fail1877

fail1877:                                         ; preds = %ok1869
  %errp1879 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1879, align 8
  %errp1880 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1880, align 8
  %errp1881 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1874, ptr %errp1881, align 8
  %errp1882 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1882, align 8
  ret i32 1

ok1878:                                           ; preds = %ok1869
  %pos1883 = mul i64 0, %dim
  %pos1884 = add i64 %pos1883, %v1874
  %nonempty1885 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1885, label %ok1887, label %fail1886

fail1886:                                         ; preds = %ok1878
  %errp1888 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1888, align 8
  %errp1889 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1889, align 8
  %errp1890 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1875, ptr %errp1890, align 8
  %errp1891 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1891, align 8
  ret i32 1

ok1887:                                           ; preds = %ok1878
  %pos1892 = mul i64 %pos1884, %dim8
  %pos1893 = add i64 %pos1892, %v1875
  %elp1894 = getelementptr inbounds float, ptr %buf, i64 %pos1893
  %el1895 = load float, ptr %elp1894, align 4, !alias.scope !0, !noalias !3
  store float %el1895, ptr %img_74, align 4
  %v1896 = load float, ptr %img_74, align 4
  %fm1897 = fmul float 1.500000e+00, %v1896
  %call1898 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1897)
  store float %call1898, ptr %bright_18, align 4
  %v1899 = load i64, ptr %p0_66, align 8
  store i64 %v1899, ptr %p0_75, align 8
  %nonempty1900 = icmp sgt i64 %dim, 0
  %v1901 = load i64, ptr %p0_66, align 8
  br i1 %nonempty1900, label %ok1903, label %fail1902

fail1902:                                         ; preds = %ok1887
  %errp1904 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1904, align 8
  %errp1905 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1905, align 8
  %errp1906 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1901, ptr %errp1906, align 8
  %errp1907 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1907, align 8
  ret i32 1

ok1903:                                           ; preds = %ok1887
  %v1908 = load i64, ptr %p1_46, align 8
  store i64 %v1908, ptr %p1_76, align 8
  %nonempty1909 = icmp sgt i64 %dim8, 0
  %v1910 = load i64, ptr %p1_46, align 8
  br i1 %nonempty1909, label %ok1912, label %fail1911

fail1911:                                         ; preds = %ok1903
  %errp1913 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1913, align 8
  %errp1914 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1914, align 8
  %errp1915 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1910, ptr %errp1915, align 8
  %errp1916 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1916, align 8
  ret i32 1

ok1912:                                           ; preds = %ok1903
  %v1917 = load i64, ptr %p0_66, align 8
  %v1918 = load i64, ptr %p1_46, align 8
  %nonempty1919 = icmp sgt i64 %dim, 0
  br i1 %nonempty1919, label %ok1921, label %fail1920

fail1920:                                         ; preds = %ok1912
  %errp1922 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1922, align 8
  %errp1923 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1923, align 8
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1917, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1925, align 8
  ret i32 1

ok1921:                                           ; preds = %ok1912
  %pos1926 = mul i64 0, %dim
  %pos1927 = add i64 %pos1926, %v1917
  %nonempty1928 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1928, label %ok1930, label %fail1929

fail1929:                                         ; preds = %ok1921
  %errp1931 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1931, align 8
  %errp1932 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1932, align 8
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1918, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1934, align 8
  ret i32 1

ok1930:                                           ; preds = %ok1921
  %pos1935 = mul i64 %pos1927, %dim8
  %pos1936 = add i64 %pos1935, %v1918
  %elp1937 = getelementptr inbounds float, ptr %buf, i64 %pos1936
  %el1938 = load float, ptr %elp1937, align 4, !alias.scope !0, !noalias !3
  store float %el1938, ptr %img_77, align 4
  %v1939 = load float, ptr %img_77, align 4
  %fm1940 = fmul float 1.500000e+00, %v1939
  %call1941 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1940)
  store float %call1941, ptr %bright_19, align 4
  %v1942 = load i64, ptr %p0_66, align 8
  store i64 %v1942, ptr %p0_78, align 8
  %nonempty1943 = icmp sgt i64 %dim, 0
  %v1944 = load i64, ptr %p0_66, align 8
  br i1 %nonempty1943, label %ok1946, label %fail1945

fail1945:                                         ; preds = %ok1930
  %errp1947 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1947, align 8
  %errp1948 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1948, align 8
  %errp1949 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1944, ptr %errp1949, align 8
  %errp1950 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1950, align 8
  ret i32 1

ok1946:                                           ; preds = %ok1930
  %v1951 = load i64, ptr %p1_49, align 8
  store i64 %v1951, ptr %p1_79, align 8
  %nonempty1952 = icmp sgt i64 %dim8, 0
  %v1953 = load i64, ptr %p1_49, align 8
  br i1 %nonempty1952, label %ok1955, label %fail1954

fail1954:                                         ; preds = %ok1946
  %errp1956 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1956, align 8
  %errp1957 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1957, align 8
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1953, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1959, align 8
  ret i32 1

ok1955:                                           ; preds = %ok1946
  %v1960 = load i64, ptr %p0_66, align 8
  %v1961 = load i64, ptr %p1_49, align 8
  %nonempty1962 = icmp sgt i64 %dim, 0
  br i1 %nonempty1962, label %ok1964, label %fail1963

fail1963:                                         ; preds = %ok1955
  %errp1965 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1965, align 8
  %errp1966 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1966, align 8
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1960, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1968, align 8
  ret i32 1

ok1964:                                           ; preds = %ok1955
  %pos1969 = mul i64 0, %dim
  %pos1970 = add i64 %pos1969, %v1960
  %nonempty1971 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1971, label %ok1973, label %fail1972

fail1972:                                         ; preds = %ok1964
  %errp1974 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1974, align 8
  %errp1975 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1975, align 8
  %errp1976 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1961, ptr %errp1976, align 8
  %errp1977 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1977, align 8
  ret i32 1

ok1973:                                           ; preds = %ok1964
  %pos1978 = mul i64 %pos1970, %dim8
  %pos1979 = add i64 %pos1978, %v1961
  %elp1980 = getelementptr inbounds float, ptr %buf, i64 %pos1979
  %el1981 = load float, ptr %elp1980, align 4, !alias.scope !0, !noalias !3
  store float %el1981, ptr %img_80, align 4
  %v1982 = load float, ptr %img_80, align 4
  %fm1983 = fmul float 1.500000e+00, %v1982
  %call1984 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1983)
  store float %call1984, ptr %bright_20, align 4
  %v1985 = load i64, ptr %i, align 8
  %add1986 = add i64 %v1985, 1
  %sub1987 = sub i64 %dim, 1
  %c1988 = icmp slt i64 %add1986, %sub1987
  %mm1989 = select i1 %c1988, i64 %add1986, i64 %sub1987
  %c1990 = icmp sgt i64 0, %mm1989
  %mm1991 = select i1 %c1990, i64 0, i64 %mm1989
  store i64 %mm1991, ptr %p0_81, align 8
  %nonempty1992 = icmp sgt i64 %dim, 0
  %v1993 = load i64, ptr %p0_81, align 8
  br i1 %nonempty1992, label %ok1995, label %fail1994

fail1994:                                         ; preds = %ok1973
  %errp1996 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1996, align 8
  %errp1997 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1997, align 8
  %errp1998 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1993, ptr %errp1998, align 8
  %errp1999 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1999, align 8
  ret i32 1

ok1995:                                           ; preds = %ok1973
  %v2000 = load i64, ptr %p1_37, align 8
  store i64 %v2000, ptr %p1_82, align 8
  %nonempty2001 = icmp sgt i64 %dim8, 0
  %v2002 = load i64, ptr %p1_37, align 8
  br i1 %nonempty2001, label %ok2004, label %fail2003

fail2003:                                         ; preds = %ok1995
  %errp2005 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2005, align 8
  %errp2006 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2006, align 8
  %errp2007 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2002, ptr %errp2007, align 8
  %errp2008 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2008, align 8
  ret i32 1

ok2004:                                           ; preds = %ok1995
  %v2009 = load i64, ptr %p0_81, align 8
  %v2010 = load i64, ptr %p1_37, align 8
  %nonempty2011 = icmp sgt i64 %dim, 0
  br i1 %nonempty2011, label %ok2013, label %fail2012

fail2012:                                         ; preds = %ok2004
  %errp2014 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2014, align 8
  %errp2015 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2015, align 8
  %errp2016 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2009, ptr %errp2016, align 8
  %errp2017 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2017, align 8
  ret i32 1

ok2013:                                           ; preds = %ok2004
  %pos2018 = mul i64 0, %dim
  %pos2019 = add i64 %pos2018, %v2009
  %nonempty2020 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2020, label %ok2022, label %fail2021

fail2021:                                         ; preds = %ok2013
  %errp2023 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2023, align 8
  %errp2024 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2024, align 8
  %errp2025 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2010, ptr %errp2025, align 8
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2026, align 8
  ret i32 1

ok2022:                                           ; preds = %ok2013
  %pos2027 = mul i64 %pos2019, %dim8
  %pos2028 = add i64 %pos2027, %v2010
  %elp2029 = getelementptr inbounds float, ptr %buf, i64 %pos2028
  %el2030 = load float, ptr %elp2029, align 4, !alias.scope !0, !noalias !3
  store float %el2030, ptr %img_83, align 4
  %v2031 = load float, ptr %img_83, align 4
  %fm2032 = fmul float 1.500000e+00, %v2031
  %call2033 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2032)
  store float %call2033, ptr %bright_21, align 4
  %v2034 = load i64, ptr %p0_81, align 8
  store i64 %v2034, ptr %p0_84, align 8
  %nonempty2035 = icmp sgt i64 %dim, 0
  %v2036 = load i64, ptr %p0_81, align 8
  br i1 %nonempty2035, label %ok2038, label %fail2037

fail2037:                                         ; preds = %ok2022
  %errp2039 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2039, align 8
  %errp2040 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2040, align 8
  %errp2041 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2036, ptr %errp2041, align 8
  %errp2042 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2042, align 8
  ret i32 1

ok2038:                                           ; preds = %ok2022
  %v2043 = load i64, ptr %p1_40, align 8
  store i64 %v2043, ptr %p1_85, align 8
  %nonempty2044 = icmp sgt i64 %dim8, 0
  %v2045 = load i64, ptr %p1_40, align 8
  br i1 %nonempty2044, label %ok2047, label %fail2046

fail2046:                                         ; preds = %ok2038
  %errp2048 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2048, align 8
  %errp2049 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2049, align 8
  %errp2050 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2045, ptr %errp2050, align 8
  %errp2051 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2051, align 8
  ret i32 1

ok2047:                                           ; preds = %ok2038
  %v2052 = load i64, ptr %p0_81, align 8
  %v2053 = load i64, ptr %p1_40, align 8
  %nonempty2054 = icmp sgt i64 %dim, 0
  br i1 %nonempty2054, label %ok2056, label %fail2055

fail2055:                                         ; preds = %ok2047
  %errp2057 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2057, align 8
  %errp2058 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2058, align 8
  %errp2059 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2052, ptr %errp2059, align 8
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2060, align 8
  ret i32 1

ok2056:                                           ; preds = %ok2047
  %pos2061 = mul i64 0, %dim
  %pos2062 = add i64 %pos2061, %v2052
  %nonempty2063 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2063, label %ok2065, label %fail2064

fail2064:                                         ; preds = %ok2056
  %errp2066 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2066, align 8
  %errp2067 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2067, align 8
  %errp2068 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2053, ptr %errp2068, align 8
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2069, align 8
  ret i32 1

ok2065:                                           ; preds = %ok2056
  %pos2070 = mul i64 %pos2062, %dim8
  %pos2071 = add i64 %pos2070, %v2053
  %elp2072 = getelementptr inbounds float, ptr %buf, i64 %pos2071
  %el2073 = load float, ptr %elp2072, align 4, !alias.scope !0, !noalias !3
  store float %el2073, ptr %img_86, align 4
  %v2074 = load float, ptr %img_86, align 4
  %fm2075 = fmul float 1.500000e+00, %v2074
  %call2076 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2075)
  store float %call2076, ptr %bright_22, align 4
  %v2077 = load i64, ptr %p0_81, align 8
  store i64 %v2077, ptr %p0_87, align 8
  %nonempty2078 = icmp sgt i64 %dim, 0
  %v2079 = load i64, ptr %p0_81, align 8
  br i1 %nonempty2078, label %ok2081, label %fail2080

fail2080:                                         ; preds = %ok2065
  %errp2082 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2082, align 8
  %errp2083 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2083, align 8
  %errp2084 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2079, ptr %errp2084, align 8
  %errp2085 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2085, align 8
  ret i32 1

ok2081:                                           ; preds = %ok2065
  %v2086 = load i64, ptr %p1_43, align 8
  store i64 %v2086, ptr %p1_88, align 8
  %nonempty2087 = icmp sgt i64 %dim8, 0
  %v2088 = load i64, ptr %p1_43, align 8
  br i1 %nonempty2087, label %ok2090, label %fail2089

fail2089:                                         ; preds = %ok2081
  %errp2091 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2091, align 8
  %errp2092 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2092, align 8
  %errp2093 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2088, ptr %errp2093, align 8
  %errp2094 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2094, align 8
  ret i32 1

ok2090:                                           ; preds = %ok2081
  %v2095 = load i64, ptr %p0_81, align 8
  %v2096 = load i64, ptr %p1_43, align 8
  %nonempty2097 = icmp sgt i64 %dim, 0
  br i1 %nonempty2097, label %ok2099, label %fail2098

fail2098:                                         ; preds = %ok2090
  %errp2100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2100, align 8
  %errp2101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2101, align 8
  %errp2102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2095, ptr %errp2102, align 8
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2103, align 8
  ret i32 1

ok2099:                                           ; preds = %ok2090
  %pos2104 = mul i64 0, %dim
  %pos2105 = add i64 %pos2104, %v2095
  %nonempty2106 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2106, label %ok2108, label %fail2107

fail2107:                                         ; preds = %ok2099
  %errp2109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2109, align 8
  %errp2110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2110, align 8
  %errp2111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2096, ptr %errp2111, align 8
  %errp2112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2112, align 8
  ret i32 1

ok2108:                                           ; preds = %ok2099
  %pos2113 = mul i64 %pos2105, %dim8
  %pos2114 = add i64 %pos2113, %v2096
  %elp2115 = getelementptr inbounds float, ptr %buf, i64 %pos2114
  %el2116 = load float, ptr %elp2115, align 4, !alias.scope !0, !noalias !3
  store float %el2116, ptr %img_89, align 4
  %v2117 = load float, ptr %img_89, align 4
  %fm2118 = fmul float 1.500000e+00, %v2117
  %call2119 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2118)
  store float %call2119, ptr %bright_23, align 4
  %v2120 = load i64, ptr %p0_81, align 8
  store i64 %v2120, ptr %p0_90, align 8
  %nonempty2121 = icmp sgt i64 %dim, 0
  %v2122 = load i64, ptr %p0_81, align 8
  br i1 %nonempty2121, label %ok2124, label %fail2123

fail2123:                                         ; preds = %ok2108
  %errp2125 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2125, align 8
  %errp2126 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2126, align 8
  %errp2127 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2122, ptr %errp2127, align 8
  %errp2128 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2128, align 8
  ret i32 1

ok2124:                                           ; preds = %ok2108
  %v2129 = load i64, ptr %p1_46, align 8
  store i64 %v2129, ptr %p1_91, align 8
  %nonempty2130 = icmp sgt i64 %dim8, 0
  %v2131 = load i64, ptr %p1_46, align 8
  br i1 %nonempty2130, label %ok2133, label %fail2132

fail2132:                                         ; preds = %ok2124
  %errp2134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2134, align 8
  %errp2135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2135, align 8
  %errp2136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2131, ptr %errp2136, align 8
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2137, align 8
  ret i32 1

ok2133:                                           ; preds = %ok2124
  %v2138 = load i64, ptr %p0_81, align 8
  %v2139 = load i64, ptr %p1_46, align 8
  %nonempty2140 = icmp sgt i64 %dim, 0
  br i1 %nonempty2140, label %ok2142, label %fail2141

fail2141:                                         ; preds = %ok2133
  %errp2143 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2143, align 8
  %errp2144 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2144, align 8
  %errp2145 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2138, ptr %errp2145, align 8
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2146, align 8
  ret i32 1

ok2142:                                           ; preds = %ok2133
  %pos2147 = mul i64 0, %dim
  %pos2148 = add i64 %pos2147, %v2138
  %nonempty2149 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2149, label %ok2151, label %fail2150

fail2150:                                         ; preds = %ok2142
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2153, align 8
  %errp2154 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2139, ptr %errp2154, align 8
  %errp2155 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2155, align 8
  ret i32 1

ok2151:                                           ; preds = %ok2142
  %pos2156 = mul i64 %pos2148, %dim8
  %pos2157 = add i64 %pos2156, %v2139
  %elp2158 = getelementptr inbounds float, ptr %buf, i64 %pos2157
  %el2159 = load float, ptr %elp2158, align 4, !alias.scope !0, !noalias !3
  store float %el2159, ptr %img_92, align 4
  %v2160 = load float, ptr %img_92, align 4
  %fm2161 = fmul float 1.500000e+00, %v2160
  %call2162 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2161)
  store float %call2162, ptr %bright_24, align 4
  %v2163 = load i64, ptr %p0_81, align 8
  store i64 %v2163, ptr %p0_93, align 8
  %nonempty2164 = icmp sgt i64 %dim, 0
  %v2165 = load i64, ptr %p0_81, align 8
  br i1 %nonempty2164, label %ok2167, label %fail2166

fail2166:                                         ; preds = %ok2151
  %errp2168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2168, align 8
  %errp2169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2169, align 8
  %errp2170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2165, ptr %errp2170, align 8
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2171, align 8
  ret i32 1

ok2167:                                           ; preds = %ok2151
  %v2172 = load i64, ptr %p1_49, align 8
  store i64 %v2172, ptr %p1_94, align 8
  %nonempty2173 = icmp sgt i64 %dim8, 0
  %v2174 = load i64, ptr %p1_49, align 8
  br i1 %nonempty2173, label %ok2176, label %fail2175

fail2175:                                         ; preds = %ok2167
  %errp2177 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2177, align 8
  %errp2178 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2178, align 8
  %errp2179 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2174, ptr %errp2179, align 8
  %errp2180 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2180, align 8
  ret i32 1

ok2176:                                           ; preds = %ok2167
  %v2181 = load i64, ptr %p0_81, align 8
  %v2182 = load i64, ptr %p1_49, align 8
  %nonempty2183 = icmp sgt i64 %dim, 0
  br i1 %nonempty2183, label %ok2185, label %fail2184

fail2184:                                         ; preds = %ok2176
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2186, align 8
  %errp2187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2187, align 8
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2181, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2189, align 8
  ret i32 1

ok2185:                                           ; preds = %ok2176
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %v2181
  %nonempty2192 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2192, label %ok2194, label %fail2193

fail2193:                                         ; preds = %ok2185
  %errp2195 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2195, align 8
  %errp2196 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2196, align 8
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2182, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2198, align 8
  ret i32 1

ok2194:                                           ; preds = %ok2185
  %pos2199 = mul i64 %pos2191, %dim8
  %pos2200 = add i64 %pos2199, %v2182
  %elp2201 = getelementptr inbounds float, ptr %buf, i64 %pos2200
  %el2202 = load float, ptr %elp2201, align 4, !alias.scope !0, !noalias !3
  store float %el2202, ptr %img_95, align 4
  %v2203 = load float, ptr %img_95, align 4
  %fm2204 = fmul float 1.500000e+00, %v2203
  %call2205 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2204)
  store float %call2205, ptr %bright_25, align 4
  %v2206 = load i64, ptr %i, align 8
  %add2207 = add i64 %v2206, 2
  %sub2208 = sub i64 %dim, 1
  %c2209 = icmp slt i64 %add2207, %sub2208
  %mm2210 = select i1 %c2209, i64 %add2207, i64 %sub2208
  %c2211 = icmp sgt i64 0, %mm2210
  %mm2212 = select i1 %c2211, i64 0, i64 %mm2210
  store i64 %mm2212, ptr %p0_96, align 8
  %nonempty2213 = icmp sgt i64 %dim, 0
  %v2214 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2213, label %ok2216, label %fail2215

fail2215:                                         ; preds = %ok2194
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2217, align 8
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2218, align 8
  %errp2219 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2214, ptr %errp2219, align 8
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2220, align 8
  ret i32 1

ok2216:                                           ; preds = %ok2194
  %v2221 = load i64, ptr %p1_37, align 8
  store i64 %v2221, ptr %p1_97, align 8
  %nonempty2222 = icmp sgt i64 %dim8, 0
  %v2223 = load i64, ptr %p1_37, align 8
  br i1 %nonempty2222, label %ok2225, label %fail2224

fail2224:                                         ; preds = %ok2216
  %errp2226 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2226, align 8
  %errp2227 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2227, align 8
  %errp2228 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2223, ptr %errp2228, align 8
  %errp2229 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2229, align 8
  ret i32 1

ok2225:                                           ; preds = %ok2216
  %v2230 = load i64, ptr %p0_96, align 8
  %v2231 = load i64, ptr %p1_37, align 8
  %nonempty2232 = icmp sgt i64 %dim, 0
  br i1 %nonempty2232, label %ok2234, label %fail2233

fail2233:                                         ; preds = %ok2225
  %errp2235 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2235, align 8
  %errp2236 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2236, align 8
  %errp2237 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2230, ptr %errp2237, align 8
  %errp2238 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2238, align 8
  ret i32 1

ok2234:                                           ; preds = %ok2225
  %pos2239 = mul i64 0, %dim
  %pos2240 = add i64 %pos2239, %v2230
  %nonempty2241 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2241, label %ok2243, label %fail2242

fail2242:                                         ; preds = %ok2234
  %errp2244 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2244, align 8
  %errp2245 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2245, align 8
  %errp2246 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2231, ptr %errp2246, align 8
  %errp2247 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2247, align 8
  ret i32 1

ok2243:                                           ; preds = %ok2234
  %pos2248 = mul i64 %pos2240, %dim8
  %pos2249 = add i64 %pos2248, %v2231
  %elp2250 = getelementptr inbounds float, ptr %buf, i64 %pos2249
  %el2251 = load float, ptr %elp2250, align 4, !alias.scope !0, !noalias !3
  store float %el2251, ptr %img_98, align 4
  %v2252 = load float, ptr %img_98, align 4
  %fm2253 = fmul float 1.500000e+00, %v2252
  %call2254 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2253)
  store float %call2254, ptr %bright_26, align 4
  %v2255 = load i64, ptr %p0_96, align 8
  store i64 %v2255, ptr %p0_99, align 8
  %nonempty2256 = icmp sgt i64 %dim, 0
  %v2257 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2256, label %ok2259, label %fail2258

fail2258:                                         ; preds = %ok2243
  %errp2260 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2260, align 8
  %errp2261 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2261, align 8
  %errp2262 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2257, ptr %errp2262, align 8
  %errp2263 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2263, align 8
  ret i32 1

ok2259:                                           ; preds = %ok2243
  %v2264 = load i64, ptr %p1_40, align 8
  store i64 %v2264, ptr %p1_100, align 8
  %nonempty2265 = icmp sgt i64 %dim8, 0
  %v2266 = load i64, ptr %p1_40, align 8
  br i1 %nonempty2265, label %ok2268, label %fail2267

fail2267:                                         ; preds = %ok2259
  %errp2269 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2269, align 8
  %errp2270 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2270, align 8
  %errp2271 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2266, ptr %errp2271, align 8
  %errp2272 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2272, align 8
  ret i32 1

ok2268:                                           ; preds = %ok2259
  %v2273 = load i64, ptr %p0_96, align 8
  %v2274 = load i64, ptr %p1_40, align 8
  %nonempty2275 = icmp sgt i64 %dim, 0
  br i1 %nonempty2275, label %ok2277, label %fail2276

fail2276:                                         ; preds = %ok2268
  %errp2278 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2278, align 8
  %errp2279 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2279, align 8
  %errp2280 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2273, ptr %errp2280, align 8
  %errp2281 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2281, align 8
  ret i32 1

ok2277:                                           ; preds = %ok2268
  %pos2282 = mul i64 0, %dim
  %pos2283 = add i64 %pos2282, %v2273
  %nonempty2284 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2284, label %ok2286, label %fail2285

fail2285:                                         ; preds = %ok2277
  %errp2287 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2287, align 8
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2288, align 8
  %errp2289 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2274, ptr %errp2289, align 8
  %errp2290 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2290, align 8
  ret i32 1

ok2286:                                           ; preds = %ok2277
  %pos2291 = mul i64 %pos2283, %dim8
  %pos2292 = add i64 %pos2291, %v2274
  %elp2293 = getelementptr inbounds float, ptr %buf, i64 %pos2292
  %el2294 = load float, ptr %elp2293, align 4, !alias.scope !0, !noalias !3
  store float %el2294, ptr %img_101, align 4
  %v2295 = load float, ptr %img_101, align 4
  %fm2296 = fmul float 1.500000e+00, %v2295
  %call2297 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2296)
  store float %call2297, ptr %bright_27, align 4
  %v2298 = load i64, ptr %p0_96, align 8
  store i64 %v2298, ptr %p0_102, align 8
  %nonempty2299 = icmp sgt i64 %dim, 0
  %v2300 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2299, label %ok2302, label %fail2301

fail2301:                                         ; preds = %ok2286
  %errp2303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2303, align 8
  %errp2304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2304, align 8
  %errp2305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2300, ptr %errp2305, align 8
  %errp2306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2306, align 8
  ret i32 1

ok2302:                                           ; preds = %ok2286
  %v2307 = load i64, ptr %p1_43, align 8
  store i64 %v2307, ptr %p1_103, align 8
  %nonempty2308 = icmp sgt i64 %dim8, 0
  %v2309 = load i64, ptr %p1_43, align 8
  br i1 %nonempty2308, label %ok2311, label %fail2310

fail2310:                                         ; preds = %ok2302
  %errp2312 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2312, align 8
  %errp2313 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2313, align 8
  %errp2314 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2309, ptr %errp2314, align 8
  %errp2315 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2315, align 8
  ret i32 1

ok2311:                                           ; preds = %ok2302
  %v2316 = load i64, ptr %p0_96, align 8
  %v2317 = load i64, ptr %p1_43, align 8
  %nonempty2318 = icmp sgt i64 %dim, 0
  br i1 %nonempty2318, label %ok2320, label %fail2319

fail2319:                                         ; preds = %ok2311
  %errp2321 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2321, align 8
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2322, align 8
  %errp2323 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2316, ptr %errp2323, align 8
  %errp2324 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2324, align 8
  ret i32 1

ok2320:                                           ; preds = %ok2311
  %pos2325 = mul i64 0, %dim
  %pos2326 = add i64 %pos2325, %v2316
  %nonempty2327 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2327, label %ok2329, label %fail2328

fail2328:                                         ; preds = %ok2320
  %errp2330 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2330, align 8
  %errp2331 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2331, align 8
  %errp2332 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2317, ptr %errp2332, align 8
  %errp2333 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2333, align 8
  ret i32 1

ok2329:                                           ; preds = %ok2320
  %pos2334 = mul i64 %pos2326, %dim8
  %pos2335 = add i64 %pos2334, %v2317
  %elp2336 = getelementptr inbounds float, ptr %buf, i64 %pos2335
  %el2337 = load float, ptr %elp2336, align 4, !alias.scope !0, !noalias !3
  store float %el2337, ptr %img_104, align 4
  %v2338 = load float, ptr %img_104, align 4
  %fm2339 = fmul float 1.500000e+00, %v2338
  %call2340 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2339)
  store float %call2340, ptr %bright_28, align 4
  %v2341 = load i64, ptr %p0_96, align 8
  store i64 %v2341, ptr %p0_105, align 8
  %nonempty2342 = icmp sgt i64 %dim, 0
  %v2343 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2342, label %ok2345, label %fail2344

fail2344:                                         ; preds = %ok2329
  %errp2346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2346, align 8
  %errp2347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2347, align 8
  %errp2348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2343, ptr %errp2348, align 8
  %errp2349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2349, align 8
  ret i32 1

ok2345:                                           ; preds = %ok2329
  %v2350 = load i64, ptr %p1_46, align 8
  store i64 %v2350, ptr %p1_106, align 8
  %nonempty2351 = icmp sgt i64 %dim8, 0
  %v2352 = load i64, ptr %p1_46, align 8
  br i1 %nonempty2351, label %ok2354, label %fail2353

fail2353:                                         ; preds = %ok2345
  %errp2355 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2355, align 8
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2356, align 8
  %errp2357 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2352, ptr %errp2357, align 8
  %errp2358 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2358, align 8
  ret i32 1

ok2354:                                           ; preds = %ok2345
  %v2359 = load i64, ptr %p0_96, align 8
  %v2360 = load i64, ptr %p1_46, align 8
  %nonempty2361 = icmp sgt i64 %dim, 0
  br i1 %nonempty2361, label %ok2363, label %fail2362

fail2362:                                         ; preds = %ok2354
  %errp2364 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2364, align 8
  %errp2365 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2365, align 8
  %errp2366 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2359, ptr %errp2366, align 8
  %errp2367 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2367, align 8
  ret i32 1

ok2363:                                           ; preds = %ok2354
  %pos2368 = mul i64 0, %dim
  %pos2369 = add i64 %pos2368, %v2359
  %nonempty2370 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2370, label %ok2372, label %fail2371

fail2371:                                         ; preds = %ok2363
  %errp2373 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2373, align 8
  %errp2374 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2374, align 8
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2360, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2376, align 8
  ret i32 1

ok2372:                                           ; preds = %ok2363
  %pos2377 = mul i64 %pos2369, %dim8
  %pos2378 = add i64 %pos2377, %v2360
  %elp2379 = getelementptr inbounds float, ptr %buf, i64 %pos2378
  %el2380 = load float, ptr %elp2379, align 4, !alias.scope !0, !noalias !3
  store float %el2380, ptr %img_107, align 4
  %v2381 = load float, ptr %img_107, align 4
  %fm2382 = fmul float 1.500000e+00, %v2381
  %call2383 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2382)
  store float %call2383, ptr %bright_29, align 4
  %v2384 = load i64, ptr %p0_96, align 8
  store i64 %v2384, ptr %p0_108, align 8
  %nonempty2385 = icmp sgt i64 %dim, 0
  %v2386 = load i64, ptr %p0_96, align 8
  br i1 %nonempty2385, label %ok2388, label %fail2387

fail2387:                                         ; preds = %ok2372
  %errp2389 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2389, align 8
  %errp2390 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2390, align 8
  %errp2391 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2386, ptr %errp2391, align 8
  %errp2392 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2392, align 8
  ret i32 1

ok2388:                                           ; preds = %ok2372
  %v2393 = load i64, ptr %p1_49, align 8
  store i64 %v2393, ptr %p1_109, align 8
  %nonempty2394 = icmp sgt i64 %dim8, 0
  %v2395 = load i64, ptr %p1_49, align 8
  br i1 %nonempty2394, label %ok2397, label %fail2396

fail2396:                                         ; preds = %ok2388
  %errp2398 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2398, align 8
  %errp2399 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2399, align 8
  %errp2400 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2395, ptr %errp2400, align 8
  %errp2401 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2401, align 8
  ret i32 1

ok2397:                                           ; preds = %ok2388
  %v2402 = load i64, ptr %p0_96, align 8
  %v2403 = load i64, ptr %p1_49, align 8
  %nonempty2404 = icmp sgt i64 %dim, 0
  br i1 %nonempty2404, label %ok2406, label %fail2405

fail2405:                                         ; preds = %ok2397
  %errp2407 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2407, align 8
  %errp2408 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2408, align 8
  %errp2409 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2402, ptr %errp2409, align 8
  %errp2410 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2410, align 8
  ret i32 1

ok2406:                                           ; preds = %ok2397
  %pos2411 = mul i64 0, %dim
  %pos2412 = add i64 %pos2411, %v2402
  %nonempty2413 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2413, label %ok2415, label %fail2414

fail2414:                                         ; preds = %ok2406
  %errp2416 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2416, align 8
  %errp2417 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2417, align 8
  %errp2418 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2403, ptr %errp2418, align 8
  %errp2419 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2419, align 8
  ret i32 1

ok2415:                                           ; preds = %ok2406
  %pos2420 = mul i64 %pos2412, %dim8
  %pos2421 = add i64 %pos2420, %v2403
  %elp2422 = getelementptr inbounds float, ptr %buf, i64 %pos2421
  %el2423 = load float, ptr %elp2422, align 4, !alias.scope !0, !noalias !3
  store float %el2423, ptr %img_110, align 4
  %v2424 = load float, ptr %img_110, align 4
  %fm2425 = fmul float 1.500000e+00, %v2424
  %call2426 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2425)
  store float %call2426, ptr %bright_30, align 4
  %v2427 = load float, ptr %bright_6, align 4
  %tup2428 = insertvalue { float, float, float, float, float } undef, float %v2427, 0
  %v2429 = load float, ptr %bright_7, align 4
  %tup2430 = insertvalue { float, float, float, float, float } %tup2428, float %v2429, 1
  %v2431 = load float, ptr %bright_8, align 4
  %tup2432 = insertvalue { float, float, float, float, float } %tup2430, float %v2431, 2
  %v2433 = load float, ptr %bright_9, align 4
  %tup2434 = insertvalue { float, float, float, float, float } %tup2432, float %v2433, 3
  %v2435 = load float, ptr %bright_10, align 4
  %tup2436 = insertvalue { float, float, float, float, float } %tup2434, float %v2435, 4
  store { float, float, float, float, float } %tup2436, ptr %"%cse0_31", align 4
  %v2437 = load float, ptr %bright_11, align 4
  %tup2438 = insertvalue { float, float, float, float, float } undef, float %v2437, 0
  %v2439 = load float, ptr %bright_12, align 4
  %tup2440 = insertvalue { float, float, float, float, float } %tup2438, float %v2439, 1
  %v2441 = load float, ptr %bright_13, align 4
  %tup2442 = insertvalue { float, float, float, float, float } %tup2440, float %v2441, 2
  %v2443 = load float, ptr %bright_14, align 4
  %tup2444 = insertvalue { float, float, float, float, float } %tup2442, float %v2443, 3
  %v2445 = load float, ptr %bright_15, align 4
  %tup2446 = insertvalue { float, float, float, float, float } %tup2444, float %v2445, 4
  store { float, float, float, float, float } %tup2446, ptr %"%cse1_32", align 4
  %v2447 = load float, ptr %bright_16, align 4
  %tup2448 = insertvalue { float, float, float, float, float } undef, float %v2447, 0
  %v2449 = load float, ptr %bright_17, align 4
  %tup2450 = insertvalue { float, float, float, float, float } %tup2448, float %v2449, 1
  %v2451 = load float, ptr %bright_18, align 4
  %tup2452 = insertvalue { float, float, float, float, float } %tup2450, float %v2451, 2
  %v2453 = load float, ptr %bright_19, align 4
  %tup2454 = insertvalue { float, float, float, float, float } %tup2452, float %v2453, 3
  %v2455 = load float, ptr %bright_20, align 4
  %tup2456 = insertvalue { float, float, float, float, float } %tup2454, float %v2455, 4
  store { float, float, float, float, float } %tup2456, ptr %"%cse2_33", align 4
  %v2457 = load float, ptr %bright_21, align 4
  %tup2458 = insertvalue { float, float, float, float, float } undef, float %v2457, 0
  %v2459 = load float, ptr %bright_22, align 4
  %tup2460 = insertvalue { float, float, float, float, float } %tup2458, float %v2459, 1
  %v2461 = load float, ptr %bright_23, align 4
  %tup2462 = insertvalue { float, float, float, float, float } %tup2460, float %v2461, 2
  %v2463 = load float, ptr %bright_24, align 4
  %tup2464 = insertvalue { float, float, float, float, float } %tup2462, float %v2463, 3
  %v2465 = load float, ptr %bright_25, align 4
  %tup2466 = insertvalue { float, float, float, float, float } %tup2464, float %v2465, 4
  store { float, float, float, float, float } %tup2466, ptr %"%cse3_34", align 4
  %v2467 = load float, ptr %bright_26, align 4
  %tup2468 = insertvalue { float, float, float, float, float } undef, float %v2467, 0
  %v2469 = load float, ptr %bright_27, align 4
  %tup2470 = insertvalue { float, float, float, float, float } %tup2468, float %v2469, 1
  %v2471 = load float, ptr %bright_28, align 4
  %tup2472 = insertvalue { float, float, float, float, float } %tup2470, float %v2471, 2
  %v2473 = load float, ptr %bright_29, align 4
  %tup2474 = insertvalue { float, float, float, float, float } %tup2472, float %v2473, 3
  %v2475 = load float, ptr %bright_30, align 4
  %tup2476 = insertvalue { float, float, float, float, float } %tup2474, float %v2475, 4
  store { float, float, float, float, float } %tup2476, ptr %"%cse4_35", align 4
  %fldp2477 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld2478 = load float, ptr %fldp2477, align 4
  %fldp2479 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld2480 = load float, ptr %fldp2479, align 4
  %fm2481 = fmul float 4.000000e+00, %fld2480
  %fa2482 = fadd float %fld2478, %fm2481
  %fldp2483 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld2484 = load float, ptr %fldp2483, align 4
  %fm2485 = fmul float 6.000000e+00, %fld2484
  %fa2486 = fadd float %fa2482, %fm2485
  %fldp2487 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld2488 = load float, ptr %fldp2487, align 4
  %fm2489 = fmul float 4.000000e+00, %fld2488
  %fa2490 = fadd float %fa2486, %fm2489
  %fldp2491 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld2492 = load float, ptr %fldp2491, align 4
  %fa2493 = fadd float %fa2490, %fld2492
  %fldp2494 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld2495 = load float, ptr %fldp2494, align 4
  %fldp2496 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld2497 = load float, ptr %fldp2496, align 4
  %fm2498 = fmul float 4.000000e+00, %fld2497
  %fa2499 = fadd float %fld2495, %fm2498
  %fldp2500 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld2501 = load float, ptr %fldp2500, align 4
  %fm2502 = fmul float 6.000000e+00, %fld2501
  %fa2503 = fadd float %fa2499, %fm2502
  %fldp2504 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld2505 = load float, ptr %fldp2504, align 4
  %fm2506 = fmul float 4.000000e+00, %fld2505
  %fa2507 = fadd float %fa2503, %fm2506
  %fldp2508 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld2509 = load float, ptr %fldp2508, align 4
  %fa2510 = fadd float %fa2507, %fld2509
  %fm2511 = fmul float 4.000000e+00, %fa2510
  %fa2512 = fadd float %fa2493, %fm2511
  %fldp2513 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld2514 = load float, ptr %fldp2513, align 4
  %fldp2515 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld2516 = load float, ptr %fldp2515, align 4
  %fm2517 = fmul float 4.000000e+00, %fld2516
  %fa2518 = fadd float %fld2514, %fm2517
  %fldp2519 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld2520 = load float, ptr %fldp2519, align 4
  %fm2521 = fmul float 6.000000e+00, %fld2520
  %fa2522 = fadd float %fa2518, %fm2521
  %fldp2523 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld2524 = load float, ptr %fldp2523, align 4
  %fm2525 = fmul float 4.000000e+00, %fld2524
  %fa2526 = fadd float %fa2522, %fm2525
  %fldp2527 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld2528 = load float, ptr %fldp2527, align 4
  %fa2529 = fadd float %fa2526, %fld2528
  %fm2530 = fmul float 6.000000e+00, %fa2529
  %fa2531 = fadd float %fa2512, %fm2530
  %fldp2532 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld2533 = load float, ptr %fldp2532, align 4
  %fldp2534 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld2535 = load float, ptr %fldp2534, align 4
  %fm2536 = fmul float 4.000000e+00, %fld2535
  %fa2537 = fadd float %fld2533, %fm2536
  %fldp2538 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld2539 = load float, ptr %fldp2538, align 4
  %fm2540 = fmul float 6.000000e+00, %fld2539
  %fa2541 = fadd float %fa2537, %fm2540
  %fldp2542 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld2543 = load float, ptr %fldp2542, align 4
  %fm2544 = fmul float 4.000000e+00, %fld2543
  %fa2545 = fadd float %fa2541, %fm2544
  %fldp2546 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld2547 = load float, ptr %fldp2546, align 4
  %fa2548 = fadd float %fa2545, %fld2547
  %fm2549 = fmul float 4.000000e+00, %fa2548
  %fa2550 = fadd float %fa2531, %fm2549
  %fldp2551 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld2552 = load float, ptr %fldp2551, align 4
  %fldp2553 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld2554 = load float, ptr %fldp2553, align 4
  %fm2555 = fmul float 4.000000e+00, %fld2554
  %fa2556 = fadd float %fld2552, %fm2555
  %fldp2557 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld2558 = load float, ptr %fldp2557, align 4
  %fm2559 = fmul float 6.000000e+00, %fld2558
  %fa2560 = fadd float %fa2556, %fm2559
  %fldp2561 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld2562 = load float, ptr %fldp2561, align 4
  %fm2563 = fmul float 4.000000e+00, %fld2562
  %fa2564 = fadd float %fa2560, %fm2563
  %fldp2565 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld2566 = load float, ptr %fldp2565, align 4
  %fa2567 = fadd float %fa2564, %fld2566
  %fa2568 = fadd float %fa2550, %fa2567
  %fd2569 = fdiv float %fa2568, 2.560000e+02
  store float %fd2569, ptr %blurred_3, align 4
  %v2570 = load i64, ptr %i, align 8
  %v2571 = load i64, ptr %j, align 8
  %pos2572 = mul i64 0, %dim
  %pos2573 = add i64 %pos2572, %v2570
  %pos2574 = mul i64 %pos2573, %dim8
  %pos2575 = add i64 %pos2574, %v2571
  %v2576 = load float, ptr %blurred_3, align 4
  %elp2577 = getelementptr inbounds float, ptr %buf1310, i64 %pos2575
  store float %v2576, ptr %elp2577, align 4, !alias.scope !3, !noalias !0
  %i2578 = load i64, ptr %j, align 8
  %next2579 = add i64 %i2578, 1
  store i64 %next2579, ptr %j, align 8
  br label %loop1313

loop2580:                                         ; preds = %ok3708, %exit1315
  %i2583 = load i64, ptr %j, align 8
  %more2584 = icmp slt i64 %i2583, %dim8
  br i1 %more2584, label %body2581, label %exit2582

body2581:                                         ; preds = %loop2580
  %v2585 = load i64, ptr %i, align 8
  %add2586 = add i64 %v2585, -2
  %sub2587 = sub i64 %dim, 1
  %c2588 = icmp slt i64 %add2586, %sub2587
  %mm2589 = select i1 %c2588, i64 %add2586, i64 %sub2587
  %c2590 = icmp sgt i64 0, %mm2589
  %mm2591 = select i1 %c2590, i64 0, i64 %mm2589
  store i64 %mm2591, ptr %p0_36, align 8
  %nonempty2592 = icmp sgt i64 %dim, 0
  %v2593 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2592, label %ok2595, label %fail2594

exit2582:                                         ; preds = %loop2580
  %i3873 = load i64, ptr %i, align 8
  %next3874 = add i64 %i3873, 1
  store i64 %next3874, ptr %i, align 8
  br label %loop

fail2594:                                         ; preds = %body2581
  %errp2596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2596, align 8
  %errp2597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2597, align 8
  %errp2598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2593, ptr %errp2598, align 8
  %errp2599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2599, align 8
  ret i32 1

ok2595:                                           ; preds = %body2581
  %v2600 = load i64, ptr %j, align 8
  %add2601 = add i64 %v2600, -2
  %sub2602 = sub i64 %dim8, 1
  %c2603 = icmp slt i64 %add2601, %sub2602
  %mm2604 = select i1 %c2603, i64 %add2601, i64 %sub2602
  %c2605 = icmp sgt i64 0, %mm2604
  %mm2606 = select i1 %c2605, i64 0, i64 %mm2604
  store i64 %mm2606, ptr %p1_37, align 8
  %nonempty2607 = icmp sgt i64 %dim8, 0
  %v2608 = load i64, ptr %p1_37, align 8
  br i1 %nonempty2607, label %ok2610, label %fail2609

fail2609:                                         ; preds = %ok2595
  %errp2611 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2611, align 8
  %errp2612 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2612, align 8
  %errp2613 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2608, ptr %errp2613, align 8
  %errp2614 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2614, align 8
  ret i32 1

ok2610:                                           ; preds = %ok2595
  %v2615 = load i64, ptr %p0_36, align 8
  %v2616 = load i64, ptr %p1_37, align 8
  %nonempty2617 = icmp sgt i64 %dim, 0
  br i1 %nonempty2617, label %ok2619, label %fail2618

fail2618:                                         ; preds = %ok2610
  %errp2620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2620, align 8
  %errp2621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2621, align 8
  %errp2622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2615, ptr %errp2622, align 8
  %errp2623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2623, align 8
  ret i32 1

ok2619:                                           ; preds = %ok2610
  %pos2624 = mul i64 0, %dim
  %pos2625 = add i64 %pos2624, %v2615
  %nonempty2626 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2626, label %ok2628, label %fail2627

fail2627:                                         ; preds = %ok2619
  %errp2629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2629, align 8
  %errp2630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2630, align 8
  %errp2631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2616, ptr %errp2631, align 8
  %errp2632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2632, align 8
  ret i32 1

ok2628:                                           ; preds = %ok2619
  %pos2633 = mul i64 %pos2625, %dim8
  %pos2634 = add i64 %pos2633, %v2616
  %elp2635 = getelementptr inbounds float, ptr %buf, i64 %pos2634
  %el2636 = load float, ptr %elp2635, align 4, !alias.scope !0, !noalias !3
  store float %el2636, ptr %img_38, align 4
  %v2637 = load float, ptr %img_38, align 4
  %fm2638 = fmul float 1.500000e+00, %v2637
  %call2639 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2638)
  store float %call2639, ptr %bright_6, align 4
  %v2640 = load i64, ptr %p0_36, align 8
  store i64 %v2640, ptr %p0_39, align 8
  %nonempty2641 = icmp sgt i64 %dim, 0
  %v2642 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2641, label %ok2644, label %fail2643

fail2643:                                         ; preds = %ok2628
  %errp2645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2645, align 8
  %errp2646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2646, align 8
  %errp2647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2642, ptr %errp2647, align 8
  %errp2648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2648, align 8
  ret i32 1

ok2644:                                           ; preds = %ok2628
  %v2649 = load i64, ptr %j, align 8
  %add2650 = add i64 %v2649, -1
  %sub2651 = sub i64 %dim8, 1
  %c2652 = icmp slt i64 %add2650, %sub2651
  %mm2653 = select i1 %c2652, i64 %add2650, i64 %sub2651
  %c2654 = icmp sgt i64 0, %mm2653
  %mm2655 = select i1 %c2654, i64 0, i64 %mm2653
  store i64 %mm2655, ptr %p1_40, align 8
  %nonempty2656 = icmp sgt i64 %dim8, 0
  %v2657 = load i64, ptr %p1_40, align 8
  br i1 %nonempty2656, label %ok2659, label %fail2658

fail2658:                                         ; preds = %ok2644
  %errp2660 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2660, align 8
  %errp2661 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2661, align 8
  %errp2662 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2657, ptr %errp2662, align 8
  %errp2663 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2663, align 8
  ret i32 1

ok2659:                                           ; preds = %ok2644
  %v2664 = load i64, ptr %p0_36, align 8
  %v2665 = load i64, ptr %p1_40, align 8
  %nonempty2666 = icmp sgt i64 %dim, 0
  br i1 %nonempty2666, label %ok2668, label %fail2667

fail2667:                                         ; preds = %ok2659
  %errp2669 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2669, align 8
  %errp2670 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2670, align 8
  %errp2671 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2664, ptr %errp2671, align 8
  %errp2672 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2672, align 8
  ret i32 1

ok2668:                                           ; preds = %ok2659
  %pos2673 = mul i64 0, %dim
  %pos2674 = add i64 %pos2673, %v2664
  %nonempty2675 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2675, label %ok2677, label %fail2676

fail2676:                                         ; preds = %ok2668
  %errp2678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2678, align 8
  %errp2679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2679, align 8
  %errp2680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2665, ptr %errp2680, align 8
  %errp2681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2681, align 8
  ret i32 1

ok2677:                                           ; preds = %ok2668
  %pos2682 = mul i64 %pos2674, %dim8
  %pos2683 = add i64 %pos2682, %v2665
  %elp2684 = getelementptr inbounds float, ptr %buf, i64 %pos2683
  %el2685 = load float, ptr %elp2684, align 4, !alias.scope !0, !noalias !3
  store float %el2685, ptr %img_41, align 4
  %v2686 = load float, ptr %img_41, align 4
  %fm2687 = fmul float 1.500000e+00, %v2686
  %call2688 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2687)
  store float %call2688, ptr %bright_7, align 4
  %v2689 = load i64, ptr %p0_36, align 8
  store i64 %v2689, ptr %p0_42, align 8
  %nonempty2690 = icmp sgt i64 %dim, 0
  %v2691 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2690, label %ok2693, label %fail2692

fail2692:                                         ; preds = %ok2677
  %errp2694 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2694, align 8
  %errp2695 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2695, align 8
  %errp2696 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2691, ptr %errp2696, align 8
  %errp2697 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2697, align 8
  ret i32 1

ok2693:                                           ; preds = %ok2677
  %v2698 = load i64, ptr %j, align 8
  %add2699 = add i64 %v2698, 0
  %sub2700 = sub i64 %dim8, 1
  %c2701 = icmp slt i64 %add2699, %sub2700
  %mm2702 = select i1 %c2701, i64 %add2699, i64 %sub2700
  %c2703 = icmp sgt i64 0, %mm2702
  %mm2704 = select i1 %c2703, i64 0, i64 %mm2702
  store i64 %mm2704, ptr %p1_43, align 8
  %nonempty2705 = icmp sgt i64 %dim8, 0
  %v2706 = load i64, ptr %p1_43, align 8
  br i1 %nonempty2705, label %ok2708, label %fail2707

fail2707:                                         ; preds = %ok2693
  %errp2709 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2709, align 8
  %errp2710 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2710, align 8
  %errp2711 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2706, ptr %errp2711, align 8
  %errp2712 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2712, align 8
  ret i32 1

ok2708:                                           ; preds = %ok2693
  %v2713 = load i64, ptr %p0_36, align 8
  %v2714 = load i64, ptr %p1_43, align 8
  %nonempty2715 = icmp sgt i64 %dim, 0
  br i1 %nonempty2715, label %ok2717, label %fail2716

fail2716:                                         ; preds = %ok2708
  %errp2718 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2718, align 8
  %errp2719 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2719, align 8
  %errp2720 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2713, ptr %errp2720, align 8
  %errp2721 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2721, align 8
  ret i32 1

ok2717:                                           ; preds = %ok2708
  %pos2722 = mul i64 0, %dim
  %pos2723 = add i64 %pos2722, %v2713
  %nonempty2724 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2724, label %ok2726, label %fail2725

fail2725:                                         ; preds = %ok2717
  %errp2727 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2727, align 8
  %errp2728 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2728, align 8
  %errp2729 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2714, ptr %errp2729, align 8
  %errp2730 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2730, align 8
  ret i32 1

ok2726:                                           ; preds = %ok2717
  %pos2731 = mul i64 %pos2723, %dim8
  %pos2732 = add i64 %pos2731, %v2714
  %elp2733 = getelementptr inbounds float, ptr %buf, i64 %pos2732
  %el2734 = load float, ptr %elp2733, align 4, !alias.scope !0, !noalias !3
  store float %el2734, ptr %img_44, align 4
  %v2735 = load float, ptr %img_44, align 4
  %fm2736 = fmul float 1.500000e+00, %v2735
  %call2737 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2736)
  store float %call2737, ptr %bright_8, align 4
  %v2738 = load i64, ptr %p0_36, align 8
  store i64 %v2738, ptr %p0_45, align 8
  %nonempty2739 = icmp sgt i64 %dim, 0
  %v2740 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2739, label %ok2742, label %fail2741

fail2741:                                         ; preds = %ok2726
  %errp2743 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2743, align 8
  %errp2744 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2744, align 8
  %errp2745 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2740, ptr %errp2745, align 8
  %errp2746 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2746, align 8
  ret i32 1

ok2742:                                           ; preds = %ok2726
  %v2747 = load i64, ptr %j, align 8
  %add2748 = add i64 %v2747, 1
  %sub2749 = sub i64 %dim8, 1
  %c2750 = icmp slt i64 %add2748, %sub2749
  %mm2751 = select i1 %c2750, i64 %add2748, i64 %sub2749
  %c2752 = icmp sgt i64 0, %mm2751
  %mm2753 = select i1 %c2752, i64 0, i64 %mm2751
  store i64 %mm2753, ptr %p1_46, align 8
  %nonempty2754 = icmp sgt i64 %dim8, 0
  %v2755 = load i64, ptr %p1_46, align 8
  br i1 %nonempty2754, label %ok2757, label %fail2756

fail2756:                                         ; preds = %ok2742
  %errp2758 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2758, align 8
  %errp2759 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2759, align 8
  %errp2760 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2755, ptr %errp2760, align 8
  %errp2761 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2761, align 8
  ret i32 1

ok2757:                                           ; preds = %ok2742
  %v2762 = load i64, ptr %p0_36, align 8
  %v2763 = load i64, ptr %p1_46, align 8
  %nonempty2764 = icmp sgt i64 %dim, 0
  br i1 %nonempty2764, label %ok2766, label %fail2765

fail2765:                                         ; preds = %ok2757
  %errp2767 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2767, align 8
  %errp2768 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2768, align 8
  %errp2769 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2762, ptr %errp2769, align 8
  %errp2770 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2770, align 8
  ret i32 1

ok2766:                                           ; preds = %ok2757
  %pos2771 = mul i64 0, %dim
  %pos2772 = add i64 %pos2771, %v2762
  %nonempty2773 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2773, label %ok2775, label %fail2774

fail2774:                                         ; preds = %ok2766
  %errp2776 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2776, align 8
  %errp2777 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2777, align 8
  %errp2778 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2763, ptr %errp2778, align 8
  %errp2779 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2779, align 8
  ret i32 1

ok2775:                                           ; preds = %ok2766
  %pos2780 = mul i64 %pos2772, %dim8
  %pos2781 = add i64 %pos2780, %v2763
  %elp2782 = getelementptr inbounds float, ptr %buf, i64 %pos2781
  %el2783 = load float, ptr %elp2782, align 4, !alias.scope !0, !noalias !3
  store float %el2783, ptr %img_47, align 4
  %v2784 = load float, ptr %img_47, align 4
  %fm2785 = fmul float 1.500000e+00, %v2784
  %call2786 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2785)
  store float %call2786, ptr %bright_9, align 4
  %v2787 = load i64, ptr %p0_36, align 8
  store i64 %v2787, ptr %p0_48, align 8
  %nonempty2788 = icmp sgt i64 %dim, 0
  %v2789 = load i64, ptr %p0_36, align 8
  br i1 %nonempty2788, label %ok2791, label %fail2790

fail2790:                                         ; preds = %ok2775
  %errp2792 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2792, align 8
  %errp2793 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2793, align 8
  %errp2794 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2789, ptr %errp2794, align 8
  %errp2795 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2795, align 8
  ret i32 1

ok2791:                                           ; preds = %ok2775
  %v2796 = load i64, ptr %j, align 8
  %add2797 = add i64 %v2796, 2
  %sub2798 = sub i64 %dim8, 1
  %c2799 = icmp slt i64 %add2797, %sub2798
  %mm2800 = select i1 %c2799, i64 %add2797, i64 %sub2798
  %c2801 = icmp sgt i64 0, %mm2800
  %mm2802 = select i1 %c2801, i64 0, i64 %mm2800
  store i64 %mm2802, ptr %p1_49, align 8
  %nonempty2803 = icmp sgt i64 %dim8, 0
  %v2804 = load i64, ptr %p1_49, align 8
  br i1 %nonempty2803, label %ok2806, label %fail2805

fail2805:                                         ; preds = %ok2791
  %errp2807 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2807, align 8
  %errp2808 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2808, align 8
  %errp2809 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2804, ptr %errp2809, align 8
  %errp2810 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2810, align 8
  ret i32 1

ok2806:                                           ; preds = %ok2791
  %v2811 = load i64, ptr %p0_36, align 8
  %v2812 = load i64, ptr %p1_49, align 8
  %nonempty2813 = icmp sgt i64 %dim, 0
  br i1 %nonempty2813, label %ok2815, label %fail2814

fail2814:                                         ; preds = %ok2806
  %errp2816 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2816, align 8
  %errp2817 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2817, align 8
  %errp2818 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2811, ptr %errp2818, align 8
  %errp2819 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2819, align 8
  ret i32 1

ok2815:                                           ; preds = %ok2806
  %pos2820 = mul i64 0, %dim
  %pos2821 = add i64 %pos2820, %v2811
  %nonempty2822 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2822, label %ok2824, label %fail2823

fail2823:                                         ; preds = %ok2815
  %errp2825 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2825, align 8
  %errp2826 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2826, align 8
  %errp2827 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2812, ptr %errp2827, align 8
  %errp2828 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2828, align 8
  ret i32 1

ok2824:                                           ; preds = %ok2815
  %pos2829 = mul i64 %pos2821, %dim8
  %pos2830 = add i64 %pos2829, %v2812
  %elp2831 = getelementptr inbounds float, ptr %buf, i64 %pos2830
  %el2832 = load float, ptr %elp2831, align 4, !alias.scope !0, !noalias !3
  store float %el2832, ptr %img_50, align 4
  %v2833 = load float, ptr %img_50, align 4
  %fm2834 = fmul float 1.500000e+00, %v2833
  %call2835 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2834)
  store float %call2835, ptr %bright_10, align 4
  %v2836 = load i64, ptr %i, align 8
  %add2837 = add i64 %v2836, -1
  %sub2838 = sub i64 %dim, 1
  %c2839 = icmp slt i64 %add2837, %sub2838
  %mm2840 = select i1 %c2839, i64 %add2837, i64 %sub2838
  %c2841 = icmp sgt i64 0, %mm2840
  %mm2842 = select i1 %c2841, i64 0, i64 %mm2840
  store i64 %mm2842, ptr %p0_51, align 8
  %nonempty2843 = icmp sgt i64 %dim, 0
  %v2844 = load i64, ptr %p0_51, align 8
  br i1 %nonempty2843, label %ok2846, label %fail2845

fail2845:                                         ; preds = %ok2824
  %errp2847 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2847, align 8
  %errp2848 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2848, align 8
  %errp2849 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2844, ptr %errp2849, align 8
  %errp2850 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2850, align 8
  ret i32 1

ok2846:                                           ; preds = %ok2824
  %v2851 = load i64, ptr %p1_37, align 8
  store i64 %v2851, ptr %p1_52, align 8
  %nonempty2852 = icmp sgt i64 %dim8, 0
  %v2853 = load i64, ptr %p1_37, align 8
  br i1 %nonempty2852, label %ok2855, label %fail2854

fail2854:                                         ; preds = %ok2846
  %errp2856 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2856, align 8
  %errp2857 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2857, align 8
  %errp2858 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2853, ptr %errp2858, align 8
  %errp2859 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2859, align 8
  ret i32 1

ok2855:                                           ; preds = %ok2846
  %v2860 = load i64, ptr %p0_51, align 8
  %v2861 = load i64, ptr %p1_37, align 8
  %nonempty2862 = icmp sgt i64 %dim, 0
  br i1 %nonempty2862, label %ok2864, label %fail2863

fail2863:                                         ; preds = %ok2855
  %errp2865 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2865, align 8
  %errp2866 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2866, align 8
  %errp2867 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2860, ptr %errp2867, align 8
  %errp2868 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2868, align 8
  ret i32 1

ok2864:                                           ; preds = %ok2855
  %pos2869 = mul i64 0, %dim
  %pos2870 = add i64 %pos2869, %v2860
  %nonempty2871 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2871, label %ok2873, label %fail2872

fail2872:                                         ; preds = %ok2864
  %errp2874 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2874, align 8
  %errp2875 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2875, align 8
  %errp2876 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2861, ptr %errp2876, align 8
  %errp2877 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2877, align 8
  ret i32 1

ok2873:                                           ; preds = %ok2864
  %pos2878 = mul i64 %pos2870, %dim8
  %pos2879 = add i64 %pos2878, %v2861
  %elp2880 = getelementptr inbounds float, ptr %buf, i64 %pos2879
  %el2881 = load float, ptr %elp2880, align 4, !alias.scope !0, !noalias !3
  store float %el2881, ptr %img_53, align 4
  %v2882 = load float, ptr %img_53, align 4
  %fm2883 = fmul float 1.500000e+00, %v2882
  %call2884 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2883)
  store float %call2884, ptr %bright_11, align 4
  %v2885 = load i64, ptr %p0_51, align 8
  store i64 %v2885, ptr %p0_54, align 8
  %nonempty2886 = icmp sgt i64 %dim, 0
  %v2887 = load i64, ptr %p0_51, align 8
  br i1 %nonempty2886, label %ok2889, label %fail2888

fail2888:                                         ; preds = %ok2873
  %errp2890 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2890, align 8
  %errp2891 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2891, align 8
  %errp2892 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2887, ptr %errp2892, align 8
  %errp2893 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2893, align 8
  ret i32 1

ok2889:                                           ; preds = %ok2873
  %v2894 = load i64, ptr %p1_40, align 8
  store i64 %v2894, ptr %p1_55, align 8
  %nonempty2895 = icmp sgt i64 %dim8, 0
  %v2896 = load i64, ptr %p1_40, align 8
  br i1 %nonempty2895, label %ok2898, label %fail2897

fail2897:                                         ; preds = %ok2889
  %errp2899 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2899, align 8
  %errp2900 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2900, align 8
  %errp2901 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2896, ptr %errp2901, align 8
  %errp2902 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2902, align 8
  ret i32 1

ok2898:                                           ; preds = %ok2889
  %v2903 = load i64, ptr %p0_51, align 8
  %v2904 = load i64, ptr %p1_40, align 8
  %nonempty2905 = icmp sgt i64 %dim, 0
  br i1 %nonempty2905, label %ok2907, label %fail2906

fail2906:                                         ; preds = %ok2898
  %errp2908 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2908, align 8
  %errp2909 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2909, align 8
  %errp2910 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2903, ptr %errp2910, align 8
  %errp2911 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2911, align 8
  ret i32 1

ok2907:                                           ; preds = %ok2898
  %pos2912 = mul i64 0, %dim
  %pos2913 = add i64 %pos2912, %v2903
  %nonempty2914 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2914, label %ok2916, label %fail2915

fail2915:                                         ; preds = %ok2907
  %errp2917 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2917, align 8
  %errp2918 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2918, align 8
  %errp2919 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2904, ptr %errp2919, align 8
  %errp2920 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2920, align 8
  ret i32 1

ok2916:                                           ; preds = %ok2907
  %pos2921 = mul i64 %pos2913, %dim8
  %pos2922 = add i64 %pos2921, %v2904
  %elp2923 = getelementptr inbounds float, ptr %buf, i64 %pos2922
  %el2924 = load float, ptr %elp2923, align 4, !alias.scope !0, !noalias !3
  store float %el2924, ptr %img_56, align 4
  %v2925 = load float, ptr %img_56, align 4
  %fm2926 = fmul float 1.500000e+00, %v2925
  %call2927 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2926)
  store float %call2927, ptr %bright_12, align 4
  %v2928 = load i64, ptr %p0_51, align 8
  store i64 %v2928, ptr %p0_57, align 8
  %nonempty2929 = icmp sgt i64 %dim, 0
  %v2930 = load i64, ptr %p0_51, align 8
  br i1 %nonempty2929, label %ok2932, label %fail2931

fail2931:                                         ; preds = %ok2916
  %errp2933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2933, align 8
  %errp2934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2934, align 8
  %errp2935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2930, ptr %errp2935, align 8
  %errp2936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2936, align 8
  ret i32 1

ok2932:                                           ; preds = %ok2916
  %v2937 = load i64, ptr %p1_43, align 8
  store i64 %v2937, ptr %p1_58, align 8
  %nonempty2938 = icmp sgt i64 %dim8, 0
  %v2939 = load i64, ptr %p1_43, align 8
  br i1 %nonempty2938, label %ok2941, label %fail2940

fail2940:                                         ; preds = %ok2932
  %errp2942 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2942, align 8
  %errp2943 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2943, align 8
  %errp2944 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2939, ptr %errp2944, align 8
  %errp2945 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2945, align 8
  ret i32 1

ok2941:                                           ; preds = %ok2932
  %v2946 = load i64, ptr %p0_51, align 8
  %v2947 = load i64, ptr %p1_43, align 8
  %nonempty2948 = icmp sgt i64 %dim, 0
  br i1 %nonempty2948, label %ok2950, label %fail2949

fail2949:                                         ; preds = %ok2941
  %errp2951 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2951, align 8
  %errp2952 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2952, align 8
  %errp2953 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2946, ptr %errp2953, align 8
  %errp2954 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2954, align 8
  ret i32 1

ok2950:                                           ; preds = %ok2941
  %pos2955 = mul i64 0, %dim
  %pos2956 = add i64 %pos2955, %v2946
  %nonempty2957 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2957, label %ok2959, label %fail2958

fail2958:                                         ; preds = %ok2950
  %errp2960 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2960, align 8
  %errp2961 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2961, align 8
  %errp2962 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2947, ptr %errp2962, align 8
  %errp2963 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2963, align 8
  ret i32 1

ok2959:                                           ; preds = %ok2950
  %pos2964 = mul i64 %pos2956, %dim8
  %pos2965 = add i64 %pos2964, %v2947
  %elp2966 = getelementptr inbounds float, ptr %buf, i64 %pos2965
  %el2967 = load float, ptr %elp2966, align 4, !alias.scope !0, !noalias !3
  store float %el2967, ptr %img_59, align 4
  %v2968 = load float, ptr %img_59, align 4
  %fm2969 = fmul float 1.500000e+00, %v2968
  %call2970 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2969)
  store float %call2970, ptr %bright_13, align 4
  %v2971 = load i64, ptr %p0_51, align 8
  store i64 %v2971, ptr %p0_60, align 8
  %nonempty2972 = icmp sgt i64 %dim, 0
  %v2973 = load i64, ptr %p0_51, align 8
  br i1 %nonempty2972, label %ok2975, label %fail2974

fail2974:                                         ; preds = %ok2959
  %errp2976 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2976, align 8
  %errp2977 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2977, align 8
  %errp2978 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2973, ptr %errp2978, align 8
  %errp2979 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2979, align 8
  ret i32 1

ok2975:                                           ; preds = %ok2959
  %v2980 = load i64, ptr %p1_46, align 8
  store i64 %v2980, ptr %p1_61, align 8
  %nonempty2981 = icmp sgt i64 %dim8, 0
  %v2982 = load i64, ptr %p1_46, align 8
  br i1 %nonempty2981, label %ok2984, label %fail2983

fail2983:                                         ; preds = %ok2975
  %errp2985 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2985, align 8
  %errp2986 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2986, align 8
  %errp2987 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2982, ptr %errp2987, align 8
  %errp2988 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2988, align 8
  ret i32 1

ok2984:                                           ; preds = %ok2975
  %v2989 = load i64, ptr %p0_51, align 8
  %v2990 = load i64, ptr %p1_46, align 8
  %nonempty2991 = icmp sgt i64 %dim, 0
  br i1 %nonempty2991, label %ok2993, label %fail2992

fail2992:                                         ; preds = %ok2984
  %errp2994 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2994, align 8
  %errp2995 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2995, align 8
  %errp2996 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2989, ptr %errp2996, align 8
  %errp2997 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2997, align 8
  ret i32 1

ok2993:                                           ; preds = %ok2984
  %pos2998 = mul i64 0, %dim
  %pos2999 = add i64 %pos2998, %v2989
  %nonempty3000 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3000, label %ok3002, label %fail3001

fail3001:                                         ; preds = %ok2993
  %errp3003 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3003, align 8
  %errp3004 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3004, align 8
  %errp3005 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2990, ptr %errp3005, align 8
  %errp3006 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3006, align 8
  ret i32 1

ok3002:                                           ; preds = %ok2993
  %pos3007 = mul i64 %pos2999, %dim8
  %pos3008 = add i64 %pos3007, %v2990
  %elp3009 = getelementptr inbounds float, ptr %buf, i64 %pos3008
  %el3010 = load float, ptr %elp3009, align 4, !alias.scope !0, !noalias !3
  store float %el3010, ptr %img_62, align 4
  %v3011 = load float, ptr %img_62, align 4
  %fm3012 = fmul float 1.500000e+00, %v3011
  %call3013 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3012)
  store float %call3013, ptr %bright_14, align 4
  %v3014 = load i64, ptr %p0_51, align 8
  store i64 %v3014, ptr %p0_63, align 8
  %nonempty3015 = icmp sgt i64 %dim, 0
  %v3016 = load i64, ptr %p0_51, align 8
  br i1 %nonempty3015, label %ok3018, label %fail3017

fail3017:                                         ; preds = %ok3002
  %errp3019 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3019, align 8
  %errp3020 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3020, align 8
  %errp3021 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3016, ptr %errp3021, align 8
  %errp3022 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3022, align 8
  ret i32 1

ok3018:                                           ; preds = %ok3002
  %v3023 = load i64, ptr %p1_49, align 8
  store i64 %v3023, ptr %p1_64, align 8
  %nonempty3024 = icmp sgt i64 %dim8, 0
  %v3025 = load i64, ptr %p1_49, align 8
  br i1 %nonempty3024, label %ok3027, label %fail3026

fail3026:                                         ; preds = %ok3018
  %errp3028 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3028, align 8
  %errp3029 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3029, align 8
  %errp3030 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3025, ptr %errp3030, align 8
  %errp3031 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3031, align 8
  ret i32 1

ok3027:                                           ; preds = %ok3018
  %v3032 = load i64, ptr %p0_51, align 8
  %v3033 = load i64, ptr %p1_49, align 8
  %nonempty3034 = icmp sgt i64 %dim, 0
  br i1 %nonempty3034, label %ok3036, label %fail3035

fail3035:                                         ; preds = %ok3027
  %errp3037 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3037, align 8
  %errp3038 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3038, align 8
  %errp3039 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3032, ptr %errp3039, align 8
  %errp3040 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3040, align 8
  ret i32 1

ok3036:                                           ; preds = %ok3027
  %pos3041 = mul i64 0, %dim
  %pos3042 = add i64 %pos3041, %v3032
  %nonempty3043 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3043, label %ok3045, label %fail3044

fail3044:                                         ; preds = %ok3036
  %errp3046 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3046, align 8
  %errp3047 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3047, align 8
  %errp3048 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3033, ptr %errp3048, align 8
  %errp3049 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3049, align 8
  ret i32 1

ok3045:                                           ; preds = %ok3036
  %pos3050 = mul i64 %pos3042, %dim8
  %pos3051 = add i64 %pos3050, %v3033
  %elp3052 = getelementptr inbounds float, ptr %buf, i64 %pos3051
  %el3053 = load float, ptr %elp3052, align 4, !alias.scope !0, !noalias !3
  store float %el3053, ptr %img_65, align 4
  %v3054 = load float, ptr %img_65, align 4
  %fm3055 = fmul float 1.500000e+00, %v3054
  %call3056 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3055)
  store float %call3056, ptr %bright_15, align 4
  %v3057 = load i64, ptr %i, align 8
  %add3058 = add i64 %v3057, 0
  %sub3059 = sub i64 %dim, 1
  %c3060 = icmp slt i64 %add3058, %sub3059
  %mm3061 = select i1 %c3060, i64 %add3058, i64 %sub3059
  %c3062 = icmp sgt i64 0, %mm3061
  %mm3063 = select i1 %c3062, i64 0, i64 %mm3061
  store i64 %mm3063, ptr %p0_66, align 8
  %nonempty3064 = icmp sgt i64 %dim, 0
  %v3065 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3064, label %ok3067, label %fail3066

fail3066:                                         ; preds = %ok3045
  %errp3068 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3068, align 8
  %errp3069 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3069, align 8
  %errp3070 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3065, ptr %errp3070, align 8
  %errp3071 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3071, align 8
  ret i32 1

ok3067:                                           ; preds = %ok3045
  %v3072 = load i64, ptr %p1_37, align 8
  store i64 %v3072, ptr %p1_67, align 8
  %nonempty3073 = icmp sgt i64 %dim8, 0
  %v3074 = load i64, ptr %p1_37, align 8
  br i1 %nonempty3073, label %ok3076, label %fail3075

fail3075:                                         ; preds = %ok3067
  %errp3077 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3077, align 8
  %errp3078 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3078, align 8
  %errp3079 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3074, ptr %errp3079, align 8
  %errp3080 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3080, align 8
  ret i32 1

ok3076:                                           ; preds = %ok3067
  %v3081 = load i64, ptr %p0_66, align 8
  %v3082 = load i64, ptr %p1_37, align 8
  %nonempty3083 = icmp sgt i64 %dim, 0
  br i1 %nonempty3083, label %ok3085, label %fail3084

fail3084:                                         ; preds = %ok3076
  %errp3086 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3086, align 8
  %errp3087 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3087, align 8
  %errp3088 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3081, ptr %errp3088, align 8
  %errp3089 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3089, align 8
  ret i32 1

ok3085:                                           ; preds = %ok3076
  %pos3090 = mul i64 0, %dim
  %pos3091 = add i64 %pos3090, %v3081
  %nonempty3092 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3092, label %ok3094, label %fail3093

fail3093:                                         ; preds = %ok3085
  %errp3095 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3095, align 8
  %errp3096 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3096, align 8
  %errp3097 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3082, ptr %errp3097, align 8
  %errp3098 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3098, align 8
  ret i32 1

ok3094:                                           ; preds = %ok3085
  %pos3099 = mul i64 %pos3091, %dim8
  %pos3100 = add i64 %pos3099, %v3082
  %elp3101 = getelementptr inbounds float, ptr %buf, i64 %pos3100
  %el3102 = load float, ptr %elp3101, align 4, !alias.scope !0, !noalias !3
  store float %el3102, ptr %img_68, align 4
  %v3103 = load float, ptr %img_68, align 4
  %fm3104 = fmul float 1.500000e+00, %v3103
  %call3105 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3104)
  store float %call3105, ptr %bright_16, align 4
  %v3106 = load i64, ptr %p0_66, align 8
  store i64 %v3106, ptr %p0_69, align 8
  %nonempty3107 = icmp sgt i64 %dim, 0
  %v3108 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3107, label %ok3110, label %fail3109

fail3109:                                         ; preds = %ok3094
  %errp3111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3111, align 8
  %errp3112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3112, align 8
  %errp3113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3108, ptr %errp3113, align 8
  %errp3114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3114, align 8
  ret i32 1

ok3110:                                           ; preds = %ok3094
  %v3115 = load i64, ptr %p1_40, align 8
  store i64 %v3115, ptr %p1_70, align 8
  %nonempty3116 = icmp sgt i64 %dim8, 0
  %v3117 = load i64, ptr %p1_40, align 8
  br i1 %nonempty3116, label %ok3119, label %fail3118

fail3118:                                         ; preds = %ok3110
  %errp3120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3120, align 8
  %errp3121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3121, align 8
  %errp3122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3117, ptr %errp3122, align 8
  %errp3123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3123, align 8
  ret i32 1

ok3119:                                           ; preds = %ok3110
  %v3124 = load i64, ptr %p0_66, align 8
  %v3125 = load i64, ptr %p1_40, align 8
  %nonempty3126 = icmp sgt i64 %dim, 0
  br i1 %nonempty3126, label %ok3128, label %fail3127

fail3127:                                         ; preds = %ok3119
  %errp3129 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3129, align 8
  %errp3130 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3130, align 8
  %errp3131 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3124, ptr %errp3131, align 8
  %errp3132 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3132, align 8
  ret i32 1

ok3128:                                           ; preds = %ok3119
  %pos3133 = mul i64 0, %dim
  %pos3134 = add i64 %pos3133, %v3124
  %nonempty3135 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3135, label %ok3137, label %fail3136

fail3136:                                         ; preds = %ok3128
  %errp3138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3138, align 8
  %errp3139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3139, align 8
  %errp3140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3125, ptr %errp3140, align 8
  %errp3141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3141, align 8
  ret i32 1

ok3137:                                           ; preds = %ok3128
  %pos3142 = mul i64 %pos3134, %dim8
  %pos3143 = add i64 %pos3142, %v3125
  %elp3144 = getelementptr inbounds float, ptr %buf, i64 %pos3143
  %el3145 = load float, ptr %elp3144, align 4, !alias.scope !0, !noalias !3
  store float %el3145, ptr %img_71, align 4
  %v3146 = load float, ptr %img_71, align 4
  %fm3147 = fmul float 1.500000e+00, %v3146
  %call3148 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3147)
  store float %call3148, ptr %bright_17, align 4
  %v3149 = load i64, ptr %p0_66, align 8
  store i64 %v3149, ptr %p0_72, align 8
  %nonempty3150 = icmp sgt i64 %dim, 0
  %v3151 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3150, label %ok3153, label %fail3152

fail3152:                                         ; preds = %ok3137
  %errp3154 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3154, align 8
  %errp3155 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3155, align 8
  %errp3156 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3151, ptr %errp3156, align 8
  %errp3157 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3157, align 8
  ret i32 1

ok3153:                                           ; preds = %ok3137
  %v3158 = load i64, ptr %p1_43, align 8
  store i64 %v3158, ptr %p1_73, align 8
  %nonempty3159 = icmp sgt i64 %dim8, 0
  %v3160 = load i64, ptr %p1_43, align 8
  br i1 %nonempty3159, label %ok3162, label %fail3161

fail3161:                                         ; preds = %ok3153
  %errp3163 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3163, align 8
  %errp3164 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3164, align 8
  %errp3165 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3160, ptr %errp3165, align 8
  %errp3166 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3166, align 8
  ret i32 1

ok3162:                                           ; preds = %ok3153
  %v3167 = load i64, ptr %p0_66, align 8
  %v3168 = load i64, ptr %p1_43, align 8
  %nonempty3169 = icmp sgt i64 %dim, 0
  br i1 %nonempty3169, label %ok3171, label %fail3170

fail3170:                                         ; preds = %ok3162
  %errp3172 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3172, align 8
  %errp3173 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3173, align 8
  %errp3174 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3167, ptr %errp3174, align 8
  %errp3175 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3175, align 8
  ret i32 1

ok3171:                                           ; preds = %ok3162
  %pos3176 = mul i64 0, %dim
  %pos3177 = add i64 %pos3176, %v3167
  %nonempty3178 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3178, label %ok3180, label %fail3179

fail3179:                                         ; preds = %ok3171
  %errp3181 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3181, align 8
  %errp3182 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3182, align 8
  %errp3183 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3168, ptr %errp3183, align 8
  %errp3184 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3184, align 8
  ret i32 1

ok3180:                                           ; preds = %ok3171
  %pos3185 = mul i64 %pos3177, %dim8
  %pos3186 = add i64 %pos3185, %v3168
  %elp3187 = getelementptr inbounds float, ptr %buf, i64 %pos3186
  %el3188 = load float, ptr %elp3187, align 4, !alias.scope !0, !noalias !3
  store float %el3188, ptr %img_74, align 4
  %v3189 = load float, ptr %img_74, align 4
  %fm3190 = fmul float 1.500000e+00, %v3189
  %call3191 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3190)
  store float %call3191, ptr %bright_18, align 4
  %v3192 = load i64, ptr %p0_66, align 8
  store i64 %v3192, ptr %p0_75, align 8
  %nonempty3193 = icmp sgt i64 %dim, 0
  %v3194 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3193, label %ok3196, label %fail3195

fail3195:                                         ; preds = %ok3180
  %errp3197 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3197, align 8
  %errp3198 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3198, align 8
  %errp3199 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3194, ptr %errp3199, align 8
  %errp3200 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3200, align 8
  ret i32 1

ok3196:                                           ; preds = %ok3180
  %v3201 = load i64, ptr %p1_46, align 8
  store i64 %v3201, ptr %p1_76, align 8
  %nonempty3202 = icmp sgt i64 %dim8, 0
  %v3203 = load i64, ptr %p1_46, align 8
  br i1 %nonempty3202, label %ok3205, label %fail3204

fail3204:                                         ; preds = %ok3196
  %errp3206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3206, align 8
  %errp3207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3207, align 8
  %errp3208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3203, ptr %errp3208, align 8
  %errp3209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3209, align 8
  ret i32 1

ok3205:                                           ; preds = %ok3196
  %v3210 = load i64, ptr %p0_66, align 8
  %v3211 = load i64, ptr %p1_46, align 8
  %nonempty3212 = icmp sgt i64 %dim, 0
  br i1 %nonempty3212, label %ok3214, label %fail3213

fail3213:                                         ; preds = %ok3205
  %errp3215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3215, align 8
  %errp3216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3216, align 8
  %errp3217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3210, ptr %errp3217, align 8
  %errp3218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3218, align 8
  ret i32 1

ok3214:                                           ; preds = %ok3205
  %pos3219 = mul i64 0, %dim
  %pos3220 = add i64 %pos3219, %v3210
  %nonempty3221 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3221, label %ok3223, label %fail3222

fail3222:                                         ; preds = %ok3214
  %errp3224 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3224, align 8
  %errp3225 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3225, align 8
  %errp3226 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3211, ptr %errp3226, align 8
  %errp3227 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3227, align 8
  ret i32 1

ok3223:                                           ; preds = %ok3214
  %pos3228 = mul i64 %pos3220, %dim8
  %pos3229 = add i64 %pos3228, %v3211
  %elp3230 = getelementptr inbounds float, ptr %buf, i64 %pos3229
  %el3231 = load float, ptr %elp3230, align 4, !alias.scope !0, !noalias !3
  store float %el3231, ptr %img_77, align 4
  %v3232 = load float, ptr %img_77, align 4
  %fm3233 = fmul float 1.500000e+00, %v3232
  %call3234 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3233)
  store float %call3234, ptr %bright_19, align 4
  %v3235 = load i64, ptr %p0_66, align 8
  store i64 %v3235, ptr %p0_78, align 8
  %nonempty3236 = icmp sgt i64 %dim, 0
  %v3237 = load i64, ptr %p0_66, align 8
  br i1 %nonempty3236, label %ok3239, label %fail3238

fail3238:                                         ; preds = %ok3223
  %errp3240 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3240, align 8
  %errp3241 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3241, align 8
  %errp3242 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3237, ptr %errp3242, align 8
  %errp3243 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3243, align 8
  ret i32 1

ok3239:                                           ; preds = %ok3223
  %v3244 = load i64, ptr %p1_49, align 8
  store i64 %v3244, ptr %p1_79, align 8
  %nonempty3245 = icmp sgt i64 %dim8, 0
  %v3246 = load i64, ptr %p1_49, align 8
  br i1 %nonempty3245, label %ok3248, label %fail3247

fail3247:                                         ; preds = %ok3239
  %errp3249 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3249, align 8
  %errp3250 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3250, align 8
  %errp3251 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3246, ptr %errp3251, align 8
  %errp3252 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3252, align 8
  ret i32 1

ok3248:                                           ; preds = %ok3239
  %v3253 = load i64, ptr %p0_66, align 8
  %v3254 = load i64, ptr %p1_49, align 8
  %nonempty3255 = icmp sgt i64 %dim, 0
  br i1 %nonempty3255, label %ok3257, label %fail3256

fail3256:                                         ; preds = %ok3248
  %errp3258 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3258, align 8
  %errp3259 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3259, align 8
  %errp3260 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3253, ptr %errp3260, align 8
  %errp3261 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3261, align 8
  ret i32 1

ok3257:                                           ; preds = %ok3248
  %pos3262 = mul i64 0, %dim
  %pos3263 = add i64 %pos3262, %v3253
  %nonempty3264 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3264, label %ok3266, label %fail3265

fail3265:                                         ; preds = %ok3257
  %errp3267 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3267, align 8
  %errp3268 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3268, align 8
  %errp3269 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3254, ptr %errp3269, align 8
  %errp3270 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3270, align 8
  ret i32 1

ok3266:                                           ; preds = %ok3257
  %pos3271 = mul i64 %pos3263, %dim8
  %pos3272 = add i64 %pos3271, %v3254
  %elp3273 = getelementptr inbounds float, ptr %buf, i64 %pos3272
  %el3274 = load float, ptr %elp3273, align 4, !alias.scope !0, !noalias !3
  store float %el3274, ptr %img_80, align 4
  %v3275 = load float, ptr %img_80, align 4
  %fm3276 = fmul float 1.500000e+00, %v3275
  %call3277 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3276)
  store float %call3277, ptr %bright_20, align 4
  %v3278 = load i64, ptr %i, align 8
  %add3279 = add i64 %v3278, 1
  %sub3280 = sub i64 %dim, 1
  %c3281 = icmp slt i64 %add3279, %sub3280
  %mm3282 = select i1 %c3281, i64 %add3279, i64 %sub3280
  %c3283 = icmp sgt i64 0, %mm3282
  %mm3284 = select i1 %c3283, i64 0, i64 %mm3282
  store i64 %mm3284, ptr %p0_81, align 8
  %nonempty3285 = icmp sgt i64 %dim, 0
  %v3286 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3285, label %ok3288, label %fail3287

fail3287:                                         ; preds = %ok3266
  %errp3289 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3289, align 8
  %errp3290 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3290, align 8
  %errp3291 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3286, ptr %errp3291, align 8
  %errp3292 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3292, align 8
  ret i32 1

ok3288:                                           ; preds = %ok3266
  %v3293 = load i64, ptr %p1_37, align 8
  store i64 %v3293, ptr %p1_82, align 8
  %nonempty3294 = icmp sgt i64 %dim8, 0
  %v3295 = load i64, ptr %p1_37, align 8
  br i1 %nonempty3294, label %ok3297, label %fail3296

fail3296:                                         ; preds = %ok3288
  %errp3298 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3298, align 8
  %errp3299 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3299, align 8
  %errp3300 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3295, ptr %errp3300, align 8
  %errp3301 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3301, align 8
  ret i32 1

ok3297:                                           ; preds = %ok3288
  %v3302 = load i64, ptr %p0_81, align 8
  %v3303 = load i64, ptr %p1_37, align 8
  %nonempty3304 = icmp sgt i64 %dim, 0
  br i1 %nonempty3304, label %ok3306, label %fail3305

fail3305:                                         ; preds = %ok3297
  %errp3307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3307, align 8
  %errp3308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3308, align 8
  %errp3309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3302, ptr %errp3309, align 8
  %errp3310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3310, align 8
  ret i32 1

ok3306:                                           ; preds = %ok3297
  %pos3311 = mul i64 0, %dim
  %pos3312 = add i64 %pos3311, %v3302
  %nonempty3313 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3313, label %ok3315, label %fail3314

fail3314:                                         ; preds = %ok3306
  %errp3316 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3316, align 8
  %errp3317 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3317, align 8
  %errp3318 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3303, ptr %errp3318, align 8
  %errp3319 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3319, align 8
  ret i32 1

ok3315:                                           ; preds = %ok3306
  %pos3320 = mul i64 %pos3312, %dim8
  %pos3321 = add i64 %pos3320, %v3303
  %elp3322 = getelementptr inbounds float, ptr %buf, i64 %pos3321
  %el3323 = load float, ptr %elp3322, align 4, !alias.scope !0, !noalias !3
  store float %el3323, ptr %img_83, align 4
  %v3324 = load float, ptr %img_83, align 4
  %fm3325 = fmul float 1.500000e+00, %v3324
  %call3326 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3325)
  store float %call3326, ptr %bright_21, align 4
  %v3327 = load i64, ptr %p0_81, align 8
  store i64 %v3327, ptr %p0_84, align 8
  %nonempty3328 = icmp sgt i64 %dim, 0
  %v3329 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3328, label %ok3331, label %fail3330

fail3330:                                         ; preds = %ok3315
  %errp3332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3332, align 8
  %errp3333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3333, align 8
  %errp3334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3329, ptr %errp3334, align 8
  %errp3335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3335, align 8
  ret i32 1

ok3331:                                           ; preds = %ok3315
  %v3336 = load i64, ptr %p1_40, align 8
  store i64 %v3336, ptr %p1_85, align 8
  %nonempty3337 = icmp sgt i64 %dim8, 0
  %v3338 = load i64, ptr %p1_40, align 8
  br i1 %nonempty3337, label %ok3340, label %fail3339

fail3339:                                         ; preds = %ok3331
  %errp3341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3341, align 8
  %errp3342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3342, align 8
  %errp3343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3338, ptr %errp3343, align 8
  %errp3344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3344, align 8
  ret i32 1

ok3340:                                           ; preds = %ok3331
  %v3345 = load i64, ptr %p0_81, align 8
  %v3346 = load i64, ptr %p1_40, align 8
  %nonempty3347 = icmp sgt i64 %dim, 0
  br i1 %nonempty3347, label %ok3349, label %fail3348

fail3348:                                         ; preds = %ok3340
  %errp3350 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3350, align 8
  %errp3351 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3351, align 8
  %errp3352 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3345, ptr %errp3352, align 8
  %errp3353 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3353, align 8
  ret i32 1

ok3349:                                           ; preds = %ok3340
  %pos3354 = mul i64 0, %dim
  %pos3355 = add i64 %pos3354, %v3345
  %nonempty3356 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3356, label %ok3358, label %fail3357

fail3357:                                         ; preds = %ok3349
  %errp3359 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3359, align 8
  %errp3360 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3360, align 8
  %errp3361 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3346, ptr %errp3361, align 8
  %errp3362 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3362, align 8
  ret i32 1

ok3358:                                           ; preds = %ok3349
  %pos3363 = mul i64 %pos3355, %dim8
  %pos3364 = add i64 %pos3363, %v3346
  %elp3365 = getelementptr inbounds float, ptr %buf, i64 %pos3364
  %el3366 = load float, ptr %elp3365, align 4, !alias.scope !0, !noalias !3
  store float %el3366, ptr %img_86, align 4
  %v3367 = load float, ptr %img_86, align 4
  %fm3368 = fmul float 1.500000e+00, %v3367
  %call3369 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3368)
  store float %call3369, ptr %bright_22, align 4
  %v3370 = load i64, ptr %p0_81, align 8
  store i64 %v3370, ptr %p0_87, align 8
  %nonempty3371 = icmp sgt i64 %dim, 0
  %v3372 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3371, label %ok3374, label %fail3373

fail3373:                                         ; preds = %ok3358
  %errp3375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3375, align 8
  %errp3376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3376, align 8
  %errp3377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3372, ptr %errp3377, align 8
  %errp3378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3378, align 8
  ret i32 1

ok3374:                                           ; preds = %ok3358
  %v3379 = load i64, ptr %p1_43, align 8
  store i64 %v3379, ptr %p1_88, align 8
  %nonempty3380 = icmp sgt i64 %dim8, 0
  %v3381 = load i64, ptr %p1_43, align 8
  br i1 %nonempty3380, label %ok3383, label %fail3382

fail3382:                                         ; preds = %ok3374
  %errp3384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3384, align 8
  %errp3385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3385, align 8
  %errp3386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3381, ptr %errp3386, align 8
  %errp3387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3387, align 8
  ret i32 1

ok3383:                                           ; preds = %ok3374
  %v3388 = load i64, ptr %p0_81, align 8
  %v3389 = load i64, ptr %p1_43, align 8
  %nonempty3390 = icmp sgt i64 %dim, 0
  br i1 %nonempty3390, label %ok3392, label %fail3391

fail3391:                                         ; preds = %ok3383
  %errp3393 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3393, align 8
  %errp3394 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3394, align 8
  %errp3395 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3388, ptr %errp3395, align 8
  %errp3396 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3396, align 8
  ret i32 1

ok3392:                                           ; preds = %ok3383
  %pos3397 = mul i64 0, %dim
  %pos3398 = add i64 %pos3397, %v3388
  %nonempty3399 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3399, label %ok3401, label %fail3400

fail3400:                                         ; preds = %ok3392
  %errp3402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3402, align 8
  %errp3403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3403, align 8
  %errp3404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3389, ptr %errp3404, align 8
  %errp3405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3405, align 8
  ret i32 1

ok3401:                                           ; preds = %ok3392
  %pos3406 = mul i64 %pos3398, %dim8
  %pos3407 = add i64 %pos3406, %v3389
  %elp3408 = getelementptr inbounds float, ptr %buf, i64 %pos3407
  %el3409 = load float, ptr %elp3408, align 4, !alias.scope !0, !noalias !3
  store float %el3409, ptr %img_89, align 4
  %v3410 = load float, ptr %img_89, align 4
  %fm3411 = fmul float 1.500000e+00, %v3410
  %call3412 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3411)
  store float %call3412, ptr %bright_23, align 4
  %v3413 = load i64, ptr %p0_81, align 8
  store i64 %v3413, ptr %p0_90, align 8
  %nonempty3414 = icmp sgt i64 %dim, 0
  %v3415 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3414, label %ok3417, label %fail3416

fail3416:                                         ; preds = %ok3401
  %errp3418 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3418, align 8
  %errp3419 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3419, align 8
  %errp3420 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3415, ptr %errp3420, align 8
  %errp3421 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3421, align 8
  ret i32 1

ok3417:                                           ; preds = %ok3401
  %v3422 = load i64, ptr %p1_46, align 8
  store i64 %v3422, ptr %p1_91, align 8
  %nonempty3423 = icmp sgt i64 %dim8, 0
  %v3424 = load i64, ptr %p1_46, align 8
  br i1 %nonempty3423, label %ok3426, label %fail3425

fail3425:                                         ; preds = %ok3417
  %errp3427 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3427, align 8
  %errp3428 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3428, align 8
  %errp3429 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3424, ptr %errp3429, align 8
  %errp3430 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3430, align 8
  ret i32 1

ok3426:                                           ; preds = %ok3417
  %v3431 = load i64, ptr %p0_81, align 8
  %v3432 = load i64, ptr %p1_46, align 8
  %nonempty3433 = icmp sgt i64 %dim, 0
  br i1 %nonempty3433, label %ok3435, label %fail3434

fail3434:                                         ; preds = %ok3426
  %errp3436 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3436, align 8
  %errp3437 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3437, align 8
  %errp3438 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3431, ptr %errp3438, align 8
  %errp3439 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3439, align 8
  ret i32 1

ok3435:                                           ; preds = %ok3426
  %pos3440 = mul i64 0, %dim
  %pos3441 = add i64 %pos3440, %v3431
  %nonempty3442 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3442, label %ok3444, label %fail3443

fail3443:                                         ; preds = %ok3435
  %errp3445 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3445, align 8
  %errp3446 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3446, align 8
  %errp3447 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3432, ptr %errp3447, align 8
  %errp3448 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3448, align 8
  ret i32 1

ok3444:                                           ; preds = %ok3435
  %pos3449 = mul i64 %pos3441, %dim8
  %pos3450 = add i64 %pos3449, %v3432
  %elp3451 = getelementptr inbounds float, ptr %buf, i64 %pos3450
  %el3452 = load float, ptr %elp3451, align 4, !alias.scope !0, !noalias !3
  store float %el3452, ptr %img_92, align 4
  %v3453 = load float, ptr %img_92, align 4
  %fm3454 = fmul float 1.500000e+00, %v3453
  %call3455 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3454)
  store float %call3455, ptr %bright_24, align 4
  %v3456 = load i64, ptr %p0_81, align 8
  store i64 %v3456, ptr %p0_93, align 8
  %nonempty3457 = icmp sgt i64 %dim, 0
  %v3458 = load i64, ptr %p0_81, align 8
  br i1 %nonempty3457, label %ok3460, label %fail3459

fail3459:                                         ; preds = %ok3444
  %errp3461 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3461, align 8
  %errp3462 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3462, align 8
  %errp3463 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3458, ptr %errp3463, align 8
  %errp3464 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3464, align 8
  ret i32 1

ok3460:                                           ; preds = %ok3444
  %v3465 = load i64, ptr %p1_49, align 8
  store i64 %v3465, ptr %p1_94, align 8
  %nonempty3466 = icmp sgt i64 %dim8, 0
  %v3467 = load i64, ptr %p1_49, align 8
  br i1 %nonempty3466, label %ok3469, label %fail3468

fail3468:                                         ; preds = %ok3460
  %errp3470 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3470, align 8
  %errp3471 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3471, align 8
  %errp3472 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3467, ptr %errp3472, align 8
  %errp3473 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3473, align 8
  ret i32 1

ok3469:                                           ; preds = %ok3460
  %v3474 = load i64, ptr %p0_81, align 8
  %v3475 = load i64, ptr %p1_49, align 8
  %nonempty3476 = icmp sgt i64 %dim, 0
  br i1 %nonempty3476, label %ok3478, label %fail3477

fail3477:                                         ; preds = %ok3469
  %errp3479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3479, align 8
  %errp3480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3480, align 8
  %errp3481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3474, ptr %errp3481, align 8
  %errp3482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3482, align 8
  ret i32 1

ok3478:                                           ; preds = %ok3469
  %pos3483 = mul i64 0, %dim
  %pos3484 = add i64 %pos3483, %v3474
  %nonempty3485 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3485, label %ok3487, label %fail3486

fail3486:                                         ; preds = %ok3478
  %errp3488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3488, align 8
  %errp3489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3489, align 8
  %errp3490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3475, ptr %errp3490, align 8
  %errp3491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3491, align 8
  ret i32 1

ok3487:                                           ; preds = %ok3478
  %pos3492 = mul i64 %pos3484, %dim8
  %pos3493 = add i64 %pos3492, %v3475
  %elp3494 = getelementptr inbounds float, ptr %buf, i64 %pos3493
  %el3495 = load float, ptr %elp3494, align 4, !alias.scope !0, !noalias !3
  store float %el3495, ptr %img_95, align 4
  %v3496 = load float, ptr %img_95, align 4
  %fm3497 = fmul float 1.500000e+00, %v3496
  %call3498 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3497)
  store float %call3498, ptr %bright_25, align 4
  %v3499 = load i64, ptr %i, align 8
  %add3500 = add i64 %v3499, 2
  %sub3501 = sub i64 %dim, 1
  %c3502 = icmp slt i64 %add3500, %sub3501
  %mm3503 = select i1 %c3502, i64 %add3500, i64 %sub3501
  %c3504 = icmp sgt i64 0, %mm3503
  %mm3505 = select i1 %c3504, i64 0, i64 %mm3503
  store i64 %mm3505, ptr %p0_96, align 8
  %nonempty3506 = icmp sgt i64 %dim, 0
  %v3507 = load i64, ptr %p0_96, align 8
  br i1 %nonempty3506, label %ok3509, label %fail3508

fail3508:                                         ; preds = %ok3487
  %errp3510 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3510, align 8
  %errp3511 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3511, align 8
  %errp3512 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3507, ptr %errp3512, align 8
  %errp3513 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3513, align 8
  ret i32 1

ok3509:                                           ; preds = %ok3487
  %v3514 = load i64, ptr %p1_37, align 8
  store i64 %v3514, ptr %p1_97, align 8
  %nonempty3515 = icmp sgt i64 %dim8, 0
  %v3516 = load i64, ptr %p1_37, align 8
  br i1 %nonempty3515, label %ok3518, label %fail3517

fail3517:                                         ; preds = %ok3509
  %errp3519 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3519, align 8
  %errp3520 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3520, align 8
  %errp3521 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3516, ptr %errp3521, align 8
  %errp3522 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3522, align 8
  ret i32 1

ok3518:                                           ; preds = %ok3509
  %v3523 = load i64, ptr %p0_96, align 8
  %v3524 = load i64, ptr %p1_37, align 8
  %nonempty3525 = icmp sgt i64 %dim, 0
  br i1 %nonempty3525, label %ok3527, label %fail3526

fail3526:                                         ; preds = %ok3518
  %errp3528 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3528, align 8
  %errp3529 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3529, align 8
  %errp3530 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3523, ptr %errp3530, align 8
  %errp3531 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3531, align 8
  ret i32 1

ok3527:                                           ; preds = %ok3518
  %pos3532 = mul i64 0, %dim
  %pos3533 = add i64 %pos3532, %v3523
  %nonempty3534 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3534, label %ok3536, label %fail3535

fail3535:                                         ; preds = %ok3527
  %errp3537 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3537, align 8
  %errp3538 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3538, align 8
  %errp3539 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3524, ptr %errp3539, align 8
  %errp3540 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3540, align 8
  ret i32 1

ok3536:                                           ; preds = %ok3527
  %pos3541 = mul i64 %pos3533, %dim8
  %pos3542 = add i64 %pos3541, %v3524
  %elp3543 = getelementptr inbounds float, ptr %buf, i64 %pos3542
  %el3544 = load float, ptr %elp3543, align 4, !alias.scope !0, !noalias !3
  store float %el3544, ptr %img_98, align 4
  %v3545 = load float, ptr %img_98, align 4
  %fm3546 = fmul float 1.500000e+00, %v3545
  %call3547 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3546)
  store float %call3547, ptr %bright_26, align 4
  %v3548 = load i64, ptr %p0_96, align 8
  store i64 %v3548, ptr %p0_99, align 8
  %nonempty3549 = icmp sgt i64 %dim, 0
  %v3550 = load i64, ptr %p0_96, align 8
  br i1 %nonempty3549, label %ok3552, label %fail3551

fail3551:                                         ; preds = %ok3536
  %errp3553 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3553, align 8
  %errp3554 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3554, align 8
  %errp3555 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3550, ptr %errp3555, align 8
  %errp3556 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3556, align 8
  ret i32 1

ok3552:                                           ; preds = %ok3536
  %v3557 = load i64, ptr %p1_40, align 8
  store i64 %v3557, ptr %p1_100, align 8
  %nonempty3558 = icmp sgt i64 %dim8, 0
  %v3559 = load i64, ptr %p1_40, align 8
  br i1 %nonempty3558, label %ok3561, label %fail3560

fail3560:                                         ; preds = %ok3552
  %errp3562 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3562, align 8
  %errp3563 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3563, align 8
  %errp3564 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3559, ptr %errp3564, align 8
  %errp3565 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3565, align 8
  ret i32 1

ok3561:                                           ; preds = %ok3552
  %v3566 = load i64, ptr %p0_96, align 8
  %v3567 = load i64, ptr %p1_40, align 8
  %nonempty3568 = icmp sgt i64 %dim, 0
  br i1 %nonempty3568, label %ok3570, label %fail3569

fail3569:                                         ; preds = %ok3561
  %errp3571 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3571, align 8
  %errp3572 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3572, align 8
  %errp3573 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3566, ptr %errp3573, align 8
  %errp3574 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3574, align 8
  ret i32 1

ok3570:                                           ; preds = %ok3561
  %pos3575 = mul i64 0, %dim
  %pos3576 = add i64 %pos3575, %v3566
  %nonempty3577 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3577, label %ok3579, label %fail3578

fail3578:                                         ; preds = %ok3570
  %errp3580 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3580, align 8
  %errp3581 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3581, align 8
  %errp3582 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3567, ptr %errp3582, align 8
  %errp3583 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3583, align 8
  ret i32 1

ok3579:                                           ; preds = %ok3570
  %pos3584 = mul i64 %pos3576, %dim8
  %pos3585 = add i64 %pos3584, %v3567
  %elp3586 = getelementptr inbounds float, ptr %buf, i64 %pos3585
  %el3587 = load float, ptr %elp3586, align 4, !alias.scope !0, !noalias !3
  store float %el3587, ptr %img_101, align 4
  %v3588 = load float, ptr %img_101, align 4
  %fm3589 = fmul float 1.500000e+00, %v3588
  %call3590 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3589)
  store float %call3590, ptr %bright_27, align 4
  %v3591 = load i64, ptr %p0_96, align 8
  store i64 %v3591, ptr %p0_102, align 8
  %nonempty3592 = icmp sgt i64 %dim, 0
  %v3593 = load i64, ptr %p0_96, align 8
  br i1 %nonempty3592, label %ok3595, label %fail3594

fail3594:                                         ; preds = %ok3579
  %errp3596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3596, align 8
  %errp3597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3597, align 8
  %errp3598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3593, ptr %errp3598, align 8
  %errp3599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3599, align 8
  ret i32 1

ok3595:                                           ; preds = %ok3579
  %v3600 = load i64, ptr %p1_43, align 8
  store i64 %v3600, ptr %p1_103, align 8
  %nonempty3601 = icmp sgt i64 %dim8, 0
  %v3602 = load i64, ptr %p1_43, align 8
  br i1 %nonempty3601, label %ok3604, label %fail3603

fail3603:                                         ; preds = %ok3595
  %errp3605 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3605, align 8
  %errp3606 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3606, align 8
  %errp3607 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3602, ptr %errp3607, align 8
  %errp3608 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3608, align 8
  ret i32 1

ok3604:                                           ; preds = %ok3595
  %v3609 = load i64, ptr %p0_96, align 8
  %v3610 = load i64, ptr %p1_43, align 8
  %nonempty3611 = icmp sgt i64 %dim, 0
  br i1 %nonempty3611, label %ok3613, label %fail3612

fail3612:                                         ; preds = %ok3604
  %errp3614 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3614, align 8
  %errp3615 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3615, align 8
  %errp3616 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3609, ptr %errp3616, align 8
  %errp3617 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3617, align 8
  ret i32 1

ok3613:                                           ; preds = %ok3604
  %pos3618 = mul i64 0, %dim
  %pos3619 = add i64 %pos3618, %v3609
  %nonempty3620 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3620, label %ok3622, label %fail3621

fail3621:                                         ; preds = %ok3613
  %errp3623 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3623, align 8
  %errp3624 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3624, align 8
  %errp3625 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3610, ptr %errp3625, align 8
  %errp3626 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3626, align 8
  ret i32 1

ok3622:                                           ; preds = %ok3613
  %pos3627 = mul i64 %pos3619, %dim8
  %pos3628 = add i64 %pos3627, %v3610
  %elp3629 = getelementptr inbounds float, ptr %buf, i64 %pos3628
  %el3630 = load float, ptr %elp3629, align 4, !alias.scope !0, !noalias !3
  store float %el3630, ptr %img_104, align 4
  %v3631 = load float, ptr %img_104, align 4
  %fm3632 = fmul float 1.500000e+00, %v3631
  %call3633 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3632)
  store float %call3633, ptr %bright_28, align 4
  %v3634 = load i64, ptr %p0_96, align 8
  store i64 %v3634, ptr %p0_105, align 8
  %nonempty3635 = icmp sgt i64 %dim, 0
  %v3636 = load i64, ptr %p0_96, align 8
  br i1 %nonempty3635, label %ok3638, label %fail3637

fail3637:                                         ; preds = %ok3622
  %errp3639 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3639, align 8
  %errp3640 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3640, align 8
  %errp3641 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3636, ptr %errp3641, align 8
  %errp3642 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3642, align 8
  ret i32 1

ok3638:                                           ; preds = %ok3622
  %v3643 = load i64, ptr %p1_46, align 8
  store i64 %v3643, ptr %p1_106, align 8
  %nonempty3644 = icmp sgt i64 %dim8, 0
  %v3645 = load i64, ptr %p1_46, align 8
  br i1 %nonempty3644, label %ok3647, label %fail3646

fail3646:                                         ; preds = %ok3638
  %errp3648 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3648, align 8
  %errp3649 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3649, align 8
  %errp3650 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3645, ptr %errp3650, align 8
  %errp3651 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3651, align 8
  ret i32 1

ok3647:                                           ; preds = %ok3638
  %v3652 = load i64, ptr %p0_96, align 8
  %v3653 = load i64, ptr %p1_46, align 8
  %nonempty3654 = icmp sgt i64 %dim, 0
  br i1 %nonempty3654, label %ok3656, label %fail3655

fail3655:                                         ; preds = %ok3647
  %errp3657 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3657, align 8
  %errp3658 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3658, align 8
  %errp3659 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3652, ptr %errp3659, align 8
  %errp3660 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3660, align 8
  ret i32 1

ok3656:                                           ; preds = %ok3647
  %pos3661 = mul i64 0, %dim
  %pos3662 = add i64 %pos3661, %v3652
  %nonempty3663 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3663, label %ok3665, label %fail3664

fail3664:                                         ; preds = %ok3656
  %errp3666 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3666, align 8
  %errp3667 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3667, align 8
  %errp3668 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3653, ptr %errp3668, align 8
  %errp3669 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3669, align 8
  ret i32 1

ok3665:                                           ; preds = %ok3656
  %pos3670 = mul i64 %pos3662, %dim8
  %pos3671 = add i64 %pos3670, %v3653
  %elp3672 = getelementptr inbounds float, ptr %buf, i64 %pos3671
  %el3673 = load float, ptr %elp3672, align 4, !alias.scope !0, !noalias !3
  store float %el3673, ptr %img_107, align 4
  %v3674 = load float, ptr %img_107, align 4
  %fm3675 = fmul float 1.500000e+00, %v3674
  %call3676 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3675)
  store float %call3676, ptr %bright_29, align 4
  %v3677 = load i64, ptr %p0_96, align 8
  store i64 %v3677, ptr %p0_108, align 8
  %nonempty3678 = icmp sgt i64 %dim, 0
  %v3679 = load i64, ptr %p0_96, align 8
  br i1 %nonempty3678, label %ok3681, label %fail3680

fail3680:                                         ; preds = %ok3665
  %errp3682 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3682, align 8
  %errp3683 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3683, align 8
  %errp3684 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3679, ptr %errp3684, align 8
  %errp3685 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3685, align 8
  ret i32 1

ok3681:                                           ; preds = %ok3665
  %v3686 = load i64, ptr %p1_49, align 8
  store i64 %v3686, ptr %p1_109, align 8
  %nonempty3687 = icmp sgt i64 %dim8, 0
  %v3688 = load i64, ptr %p1_49, align 8
  br i1 %nonempty3687, label %ok3690, label %fail3689

fail3689:                                         ; preds = %ok3681
  %errp3691 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3691, align 8
  %errp3692 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3692, align 8
  %errp3693 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3688, ptr %errp3693, align 8
  %errp3694 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3694, align 8
  ret i32 1

ok3690:                                           ; preds = %ok3681
  %v3695 = load i64, ptr %p0_96, align 8
  %v3696 = load i64, ptr %p1_49, align 8
  %nonempty3697 = icmp sgt i64 %dim, 0
  br i1 %nonempty3697, label %ok3699, label %fail3698

fail3698:                                         ; preds = %ok3690
  %errp3700 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3700, align 8
  %errp3701 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3701, align 8
  %errp3702 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3695, ptr %errp3702, align 8
  %errp3703 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3703, align 8
  ret i32 1

ok3699:                                           ; preds = %ok3690
  %pos3704 = mul i64 0, %dim
  %pos3705 = add i64 %pos3704, %v3695
  %nonempty3706 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3706, label %ok3708, label %fail3707

fail3707:                                         ; preds = %ok3699
  %errp3709 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3709, align 8
  %errp3710 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3710, align 8
  %errp3711 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3696, ptr %errp3711, align 8
  %errp3712 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3712, align 8
  ret i32 1

ok3708:                                           ; preds = %ok3699
  %pos3713 = mul i64 %pos3705, %dim8
  %pos3714 = add i64 %pos3713, %v3696
  %elp3715 = getelementptr inbounds float, ptr %buf, i64 %pos3714
  %el3716 = load float, ptr %elp3715, align 4, !alias.scope !0, !noalias !3
  store float %el3716, ptr %img_110, align 4
  %v3717 = load float, ptr %img_110, align 4
  %fm3718 = fmul float 1.500000e+00, %v3717
  %call3719 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3718)
  store float %call3719, ptr %bright_30, align 4
  %v3720 = load float, ptr %bright_6, align 4
  %tup3721 = insertvalue { float, float, float, float, float } undef, float %v3720, 0
  %v3722 = load float, ptr %bright_7, align 4
  %tup3723 = insertvalue { float, float, float, float, float } %tup3721, float %v3722, 1
  %v3724 = load float, ptr %bright_8, align 4
  %tup3725 = insertvalue { float, float, float, float, float } %tup3723, float %v3724, 2
  %v3726 = load float, ptr %bright_9, align 4
  %tup3727 = insertvalue { float, float, float, float, float } %tup3725, float %v3726, 3
  %v3728 = load float, ptr %bright_10, align 4
  %tup3729 = insertvalue { float, float, float, float, float } %tup3727, float %v3728, 4
  store { float, float, float, float, float } %tup3729, ptr %"%cse0_31", align 4
  %v3730 = load float, ptr %bright_11, align 4
  %tup3731 = insertvalue { float, float, float, float, float } undef, float %v3730, 0
  %v3732 = load float, ptr %bright_12, align 4
  %tup3733 = insertvalue { float, float, float, float, float } %tup3731, float %v3732, 1
  %v3734 = load float, ptr %bright_13, align 4
  %tup3735 = insertvalue { float, float, float, float, float } %tup3733, float %v3734, 2
  %v3736 = load float, ptr %bright_14, align 4
  %tup3737 = insertvalue { float, float, float, float, float } %tup3735, float %v3736, 3
  %v3738 = load float, ptr %bright_15, align 4
  %tup3739 = insertvalue { float, float, float, float, float } %tup3737, float %v3738, 4
  store { float, float, float, float, float } %tup3739, ptr %"%cse1_32", align 4
  %v3740 = load float, ptr %bright_16, align 4
  %tup3741 = insertvalue { float, float, float, float, float } undef, float %v3740, 0
  %v3742 = load float, ptr %bright_17, align 4
  %tup3743 = insertvalue { float, float, float, float, float } %tup3741, float %v3742, 1
  %v3744 = load float, ptr %bright_18, align 4
  %tup3745 = insertvalue { float, float, float, float, float } %tup3743, float %v3744, 2
  %v3746 = load float, ptr %bright_19, align 4
  %tup3747 = insertvalue { float, float, float, float, float } %tup3745, float %v3746, 3
  %v3748 = load float, ptr %bright_20, align 4
  %tup3749 = insertvalue { float, float, float, float, float } %tup3747, float %v3748, 4
  store { float, float, float, float, float } %tup3749, ptr %"%cse2_33", align 4
  %v3750 = load float, ptr %bright_21, align 4
  %tup3751 = insertvalue { float, float, float, float, float } undef, float %v3750, 0
  %v3752 = load float, ptr %bright_22, align 4
  %tup3753 = insertvalue { float, float, float, float, float } %tup3751, float %v3752, 1
  %v3754 = load float, ptr %bright_23, align 4
  %tup3755 = insertvalue { float, float, float, float, float } %tup3753, float %v3754, 2
  %v3756 = load float, ptr %bright_24, align 4
  %tup3757 = insertvalue { float, float, float, float, float } %tup3755, float %v3756, 3
  %v3758 = load float, ptr %bright_25, align 4
  %tup3759 = insertvalue { float, float, float, float, float } %tup3757, float %v3758, 4
  store { float, float, float, float, float } %tup3759, ptr %"%cse3_34", align 4
  %v3760 = load float, ptr %bright_26, align 4
  %tup3761 = insertvalue { float, float, float, float, float } undef, float %v3760, 0
  %v3762 = load float, ptr %bright_27, align 4
  %tup3763 = insertvalue { float, float, float, float, float } %tup3761, float %v3762, 1
  %v3764 = load float, ptr %bright_28, align 4
  %tup3765 = insertvalue { float, float, float, float, float } %tup3763, float %v3764, 2
  %v3766 = load float, ptr %bright_29, align 4
  %tup3767 = insertvalue { float, float, float, float, float } %tup3765, float %v3766, 3
  %v3768 = load float, ptr %bright_30, align 4
  %tup3769 = insertvalue { float, float, float, float, float } %tup3767, float %v3768, 4
  store { float, float, float, float, float } %tup3769, ptr %"%cse4_35", align 4
  %fldp3770 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 0
  %fld3771 = load float, ptr %fldp3770, align 4
  %fldp3772 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 1
  %fld3773 = load float, ptr %fldp3772, align 4
  %fm3774 = fmul float 4.000000e+00, %fld3773
  %fa3775 = fadd float %fld3771, %fm3774
  %fldp3776 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 2
  %fld3777 = load float, ptr %fldp3776, align 4
  %fm3778 = fmul float 6.000000e+00, %fld3777
  %fa3779 = fadd float %fa3775, %fm3778
  %fldp3780 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 3
  %fld3781 = load float, ptr %fldp3780, align 4
  %fm3782 = fmul float 4.000000e+00, %fld3781
  %fa3783 = fadd float %fa3779, %fm3782
  %fldp3784 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse0_31", i32 0, i32 4
  %fld3785 = load float, ptr %fldp3784, align 4
  %fa3786 = fadd float %fa3783, %fld3785
  %fldp3787 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 0
  %fld3788 = load float, ptr %fldp3787, align 4
  %fldp3789 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 1
  %fld3790 = load float, ptr %fldp3789, align 4
  %fm3791 = fmul float 4.000000e+00, %fld3790
  %fa3792 = fadd float %fld3788, %fm3791
  %fldp3793 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 2
  %fld3794 = load float, ptr %fldp3793, align 4
  %fm3795 = fmul float 6.000000e+00, %fld3794
  %fa3796 = fadd float %fa3792, %fm3795
  %fldp3797 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 3
  %fld3798 = load float, ptr %fldp3797, align 4
  %fm3799 = fmul float 4.000000e+00, %fld3798
  %fa3800 = fadd float %fa3796, %fm3799
  %fldp3801 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse1_32", i32 0, i32 4
  %fld3802 = load float, ptr %fldp3801, align 4
  %fa3803 = fadd float %fa3800, %fld3802
  %fm3804 = fmul float 4.000000e+00, %fa3803
  %fa3805 = fadd float %fa3786, %fm3804
  %fldp3806 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 0
  %fld3807 = load float, ptr %fldp3806, align 4
  %fldp3808 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 1
  %fld3809 = load float, ptr %fldp3808, align 4
  %fm3810 = fmul float 4.000000e+00, %fld3809
  %fa3811 = fadd float %fld3807, %fm3810
  %fldp3812 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 2
  %fld3813 = load float, ptr %fldp3812, align 4
  %fm3814 = fmul float 6.000000e+00, %fld3813
  %fa3815 = fadd float %fa3811, %fm3814
  %fldp3816 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 3
  %fld3817 = load float, ptr %fldp3816, align 4
  %fm3818 = fmul float 4.000000e+00, %fld3817
  %fa3819 = fadd float %fa3815, %fm3818
  %fldp3820 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse2_33", i32 0, i32 4
  %fld3821 = load float, ptr %fldp3820, align 4
  %fa3822 = fadd float %fa3819, %fld3821
  %fm3823 = fmul float 6.000000e+00, %fa3822
  %fa3824 = fadd float %fa3805, %fm3823
  %fldp3825 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 0
  %fld3826 = load float, ptr %fldp3825, align 4
  %fldp3827 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 1
  %fld3828 = load float, ptr %fldp3827, align 4
  %fm3829 = fmul float 4.000000e+00, %fld3828
  %fa3830 = fadd float %fld3826, %fm3829
  %fldp3831 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 2
  %fld3832 = load float, ptr %fldp3831, align 4
  %fm3833 = fmul float 6.000000e+00, %fld3832
  %fa3834 = fadd float %fa3830, %fm3833
  %fldp3835 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 3
  %fld3836 = load float, ptr %fldp3835, align 4
  %fm3837 = fmul float 4.000000e+00, %fld3836
  %fa3838 = fadd float %fa3834, %fm3837
  %fldp3839 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse3_34", i32 0, i32 4
  %fld3840 = load float, ptr %fldp3839, align 4
  %fa3841 = fadd float %fa3838, %fld3840
  %fm3842 = fmul float 4.000000e+00, %fa3841
  %fa3843 = fadd float %fa3824, %fm3842
  %fldp3844 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 0
  %fld3845 = load float, ptr %fldp3844, align 4
  %fldp3846 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 1
  %fld3847 = load float, ptr %fldp3846, align 4
  %fm3848 = fmul float 4.000000e+00, %fld3847
  %fa3849 = fadd float %fld3845, %fm3848
  %fldp3850 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 2
  %fld3851 = load float, ptr %fldp3850, align 4
  %fm3852 = fmul float 6.000000e+00, %fld3851
  %fa3853 = fadd float %fa3849, %fm3852
  %fldp3854 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 3
  %fld3855 = load float, ptr %fldp3854, align 4
  %fm3856 = fmul float 4.000000e+00, %fld3855
  %fa3857 = fadd float %fa3853, %fm3856
  %fldp3858 = getelementptr inbounds { float, float, float, float, float }, ptr %"%cse4_35", i32 0, i32 4
  %fld3859 = load float, ptr %fldp3858, align 4
  %fa3860 = fadd float %fa3857, %fld3859
  %fa3861 = fadd float %fa3843, %fa3860
  %fd3862 = fdiv float %fa3861, 2.560000e+02
  store float %fd3862, ptr %blurred_3, align 4
  %v3863 = load i64, ptr %i, align 8
  %v3864 = load i64, ptr %j, align 8
  %pos3865 = mul i64 0, %dim
  %pos3866 = add i64 %pos3865, %v3863
  %pos3867 = mul i64 %pos3866, %dim8
  %pos3868 = add i64 %pos3867, %v3864
  %v3869 = load float, ptr %blurred_3, align 4
  %elp3870 = getelementptr inbounds float, ptr %buf1310, i64 %pos3868
  store float %v3869, ptr %elp3870, align 4, !alias.scope !3, !noalias !0
  %i3871 = load i64, ptr %j, align 8
  %next3872 = add i64 %i3871, 1
  store i64 %next3872, ptr %j, align 8
  br label %loop2580
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

