/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layout.c: the window fits a classroom's 1024 × 768 projector in
 * every mode and both languages: its width and minimum width at most
 * 1024 px, its minimum height at most 700 px, and at 1024 px the header's
 * title and subtitle whole, and a toast covering none of its controls;
 * and nothing moves while a
 * student steps: the board and the code pane keep their places and sizes
 * as the call stack grows, the status line changes, a listing is chosen
 * or a solved game offers its way to the solutions */
#define G_LOG_DOMAIN "test-layout"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gtksourceview/gtksource.h>

#include "kq-code-panel.h"
#include "kq-listings.h"
#include "kq-test-window.h"
#include "kq-trace-panel.h"

#define MAX_WIDTH  1024
#define MAX_HEIGHT 700

static int
min_height (KqWindow *window)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

static void
assert_fits (KqWindow *window, const char *what, const char *page)
{
  int width, height;

  /* what the window lays out after the change */
  for (int i = 0; i < 5; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = min_height (window);
  g_test_message ("%s, %s: width %d, minimum %d × %d", kq_i18n_get_language (), what,
                  width, window_min_width (window), height);
  g_assert_cmpint (window_min_width (window), <=, MAX_WIDTH);
  g_assert_cmpint (width, <=, MAX_WIDTH);
  g_assert_cmpint (height, <=, MAX_HEIGHT);
}

/* Every setting at its default: the problem and the mode come from them. */
static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (int i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static void
test_modes (gconstpointer language)
{
  KqWindow *window;

  reset_settings ();
  kq_i18n_set_language (language);
  window = window_new ();
  kq_window_retranslate (window);
  window_visit_modes (window, assert_fits);
  window_destroy (window);
}

/* The window laid out after a change: the code panel follows the timeline
 * on its frame clock, and the window lays out on the next frame. */
static void
settle (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 25;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Where the board and the code pane are, in the window. */
typedef struct {
  graphene_rect_t board, code;
} Places;

static void
read_places (KqWindow *window, Places *places)
{
  KqTracePanel *trace = kq_window_get_trace_panel (window);
  GtkWidget *panel = GTK_WIDGET (kq_trace_panel_get_code_panel (trace));
  GtkWidget *code = gtk_widget_get_parent (find_type (panel, GTK_SOURCE_TYPE_VIEW));

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (kq_window_get_board_view (window)),
                                            GTK_WIDGET (window), &places->board));
  if (!gtk_widget_get_mapped (code) ||
      !gtk_widget_compute_bounds (code, GTK_WIDGET (window), &places->code))
    places->code = GRAPHENE_RECT_INIT (0, 0, 0, 0);
}

static void
assert_same_places (const Places *places, const Places *before, const char *what)
{
  if (graphene_rect_equal (&places->board, &before->board) &&
      graphene_rect_equal (&places->code, &before->code))
    return;
  g_test_message ("%s, %s: board %g, %g, %g × %g (was %g, %g, %g × %g), "
                  "code %g, %g, %g × %g (was %g, %g, %g × %g)", kq_i18n_get_language (), what,
                  places->board.origin.x, places->board.origin.y,
                  places->board.size.width, places->board.size.height,
                  before->board.origin.x, before->board.origin.y,
                  before->board.size.width, before->board.size.height,
                  places->code.origin.x, places->code.origin.y,
                  places->code.size.width, places->code.size.height,
                  before->code.origin.x, before->code.origin.y,
                  before->code.size.width, before->code.size.height);
  g_test_fail ();
}

/* 8 queens traced line by line, far enough that the call stack grows past
 * its four rows and the status line says long steps; then every listing
 * of the problem chosen in turn; then the board's own steps, each said in
 * words in the status line. */
static void
steady_trace (KqWindow *window)
{
  KqCodePanel *panel = kq_trace_panel_get_code_panel (kq_window_get_trace_panel (window));
  g_autoptr(GPtrArray) listings = kq_listings_load (KQ_PROBLEM_QUEENS, NULL);
  Places first, places;

  activate (window, "win.problem", g_variant_new_string ("queens"));
  g_object_set (window, "trace", TRUE, NULL);
  kq_window_start_queens (window, 8);
  SPIN_UNTIL (kq_code_panel_get_stepper (panel) != NULL);
  kq_session_seek (kq_window_get_session (window), 0);
  /* the code pane shown and laid out first, however busy the machine */
  SPIN_UNTIL ((settle (), read_places (window, &first), first.code.size.width > 0));
  settle ();
  read_places (window, &first);
  for (int s = 1; s <= 150; s++)
    {
      g_autofree char *what = g_strdup_printf ("line step %d", s);

      gtk_widget_activate_action (GTK_WIDGET (panel), "code.line", NULL);
      settle ();
      read_places (window, &places);
      assert_same_places (&places, &first, what);
    }
  g_assert_cmpint (kq_lesson_get_depth (kq_code_stepper_get_lesson (
                     kq_code_panel_get_stepper (panel))), >=, 5);
  for (guint l = 0; l < listings->len; l++)
    {
      const char *id = kq_listing_get_id (g_ptr_array_index (listings, l));

      kq_code_panel_select (panel, id);
      settle ();
      read_places (window, &places);
      assert_same_places (&places, &first, id);
    }
  for (int s = 1; s <= 40; s++)
    {
      g_autofree char *what = g_strdup_printf ("step %d", s);

      activate (window, "win.step-forward", NULL);
      settle ();
      read_places (window, &places);
      assert_same_places (&places, &first, what);
    }
}

/* 4 queens played to a solution: the offer to show it among the
 * solutions appears beside the status line, the board stays. */
static void
steady_play (KqWindow *window)
{
  static const int solution[] = { 1, 3, 0, 2 };
  Places first, places;

  activate (window, "win.trace", NULL);
  kq_session_set_n (kq_window_get_session (window), 4);
  activate (window, "win.play-yourself", NULL);
  settle ();
  read_places (window, &first);
  for (int row = 0; row < 4; row++)
    {
      g_signal_emit_by_name (kq_window_get_board_view (window), "square-activated", row,
                             solution[row]);
      settle ();
    }
  SPIN_UNTIL (g_str_has_prefix (kq_window_get_status (window), _("Solved!")));
  settle ();
  read_places (window, &places);
  assert_same_places (&places, &first, "solved");
}

/* Whether a label in widget's tree is cut short. */
static gboolean
any_label_ellipsized (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (any_label_ellipsized (child))
      return TRUE;
  return FALSE;
}

static void
painted_cb (GdkFrameClock *clock, gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
}

/* The header shows the title and the subtitle whole, once the window has laid out what was
 * set (a frame of its clock after the pending work: a busy machine may hold the layout back). */
static void
assert_title_whole (KqWindow *window, const char *what, const char *page)
{
  GtkWidget *title = find_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gulong painted_id;

  for (int i = 0; i < 5; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
  painted_id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  SPIN_UNTIL (painted);
  g_signal_handler_disconnect (clock, painted_id);
  g_test_message ("%s, %s: window %d, title %d px", kq_i18n_get_language (), what,
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_mapped (title) ? gtk_widget_get_width (title) : 0);
  if (!gtk_widget_get_mapped (title) || any_label_ellipsized (title))
    {
      g_test_message ("%s, %s: the title or subtitle is cut", kq_i18n_get_language (), what);
      g_test_fail ();
    }
}

/* A new window in language as it opens, at a projector's width: 1024 px,
 * its shadow's margins in it (1014 px), a pixel or so less than
 * maximized. */
static KqWindow *
projector_window_new (const char *language)
{
  KqWindow *window;

  reset_settings ();
  kq_i18n_set_language (language);
  window = window_new ();
  kq_window_retranslate (window);
  SPIN_UNTIL (gtk_widget_get_width (GTK_WIDGET (window)) >= 1014);
  return window;
}

/* At 1024 px, in every mode: the header's title and subtitle whole. */
static void
test_header (gconstpointer language)
{
  KqWindow *window = projector_window_new (language);

  window_visit_modes (window, assert_title_whole);
  window_destroy (window);
}

/* Controls a user needs that rect (in the window) covers, told. */
static int
count_covered (GtkWidget *widget, GtkWidget *window, GtkWidget *toast, const graphene_rect_t *rect)
{
  graphene_rect_t bounds;
  int covered = 0;

  if (widget == toast || !gtk_widget_get_mapped (widget))
    return 0;
  if ((GTK_IS_BUTTON (widget) || GTK_IS_SCALE (widget) || GTK_IS_EDITABLE (widget) ||
       GTK_IS_DROP_DOWN (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget)) &&
      gtk_widget_compute_bounds (widget, window, &bounds) &&
      graphene_rect_intersection (&bounds, rect, NULL))
    {
      g_test_message ("%s: a toast covers a %s", kq_i18n_get_language (),
                      G_OBJECT_TYPE_NAME (widget));
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    covered += count_covered (child, window, toast, rect);
  return covered;
}

/* At 1024 px, a long toast ("Exported to …" with its button) in every
 * mode covers none of the controls. */
static void
toast_covers_nothing (KqWindow *window, const char *what, const char *page)
{
  GtkWidget *overlay = find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *main_child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  gint64 end;

  kq_window_toast (window, "Exported to /home/teacher/Documents/queens-8-solution-92.png");
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  for (GtkWidget *toast = gtk_widget_get_first_child (overlay); toast != NULL;
       toast = gtk_widget_get_next_sibling (toast))
    {
      graphene_rect_t rect;

      if (toast == main_child || !gtk_widget_get_mapped (toast) ||
          !gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &rect))
        continue;
      if (count_covered (GTK_WIDGET (window), GTK_WIDGET (window), toast, &rect) > 0)
        {
          g_test_message ("%s, %s: the toast covers controls", kq_i18n_get_language (), what);
          g_test_fail ();
        }
    }
}

static void
test_toast (gconstpointer language)
{
  KqWindow *window = projector_window_new (language);

  /* A toast slides in: measured where it stays, not where a busy machine's
   * frame caught it on its way. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window_visit_modes (window, toast_covers_nothing);
  window_destroy (window);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
test_steady (gconstpointer language)
{
  KqWindow *window;

  reset_settings ();
  kq_i18n_set_language (language);
  window = window_new ();
  kq_window_retranslate (window);
  steady_trace (window);
  steady_play (window);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);
  /* every mode measured, the failures all told */
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/layout/modes/en", "en", test_modes);
  g_test_add_data_func ("/layout/modes/vi", "vi", test_modes);
  g_test_add_data_func ("/layout/header/en", "en", test_header);
  g_test_add_data_func ("/layout/header/vi", "vi", test_header);
  g_test_add_data_func ("/layout/toast/en", "en", test_toast);
  g_test_add_data_func ("/layout/toast/vi", "vi", test_toast);
  g_test_add_data_func ("/layout/steady/en", "en", test_steady);
  g_test_add_data_func ("/layout/steady/vi", "vi", test_steady);

  return g_test_run ();
}
