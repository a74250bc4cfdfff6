; cluster c0: z
; ModuleID = 'smith_waterman_c0'
source_filename = "smith_waterman_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %z_0 = alloca i64, align 8
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
  store i64 0, ptr %z_0, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %z_0, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: unit
; ModuleID = 'smith_waterman_c1'
source_filename = "smith_waterman_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit_2 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 2, ptr %unit_2, align 8
  %v = load i64, ptr %unit_2, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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

; cluster c2: cur
; ModuleID = 'smith_waterman_c2'
source_filename = "smith_waterman_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_d_7 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 0
  %dim22 = load i64, ptr %dimp21, align 8
  %dimp58 = getelementptr inbounds i64, ptr %1, i64 8
  %dim59 = load i64, ptr %dimp58, align 8
  %dimp105 = getelementptr inbounds i64, ptr %1, i64 32
  %dim106 = load i64, ptr %dimp105, align 8
  %dimp141 = getelementptr inbounds i64, ptr %1, i64 40
  %dim142 = load i64, ptr %dimp141, align 8
  %"%cse0_6" = alloca i64, align 8
  %j = alloca i64, align 8
  %bufp186 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf187 = load ptr, ptr %bufp186, align 8
  %bufp205 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf206 = load ptr, ptr %bufp205, align 8
  %s_9 = alloca i64, align 8
  %bufp221 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf222 = load ptr, ptr %bufp221, align 8
  %bufp229 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf230 = load ptr, ptr %bufp229, align 8
  %h_10 = alloca i64, align 8
  %cur_4 = alloca i64, align 8
  %bufp265 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf266 = load ptr, ptr %bufp265, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_d_7, align 8
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
  %v = load i64, ptr %i, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  %sub6 = sub i64 %v5, 1
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub6 to i128
  %step = sub i128 %at_next, %base
  %step7 = trunc i128 %step to i64
  %step8 = sext i64 %step7 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span9 = sext i64 %span to i128
  %reach = mul i128 %step8, %span9
  %c10 = icmp slt i128 %reach, 0
  %min11 = select i1 %c10, i128 %reach, i128 0
  %c12 = icmp sgt i128 %reach, 0
  %max13 = select i1 %c12, i128 %reach, i128 0
  %least = add i128 %base, %min11
  %most = add i128 %base, %max13
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits14 = and i1 %fits_low, %fits_high
  %least15 = select i1 %fits14, i128 %least, i128 -9223372036854775808
  %most16 = select i1 %fits14, i128 %most, i128 9223372036854775807
  %c17 = icmp sgt i128 %least15, 0
  %max18 = select i1 %c17, i128 %least15, i128 0
  %c19 = icmp sgt i128 %most16, 0
  %max20 = select i1 %c19, i128 %most16, i128 0
  %extent = sext i64 %dim22 to i128
  %low_ok = icmp sge i128 %max18, 0
  %high_ok = icmp slt i128 %max20, %extent
  %ok23 = and i1 true, %low_ok
  %ok24 = and i1 %ok23, %high_ok
  %v25 = load i64, ptr %the_d_7, align 8
  %v26 = load i64, ptr %i, align 8
  %sub27 = sub i64 %v25, %v26
  %sub28 = sub i64 %sub27, 1
  %base29 = sext i64 %sub28 to i128
  %next30 = add i64 %max, 1
  store i64 %next30, ptr %i, align 8
  %v31 = load i64, ptr %the_d_7, align 8
  %v32 = load i64, ptr %i, align 8
  %sub33 = sub i64 %v31, %v32
  %sub34 = sub i64 %sub33, 1
  store i64 %max, ptr %i, align 8
  %at_next35 = sext i64 %sub34 to i128
  %step36 = sub i128 %at_next35, %base29
  %step37 = trunc i128 %step36 to i64
  %step38 = sext i64 %step37 to i128
  %len39 = sub i64 %min, %max
  %span40 = sub i64 %len39, 1
  %span41 = sext i64 %span40 to i128
  %reach42 = mul i128 %step38, %span41
  %c43 = icmp slt i128 %reach42, 0
  %min44 = select i1 %c43, i128 %reach42, i128 0
  %c45 = icmp sgt i128 %reach42, 0
  %max46 = select i1 %c45, i128 %reach42, i128 0
  %least47 = add i128 %base29, %min44
  %most48 = add i128 %base29, %max46
  %fits_low49 = icmp sge i128 %least47, -9223372036854775808
  %fits_high50 = icmp sle i128 %most48, 9223372036854775807
  %fits51 = and i1 %fits_low49, %fits_high50
  %least52 = select i1 %fits51, i128 %least47, i128 -9223372036854775808
  %most53 = select i1 %fits51, i128 %most48, i128 9223372036854775807
  %c54 = icmp sgt i128 %least52, 0
  %max55 = select i1 %c54, i128 %least52, i128 0
  %c56 = icmp sgt i128 %most53, 0
  %max57 = select i1 %c56, i128 %most53, i128 0
  %sub60 = sub i64 %dim59, 1
  %base61 = sext i64 %sub60 to i128
  %fits_low62 = icmp sge i128 %base61, -9223372036854775808
  %fits_high63 = icmp sle i128 %base61, 9223372036854775807
  %fits64 = and i1 %fits_low62, %fits_high63
  %least65 = select i1 %fits64, i128 %base61, i128 -9223372036854775808
  %most66 = select i1 %fits64, i128 %base61, i128 9223372036854775807
  %c67 = icmp slt i128 %max55, %least65
  %min68 = select i1 %c67, i128 %max55, i128 %least65
  %c69 = icmp slt i128 %max57, %most66
  %min70 = select i1 %c69, i128 %max57, i128 %most66
  %extent71 = sext i64 %dim59 to i128
  %low_ok72 = icmp sge i128 %min68, 0
  %high_ok73 = icmp slt i128 %min70, %extent71
  %ok74 = and i1 %ok24, %low_ok72
  %ok75 = and i1 %ok74, %high_ok73
  %v76 = load i64, ptr %i, align 8
  %sub77 = sub i64 %v76, 1
  %base78 = sext i64 %sub77 to i128
  %next79 = add i64 %max, 1
  store i64 %next79, ptr %i, align 8
  %v80 = load i64, ptr %i, align 8
  %sub81 = sub i64 %v80, 1
  store i64 %max, ptr %i, align 8
  %at_next82 = sext i64 %sub81 to i128
  %step83 = sub i128 %at_next82, %base78
  %step84 = trunc i128 %step83 to i64
  %step85 = sext i64 %step84 to i128
  %len86 = sub i64 %min, %max
  %span87 = sub i64 %len86, 1
  %span88 = sext i64 %span87 to i128
  %reach89 = mul i128 %step85, %span88
  %c90 = icmp slt i128 %reach89, 0
  %min91 = select i1 %c90, i128 %reach89, i128 0
  %c92 = icmp sgt i128 %reach89, 0
  %max93 = select i1 %c92, i128 %reach89, i128 0
  %least94 = add i128 %base78, %min91
  %most95 = add i128 %base78, %max93
  %fits_low96 = icmp sge i128 %least94, -9223372036854775808
  %fits_high97 = icmp sle i128 %most95, 9223372036854775807
  %fits98 = and i1 %fits_low96, %fits_high97
  %least99 = select i1 %fits98, i128 %least94, i128 -9223372036854775808
  %most100 = select i1 %fits98, i128 %most95, i128 9223372036854775807
  %c101 = icmp sgt i128 %least99, 0
  %max102 = select i1 %c101, i128 %least99, i128 0
  %c103 = icmp sgt i128 %most100, 0
  %max104 = select i1 %c103, i128 %most100, i128 0
  %extent107 = sext i64 %dim106 to i128
  %low_ok108 = icmp sge i128 %max102, 0
  %high_ok109 = icmp slt i128 %max104, %extent107
  %ok110 = and i1 %ok75, %low_ok108
  %ok111 = and i1 %ok110, %high_ok109
  %v112 = load i64, ptr %i, align 8
  %sub113 = sub i64 %v112, 1
  %base114 = sext i64 %sub113 to i128
  %next115 = add i64 %max, 1
  store i64 %next115, ptr %i, align 8
  %v116 = load i64, ptr %i, align 8
  %sub117 = sub i64 %v116, 1
  store i64 %max, ptr %i, align 8
  %at_next118 = sext i64 %sub117 to i128
  %step119 = sub i128 %at_next118, %base114
  %step120 = trunc i128 %step119 to i64
  %step121 = sext i64 %step120 to i128
  %len122 = sub i64 %min, %max
  %span123 = sub i64 %len122, 1
  %span124 = sext i64 %span123 to i128
  %reach125 = mul i128 %step121, %span124
  %c126 = icmp slt i128 %reach125, 0
  %min127 = select i1 %c126, i128 %reach125, i128 0
  %c128 = icmp sgt i128 %reach125, 0
  %max129 = select i1 %c128, i128 %reach125, i128 0
  %least130 = add i128 %base114, %min127
  %most131 = add i128 %base114, %max129
  %fits_low132 = icmp sge i128 %least130, -9223372036854775808
  %fits_high133 = icmp sle i128 %most131, 9223372036854775807
  %fits134 = and i1 %fits_low132, %fits_high133
  %least135 = select i1 %fits134, i128 %least130, i128 -9223372036854775808
  %most136 = select i1 %fits134, i128 %most131, i128 9223372036854775807
  %c137 = icmp sgt i128 %least135, 0
  %max138 = select i1 %c137, i128 %least135, i128 0
  %c139 = icmp sgt i128 %most136, 0
  %max140 = select i1 %c139, i128 %most136, i128 0
  %extent143 = sext i64 %dim142 to i128
  %low_ok144 = icmp sge i128 %max138, 0
  %high_ok145 = icmp slt i128 %max140, %extent143
  %ok146 = and i1 %ok111, %low_ok144
  %ok147 = and i1 %ok146, %high_ok145
  %v148 = load i64, ptr %i, align 8
  %base149 = sext i64 %v148 to i128
  %next150 = add i64 %max, 1
  store i64 %next150, ptr %i, align 8
  %v151 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next152 = sext i64 %v151 to i128
  %step153 = sub i128 %at_next152, %base149
  %step154 = trunc i128 %step153 to i64
  %step155 = sext i64 %step154 to i128
  %len156 = sub i64 %min, %max
  %span157 = sub i64 %len156, 1
  %span158 = sext i64 %span157 to i128
  %reach159 = mul i128 %step155, %span158
  %c160 = icmp slt i128 %reach159, 0
  %min161 = select i1 %c160, i128 %reach159, i128 0
  %c162 = icmp sgt i128 %reach159, 0
  %max163 = select i1 %c162, i128 %reach159, i128 0
  %least164 = add i128 %base149, %min161
  %most165 = add i128 %base149, %max163
  %fits_low166 = icmp sge i128 %least164, -9223372036854775808
  %fits_high167 = icmp sle i128 %most165, 9223372036854775807
  %fits168 = and i1 %fits_low166, %fits_high167
  %least169 = select i1 %fits168, i128 %least164, i128 -9223372036854775808
  %most170 = select i1 %fits168, i128 %most165, i128 9223372036854775807
  %extent171 = sext i64 %dim142 to i128
  %low_ok172 = icmp sge i128 %least169, 0
  %high_ok173 = icmp slt i128 %most170, %extent171
  %ok174 = and i1 %ok147, %low_ok172
  %ok175 = and i1 %ok174, %high_ok173
  br i1 %ok175, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop270

versions_done:                                    ; preds = %exit272, %exit
  ret i32 0

loop:                                             ; preds = %j258, %proved
  %i177 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i177, %min
  br i1 %more, label %body176, label %exit

body176:                                          ; preds = %loop
  %v178 = load i64, ptr %i, align 8
  %sub179 = sub i64 %v178, 1
  %c180 = icmp sgt i64 %sub179, 0
  %mm = select i1 %c180, i64 %sub179, i64 0
  store i64 %mm, ptr %"%cse0_6", align 8
  %v181 = load i64, ptr %the_d_7, align 8
  %v182 = load i64, ptr %i, align 8
  %sub183 = sub i64 %v181, %v182
  store i64 %sub183, ptr %j, align 8
  %v184 = load i64, ptr %"%cse0_6", align 8
  %pos = mul i64 0, %dim22
  %pos185 = add i64 %pos, %v184
  %elp188 = getelementptr inbounds i64, ptr %buf187, i64 %pos185
  %el189 = load i64, ptr %elp188, align 8, !alias.scope !9, !noalias !10
  br i1 true, label %ok191, label %fail190

exit:                                             ; preds = %loop
  br label %versions_done

fail190:                                          ; preds = %body176
  %errp192 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp192, align 8
  %errp193 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp193, align 8
  %errp194 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el189, ptr %errp194, align 8
  %errp195 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp195, align 8
  ret i32 1

ok191:                                            ; preds = %body176
  %r = srem i64 %el189, 4
  %rem = select i1 false, i64 0, i64 %r
  %v196 = load i64, ptr %j, align 8
  %sub197 = sub i64 %v196, 1
  %c198 = icmp sgt i64 %sub197, 0
  %mm199 = select i1 %c198, i64 %sub197, i64 0
  %sub200 = sub i64 %dim59, 1
  %c201 = icmp slt i64 %mm199, %sub200
  %mm202 = select i1 %c201, i64 %mm199, i64 %sub200
  %pos203 = mul i64 0, %dim59
  %pos204 = add i64 %pos203, %mm202
  %elp207 = getelementptr inbounds i64, ptr %buf206, i64 %pos204
  %el208 = load i64, ptr %elp207, align 8, !alias.scope !11, !noalias !12
  br i1 true, label %ok210, label %fail209

fail209:                                          ; preds = %ok191
  %errp211 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp211, align 8
  %errp212 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp212, align 8
  %errp213 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el208, ptr %errp213, align 8
  %errp214 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp214, align 8
  ret i32 1

ok210:                                            ; preds = %ok191
  %r215 = srem i64 %el208, 4
  %rem216 = select i1 false, i64 0, i64 %r215
  %ic = icmp eq i64 %rem, %rem216
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok210
  br label %j217

e:                                                ; preds = %ok210
  br label %j217

j217:                                             ; preds = %e, %t
  %if = phi i64 [ 2, %t ], [ -1, %e ]
  store i64 %if, ptr %s_9, align 8
  %v218 = load i64, ptr %"%cse0_6", align 8
  %pos219 = mul i64 0, %dim106
  %pos220 = add i64 %pos219, %v218
  %elp223 = getelementptr inbounds i64, ptr %buf222, i64 %pos220
  %el224 = load i64, ptr %elp223, align 8, !alias.scope !13, !noalias !14
  %v225 = load i64, ptr %s_9, align 8
  %add = add i64 %el224, %v225
  %v226 = load i64, ptr %"%cse0_6", align 8
  %pos227 = mul i64 0, %dim142
  %pos228 = add i64 %pos227, %v226
  %elp231 = getelementptr inbounds i64, ptr %buf230, i64 %pos228
  %el232 = load i64, ptr %elp231, align 8, !alias.scope !15, !noalias !16
  %sub233 = sub i64 %el232, 1
  %v234 = load i64, ptr %i, align 8
  %pos235 = mul i64 0, %dim142
  %pos236 = add i64 %pos235, %v234
  %elp237 = getelementptr inbounds i64, ptr %buf230, i64 %pos236
  %el238 = load i64, ptr %elp237, align 8, !alias.scope !15, !noalias !16
  %sub239 = sub i64 %el238, 1
  %c240 = icmp sgt i64 %sub233, %sub239
  %mm241 = select i1 %c240, i64 %sub233, i64 %sub239
  %c242 = icmp sgt i64 %add, %mm241
  %mm243 = select i1 %c242, i64 %add, i64 %mm241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  store i64 %mm245, ptr %h_10, align 8
  %v246 = load i64, ptr %i, align 8
  %ic247 = icmp eq i64 %v246, 0
  br i1 %ic247, label %sc, label %rhs

rhs:                                              ; preds = %j217
  %v248 = load i64, ptr %j, align 8
  %ic249 = icmp slt i64 %v248, 1
  br label %sc

sc:                                               ; preds = %rhs, %j217
  %sc250 = phi i1 [ true, %j217 ], [ %ic249, %rhs ]
  br i1 %sc250, label %sc252, label %rhs251

rhs251:                                           ; preds = %sc
  %v253 = load i64, ptr %j, align 8
  %ic254 = icmp sgt i64 %v253, %dim59
  br label %sc252

sc252:                                            ; preds = %rhs251, %sc
  %sc255 = phi i1 [ true, %sc ], [ %ic254, %rhs251 ]
  br i1 %sc255, label %t256, label %e257

t256:                                             ; preds = %sc252
  br label %j258

e257:                                             ; preds = %sc252
  %v259 = load i64, ptr %h_10, align 8
  br label %j258

j258:                                             ; preds = %e257, %t256
  %if260 = phi i64 [ 0, %t256 ], [ %v259, %e257 ]
  store i64 %if260, ptr %cur_4, align 8
  %v261 = load i64, ptr %i, align 8
  %pos262 = mul i64 0, %dim
  %pos263 = add i64 %pos262, %v261
  %v264 = load i64, ptr %cur_4, align 8
  %elp267 = getelementptr inbounds i64, ptr %buf266, i64 %pos263
  store i64 %v264, ptr %elp267, align 8, !alias.scope !17, !noalias !18
  %i268 = load i64, ptr %i, align 8
  %next269 = add i64 %i268, 1
  store i64 %next269, ptr %i, align 8
  br label %loop

loop270:                                          ; preds = %j392, %checked
  %i273 = load i64, ptr %i, align 8
  %more274 = icmp slt i64 %i273, %min
  br i1 %more274, label %body271, label %exit272

body271:                                          ; preds = %loop270
  %v275 = load i64, ptr %i, align 8
  %sub276 = sub i64 %v275, 1
  %c277 = icmp sgt i64 %sub276, 0
  %mm278 = select i1 %c277, i64 %sub276, i64 0
  store i64 %mm278, ptr %"%cse0_6", align 8
  %v279 = load i64, ptr %the_d_7, align 8
  %v280 = load i64, ptr %i, align 8
  %sub281 = sub i64 %v279, %v280
  store i64 %sub281, ptr %j, align 8
  %v282 = load i64, ptr %"%cse0_6", align 8
  %inb = icmp ult i64 %v282, %dim22
  br i1 %inb, label %ok284, label %fail283

exit272:                                          ; preds = %loop270
  br label %versions_done

fail283:                                          ; preds = %body271
  %errp285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp285, align 8
  %errp286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v282, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp288, align 8
  ret i32 1

ok284:                                            ; preds = %body271
  %pos289 = mul i64 0, %dim22
  %pos290 = add i64 %pos289, %v282
  %elp291 = getelementptr inbounds i64, ptr %buf187, i64 %pos290
  %el292 = load i64, ptr %elp291, align 8, !alias.scope !9, !noalias !10
  br i1 true, label %ok294, label %fail293

fail293:                                          ; preds = %ok284
  %errp295 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp295, align 8
  %errp296 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp296, align 8
  %errp297 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el292, ptr %errp297, align 8
  %errp298 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp298, align 8
  ret i32 1

ok294:                                            ; preds = %ok284
  %r299 = srem i64 %el292, 4
  %rem300 = select i1 false, i64 0, i64 %r299
  %v301 = load i64, ptr %j, align 8
  %sub302 = sub i64 %v301, 1
  %c303 = icmp sgt i64 %sub302, 0
  %mm304 = select i1 %c303, i64 %sub302, i64 0
  %sub305 = sub i64 %dim59, 1
  %c306 = icmp slt i64 %mm304, %sub305
  %mm307 = select i1 %c306, i64 %mm304, i64 %sub305
  %inb308 = icmp ult i64 %mm307, %dim59
  br i1 %inb308, label %ok310, label %fail309

fail309:                                          ; preds = %ok294
  %errp311 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp311, align 8
  %errp312 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp312, align 8
  %errp313 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm307, ptr %errp313, align 8
  %errp314 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim59, ptr %errp314, align 8
  ret i32 1

ok310:                                            ; preds = %ok294
  %pos315 = mul i64 0, %dim59
  %pos316 = add i64 %pos315, %mm307
  %elp317 = getelementptr inbounds i64, ptr %buf206, i64 %pos316
  %el318 = load i64, ptr %elp317, align 8, !alias.scope !11, !noalias !12
  br i1 true, label %ok320, label %fail319

fail319:                                          ; preds = %ok310
  %errp321 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp321, align 8
  %errp322 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el318, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp324, align 8
  ret i32 1

ok320:                                            ; preds = %ok310
  %r325 = srem i64 %el318, 4
  %rem326 = select i1 false, i64 0, i64 %r325
  %ic327 = icmp eq i64 %rem300, %rem326
  br i1 %ic327, label %t328, label %e329

t328:                                             ; preds = %ok320
  br label %j330

e329:                                             ; preds = %ok320
  br label %j330

j330:                                             ; preds = %e329, %t328
  %if331 = phi i64 [ 2, %t328 ], [ -1, %e329 ]
  store i64 %if331, ptr %s_9, align 8
  %v332 = load i64, ptr %"%cse0_6", align 8
  %inb333 = icmp ult i64 %v332, %dim106
  br i1 %inb333, label %ok335, label %fail334

fail334:                                          ; preds = %j330
  %errp336 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp336, align 8
  %errp337 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp337, align 8
  %errp338 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v332, ptr %errp338, align 8
  %errp339 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim106, ptr %errp339, align 8
  ret i32 1

ok335:                                            ; preds = %j330
  %pos340 = mul i64 0, %dim106
  %pos341 = add i64 %pos340, %v332
  %elp342 = getelementptr inbounds i64, ptr %buf222, i64 %pos341
  %el343 = load i64, ptr %elp342, align 8, !alias.scope !13, !noalias !14
  %v344 = load i64, ptr %s_9, align 8
  %add345 = add i64 %el343, %v344
  %v346 = load i64, ptr %"%cse0_6", align 8
  %inb347 = icmp ult i64 %v346, %dim142
  br i1 %inb347, label %ok349, label %fail348

fail348:                                          ; preds = %ok335
  %errp350 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp350, align 8
  %errp351 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp351, align 8
  %errp352 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v346, ptr %errp352, align 8
  %errp353 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim142, ptr %errp353, align 8
  ret i32 1

ok349:                                            ; preds = %ok335
  %pos354 = mul i64 0, %dim142
  %pos355 = add i64 %pos354, %v346
  %elp356 = getelementptr inbounds i64, ptr %buf230, i64 %pos355
  %el357 = load i64, ptr %elp356, align 8, !alias.scope !15, !noalias !16
  %sub358 = sub i64 %el357, 1
  %v359 = load i64, ptr %i, align 8
  %inb360 = icmp ult i64 %v359, %dim142
  br i1 %inb360, label %ok362, label %fail361

fail361:                                          ; preds = %ok349
  %errp363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp363, align 8
  %errp364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp364, align 8
  %errp365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v359, ptr %errp365, align 8
  %errp366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim142, ptr %errp366, align 8
  ret i32 1

ok362:                                            ; preds = %ok349
  %pos367 = mul i64 0, %dim142
  %pos368 = add i64 %pos367, %v359
  %elp369 = getelementptr inbounds i64, ptr %buf230, i64 %pos368
  %el370 = load i64, ptr %elp369, align 8, !alias.scope !15, !noalias !16
  %sub371 = sub i64 %el370, 1
  %c372 = icmp sgt i64 %sub358, %sub371
  %mm373 = select i1 %c372, i64 %sub358, i64 %sub371
  %c374 = icmp sgt i64 %add345, %mm373
  %mm375 = select i1 %c374, i64 %add345, i64 %mm373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  store i64 %mm377, ptr %h_10, align 8
  %v378 = load i64, ptr %i, align 8
  %ic379 = icmp eq i64 %v378, 0
  br i1 %ic379, label %sc381, label %rhs380

rhs380:                                           ; preds = %ok362
  %v382 = load i64, ptr %j, align 8
  %ic383 = icmp slt i64 %v382, 1
  br label %sc381

sc381:                                            ; preds = %rhs380, %ok362
  %sc384 = phi i1 [ true, %ok362 ], [ %ic383, %rhs380 ]
  br i1 %sc384, label %sc386, label %rhs385

rhs385:                                           ; preds = %sc381
  %v387 = load i64, ptr %j, align 8
  %ic388 = icmp sgt i64 %v387, %dim59
  br label %sc386

sc386:                                            ; preds = %rhs385, %sc381
  %sc389 = phi i1 [ true, %sc381 ], [ %ic388, %rhs385 ]
  br i1 %sc389, label %t390, label %e391

t390:                                             ; preds = %sc386
  br label %j392

e391:                                             ; preds = %sc386
  %v393 = load i64, ptr %h_10, align 8
  br label %j392

j392:                                             ; preds = %e391, %t390
  %if394 = phi i64 [ 0, %t390 ], [ %v393, %e391 ]
  store i64 %if394, ptr %cur_4, align 8
  %v395 = load i64, ptr %i, align 8
  %pos396 = mul i64 0, %dim
  %pos397 = add i64 %pos396, %v395
  %v398 = load i64, ptr %cur_4, align 8
  %elp399 = getelementptr inbounds i64, ptr %buf266, i64 %pos397
  store i64 %v398, ptr %elp399, align 8, !alias.scope !17, !noalias !18
  %i400 = load i64, ptr %i, align 8
  %next401 = add i64 %i400, 1
  store i64 %next401, ptr %i, align 8
  br label %loop270
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
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.8", !2}
!9 = !{!4}
!10 = !{!5, !6, !7, !1, !8}
!11 = !{!5}
!12 = !{!4, !6, !7, !1, !8}
!13 = !{!6}
!14 = !{!4, !5, !7, !1, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !7, !1}

; cluster c3: rm1
; ModuleID = 'smith_waterman_c3'
source_filename = "smith_waterman_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %rm_13 = alloca i64, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %cur_14 = alloca i64, align 8
  %rm1_11 = alloca i64, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf39 = load ptr, ptr %bufp38, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp11, align 8
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
  store i64 3, ptr %errp18, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos23
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %rm_13, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store i64 %el30, ptr %cur_14, align 8
  %v31 = load i64, ptr %rm_13, align 8
  %v32 = load i64, ptr %cur_14, align 8
  %c33 = icmp sgt i64 %v31, %v32
  %mm = select i1 %c33, i64 %v31, i64 %v32
  store i64 %mm, ptr %rm1_11, align 8
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load i64, ptr %rm1_11, align 8
  %elp40 = getelementptr inbounds i64, ptr %buf39, i64 %pos36
  store i64 %v37, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  %i41 = load i64, ptr %i, align 8
  %next = add i64 %i41, 1
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c4: unit2
; ModuleID = 'smith_waterman_c4'
source_filename = "smith_waterman_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_d_16 = alloca i64, align 8
  %unit2_15 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_d_16, align 8
  %v = load i64, ptr %the_d_16, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit2_15, align 8
  %v1 = load i64, ptr %unit2_15, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!4 = !{!"fuselab.buf.10", !2}

; cluster c6: best
; ModuleID = 'smith_waterman_c6'
source_filename = "smith_waterman_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_best_17 = alloca i64, align 8
  %loop_21 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_best_17, align 8
  store i64 %b, ptr %loop_21, align 8
  %v = load i64, ptr %acc_best_17, align 8
  %v1 = load i64, ptr %loop_21, align 8
  %c = icmp sgt i64 %v, %v1
  %mm = select i1 %c, i64 %v, i64 %v1
  store i64 %mm, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_17 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_21 = alloca i64, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf14 = load ptr, ptr %bufp13, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_17, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %loop_21, align 8
  %v8 = load i64, ptr %acc_best_17, align 8
  %v9 = load i64, ptr %loop_21, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_17, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v12 = load i64, ptr %acc_best_17, align 8
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 0
  store i64 %v12, ptr %elp15, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_17 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_21 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_17, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %loop_21, align 8
  %v8 = load i64, ptr %acc_best_17, align 8
  %v9 = load i64, ptr %loop_21, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_17, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_best_17, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_17 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_21 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_17, align 8
  store i64 -9223372036854775808, ptr %acc_best_17, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %loop_21, align 8
  %v8 = load i64, ptr %acc_best_17, align 8
  %v9 = load i64, ptr %loop_21, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_17, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_best_17, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_17 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_17, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_best_17, align 8
  %v = load i64, ptr %acc_best_17, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.15", !2}

