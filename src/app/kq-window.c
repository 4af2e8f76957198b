#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kq-format.h"
#include "kq-queens.h"
#include "kq-window-private.h"

/* The lessons' backtracking gives up after this many moves tried (a few
 * seconds): on 8 × 8 and larger it may search for hours. */
#define KQ_CLASSIC_MAX_STEPS ((guint64) 200 * 1000 * 1000)
/* The speeds the slider offers, in moves a second: the settings' range. */
#define KQ_MIN_SPEED 0.25
#define KQ_MAX_SPEED 1000.0
/* Trace mode: the worker runs at most this many moves ahead of the player
 * (8 bytes each), a few seconds at the fastest speed. */
#define KQ_TRACE_AHEAD 4096

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
void
_kq_window_release_trace (KqWindow *self)
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

void
_kq_window_show_solution (KqWindow *self, guint64 k)
{
  int cols[KQ_QUEENS_MAX_N];

  g_assert (self->store != NULL);
  g_assert (k >= 1);

  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  g_clear_pointer (&self->message, g_free);
  gtk_widget_remove_css_class (GTK_WIDGET (self->goto_entry), "error");
  /* Browsing leaves the trace: the player shows solutions now. */
  if (_kq_window_watching (self) && kq_solver_runner_get_running (self->runner))
    _kq_window_release_trace (self);

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
    _kq_window_start_queens_run (self);
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
    _kq_window_start_queens_run (self);
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
    _kq_window_start_tour_run (self, start);
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
    _kq_window_start_queens_run (self);
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

void
_kq_window_start_tour_run (KqWindow *self, int square)
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

void
_kq_window_start_queens_run (KqWindow *self)
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
      (!_kq_window_watching (self) || self->shown > 0 || self->wanted > 0))
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
    _kq_window_show_solution (self, 1);
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

      gboolean cut = kq_solver_runner_get_trace_cut (runner);

      /* A search too long to replay: only the tour found is. */
      if (outcome == KQ_OUTCOME_FOUND && tour != NULL && cut)
        {
          kq_player_reset (self->player, KQ_PROBLEM_TOUR, self->n);
          kq_player_append_solution (self->player, tour);
          kq_player_set_playing (self->player, TRUE);
        }
      kq_player_set_complete (self->player, TRUE);
      /* Released: the result at once, and the whole search (its tree in
       * the trace panel) still there to step back through. */
      if (self->full_speed && !cut)
        {
          kq_player_set_playing (self->player, FALSE);
          kq_player_seek (self->player, kq_player_get_length (self->player));
        }
    }
  else if (self->store != NULL)
    {
      kq_solution_store_set_total (self->store, kq_solver_runner_get_solutions (runner));
      if (self->trace)
        kq_player_set_complete (self->player, TRUE);
      /* A released or cut trace: its result is the first solution. */
      if (self->trace && (self->full_speed || kq_solver_runner_get_trace_cut (runner)) &&
          self->shown == 0 && self->wanted == 0 && kq_solution_store_get_total (self->store) > 0)
        _kq_window_show_solution (self, 1);
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
  gtk_widget_class_set_template_from_resource (widget_class, KQ_WINDOW_UI);
  _kq_window_class_texts_init (widget_class);
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

  _kq_window_class_actions_init (widget_class);
}

static void
kq_window_init (KqWindow *self)
{
  self->tour_start = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  _kq_window_set_primary_menu (self);

  _kq_window_actions_init (self);

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
  _kq_window_start_tour_run (self, row * n + col);
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
  _kq_window_start_queens_run (self);
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
