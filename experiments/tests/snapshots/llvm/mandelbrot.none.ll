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

; cluster c3: map
; ModuleID = 'mandelbrot_c3'
source_filename = "mandelbrot_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 33
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %z_10 = alloca { float, float, float, float, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf50 = load ptr, ptr %bufp49, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf55 = load ptr, ptr %bufp54, align 8
  %"%cse0_11" = alloca float, align 4
  %"%cse1_12" = alloca float, align 4
  %map_7 = alloca { float, float, float, float, i64 }, align 8
  %bufp102 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf103 = load ptr, ptr %bufp102, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf108 = load ptr, ptr %bufp107, align 8
  %bufp112 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf113 = load ptr, ptr %bufp112, align 8
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf118 = load ptr, ptr %bufp117, align 8
  %bufp122 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf123 = load ptr, ptr %bufp122, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp9, align 8
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
  store i64 3, ptr %errp20, align 8
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
  store i64 3, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %j69, %ok25
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
  %fldp = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos38
  %el42 = load float, ptr %elp41, align 4, !alias.scope !13, !noalias !14
  %fldp43 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 1
  store float %el42, ptr %fldp43, align 4
  %elp46 = getelementptr inbounds float, ptr %buf45, i64 %pos38
  %el47 = load float, ptr %elp46, align 4, !alias.scope !15, !noalias !16
  %fldp48 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 2
  store float %el47, ptr %fldp48, align 4
  %elp51 = getelementptr inbounds float, ptr %buf50, i64 %pos38
  %el52 = load float, ptr %elp51, align 4, !alias.scope !17, !noalias !18
  %fldp53 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 3
  store float %el52, ptr %fldp53, align 4
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos38
  %el57 = load i64, ptr %elp56, align 8, !alias.scope !19, !noalias !20
  %fldp58 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 4
  store i64 %el57, ptr %fldp58, align 8
  %fldp59 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 2
  %fld = load float, ptr %fldp59, align 4
  %fldp60 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 2
  %fld61 = load float, ptr %fldp60, align 4
  %fm = fmul float %fld, %fld61
  store float %fm, ptr %"%cse0_11", align 4
  %fldp62 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 3
  %fld63 = load float, ptr %fldp62, align 4
  %fldp64 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 3
  %fld65 = load float, ptr %fldp64, align 4
  %fm66 = fmul float %fld63, %fld65
  store float %fm66, ptr %"%cse1_12", align 4
  %v67 = load float, ptr %"%cse0_11", align 4
  %v68 = load float, ptr %"%cse1_12", align 4
  %fa = fadd float %v67, %v68
  %fc = fcmp olt float %fa, 4.000000e+00
  br i1 %fc, label %t, label %e

exit32:                                           ; preds = %loop30
  %i126 = load i64, ptr %i, align 8
  %next127 = add i64 %i126, 1
  store i64 %next127, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body31
  %fldp70 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 0
  %fld71 = load float, ptr %fldp70, align 4
  %tup = insertvalue { float, float, float, float, i64 } undef, float %fld71, 0
  %fldp72 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 1
  %fld73 = load float, ptr %fldp72, align 4
  %tup74 = insertvalue { float, float, float, float, i64 } %tup, float %fld73, 1
  %v75 = load float, ptr %"%cse0_11", align 4
  %v76 = load float, ptr %"%cse1_12", align 4
  %fs = fsub float %v75, %v76
  %fldp77 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 0
  %fld78 = load float, ptr %fldp77, align 4
  %fa79 = fadd float %fs, %fld78
  %tup80 = insertvalue { float, float, float, float, i64 } %tup74, float %fa79, 2
  %fldp81 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 2
  %fld82 = load float, ptr %fldp81, align 4
  %fm83 = fmul float 2.000000e+00, %fld82
  %fldp84 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 3
  %fld85 = load float, ptr %fldp84, align 4
  %fm86 = fmul float %fm83, %fld85
  %fldp87 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 1
  %fld88 = load float, ptr %fldp87, align 4
  %fa89 = fadd float %fm86, %fld88
  %tup90 = insertvalue { float, float, float, float, i64 } %tup80, float %fa89, 3
  %fldp91 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_10, i32 0, i32 4
  %fld92 = load i64, ptr %fldp91, align 8
  %add = add i64 %fld92, 1
  %tup93 = insertvalue { float, float, float, float, i64 } %tup90, i64 %add, 4
  br label %j69

e:                                                ; preds = %body31
  %v94 = load { float, float, float, float, i64 }, ptr %z_10, align 8
  br label %j69

j69:                                              ; preds = %e, %t
  %if = phi { float, float, float, float, i64 } [ %tup93, %t ], [ %v94, %e ]
  store { float, float, float, float, i64 } %if, ptr %map_7, align 8
  %v95 = load i64, ptr %i, align 8
  %v96 = load i64, ptr %j, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v95
  %pos99 = mul i64 %pos98, %dim15
  %pos100 = add i64 %pos99, %v96
  %fldp101 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 0
  %fv = load float, ptr %fldp101, align 4
  %elp104 = getelementptr inbounds float, ptr %buf103, i64 %pos100
  store float %fv, ptr %elp104, align 4, !alias.scope !21, !noalias !22
  %fldp105 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 1
  %fv106 = load float, ptr %fldp105, align 4
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos100
  store float %fv106, ptr %elp109, align 4, !alias.scope !23, !noalias !24
  %fldp110 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 2
  %fv111 = load float, ptr %fldp110, align 4
  %elp114 = getelementptr inbounds float, ptr %buf113, i64 %pos100
  store float %fv111, ptr %elp114, align 4, !alias.scope !25, !noalias !26
  %fldp115 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 3
  %fv116 = load float, ptr %fldp115, align 4
  %elp119 = getelementptr inbounds float, ptr %buf118, i64 %pos100
  store float %fv116, ptr %elp119, align 4, !alias.scope !27, !noalias !28
  %fldp120 = getelementptr inbounds { float, float, float, float, i64 }, ptr %map_7, i32 0, i32 4
  %fv121 = load i64, ptr %fldp120, align 8
  %elp124 = getelementptr inbounds i64, ptr %buf123, i64 %pos100
  store i64 %fv121, ptr %elp124, align 8, !alias.scope !29, !noalias !30
  %i125 = load i64, ptr %j, align 8
  %next = add i64 %i125, 1
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
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11, !12}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!"fuselab.buf.11", !2}
!7 = !{!"fuselab.buf.12", !2}
!8 = !{!"fuselab.buf.14", !2}
!9 = !{!"fuselab.buf.15", !2}
!10 = !{!"fuselab.buf.16", !2}
!11 = !{!"fuselab.buf.17", !2}
!12 = !{!"fuselab.buf.18", !2}
!13 = !{!4}
!14 = !{!1, !5, !6, !7, !8, !9, !10, !11, !12}
!15 = !{!5}
!16 = !{!1, !4, !6, !7, !8, !9, !10, !11, !12}
!17 = !{!6}
!18 = !{!1, !4, !5, !7, !8, !9, !10, !11, !12}
!19 = !{!7}
!20 = !{!1, !4, !5, !6, !8, !9, !10, !11, !12}
!21 = !{!8}
!22 = !{!1, !4, !5, !6, !7, !9, !10, !11, !12}
!23 = !{!9}
!24 = !{!1, !4, !5, !6, !7, !8, !10, !11, !12}
!25 = !{!10}
!26 = !{!1, !4, !5, !6, !7, !8, !9, !11, !12}
!27 = !{!11}
!28 = !{!1, !4, !5, !6, !7, !8, !9, !10, !12}
!29 = !{!12}
!30 = !{!1, !4, !5, !6, !7, !8, !9, !10, !11}

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

