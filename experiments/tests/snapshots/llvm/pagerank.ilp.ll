; cluster c0: zn
; ModuleID = 'pagerank_c0'
source_filename = "pagerank_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zn_0 = alloca i64, align 8
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
  store i64 0, ptr %zn_0, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %zn_0, align 8
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

; cluster c1: Diagonal(srcv, Vertical(ones, deg))
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 48
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf16 = load ptr, ptr %bufp15, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 0
  %dim18 = load i64, ptr %dimp17, align 8
  %i = alloca i64, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf34 = load ptr, ptr %bufp33, align 8
  %src_4 = alloca i64, align 8
  %srcv_2 = alloca i64, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf62 = load ptr, ptr %bufp61, align 8
  %ones_5 = alloca i64, align 8
  %new_7 = alloca i64, align 8
  %old_8 = alloca i64, align 8
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
  %n = mul i64 1, %dim14
  %bytes = mul i64 %n, 8
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
  store i64 0, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim18, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp22, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits23 = icmp sle i64 %min, %dim18
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim18, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp29, align 8
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
  store i64 %el, ptr %src_4, align 8
  %v35 = load i64, ptr %src_4, align 8
  %mul = mul i64 %v35, 1000003
  %v36 = load i64, ptr %i, align 8
  %mul37 = mul i64 %v36, 7919
  %add = add i64 %mul, %mul37
  %v38 = load i64, ptr %r0_dim0, align 8
  %nz = icmp ne i64 %v38, 0
  br i1 %nz, label %ok40, label %fail39

exit:                                             ; preds = %loop
  ret i32 0

fail39:                                           ; preds = %body30
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v38, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %body30
  %d_word45 = load i64, ptr %d_word, align 8
  %d_word46 = load i64, ptr %d_word5, align 8
  %d_word47 = load i64, ptr %d_word6, align 8
  %d_word48 = load i64, ptr %d_word7, align 8
  %d_word49 = load i64, ptr %d_word8, align 8
  %d_word50 = load i64, ptr %d_word9, align 8
  %d_word51 = load i64, ptr %d_word10, align 8
  %d_word52 = load i64, ptr %d_word11, align 8
  %d_word53 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
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
  %r = sub i64 %add, %qd
  %add55 = add i64 %r, %dim
  %v56 = load i64, ptr %r0_dim0, align 8
  %wge = icmp sge i64 %add55, %v56
  %wsub = sub i64 %add55, %v56
  %wrap = select i1 %wge, i64 %wsub, i64 %add55
  store i64 %wrap, ptr %srcv_2, align 8
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim18
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %srcv_2, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !6, !noalias !7
  store i64 1, ptr %ones_5, align 8
  %v64 = load i64, ptr %srcv_2, align 8
  %inb = icmp ult i64 %v64, %dim14
  br i1 %inb, label %ok66, label %fail65

ignored:                                          ; preds = %ok66
  %i80 = load i64, ptr %i, align 8
  %next = add i64 %i80, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail65:                                           ; preds = %ok40
  %errp67 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp70, align 8
  ret i32 1

ok66:                                             ; preds = %ok40
  %pos71 = mul i64 0, %dim14
  %pos72 = add i64 %pos71, %v64
  %v73 = load i64, ptr %ones_5, align 8
  store i64 %v73, ptr %new_7, align 8
  %elp74 = getelementptr inbounds i64, ptr %buf, i64 %pos72
  %el75 = load i64, ptr %elp74, align 8, !alias.scope !8, !noalias !9
  store i64 %el75, ptr %old_8, align 8
  %v76 = load i64, ptr %new_7, align 8
  %v77 = load i64, ptr %old_8, align 8
  %add78 = add i64 %v76, %v77
  %elp79 = getelementptr inbounds i64, ptr %buf, i64 %pos72
  store i64 %add78, ptr %elp79, align 8, !alias.scope !8, !noalias !9
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

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %r0_dim0 = alloca i64, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 0
  %dim2 = load i64, ptr %dimp1, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %srcv_2 = alloca i64, align 8
  %ones_5 = alloca i64, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 48
  %dim12 = load i64, ptr %dimp11, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf23 = load ptr, ptr %bufp22, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %r0_dim0, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c3 = icmp slt i64 %5, %dim2
  %min = select i1 %c3, i64 %5, i64 %dim2
  %fits = icmp sle i64 %min, %dim2
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim2, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i8 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i8, %min
  br i1 %more, label %body7, label %exit

body7:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim2
  %pos9 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos9
  %el = load i64, ptr %elp, align 8, !alias.scope !6
  store i64 %el, ptr %srcv_2, align 8
  store i64 1, ptr %ones_5, align 8
  %v10 = load i64, ptr %srcv_2, align 8
  %inb = icmp ult i64 %v10, %dim12
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok14
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail13:                                           ; preds = %body7
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v10, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body7
  %pos19 = mul i64 0, %dim12
  %pos20 = add i64 %pos19, %v10
  %v21 = load i64, ptr %ones_5, align 8
  %elp24 = getelementptr inbounds i64, ptr %buf23, i64 %pos20
  %7 = atomicrmw add ptr %elp24, i64 %v21 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %r0_dim0 = alloca i64, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 0
  %dim2 = load i64, ptr %dimp1, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %srcv_2 = alloca i64, align 8
  %ones_5 = alloca i64, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 48
  %dim12 = load i64, ptr %dimp11, align 8
  %new_7 = alloca i64, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf23 = load ptr, ptr %bufp22, align 8
  %old_8 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %r0_dim0, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c3 = icmp slt i64 %5, %dim2
  %min = select i1 %c3, i64 %5, i64 %dim2
  %fits = icmp sle i64 %min, %dim2
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim2, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i8 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i8, %min
  br i1 %more, label %body7, label %exit

body7:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim2
  %pos9 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos9
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !8
  store i64 %el, ptr %srcv_2, align 8
  store i64 1, ptr %ones_5, align 8
  %v10 = load i64, ptr %srcv_2, align 8
  %inb = icmp ult i64 %v10, %dim12
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok14
  %i29 = load i64, ptr %i, align 8
  %next = add i64 %i29, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail13:                                           ; preds = %body7
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v10, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body7
  %pos19 = mul i64 0, %dim12
  %pos20 = add i64 %pos19, %v10
  %v21 = load i64, ptr %ones_5, align 8
  store i64 %v21, ptr %new_7, align 8
  %elp24 = getelementptr inbounds i64, ptr %buf23, i64 %pos20
  %el25 = load i64, ptr %elp24, align 8, !alias.scope !8, !noalias !6
  store i64 %el25, ptr %old_8, align 8
  %v26 = load i64, ptr %new_7, align 8
  %v27 = load i64, ptr %old_8, align 8
  %add = add i64 %v26, %v27
  %elp28 = getelementptr inbounds i64, ptr %buf23, i64 %pos20
  store i64 %add, ptr %elp28, align 8, !alias.scope !8, !noalias !6
  br label %ignored
}

define i32 @nest_stores(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %src_4 = alloca i64, align 8
  %srcv_2 = alloca i64, align 8
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
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %src_4, align 8
  %v31 = load i64, ptr %src_4, align 8
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
  store i64 %wrap69, ptr %srcv_2, align 8
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim14
  %pos72 = add i64 %pos71, %v70
  %v73 = load i64, ptr %srcv_2, align 8
  %elp76 = getelementptr inbounds i64, ptr %buf75, i64 %pos72
  store i64 %v73, ptr %elp76, align 8, !alias.scope !6, !noalias !0
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
  %el87 = load i64, ptr %elp86, align 8, !alias.scope !0, !noalias !6
  store i64 %el87, ptr %src_4, align 8
  %v88 = load i64, ptr %src_4, align 8
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
  store i64 %wrap131, ptr %srcv_2, align 8
  %v132 = load i64, ptr %i, align 8
  %pos133 = mul i64 0, %dim14
  %pos134 = add i64 %pos133, %v132
  %v135 = load i64, ptr %srcv_2, align 8
  %elp136 = getelementptr inbounds i64, ptr %buf75, i64 %pos134
  store i64 %v135, ptr %elp136, align 8, !alias.scope !6, !noalias !0
  %i137 = load i64, ptr %i, align 8
  %next138 = add i64 %i137, 1
  store i64 %next138, ptr %i, align 8
  br label %loop78
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.7", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c2: Diagonal(w0, tot)
; ModuleID = 'pagerank_c2'
source_filename = "pagerank_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_15 = alloca double, align 8
  %w0_12 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_tot_15, align 8
  store double %b, ptr %w0_12, align 8
  %v = load double, ptr %acc_tot_15, align 8
  %v1 = load double, ptr %w0_12, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_15 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r0_14 = alloca double, align 8
  %w0_12 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf21 = load ptr, ptr %bufp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf29 = load ptr, ptr %bufp28, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_15, align 8
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
  store double %el, ptr %r0_14, align 8
  %v15 = load double, ptr %r0_14, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_12, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_12, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  %v23 = load double, ptr %acc_tot_15, align 8
  %v24 = load double, ptr %w0_12, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_15, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v27 = load double, ptr %acc_tot_15, align 8
  %elp30 = getelementptr inbounds double, ptr %buf29, i64 0
  store double %v27, ptr %elp30, align 8, !alias.scope !8, !noalias !9
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_15 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r0_14 = alloca double, align 8
  %w0_12 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_15, align 8
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %r0_14, align 8
  %v15 = load double, ptr %r0_14, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_12, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_12, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  %v23 = load double, ptr %acc_tot_15, align 8
  %v24 = load double, ptr %w0_12, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_15, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_15, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_15 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r0_14 = alloca double, align 8
  %w0_12 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_15, align 8
  store double -0.000000e+00, ptr %acc_tot_15, align 8
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %r0_14, align 8
  %v15 = load double, ptr %r0_14, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_12, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_12, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  %v23 = load double, ptr %acc_tot_15, align 8
  %v24 = load double, ptr %w0_12, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_15, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_15, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_15 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_15, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_tot_15, align 8
  %v = load double, ptr %acc_tot_15, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c3: Diagonal(degf, Diagonal(rank0, contrib))
; ModuleID = 'pagerank_c3'
source_filename = "pagerank_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %the_tot_26 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 72
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf39 = load ptr, ptr %bufp38, align 8
  %deg_22 = alloca i64, align 8
  %degf_20 = alloca double, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf49 = load ptr, ptr %bufp48, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf55 = load ptr, ptr %bufp54, align 8
  %w0_25 = alloca double, align 8
  %rank0_23 = alloca double, align 8
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf65 = load ptr, ptr %bufp64, align 8
  %contrib_27 = alloca double, align 8
  %bufp74 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf75 = load ptr, ptr %bufp74, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_tot_26, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
  %fits21 = icmp sle i64 %min, %dim13
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok16
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok16
  %fits28 = icmp sle i64 %min, %dim13
  br i1 %fits28, label %ok30, label %fail29

fail29:                                           ; preds = %ok23
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %ok23
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body35, %ok30
  %i36 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i36, %min
  br i1 %more, label %body35, label %exit

body35:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos37 = add i64 %pos, %v
  %elp40 = getelementptr inbounds i64, ptr %buf39, i64 %pos37
  %el41 = load i64, ptr %elp40, align 8, !alias.scope !9, !noalias !10
  store i64 %el41, ptr %deg_22, align 8
  %v42 = load i64, ptr %deg_22, align 8
  %c43 = icmp sgt i64 %v42, 1
  %mm = select i1 %c43, i64 %v42, i64 1
  %cv = sitofp i64 %mm to double
  store double %cv, ptr %degf_20, align 8
  %v44 = load i64, ptr %i, align 8
  %pos45 = mul i64 0, %dim
  %pos46 = add i64 %pos45, %v44
  %v47 = load double, ptr %degf_20, align 8
  %elp50 = getelementptr inbounds double, ptr %buf49, i64 %pos46
  store double %v47, ptr %elp50, align 8, !alias.scope !11, !noalias !12
  %v51 = load i64, ptr %i, align 8
  %pos52 = mul i64 0, %dim13
  %pos53 = add i64 %pos52, %v51
  %elp56 = getelementptr inbounds double, ptr %buf55, i64 %pos53
  %el57 = load double, ptr %elp56, align 8, !alias.scope !13, !noalias !14
  store double %el57, ptr %w0_25, align 8
  %v58 = load double, ptr %w0_25, align 8
  %v59 = load double, ptr %the_tot_26, align 8
  %fd = fdiv double %v58, %v59
  store double %fd, ptr %rank0_23, align 8
  %v60 = load i64, ptr %i, align 8
  %pos61 = mul i64 0, %dim13
  %pos62 = add i64 %pos61, %v60
  %v63 = load double, ptr %rank0_23, align 8
  %elp66 = getelementptr inbounds double, ptr %buf65, i64 %pos62
  store double %v63, ptr %elp66, align 8, !alias.scope !15, !noalias !16
  %v67 = load double, ptr %rank0_23, align 8
  %v68 = load double, ptr %degf_20, align 8
  %fd69 = fdiv double %v67, %v68
  store double %fd69, ptr %contrib_27, align 8
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim13
  %pos72 = add i64 %pos71, %v70
  %v73 = load double, ptr %contrib_27, align 8
  %elp76 = getelementptr inbounds double, ptr %buf75, i64 %pos72
  store double %v73, ptr %elp76, align 8, !alias.scope !17, !noalias !18
  %i77 = load i64, ptr %i, align 8
  %next = add i64 %i77, 1
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
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.7", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.9", !2}
!7 = !{!"fuselab.buf.11", !2}
!8 = !{!"fuselab.buf.12", !2}
!9 = !{!4}
!10 = !{!5, !6, !1, !7, !8}
!11 = !{!5}
!12 = !{!4, !6, !1, !7, !8}
!13 = !{!6}
!14 = !{!4, !5, !1, !7, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c4: zs
; ModuleID = 'pagerank_c4'
source_filename = "pagerank_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs_31 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs_31, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs_31, align 8
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

; cluster c5: Diagonal(dstv, Vertical(ec, sums))
; ModuleID = 'pagerank_c5'
source_filename = "pagerank_c5"
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
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 112
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf16 = load ptr, ptr %bufp15, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 0
  %dim18 = load i64, ptr %dimp17, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 8
  %dim21 = load i64, ptr %dimp20, align 8
  %i = alloca i64, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf36 = load ptr, ptr %bufp35, align 8
  %dst_35 = alloca i64, align 8
  %dstv_33 = alloca i64, align 8
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf64 = load ptr, ptr %bufp63, align 8
  %dimp67 = getelementptr inbounds i64, ptr %1, i64 24
  %dim68 = load i64, ptr %dimp67, align 8
  %bufp77 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf78 = load ptr, ptr %bufp77, align 8
  %t_38 = alloca i64, align 8
  %dimp82 = getelementptr inbounds i64, ptr %1, i64 96
  %dim83 = load i64, ptr %dimp82, align 8
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf94 = load ptr, ptr %bufp93, align 8
  %contrib_39 = alloca double, align 8
  %new_40 = alloca double, align 8
  %old_41 = alloca double, align 8
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
  %n = mul i64 1, %dim14
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf16, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c19 = icmp slt i64 %5, %dim18
  %min = select i1 %c19, i64 %5, i64 %dim18
  %fits = icmp sle i64 %min, %dim21
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim21, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp24, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits25 = icmp sle i64 %min, %dim18
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim18, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok27
  %i33 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i33, %min
  br i1 %more, label %body32, label %exit

body32:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim21
  %pos34 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %dst_35, align 8
  %v37 = load i64, ptr %dst_35, align 8
  %mul = mul i64 %v37, 999983
  %v38 = load i64, ptr %i, align 8
  %mul39 = mul i64 %v38, 104729
  %add = add i64 %mul, %mul39
  %v40 = load i64, ptr %r0_dim0, align 8
  %nz = icmp ne i64 %v40, 0
  br i1 %nz, label %ok42, label %fail41

exit:                                             ; preds = %loop
  ret i32 0

fail41:                                           ; preds = %body32
  %errp43 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v40, ptr %errp46, align 8
  ret i32 1

ok42:                                             ; preds = %body32
  %d_word47 = load i64, ptr %d_word, align 8
  %d_word48 = load i64, ptr %d_word5, align 8
  %d_word49 = load i64, ptr %d_word6, align 8
  %d_word50 = load i64, ptr %d_word7, align 8
  %d_word51 = load i64, ptr %d_word8, align 8
  %d_word52 = load i64, ptr %d_word9, align 8
  %d_word53 = load i64, ptr %d_word10, align 8
  %d_word54 = load i64, ptr %d_word11, align 8
  %d_word55 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %add, 63
  %xf = xor i64 %add, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word49 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word50
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word51
  %s = xor i64 %xs, %d_word48
  %qs = xor i64 %q, %s
  %q56 = sub i64 %qs, %s
  %qd = mul i64 %q56, %v40
  %r = sub i64 %add, %qd
  %add57 = add i64 %r, %dim
  %v58 = load i64, ptr %r0_dim0, align 8
  %wge = icmp sge i64 %add57, %v58
  %wsub = sub i64 %add57, %v58
  %wrap = select i1 %wge, i64 %wsub, i64 %add57
  store i64 %wrap, ptr %dstv_33, align 8
  %v59 = load i64, ptr %i, align 8
  %pos60 = mul i64 0, %dim18
  %pos61 = add i64 %pos60, %v59
  %v62 = load i64, ptr %dstv_33, align 8
  %elp65 = getelementptr inbounds i64, ptr %buf64, i64 %pos61
  store i64 %v62, ptr %elp65, align 8, !alias.scope !8, !noalias !9
  %v66 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v66, %dim68
  br i1 %inb, label %ok70, label %fail69

fail69:                                           ; preds = %ok42
  %errp71 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v66, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim68, ptr %errp74, align 8
  ret i32 1

ok70:                                             ; preds = %ok42
  %pos75 = mul i64 0, %dim68
  %pos76 = add i64 %pos75, %v66
  %elp79 = getelementptr inbounds i64, ptr %buf78, i64 %pos76
  %el80 = load i64, ptr %elp79, align 8, !alias.scope !10, !noalias !11
  store i64 %el80, ptr %t_38, align 8
  %v81 = load i64, ptr %t_38, align 8
  %inb84 = icmp ult i64 %v81, %dim83
  br i1 %inb84, label %ok86, label %fail85

fail85:                                           ; preds = %ok70
  %errp87 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v81, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim83, ptr %errp90, align 8
  ret i32 1

ok86:                                             ; preds = %ok70
  %pos91 = mul i64 0, %dim83
  %pos92 = add i64 %pos91, %v81
  %elp95 = getelementptr inbounds double, ptr %buf94, i64 %pos92
  %el96 = load double, ptr %elp95, align 8, !alias.scope !12, !noalias !13
  store double %el96, ptr %contrib_39, align 8
  %v97 = load i64, ptr %dstv_33, align 8
  %inb98 = icmp ult i64 %v97, %dim14
  br i1 %inb98, label %ok100, label %fail99

ignored:                                          ; preds = %ok100
  %i113 = load i64, ptr %i, align 8
  %next = add i64 %i113, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail99:                                           ; preds = %ok86
  %errp101 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v97, ptr %errp103, align 8
  %errp104 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp104, align 8
  ret i32 1

ok100:                                            ; preds = %ok86
  %pos105 = mul i64 0, %dim14
  %pos106 = add i64 %pos105, %v97
  %v107 = load double, ptr %contrib_39, align 8
  store double %v107, ptr %new_40, align 8
  %elp108 = getelementptr inbounds double, ptr %buf, i64 %pos106
  %el109 = load double, ptr %elp108, align 8, !alias.scope !14, !noalias !15
  store double %el109, ptr %old_41, align 8
  %v110 = load double, ptr %new_40, align 8
  %v111 = load double, ptr %old_41, align 8
  %fa = fadd double %v110, %v111
  %elp112 = getelementptr inbounds double, ptr %buf, i64 %pos106
  store double %fa, ptr %elp112, align 8, !alias.scope !14, !noalias !15
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
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %r0_dim0 = alloca i64, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 0
  %dim2 = load i64, ptr %dimp1, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dstv_33 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 112
  %dim25 = load i64, ptr %dimp24, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 24
  %dim37 = load i64, ptr %dimp36, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
  %t_38 = alloca i64, align 8
  %dimp52 = getelementptr inbounds i64, ptr %1, i64 96
  %dim53 = load i64, ptr %dimp52, align 8
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf64 = load ptr, ptr %bufp63, align 8
  %contrib_39 = alloca double, align 8
  %new_40 = alloca double, align 8
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf69 = load ptr, ptr %bufp68, align 8
  %old_41 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %r0_dim0, align 8
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi3 = load i64, ptr %share_hi, align 8
  %fits = icmp sle i64 %dim2, %dim2
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim2, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit18, %ok
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim2
  br i1 %more, label %block7, label %blocks_done

block7:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim2
  %min = select i1 %c, i64 %block_end, i64 %dim2
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
  %pos = mul i64 0, %dim2
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !8, !noalias !16
  store i64 %el, ptr %dstv_33, align 8
  %v13 = load i64, ptr %dstv_33, align 8
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
  %i77 = load i64, ptr %block, align 8
  %next78 = add i64 %i77, 1024
  store i64 %next78, ptr %block, align 8
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
  %inb38 = icmp ult i64 %v35, %dim37
  br i1 %inb38, label %ok40, label %fail39

not_owned:                                        ; preds = %ok56, %ok27
  %i75 = load i64, ptr %i8, align 8
  %next76 = add i64 %i75, 1
  store i64 %next76, ptr %i8, align 8
  br label %loop16

fail39:                                           ; preds = %owned34
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %owned34
  %pos45 = mul i64 0, %dim37
  %pos46 = add i64 %pos45, %v35
  %elp49 = getelementptr inbounds i64, ptr %buf48, i64 %pos46
  %el50 = load i64, ptr %elp49, align 8, !alias.scope !10, !noalias !17
  store i64 %el50, ptr %t_38, align 8
  %v51 = load i64, ptr %t_38, align 8
  %inb54 = icmp ult i64 %v51, %dim53
  br i1 %inb54, label %ok56, label %fail55

fail55:                                           ; preds = %ok40
  %errp57 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim53, ptr %errp60, align 8
  ret i32 1

ok56:                                             ; preds = %ok40
  %pos61 = mul i64 0, %dim53
  %pos62 = add i64 %pos61, %v51
  %elp65 = getelementptr inbounds double, ptr %buf64, i64 %pos62
  %el66 = load double, ptr %elp65, align 8, !alias.scope !12, !noalias !18
  store double %el66, ptr %contrib_39, align 8
  %v67 = load double, ptr %contrib_39, align 8
  store double %v67, ptr %new_40, align 8
  %elp70 = getelementptr inbounds double, ptr %buf69, i64 %pos33
  %el71 = load double, ptr %elp70, align 8, !alias.scope !14, !noalias !19
  store double %el71, ptr %old_41, align 8
  %v72 = load double, ptr %new_40, align 8
  %v73 = load double, ptr %old_41, align 8
  %fa = fadd double %v72, %v73
  %elp74 = getelementptr inbounds double, ptr %buf69, i64 %pos33
  store double %fa, ptr %elp74, align 8, !alias.scope !14, !noalias !19
  br label %not_owned
}

define i32 @nest_stores(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %dst_35 = alloca i64, align 8
  %dstv_33 = alloca i64, align 8
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
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !8
  store i64 %el, ptr %dst_35, align 8
  %v33 = load i64, ptr %dst_35, align 8
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
  store i64 %wrap71, ptr %dstv_33, align 8
  %v72 = load i64, ptr %i, align 8
  %pos73 = mul i64 0, %dim14
  %pos74 = add i64 %pos73, %v72
  %v75 = load i64, ptr %dstv_33, align 8
  %elp78 = getelementptr inbounds i64, ptr %buf77, i64 %pos74
  store i64 %v75, ptr %elp78, align 8, !alias.scope !8, !noalias !0
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
  %el89 = load i64, ptr %elp88, align 8, !alias.scope !0, !noalias !8
  store i64 %el89, ptr %dst_35, align 8
  %v90 = load i64, ptr %dst_35, align 8
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
  store i64 %wrap133, ptr %dstv_33, align 8
  %v134 = load i64, ptr %i, align 8
  %pos135 = mul i64 0, %dim14
  %pos136 = add i64 %pos135, %v134
  %v137 = load i64, ptr %dstv_33, align 8
  %elp138 = getelementptr inbounds i64, ptr %buf77, i64 %pos136
  store i64 %v137, ptr %elp138, align 8, !alias.scope !8, !noalias !0
  %i139 = load i64, ptr %i, align 8
  %next140 = add i64 %i139, 1
  store i64 %next140, ptr %i, align 8
  br label %loop80
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!"fuselab.buf.15", !2}
!8 = !{!5}
!9 = !{!1, !4, !6, !7}
!10 = !{!4}
!11 = !{!1, !5, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}
!16 = !{!4, !6, !7}
!17 = !{!5, !6, !7}
!18 = !{!4, !5, !7}
!19 = !{!4, !5, !6}

; cluster c6: rn
; ModuleID = 'pagerank_c6'
source_filename = "pagerank_c6"
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

; cluster c7: zs2
; ModuleID = 'pagerank_c7'
source_filename = "pagerank_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 128
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs2_48 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs2_48, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs2_48, align 8
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

; cluster c8: Vertical(contrib2, Vertical(ec2, sums2))
; ModuleID = 'pagerank_c8'
source_filename = "pagerank_c8"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 24
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 32
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %t_55 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 128
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf46 = load ptr, ptr %bufp45, align 8
  %rn_63 = alloca double, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 64
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf62 = load ptr, ptr %bufp61, align 8
  %degf_64 = alloca double, align 8
  %contrib2_56 = alloca double, align 8
  %bufp70 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf71 = load ptr, ptr %bufp70, align 8
  %dstv_61 = alloca i64, align 8
  %new_57 = alloca double, align 8
  %old_58 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim4
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

fail13:                                           ; preds = %body11
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body11
  %pos = mul i64 0, %dim4
  %pos19 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_55, align 8
  %v22 = load i64, ptr %t_55, align 8
  %ic = icmp sge i64 %v22, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok14
  %v23 = load i64, ptr %t_55, align 8
  %ic26 = icmp slt i64 %v23, %dim25
  br label %sc

sc:                                               ; preds = %rhs, %ok14
  %sc27 = phi i1 [ false, %ok14 ], [ %ic26, %rhs ]
  %v28 = load i64, ptr %t_55, align 8
  br i1 %sc27, label %ok30, label %fail29

fail29:                                           ; preds = %sc
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v28, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %sc
  %v35 = load i64, ptr %t_55, align 8
  %inb36 = icmp ult i64 %v35, %dim25
  br i1 %inb36, label %ok38, label %fail37

fail37:                                           ; preds = %ok30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok30
  %pos43 = mul i64 0, %dim25
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  store double %el48, ptr %rn_63, align 8
  %v49 = load i64, ptr %t_55, align 8
  %inb52 = icmp ult i64 %v49, %dim51
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok38
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok38
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %v49
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos60
  %el64 = load double, ptr %elp63, align 8, !alias.scope !10, !noalias !11
  store double %el64, ptr %degf_64, align 8
  %v65 = load double, ptr %rn_63, align 8
  %v66 = load double, ptr %degf_64, align 8
  %fd = fdiv double %v65, %v66
  store double %fd, ptr %contrib2_56, align 8
  %v67 = load i64, ptr %i, align 8
  %pos68 = mul i64 0, %dim7
  %pos69 = add i64 %pos68, %v67
  %elp72 = getelementptr inbounds i64, ptr %buf71, i64 %pos69
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !12, !noalias !13
  store i64 %el73, ptr %dstv_61, align 8
  %v74 = load i64, ptr %dstv_61, align 8
  %inb75 = icmp ult i64 %v74, %dim
  br i1 %inb75, label %ok77, label %fail76

ignored:                                          ; preds = %ok77
  %i90 = load i64, ptr %i, align 8
  %next = add i64 %i90, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail76:                                           ; preds = %ok54
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok54
  %pos82 = mul i64 0, %dim
  %pos83 = add i64 %pos82, %v74
  %v84 = load double, ptr %contrib2_56, align 8
  store double %v84, ptr %new_57, align 8
  %elp85 = getelementptr inbounds double, ptr %buf, i64 %pos83
  %el86 = load double, ptr %elp85, align 8, !alias.scope !14, !noalias !15
  store double %el86, ptr %old_58, align 8
  %v87 = load double, ptr %new_57, align 8
  %v88 = load double, ptr %old_58, align 8
  %fa = fadd double %v87, %v88
  %elp89 = getelementptr inbounds double, ptr %buf, i64 %pos83
  store double %fa, ptr %elp89, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_55 = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 128
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf36 = load ptr, ptr %bufp35, align 8
  %dstv_61 = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 152
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf85 = load ptr, ptr %bufp84, align 8
  %rn_63 = alloca double, align 8
  %dimp89 = getelementptr inbounds i64, ptr %1, i64 64
  %dim90 = load i64, ptr %dimp89, align 8
  %bufp100 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf101 = load ptr, ptr %bufp100, align 8
  %degf_64 = alloca double, align 8
  %contrib2_56 = alloca double, align 8
  %new_57 = alloca double, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf108 = load ptr, ptr %bufp107, align 8
  %old_58 = alloca double, align 8
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

blocks:                                           ; preds = %exit44, %ok
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

loop:                                             ; preds = %ok27, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok13, label %fail12

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop42

fail12:                                           ; preds = %body9
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %body9
  %pos = mul i64 0, %dim
  %pos18 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos18
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_55, align 8
  %v19 = load i64, ptr %t_55, align 8
  %ic = icmp sge i64 %v19, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok13
  %v20 = load i64, ptr %t_55, align 8
  %ic23 = icmp slt i64 %v20, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %ok13
  %sc24 = phi i1 [ false, %ok13 ], [ %ic23, %rhs ]
  %v25 = load i64, ptr %t_55, align 8
  br i1 %sc24, label %ok27, label %fail26

fail26:                                           ; preds = %sc
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v25, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %sc
  %v32 = load i64, ptr %i8, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !12, !noalias !13
  store i64 %el38, ptr %dstv_61, align 8
  %v39 = load i64, ptr %dstv_61, align 8
  %i40 = load i64, ptr %i8, align 8
  %k = sub i64 %i40, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v39, ptr %at, align 8
  %i41 = load i64, ptr %i8, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

loop42:                                           ; preds = %not_owned, %exit
  %i45 = load i64, ptr %i8, align 8
  %more46 = icmp slt i64 %i45, %min
  br i1 %more46, label %body43, label %exit44

body43:                                           ; preds = %loop42
  %i47 = load i64, ptr %i8, align 8
  %k48 = sub i64 %i47, %i
  %at49 = getelementptr i64, ptr %targets, i64 %k48
  %target = load i64, ptr %at49, align 8
  %inb52 = icmp ult i64 %target, %dim51
  br i1 %inb52, label %ok54, label %fail53

exit44:                                           ; preds = %loop42
  %i116 = load i64, ptr %block, align 8
  %next117 = add i64 %i116, 1024
  store i64 %next117, ptr %block, align 8
  br label %blocks

fail53:                                           ; preds = %body43
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body43
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %target
  %from_lo = sub i64 %pos60, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned61, label %not_owned

owned61:                                          ; preds = %ok54
  %v62 = load i64, ptr %i8, align 8
  %inb63 = icmp ult i64 %v62, %dim
  br i1 %inb63, label %ok65, label %fail64

not_owned:                                        ; preds = %ok93, %ok54
  %i114 = load i64, ptr %i8, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %i8, align 8
  br label %loop42

fail64:                                           ; preds = %owned61
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %owned61
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v62
  %elp72 = getelementptr inbounds i64, ptr %buf, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !0, !noalias !3
  store i64 %el73, ptr %t_55, align 8
  %v74 = load i64, ptr %t_55, align 8
  %inb75 = icmp ult i64 %v74, %dim22
  br i1 %inb75, label %ok77, label %fail76

fail76:                                           ; preds = %ok65
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok65
  %pos82 = mul i64 0, %dim22
  %pos83 = add i64 %pos82, %v74
  %elp86 = getelementptr inbounds double, ptr %buf85, i64 %pos83
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %rn_63, align 8
  %v88 = load i64, ptr %t_55, align 8
  %inb91 = icmp ult i64 %v88, %dim90
  br i1 %inb91, label %ok93, label %fail92

fail92:                                           ; preds = %ok77
  %errp94 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v88, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp97, align 8
  ret i32 1

ok93:                                             ; preds = %ok77
  %pos98 = mul i64 0, %dim90
  %pos99 = add i64 %pos98, %v88
  %elp102 = getelementptr inbounds double, ptr %buf101, i64 %pos99
  %el103 = load double, ptr %elp102, align 8, !alias.scope !10, !noalias !11
  store double %el103, ptr %degf_64, align 8
  %v104 = load double, ptr %rn_63, align 8
  %v105 = load double, ptr %degf_64, align 8
  %fd = fdiv double %v104, %v105
  store double %fd, ptr %contrib2_56, align 8
  %v106 = load double, ptr %contrib2_56, align 8
  store double %v106, ptr %new_57, align 8
  %elp109 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  %el110 = load double, ptr %elp109, align 8, !alias.scope !14, !noalias !15
  store double %el110, ptr %old_58, align 8
  %v111 = load double, ptr %new_57, align 8
  %v112 = load double, ptr %old_58, align 8
  %fa = fadd double %v111, %v112
  %elp113 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  store double %fa, ptr %elp113, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.16", !2}
!7 = !{!"fuselab.buf.20", !2}
!8 = !{!6}
!9 = !{!1, !4, !5, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!4}
!13 = !{!1, !5, !6, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c9: rn2
; ModuleID = 'pagerank_c9'
source_filename = "pagerank_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 160
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %sums2_67 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 128
  %dim16 = load i64, ptr %dimp15, align 8
  %rn2_65 = alloca double, align 8
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
  store double %el, ptr %sums2_67, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums2_67, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn2_65, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn2_65, align 8
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

; cluster c10: zs3
; ModuleID = 'pagerank_c10'
source_filename = "pagerank_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 168
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs3_68 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs3_68, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs3_68, align 8
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

; cluster c11: Vertical(contrib3, Vertical(ec3, sums3))
; ModuleID = 'pagerank_c11'
source_filename = "pagerank_c11"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 24
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 32
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %t_75 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 168
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf46 = load ptr, ptr %bufp45, align 8
  %rn2_83 = alloca double, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 64
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf62 = load ptr, ptr %bufp61, align 8
  %degf_84 = alloca double, align 8
  %contrib3_76 = alloca double, align 8
  %bufp70 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf71 = load ptr, ptr %bufp70, align 8
  %dstv_81 = alloca i64, align 8
  %new_77 = alloca double, align 8
  %old_78 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim4
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

fail13:                                           ; preds = %body11
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body11
  %pos = mul i64 0, %dim4
  %pos19 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_75, align 8
  %v22 = load i64, ptr %t_75, align 8
  %ic = icmp sge i64 %v22, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok14
  %v23 = load i64, ptr %t_75, align 8
  %ic26 = icmp slt i64 %v23, %dim25
  br label %sc

sc:                                               ; preds = %rhs, %ok14
  %sc27 = phi i1 [ false, %ok14 ], [ %ic26, %rhs ]
  %v28 = load i64, ptr %t_75, align 8
  br i1 %sc27, label %ok30, label %fail29

fail29:                                           ; preds = %sc
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v28, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %sc
  %v35 = load i64, ptr %t_75, align 8
  %inb36 = icmp ult i64 %v35, %dim25
  br i1 %inb36, label %ok38, label %fail37

fail37:                                           ; preds = %ok30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok30
  %pos43 = mul i64 0, %dim25
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  store double %el48, ptr %rn2_83, align 8
  %v49 = load i64, ptr %t_75, align 8
  %inb52 = icmp ult i64 %v49, %dim51
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok38
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok38
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %v49
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos60
  %el64 = load double, ptr %elp63, align 8, !alias.scope !10, !noalias !11
  store double %el64, ptr %degf_84, align 8
  %v65 = load double, ptr %rn2_83, align 8
  %v66 = load double, ptr %degf_84, align 8
  %fd = fdiv double %v65, %v66
  store double %fd, ptr %contrib3_76, align 8
  %v67 = load i64, ptr %i, align 8
  %pos68 = mul i64 0, %dim7
  %pos69 = add i64 %pos68, %v67
  %elp72 = getelementptr inbounds i64, ptr %buf71, i64 %pos69
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !12, !noalias !13
  store i64 %el73, ptr %dstv_81, align 8
  %v74 = load i64, ptr %dstv_81, align 8
  %inb75 = icmp ult i64 %v74, %dim
  br i1 %inb75, label %ok77, label %fail76

ignored:                                          ; preds = %ok77
  %i90 = load i64, ptr %i, align 8
  %next = add i64 %i90, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail76:                                           ; preds = %ok54
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok54
  %pos82 = mul i64 0, %dim
  %pos83 = add i64 %pos82, %v74
  %v84 = load double, ptr %contrib3_76, align 8
  store double %v84, ptr %new_77, align 8
  %elp85 = getelementptr inbounds double, ptr %buf, i64 %pos83
  %el86 = load double, ptr %elp85, align 8, !alias.scope !14, !noalias !15
  store double %el86, ptr %old_78, align 8
  %v87 = load double, ptr %new_77, align 8
  %v88 = load double, ptr %old_78, align 8
  %fa = fadd double %v87, %v88
  %elp89 = getelementptr inbounds double, ptr %buf, i64 %pos83
  store double %fa, ptr %elp89, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_75 = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 168
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf36 = load ptr, ptr %bufp35, align 8
  %dstv_81 = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 192
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf85 = load ptr, ptr %bufp84, align 8
  %rn2_83 = alloca double, align 8
  %dimp89 = getelementptr inbounds i64, ptr %1, i64 64
  %dim90 = load i64, ptr %dimp89, align 8
  %bufp100 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf101 = load ptr, ptr %bufp100, align 8
  %degf_84 = alloca double, align 8
  %contrib3_76 = alloca double, align 8
  %new_77 = alloca double, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf108 = load ptr, ptr %bufp107, align 8
  %old_78 = alloca double, align 8
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

blocks:                                           ; preds = %exit44, %ok
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

loop:                                             ; preds = %ok27, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok13, label %fail12

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop42

fail12:                                           ; preds = %body9
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %body9
  %pos = mul i64 0, %dim
  %pos18 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos18
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_75, align 8
  %v19 = load i64, ptr %t_75, align 8
  %ic = icmp sge i64 %v19, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok13
  %v20 = load i64, ptr %t_75, align 8
  %ic23 = icmp slt i64 %v20, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %ok13
  %sc24 = phi i1 [ false, %ok13 ], [ %ic23, %rhs ]
  %v25 = load i64, ptr %t_75, align 8
  br i1 %sc24, label %ok27, label %fail26

fail26:                                           ; preds = %sc
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v25, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %sc
  %v32 = load i64, ptr %i8, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !12, !noalias !13
  store i64 %el38, ptr %dstv_81, align 8
  %v39 = load i64, ptr %dstv_81, align 8
  %i40 = load i64, ptr %i8, align 8
  %k = sub i64 %i40, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v39, ptr %at, align 8
  %i41 = load i64, ptr %i8, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

loop42:                                           ; preds = %not_owned, %exit
  %i45 = load i64, ptr %i8, align 8
  %more46 = icmp slt i64 %i45, %min
  br i1 %more46, label %body43, label %exit44

body43:                                           ; preds = %loop42
  %i47 = load i64, ptr %i8, align 8
  %k48 = sub i64 %i47, %i
  %at49 = getelementptr i64, ptr %targets, i64 %k48
  %target = load i64, ptr %at49, align 8
  %inb52 = icmp ult i64 %target, %dim51
  br i1 %inb52, label %ok54, label %fail53

exit44:                                           ; preds = %loop42
  %i116 = load i64, ptr %block, align 8
  %next117 = add i64 %i116, 1024
  store i64 %next117, ptr %block, align 8
  br label %blocks

fail53:                                           ; preds = %body43
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body43
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %target
  %from_lo = sub i64 %pos60, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned61, label %not_owned

owned61:                                          ; preds = %ok54
  %v62 = load i64, ptr %i8, align 8
  %inb63 = icmp ult i64 %v62, %dim
  br i1 %inb63, label %ok65, label %fail64

not_owned:                                        ; preds = %ok93, %ok54
  %i114 = load i64, ptr %i8, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %i8, align 8
  br label %loop42

fail64:                                           ; preds = %owned61
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %owned61
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v62
  %elp72 = getelementptr inbounds i64, ptr %buf, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !0, !noalias !3
  store i64 %el73, ptr %t_75, align 8
  %v74 = load i64, ptr %t_75, align 8
  %inb75 = icmp ult i64 %v74, %dim22
  br i1 %inb75, label %ok77, label %fail76

fail76:                                           ; preds = %ok65
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok65
  %pos82 = mul i64 0, %dim22
  %pos83 = add i64 %pos82, %v74
  %elp86 = getelementptr inbounds double, ptr %buf85, i64 %pos83
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %rn2_83, align 8
  %v88 = load i64, ptr %t_75, align 8
  %inb91 = icmp ult i64 %v88, %dim90
  br i1 %inb91, label %ok93, label %fail92

fail92:                                           ; preds = %ok77
  %errp94 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v88, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp97, align 8
  ret i32 1

ok93:                                             ; preds = %ok77
  %pos98 = mul i64 0, %dim90
  %pos99 = add i64 %pos98, %v88
  %elp102 = getelementptr inbounds double, ptr %buf101, i64 %pos99
  %el103 = load double, ptr %elp102, align 8, !alias.scope !10, !noalias !11
  store double %el103, ptr %degf_84, align 8
  %v104 = load double, ptr %rn2_83, align 8
  %v105 = load double, ptr %degf_84, align 8
  %fd = fdiv double %v104, %v105
  store double %fd, ptr %contrib3_76, align 8
  %v106 = load double, ptr %contrib3_76, align 8
  store double %v106, ptr %new_77, align 8
  %elp109 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  %el110 = load double, ptr %elp109, align 8, !alias.scope !14, !noalias !15
  store double %el110, ptr %old_78, align 8
  %v111 = load double, ptr %new_77, align 8
  %v112 = load double, ptr %old_78, align 8
  %fa = fadd double %v111, %v112
  %elp113 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  store double %fa, ptr %elp113, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.21", !2}
!7 = !{!"fuselab.buf.25", !2}
!8 = !{!6}
!9 = !{!1, !4, !5, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!4}
!13 = !{!1, !5, !6, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c12: rn3
; ModuleID = 'pagerank_c12'
source_filename = "pagerank_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 200
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  %sums3_87 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 168
  %dim16 = load i64, ptr %dimp15, align 8
  %rn3_85 = alloca double, align 8
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
  store double %el, ptr %sums3_87, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums3_87, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn3_85, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn3_85, align 8
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

; cluster c13: zs4
; ModuleID = 'pagerank_c13'
source_filename = "pagerank_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 208
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs4_88 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs4_88, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs4_88, align 8
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

; cluster c14: Vertical(contrib4, Vertical(ec4, sums4))
; ModuleID = 'pagerank_c14'
source_filename = "pagerank_c14"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 24
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 32
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %t_95 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 208
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf46 = load ptr, ptr %bufp45, align 8
  %rn3_103 = alloca double, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 64
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf62 = load ptr, ptr %bufp61, align 8
  %degf_104 = alloca double, align 8
  %contrib4_96 = alloca double, align 8
  %bufp70 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf71 = load ptr, ptr %bufp70, align 8
  %dstv_101 = alloca i64, align 8
  %new_97 = alloca double, align 8
  %old_98 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim4
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

fail13:                                           ; preds = %body11
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body11
  %pos = mul i64 0, %dim4
  %pos19 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_95, align 8
  %v22 = load i64, ptr %t_95, align 8
  %ic = icmp sge i64 %v22, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok14
  %v23 = load i64, ptr %t_95, align 8
  %ic26 = icmp slt i64 %v23, %dim25
  br label %sc

sc:                                               ; preds = %rhs, %ok14
  %sc27 = phi i1 [ false, %ok14 ], [ %ic26, %rhs ]
  %v28 = load i64, ptr %t_95, align 8
  br i1 %sc27, label %ok30, label %fail29

fail29:                                           ; preds = %sc
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v28, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %sc
  %v35 = load i64, ptr %t_95, align 8
  %inb36 = icmp ult i64 %v35, %dim25
  br i1 %inb36, label %ok38, label %fail37

fail37:                                           ; preds = %ok30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 24, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok30
  %pos43 = mul i64 0, %dim25
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  store double %el48, ptr %rn3_103, align 8
  %v49 = load i64, ptr %t_95, align 8
  %inb52 = icmp ult i64 %v49, %dim51
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok38
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 24, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok38
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %v49
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos60
  %el64 = load double, ptr %elp63, align 8, !alias.scope !10, !noalias !11
  store double %el64, ptr %degf_104, align 8
  %v65 = load double, ptr %rn3_103, align 8
  %v66 = load double, ptr %degf_104, align 8
  %fd = fdiv double %v65, %v66
  store double %fd, ptr %contrib4_96, align 8
  %v67 = load i64, ptr %i, align 8
  %pos68 = mul i64 0, %dim7
  %pos69 = add i64 %pos68, %v67
  %elp72 = getelementptr inbounds i64, ptr %buf71, i64 %pos69
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !12, !noalias !13
  store i64 %el73, ptr %dstv_101, align 8
  %v74 = load i64, ptr %dstv_101, align 8
  %inb75 = icmp ult i64 %v74, %dim
  br i1 %inb75, label %ok77, label %fail76

ignored:                                          ; preds = %ok77
  %i90 = load i64, ptr %i, align 8
  %next = add i64 %i90, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail76:                                           ; preds = %ok54
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok54
  %pos82 = mul i64 0, %dim
  %pos83 = add i64 %pos82, %v74
  %v84 = load double, ptr %contrib4_96, align 8
  store double %v84, ptr %new_97, align 8
  %elp85 = getelementptr inbounds double, ptr %buf, i64 %pos83
  %el86 = load double, ptr %elp85, align 8, !alias.scope !14, !noalias !15
  store double %el86, ptr %old_98, align 8
  %v87 = load double, ptr %new_97, align 8
  %v88 = load double, ptr %old_98, align 8
  %fa = fadd double %v87, %v88
  %elp89 = getelementptr inbounds double, ptr %buf, i64 %pos83
  store double %fa, ptr %elp89, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_95 = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 208
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf36 = load ptr, ptr %bufp35, align 8
  %dstv_101 = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 232
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf85 = load ptr, ptr %bufp84, align 8
  %rn3_103 = alloca double, align 8
  %dimp89 = getelementptr inbounds i64, ptr %1, i64 64
  %dim90 = load i64, ptr %dimp89, align 8
  %bufp100 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf101 = load ptr, ptr %bufp100, align 8
  %degf_104 = alloca double, align 8
  %contrib4_96 = alloca double, align 8
  %new_97 = alloca double, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf108 = load ptr, ptr %bufp107, align 8
  %old_98 = alloca double, align 8
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

blocks:                                           ; preds = %exit44, %ok
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

loop:                                             ; preds = %ok27, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok13, label %fail12

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop42

fail12:                                           ; preds = %body9
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %body9
  %pos = mul i64 0, %dim
  %pos18 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos18
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_95, align 8
  %v19 = load i64, ptr %t_95, align 8
  %ic = icmp sge i64 %v19, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok13
  %v20 = load i64, ptr %t_95, align 8
  %ic23 = icmp slt i64 %v20, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %ok13
  %sc24 = phi i1 [ false, %ok13 ], [ %ic23, %rhs ]
  %v25 = load i64, ptr %t_95, align 8
  br i1 %sc24, label %ok27, label %fail26

fail26:                                           ; preds = %sc
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v25, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %sc
  %v32 = load i64, ptr %i8, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !12, !noalias !13
  store i64 %el38, ptr %dstv_101, align 8
  %v39 = load i64, ptr %dstv_101, align 8
  %i40 = load i64, ptr %i8, align 8
  %k = sub i64 %i40, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v39, ptr %at, align 8
  %i41 = load i64, ptr %i8, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

loop42:                                           ; preds = %not_owned, %exit
  %i45 = load i64, ptr %i8, align 8
  %more46 = icmp slt i64 %i45, %min
  br i1 %more46, label %body43, label %exit44

body43:                                           ; preds = %loop42
  %i47 = load i64, ptr %i8, align 8
  %k48 = sub i64 %i47, %i
  %at49 = getelementptr i64, ptr %targets, i64 %k48
  %target = load i64, ptr %at49, align 8
  %inb52 = icmp ult i64 %target, %dim51
  br i1 %inb52, label %ok54, label %fail53

exit44:                                           ; preds = %loop42
  %i116 = load i64, ptr %block, align 8
  %next117 = add i64 %i116, 1024
  store i64 %next117, ptr %block, align 8
  br label %blocks

fail53:                                           ; preds = %body43
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body43
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %target
  %from_lo = sub i64 %pos60, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned61, label %not_owned

owned61:                                          ; preds = %ok54
  %v62 = load i64, ptr %i8, align 8
  %inb63 = icmp ult i64 %v62, %dim
  br i1 %inb63, label %ok65, label %fail64

not_owned:                                        ; preds = %ok93, %ok54
  %i114 = load i64, ptr %i8, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %i8, align 8
  br label %loop42

fail64:                                           ; preds = %owned61
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %owned61
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v62
  %elp72 = getelementptr inbounds i64, ptr %buf, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !0, !noalias !3
  store i64 %el73, ptr %t_95, align 8
  %v74 = load i64, ptr %t_95, align 8
  %inb75 = icmp ult i64 %v74, %dim22
  br i1 %inb75, label %ok77, label %fail76

fail76:                                           ; preds = %ok65
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok65
  %pos82 = mul i64 0, %dim22
  %pos83 = add i64 %pos82, %v74
  %elp86 = getelementptr inbounds double, ptr %buf85, i64 %pos83
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %rn3_103, align 8
  %v88 = load i64, ptr %t_95, align 8
  %inb91 = icmp ult i64 %v88, %dim90
  br i1 %inb91, label %ok93, label %fail92

fail92:                                           ; preds = %ok77
  %errp94 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v88, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp97, align 8
  ret i32 1

ok93:                                             ; preds = %ok77
  %pos98 = mul i64 0, %dim90
  %pos99 = add i64 %pos98, %v88
  %elp102 = getelementptr inbounds double, ptr %buf101, i64 %pos99
  %el103 = load double, ptr %elp102, align 8, !alias.scope !10, !noalias !11
  store double %el103, ptr %degf_104, align 8
  %v104 = load double, ptr %rn3_103, align 8
  %v105 = load double, ptr %degf_104, align 8
  %fd = fdiv double %v104, %v105
  store double %fd, ptr %contrib4_96, align 8
  %v106 = load double, ptr %contrib4_96, align 8
  store double %v106, ptr %new_97, align 8
  %elp109 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  %el110 = load double, ptr %elp109, align 8, !alias.scope !14, !noalias !15
  store double %el110, ptr %old_98, align 8
  %v111 = load double, ptr %new_97, align 8
  %v112 = load double, ptr %old_98, align 8
  %fa = fadd double %v111, %v112
  %elp113 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  store double %fa, ptr %elp113, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.26", !2}
!7 = !{!"fuselab.buf.30", !2}
!8 = !{!6}
!9 = !{!1, !4, !5, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!4}
!13 = !{!1, !5, !6, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c15: rn4
; ModuleID = 'pagerank_c15'
source_filename = "pagerank_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 240
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %sums4_107 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 208
  %dim16 = load i64, ptr %dimp15, align 8
  %rn4_105 = alloca double, align 8
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
  store double %el, ptr %sums4_107, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %sums4_107, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn4_105, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rn4_105, align 8
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

; cluster c16: zs5
; ModuleID = 'pagerank_c16'
source_filename = "pagerank_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs5_108 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs5_108, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs5_108, align 8
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

; cluster c17: Vertical(contrib5, Vertical(ec5, sums5))
; ModuleID = 'pagerank_c17'
source_filename = "pagerank_c17"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 24
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 32
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
  %t_115 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 248
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf46 = load ptr, ptr %bufp45, align 8
  %rn4_123 = alloca double, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 64
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf62 = load ptr, ptr %bufp61, align 8
  %degf_124 = alloca double, align 8
  %contrib5_116 = alloca double, align 8
  %bufp70 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf71 = load ptr, ptr %bufp70, align 8
  %dstv_121 = alloca i64, align 8
  %new_117 = alloca double, align 8
  %old_118 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v, %dim4
  br i1 %inb, label %ok14, label %fail13

exit:                                             ; preds = %loop
  ret i32 0

fail13:                                           ; preds = %body11
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %body11
  %pos = mul i64 0, %dim4
  %pos19 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_115, align 8
  %v22 = load i64, ptr %t_115, align 8
  %ic = icmp sge i64 %v22, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok14
  %v23 = load i64, ptr %t_115, align 8
  %ic26 = icmp slt i64 %v23, %dim25
  br label %sc

sc:                                               ; preds = %rhs, %ok14
  %sc27 = phi i1 [ false, %ok14 ], [ %ic26, %rhs ]
  %v28 = load i64, ptr %t_115, align 8
  br i1 %sc27, label %ok30, label %fail29

fail29:                                           ; preds = %sc
  %errp31 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v28, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp34, align 8
  ret i32 1

ok30:                                             ; preds = %sc
  %v35 = load i64, ptr %t_115, align 8
  %inb36 = icmp ult i64 %v35, %dim25
  br i1 %inb36, label %ok38, label %fail37

fail37:                                           ; preds = %ok30
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok30
  %pos43 = mul i64 0, %dim25
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  store double %el48, ptr %rn4_123, align 8
  %v49 = load i64, ptr %t_115, align 8
  %inb52 = icmp ult i64 %v49, %dim51
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok38
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok38
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %v49
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos60
  %el64 = load double, ptr %elp63, align 8, !alias.scope !10, !noalias !11
  store double %el64, ptr %degf_124, align 8
  %v65 = load double, ptr %rn4_123, align 8
  %v66 = load double, ptr %degf_124, align 8
  %fd = fdiv double %v65, %v66
  store double %fd, ptr %contrib5_116, align 8
  %v67 = load i64, ptr %i, align 8
  %pos68 = mul i64 0, %dim7
  %pos69 = add i64 %pos68, %v67
  %elp72 = getelementptr inbounds i64, ptr %buf71, i64 %pos69
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !12, !noalias !13
  store i64 %el73, ptr %dstv_121, align 8
  %v74 = load i64, ptr %dstv_121, align 8
  %inb75 = icmp ult i64 %v74, %dim
  br i1 %inb75, label %ok77, label %fail76

ignored:                                          ; preds = %ok77
  %i90 = load i64, ptr %i, align 8
  %next = add i64 %i90, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail76:                                           ; preds = %ok54
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok54
  %pos82 = mul i64 0, %dim
  %pos83 = add i64 %pos82, %v74
  %v84 = load double, ptr %contrib5_116, align 8
  store double %v84, ptr %new_117, align 8
  %elp85 = getelementptr inbounds double, ptr %buf, i64 %pos83
  %el86 = load double, ptr %elp85, align 8, !alias.scope !14, !noalias !15
  store double %el86, ptr %old_118, align 8
  %v87 = load double, ptr %new_117, align 8
  %v88 = load double, ptr %old_118, align 8
  %fa = fadd double %v87, %v88
  %elp89 = getelementptr inbounds double, ptr %buf, i64 %pos83
  store double %fa, ptr %elp89, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 32
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %t_115 = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 248
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf36 = load ptr, ptr %bufp35, align 8
  %dstv_121 = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 272
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf85 = load ptr, ptr %bufp84, align 8
  %rn4_123 = alloca double, align 8
  %dimp89 = getelementptr inbounds i64, ptr %1, i64 64
  %dim90 = load i64, ptr %dimp89, align 8
  %bufp100 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf101 = load ptr, ptr %bufp100, align 8
  %degf_124 = alloca double, align 8
  %contrib5_116 = alloca double, align 8
  %new_117 = alloca double, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf108 = load ptr, ptr %bufp107, align 8
  %old_118 = alloca double, align 8
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

blocks:                                           ; preds = %exit44, %ok
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

loop:                                             ; preds = %ok27, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %inb = icmp ult i64 %v, %dim
  br i1 %inb, label %ok13, label %fail12

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop42

fail12:                                           ; preds = %body9
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %body9
  %pos = mul i64 0, %dim
  %pos18 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos18
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %t_115, align 8
  %v19 = load i64, ptr %t_115, align 8
  %ic = icmp sge i64 %v19, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok13
  %v20 = load i64, ptr %t_115, align 8
  %ic23 = icmp slt i64 %v20, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %ok13
  %sc24 = phi i1 [ false, %ok13 ], [ %ic23, %rhs ]
  %v25 = load i64, ptr %t_115, align 8
  br i1 %sc24, label %ok27, label %fail26

fail26:                                           ; preds = %sc
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v25, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %sc
  %v32 = load i64, ptr %i8, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !12, !noalias !13
  store i64 %el38, ptr %dstv_121, align 8
  %v39 = load i64, ptr %dstv_121, align 8
  %i40 = load i64, ptr %i8, align 8
  %k = sub i64 %i40, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v39, ptr %at, align 8
  %i41 = load i64, ptr %i8, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

loop42:                                           ; preds = %not_owned, %exit
  %i45 = load i64, ptr %i8, align 8
  %more46 = icmp slt i64 %i45, %min
  br i1 %more46, label %body43, label %exit44

body43:                                           ; preds = %loop42
  %i47 = load i64, ptr %i8, align 8
  %k48 = sub i64 %i47, %i
  %at49 = getelementptr i64, ptr %targets, i64 %k48
  %target = load i64, ptr %at49, align 8
  %inb52 = icmp ult i64 %target, %dim51
  br i1 %inb52, label %ok54, label %fail53

exit44:                                           ; preds = %loop42
  %i116 = load i64, ptr %block, align 8
  %next117 = add i64 %i116, 1024
  store i64 %next117, ptr %block, align 8
  br label %blocks

fail53:                                           ; preds = %body43
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body43
  %pos59 = mul i64 0, %dim51
  %pos60 = add i64 %pos59, %target
  %from_lo = sub i64 %pos60, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned61, label %not_owned

owned61:                                          ; preds = %ok54
  %v62 = load i64, ptr %i8, align 8
  %inb63 = icmp ult i64 %v62, %dim
  br i1 %inb63, label %ok65, label %fail64

not_owned:                                        ; preds = %ok93, %ok54
  %i114 = load i64, ptr %i8, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %i8, align 8
  br label %loop42

fail64:                                           ; preds = %owned61
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %owned61
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v62
  %elp72 = getelementptr inbounds i64, ptr %buf, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !0, !noalias !3
  store i64 %el73, ptr %t_115, align 8
  %v74 = load i64, ptr %t_115, align 8
  %inb75 = icmp ult i64 %v74, %dim22
  br i1 %inb75, label %ok77, label %fail76

fail76:                                           ; preds = %ok65
  %errp78 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v74, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp81, align 8
  ret i32 1

ok77:                                             ; preds = %ok65
  %pos82 = mul i64 0, %dim22
  %pos83 = add i64 %pos82, %v74
  %elp86 = getelementptr inbounds double, ptr %buf85, i64 %pos83
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %rn4_123, align 8
  %v88 = load i64, ptr %t_115, align 8
  %inb91 = icmp ult i64 %v88, %dim90
  br i1 %inb91, label %ok93, label %fail92

fail92:                                           ; preds = %ok77
  %errp94 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v88, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp97, align 8
  ret i32 1

ok93:                                             ; preds = %ok77
  %pos98 = mul i64 0, %dim90
  %pos99 = add i64 %pos98, %v88
  %elp102 = getelementptr inbounds double, ptr %buf101, i64 %pos99
  %el103 = load double, ptr %elp102, align 8, !alias.scope !10, !noalias !11
  store double %el103, ptr %degf_124, align 8
  %v104 = load double, ptr %rn4_123, align 8
  %v105 = load double, ptr %degf_124, align 8
  %fd = fdiv double %v104, %v105
  store double %fd, ptr %contrib5_116, align 8
  %v106 = load double, ptr %contrib5_116, align 8
  store double %v106, ptr %new_117, align 8
  %elp109 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  %el110 = load double, ptr %elp109, align 8, !alias.scope !14, !noalias !15
  store double %el110, ptr %old_118, align 8
  %v111 = load double, ptr %new_117, align 8
  %v112 = load double, ptr %old_118, align 8
  %fa = fadd double %v111, %v112
  %elp113 = getelementptr inbounds double, ptr %buf108, i64 %pos60
  store double %fa, ptr %elp113, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!"fuselab.buf.31", !2}
!7 = !{!"fuselab.buf.35", !2}
!8 = !{!6}
!9 = !{!1, !4, !5, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!4}
!13 = !{!1, !5, !6, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c18: Diagonal(rn5, Vertical(diff, err))
; ModuleID = 'pagerank_c18'
source_filename = "pagerank_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_err_132 = alloca double, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_err_132, align 8
  store double %b, ptr %diff_128, align 8
  %v = load double, ptr %acc_err_132, align 8
  %v1 = load double, ptr %diff_128, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_132 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 280
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 248
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %sums5_127 = alloca double, align 8
  %rn5_125 = alloca double, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf30 = load ptr, ptr %bufp29, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf36 = load ptr, ptr %bufp35, align 8
  %rn4_131 = alloca double, align 8
  %diff_128 = alloca double, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf47 = load ptr, ptr %bufp46, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_132, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  store double %el, ptr %sums5_127, align 8
  %cv = sitofp i64 %dim13 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v24 = load double, ptr %sums5_127, align 8
  %fm = fmul double 8.500000e-01, %v24
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn5_125, align 8
  %v25 = load i64, ptr %i, align 8
  %pos26 = mul i64 0, %dim
  %pos27 = add i64 %pos26, %v25
  %v28 = load double, ptr %rn5_125, align 8
  %elp31 = getelementptr inbounds double, ptr %buf30, i64 %pos27
  store double %v28, ptr %elp31, align 8, !alias.scope !7, !noalias !8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim13
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds double, ptr %buf36, i64 %pos34
  %el38 = load double, ptr %elp37, align 8, !alias.scope !9, !noalias !10
  store double %el38, ptr %rn4_131, align 8
  %v39 = load double, ptr %rn5_125, align 8
  %v40 = load double, ptr %rn4_131, align 8
  %fs = fsub double %v39, %v40
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_128, align 8
  %v41 = load double, ptr %acc_err_132, align 8
  %v42 = load double, ptr %diff_128, align 8
  %fa43 = fadd reassoc double %v41, %v42
  store double %fa43, ptr %acc_err_132, align 8
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v45 = load double, ptr %acc_err_132, align 8
  %elp48 = getelementptr inbounds double, ptr %buf47, i64 0
  store double %v45, ptr %elp48, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_132 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 280
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 248
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %sums5_127 = alloca double, align 8
  %rn5_125 = alloca double, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf30 = load ptr, ptr %bufp29, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf36 = load ptr, ptr %bufp35, align 8
  %rn4_131 = alloca double, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_132, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !13
  store double %el, ptr %sums5_127, align 8
  %cv = sitofp i64 %dim13 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v24 = load double, ptr %sums5_127, align 8
  %fm = fmul double 8.500000e-01, %v24
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn5_125, align 8
  %v25 = load i64, ptr %i, align 8
  %pos26 = mul i64 0, %dim
  %pos27 = add i64 %pos26, %v25
  %v28 = load double, ptr %rn5_125, align 8
  %elp31 = getelementptr inbounds double, ptr %buf30, i64 %pos27
  store double %v28, ptr %elp31, align 8, !alias.scope !7, !noalias !14
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim13
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds double, ptr %buf36, i64 %pos34
  %el38 = load double, ptr %elp37, align 8, !alias.scope !9, !noalias !15
  store double %el38, ptr %rn4_131, align 8
  %v39 = load double, ptr %rn5_125, align 8
  %v40 = load double, ptr %rn4_131, align 8
  %fs = fsub double %v39, %v40
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_128, align 8
  %v41 = load double, ptr %acc_err_132, align 8
  %v42 = load double, ptr %diff_128, align 8
  %fa43 = fadd reassoc double %v41, %v42
  store double %fa43, ptr %acc_err_132, align 8
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_132, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_132 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 280
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 248
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %sums5_127 = alloca double, align 8
  %rn5_125 = alloca double, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf30 = load ptr, ptr %bufp29, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf36 = load ptr, ptr %bufp35, align 8
  %rn4_131 = alloca double, align 8
  %diff_128 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_132, align 8
  store double -0.000000e+00, ptr %acc_err_132, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !13
  store double %el, ptr %sums5_127, align 8
  %cv = sitofp i64 %dim13 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v24 = load double, ptr %sums5_127, align 8
  %fm = fmul double 8.500000e-01, %v24
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rn5_125, align 8
  %v25 = load i64, ptr %i, align 8
  %pos26 = mul i64 0, %dim
  %pos27 = add i64 %pos26, %v25
  %v28 = load double, ptr %rn5_125, align 8
  %elp31 = getelementptr inbounds double, ptr %buf30, i64 %pos27
  store double %v28, ptr %elp31, align 8, !alias.scope !7, !noalias !14
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim13
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds double, ptr %buf36, i64 %pos34
  %el38 = load double, ptr %elp37, align 8, !alias.scope !9, !noalias !15
  store double %el38, ptr %rn4_131, align 8
  %v39 = load double, ptr %rn5_125, align 8
  %v40 = load double, ptr %rn4_131, align 8
  %fs = fsub double %v39, %v40
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_128, align 8
  %v41 = load double, ptr %acc_err_132, align 8
  %v42 = load double, ptr %diff_128, align 8
  %fa43 = fadd reassoc double %v41, %v42
  store double %fa43, ptr %acc_err_132, align 8
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_132, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_132 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 38
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_132, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_err_132, align 8
  %v = load double, ptr %acc_err_132, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !11
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.35", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.31", !2}
!5 = !{!"fuselab.buf.36", !2}
!6 = !{!"fuselab.buf.38", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}
!13 = !{!4, !5}
!14 = !{!4, !1}
!15 = !{!1, !5}

