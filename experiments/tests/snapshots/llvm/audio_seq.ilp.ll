; cluster c0: hop
; ModuleID = 'audio_seq_c0'
source_filename = "audio_seq_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %hop_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  br i1 true, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp, align 8
  %errp1 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp1, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 2, ptr %errp3, align 8
  ret i32 1

ok:                                               ; preds = %body
  %q = sdiv i64 %dim, 2
  %negq = sub i64 0, %dim
  %div = select i1 false, i64 %negq, i64 %q
  %c = icmp sgt i64 1, %div
  %mm = select i1 %c, i64 1, i64 %div
  store i64 %mm, ptr %hop_0, align 8
  %v = load i64, ptr %hop_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: sq0_len0
; ModuleID = 'audio_seq_c1'
source_filename = "audio_seq_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_hop_2 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %sq0_len0_1 = alloca i64, align 8
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf31 = load ptr, ptr %bufp30, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_hop_2, align 8
  %d_sign = ashr i64 %el, 63
  %d_flip = xor i64 %el, %d_sign
  %d_mag = sub i64 %d_flip, %d_sign
  %d_below = sub i64 %d_mag, 1
  %d_lz = call i64 @llvm.ctlz.i64(i64 %d_below, i1 false)
  %d_l = sub i64 64, %d_lz
  %d_pow = shl i64 1, %d_l
  %d_n = sub i64 %d_pow, %d_mag
  %d_magic = call i64 @fuselab_divisor_magic(i64 %d_n, i64 %d_mag)
  %d_magic1 = add i64 %d_magic, 1
  %d_l0 = icmp ne i64 %d_l, 0
  %d_pre = zext i1 %d_l0 to i64
  %d_post = sub i64 %d_l, %d_pre
  %d_small = icmp ule i64 %d_mag, 1048576
  %d_0 = icmp eq i64 %d_mag, 0
  %d_nz = select i1 %d_0, i64 1, i64 %d_mag
  %d_wrap = urem i64 4294967296, %d_nz
  %d_wrap2 = uitofp i64 %d_wrap to double
  %d_wrap3 = bitcast double %d_wrap2 to i64
  %d_small4 = zext i1 %d_small to i64
  %d_f = uitofp i64 %d_nz to double
  %d_inv = fdiv double 1.000000e+00, %d_f
  %d_f_bits = bitcast double %d_f to i64
  %d_inv_bits = bitcast double %d_inv to i64
  store i64 %d_mag, ptr %d_word, align 8
  store i64 %d_sign, ptr %d_word5, align 8
  store i64 %d_magic1, ptr %d_word6, align 8
  store i64 %d_pre, ptr %d_word7, align 8
  store i64 %d_post, ptr %d_word8, align 8
  store i64 %d_small4, ptr %d_word9, align 8
  store i64 %d_f_bits, ptr %d_word10, align 8
  store i64 %d_inv_bits, ptr %d_word11, align 8
  store i64 %d_wrap3, ptr %d_word12, align 8
  %sub = sub i64 %dim, %dim14
  %v = load i64, ptr %the_hop_2, align 8
  %add = add i64 %sub, %v
  %v15 = load i64, ptr %the_hop_2, align 8
  %nz = icmp ne i64 %v15, 0
  br i1 %nz, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v15, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %d_word19 = load i64, ptr %d_word, align 8
  %d_word20 = load i64, ptr %d_word5, align 8
  %d_word21 = load i64, ptr %d_word6, align 8
  %d_word22 = load i64, ptr %d_word7, align 8
  %d_word23 = load i64, ptr %d_word8, align 8
  %d_word24 = load i64, ptr %d_word9, align 8
  %d_word25 = load i64, ptr %d_word10, align 8
  %d_word26 = load i64, ptr %d_word11, align 8
  %d_word27 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word21 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word22
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word23
  %s = xor i64 %xs, %d_word20
  %qs = xor i64 %q, %s
  %q28 = sub i64 %qs, %s
  %c = icmp sgt i64 0, %q28
  %mm = select i1 %c, i64 0, i64 %q28
  store i64 %mm, ptr %sq0_len0_1, align 8
  %v29 = load i64, ptr %sq0_len0_1, align 8
  %elp32 = getelementptr inbounds i64, ptr %buf31, i64 0
  store i64 %v29, ptr %elp32, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

define private i64 @fuselab_divisor_magic(i64 %0, i64 %1) #0 {
entry:
  br label %step

step:                                             ; preds = %step, %entry
  %i = phi i64 [ 0, %entry ], [ %i2, %step ]
  %r = phi i64 [ %0, %entry ], [ %r3, %step ]
  %q = phi i64 [ 0, %entry ], [ %q3, %step ]
  %r2 = shl i64 %r, 1
  %q2 = shl i64 %q, 1
  %ge = icmp uge i64 %r2, %1
  %less = sub i64 %r2, %1
  %r3 = select i1 %ge, i64 %less, i64 %r2
  %bit = zext i1 %ge to i64
  %q3 = or i64 %q2, %bit
  %i2 = add i64 %i, 1
  %more = icmp ult i64 %i2, 64
  br i1 %more, label %step, label %done

done:                                             ; preds = %step
  ret i64 %q3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c2: unit
; ModuleID = 'audio_seq_c2'
source_filename = "audio_seq_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_4 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_4, align 8
  %v = load i64, ptr %the_sq0_4, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

; cluster c3: generate
; ModuleID = 'audio_seq_c3'
source_filename = "audio_seq_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %generate_5 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 0
  %min = select i1 %c1, i64 %5, i64 0
  %fits = icmp sle i64 %min, 0
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store float 0.000000e+00, ptr %generate_5, align 4
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load float, ptr %generate_5, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  store float %v7, ptr %elp, align 4, !alias.scope !0
  %i8 = load i64, ptr %i, align 8
  %next = add i64 %i8, 1
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: unit2
; ModuleID = 'audio_seq_c4'
source_filename = "audio_seq_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_7 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit2_7, align 8
  %v = load i64, ptr %unit2_7, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}

; cluster c5: sq0_c2
; ModuleID = 'audio_seq_c5'
source_filename = "audio_seq_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_11 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_12 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_13 = alloca i64, align 8
  %sq0_c2_10 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_11, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_12, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_13, align 8
  %v = load i64, ptr %the_sq0_11, align 8
  %v9 = load i64, ptr %the_sq0_12, align 8
  %v10 = load i64, ptr %the_sq0_13, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c2_10, align 8
  %v11 = load i64, ptr %sq0_c2_10, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c6: Vertical(sq0_i4, Vertical(sq0_g7, Vertical(sq0_m9, sq0_r10)))
; ModuleID = 'audio_seq_c6'
source_filename = "audio_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_15 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_hop_20 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_sq0_r10_26 = alloca float, align 4
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 8
  %dim12 = load i64, ptr %dimp11, align 8
  %j = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 104
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 24
  %dim36 = load i64, ptr %dimp35, align 8
  %dimp74 = getelementptr inbounds i64, ptr %1, i64 16
  %dim75 = load i64, ptr %dimp74, align 8
  %sq0_19 = alloca i64, align 8
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf92 = load ptr, ptr %bufp91, align 8
  %window_21 = alloca float, align 4
  %bufp102 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf103 = load ptr, ptr %bufp102, align 8
  %sq0_g7_16 = alloca float, align 4
  %sq0_m9_22 = alloca float, align 4
  %bufp173 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf174 = load ptr, ptr %bufp173, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_15, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !8, !noalias !9
  store i64 %el4, ptr %the_hop_20, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim
  %min = select i1 %c5, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i10 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i10, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq0_r10_26, align 4
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least = select i1 %fits13, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits13, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim15 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok16 = and i1 true, %low_ok
  %ok17 = and i1 %ok16, %high_ok
  %v18 = load i64, ptr %j, align 8
  %base19 = sext i64 %v18 to i128
  store i64 1, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base19
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %dim12, 0
  %span = sub i64 %len, 1
  %span23 = sext i64 %span to i128
  %reach = mul i128 %step22, %span23
  %c24 = icmp slt i128 %reach, 0
  %min25 = select i1 %c24, i128 %reach, i128 0
  %c26 = icmp sgt i128 %reach, 0
  %max27 = select i1 %c26, i128 %reach, i128 0
  %least28 = add i128 %base19, %min25
  %most29 = add i128 %base19, %max27
  %fits_low30 = icmp sge i128 %least28, -9223372036854775808
  %fits_high31 = icmp sle i128 %most29, 9223372036854775807
  %fits32 = and i1 %fits_low30, %fits_high31
  %least33 = select i1 %fits32, i128 %least28, i128 -9223372036854775808
  %most34 = select i1 %fits32, i128 %most29, i128 9223372036854775807
  %extent37 = sext i64 %dim36 to i128
  %low_ok38 = icmp sge i128 %least33, 0
  %high_ok39 = icmp slt i128 %most34, %extent37
  %ok40 = and i1 %ok17, %low_ok38
  %ok41 = and i1 %ok40, %high_ok39
  %v42 = load i64, ptr %the_sq0_15, align 8
  %v43 = load i64, ptr %i, align 8
  %add = add i64 %v42, %v43
  %v44 = load i64, ptr %the_hop_20, align 8
  %mul = mul i64 %add, %v44
  %v45 = load i64, ptr %j, align 8
  %add46 = add i64 %mul, %v45
  %base47 = sext i64 %add46 to i128
  store i64 1, ptr %j, align 8
  %v48 = load i64, ptr %the_sq0_15, align 8
  %v49 = load i64, ptr %i, align 8
  %add50 = add i64 %v48, %v49
  %v51 = load i64, ptr %the_hop_20, align 8
  %mul52 = mul i64 %add50, %v51
  %v53 = load i64, ptr %j, align 8
  %add54 = add i64 %mul52, %v53
  store i64 0, ptr %j, align 8
  %at_next55 = sext i64 %add54 to i128
  %step56 = sub i128 %at_next55, %base47
  %step57 = trunc i128 %step56 to i64
  %step58 = sext i64 %step57 to i128
  %len59 = sub i64 %dim12, 0
  %span60 = sub i64 %len59, 1
  %span61 = sext i64 %span60 to i128
  %reach62 = mul i128 %step58, %span61
  %c63 = icmp slt i128 %reach62, 0
  %min64 = select i1 %c63, i128 %reach62, i128 0
  %c65 = icmp sgt i128 %reach62, 0
  %max66 = select i1 %c65, i128 %reach62, i128 0
  %least67 = add i128 %base47, %min64
  %most68 = add i128 %base47, %max66
  %fits_low69 = icmp sge i128 %least67, -9223372036854775808
  %fits_high70 = icmp sle i128 %most68, 9223372036854775807
  %fits71 = and i1 %fits_low69, %fits_high70
  %least72 = select i1 %fits71, i128 %least67, i128 -9223372036854775808
  %most73 = select i1 %fits71, i128 %most68, i128 9223372036854775807
  %extent76 = sext i64 %dim75 to i128
  %low_ok77 = icmp sge i128 %least72, 0
  %high_ok78 = icmp slt i128 %most73, %extent76
  %ok79 = and i1 %ok41, %low_ok77
  %ok80 = and i1 %ok79, %high_ok78
  br i1 %ok80, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body9
  store i64 0, ptr %j, align 8
  br label %loop81

checked:                                          ; preds = %body9
  store i64 0, ptr %j, align 8
  br label %loop113

versions_done:                                    ; preds = %exit115, %exit83
  %v169 = load i64, ptr %i, align 8
  %pos170 = mul i64 0, %dim
  %pos171 = add i64 %pos170, %v169
  %v172 = load float, ptr %acc_sq0_r10_26, align 4
  %elp175 = getelementptr inbounds float, ptr %buf174, i64 %pos171
  store float %v172, ptr %elp175, align 4, !alias.scope !10, !noalias !11
  %i176 = load i64, ptr %i, align 8
  %next177 = add i64 %i176, 1
  store i64 %next177, ptr %i, align 8
  br label %loop

loop81:                                           ; preds = %body82, %proved
  %i84 = load i64, ptr %j, align 8
  %more85 = icmp slt i64 %i84, %dim12
  br i1 %more85, label %body82, label %exit83

body82:                                           ; preds = %loop81
  %v86 = load i64, ptr %the_sq0_15, align 8
  %v87 = load i64, ptr %i, align 8
  %add88 = add i64 %v86, %v87
  store i64 %add88, ptr %sq0_19, align 8
  %v89 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim36
  %pos90 = add i64 %pos, %v89
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !12, !noalias !13
  store float %el94, ptr %window_21, align 4
  %v95 = load i64, ptr %sq0_19, align 8
  %v96 = load i64, ptr %the_hop_20, align 8
  %mul97 = mul i64 %v95, %v96
  %v98 = load i64, ptr %j, align 8
  %add99 = add i64 %mul97, %v98
  %pos100 = mul i64 0, %dim75
  %pos101 = add i64 %pos100, %add99
  %elp104 = getelementptr inbounds float, ptr %buf103, i64 %pos101
  %el105 = load float, ptr %elp104, align 4, !alias.scope !14, !noalias !15
  %v106 = load float, ptr %window_21, align 4
  %fm = fmul float %el105, %v106
  store float %fm, ptr %sq0_g7_16, align 4
  %v107 = load float, ptr %sq0_g7_16, align 4
  %v108 = load float, ptr %sq0_g7_16, align 4
  %fm109 = fmul float %v107, %v108
  store float %fm109, ptr %sq0_m9_22, align 4
  %v110 = load float, ptr %acc_sq0_r10_26, align 4
  %v111 = load float, ptr %sq0_m9_22, align 4
  %fa = fadd reassoc float %v110, %v111
  store float %fa, ptr %acc_sq0_r10_26, align 4
  %i112 = load i64, ptr %j, align 8
  %next = add i64 %i112, 1
  store i64 %next, ptr %j, align 8
  br label %loop81

exit83:                                           ; preds = %loop81
  br label %versions_done

loop113:                                          ; preds = %ok150, %checked
  %i116 = load i64, ptr %j, align 8
  %more117 = icmp slt i64 %i116, %dim12
  br i1 %more117, label %body114, label %exit115

body114:                                          ; preds = %loop113
  %v118 = load i64, ptr %i, align 8
  %ic = icmp sge i64 %v118, 0
  br i1 %ic, label %rhs, label %sc

exit115:                                          ; preds = %loop113
  br label %versions_done

rhs:                                              ; preds = %body114
  %v119 = load i64, ptr %i, align 8
  %ic120 = icmp slt i64 %v119, %dim15
  br label %sc

sc:                                               ; preds = %rhs, %body114
  %sc121 = phi i1 [ false, %body114 ], [ %ic120, %rhs ]
  %v122 = load i64, ptr %i, align 8
  br i1 %sc121, label %ok124, label %fail123

fail123:                                          ; preds = %sc
  %errp125 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp125, align 8
  %errp126 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v122, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp128, align 8
  ret i32 1

ok124:                                            ; preds = %sc
  %v129 = load i64, ptr %the_sq0_15, align 8
  %v130 = load i64, ptr %i, align 8
  %add131 = add i64 %v129, %v130
  store i64 %add131, ptr %sq0_19, align 8
  %v132 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v132, %dim36
  br i1 %inb, label %ok134, label %fail133

fail133:                                          ; preds = %ok124
  %errp135 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp135, align 8
  %errp136 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v132, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp138, align 8
  ret i32 1

ok134:                                            ; preds = %ok124
  %pos139 = mul i64 0, %dim36
  %pos140 = add i64 %pos139, %v132
  %elp141 = getelementptr inbounds float, ptr %buf92, i64 %pos140
  %el142 = load float, ptr %elp141, align 4, !alias.scope !12, !noalias !13
  store float %el142, ptr %window_21, align 4
  %v143 = load i64, ptr %sq0_19, align 8
  %v144 = load i64, ptr %the_hop_20, align 8
  %mul145 = mul i64 %v143, %v144
  %v146 = load i64, ptr %j, align 8
  %add147 = add i64 %mul145, %v146
  %inb148 = icmp ult i64 %add147, %dim75
  br i1 %inb148, label %ok150, label %fail149

fail149:                                          ; preds = %ok134
  %errp151 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp152, align 8
  %errp153 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add147, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim75, ptr %errp154, align 8
  ret i32 1

ok150:                                            ; preds = %ok134
  %pos155 = mul i64 0, %dim75
  %pos156 = add i64 %pos155, %add147
  %elp157 = getelementptr inbounds float, ptr %buf103, i64 %pos156
  %el158 = load float, ptr %elp157, align 4, !alias.scope !14, !noalias !15
  %v159 = load float, ptr %window_21, align 4
  %fm160 = fmul float %el158, %v159
  store float %fm160, ptr %sq0_g7_16, align 4
  %v161 = load float, ptr %sq0_g7_16, align 4
  %v162 = load float, ptr %sq0_g7_16, align 4
  %fm163 = fmul float %v161, %v162
  store float %fm163, ptr %sq0_m9_22, align 4
  %v164 = load float, ptr %acc_sq0_r10_26, align 4
  %v165 = load float, ptr %sq0_m9_22, align 4
  %fa166 = fadd reassoc float %v164, %v165
  store float %fa166, ptr %acc_sq0_r10_26, align 4
  %i167 = load i64, ptr %j, align 8
  %next168 = add i64 %i167, 1
  store i64 %next168, ptr %j, align 8
  br label %loop113
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.2", !2}
!7 = !{!"fuselab.buf.14", !2}
!8 = !{!6}
!9 = !{!4, !5, !1, !7}
!10 = !{!7}
!11 = !{!4, !5, !6, !1}
!12 = !{!5}
!13 = !{!4, !6, !1, !7}
!14 = !{!4}
!15 = !{!5, !6, !1, !7}

; cluster c7: generate2
; ModuleID = 'audio_seq_c7'
source_filename = "audio_seq_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 136
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 80
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 128
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf61 = load ptr, ptr %bufp60, align 8
  %generate2_33 = alloca float, align 4
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf69 = load ptr, ptr %bufp68, align 8
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
  store i64 10, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %v20 = load i64, ptr %i, align 8
  %sub = sub i64 %v20, %dim17
  %base21 = sext i64 %sub to i128
  %next22 = add i64 %max, 1
  store i64 %next22, ptr %i, align 8
  %v23 = load i64, ptr %i, align 8
  %sub24 = sub i64 %v23, %dim17
  store i64 %max, ptr %i, align 8
  %at_next25 = sext i64 %sub24 to i128
  %step26 = sub i128 %at_next25, %base21
  %step27 = trunc i128 %step26 to i64
  %step28 = sext i64 %step27 to i128
  %len29 = sub i64 %min, %max
  %span30 = sub i64 %len29, 1
  %span31 = sext i64 %span30 to i128
  %reach32 = mul i128 %step28, %span31
  %c33 = icmp slt i128 %reach32, 0
  %min34 = select i1 %c33, i128 %reach32, i128 0
  %c35 = icmp sgt i128 %reach32, 0
  %max36 = select i1 %c35, i128 %reach32, i128 0
  %least37 = add i128 %base21, %min34
  %most38 = add i128 %base21, %max36
  %fits_low39 = icmp sge i128 %least37, -9223372036854775808
  %fits_high40 = icmp sle i128 %most38, 9223372036854775807
  %fits41 = and i1 %fits_low39, %fits_high40
  %least42 = select i1 %fits41, i128 %least37, i128 -9223372036854775808
  %most43 = select i1 %fits41, i128 %most38, i128 9223372036854775807
  %extent46 = sext i64 %dim45 to i128
  %low_ok47 = icmp sge i128 %least42, 0
  %high_ok48 = icmp slt i128 %most43, %extent46
  %ok49 = and i1 %ok19, %low_ok47
  %ok50 = and i1 %ok49, %high_ok48
  br i1 %ok50, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop73

versions_done:                                    ; preds = %exit75, %exit
  ret i32 0

loop:                                             ; preds = %j, %proved
  %i52 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i52, %min
  br i1 %more, label %body51, label %exit

body51:                                           ; preds = %loop
  %v53 = load i64, ptr %i, align 8
  %ic = icmp slt i64 %v53, %dim17
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  br label %versions_done

t:                                                ; preds = %body51
  %v54 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos55 = add i64 %pos, %v54
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  br label %j

e:                                                ; preds = %body51
  %v56 = load i64, ptr %i, align 8
  %sub57 = sub i64 %v56, %dim17
  %pos58 = mul i64 0, %dim45
  %pos59 = add i64 %pos58, %sub57
  %elp62 = getelementptr inbounds float, ptr %buf61, i64 %pos59
  %el63 = load float, ptr %elp62, align 4, !alias.scope !6, !noalias !7
  br label %j

j:                                                ; preds = %e, %t
  %if = phi float [ %el, %t ], [ %el63, %e ]
  store float %if, ptr %generate2_33, align 4
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load float, ptr %generate2_33, align 4
  %elp70 = getelementptr inbounds float, ptr %buf69, i64 %pos66
  store float %v67, ptr %elp70, align 4, !alias.scope !8, !noalias !9
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

loop73:                                           ; preds = %j82, %checked
  %i76 = load i64, ptr %i, align 8
  %more77 = icmp slt i64 %i76, %min
  br i1 %more77, label %body74, label %exit75

body74:                                           ; preds = %loop73
  %v78 = load i64, ptr %i, align 8
  %ic79 = icmp slt i64 %v78, %dim17
  br i1 %ic79, label %t80, label %e81

exit75:                                           ; preds = %loop73
  br label %versions_done

t80:                                              ; preds = %body74
  %v83 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v83, %dim17
  br i1 %inb, label %ok85, label %fail84

e81:                                              ; preds = %body74
  %v94 = load i64, ptr %i, align 8
  %sub95 = sub i64 %v94, %dim17
  %inb96 = icmp ult i64 %sub95, %dim45
  br i1 %inb96, label %ok98, label %fail97

j82:                                              ; preds = %ok98, %ok85
  %if107 = phi float [ %el93, %ok85 ], [ %el106, %ok98 ]
  store float %if107, ptr %generate2_33, align 4
  %v108 = load i64, ptr %i, align 8
  %pos109 = mul i64 0, %dim
  %pos110 = add i64 %pos109, %v108
  %v111 = load float, ptr %generate2_33, align 4
  %elp112 = getelementptr inbounds float, ptr %buf69, i64 %pos110
  store float %v111, ptr %elp112, align 4, !alias.scope !8, !noalias !9
  %i113 = load i64, ptr %i, align 8
  %next114 = add i64 %i113, 1
  store i64 %next114, ptr %i, align 8
  br label %loop73

fail84:                                           ; preds = %t80
  %errp86 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v83, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp89, align 8
  ret i32 1

ok85:                                             ; preds = %t80
  %pos90 = mul i64 0, %dim17
  %pos91 = add i64 %pos90, %v83
  %elp92 = getelementptr inbounds float, ptr %buf, i64 %pos91
  %el93 = load float, ptr %elp92, align 4, !alias.scope !0, !noalias !3
  br label %j82

fail97:                                           ; preds = %e81
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub95, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %e81
  %pos103 = mul i64 0, %dim45
  %pos104 = add i64 %pos103, %sub95
  %elp105 = getelementptr inbounds float, ptr %buf61, i64 %pos104
  %el106 = load float, ptr %elp105, align 4, !alias.scope !6, !noalias !7
  br label %j82
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.14", !2}
!5 = !{!"fuselab.buf.15", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c8: unit3
; ModuleID = 'audio_seq_c8'
source_filename = "audio_seq_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_36 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_37 = alloca i64, align 8
  %unit3_35 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_36, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_37, align 8
  %v = load i64, ptr %the_sq0_36, align 8
  %v5 = load i64, ptr %the_sq0_37, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit3_35, align 8
  %v6 = load i64, ptr %unit3_35, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.10", !2}
!5 = !{!"fuselab.buf.16", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c10: sq0_len17
; ModuleID = 'audio_seq_c10'
source_filename = "audio_seq_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_hop_39 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %sq0_len17_38 = alloca i64, align 8
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf31 = load ptr, ptr %bufp30, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_hop_39, align 8
  %d_sign = ashr i64 %el, 63
  %d_flip = xor i64 %el, %d_sign
  %d_mag = sub i64 %d_flip, %d_sign
  %d_below = sub i64 %d_mag, 1
  %d_lz = call i64 @llvm.ctlz.i64(i64 %d_below, i1 false)
  %d_l = sub i64 64, %d_lz
  %d_pow = shl i64 1, %d_l
  %d_n = sub i64 %d_pow, %d_mag
  %d_magic = call i64 @fuselab_divisor_magic(i64 %d_n, i64 %d_mag)
  %d_magic1 = add i64 %d_magic, 1
  %d_l0 = icmp ne i64 %d_l, 0
  %d_pre = zext i1 %d_l0 to i64
  %d_post = sub i64 %d_l, %d_pre
  %d_small = icmp ule i64 %d_mag, 1048576
  %d_0 = icmp eq i64 %d_mag, 0
  %d_nz = select i1 %d_0, i64 1, i64 %d_mag
  %d_wrap = urem i64 4294967296, %d_nz
  %d_wrap2 = uitofp i64 %d_wrap to double
  %d_wrap3 = bitcast double %d_wrap2 to i64
  %d_small4 = zext i1 %d_small to i64
  %d_f = uitofp i64 %d_nz to double
  %d_inv = fdiv double 1.000000e+00, %d_f
  %d_f_bits = bitcast double %d_f to i64
  %d_inv_bits = bitcast double %d_inv to i64
  store i64 %d_mag, ptr %d_word, align 8
  store i64 %d_sign, ptr %d_word5, align 8
  store i64 %d_magic1, ptr %d_word6, align 8
  store i64 %d_pre, ptr %d_word7, align 8
  store i64 %d_post, ptr %d_word8, align 8
  store i64 %d_small4, ptr %d_word9, align 8
  store i64 %d_f_bits, ptr %d_word10, align 8
  store i64 %d_inv_bits, ptr %d_word11, align 8
  store i64 %d_wrap3, ptr %d_word12, align 8
  %sub = sub i64 %dim, %dim14
  %v = load i64, ptr %the_hop_39, align 8
  %add = add i64 %sub, %v
  %v15 = load i64, ptr %the_hop_39, align 8
  %nz = icmp ne i64 %v15, 0
  br i1 %nz, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v15, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %d_word19 = load i64, ptr %d_word, align 8
  %d_word20 = load i64, ptr %d_word5, align 8
  %d_word21 = load i64, ptr %d_word6, align 8
  %d_word22 = load i64, ptr %d_word7, align 8
  %d_word23 = load i64, ptr %d_word8, align 8
  %d_word24 = load i64, ptr %d_word9, align 8
  %d_word25 = load i64, ptr %d_word10, align 8
  %d_word26 = load i64, ptr %d_word11, align 8
  %d_word27 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word21 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word22
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word23
  %s = xor i64 %xs, %d_word20
  %qs = xor i64 %q, %s
  %q28 = sub i64 %qs, %s
  %c = icmp sgt i64 0, %q28
  %mm = select i1 %c, i64 0, i64 %q28
  store i64 %mm, ptr %sq0_len17_38, align 8
  %v29 = load i64, ptr %sq0_len17_38, align 8
  %elp32 = getelementptr inbounds i64, ptr %buf31, i64 0
  store i64 %v29, ptr %elp32, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

define private i64 @fuselab_divisor_magic(i64 %0, i64 %1) #0 {
entry:
  br label %step

step:                                             ; preds = %step, %entry
  %i = phi i64 [ 0, %entry ], [ %i2, %step ]
  %r = phi i64 [ %0, %entry ], [ %r3, %step ]
  %q = phi i64 [ 0, %entry ], [ %q3, %step ]
  %r2 = shl i64 %r, 1
  %q2 = shl i64 %q, 1
  %ge = icmp uge i64 %r2, %1
  %less = sub i64 %r2, %1
  %r3 = select i1 %ge, i64 %less, i64 %r2
  %bit = zext i1 %ge to i64
  %q3 = or i64 %q2, %bit
  %i2 = add i64 %i, 1
  %more = icmp ult i64 %i2, 64
  br i1 %more, label %step, label %done

done:                                             ; preds = %step
  ret i64 %q3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.20", !2}

; cluster c11: unit4
; ModuleID = 'audio_seq_c11'
source_filename = "audio_seq_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_41 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_41, align 8
  %v = load i64, ptr %the_sq0_41, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.21", !2}

; cluster c12: generate3
; ModuleID = 'audio_seq_c12'
source_filename = "audio_seq_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %generate3_42 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 0
  %min = select i1 %c1, i64 %5, i64 0
  %fits = icmp sle i64 %min, 0
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store i64 0, ptr %generate3_42, align 8
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load i64, ptr %generate3_42, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos
  store i64 %v7, ptr %elp, align 8, !alias.scope !0
  %i8 = load i64, ptr %i, align 8
  %next = add i64 %i8, 1
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
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}

; cluster c13: unit5
; ModuleID = 'audio_seq_c13'
source_filename = "audio_seq_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit5_44 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit5_44, align 8
  %v = load i64, ptr %unit5_44, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}

; cluster c14: sq0_c19
; ModuleID = 'audio_seq_c14'
source_filename = "audio_seq_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 24
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_48 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_49 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_50 = alloca i64, align 8
  %sq0_c19_47 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_48, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_49, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_50, align 8
  %v = load i64, ptr %the_sq0_48, align 8
  %v9 = load i64, ptr %the_sq0_49, align 8
  %v10 = load i64, ptr %the_sq0_50, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c19_47, align 8
  %v11 = load i64, ptr %sq0_c19_47, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.24", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.20", !2}
!5 = !{!"fuselab.buf.26", !2}
!6 = !{!"fuselab.buf.27", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c15: Vertical(sq0_i21, sq0_g24)
; ModuleID = 'audio_seq_c15'
source_filename = "audio_seq_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 26
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_52 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_hop_57 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 8
  %dim12 = load i64, ptr %dimp11, align 8
  %j = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 240
  %dim22 = load i64, ptr %dimp21, align 8
  %dimp42 = getelementptr inbounds i64, ptr %1, i64 24
  %dim43 = load i64, ptr %dimp42, align 8
  %dimp81 = getelementptr inbounds i64, ptr %1, i64 16
  %dim82 = load i64, ptr %dimp81, align 8
  %sq0_56 = alloca i64, align 8
  %bufp98 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf99 = load ptr, ptr %bufp98, align 8
  %window_58 = alloca float, align 4
  %bufp109 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf110 = load ptr, ptr %bufp109, align 8
  %sq0_g24_53 = alloca float, align 4
  %bufp121 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf122 = load ptr, ptr %bufp121, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_52, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !8, !noalias !9
  store i64 %el4, ptr %the_hop_57, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim
  %min = select i1 %c5, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i10 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i10, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  %fits13 = icmp sle i64 %dim12, %dim12
  br i1 %fits13, label %ok15, label %fail14

exit:                                             ; preds = %loop
  ret i32 0

fail14:                                           ; preds = %body9
  %errp16 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim12, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp19, align 8
  ret i32 1

ok15:                                             ; preds = %body9
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits20 = and i1 %fits_low, %fits_high
  %least = select i1 %fits20, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits20, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim22 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok23 = and i1 true, %low_ok
  %ok24 = and i1 %ok23, %high_ok
  %v25 = load i64, ptr %j, align 8
  %base26 = sext i64 %v25 to i128
  store i64 1, ptr %j, align 8
  %v27 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v27 to i128
  %step = sub i128 %at_next, %base26
  %step28 = trunc i128 %step to i64
  %step29 = sext i64 %step28 to i128
  %len = sub i64 %dim12, 0
  %span = sub i64 %len, 1
  %span30 = sext i64 %span to i128
  %reach = mul i128 %step29, %span30
  %c31 = icmp slt i128 %reach, 0
  %min32 = select i1 %c31, i128 %reach, i128 0
  %c33 = icmp sgt i128 %reach, 0
  %max34 = select i1 %c33, i128 %reach, i128 0
  %least35 = add i128 %base26, %min32
  %most36 = add i128 %base26, %max34
  %fits_low37 = icmp sge i128 %least35, -9223372036854775808
  %fits_high38 = icmp sle i128 %most36, 9223372036854775807
  %fits39 = and i1 %fits_low37, %fits_high38
  %least40 = select i1 %fits39, i128 %least35, i128 -9223372036854775808
  %most41 = select i1 %fits39, i128 %most36, i128 9223372036854775807
  %extent44 = sext i64 %dim43 to i128
  %low_ok45 = icmp sge i128 %least40, 0
  %high_ok46 = icmp slt i128 %most41, %extent44
  %ok47 = and i1 %ok24, %low_ok45
  %ok48 = and i1 %ok47, %high_ok46
  %v49 = load i64, ptr %the_sq0_52, align 8
  %v50 = load i64, ptr %i, align 8
  %add = add i64 %v49, %v50
  %v51 = load i64, ptr %the_hop_57, align 8
  %mul = mul i64 %add, %v51
  %v52 = load i64, ptr %j, align 8
  %add53 = add i64 %mul, %v52
  %base54 = sext i64 %add53 to i128
  store i64 1, ptr %j, align 8
  %v55 = load i64, ptr %the_sq0_52, align 8
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %v55, %v56
  %v58 = load i64, ptr %the_hop_57, align 8
  %mul59 = mul i64 %add57, %v58
  %v60 = load i64, ptr %j, align 8
  %add61 = add i64 %mul59, %v60
  store i64 0, ptr %j, align 8
  %at_next62 = sext i64 %add61 to i128
  %step63 = sub i128 %at_next62, %base54
  %step64 = trunc i128 %step63 to i64
  %step65 = sext i64 %step64 to i128
  %len66 = sub i64 %dim12, 0
  %span67 = sub i64 %len66, 1
  %span68 = sext i64 %span67 to i128
  %reach69 = mul i128 %step65, %span68
  %c70 = icmp slt i128 %reach69, 0
  %min71 = select i1 %c70, i128 %reach69, i128 0
  %c72 = icmp sgt i128 %reach69, 0
  %max73 = select i1 %c72, i128 %reach69, i128 0
  %least74 = add i128 %base54, %min71
  %most75 = add i128 %base54, %max73
  %fits_low76 = icmp sge i128 %least74, -9223372036854775808
  %fits_high77 = icmp sle i128 %most75, 9223372036854775807
  %fits78 = and i1 %fits_low76, %fits_high77
  %least79 = select i1 %fits78, i128 %least74, i128 -9223372036854775808
  %most80 = select i1 %fits78, i128 %most75, i128 9223372036854775807
  %extent83 = sext i64 %dim82 to i128
  %low_ok84 = icmp sge i128 %least79, 0
  %high_ok85 = icmp slt i128 %most80, %extent83
  %ok86 = and i1 %ok48, %low_ok84
  %ok87 = and i1 %ok86, %high_ok85
  br i1 %ok87, label %proved, label %checked

proved:                                           ; preds = %ok15
  store i64 0, ptr %j, align 8
  br label %loop88

checked:                                          ; preds = %ok15
  store i64 0, ptr %j, align 8
  br label %loop125

versions_done:                                    ; preds = %exit127, %exit90
  %i183 = load i64, ptr %i, align 8
  %next184 = add i64 %i183, 1
  store i64 %next184, ptr %i, align 8
  br label %loop

loop88:                                           ; preds = %body89, %proved
  %i91 = load i64, ptr %j, align 8
  %more92 = icmp slt i64 %i91, %dim12
  br i1 %more92, label %body89, label %exit90

body89:                                           ; preds = %loop88
  %v93 = load i64, ptr %the_sq0_52, align 8
  %v94 = load i64, ptr %i, align 8
  %add95 = add i64 %v93, %v94
  store i64 %add95, ptr %sq0_56, align 8
  %v96 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim43
  %pos97 = add i64 %pos, %v96
  %elp100 = getelementptr inbounds float, ptr %buf99, i64 %pos97
  %el101 = load float, ptr %elp100, align 4, !alias.scope !10, !noalias !11
  store float %el101, ptr %window_58, align 4
  %v102 = load i64, ptr %sq0_56, align 8
  %v103 = load i64, ptr %the_hop_57, align 8
  %mul104 = mul i64 %v102, %v103
  %v105 = load i64, ptr %j, align 8
  %add106 = add i64 %mul104, %v105
  %pos107 = mul i64 0, %dim82
  %pos108 = add i64 %pos107, %add106
  %elp111 = getelementptr inbounds float, ptr %buf110, i64 %pos108
  %el112 = load float, ptr %elp111, align 4, !alias.scope !12, !noalias !13
  %v113 = load float, ptr %window_58, align 4
  %fm = fmul float %el112, %v113
  store float %fm, ptr %sq0_g24_53, align 4
  %v114 = load i64, ptr %i, align 8
  %v115 = load i64, ptr %j, align 8
  %pos116 = mul i64 0, %dim
  %pos117 = add i64 %pos116, %v114
  %pos118 = mul i64 %pos117, %dim12
  %pos119 = add i64 %pos118, %v115
  %v120 = load float, ptr %sq0_g24_53, align 4
  %elp123 = getelementptr inbounds float, ptr %buf122, i64 %pos119
  store float %v120, ptr %elp123, align 4, !alias.scope !14, !noalias !15
  %i124 = load i64, ptr %j, align 8
  %next = add i64 %i124, 1
  store i64 %next, ptr %j, align 8
  br label %loop88

exit90:                                           ; preds = %loop88
  br label %versions_done

loop125:                                          ; preds = %ok162, %checked
  %i128 = load i64, ptr %j, align 8
  %more129 = icmp slt i64 %i128, %dim12
  br i1 %more129, label %body126, label %exit127

body126:                                          ; preds = %loop125
  %v130 = load i64, ptr %i, align 8
  %ic = icmp sge i64 %v130, 0
  br i1 %ic, label %rhs, label %sc

exit127:                                          ; preds = %loop125
  br label %versions_done

rhs:                                              ; preds = %body126
  %v131 = load i64, ptr %i, align 8
  %ic132 = icmp slt i64 %v131, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %body126
  %sc133 = phi i1 [ false, %body126 ], [ %ic132, %rhs ]
  %v134 = load i64, ptr %i, align 8
  br i1 %sc133, label %ok136, label %fail135

fail135:                                          ; preds = %sc
  %errp137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v134, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp140, align 8
  ret i32 1

ok136:                                            ; preds = %sc
  %v141 = load i64, ptr %the_sq0_52, align 8
  %v142 = load i64, ptr %i, align 8
  %add143 = add i64 %v141, %v142
  store i64 %add143, ptr %sq0_56, align 8
  %v144 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v144, %dim43
  br i1 %inb, label %ok146, label %fail145

fail145:                                          ; preds = %ok136
  %errp147 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v144, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim43, ptr %errp150, align 8
  ret i32 1

ok146:                                            ; preds = %ok136
  %pos151 = mul i64 0, %dim43
  %pos152 = add i64 %pos151, %v144
  %elp153 = getelementptr inbounds float, ptr %buf99, i64 %pos152
  %el154 = load float, ptr %elp153, align 4, !alias.scope !10, !noalias !11
  store float %el154, ptr %window_58, align 4
  %v155 = load i64, ptr %sq0_56, align 8
  %v156 = load i64, ptr %the_hop_57, align 8
  %mul157 = mul i64 %v155, %v156
  %v158 = load i64, ptr %j, align 8
  %add159 = add i64 %mul157, %v158
  %inb160 = icmp ult i64 %add159, %dim82
  br i1 %inb160, label %ok162, label %fail161

fail161:                                          ; preds = %ok146
  %errp163 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp164, align 8
  %errp165 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add159, ptr %errp165, align 8
  %errp166 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim82, ptr %errp166, align 8
  ret i32 1

ok162:                                            ; preds = %ok146
  %pos167 = mul i64 0, %dim82
  %pos168 = add i64 %pos167, %add159
  %elp169 = getelementptr inbounds float, ptr %buf110, i64 %pos168
  %el170 = load float, ptr %elp169, align 4, !alias.scope !12, !noalias !13
  %v171 = load float, ptr %window_58, align 4
  %fm172 = fmul float %el170, %v171
  store float %fm172, ptr %sq0_g24_53, align 4
  %v173 = load i64, ptr %i, align 8
  %v174 = load i64, ptr %j, align 8
  %pos175 = mul i64 0, %dim
  %pos176 = add i64 %pos175, %v173
  %pos177 = mul i64 %pos176, %dim12
  %pos178 = add i64 %pos177, %v174
  %v179 = load float, ptr %sq0_g24_53, align 4
  %elp180 = getelementptr inbounds float, ptr %buf122, i64 %pos178
  store float %v179, ptr %elp180, align 4, !alias.scope !14, !noalias !15
  %i181 = load i64, ptr %j, align 8
  %next182 = add i64 %i181, 1
  store i64 %next182, ptr %j, align 8
  br label %loop125
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.26", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.2", !2}
!7 = !{!"fuselab.buf.29", !2}
!8 = !{!6}
!9 = !{!4, !5, !1, !7}
!10 = !{!5}
!11 = !{!4, !6, !1, !7}
!12 = !{!4}
!13 = !{!5, !6, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !6, !1}

; cluster c16: Vertical(sq0_g27, sq0_r29)
; ModuleID = 'audio_seq_c16'
source_filename = "audio_seq_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 256
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 248
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_sq0_r29_65 = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 257
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 249
  %dim19 = load i64, ptr %dimp18, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
  %buf = load ptr, ptr %bufp, align 8
  %sq0_63 = alloca float, align 4
  %sq0_64 = alloca float, align 4
  %sq0_g27_60 = alloca i64, align 8
  %bufp114 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf115 = load ptr, ptr %bufp114, align 8
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
  store i64 20, ptr %errp4, align 8
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
  store i64 21, ptr %errp11, align 8
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
  store i64 0, ptr %acc_sq0_r29_65, align 8
  %fits20 = icmp sle i64 %dim17, %dim19
  br i1 %fits20, label %ok22, label %fail21

exit:                                             ; preds = %loop
  ret i32 0

fail21:                                           ; preds = %body14
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %body14
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  store i64 1, ptr %j, align 8
  %v27 = load i64, ptr %j, align 8
  %add28 = add i64 %v27, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add28 to i128
  %step = sub i128 %at_next, %base
  %step29 = trunc i128 %step to i64
  %step30 = sext i64 %step29 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span31 = sext i64 %span to i128
  %reach = mul i128 %step30, %span31
  %c32 = icmp slt i128 %reach, 0
  %min33 = select i1 %c32, i128 %reach, i128 0
  %c34 = icmp sgt i128 %reach, 0
  %max35 = select i1 %c34, i128 %reach, i128 0
  %least = add i128 %base, %min33
  %most = add i128 %base, %max35
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits36 = and i1 %fits_low, %fits_high
  %least37 = select i1 %fits36, i128 %least, i128 -9223372036854775808
  %most38 = select i1 %fits36, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least37, 0
  %high_ok = icmp slt i128 %most38, %extent
  %ok39 = and i1 true, %low_ok
  %ok40 = and i1 %ok39, %high_ok
  br i1 %ok40, label %proved, label %checked

proved:                                           ; preds = %ok22
  store i64 0, ptr %j, align 8
  br label %loop41

checked:                                          ; preds = %ok22
  store i64 0, ptr %j, align 8
  br label %loop68

versions_done:                                    ; preds = %exit70, %exit43
  %v110 = load i64, ptr %i, align 8
  %pos111 = mul i64 0, %dim
  %pos112 = add i64 %pos111, %v110
  %v113 = load i64, ptr %acc_sq0_r29_65, align 8
  %elp116 = getelementptr inbounds i64, ptr %buf115, i64 %pos112
  store i64 %v113, ptr %elp116, align 8, !alias.scope !0, !noalias !3
  %i117 = load i64, ptr %i, align 8
  %next118 = add i64 %i117, 1
  store i64 %next118, ptr %i, align 8
  br label %loop

loop41:                                           ; preds = %j63, %proved
  %i44 = load i64, ptr %j, align 8
  %more45 = icmp slt i64 %i44, %dim17
  br i1 %more45, label %body42, label %exit43

body42:                                           ; preds = %loop41
  %v46 = load i64, ptr %i, align 8
  %v47 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos48 = add i64 %pos, %v46
  %pos49 = mul i64 %pos48, %dim19
  %pos50 = add i64 %pos49, %v47
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos50
  %el = load float, ptr %elp, align 4, !alias.scope !3, !noalias !0
  store float %el, ptr %sq0_63, align 4
  %v51 = load i64, ptr %i, align 8
  %v52 = load i64, ptr %j, align 8
  %add53 = add i64 %v52, 1
  %pos54 = mul i64 0, %dim3
  %pos55 = add i64 %pos54, %v51
  %pos56 = mul i64 %pos55, %dim19
  %pos57 = add i64 %pos56, %add53
  %elp58 = getelementptr inbounds float, ptr %buf, i64 %pos57
  %el59 = load float, ptr %elp58, align 4, !alias.scope !3, !noalias !0
  store float %el59, ptr %sq0_64, align 4
  %v60 = load float, ptr %sq0_63, align 4
  %fc = fcmp olt float %v60, 0.000000e+00
  %v61 = load float, ptr %sq0_64, align 4
  %fc62 = fcmp olt float %v61, 0.000000e+00
  %ic = icmp ne i1 %fc, %fc62
  br i1 %ic, label %t, label %e

exit43:                                           ; preds = %loop41
  br label %versions_done

t:                                                ; preds = %body42
  br label %j63

e:                                                ; preds = %body42
  br label %j63

j63:                                              ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %sq0_g27_60, align 8
  %v64 = load i64, ptr %acc_sq0_r29_65, align 8
  %v65 = load i64, ptr %sq0_g27_60, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_r29_65, align 8
  %i67 = load i64, ptr %j, align 8
  %next = add i64 %i67, 1
  store i64 %next, ptr %j, align 8
  br label %loop41

loop68:                                           ; preds = %j103, %checked
  %i71 = load i64, ptr %j, align 8
  %more72 = icmp slt i64 %i71, %dim17
  br i1 %more72, label %body69, label %exit70

body69:                                           ; preds = %loop68
  %v73 = load i64, ptr %i, align 8
  %v74 = load i64, ptr %j, align 8
  %pos75 = mul i64 0, %dim3
  %pos76 = add i64 %pos75, %v73
  %pos77 = mul i64 %pos76, %dim19
  %pos78 = add i64 %pos77, %v74
  %elp79 = getelementptr inbounds float, ptr %buf, i64 %pos78
  %el80 = load float, ptr %elp79, align 4, !alias.scope !3, !noalias !0
  store float %el80, ptr %sq0_63, align 4
  %v81 = load i64, ptr %i, align 8
  %v82 = load i64, ptr %j, align 8
  %add83 = add i64 %v82, 1
  %pos84 = mul i64 0, %dim3
  %pos85 = add i64 %pos84, %v81
  %inb = icmp ult i64 %add83, %dim19
  br i1 %inb, label %ok87, label %fail86

exit70:                                           ; preds = %loop68
  br label %versions_done

fail86:                                           ; preds = %body69
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add83, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %body69
  %pos92 = mul i64 %pos85, %dim19
  %pos93 = add i64 %pos92, %add83
  %elp94 = getelementptr inbounds float, ptr %buf, i64 %pos93
  %el95 = load float, ptr %elp94, align 4, !alias.scope !3, !noalias !0
  store float %el95, ptr %sq0_64, align 4
  %v96 = load float, ptr %sq0_63, align 4
  %fc97 = fcmp olt float %v96, 0.000000e+00
  %v98 = load float, ptr %sq0_64, align 4
  %fc99 = fcmp olt float %v98, 0.000000e+00
  %ic100 = icmp ne i1 %fc97, %fc99
  br i1 %ic100, label %t101, label %e102

t101:                                             ; preds = %ok87
  br label %j103

e102:                                             ; preds = %ok87
  br label %j103

j103:                                             ; preds = %e102, %t101
  %if104 = phi i64 [ 1, %t101 ], [ 0, %e102 ]
  store i64 %if104, ptr %sq0_g27_60, align 8
  %v105 = load i64, ptr %acc_sq0_r29_65, align 8
  %v106 = load i64, ptr %sq0_g27_60, align 8
  %add107 = add i64 %v105, %v106
  store i64 %add107, ptr %acc_sq0_r29_65, align 8
  %i108 = load i64, ptr %j, align 8
  %next109 = add i64 %i108, 1
  store i64 %next109, ptr %j, align 8
  br label %loop68
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.31", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.29", !2}

; cluster c17: generate4
; ModuleID = 'audio_seq_c17'
source_filename = "audio_seq_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 272
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 216
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 264
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf61 = load ptr, ptr %bufp60, align 8
  %generate4_71 = alloca i64, align 8
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf69 = load ptr, ptr %bufp68, align 8
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
  store i64 22, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %v20 = load i64, ptr %i, align 8
  %sub = sub i64 %v20, %dim17
  %base21 = sext i64 %sub to i128
  %next22 = add i64 %max, 1
  store i64 %next22, ptr %i, align 8
  %v23 = load i64, ptr %i, align 8
  %sub24 = sub i64 %v23, %dim17
  store i64 %max, ptr %i, align 8
  %at_next25 = sext i64 %sub24 to i128
  %step26 = sub i128 %at_next25, %base21
  %step27 = trunc i128 %step26 to i64
  %step28 = sext i64 %step27 to i128
  %len29 = sub i64 %min, %max
  %span30 = sub i64 %len29, 1
  %span31 = sext i64 %span30 to i128
  %reach32 = mul i128 %step28, %span31
  %c33 = icmp slt i128 %reach32, 0
  %min34 = select i1 %c33, i128 %reach32, i128 0
  %c35 = icmp sgt i128 %reach32, 0
  %max36 = select i1 %c35, i128 %reach32, i128 0
  %least37 = add i128 %base21, %min34
  %most38 = add i128 %base21, %max36
  %fits_low39 = icmp sge i128 %least37, -9223372036854775808
  %fits_high40 = icmp sle i128 %most38, 9223372036854775807
  %fits41 = and i1 %fits_low39, %fits_high40
  %least42 = select i1 %fits41, i128 %least37, i128 -9223372036854775808
  %most43 = select i1 %fits41, i128 %most38, i128 9223372036854775807
  %extent46 = sext i64 %dim45 to i128
  %low_ok47 = icmp sge i128 %least42, 0
  %high_ok48 = icmp slt i128 %most43, %extent46
  %ok49 = and i1 %ok19, %low_ok47
  %ok50 = and i1 %ok49, %high_ok48
  br i1 %ok50, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop73

versions_done:                                    ; preds = %exit75, %exit
  ret i32 0

loop:                                             ; preds = %j, %proved
  %i52 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i52, %min
  br i1 %more, label %body51, label %exit

body51:                                           ; preds = %loop
  %v53 = load i64, ptr %i, align 8
  %ic = icmp slt i64 %v53, %dim17
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  br label %versions_done

t:                                                ; preds = %body51
  %v54 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos55 = add i64 %pos, %v54
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos55
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  br label %j

e:                                                ; preds = %body51
  %v56 = load i64, ptr %i, align 8
  %sub57 = sub i64 %v56, %dim17
  %pos58 = mul i64 0, %dim45
  %pos59 = add i64 %pos58, %sub57
  %elp62 = getelementptr inbounds i64, ptr %buf61, i64 %pos59
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !6, !noalias !7
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ %el, %t ], [ %el63, %e ]
  store i64 %if, ptr %generate4_71, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate4_71, align 8
  %elp70 = getelementptr inbounds i64, ptr %buf69, i64 %pos66
  store i64 %v67, ptr %elp70, align 8, !alias.scope !8, !noalias !9
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

loop73:                                           ; preds = %j82, %checked
  %i76 = load i64, ptr %i, align 8
  %more77 = icmp slt i64 %i76, %min
  br i1 %more77, label %body74, label %exit75

body74:                                           ; preds = %loop73
  %v78 = load i64, ptr %i, align 8
  %ic79 = icmp slt i64 %v78, %dim17
  br i1 %ic79, label %t80, label %e81

exit75:                                           ; preds = %loop73
  br label %versions_done

t80:                                              ; preds = %body74
  %v83 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v83, %dim17
  br i1 %inb, label %ok85, label %fail84

e81:                                              ; preds = %body74
  %v94 = load i64, ptr %i, align 8
  %sub95 = sub i64 %v94, %dim17
  %inb96 = icmp ult i64 %sub95, %dim45
  br i1 %inb96, label %ok98, label %fail97

j82:                                              ; preds = %ok98, %ok85
  %if107 = phi i64 [ %el93, %ok85 ], [ %el106, %ok98 ]
  store i64 %if107, ptr %generate4_71, align 8
  %v108 = load i64, ptr %i, align 8
  %pos109 = mul i64 0, %dim
  %pos110 = add i64 %pos109, %v108
  %v111 = load i64, ptr %generate4_71, align 8
  %elp112 = getelementptr inbounds i64, ptr %buf69, i64 %pos110
  store i64 %v111, ptr %elp112, align 8, !alias.scope !8, !noalias !9
  %i113 = load i64, ptr %i, align 8
  %next114 = add i64 %i113, 1
  store i64 %next114, ptr %i, align 8
  br label %loop73

fail84:                                           ; preds = %t80
  %errp86 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v83, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp89, align 8
  ret i32 1

ok85:                                             ; preds = %t80
  %pos90 = mul i64 0, %dim17
  %pos91 = add i64 %pos90, %v83
  %elp92 = getelementptr inbounds i64, ptr %buf, i64 %pos91
  %el93 = load i64, ptr %elp92, align 8, !alias.scope !0, !noalias !3
  br label %j82

fail97:                                           ; preds = %e81
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub95, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %e81
  %pos103 = mul i64 0, %dim45
  %pos104 = add i64 %pos103, %sub95
  %elp105 = getelementptr inbounds i64, ptr %buf61, i64 %pos104
  %el106 = load i64, ptr %elp105, align 8, !alias.scope !6, !noalias !7
  br label %j82
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.25", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.31", !2}
!5 = !{!"fuselab.buf.32", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c18: unit6
; ModuleID = 'audio_seq_c18'
source_filename = "audio_seq_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 26
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_74 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_75 = alloca i64, align 8
  %unit6_73 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_74, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_75, align 8
  %v = load i64, ptr %the_sq0_74, align 8
  %v5 = load i64, ptr %the_sq0_75, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit6_73, align 8
  %v6 = load i64, ptr %unit6_73, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.26", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.27", !2}
!5 = !{!"fuselab.buf.33", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

