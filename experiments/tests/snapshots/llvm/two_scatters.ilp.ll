; cluster c0: zeros
; ModuleID = 'two_scatters_c0'
source_filename = "two_scatters_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zeros_0 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
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
  store i64 0, ptr %errp2, align 8
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
  store float 0.000000e+00, ptr %zeros_0, align 4
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load float, ptr %zeros_0, align 4
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Vertical(is, Horizontal(a, b))
; ModuleID = 'two_scatters_c1'
source_filename = "two_scatters_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %xs_dim0 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 24
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf16 = load ptr, ptr %bufp15, align 8
  %bufp19 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf20 = load ptr, ptr %bufp19, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 16
  %dim22 = load i64, ptr %dimp21, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 8
  %dim35 = load i64, ptr %dimp34, align 8
  %i = alloca i64, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %ks_4 = alloca i64, align 8
  %is_2 = alloca i64, align 8
  %bufp69 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf70 = load ptr, ptr %bufp69, align 8
  %xs_8 = alloca float, align 4
  %new_5 = alloca float, align 4
  %old_6 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf92 = load ptr, ptr %bufp91, align 8
  %ys_13 = alloca float, align 4
  %new_10 = alloca float, align 4
  %old_11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %xs_dim0, align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %n = mul i64 1, %dim14
  %bytes = mul i64 %n, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf16, i64 %bytes, i1 false)
  %n17 = mul i64 1, %dim14
  %bytes18 = mul i64 %n17, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf20, ptr align 1 %buf16, i64 %bytes18, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c23 = icmp slt i64 %5, %dim22
  %min = select i1 %c23, i64 %5, i64 %dim22
  %fits = icmp sle i64 %min, %dim22
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp26, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits27 = icmp sle i64 %min, %dim
  br i1 %fits27, label %ok29, label %fail28

fail28:                                           ; preds = %ok
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok
  %fits36 = icmp sle i64 %min, %dim35
  br i1 %fits36, label %ok38, label %fail37

fail37:                                           ; preds = %ok29
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok29
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored95, %ok38
  %i44 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i44, %min
  br i1 %more, label %body43, label %exit

body43:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim22
  %pos45 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_4, align 8
  %v48 = load i64, ptr %ks_4, align 8
  %v49 = load i64, ptr %xs_dim0, align 8
  %nz = icmp ne i64 %v49, 0
  br i1 %nz, label %ok51, label %fail50

exit:                                             ; preds = %loop
  ret i32 0

fail50:                                           ; preds = %body43
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v49, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %body43
  %d_word56 = load i64, ptr %d_word, align 8
  %d_word57 = load i64, ptr %d_word5, align 8
  %d_word58 = load i64, ptr %d_word6, align 8
  %d_word59 = load i64, ptr %d_word7, align 8
  %d_word60 = load i64, ptr %d_word8, align 8
  %d_word61 = load i64, ptr %d_word9, align 8
  %d_word62 = load i64, ptr %d_word10, align 8
  %d_word63 = load i64, ptr %d_word11, align 8
  %d_word64 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v48, 63
  %xf = xor i64 %v48, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word58 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word59
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word60
  %s = xor i64 %xs, %d_word57
  %qs = xor i64 %q, %s
  %q65 = sub i64 %qs, %s
  %qd = mul i64 %q65, %v49
  %r = sub i64 %v48, %qd
  store i64 %r, ptr %is_2, align 8
  %v66 = load i64, ptr %i, align 8
  %pos67 = mul i64 0, %dim
  %pos68 = add i64 %pos67, %v66
  %elp71 = getelementptr inbounds float, ptr %buf70, i64 %pos68
  %el72 = load float, ptr %elp71, align 4, !alias.scope !8, !noalias !9
  store float %el72, ptr %xs_8, align 4
  %v73 = load i64, ptr %is_2, align 8
  %inb = icmp ult i64 %v73, %dim14
  br i1 %inb, label %ok75, label %fail74

ignored:                                          ; preds = %ok75
  %v88 = load i64, ptr %i, align 8
  %pos89 = mul i64 0, %dim35
  %pos90 = add i64 %pos89, %v88
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !10, !noalias !11
  store float %el94, ptr %ys_13, align 4
  %v96 = load i64, ptr %is_2, align 8
  %inb97 = icmp ult i64 %v96, %dim14
  br i1 %inb97, label %ok99, label %fail98

fail74:                                           ; preds = %ok51
  %errp76 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v73, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp79, align 8
  ret i32 1

ok75:                                             ; preds = %ok51
  %pos80 = mul i64 0, %dim14
  %pos81 = add i64 %pos80, %v73
  %v82 = load float, ptr %xs_8, align 4
  store float %v82, ptr %new_5, align 4
  %elp83 = getelementptr inbounds float, ptr %buf, i64 %pos81
  %el84 = load float, ptr %elp83, align 4, !alias.scope !12, !noalias !13
  store float %el84, ptr %old_6, align 4
  %v85 = load float, ptr %new_5, align 4
  %v86 = load float, ptr %old_6, align 4
  %fa = fadd float %v85, %v86
  %elp87 = getelementptr inbounds float, ptr %buf, i64 %pos81
  store float %fa, ptr %elp87, align 4, !alias.scope !12, !noalias !13
  br label %ignored

ignored95:                                        ; preds = %ok99
  %i113 = load i64, ptr %i, align 8
  %next = add i64 %i113, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail98:                                           ; preds = %ignored
  %errp100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v96, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp103, align 8
  ret i32 1

ok99:                                             ; preds = %ignored
  %pos104 = mul i64 0, %dim14
  %pos105 = add i64 %pos104, %v96
  %v106 = load float, ptr %ys_13, align 4
  store float %v106, ptr %new_10, align 4
  %elp107 = getelementptr inbounds float, ptr %buf20, i64 %pos105
  %el108 = load float, ptr %elp107, align 4, !alias.scope !14, !noalias !15
  store float %el108, ptr %old_11, align 4
  %v109 = load float, ptr %new_10, align 4
  %v110 = load float, ptr %old_11, align 4
  %fa111 = fadd float %v109, %v110
  %elp112 = getelementptr inbounds float, ptr %buf20, i64 %pos105
  store float %fa111, ptr %elp112, align 4, !alias.scope !14, !noalias !15
  br label %ignored95
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!"fuselab.buf.6", !2}
!8 = !{!4}
!9 = !{!5, !1, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

