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
  store i64 0, ptr %unit_3, align 8
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

; cluster c3: unit2
; ModuleID = 'mandelbrot_c3'
source_filename = "mandelbrot_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_k_12 = alloca i64, align 8
  %unit2_11 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_k_12, align 8
  %v = load i64, ptr %the_k_12, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit2_11, align 8
  %v1 = load i64, ptr %unit2_11, align 8
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.18", !2}

; cluster c2: PerElementLoop(z1)
; ModuleID = 'mandelbrot_c2'
source_filename = "mandelbrot_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %k_0 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 9
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %z_el = alloca { float, float, float, float, i64 }, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf44 = load ptr, ptr %bufp43, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf49 = load ptr, ptr %bufp48, align 8
  %bufp53 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf54 = load ptr, ptr %bufp53, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf59 = load ptr, ptr %bufp58, align 8
  %k_el = alloca i64, align 8
  %the_k_4 = alloca i64, align 8
  %live = alloca i1, align 1
  %z_8.0 = alloca float, align 4
  %z_8.1 = alloca float, align 4
  %z_8.2 = alloca float, align 4
  %z_8.3 = alloca float, align 4
  %z_8.4 = alloca i64, align 8
  %"%cse0_9" = alloca float, align 4
  %"%cse1_10" = alloca float, align 4
  %moving = alloca i1, align 1
  %z1_5 = alloca { float, float, float, float, i64 }, align 8
  %z1_next.0 = alloca float, align 4
  %z1_next.1 = alloca float, align 4
  %z1_next.2 = alloca float, align 4
  %z1_next.3 = alloca float, align 4
  %z1_next.4 = alloca i64, align 8
  %unit2_11 = alloca i64, align 8
  %bufp155 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf156 = load ptr, ptr %bufp155, align 8
  %bufp160 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf161 = load ptr, ptr %bufp160, align 8
  %bufp165 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf166 = load ptr, ptr %bufp165, align 8
  %bufp170 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf171 = load ptr, ptr %bufp170, align 8
  %bufp175 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf176 = load ptr, ptr %bufp175, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %k_0, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp9, align 8
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
  store i64 4, ptr %errp20, align 8
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
  store i64 4, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %wexit, %ok25
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
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos38
  %el42 = load float, ptr %elp41, align 4, !alias.scope !14, !noalias !15
  %fldp = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  store float %el42, ptr %fldp, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos38
  %el46 = load float, ptr %elp45, align 4, !alias.scope !16, !noalias !17
  %fldp47 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  store float %el46, ptr %fldp47, align 4
  %elp50 = getelementptr inbounds float, ptr %buf49, i64 %pos38
  %el51 = load float, ptr %elp50, align 4, !alias.scope !18, !noalias !19
  %fldp52 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  store float %el51, ptr %fldp52, align 4
  %elp55 = getelementptr inbounds float, ptr %buf54, i64 %pos38
  %el56 = load float, ptr %elp55, align 4, !alias.scope !20, !noalias !21
  %fldp57 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  store float %el56, ptr %fldp57, align 4
  %elp60 = getelementptr inbounds i64, ptr %buf59, i64 %pos38
  %el61 = load i64, ptr %elp60, align 8, !alias.scope !22, !noalias !23
  %fldp62 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  store i64 %el61, ptr %fldp62, align 8
  %v63 = load i64, ptr %k_0, align 8
  store i64 %v63, ptr %k_el, align 8
  %v64 = load i64, ptr %k_el, align 8
  store i64 %v64, ptr %the_k_4, align 8
  store i1 true, ptr %live, align 1
  br label %while

exit32:                                           ; preds = %loop30
  %i179 = load i64, ptr %i, align 8
  %next180 = add i64 %i179, 1
  store i64 %next180, ptr %i, align 8
  br label %loop

while:                                            ; preds = %j90, %body31
  %v65 = load i64, ptr %the_k_4, align 8
  %ic = icmp slt i64 %v65, 32
  br i1 %ic, label %rhs, label %sc

wbody:                                            ; preds = %sc
  %fldp68 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fldp69 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fld = load float, ptr %fldp69, align 4
  store float %fld, ptr %z_8.0, align 4
  %fldp70 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fldp71 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fld72 = load float, ptr %fldp71, align 4
  store float %fld72, ptr %z_8.1, align 4
  %fldp73 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fldp74 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fld75 = load float, ptr %fldp74, align 4
  store float %fld75, ptr %z_8.2, align 4
  %fldp76 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fldp77 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fld78 = load float, ptr %fldp77, align 4
  store float %fld78, ptr %z_8.3, align 4
  %fldp79 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fldp80 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fld81 = load i64, ptr %fldp80, align 8
  store i64 %fld81, ptr %z_8.4, align 8
  %v82 = load float, ptr %z_8.2, align 4
  %v83 = load float, ptr %z_8.2, align 4
  %fm = fmul float %v82, %v83
  store float %fm, ptr %"%cse0_9", align 4
  %v84 = load float, ptr %z_8.3, align 4
  %v85 = load float, ptr %z_8.3, align 4
  %fm86 = fmul float %v84, %v85
  store float %fm86, ptr %"%cse1_10", align 4
  %v87 = load float, ptr %"%cse0_9", align 4
  %v88 = load float, ptr %"%cse1_10", align 4
  %fa = fadd float %v87, %v88
  %fc = fcmp olt float %fa, 4.000000e+00
  store i1 %fc, ptr %moving, align 1
  %v89 = load i1, ptr %moving, align 1
  br i1 %v89, label %t, label %e

wexit:                                            ; preds = %sc
  %v148 = load i64, ptr %i, align 8
  %v149 = load i64, ptr %j, align 8
  %pos150 = mul i64 0, %dim
  %pos151 = add i64 %pos150, %v148
  %pos152 = mul i64 %pos151, %dim15
  %pos153 = add i64 %pos152, %v149
  %fldp154 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 0
  %fv = load float, ptr %fldp154, align 4
  %elp157 = getelementptr inbounds float, ptr %buf156, i64 %pos153
  store float %fv, ptr %elp157, align 4, !alias.scope !24, !noalias !25
  %fldp158 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 1
  %fv159 = load float, ptr %fldp158, align 4
  %elp162 = getelementptr inbounds float, ptr %buf161, i64 %pos153
  store float %fv159, ptr %elp162, align 4, !alias.scope !26, !noalias !27
  %fldp163 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 2
  %fv164 = load float, ptr %fldp163, align 4
  %elp167 = getelementptr inbounds float, ptr %buf166, i64 %pos153
  store float %fv164, ptr %elp167, align 4, !alias.scope !28, !noalias !29
  %fldp168 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 3
  %fv169 = load float, ptr %fldp168, align 4
  %elp172 = getelementptr inbounds float, ptr %buf171, i64 %pos153
  store float %fv169, ptr %elp172, align 4, !alias.scope !30, !noalias !31
  %fldp173 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z_el, i32 0, i32 4
  %fv174 = load i64, ptr %fldp173, align 8
  %elp177 = getelementptr inbounds i64, ptr %buf176, i64 %pos153
  store i64 %fv174, ptr %elp177, align 8, !alias.scope !32, !noalias !33
  %i178 = load i64, ptr %j, align 8
  %next = add i64 %i178, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

rhs:                                              ; preds = %while
  %v66 = load i1, ptr %live, align 1
  br label %sc

sc:                                               ; preds = %rhs, %while
  %sc67 = phi i1 [ false, %while ], [ %v66, %rhs ]
  br i1 %sc67, label %wbody, label %wexit

t:                                                ; preds = %wbody
  %v91 = load float, ptr %z_8.0, align 4
  %tup = insertvalue { float, float, float, float, i64 } undef, float %v91, 0
  %v92 = load float, ptr %z_8.1, align 4
  %tup93 = insertvalue { float, float, float, float, i64 } %tup, float %v92, 1
  %v94 = load float, ptr %"%cse0_9", align 4
  %v95 = load float, ptr %"%cse1_10", align 4
  %fs = fsub float %v94, %v95
  %v96 = load float, ptr %z_8.0, align 4
  %fa97 = fadd float %fs, %v96
  %tup98 = insertvalue { float, float, float, float, i64 } %tup93, float %fa97, 2
  %v99 = load float, ptr %z_8.2, align 4
  %fm100 = fmul float 2.000000e+00, %v99
  %v101 = load float, ptr %z_8.3, align 4
  %fm102 = fmul float %fm100, %v101
  %v103 = load float, ptr %z_8.1, align 4
  %fa104 = fadd float %fm102, %v103
  %tup105 = insertvalue { float, float, float, float, i64 } %tup98, float %fa104, 3
  %v106 = load i64, ptr %z_8.4, align 8
  %add = add i64 %v106, 1
  %tup107 = insertvalue { float, float, float, float, i64 } %tup105, i64 %add, 4
  br label %j90

e:                                                ; preds = %wbody
  %v108 = load float, ptr %z_8.0, align 4
  %tup109 = insertvalue { float, float, float, float, i64 } undef, float %v108, 0
  %v110 = load float, ptr %z_8.1, align 4
  %tup111 = insertvalue { float, float, float, float, i64 } %tup109, float %v110, 1
  %v112 = load float, ptr %z_8.2, align 4
  %tup113 = insertvalue { float, float, float, float, i64 } %tup111, float %v112, 2
  %v114 = load float, ptr %z_8.3, align 4
  %tup115 = insertvalue { float, float, float, float, i64 } %tup113, float %v114, 3
  %v116 = load i64, ptr %z_8.4, align 8
  %tup117 = insertvalue { float, float, float, float, i64 } %tup115, i64 %v116, 4
  br label %j90

j90:                                              ; preds = %e, %t
  %if = phi { float, float, float, float, i64 } [ %tup107, %t ], [ %tup117, %e ]
  store { float, float, float, float, i64 } %if, ptr %z1_5, align 8
  %fldp118 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 0
  %fldp119 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 0
  %fld120 = load float, ptr %fldp119, align 4
  store float %fld120, ptr %z1_next.0, align 4
  %fldp121 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 1
  %fldp122 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 1
  %fld123 = load float, ptr %fldp122, align 4
  store float %fld123, ptr %z1_next.1, align 4
  %fldp124 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 2
  %fldp125 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 2
  %fld126 = load float, ptr %fldp125, align 4
  store float %fld126, ptr %z1_next.2, align 4
  %fldp127 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 3
  %fldp128 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 3
  %fld129 = load float, ptr %fldp128, align 4
  store float %fld129, ptr %z1_next.3, align 4
  %fldp130 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 4
  %fldp131 = getelementptr inbounds { float, float, float, float, i64 }, ptr %z1_5, i32 0, i32 4
  %fld132 = load i64, ptr %fldp131, align 8
  store i64 %fld132, ptr %z1_next.4, align 8
  %v133 = load i64, ptr %k_el, align 8
  %add134 = add i64 %v133, 1
  store i64 %add134, ptr %unit2_11, align 8
  %v135 = load float, ptr %z1_next.0, align 4
  %tup136 = insertvalue { float, float, float, float, i64 } undef, float %v135, 0
  %v137 = load float, ptr %z1_next.1, align 4
  %tup138 = insertvalue { float, float, float, float, i64 } %tup136, float %v137, 1
  %v139 = load float, ptr %z1_next.2, align 4
  %tup140 = insertvalue { float, float, float, float, i64 } %tup138, float %v139, 2
  %v141 = load float, ptr %z1_next.3, align 4
  %tup142 = insertvalue { float, float, float, float, i64 } %tup140, float %v141, 3
  %v143 = load i64, ptr %z1_next.4, align 8
  %tup144 = insertvalue { float, float, float, float, i64 } %tup142, i64 %v143, 4
  store { float, float, float, float, i64 } %tup144, ptr %z_el, align 8
  %v145 = load i64, ptr %unit2_11, align 8
  store i64 %v145, ptr %k_el, align 8
  %v146 = load i64, ptr %k_el, align 8
  store i64 %v146, ptr %the_k_4, align 8
  %v147 = load i1, ptr %moving, align 1
  store i1 %v147, ptr %live, align 1
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.3", !2}
!7 = !{!"fuselab.buf.4", !2}
!8 = !{!"fuselab.buf.5", !2}
!9 = !{!"fuselab.buf.19", !2}
!10 = !{!"fuselab.buf.20", !2}
!11 = !{!"fuselab.buf.21", !2}
!12 = !{!"fuselab.buf.22", !2}
!13 = !{!"fuselab.buf.23", !2}
!14 = !{!4}
!15 = !{!5, !6, !7, !8, !1, !9, !10, !11, !12, !13}
!16 = !{!5}
!17 = !{!4, !6, !7, !8, !1, !9, !10, !11, !12, !13}
!18 = !{!6}
!19 = !{!4, !5, !7, !8, !1, !9, !10, !11, !12, !13}
!20 = !{!7}
!21 = !{!4, !5, !6, !8, !1, !9, !10, !11, !12, !13}
!22 = !{!8}
!23 = !{!4, !5, !6, !7, !1, !9, !10, !11, !12, !13}
!24 = !{!9}
!25 = !{!4, !5, !6, !7, !8, !1, !10, !11, !12, !13}
!26 = !{!10}
!27 = !{!4, !5, !6, !7, !8, !1, !9, !11, !12, !13}
!28 = !{!11}
!29 = !{!4, !5, !6, !7, !8, !1, !9, !10, !12, !13}
!30 = !{!12}
!31 = !{!4, !5, !6, !7, !8, !1, !9, !10, !11, !13}
!32 = !{!13}
!33 = !{!4, !5, !6, !7, !8, !1, !9, !10, !11, !12}

; cluster c5: counts
; ModuleID = 'mandelbrot_c5'
source_filename = "mandelbrot_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 57
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %loop_16 = alloca { float, float, float, float, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 19
  %buf = load ptr, ptr %bufp, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf40 = load ptr, ptr %bufp39, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf50 = load ptr, ptr %bufp49, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf55 = load ptr, ptr %bufp54, align 8
  %counts_13 = alloca i64, align 8
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 25
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
  store i64 5, ptr %errp20, align 8
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
  store i64 5, ptr %errp27, align 8
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
  %fldp = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos38
  %el42 = load float, ptr %elp41, align 4, !alias.scope !9, !noalias !10
  %fldp43 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 1
  store float %el42, ptr %fldp43, align 4
  %elp46 = getelementptr inbounds float, ptr %buf45, i64 %pos38
  %el47 = load float, ptr %elp46, align 4, !alias.scope !11, !noalias !12
  %fldp48 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 2
  store float %el47, ptr %fldp48, align 4
  %elp51 = getelementptr inbounds float, ptr %buf50, i64 %pos38
  %el52 = load float, ptr %elp51, align 4, !alias.scope !13, !noalias !14
  %fldp53 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 3
  store float %el52, ptr %fldp53, align 4
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos38
  %el57 = load i64, ptr %elp56, align 8, !alias.scope !15, !noalias !16
  %fldp58 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 4
  store i64 %el57, ptr %fldp58, align 8
  %fldp59 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 4
  %fldp60 = getelementptr inbounds { float, float, float, float, i64 }, ptr %loop_16, i32 0, i32 4
  %fld = load i64, ptr %fldp60, align 8
  store i64 %fld, ptr %counts_13, align 8
  %v61 = load i64, ptr %i, align 8
  %v62 = load i64, ptr %j, align 8
  %pos63 = mul i64 0, %dim
  %pos64 = add i64 %pos63, %v61
  %pos65 = mul i64 %pos64, %dim15
  %pos66 = add i64 %pos65, %v62
  %v67 = load i64, ptr %counts_13, align 8
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
!1 = !{!"fuselab.buf.19", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.20", !2}
!5 = !{!"fuselab.buf.21", !2}
!6 = !{!"fuselab.buf.22", !2}
!7 = !{!"fuselab.buf.23", !2}
!8 = !{!"fuselab.buf.25", !2}
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

; cluster c6: def_mandelbrot
; ModuleID = 'mandelbrot_c6'
source_filename = "mandelbrot_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 0
  %dim2 = load i64, ptr %dimp1, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 73
  %dim8 = load i64, ptr %dimp7, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 1
  %dim12 = load i64, ptr %dimp11, align 8
  br label %body

body:                                             ; preds = %entry
  %mul = mul i64 1, %dim2
  %ic = icmp eq i64 %dim, %mul
  %mul3 = mul i64 1, %dim2
  br i1 %ic, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 10, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %mul3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup9 = insertvalue { i64, i64 } %tup, i64 %dim8, 1
  %proj = extractvalue { i64, i64 } %tup9, 1
  %tup10 = insertvalue { i64, i64 } undef, i64 %dim2, 0
  %tup13 = insertvalue { i64, i64 } %tup10, i64 %dim12, 1
  %proj14 = extractvalue { i64, i64 } %tup13, 1
  %mul15 = mul i64 1, %proj14
  %ic16 = icmp eq i64 %proj, %mul15
  %tup17 = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup18 = insertvalue { i64, i64 } %tup17, i64 %dim8, 1
  %proj19 = extractvalue { i64, i64 } %tup18, 1
  %tup20 = insertvalue { i64, i64 } undef, i64 %dim2, 0
  %tup21 = insertvalue { i64, i64 } %tup20, i64 %dim12, 1
  %proj22 = extractvalue { i64, i64 } %tup21, 1
  %mul23 = mul i64 1, %proj22
  br i1 %ic16, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 10, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %proj19, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %mul23, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

