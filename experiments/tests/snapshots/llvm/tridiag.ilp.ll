; cluster c0: Vertical(mats, Vertical(prods, bp))
; ModuleID = 'tridiag_c0'
source_filename = "tridiag_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 16
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %acc_prods_8 = alloca { double, double, double, double }, align 8
  %started_9 = alloca i1, align 1
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 1
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 9
  %dim35 = load i64, ptr %dimp34, align 8
  %j = alloca i64, align 8
  %dimp73 = getelementptr inbounds i64, ptr %1, i64 17
  %dim74 = load i64, ptr %dimp73, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %b_3 = alloca double, align 8
  %bufp97 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf98 = load ptr, ptr %bufp97, align 8
  %a_4 = alloca double, align 8
  %bufp109 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf110 = load ptr, ptr %bufp109, align 8
  %c_6 = alloca double, align 8
  %bi_5 = alloca double, align 8
  %ac_7 = alloca double, align 8
  %mats_0 = alloca { double, double, double, double }, align 8
  %mats_13.0 = alloca double, align 8
  %mats_13.1 = alloca double, align 8
  %mats_13.2 = alloca double, align 8
  %mats_13.3 = alloca double, align 8
  %tup_14.0 = alloca double, align 8
  %tup_14.1 = alloca double, align 8
  %tup_14.2 = alloca double, align 8
  %tup_14.3 = alloca double, align 8
  %s_24 = alloca double, align 8
  %prods_10.0 = alloca double, align 8
  %prods_10.1 = alloca double, align 8
  %prods_10.2 = alloca double, align 8
  %prods_10.3 = alloca double, align 8
  %b_29 = alloca double, align 8
  %b0_30 = alloca double, align 8
  %bp_25 = alloca double, align 8
  %bufp237 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf238 = load ptr, ptr %bufp237, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits7 = icmp sle i64 %min, %dim
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp20, align 8
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
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  store { double, double, double, double } zeroinitializer, ptr %acc_prods_8, align 8
  store i1 false, ptr %started_9, align 1
  %fits36 = icmp sle i64 %dim33, %dim35
  br i1 %fits36, label %ok38, label %fail37

exit:                                             ; preds = %loop
  ret i32 0

fail37:                                           ; preds = %body30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim33
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok38
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok38
  %fits50 = icmp sle i64 %dim33, %dim33
  br i1 %fits50, label %ok52, label %fail51

fail51:                                           ; preds = %ok45
  %errp53 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp56, align 8
  ret i32 1

ok52:                                             ; preds = %ok45
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  store i64 1, ptr %j, align 8
  %v57 = load i64, ptr %j, align 8
  %sub58 = sub i64 %v57, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %sub58 to i128
  %step = sub i128 %at_next, %base
  %step59 = trunc i128 %step to i64
  %step60 = sext i64 %step59 to i128
  %len = sub i64 %dim33, 0
  %span = sub i64 %len, 1
  %span61 = sext i64 %span to i128
  %reach = mul i128 %step60, %span61
  %c62 = icmp slt i128 %reach, 0
  %min63 = select i1 %c62, i128 %reach, i128 0
  %c64 = icmp sgt i128 %reach, 0
  %max65 = select i1 %c64, i128 %reach, i128 0
  %least = add i128 %base, %min63
  %most = add i128 %base, %max65
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits66 = and i1 %fits_low, %fits_high
  %least67 = select i1 %fits66, i128 %least, i128 -9223372036854775808
  %most68 = select i1 %fits66, i128 %most, i128 9223372036854775807
  %c69 = icmp sgt i128 %least67, 0
  %max70 = select i1 %c69, i128 %least67, i128 0
  %c71 = icmp sgt i128 %most68, 0
  %max72 = select i1 %c71, i128 %most68, i128 0
  %extent = sext i64 %dim74 to i128
  %low_ok = icmp sge i128 %max70, 0
  %high_ok = icmp slt i128 %max72, %extent
  %ok75 = and i1 true, %low_ok
  %ok76 = and i1 %ok75, %high_ok
  %extent77 = sext i64 %dim35 to i128
  %high_ok78 = icmp slt i128 0, %extent77
  %ok79 = and i1 %ok76, true
  %ok80 = and i1 %ok79, %high_ok78
  br i1 %ok80, label %proved, label %checked

proved:                                           ; preds = %ok52
  store i64 0, ptr %j, align 8
  br label %loop81

checked:                                          ; preds = %ok52
  store i64 0, ptr %j, align 8
  br label %loop241

versions_done:                                    ; preds = %exit243, %exit83
  %i428 = load i64, ptr %i, align 8
  %next429 = add i64 %i428, 1
  store i64 %next429, ptr %i, align 8
  br label %loop

loop81:                                           ; preds = %join, %proved
  %i84 = load i64, ptr %j, align 8
  %more85 = icmp slt i64 %i84, %dim33
  br i1 %more85, label %body82, label %exit83

body82:                                           ; preds = %loop81
  %v86 = load i64, ptr %i, align 8
  %v87 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos88 = add i64 %pos, %v86
  %pos89 = mul i64 %pos88, %dim35
  %pos90 = add i64 %pos89, %v87
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos90
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %b_3, align 8
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %j, align 8
  %pos93 = mul i64 0, %dim
  %pos94 = add i64 %pos93, %v91
  %pos95 = mul i64 %pos94, %dim33
  %pos96 = add i64 %pos95, %v92
  %elp99 = getelementptr inbounds double, ptr %buf98, i64 %pos96
  %el100 = load double, ptr %elp99, align 8, !alias.scope !7, !noalias !8
  store double %el100, ptr %a_4, align 8
  %v101 = load i64, ptr %i, align 8
  %v102 = load i64, ptr %j, align 8
  %sub103 = sub i64 %v102, 1
  %c104 = icmp sgt i64 %sub103, 0
  %mm = select i1 %c104, i64 %sub103, i64 0
  %pos105 = mul i64 0, %dim15
  %pos106 = add i64 %pos105, %v101
  %pos107 = mul i64 %pos106, %dim74
  %pos108 = add i64 %pos107, %mm
  %elp111 = getelementptr inbounds double, ptr %buf110, i64 %pos108
  %el112 = load double, ptr %elp111, align 8, !alias.scope !9, !noalias !10
  store double %el112, ptr %c_6, align 8
  %v113 = load double, ptr %b_3, align 8
  %call = call double @llvm.fabs.f64(double %v113)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %bi_5, align 8
  %v114 = load double, ptr %a_4, align 8
  %v115 = load double, ptr %c_6, align 8
  %fm = fmul double %v114, %v115
  store double %fm, ptr %ac_7, align 8
  %v116 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v116, 0
  br i1 %ic, label %t, label %e

exit83:                                           ; preds = %loop81
  br label %versions_done

t:                                                ; preds = %body82
  br label %j117

e:                                                ; preds = %body82
  %v118 = load double, ptr %bi_5, align 8
  %tup = insertvalue { double, double, double, double } undef, double %v118, 0
  %v119 = load double, ptr %ac_7, align 8
  %fs = fsub double 0.000000e+00, %v119
  %tup120 = insertvalue { double, double, double, double } %tup, double %fs, 1
  %tup121 = insertvalue { double, double, double, double } %tup120, double 1.000000e+00, 2
  %tup122 = insertvalue { double, double, double, double } %tup121, double 0.000000e+00, 3
  br label %j117

j117:                                             ; preds = %e, %t
  %if = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t ], [ %tup122, %e ]
  store { double, double, double, double } %if, ptr %mats_0, align 8
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fldp123 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fld = load double, ptr %fldp123, align 8
  store double %fld, ptr %mats_13.0, align 8
  %fldp124 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fldp125 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fld126 = load double, ptr %fldp125, align 8
  store double %fld126, ptr %mats_13.1, align 8
  %fldp127 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fldp128 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fld129 = load double, ptr %fldp128, align 8
  store double %fld129, ptr %mats_13.2, align 8
  %fldp130 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fldp131 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fld132 = load double, ptr %fldp131, align 8
  store double %fld132, ptr %mats_13.3, align 8
  %v133 = load i1, ptr %started_9, align 1
  br i1 %v133, label %then, label %else

then:                                             ; preds = %j117
  %fldp134 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp135 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld136 = load double, ptr %fldp135, align 8
  store double %fld136, ptr %tup_14.0, align 8
  %fldp137 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp138 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld139 = load double, ptr %fldp138, align 8
  store double %fld139, ptr %tup_14.1, align 8
  %fldp140 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp141 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld142 = load double, ptr %fldp141, align 8
  store double %fld142, ptr %tup_14.2, align 8
  %fldp143 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp144 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld145 = load double, ptr %fldp144, align 8
  store double %fld145, ptr %tup_14.3, align 8
  %v146 = load double, ptr %tup_14.0, align 8
  %v147 = load double, ptr %mats_13.0, align 8
  %fm148 = fmul double %v146, %v147
  %fd = fdiv double 1.000000e+00, %fm148
  store double %fd, ptr %s_24, align 8
  %v149 = load double, ptr %mats_13.0, align 8
  %v150 = load double, ptr %tup_14.0, align 8
  %fm151 = fmul double %v149, %v150
  %v152 = load double, ptr %mats_13.1, align 8
  %v153 = load double, ptr %tup_14.2, align 8
  %fm154 = fmul double %v152, %v153
  %fa155 = fadd double %fm151, %fm154
  %v156 = load double, ptr %s_24, align 8
  %fm157 = fmul double %fa155, %v156
  %tup158 = insertvalue { double, double, double, double } undef, double %fm157, 0
  %v159 = load double, ptr %mats_13.0, align 8
  %v160 = load double, ptr %tup_14.1, align 8
  %fm161 = fmul double %v159, %v160
  %v162 = load double, ptr %mats_13.1, align 8
  %v163 = load double, ptr %tup_14.3, align 8
  %fm164 = fmul double %v162, %v163
  %fa165 = fadd double %fm161, %fm164
  %v166 = load double, ptr %s_24, align 8
  %fm167 = fmul double %fa165, %v166
  %tup168 = insertvalue { double, double, double, double } %tup158, double %fm167, 1
  %v169 = load double, ptr %mats_13.2, align 8
  %v170 = load double, ptr %tup_14.0, align 8
  %fm171 = fmul double %v169, %v170
  %v172 = load double, ptr %mats_13.3, align 8
  %v173 = load double, ptr %tup_14.2, align 8
  %fm174 = fmul double %v172, %v173
  %fa175 = fadd double %fm171, %fm174
  %v176 = load double, ptr %s_24, align 8
  %fm177 = fmul double %fa175, %v176
  %tup178 = insertvalue { double, double, double, double } %tup168, double %fm177, 2
  %v179 = load double, ptr %mats_13.2, align 8
  %v180 = load double, ptr %tup_14.1, align 8
  %fm181 = fmul double %v179, %v180
  %v182 = load double, ptr %mats_13.3, align 8
  %v183 = load double, ptr %tup_14.3, align 8
  %fm184 = fmul double %v182, %v183
  %fa185 = fadd double %fm181, %fm184
  %v186 = load double, ptr %s_24, align 8
  %fm187 = fmul double %fa185, %v186
  %tup188 = insertvalue { double, double, double, double } %tup178, double %fm187, 3
  store { double, double, double, double } %tup188, ptr %acc_prods_8, align 8
  br label %join

else:                                             ; preds = %j117
  %v189 = load double, ptr %mats_13.0, align 8
  %tup190 = insertvalue { double, double, double, double } undef, double %v189, 0
  %v191 = load double, ptr %mats_13.1, align 8
  %tup192 = insertvalue { double, double, double, double } %tup190, double %v191, 1
  %v193 = load double, ptr %mats_13.2, align 8
  %tup194 = insertvalue { double, double, double, double } %tup192, double %v193, 2
  %v195 = load double, ptr %mats_13.3, align 8
  %tup196 = insertvalue { double, double, double, double } %tup194, double %v195, 3
  store { double, double, double, double } %tup196, ptr %acc_prods_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp197 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp198 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld199 = load double, ptr %fldp198, align 8
  store double %fld199, ptr %prods_10.0, align 8
  %fldp200 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp201 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld202 = load double, ptr %fldp201, align 8
  store double %fld202, ptr %prods_10.1, align 8
  %fldp203 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp204 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld205 = load double, ptr %fldp204, align 8
  store double %fld205, ptr %prods_10.2, align 8
  %fldp206 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp207 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld208 = load double, ptr %fldp207, align 8
  store double %fld208, ptr %prods_10.3, align 8
  %v209 = load i64, ptr %i, align 8
  %pos210 = mul i64 0, %dim3
  %pos211 = add i64 %pos210, %v209
  %pos212 = mul i64 %pos211, %dim35
  %pos213 = add i64 %pos212, 0
  %elp214 = getelementptr inbounds double, ptr %buf, i64 %pos213
  %el215 = load double, ptr %elp214, align 8, !alias.scope !0, !noalias !3
  store double %el215, ptr %b_29, align 8
  %v216 = load double, ptr %b_29, align 8
  %call217 = call double @llvm.fabs.f64(double %v216)
  %fa218 = fadd double 4.000000e+00, %call217
  store double %fa218, ptr %b0_30, align 8
  %v219 = load double, ptr %prods_10.0, align 8
  %v220 = load double, ptr %b0_30, align 8
  %fm221 = fmul double %v219, %v220
  %v222 = load double, ptr %prods_10.1, align 8
  %fa223 = fadd double %fm221, %v222
  %v224 = load double, ptr %prods_10.2, align 8
  %v225 = load double, ptr %b0_30, align 8
  %fm226 = fmul double %v224, %v225
  %v227 = load double, ptr %prods_10.3, align 8
  %fa228 = fadd double %fm226, %v227
  %fd229 = fdiv double %fa223, %fa228
  store double %fd229, ptr %bp_25, align 8
  %v230 = load i64, ptr %i, align 8
  %v231 = load i64, ptr %j, align 8
  %pos232 = mul i64 0, %dim
  %pos233 = add i64 %pos232, %v230
  %pos234 = mul i64 %pos233, %dim33
  %pos235 = add i64 %pos234, %v231
  %v236 = load double, ptr %bp_25, align 8
  %elp239 = getelementptr inbounds double, ptr %buf238, i64 %pos235
  store double %v236, ptr %elp239, align 8, !alias.scope !11, !noalias !12
  %i240 = load i64, ptr %j, align 8
  %next = add i64 %i240, 1
  store i64 %next, ptr %j, align 8
  br label %loop81

loop241:                                          ; preds = %ok395, %checked
  %i244 = load i64, ptr %j, align 8
  %more245 = icmp slt i64 %i244, %dim33
  br i1 %more245, label %body242, label %exit243

body242:                                          ; preds = %loop241
  %v246 = load i64, ptr %i, align 8
  %v247 = load i64, ptr %j, align 8
  %pos248 = mul i64 0, %dim3
  %pos249 = add i64 %pos248, %v246
  %pos250 = mul i64 %pos249, %dim35
  %pos251 = add i64 %pos250, %v247
  %elp252 = getelementptr inbounds double, ptr %buf, i64 %pos251
  %el253 = load double, ptr %elp252, align 8, !alias.scope !0, !noalias !3
  store double %el253, ptr %b_3, align 8
  %v254 = load i64, ptr %i, align 8
  %v255 = load i64, ptr %j, align 8
  %pos256 = mul i64 0, %dim
  %pos257 = add i64 %pos256, %v254
  %pos258 = mul i64 %pos257, %dim33
  %pos259 = add i64 %pos258, %v255
  %elp260 = getelementptr inbounds double, ptr %buf98, i64 %pos259
  %el261 = load double, ptr %elp260, align 8, !alias.scope !7, !noalias !8
  store double %el261, ptr %a_4, align 8
  %v262 = load i64, ptr %i, align 8
  %v263 = load i64, ptr %j, align 8
  %sub264 = sub i64 %v263, 1
  %c265 = icmp sgt i64 %sub264, 0
  %mm266 = select i1 %c265, i64 %sub264, i64 0
  %pos267 = mul i64 0, %dim15
  %pos268 = add i64 %pos267, %v262
  %inb = icmp ult i64 %mm266, %dim74
  br i1 %inb, label %ok270, label %fail269

exit243:                                          ; preds = %loop241
  br label %versions_done

fail269:                                          ; preds = %body242
  %errp271 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp271, align 8
  %errp272 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm266, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp274, align 8
  ret i32 1

ok270:                                            ; preds = %body242
  %pos275 = mul i64 %pos268, %dim74
  %pos276 = add i64 %pos275, %mm266
  %elp277 = getelementptr inbounds double, ptr %buf110, i64 %pos276
  %el278 = load double, ptr %elp277, align 8, !alias.scope !9, !noalias !10
  store double %el278, ptr %c_6, align 8
  %v279 = load double, ptr %b_3, align 8
  %call280 = call double @llvm.fabs.f64(double %v279)
  %fa281 = fadd double 4.000000e+00, %call280
  store double %fa281, ptr %bi_5, align 8
  %v282 = load double, ptr %a_4, align 8
  %v283 = load double, ptr %c_6, align 8
  %fm284 = fmul double %v282, %v283
  store double %fm284, ptr %ac_7, align 8
  %v285 = load i64, ptr %j, align 8
  %ic286 = icmp eq i64 %v285, 0
  br i1 %ic286, label %t287, label %e288

t287:                                             ; preds = %ok270
  br label %j289

e288:                                             ; preds = %ok270
  %v290 = load double, ptr %bi_5, align 8
  %tup291 = insertvalue { double, double, double, double } undef, double %v290, 0
  %v292 = load double, ptr %ac_7, align 8
  %fs293 = fsub double 0.000000e+00, %v292
  %tup294 = insertvalue { double, double, double, double } %tup291, double %fs293, 1
  %tup295 = insertvalue { double, double, double, double } %tup294, double 1.000000e+00, 2
  %tup296 = insertvalue { double, double, double, double } %tup295, double 0.000000e+00, 3
  br label %j289

j289:                                             ; preds = %e288, %t287
  %if297 = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t287 ], [ %tup296, %e288 ]
  store { double, double, double, double } %if297, ptr %mats_0, align 8
  %fldp298 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fldp299 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fld300 = load double, ptr %fldp299, align 8
  store double %fld300, ptr %mats_13.0, align 8
  %fldp301 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fldp302 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fld303 = load double, ptr %fldp302, align 8
  store double %fld303, ptr %mats_13.1, align 8
  %fldp304 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fldp305 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fld306 = load double, ptr %fldp305, align 8
  store double %fld306, ptr %mats_13.2, align 8
  %fldp307 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fldp308 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fld309 = load double, ptr %fldp308, align 8
  store double %fld309, ptr %mats_13.3, align 8
  %v310 = load i1, ptr %started_9, align 1
  br i1 %v310, label %then311, label %else312

then311:                                          ; preds = %j289
  %fldp314 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp315 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld316 = load double, ptr %fldp315, align 8
  store double %fld316, ptr %tup_14.0, align 8
  %fldp317 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp318 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld319 = load double, ptr %fldp318, align 8
  store double %fld319, ptr %tup_14.1, align 8
  %fldp320 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp321 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld322 = load double, ptr %fldp321, align 8
  store double %fld322, ptr %tup_14.2, align 8
  %fldp323 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp324 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld325 = load double, ptr %fldp324, align 8
  store double %fld325, ptr %tup_14.3, align 8
  %v326 = load double, ptr %tup_14.0, align 8
  %v327 = load double, ptr %mats_13.0, align 8
  %fm328 = fmul double %v326, %v327
  %fd329 = fdiv double 1.000000e+00, %fm328
  store double %fd329, ptr %s_24, align 8
  %v330 = load double, ptr %mats_13.0, align 8
  %v331 = load double, ptr %tup_14.0, align 8
  %fm332 = fmul double %v330, %v331
  %v333 = load double, ptr %mats_13.1, align 8
  %v334 = load double, ptr %tup_14.2, align 8
  %fm335 = fmul double %v333, %v334
  %fa336 = fadd double %fm332, %fm335
  %v337 = load double, ptr %s_24, align 8
  %fm338 = fmul double %fa336, %v337
  %tup339 = insertvalue { double, double, double, double } undef, double %fm338, 0
  %v340 = load double, ptr %mats_13.0, align 8
  %v341 = load double, ptr %tup_14.1, align 8
  %fm342 = fmul double %v340, %v341
  %v343 = load double, ptr %mats_13.1, align 8
  %v344 = load double, ptr %tup_14.3, align 8
  %fm345 = fmul double %v343, %v344
  %fa346 = fadd double %fm342, %fm345
  %v347 = load double, ptr %s_24, align 8
  %fm348 = fmul double %fa346, %v347
  %tup349 = insertvalue { double, double, double, double } %tup339, double %fm348, 1
  %v350 = load double, ptr %mats_13.2, align 8
  %v351 = load double, ptr %tup_14.0, align 8
  %fm352 = fmul double %v350, %v351
  %v353 = load double, ptr %mats_13.3, align 8
  %v354 = load double, ptr %tup_14.2, align 8
  %fm355 = fmul double %v353, %v354
  %fa356 = fadd double %fm352, %fm355
  %v357 = load double, ptr %s_24, align 8
  %fm358 = fmul double %fa356, %v357
  %tup359 = insertvalue { double, double, double, double } %tup349, double %fm358, 2
  %v360 = load double, ptr %mats_13.2, align 8
  %v361 = load double, ptr %tup_14.1, align 8
  %fm362 = fmul double %v360, %v361
  %v363 = load double, ptr %mats_13.3, align 8
  %v364 = load double, ptr %tup_14.3, align 8
  %fm365 = fmul double %v363, %v364
  %fa366 = fadd double %fm362, %fm365
  %v367 = load double, ptr %s_24, align 8
  %fm368 = fmul double %fa366, %v367
  %tup369 = insertvalue { double, double, double, double } %tup359, double %fm368, 3
  store { double, double, double, double } %tup369, ptr %acc_prods_8, align 8
  br label %join313

else312:                                          ; preds = %j289
  %v370 = load double, ptr %mats_13.0, align 8
  %tup371 = insertvalue { double, double, double, double } undef, double %v370, 0
  %v372 = load double, ptr %mats_13.1, align 8
  %tup373 = insertvalue { double, double, double, double } %tup371, double %v372, 1
  %v374 = load double, ptr %mats_13.2, align 8
  %tup375 = insertvalue { double, double, double, double } %tup373, double %v374, 2
  %v376 = load double, ptr %mats_13.3, align 8
  %tup377 = insertvalue { double, double, double, double } %tup375, double %v376, 3
  store { double, double, double, double } %tup377, ptr %acc_prods_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join313

join313:                                          ; preds = %else312, %then311
  %fldp378 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp379 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld380 = load double, ptr %fldp379, align 8
  store double %fld380, ptr %prods_10.0, align 8
  %fldp381 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp382 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld383 = load double, ptr %fldp382, align 8
  store double %fld383, ptr %prods_10.1, align 8
  %fldp384 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp385 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld386 = load double, ptr %fldp385, align 8
  store double %fld386, ptr %prods_10.2, align 8
  %fldp387 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp388 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld389 = load double, ptr %fldp388, align 8
  store double %fld389, ptr %prods_10.3, align 8
  %v390 = load i64, ptr %i, align 8
  %pos391 = mul i64 0, %dim3
  %pos392 = add i64 %pos391, %v390
  %inb393 = icmp ult i64 0, %dim35
  br i1 %inb393, label %ok395, label %fail394

fail394:                                          ; preds = %join313
  %errp396 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp398, align 8
  %errp399 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp399, align 8
  ret i32 1

ok395:                                            ; preds = %join313
  %pos400 = mul i64 %pos392, %dim35
  %pos401 = add i64 %pos400, 0
  %elp402 = getelementptr inbounds double, ptr %buf, i64 %pos401
  %el403 = load double, ptr %elp402, align 8, !alias.scope !0, !noalias !3
  store double %el403, ptr %b_29, align 8
  %v404 = load double, ptr %b_29, align 8
  %call405 = call double @llvm.fabs.f64(double %v404)
  %fa406 = fadd double 4.000000e+00, %call405
  store double %fa406, ptr %b0_30, align 8
  %v407 = load double, ptr %prods_10.0, align 8
  %v408 = load double, ptr %b0_30, align 8
  %fm409 = fmul double %v407, %v408
  %v410 = load double, ptr %prods_10.1, align 8
  %fa411 = fadd double %fm409, %v410
  %v412 = load double, ptr %prods_10.2, align 8
  %v413 = load double, ptr %b0_30, align 8
  %fm414 = fmul double %v412, %v413
  %v415 = load double, ptr %prods_10.3, align 8
  %fa416 = fadd double %fm414, %v415
  %fd417 = fdiv double %fa411, %fa416
  store double %fd417, ptr %bp_25, align 8
  %v418 = load i64, ptr %i, align 8
  %v419 = load i64, ptr %j, align 8
  %pos420 = mul i64 0, %dim
  %pos421 = add i64 %pos420, %v418
  %pos422 = mul i64 %pos421, %dim33
  %pos423 = add i64 %pos422, %v419
  %v424 = load double, ptr %bp_25, align 8
  %elp425 = getelementptr inbounds double, ptr %buf238, i64 %pos423
  store double %v424, ptr %elp425, align 8, !alias.scope !11, !noalias !12
  %i426 = load i64, ptr %j, align 8
  %next427 = add i64 %i426, 1
  store i64 %next427, ptr %j, align 8
  br label %loop241
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c1: Vertical(fwd, Vertical(fwds, yp))
; ModuleID = 'tridiag_c1'
source_filename = "tridiag_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 48
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %acc_fwds_38 = alloca { double, double }, align 8
  %started_39 = alloca i1, align 1
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 1
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 25
  %dim42 = load i64, ptr %dimp41, align 8
  %j = alloca i64, align 8
  %dimp73 = getelementptr inbounds i64, ptr %1, i64 49
  %dim74 = load i64, ptr %dimp73, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_34 = alloca double, align 8
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf94 = load ptr, ptr %bufp93, align 8
  %y_35 = alloca double, align 8
  %bufp105 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf106 = load ptr, ptr %bufp105, align 8
  %bp_36 = alloca double, align 8
  %k = alloca double, align 8
  %fwd_31 = alloca { double, double }, align 8
  %fwd_43.0 = alloca double, align 8
  %fwd_43.1 = alloca double, align 8
  %tup_44.0 = alloca double, align 8
  %tup_44.1 = alloca double, align 8
  %fwds_40.0 = alloca double, align 8
  %fwds_40.1 = alloca double, align 8
  %bufp152 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf153 = load ptr, ptr %bufp152, align 8
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
  store i64 5, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  store { double, double } zeroinitializer, ptr %acc_fwds_38, align 8
  store i1 false, ptr %started_39, align 1
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
  %fits50 = icmp sle i64 %dim33, %dim33
  br i1 %fits50, label %ok52, label %fail51

fail51:                                           ; preds = %ok45
  %errp53 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp56, align 8
  ret i32 1

ok52:                                             ; preds = %ok45
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  store i64 1, ptr %j, align 8
  %v57 = load i64, ptr %j, align 8
  %sub58 = sub i64 %v57, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %sub58 to i128
  %step = sub i128 %at_next, %base
  %step59 = trunc i128 %step to i64
  %step60 = sext i64 %step59 to i128
  %len = sub i64 %dim33, 0
  %span = sub i64 %len, 1
  %span61 = sext i64 %span to i128
  %reach = mul i128 %step60, %span61
  %c62 = icmp slt i128 %reach, 0
  %min63 = select i1 %c62, i128 %reach, i128 0
  %c64 = icmp sgt i128 %reach, 0
  %max65 = select i1 %c64, i128 %reach, i128 0
  %least = add i128 %base, %min63
  %most = add i128 %base, %max65
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits66 = and i1 %fits_low, %fits_high
  %least67 = select i1 %fits66, i128 %least, i128 -9223372036854775808
  %most68 = select i1 %fits66, i128 %most, i128 9223372036854775807
  %c69 = icmp sgt i128 %least67, 0
  %max70 = select i1 %c69, i128 %least67, i128 0
  %c71 = icmp sgt i128 %most68, 0
  %max72 = select i1 %c71, i128 %most68, i128 0
  %extent = sext i64 %dim74 to i128
  %low_ok = icmp sge i128 %max70, 0
  %high_ok = icmp slt i128 %max72, %extent
  %ok75 = and i1 true, %low_ok
  %ok76 = and i1 %ok75, %high_ok
  br i1 %ok76, label %proved, label %checked

proved:                                           ; preds = %ok52
  store i64 0, ptr %j, align 8
  br label %loop77

checked:                                          ; preds = %ok52
  store i64 0, ptr %j, align 8
  br label %loop156

versions_done:                                    ; preds = %exit158, %exit79
  %i254 = load i64, ptr %i, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i, align 8
  br label %loop

loop77:                                           ; preds = %join, %proved
  %i80 = load i64, ptr %j, align 8
  %more81 = icmp slt i64 %i80, %dim33
  br i1 %more81, label %body78, label %exit79

body78:                                           ; preds = %loop77
  %v82 = load i64, ptr %i, align 8
  %v83 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos84 = add i64 %pos, %v82
  %pos85 = mul i64 %pos84, %dim33
  %pos86 = add i64 %pos85, %v83
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos86
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %a_34, align 8
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim6
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim42
  %pos92 = add i64 %pos91, %v88
  %elp95 = getelementptr inbounds double, ptr %buf94, i64 %pos92
  %el96 = load double, ptr %elp95, align 8, !alias.scope !7, !noalias !8
  store double %el96, ptr %y_35, align 8
  %v97 = load i64, ptr %i, align 8
  %v98 = load i64, ptr %j, align 8
  %sub99 = sub i64 %v98, 1
  %c100 = icmp sgt i64 %sub99, 0
  %mm = select i1 %c100, i64 %sub99, i64 0
  %pos101 = mul i64 0, %dim15
  %pos102 = add i64 %pos101, %v97
  %pos103 = mul i64 %pos102, %dim74
  %pos104 = add i64 %pos103, %mm
  %elp107 = getelementptr inbounds double, ptr %buf106, i64 %pos104
  %el108 = load double, ptr %elp107, align 8, !alias.scope !9, !noalias !10
  store double %el108, ptr %bp_36, align 8
  %v109 = load double, ptr %a_34, align 8
  %v110 = load double, ptr %bp_36, align 8
  %fd = fdiv double %v109, %v110
  store double %fd, ptr %k, align 8
  %v111 = load double, ptr %y_35, align 8
  %tup = insertvalue { double, double } undef, double %v111, 0
  %v112 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v112, 0
  br i1 %ic, label %t, label %e

exit79:                                           ; preds = %loop77
  br label %versions_done

t:                                                ; preds = %body78
  br label %j113

e:                                                ; preds = %body78
  %v114 = load double, ptr %k, align 8
  %fs = fsub double 0.000000e+00, %v114
  br label %j113

j113:                                             ; preds = %e, %t
  %if = phi double [ 0.000000e+00, %t ], [ %fs, %e ]
  %tup115 = insertvalue { double, double } %tup, double %if, 1
  store { double, double } %tup115, ptr %fwd_31, align 8
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fldp116 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fld = load double, ptr %fldp116, align 8
  store double %fld, ptr %fwd_43.0, align 8
  %fldp117 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fldp118 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fld119 = load double, ptr %fldp118, align 8
  store double %fld119, ptr %fwd_43.1, align 8
  %v120 = load i1, ptr %started_39, align 1
  br i1 %v120, label %then, label %else

then:                                             ; preds = %j113
  %fldp121 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp122 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld123 = load double, ptr %fldp122, align 8
  store double %fld123, ptr %tup_44.0, align 8
  %fldp124 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp125 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld126 = load double, ptr %fldp125, align 8
  store double %fld126, ptr %tup_44.1, align 8
  %v127 = load double, ptr %fwd_43.0, align 8
  %v128 = load double, ptr %fwd_43.1, align 8
  %v129 = load double, ptr %tup_44.0, align 8
  %fm = fmul double %v128, %v129
  %fa = fadd double %v127, %fm
  %tup130 = insertvalue { double, double } undef, double %fa, 0
  %v131 = load double, ptr %fwd_43.1, align 8
  %v132 = load double, ptr %tup_44.1, align 8
  %fm133 = fmul double %v131, %v132
  %tup134 = insertvalue { double, double } %tup130, double %fm133, 1
  store { double, double } %tup134, ptr %acc_fwds_38, align 8
  br label %join

else:                                             ; preds = %j113
  %v135 = load double, ptr %fwd_43.0, align 8
  %tup136 = insertvalue { double, double } undef, double %v135, 0
  %v137 = load double, ptr %fwd_43.1, align 8
  %tup138 = insertvalue { double, double } %tup136, double %v137, 1
  store { double, double } %tup138, ptr %acc_fwds_38, align 8
  store i1 true, ptr %started_39, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp139 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp140 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld141 = load double, ptr %fldp140, align 8
  store double %fld141, ptr %fwds_40.0, align 8
  %fldp142 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp143 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld144 = load double, ptr %fldp143, align 8
  store double %fld144, ptr %fwds_40.1, align 8
  %v145 = load i64, ptr %i, align 8
  %v146 = load i64, ptr %j, align 8
  %pos147 = mul i64 0, %dim
  %pos148 = add i64 %pos147, %v145
  %pos149 = mul i64 %pos148, %dim33
  %pos150 = add i64 %pos149, %v146
  %v151 = load double, ptr %fwds_40.0, align 8
  %elp154 = getelementptr inbounds double, ptr %buf153, i64 %pos150
  store double %v151, ptr %elp154, align 8, !alias.scope !11, !noalias !12
  %i155 = load i64, ptr %j, align 8
  %next = add i64 %i155, 1
  store i64 %next, ptr %j, align 8
  br label %loop77

loop156:                                          ; preds = %join217, %checked
  %i159 = load i64, ptr %j, align 8
  %more160 = icmp slt i64 %i159, %dim33
  br i1 %more160, label %body157, label %exit158

body157:                                          ; preds = %loop156
  %v161 = load i64, ptr %i, align 8
  %v162 = load i64, ptr %j, align 8
  %pos163 = mul i64 0, %dim
  %pos164 = add i64 %pos163, %v161
  %pos165 = mul i64 %pos164, %dim33
  %pos166 = add i64 %pos165, %v162
  %elp167 = getelementptr inbounds double, ptr %buf, i64 %pos166
  %el168 = load double, ptr %elp167, align 8, !alias.scope !0, !noalias !3
  store double %el168, ptr %a_34, align 8
  %v169 = load i64, ptr %i, align 8
  %v170 = load i64, ptr %j, align 8
  %pos171 = mul i64 0, %dim6
  %pos172 = add i64 %pos171, %v169
  %pos173 = mul i64 %pos172, %dim42
  %pos174 = add i64 %pos173, %v170
  %elp175 = getelementptr inbounds double, ptr %buf94, i64 %pos174
  %el176 = load double, ptr %elp175, align 8, !alias.scope !7, !noalias !8
  store double %el176, ptr %y_35, align 8
  %v177 = load i64, ptr %i, align 8
  %v178 = load i64, ptr %j, align 8
  %sub179 = sub i64 %v178, 1
  %c180 = icmp sgt i64 %sub179, 0
  %mm181 = select i1 %c180, i64 %sub179, i64 0
  %pos182 = mul i64 0, %dim15
  %pos183 = add i64 %pos182, %v177
  %inb = icmp ult i64 %mm181, %dim74
  br i1 %inb, label %ok185, label %fail184

exit158:                                          ; preds = %loop156
  br label %versions_done

fail184:                                          ; preds = %body157
  %errp186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp186, align 8
  %errp187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp187, align 8
  %errp188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm181, ptr %errp188, align 8
  %errp189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp189, align 8
  ret i32 1

ok185:                                            ; preds = %body157
  %pos190 = mul i64 %pos183, %dim74
  %pos191 = add i64 %pos190, %mm181
  %elp192 = getelementptr inbounds double, ptr %buf106, i64 %pos191
  %el193 = load double, ptr %elp192, align 8, !alias.scope !9, !noalias !10
  store double %el193, ptr %bp_36, align 8
  %v194 = load double, ptr %a_34, align 8
  %v195 = load double, ptr %bp_36, align 8
  %fd196 = fdiv double %v194, %v195
  store double %fd196, ptr %k, align 8
  %v197 = load double, ptr %y_35, align 8
  %tup198 = insertvalue { double, double } undef, double %v197, 0
  %v199 = load i64, ptr %j, align 8
  %ic200 = icmp eq i64 %v199, 0
  br i1 %ic200, label %t201, label %e202

t201:                                             ; preds = %ok185
  br label %j203

e202:                                             ; preds = %ok185
  %v204 = load double, ptr %k, align 8
  %fs205 = fsub double 0.000000e+00, %v204
  br label %j203

j203:                                             ; preds = %e202, %t201
  %if206 = phi double [ 0.000000e+00, %t201 ], [ %fs205, %e202 ]
  %tup207 = insertvalue { double, double } %tup198, double %if206, 1
  store { double, double } %tup207, ptr %fwd_31, align 8
  %fldp208 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fldp209 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fld210 = load double, ptr %fldp209, align 8
  store double %fld210, ptr %fwd_43.0, align 8
  %fldp211 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fldp212 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fld213 = load double, ptr %fldp212, align 8
  store double %fld213, ptr %fwd_43.1, align 8
  %v214 = load i1, ptr %started_39, align 1
  br i1 %v214, label %then215, label %else216

then215:                                          ; preds = %j203
  %fldp218 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp219 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld220 = load double, ptr %fldp219, align 8
  store double %fld220, ptr %tup_44.0, align 8
  %fldp221 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp222 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld223 = load double, ptr %fldp222, align 8
  store double %fld223, ptr %tup_44.1, align 8
  %v224 = load double, ptr %fwd_43.0, align 8
  %v225 = load double, ptr %fwd_43.1, align 8
  %v226 = load double, ptr %tup_44.0, align 8
  %fm227 = fmul double %v225, %v226
  %fa228 = fadd double %v224, %fm227
  %tup229 = insertvalue { double, double } undef, double %fa228, 0
  %v230 = load double, ptr %fwd_43.1, align 8
  %v231 = load double, ptr %tup_44.1, align 8
  %fm232 = fmul double %v230, %v231
  %tup233 = insertvalue { double, double } %tup229, double %fm232, 1
  store { double, double } %tup233, ptr %acc_fwds_38, align 8
  br label %join217

else216:                                          ; preds = %j203
  %v234 = load double, ptr %fwd_43.0, align 8
  %tup235 = insertvalue { double, double } undef, double %v234, 0
  %v236 = load double, ptr %fwd_43.1, align 8
  %tup237 = insertvalue { double, double } %tup235, double %v236, 1
  store { double, double } %tup237, ptr %acc_fwds_38, align 8
  store i1 true, ptr %started_39, align 1
  br label %join217

join217:                                          ; preds = %else216, %then215
  %fldp238 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp239 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld240 = load double, ptr %fldp239, align 8
  store double %fld240, ptr %fwds_40.0, align 8
  %fldp241 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp242 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld243 = load double, ptr %fldp242, align 8
  store double %fld243, ptr %fwds_40.1, align 8
  %v244 = load i64, ptr %i, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim33
  %pos249 = add i64 %pos248, %v245
  %v250 = load double, ptr %fwds_40.0, align 8
  %elp251 = getelementptr inbounds double, ptr %buf153, i64 %pos249
  store double %v250, ptr %elp251, align 8, !alias.scope !11, !noalias !12
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop156
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
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!"fuselab.buf.17", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c2: Vertical(bwd, Vertical(bwds, x))
; ModuleID = 'tridiag_c2'
source_filename = "tridiag_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 48
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 16
  %dim8 = load i64, ptr %dimp7, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 72
  %dim18 = load i64, ptr %dimp17, align 8
  %i = alloca i64, align 8
  %acc_bwds_61 = alloca { double, double }, align 8
  %started_62 = alloca i1, align 1
  %dimp38 = getelementptr inbounds i64, ptr %1, i64 1
  %dim39 = load i64, ptr %dimp38, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 49
  %dim41 = load i64, ptr %dimp40, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 17
  %dim51 = load i64, ptr %dimp50, align 8
  %dimp60 = getelementptr inbounds i64, ptr %1, i64 73
  %dim61 = load i64, ptr %dimp60, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %bp_57 = alloca double, align 8
  %bufp94 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf95 = load ptr, ptr %bufp94, align 8
  %c_58 = alloca double, align 8
  %bufp104 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf105 = load ptr, ptr %bufp104, align 8
  %yp_59 = alloca double, align 8
  %k = alloca double, align 8
  %bwd_54 = alloca { double, double }, align 8
  %bwd_66.0 = alloca double, align 8
  %bwd_66.1 = alloca double, align 8
  %tup_70.0 = alloca double, align 8
  %tup_70.1 = alloca double, align 8
  %bwds_63.0 = alloca double, align 8
  %bwds_63.1 = alloca double, align 8
  %bufp153 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf154 = load ptr, ptr %bufp153, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  %last = sub i64 %min, 1
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  %last10 = sub i64 %min, 1
  br i1 %fits9, label %ok12, label %fail11

fail11:                                           ; preds = %ok
  %errp13 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last10, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp16, align 8
  ret i32 1

ok12:                                             ; preds = %ok
  %fits19 = icmp sle i64 %min, %dim18
  %last20 = sub i64 %min, 1
  br i1 %fits19, label %ok22, label %fail21

fail21:                                           ; preds = %ok12
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last20, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %ok12
  %fits27 = icmp sle i64 %min, %dim
  %last28 = sub i64 %min, 1
  br i1 %fits27, label %ok30, label %fail29

fail29:                                           ; preds = %ok22
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last28, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %ok22
  %last35 = sub i64 %min, 1
  store i64 %last35, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit81, %ok30
  %i37 = load i64, ptr %i, align 8
  %more = icmp sge i64 %i37, %max
  br i1 %more, label %body36, label %exit

body36:                                           ; preds = %loop
  store { double, double } zeroinitializer, ptr %acc_bwds_61, align 8
  store i1 false, ptr %started_62, align 1
  %fits42 = icmp sle i64 %dim39, %dim41
  %last43 = sub i64 %dim39, 1
  br i1 %fits42, label %ok45, label %fail44

exit:                                             ; preds = %loop
  ret i32 0

fail44:                                           ; preds = %body36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last43, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %body36
  %fits52 = icmp sle i64 %dim39, %dim51
  %last53 = sub i64 %dim39, 1
  br i1 %fits52, label %ok55, label %fail54

fail54:                                           ; preds = %ok45
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last53, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok45
  %fits62 = icmp sle i64 %dim39, %dim61
  %last63 = sub i64 %dim39, 1
  br i1 %fits62, label %ok65, label %fail64

fail64:                                           ; preds = %ok55
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last63, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim61, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %ok55
  %fits70 = icmp sle i64 %dim39, %dim39
  %last71 = sub i64 %dim39, 1
  br i1 %fits70, label %ok73, label %fail72

fail72:                                           ; preds = %ok65
  %errp74 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last71, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim39, ptr %errp77, align 8
  ret i32 1

ok73:                                             ; preds = %ok65
  %last78 = sub i64 %dim39, 1
  store i64 %last78, ptr %j, align 8
  br label %loop79

loop79:                                           ; preds = %join, %ok73
  %i82 = load i64, ptr %j, align 8
  %more83 = icmp sge i64 %i82, 0
  br i1 %more83, label %body80, label %exit81

body80:                                           ; preds = %loop79
  %v = load i64, ptr %i, align 8
  %v84 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos85 = add i64 %pos, %v
  %pos86 = mul i64 %pos85, %dim41
  %pos87 = add i64 %pos86, %v84
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos87
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %bp_57, align 8
  %v88 = load i64, ptr %i, align 8
  %v89 = load i64, ptr %j, align 8
  %pos90 = mul i64 0, %dim8
  %pos91 = add i64 %pos90, %v88
  %pos92 = mul i64 %pos91, %dim51
  %pos93 = add i64 %pos92, %v89
  %elp96 = getelementptr inbounds double, ptr %buf95, i64 %pos93
  %el97 = load double, ptr %elp96, align 8, !alias.scope !7, !noalias !8
  store double %el97, ptr %c_58, align 8
  %v98 = load i64, ptr %i, align 8
  %v99 = load i64, ptr %j, align 8
  %pos100 = mul i64 0, %dim18
  %pos101 = add i64 %pos100, %v98
  %pos102 = mul i64 %pos101, %dim61
  %pos103 = add i64 %pos102, %v99
  %elp106 = getelementptr inbounds double, ptr %buf105, i64 %pos103
  %el107 = load double, ptr %elp106, align 8, !alias.scope !9, !noalias !10
  store double %el107, ptr %yp_59, align 8
  %v108 = load double, ptr %c_58, align 8
  %v109 = load double, ptr %bp_57, align 8
  %fd = fdiv double %v108, %v109
  store double %fd, ptr %k, align 8
  %v110 = load double, ptr %yp_59, align 8
  %v111 = load double, ptr %bp_57, align 8
  %fd112 = fdiv double %v110, %v111
  %tup = insertvalue { double, double } undef, double %fd112, 0
  %v113 = load i64, ptr %j, align 8
  %sub = sub i64 %dim39, 1
  %ic = icmp eq i64 %v113, %sub
  br i1 %ic, label %t, label %e

exit81:                                           ; preds = %loop79
  %i157 = load i64, ptr %i, align 8
  %next158 = add i64 %i157, -1
  store i64 %next158, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body80
  br label %j114

e:                                                ; preds = %body80
  %v115 = load double, ptr %k, align 8
  %fs = fsub double 0.000000e+00, %v115
  br label %j114

j114:                                             ; preds = %e, %t
  %if = phi double [ 0.000000e+00, %t ], [ %fs, %e ]
  %tup116 = insertvalue { double, double } %tup, double %if, 1
  store { double, double } %tup116, ptr %bwd_54, align 8
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 0
  %fldp117 = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 0
  %fld = load double, ptr %fldp117, align 8
  store double %fld, ptr %bwd_66.0, align 8
  %fldp118 = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 1
  %fldp119 = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 1
  %fld120 = load double, ptr %fldp119, align 8
  store double %fld120, ptr %bwd_66.1, align 8
  %v121 = load i1, ptr %started_62, align 1
  br i1 %v121, label %then, label %else

then:                                             ; preds = %j114
  %fldp122 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fldp123 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fld124 = load double, ptr %fldp123, align 8
  store double %fld124, ptr %tup_70.0, align 8
  %fldp125 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fldp126 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fld127 = load double, ptr %fldp126, align 8
  store double %fld127, ptr %tup_70.1, align 8
  %v128 = load double, ptr %bwd_66.0, align 8
  %v129 = load double, ptr %bwd_66.1, align 8
  %v130 = load double, ptr %tup_70.0, align 8
  %fm = fmul double %v129, %v130
  %fa = fadd double %v128, %fm
  %tup131 = insertvalue { double, double } undef, double %fa, 0
  %v132 = load double, ptr %bwd_66.1, align 8
  %v133 = load double, ptr %tup_70.1, align 8
  %fm134 = fmul double %v132, %v133
  %tup135 = insertvalue { double, double } %tup131, double %fm134, 1
  store { double, double } %tup135, ptr %acc_bwds_61, align 8
  br label %join

else:                                             ; preds = %j114
  %v136 = load double, ptr %bwd_66.0, align 8
  %tup137 = insertvalue { double, double } undef, double %v136, 0
  %v138 = load double, ptr %bwd_66.1, align 8
  %tup139 = insertvalue { double, double } %tup137, double %v138, 1
  store { double, double } %tup139, ptr %acc_bwds_61, align 8
  store i1 true, ptr %started_62, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp140 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fldp141 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fld142 = load double, ptr %fldp141, align 8
  store double %fld142, ptr %bwds_63.0, align 8
  %fldp143 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fldp144 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fld145 = load double, ptr %fldp144, align 8
  store double %fld145, ptr %bwds_63.1, align 8
  %v146 = load i64, ptr %i, align 8
  %v147 = load i64, ptr %j, align 8
  %pos148 = mul i64 0, %dim
  %pos149 = add i64 %pos148, %v146
  %pos150 = mul i64 %pos149, %dim39
  %pos151 = add i64 %pos150, %v147
  %v152 = load double, ptr %bwds_63.0, align 8
  %elp155 = getelementptr inbounds double, ptr %buf154, i64 %pos151
  store double %v152, ptr %elp155, align 8, !alias.scope !11, !noalias !12
  %i156 = load i64, ptr %j, align 8
  %next = add i64 %i156, -1
  store i64 %next, ptr %j, align 8
  br label %loop79
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!"fuselab.buf.22", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

