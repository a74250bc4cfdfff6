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

; cluster c1: is
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 8
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %ks_4 = alloca i64, align 8
  %is_2 = alloca i64, align 8
  %bufp69 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf70 = load ptr, ptr %bufp69, align 8
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
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop73

divisors_done:                                    ; preds = %exit75, %exit
  ret i32 0

loop:                                             ; preds = %ok34, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_4, align 8
  %v31 = load i64, ptr %ks_4, align 8
  %mul = mul i64 %v31, 7
  %v32 = load i64, ptr %xs_dim0, align 8
  %nz = icmp ne i64 %v32, 0
  br i1 %nz, label %ok34, label %fail33

exit:                                             ; preds = %loop
  br label %divisors_done

fail33:                                           ; preds = %body28
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v32, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %body28
  %d_word39 = load i64, ptr %d_word, align 8
  %d_word40 = load i64, ptr %d_word5, align 8
  %d_word41 = load i64, ptr %d_word6, align 8
  %d_word42 = load i64, ptr %d_word7, align 8
  %d_word43 = load i64, ptr %d_word8, align 8
  %d_word44 = load i64, ptr %d_word9, align 8
  %d_word45 = load i64, ptr %d_word10, align 8
  %d_word46 = load i64, ptr %d_word11, align 8
  %d_word47 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word45 to double
  %inv = bitcast i64 %d_word46 to double
  %wrap = bitcast i64 %d_word47 to double
  %ah = lshr i64 %ax, 32
  %ah48 = or i64 %ah, 4841369599423283200
  %ah49 = bitcast i64 %ah48 to double
  %ah50 = fsub double %ah49, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al51 = or i64 %al, 4841369599423283200
  %al52 = bitcast i64 %al51 to double
  %al53 = fsub double %al52, 0x4330000000000000
  %ah_wrap = fmul double %ah50, %wrap
  %s = fadd double %ah_wrap, %al53
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q54 = fsub double %q, 1.000000e+00
  %q55 = select i1 %low, double %q54, double %q
  %r56 = fadd double %r, %bf
  %r57 = select i1 %low, double %r56, double %r
  %high = fcmp oge double %r57, %bf
  %q58 = fadd double %q55, 1.000000e+00
  %q59 = select i1 %high, double %q58, double %q55
  %r60 = fsub double %r57, %bf
  %r61 = select i1 %high, double %r60, double %r57
  %int = fadd double %r61, 0x4330000000000000
  %int62 = bitcast double %int to i64
  %int63 = sub i64 %int62, 4841369599423283200
  %signed = xor i64 %int63, %xs
  %signed64 = sub i64 %signed, %xs
  store i64 %signed64, ptr %is_2, align 8
  %v65 = load i64, ptr %i, align 8
  %pos66 = mul i64 0, %dim14
  %pos67 = add i64 %pos66, %v65
  %v68 = load i64, ptr %is_2, align 8
  %elp71 = getelementptr inbounds i64, ptr %buf70, i64 %pos67
  store i64 %v68, ptr %elp71, align 8, !alias.scope !3, !noalias !0
  %i72 = load i64, ptr %i, align 8
  %next = add i64 %i72, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop73:                                           ; preds = %ok88, %large_divisors
  %i76 = load i64, ptr %i, align 8
  %more77 = icmp slt i64 %i76, %min
  br i1 %more77, label %body74, label %exit75

body74:                                           ; preds = %loop73
  %v78 = load i64, ptr %i, align 8
  %pos79 = mul i64 0, %dim14
  %pos80 = add i64 %pos79, %v78
  %elp81 = getelementptr inbounds i64, ptr %buf, i64 %pos80
  %el82 = load i64, ptr %elp81, align 8, !alias.scope !0, !noalias !3
  store i64 %el82, ptr %ks_4, align 8
  %v83 = load i64, ptr %ks_4, align 8
  %mul84 = mul i64 %v83, 7
  %v85 = load i64, ptr %xs_dim0, align 8
  %nz86 = icmp ne i64 %v85, 0
  br i1 %nz86, label %ok88, label %fail87

exit75:                                           ; preds = %loop73
  br label %divisors_done

fail87:                                           ; preds = %body74
  %errp89 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul84, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v85, ptr %errp92, align 8
  ret i32 1

ok88:                                             ; preds = %body74
  %d_word93 = load i64, ptr %d_word, align 8
  %d_word94 = load i64, ptr %d_word5, align 8
  %d_word95 = load i64, ptr %d_word6, align 8
  %d_word96 = load i64, ptr %d_word7, align 8
  %d_word97 = load i64, ptr %d_word8, align 8
  %d_word98 = load i64, ptr %d_word9, align 8
  %d_word99 = load i64, ptr %d_word10, align 8
  %d_word100 = load i64, ptr %d_word11, align 8
  %d_word101 = load i64, ptr %d_word12, align 8
  %xs102 = ashr i64 %mul84, 63
  %xf103 = xor i64 %mul84, %xs102
  %ax104 = sub i64 %xf103, %xs102
  %lo = and i64 %d_word95, 4294967295
  %hi = lshr i64 %d_word95, 32
  %lo105 = and i64 %ax104, 4294967295
  %hi106 = lshr i64 %ax104, 32
  %ll = mul i64 %lo, %lo105
  %hl = mul i64 %hi, %lo105
  %lh = mul i64 %lo, %hi106
  %hh = mul i64 %hi, %hi106
  %hi107 = lshr i64 %ll, 32
  %lo108 = and i64 %hl, 4294967295
  %mid = add i64 %hi107, %lo108
  %lo109 = and i64 %lh, 4294967295
  %mid110 = add i64 %mid, %lo109
  %hi111 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi111
  %hi112 = lshr i64 %lh, 32
  %top113 = add i64 %top, %hi112
  %hi114 = lshr i64 %mid110, 32
  %mulhi = add i64 %top113, %hi114
  %a_t = sub i64 %ax104, %mulhi
  %half = lshr i64 %a_t, %d_word96
  %sum = add i64 %mulhi, %half
  %q115 = lshr i64 %sum, %d_word97
  %s116 = xor i64 %xs102, %d_word94
  %qs = xor i64 %q115, %s116
  %q117 = sub i64 %qs, %s116
  %qd = mul i64 %q117, %v85
  %r118 = sub i64 %mul84, %qd
  store i64 %r118, ptr %is_2, align 8
  %v119 = load i64, ptr %i, align 8
  %pos120 = mul i64 0, %dim14
  %pos121 = add i64 %pos120, %v119
  %v122 = load i64, ptr %is_2, align 8
  %elp123 = getelementptr inbounds i64, ptr %buf70, i64 %pos121
  store i64 %v122, ptr %elp123, align 8, !alias.scope !3, !noalias !0
  %i124 = load i64, ptr %i, align 8
  %next125 = add i64 %i124, 1
  store i64 %next125, ptr %i, align 8
  br label %loop73
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

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
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c2: out
; ModuleID = 'scatter_indices_c2'
source_filename = "scatter_indices_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 24
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf22 = load ptr, ptr %bufp21, align 8
  %xs_8 = alloca float, align 4
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf27 = load ptr, ptr %bufp26, align 8
  %is_9 = alloca i64, align 8
  %new_5 = alloca float, align 4
  %old_6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 4
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
  store i64 2, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits11 = icmp sle i64 %min, %dim10
  br i1 %fits11, label %ok13, label %fail12

fail12:                                           ; preds = %ok
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim10, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok13
  %i19 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i19, %min
  br i1 %more, label %body18, label %exit

body18:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos20 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf22, i64 %pos20
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_8, align 4
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %is_9, align 8
  %v30 = load i64, ptr %is_9, align 8
  %inb = icmp ult i64 %v30, %dim
  br i1 %inb, label %ok32, label %fail31

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok32
  %i45 = load i64, ptr %i, align 8
  %next = add i64 %i45, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body18
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load float, ptr %xs_8, align 4
  store float %v39, ptr %new_5, align 4
  %elp40 = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el41 = load float, ptr %elp40, align 4, !alias.scope !8, !noalias !9
  store float %el41, ptr %old_6, align 4
  %v42 = load float, ptr %new_5, align 4
  %v43 = load float, ptr %old_6, align 4
  %fa = fadd float %v42, %v43
  %elp44 = getelementptr inbounds float, ptr %buf, i64 %pos38
  store float %fa, ptr %elp44, align 4, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 24
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %is_9 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 16
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf46 = load ptr, ptr %bufp45, align 8
  %xs_8 = alloca float, align 4
  %new_5 = alloca float, align 4
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  %fits = icmp sle i64 %dim, %dim3
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
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit18, %ok
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block7, label %blocks_done

block7:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i8, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %body9, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %pos = mul i64 0, %dim3
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !7
  store i64 %el, ptr %is_9, align 8
  %v13 = load i64, ptr %is_9, align 8
  %i14 = load i64, ptr %i8, align 8
  %k = sub i64 %i14, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v13, ptr %at, align 8
  %i15 = load i64, ptr %i8, align 8
  %next = add i64 %i15, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop16

loop16:                                           ; preds = %not_owned, %exit
  %i19 = load i64, ptr %i8, align 8
  %more20 = icmp slt i64 %i19, %min
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  %i21 = load i64, ptr %i8, align 8
  %k22 = sub i64 %i21, %i
  %at23 = getelementptr i64, ptr %targets, i64 %k22
  %target = load i64, ptr %at23, align 8
  %inb = icmp ult i64 %target, %dim25
  br i1 %inb, label %ok27, label %fail26

exit18:                                           ; preds = %loop16
  %i59 = load i64, ptr %block, align 8
  %next60 = add i64 %i59, 1024
  store i64 %next60, ptr %block, align 8
  br label %blocks

fail26:                                           ; preds = %body17
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body17
  %pos32 = mul i64 0, %dim25
  %pos33 = add i64 %pos32, %target
  %from_lo = sub i64 %pos33, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned34, label %not_owned

owned34:                                          ; preds = %ok27
  %v35 = load i64, ptr %i8, align 8
  %inb36 = icmp ult i64 %v35, %dim
  br i1 %inb36, label %ok38, label %fail37

not_owned:                                        ; preds = %ok38, %ok27
  %i57 = load i64, ptr %i8, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i8, align 8
  br label %loop16

fail37:                                           ; preds = %owned34
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds float, ptr %buf46, i64 %pos44
  %el48 = load float, ptr %elp47, align 4, !alias.scope !0, !noalias !3
  store float %el48, ptr %xs_8, align 4
  %v49 = load float, ptr %xs_8, align 4
  store float %v49, ptr %new_5, align 4
  %elp52 = getelementptr inbounds float, ptr %buf51, i64 %pos33
  %el53 = load float, ptr %elp52, align 4, !alias.scope !8, !noalias !9
  store float %el53, ptr %old_6, align 4
  %v54 = load float, ptr %new_5, align 4
  %v55 = load float, ptr %old_6, align 4
  %fa = fadd float %v54, %v55
  %elp56 = getelementptr inbounds float, ptr %buf51, i64 %pos33
  store float %fa, ptr %elp56, align 4, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

