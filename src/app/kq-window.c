/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window.c: the main window (views): its template, and the binding of
 * its controls and views to the session */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-style.h"
#include "kq-window-private.h"
#include "kq-tour-count.h"

/* The speeds the slider offers, in moves a second: the settings' range. */
#define KQ_MIN_SPEED 0.25
#define KQ_MAX_SPEED 1000.0

G_DEFINE_FINAL_TYPE (KqWindow, kq_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_PROBLEM,
  PROP_METHOD,
  PROP_CLOSED,
  PROP_TRACE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The problem's name in win.problem and the settings. */
static const char *const problem_names[] = {
  [KQ_PROBLEM_TOUR] = "tour",
  [KQ_PROBLEM_QUEENS] = "queens",
  [KQ_PROBLEM_ROOKS] = "rooks",
};

static const char *
problem_to_string (KqProblem problem)
{
  return problem_names[problem];
}

static KqProblem
problem_from_string (const char *name)
{
  for (guint p = 0; p < G_N_ELEMENTS (problem_names); p++)
    if (g_strcmp0 (name, problem_names[p]) == 0)
      return (KqProblem) p;
  return KQ_PROBLEM_TOUR;
}

static const char *
method_to_string (KqTourMethod method)
{
  return method == KQ_TOUR_CLASSIC ? "classic" : "warnsdorff";
}

static const char *
size_key (KqProblem problem)
{
  static const char *const keys[] = {
    [KQ_PROBLEM_TOUR] = "tour-size",
    [KQ_PROBLEM_QUEENS] = "queens-size",
    [KQ_PROBLEM_ROOKS] = "rooks-size",
  };

  return keys[problem];
}

static int
max_n (KqProblem problem)
{
  static const int max[] = {
    [KQ_PROBLEM_TOUR] = KQ_WINDOW_MAX_TOUR_N,
    [KQ_PROBLEM_QUEENS] = KQ_QUEENS_MAX_N,
    [KQ_PROBLEM_ROOKS] = KQ_WINDOW_MAX_ROOKS_N,
  };

  return max[problem];
}

static void
set_problem (KqWindow *self, KqProblem problem)
{
  int n, cols;

  if (kq_session_get_n (self->session) != 0 && problem == kq_session_get_problem (self->session))
    return;

  /* Each problem keeps its own n, the tour its columns too (0: as many). */
  n = CLAMP (g_settings_get_int (self->settings, size_key (problem)), 1, max_n (problem));
  cols = CLAMP (g_settings_get_int (self->settings, "tour-cols"), 0, max_n (problem));
  if (problem == KQ_PROBLEM_TOUR)
    kq_session_set_tour_board (self->session, n, cols > 0 ? cols : n);
  else
    kq_session_set_problem (self->session, problem, n);
}

/* Either spin moved: a tour's board is m × n, the others' n × n. */
static void
size_changed_cb (GtkAdjustment *adjustment, KqWindow *self)
{
  int n = (int) round (gtk_adjustment_get_value (self->size_adjustment));
  int cols = (int) round (gtk_adjustment_get_value (self->cols_adjustment));

  if (self->syncing || kq_session_get_n (self->session) == 0)
    return;

  if (kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR)
    kq_session_set_tour_board (self->session, n, cols);
  else
    kq_session_set_n (self->session, n);
}

/* The header follows the session's problem and n (a tour's m × n), whoever
 * set them (the size spins, the problem's toggles, an opened answer), and
 * each problem's size is remembered. */
static void
sync_problem (KqWindow *self)
{
  KqProblem problem = kq_session_get_problem (self->session);
  int n = kq_session_get_n (self->session), cols = kq_session_get_cols (self->session);
  gboolean game = kq_session_get_mode (self->session) == KQ_SESSION_MODE_GAME;
  int lower = game ? KQ_GAME_MIN_SIDE : 1, upper = game ? KQ_GAME_MAX_SIDE : max_n (problem);

  if (n == 0)
    return;
  self->syncing = TRUE;
  /* the knight game's sides: 3 to 8 */
  gtk_adjustment_configure (self->size_adjustment, n, lower, upper, 1, 10, 0);
  gtk_adjustment_configure (self->cols_adjustment, cols, lower, upper, 1, 10, 0);
  _kq_window_label_size (self);
  if (self->settings != NULL)
    {
      g_settings_set_int (self->settings, size_key (problem), n);
      if (problem == KQ_PROBLEM_TOUR)
        g_settings_set_int (self->settings, "tour-cols", cols == n ? 0 : cols);
    }
  self->syncing = FALSE;
}

/* The board, the panels and the controls follow the mode the session's
 * board is in and its problem: what a mode cannot use is not shown (play
 * mode has no timeline, and the tour's options do nothing there). */
/* At 1024 × 768 the code panel and a solution's rotations do not fit in one
 * column: in trace the rotations show on the search tree's page. */
static void
sync_family_slot (KqWindow *self)
{
  gboolean code_page = gtk_widget_get_visible (GTK_WIDGET (self->trace_panel)) &&
                       g_strcmp0 (kq_trace_panel_get_page (self->trace_panel), "code") == 0;

  gtk_widget_set_visible (self->family_slot, !code_page);
}

/* Count mode's map of tours, once counted, is drawn instead of the
 * board, its own legend under it; the tour it hides stands still. */
static void
sync_map (KqWindow *self)
{
  KqCounter *counter = kq_session_get_counter (self->session);
  const guint64 *counts = kq_session_get_mode (self->session) == KQ_SESSION_MODE_COUNT &&
                          kq_counter_get_map (counter) ? kq_counter_get_counts (counter) : NULL;

  kq_board_view_set_map (self->board_view, counts);
  gtk_widget_set_visible (GTK_WIDGET (self->legend), counts == NULL);
  if (counts != NULL)
    kq_timeline_set_playing (kq_session_get_timeline (self->session), FALSE);
  _kq_window_actions_update (self);
}

/* An answer's error, framed: the line shown's, when its lines are browsed. */
static void
sync_marks (KqWindow *self)
{
  const KqAnswer *line = kq_session_get_answer_line (self->session);
  const KqAnswer *answer = line != NULL ? line : kq_session_get_answer (self->session);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (int));

  for (int i = 0; answer != NULL && i < answer->n_squares; i++)
    {
      KqSquare sq = answer->squares[i];

      if (sq.row >= 0 && sq.row < answer->n && sq.col >= 0 && sq.col < answer->n)
        g_array_append_val (marks, ((int) { sq.row * answer->n + sq.col }));
    }
  kq_board_view_set_marks (self->board_view, (const int *) marks->data, (int) marks->len);
}

static void
sync_mode (KqWindow *self)
{
  KqSessionMode mode = kq_session_get_mode (self->session);
  KqProblem problem = kq_session_get_problem (self->session);
  gboolean playing = mode == KQ_SESSION_MODE_PLAY || mode == KQ_SESSION_MODE_GAME;
  const KqAnswer *answer = kq_session_get_answer (self->session);
  /* a listing's solutions, or an opened program's */
  gboolean browses = kq_session_get_lists (self->session) || _kq_window_run_has_solutions (self);

  sync_marks (self);
  kq_board_view_set_activatable (self->board_view,
                                 playing ||
                                 kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR);
  gtk_widget_set_visible (self->tour_options, problem == KQ_PROBLEM_TOUR && !playing);
  gtk_widget_set_visible (self->playback_bar, !playing);
  /* A tour's row has only Count, for the tours from its start square; the
   * rooks' count is n!, said at once: nothing to count. */
  gtk_widget_set_visible (self->solutions_box,
                          kq_problem_is_placement (problem) ||
                          MAX (kq_session_get_n (self->session),
                               kq_session_get_cols (self->session)) <= KQ_TOUR_COUNT_MAX_N);
  gtk_widget_set_visible (GTK_WIDGET (self->count_bar), problem != KQ_PROBLEM_ROOKS);
  /* Listed, the tours' browse buttons take Every Tour's place in the row, a slot of one
   * width (Map and Count moved as one replaced the other) */
  if (browses)
    gtk_stack_set_visible_child_name (self->browse_stack, "browse");
  else
    gtk_stack_set_visible_child (self->browse_stack, self->every_tour_button);
  gtk_widget_set_visible (GTK_WIDGET (self->browse_stack),
                          browses || (problem == KQ_PROBLEM_TOUR &&
                                      !kq_session_get_every_tour (self->session)));
  gtk_widget_set_visible (GTK_WIDGET (self->trace_panel), mode == KQ_SESSION_MODE_TRACE);
  gtk_widget_set_visible (self->program_box, mode == KQ_SESSION_MODE_OPEN && answer == NULL &&
                                             self->program_lines != NULL);
  sync_family_slot (self);
  sync_map (self);
  gtk_widget_set_visible (self->full_speed_button, mode == KQ_SESSION_MODE_TRACE);
  gtk_widget_set_visible (GTK_WIDGET (self->solve_button), mode != KQ_SESSION_MODE_GAME);
  sync_problem (self);
  _kq_window_play_sync (self);
  _kq_window_game_sync (self);
  _kq_window_a11y_sync (self);
}

/* The session's set-up is the window's too: for the settings and the
 * property actions, whose properties must be the window's. */
static void
session_notify_cb (KqSession *session, GParamSpec *pspec, KqWindow *self)
{
  if (g_str_equal (pspec->name, "problem") || g_str_equal (pspec->name, "n") ||
      g_str_equal (pspec->name, "cols"))
    sync_problem (self);
  if (g_str_equal (pspec->name, "mode") || g_str_equal (pspec->name, "answer") ||
      g_str_equal (pspec->name, "game") || g_str_equal (pspec->name, "knight-game") ||
      g_str_equal (pspec->name, "problem") ||
      g_str_equal (pspec->name, "every-tour"))
    sync_mode (self);
  /* a wrong answer's lines browsed: each line its own error */
  else if (g_str_equal (pspec->name, "shown"))
    sync_marks (self);
  if (g_str_equal (pspec->name, "problem") || g_str_equal (pspec->name, "method") ||
      g_str_equal (pspec->name, "closed") || g_str_equal (pspec->name, "trace"))
    g_object_notify (G_OBJECT (self), pspec->name);
  else if (g_str_equal (pspec->name, "start-square") && kq_session_get_start_square (session) >= 0)
    kq_board_view_set_focus_square (self->board_view, kq_session_get_start_square (session));
  else if (g_str_equal (pspec->name, "message") && kq_session_get_message (session) == NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");
  kq_window_update_status (self);
}

static void
square_activated_cb (KqBoardView *view, int row, int col, KqWindow *self)
{
  if (!_kq_window_play_square (self, row, col) && !_kq_window_game_square (self, row, col))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.start-tour", "(ii)", row, col);
}

static void
goto_entry_activate_cb (GtkEntry *entry, KqWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autoptr(GError) error = NULL;
  gint64 k;

  if (!kq_parse_int (text, _("solution number"), 1, G_MAXINT64, &k, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      kq_session_set_message (self->session, error->message);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "win.goto-solution", "t", (guint64) k);
  /* gone to: its number would stay while the solutions are browsed on (a stale "100") */
  if (!gtk_widget_has_css_class (GTK_WIDGET (entry), "error"))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* The one place where the views follow the style (AdwStyleManager, see
 * kq-style.h): the window's own colours, while what it exports, prints
 * and copies stays light. */
static void
style_changed_cb (KqWindow *self)
{
  /* style.css gives each palette's window the board's ground */
  static const char *const classes[] = {
    [KQ_PALETTE_LIGHT] = "kq-light",
    [KQ_PALETTE_DARK] = "kq-dark",
    [KQ_PALETTE_HIGH_CONTRAST] = "kq-high-contrast",
  };
  KqPalette palette = kq_style_get_palette ();

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (i == palette)
      gtk_widget_add_css_class (GTK_WIDGET (self), classes[i]);
    else
      gtk_widget_remove_css_class (GTK_WIDGET (self), classes[i]);
  kq_board_view_set_palette (self->board_view, palette);
  kq_legend_set_palette (self->legend, palette);
  kq_trace_panel_set_palette (self->trace_panel, palette);
  kq_code_view_set_dark (self->program_view, palette == KQ_PALETTE_DARK);
}

static gboolean
speed_to_scale (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_double (to, log10 (g_value_get_double (from)));
  return TRUE;
}

static gboolean
scale_to_speed (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_double (to, CLAMP (pow (10.0, g_value_get_double (from)), KQ_MIN_SPEED, KQ_MAX_SPEED));
  return TRUE;
}

static gboolean
method_to_selected (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_uint (to, g_strcmp0 (g_value_get_string (from), "classic") == 0 ? 1 : 0);
  return TRUE;
}

static gboolean
selected_to_method (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_string (to, method_to_string (g_value_get_uint (from) == 1 ? KQ_TOUR_CLASSIC
                                                                          : KQ_TOUR_WARNSDORFF));
  return TRUE;
}

static void
kq_window_show (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (kq_window_parent_class)->show (widget);

  /* GTK gives the focus to the first control, which would take the
   * timeline's keys (space, arrows) for itself: the window starts with no
   * focus widget, so that they reach its bindings; Tab enters the controls. */
  gtk_window_set_focus (GTK_WINDOW (widget), NULL);
}

static void
kq_window_dispose (GObject *object)
{
  KqWindow *self = KQ_WINDOW (object);

  _kq_window_play_dispose (self);
  _kq_window_game_dispose (self);
  _kq_window_program_dispose (self);
  g_clear_object (&self->game_signals);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (kq_session_get_timeline (self->session), self);
      /* No worker outlives the window (a fetch holds the session). */
      kq_session_stop (self->session);
    }
  _kq_window_open_dispose (self);
  _kq_window_toast_dispose (self);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), KQ_TYPE_WINDOW);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (kq_window_parent_class)->dispose (object);
}

static void
kq_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqWindow *self = KQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, problem_to_string (kq_session_get_problem (self->session)));
      break;
    case PROP_METHOD:
      g_value_set_string (value, method_to_string (kq_session_get_method (self->session)));
      break;
    case PROP_CLOSED:
      g_value_set_boolean (value, kq_session_get_closed (self->session));
      break;
    case PROP_TRACE:
      g_value_set_boolean (value, kq_session_get_trace (self->session));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KqWindow *self = KQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      set_problem (self, problem_from_string (g_value_get_string (value)));
      break;
    case PROP_METHOD:
      kq_session_set_method (self->session, g_strcmp0 (g_value_get_string (value), "classic") == 0
                                            ? KQ_TOUR_CLASSIC : KQ_TOUR_WARNSDORFF);
      break;
    case PROP_CLOSED:
      kq_session_set_closed (self->session, g_value_get_boolean (value));
      break;
    case PROP_TRACE:
      kq_session_set_trace (self->session, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_window_class_init (KqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_window_dispose;
  object_class->get_property = kq_window_get_property;
  object_class->set_property = kq_window_set_property;
  widget_class->show = kq_window_show;
  _kq_window_open_class_init (widget_class);

  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, "tour",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_METHOD] =
    g_param_spec_string ("method", NULL, NULL, "warnsdorff",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOSED] =
    g_param_spec_boolean ("closed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRACE] =
    g_param_spec_boolean ("trace", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (KQ_TYPE_BOARD_VIEW);
  g_type_ensure (KQ_TYPE_TRACE_PANEL);
  g_type_ensure (KQ_TYPE_CODE_VIEW);
  g_type_ensure (KQ_TYPE_ARRAY_STRIPS);
  g_type_ensure (KQ_TYPE_LEGEND);
  g_type_ensure (KQ_TYPE_FAMILY_BAR);
  g_type_ensure (KQ_TYPE_GAME_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, KQ_WINDOW_UI);
  _kq_window_class_texts_init (widget_class);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, size_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, size_spin);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, cols_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, board_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, tour_options);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, method_drop_down);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solve_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, speed_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solutions_box);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, playback_bar);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, goto_entry);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, browse_buttons);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, browse_stack);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solution_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, trace_panel);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_box);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_board_entry);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_view);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_output);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_files_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_verdicts);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_stack);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_stack_scroller);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, program_strips);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, full_speed_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, legend);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, family_bar);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, family_slot);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, play_box);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, play_solution_revealer);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, play_solution_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, mode_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, game_panel);
  gtk_widget_class_bind_template_callback (widget_class, square_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, _kq_window_verdict_activated);
  gtk_widget_class_bind_template_callback (widget_class, _kq_window_board_entry_activated);
  gtk_widget_class_bind_template_callback (widget_class, goto_entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);

  _kq_window_class_actions_init (widget_class);
  _kq_window_class_play_init (widget_class);
  _kq_window_class_game_init (widget_class);
  _kq_window_class_program_init (widget_class);
  _kq_window_a11y_class_init (widget_class);
  _kq_window_toast_class_init (widget_class);
}

static void
kq_window_init (KqWindow *self)
{
  KqTimeline *timeline;

  /* First: the template's property actions read the session. */
  self->session = kq_session_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  _kq_window_set_primary_menu (self);
  _kq_window_cap_title (self);

  _kq_window_actions_init (self);
  /* Count (n queens): its own widget and worker, beside the solutions. */
  self->count_bar = KQ_COUNT_BAR (kq_count_bar_new (self->session));
  gtk_box_prepend (GTK_BOX (self->solutions_box), GTK_WIDGET (self->count_bar));
  self->every_tour_button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->every_tour_button), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->every_tour_button), "win.every-tour");
  gtk_stack_add_named (self->browse_stack, self->every_tour_button, "every-tour");
  _kq_window_label_every_tour (self);
  _kq_window_play_init (self);
  _kq_window_game_init (self);

  timeline = kq_session_get_timeline (self->session);
  g_signal_connect (self->session, "notify", G_CALLBACK (session_notify_cb), self);
  g_signal_connect_swapped (timeline, "notify::playing", G_CALLBACK (kq_window_update_status),
                            self);
  g_signal_connect_swapped (timeline, "notify::speed", G_CALLBACK (kq_window_update_status),
                            self);
  /* In play mode the status line is the game's. */
  self->game_signals = g_signal_group_new (KQ_TYPE_PLAY_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::status",
                                  G_CALLBACK (kq_window_update_status), self);
  g_object_bind_property (self->session, "game", self->game_signals, "target", G_BINDING_SYNC_CREATE);
  /* A count's progress is in the status line too, as fresh as in its bar. */
  g_signal_connect_object (kq_session_get_counter (self->session), "notify",
                           G_CALLBACK (kq_window_update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (kq_session_get_counter (self->session), "notify::outcome",
                           G_CALLBACK (sync_map), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->session, "board-timeline", self->board_view, "timeline",
                          G_BINDING_SYNC_CREATE);
  kq_trace_panel_set_session (self->trace_panel, self->session);
  g_signal_connect_swapped (self->trace_panel, "notify::page", G_CALLBACK (sync_family_slot), self);
  g_signal_connect_swapped (kq_trace_panel_get_code_panel (self->trace_panel), "outline",
                            G_CALLBACK (kq_board_view_set_marks), self->board_view);
  sync_mode (self);
  g_object_bind_property (self->board_view, "legend-mode", self->legend, "mode", G_BINDING_SYNC_CREATE);
  kq_family_bar_set_session (self->family_bar, self->session);
  _kq_window_open_init (self);
  _kq_window_program_init (self);
  /* A student's program running: Stop, and its lines in the status line; its end in words once
   * the program's files took it (connected after them). */
  g_signal_connect_object (kq_session_get_program_runner (self->session), "notify::running",
                           G_CALLBACK (_kq_window_actions_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (kq_session_get_program_runner (self->session), "notify",
                           G_CALLBACK (kq_window_update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (kq_session_get_program_runner (self->session), "finished",
                           G_CALLBACK (kq_window_update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  style_changed_cb (self);

  self->settings = g_settings_new (APPLICATION_ID);
  /* High Contrast in the Style menu: the palette, not libadwaita's scheme */
  g_signal_connect_object (self->settings, "changed::style", G_CALLBACK (style_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", timeline, "speed", G_SETTINGS_BIND_DEFAULT);
  g_object_bind_property_full (timeline, "speed", self->speed_adjustment, "value",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                               speed_to_scale, scale_to_speed, NULL, NULL);
  g_object_bind_property_full (self, "method", self->method_drop_down, "selected",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                               method_to_selected, selected_to_method, NULL, NULL);
  g_settings_bind (self->settings, "method", self, "method", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "closed", self, "closed", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "trace", self, "trace", G_SETTINGS_BIND_DEFAULT);
  /* Last: it sets n and may start listing queens. */
  g_settings_bind (self->settings, "problem", self, "problem", G_SETTINGS_BIND_DEFAULT);
  _kq_window_a11y_names (self);
}

KqWindow *
kq_window_new (GtkApplication *application)
{
  KqWindow *self;

  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);

  self = g_object_new (KQ_TYPE_WINDOW, "application", application, NULL);
  /* GtkApplication's, with the keys named as GTK names them */
  _kq_window_load_help_overlay (self);
  return self;
}

void
kq_window_start_tour (KqWindow *self, int n, int row, int col)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= KQ_WINDOW_MAX_TOUR_N);
  g_return_if_fail (row >= 0 && row < n && col >= 0 && col < n);

  kq_session_set_problem (self->session, KQ_PROBLEM_TOUR, n);
  kq_session_start_tour (self->session, row, col);
}

static void
start_placements (KqWindow *self, KqProblem problem, int n)
{
  gboolean same = kq_session_get_problem (self->session) == problem &&
                  kq_session_get_n (self->session) == n;

  /* a new problem or n lists the solutions, except in play mode: a new game */
  kq_session_set_problem (self->session, problem, n);
  if (same || kq_session_get_mode (self->session) == KQ_SESSION_MODE_PLAY)
    kq_session_start_queens (self->session);
}

void
kq_window_start_queens (KqWindow *self, int n)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);

  start_placements (self, KQ_PROBLEM_QUEENS, n);
}

void
kq_window_start_rooks (KqWindow *self, int n)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= KQ_WINDOW_MAX_ROOKS_N);

  start_placements (self, KQ_PROBLEM_ROOKS, n);
}

const char *
kq_window_get_status (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

KqSession *
kq_window_get_session (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->session;
}

KqBoardView *
kq_window_get_board_view (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->board_view;
}

GtkListBox *
kq_window_get_program_verdicts (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->program_verdicts;
}

GtkTextView *
kq_window_get_program_output (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->program_output;
}

GtkLabel *
kq_window_get_program_stack (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->program_stack;
}

KqArrayStrips *
kq_window_get_program_strips (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->program_strips;
}

KqCodeView *
kq_window_get_program_view (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->program_view;
}

KqTracePanel *
kq_window_get_trace_panel (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->trace_panel;
}

KqLegend *
kq_window_get_legend (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->legend;
}

KqFamilyBar *
kq_window_get_family_bar (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->family_bar;
}
