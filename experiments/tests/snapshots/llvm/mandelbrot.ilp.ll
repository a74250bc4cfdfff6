; cluster c0: z0
; ModuleID = 'mandelbrot_c0'
source_filename = "mandelbrot_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 1
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %z0_0.0 = alloca float, align 4
  %z0_0.1 = alloca float, align 4
  %z0_0.2 = alloca float, align 4
  %z0_0.3 = alloca float, align 4
  %z0_0.4 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf44 = load ptr, ptr %bufp43, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
  %bufp51 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf52 = load ptr, ptr %bufp51, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf56 = load ptr, ptr %bufp55, align 8
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

loop:                                             ; preds = %exit18, %ok
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
  store i64 0, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %body17, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  %v = load i64, ptr %j, align 8
  %cv = sitofp i64 %v to float
  %fm = fmul float 2.500000e+00, %cv
  %cv21 = sitofp i64 %dim8 to float
  %fd = fdiv float %fm, %cv21
  %fa = fadd float -2.000000e+00, %fd
  store float %fa, ptr %z0_0.0, align 4
  %v22 = load i64, ptr %i, align 8
  %cv23 = sitofp i64 %v22 to float
  %fm24 = fmul float 2.500000e+00, %cv23
  %cv25 = sitofp i64 %dim to float
  %fd26 = fdiv float %fm24, %cv25
  %fa27 = fadd float -1.250000e+00, %fd26
  store float %fa27, ptr %z0_0.1, align 4
  store float 0.000000e+00, ptr %z0_0.2, align 4
  store float 0.000000e+00, ptr %z0_0.3, align 4
  store i64 0, ptr %z0_0.4, align 8
  %v28 = load i64, ptr %i, align 8
  %v29 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos30 = add i64 %pos, %v28
  %pos31 = mul i64 %pos30, %dim8
  %pos32 = add i64 %pos31, %v29
  %v33 = load float, ptr %z0_0.0, align 4
  %tup = insertvalue { float, float, float, float, i64 } undef, float %v33, 0
  %v34 = load float, ptr %z0_0.1, align 4
  %tup35 = insertvalue { float, float, float, float, i64 } %tup, float %v34, 1
  %v36 = load float, ptr %z0_0.2, align 4
  %tup37 = insertvalue { float, float, float, float, i64 } %tup35, float %v36, 2
  %v38 = load float, ptr %z0_0.3, align 4
  %tup39 = insertvalue { float, float, float, float, i64 } %tup37, float %v38, 3
  %v40 = load i64, ptr %z0_0.4, align 8
  %tup41 = insertvalue { float, float, float, float, i64 } %tup39, i64 %v40, 4
  %f = extractvalue { float, float, float, float, i64 } %tup41, 0
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos32
  store float %f, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %f42 = extractvalue { float, float, float, float, i64 } %tup41, 1
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos32
  store float %f42, ptr %elp45, align 4, !alias.scope !8, !noalias !9
  %f46 = extractvalue { float, float, float, float, i64 } %tup41, 2
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos32
  store float %f46, ptr %elp49, align 4, !alias.scope !10, !noalias !11
  %f50 = extractvalue { float, float, float, float, i64 } %tup41, 3
  %elp53 = getelementptr inbounds float, ptr %buf52, i64 %pos32
  store float %f50, ptr %elp53, align 4, !alias.scope !12, !noalias !13
  %f54 = extractvalue { float, float, float, float, i64 } %tup41, 4
  %elp57 = getelementptr inbounds i64, ptr %buf56, i64 %pos32
  store i64 %f54, ptr %elp57, align 8, !alias.scope !14, !noalias !15
  %i58 = load i64, ptr %j, align 8
  %next = add i64 %i58, 1
  store i64 %next, ptr %j, align 8
  br label %loop16

exit18:                                           ; preds = %loop16
  %i59 = load i64, ptr %i, align 8
  %next60 = add i64 %i59, 1
  store i64 %next60, ptr %i, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c1: unit
; ModuleID = 'mandelbrot_c1'
source_filename = "mandelbrot_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit_3 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 32, ptr %unit_3, align 8
  %v = load i64, ptr %unit_3, align 8
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
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}

; cluster c2: unit2
; ModuleID = 'mandelbrot_c2'
source_filename = "mandelbrot_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_4 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit2_4, align 8
  %v = load i64, ptr %unit2_4, align 8
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: unit3
; ModuleID = 'mandelbrot_c4'
source_filename = "mandelbrot_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %the_k_14 = alloca i64, align 8
  %unit3_13 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_k_14, align 8
  %v = load i64, ptr %the_k_14, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit3_13, align 8
  %v1 = load i64, ptr %unit3_13, align 8
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
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.19", !2}

; cluster c3: PerElementLoop(map)
; ModuleID = 'mandelbrot_c3'
source_filename = "mandelbrot_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %k_0 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_unit_6 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 9
  %dim19 = load i64, ptr %dimp18, align 8
  %j = alloca i64, align 8
  %z_el = alloca { float, float, float, float, i64 }, align 8
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf44 = load ptr, ptr %bufp43, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf48 = load ptr, ptr %bufp47, align 8
  %bufp52 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf53 = load ptr, ptr %bufp52, align 8
  %bufp57 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf58 = load ptr, ptr %bufp57, align 8
  %bufp62 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf63 = load ptr, ptr %bufp62, align 8
  %k_el = alloca i64, align 8
  %the_k_5 = alloca i64, align 8
  %live = alloca i1, align 1
  %z_10.0 = alloca float, align 4
  %z_10.1 = alloca float, align 4
  %z_10.2 = alloca float, align 4
  %z_10.3 = alloca float, align 4
  %z_10.4 = alloca i64, align 8
  %"%cse0_11" = alloca float, align 4
  %"%cse1_12" = alloca float, align 4
  %moving = alloca i1, align 1
  %map_7 = alloca { float, float, float, float, i64 }, align 8
  %map_next.0 = alloca float, align 4
  %map_next.1 = alloca float, align 4
  %map_next.2 = alloca float, align 4
  %map_next.3 = alloca float, align 4
  %map_next.4 = alloca i64, align 8
  %unit3_13 = alloca i64, align 8
  %bufp160 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf161 = load ptr, ptr %bufp160, align 8
  %bufp165 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf166 = load ptr, ptr %bufp165, align 8
  %bufp170 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf171 = load ptr, ptr %bufp170, align 8
  %bufp175 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf176 = load ptr, ptr %bufp175, align 8
  %bufp180 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf181 = load ptr, ptr %bufp180, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %k_0, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !15, !noalias !16
  store i64 %el4, ptr %the_unit_6, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim
  %min = select i1 %c5, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit36, %ok11
  %i17 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i17, %min
  br i1 %more, label %body16, label %exit

body16:                                           ; preds = %loop
  %fits20 = icmp sle i64 %dim19, %dim19
  br i1 %fits20, label %ok22, label %fail21

exit:                                             ; preds = %loop
  ret i32 0

fail21:                                           ; preds = %body16
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %body16
  %fits27 = icmp sle i64 %dim19, %dim19
  br i1 %fits27, label %ok29, label %fail28

fail28:                                           ; preds = %ok22
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok22
  store i64 0, ptr %j, align 8
  br label %loop34

loop34:                                           ; preds = %wexit, %ok29
  %i37 = load i64, ptr %j, align 8
  %more38 = icmp slt i64 %i37, %dim19
  br i1 %more38, label %body35, label %exit36

body35:                                           ; preds = %loop34
  %v = load i64, ptr %i, align 8
  %v39 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos40 = add i64 %pos, %v
  %pos41 = mul i64 %pos40, %dim19
  %pos42 = add i64 %pos41, %v39
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos42
  %el46 = load float, ptr %elp45, align 4, !alias.scope !17, !noalias !18
  %fldp = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  store float %el46, ptr %fldp, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos42
  %el50 = load float, ptr %elp49, align 4, !alias.scope !19, !noalias !20
  %fldp51 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  store float %el50, ptr %fldp51, align 4
  %elp54 = getelementptr inbounds float, ptr %buf53, i64 %pos42
  %el55 = load float, ptr %elp54, align 4, !alias.scope !21, !noalias !22
  %fldp56 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  store float %el55, ptr %fldp56, align 4
  %elp59 = getelementptr inbounds float, ptr %buf58, i64 %pos42
  %el60 = load float, ptr %elp59, align 4, !alias.scope !23, !noalias !24
  %fldp61 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  store float %el60, ptr %fldp61, align 4
  %elp64 = getelementptr inbounds i64, ptr %buf63, i64 %pos42
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !25, !noalias !26
  %fldp66 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  store i64 %el65, ptr %fldp66, align 8
  %v67 = load i64, ptr %k_0, align 8
  store i64 %v67, ptr %k_el, align 8
  %v68 = load i64, ptr %k_el, align 8
  store i64 %v68, ptr %the_k_5, align 8
  store i1 true, ptr %live, align 1
  br label %while

exit36:                                           ; preds = %loop34
  %i184 = load i64, ptr %i, align 8
  %next185 = add i64 %i184, 1
  store i64 %next185, ptr %i, align 8
  br label %loop

while:                                            ; preds = %j95, %body35
  %v69 = load i64, ptr %the_k_5, align 8
  %v70 = load i64, ptr %the_unit_6, align 8
  %ic = icmp slt i64 %v69, %v70
  br i1 %ic, label %rhs, label %sc

wbody:                                            ; preds = %sc
  %fldp73 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fldp74 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fld = load float, ptr %fldp74, align 4
  store float %fld, ptr %z_10.0, align 4
  %fldp75 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fldp76 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fld77 = load float, ptr %fldp76, align 4
  store float %fld77, ptr %z_10.1, align 4
  %fldp78 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fldp79 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fld80 = load float, ptr %fldp79, align 4
  store float %fld80, ptr %z_10.2, align 4
  %fldp81 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fldp82 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fld83 = load float, ptr %fldp82, align 4
  store float %fld83, ptr %z_10.3, align 4
  %fldp84 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fldp85 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fld86 = load i64, ptr %fldp85, align 8
  store i64 %fld86, ptr %z_10.4, align 8
  %v87 = load float, ptr %z_10.2, align 4
  %v88 = load float, ptr %z_10.2, align 4
  %fm = fmul float %v87, %v88
  store float %fm, ptr %"%cse0_11", align 4
  %v89 = load float, ptr %z_10.3, align 4
  %v90 = load float, ptr %z_10.3, align 4
  %fm91 = fmul float %v89, %v90
  store float %fm91, ptr %"%cse1_12", align 4
  %v92 = load float, ptr %"%cse0_11", align 4
  %v93 = load float, ptr %"%cse1_12", align 4
  %fa = fadd float %v92, %v93
  %fc = fcmp olt float %fa, 4.000000e+00
  store i1 %fc, ptr %moving, align 1
  %v94 = load i1, ptr %moving, align 1
  br i1 %v94, label %t, label %e

wexit:                                            ; preds = %sc
  %v153 = load i64, ptr %i, align 8
  %v154 = load i64, ptr %j, align 8
  %pos155 = mul i64 0, %dim
  %pos156 = add i64 %pos155, %v153
  %pos157 = mul i64 %pos156, %dim19
  %pos158 = add i64 %pos157, %v154
  %fldp159 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fv = load float, ptr %fldp159, align 4
  %elp162 = getelementptr inbounds float, ptr %buf161, i64 %pos158
  store float %fv, ptr %elp162, align 4, !alias.scope !27, !noalias !28
  %fldp163 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fv164 = load float, ptr %fldp163, align 4
  %elp167 = getelementptr inbounds float, ptr %buf166, i64 %pos158
  store float %fv164, ptr %elp167, align 4, !alias.scope !29, !noalias !30
  %fldp168 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fv169 = load float, ptr %fldp168, align 4
  %elp172 = getelementptr inbounds float, ptr %buf171, i64 %pos158
  store float %fv169, ptr %elp172, align 4, !alias.scope !31, !noalias !32
  %fldp173 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fv174 = load float, ptr %fldp173, align 4
  %elp177 = getelementptr inbounds float, ptr %buf176, i64 %pos158
  store float %fv174, ptr %elp177, align 4, !alias.scope !33, !noalias !34
  %fldp178 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fv179 = load i64, ptr %fldp178, align 8
  %elp182 = getelementptr inbounds i64, ptr %buf181, i64 %pos158
  store i64 %fv179, ptr %elp182, align 8, !alias.scope !35, !noalias !36
  %i183 = load i64, ptr %j, align 8
  %next = add i64 %i183, 1
  store i64 %next, ptr %j, align 8
  br label %loop34

rhs:                                              ; preds = %while
  %v71 = load i1, ptr %live, align 1
  br label %sc

sc:                                               ; preds = %rhs, %while
  %sc72 = phi i1 [ false, %while ], [ %v71, %rhs ]
  br i1 %sc72, label %wbody, label %wexit

t:                                                ; preds = %wbody
  %v96 = load float, ptr %z_10.0, align 4
  %tup = insertvalue { float, float, float, float, i64 } undef, float %v96, 0
  %v97 = load float, ptr %z_10.1, align 4
  %tup98 = insertvalue { float, float, float, float, i64 } %tup, float %v97, 1
  %v99 = load float, ptr %"%cse0_11", align 4
  %v100 = load float, ptr %"%cse1_12", align 4
  %fs = fsub float %v99, %v100
  %v101 = load float, ptr %z_10.0, align 4
  %fa102 = fadd float %fs, %v101
  %tup103 = insertvalue { float, float, float, float, i64 } %tup98, float %fa102, 2
  %v104 = load float, ptr %z_10.2, align 4
  %fm105 = fmul float 2.000000e+00, %v104
  %v106 = load float, ptr %z_10.3, align 4
  %fm107 = fmul float %fm105, %v106
  %v108 = load float, ptr %z_10.1, align 4
  %fa109 = fadd float %fm107, %v108
  %tup110 = insertvalue { float, float, float, float, i64 } %tup103, float %fa109, 3
  %v111 = load i64, ptr %z_10.4, align 8
  %add = add i64 %v111, 1
  %tup112 = insertvalue { float, float, float, float, i64 } %tup110, i64 %add, 4
  br label %j95

e:                                                ; preds = %wbody
  %v113 = load float, ptr %z_10.0, align 4
  %tup114 = insertvalue { float, float, float, float, i64 } undef, float %v113, 0
  %v115 = load float, ptr %z_10.1, align 4
  %tup116 = insertvalue { float, float, float, float, i64 } %tup114, float %v115, 1
  %v117 = load float, ptr %z_10.2, align 4
  %tup118 = insertvalue { float, float, float, float, i64 } %tup116, float %v117, 2
  %v119 = load float, ptr %z_10.3, align 4
  %tup120 = insertvalue { float, float, float, float, i64 } %tup118, float %v119, 3
  %v121 = load i64, ptr %z_10.4, align 8
  %tup122 = insertvalue { float, float, float, float, i64 } %tup120, i64 %v121, 4
  br label %j95

j95:                                              ; preds = %e, %t
  %if = phi { float, float, float, float, i64 } [ %tup112, %t ], [ %tup122, %e ]
  store { float, float, float, float, i64 } %if, ptr %map_7, align 8
  %fldp123 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 0
  %fldp124 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 0
  %fld125 = load float, ptr %fldp124, align 4
  store float %fld125, ptr %map_next.0, align 4
  %fldp126 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 1
  %fldp127 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 1
  %fld128 = load float, ptr %fldp127, align 4
  store float %fld128, ptr %map_next.1, align 4
  %fldp129 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 2
  %fldp130 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 2
  %fld131 = load float, ptr %fldp130, align 4
  store float %fld131, ptr %map_next.2, align 4
  %fldp132 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 3
  %fldp133 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 3
  %fld134 = load float, ptr %fldp133, align 4
  store float %fld134, ptr %map_next.3, align 4
  %fldp135 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 4
  %fldp136 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 4
  %fld137 = load i64, ptr %fldp136, align 8
  store i64 %fld137, ptr %map_next.4, align 8
  %v138 = load i64, ptr %k_el, align 8
  %add139 = add i64 %v138, 1
  store i64 %add139, ptr %unit3_13, align 8
  %v140 = load float, ptr %map_next.0, align 4
  %tup141 = insertvalue { float, float, float, float, i64 } undef, float %v140, 0
  %v142 = load float, ptr %map_next.1, align 4
  %tup143 = insertvalue { float, float, float, float, i64 } %tup141, float %v142, 1
  %v144 = load float, ptr %map_next.2, align 4
  %tup145 = insertvalue { float, float, float, float, i64 } %tup143, float %v144, 2
  %v146 = load float, ptr %map_next.3, align 4
  %tup147 = insertvalue { float, float, float, float, i64 } %tup145, float %v146, 3
  %v148 = load i64, ptr %map_next.4, align 8
  %tup149 = insertvalue { float, float, float, float, i64 } %tup147, i64 %v148, 4
  store { float, float, float, float, i64 } %tup149, ptr %z_el, align 8
  %v150 = load i64, ptr %unit3_13, align 8
  store i64 %v150, ptr %k_el, align 8
  %v151 = load i64, ptr %k_el, align 8
  store i64 %v151, ptr %the_k_5, align 8
  %v152 = load i1, ptr %moving, align 1
  store i1 %v152, ptr %live, align 1
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.3", !2}
!7 = !{!"fuselab.buf.4", !2}
!8 = !{!"fuselab.buf.5", !2}
!9 = !{!"fuselab.buf.6", !2}
!10 = !{!"fuselab.buf.20", !2}
!11 = !{!"fuselab.buf.21", !2}
!12 = !{!"fuselab.buf.22", !2}
!13 = !{!"fuselab.buf.23", !2}
!14 = !{!"fuselab.buf.24", !2}
!15 = !{!9}
!16 = !{!4, !5, !6, !7, !8, !1, !10, !11, !12, !13, !14}
!17 = !{!4}
!18 = !{!5, !6, !7, !8, !9, !1, !10, !11, !12, !13, !14}
!19 = !{!5}
!20 = !{!4, !6, !7, !8, !9, !1, !10, !11, !12, !13, !14}
!21 = !{!6}
!22 = !{!4, !5, !7, !8, !9, !1, !10, !11, !12, !13, !14}
!23 = !{!7}
!24 = !{!4, !5, !6, !8, !9, !1, !10, !11, !12, !13, !14}
!25 = !{!8}
!26 = !{!4, !5, !6, !7, !9, !1, !10, !11, !12, !13, !14}
!27 = !{!10}
!28 = !{!4, !5, !6, !7, !8, !9, !1, !11, !12, !13, !14}
!29 = !{!11}
!30 = !{!4, !5, !6, !7, !8, !9, !1, !10, !12, !13, !14}
!31 = !{!12}
!32 = !{!4, !5, !6, !7, !8, !9, !1, !10, !11, !13, !14}
!33 = !{!13}
!34 = !{!4, !5, !6, !7, !8, !9, !1, !10, !11, !12, !14}
!35 = !{!14}
!36 = !{!4, !5, !6, !7, !8, !9, !1, !10, !11, !12, !13}

; cluster c6: counts
; ModuleID = 'mandelbrot_c6'
source_filename = "mandelbrot_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 65
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %loop_18 = alloca { float, float, float, float, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf50 = load ptr, ptr %bufp49, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf55 = load ptr, ptr %bufp54, align 8
  %counts_15 = alloca i64, align 8
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf69 = load ptr, ptr %bufp68, align 8
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
  store i64 6, ptr %errp20, align 8
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
  store i64 6, ptr %errp27, align 8
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
  %fldp = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos38
  %el42 = load float, ptr %elp41, align 4, !alias.scope !9, !noalias !10
  %fldp43 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 1
  store float %el42, ptr %fldp43, align 4
  %elp46 = getelementptr inbounds float, ptr %buf45, i64 %pos38
  %el47 = load float, ptr %elp46, align 4, !alias.scope !11, !noalias !12
  %fldp48 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 2
  store float %el47, ptr %fldp48, align 4
  %elp51 = getelementptr inbounds float, ptr %buf50, i64 %pos38
  %el52 = load float, ptr %elp51, align 4, !alias.scope !13, !noalias !14
  %fldp53 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 3
  store float %el52, ptr %fldp53, align 4
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos38
  %el57 = load i64, ptr %elp56, align 8, !alias.scope !15, !noalias !16
  %fldp58 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 4
  store i64 %el57, ptr %fldp58, align 8
  %fldp59 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 4
  %fldp60 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_18, i32 0, i32 4
  %fld = load i64, ptr %fldp60, align 8
  store i64 %fld, ptr %counts_15, align 8
  %v61 = load i64, ptr %i, align 8
  %v62 = load i64, ptr %j, align 8
  %pos63 = mul i64 0, %dim
  %pos64 = add i64 %pos63, %v61
  %pos65 = mul i64 %pos64, %dim15
  %pos66 = add i64 %pos65, %v62
  %v67 = load i64, ptr %counts_15, align 8
  %elp70 = getelementptr inbounds i64, ptr %buf69, i64 %pos66
  store i64 %v67, ptr %elp70, align 8, !alias.scope !17, !noalias !18
  %i71 = load i64, ptr %j, align 8
  %next = add i64 %i71, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i72 = load i64, ptr %i, align 8
  %next73 = add i64 %i72, 1
  store i64 %next73, ptr %i, align 8
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
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.21", !2}
!5 = !{!"fuselab.buf.22", !2}
!6 = !{!"fuselab.buf.23", !2}
!7 = !{!"fuselab.buf.24", !2}
!8 = !{!"fuselab.buf.26", !2}
!9 = !{!4}
!10 = !{!1, !5, !6, !7, !8}
!11 = !{!5}
!12 = !{!1, !4, !6, !7, !8}
!13 = !{!6}
!14 = !{!1, !4, !5, !7, !8}
!15 = !{!7}
!16 = !{!1, !4, !5, !6, !8}
!17 = !{!8}
!18 = !{!1, !4, !5, !6, !7}

