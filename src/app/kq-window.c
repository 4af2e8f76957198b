#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-template-texts.h"
#include "kq-tour.h"
#include "kq-trace-panel.h"
#include "kq-window.h"

#define KQ_RESOURCE_PATH "/io/github/kqteam/KnightsQueens/"

/* The lessons' backtracking gives up after this many moves tried (a few
 * seconds): on 8 × 8 and larger it may search for hours. */
#define KQ_CLASSIC_MAX_STEPS ((guint64) 200 * 1000 * 1000)
/* The speeds the slider offers, in moves a second: the settings' range. */
#define KQ_MIN_SPEED 0.25
#define KQ_MAX_SPEED 1000.0
/* Trace mode: the worker runs at most this many moves ahead of the player
 * (8 bytes each), a few seconds at the fastest speed. */
#define KQ_TRACE_AHEAD 4096

typedef enum {
  KQ_STATE_IDLE,        /* nothing asked yet */
  KQ_STATE_RUNNING,     /* the solver is at work */
  KQ_STATE_DONE,        /* the solver ended: see outcome */
  KQ_STATE_IMPOSSIBLE,  /* tour: no tour, known without search */
} KqState;

struct _KqWindow
{
  GtkApplicationWindow  parent_instance;

  /* template children */
  GtkAdjustment        *size_adjustment;
  GtkWidget            *tour_options;
  GtkDropDown          *method_drop_down;
  GtkButton            *solve_button;
  KqBoardView          *board_view;
  GtkButton            *play_button;
  GtkAdjustment        *speed_adjustment;
  GtkLabel             *speed_label;
  GtkWidget            *solutions_box;
  GtkEntry             *goto_entry;
  GtkLabel             *status_label;
  GtkLabel             *solution_label;
  KqTracePanel         *trace_panel;
  GtkWidget            *full_speed_button;
  GtkMenuButton        *menu_button;

  GSettings            *settings;
  KqSolverRunner       *runner;
  KqPlayer             *player;

  KqProblem             problem;
  KqTourMethod          method;
  gboolean              closed;
  gboolean              trace;          /* watch every try and undo */
  gboolean              full_speed;     /* the trace was released: show the result */
  int                   n;              /* 0 until the settings are read */
  gboolean              syncing;        /* the size spin is set from the settings */

  KqState               state;
  KqOutcome             outcome;
  char                 *reason;
  int                   tour_start;     /* square, -1 before a tour is asked */

  KqSolutionStore      *store;
  guint64               shown;          /* the solution on the board, 1-based; 0: none */
  guint64               wanted;         /* the solution being computed; 0: none */
  GCancellable         *fetch_cancellable;
  char                 *message;        /* a note for the status line */
};

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

/* The template's translatable strings, for kq_window_retranslate(). */
static KqTemplateTexts *template_texts;

/* The player's and the browser's keys. */
static const struct {
  guint            keyval;
  GdkModifierType  modifiers;
  const char      *action;
} bindings[] = {
  { GDK_KEY_Return, GDK_CONTROL_MASK, "win.solve" },
  { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "win.solve" },
  { GDK_KEY_Escape, 0, "win.stop" },
  { GDK_KEY_t, GDK_CONTROL_MASK, "win.trace" },
  { GDK_KEY_space, 0, "win.play-pause" },
  { GDK_KEY_Left, 0, "win.step-back" },
  { GDK_KEY_KP_Left, 0, "win.step-back" },
  { GDK_KEY_Right, 0, "win.step-forward" },
  { GDK_KEY_KP_Right, 0, "win.step-forward" },
  { GDK_KEY_Home, 0, "win.first" },
  { GDK_KEY_End, 0, "win.last" },
  { GDK_KEY_Page_Up, 0, "win.previous-solution" },
  { GDK_KEY_Page_Down, 0, "win.next-solution" },
  { GDK_KEY_Home, GDK_CONTROL_MASK, "win.first-solution" },
  { GDK_KEY_End, GDK_CONTROL_MASK, "win.last-solution" },
};

static void start_queens_run (KqWindow *self);
static void start_tour_run   (KqWindow *self,
                              int       square);

/* Parts of the status line, one after another. */
static void
append_part (GString *status, const char *part)
{
  if (status->len > 0)
    g_string_append (status, " · ");
  g_string_append (status, part);
}

static void
append_part_take (GString *status, char *part)
{
  append_part (status, part);
  g_free (part);
}

/* The solvers' reasons are sentence fragments: the status line starts
 * with a capital. */
static char *
capitalize (const char *text)
{
  GString *out = g_string_new (NULL);

  g_string_append_unichar (out, g_unichar_totitle (g_utf8_get_char (text)));
  g_string_append (out, g_utf8_next_char (text));

  return g_string_free (out, FALSE);
}

static const char *
problem_to_string (KqProblem problem)
{
  return problem == KQ_PROBLEM_QUEENS ? "queens" : "tour";
}

static const char *
method_to_string (KqTourMethod method)
{
  return method == KQ_TOUR_CLASSIC ? "classic" : "warnsdorff";
}

static const char *
size_key (KqWindow *self)
{
  return self->problem == KQ_PROBLEM_TOUR ? "tour-size" : "queens-size";
}

/* Trace mode: what the moves shown so far did. */
static void
append_trace_counters (KqWindow *self, GString *status)
{
  KqPlayerCounts counts;
  g_autofree char *tries = NULL;
  g_autofree char *undos = NULL;
  g_autofree char *solutions = NULL;

  kq_player_get_counts (self->player, &counts);
  /* A tour's start square is no step tried. */
  if (self->problem == KQ_PROBLEM_TOUR && counts.tries > 0)
    counts.tries--;
  tries = kq_format_count (counts.tries);
  undos = kq_format_count (counts.undos);
  solutions = kq_format_count (counts.solutions);
  append_part_take (status, g_strdup_printf (_("steps tried: %s"), tries));
  append_part_take (status, g_strdup_printf (_("undos: %s"), undos));
  append_part_take (status, g_strdup_printf (_("solutions found: %s"), solutions));
}

/* Trace mode, the animation behind a worker that finished: the search is
 * still on for the student, whose counters have not reached the end. */
static gboolean
trace_behind (KqWindow *self)
{
  return self->trace && self->outcome != KQ_OUTCOME_STOPPED &&
         kq_player_get_position (self->player) < kq_player_get_length (self->player);
}

/* Trace mode, the moves shown so far are the search: counted by the
 * player, not by the worker ahead of it (nor after Full Speed). */
static gboolean
watching (KqWindow *self)
{
  return self->trace && !self->full_speed;
}

static void
append_search_state (KqWindow *self, GString *status)
{
  if (self->state == KQ_STATE_RUNNING || trace_behind (self))
    append_part (status, self->full_speed ? _("searching at full speed…") : _("searching…"));
  else if (self->state == KQ_STATE_DONE && self->outcome == KQ_OUTCOME_STOPPED)
    append_part (status, _("stopped"));
}

static void
tour_status (KqWindow *self, GString *status)
{
  const KqBoard *board = kq_player_get_board (self->player);
  int n = self->n;
  int row = self->tour_start / n + 1;
  int col = self->tour_start % n + 1;
  g_autofree char *moves = kq_format_count (board->moves);
  g_autofree char *squares = kq_format_count ((guint64) n * n);
  g_autofree char *steps = kq_format_count (kq_solver_runner_get_nodes (self->runner));

  switch (self->state)
    {
    case KQ_STATE_IDLE:
      append_part_take (status, g_strdup_printf (_("Click a square to start a knight’s tour "
                                                   "on the %d × %d board"), n, n));
      return;

    case KQ_STATE_IMPOSSIBLE:
      append_part_take (status, g_strdup_printf (_("From (%d, %d): %s"), row, col, self->reason));
      return;

    case KQ_STATE_RUNNING:
    case KQ_STATE_DONE:
    default:
      break;
    }

  if (self->state == KQ_STATE_DONE && self->reason != NULL && !trace_behind (self) &&
      (self->outcome == KQ_OUTCOME_NONE || self->outcome == KQ_OUTCOME_GAVE_UP))
    append_part_take (status, capitalize (self->reason));
  else if (self->closed)
    append_part_take (status, g_strdup_printf (_("Closed tour from (%d, %d): move %s of %s"),
                                               row, col, moves, squares));
  else
    append_part_take (status, g_strdup_printf (_("Tour from (%d, %d): move %s of %s"),
                                               row, col, moves, squares));
  if (watching (self))
    append_trace_counters (self, status);
  else
    append_part_take (status, g_strdup_printf (_("steps tried: %s"), steps));
  append_search_state (self, status);
}

static void
queens_status (KqWindow *self, GString *status, GString *counter)
{
  guint64 total = self->store != NULL ? kq_solution_store_get_total (self->store) : 0;
  g_autofree char *found = kq_format_count (total);
  int n = self->n;
  gboolean done = self->state == KQ_STATE_DONE && self->outcome != KQ_OUTCOME_STOPPED &&
                  (!trace_behind (self) || self->shown > 0);
  /* The counters of the trace, until a solution is browsed. */
  gboolean counters = watching (self) && self->shown == 0 && self->wanted == 0 &&
                      self->state != KQ_STATE_IDLE;

  if (done && total == 0)
    append_part_take (status, g_strdup_printf (_("There is no way to place %d queens on a "
                                                 "%d × %d board"), n, n, n));
  else if (done)
    append_part_take (status, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d queens: %s solution",
                                                            "%d queens: %s solutions",
                                                            (gulong) MIN (total, G_MAXULONG)),
                                               n, found));
  else if (self->state == KQ_STATE_IDLE)
    append_part_take (status, g_strdup_printf (_("Press Solve to find every way to place "
                                                  "%d queens"), n));
  else
    {
      append_part_take (status, g_strdup_printf (_("%d queens"), n));
      if (!counters)
        append_part_take (status, g_strdup_printf (_("solutions found: %s"), found));
    }
  if (counters)
    append_trace_counters (self, status);
  if (!done)
    append_search_state (self, status);

  if (self->wanted > 0)
    {
      g_autofree char *wanted = kq_format_count (self->wanted);

      append_part_take (status, g_strdup_printf (_("computing solution %s…"), wanted));
    }

  if (self->shown > 0)
    {
      g_autofree char *shown = kq_format_count (self->shown);

      if (self->state == KQ_STATE_RUNNING)
        g_string_printf (counter, _("Solution %s of %s so far"), shown, found);
      else
        g_string_printf (counter, _("Solution %s of %s"), shown, found);
    }
}

static void
update_speed_label (KqWindow *self)
{
  double speed = kq_player_get_speed (self->player);
  /* One decimal below 10 moves a second, where it makes a difference. */
  int decimals = speed < 9.95 ? 1 : 0;
  gulong plural = decimals > 0 && speed != 1.0 ? 2 : (gulong) round (speed);
  g_autofree char *number = kq_format_decimal (speed, decimals);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s move/s",
                                                        "%s moves/s", plural),
                                           number);

  gtk_label_set_text (self->speed_label, text);
}

static void
update_actions (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint position = kq_player_get_position (self->player);
  guint length = kq_player_get_length (self->player);
  gboolean running = kq_solver_runner_get_running (self->runner);
  guint64 total = self->store != NULL ? kq_solution_store_get_total (self->store) : 0;
  guint64 current = self->wanted > 0 ? self->wanted : self->shown;
  gboolean queens = self->problem == KQ_PROBLEM_QUEENS;

  gtk_widget_action_set_enabled (widget, "win.stop", running);
  gtk_widget_action_set_enabled (widget, "win.first", position > 0);
  gtk_widget_action_set_enabled (widget, "win.step-back", position > 0);
  gtk_widget_action_set_enabled (widget, "win.play-pause",
                                 length > 0 || kq_player_get_playing (self->player));
  gtk_widget_action_set_enabled (widget, "win.step-forward", position < length);
  gtk_widget_action_set_enabled (widget, "win.last", position < length);
  gtk_widget_action_set_enabled (widget, "win.first-solution", queens && total > 0 && current != 1);
  gtk_widget_action_set_enabled (widget, "win.previous-solution", queens && current > 1);
  gtk_widget_action_set_enabled (widget, "win.next-solution", queens && current < total);
  gtk_widget_action_set_enabled (widget, "win.last-solution", queens && total > 0 && current != total);
  /* Past the solutions listed so far, the k-th solution is counted out. */
  gtk_widget_action_set_enabled (widget, "win.goto-solution", queens && (total > 0 || running));
  gtk_widget_action_set_enabled (widget, "win.full-speed", self->trace && running && !self->full_speed);
}

void
kq_window_update_status (KqWindow *self)
{
  g_autoptr(GString) status = g_string_new (NULL);
  g_autoptr(GString) counter = g_string_new (NULL);
  gboolean running, playing;
  const char *play_text;

  g_return_if_fail (KQ_IS_WINDOW (self));

  if (self->n == 0)
    return;

  if (self->problem == KQ_PROBLEM_TOUR)
    tour_status (self, status);
  else
    queens_status (self, status, counter);
  if (self->message != NULL)
    append_part (status, self->message);
  gtk_label_set_text (self->status_label, status->str);
  gtk_label_set_text (self->solution_label, counter->str);
  gtk_widget_set_visible (GTK_WIDGET (self->solution_label), counter->len > 0);

  running = kq_solver_runner_get_running (self->runner);
  gtk_button_set_label (self->solve_button, running ? _("_Stop") : _("_Solve"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->solve_button),
                                  running ? "win.stop" : "win.solve");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->solve_button),
                               running ? _("Stop the search (Escape)")
                               : self->problem == KQ_PROBLEM_TOUR
                               ? _("Start a tour from the chosen square (Ctrl+Enter)")
                               : _("Find every solution (Ctrl+Enter)"));
  if (running)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->solve_button), "suggested-action");
      gtk_widget_add_css_class (GTK_WIDGET (self->solve_button), "destructive-action");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->solve_button), "destructive-action");
      gtk_widget_add_css_class (GTK_WIDGET (self->solve_button), "suggested-action");
    }

  playing = kq_player_get_playing (self->player);
  play_text = playing ? _("Pause") : _("Play");
  gtk_button_set_icon_name (self->play_button,
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Pause (Space)") : _("Play (Space)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, play_text,
                                  -1);

  update_speed_label (self);
  update_actions (self);
}

/* A GMenu cannot be relabelled: the menu is built anew, translated. */
static void
set_primary_menu (KqWindow *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (KQ_RESOURCE_PATH "primary-menu.ui");

  gtk_menu_button_set_menu_model (self->menu_button,
                                  G_MENU_MODEL (gtk_builder_get_object (builder, "primary_menu")));
}

/* The solver's reason for no tour, put into words again. */
static void
retranslate_reason (KqWindow *self)
{
  KqTourRequest request = {
    .n = self->n,
    .row = self->tour_start / MAX (self->n, 1),
    .col = self->tour_start % MAX (self->n, 1),
    .method = self->method,
    .closed = self->closed,
  };
  KqOutcome outcome = self->state == KQ_STATE_IMPOSSIBLE ? KQ_OUTCOME_NONE : self->outcome;

  if (self->reason == NULL || self->problem != KQ_PROBLEM_TOUR || self->tour_start < 0 ||
      (outcome != KQ_OUTCOME_NONE && outcome != KQ_OUTCOME_GAVE_UP))
    return;
  g_free (self->reason);
  self->reason = kq_tour_reason (&request, outcome, kq_solver_runner_get_nodes (self->runner));
}

/* How the window changes language: every string marked translatable in
 * kq-window.ui is set again (a new control joins by having an id there),
 * the menu and the shortcuts window are built again, and the texts the
 * code computes are computed again by kq_window_update_status(); a text
 * set from C elsewhere belongs in that function, or in one called here. */
void
kq_window_retranslate (KqWindow *self)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (self);
  GtkHeaderBar *header_bar = GTK_HEADER_BAR (gtk_window_get_titlebar (GTK_WINDOW (self)));

  g_return_if_fail (KQ_IS_WINDOW (self));

  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  kq_trace_panel_retranslate (self->trace_panel);
  /* GTK names the title buttons (Close, …) when it makes them: hidden and
   * shown, they are made again, named in the new language. */
  gtk_header_bar_set_show_title_buttons (header_bar, FALSE);
  gtk_header_bar_set_show_title_buttons (header_bar, TRUE);
  set_primary_menu (self);
  if (gtk_application_window_get_help_overlay (window) != NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (KQ_RESOURCE_PATH "gtk/help-overlay.ui");

      gtk_application_window_set_help_overlay (window,
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  kq_board_view_retranslate (self->board_view);
  retranslate_reason (self);
  /* A note on the last input, in the old language: dropped. */
  g_clear_pointer (&self->message, g_free);
  kq_window_update_status (self);
}

/* Back to an empty board of the current problem and size. */
static void
reset (KqWindow *self)
{
  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  g_clear_object (&self->store);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->message, g_free);
  self->shown = 0;
  self->wanted = 0;
  self->state = KQ_STATE_IDLE;
  self->tour_start = -1;
  self->full_speed = FALSE;
  kq_solver_runner_set_pace (self->runner, self->trace ? KQ_TRACE_AHEAD : 0);
  gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");
  kq_player_reset (self->player, self->problem, self->n);
  kq_window_update_status (self);
}

/* The trace is no longer watched: its worker runs free, and the result
 * is shown when it ends. */
static void
release_trace (KqWindow *self)
{
  self->full_speed = TRUE;
  kq_solver_runner_set_pace (self->runner, 0);
}

static void
put_solution (KqWindow *self, guint64 k, const int *cols)
{
  self->shown = k;
  self->wanted = 0;
  g_clear_object (&self->fetch_cancellable);
  kq_player_reset (self->player, KQ_PROBLEM_QUEENS, self->n);
  kq_player_append_solution (self->player, cols);
  kq_player_set_complete (self->player, TRUE);
  /* queen by queen, rows top to bottom */
  kq_player_set_playing (self->player, TRUE);
  kq_window_update_status (self);
}

static void
fetch_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqWindow) self = user_data;
  KqSolutionStore *store = KQ_SOLUTION_STORE (source_object);
  g_autoptr(GError) error = NULL;
  g_autofree int *cols = NULL;

  cols = kq_solution_store_get_finish (store, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || store != self->store)
    return;

  if (cols == NULL)
    {
      self->wanted = 0;
      g_clear_object (&self->fetch_cancellable);
      g_free (self->message);
      self->message = g_strdup (error->message);
      kq_window_update_status (self);
      return;
    }
  put_solution (self, self->wanted, cols);
}

static void
show_solution (KqWindow *self, guint64 k)
{
  int cols[KQ_QUEENS_MAX_N];

  g_assert (self->store != NULL);
  g_assert (k >= 1);

  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  g_clear_pointer (&self->message, g_free);
  gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");
  /* Browsing leaves the trace: the player shows solutions now. */
  if (watching (self) && kq_solver_runner_get_running (self->runner))
    release_trace (self);

  if (kq_solution_store_lookup (self->store, k, cols))
    {
      put_solution (self, k, cols);
      return;
    }

  /* Past the stored ones: counted out in a worker, without listing. */
  self->wanted = k;
  self->fetch_cancellable = g_cancellable_new ();
  kq_solution_store_get_async (self->store, k, self->fetch_cancellable,
                               fetch_done_cb, g_object_ref (self));
  kq_window_update_status (self);
}

static void
set_problem (KqWindow *self, KqProblem problem)
{
  int upper = problem == KQ_PROBLEM_TOUR ? KQ_WINDOW_MAX_TOUR_N : KQ_QUEENS_MAX_N;
  int n;

  if (self->n != 0 && problem == self->problem)
    return;

  self->problem = problem;
  kq_solver_runner_stop (self->runner);
  gtk_widget_set_visible (self->tour_options, problem == KQ_PROBLEM_TOUR);
  gtk_widget_set_visible (self->solutions_box, problem == KQ_PROBLEM_QUEENS);
  kq_board_view_set_activatable (self->board_view, problem == KQ_PROBLEM_TOUR);

  /* Each problem keeps its own n. */
  n = CLAMP (g_settings_get_int (self->settings, size_key (self)), 1, upper);
  self->syncing = TRUE;
  gtk_adjustment_configure (self->size_adjustment, n, 1, upper, 1, 10, 0);
  self->syncing = FALSE;
  self->n = n;

  if (problem == KQ_PROBLEM_QUEENS)
    start_queens_run (self);
  else
    reset (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

static void
set_size (KqWindow *self, int n)
{
  if (n == self->n)
    return;

  self->n = n;
  if (self->problem == KQ_PROBLEM_QUEENS)
    start_queens_run (self);
  else
    {
      kq_solver_runner_stop (self->runner);
      reset (self);
    }
}

/* A new method or closedness: the tour shown, if any, is searched again. */
static void
tour_options_changed (KqWindow *self)
{
  int start = self->tour_start;

  if (self->n == 0 || self->problem != KQ_PROBLEM_TOUR)
    return;
  if (start >= 0)
    start_tour_run (self, start);
  else
    kq_window_update_status (self);
}

/* Trace or result mode: the run in view is made again the other way. */
static void
set_trace (KqWindow *self, gboolean trace)
{
  self->trace = !!trace;
  gtk_widget_set_visible (GTK_WIDGET (self->trace_panel), self->trace);
  gtk_widget_set_visible (self->full_speed_button, self->trace);
  if (self->n == 0)
    return;
  if (self->problem == KQ_PROBLEM_QUEENS)
    start_queens_run (self);
  else
    tour_options_changed (self);
}

static void
size_changed_cb (GtkAdjustment *adjustment, KqWindow *self)
{
  int n = (int) round (gtk_adjustment_get_value (adjustment));

  if (self->syncing || self->n == 0 || n == self->n)
    return;

  g_settings_set_int (self->settings, size_key (self), n);
  set_size (self, n);
}

static void
start_tour_run (KqWindow *self, int square)
{
  KqTourRequest request = {
    .n = self->n,
    .row = square / self->n,
    .col = square % self->n,
    .method = self->method,
    .closed = self->closed,
    .trace = TRUE,
    .max_steps = self->method == KQ_TOUR_CLASSIC ? KQ_CLASSIC_MAX_STEPS : 0,
  };
  g_autofree char *reason = NULL;

  g_assert (square >= 0 && square < self->n * self->n);

  kq_solver_runner_stop (self->runner);
  reset (self);
  self->tour_start = square;
  kq_board_view_set_focus_square (self->board_view, square);

  if (kq_tour_known_impossible (&request, &reason))
    {
      /* The knight stands on the square, so that the board shows which. */
      KqMove start = { square, 1 };

      self->state = KQ_STATE_IMPOSSIBLE;
      self->reason = g_steal_pointer (&reason);
      kq_player_append (self->player, &start, 1);
      kq_player_set_complete (self->player, TRUE);
      kq_player_seek (self->player, 1);
      kq_window_update_status (self);
      return;
    }

  self->state = KQ_STATE_RUNNING;
  if (self->trace)
    {
      /* The classic search within its budget, whichever method runs here. */
      KqTourRequest compare = request;

      compare.max_steps = KQ_CLASSIC_MAX_STEPS;
      kq_trace_panel_compare_tour (self->trace_panel, &compare);
    }
  else
    kq_trace_panel_compare_tour (self->trace_panel, NULL);
  kq_solver_runner_start_tour (self->runner, &request);
  kq_player_set_playing (self->player, TRUE);
  kq_window_update_status (self);
}

static void
start_queens_run (KqWindow *self)
{
  kq_solver_runner_stop (self->runner);
  reset (self);
  self->store = kq_solution_store_new (self->n, KQ_SOLUTION_STORE_MAX_BYTES);
  self->state = KQ_STATE_RUNNING;
  kq_trace_panel_compare_tour (self->trace_panel, NULL);
  kq_solver_runner_start_queens (self->runner, self->n,
                                 kq_solution_store_get_capacity (self->store), self->trace);
  /* The trace plays as it comes; a listing shows its first solution. */
  if (self->trace)
    kq_player_set_playing (self->player, TRUE);
  kq_window_update_status (self);
}

static void
player_changed_cb (KqPlayer *player, int lowest_step, KqWindow *self)
{
  /* A reset replaces the player's board. */
  if (lowest_step == 0)
    kq_board_view_set_board (self->board_view, kq_player_get_board (player));
  else
    kq_board_view_board_changed (self->board_view, lowest_step);
  /* A paced worker waits for this. */
  kq_solver_runner_set_played (self->runner, kq_player_get_position (player));
  kq_window_update_status (self);
}

static void
player_notify_cb (KqPlayer *player, GParamSpec *pspec, KqWindow *self)
{
  kq_window_update_status (self);
}

static void
runner_moves_cb (KqSolverRunner *runner, gpointer moves, guint n_moves, KqWindow *self)
{
  /* A queens trace no longer watched (released, or a solution browsed)
   * is not shown; a tour's is, as in result mode, up to the cut. */
  if (self->problem == KQ_PROBLEM_QUEENS &&
      (!watching (self) || self->shown > 0 || self->wanted > 0))
    return;
  kq_player_append (self->player, moves, n_moves);
}

static void
runner_solutions_cb (KqSolverRunner *runner, gpointer cols, guint count, KqWindow *self)
{
  if (self->store == NULL)
    return;

  kq_solution_store_append (self->store, cols, count);
  /* A trace shows its solutions as it reaches them. */
  if (!self->trace && self->shown == 0 && self->wanted == 0)
    show_solution (self, 1);
}

static void
runner_progress_cb (KqSolverRunner *runner, KqWindow *self)
{
  if (self->store != NULL)
    kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
  kq_window_update_status (self);
}

static void
runner_finished_cb (KqSolverRunner *runner, int outcome, const char *reason, KqWindow *self)
{
  self->state = KQ_STATE_DONE;
  self->outcome = outcome;
  g_free (self->reason);
  self->reason = g_strdup (reason);

  if (self->problem == KQ_PROBLEM_TOUR)
    {
      const int *tour = kq_solver_runner_get_tour (runner);

      /* A search too long to replay, or released: only the tour found is. */
      if (outcome == KQ_OUTCOME_FOUND && tour != NULL &&
          (kq_solver_runner_get_trace_cut (runner) || self->full_speed))
        {
          kq_player_reset (self->player, KQ_PROBLEM_TOUR, self->n);
          kq_player_append_solution (self->player, tour);
          kq_player_set_playing (self->player, TRUE);
        }
      kq_player_set_complete (self->player, TRUE);
    }
  else if (self->store != NULL)
    {
      kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
      if (self->trace)
        kq_player_set_complete (self->player, TRUE);
      /* A released or cut trace: its result is the first solution. */
      if (self->trace && (self->full_speed || kq_solver_runner_get_trace_cut (runner)) &&
          self->shown == 0 && self->wanted == 0 && kq_solution_store_get_total (self->store) > 0)
        show_solution (self, 1);
    }

  kq_window_update_status (self);
}

static void
square_activated_cb (KqBoardView *view, int row, int col, KqWindow *self)
{
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
      g_free (self->message);
      self->message = g_strdup (error->message);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      kq_window_update_status (self);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "win.goto-solution", "t", (guint64) k);
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

/* Actions */

static void
solve_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);

  if (self->problem == KQ_PROBLEM_TOUR)
    start_tour_run (self, kq_board_view_get_focus_square (self->board_view));
  else
    start_queens_run (self);
}

static void
full_speed_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);

  release_trace (self);
  kq_window_update_status (self);
}

static void
stop_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kq_solver_runner_stop (KQ_WINDOW (widget)->runner);
}

static void
start_tour_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  int row, col;

  g_variant_get (parameter, "(ii)", &row, &col);
  if (self->problem != KQ_PROBLEM_TOUR || row < 0 || row >= self->n || col < 0 || col >= self->n)
    return;
  start_tour_run (self, row * self->n + col);
}

static void
player_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqPlayer *player = KQ_WINDOW (widget)->player;

  if (g_str_equal (action_name, "win.play-pause"))
    {
      kq_player_set_playing (player, !kq_player_get_playing (player));
      return;
    }

  /* Stepping by hand stops the animation, as in a media player. */
  kq_player_set_playing (player, FALSE);
  if (g_str_equal (action_name, "win.first"))
    kq_player_seek (player, 0);
  else if (g_str_equal (action_name, "win.step-back"))
    kq_player_step (player, -1);
  else if (g_str_equal (action_name, "win.step-forward"))
    kq_player_step (player, 1);
  else if (g_str_equal (action_name, "win.last"))
    kq_player_seek (player, kq_player_get_length (player));
}

static void
browse_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  guint64 current = self->wanted > 0 ? self->wanted : self->shown;
  guint64 total, k;

  if (self->store == NULL)
    return;
  total = kq_solution_store_get_total (self->store);

  if (g_str_equal (action_name, "win.first-solution"))
    k = 1;
  else if (g_str_equal (action_name, "win.previous-solution"))
    k = MAX (current, 2) - 1;
  else if (g_str_equal (action_name, "win.next-solution"))
    k = MIN (current + 1, total);
  else if (g_str_equal (action_name, "win.last-solution"))
    k = total;
  else
    k = g_variant_get_uint64 (parameter);

  /* While the listing runs, solution k may come later: kq_queens_nth decides. */
  if (k < 1 || (k > total && !kq_solver_runner_get_running (self->runner)))
    {
      g_autofree char *wanted = kq_format_count (k);
      g_autofree char *count = kq_format_count (total);

      g_free (self->message);
      self->message = g_strdup_printf (_("there is no solution %s: there are %s"),
                                       wanted, count);
      gtk_widget_add_css_class (GTK_WIDGET (self->goto_entry), "error");
      kq_window_update_status (self);
      return;
    }
  if (k != current)
    show_solution (self, k);
}

typedef struct {
  KqBoard         *board;
  KqRenderOptions  options;
  int              size;
  char            *path;
} ExportData;

static void
export_data_free (ExportData *data)
{
  kq_board_free (data->board);
  g_free (data->path);
  g_free (data);
}

static void
export_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  ExportData *data = task_data;
  GError *error = NULL;

  if (kq_render_png (data->board, &data->options, data->size, data->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
kq_window_export_async (KqWindow            *self,
                        GFile               *file,
                        int                  size,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  const KqBoard *board;
  ExportData *data;

  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, kq_window_export_async);

  board = kq_board_view_get_board (self->board_view);
  data = g_new0 (ExportData, 1);
  data->path = g_file_get_path (file);
  data->size = size;
  if (data->path == NULL || board == NULL)
    {
      export_data_free (data);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("The image can only be written to a local folder"));
      return;
    }

  /* A copy: the board moves on while the image is written. */
  data->board = kq_board_copy (board);
  kq_board_view_get_render_options (self->board_view, &data->options);
  g_task_set_task_data (task, data, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_worker);
}

gboolean
kq_window_export_finish (KqWindow *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
show_error (KqWindow *self, const char *title, const char *detail)
{
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", title);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (source_object);
  g_autoptr(GError) error = NULL;

  if (!kq_window_export_finish (self, result, &error))
    show_error (self, _("Could not export the image"), error->message);
}

static void
export_response_cb (GtkNativeDialog *native, int response, KqWindow *self)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);
      const char *size = gtk_file_chooser_get_choice (chooser, "size");

      kq_window_export_async (self, file, size != NULL ? atoi (size) : 1200,
                              NULL, export_done_cb, NULL);
    }
  g_object_unref (native);
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  static const char *sizes[] = { "800", "1200", "1600", "2400", NULL };
  static const char *size_labels[] = {
    N_("800 × 800 pixels"), N_("1200 × 1200 pixels"),
    N_("1600 × 1600 pixels"), N_("2400 × 2400 pixels"), NULL
  };
  const char *labels[G_N_ELEMENTS (size_labels)];
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  GtkFileChooserNative *native;

  for (gsize i = 0; i < G_N_ELEMENTS (size_labels); i++)
    labels[i] = size_labels[i] != NULL ? _(size_labels[i]) : NULL;

  native = gtk_file_chooser_native_new (_("Export Image"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  gtk_file_filter_set_name (filter, _("PNG images"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);

  if (self->problem == KQ_PROBLEM_TOUR)
    /* Translators: a file name */
    name = g_strdup_printf (_("knights-tour-%dx%d.png"), self->n, self->n);
  else
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, self->shown);

      /* Translators: a file name; %s is the solution's number */
      name = g_strdup_printf (_("queens-%d-solution-%s.png"), self->n, number);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);

  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "size", _("Image size"),
                               sizes, labels);

  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  /* The first size is the default: GTK 4.8's own dialog ignores
   * gtk_file_chooser_set_choice(). */
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* With no focus widget, GtkWindow's own bindings (space: activate the
 * focus, arrows: move the focus), which come before a subclass's, would
 * take these keys: a capture-phase controller takes them first then. */
static gboolean
unfocused_shortcut_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  if (gtk_window_get_focus (GTK_WINDOW (widget)) != NULL)
    return FALSE;

  gtk_widget_activate_action_variant (widget, user_data, NULL);
  return TRUE;
}

static void
kq_window_show (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (kq_window_parent_class)->show (widget);

  /* GTK gives the focus to the first control, which would take the
   * player's keys (space, arrows) for itself: the window starts with no
   * focus widget, so that they reach its bindings; Tab enters the controls. */
  gtk_window_set_focus (GTK_WINDOW (widget), NULL);
}

static void
kq_window_dispose (GObject *object)
{
  KqWindow *self = KQ_WINDOW (object);

  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  if (self->runner != NULL)
    {
      /* A worker holds the runner until it ends: end it now. */
      g_signal_handlers_disconnect_by_data (self->runner, self);
      kq_solver_runner_stop (self->runner);
    }
  g_clear_object (&self->runner);
  if (self->player != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->player, self);
      kq_board_view_set_board (self->board_view, NULL);
    }
  g_clear_object (&self->player);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), KQ_TYPE_WINDOW);

  G_OBJECT_CLASS (kq_window_parent_class)->dispose (object);
}

static void
kq_window_finalize (GObject *object)
{
  KqWindow *self = KQ_WINDOW (object);

  g_free (self->reason);
  g_free (self->message);

  G_OBJECT_CLASS (kq_window_parent_class)->finalize (object);
}

static void
kq_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqWindow *self = KQ_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, problem_to_string (self->problem));
      break;
    case PROP_METHOD:
      g_value_set_string (value, method_to_string (self->method));
      break;
    case PROP_CLOSED:
      g_value_set_boolean (value, self->closed);
      break;
    case PROP_TRACE:
      g_value_set_boolean (value, self->trace);
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
      set_problem (self, g_strcmp0 (g_value_get_string (value), "queens") == 0
                         ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR);
      break;
    case PROP_METHOD:
      {
        KqTourMethod method = g_strcmp0 (g_value_get_string (value), "classic") == 0
                              ? KQ_TOUR_CLASSIC : KQ_TOUR_WARNSDORFF;

        if (method == self->method)
          break;
        self->method = method;
        tour_options_changed (self);
        g_object_notify_by_pspec (object, pspec);
      }
      break;
    case PROP_CLOSED:
      if (!!g_value_get_boolean (value) == self->closed)
        break;
      self->closed = !!g_value_get_boolean (value);
      tour_options_changed (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_TRACE:
      if (!!g_value_get_boolean (value) == self->trace)
        break;
      set_trace (self, g_value_get_boolean (value));
      g_object_notify_by_pspec (object, pspec);
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
  static const char *player_actions[] = {
    "win.first", "win.step-back", "win.play-pause", "win.step-forward", "win.last",
  };
  static const char *browse_actions[] = {
    "win.first-solution", "win.previous-solution", "win.next-solution", "win.last-solution",
  };

  object_class->dispose = kq_window_dispose;
  object_class->finalize = kq_window_finalize;
  object_class->get_property = kq_window_get_property;
  object_class->set_property = kq_window_set_property;
  widget_class->show = kq_window_show;

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
  gtk_widget_class_set_template_from_resource (widget_class, KQ_RESOURCE_PATH "kq-window.ui");
  template_texts = kq_template_texts_new (widget_class, KQ_RESOURCE_PATH "kq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KqWindow, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, tour_options);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, method_drop_down);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solve_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, speed_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solutions_box);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, goto_entry);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, solution_label);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, trace_panel);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, full_speed_button);
  gtk_widget_class_bind_template_child (widget_class, KqWindow, menu_button);
  gtk_widget_class_bind_template_callback (widget_class, square_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, goto_entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);

  gtk_widget_class_install_property_action (widget_class, "win.problem", "problem");
  gtk_widget_class_install_property_action (widget_class, "win.method", "method");
  gtk_widget_class_install_property_action (widget_class, "win.closed", "closed");
  gtk_widget_class_install_property_action (widget_class, "win.trace", "trace");
  gtk_widget_class_install_action (widget_class, "win.full-speed", NULL, full_speed_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.start-tour", "(ii)", start_tour_action);
  for (gsize i = 0; i < G_N_ELEMENTS (player_actions); i++)
    gtk_widget_class_install_action (widget_class, player_actions[i], NULL, player_action);
  for (gsize i = 0; i < G_N_ELEMENTS (browse_actions); i++)
    gtk_widget_class_install_action (widget_class, browse_actions[i], NULL, browse_action);
  gtk_widget_class_install_action (widget_class, "win.goto-solution", "t", browse_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);

  /* Plain keys as bindings, not application accelerators: they act only
   * when the widget with the focus (a text field, the board) leaves them;
   * see unfocused_shortcut_cb() for the window without a focus widget. */
  for (gsize i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_widget_class_add_binding_action (widget_class, bindings[i].keyval, bindings[i].modifiers,
                                         bindings[i].action, NULL);
}

static void
kq_window_init (KqWindow *self)
{
  GtkEventController *shortcuts;

  self->tour_start = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  set_primary_menu (self);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (gsize i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (bindings[i].keyval,
                                                                                    bindings[i].modifiers),
                                                            gtk_callback_action_new (unfocused_shortcut_cb,
                                                                                     (gpointer) bindings[i].action,
                                                                                     NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  self->runner = kq_solver_runner_new ();
  g_signal_connect (self->runner, "moves", G_CALLBACK (runner_moves_cb), self);
  g_signal_connect (self->runner, "solutions", G_CALLBACK (runner_solutions_cb), self);
  g_signal_connect (self->runner, "progress", G_CALLBACK (runner_progress_cb), self);
  g_signal_connect (self->runner, "finished", G_CALLBACK (runner_finished_cb), self);
  g_signal_connect_swapped (self->runner, "notify::running",
                            G_CALLBACK (kq_window_update_status), self);

  self->player = kq_player_new ();
  g_signal_connect (self->player, "changed", G_CALLBACK (player_changed_cb), self);
  g_signal_connect (self->player, "notify::playing", G_CALLBACK (player_notify_cb), self);
  g_signal_connect (self->player, "notify::speed", G_CALLBACK (player_notify_cb), self);
  kq_board_view_set_board (self->board_view, kq_player_get_board (self->player));
  kq_trace_panel_set_player (self->trace_panel, self->player);

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self->player, "speed", G_SETTINGS_BIND_DEFAULT);
  g_object_bind_property_full (self->player, "speed", self->speed_adjustment, "value",
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
}

KqWindow *
kq_window_new (GtkApplication *application)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (KQ_TYPE_WINDOW, "application", application, NULL);
}

static void
set_size_setting (KqWindow *self, int n)
{
  self->syncing = TRUE;
  g_settings_set_int (self->settings, size_key (self), n);
  gtk_adjustment_set_value (self->size_adjustment, n);
  self->syncing = FALSE;
}

void
kq_window_start_tour (KqWindow *self, int n, int row, int col)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= KQ_WINDOW_MAX_TOUR_N);
  g_return_if_fail (row >= 0 && row < n && col >= 0 && col < n);

  g_object_set (self, "problem", "tour", NULL);
  set_size_setting (self, n);
  self->n = n;
  start_tour_run (self, row * n + col);
}

void
kq_window_start_queens (KqWindow *self, int n)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N);

  if (self->problem != KQ_PROBLEM_QUEENS)
    {
      /* Switching starts a run with the remembered n: set n first. */
      g_settings_set_int (self->settings, "queens-size", n);
      g_object_set (self, "problem", "queens", NULL);
      if (self->n == n)
        return;
    }
  set_size_setting (self, n);
  self->n = n;
  start_queens_run (self);
}

const char *
kq_window_get_status (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return gtk_label_get_text (self->status_label);
}

guint64
kq_window_get_solution_index (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), 0);

  return self->shown;
}

KqPlayer *
kq_window_get_player (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->player;
}

KqSolverRunner *
kq_window_get_runner (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->runner;
}

KqBoardView *
kq_window_get_board_view (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->board_view;
}

KqTracePanel *
kq_window_get_trace_panel (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->trace_panel;
}

KqSolutionStore *
kq_window_get_solution_store (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->store;
}
