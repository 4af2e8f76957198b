/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-limits.h"
#include "kq-queens-lanes.h"

/* The count below a row, eight or sixteen partial placements at a time.
 *
 * A search one queen at a time spends some 25 instructions a queen, most
 * of them the loop's own: take a square, step down, test, push or pop.
 * Here the rows are searched a row at a time over batches of partial
 * placements (their lines cols, ld, rd and the squares left to try in
 * their row), sixteen in the lanes of an AVX-512 register (eight in
 * AVX2's, packed by a table of permutations): each lane
 * takes its lowest square; the children whose two rows below still have
 * a square (the look-ahead of kq-queens-jobs.c) are packed into the next
 * row's batch, and the placements with squares left are packed back
 * into this one, until it is empty. A batch is searched further as soon
 * as it holds CHUNK placements, so that every row's batch stays small
 * and in the cache, and the lanes full. The third-last row counts its
 * children's last two rows as kq-queens-jobs.c does, with no branch.
 * The search itself is in kq-queens-lanes-search.h, once for both. */

#if defined(__x86_64__) && defined(__GNUC__)
#define HAVE_LANES 1
/* GCC 12 warns of its own _mm512_undefined_epi32 (its bug 105593). */
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#endif

/* The most lanes. */
#define MAX_WIDTH 16
/* Placements a batch gathers before they are searched further: the
 * more, the fewer partly filled registers at the ends of its passes, while
 * the batches of the rows searched stay within the second-level cache
 * (some 850 KB for n = 17). 4096 counted 7 to 13 % faster than 512 at n =
 * 16 to 18, 1024 and 2048 in between, 8192 no faster. */
#define CHUNK 4096

/* A row's placements, with room for a register's worth past them. */
typedef struct {
  guint32  cols[CHUNK + MAX_WIDTH];
  guint32  ld[CHUNK + MAX_WIDTH];
  guint32  rd[CHUNK + MAX_WIDTH];
  guint32  avail[CHUNK + MAX_WIDTH];
  guint    len;
} Batch;

typedef struct {
  const KqQueensLevel *level;       /* batch[i]'s row is level[i] */
  int                  third_last;  /* the batch of the third-last free row */
  guint64              count;
  Batch                batch[KQ_QUEENS_MAX_N];
} Lanes;

static KqQueensLanes lanes_limit = KQ_QUEENS_LANES_AVX512;

void
kq_queens_lanes_limit (KqQueensLanes widest)
{
  lanes_limit = widest;
}

KqQueensLanes
kq_queens_lanes_used (void)
{
  return MIN (kq_queens_lanes_supported (), lanes_limit);
}

KqQueensLanes
kq_queens_lanes_supported (void)
{
#ifdef HAVE_LANES
  if (!__builtin_cpu_supports ("popcnt"))
    return KQ_QUEENS_LANES_NONE;
  if (__builtin_cpu_supports ("avx512f"))
    return KQ_QUEENS_LANES_AVX512;
  if (__builtin_cpu_supports ("avx2"))
    return KQ_QUEENS_LANES_AVX2;
#endif
  return KQ_QUEENS_LANES_NONE;
}

#ifdef HAVE_LANES

/* AVX-512: sixteen lanes, their masks in mask registers. */
#define LANES(name) name##_avx512
#define LANES_TARGET __attribute__ ((target ("avx512f,popcnt")))
#define WIDTH 16
#define Vec __m512i
#define Mask __mmask16
#define vec_load(p, live) _mm512_maskz_loadu_epi32 ((live), (p))
#define vec_set1(x) _mm512_set1_epi32 ((int) (x))
#define vec_and _mm512_and_si512
#define vec_or _mm512_or_si512
#define vec_xor _mm512_xor_si512
#define vec_free(mask, a, b, c) _mm512_andnot_si512 (_mm512_ternarylogic_epi32 ((a), (b), (c), 0xfe), (mask))
#define vec_lowest(a) _mm512_and_si512 ((a), _mm512_sub_epi32 (_mm512_setzero_si512 (), (a)))
#define vec_sll _mm512_sll_epi32
#define vec_srl _mm512_srl_epi32
#define mask_test _mm512_mask_test_epi32_mask
#define mask_testn _mm512_mask_testn_epi32_mask
/* Packed in a register, then stored: AMD's compress into memory is slow. */
#define vec_store_packed(to, keep, v) _mm512_storeu_si512 ((to), _mm512_maskz_compress_epi32 ((keep), (v)))
#define mask_live(len, j) ((len) - (j) >= WIDTH ? (Mask) 0xffff : (Mask) ((1u << ((len) - (j))) - 1))
#include "kq-queens-lanes-search.h"
#undef LANES
#undef LANES_TARGET
#undef WIDTH
#undef Vec
#undef Mask
#undef vec_load
#undef vec_set1
#undef vec_and
#undef vec_or
#undef vec_xor
#undef vec_free
#undef vec_lowest
#undef vec_sll
#undef vec_srl
#undef mask_test
#undef mask_testn
#undef vec_store_packed
#undef mask_live

/* AVX2: eight lanes, their masks as the bits of an int. */
#define AVX2_TARGET __attribute__ ((target ("avx2,popcnt")))

/* For each mask of eight lanes, the kept lanes' indices first: made once. */
static guint8 pack_order[256][8];

static void
make_pack_order (void)
{
  static gsize made = 0;

  if (!g_once_init_enter (&made))
    return;
  for (guint keep = 0; keep < 256; keep++)
    {
      guint to = 0;

      for (guint lane = 0; lane < 8; lane++)
        if (keep & 1u << lane)
          pack_order[keep][to++] = (guint8) lane;
      while (to < 8)
        pack_order[keep][to++] = 0;
    }
  g_once_init_leave (&made, 1);
}

AVX2_TARGET static inline guint
mask_zero_avx2 (__m256i a, __m256i b)
{
  const __m256i zero = _mm256_cmpeq_epi32 (_mm256_and_si256 (a, b), _mm256_setzero_si256 ());

  return (guint) _mm256_movemask_ps (_mm256_castsi256_ps (zero));
}

AVX2_TARGET static inline void
store_packed_avx2 (guint32 *to, guint keep, __m256i v)
{
  const __m256i order = _mm256_cvtepu8_epi32 (_mm_loadl_epi64 ((const __m128i *) pack_order[keep]));

  _mm256_storeu_si256 ((__m256i *) to, _mm256_permutevar8x32_epi32 (v, order));
}

#define LANES(name) name##_avx2
#define LANES_TARGET AVX2_TARGET
#define WIDTH 8
#define Vec __m256i
#define Mask guint
/* The batches have room past their placements: the lanes past them read
 * what is there (g_new0 made it all defined), and are not live. */
#define vec_load(p, live) _mm256_loadu_si256 ((const __m256i *) (p))
#define vec_set1(x) _mm256_set1_epi32 ((int) (x))
#define vec_and _mm256_and_si256
#define vec_or _mm256_or_si256
#define vec_xor _mm256_xor_si256
#define vec_free(mask, a, b, c) _mm256_andnot_si256 (_mm256_or_si256 ((a), _mm256_or_si256 ((b), (c))), (mask))
#define vec_lowest(a) _mm256_and_si256 ((a), _mm256_sub_epi32 (_mm256_setzero_si256 (), (a)))
#define vec_sll _mm256_sll_epi32
#define vec_srl _mm256_srl_epi32
#define mask_test(k, a, b) ((k) & ~mask_zero_avx2 ((a), (b)))
#define mask_testn(k, a, b) ((k) & mask_zero_avx2 ((a), (b)))
#define vec_store_packed store_packed_avx2
#define mask_live(len, j) ((len) - (j) >= WIDTH ? 0xffu : (1u << ((len) - (j))) - 1)
#include "kq-queens-lanes-search.h"

#endif /* HAVE_LANES */

/* Each thread's batches, made once. */
static GPrivate scratch = G_PRIVATE_INIT (g_free);

guint64
kq_queens_lanes_count (const KqQueensLevel *level,
                       int                  depth,
                       int                  f,
                       guint32              cols,
                       guint32              ld,
                       guint32              rd)
{
  const KqQueensLanes used = kq_queens_lanes_used ();
  Lanes *lanes = g_private_get (&scratch);
  const guint32 avail = level[f].mask & ~(cols | ld | rd);

  g_return_val_if_fail (used != KQ_QUEENS_LANES_NONE, 0);
  g_return_val_if_fail (depth - f >= KQ_QUEENS_LANES_MIN_ROWS, 0);

  if (avail == 0)
    return 0;
  if (lanes == NULL)
    {
      /* Every batch empty. */
      lanes = g_new0 (Lanes, 1);
      g_private_set (&scratch, lanes);
    }
  lanes->level = level + f;
  lanes->third_last = depth - f - 3;
  lanes->count = 0;
  lanes->batch[0].cols[0] = cols;
  lanes->batch[0].ld[0] = ld;
  lanes->batch[0].rd[0] = rd;
  lanes->batch[0].avail[0] = avail;
  lanes->batch[0].len = 1;
#ifdef HAVE_LANES
  if (used == KQ_QUEENS_LANES_AVX512)
    search_batch_avx512 (lanes, 0);
  else
    {
      make_pack_order ();
      search_batch_avx2 (lanes, 0);
    }
#endif
  return lanes->count;
}
