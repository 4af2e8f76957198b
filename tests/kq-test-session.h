/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-session.h: what the session and window tests share: running
 * the main loop until something holds, a session made and gone, and the
 * listing of n queens as an oracle (kq-test-queens.h). Included by one test
 * program each (the functions are static). */
#pragma once

#include <glib.h>

#include "kq-queens.h"
#include "kq-test-queens.h"
#include "kq-test-time.h"
#include "kq-session.h"

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until cond holds; a periodic wake-up keeps the loop
 * from blocking when nothing else is pending. */
#define SPIN_UNTIL(cond)                                                     \
  G_STMT_START {                                                             \
    gint64 spin_end = kq_test_deadline (KQ_TEST_TIMEOUT_S);                  \
    guint spin_wake = g_timeout_add (20, wake_cb, NULL);                     \
    while (!(cond))                                                          \
      {                                                                      \
        if (g_get_monotonic_time () > spin_end)                              \
          g_error ("timed out waiting for %s", #cond);                       \
        g_main_context_iteration (NULL, TRUE);                               \
      }                                                                      \
    g_source_remove (spin_wake);                                             \
  } G_STMT_END


/* A session on problem and n, animating at full speed. */
G_GNUC_UNUSED static KqSession *
session_new (KqProblem problem, int n)
{
  KqSession *session = kq_session_new ();

  kq_timeline_set_speed (kq_session_get_timeline (session), 1000.0);
  kq_session_set_problem (session, problem, n);
  return session;
}

/* Whether squares a and b of a board n columns wide are a knight's move apart. */
static gboolean
knight_move_apart (int n, int a, int b)
{
  int dr = ABS (a / n - b / n), dc = ABS (a % n - b % n);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

/* A knight's tour of the board's rows × n: every square once, each move a
 * knight's move, from start. */
G_GNUC_UNUSED static void
assert_valid_tour (const KqBoard *board, int start)
{
  int n = board->n;
  int squares = kq_board_squares (board);
  g_autofree gboolean *seen = g_new0 (gboolean, squares + 1);

  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_TOUR);
  g_assert_cmpint (board->moves, ==, squares);
  for (int sq = 0; sq < squares; sq++)
    {
      int move = board->cells[sq];

      g_assert_cmpint (move, >=, 1);
      g_assert_cmpint (move, <=, squares);
      g_assert_false (seen[move]);
      seen[move] = TRUE;
      g_assert_cmpint (board->path[move - 1], ==, sq);
    }
  g_assert_cmpint (board->path[0], ==, start);
  for (int move = 1; move < squares; move++)
    g_assert_true (knight_move_apart (n, board->path[move - 1], board->path[move]));
}

/* The same, closed: its last square a knight's move from its first. */
G_GNUC_UNUSED static void
assert_closed_tour (const KqBoard *board, int start)
{
  assert_valid_tour (board, start);
  g_assert_true (knight_move_apart (board->n, board->path[board->moves - 1], board->path[0]));
}

G_GNUC_UNUSED static void
session_free (KqSession *session)
{
  g_object_unref (session);
  /* No worker outlives its session. */
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}
