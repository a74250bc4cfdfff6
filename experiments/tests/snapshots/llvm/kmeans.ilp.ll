; cluster c0: zsums
; ModuleID = 'kmeans_c0'
source_filename = "kmeans_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 1
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %zsums_0 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
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
  store i64 6, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit18, %ok
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
  store i64 6, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %body17, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  store float 0.000000e+00, ptr %zsums_0, align 4
  %v = load i64, ptr %i, align 8
  %v21 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v
  %pos23 = mul i64 %pos22, %dim8
  %pos24 = add i64 %pos23, %v21
  %v25 = load float, ptr %zsums_0, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos24
  store float %v25, ptr %elp, align 4, !alias.scope !0
  %i26 = load i64, ptr %j, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %j, align 8
  br label %loop16

exit18:                                           ; preds = %loop16
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: zcounts
; ModuleID = 'kmeans_c1'
source_filename = "kmeans_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zcounts_3 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store i64 0, ptr %zcounts_3, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %zcounts_3, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  store i64 %v8, ptr %elp, align 8, !alias.scope !0
  %i9 = load i64, ptr %i, align 8
  %next = add i64 %i9, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
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

; cluster c2: Vertical(diffs, Vertical(dists, Vertical(ids, Vertical(pairs, Vertical(best, Diagonal(assign, Vertical(ones, counts)))))))
; ModuleID = 'kmeans_c2'
source_filename = "kmeans_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 80
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 8
  %dim19 = load i64, ptr %dimp18, align 8
  %acc_best_27 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_12 = alloca float, align 4
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 1
  %dim26 = load i64, ptr %dimp25, align 8
  %k = alloca i64, align 8
  %dimp74 = getelementptr inbounds i64, ptr %1, i64 9
  %dim75 = load i64, ptr %dimp74, align 8
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf92 = load ptr, ptr %bufp91, align 8
  %points_9 = alloca float, align 4
  %bufp99 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf100 = load ptr, ptr %bufp99, align 8
  %cents_10 = alloca float, align 4
  %t_11 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_33.0 = alloca float, align 4
  %tup_33.1 = alloca i64, align 8
  %best_29.0 = alloca float, align 4
  %best_29.1 = alloca i64, align 8
  %ones_42 = alloca i64, align 8
  %bufp198 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf199 = load ptr, ptr %bufp198, align 8
  %new_44 = alloca i64, align 8
  %old_45 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim4
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim4
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok11
  %i17 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i17, %min
  br i1 %more, label %body16, label %exit

body16:                                           ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim19, 1
  store { float, i64 } %tup, ptr %acc_best_27, align 8
  store i64 0, ptr %j, align 8
  br label %loop20

exit:                                             ; preds = %loop
  ret i32 0

loop20:                                           ; preds = %j177, %body16
  %i23 = load i64, ptr %j, align 8
  %more24 = icmp slt i64 %i23, %dim19
  br i1 %more24, label %body21, label %exit22

body21:                                           ; preds = %loop20
  store float 0.000000e+00, ptr %acc_dists_12, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %k, align 8
  %v27 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v27 to i128
  %step = sub i128 %at_next, %base
  %step28 = trunc i128 %step to i64
  %step29 = sext i64 %step28 to i128
  %len = sub i64 %dim26, 0
  %span = sub i64 %len, 1
  %span30 = sext i64 %span to i128
  %reach = mul i128 %step29, %span30
  %c31 = icmp slt i128 %reach, 0
  %min32 = select i1 %c31, i128 %reach, i128 0
  %c33 = icmp sgt i128 %reach, 0
  %max34 = select i1 %c33, i128 %reach, i128 0
  %least = add i128 %base, %min32
  %most = add i128 %base, %max34
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits35 = and i1 %fits_low, %fits_high
  %least36 = select i1 %fits35, i128 %least, i128 -9223372036854775808
  %most37 = select i1 %fits35, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim26 to i128
  %low_ok = icmp sge i128 %least36, 0
  %high_ok = icmp slt i128 %most37, %extent
  %ok38 = and i1 true, %low_ok
  %ok39 = and i1 %ok38, %high_ok
  %v40 = load i64, ptr %j, align 8
  %base41 = sext i64 %v40 to i128
  %fits_low42 = icmp sge i128 %base41, -9223372036854775808
  %fits_high43 = icmp sle i128 %base41, 9223372036854775807
  %fits44 = and i1 %fits_low42, %fits_high43
  %least45 = select i1 %fits44, i128 %base41, i128 -9223372036854775808
  %most46 = select i1 %fits44, i128 %base41, i128 9223372036854775807
  %extent47 = sext i64 %dim19 to i128
  %low_ok48 = icmp sge i128 %least45, 0
  %high_ok49 = icmp slt i128 %most46, %extent47
  %ok50 = and i1 %ok39, %low_ok48
  %ok51 = and i1 %ok50, %high_ok49
  %v52 = load i64, ptr %k, align 8
  %base53 = sext i64 %v52 to i128
  store i64 1, ptr %k, align 8
  %v54 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next55 = sext i64 %v54 to i128
  %step56 = sub i128 %at_next55, %base53
  %step57 = trunc i128 %step56 to i64
  %step58 = sext i64 %step57 to i128
  %len59 = sub i64 %dim26, 0
  %span60 = sub i64 %len59, 1
  %span61 = sext i64 %span60 to i128
  %reach62 = mul i128 %step58, %span61
  %c63 = icmp slt i128 %reach62, 0
  %min64 = select i1 %c63, i128 %reach62, i128 0
  %c65 = icmp sgt i128 %reach62, 0
  %max66 = select i1 %c65, i128 %reach62, i128 0
  %least67 = add i128 %base53, %min64
  %most68 = add i128 %base53, %max66
  %fits_low69 = icmp sge i128 %least67, -9223372036854775808
  %fits_high70 = icmp sle i128 %most68, 9223372036854775807
  %fits71 = and i1 %fits_low69, %fits_high70
  %least72 = select i1 %fits71, i128 %least67, i128 -9223372036854775808
  %most73 = select i1 %fits71, i128 %most68, i128 9223372036854775807
  %extent76 = sext i64 %dim75 to i128
  %low_ok77 = icmp sge i128 %least72, 0
  %high_ok78 = icmp slt i128 %most73, %extent76
  %ok79 = and i1 %ok51, %low_ok77
  %ok80 = and i1 %ok79, %high_ok78
  br i1 %ok80, label %proved, label %checked

exit22:                                           ; preds = %loop20
  %fldp188 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp189 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld190 = load float, ptr %fldp189, align 4
  store float %fld190, ptr %best_29.0, align 4
  %fldp191 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp192 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld193 = load i64, ptr %fldp192, align 8
  store i64 %fld193, ptr %best_29.1, align 8
  store i64 1, ptr %ones_42, align 8
  %v194 = load i64, ptr %i, align 8
  %pos195 = mul i64 0, %dim4
  %pos196 = add i64 %pos195, %v194
  %v197 = load i64, ptr %best_29.1, align 8
  %elp200 = getelementptr inbounds i64, ptr %buf199, i64 %pos196
  store i64 %v197, ptr %elp200, align 8, !alias.scope !0, !noalias !3
  %v201 = load i64, ptr %best_29.1, align 8
  %ic202 = icmp slt i64 %v201, %dim19
  br i1 %ic202, label %t203, label %e204

proved:                                           ; preds = %body21
  store i64 0, ptr %k, align 8
  br label %loop81

checked:                                          ; preds = %body21
  store i64 0, ptr %k, align 8
  br label %loop110

versions_done:                                    ; preds = %exit112, %exit83
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp162 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld = load float, ptr %fldp162, align 4
  store float %fld, ptr %tup_33.0, align 4
  %fldp163 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp164 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld165 = load i64, ptr %fldp164, align 8
  store i64 %fld165, ptr %tup_33.1, align 8
  %v166 = load float, ptr %acc_dists_12, align 4
  %v167 = load float, ptr %tup_33.0, align 4
  %fc = fcmp olt float %v166, %v167
  br i1 %fc, label %sc, label %rhs

loop81:                                           ; preds = %body82, %proved
  %i84 = load i64, ptr %k, align 8
  %more85 = icmp slt i64 %i84, %dim26
  br i1 %more85, label %body82, label %exit83

body82:                                           ; preds = %loop81
  %v86 = load i64, ptr %i, align 8
  %v87 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim4
  %pos88 = add i64 %pos, %v86
  %pos89 = mul i64 %pos88, %dim26
  %pos90 = add i64 %pos89, %v87
  %elp = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !8
  store float %el, ptr %points_9, align 4
  %v93 = load i64, ptr %j, align 8
  %v94 = load i64, ptr %k, align 8
  %pos95 = mul i64 0, %dim19
  %pos96 = add i64 %pos95, %v93
  %pos97 = mul i64 %pos96, %dim75
  %pos98 = add i64 %pos97, %v94
  %elp101 = getelementptr inbounds float, ptr %buf100, i64 %pos98
  %el102 = load float, ptr %elp101, align 4, !alias.scope !9, !noalias !10
  store float %el102, ptr %cents_10, align 4
  %v103 = load float, ptr %points_9, align 4
  %v104 = load float, ptr %cents_10, align 4
  %fs = fsub float %v103, %v104
  store float %fs, ptr %t_11, align 4
  %v105 = load float, ptr %t_11, align 4
  %v106 = load float, ptr %t_11, align 4
  %fm = fmul float %v105, %v106
  store float %fm, ptr %diffs_5, align 4
  %v107 = load float, ptr %acc_dists_12, align 4
  %v108 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v107, %v108
  store float %fa, ptr %acc_dists_12, align 4
  %i109 = load i64, ptr %k, align 8
  %next = add i64 %i109, 1
  store i64 %next, ptr %k, align 8
  br label %loop81

exit83:                                           ; preds = %loop81
  br label %versions_done

loop110:                                          ; preds = %ok142, %checked
  %i113 = load i64, ptr %k, align 8
  %more114 = icmp slt i64 %i113, %dim26
  br i1 %more114, label %body111, label %exit112

body111:                                          ; preds = %loop110
  %v115 = load i64, ptr %i, align 8
  %v116 = load i64, ptr %k, align 8
  %pos117 = mul i64 0, %dim4
  %pos118 = add i64 %pos117, %v115
  %inb = icmp ult i64 %v116, %dim26
  br i1 %inb, label %ok120, label %fail119

exit112:                                          ; preds = %loop110
  br label %versions_done

fail119:                                          ; preds = %body111
  %errp121 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v116, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp124, align 8
  ret i32 1

ok120:                                            ; preds = %body111
  %pos125 = mul i64 %pos118, %dim26
  %pos126 = add i64 %pos125, %v116
  %elp127 = getelementptr inbounds float, ptr %buf92, i64 %pos126
  %el128 = load float, ptr %elp127, align 4, !alias.scope !7, !noalias !8
  store float %el128, ptr %points_9, align 4
  %v129 = load i64, ptr %j, align 8
  %v130 = load i64, ptr %k, align 8
  %inb131 = icmp ult i64 %v129, %dim19
  br i1 %inb131, label %ok133, label %fail132

fail132:                                          ; preds = %ok120
  %errp134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp135, align 8
  %errp136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v129, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp137, align 8
  ret i32 1

ok133:                                            ; preds = %ok120
  %pos138 = mul i64 0, %dim19
  %pos139 = add i64 %pos138, %v129
  %inb140 = icmp ult i64 %v130, %dim75
  br i1 %inb140, label %ok142, label %fail141

fail141:                                          ; preds = %ok133
  %errp143 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp143, align 8
  %errp144 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp144, align 8
  %errp145 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v130, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim75, ptr %errp146, align 8
  ret i32 1

ok142:                                            ; preds = %ok133
  %pos147 = mul i64 %pos139, %dim75
  %pos148 = add i64 %pos147, %v130
  %elp149 = getelementptr inbounds float, ptr %buf100, i64 %pos148
  %el150 = load float, ptr %elp149, align 4, !alias.scope !9, !noalias !10
  store float %el150, ptr %cents_10, align 4
  %v151 = load float, ptr %points_9, align 4
  %v152 = load float, ptr %cents_10, align 4
  %fs153 = fsub float %v151, %v152
  store float %fs153, ptr %t_11, align 4
  %v154 = load float, ptr %t_11, align 4
  %v155 = load float, ptr %t_11, align 4
  %fm156 = fmul float %v154, %v155
  store float %fm156, ptr %diffs_5, align 4
  %v157 = load float, ptr %acc_dists_12, align 4
  %v158 = load float, ptr %diffs_5, align 4
  %fa159 = fadd reassoc float %v157, %v158
  store float %fa159, ptr %acc_dists_12, align 4
  %i160 = load i64, ptr %k, align 8
  %next161 = add i64 %i160, 1
  store i64 %next161, ptr %k, align 8
  br label %loop110

rhs:                                              ; preds = %versions_done
  %v168 = load float, ptr %acc_dists_12, align 4
  %v169 = load float, ptr %tup_33.0, align 4
  %fc170 = fcmp oeq float %v168, %v169
  br i1 %fc170, label %rhs171, label %sc172

sc:                                               ; preds = %sc172, %versions_done
  %sc176 = phi i1 [ true, %versions_done ], [ %sc175, %sc172 ]
  br i1 %sc176, label %t, label %e

rhs171:                                           ; preds = %rhs
  %v173 = load i64, ptr %j, align 8
  %v174 = load i64, ptr %tup_33.1, align 8
  %ic = icmp slt i64 %v173, %v174
  br label %sc172

sc172:                                            ; preds = %rhs171, %rhs
  %sc175 = phi i1 [ false, %rhs ], [ %ic, %rhs171 ]
  br label %sc

t:                                                ; preds = %sc
  %v178 = load float, ptr %acc_dists_12, align 4
  %tup179 = insertvalue { float, i64 } undef, float %v178, 0
  %v180 = load i64, ptr %j, align 8
  %tup181 = insertvalue { float, i64 } %tup179, i64 %v180, 1
  br label %j177

e:                                                ; preds = %sc
  %v182 = load float, ptr %tup_33.0, align 4
  %tup183 = insertvalue { float, i64 } undef, float %v182, 0
  %v184 = load i64, ptr %tup_33.1, align 8
  %tup185 = insertvalue { float, i64 } %tup183, i64 %v184, 1
  br label %j177

j177:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup181, %t ], [ %tup185, %e ]
  store { float, i64 } %if, ptr %acc_best_27, align 8
  %i186 = load i64, ptr %j, align 8
  %next187 = add i64 %i186, 1
  store i64 %next187, ptr %j, align 8
  br label %loop20

ignored:                                          ; preds = %ok210, %e204
  %i223 = load i64, ptr %i, align 8
  %next224 = add i64 %i223, 1
  store i64 %next224, ptr %i, align 8
  br label %loop

t203:                                             ; preds = %exit22
  %v206 = load i64, ptr %best_29.1, align 8
  br label %j205

e204:                                             ; preds = %exit22
  br label %ignored

j205:                                             ; preds = %t203
  %if207 = phi i64 [ %v206, %t203 ]
  %inb208 = icmp ult i64 %if207, %dim
  br i1 %inb208, label %ok210, label %fail209

dead:                                             ; No predecessors!
  unreachable

fail209:                                          ; preds = %j205
  %errp211 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp211, align 8
  %errp212 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp212, align 8
  %errp213 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if207, ptr %errp213, align 8
  %errp214 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp214, align 8
  ret i32 1

ok210:                                            ; preds = %j205
  %pos215 = mul i64 0, %dim
  %pos216 = add i64 %pos215, %if207
  %v217 = load i64, ptr %ones_42, align 8
  store i64 %v217, ptr %new_44, align 8
  %elp218 = getelementptr inbounds i64, ptr %buf, i64 %pos216
  %el219 = load i64, ptr %elp218, align 8, !alias.scope !11, !noalias !12
  store i64 %el219, ptr %old_45, align 8
  %v220 = load i64, ptr %new_44, align 8
  %v221 = load i64, ptr %old_45, align 8
  %add = add i64 %v220, %v221
  %elp222 = getelementptr inbounds i64, ptr %buf, i64 %pos216
  store i64 %add, ptr %elp222, align 8, !alias.scope !11, !noalias !12
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %acc_best_27 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_12 = alloca float, align 4
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 1
  %dim22 = load i64, ptr %dimp21, align 8
  %k = alloca i64, align 8
  %dimp70 = getelementptr inbounds i64, ptr %1, i64 9
  %dim71 = load i64, ptr %dimp70, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %points_9 = alloca float, align 4
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf94 = load ptr, ptr %bufp93, align 8
  %cents_10 = alloca float, align 4
  %t_11 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_33.0 = alloca float, align 4
  %tup_33.1 = alloca i64, align 8
  %best_29.0 = alloca float, align 4
  %best_29.1 = alloca i64, align 8
  %ones_42 = alloca i64, align 8
  %bufp192 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf193 = load ptr, ptr %bufp192, align 8
  %dimp202 = getelementptr inbounds i64, ptr %1, i64 80
  %dim203 = load i64, ptr %dimp202, align 8
  %bufp214 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf215 = load ptr, ptr %bufp214, align 8
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
  store i64 5, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim15, 1
  store { float, i64 } %tup, ptr %acc_best_27, align 8
  store i64 0, ptr %j, align 8
  br label %loop16

exit:                                             ; preds = %loop
  ret i32 0

loop16:                                           ; preds = %j171, %body12
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim15
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  store float 0.000000e+00, ptr %acc_dists_12, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %k, align 8
  %v23 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v23 to i128
  %step = sub i128 %at_next, %base
  %step24 = trunc i128 %step to i64
  %step25 = sext i64 %step24 to i128
  %len = sub i64 %dim22, 0
  %span = sub i64 %len, 1
  %span26 = sext i64 %span to i128
  %reach = mul i128 %step25, %span26
  %c27 = icmp slt i128 %reach, 0
  %min28 = select i1 %c27, i128 %reach, i128 0
  %c29 = icmp sgt i128 %reach, 0
  %max30 = select i1 %c29, i128 %reach, i128 0
  %least = add i128 %base, %min28
  %most = add i128 %base, %max30
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least32 = select i1 %fits31, i128 %least, i128 -9223372036854775808
  %most33 = select i1 %fits31, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim22 to i128
  %low_ok = icmp sge i128 %least32, 0
  %high_ok = icmp slt i128 %most33, %extent
  %ok34 = and i1 true, %low_ok
  %ok35 = and i1 %ok34, %high_ok
  %v36 = load i64, ptr %j, align 8
  %base37 = sext i64 %v36 to i128
  %fits_low38 = icmp sge i128 %base37, -9223372036854775808
  %fits_high39 = icmp sle i128 %base37, 9223372036854775807
  %fits40 = and i1 %fits_low38, %fits_high39
  %least41 = select i1 %fits40, i128 %base37, i128 -9223372036854775808
  %most42 = select i1 %fits40, i128 %base37, i128 9223372036854775807
  %extent43 = sext i64 %dim15 to i128
  %low_ok44 = icmp sge i128 %least41, 0
  %high_ok45 = icmp slt i128 %most42, %extent43
  %ok46 = and i1 %ok35, %low_ok44
  %ok47 = and i1 %ok46, %high_ok45
  %v48 = load i64, ptr %k, align 8
  %base49 = sext i64 %v48 to i128
  store i64 1, ptr %k, align 8
  %v50 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next51 = sext i64 %v50 to i128
  %step52 = sub i128 %at_next51, %base49
  %step53 = trunc i128 %step52 to i64
  %step54 = sext i64 %step53 to i128
  %len55 = sub i64 %dim22, 0
  %span56 = sub i64 %len55, 1
  %span57 = sext i64 %span56 to i128
  %reach58 = mul i128 %step54, %span57
  %c59 = icmp slt i128 %reach58, 0
  %min60 = select i1 %c59, i128 %reach58, i128 0
  %c61 = icmp sgt i128 %reach58, 0
  %max62 = select i1 %c61, i128 %reach58, i128 0
  %least63 = add i128 %base49, %min60
  %most64 = add i128 %base49, %max62
  %fits_low65 = icmp sge i128 %least63, -9223372036854775808
  %fits_high66 = icmp sle i128 %most64, 9223372036854775807
  %fits67 = and i1 %fits_low65, %fits_high66
  %least68 = select i1 %fits67, i128 %least63, i128 -9223372036854775808
  %most69 = select i1 %fits67, i128 %most64, i128 9223372036854775807
  %extent72 = sext i64 %dim71 to i128
  %low_ok73 = icmp sge i128 %least68, 0
  %high_ok74 = icmp slt i128 %most69, %extent72
  %ok75 = and i1 %ok47, %low_ok73
  %ok76 = and i1 %ok75, %high_ok74
  br i1 %ok76, label %proved, label %checked

exit18:                                           ; preds = %loop16
  %fldp182 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp183 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld184 = load float, ptr %fldp183, align 4
  store float %fld184, ptr %best_29.0, align 4
  %fldp185 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp186 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld187 = load i64, ptr %fldp186, align 8
  store i64 %fld187, ptr %best_29.1, align 8
  store i64 1, ptr %ones_42, align 8
  %v188 = load i64, ptr %i, align 8
  %pos189 = mul i64 0, %dim
  %pos190 = add i64 %pos189, %v188
  %v191 = load i64, ptr %best_29.1, align 8
  %elp194 = getelementptr inbounds i64, ptr %buf193, i64 %pos190
  store i64 %v191, ptr %elp194, align 8, !alias.scope !0, !noalias !13
  %v195 = load i64, ptr %best_29.1, align 8
  %ic196 = icmp slt i64 %v195, %dim15
  br i1 %ic196, label %t197, label %e198

proved:                                           ; preds = %body17
  store i64 0, ptr %k, align 8
  br label %loop77

checked:                                          ; preds = %body17
  store i64 0, ptr %k, align 8
  br label %loop104

versions_done:                                    ; preds = %exit106, %exit79
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp156 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld = load float, ptr %fldp156, align 4
  store float %fld, ptr %tup_33.0, align 4
  %fldp157 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp158 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld159 = load i64, ptr %fldp158, align 8
  store i64 %fld159, ptr %tup_33.1, align 8
  %v160 = load float, ptr %acc_dists_12, align 4
  %v161 = load float, ptr %tup_33.0, align 4
  %fc = fcmp olt float %v160, %v161
  br i1 %fc, label %sc, label %rhs

loop77:                                           ; preds = %body78, %proved
  %i80 = load i64, ptr %k, align 8
  %more81 = icmp slt i64 %i80, %dim22
  br i1 %more81, label %body78, label %exit79

body78:                                           ; preds = %loop77
  %v82 = load i64, ptr %i, align 8
  %v83 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos84 = add i64 %pos, %v82
  %pos85 = mul i64 %pos84, %dim22
  %pos86 = add i64 %pos85, %v83
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos86
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !14
  store float %el, ptr %points_9, align 4
  %v87 = load i64, ptr %j, align 8
  %v88 = load i64, ptr %k, align 8
  %pos89 = mul i64 0, %dim15
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim71
  %pos92 = add i64 %pos91, %v88
  %elp95 = getelementptr inbounds float, ptr %buf94, i64 %pos92
  %el96 = load float, ptr %elp95, align 4, !alias.scope !9, !noalias !15
  store float %el96, ptr %cents_10, align 4
  %v97 = load float, ptr %points_9, align 4
  %v98 = load float, ptr %cents_10, align 4
  %fs = fsub float %v97, %v98
  store float %fs, ptr %t_11, align 4
  %v99 = load float, ptr %t_11, align 4
  %v100 = load float, ptr %t_11, align 4
  %fm = fmul float %v99, %v100
  store float %fm, ptr %diffs_5, align 4
  %v101 = load float, ptr %acc_dists_12, align 4
  %v102 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v101, %v102
  store float %fa, ptr %acc_dists_12, align 4
  %i103 = load i64, ptr %k, align 8
  %next = add i64 %i103, 1
  store i64 %next, ptr %k, align 8
  br label %loop77

exit79:                                           ; preds = %loop77
  br label %versions_done

loop104:                                          ; preds = %ok136, %checked
  %i107 = load i64, ptr %k, align 8
  %more108 = icmp slt i64 %i107, %dim22
  br i1 %more108, label %body105, label %exit106

body105:                                          ; preds = %loop104
  %v109 = load i64, ptr %i, align 8
  %v110 = load i64, ptr %k, align 8
  %pos111 = mul i64 0, %dim
  %pos112 = add i64 %pos111, %v109
  %inb = icmp ult i64 %v110, %dim22
  br i1 %inb, label %ok114, label %fail113

exit106:                                          ; preds = %loop104
  br label %versions_done

fail113:                                          ; preds = %body105
  %errp115 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v110, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp118, align 8
  ret i32 1

ok114:                                            ; preds = %body105
  %pos119 = mul i64 %pos112, %dim22
  %pos120 = add i64 %pos119, %v110
  %elp121 = getelementptr inbounds float, ptr %buf, i64 %pos120
  %el122 = load float, ptr %elp121, align 4, !alias.scope !7, !noalias !14
  store float %el122, ptr %points_9, align 4
  %v123 = load i64, ptr %j, align 8
  %v124 = load i64, ptr %k, align 8
  %inb125 = icmp ult i64 %v123, %dim15
  br i1 %inb125, label %ok127, label %fail126

fail126:                                          ; preds = %ok114
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v123, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %ok114
  %pos132 = mul i64 0, %dim15
  %pos133 = add i64 %pos132, %v123
  %inb134 = icmp ult i64 %v124, %dim71
  br i1 %inb134, label %ok136, label %fail135

fail135:                                          ; preds = %ok127
  %errp137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v124, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim71, ptr %errp140, align 8
  ret i32 1

ok136:                                            ; preds = %ok127
  %pos141 = mul i64 %pos133, %dim71
  %pos142 = add i64 %pos141, %v124
  %elp143 = getelementptr inbounds float, ptr %buf94, i64 %pos142
  %el144 = load float, ptr %elp143, align 4, !alias.scope !9, !noalias !15
  store float %el144, ptr %cents_10, align 4
  %v145 = load float, ptr %points_9, align 4
  %v146 = load float, ptr %cents_10, align 4
  %fs147 = fsub float %v145, %v146
  store float %fs147, ptr %t_11, align 4
  %v148 = load float, ptr %t_11, align 4
  %v149 = load float, ptr %t_11, align 4
  %fm150 = fmul float %v148, %v149
  store float %fm150, ptr %diffs_5, align 4
  %v151 = load float, ptr %acc_dists_12, align 4
  %v152 = load float, ptr %diffs_5, align 4
  %fa153 = fadd reassoc float %v151, %v152
  store float %fa153, ptr %acc_dists_12, align 4
  %i154 = load i64, ptr %k, align 8
  %next155 = add i64 %i154, 1
  store i64 %next155, ptr %k, align 8
  br label %loop104

rhs:                                              ; preds = %versions_done
  %v162 = load float, ptr %acc_dists_12, align 4
  %v163 = load float, ptr %tup_33.0, align 4
  %fc164 = fcmp oeq float %v162, %v163
  br i1 %fc164, label %rhs165, label %sc166

sc:                                               ; preds = %sc166, %versions_done
  %sc170 = phi i1 [ true, %versions_done ], [ %sc169, %sc166 ]
  br i1 %sc170, label %t, label %e

rhs165:                                           ; preds = %rhs
  %v167 = load i64, ptr %j, align 8
  %v168 = load i64, ptr %tup_33.1, align 8
  %ic = icmp slt i64 %v167, %v168
  br label %sc166

sc166:                                            ; preds = %rhs165, %rhs
  %sc169 = phi i1 [ false, %rhs ], [ %ic, %rhs165 ]
  br label %sc

t:                                                ; preds = %sc
  %v172 = load float, ptr %acc_dists_12, align 4
  %tup173 = insertvalue { float, i64 } undef, float %v172, 0
  %v174 = load i64, ptr %j, align 8
  %tup175 = insertvalue { float, i64 } %tup173, i64 %v174, 1
  br label %j171

e:                                                ; preds = %sc
  %v176 = load float, ptr %tup_33.0, align 4
  %tup177 = insertvalue { float, i64 } undef, float %v176, 0
  %v178 = load i64, ptr %tup_33.1, align 8
  %tup179 = insertvalue { float, i64 } %tup177, i64 %v178, 1
  br label %j171

j171:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup175, %t ], [ %tup179, %e ]
  store { float, i64 } %if, ptr %acc_best_27, align 8
  %i180 = load i64, ptr %j, align 8
  %next181 = add i64 %i180, 1
  store i64 %next181, ptr %j, align 8
  br label %loop16

ignored:                                          ; preds = %ok206, %e198
  %i217 = load i64, ptr %i, align 8
  %next218 = add i64 %i217, 1
  store i64 %next218, ptr %i, align 8
  br label %loop

t197:                                             ; preds = %exit18
  %v200 = load i64, ptr %best_29.1, align 8
  br label %j199

e198:                                             ; preds = %exit18
  br label %ignored

j199:                                             ; preds = %t197
  %if201 = phi i64 [ %v200, %t197 ]
  %inb204 = icmp ult i64 %if201, %dim203
  br i1 %inb204, label %ok206, label %fail205

dead:                                             ; No predecessors!
  unreachable

fail205:                                          ; preds = %j199
  %errp207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if201, ptr %errp209, align 8
  %errp210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim203, ptr %errp210, align 8
  ret i32 1

ok206:                                            ; preds = %j199
  %pos211 = mul i64 0, %dim203
  %pos212 = add i64 %pos211, %if201
  %v213 = load i64, ptr %ones_42, align 8
  %elp216 = getelementptr inbounds i64, ptr %buf215, i64 %pos212
  %7 = atomicrmw add ptr %elp216, i64 %v213 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %acc_best_27 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_12 = alloca float, align 4
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 1
  %dim22 = load i64, ptr %dimp21, align 8
  %k = alloca i64, align 8
  %dimp70 = getelementptr inbounds i64, ptr %1, i64 9
  %dim71 = load i64, ptr %dimp70, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %points_9 = alloca float, align 4
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf94 = load ptr, ptr %bufp93, align 8
  %cents_10 = alloca float, align 4
  %t_11 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_33.0 = alloca float, align 4
  %tup_33.1 = alloca i64, align 8
  %best_29.0 = alloca float, align 4
  %best_29.1 = alloca i64, align 8
  %ones_42 = alloca i64, align 8
  %bufp192 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf193 = load ptr, ptr %bufp192, align 8
  %dimp202 = getelementptr inbounds i64, ptr %1, i64 80
  %dim203 = load i64, ptr %dimp202, align 8
  %new_44 = alloca i64, align 8
  %bufp214 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf215 = load ptr, ptr %bufp214, align 8
  %old_45 = alloca i64, align 8
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
  store i64 5, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim15, 1
  store { float, i64 } %tup, ptr %acc_best_27, align 8
  store i64 0, ptr %j, align 8
  br label %loop16

exit:                                             ; preds = %loop
  ret i32 0

loop16:                                           ; preds = %j171, %body12
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim15
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  store float 0.000000e+00, ptr %acc_dists_12, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %k, align 8
  %v23 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v23 to i128
  %step = sub i128 %at_next, %base
  %step24 = trunc i128 %step to i64
  %step25 = sext i64 %step24 to i128
  %len = sub i64 %dim22, 0
  %span = sub i64 %len, 1
  %span26 = sext i64 %span to i128
  %reach = mul i128 %step25, %span26
  %c27 = icmp slt i128 %reach, 0
  %min28 = select i1 %c27, i128 %reach, i128 0
  %c29 = icmp sgt i128 %reach, 0
  %max30 = select i1 %c29, i128 %reach, i128 0
  %least = add i128 %base, %min28
  %most = add i128 %base, %max30
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least32 = select i1 %fits31, i128 %least, i128 -9223372036854775808
  %most33 = select i1 %fits31, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim22 to i128
  %low_ok = icmp sge i128 %least32, 0
  %high_ok = icmp slt i128 %most33, %extent
  %ok34 = and i1 true, %low_ok
  %ok35 = and i1 %ok34, %high_ok
  %v36 = load i64, ptr %j, align 8
  %base37 = sext i64 %v36 to i128
  %fits_low38 = icmp sge i128 %base37, -9223372036854775808
  %fits_high39 = icmp sle i128 %base37, 9223372036854775807
  %fits40 = and i1 %fits_low38, %fits_high39
  %least41 = select i1 %fits40, i128 %base37, i128 -9223372036854775808
  %most42 = select i1 %fits40, i128 %base37, i128 9223372036854775807
  %extent43 = sext i64 %dim15 to i128
  %low_ok44 = icmp sge i128 %least41, 0
  %high_ok45 = icmp slt i128 %most42, %extent43
  %ok46 = and i1 %ok35, %low_ok44
  %ok47 = and i1 %ok46, %high_ok45
  %v48 = load i64, ptr %k, align 8
  %base49 = sext i64 %v48 to i128
  store i64 1, ptr %k, align 8
  %v50 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next51 = sext i64 %v50 to i128
  %step52 = sub i128 %at_next51, %base49
  %step53 = trunc i128 %step52 to i64
  %step54 = sext i64 %step53 to i128
  %len55 = sub i64 %dim22, 0
  %span56 = sub i64 %len55, 1
  %span57 = sext i64 %span56 to i128
  %reach58 = mul i128 %step54, %span57
  %c59 = icmp slt i128 %reach58, 0
  %min60 = select i1 %c59, i128 %reach58, i128 0
  %c61 = icmp sgt i128 %reach58, 0
  %max62 = select i1 %c61, i128 %reach58, i128 0
  %least63 = add i128 %base49, %min60
  %most64 = add i128 %base49, %max62
  %fits_low65 = icmp sge i128 %least63, -9223372036854775808
  %fits_high66 = icmp sle i128 %most64, 9223372036854775807
  %fits67 = and i1 %fits_low65, %fits_high66
  %least68 = select i1 %fits67, i128 %least63, i128 -9223372036854775808
  %most69 = select i1 %fits67, i128 %most64, i128 9223372036854775807
  %extent72 = sext i64 %dim71 to i128
  %low_ok73 = icmp sge i128 %least68, 0
  %high_ok74 = icmp slt i128 %most69, %extent72
  %ok75 = and i1 %ok47, %low_ok73
  %ok76 = and i1 %ok75, %high_ok74
  br i1 %ok76, label %proved, label %checked

exit18:                                           ; preds = %loop16
  %fldp182 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp183 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld184 = load float, ptr %fldp183, align 4
  store float %fld184, ptr %best_29.0, align 4
  %fldp185 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp186 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld187 = load i64, ptr %fldp186, align 8
  store i64 %fld187, ptr %best_29.1, align 8
  store i64 1, ptr %ones_42, align 8
  %v188 = load i64, ptr %i, align 8
  %pos189 = mul i64 0, %dim
  %pos190 = add i64 %pos189, %v188
  %v191 = load i64, ptr %best_29.1, align 8
  %elp194 = getelementptr inbounds i64, ptr %buf193, i64 %pos190
  store i64 %v191, ptr %elp194, align 8, !alias.scope !0, !noalias !3
  %v195 = load i64, ptr %best_29.1, align 8
  %ic196 = icmp slt i64 %v195, %dim15
  br i1 %ic196, label %t197, label %e198

proved:                                           ; preds = %body17
  store i64 0, ptr %k, align 8
  br label %loop77

checked:                                          ; preds = %body17
  store i64 0, ptr %k, align 8
  br label %loop104

versions_done:                                    ; preds = %exit106, %exit79
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fldp156 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 0
  %fld = load float, ptr %fldp156, align 4
  store float %fld, ptr %tup_33.0, align 4
  %fldp157 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fldp158 = getelementptr inbounds { float, i64 }, ptr %acc_best_27, i32 0, i32 1
  %fld159 = load i64, ptr %fldp158, align 8
  store i64 %fld159, ptr %tup_33.1, align 8
  %v160 = load float, ptr %acc_dists_12, align 4
  %v161 = load float, ptr %tup_33.0, align 4
  %fc = fcmp olt float %v160, %v161
  br i1 %fc, label %sc, label %rhs

loop77:                                           ; preds = %body78, %proved
  %i80 = load i64, ptr %k, align 8
  %more81 = icmp slt i64 %i80, %dim22
  br i1 %more81, label %body78, label %exit79

body78:                                           ; preds = %loop77
  %v82 = load i64, ptr %i, align 8
  %v83 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos84 = add i64 %pos, %v82
  %pos85 = mul i64 %pos84, %dim22
  %pos86 = add i64 %pos85, %v83
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos86
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !8
  store float %el, ptr %points_9, align 4
  %v87 = load i64, ptr %j, align 8
  %v88 = load i64, ptr %k, align 8
  %pos89 = mul i64 0, %dim15
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim71
  %pos92 = add i64 %pos91, %v88
  %elp95 = getelementptr inbounds float, ptr %buf94, i64 %pos92
  %el96 = load float, ptr %elp95, align 4, !alias.scope !9, !noalias !10
  store float %el96, ptr %cents_10, align 4
  %v97 = load float, ptr %points_9, align 4
  %v98 = load float, ptr %cents_10, align 4
  %fs = fsub float %v97, %v98
  store float %fs, ptr %t_11, align 4
  %v99 = load float, ptr %t_11, align 4
  %v100 = load float, ptr %t_11, align 4
  %fm = fmul float %v99, %v100
  store float %fm, ptr %diffs_5, align 4
  %v101 = load float, ptr %acc_dists_12, align 4
  %v102 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v101, %v102
  store float %fa, ptr %acc_dists_12, align 4
  %i103 = load i64, ptr %k, align 8
  %next = add i64 %i103, 1
  store i64 %next, ptr %k, align 8
  br label %loop77

exit79:                                           ; preds = %loop77
  br label %versions_done

loop104:                                          ; preds = %ok136, %checked
  %i107 = load i64, ptr %k, align 8
  %more108 = icmp slt i64 %i107, %dim22
  br i1 %more108, label %body105, label %exit106

body105:                                          ; preds = %loop104
  %v109 = load i64, ptr %i, align 8
  %v110 = load i64, ptr %k, align 8
  %pos111 = mul i64 0, %dim
  %pos112 = add i64 %pos111, %v109
  %inb = icmp ult i64 %v110, %dim22
  br i1 %inb, label %ok114, label %fail113

exit106:                                          ; preds = %loop104
  br label %versions_done

fail113:                                          ; preds = %body105
  %errp115 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v110, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp118, align 8
  ret i32 1

ok114:                                            ; preds = %body105
  %pos119 = mul i64 %pos112, %dim22
  %pos120 = add i64 %pos119, %v110
  %elp121 = getelementptr inbounds float, ptr %buf, i64 %pos120
  %el122 = load float, ptr %elp121, align 4, !alias.scope !7, !noalias !8
  store float %el122, ptr %points_9, align 4
  %v123 = load i64, ptr %j, align 8
  %v124 = load i64, ptr %k, align 8
  %inb125 = icmp ult i64 %v123, %dim15
  br i1 %inb125, label %ok127, label %fail126

fail126:                                          ; preds = %ok114
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v123, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %ok114
  %pos132 = mul i64 0, %dim15
  %pos133 = add i64 %pos132, %v123
  %inb134 = icmp ult i64 %v124, %dim71
  br i1 %inb134, label %ok136, label %fail135

fail135:                                          ; preds = %ok127
  %errp137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v124, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim71, ptr %errp140, align 8
  ret i32 1

ok136:                                            ; preds = %ok127
  %pos141 = mul i64 %pos133, %dim71
  %pos142 = add i64 %pos141, %v124
  %elp143 = getelementptr inbounds float, ptr %buf94, i64 %pos142
  %el144 = load float, ptr %elp143, align 4, !alias.scope !9, !noalias !10
  store float %el144, ptr %cents_10, align 4
  %v145 = load float, ptr %points_9, align 4
  %v146 = load float, ptr %cents_10, align 4
  %fs147 = fsub float %v145, %v146
  store float %fs147, ptr %t_11, align 4
  %v148 = load float, ptr %t_11, align 4
  %v149 = load float, ptr %t_11, align 4
  %fm150 = fmul float %v148, %v149
  store float %fm150, ptr %diffs_5, align 4
  %v151 = load float, ptr %acc_dists_12, align 4
  %v152 = load float, ptr %diffs_5, align 4
  %fa153 = fadd reassoc float %v151, %v152
  store float %fa153, ptr %acc_dists_12, align 4
  %i154 = load i64, ptr %k, align 8
  %next155 = add i64 %i154, 1
  store i64 %next155, ptr %k, align 8
  br label %loop104

rhs:                                              ; preds = %versions_done
  %v162 = load float, ptr %acc_dists_12, align 4
  %v163 = load float, ptr %tup_33.0, align 4
  %fc164 = fcmp oeq float %v162, %v163
  br i1 %fc164, label %rhs165, label %sc166

sc:                                               ; preds = %sc166, %versions_done
  %sc170 = phi i1 [ true, %versions_done ], [ %sc169, %sc166 ]
  br i1 %sc170, label %t, label %e

rhs165:                                           ; preds = %rhs
  %v167 = load i64, ptr %j, align 8
  %v168 = load i64, ptr %tup_33.1, align 8
  %ic = icmp slt i64 %v167, %v168
  br label %sc166

sc166:                                            ; preds = %rhs165, %rhs
  %sc169 = phi i1 [ false, %rhs ], [ %ic, %rhs165 ]
  br label %sc

t:                                                ; preds = %sc
  %v172 = load float, ptr %acc_dists_12, align 4
  %tup173 = insertvalue { float, i64 } undef, float %v172, 0
  %v174 = load i64, ptr %j, align 8
  %tup175 = insertvalue { float, i64 } %tup173, i64 %v174, 1
  br label %j171

e:                                                ; preds = %sc
  %v176 = load float, ptr %tup_33.0, align 4
  %tup177 = insertvalue { float, i64 } undef, float %v176, 0
  %v178 = load i64, ptr %tup_33.1, align 8
  %tup179 = insertvalue { float, i64 } %tup177, i64 %v178, 1
  br label %j171

j171:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup175, %t ], [ %tup179, %e ]
  store { float, i64 } %if, ptr %acc_best_27, align 8
  %i180 = load i64, ptr %j, align 8
  %next181 = add i64 %i180, 1
  store i64 %next181, ptr %j, align 8
  br label %loop16

ignored:                                          ; preds = %ok206, %e198
  %i221 = load i64, ptr %i, align 8
  %next222 = add i64 %i221, 1
  store i64 %next222, ptr %i, align 8
  br label %loop

t197:                                             ; preds = %exit18
  %v200 = load i64, ptr %best_29.1, align 8
  br label %j199

e198:                                             ; preds = %exit18
  br label %ignored

j199:                                             ; preds = %t197
  %if201 = phi i64 [ %v200, %t197 ]
  %inb204 = icmp ult i64 %if201, %dim203
  br i1 %inb204, label %ok206, label %fail205

dead:                                             ; No predecessors!
  unreachable

fail205:                                          ; preds = %j199
  %errp207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if201, ptr %errp209, align 8
  %errp210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim203, ptr %errp210, align 8
  ret i32 1

ok206:                                            ; preds = %j199
  %pos211 = mul i64 0, %dim203
  %pos212 = add i64 %pos211, %if201
  %v213 = load i64, ptr %ones_42, align 8
  store i64 %v213, ptr %new_44, align 8
  %elp216 = getelementptr inbounds i64, ptr %buf215, i64 %pos212
  %el217 = load i64, ptr %elp216, align 8, !alias.scope !11, !noalias !12
  store i64 %el217, ptr %old_45, align 8
  %v218 = load i64, ptr %new_44, align 8
  %v219 = load i64, ptr %old_45, align 8
  %add = add i64 %v218, %v219
  %elp220 = getelementptr inbounds i64, ptr %buf215, i64 %pos212
  store i64 %add, ptr %elp220, align 8, !alias.scope !11, !noalias !12
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.14", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}
!13 = !{!4, !5}
!14 = !{!5, !1}
!15 = !{!4, !1}

; cluster c3: sums
; ModuleID = 'kmeans_c3'
source_filename = "kmeans_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 65
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %bufp4 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf5 = load ptr, ptr %bufp4, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 0
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 56
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf39 = load ptr, ptr %bufp38, align 8
  %points_53 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf44 = load ptr, ptr %bufp43, align 8
  %c_54 = alloca i64, align 8
  %dimp48 = getelementptr inbounds i64, ptr %1, i64 8
  %dim49 = load i64, ptr %dimp48, align 8
  %new_49 = alloca float, align 4
  %old_50 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %n3 = mul i64 %n, %dim2
  %bytes = mul i64 %n3, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf5, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c8 = icmp slt i64 %5, %dim7
  %min = select i1 %c8, i64 %5, i64 %dim7
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp11, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
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
  store i64 7, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits23 = and i1 %fits_low, %fits_high
  %least = select i1 %fits23, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits23, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim25 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok26 = and i1 true, %low_ok
  %ok27 = and i1 %ok26, %high_ok
  br i1 %ok27, label %proved, label %checked

proved:                                           ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop28

checked:                                          ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop80

versions_done:                                    ; preds = %exit82, %exit30
  %i146 = load i64, ptr %i, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %i, align 8
  br label %loop

loop28:                                           ; preds = %ignored, %proved
  %i31 = load i64, ptr %j, align 8
  %more32 = icmp slt i64 %i31, %dim15
  br i1 %more32, label %body29, label %exit30

body29:                                           ; preds = %loop28
  %v33 = load i64, ptr %i, align 8
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim7
  %pos35 = add i64 %pos, %v33
  %pos36 = mul i64 %pos35, %dim15
  %pos37 = add i64 %pos36, %v34
  %elp = getelementptr inbounds float, ptr %buf39, i64 %pos37
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %points_53, align 4
  %v40 = load i64, ptr %i, align 8
  %pos41 = mul i64 0, %dim25
  %pos42 = add i64 %pos41, %v40
  %elp45 = getelementptr inbounds i64, ptr %buf44, i64 %pos42
  %el46 = load i64, ptr %elp45, align 8, !alias.scope !6, !noalias !7
  store i64 %el46, ptr %c_54, align 8
  %v47 = load i64, ptr %c_54, align 8
  %ic = icmp slt i64 %v47, %dim49
  br i1 %ic, label %t, label %e

exit30:                                           ; preds = %loop28
  br label %versions_done

ignored:                                          ; preds = %ok66, %e
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop28

t:                                                ; preds = %body29
  %v51 = load i64, ptr %c_54, align 8
  %tup = insertvalue { i64, i64 } undef, i64 %v51, 0
  %v52 = load i64, ptr %j, align 8
  %tup53 = insertvalue { i64, i64 } %tup, i64 %v52, 1
  br label %j50

e:                                                ; preds = %body29
  br label %ignored

j50:                                              ; preds = %t
  %if = phi { i64, i64 } [ %tup53, %t ]
  %t54 = extractvalue { i64, i64 } %if, 0
  %t55 = extractvalue { i64, i64 } %if, 1
  %inb = icmp ult i64 %t54, %dim
  br i1 %inb, label %ok57, label %fail56

dead:                                             ; No predecessors!
  unreachable

fail56:                                           ; preds = %j50
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t54, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %j50
  %pos62 = mul i64 0, %dim
  %pos63 = add i64 %pos62, %t54
  %inb64 = icmp ult i64 %t55, %dim2
  br i1 %inb64, label %ok66, label %fail65

fail65:                                           ; preds = %ok57
  %errp67 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t55, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp70, align 8
  ret i32 1

ok66:                                             ; preds = %ok57
  %pos71 = mul i64 %pos63, %dim2
  %pos72 = add i64 %pos71, %t55
  %v73 = load float, ptr %points_53, align 4
  store float %v73, ptr %new_49, align 4
  %elp74 = getelementptr inbounds float, ptr %buf, i64 %pos72
  %el75 = load float, ptr %elp74, align 4, !alias.scope !8, !noalias !9
  store float %el75, ptr %old_50, align 4
  %v76 = load float, ptr %new_49, align 4
  %v77 = load float, ptr %old_50, align 4
  %fa = fadd float %v76, %v77
  %elp78 = getelementptr inbounds float, ptr %buf, i64 %pos72
  store float %fa, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  br label %ignored

loop80:                                           ; preds = %ignored93, %checked
  %i83 = load i64, ptr %j, align 8
  %more84 = icmp slt i64 %i83, %dim15
  br i1 %more84, label %body81, label %exit82

body81:                                           ; preds = %loop80
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim7
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim15
  %pos90 = add i64 %pos89, %v86
  %elp91 = getelementptr inbounds float, ptr %buf39, i64 %pos90
  %el92 = load float, ptr %elp91, align 4, !alias.scope !0, !noalias !3
  store float %el92, ptr %points_53, align 4
  %v94 = load i64, ptr %i, align 8
  %inb95 = icmp ult i64 %v94, %dim25
  br i1 %inb95, label %ok97, label %fail96

exit82:                                           ; preds = %loop80
  br label %versions_done

ignored93:                                        ; preds = %ok130, %e109
  %i144 = load i64, ptr %j, align 8
  %next145 = add i64 %i144, 1
  store i64 %next145, ptr %j, align 8
  br label %loop80

fail96:                                           ; preds = %body81
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v94, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %body81
  %pos102 = mul i64 0, %dim25
  %pos103 = add i64 %pos102, %v94
  %elp104 = getelementptr inbounds i64, ptr %buf44, i64 %pos103
  %el105 = load i64, ptr %elp104, align 8, !alias.scope !6, !noalias !7
  store i64 %el105, ptr %c_54, align 8
  %v106 = load i64, ptr %c_54, align 8
  %ic107 = icmp slt i64 %v106, %dim49
  br i1 %ic107, label %t108, label %e109

t108:                                             ; preds = %ok97
  %v111 = load i64, ptr %c_54, align 8
  %tup112 = insertvalue { i64, i64 } undef, i64 %v111, 0
  %v113 = load i64, ptr %j, align 8
  %tup114 = insertvalue { i64, i64 } %tup112, i64 %v113, 1
  br label %j110

e109:                                             ; preds = %ok97
  br label %ignored93

j110:                                             ; preds = %t108
  %if116 = phi { i64, i64 } [ %tup114, %t108 ]
  %t117 = extractvalue { i64, i64 } %if116, 0
  %t118 = extractvalue { i64, i64 } %if116, 1
  %inb119 = icmp ult i64 %t117, %dim
  br i1 %inb119, label %ok121, label %fail120

dead115:                                          ; No predecessors!
  unreachable

fail120:                                          ; preds = %j110
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t117, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %j110
  %pos126 = mul i64 0, %dim
  %pos127 = add i64 %pos126, %t117
  %inb128 = icmp ult i64 %t118, %dim2
  br i1 %inb128, label %ok130, label %fail129

fail129:                                          ; preds = %ok121
  %errp131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t118, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp134, align 8
  ret i32 1

ok130:                                            ; preds = %ok121
  %pos135 = mul i64 %pos127, %dim2
  %pos136 = add i64 %pos135, %t118
  %v137 = load float, ptr %points_53, align 4
  store float %v137, ptr %new_49, align 4
  %elp138 = getelementptr inbounds float, ptr %buf, i64 %pos136
  %el139 = load float, ptr %elp138, align 4, !alias.scope !8, !noalias !9
  store float %el139, ptr %old_50, align 4
  %v140 = load float, ptr %new_49, align 4
  %v141 = load float, ptr %old_50, align 4
  %fa142 = fadd float %v140, %v141
  %elp143 = getelementptr inbounds float, ptr %buf, i64 %pos136
  store float %fa142, ptr %elp143, align 4, !alias.scope !8, !noalias !9
  br label %ignored93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c4: Vertical(replicate, Vertical(countsb, newc))
; ModuleID = 'kmeans_c4'
source_filename = "kmeans_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 96
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 72
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 1
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 73
  %dim35 = load i64, ptr %dimp34, align 8
  %dimp43 = getelementptr inbounds i64, ptr %1, i64 9
  %dim44 = load i64, ptr %dimp43, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %counts_70 = alloca i64, align 8
  %bufp97 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf98 = load ptr, ptr %bufp97, align 8
  %sums_65 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf108 = load ptr, ptr %bufp107, align 8
  %cents_67 = alloca float, align 4
  %newc_62 = alloca float, align 4
  %bufp123 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf124 = load ptr, ptr %bufp123, align 8
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
  store i64 11, ptr %errp2, align 8
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
  store i64 13, ptr %errp11, align 8
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
  store i64 13, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim6
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp29, align 8
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
  store i64 13, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body30
  %fits45 = icmp sle i64 %dim33, %dim44
  br i1 %fits45, label %ok47, label %fail46

fail46:                                           ; preds = %ok38
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim44, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim44, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok38
  %fits52 = icmp sle i64 %dim33, %dim35
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok47
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim35, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok47
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v59 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v59 to i128
  %step = sub i128 %at_next, %base
  %step60 = trunc i128 %step to i64
  %step61 = sext i64 %step60 to i128
  %len = sub i64 %dim33, 0
  %span = sub i64 %len, 1
  %span62 = sext i64 %span to i128
  %reach = mul i128 %step61, %span62
  %c63 = icmp slt i128 %reach, 0
  %min64 = select i1 %c63, i128 %reach, i128 0
  %c65 = icmp sgt i128 %reach, 0
  %max66 = select i1 %c65, i128 %reach, i128 0
  %least = add i128 %base, %min64
  %most = add i128 %base, %max66
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits67 = and i1 %fits_low, %fits_high
  %least68 = select i1 %fits67, i128 %least, i128 -9223372036854775808
  %most69 = select i1 %fits67, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim33 to i128
  %low_ok = icmp sge i128 %least68, 0
  %high_ok = icmp slt i128 %most69, %extent
  %ok70 = and i1 true, %low_ok
  %ok71 = and i1 %ok70, %high_ok
  %v72 = load i64, ptr %i, align 8
  %base73 = sext i64 %v72 to i128
  %fits_low74 = icmp sge i128 %base73, -9223372036854775808
  %fits_high75 = icmp sle i128 %base73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %base73, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %base73, i128 9223372036854775807
  %extent79 = sext i64 %dim to i128
  %low_ok80 = icmp sge i128 %least77, 0
  %high_ok81 = icmp slt i128 %most78, %extent79
  %ok82 = and i1 %ok71, %low_ok80
  %ok83 = and i1 %ok82, %high_ok81
  br i1 %ok83, label %proved, label %checked

proved:                                           ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop84

checked:                                          ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop127

versions_done:                                    ; preds = %exit129, %exit86
  %i200 = load i64, ptr %i, align 8
  %next201 = add i64 %i200, 1
  store i64 %next201, ptr %i, align 8
  br label %loop

loop84:                                           ; preds = %j112, %proved
  %i87 = load i64, ptr %j, align 8
  %more88 = icmp slt i64 %i87, %dim33
  br i1 %more88, label %body85, label %exit86

body85:                                           ; preds = %loop84
  %v89 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos90 = add i64 %pos, %v89
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos90
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %counts_70, align 8
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %j, align 8
  %pos93 = mul i64 0, %dim6
  %pos94 = add i64 %pos93, %v91
  %pos95 = mul i64 %pos94, %dim35
  %pos96 = add i64 %pos95, %v92
  %elp99 = getelementptr inbounds float, ptr %buf98, i64 %pos96
  %el100 = load float, ptr %elp99, align 4, !alias.scope !7, !noalias !8
  store float %el100, ptr %sums_65, align 4
  %v101 = load i64, ptr %i, align 8
  %v102 = load i64, ptr %j, align 8
  %pos103 = mul i64 0, %dim15
  %pos104 = add i64 %pos103, %v101
  %pos105 = mul i64 %pos104, %dim44
  %pos106 = add i64 %pos105, %v102
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos106
  %el110 = load float, ptr %elp109, align 4, !alias.scope !9, !noalias !10
  store float %el110, ptr %cents_67, align 4
  %v111 = load i64, ptr %counts_70, align 8
  %ic = icmp sgt i64 %v111, 0
  br i1 %ic, label %t, label %e

exit86:                                           ; preds = %loop84
  br label %versions_done

t:                                                ; preds = %body85
  %v113 = load float, ptr %sums_65, align 4
  %v114 = load i64, ptr %counts_70, align 8
  %cv = sitofp i64 %v114 to float
  %fd = fdiv float %v113, %cv
  br label %j112

e:                                                ; preds = %body85
  %v115 = load float, ptr %cents_67, align 4
  br label %j112

j112:                                             ; preds = %e, %t
  %if = phi float [ %fd, %t ], [ %v115, %e ]
  store float %if, ptr %newc_62, align 4
  %v116 = load i64, ptr %i, align 8
  %v117 = load i64, ptr %j, align 8
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %v116
  %pos120 = mul i64 %pos119, %dim35
  %pos121 = add i64 %pos120, %v117
  %v122 = load float, ptr %newc_62, align 4
  %elp125 = getelementptr inbounds float, ptr %buf124, i64 %pos121
  store float %v122, ptr %elp125, align 4, !alias.scope !11, !noalias !12
  %i126 = load i64, ptr %j, align 8
  %next = add i64 %i126, 1
  store i64 %next, ptr %j, align 8
  br label %loop84

loop127:                                          ; preds = %j183, %checked
  %i130 = load i64, ptr %j, align 8
  %more131 = icmp slt i64 %i130, %dim33
  br i1 %more131, label %body128, label %exit129

body128:                                          ; preds = %loop127
  %v132 = load i64, ptr %j, align 8
  %ic133 = icmp sge i64 %v132, 0
  br i1 %ic133, label %rhs, label %sc

exit129:                                          ; preds = %loop127
  br label %versions_done

rhs:                                              ; preds = %body128
  %v134 = load i64, ptr %j, align 8
  %ic135 = icmp slt i64 %v134, %dim33
  br label %sc

sc:                                               ; preds = %rhs, %body128
  %sc136 = phi i1 [ false, %body128 ], [ %ic135, %rhs ]
  %v137 = load i64, ptr %j, align 8
  br i1 %sc136, label %ok139, label %fail138

fail138:                                          ; preds = %sc
  %errp140 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp141, align 8
  %errp142 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v137, ptr %errp142, align 8
  %errp143 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp143, align 8
  ret i32 1

ok139:                                            ; preds = %sc
  %v144 = load i64, ptr %i, align 8
  %ic145 = icmp sge i64 %v144, 0
  br i1 %ic145, label %rhs146, label %sc147

rhs146:                                           ; preds = %ok139
  %v148 = load i64, ptr %i, align 8
  %ic149 = icmp slt i64 %v148, %dim
  br label %sc147

sc147:                                            ; preds = %rhs146, %ok139
  %sc150 = phi i1 [ false, %ok139 ], [ %ic149, %rhs146 ]
  %v151 = load i64, ptr %i, align 8
  br i1 %sc150, label %ok153, label %fail152

fail152:                                          ; preds = %sc147
  %errp154 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp154, align 8
  %errp155 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp155, align 8
  %errp156 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v151, ptr %errp156, align 8
  %errp157 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp157, align 8
  ret i32 1

ok153:                                            ; preds = %sc147
  %v158 = load i64, ptr %i, align 8
  %pos159 = mul i64 0, %dim
  %pos160 = add i64 %pos159, %v158
  %elp161 = getelementptr inbounds i64, ptr %buf, i64 %pos160
  %el162 = load i64, ptr %elp161, align 8, !alias.scope !0, !noalias !3
  store i64 %el162, ptr %counts_70, align 8
  %v163 = load i64, ptr %i, align 8
  %v164 = load i64, ptr %j, align 8
  %pos165 = mul i64 0, %dim6
  %pos166 = add i64 %pos165, %v163
  %pos167 = mul i64 %pos166, %dim35
  %pos168 = add i64 %pos167, %v164
  %elp169 = getelementptr inbounds float, ptr %buf98, i64 %pos168
  %el170 = load float, ptr %elp169, align 4, !alias.scope !7, !noalias !8
  store float %el170, ptr %sums_65, align 4
  %v171 = load i64, ptr %i, align 8
  %v172 = load i64, ptr %j, align 8
  %pos173 = mul i64 0, %dim15
  %pos174 = add i64 %pos173, %v171
  %pos175 = mul i64 %pos174, %dim44
  %pos176 = add i64 %pos175, %v172
  %elp177 = getelementptr inbounds float, ptr %buf108, i64 %pos176
  %el178 = load float, ptr %elp177, align 4, !alias.scope !9, !noalias !10
  store float %el178, ptr %cents_67, align 4
  %v179 = load i64, ptr %counts_70, align 8
  %ic180 = icmp sgt i64 %v179, 0
  br i1 %ic180, label %t181, label %e182

t181:                                             ; preds = %ok153
  %v184 = load float, ptr %sums_65, align 4
  %v185 = load i64, ptr %counts_70, align 8
  %cv186 = sitofp i64 %v185 to float
  %fd187 = fdiv float %v184, %cv186
  br label %j183

e182:                                             ; preds = %ok153
  %v188 = load float, ptr %cents_67, align 4
  br label %j183

j183:                                             ; preds = %e182, %t181
  %if189 = phi float [ %fd187, %t181 ], [ %v188, %e182 ]
  store float %if189, ptr %newc_62, align 4
  %v190 = load i64, ptr %i, align 8
  %v191 = load i64, ptr %j, align 8
  %pos192 = mul i64 0, %dim6
  %pos193 = add i64 %pos192, %v190
  %pos194 = mul i64 %pos193, %dim35
  %pos195 = add i64 %pos194, %v191
  %v196 = load float, ptr %newc_62, align 4
  %elp197 = getelementptr inbounds float, ptr %buf124, i64 %pos195
  store float %v196, ptr %elp197, align 4, !alias.scope !11, !noalias !12
  %i198 = load i64, ptr %j, align 8
  %next199 = add i64 %i198, 1
  store i64 %next199, ptr %j, align 8
  br label %loop127
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.14", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!"fuselab.buf.17", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!5, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

