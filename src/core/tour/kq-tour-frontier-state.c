/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>

#include "kq-tour-frontier-private.h"

/* A frontier count's states: the plan of what each square's step does, a
 * state's digits packed into its key and back, and the states one state
 * leads to (the sweep and its tables are kq-tour-frontier.c's and
 * kq-tour-frontier-table.c's). The digits and their nibbles are
 * kq-tour-frontier-private.h's. */

#define FREE  0
#define FULL  9
/* A new path's two ends, before the ends are renumbered. */
#define FRESH 10
#define FOLD  2

#define ONES   ((((KqNibbles) G_GUINT64_CONSTANT (0x1111111111111111)) << 64) | \
                G_GUINT64_CONSTANT (0x1111111111111111))
#define SEVENS (ONES * 7)
#define EIGHTS (ONES * 8)
/* Nibble j's bit 3, the mark of nibble j in the masks below. */
#define MARK(j) ((KqNibbles) 8 << (4 * (j)))

/* The marks of the nibbles of x equal to v. */
static inline KqNibbles
where (KqNibbles x, guint v)
{
  x ^= ONES * v;
  return ~(((x & SEVENS) + SEVENS) | x) & EIGHTS;
}



static inline KqNibbles
set_nibble (KqNibbles x, int j, guint v)
{
  return (x & ~((KqNibbles) 15 << (4 * j))) | ((KqNibbles) v << (4 * j));
}

/* Whether there is one mark exactly (popcount is a library call on
 * processors older than the build's baseline). */
static inline gboolean
single (KqNibbles marks)
{
  return marks != 0 && (marks & (marks - 1)) == 0;
}

/* Marks to whole nibbles times v. */
static inline KqNibbles
spread (KqNibbles marks, guint v)
{
  return (marks >> 3) * v;
}

/* ---- The plan: what each square's step does, from the board alone. */

static const int KNIGHT[8][2] = {
  { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 },
};

/* Moves from square s (column-major, m rows) to squares after last. */
static int
moves_after (const KqFrontierPlan *p, int s, int last)
{
  int r = s % p->m, c = s / p->m, ahead = 0;

  for (int k = 0; k < 8; k++)
    {
      int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1];

      if (rr >= 0 && rr < p->m && cc >= 0 && cc < p->length && cc * p->m + rr > last)
        ahead++;
    }
  return ahead;
}

/* Marks nibble j (square s, or the joined one for s < 0) if it has fewer
 * than two moves ahead after step i. */
static void
plan_tight (const KqFrontierPlan *p, KqFrontierStep *step, int j, int s, int i)
{
  int left = s >= 0 ? moves_after (p, s, i) : p->squares - 1 - i;

  if (left == 0)
    step->must_full |= MARK (j);
  else if (left == 1)
    step->not_free |= MARK (j);
}

/* The squares ahead of step i that the squares after it cannot give two
 * moves: they need moves to squares of the window, which must not be FULL
 * (the corners of the last column, while the one before it is swept). */
static void
plan_needs (const KqFrontierPlan *p, KqFrontierStep *step, int i)
{
  for (int j = i + 1; j < p->squares && j <= i + 2 * p->m + 1; j++)
    {
      int r = j % p->m, c = j / p->m, ahead = 0;
      KqNibbles mask = p->open ? MARK (0) : 0;

      for (int k = 0; k < 8; k++)
        {
          int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1], s = cc * p->m + rr;

          if (rr < 0 || rr >= p->m || cc < 0 || cc >= p->length)
            continue;
          if (s > i)
            ahead++;
          else
            mask |= MARK (1 + i - s);
        }
      if (ahead >= 2)
        continue;
      step->needed |= mask;
      /* The mask has bit 3 of each nibble set: 1 or 2 of them. */
      if (single (mask) ? ahead == 1 : single (mask & (mask - 1)) && ahead == 0)
        step->must_open |= mask;
      else
        step->needs[step->n_needs++] = (KqFrontierNeed) { mask, 2 - (guint) ahead };
    }
}

void
_kq_tour_frontier_plan_init (KqFrontierPlan *p, int rows, int cols, gboolean closed)
{
  p->m = MIN (rows, cols);
  p->length = MAX (rows, cols);
  p->squares = p->m * p->length;
  p->open = !closed;
  p->stored = p->all = 0;
  p->key_nibbles = p->open ? 2 * p->m + 2 : 2 * p->m;
  p->columns = p->m == 8 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (8 * p->m)) - 1;
  for (int j = p->open ? 0 : 1; j <= 2 * p->m + 1; j++)
    p->stored |= MARK (j);
  for (int j = 0; j <= 2 * p->m + 2; j++)
    p->all |= MARK (j);
  p->steps = g_new0 (KqFrontierStep, p->squares);
  for (int i = 0; i < p->squares; i++)
    {
      KqFrontierStep *step = &p->steps[i];
      int r = i % p->m, c = i / p->m;

      step->mirror = r == p->m - 1 && i + 1 < p->squares;
      plan_tight (p, step, 1, i, i);
      for (int k = 0; k < 8; k++)
        {
          int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1], s = cc * p->m + rr;

          if (rr < 0 || rr >= p->m || cc < 0 || cc >= p->length || s > i)
            continue;
          step->back_mark[step->n_back] = MARK (1 + i - s);
          step->back[step->n_back++] = (guint8) (1 + i - s);
          plan_tight (p, step, 1 + i - s, s, i);
        }
      if (p->open)
        {
          step->back_mark[step->n_back] = MARK (0);
          step->back[step->n_back++] = 0;
          plan_tight (p, step, 0, -1, i);
        }
      plan_needs (p, step, i);
    }
}
/* The state of key, moved on to the next square (FREE, nibble 1). */
static inline KqNibbles
unpack (const KqFrontierPlan *p, guint64 key)
{
  KqNibbles window = key;
  guint first = (guint) key & 15, last = FULL;

  if (p->open)
    return ((KqNibbles) (key >> 4) << 8) | (key & 15);
  if (first == FREE + FOLD || first == 1 + FOLD || first == FULL + FOLD)
    {
      window -= FOLD;
      /* The end whose partner is the window's last square. */
      for (last = 1; last < FULL && !single (where (window, last)); last++)
        ;
    }
  window |= (KqNibbles) last << (8 * p->m);
  return (window << 8) | FULL;
}

/* The key of a state after its step: the ends renumbered in the order of
 * the nibbles, a digit taking the next number where it is first met (a
 * table of 16 bytes, no search of the word for each path). */
static inline guint64
pack (const KqFrontierPlan *p, KqNibbles x)
{
  static const guint8 unnumbered[16] = {
    FREE, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, FULL, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  };
  guint8 number[16];
  KqNibbles rest = p->open ? x : x >> 4;
  guint64 key = 0;
  guint next = 1;

  memcpy (number, unnumbered, sizeof number);
  for (int j = 0; j < p->key_nibbles; j++, rest >>= 4)
    {
      guint digit = (guint) rest & 15, k = number[digit];

      if (k == 0xff)
        k = number[digit] = (guint8) next++;
      key |= (guint64) k << (4 * j);
    }
  if (!p->open && ((guint) rest & 15) != FULL)
    key += FOLD;
  return key;
}

/* The state upside down (row r of the short side as row m - 1 - r), after
 * the last square of a column: the window is then the two columns swept
 * last (nibbles 1 … m and m + 1 … 2m, each from its last row up), the
 * square before them FULL. The squares ahead are the same upside down, so
 * a state and its image finish in as many ways: the smaller key stands for
 * both, which halves the states of the steps after it. */
static inline guint64
pack_either (const KqFrontierPlan *p, KqNibbles x)
{
  /* KqNibbles 1 … 2m, at most 16: a 64-bit word. */
  guint64 columns = (guint64) (x >> 4), image = 0;
  guint64 other, key = pack (p, x);
  int m = p->m;

  for (int d = 0; d < m; d++)
    image |= (columns >> (4 * d) & 15) << (4 * (m - 1 - d)) |
             (columns >> (4 * (m + d)) & 15) << (4 * (2 * m - 1 - d));
  other = pack (p, (x & ~((KqNibbles) p->columns << 4)) | (KqNibbles) image << 4);
  return MIN (key, other);
}

typedef enum { JOINED, CLOSED } Join;

/* Adds the move between the square swept (nibble 1) and nibble u. */
static inline Join
join (KqNibbles *x, int u)
{
  guint a = (guint) (*x >> 4) & 15, b = (guint) (*x >> (4 * u)) & 15;
  guint was_a = a, was_b = b;

  if (a == FREE)
    {
      a = b == FREE ? FRESH : b;
      b = b == FREE ? FRESH : FULL;
    }
  else
    {
      a = FULL;
      b = b == FREE ? was_a : FULL;
    }
  /* One variable shift: the nibbles are many shifts of 128 bits. */
  *x ^= (KqNibbles) (was_a ^ a) << 4 | (KqNibbles) (was_b ^ b) << (4 * u);
  if (was_a == FREE || was_b == FREE)
    return JOINED;
  if (was_b == was_a)
    return CLOSED;
  /* Two paths become one: the far end of b's takes a's digit. */
  *x ^= spread (where (*x, was_b), was_a ^ was_b);
  return JOINED;
}

/* Whether the squares ahead can still get their moves back, x being a
 * state whose squares FULL before its last moves (checked) passed.
 * Moves added only make more squares FULL: a state that fails fails with
 * any. */
static inline gboolean
can_finish (const KqFrontierStep *step, KqNibbles x, KqNibbles checked)
{
  KqNibbles full = where (x, FULL), fresh = full & ~checked;

  if ((fresh & step->needed) == 0)
    return TRUE;
  if ((full & step->must_open) != 0)
    return FALSE;
  for (guint k = 0; k < step->n_needs; k++)
    {
      KqNibbles open = step->needs[k].mask & ~full;

      if ((step->needs[k].mask & fresh) != 0 &&
          (open == 0 || (step->needs[k].need == 2 && single (open))))
        return FALSE;
    }
  return TRUE;
}

/* The state before the first square: the window's squares off the board
 * are FULL (they take no move), the joined square FREE. */
guint64
_kq_tour_frontier_start_key (const KqFrontierPlan *p)
{
  KqNibbles start = spread (p->all, FULL);

  if (p->open)
    start = set_nibble (start, 0, FREE);
  return pack (p, start);
}

/* ---- A state's step: the states it leads to. */

static inline void
emit (KqFrontierWorker *w, KqNibbles x, guint64 low, guint64 high)
{
  const KqFrontierPlan *p = &w->sweep->plan;
  guint64 key = p->steps[w->sweep->i].mirror ? pack_either (p, x) : pack (p, x);
  guint bucket = (guint) (mix (key) >> (64 - BUCKET_BITS));
  guint owner = bucket % w->sweep->n_workers;
  KqFrontierUpdate *u;

  if (bucket < w->sweep->pass_first || bucket >= w->sweep->pass_end)
    return;
  u = &w->out[owner][w->n_out[owner]++];

  u->key = key;
  u->low = low;
  u->high = high;
  w->updates++;
}

/* The states one state (key, its count low + high << 64) leads to. */
void
_kq_tour_frontier_expand (KqFrontierWorker *w, guint64 key, guint64 low, guint64 high)
{
  const KqFrontierSweep *s = w->sweep;
  const KqFrontierPlan *p = &s->plan;
  const KqFrontierStep *step = &p->steps[s->i];
  KqNibbles base = unpack (p, key);
  KqNibbles full = where (base, FULL), free = where (base, FREE);
  /* The squares back that this step must join: those it leaves with no
   * move ahead (a FREE one cannot get its two from here), and the FREE
   * ones it leaves with one. The square swept takes as many moves back
   * as it has too few ahead. */
  KqNibbles back_full = step->must_full & ~MARK (1), back_free = step->not_free & ~MARK (1);
  KqNibbles forced = (back_full & ~full) | (back_free & free);
  guint least = step->must_full & MARK (1) ? 2 : step->not_free & MARK (1) ? 1 : 0;
  int open[G_N_ELEMENTS (step->back)];
  int n_open = 0;

  if ((back_full & free) != 0 || !can_finish (step, base, 0))
    return;
  for (int a = 0; a < step->n_back; a++)
    if (!(full & step->back_mark[a]))
      open[n_open++] = a;
  if (least == 0 && forced == 0)
    emit (w, base, low, high);
  for (int a = 0; a < n_open; a++)
    {
      KqNibbles one = base, rest = forced & ~step->back_mark[open[a]];

      join (&one, step->back[open[a]]);
      if (least <= 1 && rest == 0 && can_finish (step, one, full))
        emit (w, one, low, high);
      for (int b = a + 1; b < n_open; b++)
        {
          KqNibbles two = one;

          if ((rest & ~step->back_mark[open[b]]) != 0)
            continue;
          if (join (&two, step->back[open[b]]) == JOINED)
            {
              if (can_finish (step, two, full))
                emit (w, two, low, high);
            }
          else if (s->i == p->squares - 1 && s->pass_first == 0 &&
                   (where (two, FULL) & p->all) == p->all)
            w->closed += ((KqTourCount128) high << 64) | low;
        }
    }
}
