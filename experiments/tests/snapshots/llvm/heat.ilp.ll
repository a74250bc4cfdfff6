; cluster c0: unit
; ModuleID = 'heat_c0'
source_filename = "heat_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 100, ptr %unit_0, align 8
  %v = load i64, ptr %unit_0, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: unit2
; ModuleID = 'heat_c1'
source_filename = "heat_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_1 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit2_1, align 8
  %v = load i64, ptr %unit2_1, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}

; cluster c2: stencil
; ModuleID = 'heat_c2'
source_filename = "heat_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %u_6 = alloca double, align 8
  %u_7 = alloca double, align 8
  %u_8 = alloca double, align 8
  %stencil_4 = alloca double, align 8
  %bufp178 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf179 = load ptr, ptr %bufp178, align 8
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
  %tap_end = sub i64 %dim, -1
  %tap_end5 = sub i64 %dim, 0
  %c6 = icmp slt i64 %tap_end, %tap_end5
  %min7 = select i1 %c6, i64 %tap_end, i64 %tap_end5
  %tap_end8 = sub i64 %dim, 1
  %c9 = icmp slt i64 %min7, %tap_end8
  %min10 = select i1 %c9, i64 %min7, i64 %tap_end8
  %c11 = icmp sgt i64 1, %max
  %max12 = select i1 %c11, i64 1, i64 %max
  %c13 = icmp slt i64 %max12, %min
  %min14 = select i1 %c13, i64 %max12, i64 %min
  %c15 = icmp sgt i64 %min10, %min14
  %max16 = select i1 %c15, i64 %min10, i64 %min14
  %c17 = icmp slt i64 %max16, %min
  %min18 = select i1 %c17, i64 %max16, i64 %min
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v19 = load i64, ptr %i, align 8
  %add20 = add i64 %v19, -1
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min14, %max
  %span = sub i64 %len, 1
  %span23 = sext i64 %span to i128
  %reach = mul i128 %step22, %span23
  %c24 = icmp slt i128 %reach, 0
  %min25 = select i1 %c24, i128 %reach, i128 0
  %c26 = icmp sgt i128 %reach, 0
  %max27 = select i1 %c26, i128 %reach, i128 0
  %least = add i128 %base, %min25
  %most = add i128 %base, %max27
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits28 = and i1 %fits_low, %fits_high
  %least29 = select i1 %fits28, i128 %least, i128 -9223372036854775808
  %most30 = select i1 %fits28, i128 %most, i128 9223372036854775807
  %sub = sub i64 %dim, 1
  %base31 = sext i64 %sub to i128
  %fits_low32 = icmp sge i128 %base31, -9223372036854775808
  %fits_high33 = icmp sle i128 %base31, 9223372036854775807
  %fits34 = and i1 %fits_low32, %fits_high33
  %least35 = select i1 %fits34, i128 %base31, i128 -9223372036854775808
  %most36 = select i1 %fits34, i128 %base31, i128 9223372036854775807
  %c37 = icmp slt i128 %least29, %least35
  %min38 = select i1 %c37, i128 %least29, i128 %least35
  %c39 = icmp slt i128 %most30, %most36
  %min40 = select i1 %c39, i128 %most30, i128 %most36
  %c41 = icmp sgt i128 0, %min38
  %max42 = select i1 %c41, i128 0, i128 %min38
  %c43 = icmp sgt i128 0, %min40
  %max44 = select i1 %c43, i128 0, i128 %min40
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %max42, 0
  %high_ok = icmp slt i128 %max44, %extent
  %ok45 = and i1 true, %low_ok
  %ok46 = and i1 %ok45, %high_ok
  %v47 = load i64, ptr %i, align 8
  %add48 = add i64 %v47, 0
  %base49 = sext i64 %add48 to i128
  %next50 = add i64 %max, 1
  store i64 %next50, ptr %i, align 8
  %v51 = load i64, ptr %i, align 8
  %add52 = add i64 %v51, 0
  store i64 %max, ptr %i, align 8
  %at_next53 = sext i64 %add52 to i128
  %step54 = sub i128 %at_next53, %base49
  %step55 = trunc i128 %step54 to i64
  %step56 = sext i64 %step55 to i128
  %len57 = sub i64 %min14, %max
  %span58 = sub i64 %len57, 1
  %span59 = sext i64 %span58 to i128
  %reach60 = mul i128 %step56, %span59
  %c61 = icmp slt i128 %reach60, 0
  %min62 = select i1 %c61, i128 %reach60, i128 0
  %c63 = icmp sgt i128 %reach60, 0
  %max64 = select i1 %c63, i128 %reach60, i128 0
  %least65 = add i128 %base49, %min62
  %most66 = add i128 %base49, %max64
  %fits_low67 = icmp sge i128 %least65, -9223372036854775808
  %fits_high68 = icmp sle i128 %most66, 9223372036854775807
  %fits69 = and i1 %fits_low67, %fits_high68
  %least70 = select i1 %fits69, i128 %least65, i128 -9223372036854775808
  %most71 = select i1 %fits69, i128 %most66, i128 9223372036854775807
  %sub72 = sub i64 %dim, 1
  %base73 = sext i64 %sub72 to i128
  %fits_low74 = icmp sge i128 %base73, -9223372036854775808
  %fits_high75 = icmp sle i128 %base73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %base73, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %base73, i128 9223372036854775807
  %c79 = icmp slt i128 %least70, %least77
  %min80 = select i1 %c79, i128 %least70, i128 %least77
  %c81 = icmp slt i128 %most71, %most78
  %min82 = select i1 %c81, i128 %most71, i128 %most78
  %c83 = icmp sgt i128 0, %min80
  %max84 = select i1 %c83, i128 0, i128 %min80
  %c85 = icmp sgt i128 0, %min82
  %max86 = select i1 %c85, i128 0, i128 %min82
  %extent87 = sext i64 %dim to i128
  %low_ok88 = icmp sge i128 %max84, 0
  %high_ok89 = icmp slt i128 %max86, %extent87
  %ok90 = and i1 %ok46, %low_ok88
  %ok91 = and i1 %ok90, %high_ok89
  %v92 = load i64, ptr %i, align 8
  %add93 = add i64 %v92, 1
  %base94 = sext i64 %add93 to i128
  %next95 = add i64 %max, 1
  store i64 %next95, ptr %i, align 8
  %v96 = load i64, ptr %i, align 8
  %add97 = add i64 %v96, 1
  store i64 %max, ptr %i, align 8
  %at_next98 = sext i64 %add97 to i128
  %step99 = sub i128 %at_next98, %base94
  %step100 = trunc i128 %step99 to i64
  %step101 = sext i64 %step100 to i128
  %len102 = sub i64 %min14, %max
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
  %sub117 = sub i64 %dim, 1
  %base118 = sext i64 %sub117 to i128
  %fits_low119 = icmp sge i128 %base118, -9223372036854775808
  %fits_high120 = icmp sle i128 %base118, 9223372036854775807
  %fits121 = and i1 %fits_low119, %fits_high120
  %least122 = select i1 %fits121, i128 %base118, i128 -9223372036854775808
  %most123 = select i1 %fits121, i128 %base118, i128 9223372036854775807
  %c124 = icmp slt i128 %least115, %least122
  %min125 = select i1 %c124, i128 %least115, i128 %least122
  %c126 = icmp slt i128 %most116, %most123
  %min127 = select i1 %c126, i128 %most116, i128 %most123
  %c128 = icmp sgt i128 0, %min125
  %max129 = select i1 %c128, i128 0, i128 %min125
  %c130 = icmp sgt i128 0, %min127
  %max131 = select i1 %c130, i128 0, i128 %min127
  %extent132 = sext i64 %dim to i128
  %low_ok133 = icmp sge i128 %max129, 0
  %high_ok134 = icmp slt i128 %max131, %extent132
  %ok135 = and i1 %ok91, %low_ok133
  %ok136 = and i1 %ok135, %high_ok134
  br i1 %ok136, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop183

versions_done:                                    ; preds = %exit185, %exit
  store i64 %min14, ptr %i, align 8
  %v257 = load i64, ptr %i, align 8
  %add258 = add i64 %v257, -1
  %base259 = sext i64 %add258 to i128
  %next260 = add i64 %min14, 1
  store i64 %next260, ptr %i, align 8
  %v261 = load i64, ptr %i, align 8
  %add262 = add i64 %v261, -1
  store i64 %min14, ptr %i, align 8
  %at_next263 = sext i64 %add262 to i128
  %step264 = sub i128 %at_next263, %base259
  %step265 = trunc i128 %step264 to i64
  %step266 = sext i64 %step265 to i128
  %len267 = sub i64 %min18, %min14
  %span268 = sub i64 %len267, 1
  %span269 = sext i64 %span268 to i128
  %reach270 = mul i128 %step266, %span269
  %c271 = icmp slt i128 %reach270, 0
  %min272 = select i1 %c271, i128 %reach270, i128 0
  %c273 = icmp sgt i128 %reach270, 0
  %max274 = select i1 %c273, i128 %reach270, i128 0
  %least275 = add i128 %base259, %min272
  %most276 = add i128 %base259, %max274
  %fits_low277 = icmp sge i128 %least275, -9223372036854775808
  %fits_high278 = icmp sle i128 %most276, 9223372036854775807
  %fits279 = and i1 %fits_low277, %fits_high278
  %least280 = select i1 %fits279, i128 %least275, i128 -9223372036854775808
  %most281 = select i1 %fits279, i128 %most276, i128 9223372036854775807
  %sub282 = sub i64 %dim, 1
  %base283 = sext i64 %sub282 to i128
  %fits_low284 = icmp sge i128 %base283, -9223372036854775808
  %fits_high285 = icmp sle i128 %base283, 9223372036854775807
  %fits286 = and i1 %fits_low284, %fits_high285
  %least287 = select i1 %fits286, i128 %base283, i128 -9223372036854775808
  %most288 = select i1 %fits286, i128 %base283, i128 9223372036854775807
  %c289 = icmp slt i128 %least280, %least287
  %min290 = select i1 %c289, i128 %least280, i128 %least287
  %c291 = icmp slt i128 %most281, %most288
  %min292 = select i1 %c291, i128 %most281, i128 %most288
  %c293 = icmp sgt i128 0, %min290
  %max294 = select i1 %c293, i128 0, i128 %min290
  %c295 = icmp sgt i128 0, %min292
  %max296 = select i1 %c295, i128 0, i128 %min292
  %extent297 = sext i64 %dim to i128
  %low_ok298 = icmp sge i128 %max294, 0
  %high_ok299 = icmp slt i128 %max296, %extent297
  %ok300 = and i1 true, %low_ok298
  %ok301 = and i1 %ok300, %high_ok299
  %v302 = load i64, ptr %i, align 8
  %add303 = add i64 %v302, 0
  %base304 = sext i64 %add303 to i128
  %next305 = add i64 %min14, 1
  store i64 %next305, ptr %i, align 8
  %v306 = load i64, ptr %i, align 8
  %add307 = add i64 %v306, 0
  store i64 %min14, ptr %i, align 8
  %at_next308 = sext i64 %add307 to i128
  %step309 = sub i128 %at_next308, %base304
  %step310 = trunc i128 %step309 to i64
  %step311 = sext i64 %step310 to i128
  %len312 = sub i64 %min18, %min14
  %span313 = sub i64 %len312, 1
  %span314 = sext i64 %span313 to i128
  %reach315 = mul i128 %step311, %span314
  %c316 = icmp slt i128 %reach315, 0
  %min317 = select i1 %c316, i128 %reach315, i128 0
  %c318 = icmp sgt i128 %reach315, 0
  %max319 = select i1 %c318, i128 %reach315, i128 0
  %least320 = add i128 %base304, %min317
  %most321 = add i128 %base304, %max319
  %fits_low322 = icmp sge i128 %least320, -9223372036854775808
  %fits_high323 = icmp sle i128 %most321, 9223372036854775807
  %fits324 = and i1 %fits_low322, %fits_high323
  %least325 = select i1 %fits324, i128 %least320, i128 -9223372036854775808
  %most326 = select i1 %fits324, i128 %most321, i128 9223372036854775807
  %sub327 = sub i64 %dim, 1
  %base328 = sext i64 %sub327 to i128
  %fits_low329 = icmp sge i128 %base328, -9223372036854775808
  %fits_high330 = icmp sle i128 %base328, 9223372036854775807
  %fits331 = and i1 %fits_low329, %fits_high330
  %least332 = select i1 %fits331, i128 %base328, i128 -9223372036854775808
  %most333 = select i1 %fits331, i128 %base328, i128 9223372036854775807
  %c334 = icmp slt i128 %least325, %least332
  %min335 = select i1 %c334, i128 %least325, i128 %least332
  %c336 = icmp slt i128 %most326, %most333
  %min337 = select i1 %c336, i128 %most326, i128 %most333
  %c338 = icmp sgt i128 0, %min335
  %max339 = select i1 %c338, i128 0, i128 %min335
  %c340 = icmp sgt i128 0, %min337
  %max341 = select i1 %c340, i128 0, i128 %min337
  %extent342 = sext i64 %dim to i128
  %low_ok343 = icmp sge i128 %max339, 0
  %high_ok344 = icmp slt i128 %max341, %extent342
  %ok345 = and i1 %ok301, %low_ok343
  %ok346 = and i1 %ok345, %high_ok344
  %v347 = load i64, ptr %i, align 8
  %add348 = add i64 %v347, 1
  %base349 = sext i64 %add348 to i128
  %next350 = add i64 %min14, 1
  store i64 %next350, ptr %i, align 8
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  store i64 %min14, ptr %i, align 8
  %at_next353 = sext i64 %add352 to i128
  %step354 = sub i128 %at_next353, %base349
  %step355 = trunc i128 %step354 to i64
  %step356 = sext i64 %step355 to i128
  %len357 = sub i64 %min18, %min14
  %span358 = sub i64 %len357, 1
  %span359 = sext i64 %span358 to i128
  %reach360 = mul i128 %step356, %span359
  %c361 = icmp slt i128 %reach360, 0
  %min362 = select i1 %c361, i128 %reach360, i128 0
  %c363 = icmp sgt i128 %reach360, 0
  %max364 = select i1 %c363, i128 %reach360, i128 0
  %least365 = add i128 %base349, %min362
  %most366 = add i128 %base349, %max364
  %fits_low367 = icmp sge i128 %least365, -9223372036854775808
  %fits_high368 = icmp sle i128 %most366, 9223372036854775807
  %fits369 = and i1 %fits_low367, %fits_high368
  %least370 = select i1 %fits369, i128 %least365, i128 -9223372036854775808
  %most371 = select i1 %fits369, i128 %most366, i128 9223372036854775807
  %sub372 = sub i64 %dim, 1
  %base373 = sext i64 %sub372 to i128
  %fits_low374 = icmp sge i128 %base373, -9223372036854775808
  %fits_high375 = icmp sle i128 %base373, 9223372036854775807
  %fits376 = and i1 %fits_low374, %fits_high375
  %least377 = select i1 %fits376, i128 %base373, i128 -9223372036854775808
  %most378 = select i1 %fits376, i128 %base373, i128 9223372036854775807
  %c379 = icmp slt i128 %least370, %least377
  %min380 = select i1 %c379, i128 %least370, i128 %least377
  %c381 = icmp slt i128 %most371, %most378
  %min382 = select i1 %c381, i128 %most371, i128 %most378
  %c383 = icmp sgt i128 0, %min380
  %max384 = select i1 %c383, i128 0, i128 %min380
  %c385 = icmp sgt i128 0, %min382
  %max386 = select i1 %c385, i128 0, i128 %min382
  %extent387 = sext i64 %dim to i128
  %low_ok388 = icmp sge i128 %max384, 0
  %high_ok389 = icmp slt i128 %max386, %extent387
  %ok390 = and i1 %ok346, %low_ok388
  %ok391 = and i1 %ok390, %high_ok389
  br i1 %ok391, label %proved392, label %checked393

loop:                                             ; preds = %body137, %proved
  %i138 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i138, %min14
  br i1 %more, label %body137, label %exit

body137:                                          ; preds = %loop
  %v139 = load i64, ptr %i, align 8
  %add140 = add i64 %v139, -1
  %sub141 = sub i64 %dim, 1
  %c142 = icmp slt i64 %add140, %sub141
  %mm = select i1 %c142, i64 %add140, i64 %sub141
  %c143 = icmp sgt i64 0, %mm
  %mm144 = select i1 %c143, i64 0, i64 %mm
  %pos = mul i64 0, %dim
  %pos145 = add i64 %pos, %mm144
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos145
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %u_6, align 8
  %v146 = load i64, ptr %i, align 8
  %add147 = add i64 %v146, 0
  %sub148 = sub i64 %dim, 1
  %c149 = icmp slt i64 %add147, %sub148
  %mm150 = select i1 %c149, i64 %add147, i64 %sub148
  %c151 = icmp sgt i64 0, %mm150
  %mm152 = select i1 %c151, i64 0, i64 %mm150
  %pos153 = mul i64 0, %dim
  %pos154 = add i64 %pos153, %mm152
  %elp155 = getelementptr inbounds double, ptr %buf, i64 %pos154
  %el156 = load double, ptr %elp155, align 8, !alias.scope !0, !noalias !3
  store double %el156, ptr %u_7, align 8
  %v157 = load i64, ptr %i, align 8
  %add158 = add i64 %v157, 1
  %sub159 = sub i64 %dim, 1
  %c160 = icmp slt i64 %add158, %sub159
  %mm161 = select i1 %c160, i64 %add158, i64 %sub159
  %c162 = icmp sgt i64 0, %mm161
  %mm163 = select i1 %c162, i64 0, i64 %mm161
  %pos164 = mul i64 0, %dim
  %pos165 = add i64 %pos164, %mm163
  %elp166 = getelementptr inbounds double, ptr %buf, i64 %pos165
  %el167 = load double, ptr %elp166, align 8, !alias.scope !0, !noalias !3
  store double %el167, ptr %u_8, align 8
  %v168 = load double, ptr %u_7, align 8
  %v169 = load double, ptr %u_6, align 8
  %v170 = load double, ptr %u_7, align 8
  %fm = fmul double 2.000000e+00, %v170
  %fs = fsub double %v169, %fm
  %v171 = load double, ptr %u_8, align 8
  %fa = fadd double %fs, %v171
  %fm172 = fmul double 2.500000e-01, %fa
  %fa173 = fadd double %v168, %fm172
  store double %fa173, ptr %stencil_4, align 8
  %v174 = load i64, ptr %i, align 8
  %pos175 = mul i64 0, %dim
  %pos176 = add i64 %pos175, %v174
  %v177 = load double, ptr %stencil_4, align 8
  %elp180 = getelementptr inbounds double, ptr %buf179, i64 %pos176
  store double %v177, ptr %elp180, align 8, !alias.scope !3, !noalias !0
  %i181 = load i64, ptr %i, align 8
  %next182 = add i64 %i181, 1
  store i64 %next182, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop183:                                          ; preds = %ok232, %checked
  %i186 = load i64, ptr %i, align 8
  %more187 = icmp slt i64 %i186, %min14
  br i1 %more187, label %body184, label %exit185

body184:                                          ; preds = %loop183
  %v188 = load i64, ptr %i, align 8
  %add189 = add i64 %v188, -1
  %sub190 = sub i64 %dim, 1
  %c191 = icmp slt i64 %add189, %sub190
  %mm192 = select i1 %c191, i64 %add189, i64 %sub190
  %c193 = icmp sgt i64 0, %mm192
  %mm194 = select i1 %c193, i64 0, i64 %mm192
  %inb = icmp ult i64 %mm194, %dim
  br i1 %inb, label %ok196, label %fail195

exit185:                                          ; preds = %loop183
  br label %versions_done

fail195:                                          ; preds = %body184
  %errp197 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp197, align 8
  %errp198 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp198, align 8
  %errp199 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm194, ptr %errp199, align 8
  %errp200 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp200, align 8
  ret i32 1

ok196:                                            ; preds = %body184
  %pos201 = mul i64 0, %dim
  %pos202 = add i64 %pos201, %mm194
  %elp203 = getelementptr inbounds double, ptr %buf, i64 %pos202
  %el204 = load double, ptr %elp203, align 8, !alias.scope !0, !noalias !3
  store double %el204, ptr %u_6, align 8
  %v205 = load i64, ptr %i, align 8
  %add206 = add i64 %v205, 0
  %sub207 = sub i64 %dim, 1
  %c208 = icmp slt i64 %add206, %sub207
  %mm209 = select i1 %c208, i64 %add206, i64 %sub207
  %c210 = icmp sgt i64 0, %mm209
  %mm211 = select i1 %c210, i64 0, i64 %mm209
  %inb212 = icmp ult i64 %mm211, %dim
  br i1 %inb212, label %ok214, label %fail213

fail213:                                          ; preds = %ok196
  %errp215 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm211, ptr %errp217, align 8
  %errp218 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp218, align 8
  ret i32 1

ok214:                                            ; preds = %ok196
  %pos219 = mul i64 0, %dim
  %pos220 = add i64 %pos219, %mm211
  %elp221 = getelementptr inbounds double, ptr %buf, i64 %pos220
  %el222 = load double, ptr %elp221, align 8, !alias.scope !0, !noalias !3
  store double %el222, ptr %u_7, align 8
  %v223 = load i64, ptr %i, align 8
  %add224 = add i64 %v223, 1
  %sub225 = sub i64 %dim, 1
  %c226 = icmp slt i64 %add224, %sub225
  %mm227 = select i1 %c226, i64 %add224, i64 %sub225
  %c228 = icmp sgt i64 0, %mm227
  %mm229 = select i1 %c228, i64 0, i64 %mm227
  %inb230 = icmp ult i64 %mm229, %dim
  br i1 %inb230, label %ok232, label %fail231

fail231:                                          ; preds = %ok214
  %errp233 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp233, align 8
  %errp234 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp234, align 8
  %errp235 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm229, ptr %errp235, align 8
  %errp236 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp236, align 8
  ret i32 1

ok232:                                            ; preds = %ok214
  %pos237 = mul i64 0, %dim
  %pos238 = add i64 %pos237, %mm229
  %elp239 = getelementptr inbounds double, ptr %buf, i64 %pos238
  %el240 = load double, ptr %elp239, align 8, !alias.scope !0, !noalias !3
  store double %el240, ptr %u_8, align 8
  %v241 = load double, ptr %u_7, align 8
  %v242 = load double, ptr %u_6, align 8
  %v243 = load double, ptr %u_7, align 8
  %fm244 = fmul double 2.000000e+00, %v243
  %fs245 = fsub double %v242, %fm244
  %v246 = load double, ptr %u_8, align 8
  %fa247 = fadd double %fs245, %v246
  %fm248 = fmul double 2.500000e-01, %fa247
  %fa249 = fadd double %v241, %fm248
  store double %fa249, ptr %stencil_4, align 8
  %v250 = load i64, ptr %i, align 8
  %pos251 = mul i64 0, %dim
  %pos252 = add i64 %pos251, %v250
  %v253 = load double, ptr %stencil_4, align 8
  %elp254 = getelementptr inbounds double, ptr %buf179, i64 %pos252
  store double %v253, ptr %elp254, align 8, !alias.scope !3, !noalias !0
  %i255 = load i64, ptr %i, align 8
  %next256 = add i64 %i255, 1
  store i64 %next256, ptr %i, align 8
  br label %loop183

proved392:                                        ; preds = %versions_done
  store i64 %min14, ptr %i, align 8
  br label %loop395

checked393:                                       ; preds = %versions_done
  store i64 %min14, ptr %i, align 8
  br label %loop432

versions_done394:                                 ; preds = %exit434, %exit397
  store i64 %min18, ptr %i, align 8
  %v492 = load i64, ptr %i, align 8
  %add493 = add i64 %v492, -1
  %base494 = sext i64 %add493 to i128
  %next495 = add i64 %min18, 1
  store i64 %next495, ptr %i, align 8
  %v496 = load i64, ptr %i, align 8
  %add497 = add i64 %v496, -1
  store i64 %min18, ptr %i, align 8
  %at_next498 = sext i64 %add497 to i128
  %step499 = sub i128 %at_next498, %base494
  %step500 = trunc i128 %step499 to i64
  %step501 = sext i64 %step500 to i128
  %len502 = sub i64 %min, %min18
  %span503 = sub i64 %len502, 1
  %span504 = sext i64 %span503 to i128
  %reach505 = mul i128 %step501, %span504
  %c506 = icmp slt i128 %reach505, 0
  %min507 = select i1 %c506, i128 %reach505, i128 0
  %c508 = icmp sgt i128 %reach505, 0
  %max509 = select i1 %c508, i128 %reach505, i128 0
  %least510 = add i128 %base494, %min507
  %most511 = add i128 %base494, %max509
  %fits_low512 = icmp sge i128 %least510, -9223372036854775808
  %fits_high513 = icmp sle i128 %most511, 9223372036854775807
  %fits514 = and i1 %fits_low512, %fits_high513
  %least515 = select i1 %fits514, i128 %least510, i128 -9223372036854775808
  %most516 = select i1 %fits514, i128 %most511, i128 9223372036854775807
  %sub517 = sub i64 %dim, 1
  %base518 = sext i64 %sub517 to i128
  %fits_low519 = icmp sge i128 %base518, -9223372036854775808
  %fits_high520 = icmp sle i128 %base518, 9223372036854775807
  %fits521 = and i1 %fits_low519, %fits_high520
  %least522 = select i1 %fits521, i128 %base518, i128 -9223372036854775808
  %most523 = select i1 %fits521, i128 %base518, i128 9223372036854775807
  %c524 = icmp slt i128 %least515, %least522
  %min525 = select i1 %c524, i128 %least515, i128 %least522
  %c526 = icmp slt i128 %most516, %most523
  %min527 = select i1 %c526, i128 %most516, i128 %most523
  %c528 = icmp sgt i128 0, %min525
  %max529 = select i1 %c528, i128 0, i128 %min525
  %c530 = icmp sgt i128 0, %min527
  %max531 = select i1 %c530, i128 0, i128 %min527
  %extent532 = sext i64 %dim to i128
  %low_ok533 = icmp sge i128 %max529, 0
  %high_ok534 = icmp slt i128 %max531, %extent532
  %ok535 = and i1 true, %low_ok533
  %ok536 = and i1 %ok535, %high_ok534
  %v537 = load i64, ptr %i, align 8
  %add538 = add i64 %v537, 0
  %base539 = sext i64 %add538 to i128
  %next540 = add i64 %min18, 1
  store i64 %next540, ptr %i, align 8
  %v541 = load i64, ptr %i, align 8
  %add542 = add i64 %v541, 0
  store i64 %min18, ptr %i, align 8
  %at_next543 = sext i64 %add542 to i128
  %step544 = sub i128 %at_next543, %base539
  %step545 = trunc i128 %step544 to i64
  %step546 = sext i64 %step545 to i128
  %len547 = sub i64 %min, %min18
  %span548 = sub i64 %len547, 1
  %span549 = sext i64 %span548 to i128
  %reach550 = mul i128 %step546, %span549
  %c551 = icmp slt i128 %reach550, 0
  %min552 = select i1 %c551, i128 %reach550, i128 0
  %c553 = icmp sgt i128 %reach550, 0
  %max554 = select i1 %c553, i128 %reach550, i128 0
  %least555 = add i128 %base539, %min552
  %most556 = add i128 %base539, %max554
  %fits_low557 = icmp sge i128 %least555, -9223372036854775808
  %fits_high558 = icmp sle i128 %most556, 9223372036854775807
  %fits559 = and i1 %fits_low557, %fits_high558
  %least560 = select i1 %fits559, i128 %least555, i128 -9223372036854775808
  %most561 = select i1 %fits559, i128 %most556, i128 9223372036854775807
  %sub562 = sub i64 %dim, 1
  %base563 = sext i64 %sub562 to i128
  %fits_low564 = icmp sge i128 %base563, -9223372036854775808
  %fits_high565 = icmp sle i128 %base563, 9223372036854775807
  %fits566 = and i1 %fits_low564, %fits_high565
  %least567 = select i1 %fits566, i128 %base563, i128 -9223372036854775808
  %most568 = select i1 %fits566, i128 %base563, i128 9223372036854775807
  %c569 = icmp slt i128 %least560, %least567
  %min570 = select i1 %c569, i128 %least560, i128 %least567
  %c571 = icmp slt i128 %most561, %most568
  %min572 = select i1 %c571, i128 %most561, i128 %most568
  %c573 = icmp sgt i128 0, %min570
  %max574 = select i1 %c573, i128 0, i128 %min570
  %c575 = icmp sgt i128 0, %min572
  %max576 = select i1 %c575, i128 0, i128 %min572
  %extent577 = sext i64 %dim to i128
  %low_ok578 = icmp sge i128 %max574, 0
  %high_ok579 = icmp slt i128 %max576, %extent577
  %ok580 = and i1 %ok536, %low_ok578
  %ok581 = and i1 %ok580, %high_ok579
  %v582 = load i64, ptr %i, align 8
  %add583 = add i64 %v582, 1
  %base584 = sext i64 %add583 to i128
  %next585 = add i64 %min18, 1
  store i64 %next585, ptr %i, align 8
  %v586 = load i64, ptr %i, align 8
  %add587 = add i64 %v586, 1
  store i64 %min18, ptr %i, align 8
  %at_next588 = sext i64 %add587 to i128
  %step589 = sub i128 %at_next588, %base584
  %step590 = trunc i128 %step589 to i64
  %step591 = sext i64 %step590 to i128
  %len592 = sub i64 %min, %min18
  %span593 = sub i64 %len592, 1
  %span594 = sext i64 %span593 to i128
  %reach595 = mul i128 %step591, %span594
  %c596 = icmp slt i128 %reach595, 0
  %min597 = select i1 %c596, i128 %reach595, i128 0
  %c598 = icmp sgt i128 %reach595, 0
  %max599 = select i1 %c598, i128 %reach595, i128 0
  %least600 = add i128 %base584, %min597
  %most601 = add i128 %base584, %max599
  %fits_low602 = icmp sge i128 %least600, -9223372036854775808
  %fits_high603 = icmp sle i128 %most601, 9223372036854775807
  %fits604 = and i1 %fits_low602, %fits_high603
  %least605 = select i1 %fits604, i128 %least600, i128 -9223372036854775808
  %most606 = select i1 %fits604, i128 %most601, i128 9223372036854775807
  %sub607 = sub i64 %dim, 1
  %base608 = sext i64 %sub607 to i128
  %fits_low609 = icmp sge i128 %base608, -9223372036854775808
  %fits_high610 = icmp sle i128 %base608, 9223372036854775807
  %fits611 = and i1 %fits_low609, %fits_high610
  %least612 = select i1 %fits611, i128 %base608, i128 -9223372036854775808
  %most613 = select i1 %fits611, i128 %base608, i128 9223372036854775807
  %c614 = icmp slt i128 %least605, %least612
  %min615 = select i1 %c614, i128 %least605, i128 %least612
  %c616 = icmp slt i128 %most606, %most613
  %min617 = select i1 %c616, i128 %most606, i128 %most613
  %c618 = icmp sgt i128 0, %min615
  %max619 = select i1 %c618, i128 0, i128 %min615
  %c620 = icmp sgt i128 0, %min617
  %max621 = select i1 %c620, i128 0, i128 %min617
  %extent622 = sext i64 %dim to i128
  %low_ok623 = icmp sge i128 %max619, 0
  %high_ok624 = icmp slt i128 %max621, %extent622
  %ok625 = and i1 %ok581, %low_ok623
  %ok626 = and i1 %ok625, %high_ok624
  br i1 %ok626, label %proved627, label %checked628

loop395:                                          ; preds = %body396, %proved392
  %i398 = load i64, ptr %i, align 8
  %more399 = icmp slt i64 %i398, %min18
  br i1 %more399, label %body396, label %exit397

body396:                                          ; preds = %loop395
  %j = load i64, ptr %i, align 8
  %tap = add i64 %j, -1
  %pos400 = mul i64 0, %dim
  %pos401 = add i64 %pos400, %tap
  %elp402 = getelementptr inbounds double, ptr %buf, i64 %pos401
  %el403 = load double, ptr %elp402, align 8, !alias.scope !0, !noalias !3
  store double %el403, ptr %u_6, align 8
  %j404 = load i64, ptr %i, align 8
  %tap405 = add i64 %j404, 0
  %pos406 = mul i64 0, %dim
  %pos407 = add i64 %pos406, %tap405
  %elp408 = getelementptr inbounds double, ptr %buf, i64 %pos407
  %el409 = load double, ptr %elp408, align 8, !alias.scope !0, !noalias !3
  store double %el409, ptr %u_7, align 8
  %j410 = load i64, ptr %i, align 8
  %tap411 = add i64 %j410, 1
  %pos412 = mul i64 0, %dim
  %pos413 = add i64 %pos412, %tap411
  %elp414 = getelementptr inbounds double, ptr %buf, i64 %pos413
  %el415 = load double, ptr %elp414, align 8, !alias.scope !0, !noalias !3
  store double %el415, ptr %u_8, align 8
  %v416 = load double, ptr %u_7, align 8
  %v417 = load double, ptr %u_6, align 8
  %v418 = load double, ptr %u_7, align 8
  %fm419 = fmul double 2.000000e+00, %v418
  %fs420 = fsub double %v417, %fm419
  %v421 = load double, ptr %u_8, align 8
  %fa422 = fadd double %fs420, %v421
  %fm423 = fmul double 2.500000e-01, %fa422
  %fa424 = fadd double %v416, %fm423
  store double %fa424, ptr %stencil_4, align 8
  %v425 = load i64, ptr %i, align 8
  %pos426 = mul i64 0, %dim
  %pos427 = add i64 %pos426, %v425
  %v428 = load double, ptr %stencil_4, align 8
  %elp429 = getelementptr inbounds double, ptr %buf179, i64 %pos427
  store double %v428, ptr %elp429, align 8, !alias.scope !3, !noalias !0
  %i430 = load i64, ptr %i, align 8
  %next431 = add i64 %i430, 1
  store i64 %next431, ptr %i, align 8
  br label %loop395

exit397:                                          ; preds = %loop395
  br label %versions_done394

loop432:                                          ; preds = %ok467, %checked393
  %i435 = load i64, ptr %i, align 8
  %more436 = icmp slt i64 %i435, %min18
  br i1 %more436, label %body433, label %exit434

body433:                                          ; preds = %loop432
  %j437 = load i64, ptr %i, align 8
  %tap438 = add i64 %j437, -1
  %inb439 = icmp ult i64 %tap438, %dim
  br i1 %inb439, label %ok441, label %fail440

exit434:                                          ; preds = %loop432
  br label %versions_done394

fail440:                                          ; preds = %body433
  %errp442 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp442, align 8
  %errp443 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp443, align 8
  %errp444 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap438, ptr %errp444, align 8
  %errp445 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp445, align 8
  ret i32 1

ok441:                                            ; preds = %body433
  %pos446 = mul i64 0, %dim
  %pos447 = add i64 %pos446, %tap438
  %elp448 = getelementptr inbounds double, ptr %buf, i64 %pos447
  %el449 = load double, ptr %elp448, align 8, !alias.scope !0, !noalias !3
  store double %el449, ptr %u_6, align 8
  %j450 = load i64, ptr %i, align 8
  %tap451 = add i64 %j450, 0
  %inb452 = icmp ult i64 %tap451, %dim
  br i1 %inb452, label %ok454, label %fail453

fail453:                                          ; preds = %ok441
  %errp455 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp455, align 8
  %errp456 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp456, align 8
  %errp457 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap451, ptr %errp457, align 8
  %errp458 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp458, align 8
  ret i32 1

ok454:                                            ; preds = %ok441
  %pos459 = mul i64 0, %dim
  %pos460 = add i64 %pos459, %tap451
  %elp461 = getelementptr inbounds double, ptr %buf, i64 %pos460
  %el462 = load double, ptr %elp461, align 8, !alias.scope !0, !noalias !3
  store double %el462, ptr %u_7, align 8
  %j463 = load i64, ptr %i, align 8
  %tap464 = add i64 %j463, 1
  %inb465 = icmp ult i64 %tap464, %dim
  br i1 %inb465, label %ok467, label %fail466

fail466:                                          ; preds = %ok454
  %errp468 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp468, align 8
  %errp469 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp469, align 8
  %errp470 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap464, ptr %errp470, align 8
  %errp471 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp471, align 8
  ret i32 1

ok467:                                            ; preds = %ok454
  %pos472 = mul i64 0, %dim
  %pos473 = add i64 %pos472, %tap464
  %elp474 = getelementptr inbounds double, ptr %buf, i64 %pos473
  %el475 = load double, ptr %elp474, align 8, !alias.scope !0, !noalias !3
  store double %el475, ptr %u_8, align 8
  %v476 = load double, ptr %u_7, align 8
  %v477 = load double, ptr %u_6, align 8
  %v478 = load double, ptr %u_7, align 8
  %fm479 = fmul double 2.000000e+00, %v478
  %fs480 = fsub double %v477, %fm479
  %v481 = load double, ptr %u_8, align 8
  %fa482 = fadd double %fs480, %v481
  %fm483 = fmul double 2.500000e-01, %fa482
  %fa484 = fadd double %v476, %fm483
  store double %fa484, ptr %stencil_4, align 8
  %v485 = load i64, ptr %i, align 8
  %pos486 = mul i64 0, %dim
  %pos487 = add i64 %pos486, %v485
  %v488 = load double, ptr %stencil_4, align 8
  %elp489 = getelementptr inbounds double, ptr %buf179, i64 %pos487
  store double %v488, ptr %elp489, align 8, !alias.scope !3, !noalias !0
  %i490 = load i64, ptr %i, align 8
  %next491 = add i64 %i490, 1
  store i64 %next491, ptr %i, align 8
  br label %loop432

proved627:                                        ; preds = %versions_done394
  store i64 %min18, ptr %i, align 8
  br label %loop630

checked628:                                       ; preds = %versions_done394
  store i64 %min18, ptr %i, align 8
  br label %loop684

versions_done629:                                 ; preds = %exit686, %exit632
  ret i32 0

loop630:                                          ; preds = %body631, %proved627
  %i633 = load i64, ptr %i, align 8
  %more634 = icmp slt i64 %i633, %min
  br i1 %more634, label %body631, label %exit632

body631:                                          ; preds = %loop630
  %v635 = load i64, ptr %i, align 8
  %add636 = add i64 %v635, -1
  %sub637 = sub i64 %dim, 1
  %c638 = icmp slt i64 %add636, %sub637
  %mm639 = select i1 %c638, i64 %add636, i64 %sub637
  %c640 = icmp sgt i64 0, %mm639
  %mm641 = select i1 %c640, i64 0, i64 %mm639
  %pos642 = mul i64 0, %dim
  %pos643 = add i64 %pos642, %mm641
  %elp644 = getelementptr inbounds double, ptr %buf, i64 %pos643
  %el645 = load double, ptr %elp644, align 8, !alias.scope !0, !noalias !3
  store double %el645, ptr %u_6, align 8
  %v646 = load i64, ptr %i, align 8
  %add647 = add i64 %v646, 0
  %sub648 = sub i64 %dim, 1
  %c649 = icmp slt i64 %add647, %sub648
  %mm650 = select i1 %c649, i64 %add647, i64 %sub648
  %c651 = icmp sgt i64 0, %mm650
  %mm652 = select i1 %c651, i64 0, i64 %mm650
  %pos653 = mul i64 0, %dim
  %pos654 = add i64 %pos653, %mm652
  %elp655 = getelementptr inbounds double, ptr %buf, i64 %pos654
  %el656 = load double, ptr %elp655, align 8, !alias.scope !0, !noalias !3
  store double %el656, ptr %u_7, align 8
  %v657 = load i64, ptr %i, align 8
  %add658 = add i64 %v657, 1
  %sub659 = sub i64 %dim, 1
  %c660 = icmp slt i64 %add658, %sub659
  %mm661 = select i1 %c660, i64 %add658, i64 %sub659
  %c662 = icmp sgt i64 0, %mm661
  %mm663 = select i1 %c662, i64 0, i64 %mm661
  %pos664 = mul i64 0, %dim
  %pos665 = add i64 %pos664, %mm663
  %elp666 = getelementptr inbounds double, ptr %buf, i64 %pos665
  %el667 = load double, ptr %elp666, align 8, !alias.scope !0, !noalias !3
  store double %el667, ptr %u_8, align 8
  %v668 = load double, ptr %u_7, align 8
  %v669 = load double, ptr %u_6, align 8
  %v670 = load double, ptr %u_7, align 8
  %fm671 = fmul double 2.000000e+00, %v670
  %fs672 = fsub double %v669, %fm671
  %v673 = load double, ptr %u_8, align 8
  %fa674 = fadd double %fs672, %v673
  %fm675 = fmul double 2.500000e-01, %fa674
  %fa676 = fadd double %v668, %fm675
  store double %fa676, ptr %stencil_4, align 8
  %v677 = load i64, ptr %i, align 8
  %pos678 = mul i64 0, %dim
  %pos679 = add i64 %pos678, %v677
  %v680 = load double, ptr %stencil_4, align 8
  %elp681 = getelementptr inbounds double, ptr %buf179, i64 %pos679
  store double %v680, ptr %elp681, align 8, !alias.scope !3, !noalias !0
  %i682 = load i64, ptr %i, align 8
  %next683 = add i64 %i682, 1
  store i64 %next683, ptr %i, align 8
  br label %loop630

exit632:                                          ; preds = %loop630
  br label %versions_done629

loop684:                                          ; preds = %ok734, %checked628
  %i687 = load i64, ptr %i, align 8
  %more688 = icmp slt i64 %i687, %min
  br i1 %more688, label %body685, label %exit686

body685:                                          ; preds = %loop684
  %v689 = load i64, ptr %i, align 8
  %add690 = add i64 %v689, -1
  %sub691 = sub i64 %dim, 1
  %c692 = icmp slt i64 %add690, %sub691
  %mm693 = select i1 %c692, i64 %add690, i64 %sub691
  %c694 = icmp sgt i64 0, %mm693
  %mm695 = select i1 %c694, i64 0, i64 %mm693
  %inb696 = icmp ult i64 %mm695, %dim
  br i1 %inb696, label %ok698, label %fail697

exit686:                                          ; preds = %loop684
  br label %versions_done629

fail697:                                          ; preds = %body685
  %errp699 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp699, align 8
  %errp700 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp700, align 8
  %errp701 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm695, ptr %errp701, align 8
  %errp702 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp702, align 8
  ret i32 1

ok698:                                            ; preds = %body685
  %pos703 = mul i64 0, %dim
  %pos704 = add i64 %pos703, %mm695
  %elp705 = getelementptr inbounds double, ptr %buf, i64 %pos704
  %el706 = load double, ptr %elp705, align 8, !alias.scope !0, !noalias !3
  store double %el706, ptr %u_6, align 8
  %v707 = load i64, ptr %i, align 8
  %add708 = add i64 %v707, 0
  %sub709 = sub i64 %dim, 1
  %c710 = icmp slt i64 %add708, %sub709
  %mm711 = select i1 %c710, i64 %add708, i64 %sub709
  %c712 = icmp sgt i64 0, %mm711
  %mm713 = select i1 %c712, i64 0, i64 %mm711
  %inb714 = icmp ult i64 %mm713, %dim
  br i1 %inb714, label %ok716, label %fail715

fail715:                                          ; preds = %ok698
  %errp717 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm713, ptr %errp719, align 8
  %errp720 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp720, align 8
  ret i32 1

ok716:                                            ; preds = %ok698
  %pos721 = mul i64 0, %dim
  %pos722 = add i64 %pos721, %mm713
  %elp723 = getelementptr inbounds double, ptr %buf, i64 %pos722
  %el724 = load double, ptr %elp723, align 8, !alias.scope !0, !noalias !3
  store double %el724, ptr %u_7, align 8
  %v725 = load i64, ptr %i, align 8
  %add726 = add i64 %v725, 1
  %sub727 = sub i64 %dim, 1
  %c728 = icmp slt i64 %add726, %sub727
  %mm729 = select i1 %c728, i64 %add726, i64 %sub727
  %c730 = icmp sgt i64 0, %mm729
  %mm731 = select i1 %c730, i64 0, i64 %mm729
  %inb732 = icmp ult i64 %mm731, %dim
  br i1 %inb732, label %ok734, label %fail733

fail733:                                          ; preds = %ok716
  %errp735 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp735, align 8
  %errp736 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp736, align 8
  %errp737 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm731, ptr %errp737, align 8
  %errp738 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp738, align 8
  ret i32 1

ok734:                                            ; preds = %ok716
  %pos739 = mul i64 0, %dim
  %pos740 = add i64 %pos739, %mm731
  %elp741 = getelementptr inbounds double, ptr %buf, i64 %pos740
  %el742 = load double, ptr %elp741, align 8, !alias.scope !0, !noalias !3
  store double %el742, ptr %u_8, align 8
  %v743 = load double, ptr %u_7, align 8
  %v744 = load double, ptr %u_6, align 8
  %v745 = load double, ptr %u_7, align 8
  %fm746 = fmul double 2.000000e+00, %v745
  %fs747 = fsub double %v744, %fm746
  %v748 = load double, ptr %u_8, align 8
  %fa749 = fadd double %fs747, %v748
  %fm750 = fmul double 2.500000e-01, %fa749
  %fa751 = fadd double %v743, %fm750
  store double %fa751, ptr %stencil_4, align 8
  %v752 = load i64, ptr %i, align 8
  %pos753 = mul i64 0, %dim
  %pos754 = add i64 %pos753, %v752
  %v755 = load double, ptr %stencil_4, align 8
  %elp756 = getelementptr inbounds double, ptr %buf179, i64 %pos754
  store double %v755, ptr %elp756, align 8, !alias.scope !3, !noalias !0
  %i757 = load i64, ptr %i, align 8
  %next758 = add i64 %i757, 1
  store i64 %next758, ptr %i, align 8
  br label %loop684
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
!4 = !{!"fuselab.buf.5", !2}

; cluster c3: unit3
; ModuleID = 'heat_c3'
source_filename = "heat_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %the_t_10 = alloca i64, align 8
  %unit3_9 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_t_10, align 8
  %v = load i64, ptr %the_t_10, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit3_9, align 8
  %v1 = load i64, ptr %unit3_9, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

