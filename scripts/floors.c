/* What hand-written C reaches on this machine for the kernels whose `ilp`
 * misses the CPU-speed issue's bandwidth bound (README, "Against the peers
 * on each instruction set"): the floors the README's "why" rests on.
 *
 * Built and run by scripts/floors.sh (gcc -O3 -march=native -fopenmp, two
 * threads by default). Every kernel runs 9 times on recycled memory (huge
 * pages asked for, touched first); each line prints the median and the
 * minimum, and the median over the kernel's bound: the bytes fuselab's cost
 * model counts for the same program, at the triad bandwidth measured here
 * first (bytes read + written, as `fuselab bench` counts them).
 *
 * - read, copy, triad: 2^25 f64 per array, as `fuselab bench`'s probe.
 * - transpose: transpose_maps (8192 x 4096 f32, c = 3 (a + 1) transposed),
 *   8 x 8 blocks transposed in AVX registers, in 16 x 16 and 64 x 64 tiles,
 *   with ordinary and with streaming stores, and in 64 x 64 tiles through
 *   a buffer (two passes, as `ilp`'s code).
 * - gather: gather_indices (k = 2^25 indices in 0..99, n = 2^20), with one
 *   hardware remainder per element, and with none (the indices used as
 *   they are: what the loop costs without its division).
 */
#include <immintrin.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define REPS 9

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* Zeroed memory on 2 MiB pages where the kernel gives them. */
static void *big(size_t bytes) {
    size_t rounded = (bytes + (1 << 21) - 1) & ~(size_t)((1 << 21) - 1);
    void *p = aligned_alloc(1 << 21, rounded);
    if (!p) {
        perror("aligned_alloc");
        exit(1);
    }
    madvise(p, rounded, MADV_HUGEPAGE);
    memset(p, 0, rounded);
    return p;
}

static int by_value(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

typedef void (*kernel)(void);

/* Median and minimum of REPS runs of k, in ms. */
static void timed(kernel k, double *median, double *min) {
    double t[REPS];
    for (int r = 0; r < REPS; r++) {
        double s = now_ms();
        k();
        t[r] = now_ms() - s;
    }
    qsort(t, REPS, sizeof t[0], by_value);
    *median = t[REPS / 2];
    *min = t[0];
}

static double triad_gbs;

static void report(const char *name, kernel k, double bytes) {
    double median, min;
    timed(k, &median, &min);
    double bound = bytes / (triad_gbs * 1e6);
    printf("%-28s median %7.1f ms  min %7.1f ms  median/bound %5.2f\n", name, median, min,
           median / bound);
}

/* ---- bandwidth ---------------------------------------------------------- */

#define NB (1L << 25)
static double *ba, *bb, *bc;
static volatile double sink;

/* The doubles' bits summed as integers: a float sum in order would be
 * bound by the add's latency, not by memory. */
static void read_sum(void) {
    const int64_t *bits = (const int64_t *)ba;
    int64_t s = 0;
#pragma omp parallel for reduction(+ : s)
    for (long i = 0; i < NB; i++) s += bits[i];
    sink = (double)s;
}

static void copy(void) {
#pragma omp parallel for
    for (long i = 0; i < NB; i++) bb[i] = ba[i];
}

static void triad(void) {
#pragma omp parallel for
    for (long i = 0; i < NB; i++) ba[i] = bb[i] + 3.0 * bc[i];
}

/* ---- transpose_maps ------------------------------------------------------ */

#define M 8192
#define N 4096
static float *ta, *tc;

static inline void transpose8(__m256 r[8]) {
    __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
    __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
    __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
    __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
    __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xEE);
    __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xEE);
    __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xEE);
    __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xEE);
    r[0] = _mm256_permute2f128_ps(s0, s4, 0x20);
    r[1] = _mm256_permute2f128_ps(s1, s5, 0x20);
    r[2] = _mm256_permute2f128_ps(s2, s6, 0x20);
    r[3] = _mm256_permute2f128_ps(s3, s7, 0x20);
    r[4] = _mm256_permute2f128_ps(s0, s4, 0x31);
    r[5] = _mm256_permute2f128_ps(s1, s5, 0x31);
    r[6] = _mm256_permute2f128_ps(s2, s6, 0x31);
    r[7] = _mm256_permute2f128_ps(s3, s7, 0x31);
}

/* c[j][i] = 3 (a[i][j] + 1) in tiles of tile x tile. */
static void transpose_tiles(int tile, int streaming) {
#pragma omp parallel for schedule(static)
    for (int jb = 0; jb < N; jb += tile)
        for (int ib = 0; ib < M; ib += tile)
            for (int j = jb; j < jb + tile; j += 8)
                for (int i = ib; i < ib + tile; i += 8) {
                    __m256 r[8];
                    for (int k = 0; k < 8; k++) r[k] = _mm256_loadu_ps(&ta[(size_t)(i + k) * N + j]);
                    transpose8(r);
                    for (int k = 0; k < 8; k++) {
                        __m256 v = _mm256_mul_ps(_mm256_set1_ps(3.f),
                                                 _mm256_add_ps(r[k], _mm256_set1_ps(1.f)));
                        float *out = &tc[(size_t)(j + k) * M + i];
                        if (streaming)
                            _mm256_stream_ps(out, v);
                        else
                            _mm256_storeu_ps(out, v);
                    }
                }
}

/* The same 64 x 64 tiles in two passes, as `ilp`'s code runs them
 * (`backend/src/llvm/tile.rs`): the blocks transposed into a buffer, then
 * the tile's rows computed from the buffer. */
static void transpose_buffered(void) {
    enum { T = 64 };
#pragma omp parallel
    {
        float buf[T * T] __attribute__((aligned(64)));
#pragma omp for schedule(static)
        for (int jb = 0; jb < N; jb += T)
            for (int ib = 0; ib < M; ib += T) {
                for (int i = 0; i < T; i += 8)
                    for (int j = 0; j < T; j += 8) {
                        __m256 r[8];
                        for (int k = 0; k < 8; k++)
                            r[k] = _mm256_loadu_ps(&ta[(size_t)(ib + i + k) * N + jb + j]);
                        transpose8(r);
                        for (int k = 0; k < 8; k++) _mm256_store_ps(&buf[(j + k) * T + i], r[k]);
                    }
                for (int j = 0; j < T; j++)
                    for (int i = 0; i < T; i++)
                        tc[(size_t)(jb + j) * M + ib + i] = 3.f * (buf[j * T + i] + 1.f);
            }
    }
}

static void tiles16(void) { transpose_tiles(16, 0); }
static void tiles16_streaming(void) { transpose_tiles(16, 1); }
static void tiles64(void) { transpose_tiles(64, 0); }
static void tiles64_streaming(void) { transpose_tiles(64, 1); }

/* ---- gather_indices ------------------------------------------------------ */

#define K (1L << 25)
static int64_t *gks, gn;
static float *gx, *gy;

static void gather_remainder(void) {
    int64_t n = gn;
#pragma omp parallel for
    for (long j = 0; j < K; j++) {
        int64_t r = (gks[j] * 7 + 3) % n;
        if (r < 0) r += n;
        gy[j] = 2.f * gx[r];
    }
}

static void gather_no_division(void) {
#pragma omp parallel for
    for (long j = 0; j < K; j++) gy[j] = 2.f * gx[gks[j] * 7 + 3];
}

int main(void) {
    printf("threads %d\n", omp_get_max_threads());
    ba = big(NB * 8), bb = big(NB * 8), bc = big(NB * 8);
    double median, min;
    timed(triad, &median, &min);
    triad_gbs = 3.0 * NB * 8 / (median * 1e6);
    printf("triad %.1f GB/s (bytes read + written over the median, %.1f ms)\n", triad_gbs, median);
    report("read (sum)", read_sum, NB * 8.0);
    report("copy", copy, 2 * NB * 8.0);
    free(ba), free(bb), free(bc);

    ta = big((size_t)M * N * 4), tc = big((size_t)M * N * 4);
    for (size_t i = 0; i < (size_t)M * N; i++) ta[i] = (float)(i % 1000);
    double tbytes = 2.0 * M * N * 4;
    report("transpose 16x16 tiles", tiles16, tbytes);
    report("transpose 16x16 streaming", tiles16_streaming, tbytes);
    report("transpose 64x64 tiles", tiles64, tbytes);
    report("transpose 64x64 streaming", tiles64_streaming, tbytes);
    report("transpose 64x64 via buffer", transpose_buffered, tbytes);
    if (tc[(size_t)5 * M + 7] != 3.f * (ta[(size_t)7 * N + 5] + 1)) printf("transpose: WRONG\n");
    free(ta), free(tc);

    gn = 1 << 20;
    gks = big(K * 8), gx = big(gn * 4), gy = big(K * 4);
    srand(1);
    for (long j = 0; j < K; j++) gks[j] = rand() % 100;
    for (long i = 0; i < gn; i++) gx[i] = (float)i;
    /* ks read, x gathered, y written: 8 + 4 + 4 bytes an index. */
    double gbytes = 16.0 * K;
    report("gather, hardware remainder", gather_remainder, gbytes);
    report("gather, no division", gather_no_division, gbytes);
    return 0;
}
