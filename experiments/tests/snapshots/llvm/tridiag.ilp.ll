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
  %i = alloca i64, align 8
  %acc_prods_7 = alloca { double, double, double, double }, align 8
  %started_8 = alloca i1, align 1
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 1
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 9
  %dim26 = load i64, ptr %dimp25, align 8
  %j = alloca i64, align 8
  %dimp49 = getelementptr inbounds i64, ptr %1, i64 16
  %dim50 = load i64, ptr %dimp49, align 8
  %dimp75 = getelementptr inbounds i64, ptr %1, i64 17
  %dim76 = load i64, ptr %dimp75, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %b_3 = alloca double, align 8
  %bufp102 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf103 = load ptr, ptr %bufp102, align 8
  %a_4 = alloca double, align 8
  %bi_5 = alloca double, align 8
  %bufp116 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf117 = load ptr, ptr %bufp116, align 8
  %ac_6 = alloca double, align 8
  %mats_0 = alloca { double, double, double, double }, align 8
  %mats_12.0 = alloca double, align 8
  %mats_12.1 = alloca double, align 8
  %mats_12.2 = alloca double, align 8
  %mats_12.3 = alloca double, align 8
  %tup_13.0 = alloca double, align 8
  %tup_13.1 = alloca double, align 8
  %tup_13.2 = alloca double, align 8
  %tup_13.3 = alloca double, align 8
  %s_23 = alloca double, align 8
  %prods_9.0 = alloca double, align 8
  %prods_9.1 = alloca double, align 8
  %prods_9.2 = alloca double, align 8
  %prods_9.3 = alloca double, align 8
  %b0_28 = alloca double, align 8
  %bp_24 = alloca double, align 8
  %bufp240 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf241 = load ptr, ptr %bufp240, align 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  store { double, double, double, double } zeroinitializer, ptr %acc_prods_7, align 8
  store i1 false, ptr %started_8, align 1
  %fits27 = icmp sle i64 %dim24, %dim26
  br i1 %fits27, label %ok29, label %fail28

exit:                                             ; preds = %loop
  ret i32 0

fail28:                                           ; preds = %body21
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim26, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim24
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok29
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok29
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits48 = and i1 %fits_low, %fits_high
  %least = select i1 %fits48, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits48, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim50 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok51 = and i1 true, %low_ok
  %ok52 = and i1 %ok51, %high_ok
  %v53 = load i64, ptr %j, align 8
  %sub = sub i64 %v53, 1
  %base54 = sext i64 %sub to i128
  store i64 1, ptr %j, align 8
  %v55 = load i64, ptr %j, align 8
  %sub56 = sub i64 %v55, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %sub56 to i128
  %step = sub i128 %at_next, %base54
  %step57 = trunc i128 %step to i64
  %step58 = sext i64 %step57 to i128
  %len = sub i64 %dim24, 0
  %span = sub i64 %len, 1
  %span59 = sext i64 %span to i128
  %reach = mul i128 %step58, %span59
  %c60 = icmp slt i128 %reach, 0
  %min61 = select i1 %c60, i128 %reach, i128 0
  %c62 = icmp sgt i128 %reach, 0
  %max63 = select i1 %c62, i128 %reach, i128 0
  %least64 = add i128 %base54, %min61
  %most65 = add i128 %base54, %max63
  %fits_low66 = icmp sge i128 %least64, -9223372036854775808
  %fits_high67 = icmp sle i128 %most65, 9223372036854775807
  %fits68 = and i1 %fits_low66, %fits_high67
  %least69 = select i1 %fits68, i128 %least64, i128 -9223372036854775808
  %most70 = select i1 %fits68, i128 %most65, i128 9223372036854775807
  %c71 = icmp sgt i128 %least69, 0
  %max72 = select i1 %c71, i128 %least69, i128 0
  %c73 = icmp sgt i128 %most70, 0
  %max74 = select i1 %c73, i128 %most70, i128 0
  %extent77 = sext i64 %dim76 to i128
  %low_ok78 = icmp sge i128 %max72, 0
  %high_ok79 = icmp slt i128 %max74, %extent77
  %ok80 = and i1 %ok52, %low_ok78
  %ok81 = and i1 %ok80, %high_ok79
  %extent82 = sext i64 %dim26 to i128
  %high_ok83 = icmp slt i128 0, %extent82
  %ok84 = and i1 %ok81, true
  %ok85 = and i1 %ok84, %high_ok83
  br i1 %ok85, label %proved, label %checked

proved:                                           ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop86

checked:                                          ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop244

versions_done:                                    ; preds = %exit246, %exit88
  %i436 = load i64, ptr %i, align 8
  %next437 = add i64 %i436, 1
  store i64 %next437, ptr %i, align 8
  br label %loop

loop86:                                           ; preds = %join, %proved
  %i89 = load i64, ptr %j, align 8
  %more90 = icmp slt i64 %i89, %dim24
  br i1 %more90, label %body87, label %exit88

body87:                                           ; preds = %loop86
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos93 = add i64 %pos, %v91
  %pos94 = mul i64 %pos93, %dim26
  %pos95 = add i64 %pos94, %v92
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos95
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %b_3, align 8
  %v96 = load i64, ptr %i, align 8
  %v97 = load i64, ptr %j, align 8
  %pos98 = mul i64 0, %dim
  %pos99 = add i64 %pos98, %v96
  %pos100 = mul i64 %pos99, %dim24
  %pos101 = add i64 %pos100, %v97
  %elp104 = getelementptr inbounds double, ptr %buf103, i64 %pos101
  %el105 = load double, ptr %elp104, align 8, !alias.scope !7, !noalias !8
  store double %el105, ptr %a_4, align 8
  %v106 = load double, ptr %b_3, align 8
  %call = call double @llvm.fabs.f64(double %v106)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %bi_5, align 8
  %v107 = load double, ptr %a_4, align 8
  %v108 = load i64, ptr %i, align 8
  %v109 = load i64, ptr %j, align 8
  %sub110 = sub i64 %v109, 1
  %c111 = icmp sgt i64 %sub110, 0
  %mm = select i1 %c111, i64 %sub110, i64 0
  %pos112 = mul i64 0, %dim50
  %pos113 = add i64 %pos112, %v108
  %pos114 = mul i64 %pos113, %dim76
  %pos115 = add i64 %pos114, %mm
  %elp118 = getelementptr inbounds double, ptr %buf117, i64 %pos115
  %el119 = load double, ptr %elp118, align 8, !alias.scope !9, !noalias !10
  %fm = fmul double %v107, %el119
  store double %fm, ptr %ac_6, align 8
  %v120 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v120, 0
  br i1 %ic, label %t, label %e

exit88:                                           ; preds = %loop86
  br label %versions_done

t:                                                ; preds = %body87
  br label %j121

e:                                                ; preds = %body87
  %v122 = load double, ptr %bi_5, align 8
  %tup = insertvalue { double, double, double, double } undef, double %v122, 0
  %v123 = load double, ptr %ac_6, align 8
  %fs = fsub double 0.000000e+00, %v123
  %tup124 = insertvalue { double, double, double, double } %tup, double %fs, 1
  %tup125 = insertvalue { double, double, double, double } %tup124, double 1.000000e+00, 2
  %tup126 = insertvalue { double, double, double, double } %tup125, double 0.000000e+00, 3
  br label %j121

j121:                                             ; preds = %e, %t
  %if = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t ], [ %tup126, %e ]
  store { double, double, double, double } %if, ptr %mats_0, align 8
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fldp127 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fld = load double, ptr %fldp127, align 8
  store double %fld, ptr %mats_12.0, align 8
  %fldp128 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fldp129 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fld130 = load double, ptr %fldp129, align 8
  store double %fld130, ptr %mats_12.1, align 8
  %fldp131 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fldp132 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fld133 = load double, ptr %fldp132, align 8
  store double %fld133, ptr %mats_12.2, align 8
  %fldp134 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fldp135 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fld136 = load double, ptr %fldp135, align 8
  store double %fld136, ptr %mats_12.3, align 8
  %v137 = load i1, ptr %started_8, align 1
  br i1 %v137, label %then, label %else

then:                                             ; preds = %j121
  %fldp138 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp139 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld140 = load double, ptr %fldp139, align 8
  store double %fld140, ptr %tup_13.0, align 8
  %fldp141 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp142 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld143 = load double, ptr %fldp142, align 8
  store double %fld143, ptr %tup_13.1, align 8
  %fldp144 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp145 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld146 = load double, ptr %fldp145, align 8
  store double %fld146, ptr %tup_13.2, align 8
  %fldp147 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp148 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld149 = load double, ptr %fldp148, align 8
  store double %fld149, ptr %tup_13.3, align 8
  %v150 = load double, ptr %tup_13.0, align 8
  %v151 = load double, ptr %mats_12.0, align 8
  %fm152 = fmul double %v150, %v151
  %fd = fdiv double 1.000000e+00, %fm152
  store double %fd, ptr %s_23, align 8
  %v153 = load double, ptr %mats_12.0, align 8
  %v154 = load double, ptr %tup_13.0, align 8
  %fm155 = fmul double %v153, %v154
  %v156 = load double, ptr %mats_12.1, align 8
  %v157 = load double, ptr %tup_13.2, align 8
  %fm158 = fmul double %v156, %v157
  %fa159 = fadd double %fm155, %fm158
  %v160 = load double, ptr %s_23, align 8
  %fm161 = fmul double %fa159, %v160
  %tup162 = insertvalue { double, double, double, double } undef, double %fm161, 0
  %v163 = load double, ptr %mats_12.0, align 8
  %v164 = load double, ptr %tup_13.1, align 8
  %fm165 = fmul double %v163, %v164
  %v166 = load double, ptr %mats_12.1, align 8
  %v167 = load double, ptr %tup_13.3, align 8
  %fm168 = fmul double %v166, %v167
  %fa169 = fadd double %fm165, %fm168
  %v170 = load double, ptr %s_23, align 8
  %fm171 = fmul double %fa169, %v170
  %tup172 = insertvalue { double, double, double, double } %tup162, double %fm171, 1
  %v173 = load double, ptr %mats_12.2, align 8
  %v174 = load double, ptr %tup_13.0, align 8
  %fm175 = fmul double %v173, %v174
  %v176 = load double, ptr %mats_12.3, align 8
  %v177 = load double, ptr %tup_13.2, align 8
  %fm178 = fmul double %v176, %v177
  %fa179 = fadd double %fm175, %fm178
  %v180 = load double, ptr %s_23, align 8
  %fm181 = fmul double %fa179, %v180
  %tup182 = insertvalue { double, double, double, double } %tup172, double %fm181, 2
  %v183 = load double, ptr %mats_12.2, align 8
  %v184 = load double, ptr %tup_13.1, align 8
  %fm185 = fmul double %v183, %v184
  %v186 = load double, ptr %mats_12.3, align 8
  %v187 = load double, ptr %tup_13.3, align 8
  %fm188 = fmul double %v186, %v187
  %fa189 = fadd double %fm185, %fm188
  %v190 = load double, ptr %s_23, align 8
  %fm191 = fmul double %fa189, %v190
  %tup192 = insertvalue { double, double, double, double } %tup182, double %fm191, 3
  store { double, double, double, double } %tup192, ptr %acc_prods_7, align 8
  br label %join

else:                                             ; preds = %j121
  %v193 = load double, ptr %mats_12.0, align 8
  %tup194 = insertvalue { double, double, double, double } undef, double %v193, 0
  %v195 = load double, ptr %mats_12.1, align 8
  %tup196 = insertvalue { double, double, double, double } %tup194, double %v195, 1
  %v197 = load double, ptr %mats_12.2, align 8
  %tup198 = insertvalue { double, double, double, double } %tup196, double %v197, 2
  %v199 = load double, ptr %mats_12.3, align 8
  %tup200 = insertvalue { double, double, double, double } %tup198, double %v199, 3
  store { double, double, double, double } %tup200, ptr %acc_prods_7, align 8
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp201 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp202 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld203 = load double, ptr %fldp202, align 8
  store double %fld203, ptr %prods_9.0, align 8
  %fldp204 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp205 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld206 = load double, ptr %fldp205, align 8
  store double %fld206, ptr %prods_9.1, align 8
  %fldp207 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp208 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld209 = load double, ptr %fldp208, align 8
  store double %fld209, ptr %prods_9.2, align 8
  %fldp210 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp211 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld212 = load double, ptr %fldp211, align 8
  store double %fld212, ptr %prods_9.3, align 8
  %v213 = load i64, ptr %i, align 8
  %pos214 = mul i64 0, %dim3
  %pos215 = add i64 %pos214, %v213
  %pos216 = mul i64 %pos215, %dim26
  %pos217 = add i64 %pos216, 0
  %elp218 = getelementptr inbounds double, ptr %buf, i64 %pos217
  %el219 = load double, ptr %elp218, align 8, !alias.scope !0, !noalias !3
  %call220 = call double @llvm.fabs.f64(double %el219)
  %fa221 = fadd double 4.000000e+00, %call220
  store double %fa221, ptr %b0_28, align 8
  %v222 = load double, ptr %prods_9.0, align 8
  %v223 = load double, ptr %b0_28, align 8
  %fm224 = fmul double %v222, %v223
  %v225 = load double, ptr %prods_9.1, align 8
  %fa226 = fadd double %fm224, %v225
  %v227 = load double, ptr %prods_9.2, align 8
  %v228 = load double, ptr %b0_28, align 8
  %fm229 = fmul double %v227, %v228
  %v230 = load double, ptr %prods_9.3, align 8
  %fa231 = fadd double %fm229, %v230
  %fd232 = fdiv double %fa226, %fa231
  store double %fd232, ptr %bp_24, align 8
  %v233 = load i64, ptr %i, align 8
  %v234 = load i64, ptr %j, align 8
  %pos235 = mul i64 0, %dim
  %pos236 = add i64 %pos235, %v233
  %pos237 = mul i64 %pos236, %dim24
  %pos238 = add i64 %pos237, %v234
  %v239 = load double, ptr %bp_24, align 8
  %elp242 = getelementptr inbounds double, ptr %buf241, i64 %pos238
  store double %v239, ptr %elp242, align 8, !alias.scope !11, !noalias !12
  %i243 = load i64, ptr %j, align 8
  %next = add i64 %i243, 1
  store i64 %next, ptr %j, align 8
  br label %loop86

loop244:                                          ; preds = %ok404, %checked
  %i247 = load i64, ptr %j, align 8
  %more248 = icmp slt i64 %i247, %dim24
  br i1 %more248, label %body245, label %exit246

body245:                                          ; preds = %loop244
  %v249 = load i64, ptr %i, align 8
  %v250 = load i64, ptr %j, align 8
  %pos251 = mul i64 0, %dim3
  %pos252 = add i64 %pos251, %v249
  %pos253 = mul i64 %pos252, %dim26
  %pos254 = add i64 %pos253, %v250
  %elp255 = getelementptr inbounds double, ptr %buf, i64 %pos254
  %el256 = load double, ptr %elp255, align 8, !alias.scope !0, !noalias !3
  store double %el256, ptr %b_3, align 8
  %v257 = load i64, ptr %i, align 8
  %v258 = load i64, ptr %j, align 8
  %pos259 = mul i64 0, %dim
  %pos260 = add i64 %pos259, %v257
  %pos261 = mul i64 %pos260, %dim24
  %pos262 = add i64 %pos261, %v258
  %elp263 = getelementptr inbounds double, ptr %buf103, i64 %pos262
  %el264 = load double, ptr %elp263, align 8, !alias.scope !7, !noalias !8
  store double %el264, ptr %a_4, align 8
  %v265 = load double, ptr %b_3, align 8
  %call266 = call double @llvm.fabs.f64(double %v265)
  %fa267 = fadd double 4.000000e+00, %call266
  store double %fa267, ptr %bi_5, align 8
  %v268 = load double, ptr %a_4, align 8
  %v269 = load i64, ptr %i, align 8
  %v270 = load i64, ptr %j, align 8
  %sub271 = sub i64 %v270, 1
  %c272 = icmp sgt i64 %sub271, 0
  %mm273 = select i1 %c272, i64 %sub271, i64 0
  %inb = icmp ult i64 %v269, %dim50
  br i1 %inb, label %ok275, label %fail274

exit246:                                          ; preds = %loop244
  br label %versions_done

fail274:                                          ; preds = %body245
  %errp276 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp276, align 8
  %errp277 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp277, align 8
  %errp278 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v269, ptr %errp278, align 8
  %errp279 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim50, ptr %errp279, align 8
  ret i32 1

ok275:                                            ; preds = %body245
  %pos280 = mul i64 0, %dim50
  %pos281 = add i64 %pos280, %v269
  %inb282 = icmp ult i64 %mm273, %dim76
  br i1 %inb282, label %ok284, label %fail283

fail283:                                          ; preds = %ok275
  %errp285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp285, align 8
  %errp286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm273, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp288, align 8
  ret i32 1

ok284:                                            ; preds = %ok275
  %pos289 = mul i64 %pos281, %dim76
  %pos290 = add i64 %pos289, %mm273
  %elp291 = getelementptr inbounds double, ptr %buf117, i64 %pos290
  %el292 = load double, ptr %elp291, align 8, !alias.scope !9, !noalias !10
  %fm293 = fmul double %v268, %el292
  store double %fm293, ptr %ac_6, align 8
  %v294 = load i64, ptr %j, align 8
  %ic295 = icmp eq i64 %v294, 0
  br i1 %ic295, label %t296, label %e297

t296:                                             ; preds = %ok284
  br label %j298

e297:                                             ; preds = %ok284
  %v299 = load double, ptr %bi_5, align 8
  %tup300 = insertvalue { double, double, double, double } undef, double %v299, 0
  %v301 = load double, ptr %ac_6, align 8
  %fs302 = fsub double 0.000000e+00, %v301
  %tup303 = insertvalue { double, double, double, double } %tup300, double %fs302, 1
  %tup304 = insertvalue { double, double, double, double } %tup303, double 1.000000e+00, 2
  %tup305 = insertvalue { double, double, double, double } %tup304, double 0.000000e+00, 3
  br label %j298

j298:                                             ; preds = %e297, %t296
  %if306 = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t296 ], [ %tup305, %e297 ]
  store { double, double, double, double } %if306, ptr %mats_0, align 8
  %fldp307 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fldp308 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fld309 = load double, ptr %fldp308, align 8
  store double %fld309, ptr %mats_12.0, align 8
  %fldp310 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fldp311 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fld312 = load double, ptr %fldp311, align 8
  store double %fld312, ptr %mats_12.1, align 8
  %fldp313 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fldp314 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fld315 = load double, ptr %fldp314, align 8
  store double %fld315, ptr %mats_12.2, align 8
  %fldp316 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fldp317 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fld318 = load double, ptr %fldp317, align 8
  store double %fld318, ptr %mats_12.3, align 8
  %v319 = load i1, ptr %started_8, align 1
  br i1 %v319, label %then320, label %else321

then320:                                          ; preds = %j298
  %fldp323 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp324 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld325 = load double, ptr %fldp324, align 8
  store double %fld325, ptr %tup_13.0, align 8
  %fldp326 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp327 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld328 = load double, ptr %fldp327, align 8
  store double %fld328, ptr %tup_13.1, align 8
  %fldp329 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp330 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld331 = load double, ptr %fldp330, align 8
  store double %fld331, ptr %tup_13.2, align 8
  %fldp332 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp333 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld334 = load double, ptr %fldp333, align 8
  store double %fld334, ptr %tup_13.3, align 8
  %v335 = load double, ptr %tup_13.0, align 8
  %v336 = load double, ptr %mats_12.0, align 8
  %fm337 = fmul double %v335, %v336
  %fd338 = fdiv double 1.000000e+00, %fm337
  store double %fd338, ptr %s_23, align 8
  %v339 = load double, ptr %mats_12.0, align 8
  %v340 = load double, ptr %tup_13.0, align 8
  %fm341 = fmul double %v339, %v340
  %v342 = load double, ptr %mats_12.1, align 8
  %v343 = load double, ptr %tup_13.2, align 8
  %fm344 = fmul double %v342, %v343
  %fa345 = fadd double %fm341, %fm344
  %v346 = load double, ptr %s_23, align 8
  %fm347 = fmul double %fa345, %v346
  %tup348 = insertvalue { double, double, double, double } undef, double %fm347, 0
  %v349 = load double, ptr %mats_12.0, align 8
  %v350 = load double, ptr %tup_13.1, align 8
  %fm351 = fmul double %v349, %v350
  %v352 = load double, ptr %mats_12.1, align 8
  %v353 = load double, ptr %tup_13.3, align 8
  %fm354 = fmul double %v352, %v353
  %fa355 = fadd double %fm351, %fm354
  %v356 = load double, ptr %s_23, align 8
  %fm357 = fmul double %fa355, %v356
  %tup358 = insertvalue { double, double, double, double } %tup348, double %fm357, 1
  %v359 = load double, ptr %mats_12.2, align 8
  %v360 = load double, ptr %tup_13.0, align 8
  %fm361 = fmul double %v359, %v360
  %v362 = load double, ptr %mats_12.3, align 8
  %v363 = load double, ptr %tup_13.2, align 8
  %fm364 = fmul double %v362, %v363
  %fa365 = fadd double %fm361, %fm364
  %v366 = load double, ptr %s_23, align 8
  %fm367 = fmul double %fa365, %v366
  %tup368 = insertvalue { double, double, double, double } %tup358, double %fm367, 2
  %v369 = load double, ptr %mats_12.2, align 8
  %v370 = load double, ptr %tup_13.1, align 8
  %fm371 = fmul double %v369, %v370
  %v372 = load double, ptr %mats_12.3, align 8
  %v373 = load double, ptr %tup_13.3, align 8
  %fm374 = fmul double %v372, %v373
  %fa375 = fadd double %fm371, %fm374
  %v376 = load double, ptr %s_23, align 8
  %fm377 = fmul double %fa375, %v376
  %tup378 = insertvalue { double, double, double, double } %tup368, double %fm377, 3
  store { double, double, double, double } %tup378, ptr %acc_prods_7, align 8
  br label %join322

else321:                                          ; preds = %j298
  %v379 = load double, ptr %mats_12.0, align 8
  %tup380 = insertvalue { double, double, double, double } undef, double %v379, 0
  %v381 = load double, ptr %mats_12.1, align 8
  %tup382 = insertvalue { double, double, double, double } %tup380, double %v381, 1
  %v383 = load double, ptr %mats_12.2, align 8
  %tup384 = insertvalue { double, double, double, double } %tup382, double %v383, 2
  %v385 = load double, ptr %mats_12.3, align 8
  %tup386 = insertvalue { double, double, double, double } %tup384, double %v385, 3
  store { double, double, double, double } %tup386, ptr %acc_prods_7, align 8
  store i1 true, ptr %started_8, align 1
  br label %join322

join322:                                          ; preds = %else321, %then320
  %fldp387 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp388 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld389 = load double, ptr %fldp388, align 8
  store double %fld389, ptr %prods_9.0, align 8
  %fldp390 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp391 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld392 = load double, ptr %fldp391, align 8
  store double %fld392, ptr %prods_9.1, align 8
  %fldp393 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp394 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld395 = load double, ptr %fldp394, align 8
  store double %fld395, ptr %prods_9.2, align 8
  %fldp396 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp397 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld398 = load double, ptr %fldp397, align 8
  store double %fld398, ptr %prods_9.3, align 8
  %v399 = load i64, ptr %i, align 8
  %pos400 = mul i64 0, %dim3
  %pos401 = add i64 %pos400, %v399
  %inb402 = icmp ult i64 0, %dim26
  br i1 %inb402, label %ok404, label %fail403

fail403:                                          ; preds = %join322
  %errp405 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp405, align 8
  %errp406 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp406, align 8
  %errp407 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp407, align 8
  %errp408 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp408, align 8
  ret i32 1

ok404:                                            ; preds = %join322
  %pos409 = mul i64 %pos401, %dim26
  %pos410 = add i64 %pos409, 0
  %elp411 = getelementptr inbounds double, ptr %buf, i64 %pos410
  %el412 = load double, ptr %elp411, align 8, !alias.scope !0, !noalias !3
  %call413 = call double @llvm.fabs.f64(double %el412)
  %fa414 = fadd double 4.000000e+00, %call413
  store double %fa414, ptr %b0_28, align 8
  %v415 = load double, ptr %prods_9.0, align 8
  %v416 = load double, ptr %b0_28, align 8
  %fm417 = fmul double %v415, %v416
  %v418 = load double, ptr %prods_9.1, align 8
  %fa419 = fadd double %fm417, %v418
  %v420 = load double, ptr %prods_9.2, align 8
  %v421 = load double, ptr %b0_28, align 8
  %fm422 = fmul double %v420, %v421
  %v423 = load double, ptr %prods_9.3, align 8
  %fa424 = fadd double %fm422, %v423
  %fd425 = fdiv double %fa419, %fa424
  store double %fd425, ptr %bp_24, align 8
  %v426 = load i64, ptr %i, align 8
  %v427 = load i64, ptr %j, align 8
  %pos428 = mul i64 0, %dim
  %pos429 = add i64 %pos428, %v426
  %pos430 = mul i64 %pos429, %dim24
  %pos431 = add i64 %pos430, %v427
  %v432 = load double, ptr %bp_24, align 8
  %elp433 = getelementptr inbounds double, ptr %buf241, i64 %pos431
  store double %v432, ptr %elp433, align 8, !alias.scope !11, !noalias !12
  %i434 = load i64, ptr %j, align 8
  %next435 = add i64 %i434, 1
  store i64 %next435, ptr %j, align 8
  br label %loop244
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
  %i = alloca i64, align 8
  %acc_fwds_35 = alloca { double, double }, align 8
  %started_36 = alloca i1, align 1
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 1
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 25
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %dimp49 = getelementptr inbounds i64, ptr %1, i64 48
  %dim50 = load i64, ptr %dimp49, align 8
  %dimp75 = getelementptr inbounds i64, ptr %1, i64 49
  %dim76 = load i64, ptr %dimp75, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_32 = alloca double, align 8
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf99 = load ptr, ptr %bufp98, align 8
  %y_33 = alloca double, align 8
  %bufp111 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf112 = load ptr, ptr %bufp111, align 8
  %k = alloca double, align 8
  %fwd_29 = alloca { double, double }, align 8
  %fwd_40.0 = alloca double, align 8
  %fwd_40.1 = alloca double, align 8
  %tup_41.0 = alloca double, align 8
  %tup_41.1 = alloca double, align 8
  %fwds_37.0 = alloca double, align 8
  %fwds_37.1 = alloca double, align 8
  %bufp156 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf157 = load ptr, ptr %bufp156, align 8
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

loop:                                             ; preds = %versions_done, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  store { double, double } zeroinitializer, ptr %acc_fwds_35, align 8
  store i1 false, ptr %started_36, align 1
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp29, align 8
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
  store i64 3, ptr %errp38, align 8
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
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits48 = and i1 %fits_low, %fits_high
  %least = select i1 %fits48, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits48, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim50 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok51 = and i1 true, %low_ok
  %ok52 = and i1 %ok51, %high_ok
  %v53 = load i64, ptr %j, align 8
  %sub = sub i64 %v53, 1
  %base54 = sext i64 %sub to i128
  store i64 1, ptr %j, align 8
  %v55 = load i64, ptr %j, align 8
  %sub56 = sub i64 %v55, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %sub56 to i128
  %step = sub i128 %at_next, %base54
  %step57 = trunc i128 %step to i64
  %step58 = sext i64 %step57 to i128
  %len = sub i64 %dim24, 0
  %span = sub i64 %len, 1
  %span59 = sext i64 %span to i128
  %reach = mul i128 %step58, %span59
  %c60 = icmp slt i128 %reach, 0
  %min61 = select i1 %c60, i128 %reach, i128 0
  %c62 = icmp sgt i128 %reach, 0
  %max63 = select i1 %c62, i128 %reach, i128 0
  %least64 = add i128 %base54, %min61
  %most65 = add i128 %base54, %max63
  %fits_low66 = icmp sge i128 %least64, -9223372036854775808
  %fits_high67 = icmp sle i128 %most65, 9223372036854775807
  %fits68 = and i1 %fits_low66, %fits_high67
  %least69 = select i1 %fits68, i128 %least64, i128 -9223372036854775808
  %most70 = select i1 %fits68, i128 %most65, i128 9223372036854775807
  %c71 = icmp sgt i128 %least69, 0
  %max72 = select i1 %c71, i128 %least69, i128 0
  %c73 = icmp sgt i128 %most70, 0
  %max74 = select i1 %c73, i128 %most70, i128 0
  %extent77 = sext i64 %dim76 to i128
  %low_ok78 = icmp sge i128 %max72, 0
  %high_ok79 = icmp slt i128 %max74, %extent77
  %ok80 = and i1 %ok52, %low_ok78
  %ok81 = and i1 %ok80, %high_ok79
  br i1 %ok81, label %proved, label %checked

proved:                                           ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop82

checked:                                          ; preds = %ok43
  store i64 0, ptr %j, align 8
  br label %loop160

versions_done:                                    ; preds = %exit162, %exit84
  %i264 = load i64, ptr %i, align 8
  %next265 = add i64 %i264, 1
  store i64 %next265, ptr %i, align 8
  br label %loop

loop82:                                           ; preds = %join, %proved
  %i85 = load i64, ptr %j, align 8
  %more86 = icmp slt i64 %i85, %dim24
  br i1 %more86, label %body83, label %exit84

body83:                                           ; preds = %loop82
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos89 = add i64 %pos, %v87
  %pos90 = mul i64 %pos89, %dim24
  %pos91 = add i64 %pos90, %v88
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos91
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %a_32, align 8
  %v92 = load i64, ptr %i, align 8
  %v93 = load i64, ptr %j, align 8
  %pos94 = mul i64 0, %dim6
  %pos95 = add i64 %pos94, %v92
  %pos96 = mul i64 %pos95, %dim33
  %pos97 = add i64 %pos96, %v93
  %elp100 = getelementptr inbounds double, ptr %buf99, i64 %pos97
  %el101 = load double, ptr %elp100, align 8, !alias.scope !7, !noalias !8
  store double %el101, ptr %y_33, align 8
  %v102 = load double, ptr %a_32, align 8
  %v103 = load i64, ptr %i, align 8
  %v104 = load i64, ptr %j, align 8
  %sub105 = sub i64 %v104, 1
  %c106 = icmp sgt i64 %sub105, 0
  %mm = select i1 %c106, i64 %sub105, i64 0
  %pos107 = mul i64 0, %dim50
  %pos108 = add i64 %pos107, %v103
  %pos109 = mul i64 %pos108, %dim76
  %pos110 = add i64 %pos109, %mm
  %elp113 = getelementptr inbounds double, ptr %buf112, i64 %pos110
  %el114 = load double, ptr %elp113, align 8, !alias.scope !9, !noalias !10
  %fd = fdiv double %v102, %el114
  store double %fd, ptr %k, align 8
  %v115 = load double, ptr %y_33, align 8
  %tup = insertvalue { double, double } undef, double %v115, 0
  %v116 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v116, 0
  br i1 %ic, label %t, label %e

exit84:                                           ; preds = %loop82
  br label %versions_done

t:                                                ; preds = %body83
  br label %j117

e:                                                ; preds = %body83
  %v118 = load double, ptr %k, align 8
  %fs = fsub double 0.000000e+00, %v118
  br label %j117

j117:                                             ; preds = %e, %t
  %if = phi double [ 0.000000e+00, %t ], [ %fs, %e ]
  %tup119 = insertvalue { double, double } %tup, double %if, 1
  store { double, double } %tup119, ptr %fwd_29, align 8
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fldp120 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fld = load double, ptr %fldp120, align 8
  store double %fld, ptr %fwd_40.0, align 8
  %fldp121 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fldp122 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fld123 = load double, ptr %fldp122, align 8
  store double %fld123, ptr %fwd_40.1, align 8
  %v124 = load i1, ptr %started_36, align 1
  br i1 %v124, label %then, label %else

then:                                             ; preds = %j117
  %fldp125 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp126 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld127 = load double, ptr %fldp126, align 8
  store double %fld127, ptr %tup_41.0, align 8
  %fldp128 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp129 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld130 = load double, ptr %fldp129, align 8
  store double %fld130, ptr %tup_41.1, align 8
  %v131 = load double, ptr %fwd_40.0, align 8
  %v132 = load double, ptr %fwd_40.1, align 8
  %v133 = load double, ptr %tup_41.0, align 8
  %fm = fmul double %v132, %v133
  %fa = fadd double %v131, %fm
  %tup134 = insertvalue { double, double } undef, double %fa, 0
  %v135 = load double, ptr %fwd_40.1, align 8
  %v136 = load double, ptr %tup_41.1, align 8
  %fm137 = fmul double %v135, %v136
  %tup138 = insertvalue { double, double } %tup134, double %fm137, 1
  store { double, double } %tup138, ptr %acc_fwds_35, align 8
  br label %join

else:                                             ; preds = %j117
  %v139 = load double, ptr %fwd_40.0, align 8
  %tup140 = insertvalue { double, double } undef, double %v139, 0
  %v141 = load double, ptr %fwd_40.1, align 8
  %tup142 = insertvalue { double, double } %tup140, double %v141, 1
  store { double, double } %tup142, ptr %acc_fwds_35, align 8
  store i1 true, ptr %started_36, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp143 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp144 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld145 = load double, ptr %fldp144, align 8
  store double %fld145, ptr %fwds_37.0, align 8
  %fldp146 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp147 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld148 = load double, ptr %fldp147, align 8
  store double %fld148, ptr %fwds_37.1, align 8
  %v149 = load i64, ptr %i, align 8
  %v150 = load i64, ptr %j, align 8
  %pos151 = mul i64 0, %dim
  %pos152 = add i64 %pos151, %v149
  %pos153 = mul i64 %pos152, %dim24
  %pos154 = add i64 %pos153, %v150
  %v155 = load double, ptr %fwds_37.0, align 8
  %elp158 = getelementptr inbounds double, ptr %buf157, i64 %pos154
  store double %v155, ptr %elp158, align 8, !alias.scope !11, !noalias !12
  %i159 = load i64, ptr %j, align 8
  %next = add i64 %i159, 1
  store i64 %next, ptr %j, align 8
  br label %loop82

loop160:                                          ; preds = %join227, %checked
  %i163 = load i64, ptr %j, align 8
  %more164 = icmp slt i64 %i163, %dim24
  br i1 %more164, label %body161, label %exit162

body161:                                          ; preds = %loop160
  %v165 = load i64, ptr %i, align 8
  %v166 = load i64, ptr %j, align 8
  %pos167 = mul i64 0, %dim
  %pos168 = add i64 %pos167, %v165
  %pos169 = mul i64 %pos168, %dim24
  %pos170 = add i64 %pos169, %v166
  %elp171 = getelementptr inbounds double, ptr %buf, i64 %pos170
  %el172 = load double, ptr %elp171, align 8, !alias.scope !0, !noalias !3
  store double %el172, ptr %a_32, align 8
  %v173 = load i64, ptr %i, align 8
  %v174 = load i64, ptr %j, align 8
  %pos175 = mul i64 0, %dim6
  %pos176 = add i64 %pos175, %v173
  %pos177 = mul i64 %pos176, %dim33
  %pos178 = add i64 %pos177, %v174
  %elp179 = getelementptr inbounds double, ptr %buf99, i64 %pos178
  %el180 = load double, ptr %elp179, align 8, !alias.scope !7, !noalias !8
  store double %el180, ptr %y_33, align 8
  %v181 = load double, ptr %a_32, align 8
  %v182 = load i64, ptr %i, align 8
  %v183 = load i64, ptr %j, align 8
  %sub184 = sub i64 %v183, 1
  %c185 = icmp sgt i64 %sub184, 0
  %mm186 = select i1 %c185, i64 %sub184, i64 0
  %inb = icmp ult i64 %v182, %dim50
  br i1 %inb, label %ok188, label %fail187

exit162:                                          ; preds = %loop160
  br label %versions_done

fail187:                                          ; preds = %body161
  %errp189 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp189, align 8
  %errp190 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp190, align 8
  %errp191 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v182, ptr %errp191, align 8
  %errp192 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim50, ptr %errp192, align 8
  ret i32 1

ok188:                                            ; preds = %body161
  %pos193 = mul i64 0, %dim50
  %pos194 = add i64 %pos193, %v182
  %inb195 = icmp ult i64 %mm186, %dim76
  br i1 %inb195, label %ok197, label %fail196

fail196:                                          ; preds = %ok188
  %errp198 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp198, align 8
  %errp199 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp199, align 8
  %errp200 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm186, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp201, align 8
  ret i32 1

ok197:                                            ; preds = %ok188
  %pos202 = mul i64 %pos194, %dim76
  %pos203 = add i64 %pos202, %mm186
  %elp204 = getelementptr inbounds double, ptr %buf112, i64 %pos203
  %el205 = load double, ptr %elp204, align 8, !alias.scope !9, !noalias !10
  %fd206 = fdiv double %v181, %el205
  store double %fd206, ptr %k, align 8
  %v207 = load double, ptr %y_33, align 8
  %tup208 = insertvalue { double, double } undef, double %v207, 0
  %v209 = load i64, ptr %j, align 8
  %ic210 = icmp eq i64 %v209, 0
  br i1 %ic210, label %t211, label %e212

t211:                                             ; preds = %ok197
  br label %j213

e212:                                             ; preds = %ok197
  %v214 = load double, ptr %k, align 8
  %fs215 = fsub double 0.000000e+00, %v214
  br label %j213

j213:                                             ; preds = %e212, %t211
  %if216 = phi double [ 0.000000e+00, %t211 ], [ %fs215, %e212 ]
  %tup217 = insertvalue { double, double } %tup208, double %if216, 1
  store { double, double } %tup217, ptr %fwd_29, align 8
  %fldp218 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fldp219 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fld220 = load double, ptr %fldp219, align 8
  store double %fld220, ptr %fwd_40.0, align 8
  %fldp221 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fldp222 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fld223 = load double, ptr %fldp222, align 8
  store double %fld223, ptr %fwd_40.1, align 8
  %v224 = load i1, ptr %started_36, align 1
  br i1 %v224, label %then225, label %else226

then225:                                          ; preds = %j213
  %fldp228 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp229 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld230 = load double, ptr %fldp229, align 8
  store double %fld230, ptr %tup_41.0, align 8
  %fldp231 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp232 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld233 = load double, ptr %fldp232, align 8
  store double %fld233, ptr %tup_41.1, align 8
  %v234 = load double, ptr %fwd_40.0, align 8
  %v235 = load double, ptr %fwd_40.1, align 8
  %v236 = load double, ptr %tup_41.0, align 8
  %fm237 = fmul double %v235, %v236
  %fa238 = fadd double %v234, %fm237
  %tup239 = insertvalue { double, double } undef, double %fa238, 0
  %v240 = load double, ptr %fwd_40.1, align 8
  %v241 = load double, ptr %tup_41.1, align 8
  %fm242 = fmul double %v240, %v241
  %tup243 = insertvalue { double, double } %tup239, double %fm242, 1
  store { double, double } %tup243, ptr %acc_fwds_35, align 8
  br label %join227

else226:                                          ; preds = %j213
  %v244 = load double, ptr %fwd_40.0, align 8
  %tup245 = insertvalue { double, double } undef, double %v244, 0
  %v246 = load double, ptr %fwd_40.1, align 8
  %tup247 = insertvalue { double, double } %tup245, double %v246, 1
  store { double, double } %tup247, ptr %acc_fwds_35, align 8
  store i1 true, ptr %started_36, align 1
  br label %join227

join227:                                          ; preds = %else226, %then225
  %fldp248 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp249 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld250 = load double, ptr %fldp249, align 8
  store double %fld250, ptr %fwds_37.0, align 8
  %fldp251 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp252 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld253 = load double, ptr %fldp252, align 8
  store double %fld253, ptr %fwds_37.1, align 8
  %v254 = load i64, ptr %i, align 8
  %v255 = load i64, ptr %j, align 8
  %pos256 = mul i64 0, %dim
  %pos257 = add i64 %pos256, %v254
  %pos258 = mul i64 %pos257, %dim24
  %pos259 = add i64 %pos258, %v255
  %v260 = load double, ptr %fwds_37.0, align 8
  %elp261 = getelementptr inbounds double, ptr %buf157, i64 %pos259
  store double %v260, ptr %elp261, align 8, !alias.scope !11, !noalias !12
  %i262 = load i64, ptr %j, align 8
  %next263 = add i64 %i262, 1
  store i64 %next263, ptr %j, align 8
  br label %loop160
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
  %acc_bwds_58 = alloca { double, double }, align 8
  %started_59 = alloca i1, align 1
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
  %bp_54 = alloca double, align 8
  %bufp94 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf95 = load ptr, ptr %bufp94, align 8
  %c_55 = alloca double, align 8
  %bufp104 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf105 = load ptr, ptr %bufp104, align 8
  %yp_56 = alloca double, align 8
  %k = alloca double, align 8
  %bwd_51 = alloca { double, double }, align 8
  %bwd_63.0 = alloca double, align 8
  %bwd_63.1 = alloca double, align 8
  %tup_67.0 = alloca double, align 8
  %tup_67.1 = alloca double, align 8
  %bwds_60.0 = alloca double, align 8
  %bwds_60.1 = alloca double, align 8
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
  store { double, double } zeroinitializer, ptr %acc_bwds_58, align 8
  store i1 false, ptr %started_59, align 1
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
  store double %el, ptr %bp_54, align 8
  %v88 = load i64, ptr %i, align 8
  %v89 = load i64, ptr %j, align 8
  %pos90 = mul i64 0, %dim8
  %pos91 = add i64 %pos90, %v88
  %pos92 = mul i64 %pos91, %dim51
  %pos93 = add i64 %pos92, %v89
  %elp96 = getelementptr inbounds double, ptr %buf95, i64 %pos93
  %el97 = load double, ptr %elp96, align 8, !alias.scope !7, !noalias !8
  store double %el97, ptr %c_55, align 8
  %v98 = load i64, ptr %i, align 8
  %v99 = load i64, ptr %j, align 8
  %pos100 = mul i64 0, %dim18
  %pos101 = add i64 %pos100, %v98
  %pos102 = mul i64 %pos101, %dim61
  %pos103 = add i64 %pos102, %v99
  %elp106 = getelementptr inbounds double, ptr %buf105, i64 %pos103
  %el107 = load double, ptr %elp106, align 8, !alias.scope !9, !noalias !10
  store double %el107, ptr %yp_56, align 8
  %v108 = load double, ptr %c_55, align 8
  %v109 = load double, ptr %bp_54, align 8
  %fd = fdiv double %v108, %v109
  store double %fd, ptr %k, align 8
  %v110 = load double, ptr %yp_56, align 8
  %v111 = load double, ptr %bp_54, align 8
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
  store { double, double } %tup116, ptr %bwd_51, align 8
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 0
  %fldp117 = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 0
  %fld = load double, ptr %fldp117, align 8
  store double %fld, ptr %bwd_63.0, align 8
  %fldp118 = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 1
  %fldp119 = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 1
  %fld120 = load double, ptr %fldp119, align 8
  store double %fld120, ptr %bwd_63.1, align 8
  %v121 = load i1, ptr %started_59, align 1
  br i1 %v121, label %then, label %else

then:                                             ; preds = %j114
  %fldp122 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fldp123 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fld124 = load double, ptr %fldp123, align 8
  store double %fld124, ptr %tup_67.0, align 8
  %fldp125 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fldp126 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fld127 = load double, ptr %fldp126, align 8
  store double %fld127, ptr %tup_67.1, align 8
  %v128 = load double, ptr %bwd_63.0, align 8
  %v129 = load double, ptr %bwd_63.1, align 8
  %v130 = load double, ptr %tup_67.0, align 8
  %fm = fmul double %v129, %v130
  %fa = fadd double %v128, %fm
  %tup131 = insertvalue { double, double } undef, double %fa, 0
  %v132 = load double, ptr %bwd_63.1, align 8
  %v133 = load double, ptr %tup_67.1, align 8
  %fm134 = fmul double %v132, %v133
  %tup135 = insertvalue { double, double } %tup131, double %fm134, 1
  store { double, double } %tup135, ptr %acc_bwds_58, align 8
  br label %join

else:                                             ; preds = %j114
  %v136 = load double, ptr %bwd_63.0, align 8
  %tup137 = insertvalue { double, double } undef, double %v136, 0
  %v138 = load double, ptr %bwd_63.1, align 8
  %tup139 = insertvalue { double, double } %tup137, double %v138, 1
  store { double, double } %tup139, ptr %acc_bwds_58, align 8
  store i1 true, ptr %started_59, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp140 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fldp141 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fld142 = load double, ptr %fldp141, align 8
  store double %fld142, ptr %bwds_60.0, align 8
  %fldp143 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fldp144 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fld145 = load double, ptr %fldp144, align 8
  store double %fld145, ptr %bwds_60.1, align 8
  %v146 = load i64, ptr %i, align 8
  %v147 = load i64, ptr %j, align 8
  %pos148 = mul i64 0, %dim
  %pos149 = add i64 %pos148, %v146
  %pos150 = mul i64 %pos149, %dim39
  %pos151 = add i64 %pos150, %v147
  %v152 = load double, ptr %bwds_60.0, align 8
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

