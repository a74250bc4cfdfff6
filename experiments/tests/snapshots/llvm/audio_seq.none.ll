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

; cluster c6: sq0_i4
; ModuleID = 'audio_seq_c6'
source_filename = "audio_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_16 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %sq0_i4_14 = alloca i64, align 8
  %bufp11 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf12 = load ptr, ptr %bufp11, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_16, align 8
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

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_16, align 8
  %v7 = load i64, ptr %i, align 8
  %add = add i64 %v, %v7
  store i64 %add, ptr %sq0_i4_14, align 8
  %v8 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos9 = add i64 %pos, %v8
  %v10 = load i64, ptr %sq0_i4_14, align 8
  %elp13 = getelementptr inbounds i64, ptr %buf12, i64 %pos9
  store i64 %v10, ptr %elp13, align 8, !alias.scope !3, !noalias !0
  %i14 = load i64, ptr %i, align 8
  %next = add i64 %i14, 1
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.11", !2}

; cluster c7: sq0_g7
; ModuleID = 'audio_seq_c7'
source_filename = "audio_seq_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_hop_21 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 104
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf32 = load ptr, ptr %bufp31, align 8
  %sq0_20 = alloca i64, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 24
  %dim37 = load i64, ptr %dimp36, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf47 = load ptr, ptr %bufp46, align 8
  %window_22 = alloca float, align 4
  %dimp53 = getelementptr inbounds i64, ptr %1, i64 16
  %dim54 = load i64, ptr %dimp53, align 8
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf65 = load ptr, ptr %bufp64, align 8
  %sq0_g7_17 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf77 = load ptr, ptr %bufp76, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_hop_21, align 8
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
  store i64 7, ptr %errp4, align 8
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
  store i64 7, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit27, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %fits18 = icmp sle i64 %dim17, %dim17
  br i1 %fits18, label %ok20, label %fail19

exit:                                             ; preds = %loop
  ret i32 0

fail19:                                           ; preds = %body14
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop25

loop25:                                           ; preds = %ok57, %ok20
  %i28 = load i64, ptr %j, align 8
  %more29 = icmp slt i64 %i28, %dim17
  br i1 %more29, label %body26, label %exit27

body26:                                           ; preds = %loop25
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim3
  %pos30 = add i64 %pos, %v
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !8, !noalias !9
  store i64 %el34, ptr %sq0_20, align 8
  %v35 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v35, %dim37
  br i1 %inb, label %ok39, label %fail38

exit27:                                           ; preds = %loop25
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
  br label %loop

fail38:                                           ; preds = %body26
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body26
  %pos44 = mul i64 0, %dim37
  %pos45 = add i64 %pos44, %v35
  %elp48 = getelementptr inbounds float, ptr %buf47, i64 %pos45
  %el49 = load float, ptr %elp48, align 4, !alias.scope !10, !noalias !11
  store float %el49, ptr %window_22, align 4
  %v50 = load i64, ptr %sq0_20, align 8
  %v51 = load i64, ptr %the_hop_21, align 8
  %mul = mul i64 %v50, %v51
  %v52 = load i64, ptr %j, align 8
  %add = add i64 %mul, %v52
  %inb55 = icmp ult i64 %add, %dim54
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok39
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim54, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok39
  %pos62 = mul i64 0, %dim54
  %pos63 = add i64 %pos62, %add
  %elp66 = getelementptr inbounds float, ptr %buf65, i64 %pos63
  %el67 = load float, ptr %elp66, align 4, !alias.scope !12, !noalias !13
  %v68 = load float, ptr %window_22, align 4
  %fm = fmul float %el67, %v68
  store float %fm, ptr %sq0_g7_17, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim17
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %sq0_g7_17, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !14, !noalias !15
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop25
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.11", !2}
!7 = !{!"fuselab.buf.12", !2}
!8 = !{!6}
!9 = !{!4, !5, !1, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!4}
!13 = !{!5, !1, !6, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c8: sq0_m9
; ModuleID = 'audio_seq_c8'
source_filename = "audio_seq_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 113
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %sq0_26 = alloca float, align 4
  %sq0_m9_23 = alloca float, align 4
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf49 = load ptr, ptr %bufp48, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sq0_26, align 4
  %v39 = load float, ptr %sq0_26, align 4
  %v40 = load float, ptr %sq0_26, align 4
  %fm = fmul float %v39, %v40
  store float %fm, ptr %sq0_m9_23, align 4
  %v41 = load i64, ptr %i, align 8
  %v42 = load i64, ptr %j, align 8
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v41
  %pos45 = mul i64 %pos44, %dim15
  %pos46 = add i64 %pos45, %v42
  %v47 = load float, ptr %sq0_m9_23, align 4
  %elp50 = getelementptr inbounds float, ptr %buf49, i64 %pos46
  store float %v47, ptr %elp50, align 4, !alias.scope !3, !noalias !0
  %i51 = load i64, ptr %j, align 8
  %next = add i64 %i51, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i52 = load i64, ptr %i, align 8
  %next53 = add i64 %i52, 1
  store i64 %next53, ptr %i, align 8
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.13", !2}

; cluster c9: sq0_r10
; ModuleID = 'audio_seq_c9'
source_filename = "audio_seq_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_sq0_r10_27 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 121
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %sq0_32 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf40 = load ptr, ptr %bufp39, align 8
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq0_r10_27, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sq0_32, align 4
  %v32 = load float, ptr %acc_sq0_r10_27, align 4
  %v33 = load float, ptr %sq0_32, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_sq0_r10_27, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_sq0_r10_27, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.14", !2}

; cluster c10: generate2
; ModuleID = 'audio_seq_c10'
source_filename = "audio_seq_c10"
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

; cluster c11: unit3
; ModuleID = 'audio_seq_c11'
source_filename = "audio_seq_c11"
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

; cluster c13: sq0_len17
; ModuleID = 'audio_seq_c13'
source_filename = "audio_seq_c13"
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

; cluster c14: unit4
; ModuleID = 'audio_seq_c14'
source_filename = "audio_seq_c14"
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

; cluster c15: generate3
; ModuleID = 'audio_seq_c15'
source_filename = "audio_seq_c15"
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

; cluster c16: unit5
; ModuleID = 'audio_seq_c16'
source_filename = "audio_seq_c16"
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

; cluster c17: sq0_c19
; ModuleID = 'audio_seq_c17'
source_filename = "audio_seq_c17"
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

; cluster c18: sq0_i21
; ModuleID = 'audio_seq_c18'
source_filename = "audio_seq_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 26
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_53 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 240
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %sq0_i21_51 = alloca i64, align 8
  %bufp11 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf12 = load ptr, ptr %bufp11, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_53, align 8
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
  store i64 18, ptr %errp2, align 8
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
  %v = load i64, ptr %the_sq0_53, align 8
  %v7 = load i64, ptr %i, align 8
  %add = add i64 %v, %v7
  store i64 %add, ptr %sq0_i21_51, align 8
  %v8 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos9 = add i64 %pos, %v8
  %v10 = load i64, ptr %sq0_i21_51, align 8
  %elp13 = getelementptr inbounds i64, ptr %buf12, i64 %pos9
  store i64 %v10, ptr %elp13, align 8, !alias.scope !3, !noalias !0
  %i14 = load i64, ptr %i, align 8
  %next = add i64 %i14, 1
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
!1 = !{!"fuselab.buf.26", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.28", !2}

; cluster c19: sq0_g24
; ModuleID = 'audio_seq_c19'
source_filename = "audio_seq_c19"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_hop_58 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 240
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf32 = load ptr, ptr %bufp31, align 8
  %sq0_57 = alloca i64, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 24
  %dim37 = load i64, ptr %dimp36, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf47 = load ptr, ptr %bufp46, align 8
  %window_59 = alloca float, align 4
  %dimp53 = getelementptr inbounds i64, ptr %1, i64 16
  %dim54 = load i64, ptr %dimp53, align 8
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf65 = load ptr, ptr %bufp64, align 8
  %sq0_g24_54 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf77 = load ptr, ptr %bufp76, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_hop_58, align 8
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
  store i64 19, ptr %errp4, align 8
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
  store i64 19, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit27, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %fits18 = icmp sle i64 %dim17, %dim17
  br i1 %fits18, label %ok20, label %fail19

exit:                                             ; preds = %loop
  ret i32 0

fail19:                                           ; preds = %body14
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %body14
  store i64 0, ptr %j, align 8
  br label %loop25

loop25:                                           ; preds = %ok57, %ok20
  %i28 = load i64, ptr %j, align 8
  %more29 = icmp slt i64 %i28, %dim17
  br i1 %more29, label %body26, label %exit27

body26:                                           ; preds = %loop25
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim3
  %pos30 = add i64 %pos, %v
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !8, !noalias !9
  store i64 %el34, ptr %sq0_57, align 8
  %v35 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v35, %dim37
  br i1 %inb, label %ok39, label %fail38

exit27:                                           ; preds = %loop25
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
  br label %loop

fail38:                                           ; preds = %body26
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body26
  %pos44 = mul i64 0, %dim37
  %pos45 = add i64 %pos44, %v35
  %elp48 = getelementptr inbounds float, ptr %buf47, i64 %pos45
  %el49 = load float, ptr %elp48, align 4, !alias.scope !10, !noalias !11
  store float %el49, ptr %window_59, align 4
  %v50 = load i64, ptr %sq0_57, align 8
  %v51 = load i64, ptr %the_hop_58, align 8
  %mul = mul i64 %v50, %v51
  %v52 = load i64, ptr %j, align 8
  %add = add i64 %mul, %v52
  %inb55 = icmp ult i64 %add, %dim54
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok39
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim54, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok39
  %pos62 = mul i64 0, %dim54
  %pos63 = add i64 %pos62, %add
  %elp66 = getelementptr inbounds float, ptr %buf65, i64 %pos63
  %el67 = load float, ptr %elp66, align 4, !alias.scope !12, !noalias !13
  %v68 = load float, ptr %window_59, align 4
  %fm = fmul float %el67, %v68
  store float %fm, ptr %sq0_g24_54, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim17
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %sq0_g24_54, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !14, !noalias !15
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop25
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.28", !2}
!7 = !{!"fuselab.buf.29", !2}
!8 = !{!6}
!9 = !{!4, !5, !1, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!4}
!13 = !{!5, !1, !6, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c20: sq0_g27
; ModuleID = 'audio_seq_c20'
source_filename = "audio_seq_c20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 256
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 248
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
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
  %bufp78 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf79 = load ptr, ptr %bufp78, align 8
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
  store i64 20, ptr %errp11, align 8
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
  store i64 20, ptr %errp24, align 8
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
  store i64 20, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok22
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  store i64 1, ptr %j, align 8
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, 1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add35 to i128
  %step = sub i128 %at_next, %base
  %step36 = trunc i128 %step to i64
  %step37 = sext i64 %step36 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span38 = sext i64 %span to i128
  %reach = mul i128 %step37, %span38
  %c39 = icmp slt i128 %reach, 0
  %min40 = select i1 %c39, i128 %reach, i128 0
  %c41 = icmp sgt i128 %reach, 0
  %max42 = select i1 %c41, i128 %reach, i128 0
  %least = add i128 %base, %min40
  %most = add i128 %base, %max42
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits43 = and i1 %fits_low, %fits_high
  %least44 = select i1 %fits43, i128 %least, i128 -9223372036854775808
  %most45 = select i1 %fits43, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least44, 0
  %high_ok = icmp slt i128 %most45, %extent
  %ok46 = and i1 true, %low_ok
  %ok47 = and i1 %ok46, %high_ok
  br i1 %ok47, label %proved, label %checked

proved:                                           ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop48

checked:                                          ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop82

versions_done:                                    ; preds = %exit84, %exit50
  %i129 = load i64, ptr %i, align 8
  %next130 = add i64 %i129, 1
  store i64 %next130, ptr %i, align 8
  br label %loop

loop48:                                           ; preds = %j70, %proved
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim17
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v53 = load i64, ptr %i, align 8
  %v54 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos55 = add i64 %pos, %v53
  %pos56 = mul i64 %pos55, %dim19
  %pos57 = add i64 %pos56, %v54
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos57
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sq0_63, align 4
  %v58 = load i64, ptr %i, align 8
  %v59 = load i64, ptr %j, align 8
  %add60 = add i64 %v59, 1
  %pos61 = mul i64 0, %dim3
  %pos62 = add i64 %pos61, %v58
  %pos63 = mul i64 %pos62, %dim19
  %pos64 = add i64 %pos63, %add60
  %elp65 = getelementptr inbounds float, ptr %buf, i64 %pos64
  %el66 = load float, ptr %elp65, align 4, !alias.scope !0, !noalias !3
  store float %el66, ptr %sq0_64, align 4
  %v67 = load float, ptr %sq0_63, align 4
  %fc = fcmp olt float %v67, 0.000000e+00
  %v68 = load float, ptr %sq0_64, align 4
  %fc69 = fcmp olt float %v68, 0.000000e+00
  %ic = icmp ne i1 %fc, %fc69
  br i1 %ic, label %t, label %e

exit50:                                           ; preds = %loop48
  br label %versions_done

t:                                                ; preds = %body49
  br label %j70

e:                                                ; preds = %body49
  br label %j70

j70:                                              ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %sq0_g27_60, align 8
  %v71 = load i64, ptr %i, align 8
  %v72 = load i64, ptr %j, align 8
  %pos73 = mul i64 0, %dim
  %pos74 = add i64 %pos73, %v71
  %pos75 = mul i64 %pos74, %dim17
  %pos76 = add i64 %pos75, %v72
  %v77 = load i64, ptr %sq0_g27_60, align 8
  %elp80 = getelementptr inbounds i64, ptr %buf79, i64 %pos76
  store i64 %v77, ptr %elp80, align 8, !alias.scope !3, !noalias !0
  %i81 = load i64, ptr %j, align 8
  %next = add i64 %i81, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

loop82:                                           ; preds = %j117, %checked
  %i85 = load i64, ptr %j, align 8
  %more86 = icmp slt i64 %i85, %dim17
  br i1 %more86, label %body83, label %exit84

body83:                                           ; preds = %loop82
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim3
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim19
  %pos92 = add i64 %pos91, %v88
  %elp93 = getelementptr inbounds float, ptr %buf, i64 %pos92
  %el94 = load float, ptr %elp93, align 4, !alias.scope !0, !noalias !3
  store float %el94, ptr %sq0_63, align 4
  %v95 = load i64, ptr %i, align 8
  %v96 = load i64, ptr %j, align 8
  %add97 = add i64 %v96, 1
  %pos98 = mul i64 0, %dim3
  %pos99 = add i64 %pos98, %v95
  %inb = icmp ult i64 %add97, %dim19
  br i1 %inb, label %ok101, label %fail100

exit84:                                           ; preds = %loop82
  br label %versions_done

fail100:                                          ; preds = %body83
  %errp102 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp103, align 8
  %errp104 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add97, ptr %errp104, align 8
  %errp105 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp105, align 8
  ret i32 1

ok101:                                            ; preds = %body83
  %pos106 = mul i64 %pos99, %dim19
  %pos107 = add i64 %pos106, %add97
  %elp108 = getelementptr inbounds float, ptr %buf, i64 %pos107
  %el109 = load float, ptr %elp108, align 4, !alias.scope !0, !noalias !3
  store float %el109, ptr %sq0_64, align 4
  %v110 = load float, ptr %sq0_63, align 4
  %fc111 = fcmp olt float %v110, 0.000000e+00
  %v112 = load float, ptr %sq0_64, align 4
  %fc113 = fcmp olt float %v112, 0.000000e+00
  %ic114 = icmp ne i1 %fc111, %fc113
  br i1 %ic114, label %t115, label %e116

t115:                                             ; preds = %ok101
  br label %j117

e116:                                             ; preds = %ok101
  br label %j117

j117:                                             ; preds = %e116, %t115
  %if118 = phi i64 [ 1, %t115 ], [ 0, %e116 ]
  store i64 %if118, ptr %sq0_g27_60, align 8
  %v119 = load i64, ptr %i, align 8
  %v120 = load i64, ptr %j, align 8
  %pos121 = mul i64 0, %dim
  %pos122 = add i64 %pos121, %v119
  %pos123 = mul i64 %pos122, %dim17
  %pos124 = add i64 %pos123, %v120
  %v125 = load i64, ptr %sq0_g27_60, align 8
  %elp126 = getelementptr inbounds i64, ptr %buf79, i64 %pos124
  store i64 %v125, ptr %elp126, align 8, !alias.scope !3, !noalias !0
  %i127 = load i64, ptr %j, align 8
  %next128 = add i64 %i127, 1
  store i64 %next128, ptr %j, align 8
  br label %loop82
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.29", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.30", !2}

; cluster c21: sq0_r29
; ModuleID = 'audio_seq_c21'
source_filename = "audio_seq_c21"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 256
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_sq0_r29_65 = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 257
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %sq0_70 = alloca i64, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf40 = load ptr, ptr %bufp39, align 8
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
  store i64 21, ptr %errp2, align 8
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
  store i64 21, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store i64 0, ptr %acc_sq0_r29_65, align 8
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 21, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %sq0_70, align 8
  %v32 = load i64, ptr %acc_sq0_r29_65, align 8
  %v33 = load i64, ptr %sq0_70, align 8
  %add = add i64 %v32, %v33
  store i64 %add, ptr %acc_sq0_r29_65, align 8
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load i64, ptr %acc_sq0_r29_65, align 8
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos37
  store i64 %v38, ptr %elp41, align 8, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.31", !2}

; cluster c22: generate4
; ModuleID = 'audio_seq_c22'
source_filename = "audio_seq_c22"
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

; cluster c23: unit6
; ModuleID = 'audio_seq_c23'
source_filename = "audio_seq_c23"
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

