; cluster c0: Vertical(p1, Vertical(p2, Vertical(p3, Vertical(p4, Vertical(p5, Vertical(p6, Vertical(p7, Vertical(p8, z))))))))
; ModuleID = 'greedy_trap_c0'
source_filename = "greedy_trap_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  %acc_p5_20 = alloca double, align 8
  %started_21 = alloca i1, align 1
  %acc_p6_25 = alloca double, align 8
  %started_26 = alloca i1, align 1
  %acc_p7_30 = alloca double, align 8
  %started_31 = alloca i1, align 1
  %acc_p8_35 = alloca double, align 8
  %started_36 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  %z_40.0 = alloca double, align 8
  %z_40.1 = alloca double, align 8
  %bufp96 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf97 = load ptr, ptr %bufp96, align 8
  %bufp100 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf101 = load ptr, ptr %bufp100, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
  store i1 false, ptr %started_1, align 1
  store double 0.000000e+00, ptr %acc_p2_5, align 8
  store i1 false, ptr %started_6, align 1
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
  store double 0.000000e+00, ptr %acc_p5_20, align 8
  store i1 false, ptr %started_21, align 1
  store double 0.000000e+00, ptr %acc_p6_25, align 8
  store i1 false, ptr %started_26, align 1
  store double 0.000000e+00, ptr %acc_p7_30, align 8
  store i1 false, ptr %started_31, align 1
  store double 0.000000e+00, ptr %acc_p8_35, align 8
  store i1 false, ptr %started_36, align 1
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
  store i64 8, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join70, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_4, align 8
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p1_0, align 8
  %v17 = load double, ptr %xs_4, align 8
  %fa = fadd double %v16, %v17
  store double %fa, ptr %acc_p1_0, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_4, align 8
  store double %v18, ptr %acc_p1_0, align 8
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i1, ptr %started_6, align 1
  br i1 %v19, label %then20, label %else21

then20:                                           ; preds = %join
  %v23 = load double, ptr %acc_p2_5, align 8
  %v24 = load double, ptr %xs_4, align 8
  %fm = fmul double %v23, %v24
  store double %fm, ptr %acc_p2_5, align 8
  br label %join22

else21:                                           ; preds = %join
  %v25 = load double, ptr %xs_4, align 8
  store double %v25, ptr %acc_p2_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join22

join22:                                           ; preds = %else21, %then20
  %v26 = load i1, ptr %started_11, align 1
  br i1 %v26, label %then27, label %else28

then27:                                           ; preds = %join22
  %v30 = load double, ptr %acc_p3_10, align 8
  %v31 = load double, ptr %xs_4, align 8
  %call = call double @llvm.maxnum.f64(double %v30, double %v31)
  store double %call, ptr %acc_p3_10, align 8
  br label %join29

else28:                                           ; preds = %join22
  %v32 = load double, ptr %xs_4, align 8
  store double %v32, ptr %acc_p3_10, align 8
  store i1 true, ptr %started_11, align 1
  br label %join29

join29:                                           ; preds = %else28, %then27
  %v33 = load i1, ptr %started_16, align 1
  br i1 %v33, label %then34, label %else35

then34:                                           ; preds = %join29
  %v37 = load double, ptr %acc_p4_15, align 8
  %v38 = load double, ptr %xs_4, align 8
  %call39 = call double @llvm.minnum.f64(double %v37, double %v38)
  store double %call39, ptr %acc_p4_15, align 8
  br label %join36

else35:                                           ; preds = %join29
  %v40 = load double, ptr %xs_4, align 8
  store double %v40, ptr %acc_p4_15, align 8
  store i1 true, ptr %started_16, align 1
  br label %join36

join36:                                           ; preds = %else35, %then34
  %v41 = load i1, ptr %started_21, align 1
  br i1 %v41, label %then42, label %else43

then42:                                           ; preds = %join36
  %v45 = load double, ptr %acc_p5_20, align 8
  %v46 = load double, ptr %xs_4, align 8
  %fm47 = fmul double 2.000000e+00, %v46
  %fa48 = fadd double %v45, %fm47
  store double %fa48, ptr %acc_p5_20, align 8
  br label %join44

else43:                                           ; preds = %join36
  %v49 = load double, ptr %xs_4, align 8
  store double %v49, ptr %acc_p5_20, align 8
  store i1 true, ptr %started_21, align 1
  br label %join44

join44:                                           ; preds = %else43, %then42
  %v50 = load i1, ptr %started_26, align 1
  br i1 %v50, label %then51, label %else52

then51:                                           ; preds = %join44
  %v54 = load double, ptr %acc_p6_25, align 8
  %v55 = load double, ptr %xs_4, align 8
  %fs = fsub double %v54, %v55
  store double %fs, ptr %acc_p6_25, align 8
  br label %join53

else52:                                           ; preds = %join44
  %v56 = load double, ptr %xs_4, align 8
  store double %v56, ptr %acc_p6_25, align 8
  store i1 true, ptr %started_26, align 1
  br label %join53

join53:                                           ; preds = %else52, %then51
  %v57 = load i1, ptr %started_31, align 1
  br i1 %v57, label %then58, label %else59

then58:                                           ; preds = %join53
  %v61 = load double, ptr %acc_p7_30, align 8
  %v62 = load double, ptr %xs_4, align 8
  %v63 = load double, ptr %xs_4, align 8
  %fm64 = fmul double %v62, %v63
  %call65 = call double @llvm.maxnum.f64(double %v61, double %fm64)
  store double %call65, ptr %acc_p7_30, align 8
  br label %join60

else59:                                           ; preds = %join53
  %v66 = load double, ptr %xs_4, align 8
  store double %v66, ptr %acc_p7_30, align 8
  store i1 true, ptr %started_31, align 1
  br label %join60

join60:                                           ; preds = %else59, %then58
  %v67 = load i1, ptr %started_36, align 1
  br i1 %v67, label %then68, label %else69

then68:                                           ; preds = %join60
  %v71 = load double, ptr %acc_p8_35, align 8
  %v72 = load double, ptr %xs_4, align 8
  %fs73 = fsub double 0.000000e+00, %v72
  %call74 = call double @llvm.minnum.f64(double %v71, double %fs73)
  store double %call74, ptr %acc_p8_35, align 8
  br label %join70

else69:                                           ; preds = %join60
  %v75 = load double, ptr %xs_4, align 8
  store double %v75, ptr %acc_p8_35, align 8
  store i1 true, ptr %started_36, align 1
  br label %join70

join70:                                           ; preds = %else69, %then68
  %v76 = load double, ptr %acc_p1_0, align 8
  %v77 = load double, ptr %acc_p2_5, align 8
  %fa78 = fadd double %v76, %v77
  %v79 = load double, ptr %acc_p3_10, align 8
  %fa80 = fadd double %fa78, %v79
  %v81 = load double, ptr %acc_p4_15, align 8
  %fa82 = fadd double %fa80, %v81
  store double %fa82, ptr %z_40.0, align 8
  %v83 = load double, ptr %acc_p5_20, align 8
  %v84 = load double, ptr %acc_p6_25, align 8
  %fm85 = fmul double %v83, %v84
  %v86 = load double, ptr %acc_p7_30, align 8
  %fa87 = fadd double %fm85, %v86
  %v88 = load double, ptr %acc_p8_35, align 8
  %fs89 = fsub double %fa87, %v88
  store double %fs89, ptr %z_40.1, align 8
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim
  %pos92 = add i64 %pos91, %v90
  %v93 = load double, ptr %z_40.0, align 8
  %tup = insertvalue { double, double } undef, double %v93, 0
  %v94 = load double, ptr %z_40.1, align 8
  %tup95 = insertvalue { double, double } %tup, double %v94, 1
  %f = extractvalue { double, double } %tup95, 0
  %elp98 = getelementptr inbounds double, ptr %buf97, i64 %pos92
  store double %f, ptr %elp98, align 8, !alias.scope !6, !noalias !7
  %f99 = extractvalue { double, double } %tup95, 1
  %elp102 = getelementptr inbounds double, ptr %buf101, i64 %pos92
  store double %f99, ptr %elp102, align 8, !alias.scope !8, !noalias !9
  %i103 = load i64, ptr %i, align 8
  %next = add i64 %i103, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c1: q
; ModuleID = 'greedy_trap_c1'
source_filename = "greedy_trap_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_q_50 = alloca { double, double }, align 8
  %started_51 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %z_54 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %bufp17 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf18 = load ptr, ptr %bufp17, align 8
  %tup_55.0 = alloca double, align 8
  %tup_55.1 = alloca double, align 8
  %tup_58.0 = alloca double, align 8
  %tup_58.1 = alloca double, align 8
  %q_52.0 = alloca double, align 8
  %q_52.1 = alloca double, align 8
  %bufp57 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf58 = load ptr, ptr %bufp57, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  store { double, double } zeroinitializer, ptr %acc_q_50, align 8
  store i1 false, ptr %started_51, align 1
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %ok
  %last13 = sub i64 %min, 1
  store i64 %last13, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join, %ok8
  %i15 = load i64, ptr %i, align 8
  %more = icmp sge i64 %i15, %max
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos16
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp19 = getelementptr inbounds double, ptr %buf18, i64 %pos16
  %el20 = load double, ptr %elp19, align 8, !alias.scope !7, !noalias !8
  %fldp21 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  store double %el20, ptr %fldp21, align 8
  %v22 = load i1, ptr %started_51, align 1
  br i1 %v22, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body14
  %fldp23 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fldp24 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fld = load double, ptr %fldp24, align 8
  store double %fld, ptr %tup_55.0, align 8
  %fldp25 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fldp26 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fld27 = load double, ptr %fldp26, align 8
  store double %fld27, ptr %tup_55.1, align 8
  %fldp28 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fldp29 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fld30 = load double, ptr %fldp29, align 8
  store double %fld30, ptr %tup_58.0, align 8
  %fldp31 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fldp32 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fld33 = load double, ptr %fldp32, align 8
  store double %fld33, ptr %tup_58.1, align 8
  %v34 = load double, ptr %tup_55.0, align 8
  %v35 = load double, ptr %tup_58.0, align 8
  %fa = fadd double %v34, %v35
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v36 = load double, ptr %tup_55.1, align 8
  %v37 = load double, ptr %tup_58.1, align 8
  %call = call double @llvm.maxnum.f64(double %v36, double %v37)
  %tup38 = insertvalue { double, double } %tup, double %call, 1
  store { double, double } %tup38, ptr %acc_q_50, align 8
  br label %join

else:                                             ; preds = %body14
  %fldp39 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fv = load double, ptr %fldp39, align 8
  %fldp40 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  store double %fv, ptr %fldp40, align 8
  %fldp41 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fv42 = load double, ptr %fldp41, align 8
  %fldp43 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  store double %fv42, ptr %fldp43, align 8
  store i1 true, ptr %started_51, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp44 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fld46 = load double, ptr %fldp45, align 8
  store double %fld46, ptr %q_52.0, align 8
  %fldp47 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fldp48 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fld49 = load double, ptr %fldp48, align 8
  store double %fld49, ptr %q_52.1, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load double, ptr %q_52.0, align 8
  %tup54 = insertvalue { double, double } undef, double %v53, 0
  %v55 = load double, ptr %q_52.1, align 8
  %tup56 = insertvalue { double, double } %tup54, double %v55, 1
  %f = extractvalue { double, double } %tup56, 0
  %elp59 = getelementptr inbounds double, ptr %buf58, i64 %pos52
  store double %f, ptr %elp59, align 8, !alias.scope !9, !noalias !10
  %f60 = extractvalue { double, double } %tup56, 1
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos52
  store double %f60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %i64 = load i64, ptr %i, align 8
  %next = add i64 %i64, -1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.10", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

