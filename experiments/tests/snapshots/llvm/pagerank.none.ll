; cluster c0: srcv
; ModuleID = 'pagerank_c0'
source_filename = "pagerank_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %r0_dim0 = alloca i64, align 8
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
  %src_2 = alloca i64, align 8
  %srcv_0 = alloca i64, align 8
  %bufp74 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf75 = load ptr, ptr %bufp74, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %r0_dim0, align 8
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
  store i64 0, ptr %errp23, align 8
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
  br label %loop78

divisors_done:                                    ; preds = %exit80, %exit
  ret i32 0

loop:                                             ; preds = %ok36, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %src_2, align 8
  %v31 = load i64, ptr %src_2, align 8
  %mul = mul i64 %v31, 1000003
  %v32 = load i64, ptr %i, align 8
  %mul33 = mul i64 %v32, 7919
  %add = add i64 %mul, %mul33
  %v34 = load i64, ptr %r0_dim0, align 8
  %nz = icmp ne i64 %v34, 0
  br i1 %nz, label %ok36, label %fail35

exit:                                             ; preds = %loop
  br label %divisors_done

fail35:                                           ; preds = %body28
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v34, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body28
  %d_word41 = load i64, ptr %d_word, align 8
  %d_word42 = load i64, ptr %d_word5, align 8
  %d_word43 = load i64, ptr %d_word6, align 8
  %d_word44 = load i64, ptr %d_word7, align 8
  %d_word45 = load i64, ptr %d_word8, align 8
  %d_word46 = load i64, ptr %d_word9, align 8
  %d_word47 = load i64, ptr %d_word10, align 8
  %d_word48 = load i64, ptr %d_word11, align 8
  %d_word49 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
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
  %add67 = add i64 %signed66, %dim
  %v68 = load i64, ptr %r0_dim0, align 8
  %wge = icmp sge i64 %add67, %v68
  %wsub = sub i64 %add67, %v68
  %wrap69 = select i1 %wge, i64 %wsub, i64 %add67
  store i64 %wrap69, ptr %srcv_0, align 8
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim14
  %pos72 = add i64 %pos71, %v70
  %v73 = load i64, ptr %srcv_0, align 8
  %elp76 = getelementptr inbounds i64, ptr %buf75, i64 %pos72
  store i64 %v73, ptr %elp76, align 8, !alias.scope !3, !noalias !0
  %i77 = load i64, ptr %i, align 8
  %next = add i64 %i77, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop78:                                           ; preds = %ok96, %large_divisors
  %i81 = load i64, ptr %i, align 8
  %more82 = icmp slt i64 %i81, %min
  br i1 %more82, label %body79, label %exit80

body79:                                           ; preds = %loop78
  %v83 = load i64, ptr %i, align 8
  %pos84 = mul i64 0, %dim14
  %pos85 = add i64 %pos84, %v83
  %elp86 = getelementptr inbounds i64, ptr %buf, i64 %pos85
  %el87 = load i64, ptr %elp86, align 8, !alias.scope !0, !noalias !3
  store i64 %el87, ptr %src_2, align 8
  %v88 = load i64, ptr %src_2, align 8
  %mul89 = mul i64 %v88, 1000003
  %v90 = load i64, ptr %i, align 8
  %mul91 = mul i64 %v90, 7919
  %add92 = add i64 %mul89, %mul91
  %v93 = load i64, ptr %r0_dim0, align 8
  %nz94 = icmp ne i64 %v93, 0
  br i1 %nz94, label %ok96, label %fail95

exit80:                                           ; preds = %loop78
  br label %divisors_done

fail95:                                           ; preds = %body79
  %errp97 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp97, align 8
  %errp98 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add92, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v93, ptr %errp100, align 8
  ret i32 1

ok96:                                             ; preds = %body79
  %d_word101 = load i64, ptr %d_word, align 8
  %d_word102 = load i64, ptr %d_word5, align 8
  %d_word103 = load i64, ptr %d_word6, align 8
  %d_word104 = load i64, ptr %d_word7, align 8
  %d_word105 = load i64, ptr %d_word8, align 8
  %d_word106 = load i64, ptr %d_word9, align 8
  %d_word107 = load i64, ptr %d_word10, align 8
  %d_word108 = load i64, ptr %d_word11, align 8
  %d_word109 = load i64, ptr %d_word12, align 8
  %xs110 = ashr i64 %add92, 63
  %xf111 = xor i64 %add92, %xs110
  %ax112 = sub i64 %xf111, %xs110
  %lo = and i64 %d_word103, 4294967295
  %hi = lshr i64 %d_word103, 32
  %lo113 = and i64 %ax112, 4294967295
  %hi114 = lshr i64 %ax112, 32
  %ll = mul i64 %lo, %lo113
  %hl = mul i64 %hi, %lo113
  %lh = mul i64 %lo, %hi114
  %hh = mul i64 %hi, %hi114
  %hi115 = lshr i64 %ll, 32
  %lo116 = and i64 %hl, 4294967295
  %mid = add i64 %hi115, %lo116
  %lo117 = and i64 %lh, 4294967295
  %mid118 = add i64 %mid, %lo117
  %hi119 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi119
  %hi120 = lshr i64 %lh, 32
  %top121 = add i64 %top, %hi120
  %hi122 = lshr i64 %mid118, 32
  %mulhi = add i64 %top121, %hi122
  %a_t = sub i64 %ax112, %mulhi
  %half = lshr i64 %a_t, %d_word104
  %sum = add i64 %mulhi, %half
  %q123 = lshr i64 %sum, %d_word105
  %s124 = xor i64 %xs110, %d_word102
  %qs = xor i64 %q123, %s124
  %q125 = sub i64 %qs, %s124
  %qd = mul i64 %q125, %v93
  %r126 = sub i64 %add92, %qd
  %add127 = add i64 %r126, %dim
  %v128 = load i64, ptr %r0_dim0, align 8
  %wge129 = icmp sge i64 %add127, %v128
  %wsub130 = sub i64 %add127, %v128
  %wrap131 = select i1 %wge129, i64 %wsub130, i64 %add127
  store i64 %wrap131, ptr %srcv_0, align 8
  %v132 = load i64, ptr %i, align 8
  %pos133 = mul i64 0, %dim14
  %pos134 = add i64 %pos133, %v132
  %v135 = load i64, ptr %srcv_0, align 8
  %elp136 = getelementptr inbounds i64, ptr %buf75, i64 %pos134
  store i64 %v135, ptr %elp136, align 8, !alias.scope !3, !noalias !0
  %i137 = load i64, ptr %i, align 8
  %next138 = add i64 %i137, 1
  store i64 %next138, ptr %i, align 8
  br label %loop78
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
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c1: dstv
; ModuleID = 'pagerank_c1'
source_filename = "pagerank_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %r0_dim0 = alloca i64, align 8
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
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 8
  %dim17 = load i64, ptr %dimp16, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %dst_5 = alloca i64, align 8
  %dstv_3 = alloca i64, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf77 = load ptr, ptr %bufp76, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %r0_dim0, align 8
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
  br label %loop80

divisors_done:                                    ; preds = %exit82, %exit
  ret i32 0

loop:                                             ; preds = %ok38, %small_divisors
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos32 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos32
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %dst_5, align 8
  %v33 = load i64, ptr %dst_5, align 8
  %mul = mul i64 %v33, 999983
  %v34 = load i64, ptr %i, align 8
  %mul35 = mul i64 %v34, 104729
  %add = add i64 %mul, %mul35
  %v36 = load i64, ptr %r0_dim0, align 8
  %nz = icmp ne i64 %v36, 0
  br i1 %nz, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %divisors_done

fail37:                                           ; preds = %body30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp41, align 8
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
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word49 to double
  %inv = bitcast i64 %d_word50 to double
  %wrap = bitcast i64 %d_word51 to double
  %ah = lshr i64 %ax, 32
  %ah52 = or i64 %ah, 4841369599423283200
  %ah53 = bitcast i64 %ah52 to double
  %ah54 = fsub double %ah53, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al55 = or i64 %al, 4841369599423283200
  %al56 = bitcast i64 %al55 to double
  %al57 = fsub double %al56, 0x4330000000000000
  %ah_wrap = fmul double %ah54, %wrap
  %s = fadd double %ah_wrap, %al57
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q58 = fsub double %q, 1.000000e+00
  %q59 = select i1 %low, double %q58, double %q
  %r60 = fadd double %r, %bf
  %r61 = select i1 %low, double %r60, double %r
  %high = fcmp oge double %r61, %bf
  %q62 = fadd double %q59, 1.000000e+00
  %q63 = select i1 %high, double %q62, double %q59
  %r64 = fsub double %r61, %bf
  %r65 = select i1 %high, double %r64, double %r61
  %int = fadd double %r65, 0x4330000000000000
  %int66 = bitcast double %int to i64
  %int67 = sub i64 %int66, 4841369599423283200
  %signed = xor i64 %int67, %xs
  %signed68 = sub i64 %signed, %xs
  %add69 = add i64 %signed68, %dim
  %v70 = load i64, ptr %r0_dim0, align 8
  %wge = icmp sge i64 %add69, %v70
  %wsub = sub i64 %add69, %v70
  %wrap71 = select i1 %wge, i64 %wsub, i64 %add69
  store i64 %wrap71, ptr %dstv_3, align 8
  %v72 = load i64, ptr %i, align 8
  %pos73 = mul i64 0, %dim14
  %pos74 = add i64 %pos73, %v72
  %v75 = load i64, ptr %dstv_3, align 8
  %elp78 = getelementptr inbounds i64, ptr %buf77, i64 %pos74
  store i64 %v75, ptr %elp78, align 8, !alias.scope !3, !noalias !0
  %i79 = load i64, ptr %i, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop80:                                           ; preds = %ok98, %large_divisors
  %i83 = load i64, ptr %i, align 8
  %more84 = icmp slt i64 %i83, %min
  br i1 %more84, label %body81, label %exit82

body81:                                           ; preds = %loop80
  %v85 = load i64, ptr %i, align 8
  %pos86 = mul i64 0, %dim17
  %pos87 = add i64 %pos86, %v85
  %elp88 = getelementptr inbounds i64, ptr %buf, i64 %pos87
  %el89 = load i64, ptr %elp88, align 8, !alias.scope !0, !noalias !3
  store i64 %el89, ptr %dst_5, align 8
  %v90 = load i64, ptr %dst_5, align 8
  %mul91 = mul i64 %v90, 999983
  %v92 = load i64, ptr %i, align 8
  %mul93 = mul i64 %v92, 104729
  %add94 = add i64 %mul91, %mul93
  %v95 = load i64, ptr %r0_dim0, align 8
  %nz96 = icmp ne i64 %v95, 0
  br i1 %nz96, label %ok98, label %fail97

exit82:                                           ; preds = %loop80
  br label %divisors_done

fail97:                                           ; preds = %body81
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add94, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v95, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %body81
  %d_word103 = load i64, ptr %d_word, align 8
  %d_word104 = load i64, ptr %d_word5, align 8
  %d_word105 = load i64, ptr %d_word6, align 8
  %d_word106 = load i64, ptr %d_word7, align 8
  %d_word107 = load i64, ptr %d_word8, align 8
  %d_word108 = load i64, ptr %d_word9, align 8
  %d_word109 = load i64, ptr %d_word10, align 8
  %d_word110 = load i64, ptr %d_word11, align 8
  %d_word111 = load i64, ptr %d_word12, align 8
  %xs112 = ashr i64 %add94, 63
  %xf113 = xor i64 %add94, %xs112
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
  %r128 = sub i64 %add94, %qd
  %add129 = add i64 %r128, %dim
  %v130 = load i64, ptr %r0_dim0, align 8
  %wge131 = icmp sge i64 %add129, %v130
  %wsub132 = sub i64 %add129, %v130
  %wrap133 = select i1 %wge131, i64 %wsub132, i64 %add129
  store i64 %wrap133, ptr %dstv_3, align 8
  %v134 = load i64, ptr %i, align 8
  %pos135 = mul i64 0, %dim14
  %pos136 = add i64 %pos135, %v134
  %v137 = load i64, ptr %dstv_3, align 8
  %elp138 = getelementptr inbounds i64, ptr %buf77, i64 %pos136
  store i64 %v137, ptr %elp138, align 8, !alias.scope !3, !noalias !0
  %i139 = load i64, ptr %i, align 8
  %next140 = add i64 %i139, 1
  store i64 %next140, ptr %i, align 8
  br label %loop80
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
!4 = !{!"fuselab.buf.4", !2}

; cluster c2: ones
; ModuleID = 'pagerank_c2'
source_filename = "pagerank_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %ones_6 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
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
  store i64 2, ptr %errp2, align 8
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
  store i64 1, ptr %ones_6, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %ones_6, align 8
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}

; cluster c3: zn
; ModuleID = 'pagerank_c3'
source_filename = "pagerank_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zn_8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
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
  store i64 3, ptr %errp2, align 8
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
  store i64 0, ptr %zn_8, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %zn_8, align 8
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
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: deg
; ModuleID = 'pagerank_c4'
source_filename = "pagerank_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 40
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 24
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf22 = load ptr, ptr %bufp21, align 8
  %ones_13 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf27 = load ptr, ptr %bufp26, align 8
  %srcv_14 = alloca i64, align 8
  %new_10 = alloca i64, align 8
  %old_11 = alloca i64, align 8
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
  store i64 4, ptr %errp6, align 8
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
  store i64 4, ptr %errp15, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf22, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_13, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %srcv_14, align 8
  %v30 = load i64, ptr %srcv_14, align 8
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
  store i64 4, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load i64, ptr %ones_13, align 8
  store i64 %v39, ptr %new_10, align 8
  %elp40 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  %el41 = load i64, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store i64 %el41, ptr %old_11, align 8
  %v42 = load i64, ptr %new_10, align 8
  %v43 = load i64, ptr %old_11, align 8
  %add = add i64 %v42, %v43
  %elp44 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  store i64 %add, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %ones_13 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %srcv_14 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 48
  %dim26 = load i64, ptr %dimp25, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf37 = load ptr, ptr %bufp36, align 8
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
  store i64 4, ptr %errp2, align 8
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
  store i64 4, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %ones_13, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  store i64 %el23, ptr %srcv_14, align 8
  %v24 = load i64, ptr %srcv_14, align 8
  %inb = icmp ult i64 %v24, %dim26
  br i1 %inb, label %ok28, label %fail27

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok28
  %i39 = load i64, ptr %i, align 8
  %next = add i64 %i39, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail27:                                           ; preds = %body14
  %errp29 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %body14
  %pos33 = mul i64 0, %dim26
  %pos34 = add i64 %pos33, %v24
  %v35 = load i64, ptr %ones_13, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  %7 = atomicrmw add ptr %elp38, i64 %v35 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %ones_13 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %srcv_14 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 48
  %dim26 = load i64, ptr %dimp25, align 8
  %new_10 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf37 = load ptr, ptr %bufp36, align 8
  %old_11 = alloca i64, align 8
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
  store i64 4, ptr %errp2, align 8
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
  store i64 4, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_13, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  store i64 %el23, ptr %srcv_14, align 8
  %v24 = load i64, ptr %srcv_14, align 8
  %inb = icmp ult i64 %v24, %dim26
  br i1 %inb, label %ok28, label %fail27

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok28
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail27:                                           ; preds = %body14
  %errp29 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %body14
  %pos33 = mul i64 0, %dim26
  %pos34 = add i64 %pos33, %v24
  %v35 = load i64, ptr %ones_13, align 8
  store i64 %v35, ptr %new_10, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !8, !noalias !9
  store i64 %el39, ptr %old_11, align 8
  %v40 = load i64, ptr %new_10, align 8
  %v41 = load i64, ptr %old_11, align 8
  %add = add i64 %v40, %v41
  %elp42 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %add, ptr %elp42, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.7", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c5: degf
; ModuleID = 'pagerank_c5'
source_filename = "pagerank_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %deg_17 = alloca i64, align 8
  %degf_15 = alloca double, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 8
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
  store i64 5, ptr %errp2, align 8
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
  store i64 %el, ptr %deg_17, align 8
  %v15 = load i64, ptr %deg_17, align 8
  %c16 = icmp sgt i64 %v15, 1
  %mm = select i1 %c16, i64 %v15, i64 1
  %cv = sitofp i64 %mm to double
  store double %cv, ptr %degf_15, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim
  %pos19 = add i64 %pos18, %v17
  %v20 = load double, ptr %degf_15, align 8
  %elp23 = getelementptr inbounds double, ptr %buf22, i64 %pos19
  store double %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %i24 = load i64, ptr %i, align 8
  %next = add i64 %i24, 1
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.8", !2}

; cluster c6: w0
; ModuleID = 'pagerank_c6'
source_filename = "pagerank_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r0_20 = alloca double, align 8
  %w0_18 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
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
  store i64 6, ptr %errp2, align 8
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
  store i64 6, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %r0_20, align 8
  %v15 = load double, ptr %r0_20, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_18, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_18, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

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
!4 = !{!"fuselab.buf.9", !2}

; cluster c7: tot
; ModuleID = 'pagerank_c7'
source_filename = "pagerank_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_21 = alloca double, align 8
  %w0_25 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_tot_21, align 8
  store double %b, ptr %w0_25, align 8
  %v = load double, ptr %acc_tot_21, align 8
  %v1 = load double, ptr %w0_25, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_21 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %w0_25 = alloca double, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_21, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %w0_25, align 8
  %v8 = load double, ptr %acc_tot_21, align 8
  %v9 = load double, ptr %w0_25, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_21, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load double, ptr %acc_tot_21, align 8
  %elp14 = getelementptr inbounds double, ptr %buf13, i64 0
  store double %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_21 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %w0_25 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_21, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %w0_25, align 8
  %v8 = load double, ptr %acc_tot_21, align 8
  %v9 = load double, ptr %w0_25, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_21, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_21, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_21 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %w0_25 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_21, align 8
  store double -0.000000e+00, ptr %acc_tot_21, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %w0_25, align 8
  %v8 = load double, ptr %acc_tot_21, align 8
  %v9 = load double, ptr %w0_25, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_21, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_21, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_21 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_21, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_tot_21, align 8
  %v = load double, ptr %acc_tot_21, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.10", !2}

; cluster c8: rank0
; ModuleID = 'pagerank_c8'
source_filename = "pagerank_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %the_tot_29 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf16 = load ptr, ptr %bufp15, align 8
  %w0_28 = alloca double, align 8
  %rank0_26 = alloca double, align 8
  %bufp25 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf26 = load ptr, ptr %bufp25, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_tot_29, align 8
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

loop:                                             ; preds = %body12, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp17 = getelementptr inbounds double, ptr %buf16, i64 %pos14
  %el18 = load double, ptr %elp17, align 8, !alias.scope !6, !noalias !7
  store double %el18, ptr %w0_28, align 8
  %v19 = load double, ptr %w0_28, align 8
  %v20 = load double, ptr %the_tot_29, align 8
  %fd = fdiv double %v19, %v20
  store double %fd, ptr %rank0_26, align 8
  %v21 = load i64, ptr %i, align 8
  %pos22 = mul i64 0, %dim
  %pos23 = add i64 %pos22, %v21
  %v24 = load double, ptr %rank0_26, align 8
  %elp27 = getelementptr inbounds double, ptr %buf26, i64 %pos23
  store double %v24, ptr %elp27, align 8, !alias.scope !8, !noalias !9
  %i28 = load i64, ptr %i, align 8
  %next = add i64 %i28, 1
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c9: contrib
; ModuleID = 'pagerank_c9'
source_filename = "pagerank_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %rank0_32 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_33 = alloca double, align 8
  %contrib_30 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf38 = load ptr, ptr %bufp37, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rank0_32, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_33, align 8
  %v31 = load double, ptr %rank0_32, align 8
  %v32 = load double, ptr %degf_33, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %contrib_30, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %contrib_30, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c10: ec
; ModuleID = 'pagerank_c10'
source_filename = "pagerank_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_36 = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 96
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf27 = load ptr, ptr %bufp26, align 8
  %contrib_37 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf35 = load ptr, ptr %bufp34, align 8
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
  br label %loop

loop:                                             ; preds = %ok19, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok8, label %fail7

exit:                                             ; preds = %loop
  ret i32 0

fail7:                                            ; preds = %body5
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %body5
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos13
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_36, align 8
  %v14 = load i64, ptr %t_36, align 8
  %inb17 = icmp ult i64 %v14, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok8
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %v14
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %contrib_37, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %contrib_37, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
  store i64 %next, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.12", !2}
!5 = !{!"fuselab.buf.13", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c11: zs
; ModuleID = 'pagerank_c11'
source_filename = "pagerank_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs_38 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
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
  store i64 11, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs_38, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs_38, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.14", !2}
!2 = !{!"fuselab.bufs"}

; cluster c12: sums
; ModuleID = 'pagerank_c12'
source_filename = "pagerank_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 104
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 32
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf22 = load ptr, ptr %bufp21, align 8
  %ec_43 = alloca double, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf27 = load ptr, ptr %bufp26, align 8
  %dstv_44 = alloca i64, align 8
  %new_40 = alloca double, align 8
  %old_41 = alloca double, align 8
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
  store i64 12, ptr %errp6, align 8
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
  store i64 12, ptr %errp15, align 8
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
  %elp = getelementptr inbounds double, ptr %buf22, i64 %pos20
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec_43, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dstv_44, align 8
  %v30 = load i64, ptr %dstv_44, align 8
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
  store i64 12, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load double, ptr %ec_43, align 8
  store double %v39, ptr %new_40, align 8
  %elp40 = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el41 = load double, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store double %el41, ptr %old_41, align 8
  %v42 = load double, ptr %new_40, align 8
  %v43 = load double, ptr %old_41, align 8
  %fa = fadd double %v42, %v43
  %elp44 = getelementptr inbounds double, ptr %buf, i64 %pos38
  store double %fa, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_44 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 112
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec_43 = alloca double, align 8
  %new_40 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_41 = alloca double, align 8
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
  store i64 12, ptr %errp4, align 8
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
  store i64 %el, ptr %dstv_44, align 8
  %v13 = load i64, ptr %dstv_44, align 8
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
  store i64 12, ptr %errp29, align 8
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
  store i64 12, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec_43, align 8
  %v49 = load double, ptr %ec_43, align 8
  store double %v49, ptr %new_40, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_41, align 8
  %v54 = load double, ptr %new_40, align 8
  %v55 = load double, ptr %old_41, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.15", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c13: rn
; ModuleID = 'pagerank_c13'
source_filename = "pagerank_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %sums_47 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 88
  %dim16 = load i64, ptr %dimp15, align 8
  %rn_45 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 13, ptr %errp2, align 8
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
  store i64 13, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sums_47, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums_47, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn_45, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn_45, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.15", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.16", !2}

; cluster c14: contrib2
; ModuleID = 'pagerank_c14'
source_filename = "pagerank_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 128
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 16
  %buf = load ptr, ptr %bufp, align 8
  %rn_50 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_51 = alloca double, align 8
  %contrib2_48 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 14, ptr %errp2, align 8
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
  store i64 14, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rn_50, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_51, align 8
  %v31 = load double, ptr %rn_50, align 8
  %v32 = load double, ptr %degf_51, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %contrib2_48, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %contrib2_48, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.16", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c15: ec2
; ModuleID = 'pagerank_c15'
source_filename = "pagerank_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_54 = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 136
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf27 = load ptr, ptr %bufp26, align 8
  %contrib2_55 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 15, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok8, label %fail7

exit:                                             ; preds = %loop
  ret i32 0

fail7:                                            ; preds = %body5
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %body5
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos13
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_54, align 8
  %v14 = load i64, ptr %t_54, align 8
  %inb17 = icmp ult i64 %v14, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok8
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %v14
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %contrib2_55, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %contrib2_55, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
  store i64 %next, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.18", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c16: zs2
; ModuleID = 'pagerank_c16'
source_filename = "pagerank_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 128
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs2_56 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 19
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
  store i64 16, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs2_56, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs2_56, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.19", !2}
!2 = !{!"fuselab.bufs"}

; cluster c17: sums2
; ModuleID = 'pagerank_c17'
source_filename = "pagerank_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 152
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 144
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 32
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf22 = load ptr, ptr %bufp21, align 8
  %ec2_61 = alloca double, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf27 = load ptr, ptr %bufp26, align 8
  %dstv_62 = alloca i64, align 8
  %new_58 = alloca double, align 8
  %old_59 = alloca double, align 8
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
  store i64 17, ptr %errp6, align 8
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
  store i64 17, ptr %errp15, align 8
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
  %elp = getelementptr inbounds double, ptr %buf22, i64 %pos20
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec2_61, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dstv_62, align 8
  %v30 = load i64, ptr %dstv_62, align 8
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
  store i64 17, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load double, ptr %ec2_61, align 8
  store double %v39, ptr %new_58, align 8
  %elp40 = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el41 = load double, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store double %el41, ptr %old_59, align 8
  %v42 = load double, ptr %new_58, align 8
  %v43 = load double, ptr %old_59, align 8
  %fa = fadd double %v42, %v43
  %elp44 = getelementptr inbounds double, ptr %buf, i64 %pos38
  store double %fa, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 144
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_62 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 152
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec2_61 = alloca double, align 8
  %new_58 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_59 = alloca double, align 8
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
  store i64 17, ptr %errp4, align 8
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
  store i64 %el, ptr %dstv_62, align 8
  %v13 = load i64, ptr %dstv_62, align 8
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
  store i64 17, ptr %errp29, align 8
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
  store i64 17, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec2_61, align 8
  %v49 = load double, ptr %ec2_61, align 8
  store double %v49, ptr %new_58, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_59, align 8
  %v54 = load double, ptr %new_58, align 8
  %v55 = load double, ptr %old_59, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.18", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.20", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c18: rn2
; ModuleID = 'pagerank_c18'
source_filename = "pagerank_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 160
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %sums2_65 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 128
  %dim16 = load i64, ptr %dimp15, align 8
  %rn2_63 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 18, ptr %errp2, align 8
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
  store i64 18, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sums2_65, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums2_65, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn2_63, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn2_63, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.21", !2}

; cluster c19: contrib3
; ModuleID = 'pagerank_c19'
source_filename = "pagerank_c19"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 168
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 21
  %buf = load ptr, ptr %bufp, align 8
  %rn2_68 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_69 = alloca double, align 8
  %contrib3_66 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 19, ptr %errp2, align 8
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
  store i64 19, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rn2_68, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_69, align 8
  %v31 = load double, ptr %rn2_68, align 8
  %v32 = load double, ptr %degf_69, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %contrib3_66, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %contrib3_66, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.21", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.22", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c20: ec3
; ModuleID = 'pagerank_c20'
source_filename = "pagerank_c20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_72 = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 176
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf27 = load ptr, ptr %bufp26, align 8
  %contrib3_73 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 20, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok8, label %fail7

exit:                                             ; preds = %loop
  ret i32 0

fail7:                                            ; preds = %body5
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %body5
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos13
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_72, align 8
  %v14 = load i64, ptr %t_72, align 8
  %inb17 = icmp ult i64 %v14, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok8
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %v14
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %contrib3_73, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %contrib3_73, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
  store i64 %next, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.22", !2}
!5 = !{!"fuselab.buf.23", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c21: zs3
; ModuleID = 'pagerank_c21'
source_filename = "pagerank_c21"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 168
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs3_74 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 24
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
  store i64 21, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs3_74, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs3_74, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.24", !2}
!2 = !{!"fuselab.bufs"}

; cluster c22: sums3
; ModuleID = 'pagerank_c22'
source_filename = "pagerank_c22"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 192
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 184
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 32
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf22 = load ptr, ptr %bufp21, align 8
  %ec3_79 = alloca double, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf27 = load ptr, ptr %bufp26, align 8
  %dstv_80 = alloca i64, align 8
  %new_76 = alloca double, align 8
  %old_77 = alloca double, align 8
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
  store i64 22, ptr %errp6, align 8
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
  store i64 22, ptr %errp15, align 8
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
  %elp = getelementptr inbounds double, ptr %buf22, i64 %pos20
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec3_79, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dstv_80, align 8
  %v30 = load i64, ptr %dstv_80, align 8
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
  store i64 22, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load double, ptr %ec3_79, align 8
  store double %v39, ptr %new_76, align 8
  %elp40 = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el41 = load double, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store double %el41, ptr %old_77, align 8
  %v42 = load double, ptr %new_76, align 8
  %v43 = load double, ptr %old_77, align 8
  %fa = fadd double %v42, %v43
  %elp44 = getelementptr inbounds double, ptr %buf, i64 %pos38
  store double %fa, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 184
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_80 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 192
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec3_79 = alloca double, align 8
  %new_76 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_77 = alloca double, align 8
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
  store i64 22, ptr %errp4, align 8
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
  store i64 %el, ptr %dstv_80, align 8
  %v13 = load i64, ptr %dstv_80, align 8
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
  store i64 22, ptr %errp29, align 8
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
  store i64 22, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec3_79, align 8
  %v49 = load double, ptr %ec3_79, align 8
  store double %v49, ptr %new_76, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_77, align 8
  %v54 = load double, ptr %new_76, align 8
  %v55 = load double, ptr %old_77, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.25", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c23: rn3
; ModuleID = 'pagerank_c23'
source_filename = "pagerank_c23"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 200
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  %sums3_83 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 168
  %dim16 = load i64, ptr %dimp15, align 8
  %rn3_81 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 23, ptr %errp2, align 8
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
  store i64 23, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sums3_83, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums3_83, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn3_81, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn3_81, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.25", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.26", !2}

; cluster c24: contrib4
; ModuleID = 'pagerank_c24'
source_filename = "pagerank_c24"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 208
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 26
  %buf = load ptr, ptr %bufp, align 8
  %rn3_86 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_87 = alloca double, align 8
  %contrib4_84 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 24, ptr %errp2, align 8
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
  store i64 24, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 24, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rn3_86, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_87, align 8
  %v31 = load double, ptr %rn3_86, align 8
  %v32 = load double, ptr %degf_87, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %contrib4_84, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %contrib4_84, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.27", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c25: ec4
; ModuleID = 'pagerank_c25'
source_filename = "pagerank_c25"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_90 = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 216
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf27 = load ptr, ptr %bufp26, align 8
  %contrib4_91 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 25, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok8, label %fail7

exit:                                             ; preds = %loop
  ret i32 0

fail7:                                            ; preds = %body5
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %body5
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos13
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_90, align 8
  %v14 = load i64, ptr %t_90, align 8
  %inb17 = icmp ult i64 %v14, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok8
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %v14
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %contrib4_91, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %contrib4_91, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
  store i64 %next, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.27", !2}
!5 = !{!"fuselab.buf.28", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c26: zs4
; ModuleID = 'pagerank_c26'
source_filename = "pagerank_c26"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 208
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs4_92 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
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
  store i64 26, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs4_92, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs4_92, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.29", !2}
!2 = !{!"fuselab.bufs"}

; cluster c27: sums4
; ModuleID = 'pagerank_c27'
source_filename = "pagerank_c27"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 232
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 224
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 32
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf22 = load ptr, ptr %bufp21, align 8
  %ec4_97 = alloca double, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf27 = load ptr, ptr %bufp26, align 8
  %dstv_98 = alloca i64, align 8
  %new_94 = alloca double, align 8
  %old_95 = alloca double, align 8
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
  store i64 27, ptr %errp6, align 8
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
  store i64 27, ptr %errp15, align 8
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
  %elp = getelementptr inbounds double, ptr %buf22, i64 %pos20
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec4_97, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dstv_98, align 8
  %v30 = load i64, ptr %dstv_98, align 8
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
  store i64 27, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load double, ptr %ec4_97, align 8
  store double %v39, ptr %new_94, align 8
  %elp40 = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el41 = load double, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store double %el41, ptr %old_95, align 8
  %v42 = load double, ptr %new_94, align 8
  %v43 = load double, ptr %old_95, align 8
  %fa = fadd double %v42, %v43
  %elp44 = getelementptr inbounds double, ptr %buf, i64 %pos38
  store double %fa, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 224
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_98 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 232
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec4_97 = alloca double, align 8
  %new_94 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_95 = alloca double, align 8
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
  store i64 27, ptr %errp4, align 8
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
  store i64 %el, ptr %dstv_98, align 8
  %v13 = load i64, ptr %dstv_98, align 8
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
  store i64 27, ptr %errp29, align 8
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
  store i64 27, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec4_97, align 8
  %v49 = load double, ptr %ec4_97, align 8
  store double %v49, ptr %new_94, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_95, align 8
  %v54 = load double, ptr %new_94, align 8
  %v55 = load double, ptr %old_95, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.28", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.30", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c28: rn4
; ModuleID = 'pagerank_c28'
source_filename = "pagerank_c28"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 240
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %sums4_101 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 208
  %dim16 = load i64, ptr %dimp15, align 8
  %rn4_99 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 28, ptr %errp2, align 8
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
  store i64 28, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sums4_101, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums4_101, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn4_99, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn4_99, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.31", !2}

; cluster c29: contrib5
; ModuleID = 'pagerank_c29'
source_filename = "pagerank_c29"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 31
  %buf = load ptr, ptr %bufp, align 8
  %rn4_104 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_105 = alloca double, align 8
  %contrib5_102 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 29, ptr %errp2, align 8
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
  store i64 29, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rn4_104, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_105, align 8
  %v31 = load double, ptr %rn4_104, align 8
  %v32 = load double, ptr %degf_105, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %contrib5_102, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %contrib5_102, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.31", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.32", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c30: ec5
; ModuleID = 'pagerank_c30'
source_filename = "pagerank_c30"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_108 = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 256
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf27 = load ptr, ptr %bufp26, align 8
  %contrib5_109 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 30, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok8, label %fail7

exit:                                             ; preds = %loop
  ret i32 0

fail7:                                            ; preds = %body5
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %body5
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos13
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_108, align 8
  %v14 = load i64, ptr %t_108, align 8
  %inb17 = icmp ult i64 %v14, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok8
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %v14
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %contrib5_109, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %contrib5_109, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
  store i64 %next, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.32", !2}
!5 = !{!"fuselab.buf.33", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c31: zs5
; ModuleID = 'pagerank_c31'
source_filename = "pagerank_c31"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs5_110 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 34
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
  store i64 31, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs5_110, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs5_110, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.34", !2}
!2 = !{!"fuselab.bufs"}

; cluster c32: sums5
; ModuleID = 'pagerank_c32'
source_filename = "pagerank_c32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 272
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 264
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 32
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf22 = load ptr, ptr %bufp21, align 8
  %ec5_115 = alloca double, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf27 = load ptr, ptr %bufp26, align 8
  %dstv_116 = alloca i64, align 8
  %new_112 = alloca double, align 8
  %old_113 = alloca double, align 8
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
  store i64 32, ptr %errp6, align 8
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
  store i64 32, ptr %errp15, align 8
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
  %elp = getelementptr inbounds double, ptr %buf22, i64 %pos20
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec5_115, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dstv_116, align 8
  %v30 = load i64, ptr %dstv_116, align 8
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
  store i64 32, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load double, ptr %ec5_115, align 8
  store double %v39, ptr %new_112, align 8
  %elp40 = getelementptr inbounds double, ptr %buf, i64 %pos38
  %el41 = load double, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store double %el41, ptr %old_113, align 8
  %v42 = load double, ptr %new_112, align 8
  %v43 = load double, ptr %old_113, align 8
  %fa = fadd double %v42, %v43
  %elp44 = getelementptr inbounds double, ptr %buf, i64 %pos38
  store double %fa, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_116 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 272
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec5_115 = alloca double, align 8
  %new_112 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_113 = alloca double, align 8
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
  store i64 32, ptr %errp4, align 8
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
  store i64 %el, ptr %dstv_116, align 8
  %v13 = load i64, ptr %dstv_116, align 8
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
  store i64 32, ptr %errp29, align 8
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
  store i64 32, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec5_115, align 8
  %v49 = load double, ptr %ec5_115, align 8
  store double %v49, ptr %new_112, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_113, align 8
  %v54 = load double, ptr %new_112, align 8
  %v55 = load double, ptr %old_113, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.33", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.35", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c33: rn5
; ModuleID = 'pagerank_c33'
source_filename = "pagerank_c33"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 280
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %sums5_119 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 248
  %dim16 = load i64, ptr %dimp15, align 8
  %rn5_117 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 33, ptr %errp2, align 8
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
  store i64 33, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sums5_119, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums5_119, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn5_117, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn5_117, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.35", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.36", !2}

; cluster c34: diff
; ModuleID = 'pagerank_c34'
source_filename = "pagerank_c34"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 288
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 248
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 36
  %buf = load ptr, ptr %bufp, align 8
  %rn5_122 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf28 = load ptr, ptr %bufp27, align 8
  %rn4_123 = alloca double, align 8
  %diff_120 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 37
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 34, ptr %errp2, align 8
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
  store i64 34, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rn5_122, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %rn4_123, align 8
  %v31 = load double, ptr %rn5_122, align 8
  %v32 = load double, ptr %rn4_123, align 8
  %fs = fsub double %v31, %v32
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_120, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %diff_120, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.36", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.31", !2}
!5 = !{!"fuselab.buf.37", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c35: err
; ModuleID = 'pagerank_c35'
source_filename = "pagerank_c35"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_err_124 = alloca double, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_err_124, align 8
  store double %b, ptr %diff_128, align 8
  %v = load double, ptr %acc_err_124, align 8
  %v1 = load double, ptr %diff_128, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_124 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 296
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
  %buf = load ptr, ptr %bufp, align 8
  %diff_128 = alloca double, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_124, align 8
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
  store i64 35, ptr %errp2, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %diff_128, align 8
  %v8 = load double, ptr %acc_err_124, align 8
  %v9 = load double, ptr %diff_128, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_124, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load double, ptr %acc_err_124, align 8
  %elp14 = getelementptr inbounds double, ptr %buf13, i64 0
  store double %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_124 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 296
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
  %buf = load ptr, ptr %bufp, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_124, align 8
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
  store i64 35, ptr %errp2, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %diff_128, align 8
  %v8 = load double, ptr %acc_err_124, align 8
  %v9 = load double, ptr %diff_128, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_124, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_124, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_124 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 296
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
  %buf = load ptr, ptr %bufp, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_124, align 8
  store double -0.000000e+00, ptr %acc_err_124, align 8
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
  store i64 35, ptr %errp2, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %diff_128, align 8
  %v8 = load double, ptr %acc_err_124, align 8
  %v9 = load double, ptr %diff_128, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_124, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_124, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_124 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 38
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_124, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_err_124, align 8
  %v = load double, ptr %acc_err_124, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.37", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.38", !2}

