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
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 16
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
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
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf94 = load ptr, ptr %bufp93, align 8
  %a_4 = alloca double, align 8
  %bufp105 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf106 = load ptr, ptr %bufp105, align 8
  %c_6 = alloca double, align 8
  %bi_5 = alloca double, align 8
  %ac_7 = alloca double, align 8
  %mats_0 = alloca { double, double, double, double }, align 8
  %bufp125 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf126 = load ptr, ptr %bufp125, align 8
  %bufp130 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf131 = load ptr, ptr %bufp130, align 8
  %bufp135 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf136 = load ptr, ptr %bufp135, align 8
  %bufp140 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf141 = load ptr, ptr %bufp140, align 8
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
  store i64 0, ptr %errp27, align 8
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
  store i64 0, ptr %errp54, align 8
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
  br label %loop144

versions_done:                                    ; preds = %exit146, %exit79
  %i221 = load i64, ptr %i, align 8
  %next222 = add i64 %i221, 1
  store i64 %next222, ptr %i, align 8
  br label %loop

loop77:                                           ; preds = %j113, %proved
  %i80 = load i64, ptr %j, align 8
  %more81 = icmp slt i64 %i80, %dim33
  br i1 %more81, label %body78, label %exit79

body78:                                           ; preds = %loop77
  %v82 = load i64, ptr %i, align 8
  %v83 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos84 = add i64 %pos, %v82
  %pos85 = mul i64 %pos84, %dim35
  %pos86 = add i64 %pos85, %v83
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos86
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %b_3, align 8
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim33
  %pos92 = add i64 %pos91, %v88
  %elp95 = getelementptr inbounds double, ptr %buf94, i64 %pos92
  %el96 = load double, ptr %elp95, align 8, !alias.scope !10, !noalias !11
  store double %el96, ptr %a_4, align 8
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
  %el108 = load double, ptr %elp107, align 8, !alias.scope !12, !noalias !13
  store double %el108, ptr %c_6, align 8
  %v109 = load double, ptr %b_3, align 8
  %call = call double @llvm.fabs.f64(double %v109)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %bi_5, align 8
  %v110 = load double, ptr %a_4, align 8
  %v111 = load double, ptr %c_6, align 8
  %fm = fmul double %v110, %v111
  store double %fm, ptr %ac_7, align 8
  %v112 = load i64, ptr %j, align 8
  %ic = icmp eq i64 %v112, 0
  br i1 %ic, label %t, label %e

exit79:                                           ; preds = %loop77
  br label %versions_done

t:                                                ; preds = %body78
  br label %j113

e:                                                ; preds = %body78
  %v114 = load double, ptr %bi_5, align 8
  %tup = insertvalue { double, double, double, double } undef, double %v114, 0
  %v115 = load double, ptr %ac_7, align 8
  %fs = fsub double 0.000000e+00, %v115
  %tup116 = insertvalue { double, double, double, double } %tup, double %fs, 1
  %tup117 = insertvalue { double, double, double, double } %tup116, double 1.000000e+00, 2
  %tup118 = insertvalue { double, double, double, double } %tup117, double 0.000000e+00, 3
  br label %j113

j113:                                             ; preds = %e, %t
  %if = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t ], [ %tup118, %e ]
  store { double, double, double, double } %if, ptr %mats_0, align 8
  %v119 = load i64, ptr %i, align 8
  %v120 = load i64, ptr %j, align 8
  %pos121 = mul i64 0, %dim
  %pos122 = add i64 %pos121, %v119
  %pos123 = mul i64 %pos122, %dim33
  %pos124 = add i64 %pos123, %v120
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp127 = getelementptr inbounds double, ptr %buf126, i64 %pos124
  store double %fv, ptr %elp127, align 8, !alias.scope !14, !noalias !15
  %fldp128 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fv129 = load double, ptr %fldp128, align 8
  %elp132 = getelementptr inbounds double, ptr %buf131, i64 %pos124
  store double %fv129, ptr %elp132, align 8, !alias.scope !16, !noalias !17
  %fldp133 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fv134 = load double, ptr %fldp133, align 8
  %elp137 = getelementptr inbounds double, ptr %buf136, i64 %pos124
  store double %fv134, ptr %elp137, align 8, !alias.scope !18, !noalias !19
  %fldp138 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fv139 = load double, ptr %fldp138, align 8
  %elp142 = getelementptr inbounds double, ptr %buf141, i64 %pos124
  store double %fv139, ptr %elp142, align 8, !alias.scope !20, !noalias !21
  %i143 = load i64, ptr %j, align 8
  %next = add i64 %i143, 1
  store i64 %next, ptr %j, align 8
  br label %loop77

loop144:                                          ; preds = %j192, %checked
  %i147 = load i64, ptr %j, align 8
  %more148 = icmp slt i64 %i147, %dim33
  br i1 %more148, label %body145, label %exit146

body145:                                          ; preds = %loop144
  %v149 = load i64, ptr %i, align 8
  %v150 = load i64, ptr %j, align 8
  %pos151 = mul i64 0, %dim3
  %pos152 = add i64 %pos151, %v149
  %pos153 = mul i64 %pos152, %dim35
  %pos154 = add i64 %pos153, %v150
  %elp155 = getelementptr inbounds double, ptr %buf, i64 %pos154
  %el156 = load double, ptr %elp155, align 8, !alias.scope !0, !noalias !3
  store double %el156, ptr %b_3, align 8
  %v157 = load i64, ptr %i, align 8
  %v158 = load i64, ptr %j, align 8
  %pos159 = mul i64 0, %dim
  %pos160 = add i64 %pos159, %v157
  %pos161 = mul i64 %pos160, %dim33
  %pos162 = add i64 %pos161, %v158
  %elp163 = getelementptr inbounds double, ptr %buf94, i64 %pos162
  %el164 = load double, ptr %elp163, align 8, !alias.scope !10, !noalias !11
  store double %el164, ptr %a_4, align 8
  %v165 = load i64, ptr %i, align 8
  %v166 = load i64, ptr %j, align 8
  %sub167 = sub i64 %v166, 1
  %c168 = icmp sgt i64 %sub167, 0
  %mm169 = select i1 %c168, i64 %sub167, i64 0
  %pos170 = mul i64 0, %dim15
  %pos171 = add i64 %pos170, %v165
  %inb = icmp ult i64 %mm169, %dim74
  br i1 %inb, label %ok173, label %fail172

exit146:                                          ; preds = %loop144
  br label %versions_done

fail172:                                          ; preds = %body145
  %errp174 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp174, align 8
  %errp175 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp175, align 8
  %errp176 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm169, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp177, align 8
  ret i32 1

ok173:                                            ; preds = %body145
  %pos178 = mul i64 %pos171, %dim74
  %pos179 = add i64 %pos178, %mm169
  %elp180 = getelementptr inbounds double, ptr %buf106, i64 %pos179
  %el181 = load double, ptr %elp180, align 8, !alias.scope !12, !noalias !13
  store double %el181, ptr %c_6, align 8
  %v182 = load double, ptr %b_3, align 8
  %call183 = call double @llvm.fabs.f64(double %v182)
  %fa184 = fadd double 4.000000e+00, %call183
  store double %fa184, ptr %bi_5, align 8
  %v185 = load double, ptr %a_4, align 8
  %v186 = load double, ptr %c_6, align 8
  %fm187 = fmul double %v185, %v186
  store double %fm187, ptr %ac_7, align 8
  %v188 = load i64, ptr %j, align 8
  %ic189 = icmp eq i64 %v188, 0
  br i1 %ic189, label %t190, label %e191

t190:                                             ; preds = %ok173
  br label %j192

e191:                                             ; preds = %ok173
  %v193 = load double, ptr %bi_5, align 8
  %tup194 = insertvalue { double, double, double, double } undef, double %v193, 0
  %v195 = load double, ptr %ac_7, align 8
  %fs196 = fsub double 0.000000e+00, %v195
  %tup197 = insertvalue { double, double, double, double } %tup194, double %fs196, 1
  %tup198 = insertvalue { double, double, double, double } %tup197, double 1.000000e+00, 2
  %tup199 = insertvalue { double, double, double, double } %tup198, double 0.000000e+00, 3
  br label %j192

j192:                                             ; preds = %e191, %t190
  %if200 = phi { double, double, double, double } [ { double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00 }, %t190 ], [ %tup199, %e191 ]
  store { double, double, double, double } %if200, ptr %mats_0, align 8
  %v201 = load i64, ptr %i, align 8
  %v202 = load i64, ptr %j, align 8
  %pos203 = mul i64 0, %dim
  %pos204 = add i64 %pos203, %v201
  %pos205 = mul i64 %pos204, %dim33
  %pos206 = add i64 %pos205, %v202
  %fldp207 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 0
  %fv208 = load double, ptr %fldp207, align 8
  %elp209 = getelementptr inbounds double, ptr %buf126, i64 %pos206
  store double %fv208, ptr %elp209, align 8, !alias.scope !14, !noalias !15
  %fldp210 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 1
  %fv211 = load double, ptr %fldp210, align 8
  %elp212 = getelementptr inbounds double, ptr %buf131, i64 %pos206
  store double %fv211, ptr %elp212, align 8, !alias.scope !16, !noalias !17
  %fldp213 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 2
  %fv214 = load double, ptr %fldp213, align 8
  %elp215 = getelementptr inbounds double, ptr %buf136, i64 %pos206
  store double %fv214, ptr %elp215, align 8, !alias.scope !18, !noalias !19
  %fldp216 = getelementptr inbounds { double, double, double, double }, ptr %mats_0, i32 0, i32 3
  %fv217 = load double, ptr %fldp216, align 8
  %elp218 = getelementptr inbounds double, ptr %buf141, i64 %pos206
  store double %fv217, ptr %elp218, align 8, !alias.scope !20, !noalias !21
  %i219 = load i64, ptr %j, align 8
  %next220 = add i64 %i219, 1
  store i64 %next220, ptr %j, align 8
  br label %loop144
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
  %acc_prods_8 = alloca { double, double, double, double }, align 8
  %started_9 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 33
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %mats_13 = alloca { double, double, double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf50 = load ptr, ptr %bufp49, align 8
  %tup_14.0 = alloca double, align 8
  %tup_14.1 = alloca double, align 8
  %tup_14.2 = alloca double, align 8
  %tup_14.3 = alloca double, align 8
  %tup_19.0 = alloca double, align 8
  %tup_19.1 = alloca double, align 8
  %tup_19.2 = alloca double, align 8
  %tup_19.3 = alloca double, align 8
  %s_24 = alloca double, align 8
  %prods_10.0 = alloca double, align 8
  %prods_10.1 = alloca double, align 8
  %prods_10.2 = alloca double, align 8
  %prods_10.3 = alloca double, align 8
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
  store { double, double, double, double } zeroinitializer, ptr %acc_prods_8, align 8
  store i1 false, ptr %started_9, align 1
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
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !11, !noalias !12
  %fldp43 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %elp46 = getelementptr inbounds double, ptr %buf45, i64 %pos38
  %el47 = load double, ptr %elp46, align 8, !alias.scope !13, !noalias !14
  %fldp48 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 2
  store double %el47, ptr %fldp48, align 8
  %elp51 = getelementptr inbounds double, ptr %buf50, i64 %pos38
  %el52 = load double, ptr %elp51, align 8, !alias.scope !15, !noalias !16
  %fldp53 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 3
  store double %el52, ptr %fldp53, align 8
  %v54 = load i1, ptr %started_9, align 1
  br i1 %v54, label %then, label %else

exit32:                                           ; preds = %loop30
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %fldp55 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp56 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld = load double, ptr %fldp56, align 8
  store double %fld, ptr %tup_14.0, align 8
  %fldp57 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp58 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld59 = load double, ptr %fldp58, align 8
  store double %fld59, ptr %tup_14.1, align 8
  %fldp60 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp61 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld62 = load double, ptr %fldp61, align 8
  store double %fld62, ptr %tup_14.2, align 8
  %fldp63 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp64 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld65 = load double, ptr %fldp64, align 8
  store double %fld65, ptr %tup_14.3, align 8
  %fldp66 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 0
  %fldp67 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 0
  %fld68 = load double, ptr %fldp67, align 8
  store double %fld68, ptr %tup_19.0, align 8
  %fldp69 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 1
  %fldp70 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 1
  %fld71 = load double, ptr %fldp70, align 8
  store double %fld71, ptr %tup_19.1, align 8
  %fldp72 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 2
  %fldp73 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 2
  %fld74 = load double, ptr %fldp73, align 8
  store double %fld74, ptr %tup_19.2, align 8
  %fldp75 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 3
  %fldp76 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 3
  %fld77 = load double, ptr %fldp76, align 8
  store double %fld77, ptr %tup_19.3, align 8
  %v78 = load double, ptr %tup_14.0, align 8
  %v79 = load double, ptr %tup_19.0, align 8
  %fm = fmul double %v78, %v79
  %fd = fdiv double 1.000000e+00, %fm
  store double %fd, ptr %s_24, align 8
  %v80 = load double, ptr %tup_19.0, align 8
  %v81 = load double, ptr %tup_14.0, align 8
  %fm82 = fmul double %v80, %v81
  %v83 = load double, ptr %tup_19.1, align 8
  %v84 = load double, ptr %tup_14.2, align 8
  %fm85 = fmul double %v83, %v84
  %fa = fadd double %fm82, %fm85
  %v86 = load double, ptr %s_24, align 8
  %fm87 = fmul double %fa, %v86
  %tup = insertvalue { double, double, double, double } undef, double %fm87, 0
  %v88 = load double, ptr %tup_19.0, align 8
  %v89 = load double, ptr %tup_14.1, align 8
  %fm90 = fmul double %v88, %v89
  %v91 = load double, ptr %tup_19.1, align 8
  %v92 = load double, ptr %tup_14.3, align 8
  %fm93 = fmul double %v91, %v92
  %fa94 = fadd double %fm90, %fm93
  %v95 = load double, ptr %s_24, align 8
  %fm96 = fmul double %fa94, %v95
  %tup97 = insertvalue { double, double, double, double } %tup, double %fm96, 1
  %v98 = load double, ptr %tup_19.2, align 8
  %v99 = load double, ptr %tup_14.0, align 8
  %fm100 = fmul double %v98, %v99
  %v101 = load double, ptr %tup_19.3, align 8
  %v102 = load double, ptr %tup_14.2, align 8
  %fm103 = fmul double %v101, %v102
  %fa104 = fadd double %fm100, %fm103
  %v105 = load double, ptr %s_24, align 8
  %fm106 = fmul double %fa104, %v105
  %tup107 = insertvalue { double, double, double, double } %tup97, double %fm106, 2
  %v108 = load double, ptr %tup_19.2, align 8
  %v109 = load double, ptr %tup_14.1, align 8
  %fm110 = fmul double %v108, %v109
  %v111 = load double, ptr %tup_19.3, align 8
  %v112 = load double, ptr %tup_14.3, align 8
  %fm113 = fmul double %v111, %v112
  %fa114 = fadd double %fm110, %fm113
  %v115 = load double, ptr %s_24, align 8
  %fm116 = fmul double %fa114, %v115
  %tup117 = insertvalue { double, double, double, double } %tup107, double %fm116, 3
  store { double, double, double, double } %tup117, ptr %acc_prods_8, align 8
  br label %join

else:                                             ; preds = %body31
  %fldp118 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 0
  %fv = load double, ptr %fldp118, align 8
  %fldp119 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  store double %fv, ptr %fldp119, align 8
  %fldp120 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 1
  %fv121 = load double, ptr %fldp120, align 8
  %fldp122 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  store double %fv121, ptr %fldp122, align 8
  %fldp123 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 2
  %fv124 = load double, ptr %fldp123, align 8
  %fldp125 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  store double %fv124, ptr %fldp125, align 8
  %fldp126 = getelementptr inbounds { double, double, double, double }, ptr %mats_13, i32 0, i32 3
  %fv127 = load double, ptr %fldp126, align 8
  %fldp128 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  store double %fv127, ptr %fldp128, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp129 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fldp130 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 0
  %fld131 = load double, ptr %fldp130, align 8
  store double %fld131, ptr %prods_10.0, align 8
  %fldp132 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fldp133 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 1
  %fld134 = load double, ptr %fldp133, align 8
  store double %fld134, ptr %prods_10.1, align 8
  %fldp135 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fldp136 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 2
  %fld137 = load double, ptr %fldp136, align 8
  store double %fld137, ptr %prods_10.2, align 8
  %fldp138 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fldp139 = getelementptr inbounds { double, double, double, double }, ptr %acc_prods_8, i32 0, i32 3
  %fld140 = load double, ptr %fldp139, align 8
  store double %fld140, ptr %prods_10.3, align 8
  %v141 = load i64, ptr %i, align 8
  %v142 = load i64, ptr %j, align 8
  %pos143 = mul i64 0, %dim
  %pos144 = add i64 %pos143, %v141
  %pos145 = mul i64 %pos144, %dim15
  %pos146 = add i64 %pos145, %v142
  %v147 = load double, ptr %prods_10.0, align 8
  %tup148 = insertvalue { double, double, double, double } undef, double %v147, 0
  %v149 = load double, ptr %prods_10.1, align 8
  %tup150 = insertvalue { double, double, double, double } %tup148, double %v149, 1
  %v151 = load double, ptr %prods_10.2, align 8
  %tup152 = insertvalue { double, double, double, double } %tup150, double %v151, 2
  %v153 = load double, ptr %prods_10.3, align 8
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
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 1
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 41
  %dim28 = load i64, ptr %dimp27, align 8
  %j = alloca i64, align 8
  %dimp43 = getelementptr inbounds i64, ptr %1, i64 9
  %dim44 = load i64, ptr %dimp43, align 8
  %prods_28 = alloca { double, double, double, double }, align 8
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
  %b_29 = alloca double, align 8
  %b0_30 = alloca double, align 8
  %bp_25 = alloca double, align 8
  %bufp99 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf100 = load ptr, ptr %bufp99, align 8
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
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok11
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok18
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  %fits29 = icmp sle i64 %dim26, %dim28
  br i1 %fits29, label %ok31, label %fail30

exit:                                             ; preds = %loop
  ret i32 0

fail30:                                           ; preds = %body23
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body23
  %fits36 = icmp sle i64 %dim26, %dim26
  br i1 %fits36, label %ok38, label %fail37

fail37:                                           ; preds = %ok31
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim26, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok31
  store i64 0, ptr %j, align 8
  %extent = sext i64 %dim44 to i128
  %high_ok = icmp slt i128 0, %extent
  %ok45 = and i1 true, %high_ok
  br i1 %ok45, label %proved, label %checked

proved:                                           ; preds = %ok38
  store i64 0, ptr %j, align 8
  br label %loop46

checked:                                          ; preds = %ok38
  store i64 0, ptr %j, align 8
  br label %loop103

versions_done:                                    ; preds = %exit105, %exit48
  %i167 = load i64, ptr %i, align 8
  %next168 = add i64 %i167, 1
  store i64 %next168, ptr %i, align 8
  br label %loop

loop46:                                           ; preds = %body47, %proved
  %i49 = load i64, ptr %j, align 8
  %more50 = icmp slt i64 %i49, %dim26
  br i1 %more50, label %body47, label %exit48

body47:                                           ; preds = %loop46
  %v = load i64, ptr %i, align 8
  %v51 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos52 = add i64 %pos, %v
  %pos53 = mul i64 %pos52, %dim28
  %pos54 = add i64 %pos53, %v51
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos54
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp57 = getelementptr inbounds double, ptr %buf56, i64 %pos54
  %el58 = load double, ptr %elp57, align 8, !alias.scope !9, !noalias !10
  %fldp59 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 1
  store double %el58, ptr %fldp59, align 8
  %elp62 = getelementptr inbounds double, ptr %buf61, i64 %pos54
  %el63 = load double, ptr %elp62, align 8, !alias.scope !11, !noalias !12
  %fldp64 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 2
  store double %el63, ptr %fldp64, align 8
  %elp67 = getelementptr inbounds double, ptr %buf66, i64 %pos54
  %el68 = load double, ptr %elp67, align 8, !alias.scope !13, !noalias !14
  %fldp69 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 3
  store double %el68, ptr %fldp69, align 8
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim8
  %pos72 = add i64 %pos71, %v70
  %pos73 = mul i64 %pos72, %dim44
  %pos74 = add i64 %pos73, 0
  %elp77 = getelementptr inbounds double, ptr %buf76, i64 %pos74
  %el78 = load double, ptr %elp77, align 8, !alias.scope !15, !noalias !16
  store double %el78, ptr %b_29, align 8
  %v79 = load double, ptr %b_29, align 8
  %call = call double @llvm.fabs.f64(double %v79)
  %fa = fadd double 4.000000e+00, %call
  store double %fa, ptr %b0_30, align 8
  %fldp80 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 0
  %fld = load double, ptr %fldp80, align 8
  %v81 = load double, ptr %b0_30, align 8
  %fm = fmul double %fld, %v81
  %fldp82 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 1
  %fld83 = load double, ptr %fldp82, align 8
  %fa84 = fadd double %fm, %fld83
  %fldp85 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 2
  %fld86 = load double, ptr %fldp85, align 8
  %v87 = load double, ptr %b0_30, align 8
  %fm88 = fmul double %fld86, %v87
  %fldp89 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 3
  %fld90 = load double, ptr %fldp89, align 8
  %fa91 = fadd double %fm88, %fld90
  %fd = fdiv double %fa84, %fa91
  store double %fd, ptr %bp_25, align 8
  %v92 = load i64, ptr %i, align 8
  %v93 = load i64, ptr %j, align 8
  %pos94 = mul i64 0, %dim
  %pos95 = add i64 %pos94, %v92
  %pos96 = mul i64 %pos95, %dim26
  %pos97 = add i64 %pos96, %v93
  %v98 = load double, ptr %bp_25, align 8
  %elp101 = getelementptr inbounds double, ptr %buf100, i64 %pos97
  store double %v98, ptr %elp101, align 8, !alias.scope !17, !noalias !18
  %i102 = load i64, ptr %j, align 8
  %next = add i64 %i102, 1
  store i64 %next, ptr %j, align 8
  br label %loop46

exit48:                                           ; preds = %loop46
  br label %versions_done

loop103:                                          ; preds = %ok130, %checked
  %i106 = load i64, ptr %j, align 8
  %more107 = icmp slt i64 %i106, %dim26
  br i1 %more107, label %body104, label %exit105

body104:                                          ; preds = %loop103
  %v108 = load i64, ptr %i, align 8
  %v109 = load i64, ptr %j, align 8
  %pos110 = mul i64 0, %dim3
  %pos111 = add i64 %pos110, %v108
  %pos112 = mul i64 %pos111, %dim28
  %pos113 = add i64 %pos112, %v109
  %elp114 = getelementptr inbounds double, ptr %buf, i64 %pos113
  %el115 = load double, ptr %elp114, align 8, !alias.scope !0, !noalias !3
  %fldp116 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 0
  store double %el115, ptr %fldp116, align 8
  %elp117 = getelementptr inbounds double, ptr %buf56, i64 %pos113
  %el118 = load double, ptr %elp117, align 8, !alias.scope !9, !noalias !10
  %fldp119 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 1
  store double %el118, ptr %fldp119, align 8
  %elp120 = getelementptr inbounds double, ptr %buf61, i64 %pos113
  %el121 = load double, ptr %elp120, align 8, !alias.scope !11, !noalias !12
  %fldp122 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 2
  store double %el121, ptr %fldp122, align 8
  %elp123 = getelementptr inbounds double, ptr %buf66, i64 %pos113
  %el124 = load double, ptr %elp123, align 8, !alias.scope !13, !noalias !14
  %fldp125 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 3
  store double %el124, ptr %fldp125, align 8
  %v126 = load i64, ptr %i, align 8
  %pos127 = mul i64 0, %dim8
  %pos128 = add i64 %pos127, %v126
  %inb = icmp ult i64 0, %dim44
  br i1 %inb, label %ok130, label %fail129

exit105:                                          ; preds = %loop103
  br label %versions_done

fail129:                                          ; preds = %body104
  %errp131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim44, ptr %errp134, align 8
  ret i32 1

ok130:                                            ; preds = %body104
  %pos135 = mul i64 %pos128, %dim44
  %pos136 = add i64 %pos135, 0
  %elp137 = getelementptr inbounds double, ptr %buf76, i64 %pos136
  %el138 = load double, ptr %elp137, align 8, !alias.scope !15, !noalias !16
  store double %el138, ptr %b_29, align 8
  %v139 = load double, ptr %b_29, align 8
  %call140 = call double @llvm.fabs.f64(double %v139)
  %fa141 = fadd double 4.000000e+00, %call140
  store double %fa141, ptr %b0_30, align 8
  %fldp142 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 0
  %fld143 = load double, ptr %fldp142, align 8
  %v144 = load double, ptr %b0_30, align 8
  %fm145 = fmul double %fld143, %v144
  %fldp146 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 1
  %fld147 = load double, ptr %fldp146, align 8
  %fa148 = fadd double %fm145, %fld147
  %fldp149 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 2
  %fld150 = load double, ptr %fldp149, align 8
  %v151 = load double, ptr %b0_30, align 8
  %fm152 = fmul double %fld150, %v151
  %fldp153 = getelementptr inbounds { double, double, double, double }, ptr %prods_28, i32 0, i32 3
  %fld154 = load double, ptr %fldp153, align 8
  %fa155 = fadd double %fm152, %fld154
  %fd156 = fdiv double %fa148, %fa155
  store double %fd156, ptr %bp_25, align 8
  %v157 = load i64, ptr %i, align 8
  %v158 = load i64, ptr %j, align 8
  %pos159 = mul i64 0, %dim
  %pos160 = add i64 %pos159, %v157
  %pos161 = mul i64 %pos160, %dim26
  %pos162 = add i64 %pos161, %v158
  %v163 = load double, ptr %bp_25, align 8
  %elp164 = getelementptr inbounds double, ptr %buf100, i64 %pos162
  store double %v163, ptr %elp164, align 8, !alias.scope !17, !noalias !18
  %i165 = load i64, ptr %j, align 8
  %next166 = add i64 %i165, 1
  store i64 %next166, ptr %j, align 8
  br label %loop103
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
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 48
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
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
  %bufp122 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf123 = load ptr, ptr %bufp122, align 8
  %bufp127 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf128 = load ptr, ptr %bufp127, align 8
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
  store i64 3, ptr %errp27, align 8
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
  store i64 3, ptr %errp54, align 8
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
  br label %loop131

versions_done:                                    ; preds = %exit133, %exit79
  %i197 = load i64, ptr %i, align 8
  %next198 = add i64 %i197, 1
  store i64 %next198, ptr %i, align 8
  br label %loop

loop77:                                           ; preds = %j113, %proved
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
  %el96 = load double, ptr %elp95, align 8, !alias.scope !8, !noalias !9
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
  %el108 = load double, ptr %elp107, align 8, !alias.scope !10, !noalias !11
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
  %v116 = load i64, ptr %i, align 8
  %v117 = load i64, ptr %j, align 8
  %pos118 = mul i64 0, %dim
  %pos119 = add i64 %pos118, %v116
  %pos120 = mul i64 %pos119, %dim33
  %pos121 = add i64 %pos120, %v117
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp124 = getelementptr inbounds double, ptr %buf123, i64 %pos121
  store double %fv, ptr %elp124, align 8, !alias.scope !12, !noalias !13
  %fldp125 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fv126 = load double, ptr %fldp125, align 8
  %elp129 = getelementptr inbounds double, ptr %buf128, i64 %pos121
  store double %fv126, ptr %elp129, align 8, !alias.scope !14, !noalias !15
  %i130 = load i64, ptr %j, align 8
  %next = add i64 %i130, 1
  store i64 %next, ptr %j, align 8
  br label %loop77

loop131:                                          ; preds = %j178, %checked
  %i134 = load i64, ptr %j, align 8
  %more135 = icmp slt i64 %i134, %dim33
  br i1 %more135, label %body132, label %exit133

body132:                                          ; preds = %loop131
  %v136 = load i64, ptr %i, align 8
  %v137 = load i64, ptr %j, align 8
  %pos138 = mul i64 0, %dim
  %pos139 = add i64 %pos138, %v136
  %pos140 = mul i64 %pos139, %dim33
  %pos141 = add i64 %pos140, %v137
  %elp142 = getelementptr inbounds double, ptr %buf, i64 %pos141
  %el143 = load double, ptr %elp142, align 8, !alias.scope !0, !noalias !3
  store double %el143, ptr %a_34, align 8
  %v144 = load i64, ptr %i, align 8
  %v145 = load i64, ptr %j, align 8
  %pos146 = mul i64 0, %dim6
  %pos147 = add i64 %pos146, %v144
  %pos148 = mul i64 %pos147, %dim42
  %pos149 = add i64 %pos148, %v145
  %elp150 = getelementptr inbounds double, ptr %buf94, i64 %pos149
  %el151 = load double, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  store double %el151, ptr %y_35, align 8
  %v152 = load i64, ptr %i, align 8
  %v153 = load i64, ptr %j, align 8
  %sub154 = sub i64 %v153, 1
  %c155 = icmp sgt i64 %sub154, 0
  %mm156 = select i1 %c155, i64 %sub154, i64 0
  %pos157 = mul i64 0, %dim15
  %pos158 = add i64 %pos157, %v152
  %inb = icmp ult i64 %mm156, %dim74
  br i1 %inb, label %ok160, label %fail159

exit133:                                          ; preds = %loop131
  br label %versions_done

fail159:                                          ; preds = %body132
  %errp161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp161, align 8
  %errp162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp162, align 8
  %errp163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm156, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp164, align 8
  ret i32 1

ok160:                                            ; preds = %body132
  %pos165 = mul i64 %pos158, %dim74
  %pos166 = add i64 %pos165, %mm156
  %elp167 = getelementptr inbounds double, ptr %buf106, i64 %pos166
  %el168 = load double, ptr %elp167, align 8, !alias.scope !10, !noalias !11
  store double %el168, ptr %bp_36, align 8
  %v169 = load double, ptr %a_34, align 8
  %v170 = load double, ptr %bp_36, align 8
  %fd171 = fdiv double %v169, %v170
  store double %fd171, ptr %k, align 8
  %v172 = load double, ptr %y_35, align 8
  %tup173 = insertvalue { double, double } undef, double %v172, 0
  %v174 = load i64, ptr %j, align 8
  %ic175 = icmp eq i64 %v174, 0
  br i1 %ic175, label %t176, label %e177

t176:                                             ; preds = %ok160
  br label %j178

e177:                                             ; preds = %ok160
  %v179 = load double, ptr %k, align 8
  %fs180 = fsub double 0.000000e+00, %v179
  br label %j178

j178:                                             ; preds = %e177, %t176
  %if181 = phi double [ 0.000000e+00, %t176 ], [ %fs180, %e177 ]
  %tup182 = insertvalue { double, double } %tup173, double %if181, 1
  store { double, double } %tup182, ptr %fwd_31, align 8
  %v183 = load i64, ptr %i, align 8
  %v184 = load i64, ptr %j, align 8
  %pos185 = mul i64 0, %dim
  %pos186 = add i64 %pos185, %v183
  %pos187 = mul i64 %pos186, %dim33
  %pos188 = add i64 %pos187, %v184
  %fldp189 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 0
  %fv190 = load double, ptr %fldp189, align 8
  %elp191 = getelementptr inbounds double, ptr %buf123, i64 %pos188
  store double %fv190, ptr %elp191, align 8, !alias.scope !12, !noalias !13
  %fldp192 = getelementptr inbounds { double, double }, ptr %fwd_31, i32 0, i32 1
  %fv193 = load double, ptr %fldp192, align 8
  %elp194 = getelementptr inbounds double, ptr %buf128, i64 %pos188
  store double %fv193, ptr %elp194, align 8, !alias.scope !14, !noalias !15
  %i195 = load i64, ptr %j, align 8
  %next196 = add i64 %i195, 1
  store i64 %next196, ptr %j, align 8
  br label %loop131
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
  %acc_fwds_38 = alloca { double, double }, align 8
  %started_39 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 57
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %fwd_43 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf40 = load ptr, ptr %bufp39, align 8
  %tup_44.0 = alloca double, align 8
  %tup_44.1 = alloca double, align 8
  %tup_47.0 = alloca double, align 8
  %tup_47.1 = alloca double, align 8
  %fwds_40.0 = alloca double, align 8
  %fwds_40.1 = alloca double, align 8
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
  store { double, double } zeroinitializer, ptr %acc_fwds_38, align 8
  store i1 false, ptr %started_39, align 1
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
  %fldp = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !7, !noalias !8
  %fldp43 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %v44 = load i1, ptr %started_39, align 1
  br i1 %v44, label %then, label %else

exit32:                                           ; preds = %loop30
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %fldp45 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp46 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld = load double, ptr %fldp46, align 8
  store double %fld, ptr %tup_44.0, align 8
  %fldp47 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp48 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld49 = load double, ptr %fldp48, align 8
  store double %fld49, ptr %tup_44.1, align 8
  %fldp50 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 0
  %fldp51 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 0
  %fld52 = load double, ptr %fldp51, align 8
  store double %fld52, ptr %tup_47.0, align 8
  %fldp53 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 1
  %fldp54 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 1
  %fld55 = load double, ptr %fldp54, align 8
  store double %fld55, ptr %tup_47.1, align 8
  %v56 = load double, ptr %tup_47.0, align 8
  %v57 = load double, ptr %tup_47.1, align 8
  %v58 = load double, ptr %tup_44.0, align 8
  %fm = fmul double %v57, %v58
  %fa = fadd double %v56, %fm
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v59 = load double, ptr %tup_47.1, align 8
  %v60 = load double, ptr %tup_44.1, align 8
  %fm61 = fmul double %v59, %v60
  %tup62 = insertvalue { double, double } %tup, double %fm61, 1
  store { double, double } %tup62, ptr %acc_fwds_38, align 8
  br label %join

else:                                             ; preds = %body31
  %fldp63 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 0
  %fv = load double, ptr %fldp63, align 8
  %fldp64 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  store double %fv, ptr %fldp64, align 8
  %fldp65 = getelementptr inbounds { double, double }, ptr %fwd_43, i32 0, i32 1
  %fv66 = load double, ptr %fldp65, align 8
  %fldp67 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  store double %fv66, ptr %fldp67, align 8
  store i1 true, ptr %started_39, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp68 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fldp69 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 0
  %fld70 = load double, ptr %fldp69, align 8
  store double %fld70, ptr %fwds_40.0, align 8
  %fldp71 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fldp72 = getelementptr inbounds { double, double }, ptr %acc_fwds_38, i32 0, i32 1
  %fld73 = load double, ptr %fldp72, align 8
  store double %fld73, ptr %fwds_40.1, align 8
  %v74 = load i64, ptr %i, align 8
  %v75 = load i64, ptr %j, align 8
  %pos76 = mul i64 0, %dim
  %pos77 = add i64 %pos76, %v74
  %pos78 = mul i64 %pos77, %dim15
  %pos79 = add i64 %pos78, %v75
  %v80 = load double, ptr %fwds_40.0, align 8
  %tup81 = insertvalue { double, double } undef, double %v80, 0
  %v82 = load double, ptr %fwds_40.1, align 8
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
  %fwds_53 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf40 = load ptr, ptr %bufp39, align 8
  %yp_50 = alloca double, align 8
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
  %fldp = getelementptr inbounds { double, double }, ptr %fwds_53, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !6, !noalias !7
  %fldp43 = getelementptr inbounds { double, double }, ptr %fwds_53, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %fldp44 = getelementptr inbounds { double, double }, ptr %fwds_53, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %fwds_53, i32 0, i32 0
  %fld = load double, ptr %fldp45, align 8
  store double %fld, ptr %yp_50, align 8
  %v46 = load i64, ptr %i, align 8
  %v47 = load i64, ptr %j, align 8
  %pos48 = mul i64 0, %dim
  %pos49 = add i64 %pos48, %v46
  %pos50 = mul i64 %pos49, %dim15
  %pos51 = add i64 %pos50, %v47
  %v52 = load double, ptr %yp_50, align 8
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
  %bp_57 = alloca double, align 8
  %bufp85 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf86 = load ptr, ptr %bufp85, align 8
  %c_58 = alloca double, align 8
  %bufp95 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf96 = load ptr, ptr %bufp95, align 8
  %yp_59 = alloca double, align 8
  %k = alloca double, align 8
  %bwd_54 = alloca { double, double }, align 8
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
  store double %el, ptr %bp_57, align 8
  %v79 = load i64, ptr %i, align 8
  %v80 = load i64, ptr %j, align 8
  %pos81 = mul i64 0, %dim8
  %pos82 = add i64 %pos81, %v79
  %pos83 = mul i64 %pos82, %dim46
  %pos84 = add i64 %pos83, %v80
  %elp87 = getelementptr inbounds double, ptr %buf86, i64 %pos84
  %el88 = load double, ptr %elp87, align 8, !alias.scope !8, !noalias !9
  store double %el88, ptr %c_58, align 8
  %v89 = load i64, ptr %i, align 8
  %v90 = load i64, ptr %j, align 8
  %pos91 = mul i64 0, %dim17
  %pos92 = add i64 %pos91, %v89
  %pos93 = mul i64 %pos92, %dim55
  %pos94 = add i64 %pos93, %v90
  %elp97 = getelementptr inbounds double, ptr %buf96, i64 %pos94
  %el98 = load double, ptr %elp97, align 8, !alias.scope !10, !noalias !11
  store double %el98, ptr %yp_59, align 8
  %v99 = load double, ptr %c_58, align 8
  %v100 = load double, ptr %bp_57, align 8
  %fd = fdiv double %v99, %v100
  store double %fd, ptr %k, align 8
  %v101 = load double, ptr %yp_59, align 8
  %v102 = load double, ptr %bp_57, align 8
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
  store { double, double } %tup107, ptr %bwd_54, align 8
  %v108 = load i64, ptr %i, align 8
  %v109 = load i64, ptr %j, align 8
  %pos110 = mul i64 0, %dim
  %pos111 = add i64 %pos110, %v108
  %pos112 = mul i64 %pos111, %dim35
  %pos113 = add i64 %pos112, %v109
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 0
  %fv = load double, ptr %fldp, align 8
  %elp116 = getelementptr inbounds double, ptr %buf115, i64 %pos113
  store double %fv, ptr %elp116, align 8, !alias.scope !12, !noalias !13
  %fldp117 = getelementptr inbounds { double, double }, ptr %bwd_54, i32 0, i32 1
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
  %acc_bwds_61 = alloca { double, double }, align 8
  %started_62 = alloca i1, align 1
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 81
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %bwd_66 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf45 = load ptr, ptr %bufp44, align 8
  %tup_67.0 = alloca double, align 8
  %tup_67.1 = alloca double, align 8
  %tup_70.0 = alloca double, align 8
  %tup_70.1 = alloca double, align 8
  %bwds_63.0 = alloca double, align 8
  %bwds_63.1 = alloca double, align 8
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
  store { double, double } zeroinitializer, ptr %acc_bwds_61, align 8
  store i1 false, ptr %started_62, align 1
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
  %fldp = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp46 = getelementptr inbounds double, ptr %buf45, i64 %pos43
  %el47 = load double, ptr %elp46, align 8, !alias.scope !7, !noalias !8
  %fldp48 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 1
  store double %el47, ptr %fldp48, align 8
  %v49 = load i1, ptr %started_62, align 1
  br i1 %v49, label %then, label %else

exit37:                                           ; preds = %loop35
  %i97 = load i64, ptr %i, align 8
  %next98 = add i64 %i97, -1
  store i64 %next98, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body36
  %fldp50 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 0
  %fldp51 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 0
  %fld = load double, ptr %fldp51, align 8
  store double %fld, ptr %tup_67.0, align 8
  %fldp52 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 1
  %fldp53 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 1
  %fld54 = load double, ptr %fldp53, align 8
  store double %fld54, ptr %tup_67.1, align 8
  %fldp55 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fldp56 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fld57 = load double, ptr %fldp56, align 8
  store double %fld57, ptr %tup_70.0, align 8
  %fldp58 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fldp59 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fld60 = load double, ptr %fldp59, align 8
  store double %fld60, ptr %tup_70.1, align 8
  %v61 = load double, ptr %tup_67.0, align 8
  %v62 = load double, ptr %tup_67.1, align 8
  %v63 = load double, ptr %tup_70.0, align 8
  %fm = fmul double %v62, %v63
  %fa = fadd double %v61, %fm
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v64 = load double, ptr %tup_67.1, align 8
  %v65 = load double, ptr %tup_70.1, align 8
  %fm66 = fmul double %v64, %v65
  %tup67 = insertvalue { double, double } %tup, double %fm66, 1
  store { double, double } %tup67, ptr %acc_bwds_61, align 8
  br label %join

else:                                             ; preds = %body36
  %fldp68 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 0
  %fv = load double, ptr %fldp68, align 8
  %fldp69 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  store double %fv, ptr %fldp69, align 8
  %fldp70 = getelementptr inbounds { double, double }, ptr %bwd_66, i32 0, i32 1
  %fv71 = load double, ptr %fldp70, align 8
  %fldp72 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  store double %fv71, ptr %fldp72, align 8
  store i1 true, ptr %started_62, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp73 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fldp74 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 0
  %fld75 = load double, ptr %fldp74, align 8
  store double %fld75, ptr %bwds_63.0, align 8
  %fldp76 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fldp77 = getelementptr inbounds { double, double }, ptr %acc_bwds_61, i32 0, i32 1
  %fld78 = load double, ptr %fldp77, align 8
  store double %fld78, ptr %bwds_63.1, align 8
  %v79 = load i64, ptr %i, align 8
  %v80 = load i64, ptr %j, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v79
  %pos83 = mul i64 %pos82, %dim17
  %pos84 = add i64 %pos83, %v80
  %v85 = load double, ptr %bwds_63.0, align 8
  %tup86 = insertvalue { double, double } undef, double %v85, 0
  %v87 = load double, ptr %bwds_63.1, align 8
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
  %bwds_76 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf40 = load ptr, ptr %bufp39, align 8
  %x_73 = alloca double, align 8
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
  %fldp = getelementptr inbounds { double, double }, ptr %bwds_76, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos38
  %el42 = load double, ptr %elp41, align 8, !alias.scope !6, !noalias !7
  %fldp43 = getelementptr inbounds { double, double }, ptr %bwds_76, i32 0, i32 1
  store double %el42, ptr %fldp43, align 8
  %fldp44 = getelementptr inbounds { double, double }, ptr %bwds_76, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %bwds_76, i32 0, i32 0
  %fld = load double, ptr %fldp45, align 8
  store double %fld, ptr %x_73, align 8
  %v46 = load i64, ptr %i, align 8
  %v47 = load i64, ptr %j, align 8
  %pos48 = mul i64 0, %dim
  %pos49 = add i64 %pos48, %v46
  %pos50 = mul i64 %pos49, %dim15
  %pos51 = add i64 %pos50, %v47
  %v52 = load double, ptr %x_73, align 8
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

