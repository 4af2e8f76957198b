/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <stdio.h>

#include "kq-timeline.h"
#include "kq-queens.h"
#include "kq-solver-runner.h"

/* Seeks through the longest trace the window keeps, without a display:
 *   kq-bench-timeline
 * The timeline is the trace of 13 queens, cut where the window cuts a trace
 * (KQ_SOLVER_RUNNER_MAX_TRACE moves). Each seek is timed as KqTimeline makes
 * it (from the boards it keeps on the way) and as the baseline, the moves
 * between here and there applied one by one, the way KqTimeline went
 * before; best of 5, beside the goal of 100 ms. The exit status is 1 if the
 * two boards differ. */

#define RUNS    5
#define N       13
#define GOAL_MS 100.0

static gboolean
trace_cb (const KqEvent *event, gpointer user_data)
{
  GArray *moves = user_data;
  KqMove move = kq_move_from_event (event);

  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    g_array_append_val (moves, move);
  return moves->len < KQ_SOLVER_RUNNER_MAX_TRACE;
}

/* The baseline: the moves from `from` to `to` applied to board one by one. */
static void
walk (KqBoard *board, const KqMove *moves, guint from, guint to)
{
  for (guint i = from; i != to;)
    {
      gboolean forward = i < to;
      const KqMove *move = &moves[forward ? i++ : --i];

      if ((move->step > 0) == forward)
        kq_board_place (board, move->square / N, move->square % N, ABS (move->step));
      else
        kq_board_remove (board, move->square / N, move->square % N, ABS (move->step));
    }
}

int
main (void)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autoptr(KqTimeline) timeline = kq_timeline_new ();
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, N);
  const KqMove *trace;
  guint len;
  struct { const char *name; double from, to; } seeks[] = {
    { "Go to the End, from the Start", 0.0, 1.0 },
    { "Go to the Start, from the End", 1.0, 0.0 },
    { "the middle, from the Start", 0.0, 0.5 },
    { "a third of the way, from the End", 1.0, 1.0 / 3 },
  };
  int status = 0;

  kq_queens_list (N, TRUE, trace_cb, moves, NULL);
  trace = (const KqMove *) moves->data;
  len = moves->len;
  kq_timeline_reset (timeline, KQ_PROBLEM_QUEENS, N);
  kq_timeline_append (timeline, trace, len);
  printf ("seeks in the trace of %d queens, %u moves (KqTimeline against the moves one by one):\n",
          N, len);

  for (guint i = 0; i < G_N_ELEMENTS (seeks); i++)
    {
      guint from = (guint) (seeks[i].from * len), to = (guint) (seeks[i].to * len);
      double ours = G_MAXDOUBLE, baseline = G_MAXDOUBLE;

      for (int run = 0; run < RUNS; run++)
        {
          gint64 start;

          kq_timeline_seek (timeline, from);
          start = g_get_monotonic_time ();
          kq_timeline_seek (timeline, to);
          ours = MIN (ours, (g_get_monotonic_time () - start) / 1000.0);

          kq_board_clear (board);
          walk (board, trace, 0, from);
          start = g_get_monotonic_time ();
          walk (board, trace, from, to);
          baseline = MIN (baseline, (g_get_monotonic_time () - start) / 1000.0);
        }
      if (kq_board_first_difference (board, kq_timeline_get_board (timeline)) != G_MAXINT)
        {
          printf ("  %s: the boards differ\n", seeks[i].name);
          status = 1;
        }
      printf ("  %-34s %8.3f ms (%.3f of the goal of %.0f ms), baseline %8.3f ms: ratio %.4f\n",
              seeks[i].name, ours, ours / GOAL_MS, GOAL_MS, baseline, ours / baseline);
    }
  return status;
}
