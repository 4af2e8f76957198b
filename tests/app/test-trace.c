/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-trace.c: trace mode: the solver runner paced by the timeline, the
 * window's trace panel and search tree (widget tests under a display,
 * skipped without one) */
#define G_LOG_DOMAIN "test-trace"
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kq-code-panel.h"
#include "kq-i18n.h"
#include "kq-timeline.h"
#include "kq-queens.h"
#include "kq-test-window.h"
#include "kq-tree-view.h"

/* Lets the window lay itself out and draw. */
static void
spin_a_while (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 5;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* The search tree, its page of the trace panel shown. */
static KqTreeView *
find_tree_view (GtkWidget *widget)
{
  GtkWidget *view = find_type (widget, KQ_TYPE_TREE_VIEW);

  kq_trace_panel_show_page (KQ_TRACE_PANEL (gtk_widget_get_ancestor (view, KQ_TYPE_TRACE_PANEL)), "tree");
  SPIN_UNTIL (gtk_widget_get_mapped (view) && gtk_widget_get_width (view) > 0);
  spin_a_while ();
  return KQ_TREE_VIEW (view);
}

static gboolean
label_starts_with (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

/* The first label whose text starts with prefix. */
static GtkWidget *
find_label_with (GtkWidget *widget, const char *prefix)
{
  return find_widget (widget, label_starts_with, prefix);
}

static gboolean
played_out (KqTimeline *timeline)
{
  return kq_timeline_get_complete (timeline) &&
         kq_timeline_get_position (timeline) == kq_timeline_get_length (timeline);
}

/* Trace mode, 4 queens, played to the end: the lesson's 16 tries and 16
 * undos, its tree of 17 nodes; a click on a node shows that board. */
static void
test_window_queens_trace (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqTimelineCounts counts;
  const KqSearchTree *tree;
  KqTreeView *view;

  window = window_new ();
  timeline = window_timeline (window);
  kq_window_start_queens (window, 4);
  /* The toggle's action (Ctrl+T) */
  activate (window, "win.trace", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_trace_panel (window))));
  kq_timeline_set_speed (timeline, 1000.0);
  SPIN_UNTIL (played_out (timeline));

  /* The lesson's order of tries and undos (lesson 003), through the
   * worker, the runner's batches and the timeline: row and column of each. */
  {
    const char *lesson = "P00 P12 R12 P13 P21 R21 R13 R00 "
                         "P01 P13 P20 P32 R32 R20 R13 R01 "
                         "P02 P10 P23 P31 R31 R23 R10 R02 "
                         "P03 P10 P22 R22 R10 P11 R11 R03 ";
    g_autoptr(GString) played = g_string_new (NULL);
    guint length;
    const KqMove *moves = kq_timeline_get_timeline (timeline, &length);

    for (guint i = 0; i < length; i++)
      g_string_append_printf (played, "%c%d%d ", moves[i].step > 0 ? 'P' : 'R',
                              moves[i].square / 4, moves[i].square % 4);
    g_assert_cmpstr (played->str, ==, lesson);
  }

  kq_timeline_get_counts (timeline, &counts);
  g_assert_cmpuint (counts.tries, ==, 16);
  g_assert_cmpuint (counts.undos, ==, 16);
  g_assert_cmpuint (counts.solutions, ==, 2);
  g_assert_nonnull (strstr (kq_window_get_status (window), "steps tried: 16"));
  g_assert_nonnull (strstr (kq_window_get_status (window), "undos: 16"));
  g_assert_nonnull (strstr (kq_window_get_status (window), "solutions found: 2"));
  /* The trace shows its solutions itself: none was put up from the list. */
  g_assert_cmpuint (kq_session_get_shown (kq_window_get_session (window)), ==, 0);

  tree = kq_trace_panel_get_tree (kq_window_get_trace_panel (window));
  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, 17);

  /* Node 7 is (3, 1) below (1, 2), (2, 4): on the way to the first solution. */
  view = find_tree_view (GTK_WIDGET (window));
  g_assert_nonnull (view);
  /* Clickable, so named for screen readers. */
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (view)));
  g_signal_emit_by_name (view, "node-activated", 7);
  g_assert_false (kq_timeline_get_playing (timeline));
  g_assert_cmpint (kq_timeline_get_board (timeline)->moves, ==, 3);
  g_assert_cmpint (kq_timeline_get_board (timeline)->cells[0], ==, 1);
  g_assert_cmpint (kq_timeline_get_board (timeline)->cells[1], ==, 3);
  g_assert_cmpint (kq_timeline_get_board (timeline)->cells[2], ==, 0);
  /* The view rings node 7 now, where a click would find it. */
  {
    GdkRectangle area;

    SPIN_UNTIL (kq_tree_view_get_current_area (view, &area));
    g_assert_cmpint (kq_tree_view_node_at (view, area.x + area.width / 2.0,
                                           area.y + area.height / 2.0), ==, 7);
    g_assert_cmpint (kq_tree_view_node_at (view, -100, -100), ==, -1);
  }
  /* Stepping back: the counters follow the board. */
  kq_timeline_get_counts (timeline, &counts);
  g_assert_cmpuint (counts.solutions, ==, 0);
  g_assert_cmpuint (counts.tries, ==, 7);

  g_object_set (window, "trace", FALSE, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_trace_panel (window))));
  window_destroy (window);
}

/* A window in trace mode at a slow pace (a move a second), with its
 * timeline and session. */
static KqWindow *
slow_trace_window_new (KqTimeline **timeline, KqSession **session)
{
  KqWindow *window = window_new ();

  *timeline = window_timeline (window);
  *session = kq_window_get_session (window);
  g_object_set (window, "trace", TRUE, NULL);
  kq_timeline_set_speed (*timeline, 1.0);
  return window;
}

/* Full speed releases a slow trace: the run ends, the first solution shows. */
static void
test_window_full_speed (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqSession *session;

  window = slow_trace_window_new (&timeline, &session);
  kq_window_start_queens (window, 9);
  SPIN_UNTIL (kq_timeline_get_position (timeline) > 0);
  g_assert_true (kq_session_get_watching (session));
  g_assert_true (kq_session_get_running (session));

  activate (window, "win.full-speed", NULL);
  g_assert_false (kq_session_get_watching (session));
  g_assert_true (kq_session_get_full_speed (session));
  SPIN_UNTIL (!kq_session_get_running (session));
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == 1);
  g_assert_nonnull (strstr (kq_window_get_status (window), "352 solutions"));

  g_object_set (window, "trace", FALSE, NULL);
  window_destroy (window);
}

static guint tour_nodes (int row, int col);

/* Full Speed on a tour's trace: the tour at once, the search kept (its
 * whole tree too), to step back through. */
static void
test_window_tour_full_speed (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqSession *session;
  const KqBoard *board;

  window = slow_trace_window_new (&timeline, &session);
  g_object_set (window, "method", "classic", NULL);
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_timeline_get_position (timeline) > 0);
  g_assert_true (kq_session_get_running (session));

  activate (window, "win.full-speed", NULL);
  SPIN_UNTIL (!kq_session_get_running (session));
  SPIN_UNTIL (played_out (timeline));
  board = kq_timeline_get_board (timeline);
  assert_valid_tour (board, 0);
  /* every try and undo kept: the tree of the search up to the tour */
  g_assert_cmpuint (kq_timeline_get_length (timeline), >, 25);
  g_assert_cmpuint (kq_search_tree_get_n_nodes (kq_trace_panel_get_tree (kq_window_get_trace_panel (window))),
                    ==, tour_nodes (0, 0));

  g_object_set (window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (window);
}

/* A key pressed on the board, through its key controller. */
static gboolean
board_key (KqWindow *window, guint keyval)
{
  GtkWidget *board = GTK_WIDGET (kq_window_get_board_view (window));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

/* The keys the tooltips promise: Space on the board plays or pauses;
 * Escape stops the animation once the search is over. Full Speed, paused,
 * with the search ahead of the animation, runs to the end. */
static void
test_window_keys_and_release (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqSession *session;

  window = slow_trace_window_new (&timeline, &session);
  /* Warnsdorff's 8 × 8 tour: the search ends long before the animation */
  kq_window_start_tour (window, 8, 0, 0);
  SPIN_UNTIL (!kq_session_get_running (session) && kq_timeline_get_position (timeline) > 0);
  g_assert_true (kq_timeline_get_playing (timeline));
  g_assert_true (board_key (window, GDK_KEY_space));
  g_assert_false (kq_timeline_get_playing (timeline));
  g_assert_true (board_key (window, GDK_KEY_space));
  g_assert_true (kq_timeline_get_playing (timeline));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  g_assert_false (kq_timeline_get_playing (timeline));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-forward", NULL));
  g_assert_true (kq_session_get_can_release (session));
  activate (window, "win.full-speed", NULL);
  g_assert_true (played_out (timeline));
  assert_valid_tour (kq_timeline_get_board (timeline), 0);
  g_assert_false (kq_session_get_can_release (session));

  g_object_set (window, "trace", FALSE, NULL);
  window_destroy (window);
}

/* The code panel's lesson step: its lines run so far. */
static guint64
code_step (KqCodePanel *panel)
{
  return kq_lesson_get_step (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel)));
}

/* Ctrl+← and Ctrl+→ step wherever the focus is: on the board (whose arrows
 * move its square), on a rotation button (where GtkWindow's Ctrl+arrows
 * would move the focus on); a text field keeps them. Ctrl+↓ and Ctrl+↑
 * step the code's lines. One Escape stops the search and the animation. */
static void
test_window_step_keys (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqSession *session;
  KqCodePanel *panel;
  GtkWidget *rotation;
  guint position;
  guint64 line;

  window = slow_trace_window_new (&timeline, &session);
  panel = kq_trace_panel_get_code_panel (kq_window_get_trace_panel (window));
  activate (window, "win.problem", g_variant_new_string ("queens"));
  kq_window_start_queens (window, 9);
  SPIN_UNTIL (kq_timeline_get_position (timeline) > 0 && kq_code_panel_get_stepper (panel) != NULL);
  g_assert_true (kq_session_get_running (session));
  g_assert_true (kq_timeline_get_playing (timeline));
  g_assert_true (capture_key (window, GDK_KEY_Escape, 0) ||
                 gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  g_assert_false (kq_session_get_running (session));
  g_assert_false (kq_timeline_get_playing (timeline));

  gtk_widget_grab_focus (GTK_WIDGET (kq_window_get_board_view (window)));
  position = kq_timeline_get_position (timeline);
  g_assert_true (capture_key (window, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==, position + 1);
  g_assert_true (capture_key (window, GDK_KEY_Left, GDK_CONTROL_MASK));
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==, position);

  /* the code's lines, the board focused */
  SPIN_UNTIL (kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)) == position);
  line = code_step (panel);
  g_assert_true (capture_key (window, GDK_KEY_Down, GDK_CONTROL_MASK));
  g_assert_cmpuint (code_step (panel), ==, line + 1);
  g_assert_true (capture_key (window, GDK_KEY_Up, GDK_CONTROL_MASK));
  g_assert_cmpuint (code_step (panel), ==, line);

  /* a solution's rotation focused, in watch mode */
  g_object_set (window, "trace", FALSE, NULL);
  kq_window_start_queens (window, 8);
  SPIN_UNTIL (gtk_widget_get_visible (GTK_WIDGET (kq_window_get_family_bar (window))));
  SPIN_UNTIL (!kq_session_get_running (session));
  rotation = find_type (GTK_WIDGET (kq_window_get_family_bar (window)), GTK_TYPE_BUTTON);
  g_assert_true (gtk_widget_grab_focus (rotation));
  kq_session_seek (session, 1);
  position = kq_timeline_get_position (timeline);
  g_assert_true (capture_key (window, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==, position + 1);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == rotation);
  /* the code's keys do nothing there: no code panel */
  g_assert_false (capture_key (window, GDK_KEY_Down, GDK_CONTROL_MASK));

  /* a word left in a text field */
  g_assert_true (gtk_widget_grab_focus (find_type (GTK_WIDGET (window), GTK_TYPE_ENTRY)));
  g_assert_false (capture_key (window, GDK_KEY_Left, GDK_CONTROL_MASK));

  window_destroy (window);
}

/* Classic against Warnsdorff from the start square, beside the trace. */
static void
test_window_tour_compare (void)
{
  KqTourRequest request = { .n = 5, .row = 0, .col = 0, .method = KQ_TOUR_CLASSIC };
  g_autofree int *board = g_new0 (int, 25);
  guint64 classic = 0, warnsdorff = 0;
  KqWindow *window;
  KqTracePanel *panel;

  g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &classic), ==, KQ_OUTCOME_FOUND);
  request.method = KQ_TOUR_WARNSDORFF;
  g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &warnsdorff), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (warnsdorff, <, classic);

  window = window_new ();
  panel = kq_window_get_trace_panel (window);
  g_object_set (window, "trace", TRUE, "method", "classic", NULL);
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_trace_panel_get_steps (panel, KQ_TOUR_CLASSIC) > 0);
  g_assert_cmpuint (kq_trace_panel_get_steps (panel, KQ_TOUR_CLASSIC), ==, classic);
  g_assert_cmpuint (kq_trace_panel_get_steps (panel, KQ_TOUR_WARNSDORFF), ==, warnsdorff);

  /* The classic trace is paced: the worker waits for the timeline. */
  g_assert_true (kq_session_get_running (kq_window_get_session (window)));
  g_object_set (window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (window);
}

/* The nodes of the classic search's tree on 5 × 5 up to its first tour:
 * the root (the empty board), the start square, and one for each move
 * tried. */
static guint
tour_nodes (int row, int col)
{
  KqTourRequest request = { .n = 5, .row = row, .col = col, .method = KQ_TOUR_CLASSIC };
  g_autofree int *board = g_new0 (int, 25);
  guint64 steps = 0;

  g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &steps), ==, KQ_OUTCOME_FOUND);
  return (guint) steps + 2;
}

/* The panel's tree holds the 5 × 5 tours the lesson shows, from the
 * squares (1-based) whose search is short enough to watch, up to their
 * first tour; a longer search fills it. */
static void
test_tree_cap (void)
{
  const int squares[][2] = { { 1, 1 }, { 1, 5 }, { 3, 1 }, { 3, 3 }, { 5, 1 }, { 5, 5 }, { 1, 3 } };

  for (guint s = 0; s < G_N_ELEMENTS (squares); s++)
    {
      KqTourRequest request = { .n = 5, .row = squares[s][0] - 1, .col = squares[s][1] - 1,
                                .method = KQ_TOUR_CLASSIC, .trace = TRUE };
      g_autoptr(KqSearchTree) tree = kq_search_tree_new (25, KQ_TRACE_PANEL_MAX_NODES);
      g_autofree int *board = g_new0 (int, 25);
      guint nodes = tour_nodes (request.row, request.col);
      gboolean fits = squares[s][0] != 1 || squares[s][1] != 3;

      g_test_message ("(%d, %d): %u nodes", squares[s][0], squares[s][1], nodes);
      kq_tour_solve (&request, board, kq_search_tree_grow, tree, NULL);
      g_assert_cmpint (kq_search_tree_get_full (tree), ==, !fits);
      g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==,
                        fits ? nodes : KQ_TRACE_PANEL_MAX_NODES);
    }
}

/* Seeks to the end of what the timeline has: a slow trace's worker waits
 * for the timeline, so doing it again and again draws the trace in. */
static void
seek_to_end (KqTimeline *timeline)
{
  kq_timeline_seek (timeline, kq_timeline_get_length (timeline));
}

/* Snapshots the view as a frame would; returns how many nodes it drew
 * and checks that it drew into the view's size only. image (may be NULL)
 * receives the picture. */
static guint
snapshot_view (KqTreeView *view, cairo_surface_t **image)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (view));
  int height = gtk_widget_get_height (GTK_WIDGET (view));
  graphene_rect_t bounds;

  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  g_assert_cmpfloat (bounds.origin.y, ==, 0);
  g_assert_cmpfloat (bounds.size.width, ==, width);
  g_assert_cmpfloat (bounds.size.height, ==, height);
  if (image != NULL)
    {
      cairo_t *cr;

      *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cr = cairo_create (*image);
      gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      cairo_surface_flush (*image);
    }
  return kq_tree_view_get_n_drawn (view);
}

/* A 5 × 5 tour from (1, 1) in trace mode, watched to its end: the tree
 * holds the whole search up to the first tour (8 841 nodes), the view
 * draws what is in sight only, follows the search and finds the nodes
 * where they are drawn, however far it is scrolled. */
static void
test_window_tour_tree (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  const KqSearchTree *tree;
  KqTreeView *view;
  GtkAdjustment *hadjustment;
  GdkRectangle area;
  guint nodes = tour_nodes (0, 0);
  guint last, middle, drawn, most;
  int width, height;
  double scrolled;

  window = window_new ();
  timeline = window_timeline (window);
  g_object_set (window, "trace", TRUE, "method", "classic", NULL);
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL ((seek_to_end (timeline), played_out (timeline)));
  spin_a_while ();

  tree = kq_trace_panel_get_tree (kq_window_get_trace_panel (window));
  g_assert_cmpuint (kq_search_tree_get_n_nodes (tree), ==, nodes);
  g_assert_false (kq_search_tree_get_full (tree));
  last = kq_search_tree_node_after (tree, kq_search_tree_get_n_events (tree));
  g_assert_cmpint (kq_search_tree_get_node (tree, last)->state, ==, KQ_SEARCH_NODE_SOLUTION);
  g_assert_nonnull (find_label_with (GTK_WIDGET (window), "Click a node to see its board"));

  view = find_tree_view (GTK_WIDGET (window));
  width = gtk_widget_get_width (GTK_WIDGET (view));
  height = gtk_widget_get_height (GTK_WIDGET (view));
  hadjustment = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  /* The view is the scrolled window's page; the tree is far wider. */
  g_assert_cmpfloat (gtk_adjustment_get_page_size (hadjustment), ==, width);
  g_assert_cmpfloat (gtk_adjustment_get_upper (hadjustment), >, 50.0 * width);

  /* Followed to the tour, the last node, at the far right. */
  g_assert_cmpfloat (gtk_adjustment_get_value (hadjustment), >,
                     gtk_adjustment_get_upper (hadjustment) - 2.0 * width);
  g_assert_true (kq_tree_view_get_current_area (view, &area));
  g_assert_cmpint (area.x + area.width / 2, >, 0);
  g_assert_cmpint (area.x + area.width / 2, <, width);
  g_assert_cmpint (kq_tree_view_node_at (view, area.x + area.width / 2.0,
                                         area.y + area.height / 2.0), ==, last);

  /* A screenful at the least room a node takes (12 × 22 px), not the tree. */
  most = (width / 12 + 2) * (height / 22 + 2);
  drawn = snapshot_view (view, NULL);
  g_test_message ("%u nodes, %u drawn in %d × %d px", nodes, drawn, width, height);
  g_assert_cmpuint (drawn, >, 0);
  g_assert_cmpuint (drawn, <=, most);
  g_assert_cmpuint (drawn, <, nodes / 10);

  /* A node in the middle, as if clicked: the board goes back there, the
   * view scrolls to it and finds it where it is drawn. */
  middle = nodes / 2;
  g_signal_emit_by_name (view, "node-activated", middle);
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==, kq_search_tree_get_node (tree, middle)->event + 1);
  scrolled = gtk_adjustment_get_value (hadjustment);
  g_assert_cmpfloat (scrolled, >, 10.0 * width);
  g_assert_cmpfloat (scrolled, <, gtk_adjustment_get_upper (hadjustment) - 10.0 * width);
  g_assert_true (kq_tree_view_get_current_area (view, &area));
  g_assert_cmpint (area.x + area.width / 2, >, 0);
  g_assert_cmpint (area.x + area.width / 2, <, width);
  g_assert_cmpint (kq_tree_view_node_at (view, area.x + area.width / 2.0,
                                         area.y + area.height / 2.0), ==, middle);
  drawn = snapshot_view (view, NULL);
  g_assert_cmpuint (drawn, >, 0);
  g_assert_cmpuint (drawn, <=, most);

  /* Scrolled back to the start by hand: the node is as far off to the
   * right, and the same spot in the view is another node or none. */
  gtk_adjustment_set_value (hadjustment, 0);
  {
    GdkRectangle moved;

    g_assert_true (kq_tree_view_get_current_area (view, &moved));
    g_assert_cmpint (moved.x, ==, area.x + (int) scrolled);
    g_assert_cmpint (kq_tree_view_node_at (view, moved.x + moved.width / 2.0,
                                           moved.y + moved.height / 2.0), ==, middle);
    g_assert_cmpint (kq_tree_view_node_at (view, area.x + area.width / 2.0,
                                           area.y + area.height / 2.0), !=, middle);
  }

  g_object_set (window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (window);
}

/* A search longer than the panel's tree: the tree stops full, says so
 * (in the language of the moment), and the view still draws a screenful. */
static void
test_window_tree_full (void)
{
  KqWindow *window;
  KqTimeline *timeline;
  KqTracePanel *panel;
  KqTreeView *view;
  guint drawn;

  window = window_new ();
  timeline = window_timeline (window);
  panel = kq_window_get_trace_panel (window);
  g_object_set (window, "trace", TRUE, "method", "classic", NULL);
  /* From (1, 3): 365 422 nodes up to the first tour. */
  kq_window_start_tour (window, 5, 0, 2);
  SPIN_UNTIL ((seek_to_end (timeline), kq_search_tree_get_full (kq_trace_panel_get_tree (panel))));
  spin_a_while ();
  g_assert_cmpuint (kq_search_tree_get_n_nodes (kq_trace_panel_get_tree (panel)), ==,
                    KQ_TRACE_PANEL_MAX_NODES);
  g_assert_nonnull (find_label_with (GTK_WIDGET (panel),
                                     "The tree is drawn up to 65,536 nodes: this search has more."));
  kq_i18n_set_language ("vi");
  kq_window_retranslate (window);
  g_assert_nonnull (find_label_with (GTK_WIDGET (panel), "Cây chỉ được vẽ tới 65.536 nút"));
  kq_i18n_set_language ("");
  kq_window_retranslate (window);

  view = find_tree_view (GTK_WIDGET (panel));
  drawn = snapshot_view (view, NULL);
  g_assert_cmpuint (drawn, >, 0);
  g_assert_cmpuint (drawn, <=, (gtk_widget_get_width (GTK_WIDGET (view)) / 12 + 2) *
                               (gtk_widget_get_height (GTK_WIDGET (view)) / 22 + 2));

  g_object_set (window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (window);
}

/* The pixels of image that are not transparent. */
static guint
count_painted (cairo_surface_t *image)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  guint painted = 0;

  for (int y = 0; y < cairo_image_surface_get_height (image); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      painted += ((const guint32 *) (data + y * stride))[x] >> 24 != 0;
  return painted;
}

/* A long edge across the view, both its ends out of it and no node in
 * it, is drawn all the same. */
static void
test_tree_view_edge_across (void)
{
  g_autoptr(KqSearchTree) tree = kq_search_tree_new (100, G_MAXUINT);
  cairo_surface_t *image = NULL;
  GtkWidget *window, *scroller;
  KqTreeView *view;

  /* The root, node 1, below it a leaf, then a chain 11 deep ending in 200
   * leaves, then a last leaf: 1's edge to it spans some 100 slots, 20
   * levels above the chain's leaves. */
  kq_search_tree_place (tree, 0);
  kq_search_tree_place (tree, 1);
  kq_search_tree_remove (tree);
  for (int depth = 2; depth <= 12; depth++)
    kq_search_tree_place (tree, depth);
  for (int leaf = 0; leaf < 200; leaf++)
    {
      kq_search_tree_place (tree, 13);
      kq_search_tree_remove (tree);
    }
  for (int depth = 12; depth >= 2; depth--)
    kq_search_tree_remove (tree);
  kq_search_tree_place (tree, 14);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 150);
  scroller = gtk_scrolled_window_new ();
  view = KQ_TREE_VIEW (kq_tree_view_new ());
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (view));
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  kq_tree_view_set_tree (view, tree, 5, FALSE);
  kq_tree_view_set_position (view, kq_search_tree_get_n_events (tree));
  gtk_window_present (GTK_WINDOW (window));
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (view)) && gtk_widget_get_width (GTK_WIDGET (view)) > 0);
  spin_a_while ();

  /* 202 leaves at 12 px, the view scrolled to the middle ones (130 on),
   * to the top levels. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), <, 10 * 22);
  gtk_adjustment_set_value (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view)), 130 * 12);
  gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view)), 0);
  g_assert_cmpuint (snapshot_view (view, &image), ==, 0);
  g_assert_cmpuint (count_painted (image), >, 100);
  cairo_surface_destroy (image);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
collect_move_cb (const KqEvent *event, gpointer moves)
{
  KqMove move = { event->row * event->n + event->col,
                  event->type == KQ_EVENT_PLACE ? event->step : -event->step };

  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    g_array_append_val (moves, move);
  return TRUE;
}

/* The classic search's trace of a 5 × 5 tour from (1, 1), up to its
 * first tour: tries and undos. */
static GArray *
tour_trace (void)
{
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  int board[25];

  g_assert_cmpint (kq_tour_solve (&request, board, collect_move_cb, moves, NULL), ==, KQ_OUTCOME_FOUND);
  return moves;
}

static KqTimeline *
timeline_with (GArray *moves)
{
  KqTimeline *timeline = kq_timeline_new ();

  kq_timeline_reset (timeline, KQ_PROBLEM_TOUR, 5);
  kq_timeline_append (timeline, (const KqMove *) moves->data, moves->len);
  kq_timeline_set_complete (timeline, TRUE);
  return timeline;
}

/* Jumps through a trace land on the board and the counters that stepping
 * there move by move gives. */
static void
test_seek_equals_steps (void)
{
  g_autoptr(GArray) moves = tour_trace ();
  g_autoptr(KqTimeline) jumper = timeline_with (moves);
  g_autoptr(KqTimeline) stepper = timeline_with (moves);
  guint len = moves->len;
  const guint stops[] = { len, 0, len / 2, len / 2 + 1, len / 2 - 1000, 1, len - 1, 3, len / 3,
                          2 * len / 3, len, 17 };

  g_assert_cmpuint (len, >, 10000);
  for (guint s = 0; s < G_N_ELEMENTS (stops); s++)
    {
      const KqBoard *jumped, *stepped;
      KqTimelineCounts jumped_counts, stepped_counts;

      kq_timeline_seek (jumper, stops[s]);
      while (kq_timeline_get_position (stepper) != stops[s])
        kq_timeline_step (stepper, kq_timeline_get_position (stepper) < stops[s] ? 1 : -1);
      jumped = kq_timeline_get_board (jumper);
      stepped = kq_timeline_get_board (stepper);
      g_assert_cmpint (jumped->moves, ==, stepped->moves);
      g_assert_cmpint (jumped->current, ==, stepped->current);
      g_assert_cmpmem (jumped->cells, 25 * sizeof (int), stepped->cells, 25 * sizeof (int));
      g_assert_cmpmem (jumped->path, jumped->moves * sizeof (int), stepped->path, stepped->moves * sizeof (int));
      kq_timeline_get_counts (jumper, &jumped_counts);
      kq_timeline_get_counts (stepper, &stepped_counts);
      g_assert_cmpmem (&jumped_counts, sizeof jumped_counts, &stepped_counts, sizeof stepped_counts);
    }
}

static KqTreeView *
tree_view_in (GtkWidget *box, const KqSearchTree *tree)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  KqTreeView *view = KQ_TREE_VIEW (kq_tree_view_new ());

  gtk_widget_set_size_request (scroller, 400, 300);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (view));
  gtk_box_append (GTK_BOX (box), scroller);
  kq_tree_view_set_tree (view, tree, 5, FALSE);
  return view;
}

static void
assert_same_picture (KqTreeView *a, KqTreeView *b)
{
  cairo_surface_t *image_a = NULL, *image_b = NULL;

  snapshot_view (a, &image_a);
  snapshot_view (b, &image_b);
  g_assert_cmpint (cairo_image_surface_get_stride (image_a), ==, cairo_image_surface_get_stride (image_b));
  g_assert_cmpmem (cairo_image_surface_get_data (image_a),
                   cairo_image_surface_get_stride (image_a) * cairo_image_surface_get_height (image_a),
                   cairo_image_surface_get_data (image_b),
                   cairo_image_surface_get_stride (image_b) * cairo_image_surface_get_height (image_b));
  cairo_surface_destroy (image_a);
  cairo_surface_destroy (image_b);
}

/* Where the view draws node (its centre, in the view), found as the
 * current node's area at the position just after the node was made. */
static double
node_centre_x (KqTreeView *view, const KqSearchTree *tree, guint node)
{
  GdkRectangle area;

  kq_tree_view_set_position (view, node == 0 ? 0 : kq_search_tree_get_node (tree, node)->event + 1);
  g_assert_true (kq_tree_view_get_current_area (view, &area));
  return area.x + area.width / 2.0;
}

/* The lesson's layout: leaves side by side in the order they were made,
 * each parent centred above its first and last child (to a pixel: the
 * areas are whole pixels). */
static void
assert_laid_out (KqTreeView *view, const KqSearchTree *tree)
{
  guint count = kq_search_tree_get_n_nodes (tree);
  g_autofree guint *first = g_new0 (guint, count);
  g_autofree guint *last = g_new0 (guint, count);
  double previous_leaf = -G_MAXDOUBLE, slot = 0.0;

  for (guint i = 1; i < count; i++)
    {
      guint parent = kq_search_tree_get_node (tree, i)->parent;

      if (first[parent] == 0)
        first[parent] = i;
      last[parent] = i;
    }
  for (guint i = 0; i < count; i++)
    {
      double x = node_centre_x (view, tree, i);

      if (first[i] != 0)
        {
          double middle = (node_centre_x (view, tree, first[i]) + node_centre_x (view, tree, last[i])) / 2;

          g_assert_cmpfloat (fabs (x - middle), <=, 1.0);
        }
      else if (previous_leaf == -G_MAXDOUBLE)
        previous_leaf = x;
      else
        {
          /* the next slot */
          if (slot == 0.0)
            slot = x - previous_leaf;
          g_assert_cmpfloat (slot, >, 1.0);
          g_assert_cmpfloat (fabs (x - previous_leaf - slot), <=, 1.0);
          previous_leaf = x;
        }
    }
}

/* The trace panel's tree after seeks (batches of moves) is the tree the
 * search grows move by move, and a tree view laid out in one batch draws
 * what one laid out node by node draws, wherever it is scrolled. */
static void
test_tree_batch_equals_steps (void)
{
  g_autoptr(GArray) moves = tour_trace ();
  g_autoptr(KqSearchTree) whole = kq_search_tree_new (25, KQ_TRACE_PANEL_MAX_NODES);
  g_autoptr(KqSearchTree) grown = kq_search_tree_new (25, KQ_TRACE_PANEL_MAX_NODES);
  const KqSearchTree *panel_tree;
  GtkWidget *window, *box;
  KqTreeView *batch, *steps;
  guint drawn = 0;
  KqWindow *kq_window;
  KqTimeline *timeline;

  for (guint i = 0; i < moves->len; i++)
    {
      const KqMove *move = &g_array_index (moves, KqMove, i);

      g_assert_true (move->step > 0 ? kq_search_tree_place (whole, move->square) : kq_search_tree_remove (whole));
    }

  /* The panel, fed by seeks to the end of what the worker has sent. */
  kq_window = window_new ();
  timeline = window_timeline (kq_window);
  g_object_set (kq_window, "trace", TRUE, "method", "classic", NULL);
  kq_window_start_tour (kq_window, 5, 0, 0);
  SPIN_UNTIL ((seek_to_end (timeline), played_out (timeline)));
  panel_tree = kq_trace_panel_get_tree (kq_window_get_trace_panel (kq_window));
  g_assert_cmpuint (kq_search_tree_get_n_events (panel_tree), ==, moves->len);
  g_assert_cmpuint (kq_search_tree_get_n_nodes (panel_tree), ==, kq_search_tree_get_n_nodes (whole));
  for (guint i = 0; i < kq_search_tree_get_n_nodes (whole); i++)
    g_assert_cmpmem (kq_search_tree_get_node (panel_tree, i), sizeof (KqSearchNode),
                     kq_search_tree_get_node (whole, i), sizeof (KqSearchNode));
  g_object_set (kq_window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (kq_window);

  /* Two views: one laid out once, one node by node. */
  window = gtk_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_window_set_child (GTK_WINDOW (window), box);
  batch = tree_view_in (box, whole);
  steps = tree_view_in (box, grown);
  for (guint i = 0; i < moves->len; i++)
    {
      const KqMove *move = &g_array_index (moves, KqMove, i);

      g_assert_true (move->step > 0 ? kq_search_tree_place (grown, move->square) : kq_search_tree_remove (grown));
      kq_tree_view_tree_changed (steps);
    }
  kq_tree_view_set_position (batch, moves->len);
  kq_tree_view_set_position (steps, moves->len);
  gtk_window_present (GTK_WINDOW (window));
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (steps)) && gtk_widget_get_width (GTK_WIDGET (steps)) > 0);
  spin_a_while ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (batch)), ==, gtk_widget_get_width (GTK_WIDGET (steps)));

  /* across, at the top and at the bottom */
  for (double at = 0.0; at <= 2.0; at += 0.125)
    {
      GtkAdjustment *a = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (batch));
      GtkAdjustment *b = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (steps));
      GtkAdjustment *va = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (batch));
      GtkAdjustment *vb = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (steps));
      double across = fmod (at, 1.0), down = at >= 1.0;

      g_assert_cmpfloat (gtk_adjustment_get_upper (a), ==, gtk_adjustment_get_upper (b));
      g_assert_cmpfloat (gtk_adjustment_get_upper (va), ==, gtk_adjustment_get_upper (vb));
      gtk_adjustment_set_value (a, across * (gtk_adjustment_get_upper (a) - gtk_adjustment_get_page_size (a)));
      gtk_adjustment_set_value (b, across * (gtk_adjustment_get_upper (b) - gtk_adjustment_get_page_size (b)));
      gtk_adjustment_set_value (va, down * (gtk_adjustment_get_upper (va) - gtk_adjustment_get_page_size (va)));
      gtk_adjustment_set_value (vb, down * (gtk_adjustment_get_upper (vb) - gtk_adjustment_get_page_size (vb)));
      assert_same_picture (batch, steps);
      drawn += kq_tree_view_get_n_drawn (batch);
      for (int y = 10; y < 300; y += 23)
        for (int x = 5; x < 400; x += 7)
          g_assert_cmpint (kq_tree_view_node_at (batch, x, y), ==, kq_tree_view_node_at (steps, x, y));
    }
  g_assert_cmpuint (drawn, >, 100);
  assert_laid_out (batch, whole);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The texts of every label below widget, one a line. */
static void
collect_labels (GtkWidget *widget, GString *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* A change of language relabels the panel at once: the template's words,
 * the comparison computed from C, and the tree's accessible name. */
static void
test_window_trace_language (void)
{
  g_autoptr(GString) english = g_string_new (NULL);
  g_autoptr(GString) vietnamese = g_string_new (NULL);
  KqWindow *window;
  KqTracePanel *panel;

  window = window_new ();
  panel = kq_window_get_trace_panel (window);
  g_object_set (window, "trace", TRUE, "method", "classic", NULL);
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_trace_panel_get_steps (panel, KQ_TOUR_CLASSIC) > 0);
  collect_labels (GTK_WIDGET (panel), english);
  g_assert_nonnull (strstr (english->str, "Search Tree\n"));
  g_assert_nonnull (strstr (english->str, "Steps to a tour from (1, 1)\n"));

  kq_i18n_set_language ("vi");
  kq_window_retranslate (window);
  collect_labels (GTK_WIDGET (panel), vietnamese);
  g_test_message ("%s", vietnamese->str);
  g_assert_nonnull (strstr (vietnamese->str, "Cây tìm kiếm\n"));
  g_assert_nonnull (strstr (vietnamese->str, "\nngõ cụt\n"));
  g_assert_nonnull (strstr (vietnamese->str, "Số bước để tìm hành trình từ ô (1, 1)\n"));
  g_assert_nonnull (strstr (vietnamese->str, "Quay lui cổ điển\n"));
  g_assert_nonnull (strstr (vietnamese->str, " bước\n"));
  g_assert_null (strstr (vietnamese->str, " steps\n"));

  kq_i18n_set_language ("");
  kq_window_retranslate (window);
  g_object_set (window, "trace", FALSE, "method", "warnsdorff", NULL);
  window_destroy (window);
}

/* Go to № while the listing runs: solution k is counted out with
 * kq_queens_nth rather than waited for, and its number shown. A slow
 * trace keeps the listing running (its worker waits for the timeline). */
static void
test_window_goto_while_listing (void)
{
  int expected[KQ_QUEENS_MAX_N];
  KqWindow *window;
  KqSession *session;
  const KqBoard *board;
  const int n = 9;
  const guint64 k = 352;  /* the last one */

  window = window_new ();
  session = kq_window_get_session (window);
  g_object_set (window, "trace", TRUE, NULL);
  kq_timeline_set_speed (window_timeline (window), 1.0);
  kq_window_start_queens (window, n);
  SPIN_UNTIL (kq_timeline_get_position (window_timeline (window)) > 0);
  g_assert_true (kq_session_get_running (session));
  g_assert_cmpuint (kq_session_get_total (session), <, k);

  activate (window, "win.goto-solution", g_variant_new_uint64 (k));
  SPIN_UNTIL (kq_session_get_shown (kq_window_get_session (window)) == k);
  g_assert_cmpint (kq_queens_nth (n, k, expected, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  activate (window, "win.last", NULL);
  board = kq_timeline_get_board (window_timeline (window));
  g_assert_cmpmem (board->cells, n * sizeof (int), expected, n * sizeof (int));
  g_assert_nonnull (find_label_with (GTK_WIDGET (window), "Solution 352 of "));

  /* Browsing left the trace: released, its moves no longer played. */
  g_assert_false (kq_session_get_watching (session));
  SPIN_UNTIL (!kq_session_get_running (session));
  g_assert_cmpuint (kq_timeline_get_length (window_timeline (window)), ==, n);
  g_assert_cmpmem (board->cells, n * sizeof (int), expected, n * sizeof (int));

  /* Beyond the last one: said, and the board stays. */
  activate (window, "win.goto-solution", g_variant_new_uint64 (k + 1));
  SPIN_UNTIL (strstr (kq_window_get_status (window), "no solution") != NULL);
  g_assert_nonnull (strstr (kq_window_get_status (window), "353"));
  g_assert_cmpuint (kq_session_get_shown (kq_window_get_session (window)), ==, k);

  g_object_set (window, "trace", FALSE, NULL);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/trace/queens", test_window_queens_trace);
  g_test_add_func ("/trace/full-speed", test_window_full_speed);
  g_test_add_func ("/trace/tour-compare", test_window_tour_compare);
  g_test_add_func ("/trace/tree-cap", test_tree_cap);
  g_test_add_func ("/trace/tour-tree", test_window_tour_tree);
  g_test_add_func ("/trace/tour-full-speed", test_window_tour_full_speed);
  g_test_add_func ("/trace/keys-and-release", test_window_keys_and_release);
  g_test_add_func ("/trace/step-keys", test_window_step_keys);
  g_test_add_func ("/trace/tree-full", test_window_tree_full);
  g_test_add_func ("/trace/tree-view-edge-across", test_tree_view_edge_across);
  g_test_add_func ("/trace/seek-equals-steps", test_seek_equals_steps);
  g_test_add_func ("/trace/tree-batch-equals-steps", test_tree_batch_equals_steps);
  g_test_add_func ("/trace/language", test_window_trace_language);
  g_test_add_func ("/queens/goto-while-listing", test_window_goto_while_listing);

  return g_test_run ();
}
