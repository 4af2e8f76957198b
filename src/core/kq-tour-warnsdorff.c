#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include "kq-tour-private.h"

/* Pósa's rotations draw at random, from the same seed every time: the same
 * request gives the same tour. */
#define POSA_SEED 0x4b6e6967u

gboolean
kq_tour_search_greedy (KqTourSearch *search)
{
  guint8 moves[8];

  while (search->length < search->total)
    {
      int end = search->path[search->length - 1];

      if (kq_tour_search_rank (search, end, moves) == 0)
        break;
      if (!kq_tour_search_move (search, end + search->offset[moves[0]]))
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
  guint8 moves[8];

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
      else if (kq_tour_search_rank (search, end, moves) > 0)
        {
          kq_tour_search_append (search, end + search->offset[moves[0]]);
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

KqOutcome
kq_tour_warnsdorff (KqTourSearch *search, guint64 posa_budget)
{
  g_autofree int *reported = NULL;
  int reported_length;
  guint64 steps;
  KqOutcome outcome;

  g_assert (search->degree != NULL && search->rows == search->cols);

  if (!kq_tour_search_greedy (search))
    return KQ_OUTCOME_STOPPED;
  if (search->length == search->total)
    return KQ_OUTCOME_FOUND;

  /* The fallbacks rearrange the path without events; the trace is brought
   * up to date once they are done. */
  reported_length = search->length;
  if (search->trace)
    reported = g_memdup2 (search->path, sizeof (int) * reported_length);

  steps = search->steps;
  if (kq_tour_search_posa (search, FALSE, posa_budget))
    g_debug ("%d x %d: Warnsdorff's rule got stuck after %d squares, Posa's rotations "
             "finished in %" G_GUINT64_FORMAT " steps", search->rows, search->cols, reported_length,
             search->steps - steps);
  else if (search->stopped)
    return KQ_OUTCOME_STOPPED;
  else
    {
      /* On an even board a closed tour, an open one from any of its squares. */
      g_debug ("%d x %d: Warnsdorff's rule got stuck after %d squares, Posa's rotations gave up: "
               "the tour is built from blocks", search->rows, search->cols, reported_length);
      outcome = kq_tour_blocks_lay (search);
      if (outcome != KQ_OUTCOME_FOUND)
        return outcome;
    }

  return kq_tour_search_trace_change (search, reported, reported_length)
         ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
}
