/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-memory.h"
#include "kq-tour-private.h"

/* Squares of the padded board. */
static gsize
padded_size (const KqTourSearch *search)
{
  return (gsize) (search->rows + 2 * KQ_TOUR_PAD) * search->width;
}

/* Knight's moves from (row, col) that stay on an empty rows × cols board. */
static gint8
empty_degree (int rows, int cols, int row, int col)
{
  gint8 degree = 0;

  for (int k = 0; k < 8; k++)
    {
      int r = row + kq_knight_da[k], c = col + kq_knight_db[k];

      degree += r >= 0 && r < rows && c >= 0 && c < cols;
    }
  return degree;
}

/* Cells from .. to - 1 of row's line of degrees, counted. */
static void
count_degrees (gint8 *line, int rows, int cols, int row, int from, int to)
{
  for (int col = from; col < to; col++)
    line[col] = empty_degree (rows, cols, row, col);
}

/* The degrees of the empty board by its geometry, without reading the
 * cells: 8 two squares or more from the edges, counted near them; the
 * padding blocked. */
static void
init_degrees (KqTourSearch *search)
{
  int rows = search->rows, cols = search->cols;

  search->degree = kq_memory_alloc0 (padded_size (search));
  memset (search->degree, KQ_TOUR_BLOCKED, padded_size (search));
  for (int r = 0; r < rows; r++)
    {
      gint8 *line = search->degree + kq_tour_search_square (search, r, 0);

      if (r < 2 || r >= rows - 2 || cols <= 4)
        count_degrees (line, rows, cols, r, 0, cols);
      else
        {
          count_degrees (line, rows, cols, r, 0, 2);
          memset (line + 2, 8, (gsize) cols - 4);
          count_degrees (line, rows, cols, r, cols - 2, cols);
        }
    }
}

void
kq_tour_search_init (KqTourSearch *search, int rows, int cols, int row, int col,
                     gboolean keep_degree)
{
  kq_tour_search_init_with_path (search, rows, cols, row, col, keep_degree, NULL);
}

void
kq_tour_search_init_with_path (KqTourSearch *search, int rows, int cols, int row, int col,
                               gboolean keep_degree, int *path)
{
  int height = rows + 2 * KQ_TOUR_PAD;

  g_assert (rows >= 1 && cols >= 1);
  g_assert (row >= 0 && row < rows && col >= 0 && col < cols);

  memset (search, 0, sizeof *search);
  search->rows = rows;
  search->cols = cols;
  search->width = cols + 2 * KQ_TOUR_PAD;
  search->total = rows * cols;
  for (int k = 0; k < 8; k++)
    search->offset[k] = kq_knight_da[k] * search->width + kq_knight_db[k];

  /* Zeroed by the allocator (fresh pages on a huge board), then only the
   * padding written: the board is not written twice. */
  search->cell = kq_memory_alloc0 (sizeof (int) * padded_size (search));
  for (int i = 0; i < KQ_TOUR_PAD * search->width; i++)
    search->cell[i] = search->cell[(height - KQ_TOUR_PAD) * search->width + i] = -1;
  for (int r = 0; r < rows; r++)
    for (int p = 0; p < KQ_TOUR_PAD; p++)
      {
        search->cell[kq_tour_search_square (search, r, -1 - p)] = -1;
        search->cell[kq_tour_search_square (search, r, cols + p)] = -1;
      }

  if (keep_degree)
    init_degrees (search);

  search->own_path = path == NULL;
  search->path = path != NULL ? path : kq_memory_alloc0 (sizeof (int) * search->total);
  search->start = kq_tour_search_square (search, row, col);
  kq_tour_search_append (search, search->start);
}

void
kq_tour_search_clear (KqTourSearch *search)
{
  kq_memory_free (search->cell, sizeof (int) * padded_size (search));
  kq_memory_free (search->degree, padded_size (search));
  if (search->own_path)
    kq_memory_free (search->path, sizeof (int) * search->rows * search->cols);
  search->cell = NULL;
  search->degree = NULL;
  search->path = NULL;
}

int
kq_tour_search_square (const KqTourSearch *search, int row, int col)
{
  return (row + KQ_TOUR_PAD) * search->width + col + KQ_TOUR_PAD;
}

static int
square_row (const KqTourSearch *search, int square)
{
  return square / search->width - KQ_TOUR_PAD;
}

static int
square_col (const KqTourSearch *search, int square)
{
  return square % search->width - KQ_TOUR_PAD;
}

gboolean
kq_tour_search_is_move (const KqTourSearch *search, int a, int b)
{
  int dr = abs (square_row (search, a) - square_row (search, b));
  int dc = abs (square_col (search, a) - square_col (search, b));

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

/* A square taken (change -1) or freed (+1): its neighbours' degrees, and
 * its own blocked or not. */
static void
update_degrees (KqTourSearch *search, int square, int change)
{
  if (search->degree == NULL)
    return;
  for (int k = 0; k < 8; k++)
    search->degree[square + search->offset[k]] += change;
  search->degree[square] -= change * KQ_TOUR_BLOCKED;
}

/* Whether square is on the board and not taken: by its degree where
 * kept (in the cache: a huge board's cells are not), else by its cell. */
static inline gboolean
is_free (const KqTourSearch *search, int square)
{
  return search->degree != NULL ? search->degree[square] <= 8 : search->cell[square] == 0;
}

void
kq_tour_search_block (KqTourSearch *search, int square)
{
  g_assert (is_free (search, square) && search->total > search->length);

  search->cell[square] = -1;
  update_degrees (search, square, -1);
  search->total--;
}

void
kq_tour_search_append (KqTourSearch *search, int square)
{
  g_assert (is_free (search, square) && search->length < search->total);

  search->path[search->length++] = square;
  search->cell[square] = search->length;
  update_degrees (search, square, -1);
}

static void
remove_last (KqTourSearch *search)
{
  int square = search->path[--search->length];

  search->cell[square] = 0;
  update_degrees (search, square, +1);
}

void
kq_tour_search_truncate (KqTourSearch *search)
{
  while (search->length > 1)
    remove_last (search);
}

static gboolean
emit (KqTourSearch *search, KqEventType type, int square, int step, const int *cells)
{
  KqEvent event = {
    .type = type,
    .n = search->cols,
    .row = square >= 0 ? square_row (search, square) : 0,
    .col = square >= 0 ? square_col (search, square) : 0,
    .step = step,
    .cells = cells,
    .nodes = search->steps,
    .solutions = search->solutions,
  };

  if (search->func != NULL && !search->func (&event, search->user_data))
    search->stopped = TRUE;
  return !search->stopped;
}

gboolean
kq_tour_search_count_step (KqTourSearch *search)
{
  search->steps++;
  if ((search->steps & (KQ_PROGRESS_INTERVAL - 1)) == 0)
    return emit (search, KQ_EVENT_PROGRESS, -1, 0, NULL);
  return !search->stopped;
}

static gboolean
emit_place (KqTourSearch *search, int index)
{
  return emit (search, KQ_EVENT_PLACE, search->path[index], index + 1, NULL);
}

gboolean
kq_tour_search_move (KqTourSearch *search, int square)
{
  kq_tour_search_append (search, square);
  if (!kq_tour_search_count_step (search))
    return FALSE;
  return !search->trace || emit_place (search, search->length - 1);
}

gboolean
kq_tour_search_take_back (KqTourSearch *search)
{
  int step = search->length;

  remove_last (search);
  return !search->trace || emit (search, KQ_EVENT_REMOVE, search->path[step - 1], step, NULL);
}

gboolean
kq_tour_search_trace_change (KqTourSearch *search, const int *old, int old_length)
{
  int same = 0;

  if (!search->trace)
    return TRUE;
  while (same < old_length && same < search->length && old[same] == search->path[same])
    same++;
  for (int i = old_length - 1; i >= same; i--)
    if (!emit (search, KQ_EVENT_REMOVE, old[i], i + 1, NULL))
      return FALSE;
  for (int i = same; i < search->length; i++)
    if (!emit_place (search, i))
      return FALSE;
  return TRUE;
}

/* Warnsdorff's order of the moves from a square: fewest onward moves
 * first; ties go to the square farthest from the centre (Roth's rule):
 * the knight keeps to the edges, which are hard to come back to, and the
 * centre, easy to cross, is left for last. */
typedef struct {
  const KqTourSearch *search;
  int                 square;
  /* The square's distance from the centre in half squares, so that the
   * squared distance is a whole number: one division for eight moves. */
  int                 row2, col2;
} Ranking;

static Ranking
ranking_init (const KqTourSearch *search, int square)
{
  g_assert (search->degree != NULL);
  return (Ranking) { search, square,
                     2 * square_row (search, square) - (search->rows - 1),
                     2 * square_col (search, square) - (search->cols - 1) };
}

/* Move k's key, lowest first, or -1 when its square is taken or off the
 * board. */
static inline gint64
ranking_key (const Ranking *ranking, int k)
{
  int to = ranking->square + ranking->search->offset[k];
  int dr = ranking->row2 + 2 * kq_knight_da[k], dc = ranking->col2 + 2 * kq_knight_db[k];

  if (!is_free (ranking->search, to))
    return -1;
  return ((gint64) ranking->search->degree[to] << 32) - (dr * dr + dc * dc) + G_MAXINT32;
}

int
kq_tour_search_rank (const KqTourSearch *search, int square, guint8 moves[8])
{
  const Ranking ranking = ranking_init (search, square);
  gint64 key[8];
  int count = 0;

  /* An insertion sort of at most eight: stable, so that the lessons' order
   * decides what is still equal. */
  for (int k = 0; k < 8; k++)
    {
      gint64 own = ranking_key (&ranking, k);
      int i;

      if (own < 0)
        continue;
      for (i = count; i > 0 && key[i - 1] > own; i--)
        {
          key[i] = key[i - 1];
          moves[i] = moves[i - 1];
        }
      key[i] = own;
      moves[i] = (guint8) k;
      count++;
    }

  return count;
}

/* The first of kq_tour_search_rank's moves from ranking's square, or -1:
 * the greedy walk needs no more, and no sort. */
static int
ranking_best (const Ranking *ranking)
{
  gint64 least = G_MAXINT64;
  int best = -1;

  for (int k = 0; k < 8; k++)
    {
      gint64 own = ranking_key (ranking, k);

      if (own >= 0 && own < least)
        {
          least = own;
          best = k;
        }
    }
  return best;
}

static int
best_move (const KqTourSearch *search, int square)
{
  const Ranking ranking = ranking_init (search, square);

  return ranking_best (&ranking);
}

/* The lessons' Try(i), without recursion: a board of 2000 × 2000 would
 * need four million stack frames. next[i] is the k to try next from move
 * i + 1: as in Try(i), the moves not yet tried, in the order k = 0..7. */
KqOutcome
kq_tour_search_backtrack (KqTourSearch *search, gboolean closed, gboolean every,
                          guint64 max_steps, int *cells)
{
  g_autofree guint8 *next = g_new0 (guint8, search->total);

  g_assert (search->length == 1);

  while (TRUE)
    {
      int from = search->path[search->length - 1];
      guint8 *k = &next[search->length - 1];

      if (search->length == search->total &&
          (!closed || kq_tour_search_is_move (search, from, search->start)))
        {
          if (!every)
            return KQ_OUTCOME_FOUND;
          search->solutions++;
          if (search->func != NULL && !kq_tour_search_emit_solution (search, cells))
            return KQ_OUTCOME_STOPPED;
        }

      while (*k < 8 && search->cell[from + search->offset[*k]] != 0)
        (*k)++;
      if (*k < 8)
        {
          if (max_steps != 0 && search->steps >= max_steps)
            return KQ_OUTCOME_GAVE_UP;
          if (!kq_tour_search_move (search, from + search->offset[(*k)++]))
            return KQ_OUTCOME_STOPPED;
          next[search->length - 1] = 0;
        }
      else if (search->length == 1)
        return every ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE;
      else if (!kq_tour_search_take_back (search))
        return KQ_OUTCOME_STOPPED;
    }
}

static void
search_cells (const KqTourSearch *search, int *cells)
{
  for (int r = 0; r < search->rows; r++)
    memcpy (cells + (gsize) r * search->cols, search->cell + kq_tour_search_square (search, r, 0),
            sizeof (int) * search->cols);
}

gboolean
kq_tour_search_emit_solution (KqTourSearch *search, int *cells)
{
  /* Read first: cells may be where the path was lent. */
  int last = search->path[search->length - 1];

  search_cells (search, cells);
  return emit (search, KQ_EVENT_SOLUTION, last, search->length, cells);
}

/* Warnsdorff's rule and Pósa's rotations: the moves of the search that
 * the other tour solvers build on. */

/* Pósa's rotations draw at random, from the same seed every time: the same
 * request gives the same tour. */
#define POSA_SEED 0x4b6e6967u

gboolean
kq_tour_search_greedy (KqTourSearch *search)
{
  /* Moved along with the knight: no division a move. */
  Ranking ranking = ranking_init (search, search->path[search->length - 1]);

  while (search->length < search->total)
    {
      int k = ranking_best (&ranking);

      if (k < 0)
        break;
      ranking.square += search->offset[k];
      ranking.row2 += 2 * kq_knight_da[k];
      ranking.col2 += 2 * kq_knight_db[k];
      if (!kq_tour_search_move (search, ranking.square))
        return FALSE;
    }
  return TRUE;
}

/* Whether a rotation that makes square the end lets the path go on: a free
 * neighbour, or, on a full path that must close, the start in reach. */
static gboolean
opens_way (const KqTourSearch *search, int square)
{
  if (search->length == search->total)
    return kq_tour_search_is_move (search, square, search->start);
  for (int k = 0; k < 8; k++)
    if (search->cell[square + search->offset[k]] == 0)
      return TRUE;
  return FALSE;
}

static void
reverse_tail (KqTourSearch *search, int from)
{
  for (int i = from, j = search->length - 1; i < j; i++, j--)
    {
      int t = search->path[i];

      search->path[i] = search->path[j];
      search->path[j] = t;
    }
  for (int i = from; i < search->length; i++)
    search->cell[search->path[i]] = i + 1;
}

gboolean
kq_tour_search_posa (KqTourSearch *search, gboolean closed, guint64 budget)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (POSA_SEED);
  int move;

  while (TRUE)
    {
      int end = search->path[search->length - 1];
      int pivot[8], n_pivots = 0, best = -1;
      guint64 cost;

      if (search->length == search->total)
        {
          if (!closed || kq_tour_search_is_move (search, end, search->start))
            return TRUE;
        }
      else if ((move = best_move (search, end)) >= 0)
        {
          kq_tour_search_append (search, end + search->offset[move]);
          if (!kq_tour_search_count_step (search))
            return FALSE;
          continue;
        }

      for (int k = 0; k < 8; k++)
        {
          int i = search->cell[end + search->offset[k]] - 1;

          if (i < 0 || i >= search->length - 2)
            continue;
          pivot[n_pivots++] = i;
          if (i > best && opens_way (search, search->path[i + 1]))
            best = i;
        }
      if (n_pivots == 0)
        return FALSE;
      if (best < 0)
        best = pivot[g_rand_int_range (rand, 0, n_pivots)];
      cost = search->length - best;
      if (cost > budget)
        return FALSE;
      budget -= cost;
      reverse_tail (search, best + 1);
      if (!kq_tour_search_count_step (search))
        return FALSE;
    }
}
