/* test-window.c: the window, its solver runner, player, solution store and
 * export, under a display (the suite runs it under Xvfb; without one the
 * widget tests are skipped) */
#define G_LOG_DOMAIN "test-window"
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <sys/wait.h>

#include "kq-queens.h"
#include "kq-solution-store.h"
#include "kq-test-window.h"

/* A knight's tour: every square once, each move a knight's move, from start. */
static void
assert_valid_tour (const KqBoard *board, int start)
{
  int n = board->n;
  int squares = n * n;
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
    {
      int from = board->path[move - 1], to = board->path[move];
      int dr = ABS (from / n - to / n), dc = ABS (from % n - to % n);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
}

static void
test_window_opens (void)
{
  KqWindow *window;

  REQUIRE_DISPLAY ();

  window = window_new ();
  g_assert_nonnull (kq_window_get_board_view (window));
  g_assert_nonnull (kq_board_view_get_board (kq_window_get_board_view (window)));
  g_assert_cmpstr (kq_window_get_status (window), !=, "");
  window_destroy (window);
}

/* Every control a user or a screen reader reaches has a name. */
static void
assert_named (GtkWidget *widget)
{
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

  if (label != NULL && *label != '\0')
    return;
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  g_error ("%s (%s) has no accessible name", G_OBJECT_TYPE_NAME (widget),
           gtk_widget_get_tooltip_text (widget));
}

static guint
check_controls (GtkWidget *widget)
{
  guint checked = 0;

  if (GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_DROP_DOWN (widget) ||
      GTK_IS_SCALE (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      /* their inner parts are GTK's */
      assert_named (widget);
      g_assert_nonnull (gtk_widget_get_tooltip_text (widget));
      return 1;
    }
  /* Ours: GTK's own title buttons use "window." actions. */
  if (GTK_IS_ACTIONABLE (widget) &&
      g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "", "win."))
    {
      assert_named (widget);
      g_assert_nonnull (gtk_widget_get_tooltip_text (widget));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_controls (child);

  return checked;
}

static void
test_window_accessible_names (void)
{
  KqWindow *window;

  REQUIRE_DISPLAY ();

  window = window_new ();
  /* 2 problems, n, trace, method, closed, solve, export, menu; 5 player
   * buttons, speed, full speed; 4 solution buttons, the solution number */
  g_assert_cmpuint (check_controls (GTK_WIDGET (window)), ==, 21);
  assert_named (GTK_WIDGET (kq_window_get_board_view (window)));
  window_destroy (window);
}

static void
test_window_tour (void)
{
  KqWindow *window;
  KqPlayer *player;
  KqSolverRunner *runner;

  REQUIRE_DISPLAY ();

  window = window_new ();
  player = kq_window_get_player (window);
  runner = kq_window_get_runner (window);
  g_object_set (window, "method", "warnsdorff", "closed", FALSE, NULL);

  kq_window_start_tour (window, 8, 0, 0);
  g_assert_true (kq_solver_runner_get_running (runner));
  SPIN_UNTIL (!kq_solver_runner_get_running (runner));
  g_assert_true (kq_player_get_complete (player));

  activate (window, "win.last", NULL);
  assert_valid_tour (kq_player_get_board (player), 0);
  g_assert_nonnull (strstr (kq_window_get_status (window), "(1, 1)"));
  g_assert_nonnull (strstr (kq_window_get_status (window), "move 64 of 64"));
  window_destroy (window);
}

static void
test_window_tour_from_board (void)
{
  KqWindow *window;
  KqPlayer *player;
  KqBoardView *view;

  REQUIRE_DISPLAY ();

  window = window_new ();
  player = kq_window_get_player (window);
  view = kq_window_get_board_view (window);

  /* The lessons' backtracking on 5 × 5 from (1, 1): a trace with removals. */
  kq_window_start_tour (window, 5, 0, 0);
  g_object_set (window, "method", "classic", NULL);
  g_signal_emit_by_name (view, "square-activated", 0, 0);
  SPIN_UNTIL (!kq_solver_runner_get_running (kq_window_get_runner (window)));
  g_assert_cmpuint (kq_player_get_length (player), >, 25);

  activate (window, "win.last", NULL);
  assert_valid_tour (kq_player_get_board (player), 0);
  {
    g_autoptr(KqBoard) end = kq_board_copy (kq_player_get_board (player));
    guint length = kq_player_get_length (player);

    /* Back through the removals and forward again: the same tour. */
    kq_player_seek (player, length / 3);
    g_assert_cmpint (kq_player_get_board (player)->moves, <, 25);
    activate (window, "win.step-back", NULL);
    g_assert_cmpuint (kq_player_get_position (player), ==, length / 3 - 1);
    kq_player_seek (player, length);
    g_assert_cmpmem (kq_player_get_board (player)->cells, 25 * sizeof (int),
                     end->cells, 25 * sizeof (int));
  }

  /* No tour from (1, 2) on 5 × 5: said at once, no worker. */
  g_signal_emit_by_name (view, "square-activated", 0, 1);
  g_assert_false (kq_solver_runner_get_running (kq_window_get_runner (window)));
  g_assert_nonnull (strstr (kq_window_get_status (window), "(1, 2)"));
  g_assert_cmpint (kq_player_get_board (player)->current, ==, 1);

  g_object_set (window, "method", "warnsdorff", NULL);
  window_destroy (window);
}

typedef struct {
  int      n;
  GArray  *cols;  /* n ints a solution */
} Listing;

static gboolean
collect_cb (const KqEvent *event, gpointer user_data)
{
  Listing *listing = user_data;

  if (event->type == KQ_EVENT_SOLUTION)
    g_array_append_vals (listing->cols, event->cells, listing->n);
  return TRUE;
}

static GArray *
list_queens (int n)
{
  Listing listing = { n, g_array_new (FALSE, FALSE, sizeof (int)) };

  kq_queens_list (n, FALSE, collect_cb, &listing, NULL);
  return listing.cols;
}

static void
assert_shown (KqWindow *window, guint64 k, GArray *expected)
{
  KqPlayer *player = kq_window_get_player (window);
  const KqBoard *board;
  int n;

  SPIN_UNTIL (kq_window_get_solution_index (window) == k);
  activate (window, "win.last", NULL);
  board = kq_player_get_board (player);
  n = board->n;
  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (board->moves, ==, n);
  g_assert_cmpmem (board->cells, n * sizeof (int),
                   &g_array_index (expected, int, (k - 1) * n), n * sizeof (int));
}

static void
test_window_queens_browse (void)
{
  g_autoptr(GArray) expected = list_queens (6);
  KqWindow *window;
  KqSolutionStore *store;

  REQUIRE_DISPLAY ();
  g_assert_cmpuint (expected->len, ==, 4 * 6);

  window = window_new ();
  kq_window_start_queens (window, 6);
  SPIN_UNTIL (!kq_solver_runner_get_running (kq_window_get_runner (window)));
  store = kq_window_get_solution_store (window);
  g_assert_cmpuint (kq_solution_store_get_total (store), ==, 4);
  g_assert_nonnull (strstr (kq_window_get_status (window), "4 solutions"));

  activate (window, "win.first-solution", NULL);
  assert_shown (window, 1, expected);
  activate (window, "win.next-solution", NULL);
  assert_shown (window, 2, expected);
  activate (window, "win.last-solution", NULL);
  assert_shown (window, 4, expected);
  activate (window, "win.previous-solution", NULL);
  assert_shown (window, 3, expected);
  activate (window, "win.goto-solution", g_variant_new_uint64 (2));
  assert_shown (window, 2, expected);

  /* Beyond the last one: a message, and the board stays. */
  activate (window, "win.goto-solution", g_variant_new_uint64 (5));
  g_assert_cmpuint (kq_window_get_solution_index (window), ==, 2);
  g_assert_nonnull (strstr (kq_window_get_status (window), "no solution"));

  window_destroy (window);
}

static void
get_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  int **cols = user_data;
  g_autoptr(GError) error = NULL;

  *cols = kq_solution_store_get_finish (KQ_SOLUTION_STORE (source_object), result, &error);
  g_assert_no_error (error);
}

/* Past its capacity the store counts, and computes with kq_queens_nth. */
static void
test_solution_store (void)
{
  g_autoptr(GArray) expected = list_queens (8);
  g_autoptr(KqSolutionStore) store = kq_solution_store_new (8, 8 * 10);
  guint8 packed[92 * 8];
  int cols[8];

  g_assert_cmpuint (expected->len, ==, 92 * 8);
  for (guint i = 0; i < expected->len; i++)
    packed[i] = (guint8) g_array_index (expected, int, i);

  kq_solution_store_append (store, packed, 50);
  kq_solution_store_append (store, packed + 50 * 8, 42);
  g_assert_cmpuint (kq_solution_store_get_total (store), ==, 92);
  g_assert_cmpuint (kq_solution_store_get_stored (store), ==, 10);

  g_assert_true (kq_solution_store_lookup (store, 10, cols));
  g_assert_cmpmem (cols, sizeof cols, &g_array_index (expected, int, 9 * 8), sizeof cols);
  g_assert_false (kq_solution_store_lookup (store, 11, cols));
  g_assert_false (kq_solution_store_lookup (store, 0, cols));

  for (guint64 k = 1; k <= 92; k += 13)
    {
      g_autofree int *got = NULL;

      kq_solution_store_get_async (store, k, NULL, get_done_cb, &got);
      SPIN_UNTIL (got != NULL);
      g_assert_cmpmem (got, 8 * sizeof (int), &g_array_index (expected, int, (k - 1) * 8),
                       8 * sizeof (int));
    }
}

typedef struct {
  guint   signals;
  int     outcome;
  gboolean finished;
} RunnerLog;

static void
runner_any_cb (KqSolverRunner *runner, gpointer a, guint b, RunnerLog *log)
{
  log->signals++;
}

static void
runner_finished_cb (KqSolverRunner *runner, int outcome, const char *reason, RunnerLog *log)
{
  log->outcome = outcome;
  log->finished = TRUE;
}

/* Stop takes effect at once, the worker ends, nothing is reported after. */
static void
test_runner_cancel (void)
{
  g_autoptr(KqSolverRunner) runner = kq_solver_runner_new ();
  RunnerLog log = { 0 };
  guint64 found;

  g_signal_connect (runner, "solutions", G_CALLBACK (runner_any_cb), &log);
  g_signal_connect (runner, "finished", G_CALLBACK (runner_finished_cb), &log);

  /* 14.7 million solutions: far more than the test waits for. */
  kq_solver_runner_start_queens (runner, 16, 1000, FALSE);
  g_assert_cmpuint (kq_solver_runner_get_live_workers (), ==, 1);
  SPIN_UNTIL (kq_solver_runner_get_solutions (runner) > 1000);
  g_assert_cmpuint (log.signals, >, 0);

  kq_solver_runner_stop (runner);
  g_assert_true (log.finished);
  g_assert_cmpint (log.outcome, ==, KQ_OUTCOME_STOPPED);
  g_assert_false (kq_solver_runner_get_running (runner));
  found = kq_solver_runner_get_solutions (runner);
  log.signals = 0;
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (log.signals, ==, 0);
  g_assert_cmpuint (kq_solver_runner_get_solutions (runner), ==, found);

  /* A new run replaces one in the middle: only the new one reports. */
  log.finished = FALSE;
  kq_solver_runner_start_queens (runner, 16, 0, FALSE);
  kq_solver_runner_start_queens (runner, 6, 100, FALSE);
  SPIN_UNTIL (log.finished);
  g_assert_cmpint (log.outcome, ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (kq_solver_runner_get_solutions (runner), ==, 4);
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
}

/* A tour cancelled in the middle by a click on another square. */
static void
test_window_tour_replaced (void)
{
  KqWindow *window;
  KqSolverRunner *runner;

  REQUIRE_DISPLAY ();

  window = window_new ();
  runner = kq_window_get_runner (window);
  kq_window_start_tour (window, 300, 0, 0);
  SPIN_UNTIL (kq_player_get_length (kq_window_get_player (window)) > 0);
  kq_window_start_tour (window, 8, 7, 7);
  SPIN_UNTIL (!kq_solver_runner_get_running (runner));
  activate (window, "win.last", NULL);
  assert_valid_tour (kq_player_get_board (kq_window_get_player (window)), 63);
  window_destroy (window);
}

static void
export_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  GError **error = user_data;

  if (kq_window_export_finish (KQ_WINDOW (source_object), result, error))
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NONE, "ok");
}

static void
test_window_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kq-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "missing", "board.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *png;
  KqWindow *window;

  REQUIRE_DISPLAY ();

  window = window_new ();
  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (!kq_solver_runner_get_running (kq_window_get_runner (window)));

  kq_window_export_async (window, file, 800, NULL, export_done_cb, &error);
  SPIN_UNTIL (error != NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NONE);
  g_clear_error (&error);

  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 800);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, 800);
  cairo_surface_destroy (png);

  /* A folder that is not there: an error, no file. */
  kq_window_export_async (window, bad_file, 800, NULL, export_done_cb, &error);
  SPIN_UNTIL (error != NULL);
  g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NONE));
  g_assert_false (g_file_test (bad_path, G_FILE_TEST_EXISTS));

  window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Bad --tour / --queens values: a message on stderr, exit status 2, no window. */
static void
test_command_line (void)
{
  static const char *bad[][6] = {
    { "--tour", "8", "9", "1", NULL },
    { "--tour", "8", "1", NULL },
    { "--tour", "1001", "1", "1", NULL },
    { "--tour", "x", "1", "1", NULL },
    { "--queens", "33", NULL },
    { "--queens", "8", "2", NULL },
    { "--queens", "8", "--tour", "8", "1", "1" },
    { "1", "1", NULL },
  };
  const char *app = g_getenv ("KQ_APP");

  if (app == NULL)
    {
      g_test_skip ("KQ_APP is not set");
      return;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      g_ptr_array_add (argv, (char *) app);
      for (int j = 0; j < 6 && bad[i][j] != NULL; j++)
        g_ptr_array_add (argv, (char *) bad[i][j]);
      g_ptr_array_add (argv, NULL);

      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                                   NULL, NULL, NULL, &err, &status, &error));
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_cmpstr (err, !=, "");
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();

  g_test_add_func ("/window/opens", test_window_opens);
  g_test_add_func ("/window/accessible-names", test_window_accessible_names);
  g_test_add_func ("/window/tour", test_window_tour);
  g_test_add_func ("/window/tour-from-board", test_window_tour_from_board);
  g_test_add_func ("/window/tour-replaced", test_window_tour_replaced);
  g_test_add_func ("/window/queens-browse", test_window_queens_browse);
  g_test_add_func ("/window/export", test_window_export);
  g_test_add_func ("/solution-store/beyond-capacity", test_solution_store);
  g_test_add_func ("/solver-runner/cancel", test_runner_cancel);
  g_test_add_func ("/command-line/bad-values", test_command_line);

  return g_test_run ();
}
