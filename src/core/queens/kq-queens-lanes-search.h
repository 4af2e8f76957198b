/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-lanes-search.h: the search of kq-queens-lanes.c, written once
 * for every instruction set: that file includes it once for each, with
 * LANES(name) naming its functions, LANES_TARGET their target attribute,
 * WIDTH lanes of Vec, lane masks of Mask, and these defined before it:
 *   Vec   vec_load  (const guint32 *p, Mask live)   live lanes of p; the
 *                                                  others 0 or anything
 *   Vec   vec_set1  (guint32 x)
 *   Vec   vec_and, vec_or, vec_xor (Vec a, Vec b)
 *   Vec   vec_free  (Vec mask, Vec a, Vec b, Vec c) mask & ~(a | b | c)
 *   Vec   vec_lowest (Vec a)                        a & -a
 *   Vec   vec_sll, vec_srl (Vec a, __m128i shift)
 *   Mask  mask_test  (Mask k, Vec a, Vec b)         k and (a & b) != 0
 *   Mask  mask_testn (Mask k, Vec a, Vec b)         k and (a & b) == 0
 *   void  vec_store_packed (guint32 *to, Mask keep, Vec v)  the kept
 *                                                  lanes first, and WIDTH
 *                                                  lanes written
 *   Mask  mask_live  (guint len, guint j)           the lanes j + i < len */

/* One pass's WIDTH placements from j on: each puts down a queen on its
 * lowest square, and is packed back into the batch from *kept on (before
 * j: over what the pass has read) if it has squares left. Returns the
 * queens' lines one row down, and the live lanes. */
typedef struct {
  Vec   cols, ld, rd;
  Mask  live;
} LANES (Children);

LANES_TARGET static inline LANES (Children)
LANES (take_lowest) (Batch *batch, guint len, guint j, guint *kept, __m128i shift)
{
  const Mask live = mask_live (len, j);
  const Vec avail = vec_load (batch->avail + j, live);
  const Vec cols = vec_load (batch->cols + j, live);
  const Vec ld = vec_load (batch->ld + j, live);
  const Vec rd = vec_load (batch->rd + j, live);
  const Vec bit = vec_lowest (avail);
  const Vec rest = vec_xor (avail, bit);
  const Mask left = mask_test (live, rest, rest);
  LANES (Children) children;

  vec_store_packed (batch->cols + *kept, left, cols);
  vec_store_packed (batch->ld + *kept, left, ld);
  vec_store_packed (batch->rd + *kept, left, rd);
  vec_store_packed (batch->avail + *kept, left, rest);
  *kept += (guint) __builtin_popcount (left);

  children.cols = vec_or (cols, bit);
  children.ld = vec_sll (vec_or (ld, bit), shift);
  children.rd = vec_srl (vec_or (rd, bit), shift);
  children.live = live;
  return children;
}

/* The solutions of the last two free rows of the live lanes, given the
 * squares left in each (here, below), shift rows apart: as
 * count_two_rows in kq-queens-jobs.c. */
LANES_TARGET static inline guint
LANES (count_two_rows) (Mask live, Vec here, Vec below, __m128i shift)
{
  /* Two columns are left, x and y, or fewer. */
  const Vec both = vec_or (here, below);
  const Vec x = vec_lowest (both), y = vec_xor (both, x);
  const Vec near = vec_or (vec_sll (x, shift), vec_srl (x, shift));
  const Mask apart = mask_testn (live, y, near);
  const Mask xy = mask_test (mask_test (apart, here, x), below, y);
  const Mask yx = mask_test (mask_test (apart, here, y), below, x);

  return (guint) __builtin_popcount (xy) + (guint) __builtin_popcount (yx);
}

LANES_TARGET static void LANES (search_batch) (Lanes *lanes, int i);

/* Searches batch i's placements, and empties it: the third-last free
 * row's count their last two rows. Inlined twice, third_last a constant:
 * a test of it in the loop costs more than a tenth of the time. */
LANES_TARGET static inline __attribute__ ((always_inline)) void
LANES (search_rows) (Lanes *lanes, int i, gboolean third_last)
{
  Batch *batch = &lanes->batch[i], *next_batch = &lanes->batch[i + 1];
  const KqQueensLevel *level = lanes->level + i;
  const __m128i shift = _mm_cvtsi32_si128 ((int) level[0].shift);
  const __m128i shift1 = _mm_cvtsi32_si128 ((int) level[1].shift);
  const Vec mask1 = vec_set1 (level[1].mask), mask2 = vec_set1 (level[2].mask);
  guint len = batch->len;
  guint64 count = 0;

  while (len > 0)
    {
      guint kept = 0;

      for (guint j = 0; j < len; j += WIDTH)
        {
          const LANES (Children) c = LANES (take_lowest) (batch, len, j, &kept, shift);
          const Vec here = vec_free (mask1, c.cols, c.ld, c.rd);
          const Vec below = vec_free (mask2, c.cols, vec_sll (c.ld, shift1), vec_srl (c.rd, shift1));
          Mask keep;
          guint to;

          if (third_last)
            {
              count += LANES (count_two_rows) (c.live, here, below, shift1);
              continue;
            }
          keep = mask_test (mask_test (c.live, here, here), below, below);
          to = next_batch->len;
          vec_store_packed (next_batch->cols + to, keep, c.cols);
          vec_store_packed (next_batch->ld + to, keep, c.ld);
          vec_store_packed (next_batch->rd + to, keep, c.rd);
          vec_store_packed (next_batch->avail + to, keep, here);
          next_batch->len = to + (guint) __builtin_popcount (keep);
          if (next_batch->len >= CHUNK)
            LANES (search_batch) (lanes, i + 1);
        }
      len = kept;
    }
  batch->len = 0;
  lanes->count += count;
  if (!third_last && next_batch->len > 0)
    LANES (search_batch) (lanes, i + 1);
}

LANES_TARGET static void
LANES (search_batch) (Lanes *lanes, int i)
{
  if (i == lanes->third_last)
    LANES (search_rows) (lanes, i, TRUE);
  else
    LANES (search_rows) (lanes, i, FALSE);
}
