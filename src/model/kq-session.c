/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session.c: KqSession, the model under the window: its properties, its
 * signal, the set-up and what a user does on the board. Its other parts,
 * from the bottom up, each calling only those before it: what the views
 * read and their publication in kq-session-state.c, the runs and the
 * runner's reports in kq-session-runs.c, the modes (and the runs they
 * start) in kq-session-modes.c, n queens' solutions browsed by number in
 * kq-session-browse.c, their symmetry in kq-session-symmetry.c. */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include "kq-enum-types.h"
#include "kq-queens.h"
#include "kq-session-private.h"

G_DEFINE_FINAL_TYPE (KqSession, kq_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODE,
  PROP_TRACE,
  PROP_PROBLEM,
  PROP_N,
  PROP_COLS,
  PROP_METHOD,
  PROP_CLOSED,
  PROP_FULL_SPEED,
  PROP_STATE,
  PROP_OUTCOME,
  PROP_REASON,
  PROP_START_SQUARE,
  PROP_POSITION,
  PROP_LENGTH,
  PROP_STEPS,
  PROP_RUNNING,
  PROP_SHOWN,
  PROP_TOTAL,
  PROP_FETCHING,
  PROP_FETCH_PROGRESS,
  PROP_MESSAGE,
  PROP_WATCHING,
  PROP_SEARCHING,
  PROP_STOPPED,
  PROP_LISTED,
  PROP_SHOW_COUNTERS,
  PROP_CAN_BROWSE,
  PROP_CAN_RELEASE,
  PROP_CAN_STOP,
  PROP_EVERY_TOUR,
  PROP_UNIQUE,
  PROP_UNIQUE_COUNTED,
  PROP_UNIQUE_ONLY,
  PROP_UNIQUE_SHOWN,
  PROP_FAMILY,
  PROP_GAME,
  PROP_KNIGHT_GAME,
  PROP_ANSWER,
  PROP_BOARD_TIMELINE,
  PROP_TIMELINE,
  N_PROPS
};

enum {
  RUN_STARTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
kq_session_dispose (GObject *object)
{
  KqSession *self = KQ_SESSION (object);

  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  if (self->runner != NULL)
    {
      /* A worker holds the runner until it ends: end it now. */
      g_signal_handlers_disconnect_by_data (self->runner, self);
      kq_solver_runner_stop (self->runner);
    }
  g_clear_object (&self->runner);
  if (self->timeline != NULL)
    g_signal_handlers_disconnect_by_data (self->timeline, self);
  g_clear_object (&self->timeline);
  _kq_session_clear_families (self);
  g_clear_object (&self->store);
  _kq_session_leave_mode (self);
  if (self->counter != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->counter, self);
      kq_counter_stop (self->counter);
    }
  g_clear_object (&self->counter);
  /* A worker holds the runner until it ends: let it go now. */
  if (self->program_runner != NULL)
    kq_program_runner_cancel (self->program_runner);
  g_clear_object (&self->program_runner);

  G_OBJECT_CLASS (kq_session_parent_class)->dispose (object);
}

static void
kq_session_finalize (GObject *object)
{
  KqSession *self = KQ_SESSION (object);

  g_free (self->message);
  for (guint id = 1; id < N_PROPS; id++)
    g_value_unset (&self->published[id]);
  g_free (self->published);

  G_OBJECT_CLASS (kq_session_parent_class)->finalize (object);
}

static void
kq_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqSession *self = KQ_SESSION (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    case PROP_TRACE:
      g_value_set_boolean (value, kq_session_get_trace (self));
      break;
    case PROP_PROBLEM:
      g_value_set_enum (value, self->problem);
      break;
    case PROP_N:
      g_value_set_int (value, self->n);
      break;
    case PROP_COLS:
      g_value_set_int (value, self->cols);
      break;
    case PROP_METHOD:
      g_value_set_enum (value, self->method);
      break;
    case PROP_CLOSED:
      g_value_set_boolean (value, self->closed);
      break;
    case PROP_FULL_SPEED:
      g_value_set_boolean (value, self->full_speed);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, self->outcome);
      break;
    case PROP_REASON:
      g_value_take_string (value, kq_session_dup_reason (self));
      break;
    case PROP_START_SQUARE:
      g_value_set_int (value, self->tour_start);
      break;
    case PROP_POSITION:
      g_value_set_uint (value, kq_timeline_get_position (kq_session_get_stepped_timeline (self)));
      break;
    case PROP_LENGTH:
      g_value_set_uint (value, kq_timeline_get_length (kq_session_get_stepped_timeline (self)));
      break;
    case PROP_STEPS:
      g_value_set_uint64 (value, kq_session_get_steps (self));
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, kq_session_get_running (self));
      break;
    case PROP_SHOWN:
      g_value_set_uint64 (value, self->shown);
      break;
    case PROP_TOTAL:
      g_value_set_uint64 (value, kq_session_get_total (self));
      break;
    case PROP_FETCHING:
      g_value_set_uint64 (value, self->wanted);
      break;
    case PROP_FETCH_PROGRESS:
      g_value_set_double (value, kq_session_get_fetch_progress (self));
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_WATCHING:
      g_value_set_boolean (value, kq_session_get_watching (self));
      break;
    case PROP_SEARCHING:
      g_value_set_boolean (value, kq_session_get_searching (self));
      break;
    case PROP_STOPPED:
      g_value_set_boolean (value, kq_session_get_stopped (self));
      break;
    case PROP_LISTED:
      g_value_set_boolean (value, kq_session_get_listed (self));
      break;
    case PROP_SHOW_COUNTERS:
      g_value_set_boolean (value, kq_session_get_show_counters (self));
      break;
    case PROP_CAN_BROWSE:
      g_value_set_boolean (value, kq_session_get_can_browse (self));
      break;
    case PROP_CAN_RELEASE:
      g_value_set_boolean (value, kq_session_get_can_release (self));
      break;
    case PROP_CAN_STOP:
      g_value_set_boolean (value, kq_session_get_can_stop (self));
      break;
    case PROP_EVERY_TOUR:
      g_value_set_boolean (value, self->every_tour);
      break;
    case PROP_UNIQUE:
      g_value_set_uint64 (value, kq_session_get_unique (self));
      break;
    case PROP_UNIQUE_COUNTED:
      g_value_set_boolean (value, kq_session_get_unique_counted (self));
      break;
    case PROP_UNIQUE_ONLY:
      g_value_set_boolean (value, self->unique_only);
      break;
    case PROP_UNIQUE_SHOWN:
      g_value_set_uint64 (value, kq_session_get_unique_shown (self));
      break;
    case PROP_FAMILY:
      g_value_take_variant (value, kq_session_dup_family (self));
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_KNIGHT_GAME:
      g_value_set_object (value, self->knight_game);
      break;
    case PROP_ANSWER:
      g_value_set_pointer (value, self->answer);
      break;
    case PROP_BOARD_TIMELINE:
      g_value_set_object (value, kq_session_get_board_timeline (self));
      break;
    case PROP_TIMELINE:
      g_value_set_object (value, self->timeline);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KqSession *self = KQ_SESSION (object);

  switch (prop_id)
    {
    case PROP_MODE:
      kq_session_set_mode (self, g_value_get_enum (value));
      break;
    case PROP_TRACE:
      kq_session_set_trace (self, g_value_get_boolean (value));
      break;
    case PROP_METHOD:
      kq_session_set_method (self, g_value_get_enum (value));
      break;
    case PROP_CLOSED:
      kq_session_set_closed (self, g_value_get_boolean (value));
      break;
    case PROP_MESSAGE:
      kq_session_set_message (self, g_value_get_string (value));
      break;
    case PROP_UNIQUE_ONLY:
      kq_session_set_unique_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)
#define WRITABLE (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
kq_session_class_init (KqSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_session_dispose;
  object_class->finalize = kq_session_finalize;
  object_class->get_property = kq_session_get_property;
  object_class->set_property = kq_session_set_property;

  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, KQ_TYPE_SESSION_MODE, KQ_SESSION_MODE_WATCH, WRITABLE);
  properties[PROP_TRACE] = g_param_spec_boolean ("trace", NULL, NULL, FALSE, WRITABLE);
  properties[PROP_PROBLEM] =
    g_param_spec_enum ("problem", NULL, NULL, KQ_TYPE_PROBLEM, KQ_PROBLEM_TOUR, READABLE);
  properties[PROP_N] = g_param_spec_int ("n", NULL, NULL, 0, G_MAXINT, 0, READABLE);
  properties[PROP_COLS] = g_param_spec_int ("cols", NULL, NULL, 0, G_MAXINT, 0, READABLE);
  properties[PROP_METHOD] =
    g_param_spec_enum ("method", NULL, NULL, KQ_TYPE_TOUR_METHOD, KQ_TOUR_WARNSDORFF, WRITABLE);
  properties[PROP_CLOSED] = g_param_spec_boolean ("closed", NULL, NULL, FALSE, WRITABLE);
  properties[PROP_FULL_SPEED] = g_param_spec_boolean ("full-speed", NULL, NULL, FALSE, READABLE);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, KQ_TYPE_SESSION_STATE, KQ_SESSION_IDLE, READABLE);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL, KQ_TYPE_OUTCOME, KQ_OUTCOME_FOUND, READABLE);
  properties[PROP_REASON] = g_param_spec_string ("reason", NULL, NULL, NULL, READABLE);
  properties[PROP_START_SQUARE] =
    g_param_spec_int ("start-square", NULL, NULL, -1, G_MAXINT, -1, READABLE);
  properties[PROP_POSITION] = g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_LENGTH] = g_param_spec_uint ("length", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_STEPS] = g_param_spec_uint64 ("steps", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, READABLE);
  properties[PROP_SHOWN] = g_param_spec_uint64 ("shown", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_TOTAL] = g_param_spec_uint64 ("total", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_FETCHING] =
    g_param_spec_uint64 ("fetching", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_FETCH_PROGRESS] =
    g_param_spec_double ("fetch-progress", NULL, NULL, 0.0, 1.0, 0.0, READABLE);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, NULL, WRITABLE);
  properties[PROP_WATCHING] = g_param_spec_boolean ("watching", NULL, NULL, FALSE, READABLE);
  properties[PROP_SEARCHING] = g_param_spec_boolean ("searching", NULL, NULL, FALSE, READABLE);
  properties[PROP_STOPPED] = g_param_spec_boolean ("stopped", NULL, NULL, FALSE, READABLE);
  properties[PROP_LISTED] = g_param_spec_boolean ("listed", NULL, NULL, FALSE, READABLE);
  properties[PROP_SHOW_COUNTERS] =
    g_param_spec_boolean ("show-counters", NULL, NULL, FALSE, READABLE);
  properties[PROP_CAN_BROWSE] = g_param_spec_boolean ("can-browse", NULL, NULL, FALSE, READABLE);
  properties[PROP_CAN_RELEASE] = g_param_spec_boolean ("can-release", NULL, NULL, FALSE, READABLE);
  properties[PROP_CAN_STOP] = g_param_spec_boolean ("can-stop", NULL, NULL, FALSE, READABLE);
  properties[PROP_EVERY_TOUR] = g_param_spec_boolean ("every-tour", NULL, NULL, FALSE, READABLE);
  properties[PROP_UNIQUE] = g_param_spec_uint64 ("unique", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_UNIQUE_COUNTED] =
    g_param_spec_boolean ("unique-counted", NULL, NULL, FALSE, READABLE);
  properties[PROP_UNIQUE_ONLY] = g_param_spec_boolean ("unique-only", NULL, NULL, FALSE, WRITABLE);
  properties[PROP_UNIQUE_SHOWN] =
    g_param_spec_uint64 ("unique-shown", NULL, NULL, 0, G_MAXUINT64, 0, READABLE);
  properties[PROP_FAMILY] =
    g_param_spec_variant ("family", NULL, NULL, G_VARIANT_TYPE ("a(ut)"), NULL, READABLE);
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, KQ_TYPE_PLAY_GAME, READABLE);
  properties[PROP_KNIGHT_GAME] = g_param_spec_object ("knight-game", NULL, NULL,
                                                     KQ_TYPE_KNIGHT_GAME, READABLE);
  properties[PROP_ANSWER] = g_param_spec_pointer ("answer", NULL, NULL, READABLE);
  properties[PROP_BOARD_TIMELINE] =
    g_param_spec_object ("board-timeline", NULL, NULL, KQ_TYPE_TIMELINE, READABLE);
  properties[PROP_TIMELINE] =
    g_param_spec_object ("timeline", NULL, NULL, KQ_TYPE_TIMELINE, READABLE);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KqSession::run-started:
   *
   * A new run was set up (a tour from a square, a listing of n queens):
   * the board is the run's, and the properties say what it is.
   */
  signals[RUN_STARTED] =
    g_signal_new ("run-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_session_init (KqSession *self)
{
  self->tour_start = -1;
  self->method = KQ_TOUR_WARNSDORFF;

  _kq_session_runs_init (self);
  self->counter = kq_counter_new ();
  self->program_runner = kq_program_runner_new ();
  g_signal_connect_swapped (self->counter, "notify", G_CALLBACK (_kq_session_publish), self);

  /* What a handler would read now: the first publish notifies changes only. */
  self->published_specs = properties;
  self->n_published = PROP_TIMELINE;
  self->show_solution = _kq_session_show_solution;
  self->published = g_new0 (GValue, N_PROPS);
  for (guint id = 1; id < PROP_TIMELINE; id++)
    {
      g_value_init (&self->published[id], properties[id]->value_type);
      g_object_get_property (G_OBJECT (self), properties[id]->name, &self->published[id]);
    }
}

KqSession *
kq_session_new (void)
{
  return g_object_new (KQ_TYPE_SESSION, NULL);
}

/* Set-up */

/* The problem on a rows × cols board (a placement's: n × n). */
static void
set_board (KqSession *self, KqProblem problem, int rows, int cols)
{
  if (problem == self->problem && rows == self->n && cols == self->cols)
    return;

  self->problem = problem;
  self->n = rows;
  self->cols = cols;
  kq_solver_runner_stop (self->runner);
  if (self->mode == KQ_SESSION_MODE_PLAY)
    {
      /* a new game on the new board, a tour's on m × n too */
      _kq_session_reset (self);
      g_clear_object (&self->game);
      self->game = kq_play_game_new_rect (problem, rows, cols);
      _kq_session_publish (self);
    }
  else if (self->mode == KQ_SESSION_MODE_GAME && problem == KQ_PROBLEM_TOUR &&
           kq_game_board_fits (rows, cols))
    {
      /* a new game on the new board, its rule and players kept; the
       * session's board the same size, as the view's clicks go by it */
      _kq_session_reset (self);
      kq_knight_game_restart (self->knight_game, rows, cols,
                              kq_knight_game_get_rule (self->knight_game));
      _kq_session_publish (self);
    }
  else if (kq_problem_is_placement (problem))
    kq_session_start_queens (self);
  else
    {
      _kq_session_enter_search_mode (self);
      _kq_session_reset (self);
      _kq_session_publish (self);
    }
}

void
kq_session_set_problem (KqSession *self, KqProblem problem, int n)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (n >= 1 && n <= (problem == KQ_PROBLEM_QUEENS  ? KQ_QUEENS_MAX_N
                                   : problem == KQ_PROBLEM_ROOKS ? KQ_WINDOW_MAX_ROOKS_N
                                                                 : KQ_TOUR_MAX_N));

  set_board (self, problem, n, n);
}

void
kq_session_set_tour_board (KqSession *self, int rows, int cols)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (rows >= 1 && rows <= KQ_TOUR_MAX_N && cols >= 1 && cols <= KQ_TOUR_MAX_N);

  set_board (self, KQ_PROBLEM_TOUR, rows, cols);
}

KqProblem
kq_session_get_problem (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_PROBLEM_TOUR);

  return self->problem;
}

void
kq_session_set_n (KqSession *self, int n)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  kq_session_set_problem (self, self->problem, n);
}

int
kq_session_get_cols (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->cols;
}

int
kq_session_get_n (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->n;
}

void
kq_session_set_method (KqSession *self, KqTourMethod method)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  if (method == self->method)
    return;
  self->method = method;
  /* The tour shown, if any, is searched again. */
  if (self->problem == KQ_PROBLEM_TOUR && _kq_session_is_search_mode (self->mode))
    _kq_session_restart (self);
  _kq_session_publish (self);
}

KqTourMethod
kq_session_get_method (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_TOUR_WARNSDORFF);

  return self->method;
}

void
kq_session_set_closed (KqSession *self, gboolean closed)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  if (!!closed == self->closed)
    return;
  self->closed = !!closed;
  if (self->problem == KQ_PROBLEM_TOUR && _kq_session_is_search_mode (self->mode))
    _kq_session_restart (self);
  _kq_session_publish (self);
}

gboolean
kq_session_get_closed (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->closed;
}

/* What a user does */

void
kq_session_seek (KqSession *self, guint position)
{
  KqTimeline *timeline;

  g_return_if_fail (KQ_IS_SESSION (self));

  timeline = kq_session_get_stepped_timeline (self);
  if (timeline == self->timeline)
    _kq_session_leave_answer_board (self);
  /* Stepping by hand stops the animation, as in a media player. */
  kq_timeline_set_playing (timeline, FALSE);
  kq_timeline_seek (timeline, position);
  _kq_session_publish (self);
}

void
kq_session_step (KqSession *self, int delta)
{
  KqTimeline *timeline;

  g_return_if_fail (KQ_IS_SESSION (self));

  timeline = kq_session_get_stepped_timeline (self);
  if (timeline == self->timeline)
    _kq_session_leave_answer_board (self);
  kq_timeline_set_playing (timeline, FALSE);
  kq_timeline_step (timeline, delta);
  _kq_session_publish (self);
}
