/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play.c: the window's Play Yourself mode, driven as a student would
 * (squares activated, the actions of the keys), under a display */
#define G_LOG_DOMAIN "test-play"
#include "config.h"

#include <gtk/gtk.h>

#include "kq-board-view.h"
#include "kq-i18n.h"
#include "kq-test-window.h"
#include "kq-tour.h"

static void
click (KqWindow *window, int row, int col)
{
  g_signal_emit_by_name (kq_window_get_board_view (window), "square-activated", row, col);
}

static KqWindow *
play_window_new (const char *problem, int n)
{
  KqWindow *window = window_new ();

  activate (window, "win.problem", g_variant_new_string (problem));
  kq_session_set_n (kq_window_get_session (window), n);
  activate (window, "win.play-yourself", NULL);
  g_assert_nonnull (kq_board_view_get_play (kq_window_get_board_view (window)));
  return window;
}

/* The worker's answer replaces "Thinking…". */
static void
wait_status (KqWindow *window, const char *expected)
{
  SPIN_UNTIL (g_strcmp0 (kq_window_get_status (window), "Thinking…") != 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, expected);
}

static void
test_play_queens (void)
{
  KqWindow *window = play_window_new ("queens", 4);
  KqBoardView *view = kq_window_get_board_view (window);
  const KqRenderPlay *marks;
  int width;

  g_assert_cmpstr (kq_window_get_status (window), ==, "0 of 4 queens");

  click (window, 0, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "1 of 4 queens");
  marks = kq_board_view_get_play (view);
  g_assert_cmpint (marks->n_queens, ==, 1);
  g_assert_true (marks->attacked[0 * 4 + 3]);   /* its row */
  g_assert_true (marks->attacked[3 * 4 + 3]);   /* its diagonal */
  g_assert_false (marks->attacked[1 * 4 + 2]);  /* a knight's move away */

  /* a conflict: drawn between the two */
  click (window, 2, 2);
  g_assert_cmpstr (kq_window_get_status (window), ==, "2 of 4 queens · 1 conflict");
  marks = kq_board_view_get_play (view);
  g_assert_cmpint (marks->n_conflicts, ==, 1);
  g_assert_cmpint (marks->queens[marks->conflicts[0]], ==, 0);
  g_assert_cmpint (marks->queens[marks->conflicts[1]], ==, 2 * 4 + 2);

  /* undo and redo the placement, then lift the queen */
  activate (window, "win.play-undo", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "1 of 4 queens");
  activate (window, "win.play-redo", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "2 of 4 queens · 1 conflict");
  click (window, 2, 2);
  g_assert_cmpstr (kq_window_get_status (window), ==, "1 of 4 queens");

  /* no 4-queens solution has a corner queen: lift it, the hint says, and marks it */
  activate (window, "win.play-hint", NULL);
  wait_status (window, "No solution extends this placement: lift the queen on (1, 1)");
  g_assert_cmpint (kq_board_view_get_play (view)->hint, ==, 0);
  click (window, 0, 0);
  g_assert_cmpint (kq_board_view_get_play (view)->hint, ==, -1);
  activate (window, "win.play-hint", NULL);
  wait_status (window, "2 of the 2 solutions extend this placement: try (1, 2)");
  g_assert_cmpint (kq_board_view_get_play (view)->hint, ==, 1);

  /* the first solution in the lessons' order: 2 4 1 3 */
  width = gtk_widget_get_width (GTK_WIDGET (window));
  click (window, 0, 1);
  click (window, 1, 3);
  click (window, 2, 0);
  click (window, 3, 2);
  wait_status (window, "Solved! This is solution 1 of 2");
  /* Beside it, and the window no wider for it. */
  SPIN_UNTIL (gtk_widget_get_mapped (find_button (GTK_WIDGET (window), "Show in the Solutions")));
  g_assert_cmpint (window_min_width (window), <=, width);
  /* and on to the solution browser */
  activate (window, "win.play-show-solution", NULL);
  g_assert_null (kq_board_view_get_play (view));
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == 1);

  window_destroy (window);
}

static void
test_play_knight (void)
{
  KqWindow *window = play_window_new ("tour", 5);
  KqBoardView *view = kq_window_get_board_view (window);
  KqTourRequest request = { .n = 5, .row = 0, .col = 0, .method = KQ_TOUR_WARNSDORFF };
  const KqRenderPlay *marks;
  int cells[25], path[25];

  g_assert_cmpstr (kq_window_get_status (window), ==, "Click the square to start from");
  click (window, 0, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 1 of 25");
  /* from a corner: (2, 3) and (3, 2), 1-based, each with 5 moves on (the corner visited) */
  marks = kq_board_view_get_play (view);
  g_assert_cmpint (marks->n_targets, ==, 2);
  for (int i = 0; i < 2; i++)
    {
      g_assert_true (marks->targets[i] == 1 * 5 + 2 || marks->targets[i] == 2 * 5 + 1);
      g_assert_cmpint (marks->onward[i], ==, 5);
    }

  /* refused, with the reason */
  click (window, 2, 2);
  g_assert_cmpstr (kq_window_get_status (window), ==, "(3, 3) is not a knight's move from (1, 1)");
  click (window, 1, 2);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 2 of 25");
  click (window, 0, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "(1, 1) is visited already: move 1");

  activate (window, "win.play-hint", NULL);
  SPIN_UNTIL (g_strcmp0 (kq_window_get_status (window), "Thinking…") != 0);
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), "Yes: go to ("));
  g_assert_cmpint (kq_board_view_get_play (view)->hint, >=, 0);

  activate (window, "win.play-undo", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 1 of 25");
  activate (window, "win.play-undo", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Click the square to start from");

  /* a whole tour, as the solver finds it */
  g_assert_cmpint (kq_tour_solve (&request, cells, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  for (int sq = 0; sq < 25; sq++)
    path[cells[sq] - 1] = sq;
  for (int i = 0; i < 25; i++)
    click (window, path[i] / 5, path[i] % 5);
  g_assert_cmpstr (kq_window_get_status (window), ==, "You toured the board! The tour is open.");
  activate (window, "win.play-undo", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 24 of 25");

  window_destroy (window);
}

/* The knight stuck: always the first square offered, in the lessons'
 * order, runs into a dead end on 5 × 5 before the board is full. */
static void
test_play_dead_end (void)
{
  KqWindow *window = play_window_new ("tour", 5);
  KqBoardView *view = kq_window_get_board_view (window);
  g_autofree char *expected = NULL;
  int moves = 1, last = 0;

  click (window, 0, 0);
  while (kq_board_view_get_play (view)->n_targets > 0)
    {
      last = kq_board_view_get_play (view)->targets[0];
      click (window, last / 5, last % 5);
      moves++;
    }
  g_assert_cmpint (moves, <, 25);
  expected = g_strdup_printf ("No move from (%d, %d): %d of 25 squares visited",
                              last / 5 + 1, last % 5 + 1, moves);
  g_assert_cmpstr (kq_window_get_status (window), ==, expected);

  /* off: the session's board again; on again: a new game */
  activate (window, "win.play-yourself", NULL);
  g_assert_null (kq_board_view_get_play (view));
  activate (window, "win.play-yourself", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Click the square to start from");
  window_destroy (window);
}

/* Play Yourself on a rectangle: 3 × 4 set, the mode on (it was refused on
 * m × n), the marks and clicks on its 3 rows of 4, a whole tour as the
 * solver finds it; another rectangle in the mode, a new game on it. */
static void
test_play_rectangle (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  KqBoardView *view = kq_window_get_board_view (window);
  KqTourRequest request = { .rows = 3, .cols = 4, .method = KQ_TOUR_CLASSIC };
  const KqRenderPlay *marks;
  int cells[12], path[12];

  activate (window, "win.problem", g_variant_new_string ("tour"));
  kq_session_set_tour_board (session, 3, 4);
  activate (window, "win.play-yourself", NULL);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_PLAY);
  click (window, 0, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 1 of 12");
  /* (2, 3) and (3, 2), counted in rows of 4 */
  marks = kq_board_view_get_play (view);
  g_assert_cmpint (marks->n_targets, ==, 2);
  for (int i = 0; i < 2; i++)
    g_assert_true (marks->targets[i] == 1 * 4 + 2 || marks->targets[i] == 2 * 4 + 1);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->rows, ==, 3);
  activate (window, "win.play-undo", NULL);

  g_assert_cmpint (kq_tour_solve (&request, cells, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  for (int sq = 0; sq < 12; sq++)
    path[cells[sq] - 1] = sq;
  for (int i = 0; i < 12; i++)
    click (window, path[i] / 4, path[i] % 4);
  g_assert_cmpstr (kq_window_get_status (window), ==, "You toured the board! The tour is open.");
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 12);

  /* 4 × 5 in the mode: a new game on it */
  kq_session_set_tour_board (session, 4, 5);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_PLAY);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Click the square to start from");
  click (window, 3, 4);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Move 1 of 20");
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/play/rectangle", test_play_rectangle);

  g_test_add_func ("/play/queens", test_play_queens);
  g_test_add_func ("/play/knight", test_play_knight);
  g_test_add_func ("/play/dead-end", test_play_dead_end);
  return g_test_run ();
}
