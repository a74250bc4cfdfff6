; cluster c0: Vertical(is, Vertical(xg, y))
; ModuleID = 'gather_indices_c0'
source_filename = "gather_indices_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %x_dim0 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 0
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %ks_2 = alloca i64, align 8
  %is_0 = alloca i64, align 8
  %t_6 = alloca i64, align 8
  %bufp72 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf73 = load ptr, ptr %bufp72, align 8
  %x_7 = alloca float, align 4
  %y_8 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %x_dim0, align 8
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
  store i64 0, ptr %errp16, align 8
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
  store i64 2, ptr %errp23, align 8
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
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok35, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_2, align 8
  %v31 = load i64, ptr %ks_2, align 8
  %mul = mul i64 %v31, 7
  %add = add i64 %mul, 3
  store i64 %add, ptr %is_0, align 8
  %v32 = load i64, ptr %is_0, align 8
  %v33 = load i64, ptr %x_dim0, align 8
  %nz = icmp ne i64 %v33, 0
  br i1 %nz, label %ok35, label %fail34

exit:                                             ; preds = %loop
  br label %divisors_done

fail34:                                           ; preds = %body28
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v32, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v33, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %body28
  %d_word40 = load i64, ptr %d_word, align 8
  %d_word41 = load i64, ptr %d_word5, align 8
  %d_word42 = load i64, ptr %d_word6, align 8
  %d_word43 = load i64, ptr %d_word7, align 8
  %d_word44 = load i64, ptr %d_word8, align 8
  %d_word45 = load i64, ptr %d_word9, align 8
  %d_word46 = load i64, ptr %d_word10, align 8
  %d_word47 = load i64, ptr %d_word11, align 8
  %d_word48 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v32, 63
  %xf = xor i64 %v32, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word46 to double
  %inv = bitcast i64 %d_word47 to double
  %wrap = bitcast i64 %d_word48 to double
  %ah = lshr i64 %ax, 32
  %ah49 = or i64 %ah, 4841369599423283200
  %ah50 = bitcast i64 %ah49 to double
  %ah51 = fsub double %ah50, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al52 = or i64 %al, 4841369599423283200
  %al53 = bitcast i64 %al52 to double
  %al54 = fsub double %al53, 0x4330000000000000
  %ah_wrap = fmul double %ah51, %wrap
  %s = fadd double %ah_wrap, %al54
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q55 = fsub double %q, 1.000000e+00
  %q56 = select i1 %low, double %q55, double %q
  %r57 = fadd double %r, %bf
  %r58 = select i1 %low, double %r57, double %r
  %high = fcmp oge double %r58, %bf
  %q59 = fadd double %q56, 1.000000e+00
  %q60 = select i1 %high, double %q59, double %q56
  %r61 = fsub double %r58, %bf
  %r62 = select i1 %high, double %r61, double %r58
  %int = fadd double %r62, 0x4330000000000000
  %int63 = bitcast double %int to i64
  %int64 = sub i64 %int63, 4841369599423283200
  %signed = xor i64 %int64, %xs
  %signed65 = sub i64 %signed, %xs
  %add66 = add i64 %signed65, %dim
  %v67 = load i64, ptr %x_dim0, align 8
  %wge = icmp sge i64 %add66, %v67
  %wsub = sub i64 %add66, %v67
  %wrap68 = select i1 %wge, i64 %wsub, i64 %add66
  store i64 %wrap68, ptr %t_6, align 8
  %v69 = load i64, ptr %t_6, align 8
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v69
  %elp74 = getelementptr inbounds float, ptr %buf73, i64 %pos71
  %el75 = load float, ptr %elp74, align 4, !alias.scope !6, !noalias !7
  store float %el75, ptr %x_7, align 4
  %v76 = load float, ptr %x_7, align 4
  %fm = fmul float %v76, 2.000000e+00
  store float %fm, ptr %y_8, align 4
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load float, ptr %y_8, align 4
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos79
  store float %v80, ptr %elp83, align 4, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok102, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  store i64 %el94, ptr %ks_2, align 8
  %v95 = load i64, ptr %ks_2, align 8
  %mul96 = mul i64 %v95, 7
  %add97 = add i64 %mul96, 3
  store i64 %add97, ptr %is_0, align 8
  %v98 = load i64, ptr %is_0, align 8
  %v99 = load i64, ptr %x_dim0, align 8
  %nz100 = icmp ne i64 %v99, 0
  br i1 %nz100, label %ok102, label %fail101

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail101:                                          ; preds = %body86
  %errp103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp103, align 8
  %errp104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp104, align 8
  %errp105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v98, ptr %errp105, align 8
  %errp106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v99, ptr %errp106, align 8
  ret i32 1

ok102:                                            ; preds = %body86
  %d_word107 = load i64, ptr %d_word, align 8
  %d_word108 = load i64, ptr %d_word5, align 8
  %d_word109 = load i64, ptr %d_word6, align 8
  %d_word110 = load i64, ptr %d_word7, align 8
  %d_word111 = load i64, ptr %d_word8, align 8
  %d_word112 = load i64, ptr %d_word9, align 8
  %d_word113 = load i64, ptr %d_word10, align 8
  %d_word114 = load i64, ptr %d_word11, align 8
  %d_word115 = load i64, ptr %d_word12, align 8
  %xs116 = ashr i64 %v98, 63
  %xf117 = xor i64 %v98, %xs116
  %ax118 = sub i64 %xf117, %xs116
  %lo = and i64 %d_word109, 4294967295
  %hi = lshr i64 %d_word109, 32
  %lo119 = and i64 %ax118, 4294967295
  %hi120 = lshr i64 %ax118, 32
  %ll = mul i64 %lo, %lo119
  %hl = mul i64 %hi, %lo119
  %lh = mul i64 %lo, %hi120
  %hh = mul i64 %hi, %hi120
  %hi121 = lshr i64 %ll, 32
  %lo122 = and i64 %hl, 4294967295
  %mid = add i64 %hi121, %lo122
  %lo123 = and i64 %lh, 4294967295
  %mid124 = add i64 %mid, %lo123
  %hi125 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi125
  %hi126 = lshr i64 %lh, 32
  %top127 = add i64 %top, %hi126
  %hi128 = lshr i64 %mid124, 32
  %mulhi = add i64 %top127, %hi128
  %a_t = sub i64 %ax118, %mulhi
  %half = lshr i64 %a_t, %d_word110
  %sum = add i64 %mulhi, %half
  %q129 = lshr i64 %sum, %d_word111
  %s130 = xor i64 %xs116, %d_word108
  %qs = xor i64 %q129, %s130
  %q131 = sub i64 %qs, %s130
  %qd = mul i64 %q131, %v99
  %r132 = sub i64 %v98, %qd
  %add133 = add i64 %r132, %dim
  %v134 = load i64, ptr %x_dim0, align 8
  %wge135 = icmp sge i64 %add133, %v134
  %wsub136 = sub i64 %add133, %v134
  %wrap137 = select i1 %wge135, i64 %wsub136, i64 %add133
  store i64 %wrap137, ptr %t_6, align 8
  %v138 = load i64, ptr %t_6, align 8
  %pos139 = mul i64 0, %dim
  %pos140 = add i64 %pos139, %v138
  %elp141 = getelementptr inbounds float, ptr %buf73, i64 %pos140
  %el142 = load float, ptr %elp141, align 4, !alias.scope !6, !noalias !7
  store float %el142, ptr %x_7, align 4
  %v143 = load float, ptr %x_7, align 4
  %fm144 = fmul float %v143, 2.000000e+00
  store float %fm144, ptr %y_8, align 4
  %v145 = load i64, ptr %i, align 8
  %pos146 = mul i64 0, %dim14
  %pos147 = add i64 %pos146, %v145
  %v148 = load float, ptr %y_8, align 4
  %elp149 = getelementptr inbounds float, ptr %buf82, i64 %pos147
  store float %v148, ptr %elp149, align 4, !alias.scope !8, !noalias !9
  %i150 = load i64, ptr %i, align 8
  %next151 = add i64 %i150, 1
  store i64 %next151, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

