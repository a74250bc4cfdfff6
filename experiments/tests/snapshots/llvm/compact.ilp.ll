; cluster c0: blank
; ModuleID = 'compact_c0'
source_filename = "compact_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %blank_0 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
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
  store float 0.000000e+00, ptr %blank_0, align 4
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load float, ptr %blank_0, align 4
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Vertical(flags, Horizontal(Vertical(offsets, out), count))
; ModuleID = 'compact_c1'
source_filename = "compact_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %flags_2 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_offsets_5, align 8
  store i64 %b, ptr %flags_2, align 8
  %v = load i64, ptr %acc_offsets_5, align 8
  %v1 = load i64, ptr %flags_2, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_count_16 = alloca i64, align 8
  %flags_2 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_count_16, align 8
  store i64 %b, ptr %flags_2, align 8
  %v = load i64, ptr %acc_count_16, align 8
  %v1 = load i64, ptr %flags_2, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf2 = load ptr, ptr %bufp1, align 8
  %acc_count_16 = alloca i64, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf13 = load ptr, ptr %bufp12, align 8
  %xs_4 = alloca float, align 4
  %flags_2 = alloca i64, align 8
  %new_10 = alloca float, align 4
  %old_11 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf44 = load ptr, ptr %bufp43, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 false, ptr %started_6, align 1
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  store i64 0, ptr %acc_count_16, align 8
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
  store i64 0, ptr %errp6, align 8
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
  store float %el, ptr %xs_4, align 4
  %v14 = load float, ptr %xs_4, align 4
  %fc = fcmp ogt float %v14, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  %v42 = load i64, ptr %acc_count_16, align 8
  %elp45 = getelementptr inbounds i64, ptr %buf44, i64 0
  store i64 %v42, ptr %elp45, align 8, !alias.scope !6, !noalias !7
  ret i32 0

t:                                                ; preds = %body9
  br label %j

e:                                                ; preds = %body9
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_2, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

then:                                             ; preds = %j
  %v16 = load i64, ptr %acc_offsets_5, align 8
  %v17 = load i64, ptr %flags_2, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_offsets_5, align 8
  br label %join

else:                                             ; preds = %j
  %v18 = load i64, ptr %flags_2, align 8
  store i64 %v18, ptr %acc_offsets_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %flags_2, align 8
  %ic = icmp eq i64 %v19, 1
  br i1 %ic, label %t20, label %e21

ignored:                                          ; preds = %ok26, %e21
  %v38 = load i64, ptr %acc_count_16, align 8
  %v39 = load i64, ptr %flags_2, align 8
  %add40 = add i64 %v38, %v39
  store i64 %add40, ptr %acc_count_16, align 8
  %i41 = load i64, ptr %i, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t20:                                              ; preds = %join
  %v23 = load i64, ptr %acc_offsets_5, align 8
  %sub = sub i64 %v23, 1
  br label %j22

e21:                                              ; preds = %join
  br label %ignored

j22:                                              ; preds = %t20
  %if24 = phi i64 [ %sub, %t20 ]
  %inb = icmp ult i64 %if24, %dim
  br i1 %inb, label %ok26, label %fail25

dead:                                             ; No predecessors!
  unreachable

fail25:                                           ; preds = %j22
  %errp27 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if24, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp30, align 8
  ret i32 1

ok26:                                             ; preds = %j22
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %if24
  %v33 = load float, ptr %xs_4, align 4
  store float %v33, ptr %new_10, align 4
  %elp34 = getelementptr inbounds float, ptr %buf, i64 %pos32
  %el35 = load float, ptr %elp34, align 4, !alias.scope !8, !noalias !9
  store float %el35, ptr %old_11, align 4
  %v36 = load float, ptr %new_10, align 4
  %elp37 = getelementptr inbounds float, ptr %buf, i64 %pos32
  store float %v36, ptr %elp37, align 4, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_count_16 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %flags_2 = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 32
  %dim20 = load i64, ptr %dimp19, align 8
  %new_10 = alloca float, align 4
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf31 = load ptr, ptr %bufp30, align 8
  %old_11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_count_16, align 8
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

loop:                                             ; preds = %ignored, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !8
  store float %el, ptr %xs_4, align 4
  %v8 = load float, ptr %xs_4, align 4
  %fc = fcmp ogt float %v8, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_5, align 8
  store i64 %acc, ptr %part, align 8
  %part40 = getelementptr inbounds i8, ptr %6, i64 64
  %acc41 = load i64, ptr %acc_count_16, align 8
  store i64 %acc41, ptr %part40, align 8
  ret i32 0

t:                                                ; preds = %body5
  br label %j

e:                                                ; preds = %body5
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_2, align 8
  %v9 = load i1, ptr %started_6, align 1
  br i1 %v9, label %then, label %else

then:                                             ; preds = %j
  %v10 = load i64, ptr %acc_offsets_5, align 8
  %v11 = load i64, ptr %flags_2, align 8
  %add = add i64 %v10, %v11
  store i64 %add, ptr %acc_offsets_5, align 8
  br label %join

else:                                             ; preds = %j
  %v12 = load i64, ptr %flags_2, align 8
  store i64 %v12, ptr %acc_offsets_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v13 = load i64, ptr %flags_2, align 8
  %ic = icmp eq i64 %v13, 1
  br i1 %ic, label %t14, label %e15

ignored:                                          ; preds = %ok22, %e15
  %v36 = load i64, ptr %acc_count_16, align 8
  %v37 = load i64, ptr %flags_2, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_count_16, align 8
  %i39 = load i64, ptr %i, align 8
  %next = add i64 %i39, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t14:                                              ; preds = %join
  %v17 = load i64, ptr %acc_offsets_5, align 8
  %sub = sub i64 %v17, 1
  br label %j16

e15:                                              ; preds = %join
  br label %ignored

j16:                                              ; preds = %t14
  %if18 = phi i64 [ %sub, %t14 ]
  %inb = icmp ult i64 %if18, %dim20
  br i1 %inb, label %ok22, label %fail21

dead:                                             ; No predecessors!
  unreachable

fail21:                                           ; preds = %j16
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if18, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %j16
  %pos27 = mul i64 0, %dim20
  %pos28 = add i64 %pos27, %if18
  %v29 = load float, ptr %xs_4, align 4
  store float %v29, ptr %new_10, align 4
  %elp32 = getelementptr inbounds float, ptr %buf31, i64 %pos28
  %el33 = load float, ptr %elp32, align 4, !alias.scope !8, !noalias !0
  store float %el33, ptr %old_11, align 4
  %v34 = load float, ptr %new_10, align 4
  %elp35 = getelementptr inbounds float, ptr %buf31, i64 %pos28
  store float %v34, ptr %elp35, align 4, !alias.scope !8, !noalias !0
  br label %ignored
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_count_16 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %flags_2 = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 32
  %dim20 = load i64, ptr %dimp19, align 8
  %new_10 = alloca float, align 4
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf31 = load ptr, ptr %bufp30, align 8
  %old_11 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_count_16, align 8
  store i64 0, ptr %acc_count_16, align 8
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_5, align 8
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

loop:                                             ; preds = %ignored, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !8
  store float %el, ptr %xs_4, align 4
  %v8 = load float, ptr %xs_4, align 4
  %fc = fcmp ogt float %v8, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  %part40 = getelementptr inbounds i8, ptr %6, i64 0
  %acc41 = load i64, ptr %acc_offsets_5, align 8
  store i64 %acc41, ptr %part40, align 8
  %part42 = getelementptr inbounds i8, ptr %6, i64 64
  %acc43 = load i64, ptr %acc_count_16, align 8
  store i64 %acc43, ptr %part42, align 8
  ret i32 0

t:                                                ; preds = %body5
  br label %j

e:                                                ; preds = %body5
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_2, align 8
  %v9 = load i1, ptr %started_6, align 1
  br i1 %v9, label %then, label %else

then:                                             ; preds = %j
  %v10 = load i64, ptr %acc_offsets_5, align 8
  %v11 = load i64, ptr %flags_2, align 8
  %add = add i64 %v10, %v11
  store i64 %add, ptr %acc_offsets_5, align 8
  br label %join

else:                                             ; preds = %j
  %v12 = load i64, ptr %flags_2, align 8
  store i64 %v12, ptr %acc_offsets_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v13 = load i64, ptr %flags_2, align 8
  %ic = icmp eq i64 %v13, 1
  br i1 %ic, label %t14, label %e15

ignored:                                          ; preds = %ok22, %e15
  %v36 = load i64, ptr %acc_count_16, align 8
  %v37 = load i64, ptr %flags_2, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_count_16, align 8
  %i39 = load i64, ptr %i, align 8
  %next = add i64 %i39, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t14:                                              ; preds = %join
  %v17 = load i64, ptr %acc_offsets_5, align 8
  %sub = sub i64 %v17, 1
  br label %j16

e15:                                              ; preds = %join
  br label %ignored

j16:                                              ; preds = %t14
  %if18 = phi i64 [ %sub, %t14 ]
  %inb = icmp ult i64 %if18, %dim20
  br i1 %inb, label %ok22, label %fail21

dead:                                             ; No predecessors!
  unreachable

fail21:                                           ; preds = %j16
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if18, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %j16
  %pos27 = mul i64 0, %dim20
  %pos28 = add i64 %pos27, %if18
  %v29 = load float, ptr %xs_4, align 4
  store float %v29, ptr %new_10, align 4
  %elp32 = getelementptr inbounds float, ptr %buf31, i64 %pos28
  %el33 = load float, ptr %elp32, align 4, !alias.scope !8, !noalias !0
  store float %el33, ptr %old_11, align 4
  %v34 = load float, ptr %new_10, align 4
  %elp35 = getelementptr inbounds float, ptr %buf31, i64 %pos28
  store float %v34, ptr %elp35, align 4, !alias.scope !8, !noalias !0
  br label %ignored
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_count_16 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %flags_2 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_count_16, align 8
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 true, ptr %started_6, align 1
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

loop:                                             ; preds = %join, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %xs_4, align 4
  %v8 = load float, ptr %xs_4, align 4
  %fc = fcmp ogt float %v8, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

t:                                                ; preds = %body5
  br label %j

e:                                                ; preds = %body5
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_2, align 8
  %v9 = load i1, ptr %started_6, align 1
  br i1 %v9, label %then, label %else

then:                                             ; preds = %j
  %v10 = load i64, ptr %acc_offsets_5, align 8
  %v11 = load i64, ptr %flags_2, align 8
  %add = add i64 %v10, %v11
  store i64 %add, ptr %acc_offsets_5, align 8
  br label %join

else:                                             ; preds = %j
  %v12 = load i64, ptr %flags_2, align 8
  store i64 %v12, ptr %acc_offsets_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i13 = load i64, ptr %i, align 8
  %next = add i64 %i13, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_count_16 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_count_16, align 8
  store i64 0, ptr %acc_count_16, align 8
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_5, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %acc_count_16, align 8
  %v = load i64, ptr %acc_count_16, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !6
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

