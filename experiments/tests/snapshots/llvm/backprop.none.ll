; cluster c0: x
; ModuleID = 'backprop_c0'
source_filename = "backprop_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca float, align 4
  %x_0 = alloca float, align 4
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 6
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

loop:                                             ; preds = %j, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %input_2, align 4
  %v15 = load i64, ptr %i, align 8
  %ic = icmp eq i64 %v15, 0
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

t:                                                ; preds = %body12
  br label %j

e:                                                ; preds = %body12
  %v16 = load float, ptr %input_2, align 4
  %call = call float @llvm.fabs.f32(float %v16)
  br label %j

j:                                                ; preds = %e, %t
  %if = phi float [ 1.000000e+00, %t ], [ %call, %e ]
  store float %if, ptr %x_0, align 4
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim
  %pos19 = add i64 %pos18, %v17
  %v20 = load float, ptr %x_0, align 4
  %elp23 = getelementptr inbounds float, ptr %buf22, i64 %pos19
  store float %v20, ptr %elp23, align 4, !alias.scope !3, !noalias !0
  %i24 = load i64, ptr %i, align 8
  %next = add i64 %i24, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

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
!4 = !{!"fuselab.buf.6", !2}

; cluster c1: replicate
; ModuleID = 'backprop_c1'
source_filename = "backprop_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %x_6 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 1, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %x_6, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %x_6, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %x_6, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %x_6, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.7", !2}

; cluster c2: transpose
; ModuleID = 'backprop_c2'
source_filename = "backprop_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 57
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %replicate_10 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %replicate_10, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %replicate_10, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %replicate_10, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %replicate_10, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c3: p1
; ModuleID = 'backprop_c3'
source_filename = "backprop_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 65
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %w1_14 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf64 = load ptr, ptr %bufp63, align 8
  %transpose_15 = alloca float, align 4
  %p1_11 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf77 = load ptr, ptr %bufp76, align 8
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

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w1_14, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %transpose_15, align 4
  %v67 = load float, ptr %w1_14, align 4
  %v68 = load float, ptr %transpose_15, align 4
  %fm = fmul float %v67, %v68
  store float %fm, ptr %p1_11, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %p1_11, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c4: transpose2
; ModuleID = 'backprop_c4'
source_filename = "backprop_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 73
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 72
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %p1_19 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %p1_19, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %p1_19, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %p1_19, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %p1_19, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.10", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c5: s1
; ModuleID = 'backprop_c5'
source_filename = "backprop_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 80
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_s1_20 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 81
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %transpose2_25 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf40 = load ptr, ptr %bufp39, align 8
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

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_s1_20, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %transpose2_25, align 4
  %v32 = load float, ptr %acc_s1_20, align 4
  %v33 = load float, ptr %transpose2_25, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_s1_20, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_s1_20, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.11", !2}

; cluster c6: hid
; ModuleID = 'backprop_c6'
source_filename = "backprop_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %s1_28 = alloca float, align 4
  %hid_26 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 12
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %s1_28, align 4
  %v15 = load float, ptr %s1_28, align 4
  %fs = fsub float 0.000000e+00, %v15
  %exp = call float @fuselab_vm_exp_f32(float %fs) #6
  %fa = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa
  store float %fd, ptr %hid_26, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %hid_26, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #1 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #3 {
entry:
  %xd = fpext <4 x float> %0 to <4 x double>
  %out = fcmp olt <4 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <4 x i1> %out, <4 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <4 x double> %xd
  %out1 = fcmp ogt <4 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <4 x i1> %out1, <4 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <4 x double> %x
  %z = fmul <4 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <4 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <4 x double> %kd to <4 x i64>
  %k = fsub <4 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <4 x double> %x2)
  %fma3 = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <4 x double> %fma)
  %fma4 = call <4 x double> @llvm.fma.v4f64(<4 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <4 x double> %fma3, <4 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma4, <4 x double> %fma3, <4 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma5, <4 x double> %fma3, <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma6, <4 x double> %fma3, <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma7, <4 x double> %fma3, <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma8, <4 x double> %fma3, <4 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma9, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma10, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <4 x i64> %ki, <i64 52, i64 52, i64 52, i64 52>
  %sbits = add <4 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <4 x i64> %sbits to <4 x double>
  %y = fmul <4 x double> %fma11, %scale
  %y32 = fptrunc <4 x double> %y to <4 x float>
  ret <4 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #3 {
entry:
  %xd = fpext <8 x float> %0 to <8 x double>
  %out = fcmp olt <8 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <8 x i1> %out, <8 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <8 x double> %xd
  %out1 = fcmp ogt <8 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <8 x i1> %out1, <8 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <8 x double> %x
  %z = fmul <8 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <8 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <8 x double> %kd to <8 x i64>
  %k = fsub <8 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <8 x double> %x2)
  %fma3 = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <8 x double> %fma)
  %fma4 = call <8 x double> @llvm.fma.v8f64(<8 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <8 x double> %fma3, <8 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma4, <8 x double> %fma3, <8 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma5, <8 x double> %fma3, <8 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma6, <8 x double> %fma3, <8 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma7, <8 x double> %fma3, <8 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma8, <8 x double> %fma3, <8 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma9, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma10, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <8 x i64> %ki, <i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52>
  %sbits = add <8 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <8 x i64> %sbits to <8 x double>
  %y = fmul <8 x double> %fma11, %scale
  %y32 = fptrunc <8 x double> %y to <8 x float>
  ret <8 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #5

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }
attributes #6 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.12", !2}

; cluster c7: ones
; ModuleID = 'backprop_c7'
source_filename = "backprop_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %ones_29 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
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
  store float 1.000000e+00, ptr %ones_29, align 4
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load float, ptr %ones_29, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  store float %v8, ptr %elp, align 4, !alias.scope !0
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
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}

; cluster c8: hb
; ModuleID = 'backprop_c8'
source_filename = "backprop_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 96
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf13 = load ptr, ptr %bufp12, align 8
  %hid_34 = alloca float, align 4
  %new_31 = alloca float, align 4
  %old_32 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 4
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
  store i64 8, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i10 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i10, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos11 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf13, i64 %pos11
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %hid_34, align 4
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v14, 1
  %inb = icmp ult i64 %add, %dim
  br i1 %inb, label %ok16, label %fail15

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok16
  %i28 = load i64, ptr %i, align 8
  %next = add i64 %i28, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail15:                                           ; preds = %body9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %body9
  %pos21 = mul i64 0, %dim
  %pos22 = add i64 %pos21, %add
  %v23 = load float, ptr %hid_34, align 4
  store float %v23, ptr %new_31, align 4
  %elp24 = getelementptr inbounds float, ptr %buf, i64 %pos22
  %el25 = load float, ptr %elp24, align 4, !alias.scope !3, !noalias !0
  store float %el25, ptr %old_32, align 4
  %v26 = load float, ptr %new_31, align 4
  %elp27 = getelementptr inbounds float, ptr %buf, i64 %pos22
  store float %v26, ptr %elp27, align 4, !alias.scope !3, !noalias !0
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 96
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 104
  %dim18 = load i64, ptr %dimp17, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %hid_34 = alloca float, align 4
  %new_31 = alloca float, align 4
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf36 = load ptr, ptr %bufp35, align 8
  %old_32 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit11, %body
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block2, label %blocks_done

block2:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i3, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %body4, %block2
  %i5 = load i64, ptr %i3, align 8
  %more6 = icmp slt i64 %i5, %min
  br i1 %more6, label %body4, label %exit

body4:                                            ; preds = %loop
  %v = load i64, ptr %i3, align 8
  %add = add i64 %v, 1
  %i7 = load i64, ptr %i3, align 8
  %k = sub i64 %i7, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %add, ptr %at, align 8
  %i8 = load i64, ptr %i3, align 8
  %next = add i64 %i8, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

exit:                                             ; preds = %loop
  store i64 %i, ptr %i3, align 8
  br label %loop9

loop9:                                            ; preds = %not_owned, %exit
  %i12 = load i64, ptr %i3, align 8
  %more13 = icmp slt i64 %i12, %min
  br i1 %more13, label %body10, label %exit11

body10:                                           ; preds = %loop9
  %i14 = load i64, ptr %i3, align 8
  %k15 = sub i64 %i14, %i
  %at16 = getelementptr i64, ptr %targets, i64 %k15
  %target = load i64, ptr %at16, align 8
  %inb = icmp ult i64 %target, %dim18
  br i1 %inb, label %ok, label %fail

exit11:                                           ; preds = %loop9
  %i43 = load i64, ptr %block, align 8
  %next44 = add i64 %i43, 1024
  store i64 %next44, ptr %block, align 8
  br label %blocks

fail:                                             ; preds = %body10
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp21, align 8
  ret i32 1

ok:                                               ; preds = %body10
  %pos = mul i64 0, %dim18
  %pos22 = add i64 %pos, %target
  %from_lo = sub i64 %pos22, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned23, label %not_owned

owned23:                                          ; preds = %ok
  %v24 = load i64, ptr %i3, align 8
  %inb25 = icmp ult i64 %v24, %dim
  br i1 %inb25, label %ok27, label %fail26

not_owned:                                        ; preds = %ok27, %ok
  %i41 = load i64, ptr %i3, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i3, align 8
  br label %loop9

fail26:                                           ; preds = %owned23
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %owned23
  %pos32 = mul i64 0, %dim
  %pos33 = add i64 %pos32, %v24
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos33
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %hid_34, align 4
  %v34 = load float, ptr %hid_34, align 4
  store float %v34, ptr %new_31, align 4
  %elp37 = getelementptr inbounds float, ptr %buf36, i64 %pos22
  %el38 = load float, ptr %elp37, align 4, !alias.scope !3, !noalias !0
  store float %el38, ptr %old_32, align 4
  %v39 = load float, ptr %new_31, align 4
  %elp40 = getelementptr inbounds float, ptr %buf36, i64 %pos22
  store float %v39, ptr %elp40, align 4, !alias.scope !3, !noalias !0
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.14", !2}

; cluster c9: replicate2
; ModuleID = 'backprop_c9'
source_filename = "backprop_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 112
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %hb_38 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %hb_38, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %hb_38, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %hb_38, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %hb_38, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.15", !2}

; cluster c10: transpose3
; ModuleID = 'backprop_c10'
source_filename = "backprop_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 121
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 120
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %replicate2_42 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %replicate2_42, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %replicate2_42, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %replicate2_42, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %replicate2_42, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c11: p2
; ModuleID = 'backprop_c11'
source_filename = "backprop_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 33
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 129
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_46 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf64 = load ptr, ptr %bufp63, align 8
  %transpose3_47 = alloca float, align 4
  %p2_43 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf77 = load ptr, ptr %bufp76, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp11, align 8
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
  store i64 11, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w2_46, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %transpose3_47, align 4
  %v67 = load float, ptr %w2_46, align 4
  %v68 = load float, ptr %transpose3_47, align 4
  %fm = fmul float %v67, %v68
  store float %fm, ptr %p2_43, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %p2_43, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.16", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c12: transpose4
; ModuleID = 'backprop_c12'
source_filename = "backprop_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 137
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 136
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 17
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %p2_51 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 12, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %p2_51, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %p2_51, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %p2_51, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %p2_51, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.17", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.18", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c13: s2
; ModuleID = 'backprop_c13'
source_filename = "backprop_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 144
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_s2_52 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 145
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %transpose4_57 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf40 = load ptr, ptr %bufp39, align 8
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

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_s2_52, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %transpose4_57, align 4
  %v32 = load float, ptr %acc_s2_52, align 4
  %v33 = load float, ptr %transpose4_57, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_s2_52, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_s2_52, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!1 = !{!"fuselab.buf.18", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.19", !2}

; cluster c14: out
; ModuleID = 'backprop_c14'
source_filename = "backprop_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 152
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 19
  %buf = load ptr, ptr %bufp, align 8
  %s2_60 = alloca float, align 4
  %out_58 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 20
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
  store i64 14, ptr %errp2, align 8
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
  store i64 14, ptr %errp9, align 8
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
  store float %el, ptr %s2_60, align 4
  %v15 = load float, ptr %s2_60, align 4
  %fs = fsub float 0.000000e+00, %v15
  %exp = call float @fuselab_vm_exp_f32(float %fs) #6
  %fa = fadd float 1.000000e+00, %exp
  %fd = fdiv float 1.000000e+00, %fa
  store float %fd, ptr %out_58, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %out_58, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #1 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #3 {
entry:
  %xd = fpext <4 x float> %0 to <4 x double>
  %out = fcmp olt <4 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <4 x i1> %out, <4 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <4 x double> %xd
  %out1 = fcmp ogt <4 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <4 x i1> %out1, <4 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <4 x double> %x
  %z = fmul <4 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <4 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <4 x double> %kd to <4 x i64>
  %k = fsub <4 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <4 x double> %x2)
  %fma3 = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <4 x double> %fma)
  %fma4 = call <4 x double> @llvm.fma.v4f64(<4 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <4 x double> %fma3, <4 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma4, <4 x double> %fma3, <4 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma5, <4 x double> %fma3, <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma6, <4 x double> %fma3, <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma7, <4 x double> %fma3, <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma8, <4 x double> %fma3, <4 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma9, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma10, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <4 x i64> %ki, <i64 52, i64 52, i64 52, i64 52>
  %sbits = add <4 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <4 x i64> %sbits to <4 x double>
  %y = fmul <4 x double> %fma11, %scale
  %y32 = fptrunc <4 x double> %y to <4 x float>
  ret <4 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #3 {
entry:
  %xd = fpext <8 x float> %0 to <8 x double>
  %out = fcmp olt <8 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <8 x i1> %out, <8 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <8 x double> %xd
  %out1 = fcmp ogt <8 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <8 x i1> %out1, <8 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <8 x double> %x
  %z = fmul <8 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <8 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <8 x double> %kd to <8 x i64>
  %k = fsub <8 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <8 x double> %x2)
  %fma3 = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <8 x double> %fma)
  %fma4 = call <8 x double> @llvm.fma.v8f64(<8 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <8 x double> %fma3, <8 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma4, <8 x double> %fma3, <8 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma5, <8 x double> %fma3, <8 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma6, <8 x double> %fma3, <8 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma7, <8 x double> %fma3, <8 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma8, <8 x double> %fma3, <8 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma9, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma10, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <8 x i64> %ki, <i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52>
  %sbits = add <8 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <8 x i64> %sbits to <8 x double>
  %y = fmul <8 x double> %fma11, %scale
  %y32 = fptrunc <8 x double> %y to <8 x float>
  ret <8 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #5

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }
attributes #6 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.19", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.20", !2}

; cluster c15: dout
; ModuleID = 'backprop_c15'
source_filename = "backprop_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 160
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %out_63 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf28 = load ptr, ptr %bufp27, align 8
  %target_64 = alloca float, align 4
  %dout_61 = alloca float, align 4
  %bufp41 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf42 = load ptr, ptr %bufp41, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp11, align 8
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
  store i64 15, ptr %errp18, align 8
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
  store float %el, ptr %out_63, align 4
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 %pos26
  %el30 = load float, ptr %elp29, align 4, !alias.scope !6, !noalias !7
  store float %el30, ptr %target_64, align 4
  %v31 = load float, ptr %out_63, align 4
  %v32 = load float, ptr %out_63, align 4
  %fs = fsub float 1.000000e+00, %v32
  %fm = fmul float %v31, %fs
  %v33 = load float, ptr %target_64, align 4
  %call = call float @llvm.fabs.f32(float %v33)
  %v34 = load float, ptr %out_63, align 4
  %fs35 = fsub float %call, %v34
  %fm36 = fmul float %fm, %fs35
  store float %fm36, ptr %dout_61, align 4
  %v37 = load i64, ptr %i, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v37
  %v40 = load float, ptr %dout_61, align 4
  %elp43 = getelementptr inbounds float, ptr %buf42, i64 %pos39
  store float %v40, ptr %elp43, align 4, !alias.scope !8, !noalias !9
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.21", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c16: map
; ModuleID = 'backprop_c16'
source_filename = "backprop_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 168
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 21
  %buf = load ptr, ptr %bufp, align 8
  %dout_67 = alloca float, align 4
  %map_65 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 22
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
  store i64 16, ptr %errp2, align 8
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
  store i64 16, ptr %errp9, align 8
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
  store float %el, ptr %dout_67, align 4
  %v15 = load float, ptr %dout_67, align 4
  %call = call float @llvm.fabs.f32(float %v15)
  store float %call, ptr %map_65, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %map_65, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.21", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.22", !2}

; cluster c17: errout
; ModuleID = 'backprop_c17'
source_filename = "backprop_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_errout_68 = alloca float, align 4
  %map_72 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_errout_68, align 4
  store float %b, ptr %map_72, align 4
  %v = load float, ptr %acc_errout_68, align 4
  %v1 = load float, ptr %map_72, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_68 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %map_72 = alloca float, align 4
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_68, align 4
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
  store i64 17, ptr %errp2, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %map_72, align 4
  %v8 = load float, ptr %acc_errout_68, align 4
  %v9 = load float, ptr %map_72, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errout_68, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load float, ptr %acc_errout_68, align 4
  %elp14 = getelementptr inbounds float, ptr %buf13, i64 0
  store float %v11, ptr %elp14, align 4, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_68 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %map_72 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_68, align 4
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
  store i64 17, ptr %errp2, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %map_72, align 4
  %v8 = load float, ptr %acc_errout_68, align 4
  %v9 = load float, ptr %map_72, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errout_68, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errout_68, align 4
  store float %acc, ptr %part, align 4
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_68 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %map_72 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_68, align 4
  store float -0.000000e+00, ptr %acc_errout_68, align 4
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
  store i64 17, ptr %errp2, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %map_72, align 4
  %v8 = load float, ptr %acc_errout_68, align 4
  %v9 = load float, ptr %map_72, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errout_68, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errout_68, align 4
  store float %acc, ptr %part, align 4
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errout_68 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errout_68, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_errout_68, align 4
  %v = load float, ptr %acc_errout_68, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %v, ptr %elp, align 4, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.23", !2}

; cluster c18: w2h
; ModuleID = 'backprop_c18'
source_filename = "backprop_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %dimp17 = getelementptr inbounds i64, ptr %1, i64 32
  %dim18 = load i64, ptr %dimp17, align 8
  %dimp38 = getelementptr inbounds i64, ptr %1, i64 33
  %dim39 = load i64, ptr %dimp38, align 8
  %t_76.0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_77 = alloca float, align 4
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf65 = load ptr, ptr %bufp64, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, 1
  %base = sext i64 %add to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least = select i1 %fits16, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits16, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim18 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok19 = and i1 true, %low_ok
  %ok20 = and i1 %ok19, %high_ok
  %v21 = load i64, ptr %j, align 8
  %base22 = sext i64 %v21 to i128
  store i64 1, ptr %j, align 8
  %v23 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v23 to i128
  %step = sub i128 %at_next, %base22
  %step24 = trunc i128 %step to i64
  %step25 = sext i64 %step24 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span26 = sext i64 %span to i128
  %reach = mul i128 %step25, %span26
  %c27 = icmp slt i128 %reach, 0
  %min28 = select i1 %c27, i128 %reach, i128 0
  %c29 = icmp sgt i128 %reach, 0
  %max30 = select i1 %c29, i128 %reach, i128 0
  %least31 = add i128 %base22, %min28
  %most32 = add i128 %base22, %max30
  %fits_low33 = icmp sge i128 %least31, -9223372036854775808
  %fits_high34 = icmp sle i128 %most32, 9223372036854775807
  %fits35 = and i1 %fits_low33, %fits_high34
  %least36 = select i1 %fits35, i128 %least31, i128 -9223372036854775808
  %most37 = select i1 %fits35, i128 %most32, i128 9223372036854775807
  %extent40 = sext i64 %dim39 to i128
  %low_ok41 = icmp sge i128 %least36, 0
  %high_ok42 = icmp slt i128 %most37, %extent40
  %ok43 = and i1 %ok20, %low_ok41
  %ok44 = and i1 %ok43, %high_ok42
  br i1 %ok44, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop45

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop68

versions_done:                                    ; preds = %exit70, %exit47
  %i106 = load i64, ptr %i, align 8
  %next107 = add i64 %i106, 1
  store i64 %next107, ptr %i, align 8
  br label %loop

loop45:                                           ; preds = %body46, %proved
  %i48 = load i64, ptr %j, align 8
  %more49 = icmp slt i64 %i48, %dim8
  br i1 %more49, label %body46, label %exit47

body46:                                           ; preds = %loop45
  %v50 = load i64, ptr %i, align 8
  %add51 = add i64 %v50, 1
  store i64 %add51, ptr %t_76.0, align 8
  %v52 = load i64, ptr %t_76.0, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim18
  %pos54 = add i64 %pos, %v52
  %pos55 = mul i64 %pos54, %dim39
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w2_77, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim8
  %pos62 = add i64 %pos61, %v58
  %v63 = load float, ptr %w2_77, align 4
  %elp66 = getelementptr inbounds float, ptr %buf65, i64 %pos62
  store float %v63, ptr %elp66, align 4, !alias.scope !3, !noalias !0
  %i67 = load i64, ptr %j, align 8
  %next = add i64 %i67, 1
  store i64 %next, ptr %j, align 8
  br label %loop45

exit47:                                           ; preds = %loop45
  br label %versions_done

loop68:                                           ; preds = %ok87, %checked
  %i71 = load i64, ptr %j, align 8
  %more72 = icmp slt i64 %i71, %dim8
  br i1 %more72, label %body69, label %exit70

body69:                                           ; preds = %loop68
  %v73 = load i64, ptr %i, align 8
  %add74 = add i64 %v73, 1
  store i64 %add74, ptr %t_76.0, align 8
  %v75 = load i64, ptr %t_76.0, align 8
  %v76 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v75, %dim18
  br i1 %inb, label %ok78, label %fail77

exit70:                                           ; preds = %loop68
  br label %versions_done

fail77:                                           ; preds = %body69
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v75, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim18, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body69
  %pos83 = mul i64 0, %dim18
  %pos84 = add i64 %pos83, %v75
  %inb85 = icmp ult i64 %v76, %dim39
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 18, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v76, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim39, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim39
  %pos93 = add i64 %pos92, %v76
  %elp94 = getelementptr inbounds float, ptr %buf, i64 %pos93
  %el95 = load float, ptr %elp94, align 4, !alias.scope !0, !noalias !3
  store float %el95, ptr %w2_77, align 4
  %v96 = load i64, ptr %i, align 8
  %v97 = load i64, ptr %j, align 8
  %pos98 = mul i64 0, %dim
  %pos99 = add i64 %pos98, %v96
  %pos100 = mul i64 %pos99, %dim8
  %pos101 = add i64 %pos100, %v97
  %v102 = load float, ptr %w2_77, align 4
  %elp103 = getelementptr inbounds float, ptr %buf65, i64 %pos101
  store float %v102, ptr %elp103, align 4, !alias.scope !3, !noalias !0
  %i104 = load i64, ptr %j, align 8
  %next105 = add i64 %i104, 1
  store i64 %next105, ptr %j, align 8
  br label %loop68
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
!4 = !{!"fuselab.buf.24", !2}

; cluster c19: replicate3
; ModuleID = 'backprop_c19'
source_filename = "backprop_c19"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 168
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 21
  %buf = load ptr, ptr %bufp, align 8
  %dout_81 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dout_81, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %dout_81, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 19, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %dout_81, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %dout_81, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.25", !2}

; cluster c20: q
; ModuleID = 'backprop_c20'
source_filename = "backprop_c20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 192
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 200
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 193
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 201
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 24
  %buf = load ptr, ptr %bufp, align 8
  %w2h_85 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf64 = load ptr, ptr %bufp63, align 8
  %replicate3_86 = alloca float, align 4
  %q_82 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf77 = load ptr, ptr %bufp76, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp11, align 8
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
  store i64 20, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 20, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w2h_85, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %replicate3_86, align 4
  %v67 = load float, ptr %w2h_85, align 4
  %v68 = load float, ptr %replicate3_86, align 4
  %fm = fmul float %v67, %v68
  store float %fm, ptr %q_82, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %q_82, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
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
!1 = !{!"fuselab.buf.24", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.25", !2}
!5 = !{!"fuselab.buf.26", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c21: sq
; ModuleID = 'backprop_c21'
source_filename = "backprop_c21"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 208
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_sq_87 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 209
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 26
  %buf = load ptr, ptr %bufp, align 8
  %q_92 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf40 = load ptr, ptr %bufp39, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 21, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_sq_87, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 21, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %q_92, align 4
  %v32 = load float, ptr %acc_sq_87, align 4
  %v33 = load float, ptr %q_92, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_sq_87, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_sq_87, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!1 = !{!"fuselab.buf.26", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.27", !2}

; cluster c22: dhid
; ModuleID = 'backprop_c22'
source_filename = "backprop_c22"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 96
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 216
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %hid_95 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf28 = load ptr, ptr %bufp27, align 8
  %sq_96 = alloca float, align 4
  %dhid_93 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf40 = load ptr, ptr %bufp39, align 8
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
  store i64 22, ptr %errp2, align 8
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
  store i64 22, ptr %errp11, align 8
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
  store i64 22, ptr %errp18, align 8
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
  store float %el, ptr %hid_95, align 4
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 %pos26
  %el30 = load float, ptr %elp29, align 4, !alias.scope !6, !noalias !7
  store float %el30, ptr %sq_96, align 4
  %v31 = load float, ptr %hid_95, align 4
  %v32 = load float, ptr %hid_95, align 4
  %fs = fsub float 1.000000e+00, %v32
  %fm = fmul float %v31, %fs
  %v33 = load float, ptr %sq_96, align 4
  %fm34 = fmul float %fm, %v33
  store float %fm34, ptr %dhid_93, align 4
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %dhid_93, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !8, !noalias !9
  %i42 = load i64, ptr %i, align 8
  %next = add i64 %i42, 1
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.27", !2}
!5 = !{!"fuselab.buf.28", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c23: map2
; ModuleID = 'backprop_c23'
source_filename = "backprop_c23"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 224
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 28
  %buf = load ptr, ptr %bufp, align 8
  %dhid_99 = alloca float, align 4
  %map2_97 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 29
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dhid_99, align 4
  %v15 = load float, ptr %dhid_99, align 4
  %call = call float @llvm.fabs.f32(float %v15)
  store float %call, ptr %map2_97, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %map2_97, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.28", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.29", !2}

; cluster c24: errhid
; ModuleID = 'backprop_c24'
source_filename = "backprop_c24"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_errhid_100 = alloca float, align 4
  %map2_104 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_errhid_100, align 4
  store float %b, ptr %map2_104, align 4
  %v = load float, ptr %acc_errhid_100, align 4
  %v1 = load float, ptr %map2_104, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_100 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 232
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
  %buf = load ptr, ptr %bufp, align 8
  %map2_104 = alloca float, align 4
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_100, align 4
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %map2_104, align 4
  %v8 = load float, ptr %acc_errhid_100, align 4
  %v9 = load float, ptr %map2_104, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errhid_100, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load float, ptr %acc_errhid_100, align 4
  %elp14 = getelementptr inbounds float, ptr %buf13, i64 0
  store float %v11, ptr %elp14, align 4, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_100 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 232
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
  %buf = load ptr, ptr %bufp, align 8
  %map2_104 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_100, align 4
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %map2_104, align 4
  %v8 = load float, ptr %acc_errhid_100, align 4
  %v9 = load float, ptr %map2_104, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errhid_100, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errhid_100, align 4
  store float %acc, ptr %part, align 4
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_100 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 232
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
  %buf = load ptr, ptr %bufp, align 8
  %map2_104 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_100, align 4
  store float -0.000000e+00, ptr %acc_errhid_100, align 4
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %map2_104, align 4
  %v8 = load float, ptr %acc_errhid_100, align 4
  %v9 = load float, ptr %map2_104, align 4
  %fa = fadd reassoc float %v8, %v9
  store float %fa, ptr %acc_errhid_100, align 4
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_errhid_100, align 4
  store float %acc, ptr %part, align 4
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_errhid_100 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_errhid_100, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_errhid_100, align 4
  %v = load float, ptr %acc_errhid_100, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %v, ptr %elp, align 4, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.29", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.30", !2}

; cluster c25: replicate4
; ModuleID = 'backprop_c25'
source_filename = "backprop_c25"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 168
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 21
  %buf = load ptr, ptr %bufp, align 8
  %dout_108 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf44 = load ptr, ptr %bufp43, align 8
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

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dout_108, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %dout_108, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %dout_108, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %dout_108, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.31", !2}

; cluster c26: replicate5
; ModuleID = 'backprop_c26'
source_filename = "backprop_c26"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 112
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %hb_112 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf44 = load ptr, ptr %bufp43, align 8
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

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 26, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %hb_112, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %hb_112, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 26, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %hb_112, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %hb_112, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.32", !2}

; cluster c27: transpose5
; ModuleID = 'backprop_c27'
source_filename = "backprop_c27"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 257
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 256
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 32
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %replicate5_116 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 27, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %replicate5_116, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %replicate5_116, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %replicate5_116, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %replicate5_116, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.32", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.33", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c28: ndw2
; ModuleID = 'backprop_c28'
source_filename = "backprop_c28"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 248
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 264
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 40
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 249
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 265
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 41
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 31
  %buf = load ptr, ptr %bufp, align 8
  %replicate4_120 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf82 = load ptr, ptr %bufp81, align 8
  %transpose5_121 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf92 = load ptr, ptr %bufp91, align 8
  %dw2_122 = alloca float, align 4
  %ndw2_117 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf108 = load ptr, ptr %bufp107, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %replicate4_120, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %transpose5_121, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %dw2_122, align 4
  %v95 = load float, ptr %replicate4_120, align 4
  %fm = fmul float 0x3FD3333340000000, %v95
  %v96 = load float, ptr %transpose5_121, align 4
  %fm97 = fmul float %fm, %v96
  %v98 = load float, ptr %dw2_122, align 4
  %fm99 = fmul float 0x3FD3333340000000, %v98
  %fa = fadd float %fm97, %fm99
  store float %fa, ptr %ndw2_117, align 4
  %v100 = load i64, ptr %i, align 8
  %v101 = load i64, ptr %j, align 8
  %pos102 = mul i64 0, %dim
  %pos103 = add i64 %pos102, %v100
  %pos104 = mul i64 %pos103, %dim33
  %pos105 = add i64 %pos104, %v101
  %v106 = load float, ptr %ndw2_117, align 4
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos105
  store float %v106, ptr %elp109, align 4, !alias.scope !11, !noalias !12
  %i110 = load i64, ptr %j, align 8
  %next = add i64 %i110, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i111 = load i64, ptr %i, align 8
  %next112 = add i64 %i111, 1
  store i64 %next112, ptr %i, align 8
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
!1 = !{!"fuselab.buf.31", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.5", !2}
!5 = !{!"fuselab.buf.33", !2}
!6 = !{!"fuselab.buf.34", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c29: nw2
; ModuleID = 'backprop_c29'
source_filename = "backprop_c29"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 272
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 33
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 273
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %w2_126 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf64 = load ptr, ptr %bufp63, align 8
  %ndw2_127 = alloca float, align 4
  %nw2_123 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf77 = load ptr, ptr %bufp76, align 8
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

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 29, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w2_126, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %ndw2_127, align 4
  %v67 = load float, ptr %w2_126, align 4
  %v68 = load float, ptr %ndw2_127, align 4
  %fa = fadd float %v67, %v68
  store float %fa, ptr %nw2_123, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %nw2_123, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.34", !2}
!5 = !{!"fuselab.buf.35", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c30: replicate6
; ModuleID = 'backprop_c30'
source_filename = "backprop_c30"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 224
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 28
  %buf = load ptr, ptr %bufp, align 8
  %dhid_131 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf44 = load ptr, ptr %bufp43, align 8
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

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dhid_131, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %dhid_131, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 30, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %dhid_131, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %dhid_131, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.28", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.36", !2}

; cluster c31: replicate7
; ModuleID = 'backprop_c31'
source_filename = "backprop_c31"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 17
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %x_135 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 37
  %buf44 = load ptr, ptr %bufp43, align 8
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

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 31, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %x_135, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %x_135, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 31, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %x_135, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %x_135, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!3 = !{!4}
!4 = !{!"fuselab.buf.37", !2}

; cluster c32: transpose6
; ModuleID = 'backprop_c32'
source_filename = "backprop_c32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 297
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 296
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %replicate7_139 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 32, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
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
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %replicate7_139, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %replicate7_139, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %replicate7_139, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %replicate7_139, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.37", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.38", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c33: ndw1
; ModuleID = 'backprop_c33'
source_filename = "backprop_c33"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 288
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 304
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 24
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 289
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 305
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 25
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 36
  %buf = load ptr, ptr %bufp, align 8
  %replicate6_143 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf82 = load ptr, ptr %bufp81, align 8
  %transpose6_144 = alloca float, align 4
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf92 = load ptr, ptr %bufp91, align 8
  %dw1_145 = alloca float, align 4
  %ndw1_140 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 39
  %buf108 = load ptr, ptr %bufp107, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %replicate6_143, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !7, !noalias !8
  store float %el84, ptr %transpose6_144, align 4
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %dw1_145, align 4
  %v95 = load float, ptr %replicate6_143, align 4
  %fm = fmul float 0x3FD3333340000000, %v95
  %v96 = load float, ptr %transpose6_144, align 4
  %fm97 = fmul float %fm, %v96
  %v98 = load float, ptr %dw1_145, align 4
  %fm99 = fmul float 0x3FD3333340000000, %v98
  %fa = fadd float %fm97, %fm99
  store float %fa, ptr %ndw1_140, align 4
  %v100 = load i64, ptr %i, align 8
  %v101 = load i64, ptr %j, align 8
  %pos102 = mul i64 0, %dim
  %pos103 = add i64 %pos102, %v100
  %pos104 = mul i64 %pos103, %dim33
  %pos105 = add i64 %pos104, %v101
  %v106 = load float, ptr %ndw1_140, align 4
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos105
  store float %v106, ptr %elp109, align 4, !alias.scope !11, !noalias !12
  %i110 = load i64, ptr %j, align 8
  %next = add i64 %i110, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i111 = load i64, ptr %i, align 8
  %next112 = add i64 %i111, 1
  store i64 %next112, ptr %i, align 8
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
!1 = !{!"fuselab.buf.36", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.38", !2}
!6 = !{!"fuselab.buf.39", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c34: nw1
; ModuleID = 'backprop_c34'
source_filename = "backprop_c34"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 312
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 313
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %w1_149 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 39
  %buf64 = load ptr, ptr %bufp63, align 8
  %ndw1_150 = alloca float, align 4
  %nw1_146 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 40
  %buf77 = load ptr, ptr %bufp76, align 8
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

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %w1_149, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %ndw1_150, align 4
  %v67 = load float, ptr %w1_149, align 4
  %v68 = load float, ptr %ndw1_150, align 4
  %fa = fadd float %v67, %v68
  store float %fa, ptr %nw1_146, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %nw1_146, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.39", !2}
!5 = !{!"fuselab.buf.40", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

