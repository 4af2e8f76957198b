/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-a11y.c: the window as a screen reader meets it (GTK_A11Y=test):
 * the board's words for a queen, an attacked square and a tour's square,
 * Read position, the status line's role, one name a control, and the
 * plain board of a solution browsed; under a display */
#define G_LOG_DOMAIN "test-a11y"
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "kq-board-view.h"
#include "kq-i18n.h"
#include "kq-test-window.h"

/* The board's accessible name is the focus square's words. */
static void
assert_board_says (KqBoardView *view, const char *expected)
{
  assert_accessible_label (GTK_WIDGET (view), expected);
}

static void
test_board_queens (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);

  activate (window, "win.problem", g_variant_new_string ("queens"));
  kq_session_set_n (kq_window_get_session (window), 8);
  activate (window, "win.play-yourself", NULL);
  kq_board_view_set_focus_square (view, 3 * 8 + 3);
  g_signal_emit_by_name (view, "square-activated", 3, 3);
  /* the words follow the move */
  assert_board_says (view, "(4, 4): queen");
  kq_board_view_set_focus_square (view, 5 * 8 + 5);
  /* play mode names the lessons' marking array that blocks it */
  assert_board_says (view, "(6, 6): empty, attacked by (4, 4) along a diagonal; "
                           "diagonal 0 is taken (c[0])");
  kq_board_view_set_focus_square (view, 6 * 8 + 1);
  assert_board_says (view, "(7, 2): free");
  window_destroy (window);
}

static void
test_board_tour (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);
  KqSession *session = kq_window_get_session (window);
  const KqBoard *board;
  int twelve = -1;
  g_autofree char *expected = NULL;

  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_session_get_state (session) == KQ_SESSION_DONE);
  kq_session_seek (session, kq_timeline_get_length (window_timeline (window)));
  board = kq_board_view_get_board (view);
  g_assert_cmpint (board->moves, ==, 25);
  for (int sq = 0; sq < 25; sq++)
    if (board->cells[sq] == 12)
      twelve = sq;
  kq_board_view_set_focus_square (view, twelve);
  expected = g_strdup_printf ("(%d, %d): move 12", twelve / 5 + 1, twelve % 5 + 1);
  assert_board_says (view, expected);

  /* Read position: the whole position in the status line */
  activate (window, "win.read-position", NULL);
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), "Move 25 of 25 at ("));
  g_assert_true (g_str_has_suffix (kq_window_get_status (window), "; 0 squares left"));

  /* back to move 3: the squares a knight's move from it are said so */
  kq_session_seek (session, 3);
  board = kq_board_view_get_board (view);
  for (int sq = 0; sq < 25; sq++)
    {
      int dr = ABS (sq / 5 - board->current / 5), dc = ABS (sq % 5 - board->current % 5);

      if (board->cells[sq] == 0 && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)))
        {
          g_autofree char *reach = g_strdup_printf ("(%d, %d): not visited, a knight’s move "
                                                    "from the knight", sq / 5 + 1, sq % 5 + 1);

          kq_board_view_set_focus_square (view, sq);
          assert_board_says (view, reach);
        }
    }
  window_destroy (window);
}

static gboolean
is_status_line (GtkWidget *widget, gconstpointer window)
{
  return GTK_IS_LABEL (widget) &&
         gtk_label_get_text (GTK_LABEL (widget)) == kq_window_get_status ((KqWindow *) window);
}

static void
test_status_role (void)
{
  KqWindow *window = window_new ();
  GtkWidget *status = find_widget (GTK_WIDGET (window), is_status_line, window);

  g_assert_nonnull (status);
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (status), GTK_ACCESSIBLE_ROLE_STATUS));
  window_destroy (window);
}

/* A labelled button has one name, its label's words without the
 * mnemonic: not "_Solve", and not "Solve" joined to its label's "Solve". */
static void
test_one_name (void)
{
  KqWindow *window = window_new ();
  GtkWidget *solve = find_button (GTK_WIDGET (window), "_Solve");
  GtkWidget *trace = find_button (GTK_WIDGET (window), "_Trace");
  g_autofree char *solve_wrong = NULL;
  g_autofree char *trace_wrong = NULL;

  g_assert_nonnull (solve);
  g_assert_nonnull (trace);
  solve_wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (solve),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL, "Solve");
  trace_wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (trace),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL, "Trace");
  g_assert_null (solve_wrong);
  g_assert_null (trace_wrong);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (solve),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  window_destroy (window);
}

static gboolean
whole (const KqBoard *board)
{
  for (int row = 0; row < board->n; row++)
    if (board->cells[row] < 0)
      return FALSE;
  return TRUE;
}

/* A solution browsed is drawn plain: no square shaded as attacked, no
 * queen marked as the last. */
static void
test_plain_solution (void)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  g_autoptr(KqBoard) blank = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  const KqBoard *board;
  KqRenderOptions options;
  cairo_surface_t *solution, *empty;
  cairo_t *cr;

  kq_window_start_queens (window, 8);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_true (kq_session_show_solution (session, 1, NULL));
  board = kq_board_view_get_board (kq_window_get_board_view (window));
  SPIN_UNTIL (whole (board));
  kq_render_options_init (&options);
  solution = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  empty = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  cr = cairo_create (solution);
  kq_render_board (cr, board, &options, 400, 400);
  cairo_destroy (cr);
  cr = cairo_create (empty);
  kq_render_board (cr, blank, &options, 400, 400);
  cairo_destroy (cr);
  cairo_surface_flush (solution);
  cairo_surface_flush (empty);
  for (int sq = 0; sq < 64; sq++)
    {
      cairo_rectangle_t rect;
      int x, y, stride = cairo_image_surface_get_stride (solution);

      kq_render_square_rect (8, 8, 400, 400, sq, &rect);
      x = (int) (rect.x + 2);
      y = (int) (rect.y + 2);
      /* a square's corner: the queen is drawn in its middle */
      g_assert_cmphex (*(guint32 *) (cairo_image_surface_get_data (solution) + y * stride + 4 * x), ==,
                       *(guint32 *) (cairo_image_surface_get_data (empty) + y * stride + 4 * x));
    }
  cairo_surface_destroy (solution);
  cairo_surface_destroy (empty);
  window_destroy (window);
}

static gboolean
is_row (GtkWidget *widget, gconstpointer data)
{
  return g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget") &&
         gtk_widget_get_mapped (widget);
}

/* The tour method's drop-down, in the tour options' popover (the code
 * panel's listing chooser is a drop-down too) */
static gboolean
is_method_drop_down (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON) != NULL;
}

/* The tour method's popup: a screen reader reads each row's words, not
 * "GtkListItemWidget". */
static void
test_method_rows (void)
{
  static const char *const methods[] = { "Warnsdorff", "Classic backtracking" };
  KqWindow *window = window_new ();
  GtkWidget *drop_down = find_widget (GTK_WIDGET (window), is_method_drop_down, NULL);
  GtkWidget *options = gtk_widget_get_ancestor (drop_down, GTK_TYPE_MENU_BUTTON);
  GtkWidget *popup = NULL;
  guint i = 0;

  g_assert_nonnull (options);
  gtk_menu_button_popup (GTK_MENU_BUTTON (options));
  SPIN_UNTIL (gtk_widget_get_mapped (drop_down));
  g_signal_emit_by_name (drop_down, "activate");
  for (GtkWidget *child = gtk_widget_get_first_child (drop_down); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      popup = child;
  g_assert_nonnull (popup);
  SPIN_UNTIL (find_widget (popup, is_row, NULL) != NULL);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (GtkWidget *row = find_widget (popup, is_row, NULL); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (is_row (row, NULL))
      {
        g_assert_cmpuint (i, <, G_N_ELEMENTS (methods));
        assert_accessible_label (row, methods[i++]);
      }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (methods));
  /* both gone before the window goes */
  gtk_popover_popdown (GTK_POPOVER (popup));
  SPIN_UNTIL (!gtk_widget_get_mapped (popup));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (options));
  SPIN_UNTIL (!gtk_widget_get_mapped (drop_down));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  window_destroy (window);
}

/* The tree's key: a box that is a list (the code panel's listing chooser
 * has GTK's list view) */
static gboolean
is_list_box (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BOX (widget) &&
         gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_LIST);
}

/* Each legend entry is an item of its own, named by its words alone:
 * the key under the board (knight play: the number on the possible
 * moves has its entry) and the search tree's key in the trace panel. */
static void
test_legend_items (void)
{
  static const char *const play[] = { "start", "current", "visited", "path", "possible move",
                                      "moves on from there (Warnsdorff)", "hint" };
  static const char *const tree[] = { "current path", "to a solution", "dead end" };
  KqWindow *window = window_new ();
  GtkWidget *legend = GTK_WIDGET (kq_window_get_legend (window));
  GtkWidget *child;
  guint i = 0;

  kq_window_start_tour (window, 8, 0, 0);
  activate (window, "win.play-yourself", NULL);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (legend), GTK_ACCESSIBLE_ROLE_LIST));
  for (child = gtk_widget_get_first_child (legend); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (play));
      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_ROLE_LIST_ITEM));
      assert_accessible_label (child, play[i]);
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (play));

  /* the tree's key: its items in the list, the dots before them hidden */
  activate (window, "win.play-yourself", NULL);
  activate (window, "win.trace", NULL);
  legend = find_widget (GTK_WIDGET (kq_window_get_trace_panel (window)), is_list_box, NULL);
  g_assert_nonnull (legend);
  i = 0;
  for (child = gtk_widget_get_first_child (legend); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_test_accessible_has_role (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_ROLE_LIST_ITEM))
      {
        g_assert_cmpuint (i, <, G_N_ELEMENTS (tree));
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child)), ==, tree[i++]);
      }
    else
      g_assert_true (gtk_test_accessible_has_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN));
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (tree));
  /* trace is a setting: the next test starts without it */
  activate (window, "win.trace", NULL);
  window_destroy (window);
}

/* A visible label under widget whose text starts with prefix: what the
 * accessibility tree shows of a toast (its title, a label). */
static gboolean
accessible_hidden (GtkWidget *widget)
{
  g_autofree char *differs = NULL;

  if (!gtk_test_accessible_has_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN))
    return FALSE;
  differs = gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  return differs == NULL;
}

static GtkWidget *
find_label (GtkWidget *widget, const char *prefix)
{
  if (!gtk_widget_get_mapped (widget) || accessible_hidden (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix) &&
      gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_LABEL))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An answer opened says whose it is: its file's name in the subtitle, and
 * a toast with it when the file is no answer. */
static void
test_answer_name (void)
{
  KqWindow *window = window_new ();
  g_autofree char *dir = g_dir_make_tmp ("kq-a11y-XXXXXX", NULL);
  g_autofree char *good = g_build_filename (dir, "an.out", NULL);
  g_autofree char *bad = g_build_filename (dir, "binh.out", NULL);
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);

  g_assert_true (g_file_set_contents (good, "(1, 2); (2, 4); (3, 1); (4, 3);\n"
                                            "(1, 3); (2, 1); (3, 4); (4, 2);\n", -1, NULL));
  g_assert_true (g_file_set_contents (bad, "hello\n", -1, NULL));
  kq_window_open_file (window, good_file);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), "an.out: "));
  g_assert_cmpstr (kq_window_get_subtitle (window), ==, "an.out — 2 placements");
  g_assert_null (find_label (GTK_WIDGET (window), "Cannot read"));
  kq_window_open_file (window, bad_file);
  SPIN_UNTIL (!kq_window_get_opening (window));
  SPIN_UNTIL (find_label (GTK_WIDGET (window), "Cannot read binh.out: ") != NULL);
  /* the answer before stays */
  g_assert_cmpstr (kq_window_get_subtitle (window), ==, "an.out — 2 placements");
  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
  window_destroy (window);
}

/* Copy: a toast says it, in the tree a screen reader reads. */
static void
test_copied_toast (void)
{
  KqWindow *window = window_new ();

  kq_window_start_queens (window, 6);
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == 1);
  g_assert_null (find_label (GTK_WIDGET (window), "Board copied"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  SPIN_UNTIL (find_label (GTK_WIDGET (window), "Board copied") != NULL);
  window_destroy (window);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv);
  g_test_add_func ("/a11y/board-queens", test_board_queens);
  g_test_add_func ("/a11y/board-tour", test_board_tour);
  g_test_add_func ("/a11y/status-role", test_status_role);
  g_test_add_func ("/a11y/one-name", test_one_name);
  g_test_add_func ("/a11y/plain-solution", test_plain_solution);
  g_test_add_func ("/a11y/answer-name", test_answer_name);
  g_test_add_func ("/a11y/legend-items", test_legend_items);
  g_test_add_func ("/a11y/method-rows", test_method_rows);
  g_test_add_func ("/a11y/copied-toast", test_copied_toast);
  return g_test_run ();
}
