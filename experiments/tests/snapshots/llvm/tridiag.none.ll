; cluster c0: mats
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
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf99 = load ptr, ptr %bufp98, align 8
  %a_4 = alloca double, align 8
  %bi_5 = alloca double, align 8
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf113 = load ptr, ptr %bufp112, align 8
  %ac_6 = alloca double, align 8
  %mats_0 = alloca { double, double, double, double }, align 8
  %bufp129 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf130 = load ptr, ptr %bufp129, align 8
  %bufp134 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf135 = load ptr, ptr %bufp134, align 8
  %bufp139 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf140 = load ptr, ptr %bufp139, align 8
  %bufp144 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf145 = load ptr, ptr %bufp144, align 8
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
  store i64 0, ptr %errp18, align 8
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
  store i64 0, ptr %errp45, align 8
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
  br label %loop148

versions_done:                                    ; preds = %exit150, %exit84
  %i231 = load i64, ptr %i, align 8
  %next232 = add i64 %i231, 1
  store i64 %next232, ptr %i, align 8
  br label %loop

loop82:                                           ; preds = %j117, %proved
  %i85 = load i64, ptr %j, align 8
  %more86 = icmp slt i64 %i85, %dim24
  br i1 %more86, label %body83, label %exit84

body83:                                           ; preds = %loop82
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos89 = add i64 %pos, %v87
  %pos90 = mul i64 %pos89, %dim26
  %pos91 = add i64 %pos90, %v88
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos91
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %b_3, align 8
  %v92 = load i64, ptr %i, align 8
  %v93 = load i64, ptr %j, align 8
  %pos94 = mul i64 0, %dim
  %pos95 = add i64 %pos94, %v92
  %pos96 = mul i64 %pos95, %dim24
  %pos97 = add i64 %pos96, %v93
  %elp100 = getelementptr inbounds double, ptr %buf99, i64 %pos97
  %el101 = load double, ptr %elp100, align 8, !alias.scope !10, !noalias !11
  store double %el101, ptr %a_4, align 8
  %v102 = load double, ptr %b_3, align 8
  %call = call double @llvm.fabs.f64(double %v102)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %bi_5, align 8
  %v103 = load double, ptr %a_4, align 8
  %v104 = load i64, ptr %i, align 8
  %v105 = load i64, ptr %j, align 8
  %sub106 = sub i64 %v105, 1
  %c107 = icmp sgt i64 %sub106, 0
  %mm = select i1 %c107, i64 %sub106, i64 0
  %pos108 = mul i64 0, %dim50
  %pos109 = add i64 %pos108, %v104
  %pos110 = mul i64 %pos109, %dim76
  %pos111 = add i64 %pos110, %mm
  %elp114 = getelementptr inbounds double, ptr %buf113, i64 %pos111
  %el115 = load double, ptr %elp114, align 8, !alias.scope !12, !noalias !13
  %fm = fmul double %v103, %el115
  store double %fm, ptr %ac_6, align 8
  %v116 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v116, 0
  br i1 %ic, label %t, label %e

exit84:                                           ; preds = %loop82
  br label %versions_done

t:                                                ; preds = %body83
  br label %j117

e:                                                ; preds = %body83
  %v118 = load double, ptr %bi_5, align 8
  %tup = insertvalue { double, double, double, double } undef, double %v118, 0
  %v119 = load double, ptr %ac_6, align 8
  %fs = fsub double 0.000000e+00, %v119
  %tup120 = insertvalue { double, double, double, double } %tup, double %fs, 1
  %tup121 = insertvalue { double, double, double, double } %tup120, double 1.000000e+00, 2
  %tup122 = insertvalue { double, double, double, double } %tup121, double 0.000000e+00, 3
  br label %j117

j117:                                             ; preds = %e, %t
  %if = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t ], [ %tup122, %e ]
  store { double, double, double, double } %if, ptr %mats_0, align 8
  %v123 = load i64, ptr %i, align 8
  %v124 = load i64, ptr %j, align 8
  %pos125 = mul i64 0, %dim
  %pos126 = add i64 %pos125, %v123
  %pos127 = mul i64 %pos126, %dim24
  %pos128 = add i64 %pos127, %v124
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp131 = getelementptr inbounds double, ptr %buf130, i64 %pos128
  store double %fv, ptr %elp131, align 8, !alias.scope !14, !noalias !15
  %fldp132 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fv133 = load double, ptr %fldp132, align 8
  %elp136 = getelementptr inbounds double, ptr %buf135, i64 %pos128
  store double %fv133, ptr %elp136, align 8, !alias.scope !16, !noalias !17
  %fldp137 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fv138 = load double, ptr %fldp137, align 8
  %elp141 = getelementptr inbounds double, ptr %buf140, i64 %pos128
  store double %fv138, ptr %elp141, align 8, !alias.scope !18, !noalias !19
  %fldp142 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fv143 = load double, ptr %fldp142, align 8
  %elp146 = getelementptr inbounds double, ptr %buf145, i64 %pos128
  store double %fv143, ptr %elp146, align 8, !alias.scope !20, !noalias !21
  %i147 = load i64, ptr %j, align 8
  %next = add i64 %i147, 1
  store i64 %next, ptr %j, align 8
  br label %loop82

loop148:                                          ; preds = %j202, %checked
  %i151 = load i64, ptr %j, align 8
  %more152 = icmp slt i64 %i151, %dim24
  br i1 %more152, label %body149, label %exit150

body149:                                          ; preds = %loop148
  %v153 = load i64, ptr %i, align 8
  %v154 = load i64, ptr %j, align 8
  %pos155 = mul i64 0, %dim3
  %pos156 = add i64 %pos155, %v153
  %pos157 = mul i64 %pos156, %dim26
  %pos158 = add i64 %pos157, %v154
  %elp159 = getelementptr inbounds double, ptr %buf, i64 %pos158
  %el160 = load double, ptr %elp159, align 8, !alias.scope !0, !noalias !3
  store double %el160, ptr %b_3, align 8
  %v161 = load i64, ptr %i, align 8
  %v162 = load i64, ptr %j, align 8
  %pos163 = mul i64 0, %dim
  %pos164 = add i64 %pos163, %v161
  %pos165 = mul i64 %pos164, %dim24
  %pos166 = add i64 %pos165, %v162
  %elp167 = getelementptr inbounds double, ptr %buf99, i64 %pos166
  %el168 = load double, ptr %elp167, align 8, !alias.scope !10, !noalias !11
  store double %el168, ptr %a_4, align 8
  %v169 = load double, ptr %b_3, align 8
  %call170 = call double @llvm.fabs.f64(double %v169)
  %fa171 = fadd double 4.000000e+00, %call170
  store double %fa171, ptr %bi_5, align 8
  %v172 = load double, ptr %a_4, align 8
  %v173 = load i64, ptr %i, align 8
  %v174 = load i64, ptr %j, align 8
  %sub175 = sub i64 %v174, 1
  %c176 = icmp sgt i64 %sub175, 0
  %mm177 = select i1 %c176, i64 %sub175, i64 0
  %inb = icmp ult i64 %v173, %dim50
  br i1 %inb, label %ok179, label %fail178

exit150:                                          ; preds = %loop148
  br label %versions_done

fail178:                                          ; preds = %body149
  %errp180 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp180, align 8
  %errp181 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp181, align 8
  %errp182 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v173, ptr %errp182, align 8
  %errp183 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim50, ptr %errp183, align 8
  ret i32 1

ok179:                                            ; preds = %body149
  %pos184 = mul i64 0, %dim50
  %pos185 = add i64 %pos184, %v173
  %inb186 = icmp ult i64 %mm177, %dim76
  br i1 %inb186, label %ok188, label %fail187

fail187:                                          ; preds = %ok179
  %errp189 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp189, align 8
  %errp190 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp190, align 8
  %errp191 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm177, ptr %errp191, align 8
  %errp192 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp192, align 8
  ret i32 1

ok188:                                            ; preds = %ok179
  %pos193 = mul i64 %pos185, %dim76
  %pos194 = add i64 %pos193, %mm177
  %elp195 = getelementptr inbounds double, ptr %buf113, i64 %pos194
  %el196 = load double, ptr %elp195, align 8, !alias.scope !12, !noalias !13
  %fm197 = fmul double %v172, %el196
  store double %fm197, ptr %ac_6, align 8
  %v198 = load i64, ptr %j, align 8
  %ic199 = icmp eq i64 %v198, 0
  br i1 %ic199, label %t200, label %e201

t200:                                             ; preds = %ok188
  br label %j202

e201:                                             ; preds = %ok188
  %v203 = load double, ptr %bi_5, align 8
  %tup204 = insertvalue { double, double, double, double } undef, double %v203, 0
  %v205 = load double, ptr %ac_6, align 8
  %fs206 = fsub double 0.000000e+00, %v205
  %tup207 = insertvalue { double, double, double, double } %tup204, double %fs206, 1
  %tup208 = insertvalue { double, double, double, double } %tup207, double 1.000000e+00, 2
  %tup209 = insertvalue { double, double, double, double } %tup208, double 0.000000e+00, 3
  br label %j202

j202:                                             ; preds = %e201, %t200
  %if210 = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t200 ], [ %tup209, %e201 ]
  store { double, double, double, double } %if210, ptr %mats_0, align 8
  %v211 = load i64, ptr %i, align 8
  %v212 = load i64, ptr %j, align 8
  %pos213 = mul i64 0, %dim
  %pos214 = add i64 %pos213, %v211
  %pos215 = mul i64 %pos214, %dim24
  %pos216 = add i64 %pos215, %v212
  %fldp217 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fv218 = load double, ptr %fldp217, align 8
  %elp219 = getelementptr inbounds double, ptr %buf130, i64 %pos216
  store double %fv218, ptr %elp219, align 8, !alias.scope !14, !noalias !15
  %fldp220 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fv221 = load double, ptr %fldp220, align 8
  %elp222 = getelementptr inbounds double, ptr %buf135, i64 %pos216
  store double %fv221, ptr %elp222, align 8, !alias.scope !16, !noalias !17
  %fldp223 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fv224 = load double, ptr %fldp223, align 8
  %elp225 = getelementptr inbounds double, ptr %buf140, i64 %pos216
  store double %fv224, ptr %elp225, align 8, !alias.scope !18, !noalias !19
  %fldp226 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fv227 = load double, ptr %fldp226, align 8
  %elp228 = getelementptr inbounds double, ptr %buf145, i64 %pos216
  store double %fv227, ptr %elp228, align 8, !alias.scope !20, !noalias !21
  %i229 = load i64, ptr %j, align 8
  %next230 = add i64 %i229, 1
  store i64 %next230, ptr %j, align 8
  br label %loop148
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.6", !2}
!9 = !{!"fuselab.buf.7", !2}
!10 = !{!4}
!11 = !{!1, !5, !6, !7, !8, !9}
!12 = !{!5}
!13 = !{!4, !1, !6, !7, !8, !9}
!14 = !{!6}
!15 = !{!4, !1, !5, !7, !8, !9}
!16 = !{!7}
!17 = !{!4, !1, !5, !6, !8, !9}
!18 = !{!8}
!19 = !{!4, !1, !5, !6, !7, !9}
!20 = !{!9}
!21 = !{!4, !1, !5, !6, !7, !8}

; cluster c1: prods
; ModuleID = 'tridiag_c1'
source_filename = "tridiag_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_prods_7 = alloca { double, double, double, double }, align 8
  %started_8 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 33
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %mats_12 = alloca { double, double, double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf50 = load ptr, ptr %bufp49, align 8
  %tup_13.0 = alloca double, align 8
  %tup_13.1 = alloca double, align 8
  %tup_13.2 = alloca double, align 8
  %tup_13.3 = alloca double, align 8
  %tup_18.0 = alloca double, align 8
  %tup_18.1 = alloca double, align 8
  %tup_18.2 = alloca double, align 8
  %tup_18.3 = alloca double, align 8
  %s_23 = alloca double, align 8
  %prods_9.0 = alloca double, align 8
  %prods_9.1 = alloca double, align 8
  %prods_9.2 = alloca double, align 8
  %prods_9.3 = alloca double, align 8
  %bufp155 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf156 = load ptr, ptr %bufp155, align 8
  %bufp159 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf160 = load ptr, ptr %bufp159, align 8
  %bufp163 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf164 = load ptr, ptr %bufp163, align 8
  %bufp167 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf168 = load ptr, ptr %bufp167, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store { double, double, double, double } zeroinitializer, ptr %acc_prods_7, align 8
  store i1 false, ptr %started_8, align 1
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp20, align 8
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
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %join, %ok25
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !11, !noalias !12
  %fldp43 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %elp46 = getelementptr inbounds double, ptr %buf45, i64 %pos38
  %el47 = load double, ptr %elp46, align 8, !alias.scope !13, !noalias !14
  %fldp48 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 2
  store double %el47, ptr %fldp48, align 8
  %elp51 = getelementptr inbounds double, ptr %buf50, i64 %pos38
  %el52 = load double, ptr %elp51, align 8, !alias.scope !15, !noalias !16
  %fldp53 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 3
  store double %el52, ptr %fldp53, align 8
  %v54 = load i1, ptr %started_8, align 1
  br i1 %v54, label %then, label %else

exit32:                                           ; preds = %loop30
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %fldp55 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp56 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld = load double, ptr %fldp56, align 8
  store double %fld, ptr %tup_13.0, align 8
  %fldp57 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp58 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld59 = load double, ptr %fldp58, align 8
  store double %fld59, ptr %tup_13.1, align 8
  %fldp60 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp61 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld62 = load double, ptr %fldp61, align 8
  store double %fld62, ptr %tup_13.2, align 8
  %fldp63 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp64 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld65 = load double, ptr %fldp64, align 8
  store double %fld65, ptr %tup_13.3, align 8
  %fldp66 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 0
  %fldp67 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 0
  %fld68 = load double, ptr %fldp67, align 8
  store double %fld68, ptr %tup_18.0, align 8
  %fldp69 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 1
  %fldp70 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 1
  %fld71 = load double, ptr %fldp70, align 8
  store double %fld71, ptr %tup_18.1, align 8
  %fldp72 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 2
  %fldp73 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 2
  %fld74 = load double, ptr %fldp73, align 8
  store double %fld74, ptr %tup_18.2, align 8
  %fldp75 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 3
  %fldp76 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 3
  %fld77 = load double, ptr %fldp76, align 8
  store double %fld77, ptr %tup_18.3, align 8
  %v78 = load double, ptr %tup_13.0, align 8
  %v79 = load double, ptr %tup_18.0, align 8
  %fm = fmul double %v78, %v79
  %fd = fdiv double 1.000000e+00, %fm
  store double %fd, ptr %s_23, align 8
  %v80 = load double, ptr %tup_18.0, align 8
  %v81 = load double, ptr %tup_13.0, align 8
  %fm82 = fmul double %v80, %v81
  %v83 = load double, ptr %tup_18.1, align 8
  %v84 = load double, ptr %tup_13.2, align 8
  %fm85 = fmul double %v83, %v84
  %fa = fadd double %fm82, %fm85
  %v86 = load double, ptr %s_23, align 8
  %fm87 = fmul double %fa, %v86
  %tup = insertvalue { double, double, double, double } undef, double %fm87, 0
  %v88 = load double, ptr %tup_18.0, align 8
  %v89 = load double, ptr %tup_13.1, align 8
  %fm90 = fmul double %v88, %v89
  %v91 = load double, ptr %tup_18.1, align 8
  %v92 = load double, ptr %tup_13.3, align 8
  %fm93 = fmul double %v91, %v92
  %fa94 = fadd double %fm90, %fm93
  %v95 = load double, ptr %s_23, align 8
  %fm96 = fmul double %fa94, %v95
  %tup97 = insertvalue { double, double, double, double } %tup, double %fm96, 1
  %v98 = load double, ptr %tup_18.2, align 8
  %v99 = load double, ptr %tup_13.0, align 8
  %fm100 = fmul double %v98, %v99
  %v101 = load double, ptr %tup_18.3, align 8
  %v102 = load double, ptr %tup_13.2, align 8
  %fm103 = fmul double %v101, %v102
  %fa104 = fadd double %fm100, %fm103
  %v105 = load double, ptr %s_23, align 8
  %fm106 = fmul double %fa104, %v105
  %tup107 = insertvalue { double, double, double, double } %tup97, double %fm106, 2
  %v108 = load double, ptr %tup_18.2, align 8
  %v109 = load double, ptr %tup_13.1, align 8
  %fm110 = fmul double %v108, %v109
  %v111 = load double, ptr %tup_18.3, align 8
  %v112 = load double, ptr %tup_13.3, align 8
  %fm113 = fmul double %v111, %v112
  %fa114 = fadd double %fm110, %fm113
  %v115 = load double, ptr %s_23, align 8
  %fm116 = fmul double %fa114, %v115
  %tup117 = insertvalue { double, double, double, double } %tup107, double %fm116, 3
  store { double, double, double, double } %tup117, ptr %acc_prods_7, align 8
  br label %join

else:                                             ; preds = %body31
  %fldp118 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 0
  %fv = load double, ptr %fldp118, align 8
  %fldp119 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  store double %fv, ptr %fldp119, align 8
  %fldp120 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 1
  %fv121 = load double, ptr %fldp120, align 8
  %fldp122 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  store double %fv121, ptr %fldp122, align 8
  %fldp123 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 2
  %fv124 = load double, ptr %fldp123, align 8
  %fldp125 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  store double %fv124, ptr %fldp125, align 8
  %fldp126 = getelementptr inbounds { double, double, double, double }, ptr %mats_12, i32 0, i32 3
  %fv127 = load double, ptr %fldp126, align 8
  %fldp128 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  store double %fv127, ptr %fldp128, align 8
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp129 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fldp130 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 0
  %fld131 = load double, ptr %fldp130, align 8
  store double %fld131, ptr %prods_9.0, align 8
  %fldp132 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fldp133 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 1
  %fld134 = load double, ptr %fldp133, align 8
  store double %fld134, ptr %prods_9.1, align 8
  %fldp135 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fldp136 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 2
  %fld137 = load double, ptr %fldp136, align 8
  store double %fld137, ptr %prods_9.2, align 8
  %fldp138 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fldp139 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_7, i32 0, i32 3
  %fld140 = load double, ptr %fldp139, align 8
  store double %fld140, ptr %prods_9.3, align 8
  %v141 = load i64, ptr %i, align 8
  %v142 = load i64, ptr %j, align 8
  %pos143 = mul i64 0, %dim
  %pos144 = add i64 %pos143, %v141
  %pos145 = mul i64 %pos144, %dim15
  %pos146 = add i64 %pos145, %v142
  %v147 = load double, ptr %prods_9.0, align 8
  %tup148 = insertvalue { double, double, double, double } undef, double %v147, 0
  %v149 = load double, ptr %prods_9.1, align 8
  %tup150 = insertvalue { double, double, double, double } %tup148, double %v149, 1
  %v151 = load double, ptr %prods_9.2, align 8
  %tup152 = insertvalue { double, double, double, double } %tup150, double %v151, 2
  %v153 = load double, ptr %prods_9.3, align 8
  %tup154 = insertvalue { double, double, double, double } %tup152, double %v153, 3
  %f = extractvalue { double, double, double, double } %tup154, 0
  %elp157 = getelementptr inbounds double, ptr %buf156, i64 %pos146
  store double %f, ptr %elp157, align 8, !alias.scope !17, !noalias !18
  %f158 = extractvalue { double, double, double, double } %tup154, 1
  %elp161 = getelementptr inbounds double, ptr %buf160, i64 %pos146
  store double %f158, ptr %elp161, align 8, !alias.scope !19, !noalias !20
  %f162 = extractvalue { double, double, double, double } %tup154, 2
  %elp165 = getelementptr inbounds double, ptr %buf164, i64 %pos146
  store double %f162, ptr %elp165, align 8, !alias.scope !21, !noalias !22
  %f166 = extractvalue { double, double, double, double } %tup154, 3
  %elp169 = getelementptr inbounds double, ptr %buf168, i64 %pos146
  store double %f166, ptr %elp169, align 8, !alias.scope !23, !noalias !24
  %i170 = load i64, ptr %j, align 8
  %next = add i64 %i170, 1
  store i64 %next, ptr %j, align 8
  br label %loop30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10}
!4 = !{!"fuselab.buf.5", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!"fuselab.buf.8", !2}
!8 = !{!"fuselab.buf.9", !2}
!9 = !{!"fuselab.buf.10", !2}
!10 = !{!"fuselab.buf.11", !2}
!11 = !{!4}
!12 = !{!1, !5, !6, !7, !8, !9, !10}
!13 = !{!5}
!14 = !{!1, !4, !6, !7, !8, !9, !10}
!15 = !{!6}
!16 = !{!1, !4, !5, !7, !8, !9, !10}
!17 = !{!7}
!18 = !{!1, !4, !5, !6, !8, !9, !10}
!19 = !{!8}
!20 = !{!1, !4, !5, !6, !7, !9, !10}
!21 = !{!9}
!22 = !{!1, !4, !5, !6, !7, !8, !10}
!23 = !{!10}
!24 = !{!1, !4, !5, !6, !7, !8, !9}

; cluster c2: bp
; ModuleID = 'tridiag_c2'
source_filename = "tridiag_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 40
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 1
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 41
  %dim19 = load i64, ptr %dimp18, align 8
  %j = alloca i64, align 8
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 8
  %dim36 = load i64, ptr %dimp35, align 8
  %dimp39 = getelementptr inbounds i64, ptr %1, i64 9
  %dim40 = load i64, ptr %dimp39, align 8
  %prods_27 = alloca { double, double, double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf56 = load ptr, ptr %bufp55, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf61 = load ptr, ptr %bufp60, align 8
  %bufp65 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf66 = load ptr, ptr %bufp65, align 8
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf76 = load ptr, ptr %bufp75, align 8
  %b0_28 = alloca double, align 8
  %bp_24 = alloca double, align 8
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf99 = load ptr, ptr %bufp98, align 8
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
  store i64 2, ptr %errp4, align 8
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
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %fits20 = icmp sle i64 %dim17, %dim19
  br i1 %fits20, label %ok22, label %fail21

exit:                                             ; preds = %loop
  ret i32 0

fail21:                                           ; preds = %body14
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %body14
  %fits27 = icmp sle i64 %dim17, %dim17
  br i1 %fits27, label %ok29, label %fail28

fail28:                                           ; preds = %ok22
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok22
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits34 = and i1 %fits_low, %fits_high
  %least = select i1 %fits34, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits34, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim36 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok37 = and i1 true, %low_ok
  %ok38 = and i1 %ok37, %high_ok
  %extent41 = sext i64 %dim40 to i128
  %high_ok42 = icmp slt i128 0, %extent41
  %ok43 = and i1 %ok38, true
  %ok44 = and i1 %ok43, %high_ok42
  br i1 %ok44, label %proved, label %checked

proved:                                           ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop45

checked:                                          ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop102

versions_done:                                    ; preds = %exit104, %exit47
  %i172 = load i64, ptr %i, align 8
  %next173 = add i64 %i172, 1
  store i64 %next173, ptr %i, align 8
  br label %loop

loop45:                                           ; preds = %body46, %proved
  %i48 = load i64, ptr %j, align 8
  %more49 = icmp slt i64 %i48, %dim17
  br i1 %more49, label %body46, label %exit47

body46:                                           ; preds = %loop45
  %v50 = load i64, ptr %i, align 8
  %v51 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos52 = add i64 %pos, %v50
  %pos53 = mul i64 %pos52, %dim19
  %pos54 = add i64 %pos53, %v51
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos54
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp57 = getelementptr inbounds double, ptr %buf56, i64 %pos54
  %el58 = load double, ptr %elp57, align 8, !alias.scope !9, !noalias !10
  %fldp59 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 1
  store double %el58, ptr %fldp59, align 8
  %elp62 = getelementptr inbounds double, ptr %buf61, i64 %pos54
  %el63 = load double, ptr %elp62, align 8, !alias.scope !11, !noalias !12
  %fldp64 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 2
  store double %el63, ptr %fldp64, align 8
  %elp67 = getelementptr inbounds double, ptr %buf66, i64 %pos54
  %el68 = load double, ptr %elp67, align 8, !alias.scope !13, !noalias !14
  %fldp69 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 3
  store double %el68, ptr %fldp69, align 8
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim36
  %pos72 = add i64 %pos71, %v70
  %pos73 = mul i64 %pos72, %dim40
  %pos74 = add i64 %pos73, 0
  %elp77 = getelementptr inbounds double, ptr %buf76, i64 %pos74
  %el78 = load double, ptr %elp77, align 8, !alias.scope !15, !noalias !16
  %call = call double @llvm.fabs.f64(double %el78)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %b0_28, align 8
  %fldp79 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 0
  %fld = load double, ptr %fldp79, align 8
  %v80 = load double, ptr %b0_28, align 8
  %fm = fmul double %fld, %v80
  %fldp81 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 1
  %fld82 = load double, ptr %fldp81, align 8
  %fa83 = fadd double %fm, %fld82
  %fldp84 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 2
  %fld85 = load double, ptr %fldp84, align 8
  %v86 = load double, ptr %b0_28, align 8
  %fm87 = fmul double %fld85, %v86
  %fldp88 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 3
  %fld89 = load double, ptr %fldp88, align 8
  %fa90 = fadd double %fm87, %fld89
  %fd = fdiv double %fa83, %fa90
  store double %fd, ptr %bp_24, align 8
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %j, align 8
  %pos93 = mul i64 0, %dim
  %pos94 = add i64 %pos93, %v91
  %pos95 = mul i64 %pos94, %dim17
  %pos96 = add i64 %pos95, %v92
  %v97 = load double, ptr %bp_24, align 8
  %elp100 = getelementptr inbounds double, ptr %buf99, i64 %pos96
  store double %v97, ptr %elp100, align 8, !alias.scope !17, !noalias !18
  %i101 = load i64, ptr %j, align 8
  %next = add i64 %i101, 1
  store i64 %next, ptr %j, align 8
  br label %loop45

exit47:                                           ; preds = %loop45
  br label %versions_done

loop102:                                          ; preds = %ok136, %checked
  %i105 = load i64, ptr %j, align 8
  %more106 = icmp slt i64 %i105, %dim17
  br i1 %more106, label %body103, label %exit104

body103:                                          ; preds = %loop102
  %v107 = load i64, ptr %i, align 8
  %v108 = load i64, ptr %j, align 8
  %pos109 = mul i64 0, %dim3
  %pos110 = add i64 %pos109, %v107
  %pos111 = mul i64 %pos110, %dim19
  %pos112 = add i64 %pos111, %v108
  %elp113 = getelementptr inbounds double, ptr %buf, i64 %pos112
  %el114 = load double, ptr %elp113, align 8, !alias.scope !0, !noalias !3
  %fldp115 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 0
  store double %el114, ptr %fldp115, align 8
  %elp116 = getelementptr inbounds double, ptr %buf56, i64 %pos112
  %el117 = load double, ptr %elp116, align 8, !alias.scope !9, !noalias !10
  %fldp118 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 1
  store double %el117, ptr %fldp118, align 8
  %elp119 = getelementptr inbounds double, ptr %buf61, i64 %pos112
  %el120 = load double, ptr %elp119, align 8, !alias.scope !11, !noalias !12
  %fldp121 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 2
  store double %el120, ptr %fldp121, align 8
  %elp122 = getelementptr inbounds double, ptr %buf66, i64 %pos112
  %el123 = load double, ptr %elp122, align 8, !alias.scope !13, !noalias !14
  %fldp124 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 3
  store double %el123, ptr %fldp124, align 8
  %v125 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v125, %dim36
  br i1 %inb, label %ok127, label %fail126

exit104:                                          ; preds = %loop102
  br label %versions_done

fail126:                                          ; preds = %body103
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v125, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %body103
  %pos132 = mul i64 0, %dim36
  %pos133 = add i64 %pos132, %v125
  %inb134 = icmp ult i64 0, %dim40
  br i1 %inb134, label %ok136, label %fail135

fail135:                                          ; preds = %ok127
  %errp137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim40, ptr %errp140, align 8
  ret i32 1

ok136:                                            ; preds = %ok127
  %pos141 = mul i64 %pos133, %dim40
  %pos142 = add i64 %pos141, 0
  %elp143 = getelementptr inbounds double, ptr %buf76, i64 %pos142
  %el144 = load double, ptr %elp143, align 8, !alias.scope !15, !noalias !16
  %call145 = call double @llvm.fabs.f64(double %el144)
  %fa146 = fadd double 4.000000e+00, %call145
  store double %fa146, ptr %b0_28, align 8
  %fldp147 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 0
  %fld148 = load double, ptr %fldp147, align 8
  %v149 = load double, ptr %b0_28, align 8
  %fm150 = fmul double %fld148, %v149
  %fldp151 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 1
  %fld152 = load double, ptr %fldp151, align 8
  %fa153 = fadd double %fm150, %fld152
  %fldp154 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 2
  %fld155 = load double, ptr %fldp154, align 8
  %v156 = load double, ptr %b0_28, align 8
  %fm157 = fmul double %fld155, %v156
  %fldp158 = getelementptr inbounds { double, double, double, double }, ptr %prods_27, i32 0, i32 3
  %fld159 = load double, ptr %fldp158, align 8
  %fa160 = fadd double %fm157, %fld159
  %fd161 = fdiv double %fa153, %fa160
  store double %fd161, ptr %bp_24, align 8
  %v162 = load i64, ptr %i, align 8
  %v163 = load i64, ptr %j, align 8
  %pos164 = mul i64 0, %dim
  %pos165 = add i64 %pos164, %v162
  %pos166 = mul i64 %pos165, %dim17
  %pos167 = add i64 %pos166, %v163
  %v168 = load double, ptr %bp_24, align 8
  %elp169 = getelementptr inbounds double, ptr %buf99, i64 %pos167
  store double %v168, ptr %elp169, align 8, !alias.scope !17, !noalias !18
  %i170 = load i64, ptr %j, align 8
  %next171 = add i64 %i170, 1
  store i64 %next171, ptr %j, align 8
  br label %loop102
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!"fuselab.buf.11", !2}
!8 = !{!"fuselab.buf.12", !2}
!9 = !{!5}
!10 = !{!4, !1, !6, !7, !8}
!11 = !{!6}
!12 = !{!4, !1, !5, !7, !8}
!13 = !{!7}
!14 = !{!4, !1, !5, !6, !8}
!15 = !{!4}
!16 = !{!1, !5, !6, !7, !8}
!17 = !{!8}
!18 = !{!4, !1, !5, !6, !7}

; cluster c3: fwd
; ModuleID = 'tridiag_c3'
source_filename = "tridiag_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
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
  %bufp126 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf127 = load ptr, ptr %bufp126, align 8
  %bufp131 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf132 = load ptr, ptr %bufp131, align 8
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
  store i64 3, ptr %errp18, align 8
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
  store i64 3, ptr %errp45, align 8
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
  br label %loop135

versions_done:                                    ; preds = %exit137, %exit84
  %i207 = load i64, ptr %i, align 8
  %next208 = add i64 %i207, 1
  store i64 %next208, ptr %i, align 8
  br label %loop

loop82:                                           ; preds = %j117, %proved
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
  %el101 = load double, ptr %elp100, align 8, !alias.scope !8, !noalias !9
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
  %el114 = load double, ptr %elp113, align 8, !alias.scope !10, !noalias !11
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
  %v120 = load i64, ptr %i, align 8
  %v121 = load i64, ptr %j, align 8
  %pos122 = mul i64 0, %dim
  %pos123 = add i64 %pos122, %v120
  %pos124 = mul i64 %pos123, %dim24
  %pos125 = add i64 %pos124, %v121
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp128 = getelementptr inbounds double, ptr %buf127, i64 %pos125
  store double %fv, ptr %elp128, align 8, !alias.scope !12, !noalias !13
  %fldp129 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fv130 = load double, ptr %fldp129, align 8
  %elp133 = getelementptr inbounds double, ptr %buf132, i64 %pos125
  store double %fv130, ptr %elp133, align 8, !alias.scope !14, !noalias !15
  %i134 = load i64, ptr %j, align 8
  %next = add i64 %i134, 1
  store i64 %next, ptr %j, align 8
  br label %loop82

loop135:                                          ; preds = %j188, %checked
  %i138 = load i64, ptr %j, align 8
  %more139 = icmp slt i64 %i138, %dim24
  br i1 %more139, label %body136, label %exit137

body136:                                          ; preds = %loop135
  %v140 = load i64, ptr %i, align 8
  %v141 = load i64, ptr %j, align 8
  %pos142 = mul i64 0, %dim
  %pos143 = add i64 %pos142, %v140
  %pos144 = mul i64 %pos143, %dim24
  %pos145 = add i64 %pos144, %v141
  %elp146 = getelementptr inbounds double, ptr %buf, i64 %pos145
  %el147 = load double, ptr %elp146, align 8, !alias.scope !0, !noalias !3
  store double %el147, ptr %a_32, align 8
  %v148 = load i64, ptr %i, align 8
  %v149 = load i64, ptr %j, align 8
  %pos150 = mul i64 0, %dim6
  %pos151 = add i64 %pos150, %v148
  %pos152 = mul i64 %pos151, %dim33
  %pos153 = add i64 %pos152, %v149
  %elp154 = getelementptr inbounds double, ptr %buf99, i64 %pos153
  %el155 = load double, ptr %elp154, align 8, !alias.scope !8, !noalias !9
  store double %el155, ptr %y_33, align 8
  %v156 = load double, ptr %a_32, align 8
  %v157 = load i64, ptr %i, align 8
  %v158 = load i64, ptr %j, align 8
  %sub159 = sub i64 %v158, 1
  %c160 = icmp sgt i64 %sub159, 0
  %mm161 = select i1 %c160, i64 %sub159, i64 0
  %inb = icmp ult i64 %v157, %dim50
  br i1 %inb, label %ok163, label %fail162

exit137:                                          ; preds = %loop135
  br label %versions_done

fail162:                                          ; preds = %body136
  %errp164 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp164, align 8
  %errp165 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp165, align 8
  %errp166 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v157, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim50, ptr %errp167, align 8
  ret i32 1

ok163:                                            ; preds = %body136
  %pos168 = mul i64 0, %dim50
  %pos169 = add i64 %pos168, %v157
  %inb170 = icmp ult i64 %mm161, %dim76
  br i1 %inb170, label %ok172, label %fail171

fail171:                                          ; preds = %ok163
  %errp173 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp173, align 8
  %errp174 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp174, align 8
  %errp175 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm161, ptr %errp175, align 8
  %errp176 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp176, align 8
  ret i32 1

ok172:                                            ; preds = %ok163
  %pos177 = mul i64 %pos169, %dim76
  %pos178 = add i64 %pos177, %mm161
  %elp179 = getelementptr inbounds double, ptr %buf112, i64 %pos178
  %el180 = load double, ptr %elp179, align 8, !alias.scope !10, !noalias !11
  %fd181 = fdiv double %v156, %el180
  store double %fd181, ptr %k, align 8
  %v182 = load double, ptr %y_33, align 8
  %tup183 = insertvalue { double, double } undef, double %v182, 0
  %v184 = load i64, ptr %j, align 8
  %ic185 = icmp eq i64 %v184, 0
  br i1 %ic185, label %t186, label %e187

t186:                                             ; preds = %ok172
  br label %j188

e187:                                             ; preds = %ok172
  %v189 = load double, ptr %k, align 8
  %fs190 = fsub double 0.000000e+00, %v189
  br label %j188

j188:                                             ; preds = %e187, %t186
  %if191 = phi double [ 0.000000e+00, %t186 ], [ %fs190, %e187 ]
  %tup192 = insertvalue { double, double } %tup183, double %if191, 1
  store { double, double } %tup192, ptr %fwd_29, align 8
  %v193 = load i64, ptr %i, align 8
  %v194 = load i64, ptr %j, align 8
  %pos195 = mul i64 0, %dim
  %pos196 = add i64 %pos195, %v193
  %pos197 = mul i64 %pos196, %dim24
  %pos198 = add i64 %pos197, %v194
  %fldp199 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 0
  %fv200 = load double, ptr %fldp199, align 8
  %elp201 = getelementptr inbounds double, ptr %buf127, i64 %pos198
  store double %fv200, ptr %elp201, align 8, !alias.scope !12, !noalias !13
  %fldp202 = getelementptr inbounds { double, double }, ptr %fwd_29, i32 0, i32 1
  %fv203 = load double, ptr %fldp202, align 8
  %elp204 = getelementptr inbounds double, ptr %buf132, i64 %pos198
  store double %fv203, ptr %elp204, align 8, !alias.scope !14, !noalias !15
  %i205 = load i64, ptr %j, align 8
  %next206 = add i64 %i205, 1
  store i64 %next206, ptr %j, align 8
  br label %loop135
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!"fuselab.buf.13", !2}
!7 = !{!"fuselab.buf.14", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c4: fwds
; ModuleID = 'tridiag_c4'
source_filename = "tridiag_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_fwds_35 = alloca { double, double }, align 8
  %started_36 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 57
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %fwd_40 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf40 = load ptr, ptr %bufp39, align 8
  %tup_41.0 = alloca double, align 8
  %tup_41.1 = alloca double, align 8
  %tup_44.0 = alloca double, align 8
  %tup_44.1 = alloca double, align 8
  %fwds_37.0 = alloca double, align 8
  %fwds_37.1 = alloca double, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf85 = load ptr, ptr %bufp84, align 8
  %bufp88 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf89 = load ptr, ptr %bufp88, align 8
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
  store i64 4, ptr %errp2, align 8
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
  store i64 4, ptr %errp9, align 8
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
  store { double, double } zeroinitializer, ptr %acc_fwds_35, align 8
  store i1 false, ptr %started_36, align 1
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp20, align 8
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
  store i64 4, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %join, %ok25
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !7, !noalias !8
  %fldp43 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %v44 = load i1, ptr %started_36, align 1
  br i1 %v44, label %then, label %else

exit32:                                           ; preds = %loop30
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %fldp45 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp46 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld = load double, ptr %fldp46, align 8
  store double %fld, ptr %tup_41.0, align 8
  %fldp47 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp48 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld49 = load double, ptr %fldp48, align 8
  store double %fld49, ptr %tup_41.1, align 8
  %fldp50 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 0
  %fldp51 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 0
  %fld52 = load double, ptr %fldp51, align 8
  store double %fld52, ptr %tup_44.0, align 8
  %fldp53 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 1
  %fldp54 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 1
  %fld55 = load double, ptr %fldp54, align 8
  store double %fld55, ptr %tup_44.1, align 8
  %v56 = load double, ptr %tup_44.0, align 8
  %v57 = load double, ptr %tup_44.1, align 8
  %v58 = load double, ptr %tup_41.0, align 8
  %fm = fmul double %v57, %v58
  %fa = fadd double %v56, %fm
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v59 = load double, ptr %tup_44.1, align 8
  %v60 = load double, ptr %tup_41.1, align 8
  %fm61 = fmul double %v59, %v60
  %tup62 = insertvalue { double, double } %tup, double %fm61, 1
  store { double, double } %tup62, ptr %acc_fwds_35, align 8
  br label %join

else:                                             ; preds = %body31
  %fldp63 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 0
  %fv = load double, ptr %fldp63, align 8
  %fldp64 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  store double %fv, ptr %fldp64, align 8
  %fldp65 = getelementptr inbounds { double, double }, ptr %fwd_40, i32 0, i32 1
  %fv66 = load double, ptr %fldp65, align 8
  %fldp67 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  store double %fv66, ptr %fldp67, align 8
  store i1 true, ptr %started_36, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp68 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fldp69 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 0
  %fld70 = load double, ptr %fldp69, align 8
  store double %fld70, ptr %fwds_37.0, align 8
  %fldp71 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fldp72 = getelementptr inbounds { double, double }, ptr %acc_fwds_35, i32 0, i32 1
  %fld73 = load double, ptr %fldp72, align 8
  store double %fld73, ptr %fwds_37.1, align 8
  %v74 = load i64, ptr %i, align 8
  %v75 = load i64, ptr %j, align 8
  %pos76 = mul i64 0, %dim
  %pos77 = add i64 %pos76, %v74
  %pos78 = mul i64 %pos77, %dim15
  %pos79 = add i64 %pos78, %v75
  %v80 = load double, ptr %fwds_37.0, align 8
  %tup81 = insertvalue { double, double } undef, double %v80, 0
  %v82 = load double, ptr %fwds_37.1, align 8
  %tup83 = insertvalue { double, double } %tup81, double %v82, 1
  %f = extractvalue { double, double } %tup83, 0
  %elp86 = getelementptr inbounds double, ptr %buf85, i64 %pos79
  store double %f, ptr %elp86, align 8, !alias.scope !9, !noalias !10
  %f87 = extractvalue { double, double } %tup83, 1
  %elp90 = getelementptr inbounds double, ptr %buf89, i64 %pos79
  store double %f87, ptr %elp90, align 8, !alias.scope !11, !noalias !12
  %i91 = load i64, ptr %j, align 8
  %next = add i64 %i91, 1
  store i64 %next, ptr %j, align 8
  br label %loop30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.14", !2}
!5 = !{!"fuselab.buf.15", !2}
!6 = !{!"fuselab.buf.16", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c5: yp
; ModuleID = 'tridiag_c5'
source_filename = "tridiag_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 65
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %fwds_50 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf40 = load ptr, ptr %bufp39, align 8
  %yp_47 = alloca double, align 8
  %bufp53 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf54 = load ptr, ptr %bufp53, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp9, align 8
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
  store i64 5, ptr %errp20, align 8
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
  store i64 5, ptr %errp27, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %fwds_50, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !6, !noalias !7
  %fldp43 = getelementptr inbounds { double, double }, ptr %fwds_50, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %fldp44 = getelementptr inbounds { double, double }, ptr %fwds_50, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %fwds_50, i32 0, i32 0
  %fld = load double, ptr %fldp45, align 8
  store double %fld, ptr %yp_47, align 8
  %v46 = load i64, ptr %i, align 8
  %v47 = load i64, ptr %j, align 8
  %pos48 = mul i64 0, %dim
  %pos49 = add i64 %pos48, %v46
  %pos50 = mul i64 %pos49, %dim15
  %pos51 = add i64 %pos50, %v47
  %v52 = load double, ptr %yp_47, align 8
  %elp55 = getelementptr inbounds double, ptr %buf54, i64 %pos51
  store double %v52, ptr %elp55, align 8, !alias.scope !8, !noalias !9
  %i56 = load i64, ptr %j, align 8
  %next = add i64 %i56, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i57 = load i64, ptr %i, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i, align 8
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
!1 = !{!"fuselab.buf.15", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.16", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c6: bwd
; ModuleID = 'tridiag_c6'
source_filename = "tridiag_c6"
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
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 72
  %dim17 = load i64, ptr %dimp16, align 8
  %i = alloca i64, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 1
  %dim35 = load i64, ptr %dimp34, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 49
  %dim37 = load i64, ptr %dimp36, align 8
  %dimp45 = getelementptr inbounds i64, ptr %1, i64 17
  %dim46 = load i64, ptr %dimp45, align 8
  %dimp54 = getelementptr inbounds i64, ptr %1, i64 73
  %dim55 = load i64, ptr %dimp54, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %bp_54 = alloca double, align 8
  %bufp85 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf86 = load ptr, ptr %bufp85, align 8
  %c_55 = alloca double, align 8
  %bufp95 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf96 = load ptr, ptr %bufp95, align 8
  %yp_56 = alloca double, align 8
  %k = alloca double, align 8
  %bwd_51 = alloca { double, double }, align 8
  %bufp114 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf115 = load ptr, ptr %bufp114, align 8
  %bufp119 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf120 = load ptr, ptr %bufp119, align 8
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
  store i64 6, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits18 = icmp sle i64 %min, %dim17
  br i1 %fits18, label %ok20, label %fail19

fail19:                                           ; preds = %ok11
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %ok11
  %fits25 = icmp sle i64 %min, %dim
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok20
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok20
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit72, %ok27
  %i33 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i33, %min
  br i1 %more, label %body32, label %exit

body32:                                           ; preds = %loop
  %fits38 = icmp sle i64 %dim35, %dim37
  br i1 %fits38, label %ok40, label %fail39

exit:                                             ; preds = %loop
  ret i32 0

fail39:                                           ; preds = %body32
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %body32
  %fits47 = icmp sle i64 %dim35, %dim46
  br i1 %fits47, label %ok49, label %fail48

fail48:                                           ; preds = %ok40
  %errp50 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim46, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim46, ptr %errp53, align 8
  ret i32 1

ok49:                                             ; preds = %ok40
  %fits56 = icmp sle i64 %dim35, %dim55
  br i1 %fits56, label %ok58, label %fail57

fail57:                                           ; preds = %ok49
  %errp59 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim55, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim55, ptr %errp62, align 8
  ret i32 1

ok58:                                             ; preds = %ok49
  %fits63 = icmp sle i64 %dim35, %dim35
  br i1 %fits63, label %ok65, label %fail64

fail64:                                           ; preds = %ok58
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim35, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %ok58
  store i64 0, ptr %j, align 8
  br label %loop70

loop70:                                           ; preds = %j105, %ok65
  %i73 = load i64, ptr %j, align 8
  %more74 = icmp slt i64 %i73, %dim35
  br i1 %more74, label %body71, label %exit72

body71:                                           ; preds = %loop70
  %v = load i64, ptr %i, align 8
  %v75 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos76 = add i64 %pos, %v
  %pos77 = mul i64 %pos76, %dim37
  %pos78 = add i64 %pos77, %v75
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos78
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %bp_54, align 8
  %v79 = load i64, ptr %i, align 8
  %v80 = load i64, ptr %j, align 8
  %pos81 = mul i64 0, %dim8
  %pos82 = add i64 %pos81, %v79
  %pos83 = mul i64 %pos82, %dim46
  %pos84 = add i64 %pos83, %v80
  %elp87 = getelementptr inbounds double, ptr %buf86, i64 %pos84
  %el88 = load double, ptr %elp87, align 8, !alias.scope !8, !noalias !9
  store double %el88, ptr %c_55, align 8
  %v89 = load i64, ptr %i, align 8
  %v90 = load i64, ptr %j, align 8
  %pos91 = mul i64 0, %dim17
  %pos92 = add i64 %pos91, %v89
  %pos93 = mul i64 %pos92, %dim55
  %pos94 = add i64 %pos93, %v90
  %elp97 = getelementptr inbounds double, ptr %buf96, i64 %pos94
  %el98 = load double, ptr %elp97, align 8, !alias.scope !10, !noalias !11
  store double %el98, ptr %yp_56, align 8
  %v99 = load double, ptr %c_55, align 8
  %v100 = load double, ptr %bp_54, align 8
  %fd = fdiv double %v99, %v100
  store double %fd, ptr %k, align 8
  %v101 = load double, ptr %yp_56, align 8
  %v102 = load double, ptr %bp_54, align 8
  %fd103 = fdiv double %v101, %v102
  %tup = insertvalue { double, double } undef, double %fd103, 0
  %v104 = load i64, ptr %j, align 8
  %sub = sub i64 %dim35, 1
  %ic = icmp eq i64 %v104, %sub
  br i1 %ic, label %t, label %e

exit72:                                           ; preds = %loop70
  %i123 = load i64, ptr %i, align 8
  %next124 = add i64 %i123, 1
  store i64 %next124, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body71
  br label %j105

e:                                                ; preds = %body71
  %v106 = load double, ptr %k, align 8
  %fs = fsub double 0.000000e+00, %v106
  br label %j105

j105:                                             ; preds = %e, %t
  %if = phi double [ 0.000000e+00, %t ], [ %fs, %e ]
  %tup107 = insertvalue { double, double } %tup, double %if, 1
  store { double, double } %tup107, ptr %bwd_51, align 8
  %v108 = load i64, ptr %i, align 8
  %v109 = load i64, ptr %j, align 8
  %pos110 = mul i64 0, %dim
  %pos111 = add i64 %pos110, %v108
  %pos112 = mul i64 %pos111, %dim35
  %pos113 = add i64 %pos112, %v109
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp116 = getelementptr inbounds double, ptr %buf115, i64 %pos113
  store double %fv, ptr %elp116, align 8, !alias.scope !12, !noalias !13
  %fldp117 = getelementptr inbounds { double, double }, ptr %bwd_51, i32 0, i32 1
  %fv118 = load double, ptr %fldp117, align 8
  %elp121 = getelementptr inbounds double, ptr %buf120, i64 %pos113
  store double %fv118, ptr %elp121, align 8, !alias.scope !14, !noalias !15
  %i122 = load i64, ptr %j, align 8
  %next = add i64 %i122, 1
  store i64 %next, ptr %j, align 8
  br label %loop70
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!"fuselab.buf.18", !2}
!7 = !{!"fuselab.buf.19", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !1, !5, !7}
!14 = !{!7}
!15 = !{!4, !1, !5, !6}

; cluster c7: bwds
; ModuleID = 'tridiag_c7'
source_filename = "tridiag_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 80
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_bwds_58 = alloca { double, double }, align 8
  %started_59 = alloca i1, align 1
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 81
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %bwd_63 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf45 = load ptr, ptr %bufp44, align 8
  %tup_64.0 = alloca double, align 8
  %tup_64.1 = alloca double, align 8
  %tup_67.0 = alloca double, align 8
  %tup_67.1 = alloca double, align 8
  %bwds_60.0 = alloca double, align 8
  %bwds_60.1 = alloca double, align 8
  %bufp89 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf90 = load ptr, ptr %bufp89, align 8
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf94 = load ptr, ptr %bufp93, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  %last = sub i64 %min, 1
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits5 = icmp sle i64 %min, %dim
  %last6 = sub i64 %min, 1
  br i1 %fits5, label %ok8, label %fail7

fail7:                                            ; preds = %ok
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %ok
  %last13 = sub i64 %min, 1
  store i64 %last13, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit37, %ok8
  %i15 = load i64, ptr %i, align 8
  %more = icmp sge i64 %i15, %max
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  store { double, double } zeroinitializer, ptr %acc_bwds_58, align 8
  store i1 false, ptr %started_59, align 1
  %fits18 = icmp sle i64 %dim17, %dim17
  %last19 = sub i64 %dim17, 1
  br i1 %fits18, label %ok21, label %fail20

exit:                                             ; preds = %loop
  ret i32 0

fail20:                                           ; preds = %body14
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last19, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %body14
  %fits26 = icmp sle i64 %dim17, %dim17
  %last27 = sub i64 %dim17, 1
  br i1 %fits26, label %ok29, label %fail28

fail28:                                           ; preds = %ok21
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last27, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok21
  %last34 = sub i64 %dim17, 1
  store i64 %last34, ptr %j, align 8
  br label %loop35

loop35:                                           ; preds = %join, %ok29
  %i38 = load i64, ptr %j, align 8
  %more39 = icmp sge i64 %i38, 0
  br i1 %more39, label %body36, label %exit37

body36:                                           ; preds = %loop35
  %v = load i64, ptr %i, align 8
  %v40 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos41 = add i64 %pos, %v
  %pos42 = mul i64 %pos41, %dim17
  %pos43 = add i64 %pos42, %v40
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos43
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp46 = getelementptr inbounds double, ptr %buf45, i64 %pos43
  %el47 = load double, ptr %elp46, align 8, !alias.scope !7, !noalias !8
  %fldp48 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 1
  store double %el47, ptr %fldp48, align 8
  %v49 = load i1, ptr %started_59, align 1
  br i1 %v49, label %then, label %else

exit37:                                           ; preds = %loop35
  %i97 = load i64, ptr %i, align 8
  %next98 = add i64 %i97, -1
  store i64 %next98, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body36
  %fldp50 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 0
  %fldp51 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 0
  %fld = load double, ptr %fldp51, align 8
  store double %fld, ptr %tup_64.0, align 8
  %fldp52 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 1
  %fldp53 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 1
  %fld54 = load double, ptr %fldp53, align 8
  store double %fld54, ptr %tup_64.1, align 8
  %fldp55 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fldp56 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fld57 = load double, ptr %fldp56, align 8
  store double %fld57, ptr %tup_67.0, align 8
  %fldp58 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fldp59 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fld60 = load double, ptr %fldp59, align 8
  store double %fld60, ptr %tup_67.1, align 8
  %v61 = load double, ptr %tup_64.0, align 8
  %v62 = load double, ptr %tup_64.1, align 8
  %v63 = load double, ptr %tup_67.0, align 8
  %fm = fmul double %v62, %v63
  %fa = fadd double %v61, %fm
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v64 = load double, ptr %tup_64.1, align 8
  %v65 = load double, ptr %tup_67.1, align 8
  %fm66 = fmul double %v64, %v65
  %tup67 = insertvalue { double, double } %tup, double %fm66, 1
  store { double, double } %tup67, ptr %acc_bwds_58, align 8
  br label %join

else:                                             ; preds = %body36
  %fldp68 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 0
  %fv = load double, ptr %fldp68, align 8
  %fldp69 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  store double %fv, ptr %fldp69, align 8
  %fldp70 = getelementptr inbounds { double, double }, ptr %bwd_63, i32 0, i32 1
  %fv71 = load double, ptr %fldp70, align 8
  %fldp72 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  store double %fv71, ptr %fldp72, align 8
  store i1 true, ptr %started_59, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp73 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fldp74 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 0
  %fld75 = load double, ptr %fldp74, align 8
  store double %fld75, ptr %bwds_60.0, align 8
  %fldp76 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fldp77 = getelementptr inbounds { double, double }, ptr %acc_bwds_58, i32 0, i32 1
  %fld78 = load double, ptr %fldp77, align 8
  store double %fld78, ptr %bwds_60.1, align 8
  %v79 = load i64, ptr %i, align 8
  %v80 = load i64, ptr %j, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v79
  %pos83 = mul i64 %pos82, %dim17
  %pos84 = add i64 %pos83, %v80
  %v85 = load double, ptr %bwds_60.0, align 8
  %tup86 = insertvalue { double, double } undef, double %v85, 0
  %v87 = load double, ptr %bwds_60.1, align 8
  %tup88 = insertvalue { double, double } %tup86, double %v87, 1
  %f = extractvalue { double, double } %tup88, 0
  %elp91 = getelementptr inbounds double, ptr %buf90, i64 %pos84
  store double %f, ptr %elp91, align 8, !alias.scope !9, !noalias !10
  %f92 = extractvalue { double, double } %tup88, 1
  %elp95 = getelementptr inbounds double, ptr %buf94, i64 %pos84
  store double %f92, ptr %elp95, align 8, !alias.scope !11, !noalias !12
  %i96 = load i64, ptr %j, align 8
  %next = add i64 %i96, -1
  store i64 %next, ptr %j, align 8
  br label %loop35
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.18", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.19", !2}
!5 = !{!"fuselab.buf.20", !2}
!6 = !{!"fuselab.buf.21", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c8: x
; ModuleID = 'tridiag_c8'
source_filename = "tridiag_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 89
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bwds_73 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf40 = load ptr, ptr %bufp39, align 8
  %x_70 = alloca double, align 8
  %bufp53 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf54 = load ptr, ptr %bufp53, align 8
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
  store i64 8, ptr %errp2, align 8
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
  store i64 8, ptr %errp9, align 8
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
  store i64 8, ptr %errp20, align 8
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
  store i64 8, ptr %errp27, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %bwds_73, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !6, !noalias !7
  %fldp43 = getelementptr inbounds { double, double }, ptr %bwds_73, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %fldp44 = getelementptr inbounds { double, double }, ptr %bwds_73, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %bwds_73, i32 0, i32 0
  %fld = load double, ptr %fldp45, align 8
  store double %fld, ptr %x_70, align 8
  %v46 = load i64, ptr %i, align 8
  %v47 = load i64, ptr %j, align 8
  %pos48 = mul i64 0, %dim
  %pos49 = add i64 %pos48, %v46
  %pos50 = mul i64 %pos49, %dim15
  %pos51 = add i64 %pos50, %v47
  %v52 = load double, ptr %x_70, align 8
  %elp55 = getelementptr inbounds double, ptr %buf54, i64 %pos51
  store double %v52, ptr %elp55, align 8, !alias.scope !8, !noalias !9
  %i56 = load i64, ptr %j, align 8
  %next = add i64 %i56, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i57 = load i64, ptr %i, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i, align 8
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
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.21", !2}
!5 = !{!"fuselab.buf.22", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

