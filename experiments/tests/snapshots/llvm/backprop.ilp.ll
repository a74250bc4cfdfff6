; cluster c0: x
; ModuleID = 'backprop_c0'
source_filename = "backprop_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca float, align 4
  %x_0 = alloca float, align 4
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf22 = load ptr, ptr %bufp21, align 8
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
  store i64 0, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %j, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %input_2, align 4
  %v15 = load i64, ptr %i, align 8
  %ic = icmp eq i64 %v15, 0
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

t:                                                ; preds = %body12
  br label %j

e:                                                ; preds = %body12
  %v16 = load float, ptr %input_2, align 4
  %call = call float @llvm.fabs.f32(float %v16)
  br label %j

j:                                                ; preds = %e, %t
  %if = phi float [ 1.000000e+00, %t ], [ %call, %e ]
  store float %if, ptr %x_0, align 4
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim
  %pos19 = add i64 %pos18, %v17
  %v20 = load float, ptr %x_0, align 4
  %elp23 = getelementptr inbounds float, ptr %buf22, i64 %pos19
  store float %v20, ptr %elp23, align 4, !alias.scope !3, !noalias !0
  %i24 = load i64, ptr %i, align 8
  %next = add i64 %i24, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

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
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c1: ones
; ModuleID = 'backprop_c1'
source_filename = "backprop_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %ones_3 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
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
  store i64 7, ptr %errp2, align 8
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
  store float 1.000000e+00, ptr %ones_3, align 4
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load float, ptr %ones_3, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  store float %v8, ptr %elp, align 4, !alias.scope !0
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
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}

; cluster c2: Vertical(replicate, Vertical(transpose, Vertical(p1, Vertical(transpose2, Vertical(s1, Diagonal(hid, hb))))))
; ModuleID = 'backprop_c2'
source_filename = "backprop_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 17
  %dim4 = load i64, ptr %dimp3, align 8
  %i_block = alloca i64, align 8
  %i_lo = alloca i64, align 8
  %i_len = alloca i64, align 8
  %i_start_k = alloca i64, align 8
  %i_start = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf41 = load ptr, ptr %bufp40, align 8
  %dimp63 = getelementptr inbounds i64, ptr %1, i64 16
  %dim64 = load i64, ptr %dimp63, align 8
  %j = alloca i64, align 8
  %i_k = alloca i64, align 8
  %dimp121 = getelementptr inbounds i64, ptr %1, i64 48
  %dim122 = load i64, ptr %dimp121, align 8
  %i299 = alloca i64, align 8
  %acc_s1_19 = alloca float, align 4
  %bufp310 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf311 = load ptr, ptr %bufp310, align 8
  %w1_34 = alloca float, align 4
  %bufp317 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf318 = load ptr, ptr %bufp317, align 8
  %x_41 = alloca float, align 4
  %p1_18 = alloca float, align 4
  %i_after_k = alloca i64, align 8
  %i_after = alloca i64, align 8
  %acc_s1_19_after = alloca float, align 4
  %hid_25 = alloca float, align 4
  %bufp574 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf575 = load ptr, ptr %bufp574, align 8
  %new_28 = alloca float, align 4
  %old_29 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %add = add i64 %dim4, 15
  br i1 true, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4294967295, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 16, ptr %errp7, align 8
  ret i32 1

ok:                                               ; preds = %body
  %q = sdiv i64 %add, 16
  %negq = sub i64 0, %add
  %div = select i1 false, i64 %negq, i64 %q
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c8 = icmp slt i64 %5, %div
  %min = select i1 %c8, i64 %5, i64 %div
  store i64 %max, ptr %i_block, align 8
  br label %loop

loop:                                             ; preds = %versions_done554, %ok
  %i = load i64, ptr %i_block, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i_block, align 8
  %mul = mul i64 %v, 16
  store i64 %mul, ptr %i_lo, align 8
  %v10 = load i64, ptr %i_lo, align 8
  %sub = sub i64 %dim4, %v10
  %c11 = icmp slt i64 16, %sub
  %mm = select i1 %c11, i64 16, i64 %sub
  store i64 %mm, ptr %i_len, align 8
  %v12 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_start_k, align 8
  %v13 = load i64, ptr %i_lo, align 8
  %v14 = load i64, ptr %i_start_k, align 8
  %add15 = add i64 %v13, %v14
  %base = sext i64 %add15 to i128
  store i64 1, ptr %i_start_k, align 8
  %v16 = load i64, ptr %i_lo, align 8
  %v17 = load i64, ptr %i_start_k, align 8
  %add18 = add i64 %v16, %v17
  store i64 0, ptr %i_start_k, align 8
  %at_next = sext i64 %add18 to i128
  %step = sub i128 %at_next, %base
  %step19 = trunc i128 %step to i64
  %step20 = sext i64 %step19 to i128
  %len = sub i64 %v12, 0
  %span = sub i64 %len, 1
  %span21 = sext i64 %span to i128
  %reach = mul i128 %step20, %span21
  %c22 = icmp slt i128 %reach, 0
  %min23 = select i1 %c22, i128 %reach, i128 0
  %c24 = icmp sgt i128 %reach, 0
  %max25 = select i1 %c24, i128 %reach, i128 0
  %least = add i128 %base, %min23
  %most = add i128 %base, %max25
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim4 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok28 = and i1 true, %low_ok
  %ok29 = and i1 %ok28, %high_ok
  br i1 %ok29, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body9
  store i64 0, ptr %i_start_k, align 8
  br label %loop30

checked:                                          ; preds = %body9
  store i64 0, ptr %i_start_k, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit32
  store i64 0, ptr %j, align 8
  br label %loop65

loop30:                                           ; preds = %body31, %proved
  %i33 = load i64, ptr %i_start_k, align 8
  %more34 = icmp slt i64 %i33, %v12
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v35 = load i64, ptr %i_lo, align 8
  %v36 = load i64, ptr %i_start_k, align 8
  %add37 = add i64 %v35, %v36
  store i64 %add37, ptr %i_start, align 8
  %v38 = load i64, ptr %i_start, align 8
  %pos = mul i64 0, %dim4
  %pos39 = add i64 %pos, %v38
  %elp = getelementptr inbounds float, ptr %buf41, i64 %pos39
  store float 0.000000e+00, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %i42 = load i64, ptr %i_start_k, align 8
  %next = add i64 %i42, 1
  store i64 %next, ptr %i_start_k, align 8
  br label %loop30, !llvm.loop !8

exit32:                                           ; preds = %loop30
  br label %versions_done

loop43:                                           ; preds = %ok53, %checked
  %i46 = load i64, ptr %i_start_k, align 8
  %more47 = icmp slt i64 %i46, %v12
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i_lo, align 8
  %v49 = load i64, ptr %i_start_k, align 8
  %add50 = add i64 %v48, %v49
  store i64 %add50, ptr %i_start, align 8
  %v51 = load i64, ptr %i_start, align 8
  %inb = icmp ult i64 %v51, %dim4
  br i1 %inb, label %ok53, label %fail52

exit45:                                           ; preds = %loop43
  br label %versions_done

fail52:                                           ; preds = %body44
  %errp54 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp57, align 8
  ret i32 1

ok53:                                             ; preds = %body44
  %pos58 = mul i64 0, %dim4
  %pos59 = add i64 %pos58, %v51
  %elp60 = getelementptr inbounds float, ptr %buf41, i64 %pos59
  store float 0.000000e+00, ptr %elp60, align 4, !alias.scope !0, !noalias !3
  %i61 = load i64, ptr %i_start_k, align 8
  %next62 = add i64 %i61, 1
  store i64 %next62, ptr %i_start_k, align 8
  br label %loop43, !llvm.loop !10

loop65:                                           ; preds = %versions_done290, %versions_done
  %i68 = load i64, ptr %j, align 8
  %more69 = icmp slt i64 %i68, %dim64
  br i1 %more69, label %body66, label %exit67

body66:                                           ; preds = %loop65
  %v70 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_k, align 8
  %v71 = load i64, ptr %j, align 8
  %base72 = sext i64 %v71 to i128
  %fits_low73 = icmp sge i128 %base72, -9223372036854775808
  %fits_high74 = icmp sle i128 %base72, 9223372036854775807
  %fits75 = and i1 %fits_low73, %fits_high74
  %least76 = select i1 %fits75, i128 %base72, i128 -9223372036854775808
  %most77 = select i1 %fits75, i128 %base72, i128 9223372036854775807
  %extent78 = sext i64 %dim64 to i128
  %low_ok79 = icmp sge i128 %least76, 0
  %high_ok80 = icmp slt i128 %most77, %extent78
  %ok81 = and i1 true, %low_ok79
  %ok82 = and i1 %ok81, %high_ok80
  %v83 = load i64, ptr %i_lo, align 8
  %v84 = load i64, ptr %i_k, align 8
  %add85 = add i64 %v83, %v84
  %base86 = sext i64 %add85 to i128
  store i64 1, ptr %i_k, align 8
  %v87 = load i64, ptr %i_lo, align 8
  %v88 = load i64, ptr %i_k, align 8
  %add89 = add i64 %v87, %v88
  store i64 0, ptr %i_k, align 8
  %at_next90 = sext i64 %add89 to i128
  %step91 = sub i128 %at_next90, %base86
  %step92 = trunc i128 %step91 to i64
  %step93 = sext i64 %step92 to i128
  %len94 = sub i64 %v70, 0
  %span95 = sub i64 %len94, 1
  %span96 = sext i64 %span95 to i128
  %reach97 = mul i128 %step93, %span96
  %c98 = icmp slt i128 %reach97, 0
  %min99 = select i1 %c98, i128 %reach97, i128 0
  %c100 = icmp sgt i128 %reach97, 0
  %max101 = select i1 %c100, i128 %reach97, i128 0
  %least102 = add i128 %base86, %min99
  %most103 = add i128 %base86, %max101
  %fits_low104 = icmp sge i128 %least102, -9223372036854775808
  %fits_high105 = icmp sle i128 %most103, 9223372036854775807
  %fits106 = and i1 %fits_low104, %fits_high105
  %least107 = select i1 %fits106, i128 %least102, i128 -9223372036854775808
  %most108 = select i1 %fits106, i128 %most103, i128 9223372036854775807
  %extent109 = sext i64 %dim4 to i128
  %low_ok110 = icmp sge i128 %least107, 0
  %high_ok111 = icmp slt i128 %most108, %extent109
  %ok112 = and i1 %ok82, %low_ok110
  %ok113 = and i1 %ok112, %high_ok111
  %v114 = load i64, ptr %j, align 8
  %base115 = sext i64 %v114 to i128
  %fits_low116 = icmp sge i128 %base115, -9223372036854775808
  %fits_high117 = icmp sle i128 %base115, 9223372036854775807
  %fits118 = and i1 %fits_low116, %fits_high117
  %least119 = select i1 %fits118, i128 %base115, i128 -9223372036854775808
  %most120 = select i1 %fits118, i128 %base115, i128 9223372036854775807
  %extent123 = sext i64 %dim122 to i128
  %low_ok124 = icmp sge i128 %least119, 0
  %high_ok125 = icmp slt i128 %most120, %extent123
  %ok126 = and i1 %ok113, %low_ok124
  %ok127 = and i1 %ok126, %high_ok125
  %v128 = load i64, ptr %i_lo, align 8
  %v129 = load i64, ptr %i_k, align 8
  %add130 = add i64 %v128, %v129
  %base131 = sext i64 %add130 to i128
  store i64 1, ptr %i_k, align 8
  %v132 = load i64, ptr %i_lo, align 8
  %v133 = load i64, ptr %i_k, align 8
  %add134 = add i64 %v132, %v133
  store i64 0, ptr %i_k, align 8
  %at_next135 = sext i64 %add134 to i128
  %step136 = sub i128 %at_next135, %base131
  %step137 = trunc i128 %step136 to i64
  %step138 = sext i64 %step137 to i128
  %len139 = sub i64 %v70, 0
  %span140 = sub i64 %len139, 1
  %span141 = sext i64 %span140 to i128
  %reach142 = mul i128 %step138, %span141
  %c143 = icmp slt i128 %reach142, 0
  %min144 = select i1 %c143, i128 %reach142, i128 0
  %c145 = icmp sgt i128 %reach142, 0
  %max146 = select i1 %c145, i128 %reach142, i128 0
  %least147 = add i128 %base131, %min144
  %most148 = add i128 %base131, %max146
  %fits_low149 = icmp sge i128 %least147, -9223372036854775808
  %fits_high150 = icmp sle i128 %most148, 9223372036854775807
  %fits151 = and i1 %fits_low149, %fits_high150
  %least152 = select i1 %fits151, i128 %least147, i128 -9223372036854775808
  %most153 = select i1 %fits151, i128 %most148, i128 9223372036854775807
  %extent154 = sext i64 %dim4 to i128
  %low_ok155 = icmp sge i128 %least152, 0
  %high_ok156 = icmp slt i128 %most153, %extent154
  %ok157 = and i1 %ok127, %low_ok155
  %ok158 = and i1 %ok157, %high_ok156
  %v159 = load i64, ptr %i_lo, align 8
  %v160 = load i64, ptr %i_k, align 8
  %add161 = add i64 %v159, %v160
  %base162 = sext i64 %add161 to i128
  store i64 1, ptr %i_k, align 8
  %v163 = load i64, ptr %i_lo, align 8
  %v164 = load i64, ptr %i_k, align 8
  %add165 = add i64 %v163, %v164
  store i64 0, ptr %i_k, align 8
  %at_next166 = sext i64 %add165 to i128
  %step167 = sub i128 %at_next166, %base162
  %step168 = trunc i128 %step167 to i64
  %step169 = sext i64 %step168 to i128
  %len170 = sub i64 %v70, 0
  %span171 = sub i64 %len170, 1
  %span172 = sext i64 %span171 to i128
  %reach173 = mul i128 %step169, %span172
  %c174 = icmp slt i128 %reach173, 0
  %min175 = select i1 %c174, i128 %reach173, i128 0
  %c176 = icmp sgt i128 %reach173, 0
  %max177 = select i1 %c176, i128 %reach173, i128 0
  %least178 = add i128 %base162, %min175
  %most179 = add i128 %base162, %max177
  %fits_low180 = icmp sge i128 %least178, -9223372036854775808
  %fits_high181 = icmp sle i128 %most179, 9223372036854775807
  %fits182 = and i1 %fits_low180, %fits_high181
  %least183 = select i1 %fits182, i128 %least178, i128 -9223372036854775808
  %most184 = select i1 %fits182, i128 %most179, i128 9223372036854775807
  %extent185 = sext i64 %dim4 to i128
  %low_ok186 = icmp sge i128 %least183, 0
  %high_ok187 = icmp slt i128 %most184, %extent185
  %ok188 = and i1 %ok158, %low_ok186
  %ok189 = and i1 %ok188, %high_ok187
  %v190 = load i64, ptr %j, align 8
  %base191 = sext i64 %v190 to i128
  %fits_low192 = icmp sge i128 %base191, -9223372036854775808
  %fits_high193 = icmp sle i128 %base191, 9223372036854775807
  %fits194 = and i1 %fits_low192, %fits_high193
  %least195 = select i1 %fits194, i128 %base191, i128 -9223372036854775808
  %most196 = select i1 %fits194, i128 %base191, i128 9223372036854775807
  %extent197 = sext i64 %dim122 to i128
  %low_ok198 = icmp sge i128 %least195, 0
  %high_ok199 = icmp slt i128 %most196, %extent197
  %ok200 = and i1 %ok189, %low_ok198
  %ok201 = and i1 %ok200, %high_ok199
  %v202 = load i64, ptr %i_lo, align 8
  %v203 = load i64, ptr %i_k, align 8
  %add204 = add i64 %v202, %v203
  %base205 = sext i64 %add204 to i128
  store i64 1, ptr %i_k, align 8
  %v206 = load i64, ptr %i_lo, align 8
  %v207 = load i64, ptr %i_k, align 8
  %add208 = add i64 %v206, %v207
  store i64 0, ptr %i_k, align 8
  %at_next209 = sext i64 %add208 to i128
  %step210 = sub i128 %at_next209, %base205
  %step211 = trunc i128 %step210 to i64
  %step212 = sext i64 %step211 to i128
  %len213 = sub i64 %v70, 0
  %span214 = sub i64 %len213, 1
  %span215 = sext i64 %span214 to i128
  %reach216 = mul i128 %step212, %span215
  %c217 = icmp slt i128 %reach216, 0
  %min218 = select i1 %c217, i128 %reach216, i128 0
  %c219 = icmp sgt i128 %reach216, 0
  %max220 = select i1 %c219, i128 %reach216, i128 0
  %least221 = add i128 %base205, %min218
  %most222 = add i128 %base205, %max220
  %fits_low223 = icmp sge i128 %least221, -9223372036854775808
  %fits_high224 = icmp sle i128 %most222, 9223372036854775807
  %fits225 = and i1 %fits_low223, %fits_high224
  %least226 = select i1 %fits225, i128 %least221, i128 -9223372036854775808
  %most227 = select i1 %fits225, i128 %most222, i128 9223372036854775807
  %extent228 = sext i64 %dim4 to i128
  %low_ok229 = icmp sge i128 %least226, 0
  %high_ok230 = icmp slt i128 %most227, %extent228
  %ok231 = and i1 %ok201, %low_ok229
  %ok232 = and i1 %ok231, %high_ok230
  %v233 = load i64, ptr %j, align 8
  %base234 = sext i64 %v233 to i128
  %fits_low235 = icmp sge i128 %base234, -9223372036854775808
  %fits_high236 = icmp sle i128 %base234, 9223372036854775807
  %fits237 = and i1 %fits_low235, %fits_high236
  %least238 = select i1 %fits237, i128 %base234, i128 -9223372036854775808
  %most239 = select i1 %fits237, i128 %base234, i128 9223372036854775807
  %extent240 = sext i64 %dim64 to i128
  %low_ok241 = icmp sge i128 %least238, 0
  %high_ok242 = icmp slt i128 %most239, %extent240
  %ok243 = and i1 %ok232, %low_ok241
  %ok244 = and i1 %ok243, %high_ok242
  %v245 = load i64, ptr %i_lo, align 8
  %v246 = load i64, ptr %i_k, align 8
  %add247 = add i64 %v245, %v246
  %base248 = sext i64 %add247 to i128
  store i64 1, ptr %i_k, align 8
  %v249 = load i64, ptr %i_lo, align 8
  %v250 = load i64, ptr %i_k, align 8
  %add251 = add i64 %v249, %v250
  store i64 0, ptr %i_k, align 8
  %at_next252 = sext i64 %add251 to i128
  %step253 = sub i128 %at_next252, %base248
  %step254 = trunc i128 %step253 to i64
  %step255 = sext i64 %step254 to i128
  %len256 = sub i64 %v70, 0
  %span257 = sub i64 %len256, 1
  %span258 = sext i64 %span257 to i128
  %reach259 = mul i128 %step255, %span258
  %c260 = icmp slt i128 %reach259, 0
  %min261 = select i1 %c260, i128 %reach259, i128 0
  %c262 = icmp sgt i128 %reach259, 0
  %max263 = select i1 %c262, i128 %reach259, i128 0
  %least264 = add i128 %base248, %min261
  %most265 = add i128 %base248, %max263
  %fits_low266 = icmp sge i128 %least264, -9223372036854775808
  %fits_high267 = icmp sle i128 %most265, 9223372036854775807
  %fits268 = and i1 %fits_low266, %fits_high267
  %least269 = select i1 %fits268, i128 %least264, i128 -9223372036854775808
  %most270 = select i1 %fits268, i128 %most265, i128 9223372036854775807
  %extent271 = sext i64 %dim4 to i128
  %low_ok272 = icmp sge i128 %least269, 0
  %high_ok273 = icmp slt i128 %most270, %extent271
  %ok274 = and i1 %ok244, %low_ok272
  %ok275 = and i1 %ok274, %high_ok273
  %v276 = load i64, ptr %j, align 8
  %base277 = sext i64 %v276 to i128
  %fits_low278 = icmp sge i128 %base277, -9223372036854775808
  %fits_high279 = icmp sle i128 %base277, 9223372036854775807
  %fits280 = and i1 %fits_low278, %fits_high279
  %least281 = select i1 %fits280, i128 %base277, i128 -9223372036854775808
  %most282 = select i1 %fits280, i128 %base277, i128 9223372036854775807
  %extent283 = sext i64 %dim122 to i128
  %low_ok284 = icmp sge i128 %least281, 0
  %high_ok285 = icmp slt i128 %most282, %extent283
  %ok286 = and i1 %ok275, %low_ok284
  %ok287 = and i1 %ok286, %high_ok285
  br i1 %ok287, label %proved288, label %checked289

exit67:                                           ; preds = %loop65
  %v489 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_after_k, align 8
  %v490 = load i64, ptr %i_lo, align 8
  %v491 = load i64, ptr %i_after_k, align 8
  %add492 = add i64 %v490, %v491
  %base493 = sext i64 %add492 to i128
  store i64 1, ptr %i_after_k, align 8
  %v494 = load i64, ptr %i_lo, align 8
  %v495 = load i64, ptr %i_after_k, align 8
  %add496 = add i64 %v494, %v495
  store i64 0, ptr %i_after_k, align 8
  %at_next497 = sext i64 %add496 to i128
  %step498 = sub i128 %at_next497, %base493
  %step499 = trunc i128 %step498 to i64
  %step500 = sext i64 %step499 to i128
  %len501 = sub i64 %v489, 0
  %span502 = sub i64 %len501, 1
  %span503 = sext i64 %span502 to i128
  %reach504 = mul i128 %step500, %span503
  %c505 = icmp slt i128 %reach504, 0
  %min506 = select i1 %c505, i128 %reach504, i128 0
  %c507 = icmp sgt i128 %reach504, 0
  %max508 = select i1 %c507, i128 %reach504, i128 0
  %least509 = add i128 %base493, %min506
  %most510 = add i128 %base493, %max508
  %fits_low511 = icmp sge i128 %least509, -9223372036854775808
  %fits_high512 = icmp sle i128 %most510, 9223372036854775807
  %fits513 = and i1 %fits_low511, %fits_high512
  %least514 = select i1 %fits513, i128 %least509, i128 -9223372036854775808
  %most515 = select i1 %fits513, i128 %most510, i128 9223372036854775807
  %extent516 = sext i64 %dim4 to i128
  %low_ok517 = icmp sge i128 %least514, 0
  %high_ok518 = icmp slt i128 %most515, %extent516
  %ok519 = and i1 true, %low_ok517
  %ok520 = and i1 %ok519, %high_ok518
  %v521 = load i64, ptr %i_lo, align 8
  %v522 = load i64, ptr %i_after_k, align 8
  %add523 = add i64 %v521, %v522
  %base524 = sext i64 %add523 to i128
  store i64 1, ptr %i_after_k, align 8
  %v525 = load i64, ptr %i_lo, align 8
  %v526 = load i64, ptr %i_after_k, align 8
  %add527 = add i64 %v525, %v526
  store i64 0, ptr %i_after_k, align 8
  %at_next528 = sext i64 %add527 to i128
  %step529 = sub i128 %at_next528, %base524
  %step530 = trunc i128 %step529 to i64
  %step531 = sext i64 %step530 to i128
  %len532 = sub i64 %v489, 0
  %span533 = sub i64 %len532, 1
  %span534 = sext i64 %span533 to i128
  %reach535 = mul i128 %step531, %span534
  %c536 = icmp slt i128 %reach535, 0
  %min537 = select i1 %c536, i128 %reach535, i128 0
  %c538 = icmp sgt i128 %reach535, 0
  %max539 = select i1 %c538, i128 %reach535, i128 0
  %least540 = add i128 %base524, %min537
  %most541 = add i128 %base524, %max539
  %fits_low542 = icmp sge i128 %least540, -9223372036854775808
  %fits_high543 = icmp sle i128 %most541, 9223372036854775807
  %fits544 = and i1 %fits_low542, %fits_high543
  %least545 = select i1 %fits544, i128 %least540, i128 -9223372036854775808
  %most546 = select i1 %fits544, i128 %most541, i128 9223372036854775807
  %extent547 = sext i64 %dim4 to i128
  %low_ok548 = icmp sge i128 %least545, 0
  %high_ok549 = icmp slt i128 %most546, %extent547
  %ok550 = and i1 %ok520, %low_ok548
  %ok551 = and i1 %ok550, %high_ok549
  br i1 %ok551, label %proved552, label %checked553

proved288:                                        ; preds = %body66
  store i64 0, ptr %i_k, align 8
  br label %loop291

checked289:                                       ; preds = %body66
  store i64 0, ptr %i_k, align 8
  br label %loop332

versions_done290:                                 ; preds = %exit334, %exit293
  %i487 = load i64, ptr %j, align 8
  %next488 = add i64 %i487, 1
  store i64 %next488, ptr %j, align 8
  br label %loop65

loop291:                                          ; preds = %body292, %proved288
  %i294 = load i64, ptr %i_k, align 8
  %more295 = icmp slt i64 %i294, %v70
  br i1 %more295, label %body292, label %exit293

body292:                                          ; preds = %loop291
  %v296 = load i64, ptr %i_lo, align 8
  %v297 = load i64, ptr %i_k, align 8
  %add298 = add i64 %v296, %v297
  store i64 %add298, ptr %i299, align 8
  %v300 = load i64, ptr %i299, align 8
  %pos301 = mul i64 0, %dim4
  %pos302 = add i64 %pos301, %v300
  %elp303 = getelementptr inbounds float, ptr %buf41, i64 %pos302
  %el = load float, ptr %elp303, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %acc_s1_19, align 4
  %v304 = load i64, ptr %j, align 8
  %v305 = load i64, ptr %i299, align 8
  %pos306 = mul i64 0, %dim64
  %pos307 = add i64 %pos306, %v304
  %pos308 = mul i64 %pos307, %dim4
  %pos309 = add i64 %pos308, %v305
  %elp312 = getelementptr inbounds float, ptr %buf311, i64 %pos309
  %el313 = load float, ptr %elp312, align 4, !alias.scope !11, !noalias !12
  store float %el313, ptr %w1_34, align 4
  %v314 = load i64, ptr %j, align 8
  %pos315 = mul i64 0, %dim122
  %pos316 = add i64 %pos315, %v314
  %elp319 = getelementptr inbounds float, ptr %buf318, i64 %pos316
  %el320 = load float, ptr %elp319, align 4, !alias.scope !13, !noalias !14
  store float %el320, ptr %x_41, align 4
  %v321 = load float, ptr %w1_34, align 4
  %v322 = load float, ptr %x_41, align 4
  %fm = fmul float %v321, %v322
  store float %fm, ptr %p1_18, align 4
  %v323 = load float, ptr %acc_s1_19, align 4
  %v324 = load float, ptr %p1_18, align 4
  %fa = fadd reassoc float %v323, %v324
  store float %fa, ptr %acc_s1_19, align 4
  %v325 = load i64, ptr %i299, align 8
  %pos326 = mul i64 0, %dim4
  %pos327 = add i64 %pos326, %v325
  %v328 = load float, ptr %acc_s1_19, align 4
  %elp329 = getelementptr inbounds float, ptr %buf41, i64 %pos327
  store float %v328, ptr %elp329, align 4, !alias.scope !0, !noalias !3
  %i330 = load i64, ptr %i_k, align 8
  %next331 = add i64 %i330, 1
  store i64 %next331, ptr %i_k, align 8
  br label %loop291, !llvm.loop !15

exit293:                                          ; preds = %loop291
  br label %versions_done290

loop332:                                          ; preds = %ok476, %checked289
  %i335 = load i64, ptr %i_k, align 8
  %more336 = icmp slt i64 %i335, %v70
  br i1 %more336, label %body333, label %exit334

body333:                                          ; preds = %loop332
  %v337 = load i64, ptr %i_lo, align 8
  %v338 = load i64, ptr %i_k, align 8
  %add339 = add i64 %v337, %v338
  store i64 %add339, ptr %i299, align 8
  %v340 = load i64, ptr %i299, align 8
  %inb341 = icmp ult i64 %v340, %dim4
  br i1 %inb341, label %ok343, label %fail342

exit334:                                          ; preds = %loop332
  br label %versions_done290

fail342:                                          ; preds = %body333
  %errp344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp344, align 8
  %errp345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp345, align 8
  %errp346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v340, ptr %errp346, align 8
  %errp347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp347, align 8
  ret i32 1

ok343:                                            ; preds = %body333
  %pos348 = mul i64 0, %dim4
  %pos349 = add i64 %pos348, %v340
  %elp350 = getelementptr inbounds float, ptr %buf41, i64 %pos349
  %el351 = load float, ptr %elp350, align 4, !alias.scope !0, !noalias !3
  store float %el351, ptr %acc_s1_19, align 4
  %v352 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v352, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok343
  %v353 = load i64, ptr %j, align 8
  %ic354 = icmp slt i64 %v353, %dim64
  br label %sc

sc:                                               ; preds = %rhs, %ok343
  %sc355 = phi i1 [ false, %ok343 ], [ %ic354, %rhs ]
  %v356 = load i64, ptr %j, align 8
  br i1 %sc355, label %ok358, label %fail357

fail357:                                          ; preds = %sc
  %errp359 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp359, align 8
  %errp360 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp360, align 8
  %errp361 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v356, ptr %errp361, align 8
  %errp362 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim64, ptr %errp362, align 8
  ret i32 1

ok358:                                            ; preds = %sc
  %v363 = load i64, ptr %i299, align 8
  %ic364 = icmp sge i64 %v363, 0
  br i1 %ic364, label %rhs365, label %sc366

rhs365:                                           ; preds = %ok358
  %v367 = load i64, ptr %i299, align 8
  %ic368 = icmp slt i64 %v367, %dim4
  br label %sc366

sc366:                                            ; preds = %rhs365, %ok358
  %sc369 = phi i1 [ false, %ok358 ], [ %ic368, %rhs365 ]
  %v370 = load i64, ptr %i299, align 8
  br i1 %sc369, label %ok372, label %fail371

fail371:                                          ; preds = %sc366
  %errp373 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp373, align 8
  %errp374 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp374, align 8
  %errp375 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v370, ptr %errp375, align 8
  %errp376 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp376, align 8
  ret i32 1

ok372:                                            ; preds = %sc366
  %v377 = load i64, ptr %j, align 8
  %v378 = load i64, ptr %i299, align 8
  %inb379 = icmp ult i64 %v377, %dim64
  br i1 %inb379, label %ok381, label %fail380

fail380:                                          ; preds = %ok372
  %errp382 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp382, align 8
  %errp383 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp383, align 8
  %errp384 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v377, ptr %errp384, align 8
  %errp385 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim64, ptr %errp385, align 8
  ret i32 1

ok381:                                            ; preds = %ok372
  %pos386 = mul i64 0, %dim64
  %pos387 = add i64 %pos386, %v377
  %inb388 = icmp ult i64 %v378, %dim4
  br i1 %inb388, label %ok390, label %fail389

fail389:                                          ; preds = %ok381
  %errp391 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp391, align 8
  %errp392 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp392, align 8
  %errp393 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v378, ptr %errp393, align 8
  %errp394 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp394, align 8
  ret i32 1

ok390:                                            ; preds = %ok381
  %pos395 = mul i64 %pos387, %dim4
  %pos396 = add i64 %pos395, %v378
  %elp397 = getelementptr inbounds float, ptr %buf311, i64 %pos396
  %el398 = load float, ptr %elp397, align 4, !alias.scope !11, !noalias !12
  store float %el398, ptr %w1_34, align 4
  %v399 = load i64, ptr %j, align 8
  %ic400 = icmp sge i64 %v399, 0
  br i1 %ic400, label %rhs401, label %sc402

rhs401:                                           ; preds = %ok390
  %v403 = load i64, ptr %j, align 8
  %ic404 = icmp slt i64 %v403, %dim122
  br label %sc402

sc402:                                            ; preds = %rhs401, %ok390
  %sc405 = phi i1 [ false, %ok390 ], [ %ic404, %rhs401 ]
  %v406 = load i64, ptr %j, align 8
  br i1 %sc405, label %ok408, label %fail407

fail407:                                          ; preds = %sc402
  %errp409 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp409, align 8
  %errp410 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp410, align 8
  %errp411 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v406, ptr %errp411, align 8
  %errp412 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim122, ptr %errp412, align 8
  ret i32 1

ok408:                                            ; preds = %sc402
  %v413 = load i64, ptr %i299, align 8
  %ic414 = icmp sge i64 %v413, 0
  br i1 %ic414, label %rhs415, label %sc416

rhs415:                                           ; preds = %ok408
  %v417 = load i64, ptr %i299, align 8
  %ic418 = icmp slt i64 %v417, %dim4
  br label %sc416

sc416:                                            ; preds = %rhs415, %ok408
  %sc419 = phi i1 [ false, %ok408 ], [ %ic418, %rhs415 ]
  %v420 = load i64, ptr %i299, align 8
  br i1 %sc419, label %ok422, label %fail421

fail421:                                          ; preds = %sc416
  %errp423 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp423, align 8
  %errp424 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp424, align 8
  %errp425 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v420, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp426, align 8
  ret i32 1

ok422:                                            ; preds = %sc416
  %v427 = load i64, ptr %i299, align 8
  %ic428 = icmp sge i64 %v427, 0
  br i1 %ic428, label %rhs429, label %sc430

rhs429:                                           ; preds = %ok422
  %v431 = load i64, ptr %i299, align 8
  %ic432 = icmp slt i64 %v431, %dim4
  br label %sc430

sc430:                                            ; preds = %rhs429, %ok422
  %sc433 = phi i1 [ false, %ok422 ], [ %ic432, %rhs429 ]
  %v434 = load i64, ptr %i299, align 8
  br i1 %sc433, label %ok436, label %fail435

fail435:                                          ; preds = %sc430
  %errp437 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp437, align 8
  %errp438 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp438, align 8
  %errp439 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v434, ptr %errp439, align 8
  %errp440 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp440, align 8
  ret i32 1

ok436:                                            ; preds = %sc430
  %v441 = load i64, ptr %j, align 8
  %ic442 = icmp sge i64 %v441, 0
  br i1 %ic442, label %rhs443, label %sc444

rhs443:                                           ; preds = %ok436
  %v445 = load i64, ptr %j, align 8
  %ic446 = icmp slt i64 %v445, %dim122
  br label %sc444

sc444:                                            ; preds = %rhs443, %ok436
  %sc447 = phi i1 [ false, %ok436 ], [ %ic446, %rhs443 ]
  %v448 = load i64, ptr %j, align 8
  br i1 %sc447, label %ok450, label %fail449

fail449:                                          ; preds = %sc444
  %errp451 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp451, align 8
  %errp452 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp452, align 8
  %errp453 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v448, ptr %errp453, align 8
  %errp454 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim122, ptr %errp454, align 8
  ret i32 1

ok450:                                            ; preds = %sc444
  %v455 = load i64, ptr %j, align 8
  %inb456 = icmp ult i64 %v455, %dim122
  br i1 %inb456, label %ok458, label %fail457

fail457:                                          ; preds = %ok450
  %errp459 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp459, align 8
  %errp460 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp460, align 8
  %errp461 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v455, ptr %errp461, align 8
  %errp462 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim122, ptr %errp462, align 8
  ret i32 1

ok458:                                            ; preds = %ok450
  %pos463 = mul i64 0, %dim122
  %pos464 = add i64 %pos463, %v455
  %elp465 = getelementptr inbounds float, ptr %buf318, i64 %pos464
  %el466 = load float, ptr %elp465, align 4, !alias.scope !13, !noalias !14
  store float %el466, ptr %x_41, align 4
  %v467 = load float, ptr %w1_34, align 4
  %v468 = load float, ptr %x_41, align 4
  %fm469 = fmul float %v467, %v468
  store float %fm469, ptr %p1_18, align 4
  %v470 = load float, ptr %acc_s1_19, align 4
  %v471 = load float, ptr %p1_18, align 4
  %fa472 = fadd reassoc float %v470, %v471
  store float %fa472, ptr %acc_s1_19, align 4
  %v473 = load i64, ptr %i299, align 8
  %inb474 = icmp ult i64 %v473, %dim4
  br i1 %inb474, label %ok476, label %fail475

fail475:                                          ; preds = %ok458
  %errp477 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp477, align 8
  %errp478 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp478, align 8
  %errp479 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v473, ptr %errp479, align 8
  %errp480 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp480, align 8
  ret i32 1

ok476:                                            ; preds = %ok458
  %pos481 = mul i64 0, %dim4
  %pos482 = add i64 %pos481, %v473
  %v483 = load float, ptr %acc_s1_19, align 4
  %elp484 = getelementptr inbounds float, ptr %buf41, i64 %pos482
  store float %v483, ptr %elp484, align 4, !alias.scope !0, !noalias !3
  %i485 = load i64, ptr %i_k, align 8
  %next486 = add i64 %i485, 1
  store i64 %next486, ptr %i_k, align 8
  br label %loop332, !llvm.loop !16

proved552:                                        ; preds = %exit67
  store i64 0, ptr %i_after_k, align 8
  br label %loop555

checked553:                                       ; preds = %exit67
  store i64 0, ptr %i_after_k, align 8
  br label %loop595

versions_done554:                                 ; preds = %exit597, %exit557
  %i651 = load i64, ptr %i_block, align 8
  %next652 = add i64 %i651, 1
  store i64 %next652, ptr %i_block, align 8
  br label %loop

loop555:                                          ; preds = %ignored, %proved552
  %i558 = load i64, ptr %i_after_k, align 8
  %more559 = icmp slt i64 %i558, %v489
  br i1 %more559, label %body556, label %exit557

body556:                                          ; preds = %loop555
  %v560 = load i64, ptr %i_lo, align 8
  %v561 = load i64, ptr %i_after_k, align 8
  %add562 = add i64 %v560, %v561
  store i64 %add562, ptr %i_after, align 8
  %v563 = load i64, ptr %i_after, align 8
  %pos564 = mul i64 0, %dim4
  %pos565 = add i64 %pos564, %v563
  %elp566 = getelementptr inbounds float, ptr %buf41, i64 %pos565
  %el567 = load float, ptr %elp566, align 4, !alias.scope !0, !noalias !3
  store float %el567, ptr %acc_s1_19_after, align 4
  %v568 = load float, ptr %acc_s1_19_after, align 4
  %fs = fsub float 0.000000e+00, %v568
  %exp = call float @fuselab_vm_exp_f32(float %fs) #7
  %fa569 = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa569
  store float %fd, ptr %hid_25, align 4
  %v570 = load i64, ptr %i_after, align 8
  %pos571 = mul i64 0, %dim4
  %pos572 = add i64 %pos571, %v570
  %v573 = load float, ptr %hid_25, align 4
  %elp576 = getelementptr inbounds float, ptr %buf575, i64 %pos572
  store float %v573, ptr %elp576, align 4, !alias.scope !17, !noalias !18
  %v577 = load i64, ptr %i_after, align 8
  %add578 = add i64 %v577, 1
  %inb579 = icmp ult i64 %add578, %dim
  br i1 %inb579, label %ok581, label %fail580

exit557:                                          ; preds = %loop555
  br label %versions_done554

ignored:                                          ; preds = %ok581
  %i593 = load i64, ptr %i_after_k, align 8
  %next594 = add i64 %i593, 1
  store i64 %next594, ptr %i_after_k, align 8
  br label %loop555, !llvm.loop !19

fail580:                                          ; preds = %body556
  %errp582 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp583, align 8
  %errp584 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add578, ptr %errp584, align 8
  %errp585 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp585, align 8
  ret i32 1

ok581:                                            ; preds = %body556
  %pos586 = mul i64 0, %dim
  %pos587 = add i64 %pos586, %add578
  %v588 = load float, ptr %hid_25, align 4
  store float %v588, ptr %new_28, align 4
  %elp589 = getelementptr inbounds float, ptr %buf, i64 %pos587
  %el590 = load float, ptr %elp589, align 4, !alias.scope !20, !noalias !21
  store float %el590, ptr %old_29, align 4
  %v591 = load float, ptr %new_28, align 4
  %elp592 = getelementptr inbounds float, ptr %buf, i64 %pos587
  store float %v591, ptr %elp592, align 4, !alias.scope !20, !noalias !21
  br label %ignored

loop595:                                          ; preds = %ignored632, %checked553
  %i598 = load i64, ptr %i_after_k, align 8
  %more599 = icmp slt i64 %i598, %v489
  br i1 %more599, label %body596, label %exit597

body596:                                          ; preds = %loop595
  %v600 = load i64, ptr %i_lo, align 8
  %v601 = load i64, ptr %i_after_k, align 8
  %add602 = add i64 %v600, %v601
  store i64 %add602, ptr %i_after, align 8
  %v603 = load i64, ptr %i_after, align 8
  %inb604 = icmp ult i64 %v603, %dim4
  br i1 %inb604, label %ok606, label %fail605

exit597:                                          ; preds = %loop595
  br label %versions_done554

fail605:                                          ; preds = %body596
  %errp607 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp607, align 8
  %errp608 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp608, align 8
  %errp609 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v603, ptr %errp609, align 8
  %errp610 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp610, align 8
  ret i32 1

ok606:                                            ; preds = %body596
  %pos611 = mul i64 0, %dim4
  %pos612 = add i64 %pos611, %v603
  %elp613 = getelementptr inbounds float, ptr %buf41, i64 %pos612
  %el614 = load float, ptr %elp613, align 4, !alias.scope !0, !noalias !3
  store float %el614, ptr %acc_s1_19_after, align 4
  %v615 = load float, ptr %acc_s1_19_after, align 4
  %fs616 = fsub float 0.000000e+00, %v615
  %exp617 = call float @fuselab_vm_exp_f32(float %fs616) #7
  %fa618 = fadd float 1.000000e+00, %exp617
  %fd619 = fdiv float 1.000000e+00, %fa618
  store float %fd619, ptr %hid_25, align 4
  %v620 = load i64, ptr %i_after, align 8
  %inb621 = icmp ult i64 %v620, %dim4
  br i1 %inb621, label %ok623, label %fail622

fail622:                                          ; preds = %ok606
  %errp624 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v620, ptr %errp626, align 8
  %errp627 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp627, align 8
  ret i32 1

ok623:                                            ; preds = %ok606
  %pos628 = mul i64 0, %dim4
  %pos629 = add i64 %pos628, %v620
  %v630 = load float, ptr %hid_25, align 4
  %elp631 = getelementptr inbounds float, ptr %buf575, i64 %pos629
  store float %v630, ptr %elp631, align 4, !alias.scope !17, !noalias !18
  %v633 = load i64, ptr %i_after, align 8
  %add634 = add i64 %v633, 1
  %inb635 = icmp ult i64 %add634, %dim
  br i1 %inb635, label %ok637, label %fail636

ignored632:                                       ; preds = %ok637
  %i649 = load i64, ptr %i_after_k, align 8
  %next650 = add i64 %i649, 1
  store i64 %next650, ptr %i_after_k, align 8
  br label %loop595, !llvm.loop !22

fail636:                                          ; preds = %ok623
  %errp638 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp638, align 8
  %errp639 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp639, align 8
  %errp640 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add634, ptr %errp640, align 8
  %errp641 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp641, align 8
  ret i32 1

ok637:                                            ; preds = %ok623
  %pos642 = mul i64 0, %dim
  %pos643 = add i64 %pos642, %add634
  %v644 = load float, ptr %hid_25, align 4
  store float %v644, ptr %new_28, align 4
  %elp645 = getelementptr inbounds float, ptr %buf, i64 %pos643
  %el646 = load float, ptr %elp645, align 4, !alias.scope !20, !noalias !21
  store float %el646, ptr %old_29, align 4
  %v647 = load float, ptr %new_28, align 4
  %elp648 = getelementptr inbounds float, ptr %buf, i64 %pos643
  store float %v647, ptr %elp648, align 4, !alias.scope !20, !noalias !21
  br label %ignored632
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #2 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #3

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #4 {
entry:
  %xd = fpext <4 x float> %0 to <4 x double>
  %out = fcmp olt <4 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <4 x i1> %out, <4 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <4 x double> %xd
  %out1 = fcmp ogt <4 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <4 x i1> %out1, <4 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <4 x double> %x
  %z = fmul <4 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <4 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <4 x double> %kd to <4 x i64>
  %k = fsub <4 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <4 x double> %x2)
  %fma3 = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <4 x double> %fma)
  %fma4 = call <4 x double> @llvm.fma.v4f64(<4 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <4 x double> %fma3, <4 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma4, <4 x double> %fma3, <4 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma5, <4 x double> %fma3, <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma6, <4 x double> %fma3, <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma7, <4 x double> %fma3, <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma8, <4 x double> %fma3, <4 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma9, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma10, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <4 x i64> %ki, <i64 52, i64 52, i64 52, i64 52>
  %sbits = add <4 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <4 x i64> %sbits to <4 x double>
  %y = fmul <4 x double> %fma11, %scale
  %y32 = fptrunc <4 x double> %y to <4 x float>
  ret <4 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #3

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #4 {
entry:
  %xd = fpext <8 x float> %0 to <8 x double>
  %out = fcmp olt <8 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <8 x i1> %out, <8 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <8 x double> %xd
  %out1 = fcmp ogt <8 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <8 x i1> %out1, <8 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <8 x double> %x
  %z = fmul <8 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <8 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <8 x double> %kd to <8 x i64>
  %k = fsub <8 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <8 x double> %x2)
  %fma3 = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <8 x double> %fma)
  %fma4 = call <8 x double> @llvm.fma.v8f64(<8 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <8 x double> %fma3, <8 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma4, <8 x double> %fma3, <8 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma5, <8 x double> %fma3, <8 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma6, <8 x double> %fma3, <8 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma7, <8 x double> %fma3, <8 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma8, <8 x double> %fma3, <8 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma9, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma10, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <8 x i64> %ki, <i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52>
  %sbits = add <8 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <8 x i64> %sbits to <8 x double>
  %y = fmul <8 x double> %fma11, %scale
  %y32 = fptrunc <8 x double> %y to <8 x float>
  ret <8 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #6

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }
attributes #7 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.41", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!"fuselab.buf.14", !2}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.interleave.count", i32 1}
!10 = distinct !{!10, !9}
!11 = !{!4}
!12 = !{!5, !6, !7, !1}
!13 = !{!5}
!14 = !{!4, !6, !7, !1}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = !{!6}
!18 = !{!4, !5, !7, !1}
!19 = distinct !{!19, !9}
!20 = !{!7}
!21 = !{!4, !5, !6, !1}
!22 = distinct !{!22, !9}

; cluster c3: Vertical(replicate2, Vertical(transpose3, Vertical(p2, Vertical(transpose4, Vertical(s2, Vertical(out, Diagonal(dout, Vertical(map, errout))))))))
; ModuleID = 'backprop_c3'
source_filename = "backprop_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_errout_72 = alloca float, align 4
  %map_69 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_errout_72, align 4
  store float %b, ptr %map_69, align 4
  %v = load float, ptr %acc_errout_72, align 4
  %v1 = load float, ptr %map_69, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_72 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 33
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_s2_56 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 32
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp65 = getelementptr inbounds i64, ptr %1, i64 112
  %dim66 = load i64, ptr %dimp65, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_79 = alloca float, align 4
  %bufp202 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf203 = load ptr, ptr %bufp202, align 8
  %hb_86 = alloca float, align 4
  %p2_55 = alloca float, align 4
  %bufp341 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf342 = load ptr, ptr %bufp341, align 8
  %target_68 = alloca float, align 4
  %out_62 = alloca float, align 4
  %dout_65 = alloca float, align 4
  %bufp359 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf360 = load ptr, ptr %bufp359, align 8
  %map_69 = alloca float, align 4
  %bufp370 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf371 = load ptr, ptr %bufp370, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_72, align 4
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
  store i64 15, ptr %errp4, align 8
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
  store i64 15, ptr %errp11, align 8
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
  store float 0.000000e+00, ptr %acc_s2_56, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v18 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v18 to i128
  %step = sub i128 %at_next, %base
  %step19 = trunc i128 %step to i64
  %step20 = sext i64 %step19 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span21 = sext i64 %span to i128
  %reach = mul i128 %step20, %span21
  %c22 = icmp slt i128 %reach, 0
  %min23 = select i1 %c22, i128 %reach, i128 0
  %c24 = icmp sgt i128 %reach, 0
  %max25 = select i1 %c24, i128 %reach, i128 0
  %least = add i128 %base, %min23
  %most = add i128 %base, %max25
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits26 = and i1 %fits_low, %fits_high
  %least27 = select i1 %fits26, i128 %least, i128 -9223372036854775808
  %most28 = select i1 %fits26, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least27, 0
  %high_ok = icmp slt i128 %most28, %extent
  %ok29 = and i1 true, %low_ok
  %ok30 = and i1 %ok29, %high_ok
  %v31 = load i64, ptr %i, align 8
  %base32 = sext i64 %v31 to i128
  %fits_low33 = icmp sge i128 %base32, -9223372036854775808
  %fits_high34 = icmp sle i128 %base32, 9223372036854775807
  %fits35 = and i1 %fits_low33, %fits_high34
  %least36 = select i1 %fits35, i128 %base32, i128 -9223372036854775808
  %most37 = select i1 %fits35, i128 %base32, i128 9223372036854775807
  %extent38 = sext i64 %dim to i128
  %low_ok39 = icmp sge i128 %least36, 0
  %high_ok40 = icmp slt i128 %most37, %extent38
  %ok41 = and i1 %ok30, %low_ok39
  %ok42 = and i1 %ok41, %high_ok40
  %v43 = load i64, ptr %j, align 8
  %base44 = sext i64 %v43 to i128
  store i64 1, ptr %j, align 8
  %v45 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next46 = sext i64 %v45 to i128
  %step47 = sub i128 %at_next46, %base44
  %step48 = trunc i128 %step47 to i64
  %step49 = sext i64 %step48 to i128
  %len50 = sub i64 %dim17, 0
  %span51 = sub i64 %len50, 1
  %span52 = sext i64 %span51 to i128
  %reach53 = mul i128 %step49, %span52
  %c54 = icmp slt i128 %reach53, 0
  %min55 = select i1 %c54, i128 %reach53, i128 0
  %c56 = icmp sgt i128 %reach53, 0
  %max57 = select i1 %c56, i128 %reach53, i128 0
  %least58 = add i128 %base44, %min55
  %most59 = add i128 %base44, %max57
  %fits_low60 = icmp sge i128 %least58, -9223372036854775808
  %fits_high61 = icmp sle i128 %most59, 9223372036854775807
  %fits62 = and i1 %fits_low60, %fits_high61
  %least63 = select i1 %fits62, i128 %least58, i128 -9223372036854775808
  %most64 = select i1 %fits62, i128 %most59, i128 9223372036854775807
  %extent67 = sext i64 %dim66 to i128
  %low_ok68 = icmp sge i128 %least63, 0
  %high_ok69 = icmp slt i128 %most64, %extent67
  %ok70 = and i1 %ok42, %low_ok68
  %ok71 = and i1 %ok70, %high_ok69
  %v72 = load i64, ptr %i, align 8
  %base73 = sext i64 %v72 to i128
  %fits_low74 = icmp sge i128 %base73, -9223372036854775808
  %fits_high75 = icmp sle i128 %base73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %base73, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %base73, i128 9223372036854775807
  %extent79 = sext i64 %dim3 to i128
  %low_ok80 = icmp sge i128 %least77, 0
  %high_ok81 = icmp slt i128 %most78, %extent79
  %ok82 = and i1 %ok71, %low_ok80
  %ok83 = and i1 %ok82, %high_ok81
  %v84 = load i64, ptr %i, align 8
  %base85 = sext i64 %v84 to i128
  %fits_low86 = icmp sge i128 %base85, -9223372036854775808
  %fits_high87 = icmp sle i128 %base85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %base85, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %base85, i128 9223372036854775807
  %extent91 = sext i64 %dim3 to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 %ok83, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %j, align 8
  %base97 = sext i64 %v96 to i128
  store i64 1, ptr %j, align 8
  %v98 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next99 = sext i64 %v98 to i128
  %step100 = sub i128 %at_next99, %base97
  %step101 = trunc i128 %step100 to i64
  %step102 = sext i64 %step101 to i128
  %len103 = sub i64 %dim17, 0
  %span104 = sub i64 %len103, 1
  %span105 = sext i64 %span104 to i128
  %reach106 = mul i128 %step102, %span105
  %c107 = icmp slt i128 %reach106, 0
  %min108 = select i1 %c107, i128 %reach106, i128 0
  %c109 = icmp sgt i128 %reach106, 0
  %max110 = select i1 %c109, i128 %reach106, i128 0
  %least111 = add i128 %base97, %min108
  %most112 = add i128 %base97, %max110
  %fits_low113 = icmp sge i128 %least111, -9223372036854775808
  %fits_high114 = icmp sle i128 %most112, 9223372036854775807
  %fits115 = and i1 %fits_low113, %fits_high114
  %least116 = select i1 %fits115, i128 %least111, i128 -9223372036854775808
  %most117 = select i1 %fits115, i128 %most112, i128 9223372036854775807
  %extent118 = sext i64 %dim66 to i128
  %low_ok119 = icmp sge i128 %least116, 0
  %high_ok120 = icmp slt i128 %most117, %extent118
  %ok121 = and i1 %ok95, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %base124 = sext i64 %v123 to i128
  store i64 1, ptr %j, align 8
  %v125 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next126 = sext i64 %v125 to i128
  %step127 = sub i128 %at_next126, %base124
  %step128 = trunc i128 %step127 to i64
  %step129 = sext i64 %step128 to i128
  %len130 = sub i64 %dim17, 0
  %span131 = sub i64 %len130, 1
  %span132 = sext i64 %span131 to i128
  %reach133 = mul i128 %step129, %span132
  %c134 = icmp slt i128 %reach133, 0
  %min135 = select i1 %c134, i128 %reach133, i128 0
  %c136 = icmp sgt i128 %reach133, 0
  %max137 = select i1 %c136, i128 %reach133, i128 0
  %least138 = add i128 %base124, %min135
  %most139 = add i128 %base124, %max137
  %fits_low140 = icmp sge i128 %least138, -9223372036854775808
  %fits_high141 = icmp sle i128 %most139, 9223372036854775807
  %fits142 = and i1 %fits_low140, %fits_high141
  %least143 = select i1 %fits142, i128 %least138, i128 -9223372036854775808
  %most144 = select i1 %fits142, i128 %most139, i128 9223372036854775807
  %extent145 = sext i64 %dim17 to i128
  %low_ok146 = icmp sge i128 %least143, 0
  %high_ok147 = icmp slt i128 %most144, %extent145
  %ok148 = and i1 %ok122, %low_ok146
  %ok149 = and i1 %ok148, %high_ok147
  %v150 = load i64, ptr %i, align 8
  %base151 = sext i64 %v150 to i128
  %fits_low152 = icmp sge i128 %base151, -9223372036854775808
  %fits_high153 = icmp sle i128 %base151, 9223372036854775807
  %fits154 = and i1 %fits_low152, %fits_high153
  %least155 = select i1 %fits154, i128 %base151, i128 -9223372036854775808
  %most156 = select i1 %fits154, i128 %base151, i128 9223372036854775807
  %extent157 = sext i64 %dim to i128
  %low_ok158 = icmp sge i128 %least155, 0
  %high_ok159 = icmp slt i128 %most156, %extent157
  %ok160 = and i1 %ok149, %low_ok158
  %ok161 = and i1 %ok160, %high_ok159
  %v162 = load i64, ptr %j, align 8
  %base163 = sext i64 %v162 to i128
  store i64 1, ptr %j, align 8
  %v164 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next165 = sext i64 %v164 to i128
  %step166 = sub i128 %at_next165, %base163
  %step167 = trunc i128 %step166 to i64
  %step168 = sext i64 %step167 to i128
  %len169 = sub i64 %dim17, 0
  %span170 = sub i64 %len169, 1
  %span171 = sext i64 %span170 to i128
  %reach172 = mul i128 %step168, %span171
  %c173 = icmp slt i128 %reach172, 0
  %min174 = select i1 %c173, i128 %reach172, i128 0
  %c175 = icmp sgt i128 %reach172, 0
  %max176 = select i1 %c175, i128 %reach172, i128 0
  %least177 = add i128 %base163, %min174
  %most178 = add i128 %base163, %max176
  %fits_low179 = icmp sge i128 %least177, -9223372036854775808
  %fits_high180 = icmp sle i128 %most178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %least177, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %most178, i128 9223372036854775807
  %extent184 = sext i64 %dim66 to i128
  %low_ok185 = icmp sge i128 %least182, 0
  %high_ok186 = icmp slt i128 %most183, %extent184
  %ok187 = and i1 %ok161, %low_ok185
  %ok188 = and i1 %ok187, %high_ok186
  br i1 %ok188, label %proved, label %checked

exit:                                             ; preds = %loop
  %v369 = load float, ptr %acc_errout_72, align 4
  %elp372 = getelementptr inbounds float, ptr %buf371, i64 0
  store float %v369, ptr %elp372, align 4, !alias.scope !0, !noalias !3
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop189

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop211

versions_done:                                    ; preds = %exit213, %exit191
  %v338 = load i64, ptr %i, align 8
  %pos339 = mul i64 0, %dim3
  %pos340 = add i64 %pos339, %v338
  %elp343 = getelementptr inbounds float, ptr %buf342, i64 %pos340
  %el344 = load float, ptr %elp343, align 4, !alias.scope !8, !noalias !9
  store float %el344, ptr %target_68, align 4
  %v345 = load float, ptr %acc_s2_56, align 4
  %fs = fsub float 0.000000e+00, %v345
  %exp = call float @fuselab_vm_exp_f32(float %fs) #4
  %fa346 = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa346
  store float %fd, ptr %out_62, align 4
  %v347 = load float, ptr %out_62, align 4
  %v348 = load float, ptr %out_62, align 4
  %fs349 = fsub float 1.000000e+00, %v348
  %fm350 = fmul float %v347, %fs349
  %v351 = load float, ptr %target_68, align 4
  %call = call float @llvm.fabs.f32(float %v351)
  %v352 = load float, ptr %out_62, align 4
  %fs353 = fsub float %call, %v352
  %fm354 = fmul float %fm350, %fs353
  store float %fm354, ptr %dout_65, align 4
  %v355 = load i64, ptr %i, align 8
  %pos356 = mul i64 0, %dim
  %pos357 = add i64 %pos356, %v355
  %v358 = load float, ptr %dout_65, align 4
  %elp361 = getelementptr inbounds float, ptr %buf360, i64 %pos357
  store float %v358, ptr %elp361, align 4, !alias.scope !10, !noalias !11
  %v362 = load float, ptr %dout_65, align 4
  %call363 = call float @llvm.fabs.f32(float %v362)
  store float %call363, ptr %map_69, align 4
  %v364 = load float, ptr %acc_errout_72, align 4
  %v365 = load float, ptr %map_69, align 4
  %fa366 = fadd reassoc float %v364, %v365
  store float %fa366, ptr %acc_errout_72, align 4
  %i367 = load i64, ptr %i, align 8
  %next368 = add i64 %i367, 1
  store i64 %next368, ptr %i, align 8
  br label %loop

loop189:                                          ; preds = %body190, %proved
  %i192 = load i64, ptr %j, align 8
  %more193 = icmp slt i64 %i192, %dim17
  br i1 %more193, label %body190, label %exit191

body190:                                          ; preds = %loop189
  %v194 = load i64, ptr %j, align 8
  %v195 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos196 = add i64 %pos, %v194
  %pos197 = mul i64 %pos196, %dim
  %pos198 = add i64 %pos197, %v195
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos198
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !13
  store float %el, ptr %w2_79, align 4
  %v199 = load i64, ptr %j, align 8
  %pos200 = mul i64 0, %dim66
  %pos201 = add i64 %pos200, %v199
  %elp204 = getelementptr inbounds float, ptr %buf203, i64 %pos201
  %el205 = load float, ptr %elp204, align 4, !alias.scope !14, !noalias !15
  store float %el205, ptr %hb_86, align 4
  %v206 = load float, ptr %w2_79, align 4
  %v207 = load float, ptr %hb_86, align 4
  %fm = fmul float %v206, %v207
  store float %fm, ptr %p2_55, align 4
  %v208 = load float, ptr %acc_s2_56, align 4
  %v209 = load float, ptr %p2_55, align 4
  %fa = fadd reassoc float %v208, %v209
  store float %fa, ptr %acc_s2_56, align 4
  %i210 = load i64, ptr %j, align 8
  %next = add i64 %i210, 1
  store i64 %next, ptr %j, align 8
  br label %loop189

exit191:                                          ; preds = %loop189
  br label %versions_done

loop211:                                          ; preds = %ok321, %checked
  %i214 = load i64, ptr %j, align 8
  %more215 = icmp slt i64 %i214, %dim17
  br i1 %more215, label %body212, label %exit213

body212:                                          ; preds = %loop211
  %v216 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v216, 0
  br i1 %ic, label %rhs, label %sc

exit213:                                          ; preds = %loop211
  br label %versions_done

rhs:                                              ; preds = %body212
  %v217 = load i64, ptr %j, align 8
  %ic218 = icmp slt i64 %v217, %dim17
  br label %sc

sc:                                               ; preds = %rhs, %body212
  %sc219 = phi i1 [ false, %body212 ], [ %ic218, %rhs ]
  %v220 = load i64, ptr %j, align 8
  br i1 %sc219, label %ok222, label %fail221

fail221:                                          ; preds = %sc
  %errp223 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp223, align 8
  %errp224 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp224, align 8
  %errp225 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v220, ptr %errp225, align 8
  %errp226 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp226, align 8
  ret i32 1

ok222:                                            ; preds = %sc
  %v227 = load i64, ptr %i, align 8
  %ic228 = icmp sge i64 %v227, 0
  br i1 %ic228, label %rhs229, label %sc230

rhs229:                                           ; preds = %ok222
  %v231 = load i64, ptr %i, align 8
  %ic232 = icmp slt i64 %v231, %dim
  br label %sc230

sc230:                                            ; preds = %rhs229, %ok222
  %sc233 = phi i1 [ false, %ok222 ], [ %ic232, %rhs229 ]
  %v234 = load i64, ptr %i, align 8
  br i1 %sc233, label %ok236, label %fail235

fail235:                                          ; preds = %sc230
  %errp237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v234, ptr %errp239, align 8
  %errp240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp240, align 8
  ret i32 1

ok236:                                            ; preds = %sc230
  %v241 = load i64, ptr %j, align 8
  %v242 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v241, %dim17
  br i1 %inb, label %ok244, label %fail243

fail243:                                          ; preds = %ok236
  %errp245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp246, align 8
  %errp247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v241, ptr %errp247, align 8
  %errp248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp248, align 8
  ret i32 1

ok244:                                            ; preds = %ok236
  %pos249 = mul i64 0, %dim17
  %pos250 = add i64 %pos249, %v241
  %inb251 = icmp ult i64 %v242, %dim
  br i1 %inb251, label %ok253, label %fail252

fail252:                                          ; preds = %ok244
  %errp254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp254, align 8
  %errp255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v242, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp257, align 8
  ret i32 1

ok253:                                            ; preds = %ok244
  %pos258 = mul i64 %pos250, %dim
  %pos259 = add i64 %pos258, %v242
  %elp260 = getelementptr inbounds float, ptr %buf, i64 %pos259
  %el261 = load float, ptr %elp260, align 4, !alias.scope !12, !noalias !13
  store float %el261, ptr %w2_79, align 4
  %v262 = load i64, ptr %j, align 8
  %ic263 = icmp sge i64 %v262, 0
  br i1 %ic263, label %rhs264, label %sc265

rhs264:                                           ; preds = %ok253
  %v266 = load i64, ptr %j, align 8
  %ic267 = icmp slt i64 %v266, %dim66
  br label %sc265

sc265:                                            ; preds = %rhs264, %ok253
  %sc268 = phi i1 [ false, %ok253 ], [ %ic267, %rhs264 ]
  %v269 = load i64, ptr %j, align 8
  br i1 %sc268, label %ok271, label %fail270

fail270:                                          ; preds = %sc265
  %errp272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v269, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp275, align 8
  ret i32 1

ok271:                                            ; preds = %sc265
  %v276 = load i64, ptr %i, align 8
  %ic277 = icmp sge i64 %v276, 0
  br i1 %ic277, label %rhs278, label %sc279

rhs278:                                           ; preds = %ok271
  %v280 = load i64, ptr %i, align 8
  %ic281 = icmp slt i64 %v280, %dim3
  br label %sc279

sc279:                                            ; preds = %rhs278, %ok271
  %sc282 = phi i1 [ false, %ok271 ], [ %ic281, %rhs278 ]
  %v283 = load i64, ptr %i, align 8
  br i1 %sc282, label %ok285, label %fail284

fail284:                                          ; preds = %sc279
  %errp286 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v283, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp289, align 8
  ret i32 1

ok285:                                            ; preds = %sc279
  %v290 = load i64, ptr %i, align 8
  %ic291 = icmp sge i64 %v290, 0
  br i1 %ic291, label %rhs292, label %sc293

rhs292:                                           ; preds = %ok285
  %v294 = load i64, ptr %i, align 8
  %ic295 = icmp slt i64 %v294, %dim3
  br label %sc293

sc293:                                            ; preds = %rhs292, %ok285
  %sc296 = phi i1 [ false, %ok285 ], [ %ic295, %rhs292 ]
  %v297 = load i64, ptr %i, align 8
  br i1 %sc296, label %ok299, label %fail298

fail298:                                          ; preds = %sc293
  %errp300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp300, align 8
  %errp301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v297, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp303, align 8
  ret i32 1

ok299:                                            ; preds = %sc293
  %v304 = load i64, ptr %j, align 8
  %ic305 = icmp sge i64 %v304, 0
  br i1 %ic305, label %rhs306, label %sc307

rhs306:                                           ; preds = %ok299
  %v308 = load i64, ptr %j, align 8
  %ic309 = icmp slt i64 %v308, %dim66
  br label %sc307

sc307:                                            ; preds = %rhs306, %ok299
  %sc310 = phi i1 [ false, %ok299 ], [ %ic309, %rhs306 ]
  %v311 = load i64, ptr %j, align 8
  br i1 %sc310, label %ok313, label %fail312

fail312:                                          ; preds = %sc307
  %errp314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp314, align 8
  %errp315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp315, align 8
  %errp316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v311, ptr %errp316, align 8
  %errp317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp317, align 8
  ret i32 1

ok313:                                            ; preds = %sc307
  %v318 = load i64, ptr %j, align 8
  %inb319 = icmp ult i64 %v318, %dim66
  br i1 %inb319, label %ok321, label %fail320

fail320:                                          ; preds = %ok313
  %errp322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v318, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp325, align 8
  ret i32 1

ok321:                                            ; preds = %ok313
  %pos326 = mul i64 0, %dim66
  %pos327 = add i64 %pos326, %v318
  %elp328 = getelementptr inbounds float, ptr %buf203, i64 %pos327
  %el329 = load float, ptr %elp328, align 4, !alias.scope !14, !noalias !15
  store float %el329, ptr %hb_86, align 4
  %v330 = load float, ptr %w2_79, align 4
  %v331 = load float, ptr %hb_86, align 4
  %fm332 = fmul float %v330, %v331
  store float %fm332, ptr %p2_55, align 4
  %v333 = load float, ptr %acc_s2_56, align 4
  %v334 = load float, ptr %p2_55, align 4
  %fa335 = fadd reassoc float %v333, %v334
  store float %fa335, ptr %acc_s2_56, align 4
  %i336 = load i64, ptr %j, align 8
  %next337 = add i64 %i336, 1
  store i64 %next337, ptr %j, align 8
  br label %loop211
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #1 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #3 {
entry:
  %xd = fpext <4 x float> %0 to <4 x double>
  %out = fcmp olt <4 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <4 x i1> %out, <4 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <4 x double> %xd
  %out1 = fcmp ogt <4 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <4 x i1> %out1, <4 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <4 x double> %x
  %z = fmul <4 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <4 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <4 x double> %kd to <4 x i64>
  %k = fsub <4 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <4 x double> %x2)
  %fma3 = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <4 x double> %fma)
  %fma4 = call <4 x double> @llvm.fma.v4f64(<4 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <4 x double> %fma3, <4 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma4, <4 x double> %fma3, <4 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma5, <4 x double> %fma3, <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma6, <4 x double> %fma3, <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma7, <4 x double> %fma3, <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma8, <4 x double> %fma3, <4 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma9, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma10, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <4 x i64> %ki, <i64 52, i64 52, i64 52, i64 52>
  %sbits = add <4 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <4 x i64> %sbits to <4 x double>
  %y = fmul <4 x double> %fma11, %scale
  %y32 = fptrunc <4 x double> %y to <4 x float>
  ret <4 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #3 {
entry:
  %xd = fpext <8 x float> %0 to <8 x double>
  %out = fcmp olt <8 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <8 x i1> %out, <8 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <8 x double> %xd
  %out1 = fcmp ogt <8 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <8 x i1> %out1, <8 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <8 x double> %x
  %z = fmul <8 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <8 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <8 x double> %kd to <8 x i64>
  %k = fsub <8 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <8 x double> %x2)
  %fma3 = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <8 x double> %fma)
  %fma4 = call <8 x double> @llvm.fma.v8f64(<8 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <8 x double> %fma3, <8 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma4, <8 x double> %fma3, <8 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma5, <8 x double> %fma3, <8 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma6, <8 x double> %fma3, <8 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma7, <8 x double> %fma3, <8 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma8, <8 x double> %fma3, <8 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma9, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma10, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <8 x i64> %ki, <i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52>
  %sbits = add <8 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <8 x i64> %sbits to <8 x double>
  %y = fmul <8 x double> %fma11, %scale
  %y32 = fptrunc <8 x double> %y to <8 x float>
  ret <8 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_72 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 33
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_s2_56 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 32
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp65 = getelementptr inbounds i64, ptr %1, i64 112
  %dim66 = load i64, ptr %dimp65, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_79 = alloca float, align 4
  %bufp202 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf203 = load ptr, ptr %bufp202, align 8
  %hb_86 = alloca float, align 4
  %p2_55 = alloca float, align 4
  %bufp341 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf342 = load ptr, ptr %bufp341, align 8
  %target_68 = alloca float, align 4
  %out_62 = alloca float, align 4
  %dout_65 = alloca float, align 4
  %bufp359 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf360 = load ptr, ptr %bufp359, align 8
  %map_69 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_72, align 4
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
  store i64 15, ptr %errp4, align 8
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
  store i64 15, ptr %errp11, align 8
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
  store float 0.000000e+00, ptr %acc_s2_56, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v18 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v18 to i128
  %step = sub i128 %at_next, %base
  %step19 = trunc i128 %step to i64
  %step20 = sext i64 %step19 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span21 = sext i64 %span to i128
  %reach = mul i128 %step20, %span21
  %c22 = icmp slt i128 %reach, 0
  %min23 = select i1 %c22, i128 %reach, i128 0
  %c24 = icmp sgt i128 %reach, 0
  %max25 = select i1 %c24, i128 %reach, i128 0
  %least = add i128 %base, %min23
  %most = add i128 %base, %max25
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits26 = and i1 %fits_low, %fits_high
  %least27 = select i1 %fits26, i128 %least, i128 -9223372036854775808
  %most28 = select i1 %fits26, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least27, 0
  %high_ok = icmp slt i128 %most28, %extent
  %ok29 = and i1 true, %low_ok
  %ok30 = and i1 %ok29, %high_ok
  %v31 = load i64, ptr %i, align 8
  %base32 = sext i64 %v31 to i128
  %fits_low33 = icmp sge i128 %base32, -9223372036854775808
  %fits_high34 = icmp sle i128 %base32, 9223372036854775807
  %fits35 = and i1 %fits_low33, %fits_high34
  %least36 = select i1 %fits35, i128 %base32, i128 -9223372036854775808
  %most37 = select i1 %fits35, i128 %base32, i128 9223372036854775807
  %extent38 = sext i64 %dim to i128
  %low_ok39 = icmp sge i128 %least36, 0
  %high_ok40 = icmp slt i128 %most37, %extent38
  %ok41 = and i1 %ok30, %low_ok39
  %ok42 = and i1 %ok41, %high_ok40
  %v43 = load i64, ptr %j, align 8
  %base44 = sext i64 %v43 to i128
  store i64 1, ptr %j, align 8
  %v45 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next46 = sext i64 %v45 to i128
  %step47 = sub i128 %at_next46, %base44
  %step48 = trunc i128 %step47 to i64
  %step49 = sext i64 %step48 to i128
  %len50 = sub i64 %dim17, 0
  %span51 = sub i64 %len50, 1
  %span52 = sext i64 %span51 to i128
  %reach53 = mul i128 %step49, %span52
  %c54 = icmp slt i128 %reach53, 0
  %min55 = select i1 %c54, i128 %reach53, i128 0
  %c56 = icmp sgt i128 %reach53, 0
  %max57 = select i1 %c56, i128 %reach53, i128 0
  %least58 = add i128 %base44, %min55
  %most59 = add i128 %base44, %max57
  %fits_low60 = icmp sge i128 %least58, -9223372036854775808
  %fits_high61 = icmp sle i128 %most59, 9223372036854775807
  %fits62 = and i1 %fits_low60, %fits_high61
  %least63 = select i1 %fits62, i128 %least58, i128 -9223372036854775808
  %most64 = select i1 %fits62, i128 %most59, i128 9223372036854775807
  %extent67 = sext i64 %dim66 to i128
  %low_ok68 = icmp sge i128 %least63, 0
  %high_ok69 = icmp slt i128 %most64, %extent67
  %ok70 = and i1 %ok42, %low_ok68
  %ok71 = and i1 %ok70, %high_ok69
  %v72 = load i64, ptr %i, align 8
  %base73 = sext i64 %v72 to i128
  %fits_low74 = icmp sge i128 %base73, -9223372036854775808
  %fits_high75 = icmp sle i128 %base73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %base73, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %base73, i128 9223372036854775807
  %extent79 = sext i64 %dim3 to i128
  %low_ok80 = icmp sge i128 %least77, 0
  %high_ok81 = icmp slt i128 %most78, %extent79
  %ok82 = and i1 %ok71, %low_ok80
  %ok83 = and i1 %ok82, %high_ok81
  %v84 = load i64, ptr %i, align 8
  %base85 = sext i64 %v84 to i128
  %fits_low86 = icmp sge i128 %base85, -9223372036854775808
  %fits_high87 = icmp sle i128 %base85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %base85, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %base85, i128 9223372036854775807
  %extent91 = sext i64 %dim3 to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 %ok83, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %j, align 8
  %base97 = sext i64 %v96 to i128
  store i64 1, ptr %j, align 8
  %v98 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next99 = sext i64 %v98 to i128
  %step100 = sub i128 %at_next99, %base97
  %step101 = trunc i128 %step100 to i64
  %step102 = sext i64 %step101 to i128
  %len103 = sub i64 %dim17, 0
  %span104 = sub i64 %len103, 1
  %span105 = sext i64 %span104 to i128
  %reach106 = mul i128 %step102, %span105
  %c107 = icmp slt i128 %reach106, 0
  %min108 = select i1 %c107, i128 %reach106, i128 0
  %c109 = icmp sgt i128 %reach106, 0
  %max110 = select i1 %c109, i128 %reach106, i128 0
  %least111 = add i128 %base97, %min108
  %most112 = add i128 %base97, %max110
  %fits_low113 = icmp sge i128 %least111, -9223372036854775808
  %fits_high114 = icmp sle i128 %most112, 9223372036854775807
  %fits115 = and i1 %fits_low113, %fits_high114
  %least116 = select i1 %fits115, i128 %least111, i128 -9223372036854775808
  %most117 = select i1 %fits115, i128 %most112, i128 9223372036854775807
  %extent118 = sext i64 %dim66 to i128
  %low_ok119 = icmp sge i128 %least116, 0
  %high_ok120 = icmp slt i128 %most117, %extent118
  %ok121 = and i1 %ok95, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %base124 = sext i64 %v123 to i128
  store i64 1, ptr %j, align 8
  %v125 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next126 = sext i64 %v125 to i128
  %step127 = sub i128 %at_next126, %base124
  %step128 = trunc i128 %step127 to i64
  %step129 = sext i64 %step128 to i128
  %len130 = sub i64 %dim17, 0
  %span131 = sub i64 %len130, 1
  %span132 = sext i64 %span131 to i128
  %reach133 = mul i128 %step129, %span132
  %c134 = icmp slt i128 %reach133, 0
  %min135 = select i1 %c134, i128 %reach133, i128 0
  %c136 = icmp sgt i128 %reach133, 0
  %max137 = select i1 %c136, i128 %reach133, i128 0
  %least138 = add i128 %base124, %min135
  %most139 = add i128 %base124, %max137
  %fits_low140 = icmp sge i128 %least138, -9223372036854775808
  %fits_high141 = icmp sle i128 %most139, 9223372036854775807
  %fits142 = and i1 %fits_low140, %fits_high141
  %least143 = select i1 %fits142, i128 %least138, i128 -9223372036854775808
  %most144 = select i1 %fits142, i128 %most139, i128 9223372036854775807
  %extent145 = sext i64 %dim17 to i128
  %low_ok146 = icmp sge i128 %least143, 0
  %high_ok147 = icmp slt i128 %most144, %extent145
  %ok148 = and i1 %ok122, %low_ok146
  %ok149 = and i1 %ok148, %high_ok147
  %v150 = load i64, ptr %i, align 8
  %base151 = sext i64 %v150 to i128
  %fits_low152 = icmp sge i128 %base151, -9223372036854775808
  %fits_high153 = icmp sle i128 %base151, 9223372036854775807
  %fits154 = and i1 %fits_low152, %fits_high153
  %least155 = select i1 %fits154, i128 %base151, i128 -9223372036854775808
  %most156 = select i1 %fits154, i128 %base151, i128 9223372036854775807
  %extent157 = sext i64 %dim to i128
  %low_ok158 = icmp sge i128 %least155, 0
  %high_ok159 = icmp slt i128 %most156, %extent157
  %ok160 = and i1 %ok149, %low_ok158
  %ok161 = and i1 %ok160, %high_ok159
  %v162 = load i64, ptr %j, align 8
  %base163 = sext i64 %v162 to i128
  store i64 1, ptr %j, align 8
  %v164 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next165 = sext i64 %v164 to i128
  %step166 = sub i128 %at_next165, %base163
  %step167 = trunc i128 %step166 to i64
  %step168 = sext i64 %step167 to i128
  %len169 = sub i64 %dim17, 0
  %span170 = sub i64 %len169, 1
  %span171 = sext i64 %span170 to i128
  %reach172 = mul i128 %step168, %span171
  %c173 = icmp slt i128 %reach172, 0
  %min174 = select i1 %c173, i128 %reach172, i128 0
  %c175 = icmp sgt i128 %reach172, 0
  %max176 = select i1 %c175, i128 %reach172, i128 0
  %least177 = add i128 %base163, %min174
  %most178 = add i128 %base163, %max176
  %fits_low179 = icmp sge i128 %least177, -9223372036854775808
  %fits_high180 = icmp sle i128 %most178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %least177, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %most178, i128 9223372036854775807
  %extent184 = sext i64 %dim66 to i128
  %low_ok185 = icmp sge i128 %least182, 0
  %high_ok186 = icmp slt i128 %most183, %extent184
  %ok187 = and i1 %ok161, %low_ok185
  %ok188 = and i1 %ok187, %high_ok186
  br i1 %ok188, label %proved, label %checked

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errout_72, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop189

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop211

versions_done:                                    ; preds = %exit213, %exit191
  %v338 = load i64, ptr %i, align 8
  %pos339 = mul i64 0, %dim3
  %pos340 = add i64 %pos339, %v338
  %elp343 = getelementptr inbounds float, ptr %buf342, i64 %pos340
  %el344 = load float, ptr %elp343, align 4, !alias.scope !8, !noalias !16
  store float %el344, ptr %target_68, align 4
  %v345 = load float, ptr %acc_s2_56, align 4
  %fs = fsub float 0.000000e+00, %v345
  %exp = call float @fuselab_vm_exp_f32(float %fs) #4
  %fa346 = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa346
  store float %fd, ptr %out_62, align 4
  %v347 = load float, ptr %out_62, align 4
  %v348 = load float, ptr %out_62, align 4
  %fs349 = fsub float 1.000000e+00, %v348
  %fm350 = fmul float %v347, %fs349
  %v351 = load float, ptr %target_68, align 4
  %call = call float @llvm.fabs.f32(float %v351)
  %v352 = load float, ptr %out_62, align 4
  %fs353 = fsub float %call, %v352
  %fm354 = fmul float %fm350, %fs353
  store float %fm354, ptr %dout_65, align 4
  %v355 = load i64, ptr %i, align 8
  %pos356 = mul i64 0, %dim
  %pos357 = add i64 %pos356, %v355
  %v358 = load float, ptr %dout_65, align 4
  %elp361 = getelementptr inbounds float, ptr %buf360, i64 %pos357
  store float %v358, ptr %elp361, align 4, !alias.scope !10, !noalias !17
  %v362 = load float, ptr %dout_65, align 4
  %call363 = call float @llvm.fabs.f32(float %v362)
  store float %call363, ptr %map_69, align 4
  %v364 = load float, ptr %acc_errout_72, align 4
  %v365 = load float, ptr %map_69, align 4
  %fa366 = fadd reassoc float %v364, %v365
  store float %fa366, ptr %acc_errout_72, align 4
  %i367 = load i64, ptr %i, align 8
  %next368 = add i64 %i367, 1
  store i64 %next368, ptr %i, align 8
  br label %loop

loop189:                                          ; preds = %body190, %proved
  %i192 = load i64, ptr %j, align 8
  %more193 = icmp slt i64 %i192, %dim17
  br i1 %more193, label %body190, label %exit191

body190:                                          ; preds = %loop189
  %v194 = load i64, ptr %j, align 8
  %v195 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos196 = add i64 %pos, %v194
  %pos197 = mul i64 %pos196, %dim
  %pos198 = add i64 %pos197, %v195
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos198
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !18
  store float %el, ptr %w2_79, align 4
  %v199 = load i64, ptr %j, align 8
  %pos200 = mul i64 0, %dim66
  %pos201 = add i64 %pos200, %v199
  %elp204 = getelementptr inbounds float, ptr %buf203, i64 %pos201
  %el205 = load float, ptr %elp204, align 4, !alias.scope !14, !noalias !19
  store float %el205, ptr %hb_86, align 4
  %v206 = load float, ptr %w2_79, align 4
  %v207 = load float, ptr %hb_86, align 4
  %fm = fmul float %v206, %v207
  store float %fm, ptr %p2_55, align 4
  %v208 = load float, ptr %acc_s2_56, align 4
  %v209 = load float, ptr %p2_55, align 4
  %fa = fadd reassoc float %v208, %v209
  store float %fa, ptr %acc_s2_56, align 4
  %i210 = load i64, ptr %j, align 8
  %next = add i64 %i210, 1
  store i64 %next, ptr %j, align 8
  br label %loop189

exit191:                                          ; preds = %loop189
  br label %versions_done

loop211:                                          ; preds = %ok321, %checked
  %i214 = load i64, ptr %j, align 8
  %more215 = icmp slt i64 %i214, %dim17
  br i1 %more215, label %body212, label %exit213

body212:                                          ; preds = %loop211
  %v216 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v216, 0
  br i1 %ic, label %rhs, label %sc

exit213:                                          ; preds = %loop211
  br label %versions_done

rhs:                                              ; preds = %body212
  %v217 = load i64, ptr %j, align 8
  %ic218 = icmp slt i64 %v217, %dim17
  br label %sc

sc:                                               ; preds = %rhs, %body212
  %sc219 = phi i1 [ false, %body212 ], [ %ic218, %rhs ]
  %v220 = load i64, ptr %j, align 8
  br i1 %sc219, label %ok222, label %fail221

fail221:                                          ; preds = %sc
  %errp223 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp223, align 8
  %errp224 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp224, align 8
  %errp225 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v220, ptr %errp225, align 8
  %errp226 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp226, align 8
  ret i32 1

ok222:                                            ; preds = %sc
  %v227 = load i64, ptr %i, align 8
  %ic228 = icmp sge i64 %v227, 0
  br i1 %ic228, label %rhs229, label %sc230

rhs229:                                           ; preds = %ok222
  %v231 = load i64, ptr %i, align 8
  %ic232 = icmp slt i64 %v231, %dim
  br label %sc230

sc230:                                            ; preds = %rhs229, %ok222
  %sc233 = phi i1 [ false, %ok222 ], [ %ic232, %rhs229 ]
  %v234 = load i64, ptr %i, align 8
  br i1 %sc233, label %ok236, label %fail235

fail235:                                          ; preds = %sc230
  %errp237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v234, ptr %errp239, align 8
  %errp240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp240, align 8
  ret i32 1

ok236:                                            ; preds = %sc230
  %v241 = load i64, ptr %j, align 8
  %v242 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v241, %dim17
  br i1 %inb, label %ok244, label %fail243

fail243:                                          ; preds = %ok236
  %errp245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp246, align 8
  %errp247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v241, ptr %errp247, align 8
  %errp248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp248, align 8
  ret i32 1

ok244:                                            ; preds = %ok236
  %pos249 = mul i64 0, %dim17
  %pos250 = add i64 %pos249, %v241
  %inb251 = icmp ult i64 %v242, %dim
  br i1 %inb251, label %ok253, label %fail252

fail252:                                          ; preds = %ok244
  %errp254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp254, align 8
  %errp255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v242, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp257, align 8
  ret i32 1

ok253:                                            ; preds = %ok244
  %pos258 = mul i64 %pos250, %dim
  %pos259 = add i64 %pos258, %v242
  %elp260 = getelementptr inbounds float, ptr %buf, i64 %pos259
  %el261 = load float, ptr %elp260, align 4, !alias.scope !12, !noalias !18
  store float %el261, ptr %w2_79, align 4
  %v262 = load i64, ptr %j, align 8
  %ic263 = icmp sge i64 %v262, 0
  br i1 %ic263, label %rhs264, label %sc265

rhs264:                                           ; preds = %ok253
  %v266 = load i64, ptr %j, align 8
  %ic267 = icmp slt i64 %v266, %dim66
  br label %sc265

sc265:                                            ; preds = %rhs264, %ok253
  %sc268 = phi i1 [ false, %ok253 ], [ %ic267, %rhs264 ]
  %v269 = load i64, ptr %j, align 8
  br i1 %sc268, label %ok271, label %fail270

fail270:                                          ; preds = %sc265
  %errp272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v269, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp275, align 8
  ret i32 1

ok271:                                            ; preds = %sc265
  %v276 = load i64, ptr %i, align 8
  %ic277 = icmp sge i64 %v276, 0
  br i1 %ic277, label %rhs278, label %sc279

rhs278:                                           ; preds = %ok271
  %v280 = load i64, ptr %i, align 8
  %ic281 = icmp slt i64 %v280, %dim3
  br label %sc279

sc279:                                            ; preds = %rhs278, %ok271
  %sc282 = phi i1 [ false, %ok271 ], [ %ic281, %rhs278 ]
  %v283 = load i64, ptr %i, align 8
  br i1 %sc282, label %ok285, label %fail284

fail284:                                          ; preds = %sc279
  %errp286 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v283, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp289, align 8
  ret i32 1

ok285:                                            ; preds = %sc279
  %v290 = load i64, ptr %i, align 8
  %ic291 = icmp sge i64 %v290, 0
  br i1 %ic291, label %rhs292, label %sc293

rhs292:                                           ; preds = %ok285
  %v294 = load i64, ptr %i, align 8
  %ic295 = icmp slt i64 %v294, %dim3
  br label %sc293

sc293:                                            ; preds = %rhs292, %ok285
  %sc296 = phi i1 [ false, %ok285 ], [ %ic295, %rhs292 ]
  %v297 = load i64, ptr %i, align 8
  br i1 %sc296, label %ok299, label %fail298

fail298:                                          ; preds = %sc293
  %errp300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp300, align 8
  %errp301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v297, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp303, align 8
  ret i32 1

ok299:                                            ; preds = %sc293
  %v304 = load i64, ptr %j, align 8
  %ic305 = icmp sge i64 %v304, 0
  br i1 %ic305, label %rhs306, label %sc307

rhs306:                                           ; preds = %ok299
  %v308 = load i64, ptr %j, align 8
  %ic309 = icmp slt i64 %v308, %dim66
  br label %sc307

sc307:                                            ; preds = %rhs306, %ok299
  %sc310 = phi i1 [ false, %ok299 ], [ %ic309, %rhs306 ]
  %v311 = load i64, ptr %j, align 8
  br i1 %sc310, label %ok313, label %fail312

fail312:                                          ; preds = %sc307
  %errp314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp314, align 8
  %errp315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp315, align 8
  %errp316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v311, ptr %errp316, align 8
  %errp317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp317, align 8
  ret i32 1

ok313:                                            ; preds = %sc307
  %v318 = load i64, ptr %j, align 8
  %inb319 = icmp ult i64 %v318, %dim66
  br i1 %inb319, label %ok321, label %fail320

fail320:                                          ; preds = %ok313
  %errp322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v318, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp325, align 8
  ret i32 1

ok321:                                            ; preds = %ok313
  %pos326 = mul i64 0, %dim66
  %pos327 = add i64 %pos326, %v318
  %elp328 = getelementptr inbounds float, ptr %buf203, i64 %pos327
  %el329 = load float, ptr %elp328, align 4, !alias.scope !14, !noalias !19
  store float %el329, ptr %hb_86, align 4
  %v330 = load float, ptr %w2_79, align 4
  %v331 = load float, ptr %hb_86, align 4
  %fm332 = fmul float %v330, %v331
  store float %fm332, ptr %p2_55, align 4
  %v333 = load float, ptr %acc_s2_56, align 4
  %v334 = load float, ptr %p2_55, align 4
  %fa335 = fadd reassoc float %v333, %v334
  store float %fa335, ptr %acc_s2_56, align 4
  %i336 = load i64, ptr %j, align 8
  %next337 = add i64 %i336, 1
  store i64 %next337, ptr %j, align 8
  br label %loop211
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_72 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 33
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_s2_56 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 32
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp65 = getelementptr inbounds i64, ptr %1, i64 112
  %dim66 = load i64, ptr %dimp65, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_79 = alloca float, align 4
  %bufp202 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf203 = load ptr, ptr %bufp202, align 8
  %hb_86 = alloca float, align 4
  %p2_55 = alloca float, align 4
  %bufp341 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf342 = load ptr, ptr %bufp341, align 8
  %target_68 = alloca float, align 4
  %out_62 = alloca float, align 4
  %dout_65 = alloca float, align 4
  %bufp359 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf360 = load ptr, ptr %bufp359, align 8
  %map_69 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_72, align 4
  store float -0.000000e+00, ptr %acc_errout_72, align 4
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
  store i64 15, ptr %errp4, align 8
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
  store i64 15, ptr %errp11, align 8
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
  store float 0.000000e+00, ptr %acc_s2_56, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v18 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v18 to i128
  %step = sub i128 %at_next, %base
  %step19 = trunc i128 %step to i64
  %step20 = sext i64 %step19 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span21 = sext i64 %span to i128
  %reach = mul i128 %step20, %span21
  %c22 = icmp slt i128 %reach, 0
  %min23 = select i1 %c22, i128 %reach, i128 0
  %c24 = icmp sgt i128 %reach, 0
  %max25 = select i1 %c24, i128 %reach, i128 0
  %least = add i128 %base, %min23
  %most = add i128 %base, %max25
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits26 = and i1 %fits_low, %fits_high
  %least27 = select i1 %fits26, i128 %least, i128 -9223372036854775808
  %most28 = select i1 %fits26, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least27, 0
  %high_ok = icmp slt i128 %most28, %extent
  %ok29 = and i1 true, %low_ok
  %ok30 = and i1 %ok29, %high_ok
  %v31 = load i64, ptr %i, align 8
  %base32 = sext i64 %v31 to i128
  %fits_low33 = icmp sge i128 %base32, -9223372036854775808
  %fits_high34 = icmp sle i128 %base32, 9223372036854775807
  %fits35 = and i1 %fits_low33, %fits_high34
  %least36 = select i1 %fits35, i128 %base32, i128 -9223372036854775808
  %most37 = select i1 %fits35, i128 %base32, i128 9223372036854775807
  %extent38 = sext i64 %dim to i128
  %low_ok39 = icmp sge i128 %least36, 0
  %high_ok40 = icmp slt i128 %most37, %extent38
  %ok41 = and i1 %ok30, %low_ok39
  %ok42 = and i1 %ok41, %high_ok40
  %v43 = load i64, ptr %j, align 8
  %base44 = sext i64 %v43 to i128
  store i64 1, ptr %j, align 8
  %v45 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next46 = sext i64 %v45 to i128
  %step47 = sub i128 %at_next46, %base44
  %step48 = trunc i128 %step47 to i64
  %step49 = sext i64 %step48 to i128
  %len50 = sub i64 %dim17, 0
  %span51 = sub i64 %len50, 1
  %span52 = sext i64 %span51 to i128
  %reach53 = mul i128 %step49, %span52
  %c54 = icmp slt i128 %reach53, 0
  %min55 = select i1 %c54, i128 %reach53, i128 0
  %c56 = icmp sgt i128 %reach53, 0
  %max57 = select i1 %c56, i128 %reach53, i128 0
  %least58 = add i128 %base44, %min55
  %most59 = add i128 %base44, %max57
  %fits_low60 = icmp sge i128 %least58, -9223372036854775808
  %fits_high61 = icmp sle i128 %most59, 9223372036854775807
  %fits62 = and i1 %fits_low60, %fits_high61
  %least63 = select i1 %fits62, i128 %least58, i128 -9223372036854775808
  %most64 = select i1 %fits62, i128 %most59, i128 9223372036854775807
  %extent67 = sext i64 %dim66 to i128
  %low_ok68 = icmp sge i128 %least63, 0
  %high_ok69 = icmp slt i128 %most64, %extent67
  %ok70 = and i1 %ok42, %low_ok68
  %ok71 = and i1 %ok70, %high_ok69
  %v72 = load i64, ptr %i, align 8
  %base73 = sext i64 %v72 to i128
  %fits_low74 = icmp sge i128 %base73, -9223372036854775808
  %fits_high75 = icmp sle i128 %base73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %base73, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %base73, i128 9223372036854775807
  %extent79 = sext i64 %dim3 to i128
  %low_ok80 = icmp sge i128 %least77, 0
  %high_ok81 = icmp slt i128 %most78, %extent79
  %ok82 = and i1 %ok71, %low_ok80
  %ok83 = and i1 %ok82, %high_ok81
  %v84 = load i64, ptr %i, align 8
  %base85 = sext i64 %v84 to i128
  %fits_low86 = icmp sge i128 %base85, -9223372036854775808
  %fits_high87 = icmp sle i128 %base85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %base85, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %base85, i128 9223372036854775807
  %extent91 = sext i64 %dim3 to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 %ok83, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %j, align 8
  %base97 = sext i64 %v96 to i128
  store i64 1, ptr %j, align 8
  %v98 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next99 = sext i64 %v98 to i128
  %step100 = sub i128 %at_next99, %base97
  %step101 = trunc i128 %step100 to i64
  %step102 = sext i64 %step101 to i128
  %len103 = sub i64 %dim17, 0
  %span104 = sub i64 %len103, 1
  %span105 = sext i64 %span104 to i128
  %reach106 = mul i128 %step102, %span105
  %c107 = icmp slt i128 %reach106, 0
  %min108 = select i1 %c107, i128 %reach106, i128 0
  %c109 = icmp sgt i128 %reach106, 0
  %max110 = select i1 %c109, i128 %reach106, i128 0
  %least111 = add i128 %base97, %min108
  %most112 = add i128 %base97, %max110
  %fits_low113 = icmp sge i128 %least111, -9223372036854775808
  %fits_high114 = icmp sle i128 %most112, 9223372036854775807
  %fits115 = and i1 %fits_low113, %fits_high114
  %least116 = select i1 %fits115, i128 %least111, i128 -9223372036854775808
  %most117 = select i1 %fits115, i128 %most112, i128 9223372036854775807
  %extent118 = sext i64 %dim66 to i128
  %low_ok119 = icmp sge i128 %least116, 0
  %high_ok120 = icmp slt i128 %most117, %extent118
  %ok121 = and i1 %ok95, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %base124 = sext i64 %v123 to i128
  store i64 1, ptr %j, align 8
  %v125 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next126 = sext i64 %v125 to i128
  %step127 = sub i128 %at_next126, %base124
  %step128 = trunc i128 %step127 to i64
  %step129 = sext i64 %step128 to i128
  %len130 = sub i64 %dim17, 0
  %span131 = sub i64 %len130, 1
  %span132 = sext i64 %span131 to i128
  %reach133 = mul i128 %step129, %span132
  %c134 = icmp slt i128 %reach133, 0
  %min135 = select i1 %c134, i128 %reach133, i128 0
  %c136 = icmp sgt i128 %reach133, 0
  %max137 = select i1 %c136, i128 %reach133, i128 0
  %least138 = add i128 %base124, %min135
  %most139 = add i128 %base124, %max137
  %fits_low140 = icmp sge i128 %least138, -9223372036854775808
  %fits_high141 = icmp sle i128 %most139, 9223372036854775807
  %fits142 = and i1 %fits_low140, %fits_high141
  %least143 = select i1 %fits142, i128 %least138, i128 -9223372036854775808
  %most144 = select i1 %fits142, i128 %most139, i128 9223372036854775807
  %extent145 = sext i64 %dim17 to i128
  %low_ok146 = icmp sge i128 %least143, 0
  %high_ok147 = icmp slt i128 %most144, %extent145
  %ok148 = and i1 %ok122, %low_ok146
  %ok149 = and i1 %ok148, %high_ok147
  %v150 = load i64, ptr %i, align 8
  %base151 = sext i64 %v150 to i128
  %fits_low152 = icmp sge i128 %base151, -9223372036854775808
  %fits_high153 = icmp sle i128 %base151, 9223372036854775807
  %fits154 = and i1 %fits_low152, %fits_high153
  %least155 = select i1 %fits154, i128 %base151, i128 -9223372036854775808
  %most156 = select i1 %fits154, i128 %base151, i128 9223372036854775807
  %extent157 = sext i64 %dim to i128
  %low_ok158 = icmp sge i128 %least155, 0
  %high_ok159 = icmp slt i128 %most156, %extent157
  %ok160 = and i1 %ok149, %low_ok158
  %ok161 = and i1 %ok160, %high_ok159
  %v162 = load i64, ptr %j, align 8
  %base163 = sext i64 %v162 to i128
  store i64 1, ptr %j, align 8
  %v164 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next165 = sext i64 %v164 to i128
  %step166 = sub i128 %at_next165, %base163
  %step167 = trunc i128 %step166 to i64
  %step168 = sext i64 %step167 to i128
  %len169 = sub i64 %dim17, 0
  %span170 = sub i64 %len169, 1
  %span171 = sext i64 %span170 to i128
  %reach172 = mul i128 %step168, %span171
  %c173 = icmp slt i128 %reach172, 0
  %min174 = select i1 %c173, i128 %reach172, i128 0
  %c175 = icmp sgt i128 %reach172, 0
  %max176 = select i1 %c175, i128 %reach172, i128 0
  %least177 = add i128 %base163, %min174
  %most178 = add i128 %base163, %max176
  %fits_low179 = icmp sge i128 %least177, -9223372036854775808
  %fits_high180 = icmp sle i128 %most178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %least177, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %most178, i128 9223372036854775807
  %extent184 = sext i64 %dim66 to i128
  %low_ok185 = icmp sge i128 %least182, 0
  %high_ok186 = icmp slt i128 %most183, %extent184
  %ok187 = and i1 %ok161, %low_ok185
  %ok188 = and i1 %ok187, %high_ok186
  br i1 %ok188, label %proved, label %checked

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errout_72, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop189

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop211

versions_done:                                    ; preds = %exit213, %exit191
  %v338 = load i64, ptr %i, align 8
  %pos339 = mul i64 0, %dim3
  %pos340 = add i64 %pos339, %v338
  %elp343 = getelementptr inbounds float, ptr %buf342, i64 %pos340
  %el344 = load float, ptr %elp343, align 4, !alias.scope !8, !noalias !16
  store float %el344, ptr %target_68, align 4
  %v345 = load float, ptr %acc_s2_56, align 4
  %fs = fsub float 0.000000e+00, %v345
  %exp = call float @fuselab_vm_exp_f32(float %fs) #4
  %fa346 = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa346
  store float %fd, ptr %out_62, align 4
  %v347 = load float, ptr %out_62, align 4
  %v348 = load float, ptr %out_62, align 4
  %fs349 = fsub float 1.000000e+00, %v348
  %fm350 = fmul float %v347, %fs349
  %v351 = load float, ptr %target_68, align 4
  %call = call float @llvm.fabs.f32(float %v351)
  %v352 = load float, ptr %out_62, align 4
  %fs353 = fsub float %call, %v352
  %fm354 = fmul float %fm350, %fs353
  store float %fm354, ptr %dout_65, align 4
  %v355 = load i64, ptr %i, align 8
  %pos356 = mul i64 0, %dim
  %pos357 = add i64 %pos356, %v355
  %v358 = load float, ptr %dout_65, align 4
  %elp361 = getelementptr inbounds float, ptr %buf360, i64 %pos357
  store float %v358, ptr %elp361, align 4, !alias.scope !10, !noalias !17
  %v362 = load float, ptr %dout_65, align 4
  %call363 = call float @llvm.fabs.f32(float %v362)
  store float %call363, ptr %map_69, align 4
  %v364 = load float, ptr %acc_errout_72, align 4
  %v365 = load float, ptr %map_69, align 4
  %fa366 = fadd reassoc float %v364, %v365
  store float %fa366, ptr %acc_errout_72, align 4
  %i367 = load i64, ptr %i, align 8
  %next368 = add i64 %i367, 1
  store i64 %next368, ptr %i, align 8
  br label %loop

loop189:                                          ; preds = %body190, %proved
  %i192 = load i64, ptr %j, align 8
  %more193 = icmp slt i64 %i192, %dim17
  br i1 %more193, label %body190, label %exit191

body190:                                          ; preds = %loop189
  %v194 = load i64, ptr %j, align 8
  %v195 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos196 = add i64 %pos, %v194
  %pos197 = mul i64 %pos196, %dim
  %pos198 = add i64 %pos197, %v195
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos198
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !18
  store float %el, ptr %w2_79, align 4
  %v199 = load i64, ptr %j, align 8
  %pos200 = mul i64 0, %dim66
  %pos201 = add i64 %pos200, %v199
  %elp204 = getelementptr inbounds float, ptr %buf203, i64 %pos201
  %el205 = load float, ptr %elp204, align 4, !alias.scope !14, !noalias !19
  store float %el205, ptr %hb_86, align 4
  %v206 = load float, ptr %w2_79, align 4
  %v207 = load float, ptr %hb_86, align 4
  %fm = fmul float %v206, %v207
  store float %fm, ptr %p2_55, align 4
  %v208 = load float, ptr %acc_s2_56, align 4
  %v209 = load float, ptr %p2_55, align 4
  %fa = fadd reassoc float %v208, %v209
  store float %fa, ptr %acc_s2_56, align 4
  %i210 = load i64, ptr %j, align 8
  %next = add i64 %i210, 1
  store i64 %next, ptr %j, align 8
  br label %loop189

exit191:                                          ; preds = %loop189
  br label %versions_done

loop211:                                          ; preds = %ok321, %checked
  %i214 = load i64, ptr %j, align 8
  %more215 = icmp slt i64 %i214, %dim17
  br i1 %more215, label %body212, label %exit213

body212:                                          ; preds = %loop211
  %v216 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v216, 0
  br i1 %ic, label %rhs, label %sc

exit213:                                          ; preds = %loop211
  br label %versions_done

rhs:                                              ; preds = %body212
  %v217 = load i64, ptr %j, align 8
  %ic218 = icmp slt i64 %v217, %dim17
  br label %sc

sc:                                               ; preds = %rhs, %body212
  %sc219 = phi i1 [ false, %body212 ], [ %ic218, %rhs ]
  %v220 = load i64, ptr %j, align 8
  br i1 %sc219, label %ok222, label %fail221

fail221:                                          ; preds = %sc
  %errp223 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp223, align 8
  %errp224 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp224, align 8
  %errp225 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v220, ptr %errp225, align 8
  %errp226 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp226, align 8
  ret i32 1

ok222:                                            ; preds = %sc
  %v227 = load i64, ptr %i, align 8
  %ic228 = icmp sge i64 %v227, 0
  br i1 %ic228, label %rhs229, label %sc230

rhs229:                                           ; preds = %ok222
  %v231 = load i64, ptr %i, align 8
  %ic232 = icmp slt i64 %v231, %dim
  br label %sc230

sc230:                                            ; preds = %rhs229, %ok222
  %sc233 = phi i1 [ false, %ok222 ], [ %ic232, %rhs229 ]
  %v234 = load i64, ptr %i, align 8
  br i1 %sc233, label %ok236, label %fail235

fail235:                                          ; preds = %sc230
  %errp237 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v234, ptr %errp239, align 8
  %errp240 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp240, align 8
  ret i32 1

ok236:                                            ; preds = %sc230
  %v241 = load i64, ptr %j, align 8
  %v242 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v241, %dim17
  br i1 %inb, label %ok244, label %fail243

fail243:                                          ; preds = %ok236
  %errp245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp246, align 8
  %errp247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v241, ptr %errp247, align 8
  %errp248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp248, align 8
  ret i32 1

ok244:                                            ; preds = %ok236
  %pos249 = mul i64 0, %dim17
  %pos250 = add i64 %pos249, %v241
  %inb251 = icmp ult i64 %v242, %dim
  br i1 %inb251, label %ok253, label %fail252

fail252:                                          ; preds = %ok244
  %errp254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp254, align 8
  %errp255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v242, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp257, align 8
  ret i32 1

ok253:                                            ; preds = %ok244
  %pos258 = mul i64 %pos250, %dim
  %pos259 = add i64 %pos258, %v242
  %elp260 = getelementptr inbounds float, ptr %buf, i64 %pos259
  %el261 = load float, ptr %elp260, align 4, !alias.scope !12, !noalias !18
  store float %el261, ptr %w2_79, align 4
  %v262 = load i64, ptr %j, align 8
  %ic263 = icmp sge i64 %v262, 0
  br i1 %ic263, label %rhs264, label %sc265

rhs264:                                           ; preds = %ok253
  %v266 = load i64, ptr %j, align 8
  %ic267 = icmp slt i64 %v266, %dim66
  br label %sc265

sc265:                                            ; preds = %rhs264, %ok253
  %sc268 = phi i1 [ false, %ok253 ], [ %ic267, %rhs264 ]
  %v269 = load i64, ptr %j, align 8
  br i1 %sc268, label %ok271, label %fail270

fail270:                                          ; preds = %sc265
  %errp272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v269, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp275, align 8
  ret i32 1

ok271:                                            ; preds = %sc265
  %v276 = load i64, ptr %i, align 8
  %ic277 = icmp sge i64 %v276, 0
  br i1 %ic277, label %rhs278, label %sc279

rhs278:                                           ; preds = %ok271
  %v280 = load i64, ptr %i, align 8
  %ic281 = icmp slt i64 %v280, %dim3
  br label %sc279

sc279:                                            ; preds = %rhs278, %ok271
  %sc282 = phi i1 [ false, %ok271 ], [ %ic281, %rhs278 ]
  %v283 = load i64, ptr %i, align 8
  br i1 %sc282, label %ok285, label %fail284

fail284:                                          ; preds = %sc279
  %errp286 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v283, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp289, align 8
  ret i32 1

ok285:                                            ; preds = %sc279
  %v290 = load i64, ptr %i, align 8
  %ic291 = icmp sge i64 %v290, 0
  br i1 %ic291, label %rhs292, label %sc293

rhs292:                                           ; preds = %ok285
  %v294 = load i64, ptr %i, align 8
  %ic295 = icmp slt i64 %v294, %dim3
  br label %sc293

sc293:                                            ; preds = %rhs292, %ok285
  %sc296 = phi i1 [ false, %ok285 ], [ %ic295, %rhs292 ]
  %v297 = load i64, ptr %i, align 8
  br i1 %sc296, label %ok299, label %fail298

fail298:                                          ; preds = %sc293
  %errp300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp300, align 8
  %errp301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v297, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp303, align 8
  ret i32 1

ok299:                                            ; preds = %sc293
  %v304 = load i64, ptr %j, align 8
  %ic305 = icmp sge i64 %v304, 0
  br i1 %ic305, label %rhs306, label %sc307

rhs306:                                           ; preds = %ok299
  %v308 = load i64, ptr %j, align 8
  %ic309 = icmp slt i64 %v308, %dim66
  br label %sc307

sc307:                                            ; preds = %rhs306, %ok299
  %sc310 = phi i1 [ false, %ok299 ], [ %ic309, %rhs306 ]
  %v311 = load i64, ptr %j, align 8
  br i1 %sc310, label %ok313, label %fail312

fail312:                                          ; preds = %sc307
  %errp314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp314, align 8
  %errp315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp315, align 8
  %errp316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v311, ptr %errp316, align 8
  %errp317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp317, align 8
  ret i32 1

ok313:                                            ; preds = %sc307
  %v318 = load i64, ptr %j, align 8
  %inb319 = icmp ult i64 %v318, %dim66
  br i1 %inb319, label %ok321, label %fail320

fail320:                                          ; preds = %ok313
  %errp322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v318, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim66, ptr %errp325, align 8
  ret i32 1

ok321:                                            ; preds = %ok313
  %pos326 = mul i64 0, %dim66
  %pos327 = add i64 %pos326, %v318
  %elp328 = getelementptr inbounds float, ptr %buf203, i64 %pos327
  %el329 = load float, ptr %elp328, align 4, !alias.scope !14, !noalias !19
  store float %el329, ptr %hb_86, align 4
  %v330 = load float, ptr %w2_79, align 4
  %v331 = load float, ptr %hb_86, align 4
  %fm332 = fmul float %v330, %v331
  store float %fm332, ptr %p2_55, align 4
  %v333 = load float, ptr %acc_s2_56, align 4
  %v334 = load float, ptr %p2_55, align 4
  %fa335 = fadd reassoc float %v333, %v334
  store float %fa335, ptr %acc_s2_56, align 4
  %i336 = load i64, ptr %j, align 8
  %next337 = add i64 %i336, 1
  store i64 %next337, ptr %j, align 8
  br label %loop211
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_72 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_72, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_errout_72, align 4
  %v = load float, ptr %acc_errout_72, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %v, ptr %elp, align 4, !alias.scope !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.14", !2}
!7 = !{!"fuselab.buf.21", !2}
!8 = !{!4}
!9 = !{!5, !6, !7, !1}
!10 = !{!7}
!11 = !{!4, !5, !6, !1}
!12 = !{!5}
!13 = !{!4, !6, !7, !1}
!14 = !{!6}
!15 = !{!4, !5, !7, !1}
!16 = !{!5, !6, !7}
!17 = !{!4, !5, !6}
!18 = !{!4, !6, !7}
!19 = !{!4, !5, !7}

; cluster c4: Vertical(w2h, Vertical(replicate3, Vertical(q, Vertical(sq, Diagonal(dhid, Vertical(map2, errhid))))))
; ModuleID = 'backprop_c4'
source_filename = "backprop_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_errhid_114 = alloca float, align 4
  %map2_111 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_errhid_114, align 4
  store float %b, ptr %map2_111, align 4
  %v = load float, ptr %acc_errhid_114, align 4
  %v1 = load float, ptr %map2_111, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_114 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 96
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_sq_101 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 32
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 33
  %dim41 = load i64, ptr %dimp40, align 8
  %dimp69 = getelementptr inbounds i64, ptr %1, i64 168
  %dim70 = load i64, ptr %dimp69, align 8
  %t_90.0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_91 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf92 = load ptr, ptr %bufp91, align 8
  %dout_95 = alloca float, align 4
  %q_96 = alloca float, align 4
  %bufp151 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf152 = load ptr, ptr %bufp151, align 8
  %hid_109 = alloca float, align 4
  %dhid_107 = alloca float, align 4
  %bufp164 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf165 = load ptr, ptr %bufp164, align 8
  %map2_111 = alloca float, align 4
  %bufp174 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf175 = load ptr, ptr %bufp174, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_114, align 4
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
  store i64 22, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits7 = icmp sle i64 %min, %dim3
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq_101, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits18 = and i1 %fits_low, %fits_high
  %least = select i1 %fits18, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits18, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %v23 = load i64, ptr %j, align 8
  %base24 = sext i64 %v23 to i128
  store i64 1, ptr %j, align 8
  %v25 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v25 to i128
  %step = sub i128 %at_next, %base24
  %step26 = trunc i128 %step to i64
  %step27 = sext i64 %step26 to i128
  %len = sub i64 %dim17, 0
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
  %extent42 = sext i64 %dim41 to i128
  %low_ok43 = icmp sge i128 %least38, 0
  %high_ok44 = icmp slt i128 %most39, %extent42
  %ok45 = and i1 %ok22, %low_ok43
  %ok46 = and i1 %ok45, %high_ok44
  %v47 = load i64, ptr %j, align 8
  %base48 = sext i64 %v47 to i128
  store i64 1, ptr %j, align 8
  %v49 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next50 = sext i64 %v49 to i128
  %step51 = sub i128 %at_next50, %base48
  %step52 = trunc i128 %step51 to i64
  %step53 = sext i64 %step52 to i128
  %len54 = sub i64 %dim17, 0
  %span55 = sub i64 %len54, 1
  %span56 = sext i64 %span55 to i128
  %reach57 = mul i128 %step53, %span56
  %c58 = icmp slt i128 %reach57, 0
  %min59 = select i1 %c58, i128 %reach57, i128 0
  %c60 = icmp sgt i128 %reach57, 0
  %max61 = select i1 %c60, i128 %reach57, i128 0
  %least62 = add i128 %base48, %min59
  %most63 = add i128 %base48, %max61
  %fits_low64 = icmp sge i128 %least62, -9223372036854775808
  %fits_high65 = icmp sle i128 %most63, 9223372036854775807
  %fits66 = and i1 %fits_low64, %fits_high65
  %least67 = select i1 %fits66, i128 %least62, i128 -9223372036854775808
  %most68 = select i1 %fits66, i128 %most63, i128 9223372036854775807
  %extent71 = sext i64 %dim70 to i128
  %low_ok72 = icmp sge i128 %least67, 0
  %high_ok73 = icmp slt i128 %most68, %extent71
  %ok74 = and i1 %ok46, %low_ok72
  %ok75 = and i1 %ok74, %high_ok73
  br i1 %ok75, label %proved, label %checked

exit:                                             ; preds = %loop
  %v173 = load float, ptr %acc_errhid_114, align 4
  %elp176 = getelementptr inbounds float, ptr %buf175, i64 0
  store float %v173, ptr %elp176, align 4, !alias.scope !0, !noalias !3
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop76

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop100

versions_done:                                    ; preds = %exit102, %exit78
  %v148 = load i64, ptr %i, align 8
  %pos149 = mul i64 0, %dim3
  %pos150 = add i64 %pos149, %v148
  %elp153 = getelementptr inbounds float, ptr %buf152, i64 %pos150
  %el154 = load float, ptr %elp153, align 4, !alias.scope !8, !noalias !9
  store float %el154, ptr %hid_109, align 4
  %v155 = load float, ptr %hid_109, align 4
  %v156 = load float, ptr %hid_109, align 4
  %fs = fsub float 1.000000e+00, %v156
  %fm157 = fmul float %v155, %fs
  %v158 = load float, ptr %acc_sq_101, align 4
  %fm159 = fmul float %fm157, %v158
  store float %fm159, ptr %dhid_107, align 4
  %v160 = load i64, ptr %i, align 8
  %pos161 = mul i64 0, %dim3
  %pos162 = add i64 %pos161, %v160
  %v163 = load float, ptr %dhid_107, align 4
  %elp166 = getelementptr inbounds float, ptr %buf165, i64 %pos162
  store float %v163, ptr %elp166, align 4, !alias.scope !10, !noalias !11
  %v167 = load float, ptr %dhid_107, align 4
  %call = call float @llvm.fabs.f32(float %v167)
  store float %call, ptr %map2_111, align 4
  %v168 = load float, ptr %acc_errhid_114, align 4
  %v169 = load float, ptr %map2_111, align 4
  %fa170 = fadd reassoc float %v168, %v169
  store float %fa170, ptr %acc_errhid_114, align 4
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop

loop76:                                           ; preds = %body77, %proved
  %i79 = load i64, ptr %j, align 8
  %more80 = icmp slt i64 %i79, %dim17
  br i1 %more80, label %body77, label %exit78

body77:                                           ; preds = %loop76
  %v81 = load i64, ptr %i, align 8
  %add82 = add i64 %v81, 1
  store i64 %add82, ptr %t_90.0, align 8
  %v83 = load i64, ptr %t_90.0, align 8
  %v84 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim20
  %pos85 = add i64 %pos, %v83
  %pos86 = mul i64 %pos85, %dim41
  %pos87 = add i64 %pos86, %v84
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos87
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !13
  store float %el, ptr %w2_91, align 4
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim70
  %pos90 = add i64 %pos89, %v88
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !14, !noalias !15
  store float %el94, ptr %dout_95, align 4
  %v95 = load float, ptr %w2_91, align 4
  %v96 = load float, ptr %dout_95, align 4
  %fm = fmul float %v95, %v96
  store float %fm, ptr %q_96, align 4
  %v97 = load float, ptr %acc_sq_101, align 4
  %v98 = load float, ptr %q_96, align 4
  %fa = fadd reassoc float %v97, %v98
  store float %fa, ptr %acc_sq_101, align 4
  %i99 = load i64, ptr %j, align 8
  %next = add i64 %i99, 1
  store i64 %next, ptr %j, align 8
  br label %loop76

exit78:                                           ; preds = %loop76
  br label %versions_done

loop100:                                          ; preds = %ok131, %checked
  %i103 = load i64, ptr %j, align 8
  %more104 = icmp slt i64 %i103, %dim17
  br i1 %more104, label %body101, label %exit102

body101:                                          ; preds = %loop100
  %v105 = load i64, ptr %i, align 8
  %add106 = add i64 %v105, 1
  store i64 %add106, ptr %t_90.0, align 8
  %v107 = load i64, ptr %t_90.0, align 8
  %v108 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v107, %dim20
  br i1 %inb, label %ok110, label %fail109

exit102:                                          ; preds = %loop100
  br label %versions_done

fail109:                                          ; preds = %body101
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v107, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body101
  %pos115 = mul i64 0, %dim20
  %pos116 = add i64 %pos115, %v107
  %inb117 = icmp ult i64 %v108, %dim41
  br i1 %inb117, label %ok119, label %fail118

fail118:                                          ; preds = %ok110
  %errp120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp123, align 8
  ret i32 1

ok119:                                            ; preds = %ok110
  %pos124 = mul i64 %pos116, %dim41
  %pos125 = add i64 %pos124, %v108
  %elp126 = getelementptr inbounds float, ptr %buf, i64 %pos125
  %el127 = load float, ptr %elp126, align 4, !alias.scope !12, !noalias !13
  store float %el127, ptr %w2_91, align 4
  %v128 = load i64, ptr %j, align 8
  %inb129 = icmp ult i64 %v128, %dim70
  br i1 %inb129, label %ok131, label %fail130

fail130:                                          ; preds = %ok119
  %errp132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v128, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim70, ptr %errp135, align 8
  ret i32 1

ok131:                                            ; preds = %ok119
  %pos136 = mul i64 0, %dim70
  %pos137 = add i64 %pos136, %v128
  %elp138 = getelementptr inbounds float, ptr %buf92, i64 %pos137
  %el139 = load float, ptr %elp138, align 4, !alias.scope !14, !noalias !15
  store float %el139, ptr %dout_95, align 4
  %v140 = load float, ptr %w2_91, align 4
  %v141 = load float, ptr %dout_95, align 4
  %fm142 = fmul float %v140, %v141
  store float %fm142, ptr %q_96, align 4
  %v143 = load float, ptr %acc_sq_101, align 4
  %v144 = load float, ptr %q_96, align 4
  %fa145 = fadd reassoc float %v143, %v144
  store float %fa145, ptr %acc_sq_101, align 4
  %i146 = load i64, ptr %j, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %j, align 8
  br label %loop100
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_114 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 96
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_sq_101 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 32
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 33
  %dim41 = load i64, ptr %dimp40, align 8
  %dimp69 = getelementptr inbounds i64, ptr %1, i64 168
  %dim70 = load i64, ptr %dimp69, align 8
  %t_90.0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_91 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf92 = load ptr, ptr %bufp91, align 8
  %dout_95 = alloca float, align 4
  %q_96 = alloca float, align 4
  %bufp151 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf152 = load ptr, ptr %bufp151, align 8
  %hid_109 = alloca float, align 4
  %dhid_107 = alloca float, align 4
  %bufp164 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf165 = load ptr, ptr %bufp164, align 8
  %map2_111 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_114, align 4
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
  store i64 22, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits7 = icmp sle i64 %min, %dim3
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq_101, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits18 = and i1 %fits_low, %fits_high
  %least = select i1 %fits18, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits18, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %v23 = load i64, ptr %j, align 8
  %base24 = sext i64 %v23 to i128
  store i64 1, ptr %j, align 8
  %v25 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v25 to i128
  %step = sub i128 %at_next, %base24
  %step26 = trunc i128 %step to i64
  %step27 = sext i64 %step26 to i128
  %len = sub i64 %dim17, 0
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
  %extent42 = sext i64 %dim41 to i128
  %low_ok43 = icmp sge i128 %least38, 0
  %high_ok44 = icmp slt i128 %most39, %extent42
  %ok45 = and i1 %ok22, %low_ok43
  %ok46 = and i1 %ok45, %high_ok44
  %v47 = load i64, ptr %j, align 8
  %base48 = sext i64 %v47 to i128
  store i64 1, ptr %j, align 8
  %v49 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next50 = sext i64 %v49 to i128
  %step51 = sub i128 %at_next50, %base48
  %step52 = trunc i128 %step51 to i64
  %step53 = sext i64 %step52 to i128
  %len54 = sub i64 %dim17, 0
  %span55 = sub i64 %len54, 1
  %span56 = sext i64 %span55 to i128
  %reach57 = mul i128 %step53, %span56
  %c58 = icmp slt i128 %reach57, 0
  %min59 = select i1 %c58, i128 %reach57, i128 0
  %c60 = icmp sgt i128 %reach57, 0
  %max61 = select i1 %c60, i128 %reach57, i128 0
  %least62 = add i128 %base48, %min59
  %most63 = add i128 %base48, %max61
  %fits_low64 = icmp sge i128 %least62, -9223372036854775808
  %fits_high65 = icmp sle i128 %most63, 9223372036854775807
  %fits66 = and i1 %fits_low64, %fits_high65
  %least67 = select i1 %fits66, i128 %least62, i128 -9223372036854775808
  %most68 = select i1 %fits66, i128 %most63, i128 9223372036854775807
  %extent71 = sext i64 %dim70 to i128
  %low_ok72 = icmp sge i128 %least67, 0
  %high_ok73 = icmp slt i128 %most68, %extent71
  %ok74 = and i1 %ok46, %low_ok72
  %ok75 = and i1 %ok74, %high_ok73
  br i1 %ok75, label %proved, label %checked

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errhid_114, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop76

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop100

versions_done:                                    ; preds = %exit102, %exit78
  %v148 = load i64, ptr %i, align 8
  %pos149 = mul i64 0, %dim3
  %pos150 = add i64 %pos149, %v148
  %elp153 = getelementptr inbounds float, ptr %buf152, i64 %pos150
  %el154 = load float, ptr %elp153, align 4, !alias.scope !8, !noalias !16
  store float %el154, ptr %hid_109, align 4
  %v155 = load float, ptr %hid_109, align 4
  %v156 = load float, ptr %hid_109, align 4
  %fs = fsub float 1.000000e+00, %v156
  %fm157 = fmul float %v155, %fs
  %v158 = load float, ptr %acc_sq_101, align 4
  %fm159 = fmul float %fm157, %v158
  store float %fm159, ptr %dhid_107, align 4
  %v160 = load i64, ptr %i, align 8
  %pos161 = mul i64 0, %dim3
  %pos162 = add i64 %pos161, %v160
  %v163 = load float, ptr %dhid_107, align 4
  %elp166 = getelementptr inbounds float, ptr %buf165, i64 %pos162
  store float %v163, ptr %elp166, align 4, !alias.scope !10, !noalias !17
  %v167 = load float, ptr %dhid_107, align 4
  %call = call float @llvm.fabs.f32(float %v167)
  store float %call, ptr %map2_111, align 4
  %v168 = load float, ptr %acc_errhid_114, align 4
  %v169 = load float, ptr %map2_111, align 4
  %fa170 = fadd reassoc float %v168, %v169
  store float %fa170, ptr %acc_errhid_114, align 4
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop

loop76:                                           ; preds = %body77, %proved
  %i79 = load i64, ptr %j, align 8
  %more80 = icmp slt i64 %i79, %dim17
  br i1 %more80, label %body77, label %exit78

body77:                                           ; preds = %loop76
  %v81 = load i64, ptr %i, align 8
  %add82 = add i64 %v81, 1
  store i64 %add82, ptr %t_90.0, align 8
  %v83 = load i64, ptr %t_90.0, align 8
  %v84 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim20
  %pos85 = add i64 %pos, %v83
  %pos86 = mul i64 %pos85, %dim41
  %pos87 = add i64 %pos86, %v84
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos87
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !18
  store float %el, ptr %w2_91, align 4
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim70
  %pos90 = add i64 %pos89, %v88
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !14, !noalias !19
  store float %el94, ptr %dout_95, align 4
  %v95 = load float, ptr %w2_91, align 4
  %v96 = load float, ptr %dout_95, align 4
  %fm = fmul float %v95, %v96
  store float %fm, ptr %q_96, align 4
  %v97 = load float, ptr %acc_sq_101, align 4
  %v98 = load float, ptr %q_96, align 4
  %fa = fadd reassoc float %v97, %v98
  store float %fa, ptr %acc_sq_101, align 4
  %i99 = load i64, ptr %j, align 8
  %next = add i64 %i99, 1
  store i64 %next, ptr %j, align 8
  br label %loop76

exit78:                                           ; preds = %loop76
  br label %versions_done

loop100:                                          ; preds = %ok131, %checked
  %i103 = load i64, ptr %j, align 8
  %more104 = icmp slt i64 %i103, %dim17
  br i1 %more104, label %body101, label %exit102

body101:                                          ; preds = %loop100
  %v105 = load i64, ptr %i, align 8
  %add106 = add i64 %v105, 1
  store i64 %add106, ptr %t_90.0, align 8
  %v107 = load i64, ptr %t_90.0, align 8
  %v108 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v107, %dim20
  br i1 %inb, label %ok110, label %fail109

exit102:                                          ; preds = %loop100
  br label %versions_done

fail109:                                          ; preds = %body101
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v107, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body101
  %pos115 = mul i64 0, %dim20
  %pos116 = add i64 %pos115, %v107
  %inb117 = icmp ult i64 %v108, %dim41
  br i1 %inb117, label %ok119, label %fail118

fail118:                                          ; preds = %ok110
  %errp120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp123, align 8
  ret i32 1

ok119:                                            ; preds = %ok110
  %pos124 = mul i64 %pos116, %dim41
  %pos125 = add i64 %pos124, %v108
  %elp126 = getelementptr inbounds float, ptr %buf, i64 %pos125
  %el127 = load float, ptr %elp126, align 4, !alias.scope !12, !noalias !18
  store float %el127, ptr %w2_91, align 4
  %v128 = load i64, ptr %j, align 8
  %inb129 = icmp ult i64 %v128, %dim70
  br i1 %inb129, label %ok131, label %fail130

fail130:                                          ; preds = %ok119
  %errp132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v128, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim70, ptr %errp135, align 8
  ret i32 1

ok131:                                            ; preds = %ok119
  %pos136 = mul i64 0, %dim70
  %pos137 = add i64 %pos136, %v128
  %elp138 = getelementptr inbounds float, ptr %buf92, i64 %pos137
  %el139 = load float, ptr %elp138, align 4, !alias.scope !14, !noalias !19
  store float %el139, ptr %dout_95, align 4
  %v140 = load float, ptr %w2_91, align 4
  %v141 = load float, ptr %dout_95, align 4
  %fm142 = fmul float %v140, %v141
  store float %fm142, ptr %q_96, align 4
  %v143 = load float, ptr %acc_sq_101, align 4
  %v144 = load float, ptr %q_96, align 4
  %fa145 = fadd reassoc float %v143, %v144
  store float %fa145, ptr %acc_sq_101, align 4
  %i146 = load i64, ptr %j, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %j, align 8
  br label %loop100
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_114 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 96
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_sq_101 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 32
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 33
  %dim41 = load i64, ptr %dimp40, align 8
  %dimp69 = getelementptr inbounds i64, ptr %1, i64 168
  %dim70 = load i64, ptr %dimp69, align 8
  %t_90.0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_91 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf92 = load ptr, ptr %bufp91, align 8
  %dout_95 = alloca float, align 4
  %q_96 = alloca float, align 4
  %bufp151 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf152 = load ptr, ptr %bufp151, align 8
  %hid_109 = alloca float, align 4
  %dhid_107 = alloca float, align 4
  %bufp164 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf165 = load ptr, ptr %bufp164, align 8
  %map2_111 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_114, align 4
  store float -0.000000e+00, ptr %acc_errhid_114, align 4
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
  store i64 22, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits7 = icmp sle i64 %min, %dim3
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq_101, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits18 = and i1 %fits_low, %fits_high
  %least = select i1 %fits18, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits18, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %v23 = load i64, ptr %j, align 8
  %base24 = sext i64 %v23 to i128
  store i64 1, ptr %j, align 8
  %v25 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v25 to i128
  %step = sub i128 %at_next, %base24
  %step26 = trunc i128 %step to i64
  %step27 = sext i64 %step26 to i128
  %len = sub i64 %dim17, 0
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
  %extent42 = sext i64 %dim41 to i128
  %low_ok43 = icmp sge i128 %least38, 0
  %high_ok44 = icmp slt i128 %most39, %extent42
  %ok45 = and i1 %ok22, %low_ok43
  %ok46 = and i1 %ok45, %high_ok44
  %v47 = load i64, ptr %j, align 8
  %base48 = sext i64 %v47 to i128
  store i64 1, ptr %j, align 8
  %v49 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next50 = sext i64 %v49 to i128
  %step51 = sub i128 %at_next50, %base48
  %step52 = trunc i128 %step51 to i64
  %step53 = sext i64 %step52 to i128
  %len54 = sub i64 %dim17, 0
  %span55 = sub i64 %len54, 1
  %span56 = sext i64 %span55 to i128
  %reach57 = mul i128 %step53, %span56
  %c58 = icmp slt i128 %reach57, 0
  %min59 = select i1 %c58, i128 %reach57, i128 0
  %c60 = icmp sgt i128 %reach57, 0
  %max61 = select i1 %c60, i128 %reach57, i128 0
  %least62 = add i128 %base48, %min59
  %most63 = add i128 %base48, %max61
  %fits_low64 = icmp sge i128 %least62, -9223372036854775808
  %fits_high65 = icmp sle i128 %most63, 9223372036854775807
  %fits66 = and i1 %fits_low64, %fits_high65
  %least67 = select i1 %fits66, i128 %least62, i128 -9223372036854775808
  %most68 = select i1 %fits66, i128 %most63, i128 9223372036854775807
  %extent71 = sext i64 %dim70 to i128
  %low_ok72 = icmp sge i128 %least67, 0
  %high_ok73 = icmp slt i128 %most68, %extent71
  %ok74 = and i1 %ok46, %low_ok72
  %ok75 = and i1 %ok74, %high_ok73
  br i1 %ok75, label %proved, label %checked

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errhid_114, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

proved:                                           ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop76

checked:                                          ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop100

versions_done:                                    ; preds = %exit102, %exit78
  %v148 = load i64, ptr %i, align 8
  %pos149 = mul i64 0, %dim3
  %pos150 = add i64 %pos149, %v148
  %elp153 = getelementptr inbounds float, ptr %buf152, i64 %pos150
  %el154 = load float, ptr %elp153, align 4, !alias.scope !8, !noalias !16
  store float %el154, ptr %hid_109, align 4
  %v155 = load float, ptr %hid_109, align 4
  %v156 = load float, ptr %hid_109, align 4
  %fs = fsub float 1.000000e+00, %v156
  %fm157 = fmul float %v155, %fs
  %v158 = load float, ptr %acc_sq_101, align 4
  %fm159 = fmul float %fm157, %v158
  store float %fm159, ptr %dhid_107, align 4
  %v160 = load i64, ptr %i, align 8
  %pos161 = mul i64 0, %dim3
  %pos162 = add i64 %pos161, %v160
  %v163 = load float, ptr %dhid_107, align 4
  %elp166 = getelementptr inbounds float, ptr %buf165, i64 %pos162
  store float %v163, ptr %elp166, align 4, !alias.scope !10, !noalias !17
  %v167 = load float, ptr %dhid_107, align 4
  %call = call float @llvm.fabs.f32(float %v167)
  store float %call, ptr %map2_111, align 4
  %v168 = load float, ptr %acc_errhid_114, align 4
  %v169 = load float, ptr %map2_111, align 4
  %fa170 = fadd reassoc float %v168, %v169
  store float %fa170, ptr %acc_errhid_114, align 4
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop

loop76:                                           ; preds = %body77, %proved
  %i79 = load i64, ptr %j, align 8
  %more80 = icmp slt i64 %i79, %dim17
  br i1 %more80, label %body77, label %exit78

body77:                                           ; preds = %loop76
  %v81 = load i64, ptr %i, align 8
  %add82 = add i64 %v81, 1
  store i64 %add82, ptr %t_90.0, align 8
  %v83 = load i64, ptr %t_90.0, align 8
  %v84 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim20
  %pos85 = add i64 %pos, %v83
  %pos86 = mul i64 %pos85, %dim41
  %pos87 = add i64 %pos86, %v84
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos87
  %el = load float, ptr %elp, align 4, !alias.scope !12, !noalias !18
  store float %el, ptr %w2_91, align 4
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim70
  %pos90 = add i64 %pos89, %v88
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !14, !noalias !19
  store float %el94, ptr %dout_95, align 4
  %v95 = load float, ptr %w2_91, align 4
  %v96 = load float, ptr %dout_95, align 4
  %fm = fmul float %v95, %v96
  store float %fm, ptr %q_96, align 4
  %v97 = load float, ptr %acc_sq_101, align 4
  %v98 = load float, ptr %q_96, align 4
  %fa = fadd reassoc float %v97, %v98
  store float %fa, ptr %acc_sq_101, align 4
  %i99 = load i64, ptr %j, align 8
  %next = add i64 %i99, 1
  store i64 %next, ptr %j, align 8
  br label %loop76

exit78:                                           ; preds = %loop76
  br label %versions_done

loop100:                                          ; preds = %ok131, %checked
  %i103 = load i64, ptr %j, align 8
  %more104 = icmp slt i64 %i103, %dim17
  br i1 %more104, label %body101, label %exit102

body101:                                          ; preds = %loop100
  %v105 = load i64, ptr %i, align 8
  %add106 = add i64 %v105, 1
  store i64 %add106, ptr %t_90.0, align 8
  %v107 = load i64, ptr %t_90.0, align 8
  %v108 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v107, %dim20
  br i1 %inb, label %ok110, label %fail109

exit102:                                          ; preds = %loop100
  br label %versions_done

fail109:                                          ; preds = %body101
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v107, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body101
  %pos115 = mul i64 0, %dim20
  %pos116 = add i64 %pos115, %v107
  %inb117 = icmp ult i64 %v108, %dim41
  br i1 %inb117, label %ok119, label %fail118

fail118:                                          ; preds = %ok110
  %errp120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp123, align 8
  ret i32 1

ok119:                                            ; preds = %ok110
  %pos124 = mul i64 %pos116, %dim41
  %pos125 = add i64 %pos124, %v108
  %elp126 = getelementptr inbounds float, ptr %buf, i64 %pos125
  %el127 = load float, ptr %elp126, align 4, !alias.scope !12, !noalias !18
  store float %el127, ptr %w2_91, align 4
  %v128 = load i64, ptr %j, align 8
  %inb129 = icmp ult i64 %v128, %dim70
  br i1 %inb129, label %ok131, label %fail130

fail130:                                          ; preds = %ok119
  %errp132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v128, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim70, ptr %errp135, align 8
  ret i32 1

ok131:                                            ; preds = %ok119
  %pos136 = mul i64 0, %dim70
  %pos137 = add i64 %pos136, %v128
  %elp138 = getelementptr inbounds float, ptr %buf92, i64 %pos137
  %el139 = load float, ptr %elp138, align 4, !alias.scope !14, !noalias !19
  store float %el139, ptr %dout_95, align 4
  %v140 = load float, ptr %w2_91, align 4
  %v141 = load float, ptr %dout_95, align 4
  %fm142 = fmul float %v140, %v141
  store float %fm142, ptr %q_96, align 4
  %v143 = load float, ptr %acc_sq_101, align 4
  %v144 = load float, ptr %q_96, align 4
  %fa145 = fadd reassoc float %v143, %v144
  store float %fa145, ptr %acc_sq_101, align 4
  %i146 = load i64, ptr %j, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %j, align 8
  br label %loop100
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_114 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_114, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_errhid_114, align 4
  %v = load float, ptr %acc_errhid_114, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %v, ptr %elp, align 4, !alias.scope !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!"fuselab.buf.21", !2}
!7 = !{!"fuselab.buf.28", !2}
!8 = !{!5}
!9 = !{!4, !6, !7, !1}
!10 = !{!7}
!11 = !{!4, !5, !6, !1}
!12 = !{!4}
!13 = !{!5, !6, !7, !1}
!14 = !{!6}
!15 = !{!4, !5, !7, !1}
!16 = !{!4, !6, !7}
!17 = !{!4, !5, !6}
!18 = !{!5, !6, !7}
!19 = !{!4, !5, !7}

; cluster c5: Vertical(replicate4, Vertical(replicate5, Vertical(transpose5, Diagonal(ndw2, nw2))))
; ModuleID = 'backprop_c5'
source_filename = "backprop_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 112
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 40
  %dim8 = load i64, ptr %dimp7, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 32
  %dim24 = load i64, ptr %dimp23, align 8
  %i = alloca i64, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 168
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp43 = getelementptr inbounds i64, ptr %1, i64 41
  %dim44 = load i64, ptr %dimp43, align 8
  %dimp59 = getelementptr inbounds i64, ptr %1, i64 33
  %dim60 = load i64, ptr %dimp59, align 8
  %j = alloca i64, align 8
  %dimp86 = getelementptr inbounds i64, ptr %1, i64 8
  %dim87 = load i64, ptr %dimp86, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 21
  %buf = load ptr, ptr %bufp, align 8
  %dout_122 = alloca float, align 4
  %bufp139 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf140 = load ptr, ptr %bufp139, align 8
  %hb_143 = alloca float, align 4
  %bufp149 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf150 = load ptr, ptr %bufp149, align 8
  %dw2_135 = alloca float, align 4
  %ndw2_130 = alloca float, align 4
  %bufp165 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf166 = load ptr, ptr %bufp165, align 8
  %bufp174 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf175 = load ptr, ptr %bufp174, align 8
  %w2_139 = alloca float, align 4
  %nw2_136 = alloca float, align 4
  %bufp188 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf189 = load ptr, ptr %bufp188, align 8
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
  store i64 26, ptr %errp4, align 8
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
  store i64 28, ptr %errp13, align 8
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
  store i64 28, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  %fits25 = icmp sle i64 %min, %dim24
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok18
  %fits32 = icmp sle i64 %min, %dim24
  br i1 %fits32, label %ok34, label %fail33

fail33:                                           ; preds = %ok27
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %ok27
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok34
  %i40 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i40, %min
  br i1 %more, label %body39, label %exit

body39:                                           ; preds = %loop
  %fits45 = icmp sle i64 %dim42, %dim44
  br i1 %fits45, label %ok47, label %fail46

exit:                                             ; preds = %loop
  ret i32 0

fail46:                                           ; preds = %body39
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim44, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim44, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %body39
  %fits52 = icmp sle i64 %dim42, %dim42
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok47
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok47
  %fits61 = icmp sle i64 %dim42, %dim60
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok54
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok54
  %fits68 = icmp sle i64 %dim42, %dim60
  br i1 %fits68, label %ok70, label %fail69

fail69:                                           ; preds = %ok63
  %errp71 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp74, align 8
  ret i32 1

ok70:                                             ; preds = %ok63
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v75 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v75 to i128
  %step = sub i128 %at_next, %base
  %step76 = trunc i128 %step to i64
  %step77 = sext i64 %step76 to i128
  %len = sub i64 %dim42, 0
  %span = sub i64 %len, 1
  %span78 = sext i64 %span to i128
  %reach = mul i128 %step77, %span78
  %c79 = icmp slt i128 %reach, 0
  %min80 = select i1 %c79, i128 %reach, i128 0
  %c81 = icmp sgt i128 %reach, 0
  %max82 = select i1 %c81, i128 %reach, i128 0
  %least = add i128 %base, %min80
  %most = add i128 %base, %max82
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits83 = and i1 %fits_low, %fits_high
  %least84 = select i1 %fits83, i128 %least, i128 -9223372036854775808
  %most85 = select i1 %fits83, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim87 to i128
  %low_ok = icmp sge i128 %least84, 0
  %high_ok = icmp slt i128 %most85, %extent
  %ok88 = and i1 true, %low_ok
  %ok89 = and i1 %ok88, %high_ok
  %v90 = load i64, ptr %i, align 8
  %base91 = sext i64 %v90 to i128
  %fits_low92 = icmp sge i128 %base91, -9223372036854775808
  %fits_high93 = icmp sle i128 %base91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %base91, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %base91, i128 9223372036854775807
  %extent97 = sext i64 %dim3 to i128
  %low_ok98 = icmp sge i128 %least95, 0
  %high_ok99 = icmp slt i128 %most96, %extent97
  %ok100 = and i1 %ok89, %low_ok98
  %ok101 = and i1 %ok100, %high_ok99
  %v102 = load i64, ptr %j, align 8
  %base103 = sext i64 %v102 to i128
  store i64 1, ptr %j, align 8
  %v104 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next105 = sext i64 %v104 to i128
  %step106 = sub i128 %at_next105, %base103
  %step107 = trunc i128 %step106 to i64
  %step108 = sext i64 %step107 to i128
  %len109 = sub i64 %dim42, 0
  %span110 = sub i64 %len109, 1
  %span111 = sext i64 %span110 to i128
  %reach112 = mul i128 %step108, %span111
  %c113 = icmp slt i128 %reach112, 0
  %min114 = select i1 %c113, i128 %reach112, i128 0
  %c115 = icmp sgt i128 %reach112, 0
  %max116 = select i1 %c115, i128 %reach112, i128 0
  %least117 = add i128 %base103, %min114
  %most118 = add i128 %base103, %max116
  %fits_low119 = icmp sge i128 %least117, -9223372036854775808
  %fits_high120 = icmp sle i128 %most118, 9223372036854775807
  %fits121 = and i1 %fits_low119, %fits_high120
  %least122 = select i1 %fits121, i128 %least117, i128 -9223372036854775808
  %most123 = select i1 %fits121, i128 %most118, i128 9223372036854775807
  %extent124 = sext i64 %dim42 to i128
  %low_ok125 = icmp sge i128 %least122, 0
  %high_ok126 = icmp slt i128 %most123, %extent124
  %ok127 = and i1 %ok101, %low_ok125
  %ok128 = and i1 %ok127, %high_ok126
  br i1 %ok128, label %proved, label %checked

proved:                                           ; preds = %ok70
  store i64 0, ptr %j, align 8
  br label %loop129

checked:                                          ; preds = %ok70
  store i64 0, ptr %j, align 8
  br label %loop192

versions_done:                                    ; preds = %exit194, %exit131
  %i282 = load i64, ptr %i, align 8
  %next283 = add i64 %i282, 1
  store i64 %next283, ptr %i, align 8
  br label %loop

loop129:                                          ; preds = %body130, %proved
  %i132 = load i64, ptr %j, align 8
  %more133 = icmp slt i64 %i132, %dim42
  br i1 %more133, label %body130, label %exit131

body130:                                          ; preds = %loop129
  %v134 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim42
  %pos135 = add i64 %pos, %v134
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos135
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dout_122, align 4
  %v136 = load i64, ptr %i, align 8
  %pos137 = mul i64 0, %dim3
  %pos138 = add i64 %pos137, %v136
  %elp141 = getelementptr inbounds float, ptr %buf140, i64 %pos138
  %el142 = load float, ptr %elp141, align 4, !alias.scope !9, !noalias !10
  store float %el142, ptr %hb_143, align 4
  %v143 = load i64, ptr %i, align 8
  %v144 = load i64, ptr %j, align 8
  %pos145 = mul i64 0, %dim8
  %pos146 = add i64 %pos145, %v143
  %pos147 = mul i64 %pos146, %dim44
  %pos148 = add i64 %pos147, %v144
  %elp151 = getelementptr inbounds float, ptr %buf150, i64 %pos148
  %el152 = load float, ptr %elp151, align 4, !alias.scope !11, !noalias !12
  store float %el152, ptr %dw2_135, align 4
  %v153 = load float, ptr %dout_122, align 4
  %fm = fmul float 0x3FD3333340000000, %v153
  %v154 = load float, ptr %hb_143, align 4
  %fm155 = fmul float %fm, %v154
  %v156 = load float, ptr %dw2_135, align 4
  %fm157 = fmul float 0x3FD3333340000000, %v156
  %fa = fadd float %fm155, %fm157
  store float %fa, ptr %ndw2_130, align 4
  %v158 = load i64, ptr %i, align 8
  %v159 = load i64, ptr %j, align 8
  %pos160 = mul i64 0, %dim
  %pos161 = add i64 %pos160, %v158
  %pos162 = mul i64 %pos161, %dim42
  %pos163 = add i64 %pos162, %v159
  %v164 = load float, ptr %ndw2_130, align 4
  %elp167 = getelementptr inbounds float, ptr %buf166, i64 %pos163
  store float %v164, ptr %elp167, align 4, !alias.scope !13, !noalias !14
  %v168 = load i64, ptr %i, align 8
  %v169 = load i64, ptr %j, align 8
  %pos170 = mul i64 0, %dim24
  %pos171 = add i64 %pos170, %v168
  %pos172 = mul i64 %pos171, %dim60
  %pos173 = add i64 %pos172, %v169
  %elp176 = getelementptr inbounds float, ptr %buf175, i64 %pos173
  %el177 = load float, ptr %elp176, align 4, !alias.scope !15, !noalias !16
  store float %el177, ptr %w2_139, align 4
  %v178 = load float, ptr %w2_139, align 4
  %v179 = load float, ptr %ndw2_130, align 4
  %fa180 = fadd float %v178, %v179
  store float %fa180, ptr %nw2_136, align 4
  %v181 = load i64, ptr %i, align 8
  %v182 = load i64, ptr %j, align 8
  %pos183 = mul i64 0, %dim24
  %pos184 = add i64 %pos183, %v181
  %pos185 = mul i64 %pos184, %dim60
  %pos186 = add i64 %pos185, %v182
  %v187 = load float, ptr %nw2_136, align 4
  %elp190 = getelementptr inbounds float, ptr %buf189, i64 %pos186
  store float %v187, ptr %elp190, align 4, !alias.scope !17, !noalias !18
  %i191 = load i64, ptr %j, align 8
  %next = add i64 %i191, 1
  store i64 %next, ptr %j, align 8
  br label %loop129

exit131:                                          ; preds = %loop129
  br label %versions_done

loop192:                                          ; preds = %ok228, %checked
  %i195 = load i64, ptr %j, align 8
  %more196 = icmp slt i64 %i195, %dim42
  br i1 %more196, label %body193, label %exit194

body193:                                          ; preds = %loop192
  %v197 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v197, %dim42
  br i1 %inb, label %ok199, label %fail198

exit194:                                          ; preds = %loop192
  br label %versions_done

fail198:                                          ; preds = %body193
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v197, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %body193
  %pos204 = mul i64 0, %dim42
  %pos205 = add i64 %pos204, %v197
  %elp206 = getelementptr inbounds float, ptr %buf, i64 %pos205
  %el207 = load float, ptr %elp206, align 4, !alias.scope !0, !noalias !3
  store float %el207, ptr %dout_122, align 4
  %v208 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v208, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok199
  %v209 = load i64, ptr %j, align 8
  %ic210 = icmp slt i64 %v209, %dim87
  br label %sc

sc:                                               ; preds = %rhs, %ok199
  %sc211 = phi i1 [ false, %ok199 ], [ %ic210, %rhs ]
  %v212 = load i64, ptr %j, align 8
  br i1 %sc211, label %ok214, label %fail213

fail213:                                          ; preds = %sc
  %errp215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v212, ptr %errp217, align 8
  %errp218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim87, ptr %errp218, align 8
  ret i32 1

ok214:                                            ; preds = %sc
  %v219 = load i64, ptr %i, align 8
  %ic220 = icmp sge i64 %v219, 0
  br i1 %ic220, label %rhs221, label %sc222

rhs221:                                           ; preds = %ok214
  %v223 = load i64, ptr %i, align 8
  %ic224 = icmp slt i64 %v223, %dim3
  br label %sc222

sc222:                                            ; preds = %rhs221, %ok214
  %sc225 = phi i1 [ false, %ok214 ], [ %ic224, %rhs221 ]
  %v226 = load i64, ptr %i, align 8
  br i1 %sc225, label %ok228, label %fail227

fail227:                                          ; preds = %sc222
  %errp229 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp230, align 8
  %errp231 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v226, ptr %errp231, align 8
  %errp232 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp232, align 8
  ret i32 1

ok228:                                            ; preds = %sc222
  %v233 = load i64, ptr %i, align 8
  %pos234 = mul i64 0, %dim3
  %pos235 = add i64 %pos234, %v233
  %elp236 = getelementptr inbounds float, ptr %buf140, i64 %pos235
  %el237 = load float, ptr %elp236, align 4, !alias.scope !9, !noalias !10
  store float %el237, ptr %hb_143, align 4
  %v238 = load i64, ptr %i, align 8
  %v239 = load i64, ptr %j, align 8
  %pos240 = mul i64 0, %dim8
  %pos241 = add i64 %pos240, %v238
  %pos242 = mul i64 %pos241, %dim44
  %pos243 = add i64 %pos242, %v239
  %elp244 = getelementptr inbounds float, ptr %buf150, i64 %pos243
  %el245 = load float, ptr %elp244, align 4, !alias.scope !11, !noalias !12
  store float %el245, ptr %dw2_135, align 4
  %v246 = load float, ptr %dout_122, align 4
  %fm247 = fmul float 0x3FD3333340000000, %v246
  %v248 = load float, ptr %hb_143, align 4
  %fm249 = fmul float %fm247, %v248
  %v250 = load float, ptr %dw2_135, align 4
  %fm251 = fmul float 0x3FD3333340000000, %v250
  %fa252 = fadd float %fm249, %fm251
  store float %fa252, ptr %ndw2_130, align 4
  %v253 = load i64, ptr %i, align 8
  %v254 = load i64, ptr %j, align 8
  %pos255 = mul i64 0, %dim
  %pos256 = add i64 %pos255, %v253
  %pos257 = mul i64 %pos256, %dim42
  %pos258 = add i64 %pos257, %v254
  %v259 = load float, ptr %ndw2_130, align 4
  %elp260 = getelementptr inbounds float, ptr %buf166, i64 %pos258
  store float %v259, ptr %elp260, align 4, !alias.scope !13, !noalias !14
  %v261 = load i64, ptr %i, align 8
  %v262 = load i64, ptr %j, align 8
  %pos263 = mul i64 0, %dim24
  %pos264 = add i64 %pos263, %v261
  %pos265 = mul i64 %pos264, %dim60
  %pos266 = add i64 %pos265, %v262
  %elp267 = getelementptr inbounds float, ptr %buf175, i64 %pos266
  %el268 = load float, ptr %elp267, align 4, !alias.scope !15, !noalias !16
  store float %el268, ptr %w2_139, align 4
  %v269 = load float, ptr %w2_139, align 4
  %v270 = load float, ptr %ndw2_130, align 4
  %fa271 = fadd float %v269, %v270
  store float %fa271, ptr %nw2_136, align 4
  %v272 = load i64, ptr %i, align 8
  %v273 = load i64, ptr %j, align 8
  %pos274 = mul i64 0, %dim24
  %pos275 = add i64 %pos274, %v272
  %pos276 = mul i64 %pos275, %dim60
  %pos277 = add i64 %pos276, %v273
  %v278 = load float, ptr %nw2_136, align 4
  %elp279 = getelementptr inbounds float, ptr %buf189, i64 %pos277
  store float %v278, ptr %elp279, align 4, !alias.scope !17, !noalias !18
  %i280 = load i64, ptr %j, align 8
  %next281 = add i64 %i280, 1
  store i64 %next281, ptr %j, align 8
  br label %loop192
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.21", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!"fuselab.buf.14", !2}
!7 = !{!"fuselab.buf.34", !2}
!8 = !{!"fuselab.buf.35", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!5}
!12 = !{!4, !6, !1, !7, !8}
!13 = !{!7}
!14 = !{!4, !5, !6, !1, !8}
!15 = !{!4}
!16 = !{!5, !6, !1, !7, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c6: Vertical(replicate6, Vertical(replicate7, Vertical(transpose6, Diagonal(ndw1, nw1))))
; ModuleID = 'backprop_c6'
source_filename = "backprop_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 48
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 24
  %dim8 = load i64, ptr %dimp7, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 16
  %dim24 = load i64, ptr %dimp23, align 8
  %i = alloca i64, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 224
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp43 = getelementptr inbounds i64, ptr %1, i64 25
  %dim44 = load i64, ptr %dimp43, align 8
  %dimp59 = getelementptr inbounds i64, ptr %1, i64 17
  %dim60 = load i64, ptr %dimp59, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 28
  %buf = load ptr, ptr %bufp, align 8
  %dhid_147 = alloca float, align 4
  %bufp137 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf138 = load ptr, ptr %bufp137, align 8
  %x_168 = alloca float, align 4
  %bufp147 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf148 = load ptr, ptr %bufp147, align 8
  %dw1_160 = alloca float, align 4
  %ndw1_155 = alloca float, align 4
  %bufp163 = getelementptr inbounds ptr, ptr %0, i64 39
  %buf164 = load ptr, ptr %bufp163, align 8
  %bufp172 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf173 = load ptr, ptr %bufp172, align 8
  %w1_164 = alloca float, align 4
  %nw1_161 = alloca float, align 4
  %bufp186 = getelementptr inbounds ptr, ptr %0, i64 40
  %buf187 = load ptr, ptr %bufp186, align 8
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
  store i64 31, ptr %errp4, align 8
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
  store i64 33, ptr %errp13, align 8
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
  store i64 33, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  %fits25 = icmp sle i64 %min, %dim24
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok18
  %fits32 = icmp sle i64 %min, %dim24
  br i1 %fits32, label %ok34, label %fail33

fail33:                                           ; preds = %ok27
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %ok27
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok34
  %i40 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i40, %min
  br i1 %more, label %body39, label %exit

body39:                                           ; preds = %loop
  %fits45 = icmp sle i64 %dim42, %dim44
  br i1 %fits45, label %ok47, label %fail46

exit:                                             ; preds = %loop
  ret i32 0

fail46:                                           ; preds = %body39
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim44, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim44, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %body39
  %fits52 = icmp sle i64 %dim42, %dim42
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok47
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok47
  %fits61 = icmp sle i64 %dim42, %dim60
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok54
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok54
  %fits68 = icmp sle i64 %dim42, %dim60
  br i1 %fits68, label %ok70, label %fail69

fail69:                                           ; preds = %ok63
  %errp71 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp74, align 8
  ret i32 1

ok70:                                             ; preds = %ok63
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v75 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v75 to i128
  %step = sub i128 %at_next, %base
  %step76 = trunc i128 %step to i64
  %step77 = sext i64 %step76 to i128
  %len = sub i64 %dim42, 0
  %span = sub i64 %len, 1
  %span78 = sext i64 %span to i128
  %reach = mul i128 %step77, %span78
  %c79 = icmp slt i128 %reach, 0
  %min80 = select i1 %c79, i128 %reach, i128 0
  %c81 = icmp sgt i128 %reach, 0
  %max82 = select i1 %c81, i128 %reach, i128 0
  %least = add i128 %base, %min80
  %most = add i128 %base, %max82
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits83 = and i1 %fits_low, %fits_high
  %least84 = select i1 %fits83, i128 %least, i128 -9223372036854775808
  %most85 = select i1 %fits83, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim60 to i128
  %low_ok = icmp sge i128 %least84, 0
  %high_ok = icmp slt i128 %most85, %extent
  %ok86 = and i1 true, %low_ok
  %ok87 = and i1 %ok86, %high_ok
  %v88 = load i64, ptr %i, align 8
  %base89 = sext i64 %v88 to i128
  %fits_low90 = icmp sge i128 %base89, -9223372036854775808
  %fits_high91 = icmp sle i128 %base89, 9223372036854775807
  %fits92 = and i1 %fits_low90, %fits_high91
  %least93 = select i1 %fits92, i128 %base89, i128 -9223372036854775808
  %most94 = select i1 %fits92, i128 %base89, i128 9223372036854775807
  %extent95 = sext i64 %dim3 to i128
  %low_ok96 = icmp sge i128 %least93, 0
  %high_ok97 = icmp slt i128 %most94, %extent95
  %ok98 = and i1 %ok87, %low_ok96
  %ok99 = and i1 %ok98, %high_ok97
  %v100 = load i64, ptr %j, align 8
  %base101 = sext i64 %v100 to i128
  store i64 1, ptr %j, align 8
  %v102 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next103 = sext i64 %v102 to i128
  %step104 = sub i128 %at_next103, %base101
  %step105 = trunc i128 %step104 to i64
  %step106 = sext i64 %step105 to i128
  %len107 = sub i64 %dim42, 0
  %span108 = sub i64 %len107, 1
  %span109 = sext i64 %span108 to i128
  %reach110 = mul i128 %step106, %span109
  %c111 = icmp slt i128 %reach110, 0
  %min112 = select i1 %c111, i128 %reach110, i128 0
  %c113 = icmp sgt i128 %reach110, 0
  %max114 = select i1 %c113, i128 %reach110, i128 0
  %least115 = add i128 %base101, %min112
  %most116 = add i128 %base101, %max114
  %fits_low117 = icmp sge i128 %least115, -9223372036854775808
  %fits_high118 = icmp sle i128 %most116, 9223372036854775807
  %fits119 = and i1 %fits_low117, %fits_high118
  %least120 = select i1 %fits119, i128 %least115, i128 -9223372036854775808
  %most121 = select i1 %fits119, i128 %most116, i128 9223372036854775807
  %extent122 = sext i64 %dim42 to i128
  %low_ok123 = icmp sge i128 %least120, 0
  %high_ok124 = icmp slt i128 %most121, %extent122
  %ok125 = and i1 %ok99, %low_ok123
  %ok126 = and i1 %ok125, %high_ok124
  br i1 %ok126, label %proved, label %checked

proved:                                           ; preds = %ok70
  store i64 0, ptr %j, align 8
  br label %loop127

checked:                                          ; preds = %ok70
  store i64 0, ptr %j, align 8
  br label %loop190

versions_done:                                    ; preds = %exit192, %exit129
  %i280 = load i64, ptr %i, align 8
  %next281 = add i64 %i280, 1
  store i64 %next281, ptr %i, align 8
  br label %loop

loop127:                                          ; preds = %body128, %proved
  %i130 = load i64, ptr %j, align 8
  %more131 = icmp slt i64 %i130, %dim42
  br i1 %more131, label %body128, label %exit129

body128:                                          ; preds = %loop127
  %v132 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim42
  %pos133 = add i64 %pos, %v132
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos133
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dhid_147, align 4
  %v134 = load i64, ptr %i, align 8
  %pos135 = mul i64 0, %dim3
  %pos136 = add i64 %pos135, %v134
  %elp139 = getelementptr inbounds float, ptr %buf138, i64 %pos136
  %el140 = load float, ptr %elp139, align 4, !alias.scope !9, !noalias !10
  store float %el140, ptr %x_168, align 4
  %v141 = load i64, ptr %i, align 8
  %v142 = load i64, ptr %j, align 8
  %pos143 = mul i64 0, %dim8
  %pos144 = add i64 %pos143, %v141
  %pos145 = mul i64 %pos144, %dim44
  %pos146 = add i64 %pos145, %v142
  %elp149 = getelementptr inbounds float, ptr %buf148, i64 %pos146
  %el150 = load float, ptr %elp149, align 4, !alias.scope !11, !noalias !12
  store float %el150, ptr %dw1_160, align 4
  %v151 = load float, ptr %dhid_147, align 4
  %fm = fmul float 0x3FD3333340000000, %v151
  %v152 = load float, ptr %x_168, align 4
  %fm153 = fmul float %fm, %v152
  %v154 = load float, ptr %dw1_160, align 4
  %fm155 = fmul float 0x3FD3333340000000, %v154
  %fa = fadd float %fm153, %fm155
  store float %fa, ptr %ndw1_155, align 4
  %v156 = load i64, ptr %i, align 8
  %v157 = load i64, ptr %j, align 8
  %pos158 = mul i64 0, %dim
  %pos159 = add i64 %pos158, %v156
  %pos160 = mul i64 %pos159, %dim42
  %pos161 = add i64 %pos160, %v157
  %v162 = load float, ptr %ndw1_155, align 4
  %elp165 = getelementptr inbounds float, ptr %buf164, i64 %pos161
  store float %v162, ptr %elp165, align 4, !alias.scope !13, !noalias !14
  %v166 = load i64, ptr %i, align 8
  %v167 = load i64, ptr %j, align 8
  %pos168 = mul i64 0, %dim24
  %pos169 = add i64 %pos168, %v166
  %pos170 = mul i64 %pos169, %dim60
  %pos171 = add i64 %pos170, %v167
  %elp174 = getelementptr inbounds float, ptr %buf173, i64 %pos171
  %el175 = load float, ptr %elp174, align 4, !alias.scope !15, !noalias !16
  store float %el175, ptr %w1_164, align 4
  %v176 = load float, ptr %w1_164, align 4
  %v177 = load float, ptr %ndw1_155, align 4
  %fa178 = fadd float %v176, %v177
  store float %fa178, ptr %nw1_161, align 4
  %v179 = load i64, ptr %i, align 8
  %v180 = load i64, ptr %j, align 8
  %pos181 = mul i64 0, %dim24
  %pos182 = add i64 %pos181, %v179
  %pos183 = mul i64 %pos182, %dim60
  %pos184 = add i64 %pos183, %v180
  %v185 = load float, ptr %nw1_161, align 4
  %elp188 = getelementptr inbounds float, ptr %buf187, i64 %pos184
  store float %v185, ptr %elp188, align 4, !alias.scope !17, !noalias !18
  %i189 = load i64, ptr %j, align 8
  %next = add i64 %i189, 1
  store i64 %next, ptr %j, align 8
  br label %loop127

exit129:                                          ; preds = %loop127
  br label %versions_done

loop190:                                          ; preds = %ok226, %checked
  %i193 = load i64, ptr %j, align 8
  %more194 = icmp slt i64 %i193, %dim42
  br i1 %more194, label %body191, label %exit192

body191:                                          ; preds = %loop190
  %v195 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v195, %dim42
  br i1 %inb, label %ok197, label %fail196

exit192:                                          ; preds = %loop190
  br label %versions_done

fail196:                                          ; preds = %body191
  %errp198 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp198, align 8
  %errp199 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp199, align 8
  %errp200 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v195, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp201, align 8
  ret i32 1

ok197:                                            ; preds = %body191
  %pos202 = mul i64 0, %dim42
  %pos203 = add i64 %pos202, %v195
  %elp204 = getelementptr inbounds float, ptr %buf, i64 %pos203
  %el205 = load float, ptr %elp204, align 4, !alias.scope !0, !noalias !3
  store float %el205, ptr %dhid_147, align 4
  %v206 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v206, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok197
  %v207 = load i64, ptr %j, align 8
  %ic208 = icmp slt i64 %v207, %dim60
  br label %sc

sc:                                               ; preds = %rhs, %ok197
  %sc209 = phi i1 [ false, %ok197 ], [ %ic208, %rhs ]
  %v210 = load i64, ptr %j, align 8
  br i1 %sc209, label %ok212, label %fail211

fail211:                                          ; preds = %sc
  %errp213 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp213, align 8
  %errp214 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v210, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp216, align 8
  ret i32 1

ok212:                                            ; preds = %sc
  %v217 = load i64, ptr %i, align 8
  %ic218 = icmp sge i64 %v217, 0
  br i1 %ic218, label %rhs219, label %sc220

rhs219:                                           ; preds = %ok212
  %v221 = load i64, ptr %i, align 8
  %ic222 = icmp slt i64 %v221, %dim3
  br label %sc220

sc220:                                            ; preds = %rhs219, %ok212
  %sc223 = phi i1 [ false, %ok212 ], [ %ic222, %rhs219 ]
  %v224 = load i64, ptr %i, align 8
  br i1 %sc223, label %ok226, label %fail225

fail225:                                          ; preds = %sc220
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %sc220
  %v231 = load i64, ptr %i, align 8
  %pos232 = mul i64 0, %dim3
  %pos233 = add i64 %pos232, %v231
  %elp234 = getelementptr inbounds float, ptr %buf138, i64 %pos233
  %el235 = load float, ptr %elp234, align 4, !alias.scope !9, !noalias !10
  store float %el235, ptr %x_168, align 4
  %v236 = load i64, ptr %i, align 8
  %v237 = load i64, ptr %j, align 8
  %pos238 = mul i64 0, %dim8
  %pos239 = add i64 %pos238, %v236
  %pos240 = mul i64 %pos239, %dim44
  %pos241 = add i64 %pos240, %v237
  %elp242 = getelementptr inbounds float, ptr %buf148, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !11, !noalias !12
  store float %el243, ptr %dw1_160, align 4
  %v244 = load float, ptr %dhid_147, align 4
  %fm245 = fmul float 0x3FD3333340000000, %v244
  %v246 = load float, ptr %x_168, align 4
  %fm247 = fmul float %fm245, %v246
  %v248 = load float, ptr %dw1_160, align 4
  %fm249 = fmul float 0x3FD3333340000000, %v248
  %fa250 = fadd float %fm247, %fm249
  store float %fa250, ptr %ndw1_155, align 4
  %v251 = load i64, ptr %i, align 8
  %v252 = load i64, ptr %j, align 8
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %v251
  %pos255 = mul i64 %pos254, %dim42
  %pos256 = add i64 %pos255, %v252
  %v257 = load float, ptr %ndw1_155, align 4
  %elp258 = getelementptr inbounds float, ptr %buf164, i64 %pos256
  store float %v257, ptr %elp258, align 4, !alias.scope !13, !noalias !14
  %v259 = load i64, ptr %i, align 8
  %v260 = load i64, ptr %j, align 8
  %pos261 = mul i64 0, %dim24
  %pos262 = add i64 %pos261, %v259
  %pos263 = mul i64 %pos262, %dim60
  %pos264 = add i64 %pos263, %v260
  %elp265 = getelementptr inbounds float, ptr %buf173, i64 %pos264
  %el266 = load float, ptr %elp265, align 4, !alias.scope !15, !noalias !16
  store float %el266, ptr %w1_164, align 4
  %v267 = load float, ptr %w1_164, align 4
  %v268 = load float, ptr %ndw1_155, align 4
  %fa269 = fadd float %v267, %v268
  store float %fa269, ptr %nw1_161, align 4
  %v270 = load i64, ptr %i, align 8
  %v271 = load i64, ptr %j, align 8
  %pos272 = mul i64 0, %dim24
  %pos273 = add i64 %pos272, %v270
  %pos274 = mul i64 %pos273, %dim60
  %pos275 = add i64 %pos274, %v271
  %v276 = load float, ptr %nw1_161, align 4
  %elp277 = getelementptr inbounds float, ptr %buf187, i64 %pos275
  store float %v276, ptr %elp277, align 4, !alias.scope !17, !noalias !18
  %i278 = load i64, ptr %j, align 8
  %next279 = add i64 %i278, 1
  store i64 %next279, ptr %j, align 8
  br label %loop190
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.28", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!"fuselab.buf.6", !2}
!7 = !{!"fuselab.buf.39", !2}
!8 = !{!"fuselab.buf.40", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!5}
!12 = !{!4, !6, !1, !7, !8}
!13 = !{!7}
!14 = !{!4, !5, !6, !1, !8}
!15 = !{!4}
!16 = !{!5, !6, !1, !7, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

