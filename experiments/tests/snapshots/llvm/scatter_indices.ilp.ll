; cluster c0: zeros
; ModuleID = 'scatter_indices_c0'
source_filename = "scatter_indices_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zeros_0 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Vertical(is, out)
; ModuleID = 'scatter_indices_c1'
source_filename = "scatter_indices_c1"
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 16
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf16 = load ptr, ptr %bufp15, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 8
  %dim18 = load i64, ptr %dimp17, align 8
  %i = alloca i64, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf34 = load ptr, ptr %bufp33, align 8
  %ks_4 = alloca i64, align 8
  %is_2 = alloca i64, align 8
  %bufp56 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf57 = load ptr, ptr %bufp56, align 8
  %xs_8 = alloca float, align 4
  %new_5 = alloca float, align 4
  %old_6 = alloca float, align 4
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
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c19 = icmp slt i64 %5, %dim18
  %min = select i1 %c19, i64 %5, i64 %dim18
  %fits = icmp sle i64 %min, %dim18
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim18, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp22, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim18
  %pos32 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_4, align 8
  %v35 = load i64, ptr %ks_4, align 8
  %mul = mul i64 %v35, 7
  %v36 = load i64, ptr %xs_dim0, align 8
  %nz = icmp ne i64 %v36, 0
  br i1 %nz, label %ok38, label %fail37

exit:                                             ; preds = %loop
  ret i32 0

fail37:                                           ; preds = %body30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v36, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body30
  %d_word43 = load i64, ptr %d_word, align 8
  %d_word44 = load i64, ptr %d_word5, align 8
  %d_word45 = load i64, ptr %d_word6, align 8
  %d_word46 = load i64, ptr %d_word7, align 8
  %d_word47 = load i64, ptr %d_word8, align 8
  %d_word48 = load i64, ptr %d_word9, align 8
  %d_word49 = load i64, ptr %d_word10, align 8
  %d_word50 = load i64, ptr %d_word11, align 8
  %d_word51 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word45 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word46
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word47
  %s = xor i64 %xs, %d_word44
  %qs = xor i64 %q, %s
  %q52 = sub i64 %qs, %s
  %qd = mul i64 %q52, %v36
  %r = sub i64 %mul, %qd
  store i64 %r, ptr %is_2, align 8
  %v53 = load i64, ptr %i, align 8
  %pos54 = mul i64 0, %dim
  %pos55 = add i64 %pos54, %v53
  %elp58 = getelementptr inbounds float, ptr %buf57, i64 %pos55
  %el59 = load float, ptr %elp58, align 4, !alias.scope !6, !noalias !7
  store float %el59, ptr %xs_8, align 4
  %v60 = load i64, ptr %is_2, align 8
  %inb = icmp ult i64 %v60, %dim14
  br i1 %inb, label %ok62, label %fail61

ignored:                                          ; preds = %ok62
  %i75 = load i64, ptr %i, align 8
  %next = add i64 %i75, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail61:                                           ; preds = %ok38
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %ok38
  %pos67 = mul i64 0, %dim14
  %pos68 = add i64 %pos67, %v60
  %v69 = load float, ptr %xs_8, align 4
  store float %v69, ptr %new_5, align 4
  %elp70 = getelementptr inbounds float, ptr %buf, i64 %pos68
  %el71 = load float, ptr %elp70, align 4, !alias.scope !8, !noalias !9
  store float %el71, ptr %old_6, align 4
  %v72 = load float, ptr %new_5, align 4
  %v73 = load float, ptr %old_6, align 4
  %fa = fadd float %v72, %v73
  %elp74 = getelementptr inbounds float, ptr %buf, i64 %pos68
  store float %fa, ptr %elp74, align 4, !alias.scope !8, !noalias !9
  br label %ignored
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

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i22 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %ks_4 = alloca i64, align 8
  %is_2 = alloca i64, align 8
  %dimp124 = getelementptr inbounds i64, ptr %1, i64 16
  %dim125 = load i64, ptr %dimp124, align 8
  %bufp145 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf146 = load ptr, ptr %bufp145, align 8
  %xs_8 = alloca float, align 4
  %new_5 = alloca float, align 4
  %bufp150 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf151 = load ptr, ptr %bufp150, align 8
  %old_6 = alloca float, align 4
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
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi15 = load i64, ptr %share_hi, align 8
  %fits = icmp sle i64 %dim14, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit118, %ok
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim14
  br i1 %more, label %block19, label %blocks_done

block19:                                          ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim14
  %min = select i1 %c, i64 %block_end, i64 %dim14
  %d_small20 = load i64, ptr %d_word9, align 8
  %d_small21 = trunc i64 %d_small20 to i1
  br i1 %d_small21, label %small_divisors, label %large_divisors

blocks_done:                                      ; preds = %blocks
  ret i32 0

small_divisors:                                   ; preds = %block19
  store i64 %i, ptr %i22, align 8
  br label %loop

large_divisors:                                   ; preds = %block19
  store i64 %i, ptr %i22, align 8
  br label %loop64

divisors_done:                                    ; preds = %exit66, %exit
  store i64 %i, ptr %i22, align 8
  br label %loop116

loop:                                             ; preds = %ok30, %small_divisors
  %i24 = load i64, ptr %i22, align 8
  %more25 = icmp slt i64 %i24, %min
  br i1 %more25, label %body23, label %exit

body23:                                           ; preds = %loop
  %v = load i64, ptr %i22, align 8
  %pos = mul i64 0, %dim14
  %pos26 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos26
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_4, align 8
  %v27 = load i64, ptr %ks_4, align 8
  %mul = mul i64 %v27, 7
  %v28 = load i64, ptr %xs_dim0, align 8
  %nz = icmp ne i64 %v28, 0
  br i1 %nz, label %ok30, label %fail29

exit:                                             ; preds = %loop
  br label %divisors_done

fail29:                                           ; preds = %body23
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v28, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %body23
  %d_word35 = load i64, ptr %d_word, align 8
  %d_word36 = load i64, ptr %d_word5, align 8
  %d_word37 = load i64, ptr %d_word6, align 8
  %d_word38 = load i64, ptr %d_word7, align 8
  %d_word39 = load i64, ptr %d_word8, align 8
  %d_word40 = load i64, ptr %d_word9, align 8
  %d_word41 = load i64, ptr %d_word10, align 8
  %d_word42 = load i64, ptr %d_word11, align 8
  %d_word43 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word41 to double
  %inv = bitcast i64 %d_word42 to double
  %wrap = bitcast i64 %d_word43 to double
  %ah = lshr i64 %ax, 32
  %ah44 = or i64 %ah, 4841369599423283200
  %ah45 = bitcast i64 %ah44 to double
  %ah46 = fsub double %ah45, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al47 = or i64 %al, 4841369599423283200
  %al48 = bitcast i64 %al47 to double
  %al49 = fsub double %al48, 0x4330000000000000
  %ah_wrap = fmul double %ah46, %wrap
  %s = fadd double %ah_wrap, %al49
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q50 = fsub double %q, 1.000000e+00
  %q51 = select i1 %low, double %q50, double %q
  %r52 = fadd double %r, %bf
  %r53 = select i1 %low, double %r52, double %r
  %high = fcmp oge double %r53, %bf
  %q54 = fadd double %q51, 1.000000e+00
  %q55 = select i1 %high, double %q54, double %q51
  %r56 = fsub double %r53, %bf
  %r57 = select i1 %high, double %r56, double %r53
  %int = fadd double %r57, 0x4330000000000000
  %int58 = bitcast double %int to i64
  %int59 = sub i64 %int58, 4841369599423283200
  %signed = xor i64 %int59, %xs
  %signed60 = sub i64 %signed, %xs
  store i64 %signed60, ptr %is_2, align 8
  %v61 = load i64, ptr %is_2, align 8
  %i62 = load i64, ptr %i22, align 8
  %k = sub i64 %i62, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v61, ptr %at, align 8
  %i63 = load i64, ptr %i22, align 8
  %next = add i64 %i63, 1
  store i64 %next, ptr %i22, align 8
  br label %loop

loop64:                                           ; preds = %ok79, %large_divisors
  %i67 = load i64, ptr %i22, align 8
  %more68 = icmp slt i64 %i67, %min
  br i1 %more68, label %body65, label %exit66

body65:                                           ; preds = %loop64
  %v69 = load i64, ptr %i22, align 8
  %pos70 = mul i64 0, %dim14
  %pos71 = add i64 %pos70, %v69
  %elp72 = getelementptr inbounds i64, ptr %buf, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !0, !noalias !3
  store i64 %el73, ptr %ks_4, align 8
  %v74 = load i64, ptr %ks_4, align 8
  %mul75 = mul i64 %v74, 7
  %v76 = load i64, ptr %xs_dim0, align 8
  %nz77 = icmp ne i64 %v76, 0
  br i1 %nz77, label %ok79, label %fail78

exit66:                                           ; preds = %loop64
  br label %divisors_done

fail78:                                           ; preds = %body65
  %errp80 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul75, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v76, ptr %errp83, align 8
  ret i32 1

ok79:                                             ; preds = %body65
  %d_word84 = load i64, ptr %d_word, align 8
  %d_word85 = load i64, ptr %d_word5, align 8
  %d_word86 = load i64, ptr %d_word6, align 8
  %d_word87 = load i64, ptr %d_word7, align 8
  %d_word88 = load i64, ptr %d_word8, align 8
  %d_word89 = load i64, ptr %d_word9, align 8
  %d_word90 = load i64, ptr %d_word10, align 8
  %d_word91 = load i64, ptr %d_word11, align 8
  %d_word92 = load i64, ptr %d_word12, align 8
  %xs93 = ashr i64 %mul75, 63
  %xf94 = xor i64 %mul75, %xs93
  %ax95 = sub i64 %xf94, %xs93
  %lo = and i64 %d_word86, 4294967295
  %hi = lshr i64 %d_word86, 32
  %lo96 = and i64 %ax95, 4294967295
  %hi97 = lshr i64 %ax95, 32
  %ll = mul i64 %lo, %lo96
  %hl = mul i64 %hi, %lo96
  %lh = mul i64 %lo, %hi97
  %hh = mul i64 %hi, %hi97
  %hi98 = lshr i64 %ll, 32
  %lo99 = and i64 %hl, 4294967295
  %mid = add i64 %hi98, %lo99
  %lo100 = and i64 %lh, 4294967295
  %mid101 = add i64 %mid, %lo100
  %hi102 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi102
  %hi103 = lshr i64 %lh, 32
  %top104 = add i64 %top, %hi103
  %hi105 = lshr i64 %mid101, 32
  %mulhi = add i64 %top104, %hi105
  %a_t = sub i64 %ax95, %mulhi
  %half = lshr i64 %a_t, %d_word87
  %sum = add i64 %mulhi, %half
  %q106 = lshr i64 %sum, %d_word88
  %s107 = xor i64 %xs93, %d_word85
  %qs = xor i64 %q106, %s107
  %q108 = sub i64 %qs, %s107
  %qd = mul i64 %q108, %v76
  %r109 = sub i64 %mul75, %qd
  store i64 %r109, ptr %is_2, align 8
  %v110 = load i64, ptr %is_2, align 8
  %i111 = load i64, ptr %i22, align 8
  %k112 = sub i64 %i111, %i
  %at113 = getelementptr i64, ptr %targets, i64 %k112
  store i64 %v110, ptr %at113, align 8
  %i114 = load i64, ptr %i22, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %i22, align 8
  br label %loop64

loop116:                                          ; preds = %not_owned, %divisors_done
  %i119 = load i64, ptr %i22, align 8
  %more120 = icmp slt i64 %i119, %min
  br i1 %more120, label %body117, label %exit118

body117:                                          ; preds = %loop116
  %i121 = load i64, ptr %i22, align 8
  %k122 = sub i64 %i121, %i
  %at123 = getelementptr i64, ptr %targets, i64 %k122
  %target = load i64, ptr %at123, align 8
  %inb = icmp ult i64 %target, %dim125
  br i1 %inb, label %ok127, label %fail126

exit118:                                          ; preds = %loop116
  %i159 = load i64, ptr %block, align 8
  %next160 = add i64 %i159, 1024
  store i64 %next160, ptr %block, align 8
  br label %blocks

fail126:                                          ; preds = %body117
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim125, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %body117
  %pos132 = mul i64 0, %dim125
  %pos133 = add i64 %pos132, %target
  %from_lo = sub i64 %pos133, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned134, label %not_owned

owned134:                                         ; preds = %ok127
  %v135 = load i64, ptr %i22, align 8
  %inb136 = icmp ult i64 %v135, %dim
  br i1 %inb136, label %ok138, label %fail137

not_owned:                                        ; preds = %ok138, %ok127
  %i157 = load i64, ptr %i22, align 8
  %next158 = add i64 %i157, 1
  store i64 %next158, ptr %i22, align 8
  br label %loop116

fail137:                                          ; preds = %owned134
  %errp139 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp139, align 8
  %errp140 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v135, ptr %errp141, align 8
  %errp142 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp142, align 8
  ret i32 1

ok138:                                            ; preds = %owned134
  %pos143 = mul i64 0, %dim
  %pos144 = add i64 %pos143, %v135
  %elp147 = getelementptr inbounds float, ptr %buf146, i64 %pos144
  %el148 = load float, ptr %elp147, align 4, !alias.scope !6, !noalias !7
  store float %el148, ptr %xs_8, align 4
  %v149 = load float, ptr %xs_8, align 4
  store float %v149, ptr %new_5, align 4
  %elp152 = getelementptr inbounds float, ptr %buf151, i64 %pos133
  %el153 = load float, ptr %elp152, align 4, !alias.scope !8, !noalias !9
  store float %el153, ptr %old_6, align 4
  %v154 = load float, ptr %new_5, align 4
  %v155 = load float, ptr %old_6, align 4
  %fa = fadd float %v154, %v155
  %elp156 = getelementptr inbounds float, ptr %buf151, i64 %pos133
  store float %fa, ptr %elp156, align 4, !alias.scope !8, !noalias !9
  br label %not_owned
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

define i32 @nest_targets(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %targets_at = getelementptr i8, ptr %6, i64 16
  %targets = load ptr, ptr %targets_at, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %ks_4 = alloca i64, align 8
  %is_2 = alloca i64, align 8
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
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %d_small19 = load i64, ptr %d_word9, align 8
  %d_small20 = trunc i64 %d_small19 to i1
  br i1 %d_small20, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop61

divisors_done:                                    ; preds = %exit63, %exit
  ret i32 0

loop:                                             ; preds = %ok27, %small_divisors
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos23
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %ks_4, align 8
  %v24 = load i64, ptr %ks_4, align 8
  %mul = mul i64 %v24, 7
  %v25 = load i64, ptr %xs_dim0, align 8
  %nz = icmp ne i64 %v25, 0
  br i1 %nz, label %ok27, label %fail26

exit:                                             ; preds = %loop
  br label %divisors_done

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v25, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %d_word32 = load i64, ptr %d_word, align 8
  %d_word33 = load i64, ptr %d_word5, align 8
  %d_word34 = load i64, ptr %d_word6, align 8
  %d_word35 = load i64, ptr %d_word7, align 8
  %d_word36 = load i64, ptr %d_word8, align 8
  %d_word37 = load i64, ptr %d_word9, align 8
  %d_word38 = load i64, ptr %d_word10, align 8
  %d_word39 = load i64, ptr %d_word11, align 8
  %d_word40 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word38 to double
  %inv = bitcast i64 %d_word39 to double
  %wrap = bitcast i64 %d_word40 to double
  %ah = lshr i64 %ax, 32
  %ah41 = or i64 %ah, 4841369599423283200
  %ah42 = bitcast i64 %ah41 to double
  %ah43 = fsub double %ah42, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al44 = or i64 %al, 4841369599423283200
  %al45 = bitcast i64 %al44 to double
  %al46 = fsub double %al45, 0x4330000000000000
  %ah_wrap = fmul double %ah43, %wrap
  %s = fadd double %ah_wrap, %al46
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q47 = fsub double %q, 1.000000e+00
  %q48 = select i1 %low, double %q47, double %q
  %r49 = fadd double %r, %bf
  %r50 = select i1 %low, double %r49, double %r
  %high = fcmp oge double %r50, %bf
  %q51 = fadd double %q48, 1.000000e+00
  %q52 = select i1 %high, double %q51, double %q48
  %r53 = fsub double %r50, %bf
  %r54 = select i1 %high, double %r53, double %r50
  %int = fadd double %r54, 0x4330000000000000
  %int55 = bitcast double %int to i64
  %int56 = sub i64 %int55, 4841369599423283200
  %signed = xor i64 %int56, %xs
  %signed57 = sub i64 %signed, %xs
  store i64 %signed57, ptr %is_2, align 8
  %v58 = load i64, ptr %is_2, align 8
  %i59 = load i64, ptr %i, align 8
  %at = getelementptr i64, ptr %targets, i64 %i59
  store i64 %v58, ptr %at, align 8
  %i60 = load i64, ptr %i, align 8
  %next = add i64 %i60, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop61:                                           ; preds = %ok76, %large_divisors
  %i64 = load i64, ptr %i, align 8
  %more65 = icmp slt i64 %i64, %min
  br i1 %more65, label %body62, label %exit63

body62:                                           ; preds = %loop61
  %v66 = load i64, ptr %i, align 8
  %pos67 = mul i64 0, %dim14
  %pos68 = add i64 %pos67, %v66
  %elp69 = getelementptr inbounds i64, ptr %buf, i64 %pos68
  %el70 = load i64, ptr %elp69, align 8, !alias.scope !0
  store i64 %el70, ptr %ks_4, align 8
  %v71 = load i64, ptr %ks_4, align 8
  %mul72 = mul i64 %v71, 7
  %v73 = load i64, ptr %xs_dim0, align 8
  %nz74 = icmp ne i64 %v73, 0
  br i1 %nz74, label %ok76, label %fail75

exit63:                                           ; preds = %loop61
  br label %divisors_done

fail75:                                           ; preds = %body62
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul72, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v73, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %body62
  %d_word81 = load i64, ptr %d_word, align 8
  %d_word82 = load i64, ptr %d_word5, align 8
  %d_word83 = load i64, ptr %d_word6, align 8
  %d_word84 = load i64, ptr %d_word7, align 8
  %d_word85 = load i64, ptr %d_word8, align 8
  %d_word86 = load i64, ptr %d_word9, align 8
  %d_word87 = load i64, ptr %d_word10, align 8
  %d_word88 = load i64, ptr %d_word11, align 8
  %d_word89 = load i64, ptr %d_word12, align 8
  %xs90 = ashr i64 %mul72, 63
  %xf91 = xor i64 %mul72, %xs90
  %ax92 = sub i64 %xf91, %xs90
  %lo = and i64 %d_word83, 4294967295
  %hi = lshr i64 %d_word83, 32
  %lo93 = and i64 %ax92, 4294967295
  %hi94 = lshr i64 %ax92, 32
  %ll = mul i64 %lo, %lo93
  %hl = mul i64 %hi, %lo93
  %lh = mul i64 %lo, %hi94
  %hh = mul i64 %hi, %hi94
  %hi95 = lshr i64 %ll, 32
  %lo96 = and i64 %hl, 4294967295
  %mid = add i64 %hi95, %lo96
  %lo97 = and i64 %lh, 4294967295
  %mid98 = add i64 %mid, %lo97
  %hi99 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi99
  %hi100 = lshr i64 %lh, 32
  %top101 = add i64 %top, %hi100
  %hi102 = lshr i64 %mid98, 32
  %mulhi = add i64 %top101, %hi102
  %a_t = sub i64 %ax92, %mulhi
  %half = lshr i64 %a_t, %d_word84
  %sum = add i64 %mulhi, %half
  %q103 = lshr i64 %sum, %d_word85
  %s104 = xor i64 %xs90, %d_word82
  %qs = xor i64 %q103, %s104
  %q105 = sub i64 %qs, %s104
  %qd = mul i64 %q105, %v73
  %r106 = sub i64 %mul72, %qd
  store i64 %r106, ptr %is_2, align 8
  %v107 = load i64, ptr %is_2, align 8
  %i108 = load i64, ptr %i, align 8
  %at109 = getelementptr i64, ptr %targets, i64 %i108
  store i64 %v107, ptr %at109, align 8
  %i110 = load i64, ptr %i, align 8
  %next111 = add i64 %i110, 1
  store i64 %next111, ptr %i, align 8
  br label %loop61
}

define i32 @nest_owned_shared(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %targets_at = getelementptr i8, ptr %6, i64 16
  %targets = load ptr, ptr %targets_at, align 8
  %i = alloca i64, align 8
  %dimp22 = getelementptr inbounds i64, ptr %1, i64 16
  %dim23 = load i64, ptr %dimp22, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_8 = alloca float, align 4
  %new_5 = alloca float, align 4
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf43 = load ptr, ptr %bufp42, align 8
  %old_6 = alloca float, align 4
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
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi15 = load i64, ptr %share_hi, align 8
  %fits = icmp sle i64 %dim14, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 0, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %not_owned, %ok
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %dim14
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %i21 = load i64, ptr %i, align 8
  %at = getelementptr i64, ptr %targets, i64 %i21
  %target = load i64, ptr %at, align 8
  %inb = icmp ult i64 %target, %dim23
  br i1 %inb, label %ok25, label %fail24

exit:                                             ; preds = %loop
  ret i32 0

fail24:                                           ; preds = %body19
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim23, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body19
  %pos = mul i64 0, %dim23
  %pos30 = add i64 %pos, %target
  %from_lo = sub i64 %pos30, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned31, label %not_owned

owned31:                                          ; preds = %ok25
  %v = load i64, ptr %i, align 8
  %inb32 = icmp ult i64 %v, %dim
  br i1 %inb32, label %ok34, label %fail33

not_owned:                                        ; preds = %ok34, %ok25
  %i49 = load i64, ptr %i, align 8
  %next = add i64 %i49, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail33:                                           ; preds = %owned31
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %owned31
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos40
  %el = load float, ptr %elp, align 4, !alias.scope !6, !noalias !8
  store float %el, ptr %xs_8, align 4
  %v41 = load float, ptr %xs_8, align 4
  store float %v41, ptr %new_5, align 4
  %elp44 = getelementptr inbounds float, ptr %buf43, i64 %pos30
  %el45 = load float, ptr %elp44, align 4, !alias.scope !8, !noalias !6
  store float %el45, ptr %old_6, align 4
  %v46 = load float, ptr %new_5, align 4
  %v47 = load float, ptr %old_6, align 4
  %fa = fadd float %v46, %v47
  %elp48 = getelementptr inbounds float, ptr %buf43, i64 %pos30
  store float %fa, ptr %elp48, align 4, !alias.scope !8, !noalias !6
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

