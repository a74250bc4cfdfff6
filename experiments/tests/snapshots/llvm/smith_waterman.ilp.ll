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

; cluster c2: Diagonal(cur, rm1)
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
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 0
  %dim38 = load i64, ptr %dimp37, align 8
  %dimp74 = getelementptr inbounds i64, ptr %1, i64 8
  %dim75 = load i64, ptr %dimp74, align 8
  %dimp121 = getelementptr inbounds i64, ptr %1, i64 32
  %dim122 = load i64, ptr %dimp121, align 8
  %dimp157 = getelementptr inbounds i64, ptr %1, i64 40
  %dim158 = load i64, ptr %dimp157, align 8
  %"%cse0_6" = alloca i64, align 8
  %j = alloca i64, align 8
  %bufp202 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf203 = load ptr, ptr %bufp202, align 8
  %bufp221 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf222 = load ptr, ptr %bufp221, align 8
  %s_9 = alloca i64, align 8
  %bufp237 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf238 = load ptr, ptr %bufp237, align 8
  %bufp245 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf246 = load ptr, ptr %bufp245, align 8
  %h_10 = alloca i64, align 8
  %cur_4 = alloca i64, align 8
  %bufp281 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf282 = load ptr, ptr %bufp281, align 8
  %bufp287 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf288 = load ptr, ptr %bufp287, align 8
  %rm_13 = alloca i64, align 8
  %rm1_11 = alloca i64, align 8
  %bufp299 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf300 = load ptr, ptr %bufp299, align 8
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
  %fits14 = icmp sle i64 %min, %dim6
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v21 = load i64, ptr %i, align 8
  %sub22 = sub i64 %v21, 1
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub22 to i128
  %step = sub i128 %at_next, %base
  %step23 = trunc i128 %step to i64
  %step24 = sext i64 %step23 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span25 = sext i64 %span to i128
  %reach = mul i128 %step24, %span25
  %c26 = icmp slt i128 %reach, 0
  %min27 = select i1 %c26, i128 %reach, i128 0
  %c28 = icmp sgt i128 %reach, 0
  %max29 = select i1 %c28, i128 %reach, i128 0
  %least = add i128 %base, %min27
  %most = add i128 %base, %max29
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits30 = and i1 %fits_low, %fits_high
  %least31 = select i1 %fits30, i128 %least, i128 -9223372036854775808
  %most32 = select i1 %fits30, i128 %most, i128 9223372036854775807
  %c33 = icmp sgt i128 %least31, 0
  %max34 = select i1 %c33, i128 %least31, i128 0
  %c35 = icmp sgt i128 %most32, 0
  %max36 = select i1 %c35, i128 %most32, i128 0
  %extent = sext i64 %dim38 to i128
  %low_ok = icmp sge i128 %max34, 0
  %high_ok = icmp slt i128 %max36, %extent
  %ok39 = and i1 true, %low_ok
  %ok40 = and i1 %ok39, %high_ok
  %v41 = load i64, ptr %the_d_7, align 8
  %v42 = load i64, ptr %i, align 8
  %sub43 = sub i64 %v41, %v42
  %sub44 = sub i64 %sub43, 1
  %base45 = sext i64 %sub44 to i128
  %next46 = add i64 %max, 1
  store i64 %next46, ptr %i, align 8
  %v47 = load i64, ptr %the_d_7, align 8
  %v48 = load i64, ptr %i, align 8
  %sub49 = sub i64 %v47, %v48
  %sub50 = sub i64 %sub49, 1
  store i64 %max, ptr %i, align 8
  %at_next51 = sext i64 %sub50 to i128
  %step52 = sub i128 %at_next51, %base45
  %step53 = trunc i128 %step52 to i64
  %step54 = sext i64 %step53 to i128
  %len55 = sub i64 %min, %max
  %span56 = sub i64 %len55, 1
  %span57 = sext i64 %span56 to i128
  %reach58 = mul i128 %step54, %span57
  %c59 = icmp slt i128 %reach58, 0
  %min60 = select i1 %c59, i128 %reach58, i128 0
  %c61 = icmp sgt i128 %reach58, 0
  %max62 = select i1 %c61, i128 %reach58, i128 0
  %least63 = add i128 %base45, %min60
  %most64 = add i128 %base45, %max62
  %fits_low65 = icmp sge i128 %least63, -9223372036854775808
  %fits_high66 = icmp sle i128 %most64, 9223372036854775807
  %fits67 = and i1 %fits_low65, %fits_high66
  %least68 = select i1 %fits67, i128 %least63, i128 -9223372036854775808
  %most69 = select i1 %fits67, i128 %most64, i128 9223372036854775807
  %c70 = icmp sgt i128 %least68, 0
  %max71 = select i1 %c70, i128 %least68, i128 0
  %c72 = icmp sgt i128 %most69, 0
  %max73 = select i1 %c72, i128 %most69, i128 0
  %sub76 = sub i64 %dim75, 1
  %base77 = sext i64 %sub76 to i128
  %fits_low78 = icmp sge i128 %base77, -9223372036854775808
  %fits_high79 = icmp sle i128 %base77, 9223372036854775807
  %fits80 = and i1 %fits_low78, %fits_high79
  %least81 = select i1 %fits80, i128 %base77, i128 -9223372036854775808
  %most82 = select i1 %fits80, i128 %base77, i128 9223372036854775807
  %c83 = icmp slt i128 %max71, %least81
  %min84 = select i1 %c83, i128 %max71, i128 %least81
  %c85 = icmp slt i128 %max73, %most82
  %min86 = select i1 %c85, i128 %max73, i128 %most82
  %extent87 = sext i64 %dim75 to i128
  %low_ok88 = icmp sge i128 %min84, 0
  %high_ok89 = icmp slt i128 %min86, %extent87
  %ok90 = and i1 %ok40, %low_ok88
  %ok91 = and i1 %ok90, %high_ok89
  %v92 = load i64, ptr %i, align 8
  %sub93 = sub i64 %v92, 1
  %base94 = sext i64 %sub93 to i128
  %next95 = add i64 %max, 1
  store i64 %next95, ptr %i, align 8
  %v96 = load i64, ptr %i, align 8
  %sub97 = sub i64 %v96, 1
  store i64 %max, ptr %i, align 8
  %at_next98 = sext i64 %sub97 to i128
  %step99 = sub i128 %at_next98, %base94
  %step100 = trunc i128 %step99 to i64
  %step101 = sext i64 %step100 to i128
  %len102 = sub i64 %min, %max
  %span103 = sub i64 %len102, 1
  %span104 = sext i64 %span103 to i128
  %reach105 = mul i128 %step101, %span104
  %c106 = icmp slt i128 %reach105, 0
  %min107 = select i1 %c106, i128 %reach105, i128 0
  %c108 = icmp sgt i128 %reach105, 0
  %max109 = select i1 %c108, i128 %reach105, i128 0
  %least110 = add i128 %base94, %min107
  %most111 = add i128 %base94, %max109
  %fits_low112 = icmp sge i128 %least110, -9223372036854775808
  %fits_high113 = icmp sle i128 %most111, 9223372036854775807
  %fits114 = and i1 %fits_low112, %fits_high113
  %least115 = select i1 %fits114, i128 %least110, i128 -9223372036854775808
  %most116 = select i1 %fits114, i128 %most111, i128 9223372036854775807
  %c117 = icmp sgt i128 %least115, 0
  %max118 = select i1 %c117, i128 %least115, i128 0
  %c119 = icmp sgt i128 %most116, 0
  %max120 = select i1 %c119, i128 %most116, i128 0
  %extent123 = sext i64 %dim122 to i128
  %low_ok124 = icmp sge i128 %max118, 0
  %high_ok125 = icmp slt i128 %max120, %extent123
  %ok126 = and i1 %ok91, %low_ok124
  %ok127 = and i1 %ok126, %high_ok125
  %v128 = load i64, ptr %i, align 8
  %sub129 = sub i64 %v128, 1
  %base130 = sext i64 %sub129 to i128
  %next131 = add i64 %max, 1
  store i64 %next131, ptr %i, align 8
  %v132 = load i64, ptr %i, align 8
  %sub133 = sub i64 %v132, 1
  store i64 %max, ptr %i, align 8
  %at_next134 = sext i64 %sub133 to i128
  %step135 = sub i128 %at_next134, %base130
  %step136 = trunc i128 %step135 to i64
  %step137 = sext i64 %step136 to i128
  %len138 = sub i64 %min, %max
  %span139 = sub i64 %len138, 1
  %span140 = sext i64 %span139 to i128
  %reach141 = mul i128 %step137, %span140
  %c142 = icmp slt i128 %reach141, 0
  %min143 = select i1 %c142, i128 %reach141, i128 0
  %c144 = icmp sgt i128 %reach141, 0
  %max145 = select i1 %c144, i128 %reach141, i128 0
  %least146 = add i128 %base130, %min143
  %most147 = add i128 %base130, %max145
  %fits_low148 = icmp sge i128 %least146, -9223372036854775808
  %fits_high149 = icmp sle i128 %most147, 9223372036854775807
  %fits150 = and i1 %fits_low148, %fits_high149
  %least151 = select i1 %fits150, i128 %least146, i128 -9223372036854775808
  %most152 = select i1 %fits150, i128 %most147, i128 9223372036854775807
  %c153 = icmp sgt i128 %least151, 0
  %max154 = select i1 %c153, i128 %least151, i128 0
  %c155 = icmp sgt i128 %most152, 0
  %max156 = select i1 %c155, i128 %most152, i128 0
  %extent159 = sext i64 %dim158 to i128
  %low_ok160 = icmp sge i128 %max154, 0
  %high_ok161 = icmp slt i128 %max156, %extent159
  %ok162 = and i1 %ok127, %low_ok160
  %ok163 = and i1 %ok162, %high_ok161
  %v164 = load i64, ptr %i, align 8
  %base165 = sext i64 %v164 to i128
  %next166 = add i64 %max, 1
  store i64 %next166, ptr %i, align 8
  %v167 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next168 = sext i64 %v167 to i128
  %step169 = sub i128 %at_next168, %base165
  %step170 = trunc i128 %step169 to i64
  %step171 = sext i64 %step170 to i128
  %len172 = sub i64 %min, %max
  %span173 = sub i64 %len172, 1
  %span174 = sext i64 %span173 to i128
  %reach175 = mul i128 %step171, %span174
  %c176 = icmp slt i128 %reach175, 0
  %min177 = select i1 %c176, i128 %reach175, i128 0
  %c178 = icmp sgt i128 %reach175, 0
  %max179 = select i1 %c178, i128 %reach175, i128 0
  %least180 = add i128 %base165, %min177
  %most181 = add i128 %base165, %max179
  %fits_low182 = icmp sge i128 %least180, -9223372036854775808
  %fits_high183 = icmp sle i128 %most181, 9223372036854775807
  %fits184 = and i1 %fits_low182, %fits_high183
  %least185 = select i1 %fits184, i128 %least180, i128 -9223372036854775808
  %most186 = select i1 %fits184, i128 %most181, i128 9223372036854775807
  %extent187 = sext i64 %dim158 to i128
  %low_ok188 = icmp sge i128 %least185, 0
  %high_ok189 = icmp slt i128 %most186, %extent187
  %ok190 = and i1 %ok163, %low_ok188
  %ok191 = and i1 %ok190, %high_ok189
  br i1 %ok191, label %proved, label %checked

proved:                                           ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop304

versions_done:                                    ; preds = %exit306, %exit
  ret i32 0

loop:                                             ; preds = %j274, %proved
  %i193 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i193, %min
  br i1 %more, label %body192, label %exit

body192:                                          ; preds = %loop
  %v194 = load i64, ptr %i, align 8
  %sub195 = sub i64 %v194, 1
  %c196 = icmp sgt i64 %sub195, 0
  %mm = select i1 %c196, i64 %sub195, i64 0
  store i64 %mm, ptr %"%cse0_6", align 8
  %v197 = load i64, ptr %the_d_7, align 8
  %v198 = load i64, ptr %i, align 8
  %sub199 = sub i64 %v197, %v198
  store i64 %sub199, ptr %j, align 8
  %v200 = load i64, ptr %"%cse0_6", align 8
  %pos = mul i64 0, %dim38
  %pos201 = add i64 %pos, %v200
  %elp204 = getelementptr inbounds i64, ptr %buf203, i64 %pos201
  %el205 = load i64, ptr %elp204, align 8, !alias.scope !11, !noalias !12
  br i1 true, label %ok207, label %fail206

exit:                                             ; preds = %loop
  br label %versions_done

fail206:                                          ; preds = %body192
  %errp208 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp209, align 8
  %errp210 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el205, ptr %errp210, align 8
  %errp211 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp211, align 8
  ret i32 1

ok207:                                            ; preds = %body192
  %r = srem i64 %el205, 4
  %rem = select i1 false, i64 0, i64 %r
  %v212 = load i64, ptr %j, align 8
  %sub213 = sub i64 %v212, 1
  %c214 = icmp sgt i64 %sub213, 0
  %mm215 = select i1 %c214, i64 %sub213, i64 0
  %sub216 = sub i64 %dim75, 1
  %c217 = icmp slt i64 %mm215, %sub216
  %mm218 = select i1 %c217, i64 %mm215, i64 %sub216
  %pos219 = mul i64 0, %dim75
  %pos220 = add i64 %pos219, %mm218
  %elp223 = getelementptr inbounds i64, ptr %buf222, i64 %pos220
  %el224 = load i64, ptr %elp223, align 8, !alias.scope !13, !noalias !14
  br i1 true, label %ok226, label %fail225

fail225:                                          ; preds = %ok207
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el224, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %ok207
  %r231 = srem i64 %el224, 4
  %rem232 = select i1 false, i64 0, i64 %r231
  %ic = icmp eq i64 %rem, %rem232
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok226
  br label %j233

e:                                                ; preds = %ok226
  br label %j233

j233:                                             ; preds = %e, %t
  %if = phi i64 [ 2, %t ], [ -1, %e ]
  store i64 %if, ptr %s_9, align 8
  %v234 = load i64, ptr %"%cse0_6", align 8
  %pos235 = mul i64 0, %dim122
  %pos236 = add i64 %pos235, %v234
  %elp239 = getelementptr inbounds i64, ptr %buf238, i64 %pos236
  %el240 = load i64, ptr %elp239, align 8, !alias.scope !15, !noalias !16
  %v241 = load i64, ptr %s_9, align 8
  %add = add i64 %el240, %v241
  %v242 = load i64, ptr %"%cse0_6", align 8
  %pos243 = mul i64 0, %dim158
  %pos244 = add i64 %pos243, %v242
  %elp247 = getelementptr inbounds i64, ptr %buf246, i64 %pos244
  %el248 = load i64, ptr %elp247, align 8, !alias.scope !17, !noalias !18
  %sub249 = sub i64 %el248, 1
  %v250 = load i64, ptr %i, align 8
  %pos251 = mul i64 0, %dim158
  %pos252 = add i64 %pos251, %v250
  %elp253 = getelementptr inbounds i64, ptr %buf246, i64 %pos252
  %el254 = load i64, ptr %elp253, align 8, !alias.scope !17, !noalias !18
  %sub255 = sub i64 %el254, 1
  %c256 = icmp sgt i64 %sub249, %sub255
  %mm257 = select i1 %c256, i64 %sub249, i64 %sub255
  %c258 = icmp sgt i64 %add, %mm257
  %mm259 = select i1 %c258, i64 %add, i64 %mm257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  store i64 %mm261, ptr %h_10, align 8
  %v262 = load i64, ptr %i, align 8
  %ic263 = icmp eq i64 %v262, 0
  br i1 %ic263, label %sc, label %rhs

rhs:                                              ; preds = %j233
  %v264 = load i64, ptr %j, align 8
  %ic265 = icmp slt i64 %v264, 1
  br label %sc

sc:                                               ; preds = %rhs, %j233
  %sc266 = phi i1 [ true, %j233 ], [ %ic265, %rhs ]
  br i1 %sc266, label %sc268, label %rhs267

rhs267:                                           ; preds = %sc
  %v269 = load i64, ptr %j, align 8
  %ic270 = icmp sgt i64 %v269, %dim75
  br label %sc268

sc268:                                            ; preds = %rhs267, %sc
  %sc271 = phi i1 [ true, %sc ], [ %ic270, %rhs267 ]
  br i1 %sc271, label %t272, label %e273

t272:                                             ; preds = %sc268
  br label %j274

e273:                                             ; preds = %sc268
  %v275 = load i64, ptr %h_10, align 8
  br label %j274

j274:                                             ; preds = %e273, %t272
  %if276 = phi i64 [ 0, %t272 ], [ %v275, %e273 ]
  store i64 %if276, ptr %cur_4, align 8
  %v277 = load i64, ptr %i, align 8
  %pos278 = mul i64 0, %dim
  %pos279 = add i64 %pos278, %v277
  %v280 = load i64, ptr %cur_4, align 8
  %elp283 = getelementptr inbounds i64, ptr %buf282, i64 %pos279
  store i64 %v280, ptr %elp283, align 8, !alias.scope !19, !noalias !20
  %v284 = load i64, ptr %i, align 8
  %pos285 = mul i64 0, %dim6
  %pos286 = add i64 %pos285, %v284
  %elp289 = getelementptr inbounds i64, ptr %buf288, i64 %pos286
  %el290 = load i64, ptr %elp289, align 8, !alias.scope !21, !noalias !22
  store i64 %el290, ptr %rm_13, align 8
  %v291 = load i64, ptr %rm_13, align 8
  %v292 = load i64, ptr %cur_4, align 8
  %c293 = icmp sgt i64 %v291, %v292
  %mm294 = select i1 %c293, i64 %v291, i64 %v292
  store i64 %mm294, ptr %rm1_11, align 8
  %v295 = load i64, ptr %i, align 8
  %pos296 = mul i64 0, %dim6
  %pos297 = add i64 %pos296, %v295
  %v298 = load i64, ptr %rm1_11, align 8
  %elp301 = getelementptr inbounds i64, ptr %buf300, i64 %pos297
  store i64 %v298, ptr %elp301, align 8, !alias.scope !23, !noalias !24
  %i302 = load i64, ptr %i, align 8
  %next303 = add i64 %i302, 1
  store i64 %next303, ptr %i, align 8
  br label %loop

loop304:                                          ; preds = %j426, %checked
  %i307 = load i64, ptr %i, align 8
  %more308 = icmp slt i64 %i307, %min
  br i1 %more308, label %body305, label %exit306

body305:                                          ; preds = %loop304
  %v309 = load i64, ptr %i, align 8
  %sub310 = sub i64 %v309, 1
  %c311 = icmp sgt i64 %sub310, 0
  %mm312 = select i1 %c311, i64 %sub310, i64 0
  store i64 %mm312, ptr %"%cse0_6", align 8
  %v313 = load i64, ptr %the_d_7, align 8
  %v314 = load i64, ptr %i, align 8
  %sub315 = sub i64 %v313, %v314
  store i64 %sub315, ptr %j, align 8
  %v316 = load i64, ptr %"%cse0_6", align 8
  %inb = icmp ult i64 %v316, %dim38
  br i1 %inb, label %ok318, label %fail317

exit306:                                          ; preds = %loop304
  br label %versions_done

fail317:                                          ; preds = %body305
  %errp319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp319, align 8
  %errp320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp320, align 8
  %errp321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v316, ptr %errp321, align 8
  %errp322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim38, ptr %errp322, align 8
  ret i32 1

ok318:                                            ; preds = %body305
  %pos323 = mul i64 0, %dim38
  %pos324 = add i64 %pos323, %v316
  %elp325 = getelementptr inbounds i64, ptr %buf203, i64 %pos324
  %el326 = load i64, ptr %elp325, align 8, !alias.scope !11, !noalias !12
  br i1 true, label %ok328, label %fail327

fail327:                                          ; preds = %ok318
  %errp329 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp329, align 8
  %errp330 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp330, align 8
  %errp331 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el326, ptr %errp331, align 8
  %errp332 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp332, align 8
  ret i32 1

ok328:                                            ; preds = %ok318
  %r333 = srem i64 %el326, 4
  %rem334 = select i1 false, i64 0, i64 %r333
  %v335 = load i64, ptr %j, align 8
  %sub336 = sub i64 %v335, 1
  %c337 = icmp sgt i64 %sub336, 0
  %mm338 = select i1 %c337, i64 %sub336, i64 0
  %sub339 = sub i64 %dim75, 1
  %c340 = icmp slt i64 %mm338, %sub339
  %mm341 = select i1 %c340, i64 %mm338, i64 %sub339
  %inb342 = icmp ult i64 %mm341, %dim75
  br i1 %inb342, label %ok344, label %fail343

fail343:                                          ; preds = %ok328
  %errp345 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp345, align 8
  %errp346 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp346, align 8
  %errp347 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm341, ptr %errp347, align 8
  %errp348 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim75, ptr %errp348, align 8
  ret i32 1

ok344:                                            ; preds = %ok328
  %pos349 = mul i64 0, %dim75
  %pos350 = add i64 %pos349, %mm341
  %elp351 = getelementptr inbounds i64, ptr %buf222, i64 %pos350
  %el352 = load i64, ptr %elp351, align 8, !alias.scope !13, !noalias !14
  br i1 true, label %ok354, label %fail353

fail353:                                          ; preds = %ok344
  %errp355 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp355, align 8
  %errp356 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp356, align 8
  %errp357 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el352, ptr %errp357, align 8
  %errp358 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp358, align 8
  ret i32 1

ok354:                                            ; preds = %ok344
  %r359 = srem i64 %el352, 4
  %rem360 = select i1 false, i64 0, i64 %r359
  %ic361 = icmp eq i64 %rem334, %rem360
  br i1 %ic361, label %t362, label %e363

t362:                                             ; preds = %ok354
  br label %j364

e363:                                             ; preds = %ok354
  br label %j364

j364:                                             ; preds = %e363, %t362
  %if365 = phi i64 [ 2, %t362 ], [ -1, %e363 ]
  store i64 %if365, ptr %s_9, align 8
  %v366 = load i64, ptr %"%cse0_6", align 8
  %inb367 = icmp ult i64 %v366, %dim122
  br i1 %inb367, label %ok369, label %fail368

fail368:                                          ; preds = %j364
  %errp370 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp370, align 8
  %errp371 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp371, align 8
  %errp372 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v366, ptr %errp372, align 8
  %errp373 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim122, ptr %errp373, align 8
  ret i32 1

ok369:                                            ; preds = %j364
  %pos374 = mul i64 0, %dim122
  %pos375 = add i64 %pos374, %v366
  %elp376 = getelementptr inbounds i64, ptr %buf238, i64 %pos375
  %el377 = load i64, ptr %elp376, align 8, !alias.scope !15, !noalias !16
  %v378 = load i64, ptr %s_9, align 8
  %add379 = add i64 %el377, %v378
  %v380 = load i64, ptr %"%cse0_6", align 8
  %inb381 = icmp ult i64 %v380, %dim158
  br i1 %inb381, label %ok383, label %fail382

fail382:                                          ; preds = %ok369
  %errp384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp384, align 8
  %errp385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp385, align 8
  %errp386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v380, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim158, ptr %errp387, align 8
  ret i32 1

ok383:                                            ; preds = %ok369
  %pos388 = mul i64 0, %dim158
  %pos389 = add i64 %pos388, %v380
  %elp390 = getelementptr inbounds i64, ptr %buf246, i64 %pos389
  %el391 = load i64, ptr %elp390, align 8, !alias.scope !17, !noalias !18
  %sub392 = sub i64 %el391, 1
  %v393 = load i64, ptr %i, align 8
  %inb394 = icmp ult i64 %v393, %dim158
  br i1 %inb394, label %ok396, label %fail395

fail395:                                          ; preds = %ok383
  %errp397 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp398, align 8
  %errp399 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v393, ptr %errp399, align 8
  %errp400 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim158, ptr %errp400, align 8
  ret i32 1

ok396:                                            ; preds = %ok383
  %pos401 = mul i64 0, %dim158
  %pos402 = add i64 %pos401, %v393
  %elp403 = getelementptr inbounds i64, ptr %buf246, i64 %pos402
  %el404 = load i64, ptr %elp403, align 8, !alias.scope !17, !noalias !18
  %sub405 = sub i64 %el404, 1
  %c406 = icmp sgt i64 %sub392, %sub405
  %mm407 = select i1 %c406, i64 %sub392, i64 %sub405
  %c408 = icmp sgt i64 %add379, %mm407
  %mm409 = select i1 %c408, i64 %add379, i64 %mm407
  %c410 = icmp sgt i64 0, %mm409
  %mm411 = select i1 %c410, i64 0, i64 %mm409
  store i64 %mm411, ptr %h_10, align 8
  %v412 = load i64, ptr %i, align 8
  %ic413 = icmp eq i64 %v412, 0
  br i1 %ic413, label %sc415, label %rhs414

rhs414:                                           ; preds = %ok396
  %v416 = load i64, ptr %j, align 8
  %ic417 = icmp slt i64 %v416, 1
  br label %sc415

sc415:                                            ; preds = %rhs414, %ok396
  %sc418 = phi i1 [ true, %ok396 ], [ %ic417, %rhs414 ]
  br i1 %sc418, label %sc420, label %rhs419

rhs419:                                           ; preds = %sc415
  %v421 = load i64, ptr %j, align 8
  %ic422 = icmp sgt i64 %v421, %dim75
  br label %sc420

sc420:                                            ; preds = %rhs419, %sc415
  %sc423 = phi i1 [ true, %sc415 ], [ %ic422, %rhs419 ]
  br i1 %sc423, label %t424, label %e425

t424:                                             ; preds = %sc420
  br label %j426

e425:                                             ; preds = %sc420
  %v427 = load i64, ptr %h_10, align 8
  br label %j426

j426:                                             ; preds = %e425, %t424
  %if428 = phi i64 [ 0, %t424 ], [ %v427, %e425 ]
  store i64 %if428, ptr %cur_4, align 8
  %v429 = load i64, ptr %i, align 8
  %pos430 = mul i64 0, %dim
  %pos431 = add i64 %pos430, %v429
  %v432 = load i64, ptr %cur_4, align 8
  %elp433 = getelementptr inbounds i64, ptr %buf282, i64 %pos431
  store i64 %v432, ptr %elp433, align 8, !alias.scope !19, !noalias !20
  %v434 = load i64, ptr %i, align 8
  %pos435 = mul i64 0, %dim6
  %pos436 = add i64 %pos435, %v434
  %elp437 = getelementptr inbounds i64, ptr %buf288, i64 %pos436
  %el438 = load i64, ptr %elp437, align 8, !alias.scope !21, !noalias !22
  store i64 %el438, ptr %rm_13, align 8
  %v439 = load i64, ptr %rm_13, align 8
  %v440 = load i64, ptr %cur_4, align 8
  %c441 = icmp sgt i64 %v439, %v440
  %mm442 = select i1 %c441, i64 %v439, i64 %v440
  store i64 %mm442, ptr %rm1_11, align 8
  %v443 = load i64, ptr %i, align 8
  %pos444 = mul i64 0, %dim6
  %pos445 = add i64 %pos444, %v443
  %v446 = load i64, ptr %rm1_11, align 8
  %elp447 = getelementptr inbounds i64, ptr %buf300, i64 %pos445
  store i64 %v446, ptr %elp447, align 8, !alias.scope !23, !noalias !24
  %i448 = load i64, ptr %i, align 8
  %next449 = add i64 %i448, 1
  store i64 %next449, ptr %i, align 8
  br label %loop304
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
!3 = !{!4, !5, !6, !7, !8, !9, !10}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.6", !2}
!9 = !{!"fuselab.buf.8", !2}
!10 = !{!"fuselab.buf.9", !2}
!11 = !{!4}
!12 = !{!5, !6, !7, !8, !1, !9, !10}
!13 = !{!5}
!14 = !{!4, !6, !7, !8, !1, !9, !10}
!15 = !{!6}
!16 = !{!4, !5, !7, !8, !1, !9, !10}
!17 = !{!7}
!18 = !{!4, !5, !6, !8, !1, !9, !10}
!19 = !{!9}
!20 = !{!4, !5, !6, !7, !8, !1, !10}
!21 = !{!8}
!22 = !{!4, !5, !6, !7, !1, !9, !10}
!23 = !{!10}
!24 = !{!4, !5, !6, !7, !8, !1, !9}

; cluster c3: unit2
; ModuleID = 'smith_waterman_c3'
source_filename = "smith_waterman_c3"
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

; cluster c5: best
; ModuleID = 'smith_waterman_c5'
source_filename = "smith_waterman_c5"
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

