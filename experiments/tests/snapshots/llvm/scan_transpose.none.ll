; cluster c0: s
; ModuleID = 'scan_transpose_c0'
source_filename = "scan_transpose_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_5 = alloca float, align 4
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf51 = load ptr, ptr %bufp50, align 8
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

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  %fits23 = icmp sle i64 %dim15, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %join, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_5, align 4
  %v39 = load i1, ptr %started_1, align 1
  br i1 %v39, label %then, label %else

exit32:                                           ; preds = %loop30
  %i54 = load i64, ptr %i, align 8
  %next55 = add i64 %i54, 1
  store i64 %next55, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %v40 = load float, ptr %acc_s_0, align 4
  %v41 = load float, ptr %a_5, align 4
  %fa = fadd float %v40, %v41
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body31
  %v42 = load float, ptr %a_5, align 4
  store float %v42, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v43 = load i64, ptr %i, align 8
  %v44 = load i64, ptr %j, align 8
  %pos45 = mul i64 0, %dim
  %pos46 = add i64 %pos45, %v43
  %pos47 = mul i64 %pos46, %dim15
  %pos48 = add i64 %pos47, %v44
  %v49 = load float, ptr %acc_s_0, align 4
  %elp52 = getelementptr inbounds float, ptr %buf51, i64 %pos48
  store float %v49, ptr %elp52, align 4, !alias.scope !3, !noalias !0
  %i53 = load i64, ptr %j, align 8
  %next = add i64 %i53, 1
  store i64 %next, ptr %j, align 8
  br label %loop30
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
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: t
; ModuleID = 'scan_transpose_c1'
source_filename = "scan_transpose_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 9
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %s_9 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 2
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
  store i64 1, ptr %errp2, align 8
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
  store i64 1, ptr %errp177, align 8
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
  store float %tile_read, ptr %s_9, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %s_9, align 4
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
  store i64 1, ptr %errp215, align 8
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
  store i64 1, ptr %errp228, align 8
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
  store i64 1, ptr %errp237, align 8
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
  store float %el243, ptr %s_9, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %s_9, align 4
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c2: c
; ModuleID = 'scan_transpose_c2'
source_filename = "scan_transpose_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 17
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %t_13 = alloca float, align 4
  %c_10 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
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

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  %fits23 = icmp sle i64 %dim15, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %t_13, align 4
  %v39 = load float, ptr %t_13, align 4
  %fm = fmul float 3.000000e+00, %v39
  store float %fm, ptr %c_10, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %c_10, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !3, !noalias !0
  %i50 = load i64, ptr %j, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
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
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

