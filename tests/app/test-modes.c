/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-modes.c: what the board is in (watch, trace, play, open, count) as
 * the window shows it: the header follows an opened answer, the legend is
 * the key to what the board draws, Escape stops a count; under a display */
#define G_LOG_DOMAIN "test-modes"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-count-bar.h"
#include "kq-test-answers.h"
#include "kq-test-window.h"

/* The answer in a file of a folder of its own (no QUEENS.INP beside it). */
static GFile *
answer_file (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-modes-XXXXXX", &error);
  g_autofree char *path = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "answer.out", NULL);
  g_file_set_contents (path, data, -1, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
remove_answer_file (GFile *file)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

static void
open_and_wait (KqWindow *window, GFile *file)
{
  kq_window_open_file (window, file);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_nonnull (kq_window_get_answer (window));
}

/* The header: the problem's toggle pressed and n in the spin. */
static void
assert_header (KqWindow *window, const char *problem, int n)
{
  GtkWidget *spin = find_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON);
  g_autofree char *shown = NULL;

  g_object_get (window, "problem", &shown, NULL);
  g_assert_cmpstr (shown, ==, problem);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, n);
  g_assert_cmpint (kq_session_get_n (kq_window_get_session (window)), ==, n);
}

/* Gap 1: an opened answer's problem and n are what the header shows. */
static void
test_open_header (void)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) queens = answer_file (queens6_wrong);
  g_autoptr(GFile) tour = answer_file (tour5);

  kq_window_start_tour (window, 8, 0, 0);
  assert_header (window, "tour", 8);
  open_and_wait (window, queens);
  assert_header (window, "queens", 6);
  open_and_wait (window, tour);
  assert_header (window, "tour", 5);
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->n, ==, 5);

  /* The spin moved by the user leaves the answer for the session's board
   * (a tour's rows: 7 × 5, its columns kept). */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON)), 7);
  g_assert_null (kq_window_get_answer (window));
  assert_header (window, "tour", 7);
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->rows, ==, 7);
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->n, ==, 5);

  remove_answer_file (queens);
  remove_answer_file (tour);
  window_destroy (window);
}

static char *
legend_text (KqWindow *window)
{
  return kq_legend_dup_text (kq_window_get_legend (window));
}

static void
assert_legend (KqWindow *window, const char *expected)
{
  g_autofree char *text = legend_text (window);

  g_assert_cmpstr (text, ==, expected);
}

/* Gap 2: the legend is the key to what the board draws in each mode. */
static void
test_legend (void)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) queens = answer_file (queens6_wrong);

  /* a tour's key depends on the size of its squares */
  SPIN_UNTIL (gtk_widget_get_width (GTK_WIDGET (kq_window_get_board_view (window))) > 0);
  kq_window_start_queens (window, 8);
  assert_legend (window, "free, attacked, conflict, last placed");
  activate (window, "win.play-yourself", NULL);
  assert_legend (window, "free, attacked, conflict, hint");
  activate (window, "win.play-yourself", NULL);
  assert_legend (window, "free, attacked, conflict, last placed");

  kq_window_start_tour (window, 8, 0, 0);
  assert_legend (window, "start, current, visited, path");
  activate (window, "win.play-yourself", NULL);
  assert_legend (window, "start, current, visited, path, possible move, moves on from there (Warnsdorff), hint");

  /* An answer's error, framed: its whole placement drawn plain, one colour
   * for the pair in conflict */
  open_and_wait (window, queens);
  assert_legend (window, "conflict, error");
  kq_window_start_queens (window, 8);
  assert_legend (window, "free, attacked, conflict, last placed");
  /* a solution browsed: a plain board, which the key says is a solution */
  SPIN_UNTIL (kq_session_get_listed (kq_window_get_session (window)));
  kq_session_show_solution (kq_window_get_session (window), 1, NULL);
  kq_session_seek (kq_window_get_session (window), kq_timeline_get_length (window_timeline (window)));
  assert_legend (window, "a solution: no queen attacks another");

  remove_answer_file (queens);
  window_destroy (window);
}

static GBytes *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

/* The window's PNG against kq_render_png of the board it draws, with the
 * options given and with the defaults: equal to the first, not the second. */
static void
assert_exported_as (KqWindow *window, const KqRenderOptions *drawn)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-modes-XXXXXX", &error);
  g_autofree char *exported = g_build_filename (dir, "exported.png", NULL);
  g_autofree char *marked = g_build_filename (dir, "marked.png", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
  const KqBoard *board = kq_board_view_get_drawn_board (kq_window_get_board_view (window));
  g_autoptr(GBytes) got = NULL, want = NULL, without = NULL;
  KqRenderOptions options;

  export (window, exported);
  kq_render_options_init (&options);
  g_assert_true (kq_render_png (board, &options, 600, plain, &error));
  g_assert_true (kq_render_png (board, drawn, 600, marked, &error));
  g_assert_no_error (error);
  got = load (exported);
  want = load (marked);
  without = load (plain);
  g_assert_true (g_bytes_equal (got, want));
  g_assert_false (g_bytes_equal (got, without));

  g_unlink (exported);
  g_unlink (marked);
  g_unlink (plain);
  g_rmdir (dir);
}

/* What is exported, printed or copied is drawn as the window draws it: an
 * answer's error framed, the play mode's board with its marks. */
static void
test_export_as_drawn (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);
  g_autoptr(GFile) queens = answer_file (queens6_wrong);
  g_autoptr(GArray) marks = NULL;
  KqRenderOptions options;

  open_and_wait (window, queens);
  marks = kq_board_view_dup_marks (view);
  /* (2, 1) and (3, 2) of the second line */
  g_assert_cmpuint (marks->len, ==, 2);
  kq_render_options_init (&options);
  options.framed = (const int *) marks->data;
  options.n_framed = (int) marks->len;
  assert_exported_as (window, &options);

  /* Two queens that attack each other, on the student's board. */
  kq_window_start_queens (window, 8);
  activate (window, "win.play-yourself", NULL);
  g_signal_emit_by_name (view, "square-activated", 0, 0);
  g_signal_emit_by_name (view, "square-activated", 2, 2);
  g_assert_cmpint (kq_board_view_get_play (view)->n_conflicts, ==, 1);
  kq_render_options_init (&options);
  options.play = kq_board_view_get_play (view);
  assert_exported_as (window, &options);

  remove_answer_file (queens);
  window_destroy (window);
}

/* Gap 3: Escape (win.stop, the Stop button's action) stops a count. */
static void
test_escape_stops_count (void)
{
  KqWindow *window = window_new ();
  KqCountBar *bar = KQ_COUNT_BAR (find_type (GTK_WIDGET (window), KQ_TYPE_COUNT_BAR));
  KqCounter *counter = kq_count_bar_get_counter (bar);
  GtkWidget *count_button = find_button (GTK_WIDGET (bar), "C_ount");

  kq_window_start_queens (window, 18);
  g_signal_emit_by_name (count_button, "clicked");
  g_assert_true (kq_counter_get_running (counter));
  SPIN_UNTIL (kq_counter_get_seconds (counter) > 0.2);
  activate (window, "win.stop", NULL);
  /* at once, whenever its niced workers see the flag */
  g_assert_false (kq_counter_get_running (counter));
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_STOPPED);
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), "18 queens: stopped after "));
  g_assert_false (kq_session_get_can_stop (kq_window_get_session (window)));
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
  window_destroy (window);
}

static void
count_modes (KqSession *session, GParamSpec *pspec, guint *notified)
{
  (*notified)++;
}

/* One property says what the board is in; leaving a mode ends its run. */
static void
test_leave (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  KqCounter *counter = kq_session_get_counter (session);
  g_autoptr(GFile) tour = answer_file (tour5);
  g_autoptr(GVariant) state = NULL;
  guint notified = 0;

  g_signal_connect (session, "notify::mode", G_CALLBACK (count_modes), &notified);
  kq_window_start_queens (window, 8);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_WATCH);

  /* play: a game, the toggle on, no search; open ends the game */
  activate (window, "win.play-yourself", NULL);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_PLAY);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_nonnull (kq_session_get_game (session));
  g_assert_false (kq_session_get_running (session));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "play-yourself");
  g_assert_true (g_variant_get_boolean (state));
  g_clear_pointer (&state, g_variant_unref);
  open_and_wait (window, tour);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_OPEN);
  g_assert_null (kq_session_get_game (session));
  g_assert_null (kq_board_view_get_play (kq_window_get_board_view (window)));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "play-yourself");
  g_assert_false (g_variant_get_boolean (state));
  g_assert_true (kq_board_view_get_board (kq_window_get_board_view (window)) ==
                 kq_timeline_get_board (kq_session_get_board_timeline (session)));

  /* count: the answer goes; a new n stops the count */
  kq_window_start_queens (window, 18);
  g_assert_null (kq_session_get_answer (session));
  kq_session_count (session);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_COUNT);
  g_assert_false (kq_session_get_running (session));
  g_assert_true (kq_session_get_can_stop (session));
  g_assert_true (kq_counter_get_running (counter));
  kq_session_set_n (session, 9);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_WATCH);
  SPIN_UNTIL (!kq_counter_get_running (counter));
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_STOPPED);

  /* trace is the search mode's choice: play leaves to it */
  kq_session_set_trace (session, TRUE);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_TRACE);
  kq_session_set_mode (session, KQ_SESSION_MODE_PLAY);
  g_assert_true (kq_session_get_trace (session));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_trace_panel (window))));
  activate (window, "win.play-yourself", NULL);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_TRACE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_trace_panel (window))));

  g_signal_handlers_disconnect_by_data (session, &notified);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
  remove_answer_file (tour);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/modes/open-header", test_open_header);
  g_test_add_func ("/modes/legend", test_legend);
  g_test_add_func ("/modes/export-as-drawn", test_export_as_drawn);
  g_test_add_func ("/modes/escape-stops-count", test_escape_stops_count);
  g_test_add_func ("/modes/leave", test_leave);

  return g_test_run ();
}
