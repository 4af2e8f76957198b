/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include "kq-tour-private.h"

/* Whether the path is a whole tour (closed: its end a move from its start). */
static gboolean
is_tour (const KqTourSearch *search, gboolean closed)
{
  return search->length == search->total &&
         (!closed || kq_tour_search_is_move (search, search->path[search->length - 1],
                                             search->start));
}

/* Whether the board has closed tours (Schwenk's theorem). */
static gboolean
has_closed_tours (const KqTourSearch *search)
{
  KqTourRequest request = { .rows = search->rows, .cols = search->cols, .closed = TRUE };

  return !kq_tour_known_impossible (&request, NULL);
}

/* Where other's closed tour is to be begun: at the start, or around, at
 * the first neighbour of the start on it. */
static int
closed_tour_entry (const KqTourSearch *search, const KqTourSearch *other, gboolean around)
{
  if (!around)
    return other->cell[search->start] - 1;
  for (int k = 0; k < 8; k++)
    if (other->cell[search->start + search->offset[k]] > 0)
      return other->cell[search->start + search->offset[k]] - 1;
  g_assert_not_reached ();
}

/* A closed tour by Warnsdorff's rule and Pósa's rotations from (row, col),
 * laid on the path: a closed tour is one from each of its squares, so one
 * through the start is begun there. around: the start taken off the board
 * first (an odd board without a square of its majority colour has as many
 * squares of each), the tour begun at a neighbour of the start, after it. */
static gboolean
lay_closed_tour (KqTourSearch *search, int row, int col, gboolean around, guint64 posa_budget)
{
  KqTourSearch other;
  gboolean found;

  kq_tour_search_init (&other, search->rows, search->cols, row, col, TRUE);
  if (around)
    kq_tour_search_block (&other, search->start);
  found = kq_tour_search_greedy (&other) && kq_tour_search_posa (&other, TRUE, posa_budget);
  search->steps += other.steps;
  if (found)
    {
      int from = closed_tour_entry (search, &other, around);

      kq_tour_search_truncate (search);
      for (int i = around ? 0 : 1; i < other.total; i++)
        kq_tour_search_append (search, other.path[(from + i) % other.total]);
    }
  kq_tour_search_clear (&other);
  return found;
}

/* A closed tour from some starts spread over the board, each with
 * posa_budget, where the rotations from the start itself gave up; around
 * (a board of an odd number of squares, which has none, from a square of
 * the majority colour): of the board without the start. */
static gboolean
closed_tour_elsewhere (KqTourSearch *search, gboolean around, guint64 posa_budget)
{
  int starts = MIN (KQ_TOUR_CLOSED_STARTS, search->total);

  for (int i = 0; i < starts; i++)
    {
      int index = (int) ((gint64) i * search->total / starts);
      int row = index / search->cols, col = index % search->cols;

      if (around && kq_tour_search_square (search, row, col) == search->start)
        continue;
      if (lay_closed_tour (search, row, col, around, posa_budget))
        return TRUE;
    }
  return FALSE;
}

/* Where no closed tour helps on a rectangle (a narrow or odd one): a search
 * from the start (the path truncated to it), which on the small boards
 * where that happens proves there is none (from some squares of 3 × 4,
 * 3 × 7…) or finds the tour.
 * An open tour in Warnsdorff's order, which finds one soon; a closed one
 * by the lessons' Try. */
static KqOutcome
search_instead (KqTourSearch *search, gboolean closed, guint64 max_steps)
{
  guint64 budget = search->steps + KQ_TOUR_FALLBACK_STEPS;
  int next;

  budget = max_steps != 0 ? MIN (max_steps, budget) : budget;
  if (closed)
    return kq_tour_search_backtrack (search, TRUE, FALSE, budget, NULL);
  return kq_tour_search_complete (search, -1, budget, TRUE, &next);
}

/* A rectangle's tour where Pósa's rotations gave up: no blocks to build
 * from. The trace is brought up to date first: the search that may follow
 * reports its moves. */
static KqOutcome
rectangle_instead (KqTourSearch *search, gboolean closed, guint64 posa_budget,
                   guint64 max_steps, const int *reported, int reported_length)
{
  KqOutcome outcome = KQ_OUTCOME_FOUND;
  gboolean found = has_closed_tours (search)
                   ? closed_tour_elsewhere (search, FALSE, posa_budget)
                   : !closed && search->total % 2 != 0 &&
                     closed_tour_elsewhere (search, TRUE, posa_budget);

  if (!found)
    {
      kq_tour_search_truncate (search);
      if (!kq_tour_search_trace_change (search, reported, reported_length))
        return KQ_OUTCOME_STOPPED;
      return search_instead (search, closed, max_steps);
    }
  if (!kq_tour_search_trace_change (search, reported, reported_length))
    outcome = KQ_OUTCOME_STOPPED;
  return outcome;
}

KqOutcome
kq_tour_warnsdorff (KqTourSearch *search, gboolean closed, guint64 posa_budget,
                    guint64 max_steps)
{
  g_autofree int *reported = NULL;
  int reported_length;
  guint64 steps;
  KqOutcome outcome;

  g_assert (search->degree != NULL && (!closed || search->rows != search->cols));

  if (!kq_tour_search_greedy (search))
    return KQ_OUTCOME_STOPPED;
  if (is_tour (search, closed))
    return KQ_OUTCOME_FOUND;

  /* The fallbacks rearrange the path without events; the trace is brought
   * up to date once they are done. */
  reported_length = search->length;
  if (search->trace)
    reported = g_memdup2 (search->path, sizeof (int) * reported_length);

  steps = search->steps;
  if (kq_tour_search_posa (search, closed, posa_budget))
    g_debug ("%d x %d: Warnsdorff's rule got stuck after %d squares, Posa's rotations "
             "finished in %" G_GUINT64_FORMAT " steps", search->rows, search->cols, reported_length,
             search->steps - steps);
  else if (search->stopped)
    return KQ_OUTCOME_STOPPED;
  else if (search->rows != search->cols)
    return rectangle_instead (search, closed, posa_budget, max_steps, reported, reported_length);
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
