/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-code-panel.c: the code panel in a real window: line steps move the
 * marked line, its sentence and the board; step back returns the earlier
 * line; Play stops at a breakpoint (its line banded as current, its dot
 * red), also on the tree's page, where the hidden view is not refreshed;
 * the lesson as printed stops at its harm and offers the corrected
 * listing; Warnsdorff's listing follows its trace to the tour; a cell of b
 * frames its diagonal; Full Speed leaves the code behind; 32 queens'
 * strips show their step's cells; the gutter's numbers are at 4.5:1 */
#define G_LOG_DOMAIN "test-code-panel"
#include "config.h"

#include <gtksourceview/gtksource.h>
#include <math.h>

#include "kq-code-panel.h"
#include "kq-test-window.h"
#include "kq-trace-panel.h"

static KqCodePanel *
code_panel (KqWindow *window)
{
  return kq_trace_panel_get_code_panel (kq_window_get_trace_panel (window));
}

/* Lets the panel's frame clock run. */
static void
spin_a_while (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 10;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
has_class (GtkWidget *widget, gconstpointer name)
{
  return gtk_widget_has_css_class (widget, name);
}

static gboolean
label_starts_with (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

static gboolean
line_marked (KqCodePanel *panel, const char *category, int line)
{
  GtkSourceView *view = GTK_SOURCE_VIEW (find_type (GTK_WIDGET (panel), GTK_SOURCE_TYPE_VIEW));
  GtkSourceBuffer *buffer = GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  GSList *marks = gtk_source_buffer_get_source_marks_at_line (buffer, line - 1, category);
  gboolean marked = marks != NULL;

  g_slist_free (marks);
  return marked;
}

/* What the panel shows of a step. */
typedef struct {
  int    line, previous;
  guint  position;
  char  *sentence;
} Shown;

static void
read_shown (KqWindow *window, Shown *shown)
{
  KqCodePanel *panel = code_panel (window);
  const KqCodeStepper *stepper = kq_code_panel_get_stepper (panel);
  GtkWidget *sentence = find_widget (GTK_WIDGET (panel), has_class, "code-sentence");
  g_autofree char *line_text = NULL;

  shown->line = kq_code_stepper_get_line (stepper);
  shown->previous = kq_code_stepper_get_previous_line (stepper);
  shown->position = kq_code_stepper_get_position (stepper);
  shown->sentence = g_strdup (gtk_label_get_text (GTK_LABEL (sentence)));
  /* the line marked, the one before it marked faintly, its label */
  g_assert_true (line_marked (panel, "kq-current", shown->line));
  if (shown->previous > 0)
    g_assert_true (line_marked (panel, "kq-previous", shown->previous));
  line_text = g_strdup_printf ("line %d: ", shown->line);
  g_assert_nonnull (find_widget (GTK_WIDGET (panel), label_starts_with, line_text));
  /* the board shows the code's moves */
  g_assert_cmpuint (kq_timeline_get_position (window_timeline (window)), ==, shown->position);
}

static KqWindow *
queens_trace_window (int n)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);

  /* the trace's run started, the panel's stepper on it */
  g_object_set (window, "trace", TRUE, NULL);
  kq_window_start_queens (window, n);
  SPIN_UNTIL (kq_code_panel_get_stepper (code_panel (window)) != NULL);
  kq_session_seek (session, 0);
  SPIN_UNTIL (kq_code_stepper_get_position (kq_code_panel_get_stepper (code_panel (window))) == 0);
  return window;
}

/* 60 lines of lesson 001 one by one: the panel's lines are the machine's,
 * its sentence the step's, the board its moves; then 60 lines back give
 * back each earlier line, sentence and board. */
static void
test_line_steps (void)
{
  KqWindow *window = queens_trace_window (5);
  KqCodePanel *panel = code_panel (window);
  const KqListing *listing = kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel));
  g_autoptr(KqLesson) lesson = kq_lesson_new (kq_listing_get_machine (listing), 5, 0, 0,
                                              KQ_LESSON_FLAGS_NONE);
  Shown shown[61];

  g_assert_cmpstr (kq_listing_get_id (listing), ==, "queens-001-pascal");
  for (int s = 0; s <= 60; s++)
    {
      if (s > 0)
        {
          g_autofree char *sentence = NULL;

          gtk_widget_activate_action (GTK_WIDGET (panel), "code.line", NULL);
          spin_a_while ();
          kq_lesson_step (lesson);
          read_shown (window, &shown[s]);
          g_assert_cmpint (shown[s].line, ==, kq_listing_get_step_line (listing, lesson));
          g_assert_cmpint (shown[s].previous, ==, shown[s - 1].line);
          sentence = kq_listing_describe_step (listing, lesson);
          g_assert_cmpstr (shown[s].sentence, ==, sentence);
        }
      else
        {
          shown[0].line = shown[0].previous = 0;
          shown[0].position = 0;
          shown[0].sentence = NULL;
        }
    }
  g_assert_cmpuint (shown[60].position, >, 4);
  for (int s = 59; s >= 1; s--)
    {
      Shown back;

      gtk_widget_activate_action (GTK_WIDGET (panel), "code.back-line", NULL);
      spin_a_while ();
      read_shown (window, &back);
      g_assert_cmpint (back.line, ==, shown[s].line);
      g_assert_cmpint (back.previous, ==, shown[s].previous);
      g_assert_cmpuint (back.position, ==, shown[s].position);
      g_assert_cmpstr (back.sentence, ==, shown[s].sentence);
      g_free (back.sentence);
    }
  for (int s = 1; s <= 60; s++)
    g_free (shown[s].sentence);
  window_destroy (window);
}

/* The line's band a user sees: the mark of highest priority with a
 * background among the line's. */
static const char *
line_band (KqCodePanel *panel, int line)
{
  GtkSourceView *view = GTK_SOURCE_VIEW (find_type (GTK_WIDGET (panel), GTK_SOURCE_TYPE_VIEW));
  GtkSourceBuffer *buffer = GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  GSList *marks = gtk_source_buffer_get_source_marks_at_line (buffer, line - 1, NULL);
  const char *band = NULL;
  int best = G_MININT;

  for (GSList *m = marks; m != NULL; m = m->next)
    {
      const char *category = gtk_source_mark_get_category (m->data);
      int priority;
      GtkSourceMarkAttributes *attributes = gtk_source_view_get_mark_attributes (view, category,
                                                                                 &priority);
      GdkRGBA background;

      if (gtk_source_mark_attributes_get_background (attributes, &background) && priority > best)
        {
          best = priority;
          band = g_intern_string (category);
        }
    }
  g_slist_free (marks);
  return band;
}

/* The breakpoint's marker is a red dot, not an icon the gutter greys. */
static void
assert_red_dot (KqCodePanel *panel)
{
  GtkSourceView *view = GTK_SOURCE_VIEW (find_type (GTK_WIDGET (panel), GTK_SOURCE_TYPE_VIEW));
  int priority;
  GtkSourceMarkAttributes *attributes = gtk_source_view_get_mark_attributes (view, "kq-breakpoint",
                                                                             &priority);
  const GdkPixbuf *dot = gtk_source_mark_attributes_get_pixbuf (attributes);
  const guchar *middle;

  g_assert_null (gtk_source_mark_attributes_get_icon_name (attributes));
  g_assert_nonnull (dot);
  middle = gdk_pixbuf_read_pixels (dot)
           + gdk_pixbuf_get_height (dot) / 2 * gdk_pixbuf_get_rowstride (dot)
           + gdk_pixbuf_get_width (dot) / 2 * gdk_pixbuf_get_n_channels (dot);
  g_assert_cmpuint (middle[0], >, 0xc0);
  g_assert_cmpuint (middle[1], <, 0x70);
  g_assert_cmpuint (middle[2], <, 0x70);
}

/* A breakpoint on the print line: Play runs on and stops there, at the
 * first solution, the board showing it; that line shows the current
 * line's band, beside the breakpoint's red dot. */
static void
test_breakpoint (void)
{
  KqWindow *window = queens_trace_window (6);
  KqCodePanel *panel = code_panel (window);
  KqTimeline *timeline = window_timeline (window);
  int line = kq_listing_get_op_line (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel)),
                                     KQ_LESSON_OP_SOLUTION);
  Shown shown;

  gtk_widget_activate_action (GTK_WIDGET (panel), "code.breakpoint", "i", line);
  g_assert_true (kq_code_stepper_has_breakpoint (kq_code_panel_get_stepper (panel), line));
  g_assert_true (line_marked (panel, "kq-breakpoint", line));
  kq_timeline_set_speed (timeline, 1000.0);
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (!kq_timeline_get_playing (timeline));
  spin_a_while ();
  read_shown (window, &shown);
  g_assert_cmpint (shown.line, ==, line);
  g_assert_true (line_marked (panel, "kq-breakpoint", line));
  g_assert_cmpstr (line_band (panel, line), ==, "kq-current");
  assert_red_dot (panel);
  g_assert_cmpuint (kq_lesson_get_solutions (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel))), ==, 1);
  g_assert_cmpint (kq_timeline_get_board (timeline)->moves, ==, 6);
  g_free (shown.sentence);

  /* Play again: on to the second solution's print. */
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (!kq_timeline_get_playing (timeline));
  spin_a_while ();
  g_assert_cmpint (kq_code_stepper_get_line (kq_code_panel_get_stepper (panel)), ==, line);
  g_assert_cmpuint (kq_lesson_get_solutions (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel))), ==, 2);
  window_destroy (window);
}

/* On the tree's page the code still follows (a breakpoint stops Play)
 * but its hidden view is not refreshed; shown again, it has the line. */
static void
count_insert_cb (GtkTextBuffer *buffer, const GtkTextIter *location, GtkTextMark *mark, guint *count)
{
  if (mark == gtk_text_buffer_get_insert (buffer))
    (*count)++;
}

static void
test_hidden (void)
{
  KqWindow *window = queens_trace_window (6);
  KqCodePanel *panel = code_panel (window);
  KqTimeline *timeline = window_timeline (window);
  GtkWidget *view = find_type (GTK_WIDGET (panel), GTK_SOURCE_TYPE_VIEW);
  int line = kq_listing_get_op_line (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel)),
                                     KQ_LESSON_OP_SOLUTION);
  guint refreshes = 0;
  Shown shown;

  gtk_widget_activate_action (GTK_WIDGET (panel), "code.breakpoint", "i", line);
  kq_trace_panel_show_page (kq_window_get_trace_panel (window), "tree");
  SPIN_UNTIL (!gtk_widget_get_mapped (GTK_WIDGET (panel)));
  g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "mark-set",
                    G_CALLBACK (count_insert_cb), &refreshes);
  kq_timeline_set_speed (timeline, 1000.0);
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (!kq_timeline_get_playing (timeline));
  spin_a_while ();
  g_assert_cmpint (kq_code_stepper_get_line (kq_code_panel_get_stepper (panel)), ==, line);
  g_assert_cmpint (kq_timeline_get_board (timeline)->moves, ==, 6);
  g_assert_cmpuint (refreshes, ==, 0);

  kq_trace_panel_show_page (kq_window_get_trace_panel (window), "code");
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  g_assert_cmpuint (refreshes, >, 0);
  read_shown (window, &shown);
  g_assert_cmpint (shown.line, ==, line);
  g_free (shown.sentence);
  g_signal_handlers_disconnect_by_data (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), &refreshes);
  window_destroy (window);
}

/* Lesson 000 as printed, played: it stops at its first harm, says it,
 * and its button switches to the corrected listing, which follows on. */
static void
test_as_printed (void)
{
  KqWindow *window = window_new ();
  KqCodePanel *panel = code_panel (window);
  KqTimeline *timeline = window_timeline (window);
  const KqLesson *lesson;
  g_autofree char *harm = NULL;
  GtkWidget *button;

  g_object_set (window, "trace", TRUE, "method", "classic", NULL);
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL);
  kq_code_panel_select (panel, "knight-000-as-printed");
  kq_timeline_set_speed (timeline, 1000.0);
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (kq_lesson_get_op (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel))) ==
              KQ_LESSON_OP_HARM);
  SPIN_UNTIL (!kq_timeline_get_playing (timeline));
  lesson = kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel));
  harm = kq_lesson_harm_text (lesson);
  g_assert_true (g_str_has_prefix (harm, "h["));
  g_assert_nonnull (find_widget (GTK_WIDGET (panel), label_starts_with, harm));
  /* the harm's line marked, the board at the moves before it */
  g_assert_true (line_marked (panel, "kq-current",
                              kq_listing_get_op_line (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel)),
                                                      kq_lesson_get_harm (lesson)->op)));
  g_assert_cmpuint (kq_timeline_get_position (timeline), ==,
                    kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)));

  button = find_widget (GTK_WIDGET (panel), is_button_labelled, "Corrected Code");
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
  SPIN_UNTIL (kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)) ==
              kq_timeline_get_position (timeline));
  g_assert_cmpstr (kq_listing_get_id (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel))),
                   ==, "knight-000-c");
  g_assert_false (gtk_widget_is_visible (button));
  g_assert_cmpuint (kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)), ==,
                    kq_timeline_get_position (timeline));
  window_destroy (window);
}

/* The trace played at speed to its end, the code following it to the
 * line that made its last move: that line's op, and the moves on the board. */
static void
play_to_end (KqWindow *window, KqLessonOp *op, int *moves)
{
  KqCodePanel *panel = code_panel (window);
  KqSession *session = kq_window_get_session (window);
  KqTimeline *timeline = window_timeline (window);

  kq_timeline_set_speed (timeline, 1000.0);
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (!kq_session_get_running (session) && !kq_timeline_get_playing (timeline) &&
              kq_code_stepper_get_position (kq_code_panel_get_stepper (panel)) ==
              kq_timeline_get_length (timeline));
  *op = kq_lesson_get_op (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel)));
  *moves = kq_timeline_get_board (timeline)->moves;
}

/* Warnsdorff's trace is lesson 002's run: played at speed, its listing
 * follows it to the tour, to the end of the board's moves, and never
 * says that they parted; a closed tour parts, and the panel says why. */
static void
test_warnsdorff (void)
{
  KqWindow *window = window_new ();
  KqCodePanel *panel = code_panel (window);
  KqTimeline *timeline = window_timeline (window);
  GtkWidget *sentence = find_widget (GTK_WIDGET (panel), has_class, "code-sentence");
  KqLessonOp op;
  const char *said;
  int moves;

  g_object_set (window, "trace", TRUE, "method", "warnsdorff", NULL);
  /* 6 × 6 from (1, 1): Warnsdorff's rule with its fallbacks parts from the listing at move 17 */
  kq_window_start_tour (window, 6, 0, 0);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL);
  g_assert_cmpstr (kq_listing_get_id (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel))),
                   ==, "knight-002-warnsdorff");
  play_to_end (window, &op, &moves);
  /* the line that placed the last move */
  g_assert_cmpint (op, ==, KQ_LESSON_OP_PLACE);
  g_assert_cmpint (moves, ==, 36);
  said = gtk_label_get_text (GTK_LABEL (sentence));
  g_assert_false (g_str_has_prefix (said, "From move"));
  g_assert_false (g_str_has_prefix (said, "The board no longer"));

  /* A closed tour is built otherwise: the panel says where they part, and why. */
  g_object_set (window, "closed", TRUE, NULL);
  kq_window_start_tour (window, 6, 0, 0);
  kq_timeline_set_playing (timeline, TRUE);
  SPIN_UNTIL (g_strstr_len (gtk_label_get_text (GTK_LABEL (sentence)), -1,
                            "wants a closed tour") != NULL);
  window_destroy (window);
}

/* A tour on a rectangle is traced line by line too: the listings written
 * for m × n are offered (lesson 000's C for the classic search), their
 * machine runs on 3 × 4, and the code follows the run to its tour. */
static void
test_rectangle (void)
{
  KqWindow *window = window_new ();
  KqCodePanel *panel = code_panel (window);
  KqSession *session = kq_window_get_session (window);
  GtkDropDown *listings = GTK_DROP_DOWN (find_type (GTK_WIDGET (panel), GTK_TYPE_DROP_DOWN));
  const KqCodeStepper *stepper;
  KqLessonOp op;
  int moves;

  /* an open tour: 3 × 4 has no closed one */
  g_object_set (window, "trace", TRUE, "method", "classic", "closed", FALSE, NULL);
  kq_session_set_tour_board (session, 3, 4);
  kq_session_start_tour (session, 0, 0);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL);
  stepper = kq_code_panel_get_stepper (panel);
  g_assert_cmpstr (kq_listing_get_id (kq_code_stepper_get_listing (stepper)), ==, "knight-000-c");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (listings)), ==, 1);
  g_assert_cmpint (kq_lesson_get_m (kq_code_stepper_get_lesson (stepper)), ==, 3);
  g_assert_cmpint (kq_lesson_get_n (kq_code_stepper_get_lesson (stepper)), ==, 4);
  play_to_end (window, &op, &moves);
  g_assert_cmpint (op, ==, KQ_LESSON_OP_PLACE);
  g_assert_cmpint (moves, ==, 12);
  /* a line on: the tour is printed, all 12 squares */
  gtk_widget_activate_action (GTK_WIDGET (panel), "code.line", NULL);
  g_assert_cmpint (kq_lesson_get_op (kq_code_stepper_get_lesson (kq_code_panel_get_stepper (panel))),
                   ==, KQ_LESSON_OP_SOLUTION);
  g_assert_nonnull (find_widget (GTK_WIDGET (panel), label_starts_with,
                                 "All 12 squares are visited"));

  /* Warnsdorff's listing, written for m × n too */
  g_object_set (window, "method", "warnsdorff", NULL);
  kq_session_start_tour (session, 1, 1);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL &&
              g_strcmp0 (kq_listing_get_id (kq_code_stepper_get_listing (kq_code_panel_get_stepper (panel))),
                         "knight-002-warnsdorff") == 0);
  window_destroy (window);
}

static gboolean
is_b5 (GtkWidget *widget, gconstpointer data)
{
  /* b[5]: the anti-diagonal i + j = 5, value 3 of b[2..12] */
  return gtk_widget_has_css_class (widget, "code-cell") &&
         GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "source")) == KQ_LISTING_SOURCE_B &&
         GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "index")) == 3;
}

static void
emit_motion (GtkWidget *widget, const char *signal)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          if (g_str_equal (signal, "enter"))
            g_signal_emit_by_name (controller, signal, 1.0, 1.0);
          else
            g_signal_emit_by_name (controller, signal);
        }
    }
}

/* Pointing at b[5] frames its anti-diagonal on the board, (1, 4) to (4, 1);
 * leaving it clears the frames. */
static void
test_outline (void)
{
  KqWindow *window = queens_trace_window (6);
  KqBoardView *board = kq_window_get_board_view (window);
  GtkWidget *cell = find_widget (GTK_WIDGET (code_panel (window)), is_b5, NULL);
  const int *marks;
  int count;

  g_assert_nonnull (cell);
  emit_motion (cell, "enter");
  marks = kq_board_view_get_marks (board, &count);
  g_assert_cmpint (count, ==, 4);
  for (int m = 0; m < count; m++)
    g_assert_cmpint (marks[m] / 6 + marks[m] % 6, ==, 3);
  emit_motion (cell, "leave");
  kq_board_view_get_marks (board, &count);
  g_assert_cmpint (count, ==, 0);
  window_destroy (window);
}

/* Full Speed lets the search run on without the code, which says so. */
static void
test_full_speed (void)
{
  KqWindow *window = queens_trace_window (6);
  KqSession *session = kq_window_get_session (window);
  GtkWidget *sentence;

  kq_session_release_trace (session);
  SPIN_UNTIL (!kq_session_get_running (session));
  sentence = find_widget (GTK_WIDGET (code_panel (window)), has_class, "code-sentence");
  SPIN_UNTIL (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (sentence)), "At Full Speed"));
  g_assert_false (gtk_widget_is_sensitive (sentence));
  window_destroy (window);
}

static void
collect_strips (GtkWidget *widget, GPtrArray *strips)
{
  if (gtk_widget_has_css_class (widget, "code-strip"))
    g_ptr_array_add (strips, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_strips (child, strips);
}

/* 32 queens at queen 17 in column 27: each strip, wider than the panel,
 * scrolls to show the cell the step addresses (a[27], b[44], c[-10]); the
 * window still fits a 1024 px projector. */
static void
test_wide_strips (void)
{
  KqWindow *window = queens_trace_window (32);
  KqCodePanel *panel = code_panel (window);
  const KqCodeStepper *stepper = kq_code_panel_get_stepper (panel);
  const KqListing *listing = kq_code_stepper_get_listing (stepper);
  g_autoptr(GPtrArray) strips = g_ptr_array_new ();
  guint strip = 0;

  SPIN_UNTIL (kq_timeline_get_length (window_timeline (window)) >= 17);
  kq_session_seek (kq_window_get_session (window), 17);
  SPIN_UNTIL (kq_code_stepper_get_position (stepper) == 17);
  spin_a_while ();
  collect_strips (GTK_WIDGET (panel), strips);
  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray array;
      int focus = kq_listing_get_array_focus (listing, a, kq_code_stepper_get_lesson (stepper));
      GtkWidget *box, *cell;
      GtkAdjustment *adjustment;
      graphene_rect_t bounds;
      double value, page;

      kq_listing_get_array (listing, a, 32, &array);
      if (array.rows != 1)
        continue;
      g_assert_cmpuint (strip, <, strips->len);
      box = strips->pdata[strip++];
      adjustment = gtk_scrolled_window_get_hadjustment (
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW)));
      value = gtk_adjustment_get_value (adjustment);
      page = gtk_adjustment_get_page_size (adjustment);
      g_assert_cmpint (focus, >=, 0);
      cell = gtk_widget_get_first_child (box);
      for (int v = 0; v < focus; v++)
        cell = gtk_widget_get_next_sibling (cell);
      g_assert_true (gtk_widget_compute_bounds (cell, box, &bounds));
      g_test_message ("%s: cell %d at %.0f … %.0f, shown %.0f … %.0f of %.0f", array.name,
                      focus, bounds.origin.x, bounds.origin.x + bounds.size.width, value,
                      value + page, gtk_adjustment_get_upper (adjustment));
      g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, page);
      /* the cells out of sight reachable with a mouse: its scrollbar */
      g_assert_true (gtk_widget_get_visible (gtk_scrolled_window_get_hscrollbar (
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW)))));
      g_assert_cmpfloat (bounds.origin.x, >=, value);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, value + page);
    }
  g_assert_cmpuint (strip, ==, 3);
  g_assert_cmpint (window_min_width (window), <=, 1024);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  window_destroy (window);
}

static double
luminance (const GdkRGBA *c)
{
  const float channels[] = { c->red, c->green, c->blue };
  double l[3];

  for (int i = 0; i < 3; i++)
    l[i] = channels[i] <= 0.03928 ? channels[i] / 12.92 : pow ((channels[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

/* The WCAG contrast of widget's text colour over the window's light
 * ground (#f6f5f3): its colour's alpha and the widgets' opacity property
 * (a CSS opacity has no getter in GTK 4.8). */
static double
text_contrast (GtkWidget *widget)
{
  GdkRGBA colour, ground = { 0xf6 / 255.0, 0xf5 / 255.0, 0xf3 / 255.0, 1.0 }, shown;
  double alpha;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
  alpha = colour.alpha;
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    alpha *= gtk_widget_get_opacity (w);
  shown.red = ground.red + alpha * (colour.red - ground.red);
  shown.green = ground.green + alpha * (colour.green - ground.green);
  shown.blue = ground.blue + alpha * (colour.blue - ground.blue);
  return (luminance (&ground) + 0.05) / (luminance (&shown) + 0.05);
}

/* A projector: the gutter's line numbers at 4.5:1 at the least (WCAG AA),
 * with the application's style; the "line N:" sentence not dimmed by
 * GTK's dim-label (3.2:1), but by the 0.75 of kq-dim (5.6:1). */
static void
test_contrast (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  KqWindow *window;
  KqCodePanel *panel;
  GtkWidget *view, *gutter, *line;

  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  window = queens_trace_window (5);
  panel = code_panel (window);
  gtk_widget_activate_action (GTK_WIDGET (panel), "code.line", NULL);
  spin_a_while ();
  line = find_widget (GTK_WIDGET (panel), label_starts_with, "line ");
  view = find_type (GTK_WIDGET (panel), GTK_SOURCE_TYPE_VIEW);
  gutter = GTK_WIDGET (gtk_source_view_get_gutter (GTK_SOURCE_VIEW (view), GTK_TEXT_WINDOW_LEFT));
  g_test_message ("gutter %.2f:1", text_contrast (gutter));
  g_assert_cmpfloat (text_contrast (gutter), >=, 4.5);
  g_assert_false (gtk_widget_has_css_class (line, "dim-label"));
  g_assert_true (gtk_widget_has_css_class (line, "kq-dim"));
  window_destroy (window);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

  g_test_add_func ("/code-panel/line-steps", test_line_steps);
  g_test_add_func ("/code-panel/breakpoint", test_breakpoint);
  g_test_add_func ("/code-panel/hidden", test_hidden);
  g_test_add_func ("/code-panel/as-printed", test_as_printed);
  g_test_add_func ("/code-panel/warnsdorff", test_warnsdorff);
  g_test_add_func ("/code-panel/rectangle", test_rectangle);
  g_test_add_func ("/code-panel/outline", test_outline);
  g_test_add_func ("/code-panel/full-speed", test_full_speed);
  g_test_add_func ("/code-panel/wide-strips", test_wide_strips);
  g_test_add_func ("/code-panel/contrast", test_contrast);
  return g_test_run ();
}
