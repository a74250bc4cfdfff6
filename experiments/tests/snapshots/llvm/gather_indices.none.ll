; cluster c0: is
; ModuleID = 'gather_indices_c0'
source_filename = "gather_indices_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %ks_2 = alloca i64, align 8
  %is_0 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf21 = load ptr, ptr %bufp20, align 8
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

loop:                                             ; preds = %body12, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ks_2, align 8
  %v15 = load i64, ptr %ks_2, align 8
  %mul = mul i64 %v15, 7
  %add = add i64 %mul, 3
  store i64 %add, ptr %is_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %is_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: xg
; ModuleID = 'gather_indices_c1'
source_filename = "gather_indices_c1"
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
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 16
  %dim17 = load i64, ptr %dimp16, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %is_5 = alloca i64, align 8
  %t_6 = alloca i64, align 8
  %bufp72 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf73 = load ptr, ptr %bufp72, align 8
  %x_7 = alloca float, align 4
  %bufp80 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf81 = load ptr, ptr %bufp80, align 8
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
  %fits = icmp sle i64 %min, %dim17
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp20, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits21 = icmp sle i64 %min, %dim14
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok
  %d_small28 = load i64, ptr %d_word9, align 8
  %d_small29 = trunc i64 %d_small28 to i1
  br i1 %d_small29, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok23
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok23
  store i64 %max, ptr %i, align 8
  br label %loop84

divisors_done:                                    ; preds = %exit86, %exit
  ret i32 0

loop:                                             ; preds = %ok36, %small_divisors
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos32 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos32
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %is_5, align 8
  %v33 = load i64, ptr %is_5, align 8
  %v34 = load i64, ptr %x_dim0, align 8
  %nz = icmp ne i64 %v34, 0
  br i1 %nz, label %ok36, label %fail35

exit:                                             ; preds = %loop
  br label %divisors_done

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v34, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %d_word41 = load i64, ptr %d_word, align 8
  %d_word42 = load i64, ptr %d_word5, align 8
  %d_word43 = load i64, ptr %d_word6, align 8
  %d_word44 = load i64, ptr %d_word7, align 8
  %d_word45 = load i64, ptr %d_word8, align 8
  %d_word46 = load i64, ptr %d_word9, align 8
  %d_word47 = load i64, ptr %d_word10, align 8
  %d_word48 = load i64, ptr %d_word11, align 8
  %d_word49 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v33, 63
  %xf = xor i64 %v33, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word47 to double
  %inv = bitcast i64 %d_word48 to double
  %wrap = bitcast i64 %d_word49 to double
  %ah = lshr i64 %ax, 32
  %ah50 = or i64 %ah, 4841369599423283200
  %ah51 = bitcast i64 %ah50 to double
  %ah52 = fsub double %ah51, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al53 = or i64 %al, 4841369599423283200
  %al54 = bitcast i64 %al53 to double
  %al55 = fsub double %al54, 0x4330000000000000
  %ah_wrap = fmul double %ah52, %wrap
  %s = fadd double %ah_wrap, %al55
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q56 = fsub double %q, 1.000000e+00
  %q57 = select i1 %low, double %q56, double %q
  %r58 = fadd double %r, %bf
  %r59 = select i1 %low, double %r58, double %r
  %high = fcmp oge double %r59, %bf
  %q60 = fadd double %q57, 1.000000e+00
  %q61 = select i1 %high, double %q60, double %q57
  %r62 = fsub double %r59, %bf
  %r63 = select i1 %high, double %r62, double %r59
  %int = fadd double %r63, 0x4330000000000000
  %int64 = bitcast double %int to i64
  %int65 = sub i64 %int64, 4841369599423283200
  %signed = xor i64 %int65, %xs
  %signed66 = sub i64 %signed, %xs
  %add = add i64 %signed66, %dim
  %v67 = load i64, ptr %x_dim0, align 8
  %wge = icmp sge i64 %add, %v67
  %wsub = sub i64 %add, %v67
  %wrap68 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap68, ptr %t_6, align 8
  %v69 = load i64, ptr %t_6, align 8
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v69
  %elp74 = getelementptr inbounds float, ptr %buf73, i64 %pos71
  %el75 = load float, ptr %elp74, align 4, !alias.scope !6, !noalias !7
  store float %el75, ptr %x_7, align 4
  %v76 = load i64, ptr %i, align 8
  %pos77 = mul i64 0, %dim14
  %pos78 = add i64 %pos77, %v76
  %v79 = load float, ptr %x_7, align 4
  %elp82 = getelementptr inbounds float, ptr %buf81, i64 %pos78
  store float %v79, ptr %elp82, align 4, !alias.scope !8, !noalias !9
  %i83 = load i64, ptr %i, align 8
  %next = add i64 %i83, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop84:                                           ; preds = %ok98, %large_divisors
  %i87 = load i64, ptr %i, align 8
  %more88 = icmp slt i64 %i87, %min
  br i1 %more88, label %body85, label %exit86

body85:                                           ; preds = %loop84
  %v89 = load i64, ptr %i, align 8
  %pos90 = mul i64 0, %dim17
  %pos91 = add i64 %pos90, %v89
  %elp92 = getelementptr inbounds i64, ptr %buf, i64 %pos91
  %el93 = load i64, ptr %elp92, align 8, !alias.scope !0, !noalias !3
  store i64 %el93, ptr %is_5, align 8
  %v94 = load i64, ptr %is_5, align 8
  %v95 = load i64, ptr %x_dim0, align 8
  %nz96 = icmp ne i64 %v95, 0
  br i1 %nz96, label %ok98, label %fail97

exit86:                                           ; preds = %loop84
  br label %divisors_done

fail97:                                           ; preds = %body85
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v94, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v95, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %body85
  %d_word103 = load i64, ptr %d_word, align 8
  %d_word104 = load i64, ptr %d_word5, align 8
  %d_word105 = load i64, ptr %d_word6, align 8
  %d_word106 = load i64, ptr %d_word7, align 8
  %d_word107 = load i64, ptr %d_word8, align 8
  %d_word108 = load i64, ptr %d_word9, align 8
  %d_word109 = load i64, ptr %d_word10, align 8
  %d_word110 = load i64, ptr %d_word11, align 8
  %d_word111 = load i64, ptr %d_word12, align 8
  %xs112 = ashr i64 %v94, 63
  %xf113 = xor i64 %v94, %xs112
  %ax114 = sub i64 %xf113, %xs112
  %lo = and i64 %d_word105, 4294967295
  %hi = lshr i64 %d_word105, 32
  %lo115 = and i64 %ax114, 4294967295
  %hi116 = lshr i64 %ax114, 32
  %ll = mul i64 %lo, %lo115
  %hl = mul i64 %hi, %lo115
  %lh = mul i64 %lo, %hi116
  %hh = mul i64 %hi, %hi116
  %hi117 = lshr i64 %ll, 32
  %lo118 = and i64 %hl, 4294967295
  %mid = add i64 %hi117, %lo118
  %lo119 = and i64 %lh, 4294967295
  %mid120 = add i64 %mid, %lo119
  %hi121 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi121
  %hi122 = lshr i64 %lh, 32
  %top123 = add i64 %top, %hi122
  %hi124 = lshr i64 %mid120, 32
  %mulhi = add i64 %top123, %hi124
  %a_t = sub i64 %ax114, %mulhi
  %half = lshr i64 %a_t, %d_word106
  %sum = add i64 %mulhi, %half
  %q125 = lshr i64 %sum, %d_word107
  %s126 = xor i64 %xs112, %d_word104
  %qs = xor i64 %q125, %s126
  %q127 = sub i64 %qs, %s126
  %qd = mul i64 %q127, %v95
  %r128 = sub i64 %v94, %qd
  %add129 = add i64 %r128, %dim
  %v130 = load i64, ptr %x_dim0, align 8
  %wge131 = icmp sge i64 %add129, %v130
  %wsub132 = sub i64 %add129, %v130
  %wrap133 = select i1 %wge131, i64 %wsub132, i64 %add129
  store i64 %wrap133, ptr %t_6, align 8
  %v134 = load i64, ptr %t_6, align 8
  %pos135 = mul i64 0, %dim
  %pos136 = add i64 %pos135, %v134
  %elp137 = getelementptr inbounds float, ptr %buf73, i64 %pos136
  %el138 = load float, ptr %elp137, align 4, !alias.scope !6, !noalias !7
  store float %el138, ptr %x_7, align 4
  %v139 = load i64, ptr %i, align 8
  %pos140 = mul i64 0, %dim14
  %pos141 = add i64 %pos140, %v139
  %v142 = load float, ptr %x_7, align 4
  %elp143 = getelementptr inbounds float, ptr %buf81, i64 %pos141
  store float %v142, ptr %elp143, align 4, !alias.scope !8, !noalias !9
  %i144 = load i64, ptr %i, align 8
  %next145 = add i64 %i144, 1
  store i64 %next145, ptr %i, align 8
  br label %loop84
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c2: y
; ModuleID = 'gather_indices_c2'
source_filename = "gather_indices_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %xg_10 = alloca float, align 4
  %y_8 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf21 = load ptr, ptr %bufp20, align 8
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
  store i64 2, ptr %errp2, align 8
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
  store i64 2, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body12, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xg_10, align 4
  %v15 = load float, ptr %xg_10, align 4
  %fm = fmul float %v15, 2.000000e+00
  store float %fm, ptr %y_8, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %y_8, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
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
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

