; cluster c0: Vertical(b, Vertical(flat, s))
; ModuleID = 'reshape_scan_c0'
source_filename = "reshape_scan_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %b_6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_s_7, align 4
  store float %b, ptr %b_6, align 4
  %v = load float, ptr %acc_s_7, align 4
  %v1 = load float, ptr %b_6, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %started_8 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 40
  %dim19 = load i64, ptr %dimp18, align 8
  %flat_5 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %a_14 = alloca float, align 4
  %b_6 = alloca float, align 4
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf39 = load ptr, ptr %bufp38, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_7, align 4
  store i1 false, ptr %started_8, align 1
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
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %mul5 = mul i64 0, %dim
  %v6 = load i64, ptr %i, align 8
  %add7 = add i64 %mul5, %v6
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok20 = and i1 true, %low_ok
  %ok21 = and i1 %ok20, %high_ok
  br i1 %ok21, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i23 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i23, %min
  br i1 %more, label %body22, label %exit

body22:                                           ; preds = %loop
  %mul24 = mul i64 0, %dim
  %v25 = load i64, ptr %i, align 8
  %add26 = add i64 %mul24, %v25
  store i64 %add26, ptr %flat_5, align 8
  %v27 = load i64, ptr %flat_5, align 8
  %pos = mul i64 0, %dim19
  %pos28 = add i64 %pos, %v27
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos28
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_14, align 4
  %v29 = load float, ptr %a_14, align 4
  %fm = fmul float %v29, 2.000000e+00
  store float %fm, ptr %b_6, align 4
  %v30 = load i1, ptr %started_8, align 1
  br i1 %v30, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body22
  %v31 = load float, ptr %acc_s_7, align 4
  %v32 = load float, ptr %b_6, align 4
  %fa = fadd float %v31, %v32
  store float %fa, ptr %acc_s_7, align 4
  br label %join

else:                                             ; preds = %body22
  %v33 = load float, ptr %b_6, align 4
  store float %v33, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load float, ptr %acc_s_7, align 4
  %elp40 = getelementptr inbounds float, ptr %buf39, i64 %pos36
  store float %v37, ptr %elp40, align 4, !alias.scope !3, !noalias !0
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

loop43:                                           ; preds = %join67, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %mul48 = mul i64 0, %dim
  %v49 = load i64, ptr %i, align 8
  %add50 = add i64 %mul48, %v49
  store i64 %add50, ptr %flat_5, align 8
  %v51 = load i64, ptr %flat_5, align 8
  %inb = icmp ult i64 %v51, %dim19
  br i1 %inb, label %ok53, label %fail52

exit45:                                           ; preds = %loop43
  br label %versions_done

fail52:                                           ; preds = %body44
  %errp54 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp57, align 8
  ret i32 1

ok53:                                             ; preds = %body44
  %pos58 = mul i64 0, %dim19
  %pos59 = add i64 %pos58, %v51
  %elp60 = getelementptr inbounds float, ptr %buf, i64 %pos59
  %el61 = load float, ptr %elp60, align 4, !alias.scope !0, !noalias !3
  store float %el61, ptr %a_14, align 4
  %v62 = load float, ptr %a_14, align 4
  %fm63 = fmul float %v62, 2.000000e+00
  store float %fm63, ptr %b_6, align 4
  %v64 = load i1, ptr %started_8, align 1
  br i1 %v64, label %then65, label %else66

then65:                                           ; preds = %ok53
  %v68 = load float, ptr %acc_s_7, align 4
  %v69 = load float, ptr %b_6, align 4
  %fa70 = fadd float %v68, %v69
  store float %fa70, ptr %acc_s_7, align 4
  br label %join67

else66:                                           ; preds = %ok53
  %v71 = load float, ptr %b_6, align 4
  store float %v71, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join67

join67:                                           ; preds = %else66, %then65
  %v72 = load i64, ptr %i, align 8
  %pos73 = mul i64 0, %dim
  %pos74 = add i64 %pos73, %v72
  %v75 = load float, ptr %acc_s_7, align 4
  %elp76 = getelementptr inbounds float, ptr %buf39, i64 %pos74
  store float %v75, ptr %elp76, align 4, !alias.scope !3, !noalias !0
  %i77 = load i64, ptr %i, align 8
  %next78 = add i64 %i77, 1
  store i64 %next78, ptr %i, align 8
  br label %loop43
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %started_8 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 40
  %dim19 = load i64, ptr %dimp18, align 8
  %flat_5 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %a_14 = alloca float, align 4
  %b_6 = alloca float, align 4
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf39 = load ptr, ptr %bufp38, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_7, align 4
  store i1 false, ptr %started_8, align 1
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
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %mul5 = mul i64 0, %dim
  %v6 = load i64, ptr %i, align 8
  %add7 = add i64 %mul5, %v6
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok20 = and i1 true, %low_ok
  %ok21 = and i1 %ok20, %high_ok
  br i1 %ok21, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_s_7, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i23 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i23, %min
  br i1 %more, label %body22, label %exit

body22:                                           ; preds = %loop
  %mul24 = mul i64 0, %dim
  %v25 = load i64, ptr %i, align 8
  %add26 = add i64 %mul24, %v25
  store i64 %add26, ptr %flat_5, align 8
  %v27 = load i64, ptr %flat_5, align 8
  %pos = mul i64 0, %dim19
  %pos28 = add i64 %pos, %v27
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos28
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_14, align 4
  %v29 = load float, ptr %a_14, align 4
  %fm = fmul float %v29, 2.000000e+00
  store float %fm, ptr %b_6, align 4
  %v30 = load i1, ptr %started_8, align 1
  br i1 %v30, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body22
  %v31 = load float, ptr %acc_s_7, align 4
  %v32 = load float, ptr %b_6, align 4
  %fa = fadd float %v31, %v32
  store float %fa, ptr %acc_s_7, align 4
  br label %join

else:                                             ; preds = %body22
  %v33 = load float, ptr %b_6, align 4
  store float %v33, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load float, ptr %acc_s_7, align 4
  %elp40 = getelementptr inbounds float, ptr %buf39, i64 %pos36
  store float %v37, ptr %elp40, align 4, !alias.scope !3, !noalias !0
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

loop43:                                           ; preds = %join67, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %mul48 = mul i64 0, %dim
  %v49 = load i64, ptr %i, align 8
  %add50 = add i64 %mul48, %v49
  store i64 %add50, ptr %flat_5, align 8
  %v51 = load i64, ptr %flat_5, align 8
  %inb = icmp ult i64 %v51, %dim19
  br i1 %inb, label %ok53, label %fail52

exit45:                                           ; preds = %loop43
  br label %versions_done

fail52:                                           ; preds = %body44
  %errp54 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp57, align 8
  ret i32 1

ok53:                                             ; preds = %body44
  %pos58 = mul i64 0, %dim19
  %pos59 = add i64 %pos58, %v51
  %elp60 = getelementptr inbounds float, ptr %buf, i64 %pos59
  %el61 = load float, ptr %elp60, align 4, !alias.scope !0, !noalias !3
  store float %el61, ptr %a_14, align 4
  %v62 = load float, ptr %a_14, align 4
  %fm63 = fmul float %v62, 2.000000e+00
  store float %fm63, ptr %b_6, align 4
  %v64 = load i1, ptr %started_8, align 1
  br i1 %v64, label %then65, label %else66

then65:                                           ; preds = %ok53
  %v68 = load float, ptr %acc_s_7, align 4
  %v69 = load float, ptr %b_6, align 4
  %fa70 = fadd float %v68, %v69
  store float %fa70, ptr %acc_s_7, align 4
  br label %join67

else66:                                           ; preds = %ok53
  %v71 = load float, ptr %b_6, align 4
  store float %v71, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join67

join67:                                           ; preds = %else66, %then65
  %v72 = load i64, ptr %i, align 8
  %pos73 = mul i64 0, %dim
  %pos74 = add i64 %pos73, %v72
  %v75 = load float, ptr %acc_s_7, align 4
  %elp76 = getelementptr inbounds float, ptr %buf39, i64 %pos74
  store float %v75, ptr %elp76, align 4, !alias.scope !3, !noalias !0
  %i77 = load i64, ptr %i, align 8
  %next78 = add i64 %i77, 1
  store i64 %next78, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %started_8 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 40
  %dim19 = load i64, ptr %dimp18, align 8
  %flat_5 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %a_14 = alloca float, align 4
  %b_6 = alloca float, align 4
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf39 = load ptr, ptr %bufp38, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_7, align 4
  store i1 false, ptr %started_8, align 1
  store i1 true, ptr %started_8, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_s_7, align 4
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
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %mul5 = mul i64 0, %dim
  %v6 = load i64, ptr %i, align 8
  %add7 = add i64 %mul5, %v6
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok20 = and i1 true, %low_ok
  %ok21 = and i1 %ok20, %high_ok
  br i1 %ok21, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part79 = getelementptr inbounds i8, ptr %6, i64 0
  %acc80 = load float, ptr %acc_s_7, align 4
  store float %acc80, ptr %part79, align 4
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i23 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i23, %min
  br i1 %more, label %body22, label %exit

body22:                                           ; preds = %loop
  %mul24 = mul i64 0, %dim
  %v25 = load i64, ptr %i, align 8
  %add26 = add i64 %mul24, %v25
  store i64 %add26, ptr %flat_5, align 8
  %v27 = load i64, ptr %flat_5, align 8
  %pos = mul i64 0, %dim19
  %pos28 = add i64 %pos, %v27
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos28
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_14, align 4
  %v29 = load float, ptr %a_14, align 4
  %fm = fmul float %v29, 2.000000e+00
  store float %fm, ptr %b_6, align 4
  %v30 = load i1, ptr %started_8, align 1
  br i1 %v30, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body22
  %v31 = load float, ptr %acc_s_7, align 4
  %v32 = load float, ptr %b_6, align 4
  %fa = fadd float %v31, %v32
  store float %fa, ptr %acc_s_7, align 4
  br label %join

else:                                             ; preds = %body22
  %v33 = load float, ptr %b_6, align 4
  store float %v33, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load float, ptr %acc_s_7, align 4
  %elp40 = getelementptr inbounds float, ptr %buf39, i64 %pos36
  store float %v37, ptr %elp40, align 4, !alias.scope !3, !noalias !0
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

loop43:                                           ; preds = %join67, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %mul48 = mul i64 0, %dim
  %v49 = load i64, ptr %i, align 8
  %add50 = add i64 %mul48, %v49
  store i64 %add50, ptr %flat_5, align 8
  %v51 = load i64, ptr %flat_5, align 8
  %inb = icmp ult i64 %v51, %dim19
  br i1 %inb, label %ok53, label %fail52

exit45:                                           ; preds = %loop43
  br label %versions_done

fail52:                                           ; preds = %body44
  %errp54 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v51, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp57, align 8
  ret i32 1

ok53:                                             ; preds = %body44
  %pos58 = mul i64 0, %dim19
  %pos59 = add i64 %pos58, %v51
  %elp60 = getelementptr inbounds float, ptr %buf, i64 %pos59
  %el61 = load float, ptr %elp60, align 4, !alias.scope !0, !noalias !3
  store float %el61, ptr %a_14, align 4
  %v62 = load float, ptr %a_14, align 4
  %fm63 = fmul float %v62, 2.000000e+00
  store float %fm63, ptr %b_6, align 4
  %v64 = load i1, ptr %started_8, align 1
  br i1 %v64, label %then65, label %else66

then65:                                           ; preds = %ok53
  %v68 = load float, ptr %acc_s_7, align 4
  %v69 = load float, ptr %b_6, align 4
  %fa70 = fadd float %v68, %v69
  store float %fa70, ptr %acc_s_7, align 4
  br label %join67

else66:                                           ; preds = %ok53
  %v71 = load float, ptr %b_6, align 4
  store float %v71, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join67

join67:                                           ; preds = %else66, %then65
  %v72 = load i64, ptr %i, align 8
  %pos73 = mul i64 0, %dim
  %pos74 = add i64 %pos73, %v72
  %v75 = load float, ptr %acc_s_7, align 4
  %elp76 = getelementptr inbounds float, ptr %buf39, i64 %pos74
  store float %v75, ptr %elp76, align 4, !alias.scope !3, !noalias !0
  %i77 = load i64, ptr %i, align 8
  %next78 = add i64 %i77, 1
  store i64 %next78, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %started_8 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 40
  %dim15 = load i64, ptr %dimp14, align 8
  %flat_5 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %a_14 = alloca float, align 4
  %b_6 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_7, align 4
  store i1 false, ptr %started_8, align 1
  store float -0.000000e+00, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %mul2 = mul i64 0, %dim
  %v3 = load i64, ptr %i, align 8
  %add4 = add i64 %mul2, %v3
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add4 to i128
  %step = sub i128 %at_next, %base
  %step5 = trunc i128 %step to i64
  %step6 = sext i64 %step5 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span7 = sext i64 %span to i128
  %reach = mul i128 %step6, %span7
  %c8 = icmp slt i128 %reach, 0
  %min9 = select i1 %c8, i128 %reach, i128 0
  %c10 = icmp sgt i128 %reach, 0
  %max11 = select i1 %c10, i128 %reach, i128 0
  %least = add i128 %base, %min9
  %most = add i128 %base, %max11
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least12 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most13 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim15 to i128
  %low_ok = icmp sge i128 %least12, 0
  %high_ok = icmp slt i128 %most13, %extent
  %ok = and i1 true, %low_ok
  %ok16 = and i1 %ok, %high_ok
  br i1 %ok16, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop31

versions_done:                                    ; preds = %exit33, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_s_7, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i18 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i18, %min
  br i1 %more, label %body17, label %exit

body17:                                           ; preds = %loop
  %mul19 = mul i64 0, %dim
  %v20 = load i64, ptr %i, align 8
  %add21 = add i64 %mul19, %v20
  store i64 %add21, ptr %flat_5, align 8
  %v22 = load i64, ptr %flat_5, align 8
  %pos = mul i64 0, %dim15
  %pos23 = add i64 %pos, %v22
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos23
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %a_14, align 4
  %v24 = load float, ptr %a_14, align 4
  %fm = fmul float %v24, 2.000000e+00
  store float %fm, ptr %b_6, align 4
  %v25 = load i1, ptr %started_8, align 1
  br i1 %v25, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body17
  %v26 = load float, ptr %acc_s_7, align 4
  %v27 = load float, ptr %b_6, align 4
  %fa = fadd reassoc float %v26, %v27
  store float %fa, ptr %acc_s_7, align 4
  br label %join

else:                                             ; preds = %body17
  %v28 = load float, ptr %b_6, align 4
  store float %v28, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i29 = load i64, ptr %i, align 8
  %next30 = add i64 %i29, 1
  store i64 %next30, ptr %i, align 8
  br label %loop

loop31:                                           ; preds = %join53, %checked
  %i34 = load i64, ptr %i, align 8
  %more35 = icmp slt i64 %i34, %min
  br i1 %more35, label %body32, label %exit33

body32:                                           ; preds = %loop31
  %mul36 = mul i64 0, %dim
  %v37 = load i64, ptr %i, align 8
  %add38 = add i64 %mul36, %v37
  store i64 %add38, ptr %flat_5, align 8
  %v39 = load i64, ptr %flat_5, align 8
  %inb = icmp ult i64 %v39, %dim15
  br i1 %inb, label %ok40, label %fail

exit33:                                           ; preds = %loop31
  br label %versions_done

fail:                                             ; preds = %body32
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp43, align 8
  ret i32 1

ok40:                                             ; preds = %body32
  %pos44 = mul i64 0, %dim15
  %pos45 = add i64 %pos44, %v39
  %elp46 = getelementptr inbounds float, ptr %buf, i64 %pos45
  %el47 = load float, ptr %elp46, align 4, !alias.scope !0
  store float %el47, ptr %a_14, align 4
  %v48 = load float, ptr %a_14, align 4
  %fm49 = fmul float %v48, 2.000000e+00
  store float %fm49, ptr %b_6, align 4
  %v50 = load i1, ptr %started_8, align 1
  br i1 %v50, label %then51, label %else52

then51:                                           ; preds = %ok40
  %v54 = load float, ptr %acc_s_7, align 4
  %v55 = load float, ptr %b_6, align 4
  %fa56 = fadd reassoc float %v54, %v55
  store float %fa56, ptr %acc_s_7, align 4
  br label %join53

else52:                                           ; preds = %ok40
  %v57 = load float, ptr %b_6, align 4
  store float %v57, ptr %acc_s_7, align 4
  store i1 true, ptr %started_8, align 1
  br label %join53

join53:                                           ; preds = %else52, %then51
  %i58 = load i64, ptr %i, align 8
  %next59 = add i64 %i58, 1
  store i64 %next59, ptr %i, align 8
  br label %loop31
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_7 = alloca float, align 4
  %started_8 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_7, align 4
  store i1 false, ptr %started_8, align 1
  store i1 true, ptr %started_8, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_s_7, align 4
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

