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
  %p0_31 = alloca i64, align 8
  %p1_32 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %img_33 = alloca float, align 4
  %bright_6 = alloca float, align 4
  %p0_34 = alloca i64, align 8
  %p1_35 = alloca i64, align 8
  %img_36 = alloca float, align 4
  %bright_7 = alloca float, align 4
  %p0_37 = alloca i64, align 8
  %p1_38 = alloca i64, align 8
  %img_39 = alloca float, align 4
  %bright_8 = alloca float, align 4
  %p0_40 = alloca i64, align 8
  %p1_41 = alloca i64, align 8
  %img_42 = alloca float, align 4
  %bright_9 = alloca float, align 4
  %p0_43 = alloca i64, align 8
  %p1_44 = alloca i64, align 8
  %img_45 = alloca float, align 4
  %bright_10 = alloca float, align 4
  %p0_46 = alloca i64, align 8
  %p1_47 = alloca i64, align 8
  %img_48 = alloca float, align 4
  %bright_11 = alloca float, align 4
  %p0_49 = alloca i64, align 8
  %p1_50 = alloca i64, align 8
  %img_51 = alloca float, align 4
  %bright_12 = alloca float, align 4
  %p0_52 = alloca i64, align 8
  %p1_53 = alloca i64, align 8
  %img_54 = alloca float, align 4
  %bright_13 = alloca float, align 4
  %p0_55 = alloca i64, align 8
  %p1_56 = alloca i64, align 8
  %img_57 = alloca float, align 4
  %bright_14 = alloca float, align 4
  %p0_58 = alloca i64, align 8
  %p1_59 = alloca i64, align 8
  %img_60 = alloca float, align 4
  %bright_15 = alloca float, align 4
  %p0_61 = alloca i64, align 8
  %p1_62 = alloca i64, align 8
  %img_63 = alloca float, align 4
  %bright_16 = alloca float, align 4
  %p0_64 = alloca i64, align 8
  %p1_65 = alloca i64, align 8
  %img_66 = alloca float, align 4
  %bright_17 = alloca float, align 4
  %p0_67 = alloca i64, align 8
  %p1_68 = alloca i64, align 8
  %img_69 = alloca float, align 4
  %bright_18 = alloca float, align 4
  %p0_70 = alloca i64, align 8
  %p1_71 = alloca i64, align 8
  %img_72 = alloca float, align 4
  %bright_19 = alloca float, align 4
  %p0_73 = alloca i64, align 8
  %p1_74 = alloca i64, align 8
  %img_75 = alloca float, align 4
  %bright_20 = alloca float, align 4
  %p0_76 = alloca i64, align 8
  %p1_77 = alloca i64, align 8
  %img_78 = alloca float, align 4
  %bright_21 = alloca float, align 4
  %p0_79 = alloca i64, align 8
  %p1_80 = alloca i64, align 8
  %img_81 = alloca float, align 4
  %bright_22 = alloca float, align 4
  %p0_82 = alloca i64, align 8
  %p1_83 = alloca i64, align 8
  %img_84 = alloca float, align 4
  %bright_23 = alloca float, align 4
  %p0_85 = alloca i64, align 8
  %p1_86 = alloca i64, align 8
  %img_87 = alloca float, align 4
  %bright_24 = alloca float, align 4
  %p0_88 = alloca i64, align 8
  %p1_89 = alloca i64, align 8
  %img_90 = alloca float, align 4
  %bright_25 = alloca float, align 4
  %p0_91 = alloca i64, align 8
  %p1_92 = alloca i64, align 8
  %img_93 = alloca float, align 4
  %bright_26 = alloca float, align 4
  %p0_94 = alloca i64, align 8
  %p1_95 = alloca i64, align 8
  %img_96 = alloca float, align 4
  %bright_27 = alloca float, align 4
  %p0_97 = alloca i64, align 8
  %p1_98 = alloca i64, align 8
  %img_99 = alloca float, align 4
  %bright_28 = alloca float, align 4
  %p0_100 = alloca i64, align 8
  %p1_101 = alloca i64, align 8
  %img_102 = alloca float, align 4
  %bright_29 = alloca float, align 4
  %p0_103 = alloca i64, align 8
  %p1_104 = alloca i64, align 8
  %img_105 = alloca float, align 4
  %bright_30 = alloca float, align 4
  %blurred_3 = alloca float, align 4
  %bufp1237 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf1238 = load ptr, ptr %bufp1237, align 8
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

loop:                                             ; preds = %exit2435, %ok
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
  store i64 %mm41, ptr %p0_31, align 8
  %nonempty = icmp sgt i64 %dim, 0
  %v42 = load i64, ptr %p0_31, align 8
  br i1 %nonempty, label %ok44, label %fail43

exit36:                                           ; preds = %loop34
  store i64 %min29, ptr %j, align 8
  br label %loop1241

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
  store i64 %mm55, ptr %p1_32, align 8
  %nonempty56 = icmp sgt i64 %dim8, 0
  %v57 = load i64, ptr %p1_32, align 8
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
  %v64 = load i64, ptr %p0_31, align 8
  %v65 = load i64, ptr %p1_32, align 8
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
  store float %el, ptr %img_33, align 4
  %v83 = load float, ptr %img_33, align 4
  %fm = fmul float 1.500000e+00, %v83
  %call = call float @llvm.minnum.f32(float 1.000000e+00, float %fm)
  store float %call, ptr %bright_6, align 4
  %v84 = load i64, ptr %p0_31, align 8
  store i64 %v84, ptr %p0_34, align 8
  %nonempty85 = icmp sgt i64 %dim, 0
  %v86 = load i64, ptr %p0_31, align 8
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
  store i64 %mm99, ptr %p1_35, align 8
  %nonempty100 = icmp sgt i64 %dim8, 0
  %v101 = load i64, ptr %p1_35, align 8
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
  %v108 = load i64, ptr %p0_31, align 8
  %v109 = load i64, ptr %p1_35, align 8
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
  store float %el129, ptr %img_36, align 4
  %v130 = load float, ptr %img_36, align 4
  %fm131 = fmul float 1.500000e+00, %v130
  %call132 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm131)
  store float %call132, ptr %bright_7, align 4
  %v133 = load i64, ptr %p0_31, align 8
  store i64 %v133, ptr %p0_37, align 8
  %nonempty134 = icmp sgt i64 %dim, 0
  %v135 = load i64, ptr %p0_31, align 8
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
  store i64 %mm148, ptr %p1_38, align 8
  %nonempty149 = icmp sgt i64 %dim8, 0
  %v150 = load i64, ptr %p1_38, align 8
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
  %v157 = load i64, ptr %p0_31, align 8
  %v158 = load i64, ptr %p1_38, align 8
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
  store float %el178, ptr %img_39, align 4
  %v179 = load float, ptr %img_39, align 4
  %fm180 = fmul float 1.500000e+00, %v179
  %call181 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm180)
  store float %call181, ptr %bright_8, align 4
  %v182 = load i64, ptr %p0_31, align 8
  store i64 %v182, ptr %p0_40, align 8
  %nonempty183 = icmp sgt i64 %dim, 0
  %v184 = load i64, ptr %p0_31, align 8
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
  store i64 %mm197, ptr %p1_41, align 8
  %nonempty198 = icmp sgt i64 %dim8, 0
  %v199 = load i64, ptr %p1_41, align 8
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
  %v206 = load i64, ptr %p0_31, align 8
  %v207 = load i64, ptr %p1_41, align 8
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
  store float %el227, ptr %img_42, align 4
  %v228 = load float, ptr %img_42, align 4
  %fm229 = fmul float 1.500000e+00, %v228
  %call230 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm229)
  store float %call230, ptr %bright_9, align 4
  %v231 = load i64, ptr %p0_31, align 8
  store i64 %v231, ptr %p0_43, align 8
  %nonempty232 = icmp sgt i64 %dim, 0
  %v233 = load i64, ptr %p0_31, align 8
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
  store i64 %mm246, ptr %p1_44, align 8
  %nonempty247 = icmp sgt i64 %dim8, 0
  %v248 = load i64, ptr %p1_44, align 8
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
  %v255 = load i64, ptr %p0_31, align 8
  %v256 = load i64, ptr %p1_44, align 8
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
  store float %el276, ptr %img_45, align 4
  %v277 = load float, ptr %img_45, align 4
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
  store i64 %mm286, ptr %p0_46, align 8
  %nonempty287 = icmp sgt i64 %dim, 0
  %v288 = load i64, ptr %p0_46, align 8
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
  %v295 = load i64, ptr %p1_32, align 8
  store i64 %v295, ptr %p1_47, align 8
  %nonempty296 = icmp sgt i64 %dim8, 0
  %v297 = load i64, ptr %p1_32, align 8
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
  %v304 = load i64, ptr %p0_46, align 8
  %v305 = load i64, ptr %p1_32, align 8
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
  store float %el325, ptr %img_48, align 4
  %v326 = load float, ptr %img_48, align 4
  %fm327 = fmul float 1.500000e+00, %v326
  %call328 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm327)
  store float %call328, ptr %bright_11, align 4
  %v329 = load i64, ptr %p0_46, align 8
  store i64 %v329, ptr %p0_49, align 8
  %nonempty330 = icmp sgt i64 %dim, 0
  %v331 = load i64, ptr %p0_46, align 8
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
  %v338 = load i64, ptr %p1_35, align 8
  store i64 %v338, ptr %p1_50, align 8
  %nonempty339 = icmp sgt i64 %dim8, 0
  %v340 = load i64, ptr %p1_35, align 8
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
  %v347 = load i64, ptr %p0_46, align 8
  %v348 = load i64, ptr %p1_35, align 8
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
  store float %el368, ptr %img_51, align 4
  %v369 = load float, ptr %img_51, align 4
  %fm370 = fmul float 1.500000e+00, %v369
  %call371 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm370)
  store float %call371, ptr %bright_12, align 4
  %v372 = load i64, ptr %p0_46, align 8
  store i64 %v372, ptr %p0_52, align 8
  %nonempty373 = icmp sgt i64 %dim, 0
  %v374 = load i64, ptr %p0_46, align 8
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
  %v381 = load i64, ptr %p1_38, align 8
  store i64 %v381, ptr %p1_53, align 8
  %nonempty382 = icmp sgt i64 %dim8, 0
  %v383 = load i64, ptr %p1_38, align 8
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
  %v390 = load i64, ptr %p0_46, align 8
  %v391 = load i64, ptr %p1_38, align 8
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
  store float %el411, ptr %img_54, align 4
  %v412 = load float, ptr %img_54, align 4
  %fm413 = fmul float 1.500000e+00, %v412
  %call414 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm413)
  store float %call414, ptr %bright_13, align 4
  %v415 = load i64, ptr %p0_46, align 8
  store i64 %v415, ptr %p0_55, align 8
  %nonempty416 = icmp sgt i64 %dim, 0
  %v417 = load i64, ptr %p0_46, align 8
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
  %v424 = load i64, ptr %p1_41, align 8
  store i64 %v424, ptr %p1_56, align 8
  %nonempty425 = icmp sgt i64 %dim8, 0
  %v426 = load i64, ptr %p1_41, align 8
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
  %v433 = load i64, ptr %p0_46, align 8
  %v434 = load i64, ptr %p1_41, align 8
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
  store float %el454, ptr %img_57, align 4
  %v455 = load float, ptr %img_57, align 4
  %fm456 = fmul float 1.500000e+00, %v455
  %call457 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm456)
  store float %call457, ptr %bright_14, align 4
  %v458 = load i64, ptr %p0_46, align 8
  store i64 %v458, ptr %p0_58, align 8
  %nonempty459 = icmp sgt i64 %dim, 0
  %v460 = load i64, ptr %p0_46, align 8
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
  %v467 = load i64, ptr %p1_44, align 8
  store i64 %v467, ptr %p1_59, align 8
  %nonempty468 = icmp sgt i64 %dim8, 0
  %v469 = load i64, ptr %p1_44, align 8
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
  %v476 = load i64, ptr %p0_46, align 8
  %v477 = load i64, ptr %p1_44, align 8
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
  store float %el497, ptr %img_60, align 4
  %v498 = load float, ptr %img_60, align 4
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
  store i64 %mm507, ptr %p0_61, align 8
  %nonempty508 = icmp sgt i64 %dim, 0
  %v509 = load i64, ptr %p0_61, align 8
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
  %v516 = load i64, ptr %p1_32, align 8
  store i64 %v516, ptr %p1_62, align 8
  %nonempty517 = icmp sgt i64 %dim8, 0
  %v518 = load i64, ptr %p1_32, align 8
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
  %v525 = load i64, ptr %p0_61, align 8
  %v526 = load i64, ptr %p1_32, align 8
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
  store float %el546, ptr %img_63, align 4
  %v547 = load float, ptr %img_63, align 4
  %fm548 = fmul float 1.500000e+00, %v547
  %call549 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm548)
  store float %call549, ptr %bright_16, align 4
  %v550 = load i64, ptr %p0_61, align 8
  store i64 %v550, ptr %p0_64, align 8
  %nonempty551 = icmp sgt i64 %dim, 0
  %v552 = load i64, ptr %p0_61, align 8
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
  %v559 = load i64, ptr %p1_35, align 8
  store i64 %v559, ptr %p1_65, align 8
  %nonempty560 = icmp sgt i64 %dim8, 0
  %v561 = load i64, ptr %p1_35, align 8
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
  %v568 = load i64, ptr %p0_61, align 8
  %v569 = load i64, ptr %p1_35, align 8
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
  store float %el589, ptr %img_66, align 4
  %v590 = load float, ptr %img_66, align 4
  %fm591 = fmul float 1.500000e+00, %v590
  %call592 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm591)
  store float %call592, ptr %bright_17, align 4
  %v593 = load i64, ptr %p0_61, align 8
  store i64 %v593, ptr %p0_67, align 8
  %nonempty594 = icmp sgt i64 %dim, 0
  %v595 = load i64, ptr %p0_61, align 8
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
  %v602 = load i64, ptr %p1_38, align 8
  store i64 %v602, ptr %p1_68, align 8
  %nonempty603 = icmp sgt i64 %dim8, 0
  %v604 = load i64, ptr %p1_38, align 8
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
  %v611 = load i64, ptr %p0_61, align 8
  %v612 = load i64, ptr %p1_38, align 8
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
  store float %el632, ptr %img_69, align 4
  %v633 = load float, ptr %img_69, align 4
  %fm634 = fmul float 1.500000e+00, %v633
  %call635 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm634)
  store float %call635, ptr %bright_18, align 4
  %v636 = load i64, ptr %p0_61, align 8
  store i64 %v636, ptr %p0_70, align 8
  %nonempty637 = icmp sgt i64 %dim, 0
  %v638 = load i64, ptr %p0_61, align 8
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
  %v645 = load i64, ptr %p1_41, align 8
  store i64 %v645, ptr %p1_71, align 8
  %nonempty646 = icmp sgt i64 %dim8, 0
  %v647 = load i64, ptr %p1_41, align 8
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
  %v654 = load i64, ptr %p0_61, align 8
  %v655 = load i64, ptr %p1_41, align 8
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
  store float %el675, ptr %img_72, align 4
  %v676 = load float, ptr %img_72, align 4
  %fm677 = fmul float 1.500000e+00, %v676
  %call678 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm677)
  store float %call678, ptr %bright_19, align 4
  %v679 = load i64, ptr %p0_61, align 8
  store i64 %v679, ptr %p0_73, align 8
  %nonempty680 = icmp sgt i64 %dim, 0
  %v681 = load i64, ptr %p0_61, align 8
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
  %v688 = load i64, ptr %p1_44, align 8
  store i64 %v688, ptr %p1_74, align 8
  %nonempty689 = icmp sgt i64 %dim8, 0
  %v690 = load i64, ptr %p1_44, align 8
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
  %v697 = load i64, ptr %p0_61, align 8
  %v698 = load i64, ptr %p1_44, align 8
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
  store float %el718, ptr %img_75, align 4
  %v719 = load float, ptr %img_75, align 4
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
  store i64 %mm728, ptr %p0_76, align 8
  %nonempty729 = icmp sgt i64 %dim, 0
  %v730 = load i64, ptr %p0_76, align 8
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
  %v737 = load i64, ptr %p1_32, align 8
  store i64 %v737, ptr %p1_77, align 8
  %nonempty738 = icmp sgt i64 %dim8, 0
  %v739 = load i64, ptr %p1_32, align 8
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
  %v746 = load i64, ptr %p0_76, align 8
  %v747 = load i64, ptr %p1_32, align 8
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
  store float %el767, ptr %img_78, align 4
  %v768 = load float, ptr %img_78, align 4
  %fm769 = fmul float 1.500000e+00, %v768
  %call770 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm769)
  store float %call770, ptr %bright_21, align 4
  %v771 = load i64, ptr %p0_76, align 8
  store i64 %v771, ptr %p0_79, align 8
  %nonempty772 = icmp sgt i64 %dim, 0
  %v773 = load i64, ptr %p0_76, align 8
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
  %v780 = load i64, ptr %p1_35, align 8
  store i64 %v780, ptr %p1_80, align 8
  %nonempty781 = icmp sgt i64 %dim8, 0
  %v782 = load i64, ptr %p1_35, align 8
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
  %v789 = load i64, ptr %p0_76, align 8
  %v790 = load i64, ptr %p1_35, align 8
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
  store float %el810, ptr %img_81, align 4
  %v811 = load float, ptr %img_81, align 4
  %fm812 = fmul float 1.500000e+00, %v811
  %call813 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm812)
  store float %call813, ptr %bright_22, align 4
  %v814 = load i64, ptr %p0_76, align 8
  store i64 %v814, ptr %p0_82, align 8
  %nonempty815 = icmp sgt i64 %dim, 0
  %v816 = load i64, ptr %p0_76, align 8
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
  %v823 = load i64, ptr %p1_38, align 8
  store i64 %v823, ptr %p1_83, align 8
  %nonempty824 = icmp sgt i64 %dim8, 0
  %v825 = load i64, ptr %p1_38, align 8
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
  %v832 = load i64, ptr %p0_76, align 8
  %v833 = load i64, ptr %p1_38, align 8
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
  store float %el853, ptr %img_84, align 4
  %v854 = load float, ptr %img_84, align 4
  %fm855 = fmul float 1.500000e+00, %v854
  %call856 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm855)
  store float %call856, ptr %bright_23, align 4
  %v857 = load i64, ptr %p0_76, align 8
  store i64 %v857, ptr %p0_85, align 8
  %nonempty858 = icmp sgt i64 %dim, 0
  %v859 = load i64, ptr %p0_76, align 8
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
  %v866 = load i64, ptr %p1_41, align 8
  store i64 %v866, ptr %p1_86, align 8
  %nonempty867 = icmp sgt i64 %dim8, 0
  %v868 = load i64, ptr %p1_41, align 8
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
  %v875 = load i64, ptr %p0_76, align 8
  %v876 = load i64, ptr %p1_41, align 8
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
  store float %el896, ptr %img_87, align 4
  %v897 = load float, ptr %img_87, align 4
  %fm898 = fmul float 1.500000e+00, %v897
  %call899 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm898)
  store float %call899, ptr %bright_24, align 4
  %v900 = load i64, ptr %p0_76, align 8
  store i64 %v900, ptr %p0_88, align 8
  %nonempty901 = icmp sgt i64 %dim, 0
  %v902 = load i64, ptr %p0_76, align 8
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
  %v909 = load i64, ptr %p1_44, align 8
  store i64 %v909, ptr %p1_89, align 8
  %nonempty910 = icmp sgt i64 %dim8, 0
  %v911 = load i64, ptr %p1_44, align 8
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
  %v918 = load i64, ptr %p0_76, align 8
  %v919 = load i64, ptr %p1_44, align 8
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
  store float %el939, ptr %img_90, align 4
  %v940 = load float, ptr %img_90, align 4
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
  store i64 %mm949, ptr %p0_91, align 8
  %nonempty950 = icmp sgt i64 %dim, 0
  %v951 = load i64, ptr %p0_91, align 8
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
  %v958 = load i64, ptr %p1_32, align 8
  store i64 %v958, ptr %p1_92, align 8
  %nonempty959 = icmp sgt i64 %dim8, 0
  %v960 = load i64, ptr %p1_32, align 8
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
  %v967 = load i64, ptr %p0_91, align 8
  %v968 = load i64, ptr %p1_32, align 8
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
  store float %el988, ptr %img_93, align 4
  %v989 = load float, ptr %img_93, align 4
  %fm990 = fmul float 1.500000e+00, %v989
  %call991 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm990)
  store float %call991, ptr %bright_26, align 4
  %v992 = load i64, ptr %p0_91, align 8
  store i64 %v992, ptr %p0_94, align 8
  %nonempty993 = icmp sgt i64 %dim, 0
  %v994 = load i64, ptr %p0_91, align 8
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
  %v1001 = load i64, ptr %p1_35, align 8
  store i64 %v1001, ptr %p1_95, align 8
  %nonempty1002 = icmp sgt i64 %dim8, 0
  %v1003 = load i64, ptr %p1_35, align 8
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
  %v1010 = load i64, ptr %p0_91, align 8
  %v1011 = load i64, ptr %p1_35, align 8
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
  store float %el1031, ptr %img_96, align 4
  %v1032 = load float, ptr %img_96, align 4
  %fm1033 = fmul float 1.500000e+00, %v1032
  %call1034 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1033)
  store float %call1034, ptr %bright_27, align 4
  %v1035 = load i64, ptr %p0_91, align 8
  store i64 %v1035, ptr %p0_97, align 8
  %nonempty1036 = icmp sgt i64 %dim, 0
  %v1037 = load i64, ptr %p0_91, align 8
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
  %v1044 = load i64, ptr %p1_38, align 8
  store i64 %v1044, ptr %p1_98, align 8
  %nonempty1045 = icmp sgt i64 %dim8, 0
  %v1046 = load i64, ptr %p1_38, align 8
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
  %v1053 = load i64, ptr %p0_91, align 8
  %v1054 = load i64, ptr %p1_38, align 8
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
  store float %el1074, ptr %img_99, align 4
  %v1075 = load float, ptr %img_99, align 4
  %fm1076 = fmul float 1.500000e+00, %v1075
  %call1077 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1076)
  store float %call1077, ptr %bright_28, align 4
  %v1078 = load i64, ptr %p0_91, align 8
  store i64 %v1078, ptr %p0_100, align 8
  %nonempty1079 = icmp sgt i64 %dim, 0
  %v1080 = load i64, ptr %p0_91, align 8
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
  %v1087 = load i64, ptr %p1_41, align 8
  store i64 %v1087, ptr %p1_101, align 8
  %nonempty1088 = icmp sgt i64 %dim8, 0
  %v1089 = load i64, ptr %p1_41, align 8
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
  %v1096 = load i64, ptr %p0_91, align 8
  %v1097 = load i64, ptr %p1_41, align 8
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
  store float %el1117, ptr %img_102, align 4
  %v1118 = load float, ptr %img_102, align 4
  %fm1119 = fmul float 1.500000e+00, %v1118
  %call1120 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1119)
  store float %call1120, ptr %bright_29, align 4
  %v1121 = load i64, ptr %p0_91, align 8
  store i64 %v1121, ptr %p0_103, align 8
  %nonempty1122 = icmp sgt i64 %dim, 0
  %v1123 = load i64, ptr %p0_91, align 8
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
  %v1130 = load i64, ptr %p1_44, align 8
  store i64 %v1130, ptr %p1_104, align 8
  %nonempty1131 = icmp sgt i64 %dim8, 0
  %v1132 = load i64, ptr %p1_44, align 8
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
  %v1139 = load i64, ptr %p0_91, align 8
  %v1140 = load i64, ptr %p1_44, align 8
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
  store float %el1160, ptr %img_105, align 4
  %v1161 = load float, ptr %img_105, align 4
  %fm1162 = fmul float 1.500000e+00, %v1161
  %call1163 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1162)
  store float %call1163, ptr %bright_30, align 4
  %v1164 = load float, ptr %bright_6, align 4
  %v1165 = load float, ptr %bright_7, align 4
  %fm1166 = fmul float 4.000000e+00, %v1165
  %fa = fadd float %v1164, %fm1166
  %v1167 = load float, ptr %bright_8, align 4
  %fm1168 = fmul float 6.000000e+00, %v1167
  %fa1169 = fadd float %fa, %fm1168
  %v1170 = load float, ptr %bright_9, align 4
  %fm1171 = fmul float 4.000000e+00, %v1170
  %fa1172 = fadd float %fa1169, %fm1171
  %v1173 = load float, ptr %bright_10, align 4
  %fa1174 = fadd float %fa1172, %v1173
  %v1175 = load float, ptr %bright_11, align 4
  %v1176 = load float, ptr %bright_12, align 4
  %fm1177 = fmul float 4.000000e+00, %v1176
  %fa1178 = fadd float %v1175, %fm1177
  %v1179 = load float, ptr %bright_13, align 4
  %fm1180 = fmul float 6.000000e+00, %v1179
  %fa1181 = fadd float %fa1178, %fm1180
  %v1182 = load float, ptr %bright_14, align 4
  %fm1183 = fmul float 4.000000e+00, %v1182
  %fa1184 = fadd float %fa1181, %fm1183
  %v1185 = load float, ptr %bright_15, align 4
  %fa1186 = fadd float %fa1184, %v1185
  %fm1187 = fmul float 4.000000e+00, %fa1186
  %fa1188 = fadd float %fa1174, %fm1187
  %v1189 = load float, ptr %bright_16, align 4
  %v1190 = load float, ptr %bright_17, align 4
  %fm1191 = fmul float 4.000000e+00, %v1190
  %fa1192 = fadd float %v1189, %fm1191
  %v1193 = load float, ptr %bright_18, align 4
  %fm1194 = fmul float 6.000000e+00, %v1193
  %fa1195 = fadd float %fa1192, %fm1194
  %v1196 = load float, ptr %bright_19, align 4
  %fm1197 = fmul float 4.000000e+00, %v1196
  %fa1198 = fadd float %fa1195, %fm1197
  %v1199 = load float, ptr %bright_20, align 4
  %fa1200 = fadd float %fa1198, %v1199
  %fm1201 = fmul float 6.000000e+00, %fa1200
  %fa1202 = fadd float %fa1188, %fm1201
  %v1203 = load float, ptr %bright_21, align 4
  %v1204 = load float, ptr %bright_22, align 4
  %fm1205 = fmul float 4.000000e+00, %v1204
  %fa1206 = fadd float %v1203, %fm1205
  %v1207 = load float, ptr %bright_23, align 4
  %fm1208 = fmul float 6.000000e+00, %v1207
  %fa1209 = fadd float %fa1206, %fm1208
  %v1210 = load float, ptr %bright_24, align 4
  %fm1211 = fmul float 4.000000e+00, %v1210
  %fa1212 = fadd float %fa1209, %fm1211
  %v1213 = load float, ptr %bright_25, align 4
  %fa1214 = fadd float %fa1212, %v1213
  %fm1215 = fmul float 4.000000e+00, %fa1214
  %fa1216 = fadd float %fa1202, %fm1215
  %v1217 = load float, ptr %bright_26, align 4
  %v1218 = load float, ptr %bright_27, align 4
  %fm1219 = fmul float 4.000000e+00, %v1218
  %fa1220 = fadd float %v1217, %fm1219
  %v1221 = load float, ptr %bright_28, align 4
  %fm1222 = fmul float 6.000000e+00, %v1221
  %fa1223 = fadd float %fa1220, %fm1222
  %v1224 = load float, ptr %bright_29, align 4
  %fm1225 = fmul float 4.000000e+00, %v1224
  %fa1226 = fadd float %fa1223, %fm1225
  %v1227 = load float, ptr %bright_30, align 4
  %fa1228 = fadd float %fa1226, %v1227
  %fa1229 = fadd float %fa1216, %fa1228
  %fd = fdiv float %fa1229, 2.560000e+02
  store float %fd, ptr %blurred_3, align 4
  %v1230 = load i64, ptr %i, align 8
  %v1231 = load i64, ptr %j, align 8
  %pos1232 = mul i64 0, %dim
  %pos1233 = add i64 %pos1232, %v1230
  %pos1234 = mul i64 %pos1233, %dim8
  %pos1235 = add i64 %pos1234, %v1231
  %v1236 = load float, ptr %blurred_3, align 4
  %elp1239 = getelementptr inbounds float, ptr %buf1238, i64 %pos1235
  store float %v1236, ptr %elp1239, align 4, !alias.scope !3, !noalias !0
  %i1240 = load i64, ptr %j, align 8
  %next = add i64 %i1240, 1
  store i64 %next, ptr %j, align 8
  br label %loop34

loop1241:                                         ; preds = %ok2343, %exit36
  %i1244 = load i64, ptr %j, align 8
  %more1245 = icmp slt i64 %i1244, %min33
  br i1 %more1245, label %body1242, label %exit1243

body1242:                                         ; preds = %loop1241
  %v1246 = load i64, ptr %i, align 8
  %add1247 = add i64 %v1246, -2
  %sub1248 = sub i64 %dim, 1
  %c1249 = icmp slt i64 %add1247, %sub1248
  %mm1250 = select i1 %c1249, i64 %add1247, i64 %sub1248
  %c1251 = icmp sgt i64 0, %mm1250
  %mm1252 = select i1 %c1251, i64 0, i64 %mm1250
  store i64 %mm1252, ptr %p0_31, align 8
  %nonempty1253 = icmp sgt i64 %dim, 0
  %v1254 = load i64, ptr %p0_31, align 8
  br i1 %nonempty1253, label %ok1256, label %fail1255

exit1243:                                         ; preds = %loop1241
  store i64 %min33, ptr %j, align 8
  br label %loop2433

fail1255:                                         ; preds = %body1242
  %errp1257 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1257, align 8
  %errp1258 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1258, align 8
  %errp1259 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1254, ptr %errp1259, align 8
  %errp1260 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1260, align 8
  ret i32 1

ok1256:                                           ; preds = %body1242
  %j1261 = load i64, ptr %j, align 8
  %tap = add i64 %j1261, -2
  store i64 %tap, ptr %p1_32, align 8
  %nonempty1262 = icmp sgt i64 %dim8, 0
  %v1263 = load i64, ptr %p1_32, align 8
  br i1 %nonempty1262, label %ok1265, label %fail1264

fail1264:                                         ; preds = %ok1256
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1263, ptr %errp1268, align 8
  %errp1269 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1269, align 8
  ret i32 1

ok1265:                                           ; preds = %ok1256
  %v1270 = load i64, ptr %p0_31, align 8
  %v1271 = load i64, ptr %p1_32, align 8
  %nonempty1272 = icmp sgt i64 %dim, 0
  br i1 %nonempty1272, label %ok1274, label %fail1273

fail1273:                                         ; preds = %ok1265
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1270, ptr %errp1277, align 8
  %errp1278 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1278, align 8
  ret i32 1

ok1274:                                           ; preds = %ok1265
  %pos1279 = mul i64 0, %dim
  %pos1280 = add i64 %pos1279, %v1270
  %nonempty1281 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1281, label %ok1283, label %fail1282

fail1282:                                         ; preds = %ok1274
  %errp1284 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1284, align 8
  %errp1285 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1285, align 8
  %errp1286 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1271, ptr %errp1286, align 8
  %errp1287 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1287, align 8
  ret i32 1

ok1283:                                           ; preds = %ok1274
  %pos1288 = mul i64 %pos1280, %dim8
  %pos1289 = add i64 %pos1288, %v1271
  %elp1290 = getelementptr inbounds float, ptr %buf, i64 %pos1289
  %el1291 = load float, ptr %elp1290, align 4, !alias.scope !0, !noalias !3
  store float %el1291, ptr %img_33, align 4
  %v1292 = load float, ptr %img_33, align 4
  %fm1293 = fmul float 1.500000e+00, %v1292
  %call1294 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1293)
  store float %call1294, ptr %bright_6, align 4
  %v1295 = load i64, ptr %p0_31, align 8
  store i64 %v1295, ptr %p0_34, align 8
  %nonempty1296 = icmp sgt i64 %dim, 0
  %v1297 = load i64, ptr %p0_31, align 8
  br i1 %nonempty1296, label %ok1299, label %fail1298

fail1298:                                         ; preds = %ok1283
  %errp1300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1300, align 8
  %errp1301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1301, align 8
  %errp1302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1297, ptr %errp1302, align 8
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1303, align 8
  ret i32 1

ok1299:                                           ; preds = %ok1283
  %j1304 = load i64, ptr %j, align 8
  %tap1305 = add i64 %j1304, -1
  store i64 %tap1305, ptr %p1_35, align 8
  %nonempty1306 = icmp sgt i64 %dim8, 0
  %v1307 = load i64, ptr %p1_35, align 8
  br i1 %nonempty1306, label %ok1309, label %fail1308

fail1308:                                         ; preds = %ok1299
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1311, align 8
  %errp1312 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1307, ptr %errp1312, align 8
  %errp1313 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1313, align 8
  ret i32 1

ok1309:                                           ; preds = %ok1299
  %v1314 = load i64, ptr %p0_31, align 8
  %v1315 = load i64, ptr %p1_35, align 8
  %nonempty1316 = icmp sgt i64 %dim, 0
  br i1 %nonempty1316, label %ok1318, label %fail1317

fail1317:                                         ; preds = %ok1309
  %errp1319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1319, align 8
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1320, align 8
  %errp1321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1314, ptr %errp1321, align 8
  %errp1322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1322, align 8
  ret i32 1

ok1318:                                           ; preds = %ok1309
  %pos1323 = mul i64 0, %dim
  %pos1324 = add i64 %pos1323, %v1314
  %nonempty1325 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1325, label %ok1327, label %fail1326

fail1326:                                         ; preds = %ok1318
  %errp1328 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1328, align 8
  %errp1329 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1329, align 8
  %errp1330 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1315, ptr %errp1330, align 8
  %errp1331 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1331, align 8
  ret i32 1

ok1327:                                           ; preds = %ok1318
  %pos1332 = mul i64 %pos1324, %dim8
  %pos1333 = add i64 %pos1332, %v1315
  %elp1334 = getelementptr inbounds float, ptr %buf, i64 %pos1333
  %el1335 = load float, ptr %elp1334, align 4, !alias.scope !0, !noalias !3
  store float %el1335, ptr %img_36, align 4
  %v1336 = load float, ptr %img_36, align 4
  %fm1337 = fmul float 1.500000e+00, %v1336
  %call1338 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1337)
  store float %call1338, ptr %bright_7, align 4
  %v1339 = load i64, ptr %p0_31, align 8
  store i64 %v1339, ptr %p0_37, align 8
  %nonempty1340 = icmp sgt i64 %dim, 0
  %v1341 = load i64, ptr %p0_31, align 8
  br i1 %nonempty1340, label %ok1343, label %fail1342

fail1342:                                         ; preds = %ok1327
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1341, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1347, align 8
  ret i32 1

ok1343:                                           ; preds = %ok1327
  %j1348 = load i64, ptr %j, align 8
  %tap1349 = add i64 %j1348, 0
  store i64 %tap1349, ptr %p1_38, align 8
  %nonempty1350 = icmp sgt i64 %dim8, 0
  %v1351 = load i64, ptr %p1_38, align 8
  br i1 %nonempty1350, label %ok1353, label %fail1352

fail1352:                                         ; preds = %ok1343
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1355, align 8
  %errp1356 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1351, ptr %errp1356, align 8
  %errp1357 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1357, align 8
  ret i32 1

ok1353:                                           ; preds = %ok1343
  %v1358 = load i64, ptr %p0_31, align 8
  %v1359 = load i64, ptr %p1_38, align 8
  %nonempty1360 = icmp sgt i64 %dim, 0
  br i1 %nonempty1360, label %ok1362, label %fail1361

fail1361:                                         ; preds = %ok1353
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1364, align 8
  %errp1365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1358, ptr %errp1365, align 8
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1366, align 8
  ret i32 1

ok1362:                                           ; preds = %ok1353
  %pos1367 = mul i64 0, %dim
  %pos1368 = add i64 %pos1367, %v1358
  %nonempty1369 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1369, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1362
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1359, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1362
  %pos1376 = mul i64 %pos1368, %dim8
  %pos1377 = add i64 %pos1376, %v1359
  %elp1378 = getelementptr inbounds float, ptr %buf, i64 %pos1377
  %el1379 = load float, ptr %elp1378, align 4, !alias.scope !0, !noalias !3
  store float %el1379, ptr %img_39, align 4
  %v1380 = load float, ptr %img_39, align 4
  %fm1381 = fmul float 1.500000e+00, %v1380
  %call1382 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1381)
  store float %call1382, ptr %bright_8, align 4
  %v1383 = load i64, ptr %p0_31, align 8
  store i64 %v1383, ptr %p0_40, align 8
  %nonempty1384 = icmp sgt i64 %dim, 0
  %v1385 = load i64, ptr %p0_31, align 8
  br i1 %nonempty1384, label %ok1387, label %fail1386

fail1386:                                         ; preds = %ok1371
  %errp1388 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1388, align 8
  %errp1389 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1389, align 8
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1385, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1391, align 8
  ret i32 1

ok1387:                                           ; preds = %ok1371
  %j1392 = load i64, ptr %j, align 8
  %tap1393 = add i64 %j1392, 1
  store i64 %tap1393, ptr %p1_41, align 8
  %nonempty1394 = icmp sgt i64 %dim8, 0
  %v1395 = load i64, ptr %p1_41, align 8
  br i1 %nonempty1394, label %ok1397, label %fail1396

fail1396:                                         ; preds = %ok1387
  %errp1398 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1398, align 8
  %errp1399 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1399, align 8
  %errp1400 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1395, ptr %errp1400, align 8
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1401, align 8
  ret i32 1

ok1397:                                           ; preds = %ok1387
  %v1402 = load i64, ptr %p0_31, align 8
  %v1403 = load i64, ptr %p1_41, align 8
  %nonempty1404 = icmp sgt i64 %dim, 0
  br i1 %nonempty1404, label %ok1406, label %fail1405

fail1405:                                         ; preds = %ok1397
  %errp1407 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1407, align 8
  %errp1408 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1408, align 8
  %errp1409 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1402, ptr %errp1409, align 8
  %errp1410 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1410, align 8
  ret i32 1

ok1406:                                           ; preds = %ok1397
  %pos1411 = mul i64 0, %dim
  %pos1412 = add i64 %pos1411, %v1402
  %nonempty1413 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1413, label %ok1415, label %fail1414

fail1414:                                         ; preds = %ok1406
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1416, align 8
  %errp1417 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1417, align 8
  %errp1418 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1403, ptr %errp1418, align 8
  %errp1419 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1419, align 8
  ret i32 1

ok1415:                                           ; preds = %ok1406
  %pos1420 = mul i64 %pos1412, %dim8
  %pos1421 = add i64 %pos1420, %v1403
  %elp1422 = getelementptr inbounds float, ptr %buf, i64 %pos1421
  %el1423 = load float, ptr %elp1422, align 4, !alias.scope !0, !noalias !3
  store float %el1423, ptr %img_42, align 4
  %v1424 = load float, ptr %img_42, align 4
  %fm1425 = fmul float 1.500000e+00, %v1424
  %call1426 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1425)
  store float %call1426, ptr %bright_9, align 4
  %v1427 = load i64, ptr %p0_31, align 8
  store i64 %v1427, ptr %p0_43, align 8
  %nonempty1428 = icmp sgt i64 %dim, 0
  %v1429 = load i64, ptr %p0_31, align 8
  br i1 %nonempty1428, label %ok1431, label %fail1430

fail1430:                                         ; preds = %ok1415
  %errp1432 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1432, align 8
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1433, align 8
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1429, ptr %errp1434, align 8
  %errp1435 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1435, align 8
  ret i32 1

ok1431:                                           ; preds = %ok1415
  %j1436 = load i64, ptr %j, align 8
  %tap1437 = add i64 %j1436, 2
  store i64 %tap1437, ptr %p1_44, align 8
  %nonempty1438 = icmp sgt i64 %dim8, 0
  %v1439 = load i64, ptr %p1_44, align 8
  br i1 %nonempty1438, label %ok1441, label %fail1440

fail1440:                                         ; preds = %ok1431
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1442, align 8
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1443, align 8
  %errp1444 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1439, ptr %errp1444, align 8
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1445, align 8
  ret i32 1

ok1441:                                           ; preds = %ok1431
  %v1446 = load i64, ptr %p0_31, align 8
  %v1447 = load i64, ptr %p1_44, align 8
  %nonempty1448 = icmp sgt i64 %dim, 0
  br i1 %nonempty1448, label %ok1450, label %fail1449

fail1449:                                         ; preds = %ok1441
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1446, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1454, align 8
  ret i32 1

ok1450:                                           ; preds = %ok1441
  %pos1455 = mul i64 0, %dim
  %pos1456 = add i64 %pos1455, %v1446
  %nonempty1457 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1457, label %ok1459, label %fail1458

fail1458:                                         ; preds = %ok1450
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1447, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1463, align 8
  ret i32 1

ok1459:                                           ; preds = %ok1450
  %pos1464 = mul i64 %pos1456, %dim8
  %pos1465 = add i64 %pos1464, %v1447
  %elp1466 = getelementptr inbounds float, ptr %buf, i64 %pos1465
  %el1467 = load float, ptr %elp1466, align 4, !alias.scope !0, !noalias !3
  store float %el1467, ptr %img_45, align 4
  %v1468 = load float, ptr %img_45, align 4
  %fm1469 = fmul float 1.500000e+00, %v1468
  %call1470 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1469)
  store float %call1470, ptr %bright_10, align 4
  %v1471 = load i64, ptr %i, align 8
  %add1472 = add i64 %v1471, -1
  %sub1473 = sub i64 %dim, 1
  %c1474 = icmp slt i64 %add1472, %sub1473
  %mm1475 = select i1 %c1474, i64 %add1472, i64 %sub1473
  %c1476 = icmp sgt i64 0, %mm1475
  %mm1477 = select i1 %c1476, i64 0, i64 %mm1475
  store i64 %mm1477, ptr %p0_46, align 8
  %nonempty1478 = icmp sgt i64 %dim, 0
  %v1479 = load i64, ptr %p0_46, align 8
  br i1 %nonempty1478, label %ok1481, label %fail1480

fail1480:                                         ; preds = %ok1459
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1483, align 8
  %errp1484 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1479, ptr %errp1484, align 8
  %errp1485 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1485, align 8
  ret i32 1

ok1481:                                           ; preds = %ok1459
  %v1486 = load i64, ptr %p1_32, align 8
  store i64 %v1486, ptr %p1_47, align 8
  %nonempty1487 = icmp sgt i64 %dim8, 0
  %v1488 = load i64, ptr %p1_32, align 8
  br i1 %nonempty1487, label %ok1490, label %fail1489

fail1489:                                         ; preds = %ok1481
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1491, align 8
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1492, align 8
  %errp1493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1488, ptr %errp1493, align 8
  %errp1494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1494, align 8
  ret i32 1

ok1490:                                           ; preds = %ok1481
  %v1495 = load i64, ptr %p0_46, align 8
  %v1496 = load i64, ptr %p1_32, align 8
  %nonempty1497 = icmp sgt i64 %dim, 0
  br i1 %nonempty1497, label %ok1499, label %fail1498

fail1498:                                         ; preds = %ok1490
  %errp1500 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1500, align 8
  %errp1501 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1501, align 8
  %errp1502 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1495, ptr %errp1502, align 8
  %errp1503 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1503, align 8
  ret i32 1

ok1499:                                           ; preds = %ok1490
  %pos1504 = mul i64 0, %dim
  %pos1505 = add i64 %pos1504, %v1495
  %nonempty1506 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1506, label %ok1508, label %fail1507

fail1507:                                         ; preds = %ok1499
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1496, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1512, align 8
  ret i32 1

ok1508:                                           ; preds = %ok1499
  %pos1513 = mul i64 %pos1505, %dim8
  %pos1514 = add i64 %pos1513, %v1496
  %elp1515 = getelementptr inbounds float, ptr %buf, i64 %pos1514
  %el1516 = load float, ptr %elp1515, align 4, !alias.scope !0, !noalias !3
  store float %el1516, ptr %img_48, align 4
  %v1517 = load float, ptr %img_48, align 4
  %fm1518 = fmul float 1.500000e+00, %v1517
  %call1519 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1518)
  store float %call1519, ptr %bright_11, align 4
  %v1520 = load i64, ptr %p0_46, align 8
  store i64 %v1520, ptr %p0_49, align 8
  %nonempty1521 = icmp sgt i64 %dim, 0
  %v1522 = load i64, ptr %p0_46, align 8
  br i1 %nonempty1521, label %ok1524, label %fail1523

fail1523:                                         ; preds = %ok1508
  %errp1525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1525, align 8
  %errp1526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1526, align 8
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1522, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1528, align 8
  ret i32 1

ok1524:                                           ; preds = %ok1508
  %v1529 = load i64, ptr %p1_35, align 8
  store i64 %v1529, ptr %p1_50, align 8
  %nonempty1530 = icmp sgt i64 %dim8, 0
  %v1531 = load i64, ptr %p1_35, align 8
  br i1 %nonempty1530, label %ok1533, label %fail1532

fail1532:                                         ; preds = %ok1524
  %errp1534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1534, align 8
  %errp1535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1535, align 8
  %errp1536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1531, ptr %errp1536, align 8
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1537, align 8
  ret i32 1

ok1533:                                           ; preds = %ok1524
  %v1538 = load i64, ptr %p0_46, align 8
  %v1539 = load i64, ptr %p1_35, align 8
  %nonempty1540 = icmp sgt i64 %dim, 0
  br i1 %nonempty1540, label %ok1542, label %fail1541

fail1541:                                         ; preds = %ok1533
  %errp1543 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1543, align 8
  %errp1544 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1544, align 8
  %errp1545 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1538, ptr %errp1545, align 8
  %errp1546 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1546, align 8
  ret i32 1

ok1542:                                           ; preds = %ok1533
  %pos1547 = mul i64 0, %dim
  %pos1548 = add i64 %pos1547, %v1538
  %nonempty1549 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1549, label %ok1551, label %fail1550

fail1550:                                         ; preds = %ok1542
  %errp1552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1552, align 8
  %errp1553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1553, align 8
  %errp1554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1539, ptr %errp1554, align 8
  %errp1555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1555, align 8
  ret i32 1

ok1551:                                           ; preds = %ok1542
  %pos1556 = mul i64 %pos1548, %dim8
  %pos1557 = add i64 %pos1556, %v1539
  %elp1558 = getelementptr inbounds float, ptr %buf, i64 %pos1557
  %el1559 = load float, ptr %elp1558, align 4, !alias.scope !0, !noalias !3
  store float %el1559, ptr %img_51, align 4
  %v1560 = load float, ptr %img_51, align 4
  %fm1561 = fmul float 1.500000e+00, %v1560
  %call1562 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1561)
  store float %call1562, ptr %bright_12, align 4
  %v1563 = load i64, ptr %p0_46, align 8
  store i64 %v1563, ptr %p0_52, align 8
  %nonempty1564 = icmp sgt i64 %dim, 0
  %v1565 = load i64, ptr %p0_46, align 8
  br i1 %nonempty1564, label %ok1567, label %fail1566

fail1566:                                         ; preds = %ok1551
  %errp1568 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1568, align 8
  %errp1569 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1569, align 8
  %errp1570 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1565, ptr %errp1570, align 8
  %errp1571 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1571, align 8
  ret i32 1

ok1567:                                           ; preds = %ok1551
  %v1572 = load i64, ptr %p1_38, align 8
  store i64 %v1572, ptr %p1_53, align 8
  %nonempty1573 = icmp sgt i64 %dim8, 0
  %v1574 = load i64, ptr %p1_38, align 8
  br i1 %nonempty1573, label %ok1576, label %fail1575

fail1575:                                         ; preds = %ok1567
  %errp1577 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1577, align 8
  %errp1578 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1578, align 8
  %errp1579 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1574, ptr %errp1579, align 8
  %errp1580 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1580, align 8
  ret i32 1

ok1576:                                           ; preds = %ok1567
  %v1581 = load i64, ptr %p0_46, align 8
  %v1582 = load i64, ptr %p1_38, align 8
  %nonempty1583 = icmp sgt i64 %dim, 0
  br i1 %nonempty1583, label %ok1585, label %fail1584

fail1584:                                         ; preds = %ok1576
  %errp1586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1586, align 8
  %errp1587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1587, align 8
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1581, ptr %errp1588, align 8
  %errp1589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1589, align 8
  ret i32 1

ok1585:                                           ; preds = %ok1576
  %pos1590 = mul i64 0, %dim
  %pos1591 = add i64 %pos1590, %v1581
  %nonempty1592 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1592, label %ok1594, label %fail1593

fail1593:                                         ; preds = %ok1585
  %errp1595 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1595, align 8
  %errp1596 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1596, align 8
  %errp1597 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1582, ptr %errp1597, align 8
  %errp1598 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1598, align 8
  ret i32 1

ok1594:                                           ; preds = %ok1585
  %pos1599 = mul i64 %pos1591, %dim8
  %pos1600 = add i64 %pos1599, %v1582
  %elp1601 = getelementptr inbounds float, ptr %buf, i64 %pos1600
  %el1602 = load float, ptr %elp1601, align 4, !alias.scope !0, !noalias !3
  store float %el1602, ptr %img_54, align 4
  %v1603 = load float, ptr %img_54, align 4
  %fm1604 = fmul float 1.500000e+00, %v1603
  %call1605 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1604)
  store float %call1605, ptr %bright_13, align 4
  %v1606 = load i64, ptr %p0_46, align 8
  store i64 %v1606, ptr %p0_55, align 8
  %nonempty1607 = icmp sgt i64 %dim, 0
  %v1608 = load i64, ptr %p0_46, align 8
  br i1 %nonempty1607, label %ok1610, label %fail1609

fail1609:                                         ; preds = %ok1594
  %errp1611 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1611, align 8
  %errp1612 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1612, align 8
  %errp1613 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1608, ptr %errp1613, align 8
  %errp1614 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1614, align 8
  ret i32 1

ok1610:                                           ; preds = %ok1594
  %v1615 = load i64, ptr %p1_41, align 8
  store i64 %v1615, ptr %p1_56, align 8
  %nonempty1616 = icmp sgt i64 %dim8, 0
  %v1617 = load i64, ptr %p1_41, align 8
  br i1 %nonempty1616, label %ok1619, label %fail1618

fail1618:                                         ; preds = %ok1610
  %errp1620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1620, align 8
  %errp1621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1621, align 8
  %errp1622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1617, ptr %errp1622, align 8
  %errp1623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1623, align 8
  ret i32 1

ok1619:                                           ; preds = %ok1610
  %v1624 = load i64, ptr %p0_46, align 8
  %v1625 = load i64, ptr %p1_41, align 8
  %nonempty1626 = icmp sgt i64 %dim, 0
  br i1 %nonempty1626, label %ok1628, label %fail1627

fail1627:                                         ; preds = %ok1619
  %errp1629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1629, align 8
  %errp1630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1630, align 8
  %errp1631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1624, ptr %errp1631, align 8
  %errp1632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1632, align 8
  ret i32 1

ok1628:                                           ; preds = %ok1619
  %pos1633 = mul i64 0, %dim
  %pos1634 = add i64 %pos1633, %v1624
  %nonempty1635 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1635, label %ok1637, label %fail1636

fail1636:                                         ; preds = %ok1628
  %errp1638 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1638, align 8
  %errp1639 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1639, align 8
  %errp1640 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1625, ptr %errp1640, align 8
  %errp1641 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1641, align 8
  ret i32 1

ok1637:                                           ; preds = %ok1628
  %pos1642 = mul i64 %pos1634, %dim8
  %pos1643 = add i64 %pos1642, %v1625
  %elp1644 = getelementptr inbounds float, ptr %buf, i64 %pos1643
  %el1645 = load float, ptr %elp1644, align 4, !alias.scope !0, !noalias !3
  store float %el1645, ptr %img_57, align 4
  %v1646 = load float, ptr %img_57, align 4
  %fm1647 = fmul float 1.500000e+00, %v1646
  %call1648 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1647)
  store float %call1648, ptr %bright_14, align 4
  %v1649 = load i64, ptr %p0_46, align 8
  store i64 %v1649, ptr %p0_58, align 8
  %nonempty1650 = icmp sgt i64 %dim, 0
  %v1651 = load i64, ptr %p0_46, align 8
  br i1 %nonempty1650, label %ok1653, label %fail1652

fail1652:                                         ; preds = %ok1637
  %errp1654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1654, align 8
  %errp1655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1655, align 8
  %errp1656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1651, ptr %errp1656, align 8
  %errp1657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1657, align 8
  ret i32 1

ok1653:                                           ; preds = %ok1637
  %v1658 = load i64, ptr %p1_44, align 8
  store i64 %v1658, ptr %p1_59, align 8
  %nonempty1659 = icmp sgt i64 %dim8, 0
  %v1660 = load i64, ptr %p1_44, align 8
  br i1 %nonempty1659, label %ok1662, label %fail1661

fail1661:                                         ; preds = %ok1653
  %errp1663 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1663, align 8
  %errp1664 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1664, align 8
  %errp1665 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1660, ptr %errp1665, align 8
  %errp1666 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1666, align 8
  ret i32 1

ok1662:                                           ; preds = %ok1653
  %v1667 = load i64, ptr %p0_46, align 8
  %v1668 = load i64, ptr %p1_44, align 8
  %nonempty1669 = icmp sgt i64 %dim, 0
  br i1 %nonempty1669, label %ok1671, label %fail1670

fail1670:                                         ; preds = %ok1662
  %errp1672 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1672, align 8
  %errp1673 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1673, align 8
  %errp1674 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1667, ptr %errp1674, align 8
  %errp1675 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1675, align 8
  ret i32 1

ok1671:                                           ; preds = %ok1662
  %pos1676 = mul i64 0, %dim
  %pos1677 = add i64 %pos1676, %v1667
  %nonempty1678 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1678, label %ok1680, label %fail1679

fail1679:                                         ; preds = %ok1671
  %errp1681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1681, align 8
  %errp1682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1682, align 8
  %errp1683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1668, ptr %errp1683, align 8
  %errp1684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1684, align 8
  ret i32 1

ok1680:                                           ; preds = %ok1671
  %pos1685 = mul i64 %pos1677, %dim8
  %pos1686 = add i64 %pos1685, %v1668
  %elp1687 = getelementptr inbounds float, ptr %buf, i64 %pos1686
  %el1688 = load float, ptr %elp1687, align 4, !alias.scope !0, !noalias !3
  store float %el1688, ptr %img_60, align 4
  %v1689 = load float, ptr %img_60, align 4
  %fm1690 = fmul float 1.500000e+00, %v1689
  %call1691 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1690)
  store float %call1691, ptr %bright_15, align 4
  %v1692 = load i64, ptr %i, align 8
  %add1693 = add i64 %v1692, 0
  %sub1694 = sub i64 %dim, 1
  %c1695 = icmp slt i64 %add1693, %sub1694
  %mm1696 = select i1 %c1695, i64 %add1693, i64 %sub1694
  %c1697 = icmp sgt i64 0, %mm1696
  %mm1698 = select i1 %c1697, i64 0, i64 %mm1696
  store i64 %mm1698, ptr %p0_61, align 8
  %nonempty1699 = icmp sgt i64 %dim, 0
  %v1700 = load i64, ptr %p0_61, align 8
  br i1 %nonempty1699, label %ok1702, label %fail1701

fail1701:                                         ; preds = %ok1680
  %errp1703 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1703, align 8
  %errp1704 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1704, align 8
  %errp1705 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1700, ptr %errp1705, align 8
  %errp1706 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1706, align 8
  ret i32 1

ok1702:                                           ; preds = %ok1680
  %v1707 = load i64, ptr %p1_32, align 8
  store i64 %v1707, ptr %p1_62, align 8
  %nonempty1708 = icmp sgt i64 %dim8, 0
  %v1709 = load i64, ptr %p1_32, align 8
  br i1 %nonempty1708, label %ok1711, label %fail1710

fail1710:                                         ; preds = %ok1702
  %errp1712 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1712, align 8
  %errp1713 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1713, align 8
  %errp1714 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1709, ptr %errp1714, align 8
  %errp1715 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1715, align 8
  ret i32 1

ok1711:                                           ; preds = %ok1702
  %v1716 = load i64, ptr %p0_61, align 8
  %v1717 = load i64, ptr %p1_32, align 8
  %nonempty1718 = icmp sgt i64 %dim, 0
  br i1 %nonempty1718, label %ok1720, label %fail1719

fail1719:                                         ; preds = %ok1711
  %errp1721 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1721, align 8
  %errp1722 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1722, align 8
  %errp1723 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1716, ptr %errp1723, align 8
  %errp1724 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1724, align 8
  ret i32 1

ok1720:                                           ; preds = %ok1711
  %pos1725 = mul i64 0, %dim
  %pos1726 = add i64 %pos1725, %v1716
  %nonempty1727 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1727, label %ok1729, label %fail1728

fail1728:                                         ; preds = %ok1720
  %errp1730 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1730, align 8
  %errp1731 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1731, align 8
  %errp1732 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1717, ptr %errp1732, align 8
  %errp1733 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1733, align 8
  ret i32 1

ok1729:                                           ; preds = %ok1720
  %pos1734 = mul i64 %pos1726, %dim8
  %pos1735 = add i64 %pos1734, %v1717
  %elp1736 = getelementptr inbounds float, ptr %buf, i64 %pos1735
  %el1737 = load float, ptr %elp1736, align 4, !alias.scope !0, !noalias !3
  store float %el1737, ptr %img_63, align 4
  %v1738 = load float, ptr %img_63, align 4
  %fm1739 = fmul float 1.500000e+00, %v1738
  %call1740 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1739)
  store float %call1740, ptr %bright_16, align 4
  %v1741 = load i64, ptr %p0_61, align 8
  store i64 %v1741, ptr %p0_64, align 8
  %nonempty1742 = icmp sgt i64 %dim, 0
  %v1743 = load i64, ptr %p0_61, align 8
  br i1 %nonempty1742, label %ok1745, label %fail1744

fail1744:                                         ; preds = %ok1729
  %errp1746 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1746, align 8
  %errp1747 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1747, align 8
  %errp1748 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1743, ptr %errp1748, align 8
  %errp1749 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1749, align 8
  ret i32 1

ok1745:                                           ; preds = %ok1729
  %v1750 = load i64, ptr %p1_35, align 8
  store i64 %v1750, ptr %p1_65, align 8
  %nonempty1751 = icmp sgt i64 %dim8, 0
  %v1752 = load i64, ptr %p1_35, align 8
  br i1 %nonempty1751, label %ok1754, label %fail1753

fail1753:                                         ; preds = %ok1745
  %errp1755 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1755, align 8
  %errp1756 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1756, align 8
  %errp1757 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1752, ptr %errp1757, align 8
  %errp1758 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1758, align 8
  ret i32 1

ok1754:                                           ; preds = %ok1745
  %v1759 = load i64, ptr %p0_61, align 8
  %v1760 = load i64, ptr %p1_35, align 8
  %nonempty1761 = icmp sgt i64 %dim, 0
  br i1 %nonempty1761, label %ok1763, label %fail1762

fail1762:                                         ; preds = %ok1754
  %errp1764 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1764, align 8
  %errp1765 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1765, align 8
  %errp1766 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1759, ptr %errp1766, align 8
  %errp1767 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1767, align 8
  ret i32 1

ok1763:                                           ; preds = %ok1754
  %pos1768 = mul i64 0, %dim
  %pos1769 = add i64 %pos1768, %v1759
  %nonempty1770 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1770, label %ok1772, label %fail1771

fail1771:                                         ; preds = %ok1763
  %errp1773 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1773, align 8
  %errp1774 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1774, align 8
  %errp1775 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1760, ptr %errp1775, align 8
  %errp1776 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1776, align 8
  ret i32 1

ok1772:                                           ; preds = %ok1763
  %pos1777 = mul i64 %pos1769, %dim8
  %pos1778 = add i64 %pos1777, %v1760
  %elp1779 = getelementptr inbounds float, ptr %buf, i64 %pos1778
  %el1780 = load float, ptr %elp1779, align 4, !alias.scope !0, !noalias !3
  store float %el1780, ptr %img_66, align 4
  %v1781 = load float, ptr %img_66, align 4
  %fm1782 = fmul float 1.500000e+00, %v1781
  %call1783 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1782)
  store float %call1783, ptr %bright_17, align 4
  %v1784 = load i64, ptr %p0_61, align 8
  store i64 %v1784, ptr %p0_67, align 8
  %nonempty1785 = icmp sgt i64 %dim, 0
  %v1786 = load i64, ptr %p0_61, align 8
  br i1 %nonempty1785, label %ok1788, label %fail1787

fail1787:                                         ; preds = %ok1772
  %errp1789 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1789, align 8
  %errp1790 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1790, align 8
  %errp1791 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1786, ptr %errp1791, align 8
  %errp1792 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1792, align 8
  ret i32 1

ok1788:                                           ; preds = %ok1772
  %v1793 = load i64, ptr %p1_38, align 8
  store i64 %v1793, ptr %p1_68, align 8
  %nonempty1794 = icmp sgt i64 %dim8, 0
  %v1795 = load i64, ptr %p1_38, align 8
  br i1 %nonempty1794, label %ok1797, label %fail1796

fail1796:                                         ; preds = %ok1788
  %errp1798 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1798, align 8
  %errp1799 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1799, align 8
  %errp1800 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1795, ptr %errp1800, align 8
  %errp1801 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1801, align 8
  ret i32 1

ok1797:                                           ; preds = %ok1788
  %v1802 = load i64, ptr %p0_61, align 8
  %v1803 = load i64, ptr %p1_38, align 8
  %nonempty1804 = icmp sgt i64 %dim, 0
  br i1 %nonempty1804, label %ok1806, label %fail1805

fail1805:                                         ; preds = %ok1797
  %errp1807 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1807, align 8
  %errp1808 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1808, align 8
  %errp1809 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1802, ptr %errp1809, align 8
  %errp1810 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1810, align 8
  ret i32 1

ok1806:                                           ; preds = %ok1797
  %pos1811 = mul i64 0, %dim
  %pos1812 = add i64 %pos1811, %v1802
  %nonempty1813 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1813, label %ok1815, label %fail1814

fail1814:                                         ; preds = %ok1806
  %errp1816 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1816, align 8
  %errp1817 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1817, align 8
  %errp1818 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1803, ptr %errp1818, align 8
  %errp1819 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1819, align 8
  ret i32 1

ok1815:                                           ; preds = %ok1806
  %pos1820 = mul i64 %pos1812, %dim8
  %pos1821 = add i64 %pos1820, %v1803
  %elp1822 = getelementptr inbounds float, ptr %buf, i64 %pos1821
  %el1823 = load float, ptr %elp1822, align 4, !alias.scope !0, !noalias !3
  store float %el1823, ptr %img_69, align 4
  %v1824 = load float, ptr %img_69, align 4
  %fm1825 = fmul float 1.500000e+00, %v1824
  %call1826 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1825)
  store float %call1826, ptr %bright_18, align 4
  %v1827 = load i64, ptr %p0_61, align 8
  store i64 %v1827, ptr %p0_70, align 8
  %nonempty1828 = icmp sgt i64 %dim, 0
  %v1829 = load i64, ptr %p0_61, align 8
  br i1 %nonempty1828, label %ok1831, label %fail1830

fail1830:                                         ; preds = %ok1815
  %errp1832 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1832, align 8
  %errp1833 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1833, align 8
  %errp1834 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1829, ptr %errp1834, align 8
  %errp1835 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1835, align 8
  ret i32 1

ok1831:                                           ; preds = %ok1815
  %v1836 = load i64, ptr %p1_41, align 8
  store i64 %v1836, ptr %p1_71, align 8
  %nonempty1837 = icmp sgt i64 %dim8, 0
  %v1838 = load i64, ptr %p1_41, align 8
  br i1 %nonempty1837, label %ok1840, label %fail1839

fail1839:                                         ; preds = %ok1831
  %errp1841 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1841, align 8
  %errp1842 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1842, align 8
  %errp1843 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1838, ptr %errp1843, align 8
  %errp1844 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1844, align 8
  ret i32 1

ok1840:                                           ; preds = %ok1831
  %v1845 = load i64, ptr %p0_61, align 8
  %v1846 = load i64, ptr %p1_41, align 8
  %nonempty1847 = icmp sgt i64 %dim, 0
  br i1 %nonempty1847, label %ok1849, label %fail1848

fail1848:                                         ; preds = %ok1840
  %errp1850 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1850, align 8
  %errp1851 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1851, align 8
  %errp1852 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1845, ptr %errp1852, align 8
  %errp1853 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1853, align 8
  ret i32 1

ok1849:                                           ; preds = %ok1840
  %pos1854 = mul i64 0, %dim
  %pos1855 = add i64 %pos1854, %v1845
  %nonempty1856 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1856, label %ok1858, label %fail1857

fail1857:                                         ; preds = %ok1849
  %errp1859 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1859, align 8
  %errp1860 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1860, align 8
  %errp1861 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1846, ptr %errp1861, align 8
  %errp1862 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1862, align 8
  ret i32 1

ok1858:                                           ; preds = %ok1849
  %pos1863 = mul i64 %pos1855, %dim8
  %pos1864 = add i64 %pos1863, %v1846
  %elp1865 = getelementptr inbounds float, ptr %buf, i64 %pos1864
  %el1866 = load float, ptr %elp1865, align 4, !alias.scope !0, !noalias !3
  store float %el1866, ptr %img_72, align 4
  %v1867 = load float, ptr %img_72, align 4
  %fm1868 = fmul float 1.500000e+00, %v1867
  %call1869 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1868)
  store float %call1869, ptr %bright_19, align 4
  %v1870 = load i64, ptr %p0_61, align 8
  store i64 %v1870, ptr %p0_73, align 8
  %nonempty1871 = icmp sgt i64 %dim, 0
  %v1872 = load i64, ptr %p0_61, align 8
  br i1 %nonempty1871, label %ok1874, label %fail1873

fail1873:                                         ; preds = %ok1858
  %errp1875 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1875, align 8
  %errp1876 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1876, align 8
  %errp1877 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1872, ptr %errp1877, align 8
  %errp1878 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1878, align 8
  ret i32 1

ok1874:                                           ; preds = %ok1858
  %v1879 = load i64, ptr %p1_44, align 8
  store i64 %v1879, ptr %p1_74, align 8
  %nonempty1880 = icmp sgt i64 %dim8, 0
  %v1881 = load i64, ptr %p1_44, align 8
  br i1 %nonempty1880, label %ok1883, label %fail1882

fail1882:                                         ; preds = %ok1874
  %errp1884 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1884, align 8
  %errp1885 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1885, align 8
  %errp1886 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1881, ptr %errp1886, align 8
  %errp1887 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1887, align 8
  ret i32 1

ok1883:                                           ; preds = %ok1874
  %v1888 = load i64, ptr %p0_61, align 8
  %v1889 = load i64, ptr %p1_44, align 8
  %nonempty1890 = icmp sgt i64 %dim, 0
  br i1 %nonempty1890, label %ok1892, label %fail1891

fail1891:                                         ; preds = %ok1883
  %errp1893 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1893, align 8
  %errp1894 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1894, align 8
  %errp1895 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1888, ptr %errp1895, align 8
  %errp1896 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1896, align 8
  ret i32 1

ok1892:                                           ; preds = %ok1883
  %pos1897 = mul i64 0, %dim
  %pos1898 = add i64 %pos1897, %v1888
  %nonempty1899 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1899, label %ok1901, label %fail1900

fail1900:                                         ; preds = %ok1892
  %errp1902 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1902, align 8
  %errp1903 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1903, align 8
  %errp1904 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1889, ptr %errp1904, align 8
  %errp1905 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1905, align 8
  ret i32 1

ok1901:                                           ; preds = %ok1892
  %pos1906 = mul i64 %pos1898, %dim8
  %pos1907 = add i64 %pos1906, %v1889
  %elp1908 = getelementptr inbounds float, ptr %buf, i64 %pos1907
  %el1909 = load float, ptr %elp1908, align 4, !alias.scope !0, !noalias !3
  store float %el1909, ptr %img_75, align 4
  %v1910 = load float, ptr %img_75, align 4
  %fm1911 = fmul float 1.500000e+00, %v1910
  %call1912 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1911)
  store float %call1912, ptr %bright_20, align 4
  %v1913 = load i64, ptr %i, align 8
  %add1914 = add i64 %v1913, 1
  %sub1915 = sub i64 %dim, 1
  %c1916 = icmp slt i64 %add1914, %sub1915
  %mm1917 = select i1 %c1916, i64 %add1914, i64 %sub1915
  %c1918 = icmp sgt i64 0, %mm1917
  %mm1919 = select i1 %c1918, i64 0, i64 %mm1917
  store i64 %mm1919, ptr %p0_76, align 8
  %nonempty1920 = icmp sgt i64 %dim, 0
  %v1921 = load i64, ptr %p0_76, align 8
  br i1 %nonempty1920, label %ok1923, label %fail1922

fail1922:                                         ; preds = %ok1901
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1921, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %ok1901
  %v1928 = load i64, ptr %p1_32, align 8
  store i64 %v1928, ptr %p1_77, align 8
  %nonempty1929 = icmp sgt i64 %dim8, 0
  %v1930 = load i64, ptr %p1_32, align 8
  br i1 %nonempty1929, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1930, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %v1937 = load i64, ptr %p0_76, align 8
  %v1938 = load i64, ptr %p1_32, align 8
  %nonempty1939 = icmp sgt i64 %dim, 0
  br i1 %nonempty1939, label %ok1941, label %fail1940

fail1940:                                         ; preds = %ok1932
  %errp1942 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1942, align 8
  %errp1943 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1943, align 8
  %errp1944 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1937, ptr %errp1944, align 8
  %errp1945 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1945, align 8
  ret i32 1

ok1941:                                           ; preds = %ok1932
  %pos1946 = mul i64 0, %dim
  %pos1947 = add i64 %pos1946, %v1937
  %nonempty1948 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1948, label %ok1950, label %fail1949

fail1949:                                         ; preds = %ok1941
  %errp1951 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1951, align 8
  %errp1952 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1952, align 8
  %errp1953 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1938, ptr %errp1953, align 8
  %errp1954 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1954, align 8
  ret i32 1

ok1950:                                           ; preds = %ok1941
  %pos1955 = mul i64 %pos1947, %dim8
  %pos1956 = add i64 %pos1955, %v1938
  %elp1957 = getelementptr inbounds float, ptr %buf, i64 %pos1956
  %el1958 = load float, ptr %elp1957, align 4, !alias.scope !0, !noalias !3
  store float %el1958, ptr %img_78, align 4
  %v1959 = load float, ptr %img_78, align 4
  %fm1960 = fmul float 1.500000e+00, %v1959
  %call1961 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm1960)
  store float %call1961, ptr %bright_21, align 4
  %v1962 = load i64, ptr %p0_76, align 8
  store i64 %v1962, ptr %p0_79, align 8
  %nonempty1963 = icmp sgt i64 %dim, 0
  %v1964 = load i64, ptr %p0_76, align 8
  br i1 %nonempty1963, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1950
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1964, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1950
  %v1971 = load i64, ptr %p1_35, align 8
  store i64 %v1971, ptr %p1_80, align 8
  %nonempty1972 = icmp sgt i64 %dim8, 0
  %v1973 = load i64, ptr %p1_35, align 8
  br i1 %nonempty1972, label %ok1975, label %fail1974

fail1974:                                         ; preds = %ok1966
  %errp1976 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1976, align 8
  %errp1977 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1977, align 8
  %errp1978 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1973, ptr %errp1978, align 8
  %errp1979 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1979, align 8
  ret i32 1

ok1975:                                           ; preds = %ok1966
  %v1980 = load i64, ptr %p0_76, align 8
  %v1981 = load i64, ptr %p1_35, align 8
  %nonempty1982 = icmp sgt i64 %dim, 0
  br i1 %nonempty1982, label %ok1984, label %fail1983

fail1983:                                         ; preds = %ok1975
  %errp1985 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1985, align 8
  %errp1986 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1986, align 8
  %errp1987 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1980, ptr %errp1987, align 8
  %errp1988 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1988, align 8
  ret i32 1

ok1984:                                           ; preds = %ok1975
  %pos1989 = mul i64 0, %dim
  %pos1990 = add i64 %pos1989, %v1980
  %nonempty1991 = icmp sgt i64 %dim8, 0
  br i1 %nonempty1991, label %ok1993, label %fail1992

fail1992:                                         ; preds = %ok1984
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1995, align 8
  %errp1996 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v1981, ptr %errp1996, align 8
  %errp1997 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1997, align 8
  ret i32 1

ok1993:                                           ; preds = %ok1984
  %pos1998 = mul i64 %pos1990, %dim8
  %pos1999 = add i64 %pos1998, %v1981
  %elp2000 = getelementptr inbounds float, ptr %buf, i64 %pos1999
  %el2001 = load float, ptr %elp2000, align 4, !alias.scope !0, !noalias !3
  store float %el2001, ptr %img_81, align 4
  %v2002 = load float, ptr %img_81, align 4
  %fm2003 = fmul float 1.500000e+00, %v2002
  %call2004 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2003)
  store float %call2004, ptr %bright_22, align 4
  %v2005 = load i64, ptr %p0_76, align 8
  store i64 %v2005, ptr %p0_82, align 8
  %nonempty2006 = icmp sgt i64 %dim, 0
  %v2007 = load i64, ptr %p0_76, align 8
  br i1 %nonempty2006, label %ok2009, label %fail2008

fail2008:                                         ; preds = %ok1993
  %errp2010 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2010, align 8
  %errp2011 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2011, align 8
  %errp2012 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2007, ptr %errp2012, align 8
  %errp2013 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2013, align 8
  ret i32 1

ok2009:                                           ; preds = %ok1993
  %v2014 = load i64, ptr %p1_38, align 8
  store i64 %v2014, ptr %p1_83, align 8
  %nonempty2015 = icmp sgt i64 %dim8, 0
  %v2016 = load i64, ptr %p1_38, align 8
  br i1 %nonempty2015, label %ok2018, label %fail2017

fail2017:                                         ; preds = %ok2009
  %errp2019 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2019, align 8
  %errp2020 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2020, align 8
  %errp2021 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2016, ptr %errp2021, align 8
  %errp2022 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2022, align 8
  ret i32 1

ok2018:                                           ; preds = %ok2009
  %v2023 = load i64, ptr %p0_76, align 8
  %v2024 = load i64, ptr %p1_38, align 8
  %nonempty2025 = icmp sgt i64 %dim, 0
  br i1 %nonempty2025, label %ok2027, label %fail2026

fail2026:                                         ; preds = %ok2018
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2029, align 8
  %errp2030 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2023, ptr %errp2030, align 8
  %errp2031 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2031, align 8
  ret i32 1

ok2027:                                           ; preds = %ok2018
  %pos2032 = mul i64 0, %dim
  %pos2033 = add i64 %pos2032, %v2023
  %nonempty2034 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2034, label %ok2036, label %fail2035

fail2035:                                         ; preds = %ok2027
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2038, align 8
  %errp2039 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2024, ptr %errp2039, align 8
  %errp2040 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2040, align 8
  ret i32 1

ok2036:                                           ; preds = %ok2027
  %pos2041 = mul i64 %pos2033, %dim8
  %pos2042 = add i64 %pos2041, %v2024
  %elp2043 = getelementptr inbounds float, ptr %buf, i64 %pos2042
  %el2044 = load float, ptr %elp2043, align 4, !alias.scope !0, !noalias !3
  store float %el2044, ptr %img_84, align 4
  %v2045 = load float, ptr %img_84, align 4
  %fm2046 = fmul float 1.500000e+00, %v2045
  %call2047 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2046)
  store float %call2047, ptr %bright_23, align 4
  %v2048 = load i64, ptr %p0_76, align 8
  store i64 %v2048, ptr %p0_85, align 8
  %nonempty2049 = icmp sgt i64 %dim, 0
  %v2050 = load i64, ptr %p0_76, align 8
  br i1 %nonempty2049, label %ok2052, label %fail2051

fail2051:                                         ; preds = %ok2036
  %errp2053 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2053, align 8
  %errp2054 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2054, align 8
  %errp2055 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2050, ptr %errp2055, align 8
  %errp2056 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2056, align 8
  ret i32 1

ok2052:                                           ; preds = %ok2036
  %v2057 = load i64, ptr %p1_41, align 8
  store i64 %v2057, ptr %p1_86, align 8
  %nonempty2058 = icmp sgt i64 %dim8, 0
  %v2059 = load i64, ptr %p1_41, align 8
  br i1 %nonempty2058, label %ok2061, label %fail2060

fail2060:                                         ; preds = %ok2052
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2063, align 8
  %errp2064 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2059, ptr %errp2064, align 8
  %errp2065 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2065, align 8
  ret i32 1

ok2061:                                           ; preds = %ok2052
  %v2066 = load i64, ptr %p0_76, align 8
  %v2067 = load i64, ptr %p1_41, align 8
  %nonempty2068 = icmp sgt i64 %dim, 0
  br i1 %nonempty2068, label %ok2070, label %fail2069

fail2069:                                         ; preds = %ok2061
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2072, align 8
  %errp2073 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2066, ptr %errp2073, align 8
  %errp2074 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2074, align 8
  ret i32 1

ok2070:                                           ; preds = %ok2061
  %pos2075 = mul i64 0, %dim
  %pos2076 = add i64 %pos2075, %v2066
  %nonempty2077 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2077, label %ok2079, label %fail2078

fail2078:                                         ; preds = %ok2070
  %errp2080 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2080, align 8
  %errp2081 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2081, align 8
  %errp2082 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2067, ptr %errp2082, align 8
  %errp2083 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2083, align 8
  ret i32 1

ok2079:                                           ; preds = %ok2070
  %pos2084 = mul i64 %pos2076, %dim8
  %pos2085 = add i64 %pos2084, %v2067
  %elp2086 = getelementptr inbounds float, ptr %buf, i64 %pos2085
  %el2087 = load float, ptr %elp2086, align 4, !alias.scope !0, !noalias !3
  store float %el2087, ptr %img_87, align 4
  %v2088 = load float, ptr %img_87, align 4
  %fm2089 = fmul float 1.500000e+00, %v2088
  %call2090 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2089)
  store float %call2090, ptr %bright_24, align 4
  %v2091 = load i64, ptr %p0_76, align 8
  store i64 %v2091, ptr %p0_88, align 8
  %nonempty2092 = icmp sgt i64 %dim, 0
  %v2093 = load i64, ptr %p0_76, align 8
  br i1 %nonempty2092, label %ok2095, label %fail2094

fail2094:                                         ; preds = %ok2079
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2097, align 8
  %errp2098 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2093, ptr %errp2098, align 8
  %errp2099 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2099, align 8
  ret i32 1

ok2095:                                           ; preds = %ok2079
  %v2100 = load i64, ptr %p1_44, align 8
  store i64 %v2100, ptr %p1_89, align 8
  %nonempty2101 = icmp sgt i64 %dim8, 0
  %v2102 = load i64, ptr %p1_44, align 8
  br i1 %nonempty2101, label %ok2104, label %fail2103

fail2103:                                         ; preds = %ok2095
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2106, align 8
  %errp2107 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2102, ptr %errp2107, align 8
  %errp2108 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2108, align 8
  ret i32 1

ok2104:                                           ; preds = %ok2095
  %v2109 = load i64, ptr %p0_76, align 8
  %v2110 = load i64, ptr %p1_44, align 8
  %nonempty2111 = icmp sgt i64 %dim, 0
  br i1 %nonempty2111, label %ok2113, label %fail2112

fail2112:                                         ; preds = %ok2104
  %errp2114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2114, align 8
  %errp2115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2115, align 8
  %errp2116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2109, ptr %errp2116, align 8
  %errp2117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2117, align 8
  ret i32 1

ok2113:                                           ; preds = %ok2104
  %pos2118 = mul i64 0, %dim
  %pos2119 = add i64 %pos2118, %v2109
  %nonempty2120 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2120, label %ok2122, label %fail2121

fail2121:                                         ; preds = %ok2113
  %errp2123 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2123, align 8
  %errp2124 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2124, align 8
  %errp2125 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2110, ptr %errp2125, align 8
  %errp2126 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2126, align 8
  ret i32 1

ok2122:                                           ; preds = %ok2113
  %pos2127 = mul i64 %pos2119, %dim8
  %pos2128 = add i64 %pos2127, %v2110
  %elp2129 = getelementptr inbounds float, ptr %buf, i64 %pos2128
  %el2130 = load float, ptr %elp2129, align 4, !alias.scope !0, !noalias !3
  store float %el2130, ptr %img_90, align 4
  %v2131 = load float, ptr %img_90, align 4
  %fm2132 = fmul float 1.500000e+00, %v2131
  %call2133 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2132)
  store float %call2133, ptr %bright_25, align 4
  %v2134 = load i64, ptr %i, align 8
  %add2135 = add i64 %v2134, 2
  %sub2136 = sub i64 %dim, 1
  %c2137 = icmp slt i64 %add2135, %sub2136
  %mm2138 = select i1 %c2137, i64 %add2135, i64 %sub2136
  %c2139 = icmp sgt i64 0, %mm2138
  %mm2140 = select i1 %c2139, i64 0, i64 %mm2138
  store i64 %mm2140, ptr %p0_91, align 8
  %nonempty2141 = icmp sgt i64 %dim, 0
  %v2142 = load i64, ptr %p0_91, align 8
  br i1 %nonempty2141, label %ok2144, label %fail2143

fail2143:                                         ; preds = %ok2122
  %errp2145 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2145, align 8
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2146, align 8
  %errp2147 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2142, ptr %errp2147, align 8
  %errp2148 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2148, align 8
  ret i32 1

ok2144:                                           ; preds = %ok2122
  %v2149 = load i64, ptr %p1_32, align 8
  store i64 %v2149, ptr %p1_92, align 8
  %nonempty2150 = icmp sgt i64 %dim8, 0
  %v2151 = load i64, ptr %p1_32, align 8
  br i1 %nonempty2150, label %ok2153, label %fail2152

fail2152:                                         ; preds = %ok2144
  %errp2154 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2154, align 8
  %errp2155 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2155, align 8
  %errp2156 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2151, ptr %errp2156, align 8
  %errp2157 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2157, align 8
  ret i32 1

ok2153:                                           ; preds = %ok2144
  %v2158 = load i64, ptr %p0_91, align 8
  %v2159 = load i64, ptr %p1_32, align 8
  %nonempty2160 = icmp sgt i64 %dim, 0
  br i1 %nonempty2160, label %ok2162, label %fail2161

fail2161:                                         ; preds = %ok2153
  %errp2163 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2163, align 8
  %errp2164 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2164, align 8
  %errp2165 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2158, ptr %errp2165, align 8
  %errp2166 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2166, align 8
  ret i32 1

ok2162:                                           ; preds = %ok2153
  %pos2167 = mul i64 0, %dim
  %pos2168 = add i64 %pos2167, %v2158
  %nonempty2169 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2169, label %ok2171, label %fail2170

fail2170:                                         ; preds = %ok2162
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2159, ptr %errp2174, align 8
  %errp2175 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2175, align 8
  ret i32 1

ok2171:                                           ; preds = %ok2162
  %pos2176 = mul i64 %pos2168, %dim8
  %pos2177 = add i64 %pos2176, %v2159
  %elp2178 = getelementptr inbounds float, ptr %buf, i64 %pos2177
  %el2179 = load float, ptr %elp2178, align 4, !alias.scope !0, !noalias !3
  store float %el2179, ptr %img_93, align 4
  %v2180 = load float, ptr %img_93, align 4
  %fm2181 = fmul float 1.500000e+00, %v2180
  %call2182 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2181)
  store float %call2182, ptr %bright_26, align 4
  %v2183 = load i64, ptr %p0_91, align 8
  store i64 %v2183, ptr %p0_94, align 8
  %nonempty2184 = icmp sgt i64 %dim, 0
  %v2185 = load i64, ptr %p0_91, align 8
  br i1 %nonempty2184, label %ok2187, label %fail2186

fail2186:                                         ; preds = %ok2171
  %errp2188 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2188, align 8
  %errp2189 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2189, align 8
  %errp2190 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2185, ptr %errp2190, align 8
  %errp2191 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2191, align 8
  ret i32 1

ok2187:                                           ; preds = %ok2171
  %v2192 = load i64, ptr %p1_35, align 8
  store i64 %v2192, ptr %p1_95, align 8
  %nonempty2193 = icmp sgt i64 %dim8, 0
  %v2194 = load i64, ptr %p1_35, align 8
  br i1 %nonempty2193, label %ok2196, label %fail2195

fail2195:                                         ; preds = %ok2187
  %errp2197 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2197, align 8
  %errp2198 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2198, align 8
  %errp2199 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2194, ptr %errp2199, align 8
  %errp2200 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2200, align 8
  ret i32 1

ok2196:                                           ; preds = %ok2187
  %v2201 = load i64, ptr %p0_91, align 8
  %v2202 = load i64, ptr %p1_35, align 8
  %nonempty2203 = icmp sgt i64 %dim, 0
  br i1 %nonempty2203, label %ok2205, label %fail2204

fail2204:                                         ; preds = %ok2196
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2201, ptr %errp2208, align 8
  %errp2209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2209, align 8
  ret i32 1

ok2205:                                           ; preds = %ok2196
  %pos2210 = mul i64 0, %dim
  %pos2211 = add i64 %pos2210, %v2201
  %nonempty2212 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2212, label %ok2214, label %fail2213

fail2213:                                         ; preds = %ok2205
  %errp2215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2215, align 8
  %errp2216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2216, align 8
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2202, ptr %errp2217, align 8
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2218, align 8
  ret i32 1

ok2214:                                           ; preds = %ok2205
  %pos2219 = mul i64 %pos2211, %dim8
  %pos2220 = add i64 %pos2219, %v2202
  %elp2221 = getelementptr inbounds float, ptr %buf, i64 %pos2220
  %el2222 = load float, ptr %elp2221, align 4, !alias.scope !0, !noalias !3
  store float %el2222, ptr %img_96, align 4
  %v2223 = load float, ptr %img_96, align 4
  %fm2224 = fmul float 1.500000e+00, %v2223
  %call2225 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2224)
  store float %call2225, ptr %bright_27, align 4
  %v2226 = load i64, ptr %p0_91, align 8
  store i64 %v2226, ptr %p0_97, align 8
  %nonempty2227 = icmp sgt i64 %dim, 0
  %v2228 = load i64, ptr %p0_91, align 8
  br i1 %nonempty2227, label %ok2230, label %fail2229

fail2229:                                         ; preds = %ok2214
  %errp2231 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2231, align 8
  %errp2232 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2232, align 8
  %errp2233 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2228, ptr %errp2233, align 8
  %errp2234 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2234, align 8
  ret i32 1

ok2230:                                           ; preds = %ok2214
  %v2235 = load i64, ptr %p1_38, align 8
  store i64 %v2235, ptr %p1_98, align 8
  %nonempty2236 = icmp sgt i64 %dim8, 0
  %v2237 = load i64, ptr %p1_38, align 8
  br i1 %nonempty2236, label %ok2239, label %fail2238

fail2238:                                         ; preds = %ok2230
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2241, align 8
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2237, ptr %errp2242, align 8
  %errp2243 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2243, align 8
  ret i32 1

ok2239:                                           ; preds = %ok2230
  %v2244 = load i64, ptr %p0_91, align 8
  %v2245 = load i64, ptr %p1_38, align 8
  %nonempty2246 = icmp sgt i64 %dim, 0
  br i1 %nonempty2246, label %ok2248, label %fail2247

fail2247:                                         ; preds = %ok2239
  %errp2249 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2249, align 8
  %errp2250 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2250, align 8
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2244, ptr %errp2251, align 8
  %errp2252 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2252, align 8
  ret i32 1

ok2248:                                           ; preds = %ok2239
  %pos2253 = mul i64 0, %dim
  %pos2254 = add i64 %pos2253, %v2244
  %nonempty2255 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2255, label %ok2257, label %fail2256

fail2256:                                         ; preds = %ok2248
  %errp2258 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2258, align 8
  %errp2259 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2259, align 8
  %errp2260 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2245, ptr %errp2260, align 8
  %errp2261 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2261, align 8
  ret i32 1

ok2257:                                           ; preds = %ok2248
  %pos2262 = mul i64 %pos2254, %dim8
  %pos2263 = add i64 %pos2262, %v2245
  %elp2264 = getelementptr inbounds float, ptr %buf, i64 %pos2263
  %el2265 = load float, ptr %elp2264, align 4, !alias.scope !0, !noalias !3
  store float %el2265, ptr %img_99, align 4
  %v2266 = load float, ptr %img_99, align 4
  %fm2267 = fmul float 1.500000e+00, %v2266
  %call2268 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2267)
  store float %call2268, ptr %bright_28, align 4
  %v2269 = load i64, ptr %p0_91, align 8
  store i64 %v2269, ptr %p0_100, align 8
  %nonempty2270 = icmp sgt i64 %dim, 0
  %v2271 = load i64, ptr %p0_91, align 8
  br i1 %nonempty2270, label %ok2273, label %fail2272

fail2272:                                         ; preds = %ok2257
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2275, align 8
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2271, ptr %errp2276, align 8
  %errp2277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2277, align 8
  ret i32 1

ok2273:                                           ; preds = %ok2257
  %v2278 = load i64, ptr %p1_41, align 8
  store i64 %v2278, ptr %p1_101, align 8
  %nonempty2279 = icmp sgt i64 %dim8, 0
  %v2280 = load i64, ptr %p1_41, align 8
  br i1 %nonempty2279, label %ok2282, label %fail2281

fail2281:                                         ; preds = %ok2273
  %errp2283 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2283, align 8
  %errp2284 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2284, align 8
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2280, ptr %errp2285, align 8
  %errp2286 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2286, align 8
  ret i32 1

ok2282:                                           ; preds = %ok2273
  %v2287 = load i64, ptr %p0_91, align 8
  %v2288 = load i64, ptr %p1_41, align 8
  %nonempty2289 = icmp sgt i64 %dim, 0
  br i1 %nonempty2289, label %ok2291, label %fail2290

fail2290:                                         ; preds = %ok2282
  %errp2292 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2292, align 8
  %errp2293 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2293, align 8
  %errp2294 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2287, ptr %errp2294, align 8
  %errp2295 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2295, align 8
  ret i32 1

ok2291:                                           ; preds = %ok2282
  %pos2296 = mul i64 0, %dim
  %pos2297 = add i64 %pos2296, %v2287
  %nonempty2298 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2298, label %ok2300, label %fail2299

fail2299:                                         ; preds = %ok2291
  %errp2301 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2301, align 8
  %errp2302 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2302, align 8
  %errp2303 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2288, ptr %errp2303, align 8
  %errp2304 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2304, align 8
  ret i32 1

ok2300:                                           ; preds = %ok2291
  %pos2305 = mul i64 %pos2297, %dim8
  %pos2306 = add i64 %pos2305, %v2288
  %elp2307 = getelementptr inbounds float, ptr %buf, i64 %pos2306
  %el2308 = load float, ptr %elp2307, align 4, !alias.scope !0, !noalias !3
  store float %el2308, ptr %img_102, align 4
  %v2309 = load float, ptr %img_102, align 4
  %fm2310 = fmul float 1.500000e+00, %v2309
  %call2311 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2310)
  store float %call2311, ptr %bright_29, align 4
  %v2312 = load i64, ptr %p0_91, align 8
  store i64 %v2312, ptr %p0_103, align 8
  %nonempty2313 = icmp sgt i64 %dim, 0
  %v2314 = load i64, ptr %p0_91, align 8
  br i1 %nonempty2313, label %ok2316, label %fail2315

fail2315:                                         ; preds = %ok2300
  %errp2317 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2317, align 8
  %errp2318 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2318, align 8
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2314, ptr %errp2319, align 8
  %errp2320 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2320, align 8
  ret i32 1

ok2316:                                           ; preds = %ok2300
  %v2321 = load i64, ptr %p1_44, align 8
  store i64 %v2321, ptr %p1_104, align 8
  %nonempty2322 = icmp sgt i64 %dim8, 0
  %v2323 = load i64, ptr %p1_44, align 8
  br i1 %nonempty2322, label %ok2325, label %fail2324

fail2324:                                         ; preds = %ok2316
  %errp2326 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2326, align 8
  %errp2327 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2327, align 8
  %errp2328 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2323, ptr %errp2328, align 8
  %errp2329 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2329, align 8
  ret i32 1

ok2325:                                           ; preds = %ok2316
  %v2330 = load i64, ptr %p0_91, align 8
  %v2331 = load i64, ptr %p1_44, align 8
  %nonempty2332 = icmp sgt i64 %dim, 0
  br i1 %nonempty2332, label %ok2334, label %fail2333

fail2333:                                         ; preds = %ok2325
  %errp2335 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2335, align 8
  %errp2336 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2336, align 8
  %errp2337 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2330, ptr %errp2337, align 8
  %errp2338 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2338, align 8
  ret i32 1

ok2334:                                           ; preds = %ok2325
  %pos2339 = mul i64 0, %dim
  %pos2340 = add i64 %pos2339, %v2330
  %nonempty2341 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2341, label %ok2343, label %fail2342

fail2342:                                         ; preds = %ok2334
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2344, align 8
  %errp2345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2345, align 8
  %errp2346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2331, ptr %errp2346, align 8
  %errp2347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2347, align 8
  ret i32 1

ok2343:                                           ; preds = %ok2334
  %pos2348 = mul i64 %pos2340, %dim8
  %pos2349 = add i64 %pos2348, %v2331
  %elp2350 = getelementptr inbounds float, ptr %buf, i64 %pos2349
  %el2351 = load float, ptr %elp2350, align 4, !alias.scope !0, !noalias !3
  store float %el2351, ptr %img_105, align 4
  %v2352 = load float, ptr %img_105, align 4
  %fm2353 = fmul float 1.500000e+00, %v2352
  %call2354 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2353)
  store float %call2354, ptr %bright_30, align 4
  %v2355 = load float, ptr %bright_6, align 4
  %v2356 = load float, ptr %bright_7, align 4
  %fm2357 = fmul float 4.000000e+00, %v2356
  %fa2358 = fadd float %v2355, %fm2357
  %v2359 = load float, ptr %bright_8, align 4
  %fm2360 = fmul float 6.000000e+00, %v2359
  %fa2361 = fadd float %fa2358, %fm2360
  %v2362 = load float, ptr %bright_9, align 4
  %fm2363 = fmul float 4.000000e+00, %v2362
  %fa2364 = fadd float %fa2361, %fm2363
  %v2365 = load float, ptr %bright_10, align 4
  %fa2366 = fadd float %fa2364, %v2365
  %v2367 = load float, ptr %bright_11, align 4
  %v2368 = load float, ptr %bright_12, align 4
  %fm2369 = fmul float 4.000000e+00, %v2368
  %fa2370 = fadd float %v2367, %fm2369
  %v2371 = load float, ptr %bright_13, align 4
  %fm2372 = fmul float 6.000000e+00, %v2371
  %fa2373 = fadd float %fa2370, %fm2372
  %v2374 = load float, ptr %bright_14, align 4
  %fm2375 = fmul float 4.000000e+00, %v2374
  %fa2376 = fadd float %fa2373, %fm2375
  %v2377 = load float, ptr %bright_15, align 4
  %fa2378 = fadd float %fa2376, %v2377
  %fm2379 = fmul float 4.000000e+00, %fa2378
  %fa2380 = fadd float %fa2366, %fm2379
  %v2381 = load float, ptr %bright_16, align 4
  %v2382 = load float, ptr %bright_17, align 4
  %fm2383 = fmul float 4.000000e+00, %v2382
  %fa2384 = fadd float %v2381, %fm2383
  %v2385 = load float, ptr %bright_18, align 4
  %fm2386 = fmul float 6.000000e+00, %v2385
  %fa2387 = fadd float %fa2384, %fm2386
  %v2388 = load float, ptr %bright_19, align 4
  %fm2389 = fmul float 4.000000e+00, %v2388
  %fa2390 = fadd float %fa2387, %fm2389
  %v2391 = load float, ptr %bright_20, align 4
  %fa2392 = fadd float %fa2390, %v2391
  %fm2393 = fmul float 6.000000e+00, %fa2392
  %fa2394 = fadd float %fa2380, %fm2393
  %v2395 = load float, ptr %bright_21, align 4
  %v2396 = load float, ptr %bright_22, align 4
  %fm2397 = fmul float 4.000000e+00, %v2396
  %fa2398 = fadd float %v2395, %fm2397
  %v2399 = load float, ptr %bright_23, align 4
  %fm2400 = fmul float 6.000000e+00, %v2399
  %fa2401 = fadd float %fa2398, %fm2400
  %v2402 = load float, ptr %bright_24, align 4
  %fm2403 = fmul float 4.000000e+00, %v2402
  %fa2404 = fadd float %fa2401, %fm2403
  %v2405 = load float, ptr %bright_25, align 4
  %fa2406 = fadd float %fa2404, %v2405
  %fm2407 = fmul float 4.000000e+00, %fa2406
  %fa2408 = fadd float %fa2394, %fm2407
  %v2409 = load float, ptr %bright_26, align 4
  %v2410 = load float, ptr %bright_27, align 4
  %fm2411 = fmul float 4.000000e+00, %v2410
  %fa2412 = fadd float %v2409, %fm2411
  %v2413 = load float, ptr %bright_28, align 4
  %fm2414 = fmul float 6.000000e+00, %v2413
  %fa2415 = fadd float %fa2412, %fm2414
  %v2416 = load float, ptr %bright_29, align 4
  %fm2417 = fmul float 4.000000e+00, %v2416
  %fa2418 = fadd float %fa2415, %fm2417
  %v2419 = load float, ptr %bright_30, align 4
  %fa2420 = fadd float %fa2418, %v2419
  %fa2421 = fadd float %fa2408, %fa2420
  %fd2422 = fdiv float %fa2421, 2.560000e+02
  store float %fd2422, ptr %blurred_3, align 4
  %v2423 = load i64, ptr %i, align 8
  %v2424 = load i64, ptr %j, align 8
  %pos2425 = mul i64 0, %dim
  %pos2426 = add i64 %pos2425, %v2423
  %pos2427 = mul i64 %pos2426, %dim8
  %pos2428 = add i64 %pos2427, %v2424
  %v2429 = load float, ptr %blurred_3, align 4
  %elp2430 = getelementptr inbounds float, ptr %buf1238, i64 %pos2428
  store float %v2429, ptr %elp2430, align 4, !alias.scope !3, !noalias !0
  %i2431 = load i64, ptr %j, align 8
  %next2432 = add i64 %i2431, 1
  store i64 %next2432, ptr %j, align 8
  br label %loop1241

loop2433:                                         ; preds = %ok3561, %exit1243
  %i2436 = load i64, ptr %j, align 8
  %more2437 = icmp slt i64 %i2436, %dim8
  br i1 %more2437, label %body2434, label %exit2435

body2434:                                         ; preds = %loop2433
  %v2438 = load i64, ptr %i, align 8
  %add2439 = add i64 %v2438, -2
  %sub2440 = sub i64 %dim, 1
  %c2441 = icmp slt i64 %add2439, %sub2440
  %mm2442 = select i1 %c2441, i64 %add2439, i64 %sub2440
  %c2443 = icmp sgt i64 0, %mm2442
  %mm2444 = select i1 %c2443, i64 0, i64 %mm2442
  store i64 %mm2444, ptr %p0_31, align 8
  %nonempty2445 = icmp sgt i64 %dim, 0
  %v2446 = load i64, ptr %p0_31, align 8
  br i1 %nonempty2445, label %ok2448, label %fail2447

exit2435:                                         ; preds = %loop2433
  %i3651 = load i64, ptr %i, align 8
  %next3652 = add i64 %i3651, 1
  store i64 %next3652, ptr %i, align 8
  br label %loop

fail2447:                                         ; preds = %body2434
  %errp2449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2449, align 8
  %errp2450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2450, align 8
  %errp2451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2446, ptr %errp2451, align 8
  %errp2452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2452, align 8
  ret i32 1

ok2448:                                           ; preds = %body2434
  %v2453 = load i64, ptr %j, align 8
  %add2454 = add i64 %v2453, -2
  %sub2455 = sub i64 %dim8, 1
  %c2456 = icmp slt i64 %add2454, %sub2455
  %mm2457 = select i1 %c2456, i64 %add2454, i64 %sub2455
  %c2458 = icmp sgt i64 0, %mm2457
  %mm2459 = select i1 %c2458, i64 0, i64 %mm2457
  store i64 %mm2459, ptr %p1_32, align 8
  %nonempty2460 = icmp sgt i64 %dim8, 0
  %v2461 = load i64, ptr %p1_32, align 8
  br i1 %nonempty2460, label %ok2463, label %fail2462

fail2462:                                         ; preds = %ok2448
  %errp2464 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2464, align 8
  %errp2465 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2465, align 8
  %errp2466 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2461, ptr %errp2466, align 8
  %errp2467 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2467, align 8
  ret i32 1

ok2463:                                           ; preds = %ok2448
  %v2468 = load i64, ptr %p0_31, align 8
  %v2469 = load i64, ptr %p1_32, align 8
  %nonempty2470 = icmp sgt i64 %dim, 0
  br i1 %nonempty2470, label %ok2472, label %fail2471

fail2471:                                         ; preds = %ok2463
  %errp2473 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2473, align 8
  %errp2474 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2474, align 8
  %errp2475 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2468, ptr %errp2475, align 8
  %errp2476 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2476, align 8
  ret i32 1

ok2472:                                           ; preds = %ok2463
  %pos2477 = mul i64 0, %dim
  %pos2478 = add i64 %pos2477, %v2468
  %nonempty2479 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2479, label %ok2481, label %fail2480

fail2480:                                         ; preds = %ok2472
  %errp2482 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2482, align 8
  %errp2483 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2483, align 8
  %errp2484 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2469, ptr %errp2484, align 8
  %errp2485 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2485, align 8
  ret i32 1

ok2481:                                           ; preds = %ok2472
  %pos2486 = mul i64 %pos2478, %dim8
  %pos2487 = add i64 %pos2486, %v2469
  %elp2488 = getelementptr inbounds float, ptr %buf, i64 %pos2487
  %el2489 = load float, ptr %elp2488, align 4, !alias.scope !0, !noalias !3
  store float %el2489, ptr %img_33, align 4
  %v2490 = load float, ptr %img_33, align 4
  %fm2491 = fmul float 1.500000e+00, %v2490
  %call2492 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2491)
  store float %call2492, ptr %bright_6, align 4
  %v2493 = load i64, ptr %p0_31, align 8
  store i64 %v2493, ptr %p0_34, align 8
  %nonempty2494 = icmp sgt i64 %dim, 0
  %v2495 = load i64, ptr %p0_31, align 8
  br i1 %nonempty2494, label %ok2497, label %fail2496

fail2496:                                         ; preds = %ok2481
  %errp2498 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2498, align 8
  %errp2499 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2499, align 8
  %errp2500 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2495, ptr %errp2500, align 8
  %errp2501 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2501, align 8
  ret i32 1

ok2497:                                           ; preds = %ok2481
  %v2502 = load i64, ptr %j, align 8
  %add2503 = add i64 %v2502, -1
  %sub2504 = sub i64 %dim8, 1
  %c2505 = icmp slt i64 %add2503, %sub2504
  %mm2506 = select i1 %c2505, i64 %add2503, i64 %sub2504
  %c2507 = icmp sgt i64 0, %mm2506
  %mm2508 = select i1 %c2507, i64 0, i64 %mm2506
  store i64 %mm2508, ptr %p1_35, align 8
  %nonempty2509 = icmp sgt i64 %dim8, 0
  %v2510 = load i64, ptr %p1_35, align 8
  br i1 %nonempty2509, label %ok2512, label %fail2511

fail2511:                                         ; preds = %ok2497
  %errp2513 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2513, align 8
  %errp2514 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2514, align 8
  %errp2515 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2510, ptr %errp2515, align 8
  %errp2516 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2516, align 8
  ret i32 1

ok2512:                                           ; preds = %ok2497
  %v2517 = load i64, ptr %p0_31, align 8
  %v2518 = load i64, ptr %p1_35, align 8
  %nonempty2519 = icmp sgt i64 %dim, 0
  br i1 %nonempty2519, label %ok2521, label %fail2520

fail2520:                                         ; preds = %ok2512
  %errp2522 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2522, align 8
  %errp2523 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2523, align 8
  %errp2524 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2517, ptr %errp2524, align 8
  %errp2525 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2525, align 8
  ret i32 1

ok2521:                                           ; preds = %ok2512
  %pos2526 = mul i64 0, %dim
  %pos2527 = add i64 %pos2526, %v2517
  %nonempty2528 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2528, label %ok2530, label %fail2529

fail2529:                                         ; preds = %ok2521
  %errp2531 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2531, align 8
  %errp2532 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2532, align 8
  %errp2533 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2518, ptr %errp2533, align 8
  %errp2534 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2534, align 8
  ret i32 1

ok2530:                                           ; preds = %ok2521
  %pos2535 = mul i64 %pos2527, %dim8
  %pos2536 = add i64 %pos2535, %v2518
  %elp2537 = getelementptr inbounds float, ptr %buf, i64 %pos2536
  %el2538 = load float, ptr %elp2537, align 4, !alias.scope !0, !noalias !3
  store float %el2538, ptr %img_36, align 4
  %v2539 = load float, ptr %img_36, align 4
  %fm2540 = fmul float 1.500000e+00, %v2539
  %call2541 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2540)
  store float %call2541, ptr %bright_7, align 4
  %v2542 = load i64, ptr %p0_31, align 8
  store i64 %v2542, ptr %p0_37, align 8
  %nonempty2543 = icmp sgt i64 %dim, 0
  %v2544 = load i64, ptr %p0_31, align 8
  br i1 %nonempty2543, label %ok2546, label %fail2545

fail2545:                                         ; preds = %ok2530
  %errp2547 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2547, align 8
  %errp2548 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2548, align 8
  %errp2549 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2544, ptr %errp2549, align 8
  %errp2550 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2550, align 8
  ret i32 1

ok2546:                                           ; preds = %ok2530
  %v2551 = load i64, ptr %j, align 8
  %add2552 = add i64 %v2551, 0
  %sub2553 = sub i64 %dim8, 1
  %c2554 = icmp slt i64 %add2552, %sub2553
  %mm2555 = select i1 %c2554, i64 %add2552, i64 %sub2553
  %c2556 = icmp sgt i64 0, %mm2555
  %mm2557 = select i1 %c2556, i64 0, i64 %mm2555
  store i64 %mm2557, ptr %p1_38, align 8
  %nonempty2558 = icmp sgt i64 %dim8, 0
  %v2559 = load i64, ptr %p1_38, align 8
  br i1 %nonempty2558, label %ok2561, label %fail2560

fail2560:                                         ; preds = %ok2546
  %errp2562 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2562, align 8
  %errp2563 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2563, align 8
  %errp2564 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2559, ptr %errp2564, align 8
  %errp2565 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2565, align 8
  ret i32 1

ok2561:                                           ; preds = %ok2546
  %v2566 = load i64, ptr %p0_31, align 8
  %v2567 = load i64, ptr %p1_38, align 8
  %nonempty2568 = icmp sgt i64 %dim, 0
  br i1 %nonempty2568, label %ok2570, label %fail2569

fail2569:                                         ; preds = %ok2561
  %errp2571 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2571, align 8
  %errp2572 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2572, align 8
  %errp2573 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2566, ptr %errp2573, align 8
  %errp2574 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2574, align 8
  ret i32 1

ok2570:                                           ; preds = %ok2561
  %pos2575 = mul i64 0, %dim
  %pos2576 = add i64 %pos2575, %v2566
  %nonempty2577 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2577, label %ok2579, label %fail2578

fail2578:                                         ; preds = %ok2570
  %errp2580 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2580, align 8
  %errp2581 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2581, align 8
  %errp2582 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2567, ptr %errp2582, align 8
  %errp2583 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2583, align 8
  ret i32 1

ok2579:                                           ; preds = %ok2570
  %pos2584 = mul i64 %pos2576, %dim8
  %pos2585 = add i64 %pos2584, %v2567
  %elp2586 = getelementptr inbounds float, ptr %buf, i64 %pos2585
  %el2587 = load float, ptr %elp2586, align 4, !alias.scope !0, !noalias !3
  store float %el2587, ptr %img_39, align 4
  %v2588 = load float, ptr %img_39, align 4
  %fm2589 = fmul float 1.500000e+00, %v2588
  %call2590 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2589)
  store float %call2590, ptr %bright_8, align 4
  %v2591 = load i64, ptr %p0_31, align 8
  store i64 %v2591, ptr %p0_40, align 8
  %nonempty2592 = icmp sgt i64 %dim, 0
  %v2593 = load i64, ptr %p0_31, align 8
  br i1 %nonempty2592, label %ok2595, label %fail2594

fail2594:                                         ; preds = %ok2579
  %errp2596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2596, align 8
  %errp2597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2597, align 8
  %errp2598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2593, ptr %errp2598, align 8
  %errp2599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2599, align 8
  ret i32 1

ok2595:                                           ; preds = %ok2579
  %v2600 = load i64, ptr %j, align 8
  %add2601 = add i64 %v2600, 1
  %sub2602 = sub i64 %dim8, 1
  %c2603 = icmp slt i64 %add2601, %sub2602
  %mm2604 = select i1 %c2603, i64 %add2601, i64 %sub2602
  %c2605 = icmp sgt i64 0, %mm2604
  %mm2606 = select i1 %c2605, i64 0, i64 %mm2604
  store i64 %mm2606, ptr %p1_41, align 8
  %nonempty2607 = icmp sgt i64 %dim8, 0
  %v2608 = load i64, ptr %p1_41, align 8
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
  %v2615 = load i64, ptr %p0_31, align 8
  %v2616 = load i64, ptr %p1_41, align 8
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
  store float %el2636, ptr %img_42, align 4
  %v2637 = load float, ptr %img_42, align 4
  %fm2638 = fmul float 1.500000e+00, %v2637
  %call2639 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2638)
  store float %call2639, ptr %bright_9, align 4
  %v2640 = load i64, ptr %p0_31, align 8
  store i64 %v2640, ptr %p0_43, align 8
  %nonempty2641 = icmp sgt i64 %dim, 0
  %v2642 = load i64, ptr %p0_31, align 8
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
  %add2650 = add i64 %v2649, 2
  %sub2651 = sub i64 %dim8, 1
  %c2652 = icmp slt i64 %add2650, %sub2651
  %mm2653 = select i1 %c2652, i64 %add2650, i64 %sub2651
  %c2654 = icmp sgt i64 0, %mm2653
  %mm2655 = select i1 %c2654, i64 0, i64 %mm2653
  store i64 %mm2655, ptr %p1_44, align 8
  %nonempty2656 = icmp sgt i64 %dim8, 0
  %v2657 = load i64, ptr %p1_44, align 8
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
  %v2664 = load i64, ptr %p0_31, align 8
  %v2665 = load i64, ptr %p1_44, align 8
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
  store float %el2685, ptr %img_45, align 4
  %v2686 = load float, ptr %img_45, align 4
  %fm2687 = fmul float 1.500000e+00, %v2686
  %call2688 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2687)
  store float %call2688, ptr %bright_10, align 4
  %v2689 = load i64, ptr %i, align 8
  %add2690 = add i64 %v2689, -1
  %sub2691 = sub i64 %dim, 1
  %c2692 = icmp slt i64 %add2690, %sub2691
  %mm2693 = select i1 %c2692, i64 %add2690, i64 %sub2691
  %c2694 = icmp sgt i64 0, %mm2693
  %mm2695 = select i1 %c2694, i64 0, i64 %mm2693
  store i64 %mm2695, ptr %p0_46, align 8
  %nonempty2696 = icmp sgt i64 %dim, 0
  %v2697 = load i64, ptr %p0_46, align 8
  br i1 %nonempty2696, label %ok2699, label %fail2698

fail2698:                                         ; preds = %ok2677
  %errp2700 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2700, align 8
  %errp2701 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2701, align 8
  %errp2702 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2697, ptr %errp2702, align 8
  %errp2703 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2703, align 8
  ret i32 1

ok2699:                                           ; preds = %ok2677
  %v2704 = load i64, ptr %p1_32, align 8
  store i64 %v2704, ptr %p1_47, align 8
  %nonempty2705 = icmp sgt i64 %dim8, 0
  %v2706 = load i64, ptr %p1_32, align 8
  br i1 %nonempty2705, label %ok2708, label %fail2707

fail2707:                                         ; preds = %ok2699
  %errp2709 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2709, align 8
  %errp2710 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2710, align 8
  %errp2711 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2706, ptr %errp2711, align 8
  %errp2712 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2712, align 8
  ret i32 1

ok2708:                                           ; preds = %ok2699
  %v2713 = load i64, ptr %p0_46, align 8
  %v2714 = load i64, ptr %p1_32, align 8
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
  store float %el2734, ptr %img_48, align 4
  %v2735 = load float, ptr %img_48, align 4
  %fm2736 = fmul float 1.500000e+00, %v2735
  %call2737 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2736)
  store float %call2737, ptr %bright_11, align 4
  %v2738 = load i64, ptr %p0_46, align 8
  store i64 %v2738, ptr %p0_49, align 8
  %nonempty2739 = icmp sgt i64 %dim, 0
  %v2740 = load i64, ptr %p0_46, align 8
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
  %v2747 = load i64, ptr %p1_35, align 8
  store i64 %v2747, ptr %p1_50, align 8
  %nonempty2748 = icmp sgt i64 %dim8, 0
  %v2749 = load i64, ptr %p1_35, align 8
  br i1 %nonempty2748, label %ok2751, label %fail2750

fail2750:                                         ; preds = %ok2742
  %errp2752 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2752, align 8
  %errp2753 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2753, align 8
  %errp2754 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2749, ptr %errp2754, align 8
  %errp2755 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2755, align 8
  ret i32 1

ok2751:                                           ; preds = %ok2742
  %v2756 = load i64, ptr %p0_46, align 8
  %v2757 = load i64, ptr %p1_35, align 8
  %nonempty2758 = icmp sgt i64 %dim, 0
  br i1 %nonempty2758, label %ok2760, label %fail2759

fail2759:                                         ; preds = %ok2751
  %errp2761 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2761, align 8
  %errp2762 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2762, align 8
  %errp2763 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2756, ptr %errp2763, align 8
  %errp2764 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2764, align 8
  ret i32 1

ok2760:                                           ; preds = %ok2751
  %pos2765 = mul i64 0, %dim
  %pos2766 = add i64 %pos2765, %v2756
  %nonempty2767 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2767, label %ok2769, label %fail2768

fail2768:                                         ; preds = %ok2760
  %errp2770 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2770, align 8
  %errp2771 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2771, align 8
  %errp2772 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2757, ptr %errp2772, align 8
  %errp2773 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2773, align 8
  ret i32 1

ok2769:                                           ; preds = %ok2760
  %pos2774 = mul i64 %pos2766, %dim8
  %pos2775 = add i64 %pos2774, %v2757
  %elp2776 = getelementptr inbounds float, ptr %buf, i64 %pos2775
  %el2777 = load float, ptr %elp2776, align 4, !alias.scope !0, !noalias !3
  store float %el2777, ptr %img_51, align 4
  %v2778 = load float, ptr %img_51, align 4
  %fm2779 = fmul float 1.500000e+00, %v2778
  %call2780 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2779)
  store float %call2780, ptr %bright_12, align 4
  %v2781 = load i64, ptr %p0_46, align 8
  store i64 %v2781, ptr %p0_52, align 8
  %nonempty2782 = icmp sgt i64 %dim, 0
  %v2783 = load i64, ptr %p0_46, align 8
  br i1 %nonempty2782, label %ok2785, label %fail2784

fail2784:                                         ; preds = %ok2769
  %errp2786 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2786, align 8
  %errp2787 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2787, align 8
  %errp2788 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2783, ptr %errp2788, align 8
  %errp2789 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2789, align 8
  ret i32 1

ok2785:                                           ; preds = %ok2769
  %v2790 = load i64, ptr %p1_38, align 8
  store i64 %v2790, ptr %p1_53, align 8
  %nonempty2791 = icmp sgt i64 %dim8, 0
  %v2792 = load i64, ptr %p1_38, align 8
  br i1 %nonempty2791, label %ok2794, label %fail2793

fail2793:                                         ; preds = %ok2785
  %errp2795 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2795, align 8
  %errp2796 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2796, align 8
  %errp2797 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2792, ptr %errp2797, align 8
  %errp2798 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2798, align 8
  ret i32 1

ok2794:                                           ; preds = %ok2785
  %v2799 = load i64, ptr %p0_46, align 8
  %v2800 = load i64, ptr %p1_38, align 8
  %nonempty2801 = icmp sgt i64 %dim, 0
  br i1 %nonempty2801, label %ok2803, label %fail2802

fail2802:                                         ; preds = %ok2794
  %errp2804 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2804, align 8
  %errp2805 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2805, align 8
  %errp2806 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2799, ptr %errp2806, align 8
  %errp2807 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2807, align 8
  ret i32 1

ok2803:                                           ; preds = %ok2794
  %pos2808 = mul i64 0, %dim
  %pos2809 = add i64 %pos2808, %v2799
  %nonempty2810 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2810, label %ok2812, label %fail2811

fail2811:                                         ; preds = %ok2803
  %errp2813 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2813, align 8
  %errp2814 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2814, align 8
  %errp2815 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2800, ptr %errp2815, align 8
  %errp2816 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2816, align 8
  ret i32 1

ok2812:                                           ; preds = %ok2803
  %pos2817 = mul i64 %pos2809, %dim8
  %pos2818 = add i64 %pos2817, %v2800
  %elp2819 = getelementptr inbounds float, ptr %buf, i64 %pos2818
  %el2820 = load float, ptr %elp2819, align 4, !alias.scope !0, !noalias !3
  store float %el2820, ptr %img_54, align 4
  %v2821 = load float, ptr %img_54, align 4
  %fm2822 = fmul float 1.500000e+00, %v2821
  %call2823 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2822)
  store float %call2823, ptr %bright_13, align 4
  %v2824 = load i64, ptr %p0_46, align 8
  store i64 %v2824, ptr %p0_55, align 8
  %nonempty2825 = icmp sgt i64 %dim, 0
  %v2826 = load i64, ptr %p0_46, align 8
  br i1 %nonempty2825, label %ok2828, label %fail2827

fail2827:                                         ; preds = %ok2812
  %errp2829 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2829, align 8
  %errp2830 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2830, align 8
  %errp2831 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2826, ptr %errp2831, align 8
  %errp2832 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2832, align 8
  ret i32 1

ok2828:                                           ; preds = %ok2812
  %v2833 = load i64, ptr %p1_41, align 8
  store i64 %v2833, ptr %p1_56, align 8
  %nonempty2834 = icmp sgt i64 %dim8, 0
  %v2835 = load i64, ptr %p1_41, align 8
  br i1 %nonempty2834, label %ok2837, label %fail2836

fail2836:                                         ; preds = %ok2828
  %errp2838 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2838, align 8
  %errp2839 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2839, align 8
  %errp2840 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2835, ptr %errp2840, align 8
  %errp2841 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2841, align 8
  ret i32 1

ok2837:                                           ; preds = %ok2828
  %v2842 = load i64, ptr %p0_46, align 8
  %v2843 = load i64, ptr %p1_41, align 8
  %nonempty2844 = icmp sgt i64 %dim, 0
  br i1 %nonempty2844, label %ok2846, label %fail2845

fail2845:                                         ; preds = %ok2837
  %errp2847 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2847, align 8
  %errp2848 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2848, align 8
  %errp2849 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2842, ptr %errp2849, align 8
  %errp2850 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2850, align 8
  ret i32 1

ok2846:                                           ; preds = %ok2837
  %pos2851 = mul i64 0, %dim
  %pos2852 = add i64 %pos2851, %v2842
  %nonempty2853 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2853, label %ok2855, label %fail2854

fail2854:                                         ; preds = %ok2846
  %errp2856 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2856, align 8
  %errp2857 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2857, align 8
  %errp2858 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2843, ptr %errp2858, align 8
  %errp2859 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2859, align 8
  ret i32 1

ok2855:                                           ; preds = %ok2846
  %pos2860 = mul i64 %pos2852, %dim8
  %pos2861 = add i64 %pos2860, %v2843
  %elp2862 = getelementptr inbounds float, ptr %buf, i64 %pos2861
  %el2863 = load float, ptr %elp2862, align 4, !alias.scope !0, !noalias !3
  store float %el2863, ptr %img_57, align 4
  %v2864 = load float, ptr %img_57, align 4
  %fm2865 = fmul float 1.500000e+00, %v2864
  %call2866 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2865)
  store float %call2866, ptr %bright_14, align 4
  %v2867 = load i64, ptr %p0_46, align 8
  store i64 %v2867, ptr %p0_58, align 8
  %nonempty2868 = icmp sgt i64 %dim, 0
  %v2869 = load i64, ptr %p0_46, align 8
  br i1 %nonempty2868, label %ok2871, label %fail2870

fail2870:                                         ; preds = %ok2855
  %errp2872 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2872, align 8
  %errp2873 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2873, align 8
  %errp2874 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2869, ptr %errp2874, align 8
  %errp2875 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2875, align 8
  ret i32 1

ok2871:                                           ; preds = %ok2855
  %v2876 = load i64, ptr %p1_44, align 8
  store i64 %v2876, ptr %p1_59, align 8
  %nonempty2877 = icmp sgt i64 %dim8, 0
  %v2878 = load i64, ptr %p1_44, align 8
  br i1 %nonempty2877, label %ok2880, label %fail2879

fail2879:                                         ; preds = %ok2871
  %errp2881 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2881, align 8
  %errp2882 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2882, align 8
  %errp2883 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2878, ptr %errp2883, align 8
  %errp2884 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2884, align 8
  ret i32 1

ok2880:                                           ; preds = %ok2871
  %v2885 = load i64, ptr %p0_46, align 8
  %v2886 = load i64, ptr %p1_44, align 8
  %nonempty2887 = icmp sgt i64 %dim, 0
  br i1 %nonempty2887, label %ok2889, label %fail2888

fail2888:                                         ; preds = %ok2880
  %errp2890 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2890, align 8
  %errp2891 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2891, align 8
  %errp2892 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2885, ptr %errp2892, align 8
  %errp2893 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2893, align 8
  ret i32 1

ok2889:                                           ; preds = %ok2880
  %pos2894 = mul i64 0, %dim
  %pos2895 = add i64 %pos2894, %v2885
  %nonempty2896 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2896, label %ok2898, label %fail2897

fail2897:                                         ; preds = %ok2889
  %errp2899 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2899, align 8
  %errp2900 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2900, align 8
  %errp2901 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2886, ptr %errp2901, align 8
  %errp2902 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2902, align 8
  ret i32 1

ok2898:                                           ; preds = %ok2889
  %pos2903 = mul i64 %pos2895, %dim8
  %pos2904 = add i64 %pos2903, %v2886
  %elp2905 = getelementptr inbounds float, ptr %buf, i64 %pos2904
  %el2906 = load float, ptr %elp2905, align 4, !alias.scope !0, !noalias !3
  store float %el2906, ptr %img_60, align 4
  %v2907 = load float, ptr %img_60, align 4
  %fm2908 = fmul float 1.500000e+00, %v2907
  %call2909 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2908)
  store float %call2909, ptr %bright_15, align 4
  %v2910 = load i64, ptr %i, align 8
  %add2911 = add i64 %v2910, 0
  %sub2912 = sub i64 %dim, 1
  %c2913 = icmp slt i64 %add2911, %sub2912
  %mm2914 = select i1 %c2913, i64 %add2911, i64 %sub2912
  %c2915 = icmp sgt i64 0, %mm2914
  %mm2916 = select i1 %c2915, i64 0, i64 %mm2914
  store i64 %mm2916, ptr %p0_61, align 8
  %nonempty2917 = icmp sgt i64 %dim, 0
  %v2918 = load i64, ptr %p0_61, align 8
  br i1 %nonempty2917, label %ok2920, label %fail2919

fail2919:                                         ; preds = %ok2898
  %errp2921 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2921, align 8
  %errp2922 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2922, align 8
  %errp2923 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2918, ptr %errp2923, align 8
  %errp2924 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2924, align 8
  ret i32 1

ok2920:                                           ; preds = %ok2898
  %v2925 = load i64, ptr %p1_32, align 8
  store i64 %v2925, ptr %p1_62, align 8
  %nonempty2926 = icmp sgt i64 %dim8, 0
  %v2927 = load i64, ptr %p1_32, align 8
  br i1 %nonempty2926, label %ok2929, label %fail2928

fail2928:                                         ; preds = %ok2920
  %errp2930 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2930, align 8
  %errp2931 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2931, align 8
  %errp2932 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2927, ptr %errp2932, align 8
  %errp2933 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2933, align 8
  ret i32 1

ok2929:                                           ; preds = %ok2920
  %v2934 = load i64, ptr %p0_61, align 8
  %v2935 = load i64, ptr %p1_32, align 8
  %nonempty2936 = icmp sgt i64 %dim, 0
  br i1 %nonempty2936, label %ok2938, label %fail2937

fail2937:                                         ; preds = %ok2929
  %errp2939 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2939, align 8
  %errp2940 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2940, align 8
  %errp2941 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2934, ptr %errp2941, align 8
  %errp2942 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2942, align 8
  ret i32 1

ok2938:                                           ; preds = %ok2929
  %pos2943 = mul i64 0, %dim
  %pos2944 = add i64 %pos2943, %v2934
  %nonempty2945 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2945, label %ok2947, label %fail2946

fail2946:                                         ; preds = %ok2938
  %errp2948 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2948, align 8
  %errp2949 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2949, align 8
  %errp2950 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2935, ptr %errp2950, align 8
  %errp2951 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2951, align 8
  ret i32 1

ok2947:                                           ; preds = %ok2938
  %pos2952 = mul i64 %pos2944, %dim8
  %pos2953 = add i64 %pos2952, %v2935
  %elp2954 = getelementptr inbounds float, ptr %buf, i64 %pos2953
  %el2955 = load float, ptr %elp2954, align 4, !alias.scope !0, !noalias !3
  store float %el2955, ptr %img_63, align 4
  %v2956 = load float, ptr %img_63, align 4
  %fm2957 = fmul float 1.500000e+00, %v2956
  %call2958 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm2957)
  store float %call2958, ptr %bright_16, align 4
  %v2959 = load i64, ptr %p0_61, align 8
  store i64 %v2959, ptr %p0_64, align 8
  %nonempty2960 = icmp sgt i64 %dim, 0
  %v2961 = load i64, ptr %p0_61, align 8
  br i1 %nonempty2960, label %ok2963, label %fail2962

fail2962:                                         ; preds = %ok2947
  %errp2964 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2964, align 8
  %errp2965 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2965, align 8
  %errp2966 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2961, ptr %errp2966, align 8
  %errp2967 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2967, align 8
  ret i32 1

ok2963:                                           ; preds = %ok2947
  %v2968 = load i64, ptr %p1_35, align 8
  store i64 %v2968, ptr %p1_65, align 8
  %nonempty2969 = icmp sgt i64 %dim8, 0
  %v2970 = load i64, ptr %p1_35, align 8
  br i1 %nonempty2969, label %ok2972, label %fail2971

fail2971:                                         ; preds = %ok2963
  %errp2973 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2973, align 8
  %errp2974 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2974, align 8
  %errp2975 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2970, ptr %errp2975, align 8
  %errp2976 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2976, align 8
  ret i32 1

ok2972:                                           ; preds = %ok2963
  %v2977 = load i64, ptr %p0_61, align 8
  %v2978 = load i64, ptr %p1_35, align 8
  %nonempty2979 = icmp sgt i64 %dim, 0
  br i1 %nonempty2979, label %ok2981, label %fail2980

fail2980:                                         ; preds = %ok2972
  %errp2982 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2982, align 8
  %errp2983 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2983, align 8
  %errp2984 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2977, ptr %errp2984, align 8
  %errp2985 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2985, align 8
  ret i32 1

ok2981:                                           ; preds = %ok2972
  %pos2986 = mul i64 0, %dim
  %pos2987 = add i64 %pos2986, %v2977
  %nonempty2988 = icmp sgt i64 %dim8, 0
  br i1 %nonempty2988, label %ok2990, label %fail2989

fail2989:                                         ; preds = %ok2981
  %errp2991 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2991, align 8
  %errp2992 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2992, align 8
  %errp2993 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v2978, ptr %errp2993, align 8
  %errp2994 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2994, align 8
  ret i32 1

ok2990:                                           ; preds = %ok2981
  %pos2995 = mul i64 %pos2987, %dim8
  %pos2996 = add i64 %pos2995, %v2978
  %elp2997 = getelementptr inbounds float, ptr %buf, i64 %pos2996
  %el2998 = load float, ptr %elp2997, align 4, !alias.scope !0, !noalias !3
  store float %el2998, ptr %img_66, align 4
  %v2999 = load float, ptr %img_66, align 4
  %fm3000 = fmul float 1.500000e+00, %v2999
  %call3001 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3000)
  store float %call3001, ptr %bright_17, align 4
  %v3002 = load i64, ptr %p0_61, align 8
  store i64 %v3002, ptr %p0_67, align 8
  %nonempty3003 = icmp sgt i64 %dim, 0
  %v3004 = load i64, ptr %p0_61, align 8
  br i1 %nonempty3003, label %ok3006, label %fail3005

fail3005:                                         ; preds = %ok2990
  %errp3007 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3007, align 8
  %errp3008 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3008, align 8
  %errp3009 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3004, ptr %errp3009, align 8
  %errp3010 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3010, align 8
  ret i32 1

ok3006:                                           ; preds = %ok2990
  %v3011 = load i64, ptr %p1_38, align 8
  store i64 %v3011, ptr %p1_68, align 8
  %nonempty3012 = icmp sgt i64 %dim8, 0
  %v3013 = load i64, ptr %p1_38, align 8
  br i1 %nonempty3012, label %ok3015, label %fail3014

fail3014:                                         ; preds = %ok3006
  %errp3016 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3016, align 8
  %errp3017 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3017, align 8
  %errp3018 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3013, ptr %errp3018, align 8
  %errp3019 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3019, align 8
  ret i32 1

ok3015:                                           ; preds = %ok3006
  %v3020 = load i64, ptr %p0_61, align 8
  %v3021 = load i64, ptr %p1_38, align 8
  %nonempty3022 = icmp sgt i64 %dim, 0
  br i1 %nonempty3022, label %ok3024, label %fail3023

fail3023:                                         ; preds = %ok3015
  %errp3025 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3025, align 8
  %errp3026 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3026, align 8
  %errp3027 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3020, ptr %errp3027, align 8
  %errp3028 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3028, align 8
  ret i32 1

ok3024:                                           ; preds = %ok3015
  %pos3029 = mul i64 0, %dim
  %pos3030 = add i64 %pos3029, %v3020
  %nonempty3031 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3031, label %ok3033, label %fail3032

fail3032:                                         ; preds = %ok3024
  %errp3034 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3034, align 8
  %errp3035 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3035, align 8
  %errp3036 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3021, ptr %errp3036, align 8
  %errp3037 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3037, align 8
  ret i32 1

ok3033:                                           ; preds = %ok3024
  %pos3038 = mul i64 %pos3030, %dim8
  %pos3039 = add i64 %pos3038, %v3021
  %elp3040 = getelementptr inbounds float, ptr %buf, i64 %pos3039
  %el3041 = load float, ptr %elp3040, align 4, !alias.scope !0, !noalias !3
  store float %el3041, ptr %img_69, align 4
  %v3042 = load float, ptr %img_69, align 4
  %fm3043 = fmul float 1.500000e+00, %v3042
  %call3044 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3043)
  store float %call3044, ptr %bright_18, align 4
  %v3045 = load i64, ptr %p0_61, align 8
  store i64 %v3045, ptr %p0_70, align 8
  %nonempty3046 = icmp sgt i64 %dim, 0
  %v3047 = load i64, ptr %p0_61, align 8
  br i1 %nonempty3046, label %ok3049, label %fail3048

fail3048:                                         ; preds = %ok3033
  %errp3050 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3050, align 8
  %errp3051 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3051, align 8
  %errp3052 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3047, ptr %errp3052, align 8
  %errp3053 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3053, align 8
  ret i32 1

ok3049:                                           ; preds = %ok3033
  %v3054 = load i64, ptr %p1_41, align 8
  store i64 %v3054, ptr %p1_71, align 8
  %nonempty3055 = icmp sgt i64 %dim8, 0
  %v3056 = load i64, ptr %p1_41, align 8
  br i1 %nonempty3055, label %ok3058, label %fail3057

fail3057:                                         ; preds = %ok3049
  %errp3059 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3059, align 8
  %errp3060 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3060, align 8
  %errp3061 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3056, ptr %errp3061, align 8
  %errp3062 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3062, align 8
  ret i32 1

ok3058:                                           ; preds = %ok3049
  %v3063 = load i64, ptr %p0_61, align 8
  %v3064 = load i64, ptr %p1_41, align 8
  %nonempty3065 = icmp sgt i64 %dim, 0
  br i1 %nonempty3065, label %ok3067, label %fail3066

fail3066:                                         ; preds = %ok3058
  %errp3068 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3068, align 8
  %errp3069 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3069, align 8
  %errp3070 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3063, ptr %errp3070, align 8
  %errp3071 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3071, align 8
  ret i32 1

ok3067:                                           ; preds = %ok3058
  %pos3072 = mul i64 0, %dim
  %pos3073 = add i64 %pos3072, %v3063
  %nonempty3074 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3074, label %ok3076, label %fail3075

fail3075:                                         ; preds = %ok3067
  %errp3077 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3077, align 8
  %errp3078 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3078, align 8
  %errp3079 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3064, ptr %errp3079, align 8
  %errp3080 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3080, align 8
  ret i32 1

ok3076:                                           ; preds = %ok3067
  %pos3081 = mul i64 %pos3073, %dim8
  %pos3082 = add i64 %pos3081, %v3064
  %elp3083 = getelementptr inbounds float, ptr %buf, i64 %pos3082
  %el3084 = load float, ptr %elp3083, align 4, !alias.scope !0, !noalias !3
  store float %el3084, ptr %img_72, align 4
  %v3085 = load float, ptr %img_72, align 4
  %fm3086 = fmul float 1.500000e+00, %v3085
  %call3087 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3086)
  store float %call3087, ptr %bright_19, align 4
  %v3088 = load i64, ptr %p0_61, align 8
  store i64 %v3088, ptr %p0_73, align 8
  %nonempty3089 = icmp sgt i64 %dim, 0
  %v3090 = load i64, ptr %p0_61, align 8
  br i1 %nonempty3089, label %ok3092, label %fail3091

fail3091:                                         ; preds = %ok3076
  %errp3093 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3093, align 8
  %errp3094 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3094, align 8
  %errp3095 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3090, ptr %errp3095, align 8
  %errp3096 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3096, align 8
  ret i32 1

ok3092:                                           ; preds = %ok3076
  %v3097 = load i64, ptr %p1_44, align 8
  store i64 %v3097, ptr %p1_74, align 8
  %nonempty3098 = icmp sgt i64 %dim8, 0
  %v3099 = load i64, ptr %p1_44, align 8
  br i1 %nonempty3098, label %ok3101, label %fail3100

fail3100:                                         ; preds = %ok3092
  %errp3102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3102, align 8
  %errp3103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3103, align 8
  %errp3104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3099, ptr %errp3104, align 8
  %errp3105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3105, align 8
  ret i32 1

ok3101:                                           ; preds = %ok3092
  %v3106 = load i64, ptr %p0_61, align 8
  %v3107 = load i64, ptr %p1_44, align 8
  %nonempty3108 = icmp sgt i64 %dim, 0
  br i1 %nonempty3108, label %ok3110, label %fail3109

fail3109:                                         ; preds = %ok3101
  %errp3111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3111, align 8
  %errp3112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3112, align 8
  %errp3113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3106, ptr %errp3113, align 8
  %errp3114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3114, align 8
  ret i32 1

ok3110:                                           ; preds = %ok3101
  %pos3115 = mul i64 0, %dim
  %pos3116 = add i64 %pos3115, %v3106
  %nonempty3117 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3117, label %ok3119, label %fail3118

fail3118:                                         ; preds = %ok3110
  %errp3120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3120, align 8
  %errp3121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3121, align 8
  %errp3122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3107, ptr %errp3122, align 8
  %errp3123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3123, align 8
  ret i32 1

ok3119:                                           ; preds = %ok3110
  %pos3124 = mul i64 %pos3116, %dim8
  %pos3125 = add i64 %pos3124, %v3107
  %elp3126 = getelementptr inbounds float, ptr %buf, i64 %pos3125
  %el3127 = load float, ptr %elp3126, align 4, !alias.scope !0, !noalias !3
  store float %el3127, ptr %img_75, align 4
  %v3128 = load float, ptr %img_75, align 4
  %fm3129 = fmul float 1.500000e+00, %v3128
  %call3130 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3129)
  store float %call3130, ptr %bright_20, align 4
  %v3131 = load i64, ptr %i, align 8
  %add3132 = add i64 %v3131, 1
  %sub3133 = sub i64 %dim, 1
  %c3134 = icmp slt i64 %add3132, %sub3133
  %mm3135 = select i1 %c3134, i64 %add3132, i64 %sub3133
  %c3136 = icmp sgt i64 0, %mm3135
  %mm3137 = select i1 %c3136, i64 0, i64 %mm3135
  store i64 %mm3137, ptr %p0_76, align 8
  %nonempty3138 = icmp sgt i64 %dim, 0
  %v3139 = load i64, ptr %p0_76, align 8
  br i1 %nonempty3138, label %ok3141, label %fail3140

fail3140:                                         ; preds = %ok3119
  %errp3142 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3142, align 8
  %errp3143 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3143, align 8
  %errp3144 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3139, ptr %errp3144, align 8
  %errp3145 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3145, align 8
  ret i32 1

ok3141:                                           ; preds = %ok3119
  %v3146 = load i64, ptr %p1_32, align 8
  store i64 %v3146, ptr %p1_77, align 8
  %nonempty3147 = icmp sgt i64 %dim8, 0
  %v3148 = load i64, ptr %p1_32, align 8
  br i1 %nonempty3147, label %ok3150, label %fail3149

fail3149:                                         ; preds = %ok3141
  %errp3151 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3151, align 8
  %errp3152 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3152, align 8
  %errp3153 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3148, ptr %errp3153, align 8
  %errp3154 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3154, align 8
  ret i32 1

ok3150:                                           ; preds = %ok3141
  %v3155 = load i64, ptr %p0_76, align 8
  %v3156 = load i64, ptr %p1_32, align 8
  %nonempty3157 = icmp sgt i64 %dim, 0
  br i1 %nonempty3157, label %ok3159, label %fail3158

fail3158:                                         ; preds = %ok3150
  %errp3160 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3160, align 8
  %errp3161 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3161, align 8
  %errp3162 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3155, ptr %errp3162, align 8
  %errp3163 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3163, align 8
  ret i32 1

ok3159:                                           ; preds = %ok3150
  %pos3164 = mul i64 0, %dim
  %pos3165 = add i64 %pos3164, %v3155
  %nonempty3166 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3166, label %ok3168, label %fail3167

fail3167:                                         ; preds = %ok3159
  %errp3169 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3169, align 8
  %errp3170 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3170, align 8
  %errp3171 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3156, ptr %errp3171, align 8
  %errp3172 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3172, align 8
  ret i32 1

ok3168:                                           ; preds = %ok3159
  %pos3173 = mul i64 %pos3165, %dim8
  %pos3174 = add i64 %pos3173, %v3156
  %elp3175 = getelementptr inbounds float, ptr %buf, i64 %pos3174
  %el3176 = load float, ptr %elp3175, align 4, !alias.scope !0, !noalias !3
  store float %el3176, ptr %img_78, align 4
  %v3177 = load float, ptr %img_78, align 4
  %fm3178 = fmul float 1.500000e+00, %v3177
  %call3179 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3178)
  store float %call3179, ptr %bright_21, align 4
  %v3180 = load i64, ptr %p0_76, align 8
  store i64 %v3180, ptr %p0_79, align 8
  %nonempty3181 = icmp sgt i64 %dim, 0
  %v3182 = load i64, ptr %p0_76, align 8
  br i1 %nonempty3181, label %ok3184, label %fail3183

fail3183:                                         ; preds = %ok3168
  %errp3185 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3185, align 8
  %errp3186 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3186, align 8
  %errp3187 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3182, ptr %errp3187, align 8
  %errp3188 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3188, align 8
  ret i32 1

ok3184:                                           ; preds = %ok3168
  %v3189 = load i64, ptr %p1_35, align 8
  store i64 %v3189, ptr %p1_80, align 8
  %nonempty3190 = icmp sgt i64 %dim8, 0
  %v3191 = load i64, ptr %p1_35, align 8
  br i1 %nonempty3190, label %ok3193, label %fail3192

fail3192:                                         ; preds = %ok3184
  %errp3194 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3194, align 8
  %errp3195 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3195, align 8
  %errp3196 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3191, ptr %errp3196, align 8
  %errp3197 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3197, align 8
  ret i32 1

ok3193:                                           ; preds = %ok3184
  %v3198 = load i64, ptr %p0_76, align 8
  %v3199 = load i64, ptr %p1_35, align 8
  %nonempty3200 = icmp sgt i64 %dim, 0
  br i1 %nonempty3200, label %ok3202, label %fail3201

fail3201:                                         ; preds = %ok3193
  %errp3203 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3203, align 8
  %errp3204 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3204, align 8
  %errp3205 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3198, ptr %errp3205, align 8
  %errp3206 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3206, align 8
  ret i32 1

ok3202:                                           ; preds = %ok3193
  %pos3207 = mul i64 0, %dim
  %pos3208 = add i64 %pos3207, %v3198
  %nonempty3209 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3209, label %ok3211, label %fail3210

fail3210:                                         ; preds = %ok3202
  %errp3212 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3212, align 8
  %errp3213 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3213, align 8
  %errp3214 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3199, ptr %errp3214, align 8
  %errp3215 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3215, align 8
  ret i32 1

ok3211:                                           ; preds = %ok3202
  %pos3216 = mul i64 %pos3208, %dim8
  %pos3217 = add i64 %pos3216, %v3199
  %elp3218 = getelementptr inbounds float, ptr %buf, i64 %pos3217
  %el3219 = load float, ptr %elp3218, align 4, !alias.scope !0, !noalias !3
  store float %el3219, ptr %img_81, align 4
  %v3220 = load float, ptr %img_81, align 4
  %fm3221 = fmul float 1.500000e+00, %v3220
  %call3222 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3221)
  store float %call3222, ptr %bright_22, align 4
  %v3223 = load i64, ptr %p0_76, align 8
  store i64 %v3223, ptr %p0_82, align 8
  %nonempty3224 = icmp sgt i64 %dim, 0
  %v3225 = load i64, ptr %p0_76, align 8
  br i1 %nonempty3224, label %ok3227, label %fail3226

fail3226:                                         ; preds = %ok3211
  %errp3228 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3228, align 8
  %errp3229 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3229, align 8
  %errp3230 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3225, ptr %errp3230, align 8
  %errp3231 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3231, align 8
  ret i32 1

ok3227:                                           ; preds = %ok3211
  %v3232 = load i64, ptr %p1_38, align 8
  store i64 %v3232, ptr %p1_83, align 8
  %nonempty3233 = icmp sgt i64 %dim8, 0
  %v3234 = load i64, ptr %p1_38, align 8
  br i1 %nonempty3233, label %ok3236, label %fail3235

fail3235:                                         ; preds = %ok3227
  %errp3237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3237, align 8
  %errp3238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3238, align 8
  %errp3239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3234, ptr %errp3239, align 8
  %errp3240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3240, align 8
  ret i32 1

ok3236:                                           ; preds = %ok3227
  %v3241 = load i64, ptr %p0_76, align 8
  %v3242 = load i64, ptr %p1_38, align 8
  %nonempty3243 = icmp sgt i64 %dim, 0
  br i1 %nonempty3243, label %ok3245, label %fail3244

fail3244:                                         ; preds = %ok3236
  %errp3246 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3246, align 8
  %errp3247 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3247, align 8
  %errp3248 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3241, ptr %errp3248, align 8
  %errp3249 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3249, align 8
  ret i32 1

ok3245:                                           ; preds = %ok3236
  %pos3250 = mul i64 0, %dim
  %pos3251 = add i64 %pos3250, %v3241
  %nonempty3252 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3252, label %ok3254, label %fail3253

fail3253:                                         ; preds = %ok3245
  %errp3255 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3255, align 8
  %errp3256 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3256, align 8
  %errp3257 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3242, ptr %errp3257, align 8
  %errp3258 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3258, align 8
  ret i32 1

ok3254:                                           ; preds = %ok3245
  %pos3259 = mul i64 %pos3251, %dim8
  %pos3260 = add i64 %pos3259, %v3242
  %elp3261 = getelementptr inbounds float, ptr %buf, i64 %pos3260
  %el3262 = load float, ptr %elp3261, align 4, !alias.scope !0, !noalias !3
  store float %el3262, ptr %img_84, align 4
  %v3263 = load float, ptr %img_84, align 4
  %fm3264 = fmul float 1.500000e+00, %v3263
  %call3265 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3264)
  store float %call3265, ptr %bright_23, align 4
  %v3266 = load i64, ptr %p0_76, align 8
  store i64 %v3266, ptr %p0_85, align 8
  %nonempty3267 = icmp sgt i64 %dim, 0
  %v3268 = load i64, ptr %p0_76, align 8
  br i1 %nonempty3267, label %ok3270, label %fail3269

fail3269:                                         ; preds = %ok3254
  %errp3271 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3271, align 8
  %errp3272 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3272, align 8
  %errp3273 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3268, ptr %errp3273, align 8
  %errp3274 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3274, align 8
  ret i32 1

ok3270:                                           ; preds = %ok3254
  %v3275 = load i64, ptr %p1_41, align 8
  store i64 %v3275, ptr %p1_86, align 8
  %nonempty3276 = icmp sgt i64 %dim8, 0
  %v3277 = load i64, ptr %p1_41, align 8
  br i1 %nonempty3276, label %ok3279, label %fail3278

fail3278:                                         ; preds = %ok3270
  %errp3280 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3280, align 8
  %errp3281 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3281, align 8
  %errp3282 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3277, ptr %errp3282, align 8
  %errp3283 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3283, align 8
  ret i32 1

ok3279:                                           ; preds = %ok3270
  %v3284 = load i64, ptr %p0_76, align 8
  %v3285 = load i64, ptr %p1_41, align 8
  %nonempty3286 = icmp sgt i64 %dim, 0
  br i1 %nonempty3286, label %ok3288, label %fail3287

fail3287:                                         ; preds = %ok3279
  %errp3289 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3289, align 8
  %errp3290 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3290, align 8
  %errp3291 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3284, ptr %errp3291, align 8
  %errp3292 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3292, align 8
  ret i32 1

ok3288:                                           ; preds = %ok3279
  %pos3293 = mul i64 0, %dim
  %pos3294 = add i64 %pos3293, %v3284
  %nonempty3295 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3295, label %ok3297, label %fail3296

fail3296:                                         ; preds = %ok3288
  %errp3298 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3298, align 8
  %errp3299 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3299, align 8
  %errp3300 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3285, ptr %errp3300, align 8
  %errp3301 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3301, align 8
  ret i32 1

ok3297:                                           ; preds = %ok3288
  %pos3302 = mul i64 %pos3294, %dim8
  %pos3303 = add i64 %pos3302, %v3285
  %elp3304 = getelementptr inbounds float, ptr %buf, i64 %pos3303
  %el3305 = load float, ptr %elp3304, align 4, !alias.scope !0, !noalias !3
  store float %el3305, ptr %img_87, align 4
  %v3306 = load float, ptr %img_87, align 4
  %fm3307 = fmul float 1.500000e+00, %v3306
  %call3308 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3307)
  store float %call3308, ptr %bright_24, align 4
  %v3309 = load i64, ptr %p0_76, align 8
  store i64 %v3309, ptr %p0_88, align 8
  %nonempty3310 = icmp sgt i64 %dim, 0
  %v3311 = load i64, ptr %p0_76, align 8
  br i1 %nonempty3310, label %ok3313, label %fail3312

fail3312:                                         ; preds = %ok3297
  %errp3314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3314, align 8
  %errp3315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3315, align 8
  %errp3316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3311, ptr %errp3316, align 8
  %errp3317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3317, align 8
  ret i32 1

ok3313:                                           ; preds = %ok3297
  %v3318 = load i64, ptr %p1_44, align 8
  store i64 %v3318, ptr %p1_89, align 8
  %nonempty3319 = icmp sgt i64 %dim8, 0
  %v3320 = load i64, ptr %p1_44, align 8
  br i1 %nonempty3319, label %ok3322, label %fail3321

fail3321:                                         ; preds = %ok3313
  %errp3323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3323, align 8
  %errp3324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3324, align 8
  %errp3325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3320, ptr %errp3325, align 8
  %errp3326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3326, align 8
  ret i32 1

ok3322:                                           ; preds = %ok3313
  %v3327 = load i64, ptr %p0_76, align 8
  %v3328 = load i64, ptr %p1_44, align 8
  %nonempty3329 = icmp sgt i64 %dim, 0
  br i1 %nonempty3329, label %ok3331, label %fail3330

fail3330:                                         ; preds = %ok3322
  %errp3332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3332, align 8
  %errp3333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3333, align 8
  %errp3334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3327, ptr %errp3334, align 8
  %errp3335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3335, align 8
  ret i32 1

ok3331:                                           ; preds = %ok3322
  %pos3336 = mul i64 0, %dim
  %pos3337 = add i64 %pos3336, %v3327
  %nonempty3338 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3338, label %ok3340, label %fail3339

fail3339:                                         ; preds = %ok3331
  %errp3341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3341, align 8
  %errp3342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3342, align 8
  %errp3343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3328, ptr %errp3343, align 8
  %errp3344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3344, align 8
  ret i32 1

ok3340:                                           ; preds = %ok3331
  %pos3345 = mul i64 %pos3337, %dim8
  %pos3346 = add i64 %pos3345, %v3328
  %elp3347 = getelementptr inbounds float, ptr %buf, i64 %pos3346
  %el3348 = load float, ptr %elp3347, align 4, !alias.scope !0, !noalias !3
  store float %el3348, ptr %img_90, align 4
  %v3349 = load float, ptr %img_90, align 4
  %fm3350 = fmul float 1.500000e+00, %v3349
  %call3351 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3350)
  store float %call3351, ptr %bright_25, align 4
  %v3352 = load i64, ptr %i, align 8
  %add3353 = add i64 %v3352, 2
  %sub3354 = sub i64 %dim, 1
  %c3355 = icmp slt i64 %add3353, %sub3354
  %mm3356 = select i1 %c3355, i64 %add3353, i64 %sub3354
  %c3357 = icmp sgt i64 0, %mm3356
  %mm3358 = select i1 %c3357, i64 0, i64 %mm3356
  store i64 %mm3358, ptr %p0_91, align 8
  %nonempty3359 = icmp sgt i64 %dim, 0
  %v3360 = load i64, ptr %p0_91, align 8
  br i1 %nonempty3359, label %ok3362, label %fail3361

fail3361:                                         ; preds = %ok3340
  %errp3363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3363, align 8
  %errp3364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3364, align 8
  %errp3365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3360, ptr %errp3365, align 8
  %errp3366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3366, align 8
  ret i32 1

ok3362:                                           ; preds = %ok3340
  %v3367 = load i64, ptr %p1_32, align 8
  store i64 %v3367, ptr %p1_92, align 8
  %nonempty3368 = icmp sgt i64 %dim8, 0
  %v3369 = load i64, ptr %p1_32, align 8
  br i1 %nonempty3368, label %ok3371, label %fail3370

fail3370:                                         ; preds = %ok3362
  %errp3372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3372, align 8
  %errp3373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3373, align 8
  %errp3374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3369, ptr %errp3374, align 8
  %errp3375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3375, align 8
  ret i32 1

ok3371:                                           ; preds = %ok3362
  %v3376 = load i64, ptr %p0_91, align 8
  %v3377 = load i64, ptr %p1_32, align 8
  %nonempty3378 = icmp sgt i64 %dim, 0
  br i1 %nonempty3378, label %ok3380, label %fail3379

fail3379:                                         ; preds = %ok3371
  %errp3381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3381, align 8
  %errp3382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3382, align 8
  %errp3383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3376, ptr %errp3383, align 8
  %errp3384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3384, align 8
  ret i32 1

ok3380:                                           ; preds = %ok3371
  %pos3385 = mul i64 0, %dim
  %pos3386 = add i64 %pos3385, %v3376
  %nonempty3387 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3387, label %ok3389, label %fail3388

fail3388:                                         ; preds = %ok3380
  %errp3390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3390, align 8
  %errp3391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3391, align 8
  %errp3392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3377, ptr %errp3392, align 8
  %errp3393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3393, align 8
  ret i32 1

ok3389:                                           ; preds = %ok3380
  %pos3394 = mul i64 %pos3386, %dim8
  %pos3395 = add i64 %pos3394, %v3377
  %elp3396 = getelementptr inbounds float, ptr %buf, i64 %pos3395
  %el3397 = load float, ptr %elp3396, align 4, !alias.scope !0, !noalias !3
  store float %el3397, ptr %img_93, align 4
  %v3398 = load float, ptr %img_93, align 4
  %fm3399 = fmul float 1.500000e+00, %v3398
  %call3400 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3399)
  store float %call3400, ptr %bright_26, align 4
  %v3401 = load i64, ptr %p0_91, align 8
  store i64 %v3401, ptr %p0_94, align 8
  %nonempty3402 = icmp sgt i64 %dim, 0
  %v3403 = load i64, ptr %p0_91, align 8
  br i1 %nonempty3402, label %ok3405, label %fail3404

fail3404:                                         ; preds = %ok3389
  %errp3406 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3406, align 8
  %errp3407 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3407, align 8
  %errp3408 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3403, ptr %errp3408, align 8
  %errp3409 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3409, align 8
  ret i32 1

ok3405:                                           ; preds = %ok3389
  %v3410 = load i64, ptr %p1_35, align 8
  store i64 %v3410, ptr %p1_95, align 8
  %nonempty3411 = icmp sgt i64 %dim8, 0
  %v3412 = load i64, ptr %p1_35, align 8
  br i1 %nonempty3411, label %ok3414, label %fail3413

fail3413:                                         ; preds = %ok3405
  %errp3415 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3415, align 8
  %errp3416 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3416, align 8
  %errp3417 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3412, ptr %errp3417, align 8
  %errp3418 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3418, align 8
  ret i32 1

ok3414:                                           ; preds = %ok3405
  %v3419 = load i64, ptr %p0_91, align 8
  %v3420 = load i64, ptr %p1_35, align 8
  %nonempty3421 = icmp sgt i64 %dim, 0
  br i1 %nonempty3421, label %ok3423, label %fail3422

fail3422:                                         ; preds = %ok3414
  %errp3424 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3424, align 8
  %errp3425 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3425, align 8
  %errp3426 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3419, ptr %errp3426, align 8
  %errp3427 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3427, align 8
  ret i32 1

ok3423:                                           ; preds = %ok3414
  %pos3428 = mul i64 0, %dim
  %pos3429 = add i64 %pos3428, %v3419
  %nonempty3430 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3430, label %ok3432, label %fail3431

fail3431:                                         ; preds = %ok3423
  %errp3433 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3433, align 8
  %errp3434 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3434, align 8
  %errp3435 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3420, ptr %errp3435, align 8
  %errp3436 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3436, align 8
  ret i32 1

ok3432:                                           ; preds = %ok3423
  %pos3437 = mul i64 %pos3429, %dim8
  %pos3438 = add i64 %pos3437, %v3420
  %elp3439 = getelementptr inbounds float, ptr %buf, i64 %pos3438
  %el3440 = load float, ptr %elp3439, align 4, !alias.scope !0, !noalias !3
  store float %el3440, ptr %img_96, align 4
  %v3441 = load float, ptr %img_96, align 4
  %fm3442 = fmul float 1.500000e+00, %v3441
  %call3443 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3442)
  store float %call3443, ptr %bright_27, align 4
  %v3444 = load i64, ptr %p0_91, align 8
  store i64 %v3444, ptr %p0_97, align 8
  %nonempty3445 = icmp sgt i64 %dim, 0
  %v3446 = load i64, ptr %p0_91, align 8
  br i1 %nonempty3445, label %ok3448, label %fail3447

fail3447:                                         ; preds = %ok3432
  %errp3449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3449, align 8
  %errp3450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3450, align 8
  %errp3451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3446, ptr %errp3451, align 8
  %errp3452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3452, align 8
  ret i32 1

ok3448:                                           ; preds = %ok3432
  %v3453 = load i64, ptr %p1_38, align 8
  store i64 %v3453, ptr %p1_98, align 8
  %nonempty3454 = icmp sgt i64 %dim8, 0
  %v3455 = load i64, ptr %p1_38, align 8
  br i1 %nonempty3454, label %ok3457, label %fail3456

fail3456:                                         ; preds = %ok3448
  %errp3458 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3458, align 8
  %errp3459 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3459, align 8
  %errp3460 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3455, ptr %errp3460, align 8
  %errp3461 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3461, align 8
  ret i32 1

ok3457:                                           ; preds = %ok3448
  %v3462 = load i64, ptr %p0_91, align 8
  %v3463 = load i64, ptr %p1_38, align 8
  %nonempty3464 = icmp sgt i64 %dim, 0
  br i1 %nonempty3464, label %ok3466, label %fail3465

fail3465:                                         ; preds = %ok3457
  %errp3467 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3467, align 8
  %errp3468 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3468, align 8
  %errp3469 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3462, ptr %errp3469, align 8
  %errp3470 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3470, align 8
  ret i32 1

ok3466:                                           ; preds = %ok3457
  %pos3471 = mul i64 0, %dim
  %pos3472 = add i64 %pos3471, %v3462
  %nonempty3473 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3473, label %ok3475, label %fail3474

fail3474:                                         ; preds = %ok3466
  %errp3476 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3476, align 8
  %errp3477 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3477, align 8
  %errp3478 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3463, ptr %errp3478, align 8
  %errp3479 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3479, align 8
  ret i32 1

ok3475:                                           ; preds = %ok3466
  %pos3480 = mul i64 %pos3472, %dim8
  %pos3481 = add i64 %pos3480, %v3463
  %elp3482 = getelementptr inbounds float, ptr %buf, i64 %pos3481
  %el3483 = load float, ptr %elp3482, align 4, !alias.scope !0, !noalias !3
  store float %el3483, ptr %img_99, align 4
  %v3484 = load float, ptr %img_99, align 4
  %fm3485 = fmul float 1.500000e+00, %v3484
  %call3486 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3485)
  store float %call3486, ptr %bright_28, align 4
  %v3487 = load i64, ptr %p0_91, align 8
  store i64 %v3487, ptr %p0_100, align 8
  %nonempty3488 = icmp sgt i64 %dim, 0
  %v3489 = load i64, ptr %p0_91, align 8
  br i1 %nonempty3488, label %ok3491, label %fail3490

fail3490:                                         ; preds = %ok3475
  %errp3492 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3492, align 8
  %errp3493 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3493, align 8
  %errp3494 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3489, ptr %errp3494, align 8
  %errp3495 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3495, align 8
  ret i32 1

ok3491:                                           ; preds = %ok3475
  %v3496 = load i64, ptr %p1_41, align 8
  store i64 %v3496, ptr %p1_101, align 8
  %nonempty3497 = icmp sgt i64 %dim8, 0
  %v3498 = load i64, ptr %p1_41, align 8
  br i1 %nonempty3497, label %ok3500, label %fail3499

fail3499:                                         ; preds = %ok3491
  %errp3501 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3501, align 8
  %errp3502 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3502, align 8
  %errp3503 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3498, ptr %errp3503, align 8
  %errp3504 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3504, align 8
  ret i32 1

ok3500:                                           ; preds = %ok3491
  %v3505 = load i64, ptr %p0_91, align 8
  %v3506 = load i64, ptr %p1_41, align 8
  %nonempty3507 = icmp sgt i64 %dim, 0
  br i1 %nonempty3507, label %ok3509, label %fail3508

fail3508:                                         ; preds = %ok3500
  %errp3510 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3510, align 8
  %errp3511 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3511, align 8
  %errp3512 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3505, ptr %errp3512, align 8
  %errp3513 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3513, align 8
  ret i32 1

ok3509:                                           ; preds = %ok3500
  %pos3514 = mul i64 0, %dim
  %pos3515 = add i64 %pos3514, %v3505
  %nonempty3516 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3516, label %ok3518, label %fail3517

fail3517:                                         ; preds = %ok3509
  %errp3519 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3519, align 8
  %errp3520 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3520, align 8
  %errp3521 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3506, ptr %errp3521, align 8
  %errp3522 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3522, align 8
  ret i32 1

ok3518:                                           ; preds = %ok3509
  %pos3523 = mul i64 %pos3515, %dim8
  %pos3524 = add i64 %pos3523, %v3506
  %elp3525 = getelementptr inbounds float, ptr %buf, i64 %pos3524
  %el3526 = load float, ptr %elp3525, align 4, !alias.scope !0, !noalias !3
  store float %el3526, ptr %img_102, align 4
  %v3527 = load float, ptr %img_102, align 4
  %fm3528 = fmul float 1.500000e+00, %v3527
  %call3529 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3528)
  store float %call3529, ptr %bright_29, align 4
  %v3530 = load i64, ptr %p0_91, align 8
  store i64 %v3530, ptr %p0_103, align 8
  %nonempty3531 = icmp sgt i64 %dim, 0
  %v3532 = load i64, ptr %p0_91, align 8
  br i1 %nonempty3531, label %ok3534, label %fail3533

fail3533:                                         ; preds = %ok3518
  %errp3535 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3535, align 8
  %errp3536 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3536, align 8
  %errp3537 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3532, ptr %errp3537, align 8
  %errp3538 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3538, align 8
  ret i32 1

ok3534:                                           ; preds = %ok3518
  %v3539 = load i64, ptr %p1_44, align 8
  store i64 %v3539, ptr %p1_104, align 8
  %nonempty3540 = icmp sgt i64 %dim8, 0
  %v3541 = load i64, ptr %p1_44, align 8
  br i1 %nonempty3540, label %ok3543, label %fail3542

fail3542:                                         ; preds = %ok3534
  %errp3544 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3544, align 8
  %errp3545 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp3545, align 8
  %errp3546 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3541, ptr %errp3546, align 8
  %errp3547 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3547, align 8
  ret i32 1

ok3543:                                           ; preds = %ok3534
  %v3548 = load i64, ptr %p0_91, align 8
  %v3549 = load i64, ptr %p1_44, align 8
  %nonempty3550 = icmp sgt i64 %dim, 0
  br i1 %nonempty3550, label %ok3552, label %fail3551

fail3551:                                         ; preds = %ok3543
  %errp3553 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3553, align 8
  %errp3554 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3554, align 8
  %errp3555 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3548, ptr %errp3555, align 8
  %errp3556 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp3556, align 8
  ret i32 1

ok3552:                                           ; preds = %ok3543
  %pos3557 = mul i64 0, %dim
  %pos3558 = add i64 %pos3557, %v3548
  %nonempty3559 = icmp sgt i64 %dim8, 0
  br i1 %nonempty3559, label %ok3561, label %fail3560

fail3560:                                         ; preds = %ok3552
  %errp3562 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp3562, align 8
  %errp3563 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp3563, align 8
  %errp3564 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v3549, ptr %errp3564, align 8
  %errp3565 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp3565, align 8
  ret i32 1

ok3561:                                           ; preds = %ok3552
  %pos3566 = mul i64 %pos3558, %dim8
  %pos3567 = add i64 %pos3566, %v3549
  %elp3568 = getelementptr inbounds float, ptr %buf, i64 %pos3567
  %el3569 = load float, ptr %elp3568, align 4, !alias.scope !0, !noalias !3
  store float %el3569, ptr %img_105, align 4
  %v3570 = load float, ptr %img_105, align 4
  %fm3571 = fmul float 1.500000e+00, %v3570
  %call3572 = call float @llvm.minnum.f32(float 1.000000e+00, float %fm3571)
  store float %call3572, ptr %bright_30, align 4
  %v3573 = load float, ptr %bright_6, align 4
  %v3574 = load float, ptr %bright_7, align 4
  %fm3575 = fmul float 4.000000e+00, %v3574
  %fa3576 = fadd float %v3573, %fm3575
  %v3577 = load float, ptr %bright_8, align 4
  %fm3578 = fmul float 6.000000e+00, %v3577
  %fa3579 = fadd float %fa3576, %fm3578
  %v3580 = load float, ptr %bright_9, align 4
  %fm3581 = fmul float 4.000000e+00, %v3580
  %fa3582 = fadd float %fa3579, %fm3581
  %v3583 = load float, ptr %bright_10, align 4
  %fa3584 = fadd float %fa3582, %v3583
  %v3585 = load float, ptr %bright_11, align 4
  %v3586 = load float, ptr %bright_12, align 4
  %fm3587 = fmul float 4.000000e+00, %v3586
  %fa3588 = fadd float %v3585, %fm3587
  %v3589 = load float, ptr %bright_13, align 4
  %fm3590 = fmul float 6.000000e+00, %v3589
  %fa3591 = fadd float %fa3588, %fm3590
  %v3592 = load float, ptr %bright_14, align 4
  %fm3593 = fmul float 4.000000e+00, %v3592
  %fa3594 = fadd float %fa3591, %fm3593
  %v3595 = load float, ptr %bright_15, align 4
  %fa3596 = fadd float %fa3594, %v3595
  %fm3597 = fmul float 4.000000e+00, %fa3596
  %fa3598 = fadd float %fa3584, %fm3597
  %v3599 = load float, ptr %bright_16, align 4
  %v3600 = load float, ptr %bright_17, align 4
  %fm3601 = fmul float 4.000000e+00, %v3600
  %fa3602 = fadd float %v3599, %fm3601
  %v3603 = load float, ptr %bright_18, align 4
  %fm3604 = fmul float 6.000000e+00, %v3603
  %fa3605 = fadd float %fa3602, %fm3604
  %v3606 = load float, ptr %bright_19, align 4
  %fm3607 = fmul float 4.000000e+00, %v3606
  %fa3608 = fadd float %fa3605, %fm3607
  %v3609 = load float, ptr %bright_20, align 4
  %fa3610 = fadd float %fa3608, %v3609
  %fm3611 = fmul float 6.000000e+00, %fa3610
  %fa3612 = fadd float %fa3598, %fm3611
  %v3613 = load float, ptr %bright_21, align 4
  %v3614 = load float, ptr %bright_22, align 4
  %fm3615 = fmul float 4.000000e+00, %v3614
  %fa3616 = fadd float %v3613, %fm3615
  %v3617 = load float, ptr %bright_23, align 4
  %fm3618 = fmul float 6.000000e+00, %v3617
  %fa3619 = fadd float %fa3616, %fm3618
  %v3620 = load float, ptr %bright_24, align 4
  %fm3621 = fmul float 4.000000e+00, %v3620
  %fa3622 = fadd float %fa3619, %fm3621
  %v3623 = load float, ptr %bright_25, align 4
  %fa3624 = fadd float %fa3622, %v3623
  %fm3625 = fmul float 4.000000e+00, %fa3624
  %fa3626 = fadd float %fa3612, %fm3625
  %v3627 = load float, ptr %bright_26, align 4
  %v3628 = load float, ptr %bright_27, align 4
  %fm3629 = fmul float 4.000000e+00, %v3628
  %fa3630 = fadd float %v3627, %fm3629
  %v3631 = load float, ptr %bright_28, align 4
  %fm3632 = fmul float 6.000000e+00, %v3631
  %fa3633 = fadd float %fa3630, %fm3632
  %v3634 = load float, ptr %bright_29, align 4
  %fm3635 = fmul float 4.000000e+00, %v3634
  %fa3636 = fadd float %fa3633, %fm3635
  %v3637 = load float, ptr %bright_30, align 4
  %fa3638 = fadd float %fa3636, %v3637
  %fa3639 = fadd float %fa3626, %fa3638
  %fd3640 = fdiv float %fa3639, 2.560000e+02
  store float %fd3640, ptr %blurred_3, align 4
  %v3641 = load i64, ptr %i, align 8
  %v3642 = load i64, ptr %j, align 8
  %pos3643 = mul i64 0, %dim
  %pos3644 = add i64 %pos3643, %v3641
  %pos3645 = mul i64 %pos3644, %dim8
  %pos3646 = add i64 %pos3645, %v3642
  %v3647 = load float, ptr %blurred_3, align 4
  %elp3648 = getelementptr inbounds float, ptr %buf1238, i64 %pos3646
  store float %v3647, ptr %elp3648, align 4, !alias.scope !3, !noalias !0
  %i3649 = load i64, ptr %j, align 8
  %next3650 = add i64 %i3649, 1
  store i64 %next3650, ptr %j, align 8
  br label %loop2433
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

