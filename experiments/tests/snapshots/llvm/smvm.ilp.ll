; cluster c0: segs
; ModuleID = 'smvm_c0'
source_filename = "smvm_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %y0_dim0 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %i = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 0
  %dim22 = load i64, ptr %dimp21, align 8
  %segs_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %y0_dim0, align 8
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
  %c13 = icmp slt i64 %5, %dim
  %min = select i1 %c13, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp16, align 8
  ret i32 1

ok:                                               ; preds = %body
  %d_small17 = load i64, ptr %d_word9, align 8
  %d_small18 = trunc i64 %d_small17 to i1
  br i1 %d_small18, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop153

divisors_done:                                    ; preds = %exit155, %exit
  ret i32 0

loop:                                             ; preds = %ok80, %small_divisors
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, 1
  %mul = mul i64 %add, %dim22
  %v23 = load i64, ptr %y0_dim0, align 8
  %nz = icmp ne i64 %v23, 0
  br i1 %nz, label %ok25, label %fail24

exit:                                             ; preds = %loop
  br label %divisors_done

fail24:                                           ; preds = %body19
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v23, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body19
  %d_word30 = load i64, ptr %d_word, align 8
  %d_word31 = load i64, ptr %d_word5, align 8
  %d_word32 = load i64, ptr %d_word6, align 8
  %d_word33 = load i64, ptr %d_word7, align 8
  %d_word34 = load i64, ptr %d_word8, align 8
  %d_word35 = load i64, ptr %d_word9, align 8
  %d_word36 = load i64, ptr %d_word10, align 8
  %d_word37 = load i64, ptr %d_word11, align 8
  %d_word38 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word36 to double
  %inv = bitcast i64 %d_word37 to double
  %wrap = bitcast i64 %d_word38 to double
  %ah = lshr i64 %ax, 32
  %ah39 = or i64 %ah, 4841369599423283200
  %ah40 = bitcast i64 %ah39 to double
  %ah41 = fsub double %ah40, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al42 = or i64 %al, 4841369599423283200
  %al43 = bitcast i64 %al42 to double
  %al44 = fsub double %al43, 0x4330000000000000
  %p = fmul double %ah41, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah41, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q45 = fsub double %q, 1.000000e+00
  %q46 = select i1 %low, double %q45, double %q
  %r47 = fadd double %r, %bf
  %r48 = select i1 %low, double %r47, double %r
  %high = fcmp oge double %r48, %bf
  %q49 = fadd double %q46, 1.000000e+00
  %q50 = select i1 %high, double %q49, double %q46
  %r51 = fsub double %r48, %bf
  %r52 = select i1 %high, double %r51, double %r48
  %rh = fmul double %r52, 0x41F0000000000000
  %s = fadd double %rh, %al44
  %p53 = fmul double %s, %inv
  %q54 = call double @llvm.trunc.f64(double %p53)
  %qb55 = fmul double %q54, %bf
  %r56 = fsub double %s, %qb55
  %low57 = fcmp olt double %r56, 0.000000e+00
  %q58 = fsub double %q54, 1.000000e+00
  %q59 = select i1 %low57, double %q58, double %q54
  %r60 = fadd double %r56, %bf
  %r61 = select i1 %low57, double %r60, double %r56
  %high62 = fcmp oge double %r61, %bf
  %q63 = fadd double %q59, 1.000000e+00
  %q64 = select i1 %high62, double %q63, double %q59
  %r65 = fsub double %r61, %bf
  %r66 = select i1 %high62, double %r65, double %r61
  %int = fadd double %q50, 0x4330000000000000
  %int67 = bitcast double %int to i64
  %int68 = sub i64 %int67, 4841369599423283200
  %qh = shl i64 %int68, 32
  %int69 = fadd double %q64, 0x4330000000000000
  %int70 = bitcast double %int69 to i64
  %int71 = sub i64 %int70, 4841369599423283200
  %q72 = add i64 %qh, %int71
  %s73 = xor i64 %xs, %d_word31
  %signed = xor i64 %q72, %s73
  %signed74 = sub i64 %signed, %s73
  %v75 = load i64, ptr %i, align 8
  %mul76 = mul i64 %v75, %dim22
  %v77 = load i64, ptr %y0_dim0, align 8
  %nz78 = icmp ne i64 %v77, 0
  br i1 %nz78, label %ok80, label %fail79

fail79:                                           ; preds = %ok25
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul76, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v77, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %ok25
  %d_word85 = load i64, ptr %d_word, align 8
  %d_word86 = load i64, ptr %d_word5, align 8
  %d_word87 = load i64, ptr %d_word6, align 8
  %d_word88 = load i64, ptr %d_word7, align 8
  %d_word89 = load i64, ptr %d_word8, align 8
  %d_word90 = load i64, ptr %d_word9, align 8
  %d_word91 = load i64, ptr %d_word10, align 8
  %d_word92 = load i64, ptr %d_word11, align 8
  %d_word93 = load i64, ptr %d_word12, align 8
  %xs94 = ashr i64 %mul76, 63
  %xf95 = xor i64 %mul76, %xs94
  %ax96 = sub i64 %xf95, %xs94
  %bf97 = bitcast i64 %d_word91 to double
  %inv98 = bitcast i64 %d_word92 to double
  %wrap99 = bitcast i64 %d_word93 to double
  %ah100 = lshr i64 %ax96, 32
  %ah101 = or i64 %ah100, 4841369599423283200
  %ah102 = bitcast i64 %ah101 to double
  %ah103 = fsub double %ah102, 0x4330000000000000
  %al104 = and i64 %ax96, 4294967295
  %al105 = or i64 %al104, 4841369599423283200
  %al106 = bitcast i64 %al105 to double
  %al107 = fsub double %al106, 0x4330000000000000
  %p108 = fmul double %ah103, %inv98
  %q109 = call double @llvm.trunc.f64(double %p108)
  %qb110 = fmul double %q109, %bf97
  %r111 = fsub double %ah103, %qb110
  %low112 = fcmp olt double %r111, 0.000000e+00
  %q113 = fsub double %q109, 1.000000e+00
  %q114 = select i1 %low112, double %q113, double %q109
  %r115 = fadd double %r111, %bf97
  %r116 = select i1 %low112, double %r115, double %r111
  %high117 = fcmp oge double %r116, %bf97
  %q118 = fadd double %q114, 1.000000e+00
  %q119 = select i1 %high117, double %q118, double %q114
  %r120 = fsub double %r116, %bf97
  %r121 = select i1 %high117, double %r120, double %r116
  %rh122 = fmul double %r121, 0x41F0000000000000
  %s123 = fadd double %rh122, %al107
  %p124 = fmul double %s123, %inv98
  %q125 = call double @llvm.trunc.f64(double %p124)
  %qb126 = fmul double %q125, %bf97
  %r127 = fsub double %s123, %qb126
  %low128 = fcmp olt double %r127, 0.000000e+00
  %q129 = fsub double %q125, 1.000000e+00
  %q130 = select i1 %low128, double %q129, double %q125
  %r131 = fadd double %r127, %bf97
  %r132 = select i1 %low128, double %r131, double %r127
  %high133 = fcmp oge double %r132, %bf97
  %q134 = fadd double %q130, 1.000000e+00
  %q135 = select i1 %high133, double %q134, double %q130
  %r136 = fsub double %r132, %bf97
  %r137 = select i1 %high133, double %r136, double %r132
  %int138 = fadd double %q119, 0x4330000000000000
  %int139 = bitcast double %int138 to i64
  %int140 = sub i64 %int139, 4841369599423283200
  %qh141 = shl i64 %int140, 32
  %int142 = fadd double %q135, 0x4330000000000000
  %int143 = bitcast double %int142 to i64
  %int144 = sub i64 %int143, 4841369599423283200
  %q145 = add i64 %qh141, %int144
  %s146 = xor i64 %xs94, %d_word86
  %signed147 = xor i64 %q145, %s146
  %signed148 = sub i64 %signed147, %s146
  %sub = sub i64 %signed74, %signed148
  store i64 %sub, ptr %segs_0, align 8
  %v149 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos150 = add i64 %pos, %v149
  %v151 = load i64, ptr %segs_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos150
  store i64 %v151, ptr %elp, align 8, !alias.scope !0
  %i152 = load i64, ptr %i, align 8
  %next = add i64 %i152, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop153:                                          ; preds = %ok199, %large_divisors
  %i156 = load i64, ptr %i, align 8
  %more157 = icmp slt i64 %i156, %min
  br i1 %more157, label %body154, label %exit155

body154:                                          ; preds = %loop153
  %v158 = load i64, ptr %i, align 8
  %add159 = add i64 %v158, 1
  %mul160 = mul i64 %add159, %dim22
  %v161 = load i64, ptr %y0_dim0, align 8
  %nz162 = icmp ne i64 %v161, 0
  br i1 %nz162, label %ok164, label %fail163

exit155:                                          ; preds = %loop153
  br label %divisors_done

fail163:                                          ; preds = %body154
  %errp165 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp165, align 8
  %errp166 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul160, ptr %errp167, align 8
  %errp168 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v161, ptr %errp168, align 8
  ret i32 1

ok164:                                            ; preds = %body154
  %d_word169 = load i64, ptr %d_word, align 8
  %d_word170 = load i64, ptr %d_word5, align 8
  %d_word171 = load i64, ptr %d_word6, align 8
  %d_word172 = load i64, ptr %d_word7, align 8
  %d_word173 = load i64, ptr %d_word8, align 8
  %d_word174 = load i64, ptr %d_word9, align 8
  %d_word175 = load i64, ptr %d_word10, align 8
  %d_word176 = load i64, ptr %d_word11, align 8
  %d_word177 = load i64, ptr %d_word12, align 8
  %xs178 = ashr i64 %mul160, 63
  %xf179 = xor i64 %mul160, %xs178
  %ax180 = sub i64 %xf179, %xs178
  %lo = and i64 %d_word171, 4294967295
  %hi = lshr i64 %d_word171, 32
  %lo181 = and i64 %ax180, 4294967295
  %hi182 = lshr i64 %ax180, 32
  %ll = mul i64 %lo, %lo181
  %hl = mul i64 %hi, %lo181
  %lh = mul i64 %lo, %hi182
  %hh = mul i64 %hi, %hi182
  %hi183 = lshr i64 %ll, 32
  %lo184 = and i64 %hl, 4294967295
  %mid = add i64 %hi183, %lo184
  %lo185 = and i64 %lh, 4294967295
  %mid186 = add i64 %mid, %lo185
  %hi187 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi187
  %hi188 = lshr i64 %lh, 32
  %top189 = add i64 %top, %hi188
  %hi190 = lshr i64 %mid186, 32
  %mulhi = add i64 %top189, %hi190
  %a_t = sub i64 %ax180, %mulhi
  %half = lshr i64 %a_t, %d_word172
  %sum = add i64 %mulhi, %half
  %q191 = lshr i64 %sum, %d_word173
  %s192 = xor i64 %xs178, %d_word170
  %qs = xor i64 %q191, %s192
  %q193 = sub i64 %qs, %s192
  %v194 = load i64, ptr %i, align 8
  %mul195 = mul i64 %v194, %dim22
  %v196 = load i64, ptr %y0_dim0, align 8
  %nz197 = icmp ne i64 %v196, 0
  br i1 %nz197, label %ok199, label %fail198

fail198:                                          ; preds = %ok164
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul195, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v196, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %ok164
  %d_word204 = load i64, ptr %d_word, align 8
  %d_word205 = load i64, ptr %d_word5, align 8
  %d_word206 = load i64, ptr %d_word6, align 8
  %d_word207 = load i64, ptr %d_word7, align 8
  %d_word208 = load i64, ptr %d_word8, align 8
  %d_word209 = load i64, ptr %d_word9, align 8
  %d_word210 = load i64, ptr %d_word10, align 8
  %d_word211 = load i64, ptr %d_word11, align 8
  %d_word212 = load i64, ptr %d_word12, align 8
  %xs213 = ashr i64 %mul195, 63
  %xf214 = xor i64 %mul195, %xs213
  %ax215 = sub i64 %xf214, %xs213
  %lo216 = and i64 %d_word206, 4294967295
  %hi217 = lshr i64 %d_word206, 32
  %lo218 = and i64 %ax215, 4294967295
  %hi219 = lshr i64 %ax215, 32
  %ll220 = mul i64 %lo216, %lo218
  %hl221 = mul i64 %hi217, %lo218
  %lh222 = mul i64 %lo216, %hi219
  %hh223 = mul i64 %hi217, %hi219
  %hi224 = lshr i64 %ll220, 32
  %lo225 = and i64 %hl221, 4294967295
  %mid226 = add i64 %hi224, %lo225
  %lo227 = and i64 %lh222, 4294967295
  %mid228 = add i64 %mid226, %lo227
  %hi229 = lshr i64 %hl221, 32
  %top230 = add i64 %hh223, %hi229
  %hi231 = lshr i64 %lh222, 32
  %top232 = add i64 %top230, %hi231
  %hi233 = lshr i64 %mid228, 32
  %mulhi234 = add i64 %top232, %hi233
  %a_t235 = sub i64 %ax215, %mulhi234
  %half236 = lshr i64 %a_t235, %d_word207
  %sum237 = add i64 %mulhi234, %half236
  %q238 = lshr i64 %sum237, %d_word208
  %s239 = xor i64 %xs213, %d_word205
  %qs240 = xor i64 %q238, %s239
  %q241 = sub i64 %qs240, %s239
  %sub242 = sub i64 %q193, %q241
  store i64 %sub242, ptr %segs_0, align 8
  %v243 = load i64, ptr %i, align 8
  %pos244 = mul i64 0, %dim
  %pos245 = add i64 %pos244, %v243
  %v246 = load i64, ptr %segs_0, align 8
  %elp247 = getelementptr inbounds i64, ptr %buf, i64 %pos245
  store i64 %v246, ptr %elp247, align 8, !alias.scope !0
  %i248 = load i64, ptr %i, align 8
  %next249 = add i64 %i248, 1
  store i64 %next249, ptr %i, align 8
  br label %loop153
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Vertical(xg, Vertical(prods, rows))
; ModuleID = 'smvm_c1'
source_filename = "smvm_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 0
  %dim14 = load i64, ptr %dimp13, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 8
  %dim20 = load i64, ptr %dimp19, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %cols_4 = alloca i64, align 8
  %t_5 = alloca i64, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf59 = load ptr, ptr %bufp58, align 8
  %x_6 = alloca float, align 4
  %bufp65 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf66 = load ptr, ptr %bufp65, align 8
  %vals_10 = alloca float, align 4
  %prods_7 = alloca float, align 4
  %dimp73 = getelementptr inbounds i64, ptr %1, i64 32
  %dim74 = load i64, ptr %dimp73, align 8
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf92 = load ptr, ptr %bufp91, align 8
  %len_15 = alloca i64, align 8
  %bufp116 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf117 = load ptr, ptr %bufp116, align 8
  %len_17 = alloca i64, align 8
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
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
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
  %fits21 = icmp sle i64 %min, %dim20
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join129, %ok23
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %cols_4, align 8
  %v31 = load i64, ptr %cols_4, align 8
  %v32 = load i64, ptr %x_dim0, align 8
  %nz = icmp ne i64 %v32, 0
  br i1 %nz, label %ok34, label %fail33

exit:                                             ; preds = %loop
  %v145 = load i1, ptr %open_14, align 1
  %not146 = xor i1 %v145, true
  br i1 %not146, label %ok148, label %fail147

fail33:                                           ; preds = %body28
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v31, ptr %errp37, align 8
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
  %xs = ashr i64 %v31, 63
  %xf = xor i64 %v31, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word41 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word42
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word43
  %s = xor i64 %xs, %d_word40
  %qs = xor i64 %q, %s
  %q48 = sub i64 %qs, %s
  %qd = mul i64 %q48, %v32
  %r = sub i64 %v31, %qd
  store i64 %r, ptr %t_5, align 8
  %v49 = load i64, ptr %t_5, align 8
  %inb = icmp ult i64 %v49, %dim
  br i1 %inb, label %ok51, label %fail50

fail50:                                           ; preds = %ok34
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %ok34
  %pos56 = mul i64 0, %dim
  %pos57 = add i64 %pos56, %v49
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos57
  %el61 = load float, ptr %elp60, align 4, !alias.scope !8, !noalias !9
  store float %el61, ptr %x_6, align 4
  %v62 = load i64, ptr %i, align 8
  %pos63 = mul i64 0, %dim20
  %pos64 = add i64 %pos63, %v62
  %elp67 = getelementptr inbounds float, ptr %buf66, i64 %pos64
  %el68 = load float, ptr %elp67, align 4, !alias.scope !10, !noalias !11
  store float %el68, ptr %vals_10, align 4
  %v69 = load float, ptr %x_6, align 4
  %v70 = load float, ptr %vals_10, align 4
  %fm = fmul float %v69, %v70
  store float %fm, ptr %prods_7, align 4
  br label %while

while:                                            ; preds = %join, %ok51
  %v71 = load i1, ptr %open_14, align 1
  %not = xor i1 %v71, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v72 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v72, %dim74
  br i1 %ic, label %ok76, label %fail75

wexit:                                            ; preds = %while
  %v121 = load float, ptr %acc_rows_11, align 4
  %v122 = load float, ptr %prods_7, align 4
  %fa = fadd float %v121, %v122
  store float %fa, ptr %acc_rows_11, align 4
  %v123 = load i64, ptr %left_13, align 8
  %add124 = add i64 %v123, -1
  store i64 %add124, ptr %left_13, align 8
  %v125 = load i64, ptr %left_13, align 8
  %ic126 = icmp eq i64 %v125, 0
  br i1 %ic126, label %then127, label %else128

fail75:                                           ; preds = %wbody
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %wbody
  %v81 = load i64, ptr %seg_12, align 8
  %inb82 = icmp ult i64 %v81, %dim74
  br i1 %inb82, label %ok84, label %fail83

fail83:                                           ; preds = %ok76
  %errp85 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v81, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp88, align 8
  ret i32 1

ok84:                                             ; preds = %ok76
  %pos89 = mul i64 0, %dim74
  %pos90 = add i64 %pos89, %v81
  %elp93 = getelementptr inbounds i64, ptr %buf92, i64 %pos90
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !12, !noalias !13
  store i64 %el94, ptr %len_15, align 8
  %v95 = load i64, ptr %len_15, align 8
  %ic96 = icmp sge i64 %v95, 0
  %v97 = load i64, ptr %len_15, align 8
  br i1 %ic96, label %ok99, label %fail98

fail98:                                           ; preds = %ok84
  %errp100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v97, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp103, align 8
  ret i32 1

ok99:                                             ; preds = %ok84
  %v104 = load i64, ptr %len_15, align 8
  %ic105 = icmp eq i64 %v104, 0
  br i1 %ic105, label %then, label %else

then:                                             ; preds = %ok99
  %v106 = load i64, ptr %seg_12, align 8
  %inb107 = icmp ult i64 %v106, %dim74
  br i1 %inb107, label %ok109, label %fail108

else:                                             ; preds = %ok99
  %v120 = load i64, ptr %len_15, align 8
  store i64 %v120, ptr %left_13, align 8
  store i1 true, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  br label %join

join:                                             ; preds = %else, %ok109
  br label %while

fail108:                                          ; preds = %then
  %errp110 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v106, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp113, align 8
  ret i32 1

ok109:                                            ; preds = %then
  %pos114 = mul i64 0, %dim74
  %pos115 = add i64 %pos114, %v106
  %elp118 = getelementptr inbounds float, ptr %buf117, i64 %pos115
  store float 0.000000e+00, ptr %elp118, align 4, !alias.scope !14, !noalias !15
  %v119 = load i64, ptr %seg_12, align 8
  %add = add i64 %v119, 1
  store i64 %add, ptr %seg_12, align 8
  br label %join

then127:                                          ; preds = %wexit
  %v130 = load i64, ptr %seg_12, align 8
  %inb131 = icmp ult i64 %v130, %dim74
  br i1 %inb131, label %ok133, label %fail132

else128:                                          ; preds = %wexit
  br label %join129

join129:                                          ; preds = %else128, %ok133
  %i144 = load i64, ptr %i, align 8
  %next = add i64 %i144, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail132:                                          ; preds = %then127
  %errp134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp135, align 8
  %errp136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v130, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp137, align 8
  ret i32 1

ok133:                                            ; preds = %then127
  %pos138 = mul i64 0, %dim74
  %pos139 = add i64 %pos138, %v130
  %v140 = load float, ptr %acc_rows_11, align 4
  %elp141 = getelementptr inbounds float, ptr %buf117, i64 %pos139
  store float %v140, ptr %elp141, align 4, !alias.scope !14, !noalias !15
  %v142 = load i64, ptr %seg_12, align 8
  %add143 = add i64 %v142, 1
  store i64 %add143, ptr %seg_12, align 8
  store i1 false, ptr %open_14, align 1
  br label %join129

fail147:                                          ; preds = %exit
  %errp149 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp150, align 8
  %errp151 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp152, align 8
  ret i32 1

ok148:                                            ; preds = %exit
  br label %while153

while153:                                         ; preds = %ok190, %ok148
  %v156 = load i64, ptr %seg_12, align 8
  %ic157 = icmp slt i64 %v156, %dim74
  br i1 %ic157, label %wbody154, label %wexit155

wbody154:                                         ; preds = %while153
  %v158 = load i64, ptr %seg_12, align 8
  %inb159 = icmp ult i64 %v158, %dim74
  br i1 %inb159, label %ok161, label %fail160

wexit155:                                         ; preds = %while153
  ret i32 0

fail160:                                          ; preds = %wbody154
  %errp162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp162, align 8
  %errp163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v158, ptr %errp164, align 8
  %errp165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp165, align 8
  ret i32 1

ok161:                                            ; preds = %wbody154
  %pos166 = mul i64 0, %dim74
  %pos167 = add i64 %pos166, %v158
  %elp168 = getelementptr inbounds i64, ptr %buf92, i64 %pos167
  %el169 = load i64, ptr %elp168, align 8, !alias.scope !12, !noalias !13
  store i64 %el169, ptr %len_17, align 8
  %v170 = load i64, ptr %len_17, align 8
  %ic171 = icmp sge i64 %v170, 0
  %v172 = load i64, ptr %len_17, align 8
  br i1 %ic171, label %ok174, label %fail173

fail173:                                          ; preds = %ok161
  %errp175 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp175, align 8
  %errp176 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v172, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp178, align 8
  ret i32 1

ok174:                                            ; preds = %ok161
  %v179 = load i64, ptr %len_17, align 8
  %ic180 = icmp eq i64 %v179, 0
  br i1 %ic180, label %ok182, label %fail181

fail181:                                          ; preds = %ok174
  %errp183 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp183, align 8
  %errp184 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp184, align 8
  %errp185 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp185, align 8
  %errp186 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp186, align 8
  ret i32 1

ok182:                                            ; preds = %ok174
  %v187 = load i64, ptr %seg_12, align 8
  %inb188 = icmp ult i64 %v187, %dim74
  br i1 %inb188, label %ok190, label %fail189

fail189:                                          ; preds = %ok182
  %errp191 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp191, align 8
  %errp192 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp192, align 8
  %errp193 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v187, ptr %errp193, align 8
  %errp194 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim74, ptr %errp194, align 8
  ret i32 1

ok190:                                            ; preds = %ok182
  %pos195 = mul i64 0, %dim74
  %pos196 = add i64 %pos195, %v187
  %elp197 = getelementptr inbounds float, ptr %buf117, i64 %pos196
  store float 0.000000e+00, ptr %elp197, align 4, !alias.scope !14, !noalias !15
  %v198 = load i64, ptr %seg_12, align 8
  %add199 = add i64 %v198, 1
  store i64 %add199, ptr %seg_12, align 8
  br label %while153
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

define i32 @nest_segments(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 0
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 8
  %dim26 = load i64, ptr %dimp25, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %cols_4 = alloca i64, align 8
  %t_5 = alloca i64, align 8
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf65 = load ptr, ptr %bufp64, align 8
  %x_6 = alloca float, align 4
  %bufp71 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf72 = load ptr, ptr %bufp71, align 8
  %vals_10 = alloca float, align 4
  %prods_7 = alloca float, align 4
  %dimp79 = getelementptr inbounds i64, ptr %1, i64 32
  %dim80 = load i64, ptr %dimp79, align 8
  %bufp97 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf98 = load ptr, ptr %bufp97, align 8
  %len_15 = alloca i64, align 8
  %bufp122 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf123 = load ptr, ptr %bufp122, align 8
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
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_12, align 8
  %part13 = getelementptr inbounds i8, ptr %6, i64 64
  %acc14 = load i64, ptr %part13, align 8
  store i64 %acc14, ptr %left_13, align 8
  %part15 = getelementptr inbounds i8, ptr %6, i64 128
  %acc16 = load i1, ptr %part15, align 1
  store i1 %acc16, ptr %open_14, align 1
  %part17 = getelementptr inbounds i8, ptr %6, i64 192
  %acc18 = load float, ptr %part17, align 4
  store float %acc18, ptr %acc_rows_11, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c21 = icmp slt i64 %5, %dim20
  %min = select i1 %c21, i64 %5, i64 %dim20
  %fits = icmp sle i64 %min, %dim20
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp24, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits27 = icmp sle i64 %min, %dim26
  br i1 %fits27, label %ok29, label %fail28

fail28:                                           ; preds = %ok
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim26, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join135, %ok29
  %i35 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i35, %min
  br i1 %more, label %body34, label %exit

body34:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim20
  %pos36 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos36
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %cols_4, align 8
  %v37 = load i64, ptr %cols_4, align 8
  %v38 = load i64, ptr %x_dim0, align 8
  %nz = icmp ne i64 %v38, 0
  br i1 %nz, label %ok40, label %fail39

exit:                                             ; preds = %loop
  %part151 = getelementptr inbounds i8, ptr %6, i64 0
  %acc152 = load i64, ptr %seg_12, align 8
  store i64 %acc152, ptr %part151, align 8
  %part153 = getelementptr inbounds i8, ptr %6, i64 64
  %acc154 = load i64, ptr %left_13, align 8
  store i64 %acc154, ptr %part153, align 8
  %part155 = getelementptr inbounds i8, ptr %6, i64 128
  %acc156 = load i1, ptr %open_14, align 1
  store i1 %acc156, ptr %part155, align 1
  %part157 = getelementptr inbounds i8, ptr %6, i64 192
  %acc158 = load float, ptr %acc_rows_11, align 4
  store float %acc158, ptr %part157, align 4
  ret i32 0

fail39:                                           ; preds = %body34
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v38, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %body34
  %d_word45 = load i64, ptr %d_word, align 8
  %d_word46 = load i64, ptr %d_word5, align 8
  %d_word47 = load i64, ptr %d_word6, align 8
  %d_word48 = load i64, ptr %d_word7, align 8
  %d_word49 = load i64, ptr %d_word8, align 8
  %d_word50 = load i64, ptr %d_word9, align 8
  %d_word51 = load i64, ptr %d_word10, align 8
  %d_word52 = load i64, ptr %d_word11, align 8
  %d_word53 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v37, 63
  %xf = xor i64 %v37, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word47 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word48
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word49
  %s = xor i64 %xs, %d_word46
  %qs = xor i64 %q, %s
  %q54 = sub i64 %qs, %s
  %qd = mul i64 %q54, %v38
  %r = sub i64 %v37, %qd
  store i64 %r, ptr %t_5, align 8
  %v55 = load i64, ptr %t_5, align 8
  %inb = icmp ult i64 %v55, %dim
  br i1 %inb, label %ok57, label %fail56

fail56:                                           ; preds = %ok40
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v55, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok40
  %pos62 = mul i64 0, %dim
  %pos63 = add i64 %pos62, %v55
  %elp66 = getelementptr inbounds float, ptr %buf65, i64 %pos63
  %el67 = load float, ptr %elp66, align 4, !alias.scope !8, !noalias !9
  store float %el67, ptr %x_6, align 4
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim26
  %pos70 = add i64 %pos69, %v68
  %elp73 = getelementptr inbounds float, ptr %buf72, i64 %pos70
  %el74 = load float, ptr %elp73, align 4, !alias.scope !10, !noalias !11
  store float %el74, ptr %vals_10, align 4
  %v75 = load float, ptr %x_6, align 4
  %v76 = load float, ptr %vals_10, align 4
  %fm = fmul float %v75, %v76
  store float %fm, ptr %prods_7, align 4
  br label %while

while:                                            ; preds = %join, %ok57
  %v77 = load i1, ptr %open_14, align 1
  %not = xor i1 %v77, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v78 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v78, %dim80
  br i1 %ic, label %ok82, label %fail81

wexit:                                            ; preds = %while
  %v127 = load float, ptr %acc_rows_11, align 4
  %v128 = load float, ptr %prods_7, align 4
  %fa = fadd float %v127, %v128
  store float %fa, ptr %acc_rows_11, align 4
  %v129 = load i64, ptr %left_13, align 8
  %add130 = add i64 %v129, -1
  store i64 %add130, ptr %left_13, align 8
  %v131 = load i64, ptr %left_13, align 8
  %ic132 = icmp eq i64 %v131, 0
  br i1 %ic132, label %then133, label %else134

fail81:                                           ; preds = %wbody
  %errp83 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp86, align 8
  ret i32 1

ok82:                                             ; preds = %wbody
  %v87 = load i64, ptr %seg_12, align 8
  %inb88 = icmp ult i64 %v87, %dim80
  br i1 %inb88, label %ok90, label %fail89

fail89:                                           ; preds = %ok82
  %errp91 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp92, align 8
  %errp93 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v87, ptr %errp93, align 8
  %errp94 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim80, ptr %errp94, align 8
  ret i32 1

ok90:                                             ; preds = %ok82
  %pos95 = mul i64 0, %dim80
  %pos96 = add i64 %pos95, %v87
  %elp99 = getelementptr inbounds i64, ptr %buf98, i64 %pos96
  %el100 = load i64, ptr %elp99, align 8, !alias.scope !12, !noalias !13
  store i64 %el100, ptr %len_15, align 8
  %v101 = load i64, ptr %len_15, align 8
  %ic102 = icmp sge i64 %v101, 0
  %v103 = load i64, ptr %len_15, align 8
  br i1 %ic102, label %ok105, label %fail104

fail104:                                          ; preds = %ok90
  %errp106 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp106, align 8
  %errp107 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp107, align 8
  %errp108 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v103, ptr %errp108, align 8
  %errp109 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp109, align 8
  ret i32 1

ok105:                                            ; preds = %ok90
  %v110 = load i64, ptr %len_15, align 8
  %ic111 = icmp eq i64 %v110, 0
  br i1 %ic111, label %then, label %else

then:                                             ; preds = %ok105
  %v112 = load i64, ptr %seg_12, align 8
  %inb113 = icmp ult i64 %v112, %dim80
  br i1 %inb113, label %ok115, label %fail114

else:                                             ; preds = %ok105
  %v126 = load i64, ptr %len_15, align 8
  store i64 %v126, ptr %left_13, align 8
  store i1 true, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  br label %join

join:                                             ; preds = %else, %ok115
  br label %while

fail114:                                          ; preds = %then
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v112, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim80, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %then
  %pos120 = mul i64 0, %dim80
  %pos121 = add i64 %pos120, %v112
  %elp124 = getelementptr inbounds float, ptr %buf123, i64 %pos121
  store float 0.000000e+00, ptr %elp124, align 4, !alias.scope !14, !noalias !15
  %v125 = load i64, ptr %seg_12, align 8
  %add = add i64 %v125, 1
  store i64 %add, ptr %seg_12, align 8
  br label %join

then133:                                          ; preds = %wexit
  %v136 = load i64, ptr %seg_12, align 8
  %inb137 = icmp ult i64 %v136, %dim80
  br i1 %inb137, label %ok139, label %fail138

else134:                                          ; preds = %wexit
  br label %join135

join135:                                          ; preds = %else134, %ok139
  %i150 = load i64, ptr %i, align 8
  %next = add i64 %i150, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail138:                                          ; preds = %then133
  %errp140 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp141, align 8
  %errp142 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v136, ptr %errp142, align 8
  %errp143 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim80, ptr %errp143, align 8
  ret i32 1

ok139:                                            ; preds = %then133
  %pos144 = mul i64 0, %dim80
  %pos145 = add i64 %pos144, %v136
  %v146 = load float, ptr %acc_rows_11, align 4
  %elp147 = getelementptr inbounds float, ptr %buf123, i64 %pos145
  store float %v146, ptr %elp147, align 4, !alias.scope !14, !noalias !15
  %v148 = load i64, ptr %seg_12, align 8
  %add149 = add i64 %v148, 1
  store i64 %add149, ptr %seg_12, align 8
  store i1 false, ptr %open_14, align 1
  br label %join135
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 0
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 32
  %dim26 = load i64, ptr %dimp25, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %len_17 = alloca i64, align 8
  %bufp62 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf63 = load ptr, ptr %bufp62, align 8
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
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_12, align 8
  %part13 = getelementptr inbounds i8, ptr %6, i64 64
  %acc14 = load i64, ptr %part13, align 8
  store i64 %acc14, ptr %left_13, align 8
  %part15 = getelementptr inbounds i8, ptr %6, i64 128
  %acc16 = load i1, ptr %part15, align 1
  store i1 %acc16, ptr %open_14, align 1
  %part17 = getelementptr inbounds i8, ptr %6, i64 192
  %acc18 = load float, ptr %part17, align 4
  store float %acc18, ptr %acc_rows_11, align 4
  %v = load i1, ptr %open_14, align 1
  %not = xor i1 %v, true
  br i1 %not, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp23, align 8
  ret i32 1

ok:                                               ; preds = %body
  br label %while

while:                                            ; preds = %ok55, %ok
  %v24 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v24, %dim26
  br i1 %ic, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v27 = load i64, ptr %seg_12, align 8
  %inb = icmp ult i64 %v27, %dim26
  br i1 %inb, label %ok29, label %fail28

wexit:                                            ; preds = %while
  ret i32 0

fail28:                                           ; preds = %wbody
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v27, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %wbody
  %pos = mul i64 0, %dim26
  %pos34 = add i64 %pos, %v27
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos34
  %el = load i64, ptr %elp, align 8, !alias.scope !12, !noalias !14
  store i64 %el, ptr %len_17, align 8
  %v35 = load i64, ptr %len_17, align 8
  %ic36 = icmp sge i64 %v35, 0
  %v37 = load i64, ptr %len_17, align 8
  br i1 %ic36, label %ok39, label %fail38

fail38:                                           ; preds = %ok29
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v37, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %ok29
  %v44 = load i64, ptr %len_17, align 8
  %ic45 = icmp eq i64 %v44, 0
  br i1 %ic45, label %ok47, label %fail46

fail46:                                           ; preds = %ok39
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok39
  %v52 = load i64, ptr %seg_12, align 8
  %inb53 = icmp ult i64 %v52, %dim26
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok47
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok47
  %pos60 = mul i64 0, %dim26
  %pos61 = add i64 %pos60, %v52
  %elp64 = getelementptr inbounds float, ptr %buf63, i64 %pos61
  store float 0.000000e+00, ptr %elp64, align 4, !alias.scope !14, !noalias !12
  %v65 = load i64, ptr %seg_12, align 8
  %add = add i64 %v65, 1
  store i64 %add, ptr %seg_12, align 8
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.7", !2}
!8 = !{!5}
!9 = !{!1, !4, !6, !7}
!10 = !{!4}
!11 = !{!1, !5, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c2: y
; ModuleID = 'smvm_c2'
source_filename = "smvm_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %y0_21 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf28 = load ptr, ptr %bufp27, align 8
  %rows_22 = alloca float, align 4
  %y_19 = alloca float, align 4
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp18, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos23
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %y0_21, align 4
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 %pos26
  %el30 = load float, ptr %elp29, align 4, !alias.scope !6, !noalias !7
  store float %el30, ptr %rows_22, align 4
  %v31 = load float, ptr %y0_21, align 4
  %v32 = load float, ptr %rows_22, align 4
  %fa = fadd float %v31, %v32
  store float %fa, ptr %y_19, align 4
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load float, ptr %y_19, align 4
  %elp39 = getelementptr inbounds float, ptr %buf38, i64 %pos35
  store float %v36, ptr %elp39, align 4, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.7", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

