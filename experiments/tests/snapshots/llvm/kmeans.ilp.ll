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
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 8
  %dim12 = load i64, ptr %dimp11, align 8
  %acc_best_25 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_10 = alloca float, align 4
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 1
  %dim19 = load i64, ptr %dimp18, align 8
  %k = alloca i64, align 8
  %dimp79 = getelementptr inbounds i64, ptr %1, i64 9
  %dim80 = load i64, ptr %dimp79, align 8
  %bufp96 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf97 = load ptr, ptr %bufp96, align 8
  %bufp104 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf105 = load ptr, ptr %bufp104, align 8
  %t_9 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_31.0 = alloca float, align 4
  %tup_31.1 = alloca i64, align 8
  %best_27.0 = alloca float, align 4
  %best_27.1 = alloca i64, align 8
  %ones_40 = alloca i64, align 8
  %bufp206 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf207 = load ptr, ptr %bufp206, align 8
  %new_42 = alloca i64, align 8
  %old_43 = alloca i64, align 8
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
  store i64 5, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i10 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i10, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim12, 1
  store { float, i64 } %tup, ptr %acc_best_25, align 8
  store i64 0, ptr %j, align 8
  br label %loop13

exit:                                             ; preds = %loop
  ret i32 0

loop13:                                           ; preds = %j185, %body9
  %i16 = load i64, ptr %j, align 8
  %more17 = icmp slt i64 %i16, %dim12
  br i1 %more17, label %body14, label %exit15

body14:                                           ; preds = %loop13
  store float 0.000000e+00, ptr %acc_dists_10, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits20 = and i1 %fits_low, %fits_high
  %least = select i1 %fits20, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits20, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim4 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %v23 = load i64, ptr %k, align 8
  %base24 = sext i64 %v23 to i128
  store i64 1, ptr %k, align 8
  %v25 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v25 to i128
  %step = sub i128 %at_next, %base24
  %step26 = trunc i128 %step to i64
  %step27 = sext i64 %step26 to i128
  %len = sub i64 %dim19, 0
  %span = sub i64 %len, 1
  %span28 = sext i64 %span to i128
  %reach = mul i128 %step27, %span28
  %c29 = icmp slt i128 %reach, 0
  %min30 = select i1 %c29, i128 %reach, i128 0
  %c31 = icmp sgt i128 %reach, 0
  %max32 = select i1 %c31, i128 %reach, i128 0
  %least33 = add i128 %base24, %min30
  %most34 = add i128 %base24, %max32
  %fits_low35 = icmp sge i128 %least33, -9223372036854775808
  %fits_high36 = icmp sle i128 %most34, 9223372036854775807
  %fits37 = and i1 %fits_low35, %fits_high36
  %least38 = select i1 %fits37, i128 %least33, i128 -9223372036854775808
  %most39 = select i1 %fits37, i128 %most34, i128 9223372036854775807
  %extent40 = sext i64 %dim19 to i128
  %low_ok41 = icmp sge i128 %least38, 0
  %high_ok42 = icmp slt i128 %most39, %extent40
  %ok43 = and i1 %ok22, %low_ok41
  %ok44 = and i1 %ok43, %high_ok42
  %v45 = load i64, ptr %j, align 8
  %base46 = sext i64 %v45 to i128
  %fits_low47 = icmp sge i128 %base46, -9223372036854775808
  %fits_high48 = icmp sle i128 %base46, 9223372036854775807
  %fits49 = and i1 %fits_low47, %fits_high48
  %least50 = select i1 %fits49, i128 %base46, i128 -9223372036854775808
  %most51 = select i1 %fits49, i128 %base46, i128 9223372036854775807
  %extent52 = sext i64 %dim12 to i128
  %low_ok53 = icmp sge i128 %least50, 0
  %high_ok54 = icmp slt i128 %most51, %extent52
  %ok55 = and i1 %ok44, %low_ok53
  %ok56 = and i1 %ok55, %high_ok54
  %v57 = load i64, ptr %k, align 8
  %base58 = sext i64 %v57 to i128
  store i64 1, ptr %k, align 8
  %v59 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next60 = sext i64 %v59 to i128
  %step61 = sub i128 %at_next60, %base58
  %step62 = trunc i128 %step61 to i64
  %step63 = sext i64 %step62 to i128
  %len64 = sub i64 %dim19, 0
  %span65 = sub i64 %len64, 1
  %span66 = sext i64 %span65 to i128
  %reach67 = mul i128 %step63, %span66
  %c68 = icmp slt i128 %reach67, 0
  %min69 = select i1 %c68, i128 %reach67, i128 0
  %c70 = icmp sgt i128 %reach67, 0
  %max71 = select i1 %c70, i128 %reach67, i128 0
  %least72 = add i128 %base58, %min69
  %most73 = add i128 %base58, %max71
  %fits_low74 = icmp sge i128 %least72, -9223372036854775808
  %fits_high75 = icmp sle i128 %most73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %least72, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %most73, i128 9223372036854775807
  %extent81 = sext i64 %dim80 to i128
  %low_ok82 = icmp sge i128 %least77, 0
  %high_ok83 = icmp slt i128 %most78, %extent81
  %ok84 = and i1 %ok56, %low_ok82
  %ok85 = and i1 %ok84, %high_ok83
  br i1 %ok85, label %proved, label %checked

exit15:                                           ; preds = %loop13
  %fldp196 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp197 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld198 = load float, ptr %fldp197, align 4
  store float %fld198, ptr %best_27.0, align 4
  %fldp199 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp200 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld201 = load i64, ptr %fldp200, align 8
  store i64 %fld201, ptr %best_27.1, align 8
  store i64 1, ptr %ones_40, align 8
  %v202 = load i64, ptr %i, align 8
  %pos203 = mul i64 0, %dim4
  %pos204 = add i64 %pos203, %v202
  %v205 = load i64, ptr %best_27.1, align 8
  %elp208 = getelementptr inbounds i64, ptr %buf207, i64 %pos204
  store i64 %v205, ptr %elp208, align 8, !alias.scope !0, !noalias !3
  %v209 = load i64, ptr %best_27.1, align 8
  %ic210 = icmp slt i64 %v209, %dim12
  br i1 %ic210, label %t211, label %e212

proved:                                           ; preds = %body14
  store i64 0, ptr %k, align 8
  br label %loop86

checked:                                          ; preds = %body14
  store i64 0, ptr %k, align 8
  br label %loop113

versions_done:                                    ; preds = %exit115, %exit88
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp170 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld = load float, ptr %fldp170, align 4
  store float %fld, ptr %tup_31.0, align 4
  %fldp171 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp172 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld173 = load i64, ptr %fldp172, align 8
  store i64 %fld173, ptr %tup_31.1, align 8
  %v174 = load float, ptr %acc_dists_10, align 4
  %v175 = load float, ptr %tup_31.0, align 4
  %fc = fcmp olt float %v174, %v175
  br i1 %fc, label %sc, label %rhs

loop86:                                           ; preds = %body87, %proved
  %i89 = load i64, ptr %k, align 8
  %more90 = icmp slt i64 %i89, %dim19
  br i1 %more90, label %body87, label %exit88

body87:                                           ; preds = %loop86
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim4
  %pos93 = add i64 %pos, %v91
  %pos94 = mul i64 %pos93, %dim19
  %pos95 = add i64 %pos94, %v92
  %elp = getelementptr inbounds float, ptr %buf97, i64 %pos95
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !8
  %v98 = load i64, ptr %j, align 8
  %v99 = load i64, ptr %k, align 8
  %pos100 = mul i64 0, %dim12
  %pos101 = add i64 %pos100, %v98
  %pos102 = mul i64 %pos101, %dim80
  %pos103 = add i64 %pos102, %v99
  %elp106 = getelementptr inbounds float, ptr %buf105, i64 %pos103
  %el107 = load float, ptr %elp106, align 4, !alias.scope !9, !noalias !10
  %fs = fsub float %el, %el107
  store float %fs, ptr %t_9, align 4
  %v108 = load float, ptr %t_9, align 4
  %v109 = load float, ptr %t_9, align 4
  %fm = fmul float %v108, %v109
  store float %fm, ptr %diffs_5, align 4
  %v110 = load float, ptr %acc_dists_10, align 4
  %v111 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v110, %v111
  store float %fa, ptr %acc_dists_10, align 4
  %i112 = load i64, ptr %k, align 8
  %next = add i64 %i112, 1
  store i64 %next, ptr %k, align 8
  br label %loop86

exit88:                                           ; preds = %loop86
  br label %versions_done

loop113:                                          ; preds = %ok152, %checked
  %i116 = load i64, ptr %k, align 8
  %more117 = icmp slt i64 %i116, %dim19
  br i1 %more117, label %body114, label %exit115

body114:                                          ; preds = %loop113
  %v118 = load i64, ptr %i, align 8
  %v119 = load i64, ptr %k, align 8
  %inb = icmp ult i64 %v118, %dim4
  br i1 %inb, label %ok121, label %fail120

exit115:                                          ; preds = %loop113
  br label %versions_done

fail120:                                          ; preds = %body114
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v118, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %body114
  %pos126 = mul i64 0, %dim4
  %pos127 = add i64 %pos126, %v118
  %inb128 = icmp ult i64 %v119, %dim19
  br i1 %inb128, label %ok130, label %fail129

fail129:                                          ; preds = %ok121
  %errp131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v119, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp134, align 8
  ret i32 1

ok130:                                            ; preds = %ok121
  %pos135 = mul i64 %pos127, %dim19
  %pos136 = add i64 %pos135, %v119
  %elp137 = getelementptr inbounds float, ptr %buf97, i64 %pos136
  %el138 = load float, ptr %elp137, align 4, !alias.scope !7, !noalias !8
  %v139 = load i64, ptr %j, align 8
  %v140 = load i64, ptr %k, align 8
  %inb141 = icmp ult i64 %v139, %dim12
  br i1 %inb141, label %ok143, label %fail142

fail142:                                          ; preds = %ok130
  %errp144 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp144, align 8
  %errp145 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v139, ptr %errp146, align 8
  %errp147 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp147, align 8
  ret i32 1

ok143:                                            ; preds = %ok130
  %pos148 = mul i64 0, %dim12
  %pos149 = add i64 %pos148, %v139
  %inb150 = icmp ult i64 %v140, %dim80
  br i1 %inb150, label %ok152, label %fail151

fail151:                                          ; preds = %ok143
  %errp153 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp154, align 8
  %errp155 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v140, ptr %errp155, align 8
  %errp156 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim80, ptr %errp156, align 8
  ret i32 1

ok152:                                            ; preds = %ok143
  %pos157 = mul i64 %pos149, %dim80
  %pos158 = add i64 %pos157, %v140
  %elp159 = getelementptr inbounds float, ptr %buf105, i64 %pos158
  %el160 = load float, ptr %elp159, align 4, !alias.scope !9, !noalias !10
  %fs161 = fsub float %el138, %el160
  store float %fs161, ptr %t_9, align 4
  %v162 = load float, ptr %t_9, align 4
  %v163 = load float, ptr %t_9, align 4
  %fm164 = fmul float %v162, %v163
  store float %fm164, ptr %diffs_5, align 4
  %v165 = load float, ptr %acc_dists_10, align 4
  %v166 = load float, ptr %diffs_5, align 4
  %fa167 = fadd reassoc float %v165, %v166
  store float %fa167, ptr %acc_dists_10, align 4
  %i168 = load i64, ptr %k, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %k, align 8
  br label %loop113

rhs:                                              ; preds = %versions_done
  %v176 = load float, ptr %acc_dists_10, align 4
  %v177 = load float, ptr %tup_31.0, align 4
  %fc178 = fcmp oeq float %v176, %v177
  br i1 %fc178, label %rhs179, label %sc180

sc:                                               ; preds = %sc180, %versions_done
  %sc184 = phi i1 [ true, %versions_done ], [ %sc183, %sc180 ]
  br i1 %sc184, label %t, label %e

rhs179:                                           ; preds = %rhs
  %v181 = load i64, ptr %j, align 8
  %v182 = load i64, ptr %tup_31.1, align 8
  %ic = icmp slt i64 %v181, %v182
  br label %sc180

sc180:                                            ; preds = %rhs179, %rhs
  %sc183 = phi i1 [ false, %rhs ], [ %ic, %rhs179 ]
  br label %sc

t:                                                ; preds = %sc
  %v186 = load float, ptr %acc_dists_10, align 4
  %tup187 = insertvalue { float, i64 } undef, float %v186, 0
  %v188 = load i64, ptr %j, align 8
  %tup189 = insertvalue { float, i64 } %tup187, i64 %v188, 1
  br label %j185

e:                                                ; preds = %sc
  %v190 = load float, ptr %tup_31.0, align 4
  %tup191 = insertvalue { float, i64 } undef, float %v190, 0
  %v192 = load i64, ptr %tup_31.1, align 8
  %tup193 = insertvalue { float, i64 } %tup191, i64 %v192, 1
  br label %j185

j185:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup189, %t ], [ %tup193, %e ]
  store { float, i64 } %if, ptr %acc_best_25, align 8
  %i194 = load i64, ptr %j, align 8
  %next195 = add i64 %i194, 1
  store i64 %next195, ptr %j, align 8
  br label %loop13

ignored:                                          ; preds = %ok218, %e212
  %i231 = load i64, ptr %i, align 8
  %next232 = add i64 %i231, 1
  store i64 %next232, ptr %i, align 8
  br label %loop

t211:                                             ; preds = %exit15
  %v214 = load i64, ptr %best_27.1, align 8
  br label %j213

e212:                                             ; preds = %exit15
  br label %ignored

j213:                                             ; preds = %t211
  %if215 = phi i64 [ %v214, %t211 ]
  %inb216 = icmp ult i64 %if215, %dim
  br i1 %inb216, label %ok218, label %fail217

dead:                                             ; No predecessors!
  unreachable

fail217:                                          ; preds = %j213
  %errp219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp219, align 8
  %errp220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if215, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp222, align 8
  ret i32 1

ok218:                                            ; preds = %j213
  %pos223 = mul i64 0, %dim
  %pos224 = add i64 %pos223, %if215
  %v225 = load i64, ptr %ones_40, align 8
  store i64 %v225, ptr %new_42, align 8
  %elp226 = getelementptr inbounds i64, ptr %buf, i64 %pos224
  %el227 = load i64, ptr %elp226, align 8, !alias.scope !11, !noalias !12
  store i64 %el227, ptr %old_43, align 8
  %v228 = load i64, ptr %new_42, align 8
  %v229 = load i64, ptr %old_43, align 8
  %add = add i64 %v228, %v229
  %elp230 = getelementptr inbounds i64, ptr %buf, i64 %pos224
  store i64 %add, ptr %elp230, align 8, !alias.scope !11, !noalias !12
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %acc_best_25 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_10 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %k = alloca i64, align 8
  %dimp75 = getelementptr inbounds i64, ptr %1, i64 9
  %dim76 = load i64, ptr %dimp75, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf99 = load ptr, ptr %bufp98, align 8
  %t_9 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_31.0 = alloca float, align 4
  %tup_31.1 = alloca i64, align 8
  %best_27.0 = alloca float, align 4
  %best_27.1 = alloca i64, align 8
  %ones_40 = alloca i64, align 8
  %bufp200 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf201 = load ptr, ptr %bufp200, align 8
  %dimp210 = getelementptr inbounds i64, ptr %1, i64 80
  %dim211 = load i64, ptr %dimp210, align 8
  %bufp222 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf223 = load ptr, ptr %bufp222, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim8, 1
  store { float, i64 } %tup, ptr %acc_best_25, align 8
  store i64 0, ptr %j, align 8
  br label %loop9

exit:                                             ; preds = %loop
  ret i32 0

loop9:                                            ; preds = %j179, %body5
  %i12 = load i64, ptr %j, align 8
  %more13 = icmp slt i64 %i12, %dim8
  br i1 %more13, label %body10, label %exit11

body10:                                           ; preds = %loop9
  store float 0.000000e+00, ptr %acc_dists_10, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least = select i1 %fits16, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits16, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok17 = and i1 true, %low_ok
  %ok18 = and i1 %ok17, %high_ok
  %v19 = load i64, ptr %k, align 8
  %base20 = sext i64 %v19 to i128
  store i64 1, ptr %k, align 8
  %v21 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v21 to i128
  %step = sub i128 %at_next, %base20
  %step22 = trunc i128 %step to i64
  %step23 = sext i64 %step22 to i128
  %len = sub i64 %dim15, 0
  %span = sub i64 %len, 1
  %span24 = sext i64 %span to i128
  %reach = mul i128 %step23, %span24
  %c25 = icmp slt i128 %reach, 0
  %min26 = select i1 %c25, i128 %reach, i128 0
  %c27 = icmp sgt i128 %reach, 0
  %max28 = select i1 %c27, i128 %reach, i128 0
  %least29 = add i128 %base20, %min26
  %most30 = add i128 %base20, %max28
  %fits_low31 = icmp sge i128 %least29, -9223372036854775808
  %fits_high32 = icmp sle i128 %most30, 9223372036854775807
  %fits33 = and i1 %fits_low31, %fits_high32
  %least34 = select i1 %fits33, i128 %least29, i128 -9223372036854775808
  %most35 = select i1 %fits33, i128 %most30, i128 9223372036854775807
  %extent36 = sext i64 %dim15 to i128
  %low_ok37 = icmp sge i128 %least34, 0
  %high_ok38 = icmp slt i128 %most35, %extent36
  %ok39 = and i1 %ok18, %low_ok37
  %ok40 = and i1 %ok39, %high_ok38
  %v41 = load i64, ptr %j, align 8
  %base42 = sext i64 %v41 to i128
  %fits_low43 = icmp sge i128 %base42, -9223372036854775808
  %fits_high44 = icmp sle i128 %base42, 9223372036854775807
  %fits45 = and i1 %fits_low43, %fits_high44
  %least46 = select i1 %fits45, i128 %base42, i128 -9223372036854775808
  %most47 = select i1 %fits45, i128 %base42, i128 9223372036854775807
  %extent48 = sext i64 %dim8 to i128
  %low_ok49 = icmp sge i128 %least46, 0
  %high_ok50 = icmp slt i128 %most47, %extent48
  %ok51 = and i1 %ok40, %low_ok49
  %ok52 = and i1 %ok51, %high_ok50
  %v53 = load i64, ptr %k, align 8
  %base54 = sext i64 %v53 to i128
  store i64 1, ptr %k, align 8
  %v55 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next56 = sext i64 %v55 to i128
  %step57 = sub i128 %at_next56, %base54
  %step58 = trunc i128 %step57 to i64
  %step59 = sext i64 %step58 to i128
  %len60 = sub i64 %dim15, 0
  %span61 = sub i64 %len60, 1
  %span62 = sext i64 %span61 to i128
  %reach63 = mul i128 %step59, %span62
  %c64 = icmp slt i128 %reach63, 0
  %min65 = select i1 %c64, i128 %reach63, i128 0
  %c66 = icmp sgt i128 %reach63, 0
  %max67 = select i1 %c66, i128 %reach63, i128 0
  %least68 = add i128 %base54, %min65
  %most69 = add i128 %base54, %max67
  %fits_low70 = icmp sge i128 %least68, -9223372036854775808
  %fits_high71 = icmp sle i128 %most69, 9223372036854775807
  %fits72 = and i1 %fits_low70, %fits_high71
  %least73 = select i1 %fits72, i128 %least68, i128 -9223372036854775808
  %most74 = select i1 %fits72, i128 %most69, i128 9223372036854775807
  %extent77 = sext i64 %dim76 to i128
  %low_ok78 = icmp sge i128 %least73, 0
  %high_ok79 = icmp slt i128 %most74, %extent77
  %ok80 = and i1 %ok52, %low_ok78
  %ok81 = and i1 %ok80, %high_ok79
  br i1 %ok81, label %proved, label %checked

exit11:                                           ; preds = %loop9
  %fldp190 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp191 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld192 = load float, ptr %fldp191, align 4
  store float %fld192, ptr %best_27.0, align 4
  %fldp193 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp194 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld195 = load i64, ptr %fldp194, align 8
  store i64 %fld195, ptr %best_27.1, align 8
  store i64 1, ptr %ones_40, align 8
  %v196 = load i64, ptr %i, align 8
  %pos197 = mul i64 0, %dim
  %pos198 = add i64 %pos197, %v196
  %v199 = load i64, ptr %best_27.1, align 8
  %elp202 = getelementptr inbounds i64, ptr %buf201, i64 %pos198
  store i64 %v199, ptr %elp202, align 8, !alias.scope !0, !noalias !13
  %v203 = load i64, ptr %best_27.1, align 8
  %ic204 = icmp slt i64 %v203, %dim8
  br i1 %ic204, label %t205, label %e206

proved:                                           ; preds = %body10
  store i64 0, ptr %k, align 8
  br label %loop82

checked:                                          ; preds = %body10
  store i64 0, ptr %k, align 8
  br label %loop107

versions_done:                                    ; preds = %exit109, %exit84
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp164 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld = load float, ptr %fldp164, align 4
  store float %fld, ptr %tup_31.0, align 4
  %fldp165 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp166 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld167 = load i64, ptr %fldp166, align 8
  store i64 %fld167, ptr %tup_31.1, align 8
  %v168 = load float, ptr %acc_dists_10, align 4
  %v169 = load float, ptr %tup_31.0, align 4
  %fc = fcmp olt float %v168, %v169
  br i1 %fc, label %sc, label %rhs

loop82:                                           ; preds = %body83, %proved
  %i85 = load i64, ptr %k, align 8
  %more86 = icmp slt i64 %i85, %dim15
  br i1 %more86, label %body83, label %exit84

body83:                                           ; preds = %loop82
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos89 = add i64 %pos, %v87
  %pos90 = mul i64 %pos89, %dim15
  %pos91 = add i64 %pos90, %v88
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos91
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !14
  %v92 = load i64, ptr %j, align 8
  %v93 = load i64, ptr %k, align 8
  %pos94 = mul i64 0, %dim8
  %pos95 = add i64 %pos94, %v92
  %pos96 = mul i64 %pos95, %dim76
  %pos97 = add i64 %pos96, %v93
  %elp100 = getelementptr inbounds float, ptr %buf99, i64 %pos97
  %el101 = load float, ptr %elp100, align 4, !alias.scope !9, !noalias !15
  %fs = fsub float %el, %el101
  store float %fs, ptr %t_9, align 4
  %v102 = load float, ptr %t_9, align 4
  %v103 = load float, ptr %t_9, align 4
  %fm = fmul float %v102, %v103
  store float %fm, ptr %diffs_5, align 4
  %v104 = load float, ptr %acc_dists_10, align 4
  %v105 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v104, %v105
  store float %fa, ptr %acc_dists_10, align 4
  %i106 = load i64, ptr %k, align 8
  %next = add i64 %i106, 1
  store i64 %next, ptr %k, align 8
  br label %loop82

exit84:                                           ; preds = %loop82
  br label %versions_done

loop107:                                          ; preds = %ok146, %checked
  %i110 = load i64, ptr %k, align 8
  %more111 = icmp slt i64 %i110, %dim15
  br i1 %more111, label %body108, label %exit109

body108:                                          ; preds = %loop107
  %v112 = load i64, ptr %i, align 8
  %v113 = load i64, ptr %k, align 8
  %inb = icmp ult i64 %v112, %dim
  br i1 %inb, label %ok115, label %fail114

exit109:                                          ; preds = %loop107
  br label %versions_done

fail114:                                          ; preds = %body108
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v112, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %body108
  %pos120 = mul i64 0, %dim
  %pos121 = add i64 %pos120, %v112
  %inb122 = icmp ult i64 %v113, %dim15
  br i1 %inb122, label %ok124, label %fail123

fail123:                                          ; preds = %ok115
  %errp125 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp125, align 8
  %errp126 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v113, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp128, align 8
  ret i32 1

ok124:                                            ; preds = %ok115
  %pos129 = mul i64 %pos121, %dim15
  %pos130 = add i64 %pos129, %v113
  %elp131 = getelementptr inbounds float, ptr %buf, i64 %pos130
  %el132 = load float, ptr %elp131, align 4, !alias.scope !7, !noalias !14
  %v133 = load i64, ptr %j, align 8
  %v134 = load i64, ptr %k, align 8
  %inb135 = icmp ult i64 %v133, %dim8
  br i1 %inb135, label %ok137, label %fail136

fail136:                                          ; preds = %ok124
  %errp138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v133, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp141, align 8
  ret i32 1

ok137:                                            ; preds = %ok124
  %pos142 = mul i64 0, %dim8
  %pos143 = add i64 %pos142, %v133
  %inb144 = icmp ult i64 %v134, %dim76
  br i1 %inb144, label %ok146, label %fail145

fail145:                                          ; preds = %ok137
  %errp147 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v134, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp150, align 8
  ret i32 1

ok146:                                            ; preds = %ok137
  %pos151 = mul i64 %pos143, %dim76
  %pos152 = add i64 %pos151, %v134
  %elp153 = getelementptr inbounds float, ptr %buf99, i64 %pos152
  %el154 = load float, ptr %elp153, align 4, !alias.scope !9, !noalias !15
  %fs155 = fsub float %el132, %el154
  store float %fs155, ptr %t_9, align 4
  %v156 = load float, ptr %t_9, align 4
  %v157 = load float, ptr %t_9, align 4
  %fm158 = fmul float %v156, %v157
  store float %fm158, ptr %diffs_5, align 4
  %v159 = load float, ptr %acc_dists_10, align 4
  %v160 = load float, ptr %diffs_5, align 4
  %fa161 = fadd reassoc float %v159, %v160
  store float %fa161, ptr %acc_dists_10, align 4
  %i162 = load i64, ptr %k, align 8
  %next163 = add i64 %i162, 1
  store i64 %next163, ptr %k, align 8
  br label %loop107

rhs:                                              ; preds = %versions_done
  %v170 = load float, ptr %acc_dists_10, align 4
  %v171 = load float, ptr %tup_31.0, align 4
  %fc172 = fcmp oeq float %v170, %v171
  br i1 %fc172, label %rhs173, label %sc174

sc:                                               ; preds = %sc174, %versions_done
  %sc178 = phi i1 [ true, %versions_done ], [ %sc177, %sc174 ]
  br i1 %sc178, label %t, label %e

rhs173:                                           ; preds = %rhs
  %v175 = load i64, ptr %j, align 8
  %v176 = load i64, ptr %tup_31.1, align 8
  %ic = icmp slt i64 %v175, %v176
  br label %sc174

sc174:                                            ; preds = %rhs173, %rhs
  %sc177 = phi i1 [ false, %rhs ], [ %ic, %rhs173 ]
  br label %sc

t:                                                ; preds = %sc
  %v180 = load float, ptr %acc_dists_10, align 4
  %tup181 = insertvalue { float, i64 } undef, float %v180, 0
  %v182 = load i64, ptr %j, align 8
  %tup183 = insertvalue { float, i64 } %tup181, i64 %v182, 1
  br label %j179

e:                                                ; preds = %sc
  %v184 = load float, ptr %tup_31.0, align 4
  %tup185 = insertvalue { float, i64 } undef, float %v184, 0
  %v186 = load i64, ptr %tup_31.1, align 8
  %tup187 = insertvalue { float, i64 } %tup185, i64 %v186, 1
  br label %j179

j179:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup183, %t ], [ %tup187, %e ]
  store { float, i64 } %if, ptr %acc_best_25, align 8
  %i188 = load i64, ptr %j, align 8
  %next189 = add i64 %i188, 1
  store i64 %next189, ptr %j, align 8
  br label %loop9

ignored:                                          ; preds = %ok214, %e206
  %i225 = load i64, ptr %i, align 8
  %next226 = add i64 %i225, 1
  store i64 %next226, ptr %i, align 8
  br label %loop

t205:                                             ; preds = %exit11
  %v208 = load i64, ptr %best_27.1, align 8
  br label %j207

e206:                                             ; preds = %exit11
  br label %ignored

j207:                                             ; preds = %t205
  %if209 = phi i64 [ %v208, %t205 ]
  %inb212 = icmp ult i64 %if209, %dim211
  br i1 %inb212, label %ok214, label %fail213

dead:                                             ; No predecessors!
  unreachable

fail213:                                          ; preds = %j207
  %errp215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if209, ptr %errp217, align 8
  %errp218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim211, ptr %errp218, align 8
  ret i32 1

ok214:                                            ; preds = %j207
  %pos219 = mul i64 0, %dim211
  %pos220 = add i64 %pos219, %if209
  %v221 = load i64, ptr %ones_40, align 8
  %elp224 = getelementptr inbounds i64, ptr %buf223, i64 %pos220
  %7 = atomicrmw add ptr %elp224, i64 %v221 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %acc_best_25 = alloca { float, i64 }, align 8
  %j = alloca i64, align 8
  %acc_dists_10 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %k = alloca i64, align 8
  %dimp75 = getelementptr inbounds i64, ptr %1, i64 9
  %dim76 = load i64, ptr %dimp75, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf99 = load ptr, ptr %bufp98, align 8
  %t_9 = alloca float, align 4
  %diffs_5 = alloca float, align 4
  %tup_31.0 = alloca float, align 4
  %tup_31.1 = alloca i64, align 8
  %best_27.0 = alloca float, align 4
  %best_27.1 = alloca i64, align 8
  %ones_40 = alloca i64, align 8
  %bufp200 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf201 = load ptr, ptr %bufp200, align 8
  %dimp210 = getelementptr inbounds i64, ptr %1, i64 80
  %dim211 = load i64, ptr %dimp210, align 8
  %new_42 = alloca i64, align 8
  %bufp222 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf223 = load ptr, ptr %bufp222, align 8
  %old_43 = alloca i64, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim8, 1
  store { float, i64 } %tup, ptr %acc_best_25, align 8
  store i64 0, ptr %j, align 8
  br label %loop9

exit:                                             ; preds = %loop
  ret i32 0

loop9:                                            ; preds = %j179, %body5
  %i12 = load i64, ptr %j, align 8
  %more13 = icmp slt i64 %i12, %dim8
  br i1 %more13, label %body10, label %exit11

body10:                                           ; preds = %loop9
  store float 0.000000e+00, ptr %acc_dists_10, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least = select i1 %fits16, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits16, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok17 = and i1 true, %low_ok
  %ok18 = and i1 %ok17, %high_ok
  %v19 = load i64, ptr %k, align 8
  %base20 = sext i64 %v19 to i128
  store i64 1, ptr %k, align 8
  %v21 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v21 to i128
  %step = sub i128 %at_next, %base20
  %step22 = trunc i128 %step to i64
  %step23 = sext i64 %step22 to i128
  %len = sub i64 %dim15, 0
  %span = sub i64 %len, 1
  %span24 = sext i64 %span to i128
  %reach = mul i128 %step23, %span24
  %c25 = icmp slt i128 %reach, 0
  %min26 = select i1 %c25, i128 %reach, i128 0
  %c27 = icmp sgt i128 %reach, 0
  %max28 = select i1 %c27, i128 %reach, i128 0
  %least29 = add i128 %base20, %min26
  %most30 = add i128 %base20, %max28
  %fits_low31 = icmp sge i128 %least29, -9223372036854775808
  %fits_high32 = icmp sle i128 %most30, 9223372036854775807
  %fits33 = and i1 %fits_low31, %fits_high32
  %least34 = select i1 %fits33, i128 %least29, i128 -9223372036854775808
  %most35 = select i1 %fits33, i128 %most30, i128 9223372036854775807
  %extent36 = sext i64 %dim15 to i128
  %low_ok37 = icmp sge i128 %least34, 0
  %high_ok38 = icmp slt i128 %most35, %extent36
  %ok39 = and i1 %ok18, %low_ok37
  %ok40 = and i1 %ok39, %high_ok38
  %v41 = load i64, ptr %j, align 8
  %base42 = sext i64 %v41 to i128
  %fits_low43 = icmp sge i128 %base42, -9223372036854775808
  %fits_high44 = icmp sle i128 %base42, 9223372036854775807
  %fits45 = and i1 %fits_low43, %fits_high44
  %least46 = select i1 %fits45, i128 %base42, i128 -9223372036854775808
  %most47 = select i1 %fits45, i128 %base42, i128 9223372036854775807
  %extent48 = sext i64 %dim8 to i128
  %low_ok49 = icmp sge i128 %least46, 0
  %high_ok50 = icmp slt i128 %most47, %extent48
  %ok51 = and i1 %ok40, %low_ok49
  %ok52 = and i1 %ok51, %high_ok50
  %v53 = load i64, ptr %k, align 8
  %base54 = sext i64 %v53 to i128
  store i64 1, ptr %k, align 8
  %v55 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next56 = sext i64 %v55 to i128
  %step57 = sub i128 %at_next56, %base54
  %step58 = trunc i128 %step57 to i64
  %step59 = sext i64 %step58 to i128
  %len60 = sub i64 %dim15, 0
  %span61 = sub i64 %len60, 1
  %span62 = sext i64 %span61 to i128
  %reach63 = mul i128 %step59, %span62
  %c64 = icmp slt i128 %reach63, 0
  %min65 = select i1 %c64, i128 %reach63, i128 0
  %c66 = icmp sgt i128 %reach63, 0
  %max67 = select i1 %c66, i128 %reach63, i128 0
  %least68 = add i128 %base54, %min65
  %most69 = add i128 %base54, %max67
  %fits_low70 = icmp sge i128 %least68, -9223372036854775808
  %fits_high71 = icmp sle i128 %most69, 9223372036854775807
  %fits72 = and i1 %fits_low70, %fits_high71
  %least73 = select i1 %fits72, i128 %least68, i128 -9223372036854775808
  %most74 = select i1 %fits72, i128 %most69, i128 9223372036854775807
  %extent77 = sext i64 %dim76 to i128
  %low_ok78 = icmp sge i128 %least73, 0
  %high_ok79 = icmp slt i128 %most74, %extent77
  %ok80 = and i1 %ok52, %low_ok78
  %ok81 = and i1 %ok80, %high_ok79
  br i1 %ok81, label %proved, label %checked

exit11:                                           ; preds = %loop9
  %fldp190 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp191 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld192 = load float, ptr %fldp191, align 4
  store float %fld192, ptr %best_27.0, align 4
  %fldp193 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp194 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld195 = load i64, ptr %fldp194, align 8
  store i64 %fld195, ptr %best_27.1, align 8
  store i64 1, ptr %ones_40, align 8
  %v196 = load i64, ptr %i, align 8
  %pos197 = mul i64 0, %dim
  %pos198 = add i64 %pos197, %v196
  %v199 = load i64, ptr %best_27.1, align 8
  %elp202 = getelementptr inbounds i64, ptr %buf201, i64 %pos198
  store i64 %v199, ptr %elp202, align 8, !alias.scope !0, !noalias !3
  %v203 = load i64, ptr %best_27.1, align 8
  %ic204 = icmp slt i64 %v203, %dim8
  br i1 %ic204, label %t205, label %e206

proved:                                           ; preds = %body10
  store i64 0, ptr %k, align 8
  br label %loop82

checked:                                          ; preds = %body10
  store i64 0, ptr %k, align 8
  br label %loop107

versions_done:                                    ; preds = %exit109, %exit84
  %fldp = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fldp164 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 0
  %fld = load float, ptr %fldp164, align 4
  store float %fld, ptr %tup_31.0, align 4
  %fldp165 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fldp166 = getelementptr inbounds { float, i64 }, ptr %acc_best_25, i32 0, i32 1
  %fld167 = load i64, ptr %fldp166, align 8
  store i64 %fld167, ptr %tup_31.1, align 8
  %v168 = load float, ptr %acc_dists_10, align 4
  %v169 = load float, ptr %tup_31.0, align 4
  %fc = fcmp olt float %v168, %v169
  br i1 %fc, label %sc, label %rhs

loop82:                                           ; preds = %body83, %proved
  %i85 = load i64, ptr %k, align 8
  %more86 = icmp slt i64 %i85, %dim15
  br i1 %more86, label %body83, label %exit84

body83:                                           ; preds = %loop82
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos89 = add i64 %pos, %v87
  %pos90 = mul i64 %pos89, %dim15
  %pos91 = add i64 %pos90, %v88
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos91
  %el = load float, ptr %elp, align 4, !alias.scope !7, !noalias !8
  %v92 = load i64, ptr %j, align 8
  %v93 = load i64, ptr %k, align 8
  %pos94 = mul i64 0, %dim8
  %pos95 = add i64 %pos94, %v92
  %pos96 = mul i64 %pos95, %dim76
  %pos97 = add i64 %pos96, %v93
  %elp100 = getelementptr inbounds float, ptr %buf99, i64 %pos97
  %el101 = load float, ptr %elp100, align 4, !alias.scope !9, !noalias !10
  %fs = fsub float %el, %el101
  store float %fs, ptr %t_9, align 4
  %v102 = load float, ptr %t_9, align 4
  %v103 = load float, ptr %t_9, align 4
  %fm = fmul float %v102, %v103
  store float %fm, ptr %diffs_5, align 4
  %v104 = load float, ptr %acc_dists_10, align 4
  %v105 = load float, ptr %diffs_5, align 4
  %fa = fadd reassoc float %v104, %v105
  store float %fa, ptr %acc_dists_10, align 4
  %i106 = load i64, ptr %k, align 8
  %next = add i64 %i106, 1
  store i64 %next, ptr %k, align 8
  br label %loop82

exit84:                                           ; preds = %loop82
  br label %versions_done

loop107:                                          ; preds = %ok146, %checked
  %i110 = load i64, ptr %k, align 8
  %more111 = icmp slt i64 %i110, %dim15
  br i1 %more111, label %body108, label %exit109

body108:                                          ; preds = %loop107
  %v112 = load i64, ptr %i, align 8
  %v113 = load i64, ptr %k, align 8
  %inb = icmp ult i64 %v112, %dim
  br i1 %inb, label %ok115, label %fail114

exit109:                                          ; preds = %loop107
  br label %versions_done

fail114:                                          ; preds = %body108
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v112, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %body108
  %pos120 = mul i64 0, %dim
  %pos121 = add i64 %pos120, %v112
  %inb122 = icmp ult i64 %v113, %dim15
  br i1 %inb122, label %ok124, label %fail123

fail123:                                          ; preds = %ok115
  %errp125 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp125, align 8
  %errp126 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v113, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp128, align 8
  ret i32 1

ok124:                                            ; preds = %ok115
  %pos129 = mul i64 %pos121, %dim15
  %pos130 = add i64 %pos129, %v113
  %elp131 = getelementptr inbounds float, ptr %buf, i64 %pos130
  %el132 = load float, ptr %elp131, align 4, !alias.scope !7, !noalias !8
  %v133 = load i64, ptr %j, align 8
  %v134 = load i64, ptr %k, align 8
  %inb135 = icmp ult i64 %v133, %dim8
  br i1 %inb135, label %ok137, label %fail136

fail136:                                          ; preds = %ok124
  %errp138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v133, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp141, align 8
  ret i32 1

ok137:                                            ; preds = %ok124
  %pos142 = mul i64 0, %dim8
  %pos143 = add i64 %pos142, %v133
  %inb144 = icmp ult i64 %v134, %dim76
  br i1 %inb144, label %ok146, label %fail145

fail145:                                          ; preds = %ok137
  %errp147 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v134, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim76, ptr %errp150, align 8
  ret i32 1

ok146:                                            ; preds = %ok137
  %pos151 = mul i64 %pos143, %dim76
  %pos152 = add i64 %pos151, %v134
  %elp153 = getelementptr inbounds float, ptr %buf99, i64 %pos152
  %el154 = load float, ptr %elp153, align 4, !alias.scope !9, !noalias !10
  %fs155 = fsub float %el132, %el154
  store float %fs155, ptr %t_9, align 4
  %v156 = load float, ptr %t_9, align 4
  %v157 = load float, ptr %t_9, align 4
  %fm158 = fmul float %v156, %v157
  store float %fm158, ptr %diffs_5, align 4
  %v159 = load float, ptr %acc_dists_10, align 4
  %v160 = load float, ptr %diffs_5, align 4
  %fa161 = fadd reassoc float %v159, %v160
  store float %fa161, ptr %acc_dists_10, align 4
  %i162 = load i64, ptr %k, align 8
  %next163 = add i64 %i162, 1
  store i64 %next163, ptr %k, align 8
  br label %loop107

rhs:                                              ; preds = %versions_done
  %v170 = load float, ptr %acc_dists_10, align 4
  %v171 = load float, ptr %tup_31.0, align 4
  %fc172 = fcmp oeq float %v170, %v171
  br i1 %fc172, label %rhs173, label %sc174

sc:                                               ; preds = %sc174, %versions_done
  %sc178 = phi i1 [ true, %versions_done ], [ %sc177, %sc174 ]
  br i1 %sc178, label %t, label %e

rhs173:                                           ; preds = %rhs
  %v175 = load i64, ptr %j, align 8
  %v176 = load i64, ptr %tup_31.1, align 8
  %ic = icmp slt i64 %v175, %v176
  br label %sc174

sc174:                                            ; preds = %rhs173, %rhs
  %sc177 = phi i1 [ false, %rhs ], [ %ic, %rhs173 ]
  br label %sc

t:                                                ; preds = %sc
  %v180 = load float, ptr %acc_dists_10, align 4
  %tup181 = insertvalue { float, i64 } undef, float %v180, 0
  %v182 = load i64, ptr %j, align 8
  %tup183 = insertvalue { float, i64 } %tup181, i64 %v182, 1
  br label %j179

e:                                                ; preds = %sc
  %v184 = load float, ptr %tup_31.0, align 4
  %tup185 = insertvalue { float, i64 } undef, float %v184, 0
  %v186 = load i64, ptr %tup_31.1, align 8
  %tup187 = insertvalue { float, i64 } %tup185, i64 %v186, 1
  br label %j179

j179:                                             ; preds = %e, %t
  %if = phi { float, i64 } [ %tup183, %t ], [ %tup187, %e ]
  store { float, i64 } %if, ptr %acc_best_25, align 8
  %i188 = load i64, ptr %j, align 8
  %next189 = add i64 %i188, 1
  store i64 %next189, ptr %j, align 8
  br label %loop9

ignored:                                          ; preds = %ok214, %e206
  %i229 = load i64, ptr %i, align 8
  %next230 = add i64 %i229, 1
  store i64 %next230, ptr %i, align 8
  br label %loop

t205:                                             ; preds = %exit11
  %v208 = load i64, ptr %best_27.1, align 8
  br label %j207

e206:                                             ; preds = %exit11
  br label %ignored

j207:                                             ; preds = %t205
  %if209 = phi i64 [ %v208, %t205 ]
  %inb212 = icmp ult i64 %if209, %dim211
  br i1 %inb212, label %ok214, label %fail213

dead:                                             ; No predecessors!
  unreachable

fail213:                                          ; preds = %j207
  %errp215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if209, ptr %errp217, align 8
  %errp218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim211, ptr %errp218, align 8
  ret i32 1

ok214:                                            ; preds = %j207
  %pos219 = mul i64 0, %dim211
  %pos220 = add i64 %pos219, %if209
  %v221 = load i64, ptr %ones_40, align 8
  store i64 %v221, ptr %new_42, align 8
  %elp224 = getelementptr inbounds i64, ptr %buf223, i64 %pos220
  %el225 = load i64, ptr %elp224, align 8, !alias.scope !11, !noalias !12
  store i64 %el225, ptr %old_43, align 8
  %v226 = load i64, ptr %new_42, align 8
  %v227 = load i64, ptr %old_43, align 8
  %add = add i64 %v226, %v227
  %elp228 = getelementptr inbounds i64, ptr %buf223, i64 %pos220
  store i64 %add, ptr %elp228, align 8, !alias.scope !11, !noalias !12
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
  %points_51 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf44 = load ptr, ptr %bufp43, align 8
  %c_52 = alloca i64, align 8
  %dimp48 = getelementptr inbounds i64, ptr %1, i64 8
  %dim49 = load i64, ptr %dimp48, align 8
  %new_47 = alloca float, align 4
  %old_48 = alloca float, align 4
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
  store float %el, ptr %points_51, align 4
  %v40 = load i64, ptr %i, align 8
  %pos41 = mul i64 0, %dim25
  %pos42 = add i64 %pos41, %v40
  %elp45 = getelementptr inbounds i64, ptr %buf44, i64 %pos42
  %el46 = load i64, ptr %elp45, align 8, !alias.scope !6, !noalias !7
  store i64 %el46, ptr %c_52, align 8
  %v47 = load i64, ptr %c_52, align 8
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
  %v51 = load i64, ptr %c_52, align 8
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
  %v73 = load float, ptr %points_51, align 4
  store float %v73, ptr %new_47, align 4
  %elp74 = getelementptr inbounds float, ptr %buf, i64 %pos72
  %el75 = load float, ptr %elp74, align 4, !alias.scope !8, !noalias !9
  store float %el75, ptr %old_48, align 4
  %v76 = load float, ptr %new_47, align 4
  %v77 = load float, ptr %old_48, align 4
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
  store float %el92, ptr %points_51, align 4
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
  store i64 %el105, ptr %c_52, align 8
  %v106 = load i64, ptr %c_52, align 8
  %ic107 = icmp slt i64 %v106, %dim49
  br i1 %ic107, label %t108, label %e109

t108:                                             ; preds = %ok97
  %v111 = load i64, ptr %c_52, align 8
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
  %v137 = load float, ptr %points_51, align 4
  store float %v137, ptr %new_47, align 4
  %elp138 = getelementptr inbounds float, ptr %buf, i64 %pos136
  %el139 = load float, ptr %elp138, align 4, !alias.scope !8, !noalias !9
  store float %el139, ptr %old_48, align 4
  %v140 = load float, ptr %new_47, align 4
  %v141 = load float, ptr %old_48, align 4
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
  %counts_68 = alloca i64, align 8
  %bufp97 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf98 = load ptr, ptr %bufp97, align 8
  %sums_63 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf108 = load ptr, ptr %bufp107, align 8
  %cents_65 = alloca float, align 4
  %newc_60 = alloca float, align 4
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
  store i64 %el, ptr %counts_68, align 8
  %v91 = load i64, ptr %i, align 8
  %v92 = load i64, ptr %j, align 8
  %pos93 = mul i64 0, %dim6
  %pos94 = add i64 %pos93, %v91
  %pos95 = mul i64 %pos94, %dim35
  %pos96 = add i64 %pos95, %v92
  %elp99 = getelementptr inbounds float, ptr %buf98, i64 %pos96
  %el100 = load float, ptr %elp99, align 4, !alias.scope !7, !noalias !8
  store float %el100, ptr %sums_63, align 4
  %v101 = load i64, ptr %i, align 8
  %v102 = load i64, ptr %j, align 8
  %pos103 = mul i64 0, %dim15
  %pos104 = add i64 %pos103, %v101
  %pos105 = mul i64 %pos104, %dim44
  %pos106 = add i64 %pos105, %v102
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos106
  %el110 = load float, ptr %elp109, align 4, !alias.scope !9, !noalias !10
  store float %el110, ptr %cents_65, align 4
  %v111 = load i64, ptr %counts_68, align 8
  %ic = icmp sgt i64 %v111, 0
  br i1 %ic, label %t, label %e

exit86:                                           ; preds = %loop84
  br label %versions_done

t:                                                ; preds = %body85
  %v113 = load float, ptr %sums_63, align 4
  %v114 = load i64, ptr %counts_68, align 8
  %cv = sitofp i64 %v114 to float
  %fd = fdiv float %v113, %cv
  br label %j112

e:                                                ; preds = %body85
  %v115 = load float, ptr %cents_65, align 4
  br label %j112

j112:                                             ; preds = %e, %t
  %if = phi float [ %fd, %t ], [ %v115, %e ]
  store float %if, ptr %newc_60, align 4
  %v116 = load i64, ptr %i, align 8
  %v117 = load i64, ptr %j, align 8
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %v116
  %pos120 = mul i64 %pos119, %dim35
  %pos121 = add i64 %pos120, %v117
  %v122 = load float, ptr %newc_60, align 4
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
  store i64 %el162, ptr %counts_68, align 8
  %v163 = load i64, ptr %i, align 8
  %v164 = load i64, ptr %j, align 8
  %pos165 = mul i64 0, %dim6
  %pos166 = add i64 %pos165, %v163
  %pos167 = mul i64 %pos166, %dim35
  %pos168 = add i64 %pos167, %v164
  %elp169 = getelementptr inbounds float, ptr %buf98, i64 %pos168
  %el170 = load float, ptr %elp169, align 4, !alias.scope !7, !noalias !8
  store float %el170, ptr %sums_63, align 4
  %v171 = load i64, ptr %i, align 8
  %v172 = load i64, ptr %j, align 8
  %pos173 = mul i64 0, %dim15
  %pos174 = add i64 %pos173, %v171
  %pos175 = mul i64 %pos174, %dim44
  %pos176 = add i64 %pos175, %v172
  %elp177 = getelementptr inbounds float, ptr %buf108, i64 %pos176
  %el178 = load float, ptr %elp177, align 4, !alias.scope !9, !noalias !10
  store float %el178, ptr %cents_65, align 4
  %v179 = load i64, ptr %counts_68, align 8
  %ic180 = icmp sgt i64 %v179, 0
  br i1 %ic180, label %t181, label %e182

t181:                                             ; preds = %ok153
  %v184 = load float, ptr %sums_63, align 4
  %v185 = load i64, ptr %counts_68, align 8
  %cv186 = sitofp i64 %v185 to float
  %fd187 = fdiv float %v184, %cv186
  br label %j183

e182:                                             ; preds = %ok153
  %v188 = load float, ptr %cents_65, align 4
  br label %j183

j183:                                             ; preds = %e182, %t181
  %if189 = phi float [ %fd187, %t181 ], [ %v188, %e182 ]
  store float %if189, ptr %newc_60, align 4
  %v190 = load i64, ptr %i, align 8
  %v191 = load i64, ptr %j, align 8
  %pos192 = mul i64 0, %dim6
  %pos193 = add i64 %pos192, %v190
  %pos194 = mul i64 %pos193, %dim35
  %pos195 = add i64 %pos194, %v191
  %v196 = load float, ptr %newc_60, align 4
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

