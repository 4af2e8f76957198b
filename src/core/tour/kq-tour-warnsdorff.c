/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include "kq-tour-private.h"

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
