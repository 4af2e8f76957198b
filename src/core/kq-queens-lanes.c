#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include "kq-limits.h"
#include "kq-queens-lanes.h"

/* The count below a row, sixteen partial placements at a time.
 *
 * A search one queen at a time spends some 25 instructions a queen, most
 * of them the loop's own: take a square, step down, test, push or pop.
 * Here the rows are searched a row at a time over batches of partial
 * placements (their lines cols, ld, rd and the squares left to try in
 * their row), sixteen in the lanes of an AVX-512 register: each lane
 * takes its lowest square; the children whose two rows below still have
 * a square (the look-ahead of kq-queens-jobs.c) are packed into the next
 * row's batch, and the placements with squares left are packed back
 * into this one, until it is empty. A batch is searched further as soon
 * as it holds CHUNK placements, so that every row's batch stays small
 * and in the cache, and the lanes full. The third-last row counts its
 * children's last two rows as kq-queens-jobs.c does, with no branch. */

#if defined(__x86_64__) && defined(__GNUC__)
#define HAVE_LANES 1
/* GCC 12 warns of its own _mm512_undefined_epi32 (its bug 105593). */
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#define LANES_TARGET __attribute__ ((target ("avx512f,popcnt")))
#endif

#define WIDTH 16
/* Placements a batch gathers before they are searched further: the
 * more, the fewer partly filled registers at the ends of its passes, while
 * the batches of the rows searched stay within the second-level cache
 * (some 850 KB for n = 17). 4096 counted 7 to 13 % faster than 512 at n =
 * 16 to 18, 1024 and 2048 in between, 8192 no faster. */
#define CHUNK 4096

typedef struct {
  guint32  cols[CHUNK + WIDTH];
  guint32  ld[CHUNK + WIDTH];
  guint32  rd[CHUNK + WIDTH];
  guint32  avail[CHUNK + WIDTH];
  guint    len;
} Batch;

typedef struct {
  const KqQueensLevel *level;       /* batch[i]'s row is level[i] */
  int                  third_last;  /* the batch of the third-last free row */
  guint64              count;
  Batch                batch[KQ_QUEENS_MAX_N];
} Lanes;

static gboolean lanes_enabled = TRUE;

void
kq_queens_lanes_set_enabled (gboolean enabled)
{
  lanes_enabled = enabled;
}

#ifdef HAVE_LANES

gboolean
kq_queens_lanes_usable (void)
{
  return lanes_enabled && __builtin_cpu_supports ("avx512f") && __builtin_cpu_supports ("popcnt");
}

/* The lanes of a pass's WIDTH placements from j on that hold one. */
static inline __mmask16
live_lanes (guint len, guint j)
{
  return len - j >= WIDTH ? 0xffff : (__mmask16) ((1u << (len - j)) - 1);
}

/* The lines of a queen put down on bit, one row shift down. */
LANES_TARGET static inline void
step_lines (__m512i bit, __m128i shift, __m512i *cols, __m512i *ld, __m512i *rd)
{
  *cols = _mm512_or_si512 (*cols, bit);
  *ld = _mm512_sll_epi32 (_mm512_or_si512 (*ld, bit), shift);
  *rd = _mm512_srl_epi32 (_mm512_or_si512 (*rd, bit), shift);
}

/* mask & ~(a | b | c) */
LANES_TARGET static inline __m512i
free_squares (__m512i mask, __m512i a, __m512i b, __m512i c)
{
  return _mm512_andnot_si512 (_mm512_ternarylogic_epi32 (a, b, c, 0xfe), mask);
}

LANES_TARGET static inline void
store_packed (guint32 *to, __mmask16 keep, __m512i v)
{
  _mm512_storeu_si512 (to, _mm512_maskz_compress_epi32 (keep, v));
}

/* One pass over batch's placements: each puts down a queen on its lowest
 * square, kept in the batch if it has squares left. The queens' lines
 * one row down, in *cols …, with the live lanes. */
typedef struct {
  __m512i    cols, ld, rd;
  __mmask16  live;
} Children;

LANES_TARGET static inline Children
take_lowest (Batch *batch, guint len, guint j, guint *kept, __m128i shift)
{
  const __mmask16 live = live_lanes (len, j);
  __m512i avail = _mm512_maskz_loadu_epi32 (live, batch->avail + j);
  __m512i cols = _mm512_maskz_loadu_epi32 (live, batch->cols + j);
  __m512i ld = _mm512_maskz_loadu_epi32 (live, batch->ld + j);
  __m512i rd = _mm512_maskz_loadu_epi32 (live, batch->rd + j);
  const __m512i bit = _mm512_and_si512 (avail, _mm512_sub_epi32 (_mm512_setzero_si512 (), avail));
  const __m512i rest = _mm512_xor_si512 (avail, bit);
  const __mmask16 left = _mm512_mask_test_epi32_mask (live, rest, rest);
  Children children;

  /* Packed before and over what this pass has read: *kept <= j. */
  store_packed (batch->cols + *kept, left, cols);
  store_packed (batch->ld + *kept, left, ld);
  store_packed (batch->rd + *kept, left, rd);
  store_packed (batch->avail + *kept, left, rest);
  *kept += (guint) __builtin_popcount (left);

  step_lines (bit, shift, &cols, &ld, &rd);
  children = (Children) { cols, ld, rd, live };
  return children;
}

/* The third-last free row's batch: each square's solutions of the last
 * two rows, as count_two_rows in kq-queens-jobs.c. */
LANES_TARGET static void
count_last_three (Lanes *lanes, Batch *batch)
{
  const KqQueensLevel *level = lanes->level + lanes->third_last;
  const __m128i shift = _mm_cvtsi32_si128 ((int) level[0].shift);
  const __m128i shift1 = _mm_cvtsi32_si128 ((int) level[1].shift);
  const __m512i mask1 = _mm512_set1_epi32 ((int) level[1].mask);
  const __m512i mask2 = _mm512_set1_epi32 ((int) level[2].mask);
  guint len = batch->len;
  guint64 count = 0;

  while (len > 0)
    {
      guint kept = 0;

      for (guint j = 0; j < len; j += WIDTH)
        {
          const Children c = take_lowest (batch, len, j, &kept, shift);
          const __m512i here = free_squares (mask1, c.cols, c.ld, c.rd);
          const __m512i below = free_squares (mask2, c.cols, _mm512_sll_epi32 (c.ld, shift1),
                                              _mm512_srl_epi32 (c.rd, shift1));
          /* Two columns are left, x and y, or fewer. */
          const __m512i both = _mm512_or_si512 (here, below);
          const __m512i x = _mm512_and_si512 (both, _mm512_sub_epi32 (_mm512_setzero_si512 (), both));
          const __m512i y = _mm512_xor_si512 (both, x);
          const __m512i near = _mm512_and_si512 (y, _mm512_or_si512 (_mm512_sll_epi32 (x, shift1),
                                                                     _mm512_srl_epi32 (x, shift1)));
          const __mmask16 apart = _mm512_mask_testn_epi32_mask (c.live, near, near);
          const __mmask16 xy = _mm512_mask_test_epi32_mask (_mm512_mask_test_epi32_mask (apart, here, x),
                                                            below, y);
          const __mmask16 yx = _mm512_mask_test_epi32_mask (_mm512_mask_test_epi32_mask (apart, here, y),
                                                            below, x);

          count += (guint) __builtin_popcount (xy) + (guint) __builtin_popcount (yx);
        }
      len = kept;
    }
  batch->len = 0;
  lanes->count += count;
}

/* Searches batch i's placements, and empties it. */
LANES_TARGET static void
search_batch (Lanes *lanes, int i)
{
  Batch *batch = &lanes->batch[i], *next_batch = &lanes->batch[i + 1];
  const KqQueensLevel *level = lanes->level + i;
  const __m128i shift = _mm_cvtsi32_si128 ((int) level[0].shift);
  const __m128i shift1 = _mm_cvtsi32_si128 ((int) level[1].shift);
  const __m512i mask1 = _mm512_set1_epi32 ((int) level[1].mask);
  const __m512i mask2 = _mm512_set1_epi32 ((int) level[2].mask);
  guint len = batch->len;

  if (i == lanes->third_last)
    {
      count_last_three (lanes, batch);
      return;
    }

  while (len > 0)
    {
      guint kept = 0;

      for (guint j = 0; j < len; j += WIDTH)
        {
          const Children c = take_lowest (batch, len, j, &kept, shift);
          const __m512i here = free_squares (mask1, c.cols, c.ld, c.rd);
          const __m512i below = free_squares (mask2, c.cols, _mm512_sll_epi32 (c.ld, shift1),
                                              _mm512_srl_epi32 (c.rd, shift1));
          const __mmask16 keep = _mm512_mask_test_epi32_mask (_mm512_mask_test_epi32_mask (c.live, here, here),
                                                              below, below);
          const guint to = next_batch->len;

          store_packed (next_batch->cols + to, keep, c.cols);
          store_packed (next_batch->ld + to, keep, c.ld);
          store_packed (next_batch->rd + to, keep, c.rd);
          store_packed (next_batch->avail + to, keep, here);
          next_batch->len = to + (guint) __builtin_popcount (keep);
          if (next_batch->len >= CHUNK)
            search_batch (lanes, i + 1);
        }
      len = kept;
    }
  batch->len = 0;
  if (next_batch->len > 0)
    search_batch (lanes, i + 1);
}

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
  Lanes *lanes = g_private_get (&scratch);
  const guint32 avail = level[f].mask & ~(cols | ld | rd);

  g_return_val_if_fail (depth - f >= KQ_QUEENS_LANES_MIN_ROWS, 0);

  if (avail == 0)
    return 0;
  if (lanes == NULL)
    {
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
  search_batch (lanes, 0);
  return lanes->count;
}

#else /* !HAVE_LANES */

gboolean
kq_queens_lanes_usable (void)
{
  return FALSE;
}

guint64
kq_queens_lanes_count (const KqQueensLevel *level,
                       int                  depth,
                       int                  f,
                       guint32              cols,
                       guint32              ld,
                       guint32              rd)
{
  g_return_val_if_reached (0);
}

#endif
