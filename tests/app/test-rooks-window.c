/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rooks-window.c: n rooks in a real window, lesson 001's
 * permutations: chosen as the third problem, listed, browsed by number,
 * traced line by line in the code panel with the rooks' listing, played;
 * the view of rooks beside queens; within 1024 × 768 px in English and
 * Vietnamese */
#define G_LOG_DOMAIN "test-rooks-window"
#include "config.h"

#include "kq-code-panel.h"
#include "kq-lesson.h"
#include "kq-queens.h"
#include "kq-rooks.h"
#include "kq-rooks-queens.h"
#include "kq-test-window.h"
#include "kq-trace-panel.h"

static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static KqCodePanel *
code_panel (KqWindow *window)
{
  return kq_trace_panel_get_code_panel (kq_window_get_trace_panel (window));
}

/* The board shows placement cols (n columns, 0-based), whole. */
static void
assert_board (KqWindow *window, int n, const int *cols)
{
  const KqBoard *board = kq_timeline_get_board (window_timeline (window));

  SPIN_UNTIL (kq_timeline_get_board (window_timeline (window))->moves == n);
  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_ROOKS);
  g_assert_cmpint (board->n, ==, n);
  for (int row = 0; row < n; row++)
    g_assert_cmpint (board->cells[row], ==, cols[row]);
}

/* The Rooks toggle lists 5! = 120 permutations; First, Previous, Next,
 * Last and Go to № show the permutation of that number. */
static void
test_browse (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  int cols[5];
  g_autofree char *state = NULL;

  activate (window, "win.problem", g_variant_new_string ("rooks"));
  g_assert_cmpint (kq_session_get_problem (session), ==, KQ_PROBLEM_ROOKS);
  kq_window_start_rooks (window, 5);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 120);
  g_assert_cmpstr (kq_window_get_status (window), ==, "5 rooks: 120 permutations (5!)");
  g_object_get (window, "problem", &state, NULL);
  g_assert_cmpstr (state, ==, "rooks");

  activate (window, "win.last-solution", NULL);
  SPIN_UNTIL (kq_session_get_current_solution (session) == 120);
  assert_board (window, 5, (const int[]) { 4, 3, 2, 1, 0 });
  activate (window, "win.previous-solution", NULL);
  SPIN_UNTIL (kq_session_get_current_solution (session) == 119);
  assert_board (window, 5, (const int[]) { 4, 3, 2, 0, 1 });
  activate (window, "win.first-solution", NULL);
  SPIN_UNTIL (kq_session_get_current_solution (session) == 1);
  activate (window, "win.next-solution", NULL);
  SPIN_UNTIL (kq_session_get_current_solution (session) == 2);
  assert_board (window, 5, (const int[]) { 0, 1, 2, 4, 3 });
  activate (window, "win.goto-solution", g_variant_new_uint64 (60));
  SPIN_UNTIL (kq_session_get_current_solution (session) == 60);
  g_assert_true (kq_rooks_nth (5, 60, cols));
  assert_board (window, 5, cols);
  /* no permutation 121 */
  activate (window, "win.goto-solution", g_variant_new_uint64 (121));
  g_assert_cmpuint (kq_session_get_current_solution (session), ==, 60);

  /* Queens and back: each problem keeps its n. */
  activate (window, "win.problem", g_variant_new_string ("queens"));
  g_assert_cmpint (kq_session_get_problem (session), ==, KQ_PROBLEM_QUEENS);
  activate (window, "win.problem", g_variant_new_string ("rooks"));
  g_assert_cmpint (kq_session_get_n (session), ==, 5);
  window_destroy (window);
}

/* 20 rooks: 20! permutations, the largest count of 64 bits, listed at once
 * up to the store's capacity; the last one fetched by number. */
static void
test_twenty (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  guint64 total = 0;
  int cols[20];

  kq_window_start_rooks (window, 20);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_true (kq_rooks_count (20, &total));
  g_assert_cmpuint (kq_session_get_total (session), ==, total);
  activate (window, "win.last-solution", NULL);
  SPIN_UNTIL (kq_session_get_current_solution (session) == total &&
              kq_session_get_fetching (session) == 0);
  for (int i = 0; i < 20; i++)
    cols[i] = 19 - i;
  assert_board (window, 20, cols);
  window_destroy (window);
}

/* Trace: the code panel follows the rooks' Try(i) with its one array a,
 * line by line as the lesson's machine runs it. */
static void
test_trace (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  KqCodePanel *panel = code_panel (window);
  const KqListing *listing;
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_ROOKS, 4, 0, 0, KQ_LESSON_FLAGS_NONE);

  g_object_set (window, "trace", TRUE, NULL);
  kq_window_start_rooks (window, 4);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL);
  kq_session_seek (session, 0);
  SPIN_UNTIL (kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)) == 0);
  listing = kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel));
  g_assert_cmpstr (kq_listing_get_id (listing), ==, "rooks-001-pascal");
  g_assert_cmpuint (kq_listing_get_n_arrays (listing), ==, 1);

  for (int s = 1; s <= 40; s++)
    {
      const KqCodeStepper *stepper;

      gtk_widget_activate_action (GTK_WIDGET (panel), "code.line", NULL);
      kq_lesson_step (lesson);
      SPIN_UNTIL (kq_code_stepper_get_line (kq_code_panel_get_stepper (panel)) ==
                  kq_listing_get_step_line (listing, lesson) &&
                  kq_lesson_get_step (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel)))
                    == (guint64) s);
      stepper = kq_code_panel_get_stepper (panel);
      g_assert_cmpint (kq_lesson_get_op (kq_code_stepper_get_lesson (stepper)), ==,
                       kq_lesson_get_op (lesson));
    }
  /* 40 lines in: the first permutation printed */
  g_assert_cmpuint (kq_lesson_get_solutions (lesson), >=, 1);
  g_object_set (window, "trace", FALSE, NULL);
  window_destroy (window);
}

static void
click (KqWindow *window, int row, int col)
{
  g_signal_emit_by_name (kq_window_get_board_view (window), "square-activated", row, col);
}

static void
wait_status (KqWindow *window, const char *expected)
{
  SPIN_UNTIL (g_strcmp0 (kq_window_get_status (window), "Thinking…") != 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, expected);
}

/* Play Yourself with rooks: rows and columns attacked, no diagonal; a
 * conflict in a column; the hint lifts, then places; a whole permutation
 * is solved with its number, and shown among the solutions. */
static void
test_play (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);
  const KqRenderPlay *marks;

  g_object_set (window, "trace", FALSE, NULL);
  activate (window, "win.problem", g_variant_new_string ("rooks"));
  kq_session_set_n (kq_window_get_session (window), 4);
  activate (window, "win.play-yourself", NULL);
  g_assert_cmpstr (kq_window_get_status (window), ==, "0 of 4 rooks");

  click (window, 0, 0);
  marks = kq_board_view_get_play (view);
  g_assert_true (marks->rooks);
  g_assert_true (marks->attacked[0 * 4 + 3]);   /* its row */
  g_assert_true (marks->attacked[3 * 4 + 0]);   /* its column */
  g_assert_false (marks->attacked[1 * 4 + 1]);  /* a diagonal: free for a rook */

  click (window, 2, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "2 of 4 rooks · 1 conflict");
  activate (window, "win.play-hint", NULL);
  wait_status (window, "No solution extends this placement: lift the rook on (3, 1)");
  click (window, 2, 0);
  /* a diagonal neighbour is no conflict for rooks */
  click (window, 1, 1);
  g_assert_cmpstr (kq_window_get_status (window), ==, "2 of 4 rooks");
  activate (window, "win.play-hint", NULL);
  wait_status (window, "2 of the 24 solutions extend this placement: try (3, 3)");
  click (window, 2, 3);
  click (window, 3, 2);
  /* 1 2 4 3: the second permutation */
  wait_status (window, "Solved! This is solution 2 of 24");
  activate (window, "win.play-show-solution", NULL);
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == 2);
  window_destroy (window);
}

static KqRooksQueens *
find_rooks_queens (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* GTK's own */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (KQ_IS_ROOKS_QUEENS (window))
        return KQ_ROOKS_QUEENS (window);
    }
  return NULL;
}

/* Rooks beside queens: 8 rooks are 40,320 permutations and their Try puts
 * down 109,600 rooks; 8 queens are 92 of them and their Try puts down
 * 2,056 queens. The first permutation, the diagonal, is no queens
 * solution; the next that is, is queens solution 1. */
static void
test_beside (void)
{
  KqWindow *window = window_new ();
  KqRooksQueens *beside;
  int first[8];
  guint64 rank = 0;
  int width, height;

  /* on the window's n */
  g_object_set (window, "trace", FALSE, "problem", "tour", NULL);
  kq_session_set_n (kq_window_get_session (window), 8);
  activate (window, "win.rooks-queens", NULL);
  SPIN_UNTIL ((beside = find_rooks_queens ()) != NULL &&
              gtk_widget_get_mapped (GTK_WIDGET (beside)));
  g_assert_cmpint (kq_rooks_queens_get_n (beside), ==, 8);
  g_assert_cmpstr (kq_rooks_queens_get_nodes_text (beside, KQ_PROBLEM_ROOKS), ==, "109,600");
  g_assert_cmpstr (kq_rooks_queens_get_nodes_text (beside, KQ_PROBLEM_QUEENS), ==, "2,056");
  g_assert_nonnull (find_widget (GTK_WIDGET (beside), label_is, "40,320 (8!)"));
  g_assert_nonnull (find_widget (GTK_WIDGET (beside), label_is, "92"));
  g_assert_cmpstr (kq_rooks_queens_get_rooks_text (beside), ==,
                   "Permutation 1 of 40,320: 8 rooks, none attacking another");
  g_assert_cmpstr (kq_rooks_queens_get_queens_text (beside), ==,
                   "Not a queens solution: queens (1, 1) and (2, 2) attack along a diagonal");

  g_signal_emit_by_name (find_button (GTK_WIDGET (beside), "Next _Queens Solution"), "clicked");
  g_assert_true (kq_queens_nth (8, 1, first, NULL, NULL, NULL) == KQ_OUTCOME_FOUND);
  g_assert_true (kq_rooks_rank (8, first, &rank));
  g_assert_cmpuint (kq_rooks_queens_get_permutation (beside), ==, rank);
  g_assert_cmpstr (kq_rooks_queens_get_queens_text (beside), ==,
                   "No two on a diagonal: queens solution 1 of 92");
  g_signal_emit_by_name (find_button (GTK_WIDGET (beside), "_Next"), "clicked");
  g_assert_cmpuint (kq_rooks_queens_get_permutation (beside), ==, rank + 1);

  /* 4 × 4: 24 and 2 */
  kq_rooks_queens_set_n (beside, 4);
  g_assert_nonnull (find_widget (GTK_WIDGET (beside), label_is, "24 (4!)"));
  g_assert_cmpstr (kq_rooks_queens_get_nodes_text (beside, KQ_PROBLEM_ROOKS), ==, "64");

  gtk_widget_measure (GTK_WIDGET (beside), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (beside), GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL,
                      NULL);
  g_assert_cmpint (width, <=, 1024);
  g_assert_cmpint (height, <=, 700);
  gtk_window_destroy (GTK_WINDOW (beside));
  window_destroy (window);
}

/* Every rooks mode fits a 1024 px screen in English and Vietnamese; the
 * knight's header, the widest, is left as it was (rooks are in the menu). */
static void
test_fits (void)
{
  const char *const languages[] = { "en", "vi" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      KqWindow *window;

      kq_i18n_set_language (languages[l]);
      window = window_new ();
      g_object_set (window, "trace", FALSE, "problem", "tour", NULL);
      kq_window_retranslate (window);
      g_assert_cmpint (window_min_width (window), <=, 1024);
      kq_window_start_rooks (window, 8);
      SPIN_UNTIL (kq_session_get_listed (kq_window_get_session (window)));
      g_assert_cmpint (window_min_width (window), <=, 1024);
      activate (window, "win.trace", NULL);
      g_assert_cmpint (window_min_width (window), <=, 1024);
      activate (window, "win.trace", NULL);
      /* and the rooks beside the queens, at its widest n */
      {
        GtkWidget *beside = kq_rooks_queens_new (GTK_WINDOW (window), KQ_ROOKS_QUEENS_MAX_N);
        int width, height;

        gtk_window_present (GTK_WINDOW (beside));
        SPIN_UNTIL (gtk_widget_get_mapped (beside));
        gtk_widget_measure (beside, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
        gtk_widget_measure (beside, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
        g_test_message ("%s: rooks beside queens, minimum %d × %d", languages[l], width, height);
        g_assert_cmpint (width, <=, 1024);
        g_assert_cmpint (height, <=, 700);
        gtk_window_destroy (GTK_WINDOW (beside));
      }
      window_destroy (window);
    }
  kq_i18n_set_language ("en");
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/rooks-window/browse", test_browse);
  g_test_add_func ("/rooks-window/twenty", test_twenty);
  g_test_add_func ("/rooks-window/trace", test_trace);
  g_test_add_func ("/rooks-window/play", test_play);
  g_test_add_func ("/rooks-window/beside", test_beside);
  g_test_add_func ("/rooks-window/fits", test_fits);

  return g_test_run ();
}
