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

; cluster c1: xg
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 0
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %cols_4 = alloca i64, align 8
  %t_5 = alloca i64, align 8
  %bufp74 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf75 = load ptr, ptr %bufp74, align 8
  %x_6 = alloca float, align 4
  %bufp82 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf83 = load ptr, ptr %bufp82, align 8
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
  br label %loop86

divisors_done:                                    ; preds = %exit88, %exit
  ret i32 0

loop:                                             ; preds = %ok67, %small_divisors
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
  br label %divisors_done

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
  store i64 %signed64, ptr %t_5, align 8
  %v65 = load i64, ptr %t_5, align 8
  %inb = icmp ult i64 %v65, %dim
  br i1 %inb, label %ok67, label %fail66

fail66:                                           ; preds = %ok34
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v65, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %ok34
  %pos72 = mul i64 0, %dim
  %pos73 = add i64 %pos72, %v65
  %elp76 = getelementptr inbounds float, ptr %buf75, i64 %pos73
  %el77 = load float, ptr %elp76, align 4, !alias.scope !6, !noalias !7
  store float %el77, ptr %x_6, align 4
  %v78 = load i64, ptr %i, align 8
  %pos79 = mul i64 0, %dim14
  %pos80 = add i64 %pos79, %v78
  %v81 = load float, ptr %x_6, align 4
  %elp84 = getelementptr inbounds float, ptr %buf83, i64 %pos80
  store float %v81, ptr %elp84, align 4, !alias.scope !8, !noalias !9
  %i85 = load i64, ptr %i, align 8
  %next = add i64 %i85, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop86:                                           ; preds = %ok134, %large_divisors
  %i89 = load i64, ptr %i, align 8
  %more90 = icmp slt i64 %i89, %min
  br i1 %more90, label %body87, label %exit88

body87:                                           ; preds = %loop86
  %v91 = load i64, ptr %i, align 8
  %pos92 = mul i64 0, %dim14
  %pos93 = add i64 %pos92, %v91
  %elp94 = getelementptr inbounds i64, ptr %buf, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !0, !noalias !3
  store i64 %el95, ptr %cols_4, align 8
  %v96 = load i64, ptr %cols_4, align 8
  %v97 = load i64, ptr %x_dim0, align 8
  %nz98 = icmp ne i64 %v97, 0
  br i1 %nz98, label %ok100, label %fail99

exit88:                                           ; preds = %loop86
  br label %divisors_done

fail99:                                           ; preds = %body87
  %errp101 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v96, ptr %errp103, align 8
  %errp104 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v97, ptr %errp104, align 8
  ret i32 1

ok100:                                            ; preds = %body87
  %d_word105 = load i64, ptr %d_word, align 8
  %d_word106 = load i64, ptr %d_word5, align 8
  %d_word107 = load i64, ptr %d_word6, align 8
  %d_word108 = load i64, ptr %d_word7, align 8
  %d_word109 = load i64, ptr %d_word8, align 8
  %d_word110 = load i64, ptr %d_word9, align 8
  %d_word111 = load i64, ptr %d_word10, align 8
  %d_word112 = load i64, ptr %d_word11, align 8
  %d_word113 = load i64, ptr %d_word12, align 8
  %xs114 = ashr i64 %v96, 63
  %xf115 = xor i64 %v96, %xs114
  %ax116 = sub i64 %xf115, %xs114
  %lo = and i64 %d_word107, 4294967295
  %hi = lshr i64 %d_word107, 32
  %lo117 = and i64 %ax116, 4294967295
  %hi118 = lshr i64 %ax116, 32
  %ll = mul i64 %lo, %lo117
  %hl = mul i64 %hi, %lo117
  %lh = mul i64 %lo, %hi118
  %hh = mul i64 %hi, %hi118
  %hi119 = lshr i64 %ll, 32
  %lo120 = and i64 %hl, 4294967295
  %mid = add i64 %hi119, %lo120
  %lo121 = and i64 %lh, 4294967295
  %mid122 = add i64 %mid, %lo121
  %hi123 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi123
  %hi124 = lshr i64 %lh, 32
  %top125 = add i64 %top, %hi124
  %hi126 = lshr i64 %mid122, 32
  %mulhi = add i64 %top125, %hi126
  %a_t = sub i64 %ax116, %mulhi
  %half = lshr i64 %a_t, %d_word108
  %sum = add i64 %mulhi, %half
  %q127 = lshr i64 %sum, %d_word109
  %s128 = xor i64 %xs114, %d_word106
  %qs = xor i64 %q127, %s128
  %q129 = sub i64 %qs, %s128
  %qd = mul i64 %q129, %v97
  %r130 = sub i64 %v96, %qd
  store i64 %r130, ptr %t_5, align 8
  %v131 = load i64, ptr %t_5, align 8
  %inb132 = icmp ult i64 %v131, %dim
  br i1 %inb132, label %ok134, label %fail133

fail133:                                          ; preds = %ok100
  %errp135 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp135, align 8
  %errp136 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v131, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp138, align 8
  ret i32 1

ok134:                                            ; preds = %ok100
  %pos139 = mul i64 0, %dim
  %pos140 = add i64 %pos139, %v131
  %elp141 = getelementptr inbounds float, ptr %buf75, i64 %pos140
  %el142 = load float, ptr %elp141, align 4, !alias.scope !6, !noalias !7
  store float %el142, ptr %x_6, align 4
  %v143 = load i64, ptr %i, align 8
  %pos144 = mul i64 0, %dim14
  %pos145 = add i64 %pos144, %v143
  %v146 = load float, ptr %x_6, align 4
  %elp147 = getelementptr inbounds float, ptr %buf83, i64 %pos145
  store float %v146, ptr %elp147, align 4, !alias.scope !8, !noalias !9
  %i148 = load i64, ptr %i, align 8
  %next149 = add i64 %i148, 1
  store i64 %next149, ptr %i, align 8
  br label %loop86
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
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c2: prods
; ModuleID = 'smvm_c2'
source_filename = "smvm_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %xg_9 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf28 = load ptr, ptr %bufp27, align 8
  %vals_10 = alloca float, align 4
  %prods_7 = alloca float, align 4
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 6
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
  store i64 2, ptr %errp2, align 8
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
  store i64 2, ptr %errp11, align 8
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
  store i64 2, ptr %errp18, align 8
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
  store float %el, ptr %xg_9, align 4
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 %pos26
  %el30 = load float, ptr %elp29, align 4, !alias.scope !6, !noalias !7
  store float %el30, ptr %vals_10, align 4
  %v31 = load float, ptr %xg_9, align 4
  %v32 = load float, ptr %vals_10, align 4
  %fm = fmul float %v31, %v32
  store float %fm, ptr %prods_7, align 4
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load float, ptr %prods_7, align 4
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c3: rows
; ModuleID = 'smvm_c3'
source_filename = "smvm_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %prods_18 = alloca float, align 4
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 32
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf28 = load ptr, ptr %bufp27, align 8
  %len_15 = alloca i64, align 8
  %bufp52 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf53 = load ptr, ptr %bufp52, align 8
  %len_17 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
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

loop:                                             ; preds = %join65, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %prods_18, align 4
  br label %while

exit:                                             ; preds = %loop
  %v81 = load i1, ptr %open_14, align 1
  %not82 = xor i1 %v81, true
  br i1 %not82, label %ok84, label %fail83

while:                                            ; preds = %join, %body5
  %v8 = load i1, ptr %open_14, align 1
  %not = xor i1 %v8, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v9 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v9, %dim11
  br i1 %ic, label %ok13, label %fail12

wexit:                                            ; preds = %while
  %v57 = load float, ptr %acc_rows_11, align 4
  %v58 = load float, ptr %prods_18, align 4
  %fa = fadd float %v57, %v58
  store float %fa, ptr %acc_rows_11, align 4
  %v59 = load i64, ptr %left_13, align 8
  %add60 = add i64 %v59, -1
  store i64 %add60, ptr %left_13, align 8
  %v61 = load i64, ptr %left_13, align 8
  %ic62 = icmp eq i64 %v61, 0
  br i1 %ic62, label %then63, label %else64

fail12:                                           ; preds = %wbody
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %wbody
  %v18 = load i64, ptr %seg_12, align 8
  %inb = icmp ult i64 %v18, %dim11
  br i1 %inb, label %ok20, label %fail19

fail19:                                           ; preds = %ok13
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v18, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %ok13
  %pos25 = mul i64 0, %dim11
  %pos26 = add i64 %pos25, %v18
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store i64 %el30, ptr %len_15, align 8
  %v31 = load i64, ptr %len_15, align 8
  %ic32 = icmp sge i64 %v31, 0
  %v33 = load i64, ptr %len_15, align 8
  br i1 %ic32, label %ok35, label %fail34

fail34:                                           ; preds = %ok20
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %ok20
  %v40 = load i64, ptr %len_15, align 8
  %ic41 = icmp eq i64 %v40, 0
  br i1 %ic41, label %then, label %else

then:                                             ; preds = %ok35
  %v42 = load i64, ptr %seg_12, align 8
  %inb43 = icmp ult i64 %v42, %dim11
  br i1 %inb43, label %ok45, label %fail44

else:                                             ; preds = %ok35
  %v56 = load i64, ptr %len_15, align 8
  store i64 %v56, ptr %left_13, align 8
  store i1 true, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  br label %join

join:                                             ; preds = %else, %ok45
  br label %while

fail44:                                           ; preds = %then
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %then
  %pos50 = mul i64 0, %dim11
  %pos51 = add i64 %pos50, %v42
  %elp54 = getelementptr inbounds float, ptr %buf53, i64 %pos51
  store float 0.000000e+00, ptr %elp54, align 4, !alias.scope !8, !noalias !9
  %v55 = load i64, ptr %seg_12, align 8
  %add = add i64 %v55, 1
  store i64 %add, ptr %seg_12, align 8
  br label %join

then63:                                           ; preds = %wexit
  %v66 = load i64, ptr %seg_12, align 8
  %inb67 = icmp ult i64 %v66, %dim11
  br i1 %inb67, label %ok69, label %fail68

else64:                                           ; preds = %wexit
  br label %join65

join65:                                           ; preds = %else64, %ok69
  %i80 = load i64, ptr %i, align 8
  %next = add i64 %i80, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail68:                                           ; preds = %then63
  %errp70 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v66, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp73, align 8
  ret i32 1

ok69:                                             ; preds = %then63
  %pos74 = mul i64 0, %dim11
  %pos75 = add i64 %pos74, %v66
  %v76 = load float, ptr %acc_rows_11, align 4
  %elp77 = getelementptr inbounds float, ptr %buf53, i64 %pos75
  store float %v76, ptr %elp77, align 4, !alias.scope !8, !noalias !9
  %v78 = load i64, ptr %seg_12, align 8
  %add79 = add i64 %v78, 1
  store i64 %add79, ptr %seg_12, align 8
  store i1 false, ptr %open_14, align 1
  br label %join65

fail83:                                           ; preds = %exit
  %errp85 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp88, align 8
  ret i32 1

ok84:                                             ; preds = %exit
  br label %while89

while89:                                          ; preds = %ok126, %ok84
  %v92 = load i64, ptr %seg_12, align 8
  %ic93 = icmp slt i64 %v92, %dim11
  br i1 %ic93, label %wbody90, label %wexit91

wbody90:                                          ; preds = %while89
  %v94 = load i64, ptr %seg_12, align 8
  %inb95 = icmp ult i64 %v94, %dim11
  br i1 %inb95, label %ok97, label %fail96

wexit91:                                          ; preds = %while89
  ret i32 0

fail96:                                           ; preds = %wbody90
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v94, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %wbody90
  %pos102 = mul i64 0, %dim11
  %pos103 = add i64 %pos102, %v94
  %elp104 = getelementptr inbounds i64, ptr %buf28, i64 %pos103
  %el105 = load i64, ptr %elp104, align 8, !alias.scope !6, !noalias !7
  store i64 %el105, ptr %len_17, align 8
  %v106 = load i64, ptr %len_17, align 8
  %ic107 = icmp sge i64 %v106, 0
  %v108 = load i64, ptr %len_17, align 8
  br i1 %ic107, label %ok110, label %fail109

fail109:                                          ; preds = %ok97
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %ok97
  %v115 = load i64, ptr %len_17, align 8
  %ic116 = icmp eq i64 %v115, 0
  br i1 %ic116, label %ok118, label %fail117

fail117:                                          ; preds = %ok110
  %errp119 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp119, align 8
  %errp120 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp122, align 8
  ret i32 1

ok118:                                            ; preds = %ok110
  %v123 = load i64, ptr %seg_12, align 8
  %inb124 = icmp ult i64 %v123, %dim11
  br i1 %inb124, label %ok126, label %fail125

fail125:                                          ; preds = %ok118
  %errp127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v123, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp130, align 8
  ret i32 1

ok126:                                            ; preds = %ok118
  %pos131 = mul i64 0, %dim11
  %pos132 = add i64 %pos131, %v123
  %elp133 = getelementptr inbounds float, ptr %buf53, i64 %pos132
  store float 0.000000e+00, ptr %elp133, align 4, !alias.scope !8, !noalias !9
  %v134 = load i64, ptr %seg_12, align 8
  %add135 = add i64 %v134, 1
  store i64 %add135, ptr %seg_12, align 8
  br label %while89
}

define i32 @nest_segments(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %prods_18 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 32
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf34 = load ptr, ptr %bufp33, align 8
  %len_15 = alloca i64, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf59 = load ptr, ptr %bufp58, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_12, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_13, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_14, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_rows_11, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim
  %min = select i1 %c7, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join71, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos13
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %prods_18, align 4
  br label %while

exit:                                             ; preds = %loop
  %part87 = getelementptr inbounds i8, ptr %6, i64 0
  %acc88 = load i64, ptr %seg_12, align 8
  store i64 %acc88, ptr %part87, align 8
  %part89 = getelementptr inbounds i8, ptr %6, i64 64
  %acc90 = load i64, ptr %left_13, align 8
  store i64 %acc90, ptr %part89, align 8
  %part91 = getelementptr inbounds i8, ptr %6, i64 128
  %acc92 = load i1, ptr %open_14, align 1
  store i1 %acc92, ptr %part91, align 1
  %part93 = getelementptr inbounds i8, ptr %6, i64 192
  %acc94 = load float, ptr %acc_rows_11, align 4
  store float %acc94, ptr %part93, align 4
  ret i32 0

while:                                            ; preds = %join, %body11
  %v14 = load i1, ptr %open_14, align 1
  %not = xor i1 %v14, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v15 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v15, %dim17
  br i1 %ic, label %ok19, label %fail18

wexit:                                            ; preds = %while
  %v63 = load float, ptr %acc_rows_11, align 4
  %v64 = load float, ptr %prods_18, align 4
  %fa = fadd float %v63, %v64
  store float %fa, ptr %acc_rows_11, align 4
  %v65 = load i64, ptr %left_13, align 8
  %add66 = add i64 %v65, -1
  store i64 %add66, ptr %left_13, align 8
  %v67 = load i64, ptr %left_13, align 8
  %ic68 = icmp eq i64 %v67, 0
  br i1 %ic68, label %then69, label %else70

fail18:                                           ; preds = %wbody
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %wbody
  %v24 = load i64, ptr %seg_12, align 8
  %inb = icmp ult i64 %v24, %dim17
  br i1 %inb, label %ok26, label %fail25

fail25:                                           ; preds = %ok19
  %errp27 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp30, align 8
  ret i32 1

ok26:                                             ; preds = %ok19
  %pos31 = mul i64 0, %dim17
  %pos32 = add i64 %pos31, %v24
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  store i64 %el36, ptr %len_15, align 8
  %v37 = load i64, ptr %len_15, align 8
  %ic38 = icmp sge i64 %v37, 0
  %v39 = load i64, ptr %len_15, align 8
  br i1 %ic38, label %ok41, label %fail40

fail40:                                           ; preds = %ok26
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok26
  %v46 = load i64, ptr %len_15, align 8
  %ic47 = icmp eq i64 %v46, 0
  br i1 %ic47, label %then, label %else

then:                                             ; preds = %ok41
  %v48 = load i64, ptr %seg_12, align 8
  %inb49 = icmp ult i64 %v48, %dim17
  br i1 %inb49, label %ok51, label %fail50

else:                                             ; preds = %ok41
  %v62 = load i64, ptr %len_15, align 8
  store i64 %v62, ptr %left_13, align 8
  store i1 true, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  br label %join

join:                                             ; preds = %else, %ok51
  br label %while

fail50:                                           ; preds = %then
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %then
  %pos56 = mul i64 0, %dim17
  %pos57 = add i64 %pos56, %v48
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos57
  store float 0.000000e+00, ptr %elp60, align 4, !alias.scope !8, !noalias !9
  %v61 = load i64, ptr %seg_12, align 8
  %add = add i64 %v61, 1
  store i64 %add, ptr %seg_12, align 8
  br label %join

then69:                                           ; preds = %wexit
  %v72 = load i64, ptr %seg_12, align 8
  %inb73 = icmp ult i64 %v72, %dim17
  br i1 %inb73, label %ok75, label %fail74

else70:                                           ; preds = %wexit
  br label %join71

join71:                                           ; preds = %else70, %ok75
  %i86 = load i64, ptr %i, align 8
  %next = add i64 %i86, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail74:                                           ; preds = %then69
  %errp76 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v72, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp79, align 8
  ret i32 1

ok75:                                             ; preds = %then69
  %pos80 = mul i64 0, %dim17
  %pos81 = add i64 %pos80, %v72
  %v82 = load float, ptr %acc_rows_11, align 4
  %elp83 = getelementptr inbounds float, ptr %buf59, i64 %pos81
  store float %v82, ptr %elp83, align 4, !alias.scope !8, !noalias !9
  %v84 = load i64, ptr %seg_12, align 8
  %add85 = add i64 %v84, 1
  store i64 %add85, ptr %seg_12, align 8
  store i1 false, ptr %open_14, align 1
  br label %join71
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_12 = alloca i64, align 8
  %left_13 = alloca i64, align 8
  %open_14 = alloca i1, align 1
  %acc_rows_11 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 32
  %dim12 = load i64, ptr %dimp11, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %len_17 = alloca i64, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf49 = load ptr, ptr %bufp48, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_12, align 8
  store i64 0, ptr %left_13, align 8
  store i1 false, ptr %open_14, align 1
  store float 0.000000e+00, ptr %acc_rows_11, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_12, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_13, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_14, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_rows_11, align 4
  %v = load i1, ptr %open_14, align 1
  %not = xor i1 %v, true
  br i1 %not, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp9, align 8
  ret i32 1

ok:                                               ; preds = %body
  br label %while

while:                                            ; preds = %ok41, %ok
  %v10 = load i64, ptr %seg_12, align 8
  %ic = icmp slt i64 %v10, %dim12
  br i1 %ic, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v13 = load i64, ptr %seg_12, align 8
  %inb = icmp ult i64 %v13, %dim12
  br i1 %inb, label %ok15, label %fail14

wexit:                                            ; preds = %while
  ret i32 0

fail14:                                           ; preds = %wbody
  %errp16 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v13, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp19, align 8
  ret i32 1

ok15:                                             ; preds = %wbody
  %pos = mul i64 0, %dim12
  %pos20 = add i64 %pos, %v13
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !8
  store i64 %el, ptr %len_17, align 8
  %v21 = load i64, ptr %len_17, align 8
  %ic22 = icmp sge i64 %v21, 0
  %v23 = load i64, ptr %len_17, align 8
  br i1 %ic22, label %ok25, label %fail24

fail24:                                           ; preds = %ok15
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v23, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok15
  %v30 = load i64, ptr %len_17, align 8
  %ic31 = icmp eq i64 %v30, 0
  br i1 %ic31, label %ok33, label %fail32

fail32:                                           ; preds = %ok25
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %ok25
  %v38 = load i64, ptr %seg_12, align 8
  %inb39 = icmp ult i64 %v38, %dim12
  br i1 %inb39, label %ok41, label %fail40

fail40:                                           ; preds = %ok33
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v38, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok33
  %pos46 = mul i64 0, %dim12
  %pos47 = add i64 %pos46, %v38
  %elp50 = getelementptr inbounds float, ptr %buf49, i64 %pos47
  store float 0.000000e+00, ptr %elp50, align 4, !alias.scope !8, !noalias !6
  %v51 = load i64, ptr %seg_12, align 8
  %add = add i64 %v51, 1
  store i64 %add, ptr %seg_12, align 8
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.7", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c4: y
; ModuleID = 'smvm_c4'
source_filename = "smvm_c4"
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

